"""Descriptor sets, written and bound by the shader's names.

    pool = DescriptorPool(ctx, desc, sets=4)     # sized by pool_sizes() (see .pool)
    dset = pool.allocate(layout, 0)               # set 0 of a PipelineLayout
    dset.write(frame=ubo, src=(ssbo, 0, 1024), tex=(view, sampler))
    dset.bind(cmd, layout, offsets={"frame": 256})
    sets = pool.allocate_all(layout)              # every set of the layout, written and bound together

Every call that records into a command buffer takes ``(cmd, layout, ...)``: ``bind_sets``,
``DescriptorSet.bind``, ``push_descriptors`` and ``PushConstants.record``.

What each descriptor type takes is in :mod:`.writes`, what a write looks up in
:mod:`.setplan`. Every misuse (a name that matches nothing or two bindings, the wrong kind of
handle, an index past the count, a range past the buffer, a missing dynamic offset, bindings
never written) is a LayoutgenError before any Vulkan call.
"""
from __future__ import annotations

import warnings
from collections.abc import Hashable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Protocol, TypeAlias, Union, cast

from ..errors import ClosedError, LayoutError, LayoutgenWarning, NotFoundError, integral
from ..memo import drop_oldest
from ..layout.model import PipelineLayoutDesc, SetLayout
from ..layout.names import find_binding, label, listing
from .binding import Handle, const, ffi, lib, not_a_command_buffer
from .create import PipelineLayout
from .maintenance6 import commands2, stages_at
from .mutable import mutable_writes
from .setplan import SHAPES_KEPT, UNWRITTEN_CHOICES, SetPlan, merged, needs_write
from .setplan import Unwritten as Unwritten
from .shaders import (BindPointArg, BoundLayout, Pipeline, bind_point_given, bind_point_named, bind_point_of,
                      pipeline_layout)
from .writes import WHOLE_SIZE, BindingName, Checked, Info, Resource, Resources, Slot, WriteBatch, describe

_UINT32 = 0xFFFFFFFF  # a dynamic offset is a uint32_t

if TYPE_CHECKING:
    from ..layout.bindless import TypeName
    from .context import DeviceContext

_S_BIND_SETS = const("VK_STRUCTURE_TYPE_BIND_DESCRIPTOR_SETS_INFO_KHR")
#: Dynamic offsets by binding name: an offset, or a list of them for an array binding.
Offsets: TypeAlias = Union[Mapping[str, Union[int, list[int]]], Mapping[BindingName, Union[int, list[int]]]]


class SetPool(Protocol):
    """What a descriptor set asks of the pool it was allocated from (a DescriptorPool)."""

    device: Handle
    limits: Mapping[str, int]
    templates: bool

    @property
    def context(self) -> DeviceContext | None: ...

    def template_batch(self, set_layout: Handle, dst_set: Handle, checked: list[Checked]) -> WriteBatch: ...


