"""A device requirement and its alternatives: what vk.xml says a feature, by member name or
``Struct.member``, can be enabled in."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ..layout.device_names import feature_parts
from ..vkxml.vkregistry import FEATURE_STRUCTS, Enable
from .alternatives import version_of


def _struct_rank(name: str) -> tuple[int, str]:
    """Core structs first, then KHR, EXT, then other vendors' (for a feature named bare)."""
    provided = FEATURE_STRUCTS[name][1]
    if any(version_of(p) for p in provided):
        return 0, name
    for rank, suffix in ((1, "KHR"), (2, "EXT")):
        if name.endswith(suffix):
            return rank, name
    return 3, name


def _holders() -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for struct, (_st, _prov, members, _ext, _core) in FEATURE_STRUCTS.items():
        for m in members:
            out.setdefault(m, []).append(struct)
    return {m: sorted(structs, key=_struct_rank) for m, structs in out.items()}


#: Feature member name -> the structs that hold it, most preferred first.
_HOLDERS = _holders()


@dataclass(frozen=True, slots=True)
class Need:
    """One requirement: any of ``alternatives`` (vk.xml ``<enable>`` tuples) satisfies it.
    ``what`` names it in errors, ``sources`` the modules that asked (not part of equality)."""

    what: str
    alternatives: tuple[Enable, ...]
    sources: frozenset[str] = field(default=frozenset(), compare=False)


def feature_alternatives(name: str) -> tuple[Enable, ...]:
    """The alternatives of a feature named ``member`` or ``Struct.member``; () if unknown."""
    parts = feature_parts(name)
    if parts is None:
        return ()
    struct, member = parts
    if struct:
        return (("feature", struct, member, ()),)
    return tuple(("feature", s, member, ()) for s in _HOLDERS[member])


def feature_need(name: str, why: str = "", sources: Iterable[str] = ()) -> Need:
    """The need of one feature by name, e.g. ``feature_need("scalarBlockLayout", "...")``."""
    return Need(f"feature {name}" + (f" ({why})" if why else ""), feature_alternatives(name), frozenset(sources))
