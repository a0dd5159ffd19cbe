"""What each finding carries beyond its kind: VUID, stage, file, needs/has, message hints,
and its JSON form, checked in process."""
from __future__ import annotations

import pytest

from layoutgen import check, merge, vertex_input
from layoutgen.layout import LayoutBinding, PipelineLayoutDesc, PushConstantRange, SetLayout
from layoutgen.layout.findings import Finding, FindingKind
from layoutgen.layout.stages import resolve_all
from layoutgen.layout.validity import validity_findings
from layoutgen.layout.vertex import VertexAttribute, VertexBinding, VertexInputDesc
from layoutgen.reflect import DescriptorType as DT
from layoutgen.reflect import Format, LocationIssueKind
from layoutgen.reflect import ShaderStage as S

V = "#version 450\n"
VERT = V + """layout(location = 0) in vec4 pos;
layout(location = 1) in float w;
layout(location = 0) out vec4 a;
layout(location = 1) out vec4 b;
layout(location = 2) out Blk { vec4 c; } blk;
void main() { gl_Position = pos * w; a = pos; b = pos; blk.c = pos; }
"""
FRAG = V + """layout(location = 0) in vec4 a;
layout(location = 2) in vec4 c;
layout(location = 0) out vec4 o;
void main() { o = a + c; }
"""
#: A compute shader that uses set 1 binding 0 and push-constant bytes 16..32 (a vec4 at offset 16).
COMP = V + """layout(local_size_x = 1) in;
layout(set = 1, binding = 0) buffer Data { vec4 v[]; } data;
layout(push_constant) uniform Push { layout(offset = 16) vec4 tint; } push;
void main() { data.v[0] = push.tint; }
"""


def _by_kind(findings) -> dict:
    return {f.kind: f for f in findings}


def _kind(found, kind: str) -> list:
    return [f for f in found if f.kind == kind]


def test_interface_findings_name_stage_file_and_vuid(glsl) -> None:
    vert, frag = glsl("f.vert", VERT), glsl("f.frag", FRAG)
    found = _by_kind(check(merge([vert, frag]), [vert, frag]))
    unread = found["output-not-consumed"]
    assert (unread.vuid, unread.stage, unread.file) == (
        "WARNING-Shader-OutputNotConsumed", S.VERTEX, str(vert))
    assert "location 1.0" in unread.message
    mixed = found["block-member-to-variable"]
    assert mixed.severity == "warning" and "layer 1.3.239" in mixed.message
    assert (mixed.needs, mixed.has, mixed.stage, mixed.file) == ("variable", "block", S.FRAGMENT, str(frag))
    assert mixed.to_dict() == {"severity": "warning", "kind": "block-member-to-variable", "message": mixed.message,
                               "vuid": mixed.vuid, "set": None, "binding": None,
                               "stage": "VK_SHADER_STAGE_FRAGMENT_BIT", "needs": "variable",
                               "has": "block", "file": str(frag)}
    assert not check(merge([vert, frag]), [vert, frag]).errors


def test_vertex_input_findings_carry_what_the_shader_needs(glsl) -> None:
    vert = glsl("f.vert", VERT)
    stages = resolve_all([vert])
    good = vertex_input(stages[0].entry)
    only_pos = VertexInputDesc(good.bindings, good.attributes[:1])
    missing = _by_kind(check(merge([vert]), [vert], vertex_input=only_pos))["attribute-missing"]
    assert (missing.needs, missing.stage, missing.file) == ("float32", S.VERTEX, str(vert))
    twice = VertexInputDesc(good.bindings, (*good.attributes, VertexAttribute(1, 0, Format.R32_SFLOAT, 0)))
    dup = _by_kind(check(merge([vert]), [vert], vertex_input=twice))["duplicate-attribute-location"]
    assert dup.stage == S.VERTEX


def test_an_unknown_format_takes_one_location(glsl) -> None:
    """A format number layoutgen does not know covers its own location only."""
    vert = glsl("f.vert", VERT)
    unknown = VertexInputDesc((VertexBinding(0, 32),), (VertexAttribute(0, 0, 1000156000, 0),))
    kinds = {f.kind for f in check(merge([vert]), [vert], vertex_input=unknown) if f.severity == "error"}
    assert kinds == {"attribute-missing"}


def test_vertex_input_json_shape(glsl) -> None:
    vi = vertex_input(resolve_all([glsl("f.vert", VERT)])[0].module)  # a Module: its vertex entry point
    assert vi.to_dict() == {
        "bindings": [{"binding": 0, "stride": 20, "input_rate": "vertex"}],
        "attributes": [{"location": 0, "binding": 0, "format": "VK_FORMAT_R32G32B32A32_SFLOAT", "offset": 0,
                        "name": "pos"},
                       {"location": 1, "binding": 0, "format": "VK_FORMAT_R32_SFLOAT", "offset": 16, "name": "w"}]}


