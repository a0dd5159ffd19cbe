"""Descriptor pools: sized by :func:`~layoutgen.pool_sizes` for the set layouts they serve,
allocating descriptor sets (:class:`~.descriptors.DescriptorSet`): one, or every set of a
layout at once."""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TypeAlias, Union

from ..errors import ClosedError, LayoutError, flag, integral
from ..layout.model import BindingFlag, PipelineLayoutDesc, SetLayout, SetLayoutFlag
from ..layout.names import listing
from ..layout.share import pool_sizes
from ..reflect.vkenums import DescriptorType as DT
from .binding import Handle, const, ffi, lib, raise_for_result, require_same_device
from .context import DeviceContext, DeviceLike, require_device, split_device
from .create import PipelineLayout, pool_info
from .descriptors import DescriptorSet, DescriptorSets
from .setplan import SetPlan, checked_variable_count
from .shaders import BoundLayout, pipeline_layout
from .templates import BlockBatch, Entry, create_template, destroy_template
from .writes import Checked, WriteBatch

#: What a descriptor pool is sized for: a PipelineLayoutDesc, a PipelineLayout, a SetLayout or
#: several SetLayouts.
PoolLayouts: TypeAlias = Union[PipelineLayoutDesc, PipelineLayout, SetLayout, Iterable[SetLayout]]

#: A pool makes update templates for so many shapes of write (set layouts and bindings written).
TEMPLATES_KEPT = 256
_S_ALLOCATE = "VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO"
_S_VARIABLE = "VK_STRUCTURE_TYPE_DESCRIPTOR_SET_VARIABLE_DESCRIPTOR_COUNT_ALLOCATE_INFO"


def _set_layouts(layouts: PoolLayouts) -> tuple[SetLayout, ...]:
    desc = layouts.desc if isinstance(layouts, PipelineLayout) else layouts  # it brings its description
    if isinstance(desc, PipelineLayoutDesc):
        return desc.set_layouts
    if isinstance(desc, SetLayout):
        return (desc,)
    if isinstance(desc, Iterable) and not isinstance(desc, (str, bytes)):
        found = tuple(desc)
        if all(isinstance(s, SetLayout) for s in found):
            return found
    raise LayoutError(f"DescriptorPool's layouts (after the device) are a PipelineLayoutDesc, a PipelineLayout or "
                      f"set layouts, not {type(layouts).__name__}")


class DescriptorPool:
    """A VkDescriptorPool sized by :func:`~layoutgen.pool_sizes` for ``sets`` sets of each
    set layout of ``layouts`` (a PipelineLayoutDesc, a PipelineLayout or set layouts), with
    UPDATE_AFTER_BIND and inline-uniform-block room where the layouts need them.
    ``variable_counts`` ({set index: count}) sizes bindless sets smaller than their bound.
    A context manager; ``close()`` destroys the pool and so frees its sets.

    ``handle`` is the VkDescriptorPool (None once closed), ``device`` the VkDevice, ``sizes``
    the PoolSizes it was made with, ``limits`` the device limits writes are checked against
    (empty with a bare VkDevice), ``sets`` the DescriptorSets allocated so far.

    With ``templates`` (the default), a write a set keeps (a few descriptors, as a write
    repeated every frame with new resources is) goes through a descriptor update template
    (vkUpdateDescriptorSetWithTemplate) made for its shape, which the pool's sets of one set
    layout share; the pool destroys them on ``close()`` (``reset()`` keeps them). One-off
    writes (a long list, a bulk write) and shapes past the pool's ``TEMPLATES_KEPT`` stay
    vkUpdateDescriptorSets, as every write does with ``templates=False``. ``templates`` says
    which way the pool's sets write."""

    def __init__(self, device: DeviceLike, layouts: PoolLayouts, sets: int = 1, *,
                 variable_counts: Mapping[int, int] | None = None, templates: bool = True) -> None:
        require_device(device, "DescriptorPool")
        self._ctx, self.device = split_device(device)
        self.templates = flag(templates, "templates")
        #: The update templates made, by (VkDescriptorSetLayout, the entries of the shape).
        self._templates: dict[tuple[int, tuple[Entry, ...]], Handle] = {}
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
        require_same_device(self._ctx or self.device, pl.device,
                            "the pipeline layout given to DescriptorPool.allocate()")
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
        count = checked_variable_count(s, variable_count, "variable_count")
        self._take(s, count)
        handle = self._allocate(pl.set_layouts[set], count)
        plan = self._plans.get((id(s), count))
        if plan is None or plan.layout is not s:
            plan = self._plans[(id(s), count)] = SetPlan(s, count, self.limits, desc.set_layouts,
                                                         self._ctx or self.device)
        dset = DescriptorSet(self, handle, s, desc, count, plan, set_layout=pl.set_layouts[set])
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

    def _take(self, s: SetLayout, variable_count: int | None) -> None:
        need: dict[DT, int] = {}
        for b in s.bindings:
            n = variable_count if b.binding_flags & BindingFlag.VARIABLE_DESCRIPTOR_COUNT else b.descriptor_count
            if n:  # a binding of no descriptor takes no room (and the pool sizes leave its type out)
                need[b.descriptor_type] = need.get(b.descriptor_type, 0) + n
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

    @property
    def context(self) -> DeviceContext | None:
        """The DeviceContext the pool was made on (None for a bare VkDevice)."""
        return self._ctx

    def template_batch(self, set_layout: Handle, dst_set: Handle, checked: list[Checked]) -> WriteBatch:
        """The structs of a write to ``dst_set`` (of the VkDescriptorSetLayout ``set_layout``) in
        one block, with the pool's update template for their shape (made on first need); a
        plain WriteBatch where the pool holds TEMPLATES_KEPT templates already."""
        batch = BlockBatch(dst_set, checked)
        key = (int(ffi.cast("uintptr_t", set_layout)), batch.entries)
        template = self._templates.get(key)
        if template is None:
            if len(self._templates) >= TEMPLATES_KEPT:
                return WriteBatch(dst_set, checked)
            template = self._templates[key] = create_template(self.device, self._ctx, batch.entries,
                                                              set_layout=set_layout)
        batch.template = template
        return batch

    def reset(self) -> None:
        """Free every set of the pool (vkResetDescriptorPool); their objects become unusable."""
        if self.handle is None:
            raise ClosedError("this descriptor pool")
        if self._ctx is not None and self._ctx.device is None:
            raise ClosedError("the DeviceContext this descriptor pool was made on")
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
                for template in self._templates.values():
                    destroy_template(self.device, template)
                lib.vkDestroyDescriptorPool(self.device, self.handle, ffi.NULL)
            self._templates.clear()
            self.handle = None

    def __enter__(self) -> DescriptorPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
