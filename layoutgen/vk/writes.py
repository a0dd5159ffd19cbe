"""Descriptor writes: each resource checked against its binding, then ``VkWriteDescriptorSet``.

What each descriptor type takes (a handle may also be any object with a ``handle``
attribute, and an image view an object with a ``view`` property, such as an ``Image``; a
buffer object's ``size`` attribute, where it has one, is checked too):

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

What a binding takes is worked out once, when its set is made (a :class:`Slot` a binding);
a write then checks each value and fills the structs. A :class:`WriteBatch` is the structs
of one shape of write (which bindings, which elements): a set keeps the batches of its
recent shapes, so a write repeated every frame fills in only the descriptors that changed.
A long list of raw handles is checked and copied in one pass by the binding's cffi.
"""
from __future__ import annotations

from array import array
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeAlias, Union, cast

from ..errors import LayoutError, integral
from ..layout.model import BindingFlag, LayoutBinding
from ..reflect.vkenums import DescriptorType as DT
from .binding import CType, Handle, bits, const, ffi, require_same_device
from .options import BUFFER_USAGES, IMAGE_USAGES

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
#: One element's checked value, in the order of its Vulkan struct's fields: a buffer's
#: (VkBuffer, offset, range (WHOLE_SIZE: to its end), the buffer's size or None); an image's or
#: a sampler's (VkSampler or NULL, VkImageView or NULL, image layout); a texel buffer view's or
#: an acceleration structure's handle; an inline uniform block's bytes.
Info: TypeAlias = Any

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
#: Descriptor type -> the usage (its short name, as Buffer and Image take it) that a Buffer or
#: an Image written to it was made with (VUID-VkWriteDescriptorSet-descriptorType-00330 and its
#: siblings).
_USAGES = {DT.UNIFORM_BUFFER: "uniform", DT.UNIFORM_BUFFER_DYNAMIC: "uniform", DT.STORAGE_BUFFER: "storage",
           DT.STORAGE_BUFFER_DYNAMIC: "storage", DT.SAMPLED_IMAGE: "sampled", DT.COMBINED_IMAGE_SAMPLER: "sampled",
           DT.STORAGE_IMAGE: "storage", DT.INPUT_ATTACHMENT: "input"}
#: Descriptor type -> which struct a write fills: VkDescriptorBufferInfo, VkDescriptorImageInfo,
#: a VkBufferView, a VkAccelerationStructureKHR (chained), inline bytes (chained).
KINDS = {
    DT.UNIFORM_BUFFER: "buffer", DT.STORAGE_BUFFER: "buffer", DT.UNIFORM_BUFFER_DYNAMIC: "buffer",
    DT.STORAGE_BUFFER_DYNAMIC: "buffer", DT.COMBINED_IMAGE_SAMPLER: "image", DT.SAMPLED_IMAGE: "image",
    DT.STORAGE_IMAGE: "image", DT.INPUT_ATTACHMENT: "image", DT.SAMPLER: "image", DT.UNIFORM_TEXEL_BUFFER: "texel",
    DT.STORAGE_TEXEL_BUFFER: "texel", DT.ACCELERATION_STRUCTURE_KHR: "acceleration", DT.INLINE_UNIFORM_BLOCK: "inline",
}

#: Write kind -> the struct (or handle) each of its descriptors is in an array of.
STRUCTS = {"buffer": "VkDescriptorBufferInfo", "image": "VkDescriptorImageInfo", "texel": "VkBufferView",
           "acceleration": "VkAccelerationStructureKHR"}
_CData = ffi.CData
_NULL = ffi.NULL
_BUFFER = ffi.typeof("VkBuffer")
_VIEW = ffi.typeof("VkImageView")
_SAMPLER = ffi.typeof("VkSampler")
_TEXEL = ffi.typeof("VkBufferView")
_ACCELERATION = ffi.typeof("VkAccelerationStructureKHR")
#: The element indices of a single descriptor.
FIRST = (0,)
#: From so many elements up, a list of raw handles is checked and copied in one pass.
_BULK = 32


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
    name = type(value).__name__
    return f"{'an' if name[:1] in 'aeiou' else 'a'} {name}" + (f" ({text})" if len(text) <= 40 else "")


