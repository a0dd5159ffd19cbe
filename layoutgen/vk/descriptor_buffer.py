"""Descriptor buffers (VK_EXT_descriptor_buffer): a layout's sets written by the shader's names
into a buffer's memory, and bound by address and offset instead of as descriptor sets.

    with DeviceContext(features=["descriptorBuffer"]) as ctx, LayoutCache(ctx) as cache:
        layout = cache.get(desc, descriptor_buffer=True)   # set layouts made for descriptor buffers
        db = DescriptorBuffer(ctx, layout)                  # room for every set, as the device lays it out
        db.write(0, params=ubo, data=ssbo)                  # vkGetDescriptorEXT, by name
        db.bind(cmd, layout)                                # vkCmdBindDescriptorBuffersEXT + offsets

Every set's size comes from vkGetDescriptorSetLayoutSizeEXT and every binding's place from
vkGetDescriptorSetLayoutBindingOffsetEXT; sets start at multiples of the device's
descriptorBufferOffsetAlignment. A write takes what :meth:`DescriptorSet.write` takes and runs
the same checks (:class:`~.descriptors.SetPlan`, :class:`~.writes.Slot`) before any Vulkan call.
A buffer is described by its device address, so it needs SHADER_DEVICE_ADDRESS usage
(``Buffer(ctx, data, usage=[..., "device_address"])``) and a known size: a
:class:`~.resources.Buffer`, an object with ``handle`` and ``size``, or ``(buffer, offset, range)``.
A texel buffer has no view there: it is ``(buffer, format)`` or ``(buffer, offset, range, format)``,
checked as a view would be; an acceleration structure is held by its device address (see
:mod:`.descriptor_data`).
"""
from __future__ import annotations

import warnings
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Union

from ..errors import ClosedError, LayoutError, LayoutgenWarning, VulkanError
from ..layout.model import BindingFlag, NullSetLayout, PipelineLayoutDesc, SetLayout, SetLayoutFlag
from ..layout.names import listing
from ..reflect.types import align_up
from ..reflect.vkenums import DescriptorType as DT
from .binding import Handle, const, device_function, ffi, require_same_device
from .context import DeviceContext, open_context
from .create import PipelineLayout
from .descriptor_data import buffer_usages, device_address, get_info, handle_of, infos_of, texel_check
from .featurechain import properties
from .push_descriptors import push_descriptors
from .resources import Buffer
from .shader_objects import ShaderObjects
from .options import option
from .setplan import (UNWRITTEN_CHOICES, SetPlan, Unwritten, checked_variable_count, merged, needs_write,
                      variable_binding)
from .shaders import BindPointArg, Pipeline, bind_point_named, bind_point_of, pipeline_layout
from .writes import DYNAMIC, Bulk, Checked, Resource, Resources

__all__ = ["DescriptorBuffer", "bind_descriptor_buffers", "descriptor_buffer_desc", "descriptor_buffer_properties",
           "device_address"]

_DESCRIPTOR_BUFFER = int(SetLayoutFlag.DESCRIPTOR_BUFFER_EXT)
_EMBEDDED = int(SetLayoutFlag.EMBEDDED_IMMUTABLE_SAMPLERS_EXT)
_PUSH = int(SetLayoutFlag.PUSH_DESCRIPTOR_KHR)
_AFTER_BIND_POOL = int(SetLayoutFlag.UPDATE_AFTER_BIND_POOL)
_AFTER_BIND = int(BindingFlag.UPDATE_AFTER_BIND) | int(BindingFlag.UPDATE_UNUSED_WHILE_PENDING)
_SAMPLERS = frozenset({DT.SAMPLER, DT.COMBINED_IMAGE_SAMPLER})
#: Descriptor type -> the property of VkPhysicalDeviceDescriptorBufferPropertiesEXT with its size
#: (an inline uniform block takes its bytes).
_SIZES = {DT.SAMPLER: "samplerDescriptorSize", DT.COMBINED_IMAGE_SAMPLER: "combinedImageSamplerDescriptorSize",
          DT.SAMPLED_IMAGE: "sampledImageDescriptorSize", DT.STORAGE_IMAGE: "storageImageDescriptorSize",
          DT.UNIFORM_TEXEL_BUFFER: "uniformTexelBufferDescriptorSize",
          DT.STORAGE_TEXEL_BUFFER: "storageTexelBufferDescriptorSize", DT.UNIFORM_BUFFER: "uniformBufferDescriptorSize",
          DT.STORAGE_BUFFER: "storageBufferDescriptorSize", DT.INPUT_ATTACHMENT: "inputAttachmentDescriptorSize",
          DT.ACCELERATION_STRUCTURE_KHR: "accelerationStructureDescriptorSize"}
