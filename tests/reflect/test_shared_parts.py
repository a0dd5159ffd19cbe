"""Parts of the model that modules repeat (interface variables, struct members and block members
of a shared scalar, vector or matrix type; structures, arrays and the blocks they lay out) are
made once and shared between reflections, as the scalar types are; a shared part equals what a
fresh one would be, and a part that differs in anything is never taken for it."""
from __future__ import annotations

from pathlib import Path

import pytest

import layoutgen.errors
from layoutgen import reflect
from layoutgen.reflect.types import Array, Member, Scalar, Vector

ROOT = Path(__file__).resolve().parents[2]
VERT = ROOT / "shaders" / "lit_mesh.vert.spv"


def test_a_module_reflected_twice_shares_its_repeated_parts() -> None:
    first, second = reflect(VERT), reflect(VERT.read_bytes(), file=str(VERT))
    assert first is not second and first.entry_points == second.entry_points
    a, b = first.entry_points[0], second.entry_points[0]
    assert a.inputs and all(x is y for x, y in zip(a.inputs, b.inputs))
    # gl_Position and gl_PointSize, and the arrays gl_ClipDistance and gl_CullDistance
    assert len(a.builtin_outputs) == 4 and all(x is y for x, y in zip(a.builtin_outputs, b.builtin_outputs))
    assert [type(v.type) for v in a.builtin_outputs] == [Vector, Scalar, Array, Array]
    block_a, block_b = a.descriptor_bindings[0].block, b.descriptor_bindings[0].block
    assert block_a is not None and block_a is block_b and block_a.struct is block_b.struct


def test_shared_parts_equal_fresh_ones_field_for_field() -> None:
    ep = reflect(VERT).entry_points[0]
    for v in ep.inputs + ep.builtin_outputs:
        assert type(v)(**{f: getattr(v, f) for f in v.__dataclass_fields__}) == v
    block = ep.descriptor_bindings[0].block
    assert block is not None and block.struct is not None
    for m in block.struct.members:
        assert isinstance(m.type, (Scalar, Vector)) or m.type.__class__.__name__ == "Matrix"
        assert Member(**{f: getattr(m, f) for f in m.__dataclass_fields__}) == m


def test_what_a_module_reflects_to_does_not_hang_on_the_modules_before_it(corpus_modules: list) -> None:
    """The corpus reflected in one order and in the other, each in a fresh process (the shared
    parts made in the order met): the same JSON for every module, its declared bindings (those
    no entry point uses included) with it. A part shared on fewer fields than it has would be
    made by whichever module came first, and differ."""
    import json
    import subprocess
    import sys

    paths = [str(m.spv) for m in corpus_modules[::3]]
    code = ("import json, sys; from layoutgen.batch import reflect_many; "
            "print(json.dumps({p: str(r) if isinstance(r, Exception) else "
            "[r.to_dict(), [b.to_dict() for b in r.declared_bindings]] "
            "for p, r in reflect_many(sys.argv[1:], jobs=1, form='module')}))")
    runs = [json.loads(subprocess.run([sys.executable, "-c", code, *order], capture_output=True, text=True,
                                      check=True, cwd=ROOT).stdout) for order in (paths, paths[::-1])]
    assert runs[0] == runs[1] and len(runs[0]) == len(set(paths))


# A compute shader with one uniform block: struct S { uint FIRST; float colors[4]; } (names,
# offsets, the array's stride and the struct's name set by each test), its ids shifted by
# ``pad`` (ids named earlier in the text are numbered first).
_BLOCK = """OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main"
OpExecutionMode %main LocalSize 1 1 1
{pad}OpName %S "{struct}"
OpMemberName %S 0 "{first}"
OpMemberName %S 1 "colors"
OpName %buf "buf"
OpDecorate %S Block
OpMemberDecorate %S 0 Offset 0
OpMemberDecorate %S 1 Offset {offset}
OpDecorate %arr ArrayStride {stride}
OpDecorate %buf DescriptorSet 0
OpDecorate %buf Binding 0
%void = OpTypeVoid
%fn = OpTypeFunction %void
%u32 = OpTypeInt 32 0
%f32 = OpTypeFloat 32
%n4 = OpConstant %u32 4
%arr = OpTypeArray %f32 %n4
%S = OpTypeStruct %{first_type} %arr
%ptr = OpTypePointer Uniform %S
%buf = OpVariable %ptr Uniform
{pad_def}%main = OpFunction %void None %fn
%l = OpLabel
OpReturn
OpFunctionEnd
"""
_FIELDS = {"struct": "S", "first": "count", "first_type": "u32", "offset": 16, "stride": 16}


