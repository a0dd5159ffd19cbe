"""Specialization-constant expressions: defaults, and values for a given specialization.

An expression (:data:`SpecExpr`) is one of four frozen dataclasses, a tagged union:

- :class:`SpecConst`: a constant or a specialization constant (``spec_id`` set), its
  ``default`` value, scalar ``kind`` and bit ``width``;
- :class:`SpecComposite`: a composite constant (a vector, an array...) of expressions;
- :class:`SpecOp`: an ``OpSpecConstantOp``: its operation, a
  :class:`~layoutgen.reflect.enumerants.SpecOperation` (``SpecOperation.I_MUL``, which is the
  str ``"IMul"``, the grammar's spelling without ``Op``), its result's kind and width, and its
  operands;
- :class:`SpecLiteral`: a literal operand of an operation (CompositeExtract's indices).

``kind`` is a :class:`~layoutgen.reflect.kinds.ScalarKind`, or None where the value is not
a scalar (a composite, or the null constant of one). Each has ``evaluate(values)`` and
``spec_ids``; a composite evaluates to a tuple.
"""
from __future__ import annotations

import operator
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Self, Union

from ..errors import ReflectionError, integral
from .enumerants import SpecOperation
from .kinds import ScalarKind
from . import nested

_INT, _UINT = ScalarKind.INT, ScalarKind.UINT
_Op = SpecOperation


class SpecNode:
    """What every expression has: its value for a specialization, and the spec ids it reads."""

    __slots__ = ()

    def evaluate(self, values: Mapping[int, Any] | None = None) -> Any:
        """The value with spec constants taking ``values`` ({spec id: value})."""
        return evaluate(self, values or {})  # type: ignore[arg-type]

    @property
    def spec_ids(self) -> tuple[int, ...]:
        """Every spec id the expression depends on, in order of first appearance."""
        return spec_ids(self)  # type: ignore[arg-type]


class SpecTree(SpecNode):
    """The expressions with operands (SpecComposite, SpecOp): equality, repr and pickling walk
    the expression on stacks of their own (see :mod:`.nested`); the hash is found once, as the
    expression is made, from the operands' own (see _node_hash). Each subclass is a frozen
    dataclass with ``eq=False, repr=False``, so that these are its methods."""

    __slots__ = ()
    _hash: int

    def __eq__(self, other: object) -> bool:
        return nested.equal(self, other) if other.__class__ is self.__class__ else NotImplemented

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return nested.node_repr(self)

    def __reduce__(self) -> tuple[Callable[[list[tuple[Any, ...]]], Any], tuple[list[tuple[Any, ...]]]]:
        return nested.rebuild, (nested.table(self),)

    def __copy__(self) -> Self:
        return replace(self)  # type: ignore[type-var]


