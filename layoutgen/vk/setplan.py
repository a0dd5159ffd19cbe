"""What a write to a descriptor set looks up, worked out once a set layout: a
:class:`~.writes.Slot` a binding and each name that names one binding alone. Descriptor sets,
push descriptors and descriptor buffers write through it, with the same checks and messages.

An image and a sampler declared apart that share one combined-image-sampler binding (HLSL's
Texture2D and SamplerState, which glslang puts at one binding) are written by their own names:
``write(tex=view, samp=sampler)``.
"""
from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping
from typing import Literal, TypeAlias

from ..errors import LayoutError, NotFoundError, integral
from ..layout.model import BindingFlag, LayoutBinding, SetLayout
from ..layout.names import find_binding, label, listing
from ..reflect.vkenums import DescriptorType as DT
from .binding import ffi
from .writes import FIRST, BindingName, Checked, Resource, Resources, Slot, describe


_CData = ffi.CData
#: What bind() does with a set whose bindings were not all written: refuse, warn or let it pass.
Unwritten: TypeAlias = Literal["error", "warn", "ignore"]
#: What ``unwritten=`` takes.
UNWRITTEN_CHOICES = ("error", "warn", "ignore")
_PARTIALLY_BOUND = int(BindingFlag.PARTIALLY_BOUND)
_VARIABLE = int(BindingFlag.VARIABLE_DESCRIPTOR_COUNT)
#: A set keeps the write structs of so many shapes of write (a shape: which bindings and elements)...
SHAPES_KEPT = 8
#: ... of up to so many descriptors each (a larger write's structs are made for it alone).
DESCRIPTORS_KEPT = 1024


def variable_binding(layout: SetLayout) -> LayoutBinding | None:
    """The variable-count binding of ``layout`` (its last, where it has one), or None."""
    return next((b for b in layout.bindings if int(b.binding_flags) & _VARIABLE), None)


def checked_variable_count(layout: SetLayout, count: object, given: str) -> int | None:
    """The descriptors of ``layout``'s variable-count binding: ``count`` checked (an integer,
    numpy's too, from 0 to the binding's bound), or its bound where ``count`` is None; None
    where the set has no such binding. ``given`` names the argument in messages."""
    vb = variable_binding(layout)
    if vb is None:
        if count is not None:
            raise LayoutError(f"set {layout.set} has no variable-count binding, so {given}={count!r} means nothing "
                              f"(bindings: {listing([layout])})")
        return None
    if count is None:
        return vb.descriptor_count
    number = integral(count)
    if number is None or not 0 <= number <= vb.descriptor_count:
        raise LayoutError(f"{label(layout.set, vb)}: {given} must be 0..{vb.descriptor_count} (its bound), "
                          f"not {count!r}")
    return number


def needs_write(slot: Slot) -> bool:
    """Whether a bind needs the binding written first: not partially bound, not a sampler
    with immutable samplers, not a variable-count binding allocated with no descriptor."""
    b = slot.binding
    if int(b.binding_flags) & _PARTIALLY_BOUND or slot.count == 0:
        return False
    return not (b.descriptor_type == DT.SAMPLER and b.immutable_samplers)


