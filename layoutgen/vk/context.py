"""A headless Vulkan device with the Khronos validation layer, collecting every message."""
from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any, Protocol, TypeAlias, TypeVar

from ..errors import ClosedError, LayoutError, ValidationError, VulkanError, flag, integral
from . import binding as b
from .binding import Handle, Message, MessageOrigin, MessageSeverity, ffi, lib, vk
from .features import FeatureSet, names
from .limits import query_limits

VALIDATION_LAYER = "VK_LAYER_KHRONOS_validation"
_ERROR = b.const("VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT")
_WARNING = b.const("VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT")
#: Each severity bit, the most severe first (a message carries one; an unknown bit reads as verbose).
_SEVERITIES = ((_ERROR, MessageSeverity.ERROR), (_WARNING, MessageSeverity.WARNING),
               (b.const("VK_DEBUG_UTILS_MESSAGE_SEVERITY_INFO_BIT_EXT"), MessageSeverity.INFO))
_GENERAL = b.const("VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT")
_VALIDATION = b.const("VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT")
_PERFORMANCE = b.const("VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT")
#: The layer's optional checks by DeviceContext's keyword: the VkValidationFeatureEnableEXT values
#: each turns on. GPU-assisted validation also reserves the last descriptor set for the layer's
#: instrumentation: the device then reports one set less in maxBoundDescriptorSets.
VALIDATION_FEATURES = {
    "sync_validation": ("VK_VALIDATION_FEATURE_ENABLE_SYNCHRONIZATION_VALIDATION_EXT",),
    "gpu_assisted": ("VK_VALIDATION_FEATURE_ENABLE_GPU_ASSISTED_EXT",
                     "VK_VALIDATION_FEATURE_ENABLE_GPU_ASSISTED_RESERVE_BINDING_SLOT_EXT"),
    "best_practices": ("VK_VALIDATION_FEATURE_ENABLE_BEST_PRACTICES_EXT",),
}
#: Names the layer's optional checks to turn on in every DeviceContext with validation on.
FEATURES_VARIABLE = "LAYOUTGEN_VALIDATION_FEATURES"


_T = TypeVar("_T")
#: Every write of a submission made visible to the host once its fence is waited on.
_HOST_BARRIER = (b.const("VK_PIPELINE_STAGE_ALL_COMMANDS_BIT"), b.const("VK_ACCESS_MEMORY_WRITE_BIT"),
                 b.const("VK_PIPELINE_STAGE_HOST_BIT"), b.const("VK_ACCESS_HOST_READ_BIT"))
_NO_TIMEOUT = 0xFFFFFFFFFFFFFFFF


class Closeable(Protocol):
    """What a DeviceContext closes before its device: an object with ``close()``."""

    def close(self) -> None: ...


def _api_version(value: object) -> None:
    """A VulkanError where ``api_version=`` is not (major, minor) of Vulkan 1.1 or later."""
    parts = [integral(v) for v in value] if isinstance(value, (tuple, list)) else []
    if len(parts) != 2 or any(p is None or not 0 <= p < 1024 for p in parts):
        raise VulkanError(f"api_version is (major, minor), two small integers such as (1, 3), not {value!r}")
    if (parts[0], parts[1]) < (1, 1):
        raise VulkanError(f"api_version={tuple(parts)}: layoutgen needs Vulkan 1.1 or later (it reads the device "
                          "through vkGetPhysicalDeviceFeatures2 and its property structs)")


def _version(major: int, minor: int) -> int:
    return int(vk.VK_MAKE_VERSION(major, minor, 0))


def _strings(names: list[str], keep: list[Handle]) -> Handle:
    """A ``const char* const*`` array of ``names`` (NULL for none); ``keep`` holds every string."""
    if not names:
        return ffi.NULL
    chars = [ffi.new("char[]", n.encode()) for n in names]
    arr = ffi.new("char*[]", chars)
    keep += [*chars, arr]
    return arr


