"""Edges of what a module's contents ask of the device, and of the reader underneath: 8/16-bit
storage reached only through PhysicalStorageBuffer pointers or through deeply nested types, group
operations on vectors, workgroup variables without an initializer, block-layout rules whose
verdict spirv-val gives (a vector straddling a 16-byte boundary by one byte, arrays of matrices,
the padding after an array or a struct, an array of structs whose later element breaks the
rules), the header of a module given as words, and ``str()`` of Vulkan's every-stage mask."""
from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from conftest import need_newest_tool
from support.spvasm import inst, module, to_bytes

import layoutgen
from layoutgen.errors import SpirvFormatError
from layoutgen.reflect.blocklayout import RELAXED, SCALAR, UNIFORM_STD430
from layoutgen.reflect.requirements import requirements_of
from layoutgen.spirv.binary import load
from layoutgen.spirv.grammar import MAGIC_NUMBER, Capability, Decoration, Op, StorageClass
from layoutgen.vkxml.vkenums import ShaderStage

# -- 8/16-bit storage, group operations, workgroup initializers (GLSL) ------------------------

BUFFER_REFERENCE_8BIT = """#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
layout(local_size_x = 1) in;
layout(buffer_reference) buffer Bytes { uint8_t b; };
layout(push_constant) uniform PC { Bytes p; } pc;
void main() { pc.p.b = uint8_t(1); }
"""


def test_8bit_values_reached_only_through_a_buffer_reference(glsl) -> None:
    """No variable stores the byte: only a PhysicalStorageBuffer pointer reaches it, and
    storageBuffer8BitAccess covers that class too. The push-constant block holds only the
    64-bit pointer, which needs no 8/16-bit feature."""
    reqs = layoutgen.reflect(glsl("ref8.comp", BUFFER_REFERENCE_8BIT, "vulkan1.2")).requirements
    assert reqs.small_types == {("PhysicalStorageBuffer", 8)}


SUBGROUP_F16_VECTOR = """#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_subgroup_extended_types_float16 : require
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer B { f16vec2 v; } buf;
void main() { buf.v = subgroupAdd(buf.v); }
"""


def test_a_group_operation_on_a_half_vector_needs_extended_types(glsl) -> None:
    """subgroupAdd on f16vec2 works on 16-bit floats (shaderSubgroupExtendedTypes), whether
    the operands are scalars or vectors."""
    reqs = layoutgen.reflect(glsl("sg16.comp", SUBGROUP_F16_VECTOR, "vulkan1.1")).requirements
    assert reqs.group_types == {("float", 16)}
    assert reqs.small_types == {("StorageBuffer", 16)}


def test_a_group_operation_on_32bit_values_needs_no_extended_types(glsl) -> None:
    src = SUBGROUP_F16_VECTOR.replace("f16vec2", "vec2")
    assert layoutgen.reflect(glsl("sg32.comp", src, "vulkan1.1")).requirements.group_types == frozenset()


SHARED = """#version 450
layout(local_size_x = 1) in;
shared uint counter;
layout(set = 0, binding = 0) buffer B { uint r; } buf;
void main() { counter = 1u; barrier(); buf.r = counter; }
"""


def test_a_workgroup_variable_without_initializer_needs_no_zero_initialize(glsl) -> None:
    assert not layoutgen.reflect(glsl("shared.comp", SHARED)).requirements.workgroup_initializer


def test_a_16bit_member_of_a_buffer_block(glsl) -> None:
    """A Uniform-class block decorated BufferBlock is its own storage class for 16-bit access
    (storageBuffer16BitAccess), not a uniform buffer's (uniformAndStorageBuffer16BitAccess)."""
    src = ("#version 450\n#extension GL_EXT_shader_16bit_storage : require\nlayout(local_size_x = 1) in;\n"
           "layout(set = 0, binding = 0) buffer B { float16_t h; float f; } buf;\nvoid main() { buf.f = 1.0; }\n")
    assert layoutgen.reflect(glsl("bb16.comp", src, "vulkan1.0")).requirements.small_types == {("BufferBlock", 16)}


