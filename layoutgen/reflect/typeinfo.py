"""Decode types and constants from the scan's index, on demand and once each."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import ReflectionError
from ..memo import ByKey, drop_oldest
from ..spirv.binary import literal_value, literal_words
from ..spirv.grammar_tables import (GRAMMAR_VERSION, KIND_CATEGORY, OPCODE_NAMES, OPERANDS, SPELLING, Capability,
                                    Decoration, Op)
from .enumerants import BUILT_INS, SPEC_OPERATIONS, SPIRV_IMAGE_FORMATS, BuiltIn
from .kinds import Qualifier
from .read import REQUIRED, decorations, name_of, need_parameters, need_words, string_at
from .scan import Index
from .spec import SpecComposite, SpecConst, SpecExpr, SpecLiteral, SpecOp, evaluate
from .types import (Array, Image, ImageDim, Matrix, Member, Opaque, OpaqueKind, SampledImage, Scalar, ScalarKind,
                    SpecSize, Struct, Tensor, Type, Vector)

#: How deep types (and constants) may nest: structures alone may nest 255 deep (SPIR-V's universal
#: limit), and arrays between them add to the depth. Decoding keeps its own stack (see
#: :meth:`Resolver.type`), so that depth takes no Python frames.
MAX_DEPTH = 600
#: Structures nest at most this deep (SPIR-V's universal limits: "Structure Nesting").
MAX_STRUCT_NESTING = 255
#: A structure holds at most this many members in all: its own and, for each member that is a
#: structure (or an array of one), that structure's in all, so that one nested several times
#: counts each time, as its layout lists it (see :func:`Resolver.members_in_all`). A few
#: words can nest one structure in another many times over; reflection refuses what would be
#: a layout of millions of members rather than spend minutes and gigabytes making it.
MAX_MEMBERS_IN_ALL = 1 << 16
_D_SPEC_ID = Decoration.SpecId
_D_ARRAY_STRIDE = Decoration.ArrayStride
_D_OFFSET = Decoration.Offset
_D_MATRIX_STRIDE = Decoration.MatrixStride
_D_ROW_MAJOR = Decoration.RowMajor
_D_BUILTIN = Decoration.BuiltIn
_D_LOCATION = Decoration.Location
_D_COMPONENT = Decoration.Component
#: Interpolation and storage decorations reported on stage inputs and outputs.
QUALIFIERS = {Decoration.Flat: Qualifier.FLAT, Decoration.NoPerspective: Qualifier.NOPERSPECTIVE,
              Decoration.Centroid: Qualifier.CENTROID, Decoration.Sample: Qualifier.SAMPLE,
              Decoration.Patch: Qualifier.PATCH, Decoration.PerPrimitiveEXT: Qualifier.PER_PRIMITIVE,
              Decoration.PerVertexKHR: Qualifier.PER_VERTEX_KHR}
#: Member decorations kept beside them (buffer blocks: readonly, writeonly).
_MEMBER_ACCESS = {Decoration.NonWritable: Qualifier.NON_WRITABLE, Decoration.NonReadable: Qualifier.NON_READABLE}
_NO_QUALIFIERS: frozenset[Qualifier] = frozenset()
_QUALIFIER_SETS: dict[tuple[Qualifier, ...], frozenset[Qualifier]] = {(): _NO_QUALIFIERS}


def qualifier_set(names: list[Qualifier]) -> frozenset[Qualifier]:
    """One shared frozenset per distinct set of qualifiers."""
    key = tuple(sorted(names))
    out = _QUALIFIER_SETS.get(key)
    if out is None:
        out = _QUALIFIER_SETS[key] = frozenset(key)
    return out
_DIMS = {value: ImageDim(name) for value, name in SPELLING["Dim"].items()}
_FLOAT, _INT, _UINT, _BOOL = ScalarKind.FLOAT, ScalarKind.INT, ScalarKind.UINT, ScalarKind.BOOL
_FORMATS = SPIRV_IMAGE_FORMATS
_BUILTINS = BUILT_INS
_SPEC_CONST = frozenset({Op.OpSpecConstant, Op.OpSpecConstantTrue, Op.OpSpecConstantFalse})
_TRUE_OPS = frozenset({Op.OpConstantTrue, Op.OpSpecConstantTrue})
_FALSE_OPS = frozenset({Op.OpConstantFalse, Op.OpSpecConstantFalse, Op.OpConstantNull})
_LITERAL_OPS = frozenset({Op.OpConstant, Op.OpSpecConstant})
_COMPOSITE_OPS = frozenset({Op.OpConstantComposite, Op.OpSpecConstantComposite})
_OP_SPEC_CONSTANT_OP = Op.OpSpecConstantOp
_OP_TYPE_FLOAT = Op.OpTypeFloat
_OP_TYPE_INT = Op.OpTypeInt
_OP_TYPE_VECTOR = Op.OpTypeVector
_OP_TYPE_MATRIX = Op.OpTypeMatrix
_OP_TYPE_STRUCT = Op.OpTypeStruct
_OP_TYPE_ARRAY = Op.OpTypeArray
_OP_TYPE_RUNTIME_ARRAY = Op.OpTypeRuntimeArray
_OP_TYPE_IMAGE = Op.OpTypeImage
_OP_TYPE_SAMPLED_IMAGE = Op.OpTypeSampledImage
_OP_MEMBER_DECORATE_STRING = Op.OpMemberDecorateString
_OP_TYPE_TENSOR = Op.OpTypeTensorARM
_VECTOR16 = Capability.Vector16
_OPAQUE: dict[int, Type] = {
    Op.OpTypeSampler: Opaque(name=OpaqueKind.SAMPLER), Op.OpTypeUntypedPointerKHR: Opaque(name=OpaqueKind.POINTER),
    Op.OpTypeAccelerationStructureKHR: Opaque(name=OpaqueKind.ACCELERATION_STRUCTURE),
    Op.OpTypeRayQueryKHR: Opaque(name=OpaqueKind.RAY_QUERY), Op.OpTypeVoid: Opaque(name=OpaqueKind.VOID),
    Op.OpTypePointer: Opaque(name=OpaqueKind.POINTER), Op.OpTypeBool: Scalar(kind=_BOOL, width=0),
    Op.OpTypeBufferEXT: Opaque(name=OpaqueKind.BUFFER)}
# Scalars, vectors and matrices are shared between modules: one instance per distinct type,
# kept for the life of the process (so a vector or matrix is keyed by its component's id).
_SCALARS: dict[tuple[ScalarKind, int], Scalar] = {}
_COMPOSITES: dict[tuple[int, int, int], Type] = {}
#: Structures and arrays are shared between modules too, where all that decides one is the same:
#: modules repeat the same blocks (gl_PerVertex, a uniform block in a vertex and a fragment
#: shader, the same push constants in every pipeline's stages). A structure is keyed by its
#: members' types (by identity: each is itself shared, and the structure holds them, so no other
#: object takes their ids while the entry lives) and by the bytes of the instructions that name
#: and decorate it and its members, less the id they target (see :meth:`Resolver._struct_key`);
#: an array by its element's identity, its length and its stride. What the memos keep stays
#: small: only a structure or array that holds, in all (its members and theirs included), at
#: most SHARED_PARTS parts (each shared type counting one) and SHARED_BYTES of the
#: instructions that name and decorate them is shared (see :func:`shared_size`), and each memo
#: keeps at most SHARED_STRUCTS.
SHARED_STRUCTS = 1024
SHARED_PARTS = 64
SHARED_BYTES = 4096
#: A member or variable whose name is longer is made for each module, not kept by a memo.
SHARED_NAME_CHARS = 256
_STRUCTS: ByKey[Struct] = ByKey(SHARED_STRUCTS)
_ARRAYS: ByKey[Array] = ByKey(SHARED_STRUCTS)
#: Each structure and array shared between modules, by its id: (it, its parts, its bytes). A
#: shared structure or array stays shared, with its size, after the memo that made it has
#: dropped it; bounded.
_SIZES: dict[int, tuple[Type, int, int]] = {}


def shared_size(t: Type) -> tuple[int, int] | None:
    """(parts, bytes) that ``t`` holds in all (see _STRUCTS) where it is one of the types
    reflection shares between modules, else None: (1, 0) for a scalar, vector, matrix or opaque
    type (reflection makes one of each for the process), the size of a structure or array
    typeinfo shares."""
    kind = type(t)
    if kind is Scalar or kind is Vector or kind is Matrix or kind is Opaque:
        return (1, 0)
    found = _SIZES.get(id(t))
    return None if found is None else (found[1], found[2])


def _record_size(t: Type, parts: int, size: int) -> None:
    """Record ``t`` as shared, holding ``parts`` parts and ``size`` bytes (see shared_size)."""
    if id(t) not in _SIZES:
        if len(_SIZES) >= 2 * SHARED_STRUCTS:
            drop_oldest(_SIZES)
        _SIZES[id(t)] = (t, parts, size)


def is_shared(t: Type) -> bool:
    """Whether ``t`` is one of the scalar, vector and matrix types shared between modules."""
    kind = type(t)
    if kind is Scalar:
        return _SCALARS.get((t.kind, t.width)) is t  # type: ignore[union-attr]
    if kind is Vector:
        return _COMPOSITES.get((_OP_TYPE_VECTOR, id(t.component), t.count)) is t  # type: ignore[union-attr]
    if kind is Matrix:
        return _COMPOSITES.get((_OP_TYPE_MATRIX, id(t.column), t.columns)) is t  # type: ignore[union-attr]
    return False


class Resolver:
    """Types, constants and blocks of one module, each decoded once."""

    def __init__(self, ix: Index) -> None:
        self.ix = ix
        self.words = ix.words
        self.types: dict[int, Type] = {}
        self.consts: dict[int, SpecExpr] = {}
        #: The values of the constants' expression nodes with no specialization, by id() (the
        #: nodes live in ``consts``): see :meth:`default_value`.
        self._defaults: dict[int, Any] = {}
        #: The members each structure decoded here holds in all, by id() (the structures live
        #: in ``types``): see :meth:`members_in_all`.
        self._in_all: dict[int, int] = {}

    # -- lookups --------------------------------------------------------------------------
    def pos_of(self, id_: int, at: int) -> int:
        pos = self.ix.defs.get(id_)
        if pos is None:
            raise self.undefined(id_, at)
        return pos

    def undefined(self, id_: int, at: int) -> Exception:
        """The error for an id no instruction the grammar knows defines."""
        unknown = self.ix.unknown
        if not unknown:
            return self.ix.error(at, f"%{id_} is used but never defined")
        ops = ", ".join(str(op) for op in sorted(unknown))
        major, minor, rev = GRAMMAR_VERSION
        return self.ix.error(at, f"%{id_} is used but defined by no instruction the SPIR-V grammar knows; the module "
                                 f"has opcode(s) {ops} that SPIR-V {major}.{minor} revision {rev} does not define (an "
                                 "extension newer than layoutgen's grammar?)")

    # -- types ----------------------------------------------------------------------------
    def type(self, id_: int, at: int) -> Type:
        """The type ``id_`` names; ``at`` is the position of the instruction that uses it."""
        t = self.types.get(id_)
        if t is None:
            self._decode_all(True, id_, self.pos_of(id_, at))
            t = self.types[id_]
        return t

    def _decode_all(self, is_type: bool, id_: int, pos: int) -> None:
        """Decode the type (or constant) ``id_`` defined at ``pos`` and, before it, every type
        and constant it reaches that is not decoded yet, deepest first, on a stack of our own:
        each decoder then finds what it refers to already decoded, and nesting takes no Python
        frames. An id that reaches itself, or a chain deeper than MAX_DEPTH, is refused.

        One whose references are all decoded already (a scalar, most vectors) is decoded as it
        is met, without going on the stack."""
        reached = self._refs(is_type, pos)
        types, consts, defs, words = self.types, self.consts, self.ix.defs, self.words
        for child_is_type, child in reached:  # self._ready(reached), inline: most types pass here
            if child not in (types if child_is_type else consts) and child in defs:
                break
        else:
            if is_type:
                types[id_] = self._decode_type(pos)
            else:
                consts[id_] = self._decode_constant(pos)
            return
        root_struct = self._is_struct(is_type, pos)
        stack = [(is_type, id_, pos, iter(reached), root_struct)]
        active = {id_}
        structs = root_struct  # structures on the stack
        while stack:
            is_type, cur, pos, refs, is_struct = stack[-1]
            for child_is_type, child in refs:
                if child in (types if child_is_type else consts):
                    continue
                cpos = defs.get(child)
                if cpos is None:
                    continue  # its user's decoder says so, where it meets it
                if child in active or len(stack) > MAX_DEPTH:
                    what = "type" if child_is_type else "constant"
                    raise self.ix.error(cpos, f"{what} %{child} refers to itself or nests deeper than {MAX_DEPTH}")
                child_struct = int(child_is_type and (words[cpos] & 0xFFFF) == _OP_TYPE_STRUCT)
                if structs + child_struct > MAX_STRUCT_NESTING:
                    raise self.ix.error(cpos, f"structure %{child} nests deeper than {MAX_STRUCT_NESTING} "
                                              "structures, SPIR-V's universal limit")
                child_refs = self._refs(child_is_type, cpos)
                if self._ready(child_refs):  # it would come off the stack at once
                    self._decode_one(child_is_type, child, cpos)
                    continue
                structs += child_struct
                stack.append((child_is_type, child, cpos, iter(child_refs), child_struct))
                active.add(child)
                break
            else:
                stack.pop()
                active.discard(cur)
                structs -= is_struct
                self._decode_one(is_type, cur, pos)

    def _ready(self, refs: list[tuple[bool, int]]) -> bool:
        """Whether every type and constant of ``refs`` is decoded, or defined by no instruction
        (its user's decoder says so)."""
        types, consts, defs = self.types, self.consts, self.ix.defs
        for is_type, id_ in refs:
            if id_ not in (types if is_type else consts) and id_ in defs:
                return False
        return True

    def _decode_one(self, is_type: bool, id_: int, pos: int) -> None:
        if is_type:
            self.types[id_] = self._decode_type(pos)
        else:
            self.consts[id_] = self._decode_constant(pos)

    def _is_struct(self, is_type: bool, pos: int) -> int:
        """1 where the type at ``pos`` is a structure, else 0."""
        return int(is_type and (self.words[pos] & 0xFFFF) == _OP_TYPE_STRUCT)

    def _refs(self, is_type: bool, pos: int) -> list[tuple[bool, int]]:
        """(is a type, id) of each type and constant the type or constant at ``pos`` refers to,
        as its decoder reads them; none that an instruction too short to hold them would name
        (its decoder refuses it)."""
        w = self.words
        op = w[pos] & 0xFFFF
        wc = w[pos] >> 16
        if pos + wc > len(w):
            return []
        if not is_type:
            if wc < 3:
                return []
            out = [(True, w[pos + 1])]
            if op in _COMPOSITE_OPS:
                out += [(False, a) for a in w[pos + 3:pos + wc]]
            elif op == _OP_SPEC_CONSTANT_OP and wc >= 4 and w[pos + 3] in OPERANDS:
                out += [(False, word) for is_id, word in self._spec_args(pos, wc)[0] if is_id]
            return out
        if op == _OP_TYPE_STRUCT:
            return [(True, a) for a in w[pos + 2:pos + wc]]
        if op == _OP_TYPE_VECTOR or op == _OP_TYPE_MATRIX:
            return [(True, w[pos + 2])] if wc >= 4 else []
        if op == _OP_TYPE_ARRAY or op == _OP_TYPE_RUNTIME_ARRAY or op == _OP_TYPE_TENSOR:
            out = [(True, w[pos + 2])] if wc >= (4 if op == _OP_TYPE_ARRAY else 3) else []
            if op != _OP_TYPE_RUNTIME_ARRAY:
                out += [(False, a) for a in w[pos + 3:pos + min(wc, 5 if op == _OP_TYPE_TENSOR else 4)]]
            return out
        if op == _OP_TYPE_SAMPLED_IMAGE or (op == _OP_TYPE_IMAGE and wc >= 9):
            return [(True, w[pos + 2])] if wc >= 3 else []
        return []

    def _decode_type(self, pos: int) -> Type:
        op = self.words[pos] & 0xFFFF
        decoder = _TYPE_DECODERS.get(op)
        if decoder is not None:
            return decoder(self, pos, self.words[pos] >> 16)
        opaque = _OPAQUE.get(op)
        if opaque is None:
            raise self.ix.error(pos, "is not a type reflection knows")
        return opaque

    def _scalar(self, pos: int, wc: int) -> Scalar:
        w = self.words
        op = w[pos] & 0xFFFF
        if wc < 3 or (op == _OP_TYPE_INT and wc < 4):
            raise self.ix.error(pos, "too few words")
        kind = _FLOAT if op == _OP_TYPE_FLOAT else _INT if w[pos + 3] else _UINT
        if not 0 < w[pos + 2] <= 64:
            raise self.ix.error(pos, f"a {w[pos + 2]}-bit {'float' if kind is _FLOAT else 'integer'}: reflection "
                                     "reads scalar types of 1 to 64 bits")
        key = (kind, w[pos + 2])
        scalar = _SCALARS.get(key)
        if scalar is None:
            scalar = _SCALARS[key] = Scalar(kind=kind, width=w[pos + 2])
        return scalar

    def _composite(self, pos: int, wc: int) -> Type:
        """A vector or a matrix, shared between modules (keyed by its component's identity,
        itself a shared type)."""
        w = self.words
        op = w[pos] & 0xFFFF
        if wc < 4:
            raise self.ix.error(pos, "too few words")
        self._check_count(pos, op, w[pos + 3])
        inner = self.type(w[pos + 2], pos)
        key = (op, id(inner), w[pos + 3])
        t: Type | None = _COMPOSITES.get(key)
        if t is None:
            if op == _OP_TYPE_VECTOR and isinstance(inner, Scalar):
                t = Vector(component=inner, count=w[pos + 3])
            elif op == _OP_TYPE_MATRIX and isinstance(inner, Vector):
                t = Matrix(column=inner, columns=w[pos + 3])
            else:
                raise self.ix.error(pos, "component type does not fit")
            _COMPOSITES[key] = t
        return t

    def _image(self, pos: int, wc: int) -> Image:
        w = self.words
        if wc < 9:
            raise self.ix.error(pos, "too few words")
        st = self.type(w[pos + 2], pos)
        dim: ImageDim | str = _DIMS.get(w[pos + 3]) or str(w[pos + 3])  # newer than the grammar: its number
        if not isinstance(st, Scalar):
            st = _SCALARS.setdefault((_FLOAT, 32), Scalar(kind=_FLOAT, width=32))
        return Image(sampled_type=st, dim=dim, depth={0: False, 1: True}.get(w[pos + 4]), arrayed=bool(w[pos + 5]),
                     multisampled=bool(w[pos + 6]), sampled=w[pos + 7],
                     format=_FORMATS.get(w[pos + 8]) or str(w[pos + 8]))

    def _sampled_image(self, pos: int, wc: int) -> SampledImage:
        if wc < 3:
            raise self.ix.error(pos, "too few words")
        image = self.type(self.words[pos + 2], pos)
        if not isinstance(image, Image):
            raise self.ix.error(pos, "sampled image of a type that is not an image")
        return SampledImage(image=image)

    def _tensor(self, pos: int, wc: int) -> Tensor:
        w = self.words
        need_words(self.ix, pos, 3)
        element = self.type(w[pos + 2], pos)
        if not isinstance(element, Scalar):
            raise self.ix.error(pos, f"tensor of {element.glsl()}, not of a scalar type")
        rank = shape = None
        if wc > 3:
            rank = self._whole(self.default_value(self.constant(w[pos + 3], pos), pos), pos, "rank")
        if wc > 4:
            value = self.constant(w[pos + 4], pos)
            if isinstance(value, SpecComposite):
                shape = tuple(self._whole(self.default_value(c, pos), pos, "shape") for c in value.parts)
        return Tensor(element=element, rank=rank, shape=shape)

    def _whole(self, value: Any, pos: int, what: str) -> int:
        """``value``, a tensor's rank or a dimension of its shape, checked to be an integer."""
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.ix.error(pos, f"the tensor's {what} holds {value!r}, not an integer constant")
        return value

    def _check_count(self, pos: int, op: int, count: int) -> None:
        if op == _OP_TYPE_MATRIX:
            if not 2 <= count <= 4:
                raise self.ix.error(pos, f"a matrix has 2 to 4 columns, not {count}")
        elif count not in (2, 3, 4) and not (count in (8, 16) and _VECTOR16 in self.ix.capabilities):
            raise self.ix.error(pos, f"a vector has 2 to 4 components (8 or 16 with the Vector16 capability), "
                                     f"not {count}")

    def _array(self, pos: int, wc: int) -> Array:
        """An OpTypeArray, or an OpTypeRuntimeArray (no length)."""
        w = self.words
        runtime = (w[pos] & 0xFFFF) == _OP_TYPE_RUNTIME_ARRAY
        need_words(self.ix, pos, 3 if runtime else 4)
        element = self.type(w[pos + 2], pos)
        stride = None
        for dpos in self.ix.decorations.get(w[pos + 1], ()):
            if w[dpos + 2] == _D_ARRAY_STRIDE and (w[dpos] >> 16) > 3:
                stride = w[dpos + 3]
        if runtime:
            return self._shared_array(element, None, stride)
        expr = self.constant(w[pos + 3], pos)
        length: object  # any constant's value (a composite's is a tuple) until checked below
        if isinstance(expr, SpecConst) and expr.spec_id is None:
            length = expr.default
            spec = None
        else:
            length = self.default_value(expr, pos)
            spec = SpecSize(expr=expr)
        if not isinstance(length, int) or isinstance(length, bool):
            raise self.ix.error(pos, "array length is not an integer constant")
        if length < 1 and spec is None:  # a specialization sets the other's (merge() checks it then)
            raise self.ix.error(pos, f"array length {length}: an array has at least one element")
        if spec is not None:  # its expression is this module's
            return Array(element=element, length=length, stride=stride, spec=spec)
        return self._shared_array(element, length, stride)

    @staticmethod
    def _shared_array(element: Type, length: int | None, stride: int | None) -> Array:
        """The array of these fields (no specialization): one shared between modules where its
        element is shared and it holds no more than SHARED_PARTS parts."""
        size = shared_size(element)
        if size is None or size[0] >= SHARED_PARTS:
            return Array(element=element, length=length, stride=stride)
        key = (id(element), length, stride)
        found = _ARRAYS.get(key)
        if found is None:
            found = _ARRAYS.put(Array(element=element, length=length, stride=stride), key)
        _record_size(found, size[0] + 1, size[1])
        return found

    def _struct(self, pos: int, wc: int) -> Struct:
        w = self.words
        ix = self.ix
        sid = w[pos + 1]
        n = max(0, wc - 2)
        key, parts, size = self._struct_key(pos, sid, n)
        if key is not None:
            found = _STRUCTS.get(key)
            if found is not None:
                _record_size(found, parts, size)
                return found
        names = [""] * n
        for npos in ix.member_names.get(sid, ()):
            k = w[npos + 2] if (w[npos] >> 16) > 3 else n
            if k < n:
                names[k] = string_at(ix, npos, 3)[0]
        decorated = _member_fields(ix, sid, n) if sid in ix.member_decorations or sid in ix.group_members else {}
        types = self.types
        members = []
        for k in range(n):  # a loop, not a generator: one frame less per level of nesting
            t = types.get(w[pos + 2 + k]) or self.type(w[pos + 2 + k], pos)
            members.append(_member(names[k] or f"_m{k}", t, decorated.get(k)))
        made = Struct(name=name_of(ix, sid), members=tuple(members))
        in_all = n + sum([self.members_in_all(m.type) for m in members])
        if in_all > MAX_MEMBERS_IN_ALL:
            raise ix.error(pos, f"structure %{sid} holds {in_all} members in all, counting those of the structures it "
                                f"nests each time it nests them: more than the {MAX_MEMBERS_IN_ALL} reflection lays "
                                "out (is one structure nested in another many times over?)")
        self._in_all[id(made)] = in_all
        if key is not None:
            _STRUCTS.put(made, key)
            _record_size(made, parts, size)
        return made

    def members_in_all(self, t: Type) -> int:
        """The members a structure type ``t`` (or an array of one) holds in all: its own and
        each nested structure's in all, once for each member of that type (see
        MAX_MEMBERS_IN_ALL); 0 for any other type. Each structure is counted once a module."""
        while isinstance(t, Array):
            t = t.element
        if not isinstance(t, Struct):
            return 0
        found = self._in_all.get(id(t))
        if found is None:  # one shared with another module: at most SHARED_PARTS parts
            found = self._in_all[id(t)] = len(t.members) + sum([self.members_in_all(m.type) for m in t.members])
        return found

    def _struct_key(self, pos: int, sid: int, n: int) -> tuple[tuple[Any, ...] | None, int, int]:
        """What decides the structure ``sid`` of ``n`` members defined at ``pos``, and the parts
        and bytes it holds in all (see _STRUCTS): its members' types (by identity), and the
        bytes of its OpName and of the OpMemberName and OpMember*Decorate instructions that
        target it, each less the id it targets (its first word, the opcode and length, kept);
        equal keys decode to equal structures, errors included. The key is None where the
        structure is not to be shared: a member type not shared (or not decoded yet: its
        decoder reports what is wrong with it), more than SHARED_PARTS parts or SHARED_BYTES
        in all, or a decoration through a group."""
        ix = self.ix
        if n >= SHARED_PARTS or sid in ix.group_members:
            return None, 0, 0
        w = self.words
        types = self.types
        ids = []
        parts, size = 1, 0
        for k in range(pos + 2, pos + 2 + n):
            t = types.get(w[k])
            held = None if t is None else shared_size(t)
            if held is None:
                return None, 0, 0
            parts += held[0]
            size += held[1]
            ids.append(id(t))
        name = ix.names.get(sid)
        names = ix.member_names.get(sid, ())
        decorations = ix.member_decorations.get(sid, ())
        # each instruction takes 4 bytes at least (its first word): too many are not read
        if parts > SHARED_PARTS or size + 4 * (len(names) + len(decorations) + 1) > SHARED_BYTES:
            return None, 0, 0
        instructions = [*names, *decorations] if name is None else [name, *names, *decorations]
        data = ix.data
        text = b"".join([data[4 * p:4 * p + 4] + data[4 * p + 8:4 * (p + (w[p] >> 16))] for p in instructions])
        size += len(text)
        if size > SHARED_BYTES:
            return None, 0, 0
        return (tuple(ids), name is not None, len(names), text), parts, size

    # -- constants ------------------------------------------------------------------------
    def constant(self, id_: int, at: int) -> SpecExpr:
        """The expression (see :mod:`.spec`) of the constant ``id_``."""
        c = self.consts.get(id_)
        if c is None:
            self._decode_all(False, id_, self.pos_of(id_, at))
            c = self.consts[id_]
        return c

    def default_value(self, expr: SpecExpr, at: int) -> Any:
        """The value of ``expr``, one of this module's constants or a part of one, with no
        specialization; each node shared by several expressions (a chain of spec-constant
        operations sizing many arrays) evaluated once. One that cannot be evaluated is an
        error located at the instruction ``at`` that uses it."""
        try:
            return evaluate(expr, {}, self._defaults)
        except ReflectionError as exc:
            raise self.ix.error(at, str(exc)) from None

    def _decode_constant(self, pos: int) -> SpecExpr:
        w = self.ix.words
        op = w[pos] & 0xFFFF
        wc = w[pos] >> 16
        need_words(self.ix, pos, 3)
        t = self.type(w[pos + 1], pos)
        kind: ScalarKind | None = None  # None: not a scalar
        width = 0
        if isinstance(t, Scalar):
            kind, width = t.kind, t.width
        spec_id = None
        if op in _SPEC_CONST:
            spec_id = decorations(self.ix, w[pos + 2]).get(_D_SPEC_ID, (None,))[0]
        if op in _TRUE_OPS:
            return SpecConst(spec_id, True, _BOOL, 0)
        if op == Op.OpConstantNull and isinstance(t, (Vector, Matrix)):  # its components, each null
            return _null_composite(t)
        if op in _FALSE_OPS:
            return SpecConst(spec_id, False if kind is _BOOL else 0, kind, width)
        if op in _LITERAL_OPS:
            return SpecConst(spec_id, self._literal(pos, wc, kind, width), kind, width)
        if op == _OP_SPEC_CONSTANT_OP:  # a vector's operations are its components': of their kind and width
            if isinstance(t, Vector):
                kind, width = t.component.kind, t.component.width
            return self._spec_op(pos, wc, kind, width)
        if op in _COMPOSITE_OPS:
            return SpecComposite(tuple([self.constant(a, pos) for a in w[pos + 3:pos + wc]]))
        raise self.ix.error(pos, "is not a constant reflection can evaluate")

    def _spec_op(self, pos: int, wc: int, kind: ScalarKind | None, width: int) -> SpecOp:
        """An OpSpecConstantOp: its operands as the grammar lays them out (ids are constants,
        literal integers stay literals, as CompositeExtract's indices)."""
        w = self.ix.words
        need_words(self.ix, pos, 4)
        opcode = w[pos + 3]
        operation = SPEC_OPERATIONS.get(opcode)
        if operation is None:
            if opcode not in OPERANDS:
                raise self.ix.error(pos, f"OpSpecConstantOp names opcode {opcode}, which the grammar does not know")
            raise self.ix.error(pos, f"OpSpecConstantOp names {OPCODE_NAMES[opcode]}, which is not an operation a "
                                     "specialization constant may take (SPIR-V's OpSpecConstantOp lists them)")
        operands, k = self._spec_args(pos, wc)
        args = [self.constant(word, pos) if is_id else SpecLiteral(word) for is_id, word in operands]
        if k != pos + wc:
            raise self.ix.error(pos, f"{wc - (k - pos)} word(s) left over after the operands of "
                                     f"{OPCODE_NAMES[opcode]}")
        return SpecOp(operation, kind, width, tuple(args))

    def _spec_args(self, pos: int, wc: int) -> tuple[list[tuple[bool, int]], int]:
        """(is an id, word) of each operand of the OpSpecConstantOp at ``pos`` (whose opcode the
        grammar knows) as the grammar lays them out, and the position after the last."""
        w = self.ix.words
        out: list[tuple[bool, int]] = []
        k = pos + 4
        for operand, quant in OPERANDS[w[pos + 3]]:
            if operand in ("IdResultType", "IdResult"):
                continue
            if k >= pos + wc and quant == "":
                need = sum(1 for o, q in OPERANDS[w[pos + 3]] if q == "" and o not in ("IdResultType", "IdResult"))
                raise self.ix.error(pos, f"too few words: {OPCODE_NAMES[w[pos + 3]]} needs {need} operand(s)")
            while k < pos + wc:
                out.append((KIND_CATEGORY.get(operand) == "Id", w[k]))
                k += 1
                if quant != "*":
                    break
        return out, k

    def _literal(self, pos: int, wc: int, kind: ScalarKind | None, width: int) -> int | float:
        w = self.ix.words
        nwords = literal_words(width)
        if wc < 3 + nwords:
            raise self.ix.error(pos, f"a {width}-bit literal needs {nwords} word(s)")
        raw = w[pos + 3] | (w[pos + 4] << 32 if nwords == 2 else 0)
        try:
            return literal_value(raw, kind or "", width)  # "": a constant of no scalar type
        except ValueError as exc:
            raise self.ix.error(pos, str(exc)) from None


def _null_composite(t: Vector | Matrix) -> SpecComposite:
    """The null constant of a vector or matrix, component by component (a CompositeExtract of
    one gives a component: 0, 0.0 or false)."""
    if isinstance(t, Matrix):
        return SpecComposite(tuple([_null_composite(t.column)] * t.columns))
    c = t.component
    zero: bool | int | float = False if c.kind == _BOOL else 0.0 if c.kind == _FLOAT else 0
    return SpecComposite(tuple([SpecConst(None, zero, c.kind, c.width)] * t.count))


#: The decoder of each type opcode that has operands (the others are in _OPAQUE).
_TYPE_DECODERS: dict[int, Callable[[Resolver, int, int], Type]] = {
    Op.OpTypeFloat: Resolver._scalar, Op.OpTypeInt: Resolver._scalar,
    Op.OpTypeVector: Resolver._composite, Op.OpTypeMatrix: Resolver._composite,
    Op.OpTypeStruct: Resolver._struct, Op.OpTypeArray: Resolver._array,
    Op.OpTypeRuntimeArray: Resolver._array, Op.OpTypeImage: Resolver._image,
    Op.OpTypeSampledImage: Resolver._sampled_image, Op.OpTypeTensorARM: Resolver._tensor,
}


# -- member decorations --------------------------------------------------------------------

class _MemberFields:
    """What a member's decorations say of it, gathered before its :class:`Member` is made."""

    __slots__ = ("offset", "matrix_stride", "row_major", "location", "builtin", "component", "qualifiers")

    def __init__(self) -> None:
        self.offset: int | None = None
        self.matrix_stride: int | None = None
        self.row_major = False
        self.location: int | None = None
        self.builtin: BuiltIn | str | None = None
        self.component = 0
        self.qualifiers: list[Qualifier] = []


#: Members of a shared type (see is_shared), by their fields (the type by its id): structures
#: repeat the same members across modules (a mat4 named model at offset 64), so each is made
#: once and shared, as the types are; bounded.
_MEMBERS: ByKey[Member] = ByKey(4096)


def _member(name: str, t: Type, f: _MemberFields | None) -> Member:
    """The struct member ``name`` of type ``t`` that the decorations ``f`` describe."""
    key: tuple[Any, ...] | None = None
    if is_shared(t) and len(name) <= SHARED_NAME_CHARS:
        key = ((name, id(t)) if f is None else
               (name, id(t), f.offset, f.matrix_stride, f.row_major, f.location, f.builtin, f.component,
                tuple(f.qualifiers)))
        found = _MEMBERS.get(key)
        if found is not None:
            return found
    if f is None:
        made = Member(name=name, type=t)
    else:
        made = Member(name=name, type=t, offset=f.offset, matrix_stride=f.matrix_stride, row_major=f.row_major,
                      location=f.location, builtin=f.builtin, component=f.component,
                      qualifiers=qualifier_set(f.qualifiers) if f.qualifiers else _NO_QUALIFIERS)
    return made if key is None else _MEMBERS.put(made, key)


def _member_fields(ix: Index, struct_id: int, n: int) -> dict[int, _MemberFields]:
    """Member index -> the fields of each decorated member of ``struct_id`` below ``n``."""
    out: dict[int, _MemberFields] = {}
    for k, deco in member_decoration_list(ix, struct_id):
        if k >= n:
            continue
        f = out.get(k)
        if f is None:
            f = out[k] = _MemberFields()
        d = deco[0]
        if d == _D_OFFSET:
            f.offset = deco[1]
        elif d == _D_MATRIX_STRIDE:
            f.matrix_stride = deco[1]
        elif d == _D_LOCATION:
            f.location = deco[1]
        elif d == _D_COMPONENT:
            f.component = deco[1]
        elif d == _D_ROW_MAJOR:
            f.row_major = True
        elif d == _D_BUILTIN:
            f.builtin = _BUILTINS.get(deco[1]) or str(deco[1])
        elif d in QUALIFIERS:
            f.qualifiers.append(QUALIFIERS[d])
        elif d in _MEMBER_ACCESS:
            f.qualifiers.append(_MEMBER_ACCESS[d])
    return out


def member_decoration_list(ix: Index, struct_id: int) -> list[tuple[int, tuple[Any, ...]]]:
    """(member, (decoration, params...)) for every member decoration of ``struct_id``."""
    w = ix.words
    out: list[tuple[int, tuple[Any, ...]]] = []
    for pos in ix.member_decorations.get(struct_id, ()):
        wc = w[pos] >> 16
        if wc < 4:
            raise ix.error(pos, "too few words: needs at least 4")
        if (w[pos] & 0xFFFF) == _OP_MEMBER_DECORATE_STRING:
            out.append((w[pos + 2], (w[pos + 3], string_at(ix, pos, 4)[0])))
        else:
            least = 4 + REQUIRED.get(w[pos + 3], 0)  # the parameters the decoration requires
            if wc < least:
                raise ix.error(pos, f"too few words: needs at least {least}")
            out.append((w[pos + 2], tuple(w[pos + 3:pos + wc])))
    for member, pos in ix.group_members.get(struct_id, ()):
        need_parameters(ix, pos, 3, w[pos + 2])
        out.append((member, tuple(w[pos + 2:pos + (w[pos] >> 16)])))
    return out
