"""Device resources for tests: buffers, images, samplers, buffer views, one-shot submits.

Written with the ``vulkan`` package as an application would; everything made is destroyed
by ``close()`` in reverse order.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
import vulkan as vk

HOST = vk.VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | vk.VK_MEMORY_PROPERTY_HOST_COHERENT_BIT
ALL_BUFFER_USAGE = (vk.VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT | vk.VK_BUFFER_USAGE_STORAGE_BUFFER_BIT
                    | vk.VK_BUFFER_USAGE_TRANSFER_SRC_BIT | vk.VK_BUFFER_USAGE_TRANSFER_DST_BIT
                    | vk.VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT | vk.VK_BUFFER_USAGE_STORAGE_TEXEL_BUFFER_BIT)
COLOR = vk.VK_IMAGE_ASPECT_COLOR_BIT


@dataclass
class Buffer:
    handle: Any
    memory: Any
    size: int
    device: Any

    def write(self, data: Any, offset: int = 0) -> None:
        raw = data.tobytes() if hasattr(data, "tobytes") else bytes(data)
        mapped = vk.vkMapMemory(self.device, self.memory, offset, len(raw), 0)
        mapped[:len(raw)] = raw
        vk.vkUnmapMemory(self.device, self.memory)

    def read(self, dtype: Any = np.uint8, offset: int = 0, count: int = -1) -> np.ndarray:
        mapped = vk.vkMapMemory(self.device, self.memory, 0, self.size, 0)
        raw = bytes(mapped[:self.size])
        vk.vkUnmapMemory(self.device, self.memory)
        return np.frombuffer(raw, dtype, count=count, offset=offset).copy()


@dataclass
class Image:
    image: Any
    memory: Any
    view: Any
    width: int
    height: int


def _memory_type(ctx: Any, bits: int, flags: int) -> int:
    props = vk.vkGetPhysicalDeviceMemoryProperties(ctx.physical_device)
    for i in range(props.memoryTypeCount):
        if bits & (1 << i) and (props.memoryTypes[i].propertyFlags & flags) == flags:
            return i
    raise RuntimeError("no suitable memory type")


class Resources:
    """What one test makes on a DeviceContext."""

    def __init__(self, ctx: Any) -> None:
        self.ctx = ctx
        self.dev = ctx.device
        self.cleanup: list[Callable[[], object]] = []
        info = vk.VkCommandPoolCreateInfo(queueFamilyIndex=ctx.queue_family)
        self.pool = vk.vkCreateCommandPool(self.dev, info, None)
        self.cleanup.append(lambda: vk.vkDestroyCommandPool(self.dev, self.pool, None))

    def buffer(self, size: int, data: Any = None, usage: int = ALL_BUFFER_USAGE, address: bool = False) -> Buffer:
        if address:
            usage |= vk.lib.VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT
        handle = vk.vkCreateBuffer(self.dev, vk.VkBufferCreateInfo(size=size, usage=usage,
                                                                   sharingMode=vk.VK_SHARING_MODE_EXCLUSIVE), None)
        req = vk.vkGetBufferMemoryRequirements(self.dev, handle)
        flags = vk.VkMemoryAllocateFlagsInfo(flags=vk.lib.VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT) if address else None
        alloc = vk.VkMemoryAllocateInfo(pNext=flags, allocationSize=req.size,
                                        memoryTypeIndex=_memory_type(self.ctx, req.memoryTypeBits, HOST))
        memory = vk.vkAllocateMemory(self.dev, alloc, None)
        vk.vkBindBufferMemory(self.dev, handle, memory, 0)
        self.cleanup.append(lambda: (vk.vkDestroyBuffer(self.dev, handle, None), vk.vkFreeMemory(self.dev, memory,
                                                                                                  None)))
        buf = Buffer(handle, memory, size, self.dev)
        buf.write(np.zeros(size, np.uint8))
        if data is not None:
            buf.write(data)
        return buf

    def address(self, buf: Buffer) -> int:
        info = vk.ffi.new("VkBufferDeviceAddressInfo*")  # the binding's wrapper returns its argument, so cffi
        info.sType = vk.VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO
        info.buffer = buf.handle
        return int(vk.lib.vkGetBufferDeviceAddress(self.dev, info))

    def buffer_view(self, buf: Buffer, fmt: int) -> Any:
        info = vk.VkBufferViewCreateInfo(buffer=buf.handle, format=fmt, offset=0, range=buf.size)
        view = vk.vkCreateBufferView(self.dev, info, None)
        self.cleanup.append(lambda: vk.vkDestroyBufferView(self.dev, view, None))
        return view

    def sampler(self) -> Any:
        info = vk.VkSamplerCreateInfo(magFilter=vk.VK_FILTER_NEAREST, minFilter=vk.VK_FILTER_NEAREST,
                                      addressModeU=vk.VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE,
                                      addressModeV=vk.VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE,
                                      addressModeW=vk.VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE, maxLod=0.0)
        sampler = vk.vkCreateSampler(self.dev, info, None)
        self.cleanup.append(lambda: vk.vkDestroySampler(self.dev, sampler, None))
        return sampler

    def image(self, pixels: np.ndarray, fmt: int = vk.VK_FORMAT_R32G32B32A32_SFLOAT,
              layout: int = vk.VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL, usage: int = 0) -> Image:
        """A 2D image holding ``pixels`` (height x width x texel), in ``layout``."""
        height, width = pixels.shape[:2]
        usage |= (vk.VK_IMAGE_USAGE_SAMPLED_BIT | vk.VK_IMAGE_USAGE_STORAGE_BIT | vk.VK_IMAGE_USAGE_TRANSFER_DST_BIT
                  | vk.VK_IMAGE_USAGE_TRANSFER_SRC_BIT)
        info = vk.VkImageCreateInfo(
            imageType=vk.VK_IMAGE_TYPE_2D, format=fmt, extent=vk.VkExtent3D(width, height, 1), mipLevels=1,
            arrayLayers=1, samples=vk.VK_SAMPLE_COUNT_1_BIT, tiling=vk.VK_IMAGE_TILING_OPTIMAL, usage=usage,
            sharingMode=vk.VK_SHARING_MODE_EXCLUSIVE, initialLayout=vk.VK_IMAGE_LAYOUT_UNDEFINED)
        image = vk.vkCreateImage(self.dev, info, None)
        req = vk.vkGetImageMemoryRequirements(self.dev, image)
        alloc = vk.VkMemoryAllocateInfo(allocationSize=req.size, memoryTypeIndex=_memory_type(
            self.ctx, req.memoryTypeBits, 0))
        memory = vk.vkAllocateMemory(self.dev, alloc, None)
        vk.vkBindImageMemory(self.dev, image, memory, 0)
        sub = vk.VkImageSubresourceRange(aspectMask=COLOR, baseMipLevel=0, levelCount=1, baseArrayLayer=0,
                                         layerCount=1)
        view = vk.vkCreateImageView(self.dev, vk.VkImageViewCreateInfo(
            image=image, viewType=vk.VK_IMAGE_VIEW_TYPE_2D, format=fmt, subresourceRange=sub), None)
        self.cleanup.append(lambda: (vk.vkDestroyImageView(self.dev, view, None), vk.vkDestroyImage(self.dev, image,
                                                                                                    None),
                                     vk.vkFreeMemory(self.dev, memory, None)))
        staging = self.buffer(pixels.nbytes, pixels)
        self.submit(lambda cmd: self._upload(cmd, image, staging, width, height, layout))
        return Image(image, memory, view, width, height)

    def _upload(self, cmd: Any, image: Any, staging: Buffer, width: int, height: int, layout: int) -> None:
        barrier(cmd, image, vk.VK_IMAGE_LAYOUT_UNDEFINED, vk.VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL)
        region = vk.VkBufferImageCopy(
            bufferOffset=0, bufferRowLength=0, bufferImageHeight=0,
            imageSubresource=vk.VkImageSubresourceLayers(aspectMask=COLOR, mipLevel=0, baseArrayLayer=0,
                                                         layerCount=1),
            imageOffset=vk.VkOffset3D(x=0, y=0, z=0), imageExtent=vk.VkExtent3D(width=width, height=height, depth=1))
        vk.vkCmdCopyBufferToImage(cmd, staging.handle, image, vk.VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1, [region])
        barrier(cmd, image, vk.VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, layout)

    def command_buffer(self) -> Any:
        alloc = vk.VkCommandBufferAllocateInfo(commandPool=self.pool, level=vk.VK_COMMAND_BUFFER_LEVEL_PRIMARY,
                                               commandBufferCount=1)
        cmd = vk.vkAllocateCommandBuffers(self.dev, alloc)[0]
        vk.vkBeginCommandBuffer(cmd, vk.VkCommandBufferBeginInfo(flags=vk.VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT))
        return cmd

    def finish(self, cmd: Any) -> None:
        """End, submit and wait for ``cmd``."""
        vk.vkEndCommandBuffer(cmd)
        vk.vkQueueSubmit(self.ctx.queue, 1, [vk.VkSubmitInfo(commandBufferCount=1, pCommandBuffers=[cmd])], None)
        vk.vkQueueWaitIdle(self.ctx.queue)
        vk.vkFreeCommandBuffers(self.dev, self.pool, 1, [cmd])

    def submit(self, record: Callable[[Any], object]) -> None:
        """Record with ``record(cmd)``, submit, and wait."""
        cmd = self.command_buffer()
        record(cmd)
        self.finish(cmd)

    def close(self) -> None:
        vk.vkDeviceWaitIdle(self.dev)
        for fn in reversed(self.cleanup):
            fn()
        self.cleanup = []


def barrier(cmd: Any, image: Any, old: int, new: int) -> None:
    """A full image-layout barrier (all commands to all commands): simple, not fast."""
    sub = vk.VkImageSubresourceRange(aspectMask=COLOR, baseMipLevel=0, levelCount=1, baseArrayLayer=0, layerCount=1)
    access = vk.VK_ACCESS_MEMORY_READ_BIT | vk.VK_ACCESS_MEMORY_WRITE_BIT
    b = vk.VkImageMemoryBarrier(srcAccessMask=access, dstAccessMask=access, oldLayout=old, newLayout=new,
                                srcQueueFamilyIndex=vk.VK_QUEUE_FAMILY_IGNORED,
                                dstQueueFamilyIndex=vk.VK_QUEUE_FAMILY_IGNORED, image=image, subresourceRange=sub)
    stage = vk.VK_PIPELINE_STAGE_ALL_COMMANDS_BIT
    vk.vkCmdPipelineBarrier(cmd, stage, stage, 0, 0, None, 0, None, 1, [b])


def memory_barrier(cmd: Any) -> None:
    """Every write before is visible to every read after."""
    access = vk.VK_ACCESS_MEMORY_READ_BIT | vk.VK_ACCESS_MEMORY_WRITE_BIT
    b = vk.VkMemoryBarrier(srcAccessMask=access, dstAccessMask=access)
    stage = vk.VK_PIPELINE_STAGE_ALL_COMMANDS_BIT
    vk.vkCmdPipelineBarrier(cmd, stage, stage, 0, 1, [b], 0, None, 0, None)
