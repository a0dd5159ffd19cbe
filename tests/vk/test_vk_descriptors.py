"""Descriptor sets written by the shader's names, on lavapipe with the validation layer: every
kind of write, read back through a dispatch; arrays, dynamic offsets, bindless sets,
immutable samplers and push descriptors."""
from __future__ import annotations

import numpy as np
import pytest
import vulkan as vk
from support.denv import env

from layoutgen.errors import LayoutError
from layoutgen.layout import BindingFlag
from layoutgen.vk import DescriptorPool, compute_pipeline, push_descriptors

KINDS = """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform Params { vec4 scale; } params;
layout(set = 0, binding = 1) readonly buffer Src { float values[]; } src;
layout(set = 0, binding = 2) uniform sampler2D tex;
layout(set = 0, binding = 3) uniform texture2D plain;
layout(set = 0, binding = 4) uniform sampler smp;
layout(set = 0, binding = 5, rgba32f) readonly uniform image2D img;
layout(set = 0, binding = 6) uniform samplerBuffer texels;
layout(set = 0, binding = 7, r32f) writeonly uniform imageBuffer stored;
layout(set = 0, binding = 8) writeonly buffer Out { float result[8]; } outbuf;
void main() {
    outbuf.result[0] = params.scale.x;
    outbuf.result[1] = src.values[0];
    outbuf.result[2] = texelFetch(tex, ivec2(1, 0), 0).x;
    outbuf.result[3] = texelFetch(sampler2D(plain, smp), ivec2(0, 1), 0).y;
    outbuf.result[4] = imageLoad(img, ivec2(1, 1)).z;
    outbuf.result[5] = texelFetch(texels, 2).x;
    outbuf.result[6] = float(src.values.length());
    imageStore(stored, 1, vec4(42.0));
}
"""


def _pixels(seed: float) -> np.ndarray:
    return (np.arange(16, dtype=np.float32).reshape(2, 2, 4) + seed).astype(np.float32)


def test_every_kind_of_write_reaches_the_shader(glsl, vulkan_device: bool) -> None:
    path = glsl("kinds.comp", KINDS)
    with env([path]) as e:
        r = e.res
        ubo = r.buffer(16, np.array([2.5, 0, 0, 0], np.float32))
        src = r.buffer(256, np.arange(64, dtype=np.float32))
        a, b = r.image(_pixels(0.0)), r.image(_pixels(100.0), layout=vk.VK_IMAGE_LAYOUT_GENERAL)
        texels = r.buffer(16, np.array([5, 6, 7, 8], np.float32))
        stored = r.buffer(16)
        out = r.buffer(32)
        smp = r.sampler()
        with DescriptorPool(e.ctx, e.desc) as pool, compute_pipeline(e.ctx, e.layout, path) as pipe:
            dset = pool.allocate(e.layout, 0)
            dset.write(params=ubo, src=(src, 64, 32), tex=(b.view, smp, "GENERAL"), plain=a.view, smp=smp,
                       img=b.view, texels=r.buffer_view(texels, vk.VK_FORMAT_R32_SFLOAT),
                       stored=r.buffer_view(stored, vk.VK_FORMAT_R32_SFLOAT), outbuf=out)
            e.dispatch(pipe, [dset])
        result = out.read(np.float32)
        assert result[:7].tolist() == [2.5, 16.0, 104.0, 9.0, 114.0, 7.0, 8.0]
        assert stored.read(np.float32)[1] == 42.0


ARRAYS = """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) readonly buffer In { float v; } inputs[4];
layout(set = 0, binding = 1) uniform sampler2D textures[3];
layout(set = 0, binding = 2) writeonly buffer Out { float result[7]; } outbuf;
void main() {
    for (int i = 0; i < 4; ++i) outbuf.result[i] = inputs[i].v;
    for (int i = 0; i < 3; ++i) outbuf.result[4 + i] = texelFetch(textures[i], ivec2(0, 0), 0).x;
}
"""


