"""Descriptor writes: each resource checked against its binding, then ``VkWriteDescriptorSet``.

What each descriptor type takes (a handle may also be any object with a ``handle``
attribute; a buffer object's ``size`` attribute, where it has one, is checked too):

=================================  ====================================================
uniform / storage buffer           ``buffer`` (whole) or ``(buffer, offset, range)``
dynamic uniform / storage buffer   ``(buffer, offset, range)``: the range each dynamic offset moves
combined image sampler             ``(view, sampler)`` or ``(view, sampler, image_layout)``;
                                   with immutable samplers ``view`` or ``(view, None, layout)``
sampled image, input attachment    ``view`` or ``(view, image_layout)`` (SHADER_READ_ONLY_OPTIMAL)
storage image                      ``view`` or ``(view, image_layout)`` (GENERAL)
sampler                            ``sampler`` (none where the samplers are immutable)
uniform / storage texel buffer     a ``VkBufferView``
acceleration structure             a ``VkAccelerationStructureKHR``
inline uniform block               bytes, or a numpy array (its bytes), from byte 0
=================================  ====================================================

An array binding takes a list (elements from 0) or ``{index: resource}``. Every check runs
before any Vulkan call; a failure is a LayoutError naming the binding, what it expects and
what it got.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias, Union

from ..errors import LayoutError
from ..layout.model import LayoutBinding
from ..reflect.vkenums import DescriptorType as DT
from .binding import Handle, const, ffi

if TYPE_CHECKING:
    import numpy as np

#: One descriptor's value, as the table above says: a handle (or an object with a ``handle``
#: attribute), a tuple of a handle and its offset, range, sampler or image layout, bytes or a
#: numpy array (an inline uniform block); for an array binding a list of those or
#: ``{index: value}``.
Resource: TypeAlias = Union[Handle, tuple[Handle, ...], list[Handle], Mapping[int, Handle], bytes, "np.ndarray"]
#: A binding as the shader names it (``"frame"``, ``"0.1"``) or by ``(set, binding)``.
BindingName: TypeAlias = Union[str, tuple[int, int]]
#: Resources by binding name, as ``DescriptorSet.write()`` and ``push_descriptors()`` take them.
Resources: TypeAlias = Union[Mapping[str, Resource], Mapping[BindingName, Resource]]

WHOLE_SIZE = 0xFFFFFFFFFFFFFFFF  # VK_WHOLE_SIZE, which the binding spells -1
DYNAMIC = frozenset({DT.UNIFORM_BUFFER_DYNAMIC, DT.STORAGE_BUFFER_DYNAMIC})
_BUFFER_CLASS = {DT.UNIFORM_BUFFER: "Uniform", DT.UNIFORM_BUFFER_DYNAMIC: "Uniform",
                 DT.STORAGE_BUFFER: "Storage", DT.STORAGE_BUFFER_DYNAMIC: "Storage"}
_READ_LAYOUTS = ("SHADER_READ_ONLY_OPTIMAL", "GENERAL", "DEPTH_STENCIL_READ_ONLY_OPTIMAL",
                 "DEPTH_READ_ONLY_STENCIL_ATTACHMENT_OPTIMAL", "DEPTH_ATTACHMENT_STENCIL_READ_ONLY_OPTIMAL",
                 "DEPTH_READ_ONLY_OPTIMAL", "STENCIL_READ_ONLY_OPTIMAL", "READ_ONLY_OPTIMAL", "SHARED_PRESENT_KHR")
#: Image descriptor type -> (default image layout, the layouts it may be written with).
_IMAGE_LAYOUTS = {DT.COMBINED_IMAGE_SAMPLER: ("SHADER_READ_ONLY_OPTIMAL", _READ_LAYOUTS),
                  DT.SAMPLED_IMAGE: ("SHADER_READ_ONLY_OPTIMAL", _READ_LAYOUTS),
                  DT.INPUT_ATTACHMENT: ("SHADER_READ_ONLY_OPTIMAL", _READ_LAYOUTS),
                  DT.STORAGE_IMAGE: ("GENERAL", ("GENERAL", "SHARED_PRESENT_KHR"))}


@dataclass(frozen=True, slots=True)
class Target:
    """Where a write goes: the binding, its set, how many elements it has now, the limits."""

    set: int
    binding: LayoutBinding
    count: int
    limits: Mapping[str, int]

    @property
    def where(self) -> str:
        names = f" ({', '.join(self.binding.names)})" if self.binding.names else ""
        return f"set {self.set} binding {self.binding.binding}{names}, {self.binding.descriptor_type.name}"


@dataclass(frozen=True, slots=True)
class Descriptor:
    """One checked descriptor, ready for a write struct."""

    handle: Handle = None
    sampler: Handle = None
    offset: int = 0
    range: int | None = None  # None: VK_WHOLE_SIZE
    size: int | None = None  # the buffer's size, where known
    layout: int = 0
    data: bytes = b""


def describe(value: object) -> str:
    """What a value is, for messages: 'a VkSampler', 'an int (5)', 'a tuple of 2'."""
    h = getattr(value, "handle", value)
    if isinstance(h, ffi.CData):
        cname = ffi.typeof(h).cname
        kind = cname.removeprefix("struct ").removesuffix("_T *") if cname.endswith("_T *") else cname
        return f"a {kind}" + (f" (in a {type(value).__name__})" if h is not value else "")
    if isinstance(value, tuple):
        return f"a tuple of {len(value)} ({', '.join(describe(v) for v in value)})"
    if value is None:
        return "None"
    text = repr(value)
    return f"a {type(value).__name__}" + (f" ({text})" if len(text) <= 40 else "")


def _handle(value: Resource, kind: str, t: Target, expects: str) -> Handle:
    h = getattr(value, "handle", value)
    if isinstance(h, ffi.CData) and ffi.typeof(h).cname == f"struct {kind}_T *" and h != ffi.NULL:
        return h
    raise LayoutError(f"{t.where} expects {expects}, got {describe(value)}")


def _int(value: object, what: str, t: Target, least: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise LayoutError(f"{t.where}: the {what} must be an integer of at least {least}, got {describe(value)}")
    return value


def _buffer(value: Resource, t: Target) -> Descriptor:
    dynamic = t.binding.descriptor_type in DYNAMIC
    shape = "(buffer, offset, range)" if dynamic else "a VkBuffer or (buffer, offset, range)"
    if isinstance(value, tuple) and len(value) != 3 or dynamic and not isinstance(value, tuple):
        raise LayoutError(f"{t.where} expects {shape}, got {describe(value)}")
    buf, offset, rng = value if isinstance(value, tuple) else (value, 0, None)
    handle = _handle(buf, "VkBuffer", t, shape)
    size = getattr(buf, "size", None) if buf is not handle else None
    offset = _int(offset, "offset", t)
    rng = None if rng is None else _int(rng, "range", t, 1)
    cls = _BUFFER_CLASS[t.binding.descriptor_type]
    align = t.limits.get(f"min{cls}BufferOffsetAlignment")
    if align and offset % align:
        raise LayoutError(f"{t.where}: offset {offset} is not a multiple of min{cls}BufferOffsetAlignment ({align})")
    if size is not None and (offset >= size or offset + (rng or 0) > size):
        raise LayoutError(f"{t.where}: offset {offset} and range {rng or 'whole'} go past the buffer's {size} bytes")
    effective = rng if rng is not None else (size - offset if size is not None else None)
    limit = t.limits.get(f"max{cls}BufferRange")
    if effective is not None and limit and effective > limit:
        raise LayoutError(f"{t.where}: range {effective} exceeds max{cls}BufferRange ({limit})")
    if effective is not None and effective < t.binding.block_size:
        raise LayoutError(f"{t.where}: range {effective} is smaller than the {t.binding.block_size} bytes of the "
                          "block the shader reads")
    return Descriptor(handle, offset=offset, range=rng, size=size)


def image_layout(value: int | str | None, t: Target) -> int:
    default, allowed = _IMAGE_LAYOUTS[t.binding.descriptor_type]
    if value is None:
        return const(f"VK_IMAGE_LAYOUT_{default}")
    codes = {const(f"VK_IMAGE_LAYOUT_{n}"): n for n in allowed}
    if isinstance(value, str):
        name = value.removeprefix("VK_IMAGE_LAYOUT_")
        value = const(f"VK_IMAGE_LAYOUT_{name}") if name in allowed else value
    if isinstance(value, bool) or value not in codes:
        raise LayoutError(f"{t.where} expects an image layout among {', '.join(allowed)}, got {describe(value)}")
    return int(value)


def _image(value: Resource, t: Target) -> Descriptor:
    combined = t.binding.descriptor_type == DT.COMBINED_IMAGE_SAMPLER
    immutable = bool(t.binding.immutable_samplers)
    if combined:
        shape = "an image view (its samplers are immutable)" if immutable else "(image_view, sampler[, layout])"
        parts = value if isinstance(value, tuple) else (value,) if immutable else None
        if parts is None or not (1 if immutable else 2) <= len(parts) <= 3:
            raise LayoutError(f"{t.where} expects {shape}, got {describe(value)}")
        view, sampler, layout = (*parts, None, None)[:3]
        if immutable and sampler is not None:
            raise LayoutError(f"{t.where}: its samplers are immutable (merge(immutable_samplers=...)); give the "
                              f"image view alone, got {describe(value)}")
        sampler = None if immutable else _handle(sampler, "VkSampler", t, shape + " with a VkSampler")
    else:
        shape = "an image view or (image_view, layout)"
        parts = value if isinstance(value, tuple) else (value,)
        if len(parts) > 2:
            raise LayoutError(f"{t.where} expects {shape}, got {describe(value)}")
        view, layout, sampler = (*parts, None)[:2] + (None,)
    return Descriptor(_handle(view, "VkImageView", t, shape), sampler, layout=image_layout(layout, t))


def _sampler(value: Resource, t: Target) -> Descriptor:
    if t.binding.immutable_samplers:
        raise LayoutError(f"{t.where}: its samplers are immutable (merge(immutable_samplers=...)): nothing to write")
    return Descriptor(sampler=_handle(value, "VkSampler", t, "a VkSampler"))


def _texel(value: Resource, t: Target) -> Descriptor:
    return Descriptor(_handle(value, "VkBufferView", t, "a VkBufferView"))


def _acceleration(value: Resource, t: Target) -> Descriptor:
    return Descriptor(_handle(value, "VkAccelerationStructureKHR", t, "a VkAccelerationStructureKHR"))


def _inline(value: Resource, t: Target) -> Descriptor:
    raw = value.tobytes() if hasattr(value, "tobytes") else value
    if not isinstance(raw, (bytes, bytearray, memoryview)):
        raise LayoutError(f"{t.where} expects bytes or a numpy array, got {describe(value)}")
    raw = bytes(raw)
    if not raw or len(raw) % 4 or len(raw) > t.count:
        raise LayoutError(f"{t.where} holds {t.count} bytes; it takes a multiple of 4 bytes up to that, got "
                          f"{len(raw)} bytes")
    return Descriptor(data=raw)


#: Descriptor type -> (what checks a resource, which write member it fills).
KINDS = {
    DT.UNIFORM_BUFFER: (_buffer, "buffer"), DT.STORAGE_BUFFER: (_buffer, "buffer"),
    DT.UNIFORM_BUFFER_DYNAMIC: (_buffer, "buffer"), DT.STORAGE_BUFFER_DYNAMIC: (_buffer, "buffer"),
    DT.COMBINED_IMAGE_SAMPLER: (_image, "image"), DT.SAMPLED_IMAGE: (_image, "image"),
    DT.STORAGE_IMAGE: (_image, "image"), DT.INPUT_ATTACHMENT: (_image, "image"), DT.SAMPLER: (_sampler, "image"),
    DT.UNIFORM_TEXEL_BUFFER: (_texel, "texel"), DT.STORAGE_TEXEL_BUFFER: (_texel, "texel"),
    DT.ACCELERATION_STRUCTURE_KHR: (_acceleration, "acceleration"), DT.INLINE_UNIFORM_BLOCK: (_inline, "inline"),
}


def elements(value: Resource, t: Target) -> dict[int, Descriptor]:
    """The checked descriptors ``value`` gives, by array element."""
    kind = KINDS.get(t.binding.descriptor_type)
    if kind is None:
        raise LayoutError(f"{t.where}: layoutgen writes no {t.binding.descriptor_type.name} descriptors")
    descriptor_of = kind[0]
    if t.binding.descriptor_type == DT.INLINE_UNIFORM_BLOCK:
        return {0: descriptor_of(value, t)}
    if isinstance(value, Mapping):
        items = list(value.items())
    elif isinstance(value, list):
        items = list(enumerate(value))
    elif t.count == 1:
        items = [(0, value)]
    else:
        raise LayoutError(f"{t.where} is an array of {t.count} descriptors: give a list (from element 0) or "
                          f"{{index: resource}}, got {describe(value)}")
    out = {}
    for index, item in items:
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < t.count:
            raise LayoutError(f"{t.where}: index {index!r} is past its {t.count} descriptor(s)")
        out[index] = descriptor_of(item, t)
    return out


def runs(indices: list[int]) -> list[list[int]]:
    """Consecutive runs of sorted indices: [0, 1, 2, 5] -> [[0, 1, 2], [5]]."""
    out: list[list[int]] = []
    for i in sorted(indices):
        if out and out[-1][-1] == i - 1:
            out[-1].append(i)
        else:
            out.append([i])
    return out


def _fill_buffer(w: Handle, ds: list[Descriptor], keep: list[Handle]) -> None:
    infos = ffi.new("VkDescriptorBufferInfo[]", len(ds))
    for info, d in zip(infos, ds):
        info.buffer, info.offset = d.handle, d.offset
        info.range = WHOLE_SIZE if d.range is None else d.range
    w.pBufferInfo = infos
    keep.append(infos)


def _fill_image(w: Handle, ds: list[Descriptor], keep: list[Handle]) -> None:
    infos = ffi.new("VkDescriptorImageInfo[]", len(ds))
    for info, d in zip(infos, ds):
        info.sampler = d.sampler if d.sampler is not None else ffi.NULL
        info.imageView = d.handle if d.handle is not None else ffi.NULL
        info.imageLayout = d.layout
    w.pImageInfo = infos
    keep.append(infos)


def _fill_texel(w: Handle, ds: list[Descriptor], keep: list[Handle]) -> None:
    views = ffi.new("VkBufferView[]", [d.handle for d in ds])
    w.pTexelBufferView = views
    keep.append(views)


def _fill_acceleration(w: Handle, ds: list[Descriptor], keep: list[Handle]) -> None:
    handles = ffi.new("VkAccelerationStructureKHR[]", [d.handle for d in ds])
    chained = ffi.new("VkWriteDescriptorSetAccelerationStructureKHR*")
    chained.sType = const("VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET_ACCELERATION_STRUCTURE_KHR")
    chained.accelerationStructureCount = len(ds)
    chained.pAccelerationStructures = handles
    w.pNext = chained
    keep += [handles, chained]


def _fill_inline(w: Handle, ds: list[Descriptor], keep: list[Handle]) -> None:
    data = ffi.new("char[]", ds[0].data)
    chained = ffi.new("VkWriteDescriptorSetInlineUniformBlock*")
    chained.sType = const("VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET_INLINE_UNIFORM_BLOCK")
    chained.dataSize = len(ds[0].data)
    chained.pData = data
    w.pNext = chained
    w.descriptorCount = len(ds[0].data)  # an inline uniform block counts bytes
    keep += [data, chained]


_FILL = {"buffer": _fill_buffer, "image": _fill_image, "texel": _fill_texel, "acceleration": _fill_acceleration,
         "inline": _fill_inline}


def write_structs(dst_set: Handle, entries: list[tuple[Target, dict[int, Descriptor]]], keep: list[Handle]
                  ) -> tuple[Handle, int]:
    """A ``VkWriteDescriptorSet`` array, one per run of consecutive elements of a binding;
    ``keep`` receives every struct the array points to."""
    pieces = [(t, descs, run) for t, descs in entries for run in runs(list(descs))]
    writes = ffi.new("VkWriteDescriptorSet[]", max(len(pieces), 1))
    keep.append(writes)
    for w, (t, descs, run) in zip(writes, pieces):
        w.sType = const("VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET")
        w.dstSet = dst_set if dst_set is not None else ffi.NULL
        w.dstBinding = t.binding.binding
        w.dstArrayElement = run[0]
        w.descriptorCount = len(run)
        w.descriptorType = int(t.binding.descriptor_type)
        _FILL[KINDS[t.binding.descriptor_type][1]](w, [descs[i] for i in run], keep)
    return writes, len(pieces)
