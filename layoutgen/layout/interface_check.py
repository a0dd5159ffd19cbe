"""Stage interfaces: does each stage's output feed the next stage's input? And does a
vertex-input state feed the vertex shader?

Locations are compared component by component (a 64-bit component takes two), as the
Khronos layer does; each finding names the rule by its current VUID (see :mod:`.vuids`).
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ..reflect.interface import MAX_LOCATIONS, flatten, leaves, locations_of
from ..reflect.interface_model import InterfaceVariable
from ..reflect.types import Array, ScalarKind, Struct, Type, Vector, scalar_of
from ..reflect.vkenums import Format, ShaderStage
from . import vuids
from .findings import Finding, FindingKind, Severity
from ..memo import ByIdentity
from .stages import Stage
from .vertex import VertexAttribute, VertexInputDesc

NOT_PRODUCED = vuids.INPUT_NOT_PRODUCED
TYPE_MISMATCH = vuids.INTERFACE_TYPE_MISMATCH
NOT_CONSUMED = vuids.OUTPUT_NOT_CONSUMED
OUTPUT_WIDER = vuids.OUTPUT_WIDER_THAN_INPUT
#: The order stages feed one another.
_ORDER = (ShaderStage.VERTEX, ShaderStage.TESSELLATION_CONTROL, ShaderStage.TESSELLATION_EVALUATION,
          ShaderStage.GEOMETRY, ShaderStage.TASK_EXT, ShaderStage.MESH_EXT, ShaderStage.FRAGMENT)

@dataclass(frozen=True, slots=True)
class _Component:
    """What one 32-bit component of an interface holds."""

    kind: ScalarKind
    width: int
    #: The variable (or block member) it belongs to.
    name: str
    interpolation: str
    in_block: bool
    #: Per patch (Patch), not per vertex: both sides must agree (Interface Matching).
    patch: bool = False


#: (location, component) -> what the interface holds there (per-patch and per-vertex variables
#: share the locations, as glslang and spirv-val take them).
Slots = dict[tuple[int, int], _Component]


def _pieces(t: Type, location: int) -> Iterator[tuple[int, Type]]:
    """(location, scalar or vector type) of each piece ``t`` lays out from ``location``, as
    :func:`leaves` gives them, structs included: each member of a struct (nested, or the element
    of an array of structs) from the location after the previous member's, as the spec's
    "Location Assignment" places them, so that a member's type is matched as a variable's is."""
    if isinstance(t, Struct):
        for m in t.members:
            yield from _pieces(m.type, location)
            location += locations_of(m.type)
        return
    if isinstance(t, Array) and _holds_struct(t):
        for _ in range(t.length or 0):
            yield from _pieces(t.element, location)
            location += locations_of(t.element)
        return
    yield from leaves(t, location)


def _holds_struct(t: Type) -> bool:
    while isinstance(t, Array):
        t = t.element
    return isinstance(t, Struct)


def _flat(vars_: Sequence[InterfaceVariable]) -> list[tuple[InterfaceVariable, bool]]:
    """Every variable, interface blocks (and structs) replaced by their members, each with
    whether it came from one: the layer matches a block only with a block."""
    return [(m, bool(v.members)) for v in vars_ for m in flatten([v])]


def _slots(v: InterfaceVariable, in_block: bool = False) -> Slots:
    """The components ``v`` occupies (arrays and matrices across locations)."""
    out: Slots = {}
    if v.location is None or v.locations > MAX_LOCATIONS:
        return out
    for loc, t in _pieces(v.type, v.location):
        s = scalar_of(t)
        if s is None:
            continue
        count = (t.count if isinstance(t, Vector) else 1) * (2 if s.width == 64 else 1)
        held = _Component(kind=s.kind, width=s.width, name=v.name, interpolation=v.interpolation, in_block=in_block,
                          patch=v.patch)
        for k in range(count):  # a 64-bit component takes two 32-bit ones
            out[(loc + (v.component + k) // 4, (v.component + k) % 4)] = held
    return out


#: Each stage's place in :data:`_ORDER`.
_RANK = {stage: i for i, stage in enumerate(_ORDER)}


def _pairs(stages: Sequence[Stage]) -> list[tuple[Stage, Stage]]:
    ordered = sorted((s for s in stages if s.stage in _RANK), key=lambda s: _RANK[s.stage])
    out = []
    for a, b in zip(ordered, ordered[1:]):
        if a.stage == ShaderStage.TASK_EXT and b.stage != ShaderStage.MESH_EXT:
            continue
        out.append((a, b))
    return out


#: An output slot two outputs both use: (location, component), the earlier output's name, the later one's.
Overlap = tuple[tuple[int, int], str, str]
#: Per interface (an entry point's ``outputs`` or ``inputs``, a tuple): what the checks read of it.
_OUTPUT_SLOTS: ByIdentity[tuple[Slots, tuple[Overlap, ...]]] = ByIdentity(256)
_InputSlots = tuple[tuple[InterfaceVariable, bool, tuple[tuple[tuple[int, int], _Component], ...]], ...]
_INPUT_SLOTS: ByIdentity[_InputSlots] = ByIdentity(256)
_VECTORS: ByIdentity[dict[tuple[int, int], tuple[int, str]]] = ByIdentity(512)


def _output_slots(outputs: tuple[InterfaceVariable, ...]) -> tuple[Slots, tuple[Overlap, ...]]:
    """The components the outputs write, and each one two of them write (once an interface:
    every pipeline a stage takes part in reads the same)."""
    found = _OUTPUT_SLOTS.get(outputs)
    if found is not None:
        return found
    outs: Slots = {}
    overlaps: list[Overlap] = []
    for v, in_block in _flat(outputs):
        for key, val in _slots(v, in_block).items():
            if key in outs:
                overlaps.append((key, outs[key].name, v.name))
            outs[key] = val
    return _OUTPUT_SLOTS.put((outs, tuple(overlaps)), outputs)


def _input_slots(inputs: tuple[InterfaceVariable, ...]) -> _InputSlots:
    """Each input (blocks by member), whether it is in a block, and its components in order
    (once an interface)."""
    found = _INPUT_SLOTS.get(inputs)
    if found is None:
        found = _INPUT_SLOTS.put(tuple((v, in_block, tuple(sorted(_slots(v, in_block).items())))
                                       for v, in_block in _flat(inputs)), inputs)
    return found


def interface_findings(stages: Sequence[Stage], features: frozenset[str] | None = None, *,
                       notes: bool = True) -> list[Finding]:
    """Findings for each pair of consecutive stages; ``features`` (the device's enabled feature
    names, None where unknown) decide whether a wider vector output is allowed. ``notes=False``
    leaves out checks that can give no error (a wider output where ``features`` are unknown)."""
    out = []
    for producer, consumer in _pairs(stages):
        if producer.stage == ShaderStage.TASK_EXT:
            continue  # task and mesh talk through the task payload, not locations
        outs, overlaps = _output_slots(producer.entry.outputs)
        for key, earlier, later in overlaps:
            out.append(Finding(Severity.ERROR, FindingKind.LOCATION_OVERLAP,
                               f"{producer.label}: outputs {earlier!r} and {later!r} both use location "
                               f"{key[0]} component {key[1]}", "VUID-StandaloneSpirv-OpEntryPoint-08722",
                               stage=producer.stage, file=producer.file))
        out.extend(_match(producer, consumer, outs))
        if (features is None or "maintenance4" not in features) and (notes or features is not None):
            out.extend(_wider_outputs(producer, consumer, features is not None))
        out.extend(_builtin_blocks(producer, consumer))
    return out


def _builtin_blocks(producer: Stage, consumer: Stage) -> list[Finding]:
    """gl_PerVertex written by one stage and read (gl_in) by the next must hold the same
    built-ins (compared as sets: the layer compares them member by member, in order, which
    glslang's blocks keep alike)."""
    written = [v for v in producer.entry.builtin_outputs if v.block]
    read = [v for v in consumer.entry.builtin_inputs if v.block and v.per_vertex]
    if not written or not read or sorted(str(v.builtin) for v in written) == sorted(str(v.builtin) for v in read):
        return []
    return [Finding(Severity.ERROR, FindingKind.BUILTIN_BLOCK_MISMATCH,
                    f"built-in block {written[0].block}: {producer.label} writes {len(written)} member(s) "
                    f"({', '.join(str(v.builtin) for v in written)}) but {consumer.label} reads a block of {len(read)} "
                    f"({', '.join(str(v.builtin) for v in read)})", vuids.BUILTIN_BLOCK_MISMATCH, stage=consumer.stage,
                    needs=str(len(read)), has=str(len(written)), file=consumer.file)]


def _match(producer: Stage, consumer: Stage, outs: Slots) -> list[Finding]:
    found = []
    used: set[tuple[int, int]] = set()
    for v, in_block, slots in _input_slots(consumer.entry.inputs):
        missing, mismatch, interp, blockmix, patchmix = [], None, None, None, None
        for key, wanted in slots:
            used.add(key)
            have = outs.get(key)
            if have is None:
                missing.append(key)
            elif (have.kind, have.width) != (wanted.kind, wanted.width) and mismatch is None:
                mismatch = (key, have)
            elif have.patch != wanted.patch and patchmix is None:
                patchmix = (key, have)
            elif have.in_block != in_block and blockmix is None:
                blockmix = (key, have)
            elif have.interpolation != wanted.interpolation and interp is None:
                interp = (key, have)
        base: dict[str, Any] = {"stage": consumer.stage, "file": consumer.file}
        if missing:
            where = f"{missing[0][0]}.{missing[0][1]}"
            found.append(Finding(Severity.ERROR, FindingKind.INPUT_NOT_PRODUCED,
                                  f"{consumer.label} reads {v.name!r} at location {where}, which "
                                  f"{producer.label} does not write", NOT_PRODUCED, needs=v.type.glsl(), **base))
        if mismatch:
            (at, comp), have = mismatch
            written = f"{have.kind}{have.width}" + (" in a block" if have.in_block else "")
            read = v.type.glsl() + (" in a block" if in_block else "")
            found.append(Finding(Severity.ERROR, FindingKind.INTERFACE_TYPE_MISMATCH,
                                  f"location {at}.{comp}: {producer.label} writes {written} ({have.name!r}) but "
                                  f"{consumer.label} reads {read} ({v.name!r})",
                                  TYPE_MISMATCH, needs=read, has=written, **base))
        elif patchmix:
            (at, comp), have = patchmix
            each = {True: "per patch", False: "per vertex"}
            found.append(Finding(Severity.ERROR, FindingKind.INTERFACE_TYPE_MISMATCH,
                                  f"location {at}.{comp}: {producer.label} writes {have.name!r} {each[have.patch]} but "
                                  f"{consumer.label} reads {v.name!r} {each[v.patch]}: the Patch decoration must be on "
                                  "both sides or neither", TYPE_MISMATCH, needs=each[v.patch], has=each[have.patch],
                                  **base))
        elif blockmix:
            (at, comp), have = blockmix
            inside, outside = (producer.label, consumer.label) if have.in_block else (consumer.label, producer.label)
            member = have.name if have.in_block else v.name
            found.append(Finding(Severity.WARNING, FindingKind.BLOCK_MEMBER_TO_VARIABLE,
                                  f"location {at}.{comp}: {inside} has {member!r} in a block "
                                  f"and {outside} a variable outside one; the Vulkan specification matches them by "
                                  "location and type (and the layer 1.4 agrees), but the layer 1.3.239 and other "
                                  "older tools refuse it: keep both sides in blocks, or both outside, to be portable",
                                  TYPE_MISMATCH, needs="block" if in_block else "variable",
                                  has="block" if have.in_block else "variable", **base))
        if interp and not mismatch:
            (at, comp), have = interp
            found.append(Finding(Severity.WARNING, FindingKind.INTERPOLATION_MISMATCH,
                                  f"location {at}: {producer.label} writes {have.name!r} {have.interpolation} but "
                                  f"{consumer.label} reads {v.name!r} {v.interpolation} (the layer does not report "
                                  "this)", None, needs=v.interpolation, has=have.interpolation, **base))
    first_unread: dict[int, tuple[int, int]] = {}
    for key in sorted(set(outs) - used):
        first_unread.setdefault(key[0], key)  # the layer names one component per location
    for loc, comp in first_unread.values():
        found.append(Finding(Severity.WARNING, FindingKind.OUTPUT_NOT_CONSUMED,
                              f"{producer.label} writes {outs[(loc, comp)].name!r} at location {loc}.{comp}, which "
                              f"{consumer.label} does not read", NOT_CONSUMED, stage=producer.stage,
                              file=producer.file))
    return found


def _vectors(vars_: Sequence[InterfaceVariable]) -> dict[tuple[int, int], tuple[int, str]]:
    """(location, first component) -> (component count, name) of each vector the variables
    hold outside blocks (an array's or matrix's at each of its locations); once an interface."""
    found = _VECTORS.get(vars_)
    if found is not None:
        return found
    out: dict[tuple[int, int], tuple[int, str]] = {}
    for v, in_block in _flat(vars_):
        if in_block or v.location is None or v.locations > MAX_LOCATIONS:
            continue
        for loc, t in _pieces(v.type, v.location):
            if isinstance(t, Vector):
                out[(loc, v.component)] = (t.count, v.name)
    return _VECTORS.put(out, vars_)


def _wider_outputs(producer: Stage, consumer: Stage, known: bool) -> list[Finding]:
    """A vector output with more components than the vector input it feeds: allowed only
    with maintenance4 (an error where the features are known to lack it, else a warning)."""
    outs = _vectors(producer.entry.outputs)
    found = []
    for key, (count, name) in sorted(_vectors(consumer.entry.inputs).items()):
        have = outs.get(key)
        if have is None or have[0] <= count:
            continue
        found.append(Finding(Severity.ERROR if known else Severity.WARNING, FindingKind.OUTPUT_WIDER_THAN_INPUT,
                             f"location {key[0]}.{key[1]}: {producer.label} writes a {have[0]}-component vector "
                             f"({have[1]!r}) but {consumer.label} reads {count} components ({name!r}): allowed "
                             "only where the device enables maintenance4" + ("" if known else
                             " (an error otherwise)"), OUTPUT_WIDER, needs="maintenance4", has=f"vec{count}",
                             stage=consumer.stage, file=consumer.file))
    return found


#: The numeric type each format suffix feeds a shader (SCALED and SRGB formats are read as floats).
_KINDS = {"SFLOAT": "float", "UFLOAT": "float", "UNORM": "float", "SNORM": "float", "USCALED": "float",
          "SSCALED": "float", "SRGB": "float", "SINT": "int", "UINT": "uint"}


def _format_kind(fmt: int) -> tuple[str, bool] | None:
    """(numeric type a format feeds, whether it is 64-bit), e.g. R32G32_SINT -> ("int", False)."""
    try:
        name = Format(fmt).name
    except ValueError:
        return None
    kind = _KINDS.get(name.split("_")[1] if "_" in name else "")
    return None if kind is None else (kind, "64" in name.split("_")[0])


def _attribute_locations(fmt: int) -> int:
    """Locations an attribute of ``fmt`` takes: two for a 64-bit format of three or four components."""
    try:
        name = Format(fmt).name
    except ValueError:
        return 1
    return 2 if "64" in name and name.count("64") > 2 else 1


def _duplicate_locations(attributes: Sequence[VertexAttribute]) -> list[Finding]:
    seen: dict[int, VertexAttribute] = {}
    out = []
    for a in attributes:
        if a.location in seen:
            out.append(Finding(Severity.ERROR, FindingKind.DUPLICATE_ATTRIBUTE_LOCATION,
                               f"two vertex attributes at location {a.location} (bindings {seen[a.location].binding} "
                               f"and {a.binding}): one location takes one attribute",
                               "VUID-VkPipelineVertexInputStateCreateInfo-pVertexAttributeDescriptions-00617",
                               stage=ShaderStage.VERTEX))
        seen.setdefault(a.location, a)
    return out


#: The findings of a vertex-input state against a vertex entry point (of a file).
_VERTEX_INPUT_FINDINGS: ByIdentity[tuple[Finding, ...]] = ByIdentity(256)


def vertex_input_findings(vertex_input: VertexInputDesc, stages: Sequence[Stage]) -> list[Finding]:
    """Findings for a vertex-input state (a VertexInputDesc) against the vertex shader (once
    for a state, an entry point and its file: both are frozen)."""
    vert = next((s for s in stages if s.stage == ShaderStage.VERTEX), None)
    if vert is None:
        return []
    found = _VERTEX_INPUT_FINDINGS.get(vertex_input, vert.entry, vert.file)
    if found is None:
        found = _VERTEX_INPUT_FINDINGS.put(tuple(_vertex_input_findings(vertex_input, vert)), vertex_input,
                                           vert.entry, vert.file)
    return list(found)


def _vertex_input_findings(vertex_input: VertexInputDesc, vert: Stage) -> list[Finding]:
    found, used = _duplicate_locations(vertex_input.attributes), set()
    described = {b.binding for b in vertex_input.bindings}
    for attr in vertex_input.attributes:
        if attr.binding not in described:
            found.append(Finding(Severity.ERROR, FindingKind.ATTRIBUTE_BINDING_MISSING,
                                 f"vertex attribute at location {attr.location} reads vertex buffer binding "
                                 f"{attr.binding}, which no VertexBinding describes (described: "
                                 f"{sorted(described) or 'none'})",
                                 vuids.ATTRIBUTE_BINDING_MISSING, stage=ShaderStage.VERTEX, file=vert.file))
    attrs = {a.location: a for a in vertex_input.attributes}
    for v in flatten(vert.entry.inputs):
        for (loc, comp), held in sorted(_slots(v).items(), key=lambda item: item[0]):
            if comp:
                continue
            kind, width, name = held.kind, held.width, held.name
            used.add(loc)
            a = attrs.get(loc)
            base: dict[str, Any] = {"stage": ShaderStage.VERTEX, "file": vert.file}
            if a is None:
                if not any(x.location < loc < x.location + _attribute_locations(x.format) for x in attrs.values()):
                    found.append(Finding(Severity.ERROR, FindingKind.ATTRIBUTE_MISSING,
                                          f"vertex input {name!r} at location {loc} has no vertex attribute",
                                          vuids.ATTRIBUTE_MISSING, needs=f"{kind}{width}", **base))
                continue
            fk = _format_kind(a.format)
            if fk is not None and (fk[0] != kind or fk[1] != (width == 64)):
                fname = Format(a.format).name
                found.append(Finding(Severity.ERROR, FindingKind.ATTRIBUTE_TYPE_MISMATCH,
                                      f"vertex attribute at location {loc} is {fname} but the shader "
                                      f"reads {v.type.glsl()} ({name!r})", vuids.ATTRIBUTE_TYPE_MISMATCH,
                                      needs=f"{kind}{width}",
                                      has=fname, **base))
    for loc in sorted(set(attrs) - used):
        found.append(Finding(Severity.WARNING, FindingKind.ATTRIBUTE_NOT_CONSUMED,
                              f"vertex attribute at location {loc} is not read by the vertex shader", NOT_CONSUMED,
                              stage=ShaderStage.VERTEX, file=vert.file))
    return found