def _error_name(result: int) -> str:
    """The binding's exception name for a VkResult (``VkErrorIncompatibleDriver``), or its number."""
    return getattr(vk.exception_codes.get(result), "__name__", str(result))


def _chosen_checks(validation: bool, asked: dict[str, bool]) -> tuple[str, ...]:
    """The optional checks to turn on: those ``asked`` for and those the environment variable
    names (the variable only where validation is on)."""
    if not validation and any(asked.values()):
        wanted = ", ".join(f"{k}=True" for k, v in asked.items() if v)
        raise VulkanError(f"{wanted} needs the validation layer, but validation=False was asked")
    named = [n.strip().replace("-", "_") for n in os.environ.get(FEATURES_VARIABLE, "").split(",") if n.strip()]
    unknown = [n for n in named if n not in VALIDATION_FEATURES]
    if unknown:
        raise VulkanError(f"{FEATURES_VARIABLE} names unknown validation feature(s) {', '.join(unknown)}; known: "
                          f"{', '.join(VALIDATION_FEATURES)}")
    if not validation:
        return ()
    return tuple(n for n in VALIDATION_FEATURES if asked[n] or n in named)


def _own_debugging_note(message: Message, own: list[str]) -> bool:
    """Best practices' note that a debugging extension is enabled, about one the context enabled
    itself to collect the layer's messages (not the caller's to act on)."""
    return "specialuse-extension" in message.vuid and any(e in message.text for e in own)


def _own_setup_note(message: Message, features: tuple[str, ...]) -> bool:
    """GPU-assisted validation's notes on the setup it was asked for (the features and
    properties it adjusts for its instrumentation, "Internal Warning", and its advice against
    running beside the core checks): the layer 1.4 reports them as warnings at every device."""
    if "gpu_assisted" not in features or message.severity is not MessageSeverity.WARNING:
        return False
    if message.vuid.startswith("WARNING-GPU-Assisted-Validation"):
        return "Internal Warning" in message.text
    return message.vuid == "VALIDATION-SETTINGS" and "GPU Assisted Validation" in message.text


