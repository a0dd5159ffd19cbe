"""Malformed modules are refused at reflect() with a located SpirvFormatError; valid but
unusual ones (deep nesting, an unknown execution model, several entry points) are read."""
from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest
from support.spvasm import inst, module, to_bytes

from layoutgen import SpirvFormatError, check, merge, reflect
from layoutgen.batch import PARALLEL_FROM, reflect_many
from layoutgen.reflect.typeinfo import MAX_DEPTH, MAX_MEMBERS_IN_ALL
from layoutgen.spirv.grammar import Decoration as D
from layoutgen.spirv.grammar import ExecutionModel, Op
from layoutgen.spirv.grammar import StorageClass as SC
from layoutgen.typed import codegen
from layoutgen.typed.gather import plain_block

LOCAL_SIZE = 17  # ExecutionMode LocalSize


def _compute(*types: list[int], decorations: tuple = (), bound: int = 60, function: bool = True) -> list[int]:
    """A compute module around ``types`` (ids from 20 up are the caller's)."""
    body = [inst(Op.OpFunction, 2, 4, 0, 3), inst(Op.OpLabel, 5), inst(Op.OpReturn), inst(Op.OpFunctionEnd)]
    return module(
        inst(Op.OpCapability, 1), inst(Op.OpMemoryModel, 0, 1), inst(Op.OpEntryPoint, ExecutionModel.GLCompute, 4, "main"),
        inst(Op.OpExecutionMode, 4, 17, 1, 1, 1), *decorations,
        inst(Op.OpTypeVoid, 2), inst(Op.OpTypeFunction, 3, 2), inst(Op.OpTypeFloat, 6, 32),
        inst(Op.OpTypeInt, 7, 32, 0), inst(Op.OpConstant, 7, 8, 2), inst(Op.OpConstant, 7, 9, 1), *types, *(body if function else ()), bound=bound)


def _ubo(type_id: int) -> tuple[list[list[int]], tuple]:
    """A uniform block holding ``type_id``, as (types, decorations): ids 50..53."""
    return ([inst(Op.OpTypeStruct, 50, type_id), inst(Op.OpTypePointer, 51, SC.Uniform, 50),
             inst(Op.OpVariable, 51, 52, SC.Uniform)],
            (inst(Op.OpDecorate, 50, D.Block), inst(Op.OpMemberDecorate, 50, 0, D.Offset, 0),
             inst(Op.OpDecorate, 52, D.DescriptorSet, 0), inst(Op.OpDecorate, 52, D.Binding, 0)))


@pytest.mark.parametrize("text,what,hint", [
    (b"#version 450\nlayout(location = 0) out vec4 c;\nvoid main() { c = vec4(1.0); }\n", "shader source",
     "glslc"),
    (b"; SPIR-V\nOpCapability Shader\nOpMemoryModel Logical GLSL450\n%1 = OpTypeVoid\n", "SPIR-V assembly",
     "spirv-as"),
])
def test_text_is_not_a_module_and_the_error_says_what_to_do(text: bytes, what: str, hint: str, tmp_path) -> None:
    path = tmp_path / "shader.spv"
    path.write_bytes(text)
    with pytest.raises(SpirvFormatError, match=f"shader.spv: not a SPIR-V binary: this looks like text, {what}.*{hint}"):
        reflect(path)


def test_ids_at_or_above_the_bound_are_refused() -> None:
    types, decos = _ubo(6)
    ok = _compute(*types, decorations=decos)
    reflect(ok)
    with pytest.raises(SpirvFormatError, match="OpTypeStruct.*defines %50, which is not below the header's id bound 50"):
        reflect(_compute(*types, decorations=decos, bound=50))


def test_an_entry_point_whose_function_is_missing_is_refused() -> None:
    with pytest.raises(SpirvFormatError, match="OpEntryPoint.*entry point 'main' names function %4, which the module "
                                                "does not define"):
        reflect(_compute(function=False))


