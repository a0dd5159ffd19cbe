"""Buffers, images and samplers, and dynamic rendering into images, in a few lines.

    with DeviceContext(features=["dynamicRendering"]) as ctx:
        vertices = Buffer(ctx, np.array(points, np.float32), usage="vertex")
        frame = Buffer(ctx, 80, usage="uniform")            # 80 zeroed bytes
        texture = Image.from_numpy(ctx, pixels)              # uint8 HxWx4 -> R8G8B8A8_UNORM, sampled
        sampler = Sampler(ctx, "linear", "clamp_to_edge")
        target = Image(ctx, (256, 256), "R8G8B8A8_UNORM", usage="color")
        dset.write(frame=frame, tex=(texture.view, sampler))

        def draw(cmd):
            with rendering(cmd, colors=[target]):
                pipe.bind(cmd)
                ...
        ctx.submit(draw)
        rgba = target.read()                                 # (256, 256, 4) uint8

Memory: a Buffer is host-visible and host-coherent, mapped while it lives (``write``/``read``
touch it directly: call them when no submitted command uses the buffer; ``ctx.submit``
waits). An Image is 2D, one mip level and one layer, optimal tiling, in device-local memory;
its pixels go in and out through a staging buffer (``from_numpy``, ``write``, ``read``), so
every Image is made with TRANSFER_SRC and TRANSFER_DST usage beside the usage asked for, where
its format supports them.

Layouts: an Image tracks its VkImageLayout (``layout``) as layoutgen records commands for it
(``transition``, ``rendering``, ``write``, ``read``); each barrier waits for the uses that its
old layout implies and makes its writes visible to the uses that its new one implies. The
tracking follows recording order: submit command buffers in the order they were recorded, and
transition images whose layout another party changes yourself.

Lifetime: each resource registers with its DeviceContext, which closes those still open
(newest first) before destroying the device. A resource used after ``close()`` (its own or
the context's) is a ClosedError. Raw handles stay welcome: descriptor writes take a VkBuffer,
VkImageView or VkSampler as well as these objects, and ``rendering`` takes raw image views.
"""
from __future__ import annotations

import numbers
import operator
import reprlib

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Self, TypeAlias, Union

from ..errors import ClosedError, LayoutError, VulkanError, integral, is_boolean, require_numpy
from ..vkxml.vkenums import Format
from ..vkxml.vkstate import ImageLayout
from .binding import Handle, bits, const, ffi, lib, not_a_command_buffer, raise_for_result
from .context import DeviceContext
from .images import aspects, barrier, format_features, format_of, inferred, layout_of, texel, to_host
from .options import BUFFER_USAGES, IMAGE_USAGES

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import DTypeLike

__all__ = ["BUFFER_USAGES", "IMAGE_USAGES", "Buffer", "Image", "Sampler"]

#: Usage as the constructors take it: a short name, a list of them, an int of flags, or
#: Vulkan's name of a flag (``"VK_BUFFER_USAGE_STORAGE_BUFFER_BIT"``).
Usage: TypeAlias = Union[str, int, Sequence[Union[str, int]]]
#: What holds bytes: a numpy array (its bytes in C order), bytes, a bytearray or a memoryview.
Data: TypeAlias = Union["np.ndarray", bytes, bytearray, memoryview]

#: A Buffer's usage when none is given: every kind but the texel buffers (which need format support).
DEFAULT_BUFFER_USAGE = ("vertex", "index", "uniform", "storage", "transfer_src", "transfer_dst", "indirect")


def _flags(value: Usage, names: Mapping[str, str], kind: str, what: str) -> int:
    """The flags ``value`` names (see :data:`Usage`); a LayoutError listing the names otherwise."""
    if isinstance(value, str) or integral(value) is not None:
        items: list[object] = [value]
    elif isinstance(value, Iterable) and not isinstance(value, (bytes, Mapping)):
        items = list(value)
    else:
        raise LayoutError(f"{what} usage is a name, a list of names or an int of flags, not {value!r}")
    out = 0
    for item in items:
        number = integral(item)
        if number is not None and 0 < number <= 0xFFFFFFFF:  # VkFlags are 32 bits
            out |= number
            continue
        if isinstance(item, str):
            if item.lower() in names:
                out |= bits(kind, names[item.lower()])
                continue
            full = getattr(lib, item.upper(), None) if item.upper().startswith(f"VK_{kind}_") else None
            if isinstance(full, int):
                out |= full
                continue
        raise LayoutError(f"{what} usage {item!r} is unknown: give one of {', '.join(names)}, a list of them, an int "
                          f"of flags or Vulkan's name (VK_{kind}_..._BIT)")
    if not out:
        raise LayoutError(f"{what} usage is empty: give one of {', '.join(names)} or a list of them")
    return out


