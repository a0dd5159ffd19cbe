"""What the device layer's calls are given is checked before Vulkan sees it: a value of the
wrong kind is a LayoutError naming the argument (never a TypeError, AttributeError or
OverflowError from inside), and a choice the device's features or the stages rule out is
refused rather than left to the validation layer. On lavapipe with the layer; any message
from it fails a test."""
from __future__ import annotations

import re

import numpy as np
import pytest
from support.denv import env

from layoutgen.errors import LayoutError
from layoutgen.layout.hostdata import BlockData
from layoutgen.vk import (Buffer, DescriptorPool, Image, PushConstants, bind_sets, compute_pipeline,
                          graphics_pipeline, render_pass)
from layoutgen.vk.binding import const, ffi, lib

DYNAMIC = """#version 450
layout(local_size_x_id = 0) in;
layout(set = 0, binding = 0) uniform U { vec4 x; } u;
layout(set = 0, binding = 1, rgba8) uniform writeonly image2D img;
layout(set = 0, binding = 2) buffer O { vec4 o; };
layout(push_constant) uniform P { float k; } p;
void main() { o = u.x * p.k; imageStore(img, ivec2(0), o); }
"""
VERT = """#version 450
layout(location = 0) in vec2 position;
void main() { gl_Position = vec4(position, 0.0, 1.0); }
"""
COLOR = "r8g8b8a8_unorm"
FRAG = """#version 450
layout(location = 0) out vec4 color;
void main() { color = vec4(1.0); }
"""


