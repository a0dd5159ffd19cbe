"""Push constants by member name, on lavapipe with the validation layer: every member kind read
back through a dispatch; a vertex and a fragment stage whose ranges meet or overlap, drawn
under the per-stage and merged policies; misuse refused before any Vulkan call."""
from __future__ import annotations

import numpy as np
import pytest
import vulkan as vk
from support.denv import env

import layoutgen
from layoutgen.errors import LayoutgenError, NotFoundError
from layoutgen.reflect import ShaderStage as S
from layoutgen.vk import DescriptorPool, PushConstants, compute_pipeline, graphics_pipeline, render_pass

MEMBERS = """#version 450
layout(local_size_x = 1) in;
struct Light { vec2 dir; uint flags; };
layout(push_constant) uniform PC {
    mat3 rot;
    vec3 light_color;
    int count;
    float weights[3];
    Light light;
    bool enabled;
} pc;
layout(set = 0, binding = 0) writeonly buffer Out { float v[21]; } outbuf;
void main() {
    for (int c = 0; c < 3; ++c) for (int r = 0; r < 3; ++r) outbuf.v[c * 3 + r] = pc.rot[c][r];
    for (int i = 0; i < 3; ++i) outbuf.v[9 + i] = pc.light_color[i];
    outbuf.v[12] = float(pc.count);
    for (int i = 0; i < 3; ++i) outbuf.v[13 + i] = pc.weights[i];
    outbuf.v[16] = pc.light.dir.x;
    outbuf.v[17] = pc.light.dir.y;
    outbuf.v[18] = float(pc.light.flags);
    outbuf.v[19] = pc.enabled ? 1.0 : 0.0;
    outbuf.v[20] = 7.0;
}
"""


def _dispatched(e, path, push: PushConstants, floats: int) -> np.ndarray:
    """The ``floats`` numbers the compute shader at ``path`` writes to its ``outbuf``, dispatched
    once with ``push``."""
    out = e.res.buffer(floats * 4)
    with DescriptorPool(e.ctx, e.desc) as pool, compute_pipeline(e.ctx, e.layout, path) as pipe:
        dset = pool.allocate(e.layout)
        dset.write(outbuf=out)
        e.dispatch(pipe, [dset], push=push)
    return out.read(np.float32)


def test_every_member_kind_reaches_the_shader(glsl, vulkan_device: bool) -> None:
    path = glsl("members.comp", MEMBERS)
    with env([path]) as e:
        push = PushConstants(e.desc, e.stages)
        rot = np.arange(9, dtype=np.float32).reshape(3, 3) + 1  # numpy's layout: column by column
        push["rot"] = rot
        push.update({"light_color": (0.5, 0.25, 0.125), "count": 12.0, "weights": [1, 2, 3],
                     "light.dir": (-1, 1), "light.flags": 4_000_000_000, "enabled": True})
        push["weights[1]"] = 20
        assert push["count"] == 12 and push["weights"].tolist() == [1, 20, 3]
        got = _dispatched(e, path, push, 21)
        assert got[:9].tolist() == rot.ravel().tolist()
        assert got[9:].tolist() == [0.5, 0.25, 0.125, 12, 1, 20, 3, -1, 1, 4_000_000_000, 1, 7]


MAJORS = """#version 450
layout(local_size_x = 1) in;
layout(push_constant) uniform PC {
    mat4 cm;
    layout(row_major) mat4 rm;
    layout(row_major) mat2x3 rm23;
    mat2x3 cm23;
} pc;
layout(set = 0, binding = 0) writeonly buffer Out { float v[44]; } outbuf;
void main() {
    for (int c = 0; c < 4; ++c) for (int r = 0; r < 4; ++r) {
        outbuf.v[c * 4 + r] = pc.cm[c][r];
        outbuf.v[16 + c * 4 + r] = pc.rm[c][r];
    }
    for (int c = 0; c < 2; ++c) for (int r = 0; r < 3; ++r) {
        outbuf.v[32 + c * 3 + r] = pc.rm23[c][r];
        outbuf.v[38 + c * 3 + r] = pc.cm23[c][r];
    }
}
"""


def test_a_matrix_value_means_one_matrix_row_major_or_not(glsl, vulkan_device: bool) -> None:
    """``value[c]`` is column ``c`` (as GLSL indexes a matrix) for a row-major member too: the
    shader reads ``m[c][r] == value[c][r]`` either way (a row-major member read the value
    transposed, and refused a mat2x3's 2 x 3 value)."""
    path = glsl("majors.comp", MAJORS)
    with env([path]) as e:
        push = PushConstants(e.desc, e.stages)
        m4 = np.arange(16, dtype=np.float32).reshape(4, 4) + 1
        m23 = np.arange(6, dtype=np.float32).reshape(2, 3) + 100
        push["cm"], push["rm"], push["rm23"], push["cm23"] = m4, m4, m23, m23.tolist()
        assert push["rm"].tolist() == m4.tolist() and push["rm23"].tolist() == m23.tolist()
        got = _dispatched(e, path, push, 44)
        assert got[:16].tolist() == got[16:32].tolist() == m4.ravel().tolist()
        assert got[32:38].tolist() == got[38:].tolist() == m23.ravel().tolist()
        with pytest.raises(LayoutgenError, match=r"member 'rm23' \(mat2x3\) expects shape \(2, 3\)"):
            push["rm23"] = m23.T