def _context(ctx: object, what: str) -> DeviceContext:
    if not isinstance(ctx, DeviceContext):
        raise LayoutError(f"{what} needs a DeviceContext (it finds memory and submits through it), not "
                          f"{type(ctx).__name__}")
    if ctx.device is None:
        raise ClosedError("this DeviceContext")
    return ctx


def _memory(ctx: DeviceContext, requirements: Handle, wanted: int, preferred: int = 0, flags: int = 0) -> Handle:
    """Memory for ``requirements`` of a type with the ``wanted`` property flags (and the
    ``preferred`` ones where a type has them), allocated with the VkMemoryAllocateFlags ``flags``."""
    props = ffi.new("VkPhysicalDeviceMemoryProperties*")
    lib.vkGetPhysicalDeviceMemoryProperties(ctx.physical_device, props)
    fits = [i for i in range(props.memoryTypeCount) if requirements.memoryTypeBits & (1 << i)
            and props.memoryTypes[i].propertyFlags & wanted == wanted]
    if not fits:
        raise VulkanError(f"{ctx.device_name} has no memory type with property flags {wanted:#x} for this resource")
    best = next((i for i in fits if props.memoryTypes[i].propertyFlags & preferred == preferred), fits[0])
    info = ffi.new("VkMemoryAllocateInfo*")
    info.sType = const("VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO")
    info.allocationSize, info.memoryTypeIndex = requirements.size, best
    chained = ffi.new("VkMemoryAllocateFlagsInfo*")
    if flags:
        chained.sType = const("VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO")
        chained.flags = flags
        info.pNext = chained
    out = ffi.new("VkDeviceMemory*")
    raise_for_result(lib.vkAllocateMemory(ctx.device, info, ffi.NULL, out), "vkAllocateMemory", ctx)
    return out[0]


def _raw(data: object, what: str) -> bytes:
    """The bytes of a numpy array or a bytes-like object."""
    if hasattr(data, "tobytes") and hasattr(data, "dtype"):
        if getattr(data.dtype, "hasobject", False):  # its bytes would be the addresses of Python objects
            raise LayoutError(f"{what} takes an array of numbers, not of Python objects (dtype {data.dtype}): "
                              "give it a numeric dtype")
        return bytes(data.tobytes())
    if isinstance(data, (bytes, bytearray, memoryview)):
        return bytes(data)
    raise LayoutError(f"{what} takes a numpy array or bytes, not {type(data).__name__}")


