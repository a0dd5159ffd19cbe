"""What the newest SPIR-V grammar brings: untyped pointers, tensors, static use decided by
the grammar, and opcodes no grammar knows named in the error."""
from __future__ import annotations

import pytest
from support.spvasm import inst, module

from layoutgen import SpirvFormatError, merge, reflect
from layoutgen.reflect import DescriptorType as DT
from layoutgen.reflect.types import Scalar, Tensor
from layoutgen.spirv.grammar import Op

UNTYPED = """
OpCapability Shader
OpCapability UntypedPointersKHR
OpExtension "SPV_KHR_untyped_pointers"
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %buf %unused %consts
OpExecutionMode %main LocalSize 1 1 1
OpName %buf "data"
OpDecorate %buf DescriptorSet 0
OpDecorate %buf Binding 3
OpDecorate %unused DescriptorSet 1
OpDecorate %unused Binding 0
OpDecorate %consts DescriptorSet 1
OpDecorate %consts Binding 1
OpDecorate %S Block
OpMemberDecorate %S 0 Offset 0
OpMemberDecorate %S 1 Offset 16
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%float = OpTypeFloat 32
%v4 = OpTypeVector %float 4
%S = OpTypeStruct %uint %v4
%ptr = OpTypeUntypedPointerKHR StorageBuffer
%uptr = OpTypeUntypedPointerKHR Uniform
%buf = OpUntypedVariableKHR %ptr StorageBuffer %S
%unused = OpUntypedVariableKHR %ptr StorageBuffer %S
%consts = OpUntypedVariableKHR %uptr Uniform %S
%uint_0 = OpConstant %uint 0
%main = OpFunction %void None %fn
%l = OpLabel
%p = OpUntypedAccessChainKHR %ptr %S %buf %uint_0
%q = OpUntypedAccessChainKHR %uptr %S %consts %uint_0
%x = OpLoad %uint %q
OpStore %p %x
OpReturn
OpFunctionEnd
"""


def test_untyped_variables_are_buffers_by_storage_class(spirv_as) -> None:
    ep = reflect(spirv_as("untyped", UNTYPED)).entry_point("main")
    by = {(b.set, b.binding): b for b in ep.descriptor_bindings}
    data, unused, consts = by[(0, 3)], by[(1, 0)], by[(1, 1)]
    assert (data.name, data.descriptor_type, data.accessed) == ("data", DT.STORAGE_BUFFER, True)
    assert (unused.descriptor_type, unused.accessed) == (DT.STORAGE_BUFFER, False)
    assert (consts.descriptor_type, consts.accessed) == (DT.UNIFORM_BUFFER, True)
    assert data.block is not None and [m.offset for m in data.block.members] == [0, 16] and data.block.size == 32
    desc = merge([(reflect(spirv_as("untyped2", UNTYPED)), "main")])
    assert [b.descriptor_type for b in desc.set_layouts[1].bindings] == [DT.STORAGE_BUFFER, DT.UNIFORM_BUFFER]


TENSOR = """
OpCapability Shader
OpCapability TensorsARM
OpCapability Int8
OpExtension "SPV_ARM_tensors"
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %t
OpExecutionMode %main LocalSize 1 1 1
OpName %t "weights"
OpDecorate %t DescriptorSet 0
OpDecorate %t Binding 2
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%char = OpTypeInt 8 1
%uint_0 = OpConstant %uint 0
%uint_4 = OpConstant %uint 4
%arr4 = OpTypeArray %uint %uint_4
%shape = OpConstantComposite %arr4 %uint_4 %uint_4 %uint_4 %uint_4
%tensor = OpTypeTensorARM %char %uint_4 %shape
%ptr = OpTypePointer UniformConstant %tensor
%t = OpVariable %ptr UniformConstant
%main = OpFunction %void None %fn
%l = OpLabel
%tv = OpLoad %tensor %t
%coords = OpConstantComposite %arr4 %uint_0 %uint_0 %uint_0 %uint_0
%e = OpTensorReadARM %char %tv %coords
OpReturn
OpFunctionEnd
"""