def _block_module(spirv_as, name: str, pad: bool = False, **changes: object):  # noqa: ANN202 - a Module
    fields = {**_FIELDS, **changes}
    text = _BLOCK.format(pad='OpName %pad "pad"\n' if pad else "", pad_def="%pad = OpConstant %u32 7\n" if pad else "",
                         **fields)
    return reflect(spirv_as(name, text))


def _block(module):  # noqa: ANN001, ANN202 - a Module; its one binding's Block
    block = module.declared_bindings[0].block
    assert block is not None and block.struct is not None
    return block


def test_a_block_declared_alike_in_two_modules_is_one_block(spirv_as) -> None:
    """The same block in a module whose ids are numbered otherwise: the same Block, Struct and
    array objects."""
    first, second = _block_module(spirv_as, "first"), _block_module(spirv_as, "second", pad=True)
    assert first.code != second.code
    a, b = _block(first), _block(second)
    assert a is b and a.struct is b.struct and a.struct.members[1].type is b.struct.members[1].type
    assert [(m.name, m.offset, m.size) for m in a.members] == [("count", 0, 4), ("colors", 16, 64)]


@pytest.mark.parametrize(("change", "value"), [
    ("struct", "Other"), ("first", "total"), ("first_type", "f32"), ("offset", 32), ("stride", 32)])
def test_a_block_that_differs_in_anything_is_its_own(spirv_as, change: str, value: object) -> None:
    """A block that differs from one reflected before in the struct's name, a member's name, a
    member's type, an offset or an array stride is not taken for it: each module's block says
    what its own module declares."""
    base = _block(_block_module(spirv_as, "base"))
    other = _block(_block_module(spirv_as, f"changed_{change}", **{change: value}))
    assert other is not base and other != base and other.struct is not base.struct
    first, colors = other.struct.members
    expected = {"struct": other.struct.name, "first": first.name, "first_type": first.type.glsl(),
                "offset": colors.offset, "stride": colors.type.stride}
    assert expected == {**_FIELDS, "first_type": "uint", change: "float" if value == "f32" else value}
    assert other.size == colors.offset + 4 * colors.type.stride


def test_a_member_type_left_undefined_is_still_refused(spirv_as) -> None:
    """A module whose struct's words match a block reflected before but names a member type no
    instruction defines is refused, as in a fresh process."""
    _block_module(spirv_as, "defined")
    text = _BLOCK.format(pad="", pad_def="", **_FIELDS).replace("%S = OpTypeStruct %u32 %arr",
                                                                "%S = OpTypeStruct %missing %arr")
    path = spirv_as("undefined", text, validate=False)
    with pytest.raises(layoutgen.errors.SpirvFormatError, match="is used but never defined"):
        reflect(path)


def _words_block(members: list[list[int]], *, member_count: int = 2, big: int = 0,
                 first: list[int] | None = None) -> bytes:
    """A compute shader with a uniform block struct S of ``member_count`` floats (member 0 at
    Offset 0, or as ``first`` decorates it, the rest decorated by ``members``, instructions that
    may use the ids 20 to 29), or, with ``big``, S { Big data[4]; } where Big has ``big``
    floats."""
    from layoutgen.spirv.grammar import Decoration, ExecutionModel, Op, StorageClass

    from support.spvasm import inst, module, to_bytes

    f32, st, ptr, var, void, fn_t, fn, label, big_t, n4, arr, u32 = range(1, 13)
    types = [inst(Op.OpTypeFloat, f32, 32)]
    if big:
        types += [inst(Op.OpTypeInt, u32, 32, 0), inst(Op.OpConstant, u32, n4, 4),
                  inst(Op.OpTypeStruct, big_t, *[f32] * big), inst(Op.OpTypeArray, arr, big_t, n4),
                  inst(Op.OpTypeStruct, st, arr)]
        members = [inst(Op.OpMemberDecorate, big_t, k, Decoration.Offset, 4 * k) for k in range(big)]
        members.append(inst(Op.OpDecorate, arr, Decoration.ArrayStride, 4 * big))
    else:
        types.append(inst(Op.OpTypeStruct, st, *[f32] * member_count))
    return to_bytes(module(
        inst(Op.OpCapability, 1), inst(Op.OpMemoryModel, 0, 1), inst(Op.OpEntryPoint, ExecutionModel.GLCompute, fn, "main"),
        inst(Op.OpExecutionMode, fn, 17, 1, 1, 1), inst(Op.OpName, st, "S"),
        inst(Op.OpDecorate, var, Decoration.DescriptorSet, 0), inst(Op.OpDecorate, var, Decoration.Binding, 0),
        inst(Op.OpDecorate, st, Decoration.Block), first or inst(Op.OpMemberDecorate, st, 0, Decoration.Offset, 0),
        *members,
        *types, inst(Op.OpTypePointer, ptr, StorageClass.Uniform, st), inst(Op.OpVariable, ptr, var, StorageClass.Uniform),
        inst(Op.OpTypeVoid, void), inst(Op.OpTypeFunction, fn_t, void), inst(Op.OpFunction, void, fn, 0, fn_t),
        inst(Op.OpLabel, label), inst(Op.OpReturn), inst(Op.OpFunctionEnd), bound=30))


