"""Host data for shader blocks, by the shader's names: a uniform or storage block's bytes
(:class:`BlockData`) laid out by its numpy dtype, with no Vulkan import.

    frame = BlockData(find_block(stages, "frame"))
    frame["light.color"] = (1, 1, 1)
    frame["model"] = np.eye(4, dtype=np.float32)
    buffer_bytes = frame.tobytes()

Every value is checked against the member's type before it is stored: its shape (a vec3
takes three values; a mat4 a 4x4 array as numpy lays it out, column by column), integers for
integer members, within their range; a pointer member (a buffer reference) takes an address,
an integer 0..2**64-1, as a uint64_t does; a float member refuses a finite value that would
round to infinity in its width (70000 for a float16_t, 1e39 for a float), and takes inf and nan
given as such (the rule of specialization constants). numpy is loaded on first use (the ``numpy`` extra);
``layoutgen.vk.PushConstants`` builds on :class:`HostBlocks` for push constants.
"""
from __future__ import annotations

import re
import struct
from collections.abc import Mapping
from math import prod
from typing import TYPE_CHECKING, Any, TypeAlias

from ..errors import LayoutError, NotFoundError, integral, require_numpy
from ..reflect.types import Array, Block, BlockMember, Matrix, Struct, Type, Vector, align_up, unwrap
from .hostvalues import INT64, View, convert, member_scalar, shown
from .hostvalues import HostValue as HostValue  # (its home before: layoutgen.vk.push still names it here)
from .model import WORD
from .specialization import SpecValue, block_values

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

#: One block of a HostBlocks: (label, names, block, its numpy view over the bytes).
_Entry: TypeAlias = "tuple[str, set[str], Block, npt.NDArray[np.void]]"

#: A path's part: a name, then indices of up to 18 ASCII digits (none past what an index can be).
_PART = re.compile(r"([^\[\].]+)((?:\[[0-9]{1,18}\])*)")
_INDEX = re.compile(r"[0-9]+")


def _parts(path: str) -> list[tuple[str, list[int]]]:
    out = []
    for piece in path.split("."):
        m = _PART.fullmatch(piece)
        if m is None:
            raise LayoutError(f"{path!r} is not a member path like 'light.color' or 'lights[2].color'")
        out.append((m.group(1), [int(i) for i in _INDEX.findall(m.group(2))]))
    return out


def _shape(t: Type, runtime_length: int = 0) -> tuple[int, ...]:
    """The shape a value for ``t`` has: a matrix is columns x rows (``value[c]`` is column
    ``c``, as GLSL indexes it), row-major or not."""
    if isinstance(t, Vector):
        return (t.count,)
    if isinstance(t, Matrix):
        return (t.columns, t.column.count)
    if isinstance(t, Array):
        return (runtime_length if t.length is None else t.length, *_shape(t.element))
    return ()


def _dims(t: Array) -> int:
    """How many indices reach the elements of the arrays of arrays ``t``."""
    n = 0
    u: Type = t
    while isinstance(u, Array):
        n, u = n + 1, u.element
    return n


class _Field:
    """One member (or element) of a block: where it lives in the host bytes and its type."""

    def __init__(self, block_label: str, path: str, member: BlockMember, t: Type, view: View,
                 runtime_length: int = 0) -> None:
        self.label, self.path, self.member, self.type, self.view = block_label, path, member, t, view
        self.runtime_length = runtime_length

    @property
    def shape(self) -> tuple[int, ...]:
        return _shape(self.type, self.runtime_length)

    @property
    def offset(self) -> int:
        return int(self.view.__array_interface__["data"][0])

    def describe(self) -> str:
        return f"{self.label} member {self.path!r} ({self.type.glsl()})"


#: (scalar kind, width) -> its struct code, for the members set straight into the bytes.
_STRUCT_CODES = {("float", 16): "e", ("float", 32): "f", ("float", 64): "d", ("int", 8): "b", ("int", 16): "h",
                 ("int", 32): "i", ("int", 64): "q", ("uint", 8): "B", ("uint", 16): "H", ("uint", 32): "I",
                 ("uint", 64): "Q"}
#: The ints a float member takes straight in: struct goes through a double, exact up to 2**53, so
#: it rounds them once, as numpy's conversion does (a larger int it would round twice).
_EXACT_IN_DOUBLE = 2**53
#: A HostBlocks keeps the setters of so many member paths.
_SETTERS_KEPT = 4096