#: Sizes that grow where robustBufferAccess is enabled.
_ROBUST = {DT.UNIFORM_BUFFER, DT.STORAGE_BUFFER, DT.UNIFORM_TEXEL_BUFFER, DT.STORAGE_TEXEL_BUFFER}
#: Where a DescriptorBuffer may be bound: a PipelineLayout, a Pipeline made with one, or ShaderObjects.
BufferLayout = Union[PipelineLayout, Pipeline, ShaderObjects]


def descriptor_buffer_desc(desc: PipelineLayoutDesc) -> PipelineLayoutDesc:
    """``desc`` with every set layout flagged DESCRIPTOR_BUFFER, as
    ``LayoutCache.get(desc, descriptor_buffer=True)`` creates it. A set of immutable samplers
    alone (SAMPLER bindings with immutable samplers, not a push-descriptor set) is flagged
    EMBEDDED_IMMUTABLE_SAMPLERS as well: it takes no room in a buffer and
    :meth:`DescriptorBuffer.bind` binds it (vkCmdBindDescriptorBufferEmbeddedSamplersEXT).
    Immutable samplers in a set with other bindings stay in the buffer (a DescriptorBuffer
    writes them as it is made). The update-after-bind flags
    (a bindless policy sets them) are left out: a descriptor-buffer set layout may not have them,
    and a descriptor buffer is written after binding anyway (a write is seen by the commands
    submitted after it). Dynamic buffers, which a descriptor buffer cannot hold, are a LayoutError.
    A null set of a pipeline library's layout (:class:`~layoutgen.layout.NullSetLayout`) stays one."""
    out: list[SetLayout] = []
    for s in desc.set_layouts:
        if isinstance(s, NullSetLayout):
            out.append(s)
            continue
        dynamic = [b for b in s.bindings if b.descriptor_type in DYNAMIC]
        if dynamic:
            raise LayoutError(f"set {s.set} has dynamic buffers ({listing([SetLayout(s.set, tuple(dynamic))])}), "
                              "which descriptor buffers do not hold: merge without dynamic= (write each buffer's "
                              "offset into its descriptor instead), or use descriptor sets")
        bindings = tuple(replace(b, binding_flags=BindingFlag(int(b.binding_flags) & ~_AFTER_BIND))
                         if int(b.binding_flags) & _AFTER_BIND else b for b in s.bindings)
        flags = int(s.flags) & ~_AFTER_BIND_POOL | _DESCRIPTOR_BUFFER | (_EMBEDDED if _embeddable(s) else 0)
        out.append(replace(s, bindings=bindings, flags=SetLayoutFlag(flags)))
    return replace(desc, set_layouts=tuple(out))


def _embeddable(s: SetLayout) -> bool:
    """Whether a set layout holds immutable samplers alone (so it may embed them)."""
    return bool(s.bindings) and not int(s.flags) & _PUSH and all(
        b.descriptor_type == DT.SAMPLER and b.immutable_samplers for b in s.bindings)


def descriptor_buffer_properties(ctx: DeviceContext) -> dict[str, int]:
    """VkPhysicalDeviceDescriptorBufferPropertiesEXT of the context's device, by member name."""
    props = properties(ctx.physical_device, "VkPhysicalDeviceDescriptorBufferPropertiesEXT",
                       const("VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_BUFFER_PROPERTIES_EXT"))
    fields = ffi.typeof("VkPhysicalDeviceDescriptorBufferPropertiesEXT").fields
    return {name: int(getattr(props, name)) for name, _ in fields if name not in ("sType", "pNext")}


def _proc(ctx: DeviceContext, name: str) -> Any:
    """An extension command of the context's device, cast to its function-pointer type."""
    if ctx.device is None:
        raise ClosedError("this DeviceContext")
    return device_function(ctx.device, (name,), f"PFN_{name}", f"enable the descriptorBuffer feature on "
                           f"{ctx.device_name} (DeviceContext(features=['descriptorBuffer']))")


