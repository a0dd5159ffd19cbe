"""Ray-tracing pipelines, their shader-group handles and shader-binding-table sizes.

    pipe = ray_tracing_pipeline(ctx, layout, ["gen.rgen.spv", "miss.rmiss.spv", "hit.rchit.spv"])
    table = pipe.sbt.pack(pipe.group_handles)   # bytes for one SBT buffer
    pipe.sbt.raygen.offset, .stride, .size      # the regions vkCmdTraceRaysKHR takes
    pipe.sbt.raygen_regions[i]                  # the raygen region of the i-th raygen shader

The device must have VK_KHR_ray_tracing_pipeline enabled (``DeviceContext(features=
["rayTracingPipeline"])``, or ``for_modules()`` of the stages): without it the call is a
VulkanError before any Vulkan call.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from ..errors import LayoutError, NotFoundError, VulkanError, checked_index, flag
from ..layout.stages import StageSpec
from ..reflect.types import align_up
from ..reflect.vkenums import ShaderStage
from ..vkxml.vkenums import PipelineBindPoint
from .binding import Handle, const, device_function, ffi, lib, raise_for_result
from .context import DeviceContext, DeviceLike
from .featurechain import properties
from .shaders import (LayoutArg, Modules, Pipeline, Specialization, StageInfo, layout_flags, layout_handle, load,
                      require_fit, stage_array)

EXTENSION = "VK_KHR_ray_tracing_pipeline"
_UNUSED = const("VK_SHADER_UNUSED_KHR")


class GroupKind(StrEnum):
    """A shader group's kind, which names the shader-binding-table region its handle goes in
    (a str: ``GroupKind.MISS == "miss"``). The members are in the order of the regions."""

    RAYGEN = "raygen"  #: a general group of one ray-generation shader
    MISS = "miss"  #: a general group of one miss shader
    HIT = "hit"  #: a hit group of closest-hit, any-hit and intersection shaders
    CALLABLE = "callable"  #: a general group of one callable shader


_GENERAL = {ShaderStage.RAYGEN_KHR: GroupKind.RAYGEN, ShaderStage.MISS_KHR: GroupKind.MISS,
            ShaderStage.CALLABLE_KHR: GroupKind.CALLABLE}
_HIT = {ShaderStage.CLOSEST_HIT_KHR: "closest", ShaderStage.ANY_HIT_KHR: "any",
        ShaderStage.INTERSECTION_KHR: "intersection"}


@dataclass(frozen=True, slots=True)
class Region:
    """One region of a shader binding table: a VkStridedDeviceAddressRegionKHR at
    ``offset`` bytes into the table buffer, holding ``count`` group handles."""

    offset: int
    stride: int
    size: int
    count: int


@dataclass(frozen=True, slots=True)
class ShaderBindingTable:
    """Where each group's handle goes in one buffer: regions start at multiples of
    ``base_alignment``; strides are the handle size rounded to ``handle_alignment``.
    ``groups`` is the kind of each group (a GroupKind: 'raygen', 'miss', 'hit' or 'callable')
    in group order.

    vkCmdTraceRaysKHR traces from one ray-generation shader: its raygen region's size must
    equal its stride (VUID-vkCmdTraceRaysKHR-size-04023) and start at a multiple of the base
    alignment (VUID-vkCmdTraceRaysKHR-pRayGenShaderBindingTable-03682). ``raygen_regions``
    holds one such region per raygen shader, in group order (each of ``count`` 1);
    ``raygen`` is the first of them (a region of count 0 where there is no raygen shader)."""

    groups: tuple[GroupKind, ...]
    #: shaderGroupHandleSize: the bytes of one group handle.
    handle_size: int
    handle_alignment: int
    base_alignment: int
    raygen: Region
    #: The miss shaders' region (offset, stride, count, size).
    miss: Region
    #: The hit groups' region.
    hit: Region
    #: The callable shaders' region.
    callable: Region
    #: The bytes of the whole table (the buffer's size).
    size: int
    raygen_regions: tuple[Region, ...] = ()

    @classmethod
    def plan(cls, groups: Sequence[GroupKind | str], handle_size: int, handle_alignment: int,
             base_alignment: int) -> ShaderBindingTable:
        """Each region's offset, stride and size for ``groups`` (their kinds, GroupKinds or
        their text, in group order), given the device's handle size and alignments; another
        text is a ValueError."""
        kinds = tuple(GroupKind(g) for g in groups)
        stride = align_up(handle_size, handle_alignment)
        regions, offset = {}, 0
        # Each raygen handle in a region of its own (size == stride), at a multiple of the base alignment.
        raygen_step = align_up(stride, base_alignment)
        raygens = tuple(Region(i * raygen_step, raygen_step, raygen_step, 1)
                        for i in range(kinds.count(GroupKind.RAYGEN)))
        offset = align_up(len(raygens) * raygen_step, base_alignment)
        for kind in (GroupKind.MISS, GroupKind.HIT, GroupKind.CALLABLE):
            count = kinds.count(kind)
            size = align_up(count * stride, base_alignment)
            regions[kind] = Region(offset if count else 0, stride if count else 0, size, count)
            offset += size
        return cls(kinds, handle_size, handle_alignment, base_alignment, raygens[0] if raygens else Region(0, 0, 0, 0),
                   regions[GroupKind.MISS], regions[GroupKind.HIT], regions[GroupKind.CALLABLE], offset, raygens)

    def raygen_region(self, index: int) -> Region:
        """The region that traces from the ``index``-th raygen shader (in group order), as
        vkCmdTraceRaysKHR's pRaygenShaderBindingTable; a NotFoundError past the last."""
        i = checked_index(index, "raygen_region(): the raygen shader's index")
        if not 0 <= i < len(self.raygen_regions):
            raise NotFoundError(f"raygen_region({i}): the table has {len(self.raygen_regions)} raygen shader(s)"
                                + (f", 0..{len(self.raygen_regions) - 1}" if self.raygen_regions else ""))
        return self.raygen_regions[i]

    def pack(self, handles: bytes) -> bytes:
        """The table's bytes: each group's handle (``handles``, as vkGetRayTracingShaderGroupHandlesKHR
        writes them) at its place in its region."""
        if len(handles) != len(self.groups) * self.handle_size:
            raise LayoutError(f"{len(self.groups)} group(s) have {len(self.groups) * self.handle_size} bytes of "
                              f"handles, got {len(handles)}")
        out = bytearray(self.size)
        seen: dict[GroupKind, int] = {}
        for i, kind in enumerate(self.groups):
            nth = seen.get(kind, 0)
            seen[kind] = nth + 1
            if kind is GroupKind.RAYGEN:
                at = self.raygen_regions[nth].offset
            else:
                region: Region = getattr(self, kind.value)
                at = region.offset + region.stride * nth
            out[at:at + self.handle_size] = handles[i * self.handle_size:(i + 1) * self.handle_size]
        return bytes(out)


