"""Frozen dataclasses that are quick to build.

A frozen dataclass's own ``__init__`` sets each field through ``object.__setattr__`` (its
``__setattr__`` refuses assignment), which costs CPython several times what filling a
dict does. :func:`quick` gives such a class (one without ``__slots__``) an ``__init__``
with the same signature that fills the new instance's ``__dict__`` in one step. The class
stays what it was: frozen (assignment raises ``FrozenInstanceError``), equal, hashable and
printed as before; ``dataclasses.replace`` and pickling work as with any dataclass.
:func:`frozen` is the decorator the model classes use: the dataclass without its own
``__init__``, then quick()'s.
"""
from __future__ import annotations

from dataclasses import MISSING, dataclass, field, fields
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def frozen(cls: type[T]) -> type[T]:
    """``@dataclass(frozen=True)`` with :func:`quick`'s ``__init__`` (type checkers see the
    dataclass it is)."""
    return quick(dataclass(frozen=True, init=False)(cls))


def quick(cls: type[T]) -> type[T]:
    """Replace the ``__init__`` of the frozen dataclass ``cls`` by one that sets every field
    at once (see the module doc)."""
    if "__slots__" in cls.__dict__ or not cls.__dataclass_params__.frozen:  # type: ignore[attr-defined]
        raise TypeError(f"{cls.__name__}: quick() wants a frozen dataclass without __slots__")
    params, items = [], []
    namespace: dict[str, Any] = {"_set": object.__setattr__}
    for f in fields(cls):  # type: ignore[arg-type]
        if not f.init:
            continue  # its default stays a class attribute
        if f.default_factory is not MISSING:
            raise TypeError(f"{cls.__name__}.{f.name}: quick() takes no default_factory")
        if f.default is MISSING:
            params.append(f.name)
        else:
            namespace[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        items.append(f"{f.name!r}: {f.name}")
    source = (f"def __init__(self, {', '.join(params)}):\n"
              f"    _set(self, '__dict__', {{{', '.join(items)}}})\n")
    exec(source, namespace)  # as dataclasses itself writes __init__
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    setattr(cls, "__init__", init)
    return cls