@pytest.mark.parametrize("op,count,message", [
    (Op.OpTypeVector, 0xFFFFFFFF, "a vector has 2 to 4 components.*not 4294967295"),
    (Op.OpTypeVector, 1, "a vector has 2 to 4 components"),
    (Op.OpTypeVector, 8, "with the Vector16 capability"),
    (Op.OpTypeMatrix, 5, "a matrix has 2 to 4 columns, not 5"),
    (Op.OpTypeMatrix, 1, "a matrix has 2 to 4 columns, not 1"),
])
def test_vector_and_matrix_sizes_are_checked(op: Op, count: int, message: str) -> None:
    vec = [inst(Op.OpTypeVector, 20, 6, 4)] if op == Op.OpTypeMatrix else []
    types, decos = _ubo(21)
    words = _compute(*vec, inst(op, 21, 20 if op == Op.OpTypeMatrix else 6, count), *types, decorations=decos)
    with pytest.raises(SpirvFormatError, match=message):
        reflect(words)


def _nested(levels: int, arrays: bool) -> list[int]:
    types, decos, prev = [], [], 6
    for k in range(levels):
        nid = 100 + k
        if arrays:
            types.append(inst(Op.OpTypeArray, nid, prev, 9))  # one element: the same 4 bytes all the way down
            decos.append(inst(Op.OpDecorate, nid, D.ArrayStride, 4))
        else:
            types.append(inst(Op.OpTypeStruct, nid, prev))
            decos.append(inst(Op.OpMemberDecorate, nid, 0, D.Offset, 0))
        prev = nid
    ubo, ubo_decos = _ubo(prev)
    return _compute(*types, *ubo, decorations=(*decos, *ubo_decos), bound=100 + levels)


@pytest.mark.parametrize("levels,arrays", [(254, False), (100, False), (80, True), (300, True)])
def test_deeply_nested_valid_types_are_read(levels: int, arrays: bool) -> None:
    """Structures may nest 255 deep, the block's own included (SPIR-V's universal limit, as
    spirv-val counts it); arrays nest to MAX_DEPTH."""
    m = reflect(to_bytes(_nested(levels, arrays)))
    (b,) = m.declared_bindings
    assert b.block is not None and b.block.numpy_dtype() is not None
    m.to_dict()
    desc = merge([m], prune="none")
    assert not [f for f in check(desc, [m]) if f.severity == "error"]


def _deep_stage(levels: int, arrays: bool, model: ExecutionModel) -> list[int]:
    """_nested's uniform block, loaded by an entry point of ``model`` (so statically used)."""
    types, decos, prev = [], [], 6
    for k in range(levels):
        nid = 100 + k
        if arrays:
            types.append(inst(Op.OpTypeArray, nid, prev, 9))
            decos.append(inst(Op.OpDecorate, nid, D.ArrayStride, 4))
        else:
            types.append(inst(Op.OpTypeStruct, nid, prev))
            decos.append(inst(Op.OpMemberDecorate, nid, 0, D.Offset, 0))
        prev = nid
    ubo, ubo_decos = _ubo(prev)
    modes = [inst(Op.OpExecutionMode, 4, 7)] if model == ExecutionModel.Fragment else []  # OriginUpperLeft
    return module(
        inst(Op.OpCapability, 1), inst(Op.OpMemoryModel, 0, 1), inst(Op.OpEntryPoint, model, 4, "main"), *modes,
        *decos, *ubo_decos, inst(Op.OpTypeVoid, 2), inst(Op.OpTypeFunction, 3, 2), inst(Op.OpTypeFloat, 6, 32),
        inst(Op.OpTypeInt, 7, 32, 0), inst(Op.OpConstant, 7, 9, 1), *types, *ubo,
        inst(Op.OpFunction, 2, 4, 0, 3), inst(Op.OpLabel, 5), inst(Op.OpLoad, 50, 60, 52), inst(Op.OpReturn),
        inst(Op.OpFunctionEnd), bound=100 + levels)