def test_arrays_by_list_and_by_index(glsl, vulkan_device: bool) -> None:
    path = glsl("arrays.comp", ARRAYS)
    with env([path]) as e:
        r = e.res
        bufs = [r.buffer(16, np.array([10.0 * (i + 1)], np.float32)) for i in range(5)]
        images = [r.image(_pixels(100.0 * i)) for i in range(3)]
        smp = r.sampler()
        out = r.buffer(32)
        with DescriptorPool(e.ctx, e.desc) as pool, compute_pipeline(e.ctx, e.layout, path) as pipe:
            dset = pool.allocate(e.layout)
            dset.write(inputs=bufs[:4], textures=[(img.view, smp) for img in images], outbuf=out)
            dset.write(inputs={2: bufs[4]}, textures={0: (images[2].view, smp)})  # single elements by index
            e.dispatch(pipe, [dset])
        assert out.read(np.float32)[:7].tolist() == [10.0, 20.0, 50.0, 40.0, 200.0, 100.0, 200.0]


DYNAMIC = """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform Frame { vec4 value; } frame;
layout(set = 0, binding = 1) buffer Slot { float total; } slot;
void main() { slot.total += frame.value.x; }
"""


def test_dynamic_offsets_by_name(glsl, vulkan_device: bool) -> None:
    path = glsl("dynamic.comp", DYNAMIC)
    with env([path], dynamic=["frame", "slot"]) as e:
        r = e.res
        frames = np.zeros((4, 64), np.float32)  # four 256-byte slices
        frames[:, 0] = [1.0, 2.0, 3.0, 4.0]
        ubo, ssbo = r.buffer(1024, frames), r.buffer(1024)
        with DescriptorPool(e.ctx, e.desc) as pool, compute_pipeline(e.ctx, e.layout, path) as pipe:
            dset = pool.allocate(e.layout)
            dset.write(frame=(ubo, 0, 16), slot=(ssbo, 0, 4))
            for k in range(4):
                e.dispatch(pipe, [dset], offsets={"slot": 256 * (k % 2), "frame": 256 * k})
        totals = ssbo.read(np.float32).reshape(4, 64)[:, 0]
        assert totals.tolist() == [1.0 + 3.0, 2.0 + 4.0, 0.0, 0.0]


BINDLESS = """#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 8) in;
layout(set = 0, binding = 0) writeonly buffer Out { float result[8]; } outbuf;
layout(set = 0, binding = 1) readonly buffer In { float v; } inputs[];
void main() {
    uint i = gl_LocalInvocationID.x;
    outbuf.result[i] = inputs[nonuniformEXT(i)].v;
}
"""


def test_bindless_variable_count_and_update_after_bind(glsl, vulkan_device: bool) -> None:
    path = glsl("bindless.comp", BINDLESS)
    with env([path], features=["shaderStorageBufferArrayNonUniformIndexing"], bindless_max=64) as e:
        binding = e.desc.set_layouts[0].binding(1)
        assert binding.descriptor_count == 64 and binding.binding_flags & BindingFlag.UPDATE_AFTER_BIND
        r = e.res
        bufs = [r.buffer(16, np.array([float(i * i)], np.float32)) for i in range(8)]
        out = r.buffer(32)
        with DescriptorPool(e.ctx, e.desc, variable_counts={0: 8}) as pool, \
                compute_pipeline(e.ctx, e.layout, path) as pipe:
            dset = pool.allocate(e.layout, 0, variable_count=8)
            dset.write(outbuf=out, inputs=bufs[:7])
            cmd = r.command_buffer()
            pipe.bind(cmd)
            dset.bind(cmd, pipe)
            dset.write(inputs={7: bufs[7]})  # after bind: the binding is UPDATE_AFTER_BIND
            vk.vkCmdDispatch(cmd, 1, 1, 1)
            r.finish(cmd)
        assert out.read(np.float32).tolist() == [float(i * i) for i in range(8)]


INLINE = """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform Params { vec4 a; float b; } params;
layout(set = 0, binding = 1) writeonly buffer Out { float result[2]; } outbuf;
void main() { outbuf.result[0] = params.a.y; outbuf.result[1] = params.b; }
"""


