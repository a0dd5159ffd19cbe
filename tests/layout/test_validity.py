"""A layout's own validity (the rules vkCreate*Layout enforces), one rule at a time: each
finding is reported for the layout that breaks its rule, with its VUID, and not for the same
layout with that one thing put right."""
from __future__ import annotations

import pytest

from layoutgen.layout.validity import validity_findings
from layoutgen.layout import LayoutBinding, PipelineLayoutDesc, PushConstantRange, SetLayout
from layoutgen.layout.model import BindingFlag as BF
from layoutgen.layout.model import SetLayoutFlag as SF
from layoutgen.reflect import DescriptorType as DT
from layoutgen.reflect import ShaderStage as S

UBO = LayoutBinding(0, DT.UNIFORM_BUFFER, 1, S.FRAGMENT)
TEX = LayoutBinding(1, DT.COMBINED_IMAGE_SAMPLER, 4, S.FRAGMENT)
PUSH = SF.PUSH_DESCRIPTOR_KHR
UAB = SF.UPDATE_AFTER_BIND_POOL


def _desc(*sets: SetLayout, ranges=()) -> PipelineLayoutDesc:
    return PipelineLayoutDesc(tuple(sets), tuple(ranges))


def _found(desc: PipelineLayoutDesc) -> set[tuple[str, str]]:
    return {(f.kind, f.vuid) for f in validity_findings(desc) if f.severity == "error"}


def _where(desc: PipelineLayoutDesc) -> list[tuple]:
    return [(f.set, f.binding, f.message) for f in validity_findings(desc)]


CASES = {
    "two-push-descriptor-sets": (
        _desc(SetLayout(0, (UBO,), PUSH), SetLayout(1, (UBO,), PUSH)),
        _desc(SetLayout(0, (UBO,), PUSH), SetLayout(1, (UBO,))),
        "VUID-VkPipelineLayoutCreateInfo-pSetLayouts-00293"),
    "push-set-descriptor-type": (
        _desc(SetLayout(0, (LayoutBinding(0, DT.UNIFORM_BUFFER_DYNAMIC, 1, S.FRAGMENT),), PUSH)),
        _desc(SetLayout(0, (LayoutBinding(0, DT.UNIFORM_BUFFER_DYNAMIC, 1, S.FRAGMENT),))),
        "VUID-VkDescriptorSetLayoutCreateInfo-flags-00280"),
    "push-set-update-after-bind": (
        _desc(SetLayout(0, (UBO, TEX), PUSH | UAB)),
        _desc(SetLayout(0, (UBO, TEX), PUSH)),
        "VUID-VkDescriptorSetLayoutCreateInfo-flags-04590"),
    "update-after-bind-pool": (
        _desc(SetLayout(0, (UBO, LayoutBinding(1, DT.COMBINED_IMAGE_SAMPLER, 4, S.FRAGMENT, BF.UPDATE_AFTER_BIND)))),
        _desc(SetLayout(0, (UBO, LayoutBinding(1, DT.COMBINED_IMAGE_SAMPLER, 4, S.FRAGMENT, BF.UPDATE_AFTER_BIND)),
                        UAB)),
        "VUID-VkDescriptorSetLayoutCreateInfo-flags-03000"),
    "variable-count-dynamic": (
        _desc(SetLayout(0, (UBO, LayoutBinding(1, DT.STORAGE_BUFFER_DYNAMIC, 4, S.FRAGMENT,
                                               BF.VARIABLE_DESCRIPTOR_COUNT)))),
        _desc(SetLayout(0, (UBO, LayoutBinding(1, DT.STORAGE_BUFFER, 4, S.FRAGMENT, BF.VARIABLE_DESCRIPTOR_COUNT)))),
        "VUID-VkDescriptorSetLayoutBindingFlagsCreateInfo-pBindingFlags-03015"),
    # VUID-...-03001 forbids dynamic buffers in a set where a binding is UPDATE_AFTER_BIND; the
    # set's UPDATE_AFTER_BIND_POOL flag alone does not (the layer takes such a set)
    "dynamic-in-update-after-bind-set": (
        _desc(SetLayout(0, (LayoutBinding(0, DT.UNIFORM_BUFFER_DYNAMIC, 1, S.FRAGMENT),
                            LayoutBinding(1, DT.SAMPLED_IMAGE, 4, S.FRAGMENT, BF.UPDATE_AFTER_BIND)), UAB)),
        _desc(SetLayout(0, (LayoutBinding(0, DT.UNIFORM_BUFFER_DYNAMIC, 1, S.FRAGMENT),
                            LayoutBinding(1, DT.SAMPLED_IMAGE, 4, S.FRAGMENT)), UAB)),
        "VUID-VkDescriptorSetLayoutCreateInfo-descriptorType-03001"),
    "inline-block-size": (
        _desc(SetLayout(0, (LayoutBinding(0, DT.INLINE_UNIFORM_BLOCK, 18, S.FRAGMENT),))),
        _desc(SetLayout(0, (LayoutBinding(0, DT.INLINE_UNIFORM_BLOCK, 20, S.FRAGMENT),))),
        "VUID-VkDescriptorSetLayoutBinding-descriptorType-02209"),
    "push-range-no-stages": (
        _desc(ranges=[PushConstantRange(S(0), 0, 16)]),
        _desc(ranges=[PushConstantRange(S.VERTEX, 0, 16)]),
        "VUID-VkPushConstantRange-stageFlags-requiredbitmask"),
    "push-range-size": (
        _desc(ranges=[PushConstantRange(S.VERTEX, 0, 6)]),
        _desc(ranges=[PushConstantRange(S.VERTEX, 0, 8)]),
        "VUID-VkPushConstantRange-size-00297"),
}