class DescriptorSet:
    """A descriptor set allocated from a :class:`DescriptorPool`; ``handle`` is the
    VkDescriptorSet (None once its pool is reset or closed), ``layout`` its SetLayout, ``set``
    its index in the pipeline layout, ``desc`` the PipelineLayoutDesc it was allocated for,
    ``pool`` its pool, ``variable_count`` the descriptor count of its variable-count binding
    (None where it has none); ``written`` the binding numbers written so far, ``unwritten``
    those a bind still needs written; ``bound`` whether it is bound in a command buffer not yet
    known to have completed (see :meth:`release`). ``set_layout`` is the VkDescriptorSetLayout
    it was allocated with, which a pool with ``templates`` makes update templates for.

    On a device with maintenance6 enabled (``DeviceContext(features=["maintenance6"])``),
    :meth:`bind` and :func:`bind_sets` record vkCmdBindDescriptorSets2KHR, with the stage flags
    of the sets' bindings served at the bind point."""

    def __init__(self, pool: SetPool, handle: Handle, layout: SetLayout, desc: PipelineLayoutDesc,
                 variable_count: int | None, plan: SetPlan | None = None, *, set_layout: Handle = None) -> None:
        self.pool, self.handle, self.layout, self.desc = pool, handle, layout, desc
        #: The VkDescriptorSetLayout it was allocated with, where known: update templates are made for it
        #: (not where it has a MUTABLE_EXT binding: VUID-VkDescriptorUpdateTemplateCreateInfo-templateType-04615).
        self._set_layout = set_layout if pool.templates and not any(b.mutable_types for b in layout.bindings) else None
        self.set = layout.set
        self.variable_count = variable_count
        self._plan = plan or SetPlan(layout, variable_count, pool.limits, desc.set_layouts, pool.context or pool.device)
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
        self.unwritten = {slot.number for slot in self._plan.slots.values() if needs_write(slot)}
        self.bound = False
        #: The maintenance6 commands where the pool's device enabled it, else None.
        self._cmds2 = commands2(pool.context)
        #: (PipelineLayout, bind point, bind_info()) of the last bind() through them.
        self._info2: tuple[PipelineLayout, int, tuple[Handle, tuple[Handle, Handle]]] | None = None

    def write(self, resources: Resources | None = None, /, **named: Resource) -> None:
        """Write descriptors by the shader's names: ``write(frame=ubo)``, or a mapping for
        names that are no Python identifiers (``write({"0.1": ubo})``). Arrays take a list
        or ``{index: resource}``. One vkUpdateDescriptorSets, after every check; a write of a
        few descriptors, kept for the next write of its shape (which then fills in only the
        descriptors that changed), one vkUpdateDescriptorSetWithTemplate where the pool makes
        ``templates``."""
        self._apply(*self._check(merged(resources, named)))

    def write_mutable(self, index: int | Mapping[int, tuple[TypeName, Resource]], value: Resource | None = None, /,
                      *, type: TypeName | None = None, binding: BindingName | None = None) -> None:
        """Write descriptors of a MUTABLE_EXT binding (:func:`layoutgen.layout.bindless_layout`)
        by index, each as one type of its list: ``write_mutable(5, buf, type="storage_buffer")``,
        or several in one vkUpdateDescriptorSets, ``write_mutable({5: ("storage_buffer", buf),
        6: ("sampled_image", view)})``. ``type`` is a DescriptorType or its name; the value is
        what a binding of that type takes (:mod:`.writes`) and is checked as such, and is
        written with that type as ``descriptorType``. ``binding`` names the MUTABLE_EXT binding
        where the set has several. A type not in the list, an index past the count or a value
        of the wrong kind for the type is a LayoutError before any Vulkan call."""
        if self.handle is None:
            raise _freed(self)
        self._apply(mutable_writes(self._plan, index, value, type, binding, self.bound, self.pool.limits), None)

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
            if batch.template is None:
                lib.vkUpdateDescriptorSets(self.pool.device, batch.n, batch.writes, 0, ffi.NULL)
            else:
                lib.vkUpdateDescriptorSetWithTemplate(self.pool.device, self.handle, batch.template, batch.block)
        else:
            if key is not None and self._set_layout is not None:
                batch = self.pool.template_batch(self._set_layout, self.handle, checked)
            else:
                batch = WriteBatch(self.handle, checked)
            if batch.template is None:
                lib.vkUpdateDescriptorSets(self.pool.device, batch.n, batch.writes, 0, ffi.NULL)
            else:
                lib.vkUpdateDescriptorSetWithTemplate(self.pool.device, self.handle, batch.template, batch.block)
            if key is not None:
                if len(self._batches) >= SHAPES_KEPT:
                    drop_oldest(self._batches)
                self._batches[key] = batch  # its bindings are in ``written`` from now on
            self.written.update(slot.number for slot, _, _ in checked)
            self.unwritten.difference_update(self.written)
        if self._plan.dynamic:
            for slot, indices, infos in checked:
                if slot.dynamic:
                    self._dynamic.setdefault(slot.number, {}).update(zip(indices, cast("list[Info]", infos)))

    def bind(self, cmd: Handle, layout: BoundLayout, *, offsets: Offsets | None = None,
             bind_point: BindPointArg | None = None, unwritten: Unwritten = "error") -> None:
        """vkCmdBindDescriptorSets for this set alone (see :func:`bind_sets`, which ``offsets``,
        ``bind_point`` and ``unwritten`` mean what they mean in)."""
        if offsets is not None or self._plan.dynamic:
            _bind_sets(cmd, layout, [self], offsets, bind_point, unwritten, "DescriptorSet.bind()")
            return
        if self.handle is None:
            raise _freed(self)
        if self.unwritten or unwritten not in UNWRITTEN_CHOICES:  # (a misspelt choice is refused either way)
            self.refuse_unwritten(unwritten)
        pl, point = self.fits(layout)
        if bind_point is not None:
            point = bind_point_named(bind_point)
        elif point is None:
            point = bind_point_of(pl.desc.stages)
        if self._cmds2 is None:
            try:
                lib.vkCmdBindDescriptorSets(cmd, point, pl.handle, self.set, 1, self._handles, 0, ffi.NULL)
            except TypeError:
                raise not_a_command_buffer("DescriptorSet.bind()", cmd) from None
        else:
            kept = self._info2
            if kept is None or kept[0] is not pl or kept[1] != point or kept[2][0].layout != pl.handle:
                kept = self._info2 = (pl, point, bind_info(pl, point, [self], self._handles, []))
            try:
                self._cmds2.bind_sets(cmd, kept[2][0])
            except TypeError:
                raise not_a_command_buffer("DescriptorSet.bind()", cmd) from None
        self.bound = True

    def fits(self, layout: BoundLayout, call: str = "DescriptorSet.bind()") -> tuple[PipelineLayout, int | None]:
        """The PipelineLayout of ``layout`` (checked once a layout: its set of this index is
        this set's layout) and its bind point: a Pipeline's, else what the layout's stages
        tell (None where they do not). ``call`` names the call in errors."""
        hit = self._fits.get(id(layout))
        if hit is None or hit[0] is not layout:
            pl = pipeline_layout(layout, call)
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
            if len(self._fits) >= SHAPES_KEPT:
                self._fits.clear()
            hit = self._fits[id(layout)] = (layout, pl, point)  # the object, kept alive while its id is a key
        _, pl, point = hit
        if pl.handle is None:
            raise ClosedError(f"the pipeline layout {call} was given", "destroyed")
        return pl, point

    def refuse_unwritten(self, unwritten: Unwritten) -> None:
        """A LayoutError naming the bindings of this set a bind needs and that were never
        written, or with ``unwritten="warn"`` a LayoutgenWarning (``"ignore"``: nothing)."""
        if unwritten not in UNWRITTEN_CHOICES:
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
        items = merged(resources, named)
        if not items:
            raise LayoutError(f"nothing to write; the names are: {listing(d.layout for d in self.sets)}")
        routed: dict[int, dict[BindingName, Resource]] = {}
        for name, value in items.items():
            routed.setdefault(self._route(name).set, {})[name] = value
        checked = [(self[index], self[index]._check(part)) for index, part in routed.items()]
        for d, (parts, key) in checked:
            d._apply(parts, key)

    def bind(self, cmd: Handle, layout: BoundLayout, *, offsets: Offsets | None = None,
             bind_point: BindPointArg | None = None, unwritten: Unwritten = "error") -> None:
        """Bind every set (one vkCmdBindDescriptorSets a run of consecutive sets); dynamic
        ``offsets`` by name, each sent with its set; ``bind_point`` and ``unwritten`` as
        :func:`bind_sets` takes them."""
        runs: list[list[DescriptorSet]] = []
        for d in self.sets:
            if runs and runs[-1][-1].set == d.set - 1:
                runs[-1].append(d)
            else:
                runs.append([d])
        given = dict(_offsets_arg(offsets).items())
        by_run: list[dict[BindingName, int | list[int]]] = [{} for _ in runs]
        for name, value in given.items():
            home = self._route(name)
            by_run[next(i for i, run in enumerate(runs) if home in run)][name] = value
        for run, part in zip(runs, by_run):
            _bind_sets(cmd, layout, run, part, bind_point, unwritten, "DescriptorSets.bind()")

    def release(self) -> None:
        """:meth:`DescriptorSet.release` for every set."""
        for d in self.sets:
            d.release()


