"""Specialization-constant expressions: SPIR-V's integer semantics, and no blow-ups."""
from __future__ import annotations

import numpy as np
import pytest

import layoutgen

from layoutgen import LayoutError, ReflectionError, merge, reflect
from layoutgen.reflect.spec import SpecComposite, SpecConst, SpecLiteral, SpecOp, evaluate, spec_ids
from layoutgen.reflect.types import ScalarKind, SpecSize


def c(value, spec_id=None, kind="int", width=32):
    return SpecConst(spec_id, value, ScalarKind(kind), width)


def op(name, *args, kind="int", width=32):
    return SpecOp(name, None if kind == "composite" else ScalarKind(kind), width, args)


@pytest.mark.parametrize("expr,expected", [
    (op("IAdd", c(2, 1), c(3)), 5),
    (op("SDiv", c(-7), c(2)), -3),          # truncates toward zero
    (op("SRem", c(-7), c(2)), -1),          # sign of the dividend
    (op("SMod", c(-7), c(2)), 1),           # sign of the divisor
    (op("UDiv", c(-1), c(2), kind="uint"), 0x7FFFFFFF),
    (op("IAdd", c(0x7FFFFFFF), c(1)), -0x80000000),  # wraps at the width
    (op("Select", c(True, kind="bool", width=0), c(4), c(9)), 4),
    (op("ShiftLeftLogical", c(1, kind="uint"), c(31, kind="uint"), kind="uint"), 0x80000000),
])
def test_integer_semantics(expr, expected) -> None:
    assert evaluate(expr, {}) == expected


def test_specialization_values_apply() -> None:
    expr = op("IMul", c(4, 3), c(2))
    assert evaluate(expr, {}) == 8 and evaluate(expr, {3: 10}) == 20
    assert spec_ids(op("IAdd", expr, c(1, 7))) == (3, 7)


