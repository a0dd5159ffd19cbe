"""Specialization-constant expressions: defaults, and values for a given specialization.

An expression (:data:`SpecExpr`) is one of four frozen dataclasses, a tagged union:

- :class:`SpecConst`: a constant or a specialization constant (``spec_id`` set), its
  ``default`` value, scalar ``kind`` and bit ``width``;
- :class:`SpecComposite`: a composite constant (a vector, an array...) of expressions;
- :class:`SpecOp`: an ``OpSpecConstantOp``: the operation's name as the grammar spells it
  without ``Op`` (``"IMul"``), its result's kind and width, and its operands;
- :class:`SpecLiteral`: a literal operand of an operation (CompositeExtract's indices).

``kind`` is a :class:`~layoutgen.reflect.kinds.ScalarKind`, or None where the value is not
a scalar (a composite, or the null constant of one). Each has ``evaluate(values)`` and
``spec_ids``; a composite evaluates to a tuple.
"""
from __future__ import annotations

import operator
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Union

from ..errors import ReflectionError
from ..spirv.binary import wrap_int
from .kinds import ScalarKind

_INT, _UINT = ScalarKind.INT, ScalarKind.UINT


@dataclass(frozen=True)
class SpecConst:
    """A constant (``spec_id`` None) or a specialization constant with its SpecId: its
    ``default`` value (the value where no specialization gives one), ``kind`` and ``width``."""

    spec_id: int | None
    default: bool | int | float
    kind: ScalarKind | None
    width: int

    def evaluate(self, values: Mapping[int, Any] | None = None) -> Any:
        """The value with spec constants taking ``values`` ({spec id: value})."""
        return evaluate(self, values or {})

    @property
    def spec_ids(self) -> tuple[int, ...]:
        """Every spec id the expression depends on, in order of first appearance."""
        return spec_ids(self)


@dataclass(frozen=True)
class SpecComposite:
    """A composite constant (``OpConstantComposite``, ``OpSpecConstantComposite``): its
    constituents, in order; it evaluates to a tuple."""

    parts: tuple[SpecExpr, ...]

    def evaluate(self, values: Mapping[int, Any] | None = None) -> Any:
        """The value with spec constants taking ``values`` ({spec id: value})."""
        return evaluate(self, values or {})

    @property
    def spec_ids(self) -> tuple[int, ...]:
        """Every spec id the expression depends on, in order of first appearance."""
        return spec_ids(self)


@dataclass(frozen=True)
class SpecOp:
    """An ``OpSpecConstantOp``: ``op`` is the operation as the grammar spells it without the
    ``Op`` prefix (``"IAdd"``, ``"CompositeExtract"``), ``kind`` and ``width`` its result's
    (``kind`` None for a composite result), ``operands`` its operands in the grammar's order
    (literal operands as SpecLiteral)."""

    op: str
    kind: ScalarKind | None
    width: int
    operands: tuple[SpecExpr, ...]

    def evaluate(self, values: Mapping[int, Any] | None = None) -> Any:
        """The value with spec constants taking ``values`` ({spec id: value})."""
        return evaluate(self, values or {})

    @property
    def spec_ids(self) -> tuple[int, ...]:
        """Every spec id the expression depends on, in order of first appearance."""
        return spec_ids(self)


@dataclass(frozen=True)
class SpecLiteral:
    """A literal operand of a SpecOp (a CompositeExtract index, a VectorShuffle component)."""

    value: int

    def evaluate(self, values: Mapping[int, Any] | None = None) -> Any:
        """The literal itself."""
        return self.value

    @property
    def spec_ids(self) -> tuple[int, ...]:
        """None: a literal depends on no spec constant."""
        return ()


#: A specialization-constant expression.
SpecExpr = Union[SpecConst, SpecComposite, SpecOp, SpecLiteral]


def _wrap(value: int, kind: ScalarKind | None, width: int) -> int:
    return wrap_int(value, kind == _INT, width) if kind == _INT or kind == _UINT else value


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


def evaluate(expr: SpecExpr, values: Mapping[int, Any]) -> Any:
    """The value of ``expr`` with spec constants taking ``values`` ({spec id: value})."""
    if isinstance(expr, SpecConst):
        spec_id, default, kind = expr.spec_id, expr.default, expr.kind
        value = values.get(spec_id, default) if spec_id is not None else default
        return _wrap(int(value), kind, expr.width) if kind == _INT or kind == _UINT else value
    if isinstance(expr, SpecComposite):
        return tuple([evaluate(e, values) for e in expr.parts])
    if isinstance(expr, SpecLiteral):
        return expr.value
    name, kind, width, args = expr.op, expr.kind, expr.width, expr.operands
    if name in _COMPOSITE:
        vals = [evaluate(a, values) for a in args if not isinstance(a, SpecLiteral)]
        return _COMPOSITE[name](vals, [a.value for a in args if isinstance(a, SpecLiteral)])
    vals = [evaluate(a, values) for a in args]
    operand_width = _width(args[0]) if args else 32
    if any(isinstance(v, tuple) for v in vals):  # a vector operation: component by component
        if len({len(v) for v in vals if isinstance(v, tuple)}) != 1 or not all(isinstance(v, tuple) for v in vals):
            raise ReflectionError(f"specialization constant {name} mixes vectors and scalars")
        return tuple([_scalar_op(name, kind, width, operand_width, list(c)) for c in zip(*vals)])
    return _scalar_op(name, kind, width, operand_width, vals)


def _width(expr: SpecExpr) -> int:
    """The bit width of an operand expression (32 where it does not say)."""
    if isinstance(expr, (SpecConst, SpecOp)):
        return expr.width or 32
    if isinstance(expr, SpecComposite) and expr.parts:
        return _width(expr.parts[0])
    return 32


def _scalar_op(name: str, kind: ScalarKind | None, width: int, operand_width: int, vals: list[Any]) -> Any:
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


def spec_ids(expr: SpecExpr) -> tuple[int, ...]:
    """Every spec id an expression depends on, in order of first appearance."""
    if isinstance(expr, SpecConst):
        return () if expr.spec_id is None else (expr.spec_id,)
    if isinstance(expr, SpecLiteral):
        return ()
    out: list[int] = []
    for a in (expr.parts if isinstance(expr, SpecComposite) else expr.operands):
        out.extend(i for i in spec_ids(a) if i not in out)
    return tuple(out)