@pytest.mark.parametrize("levels,arrays", [(254, False), (MAX_DEPTH - 2, True)])
def test_the_deepest_types_compare_hash_pickle_merge_and_cross_from_workers(levels: int, arrays: bool,
                                                                            tmp_path) -> None:
    """At the deepest nesting reflection accepts (255 structures, the block's own included,
    SPIR-V's limit; arrays as deep
    as MAX_DEPTH lets the type and its block nest), nothing recurses per level: equality,
    hashing, pickling, copying, merge and check of two stages sharing the block, and batches
    whose workers send the modules back pickled."""
    vert, frag = (to_bytes(_deep_stage(levels, arrays, model))
                  for model in (ExecutionModel.Vertex, ExecutionModel.Fragment))
    a, b = reflect(vert), reflect(frag)
    (ba,), (bb,) = a.declared_bindings, b.declared_bindings
    assert ba.accessed and bb.accessed and ba.block is not None and bb.block is not None
    assert ba.block == bb.block and hash(ba.block) == hash(bb.block)  # one block, shared (the copies below are not)
    assert ba.block.struct == bb.block.struct and hash(ba.block.struct) == hash(bb.block.struct)
    assert a == reflect(vert) and hash(ba) == hash(reflect(vert).declared_bindings[0]) and a != b
    for value in (a, ba.block, ba.block.struct):
        for copied in (pickle.loads(pickle.dumps(value)), copy.deepcopy(value), copy.copy(value)):
            assert copied == value and hash(copied) == hash(value)
    again = pickle.loads(pickle.dumps(a)).declared_bindings[0].block
    assert again.struct == ba.block.struct and again.to_dict() == ba.block.to_dict()
    assert repr(ba.block.struct).startswith("Struct(name=") and ba.block.numpy_dtype() is not None
    assert again.specialized({0: 1}) is again and dataclasses.replace(again, name="x") != again
    desc = merge([a, b], prune="none")
    assert not [f for f in check(desc, [a, b]) if f.severity == "error"]
    # Workers (forked from this process) send their Modules back pickled: as many paths as a
    # batch needs for workers, so that some reach them
    paths = []
    for k in range(PARALLEL_FROM):
        path = tmp_path / f"{k}.spv"
        path.write_bytes((vert, frag)[k % 2])
        paths.append(str(path))
    got = list(reflect_many(paths, jobs=3))
    assert [p for p, _m in got] == paths
    assert all(dataclasses.replace(m, file=None) == (a, b)[k % 2] for k, (_p, m) in enumerate(got))


@pytest.mark.parametrize("levels", [255, 597])
def test_structures_nested_past_spirvs_limit_are_refused(levels: int) -> None:
    """256 structures in one chain (255 and the block): spirv-val's "Structure Nesting Depth
    may not be larger than 255"; reflection says so, naming the structure, at any depth."""
    with pytest.raises(SpirvFormatError, match=r"OpTypeStruct.*nests deeper than 255 structures, SPIR-V's universal"):
        reflect(to_bytes(_nested(levels, False)))


def _fanned(counts: list[int]) -> list[int]:
    """A uniform block holding a structure of ``counts[0]`` members, each a structure of
    ``counts[1]`` members, and so on, the last level's floats: a few words of each structure
    that lay out as the product of ``counts`` members and more (each member at the offset of
    its bytes)."""
    types, decos, prev, size = [], [], 6, 4
    for k, n in enumerate(reversed(counts)):
        nid = 100 + k
        types.append(inst(Op.OpTypeStruct, nid, *[prev] * n))
        decos += [inst(Op.OpMemberDecorate, nid, j, D.Offset, j * size) for j in range(n)]
        prev, size = nid, n * size
    ubo, ubo_decos = _ubo(prev)
    return _compute(*types, *ubo, decorations=(*decos, *ubo_decos), bound=100 + len(counts))


def _laid_out(members: tuple) -> int:
    """How many members a block's to_dict() lists, nested ones included."""
    return sum(1 + _laid_out(m.get("members", ())) for m in members)


def test_a_structure_nested_many_times_over_is_laid_out_once() -> None:
    """Three structures of 30 members, each nesting the next 30 times: 27,931 members in all
    as the block lists them, but each structure's members are laid out once and shared
    wherever it is nested (their offsets are from its start), so reflecting takes the work of
    90 members, not of every path through them."""
    m = reflect(to_bytes(_fanned([30, 30, 30])))
    (b,) = m.declared_bindings
    assert b.block is not None and b.block.size == 30 ** 3 * 4
    (outer,) = b.block.members
    first, last = outer.members[0], outer.members[29]
    assert (first.offset, last.offset, last.size) == (0, 29 * 3600, 3600)
    assert first.members is last.members and first.members[0].members is last.members[29].members
    assert [(x.offset, x.size) for x in first.members[1].members[:3]] == [(0, 4), (4, 4), (8, 4)]
    assert _laid_out(b.block.to_dict()["members"]) == 1 + 30 + 30 ** 2 + 30 ** 3


