"""Layouts on a real device: policies, the cache, limits, features, and the layer catching
a layout that does not fit its shaders."""
from __future__ import annotations

import pytest
from support.sources import FRAG_UBO, VERT_UBO
from support.vkutil import build_pipeline, corpus_stages, layer_version, stage_features

from layoutgen import LayoutLimitError, ValidationError, VulkanError, merge
from layoutgen.layout import LayoutBinding, PipelineLayoutDesc, PushConstantRange, SetLayout
from layoutgen.layout.vuids import layer_names
from layoutgen.reflect import DescriptorType as DT
from layoutgen.reflect import ShaderStage as S


@pytest.fixture
def pair(glsl):
    return glsl("a.vert", VERT_UBO), glsl("a.frag", FRAG_UBO)


@pytest.mark.parametrize("policy", [
    {}, {"dynamic": ["frame", "outs"]}, {"push_constants": "merged"}, {"inline_uniform_blocks": "frame"},
    {"push_descriptor_sets": 1}, {"dynamic": "frame", "push_descriptor_sets": 3},
])
def test_policies_create_clean(policy: dict, pair, vulkan_device: bool) -> None:
    from layoutgen.vk import DeviceContext, LayoutCache, pipeline

    from layoutgen.layout.stages import resolve_all

    stages = resolve_all(pair)
    desc = merge(stages, **policy)
    with DeviceContext(features=stage_features(stages, desc)) as ctx, LayoutCache(ctx) as cache:
        handle = build_pipeline(ctx, cache, stages, desc)
        pipeline.destroy(ctx, "Pipeline", handle)
        problems = ctx.take_problems()
    assert not problems, "\n".join(map(str, problems))


def test_cache_shares_handles_and_destroys_them(pair, vulkan_device: bool) -> None:
    from layoutgen.vk import DeviceContext, LayoutCache

    a, b = merge(pair), merge(pair)
    other = merge(pair, push_constants="merged")
    with DeviceContext() as ctx:
        cache = LayoutCache(ctx)
        first = cache.get(a)
        assert cache.get(b) is first and cache.get(a).handle == first.handle
        third = cache.get(other)
        assert third.handle != first.handle
        assert third.set_layouts == first.set_layouts  # set layouts are shared between pipeline layouts
        assert len(cache) == 2
        cache.close()
        ctx.close()
        assert not ctx.take_problems()


def test_the_layer_reports_a_leak_the_cache_would_prevent(pair, vulkan_device: bool) -> None:
    from layoutgen.vk import DeviceContext, LayoutCache

    ctx = DeviceContext()
    LayoutCache(ctx).get(merge(pair))  # never closed
    ctx.close()
    assert any("has not been destroyed" in m.text or "not destroyed" in m.text for m in ctx.take_problems())


def _desc(sets: int = 1, push: int = 0, count: int = 1) -> PipelineLayoutDesc:
    binding = LayoutBinding(0, DT.UNIFORM_BUFFER, count, S.VERTEX)
    ranges = (PushConstantRange(S.VERTEX, 0, push),) if push else ()
    return PipelineLayoutDesc(tuple(SetLayout(i, (binding,)) for i in range(sets)), ranges)


def test_limits_are_checked_before_the_driver(vulkan_device: bool) -> None:
    from layoutgen.vk import DeviceContext, create_pipeline_layout

    with DeviceContext() as ctx:
        sets = ctx.limits["maxBoundDescriptorSets"]
        with pytest.raises(LayoutLimitError) as info:
            create_pipeline_layout(ctx, _desc(sets=sets + 1))
        assert (info.value.limit, info.value.value, info.value.count) == ("maxBoundDescriptorSets", sets, sets + 1)
        assert f"maxBoundDescriptorSets is {sets} on this device, but the layout needs {sets + 1}" in str(info.value)
        size = ctx.limits["maxPushConstantsSize"]
        with pytest.raises(LayoutLimitError, match="maxPushConstantsSize"):
            create_pipeline_layout(ctx, _desc(push=size + 4))
        ubos = ctx.limits["maxPerStageDescriptorUniformBuffers"]
        with pytest.raises(LayoutLimitError, match="maxPerStageDescriptorUniformBuffers"):
            create_pipeline_layout(ctx, _desc(count=ubos + 1))
        assert not ctx.take_messages()  # nothing reached the driver or the layer


