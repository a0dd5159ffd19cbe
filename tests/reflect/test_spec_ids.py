"""Specialization constants sharing a SpecId with different defaults (glslang's
local_size_x_id constant beside the shader's own constant_id one): a warning on the entry
point that names both, the workgroup size for a specialization, and the source language."""
from __future__ import annotations

import json

import pytest
from conftest import need_tool
from support.hlsl import compile_with
from support.schema_check import errors

from layoutgen import Severity, reflect
from layoutgen.reflect.kinds import Axis
from layoutgen.reflect.model import SpecIdIssue
from layoutgen.report import module_text

SHARED = """#version 450
layout(local_size_x = {size}, local_size_x_id = 0) in;
layout(constant_id = 0) const int LEVELS = {levels};
layout(set = 0, binding = 0) buffer B {{ float v[]; }} b;
void main() {{ b.v[gl_GlobalInvocationID.x] = float(LEVELS); }}
"""


@pytest.mark.parametrize("target", ["vulkan1.0", "vulkan1.3"])
def test_a_shared_spec_id_with_two_defaults_is_a_warning_naming_both(glsl, target: str) -> None:
    ep = reflect(glsl("s.comp", SHARED.format(size=64, levels=1), target=target)).entry_point()
    assert ep.workgroup_size == (64, 1, 1) and ep.workgroup_size_spec_ids == (0, None, None)
    (issue,) = ep.spec_id_issues
    assert isinstance(issue, SpecIdIssue) and issue.severity is Severity.WARNING and issue.spec_id == 0
    first, second = issue.constants
    assert (first.workgroup_axis, first.default, first.name) == ("x", 64, "")
    assert first.workgroup_axis is Axis.X
    assert (second.workgroup_axis, second.default, second.name, second.type, second.width) == (None, 1, "LEVELS",
                                                                                               "int", 32)
    text = issue.message
    for part in ("SpecId 0", "'LEVELS'", "default 1", "the workgroup size's x", "default 64"):
        assert part in text
    assert str(issue).startswith("warning: ")


def test_the_user_default_64_and_the_workgroup_default_1(glsl) -> None:
    """The reported case: local_size_x_id alone (its default 1) and the user's constant 64."""
    source = SHARED.replace("local_size_x = {size}, ", "").format(levels=64)
    ep = reflect(glsl("u.comp", source)).entry_point()
    assert ep.workgroup_size == (1, 1, 1)
    (issue,) = ep.spec_id_issues
    assert [(c.workgroup_axis, c.default) for c in issue.constants] == [("x", 1), (None, 64)]
    lines = module_text(reflect(glsl("u.comp", source)))
    assert "    workgroup size 1 (spec id 0, shared with 'LEVELS' = 64) x 1 x 1" in lines
    assert any(line.startswith("    specialization warning: SpecId 0 is shared") for line in lines)


@pytest.mark.parametrize("source", [
    SHARED.format(size=7, levels=7),  # one default: harmless
    SHARED.replace("local_size_x = {size}, ", "").replace("constant_id = 0", "constant_id = 1").format(levels=3),
])
def test_no_issue_where_the_defaults_agree_or_the_ids_differ(glsl, source: str) -> None:
    for target in ("vulkan1.0", "vulkan1.3"):
        ep = reflect(glsl("n.comp", source, target=target)).entry_point()
        assert ep.spec_id_issues == ()
        assert "spec_id_issues" not in ep.to_dict()


def test_the_corpus_spec_constants_share_no_id(corpus_by_id: dict) -> None:
    for target in ("vulkan1.0", "vulkan1.3"):
        module = corpus_by_id[f"comp_spec_constants.comp@{target}"]
        assert reflect(module.spv.read_bytes()).entry_point().spec_id_issues == ()


def test_workgroup_size_for_a_specialization(glsl) -> None:
    ep = reflect(glsl("w.comp", SHARED.format(size=64, levels=1))).entry_point()
    assert ep.workgroup_size_for() == (64, 1, 1)
    assert ep.workgroup_size_for({0: 16}) == (16, 1, 1)
    assert ep.workgroup_size_for({5: 16}) == (64, 1, 1)
    assert module_text(reflect(glsl("w.comp", SHARED.format(size=64, levels=1))), {0: 16})[3] == \
        "    workgroup size with spec id 0 = 16: 16 x 1 x 1"
    frag = reflect(glsl("f.frag", "#version 450\nvoid main() {}\n")).entry_point()
    assert frag.workgroup_size_for({0: 3}) is None


def test_issues_are_in_the_json_and_conform(glsl) -> None:
    from importlib import resources

    module = reflect(glsl("j.comp", SHARED.format(size=64, levels=1)))
    doc = module.to_dict()
    (issue,) = doc["entry_points"][0]["spec_id_issues"]
    assert issue["severity"] == "warning" and issue["spec_id"] == 0
    assert [c["default"] for c in issue["constants"]] == [64, 1] and "'LEVELS'" in issue["message"]
    schema = json.loads(resources.files("layoutgen").joinpath("schemas/reflect.schema.json").read_text())
    assert errors({"schema": "layoutgen.reflect/2", "modules": [doc]}, schema) == []


def test_source_language(glsl, tmp_path) -> None:
    assert reflect(glsl("l.frag", "#version 450\nvoid main() {}\n")).source_language == "GLSL"
    hlsl = compile_with(need_tool("glslc"), tmp_path, "l.frag.hlsl", "float4 main() : SV_Target0 { return 1; }\n")
    assert reflect(hlsl).source_language == "HLSL"
