"""What a typed module is made of, gathered from stages (:func:`gather`), and what changed
between two such gatherings (:func:`diff`)."""
from __future__ import annotations

import numbers
from collections.abc import Iterable, Mapping
from dataclasses import replace
from enum import Enum
from typing import Any

from ..errors import LayoutError
from ..layout.model import LayoutBinding, PipelineLayoutDesc
from ..layout.stages import Stage, StageSpec, resolve_all
from ..reflect.interface import flatten
from ..reflect.model import SpecializationConstant
from ..reflect.types import (NUMPY_CODES, Array, Block, BlockMember, Matrix, Scalar, ScalarKind, Struct, Type, Vector,
                              unwrap)
from ..reflect.vkenums import ShaderStage
from .model import BoundBlock, Interface, PushBlock



def policy_literal(policy: Mapping[str, Any]) -> dict[str, Any]:
    """The policy options as plain literals (strings, numbers, tuples, lists, dicts), in key order:
    what a module can hold as source and merge() takes back. Immutable samplers (device
    handles) are a LayoutError."""
    if "immutable_samplers" in policy:
        raise LayoutError("immutable_samplers: samplers are device handles, which a generated module cannot hold; "
                          "merge with them at run time from the module's desc()")
    return {key: _literal(policy[key], key) for key in sorted(policy)}


def _literal(value: Any, where: str) -> Any:
    if isinstance(value, Enum):
        return _literal(value.value, where)
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, numbers.Integral):
        return int(value)
    if isinstance(value, numbers.Real):
        return float(value)
    if isinstance(value, Mapping):
        return {_literal(k, where): _literal(v, where) for k, v in sorted(value.items(), key=lambda kv: repr(kv[0]))}
    if isinstance(value, (set, frozenset)):
        return sorted((_literal(v, where) for v in value), key=repr)
    if isinstance(value, tuple):  # a (set, binding) selector is a tuple to merge()
        return tuple(_literal(v, where) for v in value)
    if isinstance(value, list):
        return [_literal(v, where) for v in value]
    raise LayoutError(f"{where}: {value!r} cannot be written into a generated module")


def gather(stages: Iterable[StageSpec] | StageSpec, policy: Mapping[str, Any]) -> Interface:
    """The interface ``stages`` (one pipeline's, as merge() takes them) have under ``policy``."""
    from ..layout.merge import merge
    from ..layout.specialization import values_by_id

    literal = policy_literal(policy)
    resolved = resolve_all(stages)
    desc = merge(resolved, **literal)
    constants = _constants(resolved)
    values = values_by_id(constants, literal.get("specialization", {}))
    return Interface(desc, _blocks(resolved, desc, values), _push(resolved, values), constants,
                     _vertex(resolved), literal)


def _constants(stages: list[Stage]) -> tuple[SpecializationConstant, ...]:
    by_id: dict[int, SpecializationConstant] = {}
    for s in stages:
        for c in s.entry.specialization_constants:
            by_id.setdefault(c.id, c)
    return tuple(by_id[i] for i in sorted(by_id))


def _blocks(stages: list[Stage], desc: PipelineLayoutDesc, values: Mapping[int, Any]) -> tuple[BoundBlock, ...]:
    """The block at each buffer binding of ``desc``: one layout for all stages that declare it
    (its type names aside, its own and its structures': the classes take the first stage's),
    else a LayoutError saying how each stage lays it out."""
    bindings = {(s.set, b.binding): b for s in desc.set_layouts for b in s.bindings}
    found: dict[tuple[int, int], dict[Block, tuple[Block, list[str]]]] = {}
    for stage in stages:
        for b in (*stage.entry.descriptor_bindings, *stage.module.declared_bindings):
            if b.block is not None and (b.set, b.binding) in bindings:
                specialized = b.block.specialized(values)
                here = found.setdefault((b.set, b.binding), {})
                shape = plain_block(specialized, named=False)
                if shape not in here:  # the first stage's declaration of this layout, names and all
                    here[shape] = (plain_block(specialized), [])
                labels = here[shape][1]
                if stage.label not in labels:
                    labels.append(stage.label)
    out = []
    for key in sorted(found):
        layouts = list(found[key].values())
        if len(layouts) > 1:
            each = "; ".join(f"{', '.join(labels)}: {_members(block)}, {block.size} bytes" for block, labels in layouts)
            raise LayoutError(f"set {key[0]} binding {key[1]}: the stages lay its block out differently ({each}); "
                              "a typed module needs one layout of it: declare the block with the same members, "
                              "types and offsets in every stage")
        out.append(BoundBlock(key[0], key[1], _name(bindings[key]), layouts[0][0]))
    return tuple(out)