class _Resource:
    """What every resource shares: its context, registration and the closed check."""

    _what = "resource"

    def __init__(self, ctx: DeviceContext) -> None:
        self._ctx = ctx
        self._device: Handle = ctx.device
        self._open = False

    def _live(self) -> None:
        if not self._open or self._ctx.device is None:
            raise ClosedError(f"this {self._what}")

    def _opened(self) -> None:
        self._open = True
        self._ctx.track(self)

    def close(self) -> None:
        """Destroy the Vulkan objects (again: nothing)."""
        self._open = False
        self._ctx.untrack(self)
        self._destroy()

    def _destroy(self) -> None:
        raise NotImplementedError

    @property
    def closed(self) -> bool:
        """Whether it was closed (by itself or with its DeviceContext)."""
        return not self._open

    @property
    def device(self) -> DeviceContext:
        """The DeviceContext it was made on."""
        return self._ctx

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class Buffer(_Resource):
    """A VkBuffer in host-visible, host-coherent memory, mapped while it lives.

    ``data`` is a numpy array or bytes (uploaded; the buffer is that size) or a size in bytes
    (zeroed): an int, or a numpy integer such as ``np.prod(shape) * 4`` gives (a size, not its
    8 bytes; ``np.array([n])`` uploads a number). ``usage``: names of :data:`BUFFER_USAGES` (``"storage"``, ``["vertex",
    "index"]``), an int of VkBufferUsageFlags or Vulkan's names; by default every usage but the
    texel buffers. ``handle`` (the VkBuffer) and ``size`` make it a descriptor in
    ``DescriptorSet.write(name=buffer)``. A context manager; ``close()`` destroys it."""

    _what = "Buffer"

    def __init__(self, ctx: DeviceContext, data: Data | int, usage: Usage = DEFAULT_BUFFER_USAGE) -> None:
        super().__init__(_context(ctx, "Buffer"))
        raw: bytes | None = None
        size = integral(data) if isinstance(data, numbers.Integral) else None  # np.int64 too; np.array([n]) is data
        if size is None and (isinstance(data, numbers.Number) or is_boolean(data)):  # np.float64(64.0): 8 bytes
            raise LayoutError(f"a Buffer is made from data (a numpy array or bytes) or a size (an integer), not "
                              f"{type(data).__name__} {data!r}: int(n) for a size, np.array([x]) to upload one number")
        if size is None:
            raw = _raw(data, "Buffer")
            size = len(raw)
        if not 1 <= size < 2 ** 64:
            raise LayoutError(f"a Buffer holds at least one byte and fewer than 2**64 (a VkDeviceSize), not {size}")
        #: The VkBufferUsageFlags it was made with.
        self.usage = _flags(usage, BUFFER_USAGES, "BUFFER_USAGE", "buffer")
        address = self.usage & bits("BUFFER_USAGE", "SHADER_DEVICE_ADDRESS")
        if address and "bufferDeviceAddress" not in ctx.features.features:
            raise VulkanError("a Buffer with usage 'device_address' (SHADER_DEVICE_ADDRESS) needs the "
                              "bufferDeviceAddress feature: DeviceContext(features=['bufferDeviceAddress'])")
        #: Its size in bytes.
        self.size = size
        self._handle: Handle = None
        self._memory: Handle = None
        self._mapped: Handle = None
        try:
            self._create()
        except BaseException:
            self._destroy()
            raise
        self._opened()
        ffi.memmove(self._mapped, raw if raw is not None else bytes(size), size)

    def _create(self) -> None:
        info = ffi.new("VkBufferCreateInfo*")
        info.sType = const("VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO")
        info.size, info.usage = self.size, self.usage
        info.sharingMode = const("VK_SHARING_MODE_EXCLUSIVE")
        out = ffi.new("VkBuffer*")
        raise_for_result(lib.vkCreateBuffer(self._device, info, ffi.NULL, out), "vkCreateBuffer", self._ctx)
        self._handle = out[0]
        req = ffi.new("VkMemoryRequirements*")
        lib.vkGetBufferMemoryRequirements(self._device, self._handle, req)
        host = bits("MEMORY_PROPERTY", "HOST_VISIBLE", "HOST_COHERENT")
        address = self.usage & bits("BUFFER_USAGE", "SHADER_DEVICE_ADDRESS")  # memory a device address reaches
        self._memory = _memory(self._ctx, req, host, flags=bits("MEMORY_ALLOCATE", "DEVICE_ADDRESS") if address else 0)
        raise_for_result(lib.vkBindBufferMemory(self._device, self._handle, self._memory, 0), "vkBindBufferMemory",
                         self._ctx)
        ptr = ffi.new("void**")
        raise_for_result(lib.vkMapMemory(self._device, self._memory, 0, self.size, 0, ptr), "vkMapMemory", self._ctx)
        self._mapped = ffi.cast("char*", ptr[0])

    @property
    def handle(self) -> Handle:
        """The VkBuffer."""
        self._live()
        return self._handle

    @property
    def memory(self) -> Handle:
        """The VkDeviceMemory it is bound to (from offset 0)."""
        self._live()
        return self._memory

    def write(self, data: Data, offset: int = 0) -> None:
        """Copy the bytes of ``data`` (a numpy array or bytes) into the buffer at ``offset``;
        a LayoutError where they would go past its end."""
        self._live()
        raw = _raw(data, "Buffer.write()")
        at = integral(offset)
        if at is None or at < 0:
            raise LayoutError(f"Buffer.write()'s offset is an integer of at least 0, not {offset!r}")
        if at + len(raw) > self.size:
            raise LayoutError(f"writing {len(raw)} bytes at offset {offset!r} goes past the buffer's {self.size} "
                              "bytes: make a bigger Buffer or write less")
        ffi.memmove(self._mapped + at, raw, len(raw))

    def read(self, dtype: DTypeLike | None = None) -> np.ndarray:
        """A copy of the buffer's bytes as a numpy array: uint8 bytes, or viewed as ``dtype``
        (a LayoutError where its size does not divide the buffer's)."""
        self._live()
        numpy = require_numpy("Buffer.read()")
        data = bytearray(ffi.buffer(self._mapped, self.size))
        try:
            kind = numpy.dtype(numpy.uint8 if dtype is None else dtype)
        except TypeError:
            raise LayoutError(f"Buffer.read() takes a numpy dtype (np.float32, 'u4'), not {dtype!r}") from None
        if kind.hasobject:
            raise LayoutError(f"Buffer.read() reads numbers, not Python objects (dtype {kind})")
        if self.size % kind.itemsize:
            raise LayoutError(f"the buffer's {self.size} bytes are no whole number of {kind} ({kind.itemsize} bytes)")
        out: np.ndarray = numpy.frombuffer(data, kind)
        return out

    def _destroy(self) -> None:
        if self._mapped is not None:
            lib.vkUnmapMemory(self._device, self._memory)
        if self._handle is not None:
            lib.vkDestroyBuffer(self._device, self._handle, ffi.NULL)
        if self._memory is not None:
            lib.vkFreeMemory(self._device, self._memory, ffi.NULL)
        self._handle = self._memory = self._mapped = None

    def __repr__(self) -> str:
        return f"Buffer(size={self.size}, usage={self.usage:#x}{', closed' if self.closed else ''})"