def test_inline_uniform_block(glsl, vulkan_device: bool) -> None:
    path = glsl("inline.comp", INLINE)
    with env([path], inline_uniform_blocks=["params"]) as e:
        out = e.res.buffer(8)
        with DescriptorPool(e.ctx, e.desc) as pool, compute_pipeline(e.ctx, e.layout, path) as pipe:
            dset = pool.allocate(e.layout)
            dset.write(params=np.array([1.0, 2.0, 3.0, 4.0, 5.0], np.float32), outbuf=out)
            e.dispatch(pipe, [dset])
        assert out.read(np.float32).tolist() == [2.0, 5.0]


IMMUTABLE = """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(set = 0, binding = 1) uniform texture2D plain;
layout(set = 0, binding = 2) uniform sampler smp;
layout(set = 0, binding = 3) writeonly buffer Out { float result[2]; } outbuf;
void main() {
    outbuf.result[0] = textureLod(tex, vec2(0.75, 0.25), 0.0).x;
    outbuf.result[1] = textureLod(sampler2D(plain, smp), vec2(0.25, 0.75), 0.0).y;
}
"""


def test_immutable_samplers_are_skipped_by_writes(glsl, vulkan_device: bool) -> None:
    path = glsl("immutable.comp", IMMUTABLE)
    with env([path]) as e:
        smp = e.res.sampler()
        e.relayout(immutable_samplers={"tex": smp, "smp": smp})
        assert e.desc.set_layouts[0].binding(0).immutable_samplers == (smp,)
        img, out = e.res.image(_pixels(0.0)), e.res.buffer(8)
        with DescriptorPool(e.ctx, e.desc) as pool, compute_pipeline(e.ctx, e.layout, path) as pipe:
            dset = pool.allocate(e.layout)
            dset.write(tex=img.view, plain=img.view, outbuf=out)
            e.dispatch(pipe, [dset])
            with pytest.raises(Exception, match=r"set 0 binding 2 \(smp\).*immutable.*nothing to write"):
                dset.write(smp=smp)
            with pytest.raises(Exception, match=r"set 0 binding 0 \(tex\).*immutable.*give the image view alone"):
                dset.write(tex=(img.view, smp))
            e.quiet()
        assert out.read(np.float32).tolist() == [4.0, 9.0]


PUSHED = """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) readonly buffer In { float v; } inp;
layout(set = 0, binding = 1) writeonly buffer Out { float r; } outp;
void main() { outp.r = inp.v * 3.0; }
"""


def test_push_descriptors_by_name(glsl, vulkan_device: bool) -> None:
    path = glsl("pushed.comp", PUSHED)
    with env([path], push_descriptor_sets=0) as e:
        src, out = e.res.buffer(4, np.array([7.0], np.float32)), e.res.buffer(4)
        with compute_pipeline(e.ctx, e.layout, path) as pipe:
            cmd = e.res.command_buffer()
            pipe.bind(cmd)
            push_descriptors(cmd, pipe, 0, inp=src, outp=out)
            vk.vkCmdDispatch(cmd, 1, 1, 1)
            e.res.finish(cmd)
            with pytest.raises(Exception, match="push-descriptor set"):
                DescriptorPool(e.ctx, e.desc)
        assert out.read(np.float32).tolist() == [21.0]


def test_push_descriptors_in_the_old_order_warn(glsl, vulkan_device: bool) -> None:
    """push_descriptors(ctx, cmd, layout, set, ...) still works, with a DeprecationWarning."""
    path = glsl("pushed.comp", PUSHED)
    with env([path], push_descriptor_sets=0) as e:
        src, out = e.res.buffer(4, np.array([2.0], np.float32)), e.res.buffer(4)
        with compute_pipeline(e.ctx, e.layout, path) as pipe:
            cmd = e.res.command_buffer()
            pipe.bind(cmd)
            with pytest.warns(DeprecationWarning, match=r"push_descriptors\(cmd, layout, set"):
                push_descriptors(e.ctx, cmd, e.layout, 0, {"inp": src}, outp=out)
            vk.vkCmdDispatch(cmd, 1, 1, 1)
            e.res.finish(cmd)
        assert out.read(np.float32).tolist() == [6.0]