CLOCK = """#version 450
#extension GL_EXT_shader_realtime_clock : require
#extension GL_ARB_gpu_shader_int64 : require
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer B { uint64_t t; } buf;
void main() { buf.t = clockRealtimeEXT(); }
"""


def test_the_realtime_clock_reads_device_scope(glsl) -> None:
    """clockRealtimeEXT is OpReadClockKHR at Device scope (shaderDeviceClock)."""
    assert layoutgen.reflect(glsl("clock.comp", CLOCK, "vulkan1.1")).requirements.clock_scopes == {"Device"}


# -- 8/16-bit storage through deeply nested types (hand-assembled) -----------------------------

def _nested_block(levels: int, leaf_width: int, extra_byte_block: bool) -> bytes:
    """A compute module whose storage-buffer block holds ``levels`` arrays of arrays around a
    ``leaf_width``-bit float; with ``extra_byte_block``, a second block holding one uint8."""
    SC, D = StorageClass, Decoration
    body = [inst(Op.OpCapability, Capability.Shader), inst(Op.OpMemoryModel, 0, 1),
            inst(Op.OpEntryPoint, 5, 1, "main"), inst(Op.OpExecutionMode, 1, 17, 1, 1, 1),
            inst(Op.OpDecorate, 10, D.Block), inst(Op.OpMemberDecorate, 10, 0, D.Offset, 0),
            inst(Op.OpDecorate, 20, D.Block), inst(Op.OpMemberDecorate, 20, 0, D.Offset, 0),
            inst(Op.OpTypeVoid, 2), inst(Op.OpTypeFunction, 3, 2),
            inst(Op.OpTypeInt, 4, 32, 0), inst(Op.OpConstant, 4, 5, 1),
            inst(Op.OpTypeFloat, 6, leaf_width), inst(Op.OpTypeInt, 7, 8, 0)]
    first = 100
    element = 6
    for k in range(levels):
        body.append(inst(Op.OpTypeArray, first + k, element, 5))
        element = first + k
    body += [inst(Op.OpTypeStruct, 10, element), inst(Op.OpTypePointer, 11, SC.StorageBuffer, 10),
             inst(Op.OpVariable, 11, 12, SC.StorageBuffer)]
    if extra_byte_block:
        body += [inst(Op.OpTypeStruct, 20, 7), inst(Op.OpTypePointer, 21, SC.StorageBuffer, 20),
                 inst(Op.OpVariable, 21, 22, SC.StorageBuffer)]
    body += [inst(Op.OpFunction, 2, 1, 0, 3), inst(Op.OpLabel, 8), inst(Op.OpReturn), inst(Op.OpFunctionEnd)]
    return to_bytes(module(*body, version=(1, 3), bound=first + levels + 1))


def test_a_16bit_value_under_62_levels_of_arrays_is_found() -> None:
    """Block > 62 arrays of arrays > half: the half, 63 levels below the block, is stored in a
    storage buffer all the same (storageBuffer16BitAccess)."""
    assert requirements_of(_nested_block(62, 16, False)).small_types == {("StorageBuffer", 16)}


def test_a_very_deep_type_does_not_hide_the_other_blocks_facts() -> None:
    """A block 6000 arrays deep (of 32-bit floats: nothing small) beside a block holding a
    byte: the byte still needs storageBuffer8BitAccess."""
    reqs = requirements_of(_nested_block(6000, 32, True))
    assert reqs.small_types == {("StorageBuffer", 8)}


# -- block layout, with spirv-val as the judge ------------------------------------------------

_FLAGS = {RELAXED: [], UNIFORM_STD430: ["--uniform-buffer-standard-layout"], SCALAR: ["--scalar-block-layout"]}


