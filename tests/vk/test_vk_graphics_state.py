"""The pipeline state a 3D application needs, drawn on the device with the validation layer and
synchronization validation on: depth tests through a render pass's depth attachment and
through dynamic rendering, back-face culling, blend presets, normalized vertex colors, option
names refused with their choices, and compute workgroups over the device's limits."""
from __future__ import annotations

from typing import Any

import numpy as np
import pytest
import vulkan as vk
from support.denv import env
from support.vkres import Resources

from layoutgen.errors import LayoutError, LayoutgenError
from layoutgen.layout import VertexAttribute, VertexBinding, VertexInputDesc, vertex_input
from layoutgen.reflect import reflect
from layoutgen.vk import compute_pipeline, graphics_pipeline, render_pass
from layoutgen.vk.binding import ffi, lib
from layoutgen.vk.graphics_state import BLENDS, BlendPreset, StateOptions, graphics_state
from layoutgen.vkxml.vkenums import Format, PrimitiveTopology
from layoutgen.vkxml.vkstate import CompareOp, CullMode

VERT = """#version 450
layout(location = 0) in vec3 pos;
layout(location = 1) in vec4 color;
layout(location = 0) out vec4 v_color;
void main() { gl_Position = vec4(pos, 1.0); v_color = color; }
"""
FRAG = """#version 450
layout(location = 0) in vec4 v_color;
layout(location = 0) out vec4 out_color;
void main() { out_color = v_color; }
"""
VERTEX = np.dtype([("pos", "<f4", 3), ("color", "u1", 4)])
W = H = 4
COLOR_FORMAT = vk.VK_FORMAT_R8G8B8A8_UNORM
DEPTH_FORMAT = vk.VK_FORMAT_D32_SFLOAT
GREEN, RED, BLUE = (0, 255, 0, 255), (255, 0, 0, 255), (0, 0, 255, 255)
#: Covers the whole target, counter-clockwise in framebuffer coordinates (y down).
COVER = [(-1.0, -1.0), (-1.0, 3.0), (3.0, -1.0)]


def _triangles(*tris: tuple[list[tuple[float, float]], float, tuple[int, ...]]) -> np.ndarray:
    out = np.zeros(3 * len(tris), VERTEX)
    for i, (corners, z, color) in enumerate(tris):
        for k, (x, y) in enumerate(corners):
            out[3 * i + k] = ((x, y, z), color)
    return out


def _image(res: Resources, fmt: int, usage: int, aspect: int) -> tuple[Any, Any]:
    """A W x H image and its view, destroyed with ``res``."""
    dev = res.dev
    info = vk.VkImageCreateInfo(
        imageType=vk.VK_IMAGE_TYPE_2D, format=fmt, extent=vk.VkExtent3D(W, H, 1), mipLevels=1, arrayLayers=1,
        samples=vk.VK_SAMPLE_COUNT_1_BIT, tiling=vk.VK_IMAGE_TILING_OPTIMAL, usage=usage,
        sharingMode=vk.VK_SHARING_MODE_EXCLUSIVE, initialLayout=vk.VK_IMAGE_LAYOUT_UNDEFINED)
    image = vk.vkCreateImage(dev, info, None)
    req = vk.vkGetImageMemoryRequirements(dev, image)
    props = vk.vkGetPhysicalDeviceMemoryProperties(res.ctx.physical_device)
    index = next(i for i in range(props.memoryTypeCount) if req.memoryTypeBits & (1 << i))
    memory = vk.vkAllocateMemory(dev, vk.VkMemoryAllocateInfo(allocationSize=req.size, memoryTypeIndex=index), None)
    vk.vkBindImageMemory(dev, image, memory, 0)
    sub = vk.VkImageSubresourceRange(aspectMask=aspect, baseMipLevel=0, levelCount=1, baseArrayLayer=0, layerCount=1)
    view = vk.vkCreateImageView(dev, vk.VkImageViewCreateInfo(image=image, viewType=vk.VK_IMAGE_VIEW_TYPE_2D,
                                                               format=fmt, subresourceRange=sub), None)
    res.cleanup.append(lambda: (vk.vkDestroyImageView(dev, view, None), vk.vkDestroyImage(dev, image, None),
                                vk.vkFreeMemory(dev, memory, None)))
    return image, view


