"""Batches from the command line: the JSON writer workers use is json.dump's own text."""
from __future__ import annotations

import json
import os

from hypothesis import given, settings
from hypothesis import strategies as st

from layoutgen.reflect.jsontext import dumps_indented, json_item

_scalars = st.none() | st.booleans() | st.integers() | st.floats() | st.text()
_values = st.recursive(_scalars, lambda inner: st.lists(inner) | st.tuples(inner, inner)
                       | st.dictionaries(st.text() | st.integers() | st.booleans() | st.none(), inner), max_leaves=40)


@settings(max_examples=400, deadline=None)
@given(_values)
def test_indented_text_is_json_dumps_text(value: object) -> None:
    assert dumps_indented(value) == json.dumps(value, indent=2)


def test_a_module_item_is_indented_as_in_the_whole_document(corpus_modules: list) -> None:
    from layoutgen import reflect

    for m in corpus_modules[::7]:
        doc = reflect(m.spv).to_dict()
        whole = json.dumps({"modules": [doc]}, indent=2)
        assert whole == '{\n  "modules": [\n' + json_item(doc) + "\n  ]\n}"


def test_subclasses_and_refusals_as_json_has_them() -> None:
    import collections

    import pytest

    from layoutgen import Severity

    class Name(str):
        pass

    point = collections.namedtuple("point", "x y")
    for value in (collections.OrderedDict(a=[1, {"b": (2, 3)}]), {"p": point(1, [2.5, None])}, {1.5: 1, None: 2},
                  {Name("sub"): Name("class")}, [Name("listed"), Severity.ERROR], {"enum": Severity.WARNING}):
        assert dumps_indented(value) == json.dumps(value, indent=2)
    for bad in ({(1,): 2}, {"a": object()}, [{"b": {1j: 0}}]):
        with pytest.raises(TypeError) as ours:
            dumps_indented(bad)
        with pytest.raises(TypeError) as standard:
            json.dumps(bad, indent=2)
        assert str(ours.value) == str(standard.value)


def _modules_for_batches(corpus_modules: list) -> list[str]:
    from pathlib import Path

    shared = Path(__file__).resolve().parents[3] / "shared" / "corpus"
    paths = sorted(shared.glob("*.spv")) if shared.is_dir() else [m.spv for m in corpus_modules]
    return [str(p) for p in paths]


def _texts(results: list) -> list:
    return [(path, str(r) if isinstance(r, Exception) else r) for path, r in results]


def test_workers_give_what_one_process_gives_in_input_order(corpus_modules: list) -> None:
    from layoutgen.batch import chunks, reflect_many

    paths = _modules_for_batches(corpus_modules)
    alone = _texts(list(reflect_many(paths, jobs=1, form="json")))
    assert [p for p, _ in alone] == paths
    for jobs in (2, 3, 7):
        assert _texts(list(reflect_many(paths, jobs=jobs, form="json"))) == alone, jobs
    # Modules themselves cross from the workers pickled, and arrive equal
    some = paths[:200]
    assert _texts(list(reflect_many(some, jobs=2))) == _texts(list(reflect_many(some, jobs=1)))
    # the workers' share of chunks: every path once, in order, and few tasks for many paths
    cut = chunks(paths, 3)
    assert [p for c in cut for p in c] == paths and 1 < len(cut)
    assert len(chunks(["m.spv"] * 100_000, 2)) < 100


def test_a_worker_that_dies_has_its_chunks_reflected_by_the_parent(corpus_modules: list) -> None:
    """The pool is then broken: the chunks not yet handed on are reflected in process."""
    import signal

    from layoutgen.batch import reflect_many

    paths = _modules_for_batches(corpus_modules) * 3
    alone = _texts(list(reflect_many(paths, jobs=1, form="text")))
    before = _children()
    batch = reflect_many(paths, jobs=2, form="text")
    got = [next(batch)]
    workers = sorted(_children() - before)
    assert len(workers) == 2
    os.kill(workers[0], signal.SIGKILL)
    got += batch
    assert _texts(got) == alone


def test_a_batch_left_early_leaves_no_worker_behind(corpus_modules: list) -> None:
    from layoutgen.batch import reflect_many

    paths = _modules_for_batches(corpus_modules)
    before = _children()
    batch = reflect_many(paths, jobs=2, form="json")
    next(batch)
    assert _children() - before
    batch.close()
    assert not _children() - before


def _children() -> set[int]:
    """The processes this one started that are still there."""
    me = str(os.getpid())
    return {int(pid) for pid in os.listdir("/proc") if pid.isdigit() and _parent(pid) == me}


def _parent(pid: str) -> str | None:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as fh:
            return fh.read().rsplit(")", 1)[1].split()[1]
    except OSError:
        return None


def test_with_other_threads_running_the_workers_are_not_forked(corpus_modules: list) -> None:
    import threading

    from layoutgen.batch import reflect_many

    paths = _modules_for_batches(corpus_modules)[:200]
    stop = threading.Event()
    other = threading.Thread(target=stop.wait)
    other.start()
    try:
        assert _texts(list(reflect_many(paths, jobs=2, form="json"))) == _texts(
            list(reflect_many(paths, jobs=1, form="json")))
    finally:
        stop.set()
        other.join()


def _error_fields(results: list) -> list:
    return [(path, type(r), str(r), r.args, r.__dict__) if isinstance(r, Exception) else (path, r)
            for path, r in results]


def test_an_error_in_a_worker_is_the_error_in_process(tmp_path, monkeypatch) -> None:
    """A malformed module through a worker (forked, or spawned) is the same error as
    in process: its class, message and fields (a SpirvFormatError's offset and opcode)."""
    from layoutgen import batch
    from layoutgen.errors import LayoutgenError, SpirvFormatError

    good = os.path.join(os.path.dirname(os.path.dirname(__file__)), "fuzz", "std140.comp.spv")
    data = open(good, "rb").read()
    broken = tmp_path / "broken.spv"
    broken.write_bytes(data[:20] + (0x00010000 | 15).to_bytes(4, "little") + data[24:])  # a word count past the end
    short = tmp_path / "short.spv"
    short.write_bytes(data[:8])
    paths = [good, str(broken), str(short), str(tmp_path / "missing.spv")] * 20
    alone = _error_fields(list(batch.reflect_many(paths, jobs=1, form="json")))
    errors = [r for r in alone if len(r) == 5]
    assert {r[1] for r in errors} == {SpirvFormatError, LayoutgenError}
    assert any(r[4].get("offset") is not None and r[4].get("opcode") for r in errors)
    assert _error_fields(list(batch.reflect_many(paths, jobs=2, form="json"))) == alone
    monkeypatch.setattr(batch, "_can_fork", lambda: False)
    assert _error_fields(list(batch.reflect_many(paths, jobs=2, form="json"))) == alone


def test_keys_past_the_writers_memory_are_written_as_json_writes_them() -> None:
    """The writer remembers the text of the first thousand or so str keys it meets; documents
    of many more, and keys of other types beside them, are written the same."""
    many = {f"key{k}\u00e9": [k, {"inner": None, 1.5: True}] for k in range(3000)}
    for _ in range(2):  # the second time, some keys' text is remembered and the rest is not
        assert dumps_indented(many) == json.dumps(many, indent=2)
