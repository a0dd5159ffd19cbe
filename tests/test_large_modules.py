"""Large modules take other paths than small ones (their words are read through a view of the
module's bytes, not a list): the same answers either way."""
from __future__ import annotations

from pathlib import Path

import pytest

from layoutgen import LayoutgenError, reflect
from layoutgen.reflect import scan

SHARED = Path(__file__).resolve().parent.parent.parent / "shared" / "corpus"


def _outcome(data: bytes) -> object:
    try:
        m = reflect(data)
    except LayoutgenError as exc:
        return type(exc).__name__, str(exc)
    return m, m.declared_bindings, m.to_dict()


def _modules(corpus_modules: list) -> list[bytes]:
    datas = [m.spv.read_bytes() for m in corpus_modules]
    if SHARED.is_dir():
        datas += [p.read_bytes() for p in sorted(SHARED.glob("*.spv"))[::5]]
    return datas


def test_words_read_through_the_view_give_the_same_module(corpus_modules: list,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    datas = _modules(corpus_modules)
    as_list = [_outcome(d) for d in datas]
    monkeypatch.setattr(scan, "LIST_WORDS", 0)
    as_view = [_outcome(d) for d in datas]
    assert as_view == as_list


def test_damaged_modules_fail_the_same_way_through_the_view(corpus_modules: list,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    import random

    rng = random.Random(12)
    damaged = []
    for data in _modules(corpus_modules)[::4]:
        d = bytearray(data)
        for _ in range(3):
            at = rng.randrange(20, len(d) - 3) // 4 * 4
            d[at:at + 4] = rng.randrange(1 << 32 if rng.random() < 0.5 else 64).to_bytes(4, "little")
        damaged.append(bytes(d))
    as_list = [_outcome(d) for d in damaged]
    monkeypatch.setattr(scan, "LIST_WORDS", 0)
    assert [_outcome(d) for d in damaged] == as_list
