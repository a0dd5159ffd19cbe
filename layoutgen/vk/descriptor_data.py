"""The descriptors a :class:`~.descriptor_buffer.DescriptorBuffer` asks of vkGetDescriptorEXT
(:func:`get_info`: a VkDescriptorGetInfoEXT per checked value), and what it is given where a
descriptor set takes a view or a handle: texel buffers by address, range and format
(VkDescriptorAddressInfoEXT, there is no VkBufferView), acceleration structures by device address.

=================================  ====================================================
uniform / storage texel buffer     ``(buffer, format)`` (the whole buffer) or
                                   ``(buffer, offset, range, format)``
acceleration structure             a ``VkAccelerationStructureKHR`` (its device address is asked)
=================================  ====================================================

A texel buffer is checked as a buffer view would be when it is made: the format names a
VkFormat whose buffer features hold the binding's kind (UNIFORM_TEXEL_BUFFER or
STORAGE_TEXEL_BUFFER), the buffer (a :class:`~.resources.Buffer` or an object with ``handle``,
``size`` and ``usage``; a raw VkBuffer needs an explicit range) was made with that texel usage
and SHADER_DEVICE_ADDRESS, the offset is a multiple of minTexelBufferOffsetAlignment, the range
stays in the buffer, is a whole number of texels and holds at most maxTexelBufferElements of
them.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from ..errors import ClosedError, LayoutError, integral
from ..reflect.vkenums import DescriptorType as DT
from ..vkxml.vkenums import Format
from .binding import Handle, const, device_function, ffi, lib
from .context import DeviceContext
from .images import format_features, format_of, texel
from .writes import WHOLE_SIZE, Bulk, Info, Resource, Slot, describe

__all__ = ["acceleration_address", "buffer_usages", "device_address", "get_info", "handle_of", "infos_of",
           "texel_check"]

_BUFFER = ffi.typeof("VkBuffer")
_VIEW = ffi.typeof("VkBufferView")
#: Texel buffer descriptor type -> the short name of its usage and format feature.
_TEXEL = {DT.UNIFORM_TEXEL_BUFFER: "UNIFORM_TEXEL_BUFFER", DT.STORAGE_TEXEL_BUFFER: "STORAGE_TEXEL_BUFFER"}
_SHAPE = "(buffer, format) or (buffer, offset, range, format)"
#: Descriptor type -> the member of VkDescriptorDataEXT a descriptor of it is given by.
_DATA = {DT.SAMPLER: "pSampler", DT.COMBINED_IMAGE_SAMPLER: "pCombinedImageSampler",
         DT.SAMPLED_IMAGE: "pSampledImage", DT.STORAGE_IMAGE: "pStorageImage",
         DT.INPUT_ATTACHMENT: "pInputAttachmentImage", DT.UNIFORM_BUFFER: "pUniformBuffer",
         DT.STORAGE_BUFFER: "pStorageBuffer", DT.UNIFORM_TEXEL_BUFFER: "pUniformTexelBuffer",
         DT.STORAGE_TEXEL_BUFFER: "pStorageTexelBuffer"}


def texel_check(ctx: DeviceContext, slot: Slot) -> Callable[[Resource], Info]:
    """The check of one element's value of a texel-buffer binding written into a descriptor
    buffer: the value -> (VkBuffer, offset, range, VkFormat as an int)."""
    kind = _TEXEL[slot.type]
    usage_bit = const(f"VK_BUFFER_USAGE_{kind}_BIT")
    feature_bit = const(f"VK_FORMAT_FEATURE_{kind}_BIT")
    address_bit = const("VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT")
    align = max(ctx.limits.get("minTexelBufferOffsetAlignment", 1), 1)
    most = ctx.limits.get("maxTexelBufferElements")

    def check(value: Resource) -> Info:
        given = handle_of(value)
        if isinstance(given, ffi.CData) and ffi.typeof(given) is _VIEW:
            raise LayoutError(f"{slot.where}: a descriptor buffer holds a texel buffer by address, range and format, "
                              f"not as a VkBufferView: give {_SHAPE}")
        if not isinstance(value, tuple) or len(value) not in (2, 4):
            raise LayoutError(f"{slot.where} expects {_SHAPE}, got {describe(value)}")
        buf, offset, rng, fmt = value if len(value) == 4 else (value[0], 0, None, value[1])
        handle = buf if isinstance(buf, ffi.CData) else getattr(buf, "handle", None)
        if not isinstance(handle, ffi.CData) or ffi.typeof(handle) is not _BUFFER or handle == ffi.NULL:
            raise LayoutError(f"{slot.where} expects {_SHAPE} with a VkBuffer, got {describe(value)}")
        size = getattr(buf, "size", None) if buf is not handle else None
        form = _format(slot, fmt, feature_bit, kind, ctx)
        start = _number(slot, offset, "offset", 0)
        if start % align:
            raise LayoutError(f"{slot.where}: offset {start} is not a multiple of minTexelBufferOffsetAlignment "
                              f"({align})")
        if rng is not None:
            length = _number(slot, rng, "range", 1)
        elif size is not None:
            length = int(size) - start
        else:
            raise LayoutError(f"{slot.where}: a raw VkBuffer's size is unknown: give (buffer, offset, range, format), "
                              "or an object with handle and size (layoutgen.vk.Buffer)")
        if size is not None and (start >= size or start + length > size):
            raise LayoutError(f"{slot.where}: offset {start} and range {length} go past the buffer's {size} bytes")
        _texels(slot, form, length, most)
        usage = getattr(buf, "usage", None)
        if isinstance(usage, int) and not isinstance(usage, bool):
            needed = ((usage_bit, kind, kind.lower().removesuffix("_buffer")),
                      (address_bit, "SHADER_DEVICE_ADDRESS", "device_address"))
            for bit, name, short in needed:
                if not usage & bit:
                    raise LayoutError(f"{slot.where}: the buffer was made without {name} usage, which a descriptor "
                                      f"buffer's {slot.type.name} needs: make it with usage=[..., {short!r}]")
        return (handle, start, length, int(form))

    return check


def _format(slot: Slot, value: object, bit: int, kind: str, ctx: DeviceContext) -> Format:
    try:
        form = format_of(value)  # type: ignore[arg-type]  # anything else is refused there
    except LayoutError as exc:
        raise LayoutError(f"{slot.where}: {exc}") from None
    if not format_features(ctx.physical_device, form)[0] & bit:
        raise LayoutError(f"{slot.where}: {ctx.device_name} does not support {form.name} for a {kind} (its buffer "
                          f"features lack {kind}): give another format")
    return form


def _number(slot: Slot, value: object, what: str, least: int) -> int:
    number = integral(value)
    if number is None or number < least:
        raise LayoutError(f"{slot.where}: the {what} must be an integer of at least {least}, got {describe(value)}")
    return number


def _texels(slot: Slot, form: Format, length: int, most: int | None) -> None:
    """The range is a whole number of texels of ``form`` (where its texel size is known), at
    most maxTexelBufferElements of them."""
    shape = texel(form)
    if shape is None:
        return
    width = int(shape[0][1:]) * shape[1]
    if length % width:
        raise LayoutError(f"{slot.where}: range {length} is not a whole number of {form.name} texels ({width} bytes "
                          "each)")
    if most is not None and length // width > most:
        raise LayoutError(f"{slot.where}: range {length} holds {length // width} texels, more than "
                          f"maxTexelBufferElements ({most})")


def acceleration_address(ctx: DeviceContext, structure: Handle) -> int:
    """vkGetAccelerationStructureDeviceAddressKHR of a VkAccelerationStructureKHR: what a
    descriptor buffer holds it by."""
    if ctx.device is None:
        raise ClosedError("this DeviceContext")
    get = device_function(ctx.device, ("vkGetAccelerationStructureDeviceAddressKHR",),
                          "PFN_vkGetAccelerationStructureDeviceAddressKHR", f"enable the accelerationStructure "
                          f"feature on {ctx.device_name} (DeviceContext(features=for_layout(desc)) does for a layout "
                          "with an acceleration structure)")
    info = ffi.new("VkAccelerationStructureDeviceAddressInfoKHR*")
    info.sType = const("VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_DEVICE_ADDRESS_INFO_KHR")
    info.accelerationStructure = structure
    return int(get(ctx.device, info))


def device_address(device: Handle, buffer: Handle) -> int:
    """vkGetBufferDeviceAddress of a VkBuffer (made with SHADER_DEVICE_ADDRESS usage, its memory
    allocated with the DEVICE_ADDRESS flag: ``Buffer(..., usage=[..., "device_address"])``)."""
    info = ffi.new("VkBufferDeviceAddressInfo*")
    info.sType = const("VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO")
    info.buffer = buffer
    return int(lib.vkGetBufferDeviceAddress(device, info))


def get_info(ctx: DeviceContext, slot: Slot, index: int, info: Info, usages: dict[int, int]
             ) -> tuple[Handle, list[Handle]]:
    """VkDescriptorGetInfoEXT for one element's checked value of ``slot`` (element ``index``),
    and what it points to (alive as long as it is needed). ``usages``: :func:`buffer_usages`."""
    get = ffi.new("VkDescriptorGetInfoEXT*")
    get.sType = const("VK_STRUCTURE_TYPE_DESCRIPTOR_GET_INFO_EXT")
    get.type = int(slot.type)
    keep: list[Handle] = [get]
    if slot.kind == "acceleration":
        get.data.accelerationStructure = acceleration_address(ctx, info)
        return get, keep
    if slot.kind == "texel":
        handle, offset, rng, form = info
        data = ffi.new("VkDescriptorAddressInfoEXT*")
        data.sType = const("VK_STRUCTURE_TYPE_DESCRIPTOR_ADDRESS_INFO_EXT")
        data.address = device_address(ctx.device, handle) + offset
        data.range, data.format = rng, form
    elif slot.kind == "buffer":
        handle, offset, rng, size = info
        address = _buffer_address(ctx, slot, handle, usages)
        if rng == WHOLE_SIZE:
            if size is None:
                raise LayoutError(f"{slot.where}: a descriptor buffer gives a buffer by address and range, and a "
                                  "raw VkBuffer's size is unknown: give (buffer, offset, range), or an object "
                                  "with handle and size (layoutgen.vk.Buffer)")
            rng = size - offset
        data = ffi.new("VkDescriptorAddressInfoEXT*")
        data.sType = const("VK_STRUCTURE_TYPE_DESCRIPTOR_ADDRESS_INFO_EXT")
        data.address, data.range = address + offset, rng
    elif slot.type == DT.SAMPLER:
        data = ffi.new("VkSampler*", info[0])
    else:
        sampler, view, layout = info
        if slot.type == DT.COMBINED_IMAGE_SAMPLER and slot.binding.immutable_samplers:
            sampler = handle_of(slot.binding.immutable_samplers[index])
        data = ffi.new("VkDescriptorImageInfo*")
        data.sampler, data.imageView, data.imageLayout = sampler, view, layout
    setattr(get.data, _DATA[slot.type], data)
    keep.append(data)
    return get, keep


def _buffer_address(ctx: DeviceContext, slot: Slot, handle: Handle, usages: dict[int, int]) -> int:
    usage = usages.get(_key(handle))
    bit = const("VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT")
    if usage is not None and not usage & bit:
        raise LayoutError(f"{slot.where}: a descriptor buffer gives a buffer by its device address, and this "
                          "buffer was made without SHADER_DEVICE_ADDRESS usage: make it with "
                          "usage=[..., 'device_address']")
    return device_address(ctx.device, handle)


def infos_of(infos: list[Info] | Bulk) -> list[Info]:
    """The checked values of a binding's elements (a Bulk's read back from its structs)."""
    if not isinstance(infos, Bulk):
        return infos
    if infos.structs is infos.handles:
        return [infos.handles[i] for i in range(infos.n)]
    kind = ffi.typeof(infos.structs).item.cname
    if kind == "VkDescriptorBufferInfo":
        return [(s.buffer, s.offset, s.range, None) for s in (infos.structs[i] for i in range(infos.n))]
    return [(s.sampler, s.imageView, s.imageLayout) for s in (infos.structs[i] for i in range(infos.n))]


def _key(handle: Handle) -> int:
    """A handle as an int (a dict key)."""
    return int(ffi.cast("uintptr_t", handle))


def handle_of(value: Resource) -> Handle:
    """The handle of an object with one (a Sampler's VkSampler), or the value itself."""
    return getattr(value, "handle", value)


def buffer_usages(values: Iterable[Resource]) -> dict[int, int]:
    """{VkBuffer as an int: its usage} of the buffer objects among written values (those
    with ``handle`` and ``usage``, alone, first in a tuple, in a list or a mapping)."""
    out: dict[int, int] = {}
    for v in values:
        items = list(v.values()) if isinstance(v, Mapping) else v if isinstance(v, list) else [v]
        for item in items:
            first = item[0] if isinstance(item, tuple) and item else item
            usage = getattr(first, "usage", None)
            handle = getattr(first, "handle", None) if isinstance(usage, int) else None
            if isinstance(handle, ffi.CData) and ffi.typeof(handle).cname == "struct VkBuffer_T *":
                out[_key(handle)] = usage  # type: ignore[assignment]
    return out
