#!/usr/bin/env python3
"""A separable blur on the GPU, checked against numpy: numpy arrays in, numpy arrays out.

    python demos/compute.py                       a 256x192 image, radius 6
    python demos/compute.py --size 640x480 --radius 16 --seed 7

``shaders/blur.comp`` runs twice (across rows, then down columns). Its uniform block (the
image size and the kernel), its storage buffers and its push constant are all written by
the shader's names: no binding number, descriptor write or push-constant range is written
by hand, and all are typed: ``compute_shaders.py`` is what ``layoutgen codegen`` writes for the
shader (``tools/gen_demo_shaders.py``). The validation layer is on, with synchronization validation (a missing barrier between
the passes would be a message); a value that differs from numpy's, or any message, makes the
exit status 1.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import compute_shaders as shaders  # noqa: E402
import layoutgen  # noqa: E402
from options import parse_size, parser, report  # noqa: E402
from layoutgen.vk import (DescriptorPool, DeviceContext, LayoutCache, compute_pipeline, for_layout,  # noqa: E402
                          for_modules)

SHADER = ROOT / "shaders" / "blur.comp.spv"
MAX_RADIUS = 16
GROUP = 8  # the shader's workgroup is GROUP x GROUP


def gaussian(radius: int) -> np.ndarray:
    """weights[abs(k)] for taps -radius..radius, summing to 1."""
    k = np.arange(radius + 1, dtype=np.float64)
    w = np.exp(-0.5 * (k / max(radius / 2.0, 0.5)) ** 2)
    return (w / (w[0] + 2 * w[1:].sum())).astype(np.float32)


def blur_numpy(image: np.ndarray, weights: np.ndarray) -> np.ndarray:
    """The same two passes in numpy (edges clamped, taps summed in the shader's order)."""
    radius = len(weights) - 1

    def one_pass(a: np.ndarray, axis: int) -> np.ndarray:
        n = a.shape[axis]
        out = np.zeros_like(a)
        for k in range(-radius, radius + 1):
            out += weights[abs(k)] * np.take(a, np.clip(np.arange(n) + k, 0, n - 1), axis=axis)
        return out

    return one_pass(one_pass(image, 1), 0)


def blur_gpu(ctx: DeviceContext, image: np.ndarray, weights: np.ndarray) -> np.ndarray:
    """Both passes on the device; the blurred image back as a numpy array."""
    import gpu
    import vulkan as vk

    shaders.check([SHADER])  # the typed module is the shader's (an outdated one is refused)
    desc = shaders.desc()
    height, width = image.shape
    kernel = shaders.Kernel(size=(width, height), radius=len(weights) - 1,
                            weights=np.pad(weights, (0, MAX_RADIUS + 1 - len(weights))))
    usage = vk.VK_BUFFER_USAGE_STORAGE_BUFFER_BIT
    ubo = gpu.Buffer.create(ctx, shaders.Kernel.dtype.itemsize, vk.VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT)
    ubo.write(ctx, memoryview(kernel.pack()))
    pixels = [gpu.Buffer.create(ctx, image.nbytes, usage) for _ in range(3)]  # source, across rows, result
    pixels[0].write(ctx, image)
    with LayoutCache(ctx) as cache, DescriptorPool(ctx, desc, sets=2) as pool, \
            compute_pipeline(ctx, cache.get(desc), SHADER) as pipe:
        passes = []
        for step, (src, dst) in (((1, 0), pixels[0:2]), ((0, 1), pixels[1:3])):
            dset = shaders.Set0.allocate(pool, pipe.layout)
            dset.write(kernel=ubo, src=src, dst=dst)
            passes.append((step, dset))
        push = shaders.Push()
        groups = (-(-width // GROUP), -(-height // GROUP), 1)
        run(ctx, lambda cmd: record(cmd, pipe, push, passes, groups))
        out = np.frombuffer(pixels[2].read(ctx), np.float32).reshape(height, width).copy()
    for b in (ubo, *pixels):
        b.destroy(ctx)
    return out


def record(cmd: Any, pipe: Any, push: shaders.Push, passes: list, groups: tuple[int, int, int]) -> None:
    import vulkan as vk

    pipe.bind(cmd)
    for step, dset in passes:
        dset.bind(cmd, pipe)
        push.step = step
        push.record(cmd, pipe)
        vk.vkCmdDispatch(cmd, *groups)
        barrier = vk.VkMemoryBarrier(srcAccessMask=vk.VK_ACCESS_SHADER_WRITE_BIT,
                                     dstAccessMask=vk.VK_ACCESS_SHADER_READ_BIT | vk.VK_ACCESS_HOST_READ_BIT)
        vk.vkCmdPipelineBarrier(cmd, vk.VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                                vk.VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | vk.VK_PIPELINE_STAGE_HOST_BIT, 0, 1,
                                [barrier], 0, None, 0, None)


def run(ctx: DeviceContext, fill: Any) -> None:
    """Record a command buffer with ``fill(cmd)``, submit it and wait."""
    import gpu
    import vulkan as vk

    pool, cmd = gpu.command_buffer(ctx)
    vk.vkBeginCommandBuffer(cmd, vk.VkCommandBufferBeginInfo(flags=vk.VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT))
    fill(cmd)
    vk.vkEndCommandBuffer(cmd)
    vk.vkQueueSubmit(ctx.queue, 1, [vk.VkSubmitInfo(commandBufferCount=1, pCommandBuffers=[cmd])], None)
    vk.vkQueueWaitIdle(ctx.queue)
    vk.vkDestroyCommandPool(ctx.device, pool, None)


def main(argv: list[str] | None = None) -> int:
    ap = parser(__doc__)
    ap.add_argument("--size", type=parse_size, default=(256, 192), metavar="WxH")
    ap.add_argument("--radius", type=int, default=6, choices=range(MAX_RADIUS + 1), metavar=f"0..{MAX_RADIUS}")
    ap.add_argument("--seed", type=int, default=1, help="of the random input image")
    args = ap.parse_args(argv)
    width, height = args.size
    image = np.random.default_rng(args.seed).random((height, width), dtype=np.float32)
    weights = gaussian(args.radius)
    stages = [layoutgen.reflect(SHADER)]
    with DeviceContext(features=for_layout(shaders.desc()) | for_modules(stages),
                       sync_validation=True) as ctx:
        result = blur_gpu(ctx, image, weights)
        ctx.close()
        problems = ctx.take_problems()
    expected = blur_numpy(image, weights)
    close = np.isclose(result, expected, rtol=1e-5, atol=1e-6)
    print(f"blurred {width}x{height} (radius {args.radius}) on {ctx.device_name}")
    if close.all():
        print(f"verified: {close.size} values match numpy")
    else:
        y, x = np.argwhere(~close)[0]
        print(f"mismatch: {int((~close).sum())} of {close.size} values differ from numpy, first at ({x}, {y}): "
              f"{result[y, x]} vs {expected[y, x]}")
    return 1 if report(problems) or not close.all() else 0


if __name__ == "__main__":
    sys.exit(main())
