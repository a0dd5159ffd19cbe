"""SPIR-V words in, instructions out: the grammar, the binary reader, the decoder."""
from .binary import Binary, Header, load
from .decode import Instruction, Operand, decode, disassemble

__all__ = ["Binary", "Header", "Instruction", "Operand", "decode", "disassemble", "load"]
