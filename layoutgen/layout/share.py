"""Layouts shared across pipelines, and descriptor-pool sizes (pure data)."""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Unpack

from ..errors import LayoutConflictError, LayoutError, checked_index, flag
from ..reflect.vkenums import DescriptorType, ShaderStage
from .merge import (bounds_arrays, collect, push_ranges, push_spans, selectable, set_layouts, specialized,
                    stage_part, valid)
from .model import UINT32_MAX, BindingFlag, PipelineLayoutDesc, SetLayout, SetLayoutFlag, check_set_index
from .policy import Policy, PolicyOptions
from .slots import Slot
from .heaps import refuse_heaps
from .stages import StageSpec, resolve_all


def share(pipelines: Mapping[str, Sequence[StageSpec]], shared_sets: Iterable[int] = (0,), *,
          shared_push_constants: bool = True, **policy: Unpack[PolicyOptions]) -> dict[str, PipelineLayoutDesc]:
    """One layout per pipeline, with the ``shared_sets`` identical in all of them.

    A shared set holds every binding any pipeline declares there, visible to every stage
    that uses it in any pipeline, so one descriptor set binds for all the pipelines. Vulkan
    calls two layouts "compatible for set N" when sets 0..N and the push-constant ranges are
    identical: with ``shared_push_constants`` (the default) the ranges are united across the
    pipelines too, so with shared sets 0..N a set bound once stays bound across pipeline
    switches. Two pipelines that disagree on a shared binding are a LayoutConflictError; a
    stage that reads a descriptor heap is a DescriptorHeapLayoutError, as in merge().
    """
    if not isinstance(pipelines, Mapping):
        raise LayoutError(f"share() takes the pipelines as {{name: stages}}, not a {type(pipelines).__name__}: "
                          "merge() takes one pipeline's stages")
    staged = {name: resolve_all(stages) for name, stages in pipelines.items()}
    for stages in staged.values():
        refuse_heaps(stages)
    pol = specialized(Policy.make(**policy), [s for stages in staged.values() for s in stages])
    if not isinstance(shared_sets, Iterable) or isinstance(shared_sets, (str, bytes)):
        raise LayoutError(f"shared_sets is a list of set indices, not {shared_sets!r}")
    shared = sorted({check_set_index(s, "shared set") for s in shared_sets})
    flag(shared_push_constants, "shared_push_constants")
    parts = {name: [stage_part(s, pol) for s in stages] for name, stages in staged.items()}
    own = {name: collect(stages, pol, parts=parts[name]) for name, stages in staged.items()}
    every: dict[tuple[int, int], list[str]] = {}
    for slots in own.values():
        for key, names in selectable(slots).items():
            every.setdefault(key, []).extend(n for n in names if n not in every.get(key, ()))
    pol.check_selections(every)
    bounds_arrays([slot for slots in own.values() for slot in slots.values()], pol)
    union: dict[tuple[int, int], Slot] = {}
    for name, slots in own.items():
        for key, slot in slots.items():
            if key[0] in shared:
                _unite(union, key, slot, name, pol.block_mismatch == "error")
    spans: dict[ShaderStage, tuple[int, int]] = {}
    if shared_push_constants:
        for name, stages in staged.items():
            for stage, (a, b) in push_spans(stages, parts[name]).items():
                old = spans.get(stage)
                spans[stage] = (min(a, old[0]), max(b, old[1])) if old else (a, b)
    out = {}
    for name, slots in own.items():
        merged = {k: v for k, v in slots.items() if k[0] not in shared}
        merged.update(union)
        count = max(max((s for s, _ in merged), default=-1), max(shared, default=-1)) + 1
        sets = set_layouts(merged, pol, count=count)
        ranges = push_ranges(spans if shared_push_constants else push_spans(staged[name], parts[name]), pol)
        out[name] = valid(PipelineLayoutDesc(sets, ranges))
    return out


def _unite(union: dict[tuple[int, int], Slot], key: tuple[int, int], slot: Slot, pipeline: str,
           blocks_must_match: bool = True) -> None:
    have = union.get(key)
    if have is None:
        union[key] = slot.copy()
        return
    try:
        have.absorb(slot, blocks_must_match)
    except LayoutConflictError as exc:
        raise LayoutConflictError(f"shared {exc} (uniting pipeline {pipeline!r})") from None


