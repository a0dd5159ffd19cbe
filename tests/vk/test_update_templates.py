"""Descriptor update templates, read back through dispatches on lavapipe with the validation
layer and synchronization validation on (zero messages): a set's kept writes of several shapes
repeated with new resources, inline uniform blocks, push descriptors, and pools reset and
closed with their templates alive; the same writes through the structs give the same values."""
from __future__ import annotations

import numpy as np
import pytest
import vulkan as vk
from support.denv import env

from layoutgen.vk import DescriptorPool, compute_pipeline, push_descriptors
from layoutgen.vk.templates import BlockBatch

KINDS = """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform Params { vec4 scale; } params;
layout(set = 0, binding = 1) readonly buffer Src { float value; } src[4];
layout(set = 0, binding = 2) uniform sampler2D tex;
layout(set = 0, binding = 3) uniform samplerBuffer texels;
layout(set = 0, binding = 4) writeonly buffer Out { float result[7]; } outbuf;
void main() {
    outbuf.result[0] = params.scale.x;
    for (int i = 0; i < 4; ++i) { outbuf.result[1 + i] = src[i].value; }
    outbuf.result[5] = texelFetch(tex, ivec2(0, 0), 0).x;
    outbuf.result[6] = texelFetch(texels, 1).x;
}
"""


