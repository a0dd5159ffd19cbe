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
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, TypeAlias, Union, cast, overload

from ..errors import ClosedError, LayoutError, NotFoundError, VulkanError
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
from .shaders import BoundLayout, Pipeline
from .writes import DYNAMIC, BindingName, Descriptor, Resource, Resources, Target, describe, elements, write_structs

if TYPE_CHECKING:
    from .context import DeviceContext

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
    A context manager; ``close()`` destroys the pool and so frees its sets."""

    def __init__(self, device: DeviceLike, layouts: PoolLayouts, sets: int = 1, *,
                 variable_counts: Mapping[int, int] | None = None) -> None:
        self._ctx, self.device = split_device(device)
        self.limits: Mapping[str, int] = self._ctx.limits if self._ctx is not None else {}
        set_layouts = _set_layouts(layouts)
        self.sizes = pool_sizes(set_layouts, sets, variable_counts)
        if self.sizes.max_sets < 1:
            raise LayoutError("nothing to allocate: the layouts hold only push-descriptor sets (or sets=0)")
        self._keys = {s.key for s in set_layouts if not s.flags & SetLayoutFlag.PUSH_DESCRIPTOR_KHR}
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
        pl = pipeline_layout(layout, "DescriptorPool.allocate()")
        desc = pl.desc
        if not 0 <= set < len(desc.set_layouts):
            raise LayoutError(f"the layout has sets 0..{len(desc.set_layouts) - 1}, not set {set}")
        s = desc.set_layouts[set]
        if s.flags & SetLayoutFlag.PUSH_DESCRIPTOR_KHR:
            raise LayoutError(f"set {set} is a push-descriptor set: write it with push_descriptors(), not a pool")
        if s.key not in self._keys:
            raise LayoutError(f"set {set} of this layout is not one the pool was sized for ({listing([s])})")
        count = self._variable_count(s, variable_count)
        self._take(s, count)
        handle = self._allocate(pl.set_layouts[set], count)
        dset = DescriptorSet(self, handle, s, desc, count)
        self.sets.append(dset)
        return dset

    def _variable_count(self, s: SetLayout, count: int | None) -> int | None:
        vb = _variable(s)
        if vb is None:
            if count is not None:
                raise LayoutError(f"set {s.set} has no variable-count binding, so variable_count={count} means "
                                  f"nothing (bindings: {listing([s])})")
            return None
        if count is None:
            return vb.descriptor_count
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= vb.descriptor_count:
            raise LayoutError(f"{label(s.set, vb)}: variable_count must be 0..{vb.descriptor_count} (its bound), "
                              f"not {count!r}")
        return count

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
        if self.handle is not None:
            raise_for_result(lib.vkResetDescriptorPool(self.device, self.handle, 0), "vkResetDescriptorPool", self._ctx)
        for d in self.sets:
            d.handle = None
        self.sets = []
        self._reset_room()

    def close(self) -> None:
        """Destroy the pool (and with it every set allocated from it)."""
        if self.handle is not None:
            for d in self.sets:
                d.handle = None
            lib.vkDestroyDescriptorPool(self.device, self.handle, ffi.NULL)
            self.handle = None

    def __enter__(self) -> DescriptorPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _targets(layout: SetLayout, resources: Mapping[BindingName, Resource], counts: Mapping[int, int],
             limits: Mapping[str, int],
             others: Iterable[SetLayout] = ()) -> list[tuple[Target, dict[int, Descriptor]]]:
    """Each named resource checked against its binding of ``layout``."""
    if not resources:
        raise LayoutError(f"nothing to write; the names in set {layout.set} are: {listing([layout])}")
    entries: list[tuple[Target, dict[int, Descriptor]]] = []
    seen: dict[int, BindingName] = {}
    for name, value in resources.items():
        try:
            s, b = find_binding([layout], name)
        except NotFoundError:
            elsewhere = [s for s in others if s.set != layout.set and any(name in b.names for b in s.bindings)]
            if elsewhere:
                raise NotFoundError(f"{name!r} is in set {elsewhere[0].set}, not in set {layout.set}; the names in "
                                    f"set {layout.set} are: {listing([layout])}") from None
            raise
        if b.binding in seen:
            raise LayoutError(f"{seen[b.binding]!r} and {name!r} both name {label(s.set, b)}")
        seen[b.binding] = name
        t = Target(s.set, b, counts.get(b.binding, b.descriptor_count), limits)
        entries.append((t, elements(value, t)))
    return entries


def _merged(resources: Resources | None, named: Mapping[str, Resource]) -> dict[BindingName, Resource]:
    """The resources of a mapping and of keyword arguments, as one dict."""
    out: dict[BindingName, Resource] = {}
    out.update((resources or {}).items())
    out.update(named.items())
    return out


class DescriptorSet:
    """A descriptor set allocated from a :class:`DescriptorPool`; ``handle`` is the
    VkDescriptorSet, ``layout`` its SetLayout, ``set`` its index in the pipeline layout."""

    def __init__(self, pool: DescriptorPool, handle: Handle, layout: SetLayout, desc: PipelineLayoutDesc,
                 variable_count: int | None) -> None:
        self.pool, self.handle, self.layout, self.desc = pool, handle, layout, desc
        self.set = layout.set
        self.variable_count = variable_count
        vb = _variable(layout)
        self._counts = {vb.binding: variable_count} if vb is not None and variable_count is not None else {}
        self.written: dict[int, dict[int, Descriptor]] = {}
        self.bound = False

    def write(self, resources: Resources | None = None, /, **named: Resource) -> None:
        """Write descriptors by the shader's names: ``write(frame=ubo)``, or a mapping for
        names that are no Python identifiers (``write({"0.1": ubo})``). Arrays take a list
        or ``{index: resource}``. One vkUpdateDescriptorSets, after every check."""
        if self.handle is None:
            raise _freed(self)
        entries = _targets(self.layout, _merged(resources, named), self._counts, self.pool.limits,
                           self.desc.set_layouts)
        if self.bound:
            for t, _ in entries:
                if not t.binding.binding_flags & BindingFlag.UPDATE_AFTER_BIND:
                    raise LayoutError(
                        f"{t.where}: the set is bound in a command buffer and the binding is not UPDATE_AFTER_BIND; "
                        "call release() once the command buffers that bound it completed")
        keep: list[Handle] = []
        writes, n = write_structs(self.handle, entries, keep)
        lib.vkUpdateDescriptorSets(self.pool.device, n, writes, 0, ffi.NULL)
        for t, descs in entries:
            self.written.setdefault(t.binding.binding, {}).update(descs)

    def bind(self, cmd: Handle, layout: BoundLayout, *, offsets: Offsets | None = None,
             bind_point: int | None = None) -> None:
        """vkCmdBindDescriptorSets for this set alone (see :func:`bind_sets`)."""
        bind_sets(cmd, layout, [self], offsets=offsets, bind_point=bind_point)

    def release(self) -> None:
        """Say that the command buffers that bound this set completed (or were reset), so
        that bindings without UPDATE_AFTER_BIND may be written again."""
        self.bound = False


def _freed(d: DescriptorSet) -> ClosedError:
    return ClosedError(f"descriptor set {d.set}", "freed: its pool was reset or closed")


def pipeline_layout(layout: BoundLayout, caller: str) -> PipelineLayout:
    """The PipelineLayout of ``layout`` (itself, or a Pipeline's), with its description; a
    ClosedError where it was destroyed."""
    pl = layout.layout if isinstance(layout, Pipeline) else layout
    if not isinstance(pl, PipelineLayout):
        raise LayoutError(f"{caller} needs a PipelineLayout (LayoutCache.get(), create_pipeline_layout()) or a "
                          f"Pipeline made with one, not {describe(layout)}")
    if pl.handle is None:
        raise ClosedError(f"the pipeline layout {caller} was given", "destroyed")
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
              offsets: Offsets | None = None, bind_point: int | None = None) -> None:
    """Bind consecutive sets to ``layout`` (a PipelineLayout, or a Pipeline and its layout).

    ``offsets`` gives each dynamic buffer's offset by name (a list for an array); they are
    passed in the order Vulkan wants: by set, binding number and element. The bind point
    comes from the pipeline or from the layout's stages unless given.
    """
    sets = [sets] if isinstance(sets, DescriptorSet) else list(sets)
    if not sets:
        raise LayoutError("bind_sets() needs at least one descriptor set")
    point = _bind_point(layout, bind_point)
    pl = pipeline_layout(layout, "bind_sets()")
    desc = pl.desc
    point = point if point is not None else bind_point_of(desc.stages)
    first = sets[0].set
    for i, d in enumerate(sets):
        if d.set != first + i:
            raise LayoutError(f"sets bound together must be consecutive: got sets {[x.set for x in sets]}")
        if d.handle is None:
            raise _freed(d)
        if d.set >= len(desc.set_layouts) or desc.set_layouts[d.set].key != d.layout.key:
            raise LayoutError(f"set {d.set} was allocated for another set layout than this pipeline layout's "
                              f"set {d.set} ({listing([d.layout])})")
    dynamic = dynamic_offsets(sets, offsets or {})
    handles = ffi.new("VkDescriptorSet[]", [d.handle for d in sets])
    offs = ffi.new("uint32_t[]", dynamic) if dynamic else ffi.NULL
    lib.vkCmdBindDescriptorSets(cmd, point, pl.handle, first, len(sets), handles, len(dynamic), offs)
    for d in sets:
        d.bound = True


def dynamic_offsets(sets: list[DescriptorSet], offsets: Offsets) -> list[int]:
    """The dynamic offsets of ``sets`` by name, in Vulkan's order, each checked."""
    given: dict[tuple[int, int], int | list[int]] = {}
    for name, value in offsets.items():
        s, b = find_binding([d.layout for d in sets], name)
        if b.descriptor_type not in DYNAMIC:
            raise LayoutError(f"{label(s.set, b)} is {b.descriptor_type.name}, not a dynamic buffer: it takes no "
                              "dynamic offset")
        given[(s.set, b.binding)] = value
    out: list[int] = []
    for d in sets:
        for b in d.layout.bindings:
            if b.descriptor_type in DYNAMIC:
                out += _offsets_of(d, b, given.get((d.set, b.binding)))
    return out


def _offsets_of(d: DescriptorSet, b: LayoutBinding, value: int | list[int] | None) -> list[int]:
    where = label(d.set, b)
    if value is None:
        name = b.names[0] if b.names else f"{d.set}.{b.binding}"
        raise LayoutError(f"{where} is a dynamic buffer: give its offset, offsets={{{name!r}: N}}")
    values = value if isinstance(value, list) else [value]
    if len(values) != b.descriptor_count:
        raise LayoutError(f"{where} has {b.descriptor_count} descriptor(s): give as many dynamic offsets, "
                          f"got {len(values)}")
    cls = "Uniform" if b.descriptor_type == DT.UNIFORM_BUFFER_DYNAMIC else "Storage"
    align = d.pool.limits.get(f"min{cls}BufferOffsetAlignment", 1)
    for i, off in enumerate(values):
        if isinstance(off, bool) or not isinstance(off, int) or off < 0 or off % align:
            raise LayoutError(f"{where}: dynamic offset {off!r} must be a non-negative multiple of "
                              f"min{cls}BufferOffsetAlignment ({align})")
        desc = d.written.get(b.binding, {}).get(i)
        if desc is None:
            raise LayoutError(f"{where}: element {i} was never written, so it has no buffer to offset")
        if desc.size is not None and desc.range is not None and desc.offset + off + desc.range > desc.size:
            raise LayoutError(f"{where}: offset {desc.offset} + dynamic offset {off} + range {desc.range} go past "
                              f"the buffer's {desc.size} bytes")
    return [int(v) for v in values]


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
    the device is the one it was made on, or ``device`` (a DeviceContext or VkDevice) where given.

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
    if (not isinstance(set, int) or not 0 <= set < len(desc.set_layouts)
            or not desc.set_layouts[set].flags & SetLayoutFlag.PUSH_DESCRIPTOR_KHR):
        raise LayoutError(f"set {set} is not a push-descriptor set of this layout")
    point = _bind_point(layout, bind_point)
    point = point if point is not None else bind_point_of(desc.stages)
    entries = _targets(desc.set_layouts[set], _merged(resources, named), {}, ctx.limits if ctx else {})
    keep: list[Handle] = []
    writes, n = write_structs(None, entries, keep)
    ffi.cast("PFN_vkCmdPushDescriptorSetKHR", address)(cmd, point, pl.handle, set, n, writes)


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
