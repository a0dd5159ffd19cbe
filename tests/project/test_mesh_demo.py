"""The mesh demo: headless to a PNG (and windowed under Xvfb), zero validation messages; the
pixels show the depth test (the cube is drawn before the wall behind it, so only the test keeps
it in front) and back-face culling (from inside the cube every face is a back face, so only the
wall may show)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
from test_demo import xvfb  # noqa: F401 - the X server fixture

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "demos" / "mesh.py"
sys.path.insert(0, str(ROOT / "demos"))

import gpu  # noqa: E402
import mesh  # noqa: E402

WIDTH, HEIGHT = 320, 240
BACKGROUND = np.round(np.array(mesh.BACKGROUND[:3]) * 255)


def render(tmp_path: Path, *args: str) -> np.ndarray:
    """The demo's headless frame as (height, width, 3) ints; it must exit 0 with no message."""
    out = tmp_path / "mesh.png"
    proc = subprocess.run([sys.executable, str(DEMO), "--headless", "--output", str(out),
                           "--size", f"{WIDTH}x{HEIGHT}", *args], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "0 validation message(s)" in proc.stdout
    rgba = gpu.read_png(str(out))
    assert rgba.shape == (HEIGHT, WIDTH, 4)
    return rgba[..., :3].astype(int)


def pixel(point: tuple[float, float, float]) -> tuple[int, int]:
    """Where a world-space point lands in the frame, by the demo's own camera: (row, column)."""
    clip = mesh.perspective(WIDTH / HEIGHT) @ mesh.translation(0, 0, -mesh.CAMERA_DISTANCE) @ np.array((*point, 1.0))
    x, y = clip[:2] / clip[3]
    return int((y + 1) / 2 * HEIGHT), int((x + 1) / 2 * WIDTH)


def saturation(rgb: np.ndarray) -> np.ndarray:
    return rgb.max(axis=-1) - rgb.min(axis=-1)


def test_the_nearer_cube_covers_the_wall_drawn_after_it(tmp_path: Path, vulkan_device: bool) -> None:
    rgb = render(tmp_path, "--angle", "0")  # the +z face, red, square to the camera
    row, col = pixel((0.0, 0.0, mesh.HALF))
    face = rgb[row - 20:row + 21, col - 20:col + 21].reshape(-1, 3)  # well inside the face's 130 pixels
    red, green, blue = face.T
    # Drawn later, the wall (grey) would cover all of it without the depth test; the far (-z, cyan)
    # face would show here with culling of the wrong faces.
    assert (red > 100).all() and (red > green + 60).all() and (red > blue + 60).all(), face[:4]
    wall = rgb[pixel((0.0, 0.9 * mesh.WALL_HALF, mesh.WALL_Z))]
    assert saturation(wall) <= 6 and 60 < wall.mean() < 200, wall  # the wall's grey, above the cube
    edge = rgb[pixel((1.1 * mesh.WALL_HALF, 0.0, mesh.WALL_Z))]
    assert np.abs(edge - BACKGROUND).max() <= 2, edge  # beside the wall: the clear color


def test_from_inside_the_cube_only_the_wall_shows(tmp_path: Path, vulkan_device: bool) -> None:
    """Every face of the cube is a back face seen from its centre: without culling they would
    hide the whole wall (they are nearer), and their colors are far from grey."""
    for angle in ("0", "0.9"):
        rgb = render(tmp_path, "--distance", "0", "--angle", angle)
        colored = saturation(rgb) > 10
        assert colored.sum() == 0, f"angle {angle}: {colored.sum()} pixels of the cube's faces, e.g. " \
                                   f"{rgb[colored][:3].tolist()}"
        assert 60 < rgb.mean() < 200  # the wall, not the clear color: the camera looks at it


def test_the_committed_picture(tmp_path: Path) -> None:
    rgba = gpu.read_png(str(ROOT / "demos" / "mesh.png"))
    assert rgba.shape == (360, 480, 4)


def test_windowed_frames_limit(xvfb, vulkan_device: bool) -> None:  # noqa: F811 - the fixture imported above
    display, _screen = xvfb
    proc = subprocess.run([sys.executable, str(DEMO), "--frames", "12"], env={**os.environ, "DISPLAY": display},
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "drew 12 frame(s) in a window" in proc.stdout and "0 validation message(s)" in proc.stdout