@dataclass(frozen=True, slots=True)
class SpecConst(SpecNode):
    """A constant (``spec_id`` None) or a specialization constant with its SpecId: its
    ``default`` value (the value where no specialization gives one), ``kind`` and ``width``."""

    spec_id: int | None
    default: bool | int | float
    kind: ScalarKind | None
    width: int

    def __reduce__(self) -> tuple[type[SpecConst], tuple[int | None, bool | int | float, ScalarKind | None, int]]:
        # by its constructor: compiled (mypyc), a frozen dataclass has no __dict__ for pickle to fill
        return SpecConst, (self.spec_id, self.default, self.kind, self.width)


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class SpecComposite(SpecTree):
    """A composite constant (``OpConstantComposite``, ``OpSpecConstantComposite``): its
    constituents, in order; it evaluates to a tuple."""


    parts: tuple[SpecExpr, ...]
    # The hash, found once from the parts' own (see _node_hash): no walk per call.
    _hash: int = field(default=0, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", _node_hash(self))


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class SpecOp(SpecTree):
    """An ``OpSpecConstantOp``: ``op`` is its operation, one of those the specification lets it
    name (a SpecOperation, which is the str the grammar spells without the ``Op`` prefix:
    ``SpecOperation.I_ADD == "IAdd"``), ``kind`` and ``width`` its result's (``kind`` None for
    a composite result), ``operands`` its operands in the grammar's order (literal operands as
    SpecLiteral)."""


    op: SpecOperation
    kind: ScalarKind | None
    width: int
    operands: tuple[SpecExpr, ...]
    _hash: int = field(default=0, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", _node_hash(self))


@dataclass(frozen=True, slots=True)
class SpecLiteral(SpecNode):
    """A literal operand of a SpecOp (a CompositeExtract index, a VectorShuffle component)."""

    value: int

    def __reduce__(self) -> tuple[type[SpecLiteral], tuple[int]]:
        return SpecLiteral, (self.value,)  # by its constructor, as SpecConst

    def evaluate(self, values: Mapping[int, Any] | None = None) -> Any:
        """The literal itself."""
        return self.value

    @property
    def spec_ids(self) -> tuple[int, ...]:
        """None: a literal depends on no spec constant."""
        return ()


nested.linked(SpecComposite, "parts")
nested.linked(SpecOp, "operands")

#: A specialization-constant expression.
SpecExpr = Union[SpecConst, SpecComposite, SpecOp, SpecLiteral]


def _wrap(value: int, kind: ScalarKind | None, width: int) -> int:
    from ..spirv.binary import wrap_int  # the reader loads with the engine, not with the model

    return wrap_int(value, kind == _INT, width) if kind == _INT or kind == _UINT else value


def _unsigned(v: int, width: int) -> int:
    return v & ((1 << width) - 1)


def _signed(v: int, width: int) -> int:
    v = _unsigned(v, width)
    return v - (1 << width) if v >> (width - 1) else v


def _sdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _srem(a: int, b: int) -> int:
    return a - b * _sdiv(a, b)


def _smod(a: int, b: int) -> int:
    r = _srem(a, b)
    return r + b if r and (r < 0) != (b < 0) else r


# An operation reads its operands' bits as its opcode says, whatever their declared types: an
# S operation as signed, a U operation (and IEqual, INotEqual: the bits compared) as unsigned,
# each at its own operand's width; the others' results are the same either way once cut to the
# result's width.
_BINARY: dict[SpecOperation, Callable[[int, int], Any]] = {
    _Op.I_ADD: operator.add, _Op.I_SUB: operator.sub, _Op.I_MUL: operator.mul,
    _Op.BITWISE_OR: operator.or_, _Op.BITWISE_AND: operator.and_, _Op.BITWISE_XOR: operator.xor,
    _Op.LOGICAL_OR: lambda a, b: bool(a) or bool(b), _Op.LOGICAL_AND: lambda a, b: bool(a) and bool(b),
    _Op.LOGICAL_EQUAL: lambda a, b: bool(a) == bool(b), _Op.LOGICAL_NOT_EQUAL: lambda a, b: bool(a) != bool(b),
}
#: Operations that read their operands as signed.
_SIGNED: dict[SpecOperation, Callable[[int, int], Any]] = {
    _Op.S_DIV: _sdiv, _Op.S_REM: _srem, _Op.S_MOD: _smod,
    _Op.S_LESS_THAN: operator.lt, _Op.S_GREATER_THAN: operator.gt,
    _Op.S_LESS_THAN_EQUAL: operator.le, _Op.S_GREATER_THAN_EQUAL: operator.ge,
}
#: Operations that read their operands as unsigned.
_UNSIGNED: dict[SpecOperation, Callable[[int, int], Any]] = {
    _Op.U_DIV: operator.floordiv, _Op.U_MOD: operator.mod,
    _Op.U_LESS_THAN: operator.lt, _Op.U_GREATER_THAN: operator.gt,
    _Op.U_LESS_THAN_EQUAL: operator.le, _Op.U_GREATER_THAN_EQUAL: operator.ge,
    _Op.I_EQUAL: operator.eq, _Op.I_NOT_EQUAL: operator.ne,
}
#: The shifts: Base read as each says (ShiftLeftLogical: either way), Shift as unsigned.
_SHIFTS: dict[SpecOperation, Callable[[int, int], int]] = {
    _Op.SHIFT_LEFT_LOGICAL: operator.lshift, _Op.SHIFT_RIGHT_ARITHMETIC: operator.rshift,
    _Op.SHIFT_RIGHT_LOGICAL: operator.rshift,
}
#: The divisions, which SPIR-V leaves undefined by zero (and, signed, for the least value over -1).
_DIVISIONS = frozenset({_Op.S_DIV, _Op.S_REM, _Op.S_MOD, _Op.U_DIV, _Op.U_MOD})
#: The operations whose result is a boolean (whatever its operands' width).
_BOOLEAN_RESULTS = frozenset({
    _Op.LOGICAL_OR, _Op.LOGICAL_AND, _Op.LOGICAL_EQUAL, _Op.LOGICAL_NOT_EQUAL, _Op.LOGICAL_NOT, _Op.I_EQUAL,
    _Op.I_NOT_EQUAL, _Op.S_LESS_THAN, _Op.S_GREATER_THAN, _Op.S_LESS_THAN_EQUAL, _Op.S_GREATER_THAN_EQUAL,
    _Op.U_LESS_THAN, _Op.U_GREATER_THAN, _Op.U_LESS_THAN_EQUAL, _Op.U_GREATER_THAN_EQUAL})
#: Unary operations: SNegate and SConvert read their operand as signed (a sign extension to a
#: wider result), UConvert as unsigned (a zero extension).
_UNARY: dict[SpecOperation, Callable[[int], Any]] = {
    _Op.S_NEGATE: operator.neg, _Op.NOT: operator.invert, _Op.LOGICAL_NOT: lambda a: not a,
    _Op.S_CONVERT: lambda a: a, _Op.U_CONVERT: lambda a: a,
}
_SIGNED_UNARY = frozenset({_Op.S_NEGATE, _Op.S_CONVERT})


def _extract(value: Any, indices: list[int]) -> Any:
    for i in indices:
        if not isinstance(value, tuple) or not 0 <= i < len(value):
            raise ReflectionError(f"specialization constant CompositeExtract: index {i} is outside the composite")
        value = value[i]
    return value


def _insert(obj: Any, value: Any, indices: list[int]) -> Any:
    outer: list[tuple[Any, ...]] = []  # the composites the indices go through, outermost first
    for i in indices:
        if not isinstance(value, tuple) or not 0 <= i < len(value):
            raise ReflectionError(f"specialization constant CompositeInsert: index {i} is outside the composite")
        outer.append(value)
        value = value[i]
    for k in range(len(indices) - 1, -1, -1):  # rebuilt from the inside out
        i = indices[k]
        obj = outer[k][:i] + (obj,) + outer[k][i + 1:]
    return obj


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
_COMPOSITE: dict[SpecOperation, Callable[[list[Any], list[int]], Any]] = {
    _Op.COMPOSITE_EXTRACT: lambda v, lit: _extract(v[0], lit),
    _Op.COMPOSITE_INSERT: lambda v, lit: _insert(v[0], v[1], lit),
    _Op.VECTOR_SHUFFLE: lambda v, lit: _shuffle(v[0], v[1], lit),
}


# Expressions are DAGs as deep as reflection lets constants nest (typeinfo.MAX_DEPTH), and a
# sub-expression may be shared by many: evaluate, spec_ids, equality, hashing, repr and
# pickling walk them on stacks of their own, each node once, never taking Python frames per level.

def evaluate(expr: SpecExpr, values: Mapping[int, Any], done: dict[int, Any] | None = None) -> Any:
    """The value of ``expr`` with spec constants taking ``values`` ({spec id: value}).

    ``done`` (filled here): the values of nodes already evaluated, by the node's ``id()``, to
    share between calls with the same ``values`` over expressions that share nodes; the
    caller keeps every node it holds alive while it is used (so that no id is reused)."""
    if done is None:
        done = {}
    stack: list[SpecExpr] = [expr]
    while stack:
        node = stack[-1]
        if id(node) in done:
            stack.pop()
            continue
        if isinstance(node, SpecConst):
            stack.pop()
            spec_id, default, kind = node.spec_id, node.default, node.kind
            value = values.get(spec_id, default) if spec_id is not None else default
            if kind == _INT or kind == _UINT:
                number = integral(value) if type(value) is not bool else int(value)
                if number is None:  # a value given without merge()'s checks (Block.specialized(), say)
                    raise ReflectionError(f"specialization constant {spec_id} ({node.width}-bit {kind}) takes an "
                                          f"integer, not {value!r}")
                value = _wrap(number, kind, node.width)
            done[id(node)] = value
            continue
        if isinstance(node, SpecLiteral):
            stack.pop()
            done[id(node)] = node.value
            continue
        args = node.parts if isinstance(node, SpecComposite) else node.operands
        waiting = [a for a in args if id(a) not in done]
        if waiting:  # operands first, the leftmost first
            stack.extend(reversed(waiting))
            continue
        stack.pop()
        got = [done[id(a)] for a in args]
        if isinstance(node, SpecComposite):
            done[id(node)] = tuple(got)
            continue
        try:
            done[id(node)] = _operation(node, got)
        except TypeError:  # an integer operation given a float, a shuffle given scalars: not a valid module
            raise ReflectionError(f"specialization constant operation {node.op} cannot take the values of its "
                                  f"operands, {got!r}") from None
    return done[id(expr)]


def _operation(expr: SpecOp, got: list[Any]) -> Any:
    """The value of ``expr`` whose operands' values are ``got``."""
    name, kind, width, args = expr.op, expr.kind, expr.width, expr.operands
    if name in _COMPOSITE:
        vals = [v for a, v in zip(args, got) if not isinstance(a, SpecLiteral)]
        return _COMPOSITE[name](vals, [a.value for a in args if isinstance(a, SpecLiteral)])
    vals = got
    widths = [_width(a) for a in args]
    if name == _Op.SELECT and vals and not isinstance(vals[0], tuple):
        return vals[1] if vals[0] else vals[2]  # one condition for whole objects (vectors too, since SPIR-V 1.4)
    if any(isinstance(v, tuple) for v in vals):  # a vector operation: component by component
        if len({len(v) for v in vals if isinstance(v, tuple)}) != 1 or not all(isinstance(v, tuple) for v in vals):
            raise ReflectionError(f"specialization constant {name} mixes vectors and scalars")
        return tuple([_scalar_op(name, kind, width, widths, list(c)) for c in zip(*vals)])
    return _scalar_op(name, kind, width, widths, vals)


def _width(expr: SpecExpr) -> int:
    """The bit width of an operand expression (32 where it does not say)."""
    while isinstance(expr, SpecComposite) and expr.parts:
        expr = expr.parts[0]
    if isinstance(expr, (SpecConst, SpecOp)):
        return expr.width or 32
    return 32


def _scalar_op(name: SpecOperation, kind: ScalarKind | None, width: int, widths: list[int], vals: list[Any]) -> Any:
    """One scalar operation; ``widths``: its operands' bit widths."""
    if name != _Op.SELECT and not any(name in t for t in (_UNARY, _BINARY, _SIGNED, _UNSIGNED, _SHIFTS)):
        raise ReflectionError(f"specialization constant operation {name} is not supported")
    if name != _Op.SELECT:
        odd = next((v for v in vals if type(v) is not int and type(v) is not bool), None)
        if odd is not None:  # a float constant (its type, the module's: not a valid module)
            raise ReflectionError(f"specialization constant operation {name} takes integers or booleans, not {odd!r}")
        if name not in _BOOLEAN_RESULTS and (kind not in (_INT, _UINT) or not 0 < width <= 64):
            what = "no scalar" if kind is None else f"{width}-bit {kind}" if width else str(kind)
            raise ReflectionError(f"specialization constant operation {name} gives an integer, but its result type "
                                  f"is {what}")
    if name == _Op.SELECT:
        return vals[1] if vals[0] else vals[2]
    if name in _UNARY:
        a = vals[0]
        if name in _SIGNED_UNARY:
            a = _signed(a, widths[0])
        elif name == _Op.U_CONVERT:
            a = _unsigned(a, widths[0])
        return _wrap(int(_UNARY[name](a)), kind, width)
    if name in _BINARY:
        return _wrap(int(_BINARY[name](vals[0], vals[1])), kind, width)
    if name in _SHIFTS:
        shift = _unsigned(vals[1], widths[1])
        if shift >= widths[0]:
            raise ReflectionError(f"specialization constant expression {name} shifts a {widths[0]}-bit value by "
                                  f"{shift}: SPIR-V leaves the result undefined for a shift of its width or more")
        base = _signed(vals[0], widths[0]) if name == _Op.SHIFT_RIGHT_ARITHMETIC else _unsigned(vals[0], widths[0])
        return _wrap(_SHIFTS[name](base, shift), kind, width)
    signed = name in _SIGNED
    a, b = [_signed(v, w) if signed else _unsigned(v, w) for v, w in zip(vals, widths)]
    if name in _DIVISIONS and b == 0:
        raise ReflectionError(f"specialization constant expression {name} divides by zero")
    if signed and name in _DIVISIONS and b == -1 and a == -(1 << (widths[0] - 1)):
        raise ReflectionError(f"specialization constant expression {name} divides the least {widths[0]}-bit integer "
                              f"by -1: SPIR-V leaves the result of that signed overflow undefined")
    return _wrap(int((_SIGNED if signed else _UNSIGNED)[name](a, b)), kind, width)


def spec_ids(expr: SpecExpr) -> tuple[int, ...]:
    """Every spec id an expression depends on, in order of first appearance."""
    return tuple(spec_constants(expr))


def spec_constants(expr: SpecExpr) -> dict[int, SpecConst]:
    """The specialization constants an expression reads, by spec id, in order of first
    appearance (the first of an id where two constants share it)."""
    out: dict[int, SpecConst] = {}  # in order of insertion
    seen: set[int] = set()
    stack: list[SpecExpr] = [expr]
    while stack:
        node = stack.pop()
        if isinstance(node, SpecConst):
            if node.spec_id is not None and node.spec_id not in out:
                out[node.spec_id] = node
        elif isinstance(node, (SpecComposite, SpecOp)) and id(node) not in seen:
            # a node seen before has had all its spec ids found already (it is no operand of itself)
            seen.add(id(node))
            stack.extend(reversed(node.parts if isinstance(node, SpecComposite) else node.operands))
    return out


def _node_hash(node: SpecComposite | SpecOp) -> int:
    """A node's hash, from its fields and its operands' hashes (an operand's own is stored)."""
    if isinstance(node, SpecComposite):
        return hash(("SpecComposite", tuple([hash(p) for p in node.parts])))
    return hash(("SpecOp", node.op, node.kind, node.width, tuple([hash(a) for a in node.operands])))