@pytest.mark.parametrize("name,value,pattern", [
    ("colour", 1.0, r"no push-constant member 'colour'; the names there are: rot, light_color, count, weights, light, "
                    r"light.dir, light.flags, enabled"),
    ("light_color", (1, 2), r"pc \(GLCompute\) member 'light_color' \(vec3\) expects shape \(3,\) \(float32\), got "
                            r"shape \(2,\)"),
    ("rot", np.eye(4), r"member 'rot' \(mat3\) expects shape \(3, 3\)"),
    ("count", 2.5, r"member 'count' \(int\) expects integers, got 2.5"),
    ("count", 2**31, r"member 'count' \(int\) holds -2147483648..2147483647, got 2147483648"),
    ("light.flags", -1, r"member 'light.flags' \(uint\) holds 0..4294967295, got -1"),
    ("light", (1, 2, 3), r"member 'light' \(Light\) is a struct: set its members \(light.dir, light.flags\)"),
    ("weights[3]", 1.0, r"member 'weights\[3\]': index 3 is past float\[3\]"),
    ("light_color[0]", 1.0, r"member 'light_color\[0\]': 'light_color' is a vec3, not an array: a vector or matrix "
                            r"is set whole"),  # it said "index 0 is past vec3"
    ("rot[1]", (1, 2, 3), r"member 'rot\[1\]': 'rot' is a mat3, not an array"),
    ("count", "many", r"member 'count' \(int\) expects a number \(int32\), got 'many'"),
])
def test_push_misuse_is_refused(name, value, pattern, glsl) -> None:
    path = glsl("members.comp", MEMBERS)
    push = PushConstants(layoutgen.merge([path]), [path])
    before = bytes(push.data)
    with pytest.raises(LayoutgenError, match=pattern):
        push[name] = value
    assert bytes(push.data) == before


VERT = """#version 450
layout(push_constant) uniform VP { vec2 offset; float size; } vp;
void main() {
    vec2 corner = vec2((gl_VertexIndex << 1) & 2, gl_VertexIndex & 2);
    gl_Position = vec4(corner * vp.size - 1.0 + vp.offset, 0.0, 1.0);
}
"""
FRAG_APART = """#version 450
layout(push_constant) uniform FP { layout(offset = 16) vec4 color; } fp;
layout(location = 0) out vec4 out_color;
void main() { out_color = fp.color; }
"""
FRAG_OVERLAP = """#version 450
layout(push_constant) uniform FP { layout(offset = 8) float scale; layout(offset = 16) vec4 color; } fp;
layout(location = 0) out vec4 out_color;
void main() { out_color = fp.color * fp.scale; }
"""


@pytest.mark.parametrize("frag,policy,segments", [
    (FRAG_APART, "per-stage", [(S.VERTEX, 0, 12), (S.FRAGMENT, 16, 16)]),
    (FRAG_APART, "merged", [(S.VERTEX | S.FRAGMENT, 0, 32)]),
    (FRAG_OVERLAP, "per-stage", [(S.VERTEX, 0, 8), (S.VERTEX | S.FRAGMENT, 8, 4), (S.FRAGMENT, 12, 20)]),
    (FRAG_OVERLAP, "merged", [(S.VERTEX | S.FRAGMENT, 0, 32)]),
], ids=["apart-per-stage", "apart-merged", "overlap-per-stage", "overlap-merged"])
def test_vertex_and_fragment_push_constants_draw(frag, policy, segments, glsl, vulkan_device: bool) -> None:
    paths = [glsl("push.vert", VERT), glsl("push.frag", frag)]
    with env(paths, push_constants=policy) as e:
        push = PushConstants(e.desc, e.stages)
        assert push.segments() == [(int(f), o, n) for f, o, n in segments]
        push.update(offset=(0.0, 0.0), size=4.0, color=(0.25, 0.5, 0.75, 1.0))
        if frag is FRAG_OVERLAP:
            push["scale"] = 2.0  # the vertex stage's 'size' and the fragment stage's 'scale' share bytes 8..12
            assert push["size"] == 2.0
        rp = render_pass(e.ctx, [vk.VK_FORMAT_R32G32B32A32_SFLOAT], final_layout="VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL")
        try:
            with graphics_pipeline(e.ctx, e.layout, paths, rp) as pipe:
                pixels = e.draw(pipe, rp, push)
        finally:
            vk.vkDestroyRenderPass(e.ctx.device, rp, None)
        want = [0.25, 0.5, 0.75, 1.0] if frag is FRAG_APART else [0.5, 1.0, 1.5, 2.0]
        assert np.allclose(pixels, want), pixels[0, 0]