def _name(b: LayoutBinding) -> str:
    return b.names[0] if b.names else f"binding{b.binding}"


def _push(stages: list[Stage], values: Mapping[int, Any]) -> tuple[PushBlock, ...]:
    out = []
    for stage in stages:
        for p in stage.entry.push_constants:
            block = plain_block(p.block.specialized(values))
            start = min((m.offset for m in block.members), default=0)
            out.append(PushBlock(stage.stage, p.name, p.type_name, start, block.size - start, block))
    return tuple(out)


def _vertex(stages: list[Stage]) -> tuple[tuple[str, str, tuple[int, ...]], ...] | None:
    vertex = next((s for s in stages if s.entry.stage == ShaderStage.VERTEX), None)
    if vertex is None:
        return None
    inputs = sorted((v for v in flatten(vertex.entry.inputs) if v.builtin is None),
                    key=lambda v: (v.location if v.location is not None else -1, v.component))
    return tuple((v.name, *_field(v.type, v.name)) for v in inputs)


def _field(t: Type, name: str) -> tuple[str, tuple[int, ...]]:
    """The numpy type code and shape of a vertex input of type ``t``."""
    element, arrays = unwrap(t)
    shape: tuple[int, ...] = tuple(a.length or 0 for a in arrays)
    if isinstance(element, Vector):
        shape += (element.count,)
    elif isinstance(element, Matrix):
        shape += (element.columns, element.column.count)  # the first axis walks the attributes
    scalar = element.column.component if isinstance(element, Matrix) else (
        element.component if isinstance(element, Vector) else element)
    # a vertex input reads no bool (a block holds one as a 32-bit word)
    code = (NUMPY_CODES.get((scalar.kind, scalar.width))
            if isinstance(scalar, Scalar) and scalar.kind != ScalarKind.BOOL else None)
    if code is None:
        raise LayoutError(f"vertex input {name!r} of type {t.glsl()} has no numpy field")
    return code, shape


# -- one layout of each block, whatever sized its arrays ---------------------------------------

def plain_block(block: Block, named: bool = True) -> Block:
    """``block`` without what only specialization uses (the structure it was laid out from,
    the constants that size its arrays), at its sizes: what a module holds. A member or type
    the block holds in several places is made once (see :func:`_plain`). ``named=False``
    leaves out its type names too, its own and its structures' (how two stages' declarations of
    one block are compared)."""
    return Block(block.name if named else "", block.size, _plain_members(block.members, {}, named))


def _plain_members(members: tuple[BlockMember, ...], made: dict[int, Any], named: bool) -> tuple[BlockMember, ...]:
    """``members`` as plain_block() makes them: each tuple and each member made once
    (``made`` holds what was, by id())."""
    found: tuple[BlockMember, ...] | None = made.get(id(members))
    if found is None:
        out = []
        for m in members:
            plain = made.get(id(m))
            if plain is None:
                plain = made[id(m)] = replace(m, type=_plain(m.type, made, named),
                                              members=_plain_members(m.members, made, named))
            out.append(plain)
        found = made[id(members)] = tuple(out)
    return found


def _plain(t: Type, made: dict[int, Any], named: bool) -> Type:
    """``t`` with no array sized by a specialization constant (each at its size), and no
    structure's name unless ``named``; ``made`` holds, by id(), what was already made of each
    part (a structure nested many times is remade once)."""
    found = made.get(id(t))
    if found is not None:
        return found  # type: ignore[no-any-return]
    if isinstance(t, Array):
        out: Type = Array(_plain(t.element, made, named), t.length, t.stride)
    elif isinstance(t, Struct):
        out = Struct(t.name if named else "", tuple(replace(m, type=_plain(m.type, made, named)) for m in t.members))
    else:
        return t
    made[id(t)] = out
    return out


# -- what changed ---------------------------------------------------------------------------------

