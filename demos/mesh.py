#!/usr/bin/env python3
"""A turning cube in front of a wall: depth-tested, back-face-culled, textured and lit, with
every binding, offset, format and vertex layout taken from the shaders by layoutgen.

    python demos/mesh.py                          a GLFW window (Escape or close quits)
    python demos/mesh.py --headless --output mesh.png [--size 480x360] [--frames N]
    python demos/mesh.py --headless --distance 0  the camera inside the cube: culling hides it

The vertices are a numpy structured dtype (an RGBA8 color read normalized), the texture a
numpy checkerboard, the camera and the light a uniform block, each object's model matrix a push
constant; the block, the push constant and the descriptor set are typed: ``lit_mesh_shaders.py``
is what ``layoutgen codegen`` writes for the two shaders (``tools/gen_demo_shaders.py``). Headless, the frame is drawn with
layoutgen's Buffer, Image, Sampler, rendering() and submit(). The Khronos validation layer is
on in both modes, with synchronization validation: any message is printed and makes the exit
status non-zero.
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
import lit_mesh_shaders as shaders  # noqa: E402
from options import drawing_parser, report  # noqa: E402
from layoutgen.vk import (Buffer, DescriptorPool, DeviceContext, FeatureSet, Image,  # noqa: E402
                          LayoutCache, Sampler, for_layout, for_modules, graphics_pipeline,
                          render_pass, rendering)

SHADERS = ROOT / "shaders"
STAGES = [SHADERS / "lit_mesh.vert.spv", SHADERS / "lit_mesh.frag.spv"]
BACKGROUND = (0.08, 0.08, 0.10, 1.0)
DEPTH_FORMAT = "D32_SFLOAT"
VERTEX = np.dtype([("position", "<f4", 3), ("normal", "<f4", 3), ("uv", "<f4", 2), ("color", "u1", 4)])

HALF = 0.6  # the cube's half size; it turns about its centre, the origin
#: Each face of the cube: (outward normal, RGBA8 color). The +z face looks at the camera at angle 0.
FACES = [((0, 0, 1), (230, 60, 50, 255)), ((0, 0, -1), (60, 200, 210, 255)), ((1, 0, 0), (70, 200, 80, 255)),
         ((-1, 0, 0), (230, 200, 50, 255)), ((0, 1, 0), (70, 110, 230, 255)), ((0, -1, 0), (200, 70, 200, 255))]
WALL_Z, WALL_HALF = -2.0, 2.4  # a square wall behind the cube, facing the camera
WALL_COLOR = (150, 150, 150, 255)  # neutral grey: no cube face is
CAMERA_DISTANCE = 3.2  # from the cube's centre, along +z
FOV_Y, NEAR, FAR = np.radians(45.0), 0.05, 20.0
LIGHT = (0.2, 0.7, 0.7)  # toward the light
LIGHT_COLOR, AMBIENT = (0.8, 0.8, 0.8), 0.35


def quad(center: np.ndarray, normal: np.ndarray, half: float, color: tuple[int, ...]) -> np.ndarray:
    """Four corners of a square facing ``normal``, counter-clockwise seen from in front."""
    u = np.cross(normal, (0, 1, 0) if abs(normal[1]) < 0.5 else (1, 0, 0))
    u = u / np.linalg.norm(u)
    v = np.cross(normal, u)  # u x v = normal: (u, v) turn counter-clockwise seen from in front
    out = np.zeros(4, VERTEX)
    for i, (a, b) in enumerate(((-1, -1), (1, -1), (1, 1), (-1, 1))):
        out[i] = (center + half * (a * u + b * v), normal, ((a + 1) / 2, (b + 1) / 2), color)
    return out


def geometry() -> tuple[np.ndarray, np.ndarray, list[tuple[str, int, int]]]:
    """(vertices, uint16 indices, draws): each draw is (object, first index, index count);
    the cube comes first, so only the depth test keeps the wall behind it."""
    quads = [quad(HALF * np.array(n, float), np.array(n, float), HALF, c) for n, c in FACES]
    quads.append(quad(np.array((0.0, 0.0, WALL_Z)), np.array((0.0, 0.0, 1.0)), WALL_HALF, WALL_COLOR))
    vertices = np.concatenate(quads)
    indices = np.array([4 * q + k for q in range(len(quads)) for k in (0, 1, 2, 0, 2, 3)], np.uint16)
    cube = 6 * len(FACES)
    return vertices, indices, [("cube", 0, cube), ("wall", cube, len(indices) - cube)]


def checkerboard(size: int = 64, squares: int = 8) -> np.ndarray:
    """An RGBA8 checkerboard of white and light grey squares."""
    cells = (np.arange(size) * squares // size)
    light = (cells[:, None] + cells[None, :]) % 2 == 0
    pixels = np.where(light[..., None], np.uint8(255), np.uint8(170)).repeat(4, axis=2)
    pixels[..., 3] = 255
    return np.ascontiguousarray(pixels)


# -- matrices: math convention (column vectors); a shader mat4 takes the transpose ------------

def perspective(aspect: float) -> np.ndarray:
    """Vulkan's clip space: y down, depth 0 (near) to 1 (far)."""
    f = 1.0 / np.tan(FOV_Y / 2)
    return np.array([[f / aspect, 0, 0, 0], [0, -f, 0, 0], [0, 0, FAR / (NEAR - FAR), NEAR * FAR / (NEAR - FAR)],
                     [0, 0, -1, 0]], np.float32)