def test_the_typed_module_of_a_structure_nested_many_times_over_remakes_it_once() -> None:
    """The typed module's copy of the block (its arrays at their sizes) keeps the block's
    sharing: a structure nested many times is made once, and the module is written."""
    m = reflect(to_bytes(_fanned([12, 12, 12])))
    block = m.declared_bindings[0].block
    plain = plain_block(block)
    (outer,) = plain.members
    assert plain == block and outer.members[0].members is outer.members[11].members
    assert outer.members[0].type is outer.members[11].type
    source = codegen(m, prune="none")  # the block is declared, not used
    compile(source, "typed.py", "exec")
    assert source.count("(_rt.StructValue):") == 3 and "_rt.BlockValue" in source  # a class a structure


@pytest.mark.parametrize("counts,refused", [([255, 256], None), ([256, 256], 101), ([2] * 16, 115)])
def test_structures_holding_too_many_members_in_all_are_refused(counts: list[int], refused: int | None) -> None:
    """A structure holds at most MAX_MEMBERS_IN_ALL members, counting each nested structure's
    each time it is nested (as its layout lists them): the block of 1 + 255 + 255 * 256 is
    read, one more level or member is refused, naming the structure that passes the limit,
    before anything is laid out."""
    words = to_bytes(_fanned(counts))
    if refused is None:
        assert reflect(words).declared_bindings[0].block.size == 255 * 256 * 4
        return
    with pytest.raises(SpirvFormatError, match=rf"OpTypeStruct.*structure %{refused} holds \d+ members in all, counting "
                                               rf"those of the structures it nests.*more than the {MAX_MEMBERS_IN_ALL}"):
        reflect(words)


@pytest.mark.parametrize("where", ["decoration", "name", "interface"])
def test_ids_past_the_bound_are_refused_wherever_they_appear(where: str) -> None:
    types, decos = _ubo(6)
    extra = {"decoration": inst(Op.OpDecorate, 70, D.Flat), "name": inst(Op.OpName, 70, "x"),
             "interface": None}[where]
    words = _compute(*types, decorations=(*decos, *([extra] if extra else [])), bound=60)
    if where == "interface":
        words = _compute(*types, decorations=decos, bound=60)
        at = next(i for i in range(5, len(words)) if words[i] & 0xFFFF == Op.OpEntryPoint)
        words[at] += 1 << 16
        words.insert(at + (words[at] >> 16) - 1, 70)
    with pytest.raises(SpirvFormatError, match="%70, which is not below the header's id bound 60"):
        reflect(words)


def test_a_64_bit_constant_with_one_word_is_refused() -> None:
    spec = (inst(Op.OpDecorate, 31, D.SpecId, 4),)
    ok = _compute(inst(Op.OpTypeInt, 30, 64, 0), inst(Op.OpSpecConstant, 30, 31, 5, 0), decorations=spec)
    assert [(c.id, c.default) for c in reflect(ok).specialization_constants] == [(4, 5)]
    short = _compute(inst(Op.OpTypeInt, 30, 64, 0), inst(Op.OpSpecConstant, 30, 31, 5), decorations=spec)
    with pytest.raises(SpirvFormatError, match="a 64-bit literal needs 2 word"):
        reflect(short)


def test_a_short_member_decoration_is_refused_where_it_is() -> None:
    types, decos = _ubo(6)
    short = _compute(*types, decorations=(*decos, inst(Op.OpMemberDecorate, 50, 0)))
    with pytest.raises(SpirvFormatError,
                       match=r"instruction \d+ \(OpMemberDecorate\).*too few words: needs at least 4"):
        reflect(short)


def test_a_short_location_on_an_input_is_refused_where_it_is() -> None:
    def vertex(*decorations: list[int]) -> list[int]:
        return module(
            inst(Op.OpCapability, 1), inst(Op.OpMemoryModel, 0, 1), inst(Op.OpEntryPoint, ExecutionModel.Vertex, 4,
                                                                         "main", 12), *decorations,
            inst(Op.OpTypeVoid, 2), inst(Op.OpTypeFunction, 3, 2), inst(Op.OpTypeFloat, 6, 32),
            inst(Op.OpTypePointer, 11, SC.Input, 6), inst(Op.OpVariable, 11, 12, SC.Input),
            inst(Op.OpFunction, 2, 4, 0, 3), inst(Op.OpLabel, 5), inst(Op.OpReturn), inst(Op.OpFunctionEnd))

    assert reflect(vertex(inst(Op.OpDecorate, 12, D.Location, 3))).entry_points[0].inputs[0].location == 3
    with pytest.raises(SpirvFormatError, match=r"instruction \d+ \(OpDecorate\).*too few words: needs at least 4"):
        reflect(vertex(inst(Op.OpDecorate, 12, D.Location)))