GEOM = V + """layout(triangles) in;
layout(triangle_strip, max_vertices = 3) out;
layout(location = 0) in vec4 a[];
layout(location = 0) out vec4 g;
void main() { for (int i = 0; i < 3; i++) { g = a[i]; gl_Position = a[i]; EmitVertex(); } }
"""
LATE_FRAG = V + """layout(location = 0) in vec4 g;
layout(location = 3) in vec4 never;
layout(location = 0) out vec4 o;
void main() { o = g + never; }
"""


def test_errors_come_before_warnings(glsl) -> None:
    """The vertex-geometry pair gives a warning before the geometry-fragment pair's error."""
    stages = [glsl("f.vert", VERT), glsl("g.geom", GEOM), glsl("l.frag", LATE_FRAG)]
    found = check(merge(stages), stages)
    assert [(f.severity, f.kind) for f in found if f.severity != "info"] == [
        ("error", "input-not-produced"), ("warning", "output-not-consumed"), ("warning", "output-not-consumed")]


def test_a_builtin_block_mismatch_says_how_many_members_each_side_has(glsl) -> None:
    from test_check import CASES

    stages = resolve_all([glsl(n, src) for n, src in CASES["builtin-block-members-differ"].sources])
    [found] = [f for f in check(merge(stages), stages) if f.kind == "builtin-block-mismatch"]
    assert (found.needs, found.has, found.stage) == ("2", "1", S.GEOMETRY)


def test_a_stage_without_a_push_range_needs_its_blocks_bytes(glsl) -> None:
    """The block's first member starts at byte 16 and a vec4 is 16 bytes: it needs bytes 16..32."""
    comp = glsl("p.comp", COMP)
    desc = PipelineLayoutDesc((SetLayout(0), SetLayout(1, (LayoutBinding(0, DT.STORAGE_BUFFER, 1, S.COMPUTE),))))
    [found] = _kind(check(desc, [comp]), "push-stage-missing")
    assert (found.needs, found.has, found.stage) == ("bytes 16..32", "no range", S.COMPUTE)


def test_a_missing_set_is_named_with_how_many_sets_the_layout_has(glsl) -> None:
    comp = glsl("m.comp", COMP)
    desc = PipelineLayoutDesc((SetLayout(0),), (PushConstantRange(S.COMPUTE, 0, 32),))
    [found] = _kind(check(desc, [comp]), "missing-set")
    assert (found.set, found.binding, found.has) == (1, 0, None)
    assert "set 1 binding 0" in found.message and "only 1 set" in found.message


def test_a_binding_no_stage_uses_is_named_in_its_message(glsl) -> None:
    comp = glsl("u.comp", COMP)
    extra = LayoutBinding(3, DT.UNIFORM_BUFFER, 1, S.COMPUTE)
    desc = PipelineLayoutDesc((SetLayout(0, (extra,)), SetLayout(1, (LayoutBinding(0, DT.STORAGE_BUFFER, 1,
                                                                                   S.COMPUTE),))),
                              (PushConstantRange(S.COMPUTE, 0, 32),))
    [found] = _kind(check(desc, [comp]), "unused-binding")
    assert (found.set, found.binding, found.has) == (0, 3, "VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER")
    assert "set 0 binding 3" in found.message


def test_a_block_laid_out_differently_names_its_set_and_binding(glsl) -> None:
    vert = glsl("b.vert", V + """layout(set = 1, binding = 2) uniform U { mat4 mvp; vec4 tint; } u;
void main() { gl_Position = u.mvp * u.tint; }
""")
    frag = glsl("b.frag", V + """layout(set = 1, binding = 2) uniform U { vec4 tint; float fog; } u;
layout(location = 0) out vec4 color;
void main() { color = u.tint * u.fog; }
""")
    stages = [vert, frag]
    [found] = _kind(check(merge(stages, block_mismatch="accept"), stages), "block-layout-mismatch")
    assert (found.set, found.binding, found.stage) == (1, 2, S.FRAGMENT)


def test_an_interpolation_mismatch_says_what_each_side_declares(glsl) -> None:
    vert = glsl("i.vert", V + "layout(location = 0) out vec4 x;\nvoid main() { gl_Position = vec4(0.0); "
                              "x = vec4(1.0); }\n")
    frag = glsl("i.frag", V + "layout(location = 0) flat in vec4 x;\nlayout(location = 0) out vec4 o;\n"
                              "void main() { o = x; }\n")
    stages = [vert, frag]
    [found] = _kind(check(merge(stages), stages), "interpolation-mismatch")
    assert (found.needs, found.has) == ("flat", "smooth")  # the fragment reads flat what the vertex writes smooth


