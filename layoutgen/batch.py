"""Reflect many modules, in worker processes where that pays, the results in input order.

A worker hands back each module already rendered (its JSON text, or its lines of text), so
the parent only writes what arrives: serializing is shared out with the reflecting, and
nothing but strings crosses between processes, except the LayoutgenError of a module that
cannot be reflected, which crosses pickled whole (its class, message and fields: a
SpirvFormatError keeps its file, index, offset and opcode), so that it is the error that
reflecting in process gives. On Linux the workers are forked from this process, which works
beside them (see :func:`_forked`); elsewhere, or where other threads run, they are a
process pool's.
"""
from __future__ import annotations

import os
import signal
import sys
from collections.abc import Iterator, Sequence
from typing import Any

from .errors import LayoutgenError
from .reflect.jsontext import json_item

#: Below this many modules, worker processes cost more than they save.
PARALLEL_FROM = 64
#: What reflect_many() gives for a module: the Module, its JSON text, or its lines of text.
FORMS = ("module", "json", "text")


def source(path: str) -> Any:
    """What the library reads a module from: the path, or standard input's bytes for "-"."""
    if path == "-":
        return sys.stdin.buffer.read()
    return path


def _render(module: Any, form: str) -> Any:
    if form == "json":
        return json_item(module.to_dict())
    if form == "text":
        from .report import module_text

        return module_text(module)
    return module


def _one(path: str, form: str) -> tuple[str, Any]:
    """("ok", the module rendered) or ("error", the LayoutgenError itself)."""
    from .reflect import reflect

    try:
        return "ok", _render(reflect(path), form)
    except LayoutgenError as exc:
        return "error", exc.with_traceback(None)


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
    if _can_fork():
        yield from _forked(paths, workers, form)
        return
    from concurrent.futures import ProcessPoolExecutor

    cut = chunks(paths, workers)
    with ProcessPoolExecutor(workers) as pool:
        for part, results in zip(cut, pool.map(_chunk, [(part, form) for part in cut])):
            for path, (status, value) in zip(part, results):
                yield path, _result(status, value)


def _result(status: str, value: Any) -> Any:
    """A worker's result: the module rendered, or the LayoutgenError it sent (``status``
    "error"), unpickled as it was raised."""
    return value


def _can_fork() -> bool:
    """Whether workers may be forked from this process: on Linux, from a process with no
    other thread (a fork copies only the calling thread, and the locks the others hold)."""
    if not sys.platform.startswith("linux") or not hasattr(os, "fork"):
        return False
    import threading

    return threading.active_count() == 1


#: At most this many chunks: their tickets (4 bytes each) fit in a pipe's buffer at once.
MAX_CHUNKS = 4096


