"""What every kind of pipeline shares: stages (layout Stages, whose modules carry their
SPIR-V code), shader modules, specialization values by constant name or id checked against
the constants' types, the layout checked against the stages, and the Pipeline object.

Each layer has one stage type: :class:`layoutgen.layout.Stage` (a reflected entry point of
a module, what :func:`layoutgen.layout.resolve` makes of a path, bytes, a module or ``(module,
entry name)``) before any Vulkan object exists, and :class:`StageInfo` (a created
VkShaderModule with its stage, entry name and specialization) for the create-infos."""
from __future__ import annotations

import struct
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TypeAlias, Union

from ..errors import ClosedError, LayoutError, ReflectionError, integral
from ..layout.check import fit_errors
from ..memo import ByIdentity, ByKey
from ..layout.specialization import SpecValue, checked_value, values_by_stage
from ..layout.stages import RAY_TRACING_STAGES, Stage, StageSpec, kept, resolve
from ..layout.model import SetLayoutFlag
from ..layout.vertex import VertexInputDesc
from ..reflect.model import Module, SpecializationConstant
from ..reflect.vkenums import ShaderStage
from ..vkxml.vkenums import PipelineBindPoint
from .binding import Handle, const, ffi, lib, not_a_command_buffer, raise_for_result, require_same_device
from .context import DeviceContext, DeviceLike, split_device
from .create import PipelineLayout
from .heaps import refuse_heap_modules
from .options import option
from .writes import describe

#: Specialization values by constant name or spec id: ``{"RADIUS": 4}``, ``{0: 4}``.
Specialization: TypeAlias = Union[Mapping[str, SpecValue], Mapping[int, SpecValue], Mapping[Union[int, str], SpecValue]]
#: The layout a pipeline is made with: a PipelineLayout (checked against the stages) or a bare
#: VkPipelineLayout handle.
LayoutArg: TypeAlias = Union[PipelineLayout, Handle]


def load(spec: StageSpec) -> Stage:
    """The one stage ``spec`` names (see :func:`layoutgen.layout.resolve`): a path, bytes, a
    reflected Module (however it was reflected: a module carries its code), a Stage, or ``(any
    of those, entry name[, stage])``; a module with one entry point needs no name. A stage that
    reads a descriptor heap is a DescriptorHeapDeviceError."""
    stages = resolve(spec)
    if len(stages) > 1:
        have = ", ".join(f"{s.entry.name} ({s.entry.execution_model})" for s in stages)
        raise ReflectionError(f"{stages[0].file}: an entry point is ambiguous: a pipeline stage is one of them, and "
                              f"it has: {have}; give (module, entry name[, stage])")
    [stage] = stages
    if stage.entry.descriptor_heaps:
        refuse_heap_modules([stage.module])
    return stage


def shader_module(device: DeviceLike, code: bytes) -> Handle:
    """A VkShaderModule from SPIR-V bytes (a reflected module's ``code``)."""
    made = _module_info(code)  # held until the call returns: the struct points into the copy it holds
    return _create_module(device, made[0])