class _Setter:
    """How a value reaches one member's bytes, worked out on the member's first use.

    Where the member's bytes are contiguous (no std140 padding inside), a plain number, a
    flat list or tuple of plain numbers (a vector), or a numpy array of the member's own dtype
    and shape goes straight into the bytes (``struct``, or the array's bytes); an integer
    member takes Python ints only that way, their range checked by ``struct``. Every other
    value, and any that way refuses, takes the checks of :func:`_convert`: the values each
    way takes are the same."""

    __slots__ = ("field", "target", "dtype", "offset", "window", "shape", "packer", "numbers", "floats", "ndarray",
                 "set", "int_limit", "swapped")

    def __init__(self, f: _Field, data: memoryview, base: int) -> None:
        import numpy as np

        self.field, self.target = f, _target(f)
        self.dtype, self.shape = self.target.dtype, f.shape
        self.offset = int(self.target.__array_interface__["data"][0]) - base
        #: The member's bytes (a memoryview: assigning a slice of one is quicker than of a bytearray).
        self.window = data[self.offset:self.offset + self.target.nbytes]
        scalar = member_scalar(f.type)
        code = _STRUCT_CODES.get((scalar.kind, scalar.width)) if scalar is not None else None
        #: The Python types of the numbers that go straight in: ints (those numpy reads as int64), and
        #: floats for a float member.
        self.numbers = frozenset({int, float} if scalar is not None and scalar.kind == "float" else {int})
        #: The ints that go straight in lie in -int_limit..int_limit-1.
        self.int_limit = _EXACT_IN_DOUBLE if float in self.numbers else INT64
        #: Whether the member is a flat float vector, whose components given as Python floats go
        #: straight in (the common case's quick test).
        self.floats = float in self.numbers and len(f.shape) == 1
        #: A row-major matrix (or array of them): its value is columns x rows, its bytes rows x
        #: columns (see :func:`_target`), so an array goes in with its last two axes swapped.
        self.swapped = f.member.row_major and isinstance(unwrap(f.type)[0], Matrix)
        in_bytes = self.target.swapaxes(-1, -2) if self.swapped else self.target
        contiguous = (code is not None and bool(in_bytes.flags.c_contiguous)
                      and self.target.dtype.fields is None and not isinstance(f.type, Struct))
        # (a float16_t takes numpy's way: struct's "e" drops a NaN's payload, which numpy keeps)
        flat = contiguous and len(self.shape) <= 1 and code != "e"
        self.packer = struct.Struct(f"<{prod(self.shape)}{code}") if flat else None
        self.ndarray = np.ndarray
        #: How a value is stored (worked out here, so a call takes one path): ``set(data, value)``.
        self.set = (self._checked if not contiguous else self._array if not flat
                    else self._scalar if not self.shape else self._vector)

    def _scalar(self, data: bytearray, value: Any) -> None:
        kind = type(value)
        if kind is float and float in self.numbers or kind is int and -self.int_limit <= value < self.int_limit:
            try:
                self.packer.pack_into(data, self.offset, value)  # type: ignore[union-attr]  # a flat member's
                return
            except (struct.error, OverflowError):
                pass  # out of range (an int past its width, a float rounding to inf): the checks refuse it
        self._array(data, value)

    def _vector(self, data: bytearray, value: Any) -> None:
        kind = type(value)
        if (kind is tuple or kind is list) and len(value) == self.shape[0]:
            plain = self.floats  # Python floats for a float vector: nothing more to check
            for x in value:  # a loop: quicker than building a tuple of the types to compare
                if type(x) is not float:
                    plain = False
                    break
            if plain or self._numbers(value):
                try:  # packed first, then stored: a value struct refuses part way leaves the bytes as they were
                    self.window[:] = self.packer.pack(*value)  # type: ignore[union-attr]  # a flat member's
                    return
                except (struct.error, OverflowError):
                    pass
        self._array(data, value)

    def _numbers(self, value: list[Any] | tuple[Any, ...]) -> bool:
        """Whether each of ``value`` is a number that goes straight in (an int within
        ``int_limit``)."""
        kinds = {*map(type, value)}
        limit = self.int_limit
        return kinds <= self.numbers and (int not in kinds or -limit <= min(value) and max(value) < limit)

    def _array(self, data: bytearray, value: Any) -> None:
        # the dtype compared by identity: numpy's own dtypes are one object each; an equal dtype
        # that is another object takes the checks, which store the same bytes
        if type(value) is self.ndarray and value.dtype is self.dtype and value.shape == self.shape:
            if self.swapped:
                self.target[...] = value  # through the view with the axes swapped (no transposed copy first)
            else:
                self.window[:] = value.tobytes()
            return
        self._checked(data, value)

    def _checked(self, data: bytearray, value: Any) -> None:
        self.target[...] = convert(self.field, value, self.target.dtype)


