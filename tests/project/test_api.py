"""The public API as a user meets it: one module for one stage, names that read as names,
findings with a severity, and a device context that says what it leaves behind."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import layoutgen
from layoutgen import Findings, LayoutError, Severity, ShaderStage, check, merge, reflect

ROOT = Path(__file__).resolve().parents[2]
VERT, FRAG = str(ROOT / "shaders" / "triangle.vert.spv"), str(ROOT / "shaders" / "triangle.frag.spv")


def test_one_module_is_one_stage() -> None:
    assert merge(VERT) == merge([VERT]) == merge(reflect(VERT)) == merge(Path(VERT))
    assert merge(Path(VERT).read_bytes()) == merge([VERT])
    with pytest.raises(LayoutError, match="stages are a list of modules"):
        merge(42)  # type: ignore[arg-type]


def test_enums_read_as_names() -> None:
    ep = reflect(VERT).entry_point("main")
    assert str(ep.stage) == "VERTEX" and f"{ShaderStage.VERTEX | ShaderStage.FRAGMENT}" == "VERTEX|FRAGMENT"
    assert str(ep.descriptor_bindings[0].descriptor_type) == "UNIFORM_BUFFER"
    assert str(ep.inputs[0].format) == "R32G32_SFLOAT" and int(ep.stage) == 1


def test_findings_have_a_severity_and_say_whether_the_layout_fits(tmp_path: Path) -> None:
    path = tmp_path / "vert.json"
    path.write_text(json.dumps(merge(VERT).to_dict()))
    found = check(str(path), [VERT, FRAG])  # a path to a layout's JSON, as the command line takes
    assert isinstance(found, Findings) and found.has_errors
    assert {f.severity for f in found} <= set(Severity) and found.errors[0].severity == Severity.ERROR == "error"
    assert found[0].to_dict()["severity"] == "error"
    fine = check(merge([VERT, FRAG]), [VERT, FRAG])
    assert not fine.has_errors and not fine.errors
    with pytest.raises(LayoutError, match="cannot read the layout"):
        check(str(tmp_path / "missing.json"), [VERT])


def test_the_old_ways_to_ask_for_errors_still_answer_with_a_warning() -> None:
    found = check(merge(VERT), [VERT, FRAG])
    with pytest.warns(DeprecationWarning, match="has_errors"):
        assert found.compatible is False
    with pytest.warns(DeprecationWarning, match="has_errors"):
        assert layoutgen.has_errors(found) is True


def test_every_public_name_is_exported() -> None:
    for name in layoutgen.__all__:
        assert getattr(layoutgen, name) is not None, name
    assert layoutgen.Finding.__doc__ and layoutgen.Severity.ERROR == "error"


def test_device_objects_left_alive_are_reported(vulkan_device: bool) -> None:
    from layoutgen import ValidationError
    from layoutgen.vk import DeviceContext, create_pipeline_layout

    desc = merge([VERT, FRAG])
    with DeviceContext() as ctx:
        made = create_pipeline_layout(ctx, desc)
        made.destroy(ctx)  # the context itself, as create_pipeline_layout() takes it
    assert not ctx.leaks
    with pytest.raises(ValidationError, match="object\\(s\\) still alive when the DeviceContext closed") as info:
        with DeviceContext() as ctx:
            create_pipeline_layout(ctx, desc)
    assert any("vkDestroyDevice" in m.vuid for m in info.value.messages)


def test_create_infos_are_public(vulkan_device: bool) -> None:
    from layoutgen import pool_sizes, vertex_input
    from layoutgen.vk import DeviceContext, pool_info, vertex_input_info
    from layoutgen.vk.binding import ffi, lib, raise_for_result

    vi = vertex_input_info(vertex_input(reflect(VERT).entry_point("main")))
    assert vi.info.vertexAttributeDescriptionCount == 2 and vi.info.pVertexAttributeDescriptions[1].location == 1
    sizes = pool_sizes(merge([VERT, FRAG]), sets=3)
    pi = pool_info(sizes)
    assert pi.info.maxSets == 3 and pi.info.pPoolSizes[0].descriptorCount == 3
    with DeviceContext() as ctx:
        out = ffi.new("VkDescriptorPool*")
        raise_for_result(lib.vkCreateDescriptorPool(ctx.device, pi.info, ffi.NULL, out), "vkCreateDescriptorPool",
                         ctx)
        lib.vkDestroyDescriptorPool(ctx.device, out[0], ffi.NULL)
        assert not ctx.take_problems()
