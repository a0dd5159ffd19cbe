#!/usr/bin/env python3
"""A fuzz campaign: real modules mutated with structure awareness, through every layer.

    python tools/fuzz.py [--count N] [--seed S] [--jobs J] [--timeout SEC] [--memory MB]
                         [--corpus DIR ...] [--save DIR]

Each case takes a real module (``../shared/corpus`` and the project's shaders) and applies
one to four mutations that keep the instruction stream mostly well formed, so that most
cases get past the reader: an operand word changed (to a random value, a small number or
another id), an id swapped for another, an operand added or dropped (the word count fixed
to match), the module cut at an instruction boundary, an instruction duplicated, deleted
or moved. Each case then goes through reflect -> merge -> check -> vertex_input ->
to_dict -> the text reports. Only a LayoutgenError may escape, every case must end within
the timeout, under the memory cap. Cases run in parallel worker processes; the counts,
the cases that failed (saved under --save with their seed) and the peak memory are printed.
Exit status 1 on any failure or timeout.
"""
from __future__ import annotations

import argparse
import os
import random
import resource
import signal
import sys
import time
from collections import Counter
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_CORPORA = (ROOT.parent / "shared" / "corpus", ROOT / "shaders", ROOT / "tests" / "fuzz")
HEADER = 5


# -- mutations ----------------------------------------------------------------------------------

def _instructions(words: list[int]) -> list[tuple[int, int]]:
    """(start, word count) of each instruction, as far as the stream is well formed."""
    out, i = [], HEADER
    while i < len(words):
        wc = words[i] >> 16
        if wc == 0 or i + wc > len(words):
            break
        out.append((i, wc))
        i += wc
    return out


def _some_id(rng: random.Random, words: list[int]) -> int:
    bound = words[3]
    return rng.randrange(1, max(bound, 2)) if rng.random() < 0.9 else rng.choice((0, bound, bound + 1, 0xFFFFFFFF))


def _flip(rng: random.Random, words: list[int], ins: list[tuple[int, int]]) -> None:
    start, wc = rng.choice(ins)
    if wc < 2:
        return
    k = start + rng.randrange(1, wc)
    words[k] = rng.choice((rng.getrandbits(32), rng.randrange(0, 16), _some_id(rng, words), words[k] ^ (1 << rng.randrange(32))))


def _swap_id(rng: random.Random, words: list[int], ins: list[tuple[int, int]]) -> None:
    start, wc = rng.choice(ins)
    ids = [start + k for k in range(1, wc) if 0 < words[start + k] < words[3]]
    if ids:
        words[rng.choice(ids)] = _some_id(rng, words)


def _operand_count(rng: random.Random, words: list[int], ins: list[tuple[int, int]]) -> None:
    start, wc = rng.choice(ins)
    if rng.random() < 0.5 and wc > 1:
        del words[start + rng.randrange(1, wc)]
        words[start] = ((wc - 1) << 16) | (words[start] & 0xFFFF)
    else:
        words.insert(start + rng.randrange(1, wc + 1), _some_id(rng, words))
        words[start] = ((wc + 1) << 16) | (words[start] & 0xFFFF)


def _truncate(rng: random.Random, words: list[int], ins: list[tuple[int, int]]) -> None:
    start, _wc = rng.choice(ins)
    del words[start:]


def _duplicate(rng: random.Random, words: list[int], ins: list[tuple[int, int]]) -> None:
    (start, wc), (at, _w) = rng.choice(ins), rng.choice(ins)
    words[at:at] = words[start:start + wc]


def _delete(rng: random.Random, words: list[int], ins: list[tuple[int, int]]) -> None:
    start, wc = rng.choice(ins)
    del words[start:start + wc]


def _move(rng: random.Random, words: list[int], ins: list[tuple[int, int]]) -> None:
    start, wc = rng.choice(ins)
    piece = words[start:start + wc]
    del words[start:start + wc]
    rest = _instructions(words)
    at = rng.choice(rest)[0] if rest else HEADER
    words[at:at] = piece


MUTATIONS = (_flip, _flip, _swap_id, _swap_id, _operand_count, _truncate, _duplicate, _delete, _move)


def mutate(words: list[int], seed: int) -> list[int]:
    """One case: ``words`` (a real module) with one to four mutations chosen by ``seed``."""
    rng = random.Random(seed)
    out = list(words)
    for _ in range(rng.randint(1, 4)):
        ins = _instructions(out)
        if not ins:
            break
        rng.choice(MUTATIONS)(rng, out, ins)
    return out


# -- running one case ------------------------------------------------------------------------

