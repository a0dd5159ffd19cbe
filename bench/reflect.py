"""reflect() over the corpus: modules/s and MB/s, beside spirv-cross --reflect's.

reflect() runs in process; spirv-cross is a command, so its rate includes starting a process
per module. Both are printed, with layoutgen's own command over all files for a like-for-like
process-level figure.

    python bench/reflect.py
"""
from __future__ import annotations

import shutil
import statistics
import subprocess
import sys
import time

from _corpus import ROOT, best_rate, modules

from layoutgen import reflect


def full(data: bytes) -> object:
    return reflect(data).to_dict()


def main() -> None:
    paths = modules()
    datas = [p.read_bytes() for p in paths]
    mb = sum(map(len, datas)) / 1e6
    print(f"corpus: {len(datas)} modules, median {statistics.median(map(len, datas)) / 1e3:.1f} KB")
    for name, fn in (("reflect()", reflect), ("reflect() + to_dict()", full)):
        rate = best_rate(fn, datas)
        print(f"{name:32s} {rate:10,.0f} modules/s {rate * mb / len(datas):7.2f} MB/s  (in process)")
    cross = shutil.which("spirv-cross")
    if cross:
        sample = paths[: min(60, len(paths))]
        start = time.perf_counter()
        for p in sample:
            subprocess.run([cross, str(p), "--reflect"], capture_output=True, check=True)
        rate = len(sample) / (time.perf_counter() - start)
        print(f"{'spirv-cross FILE --reflect':32s} {rate:10,.0f} modules/s  (a process per module)")
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "layoutgen", "reflect", "--json", *map(str, paths)], capture_output=True,
                   check=True, cwd=ROOT)
    rate = len(paths) / (time.perf_counter() - start)
    print(f"{'layoutgen reflect --json (all)':32s} {rate:10,.0f} modules/s  (one process, start-up included)")


if __name__ == "__main__":
    main()
