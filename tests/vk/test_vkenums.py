"""layoutgen's Vulkan enums carry Vulkan's numbers and names (checked against the binding,
where the binding is new enough to know them) and speak Vulkan's names both ways."""
from __future__ import annotations

import pytest
from conftest import need

from layoutgen.layout.model import BindingFlag, SetLayoutFlag
from layoutgen.reflect.vkenums import STAGES, DescriptorType, Format, ShaderStage
from layoutgen.vkxml import vkenums as generated

try:
    import vulkan as vk
except (ImportError, OSError):  # the binding, or the Vulkan loader it opens, is missing
    vk = None


def _known(members: list) -> list:
    """The members the binding (vulkan 1.3.275) knows; newer ones are checked by the
    generator's staleness test against vk.xml."""
    if vk is None:
        return members[:1]
    names = [m.vk_names[0] if isinstance(m, ShaderStage) else m.vk_name for m in members]
    return [m for m, name in zip(members, names) if hasattr(vk.lib, name)]


@pytest.fixture
def binding() -> None:
    need("the vulkan package and the Vulkan loader", vk is not None)


@pytest.mark.parametrize("member", _known(list(DescriptorType)))
def test_descriptor_types(member: DescriptorType, binding: None) -> None:
    assert getattr(vk.lib, member.vk_name) == member.value
    assert DescriptorType.from_vk_name(member.vk_name) == member


@pytest.mark.parametrize("member", _known(list(ShaderStage)))
def test_shader_stages(member: ShaderStage, binding: None) -> None:
    (name,) = member.vk_names
    assert getattr(vk.lib, name) == member.value
    assert ShaderStage.from_vk_names(name) == member


@pytest.mark.parametrize("member", _known(list(Format)))
def test_formats(member: Format, binding: None) -> None:
    assert getattr(vk.lib, member.vk_name) == member.value


def test_every_value_and_alias_of_the_registry() -> None:
    assert DescriptorType.TENSOR_ARM.vk_name == "VK_DESCRIPTOR_TYPE_TENSOR_ARM"
    assert DescriptorType.INLINE_UNIFORM_BLOCK_EXT is DescriptorType.INLINE_UNIFORM_BLOCK
    assert DescriptorType.from_vk_name("VK_DESCRIPTOR_TYPE_MUTABLE_VALVE") is DescriptorType.MUTABLE_EXT
    assert ShaderStage.RAYGEN_NV is ShaderStage.RAYGEN_KHR and ShaderStage.TASK_NV is ShaderStage.TASK_EXT
    assert ShaderStage.from_vk_names("VK_SHADER_STAGE_MISS_BIT_NV") == ShaderStage.MISS_KHR
    assert ShaderStage.MISS_KHR.vk_names == ["VK_SHADER_STAGE_MISS_BIT_KHR"]
    assert ShaderStage.ALL_GRAPHICS == ShaderStage.VERTEX | ShaderStage.TESSELLATION_CONTROL | \
        ShaderStage.TESSELLATION_EVALUATION | ShaderStage.GEOMETRY | ShaderStage.FRAGMENT
    assert (ShaderStage.VERTEX | ShaderStage.COMPUTE).vk_names == ["VK_SHADER_STAGE_VERTEX_BIT",
                                                                    "VK_SHADER_STAGE_COMPUTE_BIT"]
    assert Format.G8B8G8R8_422_UNORM_KHR is Format.G8B8G8R8_422_UNORM
    assert Format.for_components("float", 32, 3) == Format.R32G32B32_SFLOAT
    assert Format.for_components("float", 8, 1) == Format.UNDEFINED
    assert set(STAGES.values()) <= set(ShaderStage)
    with pytest.raises(KeyError):
        DescriptorType.from_vk_name("VK_DESCRIPTOR_TYPE_NONE")


def test_layout_flags_are_the_registrys() -> None:
    """The layout's flag enums are the generated ones: their aliases read, their names print."""
    assert BindingFlag is generated.DescriptorBindingFlag and SetLayoutFlag is generated.DescriptorSetLayoutCreateFlag
    assert SetLayoutFlag.PUSH_DESCRIPTOR_KHR is SetLayoutFlag.PUSH_DESCRIPTOR
    assert (BindingFlag.PARTIALLY_BOUND | BindingFlag.UPDATE_AFTER_BIND).vk_names == [
        "VK_DESCRIPTOR_BINDING_UPDATE_AFTER_BIND_BIT", "VK_DESCRIPTOR_BINDING_PARTIALLY_BOUND_BIT"]
    assert SetLayoutFlag.PUSH_DESCRIPTOR.vk_names == ["VK_DESCRIPTOR_SET_LAYOUT_CREATE_PUSH_DESCRIPTOR_BIT"]


def test_the_every_stage_mask_prints_as_all() -> None:
    """VK_SHADER_STAGE_ALL (0x7FFFFFFF) is one name, not every stage bit joined."""
    assert str(ShaderStage(0x7FFFFFFF)) == "ALL"
    assert f"{ShaderStage.ALL}" == "ALL"
    assert str(ShaderStage.VERTEX | ShaderStage.FRAGMENT) == "VERTEX|FRAGMENT"
