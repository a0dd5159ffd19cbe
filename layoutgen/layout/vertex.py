"""Vertex-input state from the vertex shader's inputs and the vertex buffers' numpy dtypes."""
from __future__ import annotations

import sys
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ..errors import LayoutError
from ..reflect.interface import MAX_LOCATIONS, flatten, leaves
from ..reflect.model import EntryPoint, Module
from ..reflect.interface_model import InterfaceVariable
from ..reflect.types import Scalar, Type, Vector, ceil_div, scalar_of
from ..reflect.vkenums import Format

_NUMERIC = {"float": "float", "int": "int", "uint": "uint"}
# numpy kind + itemsize -> (shader numeric type the format feeds, format suffix)
_FORMAT_OF_DTYPE = {("f", 2): ("float", 16, "SFLOAT"), ("f", 4): ("float", 32, "SFLOAT"),
                    ("f", 8): ("float", 64, "SFLOAT"), ("i", 1): ("int", 8, "SINT"), ("i", 2): ("int", 16, "SINT"),
                    ("i", 4): ("int", 32, "SINT"), ("i", 8): ("int", 64, "SINT"), ("u", 1): ("uint", 8, "UINT"),
                    ("u", 2): ("uint", 16, "UINT"), ("u", 4): ("uint", 32, "UINT"), ("u", 8): ("uint", 64, "UINT")}


class InputRate(StrEnum):
    """How a vertex buffer advances (VkVertexInputRate; a str: ``InputRate.INSTANCE == "instance"``)."""

    VERTEX = "vertex"  #: one element per vertex (VK_VERTEX_INPUT_RATE_VERTEX)
    INSTANCE = "instance"  #: one element per instance (VK_VERTEX_INPUT_RATE_INSTANCE)


@dataclass(frozen=True, slots=True)
class VertexBinding:
    """One vertex buffer binding: its number, stride and input rate (an InputRate; its text,
    "instance", makes one too, and any other is a ValueError)."""

    binding: int
    stride: int
    input_rate: InputRate = InputRate.VERTEX

    def __post_init__(self) -> None:
        object.__setattr__(self, "input_rate", InputRate(self.input_rate))


@dataclass(frozen=True, slots=True)
class VertexAttribute:
    location: int
    binding: int
    #: A Format; a number where it is one reflection never reports (read from the user's own
    #: create-info).
    format: Format | int
    offset: int
    name: str = ""


@dataclass(frozen=True, slots=True)
class VertexInputDesc:
    """``VkPipelineVertexInputStateCreateInfo`` as data."""

    #: One VkVertexInputBindingDescription per vertex buffer: binding, stride, input rate.
    bindings: tuple[VertexBinding, ...]
    #: One VkVertexInputAttributeDescription per shader input location: location, binding, format, offset.
    attributes: tuple[VertexAttribute, ...]

    def to_dict(self) -> dict[str, Any]:
        """The state as JSON-ready data."""
        return {"bindings": [{"binding": b.binding, "stride": b.stride, "input_rate": str(b.input_rate)}
                             for b in self.bindings],
                "attributes": [{"location": a.location, "binding": a.binding,
                                "format": getattr(a.format, "vk_name", a.format),
                                "offset": a.offset, "name": a.name} for a in self.attributes]}


@dataclass(frozen=True, slots=True)
class _Part:
    """One piece of a vertex input at one location: ``leaf`` is its index among the input's
    pieces (an array element or a matrix column), ``component`` its first 32-bit component."""

    input: InterfaceVariable
    leaf: int
    location: int
    component: int
    type: Type
    pieces: int = 1

    @property
    def scalar(self) -> Scalar:
        s = scalar_of(self.type)
        if s is None:
            raise LayoutError(f"vertex input {self.input.name!r} of type {self.type.glsl()} cannot be fed by a "
                              "vertex attribute")
        return s

    @property
    def count(self) -> int:
        return self.type.count if isinstance(self.type, Vector) else 1

    @property
    def end(self) -> int:
        """The 32-bit component after its last (a 64-bit component takes two)."""
        return self.component + self.count * (2 if self.scalar.width == 64 else 1)


def _inputs(ep: EntryPoint) -> list[InterfaceVariable]:
    """The vertex inputs that take attributes: interface blocks give their members."""
    return [v for v in flatten(ep.inputs) if v.builtin is None]


def _parts(v: InterfaceVariable) -> list[_Part]:
    """The pieces of a vertex input: a matrix gives one per column, an array one per element."""
    if v.location is None:
        raise LayoutError(f"vertex input {v.name!r} has no location")
    if v.locations > MAX_LOCATIONS:
        raise LayoutError(f"vertex input {v.name!r} takes {v.locations} locations, more than any device has")
    found = list(leaves(v.type, v.location))
    return [_Part(v, k, loc, v.component, t, len(found)) for k, (loc, t) in enumerate(found)]


