"""Reflect many modules, in worker processes where that pays, the results in input order.

A worker hands back each module already rendered (its JSON text, or its lines of text), so
the parent only writes what arrives: serializing is shared out with the reflecting, and
nothing but strings crosses between processes.
"""
from __future__ import annotations

import os
import sys
from collections.abc import Iterator, Sequence
from json.encoder import encode_basestring_ascii as _string
from typing import Any

from .errors import LayoutgenError

#: Below this many modules, worker processes cost more than they save.
PARALLEL_FROM = 64
#: What reflect_many() gives for a module: the Module, its JSON text, or its lines of text.
FORMS = ("module", "json", "text")


def source(path: str) -> Any:
    """What the library reads a module from: the path, or standard input's bytes for "-"."""
    if path == "-":
        return sys.stdin.buffer.read()
    return path


def json_item(doc: Any) -> str:
    """``doc`` as the text ``json.dump(..., indent=2)`` gives it as an item of a list that is
    itself a value of a top-level object (the ``modules`` of ``layoutgen reflect --json``)."""
    out = ["    "]
    _encode(doc, "\n    ", out)
    return "".join(out)


def dumps_indented(doc: Any) -> str:
    """``json.dumps(doc, indent=2)``, the same text two to three times sooner: the standard
    library writes indented JSON with its Python encoder, one generator step a value; this
    one appends to a list and leaves strings to the C escaper."""
    out: list[str] = []
    _encode(doc, "\n", out)
    return "".join(out)


_SPECIAL_FLOATS = {float("inf"): "Infinity", float("-inf"): "-Infinity"}


def _scalar(value: Any) -> str:
    """A value that is not a container, as json writes it (NaN and infinities allowed)."""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        return int.__repr__(value)
    if isinstance(value, float):
        return "NaN" if value != value else _SPECIAL_FLOATS.get(value) or float.__repr__(value)
    if isinstance(value, str):
        return _string(value)
    raise TypeError(f"Object of type {value.__class__.__name__} is not JSON serializable")


def _key(key: Any) -> str:
    if isinstance(key, str):
        return _string(key)
    if key is None or isinstance(key, (int, float)):
        return _string(_scalar(key))
    raise TypeError(f"keys must be str, int, float, bool or None, not {key.__class__.__name__}")


def _encode(value: Any, newline: str, out: list[str]) -> None:
    """Append ``value`` as indented JSON; ``newline`` is a newline and the current indent."""
    if isinstance(value, dict):
        _encode_dict(value, newline, out)
    elif isinstance(value, (list, tuple)):
        _encode_list(value, newline, out)
    else:
        out.append(_scalar(value))


def _encode_dict(value: dict[str, Any], newline: str, out: list[str]) -> None:
    if not value:
        out.append("{}")
        return
    inner = newline + "  "
    sep = "{" + inner
    for key, item in value.items():
        sep += (_string(key) if type(key) is str else _key(key)) + ": "
        kind = type(item)
        if kind is str:
            out.append(sep + _string(item))
        elif kind is int:
            out.append(sep + int.__repr__(item))
        else:
            out.append(sep)
            _encode(item, inner, out)
        sep = "," + inner
    out.append(newline + "}")


def _encode_list(value: list[Any] | tuple[Any, ...], newline: str, out: list[str]) -> None:
    if not value:
        out.append("[]")
        return
    inner = newline + "  "
    sep = "[" + inner
    for item in value:
        kind = type(item)
        if kind is str:
            out.append(sep + _string(item))
        elif kind is int:
            out.append(sep + int.__repr__(item))
        else:
            out.append(sep)
            _encode(item, inner, out)
        sep = "," + inner
    out.append(newline + "]")


def _render(module: Any, form: str) -> Any:
    if form == "json":
        return json_item(module.to_dict())
    if form == "text":
        from .report import module_text

        return module_text(module)
    return module


def _one(path: str, form: str) -> tuple[str, Any]:
    """("ok", the module rendered) or ("error", the message)."""
    from .reflect import reflect

    try:
        return "ok", _render(reflect(path), form)
    except LayoutgenError as exc:
        return "error", str(exc)


def _chunk(job: tuple[list[str], str]) -> list[tuple[str, Any]]:
    paths, form = job
    return [_one(p, form) for p in paths]


def reflect_many(paths: Sequence[str], *, jobs: int = 0, form: str = "module"
                 ) -> Iterator[tuple[str, Any]]:
    """(path, result) for each path in order: the module rendered as ``form`` (see FORMS) or
    the LayoutgenError reading it gave. ``jobs``: worker processes (0: the machine's cores,
    used for batches of ``PARALLEL_FROM`` modules or more; 1: none). "-" reads standard input."""
    from .reflect import reflect

    if form not in FORMS:
        raise ValueError(f"form {form!r} is not one of {FORMS}")
    workers = jobs or os.cpu_count() or 1
    if workers == 1 or len(paths) < PARALLEL_FROM or "-" in paths:
        for path in paths:
            try:
                module = reflect(source(path), file="<stdin>" if path == "-" else None)
                yield path, _render(module, form)
            except LayoutgenError as exc:
                yield path, exc
        return
    yield from _parallel(list(paths), workers, form)


def _parallel(paths: list[str], workers: int, form: str) -> Iterator[tuple[str, Any]]:
    from concurrent.futures import ProcessPoolExecutor

    size = max(1, len(paths) // (workers * 4))
    chunks = [(paths[k:k + size], form) for k in range(0, len(paths), size)]
    with ProcessPoolExecutor(workers) as pool:
        for chunk, results in zip(chunks, pool.map(_chunk, chunks)):
            for path, (status, value) in zip(chunk[0], results):
                yield path, (LayoutgenError(value) if status == "error" else value)
