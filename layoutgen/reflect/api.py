"""``reflect()``, the entry to reflection: a Python function in front of the engine, which may
be compiled (``tools/build_native.py``), so that its signature and documentation read the
same either way. The engine, and the SPIR-V reader under it, load on the first call."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .model import Module
    from ..spirv.binary import Binary, Source


def reflect(source: Source | Binary, file: str | None = None) -> Module:
    """Reflect a SPIR-V module given as bytes, a path or a sequence of 32-bit words.

    ``file`` names the module in messages where ``source`` is not a path. Raises
    SpirvFormatError (naming the file, instruction, byte offset and opcode) for a malformed
    module, ReflectionError for one reflection cannot describe.
    """
    from . import build  # the engine loads on the first reflect(), not with the package

    if file is not None and not isinstance(file, str):  # it would be the model's file, in every message
        from ..errors import LayoutError

        raise LayoutError(f"reflect(file=) names the module in messages: a str, not {type(file).__name__}")
    return build.reflect(source, file)
