"""What every kind of pipeline shares: stages (SPIR-V code with its reflection), shader
modules, specialization values by constant name or id checked against the constants'
types, the layout checked against the stages, and the Pipeline object."""
from __future__ import annotations

import os
import struct
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TypeAlias, Union

from ..errors import ClosedError, LayoutError
from ..layout.check import check as layout_findings
from ..layout.specialization import check_value, resolve
from ..layout.vertex import VertexInputDesc
from ..layout.stages import Stage
from ..reflect import Module, reflect
from ..reflect.model import EntryPoint, SpecializationConstant
from ..reflect.vkenums import ShaderStage
from ..vkxml.vkenums import PipelineBindPoint
from .binding import Handle, check, const, ffi, lib
from .context import DeviceLike, split_device
from .create import PipelineLayout
from .heaps import refuse_heap_modules

#: A specialization constant's value: a bool, an integer or a float.
SpecValue: TypeAlias = Union[bool, int, float]
#: Specialization values by constant name or spec id: ``{"RADIUS": 4}``, ``{0: 4}``.
Specialization: TypeAlias = Union[Mapping[str, SpecValue], Mapping[int, SpecValue], Mapping[Union[int, str], SpecValue]]
#: Where a stage's SPIR-V comes from: a path, bytes, a reflected Module (of a file) or a layout Stage.
StageSource: TypeAlias = Union[str, "os.PathLike[str]", bytes, bytearray, memoryview, Module, Stage]
#: A pipeline stage: a StageSource, ``(source, entry name)`` or ``(source, entry name, stage)``, or a
#: loaded Shader.
ShaderSpec: TypeAlias = Union[StageSource, tuple[StageSource, Union[str, None]],
                              tuple[StageSource, Union[str, None], Union[ShaderStage, str, None]], "Shader"]
#: The layout a pipeline is made with: a PipelineLayout (checked against the stages) or a bare
#: VkPipelineLayout handle.
LayoutArg: TypeAlias = Union[PipelineLayout, Handle]


@dataclass(frozen=True)
class Shader:
    """One stage's SPIR-V code, its reflected module and entry point."""

    code: bytes
    module: Module
    entry: EntryPoint

    @property
    def stage(self) -> ShaderStage:
        return self.as_stage().stage

    @property
    def label(self) -> str:
        return self.as_stage().label

    def as_stage(self) -> Stage:
        return Stage(self.module.file or "<module>", self.entry, self.module)


def _read(path: str | os.PathLike[str]) -> bytes:
    try:
        return Path(path).read_bytes()
    except OSError as exc:
        raise LayoutError(f"cannot read the shader stage {path}: {exc.strerror or exc}") from None


def _code_and_module(source: StageSource) -> tuple[bytes, Module]:
    if isinstance(source, Stage):
        source = source.module
    if isinstance(source, Module):
        if source.file is None:
            raise LayoutError("this module was reflected from bytes and carries no code: give its path or bytes")
        return _read(source.file), source
    if isinstance(source, (str, os.PathLike)):
        code = _read(source)
        return code, reflect(code, file=str(source))
    if isinstance(source, (bytes, bytearray, memoryview)):
        return bytes(source), reflect(bytes(source))
    raise LayoutError(f"a shader stage is a path, SPIR-V bytes, a reflected module or (module, entry name), "
                      f"not {type(source).__name__}")


def load(spec: ShaderSpec) -> Shader:
    """The Shader a stage spec names: a path, bytes, a reflected Module, a layout Stage, or
    ``(any of those, entry name[, stage])``; a module with one entry point needs no name."""
    if isinstance(spec, Shader):
        return spec
    name: str | None = None
    stage: ShaderStage | str | None = None
    source: StageSource
    if isinstance(spec, tuple):
        if not 1 <= len(spec) <= 3:
            raise LayoutError("a stage is (module, entry point name[, stage])")
        source, name, stage = (*spec, None, None)[:3]
    elif isinstance(spec, Stage):
        if spec.entry.descriptor_heaps:
            refuse_heap_modules([spec.module])
        return Shader(_code_and_module(spec)[0], spec.module, spec.entry)
    else:
        source = spec
    code, module = _code_and_module(source)
    entry = module.entry_point(name, stage)
    if entry.descriptor_heaps:
        refuse_heap_modules([module])
    return Shader(code, module, entry)


