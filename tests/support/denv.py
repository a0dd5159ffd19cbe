"""A device environment for the descriptor, push-constant and pipeline tests: a context
with what the stages and their layout need, a layout, resources, and zero validation
messages at the end."""
from __future__ import annotations

import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import vulkan as vk
from support.vkres import Resources

import layoutgen
from layoutgen.vk import DeviceContext, LayoutCache, bind_sets, for_layout, for_modules
from layoutgen.vk.features import FeatureSet

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "demos"))
import gpu  # noqa: E402


@dataclass
class Env:
    ctx: Any
    res: Resources
    desc: Any
    layout: Any
    stages: list
    cache: Any

    def dispatch(self, pipe: Any, sets: Sequence[Any], *, push: Any = None, offsets: Any = None,
                 groups: tuple[int, int, int] = (1, 1, 1)) -> None:
        """Bind, push, dispatch, wait."""
        cmd = self.res.command_buffer()
        pipe.bind(cmd)
        if sets:
            bind_sets(cmd, pipe, sets, offsets=offsets)
        if push is not None:
            push.record(cmd, pipe)
        vk.vkCmdDispatch(cmd, *groups)
        self.res.finish(cmd)
        for s in sets:
            s.release()

    def draw(self, pipe: Any, rp: Any, push: Any = None, issue: Any = None, width: int = 4, height: int = 4,
             inputs: Sequence[Any] = (), sets: Sequence[Any] = ()) -> np.ndarray:
        """Draw into a fresh RGBA32F target of ``rp`` (its first attachment; ``inputs`` are
        the image views of the others) and read it back: ``issue(cmd)`` records the draw
        (three vertices by default)."""
        color = self.res.image(np.zeros((height, width, 4), np.float32),
                               layout=vk.VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
                               usage=vk.VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT)
        info = vk.VkFramebufferCreateInfo(renderPass=rp, attachmentCount=1 + len(inputs),
                                          pAttachments=[color.view, *inputs], width=width, height=height, layers=1)
        target = gpu.Target(color.image, None, color.view, vk.vkCreateFramebuffer(self.ctx.device, info, None))
        readback = self.res.buffer(width * height * 16)
        cmd = self.res.command_buffer()
        area = vk.VkRect2D(offset=vk.VkOffset2D(x=0, y=0), extent=vk.VkExtent2D(width=width, height=height))
        clear = vk.VkClearValue(color=vk.VkClearColorValue(float32=[0.0, 0.0, 0.0, 0.0]))
        vk.vkCmdBeginRenderPass(cmd, vk.VkRenderPassBeginInfo(renderPass=rp, framebuffer=target.framebuffer,
                                                              renderArea=area, clearValueCount=1,
                                                              pClearValues=[clear]), vk.VK_SUBPASS_CONTENTS_INLINE)
        pipe.bind(cmd)
        vk.vkCmdSetViewport(cmd, 0, 1, [vk.VkViewport(x=0.0, y=0.0, width=float(width), height=float(height),
                                                      minDepth=0.0, maxDepth=1.0)])
        vk.vkCmdSetScissor(cmd, 0, 1, [area])
        if sets:
            bind_sets(cmd, pipe, sets)
        if push is not None:
            push.record(cmd, pipe)
        (issue or (lambda c: vk.vkCmdDraw(c, 3, 1, 0, 0)))(cmd)
        vk.vkCmdEndRenderPass(cmd)
        region = vk.VkBufferImageCopy(
            bufferOffset=0, bufferRowLength=0, bufferImageHeight=0,
            imageSubresource=vk.VkImageSubresourceLayers(aspectMask=vk.VK_IMAGE_ASPECT_COLOR_BIT, mipLevel=0,
                                                         baseArrayLayer=0, layerCount=1),
            imageOffset=vk.VkOffset3D(x=0, y=0, z=0), imageExtent=vk.VkExtent3D(width=width, height=height, depth=1))
        vk.vkCmdCopyImageToBuffer(cmd, target.image, vk.VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, readback.handle, 1,
                                  [region])
        self.res.finish(cmd)
        vk.vkDestroyFramebuffer(self.ctx.device, target.framebuffer, None)
        return readback.read(np.float32).reshape(height, width, 4)

    def relayout(self, **policy: Any) -> None:
        """Merge the stages again with ``policy`` (e.g. immutable samplers made on this device)."""
        self.desc = layoutgen.merge(self.stages, **policy)
        self.layout = self.cache.get(self.desc)

    def quiet(self) -> None:
        """No message arrived so far (a misuse was refused before any Vulkan call)."""
        messages = self.ctx.take_messages()
        assert not messages, "\n".join(map(str, messages))


@contextmanager
def env(paths: Sequence[Any], features: Sequence[str] = (), extensions: Sequence[str] = (),
        **policy: Any) -> Iterator[Env]:
    stages = [layoutgen.reflect(p) for p in paths]
    desc = layoutgen.merge(stages, **policy)
    wanted = for_layout(desc) | for_modules(stages) | FeatureSet.of(features, extensions)
    with DeviceContext(features=wanted) as ctx, LayoutCache(ctx) as cache:
        res = Resources(ctx)
        try:
            yield Env(ctx, res, desc, cache.get(desc), stages, cache)
        finally:
            res.close()
        problems = ctx.take_problems()
    assert not problems, "\n".join(map(str, problems))
