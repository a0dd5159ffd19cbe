"""vertex_input(): the vertex-input state from reflection and numpy dtypes."""
from __future__ import annotations

import re

import numpy as np
import pytest
from conftest import corpus_ids

from layoutgen import LayoutError, reflect, vertex_input
from layoutgen.layout import InputRate, VertexBinding
from layoutgen.reflect import Format


def _vertex_ids() -> list[str]:
    return [i for i in corpus_ids() if i.split("@")[0].endswith((".vert", ".vert.hlsl"))]


@pytest.mark.parametrize("module_id", _vertex_ids())
def test_packed_state_covers_every_input(module_id: str, corpus_by_id: dict) -> None:
    ep = reflect(corpus_by_id[module_id].spv).entry_point(None, "Vertex")
    vi = vertex_input(ep)
    locations = {a.location for a in vi.attributes}
    for v in ep.inputs:
        assert v.location in locations
        covered = [a for a in vi.attributes if v.location <= a.location < v.location + v.locations]
        # a 64-bit three- or four-component attribute takes two locations
        assert v.locations == sum(2 if a.format.name.startswith("R64G64B64") else 1 for a in covered)
    ordered = sorted(vi.attributes, key=lambda a: a.location)
    offset = 0
    for a in ordered:  # tightly packed in location order
        assert a.offset == offset
        offset += _size(a.format)
    assert vi.bindings == (() if not ordered else (vi.bindings[0],)) and (not ordered or vi.bindings[0].stride == offset)


def _size(fmt: Format) -> int:
    channels = fmt.name.split("_")[0]
    width = int(re.match(r"[RGBA](\d+)", channels).group(1))
    return sum(1 for c in channels if c in "RGBA") * width // 8


def test_dtype_fields_give_offsets_and_formats(corpus_by_id: dict) -> None:
    ep = reflect(corpus_by_id["vf_vertex_inputs.vert@vulkan1.0"].spv).entry_point("main")
    per_vertex = np.dtype([("inPos", "<f4", 3), ("inBoneIds", "<i2", 4), ("inFlags", "<u4"), ("pad", "u1", 4),
                           ("inWeights", "<f4", (2, 4))])
    per_instance = np.dtype([("inInstanceModel", "<f4", (4, 4))])
    vi = vertex_input(ep, [per_vertex, (per_instance, "instance")])
    by_loc = {a.location: a for a in vi.attributes}
    assert [(b.binding, b.stride, b.input_rate) for b in vi.bindings] == [(0, 60, "vertex"), (1, 64, "instance")]
    assert (by_loc[0].format, by_loc[0].offset) == (Format.R32G32B32_SFLOAT, 0)
    assert by_loc[9].format == Format.R16G16B16A16_SINT and by_loc[9].offset == 12
    assert [(by_loc[k].binding, by_loc[k].offset) for k in (1, 2, 3, 4)] == [(1, 0), (1, 16), (1, 32), (1, 48)]
    assert [by_loc[k].offset for k in (11, 12)] == [28, 44]


def test_input_rate_is_a_str_enum_its_text_still_names(corpus_by_id: dict) -> None:
    """A binding's input rate is an InputRate; the text ("instance") makes one too, in
    vertex_input() and in VertexBinding, and JSON writes the text."""
    ep = reflect(corpus_by_id["vf_vertex_inputs.vert@vulkan1.0"].spv).entry_point("main")
    per_vertex = np.dtype([("inPos", "<f4", 3), ("inBoneIds", "<i2", 4), ("inFlags", "<u4"),
                           ("inWeights", "<f4", (2, 4))])
    per_instance = np.dtype([("inInstanceModel", "<f4", (4, 4))])
    for rate in ("instance", InputRate.INSTANCE):
        vi = vertex_input(ep, [per_vertex, (per_instance, rate)])
        assert [b.input_rate for b in vi.bindings] == [InputRate.VERTEX, InputRate.INSTANCE]
        assert all(type(b.input_rate) is InputRate for b in vi.bindings)
        assert [b["input_rate"] for b in vi.to_dict()["bindings"]] == ["vertex", "instance"]
    with pytest.raises(LayoutError, match="binding 1: input rate must be 'vertex' or 'instance', not 'sideways'"):
        vertex_input(ep, [per_vertex, (per_instance, "sideways")])
    assert VertexBinding(0, 16, "instance") == VertexBinding(0, 16, InputRate.INSTANCE)
    assert VertexBinding(0, 16).input_rate is InputRate.VERTEX
    with pytest.raises(ValueError, match="'sideways' is not a valid InputRate"):
        VertexBinding(0, 16, "sideways")


