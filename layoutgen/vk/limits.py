"""Device limits, checked before any driver call: each violation is a LayoutLimitError."""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..errors import LayoutLimitError
from ..layout.model import PipelineLayoutDesc, SetLayout, SetLayoutFlag
from ..reflect.vkenums import DescriptorType as DT
from ..reflect.vkenums import ShaderStage
from .binding import Handle, const, ffi, lib

# Limit suffix -> the descriptor types that count against it.
_CLASSES = {
    "Samplers": (DT.SAMPLER, DT.COMBINED_IMAGE_SAMPLER),
    "UniformBuffers": (DT.UNIFORM_BUFFER, DT.UNIFORM_BUFFER_DYNAMIC),
    "StorageBuffers": (DT.STORAGE_BUFFER, DT.STORAGE_BUFFER_DYNAMIC),
    "SampledImages": (DT.COMBINED_IMAGE_SAMPLER, DT.SAMPLED_IMAGE, DT.UNIFORM_TEXEL_BUFFER),
    "StorageImages": (DT.STORAGE_IMAGE, DT.STORAGE_TEXEL_BUFFER),
    "InputAttachments": (DT.INPUT_ATTACHMENT,),
    "InlineUniformBlocks": (DT.INLINE_UNIFORM_BLOCK,),
    "AccelerationStructures": (DT.ACCELERATION_STRUCTURE_KHR,),
}
_SET_ONLY = {"UniformBuffersDynamic": (DT.UNIFORM_BUFFER_DYNAMIC,),
             "StorageBuffersDynamic": (DT.STORAGE_BUFFER_DYNAMIC,)}
_RESOURCE_TYPES = tuple(t for k in ("UniformBuffers", "StorageBuffers", "SampledImages", "StorageImages",
                                    "InputAttachments") for t in _CLASSES[k])

# (struct, sType, the extension or core version that has it) chained into
# VkPhysicalDeviceProperties2 for the extended limits.
_PROPERTY_STRUCTS = (
    ("VkPhysicalDeviceVulkan12Properties", "VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES", (1, 2)),
    ("VkPhysicalDeviceVulkan13Properties", "VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_PROPERTIES", (1, 3)),
    ("VkPhysicalDevicePushDescriptorPropertiesKHR",
     "VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PUSH_DESCRIPTOR_PROPERTIES_KHR", "VK_KHR_push_descriptor"),
    ("VkPhysicalDeviceAccelerationStructurePropertiesKHR",
     "VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ACCELERATION_STRUCTURE_PROPERTIES_KHR", "VK_KHR_acceleration_structure"),
)


def query_limits(physical_device: Handle, extensions: set[str], api_version: tuple[int, int] = (1, 3)
                 ) -> dict[str, int]:
    """Every integer limit of the core limits and the extended property structs (those the
    API version or the ``extensions`` have)."""
    head = ffi.new("VkPhysicalDeviceProperties2*")
    head.sType = const("VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2")
    keep, prev = [head], head
    for name, stype, has in _PROPERTY_STRUCTS:
        if has not in extensions and not (isinstance(has, tuple) and api_version >= has):
            continue
        s = ffi.new(name + "*")
        s.sType = const(stype)
        prev.pNext = s
        keep.append(s)
        prev = s
    lib.vkGetPhysicalDeviceProperties2(physical_device, head)
    out: dict[str, int] = {}
    for s in [head.properties.limits, *keep[1:]]:
        cdata = s[0] if ffi.typeof(s).kind == "pointer" else s
        for fname, f in ffi.typeof(cdata).fields:
            if f.type.kind == "primitive" and f.type.cname in ("uint32_t", "uint64_t", "int32_t", "VkDeviceSize"):
                out.setdefault(fname, int(getattr(cdata, fname)))
    return out


def _need(limits: Mapping[str, int], name: str, count: int, detail: str = "") -> None:
    value = limits.get(name)
    if value is not None and count > value:
        raise LayoutLimitError(name, value, count, detail)


def _stage_names(flags: ShaderStage) -> list[ShaderStage]:
    return [s for s in ShaderStage if s & flags]


def check_limits(desc: PipelineLayoutDesc, limits: Mapping[str, int]) -> None:
    """Raise LayoutLimitError for the first limit ``desc`` exceeds on a device with ``limits``."""
    _need(limits, "maxBoundDescriptorSets", len(desc.set_layouts))
    for r in desc.push_constant_ranges:
        _need(limits, "maxPushConstantsSize", r.offset + r.size, f"push-constant range {r.offset}..{r.offset + r.size}")
    for s in desc.set_layouts:
        if s.flags & SetLayoutFlag.PUSH_DESCRIPTOR_KHR:
            _need(limits, "maxPushDescriptors", sum(b.descriptor_count for b in s.bindings), f"set {s.set}")
        for b in s.bindings:
            if b.descriptor_type == DT.INLINE_UNIFORM_BLOCK:
                _need(limits, "maxInlineUniformBlockSize", b.descriptor_count, f"set {s.set} binding {b.binding}")
    plain = [s for s in desc.set_layouts if not s.flags & SetLayoutFlag.UPDATE_AFTER_BIND_POOL]
    uab = bool(len(plain) != len(desc.set_layouts))
    for stage in _stage_names(desc.stages):
        _per_stage(limits, plain, stage, "maxPerStageDescriptor")
        _need(limits, "maxPerStageResources", _count(plain, _RESOURCE_TYPES, stage), stage.vk_names[0])
        if uab:
            _per_stage(limits, desc.set_layouts, stage, "maxPerStageDescriptorUpdateAfterBind")
            _need(limits, "maxPerStageUpdateAfterBindResources",
                  _count(desc.set_layouts, _RESOURCE_TYPES, stage), stage.vk_names[0])
    for prefix, sets in (("maxDescriptorSet", plain), *((("maxDescriptorSetUpdateAfterBind", desc.set_layouts),)
                                                         if uab else ())):
        for suffix, types in {**_CLASSES, **_SET_ONLY}.items():
            _need(limits, prefix + suffix, _count(sets, types, None), "all stages")


def _per_stage(limits: Mapping[str, int], sets: Sequence[SetLayout], stage: ShaderStage, prefix: str) -> None:
    for suffix, types in _CLASSES.items():
        _need(limits, prefix + suffix, _count(sets, types, stage), stage.vk_names[0])


def _count(sets: Sequence[SetLayout], types: tuple[DT, ...], stage: ShaderStage | None) -> int:
    return sum(b.descriptor_count if b.descriptor_type != DT.INLINE_UNIFORM_BLOCK else 1
               for s in sets for b in s.bindings
               if b.descriptor_type in types and (stage is None or b.stage_flags & stage))