def test_static_use_of_ids_past_0xffff() -> None:
    """An id above 0xFFFF can equal an instruction's first word (OpLoad of 4 words is 0x4003D):
    that is not a use; the same id as an operand is."""
    load_head = (4 << 16) | int(Op.OpLoad)

    def ubo(var: int, struct: int, binding: int) -> tuple[list[list[int]], list[list[int]]]:
        return ([inst(Op.OpTypeStruct, struct, 7), inst(Op.OpTypePointer, struct + 1, SC.Uniform, struct),
                 inst(Op.OpVariable, struct + 1, var, SC.Uniform)],
                [inst(Op.OpDecorate, struct, D.Block), inst(Op.OpMemberDecorate, struct, 0, D.Offset, 0),
                 inst(Op.OpDecorate, var, D.DescriptorSet, 0), inst(Op.OpDecorate, var, D.Binding, binding)])

    (t1, d1), (t2, d2) = ubo(70000, 50, 0), ubo(load_head, 60, 1)
    words = module(
        inst(Op.OpCapability, 1), inst(Op.OpMemoryModel, 0, 1),
        inst(Op.OpEntryPoint, ExecutionModel.GLCompute, 4, "main"), inst(Op.OpExecutionMode, 4, 17, 1, 1, 1), *d1, *d2,
        inst(Op.OpTypeVoid, 2), inst(Op.OpTypeFunction, 3, 2), inst(Op.OpTypeInt, 7, 32, 0),
        inst(Op.OpConstant, 7, 8, 0), inst(Op.OpTypePointer, 9, SC.Uniform, 7), *t1, *t2,
        inst(Op.OpFunction, 2, 4, 0, 3), inst(Op.OpLabel, 5), inst(Op.OpNop), inst(Op.OpAccessChain, 9, 10, 70000, 8),
        inst(Op.OpLoad, 7, 11, 10), inst(Op.OpReturn), inst(Op.OpFunctionEnd), bound=load_head + 1)
    assert {(b.binding, b.accessed) for b in reflect(words).declared_bindings} == {(0, True), (1, False)}


def test_a_compute_entry_point_without_a_local_size_has_no_workgroup_size() -> None:
    words = _compute()
    mode = inst(Op.OpExecutionMode, 4, 17, 1, 1, 1)
    start = next(i for i in range(len(words)) if words[i:i + len(mode)] == mode)
    ep = reflect(words[:start] + words[start + len(mode):]).entry_points[0]
    assert (ep.workgroup_size, ep.workgroup_size_spec_ids) == (None, None)


def test_a_variable_whose_type_is_not_a_pointer_is_refused() -> None:
    bad = _compute(inst(Op.OpVariable, 7, 40, SC.Uniform), decorations=(inst(Op.OpDecorate, 40, D.Binding, 0),))
    with pytest.raises(SpirvFormatError, match=r"\(OpVariable\).*type %7 of a variable is not a pointer"):
        reflect(bad)


def test_capabilities_the_grammar_does_not_know_keep_their_number() -> None:
    m = reflect(_compute(inst(Op.OpCapability, 99999)))
    assert m.capabilities == ("Shader", "99999")


@pytest.mark.parametrize("instruction", [inst(Op.OpTypeFloat, 40), inst(Op.OpTypeInt, 40, 32),
                                         inst(Op.OpTypeVector, 40, 6)])
def test_short_type_declarations_are_refused(instruction: list[int]) -> None:
    types, decos = _ubo(40)
    with pytest.raises(SpirvFormatError, match=r"\(OpType(Float|Int|Vector)\).*too few words$"):
        reflect(_compute(instruction, *types, decorations=decos))


def test_an_image_of_void_samples_floats() -> None:
    types = [inst(Op.OpTypeImage, 40, 2, 1, 0, 0, 0, 1, 0), inst(Op.OpTypePointer, 41, SC.UniformConstant, 40),
             inst(Op.OpVariable, 41, 42, SC.UniformConstant)]
    decos = (inst(Op.OpDecorate, 42, D.DescriptorSet, 0), inst(Op.OpDecorate, 42, D.Binding, 0))
    [b] = reflect(_compute(*types, decorations=decos)).declared_bindings
    assert (b.image.sampled_type.kind, b.image.sampled_type.width, b.image.dim) == ("float", 32, "2D")


