"""The opt-in compiled build (tools/build_native.py, into build/native/) against the sources it
is built from: the same modules, bindings, interfaces and errors for every module of the
corpora, sound and damaged. Where it cannot be built (no compiler) these tests skip; under CI
they fail."""
from __future__ import annotations

import importlib.machinery
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import tool_module, need

import layoutgen

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "corpus"
BUILD = ROOT / "build" / "native"

_OUTCOMES = """
import json, sys
from importlib import import_module
from layoutgen import LayoutgenError, reflect
out = [import_module("layoutgen.reflect.scan").__file__]
for path in sys.argv[1:]:
    try:
        m = reflect(open(path, "rb").read())
        out.append([repr(m.entry_points), repr(m.declared_bindings), repr(m.specialization_constants),
                    repr(m.capabilities), repr(m.extensions), m.to_dict()])
    except LayoutgenError as exc:
        out.append([type(exc).__name__, str(exc), repr(sorted(vars(exc).items()))])
print(json.dumps(out))
"""


def _outcomes(paths: list[str], compiled: bool) -> list:
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(BUILD) if compiled else str(ROOT),
                                                      os.environ.get("PYTHONPATH")]))
    # Not run from the repository: `python -c` puts its folder first on the path.
    proc = subprocess.run([sys.executable, "-c", _OUTCOMES, *paths], capture_output=True, text=True, env=env,
                          check=True, cwd=BUILD.parent)
    return json.loads(proc.stdout)


@pytest.fixture(scope="module")
def build() -> Path:
    """build/native, built again where the sources changed since (tools/setup builds it first)."""
    tool = tool_module("build_native")
    if not tool.current():
        made = subprocess.run([sys.executable, str(ROOT / "tools" / "build_native.py")], capture_output=True, text=True)
        need(f"the compiled build (tools/build_native.py: {made.stderr.strip()[-300:]})", made.returncode == 0)
    assert tool.current()
    return BUILD


def _damaged(paths: list[Path], folder: Path) -> list[str]:
    rng = random.Random(7)
    out = []
    for k, path in enumerate(paths):
        data = bytearray(path.read_bytes())
        for _ in range(rng.randint(1, 4)):
            at = rng.randrange(20, len(data) - 3) // 4 * 4
            data[at:at + 4] = rng.randrange(1 << 32 if rng.random() < 0.4 else 64).to_bytes(4, "little")
        damaged = folder / f"damaged{k}.spv"
        damaged.write_bytes(bytes(data))
        out.append(str(damaged))
    return out


def test_the_compiled_build_gives_what_its_sources_give(build: Path, corpus_modules: list,
                                                        tmp_path: Path) -> None:
    paths = [m.spv for m in corpus_modules]
    if SHARED.is_dir():
        paths += sorted(SHARED.glob("*.spv"))
    names = [str(p) for p in paths] + _damaged(paths[::3], tmp_path)
    compiled, pure = _outcomes(names, compiled=True), _outcomes(names, compiled=False)
    assert compiled[0].startswith(str(build)) and not compiled[0].endswith(".py")
    assert pure[0] == str(ROOT / "layoutgen" / "reflect" / "scan.py")
    differ = [name for name, a, b in zip(names, compiled[1:], pure[1:]) if a != b]
    assert not differ, f"{len(differ)} module(s) differ, e.g. {differ[:3]}"


def test_the_build_compiles_each_engine_module_and_copies_the_rest(build: Path) -> None:
    tool = tool_module("build_native")
    reflect_dir = build / "layoutgen" / "reflect"
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    for name in tool.engine():
        assert not (reflect_dir / f"{name}.py").exists(), name
        assert any((reflect_dir / f"{name}{s}").is_file() for s in suffixes), name
    sources = {p.relative_to(ROOT / "layoutgen") for p in (ROOT / "layoutgen").rglob("*.py")}
    copied = {p.relative_to(build / "layoutgen") for p in (build / "layoutgen").rglob("*.py")}
    assert copied == {s for s in sources if not (s.parent.name == "reflect" and s.stem in tool.engine())}


def test_the_package_itself_holds_no_extension_module() -> None:
    """The sources are pure Python: nothing beside them is imported in their place."""
    package = Path(layoutgen.__file__).parent
    assert not [p for p in package.rglob("*") if p.suffix in (".so", ".pyd")]


_COMPOSITE_LENGTH = """OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %main "main"
OpExecutionMode %main OriginUpperLeft
OpDecorate %U Block
OpMemberDecorate %U 0 Offset 0
OpDecorate %arr ArrayStride 16
OpDecorate %u DescriptorSet 0
OpDecorate %u Binding 0
%void = OpTypeVoid
%fn = OpTypeFunction %void
%float = OpTypeFloat 32
%uint = OpTypeInt 32 0
%v2uint = OpTypeVector %uint 2
%one = OpConstant %uint 1
%two = OpConstant %uint 2
%pair = OpConstantComposite %v2uint %one %two
%arr = OpTypeArray %float %LENGTH
%U = OpTypeStruct %arr
%ptr = OpTypePointer Uniform %U
%u = OpVariable %ptr Uniform
%main = OpFunction %void None %fn
%entry = OpLabel
OpReturn
OpFunctionEnd
"""


@pytest.mark.parametrize("length", ["pair", "half"])
def test_an_array_sized_by_a_constant_no_integer_is_the_same_error_compiled(build: Path, spirv_as,
                                                                            length: str) -> None:
    """An array whose length is a composite constant (a tuple once evaluated) or a float: the
    compiled build refuses it as the sources do, with the located error, where its typed code
    once raised a TypeError at the tuple."""
    text = _COMPOSITE_LENGTH.replace("%LENGTH", f"%{length}")
    if length == "half":
        text = text.replace("%pair = ", "%half = OpConstant %float 0.5\n%pair = ")
    path = str(spirv_as(f"length_{length}", text, validate=False))
    compiled, pure = _outcomes([path], compiled=True)[1], _outcomes([path], compiled=False)[1]
    assert pure[0] == "SpirvFormatError" and "array length is not an integer constant" in pure[1]
    assert compiled == pure
