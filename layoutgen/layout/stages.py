"""Which (module, entry point) pairs a pipeline is made of, from whatever the user hands us."""
from __future__ import annotations

import os
import stat
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Union, cast

from ..errors import LayoutError, NotFoundError
from ..reflect import Module, reflect
from ..reflect.model import EntryPoint
from ..reflect.vkenums import ShaderStage
from ..memo import BySize

#: A stage: a module (a path, bytes, words or a reflected Module), optionally with the
#: entry point's name and stage: ``"a.spv"``, ``("a.spv", "main")``, ``(module, "main", "Fragment")``.
StageSpec = Union[Module, "Stage", str, os.PathLike[str], bytes, bytearray, memoryview, Sequence[int], tuple[Any, ...]]
#: The stages of one pipeline or of several sharing a layout: stage specs, or ``{name: stage
#: specs}`` as :func:`layoutgen.share` takes them.
StageGroup = Union[Iterable[StageSpec], Mapping[str, Iterable[StageSpec]], StageSpec]
RAY_TRACING_STAGES = (ShaderStage.RAYGEN_KHR | ShaderStage.ANY_HIT_KHR | ShaderStage.CLOSEST_HIT_KHR
                      | ShaderStage.MISS_KHR | ShaderStage.INTERSECTION_KHR | ShaderStage.CALLABLE_KHR)
_RAY_TRACING = int(RAY_TRACING_STAGES)


@dataclass(frozen=True, slots=True)
class Stage:
    """One stage of a pipeline: the file it came from, its reflected entry point and module
    (whose ``code`` is the SPIR-V). The layout layer's one stage type, made by :func:`resolve`;
    ``layoutgen.vk`` creates shader modules from it (its own stage type, ``StageInfo``, holds
    a created module)."""

    file: str
    entry: EntryPoint
    module: Module

    @property
    def stage(self) -> ShaderStage:
        """The entry point's Vulkan stage; a LayoutError where it has none (a kernel)."""
        if self.entry.stage is None:
            raise LayoutError(f"{self.file}: entry point {self.entry.name!r} ({self.entry.execution_model}) "
                              "is not a Vulkan shader stage")
        return self.entry.stage

    @property
    def label(self) -> str:
        """The file and entry point, for messages: ``a.spv (Fragment 'main')``."""
        return f"{self.file} ({self.entry.execution_model} {self.entry.name!r})"


#: Modules reflected from a path or bytes, by (the path or None, the bytes). merge(), check()
#: and the pipeline functions each read a pipeline's stages, often from the same files: a file
#: is reflected again only when its bytes change. Modules are immutable, so one serves all.
#: At most _REFLECTED_KEPT modules and _REFLECTED_BUDGET bytes of their code (a module's
#: reflection holds about as much again), the oldest dropped first: room for the shaders of a
#: program with many pipelines, set up in any order.
_REFLECTED_KEPT = 1024
_REFLECTED_BUDGET = 1 << 24
_REFLECTED_LARGEST = 1 << 18  # bytes: a larger module is reflected each time, not kept
_REFLECTED: BySize[tuple[str | None, bytes], Module] = BySize(_REFLECTED_KEPT, _REFLECTED_BUDGET)


def kept(module: Module) -> bool:
    """Whether what is derived from ``module`` may be kept with it (a memo keeps the module
    alive): a module no larger than the reflection cache keeps. A larger one, reflected anew
    each time, would pile up in memory."""
    return len(module.code) <= _REFLECTED_LARGEST


#: The bytes last read from a path, with the file's status then (device, inode, size, mtime,
#: ctime): a file whose status is the same is not read again. Only a file last changed
#: :data:`_SETTLED_NS` or more before it was read is kept: file times are coarse (a clock
#: tick, up to 2 s on FAT), so a file written twice within one tick may keep its times; one
#: changed after it settled has a later ctime, which no program can set back.
_READ: BySize[str, tuple[tuple[int, int, int, int, int], bytes]] = BySize(_REFLECTED_KEPT, _REFLECTED_BUDGET)
_SETTLED_NS = 3_000_000_000


def _read(file: str) -> bytes:
    """The bytes of ``file``, from :data:`_READ` where its status has not changed since they
    were read; OSError where it cannot be read. A file not kept (never read, or read while it
    had not settled) is opened at once, its status taken from the open file."""
    seen = _READ.get(file)
    if seen is not None and seen[0] == _status(os.stat(file)):
        return seen[1]
    st, data = _read_file(file)
    if time.time_ns() - max(st.st_mtime_ns, st.st_ctime_ns) >= _SETTLED_NS and len(data) <= _REFLECTED_LARGEST:
        _READ.put((_status(st), data), file, len(data))
    else:
        _READ.pop(file)
    return data


def _status(st: os.stat_result) -> tuple[int, int, int, int, int]:
    """What tells a file changed: (device, inode, size, mtime, ctime)."""
    return st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns


