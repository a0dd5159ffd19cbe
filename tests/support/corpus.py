"""The project's shader corpus: GLSL and HLSL sources compiled with glslc at test time.

Sources live in tests/shaders/glsl, tests/shaders/hlsl and shaders/. Each may start with
directives on lines beginning ``//!``:

    //! targets: vulkan1.0 vulkan1.3   glslc --target-env values (default: these two)
    //! entry: NAME                    HLSL entry function (default main)
    //! args: ...                      extra glslc arguments
    //! pipeline: NAME                 the sources of one pipeline share a name
"""
from __future__ import annotations

import hashlib
import os
import shlex
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOURCE_DIRS = (ROOT / "tests" / "shaders" / "glsl", ROOT / "tests" / "shaders" / "hlsl", ROOT / "shaders")
GLSL_STAGES = ("vert", "tesc", "tese", "geom", "frag", "comp", "mesh", "task",
               "rgen", "rint", "rahit", "rchit", "rmiss", "rcall")
DEFAULT_TARGETS = ("vulkan1.0", "vulkan1.3")
#: SPIR-V version glslc writes for each target environment.
SPIRV_VERSION = {"vulkan1.0": (1, 0), "vulkan1.1": (1, 3), "vulkan1.2": (1, 5), "vulkan1.3": (1, 6)}


@dataclass(frozen=True)
class Source:
    path: Path
    stage: str
    hlsl: bool
    targets: tuple[str, ...]
    entry: str = "main"
    args: tuple[str, ...] = ()
    pipeline: str | None = None

    @property
    def name(self) -> str:
        return self.path.relative_to(ROOT).as_posix()


class CompileError(RuntimeError):
    """glslc refused a corpus source: raised by the tests that use the module, and only by them."""


@dataclass(frozen=True)
class Module:
    """One source compiled for one target; ``error`` is glslc's refusal where it failed."""

    source: Source
    target: str
    output: Path = field(compare=False)
    error: str | None = field(default=None, compare=False)

    @property
    def spv(self) -> Path:
        """The compiled module; a CompileError where glslc failed on its source."""
        if self.error is not None:
            raise CompileError(self.error)
        return self.output

    @property
    def id(self) -> str:
        return f"{self.source.path.name}@{self.target}"

    @property
    def version(self) -> tuple[int, int]:
        return SPIRV_VERSION[self.target]


def _directives(path: Path) -> dict[str, str]:
    out: dict[str, str] = {}
    for line in path.read_text().splitlines():
        if line.startswith("//!"):
            key, _, value = line[3:].partition(":")
            out[key.strip()] = value.strip()
    return out


def sources() -> list[Source]:
    found: list[Source] = []
    for folder in SOURCE_DIRS:
        if not folder.is_dir():
            continue
        for path in sorted(folder.iterdir()):
            parts = path.name.split(".")
            hlsl = parts[-1] == "hlsl"
            stage = parts[-2] if hlsl else parts[-1]
            if stage not in GLSL_STAGES:
                continue
            d = _directives(path)
            found.append(Source(
                path=path, stage=stage, hlsl=hlsl,
                targets=tuple(d.get("targets", " ".join(DEFAULT_TARGETS)).split()),
                entry=d.get("entry", "main"),
                args=tuple(shlex.split(d.get("args", ""))),
                pipeline=d.get("pipeline") or None))
    return found


def glslc_command(src: Source, target: str, out: Path) -> list[str]:
    cmd = ["glslc", f"--target-env={target}", *src.args, "-o", str(out)]
    if src.hlsl:
        cmd += ["-x", "hlsl", f"-fshader-stage={src.stage}", f"-fentry-point={src.entry}"]
    return [*cmd, str(src.path)]


def compile_corpus(out_dir: Path, jobs: int | None = None, reuse: bool = False,
                   keep_going: bool = False) -> list[Module]:
    """Compile every source for each of its targets into ``out_dir``; with ``reuse``, keep a
    module compiled there before from the same source text and command. A source glslc
    refuses raises a CompileError, or with ``keep_going`` gives a Module whose ``spv`` raises it
    (the test suite: one bad source fails only the tests that use it)."""
    if shutil.which("glslc") is None:
        raise FileNotFoundError("glslc")
    todo: list[tuple[Source, str, Path]] = []
    for src in sources():
        for target in src.targets:
            spv = out_dir / target / (src.name.replace("/", "__") + ".spv")
            spv.parent.mkdir(parents=True, exist_ok=True)
            todo.append((src, target, spv))

    def run(item: tuple[Source, str, Path]) -> Module:
        src, target, spv = item
        stamp = spv.with_suffix(".stamp")
        key = hashlib.sha256(src.path.read_bytes() + repr(glslc_command(src, target, spv)).encode()).hexdigest()
        if reuse and spv.is_file() and stamp.is_file() and stamp.read_text() == key:
            return Module(src, target, spv)
        proc = subprocess.run(glslc_command(src, target, spv), capture_output=True, text=True)
        if proc.returncode:
            error = f"glslc failed on {src.name} ({target}):\n{proc.stderr}"
            if not keep_going:
                raise CompileError(error)
            return Module(src, target, spv, error)
        if reuse:
            stamp.write_text(key)
        return Module(src, target, spv)

    with ThreadPoolExecutor(jobs or os.cpu_count() or 2) as pool:
        return list(pool.map(run, todo))