def _targets(res: Resources) -> tuple[Any, Any, Any, Any]:
    """A color target (copied out after) and a depth target: (image, view) each."""
    color, color_view = _image(res, COLOR_FORMAT, vk.VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT
                               | vk.VK_IMAGE_USAGE_TRANSFER_SRC_BIT, vk.VK_IMAGE_ASPECT_COLOR_BIT)
    depth, depth_view = _image(res, DEPTH_FORMAT, vk.VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT,
                               vk.VK_IMAGE_ASPECT_DEPTH_BIT)
    return color, color_view, depth, depth_view


def _viewport(cmd: Any) -> None:
    vk.vkCmdSetViewport(cmd, 0, 1, [vk.VkViewport(x=0.0, y=0.0, width=float(W), height=float(H), minDepth=0.0,
                                                  maxDepth=1.0)])
    vk.vkCmdSetScissor(cmd, 0, 1, [vk.VkRect2D(offset=vk.VkOffset2D(x=0, y=0), extent=vk.VkExtent2D(W, H))])


def _draw_vertices(cmd: Any, pipe: Any, vertices: Any, count: int) -> None:
    pipe.bind(cmd)
    _viewport(cmd)
    vk.vkCmdBindVertexBuffers(cmd, 0, 1, [vertices.handle], [0])
    vk.vkCmdDraw(cmd, count, 1, 0, 0)


def _copy_out(res: Resources, cmd: Any, image: Any) -> Any:
    readback = res.buffer(W * H * 4)
    region = vk.VkBufferImageCopy(
        bufferOffset=0, bufferRowLength=0, bufferImageHeight=0,
        imageSubresource=vk.VkImageSubresourceLayers(aspectMask=vk.VK_IMAGE_ASPECT_COLOR_BIT, mipLevel=0,
                                                     baseArrayLayer=0, layerCount=1),
        imageOffset=vk.VkOffset3D(x=0, y=0, z=0), imageExtent=vk.VkExtent3D(width=W, height=H, depth=1))
    vk.vkCmdCopyImageToBuffer(cmd, image, vk.VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, readback.handle, 1, [region])
    return readback


def _draw_in_pass(e: Any, pipe: Any, rp: Any, vertices: np.ndarray, frames: int = 2, depth: bool = True
                  ) -> np.ndarray:
    """Draw ``vertices`` into fresh targets of ``rp`` ``frames`` times in one command buffer
    (the same attachments each time), and read the color back."""
    color, color_view, _depth, depth_view = _targets(e.res)
    views = [color_view, depth_view] if depth else [color_view]
    fb = vk.vkCreateFramebuffer(e.ctx.device, vk.VkFramebufferCreateInfo(
        renderPass=rp, attachmentCount=len(views), pAttachments=views, width=W, height=H, layers=1), None)
    e.res.cleanup.append(lambda: vk.vkDestroyFramebuffer(e.ctx.device, fb, None))
    buf = e.res.buffer(vertices.nbytes, vertices, usage=vk.VK_BUFFER_USAGE_VERTEX_BUFFER_BIT)
    clears = [vk.VkClearValue(color=vk.VkClearColorValue(float32=[0.0, 0.0, 0.0, 0.0])),
              vk.VkClearValue(depthStencil=vk.VkClearDepthStencilValue(depth=1.0, stencil=0))][:len(views)]
    area = vk.VkRect2D(offset=vk.VkOffset2D(x=0, y=0), extent=vk.VkExtent2D(W, H))
    cmd = e.res.command_buffer()
    for _ in range(frames):
        vk.vkCmdBeginRenderPass(cmd, vk.VkRenderPassBeginInfo(renderPass=rp, framebuffer=fb, renderArea=area,
                                                              clearValueCount=len(clears), pClearValues=clears),
                                vk.VK_SUBPASS_CONTENTS_INLINE)
        _draw_vertices(cmd, pipe, buf, len(vertices))
        vk.vkCmdEndRenderPass(cmd)
    readback = _copy_out(e.res, cmd, color)
    e.res.finish(cmd)
    return readback.read(np.uint8).reshape(H, W, 4)


