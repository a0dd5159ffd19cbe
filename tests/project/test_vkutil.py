"""The device tests' gate: a missing loader, driver or layer is told apart from a failure of
DeviceContext itself, which is never taken for a missing driver."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from support import vkutil

HERE = Path(__file__).resolve().parents[1]


def _missing_with(env: dict[str, str]) -> str:
    code = "import sys; sys.path.insert(0, sys.argv[1]); from support import vkutil; print(vkutil.vulkan_missing())"
    out = subprocess.run([sys.executable, "-c", code, str(HERE)], env={**os.environ, **env}, capture_output=True,
                         text=True, check=True)
    return out.stdout.strip()


def test_a_missing_layer_or_driver_is_named(vulkan_device: bool, tmp_path: Path) -> None:
    assert vkutil.vulkan_missing() is None
    assert _missing_with({"VK_LAYER_PATH": str(tmp_path), "VK_ADD_LAYER_PATH": "", "XDG_DATA_DIRS": str(tmp_path),
                          "XDG_DATA_HOME": str(tmp_path), "VK_INSTANCE_LAYERS": ""}) == \
        "no VK_LAYER_KHRONOS_validation"
    assert _missing_with({"VK_DRIVER_FILES": str(tmp_path / "none.json"), "VK_ICD_FILENAMES": ""}).startswith(
        "no Vulkan driver")


def test_a_device_context_failure_is_a_failure_naming_its_cause(vulkan_device: bool) -> None:
    with pytest.raises(AssertionError, match="installed, but DeviceContext failed: VulkanError: no physical "
                                             "device named like 'no such device'"):
        vkutil.check_device_context(device="no such device")
