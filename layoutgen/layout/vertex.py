"""Vertex-input state from the vertex shader's inputs and the vertex buffers' numpy dtypes."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import LayoutError
from ..reflect.model import EntryPoint, InterfaceVariable, Module
from ..reflect.interface import leaves
from ..reflect.types import Type, Vector, scalar_of
from ..reflect.vkenums import Format

_NUMERIC = {"float": "float", "int": "int", "uint": "uint"}
# numpy kind + itemsize -> (shader numeric type the format feeds, format suffix)
_FORMAT_OF_DTYPE = {("f", 2): ("float", 16, "SFLOAT"), ("f", 4): ("float", 32, "SFLOAT"),
                    ("f", 8): ("float", 64, "SFLOAT"), ("i", 1): ("int", 8, "SINT"), ("i", 2): ("int", 16, "SINT"),
                    ("i", 4): ("int", 32, "SINT"), ("i", 8): ("int", 64, "SINT"), ("u", 1): ("uint", 8, "UINT"),
                    ("u", 2): ("uint", 16, "UINT"), ("u", 4): ("uint", 32, "UINT"), ("u", 8): ("uint", 64, "UINT")}


@dataclass(frozen=True, slots=True)
class VertexBinding:
    binding: int
    stride: int
    input_rate: str = "vertex"  # or "instance"


@dataclass(frozen=True, slots=True)
class VertexAttribute:
    location: int
    binding: int
    format: Format
    offset: int
    name: str = ""


@dataclass(frozen=True, slots=True)
class VertexInputDesc:
    """``VkPipelineVertexInputStateCreateInfo`` as data."""

    bindings: tuple[VertexBinding, ...]
    attributes: tuple[VertexAttribute, ...]

    def to_dict(self) -> dict:
        return {"bindings": [{"binding": b.binding, "stride": b.stride, "input_rate": b.input_rate}
                             for b in self.bindings],
                "attributes": [{"location": a.location, "binding": a.binding,
                                "format": getattr(a.format, "vk_name", a.format),
                                "offset": a.offset, "name": a.name} for a in self.attributes]}


def _slots(v: InterfaceVariable) -> list[tuple[int, Type]]:
    """(location, attribute type) for each attribute a vertex input needs: a matrix gives one
    per column, an array one per element."""
    if v.location is None:
        raise LayoutError(f"vertex input {v.name!r} has no location")
    if v.locations > 4096:
        raise LayoutError(f"vertex input {v.name!r} takes {v.locations} locations, more than any device has")
    return list(leaves(v.type, v.location))


def _natural_format(t: Type) -> Format:
    s = scalar_of(t)
    count = t.count if isinstance(t, Vector) else 1
    return Format.for_components(s.kind, s.width, count) if s is not None else Format.UNDEFINED


def _field_format(field_dtype: Any, t: Type, where: str) -> tuple[Format, int]:
    """The format that feeds shader type ``t`` from numpy data ``field_dtype``, and its size."""
    base = field_dtype.base if field_dtype.subdtype is not None else field_dtype
    count = 1
    for n in field_dtype.shape:
        count *= n
    info = _FORMAT_OF_DTYPE.get((base.kind, base.itemsize))
    s = scalar_of(t)
    if info is None or s is None:
        raise LayoutError(f"{where}: numpy type {field_dtype} cannot feed a vertex input")
    numeric, width, _suffix = info
    if numeric != _NUMERIC.get(s.kind) or (width == 64) != (s.width == 64):
        raise LayoutError(f"{where}: the buffer holds {field_dtype} ({numeric}{width}), "
                          f"but the shader reads {t.glsl()}")
    fmt = Format.for_components(numeric, width, count)
    if fmt == Format.UNDEFINED:
        raise LayoutError(f"{where}: no vertex format holds {count} x {numeric}{width}")
    return fmt, base.itemsize * count


def vertex_input(shader: EntryPoint | Module, buffers: Any = None, *,
                 names: Mapping[str, str] | None = None) -> VertexInputDesc:
    """The vertex-input state for ``shader``'s inputs.

    ``buffers``: None (one tightly packed buffer in location order), a numpy structured
    dtype, or a sequence of dtypes or ``(dtype, "instance")`` pairs, one per binding.
    Fields are matched to inputs by name (``names`` maps input name to field name). A
    matrix input takes one attribute per column; a field whose type does not feed the
    input's type (float vs int, 64-bit vs not) is a LayoutError naming both.
    """
    ep = shader.entry_point(None, "Vertex") if isinstance(shader, Module) else shader
    inputs = sorted((v for v in ep.inputs if v.builtin is None), key=lambda v: v.location or 0)
    if buffers is None:
        return _packed(inputs)
    specs = [buffers] if hasattr(buffers, "fields") else list(buffers)
    bindings, fields = [], {}
    for i, spec in enumerate(specs):
        dtype, rate = (spec if isinstance(spec, tuple) else (spec, "vertex"))
        if rate not in ("vertex", "instance"):
            raise LayoutError(f"binding {i}: input rate must be 'vertex' or 'instance', not {rate!r}")
        if not getattr(dtype, "fields", None):
            raise LayoutError(f"binding {i}: a vertex buffer is described by a numpy structured dtype")
        bindings.append(VertexBinding(i, dtype.itemsize, rate))
        for fname, (fdt, off, *_t) in dtype.fields.items():
            fields.setdefault(fname, (i, fdt, off))
    attrs = []
    for v in inputs:
        key = (names or {}).get(v.name, v.name)
        if key not in fields:
            raise LayoutError(f"vertex input {v.name!r} (location {v.location}) has no field {key!r} in the "
                              f"vertex buffers; fields: {', '.join(fields)}")
        binding, fdt, off = fields[key]
        attrs.extend(_matched(v, binding, fdt, off))
    return VertexInputDesc(tuple(bindings), tuple(sorted(attrs, key=lambda a: a.location)))


def _matched(v: InterfaceVariable, binding: int, fdt: Any, off: int) -> list[VertexAttribute]:
    slots = _slots(v)
    if len(slots) == 1:
        fmt, _size = _field_format(fdt, slots[0][1], f"vertex input {v.name!r}")
        return [VertexAttribute(slots[0][0], binding, fmt, off, v.name)]
    # A matrix or array: the field's first axis walks the attributes.
    if not fdt.shape or fdt.shape[0] != len(slots):
        raise LayoutError(f"vertex input {v.name!r} takes {len(slots)} attributes; give its field a first axis "
                          f"of {len(slots)} (it is {fdt})")
    import numpy as np

    part = np.dtype((fdt.base, fdt.shape[1:])) if len(fdt.shape) > 1 else fdt.base
    out = []
    for k, (loc, t) in enumerate(slots):
        fmt, size = _field_format(part, t, f"vertex input {v.name!r}[{k}]")
        out.append(VertexAttribute(loc, binding, fmt, off + k * size, f"{v.name}[{k}]"))
    return out


def _packed(inputs: Sequence[InterfaceVariable]) -> VertexInputDesc:
    attrs, offset = [], 0
    for v in inputs:
        for k, (loc, t) in enumerate(_slots(v)):
            fmt = _natural_format(t)
            s = scalar_of(t)
            size = (s.width // 8 if s else 4) * (t.count if isinstance(t, Vector) else 1)
            attrs.append(VertexAttribute(loc, 0, fmt, offset, v.name if k == 0 else f"{v.name}[{k}]"))
            offset += size
    return VertexInputDesc((VertexBinding(0, offset),) if attrs else (), tuple(attrs))