@dataclass
class _Placed:
    """One set of a DescriptorBuffer: where it starts, its size, its write plan and where each
    of its bindings starts (from the set's start)."""

    index: int
    offset: int
    size: int
    plan: SetPlan
    bindings: dict[int, int]
    unwritten: set[int] = field(default_factory=set)
    #: ``offset`` as vkCmdSetDescriptorBufferOffsetsEXT takes it (a VkDeviceSize[1]), made once.
    offset_arg: Handle = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.offset_arg = ffi.new("VkDeviceSize[]", [self.offset])


class DescriptorBuffer:
    """Room for the sets of a descriptor-buffer layout (``LayoutCache.get(desc,
    descriptor_buffer=True)``) in one host-visible buffer (``buffer``, a
    :class:`~.resources.Buffer`; ``address`` its device address), with
    RESOURCE_DESCRIPTOR_BUFFER and SHADER_DEVICE_ADDRESS usage, and SAMPLER_DESCRIPTOR_BUFFER
    where a set holds samplers.

    ``sets``: the set indices to hold (default: every set with bindings, but push-descriptor
    sets, written with :meth:`push`, and sets of embedded immutable samplers, which take no room
    and are bound by :meth:`bind`). ``variable_counts`` ({set: count}) gives a bindless
    binding fewer descriptors than its bound. Immutable samplers of the layout are written as the
    buffer is made (a combined image sampler's with each image view written). A context
    manager; ``close()`` frees the buffer."""

    def __init__(self, ctx: DeviceContext, layout: BufferLayout, sets: Iterable[int] | None = None, *,
                 variable_counts: Mapping[int, int] | None = None) -> None:
        self._ctx = open_context(ctx, "DescriptorBuffer", "descriptorBuffer")
        pl = _layout_of(layout, "DescriptorBuffer()")
        #: The layout's description (its set layouts flagged for descriptor buffers).
        self.desc = pl.desc
        #: The device's VkPhysicalDeviceDescriptorBufferPropertiesEXT, by member name.
        self.properties = descriptor_buffer_properties(ctx)
        #: descriptorBufferOffsetAlignment: every set starts at a multiple of it.
        self.alignment = max(self.properties["descriptorBufferOffsetAlignment"], 1)
        self._robust = "robustBufferAccess" in ctx.features.features
        self._size_of = _proc(ctx, "vkGetDescriptorSetLayoutSizeEXT")
        self._offset_of = _proc(ctx, "vkGetDescriptorSetLayoutBindingOffsetEXT")
        self._get = _proc(ctx, "vkGetDescriptorEXT")
        self._bind_buffers = _proc(ctx, "vkCmdBindDescriptorBuffersEXT")
        self._set_offsets = _proc(ctx, "vkCmdSetDescriptorBufferOffsetsEXT")
        #: The sets held, by index: each one's offset in the buffer, size and binding offsets.
        self.placed: dict[int, _Placed] = {}
        if variable_counts is not None and not isinstance(variable_counts, Mapping):
            raise LayoutError(f"variable_counts maps set indices to counts ({{1: 4096}}), not {variable_counts!r}")
        total = self._place(pl, self._chosen(sets), dict(variable_counts or {}))
        pushed = [s.set for s in self.desc.set_layouts if int(s.flags) & _PUSH]
        if pushed:
            _refuse_push(ctx, f"the layout's push-descriptor set(s) {pushed}")
        #: Whether the buffer also serves the push descriptors (a layout with a push-descriptor
        #: set, on a device whose bufferlessPushDescriptors is false): it is made with
        #: PUSH_DESCRIPTORS_DESCRIPTOR_BUFFER usage and bound with its handle.
        self.serves_push = bool(pushed) and not self.properties["bufferlessPushDescriptors"]
        samplers = any(b.descriptor_type in _SAMPLERS for i in self.placed for b in self.desc.set_layouts[i].bindings)
        usage = (const("VK_BUFFER_USAGE_RESOURCE_DESCRIPTOR_BUFFER_BIT_EXT")
                 | const("VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT")
                 | (const("VK_BUFFER_USAGE_SAMPLER_DESCRIPTOR_BUFFER_BIT_EXT") if samplers else 0)
                 | (const("VK_BUFFER_USAGE_PUSH_DESCRIPTORS_DESCRIPTOR_BUFFER_BIT_EXT") if self.serves_push else 0))
        #: The Buffer holding the descriptors.
        self.buffer = Buffer(ctx, total, usage=usage)
        #: The VkBufferUsageFlags the buffer is bound with.
        self.usage = usage
        #: The buffer's device address.
        self.address = device_address(ctx.device, self.buffer.handle)
        if self.address % self.alignment:
            self.buffer.close()
            raise VulkanError(f"the descriptor buffer's address {self.address:#x} is not a multiple of "
                              f"descriptorBufferOffsetAlignment ({self.alignment})")
        self._binding_info = ffi.new("VkDescriptorBufferBindingInfoEXT*")
        self._binding_info.sType = const("VK_STRUCTURE_TYPE_DESCRIPTOR_BUFFER_BINDING_INFO_EXT")
        self._binding_info.address, self._binding_info.usage = self.address, usage
        if self.serves_push:
            handle = ffi.new("VkDescriptorBufferBindingPushDescriptorBufferHandleEXT*")
            handle.sType = const("VK_STRUCTURE_TYPE_DESCRIPTOR_BUFFER_BINDING_PUSH_DESCRIPTOR_BUFFER_HANDLE_EXT")
            handle.buffer = self.buffer.handle
            self._binding_info.pNext = handle
            self._push_handle = handle  # alive as long as the binding info points to it
        for placed in self.placed.values():
            self._write_immutable(placed)

    # -- layout ---------------------------------------------------------------------------
    def _chosen(self, sets: Iterable[int] | None) -> list[int]:
        layouts = self.desc.set_layouts
        for s in layouts:
            if not int(s.flags) & _DESCRIPTOR_BUFFER and not isinstance(s, NullSetLayout):
                raise LayoutError(f"set {s.set} of this layout was not made for descriptor buffers: make the layout "
                                  "with LayoutCache.get(desc, descriptor_buffer=True)")
        if sets is None:
            return [s.set for s in layouts if s.bindings and not int(s.flags) & (_PUSH | _EMBEDDED)]
        if not isinstance(sets, Iterable) or isinstance(sets, (str, bytes)):
            raise LayoutError(f"sets= is a list of set indices ([0, 1]), not {sets!r}")
        chosen = list(dict.fromkeys(sets))
        for i in chosen:
            if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(layouts):
                raise LayoutError(f"sets= names set {i!r}; the layout has sets 0..{len(layouts) - 1}")
            if isinstance(layouts[i], NullSetLayout):
                raise LayoutError(f"set {i} of this pipeline library's layout is a null set: it has no set layout, "
                                  "so no room in a buffer (the library that uses it holds it)")
            if int(layouts[i].flags) & _PUSH:
                raise LayoutError(f"set {i} is a push-descriptor set: write it with DescriptorBuffer.push(), it takes "
                                  "no room in the buffer")
            if int(layouts[i].flags) & _EMBEDDED:
                raise LayoutError(f"set {i} holds embedded immutable samplers alone: it takes no room in the buffer "
                                  "(bind() binds it)")
        return sorted(chosen)

    def _place(self, pl: PipelineLayout, chosen: list[int], counts: dict[int, int]) -> int:
        """Each chosen set placed at the next aligned offset; the buffer's size."""
        stray = sorted(set(counts) - set(chosen), key=repr)
        if stray:
            raise LayoutError(f"variable_counts names set(s) {stray}, which the buffer does not hold (sets {chosen})")
        total = 0
        size = ffi.new("VkDeviceSize*")
        dev = self._ctx.device
        for i in chosen:
            s = self.desc.set_layouts[i]
            handle = pl.set_layouts[i]
            count = checked_variable_count(s, counts.get(i), f"variable_counts[{i}]")
            bindings = {}
            for b in s.bindings:
                self._offset_of(dev, handle, b.binding, size)
                bindings[b.binding] = int(size[0])
            self._size_of(dev, handle, size)
            room = int(size[0])
            vb = variable_binding(s)
            if vb is not None and count is not None:
                room = bindings[vb.binding] + count * self.descriptor_size(vb.descriptor_type)
            start = align_up(total, self.alignment)
            plan = SetPlan(s, count, self._ctx.limits, self.desc.set_layouts, self._ctx)
            for slot in plan.slots.values():
                if slot.kind == "texel":  # by address, range and format (see descriptor_data)
                    setattr(slot, "check", texel_check(self._ctx, slot))  # noqa: B010 - a function, not the method
            unwritten = {slot.number for slot in plan.slots.values() if needs_write(slot)}
            self.placed[i] = _Placed(i, start, room, plan, bindings, unwritten)
            total = start + room
        if total < 1:
            raise LayoutError(f"nothing to hold: sets {chosen} of the layout have no descriptors "
                              f"({listing(self.desc.set_layouts)})")
        return total

    def descriptor_size(self, kind: DT) -> int:
        """The bytes one descriptor of ``kind`` takes on this device (an inline uniform block: 1,
        its size counts bytes)."""
        kind = option(DT, kind, "descriptor_size()")  # a DescriptorType, its number or its name
        if kind == DT.INLINE_UNIFORM_BLOCK:
            return 1
        name = _SIZES.get(kind)
        if name is None:
            raise LayoutError(f"descriptor buffers hold no {kind.name} descriptors")
        if self._robust and kind in _ROBUST:
            name = "robust" + name[0].upper() + name[1:]
        return self.properties[name]

    # -- writes ---------------------------------------------------------------------------
    def _live(self) -> None:
        if self.buffer.closed or self._ctx.device is None:
            raise ClosedError("this DescriptorBuffer")

    def _set(self, set: int) -> _Placed:
        placed = self.placed.get(set) if isinstance(set, int) and not isinstance(set, bool) else None
        if placed is None:
            layouts = self.desc.set_layouts
            if isinstance(set, int) and 0 <= set < len(layouts) and int(layouts[set].flags) & _EMBEDDED:
                raise LayoutError(f"set {set} holds embedded immutable samplers alone (merge(immutable_samplers=...)): "
                                  "nothing to write, bind() binds them")
            raise LayoutError(f"set {set!r} is not in this descriptor buffer; it holds sets {sorted(self.placed)}")
        return placed

    def write(self, set: int, resources: Resources | None = None, /, **named: Resource) -> None:
        """Write descriptors of set ``set`` by the shader's names, as :meth:`DescriptorSet.write`
        takes them (arrays as a list or ``{index: resource}``); every check runs before any
        descriptor is written. A buffer needs a known size (a Buffer, an object with ``size``,
        or ``(buffer, offset, range)``) and SHADER_DEVICE_ADDRESS usage. A texel buffer is
        ``(buffer, format)`` or ``(buffer, offset, range, format)``, not a VkBufferView; an
        acceleration structure its VkAccelerationStructureKHR (see :mod:`.descriptor_data`)."""
        self._live()
        placed = self._set(set)
        given = merged(resources, named)
        checked, _ = placed.plan.check(given)
        usages = buffer_usages(given.values())
        made = [d for c in checked for d in self._descriptors(placed, c, usages)]
        for at, info, size in made:
            if info is None:
                self.buffer.write(size, at)  # inline uniform block bytes
                continue
            scratch = ffi.new("char[]", size)
            self._get(self._ctx.device, info[0], size, scratch)
            self.buffer.write(ffi.buffer(scratch)[:], at)
        placed.unwritten.difference_update(slot.number for slot, _, _ in checked)

    def _descriptors(self, placed: _Placed, part: Checked, usages: dict[int, int]) -> list[tuple[int, Any, Any]]:
        """(offset in the buffer, (VkDescriptorGetInfoEXT*, what it points to) or None, its size
        or an inline block's bytes) of each element a checked binding writes."""
        slot, indices, infos = part
        where = placed.offset + placed.bindings[slot.number]
        if slot.kind == "inline":
            return [(where, None, infos[0])]  # type: ignore[index]
        if not slot.kind:
            raise LayoutError(f"{slot.where}: DescriptorBuffer writes no {slot.type.name} descriptors: use a "
                              "descriptor set")
        if slot.kind == "texel" and isinstance(infos, Bulk):  # raw VkBufferViews, copied in one pass
            texel_check(self._ctx, slot)(infos.handles[0])  # refuses a view, saying what to give
        single_array = self.properties["combinedImageSamplerDescriptorSingleArray"]
        if slot.type == DT.COMBINED_IMAGE_SAMPLER and slot.count > 1 and not single_array:
            raise LayoutError(f"{slot.where}: {self._ctx.device_name} lays arrays of combined image samplers out "
                              "as two arrays (combinedImageSamplerDescriptorSingleArray is false), which "
                              "DescriptorBuffer does not write: use a descriptor set")
        size = self.descriptor_size(slot.type)
        values = infos_of(infos)
        return [(where + i * size, get_info(self._ctx, slot, i, v, usages), size) for i, v in zip(indices, values)]

    def _write_immutable(self, placed: _Placed) -> None:
        """The immutable samplers of SAMPLER bindings, written as the buffer is made (a
        descriptor buffer holds them as any other descriptor)."""
        for b in self.desc.set_layouts[placed.index].bindings:
            if b.descriptor_type != DT.SAMPLER or not b.immutable_samplers:
                continue
            size = self.descriptor_size(DT.SAMPLER)
            slot = placed.plan.slots[b.binding]
            for i, sampler in enumerate(b.immutable_samplers[:slot.count]):
                get, _keep = get_info(self._ctx, slot, i, (handle_of(sampler), ffi.NULL, 0), {})
                scratch = ffi.new("char[]", size)
                self._get(self._ctx.device, get, size, scratch)
                self.buffer.write(ffi.buffer(scratch)[:], placed.offset + placed.bindings[b.binding] + i * size)

    # -- binding --------------------------------------------------------------------------
    def bind(self, cmd: Handle, layout: BufferLayout, *, bind_point: BindPointArg | None = None,
             unwritten: Unwritten = "error") -> None:
        """Bind the buffer and point every set it holds at its offset, embedded samplers first.

        The layout's embedded immutable samplers are bound first
        (vkCmdBindDescriptorBufferEmbeddedSamplersEXT), then the buffer
        (vkCmdBindDescriptorBuffersEXT) and the offsets
        (vkCmdSetDescriptorBufferOffsetsEXT). ``layout`` is the
        PipelineLayout, a Pipeline or ShaderObjects made with it (their bind point comes
        along; ``bind_point`` gives one for a bare layout whose stages do not tell it). A set
        with bindings never written is a LayoutError naming them (``unwritten="warn"``: a
        warning, ``"ignore"``: nothing).

        Binding a buffer unbinds those bound before, and the sets pointed into them: where a
        draw uses sets of several DescriptorBuffers, bind them together with
        :func:`bind_descriptor_buffers`."""
        _bind(cmd, layout, [self], bind_point, unwritten, "DescriptorBuffer.bind()")

    def push(self, cmd: Handle, layout: BufferLayout, set: int, resources: Resources | None = None, /,
             **named: Resource) -> None:
        """Write a push-descriptor set of a descriptor-buffer layout straight into the command
        buffer (:func:`~.descriptors.push_descriptors`, with its checks), after :meth:`bind`.
        The device must allow push descriptors beside descriptor buffers (the
        descriptorBufferPushDescriptors feature enabled); where its bufferlessPushDescriptors
        is false, the buffer bound by :meth:`bind` serves them (see ``serves_push``)."""
        self._live()
        _refuse_push(self._ctx, f"set {set!r}")
        pl = _layout_of(layout, "DescriptorBuffer.push()")
        if self.serves_push is False and not self.properties["bufferlessPushDescriptors"]:
            raise LayoutError("this DescriptorBuffer was made for a layout without push-descriptor sets, and "
                              f"{self._ctx.device_name} pushes descriptors into a bound buffer "
                              "(bufferlessPushDescriptors is false): make it with the layout that has the set")
        point = _point(layout, pl, None)
        push_descriptors(cmd, pl, set, resources, device=self._ctx, bind_point=point, **named)

    # -- lifetime -------------------------------------------------------------------------
    def close(self) -> None:
        """Free the buffer (again: nothing)."""
        self.buffer.close()

    @property
    def closed(self) -> bool:
        """Whether it was closed (by itself or with its DeviceContext)."""
        return self.buffer.closed

    def __enter__(self) -> DescriptorBuffer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def bind_descriptor_buffers(cmd: Handle, layout: BufferLayout, buffers: Sequence[DescriptorBuffer], *,
                            bind_point: BindPointArg | None = None, unwritten: Unwritten = "error") -> None:
    """Bind several DescriptorBuffers made for ``layout`` at once, buffer ``i`` at binding
    index ``i`` (one vkCmdBindDescriptorBuffersEXT), and point each set they hold at its buffer
    and offset, as :meth:`DescriptorBuffer.bind` does for one, with its checks: ``bind_point``
    for a bare layout whose stages do not tell it, ``unwritten`` ("error", "warn" or
    "ignore") for sets with bindings never written.

    Vulkan's bind replaces every buffer bound before and leaves the offsets set into them
    invalid, so two DescriptorBuffers bound one after the other leave the first one's sets
    pointing into the second (``sets=[0]`` in one, ``sets=[1]`` in another). A LayoutError,
    before any Vulkan call, for buffers of different contexts, a set that two of them hold, more
    buffers than the device binds at once (maxDescriptorBufferBindings, and
    maxResourceDescriptorBufferBindings and maxSamplerDescriptorBufferBindings by usage), and
    more than one serving push descriptors."""
    if isinstance(buffers, DescriptorBuffer) or not isinstance(buffers, Sequence) or not buffers \
            or not all(isinstance(b, DescriptorBuffer) for b in buffers):
        raise LayoutError(f"bind_descriptor_buffers() takes a list of DescriptorBuffers, not {buffers!r}")
    _bind(cmd, layout, buffers, bind_point, unwritten, "bind_descriptor_buffers()")