@pytest.fixture
def paths(glsl) -> list:
    return [glsl("s.vert", VERT), glsl("s.frag", FRAG)]


def test_the_nearer_triangle_wins_through_a_render_pass_depth_attachment(paths, vulkan_device: bool) -> None:
    """Near (green) drawn first, far (red) after: only the depth test keeps green; drawn in two
    frames into the same attachments, clean under synchronization validation."""
    with env(paths) as e:
        rp = render_pass(e.ctx, [COLOR_FORMAT], depth="d32_sfloat", final_layout="transfer_src_optimal")
        e.res.cleanup.append(lambda: vk.vkDestroyRenderPass(e.ctx.device, rp, None))
        vertices = _triangles((COVER, 0.25, GREEN), (COVER, 0.75, RED))
        with graphics_pipeline(e.ctx, e.layout, paths, rp, vertex_input=VERTEX, normalized=["color"],
                               depth_test=True) as pipe:
            pixels = _draw_in_pass(e, pipe, rp, vertices)
        assert (pixels == GREEN).all(), pixels[0, 0]
        with graphics_pipeline(e.ctx, e.layout, paths, rp, vertex_input=VERTEX, normalized=["color"],
                               depth_test=False) as pipe:
            assert (_draw_in_pass(e, pipe, rp, vertices, frames=1) == RED).all()
        with graphics_pipeline(e.ctx, e.layout, paths, rp, vertex_input=VERTEX, normalized=["color"],
                               depth_test=True, depth_compare="VK_COMPARE_OP_GREATER_OR_EQUAL",
                               depth_write=True) as pipe:
            # cleared to 1.0, nothing is greater or equal but a fragment at 1.0: black stays
            assert (_draw_in_pass(e, pipe, rp, vertices, frames=1) == 0).all()


def test_back_face_culling_drops_a_clockwise_triangle(paths, vulkan_device: bool) -> None:
    with env(paths) as e:
        rp = render_pass(e.ctx, [COLOR_FORMAT], final_layout="VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL")
        e.res.cleanup.append(lambda: vk.vkDestroyRenderPass(e.ctx.device, rp, None))
        clockwise = list(reversed(COVER))
        for cull, corners, want in (("back", COVER, GREEN), ("back", clockwise, (0, 0, 0, 0)),
                                    ("none", clockwise, GREEN), (CullMode.FRONT, COVER, (0, 0, 0, 0)),
                                    ("VK_CULL_MODE_FRONT_BIT", clockwise, GREEN)):
            with graphics_pipeline(e.ctx, e.layout, paths, rp, vertex_input=VERTEX, normalized=["color"],
                                   cull_mode=cull) as pipe:
                pixels = _draw_in_pass(e, pipe, rp, _triangles((corners, 0.5, GREEN)), frames=1, depth=False)
            assert (pixels == want).all(), (cull, pixels[0, 0])
        with graphics_pipeline(e.ctx, e.layout, paths, rp, vertex_input=VERTEX, normalized=["color"],
                               cull_mode="back", front_face="clockwise") as pipe:
            assert (_draw_in_pass(e, pipe, rp, _triangles((clockwise, 0.5, GREEN)), frames=1, depth=False)
                    == GREEN).all()


def _barrier(cmd: Any, image: Any, old: int, new: int, aspect: int, src: tuple[int, int], dst: tuple[int, int]
             ) -> None:
    sub = vk.VkImageSubresourceRange(aspectMask=aspect, baseMipLevel=0, levelCount=1, baseArrayLayer=0, layerCount=1)
    b = vk.VkImageMemoryBarrier(srcAccessMask=src[1], dstAccessMask=dst[1], oldLayout=old, newLayout=new,
                                srcQueueFamilyIndex=vk.VK_QUEUE_FAMILY_IGNORED,
                                dstQueueFamilyIndex=vk.VK_QUEUE_FAMILY_IGNORED, image=image, subresourceRange=sub)
    vk.vkCmdPipelineBarrier(cmd, src[0], dst[0], 0, 0, None, 0, None, 1, [b])


