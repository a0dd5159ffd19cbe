"""Layouts read from their JSON form, in process: round trips, order, and errors that say where."""
from __future__ import annotations

import pytest

from layoutgen import LayoutError, pool_sizes
from layoutgen.layout import LayoutBinding, PipelineLayoutDesc, PushConstantRange, SetLayout
from layoutgen.layout import read_binding, read_layout, read_push_range, read_set_layout
from layoutgen.layout.model import BindingFlag as BF
from layoutgen.layout.model import SetLayoutFlag as SF
from layoutgen.reflect import DescriptorType as DT
from layoutgen.reflect import ShaderStage as S

SET = SetLayout(1, (LayoutBinding(0, DT.UNIFORM_BUFFER, 1, S.VERTEX, names=("frame",)),
                    LayoutBinding(3, DT.COMBINED_IMAGE_SAMPLER, 8, S.FRAGMENT,
                                  BF.PARTIALLY_BOUND | BF.UPDATE_AFTER_BIND)), SF.UPDATE_AFTER_BIND_POOL)
DESC = PipelineLayoutDesc((SetLayout(0), SET), (PushConstantRange(S.VERTEX | S.FRAGMENT, 0, 68),))


def test_round_trips() -> None:
    assert read_set_layout(SET.to_dict()) == SET
    assert read_binding(SET.bindings[1].to_dict()) == SET.bindings[1]
    assert read_push_range(DESC.push_constant_ranges[0].to_dict()) == DESC.push_constant_ranges[0]
    assert read_layout(DESC.to_dict()) == DESC
    assert DT.from_vk_name("VK_DESCRIPTOR_TYPE_INPUT_ATTACHMENT") == DT.INPUT_ATTACHMENT


def test_bindings_are_read_in_binding_order() -> None:
    d = SET.to_dict()
    d["bindings"] = d["bindings"][::-1]
    assert [b.binding for b in read_set_layout(d).bindings] == [0, 3]


@pytest.mark.parametrize("edit, message", [
    (lambda d: d["push_constant_ranges"][0].update(size=-4), r"^push_constant_ranges\[0\] size must be an integer"),
    (lambda d: d["push_constant_ranges"][0].pop("offset"), r"^push_constant_ranges\[0\]: missing key\(s\) offset"),
    (lambda d: d.update(push_constant_ranges=7), r"^push_constant_ranges must be a list"),
    (lambda d: d["set_layouts"][1]["bindings"][0].update(descriptor_type="UBO"),
     r"^set_layouts\[1\] \(set 1\) binding #0 descriptor_type: 'UBO' is not one of"),
    (lambda d: d["set_layouts"][1].update(set=4095), r"^set_layouts\[1\] set 4095 is outside 0..1023"),
    # what `layoutgen layout --pool-sizes` writes is read for its form (it was taken whatever it held)
    (lambda d: d.update(pool_sizes="garbage"), r"^pool_sizes: expected an object with keys max_sets, sizes"),
    (lambda d: d.update(pool_sizes={"max_sets": 2, "sizes": {"UBO": 1}}),
     r"^pool_sizes sizes: 'UBO' is not one of VK_DESCRIPTOR_TYPE_SAMPLER, "),
    (lambda d: d.update(pool_sizes={"max_sets": 2, "sizes": {"UNIFORM_BUFFER": -1}}),
     r"^pool_sizes sizes\['UNIFORM_BUFFER'\] must be an integer in 0..4294967295, not -1"),
])
def test_errors_say_where(edit, message: str) -> None:
    d = DESC.to_dict()
    edit(d)
    with pytest.raises(LayoutError, match=message):
        read_layout(d)


def test_a_wrong_name_is_told_vulkans_names_each_once() -> None:
    d = DESC.to_dict()
    d["push_constant_ranges"][0]["stage_flags"] = ["FRAGMENT_BIT_KHR"]
    with pytest.raises(LayoutError) as info:
        read_layout(d)
    names = str(info.value).split("is not one of ")[1].split(", ")
    assert names[:2] == ["VK_SHADER_STAGE_VERTEX_BIT", "VK_SHADER_STAGE_TESSELLATION_CONTROL_BIT"]
    assert len(names) == len(set(names)) and "VK_SHADER_STAGE_RAYGEN_BIT_KHR" in names
    assert "VK_SHADER_STAGE_ALL" in names and "VK_SHADER_STAGE_RAYGEN_NV" not in names, "an alias's once"
    assert read_layout({**DESC.to_dict(), "pool_sizes": pool_sizes(DESC, sets=2).to_dict()}) == DESC
    # what `layoutgen layout --pool-sizes` writes for push constants alone (no set takes pool space)
    alone = PipelineLayoutDesc((), (PushConstantRange(S.VERTEX, 0, 16),))
    assert pool_sizes(alone, sets=1).max_sets == 0
    assert read_layout({**alone.to_dict(), "pool_sizes": pool_sizes(alone, sets=1).to_dict()}) == alone


def test_a_document_of_several_pipelines_is_refused_naming_them() -> None:
    with pytest.raises(LayoutError, match="several pipelines") as info:
        read_layout({"pipelines": {"draw": {"set_layouts": []}, "cull": {"set_layouts": []}}})
    assert "draw" in str(info.value) and "cull" in str(info.value)


def test_set_layouts_that_are_not_a_list_are_named() -> None:
    with pytest.raises(LayoutError, match="set_layouts must be a list"):
        read_layout({"set_layouts": 7})


def test_pools_for_update_after_bind_sets() -> None:
    pools = pool_sizes(DESC, sets=2)
    assert pools.update_after_bind and pools.max_sets == 4
    assert pools.sizes == {DT.UNIFORM_BUFFER: 2, DT.COMBINED_IMAGE_SAMPLER: 16}
    assert not pool_sizes(PipelineLayoutDesc((SetLayout(0, SET.bindings),))).update_after_bind
