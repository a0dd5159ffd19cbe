"""What reflection reports of a module and its entry points (frozen dataclasses with no raw SPIR-V
ids in them); what an entry point binds is in :mod:`.descriptor_model`, its inputs and outputs in
:mod:`.interface_model`."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..errors import LayoutError, NotFoundError, ReflectionError, integral
from .descriptor_model import DescriptorBinding, DescriptorHeap, PushConstantBlock
from .interface_model import InterfaceVariable, LocationIssue
from .enumerants import Capability, ExecutionModeName, ExecutionModel, SourceLanguage
from .kinds import Axis, Severity
from .requirements import Requirements
from .types import ScalarKind
from .vkenums import ShaderStage


@dataclass(frozen=True, slots=True)
class SpecializationConstant:
    """``type`` is a ScalarKind (a str: 'bool', 'int', 'uint' or 'float') with ``width`` bits;
    ``default`` the value."""

    #: Its SpecId.
    id: int
    #: The constant's name (OpName), "" where the module has none.
    name: str
    type: ScalarKind
    width: int
    default: bool | int | float

    def to_dict(self) -> dict[str, Any]:
        """The constant as JSON-ready data."""
        return {"id": self.id, "name": self.name, "type": self.type, "width": self.width, "default": self.default}


@dataclass(frozen=True, slots=True)
class SharedSpecConstant:
    """One of the specialization constants that share a SpecId (see :class:`SpecIdIssue`):
    its name ("" where the module gives none), type, width and default, and the workgroup
    axis (an Axis: "x", "y" or "z") it sizes, where it is the entry point's workgroup size's (a
    ``local_size_x_id`` constant, which glslang leaves unnamed)."""

    name: str
    type: ScalarKind
    width: int
    default: bool | int | float
    workgroup_axis: Axis | None = None

    @property
    def text(self) -> str:
        """How messages name it: ``'LEVELS' (int32, default 1)``, or ``the workgroup size's x
        (uint32, default 64)``."""
        what = (f"the workgroup size's {self.workgroup_axis}" if self.workgroup_axis
                else repr(self.name) if self.name else "an unnamed constant")
        return f"{what} ({self.type}{self.width or ''}, default {self.default})"

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "type": self.type, "width": self.width, "default": self.default,
                "workgroup_axis": self.workgroup_axis}


@dataclass(frozen=True, slots=True)
class SpecIdIssue:
    """Specialization constants that share ``spec_id`` but differ in their default (or their
    width): glslang gives a ``local_size_x_id = N`` constant and the shader's own
    ``constant_id = N`` one the same SpecId. A specialization value for the id sets every one of
    them, and without one each keeps its own default, so the workgroup size (or the constant)
    is not what one of the two declarations says. Always a warning (Vulkan allows it);
    ``constants`` holds one of each distinct default, a named one where there is one."""

    spec_id: int
    constants: tuple[SharedSpecConstant, ...]
    severity: Severity = Severity.WARNING

    @property
    def message(self) -> str:
        named = [c.text for c in self.constants]
        listed = ", ".join(named[:-1]) + " and " + named[-1]
        return (f"SpecId {self.spec_id} is shared by {listed}: a specialization value for SpecId {self.spec_id} "
                "sets all of them, and without one each keeps its own default; give them distinct ids "
                "(constant_id, local_size_x_id)")

    def __str__(self) -> str:
        return f"{self.severity}: {self.message}"

    def to_dict(self) -> dict[str, Any]:
        """The issue as JSON-ready data (``spec_id_issues`` of an entry point)."""
        return {"severity": self.severity, "spec_id": self.spec_id,
                "constants": [c.to_dict() for c in self.constants], "message": self.message}


@dataclass(frozen=True, slots=True)
class ExecutionMode:
    """An execution mode, its grammar name and its operands (literals, or the values of the
    constants an ``OpExecutionModeId`` names). ``name`` is an ExecutionModeName (a str, e.g.
    "LocalSize"); one newer than layoutgen's grammar is its number as text."""

    name: ExecutionModeName | str
    operands: tuple[int | float | bool, ...] = ()


