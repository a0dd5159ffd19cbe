"""The data a generated module holds of the stages it was made from: the merged layout, the
blocks at their bindings, the push-constant blocks, the specialization constants and the
vertex inputs (what :func:`layoutgen.typed.gather.gather` collects and
:func:`layoutgen.typed.runtime.check` compares)."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..layout.model import PipelineLayoutDesc
from ..reflect.model import SpecializationConstant
from ..reflect.types import Block
from ..reflect.vkenums import ShaderStage


@dataclass(frozen=True, slots=True)
class BoundBlock:
    """The uniform or storage block at one binding, at the sizes the module was made for."""

    set: int
    #: The binding number.
    binding: int
    #: The binding's name (its variable's, or its block type's where it has none).
    name: str
    #: The block's layout.
    block: Block


@dataclass(frozen=True, slots=True)
class PushBlock:
    """One stage's push-constant block, as reflection reports it (``PushConstantBlock``)."""

    #: The stage that declares it.
    stage: ShaderStage
    #: The variable's name ("" where it has none).
    name: str
    #: The block's type name.
    type_name: str
    #: Its smallest member offset.
    offset: int
    #: The end of its last member minus ``offset``.
    size: int
    #: Its layout.
    block: Block


@dataclass(frozen=True, slots=True)
class Interface:
    """Everything a generated module was made from: the merged layout, the blocks, the push
    constants, the specialization constants, the vertex inputs, and the policy options of the
    merge (as literals). :func:`layoutgen.typed.gather.gather` makes one from stages; a
    generated module holds one as source, which :func:`check` compares with fresh stages."""

    #: The pipeline layout merge() made.
    desc: PipelineLayoutDesc
    #: The uniform and storage blocks, by set and binding.
    blocks: tuple[BoundBlock, ...] = ()
    #: The push-constant blocks, one per stage that declares one.
    push: tuple[PushBlock, ...] = ()
    #: The specialization constants of the stages, by spec id.
    spec: tuple[SpecializationConstant, ...] = ()
    #: The vertex stage's inputs as numpy fields (name, type code, shape), location order;
    #: None where there is no vertex stage.
    vertex: tuple[tuple[str, str, tuple[int, ...]], ...] | None = None
    #: The policy options of the merge, as literals.
    policy: Mapping[str, Any] = field(default_factory=dict)
