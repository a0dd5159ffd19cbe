"""The model's named values are enums that are also the strings they always were: scalar kinds,
image dims, opaque types, execution models, and specialization expressions as dataclasses."""
from __future__ import annotations

import json

import pytest

from layoutgen import reflect
from layoutgen.reflect import ExecutionModel, ImageDim, OpaqueKind, ScalarKind
from layoutgen.reflect.spellings import EXECUTION_MODELS
from layoutgen.reflect.spec import SpecComposite, SpecConst, SpecLiteral, SpecOp, evaluate, spec_ids
from layoutgen.reflect.types import Opaque, Scalar
from layoutgen.spirv import grammar


def test_the_enums_spell_what_the_grammar_spells() -> None:
    assert {d.value for d in ImageDim} == set(grammar.SPELLING["Dim"].values())
    assert {m.value for m in ExecutionModel} == set(EXECUTION_MODELS.values())


@pytest.mark.parametrize("member,text", [
    (ScalarKind.FLOAT, "float"), (ScalarKind.UINT, "uint"), (ImageDim.D2, "2D"), (ImageDim.SUBPASS_DATA, "SubpassData"),
    (OpaqueKind.SAMPLER, "sampler"), (OpaqueKind.ACCELERATION_STRUCTURE, "accelerationStructureEXT"),
    (ExecutionModel.GL_COMPUTE, "GLCompute"), (ExecutionModel.RAY_GENERATION_KHR, "RayGenerationKHR"),
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
    assert [b.descriptor_type.name for b in m.declared_bindings] == [
        "COMBINED_IMAGE_SAMPLER", "STORAGE_TEXEL_BUFFER", "SAMPLER"]
    assert ep.to_dict()["execution_model"] == "GLCompute"
    assert ep.to_dict()["descriptor_bindings"][1]["image"]["dim"] == "Buffer"
    assert json.loads(json.dumps(m.to_dict())) == m.to_dict()


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
    assert isinstance(t.spec.expr, SpecOp) and t.spec.expr.op == "IMul"  # type: ignore[union-attr]
    assert t.spec.evaluate({3: 5}) == 10 and t.spec.spec_ids == (3,)  # type: ignore[union-attr]
    (sc,) = reflect(path).specialization_constants
    assert sc.type is ScalarKind.UINT and sc.to_dict()["type"] == "uint"