#: Image usage flag -> the format features (optimal tiling) of which it needs one.
_FORMAT_NEEDS = {"SAMPLED": ("SAMPLED_IMAGE",), "STORAGE": ("STORAGE_IMAGE",),
                 "COLOR_ATTACHMENT": ("COLOR_ATTACHMENT",), "DEPTH_STENCIL_ATTACHMENT": ("DEPTH_STENCIL_ATTACHMENT",),
                 "TRANSFER_SRC": ("TRANSFER_SRC",), "TRANSFER_DST": ("TRANSFER_DST",),
                 "INPUT_ATTACHMENT": ("COLOR_ATTACHMENT", "DEPTH_STENCIL_ATTACHMENT")}
#: Where an image rests after write() when it was in no layout yet: the first its usage allows.
_RESTING = (("SAMPLED", ImageLayout.SHADER_READ_ONLY_OPTIMAL),
            ("INPUT_ATTACHMENT", ImageLayout.SHADER_READ_ONLY_OPTIMAL), ("STORAGE", ImageLayout.GENERAL),
            ("COLOR_ATTACHMENT", ImageLayout.COLOR_ATTACHMENT_OPTIMAL),
            ("DEPTH_STENCIL_ATTACHMENT", ImageLayout.DEPTH_STENCIL_ATTACHMENT_OPTIMAL),
            ("TRANSFER_SRC", ImageLayout.TRANSFER_SRC_OPTIMAL))
_SHORT = {v: k for k, v in IMAGE_USAGES.items()}


#: The image usages (any one of them) each layout needs.
_LAYOUT_USAGES = {
    ImageLayout.COLOR_ATTACHMENT_OPTIMAL: ("COLOR_ATTACHMENT",),
    ImageLayout.DEPTH_STENCIL_ATTACHMENT_OPTIMAL: ("DEPTH_STENCIL_ATTACHMENT",),
    ImageLayout.DEPTH_STENCIL_READ_ONLY_OPTIMAL: ("DEPTH_STENCIL_ATTACHMENT",),
    ImageLayout.SHADER_READ_ONLY_OPTIMAL: ("SAMPLED", "INPUT_ATTACHMENT"),
    ImageLayout.TRANSFER_SRC_OPTIMAL: ("TRANSFER_SRC",),
    ImageLayout.TRANSFER_DST_OPTIMAL: ("TRANSFER_DST",),
}


def _size(extent: object) -> tuple[int, int]:
    if (isinstance(extent, (tuple, list)) and len(extent) == 2
            and all(0 < (integral(n) or 0) <= 0xFFFFFFFF for n in extent)):
        return operator.index(extent[0]), operator.index(extent[1])
    raise LayoutError(f"an Image's extent is (width, height), two positive integers (32-bit), not {extent!r}")