class SetPlan:
    """What a write to a set of one set layout looks up, made once: a :class:`~.writes.Slot`
    a binding (a variable-count binding at ``variable_count``) and each name that names one
    binding alone (its names, ``"set.binding"``, ``(set, binding)``). Other spellings and
    every miss go through :func:`~layoutgen.layout.names.find_binding`, for its messages."""

    def __init__(self, layout: SetLayout, variable_count: int | None, limits: Mapping[str, int],
                 others: Iterable[SetLayout] = (), device: object = None) -> None:
        self.layout, self.others = layout, tuple(others)
        vb = variable_binding(layout)
        counts = {vb.binding: variable_count} if vb is not None and variable_count is not None else {}
        self.slots = {b.binding: Slot(layout.set, b, counts.get(b.binding, b.descriptor_count), limits, device)
                      for b in layout.bindings}
        names: dict[BindingName, Slot] = {}
        twice: set[BindingName] = set()
        for slot in self.slots.values():
            b = slot.binding
            spellings: tuple[BindingName, ...] = (*b.names, *b.type_names, f"{layout.set}.{b.binding}",
                                                  (layout.set, b.binding))
            for name in spellings:
                if names.setdefault(name, slot) is not slot:
                    twice.add(name)
        self.names = {k: v for k, v in names.items() if k not in twice}
        self.dynamic = tuple(slot for slot in self.slots.values() if slot.dynamic)
        #: The stage flags of its bindings, together (what maintenance6's binds name).
        self.stages = 0
        for b in layout.bindings:
            self.stages |= int(b.stage_flags)

    def find(self, name: BindingName) -> Slot:
        """The slot ``name`` names; a NotFoundError (saying which set has it, where another
        does) or a LayoutError (a name of two bindings) otherwise."""
        try:
            found = self.names.get(name)
        except TypeError:  # an unhashable name names nothing
            found = None
        if found is not None:
            return found
        try:
            _, b = find_binding([self.layout], name)
        except NotFoundError:
            set_ = self.layout.set
            elsewhere = [s for s in self.others if s.set != set_ and any(name in b.names for b in s.bindings)]
            if elsewhere:
                raise NotFoundError(f"{name!r} is in set {elsewhere[0].set}, not in set {set_}; the names in "
                                    f"set {set_} are: {listing([self.layout])}") from None
            raise
        return self.slots[b.binding]

    def check(self, resources: Mapping[BindingName, Resource]) -> tuple[list[Checked], Hashable | None]:
        """Each named resource checked against its binding, before any Vulkan call; and what
        identifies the write's structs where they are worth keeping (a few descriptors in lists,
        inline bytes), else None: the names alone where each names one descriptor, else the
        bindings and elements written (an inline uniform block's: its length)."""
        if not resources:
            raise LayoutError(f"nothing to write; the names in set {self.layout.set} are: {listing([self.layout])}")
        out: list[Checked] = []
        seen: dict[int, BindingName] = {}
        paired: dict[int, BindingName] = {}  # binding -> the name that gave the other half of its value
        names = self.names
        singles = True
        for name, value in resources.items():
            try:
                slot = names[name]
            except (KeyError, TypeError):  # another spelling, no binding's name, an unhashable name
                slot = self.find(name)
            number = slot.number
            if number in seen:
                if paired.get(number) == name:
                    continue  # the other half of a pair, written with its first name
                raise LayoutError(f"{seen[number]!r} and {name!r} both name {label(slot.set, slot.binding)}")
            seen[number] = name
            if slot.pairable and type(value) is not tuple:
                partner = partner_of(slot, resources, name)
                if partner is not None:
                    value = as_pair(slot, name, value, partner, resources[partner])
                    paired[number] = partner
            if slot.single and (type(value) is tuple or isinstance(value, _CData)):
                out.append((slot, FIRST, [slot.check(value)]))
            else:
                indices, infos = slot.elements(value)
                out.append((slot, indices, infos))
                singles = False
        if singles:
            return out, tuple(resources)
        total = 0
        for _, _, infos in out:
            if type(infos) is not list:
                return out, None
            total += len(infos)
        if total > DESCRIPTORS_KEPT:
            return out, None
        return out, tuple((slot.number, len(infos[0]) if slot.kind == "inline" else indices)  # type: ignore[index]
                          for slot, indices, infos in out)


def partner_of(slot: Slot, resources: Mapping[BindingName, Resource], name: BindingName) -> BindingName | None:
    """The other name of a combined image sampler made of a separate image and sampler
    (HLSL's Texture2D and SamplerState at one binding) that ``resources`` also writes: the
    two give its image view and its sampler. None where there is none."""
    names = slot.binding.names
    if slot.binding.immutable_samplers or name not in names:
        return None
    return next((n for n in resources if n != name and n in names), None)


def as_pair(slot: Slot, first: BindingName, a: Resource, second: BindingName, b: Resource) -> Resource:
    """The (view, sampler) value of a combined image sampler written as its image by one name
    and its sampler by the other; element by element for lists."""
    def kind(value: object) -> str:
        h = getattr(value, "handle", value)
        return ffi.typeof(h).cname if isinstance(h, ffi.CData) else ""

    def pair(x: object, y: object) -> tuple[object, object]:
        if kind(x) == "struct VkSampler_T *" and kind(y) == "struct VkImageView_T *":
            x, y = y, x
        if kind(x) != "struct VkImageView_T *" or kind(y) != "struct VkSampler_T *":
            raise LayoutError(f"{first!r} and {second!r} both name {label(slot.set, slot.binding)}, a combined image "
                              f"sampler: give the image view by one name and the sampler by the other, got "
                              f"{describe(a)} and {describe(b)}")
        return x, y

    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return [pair(x, y) for x, y in zip(a, b)]
    return pair(a, b)


def merged(resources: Resources | None, named: Mapping[str, Resource]) -> Mapping[BindingName, Resource]:
    """The resources of a mapping and of keyword arguments, as one mapping."""
    if resources is not None and type(resources) is not dict and not isinstance(resources, Mapping):
        raise LayoutError(f"the resources are given by binding name: write(frame=ubo) or write({{'frame': ubo}}), "
                          f"not {describe(resources)}")
    if not resources:
        return named  # type: ignore[return-value]  # str keys are binding names
    out: dict[BindingName, Resource] = dict(resources.items())
    twice = [name for name in named if name in out]
    if twice:
        raise LayoutError(f"{twice[0]!r} is given twice, in the mapping and as a keyword: give it once")
    out.update(named.items())
    return out
