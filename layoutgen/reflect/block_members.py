"""Buffer-block layout as the compiler decorated it: each member's offset and the bytes it
spans, from the Offset, ArrayStride and MatrixStride decorations (never recomputed where
they exist)."""
from __future__ import annotations

from ..memo import ByIdentity, ByKey
from .typeinfo import SHARED_NAME_CHARS, SHARED_STRUCTS, is_shared, shared_size
from .types import LAYOUT, Array, Block, BlockMember, Matrix, Member, Opaque, Scalar, Struct, Type, Vector, unwrap


def member_size(t: Type, m: Member | None = None) -> int:
    """The bytes a member of type ``t`` spans, from the strides the compiler wrote."""
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
        return t.length * (t.stride if t.stride is not None else member_size(t.element, m))
    if isinstance(t, Struct):
        return struct_size(t)
    if isinstance(t, Opaque) and t.name == "pointer":
        return 8
    return 0


def struct_size(s: Struct) -> int:
    end = 0
    for m in s.members:
        end = max(end, (m.offset or 0) + member_size(m.type, m))
    return end


#: Block members of a shared type (see typeinfo.is_shared), by their fields (the type by its id):
#: blocks repeat the same members across modules, so each is made once and shared, as the
#: types are; bounded.
_MEMBERS: ByKey[BlockMember] = ByKey(4096)


def block_members(s: Struct) -> tuple[BlockMember, ...]:
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
            name=m.name, offset=m.offset or 0, size=member_size(m.type, m), type=m.type,
            array_dims=dims, array_stride=strides[0] if strides else None,
            matrix_stride=m.matrix_stride, row_major=m.row_major,
            members=block_members(t) if isinstance(t, Struct) else (), array_strides=strides))
    return tuple(out)


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
