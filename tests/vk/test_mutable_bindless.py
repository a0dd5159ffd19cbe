"""A global bindless layout of mutable descriptors on lavapipe, with the validation layer and
synchronization validation on: a compute shader reads a storage buffer and a sampled image
through the one MUTABLE_EXT binding, written by index with their types; misuse refused before
any Vulkan call; zero messages."""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np
import pytest
import vulkan as vk
from support.sources import ALIASED_BINDLESS
from support.vkres import Resources

import layoutgen
from layoutgen.errors import LayoutError
from layoutgen.layout import bindless_layout
from layoutgen.vk import DescriptorPool, DeviceContext, LayoutCache, compute_pipeline, for_layout, for_modules


@contextmanager
def _device(path: Any) -> Iterator[tuple[Any, Any, Any, Resources]]:
    desc = bindless_layout(["storage_buffer", "sampled_image"], count=8, stages=layoutgen.ShaderStage.COMPUTE)
    stage = layoutgen.reflect(path)
    with DeviceContext(features=for_layout(desc) | for_modules([stage]), sync_validation=True) as ctx, \
            LayoutCache(ctx) as cache:
        assert "mutableDescriptorType" in ctx.features.features
        res = Resources(ctx)
        try:
            yield ctx, desc, cache.get(desc), res
        finally:
            res.close()
        problems = ctx.take_problems()
        assert not problems, "\n".join(map(str, problems))
        messages = ctx.take_messages()
        assert not messages, "\n".join(map(str, messages))


def test_feature_comes_from_the_layout() -> None:
    desc = bindless_layout(["storage_buffer", "sampled_image", "acceleration_structure_khr"], count=8)
    wanted = for_layout(desc)
    assert {"mutableDescriptorType", "descriptorBindingPartiallyBound", "accelerationStructure",
            "descriptorBindingStorageBufferUpdateAfterBind", "descriptorBindingSampledImageUpdateAfterBind",
            "descriptorBindingAccelerationStructureUpdateAfterBind"} <= wanted.features
    assert "VK_KHR_acceleration_structure" in wanted.extensions


def test_buffers_and_an_image_through_one_mutable_binding(glsl, vulkan_device: bool) -> None:
    path = glsl("bindless.comp", ALIASED_BINDLESS, target="vulkan1.2")
    pixels = np.zeros((1, 4, 4), np.float32)
    pixels[0, :, 0] = [0.25, 0.5, 0.75, 1.0]
    with _device(path) as (ctx, desc, layout, res):
        src = res.buffer(16, np.array([1, 2, 3, 4], np.float32))
        out = res.buffer(16)
        image = res.image(pixels)
        with DescriptorPool(ctx, desc) as pool, compute_pipeline(ctx, layout, path) as pipe:
            assert pool.sizes.mutable_types == {(layoutgen.DescriptorType.SAMPLED_IMAGE,
                                                 layoutgen.DescriptorType.STORAGE_BUFFER): 8}
            dset = pool.allocate(layout, 0)
            dset.write_mutable({0: ("storage_buffer", out), 1: ("storage_buffer", src)})
            dset.write_mutable(5, image.view, type="sampled_image")
            cmd = res.command_buffer()
            pipe.bind(cmd)
            dset.bind(cmd, pipe)
            vk.vkCmdDispatch(cmd, 1, 1, 1)
            res.finish(cmd)
            dset.release()
        np.testing.assert_allclose(out.read(np.float32), [2.25, 4.5, 6.75, 9.0])


def test_misuse_is_refused_before_vulkan(glsl, vulkan_device: bool) -> None:
    path = glsl("bindless.comp", ALIASED_BINDLESS, target="vulkan1.2")
    with _device(path) as (ctx, desc, layout, res):
        buf = res.buffer(16)
        view = res.image(np.zeros((1, 4, 4), np.float32)).view
        with DescriptorPool(ctx, desc) as pool:
            dset = pool.allocate(layout, 0)
            with pytest.raises(LayoutError, match="descriptor 3 cannot be written as STORAGE_IMAGE: the binding's "
                                                  "types are STORAGE_BUFFER, SAMPLED_IMAGE"):
                dset.write_mutable(3, view, type="storage_image")
            with pytest.raises(LayoutError, match="set 0 binding 0, STORAGE_BUFFER expects a VkBuffer or "
                                                  r"\(buffer, offset, range\), got a VkImageView"):
                dset.write_mutable(2, view, type="storage_buffer")
            with pytest.raises(LayoutError, match="SAMPLED_IMAGE expects an image view or .*got a VkBuffer"):
                dset.write_mutable({1: ("storage_buffer", buf), 2: ("sampled_image", buf)})
            with pytest.raises(LayoutError, match="index 8 is past its 8 descriptor"):
                dset.write_mutable(8, buf, type="storage_buffer")
            with pytest.raises(LayoutError, match="say which type descriptor 0 is written as, with type="):
                dset.write_mutable(0, buf)
            with pytest.raises(LayoutError, match="'texture' is no descriptor type"):
                dset.write_mutable(0, buf, type="texture")
            with pytest.raises(LayoutError, match=r"write_mutable\(index, value, type=\.\.\.\)"):
                dset.write({"0.0": [buf]})
            assert not dset.written


def test_other_bindings_of_a_set_with_a_mutable_one_are_written_without_templates(glsl, vulkan_device: bool) -> None:
    """An update template may not serve a set layout with a MUTABLE_EXT binding
    (VUID-VkDescriptorUpdateTemplateCreateInfo-templateType-04615): a kept write of another
    binding of that set goes through vkUpdateDescriptorSets."""
    from dataclasses import replace

    from layoutgen.layout import LayoutBinding, SetLayout
    from layoutgen.layout.model import PipelineLayoutDesc

    path = glsl("bindless.comp", ALIASED_BINDLESS, target="vulkan1.2")
    with _device(path) as (ctx, desc, _, res):
        s = desc.set_layouts[0]
        extra = LayoutBinding(1, layoutgen.DescriptorType.UNIFORM_BUFFER, 1, layoutgen.ShaderStage.COMPUTE,
                              names=("params",))
        mixed = PipelineLayoutDesc((replace(s, bindings=(*s.bindings, extra)),))
        layout = layoutgen.vk.create_pipeline_layout(ctx, mixed)
        try:
            with DescriptorPool(ctx, mixed) as pool:
                dset = pool.allocate(layout, 0)
                ubo = res.buffer(16)
                for _ in range(2):
                    dset.write(params=ubo)
                dset.write_mutable(0, ubo, type="storage_buffer")
        finally:
            layout.destroy(ctx)