def chunks(paths: Sequence[str], workers: int) -> list[list[str]]:
    """``paths`` cut into runs, in order, that workers claim one at a time: each a quarter of
    an even share of what is left, down to 4 modules, so that the first are large and the
    last even out the workers' loads; at most MAX_CHUNKS (evenly cut where that would be more)."""
    cuts: list[list[str]] = []
    start = 0
    while start < len(paths):
        size = max(4, (len(paths) - start) // (workers * 4))
        cuts.append(list(paths[start:start + size]))
        start += size
    if len(cuts) > MAX_CHUNKS:
        size = -(-len(paths) // MAX_CHUNKS)
        cuts = [list(paths[k:k + size]) for k in range(0, len(paths), size)]
    return cuts


def _forked(paths: list[str], workers: int, form: str) -> Iterator[tuple[str, Any]]:
    """This process and ``workers - 1`` forked ones claim the chunks in turn from a pipe of
    tickets (so the loads even out), the workers sending each chunk's results back through a
    pipe of their own. This process hands the results on in input order as they are ready.
    A chunk a worker claimed but never sent (the worker died) is reflected here at the end;
    an exception other than a LayoutgenError in a worker is raised here."""
    import pickle
    import select

    cut = chunks(paths, workers)
    tickets, write_end = os.pipe()
    _write_all(write_end, b"".join(k.to_bytes(4, "little") for k in range(len(cut))))
    os.close(write_end)  # once the tickets are gone, a claim reads the end of the pipe
    done: dict[int, list[tuple[str, Any]]] = {}
    children: dict[int, tuple[int, bytearray]] = {}  # read end: (pid, what is not parsed yet)

    def collect(wait: bool) -> None:
        """Take what the workers have sent; ``wait``: until something comes."""
        ready, _w, _x = select.select(list(children), [], [], None if wait else 0)
        for fd in ready:
            pid, pending = children[fd]
            while True:
                try:
                    data = os.read(fd, 1 << 20)
                except BlockingIOError:
                    break
                if not data:  # the worker has left
                    os.close(fd)
                    del children[fd]
                    os.waitpid(pid, 0)
                    break
                pending += data
            while len(pending) >= 8 and len(pending) >= 8 + (size := int.from_bytes(pending[:8], "little")):
                k, outcome, value = pickle.loads(pending[8:8 + size])
                del pending[:8 + size]
                if outcome == "raised":
                    raise value
                done[k] = value

    try:
        for _ in range(workers - 1):
            read_end, write_end = os.pipe()
            _widen(write_end)
            pid = os.fork()
            if pid == 0:  # pragma: no cover - the worker leaves by os._exit
                os.close(read_end)
                _worker(cut, form, tickets, write_end)
            os.close(write_end)
            os.set_blocking(read_end, False)
            children[read_end] = (pid, bytearray())
        following = 0  # the next chunk to hand on
        while following < len(cut):
            k = _claim(tickets)
            if k is not None:
                done[k] = _chunk((cut[k], form))
            if children:
                collect(wait=k is None and following not in done)
            elif k is None and following not in done:
                done[following] = _chunk((cut[following], form))  # its worker died with it
            while following in done:
                for path, (status, value) in zip(cut[following], done.pop(following)):
                    yield path, _result(status, value)
                following += 1
    finally:
        os.close(tickets)
        for fd, (pid, _pending) in children.items():  # left early: stop the workers still running
            os.close(fd)
            try:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
            except OSError:
                pass


def _claim(tickets: int) -> int | None:
    """The next chunk's number from the pipe of tickets, or None when none is left (each
    read takes exactly one 4-byte ticket: the pipe holds whole tickets only)."""
    data = os.read(tickets, 4)
    return int.from_bytes(data, "little") if len(data) == 4 else None


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _widen(fd: int) -> None:
    """A larger buffer for a worker's pipe, where Linux grants one, so that a worker seldom
    waits for this process to read."""
    try:
        import fcntl

        fcntl.fcntl(fd, getattr(fcntl, "F_SETPIPE_SZ", 1031), 1 << 20)
    except OSError:
        pass


def _worker(cut: list[list[str]], form: str, tickets: int, write_end: int) -> None:  # pragma: no cover
    """A forked worker's whole life: claim chunks and send each one's results until no
    ticket is left, then leave at once (without the parent's exit handlers or its
    unflushed output)."""
    import pickle

    code = 1
    try:
        while (k := _claim(tickets)) is not None:
            try:
                record: tuple[int, str, Any] = (k, "ok", _chunk((cut[k], form)))
            except BaseException as exc:  # sent to the parent, which raises it
                record = (k, "raised", exc)
            try:
                data = pickle.dumps(record, protocol=pickle.HIGHEST_PROTOCOL)
            except Exception as exc:  # an exception that cannot be pickled
                data = pickle.dumps((k, "raised", RuntimeError(f"{type(exc).__name__} in a worker: {exc}")))
            _write_all(write_end, len(data).to_bytes(8, "little") + data)
            if record[1] == "raised":
                break
        code = 0
    finally:
        os._exit(code)
