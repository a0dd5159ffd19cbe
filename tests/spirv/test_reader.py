"""The binary reader and the grammar decoder: good modules read right, bad ones fail clearly."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from support.spvasm import from_bytes, inst, module, to_bytes

from layoutgen.errors import LayoutgenError, SpirvFormatError
from layoutgen.spirv import decode, disassemble, load
from layoutgen.spirv.grammar import MAGIC_NUMBER, Decoration, ExecutionModel, Op, StorageClass

ROOT = Path(__file__).resolve().parents[2]
FRAG = ROOT / "shaders" / "triangle.frag.spv"


def frag_words() -> list[int]:
    return from_bytes(FRAG.read_bytes())


def locate(words: list[int], opcode: Op) -> tuple[int, int]:
    """(instruction index, word position) of the first instruction with ``opcode``."""
    binary = load(words)
    for index, start, op, _wc in binary.instructions():
        if op == opcode:
            return index, start
    raise AssertionError(f"{opcode.name} not found")


# -- good input -------------------------------------------------------------------------

def test_path_bytes_and_words_read_alike() -> None:
    a = list(disassemble(FRAG))
    b = list(disassemble(FRAG.read_bytes()))
    c = list(disassemble(frag_words()))
    assert a == b == c
    assert a[0] == "; SPIR-V" and any("OpEntryPoint Fragment" in line for line in a)


def test_big_endian_module_is_read_not_refused() -> None:
    words = frag_words()
    little = list(decode(to_bytes(words)))
    big = list(decode(to_bytes(words, big_endian=True)))
    assert [i.operands for i in big] == [i.operands for i in little]
    assert load(to_bytes(words, big_endian=True)).header.big_endian
    # Strings are read from the right bytes after the swap.
    names = [i.operands[1].value for i in big if i.opcode == Op.OpName]
    assert "out_color" in names


def test_context_dependent_literals_follow_the_type_width() -> None:
    words = module(
        inst(Op.OpCapability, 0),
        inst(Op.OpTypeInt, 1, 64, 1),
        inst(Op.OpTypeFloat, 2, 64),
        inst(Op.OpTypeInt, 3, 32, 1),
        inst(Op.OpTypeFloat, 4, 16),
        inst(Op.OpConstant, 1, 10, 0xFFFFFFFE, 0xFFFFFFFF),  # int64 -2
        inst(Op.OpConstant, 2, 11, *_double_words(0.1)),
        inst(Op.OpSpecConstant, 3, 12, 0xFFFFFFFD),  # int32 -3
        inst(Op.OpConstant, 4, 13, 0x3E00),  # half 1.5
    )
    consts = [i for i in decode(words) if i.opcode in (Op.OpConstant, Op.OpSpecConstant)]
    assert [c.operands[2].value for c in consts[:3]] == [-2, 0.1, -3]
    assert consts[1].operands[2].text == "0.10000000000000001"
    assert consts[3].operands[2].value == 1.5 and consts[3].operands[2].text == "0x1.8p+0"


def _double_words(x: float) -> list[int]:
    import struct

    lo, hi = struct.unpack("<2I", struct.pack("<d", x))
    return [lo, hi]


def test_switch_literals_take_the_selector_width() -> None:
    words = module(
        inst(Op.OpTypeInt, 1, 64, 0),
        inst(Op.OpUndef, 1, 2),
        inst(Op.OpSwitch, 2, 3, 5, 0, 4, 7, 1, 5),  # 64-bit cases 5 and 2**32 + 7
    )
    sw = [i for i in decode(words) if i.opcode == Op.OpSwitch][0]
    assert [o.value for o in sw.operands] == [2, 3, 5, 4, (1 << 32) + 7, 5]


def test_enum_parameters_and_strings_decode() -> None:
    words = module(
        inst(Op.OpEntryPoint, ExecutionModel.GLCompute, 1, "main_entry", 2, 3),
        inst(Op.OpDecorate, 2, Decoration.Binding, 7),
        inst(Op.OpDecorate, 2, Decoration.Flat),
        inst(Op.OpTypeVoid, 4),
        inst(Op.OpTypePointer, 5, StorageClass.Uniform, 4),
    )
    ins = list(decode(words))
    assert ins[0].operands[2].value == "main_entry"
    assert [o.value for o in ins[0].operands[3:]] == [2, 3]
    binding = ins[1].operands[1]
    assert binding.value == Decoration.Binding and binding.text == "Binding"
    assert [p.value for p in binding.params] == [7]
    assert ins[2].operands[1].params == ()
    assert ins[4].operands[1].text == "Uniform"


def test_unknown_opcodes_are_kept_raw_and_skipped() -> None:
    words = module(inst(Op.OpCapability, 1), [(3 << 16) | 0xFFF0, 11, 22], inst(Op.OpTypeVoid, 4))
    ins = list(decode(words))
    assert [i.known for i in ins] == [True, False, True]
    assert ins[1].words == ((3 << 16) | 0xFFF0, 11, 22)
    assert ins[2].name == "OpTypeVoid"


def test_huge_bound_is_refused_without_allocating() -> None:
    words = frag_words()
    words[3] = 0xFFFFFFFF
    with pytest.raises(SpirvFormatError, match="bound 4294967295"):
        load(words)


# -- bad input: each gets a clear, located SpirvFormatError --------------------------------

def _corrupt_word_count_zero() -> bytes:
    w = frag_words()
    _, pos = locate(w, Op.OpDecorate)
    w[pos] &= 0xFFFF
    return to_bytes(w)


def _corrupt_past_end() -> bytes:
    w = frag_words()
    _, pos = locate(w, Op.OpDecorate)
    w[pos] = (0xFFFF << 16) | (w[pos] & 0xFFFF)
    return to_bytes(w)


def _corrupt_too_few() -> bytes:
    w = frag_words()
    _, pos = locate(w, Op.OpTypeVector)  # %v = OpTypeVector %float 4 -> drop the count
    w[pos] -= 1 << 16
    del w[pos + 3]
    return to_bytes(w)


def _corrupt_string() -> bytes:
    w = frag_words()
    _, pos = locate(w, Op.OpName)
    wc = w[pos] >> 16
    for k in range(pos + 2, pos + wc):
        w[k] = 0x41414141
    return to_bytes(w)


def _corrupt_id(value: int) -> bytes:
    w = frag_words()
    _, pos = locate(w, Op.OpDecorate)
    w[pos + 1] = value
    return to_bytes(w)


def _huge_bound() -> bytes:
    w = frag_words()
    w[3] = 0xFFFFFFFF
    return to_bytes(w)


BAD_INPUTS = {
    "empty": (lambda: b"", "empty file"),
    "not-multiple-of-4": (lambda: FRAG.read_bytes()[:-3], "not a multiple of 4"),
    "wrong-magic": (lambda: b"\x00\x01\x02\x03" + FRAG.read_bytes()[4:], "wrong magic number"),
    "version": (lambda: FRAG.read_bytes()[:4] + to_bytes([0x00020000]) + FRAG.read_bytes()[8:],
                "unsupported SPIR-V version"),
    "word-count-0": (_corrupt_word_count_zero, "word count is 0"),
    "past-end": (_corrupt_past_end, "runs past the end"),
    "too-few-words": (_corrupt_too_few, "too few words"),
    "string-no-nul": (_corrupt_string, "no terminating NUL"),
    "id-0": (lambda: _corrupt_id(0), "is id 0, outside"),
    "id-over-bound": (lambda: _corrupt_id(0x3FFFFE), "outside 1.."),
    "bound-ffffffff": (_huge_bound, "bound 4294967295"),
}


@pytest.mark.parametrize("case", sorted(BAD_INPUTS))
def test_bad_input_raises_located_error(case: str) -> None:
    make, expect = BAD_INPUTS[case]
    with pytest.raises(SpirvFormatError) as info:
        list(decode(make(), file="bad.spv"))
    msg = str(info.value)
    assert expect in msg
    assert msg.startswith("bad.spv: ")
    if info.value.index is not None:  # past the header: the instruction, offset and opcode
        assert f"instruction {info.value.index} (Op" in msg
        assert "byte offset 0x" in msg and info.value.offset % 4 == 0


@pytest.mark.parametrize("case", sorted(BAD_INPUTS))
def test_cli_reports_bad_input_in_one_line(case: str, tmp_path: Path) -> None:
    make, expect = BAD_INPUTS[case]
    bad = tmp_path / f"{case}.spv"
    bad.write_bytes(make())
    proc = subprocess.run([sys.executable, "-m", "layoutgen", "dump", str(bad)], capture_output=True, text=True)
    assert proc.returncode == 2
    lines = proc.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: {bad}: ")
    assert expect in lines[0]
    assert "Traceback" not in proc.stderr


def test_narrow_float_with_high_bits_is_an_error() -> None:
    words = module(inst(Op.OpTypeFloat, 1, 16), inst(Op.OpConstant, 1, 2, 0x12345678))
    with pytest.raises(SpirvFormatError, match="16-bit float literal has bits set above bit 15"):
        list(decode(words))


def test_left_over_words_are_an_error() -> None:
    words = module(inst(Op.OpTypeVoid, 4, 5))
    with pytest.raises(SpirvFormatError, match="left over"):
        list(decode(words))


def test_unreadable_path_is_a_layoutgen_error(tmp_path: Path) -> None:
    with pytest.raises(LayoutgenError, match="cannot read"):
        load(tmp_path / "missing.spv")


def test_words_out_of_range_are_refused() -> None:
    with pytest.raises(SpirvFormatError, match="32-bit words"):
        load([0x07230203, -1, 0, 1, 0])


def test_instructions_know_their_byte_offset_and_operand_kinds() -> None:
    words = module(
        inst(Op.OpTypeInt, 1, 32, 0),
        inst(Op.OpConstant, 1, 2, 7),
        inst(Op.OpSwitch, 2, 3, 7, 4),
    )
    ins = list(decode(words))
    assert [i.offset for i in ins] == [20, 36, 52]  # past the 5-word header, 4 bytes a word
    assert [o.kind for o in ins[1].operands] == ["IdResultType", "IdResult", "LiteralContextDependentNumber"]
    assert [o.kind for o in ins[2].operands][:2] == ["IdRef", "IdRef"]


def test_id_operands_are_found_by_the_grammar() -> None:
    """Ids inside enum parameters (image operands Lod and ConstOffset, a decoration's id) and
    after a string (an entry point's interface, whatever bytes its name holds)."""
    from layoutgen.spirv.decode import id_words
    from layoutgen.spirv.grammar import ImageOperands

    def ids(*instruction) -> list[int]:
        words = list(inst(*instruction))
        return [words[p] for p in id_words(words, 0)]

    assert ids(Op.OpImageSampleExplicitLod, 1, 2, 3, 4, ImageOperands.Lod | ImageOperands.ConstOffset, 5, 6) == [
        1, 2, 3, 4, 5, 6]
    assert ids(Op.OpImageSampleExplicitLod, 1, 2, 3, 4, ImageOperands.Lod, 5) == [1, 2, 3, 4, 5]
    assert ids(Op.OpEntryPoint, ExecutionModel.GLCompute, 1, "ab\x01b", 2, 3) == [1, 2, 3]
    assert ids(Op.OpEntryPoint, ExecutionModel.GLCompute, 1, "main", 2, 3) == [1, 2, 3]
    assert ids(Op.OpDecorateId, 1, Decoration.UniformId, 9) == [1, 9]
    assert ids(Op.OpPhi, 1, 2, 10, 11, 12, 13) == [1, 2, 10, 11, 12, 13]  # pairs of ids


def test_bit_enums_without_parameters_decode() -> None:
    from layoutgen.spirv.grammar import FunctionControl, SelectionControl

    words = module(
        inst(Op.OpTypeVoid, 1),
        inst(Op.OpTypeFunction, 2, 1),
        inst(Op.OpFunction, 1, 3, FunctionControl.Inline | FunctionControl.Pure, 2),
        inst(Op.OpLabel, 4),
        inst(Op.OpSelectionMerge, 5, SelectionControl.Flatten),
    )
    ins = list(decode(words))
    assert ins[2].operands[2].text == "Inline|Pure"
    assert ins[4].operands[1].text == "Flatten"


def test_header_limits_are_exact() -> None:
    from layoutgen.spirv.binary import MAX_BOUND

    words = module(inst(Op.OpCapability, 1), bound=MAX_BOUND)
    assert load(to_bytes(words)).header.bound == MAX_BOUND  # the largest bound allowed is allowed
    with pytest.raises(SpirvFormatError, match=f"bound {MAX_BOUND + 1}"):
        load(to_bytes(module(inst(Op.OpCapability, 1), bound=MAX_BOUND + 1)))
    schema = module(inst(Op.OpCapability, 1))
    schema[4] = 7
    with pytest.raises(SpirvFormatError, match="schema word is 7, not 0") as info:
        load(to_bytes(schema))
    assert info.value.offset == 16


HEADER = [MAGIC_NUMBER, 0x00010000, 0, 1, 0]


def test_a_module_given_as_words_in_host_order_is_not_big_endian() -> None:
    assert load(list(HEADER)).header.big_endian is False
    assert load(to_bytes(HEADER)).header.big_endian is False


def test_a_module_given_as_byte_swapped_words_is_big_endian() -> None:
    swapped = [int.from_bytes(w.to_bytes(4, "little"), "big") for w in HEADER]
    assert load(swapped).header.big_endian is True
    assert load(to_bytes(HEADER, big_endian=True)).header.big_endian is True


def test_a_module_shorter_than_its_header_says_how_long_it_is() -> None:
    with pytest.raises(SpirvFormatError, match=r"\b2 words\b.*header"):
        load([MAGIC_NUMBER, 0x00010000])


def test_a_bad_schema_word_names_the_file() -> None:
    with pytest.raises(SpirvFormatError) as info:
        load([*HEADER[:4], 1], file="shader.spv")
    assert info.value.file == "shader.spv" and str(info.value).startswith("shader.spv: ")


@pytest.mark.parametrize("text", ["OpMemoryModel Logical GLSL450\n", "OpCapability Shader\n", "%1 = OpTypeVoid\n"])
def test_spirv_assembly_text_is_told_to_be_assembled(text: str) -> None:
    with pytest.raises(SpirvFormatError, match="spirv-as"):
        load(text.encode())


def test_glsl_text_is_told_to_be_compiled() -> None:
    with pytest.raises(SpirvFormatError, match="glslc"):
        load(b"#version 450\nvoid main() {}\n")
