"""The reflected type model: a tagged union of frozen dataclasses, and buffer-block layout.

Offsets and strides are the ones the compiler wrote (``Offset``, ``ArrayStride``,
``MatrixStride``), never recomputed where they exist.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Union

from ..errors import NotFoundError, ReflectionError, require_numpy
from .enumerants import BuiltIn, ImageFormat
from .kinds import ImageDim as ImageDim, OpaqueKind as OpaqueKind, ScalarKind as ScalarKind  # re-exported
from .kinds import Qualifier
from .nested import Node, linked
from .spec import SpecExpr
from .vkenums import IMAGE_FORMATS, Format

if TYPE_CHECKING:
    import numpy as np


@dataclass(frozen=True, slots=True)
class Scalar:
    """``kind`` is a ScalarKind: FLOAT, INT (signed), UINT or BOOL (a str, equal to 'float',
    'int', 'uint' or 'bool'); ``width`` in bits (0 for a bool)."""

    kind: ScalarKind
    width: int

    @property
    def size(self) -> int:
        return self.width // 8

    def glsl(self) -> str:
        if self.kind == "bool":
            return "bool"
        base = {"float": "float", "int": "int", "uint": "uint"}[self.kind]
        if self.kind == "float":
            return {16: "float16_t", 32: "float", 64: "double"}.get(self.width, f"float{self.width}_t")
        return base if self.width == 32 else f"{base}{self.width}_t"


@dataclass(frozen=True, slots=True)
class Vector:
    """A vector of ``count`` components (2 to 4; 8 or 16 with Vector16)."""

    component: Scalar
    count: int

    def glsl(self) -> str:
        c = self.component
        if c.kind == "bool":
            return f"bvec{self.count}"
        if c.kind == "float" and c.width in (32, 64):
            return f"{'d' if c.width == 64 else ''}vec{self.count}"
        prefix = {"float": "f", "int": "i", "uint": "u"}[c.kind]
        return f"{prefix}{'' if c.width == 32 else c.width}vec{self.count}"


@dataclass(frozen=True, slots=True)
class Matrix:
    """A matrix of ``columns`` column vectors."""

    column: Vector
    columns: int

    def glsl(self) -> str:
        prefix = "d" if self.column.component.width == 64 else ""
        rows = self.column.count
        return f"{prefix}mat{self.columns}" + ("" if rows == self.columns else f"x{rows}")


@dataclass(frozen=True, slots=True)
class SpecSize:
    """An array size given by a specialization constant, or an expression of them.

    ``expr`` is a :data:`layoutgen.reflect.spec.SpecExpr`: a ``SpecConst`` (a constant or
    specialization constant), a ``SpecOp`` (an ``OpSpecConstantOp`` over such expressions), a
    ``SpecComposite`` or a ``SpecLiteral``.
    """

    expr: SpecExpr

    def evaluate(self, values: Mapping[int, Any] | None = None) -> int:
        """The size once specialization ``values`` ({spec id: value}) apply."""
        from .spec import evaluate

        size = evaluate(self.expr, values or {})
        if type(size) is not int:  # a Select between a number and something else (not a valid module)
            raise ReflectionError(f"an array size would be {size!r}, not an integer")
        return size

    @property
    def spec_ids(self) -> tuple[int, ...]:
        from .spec import spec_ids

        return spec_ids(self.expr)


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Array(Node):
    """``length`` is None for a runtime-sized array; ``spec`` is set where a specialization
    constant sizes it (``length`` then holds the size for the default values)."""


    element: Type
    length: int | None
    stride: int | None = None
    spec: SpecSize | None = None

    def glsl(self) -> str:
        dims = ""
        t: Type = self
        while isinstance(t, Array):
            dims += f"[{'' if t.length is None else t.length}]"
            t = t.element
        return t.glsl() + dims


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Member(Node):
    """A struct member with its decorations: offset, matrix layout, location, built-in (a
    BuiltIn, a str; one newer than layoutgen's grammar is its number as text)."""


    name: str
    type: Type
    offset: int | None = None
    matrix_stride: int | None = None
    row_major: bool = False
    location: int | None = None
    builtin: BuiltIn | str | None = None
    component: int = 0
    #: Interpolation decorations of an interface-block member, and "non_writable" /
    #: "non_readable" of a buffer-block member.
    qualifiers: frozenset[Qualifier] = frozenset()


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Struct(Node):
    """A struct type: its name (the OpName, or "") and members."""


    name: str
    members: tuple[Member, ...]

    def glsl(self) -> str:
        return self.name or "struct"


@dataclass(frozen=True, slots=True)
class Image:
    """``OpTypeImage``: ``dim`` an ImageDim, a str as the grammar spells it ('2D', 'Cube',
    'Buffer', 'SubpassData', ...; a Dim newer than layoutgen's grammar: its number as text); ``depth`` True, False or None (unknown); ``sampled`` 1 (used with a
    sampler), 2 (storage) or 0 (known at run time only); ``format`` an ImageFormat, a str as the
    grammar spells it ('Unknown', 'Rgba8', 'R32f', ...; one newer than layoutgen's grammar: its
    number as text)."""

    sampled_type: Scalar
    dim: ImageDim | str
    depth: bool | None
    arrayed: bool
    multisampled: bool
    sampled: int
    format: ImageFormat | str

    @property
    def vk_format(self) -> Format:
        """The VkFormat of the ImageFormat (UNDEFINED for 'Unknown', e.g. a sampled image)."""
        return IMAGE_FORMATS.get(self.format, Format.UNDEFINED)

    def glsl(self) -> str:
        p = {"int": "i", "uint": "u"}.get(self.sampled_type.kind, "")
        dim = {"SubpassData": "subpassInput", "Buffer": "Buffer", "Cube": "Cube", "Rect": "2DRect"}.get(
            self.dim, self.dim)
        if self.dim == "SubpassData":
            return p + dim + ("MS" if self.multisampled else "")
        base = "image" if self.sampled == 2 else "texture"
        return p + base + dim + ("MS" if self.multisampled else "") + ("Array" if self.arrayed else "")


@dataclass(frozen=True, slots=True)
class SampledImage:
    """An image with a sampler (``OpTypeSampledImage``)."""

    image: Image

    def glsl(self) -> str:
        text = self.image.glsl().replace("texture", "sampler", 1)
        return text + ("Shadow" if self.image.depth else "")


@dataclass(frozen=True, slots=True)
class Tensor:
    """``OpTypeTensorARM``: elements of a scalar type, with a rank and shape where the
    module gives them (None where it leaves them to run time)."""

    element: Scalar
    rank: int | None = None
    shape: tuple[int, ...] | None = None

    def glsl(self) -> str:
        return f"tensorARM<{self.element.glsl()}, {'?' if self.rank is None else self.rank}>"


@dataclass(frozen=True, slots=True)
class Opaque:
    """A type with no layout: ``name`` is an OpaqueKind (a str: 'sampler', 'pointer',
    'accelerationStructureEXT', 'rayQuery', 'void', 'buffer')."""

    name: OpaqueKind

    def glsl(self) -> str:
        return self.name


Type = Union[Scalar, Vector, Matrix, Array, Struct, Image, SampledImage, Tensor, Opaque]


def unwrap(t: Type) -> tuple[Type, tuple[Array, ...]]:
    """The element type under any arrays, and the arrays, outermost first."""
    arrays = []
    while isinstance(t, Array):
        arrays.append(t)
        t = t.element
    return t, tuple(arrays)


def specialize(t: Type, values: Mapping[int, Any]) -> Type:
    """``t`` with every array a specialization constant sizes at its size for ``values``
    (the same object where nothing changes)."""
    if isinstance(t, Array):
        element = specialize(t.element, values)
        length = t.length if t.spec is None else t.spec.evaluate(values)
        if length is not None and length < 1:
            raise ReflectionError(f"an array of {t.element.glsl()} would be {length} long; an array has at least "
                                  "one element")
        if element is t.element and length == t.length:
            return t
        return Array(element, length, t.stride, t.spec)
    if isinstance(t, Struct):
        members = tuple(replace(m, type=specialize(m.type, values)) if _has_spec(m.type) else m for m in t.members)
        return t if all(a is b for a, b in zip(members, t.members)) else Struct(t.name, members)
    return t


def spec_arrays(t: Type) -> Iterator[Array]:
    """Every array in ``t`` that a specialization constant sizes, an array before its elements'
    and a struct's members in order."""
    if isinstance(t, Array):
        if t.spec is not None:
            yield t
        yield from spec_arrays(t.element)
    elif isinstance(t, Struct):
        for m in t.members:
            yield from spec_arrays(m.type)


def _has_spec(t: Type) -> bool:
    if isinstance(t, Array):
        return t.spec is not None or _has_spec(t.element)
    if isinstance(t, Struct):
        return any(_has_spec(m.type) for m in t.members)
    return False


def scalar_of(t: Type) -> Scalar | None:
    """The scalar at the bottom of a scalar, vector or matrix type."""
    if isinstance(t, Scalar):
        return t
    if isinstance(t, Vector):
        return t.component
    if isinstance(t, Matrix):
        return t.column.component
    return None


# -- buffer-block layout ------------------------------------------------------------------

def ceil_div(n: int, d: int) -> int:
    """``n / d`` rounded up (n >= 0, d > 0)."""
    return -(-n // d)


def align_up(n: int, alignment: int) -> int:
    """``n`` rounded up to a multiple of ``alignment`` (itself where ``alignment`` is 0)."""
    return ceil_div(n, alignment) * alignment if alignment else n


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class BlockMember(Node):
    """One member of a buffer block, laid out as the compiler decorated it.

    ``size`` is the bytes the member spans (an array: stride times length, 0 when
    runtime-sized; a matrix: stride times columns, or rows if row-major); ``members`` holds
    a nested struct's (or an array of structs' element's) members. ``array_dims`` and
    ``array_strides`` go outermost first; ``array_stride`` is the outermost stride.
    """


    #: The member's name (OpMemberName), "" where the module has none.
    name: str
    #: Its byte offset in the block (the Offset decoration), from the block's start.
    offset: int
    size: int
    #: Its type: a Scalar, Vector, Matrix, Array, Struct or Opaque (``OpaqueKind.POINTER`` for a
    #: buffer reference).
    type: Type
    array_dims: tuple[int | None, ...] = ()
    array_stride: int | None = None
    #: A matrix's MatrixStride (bytes between columns, or rows if row-major); None otherwise.
    matrix_stride: int | None = None
    #: Whether a matrix is RowMajor.
    row_major: bool = False
    members: tuple[BlockMember, ...] = ()
    array_strides: tuple[int | None, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """The member as JSON-ready data (nested members too)."""
        d: dict[str, Any] = {"name": self.name, "offset": self.offset, "size": self.size,
                             "type": self.type.glsl()}
        if self.array_dims:
            d["array"] = [0 if n is None else n for n in self.array_dims]
            d["array_stride"] = self.array_stride
            if len(self.array_strides) > 1:
                d["array_strides"] = list(self.array_strides)
        if self.matrix_stride is not None:
            d["matrix_stride"] = self.matrix_stride
            d["row_major"] = self.row_major
        if self.members:
            d["members"] = [m.to_dict() for m in self.members]
        return d


#: The one member glslang gives an HLSL structured buffer's block: the runtime array of its elements.
STRUCTURED_DATA = "@data"
_INDICES = re.compile(r"\[\d*\]")


def element_block(member: BlockMember) -> Block:
    """A block of ``member`` alone, at offset 0 (to lay out one element of it)."""
    return Block(name=member.name, size=member.size, members=(replace(member, offset=0),))


#: What lays a structure out as a Block, from the offsets and strides it is decorated with:
#: :func:`layoutgen.reflect.block_members.block_of`, which that module (the one that builds every
#: Block, imported with reflection) puts here, so that this model needs no import of it.
LAYOUT: list[Callable[[Struct], Block]] = []


def _overlap(members: tuple[BlockMember, ...], where: str = "") -> str | None:
    """How members overlap, innermost first: one level's members, or an array's elements (an
    array sized by a specialization constant grows past the offsets and strides the compiler
    decorated); None where none do. Nested members' offsets are from their parent's start."""
    for m in members:
        if m.members:
            found = _overlap(m.members, f"{where}{m.name}.")
            if found:
                return found
            element = max(x.offset + x.size for x in m.members)
            stride = m.array_strides[-1] if m.array_strides else None
            if stride is not None and element > stride:
                return f"an element of member '{where}{m.name}' spans {element} bytes, past its stride of {stride}"
        dims, strides = m.array_dims, m.array_strides
        for k in range(1, len(dims)):  # an inner dimension's extent within the outer one's stride
            inner, outer = (dims[k] or 0) * (strides[k] or 0), strides[k - 1]
            if outer is not None and inner > outer:
                return (f"member '{where}{m.name}': an element of its dimension {k} spans {inner} bytes, past its "
                        f"stride of {outer}")
    ordered = sorted(members, key=lambda m: m.offset)
    for a, b in zip(ordered, ordered[1:]):
        if a.offset + a.size > b.offset:
            return (f"member '{where}{a.name}' (bytes {a.offset}..{a.offset + a.size}) runs into '{where}{b.name}' "
                    f"at byte {b.offset}")
    return None


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Block(Node):
    """A uniform, storage or push-constant block. ``size`` ends at the last member's last
    byte (not rounded up); a runtime-sized last member counts as empty."""


    #: The block's type name, "" where the module has none.
    name: str
    size: int
    #: Its members, in declaration order.
    members: tuple[BlockMember, ...]
    #: The structure the block was laid out from (to lay it out again for a specialization).
    struct: Struct | None = field(default=None, compare=False, repr=False)

    def to_dict(self) -> dict[str, Any]:
        """The block as JSON-ready data."""
        return {"name": self.name, "size": self.size, "members": [m.to_dict() for m in self.members]}

    @property
    def spec_sized(self) -> bool:
        """Whether a specialization constant sizes an array in the block."""
        return self.struct is not None and _has_spec(self.struct)

    def specialized(self, values: Mapping[int, Any] | None) -> Block:
        """The block laid out again with spec-sized arrays at their size for ``values``
        ({spec id: value}); the block itself where no array depends on them. A ReflectionError
        where an array grows into the member after it (its offset was decorated for the
        array's size without specialization)."""
        if not self.spec_sized:
            return self
        assert self.struct is not None
        if not values:
            # a default length below 1 (a module spirv-val refuses)
            short = next((a for a in spec_arrays(self.struct) if a.length is not None and a.length < 1), None)
            if short is not None:
                raise ReflectionError(f"block {self.name!r}: an array of {short.element.glsl()} is {short.length} long "
                                      "without specialization; an array has at least one element")
            return self
        struct = specialize(self.struct, values)
        assert isinstance(struct, Struct)
        block = LAYOUT[0](struct)
        # A spec-sized array that grew into what follows it. Where the compiler's own offsets
        # overlap by this measure (HLSL packs a value after an array's last element), only its
        # rules could tell, and the block is taken as it is.
        overlap = _overlap(block.members)
        if overlap and not _overlap(self.members):
            raise ReflectionError(f"block {self.name!r}, as specialized: {overlap}; the compiler placed the members "
                                  "for the arrays' sizes without specialization, where a larger size does not fit")
        return block

    @property
    def structured(self) -> bool:
        """Whether the block is an HLSL structured buffer as glslang compiles one
        (``StructuredBuffer<T>``, ``RWStructuredBuffer<T>``, ...): a single member, a
        runtime-sized array of T named ``@data``. Its element's members are then named
        without ``@data`` everywhere a path is resolved (see :meth:`path`)."""
        members = self.members
        return len(members) == 1 and members[0].name == STRUCTURED_DATA and None in members[0].array_dims

    @property
    def element(self) -> BlockMember | None:
        """The runtime-sized array the block ends with (a structured buffer's ``@data``), or
        None where its last member is not one."""
        last = self.members[-1] if self.members else None
        return last if last is not None and last.array_dims[:1] == (None,) else None

    def path(self, path: str) -> str:
        """``path`` as the block's own members spell it. A structured buffer's element is the
        block's top level: a path that starts with an index (``"[3].pos"``) or names a member of
        T (``"pos"``) reads ``"@data[3].pos"`` (``"@data.pos"``); a path through ``@data`` stays
        as it is, and so does every path of any other block."""
        if not self.structured or path.startswith(STRUCTURED_DATA):
            return path
        if path.startswith("["):
            return STRUCTURED_DATA + path
        head = path.split(".", 1)[0].split("[", 1)[0]
        named = any(m.name == head for m in self.members[0].members)
        return f"{STRUCTURED_DATA}.{path}" if named else path

    def member(self, path: str) -> BlockMember:
        """The member at a dotted path, e.g. ``"lights.color"``. Array indices are skipped
        (``"lights[2].color"`` is ``"lights.color"``); a structured buffer's element members
        are named without ``@data`` (``"pos"``, ``"[3].pos"``; see :meth:`path`)."""
        members = self.members
        found: BlockMember | None = None
        path = _INDICES.sub("", self.path(path))
        for part in path.split("."):
            found = next((m for m in members if m.name == part), None)
            if found is None:
                raise NotFoundError(f"block {self.name!r} has no member {path!r}")
            members = found.members
        assert found is not None
        return found

    def numpy_dtype(self, runtime_length: int = 0, specialization: dict[int, Any] | None = None) -> np.dtype:
        """A numpy structured dtype whose field offsets and itemsize match this block.

        A runtime-sized last member gets ``runtime_length`` elements; arrays a specialization
        constant sizes take their size for ``specialization`` ({spec id: value}). Vectors
        and matrices are subarrays; where a stride pads an element (std140 arrays, mat3
        columns), the padding is part of the subarray's last axis.

        The dtype is the block's, field for field: an HLSL structured buffer's is one field,
        ``@data``, of ``runtime_length`` elements; :meth:`element_dtype` is the element's.
        """
        return block_dtype(self.specialized(specialization), runtime_length)

    def element_dtype(self, specialization: dict[int, Any] | None = None) -> np.dtype:
        """The numpy dtype of one element of the runtime-sized array the block ends with,
        padded to the array's stride: for an HLSL ``StructuredBuffer<T>``, T's dtype, so that
        ``np.zeros(n, block.element_dtype())`` holds n elements as the buffer does (a GLSL
        block's bytes before its runtime array are not part of it). A NotFoundError where the
        block does not end with a runtime-sized array."""
        block = self.specialized(specialization)
        element = block.element
        if element is None:
            raise NotFoundError(f"block {self.name!r} does not end with a runtime-sized array, so it has no element "
                                "dtype; numpy_dtype() is its layout")
        return block_dtype(element_block(element), 1)[element.name].base



linked(Array, "element")
linked(Member, "type")
linked(Struct, "members")
linked(BlockMember, "type", "members")
linked(Block, "members", "struct")


# -- numpy dtypes (numpy is imported on first use only) ------------------------------------

#: The numpy type code of each scalar, by (kind, width): a bool is a 32-bit word in a block.
NUMPY_CODES = {("float", 16): "<f2", ("float", 32): "<f4", ("float", 64): "<f8",
          ("int", 8): "i1", ("int", 16): "<i2", ("int", 32): "<i4", ("int", 64): "<i8",
          ("uint", 8): "u1", ("uint", 16): "<u2", ("uint", 32): "<u4", ("uint", 64): "<u8",
          ("bool", 0): "<u4"}


def block_dtype(block: Block, runtime_length: int = 0) -> np.dtype:
    require_numpy("Block.numpy_dtype()")
    try:
        return _block_dtype(block, runtime_length)
    except (ValueError, OverflowError, TypeError) as exc:  # sizes numpy cannot represent
        raise ReflectionError(f"block {block.name or '(unnamed)'} has no numpy dtype: {exc}") from None


def _block_dtype(block: Block, runtime_length: int) -> np.dtype:
    import numpy as np

    names, formats, offsets = [], [], []
    end = block.size
    for m in block.members:
        dt = _member_dtype(m, runtime_length)
        names.append(m.name)
        formats.append(dt)
        offsets.append(m.offset)
        end = max(end, m.offset + dt.itemsize)
    return np.dtype({"names": names, "formats": formats, "offsets": offsets, "itemsize": end})


def _member_dtype(m: BlockMember, runtime_length: int) -> np.dtype:
    return _dtype(m.type, m.matrix_stride, m.row_major, runtime_length)


def _scalar(s: Scalar) -> np.dtype:
    import numpy as np

    code = NUMPY_CODES.get((s.kind, s.width))
    if code is None:
        raise ReflectionError(f"no numpy type for a {s.width}-bit {s.kind}")
    return np.dtype(code)


def _dtype(t: Type, matrix_stride: int | None, row_major: bool, runtime_length: int) -> np.dtype:
    import numpy as np

    if isinstance(t, Scalar):
        return _scalar(t)
    if isinstance(t, Vector):
        return np.dtype((_scalar(t.component), (t.count,)))
    if isinstance(t, Matrix):
        s = _scalar(t.column.component)
        outer, inner = (t.column.count, t.columns) if row_major else (t.columns, t.column.count)
        if matrix_stride is not None:
            if matrix_stride % s.itemsize or matrix_stride < inner * s.itemsize:
                raise ReflectionError(f"matrix stride {matrix_stride} does not fit {t.glsl()}")
            inner = matrix_stride // s.itemsize
        return np.dtype((s, (outer, inner)))
    if isinstance(t, Array):
        element = _dtype(t.element, matrix_stride, row_major, 0)
        length = runtime_length if t.length is None else t.length
        stride = t.stride if t.stride is not None else element.itemsize
        return np.dtype((_padded(element, stride), (length,)))
    if isinstance(t, Struct):
        names, formats, offsets = [], [], []
        end = 0
        for m in t.members:
            dt = _dtype(m.type, m.matrix_stride, m.row_major, 0)
            names.append(m.name)
            formats.append(dt)
            offsets.append(m.offset or 0)
            end = max(end, (m.offset or 0) + dt.itemsize)
        return np.dtype({"names": names, "formats": formats, "offsets": offsets, "itemsize": end})
    if isinstance(t, Opaque) and t.name is OpaqueKind.POINTER:
        return np.dtype("<u8")
    raise ReflectionError(f"no numpy type for {t.glsl()}")


def _padded(element: np.dtype, stride: int) -> np.dtype:
    """``element`` grown to ``stride`` bytes: scalar and vector padding joins the last axis."""
    import numpy as np

    if stride == element.itemsize:
        return element
    if stride < element.itemsize:
        raise ReflectionError(f"array stride {stride} is smaller than its element ({element.itemsize} bytes)")
    base = element.base if element.subdtype is not None else element
    if base.fields is None and len(element.shape) <= 1 and stride % base.itemsize == 0:
        return np.dtype((base, (stride // base.itemsize,)))
    fields = element.fields
    if fields is not None:
        names = list(fields)
        spec: dict[str, Any] = {"names": names, "formats": [fields[n][0] for n in names],
                                "offsets": [fields[n][1] for n in names], "itemsize": stride}
    else:
        spec = {"names": ["value"], "formats": [element], "offsets": [0], "itemsize": stride}
    return np.dtype(spec)  # type: ignore[call-overload, no-any-return]