def _by_location(inputs: Sequence[InterfaceVariable]) -> dict[int, list[_Part]]:
    """Every part, grouped by location, each group in component order; one attribute each."""
    groups: dict[int, list[_Part]] = {}
    for v in inputs:
        for part in _parts(v):
            groups.setdefault(part.location, []).append(part)
    for loc, parts in groups.items():
        parts.sort(key=lambda p: p.component)
        first = parts[0].scalar
        for a, b in zip(parts, parts[1:]):
            if b.scalar != first:
                raise LayoutError(f"location {loc}: vertex inputs {a.input.name!r} ({a.type.glsl()}) and "
                                  f"{b.input.name!r} ({b.type.glsl()}) share it with different component types; "
                                  "one vertex attribute feeds a whole location")
            if b.component < a.end:
                raise LayoutError(f"location {loc}: vertex inputs {a.input.name!r} and {b.input.name!r} "
                                  "overlap in components")
    return dict(sorted(groups.items()))


def _location_format(parts: list[_Part]) -> tuple[Format, int]:
    """The format covering every component the parts of one location read, and its size."""
    s = parts[0].scalar
    per = 2 if s.width == 64 else 1
    count = ceil_div(parts[-1].end, per)
    fmt = Format.for_components(s.kind, s.width, count)
    if fmt == Format.UNDEFINED:
        raise LayoutError(f"location {parts[0].location}: no vertex format holds {count} x {s.kind}{s.width} "
                          f"(inputs {', '.join(repr(p.input.name) for p in parts)})")
    return fmt, count * s.width // 8


def _name(p: _Part) -> str:
    return p.input.name if p.pieces == 1 else f"{p.input.name}[{p.leaf}]"


def vertex_input(shader: EntryPoint | Module, buffers: Any = None, *,
                 names: Mapping[str, str] | None = None, normalized: Collection[str] = ()) -> VertexInputDesc:
    """The vertex-input state for ``shader``'s inputs: one attribute per location.

    ``buffers``: None (one tightly packed buffer in location order), a numpy structured
    dtype, or a sequence of dtypes or ``(dtype, rate)`` pairs, one per binding, where rate
    is an InputRate or its text (``(dtype, "instance")``).
    Fields are matched to inputs by name, or by HLSL semantic in any case (a field
    ``position`` feeds an input ``i.pos`` whose ``semantic`` is ``POSITION``); ``names`` maps
    an input's name (or semantic) to its field's name. An input two fields would feed (one
    by name, one by semantic, or two by semantic in different cases) is a LayoutError naming
    both. A matrix input takes one attribute per column, an array one per element, an interface
    block one per member location; inputs packed into one location with ``Component``
    share one attribute whose format covers their components (their fields must then lie
    side by side). A field whose type does not feed the input's type (float vs int, 64-bit
    vs not) is a LayoutError naming both.

    ``normalized`` names fields (or the inputs they feed) of 8- or 16-bit integers that float
    inputs read normalized: unsigned to 0..1 (uint8 x 4 -> R8G8B8A8_UNORM), signed to -1..1
    (int16 x 2 -> R16G16_SNORM). A name that is no field or input, or a field that is not
    such an integer read by a float input, is a LayoutError.
    """
    if not isinstance(shader, (Module, EntryPoint)):
        raise LayoutError(f"vertex_input() reads a reflected vertex shader (reflect(path), or its entry point), "
                          f"not {shader!r}")
    if names is not None and not (isinstance(names, Mapping) and all(
            isinstance(k, str) and isinstance(v, str) for k, v in names.items())):
        raise LayoutError(f"names= maps input names to field names, not {names!r}")
    if isinstance(normalized, (str, bytes)) or not isinstance(normalized, Iterable) or not all(
            isinstance(n, str) for n in normalized):
        raise LayoutError(f"normalized= is a list of field or input names, not {normalized!r}")
    ep = shader.entry_point(None, "Vertex") if isinstance(shader, Module) else shader
    inputs = _inputs(ep)
    groups = _by_location(inputs)
    if buffers is None:
        if normalized:
            raise LayoutError("normalized= names fields of the vertex buffers: give their numpy dtype too")
        return _packed(groups)
    if hasattr(buffers, "fields"):
        specs = [buffers]
    elif isinstance(buffers, (list, tuple)):
        specs = list(buffers)
    else:
        raise LayoutError(f"vertex buffers are a numpy structured dtype or a list of them (or of (dtype, rate) "
                          f"pairs), not {buffers!r}")
    known = {v.name for v in inputs} | {v.semantic for v in inputs if v.semantic}  # as _field_for() looks them up
    stray = sorted(k for k in (names or {}) if k not in known)
    if stray:  # a misspelt input: its field would be looked for under the input's own name
        raise LayoutError(f"names= maps {', '.join(map(repr, stray))}, which is no vertex input; inputs: "
                          f"{', '.join(v.name for v in inputs)}")
    bindings: list[VertexBinding] = []
    fields: dict[str, tuple[int, Any, int]] = {}
    twice: dict[str, list[int]] = {}
    for i, spec in enumerate(specs):
        if isinstance(spec, tuple) and len(spec) != 2:
            raise LayoutError(f"binding {i}: a vertex buffer is a dtype or a (dtype, rate) pair, not {spec!r}")
        dtype, rate = (spec if isinstance(spec, tuple) else (spec, InputRate.VERTEX))
        if not isinstance(rate, str) or rate not in tuple(InputRate):
            raise LayoutError(f"binding {i}: input rate must be 'vertex' or 'instance', not {rate!r}")
        if not getattr(dtype, "fields", None):
            raise LayoutError(f"binding {i}: a vertex buffer is described by a numpy structured dtype")
        bindings.append(VertexBinding(i, dtype.itemsize, InputRate(rate)))
        for fname, (fdt, off, *_t) in dtype.fields.items():
            if fname in fields:
                twice.setdefault(fname, [fields[fname][0]]).append(i)
            fields.setdefault(fname, (i, fdt, off))
    semantics = {v.semantic.lower() for v in inputs if v.semantic}
    unknown = sorted(n for n in set(normalized) - set(fields) - {v.name for v in inputs}
                     if n.lower() not in semantics)
    if unknown:
        raise LayoutError(f"normalized= names {', '.join(map(repr, unknown))}, which is no field of the vertex "
                          f"buffers nor vertex input; fields: {', '.join(fields)}")
    attrs = [_fed(parts, fields, names or {}, normalized, twice) for parts in groups.values()]
    return VertexInputDesc(tuple(bindings), tuple(attrs))


