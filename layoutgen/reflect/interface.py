"""Stage inputs and outputs: locations, components, formats, interpolation, built-ins."""
from __future__ import annotations

from collections.abc import Iterable, Iterator

from ..memo import ByKey
from ..spirv.grammar_tables import Decoration
from .enumerants import BUILT_INS, BuiltIn, ExecutionModel as Model
from .kinds import Qualifier
from .interface_model import InterfaceVariable
from .read import name_of, string_at
from .scan import Index
from .typeinfo import QUALIFIERS, SHARED_NAME_CHARS, is_shared, qualifier_set, shared_size
from .types import Array, Matrix, Member, Scalar, Struct, Type, Vector
from .vkenums import Format, format_for

_LOCATION, _COMPONENT, _BUILTIN = Decoration.Location, Decoration.Component, Decoration.BuiltIn
_USER_SEMANTIC = Decoration.UserSemantic
_BUILTINS = BUILT_INS
_IO = frozenset(QUALIFIERS.values())
_NO_QUALIFIERS = qualifier_set([])
#: Stages whose (non-patch) inputs, or outputs, carry an outer per-vertex array.
_ARRAYED_INPUTS = frozenset({Model.TESSELLATION_CONTROL, Model.TESSELLATION_EVALUATION, Model.GEOMETRY, Model.MESH_NV})
_ARRAYED_OUTPUTS = frozenset({Model.TESSELLATION_CONTROL, Model.MESH_NV, Model.MESH_EXT})
#: More locations than any device offers: such a variable is not walked location by location.
MAX_LOCATIONS = 4096


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
        return format_for(t.component.kind, t.component.width, t.count)
    if isinstance(t, Scalar):
        return format_for(t.kind, t.width, 1)
    return Format.UNDEFINED


def flatten(vars_: Iterable[InterfaceVariable]) -> list[InterfaceVariable]:
    """Interface blocks replaced by their members (recursively)."""
    out: list[InterfaceVariable] = []
    for v in vars_:
        out.extend(flatten(v.members) if v.members else [v])
    return out


#: id -> (type, format, locations) of the scalar, vector and matrix types reflection shares
#: between modules (they live as long as the process: their ids stay theirs).
_SHAPES: dict[int, tuple[Type, Format, int]] = {}


def _shape(t: Type) -> tuple[Format, int]:
    """``format_of(t), locations_of(t)``, remembered for the shared types."""
    hit = _SHAPES.get(id(t))
    if hit is not None and hit[0] is t:
        return hit[1], hit[2]
    found = format_of(t), locations_of(t)
    if is_shared(t):
        _SHAPES[id(t)] = (t, *found)
    return found


#: Variables that are no block, of a shared type (see _SHAPES) or an array typeinfo shares
#: between modules (see typeinfo.shared_size), by their fields (the type by its id; the
#: variable holds it): modules repeat the same few (an input vec2 at location 0 named inUV, the
#: gl_PerVertex built-ins), so each is made once and shared, as the types are; bounded.
_VARIABLES: ByKey[InterfaceVariable] = ByKey(4096)


def _variable(name: str, location: int | None, component: int, t: Type, builtin: BuiltIn | str | None,
              qualifiers: frozenset[Qualifier], per_vertex: bool, semantic: str | None = None,
              block: str | None = None) -> InterfaceVariable:
    """The InterfaceVariable of these fields, which is no block (shared where its type is)."""
    fmt, n = _shape(t)
    shared = _SHAPES.get(id(t))
    key = None
    if ((shared is not None and shared[0] is t) or (type(t) is Array and shared_size(t) is not None)) and \
            len(name) + len(semantic or "") + len(block or "") <= SHARED_NAME_CHARS:
        key = (name, location, component, id(t), builtin, qualifiers, per_vertex, semantic, block)
        found = _VARIABLES.get(key)
        if found is not None:
            return found
    made = InterfaceVariable(name=name, location=location, component=component, format=fmt, type=t, locations=n,
                             builtin=builtin, qualifiers=qualifiers, per_vertex=per_vertex, block=block,
                             semantic=semantic)
    return made if key is None else _VARIABLES.put(made, key)


