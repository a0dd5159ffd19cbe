"""The command line's inputs, output and exit statuses, the same for every command:

- An input is a file, a directory (every regular ``*.spv`` file below it, in name order),
  ``-`` (one module on standard input) or ``@LIST`` (the paths a UTF-8 file lists, one per
  line).
- ``--output FILE`` writes what would go to standard output to FILE, put in its place when
  the command completes.
- Exit status: 0 success; 1 a finding (a layout that does not fit, stages that conflict, a
  validation message); 2 a usage or input error (a bad flag, a file that cannot be read or
  is not a module, a policy that selects nothing, output that cannot be written); 141 the
  output pipe closed early.
"""
from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator, Sequence
from typing import IO

from .errors import LayoutConflictError, LayoutgenError, ValidationError, printable

OK, FINDING, INPUT_ERROR = 0, 1, 2
#: The status of a program whose output pipe closed (128 + SIGPIPE), as a shell reports one
#: that the signal stopped.
BROKEN_PIPE = 141


class UsageError(LayoutgenError):
    """A command line that asks for something impossible (exit status 2)."""


def exit_status(exc: BaseException) -> int:
    """The exit status an error from the library means."""
    return FINDING if isinstance(exc, (LayoutConflictError, ValidationError)) else INPUT_ERROR


# -- inputs ---------------------------------------------------------------------------------

def expand(args: Sequence[str]) -> list[str]:
    """The module paths (or "-") the command-line inputs name, in order: a directory's regular
    *.spv files below it, an @LIST's lines (a list that lists itself, directly or not, is
    refused, as is one that lists nothing; lists may list lists to any depth). A path holding
    a NUL character is refused."""
    out: list[str] = []
    #: The inputs still to read at each depth (a stack of our own, however deep lists nest):
    #: the command line's, then each list's, whose real paths ``within`` holds in order.
    stack: list[Iterator[str]] = [iter(args)]
    within: list[str] = []
    chain: set[str] = set()  # the same real paths, to look a list up in
    while stack:
        arg = next(stack[-1], None)
        if arg is None:
            stack.pop()
            if within:
                chain.discard(within.pop())
            continue
        checked_path(arg, within[-1] if within else None)
        if arg == "-":
            out.append(arg)
        elif arg.startswith("@") and len(arg) > 1:
            real = os.path.realpath(arg[1:])
            if real in chain:
                raise UsageError(f"{arg[1:]}: the list of modules lists itself (through {' -> '.join(within)})")
            stack.append(iter(_listed(arg[1:])))
            within.append(real)
            chain.add(real)
        elif os.path.isdir(arg):
            found = sorted(p for d, _s, fs in os.walk(arg) for f in fs if f.endswith(".spv")
                           for p in [os.path.join(d, f)] if os.path.isfile(p))  # (not a pipe that would wait)
            if not found:
                raise UsageError(f"{arg}: a directory with no *.spv file below it")
            out.extend(found)
        else:
            out.append(arg)
    if out.count("-") > 1:
        raise UsageError("standard input (-) can be read only once")
    return out


def checked_path(path: str, listed_in: str | None = None) -> str:
    """``path``, where it may name a file: a UsageError where it holds a NUL character (no
    file's name does, and the system calls refuse it); ``listed_in``: the list file it is a
    line of, which the message names."""
    if "\0" in path:
        where = f"{listed_in}: " if listed_in else ""
        raise UsageError(f"{where}{path!r}: a path cannot contain a NUL character")
    return path