def _block_module(spirv_as, name: str, storage: str, decorations: str, types: str, capabilities: str = "") -> Path:
    text = f"""OpCapability Shader
{capabilities}
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %buf
OpExecutionMode %main LocalSize 1 1 1
OpDecorate %buf DescriptorSet 0
OpDecorate %buf Binding 0
OpDecorate %B Block
{decorations}
%void = OpTypeVoid
%fn = OpTypeFunction %void
%f32 = OpTypeFloat 32
%u32 = OpTypeInt 32 0
{types}
%ptr = OpTypePointer {storage} %B
%buf = OpVariable %ptr {storage}
%main = OpFunction %void None %fn
%l = OpLabel
OpReturn
OpFunctionEnd
"""
    return spirv_as(name, text, validate=False)


def _weakest_rules_spirv_val_accepts(path: Path) -> str:
    validator = need_newest_tool("spirv-val")
    for rules in (RELAXED, UNIFORM_STD430, SCALAR):
        proc = subprocess.run([validator, "--target-env", "vulkan1.3", *_FLAGS[rules], str(path)],
                              capture_output=True, text=True)
        if proc.returncode == 0:
            return rules
    pytest.fail(f"spirv-val refuses {path.name} under every rule set")


BYTE_VECTOR = """%u8 = OpTypeInt 8 0
%v = OpTypeVector %u8 2
%B = OpTypeStruct %u8 %v"""


@pytest.mark.parametrize(("offset", "rules"), [(14, RELAXED), (15, SCALAR)])
def test_a_byte_vector_straddling_16_bytes(spirv_as, offset: int, rules: str) -> None:
    """A u8vec2 at 14 takes bytes 14-15; at 15 it takes bytes 15-16 and so crosses a 16-byte
    boundary, which the relaxed rules forbid and the scalar rules allow."""
    path = _block_module(spirv_as, f"straddle{offset}", "StorageBuffer",
                         f"OpMemberDecorate %B 0 Offset 0\nOpMemberDecorate %B 1 Offset {offset}", BYTE_VECTOR,
                         "OpCapability Int8\nOpCapability StorageBuffer8BitAccess")
    assert _weakest_rules_spirv_val_accepts(path) == rules
    assert layoutgen.reflect(path).requirements.block_layout == rules


def test_an_array_of_matrices_with_a_std430_matrix_stride(spirv_as) -> None:
    """mat2[2] in a uniform block with MatrixStride 8: std140 rounds a matrix's alignment up to
    16, so the stride breaks it; std430 aligns a mat2 to 8 (uniformBufferStandardLayout)."""
    path = _block_module(spirv_as, "matrices", "Uniform", """OpMemberDecorate %B 0 Offset 0
OpMemberDecorate %B 0 ColMajor
OpMemberDecorate %B 0 MatrixStride 8
OpDecorate %arr ArrayStride 16""", """%v2 = OpTypeVector %f32 2
%m2 = OpTypeMatrix %v2 2
%n2 = OpConstant %u32 2
%arr = OpTypeArray %m2 %n2
%B = OpTypeStruct %arr""")
    assert _weakest_rules_spirv_val_accepts(path) == UNIFORM_STD430
    reqs = layoutgen.reflect(path).requirements
    assert reqs.block_layout == UNIFORM_STD430 and "stride 8" in reqs.layout_detail


def test_a_member_inside_an_arrays_std140_padding(spirv_as) -> None:
    """float[2] with stride 16 ends at byte 20, but std140 pads an array to its alignment (16),
    so a float at 20 overlaps it; std430 aligns the array to 4 and allows it."""
    path = _block_module(spirv_as, "array_padding", "Uniform", """OpMemberDecorate %B 0 Offset 0
OpMemberDecorate %B 1 Offset 20
OpDecorate %arr ArrayStride 16""", """%n2 = OpConstant %u32 2
%arr = OpTypeArray %f32 %n2
%B = OpTypeStruct %arr %f32""")
    assert _weakest_rules_spirv_val_accepts(path) == UNIFORM_STD430
    assert layoutgen.reflect(path).requirements.block_layout == UNIFORM_STD430