def _attachment(view: Any, layout: int, clear: Any, store: int) -> Any:
    a = ffi.new("VkRenderingAttachmentInfo*")
    a.sType = lib.VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO
    a.imageView, a.imageLayout = view, layout
    a.loadOp, a.storeOp = lib.VK_ATTACHMENT_LOAD_OP_CLEAR, store
    clear(a.clearValue)
    return a


def _draw_dynamic(e: Any, pipe: Any, vertices: np.ndarray) -> np.ndarray:
    color, color_view, depth_image, depth_view = _targets(e.res)
    buf = e.res.buffer(vertices.nbytes, vertices, usage=vk.VK_BUFFER_USAGE_VERTEX_BUFFER_BIT)
    color_att = _attachment(color_view, vk.VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
                            lambda v: setattr(v.color, "float32", [0.0, 0.0, 0.0, 0.0]), vk.VK_ATTACHMENT_STORE_OP_STORE)
    depth_att = _attachment(depth_view, vk.VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL,
                            lambda v: setattr(v.depthStencil, "depth", 1.0), vk.VK_ATTACHMENT_STORE_OP_DONT_CARE)
    info = ffi.new("VkRenderingInfo*")
    info.sType = lib.VK_STRUCTURE_TYPE_RENDERING_INFO
    info.renderArea.extent.width, info.renderArea.extent.height = W, H
    info.layerCount = 1
    info.colorAttachmentCount, info.pColorAttachments = 1, color_att
    info.pDepthAttachment = depth_att
    begin = ffi.cast("PFN_vkCmdBeginRendering", lib.vkGetDeviceProcAddr(e.ctx.device, b"vkCmdBeginRendering"))
    end = ffi.cast("PFN_vkCmdEndRendering", lib.vkGetDeviceProcAddr(e.ctx.device, b"vkCmdEndRendering"))
    cmd = e.res.command_buffer()
    out = (vk.VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT, vk.VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT)
    tests = (vk.VK_PIPELINE_STAGE_EARLY_FRAGMENT_TESTS_BIT | vk.VK_PIPELINE_STAGE_LATE_FRAGMENT_TESTS_BIT,
             vk.VK_ACCESS_DEPTH_STENCIL_ATTACHMENT_READ_BIT | vk.VK_ACCESS_DEPTH_STENCIL_ATTACHMENT_WRITE_BIT)
    _barrier(cmd, color, vk.VK_IMAGE_LAYOUT_UNDEFINED, vk.VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
             vk.VK_IMAGE_ASPECT_COLOR_BIT, (vk.VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, 0), out)
    _barrier(cmd, depth_image, vk.VK_IMAGE_LAYOUT_UNDEFINED, vk.VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL,
             vk.VK_IMAGE_ASPECT_DEPTH_BIT, (vk.VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, 0), tests)
    begin(cmd, info)
    _draw_vertices(cmd, pipe, buf, len(vertices))
    end(cmd)
    _barrier(cmd, color, vk.VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL, vk.VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL,
             vk.VK_IMAGE_ASPECT_COLOR_BIT, out, (vk.VK_PIPELINE_STAGE_TRANSFER_BIT, vk.VK_ACCESS_TRANSFER_READ_BIT))
    readback = _copy_out(e.res, cmd, color)
    e.res.finish(cmd)
    return readback.read(np.uint8).reshape(H, W, 4)


