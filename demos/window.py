"""The demo's windowed mode: a GLFW window, a swapchain, resize and minimize handled.

Escape, closing the window, SIGINT or SIGTERM end the loop cleanly: everything is destroyed
and the validation report is printed.
"""
from __future__ import annotations

import argparse
import signal
import sys
import time
from collections.abc import Callable
from typing import Any

import glfw
import vulkan as vk

import gpu
from layoutgen.vk import DeviceContext
from layoutgen.vk.features import FeatureSet

FOREVER = 0xFFFFFFFFFFFFFFFF


class Swapchain:
    def __init__(self, ctx: DeviceContext, surface: Any, window: Any) -> None:
        self.ctx, self.surface, self.window = ctx, surface, window
        self.format = self._format()
        self.handle = None
        self.views: list = []
        self.framebuffers: list = []
        self.extent = (0, 0)

    def _format(self) -> int:
        get = vk.vkGetInstanceProcAddr(self.ctx.instance, "vkGetPhysicalDeviceSurfaceFormatsKHR")
        formats = [f.format for f in get(self.ctx.physical_device, self.surface)]
        for want in (vk.VK_FORMAT_B8G8R8A8_UNORM, vk.VK_FORMAT_R8G8B8A8_UNORM):
            if want in formats:
                return want
        return formats[0]

    def build(self, render_pass: Any, framebuffer: Callable[[Any, int, int], Any] | None = None) -> bool:
        """(Re)create the swapchain at the window's size; False while minimized. ``framebuffer``
        (view, width, height) makes each image's framebuffer where the render pass has more
        attachments than the image (a depth buffer); it is destroyed here like the others."""
        caps = vk.vkGetInstanceProcAddr(self.ctx.instance, "vkGetPhysicalDeviceSurfaceCapabilitiesKHR")(
            self.ctx.physical_device, self.surface)
        width, height = glfw.get_framebuffer_size(self.window)
        if caps.currentExtent.width != 0xFFFFFFFF:
            width, height = caps.currentExtent.width, caps.currentExtent.height
        if width == 0 or height == 0:
            return False
        count = max(caps.minImageCount, 2)
        if caps.maxImageCount:
            count = min(count, caps.maxImageCount)
        old = self.handle
        self._release_views()
        info = vk.VkSwapchainCreateInfoKHR(
            surface=self.surface, minImageCount=count, imageFormat=self.format,
            imageColorSpace=vk.VK_COLOR_SPACE_SRGB_NONLINEAR_KHR, imageExtent=vk.VkExtent2D(width, height),
            imageArrayLayers=1, imageUsage=vk.VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT,
            imageSharingMode=vk.VK_SHARING_MODE_EXCLUSIVE, preTransform=caps.currentTransform,
            compositeAlpha=vk.VK_COMPOSITE_ALPHA_OPAQUE_BIT_KHR, presentMode=vk.VK_PRESENT_MODE_FIFO_KHR,
            clipped=vk.VK_TRUE, oldSwapchain=old)
        self.handle = self.ctx.proc("vkCreateSwapchainKHR")(self.ctx.device, info, None)
        if old is not None:
            self.ctx.proc("vkDestroySwapchainKHR")(self.ctx.device, old, None)
        images = self.ctx.proc("vkGetSwapchainImagesKHR")(self.ctx.device, self.handle)
        self.views = [gpu.image_view(self.ctx, img, self.format) for img in images]
        make = framebuffer or (lambda view, w, h: gpu.framebuffer(self.ctx, render_pass, view, w, h))
        self.framebuffers = [make(v, width, height) for v in self.views]
        self.extent = (width, height)
        return True

    def _release_views(self) -> None:
        for fb in self.framebuffers:
            vk.vkDestroyFramebuffer(self.ctx.device, fb, None)
        for v in self.views:
            vk.vkDestroyImageView(self.ctx.device, v, None)
        self.framebuffers, self.views = [], []

    def destroy(self) -> None:
        self._release_views()
        if self.handle is not None:
            self.ctx.proc("vkDestroySwapchainKHR")(self.ctx.device, self.handle, None)
            self.handle = None


