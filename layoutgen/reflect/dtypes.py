"""numpy dtypes of buffer blocks, field for field (numpy is imported on first use only):
what :meth:`Block.numpy_dtype <layoutgen.reflect.types.Block.numpy_dtype>` and
:meth:`~layoutgen.reflect.types.Block.element_dtype` give."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..errors import ReflectionError, require_numpy
from .types import Array, Block, BlockMember, Matrix, Opaque, OpaqueKind, Scalar, Struct, Type, Vector

if TYPE_CHECKING:
    import numpy as np

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
