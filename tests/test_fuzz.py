"""Property tests: whatever the bytes, only a LayoutgenError escapes, and every call ends."""
from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from spvasm import from_bytes, to_bytes

from layoutgen import check, merge, reflect, vertex_input
from layoutgen.errors import LayoutgenError
from layoutgen.spirv import decode
from layoutgen.spirv.grammar import MAGIC_NUMBER

ROOT = Path(__file__).resolve().parent.parent
REAL = [from_bytes(p.read_bytes()) for p in sorted((ROOT / "shaders").glob("*.spv"))]
# A module with a block, arrays, a matrix and a push constant: more for the corruptions to hit.
REAL += [from_bytes(p.read_bytes()) for p in sorted((ROOT / "tests" / "fuzz").glob("*.spv"))]
SETTINGS = settings(max_examples=int(__import__("os").environ.get("FUZZ_EXAMPLES", "300")), deadline=None, suppress_health_check=[HealthCheck.too_slow])


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
