"""Merge the stages of a pipeline into one pipeline layout (pure data, no Vulkan import)."""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Unpack

from ..errors import BindlessBoundError, LayoutConflictError, LayoutError, printable
from ..memo import ByIdentity
from ..reflect.descriptor_model import DescriptorBinding, PushConstantBlock
from ..reflect.types import Block, align_up
from ..reflect.vkenums import DescriptorType, ShaderStage
from .heaps import refuse_heaps
from .model import (UPDATE_AFTER_BIND_TYPES, WORD, BindingFlag, LayoutBinding, PipelineLayoutDesc, PushConstantRange,
                    SetLayout, SetLayoutFlag, check_set_index)
from .policy import (SELECTOR_TEXT, Policy, PolicyOptions, Prune, PushConstantRanges, options_text,
                     selected)
from .slots import Slot, conflict_error
from .specialization import specialized_count, specialized_size, values_by_stage
from .stages import Stage, StageSpec, kept, resolve_all

_DYNAMIC = {DescriptorType.UNIFORM_BUFFER: DescriptorType.UNIFORM_BUFFER_DYNAMIC,
            DescriptorType.STORAGE_BUFFER: DescriptorType.STORAGE_BUFFER_DYNAMIC}
# Flags as constants and ints: IntFlag arithmetic makes a new flag object each time.
_NO_BINDING_FLAGS = BindingFlag(0)
_NO_SET_FLAGS = SetLayoutFlag(0)
_UPDATE_AFTER_BIND = int(BindingFlag.UPDATE_AFTER_BIND)


def _contributed(stage: Stage, policy: Policy) -> tuple[DescriptorBinding, ...]:
    if policy.prune is Prune.NONE:
        return stage.module.declared_bindings
    if policy.prune is Prune.ACCESSED:
        return tuple(b for b in stage.entry.descriptor_bindings if b.accessed)
    return stage.entry.descriptor_bindings


#: What a stage gives a layout: the bindings it contributes, their descriptor counts and their
#: blocks' sizes as specialized (None: no block), and the [start, end) bytes of its push
#: constants (None: none). Plain tuples (of numbers, but for the bindings, most often the
#: entry point's own tuple): little for the collector to walk where a memo keeps them.
Part = tuple[tuple[DescriptorBinding, ...], tuple[int, ...], "tuple[int | None, ...]", "tuple[int, int] | None"]
#: Each stage's part, by its entry point, module and the policy's pruning, where the policy
#: specializes nothing (all a part reads of the stage and the policy then): every pipeline a
#: module takes part in asks the same.
_PARTS: ByIdentity[Part] = ByIdentity(256)


def stage_part(stage: Stage, policy: Policy) -> Part:
    """The bindings ``stage`` contributes under ``policy`` and its push-constant span (see
    :data:`Part`); a LayoutError where a specialization leaves an array empty."""
    if policy.specialization or not kept(stage.module):
        return _part(stage, policy)
    found = _PARTS.get(stage.entry, stage.module, policy.prune)
    if found is None:
        found = _PARTS.put(_part(stage, policy), stage.entry, stage.module, policy.prune)
    return found


def _part(stage: Stage, policy: Policy) -> Part:
    spec = stage_spec(stage, policy)
    bindings = _contributed(stage, policy)
    counts = tuple(specialized_count(stage, b, spec) for b in bindings)
    sizes = tuple(specialized_size(stage, b, b.block, spec) if b.block is not None else None for b in bindings)
    span = None
    for p in stage.entry.push_constants:
        if policy.prune is Prune.ACCESSED and not p.accessed:
            continue
        size = specialized_size(stage, p, p.block, spec) - p.offset
        start, end = p.offset // WORD * WORD, align_up(p.offset + size, WORD)
        span = (min(start, span[0]), max(end, span[1])) if span else (start, end)
    return bindings, counts, sizes, span


def collect(stages: Sequence[Stage], policy: Policy, slots: dict[tuple[int, int], Slot] | None = None, *,
            parts: Sequence[Part]) -> dict[tuple[int, int], Slot]:
    """Unite the stages' bindings by (set, binding); see :mod:`.slots` for which descriptor
    serves several variables at one binding, and when they conflict. ``parts``: each stage's
    part (:func:`stage_part`)."""
    slots = {} if slots is None else slots
    strict = policy.block_mismatch == "error"
    first: str | None = None  # the clash found first, and the bindings that clash
    conflicted: dict[tuple[int, int], Slot] = {}
    for stage, (bindings, counts, sizes, _span) in zip(stages, parts):
        for b, count, size in zip(bindings, counts, sizes):
            key = (b.set, b.binding)
            slot = slots.get(key)
            if slot is None:
                slots[key] = Slot.of(stage, b, count, size)
                continue
            if key in conflicted:
                slot.take(stage, b, count, size)
                continue
            try:
                slot.add(stage, b, count, size, strict)
            except LayoutConflictError as exc:  # every clash is gathered, then reported at once
                first = first or str(exc)
                conflicted[key] = slot
                slot.take(stage, b, count, size)
    if first is not None:
        raise conflict_error(first, [conflicted[k] for k in sorted(conflicted)], strict)
    return slots


