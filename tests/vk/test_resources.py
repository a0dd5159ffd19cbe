"""Buffers, images, samplers, ctx.submit() and rendering() on lavapipe with the validation layer
and synchronization validation: data round trips, a compute dispatch and a sampling shader
over these resources, a triangle drawn with dynamic rendering and read back, and the misuses
each refuses. Any validation message fails a test."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

import layoutgen
from layoutgen.errors import ClosedError, LayoutError, ValidationError, VulkanError
from layoutgen.vk import (Buffer, DescriptorPool, DeviceContext, Image, LayoutCache, PushConstants, Sampler,
                          compute_pipeline, graphics_pipeline, rendering)
from layoutgen.vk.binding import lib
from layoutgen.vkxml.vkstate import AttachmentLoadOp, AttachmentStoreOp

SHADERS = Path(__file__).resolve().parents[2] / "shaders"
VERT, FRAG, BLUR = (str(SHADERS / n) for n in ("triangle.vert.spv", "triangle.frag.spv", "blur.comp.spv"))


@pytest.fixture
def ctx(vulkan_device: bool) -> Iterator[DeviceContext]:
    """A context with dynamic rendering; no validation message may arrive while it lives."""
    with DeviceContext(features=["dynamicRendering"]) as made:
        assert "sync_validation" in made.validation_features
        yield made
        problems = made.take_problems()
    assert not problems, "\n".join(map(str, problems))
    assert not made.leaks


def test_buffer_round_trip(ctx: DeviceContext) -> None:
    values = np.arange(16, dtype=np.float32)
    with Buffer(ctx, values, usage=["storage", "transfer_src"]) as buf:
        assert buf.size == 64 and buf.read(np.float32).tolist() == values.tolist()
        buf.write(np.array([7.5], np.float32), offset=8)
        assert buf.read(np.float32)[2] == 7.5 and buf.read().dtype == np.uint8 and len(buf.read()) == 64
        buf.write(b"\x01\x02", offset=62)
        assert buf.read()[-2:].tolist() == [1, 2]
    zeroed = Buffer(ctx, 32, usage="VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT")
    assert zeroed.read().tolist() == [0] * 32 and zeroed.usage == lib.VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT
    # a size that numpy computed is a size (it was read as its own 8 bytes); an array of one number is data
    with Buffer(ctx, np.prod((4, 4)) * 4) as sized, Buffer(ctx, np.array([64], np.int64)) as held:
        assert sized.size == 64 and sized.read().tolist() == [0] * 64
        assert held.size == 8 and held.read(np.int64).tolist() == [64]
    for number in (np.float64(64.0), 64.0, np.True_):  # a numpy scalar was uploaded as its bytes
        with pytest.raises(LayoutError, match=r"a Buffer is made from data \(a numpy array or bytes\) or a size \(an "
                                              r"integer\), not .*np.array\(\[x\]\) to upload one number"):
            Buffer(ctx, number)
    # left open: ctx.close() destroys it before the device (no leak reported)


@pytest.mark.parametrize("pixels", [
    (np.arange(6 * 5 * 4) % 251).astype(np.uint8).reshape(6, 5, 4),
    np.linspace(-1, 1, 3 * 7 * 4, dtype=np.float32).reshape(3, 7, 4),
    np.arange(4 * 4, dtype=np.float32).reshape(4, 4),
], ids=["rgba8", "rgba32f", "r32f"])
def test_image_from_numpy_reads_back_equal(ctx: DeviceContext, pixels: np.ndarray) -> None:
    with Image.from_numpy(ctx, pixels) as image:
        assert image.layout.name == "SHADER_READ_ONLY_OPTIMAL"
        assert image.extent == (pixels.shape[1], pixels.shape[0])
        back = image.read()
        assert back.dtype == pixels.dtype and np.array_equal(back.reshape(pixels.shape), pixels)
        assert image.layout.name == "SHADER_READ_ONLY_OPTIMAL"  # read() put it back
    assert Image.from_numpy(ctx, np.zeros((2, 2, 4), np.uint8)).format.name == "R8G8B8A8_UNORM"


def _kernel(width: int, height: int, radius: int, weights: list[float]) -> bytes:
    """blur.comp's Kernel block (std140): uvec2 size, int radius, float weights[17] at a 16-byte stride."""
    data = np.zeros(288, np.uint8)
    data[0:8] = np.array([width, height], np.uint32).view(np.uint8)
    data[8:12] = np.array([radius], np.int32).view(np.uint8)
    for i, w in enumerate(weights):
        data[16 + 16 * i:20 + 16 * i] = np.array([w], np.float32).view(np.uint8)
    return data.tobytes()


