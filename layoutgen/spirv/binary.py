"""Words in: load a module, check its header, walk its instructions by word count.

This layer knows no grammar beyond the header. It holds the module as little-endian bytes,
from which strings are read, and views the same memory as 32-bit words in host order (a
big-endian module, or one on a big-endian host, is byte-swapped into a copy on load): a word
costs four bytes, never a Python object.
"""
from __future__ import annotations

import os
import stat
import struct
import sys
from array import array
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import IO

from ..errors import LayoutgenError, SpirvFormatError
from .grammar_tables import MAGIC_NUMBER, OPCODE_NAMES

HEADER_WORDS = 5
#: SPIR-V's universal limit on the Result <id> bound (specification, "Universal Limits").
MAX_BOUND = 0x3FFFFF
_SWAPPED_MAGIC = int.from_bytes(MAGIC_NUMBER.to_bytes(4, "little"), "big")
_BIG_HOST = sys.byteorder == "big"

Source = bytes | bytearray | memoryview | str | os.PathLike[str] | Sequence[int]


@dataclass(frozen=True, slots=True)
class Header:
    """The five header words of a module."""

    version: tuple[int, int]
    generator: int
    bound: int
    schema: int
    big_endian: bool

    @property
    def version_text(self) -> str:
        return f"{self.version[0]}.{self.version[1]}"


class Binary:
    """A module's words with its header checked.

    ``words`` is a read-only memoryview of every word (header included) as unsigned 32-bit
    integers in host order; ``data`` the same words as little-endian bytes (for a
    little-endian module read from bytes on a little-endian host, the very memory ``words``
    views); ``file`` names the module in error messages.
    """

    __slots__ = ("words", "data", "header", "file")

    def __init__(self, words: memoryview, data: bytes, header: Header, file: str | None) -> None:
        self.words = words
        self.data = data
        self.header = header
        self.file = file

    def error(self, detail: str, index: int | None = None, word: int | None = None,
              opcode: str | None = None) -> SpirvFormatError:
        """A format error at instruction ``index`` whose first word is ``word``."""
        offset = None if word is None else 4 * word
        return SpirvFormatError(detail, file=self.file, index=index, offset=offset, opcode=opcode)

    def instructions(self) -> Iterator[tuple[int, int, int, int]]:
        """Yield ``(index, start, opcode, word_count)`` for every instruction.

        ``start`` is the index of the instruction's first word in ``words``. Raises
        :class:`SpirvFormatError` at a word count of 0 or an instruction past the end.
        """
        words = self.words
        n = len(words)
        i = HEADER_WORDS
        index = 0
        while i < n:
            w = words[i]
            wc = w >> 16
            if wc == 0:
                raise self.error(f"word count is 0 (word {w:#010x})", index, i, opcode_name(w & 0xFFFF))
            if i + wc > n:
                raise self.error(
                    f"instruction of {wc} words runs past the end of the module ({n - i} words left)",
                    index, i, opcode_name(w & 0xFFFF))
            yield index, i, w & 0xFFFF, wc
            i += wc
            index += 1


_FLOAT_FORMATS = {16: "<e", 32: "<f", 64: "<d"}


def cstring(data: bytes, lo: int, hi: int) -> tuple[str, int]:
    """The NUL-terminated UTF-8 string in ``data[lo:hi]`` and the words it takes.

    Raises ValueError saying what is wrong (no NUL, not UTF-8); callers locate it."""
    nul = data.find(b"\0", lo, hi)
    if nul < 0:
        raise ValueError("has no terminating NUL")
    try:
        return data[lo:nul].decode("utf-8"), (nul - lo) // 4 + 1
    except UnicodeDecodeError as exc:
        raise ValueError(f"is not UTF-8: {exc.reason}") from None


def wrap_int(value: int, signed: bool, width: int) -> int:
    """``value`` cut to ``width`` bits, read as signed or unsigned."""
    if not width:
        return value
    value &= (1 << width) - 1
    if signed and value >> (width - 1):
        value -= 1 << width
    return value


