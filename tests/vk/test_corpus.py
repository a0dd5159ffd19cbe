"""The real-world corpus, end to end: every module reflected, merged, its features resolved,
its layout and pipeline created with the validation layer on (see ``corpus_sweep``)."""
from __future__ import annotations

import pytest
from conftest import need

from support import corpus_sweep as sweep


@pytest.fixture(scope="module")
def swept(vulkan_device: bool) -> list[sweep.Unit]:
    need(f"the shared corpus at {sweep.CORPUS}", sweep.CORPUS.is_dir())
    return sweep.run(sweep.units())


def test_every_module_reflects(swept: list[sweep.Unit]) -> None:
    failed = [f"{u.name}: {text}" for u in swept for kind, _id, text in u.events if kind == "reflect"]
    assert not failed, "\n".join(failed)
    assert sum(len(u.files) for u in swept) == len(list(sweep.CORPUS.glob("*.spv")))


def test_only_allowed_outcomes(swept: list[sweep.Unit]) -> None:
    """No message whose cause is layoutgen's; anything else only through the allow list."""
    failures, _notes = sweep.judge(swept, sweep.allowances(layer=sweep.layer_version()))
    assert not failures, "\n".join(failures)


def test_most_pipelines_are_made(swept: list[sweep.Unit]) -> None:
    made = sum(1 for u in swept if u.made and u.made != "layout" and not u.events)
    assert made >= 0.9 * len(swept), sweep.counts(swept)


def test_the_allow_list_cannot_excuse_a_cause_of_ours() -> None:
    names = sweep.feature_names()
    for vuid in ("VUID-VkGraphicsPipelineCreateInfo-layout-00756", "VUID-VkComputePipelineCreateInfo-layout-00703",
                 "VUID-VkShaderModuleCreateInfo-pCode-01091", "VUID-VkShaderModuleCreateInfo-pCode-04147",
                 "VUID-RuntimeSpirv-storageBuffer8BitAccess-06328",
                 "VUID-VkVertexInputAttributeDescription-format-00623",
                 "UNASSIGNED-CoreValidation-Shader-InterfaceTypeMismatch",
                 # the same rules as the layer 1.4.309 names them
                 "VUID-VkGraphicsPipelineCreateInfo-layout-07990", "VUID-VkComputePipelineCreateInfo-layout-07988",
                 "VUID-RuntimeSpirv-OpEntryPoint-08743", "VUID-RuntimeSpirv-OpEntryPoint-07754",
                 "VUID-VkGraphicsPipelineCreateInfo-Input-07904", "VUID-RuntimeSpirv-maintenance4-06817"):
        assert sweep.is_ours(vuid, names), vuid
    assert not sweep.is_ours("VUID-RuntimeSpirv-x-06432", names)  # a device limit, not a feature
    unit = sweep.Unit("x", [])
    unit.event("message", "VUID-VkShaderModuleCreateInfo-pCode-01091", "capability not enabled")
    allowed = [sweep.Allowance(["x"], "VUID-VkShaderModuleCreateInfo-pCode-01091", "no")]
    failures, _ = sweep.judge([unit], allowed)
    assert any("never allowed" in f for f in failures) and any("x: message" in f for f in failures)
