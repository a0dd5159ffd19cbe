"""The spellings reflection reports for SPIR-V enumerants (by value: execution models, modes,
built-ins, capabilities).

Where the grammar gives one value several names (``RayGenerationNV`` and
``RayGenerationKHR``), reflection reports the cross-vendor one: a name with no vendor
suffix first, then KHR, then EXT, then the grammar's first.
"""
from __future__ import annotations

from ..spirv import grammar_tables as g

_RANK = ("KHR", "EXT")


def _rank(name: str) -> int:
    for i, suffix in enumerate(_RANK):
        if name.endswith(suffix):
            return i + 1
    if name[-2:].isupper() and name[-3:-2].islower():
        return len(_RANK) + 1  # another vendor's suffix (NV, AMD, ...)
    return 0


def preferred(kind: str) -> dict[int, str]:
    """Value -> the preferred grammar spelling, for every value of the enum ``kind``."""
    out: dict[int, tuple[int, int, str]] = {}
    spelling = g.SPELLING[kind]
    for order, (member, value) in enumerate(g.members(kind).items()):
        name = spelling[value] if member != member.rstrip("_") else member
        key = (_rank(name), order, name)
        if value not in out or key < out[value]:
            out[value] = key
    return {v: k[2] for v, k in out.items()}


EXECUTION_MODELS = preferred("ExecutionModel")
EXECUTION_MODES = preferred("ExecutionMode")
BUILTINS = preferred("BuiltIn")