def diff(old: Interface, new: Interface) -> list[str]:
    """What differs between the interface a module was made from and the stages' now."""
    out = _layout_diff(old.desc, new.desc)
    out += _keyed("block", {(b.set, b.binding): b for b in old.blocks}, {(b.set, b.binding): b for b in new.blocks},
                  lambda k, b: f"{b.name} ({k[0]}.{k[1]})", lambda b: _members(b.block),
                  lambda a, b: _block_change(a.block, b.block))
    out += _keyed("push constants", {p.stage: p for p in old.push}, {p.stage: p for p in new.push},
                  lambda k, p: f"of {k.vk_names[0]}", lambda p: f"{_members(p.block)} at {p.offset}",
                  lambda a, b: _block_change(a.block, b.block))
    out += _keyed("specialization constant", {c.id: c for c in old.spec}, {c.id: c for c in new.spec},
                  lambda k, c: f"{k} ({c.name})" if c.name else str(k),
                  lambda c: f"{c.type}{c.width or ''} = {c.default}")
    if old.vertex != new.vertex:
        out.append(f"vertex inputs: {_fields(old.vertex)} became {_fields(new.vertex)}")
    return out


def _fields(vertex: Iterable[tuple[str, str, tuple[int, ...]]] | None) -> str:
    return "none" if vertex is None else ", ".join(f"{n} {c}{list(s) if s else ''}" for n, c, s in vertex) or "none"


def _members(block: Block) -> str:
    return f"{block.name} {{{', '.join(f'{k} {v}' for k, v in _flat_members(block.members).items())}}}"


def _flat_members(members: tuple[BlockMember, ...], prefix: str = "") -> dict[str, str]:
    """Each member by its path: its type and offset."""
    out: dict[str, str] = {}
    for m in members:
        out[prefix + m.name] = f"{m.type.glsl()} @{m.offset}"
        out.update(_flat_members(m.members, f"{prefix}{m.name}."))
    return out


def _block_change(a: Block, b: Block) -> str:
    """What differs between two layouts of a block, member by member."""
    old, new = _flat_members(a.members), _flat_members(b.members)
    parts = [f"{k}: {old.get(k, 'none')} became {new.get(k, 'none')}" for k in dict.fromkeys([*old, *new])
             if old.get(k) != new.get(k)]
    if a.name != b.name:
        parts.insert(0, f"type {a.name} became {b.name}")
    return ", ".join(parts) or f"size {a.size} became {b.size}"


def _keyed(what: str, old: Mapping[Any, Any], new: Mapping[Any, Any], name: Any, text: Any,
           change: Any = None) -> list[str]:
    out = []
    for key in sorted(set(old) | set(new), key=repr):
        a, b = old.get(key), new.get(key)
        if a == b:
            continue
        if a is None:
            out.append(f"{what} {name(key, b)} is new: {text(b)}")
        elif b is None:
            out.append(f"{what} {name(key, a)} is gone (was {text(a)})")
        else:
            out.append(f"{what} {name(key, a)} changed: " + (change(a, b) if change else f"{text(a)} became {text(b)}"))
    return out


def _layout_diff(old: PipelineLayoutDesc, new: PipelineLayoutDesc) -> list[str]:
    def bindings(d: PipelineLayoutDesc) -> dict[tuple[int, int], LayoutBinding]:
        return {(s.set, b.binding): b for s in d.set_layouts for b in s.bindings}

    def text(b: LayoutBinding) -> str:
        flags = f" {'|'.join(b.binding_flags.vk_names)}" if b.binding_flags else ""
        return (f"{b.descriptor_type.name} x{b.descriptor_count} for "
                f"{'|'.join(n.removeprefix('VK_SHADER_STAGE_').removesuffix('_BIT') for n in b.stage_flags.vk_names)}"
                f"{flags} named {'/'.join(b.names) or '(unnamed)'}")

    out = _keyed("binding", bindings(old), bindings(new), lambda k, b: f"{'/'.join(b.names)} ({k[0]}.{k[1]})", text)
    flags_old = {s.set: s.flags for s in old.set_layouts}
    flags_new = {s.set: s.flags for s in new.set_layouts}
    out += _keyed("set", flags_old, flags_new, lambda k, f: str(k), lambda f: "|".join(f.vk_names) or "no flags")
    if old.push_constant_ranges != new.push_constant_ranges:
        out.append(f"push-constant ranges {[r.to_dict() for r in old.push_constant_ranges]} became "
                   f"{[r.to_dict() for r in new.push_constant_ranges]}")
    return out