@dataclass(frozen=True, slots=True)
class PoolSizes:
    """What a VkDescriptorPoolCreateInfo needs for some number of sets of given layouts.

    ``sizes`` maps descriptor type to descriptor count (an inline uniform block counts its
    bytes, as Vulkan wants); ``inline_uniform_block_bindings`` goes in
    VkDescriptorPoolInlineUniformBlockCreateInfo; ``update_after_bind`` says the pool needs
    VK_DESCRIPTOR_POOL_CREATE_UPDATE_AFTER_BIND_BIT. Push-descriptor sets take no pool space.
    ``mutable_types`` splits ``sizes[MUTABLE_EXT]`` by type list: {types: count}, one pool
    entry each, with its VkMutableDescriptorTypeListEXT; lists that share a type are united
    (a pool's mutable entries may not partially overlap, VUID-VkDescriptorPoolCreateInfo-pPoolSizes-04787).
    A type of which the sets hold no descriptor (a binding of count 0, a variable count of 0)
    is left out: a VkDescriptorPoolSize of 0 is invalid (VUID-VkDescriptorPoolSize-descriptorCount-00302).
    """

    #: VkDescriptorPoolCreateInfo::maxSets: how many sets the pool holds.
    max_sets: int
    sizes: dict[DescriptorType, int]
    inline_uniform_block_bindings: int = 0
    update_after_bind: bool = False
    mutable_types: dict[tuple[DescriptorType, ...], int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The pool sizes as JSON-ready data (``mutable_types`` only where there are some)."""
        mutable = [{"types": [t.vk_name for t in types], "count": n} for types, n in self.mutable_types.items()]
        return {"max_sets": self.max_sets, "sizes": {t.vk_name: n for t, n in self.sizes.items()},
                "inline_uniform_block_bindings": self.inline_uniform_block_bindings,
                "update_after_bind": self.update_after_bind, **({"mutable_types": mutable} if mutable else {})}


def pool_sizes(layouts: Iterable[SetLayout] | PipelineLayoutDesc | Mapping[SetLayout, int], sets: int = 1,
               variable_counts: Mapping[int, int] | None = None) -> PoolSizes:
    """Pool sizes for ``sets`` descriptor sets of each layout (or a {layout: count} mapping).

    A binding with VARIABLE_DESCRIPTOR_COUNT takes its layout maximum unless
    ``variable_counts`` gives the count to allocate for that set index (at most that maximum;
    a set index whose layout has no such binding is a LayoutError). Empty set layouts
    count toward ``max_sets`` (an application that allocates every set it binds needs them).
    """
    if isinstance(layouts, PipelineLayoutDesc):
        layouts = layouts.set_layouts
    if not isinstance(layouts, Iterable):
        raise LayoutError(f"pool_sizes() takes set layouts (a PipelineLayoutDesc, a list, or {{layout: sets}}), "
                          f"not {layouts!r}")
    if variable_counts is not None and not isinstance(variable_counts, Mapping):
        raise LayoutError(f"variable_counts maps set indices to descriptor counts, not {variable_counts!r}")
    counts: dict[SetLayout, int] = {}
    for layout, n in (layouts.items() if isinstance(layouts, Mapping) else ((s, sets) for s in layouts)):
        if not isinstance(layout, SetLayout):
            raise LayoutError(f"pool_sizes() takes set layouts, not {layout!r}")
        n = checked_index(n, "a number of sets")
        counts[layout] = counts.get(layout, 0) + n  # equal layouts listed twice need twice the sets
    sizes: dict[DescriptorType, int] = {}
    total = inline = 0
    uab = False
    mutable: dict[tuple[DescriptorType, ...], int] = {}
    for layout, n in counts.items():
        if n < 0:
            raise LayoutError(f"cannot allocate {n} sets")
        if layout.flags & SetLayoutFlag.PUSH_DESCRIPTOR_KHR:
            continue
        total += n
        uab = uab or bool(layout.flags & SetLayoutFlag.UPDATE_AFTER_BIND_POOL)
        for b in layout.bindings:
            count = b.descriptor_count
            if b.binding_flags & BindingFlag.VARIABLE_DESCRIPTOR_COUNT and variable_counts:
                given = checked_index(variable_counts.get(layout.set, count), f"variable_counts[{layout.set}]")
                if given < 0:
                    raise LayoutError(f"variable_counts[{layout.set}] is {given}: a descriptor count is at least 0")
                if given > count:
                    raise LayoutError(f"variable_counts[{layout.set}] is {given}, over the {count} descriptors that set "
                                      f"{layout.set}'s variable-count binding {b.binding} holds (its bound)")
                count = given
            sizes[b.descriptor_type] = sizes.get(b.descriptor_type, 0) + count * n
            if b.descriptor_type == DescriptorType.MUTABLE_EXT:
                types = tuple(sorted(set(b.mutable_types)))
                mutable[types] = mutable.get(types, 0) + count * n
            if b.descriptor_type == DescriptorType.INLINE_UNIFORM_BLOCK:
                inline += n
    variable = {layout.set for layout in counts if any(b.binding_flags & BindingFlag.VARIABLE_DESCRIPTOR_COUNT
                                                       for b in layout.bindings)}
    for s in sorted(variable_counts or (), key=repr):
        if s not in variable:
            raise LayoutError(f"variable_counts names set {s!r}, but no set layout here of that index has a "
                              f"variable-count binding; the sets that have one: "
                              f"{', '.join(map(str, sorted(variable))) or 'none'}")
    too_many = [f"{t.name}: {n}" for t, n in sizes.items() if n > UINT32_MAX] + (
        [f"{total} sets"] if total > UINT32_MAX else [])
    if too_many:
        raise LayoutError(f"a descriptor pool counts up to {UINT32_MAX} of each (uint32_t); these sets need "
                          f"{', '.join(too_many)}: give fewer sets")
    held = {t: n for t, n in sorted(sizes.items()) if n}  # a pool size of 0 is not one (VUID-...-00302)
    return PoolSizes(total, held, inline, uab, _united({types: n for types, n in mutable.items() if n}))


def _united(lists: dict[tuple[DescriptorType, ...], int]) -> dict[tuple[DescriptorType, ...], int]:
    """Mutable type lists with their counts, those that share a type made one (their union)."""
    out: dict[tuple[DescriptorType, ...], int] = {}
    for types, n in lists.items():
        joined, total = set(types), n
        for other in [o for o in out if joined & set(o)]:
            joined |= set(other)
            total += out.pop(other)
        out[tuple(sorted(joined))] = total
    return dict(sorted(out.items()))
