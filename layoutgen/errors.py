"""The exceptions layoutgen raises. Every one is a LayoutgenError.

    LayoutgenError
      SpirvFormatError        the bytes are not a well-formed SPIR-V module (also a ValueError)
      ReflectionError         well-formed, but reflection cannot describe it (also a ValueError)
      NotFoundError           a lookup by name or number found nothing (also a KeyError)
      LayoutError             a layout cannot be built from the shaders as asked (also a ValueError)
        LayoutConflictError   two stages disagree about one set and binding
        LayoutLimitError      a layout exceeds a device limit
        BindlessBoundError    a runtime-sized array has no descriptor-count bound
      VulkanError             a Vulkan call failed, or the device lacks what a layout needs
        ValidationError       the Khronos validation layer reported messages
      DescriptorHeapError     modules read descriptors through a descriptor heap (SPV_EXT_descriptor_heap)
        DescriptorHeapLayoutError  merge()/share(): no pipeline layout describes a heap (also a LayoutError)
        DescriptorHeapDeviceError  layoutgen.vk makes no heap pipelines (also a VulkanError)
      MissingDependencyError  an optional package a feature needs is not installed (also an ImportError)
      ClosedError             an object used after it was closed, destroyed or freed

Every one pickles with its fields (type, message and attributes), so an error raised in a
worker process is the same error in the process that started it.
"""
from __future__ import annotations

import operator
from typing import Any


class LayoutgenError(Exception):
    """Base of every error layoutgen raises on purpose."""

    def __reduce__(self) -> tuple[Any, ...]:
        # The default rebuilds an exception by calling its class with ``args``, which a
        # subclass whose __init__ takes other parameters cannot take: rebuild it without
        # __init__, from its args and attributes.
        return _restore, (type(self), self.args, dict(self.__dict__))


def _restore(cls: type[LayoutgenError], args: tuple[Any, ...], state: dict[str, Any]) -> LayoutgenError:
    """A pickled LayoutgenError as it was: its class, args and attributes, __init__ not run."""
    exc = cls.__new__(cls)
    exc.args = args
    exc.__dict__.update(state)
    return exc


class LayoutgenWarning(UserWarning):
    """Something layoutgen lets through when asked to, with a word: a descriptor set bound with
    bindings never written (``bind(..., unwritten="warn")``)."""


class SpirvFormatError(LayoutgenError, ValueError):
    """A malformed SPIR-V module, with where it went wrong.

    ``file`` is the path (or ``None`` for bytes), ``index`` the instruction index (0 is the
    first instruction after the header; ``None`` for the header), ``offset`` the byte offset
    and ``opcode`` the grammar's name of the instruction, where known; ``detail`` what is wrong,
    without the place.
    """

    def __init__(
        self,
        detail: str,
        *,
        file: str | None = None,
        index: int | None = None,
        offset: int | None = None,
        opcode: str | None = None,
    ) -> None:
        self.detail = detail
        self.file = file
        self.index = index
        self.offset = offset
        self.opcode = opcode
        super().__init__(self._render())

    def _render(self) -> str:
        where = []
        if self.index is not None:
            where.append(f"instruction {self.index}" + (f" ({self.opcode})" if self.opcode else ""))
        elif self.opcode:
            where.append(self.opcode)
        if self.offset is not None:
            where.append(f"at byte offset {self.offset:#x}")
        prefix = f"{self.file}: " if self.file else ""
        return prefix + (" ".join(where) + ": " if where else "") + self.detail


class ReflectionError(LayoutgenError, ValueError):
    """A well-formed module that reflection cannot describe (e.g. an entry point that only a
    name and execution model together pick out)."""


