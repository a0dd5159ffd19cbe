"""Equality, hashing, repr and pickling of the frozen dataclasses that hold others of their kind,
on stacks of their own.

Reflection accepts modules whose structures nest 255 deep and whose arrays and
specialization-constant expressions nest hundreds deep; the dataclass-made ``__eq__``,
``__hash__`` and ``__repr__``, and pickling, would take Python frames per level and hit the
recursion limit, and walk a part shared by many paths once for each. These walk a node with
an explicit stack instead, each part once per call.

A node class is a frozen dataclass with ``eq=False, repr=False`` whose methods call these
walkers (deriving from :class:`Node` gives it them) and that names, with :func:`linked`, the
fields that hold other values of the tree (a part, or a tuple of parts): a part that is a node
is walked; any other (a scalar type, a constant) is compared, hashed, printed and pickled as
itself. Every other field is a plain value. What takes part in comparisons and in the repr is
what the dataclass fields say (``compare``, ``repr``).
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import fields, replace
from operator import attrgetter
from typing import Any, Self, TypeVar

_T = TypeVar("_T", bound=type)
#: Each node class, and the fields that hold its parts (see :func:`linked`).
_LINKS: dict[type, tuple[str, ...]] = {}


def linked(cls: _T, *links: str) -> _T:
    """Make ``cls`` a node class whose parts are in the fields ``links``."""
    _LINKS[cls] = links
    return cls


class Node:
    """A base that gives a node class its equality, hash, repr and pickling (see the module's
    docstring)."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return equal(self, other) if other.__class__ is self.__class__ else NotImplemented

    def __hash__(self) -> int:
        return node_hash(self)

    def __repr__(self) -> str:
        return node_repr(self)

    def __reduce__(self) -> tuple[Callable[[list[tuple[Any, ...]]], Any], tuple[list[tuple[Any, ...]]]]:
        return rebuild, (table(self),)

    def __copy__(self) -> Self:
        return replace(self)  # type: ignore[type-var]


class _Shape:
    """How one node class's fields split: the compared plain fields, the compared links, every
    link, every constructor field in order (a link flagged), and the fields printed."""

    __slots__ = ("plain", "links", "all_links", "init", "shown")

    def __init__(self, cls: type) -> None:
        every = fields(cls)
        links = _LINKS[cls]
        plain = [f.name for f in every if f.compare and f.name not in links]
        # the plain fields as a tuple, read in one call (attrgetter gives a tuple for two or more)
        self.plain: Callable[[Any], tuple[Any, ...]] = (
            attrgetter(*plain) if len(plain) > 1 else (lambda node: (getattr(node, plain[0]),)) if plain
            else (lambda node: ()))
        self.links = tuple(f.name for f in every if f.compare and f.name in links)
        self.all_links = tuple(f.name for f in every if f.name in links)
        self.init = tuple((f.name, f.name in links) for f in every if f.init)
        self.shown = tuple(f.name for f in every if f.repr)


_SHAPES: dict[type, _Shape] = {}


def _shape(cls: type) -> _Shape:
    found = _SHAPES.get(cls)
    if found is None:
        found = _SHAPES[cls] = _Shape(cls)
    return found


def _parts(node: Any, names: tuple[str, ...]) -> list[Any]:
    """The values the link fields ``names`` of ``node`` hold, tuples flattened, in order."""
    out: list[Any] = []
    for name in names:
        value = getattr(node, name)
        if isinstance(value, tuple):
            out.extend(value)
        elif value is not None:
            out.append(value)
    return out


def split(node: Any) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
    """A node's compared plain fields, and its compared parts in field order."""
    shape = _shape(node.__class__)
    return shape.plain(node), tuple(_parts(node, shape.links))


def equal(a: object, b: object) -> bool:
    """``a == b`` for two nodes of one class, as the dataclass __eq__ would answer it."""
    stack = [(a, b)]
    seen: set[tuple[int, int]] = set()
    while stack:
        x, y = stack.pop()
        if x is y:
            continue
        if x.__class__ is not y.__class__:
            return False
        if x.__class__ not in _LINKS:
            if x != y:
                return False
            continue
        pair = (id(x), id(y))
        if pair in seen:  # compared already, or being compared
            continue
        seen.add(pair)
        x_fields, x_parts = split(x)
        y_fields, y_parts = split(y)
        if x_fields != y_fields or len(x_parts) != len(y_parts):
            return False
        stack.extend(zip(x_parts, y_parts))
    return True


def _post_order(root: Any, parts: Callable[[Any], list[Any]]) -> Iterator[Any]:
    """``root`` and the nodes under it, each once, every node after the nodes among its
    ``parts`` (a stack of our own: no Python frame per level)."""
    seen: set[int] = set()
    stack = [root]
    while stack:
        node = stack[-1]
        if id(node) in seen:
            stack.pop()
            continue
        waiting = [p for p in parts(node) if p.__class__ in _LINKS and id(p) not in seen]
        if waiting:
            stack.extend(reversed(waiting))
            continue
        stack.pop()
        seen.add(id(node))
        yield node


