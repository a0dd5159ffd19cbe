"""The model's named values are enums that are also the strings they always were: scalar kinds,
image dims, opaque types, execution models, qualifiers, heap kinds, location issues' severity,
kind and storage, debug-utils messages' severity and origin; and specialization expressions as
dataclasses."""
from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

import layoutgen
from layoutgen import reflect
from layoutgen.layout import findings
from layoutgen.reflect import (ExecutionModel, Format, HeapKind, ImageDim, InterfaceStorage, InterfaceVariable,
                               LocationIssueKind, OpaqueKind, Qualifier, ScalarKind, Severity, ShaderStage)
from layoutgen.reflect import kinds
from layoutgen.reflect.aliasing import location_issues
from layoutgen.reflect.enumerants import EXECUTION_MODELS, SPEC_OPERATIONS, SpecOperation
from layoutgen.reflect.spec import SpecComposite, SpecConst, SpecLiteral, SpecOp, evaluate, spec_ids
from layoutgen.reflect.typeinfo import QUALIFIERS
from layoutgen.reflect.types import Opaque, Scalar
from layoutgen.spirv import grammar

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "layoutgen" / "schemas" / "reflect.schema.json").read_text())["$defs"]


def test_the_enums_spell_what_the_grammar_spells() -> None:
    assert {d.value for d in ImageDim} == set(grammar.SPELLING["Dim"].values())
    assert {m.value for m in ExecutionModel} == set(EXECUTION_MODELS.values())


@pytest.mark.parametrize("member,text", [
    (ScalarKind.FLOAT, "float"), (ScalarKind.UINT, "uint"), (ImageDim.D2, "2D"), (ImageDim.SUBPASS_DATA, "SubpassData"),
    (OpaqueKind.SAMPLER, "sampler"), (OpaqueKind.ACCELERATION_STRUCTURE, "accelerationStructureEXT"),
    (ExecutionModel.GL_COMPUTE, "GLCompute"), (ExecutionModel.RAY_GENERATION_KHR, "RayGenerationKHR"),
    (Qualifier.FLAT, "flat"), (Qualifier.PER_VERTEX_KHR, "per_vertex_khr"), (Qualifier.NON_WRITABLE, "non_writable"),
    (HeapKind.RESOURCE, "resource"), (HeapKind.SAMPLER, "sampler"), (InterfaceStorage.INPUT, "input"),
    (LocationIssueKind.TYPE, "location-alias-type"), (LocationIssueKind.QUALIFIERS, "location-alias-qualifiers"),
    (Severity.ERROR, "error"), (Severity.WARNING, "warning"), (Severity.INFO, "info"),
])
def test_each_member_is_its_text(member: str, text: str) -> None:
    assert member == text and str(member) == text and f"{member}" == text and json.dumps(member) == f'"{text}"'
    assert type(member)(text) is member


def test_a_reflected_module_holds_enums_and_writes_plain_text(glsl) -> None:
    path = glsl("images.comp", """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(set = 0, binding = 1, rgba8) uniform writeonly imageBuffer texels;
layout(set = 0, binding = 2) uniform sampler smp;
void main() { imageStore(texels, 0, texture(tex, vec2(0.0))); }
""")
    m = reflect(path)
    ep = m.entry_point("main")
    assert ep.execution_model is ExecutionModel.GL_COMPUTE and ep.execution_model == "GLCompute"
    dims = [b.image.dim for b in ep.descriptor_bindings if b.image is not None]
    assert dims == [ImageDim.D2, ImageDim.BUFFER] and all(isinstance(d, ImageDim) for d in dims)
    from layoutgen.reflect import ImageFormat

    formats = [b.image.format for b in ep.descriptor_bindings if b.image is not None]
    assert formats == [ImageFormat.UNKNOWN, ImageFormat.RGBA8] and all(type(f) is ImageFormat for f in formats)
    assert [b.descriptor_type.name for b in m.declared_bindings] == [
        "COMBINED_IMAGE_SAMPLER", "STORAGE_TEXEL_BUFFER", "SAMPLER"]
    assert ep.to_dict()["execution_model"] == "GLCompute"
    assert ep.to_dict()["descriptor_bindings"][1]["image"]["dim"] == "Buffer"
    assert json.loads(json.dumps(m.to_dict())) == m.to_dict()


