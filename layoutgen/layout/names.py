"""Bindings and blocks by the shader's names (pure data, no Vulkan).

A binding answers to each of its names (the variable's name, or the block type's name where
the variable has none, as reflection reports them), to its block's type name and to
``"set.binding"``; a ``(set, binding)`` pair works too. A name that matches nothing is a
NotFoundError and one that matches two bindings a LayoutError; both list the names there are.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..errors import LayoutError, NotFoundError
from ..reflect.types import Block
from .model import LayoutBinding, SetLayout
from .stages import StageGroup, resolve_group


def label(set_: int, b: LayoutBinding) -> str:
    """``set 0 binding 1 (frame)``: how every message names a binding."""
    names = f" ({', '.join(b.names)})" if b.names else ""
    return f"set {set_} binding {b.binding}{names}"


def _number(name: Any) -> tuple[int, int] | None:
    if isinstance(name, tuple) and len(name) == 2 and all(isinstance(v, int) for v in name):
        return int(name[0]), int(name[1])
    if isinstance(name, str) and name.count(".") == 1 and all(p.isdigit() for p in name.split(".")):
        s, b = name.split(".")
        return int(s), int(b)
    return None


def listing(sets: Iterable[SetLayout]) -> str:
    """Every binding's names and number, for messages: ``frame (0.0), tex (0.1)``."""
    out = [f"{'/'.join(b.names) or '(unnamed)'} ({s.set}.{b.binding})" for s in sets for b in s.bindings]
    return ", ".join(out) or "none"


def find_binding(sets: Iterable[SetLayout], name: Any) -> tuple[SetLayout, LayoutBinding]:
    """The one binding ``name`` names among ``sets``."""
    sets = list(sets)
    number = _number(name)
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
    reads it. ``name`` is the block's variable name, its type name, or ``set.binding``."""
    resolved = resolve_group(stages)
    number = _number(name)
    blocks: dict[str, Block] = {}
    have: list[str] = []
    for stage in resolved:
        for b in stage.entry.descriptor_bindings:
            have.append(f"{b.name} ({b.set}.{b.binding})")
            if b.block is not None and (name in (b.name, b.type_name) or number == (b.set, b.binding)):
                blocks[f"{stage.label} set {b.set} binding {b.binding}"] = b.block
        for p in stage.entry.push_constants:
            have.append(f"{p.name} (push constants)")
            if name in (p.name, p.type_name):
                blocks[f"{stage.label} push constants"] = p.block
    distinct = set(blocks.values())
    if not distinct:
        raise NotFoundError(f"no block named {name!r}; the names there are: {', '.join(dict.fromkeys(have)) or 'none'}")
    if len(distinct) > 1:
        raise LayoutError(f"{name!r} names {len(distinct)} different blocks: {', '.join(blocks)}")
    return distinct.pop()