class NotFoundError(LayoutgenError, KeyError):
    """A lookup (a binding by set and number, a block member by path) found nothing."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


class LayoutError(LayoutgenError, ValueError):
    """A layout that cannot be built from the given shaders and policy."""


class LayoutConflictError(LayoutError):
    """Two stages declare one set and binding differently."""


class LayoutLimitError(LayoutError):
    """A layout that exceeds a device limit: names the limit, its value and the count
    (``limit``, the device limit's name; ``value``, the device's value; ``count``, what the
    layout needs)."""

    def __init__(self, limit: str, value: int, count: int, detail: str = "") -> None:
        self.limit = limit
        self.value = value
        self.count = count
        msg = f"{limit} is {value} on this device, but the layout needs {count}"
        super().__init__(msg + (f" ({detail})" if detail else ""))


class BindlessBoundError(LayoutError):
    """A runtime-sized descriptor array with no descriptor-count bound."""


class VulkanError(LayoutgenError, RuntimeError):
    """A Vulkan call failed, or the device lacks a feature the layout needs."""


class DescriptorHeapError(LayoutgenError):
    """Modules that read descriptors through a descriptor heap (SPV_EXT_descriptor_heap) where
    layoutgen can only describe descriptor sets. ``heaps`` lists (stage or module, heap) pairs,
    the heap "resource" or "sampler"."""

    def __init__(self, message: str, heaps: list[tuple[str, str]] | None = None) -> None:
        super().__init__(message)
        self.heaps = list(heaps or ())


class DescriptorHeapLayoutError(DescriptorHeapError, LayoutError):
    """merge() or share() of a stage that reads a descriptor heap: a pipeline layout's set
    layouts and push-constant ranges cannot describe a heap."""


class DescriptorHeapDeviceError(DescriptorHeapError, VulkanError):
    """layoutgen.vk asked to serve modules that read a descriptor heap: it makes descriptor
    sets and pipeline layouts, not VK_EXT_descriptor_heap pipelines and heaps."""


class ValidationError(VulkanError):
    """The Khronos validation layer reported one or more messages (``messages``, a list of
    Message, each with its severity, VUID and text)."""

    def __init__(self, messages: list[Any], heading: str = "") -> None:
        self.messages = list(messages)
        lines = [str(m) for m in self.messages]
        head = f"{heading}: " if heading else ""
        super().__init__(f"{head}{len(lines)} validation message(s):\n" + "\n".join(lines))


class MissingDependencyError(LayoutgenError, ImportError):
    """An optional package is not installed: names it (``package``) and the extra that brings
    it (``extra``: ``pip install layoutgen[extra]``)."""

    def __init__(self, package: str, extra: str, what: str) -> None:
        super().__init__(f"{what} needs the {package} package: pip install 'layoutgen[{extra}]'")
        self.package = package
        self.extra = extra


class ClosedError(LayoutgenError):
    """An object used after it was closed (a DeviceContext, a LayoutCache, a DescriptorPool, a
    Pipeline), destroyed (a PipelineLayout) or freed (a DescriptorSet whose pool was reset or
    closed). ``what`` names the object, ``state`` says how it went ("closed", "destroyed", ...)."""

    def __init__(self, what: str, state: str = "closed") -> None:
        super().__init__(f"{what} is {state}")
        self.what = what
        self.state = state


def printable(text: str, keep: str = "") -> str:
    """``text`` as it may be printed to a terminal: each character that is not printable (a
    control character, an escape sequence's ESC, a line break, a bidirectional override) as
    its escape (``\\x1b``, ``\\n``, ``\\u202e``), those in ``keep`` aside. A name read from a
    module or a path can hold anything: raw, it could clear the screen or forge a report's
    line."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() or c in keep else c.encode("unicode_escape").decode("ascii") for c in text)


def is_boolean(value: object) -> bool:
    """Whether ``value`` is a boolean: Python's or numpy's (numpy 2 names its type "bool",
    numpy 1 "bool_"), told by name so that numpy need not be imported."""
    return type(value).__name__ in ("bool", "bool_")


def flag(value: object, what: str, error: type[LayoutgenError] | None = None) -> bool:
    """``value``, an option that is True or False (numpy's bool too), as a bool; anything else
    is ``error`` (a LayoutError by default) naming the option ``what``: a truthy "no" would
    have turned the option on."""
    if is_boolean(value):
        return bool(value)
    raise (error or LayoutError)(f"{what}={value!r:.80}: give True or False")


def integral(value: object) -> int | None:
    """``value`` as a Python int where it is an integral number: an int or anything that says
    it is one through ``__index__`` (numpy's integers); None for anything else: a float (even
    2.0), a string, and a bool (a bool passes for an int by accident, never on purpose).

    Every check of a user-given integer (an offset, a range, a count, an index, a spec value)
    takes it through here, so that ``np.int64(256)`` is taken wherever ``256`` is."""
    if is_boolean(value):
        return None
    if type(value) is int:
        return value
    try:
        return operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        return None


def checked_index(value: object, what: str) -> int:
    """``value`` as an int (see :func:`integral`); a LayoutError naming ``what`` for a value
    that is no integral number."""
    n = integral(value)
    if n is None:
        raise LayoutError(f"{what} must be an integer, not {value!r}")
    return n


def checked_count(value: object, what: str, least: int = 1, most: int | None = None) -> int:
    """``value`` as an int (see :func:`integral`) of at least ``least`` and at most ``most``; a
    LayoutError naming ``what`` for anything else."""
    number = integral(value)
    if number is None or number < least or (most is not None and number > most):
        bounds = f"of at least {least}" if most is None else f"in {least}..{most}"
        raise LayoutError(f"{what} must be an integer {bounds}, not {value!r}")
    return number


def require_numpy(what: str):  # type: ignore[no-untyped-def]
    """The numpy module, or a MissingDependencyError naming ``what`` needs it."""
    try:
        import numpy
    except ImportError:
        raise MissingDependencyError("numpy", "numpy", what) from None
    return numpy
