"""A render pass whose one subpass fits a fragment stage: color attachments at the locations
it writes and input attachments at the indices it reads (gaps left unused)."""
from __future__ import annotations

from layoutgen.reflect import Format
from layoutgen.vk.binding import const, ffi, lib, raise_for_result
from layoutgen.vk.context import split_device

UNUSED = 0xFFFFFFFF


def _refs(slots: dict[int, int], layout: str, keep: list) -> object:
    """Attachment references for slots 0..max: ``slots`` maps slot -> attachment index."""
    count = max(slots, default=-1) + 1
    refs = ffi.new("VkAttachmentReference[]", max(count, 1))
    for k in range(count):
        refs[k].attachment = slots.get(k, UNUSED)
        refs[k].layout = const(layout)
    keep.append(refs)
    return refs, count


def create(ctx, colors: dict[int, Format], inputs: dict[int, tuple[Format, int]]) -> object:
    keep: list = []
    described = [(fmt, 1, False) for _loc, fmt in sorted(colors.items())]
    described += [(fmt, samples, True) for _i, (fmt, samples) in sorted(inputs.items())]
    attachments = ffi.new("VkAttachmentDescription[]", max(len(described), 1))
    for i, (fmt, samples, is_input) in enumerate(described):
        a = attachments[i]
        a.format = int(fmt)
        a.samples = samples
        a.loadOp = const("VK_ATTACHMENT_LOAD_OP_LOAD" if is_input else "VK_ATTACHMENT_LOAD_OP_CLEAR")
        a.storeOp = const("VK_ATTACHMENT_STORE_OP_STORE")
        a.stencilLoadOp = const("VK_ATTACHMENT_LOAD_OP_DONT_CARE")
        a.stencilStoreOp = const("VK_ATTACHMENT_STORE_OP_DONT_CARE")
        layout = "VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL" if is_input else "VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL"
        a.initialLayout = const(layout if is_input else "VK_IMAGE_LAYOUT_UNDEFINED")
        a.finalLayout = const(layout)
    color_at = {loc: i for i, loc in enumerate(sorted(colors))}
    input_at = {idx: len(colors) + i for i, idx in enumerate(sorted(inputs))}
    color_refs, ncolor = _refs(color_at, "VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL", keep)
    input_refs, ninput = _refs(input_at, "VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL", keep)
    sub = ffi.new("VkSubpassDescription*")
    sub.pipelineBindPoint = const("VK_PIPELINE_BIND_POINT_GRAPHICS")
    sub.colorAttachmentCount = ncolor
    sub.pColorAttachments = color_refs if ncolor else ffi.NULL
    sub.inputAttachmentCount = ninput
    sub.pInputAttachments = input_refs if ninput else ffi.NULL
    info = ffi.new("VkRenderPassCreateInfo*")
    info.sType = const("VK_STRUCTURE_TYPE_RENDER_PASS_CREATE_INFO")
    info.attachmentCount = len(described)
    info.pAttachments = attachments if described else ffi.NULL
    info.subpassCount = 1
    info.pSubpasses = sub
    out = ffi.new("VkRenderPass*")
    ctx_, dev = split_device(ctx)
    raise_for_result(lib.vkCreateRenderPass(dev, info, ffi.NULL, out), "vkCreateRenderPass", ctx_)
    return out[0]
