"""Create-infos from layout descriptions, and the Vulkan objects made from them.

Structs are built with the binding's cffi directly (``vulkan.ffi``): every array and pNext
struct a create-info points to is held by the returned ``CreateInfos`` for as long as the
create-info itself is, so no pointer outlives what it points to.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ..errors import VulkanError
from ..layout.device_names import check_limit_names
from ..layout.model import NullSetLayout, PipelineLayoutDesc, SetLayout
from ..layout.share import PoolSizes
from ..layout.vertex import InputRate, VertexInputDesc
from .binding import Handle, const, ffi, lib, raise_for_result
from .context import DeviceLike, split_device
from .limits import check_limits
from .mutable import chain_type_lists, pool_entries

_S_SET_LAYOUT = const("VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO")
_S_BINDING_FLAGS = const("VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_BINDING_FLAGS_CREATE_INFO")
_S_PIPELINE_LAYOUT = const("VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO")
_INPUT_RATE = {InputRate.VERTEX: const("VK_VERTEX_INPUT_RATE_VERTEX"),
               InputRate.INSTANCE: const("VK_VERTEX_INPUT_RATE_INSTANCE")}


@dataclass
class CreateInfos:
    """A create-info and everything it points to, kept alive together."""

    #: The create-info struct (a cffi pointer), ready for the vkCreate* call.
    info: Handle
    #: Every struct and array it points to, kept alive with it.
    keep: list[Handle] = field(default_factory=list, repr=False)


def set_layout_info(layout: SetLayout) -> CreateInfos:
    """``VkDescriptorSetLayoutCreateInfo`` (with ``VkDescriptorSetLayoutBindingFlagsCreateInfo``
    in pNext when any binding has flags)."""
    n = len(layout.bindings)
    info = ffi.new("VkDescriptorSetLayoutCreateInfo*")
    info.sType = _S_SET_LAYOUT
    info.flags = int(layout.flags)
    info.bindingCount = n
    keep: list[Handle] = [info]
    if n:
        arr = ffi.new("VkDescriptorSetLayoutBinding[]", n)
        for i, b in enumerate(layout.bindings):
            e = arr[i]
            e.binding = b.binding
            e.descriptorType = int(b.descriptor_type)
            e.descriptorCount = b.descriptor_count
            e.stageFlags = int(b.stage_flags)
            if b.immutable_samplers:
                samplers = ffi.new("VkSampler[]", [getattr(h, "handle", h) for h in b.immutable_samplers])
                e.pImmutableSamplers = samplers
                keep.append(samplers)
        info.pBindings = arr
        keep.append(arr)
        if any(b.binding_flags for b in layout.bindings):
            flags = ffi.new("VkDescriptorBindingFlags[]", [int(b.binding_flags) for b in layout.bindings])
            chained = ffi.new("VkDescriptorSetLayoutBindingFlagsCreateInfo*")
            chained.sType = _S_BINDING_FLAGS
            chained.bindingCount = n
            chained.pBindingFlags = flags
            info.pNext = chained
            keep += [flags, chained]
        if any(b.mutable_types for b in layout.bindings):
            info.pNext = chain_type_lists(info.pNext, [b.mutable_types for b in layout.bindings], keep)
    return CreateInfos(info, keep)


def pipeline_layout_info(desc: PipelineLayoutDesc, set_layouts: list[Handle]) -> CreateInfos:
    """``VkPipelineLayoutCreateInfo`` over already-created set layout handles, with ``desc``'s
    flags; VK_NULL_HANDLE where ``desc`` has a NullSetLayout."""
    info = ffi.new("VkPipelineLayoutCreateInfo*")
    info.sType = _S_PIPELINE_LAYOUT
    info.flags = int(desc.flags)
    keep: list[Handle] = [info]
    if set_layouts:
        null = {s.set for s in desc.set_layouts if isinstance(s, NullSetLayout)}
        handles = ffi.new("VkDescriptorSetLayout[]", [ffi.NULL if i in null else h for i, h in enumerate(set_layouts)])
        info.setLayoutCount = len(set_layouts)
        info.pSetLayouts = handles
        keep.append(handles)
    if desc.push_constant_ranges:
        ranges = ffi.new("VkPushConstantRange[]", len(desc.push_constant_ranges))
        for i, r in enumerate(desc.push_constant_ranges):
            ranges[i].stageFlags = int(r.stage_flags)
            ranges[i].offset = r.offset
            ranges[i].size = r.size
        info.pushConstantRangeCount = len(desc.push_constant_ranges)
        info.pPushConstantRanges = ranges
        keep.append(ranges)
    return CreateInfos(info, keep)


def vertex_input_info(v: VertexInputDesc | None) -> CreateInfos:
    """``VkPipelineVertexInputStateCreateInfo`` for a vertex-input state (as ``vertex_input()``
    makes it; None for no vertex input)."""
    info = ffi.new("VkPipelineVertexInputStateCreateInfo*")
    info.sType = const("VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO")
    keep: list[Handle] = [info]
    if v is not None and v.bindings:
        binds = ffi.new("VkVertexInputBindingDescription[]", len(v.bindings))
        for i, b in enumerate(v.bindings):
            binds[i].binding, binds[i].stride = b.binding, b.stride
            binds[i].inputRate = _INPUT_RATE[b.input_rate]
        info.vertexBindingDescriptionCount, info.pVertexBindingDescriptions = len(v.bindings), binds
        keep.append(binds)
    if v is not None and v.attributes:
        attrs = ffi.new("VkVertexInputAttributeDescription[]", len(v.attributes))
        for i, a in enumerate(v.attributes):
            attrs[i].location, attrs[i].binding, attrs[i].offset = a.location, a.binding, a.offset
            attrs[i].format = int(a.format)
        info.vertexAttributeDescriptionCount, info.pVertexAttributeDescriptions = len(v.attributes), attrs
        keep.append(attrs)
    return CreateInfos(info, keep)


def pool_info(sizes: PoolSizes) -> CreateInfos:
    """``VkDescriptorPoolCreateInfo`` (with ``VkDescriptorPoolInlineUniformBlockCreateInfo``
    where inline uniform blocks need it, and ``VkMutableDescriptorTypeCreateInfoEXT`` with a
    MUTABLE_EXT entry per type list) for what ``pool_sizes()`` gives."""
    entries = pool_entries(sizes)
    arr = ffi.new("VkDescriptorPoolSize[]", max(len(entries), 1))
    for e, (t, n, _) in zip(arr, entries):
        e.type, e.descriptorCount = int(t), n
    info = ffi.new("VkDescriptorPoolCreateInfo*")
    info.sType = const("VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO")
    info.flags = const("VK_DESCRIPTOR_POOL_CREATE_UPDATE_AFTER_BIND_BIT") if sizes.update_after_bind else 0
    info.maxSets = sizes.max_sets
    info.poolSizeCount = len(entries)
    info.pPoolSizes = arr if entries else ffi.NULL
    keep: list[Handle] = [info, arr]
    if sizes.inline_uniform_block_bindings:
        inline = ffi.new("VkDescriptorPoolInlineUniformBlockCreateInfo*")
        inline.sType = const("VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_INLINE_UNIFORM_BLOCK_CREATE_INFO")
        inline.maxInlineUniformBlockBindings = sizes.inline_uniform_block_bindings
        info.pNext = inline
        keep.append(inline)
    if sizes.mutable_types:
        info.pNext = chain_type_lists(info.pNext, [types for _, _, types in entries], keep)
    return CreateInfos(info, keep)


def create_set_layout(device: DeviceLike, layout: SetLayout) -> Handle:
    """A VkDescriptorSetLayout; ``device`` is a VkDevice or a DeviceContext. A NullSetLayout is
    VK_NULL_HANDLE (no Vulkan call)."""
    if isinstance(layout, NullSetLayout):
        return ffi.NULL
    ctx, dev = split_device(device)
    ci = set_layout_info(layout)
    out = ffi.new("VkDescriptorSetLayout*")
    raise_for_result(lib.vkCreateDescriptorSetLayout(dev, ci.info, ffi.NULL, out), f"vkCreateDescriptorSetLayout (set {layout.set})",
          ctx)
    return out[0]


@dataclass
class PipelineLayout:
    """The handles made for a PipelineLayoutDesc. ``owned`` set layouts are destroyed with it.
    ``device`` is the DeviceContext or VkDevice it was made on (None where unknown):
    ``push_descriptors()`` finds the device there."""

    #: The description the layout was made for (its names and blocks are what writes are checked against).
    desc: PipelineLayoutDesc
    #: The VkPipelineLayout; None once destroyed.
    handle: Handle
    #: The VkDescriptorSetLayout of each set, set i at position i.
    set_layouts: list[Handle]
    owned: list[Handle] = field(default_factory=list, repr=False)
    device: DeviceLike | None = field(default=None, repr=False, compare=False)
    #: The descriptor update templates push_descriptors() made for this layout, by what they
    #: push: (VkDescriptorUpdateTemplate, what its writer keeps with it); destroyed with the layout.
    templates: dict[object, tuple[Handle, object]] = field(default_factory=dict, repr=False, compare=False)

    def destroy(self, device: DeviceLike) -> None:
        """Destroy the pipeline layout, its update templates and the set layouts it owns;
        ``device`` is a VkDevice or a DeviceContext."""
        dev = split_device(device)[1]
        for template, _ in self.templates.values():
            lib.vkDestroyDescriptorUpdateTemplate(dev, template, ffi.NULL)
        self.templates.clear()
        if self.handle is not None:
            lib.vkDestroyPipelineLayout(dev, self.handle, ffi.NULL)
            self.handle = None
        for h in self.owned:
            lib.vkDestroyDescriptorSetLayout(dev, h, ffi.NULL)
        self.owned = []


def create_pipeline_layout(device: DeviceLike, desc: PipelineLayoutDesc, *, limits: Mapping[str, int] | None = None,
                           set_layouts: list[Handle] | None = None) -> PipelineLayout:
    """Create the set layouts (unless given) and the pipeline layout for ``desc``.

    ``device`` is a VkDevice or a DeviceContext; with a context (or ``limits``, by Vulkan's
    names: an unknown name is a LayoutError), the device limits are checked first and a
    violation is a LayoutLimitError. ``set_layouts``:
    VkDescriptorSetLayouts made already, one a set (the PipelineLayout does not own them).
    A NullSetLayout is VK_NULL_HANDLE in ``pSetLayouts``; it and ``desc.flags``
    (INDEPENDENT_SETS_EXT) need the graphicsPipelineLibrary feature on a DeviceContext.
    """
    ctx, dev = split_device(device)
    if ctx is not None:
        require_library_feature(ctx.features.features, desc, ctx.device_name)
    if limits is None and ctx is not None:
        limits = ctx.limits
    elif limits:
        check_limit_names(limits)  # the caller's own: a misspelt limit would go unchecked
    if limits is not None:
        check_limits(desc, limits)
    owned: list[Handle] = []
    try:
        if set_layouts is None:
            set_layouts = []
            for s in desc.set_layouts:
                set_layouts.append(create_set_layout(device, s))
                if not isinstance(s, NullSetLayout):
                    owned.append(set_layouts[-1])
        ci = pipeline_layout_info(desc, set_layouts)
        out = ffi.new("VkPipelineLayout*")
        raise_for_result(lib.vkCreatePipelineLayout(dev, ci.info, ffi.NULL, out), "vkCreatePipelineLayout", ctx)
    except BaseException:
        for h in owned:
            lib.vkDestroyDescriptorSetLayout(dev, h, ffi.NULL)
        raise
    return PipelineLayout(desc, out[0], list(set_layouts), owned, device)


def require_library_feature(features: frozenset[str], desc: PipelineLayoutDesc, device_name: str) -> None:
    """A VulkanError where ``desc`` has null set layouts or INDEPENDENT_SETS_EXT and ``features``
    (a DeviceContext's) lack graphicsPipelineLibrary."""
    null = [s.set for s in desc.set_layouts if isinstance(s, NullSetLayout)]
    if (null or desc.flags) and "graphicsPipelineLibrary" not in features:
        what = f"null set layouts (set {', '.join(map(str, null))})" if null else f"flags {desc.flags.vk_names}"
        raise VulkanError(f"this pipeline layout has {what}, which need the graphicsPipelineLibrary feature, not "
                          f"enabled on {device_name}: make the context with DeviceContext(features=for_layout(desc)) "
                          "or DeviceContext(features=['graphicsPipelineLibrary'])")
