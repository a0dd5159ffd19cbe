#!/usr/bin/env python3
"""A triangle drawn with layouts layoutgen made: no descriptor-set layout, push-constant range,
vertex-input state, binding number, descriptor write or buffer offset is written by hand. The
uniform block, the descriptor set and the push constant are typed: ``triangle_shaders.py`` is
what ``layoutgen codegen`` writes for the two shaders (``tools/gen_demo_shaders.py``).

    python demos/triangle.py                      a GLFW window (Escape or close quits)
    python demos/triangle.py --headless --output triangle.png [--size 640x480]
    python demos/triangle.py --frames 120         stop after 120 frames

The Khronos validation layer is on in both modes, with synchronization validation: any message
is printed and makes the exit status non-zero.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import layoutgen  # noqa: E402
import triangle_shaders as shaders  # noqa: E402
from options import drawing_parser, report  # noqa: E402
from layoutgen.vk import (DescriptorPool, DeviceContext, LayoutCache, for_layout, for_modules,  # noqa: E402
                          graphics_pipeline, render_pass)

SHADERS = ROOT / "shaders"
STAGES = [SHADERS / "triangle.vert.spv", SHADERS / "triangle.frag.spv"]
BACKGROUND = (0.08, 0.08, 0.10, 1.0)
# Three vertices in Vulkan's clip space (y down): top red, bottom-right green, bottom-left blue.
VERTICES = [((0.0, -0.7), (1.0, 0.0, 0.0)), ((0.7, 0.7), (0.0, 1.0, 0.0)), ((-0.7, 0.7), (0.0, 0.0, 1.0))]
VERTEX = shaders.VERTEX_DTYPE  # position, color: as the vertex shader reads them


class Scene:
    """Everything layoutgen derives from the two shaders, and the GPU objects made from it:
    the descriptor set is written and the push constant set by the shaders' names, typed."""

    def __init__(self, ctx: DeviceContext, color_format: int, final_layout: str) -> None:
        self.ctx = ctx
        stages = [layoutgen.reflect(p) for p in STAGES]
        shaders.check(stages)  # the typed module is the shaders' (an outdated one is refused)
        self.desc = shaders.desc()
        self.cache = LayoutCache(ctx)
        self.layout = self.cache.get(self.desc)
        self.push = shaders.Push()
        self.render_pass = render_pass(ctx, [color_format], final_layout=final_layout)
        self.pipeline = graphics_pipeline(ctx, self.layout, stages, self.render_pass, vertex_input=VERTEX)
        self._buffers()

    def _buffers(self) -> None:
        import vulkan as vk

        import gpu

        vertices = np.array(VERTICES, dtype=VERTEX)
        self.vbo = gpu.Buffer.create(self.ctx, vertices.nbytes, vk.VK_BUFFER_USAGE_VERTEX_BUFFER_BIT)
        self.vbo.write(self.ctx, vertices)
        self.ubo = gpu.Buffer.create(self.ctx, shaders.Frame.dtype.itemsize, vk.VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT)
        self.set_uniforms(1.0)
        self.pool = DescriptorPool(self.ctx, self.desc, sets=1)
        self.dset = shaders.Set0.allocate(self.pool, self.layout)
        self.dset.write(frame=self.ubo)

    def set_uniforms(self, aspect: float) -> None:
        transform = np.eye(4, dtype=np.float32)
        transform[0, 0] = 1.0 / max(aspect, 1.0)  # column 0, row 0: keep the triangle's shape in wide windows
        frame = shaders.Frame(transform=transform, tint=(1.0, 1.0, 1.0, 1.0))
        self.ubo.write(self.ctx, memoryview(frame.pack()))

    def record(self, cmd: Any, framebuffer: Any, width: int, height: int, angle: float) -> None:
        import vulkan as vk

        begin = vk.VkCommandBufferBeginInfo(flags=vk.VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT)
        vk.vkBeginCommandBuffer(cmd, begin)
        clear = vk.VkClearValue(color=vk.VkClearColorValue(float32=list(BACKGROUND)))
        area = vk.VkRect2D(offset=vk.VkOffset2D(x=0, y=0), extent=vk.VkExtent2D(width=width, height=height))
        rp_begin = vk.VkRenderPassBeginInfo(renderPass=self.render_pass, framebuffer=framebuffer, renderArea=area,
                                            clearValueCount=1, pClearValues=[clear])
        vk.vkCmdBeginRenderPass(cmd, rp_begin, vk.VK_SUBPASS_CONTENTS_INLINE)
        self.pipeline.bind(cmd)
        viewport = vk.VkViewport(x=0.0, y=0.0, width=float(width), height=float(height), minDepth=0.0, maxDepth=1.0)
        vk.vkCmdSetViewport(cmd, 0, 1, [viewport])
        vk.vkCmdSetScissor(cmd, 0, 1, [area])
        self.dset.bind(cmd, self.layout)
        self.push.angle = angle
        self.push.record(cmd, self.layout)
        vk.vkCmdBindVertexBuffers(cmd, 0, 1, [self.vbo.handle], [0])
        vk.vkCmdDraw(cmd, len(VERTICES), 1, 0, 0)
        vk.vkCmdEndRenderPass(cmd)

    def destroy(self) -> None:
        import vulkan as vk

        dev = self.ctx.device
        vk.vkDeviceWaitIdle(dev)
        self.pool.close()
        self.vbo.destroy(self.ctx)
        self.ubo.destroy(self.ctx)
        self.pipeline.close()
        vk.vkDestroyRenderPass(dev, self.render_pass, None)
        self.cache.close()


