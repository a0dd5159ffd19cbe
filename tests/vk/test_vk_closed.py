"""Every object that can be closed, destroyed or freed refuses further use with a ClosedError
naming it, before any Vulkan call sees a dead handle."""
from __future__ import annotations

import pytest
from support.denv import env

from layoutgen.errors import ClosedError
from layoutgen.vk import DescriptorPool, DeviceContext, LayoutCache, PushConstants, bind_sets, compute_pipeline

COMP = """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer Out { float values[]; } outbuf;
layout(push_constant) uniform Push { float scale; } pc;
void main() { outbuf.values[0] = pc.scale; }
"""


def test_pools_sets_pipelines_caches_and_layouts_refuse_use_once_closed(glsl, vulkan_device: bool) -> None:
    path = glsl("closed.comp", COMP)
    with env([path]) as e:
        buf = e.res.buffer(16)
        cmd = e.res.command_buffer()
        pool = DescriptorPool(e.ctx, e.desc)
        dset = pool.allocate(e.layout)
        pool.reset()
        with pytest.raises(ClosedError, match=r"^descriptor set 0 is freed: its pool was reset or closed$"):
            dset.write(outbuf=buf)
        with pytest.raises(ClosedError, match="descriptor set 0 is freed"):
            bind_sets(cmd, e.layout, [dset])
        pool.close()
        with pytest.raises(ClosedError, match=r"^this descriptor pool is closed$") as info:
            pool.allocate(e.layout)
        assert info.value.what == "this descriptor pool" and info.value.state == "closed"
        with pytest.raises(ClosedError, match=r"^this descriptor pool is closed$"):
            pool.reset()

        pipe = compute_pipeline(e.ctx, e.layout, path)
        pipe.close()
        with pytest.raises(ClosedError, match=r"^this pipeline is closed$"):
            pipe.bind(cmd)

        cache = LayoutCache(e.ctx)
        layout = cache.get(e.desc)
        cache.close()
        with pytest.raises(ClosedError, match=r"^this LayoutCache is closed$"):
            cache.get(e.desc)
        with pytest.raises(ClosedError, match=r"^this LayoutCache is closed$"):
            cache.set_layout(e.desc.set_layouts[0])
        push = PushConstants(e.desc, e.stages)
        with pytest.raises(ClosedError, match=r"PushConstants.record\(\) was given is destroyed$"):
            push.record(cmd, layout)
        with pytest.raises(ClosedError, match=r"bind_sets\(\) was given is destroyed$"):
            bind_sets(cmd, layout, [dset])  # the layout is looked at before the sets
        with pytest.raises(ClosedError, match=r"^the pipeline layout given is destroyed$"):
            compute_pipeline(e.ctx, layout, path)
        with DescriptorPool(e.ctx, e.desc) as other, pytest.raises(ClosedError, match="is destroyed$"):
            other.allocate(layout)
        e.res.finish(cmd)


def test_a_closed_device_context_refuses_use(vulkan_device: bool) -> None:
    ctx = DeviceContext()
    ctx.close()
    with pytest.raises(ClosedError, match=r"^this DeviceContext is closed$"):
        LayoutCache(ctx)
    with pytest.raises(ClosedError, match=r"^this DeviceContext is closed$"):
        ctx.proc("vkCmdPushDescriptorSetKHR")


def test_a_cache_whose_context_closed_refuses_use_and_closes_quietly(glsl, vulkan_device: bool) -> None:
    """After ctx.close() the cache's handles went with the device: get() is a ClosedError before
    any Vulkan call, and close() forgets them instead of destroying them a second time."""
    from layoutgen import merge
    from layoutgen.errors import ClosedError
    from layoutgen.vk import DeviceContext, LayoutCache

    desc = merge([glsl("c.comp", "#version 450\nlayout(local_size_x = 1) in;\n"
                                 "layout(set = 0, binding = 0) buffer B { float v; } b;\nvoid main() { b.v = 1.0; }\n")])
    ctx = DeviceContext()
    cache = LayoutCache(ctx)
    layout = cache.get(desc)
    ctx.close()
    with pytest.raises(ClosedError, match="the DeviceContext of this LayoutCache"):
        cache.get(desc)
    cache.close()
    assert layout.handle is None
    cache.close()
