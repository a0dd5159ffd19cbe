"""The one place that imports the ``vulkan`` package, and works around its sharp edges.

- The binding keeps one Python debug-messenger callback per process, so layoutgen makes its
  own: one cffi callback, a single dispatcher that routes each message to the context whose
  id rides in ``pUserData``.
- An exception inside the callback would be swallowed: the dispatcher never raises.
- Structs are made with ``ffi.new`` everywhere (the binding's ``Vk...(...)`` constructors drop
  falsy keyword arguments); whatever a struct points to is kept alive beside it.
- Its ``exception_codes`` table lacks VK_ERROR_VALIDATION_FAILED_EXT, which a call returns
  when the callback answers VK_TRUE on an error; it is added here.
- ~490 alias constants are None in the Python module: :func:`const` reads ``vulkan.lib``
  first and refuses a None.
"""
from __future__ import annotations

import itertools
import threading
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol, TypeAlias

from ..errors import LayoutError, MissingDependencyError, ValidationError, VulkanError

try:
    import vulkan as vk
except ImportError:
    raise MissingDependencyError("vulkan", "vk", "layoutgen.vk (layouts and pipelines on a device)") from None

ffi = vk.ffi
lib = vk.lib

#: A cffi object from the ``vulkan`` binding: a handle (VkDevice, VkCommandBuffer, VkBuffer,
#: VkPipelineLayout, ...), a struct or array made with ``ffi.new``, or a function pointer.
#: The binding ships no type information, so these stay ``Any``; every other parameter in
#: layoutgen.vk has a layoutgen type.
Handle: TypeAlias = Any
#: A cffi type (what ``ffi.typeof`` gives: ``ffi.typeof("VkBuffer")``), untyped for the same reason.
CType: TypeAlias = Any


class MessageSeverity(StrEnum):
    """How much a debug-utils message matters (VkDebugUtilsMessageSeverityFlagBitsEXT; a str:
    ``MessageSeverity.ERROR == "error"``)."""

    VERBOSE = "verbose"
    INFO = "info"
    WARNING = "warning"
    ERROR = "error"


class MessageOrigin(StrEnum):
    """Who sent a debug-utils message (VkDebugUtilsMessageTypeFlagBitsEXT; a str:
    ``MessageOrigin.VALIDATION == "validation"``)."""

    #: The validation layer (best practices too).
    VALIDATION = "validation"
    #: The loader or driver, about something other than validity or performance.
    GENERAL = "general"
    #: The loader or driver, about a use that may be slow.
    PERFORMANCE = "performance"


@dataclass(frozen=True, slots=True)
class Message:
    """One message through debug-utils: from the validation layer (``source``
    MessageOrigin.VALIDATION) or from the loader or driver (GENERAL, PERFORMANCE). ``severity``
    is a MessageSeverity. Both are str enums (``message.severity == "error"`` holds), and the
    old strings still make a Message."""

    severity: MessageSeverity
    #: The VUID (or message id name) the layer gives, as "VUID-..." or "SYNC-HAZARD-...".
    vuid: str
    #: The message's text.
    text: str
    source: MessageOrigin = MessageOrigin.VALIDATION

    def __post_init__(self) -> None:
        object.__setattr__(self, "severity", MessageSeverity(self.severity))
        object.__setattr__(self, "source", MessageOrigin(self.source))

    @property
    def is_problem(self) -> bool:
        """A validation-layer message (best practices' too), or an error from anyone.

        A driver's warning (e.g. lavapipe's remarks on SPIR-V it parses) is kept but is not a
        problem; a best-practices performance warning is one."""
        return (self.source is MessageOrigin.VALIDATION or self.severity is MessageSeverity.ERROR
                or "BestPractices-" in self.vuid)

    def __str__(self) -> str:
        return f"[{self.severity}/{self.source}] {self.vuid}: {self.text}"


class MessageSource(Protocol):
    """What holds the validation layer's messages for :func:`raise_for_result`: a DeviceContext."""

    def take_problems(self) -> list[Message]: ...


__all__ = ["Handle", "Message", "MessageOrigin", "MessageSeverity", "MessageSource", "ValidationFailed", "const",
           "device_function", "ffi", "lib", "messenger_info", "raise_for_result", "register", "text", "unregister",
           "version_pair", "vk"]


class ValidationFailed(vk.VkError):  # type: ignore[misc]
    """VK_ERROR_VALIDATION_FAILED_EXT: the layer skipped a call it found invalid."""


def bits(kind: str, *names: str) -> int:
    """The flags ``VK_{kind}_{name}_BIT`` of ``names`` or'ed together: ``bits("ACCESS",
    "SHADER_READ", "SHADER_WRITE")``."""
    out = 0
    for name in names:
        out |= const(f"VK_{kind}_{name}_BIT")
    return out


def const(name: str) -> int:
    """A Vulkan enum value by name, from ``vulkan.lib`` where the Python alias is None."""
    value = getattr(lib, name, None)
    if value is None:
        value = getattr(vk, name, None)
    if value is None:
        raise VulkanError(f"the vulkan binding has no value for {name}")
    return int(value)


def device_function(device: Handle, names: tuple[str, ...], ctype: str, needs: str | None) -> Handle:
    """The first of ``names`` (a device-level command's spellings: its KHR or EXT name, then
    the core one, which takes the same arguments) that ``device`` has, cast to ``ctype``;
    where it has none, a VulkanError saying ``needs`` (what to enable), or None where
    ``needs`` is None (the caller does without)."""
    for name in names:
        address = lib.vkGetDeviceProcAddr(device, name.encode())
        if address != ffi.NULL:
            return ffi.cast(ctype, address)
    if needs is None:
        return None
    raise VulkanError(f"{' / '.join(names)}: the device has no such command; {needs}")


