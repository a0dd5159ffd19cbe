"""Bindings and blocks by the shader's names (pure data, no Vulkan).

A binding answers to each of its names (the variable's name, or the block type's name where
the variable has none, as reflection reports them), to its block's type name and to
``"set.binding"``; a ``(set, binding)`` pair works too. A name that matches nothing is a
NotFoundError and one that matches two bindings a LayoutError; both list the names there are.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..errors import LayoutError, NotFoundError, printable
from ..reflect.types import Block
from .model import LayoutBinding, PipelineLayoutDesc, SetLayout
from .policy import binding_number
from .stages import Stage, StageGroup, resolve_group


def label(set_: int, b: LayoutBinding) -> str:
    """``set 0 binding 1 (frame)``: how every message names a binding."""
    names = f" ({', '.join(b.names)})" if b.names else ""
    return f"set {set_} binding {b.binding}{names}"


def listing(sets: Iterable[SetLayout]) -> str:
    """Every binding's names and number, for messages: ``frame (0.0), tex (0.1)``."""
    out = [f"{printable('/'.join(b.names)) or '(unnamed)'} ({s.set}.{b.binding})" for s in sets for b in s.bindings]
    return ", ".join(out) or "none"


def find_binding(sets: Iterable[SetLayout] | PipelineLayoutDesc, name: Any) -> tuple[SetLayout, LayoutBinding]:
    """The one binding ``name`` names among ``sets`` (set layouts, or a layout's)."""
    if isinstance(sets, PipelineLayoutDesc):
        sets = sets.set_layouts
    if not isinstance(sets, Iterable):
        raise LayoutError(f"find_binding() looks among set layouts (or a PipelineLayoutDesc), not {sets!r}")
    sets = list(sets)
    if not all(isinstance(s, SetLayout) for s in sets):
        raise LayoutError(f"find_binding() looks among set layouts, not {sets!r}")
    number = binding_number(name)
    found = [(s, b) for s in sets for b in s.bindings
             if (number is not None and (s.set, b.binding) == number) or name in b.names or name in b.type_names]
    where = "set " + ", ".join(str(s.set) for s in sets) if sets else "no set"
    if not found:
        raise NotFoundError(f"no binding named {name!r} in {where}; the names there are: {listing(sets)}")
    if len(found) > 1:
        both = " and ".join(label(s.set, b) for s, b in found)
        raise LayoutError(f"{name!r} names {len(found)} bindings, {both}: say which with 'set.binding'; the names "
                          f"there are: {listing(sets)}")
    return found[0]


def find_block(stages: StageGroup, name: str) -> Block:
    """The buffer block of the descriptor binding or push-constant block ``name`` names in
    ``stages`` (paths, modules or (module, entry) tuples, as ``merge()`` takes; also the
    stages of several pipelines sharing a layout, as a list or as ``share()`` takes them,
    ``{name: stages}``): its ``numpy_dtype()`` lays out host data exactly as the shader
    reads it. ``name`` is the block's variable name, its type name, or ``set.binding``, after
    a stage and a colon (``"vertex:pc"``, as ``PushConstants`` takes member paths) to take one
    stage's block.

    Where stages read different blocks by that name, the largest serves them all when each
    other one is a prefix of it (the same members, names, offsets and types up to its end: a
    stage reading the first members of a uniform block, as ``merge()`` accepts); blocks that
    differ otherwise are a LayoutError saying how to name each."""
    resolved = resolve_group(stages)
    prefix, colon, wanted = name.rpartition(":") if isinstance(name, str) else ("", "", name)
    number = binding_number(wanted)
    blocks: dict[str, tuple[Block, set[str]]] = {}
    have: list[str] = []
    picked = [s for s in resolved if not colon or prefix.lower() + ":" in _prefixes(s)]
    if not picked:
        stages_there = sorted({p[:-1] for s in resolved for p in _prefixes(s) if "." not in p})
        raise NotFoundError(f"no stage {prefix!r} among these stages: {name!r} names no block; the stages there are: "
                            f"{', '.join(stages_there)}")
    for stage in picked:
        for b in stage.entry.descriptor_bindings:
            have.append(f"{b.name} ({b.set}.{b.binding})")
            if b.block is not None and (wanted in (b.name, b.type_name) or number == (b.set, b.binding)):
                blocks[f"{stage.label} set {b.set} binding {b.binding}"] = (b.block, _prefixes(stage))
        for p in stage.entry.push_constants:
            have.append(f"{p.name} (push constants)")
            if wanted in (p.name, p.type_name):
                blocks[f"{stage.label} push constants"] = (p.block, _prefixes(stage))
    distinct = list(dict.fromkeys(b for b, _p in blocks.values()))
    if not distinct:
        raise NotFoundError(f"no block named {name!r}; the names there are: {', '.join(dict.fromkeys(have)) or 'none'}")
    largest = max(distinct, key=_extent)
    if all(b is largest or is_prefix(b, largest) for b in distinct):
        return largest
    from .hostdata import hint_order

    hints = [f"'{min(ps, key=hint_order)}{wanted}'" for _b, ps in blocks.values()]
    raise LayoutError(f"{name!r} names {len(distinct)} different blocks: {', '.join(blocks)}; neither is the start of "
                      f"the other, so name one stage's: {' or '.join(dict.fromkeys(hints))}")


def _prefixes(stage: Stage) -> set[str]:
    from .hostdata import stage_prefixes

    return stage_prefixes(stage.stage.name or "", stage.entry.execution_model, stage.file)


def _extent(block: Block) -> int:
    """A block's size, unbounded where it ends in a runtime-sized array."""
    return 1 << 62 if _runtime(block) else block.size


def _runtime(block: Block) -> bool:
    return any(None in m.array_dims or 0 in m.array_dims for m in block.members)


def is_prefix(small: Block, large: Block) -> bool:
    """Whether ``large`` begins with ``small``: the same members (names, offsets, types and
    layout) up to ``small``'s end, so host data laid out by ``large`` serves a stage that
    reads ``small``. A block ending in a runtime-sized array is the start only of an equal one."""
    if _runtime(small):
        return small.members == large.members
    n = len(small.members)
    if large.members[:n] != small.members:
        return False
    return all(m.offset >= small.size for m in large.members[n:])