class WindowApp:
    def __init__(self, args: argparse.Namespace, scene_cls: Any, features: FeatureSet) -> None:
        self.args = args
        self.quit = False
        self.resized = False
        self.cleanup: list[Callable[[], object]] = []
        self.window = self.ctx = self.surface = None
        try:
            self._open(args, scene_cls, features)
        except BaseException:
            self.close()
            raise

    def _open(self, args: argparse.Namespace, scene_cls: Any, features: FeatureSet) -> None:
        glfw.window_hint(glfw.CLIENT_API, glfw.NO_API)
        self.window = glfw.create_window(*args.size, getattr(scene_cls, "title", "layoutgen triangle"), None, None)
        if not self.window:
            raise RuntimeError("glfwCreateWindow failed")
        glfw.set_framebuffer_size_callback(self.window, self._on_resize)
        self.ctx = DeviceContext(features=features | FeatureSet.of((), ["VK_KHR_swapchain"]),
                                 instance_extensions=glfw.get_required_instance_extensions(), sync_validation=True)
        out = vk.ffi.new("VkSurfaceKHR*")
        if glfw.create_window_surface(self.ctx.instance, self.window, None, out) != vk.VK_SUCCESS:
            raise RuntimeError("glfwCreateWindowSurface failed")
        self.surface = out[0]
        self.swap = Swapchain(self.ctx, self.surface, self.window)
        self.cleanup.append(self.swap.destroy)
        self.scene = scene_cls(self.ctx, self.swap.format, "VK_IMAGE_LAYOUT_PRESENT_SRC_KHR")
        self.cleanup.append(self.scene.destroy)
        pool, self.cmd = gpu.command_buffer(self.ctx)
        dev = self.ctx.device
        self.cleanup.append(lambda: vk.vkDestroyCommandPool(dev, pool, None))
        self.acquired = vk.vkCreateSemaphore(dev, vk.VkSemaphoreCreateInfo(), None)
        self.rendered = vk.vkCreateSemaphore(dev, vk.VkSemaphoreCreateInfo(), None)
        self.fence = vk.vkCreateFence(dev, vk.VkFenceCreateInfo(flags=vk.VK_FENCE_CREATE_SIGNALED_BIT), None)
        self.cleanup += [lambda: vk.vkDestroySemaphore(dev, self.acquired, None),
                         lambda: vk.vkDestroySemaphore(dev, self.rendered, None),
                         lambda: vk.vkDestroyFence(dev, self.fence, None)]

    def _on_resize(self, *_: object) -> None:
        self.resized = True

    def stop(self, *_: object) -> None:
        self.quit = True

    def _raw(self, name: str, signature: str) -> Any:
        """A device function called through cffi directly: the binding raises on SUBOPTIMAL,
        losing the acquired image index, so acquire and present read the VkResult themselves."""
        return vk.ffi.cast(signature, vk.lib.vkGetDeviceProcAddr(self.ctx.device, name.encode()))

    def loop(self) -> int:
        acquire = self._raw("vkAcquireNextImageKHR", "PFN_vkAcquireNextImageKHR")
        present = self._raw("vkQueuePresentKHR", "PFN_vkQueuePresentKHR")
        index_out = vk.ffi.new("uint32_t*")
        frames, start, ready = 0, time.monotonic(), False
        while not self.quit and not glfw.window_should_close(self.window):
            if self.args.frames is not None and frames >= self.args.frames:
                break
            glfw.poll_events()
            if glfw.get_key(self.window, glfw.KEY_ESCAPE) == glfw.PRESS:
                break
            if not ready or self.resized:
                ready = self._rebuild()
                if not ready:  # minimized: wait until the window has a size again
                    glfw.wait_events_timeout(0.1)
                    continue
            vk.vkWaitForFences(self.ctx.device, 1, [self.fence], vk.VK_TRUE, FOREVER)
            result = acquire(self.ctx.device, self.swap.handle, FOREVER, self.acquired, vk.ffi.NULL, index_out)
            if result == vk.VK_ERROR_OUT_OF_DATE_KHR:
                ready = False  # nothing was acquired: rebuild and try again
                continue
            if result not in (vk.VK_SUCCESS, vk.VK_SUBOPTIMAL_KHR):
                raise RuntimeError(f"vkAcquireNextImageKHR failed ({result})")
            index = index_out[0]
            self._draw(index, time.monotonic() - start)  # a suboptimal image is still drawn and presented
            chains = vk.ffi.new("VkSwapchainKHR[]", [self.swap.handle])
            waits = vk.ffi.new("VkSemaphore[]", [self.rendered])
            info = vk.ffi.new("VkPresentInfoKHR*", {"sType": vk.VK_STRUCTURE_TYPE_PRESENT_INFO_KHR,
                                                    "waitSemaphoreCount": 1, "pWaitSemaphores": waits,
                                                    "swapchainCount": 1, "pSwapchains": chains,
                                                    "pImageIndices": index_out})
            result = present(self.ctx.queue, info)
            if result in (vk.VK_ERROR_OUT_OF_DATE_KHR, vk.VK_SUBOPTIMAL_KHR):
                ready = False
            elif result != vk.VK_SUCCESS:
                raise RuntimeError(f"vkQueuePresentKHR failed ({result})")
            frames += 1
        return frames

    def _rebuild(self) -> bool:
        vk.vkDeviceWaitIdle(self.ctx.device)
        self.resized = False
        if not self.swap.build(self.scene.render_pass, getattr(self.scene, "framebuffer", None)):
            return False
        self.scene.set_uniforms(self.swap.extent[0] / self.swap.extent[1])
        return True

    def _draw(self, index: int, seconds: float) -> None:
        vk.vkResetFences(self.ctx.device, 1, [self.fence])
        vk.vkResetCommandBuffer(self.cmd, 0)
        self.scene.record(self.cmd, self.swap.framebuffers[index], *self.swap.extent, seconds)
        vk.vkEndCommandBuffer(self.cmd)
        submit = vk.VkSubmitInfo(waitSemaphoreCount=1, pWaitSemaphores=[self.acquired],
                                 pWaitDstStageMask=[vk.VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT],
                                 commandBufferCount=1, pCommandBuffers=[self.cmd], signalSemaphoreCount=1,
                                 pSignalSemaphores=[self.rendered])
        vk.vkQueueSubmit(self.ctx.queue, 1, [submit], self.fence)

    def close(self) -> None:
        """Destroy whatever was made, in reverse order (also after a failed start)."""
        if self.ctx is not None and self.ctx.device is not None:
            vk.vkDeviceWaitIdle(self.ctx.device)
        for fn in reversed(self.cleanup):
            fn()
        self.cleanup = []
        if self.surface is not None:
            vk.vkGetInstanceProcAddr(self.ctx.instance, "vkDestroySurfaceKHR")(self.ctx.instance, self.surface, None)
            self.surface = None
        if self.ctx is not None:
            self.ctx.close()
        if self.window:
            glfw.destroy_window(self.window)
            self.window = None


def run(args: argparse.Namespace, scene_cls: Any, features: Callable[[], FeatureSet],
        report: Callable[[list], int]) -> int:
    if not glfw.init():
        print("error: no display for a window (set DISPLAY, or use --headless --output FILE.png)", file=sys.stderr)
        return 1
    try:
        app = WindowApp(args, scene_cls, features())
        for sig in (signal.SIGINT, signal.SIGTERM):
            signal.signal(sig, app.stop)
        try:
            frames = app.loop()
        finally:
            app.close()
    finally:
        glfw.terminate()
    print(f"drew {frames} frame(s) in a window on {app.ctx.device_name}", flush=True)
    return report(app.ctx.take_problems())