def test_descriptor_calls_refuse_arguments_of_the_wrong_kind(glsl, vulkan_device: bool) -> None:
    path = glsl("args.comp", DYNAMIC)
    with env([path], dynamic=["u"]) as e:
        ubo, out = e.res.buffer(512), e.res.buffer(16)
        with DescriptorPool(e.ctx, e.desc) as pool, compute_pipeline(e.ctx, e.layout, path) as pipe:
            dset = pool.allocate(e.layout)
            with pytest.raises(LayoutError, match=r"'O' is given twice, in the mapping and as a keyword"):
                dset.write({"O": out}, O=out)
            for bad, pattern in [
                ([("u", ubo)], r"the resources are given by binding name: write\(frame=ubo\) .*not a list"),
                ("u", r"the resources are given by binding name: .*not a str"),
            ]:
                with pytest.raises(LayoutError, match=pattern):
                    dset.write(bad)
            for value, pattern in [
                ((), r"binding 1 \(img\), STORAGE_IMAGE expects an image view or \(image_view, layout\), got a "
                     r"tuple of 0"),
                ((ubo, [1]), r"expects an image view or \(image_view, layout\), got a VkBuffer"),
            ]:
                with pytest.raises(LayoutError, match=pattern):
                    dset.write(img=value)
            with pytest.raises(LayoutError, match=r"the offset must be an integer of at least 0, below 2\*\*64 - 1 "
                                                  r"\(a VkDeviceSize\), got an int"):
                dset.write(u=(ubo, 2 ** 64, 16))
            # a resource made without the usage its descriptor needs: the layer skipped the write, which
            # was taken as done
            with Buffer(e.ctx, 512, usage="storage") as storage_only, \
                    Image(e.ctx, (4, 4), "r8g8b8a8_unorm", usage=["sampled"]) as sampled_only:
                with pytest.raises(LayoutError, match=r"set 0 binding 0 \(u\), UNIFORM_BUFFER_DYNAMIC: the Buffer given "
                                                      r"was made without the 'uniform' usage.*usage=\[\.\.\., 'uniform'\]"):
                    dset.write(u=(storage_only, 0, 16))
                with pytest.raises(LayoutError, match=r"\(img\), STORAGE_IMAGE: the Image given was made without the "
                                                      r"'storage' usage"):
                    dset.write(img=sampled_only)
            assert dset.unwritten
            dset.write(u=(ubo, 0, 16), O=out)
            cmd = e.res.command_buffer()
            for offsets, pattern in [
                ([16], r"offsets maps dynamic buffers' names to offsets \(\{'frame': 256\}\), not a list"),
                (16, r"offsets maps dynamic buffers' names to offsets .*not an int \(16\)"),
                ({"u": 2 ** 32}, r"dynamic offset 4294967296 must be a non-negative multiple of "
                                 r"minUniformBufferOffsetAlignment \(\d+\) below 2\*\*32"),
            ]:
                with pytest.raises(LayoutError, match=pattern):
                    dset.bind(cmd, pipe, offsets=offsets, unwritten="ignore")  # type: ignore[arg-type]
            for point in ("sideways", 99, -1, 2 ** 40):
                with pytest.raises(LayoutError, match=rf"bind_point={point!r} names no pipeline bind point: give "
                                                      r"one of graphics, compute"):
                    dset.bind(cmd, pipe, offsets={"u": 0}, bind_point=point,  # type: ignore[arg-type]
                              unwritten="ignore")
            dset.bind(cmd, pipe, offsets={"u": 0}, bind_point="compute", unwritten="ignore")  # (img: not read here)
            # no command buffer: the binding's own TypeError, naming nothing, came out of each
            push = PushConstants(e.layout, [path])
            push["k"] = 1.0
            for call, record in [("Pipeline.bind()", lambda c: pipe.bind(c)),
                                 ("DescriptorSet.bind()", lambda c: dset.bind(c, pipe, offsets={"u": 0},
                                                                              unwritten="ignore")),
                                 ("bind_sets()", lambda c: bind_sets(c, pipe, [dset], offsets={"u": 0},
                                                                     unwritten="ignore")),
                                 ("PushConstants.record()", lambda c: push.record(c, pipe))]:
                for bad in (None, 5):
                    with pytest.raises(LayoutError, match=rf"{re.escape(call)} records into a VkCommandBuffer, its "
                                                          rf"first argument, not {type(bad).__name__}"):
                        record(bad)
            for sets, pattern in [(None, r"bind_sets\(\) takes a DescriptorSet or a list of them, not NoneType"),
                                  ([None], r"bind_sets\(\) takes DescriptorSets, not one NoneType")]:
                with pytest.raises(LayoutError, match=pattern):
                    bind_sets(cmd, pipe, sets)  # type: ignore[arg-type]
            e.res.finish(cmd)
            dset.release()
            with Image(e.ctx, (4, 4), "r8g8b8a8_unorm", usage=["storage"]) as image:
                dset.write(img=image)  # every binding written: a misspelt unwritten= was taken
                with pytest.raises(LayoutError, match=r"Image.transition\(\) records into a VkCommandBuffer, its first "
                                                      r"argument, not NoneType"):
                    image.transition(None, "general")
                cmd = e.res.command_buffer()
                with pytest.raises(LayoutError, match=r"unwritten='nah': give 'error', 'warn' or 'ignore'"):
                    dset.bind(cmd, pipe, offsets={"u": 0}, unwritten="nah")  # type: ignore[arg-type]
            e.res.finish(cmd)
            dset.release()
        for spec in ([(0, 64)], "x"):
            with pytest.raises(LayoutError, match=r"specialization maps spec ids or constant names to values"):
                compute_pipeline(e.ctx, e.layout, path, specialization=spec)  # type: ignore[arg-type]
        with pytest.raises(LayoutError, match=r"PushConstants takes the layout \(a PipelineLayoutDesc or a "
                                              r"PipelineLayout\) first, not NoneType"):
            PushConstants(None, [path])  # type: ignore[arg-type]
        data = BlockData(e.stages[0].entry_points[0].push_constants[0].block)
        with pytest.raises(LayoutError, match=r"update\(\) takes \{path: value\} \(or path=value\), not "):
            data.update([("k", 1.0)])  # type: ignore[arg-type]
        data.update({"k": 1.0}, k=2.0)
        assert data["k"] == 2.0
        objects = np.array([None, "x"], dtype=object)  # its bytes would be the objects' addresses
        with pytest.raises(LayoutError, match=r"Buffer takes an array of numbers, not of Python objects \(dtype "
                                              r"object\)"):
            Buffer(e.ctx, objects)
        with Buffer(e.ctx, 16) as buf, pytest.raises(LayoutError, match=r"Buffer.write\(\) takes an array of numbers"):
            buf.write(objects)
        e.quiet()


