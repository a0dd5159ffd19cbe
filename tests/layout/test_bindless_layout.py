"""A global bindless layout of mutable descriptors (VK_EXT_mutable_descriptor_type): the layout,
its JSON form, the type list's rules as findings with their VUIDs, pool sizes, and check()
telling which shaders run with it."""
from __future__ import annotations

import json
from dataclasses import replace

import pytest
from support.sources import ALIASED_BINDLESS

import layoutgen
from layoutgen import DescriptorType as DT
from layoutgen import ShaderStage
from layoutgen.errors import LayoutError
from layoutgen.layout import BindingFlag, LayoutBinding, SetLayout, SetLayoutFlag, bindless_layout, read_layout
from layoutgen.layout.model import PipelineLayoutDesc
from layoutgen.layout.validity import validity_findings


def _shader(body: str, decl: str) -> str:
    return f"""#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 1) in;
{decl}
layout(set = 0, binding = 0) buffer B {{ float v[]; }} bufs[];
void main() {{ {body} }}
"""


def test_one_set_of_mutable_descriptors() -> None:
    desc = bindless_layout(types=["storage_buffer", DT.SAMPLED_IMAGE, "VK_DESCRIPTOR_TYPE_STORAGE_IMAGE"], count=1024)
    (s,) = desc.set_layouts
    (b,) = s.bindings
    assert (b.binding, b.descriptor_type, b.descriptor_count) == (0, DT.MUTABLE_EXT, 1024)
    assert b.mutable_types == (DT.STORAGE_BUFFER, DT.SAMPLED_IMAGE, DT.STORAGE_IMAGE)
    assert b.stage_flags == ShaderStage.ALL
    assert b.binding_flags == BindingFlag.PARTIALLY_BOUND | BindingFlag.UPDATE_AFTER_BIND
    assert s.flags == SetLayoutFlag.UPDATE_AFTER_BIND_POOL
    assert not validity_findings(desc)


def test_options_set_index_stages_and_flags() -> None:
    desc = bindless_layout(["uniform_buffer"], 8, set=2, stages=ShaderStage.FRAGMENT, update_after_bind=False,
                           variable_count=True)
    assert [len(s.bindings) for s in desc.set_layouts] == [0, 0, 1]
    b = desc.set_layouts[2].bindings[0]
    assert b.binding_flags == BindingFlag.PARTIALLY_BOUND | BindingFlag.VARIABLE_DESCRIPTOR_COUNT
    assert desc.set_layouts[2].flags == SetLayoutFlag(0) and b.stage_flags == ShaderStage.FRAGMENT


def test_json_round_trip_and_other_bindings_unchanged() -> None:
    desc = bindless_layout(["storage_buffer", "sampled_image"], 64)
    data = json.loads(json.dumps(desc.to_dict()))
    assert data["set_layouts"][0]["bindings"][0]["mutable_types"] == ["VK_DESCRIPTOR_TYPE_STORAGE_BUFFER",
                                                                       "VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE"]
    back = read_layout(data)
    assert back == desc and back.key == desc.key
    plain = LayoutBinding(0, DT.STORAGE_BUFFER, 1, ShaderStage.COMPUTE)
    assert "mutable_types" not in plain.to_dict()
    data["set_layouts"][0]["bindings"][0]["mutable_types"] = ["VK_DESCRIPTOR_TYPE_TEXTURE"]
    with pytest.raises(LayoutError, match="mutable_types: 'VK_DESCRIPTOR_TYPE_TEXTURE' is not one of"):
        read_layout(data)


def test_type_lists_differ_in_the_key() -> None:
    a = bindless_layout(["storage_buffer"], 4)
    b = bindless_layout(["uniform_buffer"], 4)
    assert a.key != b.key and a != b


