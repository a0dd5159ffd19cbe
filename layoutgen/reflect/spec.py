"""Specialization-constant expressions: defaults, and values for a given specialization.

An expression is a tuple:
    ("const", spec_id_or_None, default, kind, width)      a constant or spec constant
    ("op", opname, kind, width, operand, ...)             an OpSpecConstantOp
``kind`` is 'bool', 'int', 'uint' or 'float'.
"""
from __future__ import annotations

import operator
from collections.abc import Callable
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


def evaluate(expr: tuple, values: dict[int, Any]) -> Any:
    """The value of ``expr`` with spec constants taking ``values`` ({spec id: value})."""
    if expr[0] == "const":
        _, spec_id, default, kind, width = expr
        value = values.get(spec_id, default) if spec_id is not None else default
        return _wrap(int(value), kind, width) if kind in ("int", "uint") else value
    _, name, kind, width, *args = expr
    vals = [evaluate(a, values) for a in args]
    try:
        if name == "Select":
            return vals[1] if vals[0] else vals[2]
        if name in _UNARY:
            return _wrap(int(_UNARY[name](vals[0])), kind, width)
        if name in _BINARY:
            return _wrap(int(_BINARY[name](vals[0], vals[1])), kind, width)
        if name in _UNSIGNED:
            w = args[0][-1] if args[0][0] == "const" else args[0][3]
            return _wrap(int(_UNSIGNED[name](_unsigned(vals[0], w or 32), _unsigned(vals[1], w or 32))), kind, width)
    except ZeroDivisionError:
        raise ReflectionError(f"specialization constant expression {name} divides by zero") from None
    raise ReflectionError(f"specialization constant operation {name} is not supported")


def spec_ids(expr: tuple) -> tuple[int, ...]:
    """Every spec id an expression depends on, in order of first appearance."""
    if expr[0] == "const":
        return () if expr[1] is None else (expr[1],)
    out: list[int] = []
    for a in expr[4:]:
        out.extend(i for i in spec_ids(a) if i not in out)
    return tuple(out)