def shader_module(device: DeviceLike, code: bytes) -> Handle:
    """A VkShaderModule from SPIR-V bytes."""
    info = ffi.new("VkShaderModuleCreateInfo*")
    info.sType = const("VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO")
    buf = ffi.new("uint32_t[]", len(code) // 4)
    ffi.memmove(buf, code, len(code) // 4 * 4)
    info.codeSize = len(code) // 4 * 4
    info.pCode = buf
    out = ffi.new("VkShaderModule*")
    ctx, dev = split_device(device)
    check(lib.vkCreateShaderModule(dev, info, ffi.NULL, out), "vkCreateShaderModule", ctx)
    return out[0]


def destroy(device: DeviceLike, kind: str, handle: Pipeline | Handle) -> None:
    """Destroy a handle of ``kind`` ('Pipeline', 'ShaderModule', 'RenderPass', ...); a
    Pipeline object is closed."""
    if isinstance(handle, Pipeline):
        handle.close()
    elif handle is not None:
        getattr(lib, f"vkDestroy{kind}")(split_device(device)[1], handle, ffi.NULL)


@dataclass
class StageInfo:
    """One shader stage of a pipeline: module handle, stage, entry name, specialization."""

    module: Handle
    stage: ShaderStage
    entry: str = "main"
    specialization: Mapping[int, SpecValue] | None = None
    constants: Sequence[SpecializationConstant] = ()


#: (kind, width) -> struct format of a specialization value (bool is a 32-bit VkBool32).
_SPEC_FORMATS = {("float", 16): "<e", ("float", 32): "<f", ("float", 64): "<d", ("int", 8): "<b", ("int", 16): "<h",
                 ("int", 32): "<i", ("int", 64): "<q", ("uint", 8): "<B", ("uint", 16): "<H", ("uint", 32): "<I",
                 ("uint", 64): "<Q", ("bool", 0): "<I", ("bool", 32): "<I"}


def pack_value(c: SpecializationConstant | None, spec_id: int, value: SpecValue) -> bytes:
    """The bytes of ``value`` for the constant ``c``, checked against its type (see
    :func:`layoutgen.layout.specialization.check_value`); a constant the stage does not
    declare (None) takes a 32-bit unsigned integer."""
    if c is None:
        try:
            return struct.pack("<I", int(value))
        except (struct.error, TypeError, ValueError, OverflowError) as exc:
            raise LayoutError(f"specialization constant {spec_id}: {value!r} does not fit 32 bits ({exc})") from None
    checked = check_value(c, value)
    fmt = _SPEC_FORMATS.get((c.type, c.width))
    if fmt is None:
        raise LayoutError(f"specialization constant {spec_id}: no packing for a {c.width}-bit {c.type}")
    return struct.pack(fmt, checked)


def split_specialization(values: Specialization | None, shaders: Sequence[Shader]) -> list[dict[int, SpecValue]]:
    """Per shader, {spec id: value} from values keyed by constant id or name; every value
    is checked against its constant's type, and a key no stage has is an error listing
    the constants there are."""
    by_id = resolve([c for sh in shaders for c in _constants(sh)], values or {})
    return [{c.id: by_id[c.id] for c in _constants(sh) if c.id in by_id} for sh in shaders]


def _constants(sh: Shader) -> list[SpecializationConstant]:
    """The stage's constants: the entry point's, then any more the module declares."""
    found = {c.id: c for c in sh.module.specialization_constants}
    found.update({c.id: c for c in sh.entry.specialization_constants})
    return list(found.values())


def _spec_info(values: Mapping[int, SpecValue], constants: Sequence[SpecializationConstant], keep: list[Handle]
               ) -> Handle:
    by_id = {c.id: c for c in constants}
    data = b""
    entries = ffi.new("VkSpecializationMapEntry[]", len(values))
    for i, (spec_id, value) in enumerate(sorted(values.items())):
        raw = pack_value(by_id.get(spec_id), spec_id, value)
        entries[i].constantID = spec_id
        entries[i].offset = len(data)
        entries[i].size = len(raw)
        data += raw
    blob = ffi.new("char[]", data or b"\0")
    info = ffi.new("VkSpecializationInfo*")
    info.mapEntryCount = len(values)
    info.pMapEntries = entries
    info.dataSize = len(data)
    info.pData = blob
    keep += [entries, blob, info]
    return info


def stage_array(stages: Sequence[StageInfo], keep: list[Handle]) -> Handle:
    """A VkPipelineShaderStageCreateInfo array (kept alive by ``keep``)."""
    arr = ffi.new("VkPipelineShaderStageCreateInfo[]", len(stages))
    for i, s in enumerate(stages):
        name = ffi.new("char[]", s.entry.encode())
        keep.append(name)
        arr[i].sType = const("VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO")
        arr[i].stage = int(s.stage)
        arr[i].module = s.module
        arr[i].pName = name
        if s.specialization:
            arr[i].pSpecializationInfo = _spec_info(s.specialization, s.constants, keep)
    keep.append(arr)
    return arr


class Modules:
    """Shader modules for a pipeline's stages, destroyed on exit (a pipeline keeps no need
    of them once created)."""

    def __init__(self, device: DeviceLike, shaders: Sequence[Shader], specialization: Specialization | None) -> None:
        self.device = device
        self.values = split_specialization(specialization, shaders)  # every check before any Vulkan call
        self.shaders = shaders
        self.handles: list[Handle] = []

    def __enter__(self) -> list[StageInfo]:
        infos = []
        for sh, values in zip(self.shaders, self.values):
            self.handles.append(shader_module(self.device, sh.code))
            infos.append(StageInfo(self.handles[-1], sh.stage, sh.entry.name, values, _constants(sh)))
        return infos

    def __exit__(self, *exc: object) -> None:
        for h in self.handles:
            destroy(self.device, "ShaderModule", h)


class Pipeline:
    """A created VkPipeline: ``handle``, its ``layout`` (a PipelineLayout, or the handle it
    was given) and ``bind_point`` (a PipelineBindPoint, an int: ``PipelineBindPoint.COMPUTE
    == 1``). ``bind(cmd)`` binds it; ``close()`` destroys it; a context manager."""

    def __init__(self, device: DeviceLike, handle: Handle, layout: LayoutArg, bind_point: PipelineBindPoint | int
                 ) -> None:
        self.device, self.handle, self.layout = device, handle, layout
        self.bind_point = PipelineBindPoint(bind_point)

    def bind(self, cmd: Handle) -> None:
        """vkCmdBindPipeline at the pipeline's bind point; a ClosedError once it is closed."""
        if self.handle is None:
            raise ClosedError("this pipeline")
        lib.vkCmdBindPipeline(cmd, self.bind_point, self.handle)

    def close(self) -> None:
        """Destroy the pipeline (once; a second call does nothing)."""
        if self.handle is not None:
            lib.vkDestroyPipeline(split_device(self.device)[1], self.handle, ffi.NULL)
            self.handle = None

    def __enter__(self) -> Pipeline:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


#: What a binding call (``bind_sets``, ``push_descriptors``, ``PushConstants.record``) takes as
#: its layout: a PipelineLayout, or a Pipeline made with one (its bind point then comes along).
BoundLayout: TypeAlias = Union[PipelineLayout, "Pipeline"]


def layout_handle(layout: LayoutArg) -> Handle:
    """The VkPipelineLayout of a PipelineLayout (a ClosedError where it was destroyed), or
    ``layout`` itself, a handle."""
    if not isinstance(layout, PipelineLayout):
        return layout
    if layout.handle is None:
        raise ClosedError("the pipeline layout given", "destroyed")
    return layout.handle


def check_stages(layout: LayoutArg, shaders: Sequence[Shader], vertex_input: VertexInputDesc | None = None,
                 specialization: Specialization | None = None) -> None:
    """Where ``layout`` is a PipelineLayout, a LayoutError listing every way it does not fit
    the stages as specialized (see :func:`layoutgen.check`)."""
    if not isinstance(layout, PipelineLayout):
        return
    errors = [f for f in layout_findings(layout.desc, [s.as_stage() for s in shaders], vertex_input=vertex_input,
                                         specialization=specialization) if f.severity == "error"]
    if errors:
        raise LayoutError(f"the layout does not fit {', '.join(s.label for s in shaders)}:\n  "
                          + "\n  ".join(map(str, errors)))