@pytest.mark.parametrize(("types", "vuid"), [
    ([], "VUID-VkMutableDescriptorTypeListEXT-descriptorTypeCount-04597"),
    (["storage_buffer", "storage_buffer"], "VUID-VkMutableDescriptorTypeListEXT-pDescriptorTypes-04598"),
    (["mutable_ext"], "VUID-VkMutableDescriptorTypeListEXT-pDescriptorTypes-04600"),
    (["uniform_buffer_dynamic"], "VUID-VkMutableDescriptorTypeListEXT-pDescriptorTypes-04601"),
    (["storage_buffer_dynamic"], "VUID-VkMutableDescriptorTypeListEXT-pDescriptorTypes-04602"),
    (["inline_uniform_block"], "VUID-VkMutableDescriptorTypeListEXT-pDescriptorTypes-04603"),
])
def test_bindless_layout_refuses_a_list_vulkan_refuses(types: list[str], vuid: str) -> None:
    with pytest.raises(LayoutError, match=vuid):
        bindless_layout(types, 16)


def test_bindless_layout_refuses_bad_arguments() -> None:
    with pytest.raises(LayoutError, match="'texture' is no descriptor type; give a DescriptorType or one of"):
        bindless_layout(["texture"], 16)
    with pytest.raises(LayoutError, match=r"count must be an integer in 1\.\.4294967295, not 0"):
        bindless_layout(["storage_buffer"], 0)
    for kw, message in [({"count": 2**32}, r"in 1\.\.4294967295, not 4294967296"), ({"set": True}, "set must be an integer"),
                        ({"set": 1.5}, "set must be an integer"), ({"stages": "vertex"}, "stages is a ShaderStage"),
                        ({"stages": 0}, "stages is a ShaderStage"), ({"stages": 2**40}, "stages is a ShaderStage"),
                        ({"types": 5}, "types is a list of descriptor types")]:
        args = {"types": ["storage_buffer"], "count": 16, **kw}
        with pytest.raises(LayoutError, match=message):
            bindless_layout(**args)


def _desc(b: LayoutBinding, flags: SetLayoutFlag = SetLayoutFlag(0)) -> PipelineLayoutDesc:
    return PipelineLayoutDesc((SetLayout(0, (b,), flags),))


def _vuids(desc: PipelineLayoutDesc) -> dict[str, str]:
    return {f.vuid or f.kind: str(f.severity) for f in validity_findings(desc)}


def test_validity_names_the_type_list_vuids() -> None:
    good = bindless_layout(["storage_buffer"], 4).set_layouts[0].bindings[0]
    assert _vuids(_desc(replace(good, mutable_types=()), SetLayoutFlag.UPDATE_AFTER_BIND_POOL)) == {
        "VUID-VkMutableDescriptorTypeListEXT-descriptorTypeCount-04597": "error"}
    wrong = replace(good, mutable_types=(DT.UNIFORM_BUFFER_DYNAMIC, DT.SAMPLED_IMAGE, DT.SAMPLED_IMAGE))
    assert _vuids(_desc(wrong, SetLayoutFlag.UPDATE_AFTER_BIND_POOL)) == {
        "VUID-VkMutableDescriptorTypeListEXT-pDescriptorTypes-04601": "error",
        "VUID-VkMutableDescriptorTypeListEXT-pDescriptorTypes-04598": "error"}
    listed = LayoutBinding(0, DT.STORAGE_BUFFER, 1, ShaderStage.COMPUTE, mutable_types=(DT.STORAGE_BUFFER,))
    (f,) = validity_findings(_desc(listed))
    assert f.vuid == "VUID-VkMutableDescriptorTypeListEXT-descriptorTypeCount-04599"
    assert f.kind == "mutable-type-list" and "not MUTABLE_EXT" in f.message
    samplers = replace(good, binding_flags=BindingFlag(0), immutable_samplers=(object(),) * 4)
    assert "VUID-VkDescriptorSetLayoutBinding-descriptorType-04605" in _vuids(_desc(samplers))
    assert {f.kind for f in validity_findings(_desc(samplers))} == {"mutable-binding"}
    pushed = replace(good, binding_flags=BindingFlag(0))
    assert "VUID-VkDescriptorSetLayoutCreateInfo-flags-04591" in _vuids(_desc(pushed, SetLayoutFlag.PUSH_DESCRIPTOR_KHR))


def test_a_type_the_feature_does_not_guarantee_is_a_warning() -> None:
    desc = bindless_layout(["sampled_image", "sampler", "acceleration_structure_khr"], 16)
    (f,) = validity_findings(desc)
    assert (str(f.severity), f.kind) == ("warning", "mutable-type-support")
    assert "SAMPLER, ACCELERATION_STRUCTURE_KHR" in f.message and "vkGetDescriptorSetLayoutSupport" in f.message


