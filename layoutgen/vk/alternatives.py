"""Choosing what a device must enable: each need's alternatives (vk.xml's ``<enable>``
forms) checked against the physical device, a supported one chosen, the feature put in the
struct this device's API version uses, and the extensions it takes enabled with theirs.

A feature is named by struct and member. Where the device's API version has the core
``VkPhysicalDeviceVulkanXYFeatures`` that took a struct over, the feature goes there (Vulkan
forbids chaining both); otherwise in the struct itself, with the extension that provides it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..errors import VulkanError
from ..vkxml.vkregistry import EXTENSIONS, FEATURE_STRUCTS, STRUCT_ALIASES, Enable
from . import featurechain
from .binding import Handle

_VERSION = re.compile(r"VK_VERSION_(\d+)_(\d+)$")
#: Aggregate struct -> the structs it took over.
_TAKEN_OVER: dict[str, list[str]] = {}
for _name, (_st, _prov, _members, _ext, _core) in FEATURE_STRUCTS.items():
    if _core is not None:
        _TAKEN_OVER.setdefault(_core, []).append(_name)


def version_of(name: str) -> tuple[int, int] | None:
    m = _VERSION.match(name)
    return (int(m.group(1)), int(m.group(2))) if m else None


@dataclass
class Choice:
    """What satisfying one alternative takes: features (struct, member) and extensions."""

    features: set[tuple[str, str]] = field(default_factory=set)
    extensions: set[str] = field(default_factory=set)


class Device:
    """The facts of a physical device that choosing alternatives asks about, queried once each."""

    def __init__(self, physical_device: Handle, name: str, api: tuple[int, int], extensions: set[str],
                 instance_extensions: set[str]) -> None:
        self.physical_device = physical_device
        self.name = name
        self.api = api
        self.extensions = extensions
        self.instance_extensions = instance_extensions
        self._support: dict[str, dict[str, bool]] = {}

    def has(self, name: str) -> bool:
        """A version the API version reaches, or an extension the device (or instance) offers."""
        v = version_of(name)
        if v is not None:
            return self.api >= v
        return name in self.extensions or name in self.instance_extensions

    def why_not(self, name: str) -> str:
        v = version_of(name)
        if v is not None:
            return f"Vulkan {v[0]}.{v[1]} (the device's API version is {self.api[0]}.{self.api[1]})"
        return f"{name} (not offered)"

    def provider(self, struct: str) -> str | None:
        """What makes ``struct`` usable here: a version ('' needs nothing enabled) or an
        extension to enable; None if the device has neither."""
        provided = FEATURE_STRUCTS[struct][1]
        if any(version_of(p) and self.has(p) for p in provided):
            return ""
        return next((p for p in provided if self.has(p)), None)

    def home(self, struct: str, member: str) -> str | None:
        """The struct this device takes ``member`` of ``struct`` in, or None."""
        struct = STRUCT_ALIASES.get(struct, struct)
        core = FEATURE_STRUCTS[struct][4]
        if struct in _TAKEN_OVER:
            candidates = [struct, *(s for s in _TAKEN_OVER[struct] if member in FEATURE_STRUCTS[s][2])]
        elif core is not None and member in FEATURE_STRUCTS[core][2]:
            candidates = [core, struct]
        else:
            candidates = [struct]
        return next((c for c in candidates if self.provider(c) is not None), None)

    def supports(self, struct: str, member: str) -> bool:
        if struct not in self._support:
            self._support.update(featurechain.query(self.physical_device, [struct]))
        return self._support[struct].get(member, False)

    def property_has(self, struct: str, member: str, value: int) -> bool:
        have = featurechain.query_property(self.physical_device, struct, member)
        return have is not None and (have & value) == value


def _requires(device: Device, requires: tuple[str, ...]) -> tuple[bool, set[str]]:
    """Whether any of ``requires`` holds, and the extension to enable for it (none for a version)."""
    if any(version_of(r) and device.has(r) for r in requires):
        return True, set()
    ext = next((r for r in requires if device.has(r)), None)
    return ext is not None, {ext} if ext else set()


def feature_choice(device: Device, struct: str, member: str, requires: tuple[str, ...] = ()) -> Choice | str:
    """The choice that enables ``struct.member``, or why the device cannot."""
    ok, exts = _requires(device, requires) if requires else (True, set())
    if not ok:
        return f"{struct}.{member} needs " + " or ".join(device.why_not(r) for r in requires)
    home = device.home(struct, member)
    if home is None:
        provided = FEATURE_STRUCTS[STRUCT_ALIASES.get(struct, struct)][1]
        return f"{struct}.{member} needs " + " or ".join(device.why_not(p) for p in provided)
    if not device.supports(home, member):
        return f"{home}.{member} is not supported"
    provider = device.provider(home)
    return Choice({(home, member)}, exts | ({provider} if provider else set()))


def alternative_choice(device: Device, alt: Enable) -> Choice | str:
    """One vk.xml ``<enable>`` against the device: what it takes, or why it fails."""
    if alt[0] == "version":
        return Choice() if device.has(alt[1]) else device.why_not(alt[1])
    if alt[0] == "extension":
        return Choice(extensions={alt[1]}) if device.has(alt[1]) else device.why_not(alt[1])
    if alt[0] == "feature":
        return feature_choice(device, alt[1], alt[2], alt[3])
    _kind, struct, member, value_name, value, requires = alt
    ok, exts = _requires(device, requires)
    if not ok:
        return f"{struct}.{member} needs " + " or ".join(device.why_not(r) for r in requires)
    if not device.property_has(struct, member, value):
        return f"{struct}.{member} lacks {value_name}"
    return Choice(extensions=exts)


def _satisfy(device: Device, expr: object, seen: set[str]) -> set[str] | None:
    """The device extensions that satisfy a dependency expression, or None."""
    if expr is None:
        return set()
    if isinstance(expr, str):
        if version_of(expr) is not None or expr not in EXTENSIONS or EXTENSIONS[expr][0] != "device":
            return set() if device.has(expr) or _promoted(device, expr) else None
        if expr in seen:
            return set()
        if expr not in device.extensions:
            return set() if _promoted(device, expr) else None
        deps = _satisfy(device, EXTENSIONS[expr][1], seen | {expr})
        return None if deps is None else {expr} | deps
    if not isinstance(expr, tuple) or not expr:
        raise TypeError(f"not a dependency expression: {expr!r}")
    op, parts = expr[0], expr[1:]
    results = [_satisfy(device, p, seen) for p in parts]
    if op == "and":
        return None if any(r is None for r in results) else set().union(*results)  # type: ignore[arg-type]
    found = [r for r in results if r is not None]
    return min(found, key=len) if found else None


def _promoted(device: Device, name: str) -> bool:
    promoted = EXTENSIONS.get(name, (None, None, None))[2]
    return promoted is not None and version_of(promoted) is not None and device.has(promoted)


def with_dependencies(device: Device, extensions: set[str]) -> set[str]:
    """``extensions`` and every device extension they depend on; VulkanError for one the
    device cannot satisfy."""
    out: set[str] = set()
    for ext in sorted(extensions):
        if ext not in EXTENSIONS:
            if ext not in device.extensions:
                raise VulkanError(f"{device.name} lacks device extension {ext}")
            out.add(ext)
            continue
        found = _satisfy(device, ext, set())
        if found is None:
            if ext not in device.extensions:
                raise VulkanError(f"{device.name} lacks device extension {ext}")
            raise VulkanError(f"{device.name}: {ext} needs {EXTENSIONS[ext][1]}, which the device lacks")
        out |= found | ({ext} if ext in device.extensions else set())
    return out