class _Counting(dict):
    """Spec constant values that count how often each id is asked for."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[int] = []

    def get(self, key, default=None):
        self.asked.append(key)
        return super().get(key, default)


def test_evaluations_sharing_their_done_values_evaluate_a_shared_node_once() -> None:
    base = op("IMul", c(2, 1), c(3, 2))  # shared by both expressions below
    first, second = op("IAdd", base, c(1, 3)), op("ISub", base, c(4, 4))
    values, done = _Counting(), {}
    assert evaluate(first, values, done) == 7 and evaluate(second, values, done) == 2
    assert sorted(values.asked) == [1, 2, 3, 4]  # base's constants asked for by the first only
    fresh = _Counting()
    assert evaluate(second, fresh) == 2 and sorted(fresh.asked) == [1, 2, 4]  # without done: all again


def test_errors_are_clear() -> None:
    with pytest.raises(ReflectionError, match="divides by zero"):
        evaluate(op("SDiv", c(1), c(0)), {})
    with pytest.raises(ReflectionError, match="not supported"):
        evaluate(op("FMul", c(1.0, kind="float"), c(2.0, kind="float"), kind="float"), {})


@pytest.mark.parametrize("expr,expected", [
    # the opcode, not the operands' declared types, says how their bits are read
    (op("SDiv", c(0xFFFFFFF0, kind="uint"), c(16, kind="uint"), kind="uint"), 0xFFFFFFFF),  # -16 / 16
    (op("SRem", c(0xFFFFFFF9, kind="uint"), c(2, kind="uint"), kind="uint"), 0xFFFFFFFF),   # -7 % 2 = -1
    (op("ShiftRightArithmetic", c(0x80000000, kind="uint"), c(28, kind="uint"), kind="uint"), 0xFFFFFFF8),
    (op("ShiftRightLogical", c(-16), c(28)), 15),
    (op("SLessThan", c(0xFFFFFFFF, kind="uint"), c(0, kind="uint"), kind="bool", width=0), True),
    (op("ULessThan", c(-1), c(0), kind="bool", width=0), False),
    (op("IEqual", c(-1), c(0xFFFFFFFF, kind="uint"), kind="bool", width=0), True),
    (op("SNegate", c(0xFFFFFFFF, kind="uint"), kind="uint"), 1),
    (op("SConvert", c(0xFF, kind="uint", width=8), width=32), -1),                 # sign-extends
    (op("SConvert", c(0xFFFFFFFF, kind="uint"), kind="int", width=64), -1),
    (op("UConvert", c(-1), kind="uint", width=64), 0xFFFFFFFF),                    # zero-extends
    (op("ShiftLeftLogical", c(1, width=64), c(40), width=64), 1 << 40),           # Shift of its own width
])
def test_operations_read_their_operands_as_the_opcode_says(expr, expected) -> None:
    assert evaluate(expr, {}) == expected


@pytest.mark.parametrize("expr,message", [
    (op("ShiftLeftLogical", c(5), c(32)), "shifts a 32-bit value by 32: SPIR-V leaves the result undefined"),
    (op("ShiftRightArithmetic", c(5), c(-1)), "shifts a 32-bit value by 4294967295"),
    (op("ShiftRightLogical", c(5, width=64), c(64), width=64), "shifts a 64-bit value by 64"),
    (op("SDiv", c(-2 ** 31), c(-1)), "divides the least 32-bit integer by -1"),
    (op("SMod", c(-2 ** 63, width=64), c(-1, width=64), width=64), "divides the least 64-bit integer by -1"),
    (op("UMod", c(5, kind="uint"), c(0, kind="uint"), kind="uint"), "UMod divides by zero"),
])
def test_what_spirv_leaves_undefined_is_refused(expr, message: str) -> None:
    with pytest.raises(ReflectionError, match=message):
        evaluate(expr, {})


def test_select_with_one_condition_picks_whole_vectors() -> None:
    a, b = SpecComposite((c(1), c(2))), SpecComposite((c(3), c(4)))
    flag = c(False, 0, kind="bool", width=0)
    pick = op("Select", flag, a, b, kind="composite")
    assert evaluate(pick, {}) == (3, 4) and evaluate(pick, {0: True}) == (1, 2)


def test_a_component_of_a_null_vector_sizes_an_array() -> None:
    from support.spvasm import inst

    from layoutgen.spirv.grammar import Op

    data = _uniform_array_module([inst(Op.OpTypeVector, 70, 7, 2), inst(Op.OpConstantNull, 70, 71),
                                  inst(Op.OpSpecConstantOp, 7, 72, Op.OpCompositeExtract, 71, 1),
                                  inst(Op.OpSpecConstantOp, 7, 73, Op.OpIAdd, 72, 9)], 73, spec_constant=99)
    assert reflect(data).entry_points[0].descriptor_bindings[0].block.size == 16  # float[0 + 1], 16 apart


@pytest.mark.parametrize("a,b,expected", [
    (7, 3, 1),     # same signs: the remainder as it is
    (-7, -3, -1),  # same signs, negative: the sign of the divisor (negative) already
    (6, -3, 0),    # no remainder: 0, whatever the signs
    (-6, 3, 0),
    (7, -3, -2),   # differing signs: the result takes the divisor's sign
])
def test_smod_takes_the_sign_of_the_divisor(a, b, expected) -> None:
    assert evaluate(op("SMod", c(a), c(b)), {}) == expected


def test_vector_shuffle_picks_from_both_vectors_and_refuses_past_their_end() -> None:
    a, b = SpecComposite((c(1), c(2))), SpecComposite((c(3), c(4)))
    assert evaluate(op("VectorShuffle", a, b, SpecLiteral(3), SpecLiteral(0)), {}) == (4, 1)
    assert evaluate(op("VectorShuffle", a, b, SpecLiteral(0xFFFFFFFF), SpecLiteral(2)), {})[1] == 3
    with pytest.raises(ReflectionError, match="component 4 is outside the vectors"):
        evaluate(op("VectorShuffle", a, b, SpecLiteral(4)), {})


def test_float_and_bool_constants_keep_their_values() -> None:
    assert evaluate(c(2.5, kind="float"), {}) == 2.5
    assert evaluate(c(0.75, 3, kind="float"), {3: -1.25}) == -1.25
    assert evaluate(c(True, kind="bool", width=0), {}) is True


def test_unsigned_operations_see_a_64_bit_operation_operand_at_64_bits() -> None:
    minus_one = op("ISub", c(0, width=64), c(1, width=64), width=64)  # -1 as a 64-bit integer
    # UDiv reads it as 2**64 - 1, not as the 32-bit 0xFFFFFFFF.
    assert evaluate(op("UDiv", minus_one, c(2, width=64), kind="uint", width=64), {}) == 2 ** 63 - 1
    assert evaluate(op("UGreaterThan", minus_one, c(2 ** 40 - 1, width=64), kind="bool", width=0), {})


# -- specialization everywhere, and values that do not fit -----------------------------------------

SPEC_PUSH = """#version 450
layout(constant_id = 0) const int N = 2;
layout(constant_id = 1) const bool FANCY = false;
layout(constant_id = 2) const float SCALE = 1.0;
layout(constant_id = 3) const uint COUNT = 1u;
layout(push_constant) uniform Push { vec4 v[N]; } push;
layout(set = 0, binding = 0) uniform Consts { vec4 w[N]; } consts;
layout(location = 0) out vec4 color;
void main() { color = push.v[N - 1] * consts.w[0] * SCALE + (FANCY ? vec4(COUNT) : vec4(0.0)); }
"""


@pytest.fixture
def spec_frag(glsl):
    return glsl("spec.frag", SPEC_PUSH)


def test_a_descriptor_count_past_a_uint32_is_refused_with_its_binding(glsl) -> None:
    """sampler2D t[N][3] at N = 2**32 - 1 made a count of 12,884,901,885, which the layout's own
    reader then refused."""
    frag = glsl("count.frag", """#version 450