def interface_variable(ix: Index, var_id: int, pointee: Type, model: str, is_input: bool
                       ) -> list[InterfaceVariable]:
    """The variable ``var_id`` as one or more InterfaceVariables (a block yields its members)."""
    words = ix.words
    location = builtin = semantic = None
    component, component_at = 0, 0
    quals: list[Qualifier] = []
    for pos in ix.decorations.get(var_id, ()):
        deco = words[pos + 2]
        if deco == _LOCATION or deco == _COMPONENT or deco == _BUILTIN:
            if (words[pos] >> 16) < 4:
                raise ix.error(pos, "too few words: needs at least 4")
            if deco == _LOCATION:
                location = words[pos + 3]
            elif deco == _COMPONENT:
                component, component_at = words[pos + 3], pos
            else:
                builtin = _BUILTINS.get(words[pos + 3]) or str(words[pos + 3])
        elif deco in QUALIFIERS:
            quals.append(QUALIFIERS[deco])
        elif deco == _USER_SEMANTIC:
            if (words[pos] >> 16) < 4:
                raise ix.error(pos, "too few words: needs at least 4")
            semantic = string_at(ix, pos, 3)[0]
    qualifiers = qualifier_set(quals) if quals else _NO_QUALIFIERS
    t, per_vertex = pointee, False
    if type(t) is Array and Qualifier.PATCH not in qualifiers and (
            model in (_ARRAYED_INPUTS if is_input else _ARRAYED_OUTPUTS) or Qualifier.PER_VERTEX_KHR in qualifiers):
        t, per_vertex = t.element, True
    name = name_of(ix, var_id)
    if builtin is None and isinstance(t, Struct):
        for m in t.members:  # a member's Component as a variable's (0 is the default: nothing to check)
            wrong = m.component and m.builtin is None and _component_error(m.type, m.component)
            if wrong:
                raise ix.error(ix.defs.get(var_id, component_at),
                               f"{name or f'%{var_id}'} member {m.name or '?'} ({m.type.glsl()}): {wrong}")
        return _block(t, name, location, qualifiers, per_vertex)
    if builtin is not None:
        return [_variable(name, None, 0, t, builtin, qualifiers, per_vertex, semantic)]
    wrong = component_at and _component_error(t, component)
    if wrong:
        raise ix.error(component_at, f"{name or f'%{var_id}'} ({t.glsl()}): {wrong}")
    return [_variable(name, location, component, t, None, qualifiers, per_vertex, semantic)]


def _component_error(t: Type, component: int) -> str:
    """What Vulkan's rules for a Component decoration refuse in ``component`` on a variable
    of type ``t`` (its components must lie within one location's four 32-bit ones), or ""."""
    while isinstance(t, Array):
        t = t.element
    if isinstance(t, Vector):
        width, count = t.component.width, t.count
    elif isinstance(t, Scalar):
        width, count = t.width, 1
    else:
        return f"Component {component} on a type that is no scalar or vector"
    if width == 64:
        if count > 2:
            return ("a 64-bit vector of more than two components takes no Component decoration "
                    "(VUID-StandaloneSpirv-Component-04922)")
        if component % 2:
            return (f"Component {component}: a 64-bit scalar or vector starts at component 0 or 2 "
                    "(VUID-StandaloneSpirv-Component-04923)")
        count *= 2
    if component + count > 4:
        return (f"Component {component}: its {count} 32-bit components from there go past a location's 4 "
                f"(VUID-StandaloneSpirv-Component-{'04922' if width == 64 else '04921'})")
    return ""


def _member_qualifiers(qualifiers: frozenset[Qualifier], m: Member) -> frozenset[Qualifier]:
    return qualifiers | _IO.intersection(m.qualifiers) if m.qualifiers else qualifiers


#: What an interface block of a structure shared between modules (see typeinfo.shared_size)
#: gives (see :func:`_block`), by its fields (the structure by its id: the entry holds the
#: structure): the variables of a block modules repeat (gl_PerVertex) are shared too; bounded.
_BLOCK_VARIABLES: ByKey[tuple[Struct, list[InterfaceVariable]]] = ByKey(1024)


def _block(t: Struct, name: str, location: int | None, qualifiers: frozenset[Qualifier], per_vertex: bool
           ) -> list[InterfaceVariable]:
    """An interface block: built-in members apart; the others get member or running locations."""
    if shared_size(t) is None or len(name) > SHARED_NAME_CHARS:
        return _block_variables(t, name, location, qualifiers, per_vertex)
    key = (id(t), name, location, qualifiers, per_vertex)
    found = _BLOCK_VARIABLES.get(key)
    if found is None:
        found = _BLOCK_VARIABLES.put((t, _block_variables(t, name, location, qualifiers, per_vertex)), key)
    return list(found[1])


def _block_variables(t: Struct, name: str, location: int | None, qualifiers: frozenset[Qualifier],
                     per_vertex: bool) -> list[InterfaceVariable]:
    builtins = []
    for m in t.members:
        if m.builtin:
            builtins.append(_variable(f"{name}.{m.name}" if name else m.name, None, 0, m.type, m.builtin,
                                      _member_qualifiers(qualifiers, m), per_vertex, block=t.name or "gl_PerVertex"))
    if builtins and len(builtins) == len(t.members):
        return builtins
    members = []
    next_loc = location
    for m in t.members:
        if m.builtin:
            continue
        loc = m.location if m.location is not None else next_loc
        member = _variable(m.name, loc, m.component, m.type, None, _member_qualifiers(qualifiers, m), per_vertex)
        members.append(member)
        next_loc = None if loc is None else loc + member.locations
    first = min((m.location for m in members if m.location is not None), default=location)
    block = InterfaceVariable(name=name or t.name, location=first, component=0, format=Format.UNDEFINED, type=t,
                              locations=locations_of(t), builtin=None, qualifiers=qualifiers, per_vertex=per_vertex,
                              members=tuple(members), block=None)
    return [block, *builtins]