def _refuse_unsupported(ctx: DeviceContext, fmt: Format, usage: int, features: int) -> None:
    """A LayoutError naming the usages ``fmt`` cannot serve on the device."""
    lacking = [name for name, needs in _FORMAT_NEEDS.items() if usage & bits("IMAGE_USAGE", name)
               and not any(features & bits("FORMAT_FEATURE", n) for n in needs)]
    if lacking:
        names = ", ".join(_SHORT.get(n, n.lower()) for n in lacking)
        has = [_SHORT[n] for n, needs in _FORMAT_NEEDS.items() if n in _SHORT
               and any(features & bits("FORMAT_FEATURE", f) for f in needs)]
        raise LayoutError(f"{fmt.name} does not support {names} usage on {ctx.device_name} (optimal tiling): it "
                          f"supports {', '.join(has) or 'no usage at all'}; choose another format or usage")


class Image(_Resource):
    """A 2D VkImage (one mip level, one layer, optimal tiling) in device-local memory, with a
    VkImageView (``view``) of its color aspect, or of its depth aspect for a depth format.

    ``extent`` is (width, height); ``format`` a Format, a name (``"R8G8B8A8_UNORM"``,
    ``"r8g8b8a8_unorm"``, ``"VK_FORMAT_R8G8B8A8_UNORM"``) or a number; ``usage`` names of
    :data:`IMAGE_USAGES` (``"sampled"``, ``["color", "storage"]``), an int of VkImageUsageFlags
    or Vulkan's names. A usage the format does not support on the device (its optimal-tiling
    features) is a LayoutError naming both. TRANSFER_SRC and TRANSFER_DST are added where the
    format supports them, for :meth:`read` and :meth:`write`; ``usage`` holds every flag.

    ``layout`` is the VkImageLayout it is in as recorded so far (UNDEFINED at first): see
    :meth:`transition`. A context manager; ``close()`` destroys the view, image and memory."""

    _what = "Image"

    def __init__(self, ctx: DeviceContext, extent: tuple[int, int], format: Format | int | str,
                 usage: Usage = "sampled") -> None:
        super().__init__(_context(ctx, "Image"))
        #: The image's Format.
        self.format = format_of(format)
        #: (width, height) in pixels.
        self.extent = _size(extent)
        asked = _flags(usage, IMAGE_USAGES, "IMAGE_USAGE", "image")
        features = format_features(self._ctx.physical_device, self.format)[1]
        _refuse_unsupported(self._ctx, self.format, asked, features)
        extra = [n for n in ("TRANSFER_SRC", "TRANSFER_DST") if features & bits("FORMAT_FEATURE", n)]
        #: The VkImageUsageFlags it was made with (the transfer usages added).
        self.usage = asked | bits("IMAGE_USAGE", *extra)
        self._asked = asked
        self._barrier_aspect, self._aspect = aspects(self.format)
        self._layout = ImageLayout.UNDEFINED
        self._handle: Handle = None
        self._memory: Handle = None
        self._view: Handle = None
        try:
            self._create()
        except BaseException:
            self._destroy()
            raise
        self._opened()

    def _create(self) -> None:
        info = ffi.new("VkImageCreateInfo*")
        info.sType = const("VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO")
        info.imageType, info.format = const("VK_IMAGE_TYPE_2D"), int(self.format)
        info.extent.width, info.extent.height, info.extent.depth = *self.extent, 1
        info.mipLevels = info.arrayLayers = 1
        info.samples, info.tiling = bits("SAMPLE_COUNT", "1"), const("VK_IMAGE_TILING_OPTIMAL")
        info.usage, info.sharingMode = self.usage, const("VK_SHARING_MODE_EXCLUSIVE")
        out = ffi.new("VkImage*")
        raise_for_result(lib.vkCreateImage(self._device, info, ffi.NULL, out), "vkCreateImage", self._ctx)
        self._handle = out[0]
        req = ffi.new("VkMemoryRequirements*")
        lib.vkGetImageMemoryRequirements(self._device, self._handle, req)
        self._memory = _memory(self._ctx, req, 0, bits("MEMORY_PROPERTY", "DEVICE_LOCAL"))
        raise_for_result(lib.vkBindImageMemory(self._device, self._handle, self._memory, 0), "vkBindImageMemory",
                         self._ctx)
        view = ffi.new("VkImageViewCreateInfo*")
        view.sType = const("VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO")
        view.image, view.viewType, view.format = self._handle, const("VK_IMAGE_VIEW_TYPE_2D"), int(self.format)
        view.subresourceRange.aspectMask = self._aspect
        view.subresourceRange.levelCount = view.subresourceRange.layerCount = 1
        made = ffi.new("VkImageView*")
        raise_for_result(lib.vkCreateImageView(self._device, view, ffi.NULL, made), "vkCreateImageView", self._ctx)
        self._view = made[0]

    @classmethod
    def from_numpy(cls, ctx: DeviceContext, array: np.ndarray, usage: Usage = "sampled",
                   format: Format | int | str | None = None) -> Image:
        """An image of ``array``'s pixels (height x width [x channels]), uploaded through a
        staging buffer and left in SHADER_READ_ONLY_OPTIMAL (where ``usage`` has no sampled or
        input usage: GENERAL for storage, else the layout its usage suggests; see :meth:`write`).

        Without ``format``, it is inferred from the dtype and the channels (1, 2 or 4): uint8
        gives UNORM (``R8G8B8A8_UNORM``), float16 and float32 SFLOAT (``R32G32B32A32_SFLOAT``),
        uint32 UINT and int32 SINT; anything else is a LayoutError asking for ``format=``."""
        numpy = require_numpy("Image.from_numpy()")
        pixels = numpy.ascontiguousarray(array)
        fmt = inferred(pixels) if format is None else format_of(format)
        if pixels.ndim not in (2, 3):
            raise LayoutError(f"from_numpy() takes height x width [x channels] pixels, not shape {pixels.shape}")
        image = cls(ctx, (pixels.shape[1], pixels.shape[0]), fmt, usage)
        try:
            image.write(pixels)
        except BaseException:
            image.close()
            raise
        return image

    @property
    def handle(self) -> Handle:
        """The VkImage."""
        self._live()
        return self._handle

    @property
    def view(self) -> Handle:
        """The VkImageView of the whole image (color aspect, or depth for a depth format)."""
        self._live()
        return self._view

    @property
    def memory(self) -> Handle:
        """The VkDeviceMemory it is bound to."""
        self._live()
        return self._memory

    @property
    def layout(self) -> ImageLayout:
        """The VkImageLayout the image is in after the commands recorded for it so far."""
        return self._layout

    @property
    def aspect(self) -> int:
        """The VkImageAspectFlags of ``view`` and of copies (COLOR, or DEPTH for a depth format)."""
        return self._aspect

    def transition(self, cmd: Handle, layout: ImageLayout | int | str) -> None:
        """Record into ``cmd`` a barrier from the tracked layout to ``layout`` (an ImageLayout,
        a name such as ``"shader_read_only_optimal"`` or ``"general"``, or a number): it waits
        for the uses of the old layout and makes their writes visible to the uses of the new.
        A barrier is recorded even where the layout stays (it orders two uses)."""
        self._live()
        new = layout_of(layout)
        if new in (ImageLayout.UNDEFINED, ImageLayout.PREINITIALIZED):
            raise LayoutError(f"an image cannot be transitioned to {new.name}: give the layout of its next use")
        self.require_usage(new)
        try:
            barrier(cmd, self._handle, self._barrier_aspect, self._layout, new)
        except TypeError:
            raise not_a_command_buffer("Image.transition()", cmd) from None
        self._layout = new

    def require_usage(self, layout: ImageLayout) -> None:
        """A LayoutError where the image's usage does not allow ``layout`` (a color
        attachment's layout needs the color usage, and so on: VUID-VkImageMemoryBarrier-oldLayout-01208
        and its siblings)."""
        needs = _LAYOUT_USAGES.get(layout)
        if needs is not None and not self.usage & bits("IMAGE_USAGE", *needs):
            names = [n for n, v in IMAGE_USAGES.items() if v in needs]
            raise LayoutError(f"this {self.format.name} image's usage has no {' or '.join(names)}, which {layout.name} "
                              f"needs: make the image with usage={' or '.join(map(repr, names))} too")

    def assume_layout(self, layout: ImageLayout | int | str) -> None:
        """Say that the image is in ``layout`` now, recording nothing (a render pass or code
        of your own moved it there)."""
        self._live()
        self._layout = layout_of(layout)

    def _texel(self, what: str) -> tuple[str, int]:
        found = texel(self.format)
        if found is None:
            raise LayoutError(f"{what} reads and writes formats of whole 8-, 16-, 32- or 64-bit channels; "
                              f"{self.format.name} is not one")
        return found

    def _needs(self, usage: str, what: str) -> None:
        if not self.usage & bits("IMAGE_USAGE", usage):
            raise LayoutError(f"{what} copies through a staging buffer, but {self.format.name} does not support "
                              f"{usage.lower()} on {self._ctx.device_name}")

    def write(self, array: np.ndarray) -> None:
        """Upload ``array`` (height x width [x channels], the format's dtype: uint8 for
        ``R8G8B8A8_UNORM``, float32 for ``R32G32B32A32_SFLOAT``) through a staging buffer and
        ``ctx.submit()``. The image returns to its layout; from UNDEFINED it goes to the first of
        SHADER_READ_ONLY_OPTIMAL (sampled or input usage), GENERAL (storage),
        COLOR_ATTACHMENT_OPTIMAL, DEPTH_STENCIL_ATTACHMENT_OPTIMAL, TRANSFER_SRC_OPTIMAL that its
        usage allows."""
        self._live()
        numpy = require_numpy("Image.write()")
        code, channels = self._texel("Image.write()")
        self._needs("TRANSFER_DST", "Image.write()")
        pixels = numpy.ascontiguousarray(array)
        width, height = self.extent
        shapes = [(height, width, channels)] + ([(height, width)] if channels == 1 else [])
        if pixels.shape not in shapes or pixels.dtype != numpy.dtype(code):
            raise LayoutError(f"{self.format.name} takes {height}x{width}x{channels} pixels of "
                              f"{numpy.dtype(code)}, got a {pixels.dtype} array of shape {pixels.shape}")
        rest = self._layout if self._layout != ImageLayout.UNDEFINED else self._resting()
        with Buffer(self._ctx, pixels, usage="transfer_src") as staging:
            def record(cmd: Handle) -> None:
                self.transition(cmd, ImageLayout.TRANSFER_DST_OPTIMAL)
                self._copy(cmd, staging, to_image=True)
                self.transition(cmd, rest)

            self._ctx.submit(record)

    def read(self) -> np.ndarray:
        """The pixels as a numpy array of shape (height, width, channels) and the format's
        dtype, copied through a staging buffer with ``ctx.submit()``. The image returns to its
        layout (it stays in TRANSFER_SRC_OPTIMAL where it had none)."""
        self._live()
        numpy = require_numpy("Image.read()")
        code, channels = self._texel("Image.read()")
        self._needs("TRANSFER_SRC", "Image.read()")
        width, height = self.extent
        before = self._layout
        with Buffer(self._ctx, width * height * channels * numpy.dtype(code).itemsize, usage="transfer_dst") as staging:
            def record(cmd: Handle) -> None:
                self.transition(cmd, ImageLayout.TRANSFER_SRC_OPTIMAL)
                self._copy(cmd, staging, to_image=False)
                to_host(cmd, staging.handle, staging.size)
                if before != ImageLayout.UNDEFINED:
                    self.transition(cmd, before)

            self._ctx.submit(record)
            out: np.ndarray = staging.read(code).reshape(height, width, channels)
        return out

    def _resting(self) -> ImageLayout:
        return next((layout for name, layout in _RESTING if self._asked & bits("IMAGE_USAGE", name)),
                    ImageLayout.TRANSFER_DST_OPTIMAL)

    def _copy(self, cmd: Handle, staging: Buffer, *, to_image: bool) -> None:
        region = ffi.new("VkBufferImageCopy*")
        region.imageSubresource.aspectMask = self._aspect
        region.imageSubresource.layerCount = 1
        region.imageExtent.width, region.imageExtent.height, region.imageExtent.depth = *self.extent, 1
        if to_image:
            lib.vkCmdCopyBufferToImage(cmd, staging.handle, self._handle, int(ImageLayout.TRANSFER_DST_OPTIMAL), 1,
                                       region)
        else:
            lib.vkCmdCopyImageToBuffer(cmd, self._handle, int(ImageLayout.TRANSFER_SRC_OPTIMAL), staging.handle, 1,
                                       region)

    def _destroy(self) -> None:
        if self._view is not None:
            lib.vkDestroyImageView(self._device, self._view, ffi.NULL)
        if self._handle is not None:
            lib.vkDestroyImage(self._device, self._handle, ffi.NULL)
        if self._memory is not None:
            lib.vkFreeMemory(self._device, self._memory, ffi.NULL)
        self._view = self._handle = self._memory = None

    def __repr__(self) -> str:
        width, height = self.extent
        return f"Image({width}x{height}, {self.format.name}, {self._layout.name}{', closed' if self.closed else ''})"