class Slot:
    """One binding of a set as a write sees it, worked out when the set is made: its type and
    count (a variable-count binding's count as allocated), the limits a value must keep and
    how each value is checked (``check``: one element's value -> its :data:`Info`)."""

    __slots__ = ("set", "binding", "number", "type", "count", "kind", "dynamic", "update_after_bind", "limit_class",
                 "align", "max_range", "layouts", "single", "pairable", "check", "device", "usage_bit", "usage_name")

    def __init__(self, set_index: int, binding: LayoutBinding, count: int, limits: Mapping[str, int],
                 device: object = None) -> None:
        self.set, self.binding, self.number, self.count = set_index, binding, binding.binding, count
        #: The device (a DeviceContext or a VkDevice) the set is written on, where known: a
        #: resource of another device is refused.
        self.device = device
        self.type = binding.descriptor_type
        self.kind = KINDS.get(self.type, "")
        self.dynamic = self.type in DYNAMIC
        self.update_after_bind = bool(binding.binding_flags & BindingFlag.UPDATE_AFTER_BIND)
        self.limit_class = _BUFFER_CLASS.get(self.type, "")
        self.usage_name = _USAGES.get(self.type, "")
        #: The usage a layoutgen Buffer or Image written here must have (0: none asked).
        self.usage_bit = (0 if not self.usage_name
                          else bits("BUFFER_USAGE", BUFFER_USAGES[self.usage_name]) if self.kind == "buffer"
                          else bits("IMAGE_USAGE", IMAGE_USAGES[self.usage_name]))
        self.align = limits.get(f"min{self.limit_class}BufferOffsetAlignment") if self.limit_class else None
        self.max_range = limits.get(f"max{self.limit_class}BufferRange") if self.limit_class else None
        default, allowed = _IMAGE_LAYOUTS.get(self.type, ("", ()))
        #: (the default image layout, {image layout: its name} of those allowed), for image kinds.
        self.layouts = (const(f"VK_IMAGE_LAYOUT_{default}") if default else 0,
                        {const(f"VK_IMAGE_LAYOUT_{n}"): n for n in allowed})
        #: One descriptor of a kind layoutgen writes: a handle or a tuple is its value.
        self.single = count == 1 and self.kind not in ("", "inline")
        #: A combined image sampler whose image and sampler were declared apart (two names): it
        #: may be written as the view by one name and the sampler by the other.
        self.pairable = (self.type == DT.COMBINED_IMAGE_SAMPLER and len(binding.names) > 1
                         and not binding.immutable_samplers)
        checks = {"buffer": self._buffer, "texel": self._texel, "acceleration": self._acceleration,
                  "inline": self._inline}
        self.check = checks.get(self.kind, self._sampler if self.type == DT.SAMPLER else self._image)

    @property
    def where(self) -> str:
        names = f" ({', '.join(self.binding.names)})" if self.binding.names else ""
        return f"set {self.set} binding {self.number}{names}, {self.type.name}"

    # -- one element ----------------------------------------------------------------------
    def _handle(self, value: Resource, ctype: CType, expects: str) -> Handle:
        if isinstance(value, _CData):
            h = value
        else:
            owner = getattr(value, "device", None)  # a Buffer's, an Image's, a Sampler's DeviceContext
            if owner is not None and owner is not self.device and self.device is not None:
                require_same_device(self.device, owner, f"the {type(value).__name__} given to {self.where}")
            if ctype is _VIEW and isinstance(getattr(type(value), "view", None), property):
                h = cast(Any, value).view  # an Image: its view (a ClosedError once it is closed)
            else:
                h = getattr(value, "handle", value)
            usage = getattr(value, "usage", None)  # a layoutgen Buffer's or Image's
            if type(usage) is int and self.usage_bit and ctype is not _SAMPLER and not usage & self.usage_bit:
                raise LayoutError(f"{self.where}: the {type(value).__name__} given was made without the "
                                  f"{self.usage_name!r} usage, which this descriptor needs (the layer skips the "
                                  f"write): make it with usage=[..., {self.usage_name!r}]")
        if isinstance(h, _CData) and ffi.typeof(h) is ctype and h != _NULL:
            return h
        raise LayoutError(f"{self.where} expects {expects}, got {describe(value)}")

    def _int(self, value: object, what: str, least: int = 0) -> int:
        number = value if type(value) is int else integral(value)  # numpy's integers too, not bools
        if number is None or number < least or number >= WHOLE_SIZE:
            raise LayoutError(f"{self.where}: the {what} must be an integer of at least {least}, below 2**64 - 1 "
                              f"(a VkDeviceSize), got {describe(value)}")
        return number

    def _buffer(self, value: Resource) -> Info:
        if not self.dynamic and isinstance(value, _CData) and ffi.typeof(value) is _BUFFER and value != _NULL:
            return (value, 0, WHOLE_SIZE, None)  # a whole buffer of unknown size: nothing more to check
        shape = "(buffer, offset, range)" if self.dynamic else "a VkBuffer or (buffer, offset, range)"
        if isinstance(value, tuple) and len(value) != 3 or self.dynamic and not isinstance(value, tuple):
            raise LayoutError(f"{self.where} expects {shape}, got {describe(value)}")
        buf, offset, rng = value if isinstance(value, tuple) else (value, 0, None)
        handle = self._handle(buf, _BUFFER, shape)
        size = getattr(buf, "size", None) if buf is not handle else None
        offset = self._int(offset, "offset")
        rng = None if rng is None else self._int(rng, "range", 1)
        cls = self.limit_class
        if self.align and offset % self.align:
            raise LayoutError(f"{self.where}: offset {offset} is not a multiple of min{cls}BufferOffsetAlignment "
                              f"({self.align})")
        if size is not None and (offset >= size or offset + (rng or 0) > size):
            raise LayoutError(f"{self.where}: offset {offset} and range {rng or 'whole'} go past the buffer's {size} "
                              "bytes")
        effective = rng if rng is not None else (size - offset if size is not None else None)
        if effective is not None and self.max_range and effective > self.max_range:
            raise LayoutError(f"{self.where}: range {effective} exceeds max{cls}BufferRange ({self.max_range})")
        if effective is not None and effective < self.binding.block_size:
            raise LayoutError(f"{self.where}: range {effective} is smaller than the {self.binding.block_size} bytes "
                              "of the block the shader reads")
        return (handle, offset, WHOLE_SIZE if rng is None else rng, size)

    def _layout(self, value: int | str | None) -> int:
        default, codes = self.layouts
        if value is None:
            return default
        if isinstance(value, str):
            name = value.upper().removeprefix("VK_IMAGE_LAYOUT_")  # "general" as Vulkan spells it
            number = const(f"VK_IMAGE_LAYOUT_{name}") if name in codes.values() else None
        else:
            number = integral(value)  # an ImageLayout, an int or numpy's; not a float or a bool
        if number not in codes:
            raise LayoutError(f"{self.where} expects an image layout among {', '.join(codes.values())}, got "
                              f"{describe(value)}")
        return number

    def _image(self, value: Resource) -> Info:
        if self.type == DT.COMBINED_IMAGE_SAMPLER:
            return self._combined(value)
        if isinstance(value, _CData) and ffi.typeof(value) is _VIEW and value != _NULL:
            return (_NULL, value, self.layouts[0])
        shape = "an image view or (image_view, layout)"
        parts = value if isinstance(value, tuple) else (value,)
        if not 1 <= len(parts) <= 2:
            raise LayoutError(f"{self.where} expects {shape}, got {describe(value)}")
        view, layout = (*parts, None)[:2]
        return (_NULL, self._handle(view, _VIEW, shape), self._layout(layout))

    def _combined(self, value: Resource) -> Info:
        if self.binding.immutable_samplers:
            shape = "an image view (its samplers are immutable)"
            parts = value if isinstance(value, tuple) else (value,)
            if not 1 <= len(parts) <= 3:
                raise LayoutError(f"{self.where} expects {shape}, got {describe(value)}")
            view, sampler, layout = (*parts, None, None)[:3]
            if sampler is not None:
                raise LayoutError(f"{self.where}: its samplers are immutable (merge(immutable_samplers=...)); give "
                                  f"the image view alone, got {describe(value)}")
            return (_NULL, self._handle(view, _VIEW, shape), self._layout(layout))
        if type(value) is tuple and len(value) == 2:
            view, sampler = value
            if (isinstance(view, _CData) and ffi.typeof(view) is _VIEW and view != _NULL
                    and isinstance(sampler, _CData) and ffi.typeof(sampler) is _SAMPLER and sampler != _NULL):
                return (sampler, view, self.layouts[0])
        shape = "(image_view, sampler[, layout])"
        if not isinstance(value, tuple) or not 2 <= len(value) <= 3:
            raise LayoutError(f"{self.where} expects {shape}, got {describe(value)}")
        view, sampler, layout = (*value, None)[:3]
        sampler = self._handle(sampler, _SAMPLER, shape + " with a VkSampler")
        return (sampler, self._handle(view, _VIEW, shape), self._layout(layout))

    def _sampler(self, value: Resource) -> Info:
        if self.binding.immutable_samplers:
            raise LayoutError(f"{self.where}: its samplers are immutable (merge(immutable_samplers=...)): nothing to "
                              "write")
        return (self._handle(value, _SAMPLER, "a VkSampler"), _NULL, 0)

    def _texel(self, value: Resource) -> Info:
        return self._handle(value, _TEXEL, "a VkBufferView")

    def _acceleration(self, value: Resource) -> Info:
        return self._handle(value, _ACCELERATION, "a VkAccelerationStructureKHR")

    def _inline(self, value: Resource) -> Info:
        raw = value.tobytes() if hasattr(value, "tobytes") else value
        if not isinstance(raw, (bytes, bytearray, memoryview)):
            raise LayoutError(f"{self.where} expects bytes or a numpy array, got {describe(value)}")
        raw = bytes(raw)
        if not raw or len(raw) % 4 or len(raw) > self.count:
            raise LayoutError(f"{self.where} holds {self.count} bytes; it takes a multiple of 4 bytes up to that, "
                              f"got {len(raw)} bytes")
        return raw

    # -- a binding's value ----------------------------------------------------------------
    def elements(self, value: Resource) -> tuple[Sequence[int], list[Info] | Bulk]:
        """The elements ``value`` writes, by index (ascending), and their checked infos; a
        long list of raw handles comes back checked in one pass, as a :class:`Bulk`."""
        if self.single and (type(value) is tuple or isinstance(value, _CData)):
            return FIRST, [self.check(value)]
        if not self.kind:
            raise LayoutError(f"{self.where}: layoutgen writes no {self.type.name} descriptors"
                              + (" by name: write each by index with its type, DescriptorSet.write_mutable(index, "
                                 "value, type=...)" if self.type == DT.MUTABLE_EXT else ""))
        if self.kind == "inline":
            return FIRST, [self._inline(value)]
        if isinstance(value, (list, Mapping)) and not value:
            holds = " (it holds no descriptor: its descriptor count is 0)" if self.count == 0 else ""
            raise LayoutError(f"{self.where}: {'an empty list' if isinstance(value, list) else 'an empty mapping'} "
                              f"writes no descriptor; leave the name out{holds}")
        if isinstance(value, list):
            if len(value) > self.count:
                raise LayoutError(f"{self.where}: index {self.count} is past its {self.count} descriptor(s)")
            bulk = Bulk.of(self, value) if len(value) >= _BULK else None
            return range(len(value)), bulk if bulk is not None else [self.check(v) for v in value]
        if isinstance(value, Mapping):
            keys = {}
            for key in value:
                index = integral(key)
                if index is None or not 0 <= index < self.count:
                    raise LayoutError(f"{self.where}: index {key!r} is past its {self.count} descriptor(s)")
                keys[index] = key
            indices = tuple(sorted(keys))
            return indices, [self.check(value[keys[i]]) for i in indices]
        if self.count == 1:
            return FIRST, [self.check(value)]
        if self.count == 0:
            raise LayoutError(f"{self.where} holds no descriptor (its descriptor count is 0): nothing can be written "
                              f"to it, got {describe(value)}")
        raise LayoutError(f"{self.where} is an array of {self.count} descriptors: give a list (from element 0) or "
                          f"{{index: resource}}, got {describe(value)}")


