"""The layouts of graphics pipeline libraries, as data: one per library, flagged
INDEPENDENT_SETS_EXT, null sets where a library uses none, a set two libraries use identical in
both, the union checked against the whole layout, and libraries' layouts Vulkan would refuse to
link refused with the rule's VUID; the flags and null sets in the JSON form."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import layoutgen
from layoutgen.errors import LayoutError
from layoutgen.layout import (NullSetLayout, PipelineLayoutDesc, PipelineLayoutFlag, PushConstantRange, SetLayout,
                              library_layouts, link_layout, read_layout)
from layoutgen.layout import json_form
from layoutgen.layout.model import LayoutBinding
from layoutgen.reflect.vkenums import DescriptorType, ShaderStage

ROOT = Path(__file__).resolve().parents[2]
VERT, FRAG = ROOT / "shaders" / "triangle.vert.spv", ROOT / "shaders" / "triangle.frag.spv"
INDEPENDENT = PipelineLayoutFlag.INDEPENDENT_SETS_EXT
V, F = ShaderStage.VERTEX, ShaderStage.FRAGMENT


def _ubo(binding: int, stages: ShaderStage, name: str = "") -> LayoutBinding:
    return LayoutBinding(binding, DescriptorType.UNIFORM_BUFFER, 1, stages, names=(name,) if name else ())


#: set 0: vertex only; set 1: empty (no stage); set 2: fragment only; set 3: both; one vertex push range.
WHOLE = PipelineLayoutDesc(
    (SetLayout(0, (_ubo(0, V, "frame"),)), SetLayout(1), SetLayout(2, (_ubo(0, F, "material"),)),
     SetLayout(3, (_ubo(1, V | F, "both"),))),
    (PushConstantRange(V, 0, 8),))


def test_each_library_holds_the_sets_its_stages_see_and_null_for_the_others() -> None:
    parts = library_layouts(WHOLE, {"pre_rasterization": V, "fragment": F})
    pre, frag = parts["pre_rasterization"], parts["fragment"]
    assert pre.flags == frag.flags == INDEPENDENT
    assert [type(s).__name__ for s in pre.set_layouts] == ["SetLayout", "SetLayout", "NullSetLayout", "SetLayout"]
    assert [type(s).__name__ for s in frag.set_layouts] == ["NullSetLayout", "SetLayout", "SetLayout", "SetLayout"]
    assert pre.set_layouts[3] is WHOLE.set_layouts[3] is frag.set_layouts[3], "a set both use is the same set"
    assert pre.set_layouts[1] == frag.set_layouts[1] == SetLayout(1), "a set no stage uses stays empty, not null"
    assert pre.push_constant_ranges == WHOLE.push_constant_ranges and frag.push_constant_ranges == ()
    union = link_layout(parts, WHOLE)
    assert union.set_layouts == WHOLE.set_layouts and union.push_constant_ranges == WHOLE.push_constant_ranges
    assert union.flags == INDEPENDENT and union.key != WHOLE.key, "the link layout differs from the plain one"


def test_library_layouts_from_the_shaders_of_a_merged_pipeline() -> None:
    desc = layoutgen.merge([VERT, FRAG])
    parts = layoutgen.library_layouts(desc, {"pre_rasterization": [VERT], "fragment": FRAG})
    assert set(parts) == {"pre_rasterization", "fragment"}
    # The uniform block is seen by both stages: no null set; the push constant by the vertex stage only.
    assert parts["pre_rasterization"].set_layouts == parts["fragment"].set_layouts == desc.set_layouts
    assert [r.stage_flags for r in parts["pre_rasterization"].push_constant_ranges] == [V]
    assert parts["fragment"].push_constant_ranges == ()
    assert layoutgen.link_layout(parts, desc).set_layouts == desc.set_layouts


def test_push_ranges_go_whole_to_every_library_that_sees_one() -> None:
    """Where both libraries have push ranges Vulkan wants them identical (pLibraries-06621)."""
    desc = PipelineLayoutDesc((SetLayout(0, (_ubo(0, V | F),)),),
                              (PushConstantRange(V, 0, 8), PushConstantRange(F, 8, 8)))
    parts = library_layouts(desc, {"pre_rasterization": V, "fragment": F})
    assert parts["pre_rasterization"].push_constant_ranges == parts["fragment"].push_constant_ranges \
        == desc.push_constant_ranges


def test_a_set_or_push_range_no_library_sees_is_named() -> None:
    shadow = SetLayout(1, (_ubo(2, ShaderStage.GEOMETRY, "shadow"),))
    geometry = PipelineLayoutDesc((SetLayout(0, (_ubo(0, V),)), shadow),
                                  (PushConstantRange(ShaderStage.GEOMETRY, 0, 4),))
    with pytest.raises(LayoutError, match=r"(?s)together are not the pipeline's layout:\n  set 1 \(binding 2 "
                                          r"UNIFORM_BUFFER x1 VK_SHADER_STAGE_GEOMETRY_BIT \(shadow\)\) is in no "
                                          r"library's layout.*push-constant range VK_SHADER_STAGE_GEOMETRY_BIT bytes "
                                          r"0\.\.4 is in no library's layout.*Give every stage"):
        library_layouts(geometry, {"pre_rasterization": V, "fragment": F})
    library_layouts(geometry, {"pre_rasterization": V | ShaderStage.GEOMETRY, "fragment": F})


def test_sets_that_differ_in_their_flags_alone_say_so() -> None:
    """Two sets alike but in their flags, a binding's flags, its mutable types or its immutable
    samplers were named with the same words."""
    from layoutgen.layout import BindingFlag, SetLayoutFlag

    parts = library_layouts(WHOLE, {"pre_rasterization": V, "fragment": F})
    flagged = SetLayout(0, (_ubo(0, V, "frame"),), flags=SetLayoutFlag.UPDATE_AFTER_BIND_POOL)
    late = SetLayout(2, (LayoutBinding(0, DescriptorType.UNIFORM_BUFFER, 1, F,
                                       binding_flags=BindingFlag.PARTIALLY_BOUND, names=("material",)),))
    other = PipelineLayoutDesc((flagged, WHOLE.set_layouts[1], late, WHOLE.set_layouts[3]),
                               WHOLE.push_constant_ranges)
    with pytest.raises(LayoutError, match=r"(?s)set 0 is binding 0 UNIFORM_BUFFER x1 VK_SHADER_STAGE_VERTEX_BIT "
                                          r"\(frame\) in the libraries' layouts and flagged "
                                          r"VK_DESCRIPTOR_SET_LAYOUT_CREATE_UPDATE_AFTER_BIND_POOL_BIT: binding 0 .*"
                                          r"\(frame\) in the pipeline's.*set 2 is .*\(material\) in the libraries' "
                                          r"layouts and .*\(material\) VK_DESCRIPTOR_BINDING_PARTIALLY_BOUND_BIT in "
                                          r"the pipeline's"):
        link_layout(parts, other)

    def one(binding: LayoutBinding) -> PipelineLayoutDesc:
        return PipelineLayoutDesc((SetLayout(0, (binding,)),))

    mutable = LayoutBinding(0, DescriptorType.MUTABLE_EXT, 4, V, mutable_types=(DescriptorType.SAMPLED_IMAGE,))
    fewer = library_layouts(one(mutable), {"pre_rasterization": V, "fragment": F})
    wider = LayoutBinding(0, DescriptorType.MUTABLE_EXT, 4, V,
                          mutable_types=(DescriptorType.SAMPLED_IMAGE, DescriptorType.STORAGE_BUFFER))
    with pytest.raises(LayoutError, match=r"x4 VK_SHADER_STAGE_VERTEX_BIT of SAMPLED_IMAGE in the libraries' layouts "
                                          r"and .* of SAMPLED_IMAGE/STORAGE_BUFFER in the pipeline's"):
        link_layout(fewer, one(wider))
    sampler = LayoutBinding(0, DescriptorType.SAMPLER, 1, V, immutable_samplers=("linear",))
    with pytest.raises(LayoutError, match=r"with immutable samplers \['linear'\] in the libraries' layouts and .*"
                                          r"with immutable samplers \['nearest'\] in the pipeline's"):
        link_layout(library_layouts(one(sampler), {"pre_rasterization": V, "fragment": F}),
                    one(LayoutBinding(0, DescriptorType.SAMPLER, 1, V, immutable_samplers=("nearest",))))


def test_a_mismatch_between_the_libraries_layouts_is_refused() -> None:
    parts = library_layouts(WHOLE, {"pre_rasterization": V, "fragment": F})
    other = SetLayout(3, (LayoutBinding(1, DescriptorType.STORAGE_BUFFER, 1, V | F),))
    frag = parts["fragment"]
    changed = PipelineLayoutDesc((*frag.set_layouts[:3], other), frag.push_constant_ranges, frag.flags)
    with pytest.raises(LayoutError, match=r"set 3 differs between the layouts of pre_rasterization \(binding 1 "
                                          r"UNIFORM_BUFFER.*\) and fragment \(binding 1 STORAGE_BUFFER.*\); .*"
                                          r"identically defined.*pLibraries-06679"):
        link_layout({**parts, "fragment": changed})
    both_null = PipelineLayoutDesc((NullSetLayout(0), *frag.set_layouts[1:]), frag.push_constant_ranges, frag.flags)
    pre = parts["pre_rasterization"]
    pre_null = PipelineLayoutDesc((NullSetLayout(0), *pre.set_layouts[1:]), pre.push_constant_ranges, pre.flags)
    with pytest.raises(LayoutError, match=r"set 0 is null \(VK_NULL_HANDLE\) in the layouts of both .*06681"):
        link_layout([pre_null, both_null])
    plain = PipelineLayoutDesc(pre.set_layouts, pre.push_constant_ranges)
    with pytest.raises(LayoutError, match=r"flagged INDEPENDENT_SETS_EXT and those of pre_rasterization are not.*"
                                          r"06615"):
        link_layout({"pre_rasterization": plain, "fragment": frag})
    pushed = PipelineLayoutDesc(frag.set_layouts, (PushConstantRange(F, 0, 4),), frag.flags)
    with pytest.raises(LayoutError, match=r"push-constant ranges of pre_rasterization \(VK_SHADER_STAGE_VERTEX_BIT "
                                          r"bytes 0\.\.8\) and fragment \(VK_SHADER_STAGE_FRAGMENT_BIT bytes 0\.\.4\) "
                                          r"differ.*06621"):
        link_layout({**parts, "fragment": pushed})
    with pytest.raises(LayoutError, match=r"set 3 is .* in the libraries' layouts and .*STORAGE_BUFFER.* in the "
                                          r"pipeline's"):
        link_layout(parts, PipelineLayoutDesc((*WHOLE.set_layouts[:3], other), WHOLE.push_constant_ranges))


@pytest.mark.parametrize("stages,pattern", [
    ({"vertex_input": V}, r"'vertex_input' is no part .* with shaders \(it holds no shader, so its library takes no "
                          r"layout: VK_NULL_HANDLE\); the parts with a layout are pre_rasterization, fragment"),
    ({"pre_rasterization": F, "fragment": F}, r"the 'pre_rasterization' library holds .*VERTEX.* and "
                                              r"VK_SHADER_STAGE_FRAGMENT_BIT include VK_SHADER_STAGE_FRAGMENT_BIT; it "
                                              r"belongs to the 'fragment' library"),
    ({"pre_rasterization": [VERT], "fragment": [VERT]}, r"the 'fragment' library holds .*FRAGMENT.*triangle\.vert"
                                                        r".*belongs to the 'pre_rasterization' library"),
    ({}, r"takes the stages of each library"),
    ({"fragment": ShaderStage.COMPUTE}, r"include VK_SHADER_STAGE_COMPUTE_BIT; no graphics pipeline library holds it"),
])
def test_stages_in_the_wrong_library_are_refused(stages: dict[str, Any], pattern: str) -> None:
    with pytest.raises(LayoutError, match=pattern):
        library_layouts(WHOLE, stages)


def test_a_library_layout_is_not_split_again() -> None:
    parts = library_layouts(WHOLE, {"pre_rasterization": V, "fragment": F})
    with pytest.raises(LayoutError, match=r"has null sets \(2\): give the whole pipeline's layout"):
        library_layouts(parts["pre_rasterization"], {"pre_rasterization": V})


def test_flags_and_null_sets_round_trip_through_json_and_plain_layouts_do_not_change() -> None:
    parts = library_layouts(WHOLE, {"pre_rasterization": V, "fragment": F})
    data = parts["fragment"].to_dict()
    assert data["flags"] == ["VK_PIPELINE_LAYOUT_CREATE_INDEPENDENT_SETS_BIT_EXT"]
    assert data["set_layouts"][0] == {"set": 0, "null": True}
    again = read_layout(json.loads(json.dumps(data)))
    assert again == parts["fragment"] and again.key == parts["fragment"].key
    assert "flags" not in WHOLE.to_dict(), "a layout without flags writes what it wrote before"
    assert read_layout({"set_layouts": [{"set": 1, "null": True}], "flags": "INDEPENDENT_SETS_EXT"}).set_layouts \
        == (SetLayout(0), NullSetLayout(1))
    with pytest.raises(LayoutError, match=r"is null \(VK_NULL_HANDLE\) and has bindings or flags"):
        read_layout({"set_layouts": [{"set": 0, "null": True, "bindings": [{"binding": 0,
                                                                            "descriptor_type": "UNIFORM_BUFFER"}]}]})
    with pytest.raises(LayoutError, match=r"pipeline layout flags: 'INDEPENDENT' is not one of "
                                          r"VK_PIPELINE_LAYOUT_CREATE_INDEPENDENT_SETS_BIT_EXT"):
        read_layout({"flags": ["INDEPENDENT"]})
    with pytest.raises(LayoutError, match=r"null set layout .* has no bindings"):
        NullSetLayout(0, (_ubo(0, V),))


def test_the_schema_describes_flags_and_null_sets() -> None:
    defs = json.loads((ROOT / "layoutgen" / "schemas" / "layout.schema.json").read_text())["$defs"]
    assert set(defs["layout"]["properties"]) == set(json_form._LAYOUT_KEYS)
    assert set(defs["set_layout"]["properties"]) == set(json_form._SET_KEYS)
    assert defs["set_layout"]["properties"]["null"]["type"] == "boolean"


@pytest.mark.parametrize("call, pattern", [
    (lambda: library_layouts(WHOLE, [[V], [F]]), r"library_layouts\(\) takes the stages of each library as "
                                                 r"\{part: stages\} .*, not list"),
    (lambda: library_layouts(None, {"fragment": F}), r"library_layouts\(\) takes the whole pipeline's "
                                                     r"PipelineLayoutDesc first .*, not NoneType"),
    (lambda: library_layouts(WHOLE.to_dict(), {"fragment": F}), r"PipelineLayoutDesc first .*, not dict"),
    (lambda: link_layout(None), r"link_layout\(\) takes the libraries' layouts, .*, not NoneType"),
    (lambda: link_layout(WHOLE), r"link_layout\(\) takes the libraries' layouts, .*, not PipelineLayoutDesc"),
    (lambda: link_layout([None]), r"link_layout\(\): the layout of library 0 is a NoneType, not a PipelineLayoutDesc"),
    (lambda: link_layout([WHOLE.to_dict()]), r"the layout of library 0 is a dict, not a PipelineLayoutDesc"),
    (lambda: link_layout([WHOLE], "x"), r"link_layout\(desc=\) is the whole pipeline's PipelineLayoutDesc, not str"),
])
def test_the_arguments_of_the_wrong_kind_are_named(call, pattern: str) -> None:
    """Each escaped as an AttributeError or a TypeError from inside."""
    with pytest.raises(LayoutError, match=pattern):
        call()