def test_tensors_are_tensor_descriptors(spirv_as) -> None:
    path = spirv_as("tensor", TENSOR.replace("%coords = OpConstantComposite %arr4 %uint_0 %uint_0 %uint_0 %uint_0\n",
                                             "").replace("%tv %coords", "%tv %shape"), validate=False)
    (b,) = reflect(path).entry_point("main").descriptor_bindings
    assert (b.set, b.binding, b.name, b.descriptor_type, b.accessed) == (0, 2, "weights", DT.TENSOR_ARM, True)
    assert b.to_dict()["descriptor_type"] == "VK_DESCRIPTOR_TYPE_TENSOR_ARM"


def test_tensor_type_keeps_rank_and_shape(spirv_as) -> None:
    from layoutgen.reflect.scan import scan
    from layoutgen.reflect.typeinfo import Resolver
    from layoutgen.spirv.binary import load

    path = spirv_as("tensor2", TENSOR.replace("%coords = OpConstantComposite %arr4 %uint_0 %uint_0 %uint_0 %uint_0\n",
                                              "").replace("%tv %coords", "%tv %shape"), validate=False)
    binary = load(path)
    ix = scan(binary)
    tensor_id = next(binary.words[p + 1] for p in ix.defs.values() if binary.words[p] & 0xFFFF == Op.OpTypeTensorARM)
    assert Resolver(ix).type(tensor_id, 0) == Tensor(Scalar("int", 8), 4, (4, 4, 4, 4))


# -- static use, by the grammar ----------------------------------------------------------------

VARIABLE_POINTERS = """
OpCapability Shader
OpCapability VariablePointers
OpExtension "SPV_KHR_variable_pointers"
OpExtension "SPV_KHR_storage_buffer_storage_class"
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main"
OpExecutionMode %main LocalSize 1 1 1
OpName %returned "returned"
OpName %literal_only "literal_only"
OpDecorate %returned DescriptorSet 0
OpDecorate %returned Binding 0
OpDecorate %literal_only DescriptorSet 0
OpDecorate %literal_only Binding 1
OpDecorate %S Block
OpMemberDecorate %S 0 Offset 0
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%v4 = OpTypeVector %uint 4
%S = OpTypeStruct %uint
%ptr = OpTypePointer StorageBuffer %S
%getter = OpTypeFunction %ptr
%returned = OpVariable %ptr StorageBuffer
%literal_only = OpVariable %ptr StorageBuffer
%c = OpConstantNull %v4
%get = OpFunction %ptr None %getter
%gl = OpLabel
OpReturnValue %returned
OpFunctionEnd
%main = OpFunction %void None %fn
%l = OpLabel
%p = OpFunctionCall %ptr %get
%x = OpCompositeExtract %uint %c LITERAL
OpReturn
OpFunctionEnd
"""


def test_static_use_counts_every_id_operand_and_no_literal(spirv_as) -> None:
    """A variable returned by OpReturnValue is used; a literal that happens to equal a
    variable's id is not a use (SPIR-V 1.0: bindings are pruned by static use)."""
    from layoutgen.spirv.binary import load

    first = spirv_as("vp0", VARIABLE_POINTERS.replace("LITERAL", "0"), target="vulkan1.0")
    literal_id = next(binary_id for binary_id in range(1, 40)
                      if _named(load(first), binary_id) == "literal_only")
    path = spirv_as("vp", VARIABLE_POINTERS.replace("LITERAL", str(literal_id)), target="vulkan1.0", validate=False)
    m = reflect(path)
    assert [(b.name, b.accessed) for b in m.entry_point("main").descriptor_bindings] == [("returned", True)]
    assert {b.name: b.accessed for b in m.declared_bindings} == {"returned": True, "literal_only": False}


def _named(binary, id_: int) -> str:
    from layoutgen.reflect.read import name_of
    from layoutgen.reflect.scan import scan

    return name_of(scan(binary), id_)