SCALAR_STRUCT = """#version 450
#extension GL_EXT_scalar_block_layout : require
layout(local_size_x = 1) in;
struct S { vec3 v; };
layout(scalar, set = 0, binding = 0) buffer B { S s; float f; } buf;
void main() { buf.f = buf.s.v.x; }
"""


def test_a_member_inside_a_structs_padding(glsl, tmp_path: Path) -> None:
    """struct { vec3 } is 12 bytes aligned to 16: std430 pads it to 16, so the float the scalar
    layout puts at 12 needs scalarBlockLayout."""
    path = glsl("struct_padding.comp", SCALAR_STRUCT, "vulkan1.2")
    assert _weakest_rules_spirv_val_accepts(path) == SCALAR
    reqs = layoutgen.reflect(path).requirements
    assert reqs.block_layout == SCALAR and "overlaps" in reqs.layout_detail


def test_the_second_element_of_an_array_of_structs_breaks_the_rules(spirv_as) -> None:
    """S { float a @0; vec2 v @12 } in an array at 104 with stride 24: element 0 puts v at 116
    (bytes 116-123, within one 16-byte line), element 1 at 140 (bytes 140-147: straddling 144)."""
    path = _block_module(spirv_as, "struct_array", "StorageBuffer", """OpMemberDecorate %B 0 Offset 0
OpMemberDecorate %B 1 Offset 104
OpMemberDecorate %S 0 Offset 0
OpMemberDecorate %S 1 Offset 12
OpDecorate %arr ArrayStride 24""", """%v2 = OpTypeVector %f32 2
%S = OpTypeStruct %f32 %v2
%n2 = OpConstant %u32 2
%arr = OpTypeArray %S %n2
%B = OpTypeStruct %f32 %arr""")
    assert _weakest_rules_spirv_val_accepts(path) == SCALAR
    reqs = layoutgen.reflect(path).requirements
    assert reqs.block_layout == SCALAR and "140" in reqs.layout_detail


# -- the reader ----------------------------------------------------------------------------

HEADER = [MAGIC_NUMBER, 0x00010000, 0, 1, 0]


def test_a_module_given_as_words_in_host_order_is_not_big_endian() -> None:
    assert load(list(HEADER)).header.big_endian is False
    assert load(to_bytes(HEADER)).header.big_endian is False


def test_a_module_given_as_byte_swapped_words_is_big_endian() -> None:
    swapped = [int.from_bytes(w.to_bytes(4, "little"), "big") for w in HEADER]
    assert load(swapped).header.big_endian is True
    assert load(to_bytes(HEADER, big_endian=True)).header.big_endian is True


def test_a_module_shorter_than_its_header_says_how_long_it_is() -> None:
    with pytest.raises(SpirvFormatError, match=r"\b2 words\b.*header"):
        load([MAGIC_NUMBER, 0x00010000])


def test_a_bad_schema_word_names_the_file() -> None:
    with pytest.raises(SpirvFormatError) as info:
        load([*HEADER[:4], 1], file="shader.spv")
    assert info.value.file == "shader.spv" and str(info.value).startswith("shader.spv: ")


@pytest.mark.parametrize("text", ["OpMemoryModel Logical GLSL450\n", "OpCapability Shader\n", "%1 = OpTypeVoid\n"])
def test_spirv_assembly_text_is_told_to_be_assembled(text: str) -> None:
    with pytest.raises(SpirvFormatError, match="spirv-as"):
        load(text.encode())


def test_glsl_text_is_told_to_be_compiled() -> None:
    with pytest.raises(SpirvFormatError, match="glslc"):
        load(b"#version 450\nvoid main() {}\n")


# -- Vulkan flags ---------------------------------------------------------------------------

def test_the_every_stage_mask_prints_as_all() -> None:
    """VK_SHADER_STAGE_ALL (0x7FFFFFFF) is one name, not every stage bit joined."""
    assert str(ShaderStage(0x7FFFFFFF)) == "ALL"
    assert f"{ShaderStage.ALL}" == "ALL"
    assert str(ShaderStage.VERTEX | ShaderStage.FRAGMENT) == "VERTEX|FRAGMENT"