def _bind(cmd: Handle, layout: BufferLayout, buffers: Sequence[DescriptorBuffer], bind_point: BindPointArg | None,
          unwritten: Unwritten, caller: str) -> None:
    """What :func:`bind_descriptor_buffers` and :meth:`DescriptorBuffer.bind` do, for ``caller``
    (whose caller a warning names: both call this one directly)."""
    first = buffers[0]
    for i, db in enumerate(buffers):
        db._live()
        if i:
            require_same_device(first._ctx, db._ctx, f"DescriptorBuffer {i} of those bound")
    if unwritten not in UNWRITTEN_CHOICES:  # (refused whether or not a binding was left unwritten)
        raise LayoutError(f"unwritten={unwritten!r}: give 'error', 'warn' or 'ignore'")
    pl = _layout_of(layout, caller)
    if pl.device is not first._ctx:
        require_same_device(first._ctx, pl.device, "the layout given")
    point = _point(layout, pl, bind_point)
    sets = pl.desc.set_layouts
    holder: dict[int, int] = {}
    for i, db in enumerate(buffers):
        for placed in db.placed.values():
            mine = db.desc.set_layouts[placed.index]
            if placed.index >= len(sets) or sets[placed.index].key != mine.key:
                raise LayoutError(f"set {placed.index} of {_which(buffers, i)} was laid out for another set layout "
                                  f"than the layout's set {placed.index} ({listing([mine])})")
            if i and placed.index in holder:
                raise LayoutError(f"set {placed.index} is held by {_which(buffers, holder[placed.index])} and by "
                                  f"{_which(buffers, i)}: a set is bound from one buffer (make them with sets=)")
            holder[placed.index] = i
            if placed.unwritten:
                _refuse_unwritten(placed, mine, unwritten, _which(buffers, i), caller)
    if len(buffers) > 1:  # one buffer binds on every device (Vulkan's least limits are 1 and more)
        _check_counts(first, buffers)
    embedded = [s.set for s in sets if int(s.flags) & _EMBEDDED]
    most = first.properties["maxEmbeddedImmutableSamplerBindings"]
    if len(embedded) > most:
        raise LayoutError(f"the layout has {len(embedded)} sets of embedded immutable samplers ({embedded}), more "
                          f"than {first._ctx.device_name} binds at once (maxEmbeddedImmutableSamplerBindings: {most})")
    if embedded:  # first: Debian 12's lavapipe (Mesa 25.0.7, LLVM 15) crashes at a dispatch when they come after
        bind = _proc(first._ctx, "vkCmdBindDescriptorBufferEmbeddedSamplersEXT")
        for i in embedded:
            bind(cmd, point, pl.handle, i)
    if len(buffers) == 1:
        first._bind_buffers(cmd, 1, first._binding_info)
    else:
        infos = ffi.new("VkDescriptorBufferBindingInfoEXT[]", len(buffers))
        for i, db in enumerate(buffers):
            infos[i] = db._binding_info[0]  # a copy: its pNext still points at what the buffer keeps
        first._bind_buffers(cmd, len(buffers), infos)
    for i, db in enumerate(buffers):
        index = _index(i)
        for placed in db.placed.values():
            first._set_offsets(cmd, point, pl.handle, placed.index, 1, index, placed.offset_arg)


