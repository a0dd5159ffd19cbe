"""Layouts written by hand with the vulkan binding, read back as layoutgen descriptions."""
from __future__ import annotations

from collections.abc import Sequence

from ..errors import LayoutError
from ..layout.model import (BindingFlag, LayoutBinding, PipelineLayoutDesc, PushConstantRange, SetLayout,
                            SetLayoutFlag)
from ..layout.vertex import InputRate, VertexAttribute, VertexBinding, VertexInputDesc
from ..reflect.vkenums import DescriptorType, Format, ShaderStage
from .binding import Handle, const, ffi

_SAMPLER_TYPES = (DescriptorType.SAMPLER, DescriptorType.COMBINED_IMAGE_SAMPLER)


#: The set-layout create flags a SetLayout models; others (host-only pools, descriptor buffers)
#: are left out of the description.
_MODELLED_SET_FLAGS = SetLayoutFlag.PUSH_DESCRIPTOR_KHR | SetLayoutFlag.UPDATE_AFTER_BIND_POOL

def _struct(x: Handle, what: str) -> Handle:
    """The struct ``x`` is or points to; a LayoutError where it is no ``what`` of the vulkan
    package's."""
    t = ffi.typeof(x) if isinstance(x, ffi.CData) else None
    if t is not None and t.kind == "pointer":
        t = t.item if x != ffi.NULL else None
    if t is None or t.kind != "struct":
        raise LayoutError(f"expected a {what} (a struct of the vulkan package), not {x!r}")
    name = t.cname.removeprefix("struct ")
    if name != what:
        raise LayoutError(f"expected a {what}, not a {name}")
    return x[0] if ffi.typeof(x).kind == "pointer" else x


def _binding_flags(info: Handle) -> list[int] | None:
    """The pBindingFlags of a VkDescriptorSetLayoutBindingFlagsCreateInfo in the pNext chain."""
    stype = const("VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_BINDING_FLAGS_CREATE_INFO")
    node = info.pNext
    while node != ffi.NULL:
        base = ffi.cast("VkBaseInStructure*", node)
        if base.sType == stype:
            chained = ffi.cast("VkDescriptorSetLayoutBindingFlagsCreateInfo*", node)
            return [chained.pBindingFlags[i] for i in range(chained.bindingCount)]
        node = base.pNext
    return None


def set_layout_from_info(index: int, info: Handle) -> SetLayout:
    """A SetLayout from a VkDescriptorSetLayoutCreateInfo (built with the vulkan binding)."""
    info = _struct(info, "VkDescriptorSetLayoutCreateInfo")
    flags = _binding_flags(info)
    bindings = []
    for i in range(info.bindingCount):
        b = info.pBindings[i]
        try:
            dtype = DescriptorType(b.descriptorType)
        except ValueError:
            raise LayoutError(f"set {index} binding {b.binding}: unknown descriptor type {b.descriptorType}") from None
        samplers = (tuple(b.pImmutableSamplers[k] for k in range(b.descriptorCount))
                    if b.pImmutableSamplers != ffi.NULL and dtype in _SAMPLER_TYPES else ())
        bindings.append(LayoutBinding(b.binding, dtype, b.descriptorCount, ShaderStage(b.stageFlags),
                                      BindingFlag(flags[i]) if flags and i < len(flags) else BindingFlag(0),
                                      immutable_samplers=samplers))
    return SetLayout(index, tuple(sorted(bindings, key=lambda b: b.binding)),
                     SetLayoutFlag(info.flags) & _MODELLED_SET_FLAGS)


def desc_from_infos(set_layouts: Sequence[Handle], pipeline_layout: Handle = None) -> PipelineLayoutDesc:
    """A PipelineLayoutDesc from the user's VkDescriptorSetLayoutCreateInfo list (set index =
    position) and, for push-constant ranges, their VkPipelineLayoutCreateInfo."""
    ranges = []
    if pipeline_layout is not None:
        pl = _struct(pipeline_layout, "VkPipelineLayoutCreateInfo")
        for i in range(pl.pushConstantRangeCount):
            r = pl.pPushConstantRanges[i]
            ranges.append(PushConstantRange(ShaderStage(r.stageFlags), r.offset, r.size))
    return PipelineLayoutDesc(tuple(set_layout_from_info(i, s) for i, s in enumerate(set_layouts)), tuple(ranges))


def _format(value: int) -> Format | int:
    try:
        return Format(value)
    except ValueError:
        return value  # a format reflection never reports: kept as its number


def vertex_input_from_info(info: Handle) -> VertexInputDesc:
    """A VertexInputDesc from a VkPipelineVertexInputStateCreateInfo."""
    info = _struct(info, "VkPipelineVertexInputStateCreateInfo")
    instance = const("VK_VERTEX_INPUT_RATE_INSTANCE")
    bindings = tuple(VertexBinding(b.binding, b.stride,
                                   InputRate.INSTANCE if b.inputRate == instance else InputRate.VERTEX)
                     for b in (info.pVertexBindingDescriptions[i] for i in range(info.vertexBindingDescriptionCount)))
    attrs = tuple(VertexAttribute(a.location, a.binding, _format(a.format), a.offset)
                  for a in (info.pVertexAttributeDescriptions[i]
                            for i in range(info.vertexAttributeDescriptionCount)))
    return VertexInputDesc(bindings, attrs)