def test_dynamic_rendering_draws_with_a_depth_test(paths, vulkan_device: bool) -> None:
    with env(paths, features=["dynamicRendering"]) as e:
        vertices = _triangles((COVER, 0.25, GREEN), (COVER, 0.75, RED))
        with graphics_pipeline(e.ctx, e.layout, paths, None, vertex_input=VERTEX, normalized=["color"],
                               color_formats=["r8g8b8a8_unorm"], depth_format="VK_FORMAT_D32_SFLOAT",
                               depth_test=True) as pipe:
            assert (_draw_dynamic(e, pipe, vertices) == GREEN).all()
        with pytest.raises(LayoutError, match=r"depth_test=True .* give depth_format="):
            graphics_pipeline(e.ctx, e.layout, paths, vertex_input=VERTEX, normalized=["color"],
                              color_formats=["R8G8B8A8_UNORM"], depth_test=True)
        with pytest.raises(LayoutError, match=r"depth_format='R8G8B8A8_UNORM': VK_FORMAT_R8G8B8A8_UNORM has no "
                                              r"depth or stencil aspect"):
            graphics_pipeline(e.ctx, e.layout, paths, vertex_input=VERTEX, normalized=["color"],
                              depth_format="R8G8B8A8_UNORM")
        with pytest.raises(LayoutError, match=r"color_formats= and depth_format= are for dynamic rendering"):
            rp = render_pass(e.ctx, [COLOR_FORMAT])
            try:
                graphics_pipeline(e.ctx, e.layout, paths, rp, vertex_input=VERTEX, normalized=["color"],
                                  depth_format="D32_SFLOAT")
            finally:
                vk.vkDestroyRenderPass(e.ctx.device, rp, None)


def test_a_sample_count_the_device_cannot_render_is_refused(paths, vulkan_device: bool) -> None:
    """A count no framebuffer of the device has (lavapipe's are 1 and 4) was handed to the
    driver, which crashed the process on 32 and 64."""
    with env(paths, features=["dynamicRendering"]) as e:
        counts = e.ctx.limits["framebufferColorSampleCounts"]
        kept = [n for n in (1, 2, 4, 8, 16, 32, 64) if counts & n]
        for n in (1, 2, 4, 8, 16, 32, 64):
            options = dict(vertex_input=VERTEX, normalized=["color"], color_formats=["r8g8b8a8_unorm"], samples=n)
            if n in kept:
                graphics_pipeline(e.ctx, e.layout, paths, None, **options).close()
                continue
            have = ", ".join(map(str, kept))
            with pytest.raises(LayoutError, match=rf"samples={n}: the device renders color attachments with {have} "
                                                  rf"sample\(s\) \(framebufferColorSampleCounts\)"):
                graphics_pipeline(e.ctx, e.layout, paths, None, **options)
        assert 64 not in kept
        with pytest.raises(LayoutError, match=r"samples=64: the device renders color attachments with"):
            render_pass(e.ctx, [COLOR_FORMAT], samples=64)
        with pytest.raises(LayoutError, match=r"samples=64: the device renders depth attachments with"):
            render_pass(e.ctx, [], samples=64, depth="D32_SFLOAT")
        with pytest.raises(LayoutError, match=r"samples=3: a sample count is 1, 2, 4"):
            render_pass(e.ctx, [COLOR_FORMAT], samples=3)
        rp = render_pass(e.ctx, [COLOR_FORMAT], samples=4)
        vk.vkDestroyRenderPass(e.ctx.device, rp, None)


def test_dynamic_rendering_without_the_feature_is_a_clear_error(paths, vulkan_device: bool) -> None:
    with env(paths) as e:
        with pytest.raises(LayoutgenError, match=r"needs the dynamicRendering feature .* "
                                                 r"DeviceContext\(features=\['dynamicRendering'\]\)"):
            graphics_pipeline(e.ctx, e.layout, paths, vertex_input=VERTEX, normalized=["color"])
        e.quiet()


@pytest.mark.parametrize("blend", ["alpha", "additive", "premultiplied", ["premultiplied"], [None], None,
                                   BlendPreset.ALPHA, (BlendPreset.ALPHA,)])
def test_each_blend_preset_makes_a_valid_pipeline(blend, paths, vulkan_device: bool) -> None:
    with env(paths) as e:
        rp = render_pass(e.ctx, [COLOR_FORMAT], final_layout="transfer_src_optimal")
        e.res.cleanup.append(lambda: vk.vkDestroyRenderPass(e.ctx.device, rp, None))
        with graphics_pipeline(e.ctx, e.layout, paths, rp, vertex_input=VERTEX, normalized=["color"],
                               blend=blend) as pipe:
            # half-transparent green over the black clear
            pixels = _draw_in_pass(e, pipe, rp, _triangles((COVER, 0.5, (0, 255, 0, 128))), frames=1, depth=False)
        want = {"alpha": 128, "additive": 255, "premultiplied": 255}.get(blend if isinstance(blend, str) else
                                                                         (blend or [None])[0], 255)
        assert abs(int(pixels[0, 0, 1]) - want) <= 1, (blend, pixels[0, 0])


