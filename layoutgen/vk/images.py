"""What an image's format and layout mean: formats and layouts by name, the numpy shape of a
format's texels, its aspects, and the barrier from one layout to another.

A barrier waits for the uses its old layout implies (their writes made available) and makes
them visible to the uses its new layout implies (:data:`USES`): a transition needs to know
nothing but the two layouts. Shader reads are those of the vertex, fragment and compute
stages (naming the others would need their features).
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..errors import LayoutError, integral
from ..memo import ByIdentity
from ..vkxml.vkenums import Format
from ..vkxml.vkstate import ImageLayout
from .binding import Handle, bits, const, ffi, lib

if TYPE_CHECKING:
    import numpy as np


# -- formats ---------------------------------------------------------------------------------

_CHANNELS = re.compile(r"^((?:[RGBAD]\d+)+)_(UNORM|SNORM|USCALED|SSCALED|UINT|SINT|SFLOAT|SRGB)$")
_SIGNED = {"SFLOAT": "f", "SNORM": "i", "SINT": "i", "SSCALED": "i"}
#: The format from_numpy() infers from a dtype (kind, size): its numeric suffix.
_INFERRED = {("u", 1): "UNORM", ("f", 2): "SFLOAT", ("f", 4): "SFLOAT", ("u", 4): "UINT", ("i", 4): "SINT"}


def format_of(value: Format | int | str) -> Format:
    """The Format ``value`` names: a member, a number, or a name in any case with or without
    ``VK_FORMAT_`` (``"r8g8b8a8_unorm"``); a LayoutError otherwise (UNDEFINED included)."""
    found: Format | None = None
    number = integral(value)
    if number is not None:
        found = Format(number) if number in Format._value2member_map_ else None
    elif isinstance(value, str):
        found = Format.__members__.get(value.upper().removeprefix("VK_FORMAT_"))
    if found is None or found == Format.UNDEFINED:
        raise LayoutError(f"format {value!r} names no VkFormat: give a Format, a name such as 'R8G8B8A8_UNORM' or "
                          "'VK_FORMAT_R8G8B8A8_UNORM', or its number")
    return found


#: Each format's (buffer, optimal-tiling) features, by the physical device asked (its handle
#: object, which a DeviceContext holds for its life): a device's format properties never change.
_FORMAT_FEATURES: ByIdentity[dict[int, tuple[int, int]]] = ByIdentity(16)


def format_features(physical_device: Handle, fmt: Format | int) -> tuple[int, int]:
    """(bufferFeatures, optimalTilingFeatures) of ``fmt`` on ``physical_device`` (its
    VkFormatProperties), asked of the device once."""
    known = _FORMAT_FEATURES.get(physical_device)
    if known is None:
        known = _FORMAT_FEATURES.put({}, physical_device)
    found = known.get(int(fmt))
    if found is None:
        props = ffi.new("VkFormatProperties*")
        lib.vkGetPhysicalDeviceFormatProperties(physical_device, int(fmt), props)
        found = known[int(fmt)] = (int(props.bufferFeatures), int(props.optimalTilingFeatures))
    return found


def texel(fmt: Format) -> tuple[str, int] | None:
    """(numpy dtype code, channels) of a format of whole 8-, 16-, 32- or 64-bit channels
    (``R8G8B8A8_UNORM`` -> ("u1", 4), ``D32_SFLOAT`` -> ("f4", 1)); None for packed,
    compressed and depth/stencil formats."""
    match = _CHANNELS.match(fmt.name)
    if match is None:
        return None
    widths = {int(w) for w in re.findall(r"\d+", match.group(1))}
    width = widths.pop()
    if widths or width % 8:
        return None
    return f"{_SIGNED.get(match.group(2), 'u')}{width // 8}", len(re.findall(r"[RGBAD]", match.group(1)))


def aspects(fmt: Format) -> tuple[int, int]:
    """(the aspects a barrier names, the aspect of the view and copies) of ``fmt``."""
    name = fmt.name
    depth, stencil = bits("IMAGE_ASPECT", "DEPTH"), bits("IMAGE_ASPECT", "STENCIL")
    if name == "S8_UINT":
        return stencil, stencil
    if name.startswith(("D16", "D24", "D32", "X8_D24")):
        return (depth | stencil if "_S8" in name else depth), depth
    return bits("IMAGE_ASPECT", "COLOR"), bits("IMAGE_ASPECT", "COLOR")


def inferred(array: np.ndarray) -> Format:
    channels = 1 if array.ndim == 2 else array.shape[-1]
    suffix = _INFERRED.get((array.dtype.kind, array.dtype.itemsize))
    if array.ndim not in (2, 3) or suffix is None or channels not in (1, 2, 4):
        hint = " (pad three channels to four: RGBA)" if array.ndim == 3 and channels == 3 else ""
        raise LayoutError(f"cannot infer a format for a {array.dtype} array of shape {array.shape}{hint}: from_numpy() "
                          "infers from height x width [x 1, 2 or 4 channels] of uint8 (UNORM), float16 or float32 "
                          "(SFLOAT), uint32 (UINT) or int32 (SINT); give format=")
    bits = array.dtype.itemsize * 8
    return Format[f"{''.join(f'{c}{bits}' for c in 'RGBA'[:channels])}_{suffix}"]


# -- layouts and barriers ----------------------------------------------------------------------

_L = ImageLayout
#: A barrier's queue family where no ownership moves (the binding's vk module has it right).
_QUEUE_FAMILY_IGNORED = const("VK_QUEUE_FAMILY_IGNORED")
_READS_SHADER = ("VERTEX_SHADER", "FRAGMENT_SHADER", "COMPUTE_SHADER")
#: Image layout -> (the pipeline stages that use an image in it, the reads, the writes).
USES: dict[ImageLayout, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {
    _L.UNDEFINED: (("TOP_OF_PIPE",), (), ()),
    _L.GENERAL: (("ALL_COMMANDS",), ("MEMORY_READ",), ("MEMORY_WRITE",)),
    _L.COLOR_ATTACHMENT_OPTIMAL: (("COLOR_ATTACHMENT_OUTPUT",), ("COLOR_ATTACHMENT_READ",),
                                  ("COLOR_ATTACHMENT_WRITE",)),
    _L.DEPTH_STENCIL_ATTACHMENT_OPTIMAL: (("EARLY_FRAGMENT_TESTS", "LATE_FRAGMENT_TESTS"),
                                          ("DEPTH_STENCIL_ATTACHMENT_READ",), ("DEPTH_STENCIL_ATTACHMENT_WRITE",)),
    _L.DEPTH_STENCIL_READ_ONLY_OPTIMAL: (("EARLY_FRAGMENT_TESTS", "LATE_FRAGMENT_TESTS", *_READS_SHADER),
                                         ("DEPTH_STENCIL_ATTACHMENT_READ", "SHADER_READ"), ()),
    _L.SHADER_READ_ONLY_OPTIMAL: (_READS_SHADER, ("SHADER_READ",), ()),
    _L.TRANSFER_SRC_OPTIMAL: (("TRANSFER",), ("TRANSFER_READ",), ()),
    _L.TRANSFER_DST_OPTIMAL: (("TRANSFER",), (), ("TRANSFER_WRITE",)),
}
#: A layout the table does not know: any command, any access.
_ANY = USES[_L.GENERAL]


def layout_of(value: ImageLayout | int | str) -> ImageLayout:
    """The ImageLayout ``value`` names: a member, a number, or a name in any case with or
    without ``VK_IMAGE_LAYOUT_`` (``"shader_read_only_optimal"``); a LayoutError otherwise."""
    number = integral(value)
    if number is not None and number in ImageLayout._value2member_map_:
        return ImageLayout(number)
    if isinstance(value, str):
        found = ImageLayout.__members__.get(value.upper().removeprefix("VK_IMAGE_LAYOUT_"))
        if found is not None:
            return found
    raise LayoutError(f"image layout {value!r} names no VkImageLayout: give an ImageLayout, a name such as "
                      "'shader_read_only_optimal' or 'VK_IMAGE_LAYOUT_GENERAL', or its number")


def barrier(cmd: Handle, image: Handle, aspect: int, old: ImageLayout, new: ImageLayout) -> None:
    """One image barrier from the uses of ``old`` (their writes made available) to those of ``new``."""
    src_stages, _src_reads, src_writes = USES.get(old, _ANY)
    dst_stages, dst_reads, dst_writes = USES.get(new, _ANY)
    b = ffi.new("VkImageMemoryBarrier*")
    b.sType = const("VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER")
    b.srcAccessMask = bits("ACCESS", *src_writes)
    b.dstAccessMask = bits("ACCESS", *dst_reads, *dst_writes)
    b.oldLayout, b.newLayout = int(old), int(new)
    b.srcQueueFamilyIndex = b.dstQueueFamilyIndex = _QUEUE_FAMILY_IGNORED
    b.image = image
    b.subresourceRange.aspectMask = aspect
    b.subresourceRange.levelCount = b.subresourceRange.layerCount = 1
    lib.vkCmdPipelineBarrier(cmd, bits("PIPELINE_STAGE", *src_stages), bits("PIPELINE_STAGE", *dst_stages), 0,
                             0, ffi.NULL, 0, ffi.NULL, 1, b)


def to_host(cmd: Handle, buffer: Handle, size: int) -> None:
    """The transfer's writes to the first ``size`` bytes of ``buffer`` made visible to host reads."""
    b = ffi.new("VkBufferMemoryBarrier*")
    b.sType = const("VK_STRUCTURE_TYPE_BUFFER_MEMORY_BARRIER")
    b.srcAccessMask, b.dstAccessMask = bits("ACCESS", "TRANSFER_WRITE"), bits("ACCESS", "HOST_READ")
    b.srcQueueFamilyIndex = b.dstQueueFamilyIndex = _QUEUE_FAMILY_IGNORED
    b.buffer, b.offset, b.size = buffer, 0, size
    lib.vkCmdPipelineBarrier(cmd, bits("PIPELINE_STAGE", "TRANSFER"), bits("PIPELINE_STAGE", "HOST"), 0, 0,
                             ffi.NULL, 1, b, 0, ffi.NULL)

