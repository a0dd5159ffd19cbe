"""Typed shader interfaces for Python: ``codegen()`` writes, for one pipeline's stages, a module
whose classes carry the shaders' names and types, so that a type checker (``mypy --strict``)
refuses a misspelt binding, push-constant member or specialization constant, and a value of
the wrong type, before anything runs.

    text = layoutgen.codegen(["a.vert.spv", "a.frag.spv"], dynamic=["frame"])
    Path("a_shaders.py").write_text(text)

The module holds its pipeline's data as source (no SPIR-V is read where it is imported) and
imports layoutgen and numpy; ``layoutgen.vk`` (and so ``vulkan``) only where a set or the push
constants are made. What it defines:

- ``desc()``: the ``PipelineLayoutDesc`` merge() made; ``check(stages)``: a LayoutError naming
  what changed where the stages no longer give the module's interface (regenerate it);
- ``SetN`` for each set N: wraps a ``layoutgen.vk.DescriptorSet`` (``SetN.allocate(pool, layout)``
  or ``SetN(dset)``); ``write()`` takes exactly the set's binding names as keyword-only
  arguments, each typed by what its descriptor takes; ``bind(cmd, layout)``; the binding
  numbers as constants (``FRAME = 0``);
- a frozen dataclass for each uniform and storage block, named after its type: a typed field
  per member (a nested dataclass for a struct), ``dtype`` (its numpy dtype), ``pack()`` (its
  bytes, through ``BlockData`` and its checks) and ``unpack(data)``;
- ``Push``: a property per push-constant member, over a ``layoutgen.vk.PushConstants``;
- ``Spec``: a ``TypedDict`` of the specialization constants by name, and ``specialization(spec)``;
- ``VERTEX_DTYPE`` where there is a vertex stage: the numpy dtype of its inputs, as
  ``vertex_input()`` takes it.

The same stages and options give the same text, byte for byte.
"""
from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import TYPE_CHECKING, Unpack

if TYPE_CHECKING:
    from ..layout.policy import PolicyOptions
    from ..layout.stages import StageSpec


def codegen(stages: Iterable[StageSpec] | StageSpec, **policy: Unpack[PolicyOptions]) -> str:
    """The source of a typed module for ``stages`` (one pipeline's, as ``merge()`` takes them)
    under the policy options ``policy`` (those of ``merge()``, but ``immutable_samplers``,
    whose device handles a module cannot hold: a LayoutError); ``layoutgen codegen`` writes
    it to a file. The same stages and options give the same text, byte for byte; its header
    names each input with the sha256 of its words, and the options.

    The module imports layoutgen and numpy (``layoutgen.vk``, and so ``vulkan``, only where a
    set or the push constants are made) and defines:

    - ``desc()``: the ``PipelineLayoutDesc`` merge() made, rebuilt from the module's own data;
      ``check(stages)``: a LayoutError naming what changed where the stages no longer give the
      module's layout, blocks, push constants, specialization constants or vertex inputs;
    - ``SetN`` per set N, over a ``layoutgen.vk.DescriptorSet`` (``SetN.allocate(pool, layout)``,
      or ``SetN(dset)``): ``write()`` takes exactly the set's binding names as keyword-only
      arguments, each typed by what its descriptor takes; ``bind(cmd, layout)``; the binding
      numbers as constants (``FRAME = 0``);
    - a frozen dataclass per uniform and storage block, named after its type, a typed field per
      member (a nested dataclass for a struct, numpy arrays for matrices and arrays): ``dtype``,
      ``pack()`` (through ``BlockData``, its checks included) and ``unpack(data)``;
    - ``Push``: a property per push-constant member, over a ``layoutgen.vk.PushConstants``
      (``push``), and its ``record(cmd, layout)``;
    - ``Spec``: a ``TypedDict`` of the specialization constants by name, and
      ``specialization(spec)`` that gives them by spec id, checked;
    - ``VERTEX_DTYPE`` where there is a vertex stage: the numpy dtype of its inputs, as
      ``vertex_input()`` takes it.
    """
    from ..layout.stages import resolve_all
    from .emit import module_text
    from .gather import gather

    resolved = resolve_all(stages)
    inputs = dict.fromkeys((s.file, hashlib.sha256(s.module.code).hexdigest()) for s in resolved)
    return module_text(gather(resolved, dict(policy)), list(inputs))


def depfile(output: str, inputs: Iterable[str]) -> str:
    """A make-style dependency file: ``output`` depends on ``inputs``, with the characters
    make (and ninja, and meson through them) treats specially escaped: a space or tab as
    ``\\ ``, ``#`` as ``\\#``, ``:`` as ``\\:`` (each with the backslashes before it doubled),
    ``$`` as ``$$``, and backslashes that end a name doubled (one would join the next name or
    line to it). Ninja reads a backslash before ``#``, ``:`` or a name's end otherwise than make
    does (it keeps both of a doubled one): a name holding one is written as make reads it. A
    newline in a name cannot be written: a LayoutError."""
    from ..errors import LayoutError

    def escape(name: str) -> str:
        if "\n" in name or "\r" in name:
            raise LayoutError(f"{name!r}: a file name with a line break cannot go in a dependency file")
        out = []
        run = 0  # the backslashes just before this character
        for ch in name:
            if ch in " \t#:":
                out.append("\\" * run + "\\" + ch)  # those before it written once already: now twice
            elif ch == "$":
                out.append("$$")
            else:
                out.append(ch)
            run = run + 1 if ch == "\\" else 0
        return "".join(out) + "\\" * run

    deps = " ".join(escape(i) for i in dict.fromkeys(inputs))
    return f"{escape(output)}: {deps}\n"


__all__ = ["codegen", "depfile"]