def _where(slot: Slot) -> str:
    """The binding as messages name it: ``set 0 binding 1 (tex)``."""
    return f"set {slot.set} binding {slot.binding} ({printable(', '.join(slot.names))})"


def _layout_binding(slot: Slot, policy: Policy, last_in_set: bool, push_set: bool, selects: bool = True
                    ) -> LayoutBinding:
    # The names selectors pick it by, needed only where an option selects bindings (``selects``:
    # policy.selects()), or bounds this one.
    names = (*slot.names, *sorted(slot.type_names)) if selects or slot.count == 0 else ()
    dtype, count, flags = slot.descriptor_type, slot.count, _NO_BINDING_FLAGS
    dynamic = bool(policy.dynamic) and selected(policy.dynamic, slot.set, slot.binding, names)
    inline = bool(policy.inline_uniform_blocks) and selected(policy.inline_uniform_blocks, slot.set, slot.binding,
                                                             names)
    if dynamic and inline:
        raise LayoutError(f"{_where(slot)} is selected both as a dynamic buffer and as an inline uniform block; "
                          "a binding can be one or the other")
    if dynamic:
        if dtype not in _DYNAMIC:
            raise LayoutError(f"{_where(slot)} is {dtype.name}; only uniform and storage buffers can be dynamic")
        dtype = _DYNAMIC[dtype]
    if inline:
        if dtype != DescriptorType.UNIFORM_BUFFER or count != 1:
            raise LayoutError(f"{_where(slot)} is not a single uniform block, so it cannot be an inline uniform block")
        dtype, count = DescriptorType.INLINE_UNIFORM_BLOCK, align_up(slot.block_size, WORD)
    if count == 0:
        bound = policy.bindless_bound(slot.set, slot.binding, names)
        if bound is None:
            raise BindlessBoundError(
                f"{_where(slot)} is a runtime-sized array: give it a descriptor-count bound "
                f"(bindless_max=N, or --bindless-max N)")
        if bound < slot.fixed:
            # One binding serves every stage: the layout's count must hold the largest fixed array
            # a stage reads there (VUID-VkGraphicsPipelineCreateInfo-layout-00756, ...-07991 on newer layers).
            raise BindlessBoundError(
                f"{_where(slot)}: bindless_max gives it {bound} descriptor(s), but {slot.fixed_text()}; a runtime-"
                f"sized array elsewhere does not make that stage read fewer: give a bound of at least {slot.fixed}")
        count, flags = bound, BindingFlag.PARTIALLY_BOUND
        # Not in a push-descriptor set (flags-03003), nor on a dynamic buffer (pBindingFlags-03015).
        if last_in_set and not push_set and dtype not in _DYNAMIC.values():
            flags |= BindingFlag.VARIABLE_DESCRIPTOR_COUNT
        if policy.update_after_bind and not push_set and dtype in UPDATE_AFTER_BIND_TYPES:
            flags |= BindingFlag.UPDATE_AFTER_BIND
    samplers = (policy.immutable_for(slot.set, slot.binding, names, dtype, count, _where(slot))
                if policy.immutable_samplers else ())
    return LayoutBinding(slot.binding, dtype, count, slot.stages, flags, tuple(slot.names),
                         immutable_samplers=samplers, block_size=slot.block_size,
                         type_names=tuple(sorted(t for t in slot.type_names if t and t not in slot.names)))


def set_layouts(slots: dict[tuple[int, int], Slot], policy: Policy, count: int | None = None
                ) -> tuple[SetLayout, ...]:
    """Set layouts 0..top (sets no stage uses in between are empty)."""
    top = max((s for s, _ in slots), default=-1)
    top = max(top, max(policy.push_descriptor_sets, default=-1))
    if top >= 0:
        check_set_index(top, "descriptor set")
    out = []
    selects = policy.selects()
    for index in range(top + 1 if count is None else count):
        numbers = sorted(b for s, b in slots if s == index)
        push_set = index in policy.push_descriptor_sets
        bindings = tuple(_layout_binding(slots[(index, n)], policy, n == numbers[-1], push_set, selects)
                         for n in numbers)
        flags = SetLayoutFlag.PUSH_DESCRIPTOR_KHR if push_set else _NO_SET_FLAGS
        if any(int(b.binding_flags) & _UPDATE_AFTER_BIND for b in bindings):
            flags |= SetLayoutFlag.UPDATE_AFTER_BIND_POOL
        out.append(SetLayout(index, bindings, flags))
    return tuple(out)


def push_spans(stages: Sequence[Stage], parts: Sequence[Part]) -> dict[ShaderStage, tuple[int, int]]:
    """Per stage, the [start, end) bytes its push-constant blocks span (4-byte aligned), from
    each stage's part (:func:`stage_part`)."""
    spans: dict[ShaderStage, tuple[int, int]] = {}
    for stage, (_bindings, _counts, _sizes, span) in zip(stages, parts):
        if span is not None:
            old = spans.get(stage.stage)
            spans[stage.stage] = (min(span[0], old[0]), max(span[1], old[1])) if old else span
    return spans


