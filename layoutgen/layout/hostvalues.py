"""How a value given for a block member becomes its numbers: numpy's reading of it, checked
against the member's type first (its shape; integers for integer members, within their range;
a float member's finite values within its width), each refusal a LayoutError naming the member.
The checked way of :mod:`.hostdata`'s setters, which go faster where they can (and store the
same bytes)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, TypeAlias

from ..errors import LayoutError
from ..reflect.kinds import OpaqueKind, ScalarKind
from ..reflect.types import Array, BlockMember, Opaque, Scalar, Struct, Type, scalar_of
from .specialization import FLOAT_MAX

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

#: A value for a member: a number, a sequence of numbers (nested for matrices and arrays) or a
#: numpy array, of the member's shape.
HostValue: TypeAlias = "npt.ArrayLike"
#: A member's numpy view into the host bytes.
View: TypeAlias = "npt.NDArray[np.generic]"


class Field(Protocol):
    """The member a value is checked for (:mod:`.hostdata`'s fields are such)."""

    path: str
    member: BlockMember
    type: Type

    @property
    def shape(self) -> tuple[int, ...]: ...

    def describe(self) -> str: ...


#: Python ints from -INT64 up to INT64 are the ones numpy reads as int64 (others it reads as
#: uint64 or objects, which the checks treat otherwise).
INT64 = 2**63


def convert(f: Field, value: HostValue, dtype: np.dtype[np.generic]) -> View:
    import numpy as np

    if isinstance(f.type, Struct) or (isinstance(f.type, Array) and dtype.fields is not None):
        index = "[0]" * len(f.shape)  # an array of structs: its elements' members, each indexed
        subs = [f"{f.path}{index}.{m.name}" for m in f.member.members]
        what = "an array of structs" if index else "a struct"
        raise LayoutError(f"{f.describe()} is {what}: set its members ({', '.join(subs)})")
    if type(value).__module__.startswith("numpy.ma"):  # its masked elements would be stored as they lie
        raise LayoutError(f"{f.describe()}: a masked array has no value where it is masked; give "
                          "numpy.ma.filled(value, fill) or value.data")
    shape = f.shape
    scalar = member_scalar(f.type)
    arr = _as_array(value, shape)
    if arr is not None and not isinstance(value, np.ndarray) and scalar is not None:
        arr = _python_numbers(f, value, arr, scalar)
    if (arr is not None and arr.dtype == object and arr.shape == shape and scalar is not None
            and scalar.kind in ("int", "uint") and all(type(x) is int for x in arr.ravel().tolist())):
        _check_range(f, arr, scalar)  # ints past 64 bits (numpy reads them as objects): the range they miss
    if arr is None or arr.dtype.kind not in "biuf" or arr.shape != shape:
        lengths = _lengths(value) if arr is None else ()
        got = (f"shape {arr.shape}" if arr is not None and arr.dtype.kind in "biuf"
               else f"shape {lengths}" if lengths else shown(value))
        raise LayoutError(f"{f.describe()} expects {'a number' if not shape else f'shape {shape}'} "
                          f"({dtype.name}), got {got}")
    _check_range(f, arr, scalar)
    if scalar is not None and scalar.kind == "float":
        return _checked_float(f, arr, dtype)
    return arr.astype(dtype)


def _python_numbers(f: Field, value: HostValue, arr: View, scalar: Scalar) -> View:
    """Python numbers read exactly where numpy's reading would round them: ints mixed with
    floats for an integer member (numpy reads them all as doubles, and 2**53 + 1 as 2**53) are
    kept as ints, a float there only where it is a whole number; ints past int64 for a float
    member (numpy reads them as objects) as doubles. Anything else as numpy read it."""
    import numpy as np

    if scalar.kind in ("int", "uint") and arr.dtype.kind == "f":
        numbers = np.asarray(value, dtype=object)
        if numbers.shape != arr.shape:
            return arr
        exact = []
        for x in numbers.ravel().tolist():  # numbers all (numpy read them as floats)
            if isinstance(x, (int, np.integer)):
                exact.append(int(x))
            elif isinstance(x, np.floating) and x.is_integer():
                exact.append(int(x))  # numpy's own: a long double's whole number, exactly (not through a double)
            elif float(x).is_integer():
                exact.append(int(float(x)))
            else:
                raise LayoutError(f"{f.describe()} expects integers, got {shown(value)}")
        low, high = min(exact, default=0), max(exact, default=0)
        if -INT64 <= low and high < INT64:
            return np.array(exact, dtype=np.int64).reshape(arr.shape)
        if 0 <= low and high < 2 * INT64:
            return np.array(exact, dtype=np.uint64).reshape(arr.shape)
        _check_range(f, np.array(exact, dtype=object), scalar)  # past any member's range: says so
    if scalar.kind == "float" and arr.dtype == object and all(type(x) is int for x in arr.ravel().tolist()):
        try:
            return np.asarray(value, dtype=np.float64)
        except OverflowError:
            most = FLOAT_MAX.get(scalar.width, FLOAT_MAX[64])
            raise LayoutError(f"{f.describe()} holds finite values up to {most:g} in magnitude, got {shown(value)}"
                              ) from None
    return arr


def _as_array(value: HostValue, shape: tuple[int, ...]) -> View | None:
    """``value`` as numpy reads it (as objects where it reads no numbers), or None where it
    cannot be the member's: a sequence whose lengths do not give ``shape`` (told before numpy
    reads it, so that a huge one is refused, not converted), or a value numpy cannot read."""
    import numpy as np

    if not _fits(value, shape):
        return None
    try:
        return np.asarray(value)
    except (ValueError, TypeError, OverflowError):
        pass
    try:
        return np.asarray(value, dtype=object)
    except (ValueError, TypeError, OverflowError):
        return None


def _fits(value: object, shape: tuple[int, ...]) -> bool:
    """False where ``value`` is a sequence (not a numpy array) whose lengths cannot give
    ``shape``; a value of another kind is left to numpy."""
    import numpy as np

    if isinstance(value, (np.ndarray, str, bytes, bytearray, memoryview)) or not hasattr(type(value), "__len__"):
        return True
    if not shape:
        return False  # a sequence where a number goes
    try:
        length = len(value)  # type: ignore[arg-type]
    except (TypeError, ValueError, OverflowError):
        return True
    if length != shape[0]:
        return False
    return not isinstance(value, (list, tuple)) or all(_fits(v, shape[1:]) for v in value)


def _lengths(value: object) -> tuple[int, ...]:
    """The lengths of the nested lists or tuples ``value`` starts with (a shape, where it is
    one), from their first elements; () for anything else."""
    out: list[int] = []
    while isinstance(value, (list, tuple, range)) and len(out) < 32:
        out.append(len(value))
        if not value:
            break
        value = value[0]
    return tuple(out)


def shown(value: object) -> str:
    """``value`` for a message: its repr, cut short."""
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a user object's repr may raise anything; the message names its type
        return f"a {type(value).__name__}"
    return text if len(text) <= 200 else text[:200] + "..."


def _element(t: Type) -> Type:
    while isinstance(t, Array):
        t = t.element
    return t


#: What a pointer member (a buffer reference, a PhysicalStorageBuffer pointer) holds: a 64-bit address.
_ADDRESS = Scalar(ScalarKind.UINT, 64)


def member_scalar(t: Type) -> Scalar | None:
    """The scalar a member's values are checked as: its own (under arrays, vectors and
    matrices), or a uint64_t for a pointer, whose value is a device address."""
    t = _element(t)
    if isinstance(t, Opaque) and t.name is OpaqueKind.POINTER:
        return _ADDRESS
    return scalar_of(t)


def _checked_float(f: Field, arr: View, dtype: np.dtype[np.generic]) -> View:
    """``arr`` in the member's float dtype; a LayoutError where a finite value rounds to
    infinity there (as struct refuses it). inf and nan given as such are kept."""
    import warnings

    import numpy as np

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # numpy's note on the overflowing cast, refused below
        out = arr.astype(dtype)
        overflow = np.isinf(out) & np.isfinite(arr)
    if overflow.any():
        limit = FLOAT_MAX.get(dtype.itemsize * 8, FLOAT_MAX[64])
        raise LayoutError(f"{f.describe()} holds finite values up to {limit:g} in magnitude, got "
                          f"{arr.tolist()}, which would be stored as inf; give inf itself where that is meant")
    return out


def _check_range(f: Field, arr: View, scalar: Scalar | None) -> None:
    import numpy as np

    if scalar is None or scalar.kind not in ("int", "uint"):
        return  # floats: see _checked_float; a block holds no OpTypeBool (compilers store bools as uint)
    if arr.dtype.kind == "f" and not (np.isfinite(arr).all() and np.equal(np.mod(arr, 1), 0).all()):
        raise LayoutError(f"{f.describe()} expects integers, got {arr.tolist()}")
    info = np.iinfo(f"{'i' if scalar.kind == 'int' else 'u'}{scalar.width // 8}")
    values = arr.ravel().tolist()  # a member's few numbers, as Python's (numpy's stubs differ on min/max)
    if values and (min(values) < info.min or max(values) > info.max):
        what = "a device address, " if scalar is _ADDRESS else ""
        raise LayoutError(f"{f.describe()} holds {what}{info.min}..{info.max}, got {arr.tolist()}")
