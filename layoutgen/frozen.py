"""Frozen dataclasses that are quick to build and quick to define.

``@frozen`` makes the class a frozen dataclass, as ``@dataclass(frozen=True)`` does, with two
differences a user cannot see but the clock can:

- Its ``__init__`` fills the new instance's ``__dict__`` in one step, where a frozen
  dataclass's own sets each field through ``object.__setattr__`` (its ``__setattr__`` refuses
  assignment), which costs CPython several times as much.
- Its ``__init__``, ``__repr__``, ``__eq__`` and ``__hash__`` are compiled from one piece of
  source, and its refusing ``__setattr__`` and ``__delattr__`` are shared by every such class,
  where the dataclass decorator compiles six functions a class, one at a time: defining the
  model's classes is a fifth of ``import layoutgen``.

The class stays what it was: frozen (assignment and deletion raise ``FrozenInstanceError``),
equal when of the same class with equal compared fields, hashable on those fields, printed
as the dataclass prints, with ``dataclasses.fields``, ``replace`` and pickling as with any
dataclass; the field options ``repr``, ``compare`` and ``hash`` and class-variable
defaults work as there. ``default_factory`` and ``__slots__`` are not supported.
"""
from __future__ import annotations

from dataclasses import MISSING, FrozenInstanceError, dataclass, field, fields
from typing import Any, NoReturn, TypeVar, dataclass_transform

T = TypeVar("T")


def _refuse_set(self: object, name: str, value: object) -> NoReturn:
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _refuse_delete(self: object, name: str) -> NoReturn:
    raise FrozenInstanceError(f"cannot delete field {name!r}")


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def frozen(cls: type[T]) -> type[T]:
    """Make ``cls`` a frozen dataclass (see the module doc); type checkers see the frozen
    dataclass it is."""
    if "__slots__" in cls.__dict__:
        raise TypeError(f"{cls.__name__}: @frozen takes no __slots__")
    for method in ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__"):
        if method in cls.__dict__:
            raise TypeError(f"{cls.__name__}: @frozen writes {method} itself")
    made = dataclass(init=False, repr=False, eq=False)(cls)
    params, items, shown, compared, hashed = [], [], [], [], []
    namespace: dict[str, Any] = {"_set": object.__setattr__}
    for f in fields(made):  # type: ignore[arg-type]
        if f.init:
            if f.default_factory is not MISSING:
                raise TypeError(f"{cls.__name__}.{f.name}: @frozen takes no default_factory")
            if f.default is MISSING:
                params.append(f.name)
            else:
                namespace[f"_default_{f.name}"] = f.default
                params.append(f"{f.name}=_default_{f.name}")
            items.append(f"{f.name!r}: {f.name}")
        if f.repr:
            shown.append(f"{f.name}={{self.{f.name}!r}}")
        if f.compare:
            compared.append(f"self.{f.name},")
            if f.hash is None or f.hash:
                hashed.append(f"self.{f.name},")
        elif f.hash:
            hashed.append(f"self.{f.name},")
    source = (f"def __init__(self, {', '.join(params)}):\n"
              f"    _set(self, '__dict__', {{{', '.join(items)}}})\n"
              f"def __repr__(self):\n"
              f"    return f'{{self.__class__.__qualname__}}({', '.join(shown)})'\n"
              f"def __eq__(self, other):\n"
              f"    if other.__class__ is self.__class__:\n"
              f"        return ({''.join(compared)}) == ({''.join(compared).replace('self.', 'other.')})\n"
              f"    return NotImplemented\n"
              f"def __hash__(self):\n"
              f"    return hash(({''.join(hashed)}))\n")
    exec(source, namespace)  # as dataclasses itself writes its methods
    for name in ("__init__", "__repr__", "__eq__", "__hash__"):
        method = namespace[name]
        method.__qualname__ = f"{cls.__qualname__}.{name}"
        method.__module__ = cls.__module__
        setattr(made, name, method)
    setattr(made, "__setattr__", _refuse_set)
    setattr(made, "__delattr__", _refuse_delete)
    params_of = made.__dataclass_params__  # type: ignore[attr-defined]
    params_of.init = params_of.repr = params_of.eq = params_of.frozen = True  # what the class now is
    return made