#: glslc's short name of each stage (its file extension), a stage prefix too.
_SHORT = {"VERTEX": "vert", "TESSELLATION_CONTROL": "tesc", "TESSELLATION_EVALUATION": "tese", "GEOMETRY": "geom",
          "FRAGMENT": "frag", "COMPUTE": "comp", "TASK_EXT": "task", "MESH_EXT": "mesh", "RAYGEN_KHR": "rgen",
          "ANY_HIT_KHR": "rahit", "CLOSEST_HIT_KHR": "rchit", "MISS_KHR": "rmiss", "INTERSECTION_KHR": "rint",
          "CALLABLE_KHR": "rcall"}


def stage_prefixes(stage_name: str, execution_model: str, file: str) -> set[str]:
    """The prefixes (``"vertex:"``) that pick one stage's blocks in a member path, lower case:
    the stage (``ShaderStage.name``: ``vertex``, ``tessellation_control``), glslc's short name
    (``vert``, ``tesc``), the execution model (``glcompute``) and the stage's file (its path and
    its base name)."""
    base = stage_name.lower().removesuffix("_ext").removesuffix("_khr")
    names = {base, stage_name.lower(), execution_model.lower(), _SHORT.get(stage_name, base)}
    if file:
        names |= {file.lower(), file.replace("\\", "/").rsplit("/", 1)[-1].lower()}
    return {n + ":" for n in names if n}


def hint_order(name: str) -> tuple[bool, int, str]:
    """The order names are offered in hints: no dots (a stage's name before its file's), longest first."""
    return "." in name.rstrip("."), -len(name), name