def translation(x: float, y: float, z: float) -> np.ndarray:
    m = np.eye(4, dtype=np.float32)
    m[:3, 3] = (x, y, z)
    return m


def rotation(axis: int, angle: float) -> np.ndarray:
    """A rotation about the x (0) or y (1) axis."""
    c, s = np.cos(angle), np.sin(angle)
    m = np.eye(4, dtype=np.float32)
    i, j = (1, 2) if axis == 0 else (2, 0)
    m[i, i], m[i, j], m[j, i], m[j, j] = c, -s, s, c
    return m


def cube_model(angle: float) -> np.ndarray:
    return rotation(1, angle) @ rotation(0, 0.5 * angle)


def gl(m: np.ndarray) -> np.ndarray:
    """A matrix as a shader's column-major mat4 takes it from numpy (one row per column)."""
    return np.ascontiguousarray(m.T)


class Scene:
    """Everything layoutgen derives from the two shaders, and the GPU objects made from it.

    ``final_layout`` None draws with dynamic rendering (headless: ``rendering()``); a layout
    makes a render pass with a depth attachment whose colors end in it (the window's swapchain)."""

    title = "layoutgen mesh"  # the window's

    def __init__(self, ctx: DeviceContext, color_format: Any, final_layout: str | None = None,
                 distance: float = CAMERA_DISTANCE) -> None:
        self.ctx = ctx
        self.distance = distance
        stages = [layoutgen.reflect(p) for p in STAGES]
        shaders.check(stages)  # the typed module is the shaders' (an outdated one is refused)
        self.desc = shaders.desc()
        self.cache = LayoutCache(ctx)
        self.layout = self.cache.get(self.desc)
        self.push = shaders.Push()
        state: dict[str, Any] = dict(vertex_input=VERTEX, normalized=["color"], depth_test=True,
                                     cull_mode="back", front_face="counter_clockwise")
        if final_layout is None:
            self.render_pass = None
            self.pipeline = graphics_pipeline(ctx, self.layout, stages, None, color_formats=[color_format],
                                              depth_format=DEPTH_FORMAT, **state)
        else:
            self.render_pass = render_pass(ctx, [color_format], depth=DEPTH_FORMAT, final_layout=final_layout)
            self.pipeline = graphics_pipeline(ctx, self.layout, stages, self.render_pass, **state)
        self.depth: Image | None = None  # the window's depth image, made at the swapchain's size
        vertices, indices, self.draws = geometry()
        self.vbo = Buffer(ctx, vertices, usage="vertex")
        self.ibo = Buffer(ctx, indices, usage="index")
        self.ubo = Buffer(ctx, shaders.Scene.dtype.itemsize, usage="uniform")
        self.texture = Image.from_numpy(ctx, checkerboard())
        self.sampler = Sampler(ctx, "nearest", "repeat")
        self.set_uniforms(1.0)
        self.pool = DescriptorPool(ctx, self.desc, sets=1)
        self.dset = shaders.Set0.allocate(self.pool, self.layout)
        self.dset.write(scene=self.ubo, albedo=(self.texture.view, self.sampler))

    def set_uniforms(self, aspect: float) -> None:
        light = np.array(LIGHT, np.float32) / np.linalg.norm(LIGHT)
        scene = shaders.Scene(view=gl(translation(0.0, 0.0, -self.distance)), projection=gl(perspective(aspect)),
                              light_direction=(float(light[0]), float(light[1]), float(light[2]), 0.0),
                              light_color=(*LIGHT_COLOR, AMBIENT))
        self.ubo.write(scene.pack())

    def draw(self, cmd: Any, angle: float) -> None:
        """The draws, inside a render pass or rendering(); viewport and scissor already set."""
        import vulkan as vk

        self.pipeline.bind(cmd)
        self.dset.bind(cmd, self.layout)
        vk.vkCmdBindVertexBuffers(cmd, 0, 1, [self.vbo.handle], [0])
        vk.vkCmdBindIndexBuffer(cmd, self.ibo.handle, 0, vk.VK_INDEX_TYPE_UINT16)
        models = {"cube": cube_model(angle), "wall": np.eye(4, dtype=np.float32)}
        for name, first, count in self.draws:
            self.push.model = gl(models[name])
            self.push.record(cmd, self.layout)
            vk.vkCmdDrawIndexed(cmd, count, 1, first, 0, 0)

    def render(self, target: Image, depth: Image, angle: float) -> None:
        """One frame into ``target`` with layoutgen's rendering(), submitted and waited for."""
        def record(cmd: Any) -> None:
            with rendering(cmd, colors=[target], depth=depth, clear_color=BACKGROUND):
                self.draw(cmd, angle)

        self.ctx.submit(record)

    # -- the window's side (demos/window.py): a render pass and a framebuffer per swapchain image
    def framebuffer(self, view: Any, width: int, height: int) -> Any:
        """A framebuffer of a swapchain image's view and the depth image (remade at a new size)."""
        import vulkan as vk

        if self.depth is None or self.depth.extent != (width, height):
            if self.depth is not None:
                self.depth.close()
            self.depth = Image(self.ctx, (width, height), DEPTH_FORMAT, usage="depth")
        info = vk.VkFramebufferCreateInfo(renderPass=self.render_pass, attachmentCount=2,
                                          pAttachments=[view, self.depth.view], width=width, height=height, layers=1)
        return vk.vkCreateFramebuffer(self.ctx.device, info, None)

    def record(self, cmd: Any, framebuffer: Any, width: int, height: int, angle: float) -> None:
        import vulkan as vk

        vk.vkBeginCommandBuffer(cmd, vk.VkCommandBufferBeginInfo(flags=vk.VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT))
        clears = [vk.VkClearValue(color=vk.VkClearColorValue(float32=list(BACKGROUND))),
                  vk.VkClearValue(depthStencil=vk.VkClearDepthStencilValue(depth=1.0, stencil=0))]
        area = vk.VkRect2D(offset=vk.VkOffset2D(x=0, y=0), extent=vk.VkExtent2D(width=width, height=height))
        begin = vk.VkRenderPassBeginInfo(renderPass=self.render_pass, framebuffer=framebuffer, renderArea=area,
                                         clearValueCount=2, pClearValues=clears)
        vk.vkCmdBeginRenderPass(cmd, begin, vk.VK_SUBPASS_CONTENTS_INLINE)
        viewport = vk.VkViewport(x=0.0, y=0.0, width=float(width), height=float(height), minDepth=0.0, maxDepth=1.0)
        vk.vkCmdSetViewport(cmd, 0, 1, [viewport])
        vk.vkCmdSetScissor(cmd, 0, 1, [area])
        self.draw(cmd, angle)
        vk.vkCmdEndRenderPass(cmd)

    def destroy(self) -> None:
        import vulkan as vk

        vk.vkDeviceWaitIdle(self.ctx.device)
        self.pool.close()
        for resource in (self.depth, self.sampler, self.texture, self.ubo, self.ibo, self.vbo):
            if resource is not None:
                resource.close()
        self.pipeline.close()
        if self.render_pass is not None:
            vk.vkDestroyRenderPass(self.ctx.device, self.render_pass, None)
        self.cache.close()