class RayTracingPipeline(Pipeline):
    """A ray-tracing Pipeline with its ``group_handles`` (bytes) and ``sbt`` plan."""

    def __init__(self, device: DeviceLike, handle: Handle, layout: LayoutArg, sbt: ShaderBindingTable,
                 group_handles: bytes) -> None:
        super().__init__(device, handle, layout, PipelineBindPoint.RAY_TRACING_KHR)
        self.sbt, self.group_handles = sbt, group_handles


def _groups(stages: Sequence[StageInfo]) -> list[tuple[GroupKind, int, int, int, int]]:
    """(kind, general, closest hit, any hit, intersection) per group: a general group per
    raygen, miss and callable shader; one hit group of the hit shaders."""
    groups = []
    hit = {"closest": _UNUSED, "any": _UNUSED, "intersection": _UNUSED}
    for i, s in enumerate(stages):
        if s.stage in _GENERAL:
            groups.append((_GENERAL[s.stage], i, _UNUSED, _UNUSED, _UNUSED))
        elif s.stage in _HIT:
            hit[_HIT[s.stage]] = i
        else:
            raise LayoutError(f"{s.stage.vk_names[0]} has no place in a ray-tracing pipeline")
    if any(v != _UNUSED for v in hit.values()):
        groups.append((GroupKind.HIT, _UNUSED, hit["closest"], hit["any"], hit["intersection"]))
    return groups


def _group_array(groups: list[tuple[GroupKind, int, int, int, int]], keep: list[Handle]) -> Handle:
    garr = ffi.new("VkRayTracingShaderGroupCreateInfoKHR[]", len(groups))
    for g, (kind, general, closest, anyhit, isect) in zip(garr, groups):
        g.sType = const("VK_STRUCTURE_TYPE_RAY_TRACING_SHADER_GROUP_CREATE_INFO_KHR")
        g.type = const("VK_RAY_TRACING_SHADER_GROUP_TYPE_GENERAL_KHR" if kind is not GroupKind.HIT else
                       "VK_RAY_TRACING_SHADER_GROUP_TYPE_PROCEDURAL_HIT_GROUP_KHR" if isect != _UNUSED else
                       "VK_RAY_TRACING_SHADER_GROUP_TYPE_TRIANGLES_HIT_GROUP_KHR")
        g.generalShader, g.closestHitShader, g.anyHitShader, g.intersectionShader = general, closest, anyhit, isect
    keep.append(garr)
    return garr