class HostBlocks:
    """Host bytes for one or more blocks sharing them, set by member name (the base of
    :class:`BlockData` and of ``layoutgen.vk.PushConstants``). ``data`` holds the bytes;
    ``what`` and ``where`` say in messages what a member is and where it was looked for."""

    what, where = "member", ""

    def __init__(self, blocks: dict[Block, tuple[str, set[str]]], size: int = 0, runtime_length: int = 0) -> None:
        require_numpy(type(self).__name__)  # the extra's name where numpy is missing
        import numpy as np

        count = integral(runtime_length)
        if count is None or count < 0:
            raise LayoutError(f"runtime_length is the number of elements of a runtime-sized array, an integer of at "
                              f"least 0, not {shown(runtime_length)}")
        try:
            dtypes = {b: b.numpy_dtype(count) for b in blocks}
        except ValueError as exc:  # numpy's: no dtype of so many elements
            raise LayoutError(f"runtime_length={count}: numpy makes no array of so many elements ({exc})") from None
        runtime_length = count
        self.runtime_length = runtime_length
        self.data = bytearray(max([size] + [align_up(dt.itemsize, WORD) for dt in dtypes.values()]))
        self._blocks: list[_Entry] = [(label, names, b, np.frombuffer(self.data, dtypes[b], count=1))
                                      for b, (label, names) in blocks.items()]
        self._base = int(np.frombuffer(self.data, np.uint8).__array_interface__["data"][0])
        self._setters: dict[str, _Setter] = {}
        self._bytes = memoryview(self.data)

    # -- names ------------------------------------------------------------------------------
    def names(self) -> list[str]:
        """Every member path there is (nested members included); a structured buffer's as its
        element's, ``[i].name`` (see :meth:`Block.path`), and those under an array of structs
        the same way, ``lights[i].color``."""
        out: list[str] = []

        def walk(members: tuple[BlockMember, ...], prefix: str) -> None:
            for m in members:
                out.append(prefix + m.name)
                index = "[i]" * _dims(m.type) if isinstance(m.type, Array) else ""  # an array of structs: its elements'
                walk(m.members, prefix + m.name + index + ".")
        for _label, _names, block, _view in self._blocks:
            if block.structured:
                out.append("[i]")
                walk(block.members[0].members, "[i].")
            else:
                walk(block.members, "")
        return list(dict.fromkeys(out))

    def _field(self, path: str) -> _Field:
        found = self._resolve(path)
        if not found:
            prefix, colon, _rest = path.rpartition(":")
            if colon and not self._stage_entries(prefix):
                stages = sorted({n[:-1] for b in self._blocks for n in b[1] if n.endswith(":")}, key=hint_order)
                raise NotFoundError(f"no stage {prefix!r} holds {self.what}s{self.where}: {path!r} names none; the "
                                    f"stages there are: {', '.join(stages) or 'none'}")
            raise NotFoundError(f"no {self.what} {path!r}{self.where}; the names there are: "
                                f"{', '.join(self.names()) or 'none'}")
        if len(found) > 1:
            hints = [self._unique_name(path, f, entry) for f, entry in found.values()]
            hint = (f"name each as {' or '.join(repr(h) for h in hints if h)}" if all(hints)
                    else "they cannot be told apart by name")
            raise LayoutError(f"{path!r} names {len(found)} {self.what}s laid out differently: "
                              f"{', '.join(f.describe() for f, _e in found.values())}; {hint}")
        return next(iter(found.values()))[0]

    def _stage_entries(self, prefix: str) -> list[_Entry]:
        """The blocks of the stage ``prefix`` names (see :func:`stage_prefixes`)."""
        key = prefix.lower() + ":"
        return [b for b in self._blocks if key in b[1]]

    def _resolve(self, path: str) -> dict[tuple[int, Type, tuple[int, ...]], tuple[_Field, _Entry]]:
        """The distinct members ``path`` names: ``[STAGE:][BLOCK.]member.path``, a member path
        first, then one after a block's variable or type name; a stage prefix keeps the blocks of
        that stage. Members are distinct where their bytes are (offset, type, and strides: a
        row-major matrix is not its column-major namesake). Where no block has the member
        because of an index (past an array, or missing before an array's members), a
        LayoutError says so."""
        entries, rest = self._blocks, path
        if ":" in path:
            prefix, _colon, rest = path.rpartition(":")
            entries = self._stage_entries(prefix)
        located = [(self._locate(b, rest), b) for b in entries]
        found = [(f, b) for f, b in located if isinstance(f, _Field)]
        if not found:
            head, _, tail = rest.partition(".")
            if tail:
                located += [(self._locate(b, tail), b) for b in entries if head in b[1]]
                found = [(f, b) for f, b in located if isinstance(f, _Field)]
        if not found:
            wrong = next((f for f, _b in located if isinstance(f, str)), None)
            if wrong is not None:
                raise LayoutError(wrong)
        return {(f.offset, f.type, f.view.strides): (f, b) for f, b in found}

    def _unique_name(self, path: str, f: _Field, entry: _Entry) -> str | None:
        """A name that names ``f`` alone: the block's name first, else its stage's, else both."""
        own = entry[0].split(" ", 1)[0]  # the label's first word: the block's variable name where it has one
        blocks = sorted((n for n in entry[1] if not n.endswith(":")), key=lambda n: (n != own, hint_order(n)))
        stages = sorted((n for n in entry[1] if n.endswith(":")), key=hint_order)
        for name in [*(f"{b}.{path}" for b in blocks), *(f"{s}{path}" for s in stages),
                     *(f"{s}{b}.{path}" for s in stages for b in blocks)]:
            found = self._resolve(name)
            if len(found) == 1 and (f.offset, f.type, f.view.strides) in found:
                return name
        return None

    def _locate(self, entry: _Entry, path: str) -> _Field | str | None:
        """The member ``path`` names in ``entry``'s block; None where the block has no member of
        that name, or what is wrong with an index (past an array; none where the members of an
        array's elements follow)."""
        label, _names, block, view = entry
        members, node, member, t = block.members, view, None, None
        before = ""
        for name, indices in _parts(block.path(path)):
            if isinstance(t, Array):
                return (f"{label} member {path!r}: {before} is {t.glsl()}: index it before its elements' members, "
                        f"as '{before}{'[0]' * _dims(t)}.{name}'")
            member = next((m for m in members if m.name == name), None)
            if member is None:
                return None
            node, t = node[name], member.type
            here = f"{before}.{name}" if before else name
            for k, i in enumerate(indices):
                if not isinstance(t, Array):  # a vector's components, a matrix's columns: set whole
                    whole = here + "".join(f"[{j}]" for j in indices[:k])
                    return (f"{label} member {path!r}: {whole!r} is a {t.glsl()}, not an array: a vector or matrix "
                            "is set whole")
                if not 0 <= i < (t.length or self.runtime_length):
                    return f"{label} member {path!r}: index {i} is past {t.glsl()}"
                node, t = node[:, i], t.element
            members = member.members
            before = f"{before}.{name}" if before else name
            before += "".join(f"[{i}]" for i in indices)
        if member is None or t is None:
            return None
        return _Field(label, path, member, t, node, self.runtime_length)

    # -- values -----------------------------------------------------------------------------
    def _setter(self, path: str) -> _Setter:
        if not isinstance(path, str):
            raise LayoutError(f"a {self.what} is named by its path, a str like 'light.color', not {shown(path)}")
        setter = self._setters.get(path)
        if setter is None:
            if len(self._setters) >= _SETTERS_KEPT:
                self._setters.clear()
            setter = self._setters[path] = _Setter(self._field(path), self._bytes, self._base)
        return setter

    def __setitem__(self, path: str, value: HostValue) -> None:
        """``data[path] = value``: set a member, its value checked against its type first."""
        try:
            setter = self._setters.get(path)
        except TypeError:  # an unhashable path: _setter() says what a path is
            setter = None
        (setter or self._setter(path)).set(self.data, value)

    def __getitem__(self, path: str) -> np.generic | npt.NDArray[np.generic]:
        """``data[path]``: a member's value, read back from the bytes (a copy)."""
        value = self._setter(path).target.copy()
        return value[()] if value.ndim == 0 else value

    def update(self, values: Mapping[str, HostValue] | None = None, /, **named: HostValue) -> None:
        """Set several members; every value is checked before any is stored."""
        if values is not None and not isinstance(values, Mapping):
            raise LayoutError(f"update() takes {{path: value}} (or path=value), not {shown(values)}")
        items = {**(values or {}), **named}
        checked = []
        for path, value in items.items():
            setter = self._setter(path)
            checked.append((setter.target, convert(setter.field, value, setter.target.dtype)))
        for target, value in checked:
            target[...] = value