def _freed(d: DescriptorSet) -> ClosedError:
    return ClosedError(f"descriptor set {d.set}", "freed: its pool was reset or closed")


def bind_sets(cmd: Handle, layout: BoundLayout, sets: DescriptorSet | Iterable[DescriptorSet], *,
              offsets: Offsets | None = None, bind_point: BindPointArg | None = None,
              unwritten: Unwritten = "error") -> None:
    """Bind consecutive sets to ``layout`` (a PipelineLayout, or a Pipeline and its layout).

    ``offsets`` gives each dynamic buffer's offset by name (a list for an array); they are
    passed in the order Vulkan wants: by set, binding number and element. The bind point
    comes from the pipeline or from the layout's stages unless given (``bind_point``, a
    PipelineBindPoint, its number or its name: ``"compute"``). A set with bindings
    never written (but partially bound ones) is a LayoutError naming them; ``unwritten="warn"``
    makes it a LayoutgenWarning, ``"ignore"`` lets it pass.
    """
    _bind_sets(cmd, layout, sets, offsets, bind_point, unwritten, "bind_sets()")


def _bind_sets(cmd: Handle, layout: BoundLayout, sets: DescriptorSet | Iterable[DescriptorSet],
               offsets: Offsets | None, bind_point: BindPointArg | None, unwritten: Unwritten, call: str) -> None:
    """bind_sets(), for ``call`` (named in its errors)."""
    if isinstance(sets, DescriptorSet):
        sets = [sets]
    elif isinstance(sets, Iterable) and not isinstance(sets, (str, bytes)):
        sets = list(sets)
    else:
        raise LayoutError(f"{call} takes a DescriptorSet or a list of them, not {type(sets).__name__}")
    odd = [d for d in sets if not isinstance(d, DescriptorSet)]
    if odd:
        raise LayoutError(f"{call} takes DescriptorSets, not one {type(odd[0]).__name__}")
    if not sets:
        raise LayoutError(f"{call} needs at least one descriptor set")
    point = bind_point_given(layout, bind_point)
    pl = pipeline_layout(layout, call)
    point = point if point is not None else bind_point_of(pl.desc.stages)
    first = sets[0].set
    for i, d in enumerate(sets):
        if d.set != first + i:
            raise LayoutError(f"sets bound together must be consecutive: got sets {[x.set for x in sets]}")
        if d.handle is None:
            raise _freed(d)
        d.fits(layout, call)
        if d.unwritten or unwritten not in UNWRITTEN_CHOICES:
            d.refuse_unwritten(unwritten)
    dynamic = dynamic_offsets(sets, _offsets_arg(offsets))
    handles = ffi.new("VkDescriptorSet[]", [d.handle for d in sets])
    cmds2 = sets[0]._cmds2
    if cmds2 is not None:
        info, _keep = bind_info(pl, point, sets, handles, dynamic)  # _keep: what it points to, alive
        try:
            cmds2.bind_sets(cmd, info)
        except TypeError:
            raise not_a_command_buffer(call, cmd) from None
    else:
        offs = ffi.new("uint32_t[]", dynamic) if dynamic else ffi.NULL
        try:
            lib.vkCmdBindDescriptorSets(cmd, point, pl.handle, first, len(sets), handles, len(dynamic), offs)
        except TypeError:
            raise not_a_command_buffer(call, cmd) from None
    for d in sets:
        d.bound = True