def test_built_ins_capabilities_modes_and_the_language_are_the_grammars_enums(glsl) -> None:
    from layoutgen.reflect import BuiltIn, Capability, ExecutionModeName, ExecutionModel as Model, SourceLanguage

    vert = reflect(glsl("bi.vert", """#version 450
layout(location = 0) out vec4 color;
void main() { gl_Position = vec4(float(gl_VertexIndex)); color = vec4(1.0); }
"""))
    ep = vert.entry_point("main")
    assert ep.execution_model is Model.VERTEX
    assert [v.builtin for v in ep.builtin_inputs] == [BuiltIn.VERTEX_INDEX]
    assert BuiltIn.POSITION in [v.builtin for v in ep.builtin_outputs]
    assert all(type(v.builtin) is BuiltIn for v in (*ep.builtin_inputs, *ep.builtin_outputs))
    assert [v.builtin for v in ep.outputs] == [None]
    assert vert.capabilities == (Capability.SHADER,) and type(vert.capabilities[0]) is Capability
    assert vert.source_language is SourceLanguage.GLSL and vert.source_language == "GLSL"
    comp = reflect(glsl("lm.comp", "#version 450\nlayout(local_size_x = 8) in;\nvoid main() {}\n")).entry_point("main")
    assert [m.name for m in comp.execution_modes] == [ExecutionModeName.LOCAL_SIZE]
    assert type(comp.execution_modes[0].name) is ExecutionModeName
    # and they write the text they always wrote
    d = vert.to_dict()
    assert d["capabilities"] == ["Shader"] and "Position" in d["entry_points"][0]["builtin_outputs"]
    assert json.dumps(d["entry_points"][0]["builtin_inputs"]) == '["VertexIndex"]'


def test_every_execution_model_but_kernel_has_a_stage_and_every_image_format_but_unknown_a_vk_format() -> None:
    from layoutgen.reflect.enumerants import ImageFormat
    from layoutgen.reflect.vkenums import IMAGE_FORMATS, STAGES

    assert set(STAGES) == set(ExecutionModel) - {ExecutionModel.KERNEL}
    assert set(IMAGE_FORMATS) == set(ImageFormat) - {ImageFormat.UNKNOWN}
    assert STAGES["Fragment"] is ShaderStage.FRAGMENT and IMAGE_FORMATS["Rgba8"] is Format.R8G8B8A8_UNORM  # by text too


def test_the_operations_of_spec_constants_are_the_grammars_opcodes() -> None:
    """Each operation an OpSpecConstantOp may name is the opcode of that name in the grammar."""
    assert len(SpecOperation) == len(SPEC_OPERATIONS)
    for opcode, operation in SPEC_OPERATIONS.items():
        assert grammar.Op(opcode).name == f"Op{operation}"
    assert SpecOperation.I_ADD == "IAdd" and SpecOperation("CooperativeMatrixLengthKHR").name == \
        "COOPERATIVE_MATRIX_LENGTH_KHR"


def test_the_old_strings_still_build_and_compare() -> None:
    assert Scalar("float", 32) == Scalar(ScalarKind.FLOAT, 32)  # type: ignore[arg-type]
    assert hash(Opaque("sampler")) == hash(Opaque(OpaqueKind.SAMPLER))  # type: ignore[arg-type]
    assert Scalar(ScalarKind.INT, 16).glsl() == "int16_t"


def const(value: int, spec_id: int | None = None, kind: ScalarKind = ScalarKind.INT, width: int = 32) -> SpecConst:
    return SpecConst(spec_id, value, kind, width)


def test_spec_expressions_evaluate_and_name_their_spec_ids() -> None:
    size = SpecOp("IMul", ScalarKind.UINT, 32, (const(4, 7, ScalarKind.UINT), const(3, kind=ScalarKind.UINT)))
    assert size.evaluate() == 12 and size.evaluate({7: 10}) == 30 and size.spec_ids == (7,)
    assert const(-1, kind=ScalarKind.UINT).evaluate() == 0xFFFFFFFF  # wrapped to its width
    vec = SpecComposite((const(1, 2), const(5), const(9, 3)))
    assert vec.evaluate({3: 4}) == (1, 5, 4) and vec.spec_ids == (2, 3)
    pick = SpecOp("CompositeExtract", ScalarKind.INT, 32, (vec, SpecLiteral(2)))
    assert evaluate(pick, {3: 8}) == 8 and spec_ids(pick) == (2, 3)  # the whole composite's
    assert SpecLiteral(5).evaluate() == 5 and SpecLiteral(5).spec_ids == ()
    assert const(2, 1) == SpecConst(1, 2, ScalarKind.INT, 32) and hash(const(2, 1)) == hash(const(2, 1))
    with pytest.raises(AttributeError):
        size.op = "IAdd"  # type: ignore[misc]


