"""What a user installs: the core needs only the standard library; the extras say when they
are missing; the wheel and the sdist carry what they must."""
from __future__ import annotations

import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: Runs its script with numpy, vulkan and glfw made unimportable.
_BLOCKED = """
import sys
class _Blocker:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("numpy", "vulkan", "glfw", "cffi"):
            raise ImportError(f"{name} is blocked for this test")
        return None
sys.meta_path.insert(0, _Blocker())
"""


def _run_without_extras(script: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", _BLOCKED + script], capture_output=True, text=True, cwd=ROOT)


def test_the_core_runs_on_the_standard_library_alone() -> None:
    proc = _run_without_extras("""
import layoutgen
m = layoutgen.reflect("shaders/triangle.vert.spv")
desc = layoutgen.merge(["shaders/triangle.vert.spv", "shaders/triangle.frag.spv"])
assert not [f for f in layoutgen.check(desc.to_dict(), ["shaders/triangle.vert.spv"]) if f.severity == "error"]
layoutgen.vertex_input(m.entry_point("main"))
from layoutgen.cli import main
assert main(["layout", "shaders/triangle.vert.spv", "--json", "-o", "/dev/null"]) == 0
try:
    m.entry_point("main").descriptor_bindings[0].block.numpy_dtype()
except layoutgen.LayoutgenError as exc:
    assert isinstance(exc, ImportError) and "pip install 'layoutgen[numpy]'" in str(exc), exc
    print("numpy:", exc)
try:
    import layoutgen.vk
except layoutgen.LayoutgenError as exc:
    assert "pip install 'layoutgen[vk]'" in str(exc), exc
    print("vk:", exc)
""")
    assert proc.returncode == 0, proc.stderr
    assert "numpy: Block.numpy_dtype() needs the numpy package" in proc.stdout
    assert "vk: layoutgen.vk (layouts and pipelines on a device) needs the vulkan package" in proc.stdout


def _build(kind: str, out: Path) -> Path:
    proc = subprocess.run([sys.executable, "-m", "build", f"--{kind}", "--no-isolation", "--outdir", str(out), str(ROOT)],
                          capture_output=True, text=True)
    if proc.returncode and "No module named build" in proc.stderr:
        pytest.skip("the build package is not installed")
    assert proc.returncode == 0, proc.stderr[-2000:]
    (made,) = out.glob("*.whl" if kind == "wheel" else "*.tar.gz")
    return made


def test_the_wheel_and_the_sdist(tmp_path: Path) -> None:
    wheel = zipfile.ZipFile(_build("wheel", tmp_path / "w"))
    names = set(wheel.namelist())
    assert "layoutgen/py.typed" in names and "layoutgen/schemas/layout.schema.json" in names
    assert any(n.endswith("licenses/LICENSE") for n in names)
    meta = next(wheel.read(n).decode() for n in names if n.endswith("METADATA"))
    assert "Requires-Dist: vulkan" in meta and "extra == \"vk\"" in meta
    assert not [line for line in meta.splitlines() if line.startswith("Requires-Dist:") and "extra ==" not in line]
    sdist = tarfile.open(_build("sdist", tmp_path / "s"))
    files = {n.split("/", 1)[1] for n in sdist.getnames() if "/" in n}
    for needed in ("LICENSE", "tests/conftest.py", "tests/support/vkutil.py", "tests/support/corpus.py", "tests/support/spvasm.py",
                   "tests/shaders/glsl/bindless.frag", "tests/golden/reflect", "shaders/triangle.vert",
                   "tools/setup", "layoutgen/schemas/layout.schema.json"):
        assert needed in files, needed
    assert not [f for f in files if "__pycache__" in f]


def test_the_tests_run_from_an_unpacked_sdist(tmp_path: Path) -> None:
    archive = tarfile.open(_build("sdist", tmp_path / "s"))
    # extraction filters came with Python 3.11.4 (Debian 12 has 3.11.2): "data" where there are any
    if hasattr(tarfile, "data_filter"):
        archive.extractall(tmp_path / "u", filter="data")
    else:
        archive.extractall(tmp_path / "u")
    (top,) = (tmp_path / "u").iterdir()
    import os

    env = {**os.environ, "PYTHONPATH": str(top)}
    env.pop("CI", None)
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/reflect/test_spec.py",
                           "tests/spirv/test_malformed.py", "tests/layout/test_vertex_input.py"],
                          cwd=top, env=env, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-2000:]
    assert " passed" in proc.stdout and "error" not in proc.stdout.splitlines()[-1]
    where = subprocess.run([sys.executable, "-c", "import layoutgen; print(layoutgen.__file__)"],
                           cwd=top, env=env, capture_output=True, text=True).stdout.strip()
    assert where == str(top / "layoutgen" / "__init__.py")  # the tests ran the sdist's own package