def test_an_opcode_no_grammar_knows_is_named() -> None:
    """A type made by an instruction the grammar does not know: the error says which opcode."""
    words = module(
        inst(Op.OpCapability, 1), inst(Op.OpMemoryModel, 0, 1),
        inst(Op.OpEntryPoint, 5, 4, "main", 6),
        inst(Op.OpDecorate, 6, 34, 0), inst(Op.OpDecorate, 6, 33, 0),
        inst(Op.OpTypeVoid, 2), inst(Op.OpTypeFunction, 3, 2),
        inst(60000, 7, 9),  # an unknown opcode defining %7
        inst(Op.OpTypePointer, 8, 0, 7), inst(Op.OpVariable, 8, 6, 0),
        inst(Op.OpFunction, 2, 4, 0, 3), inst(Op.OpLabel, 5), inst(Op.OpReturn), inst(Op.OpFunctionEnd), bound=20)
    with pytest.raises(SpirvFormatError, match="opcode\\(s\\) 60000 that SPIR-V 1.6 revision \\d+ does not define"):
        reflect(words)


EMPTY_STRUCT_OUTPUT = """
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint Vertex %main "main" %empty %pos
OpName %empty "nothing"
OpDecorate %empty Location 0
OpDecorate %pos BuiltIn Position
%void = OpTypeVoid
%fn = OpTypeFunction %void
%float = OpTypeFloat 32
%v4 = OpTypeVector %float 4
%E = OpTypeStruct
%eptr = OpTypePointer Output %E
%empty = OpVariable %eptr Output
%pptr = OpTypePointer Output %v4
%pos = OpVariable %pptr Output
%main = OpFunction %void None %fn
%l = OpLabel
OpReturn
OpFunctionEnd
"""


def test_an_empty_struct_output_is_kept(spirv_as) -> None:
    """A valid empty-struct output at a location is a user output, not a built-in block."""
    ep = reflect(spirv_as("empty_out", EMPTY_STRUCT_OUTPUT, target="vulkan1.0")).entry_point("main")
    assert [(v.name, v.location, v.locations, v.builtin) for v in ep.outputs] == [("nothing", 0, 0, None)]
    assert [v.builtin for v in ep.builtin_outputs] == ["Position"]


ATOMIC_ON_VARIABLE = """
OpCapability Shader
OpCapability UntypedPointersKHR
OpExtension "SPV_KHR_untyped_pointers"
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %counter %spare
OpExecutionMode %main LocalSize 1 1 1
OpName %counter "counter"
OpName %spare "spare"
OpDecorate %S Block
OpMemberDecorate %S 0 Offset 0
OpDecorate %counter DescriptorSet 0
OpDecorate %counter Binding 0
OpDecorate %spare DescriptorSet 0
OpDecorate %spare Binding 1
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%S = OpTypeStruct %uint
%ptr = OpTypeUntypedPointerKHR StorageBuffer
%counter = OpUntypedVariableKHR %ptr StorageBuffer %S
%spare = OpUntypedVariableKHR %ptr StorageBuffer %S
%device = OpConstant %uint 1
%relaxed = OpConstant %uint 0
%main = OpFunction %void None %fn
%l = OpLabel
%old = OpAtomicIAdd %uint %counter %device %relaxed %device
OpReturn
OpFunctionEnd
"""


def test_an_atomic_straight_on_a_resource_variable_is_a_use(spirv_as) -> None:
    """With untyped pointers a valid Vulkan module can apply an atomic to the resource variable
    itself (typed SPIR-V cannot: a buffer variable is a Block struct, an image atomic goes through
    OpImageTexelPointer)."""
    path = spirv_as("atomic_on_variable", ATOMIC_ON_VARIABLE, target="vulkan1.3")
    ep = reflect(path).entry_point("main")
    assert [(b.name, b.descriptor_type, b.accessed) for b in ep.descriptor_bindings] == [
        ("counter", DT.STORAGE_BUFFER, True), ("spare", DT.STORAGE_BUFFER, False)]
    desc = merge([path], prune="accessed")
    assert [(b.binding, b.names) for s in desc.set_layouts for b in s.bindings] == [(0, ("counter",))]


