"""Large IntEnum and IntFlag classes, built when first used (the generated grammar and Vulkan
tables).

The enum metaclass does a good deal of work per member, and the grammar's enums have over
two thousand: building them all was most of ``import layoutgen``. A generated module writes
each as a plain class body on ``EnumBase`` (``FlagBase`` for an IntFlag) and ends with::

    _ENUMS = LazyEnums(globals())
    members = _ENUMS.members

    def __getattr__(name: str) -> Any:
        return _ENUMS.build(name)

The bodies are taken out of the module; the first ``module.Op`` (or ``from module import
Op``) makes the IntEnum with the standard library's own quick constructor,
``enum._simple_enum`` (CPython uses it for its large enums, ``http.HTTPStatus``): the same
members, aliases and behaviour as a class statement on ``IntEnum`` would give. Code that only
needs the numbers reads ``members("Decoration")["Location"]`` and builds nothing. Type
checkers see the classes as the ``IntEnum`` and ``IntFlag`` subclasses they are.
"""
from __future__ import annotations

import enum
from collections.abc import Mapping
from enum import IntEnum, IntFlag
from typing import TYPE_CHECKING, Any

__all__ = ["EnumBase", "FlagBase", "LazyEnums", "stands_for"]

if TYPE_CHECKING:
    from enum import IntEnum as EnumBase
    from enum import IntFlag as FlagBase
else:
    class EnumBase:
        """Stands for IntEnum in a class body :class:`LazyEnums` builds."""

        _builds = IntEnum

    class FlagBase:
        """Stands for IntFlag in a class body :class:`LazyEnums` builds."""

        _builds = IntFlag


def stands_for(enum_base: type) -> type:
    """A class for a body to derive from that :class:`LazyEnums` builds on ``enum_base`` (an
    IntEnum or IntFlag subclass with methods and no members)."""
    marker = FlagBase if issubclass(enum_base, IntFlag) else EnumBase
    return type(f"{enum_base.__name__}Body", (marker,), {"_builds": enum_base, "__doc__": f"Stands for {enum_base.__name__}."})


#: The standard library's quick constructor (private, in CPython 3.11 and later); without it,
#: the enum metaclass, slower.
_quick: Any = getattr(enum, "_simple_enum", None)


def _make(base: Any, body: type) -> Any:
    if _quick is None:
        return base(body.__name__, {k: v for k, v in vars(body).items() if not k.startswith("__")})
    return _quick(base)(body)


class LazyEnums:
    """The enum class bodies of a module's namespace, built into enums on first use."""

    def __init__(self, namespace: dict[str, Any]) -> None:
        self.namespace = namespace
        self.bodies: dict[str, type] = {
            name: value for name, value in namespace.items()
            if isinstance(value, type) and issubclass(value, (EnumBase, FlagBase))
            and "_builds" not in vars(value)}  # (not the stand-ins themselves)
        self._members: dict[str, Mapping[str, int]] = {}
        for name in self.bodies:
            del namespace[name]

    def build(self, name: str) -> Any:
        """The enum ``name``, built now and kept in the module; AttributeError for another name."""
        body = self.bodies.get(name)
        if body is None:
            raise AttributeError(f"module {self.namespace['__name__']!r} has no attribute {name!r}")
        made = _make(getattr(body, "_builds"), body)
        made.__doc__ = body.__doc__  # (the quick constructor invents one where there is none)
        made.__module__ = self.namespace["__name__"]
        self.namespace[name] = made
        return made

    def members(self, name: str) -> Mapping[str, int]:
        """Member name -> value of the enum ``name``, aliases included, in the order of its
        definition (the grammar's own name of a value first), without building the enum."""
        found = self._members.get(name)
        if found is None:
            found = self._members[name] = {k: v for k, v in vars(self.bodies[name]).items()
                                          if not k.startswith("__")}
        return found

    def names(self) -> list[str]:
        """Every name of the module, the enums not yet built included (for ``dir()``)."""
        return sorted({*self.namespace, *self.bodies})