# -- misuse: each a LayoutgenError before any Vulkan call, naming the binding ----------------

TWO_SETS = """#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform Frame { vec4 a; vec4 b; } frame;
layout(set = 0, binding = 1) readonly buffer In { float v; } inputs[4];
layout(set = 0, binding = 2, rgba32f) uniform image2D img;
layout(set = 0, binding = 3) uniform sampler2D tex;
layout(set = 0, binding = 4) uniform samplerBuffer texels;
layout(set = 1, binding = 0) buffer Out { float r; } outbuf[];
void main() {
    outbuf[nonuniformEXT(gl_LocalInvocationID.x)].r = frame.a.x + inputs[1].v + imageLoad(img, ivec2(0)).x
        + texelFetch(tex, ivec2(0), 0).x + texelFetch(texels, 0).x;
}
"""

MISUSES = [
    (lambda r, s: {"nope": r["ubo"]}, r"no binding named 'nope' in set 0; the names there are: frame \(0\.0\), "
                                      r"inputs \(0\.1\), img \(0\.2\), tex \(0\.3\), texels \(0\.4\)"),
    (lambda r, s: {"outbuf": r["ssbo"]}, r"'outbuf' is in set 1, not in set 0"),
    (lambda r, s: {"frame": r["smp"]}, r"set 0 binding 0 \(frame\), UNIFORM_BUFFER expects a VkBuffer or \(buffer, "
                                       r"offset, range\), got a VkSampler"),
    (lambda r, s: {"img": r["ubo"]}, r"set 0 binding 2 \(img\), STORAGE_IMAGE expects an image view .*got a VkBuffer"),
    (lambda r, s: {"texels": r["view"]}, r"binding 4 \(texels\), UNIFORM_TEXEL_BUFFER expects a VkBufferView, got a "
                                         r"VkImageView"),
    (lambda r, s: {"tex": r["view"]}, r"binding 3 \(tex\), COMBINED_IMAGE_SAMPLER expects \(image_view, sampler"),
    (lambda r, s: {"tex": (r["view"], r["ubo"])}, r"binding 3 \(tex\).*with a VkSampler, got a VkBuffer"),
    (lambda r, s: {"inputs": {4: r["ssbo"]}}, r"binding 1 \(inputs\), STORAGE_BUFFER: index 4 is past its 4 desc"),
    (lambda r, s: {"inputs": [r["ssbo"]] * 5}, r"index 4 is past its 4 descriptor"),
    (lambda r, s: {"inputs": r["ssbo"]}, r"binding 1 \(inputs\), STORAGE_BUFFER is an array of 4 descriptors: give a "
                                         r"list"),
    (lambda r, s: {"frame": (r["ubo"], 0, 16)}, r"binding 0 \(frame\), UNIFORM_BUFFER: range 16 is smaller than the "
                                                r"32 bytes of the block"),
    (lambda r, s: {"frame": (r["ubo"], 4, 32)}, r"offset 4 is not a multiple of minUniformBufferOffsetAlignment"),
    (lambda r, s: {"frame": (r["ubo"], 256, 32)}, r"offset 256 and range 32 go past the buffer's 256 bytes"),
    (lambda r, s: {"frame": (r["big"], 0, 70000)}, r"range 70000 exceeds maxUniformBufferRange \(65536\)"),
    (lambda r, s: {"frame": (r["ubo"], 0)}, r"expects a VkBuffer or \(buffer, offset, range\), got a tuple of 2"),
    (lambda r, s: {"img": (r["view"], "SHADER_READ_ONLY_OPTIMAL")},
     r"binding 2 \(img\), STORAGE_IMAGE expects an image layout among GENERAL, SHARED_PRESENT_KHR"),
    (lambda r, s: {"frame": r["ubo"], "0.0": r["ubo"]}, r"'frame' and '0.0' both name set 0 binding 0"),
]