def features() -> FeatureSet:
    stages = [layoutgen.reflect(p) for p in STAGES]
    return for_layout(layoutgen.merge(stages)) | for_modules(stages)


def headless(args: argparse.Namespace) -> int:
    import gpu  # the PNG writer

    width, height = args.size
    rendered = features() | FeatureSet.of(["dynamicRendering"])
    with DeviceContext(features=rendered, sync_validation=True) as ctx:
        scene = Scene(ctx, "R8G8B8A8_UNORM", distance=args.distance)
        target = Image(ctx, (width, height), "R8G8B8A8_UNORM", usage="color")
        depth = Image(ctx, (width, height), DEPTH_FORMAT, usage="depth")
        scene.set_uniforms(width / height)
        for frame in range(args.frames):
            scene.render(target, depth, args.angle + 0.02 * frame)
        gpu.write_png(args.output, target.read())
        depth.close()
        target.close()
        scene.destroy()
        ctx.close()
        problems = ctx.take_problems()
    print(f"wrote {args.output} ({width}x{height}, {args.frames} frame(s)) on {ctx.device_name}")
    return report(problems)


def main(argv: list[str] | None = None) -> int:
    ap = drawing_parser(__doc__, "mesh.png", 0.7, "the cube's turn")
    ap.add_argument("--distance", type=float, default=CAMERA_DISTANCE,
                    help="the camera's distance from the cube's centre (headless; under 0.6: inside it)")
    args = ap.parse_args(argv)
    if args.headless:
        args.frames = args.frames or 1
        return headless(args)
    import window

    return window.run(args, Scene, features, report)


if __name__ == "__main__":
    sys.exit(main())
