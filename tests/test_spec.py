"""Specialization-constant expressions: SPIR-V's integer semantics, and no blow-ups."""
from __future__ import annotations

import pytest

from layoutgen import ReflectionError
from layoutgen.reflect.spec import evaluate, spec_ids


def c(value, spec_id=None, kind="int", width=32):
    return ("const", spec_id, value, kind, width)


def op(name, *args, kind="int", width=32):
    return ("op", name, kind, width, *args)


@pytest.mark.parametrize("expr,expected", [
    (op("IAdd", c(2, 1), c(3)), 5),
    (op("SDiv", c(-7), c(2)), -3),          # truncates toward zero
    (op("SRem", c(-7), c(2)), -1),          # sign of the dividend
    (op("SMod", c(-7), c(2)), 1),           # sign of the divisor
    (op("UDiv", c(-1), c(2), kind="uint"), 0x7FFFFFFF),
    (op("IAdd", c(0x7FFFFFFF), c(1)), -0x80000000),  # wraps at the width
    (op("Select", c(True, kind="bool", width=0), c(4), c(9)), 4),
    (op("ShiftLeftLogical", c(1, kind="uint"), c(0xFFFFFFFF, kind="uint"), kind="uint"), 0),
])
def test_integer_semantics(expr, expected) -> None:
    assert evaluate(expr, {}) == expected


def test_specialization_values_apply() -> None:
    expr = op("IMul", c(4, 3), c(2))
    assert evaluate(expr, {}) == 8 and evaluate(expr, {3: 10}) == 20
    assert spec_ids(op("IAdd", expr, c(1, 7))) == (3, 7)


def test_errors_are_clear() -> None:
    with pytest.raises(ReflectionError, match="divides by zero"):
        evaluate(op("SDiv", c(1), c(0)), {})
    with pytest.raises(ReflectionError, match="not supported"):
        evaluate(op("FMul", c(1.0, kind="float"), c(2.0, kind="float"), kind="float"), {})