def code_words(code: bytes) -> tuple[Handle, int]:
    """A copy of ``code``'s whole 32-bit words (what pCode points to), and their size in bytes
    (codeSize)."""
    size = len(code) // 4 * 4
    words = ffi.new("uint32_t[]", size // 4)
    ffi.memmove(words, code, size)
    return words, size


def _module_info(code: bytes) -> tuple[Handle, Handle]:
    """A VkShaderModuleCreateInfo over a copy of ``code``, and the copy (which it points to)."""
    if not code:
        raise LayoutError("a shader module needs SPIR-V code, and none was given")
    info = ffi.new("VkShaderModuleCreateInfo*")
    info.sType = const("VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO")
    buf, info.codeSize = code_words(code)
    info.pCode = buf
    return info, buf


#: What a stage's StageInfo is made with, by its module and entry point (frozen, the code too;
#: Vulkan only reads the struct): the shader-module create-info over the module's code, the
#: copy of the code it points to, and the stage's constants (:func:`_constants`). Each pipeline
#: of a stage creates its shader module from the one create-info.
_MODULE_INFOS: ByIdentity[tuple[Handle, Handle, tuple[SpecializationConstant, ...]]] = ByIdentity(256)


def _create_module(device: DeviceLike, info: Handle) -> Handle:
    out = ffi.new("VkShaderModule*")
    ctx, dev = split_device(device)
    raise_for_result(lib.vkCreateShaderModule(dev, info, ffi.NULL, out), "vkCreateShaderModule", ctx)
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
    """One shader stage of a pipeline as its create-info takes it: a created VkShaderModule
    handle, the stage, the entry point's name and specialization values by spec id (the
    constants' types, where known, pack them). The pipeline functions make these from layout
    Stages; give them directly to build a pipeline over shader modules of your own."""

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
    :func:`layoutgen.layout.specialization.checked_value`); a constant the stage does not
    declare (None) takes a 32-bit unsigned integer or a bool (a VkBool32: 0 or 1)."""
    if c is None:
        number = int(value) if isinstance(value, bool) else integral(value)
        if number is None or not 0 <= number <= 0xFFFFFFFF:
            raise LayoutError(f"specialization constant {spec_id}: the stage does not declare it, so it takes a 32-bit "
                              f"unsigned integer (0..4294967295) or a bool, not {value!r}")
        return struct.pack("<I", number)
    checked = checked_value(c, value)
    fmt = _SPEC_FORMATS.get((c.type, c.width))
    if fmt is None:
        raise LayoutError(f"specialization constant {spec_id}: no packing for a {c.width}-bit {c.type}")
    return struct.pack(fmt, checked)


def split_specialization(values: Specialization | None, stages: Sequence[Stage]) -> list[dict[int, SpecValue]]:
    """Per stage, {spec id: value} from values keyed by constant id or name: a name sets the
    constant of that name in every stage, whatever its id in each (see
    :func:`layoutgen.layout.specialization.values_by_stage`); every value is checked against
    its constant's type, and a key no stage has, or two keys that set one constant to
    different values, is an error."""
    if not values:
        return [{} for _ in stages]  # nothing to look up, nothing to check
    return values_by_stage([_constants(sh) for sh in stages], values)


def _constants(sh: Stage) -> tuple[SpecializationConstant, ...]:
    """The stage's constants: the entry point's, then any more the module declares (once for
    a module and entry point)."""
    declared = sh.module.specialization_constants
    made = _CONSTANTS.get(declared, sh.entry)
    if made is None:
        found = {c.id: c for c in declared}
        found.update({c.id: c for c in sh.entry.specialization_constants})
        made = _CONSTANTS.put(tuple(found.values()), declared, sh.entry)
    return made


#: A stage's constants, by its module's constants (the frozen tuple, not the module: a memo keeps
#: what it is keyed by alive, and a module holds its code) and its entry point.
_CONSTANTS: ByIdentity[tuple[SpecializationConstant, ...]] = ByIdentity(256)


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


#: Entry-point names as C strings, by the name (Vulkan only reads them).
_NAMES: ByKey[Handle] = ByKey(256)
_STAGE_INFO = const("VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO")


def stage_array(stages: Sequence[StageInfo], keep: list[Handle]) -> Handle:
    """A VkPipelineShaderStageCreateInfo array (kept alive by ``keep``)."""
    arr = ffi.new("VkPipelineShaderStageCreateInfo[]", len(stages))
    for i, s in enumerate(stages):
        name = _NAMES.get(s.entry)
        if name is None:
            name = _NAMES.put(ffi.new("char[]", s.entry.encode()), s.entry)
        keep.append(name)
        arr[i].sType = _STAGE_INFO
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

    def __init__(self, device: DeviceLike, stages: Sequence[Stage], specialization: Specialization | None) -> None:
        self.device = device
        self.values = split_specialization(specialization, stages)  # every check before any Vulkan call
        self.stages = stages
        self.created = ModuleSet(device)

    def __enter__(self) -> list[StageInfo]:
        try:
            return self.created.stage_infos(self.stages, self.values)
        except BaseException:  # a module Vulkan refused: those created before it go
            self.created.close()
            raise

    def __exit__(self, *exc: object) -> None:
        self.created.close()


class ModuleSet:
    """The shader modules of the stages of one or more pipelines created together: one
    VkShaderModule for each reflected module, however many of the pipelines use it, all
    destroyed by :meth:`close`."""

    def __init__(self, device: DeviceLike) -> None:
        self.device = device
        #: id(module) -> (the module, kept so that no other takes its id; its VkShaderModule)
        self._handles: dict[int, tuple[Module, Handle]] = {}

    def stage_infos(self, stages: Sequence[Stage], values: Sequence[Mapping[int, SpecValue]]) -> list[StageInfo]:
        """The StageInfos of ``stages`` with their specialization ``values`` (checked: see
        :func:`split_specialization`), creating each module's VkShaderModule on first use."""
        infos = []
        for sh, stage_values in zip(stages, values):
            made = _MODULE_INFOS.get(sh.module, sh.entry)
            if made is None:
                made = (*_module_info(sh.module.code), _constants(sh))
                if kept(sh.module):  # a larger module's code is copied for each pipeline
                    _MODULE_INFOS.put(made, sh.module, sh.entry)
            found = self._handles.get(id(sh.module))
            if found is None:
                found = self._handles[id(sh.module)] = (sh.module, _create_module(self.device, made[0]))
            infos.append(StageInfo(found[1], sh.stage, sh.entry.name, stage_values, made[2]))
        return infos

    def __len__(self) -> int:
        """How many shader modules it holds."""
        return len(self._handles)

    def __enter__(self) -> ModuleSet:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Destroy every shader module created (once)."""
        handles, self._handles = self._handles, {}
        for _module, handle in handles.values():
            destroy(self.device, "ShaderModule", handle)


class Pipeline:
    """A created VkPipeline: ``handle``, its ``layout`` (a PipelineLayout, or the handle it
    was given) and ``bind_point`` (a PipelineBindPoint, an int: ``PipelineBindPoint.COMPUTE
    == 1``). ``bind(cmd)`` binds it; ``close()`` destroys it; a context manager."""

    def __init__(self, device: DeviceLike, handle: Handle, layout: LayoutArg, bind_point: PipelineBindPoint | int
                 ) -> None:
        self.device, self.handle, self.layout = device, handle, layout
        self.bind_point = PipelineBindPoint(bind_point)

    def bind(self, cmd: Handle) -> None:
        """vkCmdBindPipeline at the pipeline's bind point; a ClosedError once it (or the
        DeviceContext it was made on) is closed."""
        if self.handle is None or device_closed(self.device):
            raise ClosedError("this pipeline" if self.handle is None else "the DeviceContext this pipeline was made on")
        try:
            lib.vkCmdBindPipeline(cmd, self.bind_point, self.handle)
        except TypeError:
            raise not_a_command_buffer("Pipeline.bind()", cmd) from None

    def close(self) -> None:
        """Destroy the pipeline (once; a second call does nothing; after its DeviceContext
        closed, the pipeline went with the device and is only forgotten)."""
        if self.handle is not None and not device_closed(self.device):
            lib.vkDestroyPipeline(split_device(self.device)[1], self.handle, ffi.NULL)
        self.handle = None

    def __enter__(self) -> Pipeline:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


#: What a binding call (``bind_sets``, ``push_descriptors``, ``PushConstants.record``) takes as
#: its layout: a PipelineLayout, or a Pipeline made with one (its bind point then comes along).
BoundLayout: TypeAlias = Union[PipelineLayout, "Pipeline"]


_LAYOUT_TYPE = ffi.typeof("VkPipelineLayout")


def layout_handle(layout: LayoutArg, device: DeviceLike | None = None) -> Handle:
    """The VkPipelineLayout of a PipelineLayout (a ClosedError where it was destroyed, or its
    DeviceContext closed; a LayoutError where it was made on another device than ``device``,
    where given), or ``layout`` itself, a VkPipelineLayout handle; a LayoutError for anything
    else, before any Vulkan call."""
    if not isinstance(layout, PipelineLayout):
        if isinstance(layout, ffi.CData) and ffi.typeof(layout) is _LAYOUT_TYPE and layout != ffi.NULL:
            return layout
        raise LayoutError(f"a pipeline takes a PipelineLayout (LayoutCache.get(), create_pipeline_layout()) or a "
                          f"VkPipelineLayout handle as its layout, not {layout!r}")
    if layout.handle is None:
        raise ClosedError("the pipeline layout given", "destroyed")
    if device_closed(layout.device):
        raise ClosedError("the DeviceContext the pipeline layout given was made on")
    require_same_device(device, layout.device, "the pipeline layout given")
    return layout.handle


def layout_flags(layout: LayoutArg | None) -> int:
    """The VkPipelineCreateFlags a pipeline with ``layout`` needs: DESCRIPTOR_BUFFER_BIT_EXT
    where its set layouts are made for descriptor buffers
    (``LayoutCache.get(desc, descriptor_buffer=True)``), as Vulkan asks of a pipeline whose
    sets a descriptor buffer binds; else none."""
    if isinstance(layout, PipelineLayout) and any(int(s.flags) & _SET_DESCRIPTOR_BUFFER
                                                  for s in layout.desc.set_layouts):
        return PIPELINE_DESCRIPTOR_BUFFER
    return 0


_SET_DESCRIPTOR_BUFFER = int(SetLayoutFlag.DESCRIPTOR_BUFFER_EXT)
#: VK_PIPELINE_CREATE_DESCRIPTOR_BUFFER_BIT_EXT: a pipeline made for descriptor buffers.
PIPELINE_DESCRIPTOR_BUFFER = const("VK_PIPELINE_CREATE_DESCRIPTOR_BUFFER_BIT_EXT")


def device_closed(device: object) -> bool:
    """Whether ``device`` is a DeviceContext that was closed (its objects went with it)."""
    return isinstance(device, DeviceContext) and device.device is None


def require_fit(layout: LayoutArg, stages: Sequence[Stage], vertex_input: VertexInputDesc | None = None,
                specialization: Specialization | None = None) -> None:
    """Where ``layout`` is a PipelineLayout, a LayoutError listing every way it does not fit
    the stages as specialized (see :func:`layoutgen.check`)."""
    if not isinstance(layout, PipelineLayout):
        return
    # the features of the layout's device, where known: they decide what the stages may do (a
    # wider vector output than the next stage reads needs maintenance4)
    ctx = split_device(layout.device)[0] if layout.device is not None else None
    features = ctx.features.features if ctx is not None else None
    errors = fit_errors(layout.desc, stages, vertex_input=vertex_input, specialization=specialization,
                        features=features)
    if errors:
        raise LayoutError(f"the layout does not fit {', '.join(s.label for s in stages)}:\n  "
                          + "\n  ".join(map(str, errors)))


def pipeline_layout(layout: BoundLayout, caller: str) -> PipelineLayout:
    """The PipelineLayout of ``layout`` (itself, or a Pipeline's), with its description; a
    ClosedError where it was destroyed."""
    pl = layout.layout if isinstance(layout, Pipeline) else layout
    if not isinstance(pl, PipelineLayout):
        raise LayoutError(f"{caller} needs a PipelineLayout (LayoutCache.get(), create_pipeline_layout()) or a "
                          f"Pipeline made with one, not {describe(layout)}")
    if isinstance(layout, Pipeline) and layout.handle is None:
        raise ClosedError(f"the pipeline {caller} was given")
    if pl.handle is None:
        raise ClosedError(f"the pipeline layout {caller} was given", "destroyed")
    if device_closed(pl.device):
        raise ClosedError(f"the DeviceContext of the pipeline layout {caller} was given")
    return pl


def bind_point_of(stages: ShaderStage) -> PipelineBindPoint:
    """The VkPipelineBindPoint of a layout's stages."""
    if stages & RAY_TRACING_STAGES:
        return PipelineBindPoint.RAY_TRACING_KHR
    if stages == ShaderStage.COMPUTE:
        return PipelineBindPoint.COMPUTE
    if not stages or stages & ShaderStage.COMPUTE:
        raise LayoutError(f"cannot tell the bind point of a layout for stages {stages.vk_names or 'none'}: "
                          "give bind_point=")
    return PipelineBindPoint.GRAPHICS


#: ``bind_point=`` as the binding calls take it: a PipelineBindPoint, its number or its name.
BindPointArg: TypeAlias = Union[PipelineBindPoint, int, str]


def bind_point_named(given: BindPointArg) -> int:
    """``bind_point=``: a PipelineBindPoint, its number or its name; a LayoutError listing the
    choices for another."""
    if (type(given) is int or type(given) is PipelineBindPoint) and given in _BIND_POINTS:  # the common case
        return int(given)
    return int(option(PipelineBindPoint, given, "bind_point"))


#: The numbers of Vulkan's pipeline bind points.
_BIND_POINTS = frozenset(int(p) for p in PipelineBindPoint)


def bind_point_given(layout: BoundLayout, given: BindPointArg | None) -> int | None:
    """The bind point given (see :func:`bind_point_named`), else a Pipeline's; None where
    neither says."""
    if given is not None:
        return bind_point_named(given)
    return layout.bind_point if isinstance(layout, Pipeline) else None