class DeviceContext:
    """Instance (with validation on request), physical device and logical device.

    ``device`` picks the physical device by index or by a substring of its name; the
    ``LAYOUTGEN_DEVICE`` environment variable does the same when ``device`` is None.
    ``features`` and ``extensions`` name what to enable (see :mod:`.features`); a feature
    the device lacks is a VulkanError naming it. With ``skip_invalid`` the messenger answers
    VK_TRUE to errors, so the layer skips a call it found invalid instead of handing it to
    the driver (some drivers crash on invalid pipelines).

    The layer's optional checks, each off by default and turned on through the
    VkValidationFeaturesEXT chained to the instance (so on every layer version, unlike
    ``VK_LAYER_ENABLES``): ``sync_validation`` (synchronization validation: missing barriers,
    ``SYNC-HAZARD-*`` messages), ``gpu_assisted`` (GPU-assisted validation: checks done by
    instrumented shaders at run time; it takes the last descriptor set, so ``limits`` then has one
    less in maxBoundDescriptorSets) and ``best_practices`` (``BestPractices-*`` warnings).
    Asking for one with ``validation=False`` is a VulkanError. The ``LAYOUTGEN_VALIDATION_FEATURES``
    environment variable, a comma-separated list of those names (``sync_validation`` or
    ``sync-validation``), turns them on as well in every context that has validation on; it never
    turns one off. ``validation_features`` holds the names turned on. The layer's shader-validation
    cache stays off whatever is asked. ``api_version=(major, minor)`` is the Vulkan version the
    instance asks for (1.3 by default); ``instance_extensions`` names instance extensions to
    enable beside VK_EXT_debug_utils.

    What it holds: ``instance``, ``physical_device``, ``device`` and ``queue`` (the Vulkan
    handles; ``device`` is None once closed), ``queue_family`` (the index of the family of
    ``queue``, one with graphics and compute), ``device_name`` and ``api_version`` (the
    device's own, packed as VK_MAKE_API_VERSION), ``features`` (the FeatureSet enabled:
    ``features.features`` and ``features.extensions``), ``limits`` (every integer limit by
    Vulkan's name, ``limits["maxBoundDescriptorSets"]``), and ``messages`` (every debug-utils
    message so far, a list of Message; ``take_messages()`` empties it).
    """

    def __init__(self, *, validation: bool = True, device: int | str | None = None,
                 features: Iterable[str] | FeatureSet = (), extensions: Iterable[str] = (),
                 api_version: tuple[int, int] = (1, 3), skip_invalid: bool = True,
                 instance_extensions: Iterable[str] = (), sync_validation: bool = False,
                 gpu_assisted: bool = False, best_practices: bool = False) -> None:
        _api_version(api_version)  # refused before any Vulkan object is made
        for what, given in (("validation", validation), ("skip_invalid", skip_invalid),
                            ("sync_validation", sync_validation), ("gpu_assisted", gpu_assisted),
                            ("best_practices", best_practices)):
            flag(given, what, VulkanError)
        asked = {"sync_validation": sync_validation, "gpu_assisted": gpu_assisted, "best_practices": best_practices}
        #: The layer's optional checks turned on (keys of VALIDATION_FEATURES).
        self.validation_features = _chosen_checks(validation, asked)
        self.messages: list[Message] = []
        #: What the layer reported at vkDestroyDevice: objects still alive on the device.
        self.leaks: list[Message] = []
        self.validation = validation
        self.skip_invalid = skip_invalid
        self._key = b.register(self._on_message)
        self._messenger: Handle = None
        self._dbg: Handle = None
        self._checks: Handle = None
        self._keep: list[Handle] = []  # what the instance's pNext chain points to
        self.instance: Handle = None
        self.device: Handle = None
        self._tracked: dict[int, Closeable] = {}  # by id(), in the order they were made
        self._images: dict[int, Any] = {}  # the tracked images, by id()
        self._commands: Handle = None  # submit()'s command pool, command buffer and fence
        self._cmd: Handle = None
        self._fence: Handle = None
        self._recording = False
        try:
            self._instance_extensions = self._create_instance(api_version, names(instance_extensions,
                                                                                 "instance_extensions"))
            self.physical_device = self._pick(device)
            props = vk.vkGetPhysicalDeviceProperties(self.physical_device)
            self.device_name = b.text(props.deviceName)
            self.api_version = props.apiVersion
            self.queue_family = self._queue_family()
            wanted = features if isinstance(features, FeatureSet) else FeatureSet.of(features, extensions)
            self.features = wanted.choose(self.physical_device, self.device_name, api_version,
                                          self._instance_extensions)
            self.limits = query_limits(self.physical_device, set(self.features.extensions),
                                       min(api_version, b.version_pair(self.api_version)))
            self._create_device()
        except BaseException:
            self.close()
            raise

    # -- creation -----------------------------------------------------------------------
    def _create_instance(self, api_version: tuple[int, int], extensions: list[str]) -> list[str]:
        layers = [b.text(p.layerName) for p in vk.vkEnumerateInstanceLayerProperties()]
        if self.validation and VALIDATION_LAYER not in layers:
            raise VulkanError(f"{VALIDATION_LAYER} is not installed (Debian: vulkan-validationlayers)")
        available = {b.text(e.extensionName) for e in vk.vkEnumerateInstanceExtensionProperties(None)}
        exts = list(dict.fromkeys([*extensions, *(["VK_EXT_debug_utils"] if "VK_EXT_debug_utils" in available
                                                  else [])]))
        missing = [e for e in exts if e not in available]
        if missing:
            raise VulkanError(f"instance extension(s) not available: {', '.join(missing)}")
        has_debug_utils = "VK_EXT_debug_utils" in exts
        if self.validation and not has_debug_utils:
            raise VulkanError("VK_EXT_debug_utils is not available: validation messages could not be collected")
        self._dbg = (b.messenger_info(self._key, _ERROR | _WARNING, _GENERAL | _VALIDATION | _PERFORMANCE)
                     if has_debug_utils else None)
        self._checks = self._validation_features(exts) if self.validation else self._dbg
        keep: list[Handle] = []  # what the create-info points to, alive through the call
        out = ffi.new("VkInstance*")
        result = lib.vkCreateInstance(self._instance_info(api_version, exts, keep), ffi.NULL, out)
        if result < 0:
            raise VulkanError(f"vkCreateInstance failed ({_error_name(result)}): is a Vulkan driver installed? "
                              "(Debian: mesa-vulkan-drivers)")
        self.instance = out[0]
        own = [e for e in exts if e not in extensions]  # what the context itself enabled to hear the layer
        self.messages = [m for m in self.messages if not _own_debugging_note(m, own)]
        if self._dbg is not None:
            create = ffi.cast("PFN_vkCreateDebugUtilsMessengerEXT",
                              lib.vkGetInstanceProcAddr(self.instance, b"vkCreateDebugUtilsMessengerEXT"))
            messenger = ffi.new("VkDebugUtilsMessengerEXT*")
            b.raise_for_result(create(self.instance, self._dbg, ffi.NULL, messenger), "vkCreateDebugUtilsMessengerEXT")
            self._messenger = messenger[0]
        return exts

    def _instance_info(self, api_version: tuple[int, int], exts: list[str], keep: list[Handle]) -> Handle:
        """VkInstanceCreateInfo* (the validation layer where asked, ``exts``, the pNext chain of
        ``_checks``); ``keep`` holds what it points to."""
        app = ffi.new("VkApplicationInfo*")
        app.sType = b.const("VK_STRUCTURE_TYPE_APPLICATION_INFO")
        name = ffi.new("char[]", b"layoutgen")
        app.pApplicationName, app.applicationVersion, app.pEngineName, app.engineVersion = name, 1, name, 1
        app.apiVersion = _version(*api_version)
        info = ffi.new("VkInstanceCreateInfo*")
        info.sType = b.const("VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO")
        info.pNext = self._checks if self._checks is not None else ffi.NULL
        info.pApplicationInfo = app
        layers = [VALIDATION_LAYER] if self.validation else []
        info.enabledLayerCount, info.ppEnabledLayerNames = len(layers), _strings(layers, keep)
        info.enabledExtensionCount, info.ppEnabledExtensionNames = len(exts), _strings(exts, keep)
        keep += [app, name, info]
        return info

    def _validation_features(self, exts: list[str]) -> Handle:
        """VkValidationFeaturesEXT that turns on the checks in ``validation_features`` and the
        layer's shader-validation cache off (adding the extension to ``exts``). The cache, shared by
        every run of the user, is keyed by the module alone, not by the features enabled: a module
        validated once with a feature on would pass unchecked in any later run without it."""
        offered = {b.text(e.extensionName) for e in vk.vkEnumerateInstanceExtensionProperties(VALIDATION_LAYER)}
        if "VK_EXT_validation_features" not in offered:
            raise VulkanError(f"{VALIDATION_LAYER} does not offer VK_EXT_validation_features: its shader-validation "
                              "cache could not be turned off (a newer vulkan-validationlayers has it)")
        exts.append("VK_EXT_validation_features")
        enables = [b.const(e) for name in self.validation_features for e in VALIDATION_FEATURES[name]]
        enabled = ffi.new("VkValidationFeatureEnableEXT[]", enables) if enables else ffi.NULL
        disabled = ffi.new("VkValidationFeatureDisableEXT[]",
                           [b.const("VK_VALIDATION_FEATURE_DISABLE_SHADER_VALIDATION_CACHE_EXT")])
        info = ffi.new("VkValidationFeaturesEXT*")
        info.sType = b.const("VK_STRUCTURE_TYPE_VALIDATION_FEATURES_EXT")
        info.pNext = self._dbg if self._dbg is not None else ffi.NULL
        info.enabledValidationFeatureCount, info.pEnabledValidationFeatures = len(enables), enabled
        info.disabledValidationFeatureCount, info.pDisabledValidationFeatures = 1, disabled
        self._keep += [enabled, disabled]
        return info

    def _pick(self, device: int | str | None) -> Handle:
        devices = vk.vkEnumeratePhysicalDevices(self.instance)
        if not devices:
            raise VulkanError("no Vulkan physical device (Debian: mesa-vulkan-drivers gives lavapipe)")
        names = [b.text(vk.vkGetPhysicalDeviceProperties(d).deviceName) for d in devices]
        choice = device if device is not None else os.environ.get("LAYOUTGEN_DEVICE")
        if choice is None or choice == "":
            return devices[0]
        if isinstance(choice, int) or str(choice).isdigit():
            index = int(choice)
            if not 0 <= index < len(devices):
                raise VulkanError(f"no physical device {index}; there are: {names}")
            return devices[index]
        for d, name in zip(devices, names):
            if str(choice).lower() in name.lower():
                return d
        raise VulkanError(f"no physical device named like {choice!r}; there are: {names}")

    def _queue_family(self) -> int:
        families = vk.vkGetPhysicalDeviceQueueFamilyProperties(self.physical_device)
        for i, f in enumerate(families):
            if f.queueFlags & vk.VK_QUEUE_GRAPHICS_BIT and f.queueFlags & vk.VK_QUEUE_COMPUTE_BIT:
                return i
        raise VulkanError(f"{self.device_name} has no graphics and compute queue")

    def _create_device(self) -> None:
        chain, _keep = self.features.chain()  # _keep holds the chain alive through vkCreateDevice
        priorities = ffi.new("float[]", [1.0])
        queue = ffi.new("VkDeviceQueueCreateInfo*")
        queue.sType = b.const("VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO")
        queue.queueFamilyIndex, queue.queueCount, queue.pQueuePriorities = self.queue_family, 1, priorities
        keep: list[Handle] = []
        exts = sorted(self.features.extensions)
        info = ffi.new("VkDeviceCreateInfo*")
        info.sType = b.const("VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO")
        info.pNext = chain
        info.queueCreateInfoCount, info.pQueueCreateInfos = 1, queue
        info.enabledExtensionCount, info.ppEnabledExtensionNames = len(exts), _strings(exts, keep)
        out = ffi.new("VkDevice*")
        result = lib.vkCreateDevice(self.physical_device, info, ffi.NULL, out)
        if result < 0:
            problems = self.take_problems()
            if problems:
                raise ValidationError(problems, f"vkCreateDevice on {self.device_name} was refused")
            raise VulkanError(f"vkCreateDevice on {self.device_name} failed ({_error_name(result)})")
        self.device = out[0]
        self.queue: Handle = vk.vkGetDeviceQueue(self.device, self.queue_family, 0)

    # -- messages -----------------------------------------------------------------------
    def _on_message(self, severity: int, types: int, data: Handle) -> bool:
        source = (MessageOrigin.VALIDATION if types & _VALIDATION
                  else MessageOrigin.PERFORMANCE if types & _PERFORMANCE else MessageOrigin.GENERAL)
        level = next((s for bit, s in _SEVERITIES if severity & bit), MessageSeverity.VERBOSE)
        message = Message(level, b.text(data.pMessageIdName), b.text(data.pMessage), source)
        if not _own_setup_note(message, self.validation_features):
            self.messages.append(message)
        return self.skip_invalid and severity >= _ERROR

    def take_messages(self) -> list[Message]:
        """Every message since the last take (and forget them)."""
        out, self.messages = self.messages, []
        return out

    def take_problems(self) -> list[Message]:
        """The validation messages and errors since the last take (see Message.is_problem)."""
        return [m for m in self.take_messages() if m.is_problem]

    def raise_messages(self) -> None:
        """Raise ValidationError if any problem arrived since the last take."""
        problems = self.take_problems()
        if problems:
            raise ValidationError(problems)

    @contextmanager
    def expect_clean(self) -> Iterator[None]:
        """Within the block, any validation message is a ValidationError at its end."""
        self.take_messages()
        yield
        self.raise_messages()

    def proc(self, name: str) -> Handle:
        """A device-level extension function by name ("vkCmdPushDescriptorSetKHR"). A name the
        device does not give (not enabled, misspelt) is a VulkanError."""
        if self.device is None:
            raise ClosedError("this DeviceContext")
        if not isinstance(name, str):  # the binding passes anything else on as a null pointer
            raise VulkanError(f"proc() takes a Vulkan function's name, a str such as 'vkCmdPushDescriptorSetKHR', "
                              f"not {name!r}")
        try:
            return vk.vkGetDeviceProcAddr(self.device, name)
        except vk.ProcedureNotFoundError:
            raise VulkanError(f"the device gives no function {name!r}: is the name right, and is the extension "
                              "that has it enabled (DeviceContext(extensions=[...]))?") from None
        except vk.ExtensionNotSupportedError:
            raise VulkanError(f"{name!r} is no extension function the vulkan package looks up by name: a core "
                              "function is called from the package itself (vulkan.vkCmdDraw)") from None

    # -- one-shot submissions -------------------------------------------------------------
    def submit(self, record: Callable[[Handle], _T]) -> _T:
        """Record ``record(cmd)`` into a primary command buffer, submit it on ``queue`` and wait
        for it; return what ``record`` returned.

        The command buffer, its pool and a fence are made on first use and kept for the next
        call. Every write of the submission is visible to the host when this returns (a memory
        barrier to HOST_READ ends the commands). A problem the layer reports while recording
        is a ValidationError before anything is submitted; one reported by the submission, at
        the end. If ``record`` raises, nothing is submitted and its exception passes on. Where
        nothing is submitted, the images keep the layouts they tracked before (the transitions
        recorded never ran). A submit() inside ``record`` is a VulkanError: record into
        ``cmd`` instead."""
        if self.device is None:
            raise ClosedError("this DeviceContext")
        if not callable(record):
            raise VulkanError(f"submit() takes a function that records into the command buffer it is given, "
                              f"record(cmd), not {type(record).__name__}")
        if self._recording:
            raise VulkanError("submit() was called while another submit() records: record into the command buffer "
                              "that record(cmd) was given")
        cmd = self._command_buffer()
        before = len(self.messages)
        # the layouts the images track, put back where nothing is submitted (their transitions
        # were recorded, never run)
        layouts = {key: image.layout for key, image in self._images.items()}
        begin = ffi.new("VkCommandBufferBeginInfo*")
        begin.sType = b.const("VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO")
        begin.flags = b.const("VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT")
        b.raise_for_result(lib.vkBeginCommandBuffer(cmd, begin), "vkBeginCommandBuffer", self)
        self._recording = True
        try:
            result = record(cmd)
            _host_barrier(cmd)
            b.raise_for_result(lib.vkEndCommandBuffer(cmd), "vkEndCommandBuffer", self)
            self._raise_new(before, "the commands submit() recorded")
        except BaseException:
            lib.vkResetCommandBuffer(cmd, 0)
            for key, image in list(self._images.items()):  # an image made while recording: as it was made
                image.assume_layout(layouts.get(key, "undefined"))
            raise
        finally:
            self._recording = False
        self._run(cmd)
        self._raise_new(before, "submit()")
        return result

    def _command_buffer(self) -> Handle:
        """submit()'s command buffer, with its pool and fence made on first use."""
        if self._commands is None:
            info = ffi.new("VkCommandPoolCreateInfo*")
            info.sType = b.const("VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO")
            info.flags = b.const("VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT")
            info.queueFamilyIndex = self.queue_family
            self._commands = self._made("vkCreateCommandPool", info, "VkCommandPool")
        if self._cmd is None:
            alloc = ffi.new("VkCommandBufferAllocateInfo*")
            alloc.sType = b.const("VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO")
            alloc.commandPool = self._commands
            alloc.level = b.const("VK_COMMAND_BUFFER_LEVEL_PRIMARY")
            alloc.commandBufferCount = 1
            cmds = ffi.new("VkCommandBuffer[]", 1)
            b.raise_for_result(lib.vkAllocateCommandBuffers(self.device, alloc, cmds), "vkAllocateCommandBuffers", self)
            self._cmd = cmds[0]
        if self._fence is None:
            fence = ffi.new("VkFenceCreateInfo*")
            fence.sType = b.const("VK_STRUCTURE_TYPE_FENCE_CREATE_INFO")
            self._fence = self._made("vkCreateFence", fence, "VkFence")
        return self._cmd

    def _made(self, create: str, info: Handle, kind: str) -> Handle:
        """The object a vkCreate* call makes on the device from ``info``."""
        out = ffi.new(f"{kind}*")
        b.raise_for_result(getattr(lib, create)(self.device, info, ffi.NULL, out), create, self)
        return out[0]

    def _run(self, cmd: Handle) -> None:
        """Submit ``cmd`` on the queue and wait for its fence."""
        cmds = ffi.new("VkCommandBuffer[]", [cmd])
        info = ffi.new("VkSubmitInfo*")
        info.sType = b.const("VK_STRUCTURE_TYPE_SUBMIT_INFO")
        info.commandBufferCount, info.pCommandBuffers = 1, cmds
        b.raise_for_result(lib.vkQueueSubmit(self.queue, 1, info, self._fence), "vkQueueSubmit", self)
        fences = ffi.new("VkFence[]", [self._fence])
        try:
            b.raise_for_result(lib.vkWaitForFences(self.device, 1, fences, 1, _NO_TIMEOUT), "vkWaitForFences", self)
        finally:
            lib.vkResetFences(self.device, 1, fences)

    def _raise_new(self, before: int, what: str) -> None:
        """A ValidationError for the problems that arrived since ``messages`` held ``before``
        (taken out of ``messages``; other messages stay)."""
        new = self.messages[before:]
        problems = [m for m in new if m.is_problem]
        if problems:
            self.messages[before:] = [m for m in new if not m.is_problem]
            raise ValidationError(problems, f"{what} drew messages from the validation layer")

    # -- objects closed with the device ---------------------------------------------------
    def track(self, resource: Closeable) -> None:
        """Close ``resource`` in :meth:`close`, before the device goes, if it is still open
        then (the newest first). layoutgen's Buffer, Image and Sampler call this as they are
        made and :meth:`untrack` as they close."""
        if not callable(getattr(resource, "close", None)):  # found out only at close(), the device then left open
            raise VulkanError(f"track() takes what has a close() method (a Buffer, an Image...), not {resource!r:.80}")
        self._tracked[id(resource)] = resource
        if hasattr(resource, "assume_layout"):  # an image: submit() puts its layout back where it submits nothing
            self._images[id(resource)] = resource

    def untrack(self, resource: Closeable) -> None:
        """Forget ``resource`` (closed by its owner): :meth:`close` will not close it."""
        self._tracked.pop(id(resource), None)
        self._images.pop(id(resource), None)

    def _close_owned(self, device: Handle) -> None:
        """Close the tracked resources (the newest first), then submit()'s pool and fence."""
        failed: list[Exception] = []
        for resource in reversed(list(self._tracked.values())):
            try:
                resource.close()
            except Exception as exc:  # noqa: BLE001 - close the others, then raise the first
                failed.append(exc)
        self._tracked.clear()
        if self._fence is not None:
            lib.vkDestroyFence(device, self._fence, ffi.NULL)
        if self._commands is not None:
            lib.vkDestroyCommandPool(device, self._commands, ffi.NULL)
        self._fence = self._cmd = self._commands = None
        if failed:
            raise failed[0]

    # -- teardown -------------------------------------------------------------------------
    def close(self) -> None:
        """Destroy the device, the messenger and the instance (each even if one before fails).

        Resources made on the context and still open (Buffer, Image, Sampler: see
        :meth:`track`) are closed first, the newest first, with submit()'s command pool.
        Other objects still alive on the device are reported by the layer as the device goes;
        those messages stay in ``messages`` (and in ``leaks``), and leaving a ``with`` block
        raises them as a ValidationError."""
        try:
            if self.device is not None:
                device = self.device
                before = len(self.messages)
                try:
                    vk.vkDeviceWaitIdle(device)
                    self._close_owned(device)
                finally:
                    self.device = None
                    vk.vkDestroyDevice(device, None)
                    self.leaks = [m for m in self.messages[before:] if m.is_problem]
        finally:
            try:
                if self._messenger is not None:
                    messenger, self._messenger = self._messenger, None
                    destroy = ffi.cast("PFN_vkDestroyDebugUtilsMessengerEXT",
                                       lib.vkGetInstanceProcAddr(self.instance, b"vkDestroyDebugUtilsMessengerEXT"))
                    destroy(self.instance, messenger, ffi.NULL)
            finally:
                if self.instance is not None:
                    instance, self.instance = self.instance, None
                    vk.vkDestroyInstance(instance, None)
                b.unregister(self._key)

    def __enter__(self) -> DeviceContext:
        return self

    def __exit__(self, exc_type: object, *exc: object) -> None:
        self.close()
        if exc_type is None and self.leaks:
            raise ValidationError(self.leaks, f"{len(self.leaks)} object(s) still alive when the DeviceContext "
                                              "closed (destroy them, or close what made them, first)")


