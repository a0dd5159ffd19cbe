"""Host data for blocks (layout/hostdata.py) without Vulkan, and the JSON form's own module."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import layoutgen
from layoutgen.layout import json_form

ROOT = Path(__file__).resolve().parents[2]
BLUR = str(ROOT / "shaders" / "blur.comp.spv")

#: Makes the named top-level packages unimportable, as if they were not installed.
_GUARD = """
import sys
for name in {blocked!r}:
    sys.modules[name] = None
"""


def _run(blocked: tuple[str, ...], script: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", _GUARD.format(blocked=blocked) + script],
                          capture_output=True, text=True, cwd=ROOT)


def test_block_data_fills_a_block_with_vulkan_not_importable() -> None:
    pytest.importorskip("numpy")
    proc = _run(("vulkan", "cffi", "_cffi_backend"), f"""
import struct
from layoutgen.layout import find_block
from layoutgen.layout.hostdata import BlockData
kernel = BlockData(find_block([{BLUR!r}], "kernel"))
kernel["size"] = (640, 480)
kernel.update(radius=2, weights=[0.5] * 17)
data = kernel.tobytes()
assert struct.unpack_from("<2Ii", data, 0) == (640, 480, 2), data[:12]
assert kernel["weights"].tolist() == [0.5] * 17
try:
    kernel["radius"] = 1.5
except Exception as exc:
    assert "expects integers" in str(exc), exc
else:
    raise AssertionError("a fraction went into an int member")
assert "vulkan" not in [m for m in sys.modules if sys.modules[m] is not None]
assert "layoutgen.vk" not in sys.modules
print("ok", len(data))
""")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("ok ")


def test_block_data_without_numpy_names_the_extra() -> None:
    proc = _run(("numpy", "vulkan"), f"""
import layoutgen
from layoutgen.layout import find_block
from layoutgen.layout.hostdata import BlockData
try:
    BlockData(find_block([{BLUR!r}], "kernel"))
except layoutgen.MissingDependencyError as exc:
    print(exc)
""")
    assert proc.returncode == 0, proc.stderr
    assert "BlockData needs the numpy package: pip install 'layoutgen[numpy]'" in proc.stdout


def test_the_old_paths_name_the_same_class() -> None:
    try:
        import layoutgen.vk
        import layoutgen.vk.push
    except ImportError as exc:  # no vulkan package (a MissingDependencyError is an ImportError)
        pytest.skip(str(exc))
    from layoutgen.layout.hostdata import BlockData

    assert layoutgen.vk.BlockData is BlockData and layoutgen.vk.push.BlockData is BlockData


def test_the_json_form_reads_what_the_model_writes() -> None:
    desc = layoutgen.merge([BLUR])
    d = desc.to_dict()
    assert json_form.read_layout({"schema": json_form.SCHEMA, **d}) == desc
    assert json_form.read_push_range(d["push_constant_ranges"][0], "range") == desc.push_constant_ranges[0]