def _field_data(field_dtype: Any, t: Type, where: str, field: str = "", norm: bool = False) -> tuple[str, int, int]:
    """(numeric kind, bits, components) of the numpy data ``field_dtype`` (of the field
    ``field``) that feeds shader type ``t``; a LayoutError where it cannot (float vs int,
    64-bit vs not). ``norm``: read normalized (the kind is then "unorm" or "snorm")."""
    base = field_dtype.base if field_dtype.subdtype is not None else field_dtype
    count = 1
    for n in field_dtype.shape:
        count *= n
    info = _FORMAT_OF_DTYPE.get((base.kind, base.itemsize))
    if base.byteorder == ">" or base.byteorder == "=" and sys.byteorder == "big":
        raise LayoutError(f"{where}: numpy type {field_dtype} is big-endian, and a device reads vertex buffers "
                          f"little-endian: give {base.newbyteorder('<').str!r} (and the data converted to it)")
    s = scalar_of(t)
    if info is None or s is None:
        raise LayoutError(f"{where}: numpy type {field_dtype} cannot feed a vertex input")
    numeric, width, _suffix = info
    small_int = numeric != "float" and width in (8, 16)
    if norm:
        if not small_int or s.kind != "float" or s.width == 64:
            raise LayoutError(f"{where}: normalized= names {field!r}, which holds {field_dtype} read as {t.glsl()}; "
                              "a normalized field is an 8- or 16-bit integer read by a float input")
        return ("unorm" if numeric == "uint" else "snorm"), width, count
    if numeric != _NUMERIC.get(s.kind) or (width == 64) != (s.width == 64):
        hint = (f"; to read it as a float (0..1 unsigned, -1..1 signed), give normalized=[{field!r}]"
                if small_int and s.kind == "float" and s.width != 64 else "")
        raise LayoutError(f"{where}: the buffer holds {field_dtype} ({numeric}{width}), "
                          f"but the shader reads {t.glsl()}" + hint)
    return numeric, width, count


def _field_for(v: InterfaceVariable, fields: Mapping[str, Any], names: Mapping[str, str]) -> str:
    """The name of the field that feeds ``v``: the one ``names`` gives for its name (or its
    HLSL semantic), else the field named as the variable or, in any case, as its semantic
    (``POSITION``: ``position``). Two fields that both answer are a LayoutError naming both;
    where none does, the variable's name (which the caller reports missing)."""
    if v.name in names:
        return names[v.name]
    if v.semantic is not None and v.semantic in names:
        return names[v.semantic]
    found = [v.name] if v.name in fields else []
    if v.semantic is not None:
        found += [f for f in fields if f.lower() == v.semantic.lower() and f not in found]
    if len(found) > 1:
        how = "by name" if found[0] == v.name else "by semantic"
        raise LayoutError(f"vertex input {v.name!r} (location {v.location}, semantic {v.semantic}) would be fed by "
                          f"field {found[0]!r} ({how}) and by field {found[1]!r} (by semantic): say which with "
                          f"names={{{v.name!r}: FIELD}}")
    return found[0] if found else v.name