def test_record_with_another_layout_is_refused(glsl, vulkan_device: bool) -> None:
    paths = [glsl("push.vert", VERT), glsl("push.frag", FRAG_APART)]
    with env(paths) as e:
        merged = e.cache.get(layoutgen.merge(e.stages, push_constants="merged"))
        push = PushConstants(e.desc, e.stages)
        cmd = e.res.command_buffer()
        with pytest.raises(LayoutgenError, match=r"the layout's push-constant ranges \[VERTEX\|FRAGMENT 0..32\] are "
                                                 r"not the ones these push constants were made for \[VERTEX 0..12, "
                                                 r"FRAGMENT 16..32\]"):
            push.record(cmd, merged)
        e.res.finish(cmd)
        e.quiet()


def test_two_blocks_one_name_at_different_offsets(glsl) -> None:
    vert = glsl("a.vert", "#version 450\nlayout(push_constant) uniform V { float k; } v;\n"
                          "void main() { gl_Position = vec4(v.k); }\n")
    frag = glsl("a.frag", "#version 450\nlayout(push_constant) uniform F { layout(offset = 4) float k; } f;\n"
                          "layout(location = 0) out vec4 c;\nvoid main() { c = vec4(f.k); }\n")
    push = PushConstants(layoutgen.merge([vert, frag]), [vert, frag])
    with pytest.raises(LayoutgenError, match=r"'k' names 2 push-constant members laid out differently: v \(Vertex\) "
                                             r"member 'k' \(float\), f \(Fragment\) member 'k' \(float\); name each as "
                                             r"'v.k' or 'f.k'"):
        push["k"] = 1.0
    push["v.k"], push["F.k"] = 1.0, 2.0
    assert np.frombuffer(bytes(push.data), np.float32).tolist() == [1.0, 2.0]
    with pytest.raises(NotFoundError):
        push["g.k"] = 1.0


SPEC_SIZED = """#version 450
layout(local_size_x = 1) in;
layout(constant_id = 0) const int N = 2;
layout(push_constant) uniform P { float v[N]; } p;
layout(set = 0, binding = 0) writeonly buffer Out { float r[8]; } outbuf;
void main() { for (int i = 0; i < N; ++i) outbuf.r[i] = p.v[i]; }
"""


def test_spec_sized_push_constants(glsl, vulkan_device: bool) -> None:
    path = glsl("spec_push.comp", SPEC_SIZED)
    with env([path], specialization={"N": 8}) as e:
        assert e.desc.push_constant_ranges[0].size == 32
        push = PushConstants(e.desc, e.stages, specialization={"N": 8})
        push["v"] = np.arange(8) * 1.5
        out = e.res.buffer(32)
        with DescriptorPool(e.ctx, e.desc) as pool, \
                compute_pipeline(e.ctx, e.layout, path, specialization={"N": 8}) as pipe:
            dset = pool.allocate(e.layout)
            dset.write(outbuf=out)
            e.dispatch(pipe, [dset], push=push)
            small = e.cache.get(layoutgen.merge(e.stages))  # ranges for N = 2 only
            with pytest.raises(LayoutgenError, match=r"the layout does not fit .*push"):
                compute_pipeline(e.ctx, small, path, specialization={"N": 8})
            e.quiet()
        assert out.read(np.float32).tolist() == (np.arange(8) * 1.5).tolist()
        with pytest.raises(LayoutgenError, match=r"member 'v' \(float\[2\]\) expects shape \(2,\)"):
            PushConstants(e.desc, e.stages)["v"] = np.arange(8)


