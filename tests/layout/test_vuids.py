"""The rule names findings cite, and the names each validation-layer version uses for them."""
from __future__ import annotations

import pytest

from support import corpus_sweep as sweep
from layoutgen.layout import vuids
from layoutgen.layout.vuids import RENAMED, current_names, layer_names, layout_vuid

OLD, NEW, BETWEEN = (1, 3, 239), (1, 4, 309), (1, 3, 280)


def test_each_layer_version_gets_the_name_it_uses() -> None:
    rule = layout_vuid("Graphics", vuids.DESCRIPTOR_TYPE)
    assert rule == "VUID-VkGraphicsPipelineCreateInfo-layout-07990"
    assert layer_names(rule, OLD) == {"VUID-VkGraphicsPipelineCreateInfo-layout-00756"}
    assert layer_names(rule, NEW) == {rule}
    assert layer_names(rule, (1, 4, 335)) == {rule}
    assert layer_names(rule, BETWEEN) == {rule, "VUID-VkGraphicsPipelineCreateInfo-layout-00756"}
    assert layer_names(rule) == layer_names(rule, BETWEEN)
    unrenamed = "VUID-VkPushConstantRange-offset-00295"
    assert layer_names(unrenamed, OLD) == layer_names(unrenamed, NEW) == {unrenamed}


def test_an_older_name_of_several_rules_gives_them_all() -> None:
    assert current_names("VUID-VkComputePipelineCreateInfo-layout-00703") == {
        f"VUID-VkComputePipelineCreateInfo-layout-{r}" for r in ("07987", "07988", "07990", "07991", "10069")}
    assert current_names("UNASSIGNED-CoreValidation-Shader-InputNotProduced") == {
        vuids.INPUT_NOT_PRODUCED, vuids.ATTRIBUTE_MISSING}
    assert current_names(vuids.INPUT_NOT_PRODUCED) == {vuids.INPUT_NOT_PRODUCED}


def test_the_table_maps_current_names_to_older_ones_only() -> None:
    assert not set(RENAMED) & set(RENAMED.values())
    for new, old in RENAMED.items():
        assert new != old and new.startswith(("VUID-", "WARNING-")), new


def test_check_cites_current_names_only(glsl) -> None:
    """No finding names a rule by a name only an older layer uses."""
    from layoutgen import check, merge
    from layoutgen.layout.stages import resolve_all

    vert = glsl("a.vert", "#version 450\nlayout(location = 0) out vec4 x;\nlayout(push_constant) uniform P "
                "{ float s; } p;\nvoid main() { x = vec4(p.s); gl_Position = vec4(0); }\n")
    frag = glsl("a.frag", "#version 450\nlayout(set = 0, binding = 0) uniform U { vec4 c; } u;\n"
                "layout(location = 0) in vec3 x;\nlayout(location = 1) in float y;\n"
                "layout(location = 0) out vec4 o;\nvoid main() { o = u.c + vec4(x, y); }\n")
    stages = resolve_all([vert, frag])
    findings = check(merge(stages[:1]), stages)
    cited = {f.vuid for f in findings if f.vuid}
    assert cited >= {"VUID-VkGraphicsPipelineCreateInfo-layout-07988", vuids.INPUT_NOT_PRODUCED,
                     vuids.OUTPUT_WIDER_THAN_INPUT}, findings
    assert not cited & set(RENAMED.values()), cited


@pytest.mark.parametrize(("version", "spec", "ok"), [
    ((1, 3, 239), "<1.4", True), ((1, 4, 309), "<1.4", False), ((1, 4, 309), ">=1.4.309", True),
    ((1, 4, 309), "==1.4", True), ((1, 3, 239), ">=1.3, <1.4", True), ((1, 4, 0), ">1.3.999", True)])
def test_allowances_say_which_layers_give_them(version: tuple[int, ...], spec: str, ok: bool) -> None:
    assert sweep.version_matches(version, spec) is ok
    entry = sweep.Allowance(["*"], "x", "why", layers=spec)
    assert entry.applies_to(version) is ok
    assert sweep.Allowance(["*"], "x", "why").applies_to(version)


def test_a_malformed_layer_comparison_is_refused() -> None:
    with pytest.raises(ValueError, match="layer version comparison 'about 1.4'"):
        sweep.version_matches((1, 4, 309), "about 1.4")
