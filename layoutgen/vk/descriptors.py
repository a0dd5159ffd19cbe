"""Descriptor pools and sets, written and bound by the shader's names.

    pool = DescriptorPool(ctx, desc, sets=4)     # sized by pool_sizes()
    dset = pool.allocate(layout, 0)               # set 0 of a PipelineLayout
    dset.write(frame=ubo, src=(ssbo, 0, 1024), tex=(view, sampler))
    dset.bind(cmd, layout, offsets={"frame": 256})
    push_descriptors(cmd, layout, 1, light=ubo)  # a push-descriptor set

Every call that records into a command buffer takes ``(cmd, layout, ...)``: ``bind_sets``,
``DescriptorSet.bind``, ``push_descriptors`` and ``PushConstants.record``.

What each descriptor type takes is in :mod:`.writes`. Every misuse (a name that matches
nothing or two bindings, the wrong kind of handle, an index past the count, a range past
the buffer, a missing dynamic offset, a full pool) is a LayoutgenError before any Vulkan call.
"""
from __future__ import annotations

import warnings
from collections.abc import Hashable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Literal, TypeAlias, Union, cast, overload

from ..errors import ClosedError, LayoutError, LayoutgenWarning, NotFoundError, VulkanError, integral
from ..layout.model import BindingFlag, LayoutBinding, PipelineLayoutDesc, SetLayout, SetLayoutFlag
from ..layout.names import find_binding, label, listing
from ..layout.share import pool_sizes
from ..layout.stages import RAY_TRACING_STAGES
from ..reflect.vkenums import DescriptorType as DT
from ..reflect.vkenums import ShaderStage
from ..vkxml.vkenums import PipelineBindPoint
from .binding import Handle, const, ffi, lib, raise_for_result
from .context import DeviceLike, split_device
from .create import PipelineLayout, pool_info
from .shaders import BoundLayout, Pipeline, device_closed
from .writes import FIRST, WHOLE_SIZE, BindingName, Checked, Info, Resource, Resources, Slot, WriteBatch, describe

if TYPE_CHECKING:
    from .context import DeviceContext

_CData = ffi.CData
#: What bind() does with a set whose bindings were not all written: refuse, warn or let it pass.
Unwritten: TypeAlias = Literal["error", "warn", "ignore"]
_PARTIALLY_BOUND = int(BindingFlag.PARTIALLY_BOUND)
#: What a descriptor pool is sized for: a PipelineLayoutDesc, a PipelineLayout, a SetLayout or
#: several SetLayouts.
PoolLayouts: TypeAlias = Union[PipelineLayoutDesc, PipelineLayout, SetLayout, Iterable[SetLayout]]
#: Dynamic offsets by binding name: an offset, or a list of them for an array binding.
Offsets: TypeAlias = Union[Mapping[str, Union[int, list[int]]], Mapping[BindingName, Union[int, list[int]]]]

_S_ALLOCATE = "VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO"
_S_VARIABLE = "VK_STRUCTURE_TYPE_DESCRIPTOR_SET_VARIABLE_DESCRIPTOR_COUNT_ALLOCATE_INFO"


def _set_layouts(layouts: PoolLayouts) -> tuple[SetLayout, ...]:
    desc = layouts.desc if isinstance(layouts, PipelineLayout) else layouts  # it brings its description
    if isinstance(desc, PipelineLayoutDesc):
        return desc.set_layouts
    if isinstance(desc, SetLayout):
        return (desc,)
    return tuple(desc)


def _variable(layout: SetLayout) -> LayoutBinding | None:
    return next((b for b in layout.bindings if b.binding_flags & BindingFlag.VARIABLE_DESCRIPTOR_COUNT), None)