def test_graphics_choices_the_device_or_the_stages_rule_out_are_refused(glsl, vulkan_device: bool) -> None:
    paths = [glsl("args.vert", VERT), glsl("args.frag", FRAG)]
    with env(paths) as e:
        rp = render_pass(e.ctx, [const("VK_FORMAT_R8G8B8A8_UNORM")])
        e.res.cleanup.append(lambda: lib.vkDestroyRenderPass(e.ctx.device, rp, ffi.NULL))
        assert "wideLines" not in e.ctx.features.features and "fillModeNonSolid" not in e.ctx.features.features
        for options, pattern in [
            ({"line_width": None}, r"line_width=None: a line width is a number over 0"),
            ({"line_width": 10 ** 400}, r"line_width=1000.*: a line width is a number over 0"),
            ({"line_width": True}, r"line_width=True: a line width is a number over 0"),
            ({"line_width": 2.0}, r"line_width=2.0: a width other than 1.0 needs the wideLines feature"),
            ({"polygon_mode": "line"}, r"polygon_mode='line' needs the fillModeNonSolid feature"),
            ({"topology": "line_list_with_adjacency"},
             r"topology='line_list_with_adjacency' needs the geometryShader feature"),
            ({"topology": "patches"}, r"topology='patch_list' feeds tessellation stages, and these stages have none"),
            ({"stencil": "on"}, r"stencil= is a dict of the test \(\{'compare': 'equal', 'reference': 1\}\), not 'on'"),
            ({"depth_test": "yes"}, r"depth_test='yes': give True or False"),
            ({"depth_test": True, "depth_write": 2}, r"depth_write=2: give True or False"),
        ]:
            with pytest.raises(LayoutError, match=pattern):
                graphics_pipeline(e.ctx, e.layout, paths, rp, **options)
        graphics_pipeline(e.ctx, e.layout, paths, rp, line_width=2.0,
                          dynamic_states=("viewport", "scissor", "line_width")).close()
        # arguments out of order or of the wrong kind: each escaped as a TypeError or ValueError from inside
        with pytest.raises(LayoutError, match=r"the stages \(a list\) come third, the render pass .* fourth"):
            graphics_pipeline(e.ctx, e.layout, rp, paths)  # type: ignore[arg-type]
        with pytest.raises(LayoutError, match=r"render_pass\(\) takes a DeviceContext or a VkDevice, not NoneType"):
            render_pass(None, [COLOR])  # type: ignore[arg-type]
        with pytest.raises(LayoutError, match=r"render_pass\(inputs=\) is a list of \(format, samples\) pairs, one an "
                                              r"input attachment, not one 'r8g8b8a8_unorm'"):
            render_pass(e.ctx, [COLOR], inputs=["r8g8b8a8_unorm"])  # type: ignore[list-item]
        with pytest.raises(LayoutError, match=r"DescriptorPool takes a DeviceContext or a VkDevice, not "
                                              r"PipelineLayoutDesc"):
            DescriptorPool(e.desc, e.ctx)  # type: ignore[arg-type]
        with pytest.raises(LayoutError, match=r"DescriptorPool's layouts \(after the device\) are a "
                                              r"PipelineLayoutDesc, a PipelineLayout or set layouts, not NoneType"):
            DescriptorPool(e.ctx, None)  # type: ignore[arg-type]
        graphics_pipeline(e.ctx, e.layout, paths, rp, depth_test=np.True_, depth_write=np.False_).close()  # numpy's
        with pytest.raises(LayoutError, match=r"a render pass is a VkRenderPass \(render_pass\(\) makes one\), or None "
                                              r"for dynamic rendering, not int"):
            graphics_pipeline(e.ctx, e.layout, paths, 12345)  # type: ignore[arg-type]
        with pytest.raises(LayoutError, match=r"color_formats is a list of formats, one a color attachment "
                                              r"\(\['r8g8b8a8_unorm'\]\), not 'r8g8b8a8_unorm'"):
            graphics_pipeline(e.ctx, e.layout, paths, None, color_formats="r8g8b8a8_unorm")
        e.quiet()