def _struct_of(data: bytes):  # noqa: ANN202 - the Struct of the module's one binding
    block = reflect(data).declared_bindings[0].block
    assert block is not None and block.struct is not None
    return block.struct


def test_a_decoration_through_a_group_is_not_taken_for_none() -> None:
    """Member 1's Offset given through a decoration group, then a module with the same words
    but no decoration on member 1: each says what its own module declares."""
    from layoutgen.spirv.grammar import Decoration, Op

    from support.spvasm import inst

    group = 20
    grouped = _words_block([inst(Op.OpDecorationGroup, group), inst(Op.OpDecorate, group, Decoration.Offset, 4),
                            inst(Op.OpGroupMemberDecorate, group, 2, 1)])
    assert [m.offset for m in _struct_of(grouped).members] == [0, 4]
    assert [m.offset for m in _struct_of(_words_block([])).members] == [0, None]
    assert [m.offset for m in _struct_of(grouped).members] == [0, 4]


def test_a_decoration_of_another_opcode_with_the_same_words_is_refused_after_the_good_one() -> None:
    """OpMemberDecorate and OpMemberDecorateString with the same words after the target: the
    second (Offset takes no string) is refused, also after the first was reflected and shared."""
    from layoutgen.spirv.grammar import Decoration, Op

    from support.spvasm import inst

    plain = _words_block([inst(Op.OpMemberDecorate, 2, 1, Decoration.Offset, 16)])
    as_string = _words_block([inst(Op.OpMemberDecorateString, 2, 1, Decoration.Offset, 16)])
    assert _struct_of(plain).members[1].offset == 16
    with pytest.raises(layoutgen.errors.SpirvFormatError,
                       match=r"OpMemberDecorateString.*decoration Offset takes no string operand: OpMemberDecorate "
                             r"gives it, not OpMemberDecorateString"):
        reflect(as_string)


def test_decorations_split_otherwise_into_instructions_are_not_taken_for_each_other() -> None:
    """Two OpMemberDecorate (member 0 Offset 0, member 1 Offset 8), then one OpMemberDecorate
    whose extra words are the second's: the same bytes past the target id, not the same
    decorations (an instruction's first word is part of the key)."""
    from layoutgen.spirv.grammar import Decoration, Op

    from support.spvasm import inst

    two = _words_block([inst(Op.OpMemberDecorate, 2, 1, Decoration.Offset, 8)])
    one = _words_block([], first=inst(Op.OpMemberDecorate, 2, 0, Decoration.Offset, 0, 1, Decoration.Offset, 8))
    assert [m.offset for m in _struct_of(two).members] == [0, 8]
    assert [m.offset for m in _struct_of(one).members] == [0, None]