def push_ranges(spans: dict[ShaderStage, tuple[int, int]], policy: Policy) -> tuple[PushConstantRange, ...]:
    """Ranges valid for Vulkan: no stage in two ranges (VUID-...-pPushConstantRanges-00292).

    "per-stage": stages spanning the same bytes share one range; each range covers exactly
    its stages' bytes. "merged": one range over every stage's bytes.
    """
    if not spans:
        return ()
    if policy.push_constants is PushConstantRanges.MERGED:
        every = 0
        for s in spans:
            every |= int(s)
        start = min(a for a, _ in spans.values())
        return (PushConstantRange(ShaderStage(every), start, max(b for _, b in spans.values()) - start),)
    grouped: dict[tuple[int, int], int] = {}
    for stage, span in spans.items():
        grouped[span] = grouped.get(span, 0) | int(stage)
    return tuple(PushConstantRange(ShaderStage(flags), a, b - a) for (a, b), flags in sorted(grouped.items()))


def specialized(policy: Policy, stages: Iterable[Stage]) -> Policy:
    """``policy`` with its specialization values checked against the stages' constants (a key
    no stage has, two keys setting one constant differently: a LayoutError); each stage takes
    its own values by :func:`stage_spec`."""
    if policy.specialization:
        values_by_stage([s.entry.specialization_constants for s in stages], policy.specialization)
    return policy


def stage_spec(stage: Stage, policy: Policy) -> dict[int, Any]:
    """The policy's specialization values for ``stage``, by its spec ids: a name sets the
    constant of that name in this stage, whatever id it has in others (see
    :func:`.specialization.values_by_stage`)."""
    if not policy.specialization:
        return {}
    return values_by_stage([stage.entry.specialization_constants], policy.specialization, strict=False)[0]


def merge(stages: Iterable[StageSpec] | StageSpec, **policy: Unpack[PolicyOptions]) -> PipelineLayoutDesc:
    """The pipeline layout for ``stages``: modules given as paths, bytes, reflected modules or
    ``(source, entry_name[, stage])`` tuples (one module alone is one stage; a module with
    several entry points and no name given is all of them).

    Policies are keyword arguments (a misspelt one is a LayoutError, and a type error), as
    :class:`layoutgen.layout.Policy` describes them.
    {selector}

{options}

    A selector that selects nothing, a combination Vulkan forbids, and stages that no one
    descriptor serves are LayoutErrors (LayoutConflictError for the last). A stage that reads
    a descriptor heap (SPV_EXT_descriptor_heap) is a DescriptorHeapLayoutError saying what a
    set layout can and cannot describe for it (see :mod:`.heaps`).
    """
    resolved = resolve_all(stages)
    refuse_heaps(resolved)
    pol = specialized(Policy.make(**policy), resolved)
    parts = [stage_part(s, pol) for s in resolved]
    slots = collect(resolved, pol, parts=parts)
    if pol.selects():
        pol.check_selections(selectable(slots))
        bounds_arrays(slots.values(), pol)
    ranges = push_ranges(push_spans(resolved, parts), pol)
    return valid(PipelineLayoutDesc(set_layouts(slots, pol), ranges))


merge.__doc__ = (merge.__doc__ or "").replace("{options}", options_text("    ")).replace(
    "{selector}", SELECTOR_TEXT.replace("\n", "\n    "))


def selectable(slots: dict[tuple[int, int], Slot]) -> dict[tuple[int, int], list[str]]:
    """The names a policy may select each binding by."""
    return {key: [*slot.names, *sorted(slot.type_names - set(slot.names))] for key, slot in slots.items()}


def bounds_arrays(slots: Iterable[Slot], policy: Policy) -> None:
    """A LayoutError for a key of a bindless_max mapping that selects, among ``slots``, no
    runtime-sized array (only fixed-size bindings): it bounds nothing, and was surely meant
    for another binding."""
    bound = policy.bindless_max
    if not isinstance(bound, Mapping):
        return
    for key in sorted(bound, key=str):
        chosen = [slot for slot in slots
                  if selected(frozenset((key,)), slot.set, slot.binding, (*slot.names, *slot.type_names))]
        if chosen and not any(slot.count == 0 for slot in chosen):
            what = f"{key[0]}.{key[1]}" if isinstance(key, tuple) else repr(key)
            raise LayoutError(f"bindless_max: {what} selects {', '.join(_where(slot) for slot in chosen)}, no "
                              "runtime-sized array, so it bounds nothing: bindless_max bounds runtime-sized arrays")


def valid(desc: PipelineLayoutDesc) -> PipelineLayoutDesc:
    """``desc`` where Vulkan allows it; a LayoutError naming every rule it breaks otherwise."""
    from .validity import new_validity_findings

    found = new_validity_findings(desc)
    if found.has_errors:
        raise LayoutError("the policy asks for a layout Vulkan forbids: " + "; ".join(
            f"{f.message} [{f.vuid}]" for f in found.errors))
    return desc