@pytest.mark.parametrize("case", range(len(MISUSES)))
def test_each_misuse_is_refused_before_vulkan(case: int, glsl, vulkan_device: bool) -> None:
    from layoutgen.errors import LayoutgenError

    path = glsl("two_sets.comp", TWO_SETS)
    with env([path], bindless_max=16) as e:
        r = e.res
        img = r.image(_pixels(0.0), layout=vk.VK_IMAGE_LAYOUT_GENERAL)
        things = {"ubo": r.buffer(256), "ssbo": r.buffer(64), "smp": r.sampler(), "view": img.view,
                  "big": r.buffer(70000)}
        with DescriptorPool(e.ctx, e.desc) as pool:
            dset = pool.allocate(e.layout, 0)
            e.quiet()
            make, pattern = MISUSES[case]
            with pytest.raises(LayoutgenError, match=pattern):
                dset.write(make(things, dset))
            e.quiet()
            assert not dset.written  # nothing half-written either


def test_pool_and_binding_misuse(glsl, vulkan_device: bool) -> None:
    from layoutgen.errors import LayoutgenError

    path = glsl("two_sets.comp", TWO_SETS)
    with env([path], bindless_max=16) as e:
        with DescriptorPool(e.ctx, e.desc, sets=1) as pool:
            with pytest.raises(LayoutgenError, match=r"set 0 has no variable-count binding"):
                pool.allocate(e.layout, 0, variable_count=3)
            with pytest.raises(LayoutgenError, match=r"set 1 binding 0 \(outbuf\): variable_count must be 0..16"):
                pool.allocate(e.layout, 1, variable_count=17)
            with pytest.raises(LayoutgenError, match=r"the layout has sets 0..1, not set 2"):
                pool.allocate(e.layout, 2)
            pool.allocate(e.layout, 0)
            with pytest.raises(LayoutgenError, match=r"out of room for set 0: .*1 UNIFORM_BUFFER \(room for 0\)"):
                pool.allocate(e.layout, 0)
            e.quiet()


def test_dynamic_offset_misuse_and_write_after_bind(glsl, vulkan_device: bool) -> None:
    from layoutgen.errors import LayoutgenError

    path = glsl("dynamic.comp", DYNAMIC)
    with env([path], dynamic=["frame"]) as e:
        ubo, ssbo = e.res.buffer(512), e.res.buffer(16)
        with DescriptorPool(e.ctx, e.desc) as pool, compute_pipeline(e.ctx, e.layout, path) as pipe:
            dset = pool.allocate(e.layout)
            with pytest.raises(LayoutgenError, match=r"binding 0 \(frame\), UNIFORM_BUFFER_DYNAMIC expects \(buffer, "
                                                     r"offset, range\), got a VkBuffer"):
                dset.write(frame=ubo)
            cmd = e.res.command_buffer()
            dset.write(frame=(ubo, 0, None), slot=ssbo)  # the whole buffer: only offset 0 stays inside it
            with pytest.raises(LayoutgenError, match=r"binding 0 \(frame\): element 0 was written with the buffer's "
                                                     r"whole size \(no range\), so its dynamic offset can only be 0, "
                                                     r"not 256"):
                dset.bind(cmd, pipe, offsets={"frame": 256})
            dset.write(frame=(ubo, 0, 16))
            checks = [({}, r"set 0 binding 0 \(frame\) is a dynamic buffer: give its offset, offsets=\{'frame': N\}"),
                      ({"frame": 8}, r"dynamic offset 8 must be a non-negative multiple of "
                                     r"minUniformBufferOffsetAlignment"),
                      ({"frame": 512}, r"offset 0 \+ dynamic offset 512 \+ range 16 go past the buffer's 512 bytes"),
                      ({"frame": 0, "slot": 0}, r"set 0 binding 1 \(slot\) is STORAGE_BUFFER, not a dynamic buffer"),
                      ({"frame": 0, "other": 0}, r"no binding named 'other'")]
            for offsets, pattern in checks:
                with pytest.raises(LayoutgenError, match=pattern):
                    dset.bind(cmd, pipe, offsets=offsets)
            with pytest.raises(LayoutgenError, match=r"DescriptorSet.bind\(\) needs a PipelineLayout .* not a "
                                                     r"VkPipelineLayout"):  # named as called
                dset.bind(cmd, e.layout.handle, offsets={"frame": 0})
            e.quiet()
            pipe.bind(cmd)
            dset.bind(cmd, pipe, offsets={"frame": 256})
            with pytest.raises(LayoutgenError, match=r"set 0 binding 1 \(slot\), STORAGE_BUFFER: the set is bound in a "
                                                     r"command buffer and the binding is not UPDATE_AFTER_BIND"):
                dset.write(slot=ssbo)
            vk.vkCmdDispatch(cmd, 1, 1, 1)
            e.res.finish(cmd)
            dset.release()
            dset.write(slot=ssbo)  # allowed again once the command buffer completed