def test_stencil_and_the_other_options_make_a_valid_pipeline(paths, vulkan_device: bool) -> None:
    with env(paths) as e:
        rp = render_pass(e.ctx, [COLOR_FORMAT], depth="D24_UNORM_S8_UINT" if _supports_d24(e) else "D32_SFLOAT_S8_UINT",
                         final_layout="transfer_src_optimal")
        e.res.cleanup.append(lambda: vk.vkDestroyRenderPass(e.ctx.device, rp, None))
        with graphics_pipeline(e.ctx, e.layout, paths, rp, vertex_input=VERTEX, normalized=["color"],
                               depth_test=True, depth_write=False, depth_compare="less_or_equal",
                               stencil={"compare": "always", "pass": "replace", "reference": 1},
                               topology="VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP", polygon_mode="fill",
                               dynamic_states=("viewport", "scissor", "line_width", "VK_DYNAMIC_STATE_DEPTH_BIAS")):
            pass


def _supports_d24(e: Any) -> bool:
    props = vk.vkGetPhysicalDeviceFormatProperties(e.ctx.physical_device, vk.VK_FORMAT_D24_UNORM_S8_UINT)
    return bool(props.optimalTilingFeatures & vk.VK_FORMAT_FEATURE_DEPTH_STENCIL_ATTACHMENT_BIT)


@pytest.mark.parametrize("option,value,pattern", [
    ("cull_mode", "bak", r"cull_mode='bak' names no cull mode: give one of none, front, back, front_and_back"),
    ("depth_compare", "lesser", r"names no compare op: give one of never, less, equal, less_or_equal"),
    ("front_face", "ccw", r"names no front face: give one of counter_clockwise, clockwise"),
    ("polygon_mode", "wire", r"names no polygon mode: give one of fill, line, point"),
    ("topology", "squiggles", r"names no primitive topology: give one of points, lines, .*line_list"),
    ("blend", "multiply", r"blend='multiply' is no blend preset: give None \(off\), alpha, additive, premultiplied"),
    ("blend", ["alpha", "screen"], r"blend='screen' is no blend preset"),
    ("blend", 1, r"blend=1 is no blend preset"),
    ("blend", [["alpha"]], r"blend=\['alpha'\] is no blend preset"),
    ("blend", b"alpha", r"blend=b'alpha' is no blend preset"),
    ("blend", {"alpha"}, r"blend=\{'alpha'\} is no blend preset"),
    ("blend", {"alpha": None}, r"blend=\{'alpha': None\} is no blend preset"),
    ("dynamic_states", ("viewport", "scissors"), r"dynamic_states='scissors' names no dynamic state: .*scissor"),
    ("dynamic_states", ("viewport",), r"lacks 'scissor'"),
    ("color_formats", ["R8G8B8A8_UNROM"], r"color_formats='R8G8B8A8_UNROM' names no format: .*r8g8b8a8_unorm"),
    ("stencil", {"compare": "sometimes"}, r"stencil\['compare'\]='sometimes' names no compare op"),
    ("stencil", {"ref": 1}, r"stencil= has no key 'ref'"),
    ("samples", 3, r"samples=3: a sample count is 1, 2, 4"),
])
def test_unknown_option_names_are_refused_with_the_choices(option, value, pattern) -> None:
    with pytest.raises(LayoutError, match=pattern):
        graphics_state(**{option: value})


