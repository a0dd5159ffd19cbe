"""Descriptor update templates (``VkDescriptorUpdateTemplate``, core in Vulkan 1.1): a kept
write's descriptors in one data block that a template reads, written with
``vkUpdateDescriptorSetWithTemplate`` or pushed with ``vkCmdPushDescriptorSetWithTemplateKHR``.

A :class:`BlockBatch` is a :class:`~.writes.WriteBatch` whose structs all lie in one block:
buffer and image infos 24 bytes each, texel buffer views and acceleration structures 8, an
inline uniform block's bytes; its ``entries`` say where, one template entry a write. Refilled
as a WriteBatch is (only the descriptors that changed), it serves both the structs and the
template.
"""
from __future__ import annotations

from ..reflect.types import align_up
from ..reflect.vkenums import DescriptorType as DT
from .binding import Handle, const, ffi, lib, raise_for_result
from .context import DeviceContext
from .writes import KINDS, STRUCTS, Bulk, Checked, Info, WriteBatch

#: One template entry: (binding, first element, descriptor count, descriptor type, offset, stride).
Entry = tuple[int, int, int, int, int, int]

_STRIDES = {kind: ffi.sizeof(ctype) for kind, ctype in STRUCTS.items()}
_SET = const("VK_DESCRIPTOR_UPDATE_TEMPLATE_TYPE_DESCRIPTOR_SET")
_PUSH = const("VK_DESCRIPTOR_UPDATE_TEMPLATE_TYPE_PUSH_DESCRIPTORS_KHR")


class BlockBatch(WriteBatch):
    """The structs of one shape of write in one data block (``block``), with the template
    entries that read it (``entries``) and the template made for them (``template``, set by
    whoever owns it)."""

    def __init__(self, dst_set: Handle, checked: list[Checked]) -> None:
        self.block: Handle = ffi.NULL
        super().__init__(dst_set, checked)
        base = int(ffi.cast("uintptr_t", self.block))
        self.entries: tuple[Entry, ...] = tuple(_entry(self.writes[i], base) for i in range(self.n))

    def _arrays(self, checked: list[Checked]) -> dict[int, tuple[Handle, int]]:
        """As WriteBatch's, every array placed in one block: each kind's structs together, then
        each inline uniform block's bytes (8-byte aligned)."""
        rows: dict[str, list[Info]] = {}
        placed: dict[int, tuple[str, int]] = {}
        inline: list[tuple[int, bytes]] = []
        for slot, _, infos in checked:
            assert not isinstance(infos, Bulk), "a bulk write is made once, never through a template"
            if slot.kind == "inline":
                inline.append((id(infos), bytes(infos[0])))
                continue
            row = rows.setdefault(slot.kind, [])
            placed[id(infos)] = (slot.kind, len(row))
            row += [i[:3] for i in infos] if slot.kind == "buffer" else infos
        starts: dict[object, int] = {}
        total = 0
        for kind, row in rows.items():
            starts[kind] = total
            total += len(row) * _STRIDES[kind]
        for key, raw in inline:
            starts[key] = total
            total += align_up(len(raw), 8)
        self.block = ffi.new("char[]", total or 1)
        self.keep.append(self.block)
        made: dict[str, Handle] = {}
        for kind, row in rows.items():
            filled = ffi.new(f"{STRUCTS[kind]}[]", row)
            made[kind] = ffi.cast(f"{STRUCTS[kind]} *", self.block + starts[kind])
            ffi.memmove(made[kind], filled, ffi.sizeof(filled))
        out = {key: (made[kind], start) for key, (kind, start) in placed.items()}
        for key, raw in inline:
            at = self.block + starts[key]
            ffi.memmove(at, raw, len(raw))
            out[key] = (at, 0)
        return out


def _entry(write: Handle, base: int) -> Entry:
    """The template entry of one VkWriteDescriptorSet whose structs lie in the block at ``base``."""
    kind = KINDS[DT(write.descriptorType)]
    if kind == "buffer":
        at = write.pBufferInfo
    elif kind == "image":
        at = write.pImageInfo
    elif kind == "texel":
        at = write.pTexelBufferView
    elif kind == "acceleration":
        at = ffi.cast("VkWriteDescriptorSetAccelerationStructureKHR *", write.pNext).pAccelerationStructures
    else:
        at = ffi.cast("VkWriteDescriptorSetInlineUniformBlock *", write.pNext).pData
    offset = int(ffi.cast("uintptr_t", at)) - base
    return (write.dstBinding, write.dstArrayElement, write.descriptorCount, write.descriptorType, offset,
            _STRIDES.get(kind, 0))


def create_template(device: Handle, ctx: DeviceContext | None, entries: tuple[Entry, ...], *,
                    set_layout: Handle = None, bind_point: int = 0, pipeline_layout: Handle = None,
                    set: int = 0) -> Handle:
    """A VkDescriptorUpdateTemplate of ``entries``: for descriptor sets of ``set_layout``, or
    (with ``pipeline_layout``) for push descriptors of set ``set`` at ``bind_point``."""
    arr = ffi.new("VkDescriptorUpdateTemplateEntry[]", len(entries) or 1)
    for e, (binding, first, count, type_, offset, stride) in zip(arr, entries):
        e.dstBinding, e.dstArrayElement, e.descriptorCount, e.descriptorType = binding, first, count, type_
        e.offset, e.stride = offset, stride
    info = ffi.new("VkDescriptorUpdateTemplateCreateInfo*")
    info.sType = const("VK_STRUCTURE_TYPE_DESCRIPTOR_UPDATE_TEMPLATE_CREATE_INFO")
    info.descriptorUpdateEntryCount, info.pDescriptorUpdateEntries = len(entries), arr
    if pipeline_layout is None:
        info.templateType, info.descriptorSetLayout = _SET, set_layout
    else:
        info.templateType, info.pipelineBindPoint = _PUSH, bind_point
        info.pipelineLayout, info.set = pipeline_layout, set
    out = ffi.new("VkDescriptorUpdateTemplate*")
    raise_for_result(lib.vkCreateDescriptorUpdateTemplate(device, info, ffi.NULL, out),
                     "vkCreateDescriptorUpdateTemplate", ctx)
    return out[0]


def destroy_template(device: Handle, template: Handle) -> None:
    """vkDestroyDescriptorUpdateTemplate."""
    lib.vkDestroyDescriptorUpdateTemplate(device, template, ffi.NULL)