def _two_of(members: int, name: str = "") -> bytes:
    """A compute shader with a uniform block S { Big a; Big b; }, Big of ``members`` floats (its
    first named ``name``)."""
    from layoutgen.spirv.grammar import Decoration as D
    from layoutgen.spirv.grammar import ExecutionModel, Op, StorageClass

    from support.spvasm import inst, module, to_bytes

    f32, st, ptr, var, void, fn_t, fn, label, big = range(1, 10)
    decos = [inst(Op.OpMemberDecorate, big, k, D.Offset, 4 * k) for k in range(members)]
    decos += [inst(Op.OpMemberDecorate, st, 0, D.Offset, 0), inst(Op.OpMemberDecorate, st, 1, D.Offset, 4 * members)]
    if name:
        decos.append(inst(Op.OpMemberName, big, 0, name))
    return to_bytes(module(
        inst(Op.OpCapability, 1), inst(Op.OpMemoryModel, 0, 1), inst(Op.OpEntryPoint, ExecutionModel.GLCompute, fn, "main"),
        inst(Op.OpExecutionMode, fn, 17, 1, 1, 1), inst(Op.OpDecorate, var, D.DescriptorSet, 0),
        inst(Op.OpDecorate, var, D.Binding, 0), inst(Op.OpDecorate, st, D.Block), *decos, inst(Op.OpTypeFloat, f32, 32),
        inst(Op.OpTypeStruct, big, *[f32] * members), inst(Op.OpTypeStruct, st, big, big),
        inst(Op.OpTypePointer, ptr, StorageClass.Uniform, st), inst(Op.OpVariable, ptr, var, StorageClass.Uniform),
        inst(Op.OpTypeVoid, void), inst(Op.OpTypeFunction, fn_t, void), inst(Op.OpFunction, void, fn, 0, fn_t),
        inst(Op.OpLabel, label), inst(Op.OpReturn), inst(Op.OpFunctionEnd), bound=30))


def _kept(s) -> bool:  # noqa: ANN001 - whether the memos keep the Struct s and its Block
    from layoutgen.reflect import block_members
    from layoutgen.reflect.typeinfo import shared_size

    return shared_size(s) is not None or block_members._BLOCKS.get(s) is not None


def test_what_the_memos_keep_stays_small() -> None:
    """A structure is shared, and kept by the memos, only where it holds at most SHARED_PARTS
    parts and SHARED_BYTES of names and decorations in all, its members' included: one that
    holds more (itself, or through its members) is made for each module and kept by none."""
    from layoutgen.reflect.typeinfo import SHARED_BYTES, SHARED_PARTS, shared_size
    from layoutgen.spirv.grammar import Op

    from support.spvasm import inst

    small = _struct_of(_words_block([], member_count=3))
    assert shared_size(small) is not None and small is _struct_of(_words_block([], member_count=3))

    many = _struct_of(_words_block([], big=SHARED_PARTS))  # S { Big data[4]; }, Big of SHARED_PARTS floats
    array = many.members[0].type
    assert not _kept(many) and shared_size(array) is None and shared_size(array.element) is None
    assert many == _struct_of(_words_block([], big=SHARED_PARTS)) and many is not _struct_of(
        _words_block([], big=SHARED_PARTS))

    parts = SHARED_PARTS * 2 // 3  # S { Big a; Big b; }: each Big small enough, the two together not
    pair = _struct_of(_two_of(parts))
    assert shared_size(pair.members[0].type) == (parts + 1, shared_size(pair.members[0].type)[1])
    assert not _kept(pair)

    name = "n" * SHARED_BYTES
    named = _struct_of(_words_block([inst(Op.OpMemberName, 2, 1, name)]))
    assert named.members[1].name == name and not _kept(named)

    long = _struct_of(_two_of(1, "m" * (SHARED_BYTES * 2 // 3)))  # each Big small enough, the two together not
    assert shared_size(long.members[0].type) is not None and not _kept(long)


def test_long_names_are_not_kept_by_the_member_memo() -> None:
    """A member whose name is longer than SHARED_NAME_CHARS is made for each module (the memo
    of members keeps no long names); one no longer is shared. The structures here are not
    (a member is decorated through a group), so that only the member memo is seen."""
    from layoutgen.reflect.typeinfo import SHARED_NAME_CHARS
    from layoutgen.spirv.grammar import Decoration, Op

    from support.spvasm import inst

    def members(name: str) -> tuple:
        group = [inst(Op.OpDecorationGroup, 20), inst(Op.OpDecorate, 20, Decoration.Offset, 4),
                 inst(Op.OpGroupMemberDecorate, 20, 2, 1), inst(Op.OpMemberName, 2, 0, name)]
        a, b = _struct_of(_words_block(group)), _struct_of(_words_block(group))
        assert a is not b and a == b and a.members[0].name == name
        return a.members[0], b.members[0]

    first, second = members("x" * SHARED_NAME_CHARS)
    assert first is second
    first, second = members("x" * (SHARED_NAME_CHARS + 1))
    assert first == second and first is not second