CROSS = """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform Params { vec4 scale; } params;
layout(set = 0, binding = 1) buffer Data { vec4 v; } data;
void main() { data.v *= params.scale; }
"""


def test_objects_of_another_context_are_refused_before_vulkan(glsl, vulkan_device: bool) -> None:
    """One device's buffers, layouts and libraries are no handles to another's: written into a
    set, pushed or linked there they crashed the process; a layout or a pool there was left to
    the layer."""
    from layoutgen import merge
    from layoutgen.vk import DeviceContext, LayoutCache, for_layout, push_descriptors

    path = glsl("cross.comp", CROSS)
    desc = merge([path])
    pushed = merge([path], push_descriptor_sets=[0])
    other = "belongs to another device \\(another DeviceContext\\) than the one it is used with"
    with DeviceContext() as a, DeviceContext(features=for_layout(pushed)) as b, \
            LayoutCache(a) as cache_a, LayoutCache(b) as cache_b:
        theirs = Buffer(a, 16, usage="uniform")
        with DescriptorPool(b, desc) as pool:
            with pytest.raises(LayoutError, match="the pipeline layout given to DescriptorPool.allocate\\(\\) "
                                                  + other):
                pool.allocate(cache_a.get(desc), 0)
            dset = pool.allocate(cache_b.get(desc), 0)
            with pytest.raises(LayoutError, match="the Buffer given to set 0 binding 0 \\(params\\), UNIFORM_BUFFER "
                                                  + other):
                dset.write(params=theirs, data=Buffer(b, 16))
            dset.write(params=Buffer(b, 16, usage="uniform"), data=Buffer(b, 16))
        with pytest.raises(LayoutError, match="the pipeline layout given " + other):
            compute_pipeline(b, cache_a.get(desc), path)
        with compute_pipeline(b, cache_b.get(pushed), path) as pipe:
            with pytest.raises(LayoutError, match="the Buffer given to set 0 binding 0 \\(params\\).* " + other):
                b.submit(lambda cmd: push_descriptors(cmd, pipe, 0, params=theirs, data=Buffer(b, 16)))
        assert not a.take_problems() and not b.take_problems()



