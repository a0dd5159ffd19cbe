"""The ways a descriptor write is made, read back through a dispatch on lavapipe with the
validation layer: a write repeated with new resources (its structs kept and refilled), writes
of other shapes in between, a long list of raw handles (checked and copied in one pass) and
the same list refused element by element as before; a set bound through its own bind()."""
from __future__ import annotations

import numpy as np
import pytest
import vulkan as vk
from support.denv import env

from layoutgen.errors import ClosedError, LayoutError, LayoutgenWarning, NotFoundError
from layoutgen import merge
from layoutgen.vk import DescriptorPool, PushConstants, bind_sets, compute_pipeline, create_pipeline_layout
from layoutgen.vk.binding import ffi

COPY = """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) readonly buffer Src { float value; } src;
layout(set = 0, binding = 1) uniform sampler2D tex;
layout(set = 0, binding = 2) writeonly buffer Out { float result[2]; } outbuf;
void main() {
    outbuf.result[0] = src.value;
    outbuf.result[1] = texelFetch(tex, ivec2(0, 0), 0).x;
}
"""

MANY = """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) readonly buffer In { float v; } inputs[40];
layout(set = 0, binding = 1) uniform texture2D planes[40];
layout(set = 0, binding = 2) uniform sampler smp;
layout(set = 0, binding = 3) writeonly buffer Out { float result[80]; } outbuf;
void main() {
    for (int i = 0; i < 40; ++i) {
        outbuf.result[i] = inputs[i].v;
        outbuf.result[40 + i] = texelFetch(sampler2D(planes[i], smp), ivec2(0, 0), 0).x;
    }
}
"""


def _image(r, value: float):
    return r.image(np.full((1, 1, 4), value, np.float32))


def _dispatch_bound_by_set(e, pipe, dset) -> None:
    cmd = e.res.command_buffer()
    pipe.bind(cmd)
    dset.bind(cmd, pipe)
    vk.vkCmdDispatch(cmd, 1, 1, 1)
    e.res.finish(cmd)
    dset.release()


def test_a_write_repeated_with_new_resources_reaches_the_shader_each_time(glsl, vulkan_device: bool) -> None:
    path = glsl("copy.comp", COPY)
    with env([path]) as e:
        r = e.res
        srcs = [r.buffer(16, np.array([v], np.float32)) for v in (1.0, 2.0, 3.0)]
        images = [_image(r, v) for v in (10.0, 20.0, 30.0)]
        outs = [r.buffer(16), r.buffer(16)]
        smp = r.sampler()
        with DescriptorPool(e.ctx, e.desc) as pool, compute_pipeline(e.ctx, e.layout, path) as pipe:
            dset = pool.allocate(e.layout, 0)
            seen = []
            for i, (src, image) in enumerate(zip(srcs, images)):
                # the same names each time: the second and third writes refill the first one's structs
                dset.write(src=src.handle, tex=(image.view, smp), outbuf=outs[0].handle)
                _dispatch_bound_by_set(e, pipe, dset)
                seen.append(outs[0].read(np.float32)[:2].tolist())
                # a write of another shape in between, then a write that names fewer bindings
                dset.write({"outbuf": outs[1].handle, "0.0": srcs[(i + 1) % 3].handle})
                _dispatch_bound_by_set(e, pipe, dset)
                seen.append(outs[1].read(np.float32)[:2].tolist())
        assert seen == [[1.0, 10.0], [2.0, 10.0], [2.0, 20.0], [3.0, 20.0], [3.0, 30.0], [1.0, 30.0]]
        assert dset.written == {0, 1, 2}


def test_a_long_list_of_raw_handles_is_written_whole(glsl, vulkan_device: bool) -> None:
    path = glsl("many.comp", MANY)
    with env([path]) as e:
        r = e.res
        bufs = [r.buffer(16, np.array([float(i)], np.float32)) for i in range(40)]
        images = [_image(r, 100.0 + i) for i in range(40)]
        out = r.buffer(320)
        with DescriptorPool(e.ctx, e.desc, sets=2) as pool, compute_pipeline(e.ctx, e.layout, path) as pipe:
            dset = pool.allocate(e.layout, 0)
            dset.write(inputs=[b.handle for b in bufs], planes=[i.view for i in images], smp=r.sampler(),
                       outbuf=out.handle)
            _dispatch_bound_by_set(e, pipe, dset)
            assert out.read(np.float32).tolist() == [float(i) for i in range(40)] + [100.0 + i for i in range(40)]
            # the buffer objects themselves (with a size to check): element by element, the same result
            other = pool.allocate(e.layout, 0)
            other.write(inputs=list(reversed(bufs)), planes=[i.view for i in images], smp=r.sampler(),
                        outbuf=out.handle)
            _dispatch_bound_by_set(e, pipe, other)
            assert out.read(np.float32)[:40].tolist() == [float(39 - i) for i in range(40)]


