"""Dynamic rendering (Vulkan 1.3, or VK_KHR_dynamic_rendering) into Images, as a context manager.

    with rendering(cmd, colors=[target], depth=depth_image, clear_color=(0, 0, 0, 1)):
        pipe.bind(cmd)
        lib.vkCmdDraw(cmd, 3, 1, 0, 0)

The device needs the ``dynamicRendering`` feature: ``DeviceContext(features=["dynamicRendering"])``
(a device without it refuses that context, naming the feature). A pipeline drawn inside is made
for dynamic rendering (VkPipelineRenderingCreateInfo, no render pass).
"""
from __future__ import annotations

import numbers
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Union

from ..errors import LayoutError, VulkanError, integral, is_boolean
from ..vkxml.vkstate import AttachmentLoadOp, AttachmentStoreOp, ImageLayout
from .binding import Handle, const, device_function, ffi, is_handle, lib
from .renderpass import check_attachments
from .context import DeviceContext
from .options import option
from .resources import Image

__all__ = ["rendering"]

#: An attachment: an Image, or a raw VkImageView (already in the attachment layout).
Attachment = Union[Image, Handle]
_COLOR, _DEPTH = ImageLayout.COLOR_ATTACHMENT_OPTIMAL, ImageLayout.DEPTH_STENCIL_ATTACHMENT_OPTIMAL


def _check(a: Attachment, layout: ImageLayout) -> Attachment:
    """``a`` as an attachment used in ``layout``: an open Image whose usage allows it, or a
    VkImageView."""
    if isinstance(a, Image):
        a.view  # noqa: B018 - a ClosedError for a closed Image
        a.require_usage(layout)
        return a
    if is_handle(a, "VkImageView"):
        return a
    raise LayoutError(f"rendering() takes Images or VkImageViews as attachments, not {type(a).__name__}")


def _area(images: Sequence[Image], extent: tuple[int, int] | None) -> tuple[int, int]:
    sizes = {i.extent for i in images}
    if extent is None:
        if not sizes:
            raise LayoutError("rendering() with raw image views alone needs extent=(width, height)")
        if len(sizes) > 1:
            raise LayoutError(f"rendering()'s attachments differ in size ({', '.join(map(str, sorted(sizes)))}): "
                              "give extent= no larger than the smallest")
        return sizes.pop()
    if not (isinstance(extent, (tuple, list)) and len(extent) == 2
            and all(0 < (integral(n) or 0) <= 0xFFFFFFFF for n in extent)):
        raise LayoutError(f"extent is (width, height), two positive integers, not {extent!r}")
    w, h = (int(n) for n in extent)
    if any(w > iw or h > ih for iw, ih in sizes):
        raise LayoutError(f"extent {extent} is larger than an attachment ({', '.join(map(str, sorted(sizes)))})")
    return w, h


def _calls(ctx: DeviceContext | None) -> tuple[Handle, Handle]:
    """vkCmdBeginRendering and vkCmdEndRendering (the KHR pair where the context enabled the
    extension); a VulkanError where the context has no dynamicRendering."""
    if ctx is None:
        return lib.vkCmdBeginRendering, lib.vkCmdEndRendering
    if "dynamicRendering" not in ctx.features.features:
        raise VulkanError("rendering() needs the dynamicRendering feature, which this DeviceContext did not enable: "
                          "make it with DeviceContext(features=['dynamicRendering'])")
    if "VK_KHR_dynamic_rendering" not in ctx.features.extensions:
        return lib.vkCmdBeginRendering, lib.vkCmdEndRendering
    needs = "enable VK_KHR_dynamic_rendering (DeviceContext(features=['dynamicRendering']))"
    return (device_function(ctx.device, ("vkCmdBeginRenderingKHR",), "PFN_vkCmdBeginRenderingKHR", needs),
            device_function(ctx.device, ("vkCmdEndRenderingKHR",), "PFN_vkCmdEndRenderingKHR", needs))


def _fill(info: Handle, a: Attachment, layout: ImageLayout, load: int, store: int) -> None:
    info.sType = const("VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO")
    info.imageView = a.view if isinstance(a, Image) else a
    info.imageLayout = int(layout)
    info.loadOp, info.storeOp = load, store


def _whole(value: object) -> int | None:
    """An integer clear value: an int (numpy's too) or a float (numpy's too) that is a whole
    number (the default clear color's 1.0); None otherwise."""
    number = integral(value)
    if number is None and _real(value):
        whole = float(value)  # type: ignore[arg-type]  # a real number
        if whole.is_integer():
            return int(whole)
    return number


def _real(value: object) -> bool:
    """Whether ``value`` is a real number (numpy's too), not a bool."""
    return isinstance(value, numbers.Real) and not is_boolean(value)