def test_mismatches_are_clear_errors(corpus_by_id: dict) -> None:
    ep = reflect(corpus_by_id["vf_vertex_inputs.vert@vulkan1.0"].spv).entry_point("main")
    base = [("inInstanceModel", "<f4", (4, 4)), ("inBoneIds", "<i4", 4), ("inWeights", "<f4", (2, 4))]
    with pytest.raises(LayoutError, match="'inFlags'.*no field"):
        vertex_input(ep, np.dtype([("inPos", "<f4", 3), *base]))
    with pytest.raises(LayoutError, match="holds float32.*reads uint"):
        vertex_input(ep, np.dtype([("inPos", "<f4", 3), *base, ("inFlags", "<f4")]))
    with pytest.raises(LayoutError, match="takes 4 attributes"):
        vertex_input(ep, np.dtype([("inPos", "<f4", 3), ("inInstanceModel", "<f4", 16), ("inBoneIds", "<i4", 4),
                                   ("inFlags", "<u4"), ("inWeights", "<f4", (2, 4))]))
    wide = reflect(corpus_by_id["vertex_inputs64.vert@vulkan1.0"].spv).entry_point("main")
    with pytest.raises(LayoutError, match="64"):
        vertex_input(wide, np.dtype([("inPos", "<f4", 3), ("inPos64", "<f4", 3), ("inOrigin64", "<f8", 4),
                                     ("inBasis64", "<f8", (2, 2))]))


def test_fed_pipelines_create_clean(corpus_by_id: dict, vulkan_device: bool) -> None:
    """The dtype-built state feeds a real pipeline with zero validation messages."""
    from support.vkutil import pipeline_with_layout

    from layoutgen import merge
    from layoutgen.layout.stages import resolve_all
    from layoutgen.vk import DeviceContext, LayoutCache, for_layout, for_modules, pipeline

    stages = resolve_all([str(corpus_by_id[f"vf_vertex_inputs.{s}@vulkan1.0"].spv) for s in ("vert", "frag")])
    per_vertex = np.dtype([("inPos", "<f4", 3), ("inBoneIds", "<i4", 4), ("inFlags", "<u4"),
                           ("inWeights", "<f4", (2, 4))])
    vi = vertex_input(stages[0].entry, [per_vertex, (np.dtype([("inInstanceModel", "<f4", (4, 4))]), "instance")])
    desc = merge(stages)
    with DeviceContext(features=for_layout(desc) | for_modules(s.module for s in stages)) as ctx:
        with LayoutCache(ctx) as cache:
            handle = pipeline_with_layout(ctx, cache.get(desc).handle, stages, vertex_input=vi)
            pipeline.destroy(ctx, "Pipeline", handle)
        assert not ctx.take_problems()


PACKED = """#version 450
layout(location = 0, component = 0) in vec3 pos;
layout(location = 0, component = 3) in float w;
layout(location = 1) in vec2 uv;
layout(location = 2, component = 2) in float z;
void main() { gl_Position = vec4(pos, w) + vec4(uv, z, 0.0); }
"""


def test_inputs_packed_into_one_location_share_one_attribute(glsl) -> None:
    ep = reflect(glsl("packed.vert", PACKED)).entry_point("main")
    vi = vertex_input(ep)
    assert [(a.location, a.format, a.offset) for a in vi.attributes] == [
        (0, Format.R32G32B32A32_SFLOAT, 0), (1, Format.R32G32_SFLOAT, 16), (2, Format.R32G32B32_SFLOAT, 24)]
    assert vi.bindings[0].stride == 36
    data = np.dtype([("uv", "<f4", 2), ("pos", "<f4", 3), ("w", "<f4"), ("pad", "<f4", 2), ("z", "<f4")])
    fed = {a.location: a for a in vertex_input(ep, data).attributes}
    assert (fed[0].format, fed[0].offset) == (Format.R32G32B32A32_SFLOAT, 8)  # pos and w side by side
    assert (fed[2].format, fed[2].offset) == (Format.R32G32B32_SFLOAT, 24)  # z is the third component
    apart = np.dtype([("pos", "<f4", 3), ("uv", "<f4", 2), ("w", "<f4"), ("z", "<f4", 1)])
    with pytest.raises(LayoutError, match="location 0: 'pos' and 'w' share one vertex attribute"):
        vertex_input(ep, apart)
    tight = np.dtype([("z", "<f4"), ("pos", "<f4", 3), ("w", "<f4"), ("uv", "<f4", 2)])
    with pytest.raises(LayoutError, match="'z' starts at component 2, but its field has no room"):
        vertex_input(ep, tight)


