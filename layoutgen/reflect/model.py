"""What reflection reports: frozen dataclasses with no raw SPIR-V ids in them."""
from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..errors import NotFoundError, ReflectionError
from .kinds import HeapKind, InterfaceStorage, LocationIssueKind, Qualifier, Severity
from .types import Block, Image, ScalarKind, SpecSize, Type
from .vkenums import DescriptorType, Format, ShaderStage

if TYPE_CHECKING:
    from .requirements import Requirements


class ExecutionModel(StrEnum):
    """An entry point's SPIR-V execution model, spelt as the grammar does (a str:
    ``ExecutionModel.GL_COMPUTE == "GLCompute"``); where the grammar gives a value two names,
    the cross-vendor one (``RayGenerationKHR``, not ``RayGenerationNV``)."""

    VERTEX = "Vertex"
    TESSELLATION_CONTROL = "TessellationControl"
    TESSELLATION_EVALUATION = "TessellationEvaluation"
    GEOMETRY = "Geometry"
    FRAGMENT = "Fragment"
    GL_COMPUTE = "GLCompute"
    KERNEL = "Kernel"
    TASK_NV = "TaskNV"
    MESH_NV = "MeshNV"
    RAY_GENERATION_KHR = "RayGenerationKHR"
    INTERSECTION_KHR = "IntersectionKHR"
    ANY_HIT_KHR = "AnyHitKHR"
    CLOSEST_HIT_KHR = "ClosestHitKHR"
    MISS_KHR = "MissKHR"
    CALLABLE_KHR = "CallableKHR"
    TASK_EXT = "TaskEXT"
    MESH_EXT = "MeshEXT"


@dataclass(frozen=True, slots=True)
class DescriptorBinding:
    """One descriptor binding as an entry point sees it.

    ``count`` is the number of descriptors (the product of ``array_dims``; 1 for no
    array, 0 for a runtime-sized array). ``spec_dims`` holds, per dimension, the
    specialization-constant size where one sizes it. ``accessed`` is the call-graph
    answer; ``in_interface`` whether the entry point's interface list names it (SPIR-V
    1.4 and later; None before 1.4, whose lists hold only inputs and outputs).
    """

    #: The descriptor set index (the DescriptorSet decoration).
    set: int
    #: The binding number (the Binding decoration).
    binding: int
    #: The DescriptorType a binding for this variable has (a storage buffer for a buffer block, ...).
    descriptor_type: DescriptorType
    count: int
    #: The variable's name (OpName), "" where the module has none.
    name: str
    #: The name of its type: the block's type name for a buffer, "" where none.
    type_name: str
    accessed: bool
    in_interface: bool | None = None
    array_dims: tuple[int | None, ...] = ()
    spec_dims: tuple[SpecSize | None, ...] = ()
    #: The buffer block's layout (members, offsets, sizes), for a uniform or storage buffer; None otherwise.
    block: Block | None = None
    #: The image type (dimension, depth, arrayed, multisampled, sampled, format), for an image or sampled image;
    #: None otherwise.
    image: Image | None = None
    #: The InputAttachmentIndex decoration of a subpass input; None otherwise.
    input_attachment_index: int | None = None
    #: The (set, binding) of an HLSL append/consume buffer's counter buffer (glslang's CounterBuffer decoration);
    #: None otherwise.
    counter: tuple[int, int] | None = None
    #: Whether every access is a read (NonWritable on the variable or all members of its block).
    non_writable: bool = False
    #: Whether every access is a write (NonReadable).
    non_readable: bool = False

    @property
    def runtime_sized(self) -> bool:
        """Whether a dimension is runtime-sized (the count then comes from the layout's bound)."""
        return None in self.array_dims

    def count_for(self, values: Mapping[int, Any] | None = None) -> int:
        """The descriptor count once specialization ``values`` ({spec id: value}) apply."""
        n = 1
        for dim, spec in zip(self.array_dims, self.spec_dims or (None,) * len(self.array_dims)):
            if dim is None:
                return 0
            n *= spec.evaluate(values) if spec is not None else dim
        return n

    def to_dict(self) -> dict[str, Any]:
        """The binding as JSON-ready data (schema layoutgen.reflect/2)."""
        d: dict[str, Any] = {
            "set": self.set, "binding": self.binding, "descriptor_type": self.descriptor_type.vk_name,
            "count": self.count, "name": self.name, "type_name": self.type_name, "accessed": self.accessed,
        }
        if self.in_interface is not None:
            d["in_interface"] = self.in_interface
        if self.array_dims:
            d["array_dims"] = [0 if n is None else n for n in self.array_dims]
        if self.spec_dims and any(self.spec_dims):
            d["spec_ids"] = [list(s.spec_ids) if s else None for s in self.spec_dims]
        if self.image is not None:
            d["image"] = _image_dict(self.image)
        if self.input_attachment_index is not None:
            d["input_attachment_index"] = self.input_attachment_index
        if self.counter is not None:
            d["counter"] = {"set": self.counter[0], "binding": self.counter[1]}
        if self.non_writable:
            d["non_writable"] = True
        if self.non_readable:
            d["non_readable"] = True
        d["block"] = self.block.to_dict() if self.block is not None else None
        return d