def _source(p: _Part, fields: dict[str, Any], names: Mapping[str, str], normalized: Collection[str],
            twice: Mapping[str, list[int]]) -> tuple[int, int, str, int, int]:
    """(binding, offset, numeric kind, bits, components) of the buffer data that feeds one part
    (``twice``: the field names several buffers hold, by those buffers' bindings)."""
    v = p.input
    key = _field_for(v, fields, names)
    if key in twice:
        raise LayoutError(f"vertex input {v.name!r} (location {v.location}) could be fed by field {key!r} of "
                          f"bindings {', '.join(map(str, twice[key]))}: rename one, or map the input to a field of "
                          "one name with names=")
    norm = key in normalized or v.name in normalized or (
        v.semantic is not None and any(n.lower() == v.semantic.lower() for n in normalized))
    if key not in fields:
        also = f" nor one named as its semantic {v.semantic!r} (in any case)" if v.semantic else ""
        raise LayoutError(f"vertex input {v.name!r} (location {v.location}) has no field {key!r} in "
                          f"the vertex buffers{also}; fields: {', '.join(fields)}")
    binding, fdt, off = fields[key]
    if p.pieces == 1:
        return binding, off, *_field_data(fdt, p.type, f"vertex input {p.input.name!r}", key, norm)
    # A matrix or array: the field's first axis walks the attributes.
    if not fdt.shape or fdt.shape[0] != p.pieces:
        raise LayoutError(f"vertex input {p.input.name!r} takes {p.pieces} attributes; give its field a first "
                          f"axis of {p.pieces} (it is {fdt})")
    import numpy as np

    part = np.dtype((fdt.base, fdt.shape[1:])) if len(fdt.shape) > 1 else fdt.base
    kind, bits, count = _field_data(part, p.type, f"vertex input {_name(p)!r}", key, norm)
    return binding, off + p.leaf * count * bits // 8, kind, bits, count


def _fed(parts: list[_Part], fields: dict[str, Any], names: Mapping[str, str], normalized: Collection[str],
        twice: Mapping[str, list[int]]) -> VertexAttribute:
    """The attribute of one location, from the fields that feed its parts: one format over
    every component the shader reads there, starting where component 0 would lie."""
    sources = [_source(p, fields, names, normalized, twice) for p in parts]
    binding, offset, kind, bits, _count = sources[0]
    where = f"location {parts[0].location}"
    for (p, a), (q, b) in zip(zip(parts, sources), zip(parts[1:], sources[1:])):
        if (b[0], b[2], b[3]) != (a[0], a[2], a[3]) or b[1] != a[1] + a[4] * a[3] // 8 or q.component != p.end \
                or a[4] != p.count:
            raise LayoutError(f"{where}: {_name(p)!r} and {_name(q)!r} share one vertex attribute, so their fields "
                              "must lie side by side in one buffer, in component order, each as wide as its input, "
                              "with one numpy type")
    per = 2 if parts[0].scalar.width == 64 else 1
    start = offset - parts[0].component // per * bits // 8
    if start < 0:
        raise LayoutError(f"{where}: {_name(parts[0])!r} starts at component {parts[0].component}, but its field "
                          "has no room before it for the attribute's first components")
    count = parts[0].component // per + sum(src[4] for src in sources)
    fmt = _format(kind, bits, count)
    if fmt == Format.UNDEFINED:
        raise LayoutError(f"{where}: no vertex format holds {count} x {kind}{bits}")
    return VertexAttribute(parts[0].location, binding, fmt, start, "+".join(_name(p) for p in parts))


def _format(kind: str, bits: int, count: int) -> Format:
    """The format of ``count`` components of ``kind`` ("float", "int", "uint", or "unorm",
    "snorm" for normalized integers) and ``bits``; UNDEFINED where Vulkan has none."""
    if kind not in ("unorm", "snorm"):
        return Format.for_components(kind, bits, count)
    name = "".join(f"{c}{bits}" for c in "RGBA"[:count]) + "_" + kind.upper()
    return Format.__members__.get(name, Format.UNDEFINED) if 1 <= count <= 4 else Format.UNDEFINED


def _packed(groups: dict[int, list[_Part]]) -> VertexInputDesc:
    attrs, offset = [], 0
    for loc, parts in groups.items():
        fmt, size = _location_format(parts)
        attrs.append(VertexAttribute(loc, 0, fmt, offset, "+".join(_name(p) for p in parts)))
        offset += size
    return VertexInputDesc((VertexBinding(0, offset),) if attrs else (), tuple(attrs))