BLOCK_INPUT = """
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint Vertex %main "main" %in %pos
OpDecorate %In Block
OpMemberDecorate %In 0 Location 3
OpMemberDecorate %In 1 Location 5
OpDecorate %pos BuiltIn Position
%void = OpTypeVoid
%fn = OpTypeFunction %void
%float = OpTypeFloat 32
%v4 = OpTypeVector %float 4
%m2 = OpTypeMatrix %v4 2
%In = OpTypeStruct %float %m2
%ptr = OpTypePointer Input %In
%in = OpVariable %ptr Input
%optr = OpTypePointer Output %v4
%pos = OpVariable %optr Output
%main = OpFunction %void None %fn
%l = OpLabel
OpReturn
OpFunctionEnd
"""


def test_a_block_input_gives_an_attribute_per_member_location(spirv_as) -> None:
    ep = reflect(spirv_as("block_input", BLOCK_INPUT, target="vulkan1.0")).entry_point("main")
    vi = vertex_input(ep)
    assert [(a.location, a.format) for a in vi.attributes] == [
        (3, Format.R32_SFLOAT), (5, Format.R32G32B32A32_SFLOAT), (6, Format.R32G32B32A32_SFLOAT)]
    assert Format.UNDEFINED not in {a.format for a in vi.attributes}


def test_packed_and_block_states_create_cleanly(glsl, spirv_as, vulkan_device: bool) -> None:
    from support.vkutil import pipeline_with_layout

    from layoutgen import merge
    from layoutgen.layout.stages import resolve_all
    from layoutgen.vk import DeviceContext, LayoutCache, for_layout, for_modules, pipeline

    for path in (glsl("packed.vert", PACKED), spirv_as("block_input", BLOCK_INPUT, target="vulkan1.0")):
        stages = resolve_all([path])
        desc = merge(stages)
        with DeviceContext(features=for_layout(desc) | for_modules(s.module for s in stages)) as ctx:
            with LayoutCache(ctx) as cache:
                vi = vertex_input(stages[0].entry)
                handle = pipeline_with_layout(ctx, cache.get(desc).handle, stages, vertex_input=vi)
                pipeline.destroy(ctx, "Pipeline", handle)
            problems = ctx.take_problems()
        assert not problems, "\n".join(map(str, problems))


def test_check_reports_two_attributes_at_one_location(glsl) -> None:
    from layoutgen import check, merge
    from layoutgen.layout.vertex import VertexAttribute, VertexInputDesc

    path = glsl("packed.vert", PACKED)
    good = vertex_input(reflect(path).entry_point("main"))
    twice = VertexInputDesc(good.bindings, (*good.attributes, VertexAttribute(0, 0, Format.R32_SFLOAT, 12, "w")))
    assert not [f for f in check(merge([path]), [path], vertex_input=good) if f.severity == "error"]
    found = [f for f in check(merge([path]), [path], vertex_input=twice) if f.kind == "duplicate-attribute-location"]
    assert len(found) == 1 and found[0].vuid == "VUID-VkPipelineVertexInputStateCreateInfo-pVertexAttributeDescriptions-00617"


def test_what_would_feed_an_input_wrongly_is_refused(glsl) -> None:
    """Each was taken without a word: a misspelt names= key (its input then read the field of
    its own name), one field name in two buffers (binding 0's taken), big-endian numbers (read
    little-endian by the device)."""
    ep = reflect(glsl("fed.vert", "#version 450\nlayout(location = 0) in vec2 position;\n"
                                  "layout(location = 1) in vec3 color;\n"
                                  "void main() { gl_Position = vec4(position, color.x, 1.0); }\n")).entry_points[0]
    dt = np.dtype([("position", "<f4", 2), ("color", "<f4", 3)])
    with pytest.raises(LayoutError, match=r"names= maps 'postion', which is no vertex input; inputs: position, color"):
        vertex_input(ep, dt, names={"postion": "position"})
    with pytest.raises(LayoutError, match=r"names= maps 'Position', which is no vertex input"):
        vertex_input(ep, dt, names={"Position": "color"})  # looked up as given, as an input's name is
    with pytest.raises(LayoutError, match=r"vertex input 'position' \(location 0\) could be fed by field 'position' "
                                          r"of bindings 0, 1: rename one"):
        vertex_input(ep, [dt, dt])
    other = np.dtype([("position", "<f4", 2), ("where", "<f4", 2)])  # its position field feeds nothing
    assert [a.binding for a in vertex_input(ep, [dt, other], names={"position": "where"}).attributes] == [1, 0]
    big = np.dtype([("position", ">f4", 2), ("color", ">f4", 3)])
    with pytest.raises(LayoutError, match=r"vertex input 'position': numpy type .*>f4.* is big-endian, .* give '<f4'"):
        vertex_input(ep, big)