def literal_words(width: int) -> int:
    """The words a literal number of a ``width``-bit type takes (one at least)."""
    return max(1, (width + 31) // 32)


def literal_value(raw: int, kind: str, width: int) -> int | float:
    """The value of a literal's raw bits (low word first); ``kind`` is 'float', 'int' or 'uint'.

    Raises ValueError for an unsupported float width or a narrow float with high bits set
    (SPIR-V requires them 0)."""
    if kind != "float":
        return wrap_int(raw, kind == "int", width)
    fmt = _FLOAT_FORMATS.get(width)
    if fmt is None:
        raise ValueError(f"floating-point width {width} is not supported")
    if raw >> width:
        raise ValueError(f"a {width}-bit float literal has bits set above bit {width - 1}")
    value: float = struct.unpack(fmt, raw.to_bytes(width // 8, "little"))[0]
    return value


def opcode_name(opcode: int) -> str:
    """The grammar's name of ``opcode``, or "opcode N" for one it does not know."""
    return OPCODE_NAMES.get(opcode) or f"opcode {opcode}"


def _read(source: Source, file: str | None) -> tuple[bytes | array[int], str | None]:
    """The raw content of ``source``: bytes, or an array of words."""
    if isinstance(source, (bytes, bytearray, memoryview)):
        return bytes(source), file
    if isinstance(source, (str, os.PathLike)):
        path = os.fsdecode(source)
        try:
            with open(path, "rb", buffering=0) as fh:  # one read of the whole file, unbuffered
                if stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
                    return fh.read(), file or path
                return read_stream(fh, file or path), file or path  # a pipe, a device: read with care
        except OSError as exc:
            raise LayoutgenError(f"{path}: cannot read: {exc.strerror or exc}") from None
        except ValueError:  # open() refuses a NUL in a path
            raise LayoutgenError(f"{path!r}: cannot read: a path cannot contain a NUL character") from None
    try:
        return array("I", source), file
    except (TypeError, OverflowError, ValueError) as exc:
        raise SpirvFormatError(f"not a sequence of 32-bit words: {exc}", file=file) from None


#: The most a module read from a stream (a pipe, standard input, a device) may hold: a stream
#: says nothing of its length, and one that never ends (/dev/zero) must not fill the memory.
MAX_STREAM_BYTES = 1 << 28


def read_stream(fh: IO[bytes], file: str | None) -> bytes:
    """The bytes of a module from a stream, to its end: reading stops at once where the first
    word is no SPIR-V magic number (the header check then says so), and a stream past
    MAX_STREAM_BYTES is a SpirvFormatError."""
    parts = [fh.read(1 << 16) or b""]
    if len(parts[0]) >= 4 and int.from_bytes(parts[0][:4], "little") not in (MAGIC_NUMBER, _SWAPPED_MAGIC):
        return parts[0]
    total = len(parts[0])
    while parts[-1]:
        parts.append(fh.read(1 << 20) or b"")
        total += len(parts[-1])
        if total > MAX_STREAM_BYTES:
            raise SpirvFormatError(f"more than {MAX_STREAM_BYTES} bytes read from a stream with no end in sight: "
                                   "no module is that large", file=file)
    return b"".join(parts)


def load(source: Source, file: str | None = None) -> Binary:
    """Load a module from bytes, a path or a sequence of words, and check its header.

    ``file`` names the module in error messages (a path names itself).
    """
    raw, file = _read(source, file)
    if isinstance(raw, bytes):
        _check_bytes(raw, file)
        if not _BIG_HOST:  # the bytes are the words: view them, copy nothing
            view = memoryview(raw).cast("I")
            if len(view) >= HEADER_WORDS and view[0] == MAGIC_NUMBER:
                return Binary(view, raw, _check_header(view, False, file), file)
        words = array("I", raw)
        if _BIG_HOST:
            words.byteswap()
    else:
        words = raw
    if len(words) < HEADER_WORDS:
        raise SpirvFormatError(f"module of {len(words)} words is shorter than the 5-word header", file=file)
    big_endian = False
    if words[0] == _SWAPPED_MAGIC:
        words.byteswap()
        big_endian = True
    elif words[0] != MAGIC_NUMBER:
        raise SpirvFormatError(f"wrong magic number {words[0]:#010x} (expected {MAGIC_NUMBER:#010x})",
                               file=file, offset=0)
    view = memoryview(words).toreadonly()
    header = _check_header(view, big_endian, file)
    if isinstance(raw, bytes) and not big_endian:
        data = raw  # already the little-endian bytes strings are read from
    else:
        data = words.tobytes()
        if _BIG_HOST:
            swapped = array("I", data)
            swapped.byteswap()
            data = swapped.tobytes()
    return Binary(view, data, header, file)


def _check_bytes(raw: bytes, file: str | None) -> None:
    if not raw:
        raise SpirvFormatError("empty file: a SPIR-V module needs at least a 20-byte header", file=file)
    if _looks_like_text(raw):
        raise SpirvFormatError(_text_hint(raw), file=file)
    if len(raw) % 4:
        raise SpirvFormatError(f"size {len(raw)} bytes is not a multiple of 4", file=file,
                               offset=len(raw) - len(raw) % 4)


#: Bytes that begin a SPIR-V module in either byte order: never printable text.
_MAGIC_BYTES = (MAGIC_NUMBER.to_bytes(4, "little"), MAGIC_NUMBER.to_bytes(4, "big"))
_TEXT_BYTES = frozenset(range(0x20, 0x7F)) | {0x09, 0x0A, 0x0D}


def _looks_like_text(raw: bytes) -> bool:
    """Whether ``raw`` is text rather than a binary module: its first bytes are printable."""
    head = raw[:512]
    if head[:4] in _MAGIC_BYTES:
        return False
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as exc:
        if exc.start < len(head) - 3:  # not just a character cut at the end of the sample
            return False
    return sum(b in _TEXT_BYTES or b >= 0x80 for b in head) >= 0.95 * len(head)


def _text_hint(raw: bytes) -> str:
    head = raw[:4096].decode("utf-8", "replace")
    if "Op" in head and ("OpCapability" in head or "OpMemoryModel" in head or "%" in head):
        what, hint = "SPIR-V assembly", "assemble it first: spirv-as FILE -o FILE.spv"
    else:
        what, hint = "shader source (GLSL or HLSL?)", "compile it first: glslc FILE -o FILE.spv"
    return f"not a SPIR-V binary: this looks like text, {what}; {hint}"


def _check_header(words: memoryview, big_endian: bool, file: str | None) -> Header:
    version = words[1]
    major, minor = (version >> 16) & 0xFF, (version >> 8) & 0xFF
    if version & 0xFF0000FF or major != 1 or minor > 6:
        raise SpirvFormatError(
            f"unsupported SPIR-V version word {version:#010x} (layoutgen reads 1.0 to 1.6)",
            file=file, offset=4)
    bound = words[3]
    if bound == 0 or bound > MAX_BOUND:
        raise SpirvFormatError(
            f"id bound {bound} is outside 1..{MAX_BOUND} (SPIR-V's universal limit)", file=file, offset=12)
    if words[4] != 0:
        raise SpirvFormatError(f"schema word is {words[4]}, not 0", file=file, offset=16)
    return Header((major, minor), words[2], bound, words[4], big_endian)
