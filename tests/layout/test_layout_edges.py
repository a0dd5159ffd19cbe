"""Edges of layoutgen.layout: the fields and messages of findings, push-constant ranges shared
across pipelines, pool sizes of push-descriptor sets, entry points chosen by name, and the
refusals of the layout reader and of policies. Expectations follow the Vulkan rules by hand."""
from __future__ import annotations

import pytest

from layoutgen import LayoutError, NotFoundError, check, merge, pool_sizes, share
from layoutgen.layout import LayoutBinding, PipelineLayoutDesc, PushConstantRange, SetLayout, SetLayoutFlag, resolve
from layoutgen.layout.json_form import read_layout
from layoutgen.layout.validity import validity_findings
from layoutgen.reflect import DescriptorType as DT
from layoutgen.reflect import ShaderStage as S

V = "#version 450\n"
#: A compute shader that uses set 1 binding 0 and push-constant bytes 16..32 (a vec4 at offset 16).
COMP = V + """layout(local_size_x = 1) in;
layout(set = 1, binding = 0) buffer Data { vec4 v[]; } data;
layout(push_constant) uniform Push { layout(offset = 16) vec4 tint; } push;
void main() { data.v[0] = push.tint; }
"""


def _kind(found, kind: str) -> list:
    return [f for f in found if f.kind == kind]


# -- check(): what each finding says -------------------------------------------------------------

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


# -- stages and sharing --------------------------------------------------------------------------

def test_an_entry_point_is_chosen_by_its_name(glsl) -> None:
    comp = glsl("e.comp", COMP)
    [stage] = resolve((comp, "main"))
    assert stage.entry.name == "main"
    with pytest.raises(NotFoundError, match="'other'"):
        resolve((comp, "other"))


def test_shared_push_ranges_span_every_pipelines_bytes(glsl) -> None:
    """One pipeline pushes bytes 0..16 and another 64..80: with shared push constants both layouts
    get one compute range over 0..80, so they stay compatible."""
    low = glsl("low.comp", V + """layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer Data { vec4 v[]; } data;
layout(push_constant) uniform Push { vec4 a; } push;
void main() { data.v[0] = push.a; }
""")
    high = glsl("high.comp", V + """layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer Data { vec4 v[]; } data;
layout(push_constant) uniform Push { layout(offset = 64) vec4 b; } push;
void main() { data.v[0] = push.b; }
""")
    layouts = share({"low": [low], "high": [high]})
    for name in ("low", "high"):
        assert layouts[name].push_constant_ranges == (PushConstantRange(S.COMPUTE, 0, 80),), name
    alone = share({"low": [low], "high": [high]}, shared_push_constants=False)
    assert alone["high"].push_constant_ranges == (PushConstantRange(S.COMPUTE, 64, 16),)


def test_push_descriptor_sets_need_no_pool_and_no_update_after_bind() -> None:
    push_set = SetLayout(0, (LayoutBinding(0, DT.UNIFORM_BUFFER, 1, S.COMPUTE),), SetLayoutFlag.PUSH_DESCRIPTOR_KHR)
    pools = pool_sizes([push_set], sets=4)
    assert (pools.max_sets, pools.sizes, pools.update_after_bind) == (0, {}, False)
    assert pools.to_dict()["update_after_bind"] is False
    assert pool_sizes([]).to_dict()["update_after_bind"] is False


# -- refusals --------------------------------------------------------------------------------------

def test_a_document_of_several_pipelines_is_refused_naming_them() -> None:
    with pytest.raises(LayoutError, match="several pipelines") as info:
        read_layout({"pipelines": {"draw": {"set_layouts": []}, "cull": {"set_layouts": []}}})
    assert "draw" in str(info.value) and "cull" in str(info.value)


def test_set_layouts_that_are_not_a_list_are_named() -> None:
    with pytest.raises(LayoutError, match="set_layouts must be a list"):
        read_layout({"set_layouts": 7})


def test_specialization_values_that_are_not_numbers_are_refused(glsl) -> None:
    comp = glsl("s.comp", COMP)
    with pytest.raises(LayoutError, match="specialization must map"):
        merge([comp], specialization={"n": "four"})


def test_a_specialization_key_no_stage_has_lists_none(glsl) -> None:
    comp = glsl("n.comp", COMP)
    with pytest.raises(LayoutError, match=r"no specialization constant 'n' in these stages; they have: none$"):
        merge([comp], specialization={"n": 4})