class BlockData(HostBlocks):
    """Host bytes for one uniform or storage block (``find_block()`` gives it), set by member
    name, every value checked against the member's type; a runtime-sized last member gets
    ``runtime_length`` elements. Upload ``data`` (or ``tobytes()``) to the buffer. Needs
    numpy, not Vulkan: ``from layoutgen.layout.hostdata import BlockData``. ``block`` is the
    Block laid out (at the sizes ``specialization`` gives spec-sized arrays: {spec id: value},
    each value checked as merge() checks it; ids its arrays do not read are passed over, so a
    pipeline's whole specialization may be given); ``where`` names it in messages.

    An HLSL structured buffer's elements are its top level, named without glslang's
    ``@data``: ``particles["[3].position"] = (0, 1, 0)`` (``"@data[3].position"`` works too)."""

    def __init__(self, block: Block, runtime_length: int = 0, specialization: Mapping[int, SpecValue] | None = None
                 ) -> None:
        if not isinstance(block, Block):
            raise LayoutError(f"BlockData takes a reflected Block (find_block() gives one), not {shown(block)}")
        # spec-sized arrays at their size for {spec id: value}, each value checked as merge() checks it
        block = block.specialized(block_values(block, specialization))
        self.block = block
        self.where = f" in block {block.name!r}"
        super().__init__({block: (block.name or "block", {block.name})}, runtime_length=runtime_length)

    def tobytes(self) -> bytes:
        """The block's bytes as the shader lays them out (for a buffer upload)."""
        return bytes(self.data)


def _target(f: _Field) -> View:
    """The numpy view a value is stored through: padding of std140 arrays and matrix
    columns cut away, so its shape is the member's own."""
    view = f.view.reshape(f.view.shape[1:])  # the leading axis of one block, as a view
    if f.member.row_major and isinstance(unwrap(f.type)[0], Matrix):
        view = view.swapaxes(-1, -2)  # rows x columns in the bytes: seen as columns x rows
    shape = f.shape
    has: tuple[int, ...] = view.shape
    if has == shape:
        return view
    if len(has) == len(shape) + 1 and has[:-1] == shape:
        return view[..., 0]  # scalars padded to a 16-byte stride
    if len(has) == len(shape) and has[:-1] == shape[:-1] and has[-1] > shape[-1]:
        return view[..., :shape[-1]]  # vectors and matrix columns padded
    if len(has) == len(shape) >= 2 and has[:-2] == shape[:-2] and has[-1] == shape[-1] and has[-2] > shape[-2]:
        return view[..., :shape[-2], :]  # a row-major matrix's rows padded
    raise LayoutError(f"{f.describe()}: its numpy layout {has} does not show its shape {shape}")