class DescriptorPool:
    """A VkDescriptorPool sized by :func:`~layoutgen.pool_sizes` for ``sets`` sets of each
    set layout of ``layouts`` (a PipelineLayoutDesc, a PipelineLayout or set layouts), with
    UPDATE_AFTER_BIND and inline-uniform-block room where the layouts need them.
    ``variable_counts`` ({set index: count}) sizes bindless sets smaller than their bound.
    A context manager; ``close()`` destroys the pool and so frees its sets.

    ``handle`` is the VkDescriptorPool (None once closed), ``device`` the VkDevice, ``sizes``
    the PoolSizes it was made with, ``limits`` the device limits writes are checked against
    (empty with a bare VkDevice), ``sets`` the DescriptorSets allocated so far."""

    def __init__(self, device: DeviceLike, layouts: PoolLayouts, sets: int = 1, *,
                 variable_counts: Mapping[int, int] | None = None) -> None:
        self._ctx, self.device = split_device(device)
        self.limits: Mapping[str, int] = self._ctx.limits if self._ctx is not None else {}
        set_layouts = _set_layouts(layouts)
        self.sizes = pool_sizes(set_layouts, sets, variable_counts)
        if self.sizes.max_sets < 1:
            raise LayoutError("nothing to allocate: the layouts hold only push-descriptor sets (or sets=0)")
        self._keys = {s.key for s in set_layouts if not s.flags & SetLayoutFlag.PUSH_DESCRIPTOR_KHR}
        #: The write plans of the set layouts allocated, by (id of the SetLayout, variable count).
        self._plans: dict[tuple[int, int | None], SetPlan] = {}
        self.sets: list[DescriptorSet] = []
        self.handle: Handle = None
        self.handle = self._create()
        self._reset_room()

    def _create(self) -> Handle:
        ci = pool_info(self.sizes)
        out = ffi.new("VkDescriptorPool*")
        raise_for_result(lib.vkCreateDescriptorPool(self.device, ci.info, ffi.NULL, out), "vkCreateDescriptorPool", self._ctx)
        return out[0]

    def _reset_room(self) -> None:
        self._room = dict(self.sizes.sizes)
        self._sets_left = self.sizes.max_sets
        self._inline_left = self.sizes.inline_uniform_block_bindings

    def allocate(self, layout: BoundLayout, set: int = 0, *, variable_count: int | None = None) -> DescriptorSet:
        """Set ``set`` of the PipelineLayout ``layout``. ``variable_count`` is the number of
        descriptors of a bindless (VARIABLE_DESCRIPTOR_COUNT) binding; its bound by default."""
        if self.handle is None:
            raise ClosedError("this descriptor pool")
        if self._ctx is not None and self._ctx.device is None:
            raise ClosedError("the DeviceContext this descriptor pool was made on")
        pl = pipeline_layout(layout, "DescriptorPool.allocate()")
        desc = pl.desc
        given, index = set, integral(set)
        if index is None or not 0 <= index < len(desc.set_layouts):
            raise LayoutError(f"the layout has sets 0..{len(desc.set_layouts) - 1}, not set {given!r}")
        set = index
        s = desc.set_layouts[set]
        if s.flags & SetLayoutFlag.PUSH_DESCRIPTOR_KHR:
            raise LayoutError(f"set {set} is a push-descriptor set: write it with push_descriptors(), not a pool")
        if s.key not in self._keys:
            raise LayoutError(f"set {set} of this layout is not one the pool was sized for ({listing([s])})")
        count = self._variable_count(s, variable_count)
        self._take(s, count)
        handle = self._allocate(pl.set_layouts[set], count)
        plan = self._plans.get((id(s), count))
        if plan is None or plan.layout is not s:
            plan = self._plans[(id(s), count)] = SetPlan(s, count, self.limits, desc.set_layouts)
        dset = DescriptorSet(self, handle, s, desc, count, plan)
        self.sets.append(dset)
        return dset

    def allocate_all(self, layout: BoundLayout, *, variable_counts: Mapping[int, int] | None = None
                     ) -> DescriptorSets:
        """Every set of the PipelineLayout ``layout`` a pool holds (not push-descriptor sets,
        not empty ones), as one :class:`DescriptorSets`: ``write(**names)`` sends each name
        to its set, ``bind(cmd, layout)`` binds them all. ``variable_counts``: {set index:
        count} for bindless sets, as :meth:`allocate` takes one."""
        pl = pipeline_layout(layout, "DescriptorPool.allocate_all()")
        wanted = [s.set for s in pl.desc.set_layouts
                  if s.bindings and not s.flags & SetLayoutFlag.PUSH_DESCRIPTOR_KHR]
        counts = dict(variable_counts or {})
        stray = sorted(set(counts) - set(wanted), key=repr)
        if stray:
            raise LayoutError(f"variable_counts names set(s) {stray}, which allocate_all() does not allocate; it "
                              f"allocates sets {wanted}")
        return DescriptorSets([self.allocate(pl, i, variable_count=counts.get(i)) for i in wanted])

    def _variable_count(self, s: SetLayout, count: int | None) -> int | None:
        vb = _variable(s)
        if vb is None:
            if count is not None:
                raise LayoutError(f"set {s.set} has no variable-count binding, so variable_count={count} means "
                                  f"nothing (bindings: {listing([s])})")
            return None
        if count is None:
            return vb.descriptor_count
        number = integral(count)
        if number is None or not 0 <= number <= vb.descriptor_count:
            raise LayoutError(f"{label(s.set, vb)}: variable_count must be 0..{vb.descriptor_count} (its bound), "
                              f"not {count!r}")
        return number

    def _take(self, s: SetLayout, variable_count: int | None) -> None:
        need: dict[DT, int] = {}
        for b in s.bindings:
            n = variable_count if b.binding_flags & BindingFlag.VARIABLE_DESCRIPTOR_COUNT else b.descriptor_count
            need[b.descriptor_type] = need.get(b.descriptor_type, 0) + (n or 0)
        inline = sum(1 for b in s.bindings if b.descriptor_type == DT.INLINE_UNIFORM_BLOCK)
        short = [f"{n} {t.name} (room for {self._room.get(t, 0)})" for t, n in need.items() if n > self._room.get(t, 0)]
        if self._sets_left < 1:
            short.insert(0, f"a set (all {self.sizes.max_sets} allocated)")
        if inline > self._inline_left:
            short.append(f"{inline} inline uniform block binding(s) (room for {self._inline_left})")
        if short:
            raise LayoutError(f"the descriptor pool is out of room for set {s.set}: it needs {', '.join(short)}; "
                              "make it with more sets=, or use another pool")
        for t, n in need.items():
            self._room[t] -= n
        self._sets_left -= 1
        self._inline_left -= inline

    def _allocate(self, set_layout: Handle, variable_count: int | None) -> Handle:
        handles = ffi.new("VkDescriptorSetLayout[]", [set_layout])
        info = ffi.new("VkDescriptorSetAllocateInfo*")
        info.sType = const(_S_ALLOCATE)
        info.descriptorPool = self.handle
        info.descriptorSetCount = 1
        info.pSetLayouts = handles
        counts = ffi.new("uint32_t[]", [variable_count or 0])
        chained = ffi.new("VkDescriptorSetVariableDescriptorCountAllocateInfo*")
        if variable_count is not None:
            chained.sType = const(_S_VARIABLE)
            chained.descriptorSetCount = 1
            chained.pDescriptorCounts = counts
            info.pNext = chained
        out = ffi.new("VkDescriptorSet*")
        raise_for_result(lib.vkAllocateDescriptorSets(self.device, info, out), "vkAllocateDescriptorSets", self._ctx)
        return out[0]

    def reset(self) -> None:
        """Free every set of the pool (vkResetDescriptorPool); their objects become unusable."""
        if self._ctx is not None and self._ctx.device is None:
            raise ClosedError("the DeviceContext this descriptor pool was made on")
        if self.handle is not None:
            raise_for_result(lib.vkResetDescriptorPool(self.device, self.handle, 0), "vkResetDescriptorPool", self._ctx)
        for d in self.sets:
            d.handle = None
        self.sets = []
        self._reset_room()

    def close(self) -> None:
        """Destroy the pool (and with it every set allocated from it); after its DeviceContext
        closed, the pool went with the device and is only forgotten."""
        if self.handle is not None:
            for d in self.sets:
                d.handle = None
            if self._ctx is None or self._ctx.device is not None:
                lib.vkDestroyDescriptorPool(self.device, self.handle, ffi.NULL)
            self.handle = None

    def __enter__(self) -> DescriptorPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class SetPlan:
    """What a write to a set of one set layout looks up, made once: a :class:`~.writes.Slot`
    a binding (a variable-count binding at ``variable_count``) and each name that names one
    binding alone (its names, ``"set.binding"``, ``(set, binding)``). Other spellings and
    every miss go through :func:`~layoutgen.layout.names.find_binding`, for its messages."""

    def __init__(self, layout: SetLayout, variable_count: int | None, limits: Mapping[str, int],
                 others: Iterable[SetLayout] = ()) -> None:
        self.layout, self.others = layout, tuple(others)
        vb = _variable(layout)
        counts = {vb.binding: variable_count} if vb is not None and variable_count is not None else {}
        self.slots = {b.binding: Slot(layout.set, b, counts.get(b.binding, b.descriptor_count), limits)
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
        no inline bytes), else None: the names alone where each names one descriptor, else the
        bindings and elements written."""
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
                partner = _partner(slot, resources, name)
                if partner is not None:
                    value = _paired(slot, name, value, partner, resources[partner])
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
        for slot, _, infos in out:
            if type(infos) is not list or slot.kind == "inline":
                return out, None
            total += len(infos)
        return out, tuple((slot.number, indices) for slot, indices, _ in out) if total <= _DESCRIPTORS_KEPT else None


def _partner(slot: Slot, resources: Mapping[BindingName, Resource], name: BindingName) -> BindingName | None:
    """The other name of a combined image sampler made of a separate image and sampler
    (HLSL's Texture2D and SamplerState at one binding) that ``resources`` also writes: the
    two give its image view and its sampler. None where there is none."""
    names = slot.binding.names
    if slot.binding.immutable_samplers or name not in names:
        return None
    return next((n for n in resources if n != name and n in names), None)


def _paired(slot: Slot, first: BindingName, a: Resource, second: BindingName, b: Resource) -> Resource:
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


#: A set keeps the write structs of so many shapes of write (a shape: which bindings and elements)...
_SHAPES_KEPT = 8
#: ... of up to so many descriptors each (a larger write's structs are made for it alone).
_DESCRIPTORS_KEPT = 1024


def _merged(resources: Resources | None, named: Mapping[str, Resource]) -> Mapping[BindingName, Resource]:
    """The resources of a mapping and of keyword arguments, as one mapping."""
    if not resources:
        return named  # type: ignore[return-value]  # str keys are binding names
    out: dict[BindingName, Resource] = dict(resources.items())
    out.update(named.items())
    return out


class DescriptorSet:
    """A descriptor set allocated from a :class:`DescriptorPool`; ``handle`` is the
    VkDescriptorSet (None once its pool is reset or closed), ``layout`` its SetLayout, ``set``
    its index in the pipeline layout, ``desc`` the PipelineLayoutDesc it was allocated for,
    ``pool`` its pool, ``variable_count`` the descriptor count of its variable-count binding
    (None where it has none); ``written`` the binding numbers written so far, ``unwritten``
    those a bind still needs written; ``bound`` whether it is bound in a command buffer not yet
    known to have completed (see :meth:`release`)."""

    def __init__(self, pool: DescriptorPool, handle: Handle, layout: SetLayout, desc: PipelineLayoutDesc,
                 variable_count: int | None, plan: SetPlan | None = None) -> None:
        self.pool, self.handle, self.layout, self.desc = pool, handle, layout, desc
        self.set = layout.set
        self.variable_count = variable_count
        self._plan = plan or SetPlan(layout, variable_count, pool.limits, desc.set_layouts)
        self.written: set[int] = set()
        #: The descriptors of the dynamic buffers, by binding and element, for the offsets' checks.
        self._dynamic: dict[int, dict[int, Info]] = {}
        #: Write structs kept, by what identifies them (see SetPlan.check).
        self._batches: dict[Hashable, WriteBatch] = {}
        #: What this set was found to fit, by id: (that object, its PipelineLayout, its bind point or None).
        self._fits: dict[int, tuple[BoundLayout, PipelineLayout, int | None]] = {}
        self._handles = ffi.new("VkDescriptorSet[]", [handle])
        #: The bindings a bind needs written that were not yet: all but partially bound ones,
        #: immutable samplers and a variable-count binding allocated with no descriptor.
        self.unwritten = {slot.number for slot in self._plan.slots.values() if _needs_write(slot)}
        self.bound = False

    def write(self, resources: Resources | None = None, /, **named: Resource) -> None:
        """Write descriptors by the shader's names: ``write(frame=ubo)``, or a mapping for
        names that are no Python identifiers (``write({"0.1": ubo})``). Arrays take a list
        or ``{index: resource}``. One vkUpdateDescriptorSets, after every check."""
        self._apply(*self._check(_merged(resources, named)))

    def _check(self, resources: Mapping[BindingName, Resource]) -> tuple[list[Checked], Hashable | None]:
        """Every check of a write, before any Vulkan call (see SetPlan.check)."""
        if self.handle is None:
            raise _freed(self)
        checked, key = self._plan.check(resources)
        if self.bound:
            for slot, _, _ in checked:
                if not slot.update_after_bind:
                    raise LayoutError(
                        f"{slot.where}: the set is bound in a command buffer and the binding is not "
                        "UPDATE_AFTER_BIND; call release() once the command buffers that bound it completed")
        return checked, key

    def _apply(self, checked: list[Checked], key: Hashable | None) -> None:
        """The checked write, made."""
        batch = self._batches.get(key) if key is not None else None
        if batch is not None:
            batch.refill(checked)
            lib.vkUpdateDescriptorSets(self.pool.device, batch.n, batch.writes, 0, ffi.NULL)
        else:
            batch = WriteBatch(self.handle, checked)
            lib.vkUpdateDescriptorSets(self.pool.device, batch.n, batch.writes, 0, ffi.NULL)
            if key is not None:
                if len(self._batches) >= _SHAPES_KEPT:
                    del self._batches[next(iter(self._batches))]
                self._batches[key] = batch  # its bindings are in ``written`` from now on
            self.written.update(slot.number for slot, _, _ in checked)
            self.unwritten.difference_update(self.written)
        if self._plan.dynamic:
            for slot, indices, infos in checked:
                if slot.dynamic:
                    self._dynamic.setdefault(slot.number, {}).update(zip(indices, cast("list[Info]", infos)))

    def bind(self, cmd: Handle, layout: BoundLayout, *, offsets: Offsets | None = None,
             bind_point: int | None = None, unwritten: Unwritten = "error") -> None:
        """vkCmdBindDescriptorSets for this set alone (see :func:`bind_sets`, which ``offsets``,
        ``bind_point`` and ``unwritten`` mean what they mean in)."""
        if offsets is not None or self._plan.dynamic:
            bind_sets(cmd, layout, [self], offsets=offsets, bind_point=bind_point, unwritten=unwritten)
            return
        if self.handle is None:
            raise _freed(self)
        if self.unwritten:
            self.refuse_unwritten(unwritten)
        pl, point = self.fits(layout)
        if bind_point is not None:
            point = bind_point
        elif point is None:
            point = bind_point_of(pl.desc.stages)
        lib.vkCmdBindDescriptorSets(cmd, point, pl.handle, self.set, 1, self._handles, 0, ffi.NULL)
        self.bound = True

    def fits(self, layout: BoundLayout) -> tuple[PipelineLayout, int | None]:
        """The PipelineLayout of ``layout`` (checked once a layout: its set of this index is
        this set's layout) and its bind point: a Pipeline's, else what the layout's stages
        tell (None where they do not)."""
        hit = self._fits.get(id(layout))
        if hit is None or hit[0] is not layout:
            pl = pipeline_layout(layout, "bind_sets()")
            sets = pl.desc.set_layouts
            if self.set >= len(sets) or sets[self.set] is not self.layout and sets[self.set].key != self.layout.key:
                raise LayoutError(f"set {self.set} was allocated for another set layout than this pipeline layout's "
                                  f"set {self.set} ({listing([self.layout])})")
            point = int(layout.bind_point) if isinstance(layout, Pipeline) else None
            if point is None:  # a layout's stages tell its bind point, or say to give it
                try:
                    point = int(bind_point_of(pl.desc.stages))
                except LayoutError:
                    point = None
            if len(self._fits) >= _SHAPES_KEPT:
                self._fits.clear()
            hit = self._fits[id(layout)] = (layout, pl, point)  # the object, kept alive while its id is a key
        _, pl, point = hit
        if pl.handle is None:
            raise ClosedError("the pipeline layout bind_sets() was given", "destroyed")
        return pl, point

    def refuse_unwritten(self, unwritten: Unwritten) -> None:
        """A LayoutError naming the bindings of this set a bind needs and that were never
        written, or with ``unwritten="warn"`` a LayoutgenWarning (``"ignore"``: nothing)."""
        if unwritten not in ("error", "warn", "ignore"):
            raise LayoutError(f"unwritten={unwritten!r}: give 'error', 'warn' or 'ignore'")
        if not self.unwritten or unwritten == "ignore":
            return
        names = listing([SetLayout(self.set, tuple(b for b in self.layout.bindings if b.binding in self.unwritten))])
        text = (f"set {self.set} is bound with bindings never written: {names}; write them first (a shader that "
                "reads one reads garbage); a bindless binding (merge(bindless_max=...)) is PARTIALLY_BOUND and needs "
                "no write")
        if unwritten == "error":
            raise LayoutError(text + "; bind(..., unwritten='warn') lets it through with a warning")
        warnings.warn(text, LayoutgenWarning, stacklevel=3)

    def release(self) -> None:
        """Say that the command buffers that bound this set completed (or were reset), so
        that bindings without UPDATE_AFTER_BIND may be written again."""
        self.bound = False


class DescriptorSets:
    """The descriptor sets of one pipeline layout, written and bound together
    (:meth:`DescriptorPool.allocate_all`): ``sets`` in set order, ``group[n]`` set ``n``."""

    def __init__(self, sets: list[DescriptorSet]) -> None:
        self.sets = sets

    def __getitem__(self, index: int) -> DescriptorSet:
        """The set of index ``index`` (``group[1]``); a NotFoundError where it is not here."""
        for d in self.sets:
            if d.set == index:
                return d
        raise NotFoundError(f"no set {index} among these descriptor sets (sets {[d.set for d in self.sets]})")

    def __iter__(self) -> Iterator[DescriptorSet]:
        """The sets, in set order."""
        return iter(self.sets)

    def __len__(self) -> int:
        """How many sets there are."""
        return len(self.sets)

    def _route(self, name: BindingName) -> DescriptorSet:
        """The one set ``name`` names a binding of."""
        found = []
        for d in self.sets:
            try:
                d._plan.find(name)
            except NotFoundError:
                continue
            found.append(d)
        if len(found) == 1:
            return found[0]
        everywhere = listing(d.layout for d in self.sets)
        if not found:
            raise NotFoundError(f"no binding named {name!r} in sets {[d.set for d in self.sets]}; the names there "
                                f"are: {everywhere}")
        raise LayoutError(f"{name!r} names bindings in sets {[d.set for d in found]}: say which with 'set.binding'; "
                          f"the names there are: {everywhere}")

    def write(self, resources: Resources | None = None, /, **named: Resource) -> None:
        """Write descriptors by the shader's names, each to the set that has it; every check
        of every set runs before any Vulkan call (see :meth:`DescriptorSet.write`)."""
        items = _merged(resources, named)
        if not items:
            raise LayoutError(f"nothing to write; the names are: {listing(d.layout for d in self.sets)}")
        routed: dict[int, dict[BindingName, Resource]] = {}
        for name, value in items.items():
            routed.setdefault(self._route(name).set, {})[name] = value
        checked = [(self[index], self[index]._check(part)) for index, part in routed.items()]
        for d, (parts, key) in checked:
            d._apply(parts, key)

    def bind(self, cmd: Handle, layout: BoundLayout, *, offsets: Offsets | None = None,
             bind_point: int | None = None, unwritten: Unwritten = "error") -> None:
        """Bind every set (one vkCmdBindDescriptorSets a run of consecutive sets); dynamic
        ``offsets`` by name, each sent with its set; ``bind_point`` and ``unwritten`` as
        :func:`bind_sets` takes them."""
        runs: list[list[DescriptorSet]] = []
        for d in self.sets:
            if runs and runs[-1][-1].set == d.set - 1:
                runs[-1].append(d)
            else:
                runs.append([d])
        given = dict((offsets or {}).items())
        by_run: list[dict[BindingName, int | list[int]]] = [{} for _ in runs]
        for name, value in given.items():
            home = self._route(name)
            by_run[next(i for i, run in enumerate(runs) if home in run)][name] = value
        for run, part in zip(runs, by_run):
            bind_sets(cmd, layout, run, offsets=part, bind_point=bind_point, unwritten=unwritten)

    def release(self) -> None:
        """:meth:`DescriptorSet.release` for every set."""
        for d in self.sets:
            d.release()


def _needs_write(slot: Slot) -> bool:
    """Whether a bind needs the binding written first: not partially bound, not a sampler
    with immutable samplers, not a variable-count binding allocated with no descriptor."""
    b = slot.binding
    if int(b.binding_flags) & _PARTIALLY_BOUND or slot.count == 0:
        return False
    return not (b.descriptor_type == DT.SAMPLER and b.immutable_samplers)


def _freed(d: DescriptorSet) -> ClosedError:
    return ClosedError(f"descriptor set {d.set}", "freed: its pool was reset or closed")


def pipeline_layout(layout: BoundLayout, caller: str) -> PipelineLayout:
    """The PipelineLayout of ``layout`` (itself, or a Pipeline's), with its description; a
    ClosedError where it was destroyed."""
    pl = layout.layout if isinstance(layout, Pipeline) else layout
    if not isinstance(pl, PipelineLayout):
        raise LayoutError(f"{caller} needs a PipelineLayout (LayoutCache.get(), create_pipeline_layout()) or a "
                          f"Pipeline made with one, not {describe(layout)}")
    if isinstance(layout, Pipeline) and layout.handle is None:
        raise ClosedError(f"the pipeline {caller} was given")
    if pl.handle is None:
        raise ClosedError(f"the pipeline layout {caller} was given", "destroyed")
    if device_closed(pl.device):
        raise ClosedError(f"the DeviceContext of the pipeline layout {caller} was given")
    return pl


def bind_point_of(stages: ShaderStage) -> PipelineBindPoint:
    """The VkPipelineBindPoint of a layout's stages."""
    if stages & RAY_TRACING_STAGES:
        return PipelineBindPoint.RAY_TRACING_KHR
    if stages == ShaderStage.COMPUTE:
        return PipelineBindPoint.COMPUTE
    if not stages or stages & ShaderStage.COMPUTE:
        raise LayoutError(f"cannot tell the bind point of a layout for stages {stages.vk_names or 'none'}: "
                          "give bind_point=")
    return PipelineBindPoint.GRAPHICS


def _bind_point(layout: BoundLayout, given: int | None) -> int | None:
    """The bind point given, else a Pipeline's; None where neither says."""
    if given is not None:
        return given
    return layout.bind_point if isinstance(layout, Pipeline) else None


def bind_sets(cmd: Handle, layout: BoundLayout, sets: DescriptorSet | Iterable[DescriptorSet], *,
              offsets: Offsets | None = None, bind_point: int | None = None, unwritten: Unwritten = "error") -> None:
    """Bind consecutive sets to ``layout`` (a PipelineLayout, or a Pipeline and its layout).

    ``offsets`` gives each dynamic buffer's offset by name (a list for an array); they are
    passed in the order Vulkan wants: by set, binding number and element. The bind point
    comes from the pipeline or from the layout's stages unless given (``bind_point``, a
    PipelineBindPoint or its number). A set with bindings
    never written (but partially bound ones) is a LayoutError naming them; ``unwritten="warn"``
    makes it a LayoutgenWarning, ``"ignore"`` lets it pass.
    """
    sets = [sets] if isinstance(sets, DescriptorSet) else list(sets)
    if not sets:
        raise LayoutError("bind_sets() needs at least one descriptor set")
    point = _bind_point(layout, bind_point)
    pl = pipeline_layout(layout, "bind_sets()")
    point = point if point is not None else bind_point_of(pl.desc.stages)
    first = sets[0].set
    for i, d in enumerate(sets):
        if d.set != first + i:
            raise LayoutError(f"sets bound together must be consecutive: got sets {[x.set for x in sets]}")
        if d.handle is None:
            raise _freed(d)
        d.fits(layout)
        if d.unwritten:
            d.refuse_unwritten(unwritten)
    dynamic = dynamic_offsets(sets, offsets or {})
    handles = ffi.new("VkDescriptorSet[]", [d.handle for d in sets])
    offs = ffi.new("uint32_t[]", dynamic) if dynamic else ffi.NULL
    lib.vkCmdBindDescriptorSets(cmd, point, pl.handle, first, len(sets), handles, len(dynamic), offs)
    for d in sets:
        d.bound = True


def _dynamic_slot(sets: list[DescriptorSet], name: BindingName) -> Slot:
    """The slot of the dynamic buffer ``name`` names among ``sets``."""
    slot = None
    if len(sets) == 1:
        try:
            slot = sets[0]._plan.names.get(name)
        except TypeError:  # an unhashable name names nothing
            pass
    if slot is None:
        s, b = find_binding([d.layout for d in sets], name)
        slot = next(d for d in sets if d.set == s.set)._plan.slots[b.binding]
    if not slot.dynamic:
        raise LayoutError(f"{label(slot.set, slot.binding)} is {slot.type.name}, not a dynamic buffer: it takes no "
                          "dynamic offset")
    return slot


def dynamic_offsets(sets: list[DescriptorSet], offsets: Offsets) -> list[int]:
    """The dynamic offsets of ``sets`` by name, in Vulkan's order, each checked."""
    given: dict[tuple[int, int], int | list[int]] = {}
    for name, value in offsets.items():
        slot = _dynamic_slot(sets, name)
        given[(slot.set, slot.number)] = value
    out: list[int] = []
    for d in sets:
        for slot in d._plan.dynamic:
            out += _offsets_of(d, slot, given.get((d.set, slot.number)))
    return out


def _offsets_of(d: DescriptorSet, slot: Slot, value: int | list[int] | None) -> list[int]:
    b = slot.binding
    where = label(d.set, b)
    if value is None:
        name = b.names[0] if b.names else f"{d.set}.{b.binding}"
        raise LayoutError(f"{where} is a dynamic buffer: give its offset, offsets={{{name!r}: N}}")
    values = list(value) if isinstance(value, (list, tuple)) else [value]
    if len(values) != b.descriptor_count:
        raise LayoutError(f"{where} has {b.descriptor_count} descriptor(s): give as many dynamic offsets, "
                          f"got {len(values)}")
    cls = slot.limit_class
    align = d.pool.limits.get(f"min{cls}BufferOffsetAlignment", 1)
    written = d._dynamic.get(slot.number, {})
    for i, given in enumerate(values):
        off = integral(given)  # numpy's integers as Python's; bools and floats refused
        if off is None or off < 0 or off % align:
            raise LayoutError(f"{where}: dynamic offset {given!r} must be a non-negative multiple of "
                              f"min{cls}BufferOffsetAlignment ({align})")
        values[i] = off
        info = written.get(i)
        if info is None:
            raise LayoutError(f"{where}: element {i} was never written, so it has no buffer to offset")
        _, offset, rng, size = info
        if size is not None and rng != WHOLE_SIZE and offset + off + rng > size:
            raise LayoutError(f"{where}: offset {offset} + dynamic offset {off} + range {rng} go past "
                              f"the buffer's {size} bytes")
    return values


@overload
def push_descriptors(cmd: Handle, layout: BoundLayout, set: int, resources: Resources | None = None, /, *,
                     device: DeviceLike | None = None, bind_point: int | None = None, **named: Resource) -> None: ...


@overload
def push_descriptors(ctx: DeviceContext, cmd: Handle, layout: BoundLayout, set: int,
                     resources: Resources | None = None, /, *, bind_point: int | None = None,
                     **named: Resource) -> None: ...


def push_descriptors(*args: object, device: DeviceLike | None = None, bind_point: int | None = None,
                     **named: Resource) -> None:
    """``push_descriptors(cmd, layout, set, resources, **named)``: write a push-descriptor set
    (``merge(push_descriptor_sets=N)``) straight into the command buffer by the shader's names,
    with the checks of :meth:`DescriptorSet.write`. ``layout`` is a PipelineLayout or a Pipeline;
    the device is the one it was made on, or ``device`` (a DeviceContext or VkDevice) where given;
    the bind point the Pipeline's or the layout's stages', or ``bind_point`` where given.

    The order of 0.1, ``push_descriptors(ctx, cmd, layout, set, ...)``, still works for one more
    release, with a DeprecationWarning."""
    from .context import DeviceContext  # context imports this package's modules

    if args and isinstance(args[0], DeviceContext):
        warnings.warn("push_descriptors(ctx, cmd, layout, set, ...) is deprecated: call push_descriptors(cmd, "
                      "layout, set, ...), the order of bind_sets() and PushConstants.record() (the layout brings "
                      "its device; device=ctx names one)", DeprecationWarning, stacklevel=2)
        device, args = args[0], args[1:]
    if not 3 <= len(args) <= 4:
        raise TypeError(f"push_descriptors() takes (cmd, layout, set[, resources]), got {len(args)} positional "
                        "argument(s)")
    cmd, layout, set = args[0], cast("BoundLayout", args[1]), args[2]
    resources = cast("Resources | None", args[3] if len(args) == 4 else None)
    pl = pipeline_layout(layout, "push_descriptors()")
    ctx, dev = _push_device(device, layout, pl)
    address = lib.vkGetDeviceProcAddr(dev, b"vkCmdPushDescriptorSetKHR")
    if address == ffi.NULL:  # Vulkan 1.4 core names it without the suffix (same signature)
        address = lib.vkGetDeviceProcAddr(dev, b"vkCmdPushDescriptorSet")
    if address == ffi.NULL:
        raise VulkanError("push_descriptors() needs VK_KHR_push_descriptor enabled on the device: "
                          "DeviceContext(features=for_layout(desc)) enables it for a push-descriptor layout")
    desc = pl.desc
    given, set = set, integral(set)
    if (set is None or not 0 <= set < len(desc.set_layouts)
            or not desc.set_layouts[set].flags & SetLayoutFlag.PUSH_DESCRIPTOR_KHR):
        raise LayoutError(f"set {given!r} is not a push-descriptor set of this layout")
    point = _bind_point(layout, bind_point)
    point = point if point is not None else bind_point_of(desc.stages)
    checked, _ = SetPlan(desc.set_layouts[set], None, ctx.limits if ctx else {}).check(_merged(resources, named))
    batch = WriteBatch(None, checked)
    ffi.cast("PFN_vkCmdPushDescriptorSetKHR", address)(cmd, point, pl.handle, set, batch.n, batch.writes)


def _push_device(device: DeviceLike | None, layout: BoundLayout, pl: PipelineLayout
                 ) -> tuple[DeviceContext | None, Handle]:
    """(DeviceContext or None, VkDevice) that push_descriptors() records for: ``device``, else the
    Pipeline's or the PipelineLayout's."""
    if device is None:
        device = layout.device if isinstance(layout, Pipeline) else pl.device
    if device is None:
        raise LayoutError("push_descriptors() cannot tell the device of this PipelineLayout (it was not made by "
                          "create_pipeline_layout() or a LayoutCache): give device=")
    return split_device(device)