class Bulk:
    """A long list of raw handles for one binding, checked in one pass: the binding's cffi
    refuses any element of another type as it copies them, and a NULL is looked for among the
    copies. ``structs`` is what the write points to: the handles themselves, or the buffer or
    image infos they fill."""

    def __init__(self, handles: Handle, structs: Handle, n: int) -> None:
        self.handles, self.structs, self.n = handles, structs, n

    @staticmethod
    def of(slot: Slot, values: list[Resource]) -> Bulk | None:
        """The elements checked in one pass, or None where they need checking one by one
        (anything but raw handles of the one type, a NULL, a dynamic buffer, immutable samplers)."""
        if slot.dynamic or slot.type == DT.COMBINED_IMAGE_SAMPLER and not slot.binding.immutable_samplers:
            return None
        if slot.type == DT.SAMPLER and slot.binding.immutable_samplers:
            return None
        ctype = {"buffer": "VkBuffer", "texel": "VkBufferView", "acceleration": "VkAccelerationStructureKHR"}.get(
            slot.kind, "VkSampler" if slot.type == DT.SAMPLER else "VkImageView")
        try:
            handles = ffi.new(f"{ctype}[]", values)
            if set(map(ffi.typeof, values)) != {ffi.typeof(ctype)}:  # a void * converts without a word
                return None
        except TypeError:
            return None
        words = memoryview(ffi.buffer(handles)).cast("Q")
        if 0 in words:
            return None
        n = len(values)
        if slot.kind in ("texel", "acceleration"):
            return Bulk(handles, handles, n)
        structs = ffi.new(f"{STRUCTS[slot.kind]}[]", n)
        out = memoryview(ffi.buffer(structs)).cast("Q")
        if slot.kind == "buffer":
            out[0::3] = words
            out[2::3] = array("Q", [WHOLE_SIZE]) * n
        elif slot.type == DT.SAMPLER:
            out[0::3] = words
        else:
            out[1::3] = words
            out[2::3] = array("Q", [slot.layouts[0]]) * n
        return Bulk(handles, structs, n)

    def __len__(self) -> int:
        return self.n