@pytest.fixture
def sync_validation(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every DeviceContext of the test with synchronization validation on."""
    monkeypatch.setenv("LAYOUTGEN_VALIDATION_FEATURES", "sync_validation")


def _floats(r, *values: float):
    return r.buffer(16 * len(values), np.array(values, np.float32))


def _run(e, pipe, dset) -> list[float]:
    out = e.res.buffer(28)
    dset.write(outbuf=out)
    e.dispatch(pipe, [dset])
    return out.read(np.float32).round(3).tolist()


def _writes(e, pool, pipe) -> list[list[float]]:
    """Writes of several shapes, each repeated with new resources, and what the shader read."""
    r = e.res
    smp = r.sampler()
    images = [r.image(np.full((1, 1, 4), v, np.float32)) for v in (10.0, 20.0)]
    texel_bufs = [_floats(r, 0.0, v) for v in (100.0, 200.0)]
    views = [r.buffer_view(b, vk.VK_FORMAT_R32_SFLOAT) for b in texel_bufs]
    srcs = [_floats(r, float(v)) for v in range(1, 9)]
    dset = pool.allocate(e.layout)
    seen = []
    for i in range(2):  # the first shape: every binding, all four elements of src
        dset.write(params=_floats(r, 0.5 + i), src=srcs[4 * i:4 * i + 4], tex=(images[i].view, smp),
                   texels=views[i])
        seen.append(_run(e, pipe, dset))
    for i in range(2):  # another: elements 1 and 3 of src (two runs), by index
        dset.write(src={1: srcs[6 + i], 3: srcs[i]}, params=_floats(r, 7.0 + i))
        seen.append(_run(e, pipe, dset))
    for i in range(2):  # one descriptor a binding, by other spellings
        dset.write({"0.2": (images[1 - i].view, smp), (0, 3): views[1 - i]})
        seen.append(_run(e, pipe, dset))
    return seen


EXPECTED = [[0.5, 1.0, 2.0, 3.0, 4.0, 10.0, 100.0], [1.5, 5.0, 6.0, 7.0, 8.0, 20.0, 200.0],
            [7.0, 5.0, 7.0, 7.0, 1.0, 20.0, 200.0], [8.0, 5.0, 8.0, 7.0, 2.0, 20.0, 200.0],
            [8.0, 5.0, 8.0, 7.0, 2.0, 20.0, 200.0], [8.0, 5.0, 8.0, 7.0, 2.0, 10.0, 100.0]]


def test_kept_writes_of_several_shapes_go_through_templates(glsl, vulkan_device: bool, sync_validation) -> None:
    path = glsl("kinds.comp", KINDS)
    with env([path]) as e:
        assert "sync_validation" in e.ctx.validation_features
        with DescriptorPool(e.ctx, e.desc, sets=2) as pool, compute_pipeline(e.ctx, e.layout, path) as pipe:
            assert pool.templates
            assert _writes(e, pool, pipe) == EXPECTED
            dset = pool.sets[0]
            assert dset._batches and all(isinstance(b, BlockBatch) and b.template is not None
                                         for b in dset._batches.values())
            # shapes: all four, two runs of one, two singles, and outbuf alone; named apart
            assert len(pool._templates) == 4
            shapes = [entries for _, entries in pool._templates]
            ub, sb = int(vk.VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER), int(vk.VK_DESCRIPTOR_TYPE_STORAGE_BUFFER)
            # src's elements 1 and 3 (two entries), then params: buffer infos of 24 bytes in one block
            assert ((1, 1, 1, sb, 0, 24), (1, 3, 1, sb, 24, 24), (0, 0, 1, ub, 48, 24)) in shapes
        assert not e.ctx.take_problems()


def test_templates_and_structs_give_the_same_values(glsl, vulkan_device: bool) -> None:
    path = glsl("kinds.comp", KINDS)
    with env([path]) as e:
        with DescriptorPool(e.ctx, e.desc, templates=False) as pool, compute_pipeline(e.ctx, e.layout, path) as pipe:
            assert _writes(e, pool, pipe) == EXPECTED
            assert not pool._templates
            assert all(b.template is None for b in pool.sets[0]._batches.values())


def test_a_template_is_shared_by_the_sets_of_a_layout_and_outlives_a_reset(glsl, vulkan_device: bool,
                                                                          sync_validation) -> None:
    path = glsl("kinds.comp", KINDS)
    with env([path]) as e:
        r = e.res
        smp = r.sampler()
        image = r.image(np.full((1, 1, 4), 3.0, np.float32))
        view = r.buffer_view(_floats(r, 0.0, 4.0), vk.VK_FORMAT_R32_SFLOAT)
        srcs = [_floats(r, float(v)) for v in range(4)]
        with compute_pipeline(e.ctx, e.layout, path) as pipe:
            pool = DescriptorPool(e.ctx, e.desc, sets=2)
            seen = []
            for round_ in range(3):
                a, b = pool.allocate(e.layout), pool.allocate(e.layout)
                for k, d in enumerate((a, b)):
                    d.write(params=_floats(r, 10.0 * round_ + k), src=srcs, tex=(image.view, smp), texels=view)
                    seen.append(_run(e, pipe, d)[0])
                kept = dict(pool._templates)
                assert len(kept) == 2  # the write of four bindings, and outbuf alone: for both sets
                pool.reset()  # the sets go, the templates stay
                assert pool._templates == kept
            pool.close()
            assert not pool._templates
            pool.close()  # a second close does nothing
        assert seen == [0.0, 1.0, 10.0, 11.0, 20.0, 21.0]
        assert not e.ctx.take_problems()


def test_a_pool_closed_with_templates_leaves_nothing_alive(glsl, vulkan_device: bool) -> None:
    """The layer reports objects alive at vkDestroyDevice; env() finds none."""
    path = glsl("kinds.comp", KINDS)
    with env([path]) as e:
        out = e.res.buffer(28)
        with DescriptorPool(e.ctx, e.desc) as pool:
            pool.allocate(e.layout).write(outbuf=out)
            assert len(pool._templates) == 1
        assert not pool._templates


INLINE = """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform Params { float a; float b; } params;
layout(set = 0, binding = 1) writeonly buffer Out { float result[2]; } outbuf;
void main() { outbuf.result[0] = params.a; outbuf.result[1] = params.b; }
"""


@pytest.mark.parametrize("templates", [True, False])
def test_inline_uniform_blocks_repeated(glsl, vulkan_device: bool, templates: bool) -> None:
    path = glsl("inline.comp", INLINE)
    with env([path], inline_uniform_blocks=["params"]) as e:
        out = e.res.buffer(8)
        seen = []
        with DescriptorPool(e.ctx, e.desc, templates=templates) as pool, \
                compute_pipeline(e.ctx, e.layout, path) as pipe:
            dset = pool.allocate(e.layout)
            for a, b in ((1.0, 2.0), (3.0, 4.0), (5.0, 6.0)):
                dset.write(params=np.array([a, b], np.float32), outbuf=out)
                e.dispatch(pipe, [dset])
                seen.append(out.read(np.float32).tolist())
            dset.write(params=np.array([9.0], np.float32))  # fewer bytes: another shape
            e.dispatch(pipe, [dset])
            seen.append(out.read(np.float32).tolist())
            assert len(dset._batches) == 2
            assert all((b.template is not None) == templates for b in dset._batches.values())
        assert seen == [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [9.0, 6.0]]


PUSHED = """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) readonly buffer In { float v; } inp[2];
layout(set = 0, binding = 1) writeonly buffer Out { float r; } outp;
layout(set = 1, binding = 0) readonly buffer Scale { float s; } scale;
void main() { outp.r = (inp[0].v + inp[1].v) * scale.s; }
"""


def test_push_descriptors_through_templates(glsl, vulkan_device: bool, sync_validation) -> None:
    path = glsl("pushed.comp", PUSHED)
    with env([path], push_descriptor_sets=0) as e:
        r = e.res
        ins = [_floats(r, float(v)) for v in (1.0, 2.0, 3.0)]
        scale = _floats(r, 10.0)
        outs = [r.buffer(4) for _ in range(4)]
        with DescriptorPool(e.ctx, e.desc) as pool, compute_pipeline(e.ctx, e.layout, path) as pipe:
            other = pool.allocate(e.layout, 1)
            other.write(scale=scale)
            cmd = r.command_buffer()
            pipe.bind(cmd)
            other.bind(cmd, pipe)
            barrier = vk.VkMemoryBarrier(srcAccessMask=vk.VK_ACCESS_SHADER_WRITE_BIT,
                                         dstAccessMask=vk.VK_ACCESS_SHADER_WRITE_BIT)
            for i, out in enumerate(outs[:3]):  # one shape, new resources each time, in one command buffer
                push_descriptors(cmd, pipe, 0, inp=[ins[i], ins[(i + 1) % 3]], outp=out)
                vk.vkCmdDispatch(cmd, 1, 1, 1)
                vk.vkCmdPipelineBarrier(cmd, vk.VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                                        vk.VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1, [barrier], 0, None, 0, None)
            push_descriptors(cmd, pipe, 0, {"inp": {0: ins[2], 1: ins[2]}, "outp": outs[3]})  # another spelling
            vk.vkCmdDispatch(cmd, 1, 1, 1)
            r.finish(cmd)
            other.release()
            pushed = e.layout.templates
            assert len(pushed) == 2 and all(key[:3] == ("push", 0, int(vk.VK_PIPELINE_BIND_POINT_COMPUTE))
                                            for key in pushed)
        assert [o.read(np.float32)[0] for o in outs] == [30.0, 50.0, 40.0, 60.0]
        assert not e.ctx.take_problems()
    assert not pushed  # destroyed with the layout, as the cache closed


def test_push_descriptor_templates_of_a_layout_made_alone(glsl, vulkan_device: bool) -> None:
    """A PipelineLayout made by create_pipeline_layout() destroys its templates with itself."""
    from layoutgen.vk import create_pipeline_layout

    path = glsl("pushed.comp", PUSHED)
    with env([path], push_descriptor_sets=0) as e:
        r = e.res
        ins, scale, out = [_floats(r, 1.0), _floats(r, 2.0)], _floats(r, 3.0), r.buffer(4)
        layout = create_pipeline_layout(e.ctx, e.desc)
        try:
            with DescriptorPool(e.ctx, e.desc) as pool, compute_pipeline(e.ctx, layout, path) as pipe:
                other = pool.allocate(layout, 1)
                other.write(scale=scale)
                cmd = r.command_buffer()
                pipe.bind(cmd)
                other.bind(cmd, pipe)
                push_descriptors(cmd, pipe, 0, inp=ins, outp=out)
                vk.vkCmdDispatch(cmd, 1, 1, 1)
                r.finish(cmd)
                assert len(layout.templates) == 1
        finally:
            layout.destroy(e.ctx)
        assert not layout.templates
        assert out.read(np.float32)[0] == 9.0