def test_blend_presets_are_held_as_members() -> None:
    assert graphics_state(blend="alpha").blend is BlendPreset.ALPHA
    first, second = graphics_state(blend=["premultiplied", None]).blend  # type: ignore[misc]
    assert first is BlendPreset.PREMULTIPLIED and second is None
    assert graphics_state(blend=BlendPreset.ADDITIVE).blend_of(2) == [BLENDS[BlendPreset.ADDITIVE]] * 2
    by_name = graphics_state(blend=(n for n in ("alpha", "additive")))  # any ordered iterable
    assert by_name.blend == (BlendPreset.ALPHA, BlendPreset.ADDITIVE)
    assert all(type(b) is BlendPreset for b in by_name.blend)  # type: ignore[union-attr]
    assert by_name == graphics_state(blend=[BlendPreset.ALPHA, BlendPreset.ADDITIVE])


def test_options_take_short_names_vulkan_names_members_and_numbers() -> None:
    for topology in ("lines", "line_list", "LINE_LIST", "VK_PRIMITIVE_TOPOLOGY_LINE_LIST", 1,
                     PrimitiveTopology.LINE_LIST):
        assert graphics_state(topology=topology).topology is PrimitiveTopology.LINE_LIST
    for cull in ("back", "BACK", "VK_CULL_MODE_BACK_BIT", 2, CullMode.BACK):
        assert graphics_state(cull_mode=cull).cull_mode == CullMode.BACK
    state = graphics_state(depth_test=True, depth_compare="less_or_equal", color_formats=["b8g8r8a8_srgb"])
    assert (state.depth_write, state.depth_compare, state.color_formats) == (
        True, CompareOp.LESS_OR_EQUAL, (Format.B8G8R8A8_SRGB,))
    assert graphics_state(depth_test=True, depth_write=False).depth_write is False
    assert graphics_state().cull_mode == CullMode.NONE and graphics_state().depth_test is False


def test_a_normalized_uint8_color_draws_its_color(paths, vulkan_device: bool) -> None:
    ep = reflect(paths[0]).entry_point("main")
    desc = vertex_input(ep, VERTEX, normalized=["color"])
    assert [a.format for a in desc.attributes] == [Format.R32G32B32_SFLOAT, Format.R8G8B8A8_UNORM]
    with pytest.raises(LayoutError, match=r"holds .*uint8.*reads vec4; to read it as a float .* normalized=\['color'\]"):
        vertex_input(ep, VERTEX)
    with pytest.raises(LayoutError, match=r"normalized= names 'colour', which is no field"):
        vertex_input(ep, VERTEX, normalized=["colour"])
    with pytest.raises(LayoutError, match=r"normalized= names 'pos', which holds .*f4.* read as vec3; a normalized field is an 8- or 16-bit integer"):
        vertex_input(ep, VERTEX, normalized=["pos", "color"])
    signed = np.dtype([("pos", "<f4", 3), ("color", "<i2", 4)])
    assert vertex_input(ep, signed, normalized=["color"]).attributes[1].format == Format.R16G16B16A16_SNORM
    with env(paths) as e:
        rp = render_pass(e.ctx, [COLOR_FORMAT], final_layout="transfer_src_optimal")
        e.res.cleanup.append(lambda: vk.vkDestroyRenderPass(e.ctx.device, rp, None))
        with graphics_pipeline(e.ctx, e.layout, paths, rp, vertex_input=VERTEX, normalized=["color"]) as pipe:
            pixels = _draw_in_pass(e, pipe, rp, _triangles((COVER, 0.5, (255, 128, 0, 255))), frames=1, depth=False)
        assert (pixels == (255, 128, 0, 255)).all(), pixels[0, 0]
        with pytest.raises(LayoutError, match=r"normalized=\['color'\]"):
            graphics_pipeline(e.ctx, e.layout, paths, rp, vertex_input=VERTEX)


def test_a_vertex_format_the_device_cannot_read_is_refused(paths, vulkan_device: bool) -> None:
    with env(paths) as e:
        rp = render_pass(e.ctx, [COLOR_FORMAT])
        e.res.cleanup.append(lambda: vk.vkDestroyRenderPass(e.ctx.device, rp, None))
        desc = VertexInputDesc((VertexBinding(0, 20),), (VertexAttribute(0, 0, Format.R32G32B32_SFLOAT, 0, "pos"),
                                                        VertexAttribute(1, 0, Format.BC1_RGBA_UNORM_BLOCK, 12, "color")))
        with pytest.raises(LayoutError, match=r"vertex attribute 'color' \(location 1\): the device cannot read "
                                              r"VK_FORMAT_BC1_RGBA_UNORM_BLOCK from a vertex buffer"):
            graphics_pipeline(e.ctx, e.layout, paths, rp, vertex_input=desc, check_layout=False)
        e.quiet()


