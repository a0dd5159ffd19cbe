"""Buffer-block layout as the compiler decorated it: each member's offset and the bytes it
spans, from the Offset, ArrayStride and MatrixStride decorations (never recomputed where
they exist)."""
from __future__ import annotations

from ..memo import ByIdentity, ByKey
from .typeinfo import SHARED_NAME_CHARS, SHARED_STRUCTS, is_shared, shared_size
from .types import LAYOUT, Array, Block, BlockMember, Matrix, Member, Opaque, Scalar, Struct, Type, Vector, unwrap


def member_size(t: Type, m: Member | None = None, sizes: dict[int, int] | None = None) -> int:
    """The bytes a member of type ``t`` spans, from the strides the compiler wrote; ``sizes``
    keeps each structure's size, by id(), for a caller that asks about many."""
    if isinstance(t, Scalar):
        return t.size
    if isinstance(t, Vector):
        return t.count * t.component.size
    if isinstance(t, Matrix):
        stride = m.matrix_stride if m is not None else None
        if stride is None:
            return t.columns * t.column.count * t.column.component.size
        return stride * (t.column.count if m is not None and m.row_major else t.columns)
    if isinstance(t, Array):
        if t.length is None:
            return 0
        return t.length * (t.stride if t.stride is not None else member_size(t.element, m, sizes))
    if isinstance(t, Struct):
        return struct_size(t, sizes)
    if isinstance(t, Opaque) and t.name == "pointer":
        return 8
    return 0


def struct_size(s: Struct, sizes: dict[int, int] | None = None) -> int:
    """The bytes the structure ``s`` spans: to its last member's end (see member_size)."""
    found = None if sizes is None else sizes.get(id(s))
    if found is None:
        found = max([(m.offset or 0) + member_size(m.type, m, sizes) for m in s.members], default=0)
        if sizes is not None:
            sizes[id(s)] = found
    return found


#: Block members of a shared type (see typeinfo.is_shared), by their fields (the type by its id):
#: blocks repeat the same members across modules, so each is made once and shared, as the
#: types are; bounded.
_MEMBERS: ByKey[BlockMember] = ByKey(4096)


def block_members(s: Struct) -> tuple[BlockMember, ...]:
    """The members of a block of the structure ``s``, laid out. A structure nested several
    times is laid out once: its members are one tuple wherever it is nested (their offsets
    are from its start), so the work and what is made grow with the structures and their
    members, not with every path through them."""
    return _laid_out(s, {}, {})


def _laid_out(s: Struct, made: dict[int, tuple[BlockMember, ...]], sizes: dict[int, int]
              ) -> tuple[BlockMember, ...]:
    """block_members(s), with the members of each structure already laid out in ``made`` and
    the size of each in ``sizes`` (both by id())."""
    found = made.get(id(s))
    if found is not None:
        return found
    out = []
    for m in s.members:
        t = m.type
        if is_shared(t):  # a scalar, vector or matrix: no arrays, no nested members
            out.append(_shared_member(m))
            continue
        dims: tuple[int | None, ...] = ()
        strides: tuple[int | None, ...] = ()
        if isinstance(t, Array):
            t, arrays = unwrap(t)
            dims = tuple([a.length for a in arrays])
            strides = tuple([a.stride for a in arrays])
        out.append(BlockMember(
            name=m.name, offset=m.offset or 0, size=member_size(m.type, m, sizes), type=m.type,
            array_dims=dims, array_stride=strides[0] if strides else None,
            matrix_stride=m.matrix_stride, row_major=m.row_major,
            members=_laid_out(t, made, sizes) if isinstance(t, Struct) else (), array_strides=strides))
    found = made[id(s)] = tuple(out)
    return found


def _shared_member(m: Member) -> BlockMember:
    """The BlockMember of ``m``, whose type is shared (kept by the memo unless its name is
    long: what the memo holds stays small)."""
    key = (m.name, m.offset, id(m.type), m.matrix_stride, m.row_major) if len(m.name) <= SHARED_NAME_CHARS else None
    found = None if key is None else _MEMBERS.get(key)
    if found is None:
        found = BlockMember(name=m.name, offset=m.offset or 0, size=member_size(m.type, m), type=m.type,
                            matrix_stride=m.matrix_stride, row_major=m.row_major)
        if key is not None:
            _MEMBERS.put(found, key)
    return found


#: The Block of each structure shared between modules (see typeinfo.shared_size), by the
#: structure's identity: the block it lays out is shared too; bounded.
_BLOCKS: ByIdentity[Block] = ByIdentity(SHARED_STRUCTS)


def block_of(s: Struct) -> Block:
    shared = shared_size(s) is not None
    found = _BLOCKS.get(s) if shared else None
    if found is None:
        members = block_members(s)  # their sizes are struct_size()'s terms
        found = Block(name=s.name, size=max((m.offset + m.size for m in members), default=0), members=members,
                      struct=s)
        if shared:
            _BLOCKS.put(found, s)
    return found


LAYOUT[:] = [block_of]