def test_an_untyped_buffer_without_a_data_type_is_known_by_its_storage_class(spirv_as) -> None:
    text = UNTYPED.replace("%unused = OpUntypedVariableKHR %ptr StorageBuffer %S",
                           "%unused = OpUntypedVariableKHR %ptr StorageBuffer").replace(
        "OpDecorate %unused Binding 0", "OpDecorate %unused Binding 0\nOpDecorate %unused NonWritable")
    ep = reflect(spirv_as("untyped_raw", text, validate=False)).entry_point("main")
    raw = ep.binding(1, 0)
    assert (raw.descriptor_type, raw.block, raw.non_writable, raw.non_readable) == (DT.STORAGE_BUFFER, None, True,
                                                                                     False)


def test_string_decorations_on_resources_are_read(spirv_as) -> None:
    """DXC's -fspv-reflect puts UserTypeGOOGLE (a string) on resources."""
    text = UNTYPED.replace('OpExtension "SPV_KHR_untyped_pointers"', 'OpExtension "SPV_KHR_untyped_pointers"\n'
                           'OpExtension "SPV_GOOGLE_user_type"\nOpExtension "SPV_GOOGLE_decorate_string"')
    text = text.replace("OpDecorate %buf Binding 3", 'OpDecorate %buf Binding 3\n'
                        'OpDecorateString %buf UserTypeGOOGLE "rwstructuredbuffer:<Data>"')
    ep = reflect(spirv_as("user_type", text, validate=False)).entry_point("main")
    assert (ep.binding(0, 3).name, ep.binding(0, 3).descriptor_type) == ("data", DT.STORAGE_BUFFER)


def test_string_member_decorations_are_read(spirv_as) -> None:
    text = UNTYPED.replace('OpExtension "SPV_KHR_untyped_pointers"', 'OpExtension "SPV_KHR_untyped_pointers"\n'
                           'OpExtension "SPV_GOOGLE_hlsl_functionality1"\nOpExtension "SPV_GOOGLE_decorate_string"')
    text = text.replace("OpMemberDecorate %S 0 Offset 0", 'OpMemberDecorate %S 0 Offset 0\n'
                        'OpMemberDecorateString %S 0 UserSemantic "COUNT"')
    block = reflect(spirv_as("member_string", text, validate=False)).entry_point("main").binding(0, 3).block
    assert [(m.name, m.offset) for m in block.members] == [("_m0", 0), ("_m1", 16)]


NON_SEMANTIC = """
OpCapability Shader
OpExtension "SPV_KHR_non_semantic_info"
%ns = OpExtInstImport "NonSemantic.layoutgen.test"
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main"
OpExecutionMode %main LocalSize 1 1 1
OpName %named "named"
OpName %quiet "quiet"
OpDecorate %named DescriptorSet 0
OpDecorate %named Binding 0
OpDecorate %quiet DescriptorSet 0
OpDecorate %quiet Binding 1
OpDecorate %S Block
OpMemberDecorate %S 0 Offset 0
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%S = OpTypeStruct %uint
%ptr = OpTypePointer Uniform %S
%named = OpVariable %ptr Uniform
%quiet = OpVariable %ptr Uniform
%main = OpFunction %void None %fn
%l = OpLabel
%d = OpExtInst %void %ns 1 %named
OpReturn
OpFunctionEnd
"""


def test_a_variable_named_only_by_an_extended_instruction_is_used(spirv_as) -> None:
    """Its id sits past the instruction number (a literal), where the grammar says ids follow."""
    m = reflect(spirv_as("non_semantic", NON_SEMANTIC, target="vulkan1.0"))
    assert {b.name: b.accessed for b in m.declared_bindings} == {"named": True, "quiet": False}