def test_a_short_binding_decoration_is_refused() -> None:
    types, decos = _ubo(6)
    short = _compute(*types, decorations=(*decos[:3], inst(Op.OpDecorate, 52, D.Binding)))
    with pytest.raises(SpirvFormatError, match=r"\(OpDecorate\).*too few words: needs at least 4"):
        reflect(short)


@pytest.mark.parametrize("decoration,instruction,plain", [
    ("Binding", inst(Op.OpDecorateString, 52, D.Binding, 5), "OpDecorate"),
    ("Binding", inst(Op.OpDecorateString, 52, D.Binding, "x"), "OpDecorate"),
    ("Block", inst(Op.OpDecorateString, 50, D.Block, "x"), "OpDecorate"),
    ("Offset", inst(Op.OpMemberDecorateString, 50, 0, D.Offset, 16), "OpMemberDecorate"),
    ("CounterBuffer", inst(Op.OpDecorateString, 52, D.CounterBuffer, 6), "OpDecorateId"),
])
def test_a_string_decoration_instruction_carrying_a_decoration_with_no_string_is_refused(
        decoration: str, instruction: list[int], plain: str) -> None:
    """OpDecorateString and OpMemberDecorateString carry only the decorations whose operand is a
    string (UserSemantic, UserTypeGOOGLE, ...): Binding 5 through one was read as the text
    '\\x05' (a binding that was a str), and an Offset as text made merge() fail deep inside."""
    types, decos = _ubo(6)
    bad = _compute(*types, decorations=(*decos, instruction))
    this = "OpMemberDecorateString" if "Member" in plain else "OpDecorateString"
    with pytest.raises(SpirvFormatError, match=rf"\({this}\).*decoration {decoration} takes no string "
                                               rf"operand: {plain} gives it, not {this}"):
        reflect(to_bytes(bad))


def test_a_string_decoration_instruction_still_carries_a_string() -> None:
    types, decos = _ubo(6)
    semantic = _compute(*types, decorations=(*decos, inst(Op.OpMemberDecorateString, 50, 0, D.UserSemantic, "POS")))
    (b,) = reflect(to_bytes(semantic)).declared_bindings
    assert b.binding == 0 and b.block is not None and b.block.members[0].offset == 0


def test_an_empty_push_block_spans_nothing(spirv_as) -> None:
    text = """
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %pc
OpExecutionMode %main LocalSize 1 1 1
OpDecorate %S Block
%void = OpTypeVoid
%fn = OpTypeFunction %void
%S = OpTypeStruct
%ptr = OpTypePointer PushConstant %S
%pc = OpVariable %ptr PushConstant
%main = OpFunction %void None %fn
%l = OpLabel
OpReturn
OpFunctionEnd
"""
    [push] = reflect(spirv_as("empty_push", text, validate=False)).entry_points[0].push_constants
    assert (push.offset, push.size, push.block.members) == (0, 0, ())


@pytest.mark.parametrize("decoration", [D.Offset, D.Location, D.BuiltIn, D.MatrixStride])
def test_a_member_decoration_without_its_operand_is_refused(decoration: int) -> None:
    types, decos = _ubo(6)
    short = _compute(*types, decorations=(*decos, inst(Op.OpMemberDecorate, 50, 0, decoration)))
    with pytest.raises(SpirvFormatError, match=r"\(OpMemberDecorate\).*too few words: needs at least 5"):
        reflect(short)


@pytest.mark.parametrize("op", [Op.OpTypeVoid, Op.OpName, Op.OpDecorate, Op.OpConstant, Op.OpVariable])
def test_a_module_cut_inside_its_last_instruction_is_refused(op: Op) -> None:
    words = _compute(function=False)
    words.append((1 << 16) | op)  # one word: no room for the ids it must have
    with pytest.raises(SpirvFormatError, match=r"too few words: needs at least [23]"):
        reflect(words)


_OWN_BUG = """
import sys
from layoutgen.reflect import build
def broken(self):
    raise IndexError("a bug")
build._Builder.module = broken
try:
    build.reflect(open(sys.argv[1], "rb").read())
except IndexError as exc:
    print("IndexError", exc)
except Exception as exc:
    print(type(exc).__name__, exc)
"""


