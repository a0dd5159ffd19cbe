"""Stage inputs and outputs: locations, components, formats, interpolation, built-ins."""
from __future__ import annotations

from collections.abc import Iterable, Iterator

from ..spirv.grammar import Decoration
from .model import InterfaceVariable
from .read import name_of
from .names import BUILTINS
from .scan import Index
from .typeinfo import QUALIFIERS, qualifier_set
from .types import Array, Matrix, Scalar, Struct, Type, Vector
from .vkenums import Format

_D = {n: int(v) for n, v in Decoration.__members__.items()}
_LOCATION, _COMPONENT, _BUILTIN = _D["Location"], _D["Component"], _D["BuiltIn"]
_BUILTINS = BUILTINS
_IO = frozenset(QUALIFIERS.values())
#: Stages whose (non-patch) inputs, or outputs, carry an outer per-vertex array.
_ARRAYED_INPUTS = frozenset({"TessellationControl", "TessellationEvaluation", "Geometry", "MeshNV"})
_ARRAYED_OUTPUTS = frozenset({"TessellationControl", "MeshNV", "MeshEXT"})


def locations_of(t: Type) -> int:
    """How many locations a value of type ``t`` takes."""
    if isinstance(t, Scalar):
        return 1
    if isinstance(t, Vector):
        return 2 if t.component.width == 64 and t.count > 2 else 1
    if isinstance(t, Matrix):
        return t.columns * locations_of(t.column)
    if isinstance(t, Array):
        return (t.length or 0) * locations_of(t.element)
    if isinstance(t, Struct):
        return sum(locations_of(m.type) for m in t.members)
    return 0


def leaves(t: Type, location: int) -> Iterator[tuple[int, Type]]:
    """(location, scalar or vector type) of each piece ``t`` lays out from ``location``: an
    array gives one per element, a matrix one per column; a 64-bit vec3/vec4 takes two."""
    if isinstance(t, Array):
        for _ in range(t.length or 0):
            for loc, leaf in leaves(t.element, location):
                yield loc, leaf
            location += locations_of(t.element)
        return
    if isinstance(t, Matrix):
        for k in range(t.columns):
            yield location + k * locations_of(t.column), t.column
        return
    yield location, t


def format_of(t: Type) -> Format:
    while isinstance(t, Array):
        t = t.element
    if isinstance(t, Matrix):
        t = t.column
    if isinstance(t, Vector):
        return Format.for_components(t.component.kind, t.component.width, t.count)
    if isinstance(t, Scalar):
        return Format.for_components(t.kind, t.width, 1)
    return Format.UNDEFINED


def flatten(vars_: Iterable[InterfaceVariable]) -> list[InterfaceVariable]:
    """Interface blocks replaced by their members (recursively)."""
    out: list[InterfaceVariable] = []
    for v in vars_:
        out.extend(flatten(v.members) if v.members else [v])
    return out


def interface_variable(ix: Index, var_id: int, pointee: Type, model: str, is_input: bool
                       ) -> list[InterfaceVariable]:
    """The variable ``var_id`` as one or more InterfaceVariables (a block yields its members)."""
    words = ix.words
    location = builtin = None
    component = 0
    quals: list[str] = []
    for pos in ix.decorations.get(var_id, ()):
        deco = words[pos + 2]
        if deco == _LOCATION or deco == _COMPONENT or deco == _BUILTIN:
            if (words[pos] >> 16) < 4:
                raise ix.error(pos, "too few words: needs at least 4")
            if deco == _LOCATION:
                location = words[pos + 3]
            elif deco == _COMPONENT:
                component = words[pos + 3]
            else:
                builtin = _BUILTINS.get(words[pos + 3], str(words[pos + 3]))
        elif deco in QUALIFIERS:
            quals.append(QUALIFIERS[deco])
    qualifiers = qualifier_set(quals)
    arrayed = model in (_ARRAYED_INPUTS if is_input else _ARRAYED_OUTPUTS) or "per_vertex_khr" in qualifiers
    t, per_vertex = pointee, False
    if arrayed and "patch" not in qualifiers and isinstance(t, Array):
        t, per_vertex = t.element, True
    name = name_of(ix, var_id)
    if builtin is not None:
        return [InterfaceVariable(name, None, 0, format_of(t), t, locations_of(t), builtin, qualifiers, per_vertex)]
    if isinstance(t, Struct):
        return _block(t, name, location, qualifiers, per_vertex)
    return [InterfaceVariable(name, location, component, format_of(t), t, locations_of(t), None, qualifiers,
                              per_vertex)]


def _block(t: Struct, name: str, location: int | None, qualifiers: frozenset[str], per_vertex: bool
           ) -> list[InterfaceVariable]:
    """An interface block: built-in members apart; the others get member or running locations."""
    builtins = [InterfaceVariable(f"{name}.{m.name}" if name else m.name, None, 0, format_of(m.type), m.type,
                                  locations_of(m.type), m.builtin, qualifiers | (m.qualifiers & _IO), per_vertex,
                                  block=t.name or "gl_PerVertex")
                for m in t.members if m.builtin]
    if builtins and len(builtins) == len(t.members):
        return builtins
    members = []
    next_loc = location
    for m in t.members:
        if m.builtin:
            continue
        loc = m.location if m.location is not None else next_loc
        n = locations_of(m.type)
        members.append(InterfaceVariable(m.name, loc, m.component, format_of(m.type), m.type, n, None,
                                         qualifiers | (m.qualifiers & _IO), per_vertex))
        next_loc = None if loc is None else loc + n
    first = min((m.location for m in members if m.location is not None), default=location)
    block = InterfaceVariable(name or t.name, first, 0, Format.UNDEFINED, t, locations_of(t), None, qualifiers,
                              per_vertex, tuple(members))
    return [block, *builtins]
