"""``layoutgen dump`` against ``spirv-dis --raw-id`` over the whole corpus (the newest
SPIRV-Tools on PyPI, 2025.5, whose grammar is older than ours: it knows every enumerant the
corpus uses; test_descriptor_heaps compares the modules it does not read whole), and where the
corpus does not go: infinite and half-precision float constants and a generator no vendor table
lists; and an extended instruction the GLSL.std.450 set does not have, which spirv-dis refuses
and dump shows by its number."""
from __future__ import annotations

import struct
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import corpus_ids, need_newest_tool

from layoutgen.spirv import disassemble


@pytest.mark.parametrize("module_id", corpus_ids())
def test_dump_matches_spirv_dis(module_id: str, corpus_by_id: dict) -> None:
    spirv_dis = need_newest_tool("spirv-dis")
    module = corpus_by_id[module_id]
    theirs = subprocess.run([spirv_dis, "--raw-id", "--no-color", str(module.spv)],
                            capture_output=True, text=True, check=True).stdout.splitlines()
    ours = list(disassemble(module.spv))
    assert len(ours) == len(theirs)
    for n, (a, b) in enumerate(zip(ours, theirs)):
        # Same opcode names, ids, literals and enum names; spirv-dis right-aligns result
        # ids the same way, so the lines match exactly.
        assert a == b, f"line {n + 1} differs"


def test_cli_dump_prints_the_stream(corpus_by_id: dict) -> None:
    module = corpus_by_id["triangle.vert@vulkan1.0"]
    out = subprocess.run([sys.executable, "-m", "layoutgen", "dump", str(module.spv)],
                         capture_output=True, text=True, check=True).stdout
    lines = out.splitlines()
    assert lines[0] == "; SPIR-V"
    assert any("OpEntryPoint Vertex" in line and '"main"' in line for line in lines)
    assert any(line.strip().startswith("OpDecorate") and "Binding 0" in line for line in lines)


_TEXT = """
               OpCapability Shader
               OpCapability Float16
               OpCapability Float64
          %1 = OpExtInstImport "GLSL.std.450"
               OpMemoryModel Logical GLSL450
               OpEntryPoint GLCompute %main "main"
               OpExecutionMode %main LocalSize 1 1 1
       %void = OpTypeVoid
          %3 = OpTypeFunction %void
      %float = OpTypeFloat 32
       %half = OpTypeFloat 16
     %double = OpTypeFloat 64
       %finf = OpConstant %float 0x1p+128
       %dinf = OpConstant %double -0x1p+1024
       %hinf = OpConstant %half 0x1p+16
        %h15 = OpConstant %half 1.5
       %main = OpFunction %void None %3
          %5 = OpLabel
          %6 = OpExtInst %float %1 FAbs %finf
               OpReturn
               OpFunctionEnd
"""


def _patched(spirv_as, tmp_path: Path, instruction: int) -> Path:
    """The module above with an unknown generator (vendor 0xABC, version 7) in the header and
    FAbs (4) replaced by ``instruction``."""
    data = spirv_as("edges", _TEXT, target="spv1.0").read_bytes()
    words = list(struct.unpack(f"<{len(data) // 4}I", data))
    words[2] = (0xABC << 16) | 7
    pos = 5
    while pos < len(words):
        count, op = words[pos] >> 16, words[pos] & 0xFFFF
        if op == 12:  # OpExtInst: type, result, set, instruction, operands
            assert words[pos + 4] == 4
            words[pos + 4] = instruction
        pos += count
    out = tmp_path / f"patched{instruction}.spv"
    out.write_bytes(struct.pack(f"<{len(words)}I", *words))
    return out


def test_dump_of_unusual_literals_and_headers_matches_spirv_dis(spirv_as, tmp_path: Path) -> None:
    module = _patched(spirv_as, tmp_path, 4)
    theirs = subprocess.run([need_newest_tool("spirv-dis"), "--raw-id", "--no-color", str(module)],
                            capture_output=True, text=True, check=True).stdout.splitlines()
    ours = list(disassemble(module))
    assert ours == theirs
    # what the comparison covers, so that it cannot pass on a module without these cases
    text = "\n".join(ours)
    assert "; Generator: Unknown(2748); 7" in text and " FAbs " in text
    assert "0x1p+128" in text and "-0x1p+1024" in text and "0x1p+16" in text and "0x1.8p+0" in text


def test_an_extended_instruction_the_set_lacks_is_dumped_by_its_number(spirv_as, tmp_path: Path) -> None:
    line = next(t for t in disassemble(_patched(spirv_as, tmp_path, 200)) if "OpExtInst " in t)
    assert line.split()[-2:] == ["200", "%8"]


NAMED_SOURCE = """
               OpCapability Shader
               OpMemoryModel Logical GLSL450
               OpEntryPoint GLCompute %main "main"
               OpExecutionMode %main LocalSize 1 1 1
         %s1 = OpString "#version 450@@void main() {}@@"
               OpSource GLSL 450 %s1 "#version 450@@~void main() {}@@"
               OpName %main "ma^in"
               OpName %void "v%%%%d"
       %void = OpTypeVoid
          %3 = OpTypeFunction %void
       %main = OpFunction %void None %3
          %5 = OpLabel
               OpReturn
               OpFunctionEnd
"""


def test_names_are_dumped_escaped_and_source_text_as_spirv_dis_prints_it(spirv_as, tmp_path: Path) -> None:
    """A line break in a name forged a line of the dump, an ESC reached the terminal; source
    text (OpSource, OpString) keeps its line breaks, carriage returns and tabs, as spirv-dis
    prints them. (The strings are patched into the module: spirv-as reads no escapes.)"""
    data = Path(spirv_as("named.spvasm", NAMED_SOURCE)).read_bytes()
    for old, new in ((b"ma^in", b"ma\nin"), (b"v%%%%d", b"v\x1b[2Jd"), (b"@@~", b"\r\n\t"), (b"@@", b"\r\n")):
        data = data.replace(old, new)
    module = tmp_path / "named.spv"
    module.write_bytes(data)
    ours = "\n".join(disassemble(module))
    assert 'OpName %1 "ma\\nin"' in ours and '"v\\x1b[2Jd"' in ours and "\x1b" not in ours, ours
    assert '"#version 450\r\nvoid main() {}\r\n"' in ours and '"#version 450\r\n\tvoid main() {}\r\n"' in ours
    theirs = subprocess.run([need_newest_tool("spirv-dis"), "--raw-id", "--no-color", str(module)],
                            capture_output=True, check=True).stdout.decode()
    for op in ("OpString", "OpSource GLSL"):  # spirv-dis's lines of source text, ours alike
        start = theirs.index(op)
        text = theirs[start:theirs.index('"\n', theirs.index('"', start) + 1) + 1]
        assert text in ours, (text, ours)