WIDE = """#version 450
layout(local_size_x_id = 0, local_size_y_id = 1) in;
layout(set = 0, binding = 0) buffer Out { uint v[]; } outbuf;
void main() { outbuf.v[gl_LocalInvocationIndex] = 1u; }
"""


def test_a_workgroup_over_the_device_limits_is_refused(glsl, vulkan_device: bool) -> None:
    path = glsl("wide.comp", WIDE)
    with env([path]) as e:
        with compute_pipeline(e.ctx, e.layout, path, specialization={0: 64}):
            pass
        most = e.ctx.limits["maxComputeWorkGroupInvocations"]
        props = vk.vkGetPhysicalDeviceProperties(e.ctx.physical_device)  # the array lives in this struct
        per_axis = list(props.limits.maxComputeWorkGroupSize)
        with pytest.raises(LayoutError, match=rf"wide.comp.*: workgroup size {per_axis[0] + 1} x 1 x 1 \(as "
                                              rf"specialized\) is over maxComputeWorkGroupSize {per_axis[0]} x"):
            compute_pipeline(e.ctx, e.layout, path, specialization={0: per_axis[0] + 1})
        with pytest.raises(LayoutError, match=r"wide.comp.*: workgroup size 0 x 1 x 1 \(as specialized\) has no "
                                              r"invocation: each dimension is at least 1"):
            compute_pipeline(e.ctx, e.layout, path, specialization={0: 0})
        x = min(per_axis[0], most)
        y = most // x + 1
        with pytest.raises(LayoutError, match=rf"workgroup size {x} x {y} x 1 \(as specialized\) is {x * y} "
                                              rf"invocations, over maxComputeWorkGroupInvocations {most}"):
            compute_pipeline(e.ctx, e.layout, path, specialization={0: x, 1: y})
        e.quiet()


def test_the_state_options_mesh_pipelines_and_libraries_take_are_graphics_pipelines_own() -> None:
    """StateOptions (what mesh_pipeline() and graphics_pipeline_library() take as keywords) names
    every option graphics_state() resolves, and no other, each one graphics_pipeline() takes."""
    import inspect

    options = set(StateOptions.__annotations__)
    assert options == set(inspect.signature(graphics_state).parameters)
    assert options <= set(inspect.signature(graphics_pipeline).parameters)


def test_a_wider_output_than_the_next_stage_reads_is_refused_without_maintenance4(glsl, vulkan_device: bool) -> None:
    """A vec4 output read as a vec3 needs maintenance4 (VUID-RuntimeSpirv-maintenance4-06817):
    graphics_pipeline() made it on a context without the feature, which the layer 1.3.239
    warned of and 1.4.309 refuses; the context's features now go to the check."""
    vert = glsl("wide.vert", "#version 450\nlayout(location = 0) out vec4 a;\n"
                             "void main() { gl_Position = vec4(0.0); a = vec4(1.0); }\n")
    frag = glsl("narrow.frag", "#version 450\nlayout(location = 0) in vec3 c;\nlayout(location = 0) out vec4 o;\n"
                               "void main() { o = vec4(c, 1.0); }\n")
    with env([vert, frag], features=["dynamicRendering"]) as e:
        with pytest.raises(LayoutError, match=r"writes a 4-component vector \('a'\) but .* reads 3 components \('c'\): "
                                              r"allowed only where the device enables maintenance4"):
            graphics_pipeline(e.ctx, e.layout, [vert, frag], None, color_formats=["r8g8b8a8_unorm"])
    with env([vert, frag], features=["dynamicRendering", "maintenance4"]) as e:
        graphics_pipeline(e.ctx, e.layout, [vert, frag], None, color_formats=["r8g8b8a8_unorm"]).close()