def _listed(path: str) -> list[str]:
    """The entries of the list file ``path``."""
    try:
        with open(path, encoding="utf-8-sig") as fh:  # (a byte-order mark, as some editors write, is no path)
            listed = [line.strip() for line in fh if line.strip() and not line.startswith("#")]
    except OSError as exc:
        raise UsageError(f"{path}: cannot read the list of modules: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise UsageError(f"{path}: the list of modules is not UTF-8 text: {exc.reason} at byte {exc.start}") from None
    if not listed:
        raise UsageError(f"{path}: the list of modules lists none")
    return listed


@contextlib.contextmanager
def output_to(path: str | None) -> Iterator[IO[str]]:
    """Standard output, or the file ``path``: written beside it and put in its place only when
    the command completes, so that a command that fails (or reads ``path`` as an input) leaves
    it as it was. A path that is no regular file (a device, a pipe) is written as it is."""
    if path is None:
        yield sys.stdout
        return
    if _written_in_place(checked_path(path)):
        try:
            fh = open(path, "w", encoding="utf-8", errors="surrogateescape")
        except OSError as exc:
            raise UsageError(f"{path}: cannot write: {exc.strerror or exc}") from None
        with fh:
            yield fh
        return
    fd, part = _part_for(path)
    try:
        with open(fd, "w", encoding="utf-8", errors="surrogateescape") as fh:
            yield fh
        os.replace(part, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(part)
        raise


def write_files(files: list[tuple[str, str]]) -> None:
    """Each ``(path, text)`` into its path as :func:`output_to` writes one (a regular file
    replaced whole, a device or a pipe written as it is), none replaced unless every one
    could be written."""
    seen: dict[str, str] = {}
    for path, _text in files:
        if os.path.isdir(checked_path(path)):
            raise UsageError(f"{path}: cannot write: it is a directory")
        real = os.path.realpath(path)
        if real in seen:
            raise UsageError(f"{path}: cannot write: it is {seen[real]}, which this command writes too: give each "
                             "its own file")
        seen[real] = path
    in_place = [_written_in_place(path) for path, _text in files]
    parts: list[tuple[str, str]] = []  # (part, the path it replaces)
    path = ""
    try:  # the files beside their targets first, then the pipes and devices: all, or none replaced
        for (path, text), direct in zip(files, in_place):
            if not direct:
                fd, part = _part_for(path)
                parts.append((part, path))
                with open(fd, "w", encoding="utf-8", errors="surrogateescape", newline="\n") as fh:
                    fh.write(text)
        for (path, text), direct in zip(files, in_place):
            if direct:
                with open(path, "w", encoding="utf-8", errors="surrogateescape", newline="\n") as fh:
                    fh.write(text)
        for part, path in parts:
            os.replace(part, path)
    except BaseException as exc:
        for part, _path in parts:
            with contextlib.suppress(OSError):
                os.unlink(part)
        if isinstance(exc, OSError):
            raise UsageError(f"{path}: cannot write: {exc.strerror or exc}") from None
        raise


def _written_in_place(path: str) -> bool:
    """Whether ``path`` is written as it is (a device, a pipe: anything there but a regular
    file), not replaced by a file written beside it."""
    return os.path.exists(path) and not os.path.isfile(path)


def _part_for(path: str) -> tuple[int, str]:
    """A new file beside ``path`` to write it in before it takes its place (open, and its
    name), with the permissions ``path`` takes."""
    import tempfile

    try:  # (the name's start, not all of it: a name near the system's longest would leave no room)
        fd, part = tempfile.mkstemp(prefix=os.path.basename(path)[:100] + ".", suffix=".part",
                                    dir=os.path.dirname(path) or ".")
    except OSError as exc:
        raise UsageError(f"{path}: cannot write: {exc.strerror or exc}") from None
    try:
        os.chmod(part, _mode_for(path))
    except OSError as exc:
        os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(part)
        raise UsageError(f"{path}: cannot write: {exc.strerror or exc}") from None
    return fd, part


def _mode_for(path: str) -> int:
    """The permissions a file written at ``path`` takes: those of the file there, else what
    the umask leaves of rw-rw-rw- (as open() gives a new file)."""
    try:
        return os.stat(path).st_mode & 0o7777
    except OSError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask


def report_error(exc: BaseException | str, path: str | None = None) -> None:
    text = str(exc)
    if path and not text.startswith(path) and not (path == "-" and text.startswith("<stdin>")):
        text = f"{path}: {text}"
    shown = printable(text, keep="\n")  # (a message may run over lines)
    print(f"error: {shown}", file=sys.stderr)
