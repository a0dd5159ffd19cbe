"""What a module's contents ask of the device (reflect().requirements): 8/16-bit storage reached
only through PhysicalStorageBuffer pointers or through deeply nested types, group operations on
vectors, workgroup variables without an initializer, and the clock's scope."""
from __future__ import annotations

import pytest
from support.spvasm import inst, module, to_bytes

import layoutgen
from layoutgen.reflect.enumerants import Scope
from layoutgen.reflect.kinds import ScalarKind
from layoutgen.reflect.requirements import GroupType, SmallStorage, SmallStore, requirements_of
from layoutgen.spirv.grammar import Capability, Decoration, Op, StorageClass

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
    assert reqs.small_types == {SmallStore(SmallStorage.PHYSICAL_STORAGE_BUFFER, 8)}


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
    assert reqs.group_types == {GroupType(ScalarKind.FLOAT, 16)}
    assert reqs.small_types == {SmallStore(SmallStorage.STORAGE_BUFFER, 16)}


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
    reqs = layoutgen.reflect(glsl("bb16.comp", src, "vulkan1.0")).requirements
    assert reqs.small_types == {SmallStore(SmallStorage.BUFFER_BLOCK, 16)}


CLOCK = """#version 450
#extension GL_EXT_shader_realtime_clock : require
#extension GL_ARB_gpu_shader_int64 : require
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer B { uint64_t t; } buf;
void main() { buf.t = clockRealtimeEXT(); }
"""


def test_the_realtime_clock_reads_device_scope(glsl) -> None:
    """clockRealtimeEXT is OpReadClockKHR at Device scope (shaderDeviceClock)."""
    assert layoutgen.reflect(glsl("clock.comp", CLOCK, "vulkan1.1")).requirements.clock_scopes == {Scope.DEVICE}


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


@pytest.mark.parametrize("levels", [62, 70, 600, 6000])
def test_a_16bit_value_under_many_levels_of_arrays_is_found(levels: int) -> None:
    """Block > arrays of arrays > half: the half, however deep below the block, is stored in a
    storage buffer all the same (storageBuffer16BitAccess); no cap on the walk's depth drops it."""
    small = requirements_of(_nested_block(levels, 16, False)).small_types
    assert small == {SmallStore(SmallStorage.STORAGE_BUFFER, 16)}


def test_a_very_deep_type_does_not_hide_the_other_blocks_facts() -> None:
    """A block 6000 arrays deep (of 32-bit floats: nothing small) beside a block holding a
    byte: the byte still needs storageBuffer8BitAccess."""
    reqs = requirements_of(_nested_block(6000, 32, True))
    assert reqs.small_types == {SmallStore(SmallStorage.STORAGE_BUFFER, 8)}