#: Sampler filters by name: (VkFilter, VkSamplerMipmapMode).
FILTERS = {"nearest": "NEAREST", "linear": "LINEAR"}
#: Sampler address modes by name.
ADDRESS_MODES = {"repeat": "REPEAT", "mirrored_repeat": "MIRRORED_REPEAT", "clamp_to_edge": "CLAMP_TO_EDGE",
                 "clamp_to_border": "CLAMP_TO_BORDER"}
#: Border colors by name (float).
BORDERS = {"transparent_black": "FLOAT_TRANSPARENT_BLACK", "opaque_black": "FLOAT_OPAQUE_BLACK",
           "opaque_white": "FLOAT_OPAQUE_WHITE"}


def _named(value: object, table: Mapping[str, str], what: str) -> str:
    if isinstance(value, str) and value.lower() in table:
        return table[value.lower()]
    raise LayoutError(f"{what} {value!r} is unknown: give one of {', '.join(table)}")


def _max_lod(value: object) -> float:
    """``max_lod=``: a number of at least 0 (VK_LOD_CLAMP_NONE, 1000.0, lifts the clamp)."""
    if isinstance(value, numbers.Real) and not is_boolean(value):  # numpy's numbers too
        try:
            number = float(value)
        except OverflowError:  # an int past a double's range
            number = float("inf")
        if 0 <= number < float("inf"):
            return number
    raise LayoutError(f"max_lod={reprlib.repr(value)}: give a number of at least 0 (1000.0: no clamp)")