def bind_info(pl: PipelineLayout, point: int, sets: list[DescriptorSet], handles: Handle, dynamic: list[int]
              ) -> tuple[Handle, tuple[Handle, Handle]]:
    """VkBindDescriptorSetsInfoKHR (maintenance6) binding ``sets`` (``handles``) at ``point``,
    its stage flags those of the sets' bindings served there; and what it points to."""
    stages = 0
    for d in sets:
        stages |= d._plan.stages
    info = ffi.new("VkBindDescriptorSetsInfoKHR*")
    info.sType = _S_BIND_SETS
    info.stageFlags = stages_at(point, stages)
    info.layout, info.firstSet = pl.handle, sets[0].set
    info.descriptorSetCount, info.pDescriptorSets = len(sets), handles
    offs = ffi.new("uint32_t[]", dynamic) if dynamic else ffi.NULL
    info.dynamicOffsetCount, info.pDynamicOffsets = len(dynamic), offs
    return info, (handles, offs)


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


def _offsets_arg(offsets: Offsets | None) -> Offsets:
    """``offsets=`` as given, checked to be a mapping ({} for None)."""
    if offsets is None:
        return {}
    if type(offsets) is not dict and not isinstance(offsets, Mapping):
        raise LayoutError(f"offsets maps dynamic buffers' names to offsets ({{'frame': 256}}), not {describe(offsets)}")
    return offsets


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
    if value is None and not b.descriptor_count:  # reserved: no descriptor, no offset
        return []
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
        if off is None or off < 0 or off % align or off > _UINT32:
            raise LayoutError(f"{where}: dynamic offset {given!r} must be a non-negative multiple of "
                              f"min{cls}BufferOffsetAlignment ({align}) below 2**32")
        values[i] = off
        info = written.get(i)
        if info is None:
            raise LayoutError(f"{where}: element {i} was never written, so it has no buffer to offset")
        _, offset, rng, size = info
        if rng == WHOLE_SIZE and off:  # VUID-vkCmdBindDescriptorSets-pDescriptorSets-06715
            raise LayoutError(f"{where}: element {i} was written with the buffer's whole size (no range), so its "
                              f"dynamic offset can only be 0, not {off}: write it with a range to move it")
        if size is not None and rng != WHOLE_SIZE and offset + off + rng > size:
            raise LayoutError(f"{where}: offset {offset} + dynamic offset {off} + range {rng} go past "
                              f"the buffer's {size} bytes")
    return values
