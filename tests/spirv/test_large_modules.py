"""Large modules take other paths than small ones (their words are read through a view of the
module's bytes, not a list): the same answers either way."""
from __future__ import annotations

from pathlib import Path

import pytest

from layoutgen import LayoutgenError, reflect
from layoutgen.reflect import scan

SHARED = Path(__file__).resolve().parents[3] / "shared" / "corpus"


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


def test_dump_streams_up_to_a_broken_instruction(tmp_path: Path) -> None:
    import subprocess
    import sys

    from support.spvasm import inst, module, to_bytes

    from layoutgen.spirv.grammar import Op

    words = module(inst(Op.OpCapability, 1), inst(Op.OpMemoryModel, 0, 1), inst(Op.OpCapability, 1))
    words[-2] = int(Op.OpCapability)  # word count 0: the third instruction is broken
    path = tmp_path / "broken.spv"
    path.write_bytes(to_bytes(words))
    proc = subprocess.run([sys.executable, "-m", "layoutgen", "dump", str(path)], capture_output=True, text=True)
    assert proc.returncode == 2
    lines = proc.stdout.splitlines()
    assert lines[0] == "; SPIR-V" and [line.strip() for line in lines[5:]] == [
        "OpCapability Shader", "OpMemoryModel Logical GLSL450"]
    assert proc.stderr.startswith("error: ") and "word count is 0" in proc.stderr
    assert len(proc.stderr.splitlines()) == 1


def test_switch_literals_take_their_selector_type_after_many_ids() -> None:
    """The decoder keeps result types in an array grown by id: a 64-bit selector defined with
    a large id still gives its OpSwitch two-word literals."""
    from support.spvasm import inst, module

    from layoutgen.spirv import disassemble
    from layoutgen.spirv.grammar import Op

    void, fn, u64, f, label, sel, case, merge, big = 1, 2, 3, 4, 5, 70000, 6, 7, 8
    words = module(
        inst(Op.OpCapability, 1), inst(Op.OpCapability, 11), inst(Op.OpMemoryModel, 0, 1),
        inst(Op.OpTypeVoid, void), inst(Op.OpTypeFunction, fn, void), inst(Op.OpTypeInt, u64, 64, 0),
        inst(Op.OpConstant, u64, big, 5, 1),
        inst(Op.OpFunction, void, f, 0, fn), inst(Op.OpLabel, label),
        inst(Op.OpCopyObject, u64, sel, big),
        inst(Op.OpSelectionMerge, merge, 0), inst(Op.OpSwitch, sel, merge, 7, 1, case),
        inst(Op.OpLabel, case), inst(Op.OpBranch, merge), inst(Op.OpLabel, merge), inst(Op.OpReturn),
        inst(Op.OpFunctionEnd), bound=70001)
    text = list(disassemble(words))
    assert any(line.strip() == f"OpSwitch %{sel} %{merge} 4294967303 %{case}" for line in text), text[-8:]
