"""The demo: headless to a PNG and windowed under Xvfb, zero validation messages, pixels checked."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest
from conftest import need_tool

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "demos" / "triangle.py"
sys.path.insert(0, str(ROOT / "demos"))

import gpu  # noqa: E402
import triangle  # noqa: E402
from support.xwd import read_screen  # noqa: E402

BACKGROUND = np.round(np.array(triangle.BACKGROUND[:3]) * 255)


def vertex_pixels(width: int, height: int) -> list[tuple[int, int]]:
    """Where each vertex lands, pulled 12% toward the centroid so the sample is inside."""
    sx = 1.0 / max(width / height, 1.0)
    points = [((x * sx + 1) / 2 * width, (y + 1) / 2 * height) for (x, y), _ in triangle.VERTICES]
    cx, cy = sum(p[0] for p in points) / 3, sum(p[1] for p in points) / 3
    return [(int(x + 0.12 * (cx - x)), int(y + 0.12 * (cy - y))) for x, y in points]


def check_triangle(rgb: np.ndarray, width: int, height: int) -> None:
    assert np.abs(rgb[2, 2] - BACKGROUND).max() <= 2  # background in the corner
    assert np.abs(rgb[height - 3, width - 3] - BACKGROUND).max() <= 2
    for (x, y), (_, color) in zip(vertex_pixels(width, height), triangle.VERTICES):
        px = rgb[y, x].astype(int)
        main = int(np.argmax(color))
        assert px[main] > 150 and all(px[main] > px[c] + 60 for c in range(3) if c != main), (x, y, px)
    centre = rgb[int(sum(p[1] for p in vertex_pixels(width, height)) / 3),
                 int(sum(p[0] for p in vertex_pixels(width, height)) / 3)].astype(int)
    assert all(40 < c < 150 for c in centre), centre  # the three colors blend in the middle


def test_headless_png(tmp_path: Path, vulkan_device: bool) -> None:
    out = tmp_path / "triangle.png"
    proc = subprocess.run([sys.executable, str(DEMO), "--headless", "--output", str(out), "--size", "320x240"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "0 validation message(s)" in proc.stdout
    rgba = gpu.read_png(str(out))
    assert rgba.shape == (240, 320, 4)
    check_triangle(rgba[..., :3], 320, 240)


def _display_number(fd: int, proc: subprocess.Popen, timeout: float = 20) -> int:
    """The display Xvfb chose (it writes the number to ``fd`` once it is ready)."""
    import select

    text, deadline = b"", time.monotonic() + timeout
    while not text.endswith(b"\n"):
        ready, _, _ = select.select([fd], [], [], max(0.0, deadline - time.monotonic()))
        chunk = os.read(fd, 64) if ready else b""
        if not chunk:
            proc.kill()
            pytest.fail("Xvfb did not start")
        text += chunk
    return int(text)


@pytest.fixture
def xvfb(tmp_path: Path):
    """An X server on a display of its own choosing (no race with other servers)."""
    exe = need_tool("Xvfb")
    read, write = os.pipe()
    proc = subprocess.Popen([exe, "-displayfd", str(write), "-screen", "0", "800x600x24", "-fbdir", str(tmp_path),
                             "-nolisten", "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            pass_fds=(write,))
    os.close(write)
    try:
        n = _display_number(read, proc)
    finally:
        os.close(read)
    yield f":{n}", tmp_path / "Xvfb_screen0"
    proc.terminate()
    proc.wait(10)


def test_windowed_under_xvfb(xvfb, vulkan_device: bool) -> None:
    display, screen = xvfb
    env = {**os.environ, "DISPLAY": display}
    demo = subprocess.Popen([sys.executable, str(DEMO), "--size", "640x480"], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    seen = None
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and demo.poll() is None:
        rgb = read_screen(screen)[:480, :640].astype(int)
        vivid = {c: int(((rgb[..., c] > 180) & (rgb.sum(axis=2) - rgb[..., c] < 120)).sum()) for c in range(3)}
        if all(v > 50 for v in vivid.values()):
            seen = rgb
            break
        time.sleep(0.1)
    demo.send_signal(signal.SIGTERM)
    out, err = demo.communicate(timeout=60)
    assert seen is not None, f"no triangle on the X screen\n{out}\n{err}"
    assert np.abs(seen[2, 2] - BACKGROUND).max() <= 2  # the window's clear color in its corner
    assert demo.returncode == 0, out + err
    assert "0 validation message(s)" in out and "frame(s) in a window" in out


def test_windowed_frames_limit(xvfb, vulkan_device: bool) -> None:
    display, _screen = xvfb
    proc = subprocess.run([sys.executable, str(DEMO), "--frames", "12"], env={**os.environ, "DISPLAY": display},
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "drew 12 frame(s) in a window" in proc.stdout and "0 validation message(s)" in proc.stdout


def test_no_display_is_a_clear_error() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    proc = subprocess.run([sys.executable, str(DEMO), "--frames", "1"], env=env, capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 1 and "no display" in proc.stderr and "Traceback" not in proc.stderr