#: A binding index as vkCmdSetDescriptorBufferOffsetsEXT takes it (a uint32_t[1]), by its
#: number, made once each (setdefault: two threads that make one keep the same).
_INDICES: dict[int, Handle] = {}


def _index(i: int) -> Handle:
    found = _INDICES.get(i)
    if found is None:
        found = _INDICES.setdefault(i, ffi.new("uint32_t[]", [i]))
    return found


def _which(buffers: Sequence[DescriptorBuffer], i: int) -> str:
    return "the descriptor buffer" if len(buffers) == 1 else f"DescriptorBuffer {i} of those bound"


def _check_counts(first: DescriptorBuffer, buffers: Sequence[DescriptorBuffer]) -> None:
    """The device binds this many buffers at once, of each usage, and one serving push descriptors."""
    samplers = const("VK_BUFFER_USAGE_SAMPLER_DESCRIPTOR_BUFFER_BIT_EXT")
    for limit, count, what in (("maxDescriptorBufferBindings", len(buffers), ""),
                               ("maxResourceDescriptorBufferBindings", len(buffers), ""),
                               ("maxSamplerDescriptorBufferBindings", sum(1 for b in buffers if b.usage & samplers),
                                " holding samplers")):
        most = first.properties[limit]
        if count > most:
            raise LayoutError(f"{count} descriptor buffers{what} bound at once: {first._ctx.device_name} binds at "
                              f"most {most} ({limit})")
    pushing = [i for i, b in enumerate(buffers) if b.serves_push]
    if len(pushing) > 1:
        raise LayoutError(f"DescriptorBuffers {pushing} of those bound each serve push descriptors (on "
                          f"{first._ctx.device_name}, whose bufferlessPushDescriptors is false, each DescriptorBuffer "
                          "of a layout with a push-descriptor set does), and one bound at a time may "
                          "[VUID-vkCmdBindDescriptorBuffersEXT-None-08050]: hold the sets in one DescriptorBuffer")