@dataclass(frozen=True, slots=True)
class PushConstantBlock:
    """A push-constant block: ``offset`` is its smallest member offset, ``size`` the end of its
    last member minus that offset (not rounded up)."""

    #: The variable's name (OpName), "" where the module has none.
    name: str
    #: The block's type name.
    type_name: str
    offset: int
    size: int
    #: The block's layout: members, offsets and sizes.
    block: Block
    #: Whether the entry point's call graph uses the block.
    accessed: bool
    #: Whether the entry point's interface list names it (SPIR-V 1.4 and later); None before 1.4.
    in_interface: bool | None = None

    def to_dict(self) -> dict[str, Any]:
        """The push-constant block as JSON-ready data."""
        d = {"name": self.name, "type_name": self.type_name, "offset": self.offset, "size": self.size,
             "accessed": self.accessed, "block": self.block.to_dict()}
        if self.in_interface is not None:
            d["in_interface"] = self.in_interface
        return d


@dataclass(frozen=True, slots=True)
class HeapAccess:
    """One place an entry point reads a descriptor heap (SPV_EXT_descriptor_heap): an untyped
    access chain into it, or a load straight from it.

    ``descriptor_type`` is the kind of descriptor the access reads, where the element type says
    it (an image, sampler, buffer, acceleration structure or tensor; None for plain data);
    ``type_name`` that element type. ``index`` is the constant array index (None where computed
    at run time). The array's stride is ``stride`` bytes where the module gives a number, or
    the device's size of one ``stride_size_of`` descriptor (``ArrayStrideIdEXT`` of an
    ``OpConstantSizeOfEXT``), which only the device knows. ``offset`` is the element's byte
    offset into the heap where constants give it, None where it depends on run-time values or
    descriptor sizes.
    """

    descriptor_type: DescriptorType | None
    type_name: str
    index: int | None = None
    stride: int | None = None
    stride_size_of: str | None = None
    offset: int | None = None
    #: The image type read, where the access reads an image; None otherwise.
    image: Image | None = None

    def to_dict(self) -> dict[str, Any]:
        """The access as JSON-ready data."""
        d: dict[str, Any] = {
            "descriptor_type": self.descriptor_type.vk_name if self.descriptor_type is not None else None,
            "type_name": self.type_name, "index": self.index, "stride": self.stride,
            "stride_size_of": self.stride_size_of, "offset": self.offset}
        if self.image is not None:
            d["image"] = _image_dict(self.image)
        return d


@dataclass(frozen=True, slots=True)
class DescriptorHeap:
    """A descriptor heap an entry point reaches: ``heap`` is a HeapKind, RESOURCE ("resource", the
    variable decorated ``BuiltIn ResourceHeapEXT``: images, buffers, acceleration structures,
    tensors) or SAMPLER ("sampler", ``SamplerHeapEXT``). No descriptor set layout describes a
    heap: a pipeline that reads one is made for VK_EXT_descriptor_heap and the heap bound by
    address. ``accessed`` and ``in_interface`` mean what they mean for a binding; ``accesses``
    are the distinct accesses of the entry point's call tree, in the order they appear.
    """

    heap: HeapKind
    #: The heap variable's name (OpName), "" where the module has none.
    name: str
    accessed: bool
    in_interface: bool | None = None
    accesses: tuple[HeapAccess, ...] = ()

    @property
    def builtin(self) -> str:
        """The built-in that declares the heap: 'ResourceHeapEXT' or 'SamplerHeapEXT'."""
        return HeapKind(self.heap).builtin

    def to_dict(self) -> dict[str, Any]:
        """The heap as JSON-ready data."""
        d: dict[str, Any] = {"heap": self.heap, "builtin": self.builtin, "name": self.name, "accessed": self.accessed}
        if self.in_interface is not None:
            d["in_interface"] = self.in_interface
        d["accesses"] = [a.to_dict() for a in self.accesses]
        return d


def _image_dict(i: Image) -> dict[str, Any]:
    return {"dim": i.dim, "depth": i.depth, "arrayed": i.arrayed, "multisampled": i.multisampled,
            "sampled": i.sampled, "format": i.format, "vk_format": i.vk_format.vk_name}


@dataclass(frozen=True, slots=True)
class InterfaceVariable:
    """A stage input or output. ``locations`` is how many locations it takes; ``type`` is
    the per-vertex type (the outer per-vertex array of tessellation, geometry and mesh
    stages removed, see ``per_vertex``). Built-ins carry ``builtin`` and no location.
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
    builtin: str | None = None
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
    axis ("x", "y" or "z") it sizes, where it is the entry point's workgroup size's (a
    ``local_size_x_id`` constant, which glslang leaves unnamed)."""

    name: str
    type: ScalarKind
    width: int
    default: bool | int | float
    workgroup_axis: str | None = None

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
    constants an ``OpExecutionModeId`` names)."""

    name: str
    operands: tuple[int | float | bool, ...] = ()


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
        x, y, z = (int(vals[i]) if i is not None and i in vals else n for n, i in zip(self.workgroup_size, ids))
        return x, y, z

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
    #: The OpCapability and OpExtension names the module declares.
    capabilities: tuple[str, ...] = ()
    #: The OpExtension names the module declares.
    extensions: tuple[str, ...] = ()
    #: The module's words as little-endian bytes (what a shader module is created from).
    code: bytes = field(default=b"", repr=False, compare=False)
    #: The source language its OpSource names, as the grammar spells it ("GLSL", "HLSL",
    #: "Slang", ...); None where the module has no OpSource.
    source_language: str | None = None
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
        what = f"entry point {name!r}" if name else "an entry point"
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