def features() -> Any:
    stages = [layoutgen.reflect(p) for p in STAGES]
    return for_layout(shaders.desc()) | for_modules(stages)


def headless(args: argparse.Namespace) -> int:
    import vulkan as vk

    import gpu

    width, height = args.size
    with DeviceContext(features=features(), sync_validation=True) as ctx:
        scene = Scene(ctx, vk.VK_FORMAT_R8G8B8A8_UNORM, "VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL")
        target = gpu.Target.create(ctx, scene.render_pass, width, height, vk.VK_FORMAT_R8G8B8A8_UNORM)
        readback = gpu.Buffer.create(ctx, width * height * 4, vk.VK_BUFFER_USAGE_TRANSFER_DST_BIT)
        pool, cmd = gpu.command_buffer(ctx)
        scene.set_uniforms(width / height)
        for frame in range(args.frames):
            scene.record(cmd, target.framebuffer, width, height, args.angle + 0.02 * frame)
            region = vk.VkBufferImageCopy(
                bufferOffset=0, bufferRowLength=0, bufferImageHeight=0,
                imageSubresource=vk.VkImageSubresourceLayers(aspectMask=vk.VK_IMAGE_ASPECT_COLOR_BIT, mipLevel=0,
                                                             baseArrayLayer=0, layerCount=1),
                imageOffset=vk.VkOffset3D(x=0, y=0, z=0), imageExtent=vk.VkExtent3D(width=width, height=height,
                                                                                    depth=1))
            vk.vkCmdCopyImageToBuffer(cmd, target.image, vk.VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, readback.handle, 1,
                                      [region])
            vk.vkEndCommandBuffer(cmd)
            submit = vk.VkSubmitInfo(commandBufferCount=1, pCommandBuffers=[cmd])
            vk.vkQueueSubmit(ctx.queue, 1, [submit], None)
            vk.vkQueueWaitIdle(ctx.queue)
        pixels = np.frombuffer(readback.read(ctx), np.uint8).reshape(height, width, 4)
        gpu.write_png(args.output, pixels)
        vk.vkDestroyCommandPool(ctx.device, pool, None)
        readback.destroy(ctx)
        target.destroy(ctx)
        scene.destroy()
        ctx.close()
        problems = ctx.take_problems()
    print(f"wrote {args.output} ({width}x{height}, {args.frames} frame(s)) on {ctx.device_name}")
    return report(problems)


def main(argv: list[str] | None = None) -> int:
    ap = drawing_parser(__doc__, "triangle.png", 0.0, "the triangle's rotation")
    args = ap.parse_args(argv)
    if args.headless:
        args.frames = args.frames or 1
        return headless(args)
    import window

    return window.run(args, Scene, features, report)


if __name__ == "__main__":
    sys.exit(main())
