"""The nested types (Array, Member, Struct, BlockMember, Block) compare, hash, print and
pickle without recursion, and as their dataclass fields say: every field counts where it is
compared, survives a pickle, and prints as the dataclass repr would print it."""
from __future__ import annotations

import copy
import dataclasses
import pickle
from typing import Any

import pytest

from layoutgen.reflect.spec import SpecConst
from layoutgen.reflect.types import Array, Block, BlockMember, Member, Scalar, ScalarKind, SpecSize, Struct, Vector

F32 = Scalar(ScalarKind.FLOAT, 32)
U32 = Scalar(ScalarKind.UINT, 32)
VEC4 = Vector(F32, 4)


def _pairs() -> list[tuple[Any, Any]]:
    """For each nested type: one with every field off its default, and one that differs from it in every field."""
    inner = Struct("Inner", (Member("x", F32, offset=0),))
    other_inner = Struct("Other", (Member("y", U32, offset=4),))
    member = Member("m", inner, 16, 16, True, 3, "Position", 2, frozenset({"flat"}))
    other_member = Member("n", other_inner, 32, 32, False, 4, "PointSize", 1, frozenset({"centroid"}))
    leaf = BlockMember("x", 0, 4, F32)
    other_leaf = BlockMember("y", 4, 4, U32)
    block_member = BlockMember("b", 16, 64, Array(inner, 4, 16), (4,), 16, 16, True, (leaf,), (16,))
    other_block_member = BlockMember("c", 32, 32, Array(other_inner, 2, 16), (2, 1), 32, 8, False, (other_leaf,),
                                     (32, 16))
    return [
        (Array(VEC4, 4, 16, SpecSize(SpecConst(7, 4, ScalarKind.UINT, 32))),
         Array(F32, 2, 4, SpecSize(SpecConst(8, 2, ScalarKind.UINT, 32)))),
        (member, other_member),
        (Struct("S", (member,)), Struct("T", (other_member, member))),
        (block_member, other_block_member),
        (Block("B", 80, (block_member,), Struct("S", (member,))), Block("C", 64, (other_block_member,), inner)),
    ]


def _dataclass_repr(value: Any) -> str:
    """What the dataclass-made __repr__ writes (recursing as it does: only for shallow values)."""
    if isinstance(value, tuple) and value and dataclasses.is_dataclass(value[0]):
        return "(" + ", ".join(map(_dataclass_repr, value)) + ("," if len(value) == 1 else "") + ")"
    if not isinstance(value, (Array, Member, Struct, BlockMember, Block)):
        return repr(value)
    return f"{type(value).__qualname__}(" + ", ".join(
        f"{f.name}={_dataclass_repr(getattr(value, f.name))}" for f in dataclasses.fields(value) if f.repr) + ")"


@pytest.mark.parametrize("full,other", _pairs(), ids=lambda v: type(v).__name__)
def test_every_field_compares_hashes_prints_and_pickles_as_the_dataclass_says(full: Any, other: Any) -> None:
    for f in dataclasses.fields(full):
        # a field added later is caught here until the pair sets it (and the table of _row carries it)
        assert getattr(full, f.name) != f.default and getattr(full, f.name) != getattr(other, f.name), f.name
        changed = dataclasses.replace(full, **{f.name: getattr(other, f.name)})
        if f.compare:
            assert changed != full and full != changed, f.name
        else:
            assert changed == full and hash(changed) == hash(full), f.name
    twin = dataclasses.replace(full)
    assert twin is not full and twin == full and hash(twin) == hash(full) and not (twin != full)
    assert full != other and full.__eq__(object()) is NotImplemented and full != (full,)
    assert repr(full) == _dataclass_repr(full)
    for again in (pickle.loads(pickle.dumps(full)), copy.deepcopy(full), copy.copy(full)):
        assert type(again) is type(full) and again is not full
        for f in dataclasses.fields(full):
            assert getattr(again, f.name) == getattr(full, f.name), f.name


def test_shared_types_are_walked_once_and_stay_shared_through_a_pickle() -> None:
    """Structures that hold the one below twice, 64 deep: 2**64 paths, 128 distinct members."""
    def tower(levels: int) -> Struct:
        s = Struct("s0", (Member("x", F32, offset=0),))
        for k in range(1, levels):
            s = Struct(f"s{k}", (Member("a", s, offset=0), Member("b", s, offset=0)))
        return s

    a, b = tower(64), tower(64)
    assert a == b and hash(a) == hash(b) and a != tower(63)
    again = pickle.loads(pickle.dumps(a))
    assert again == a and again.members[0].type is again.members[1].type
    assert len(pickle.dumps(a)) < 20_000


def test_nodes_of_other_classes_differ() -> None:
    assert Array(F32, 1) != Array(U32, 1) and Array(F32, 1) == Array(F32, 1)
    assert Array(Array(F32, 1), 1) != Array(Struct("", ()), 1)
    assert BlockMember("m", 0, 4, F32) != BlockMember("m", 0, 4, F32, members=(BlockMember("x", 0, 4, F32),))
    assert {Array(F32, 2, 4), Array(F32, 2, 4), Array(F32, 3, 4)} == {Array(F32, 2, 4), Array(F32, 3, 4)}
