"""Decode, on demand, the instructions the scan indexed: names, decorations, strings."""
from __future__ import annotations

from typing import Any

from ..spirv.binary import cstring
from ..spirv.grammar_tables import ENUM_PARAMETERS, Decoration, Op
from .scan import Index

_OP_DECORATE_STRING = Op.OpDecorateString
_GROUP_DECORATE = Op.OpGroupDecorate
_STRING_DECORATIONS = frozenset({Decoration.UserSemantic, Decoration.UserTypeGOOGLE})
#: Decoration -> how many operand words it cannot do without.
REQUIRED = {d: sum(1 for _kind, quant in params if quant == "")
             for d, params in ENUM_PARAMETERS["Decoration"].items()}

#: Decoration -> its parameters as a tuple of words (a string parameter as str).
Decorations = dict[int, tuple[Any, ...]]


def string_at(ix: Index, pos: int, k: int) -> tuple[str, int]:
    """The string starting at word ``k`` of the instruction at ``pos``, and the word after it."""
    data = ix.data
    lo, hi = 4 * (pos + k), 4 * (pos + (ix.words[pos] >> 16))
    nul = data.find(b"\0", lo, hi)
    if nul >= 0:
        try:
            return data[lo:nul].decode("utf-8"), k + (nul - lo) // 4 + 1
        except UnicodeDecodeError:
            pass
    try:  # the reader's own check says what is wrong
        text, nwords = cstring(data, lo, hi)
    except ValueError as exc:
        raise ix.error(pos, f"operand {k} (LiteralString) {exc}") from None
    return text, k + nwords  # pragma: no cover - the fast path above read it


def need_words(ix: Index, pos: int, count: int) -> None:
    if (ix.words[pos] >> 16) < count:
        raise ix.error(pos, f"too few words: needs at least {count}")


def need_parameters(ix: Index, pos: int, first: int, deco: int) -> None:
    """The decoration ``deco`` at ``pos``, its parameters from word ``first``, has every
    parameter the grammar requires of it."""
    need_words(ix, pos, first + REQUIRED.get(deco, 0))


def name_of(ix: Index, id_: int) -> str:
    """The OpName of ``id_``, or "" where it has none."""
    pos = ix.names.get(id_)
    if pos is None:
        return ""
    if (ix.words[pos] >> 16) < 3:
        raise ix.error(pos, "too few words: needs at least 3")
    return string_at(ix, pos, 2)[0]


def decorations(ix: Index, id_: int) -> Decorations:
    """Every decoration of ``id_`` (those through decoration groups included)."""
    out: Decorations = {}
    positions = ix.decorations.get(id_)
    if not positions:
        return out
    words = ix.words
    for pos in positions:
        head = words[pos]
        wc = head >> 16
        if wc < 3:
            raise ix.error(pos, "too few words: needs at least 3")
        deco = words[pos + 2]
        least = 3 + REQUIRED.get(deco, 0)
        if wc < least:
            raise ix.error(pos, f"too few words: needs at least {least}")
        if (head & 0xFFFF) == _OP_DECORATE_STRING or deco in _STRING_DECORATIONS:
            out[deco] = (string_at(ix, pos, 3)[0],)
        else:
            out[deco] = tuple(words[pos + 3:pos + wc])
    return out


def apply_groups(ix: Index) -> None:
    """Copy decorations made through ``OpDecorationGroup`` onto their targets."""
    words = ix.words
    for pos in ix.groups:
        wc = words[pos] >> 16
        need_words(ix, pos, 2)
        group_decos = ix.decorations.get(words[pos + 1], [])
        for dpos in group_decos:
            need_words(ix, dpos, 3)
        if (words[pos] & 0xFFFF) == _GROUP_DECORATE:
            for target in words[pos + 2:pos + wc]:
                ix.decorations.setdefault(target, []).extend(group_decos)
            continue
        for k in range(pos + 2, pos + wc - 1, 2):
            target, member = words[k], words[k + 1]
            ix.group_members.setdefault(target, []).extend((member, dpos) for dpos in group_decos)