def test_a_misspelt_limit_of_the_callers_is_refused_before_the_driver(vulkan_device: bool) -> None:
    """A limit given by a name Vulkan does not have would check nothing: it is refused, with the
    name meant; the device's own limits (a DeviceContext's) are read by Vulkan's names."""
    from layoutgen import LayoutError
    from layoutgen.vk import DeviceContext, create_pipeline_layout

    with DeviceContext() as ctx:
        with pytest.raises(LayoutError, match="no device limit is named 'maxBoundDescriptorSet' .*did you mean "
                                              "'maxBoundDescriptorSets'"):
            create_pipeline_layout(ctx, _desc(sets=2), limits={"maxBoundDescriptorSet": 1})
        with pytest.raises(LayoutLimitError, match="maxBoundDescriptorSets is 1"):
            create_pipeline_layout(ctx, _desc(sets=2), limits={"maxBoundDescriptorSets": 1})
        create_pipeline_layout(ctx, _desc(sets=2), limits=dict(ctx.limits)).destroy(ctx)
        assert not ctx.take_messages()


def test_check_limits_counts_per_stage_and_per_set() -> None:
    from layoutgen.vk import check_limits

    desc = _desc(sets=2, count=3)
    check_limits(desc, {"maxPerStageDescriptorUniformBuffers": 6, "maxDescriptorSetUniformBuffers": 6})
    with pytest.raises(LayoutLimitError, match="maxPerStageDescriptorUniformBuffers is 5 .* needs 6"):
        check_limits(desc, {"maxPerStageDescriptorUniformBuffers": 5})
    with pytest.raises(LayoutLimitError, match="maxDescriptorSetUniformBuffers is 4"):
        check_limits(desc, {"maxDescriptorSetUniformBuffers": 4})
    with pytest.raises(LayoutLimitError, match="maxPerStageResources"):
        check_limits(desc, {"maxPerStageResources": 5})


def test_missing_features_are_named(vulkan_device: bool) -> None:
    from layoutgen.vk import DeviceContext

    with pytest.raises(VulkanError, match="lacks feature.*shaderResourceMinLod"):
        DeviceContext(features=["shaderResourceMinLod"])
    with pytest.raises(VulkanError, match="unknown device feature"):
        DeviceContext(features=["noSuchFeature"])


@pytest.mark.parametrize("drop", ["set", "binding", "stage"])
def test_the_layer_catches_a_layout_that_does_not_fit(drop: str, pipeline_modules: dict, vulkan_device: bool) -> None:
    """The same pipelines with a broken layout: the layer reports it and the driver is never
    handed the invalid pipeline (the messenger answers VK_TRUE on errors)."""
    from layoutgen.vk import DeviceContext, LayoutCache

    stages = corpus_stages(pipeline_modules[("vf_shared_ubo", "vulkan1.0")])
    good = merge(stages)
    s0 = good.set_layouts[0]
    if drop == "set":
        bad = PipelineLayoutDesc((), good.push_constant_ranges)
    elif drop == "binding":
        bad = PipelineLayoutDesc((SetLayout(0, s0.bindings[1:]),), good.push_constant_ranges)
    else:
        first = s0.bindings[0]
        narrowed = LayoutBinding(first.binding, first.descriptor_type, 1, S.FRAGMENT)
        bad = PipelineLayoutDesc((SetLayout(0, (narrowed, *s0.bindings[1:])),), good.push_constant_ranges)
    with DeviceContext(features=stage_features(stages, good)) as ctx, LayoutCache(ctx) as cache:
        with pytest.raises(ValidationError, match="vkCreateGraphicsPipelines was refused by the validation layer") \
                as info:
            build_pipeline(ctx, cache, stages, bad)
    # every drop breaks the rule that each used binding be in the layout for its stage
    assert layer_names("VUID-VkGraphicsPipelineCreateInfo-layout-07988", layer_version()) & {
        m.vuid for m in info.value.messages}


