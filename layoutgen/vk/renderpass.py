"""A render pass of one subpass: color attachments, an optional depth/stencil attachment and
input attachments, with the external subpass dependencies their layouts need.

    rp = render_pass(ctx, ["B8G8R8A8_UNORM"], depth="D32_SFLOAT",
                     final_layout="present_src_khr")

Formats, load and store ops and layouts go by Vulkan's names (see :func:`.options.option`).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeAlias, Union

from ..errors import LayoutError
from ..vkxml.vkenums import Format
from ..vkxml.vkstate import AttachmentLoadOp, AttachmentStoreOp, ImageLayout
from .binding import Handle, bits, const, ffi, lib, raise_for_result
from .context import DeviceLike, require_device, split_device
from .options import option

#: A format as the render pass and the pipeline take it: a Format, its number or its name
#: ("R8G8B8A8_UNORM" in any case, or "VK_FORMAT_R8G8B8A8_UNORM").
FormatArg: TypeAlias = Union[Format, int, str]

_L = ImageLayout
#: Who uses an attachment after the pass, by its final layout: (pipeline stages, accesses).
#: Any other final layout: every command, any access.
_USES_AFTER = {
    _L.TRANSFER_SRC_OPTIMAL: (("TRANSFER",), ("TRANSFER_READ",)),
    _L.SHADER_READ_ONLY_OPTIMAL: (("VERTEX_SHADER", "FRAGMENT_SHADER", "COMPUTE_SHADER"), ("SHADER_READ",)),
    _L.PRESENT_SRC_KHR: (("BOTTOM_OF_PIPE",), ()),
    _L.COLOR_ATTACHMENT_OPTIMAL: (("COLOR_ATTACHMENT_OUTPUT",), ("COLOR_ATTACHMENT_READ", "COLOR_ATTACHMENT_WRITE")),
    _L.DEPTH_STENCIL_ATTACHMENT_OPTIMAL: (("EARLY_FRAGMENT_TESTS", "LATE_FRAGMENT_TESTS"),
                                          ("DEPTH_STENCIL_ATTACHMENT_READ", "DEPTH_STENCIL_ATTACHMENT_WRITE")),
    _L.DEPTH_STENCIL_READ_ONLY_OPTIMAL: (("EARLY_FRAGMENT_TESTS", "LATE_FRAGMENT_TESTS", "FRAGMENT_SHADER"),
                                         ("DEPTH_STENCIL_ATTACHMENT_READ", "SHADER_READ")),
}
_ANY_USE = (("ALL_COMMANDS",), ("MEMORY_READ", "MEMORY_WRITE"))
_TESTS = ("EARLY_FRAGMENT_TESTS", "LATE_FRAGMENT_TESTS")


def has_depth(fmt: Format) -> bool:
    """Whether ``fmt`` has a depth aspect (D16_UNORM, X8_D24_UNORM_PACK32, D32_SFLOAT_S8_UINT...)."""
    return str(fmt.name).startswith(("D16", "D24", "D32", "X8_D24"))


def has_stencil(fmt: Format) -> bool:
    """Whether ``fmt`` has a stencil aspect (S8_UINT, D24_UNORM_S8_UINT...)."""
    return str(fmt.name).endswith("S8_UINT")


def depth_format(value: FormatArg, what: str) -> Format:
    """The depth/stencil Format ``value`` names; a LayoutError for a color format."""
    fmt = option(Format, value, what)
    if not (has_depth(fmt) or has_stencil(fmt)):
        raise LayoutError(f"{what}={value!r}: {fmt.vk_name} has no depth or stencil aspect; give a depth format "
                          "such as D32_SFLOAT, D24_UNORM_S8_UINT or D16_UNORM")
    return fmt


@dataclass(frozen=True, slots=True)
class _Ops:
    load: AttachmentLoadOp
    store: AttachmentStoreOp
    final: ImageLayout


def _describe(a: Handle, fmt: Format, samples: int, ops: _Ops, stencil: bool = False) -> None:
    a.format, a.samples = int(fmt), samples
    a.loadOp, a.storeOp = int(ops.load), int(ops.store)
    a.stencilLoadOp = int(ops.load) if stencil else const("VK_ATTACHMENT_LOAD_OP_DONT_CARE")
    a.stencilStoreOp = int(ops.store) if stencil else const("VK_ATTACHMENT_STORE_OP_DONT_CARE")
    a.initialLayout = int(ops.final) if ops.load == AttachmentLoadOp.LOAD else const("VK_IMAGE_LAYOUT_UNDEFINED")
    a.finalLayout = int(ops.final)


def _external_dependencies(color_final: ImageLayout, depth_final: ImageLayout | None, inputs: bool) -> Handle:
    """The pass's two external subpass dependencies. In: the attachment writes (and the layout
    transitions of the clears) wait for the previous pass's writes and for the reads that the
    final layouts imply (a frame reusing its targets). Out: the final layouts' users wait for
    the attachment writes and the transitions to the final layouts (the implicit dependency
    would make them visible to nothing)."""
    c_stages, c_access = _USES_AFTER.get(color_final, _ANY_USE)
    d_stages, d_access = _USES_AFTER.get(depth_final, _ANY_USE) if depth_final is not None else ((), ())
    stages = [*c_stages, *d_stages]
    src_stages = ["COLOR_ATTACHMENT_OUTPUT", *(_TESTS if depth_final is not None else ())]
    writes = bits("ACCESS", "COLOR_ATTACHMENT_WRITE",
                  *(["DEPTH_STENCIL_ATTACHMENT_WRITE"] if depth_final is not None else []))
    deps = ffi.new("VkSubpassDependency[]", 2)
    deps[0].srcSubpass, deps[0].dstSubpass = const("VK_SUBPASS_EXTERNAL"), 0
    deps[0].srcStageMask = bits("PIPELINE_STAGE", *src_stages, *[s for s in stages if s != "BOTTOM_OF_PIPE"])
    deps[0].srcAccessMask = writes
    deps[0].dstStageMask = bits("PIPELINE_STAGE", *src_stages, *(["FRAGMENT_SHADER"] if inputs else []))
    deps[0].dstAccessMask = bits(
        "ACCESS", "COLOR_ATTACHMENT_READ", "COLOR_ATTACHMENT_WRITE", *(["INPUT_ATTACHMENT_READ"] if inputs else []),
        *(["DEPTH_STENCIL_ATTACHMENT_READ", "DEPTH_STENCIL_ATTACHMENT_WRITE"] if depth_final is not None else []))
    deps[1].srcSubpass, deps[1].dstSubpass = 0, const("VK_SUBPASS_EXTERNAL")
    deps[1].srcStageMask, deps[1].srcAccessMask = bits("PIPELINE_STAGE", *src_stages), writes
    deps[1].dstStageMask = bits("PIPELINE_STAGE", *stages)
    deps[1].dstAccessMask = bits("ACCESS", *c_access, *d_access)
    return deps


def _refs(first: int, count: int, layout: ImageLayout, keep: list[Handle]) -> Handle:
    refs = ffi.new("VkAttachmentReference[]", max(count, 1))
    for i in range(count):
        refs[i].attachment, refs[i].layout = first + i, int(layout)
    keep.append(refs)
    return refs if count else ffi.NULL


def check_attachments(device: DeviceLike, count: int) -> None:
    """A LayoutError where ``count`` color attachments are past the device's
    maxColorAttachments (a DeviceContext's)."""
    ctx = split_device(device)[0]
    most = ctx.limits.get("maxColorAttachments") if ctx is not None else None
    if most is not None and count > most:
        raise LayoutError(f"{count} color attachments: the device renders to at most {most} (maxColorAttachments)")


def check_samples(device: DeviceLike, samples: int, colors: bool, depth: Format | None) -> None:
    """A LayoutError where the device renders the attachments of a pipeline for dynamic
    rendering (``colors``: whether it has color attachments; ``depth``: its depth/stencil
    format, or None) with no ``samples`` samples (its framebuffer sample counts for color,
    depth and stencil, or for no attachment at all): a driver may crash on such a pipeline
    rather than refuse it. Only on a DeviceContext."""
    ctx = split_device(device)[0]
    if ctx is None:
        return
    kinds = ([("framebufferColorSampleCounts", "color attachments")] if colors else []) + (
        [("framebufferDepthSampleCounts", "depth attachments")] if depth is not None and has_depth(depth) else []) + (
        [("framebufferStencilSampleCounts", "stencil attachments")] if depth is not None and has_stencil(depth) else [])
    for limit, what in kinds or [("framebufferNoAttachmentsSampleCounts", "a pipeline with no attachment")]:
        counts = ctx.limits.get(limit)
        if counts is not None and not counts & samples:
            have = ", ".join(str(1 << i) for i in range(7) if counts >> i & 1)
            raise LayoutError(f"samples={samples}: the device renders {what} with {have} sample(s) ({limit})")


def render_pass(device: DeviceLike, colors: Sequence[FormatArg] = (), inputs: Sequence[tuple[FormatArg, int]] = (),
                samples: int = 1, final_layout: ImageLayout | int | str = "color_attachment_optimal", *,
                depth: FormatArg | None = None, load: AttachmentLoadOp | int | str = "clear",
                store: AttachmentStoreOp | int | str = "store", depth_store: AttachmentStoreOp | int | str = "dont_care",
                depth_final_layout: ImageLayout | int | str = "depth_stencil_attachment_optimal") -> Handle:
    """A VkRenderPass of one subpass writing ``colors`` (formats, location order), testing
    against ``depth`` (a depth/stencil format, or None) and reading ``inputs`` as input
    attachments ((format, samples) at input_attachment_index 0, 1, ...).

    Attachments are, in order: the colors, the inputs, the depth attachment. Formats are a
    Format, its number or its name ("R8G8B8A8_UNORM" in any case, "VK_FORMAT_D32_SFLOAT").
    The colors (``samples`` each) are loaded with ``load`` ("clear", "load", "dont_care"),
    kept with ``store`` ("store", "dont_care") and end in ``final_layout`` (default
    "color_attachment_optimal"; e.g. "transfer_src_optimal", "present_src_khr", or Vulkan's name).
    The depth attachment is loaded with ``load`` too (its stencil aspect as well), kept with
    ``depth_store`` (default "dont_care": a depth buffer is rarely read after the pass), used
    in DEPTH_STENCIL_ATTACHMENT_OPTIMAL (valid for depth-only formats without the
    separateDepthStencilLayouts feature) and ends in ``depth_final_layout``.
    Input attachments are loaded and stay in SHADER_READ_ONLY_OPTIMAL.

    The pass carries the external subpass dependencies its layouts need: after it, a copy
    (TRANSFER_SRC_OPTIMAL), a shader read (SHADER_READ_ONLY_OPTIMAL), presentation
    (PRESENT_SRC_KHR) or another pass (the attachment layouts; any other layout: any command)
    sees the pass's writes with no barrier of its own; and the pass waits for those users of
    a previous frame (and for its own depth and color writes there) before writing again.

    The handle is the caller's to destroy (``vkDestroyRenderPass(ctx.device, rp, None)``)
    before its DeviceContext closes: the layer reports one still alive there.
    """
    require_device(device, "render_pass()")
    bad = next((i for i in inputs if not (isinstance(i, (tuple, list)) and len(i) == 2)), None) if isinstance(
        inputs, Sequence) and not isinstance(inputs, str) else inputs
    if bad is not None:
        raise LayoutError(f"render_pass(inputs=) is a list of (format, samples) pairs, one an input attachment, not "
                          f"one {bad!r:.60}")
    ops = _Ops(option(AttachmentLoadOp, load, "load"), option(AttachmentStoreOp, store, "store"),
               option(ImageLayout, final_layout, "final_layout"))
    dfmt = None if depth is None else depth_format(depth, "depth")
    dops = _Ops(ops.load, option(AttachmentStoreOp, depth_store, "depth_store"),
                option(ImageLayout, depth_final_layout, "depth_final_layout"))
    cfmts = [option(Format, c, "colors") for c in colors]
    ins = [(option(Format, f, "inputs"), s) for f, s in inputs]
    for count in (samples, *(s for _f, s in ins)):
        if count not in (1, 2, 4, 8, 16, 32, 64) or isinstance(count, bool):
            raise LayoutError(f"samples={count!r}: a sample count is 1, 2, 4, 8, 16, 32 or 64")
    check_samples(device, samples, bool(cfmts), dfmt)
    check_attachments(device, len(cfmts))
    for f, s in ins:  # an input attachment of a depth format counts as one
        depth_input = has_depth(f) or has_stencil(f)
        check_samples(device, s, not depth_input, f if depth_input else None)
    n = len(cfmts) + len(ins) + (dfmt is not None)
    keep: list[Handle] = []
    attachments = ffi.new("VkAttachmentDescription[]", max(n, 1))
    for i, fmt in enumerate(cfmts):
        _describe(attachments[i], fmt, samples, ops)
    reading = _Ops(AttachmentLoadOp.LOAD, AttachmentStoreOp.STORE, ImageLayout.SHADER_READ_ONLY_OPTIMAL)
    for i, (fmt, s) in enumerate(ins, len(cfmts)):
        _describe(attachments[i], fmt, s, reading)
    sub = ffi.new("VkSubpassDescription*")
    sub.pipelineBindPoint = const("VK_PIPELINE_BIND_POINT_GRAPHICS")
    sub.colorAttachmentCount = len(cfmts)
    sub.pColorAttachments = _refs(0, len(cfmts), ImageLayout.COLOR_ATTACHMENT_OPTIMAL, keep)
    sub.inputAttachmentCount = len(ins)
    sub.pInputAttachments = _refs(len(cfmts), len(ins), ImageLayout.SHADER_READ_ONLY_OPTIMAL, keep)
    if dfmt is not None:
        _describe(attachments[n - 1], dfmt, samples, dops, has_stencil(dfmt))
        sub.pDepthStencilAttachment = _refs(n - 1, 1, ImageLayout.DEPTH_STENCIL_ATTACHMENT_OPTIMAL, keep)
    info = ffi.new("VkRenderPassCreateInfo*")
    info.sType = const("VK_STRUCTURE_TYPE_RENDER_PASS_CREATE_INFO")
    info.attachmentCount = n
    info.pAttachments = attachments if n else ffi.NULL
    info.subpassCount = 1
    info.pSubpasses = sub
    deps = _external_dependencies(ops.final, dops.final if dfmt is not None else None, bool(ins))
    info.dependencyCount = 2
    info.pDependencies = deps
    out = ffi.new("VkRenderPass*")
    ctx, dev = split_device(device)
    raise_for_result(lib.vkCreateRenderPass(dev, info, ffi.NULL, out), "vkCreateRenderPass", ctx)
    return out[0]
