"""Small Vulkan helpers the demos need around layoutgen: buffers, images, command buffers, PNG.

Written with the ``vulkan`` package's own constructors, as an application would. Every
struct that holds pointers is kept in a local variable until the call that reads it returns.
Descriptor sets and push constants are layoutgen's (``layoutgen.vk``), by the shaders' names.
"""
from __future__ import annotations

import struct
import zlib
from dataclasses import dataclass
from typing import Any

import numpy as np
import vulkan as vk


def memory_type(ctx: Any, bits: int, flags: int) -> int:
    props = vk.vkGetPhysicalDeviceMemoryProperties(ctx.physical_device)
    for i in range(props.memoryTypeCount):
        if bits & (1 << i) and (props.memoryTypes[i].propertyFlags & flags) == flags:
            return i
    raise RuntimeError("no suitable memory type")


HOST = vk.VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | vk.VK_MEMORY_PROPERTY_HOST_COHERENT_BIT


@dataclass
class Buffer:
    handle: Any
    memory: Any
    size: int

    @classmethod
    def create(cls, ctx: Any, size: int, usage: int) -> Buffer:
        info = vk.VkBufferCreateInfo(size=size, usage=usage, sharingMode=vk.VK_SHARING_MODE_EXCLUSIVE)
        handle = vk.vkCreateBuffer(ctx.device, info, None)
        req = vk.vkGetBufferMemoryRequirements(ctx.device, handle)
        alloc = vk.VkMemoryAllocateInfo(allocationSize=req.size,
                                        memoryTypeIndex=memory_type(ctx, req.memoryTypeBits, HOST))
        memory = vk.vkAllocateMemory(ctx.device, alloc, None)
        vk.vkBindBufferMemory(ctx.device, handle, memory, 0)
        return cls(handle, memory, size)

    def write(self, ctx: Any, data: np.ndarray) -> None:
        raw = data.tobytes()
        mapped = vk.vkMapMemory(ctx.device, self.memory, 0, len(raw), 0)  # a cffi buffer
        mapped[:len(raw)] = raw
        vk.vkUnmapMemory(ctx.device, self.memory)

    def read(self, ctx: Any) -> bytes:
        mapped = vk.vkMapMemory(ctx.device, self.memory, 0, self.size, 0)
        out = bytes(mapped[:self.size])
        vk.vkUnmapMemory(ctx.device, self.memory)
        return out

    def destroy(self, ctx: Any) -> None:
        vk.vkDestroyBuffer(ctx.device, self.handle, None)
        vk.vkFreeMemory(ctx.device, self.memory, None)


@dataclass
class Target:
    """An offscreen color image with its view and framebuffer."""

    image: Any
    memory: Any
    view: Any
    framebuffer: Any

    @classmethod
    def create(cls, ctx: Any, render_pass: Any, width: int, height: int, fmt: int) -> Target:
        info = vk.VkImageCreateInfo(
            imageType=vk.VK_IMAGE_TYPE_2D, format=fmt, extent=vk.VkExtent3D(width, height, 1), mipLevels=1,
            arrayLayers=1, samples=vk.VK_SAMPLE_COUNT_1_BIT, tiling=vk.VK_IMAGE_TILING_OPTIMAL,
            usage=vk.VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | vk.VK_IMAGE_USAGE_TRANSFER_SRC_BIT,
            sharingMode=vk.VK_SHARING_MODE_EXCLUSIVE, initialLayout=vk.VK_IMAGE_LAYOUT_UNDEFINED)
        image = vk.vkCreateImage(ctx.device, info, None)
        req = vk.vkGetImageMemoryRequirements(ctx.device, image)
        alloc = vk.VkMemoryAllocateInfo(allocationSize=req.size, memoryTypeIndex=memory_type(
            ctx, req.memoryTypeBits, vk.VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT))
        memory = vk.vkAllocateMemory(ctx.device, alloc, None)
        vk.vkBindImageMemory(ctx.device, image, memory, 0)
        view = image_view(ctx, image, fmt)
        return cls(image, memory, view, framebuffer(ctx, render_pass, view, width, height))

    def destroy(self, ctx: Any) -> None:
        vk.vkDestroyFramebuffer(ctx.device, self.framebuffer, None)
        vk.vkDestroyImageView(ctx.device, self.view, None)
        vk.vkDestroyImage(ctx.device, self.image, None)
        vk.vkFreeMemory(ctx.device, self.memory, None)


def image_view(ctx: Any, image: Any, fmt: int) -> Any:
    sub = vk.VkImageSubresourceRange(aspectMask=vk.VK_IMAGE_ASPECT_COLOR_BIT, baseMipLevel=0, levelCount=1,
                                     baseArrayLayer=0, layerCount=1)
    info = vk.VkImageViewCreateInfo(image=image, viewType=vk.VK_IMAGE_VIEW_TYPE_2D, format=fmt,
                                    subresourceRange=sub)
    return vk.vkCreateImageView(ctx.device, info, None)


def framebuffer(ctx: Any, render_pass: Any, view: Any, width: int, height: int) -> Any:
    info = vk.VkFramebufferCreateInfo(renderPass=render_pass, attachmentCount=1, pAttachments=[view],
                                      width=width, height=height, layers=1)
    return vk.vkCreateFramebuffer(ctx.device, info, None)


def command_buffer(ctx: Any) -> tuple[Any, Any]:
    pool_info = vk.VkCommandPoolCreateInfo(queueFamilyIndex=ctx.queue_family,
                                           flags=vk.VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT)
    pool = vk.vkCreateCommandPool(ctx.device, pool_info, None)
    alloc = vk.VkCommandBufferAllocateInfo(commandPool=pool, level=vk.VK_COMMAND_BUFFER_LEVEL_PRIMARY,
                                           commandBufferCount=1)
    return pool, vk.vkAllocateCommandBuffers(ctx.device, alloc)[0]


def write_png(path: str, rgba: np.ndarray) -> None:
    """An 8-bit RGBA PNG, written with zlib alone."""
    height, width, _ = rgba.shape
    rows = b"".join(b"\0" + rgba[y].tobytes() for y in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(rows, 6)) + chunk(b"IEND", b"")
    with open(path, "wb") as fh:
        fh.write(png)


def read_png(path: str) -> np.ndarray:
    """Read back an 8-bit RGBA PNG written by write_png (filter 0 rows only)."""
    data = open(path, "rb").read()
    pos, idat, size = 8, b"", (0, 0)
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            size = struct.unpack(">II", body[:8])
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height = size
    raw = np.frombuffer(zlib.decompress(idat), np.uint8).reshape(height, 1 + width * 4)
    return raw[:, 1:].reshape(height, width, 4).copy()
