"""layoutgen's own copies of Vulkan enums carry Vulkan's numbers (checked against the binding)."""
from __future__ import annotations

import pytest
from conftest import need

from layoutgen.reflect.vkenums import DescriptorType, Format, ShaderStage

try:
    import vulkan as vk
except (ImportError, OSError):  # the binding, or the Vulkan loader it opens, is missing
    vk = None


@pytest.fixture(autouse=True)
def _need_vulkan() -> None:
    need("the vulkan package and the Vulkan loader", vk is not None)


@pytest.mark.parametrize("member", list(DescriptorType))
def test_descriptor_types(member: DescriptorType) -> None:
    if not hasattr(vk.lib, member.vk_name):
        pytest.skip(f"the vulkan binding predates {member.vk_name}")
    assert getattr(vk.lib, member.vk_name) == member.value


@pytest.mark.parametrize("member", list(ShaderStage))
def test_shader_stages(member: ShaderStage) -> None:
    (name,) = member.vk_names
    assert getattr(vk.lib, name) == member.value
    assert ShaderStage.from_vk_names(name) == member


@pytest.mark.parametrize("member", list(Format))
def test_formats(member: Format) -> None:
    assert getattr(vk.lib, member.vk_name) == member.value