def test_layoutgens_own_bugs_are_not_reported_as_bad_input(tmp_path) -> None:
    """Reflection catches no exception wholesale: an error in layoutgen itself (here one put
    there) stays what it is, and is not passed off as a malformed module. (The bug is put into
    the sources, in a process that uses them: a compiled engine cannot be patched.)"""
    import os
    import subprocess
    import sys

    path = tmp_path / "m.spv"
    path.write_bytes(to_bytes(_compute()))
    proc = subprocess.run([sys.executable, "-c", _OWN_BUG, str(path)], capture_output=True, text=True, check=True,
                          env={**os.environ, "LAYOUTGEN_PURE": "1"})
    assert proc.stdout.strip() == "IndexError a bug", proc.stdout + proc.stderr


def test_a_spec_constant_op_without_its_operands_is_refused() -> None:
    types, decos = _ubo(40)
    short = _compute(inst(Op.OpSpecConstantOp, 7, 30, Op.OpIAdd, 8), inst(Op.OpTypeArray, 40, 6, 30), *types,
                     decorations=(*decos, inst(Op.OpDecorate, 40, D.ArrayStride, 16)))
    with pytest.raises(SpirvFormatError, match=r"\(OpSpecConstantOp\).*too few words: OpIAdd needs 2 operand\(s\)$"):
        reflect(short)


def test_a_workgroup_size_that_is_no_integers_is_refused() -> None:
    from layoutgen.spirv.grammar import BuiltIn

    types = [inst(Op.OpTypeVector, 31, 7, 3), inst(Op.OpConstant, 6, 30, 0x3F000000),
             inst(Op.OpConstantComposite, 31, 32, 30, 9, 9)]
    words = _compute(*types, decorations=(inst(Op.OpDecorate, 32, D.BuiltIn, BuiltIn.WorkgroupSize),))
    with pytest.raises(SpirvFormatError, match=r"the workgroup size of %4 is \(0\.5, 1, 1\), not three integers"):
        reflect(words)


@pytest.mark.parametrize("op", [Op.OpUndef, Op.OpName, Op.OpMemberDecorate])
def test_a_last_instruction_that_runs_past_the_end_is_refused(op: Op) -> None:
    words = _compute(function=False)
    words.append((16 << 16) | op)  # sixteen words said, one there
    with pytest.raises(SpirvFormatError):
        reflect(words)


def test_an_untyped_variable_must_have_an_untyped_pointer_type() -> None:
    types = [inst(Op.OpTypePointer, 40, SC.StorageBuffer, 7), inst(Op.OpUntypedVariableKHR, 40, 41, SC.StorageBuffer)]
    with pytest.raises(SpirvFormatError, match=r"type %40 of an untyped variable is not an untyped pointer") as e:
        reflect(_compute(*types))
    assert e.value.opcode == "OpUntypedVariableKHR"


def test_an_untyped_variable_without_a_data_type_outside_a_buffer_class_is_named() -> None:
    types = [inst(Op.OpTypeUntypedPointerKHR, 40, SC.UniformConstant),
             inst(Op.OpUntypedVariableKHR, 40, 41, SC.UniformConstant)]
    decos = (inst(Op.OpName, 41, "heap"), inst(Op.OpDecorate, 41, D.DescriptorSet, 1),
             inst(Op.OpDecorate, 41, D.Binding, 3))
    with pytest.raises(SpirvFormatError, match=r"%41 'heap' at set 1 binding 3 names no data type"):
        reflect(_compute(*types, decorations=decos))


def test_an_unknown_execution_model_is_kept_as_its_number() -> None:
    words = _compute()
    words[words.index(5 << 16 | Op.OpEntryPoint) + 1] = 4242  # the model operand of OpEntryPoint
    (ep,) = reflect(words).entry_points
    assert (ep.name, ep.execution_model, ep.stage) == ("main", "4242", None)


def test_a_long_entry_point_name_is_read_whole_with_its_interface() -> None:
    name = "entry_point_with_a_long_name"
    types = [inst(Op.OpTypePointer, 40, SC.Input, 6), inst(Op.OpVariable, 40, 41, SC.Input)]
    words = module(
        inst(Op.OpCapability, 1), inst(Op.OpMemoryModel, 0, 1),
        inst(Op.OpEntryPoint, ExecutionModel.Fragment, 4, name, 41), inst(Op.OpExecutionMode, 4, 7),
        inst(Op.OpDecorate, 41, D.Location, 2),
        inst(Op.OpTypeVoid, 2), inst(Op.OpTypeFunction, 3, 2), inst(Op.OpTypeFloat, 6, 32), *types,
        inst(Op.OpFunction, 2, 4, 0, 3), inst(Op.OpLabel, 5), inst(Op.OpReturn), inst(Op.OpFunctionEnd), bound=60)
    (ep,) = reflect(words).entry_points
    assert ep.name == name
    assert [(v.location, v.format.name) for v in ep.inputs] == [(2, "R32_SFLOAT")]


