"""The names of device limits and features that a caller hands the checks, read against
vk.xml's tables (``layoutgen.vkxml.vkregistry``): a misspelt name is refused, with the
nearest known one, where ignoring it would leave a check undone without a word."""
from __future__ import annotations

import reprlib
from collections.abc import Iterable, Mapping
from difflib import get_close_matches
from functools import cache

from ..errors import LayoutError


def _nearest(name: str, known: Iterable[str]) -> str:
    """``; did you mean 'X'?`` where a known name is close to ``name``, else ``""``."""
    close = get_close_matches(name, list(known), n=1)
    return f"; did you mean {close[0]!r}?" if close else ""


def check_limit_names(limits: Mapping[str, object]) -> None:
    """Raise LayoutError for a key of ``limits`` that names no device limit (no member of
    VkPhysicalDeviceLimits or of a property struct in vk.xml)."""
    from ..vkxml.vkregistry import DEVICE_LIMITS

    for name in limits:
        if not isinstance(name, str):
            raise LayoutError(f"limits maps device limit names to integers ({{'maxBoundDescriptorSets': 8}}), not "
                              f"{reprlib.repr(name)} to a value")
        if name not in DEVICE_LIMITS:
            raise LayoutError(f"limits: no device limit is named {name!r} (neither VkPhysicalDeviceLimits nor a "
                              f"property struct of vk.xml has such a member){_nearest(name, DEVICE_LIMITS)}")


@cache
def _feature_members() -> frozenset[str]:
    from ..vkxml.vkregistry import FEATURE_STRUCTS

    return frozenset(m for _st, _prov, members, _ext, _core in FEATURE_STRUCTS.values() for m in members)


def feature_parts(name: str) -> tuple[str, str] | None:
    """(struct, member) of the feature ``name`` names, as ``member`` (struct ``""``) or
    ``Struct.member`` (the struct's alias resolved); None where no feature struct of vk.xml has
    such a member."""
    from ..vkxml.vkregistry import FEATURE_STRUCTS, STRUCT_ALIASES

    struct, dot, member = name.rpartition(".")
    if not dot:
        return ("", member) if member in _feature_members() else None
    struct = STRUCT_ALIASES.get(struct, struct)
    return (struct, member) if struct in FEATURE_STRUCTS and member in FEATURE_STRUCTS[struct][2] else None


def unknown_feature(name: str) -> str:
    """What is wrong with a feature name that :func:`feature_parts` does not know, with the
    nearest known member name, or the structs that hold the member."""
    from ..vkxml.vkregistry import FEATURE_STRUCTS, STRUCT_ALIASES

    struct, _, member = name.rpartition(".")
    if member not in _feature_members():
        return f"{name!r}: no feature struct of vk.xml has a member {member!r}{_nearest(member, _feature_members())}"
    holders = ", ".join(sorted(s for s, row in FEATURE_STRUCTS.items() if member in row[2]))
    if STRUCT_ALIASES.get(struct, struct) not in FEATURE_STRUCTS:
        return f"{name!r}: vk.xml has no feature struct {struct!r}; {member!r} is a member of {holders}"
    return f"{name!r}: {struct} has no member {member!r}; it is a member of {holders}"


def feature_members(features: Iterable[str]) -> frozenset[str]:
    """The member names of ``features`` (each a member name or ``Struct.member``): what the
    rules that depend on a feature look for, whichever struct enabled it. An unknown name is
    a LayoutError."""
    out = set()
    for name in features:
        if not isinstance(name, str):
            raise LayoutError(f"features is a list of device feature names (['maintenance4']), not one holding "
                              f"{reprlib.repr(name)}")
        parts = feature_parts(name)
        if parts is None:
            raise LayoutError(f"features: {unknown_feature(name)}")
        out.add(parts[1])
    return frozenset(out)