def _refuse_push(ctx: DeviceContext, what: str) -> None:
    """A VulkanError where the device does not allow push descriptors beside descriptor buffers."""
    if "descriptorBufferPushDescriptors" not in ctx.features.features:
        raise VulkanError(f"{what}: push descriptors beside descriptor buffers need the "
                          f"descriptorBufferPushDescriptors feature, which the DeviceContext on {ctx.device_name} did "
                          "not enable: DeviceContext(features=for_layout(desc) | FeatureSet.of(['descriptorBuffer', "
                          "'descriptorBufferPushDescriptors'])), or use descriptor sets for this layout")


def _layout_of(layout: BufferLayout, caller: str) -> PipelineLayout:
    return pipeline_layout(layout.layout if isinstance(layout, ShaderObjects) else layout, caller)


def _point(layout: BufferLayout, pl: PipelineLayout, given: BindPointArg | None) -> int:
    if given is not None:
        return bind_point_named(given)
    if isinstance(layout, (Pipeline, ShaderObjects)):
        return int(layout.bind_point)
    return int(bind_point_of(pl.desc.stages))


def _refuse_unwritten(placed: _Placed, layout: SetLayout, unwritten: Unwritten, which: str, caller: str) -> None:
    if unwritten == "ignore":
        return
    names = listing([SetLayout(layout.set, tuple(b for b in layout.bindings if b.binding in placed.unwritten))])
    text = (f"set {placed.index} of {which} is bound with bindings never written: {names}; write them "
            "first (a shader that reads one reads garbage)")
    if unwritten == "error":
        raise LayoutError(text + f"; {caller.removesuffix('()')}(..., unwritten='warn') lets it through with a warning")
    warnings.warn(text, LayoutgenWarning, stacklevel=4)  # the caller of bind() or bind_descriptor_buffers()