def test_each_entry_point_gets_its_own_execution_modes() -> None:
    body = [inst(Op.OpLabel, 5), inst(Op.OpReturn), inst(Op.OpFunctionEnd)]
    words = module(
        inst(Op.OpCapability, 1), inst(Op.OpMemoryModel, 0, 1),
        inst(Op.OpEntryPoint, ExecutionModel.GLCompute, 4, "first"),
        inst(Op.OpEntryPoint, ExecutionModel.GLCompute, 14, "second"),
        inst(Op.OpExecutionMode, 4, LOCAL_SIZE, 8, 1, 1), inst(Op.OpExecutionMode, 14, LOCAL_SIZE, 4, 2, 1),
        inst(Op.OpTypeVoid, 2), inst(Op.OpTypeFunction, 3, 2),
        inst(Op.OpFunction, 2, 4, 0, 3), *body, inst(Op.OpFunction, 2, 14, 0, 3), *body, bound=60)
    eps = {ep.name: ep for ep in reflect(words).entry_points}
    assert eps["first"].workgroup_size == (8, 1, 1)
    assert eps["second"].workgroup_size == (4, 2, 1)
    assert [(m.name, m.operands) for m in eps["second"].execution_modes] == [("LocalSize", (4, 2, 1))]


def _push_array_sized_by(length: list[int]) -> list[int]:
    """A compute module whose push-constant block holds a float array of ``length`` (%40) elements."""
    types = [length, inst(Op.OpTypeArray, 41, 6, 40), inst(Op.OpTypeStruct, 42, 41),
             inst(Op.OpTypePointer, 43, SC.PushConstant, 42), inst(Op.OpVariable, 43, 44, SC.PushConstant)]
    decos = (inst(Op.OpDecorate, 41, D.ArrayStride, 4), inst(Op.OpDecorate, 42, D.Block),
             inst(Op.OpMemberDecorate, 42, 0, D.Offset, 0))
    return _compute(*types, decorations=decos)


def test_a_spec_constant_that_refers_to_itself_is_refused() -> None:
    with pytest.raises(SpirvFormatError, match="constant %40 refers to itself") as e:
        reflect(_push_array_sized_by(inst(Op.OpSpecConstantOp, 7, 40, Op.OpIAdd, 40, 9)))
    assert e.value.opcode == "OpSpecConstantOp"


def test_a_spec_constant_op_of_an_unknown_opcode_is_refused() -> None:
    with pytest.raises(SpirvFormatError, match="opcode 65000, which the grammar does not know") as e:
        reflect(_push_array_sized_by(inst(Op.OpSpecConstantOp, 7, 40, 65000, 8, 9)))
    assert e.value.opcode == "OpSpecConstantOp"


@pytest.mark.parametrize("opcode", [Op.OpIAddCarry, Op.OpFOrdEqual, Op.OpLoad, Op.OpExtInst])
def test_a_spec_constant_op_of_an_operation_the_specification_does_not_list_is_refused(opcode: int) -> None:
    """An opcode the grammar knows but OpSpecConstantOp may not name (spirv-val refuses the module)."""
    name = Op(opcode).name
    with pytest.raises(SpirvFormatError, match=f"names {name}, which is not an operation a specialization constant "
                                               "may take") as e:
        reflect(_push_array_sized_by(inst(Op.OpSpecConstantOp, 7, 40, opcode, 8, 9)))
    assert e.value.opcode == "OpSpecConstantOp"


def test_a_short_image_type_is_refused() -> None:
    types = [inst(Op.OpTypeImage, 40, 6, 1, 0, 0, 0), inst(Op.OpTypePointer, 41, SC.UniformConstant, 40),
             inst(Op.OpVariable, 41, 42, SC.UniformConstant)]
    decos = (inst(Op.OpDecorate, 42, D.DescriptorSet, 0), inst(Op.OpDecorate, 42, D.Binding, 0))
    with pytest.raises(SpirvFormatError, match=r"\(OpTypeImage\).*too few words$"):
        reflect(_compute(*types, decorations=decos))