def _compared_parts(node: Any) -> list[Any]:
    return _parts(node, _shape(node.__class__).links)


def _all_parts(node: Any) -> list[Any]:
    return _parts(node, _shape(node.__class__).all_links)


def node_hash(root: Any) -> int:
    """A node's hash: of its fields and its parts' hashes, the parts' found first."""
    done: dict[int, int] = {}
    for node in _post_order(root, _compared_parts):
        plain, parts = split(node)
        done[id(node)] = hash((plain, tuple(done[id(p)] if p.__class__ in _LINKS else hash(p) for p in parts)))
    return done[id(root)]


def _shown_parts(node: Any) -> list[Any]:
    """The nodes among the fields a node's repr shows, in order, each as often as it is there."""
    out: list[Any] = []
    for name in _shape(node.__class__).shown:
        value = getattr(node, name)
        if value.__class__ in _LINKS:
            out.append(value)
        elif isinstance(value, tuple):
            out.extend(v for v in value if v.__class__ in _LINKS)
    return out


def node_repr(root: Any) -> str:
    """The dataclass repr of a node, its text written out from a stack of what is still to
    write (text, and the nodes whose text is still to come). A node that is a part of several
    (a shared sub-expression) is written in full once, as ``#1=SpecOp(...)``, and as ``#1``
    after that, so that the text grows with the nodes, not with the paths to them."""
    uses: dict[int, int] = {}  # id of a node: how often it is a part
    for node in _post_order(root, _shown_parts):
        for part in _shown_parts(node):
            uses[id(part)] = uses.get(id(part), 0) + 1
    labels: dict[int, int] = {}  # id of a shared node written already: its label
    out: list[str] = []
    stack: list[object] = [root]
    while stack:
        item = stack.pop()
        if item.__class__ not in _LINKS:
            out.append(item)  # type: ignore[arg-type]  # only text and nodes are stacked
            continue
        prefix = ""
        if uses.get(id(item), 0) > 1:
            label = labels.get(id(item))
            if label is not None:
                out.append(f"#{label}")
                continue
            labels[id(item)] = len(labels) + 1
            prefix = f"#{len(labels)}="
        parts: list[object] = [f"{prefix}{item.__class__.__qualname__}("]
        for k, name in enumerate(_shape(item.__class__).shown):
            value = getattr(item, name)
            parts.append(f"{', ' if k else ''}{name}=")
            if value.__class__ in _LINKS:
                parts.append(value)
            elif isinstance(value, tuple) and any(v.__class__ in _LINKS for v in value):
                parts.append("(")
                for i, v in enumerate(value):
                    shown = v if v.__class__ in _LINKS else repr(v)
                    parts.extend((", ", shown) if i else (shown,))
                parts.append(",)" if len(value) == 1 else ")")
            else:
                parts.append(repr(value))
        parts.append(")")
        stack.extend(reversed(parts))
    return "".join(out)


def table(root: Any) -> list[tuple[Any, ...]]:
    """A node and the nodes under it as a flat table, parts before the nodes that hold them
    and the root last: each row the node's class and its constructor's arguments, a node
    among its links given as its row's index (any other part stays itself: never an int, as an
    index is; every link of a node class holds nodes or such values)."""
    rows: list[tuple[Any, ...]] = []
    index: dict[int, int] = {}
    for node in _post_order(root, _all_parts):
        index[id(node)] = len(rows)
        rows.append(_row(node, index))
    return rows


def _row(node: Any, index: dict[int, int]) -> tuple[Any, ...]:
    def ref(value: Any) -> Any:
        return index[id(value)] if value.__class__ in _LINKS else value

    args: list[Any] = [node.__class__]
    for name, is_link in _shape(node.__class__).init:
        value = getattr(node, name)
        if is_link:
            value = tuple([ref(v) for v in value]) if isinstance(value, tuple) else ref(value)
        args.append(value)
    return tuple(args)


def rebuild(rows: list[tuple[Any, ...]]) -> Any:
    """The node a :func:`table` holds (its last row), built row by row."""
    made: list[Any] = []

    def get(value: Any) -> Any:
        return made[value] if isinstance(value, int) and not isinstance(value, bool) else value

    for row in rows:
        cls = row[0]
        args = []
        for (_name, is_link), value in zip(_shape(cls).init, row[1:]):
            if is_link:
                value = tuple([get(v) for v in value]) if isinstance(value, tuple) else get(value)
            args.append(value)
        made.append(cls(*args))
    return made[-1]
