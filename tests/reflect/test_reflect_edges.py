"""Edges of reflection: specialization arithmetic by the SPIR-V rules, malformed modules refused
with a located SpirvFormatError, several entry points in one module, and numpy dtypes."""
from __future__ import annotations

import numpy as np
import pytest
from support.spvasm import inst, module

from layoutgen import ReflectionError, SpirvFormatError, merge, reflect
from layoutgen.reflect.spec import SpecComposite, SpecConst, SpecLiteral, SpecOp, evaluate
from layoutgen.reflect.types import ScalarKind
from layoutgen.spirv.grammar import Decoration as D
from layoutgen.spirv.grammar import ExecutionModel, Op
from layoutgen.spirv.grammar import StorageClass as SC

LOCAL_SIZE = 17  # ExecutionMode LocalSize


def c(value, spec_id=None, kind="int", width=32):
    return SpecConst(spec_id, value, ScalarKind(kind), width)


def op(name, *args, kind="int", width=32):
    return SpecOp(name, None if kind == "composite" else ScalarKind(kind), width, args)


# -- specialization-constant expressions --------------------------------------------------------

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


# -- hand-assembled modules ---------------------------------------------------------------------

def _compute(*types: list[int], decorations: tuple = (), bound: int = 60) -> list[int]:
    """A compute module around ``types`` (ids from 20 up are the caller's): void %2, its function
    type %3, main %4, float %6, uint %7, constants 2 (%8) and 1 (%9)."""
    return module(
        inst(Op.OpCapability, 1), inst(Op.OpMemoryModel, 0, 1),
        inst(Op.OpEntryPoint, ExecutionModel.GLCompute, 4, "main"),
        inst(Op.OpExecutionMode, 4, LOCAL_SIZE, 1, 1, 1), *decorations,
        inst(Op.OpTypeVoid, 2), inst(Op.OpTypeFunction, 3, 2), inst(Op.OpTypeFloat, 6, 32),
        inst(Op.OpTypeInt, 7, 32, 0), inst(Op.OpConstant, 7, 8, 2), inst(Op.OpConstant, 7, 9, 1), *types,
        inst(Op.OpFunction, 2, 4, 0, 3), inst(Op.OpLabel, 5), inst(Op.OpReturn), inst(Op.OpFunctionEnd), bound=bound)


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


def test_a_short_image_type_is_refused() -> None:
    types = [inst(Op.OpTypeImage, 40, 6, 1, 0, 0, 0), inst(Op.OpTypePointer, 41, SC.UniformConstant, 40),
             inst(Op.OpVariable, 41, 42, SC.UniformConstant)]
    decos = (inst(Op.OpDecorate, 42, D.DescriptorSet, 0), inst(Op.OpDecorate, 42, D.Binding, 0))
    with pytest.raises(SpirvFormatError, match=r"\(OpTypeImage\).*too few words$"):
        reflect(_compute(*types, decorations=decos))


# -- numpy dtypes and interface blocks (compiled GLSL) ------------------------------------------

def test_a_buffer_reference_member_is_a_little_endian_uint64(glsl) -> None:
    comp = glsl("ref.comp", """#version 450
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 1) in;
layout(buffer_reference, std430) buffer Data { float x; };
layout(push_constant) uniform Push { Data data; uint n; } push;
void main() { push.data.x = float(push.n); }
""", target="vulkan1.2")
    (p,) = reflect(comp).entry_points[0].push_constants
    dt = p.block.numpy_dtype()
    assert dt["data"] == np.dtype("<u8") and dt.fields["data"][1] == 0
    assert dt["n"] == np.dtype("<u4") and dt.fields["n"][1] == 8


def test_a_padded_array_of_structs_keeps_the_struct_fields(glsl) -> None:
    frag = glsl("structs.frag", """#version 450
struct Light { vec3 dir; };
layout(set = 0, binding = 0, std140) uniform Lights { Light lights[3]; float gain; } u;
layout(location = 0) out vec4 color;
void main() { color = vec4(u.lights[2].dir * u.gain, 1.0); }
""")
    dt = reflect(frag).entry_points[0].binding(0, 0).block.numpy_dtype()
    lights = dt["lights"]
    assert lights.shape == (3,) and lights.base.itemsize == 16  # std140: a 12-byte struct on a 16-byte stride
    assert lights.base.names == ("dir",)
    assert lights.base["dir"] == np.dtype(("<f4", (3,))) and lights.base.fields["dir"][1] == 0
    assert dt.fields["gain"][1] == 48


def test_built_in_block_members_have_no_members_of_their_own(glsl) -> None:
    vert = glsl("pos.vert", """#version 450
layout(location = 0) in vec4 pos;
void main() { gl_Position = pos; gl_PointSize = 1.0; }
""")
    ep = reflect(vert).entry_points[0]
    builtins = {v.builtin: v for v in ep.builtin_outputs}
    assert {"Position", "PointSize"} <= set(builtins)
    for v in builtins.values():
        assert v.members == () and v.block == "gl_PerVertex" and v.location is None
