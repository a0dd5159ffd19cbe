"""Mutable descriptors (``VK_EXT_mutable_descriptor_type``) on the device: the type lists a
set layout or a pool chains (``VkMutableDescriptorTypeCreateInfoEXT``), the feature they
need (from vk.xml's tables), and writes by index, each descriptor with its concrete type.

A MUTABLE_EXT binding's descriptor is written as one of the types of its list; each is
checked as a binding of that type would be (a :class:`~.writes.Slot` view per listed type),
and written with that type as ``VkWriteDescriptorSet.descriptorType``.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from ..errors import LayoutError, integral
from ..layout.bindless import TypeName, descriptor_type
from ..memo import ByIdentity
from ..layout.share import PoolSizes
from ..reflect.vkenums import DescriptorType as DT
from ..vkxml.vkregistry import FEATURE_STRUCTS
from .binding import Handle, const, ffi
from .setplan import SetPlan
from .writes import BindingName, Checked, Resource, Slot

#: The features of VK_EXT_mutable_descriptor_type's struct, as vk.xml names them.
MUTABLE_FEATURES = tuple(m for _s, exts, members, *_ in FEATURE_STRUCTS.values()
                         if "VK_EXT_mutable_descriptor_type" in exts for m in members)
_S_MUTABLE = "VK_STRUCTURE_TYPE_MUTABLE_DESCRIPTOR_TYPE_CREATE_INFO_EXT"
#: Write views kept for a SetPlan (by identity): {binding: {type: Slot}}.
_VIEWS: ByIdentity[dict[int, dict[DT, Slot]]] = ByIdentity(16)


def chain_type_lists(next_: Handle, lists: Sequence[Sequence[DT]], keep: list[Handle]) -> Handle:
    """A ``VkMutableDescriptorTypeCreateInfoEXT`` with one list per binding (or pool entry), in
    order (an empty one where it is not MUTABLE_EXT), whose pNext is ``next_``; what it points
    to goes in ``keep``."""
    arr = ffi.new("VkMutableDescriptorTypeListEXT[]", len(lists))
    for e, types in zip(arr, lists):
        if types:
            values = ffi.new("VkDescriptorType[]", [int(t) for t in types])
            e.descriptorTypeCount, e.pDescriptorTypes = len(types), values
            keep.append(values)
    info = ffi.new("VkMutableDescriptorTypeCreateInfoEXT*")
    info.sType = const(_S_MUTABLE)
    info.pNext = next_
    info.mutableDescriptorTypeListCount = len(lists)
    info.pMutableDescriptorTypeLists = arr
    keep += [arr, info]
    return info


def pool_entries(sizes: PoolSizes) -> list[tuple[DT, int, tuple[DT, ...]]]:
    """(type, count, mutable type list) of each VkDescriptorPoolSize: a MUTABLE_EXT entry per
    type list where ``sizes`` splits them."""
    out = [(t, n, ()) for t, n in sizes.sizes.items() if n > 0 and not (t == DT.MUTABLE_EXT and sizes.mutable_types)]
    return out + [(DT.MUTABLE_EXT, n, types) for types, n in sizes.mutable_types.items() if n > 0]


def _views(plan: SetPlan, slot: Slot, limits: Mapping[str, int]) -> dict[DT, Slot]:
    """A Slot per type of the MUTABLE_EXT ``slot``'s list: that type's checks and messages."""
    by_slot = _VIEWS.get(plan)
    if by_slot is None:
        by_slot = _VIEWS.put({}, plan)
    views = by_slot.get(slot.number)
    if views is None:
        views = by_slot[slot.number] = {
            t: Slot(slot.set, replace(slot.binding, descriptor_type=t, mutable_types=()), slot.count, limits,
                    slot.device)
            for t in slot.binding.mutable_types}
    return views


def _mutable_slot(plan: SetPlan, binding: BindingName | None) -> Slot:
    if binding is not None:
        slot = plan.find(binding)
        if slot.type != DT.MUTABLE_EXT:
            raise LayoutError(f"{slot.where} is no MUTABLE_EXT binding: write it with write()")
        return slot
    found = [s for s in plan.slots.values() if s.type == DT.MUTABLE_EXT]
    if len(found) != 1:
        which = ", ".join(str(s.number) for s in found) or "none"
        raise LayoutError(f"set {plan.layout.set} has {len(found)} MUTABLE_EXT bindings ({which}): "
                          + ("say which with binding=" if found else "write it with write()"))
    return found[0]


def mutable_writes(plan: SetPlan, index: int | Mapping[int, tuple[TypeName, Resource]], value: Resource | None,
                   type: TypeName | None, binding: BindingName | None, bound: bool, limits: Mapping[str, int]
                   ) -> list[Checked]:
    """The checked writes of ``DescriptorSet.write_mutable()`` (``bound``: whether the set is
    bound; ``limits``: the device's), one part per type written."""
    slot = _mutable_slot(plan, binding)
    if isinstance(index, Mapping):
        if value is not None or type is not None:
            raise LayoutError(f"{slot.where}: give {{index: (type, value)}} alone, or index, value and type=")
        items = dict(index)
    else:
        if type is None:
            raise LayoutError(f"{slot.where}: say which type descriptor {index!r} is written as, with type= (one of "
                              f"{', '.join(t.name.lower() for t in slot.binding.mutable_types)})")
        items = {index: (type, value)}
    if not items:
        raise LayoutError(f"{slot.where}: nothing to write")
    if bound and not slot.update_after_bind:
        raise LayoutError(f"{slot.where}: the set is bound in a command buffer and the binding is not "
                          "UPDATE_AFTER_BIND; call release() once the command buffers that bound it completed")
    views = _views(plan, slot, limits)
    by_type: dict[DT, dict[int, Resource]] = {}
    for key, entry in items.items():
        number = integral(key)
        if number is None:
            raise LayoutError(f"{slot.where}: descriptor indices are integers, got {key!r}")
        if not isinstance(entry, tuple) or len(entry) != 2:
            raise LayoutError(f"{slot.where}: descriptor {number} takes (type, value), got {entry!r}")
        t = descriptor_type(entry[0], f"{slot.where}, descriptor {number}")
        if t not in views:
            raise LayoutError(f"{slot.where}: descriptor {number} cannot be written as {t.name}: the binding's types "
                              f"are {', '.join(v.name for v in views)} (bindless_layout(types=...))")
        by_type.setdefault(t, {})[number] = entry[1]
    out: list[Checked] = []
    for t, values in by_type.items():
        view = views[t]
        indices, infos = view.elements(values)
        out.append((view, indices, infos))
    return out