@pytest.mark.parametrize("spoil, message", [
    (lambda handles, view: handles[:7] + [view] + handles[8:],
     r"binding 0 \(inputs\), STORAGE_BUFFER expects a VkBuffer or \(buffer, offset, range\), got a VkImageView"),
    (lambda handles, view: handles[:39] + [ffi.NULL],
     r"binding 0 \(inputs\), STORAGE_BUFFER expects a VkBuffer or \(buffer, offset, range\), got a void \*"),
    (lambda handles, view: [ffi.cast("void *", handles[0])] + handles[1:],
     r"binding 0 \(inputs\), STORAGE_BUFFER expects a VkBuffer or \(buffer, offset, range\), got a void \*"),
    (lambda handles, view: handles + handles[:1], r"binding 0 \(inputs\), STORAGE_BUFFER: index 40 is past its 40"),
    (lambda handles, view: handles[:20] + [(handles[20], 0, 2)] + handles[21:],
     r"binding 0 \(inputs\), STORAGE_BUFFER: range 2 is smaller than the 4 bytes of the block"),
])
def test_a_long_list_is_refused_as_element_by_element(spoil, message, glsl, vulkan_device: bool) -> None:
    path = glsl("many.comp", MANY)
    with env([path]) as e:
        r = e.res
        handles = [r.buffer(16).handle for _ in range(40)]
        view = _image(r, 1.0).view
        with DescriptorPool(e.ctx, e.desc) as pool:
            dset = pool.allocate(e.layout, 0)
            with pytest.raises(LayoutError, match=message):
                dset.write(inputs=spoil(handles, view))
            assert not dset.written
            e.quiet()


def test_a_set_bound_by_itself_checks_its_layout_each_time(glsl, vulkan_device: bool) -> None:
    path = glsl("copy.comp", COPY)
    other = glsl("other.comp", COPY.replace("sampler2D tex", "texture2D tex").replace(
        "texelFetch(tex, ivec2(0, 0), 0).x", "0.0"))
    with env([path]) as e:
        mine = create_pipeline_layout(e.ctx, e.desc)
        theirs = create_pipeline_layout(e.ctx, merge([other]))
        with DescriptorPool(e.ctx, e.desc) as pool:
            dset = pool.allocate(e.layout, 0)
            cmd = e.res.command_buffer()
            with pytest.raises(LayoutError, match=r"set 0 is bound with bindings never written: src \(0.0\), "
                                                  r"tex \(0.1\), outbuf \(0.2\); write them first"):
                dset.bind(cmd, mine)
            scratch = e.res.command_buffer()  # recorded, never submitted
            with pytest.warns(LayoutgenWarning, match=r"never written: src \(0.0\), tex \(0.1\), outbuf"):
                dset.bind(scratch, mine, unwritten="warn")
            vk.vkEndCommandBuffer(scratch)
            dset.release()
            dset.write(src=e.res.buffer(16).handle)
            with pytest.raises(LayoutError, match=r"never written: tex \(0.1\), outbuf \(0.2\);"):
                bind_sets(cmd, mine, [dset])
            dset.write(tex=(_image(e.res, 1.0).view, e.res.sampler()), outbuf=e.res.buffer(16).handle)
            dset.bind(cmd, mine)
            dset.bind(cmd, mine)  # its fit with the set known now
            with pytest.raises(LayoutError, match="allocated for another set layout"):
                dset.bind(cmd, theirs)
            e.res.finish(cmd)
            dset.release()
            mine.destroy(e.ctx)
            with pytest.raises(ClosedError, match="destroyed"):
                dset.bind(e.res.command_buffer(), mine)
        theirs.destroy(e.ctx)


SETS = """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) readonly buffer Src { float value; } src;
layout(set = 1, binding = 0) uniform Scale { float factor; } scale;
layout(set = 1, binding = 1) readonly buffer Also { float value; } dup;
layout(set = 3, binding = 0) writeonly buffer Out { float result; } outbuf;
void main() { outbuf.result = src.value * scale.factor + dup.value; }
"""


def test_a_layouts_sets_written_by_name_and_bound_together(glsl, vulkan_device: bool) -> None:
    path = glsl("sets.comp", SETS)
    with env([path]) as e:
        r = e.res
        out = r.buffer(16)
        with DescriptorPool(e.ctx, e.desc) as pool, compute_pipeline(e.ctx, e.layout, path) as pipe:
            group = pool.allocate_all(e.layout)
            assert [d.set for d in group] == [0, 1, 3]  # set 2 is empty: nothing to allocate
            with pytest.raises(NotFoundError, match=r"no binding named 'nope' in sets \[0, 1, 3\]; the names there "
                                                    r"are: src \(0.0\), scale \(1.0\), dup \(1.1\), outbuf \(3.0\)"):
                group.write(src=r.buffer(16).handle, nope=out.handle)
            assert not any(d.written for d in group)  # every check before any write
            group.write(src=r.buffer(16, np.array([3.0], np.float32)).handle, outbuf=out.handle,
                        scale=r.buffer(16, np.array([2.0], np.float32)).handle)
            with pytest.raises(LayoutError, match=r"set 1 is bound with bindings never written: dup \(1.1\)"):
                group.bind(e.res.command_buffer(), pipe)
            group.write({"1.1": r.buffer(16, np.array([0.5], np.float32)).handle})
            cmd = e.res.command_buffer()
            pipe.bind(cmd)
            group.bind(cmd, pipe)
            vk.vkCmdDispatch(cmd, 1, 1, 1)
            e.res.finish(cmd)
            group.release()
            assert out.read(np.float32)[0] == 6.5
            assert group[3] is group.sets[2]