def consume(words: list[int]) -> str:
    """Every layer on one module: 'ok', 'refused' (a LayoutgenError) or 'merged' (reached merge)."""
    from layoutgen import check, merge, reflect, vertex_input
    from layoutgen.errors import LayoutgenError
    from layoutgen.report import findings_text, layout_text, module_text

    try:
        module = reflect(words)
        module.to_dict()
        module_text(module)
        for b in module.declared_bindings:
            if b.block is not None:
                b.block.numpy_dtype()
    except LayoutgenError:
        return "refused"
    reached = "reflected"
    for ep in module.entry_points:
        stage = [(module, ep.name, ep.execution_model)]
        try:
            desc = merge(stage, bindless_max=4)
            reached = "merged"
            layout_text(desc)
            desc.to_dict()
            findings_text(check(desc, stage))
            if ep.execution_model == "Vertex":
                vertex_input(ep).to_dict()
        except LayoutgenError:
            continue
    return reached


class _Timeout(Exception):
    pass


def _alarm(_signum: int, _frame: object) -> None:
    raise _Timeout


def _init(memory_mb: int) -> None:
    if memory_mb:
        limit = memory_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    signal.signal(signal.SIGALRM, _alarm)


_SEEDS: list[list[int]] = []


def _seed_modules(corpora: list[Path]) -> list[list[int]]:
    import struct

    out = []
    for folder in corpora:
        for path in sorted(folder.glob("*.spv")) if folder.is_dir() else ():
            data = path.read_bytes()
            if len(data) % 4 == 0 and len(data) >= 20:
                out.append(list(struct.unpack(f"<{len(data) // 4}I", data)))
    return out


def _work(job: tuple[int, float]) -> tuple[int, str, str]:
    """(case seed, outcome, detail): outcome is one of consume()'s, 'timeout', or 'failed'."""
    seed, timeout = job
    words = mutate(_SEEDS[seed % len(_SEEDS)], seed)
    signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        return seed, consume(words), ""
    except _Timeout:
        return seed, "timeout", ""
    except MemoryError:
        return seed, "memory", ""
    except Exception as exc:  # noqa: BLE001 - the point: anything but LayoutgenError is a finding
        return seed, "failed", f"{type(exc).__name__}: {exc}"[:300]
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def _save(folder: Path, seed: int) -> Path:
    import struct

    words = mutate(_SEEDS[seed % len(_SEEDS)], seed)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"case-{seed}.spv"
    path.write_bytes(struct.pack(f"<{len(words)}I", *[w & 0xFFFFFFFF for w in words]))
    return path


def campaign(count: int, seed: int, jobs: int, timeout: float, memory_mb: int, corpora: list[Path],
             save: Path | None = None, progress: bool = True) -> Counter:
    """Run ``count`` cases from ``seed``; the outcome counts (and the failures, printed)."""
    _SEEDS[:] = _seed_modules(corpora)
    if not _SEEDS:
        raise SystemExit("no seed modules found in " + ", ".join(map(str, corpora)))
    counts: Counter = Counter()
    started = time.monotonic()
    with Pool(jobs, _init, (memory_mb,)) as pool:
        for n, (case, outcome, detail) in enumerate(
                pool.imap_unordered(_work, ((seed + k, timeout) for k in range(count)), chunksize=64), 1):
            counts[outcome] += 1
            if outcome in ("failed", "timeout", "memory"):
                where = f" (saved {_save(save, case)})" if save else ""
                print(f"case {case}: {outcome} {detail}{where}", flush=True)
            if progress and n % 50000 == 0:
                rate = n / (time.monotonic() - started)
                print(f"  {n} cases, {rate:.0f}/s: {dict(counts)}", file=sys.stderr, flush=True)
    return counts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--count", type=int, default=10000, help="how many cases (default 10000)")
    ap.add_argument("--seed", type=int, default=0, help="the first case's seed (cases are seed, seed+1, ...)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: the cores)")
    ap.add_argument("--timeout", type=float, default=10.0, help="seconds a case may take (default 10)")
    ap.add_argument("--memory", type=int, default=1024, help="memory cap per worker in MB (default 1024)")
    ap.add_argument("--corpus", type=Path, action="append", help="a folder of seed modules (repeat for several)")
    ap.add_argument("--save", type=Path, help="write each failing case here")
    args = ap.parse_args(argv)
    started = time.monotonic()
    counts = campaign(args.count, args.seed, args.jobs, args.timeout, args.memory,
                      args.corpus or list(DEFAULT_CORPORA), args.save)
    elapsed = time.monotonic() - started
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(f"{sum(counts.values())} cases in {elapsed:.0f} s from seed {args.seed} over {len(_SEEDS)} modules: "
          + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    print(f"exceptions other than LayoutgenError: {counts['failed']}; timeouts: {counts['timeout']}; "
          f"out of memory: {counts['memory']}; peak worker memory: {peak:.0f} MB")
    return 1 if counts["failed"] or counts["timeout"] or counts["memory"] else 0


if __name__ == "__main__":
    sys.exit(main())