def _read_file(file: str) -> tuple[os.stat_result, bytes]:
    """The status of ``file`` as opened, then every byte of it. Plain descriptor calls: a
    module is read whole, at once where it is a regular file (to its end where a read came
    short or it grew since its status was taken), so a buffered file object would only add
    system calls."""
    fd = os.open(file, os.O_RDONLY | getattr(os, "O_BINARY", 0))
    try:
        st = os.fstat(fd)
        data = os.read(fd, st.st_size + 1)
        if len(data) != st.st_size or not stat.S_ISREG(st.st_mode):  # short, grown, or a pipe: read on to the end
            parts = [data]
            while parts[-1]:
                parts.append(os.read(fd, 1 << 16))
            data = b"".join(parts)
    finally:
        os.close(fd)
    return st, data


def _reflected(source: str | os.PathLike[str] | bytes | bytearray | memoryview) -> Module:
    """``reflect(source)``, from :data:`_REFLECTED` where the same bytes were reflected before."""
    file = None
    if isinstance(source, (str, os.PathLike)):
        file = os.fspath(source)
        try:
            data = _read(file)
        except (OSError, ValueError):  # ValueError: a NUL in the path
            return reflect(source)  # which says why the file cannot be read
    else:
        data = bytes(source)
    if len(data) > _REFLECTED_LARGEST:
        return reflect(data, file)
    key = (file, data)
    module = _REFLECTED.get(key)
    if module is None:
        module = _REFLECTED.put(reflect(data, file), key, len(data))
    return module


def _load(source: object) -> Module:
    if isinstance(source, Stage):
        return source.module
    if isinstance(source, Module):
        return source
    if isinstance(source, (str, os.PathLike, bytes, bytearray, memoryview)):
        return _reflected(source)
    if isinstance(source, Sequence) and all(isinstance(w, int) for w in source):
        return reflect(source)
    raise LayoutError(f"cannot read a shader stage from {type(source).__name__}")


def resolve(spec: StageSpec) -> list[Stage]:
    """The stage(s) ``spec`` names: turns what the user gives (a path, bytes, words, a reflected
    Module or Stage, or ``(any of those, entry name[, stage])``) into reflected stages. A module with several entry points and no name given
    yields all of them (a linked module holding a whole pipeline)."""
    if isinstance(spec, Stage):
        return [spec]
    name = stage = None
    if isinstance(spec, tuple):
        if not 1 <= len(spec) <= 3:
            raise LayoutError("a stage is (module, entry point name[, stage])")
        source, name, stage = (*spec, None, None)[:3]
    else:
        source = spec
    module = _load(source)
    file = module.file or "<module>"
    if name is None and stage is None:
        if not module.entry_points:
            raise NotFoundError(f"{file}: the module has no entry point")
        return [Stage(file, ep, module) for ep in module.entry_points]
    return [Stage(file, module.entry_point(name, stage), module)]


def _resolve_listed(specs: Iterable[StageSpec] | StageSpec) -> list[Stage]:
    """Every stage the specs name, in order. One module (a path, bytes, a reflected Module)
    given alone is one spec (not a sequence of characters or of bytes)."""
    listed: Iterable[Any]
    if type(specs) is list:  # the common case, told without asking the abstract classes
        listed = specs
    elif isinstance(specs, (str, os.PathLike, bytes, bytearray, memoryview, Module, Stage)):
        listed = [specs]
    elif isinstance(specs, Iterable):
        listed = specs
    else:
        raise LayoutError(f"stages are a list of modules (paths, bytes or reflected modules), not "
                          f"{type(specs).__name__}")
    stages: list[Stage] = []
    for spec in listed:
        stages.extend(resolve(cast(StageSpec, spec)))  # an element that is no stage spec: LayoutError there
    if not stages:
        raise LayoutError("a pipeline needs at least one stage")
    return stages


def resolve_group(specs: StageGroup) -> list[Stage]:
    """Every stage of one or several pipelines that share a layout: stage specs (several of
    one kind allowed, as two compute pipelines), or the pipelines as :func:`layoutgen.share`
    takes them, ``{name: stages}``. What blocks and push constants are looked up in."""
    if isinstance(specs, Mapping):
        stages = [s for pipeline in specs.values() for s in _resolve_listed(pipeline)]
        if not stages:
            raise LayoutError("a pipeline needs at least one stage")
        return stages
    return _resolve_listed(specs)


def resolve_all(specs: Iterable[StageSpec] | StageSpec) -> list[Stage]:
    """Every stage the specs name, as one pipeline: a stage of each kind at most (ray-tracing
    stages aside). One module (a path, bytes, a reflected Module) given alone is one spec (not
    a sequence of characters or of bytes)."""
    stages = _resolve_listed(specs)
    seen: dict[ShaderStage, Stage] = {}
    for s in stages:
        if int(s.stage) & _RAY_TRACING:
            continue  # a ray-tracing pipeline may hold several shaders of one stage
        if s.stage in seen:
            raise LayoutError(f"two {s.stage.vk_names[0]} stages in one pipeline: {seen[s.stage].label} and {s.label}")
        seen[s.stage] = s
    return stages
