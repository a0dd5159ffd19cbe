"""Names a package loads on first use (PEP 562's module ``__getattr__``), so that importing it
does not pay for what a program may never touch."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from importlib import import_module
from typing import Any


def first_use(package: str, names: Mapping[str, str], namespace: dict[str, Any]
              ) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The ``__getattr__`` and ``__dir__`` of ``package`` (its ``__name__``; ``namespace``, its
    ``globals()``) for ``names``: {name: the submodule it comes from, relative to the package}.
    A name is looked up in its submodule on first use and kept in the namespace."""

    def __getattr__(name: str) -> Any:
        if name not in names:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(f".{names[name]}", package), name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted({*namespace, *names})

    return __getattr__, __dir__
