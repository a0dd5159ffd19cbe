"""Reflect many modules, in worker processes where that pays, the results in input order."""
from __future__ import annotations

import os
import sys
from collections.abc import Iterator, Sequence
from typing import Any

from .errors import LayoutgenError

#: Below this many modules, worker processes cost more than they save.
PARALLEL_FROM = 64


def source(path: str) -> Any:
    """What the library reads a module from: the path, or standard input's bytes for "-"."""
    if path == "-":
        return sys.stdin.buffer.read()
    return path


def _one(path: str, as_dict: bool) -> tuple[str, Any]:
    """("ok", the module as a dict or as text lines) or ("error", the message)."""
    from .reflect import reflect
    from .report import module_text

    try:
        module = reflect(path)
        return "ok", module.to_dict() if as_dict else module_text(module)
    except LayoutgenError as exc:
        return "error", str(exc)


def _chunk(job: tuple[list[str], bool]) -> list[tuple[str, Any]]:
    paths, as_dict = job
    return [_one(p, as_dict) for p in paths]


def reflect_many(paths: Sequence[str], *, jobs: int = 0, as_dict: bool = False
                 ) -> Iterator[tuple[str, Any]]:
    """(path, result) for each path in order: the module (its dict where ``as_dict``) or the
    LayoutgenError reading it gave. ``jobs``: worker processes (0: the machine's cores, used
    for batches of ``PARALLEL_FROM`` modules or more; 1: none). "-" reads standard input."""
    from .reflect import reflect

    workers = jobs or os.cpu_count() or 1
    if workers == 1 or len(paths) < PARALLEL_FROM or "-" in paths:
        for path in paths:
            try:
                module = reflect(source(path), file="<stdin>" if path == "-" else None)
                yield path, module.to_dict() if as_dict else module
            except LayoutgenError as exc:
                yield path, exc
        return
    yield from _parallel(list(paths), workers, as_dict)


def _parallel(paths: list[str], workers: int, as_dict: bool) -> Iterator[tuple[str, Any]]:
    from concurrent.futures import ProcessPoolExecutor

    size = max(1, len(paths) // (workers * 4))
    chunks = [(paths[k:k + size], as_dict) for k in range(0, len(paths), size)]
    with ProcessPoolExecutor(workers) as pool:
        for chunk, results in zip(chunks, pool.map(_chunk, chunks)):
            for path, (status, value) in zip(chunk[0], results):
                yield path, (LayoutgenError(value) if status == "error" else value)