def test_device_context_names_take_lists_of_names(vulkan_device: bool) -> None:
    """A str alone was read a letter a name ("unknown device feature(s): 'O' ..."); a None, an
    int or a context's Enabled features escaped as AttributeError and TypeError."""
    from layoutgen.errors import VulkanError
    from layoutgen.vk import DeviceContext

    for kwargs, pattern in [({"features": "shaderObject"},
                             r"features is a list of names \(features=\['shaderObject'\]\), not a str"),
                            ({"features": [None]}, r"features is a list of names, not one holding None"),
                            ({"features": 5}, r"features is a list of names, not int"),
                            ({"extensions": "VK_KHR_push_descriptor"}, r"extensions is a list of names"),
                            ({"instance_extensions": "VK_KHR_surface"}, r"instance_extensions is a list of names")]:
        with pytest.raises(VulkanError, match=pattern):
            DeviceContext(**kwargs)
    for option in ("validation", "skip_invalid", "sync_validation", "gpu_assisted", "best_practices"):
        with pytest.raises(VulkanError, match=rf"{option}='no': give True or False"):  # a truthy "no" was taken
            DeviceContext(**{option: "no"})
    with DeviceContext() as ctx:
        with pytest.raises(VulkanError, match=r"proc\(\) takes a Vulkan function's name, a str .*, not None"):
            ctx.proc(None)  # type: ignore[arg-type]  # the binding passed it on as a null pointer: a crash
        with pytest.raises(VulkanError, match=r"the device gives no function 'vkBogus': is the name right"):
            ctx.proc("vkBogus")
        with pytest.raises(VulkanError, match=r"'vkCmdDraw' is no extension function .*\(vulkan\.vkCmdDraw\)"):
            ctx.proc("vkCmdDraw")
        with pytest.raises(VulkanError, match=r"track\(\) takes what has a close\(\) method .*, not 5"):
            ctx.track(5)  # type: ignore[arg-type]  # an AttributeError at close(), the device left open
        with pytest.raises(VulkanError, match=r"give features=ctx.features.features"):
            DeviceContext(features=ctx.features)  # type: ignore[arg-type]
        with pytest.raises(VulkanError, match=r"give extensions=ctx.features.extensions"):
            DeviceContext(extensions=ctx.features)  # type: ignore[arg-type]


def test_caches_batches_and_pushes_name_a_wrong_argument(glsl, vulkan_device: bool) -> None:
    """Each escaped as a TypeError, an AttributeError or cffi's error from inside."""
    from layoutgen import merge
    from layoutgen.vk import (DeviceContext, LayoutCache, compute_pipelines, for_layout, graphics_pipelines,
                              push_descriptors)

    path = glsl("cross.comp", CROSS)
    pushed = merge([path], push_descriptor_sets=[0])
    with pytest.raises(LayoutError, match=r"LayoutCache takes a DeviceContext or a VkDevice, not int"):
        LayoutCache(5)  # type: ignore[arg-type]
    with DeviceContext(features=for_layout(pushed)) as ctx, LayoutCache(ctx) as cache:
        with pytest.raises(LayoutError, match=r"get\(\) takes a PipelineLayoutDesc \(merge\(\) makes one\), "
                                              r"not NoneType"):
            cache.get(None)  # type: ignore[arg-type]
        with pytest.raises(LayoutError, match=r"set_layout\(\) takes a SetLayout .*, not NoneType"):
            cache.set_layout(None)  # type: ignore[arg-type]
        with pytest.raises(LayoutError, match=r"graphics_pipelines\(\) takes \(layout, stages\) pairs, not int"):
            graphics_pipelines(ctx, 5, None)  # type: ignore[arg-type]
        with pytest.raises(LayoutError, match=r"compute_pipelines\(\) takes \(layout, stage\) pairs, not int"):
            compute_pipelines(ctx, 5)  # type: ignore[arg-type]
        with pytest.raises(LayoutError, match=r"check_layout='no': give True or False"):  # "no" checked the layout
            compute_pipeline(ctx, cache.get(pushed), path, check_layout="no")  # type: ignore[arg-type]
        with pytest.raises(LayoutError, match=r"templates='no': give True or False"):  # "no" made templates
            DescriptorPool(ctx, merge([path]), templates="no")  # type: ignore[arg-type]
        with compute_pipeline(ctx, cache.get(pushed), path) as pipe:
            with pytest.raises(LayoutError, match=r"push_descriptors\(\) records into a VkCommandBuffer, its first "
                                                  r"argument, not NoneType"):
                push_descriptors(None, pipe, 0)  # type: ignore[arg-type]
            with pytest.raises(LayoutError, match=r"push_descriptors\(device=\) takes a DeviceContext or a VkDevice"):
                ctx.submit(lambda cmd: push_descriptors(cmd, pipe, 0, device=5))  # type: ignore[arg-type]
        assert not ctx.take_problems()