@dataclass(frozen=True, slots=True)
class EntryPoint:
    """One entry point of a module: what a pipeline stage made from it needs of its layout.

    ``descriptor_bindings`` are pruned as the SPIR-V specification says (the interface list
    for SPIR-V 1.4 and later, static use before), sorted by set and binding; ``inputs`` and
    ``outputs`` are the user stage interface (interface blocks keep their members),
    ``builtin_inputs``/``builtin_outputs`` the built-ins; ``execution_model`` is an
    ExecutionModel (a str, e.g. "GLCompute"; one newer than layoutgen's grammar is its number
    as text); ``stage`` is None for an execution model Vulkan has no stage for (e.g. Kernel). ``descriptor_heaps`` are the descriptor heaps
    it reaches (SPV_EXT_descriptor_heap), pruned as bindings are.
    """
    #: The entry point's name (OpEntryPoint).
    name: str
    execution_model: ExecutionModel | str
    stage: ShaderStage | None
    descriptor_bindings: tuple[DescriptorBinding, ...]
    #: The push-constant blocks it reaches (at most one for Vulkan), pruned as bindings are.
    push_constants: tuple[PushConstantBlock, ...]
    inputs: tuple[InterfaceVariable, ...]
    outputs: tuple[InterfaceVariable, ...]
    builtin_inputs: tuple[InterfaceVariable, ...]
    builtin_outputs: tuple[InterfaceVariable, ...]
    #: The specialization constants it reaches (its call graph's, and the workgroup size's).
    specialization_constants: tuple[SpecializationConstant, ...]
    #: Its OpExecutionMode(Id) instructions, by the grammar's names, with their literal operands.
    execution_modes: tuple[ExecutionMode, ...]
    #: A compute-like stage's workgroup size at the constants' defaults (LocalSize, LocalSizeId or the WorkgroupSize
    #: built-in); None for other stages.
    workgroup_size: tuple[int, int, int] | None = None
    #: Per axis, the SpecId of the constant that sizes it (None for a literal axis); None where no axis is a
    #: constant.
    workgroup_size_spec_ids: tuple[int | None, int | None, int | None] | None = None
    descriptor_heaps: tuple[DescriptorHeap, ...] = ()
    #: Inputs (or outputs) that share a Location but break a location-aliasing rule: errors where
    #: Vulkan forbids it, warnings where only GLSL does (see :mod:`.aliasing`).
    location_issues: tuple[LocationIssue, ...] = ()
    #: Specialization constants sharing a SpecId with different defaults (warnings).
    spec_id_issues: tuple[SpecIdIssue, ...] = ()

    def binding(self, set: int, binding: int) -> DescriptorBinding:
        """The binding at ``set`` and ``binding``; a NotFoundError (a KeyError) where there is none."""
        for b in self.descriptor_bindings:
            if b.set == set and b.binding == binding:
                return b
        raise NotFoundError(f"entry point {self.name!r} uses no set {set} binding {binding}")

    def workgroup_size_for(self, values: Mapping[int, Any] | None = None) -> tuple[int, int, int] | None:
        """The workgroup size once specialization ``values`` ({spec id: value}) apply: a
        dimension a specialization constant sizes takes its value, the others their own
        (``workgroup_size`` is the size with none given). None where the entry point has no
        workgroup size."""
        if self.workgroup_size is None:
            return None
        ids = self.workgroup_size_spec_ids or (None, None, None)
        vals = values or {}
        if not isinstance(vals, Mapping):
            raise LayoutError(f"workgroup_size_for() takes {{spec id: value}}, not {vals!r:.80}")
        size = []
        for n, i in zip(self.workgroup_size, ids):
            given = vals[i] if i is not None and i in vals else n
            number = integral(given)
            if number is None or not 1 <= number <= 0xFFFFFFFF:  # a workgroup size is a 32-bit uint of at least 1
                raise LayoutError(f"workgroup size: specialization constant {i} sizes it, so its value is an integer "
                                  f"of at least 1 below 2**32, not {given!r:.80}")
            size.append(number)
        return size[0], size[1], size[2]

    def to_dict(self) -> dict[str, Any]:
        """The entry point as JSON-ready data (schema layoutgen.reflect/2; ``location_issues``,
        ``spec_id_issues`` and ``descriptor_heaps`` only where there are any)."""
        d: dict[str, Any] = {
            "name": self.name,
            "execution_model": self.execution_model,
            "stage": self.stage.vk_names[0] if self.stage else None,
            "descriptor_bindings": [b.to_dict() for b in self.descriptor_bindings],
            "push_constants": [p.to_dict() for p in self.push_constants],
            "inputs": [v.to_dict() for v in self.inputs],
            "outputs": [v.to_dict() for v in self.outputs],
            "builtin_inputs": [v.builtin for v in self.builtin_inputs],
            "builtin_outputs": [v.builtin for v in self.builtin_outputs],
            "specialization_constants": [s.to_dict() for s in self.specialization_constants],
            "workgroup_size": list(self.workgroup_size) if self.workgroup_size else None,
            "workgroup_size_spec_ids": list(self.workgroup_size_spec_ids) if self.workgroup_size_spec_ids else None,
            "execution_modes": [{"name": m.name, "operands": list(m.operands)} for m in self.execution_modes],
        }
        if self.location_issues:
            d["location_issues"] = [i.to_dict() for i in self.location_issues]
        if self.spec_id_issues:
            d["spec_id_issues"] = [i.to_dict() for i in self.spec_id_issues]
        if self.descriptor_heaps:
            d["descriptor_heaps"] = [h.to_dict() for h in self.descriptor_heaps]
        return d