layout(constant_id = 0) const uint N = 2;
layout(set = 0, binding = 0) uniform sampler2D t[N][3];
layout(location = 0) out vec4 o;
void main() { o = texture(t[1][2], vec2(0.0)); }
""")
    assert merge([frag], specialization={0: 0x55555555}).set_layouts[0].bindings[0].descriptor_count == 0xFFFFFFFF
    with pytest.raises(LayoutError, match=r"set 0 binding 0 \('t'\) in .*: the specialization \{0: 4294967295\} makes "
                                          r"its descriptor count 12884901885, past 2\*\*32 - 1"):
        merge([frag], specialization={0: 0xFFFFFFFF})


def test_push_constant_range_follows_the_specialization(spec_frag) -> None:
    from layoutgen import merge

    assert merge([spec_frag]).push_constant_ranges[0].size == 32
    for key in (0, "N"):
        (r,) = merge([spec_frag], specialization={key: 8}).push_constant_ranges
        assert (r.offset, r.size) == (0, 128)


def test_inline_uniform_block_and_dtype_follow_the_specialization(spec_frag) -> None:
    from layoutgen import check, merge, reflect

    desc = merge([spec_frag], inline_uniform_blocks=["consts"], specialization={0: 5})
    assert desc.set_layouts[0].binding(0).descriptor_count == 80
    block = reflect(spec_frag).entry_point("main").binding(0, 0).block
    assert block.numpy_dtype().itemsize == 32 and block.numpy_dtype(specialization={0: 5}).itemsize == 80
    import numpy as np

    assert np.zeros((), block.numpy_dtype(specialization={0: 5}))["w"].shape == (5, 4)
    small = merge([spec_frag], inline_uniform_blocks=["consts"])
    found = {f.kind for f in check(small, [spec_frag], specialization={0: 5})}
    assert {"inline-block-too-small", "push-not-covered"} <= found
    assert not {f.kind for f in check(desc, [spec_frag], specialization={"N": 5}) if f.severity == "error"} - {
        "push-not-covered"}


def test_an_array_sized_by_the_workgroup_size(glsl) -> None:
    """``tex[gl_WorkGroupSize.x]`` is an OpSpecConstantOp CompositeExtract with a literal index."""
    path = glsl("wg.comp", """#version 450
layout(local_size_x_id = 3, local_size_y = 2) in;
layout(set = 0, binding = 0) uniform sampler2D tex[gl_WorkGroupSize.x * 2];
layout(set = 0, binding = 1) buffer B { vec4 v[]; } b;
void main() { b.v[0] = texture(tex[gl_LocalInvocationID.x], vec2(0.0)); }
""")
    tex = reflect(path).entry_point("main").binding(0, 0)
    assert tex.count == 2 and tex.count_for({3: 7}) == 14
    assert merge([path], specialization={3: 7}).set_layouts[0].binding(0).descriptor_count == 14


def test_a_true_spec_constant_sizes_an_array(glsl) -> None:
    frag = glsl("cond.frag", """#version 450