def test_update_after_bind_mutable_binding_is_valid() -> None:
    findings = validity_findings(bindless_layout(["storage_buffer", "uniform_buffer"], 16))
    assert not [f for f in findings if f.kind == "update-after-bind-type"]


def test_pool_sizes_count_mutable_descriptors_by_type_list() -> None:
    a = bindless_layout(["storage_buffer", "sampled_image"], 100).set_layouts[0]
    b = SetLayout(1, (LayoutBinding(0, DT.MUTABLE_EXT, 10, ShaderStage.ALL,
                                    mutable_types=(DT.SAMPLED_IMAGE, DT.STORAGE_BUFFER)),
                      LayoutBinding(1, DT.MUTABLE_EXT, 5, ShaderStage.ALL, mutable_types=(DT.UNIFORM_BUFFER,)),
                      LayoutBinding(2, DT.MUTABLE_EXT, 1, ShaderStage.ALL,
                                    mutable_types=(DT.UNIFORM_TEXEL_BUFFER, DT.UNIFORM_BUFFER))))
    sizes = layoutgen.pool_sizes([a, b], sets=2)
    assert sizes.sizes == {DT.MUTABLE_EXT: 232} and sizes.update_after_bind
    assert sizes.mutable_types == {(DT.SAMPLED_IMAGE, DT.STORAGE_BUFFER): 220,
                                   (DT.UNIFORM_TEXEL_BUFFER, DT.UNIFORM_BUFFER): 12}
    assert sizes.to_dict()["mutable_types"][0] == {
        "types": ["VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE", "VK_DESCRIPTOR_TYPE_STORAGE_BUFFER"], "count": 220}
    assert "mutable_types" not in layoutgen.pool_sizes([SetLayout(0)]).to_dict()


def test_check_accepts_shaders_the_mutable_set_serves(glsl) -> None:
    desc = bindless_layout(["storage_buffer", "sampled_image"], 16)
    findings = layoutgen.check(desc, [glsl("aliased.comp", ALIASED_BINDLESS)])
    assert not findings.has_errors, "\n".join(map(str, findings))


def test_check_refuses_a_type_outside_the_list(glsl) -> None:
    desc = bindless_layout(["storage_buffer", "sampled_image"], 16)
    path = glsl("image.comp", _shader("imageStore(imgs[0], ivec2(0), vec4(bufs[1].v[0]));",
                                      "layout(set = 0, binding = 0, r32f) uniform image2D imgs[];"))
    (f,) = layoutgen.check(desc, [path]).errors
    assert f.kind == "type-mismatch" and (f.set, f.binding) == (0, 0)
    assert f.needs == "VK_DESCRIPTOR_TYPE_STORAGE_IMAGE" and f.has == "MUTABLE_EXT (STORAGE_BUFFER, SAMPLED_IMAGE)"
    assert "'imgs' as STORAGE_IMAGE but the layout's MUTABLE_EXT binding lists only STORAGE_BUFFER, SAMPLED_IMAGE; " \
           "add STORAGE_IMAGE to its types" in f.message


def test_check_says_which_binding_is_not_in_the_bindless_set(glsl) -> None:
    desc = bindless_layout(["storage_buffer"], 16)
    path = glsl("other.comp", _shader("bufs[0].v[0] = other[1].v[0] + third.x;",
                                      "layout(set = 0, binding = 1) buffer O { float v[]; } other[];\n"
                                      "layout(set = 1, binding = 0) uniform U { float x; } third;"))
    errors = {(f.kind, f.set, f.binding) for f in layoutgen.check(desc, [path]).errors}
    assert errors == {("missing-binding", 0, 1), ("missing-set", 1, 0)}


def test_check_counts_and_stages(glsl) -> None:
    desc = bindless_layout(["storage_buffer"], 4, stages=ShaderStage.FRAGMENT)
    path = glsl("eight.comp", _shader("bufs[0].v[0] = eight[7].v[0];",
                                      "layout(set = 0, binding = 0) buffer F { float v[]; } eight[8];"))
    kinds = sorted(f.kind for f in layoutgen.check(desc, [path]).errors)
    assert kinds == ["count-too-small", "stage-missing", "stage-missing"]