class Sampler(_Resource):
    """A VkSampler: ``filter`` ("nearest" or "linear", for magnification, minification and
    mipmaps), ``address`` ("repeat", "mirrored_repeat", "clamp_to_edge", "clamp_to_border"; one
    name for u, v and w, or a tuple of up to three), ``border`` ("transparent_black",
    "opaque_black", "opaque_white") for clamp_to_border, and ``max_lod``. ``handle`` makes it
    a descriptor: ``dset.write(tex=(image.view, sampler))``. A context manager."""

    _what = "Sampler"

    def __init__(self, ctx: DeviceContext, filter: str = "linear", address: str | Sequence[str] = "repeat", *,
                 border: str = "transparent_black", max_lod: float = 1000.0) -> None:
        super().__init__(_context(ctx, "Sampler"))
        kind = _named(filter, FILTERS, "sampler filter")
        if not isinstance(address, (str, list, tuple)):
            raise LayoutError(f"a sampler's address is a name or (u, v[, w]) names, not {address!r}")
        modes = [address] if isinstance(address, str) else list(address)
        if not 1 <= len(modes) <= 3:
            raise LayoutError(f"a sampler's address is a name or (u, v[, w]) names, not {address!r}")
        codes = [const(f"VK_SAMPLER_ADDRESS_MODE_{_named(m, ADDRESS_MODES, 'sampler address')}") for m in modes]
        codes += [codes[-1]] * (3 - len(codes))
        info = ffi.new("VkSamplerCreateInfo*")
        info.sType = const("VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO")
        info.magFilter = info.minFilter = const(f"VK_FILTER_{kind}")
        info.mipmapMode = const(f"VK_SAMPLER_MIPMAP_MODE_{kind}")
        info.addressModeU, info.addressModeV, info.addressModeW = codes
        info.borderColor = const(f"VK_BORDER_COLOR_{_named(border, BORDERS, 'sampler border')}")
        info.maxLod = _max_lod(max_lod)
        out = ffi.new("VkSampler*")
        raise_for_result(lib.vkCreateSampler(self._device, info, ffi.NULL, out), "vkCreateSampler", self._ctx)
        self._handle: Handle = out[0]
        self._opened()

    @property
    def handle(self) -> Handle:
        """The VkSampler."""
        self._live()
        return self._handle

    def _destroy(self) -> None:
        if self._handle is not None:
            lib.vkDestroySampler(self._device, self._handle, ffi.NULL)
        self._handle = None