def _properties(ctx: DeviceContext) -> Handle:
    return properties(ctx.physical_device, "VkPhysicalDeviceRayTracingPipelinePropertiesKHR",
                      const("VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_TRACING_PIPELINE_PROPERTIES_KHR"))


def _create(ctx: DeviceContext, layout: LayoutArg, stages: Sequence[StageInfo], max_recursion: int
            ) -> RayTracingPipeline:
    keep: list[Handle] = []
    groups = _groups(stages)
    info = ffi.new("VkRayTracingPipelineCreateInfoKHR*")
    info.sType = const("VK_STRUCTURE_TYPE_RAY_TRACING_PIPELINE_CREATE_INFO_KHR")
    info.stageCount, info.pStages = len(stages), stage_array(stages, keep)
    info.groupCount, info.pGroups = len(groups), _group_array(groups, keep)
    info.maxPipelineRayRecursionDepth = max_recursion
    info.layout = layout_handle(layout, ctx)
    info.flags = layout_flags(layout)
    create = device_function(ctx.device, ("vkCreateRayTracingPipelinesKHR",), "PFN_vkCreateRayTracingPipelinesKHR",
                             f"enable {EXTENSION}")
    out = ffi.new("VkPipeline*")
    raise_for_result(create(ctx.device, ffi.NULL, ffi.NULL, 1, info, ffi.NULL, out), "vkCreateRayTracingPipelinesKHR", ctx)
    props = _properties(ctx)
    data = ffi.new("char[]", len(groups) * props.shaderGroupHandleSize)
    get = device_function(ctx.device, ("vkGetRayTracingShaderGroupHandlesKHR",),
                          "PFN_vkGetRayTracingShaderGroupHandlesKHR", f"enable {EXTENSION}")
    try:
        raise_for_result(get(ctx.device, out[0], 0, len(groups), len(data), data), "vkGetRayTracingShaderGroupHandlesKHR", ctx)
    except BaseException:
        lib.vkDestroyPipeline(ctx.device, out[0], ffi.NULL)
        raise
    sbt = ShaderBindingTable.plan([g[0] for g in groups], props.shaderGroupHandleSize,
                                  props.shaderGroupHandleAlignment, props.shaderGroupBaseAlignment)
    return RayTracingPipeline(ctx, out[0], layout, sbt, ffi.buffer(data)[:])


def require_ray_tracing(ctx: DeviceLike) -> DeviceContext:
    """``ctx``, where it is a DeviceContext with VK_KHR_ray_tracing_pipeline on; a VulkanError
    otherwise."""
    if not isinstance(ctx, DeviceContext):
        raise VulkanError("ray_tracing_pipeline() needs a DeviceContext (it looks up extension functions and "
                          "properties), not a bare VkDevice")
    if EXTENSION not in ctx.features.extensions:
        raise VulkanError(f"ray_tracing_pipeline() needs {EXTENSION} and its rayTracingPipeline feature enabled on "
                          f"{ctx.device_name}: create the context with DeviceContext(features=['rayTracingPipeline']) "
                          "or features=for_modules(the stages)")
    return ctx


def ray_tracing_pipeline(ctx: DeviceLike, layout: LayoutArg, stages: Sequence[StageSpec] | Sequence[StageInfo],
                         max_recursion: int = 1, *, specialization: Specialization | None = None,
                         check_layout: bool = True) -> RayTracingPipeline:
    """A ray-tracing pipeline: a general group per raygen, miss and callable shader; one
    triangles hit group of the closest-hit and any-hit shaders, or a procedural one when an
    intersection shader is present. Stages as :func:`compute_pipeline` takes them (or
    StageInfos); the result carries its group handles and shader-binding-table plan.
    ``specialization``: {constant name or id: value}; ``check_layout=False`` skips checking the
    layout against the stages."""
    context = require_ray_tracing(ctx)
    given = [s for s in stages if isinstance(s, StageInfo)]
    if given and len(given) == len(stages):
        return _create(context, layout, given, max_recursion)
    shaders = [load(s) for s in stages if not isinstance(s, StageInfo)]
    if len(shaders) != len(stages):
        raise LayoutError("ray_tracing_pipeline() takes StageInfos or stages to load, not a mix of both")
    _groups([StageInfo(None, s.stage) for s in shaders])  # a stage with no place is an error before Vulkan
    if flag(check_layout, "check_layout"):
        require_fit(layout, shaders, specialization=specialization)
    with Modules(context, shaders, specialization) as infos:
        return _create(context, layout, infos, max_recursion)
