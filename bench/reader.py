"""The SPIR-V reader: modules/s and MB/s over the corpus (header check, instruction walk,
full grammar decoding), beside a bare Python loop over word counts.

    python bench/reader.py
"""
from __future__ import annotations

import statistics
from array import array

from _corpus import best_rate, modules

from layoutgen.spirv import decode, load


def bare_loop(data: bytes) -> int:
    words = array("I", data).tolist()
    i, n, count = 5, len(words), 0
    while i < n:
        i += words[i] >> 16 or n
        count += 1
    return count


def walk(data: bytes) -> int:
    return sum(1 for _ in load(data).instructions())


def full(data: bytes) -> int:
    return sum(1 for _ in decode(data))


def main() -> None:
    datas = [p.read_bytes() for p in modules()]
    total_mb = sum(map(len, datas)) / 1e6
    print(f"corpus: {len(datas)} modules, median {statistics.median(map(len, datas)) / 1e3:.1f} KB, "
          f"{total_mb:.2f} MB")
    for name, fn in (("bare loop over word counts", bare_loop), ("load + instruction walk", walk),
                     ("load + full grammar decode", full)):
        rate = best_rate(fn, datas)
        print(f"{name:30s} {rate:10,.0f} modules/s {rate * total_mb / len(datas):8.2f} MB/s")


if __name__ == "__main__":
    main()