def test_a_spec_sized_array_keeps_its_expression(glsl) -> None:
    path = glsl("spec.comp", """#version 450
layout(local_size_x = 1) in;
layout(constant_id = 3) const uint N = 4;
layout(set = 0, binding = 0) buffer B { float v[N * 2]; } b;
void main() { b.v[0] = 1.0; }
""")
    binding = reflect(path).entry_point().binding(0, 0)
    t = binding.block.struct.members[0].type  # type: ignore[union-attr]
    assert isinstance(t.spec.expr, SpecOp) and t.spec.expr.op is SpecOperation.I_MUL  # type: ignore[union-attr]
    assert t.spec.expr.op == "IMul"  # type: ignore[union-attr]  # the str it always was
    assert t.spec.evaluate({3: 5}) == 10 and t.spec.spec_ids == (3,)  # type: ignore[union-attr]
    (sc,) = reflect(path).specialization_constants
    assert sc.type is ScalarKind.UINT and sc.to_dict()["type"] == "uint"


def test_the_new_enums_spell_what_the_schema_and_the_decorations_allow() -> None:
    issue = SCHEMA["location_issue"]["properties"]
    assert [k.value for k in LocationIssueKind] == issue["kind"]["enum"]
    assert [k.value for k in InterfaceStorage] == issue["storage"]["enum"]
    assert set(issue["severity"]["enum"]) <= {s.value for s in Severity}
    assert [h.value for h in HeapKind] == SCHEMA["descriptor_heap"]["properties"]["heap"]["enum"]
    assert [h.builtin for h in HeapKind] == SCHEMA["descriptor_heap"]["properties"]["builtin"]["enum"]
    assert set(QUALIFIERS.values()) | {Qualifier.NON_WRITABLE, Qualifier.NON_READABLE} == set(Qualifier)


def test_one_severity_for_reflection_and_checks() -> None:
    assert layoutgen.Severity is findings.Severity is kinds.Severity is Severity
    assert set(kinds.__all__) <= set(importlib.import_module("layoutgen.reflect").__all__)  # exported beside their kin


def test_interface_qualifiers_are_enums_and_json_keeps_its_keys(glsl) -> None:
    path = glsl("quals.frag", """#version 450
layout(location = 0) flat in int id;
layout(location = 1) noperspective centroid in vec2 uv;
layout(location = 2) sample in float w;
layout(location = 0) out vec4 color;
layout(set = 0, binding = 0) buffer B { readonly float a; writeonly float b; } buf;
void main() { color = vec4(uv, w, float(id)); buf.b = buf.a; }
""")
    ep = reflect(path).entry_point()
    quals = {v.name: v.qualifiers for v in ep.inputs}
    assert quals == {"id": {Qualifier.FLAT}, "uv": {Qualifier.NOPERSPECTIVE, Qualifier.CENTROID},
                     "w": {Qualifier.SAMPLE}}
    assert all(isinstance(q, Qualifier) for qs in quals.values() for q in qs)
    assert quals["uv"] == frozenset({"noperspective", "centroid"}) and "flat" in quals["id"]
    assert [v.to_dict() for v in ep.inputs][1]["centroid"] is True
    assert json.loads(json.dumps([v.to_dict() for v in ep.inputs]))[1] == {
        "location": 1, "component": 0, "name": "uv", "format": "VK_FORMAT_R32G32_SFLOAT", "type": "vec2",
        "locations": 1, "centroid": True, "noperspective": True}
    members = ep.binding(0, 0).block.struct.members  # type: ignore[union-attr]
    assert [set(m.qualifiers) for m in members] == [{Qualifier.NON_WRITABLE}, {Qualifier.NON_READABLE}]
    assert all(isinstance(q, Qualifier) for m in members for q in m.qualifiers)


