"""Specialization-constant expressions: defaults, and values for a given specialization.

An expression is a tuple:
    ("const", spec_id_or_None, default, kind, width)      a constant or spec constant
    ("composite", (expression, ...))                     a composite constant (a vector, an array...)
    ("op", opname, kind, width, operand, ...)             an OpSpecConstantOp
    ("lit", value)                                        a literal operand (CompositeExtract's indices)
``kind`` is 'bool', 'int', 'uint' or 'float'; a composite evaluates to a tuple.
"""
from __future__ import annotations

import operator
from collections.abc import Callable, Mapping
from typing import Any

from ..errors import ReflectionError
from ..spirv.binary import wrap_int


def _wrap(value: int, kind: str, width: int) -> int:
    return wrap_int(value, kind == "int", width) if kind in ("int", "uint") else value


def _unsigned(v: int, width: int) -> int:
    return v & ((1 << width) - 1)


def _sdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _srem(a: int, b: int) -> int:
    return a - b * _sdiv(a, b)


def _smod(a: int, b: int) -> int:
    r = _srem(a, b)
    return r + b if r and (r < 0) != (b < 0) else r


_BINARY: dict[str, Callable[[int, int], Any]] = {
    "IAdd": operator.add, "ISub": operator.sub, "IMul": operator.mul,
    "SDiv": _sdiv, "SRem": _srem, "SMod": _smod,
    "BitwiseOr": operator.or_, "BitwiseAnd": operator.and_, "BitwiseXor": operator.xor,
    "ShiftLeftLogical": lambda a, b: a << (b & 63), "ShiftRightArithmetic": lambda a, b: a >> (b & 63),
    "LogicalOr": lambda a, b: bool(a) or bool(b), "LogicalAnd": lambda a, b: bool(a) and bool(b),
    "LogicalEqual": lambda a, b: bool(a) == bool(b), "LogicalNotEqual": lambda a, b: bool(a) != bool(b),
    "IEqual": operator.eq, "INotEqual": operator.ne,
    "SLessThan": operator.lt, "SGreaterThan": operator.gt,
    "SLessThanEqual": operator.le, "SGreaterThanEqual": operator.ge,
}
# Unsigned operations see their operands as unsigned of the operand width.
_UNSIGNED: dict[str, Callable[[int, int], Any]] = {
    "UDiv": operator.floordiv, "UMod": operator.mod, "ShiftRightLogical": lambda a, b: a >> (b & 63),
    "ULessThan": operator.lt, "UGreaterThan": operator.gt,
    "ULessThanEqual": operator.le, "UGreaterThanEqual": operator.ge,
}
_UNARY: dict[str, Callable[[int], Any]] = {
    "SNegate": operator.neg, "Not": operator.invert, "LogicalNot": lambda a: not a,
    "SConvert": lambda a: a, "UConvert": lambda a: a,
}


def _extract(value: Any, indices: list[int]) -> Any:
    for i in indices:
        if not isinstance(value, tuple) or not 0 <= i < len(value):
            raise ReflectionError(f"specialization constant CompositeExtract: index {i} is outside the composite")
        value = value[i]
    return value


def _insert(obj: Any, value: Any, indices: list[int]) -> Any:
    if not indices:
        return obj
    if not isinstance(value, tuple) or not 0 <= indices[0] < len(value):
        raise ReflectionError(f"specialization constant CompositeInsert: index {indices[0]} is outside the composite")
    return value[:indices[0]] + (_insert(obj, value[indices[0]], indices[1:]),) + value[indices[0] + 1:]


def _shuffle(a: Any, b: Any, picks: list[int]) -> tuple[Any, ...]:
    both = tuple(a) + tuple(b)
    out = []
    for p in picks:
        if p == 0xFFFFFFFF:  # an undefined component
            out.append(0)
        elif p < len(both):
            out.append(both[p])
        else:
            raise ReflectionError(f"specialization constant VectorShuffle: component {p} is outside the vectors")
    return tuple(out)


#: Operations on composites, taking (values, literals).
_COMPOSITE: dict[str, Callable[[list[Any], list[int]], Any]] = {
    "CompositeExtract": lambda v, lit: _extract(v[0], lit),
    "CompositeInsert": lambda v, lit: _insert(v[0], v[1], lit),
    "VectorShuffle": lambda v, lit: _shuffle(v[0], v[1], lit),
}


def evaluate(expr: tuple[Any, ...], values: Mapping[int, Any]) -> Any:
    """The value of ``expr`` with spec constants taking ``values`` ({spec id: value})."""
    head = expr[0]
    if head == "const":
        _, spec_id, default, kind, width = expr
        value = values.get(spec_id, default) if spec_id is not None else default
        return _wrap(int(value), kind, width) if kind in ("int", "uint") else value
    if head == "composite":
        return tuple(evaluate(e, values) for e in expr[1])
    if head == "lit":
        return expr[1]
    _, name, kind, width, *args = expr
    if name in _COMPOSITE:
        vals = [evaluate(a, values) for a in args if a[0] != "lit"]
        return _COMPOSITE[name](vals, [a[1] for a in args if a[0] == "lit"])
    vals = [evaluate(a, values) for a in args]
    operand_width = _width(args[0]) if args else 32
    if any(isinstance(v, tuple) for v in vals):  # a vector operation: component by component
        if len({len(v) for v in vals if isinstance(v, tuple)}) != 1 or not all(isinstance(v, tuple) for v in vals):
            raise ReflectionError(f"specialization constant {name} mixes vectors and scalars")
        return tuple(_scalar_op(name, kind, width, operand_width, list(c)) for c in zip(*vals))
    return _scalar_op(name, kind, width, operand_width, vals)


def _width(expr: tuple[Any, ...]) -> int:
    """The bit width of an operand expression (32 where it does not say)."""
    if expr[0] == "const":
        return expr[4] or 32
    if expr[0] == "op":
        return expr[3] or 32
    if expr[0] == "composite" and expr[1]:
        return _width(expr[1][0])
    return 32


def _scalar_op(name: str, kind: str, width: int, operand_width: int, vals: list[Any]) -> Any:
    try:
        if name == "Select":
            return vals[1] if vals[0] else vals[2]
        if name in _UNARY:
            return _wrap(int(_UNARY[name](vals[0])), kind, width)
        if name in _BINARY:
            return _wrap(int(_BINARY[name](vals[0], vals[1])), kind, width)
        if name in _UNSIGNED:
            a, b = _unsigned(vals[0], operand_width), _unsigned(vals[1], operand_width)
            return _wrap(int(_UNSIGNED[name](a, b)), kind, width)
    except ZeroDivisionError:
        raise ReflectionError(f"specialization constant expression {name} divides by zero") from None
    raise ReflectionError(f"specialization constant operation {name} is not supported")


def spec_ids(expr: tuple[Any, ...]) -> tuple[int, ...]:
    """Every spec id an expression depends on, in order of first appearance."""
    head = expr[0]
    if head == "const":
        return () if expr[1] is None else (expr[1],)
    if head == "lit":
        return ()
    out: list[int] = []
    for a in (expr[1] if head == "composite" else expr[4:]):
        out.extend(i for i in spec_ids(a) if i not in out)
    return tuple(out)
