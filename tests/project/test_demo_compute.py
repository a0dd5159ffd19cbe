"""The compute demo (a blur checked against numpy), and both demos' use of layoutgen's helpers
only: no hand-written descriptor writes, pool sizes, set allocation, push constants or
binding numbers anywhere in demos/."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
DEMOS = ROOT / "demos"
sys.path.insert(0, str(DEMOS))

import compute  # noqa: E402

FORBIDDEN = ("VkWriteDescriptorSet", "VkDescriptorPoolSize", "vkAllocateDescriptorSets", "vkCmdPushConstants",
             "vkUpdateDescriptorSets", "VkDescriptorSetLayoutBinding", "VkPushConstantRange", "dstBinding")
#: A binding number written as a literal: .binding(0, 1), binding=2, "0.1"-style names.
LITERAL_BINDING = re.compile(r"\.binding\(\s*\d|binding\s*=\s*\d|[\"']\d+\.\d+[\"']")


def test_compute_demo_matches_numpy(vulkan_device: bool) -> None:
    proc = subprocess.run([sys.executable, str(DEMOS / "compute.py")], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "verified: 49152 values match numpy" in proc.stdout
    assert "0 validation message(s)" in proc.stdout


def test_compute_demo_other_sizes(vulkan_device: bool) -> None:
    proc = subprocess.run([sys.executable, str(DEMOS / "compute.py"), "--size", "37x19", "--radius", "16"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "verified: 703 values match numpy" in proc.stdout


def test_a_mismatch_exits_1(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture,
                            vulkan_device: bool) -> None:
    real = compute.blur_numpy
    monkeypatch.setattr(compute, "blur_numpy", lambda image, weights: real(image, weights) + np.float32(1e-3))
    assert compute.main(["--size", "16x8"]) == 1
    out = capsys.readouterr().out
    assert "mismatch: 128 of 128 values differ from numpy" in out and "0 validation message(s)" in out


def test_numpy_reference_is_a_blur() -> None:
    weights = compute.gaussian(3)
    assert abs(weights[0] + 2 * weights[1:].sum() - 1.0) < 1e-6
    flat = np.full((9, 7), 0.5, np.float32)
    assert np.allclose(compute.blur_numpy(flat, weights), 0.5)  # a constant image stays constant


@pytest.mark.parametrize("path", sorted(DEMOS.glob("*.py")), ids=lambda p: p.name)
def test_demos_write_no_descriptor_or_push_constant_by_hand(path: Path) -> None:
    text = path.read_text()
    assert not [w for w in FORBIDDEN if w in text]
    assert not LITERAL_BINDING.findall(text)