def runs(indices: Sequence[int]) -> list[tuple[int, int]]:
    """(first index, count) of each run of consecutive ascending indices:
    [0, 1, 2, 5] -> [(0, 3), (5, 1)]."""
    if isinstance(indices, range):  # a list's elements, from 0
        return [(indices.start, len(indices))] if indices else []
    out: list[tuple[int, int]] = []
    for i in indices:
        if out and out[-1][0] + out[-1][1] == i:
            out[-1] = (out[-1][0], out[-1][1] + 1)
        else:
            out.append((i, 1))
    return out


#: A binding's part of a write: its slot, the element indices (ascending) and their infos.
Checked: TypeAlias = "tuple[Slot, Sequence[int], list[Info] | Bulk]"


class WriteBatch:
    """The VkWriteDescriptorSets of one shape of write (which bindings, which elements), with
    every struct they point to: one write a run of consecutive elements of a binding, the
    structs of each kind in one array. ``refill`` puts new descriptors of the same shape in,
    field by field where they changed. ``template`` is the descriptor update template that
    writes them instead, where one was made, and ``block`` the data it reads (see :mod:`.templates`)."""

    template: Handle = None
    block: Handle = None

    def __init__(self, dst_set: Handle, checked: list[Checked]) -> None:
        dst = dst_set if dst_set is not None else _NULL
        stype = const("VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET")
        self.keep: list[Handle] = []
        #: Per element of ``checked`` (but a Bulk's), in its order: (kind, its array, index there).
        self.cells: list[tuple[str, Handle, int]] = []
        self.last: list[Info] = []
        arrays = self._arrays(checked)
        rows = []
        for slot, indices, infos in checked:
            made, start = arrays[id(infos)]
            taken = 0
            for first, count in runs(indices):
                at = made + (start + taken)
                row = [stype, _NULL, dst, slot.number, first, count, int(slot.type), _NULL, _NULL, _NULL]
                if slot.kind == "image":
                    row[7] = at
                elif slot.kind == "buffer":
                    row[8] = at
                elif slot.kind == "texel":
                    row[9] = at
                else:
                    row[1], row[5] = self._chained(slot, at, count, cast("list[Info]", infos))
                rows.append(tuple(row))
                taken += count
            if not isinstance(infos, Bulk):
                self.cells += [(slot.kind, made, start + i) for i in range(len(infos))]
                self.last += infos
        self.n = len(rows)
        self.writes = ffi.new("VkWriteDescriptorSet[]", rows or 1)

    def _arrays(self, checked: list[Checked]) -> dict[int, tuple[Handle, int]]:
        """By id of each binding's infos: the array its structs are in, and where they start."""
        lists: dict[str, list[Info]] = {}
        placed: dict[int, tuple[str, int]] = {}
        out: dict[int, tuple[Handle, int]] = {}
        for slot, _, infos in checked:
            if isinstance(infos, Bulk):
                self.keep += [infos.handles, infos.structs]
                out[id(infos)] = (infos.structs, 0)
            elif slot.kind == "inline":
                data = ffi.new("char[]", cast("list[bytes]", infos)[0])
                self.keep.append(data)
                out[id(infos)] = (data, 0)
            else:
                row = lists.setdefault(slot.kind, [])
                placed[id(infos)] = (slot.kind, len(row))
                row += [i[:3] for i in infos] if slot.kind == "buffer" else infos
        made = {kind: ffi.new(f"{STRUCTS[kind]}[]", row) for kind, row in lists.items()}
        self.keep += made.values()
        out.update({key: (made[kind], start) for key, (kind, start) in placed.items()})
        return out

    def _chained(self, slot: Slot, at: Handle, count: int, infos: list[Info]) -> tuple[Handle, int]:
        """The pNext struct of an acceleration-structure or inline-uniform-block write, and
        the write's descriptorCount (an inline uniform block counts bytes)."""
        if slot.kind == "acceleration":
            chained = ffi.new("VkWriteDescriptorSetAccelerationStructureKHR*")
            chained.sType = const("VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET_ACCELERATION_STRUCTURE_KHR")
            chained.accelerationStructureCount = count
            chained.pAccelerationStructures = at
        else:
            count = len(infos[0])
            chained = ffi.new("VkWriteDescriptorSetInlineUniformBlock*")
            chained.sType = const("VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET_INLINE_UNIFORM_BLOCK")
            chained.dataSize = count
            chained.pData = at
        self.keep.append(chained)
        return chained, count

    def refill(self, checked: list[Checked]) -> None:
        """New descriptors for the same shape: only the fields of those that changed are set."""
        i = 0
        cells, last = self.cells, self.last
        for _, _, infos in checked:
            for info in infos:  # type: ignore[union-attr]  # never a Bulk: a batch with one is not kept
                if info != last[i]:
                    kind, made, k = cells[i]
                    if kind == "buffer":
                        s = made[k]
                        s.buffer, s.offset, s.range = info[0], info[1], info[2]
                    elif kind == "image":
                        s = made[k]
                        s.sampler, s.imageView, s.imageLayout = info
                    elif kind == "inline":  # of the length kept (see SetPlan.check)
                        ffi.memmove(made, info, len(info))
                    else:
                        made[k] = info
                    last[i] = info
                i += 1