def test_a_name_on_two_bindings_is_ambiguous(glsl, vulkan_device: bool) -> None:
    from layoutgen.errors import LayoutgenError

    vert = glsl("a.vert", "#version 450\nlayout(set = 0, binding = 0) uniform A { vec4 v; } data;\n"
                          "void main() { gl_Position = data.v; }\n")
    frag = glsl("a.frag", "#version 450\nlayout(set = 0, binding = 1) uniform B { vec4 v; } data;\n"
                          "layout(location = 0) out vec4 color;\nvoid main() { color = data.v; }\n")
    with env([vert, frag]) as e, DescriptorPool(e.ctx, e.desc) as pool:
        dset = pool.allocate(e.layout)
        with pytest.raises(LayoutgenError, match=r"'data' names 2 bindings, set 0 binding 0 \(data\) and set 0 binding "
                                                 r"1 \(data\): say which with 'set.binding'"):
            dset.write(data=e.res.buffer(16))
        dset.write({"0.0": e.res.buffer(16), (0, 1): e.res.buffer(16)})
        e.quiet()


FULLSCREEN = """#version 450
void main() { gl_Position = vec4(vec2((gl_VertexIndex << 1) & 2, gl_VertexIndex & 2) * 2.0 - 1.0, 0.0, 1.0); }
"""
SUBPASS = """#version 450
layout(input_attachment_index = 0, set = 0, binding = 0) uniform subpassInput src;
layout(location = 0) out vec4 out_color;
void main() { out_color = subpassLoad(src) * 2.0; }
"""


def test_input_attachment_in_a_render_pass(glsl, vulkan_device: bool) -> None:
    from layoutgen.vk import graphics_pipeline, render_pass

    paths = [glsl("full.vert", FULLSCREEN), glsl("sub.frag", SUBPASS)]
    fmt = vk.VK_FORMAT_R32G32B32A32_SFLOAT
    with env(paths) as e:
        pixels = np.random.default_rng(3).random((4, 4, 4)).astype(np.float32)
        src = e.res.image(pixels, usage=vk.VK_IMAGE_USAGE_INPUT_ATTACHMENT_BIT)
        rp = render_pass(e.ctx, [fmt], [(fmt, 1)], final_layout="VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL")
        try:
            with DescriptorPool(e.ctx, e.desc) as pool, graphics_pipeline(e.ctx, e.layout, paths, rp) as pipe:
                dset = pool.allocate(e.layout)
                with pytest.raises(Exception, match=r"set 0 binding 0 \(src\), INPUT_ATTACHMENT expects an image view"):
                    dset.write(src=e.res.sampler())
                dset.write(src=src.view)
                out = e.draw(pipe, rp, inputs=[src.view], sets=[dset])
        finally:
            vk.vkDestroyRenderPass(e.ctx.device, rp, None)
        assert np.allclose(out, pixels * 2)