def test_a_compute_dispatch_over_buffers(ctx: DeviceContext) -> None:
    width, height = 16, 8
    image = np.random.default_rng(1).random((height, width), dtype=np.float32)
    stages = [layoutgen.reflect(BLUR)]
    desc = layoutgen.merge(stages)
    with LayoutCache(ctx) as cache, DescriptorPool(ctx, desc) as pool:
        layout = cache.get(desc)
        kernel = Buffer(ctx, _kernel(width, height, 1, [0.5, 0.25]), usage="uniform")
        src = Buffer(ctx, image, usage="storage")
        dst = Buffer(ctx, image.nbytes, usage="storage")
        dset = pool.allocate(layout, 0)
        dset.write(kernel=kernel, src=src, dst=dst)
        push = PushConstants(desc, stages)
        push["step"] = (1, 0)
        with compute_pipeline(ctx, layout, BLUR) as pipe:
            def record(cmd: object) -> None:
                pipe.bind(cmd)
                dset.bind(cmd, pipe)
                push.record(cmd, pipe)
                lib.vkCmdDispatch(cmd, width // 8, height // 8, 1)

            ctx.submit(record)
        dset.release()
    padded = np.pad(image, ((0, 0), (1, 1)), mode="edge")
    expected = 0.5 * image + 0.25 * (padded[:, :-2] + padded[:, 2:])
    assert np.allclose(dst.read(np.float32).reshape(height, width), expected, atol=1e-6)


SAMPLE = """#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(set = 0, binding = 1) writeonly buffer Out { vec4 texels[4]; } outbuf;
void main() {
    for (int i = 0; i < 4; ++i) outbuf.texels[i] = texture(tex, (vec2(i % 2, i / 2) + 0.5) / 2.0);
}
"""


@pytest.mark.parametrize("given", ["view", "image", "image and layout"])
def test_a_shader_samples_an_uploaded_image(glsl, ctx: DeviceContext, given: str) -> None:
    """Written as its view, as the Image itself (its view) or with the layout by its lower-case
    name; a closed Image is then a ClosedError, not a stale view handed to the driver."""
    path = glsl("sample.comp", SAMPLE)
    pixels = np.arange(16, dtype=np.float32).reshape(2, 2, 4)
    desc = layoutgen.merge([path])
    with LayoutCache(ctx) as cache, DescriptorPool(ctx, desc, sets=2) as pool, \
            compute_pipeline(ctx, cache.get(desc), path) as pipe:
        texture = Image.from_numpy(ctx, pixels)
        sampler = Sampler(ctx, "nearest", "clamp_to_edge")
        out = Buffer(ctx, 64, usage="storage")
        dset = pool.allocate(pipe.layout, 0)
        tex = {"view": (texture.view, sampler), "image": (texture, sampler),
               "image and layout": (texture, sampler, "shader_read_only_optimal")}[given]
        with pytest.raises(LayoutError, match=r"expects an image layout among SHADER_READ_ONLY_OPTIMAL.*got a float"):
            dset.write(tex=(texture, sampler, 5.0), outbuf=out)  # the number of that layout, as a float
        dset.write(tex=tex, outbuf=out)

        def record(cmd: object) -> None:
            pipe.bind(cmd)
            dset.bind(cmd, pipe)
            lib.vkCmdDispatch(cmd, 1, 1, 1)

        ctx.submit(record)
        dset.release()
        texture.close()
        with pytest.raises(ClosedError, match="this Image is closed"):
            pool.allocate(pipe.layout, 0).write(tex=(texture, sampler), outbuf=out)
    assert np.array_equal(out.read(np.float32).reshape(2, 2, 4), pixels)


def _triangle_vertices() -> np.ndarray:
    vertex = np.dtype([("position", np.float32, 2), ("color", np.float32, 3)])
    return np.array([((-0.8, -0.8), (1, 0, 0)), ((0.8, -0.8), (1, 0, 0)), ((0.0, 0.8), (1, 0, 0))], vertex)


def test_rendering_draws_the_triangle_into_an_image(ctx: DeviceContext) -> None:
    stages = [layoutgen.reflect(VERT), layoutgen.reflect(FRAG)]
    desc = layoutgen.merge(stages)
    vertices = _triangle_vertices()
    frame = np.zeros(20, np.float32)
    frame[[0, 5, 10, 15]] = 1.0  # identity transform
    frame[16:20] = (1.0, 1.0, 1.0, 1.0)  # tint
    with LayoutCache(ctx) as cache, DescriptorPool(ctx, desc) as pool:
        layout = cache.get(desc)
        target = Image(ctx, (16, 16), "r8g8b8a8_unorm", usage="color")
        depth = Image(ctx, (16, 16), "D32_SFLOAT", usage="depth")
        vbuf, ubo = Buffer(ctx, vertices, usage="vertex"), Buffer(ctx, frame, usage="uniform")
        dset = pool.allocate(layout, 0)
        dset.write(frame=ubo)
        push = PushConstants(desc, stages)
        push["angle"] = 0.0
        with graphics_pipeline(ctx, layout, [VERT, FRAG], None, vertex_input=vertices.dtype,
                               color_formats=["R8G8B8A8_UNORM"], depth_format="D32_SFLOAT") as pipe:
            def draw(cmd: object) -> None:
                with rendering(cmd, colors=[target], depth=depth, clear_color=(0, 0, 1, 1)) as area:
                    assert area == (16, 16)
                    pipe.bind(cmd)
                    dset.bind(cmd, pipe)
                    push.record(cmd, pipe)
                    lib.vkCmdBindVertexBuffers(cmd, 0, 1, [vbuf.handle], [0])
                    lib.vkCmdDraw(cmd, 3, 1, 0, 0)

            ctx.submit(draw)
            assert target.layout.name == "COLOR_ATTACHMENT_OPTIMAL"
            pixels = target.read()
            ctx.submit(draw)  # a second frame into the same images: barriers after the read and the first frame
        dset.release()
    assert pixels.shape == (16, 16, 4)
    assert pixels[8, 8].tolist() == [255, 0, 0, 255]  # inside the triangle
    assert pixels[0, 0].tolist() == [0, 0, 255, 255] == pixels[15, 0].tolist()  # the clear color
    assert target.read()[8, 8].tolist() == [255, 0, 0, 255]


def test_rendered_image_is_sampled_after_a_transition(glsl, ctx: DeviceContext) -> None:
    path = glsl("sample.comp", SAMPLE)
    desc = layoutgen.merge([path])
    target = Image(ctx, (2, 2), "R32G32B32A32_SFLOAT", usage=["color", "sampled"])
    with LayoutCache(ctx) as cache, DescriptorPool(ctx, desc) as pool, compute_pipeline(ctx, cache.get(desc),
                                                                                         path) as pipe:
        out = Buffer(ctx, 64, usage="storage")
        dset = pool.allocate(pipe.layout, 0)
        dset.write(tex=(target.view, Sampler(ctx, "nearest")), outbuf=out)

        def record(cmd: object) -> None:
            with rendering(cmd, colors=target, clear_color=(0.25, 0.5, 0.75, 1.0)):
                pass
            # loaded, not cleared again: the load op as the enum, as Vulkan's name, or as its number
            for load in (AttachmentLoadOp.LOAD, "VK_ATTACHMENT_LOAD_OP_LOAD", int(AttachmentLoadOp.LOAD)):
                with rendering(cmd, colors=target, clear_color=(0.0, 0.0, 0.0, 0.0), load=load,
                               store=AttachmentStoreOp.STORE):
                    pass
            target.transition(cmd, "shader_read_only_optimal")
            pipe.bind(cmd)
            dset.bind(cmd, pipe)
            lib.vkCmdDispatch(cmd, 1, 1, 1)

        ctx.submit(record)
        dset.release()
    assert out.read(np.float32).reshape(4, 4).tolist() == [[0.25, 0.5, 0.75, 1.0]] * 4


def test_misuses_are_refused_with_a_hint(ctx: DeviceContext) -> None:
    with pytest.raises(LayoutError, match=r"buffer usage 'verts' is unknown: give one of vertex, index, uniform"):
        Buffer(ctx, 16, usage=["verts"])
    with pytest.raises(LayoutError, match=r"image usage 'colour' is unknown: give one of sampled, storage, color"):
        Image(ctx, (4, 4), "R8G8B8A8_UNORM", usage="colour")
    buf = Buffer(ctx, 16)
    with pytest.raises(LayoutError, match=r"writing 8 bytes at offset 12 goes past the buffer's 16 bytes"):
        buf.write(np.zeros(2, np.float32), offset=12)
    with pytest.raises(LayoutError, match=r"D32_SFLOAT does not support color usage on .*: it supports"):
        Image(ctx, (4, 4), "D32_SFLOAT", usage="color")
    with pytest.raises(LayoutError, match=r"format 'R8G8B8A8_UNROM' names no VkFormat"):
        Image(ctx, (4, 4), "R8G8B8A8_UNROM")
    with pytest.raises(LayoutError, match=r"cannot infer a format for a float64 array"):
        Image.from_numpy(ctx, np.zeros((2, 2, 4)))
    with pytest.raises(LayoutError, match=r"pad three channels to four"):
        Image.from_numpy(ctx, np.zeros((2, 2, 3), np.uint8))
    image = Image(ctx, (2, 2), "R8G8B8A8_UNORM")
    with pytest.raises(LayoutError, match=r"R8G8B8A8_UNORM takes 2x2x4 pixels of uint8, got a float32 array"):
        image.write(np.zeros((2, 2, 4), np.float32))
    with pytest.raises(LayoutError, match=r"filter 'cubic' is unknown: give one of nearest, linear"):
        Sampler(ctx, "cubic")
    with pytest.raises(LayoutError, match=r"rendering\(\) takes Images or VkImageViews"):
        ctx.submit(lambda cmd: rendering(cmd, colors=[buf]).__enter__())
    target = Image(ctx, (2, 2), "R8G8B8A8_UNORM", usage="color")
    with pytest.raises(LayoutError, match=r"load='keep' names no attachment load op: give one of .*clear"):
        ctx.submit(lambda cmd: rendering(cmd, colors=[target], load="keep").__enter__())
    with pytest.raises(LayoutError, match=r"store='keep' names no attachment store op"):
        ctx.submit(lambda cmd: rendering(cmd, colors=[target], store="keep").__enter__())


def test_use_after_close_is_a_closed_error(ctx: DeviceContext) -> None:
    buf, image, sampler = Buffer(ctx, 16), Image(ctx, (2, 2), "R8G8B8A8_UNORM"), Sampler(ctx)
    buf.close()
    image.close()
    sampler.close()
    buf.close()  # again: nothing
    for call in (lambda: buf.read(), lambda: buf.write(b"x"), lambda: buf.handle, lambda: image.read(),
                 lambda: image.view, lambda: sampler.handle):
        with pytest.raises(ClosedError, match=r"^this (Buffer|Image|Sampler) is closed$"):
            call()


def test_the_context_closes_what_is_left_open_and_then_refuses(vulkan_device: bool) -> None:
    with DeviceContext() as ctx:
        buf = Buffer(ctx, np.ones(4, np.float32))
        image = Image.from_numpy(ctx, np.zeros((2, 2, 4), np.uint8))
        Sampler(ctx)
    assert not ctx.leaks and buf.closed and image.closed
    with pytest.raises(ClosedError, match="this Buffer is closed"):
        buf.read()
    with pytest.raises(ClosedError, match="this DeviceContext is closed"):
        Buffer(ctx, 4)
    with pytest.raises(ClosedError, match="this DeviceContext is closed"):
        ctx.submit(lambda cmd: None)


def test_rendering_needs_dynamic_rendering_and_submit_reports_the_layer(vulkan_device: bool) -> None:
    with DeviceContext() as ctx:
        target = Image(ctx, (4, 4), "R8G8B8A8_UNORM", usage="color")
        with pytest.raises(VulkanError, match=r"needs the dynamicRendering feature.*features=\['dynamicRendering'\]"):
            ctx.submit(lambda cmd: rendering(cmd, colors=[target]).__enter__())
        with pytest.raises(VulkanError, match="another submit"):
            ctx.submit(lambda cmd: ctx.submit(lambda inner: None))
        bad = Buffer(ctx, 16, usage="uniform")
        with pytest.raises(ValidationError, match="vkCmdFillBuffer"):  # the buffer lacks TRANSFER_DST usage
            ctx.submit(lambda cmd: lib.vkCmdFillBuffer(cmd, bad.handle, 0, 16, 0))
        assert ctx.submit(lambda cmd: 42) == 42  # the command buffer is usable again
        assert not ctx.take_problems()


def test_a_submit_that_records_and_raises_leaves_the_images_layouts(ctx: DeviceContext) -> None:
    """Nothing is submitted where record() raises: the layouts the image tracks stay the ones
    before it (they became GENERAL, so every later use of the image was refused by the layer)."""
    pixels = np.zeros((2, 2, 4), np.uint8)
    with Image.from_numpy(ctx, pixels, usage=["sampled", "storage"]) as image:
        before = image.layout

        def record(cmd: object) -> None:
            image.transition(cmd, "general")
            raise RuntimeError("the application's own error")

        with pytest.raises(RuntimeError, match="the application's own error"):
            ctx.submit(record)
        assert image.layout == before
        assert image.read().tolist() == pixels.tolist()  # the layer sees the layout the image is in
        made: list[Image] = []

        def making(cmd: object) -> None:  # an image made while recording: back to where it was made
            made.append(Image(ctx, (2, 2), "r8g8b8a8_unorm"))
            made[0].transition(cmd, "transfer_dst_optimal")
            raise RuntimeError("the application's own error")

        with pytest.raises(RuntimeError):
            ctx.submit(making)
        assert made[0].layout.name == "UNDEFINED"
        made[0].write(pixels)
        made[0].close()


def test_resources_name_a_wrong_argument(ctx: DeviceContext) -> None:
    """Each of these escaped from inside (OverflowError, TypeError, ValueError), or was taken:
    a max_lod of '1' or NaN, a float clear value for an integer format."""
    image = Image(ctx, (4, 4), "r32g32b32a32_uint", usage=["color", "transfer_src"])
    for call, pattern in [
        (lambda: Buffer(ctx, 2 ** 64), r"a Buffer holds at least one byte and fewer than 2\*\*64"),
        (lambda: Buffer(ctx, 16, usage=2 ** 40), r"buffer usage 1099511627776 is unknown"),
        (lambda: Buffer(ctx, 16, usage=None), r"buffer usage is a name, a list of names or an int of flags, not None"),
        (lambda: Buffer(ctx, 16, usage=True), r"buffer usage is a name, a list of names or an int of flags, not True"),
        (lambda: Buffer(ctx, 16).read("bogus"), r"Buffer.read\(\) takes a numpy dtype .* not 'bogus'"),
        (lambda: Buffer(ctx, 16).read(object), r"Buffer.read\(\) reads numbers, not Python objects"),
        (lambda: Buffer(ctx, 16).write(b"x", -1), r"Buffer.write\(\)'s offset is an integer of at least 0, not -1"),
        (lambda: Image(ctx, (2 ** 40, 4), "r8g8b8a8_unorm"), r"an Image's extent is \(width, height\), two positive"),
        (lambda: Image(ctx, (4, 4), "r8g8b8a8_unorm", usage=None), r"image usage is a name, a list of names"),
        (lambda: Sampler(ctx, max_lod=None), r"max_lod=None: give a number of at least 0"),
        (lambda: Sampler(ctx, max_lod="1"), r"max_lod='1': give a number of at least 0"),
        (lambda: Sampler(ctx, max_lod=float("nan")), r"max_lod=nan: give a number of at least 0"),
        (lambda: Sampler(ctx, max_lod=2 ** 2000), r"max_lod=1148.*: give a number of at least 0"),
        (lambda: Sampler(ctx, address=9), r"a sampler's address is a name or \(u, v\[, w\]\) names, not 9"),
        (lambda: ctx.submit(5), r"submit\(\) takes a function that records"),  # type: ignore[arg-type]
        (lambda: ctx.submit(lambda cmd: rendering(cmd, colors=[image], extent=(-1, 4)).__enter__()),
         r"extent is \(width, height\), two positive integers, not \(-1, 4\)"),
        (lambda: ctx.submit(lambda cmd: rendering(cmd, colors=[image], clear_color=(0.5, 0, 0, 1)).__enter__()),
         r"clear_color is \(r, g, b, a\), four integers in 0..4294967295 for R32G32B32A32_UINT"),
        (lambda: ctx.submit(lambda cmd: rendering(cmd, colors=[image], clear_color=None).__enter__()),
         r"clear_color is \(r, g, b, a\), four integers"),
        (lambda: DeviceContext(api_version=(1,)), r"api_version is \(major, minor\), two small integers"),
        (lambda: DeviceContext(api_version=(2 ** 40, 0)), r"api_version is \(major, minor\)"),
        (lambda: DeviceContext(api_version=(1, 0)), r"api_version=\(1, 0\): layoutgen needs Vulkan 1.1 or later"),
    ]:
        with pytest.raises((LayoutError, VulkanError), match=pattern):
            call()
    for lod in (np.float32(4.0), np.int64(4), 0):  # numpy's numbers, as Python's
        Sampler(ctx, max_lod=lod).close()
    color = Image(ctx, (4, 4), "r8g8b8a8_unorm", usage="color")
    depth = Image(ctx, (4, 4), "D32_SFLOAT", usage="depth")
    for kwargs in ({"colors": [color], "clear_color": np.array([0.1, 0.2, 0.3, 1.0], np.float32)},
                   {"colors": [image], "clear_color": np.array([1, 2, 3, 4], np.uint32)},
                   {"colors": [image], "clear_color": tuple(np.float32([1, 2, 3, 4]))},
                   {"colors": [color], "depth": depth, "clear_depth": np.float32(0.5)}):
        def record(cmd: object, kwargs: dict = kwargs) -> None:
            for target in kwargs["colors"] + ([kwargs["depth"]] if "depth" in kwargs else []):
                target.transition(cmd, "depth_stencil_attachment_optimal" if target is depth
                                  else "color_attachment_optimal")
            with rendering(cmd, **kwargs):
                pass

        ctx.submit(record)
    sampled = Image(ctx, (4, 4), "r8g8b8a8_unorm", usage="sampled")
    most = ctx.limits["maxColorAttachments"]
    for call, pattern in [  # only the layer refused these (and the image kept the layout it never reached)
        (lambda: ctx.submit(lambda cmd: sampled.transition(cmd, "color_attachment_optimal")),
         r"this R8G8B8A8_UNORM image's usage has no color, which COLOR_ATTACHMENT_OPTIMAL needs"),
        (lambda: ctx.submit(lambda cmd: rendering(cmd, colors=[sampled]).__enter__()),
         r"usage has no color, which COLOR_ATTACHMENT_OPTIMAL needs"),
        (lambda: ctx.submit(lambda cmd: rendering(cmd, colors=[image], depth=image).__enter__()),
         r"usage has no depth, which DEPTH_STENCIL_ATTACHMENT_OPTIMAL needs"),
        (lambda: ctx.submit(lambda cmd: depth.transition(cmd, "shader_read_only_optimal")),
         r"this D32_SFLOAT image's usage has no sampled or input, which SHADER_READ_ONLY_OPTIMAL needs: make the "
         r"image with usage='sampled' or 'input' too"),
        (lambda: ctx.submit(lambda cmd: Image(ctx, (4, 4), "D32_SFLOAT", usage="sampled").transition(
            cmd, "depth_stencil_read_only_optimal")), r"usage has no depth, which DEPTH_STENCIL_READ_ONLY_OPTIMAL"),
        (lambda: ctx.submit(lambda cmd: rendering(cmd, colors=[image] * (most + 1)).__enter__()),
         rf"{most + 1} color attachments: the device renders to at most {most} \(maxColorAttachments\)"),
    ]:
        with pytest.raises(LayoutError, match=pattern):
            call()
    assert sampled.layout.name == "UNDEFINED"  # nothing recorded was submitted
    for made in (image, sampled, color, depth):
        made.close()
