"""A tiny test-side assembler: build SPIR-V words by hand for cases compilers do not emit."""
from __future__ import annotations

import struct

from layoutgen.spirv.grammar import MAGIC_NUMBER, Op


def string_words(text: str) -> list[int]:
    data = text.encode() + b"\0"
    data += b"\0" * (-len(data) % 4)
    return list(struct.unpack(f"<{len(data) // 4}I", data))


def inst(op: Op | int, *operands: int | str) -> list[int]:
    words: list[int] = []
    for o in operands:
        words.extend(string_words(o) if isinstance(o, str) else [int(o) & 0xFFFFFFFF])
    return [((len(words) + 1) << 16) | int(op), *words]


def module(*instructions: list[int], version: tuple[int, int] = (1, 0), bound: int = 100) -> list[int]:
    words = [MAGIC_NUMBER, (version[0] << 16) | (version[1] << 8), 0, bound, 0]
    for i in instructions:
        words.extend(i)
    return words


def to_bytes(words: list[int], big_endian: bool = False) -> bytes:
    return struct.pack(f"{'>' if big_endian else '<'}{len(words)}I", *words)


def from_bytes(data: bytes) -> list[int]:
    return list(struct.unpack(f"<{len(data) // 4}I", data))