def test_push_descriptors_without_the_extension(glsl, vulkan_device: bool) -> None:
    import layoutgen
    from layoutgen.errors import VulkanError
    from layoutgen.vk import DeviceContext, LayoutCache

    path = glsl("pushed.comp", PUSHED)
    with DeviceContext() as ctx, LayoutCache(ctx) as cache:
        layout = cache.get(layoutgen.merge([path]))  # (a push-descriptor layout would not even create)
        with pytest.raises(VulkanError, match=r"push_descriptors\(\) needs VK_KHR_push_descriptor enabled"):
            push_descriptors(None, layout, 0, inp=None)
        assert not ctx.take_messages()


def test_numpy_integers_are_taken_wherever_an_integer_is(glsl, vulkan_device: bool) -> None:
    """Python's operator.index protocol (PEP 357), as numpy's own indexing takes it: np.int64(256)
    is a dynamic offset, a range, an index, a set number, as 256 is; bools and floats stay refused."""
    path = glsl("dynamic.comp", DYNAMIC)
    with env([path], dynamic=["frame", "slot"]) as e:
        r = e.res
        frames = np.zeros((4, 64), np.float32)
        frames[:, 0] = [1.0, 2.0, 3.0, 4.0]
        ubo, ssbo = r.buffer(1024, frames), r.buffer(1024)
        with DescriptorPool(e.ctx, e.desc) as pool, compute_pipeline(e.ctx, e.layout, path) as pipe:
            dset = pool.allocate(e.layout, np.int64(0))
            dset.write(frame=(ubo, np.uint32(0), np.int64(16)), slot={np.int64(0): (ssbo, 0, np.int16(4))})
            e.dispatch(pipe, [dset], offsets={"slot": np.int64(256), "frame": [np.uint16(512)]})
            for bad, message in [(True, "dynamic offset True must be"), (256.0, "dynamic offset 256.0 must be"),
                                 (np.float64(256), "must be a non-negative multiple")]:
                with pytest.raises(LayoutError, match=message):
                    e.dispatch(pipe, [dset], offsets={"slot": 0, "frame": bad})
            with pytest.raises(LayoutError, match="the offset must be an integer of at least 0"):
                dset.write(frame=(ubo, 0.0, 16))
            with pytest.raises(LayoutError, match="not set 0.0"):
                pool.allocate(e.layout, 0.0)
        totals = ssbo.read(np.float32).reshape(4, 64)[:, 0]
        assert totals.tolist() == [0.0, 3.0, 0.0, 0.0]
        e.quiet()


def test_objects_made_on_a_closed_context_refuse_use_before_any_vulkan_call(glsl, vulkan_device: bool) -> None:
    """A child object must not be used or destroyed after its VkDevice is destroyed
    (VUID-vkDestroyDevice-device-05137: its children went first, or with it): a pool, a pipeline
    and a set made on a closed DeviceContext raise ClosedError, and close() only forgets them
    (the process aborted with a double free before)."""
    from layoutgen import ClosedError, merge
    from layoutgen.vk import DeviceContext, LayoutCache

    path = glsl("dynamic.comp", DYNAMIC)
    desc = merge([path])
    ctx = DeviceContext(validation=False)
    cache = LayoutCache(ctx)
    layout = cache.get(desc)
    pool = DescriptorPool(ctx, desc, sets=2)
    pipe = compute_pipeline(ctx, layout, path)
    with pytest.raises(LayoutError, match="takes a PipelineLayout .* not <layoutgen.vk.shaders.Pipeline"):
        compute_pipeline(ctx, pipe, path)
    pipe.close()
    with pytest.raises(ClosedError, match="the pipeline DescriptorPool.allocate\\(\\) was given is closed"):
        pool.allocate(pipe)
    ctx.close()
    with pytest.raises(ClosedError, match="the DeviceContext this descriptor pool was made on is closed"):
        pool.allocate(layout)
    with pytest.raises(ClosedError):
        compute_pipeline(ctx, layout, path)
    pool.close()  # forgotten, not destroyed on a destroyed device
    pool.close()
    assert pool.handle is None