_VALIDATION_FAILED = const("VK_ERROR_VALIDATION_FAILED_EXT")  # the Python alias is None
vk.exception_codes.setdefault(_VALIDATION_FAILED, ValidationFailed)

#: A packed version's fields, as vk.h's VK_API_VERSION_MAJOR and VK_API_VERSION_MINOR read them
#: (the binding has only the older VK_VERSION_MAJOR, which keeps the variant's bits).
_MAJOR_SHIFT, _MAJOR_MASK = 22, 0x7F
_MINOR_SHIFT, _MINOR_MASK = 12, 0x3FF


def version_pair(version: int) -> tuple[int, int]:
    """(major, minor) of a packed Vulkan version (``VkPhysicalDeviceProperties.apiVersion``)."""
    return version >> _MAJOR_SHIFT & _MAJOR_MASK, version >> _MINOR_SHIFT & _MINOR_MASK


def raise_for_result(result: int, what: str, ctx: MessageSource | None = None) -> None:
    """Raise VulkanError for a failed VkResult; where the validation layer refused the call
    and ``ctx`` (a DeviceContext) holds its messages, a ValidationError carrying them."""
    if result >= 0:
        return
    if result == _VALIDATION_FAILED and ctx is not None:
        problems = ctx.take_problems()
        if problems:
            raise ValidationError(problems, f"{what} was refused by the validation layer")
    names = {v: k for k, v in vars(vk).items() if k.startswith("VK_ERROR_") and isinstance(v, int)}
    name = names.get(result, "VK_ERROR_VALIDATION_FAILED_EXT" if result == _VALIDATION_FAILED else str(result))
    raise VulkanError(f"{what} failed: {name}")


def check(result: int, what: str, ctx: MessageSource | None = None) -> None:
    """Deprecated: :func:`raise_for_result`."""
    warnings.warn("layoutgen.vk.binding.check is deprecated: use raise_for_result", DeprecationWarning, stacklevel=2)
    raise_for_result(result, what, ctx)


# -- the debug-messenger dispatcher ---------------------------------------------------------

#: A context's message handler: (severity, types, VkDebugUtilsMessengerCallbackDataEXT*) -> skip the call.
Handler: TypeAlias = Callable[[int, int, Handle], bool]
_handlers: dict[int, Handler] = {}
_ids = itertools.count(1)
_lock = threading.Lock()


def _dispatch(severity: int, types: int, data: Handle, user: Handle) -> int:
    try:
        key = int(ffi.cast("uintptr_t", user)) if user not in (None, ffi.NULL) else 0
        handler = _handlers.get(key)
        if handler is not None and handler(severity, types, data):
            return int(vk.VK_TRUE)
    except BaseException:  # noqa: BLE001 - the binding would swallow it; never let it escape
        pass
    return int(vk.VK_FALSE)


#: The C function pointer the messengers call: :func:`_dispatch`, alive as long as the process.
_CALLBACK: Handle = ffi.callback("PFN_vkDebugUtilsMessengerCallbackEXT")(_dispatch)


def register(handler: Handler) -> int:
    """Route messages whose pUserData is the returned id to ``handler``."""
    with _lock:
        key = next(_ids)
        _handlers[key] = handler
    return key


def unregister(key: int) -> None:
    with _lock:
        _handlers.pop(key, None)


def messenger_info(key: int, severities: int, types: int) -> Handle:
    """A VkDebugUtilsMessengerCreateInfoEXT* that routes to the handler ``key`` (through
    :data:`_CALLBACK`)."""
    info = ffi.new("VkDebugUtilsMessengerCreateInfoEXT*")
    info.sType = const("VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT")
    info.messageSeverity = severities
    info.messageType = types
    info.pfnUserCallback = _CALLBACK
    info.pUserData = ffi.cast("void*", key)
    return info


def text(p: Handle | str | None) -> str:
    """A C string from the binding (which sometimes hands back str already) as str."""
    if isinstance(p, str):
        return p
    return ffi.string(p).decode("utf-8", "replace") if p not in (None, ffi.NULL) else ""


def require_same_device(mine: object, theirs: object, what: str) -> None:
    """A LayoutError where ``what`` (an object made on ``theirs``) is used with ``mine`` and the
    two (each a DeviceContext or a VkDevice) are known to be different devices: one device's
    objects are no handles to another's, and a driver may crash on them."""
    if mine is None or theirs is None:
        return
    a = mine if isinstance(mine, ffi.CData) else getattr(mine, "device", None)  # a DeviceContext's VkDevice
    b = theirs if isinstance(theirs, ffi.CData) else getattr(theirs, "device", None)
    if a is not None and b is not None and a != b:
        raise LayoutError(f"{what} belongs to another device (another DeviceContext) than the one it is used "
                          "with: use objects made on this one")


def not_a_command_buffer(call: str, cmd: object) -> LayoutError:
    """The error for a call that records into ``cmd``, which is no VkCommandBuffer (the
    binding's own TypeError named no argument). The calls try first and ask after: a check
    before each would cost every frame's commands."""
    return LayoutError(f"{call} records into a VkCommandBuffer, its first argument, not {type(cmd).__name__}")


def is_handle(value: object, ctype: str) -> bool:
    """Whether ``value`` is a non-NULL Vulkan handle of the type ``ctype`` ("VkDevice")."""
    return isinstance(value, ffi.CData) and ffi.typeof(value).cname == f"struct {ctype}_T *" and value != ffi.NULL
