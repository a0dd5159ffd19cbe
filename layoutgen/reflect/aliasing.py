"""Location aliasing: variables or block members of one entry point's inputs (or outputs)
that share a Location, and what they must then agree on.

Vulkan lets variables share a Location as long as no Component is taken twice ("Location and
Component Assignment"); it asks more of two interfaces only:

- vertex shader inputs: every input at a Location is fed by the one attribute there, whose
  format must have the numeric type of all of them (VUID-VkGraphicsPipelineCreateInfo-Input-08733)
  and be 64-bit exactly where they are (-pVertexInputState-08929 and -08930);
- fragment shader outputs: two variables within one Location must have the same numeric
  type ("Fragment Output Interface"; the spec gives this rule no VUID).

GLSL (4.60, section 4.4.1) asks more everywhere: aliases sharing a location must have the same
underlying numerical type (floating-point or integer) and bit width, and the same auxiliary
storage and interpolation qualification. glslang enforces this from its 2025 releases, so
SPIR-V made by older compilers or by hand may break it; layoutgen reports those as warnings.

Per-patch variables (Patch) have locations of their own, apart from per-vertex ones, so the
two are never compared.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator

from .interface import MAX_LOCATIONS, flatten, leaves
from .kinds import InterfaceStorage, LocationIssueKind, Qualifier, ScalarKind, Severity
from .interface_model import AliasedVariable, InterfaceVariable, LocationIssue
from .types import Vector, scalar_of
from .vkenums import ShaderStage

#: Where the rule comes from, as findings and reflection name it.
GLSL_RULE = "GLSL 4.60 section 4.4.1 forbids it (Vulkan allows it)"
VERTEX_TYPE_VUID = "VUID-VkGraphicsPipelineCreateInfo-Input-08733"
VERTEX_64_VUID = "VUID-VkGraphicsPipelineCreateInfo-pVertexInputState-08929"
VERTEX_32_VUID = "VUID-VkGraphicsPipelineCreateInfo-pVertexInputState-08930"
FRAGMENT_OUTPUT_RULE = "Vulkan's Fragment Output Interface asks one numeric type of a location's outputs"
VERTEX_TYPE_RULE = "Vulkan asks the one vertex attribute at a location to have the numeric type of every input there"
VERTEX_WIDTH_RULE = "Vulkan asks the one vertex attribute at a location to be 64-bit exactly where its inputs are"
#: The decorations aliases must share under GLSL's rule; Patch separates location spaces instead.
QUALIFIERS = (Qualifier.FLAT, Qualifier.NOPERSPECTIVE, Qualifier.CENTROID, Qualifier.SAMPLE, Qualifier.PER_PRIMITIVE,
              Qualifier.PER_VERTEX_KHR)


# (index, name, kind, width, qualifiers) of one variable (its index among the flattened ones)
_Piece = tuple[int, str, ScalarKind, int, tuple[Qualifier, ...]]


def _pieces(index: int, v: InterfaceVariable) -> Iterator[tuple[int, int, _Piece]]:
    """(location, component, piece) for each component ``v`` takes (a 64-bit one takes two)."""
    if v.location is None or v.locations > MAX_LOCATIONS:
        return
    quals = tuple(q for q in QUALIFIERS if q in v.qualifiers)
    for loc, t in leaves(v.type, v.location):
        s = scalar_of(t)
        if s is None:
            continue
        count = (t.count if isinstance(t, Vector) else 1) * (2 if s.width == 64 else 1)
        for k in range(count):
            yield loc + (v.component + k) // 4, (v.component + k) % 4, (index, v.name, s.kind, s.width, quals)


def _by_location(flat: list[InterfaceVariable]) -> dict[tuple[bool, int], dict[_Piece, list[int]]]:
    """(per patch, location) -> each variable there (in declaration order) -> its components."""
    out: dict[tuple[bool, int], dict[_Piece, list[int]]] = {}
    for index, v in enumerate(flat):
        for loc, comp, piece in _pieces(index, v):
            out.setdefault((v.patch, loc), {}).setdefault(piece, []).append(comp)
    return out


def _numeric(kind: ScalarKind) -> str:
    return "float" if kind == ScalarKind.FLOAT else "integer"


def _type_rule(stage: ShaderStage | None, storage: InterfaceStorage, a: _Piece, b: _Piece
               ) -> tuple[Severity, str, str | None] | None:
    """(severity, rule, vuid) where ``a`` and ``b`` may not share a location for their types."""
    if stage == ShaderStage.VERTEX and storage is InterfaceStorage.INPUT:
        if a[2] != b[2]:
            return Severity.ERROR, VERTEX_TYPE_RULE, VERTEX_TYPE_VUID
        if (a[3] == 64) != (b[3] == 64):
            vuid = VERTEX_64_VUID if a[3] == 64 else VERTEX_32_VUID
            return Severity.ERROR, VERTEX_WIDTH_RULE, vuid
    if stage == ShaderStage.FRAGMENT and storage is InterfaceStorage.OUTPUT and a[2] != b[2]:
        return Severity.ERROR, FRAGMENT_OUTPUT_RULE, None
    if _numeric(a[2]) != _numeric(b[2]) or a[3] != b[3]:
        return Severity.WARNING, GLSL_RULE, None
    return None


def _side(piece: _Piece, comps: list[int]) -> AliasedVariable:
    return AliasedVariable(name=piece[1], components=tuple(sorted(comps)), type=f"{piece[2]}{piece[3]}",
                           qualifiers=" ".join(piece[4]) or "smooth")


def _shares_a_location(flat: list[InterfaceVariable]) -> bool:
    """Whether any two of ``flat`` may share a location (most interfaces: none; a quick test)."""
    if len(flat) < 2:
        return False
    spans = sorted((v.location, v.location + max(v.locations, 1)) for v in flat if v.location is not None)
    return any(later[0] < earlier[1] for earlier, later in zip(spans, spans[1:]))


def _storage_issues(stage: ShaderStage | None, storage: InterfaceStorage, vars_: Iterable[InterfaceVariable]
                    ) -> list[LocationIssue]:
    out: list[LocationIssue] = []
    flat = flatten(vars_)
    if not _shares_a_location(flat):
        return out
    seen: set[tuple[int, int, LocationIssueKind]] = set()
    for (_patch, loc), pieces in sorted(_by_location(flat).items()):
        items = list(pieces.items())
        first, first_comps = items[0]
        for piece, comps in items[1:]:
            found: list[tuple[LocationIssueKind, Severity, str, str | None]] = []
            typed = _type_rule(stage, storage, first, piece)
            if typed:
                found.append((LocationIssueKind.TYPE, *typed))
            if first[4] != piece[4]:
                found.append((LocationIssueKind.QUALIFIERS, Severity.WARNING, GLSL_RULE, None))
            for kind, severity, rule, vuid in found:
                if (first[0], piece[0], kind) in seen:
                    continue  # one issue a pair, at the first location they share
                seen.add((first[0], piece[0], kind))
                out.append(LocationIssue(severity=severity, kind=kind, storage=storage, location=loc,
                                         first=_side(first, first_comps), second=_side(piece, comps), rule=rule,
                                         vuid=vuid))
    return out


def location_issues(stage: ShaderStage | None, inputs: Iterable[InterfaceVariable],
                    outputs: Iterable[InterfaceVariable]) -> tuple[LocationIssue, ...]:
    """Every location alias among ``inputs`` and among ``outputs`` that breaks a rule, errors first."""
    found = (_storage_issues(stage, InterfaceStorage.INPUT, inputs)
             + _storage_issues(stage, InterfaceStorage.OUTPUT, outputs))
    return tuple(sorted(found, key=lambda i: i.severity is not Severity.ERROR)) if found else ()