def _clear_color(info: Handle, a: Attachment, color: Sequence[float]) -> None:
    name = a.format.name if isinstance(a, Image) else ""
    field = "uint32" if name.endswith("_UINT") else "int32" if name.endswith("_SINT") else "float32"
    low, high = (0, 0xFFFFFFFF) if field == "uint32" else (-2 ** 31, 2 ** 31 - 1) if field == "int32" else (None, None)
    given = list(color) if isinstance(color, Iterable) and not isinstance(color, (str, bytes)) else []
    values = [(_whole(v) if low is not None else v) for v in given]
    if (len(values) != 4 or any(n is None or is_boolean(n) for n in values)
            or (low is not None and any(not low <= n <= high for n in values))  # type: ignore[operator]
            or (low is None and not all(_real(n) for n in values))):
        kind = (f"four integers in {low}..{high} for {name}" if low is not None else "four numbers")
        raise LayoutError(f"clear_color is (r, g, b, a), {kind}, not {color!r}")
    out = getattr(info.clearValue.color, field)
    for i, v in enumerate(values):
        out[i] = v if field != "float32" else float(v)  # type: ignore[arg-type]


@contextmanager
def rendering(cmd: Handle, colors: Sequence[Attachment] | Attachment = (), depth: Attachment | None = None, *,
              clear_color: Sequence[float] = (0.0, 0.0, 0.0, 1.0), clear_depth: float = 1.0,
              load: AttachmentLoadOp | int | str = "clear", store: AttachmentStoreOp | int | str = "store", extent: tuple[int, int] | None = None) -> Iterator[tuple[int, int]]:
    """Record vkCmdBeginRendering into ``cmd`` for ``colors`` (locations 0, 1, ...) and
    ``depth``, yield the render area's (width, height), and record vkCmdEndRendering.

    Images are transitioned to COLOR_ATTACHMENT_OPTIMAL (depth: DEPTH_STENCIL_ATTACHMENT_OPTIMAL)
    with a barrier after their earlier uses, and stay in that layout, tracked, afterwards:
    ``image.read()`` and ``image.transition(cmd, "shader_read_only_optimal")`` barrier from it.
    Raw VkImageViews are taken as they are: they must be in that layout already, their
    barriers are the caller's, and without an Image among the attachments ``extent=`` is
    needed. The viewport and scissor are set to the render area (``extent``, or the
    attachments' common size). ``load`` (an AttachmentLoadOp or its name: "clear", "load",
    "dont_care") and ``store`` (an AttachmentStoreOp: "store", "dont_care") apply to every
    attachment; ``clear_color`` (integer values for
    UINT and SINT formats) and ``clear_depth`` to those cleared."""
    listed = list(colors) if isinstance(colors, (list, tuple)) else [colors]
    attachments = [_check(a, ImageLayout.COLOR_ATTACHMENT_OPTIMAL) for a in listed]
    depth_attachment = None if depth is None else _check(depth, ImageLayout.DEPTH_STENCIL_ATTACHMENT_OPTIMAL)
    images = [a for a in (*attachments, depth_attachment) if isinstance(a, Image)]
    if images:
        check_attachments(images[0]._ctx, len(attachments))
    begin, end = _calls(images[0]._ctx if images else None)
    width, height = _area(images, extent)
    load_op, store_op = int(option(AttachmentLoadOp, load, "load")), int(option(AttachmentStoreOp, store, "store"))
    infos = ffi.new("VkRenderingAttachmentInfo[]", max(len(attachments), 1))
    for info, a in zip(infos, attachments):
        _fill(info, a, _COLOR, load_op, store_op)
        _clear_color(info, a, clear_color)
    depth_info = ffi.new("VkRenderingAttachmentInfo*")
    if depth_attachment is not None:
        _fill(depth_info, depth_attachment, _DEPTH, load_op, store_op)
        if not (_real(clear_depth) and 0.0 <= clear_depth <= 1.0):
            raise LayoutError(f"clear_depth is a depth in 0.0..1.0, not {clear_depth!r}")
        depth_info.clearValue.depthStencil.depth = float(clear_depth)
    info = ffi.new("VkRenderingInfo*")
    info.sType = const("VK_STRUCTURE_TYPE_RENDERING_INFO")
    info.renderArea.extent.width, info.renderArea.extent.height = width, height
    info.layerCount = 1
    info.colorAttachmentCount, info.pColorAttachments = len(attachments), infos if attachments else ffi.NULL
    info.pDepthAttachment = depth_info if depth_attachment is not None else ffi.NULL
    for a in attachments:
        if isinstance(a, Image):
            a.transition(cmd, _COLOR)
    if isinstance(depth_attachment, Image):
        depth_attachment.transition(cmd, _DEPTH)
    begin(cmd, info)
    _viewport(cmd, width, height)
    yield width, height
    end(cmd)


def _viewport(cmd: Handle, width: int, height: int) -> None:
    viewport = ffi.new("VkViewport*")
    viewport.width, viewport.height, viewport.maxDepth = float(width), float(height), 1.0
    lib.vkCmdSetViewport(cmd, 0, 1, viewport)
    scissor = ffi.new("VkRect2D*")
    scissor.extent.width, scissor.extent.height = width, height
    lib.vkCmdSetScissor(cmd, 0, 1, scissor)
