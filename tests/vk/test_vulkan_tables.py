"""The modules generated from the Vulkan registry: current against vk.xml, pure data, right."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from conftest import need, tool_module

from layoutgen.vkxml import vkregistry as r

ROOT = Path(__file__).resolve().parents[2]


def _generator():
    return tool_module("gen_vulkan")


@pytest.fixture(scope="module")
def fresh() -> dict[Path, str]:
    gen = _generator()
    need("vulkan-object (its vk.xml)", gen.DEFAULT_REGISTRY.is_file())
    return gen.generate(gen.DEFAULT_REGISTRY)


@pytest.mark.parametrize("name", ["vkenums.py", "vkstate.py", "vkregistry.py"])
def test_committed_module_is_current(fresh: dict[Path, str], name: str) -> None:
    path = ROOT / "layoutgen" / "vkxml" / name
    assert path.read_text() == fresh[path], f"layoutgen/vkxml/{name} is stale: run tools/gen_vulkan.py"


def test_tables_import_without_vulkan() -> None:
    """Reflection and the tables load where no ``vulkan`` package can be imported."""
    code = ("import sys; sys.modules['vulkan'] = None\n"
            "import layoutgen, layoutgen.vkxml.vkregistry, layoutgen.vkxml.vkenums, layoutgen.vkxml.vkstate\n"
            "import layoutgen.reflect.vkenums\n"
            "assert 'vulkan' not in [m for m in sys.modules if sys.modules[m] is not None]\n")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_import_layoutgen_loads_no_device_layer_enum() -> None:
    """``import layoutgen`` loads no Vulkan enum (their classes cost milliseconds to build);
    reflecting loads those reflection and layouts need, not the pipeline-state ones only the
    device layer takes."""
    code = ("import sys, layoutgen\n"
            "assert 'layoutgen.vkxml.vkenums' not in sys.modules, 'the Vulkan enums loaded with layoutgen'\n"
            "assert layoutgen.ShaderStage.VERTEX.vk_names == ['VK_SHADER_STAGE_VERTEX_BIT']\n"
            "assert 'layoutgen.vkxml.vkenums' in sys.modules\n"
            "layoutgen.reflect('shaders/triangle.vert.spv')\n"
            "assert 'layoutgen.vkxml.vkstate' not in sys.modules, 'the pipeline-state enums loaded with reflection'\n")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_capability_table() -> None:
    assert r.SPIRV_CAPABILITIES["Shader"] == (("version", "VK_VERSION_1_0"),)
    assert ("feature", "VkPhysicalDeviceTransformFeedbackFeaturesEXT", "geometryStreams",
            ("VK_EXT_transform_feedback",)) in r.SPIRV_CAPABILITIES["GeometryStreams"]
    assert ("feature", "VkPhysicalDeviceVulkan11Features", "multiview", ("VK_VERSION_1_2",)) in \
        r.SPIRV_CAPABILITIES["MultiView"]
    ballot = r.SPIRV_CAPABILITIES["GroupNonUniformBallot"][0]
    assert ballot[:4] == ("property", "VkPhysicalDeviceVulkan11Properties", "subgroupSupportedOperations",
                          "VK_SUBGROUP_FEATURE_BALLOT_BIT") and ballot[4] == 8
    assert ("extension", "VK_KHR_variable_pointers") in r.SPIRV_EXTENSIONS["SPV_KHR_variable_pointers"]


def test_feature_structs() -> None:
    stype, provided, members, extends, core = r.FEATURE_STRUCTS["VkPhysicalDeviceMultiviewFeatures"]
    assert stype == 1000053001 and "VK_KHR_multiview" in provided and "multiview" in members
    assert extends == ("VkPhysicalDeviceFeatures2", "VkDeviceCreateInfo")
    assert core == "VkPhysicalDeviceVulkan11Features"
    assert r.FEATURE_STRUCTS["VkPhysicalDeviceVulkan11Features"][1] == ("VK_VERSION_1_2",)
    assert r.FEATURE_STRUCTS["VkPhysicalDeviceFeatures"][0] is None  # inside VkPhysicalDeviceFeatures2
    assert r.STRUCT_ALIASES["VkPhysicalDeviceMultiviewFeaturesKHR"] == "VkPhysicalDeviceMultiviewFeatures"
    for name in ("VkPhysicalDeviceShaderAtomicFloatFeaturesEXT", "VkPhysicalDeviceShaderAtomicFloat2FeaturesEXT",
                 "VkPhysicalDeviceShaderClockFeaturesKHR", "VkPhysicalDeviceTransformFeedbackFeaturesEXT"):
        assert name in r.FEATURE_STRUCTS


def test_extension_dependencies() -> None:
    kind, depends, promoted = r.EXTENSIONS["VK_KHR_ray_tracing_pipeline"]
    assert kind == "device" and promoted is None
    assert depends == ("and", ("or", "VK_KHR_spirv_1_4", "VK_VERSION_1_2"), "VK_KHR_acceleration_structure")
    assert r.EXTENSIONS["VK_KHR_multiview"][2] == "VK_VERSION_1_1"
    assert r.EXTENSIONS["VK_EXT_debug_utils"][0] == "instance"


def test_dependency_expressions() -> None:
    parse = _generator().parse_depends
    assert parse("A+B,C") == ("or", ("and", "A", "B"), "C")  # equal precedence, left to right
    assert parse("A,(B+C)+D") == ("and", ("or", "A", ("and", "B", "C")), "D")
    assert parse(None) is None


def test_every_limit_the_device_layer_queries_is_a_device_limit_by_name() -> None:
    """query_limits() reads the integer members of VkPhysicalDeviceLimits and of the property
    structs it chains: each is in DEVICE_LIMITS, so a DeviceContext's limits handed to check()
    or create_pipeline_layout() are never refused as misspelt."""
    from layoutgen.vk.binding import ffi
    from layoutgen.vk.limits import _PROPERTY_STRUCTS

    structs = ["VkPhysicalDeviceLimits", *(name for name, _stype, _has in _PROPERTY_STRUCTS)]
    names = {f for s in structs for f, _field in ffi.typeof(s).fields if f not in ("sType", "pNext")}
    assert len(names) > 100
    assert names <= r.DEVICE_LIMITS, sorted(names - r.DEVICE_LIMITS)
    assert "maxBoundDescriptorSet" not in r.DEVICE_LIMITS
