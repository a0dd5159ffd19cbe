"""LayoutCache: equal keys share handles, but what a layout checks is the caller's description.

Two descriptions with one canonical key (same descriptor types, counts, stages and flags)
are one VkPipelineLayout to Vulkan, so the cache shares the handles; the binding names and
block sizes that DescriptorSet.write() checks against are each caller's own."""
from __future__ import annotations

import numpy as np
import pytest
from support.vkres import Resources

from layoutgen import merge
from layoutgen.errors import ClosedError, LayoutError, NotFoundError

SMALL = """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer Small { vec4 a; } small;
void main() { small.a += vec4(1.0); }
"""
LARGE = """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer Large { vec4 b[4]; } large;
void main() { large.b[3] += vec4(1.0); }
"""


def test_an_equal_key_gives_the_callers_names_and_block_sizes(glsl, vulkan_device: bool) -> None:
    from layoutgen.vk import DescriptorPool, DeviceContext, LayoutCache, for_layout

    desc_a, desc_b = merge(glsl("small.comp", SMALL)), merge(glsl("large.comp", LARGE))
    assert desc_a.key == desc_b.key and desc_a != desc_b
    with DeviceContext(features=for_layout(desc_a)) as ctx, LayoutCache(ctx) as cache:
        res = Resources(ctx)
        try:
            a, b = cache.get(desc_a), cache.get(desc_b)
            assert b.desc is desc_b and a.desc is desc_a
            assert b.handle == a.handle and list(b.set_layouts) == list(a.set_layouts)  # shared handles
            assert cache.get(desc_b) is b and cache.get(desc_a) is a and len(cache) == 1
            buf = res.buffer(64, np.zeros(16, np.float32))
            with DescriptorPool(ctx, desc_b) as pool:
                dset = pool.allocate(b, 0)
                with pytest.raises(NotFoundError, match="no binding named 'small'"):
                    dset.write(small=buf)
                # desc_b's block is 64 bytes: a 16-byte range (enough for desc_a's) is refused
                with pytest.raises(LayoutError, match="range 16 is smaller than the 64 bytes"):
                    dset.write(large=(buf, 0, 16))
                dset.write(large=buf)
        finally:
            res.close()
        assert not ctx.take_problems()
    with pytest.raises(ClosedError):  # the view went with the cache's handles
        from layoutgen.vk.shaders import layout_handle
        layout_handle(b)


def test_descriptor_buffer_layouts_carry_the_callers_description(glsl, vulkan_device: bool) -> None:
    """The same for get(desc, descriptor_buffer=True), cached apart by key."""
    from layoutgen.vk import DeviceContext, LayoutCache, for_layout
    from layoutgen.vk.features import FeatureSet

    desc_a, desc_b = merge(glsl("small.comp", SMALL)), merge(glsl("large.comp", LARGE))
    with DeviceContext(features=for_layout(desc_a) | FeatureSet.of(["descriptorBuffer"])) as ctx, \
            LayoutCache(ctx) as cache:
        a, b = cache.get(desc_a, descriptor_buffer=True), cache.get(desc_b, descriptor_buffer=True)
        assert a.handle == b.handle
        assert [lb.names for s in b.desc.set_layouts for lb in s.bindings] == [("large",)]
        assert b.desc.set_layouts[0].bindings[0].block_size == 64
        assert cache.get(desc_a, descriptor_buffer=True) is a
        assert not ctx.take_problems()
