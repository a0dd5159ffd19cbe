"""A stage's inputs and outputs as reflection reports them, and the location aliasing found
between them (frozen dataclasses with no raw SPIR-V ids in them)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .enumerants import BuiltIn
from .kinds import InterfaceStorage, LocationIssueKind, Qualifier, Severity
from .types import Type
from .vkenums import Format


@dataclass(frozen=True, slots=True)
class InterfaceVariable:
    """A stage input or output. ``locations`` is how many locations it takes; ``type`` is
    the per-vertex type (the outer per-vertex array of tessellation, geometry and mesh
    stages removed, see ``per_vertex``). Built-ins carry ``builtin`` and no location: a BuiltIn
    (a str, e.g. "Position"; one newer than layoutgen's grammar is its number as text).
    ``qualifiers`` holds the interpolation and storage decorations, each a Qualifier (a str:
    'flat', 'noperspective', 'centroid', 'sample', 'patch', 'per_primitive', 'per_vertex_khr').
    ``semantic`` is the HLSL semantic (``POSITION``, ``TEXCOORD0``) the ``UserSemantic``
    decoration gives, as the module spells it (glslang writes it with ``-fhlsl-functionality1``);
    None where the module has none."""

    #: The variable's name (OpName; a block member's name for a member), "" where the module has none.
    name: str
    #: Its Location decoration (a member's, or the block's plus its place); None for a built-in.
    location: int | None
    #: Its Component decoration (0 where none).
    component: int
    #: The vertex-attribute Format its type reads as (VK_FORMAT_...; UNDEFINED for a struct or matrix).
    format: Format
    type: Type
    locations: int
    builtin: BuiltIn | str | None = None
    qualifiers: frozenset[Qualifier] = frozenset()
    per_vertex: bool = False
    #: An interface block's members, as InterfaceVariables of their own.
    members: tuple[InterfaceVariable, ...] = ()
    #: The interface block (its type name) a built-in member came from, as gl_PerVertex.
    block: str | None = None
    #: The HLSL semantic of the UserSemantic decoration (see above); None where none.
    semantic: str | None = None

    @property
    def flat(self) -> bool:
        """Whether the variable is decorated Flat (no interpolation)."""
        return Qualifier.FLAT in self.qualifiers

    @property
    def noperspective(self) -> bool:
        """Whether the variable is interpolated without perspective (NoPerspective)."""
        return Qualifier.NOPERSPECTIVE in self.qualifiers

    @property
    def centroid(self) -> bool:
        """Whether the variable is sampled at the centroid (Centroid)."""
        return Qualifier.CENTROID in self.qualifiers

    @property
    def sample(self) -> bool:
        """Whether the variable is interpolated per sample (Sample)."""
        return Qualifier.SAMPLE in self.qualifiers

    @property
    def patch(self) -> bool:
        """Whether the variable is per patch, not per vertex (Patch)."""
        return Qualifier.PATCH in self.qualifiers

    @property
    def per_primitive(self) -> bool:
        """Whether the variable is per primitive (PerPrimitiveEXT, mesh shading)."""
        return Qualifier.PER_PRIMITIVE in self.qualifiers

    @property
    def interpolation(self) -> str:
        """"flat", "noperspective" or "smooth"."""
        if self.flat:
            return "flat"
        return "noperspective" if self.noperspective else "smooth"

    def to_dict(self) -> dict[str, Any]:
        """The variable as JSON-ready data (a block's members nested)."""
        d: dict[str, Any] = {"location": self.location, "component": self.component, "name": self.name,
                             "format": self.format.vk_name, "type": self.type.glsl(), "locations": self.locations}
        if self.builtin:
            d["builtin"] = self.builtin
        if self.semantic is not None:
            d["semantic"] = self.semantic
        if self.qualifiers:
            for q in sorted(self.qualifiers):
                d[q] = True
        if self.members:
            d["members"] = [m.to_dict() for m in self.members]
        return d


@dataclass(frozen=True, slots=True)
class AliasedVariable:
    """One side of a location alias: the variable (or block member), the components it takes
    at the shared location, and what it is there (``float32``, ``int32 flat``, ...)."""

    name: str
    components: tuple[int, ...]
    type: str
    qualifiers: str

    @property
    def text(self) -> str:
        comps = self.components
        where = f"component {comps[0]}" if len(comps) == 1 else f"components {comps[0]}-{comps[-1]}"
        return f"{self.name!r} ({self.type}{' ' + self.qualifiers if self.qualifiers else ''}, {where})"

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "components": list(self.components), "type": self.type,
                "qualifiers": self.qualifiers}


@dataclass(frozen=True, slots=True)
class LocationIssue:
    """Two inputs (or two outputs) of one entry point that share ``location`` but break a
    location-aliasing rule. ``kind`` is a LocationIssueKind: TYPE ("location-alias-type", numeric
    type or bit width differ) or QUALIFIERS ("location-alias-qualifiers", interpolation or
    auxiliary decorations differ); ``severity`` is Severity.ERROR where Vulkan forbids it
    (``rule``, ``vuid`` where the spec gives one), Severity.WARNING where only GLSL does;
    ``storage`` is InterfaceStorage.INPUT or OUTPUT. Each is a str enum: ``kind ==
    "location-alias-type"`` holds, and JSON writes the text."""

    severity: Severity
    kind: LocationIssueKind
    storage: InterfaceStorage
    location: int
    first: AliasedVariable
    second: AliasedVariable
    rule: str
    vuid: str | None = None

    @property
    def differ(self) -> str:
        """What the two differ in: "numeric type", "signedness", "bit width" or "interpolation or
        auxiliary qualifiers"."""
        if self.kind != LocationIssueKind.TYPE:
            return "interpolation or auxiliary qualifiers"
        a, b = self.first.type.rstrip("0123456789"), self.second.type.rstrip("0123456789")
        if a == b:
            return "bit width"
        return "numeric type" if "float" in (a, b) else "signedness"

    @property
    def message(self) -> str:
        return (f"{self.storage}s {self.first.text} and {self.second.text} share location {self.location} "
                f"but differ in {self.differ}: {self.rule}")

    def __str__(self) -> str:
        return f"{self.severity}: {self.message}" + (f" [{self.vuid}]" if self.vuid else "")

    def to_dict(self) -> dict[str, Any]:
        """The issue as JSON-ready data (``location_issues`` of an entry point)."""
        return {"severity": self.severity, "kind": self.kind, "storage": self.storage, "location": self.location,
                "variables": [self.first.to_dict(), self.second.to_dict()], "rule": self.rule, "vuid": self.vuid,
                "message": self.message}
