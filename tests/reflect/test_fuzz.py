"""Property tests: whatever the bytes, only a LayoutgenError escapes, and every call ends."""
from __future__ import annotations

import signal
from datetime import timedelta
from pathlib import Path

from conftest import tool_module
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.spvasm import from_bytes, to_bytes

from layoutgen import check, merge, reflect, vertex_input
from layoutgen.errors import LayoutgenError
from layoutgen.spirv import decode
from layoutgen.spirv.grammar import MAGIC_NUMBER

ROOT = Path(__file__).resolve().parents[2]
REAL = [from_bytes(p.read_bytes()) for p in sorted((ROOT / "shaders").glob("*.spv"))]
# A module with a block, arrays, a matrix and a push constant: more for the corruptions to hit.
REAL += [from_bytes(p.read_bytes()) for p in sorted((ROOT / "tests" / "fuzz").glob("*.spv"))]
# Each example must end within the deadline: a generous bound that only a hang or a
# runaway loop driven by a number in the input would cross.
SETTINGS = settings(max_examples=int(__import__("os").environ.get("FUZZ_EXAMPLES", "300")),
                    deadline=timedelta(seconds=5), suppress_health_check=[HealthCheck.too_slow])


def consume(data: bytes | list[int]) -> None:
    """Read a module every way the library can; only LayoutgenError may escape."""
    try:
        for _ in decode(data):
            pass
    except LayoutgenError:
        pass
    try:
        m = reflect(data)
        m.to_dict()
        assert m.requirements is not None  # the contents pass never raises
        for b in m.declared_bindings:
            if b.block is not None:
                b.block.numpy_dtype()
    except LayoutgenError:
        return
    for ep in m.entry_points:  # what the layers above make of whatever reflection returned
        try:
            desc = merge([(m, ep.name, ep.execution_model)], bindless_max=4)
            check(desc, [(m, ep.name, ep.execution_model)])
            if ep.execution_model == "Vertex":
                vertex_input(ep)
        except LayoutgenError:
            pass


@SETTINGS
@given(st.binary(max_size=400))
def test_random_bytes(data: bytes) -> None:
    consume(data)


header = st.tuples(st.sampled_from([0x00010000, 0x00010300, 0x00010600]), st.integers(1, 0x3FFFFF))
word = st.one_of(st.integers(0, 0xFFFFFFFF), st.integers(0, 0x40).map(lambda op: (3 << 16) | op),
                 st.integers(0, 8).map(lambda wc: wc << 16))


@SETTINGS
@given(header, st.lists(word, max_size=200))
def test_random_words_with_valid_header(hdr: tuple[int, int], body: list[int]) -> None:
    consume(to_bytes([MAGIC_NUMBER, hdr[0], 0, hdr[1], 0, *body]))


@SETTINGS
@given(st.sampled_from(range(len(REAL))), st.data())
def test_real_modules_truncated_or_corrupted(which: int, data: st.DataObject) -> None:
    words = list(REAL[which])
    cut = data.draw(st.integers(0, len(words)))
    words = words[:cut] if data.draw(st.booleans()) else words
    for _ in range(data.draw(st.integers(0, 6))):
        if len(words) <= 5:
            break
        at = data.draw(st.integers(5, len(words) - 1))
        words[at] = data.draw(st.integers(0, 0xFFFFFFFF))
    consume(to_bytes(words))


def _campaign_tool():
    return tool_module("fuzz")


FUZZ = _campaign_tool()
SEEDS = FUZZ._seed_modules([ROOT.parent / "shared" / "corpus", ROOT / "shaders", ROOT / "tests" / "fuzz"])


@SETTINGS
@given(st.integers(0, 2**32))
def test_structure_aware_mutations_of_real_modules(seed: int) -> None:
    """Mutations that keep the stream mostly well formed reach merge(), check() and
    vertex_input(): only LayoutgenError escapes."""
    FUZZ.consume(FUZZ.mutate(SEEDS[seed % len(SEEDS)], seed))


def _alarm(_signum, _frame):
    raise TimeoutError("a fuzz case ran past its time limit")


def test_a_seeded_slice_of_the_campaign() -> None:
    """The campaign of tools/fuzz.py, 2,000 cases from a fixed seed, each within 5 s; most
    of them get past the reader and through merge()."""
    reached: dict[str, int] = {}
    old = signal.signal(signal.SIGALRM, _alarm)
    try:
        for k in range(2000):
            seed = 90210 + k
            signal.setitimer(signal.ITIMER_REAL, 5.0)
            try:
                outcome = FUZZ.consume(FUZZ.mutate(SEEDS[seed % len(SEEDS)], seed))
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
            reached[outcome] = reached.get(outcome, 0) + 1
    finally:
        signal.signal(signal.SIGALRM, old)
    assert reached.get("merged", 0) > 1000, reached