layout(constant_id = 0) const bool WIDE = true;
layout(push_constant) uniform Push { float v[WIDE ? 4 : 1]; } push;
layout(location = 0) out vec4 color;
void main() { color = vec4(push.v[0]); }
""")
    m = reflect(frag)
    (p,) = m.entry_points[0].push_constants
    assert p.size == 16
    (sc,) = m.specialization_constants
    assert (sc.id, sc.default) == (0, True)
    assert merge([frag], specialization={0: False}).push_constant_ranges[0].size == 4


@pytest.mark.parametrize("values,message", [
    ({0: 2.5}, r"specialization constant 0 \('N', 32-bit int\): 2.5 is not an integer"),
    ({0: 1 << 31}, "2147483648 is outside -2147483648..2147483647"),
    ({3: -1}, r"constant 3 \('COUNT', 32-bit uint\): -1 is outside 0..4294967295"),
    ({2: 1e39}, r"constant 2 \('SCALE', 32-bit float\): 1e\+39 is not a finite 32-bit float"),
    ({2: 10**39}, "is not a finite 32-bit float"),
    ({0: np.float64(2.5)}, r"2.5\)? is not an integer"),
    ({0: np.bool_(True)}, "takes a number, not"),
    ({1: 1}, r"constant 1 \('FANCY', bool\) takes true or false, not 1"),
    ({0: True}, "takes a number, not True"),
    ({9: 1}, r"no specialization constant 9 in these stages; they have: 0 \(N\), 1 \(FANCY\), 2 \(SCALE\), 3"),
    ({"M": 1}, "no specialization constant 'M'"),
])
def test_values_are_checked_against_the_constants(values: dict, message: str, spec_frag) -> None:
    from layoutgen import LayoutError, merge

    with pytest.raises(LayoutError, match=message):
        merge([spec_frag], specialization=values)


def test_cli_spec_by_name_and_bad_values(spec_frag) -> None:
    import subprocess
    import sys

    ok = subprocess.run([sys.executable, "-m", "layoutgen", "layout", str(spec_frag), "--spec", "N=8", "--json"],
                        capture_output=True, text=True)
    assert ok.returncode == 0 and '"size": 128' in ok.stdout
    bad = subprocess.run([sys.executable, "-m", "layoutgen", "layout", str(spec_frag), "--spec", "2=1e39"],
                         capture_output=True, text=True)
    assert bad.returncode != 0 and "1e+39 is not a finite 32-bit float" in bad.stderr and "Traceback" not in bad.stderr
    for value, message in [("1e400", "--spec '2=1e400': 1e400 is past the largest float (write inf for infinity)"),
                           ("9" * 5000, "--spec 2=999"), ("9" * 5000, "a value of 5000 characters is no spec constant's")]:
        # 1e400 had become inf silently; 5,000 digits were read as a float, inf, and blamed as such
        bad = subprocess.run([sys.executable, "-m", "layoutgen", "layout", str(spec_frag), "--spec", f"2={value}"],
                             capture_output=True, text=True)
        assert bad.returncode == 2 and message in bad.stderr, bad.stderr


def test_spec_values_take_what_a_member_of_their_type_takes(spec_frag) -> None:
    """One rule for a float, as for a block member: a finite value that would round to inf in the
    constant's width is refused (above), inf and nan given as such are the float's own values
    (IEEE 754 binary32, which SPIR-V's OpTypeFloat 32 is); an integer constant takes numpy's
    integers as Python's (operator.index)."""
    from layoutgen import merge
    from layoutgen.layout.specialization import checked_value
    from layoutgen.reflect.model import SpecializationConstant

    merge([spec_frag], specialization={2: float("inf"), 0: np.int64(8), 3: np.uint8(2)})
    merge([spec_frag], specialization={2: float("nan"), 0: 8.0})
    half = SpecializationConstant(7, "H", "float", 16, 0.0)
    assert checked_value(half, 65519.0) == 65519.0  # rounds to 65504, the largest float16
    assert checked_value(half, np.float32(2.5)) == 2.5 and checked_value(half, float("-inf")) == float("-inf")
    with pytest.raises(layoutgen.LayoutError, match=r"70000 is not a finite 16-bit float \(at most 65504\)"):
        checked_value(half, 70000)
    with pytest.raises(layoutgen.LayoutError, match="65520.0 is not a finite 16-bit float"):
        checked_value(half, 65520.0)


def test_composite_operations_evaluate() -> None:
    vec = SpecComposite((c(4, 1, kind="uint"), c(2, kind="uint"), c(1, kind="uint")))
    assert evaluate(op("CompositeExtract", vec, SpecLiteral(0), kind="uint"), {1: 9}) == 9
    assert evaluate(op("CompositeInsert", c(7, kind="uint"), vec, SpecLiteral(2), kind="composite"), {}) == (4, 2, 7)
    assert evaluate(op("VectorShuffle", vec, vec, SpecLiteral(5), SpecLiteral(0), kind="composite"), {}) == (1, 4)
    assert evaluate(op("IAdd", vec, vec, kind="uint"), {}) == (8, 4, 2)
    with pytest.raises(ReflectionError, match="index 3 is outside"):
        evaluate(op("CompositeExtract", vec, SpecLiteral(3)), {})
    assert spec_ids(op("CompositeExtract", vec, SpecLiteral(0))) == (1,)


def test_a_specialized_layout_creates_its_specialized_pipeline_cleanly(spec_frag, glsl, vulkan_device: bool) -> None:
    from support.vkutil import pipeline_with_layout, stage_features

    from layoutgen import merge
    from layoutgen.layout.stages import resolve_all
    from layoutgen.vk import DeviceContext, LayoutCache, pipeline

    vert = glsl("spec.vert", "#version 450\nvoid main() { gl_Position = vec4(0.0); }\n")
    stages = resolve_all([vert, spec_frag])
    values = {0: 8, 1: True, 2: 0.5, 3: 4}
    desc = merge(stages, specialization=values)
    with DeviceContext(features=stage_features(stages, desc)) as ctx, LayoutCache(ctx) as cache:
        handle = pipeline_with_layout(ctx, cache.get(desc).handle, stages, specialization=values)
        pipeline.destroy(ctx, "Pipeline", handle)
        problems = ctx.take_problems()
    assert not problems, "\n".join(map(str, problems))
    assert desc.push_constant_ranges[0].size == 128


def _spec_sized_block(levels: int, doubling: bool) -> bytes:
    """A compute module whose uniform block holds a float array sized by a chain of
    ``levels`` OpSpecConstantOp IAdds over spec constant 0 (default 1): each adds 1 to the
    one before, or (``doubling``) ors the one before with itself (the value stays, so the array
    keeps a length), 2**levels paths to the root."""
    from support.spvasm import inst

    from layoutgen.spirv.grammar import Op

    chain, prev = [inst(Op.OpSpecConstant, 7, 30, 1)], 30
    for k in range(levels):
        chain.append(inst(Op.OpSpecConstantOp, 7, 100 + k, Op.OpBitwiseOr if doubling else Op.OpIAdd, prev,
                          prev if doubling else 9))
        prev = 100 + k
    return _uniform_array_module(chain, prev, spec_constant=30, bound=110 + levels)


def _uniform_array_module(constants: list[list[int]], length: int, spec_constant: int, int_width: int = 32,
                          bound: int = 110) -> bytes:
    """A compute module whose uniform block (set 0, binding 0) holds a float array of length
    %``length``, one of ``constants`` (declared after %6, the float type, %7, the uint type of
    ``int_width`` bits, and %9, the uint constant 1); SpecId 0 decorates %``spec_constant``."""
    from support.spvasm import inst, module, to_bytes

    from layoutgen.spirv.grammar import Decoration as D
    from layoutgen.spirv.grammar import ExecutionModel, Op
    from layoutgen.spirv.grammar import StorageClass as SC

    return to_bytes(module(
        inst(Op.OpCapability, 1), inst(Op.OpMemoryModel, 0, 1), inst(Op.OpEntryPoint, ExecutionModel.GLCompute, 4, "main"),
        inst(Op.OpExecutionMode, 4, 17, 1, 1, 1), inst(Op.OpDecorate, spec_constant, D.SpecId, 0),
        inst(Op.OpDecorate, 40, D.ArrayStride, 16), inst(Op.OpDecorate, 50, D.Block),
        inst(Op.OpMemberDecorate, 50, 0, D.Offset, 0), inst(Op.OpDecorate, 52, D.DescriptorSet, 0),
        inst(Op.OpDecorate, 52, D.Binding, 0),
        inst(Op.OpTypeVoid, 2), inst(Op.OpTypeFunction, 3, 2), inst(Op.OpTypeFloat, 6, 32),
        inst(Op.OpTypeInt, 7, int_width, 0), inst(Op.OpConstant, 7, 9, 1), *constants,
        inst(Op.OpTypeArray, 40, 6, length), inst(Op.OpTypeStruct, 50, 40), inst(Op.OpTypePointer, 51, SC.Uniform, 50),
        inst(Op.OpVariable, 51, 52, SC.Uniform),
        inst(Op.OpFunction, 2, 4, 0, 3), inst(Op.OpLabel, 5), inst(Op.OpLoad, 50, 60, 52), inst(Op.OpReturn),
        inst(Op.OpFunctionEnd), bound=bound))


@pytest.mark.parametrize("levels,doubling", [(590, False), (60, True)])
def test_deep_and_shared_expressions_take_no_frame_per_level_and_each_node_once(levels: int, doubling: bool) -> None:
    """A chain of OpSpecConstantOps nearly as deep as constants may nest (typeinfo.MAX_DEPTH),
    and one whose every node uses the one before twice: reflection, merge, check, evaluation,
    spec ids, equality, hashing, repr and pickling neither recurse per level nor walk each path."""
    import copy
    import pickle

    from layoutgen import check, merge, reflect

    data = _spec_sized_block(levels, doubling)
    a, b = reflect(data), reflect(data)
    t, u = (m.declared_bindings[0].block.struct.members[0].type for m in (a, b))  # type: ignore[union-attr]
    expr = t.spec.expr
    assert t.spec.spec_ids == spec_ids(expr) == (0,)
    x = 3

    def expected(k: int, value: int) -> int:  # the node k levels above spec constant 0
        return (value if doubling else value + k) & 0xFFFFFFFF

    assert t.length == expected(levels, 1) and t.spec.evaluate() == evaluate(expr, {}) == expected(levels, 1)
    assert t.spec.evaluate({0: x}) == expected(levels, x)
    node = expr
    for _ in range(20):
        node = node.operands[0]
    assert node.evaluate({0: x}) == expected(levels - 20, x) and node.spec_ids == (0,)
    assert expr is not u.spec.expr and expr == u.spec.expr and hash(expr) == hash(u.spec.expr)
    assert a == b and hash(a) == hash(b) and t == u and hash(t) == hash(u)
    assert expr != node and node != expr and expr != SpecOp("IAdd", expr.kind, 32, (node, node))
    for again in (pickle.loads(pickle.dumps(a)), copy.deepcopy(a)):
        assert again == a and hash(again) == hash(a)
    for again in (pickle.loads(pickle.dumps(expr)), copy.deepcopy(expr), copy.copy(expr)):
        assert again == expr and hash(again) == hash(expr) and again.evaluate({0: x}) == expected(levels, x)
    text = repr(expr)  # a shared node written out once, then by its label: 2**60 paths, a short text
    first = "BITWISE_OR: 'BitwiseOr'>" if doubling else "I_ADD: 'IAdd'>"
    assert text.startswith(f"SpecOp(op=<SpecOperation.{first}") and len(text) < 200 * levels
    if doubling:  # each node both operands of the next: written once, as "#k=SpecOp(...)", then as "#k"
        assert text.count("=SpecOp(") == levels - 1 and text.endswith(", #2)), #1))")
        assert text.count("SpecConst(spec_id=0") == 2  # a leaf is written where it is (its text is short)
    else:  # nothing shared but the leaf %9, the second operand at every level
        assert "#" not in text and text.count("SpecConst(spec_id=0") == 1
        assert text.count("SpecConst(spec_id=None, default=1") == levels
    desc = merge([a], prune="none")
    assert desc == merge([b], prune="none") and not [f for f in check(desc, [b]) if f.severity == "error"]
    block = a.declared_bindings[0].block
    assert block is not None and block.specialized({0: x}).struct.members[0].type.length == expected(levels, x)


VECTOR_OPS = """#version 450
layout(local_size_x_id = 0, local_size_y = 1, local_size_z = 1) in;
layout(constant_id = 1) const uint K = 3u;
const uvec3 s = gl_WorkGroupSize * uvec3(K, 2u, 2u) + uvec3(1u);
layout(set = 0, binding = 0) buffer Out { float v[s.x]; float w[s.y]; } o;
void main() { o.v[0] = 1.0; }
"""


def test_vector_operations_size_arrays_component_by_component_at_their_width(glsl) -> None:
    """glslang's OpSpecConstantOp IMul and IAdd on uvec3, then CompositeExtract: each
    component computed, and cut to 32 bits, as a uint is."""
    module = reflect(glsl("vector_ops.comp", VECTOR_OPS))
    block = module.declared_bindings[0].block
    assert block is not None
    assert [m.type.length for m in block.struct.members] == [1 * 3 + 1, 1 * 2 + 1]  # type: ignore[union-attr]
    assert [m.type.length for m in block.specialized({0: 4, 1: 5}).struct.members] == [21, 3]  # type: ignore[union-attr]
    wrapped = block.specialized({0: 0xFFFFFFFF, 1: 2}).struct.members[0].type
    assert wrapped.length == (0xFFFFFFFF * 2 + 1) & 0xFFFFFFFF  # type: ignore[union-attr]


def _array_sized_by(spec_op: int, *operands: int, result: int = 7, int_width: int = 32) -> bytes:
    """A compute module whose uniform block holds a float array sized by ``OpSpecConstantOp
    %uint <spec_op> <operands>`` (``result``: the type id, %6 for float), where %30 is the float
    constant 2.5, %31 a uint spec constant (default 3) and %33 the uint constant 0; %7, the
    uint type, is ``int_width`` bits wide."""
    from support.spvasm import inst

    from layoutgen.spirv.grammar import Op

    return _uniform_array_module([inst(Op.OpConstant, 6, 30, 0x40200000), inst(Op.OpSpecConstant, 7, 31, 3),
                                  inst(Op.OpConstant, 7, 33, 0), inst(Op.OpSpecConstantOp, result, 32, spec_op, *operands)],
                                 32, spec_constant=31, int_width=int_width)


def test_a_spec_constant_operation_its_operands_do_not_fit_is_a_located_error() -> None:
    """An integer operation on a float, a shuffle of scalars (invalid modules): the array's
    instruction named, never a TypeError from inside the evaluation."""
    from layoutgen import SpirvFormatError
    from layoutgen.spirv.grammar import Op

    block = reflect(_array_sized_by(Op.OpIAdd, 31, 31)).declared_bindings[0].block
    assert block is not None and block.struct.members[0].type.length == 6  # type: ignore[union-attr]
    for spec_op, operands, name, says in (
            (Op.OpNot, (30,), "Not", "operation Not takes integers or booleans, not 2.5"),
            (Op.OpShiftLeftLogical, (30, 31), "ShiftLeftLogical", "operation ShiftLeftLogical takes integers or"),
            (Op.OpUDiv, (31, 30), "UDiv", "operation UDiv takes integers or booleans, not 2.5"),
            (Op.OpSDiv, (31, 33), "SDiv", "expression SDiv divides by zero")):
        with pytest.raises(SpirvFormatError, match=rf"\(OpTypeArray\) at byte offset 0x[0-9a-f]+: specialization "
                                                   rf"constant {says}"):
            reflect(_array_sized_by(spec_op, *operands))
    # an integer operation whose result type is a float: never wrapped to a width, it would grow without bound
    with pytest.raises(SpirvFormatError, match=r"operation IMul gives an integer, but its result type is 32-bit float"):
        reflect(_array_sized_by(Op.OpIMul, 31, 31, result=6))
    for width in (0, 65, 0xFFFFFFF0):  # a scalar type no reflection reads; a huge one would make huge numbers
        with pytest.raises(SpirvFormatError, match=rf"\(OpTypeInt\) at byte offset .*: a {width}-bit integer: "
                                                   r"reflection reads scalar types of 1 to 64 bits"):
            reflect(_array_sized_by(Op.OpIAdd, 31, 31, int_width=width))
    divided = reflect(_array_sized_by(Op.OpSDiv, 31, 31))  # 3 / 3 unless specialized
    with pytest.raises(LayoutError, match=r"^set 0 binding 0 \('struct'\) in .*GLCompute 'main'.*, specialized with "
                                          r"\{0: 0\}: specialization constant expression SDiv divides by zero$"):
        merge([divided], specialization={0: 0})
    with pytest.raises(ReflectionError, match=r"operation VectorShuffle cannot take the values of its operands, "
                                              r"\[3, 3, 0\]"):
        evaluate(op("VectorShuffle", c(3), c(3), SpecLiteral(0), kind="composite"), {})
    # values given without merge()'s checks, and a Select whose other branch is no number
    block = divided.declared_bindings[0].block
    assert block is not None
    with pytest.raises(ReflectionError, match=r"specialization constant 0 \(32-bit uint\) takes an integer, not nan"):
        block.specialized({0: float("nan")})
    size = SpecSize(expr=op("Select", c(True, 7, kind="bool", width=0), c(4), c(2.5, kind="float")))
    assert size.evaluate() == 4
    with pytest.raises(ReflectionError, match=r"an array size would be 2.5, not an integer"):
        size.evaluate({7: False})


def test_composite_insert_rebuilds_nested_composites() -> None:
    inner = SpecComposite((c(1), c(2)))
    outer = SpecComposite((inner, SpecComposite((c(3), c(4)))))
    got = evaluate(op("CompositeInsert", c(9), outer, SpecLiteral(1), SpecLiteral(0), kind="composite"), {})
    assert got == ((1, 2), (9, 4))
    with pytest.raises(ReflectionError, match="CompositeInsert: index 5"):
        evaluate(op("CompositeInsert", c(9), outer, SpecLiteral(1), SpecLiteral(5), kind="composite"), {})


def test_the_operations_a_spec_constant_may_take_are_those_spirv_as_assembles(spirv_as) -> None:
    """SpecOperation lists what SPIRV-Tools' assembler takes as OpSpecConstantOp's operation:
    each of its members, and no other opcode of the grammar."""
    from layoutgen.reflect.enumerants import SPEC_OPERATIONS
    from layoutgen.spirv.grammar_tables import OPERANDS

    head = "OpCapability Shader\nOpCapability Kernel\nOpMemoryModel Logical GLSL450\n%int = OpTypeInt 32 1\n" \
           "%a = OpConstant %int 1\n"
    lines = []
    for i, (opcode, operation) in enumerate(SPEC_OPERATIONS.items()):
        operands = [("%a" if kind.startswith("Id") else "0") for kind, quantifier in OPERANDS[opcode]
                    if kind not in ("IdResultType", "IdResult") and quantifier != "?"]
        lines.append(f"%r{i} = OpSpecConstantOp %int {operation.value} {' '.join(operands)}")
    spirv_as("every_operation", head + "\n".join(lines) + "\n", validate=False)  # asserts it assembles
    from layoutgen.spirv.grammar_tables import OPCODE_NAMES

    for opcode, name in OPCODE_NAMES.items():  # and it refuses every other opcode of the grammar
        if opcode not in SPEC_OPERATIONS:
            with pytest.raises(AssertionError, match=f"Invalid OpSpecConstantOp opcode '{name[2:]}'"):
                spirv_as("other", head + f"%r = OpSpecConstantOp %int {name[2:]} %a %a\n", validate=False)


def test_workgroup_size_for_takes_what_a_workgroup_size_is(glsl) -> None:
    """-16 made (-16, 1, 1), 1.5 became 1, 'a' and None escaped from int()."""
    comp = glsl("wg.comp", "#version 450\nlayout(local_size_x_id = 0) in;\n"
                           "layout(set = 0, binding = 0) buffer B { float x[]; } b;\n"
                           "void main() { b.x[gl_GlobalInvocationID.x] = 1.0; }\n")
    ep = reflect(comp).entry_points[0]
    assert ep.workgroup_size_for({0: 64}) == (64, 1, 1) and ep.workgroup_size_for({0: np.int64(8)}) == (8, 1, 1)
    for value in (-16, 0, 1.5, "a", None, True, 2**32):
        with pytest.raises(LayoutError, match=r"workgroup size: specialization constant 0 sizes it, so its value is an "
                                              r"integer of at least 1 below 2\*\*32, not "):
            ep.workgroup_size_for({0: value})
    with pytest.raises(LayoutError, match=r"workgroup_size_for\(\) takes \{spec id: value\}, not \[64\]"):
        ep.workgroup_size_for([64])  # type: ignore[arg-type]


def test_a_spec_sized_block_array_below_one_element_is_refused_by_merge() -> None:
    """A default length of -5 (which spirv-val refuses: "default value must be at least 1") gave
    a block of -80 bytes, which merge() made 0; a push block's range lost its last member."""
    from support.spvasm import inst

    from layoutgen.spirv.grammar import Op

    path = reflect(_uniform_array_module([inst(Op.OpTypeInt, 74, 32, 1), inst(Op.OpSpecConstant, 74, 75, -5)], 75,
                                         spec_constant=75))
    with pytest.raises(LayoutError, match=r"set 0 binding 0 .*: block '': an array of float is -5 long without "
                                          r"specialization; an array has at least one element"):
        merge([path])
    assert merge([path], specialization={0: 3}).set_layouts[0].bindings[0].block_size == 48