@dataclass(frozen=True, slots=True)
class Module:
    """A reflected SPIR-V module: its version, entry points, specialization constants, every
    descriptor binding it declares (``declared_bindings``, with ``accessed`` if any entry point
    uses it), and the capabilities and extensions it declares. ``reflect()`` makes one.
    """
    #: The path it was read from, or the file name given to reflect(); None for bytes with no name.
    file: str | None
    #: The SPIR-V version of its header, as (major, minor).
    spirv_version: tuple[int, int]
    #: The generator magic number of its header (the tool that wrote it).
    generator: int
    #: Each OpEntryPoint, reflected.
    entry_points: tuple[EntryPoint, ...]
    #: Every specialization constant the module declares.
    specialization_constants: tuple[SpecializationConstant, ...] = ()
    #: Every descriptor binding the module declares; ``accessed`` if any entry point uses it.
    declared_bindings: tuple[DescriptorBinding, ...] = field(default=(), repr=False)
    #: The capabilities the module declares (OpCapability), each a Capability (a str, e.g.
    #: "Shader"); one newer than layoutgen's grammar is its number as text.
    capabilities: tuple[Capability | str, ...] = ()
    #: The OpExtension names the module declares.
    extensions: tuple[str, ...] = ()
    #: The module's words as little-endian bytes (what a shader module is created from).
    code: bytes = field(default=b"", repr=False, compare=False)
    #: The source language its OpSource names, a SourceLanguage (a str, as the grammar spells
    #: it: "GLSL", "HLSL", "Slang", ...; one newer than layoutgen's grammar is its number as
    #: text); None where the module has no OpSource.
    source_language: SourceLanguage | str | None = None
    _requirements: Requirements | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def requirements(self) -> Requirements:
        """What the module's contents ask of the device beyond its capabilities and extensions
        (see :mod:`.requirements`), read from ``code`` on first use."""
        if self._requirements is None:
            from .requirements import requirements_of  # read only where features are wanted

            object.__setattr__(self, "_requirements", requirements_of(self.code))
        return self._requirements  # type: ignore[return-value]

    @property
    def version_text(self) -> str:
        """The SPIR-V version as text, e.g. "1.6"."""
        return f"{self.spirv_version[0]}.{self.spirv_version[1]}"

    def entry_point(self, name: str | None = None, stage: ShaderStage | str | None = None) -> EntryPoint:
        """The entry point called ``name`` (of ``stage`` where several share the name): a
        NotFoundError (a KeyError) where none matches, a ReflectionError (a ValueError) where
        more than one does and ``stage`` would tell them apart."""
        found = [ep for ep in self.entry_points
                 if (name is None or ep.name == name) and _stage_matches(ep, stage)]
        if len(found) == 1:
            return found[0]
        have = ", ".join(f"{ep.name} ({ep.execution_model})" for ep in self.entry_points) or "none"
        what = f"entry point {name!r}" if name else "entry point"
        if stage is not None:
            what += f" of stage {stage}"
        if not found:
            raise NotFoundError(f"{self.file or 'module'}: no {what}; it has: {have}")
        raise ReflectionError(f"{self.file or 'module'}: {what} is ambiguous; it has: {have}")

    def to_dict(self) -> dict[str, Any]:
        """The module as JSON-ready data (one entry of ``layoutgen reflect --json``)."""
        return {"file": self.file, "spirv_version": self.version_text, "capabilities": list(self.capabilities),
                "extensions": list(self.extensions), "entry_points": [ep.to_dict() for ep in self.entry_points]}


def _stage_matches(ep: EntryPoint, stage: ShaderStage | str | None) -> bool:
    if stage is None:
        return True
    if isinstance(stage, str):
        return stage == ep.execution_model or (ep.stage is not None and stage in ep.stage.vk_names)
    return ep.stage == stage