def test_a_builtin_block_mismatch_message_gives_both_member_counts(glsl) -> None:
    vert = glsl("b.vert", V + "out gl_PerVertex { vec4 gl_Position; };\nvoid main() { gl_Position = vec4(1.0); }\n")
    geom = glsl("b.geom", V + "layout(points) in; layout(points, max_vertices = 1) out;\n"
                              "in gl_PerVertex { vec4 gl_Position; float gl_PointSize; } gl_in[];\n"
                              "void main() { gl_Position = gl_in[0].gl_Position * gl_in[0].gl_PointSize; "
                              "EmitVertex(); }\n")
    stages = [vert, geom]
    [found] = _kind(check(merge(stages), stages), "builtin-block-mismatch")
    assert "writes 1 member" in found.message and "a block of 2" in found.message


def test_a_push_range_of_a_size_not_a_multiple_of_4_is_named() -> None:
    desc = PipelineLayoutDesc((), (PushConstantRange(S.COMPUTE, 0, 6),))
    [found] = _kind(validity_findings(desc), "push-range-size")
    assert found.vuid == "VUID-VkPushConstantRange-size-00297"
    assert "0..6" in found.message and "multiple of 4" in found.message


def test_every_finding_kind_is_exercised() -> None:
    """Each FindingKind is named by a test (a case in test_check, or a test that produces it),
    so a new kind cannot arrive untested."""
    from pathlib import Path

    here = Path(__file__).resolve().parents[1]
    named = "".join(p.read_text() for p in here.glob("*/test_*.py"))
    untested = [k.value for k in FindingKind if f'"{k.value}"' not in named and f"FindingKind.{k.name}" not in named]
    assert untested == []


def test_every_producer_names_its_kind_by_member() -> None:
    """No check spells a kind as text: each ``Finding(`` in layoutgen.layout takes a FindingKind member."""
    import re
    from pathlib import Path

    import layoutgen.layout

    for source in Path(layoutgen.layout.__file__).parent.glob("*.py"):
        text = source.read_text()
        assert not re.findall(r'Finding\(\s*Severity\.[\w. ]+,\s*"', text), source.name


def test_a_kind_is_a_str_enum_and_its_text_still_makes_a_finding() -> None:
    found = Finding("error", "missing-binding", "set 0 binding 1: ...")
    assert found.kind is FindingKind.MISSING_BINDING and found.kind == "missing-binding"
    assert found.to_dict()["kind"] == "missing-binding" and type(found.to_dict()["kind"]) is str
    with pytest.raises(ValueError, match="'no-such-kind' is not a finding kind: one of unused-binding, .*missing-set"):
        Finding("error", "no-such-kind", "...")


def test_every_location_issue_kind_is_a_finding_kind() -> None:
    """alias_check turns each reflected LocationIssueKind into the FindingKind of the same text."""
    assert {FindingKind(k.value) for k in LocationIssueKind} == {
        FindingKind.LOCATION_ALIAS_TYPE, FindingKind.LOCATION_ALIAS_QUALIFIERS}


def test_finding_kind_is_exported() -> None:
    import layoutgen

    assert layoutgen.FindingKind is FindingKind and "FindingKind" in layoutgen.__all__


OVERLAP = """
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint Vertex %main "main" %a %b
OpDecorate %a Location 1
OpDecorate %b Location 1
OpDecorate %b Component 2
%void = OpTypeVoid
%fn = OpTypeFunction %void
%float = OpTypeFloat 32
%v4 = OpTypeVector %float 4
%v2 = OpTypeVector %float 2
%pa = OpTypePointer Output %v4
%pb = OpTypePointer Output %v2
%a = OpVariable %pa Output
%b = OpVariable %pb Output
%main = OpFunction %void None %fn
%l = OpLabel
OpReturn
OpFunctionEnd
"""


def test_outputs_that_overlap_in_components_are_an_error(spirv_as, glsl) -> None:
    """spirv-val refuses such a module (08722 for outputs), so it is assembled unvalidated: check() must say so too."""
    vert = spirv_as("overlap", OVERLAP, target="vulkan1.0", validate=False)
    frag = glsl("o.frag", V + "layout(location = 1) in vec4 c;\nlayout(location = 0) out vec4 o;\n"
                          "void main() { o = c; }")
    found = [f for f in check(merge([vert, frag]), [vert, frag]) if f.kind == "location-overlap"]
    assert sorted(f.message.rsplit(" ", 1)[-1] for f in found) == ["2", "3"]  # one per shared component
    assert {(f.vuid, f.file, f.stage) for f in found} == {
        ("VUID-StandaloneSpirv-OpEntryPoint-08722", str(vert), S.VERTEX)}
    apart = spirv_as("apart", OVERLAP.replace("OpDecorate %b Location 1", "OpDecorate %b Location 2"),
                     target="vulkan1.0")
    assert not [f for f in check(merge([apart, frag]), [apart, frag]) if f.kind == "location-overlap"]
