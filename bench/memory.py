"""Large modules: the time and memory of reflect() and of ``layoutgen dump``, linear in the
module's size, beside ``spirv-cross --reflect`` and ``spirv-dis`` on the same modules.

Each measurement is a fresh process: the growth of its peak resident memory (VmHWM) over
what it had after importing layoutgen, Python's own peak (tracemalloc, a second run), and
the wall time of the work alone; for the peers, the whole process's peak (GNU time's) and
time. The modules come from bigmodule.py (a valid compute shader
of the size asked). Then: the header's id bound changes nothing (tracemalloc's peak for a
corpus module with its real bound and with the largest SPIR-V allows).

    python bench/memory.py [MEGABYTES ...]        (default: 5 10 25 50)
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import tracemalloc

from _corpus import ROOT, modules
from bigmodule import cached

from layoutgen import reflect
from layoutgen.spirv.binary import MAX_BOUND

_CHILD = """
import resource, sys, time, tracemalloc
sys.path.insert(0, {root!r})
import layoutgen
from layoutgen.cli import main


def work():
    if {what!r} == "reflect":
        layoutgen.reflect({path!r}).to_dict()
    elif {what!r} == "dump":
        main(["dump", {path!r}, "--output", "/dev/null"])


def high_water():  # VmHWM: this process's own peak (ru_maxrss keeps the parent's from before exec)
    with open("/proc/self/status") as fh:
        return next(int(line.split()[1]) * 1024 for line in fh if line.startswith("VmHWM:"))


with open("/proc/self/statm") as fh:
    before = int(fh.read().split()[1]) * resource.getpagesize()
start = time.perf_counter()
work()
seconds = time.perf_counter() - start
grown = high_water() - before
tracemalloc.start()
work()
print(seconds, max(grown, 0), tracemalloc.get_traced_memory()[1])
"""


def child(what: str, path: str) -> tuple[float, int, int]:
    """(seconds, growth of the peak resident memory, tracemalloc's peak) of ``what``
    ('reflect' or 'dump'), in a fresh process that has imported layoutgen."""
    code = _CHILD.format(root=str(ROOT), what=what, path=path)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    return float(out[0]), int(out[1]), int(out[2])


def peer(argv: list[str]) -> tuple[float, int, int] | None:
    """(seconds, peak resident memory, -1) of a whole command, or None where it is not
    installed. The peak is GNU time's (a process started from this one would count this
    one's peak as its own: Linux keeps ru_maxrss across exec)."""
    if shutil.which(argv[0]) is None or not os.path.exists("/usr/bin/time"):
        return None
    start = time.perf_counter()
    proc = subprocess.run(["/usr/bin/time", "-f", "%M", *argv], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                          text=True)
    return time.perf_counter() - start, int(proc.stderr.split()[-1]) * 1024, -1


def _row(name: str, size: int, found: tuple[float, int, int] | None) -> str:
    if found is None:
        return f"  {name:28s} (not installed)"
    seconds, resident, traced = found
    text = f"  {name:28s} {seconds:7.2f} s  {resident / 1e6:8.1f} MB {resident / size:5.2f} x"
    return text + (f"  {traced / 1e6:8.1f} MB {traced / size:5.2f} x" if traced >= 0 else "")


def large(sizes: list[float]) -> None:
    print("time; memory: resident (layoutgen: its growth in a process that has imported it; a peer:")
    print("the whole process), then Python's own peak (tracemalloc), each also as times the module's size")
    for mb in sizes:
        path = str(cached(mb))
        size = os.path.getsize(path)
        print(f"{size / 1e6:.1f} MB module ({path})")
        print(_row("reflect() + to_dict()", size, child("reflect", path)))
        print(_row("layoutgen dump", size, child("dump", path)))
        print(_row("spirv-cross FILE --reflect", size, peer(["spirv-cross", path, "--reflect"])))
        print(_row("spirv-dis --raw-id", size, peer(["spirv-dis", "--raw-id", path])))


def traced_peak(data: bytes) -> int:
    tracemalloc.start()
    reflect(data)
    _, top = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return top


def bound_changes_nothing() -> None:
    sample = max(modules(), key=lambda p: p.stat().st_size)
    data = sample.read_bytes()
    real = int.from_bytes(data[12:16], "little")
    widest = data[:12] + MAX_BOUND.to_bytes(4, "little") + data[16:]
    print(f"{sample.name} ({len(data)} bytes), tracemalloc's peak in reflect():")
    print(f"  bound {real:>8}: {traced_peak(data):>9,} bytes")
    print(f"  bound {MAX_BOUND:>8}: {traced_peak(widest):>9,} bytes")


if __name__ == "__main__":
    large([float(a) for a in sys.argv[1:]] or [5, 10, 25, 50])
    bound_changes_nothing()