@pytest.mark.parametrize("kind", sorted(CASES))
def test_each_rule_is_reported_where_broken_and_only_there(kind: str) -> None:
    broken, fixed, vuid = CASES[kind]
    assert _found(broken) == {(kind, vuid)}
    assert _found(fixed) == set()


def test_findings_say_which_set_and_binding() -> None:
    assert _where(CASES["push-set-update-after-bind"][0]) == [
        (0, None, "set 0 is both a push-descriptor set and UPDATE_AFTER_BIND_POOL")]
    assert _where(CASES["update-after-bind-pool"][0]) == [
        (0, 1, "set 0 binding 1 is UPDATE_AFTER_BIND but the set lacks UPDATE_AFTER_BIND_POOL")]
    assert _where(CASES["variable-count-dynamic"][0]) == [
        (0, 1, "set 0 binding 1: a dynamic buffer cannot have a variable descriptor count")]
    assert _where(CASES["push-set-descriptor-type"][0]) == [
        (0, 0, "set 0 binding 0: a push-descriptor set cannot hold dynamic buffers")]
    flagged = _desc(SetLayout(0, (LayoutBinding(0, DT.UNIFORM_BUFFER, 1, S.FRAGMENT, BF.UPDATE_AFTER_BIND),), PUSH))
    assert ("push-set-binding-flags", 0, 0, "set 0 binding 0: a push-descriptor set takes neither "
            "VARIABLE_DESCRIPTOR_COUNT nor UPDATE_AFTER_BIND") in [
        (f.kind, f.set, f.binding, f.message) for f in validity_findings(flagged)]


def test_an_empty_push_range_has_its_own_vuid() -> None:
    assert _found(_desc(ranges=[PushConstantRange(S.VERTEX, 0, 0)])) == {
        ("push-range-size", "VUID-VkPushConstantRange-size-00296")}


def test_a_push_range_past_any_device_is_refused_without_limits() -> None:
    """A range that ends past 2**32 - 1 fits no device (its maxPushConstantsSize is a
    uint32_t); without limits it was taken."""
    [past] = validity_findings(_desc(ranges=[PushConstantRange(S.VERTEX, 0, 2 ** 32 - 4),
                                             PushConstantRange(S.FRAGMENT, 2 ** 32 - 4, 2 ** 32 - 4)]))
    assert (past.kind, past.needs) == ("push-range-too-large", str(2 ** 33 - 8))
    assert past.message == ("push-constant range 4294967292..8589934584 ends past 4294967295, which no device's "
                            "maxPushConstantsSize (a uint32_t) reaches")
    assert not validity_findings(_desc(ranges=[PushConstantRange(S.VERTEX, 0, 2 ** 32 - 4)]))


def test_limits_and_push_descriptor_sets_are_explained() -> None:
    [many] = validity_findings(_desc(SetLayout(0, (UBO,)), SetLayout(1, (UBO,))), {"maxBoundDescriptorSets": 1})
    assert (many.kind, many.needs, many.has) == ("too-many-sets", "2", "1")
    assert many.message == "the layout has 2 sets; the device binds at most 1 (maxBoundDescriptorSets)"
    [two] = validity_findings(CASES["two-push-descriptor-sets"][0])
    assert two.message == "more than one set is a push-descriptor set"