def test_update_after_bind_sets_count_against_their_own_limits(corpus_by_id: dict) -> None:
    from layoutgen.vk import check_limits

    stages = [str(corpus_by_id[f"bindless.{s}@vulkan1.0"].spv) for s in ("vert", "frag")]
    desc = merge(stages, bindless_max=100)
    # The plain limits do not see update-after-bind sets; theirs do.
    check_limits(desc, {"maxPerStageDescriptorSamplers": 1, "maxPerStageDescriptorSampledImages": 1})
    with pytest.raises(LayoutLimitError, match="maxPerStageDescriptorUpdateAfterBindSampledImages is 99 .* 100"):
        check_limits(desc, {"maxPerStageDescriptorUpdateAfterBindSampledImages": 99})
    with pytest.raises(LayoutLimitError, match="maxDescriptorSetUpdateAfterBindStorageBuffers"):
        check_limits(desc, {"maxDescriptorSetUpdateAfterBindStorageBuffers": 10})


def test_a_call_the_layer_refuses_raises_its_messages(vulkan_device: bool) -> None:
    from layoutgen.vk import DeviceContext, create_pipeline_layout

    twice = SetLayout(0, (LayoutBinding(0, DT.UNIFORM_BUFFER, 1, S.VERTEX), LayoutBinding(0, DT.SAMPLER, 1, S.VERTEX)))
    with DeviceContext() as ctx:
        with pytest.raises(ValidationError, match="refused by the validation layer") as info:
            create_pipeline_layout(ctx, PipelineLayoutDesc((twice,)))
    assert "VUID-VkDescriptorSetLayoutCreateInfo-binding-00279" in {m.vuid for m in info.value.messages}


@pytest.mark.parametrize("update_after_bind", [False, True])
def test_dynamic_buffers_and_update_after_bind_as_the_layer_sees_them(update_after_bind: bool,
                                                                      vulkan_device: bool) -> None:
    """VUID-VkDescriptorSetLayoutCreateInfo-descriptorType-03001 forbids a dynamic buffer in a set
    where a binding is UPDATE_AFTER_BIND; the set's UPDATE_AFTER_BIND_POOL flag alone is fine."""
    from layoutgen.layout.model import BindingFlag, SetLayoutFlag
    from layoutgen.layout.validity import validity_findings
    from layoutgen.vk import DeviceContext, create_pipeline_layout, for_layout

    flags = BindingFlag.UPDATE_AFTER_BIND if update_after_bind else BindingFlag(0)
    desc = PipelineLayoutDesc((SetLayout(0, (LayoutBinding(0, DT.UNIFORM_BUFFER_DYNAMIC, 1, S.FRAGMENT),
                                             LayoutBinding(1, DT.SAMPLED_IMAGE, 4, S.FRAGMENT, flags)),
                                         SetLayoutFlag.UPDATE_AFTER_BIND_POOL),))
    ours = [f.vuid for f in validity_findings(desc) if f.severity == "error"]
    with DeviceContext(features=for_layout(desc)) as ctx:
        try:
            create_pipeline_layout(ctx.device, desc).destroy(ctx)
        except VulkanError:
            pass
        theirs = [m.vuid for m in ctx.take_messages() if m.is_problem]
    assert ours == theirs == (["VUID-VkDescriptorSetLayoutCreateInfo-descriptorType-03001"] if update_after_bind
                              else [])