def _host_barrier(cmd: Handle) -> None:
    """Every write recorded before is visible to host reads once the submission completes."""
    src_stage, src_access, dst_stage, dst_access = _HOST_BARRIER
    barrier = ffi.new("VkMemoryBarrier*")
    barrier.sType = b.const("VK_STRUCTURE_TYPE_MEMORY_BARRIER")
    barrier.srcAccessMask, barrier.dstAccessMask = src_access, dst_access
    lib.vkCmdPipelineBarrier(cmd, src_stage, dst_stage, 0, 1, barrier, 0, ffi.NULL, 0, ffi.NULL)


#: What a function that makes or destroys Vulkan objects takes as its device: a DeviceContext
#: (its limits are checked and the validation layer's refusals become ValidationErrors) or a
#: bare VkDevice handle.
DeviceLike: TypeAlias = "DeviceContext | Handle"


def open_context(ctx: object, who: str, feature: str | None = None) -> DeviceContext:
    """``ctx`` as the open DeviceContext ``who`` needs, with ``feature`` enabled where one is
    named: a LayoutError for anything else, a ClosedError once closed, a VulkanError saying how
    to enable the feature."""
    if not isinstance(ctx, DeviceContext):
        raise LayoutError(f"{who} needs a DeviceContext, not {type(ctx).__name__}")
    if ctx.device is None:
        raise ClosedError("this DeviceContext")
    if feature is not None and feature not in ctx.features.features:
        raise VulkanError(f"{who} needs the {feature} feature, which this DeviceContext on {ctx.device_name} did "
                          f"not enable: DeviceContext(features=[{feature!r}])")
    return ctx


def require_device(device: object, what: str) -> None:
    """A LayoutError where ``device`` is neither a DeviceContext nor a VkDevice handle."""
    if isinstance(device, DeviceContext):
        return
    if b.is_handle(device, "VkDevice"):
        return
    raise LayoutError(f"{what} takes a DeviceContext or a VkDevice, not {type(device).__name__}")


def split_device(device: DeviceLike) -> tuple[DeviceContext | None, Handle]:
    """(DeviceContext or None, VkDevice) from either; a ClosedError for a closed DeviceContext."""
    if isinstance(device, DeviceContext):
        if device.device is None:
            raise ClosedError("this DeviceContext")
        return device, device.device
    return None, device