PASSES = ["""#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer Data { float v[4]; } data;
layout(push_constant) uniform Push { float add; uint index; } pc;
void main() { data.v[pc.index] += pc.add; }
""", """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer Data { float v[4]; } data;
layout(push_constant) uniform Push { float add; uint index; } pc;
void main() { data.v[pc.index] *= pc.add; }
"""]


def test_push_constants_of_pipelines_sharing_a_layout(glsl, vulkan_device: bool) -> None:
    from layoutgen import share
    from layoutgen.layout import find_block

    add, mul = glsl("add.comp", PASSES[0]), glsl("mul.comp", PASSES[1])
    descs = share({"add": [add], "mul": [mul]})
    assert descs["add"] == descs["mul"]
    assert find_block([add, mul], "pc") == find_block({"add": [add], "mul": [mul]}, "Push")
    with env([add]) as e:
        data = e.res.buffer(16, np.array([1, 2, 3, 4], np.float32))
        with DescriptorPool(e.ctx, e.desc) as pool, compute_pipeline(e.ctx, e.layout, add) as first, \
                compute_pipeline(e.ctx, e.layout, mul) as second:
            dset = pool.allocate(e.layout, 0)
            dset.write(data=data.handle)
            for push in (PushConstants(e.layout, [add, mul]), PushConstants(e.layout, {"add": [add], "mul": [mul]})):
                push["add"], push["index"] = 2.0, 1
                e.dispatch(first, [dset], push=push)
                push["index"] = 3
                e.dispatch(second, [dset], push=push)
        assert data.read(np.float32).tolist() == [1.0, 6.0, 3.0, 16.0]


PAIR = """Texture2D tex : register(t0);
SamplerState samp : register(s0);
RWStructuredBuffer<float4> outbuf : register(u1);
[numthreads(1, 1, 1)]
void main() { outbuf[0] = tex.SampleLevel(samp, float2(0.5, 0.5), 0); }
"""


def test_an_image_and_a_sampler_at_one_binding_written_by_their_own_names(glsl, vulkan_device: bool) -> None:
    path = glsl("pair.comp.hlsl", PAIR)  # glslang's HLSL puts t0 and s0 at binding 0: one combined image sampler
    with env([path]) as e:
        r = e.res
        assert e.desc.set_layouts[0].bindings[0].names == ("tex", "samp")
        out = r.buffer(16)
        with DescriptorPool(e.ctx, e.desc) as pool, compute_pipeline(e.ctx, e.layout, path) as pipe:
            dset = pool.allocate(e.layout, 0)
            with pytest.raises(LayoutError, match=r"'tex' and 'samp' both name set 0 binding 0 \(tex, samp\), a "
                                                  r"combined image sampler: give the image view by one name and the "
                                                  r"sampler by the other, got a VkImageView and a VkImageView"):
                dset.write(tex=_image(r, 1.0).view, samp=_image(r, 2.0).view)
            with pytest.raises(LayoutError, match=r"'tex' and 'samp' both name set 0 binding 0 \(tex, samp\)$"):
                dset.write(tex=(_image(r, 1.0).view, r.sampler()), samp=r.sampler())
            for value, order in ((7.0, ("tex", "samp")), (9.0, ("samp", "tex"))):
                given = {"tex": _image(r, value).view, "samp": r.sampler()}
                dset.write({name: given[name] for name in order}, outbuf=out.handle)
                e.dispatch(pipe, [dset])
                assert out.read(np.float32).tolist() == [value] * 4


TYPED = """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform Camera { float scale; } cam;
layout(set = 0, binding = 1) uniform Light { float power; } key;
layout(set = 0, binding = 2) uniform Light2 { float power; } fill;
layout(set = 0, binding = 3) buffer Out { float result; } outbuf;
void main() { outbuf.result = cam.scale * (key.power + fill.power); }
"""


def test_a_binding_answers_to_its_block_type_name(glsl, vulkan_device: bool) -> None:
    from layoutgen.layout import find_block

    path = glsl("typed.comp", TYPED)
    assert find_block([path], "Camera") == find_block([path], "cam")
    with env([path]) as e:
        r = e.res
        out = r.buffer(16)
        with DescriptorPool(e.ctx, e.desc) as pool, compute_pipeline(e.ctx, e.layout, path) as pipe:
            dset = pool.allocate(e.layout, 0)
            with pytest.raises(LayoutError, match=r"'Camera' and 'cam' both name set 0 binding 0 \(cam\)"):
                dset.write(Camera=out.handle, cam=out.handle)
            dset.write(Camera=r.buffer(16, np.array([3.0], np.float32)).handle,
                       Light=r.buffer(16, np.array([1.0], np.float32)).handle,
                       fill=r.buffer(16, np.array([0.5], np.float32)).handle, Out=out.handle)
            e.dispatch(pipe, [dset])
        assert out.read(np.float32)[0] == 4.5
