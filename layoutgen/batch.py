"""Reflect many modules, in worker processes where that pays, the results in input order.

The workers are a ``concurrent.futures.ProcessPoolExecutor``'s, each task a chunk of modules
(see :func:`chunks`). A worker hands back each module already rendered (its JSON text, or its
lines of text), so the parent only writes what arrives: serializing is shared out with the
reflecting, and nothing but strings crosses between processes, except the LayoutgenError of
a module that cannot be reflected, which crosses pickled whole (its class, message and
fields: a SpirvFormatError keeps its file, index, offset and opcode), so that it is the
error that reflecting in process gives. On Linux the workers are forked (see
:func:`_can_fork`), so they start at once without importing anything again (reflection's
engine is loaded before they are: once, not once a worker).
"""
from __future__ import annotations

import os
import sys
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from .errors import LayoutgenError
from .reflect.jsontext import json_item

if TYPE_CHECKING:
    from concurrent.futures import Future

#: Below this many modules, worker processes cost more than they save.
PARALLEL_FROM = 64
#: What reflect_many() gives for a module: the Module, its JSON text, or its lines of text.
FORMS = ("module", "json", "text")


def source(path: str) -> Any:
    """What the library reads a module from: the path, or standard input's bytes for "-"."""
    if path == "-":
        from .spirv.binary import read_stream

        return read_stream(sys.stdin.buffer, "<stdin>")
    return path


def _render(module: Any, form: str) -> Any:
    if form == "json":
        return json_item(module.to_dict())
    if form == "text":
        from .report import module_text

        return module_text(module)
    return module


def _chunk(paths: list[str], form: str) -> list[Any]:
    """A worker's task: each module rendered, or the LayoutgenError reading it gave (its
    traceback dropped: it crosses pickled)."""
    from .reflect import reflect

    results: list[Any] = []
    for path in paths:
        try:
            results.append(_render(reflect(path), form))
        except LayoutgenError as exc:
            results.append(exc.with_traceback(None))
    return results


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
    """``paths`` through a pool of ``workers`` processes, a chunk a task (see :func:`chunks`),
    the results handed on in input order as they are ready. A chunk whose worker died (the
    pool is then broken) is reflected here; an exception other than a LayoutgenError in a
    worker is raised here.

    Each worker is given the batch once, as it starts (see :func:`_serve`), and a task is only
    where its chunk starts and stops; no more than ``2 * workers`` tasks are handed to the pool
    ahead of the one whose results are next. So what waits in the pool's pipes is a few bytes:
    Debian 12's Python (3.11.2) hangs where a worker dies while a full pipe waits for it, as
    later releases do not (CPython issues 94777 and 105829)."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    bounds: list[tuple[int, int]] = []
    for part in chunks(paths, workers):
        start = bounds[-1][1] if bounds else 0
        bounds.append((start, start + len(part)))
    workers = min(workers, len(bounds))  # no process without a task
    forking = _can_fork()
    if forking:  # the engine loaded once, here, rather than in each worker after it starts
        from .reflect import build  # noqa: F401
    context = multiprocessing.get_context("fork" if forking else "spawn")
    pool = ProcessPoolExecutor(workers, mp_context=context, initializer=_serve, initargs=(paths, form))
    sent: dict[int, Future[list[Any]]] = {}
    ahead = 0  # the next chunk to hand to the pool
    try:
        for i, (start, stop) in enumerate(bounds):
            while ahead < len(bounds) and ahead < i + 2 * workers:
                try:
                    sent[ahead] = pool.submit(_run, *bounds[ahead])
                except BrokenProcessPool:
                    break
                ahead += 1
            part = paths[start:stop]
            task = sent.pop(i, None)
            try:
                results = task.result() if task is not None else _chunk(part, form)
            except BrokenProcessPool:
                results = _chunk(part, form)
            yield from zip(part, results)
    finally:  # on leaving early too: the chunks not started are dropped
        pool.shutdown(cancel_futures=True)


#: The batch a worker process serves: set once, as it starts, by :func:`_serve`.
_BATCH: tuple[list[str], str] = ([], "module")


def _serve(paths: list[str], form: str) -> None:
    """A worker's start: the batch its tasks are chunks of (inherited where it is forked)."""
    global _BATCH
    _BATCH = (paths, form)


def _run(start: int, stop: int) -> list[Any]:
    """A worker's task: the chunk ``start:stop`` of its batch (see :func:`_chunk`)."""
    paths, form = _BATCH
    return _chunk(paths[start:stop], form)


def _can_fork() -> bool:
    """Whether the workers may be forked from this process (they then start at once, with
    what this process has imported): on Linux, from a process with no other thread (a fork
    copies only the calling thread, and the locks the others hold). Elsewhere they are
    spawned: each starts a fresh interpreter, which imports layoutgen again."""
    if not sys.platform.startswith("linux") or not hasattr(os, "fork"):
        return False
    import threading

    return threading.active_count() == 1


def chunks(paths: Sequence[str], workers: int) -> list[list[str]]:
    """``paths`` cut into runs, in order, each one task for a worker: each a quarter of an
    even share of what is left, down to 4 modules, so that the first are large (few tasks,
    so little overhead a task) and the last even out the workers' loads."""
    cuts: list[list[str]] = []
    start = 0
    while start < len(paths):
        size = max(4, (len(paths) - start) // (workers * 4))
        cuts.append(list(paths[start:start + size]))
        start += size
    return cuts