def test_push_constants_hold_no_more_than_a_device_takes(glsl, vulkan_device: bool) -> None:
    """A specialization (or a module's default) sizes the ranges at anything up to 2**32:
    ``{N: 2**27}`` allocated 512 MiB for push constants no device takes. Without a context to
    ask, PushConstants holds at most UNASKED_MAX_BYTES; with one, its maxPushConstantsSize."""
    from layoutgen.vk import DeviceContext, PipelineLayout
    from layoutgen.vk.push import UNASKED_MAX_BYTES

    path = glsl("spec_push.comp", SPEC_SIZED)
    huge = layoutgen.merge([path], specialization={"N": 2 ** 27})
    with pytest.raises(LayoutgenError, match=r"ranges \[COMPUTE 0..536870912\] end at byte 536870912, more than the "
                                             r"65536 bytes PushConstants holds for a layout on no DeviceContext"):
        PushConstants(huge, [path], specialization={"N": 2 ** 27})
    most = UNASKED_MAX_BYTES // 4
    assert len(PushConstants(layoutgen.merge([path], specialization={"N": most}), [path],
                             specialization={"N": most}).data) == UNASKED_MAX_BYTES
    with DeviceContext() as ctx:
        limit = ctx.limits["maxPushConstantsSize"]
        over = layoutgen.merge([path], specialization={"N": limit // 4 + 1})
        # as a layout made with limits={} (its checks skipped) on this context would be
        made = PipelineLayout(desc=over, handle=None, set_layouts=[], device=ctx)
        with pytest.raises(LayoutgenError, match=rf"end at byte {limit + 4}, past the device's maxPushConstantsSize "
                                                 rf"\({limit}\)"):
            PushConstants(made, [path], specialization={"N": limit // 4 + 1})
        fits = layoutgen.merge([path], specialization={"N": limit // 4})
        assert len(PushConstants(PipelineLayout(desc=fits, handle=None, set_layouts=[], device=ctx), [path],
                                 specialization={"N": limit // 4}).data) == limit


OVERLAPPING = """#version 450
layout(local_size_x = 1) in;
layout(constant_id = 0) const int N = 3;
layout(push_constant) uniform P { float head; float arr[N]; float after; } p;
layout(set = 0, binding = 0) writeonly buffer Out { float r[8]; } outbuf;
void main() { outbuf.r[0] = p.arr[N - 1] + p.after + p.head; }
"""


def test_push_constants_that_would_not_reach_the_shader_are_refused(glsl) -> None:
    """Taken without a word before: a spec-sized array grown into the member after it (whose
    bytes the array's last elements then were), and push constants made for stages whose
    blocks reach past the layout's ranges (bytes no push would carry)."""
    path = glsl("overlap.comp", OVERLAPPING)
    grown = r"block 'P', as specialized: member 'arr' \(bytes 4..20\) runs into 'after' at byte 16"
    with pytest.raises(LayoutgenError, match=r"push constant block 'p' in .*overlap.comp.*specialized with "
                                             r"\{0: 4\}: " + grown):
        layoutgen.merge([path], specialization={"N": 4})
    desc = layoutgen.merge([path], specialization={"N": 2})  # smaller: the array stays before 'after'
    with pytest.raises(LayoutgenError, match=grown):
        PushConstants(desc, [path], specialization={"N": 4})
    push = PushConstants(desc, [path], specialization={"N": 2})
    push["arr"], push["after"] = (1.0, 2.0), 3.0
    assert np.frombuffer(bytes(push.data), np.float32).tolist() == [0.0, 1.0, 2.0, 0.0, 3.0]
    other = glsl("other.comp", "#version 450\nlayout(local_size_x = 1) in;\n"
                               "layout(push_constant) uniform Q { float a; vec4 x; } q;\n"
                               "layout(set = 0, binding = 0) writeonly buffer Out { float r[8]; } outbuf;\n"
                               "void main() { outbuf.r[0] = q.a + q.x.w; }\n")
    with pytest.raises(LayoutgenError, match=r"these push constants do not fit the layout's ranges \[COMPUTE 0..20\]: "
                                             r".*other.comp.*: push-constant member 'x' \(bytes 16..32\) is outside "
                                             r"the ranges for VK_SHADER_STAGE_COMPUTE_BIT \(0..20\); make them with "
                                             r"the stages"):
        PushConstants(desc, [other])


def test_push_constants_specialize_each_stage_as_merge_does(glsl) -> None:
    """A constant named in one stage sets that stage's spec id only, for PushConstants as for
    merge() (it set the id in every stage, so another stage's array of that id grew past the
    layout's range and was refused)."""
    vert = glsl("n.vert", "#version 450\nlayout(constant_id = 0) const int N = 2;\n"
                          "layout(push_constant) uniform P { vec4 a[N]; } pc;\n"
                          "void main() { gl_Position = pc.a[N - 1]; }\n")
    frag = glsl("m.frag", "#version 450\nlayout(constant_id = 0) const int M = 2;\n"
                          "layout(push_constant) uniform Q { layout(offset = 128) vec4 b[M]; } q;\n"
                          "layout(location = 0) out vec4 o;\nvoid main() { o = q.b[M - 1]; }\n")
    desc = layoutgen.merge([vert, frag], specialization={"N": 4})
    assert [(r.offset, r.size) for r in desc.push_constant_ranges] == [(0, 64), (128, 32)]
    push = PushConstants(desc, [vert, frag], specialization={"N": 4})
    push["a"], push["b"] = np.ones((4, 4)), np.full((2, 4), 2.0)
    assert push["a"].shape == (4, 4) and push["b"].shape == (2, 4)
