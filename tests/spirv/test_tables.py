"""Tables layoutgen builds once, at import, from the grammar: built again here and checked."""
from __future__ import annotations

from conftest import tool_module

from layoutgen.reflect import enumerants, scan, vkenums
from layoutgen.reflect.vkenums import Format
from layoutgen.spirv import grammar as g
from layoutgen.spirv.grammar import Op


def test_cross_vendor_names_are_preferred() -> None:
    gen = tool_module("gen_grammar")
    names = ("RayGeneration", "RayGenerationKHR", "MeshEXT", "RayGenerationNV", "Float16")
    assert [gen.suffix_rank(n) for n in names] \
        == [0, 1, 2, 3, 0]
    models = enumerants.EXECUTION_MODELS
    assert models[int(g.ExecutionModel.RayGenerationKHR)] == "RayGenerationKHR"  # the grammar's first is ...NV
    assert models[int(g.ExecutionModel.MeshNV)] == "MeshNV"
    assert enumerants.BUILT_INS[int(g.BuiltIn.PrimitiveId)] == "PrimitiveId"
    assert enumerants.CAPABILITIES[int(g.Capability.RayTracingKHR)] is enumerants.Capability.RAY_TRACING_KHR


def test_every_value_of_a_reported_enum_has_one_member_and_back() -> None:
    for kind, table in (("ExecutionModel", enumerants.EXECUTION_MODELS), ("ExecutionMode", enumerants.EXECUTION_MODES),
                        ("BuiltIn", enumerants.BUILT_INS), ("Capability", enumerants.CAPABILITIES),
                        ("SourceLanguage", enumerants.SOURCE_LANGUAGES),
                        ("ImageFormat", enumerants.SPIRV_IMAGE_FORMATS), ("Scope", enumerants.SCOPES)):
        assert set(table) == set(g.members(kind).values()), kind
        members = list(table.values())
        assert len(set(members)) == len(members) == len(type(members[0])), kind
        assert all(m in g.members(kind) or f"{kind}{m}" in g.members(kind) for m in members), kind


def test_member_names_are_the_spellings_words_in_capitals() -> None:
    name = tool_module("gen_grammar").constant_name
    assert [name(s) for s in ("GLCompute", "RayGenerationKHR", "StorageBuffer16BitAccess", "OpenCL_C", "CPP_for_OpenCL",
                              "Int64ImageEXT", "SubgroupEqMaskKHR")] == [
        "GL_COMPUTE", "RAY_GENERATION_KHR", "STORAGE_BUFFER16_BIT_ACCESS", "OPEN_CL_C", "CPP_FOR_OPEN_CL",
        "INT64_IMAGE_EXT", "SUBGROUP_EQ_MASK_KHR"]


def test_the_scan_table_records_what_reflection_needs() -> None:
    table = scan._build_table()
    assert {op: table[int(op)] for op in (Op.OpSpecConstant, Op.OpSpecConstantTrue, Op.OpSpecConstantFalse)} == {
        Op.OpSpecConstant: scan._SPEC_CONSTANT, Op.OpSpecConstantTrue: scan._SPEC_CONSTANT, Op.OpSpecConstantFalse: scan._SPEC_CONSTANT}
    assert (table[int(Op.OpTypeInt)], table[int(Op.OpConstant)], table[int(Op.OpVariable)]) == (
        scan._TYPE_DEF, scan._VALUE_DEF, scan._VARIABLE)
    assert table[int(Op.OpFunctionCall)] == scan._CALL
    assert table[int(Op.OpIAdd)] == scan._IDS  # every operand an id
    # a result type, a result and a composite, then literal indexes: words from the 4th on
    assert table[int(Op.OpCompositeExtract)] == 4
    assert table[int(Op.OpSwitch)] == 3  # a selector and a default label, then (literal, label) pairs
    assert table == scan._TABLE


def test_component_formats() -> None:
    assert Format.for_components("float", 32, 3) == Format.R32G32B32_SFLOAT
    assert Format.for_components("int", 16, 2) == Format.R16G16_SINT
    assert Format.for_components("uint", 64, 4) == Format.R64G64B64A64_UINT
    assert vkenums.format_for("float", 16, 1) == Format.R16_SFLOAT
    assert Format.for_components("float", 8, 1) == Format.UNDEFINED  # Vulkan has no 8-bit float format
    assert Format.for_components("bool", 32, 1) == Format.UNDEFINED
    assert Format.for_components("float", 32, 5) == Format.UNDEFINED