def _var(name: str, component: int, kind: ScalarKind, *quals: Qualifier) -> InterfaceVariable:
    return InterfaceVariable(name, 0, component, Format.R32_SFLOAT, Scalar(kind, 32), 1, qualifiers=frozenset(quals))


def test_location_issues_hold_enums_and_write_the_old_text() -> None:
    outs = (_var("color", 0, ScalarKind.FLOAT), _var("index", 1, ScalarKind.INT, Qualifier.FLAT))
    error, warning = location_issues(ShaderStage.FRAGMENT, (), outs)
    assert (error.severity, error.kind, error.storage) == (
        Severity.ERROR, LocationIssueKind.TYPE, InterfaceStorage.OUTPUT)
    assert (warning.severity, warning.kind) == (Severity.WARNING, LocationIssueKind.QUALIFIERS)
    assert isinstance(error.severity, Severity) and isinstance(warning.kind, LocationIssueKind)
    assert isinstance(error.storage, InterfaceStorage)
    assert (error.severity, error.kind, error.storage) == ("error", "location-alias-type", "output")
    assert str(error).startswith("error: outputs 'color'")
    d = json.loads(json.dumps(error.to_dict()))
    assert (d["severity"], d["kind"], d["storage"]) == ("error", "location-alias-type", "output")


def test_descriptor_heaps_hold_heap_kinds() -> None:
    path = ROOT.parent / "shared" / "corpus" / "1313e7a2_reflect_descriptor_heap_slang_bindless.frag.spv"
    if not path.is_file():
        pytest.skip(f"the shared corpus is not at {path.parent}")
    heaps = reflect(path).entry_point().descriptor_heaps
    assert heaps and all(isinstance(h.heap, HeapKind) for h in heaps)
    assert [(h.heap, h.builtin) for h in heaps] == [(HeapKind.RESOURCE, "ResourceHeapEXT"),
                                                   (HeapKind.SAMPLER, "SamplerHeapEXT")]
    assert heaps[0].heap == "resource" and json.loads(json.dumps(heaps[0].to_dict()))["heap"] == "resource"


def test_debug_messages_hold_enums_and_still_take_the_old_text() -> None:
    binding = pytest.importorskip("layoutgen.vk.binding")
    from layoutgen.vk import Message, MessageOrigin, MessageSeverity

    assert binding.Message is Message
    old = Message("error", "VUID-x", "text", "general")  # type: ignore[arg-type]
    assert old == Message(MessageSeverity.ERROR, "VUID-x", "text", MessageOrigin.GENERAL)
    assert old.severity is MessageSeverity.ERROR and old.source is MessageOrigin.GENERAL
    assert str(old) == "[error/general] VUID-x: text" and old.is_problem
    note = Message(MessageSeverity.WARNING, "Driver", "remark", MessageOrigin.GENERAL)
    assert note.severity == "warning" and note.source == "general" and not note.is_problem
    assert Message(MessageSeverity.INFO, "Layer", "text").source is MessageOrigin.VALIDATION
    with pytest.raises(ValueError):
        Message("fatal", "x", "y")  # type: ignore[arg-type]


@pytest.mark.parametrize("module", ["types", "model", "descriptor_model", "interface_model", "spec", "requirements"])
def test_every_model_class_has_annotations_that_resolve(module: str) -> None:
    """typing.get_type_hints() (which dataclass tools, serializers and runtime checkers use)
    resolves every field of every model dataclass to the enums and classes it names."""
    import dataclasses
    import typing

    mod = importlib.import_module(f"layoutgen.reflect.{module}")
    classes = [c for c in vars(mod).values()
               if isinstance(c, type) and dataclasses.is_dataclass(c) and c.__module__ == mod.__name__]
    assert classes
    hints = {c.__name__: typing.get_type_hints(c) for c in classes}
    if module == "model":
        assert hints["EntryPoint"]["execution_model"] == ExecutionModel | str
        assert hints["EntryPoint"]["stage"] == ShaderStage | None
    if module == "descriptor_model":
        assert hints["DescriptorBinding"]["descriptor_type"] is layoutgen.DescriptorType
