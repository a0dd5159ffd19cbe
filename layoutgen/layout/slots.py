"""One (set, binding) as the stages declare it, and which descriptor serves all of them.

Several variables may share a binding, in one stage or across stages. The Vulkan spec
("Shader Resource and Descriptor Type Correspondence") lets one COMBINED_IMAGE_SAMPLER
descriptor back an ``OpTypeSampledImage``, an ``OpTypeImage`` with Sampled=1 and an
``OpTypeSampler``, so a sampler and a sampled image at one binding (DXC's
``[[vk::combinedImageSampler]]``, Slang, glslang's HLSL) become one combined image sampler.
Only statically used variables must agree: an alias no stage uses takes no part. Two used
variables whose types no single descriptor can serve are a LayoutConflictError naming both.
"""
from __future__ import annotations

import builtins
from dataclasses import dataclass, field

from ..errors import LayoutConflictError
from ..reflect.descriptor_model import DescriptorBinding
from ..reflect.types import Array, Block, BlockMember, Image, Struct
from ..reflect.vkenums import DescriptorType as DT
from ..reflect.vkenums import ShaderStage
from .stages import Stage

#: Descriptor types one COMBINED_IMAGE_SAMPLER descriptor can serve together.
SAMPLER_FAMILY = frozenset({DT.SAMPLER, DT.SAMPLED_IMAGE, DT.COMBINED_IMAGE_SAMPLER})
#: A storage image's format where the shader declares none: any view's format serves it (the
#: device then needs shaderStorageImageReadWithoutFormat / WriteWithoutFormat for its accesses).
UNKNOWN_FORMAT = "Unknown"
#: Image properties a descriptor fixes: one image view cannot differ in them.
_IMAGE_FIELDS = (("dim", "dimension"), ("arrayed", "arrayed-ness"), ("multisampled", "multisampling"))

Member = tuple[Stage, DescriptorBinding]


def _describe(m: Member) -> str:
    stage, b = m
    what = b.image.glsl() if b.image is not None else b.type_name
    return f"{stage.label} uses {b.name!r} as {b.descriptor_type.name} ({what})"


def _image_difference(a: Image, b: Image) -> str | None:
    """The property in which two images differ so that no image view serves both, if any."""
    for attr, words in _IMAGE_FIELDS:
        if getattr(a, attr) != getattr(b, attr):
            return words
    if a.sampled_type.kind != b.sampled_type.kind:
        return "sampled type (float, int or uint)"
    if a.sampled == 2 and b.sampled == 2 and a.format != b.format and UNKNOWN_FORMAT not in (a.format, b.format):
        return "storage-image format"
    return None


def _reference(imaged: list[Member]) -> Member:
    """The image the others are compared with: the first whose storage format is declared (an
    Unknown format takes any view's, so two declared ones must agree with each other)."""
    return next((m for m in imaged if m[1].image is not None and m[1].image.format != UNKNOWN_FORMAT), imaged[0])


def _image_clashes(imaged: list[Member]) -> list[tuple[Member, Member, str]]:
    """(reference, other, how they differ) for each image that no one view serves with the reference."""
    if len(imaged) < 2:
        return []
    ref = _reference(imaged)
    out = []
    for m in imaged:
        diff = None if m is ref else _image_difference(ref[1].image, m[1].image)  # type: ignore[arg-type]
        if diff:
            out.append((ref, m, diff))
    return out


def _leaf(m: BlockMember) -> str:
    t = m.type
    while isinstance(t, Array):
        t = t.element
    return "struct" if isinstance(t, Struct) else t.glsl()


def _member_difference(m: BlockMember, o: BlockMember, limit: int) -> str | None:
    """How two members at one offset lay out their first ``limit`` bytes differently, if they do."""
    where = f"{m.name!r} and {o.name!r} at byte {m.offset}"
    if (_leaf(m), m.array_strides, m.matrix_stride, m.row_major) != (_leaf(o), o.array_strides, o.matrix_stride,
                                                                      o.row_major):
        return f"{where} are {m.type.glsl()} and {o.type.glsl()}, laid out differently"
    if len(m.array_dims) != len(o.array_dims):
        return f"{where} are arrays of different rank"
    if m.members or o.members:
        element = m.array_strides[-1] if m.array_strides and m.array_strides[-1] else min(m.size, o.size)
        inner = members_difference(m.members, o.members, min(limit, element))
        return f"in {where}: {inner}" if inner else None
    return None


def members_difference(a: tuple[BlockMember, ...], b: tuple[BlockMember, ...], limit: int) -> str | None:
    """Where two member lists lay out their first ``limit`` bytes differently, if they do."""
    theirs = {m.offset: m for m in b if m.offset < limit}
    for m in a:
        if m.offset >= limit:
            continue
        other = theirs.get(m.offset)
        if other is m and not m.members:
            continue  # one member (reflection shares equal ones between modules): nothing differs
        if other is not None:
            diff = _member_difference(m, other, limit - m.offset)
            if diff:
                return diff
            continue
        clash = next((o for o in theirs.values()
                      if o.offset < m.offset + max(m.size, 1) and m.offset < o.offset + max(o.size, 1)), None)
        if clash is not None:
            return f"{m.name!r} (bytes {m.offset}..{m.offset + m.size}) overlaps {clash.name!r} " \
                   f"(bytes {clash.offset}..{clash.offset + clash.size})"
    return None


def block_difference(a: Block, b: Block) -> str | None:
    """Where two blocks at one binding lay out the bytes both read differently, if they do."""
    ends = [_end(x) for x in (a, b)]
    return members_difference(a.members, b.members, min(ends))


def _end(block: Block) -> int:
    """Where a block's bytes end: unbounded where its last member is a runtime-sized array."""
    if any(None in m.array_dims or 0 in m.array_dims for m in block.members):
        return 1 << 62
    return block.size


def settle(slot_set: int, binding: int, members: list[Member], blocks_must_match: bool = True) -> tuple[DT, Member]:
    """The descriptor type that serves ``members``, and the member that decides it (a
    statically used one where any is). Raises LayoutConflictError where used members need
    descriptors no single one can be."""
    if len(members) == 1:  # one variable settles as its own type: nothing to compare
        return members[0][1].descriptor_type, members[0]
    used = [m for m in members if m[1].accessed]
    pool = used or members
    first = pool[0]
    types = {b.descriptor_type for _s, b in pool}
    if len(types) > 1 and not types <= SAMPLER_FAMILY:
        other = next(m for m in pool if not _compatible(first[1].descriptor_type, m[1].descriptor_type))
        if used:
            raise LayoutConflictError(f"set {slot_set} binding {binding}: {_describe(first)}, but "
                                      f"{_describe(other)}; no one descriptor serves both")
        return first[1].descriptor_type, first
    for ref, m, how in _image_clashes([m for m in used if m[1].image is not None])[:1]:
        raise LayoutConflictError(f"set {slot_set} binding {binding}: {_describe(ref)}, but "
                                  f"{_describe(m)}; they differ in {how}, so no image view serves both")
    blocked = [m for m in used if m[1].block is not None]
    for m in blocked[1:] if blocks_must_match else ():
        diff = block_difference(blocked[0][1].block, m[1].block)  # type: ignore[arg-type]
        if diff:
            raise LayoutConflictError(f"set {slot_set} binding {binding}: {_describe(blocked[0])}, but "
                                      f"{_describe(m)}; over the bytes both read, {diff} (merge(..., "
                                      "block_mismatch=\"accept\") takes the binding as it is)")
    return (types.pop() if len(types) == 1 else DT.COMBINED_IMAGE_SAMPLER), first


def _compatible(a: DT, b: DT) -> bool:
    return a == b or (a in SAMPLER_FAMILY and b in SAMPLER_FAMILY)


def clashes(slot_set: int, binding: int, members: list[Member], blocks_must_match: bool = True) -> list[str]:
    """Every clash among the used ``members`` of one binding, each naming both sides: each
    pair of descriptor kinds no one descriptor serves (one variable of each), then each image
    and block that differs from the first one's. Empty where :func:`settle` accepts them."""
    used = [m for m in members if m[1].accessed]
    where = f"set {slot_set} binding {binding}"
    out = []
    kinds: list[list[Member]] = []  # the used members by the descriptor that could serve them
    for m in used:
        group = next((g for g in kinds if _compatible(g[0][1].descriptor_type, m[1].descriptor_type)), None)
        if group is None:
            kinds.append([m])
        else:
            group.append(m)
    for i, a in enumerate(kinds):
        for b in kinds[i + 1:]:
            out.append(f"{where}: {_describe(a[0])}, but {_describe(b[0])}; no one descriptor serves both")
    for ref, m, how in _image_clashes([m for m in used if m[1].image is not None]):
        if _compatible(ref[1].descriptor_type, m[1].descriptor_type):
            out.append(f"{where}: {_describe(ref)}, but {_describe(m)}; they differ in {how}, so no image "
                       "view serves both")
    blocked = [m for m in used if m[1].block is not None]
    for m in blocked[1:] if blocks_must_match else ():
        diff = block_difference(blocked[0][1].block, m[1].block)  # type: ignore[arg-type]
        if diff and _compatible(blocked[0][1].descriptor_type, m[1].descriptor_type):
            out.append(f"{where}: {_describe(blocked[0])}, but {_describe(m)}; over the bytes both read, {diff} "
                       "(merge(..., block_mismatch=\"accept\") takes the binding as it is)")
    return out


#: What an HLSL conflict's message adds: how glslc gives HLSL registers bindings of their own.
HLSL_HINT = ("glslc gives HLSL's b, t, s and u registers of one number the same binding: compile with "
             "-fhlsl-iomap and a distinct base per register class (-fcbuffer-binding-base, -ftexture-binding-base, "
             "-fsampler-binding-base, -fuav-binding-base; -fresource-set-binding sets one register's), or bind "
             "each resource with [[vk::binding(N, S)]] in the source")


def conflict_error(first: str, slots: list[Slot], blocks_must_match: bool = True) -> LayoutConflictError:
    """One LayoutConflictError for the conflicting ``slots``: ``first`` (the clash found first)
    as its first line, then every other clash of those bindings, each naming both sides, and,
    where a module involved is HLSL, how to give its registers bindings of their own."""
    lines = [first]
    for slot in slots:
        lines.extend(c for c in clashes(slot.set, slot.binding, slot.members, blocks_must_match) if c not in lines)
    text = "\n  and ".join(lines)
    if len(lines) > 1:
        text += f"\n({len(lines)} clashes)"
    if any(stage.module.source_language == "HLSL" for slot in slots for stage, _b in slot.members):
        text += f"\nhint: {HLSL_HINT}"
    return LayoutConflictError(text)


@dataclass
class Slot:
    """One (set, binding): every variable the stages declare there, and what they need."""

    set: int
    binding: int
    members: list[Member] = field(default_factory=list)
    count: int = 1  # 0: runtime-sized
    stages: ShaderStage = ShaderStage(0)
    names: list[str] = field(default_factory=list)
    type_names: builtins.set[str] = field(default_factory=builtins.set)
    block_size: int = 0
    descriptor_type: DT = DT.SAMPLER
    decided_by: Member | None = None
    #: The largest fixed array size a stage reads here, and the variable that reads it (where
    #: another stage's array is runtime-sized, the bindless bound must hold it; :meth:`fixed_text`
    #: says who reads it, made only for that message).
    fixed: int = 0
    fixed_by: Member | None = None

    @classmethod
    def of(cls, stage: Stage, b: DescriptorBinding, count: int, block_size: int | None = None) -> Slot:
        """The slot of ``b`` alone: what :meth:`add` makes of an empty slot (one variable
        settles as its own type), without settling."""
        slot = cls(b.set, b.binding, descriptor_type=b.descriptor_type, decided_by=(stage, b))
        slot.take(stage, b, count, block_size)
        return slot

    def add(self, stage: Stage, b: DescriptorBinding, count: int, block_size: int | None = None,
            blocks_must_match: bool = True) -> None:
        """Take ``b`` (declared by ``stage``, ``count`` descriptors, a block of ``block_size``
        bytes where a specialization changes it) into the slot."""
        self.descriptor_type, self.decided_by = settle(self.set, self.binding, [*self.members, (stage, b)],
                                                       blocks_must_match)
        self.take(stage, b, count, block_size)

    def take(self, stage: Stage, b: DescriptorBinding, count: int, block_size: int | None = None) -> None:
        """Take ``b`` into the slot without settling its descriptor (:meth:`add` settles first;
        a binding that conflicts is taken this way so that every clash is found)."""
        if not self.members:
            self.count = count
        elif self.count and (count == 0 or count > self.count):
            self.count = count
        if count > self.fixed:
            self.fixed, self.fixed_by = count, (stage, b)
        self.members.append((stage, b))
        self.stages = stage.stage if self.stages == 0 else self.stages | stage.stage
        if b.name not in self.names:
            self.names.append(b.name)
        self.type_names.add(b.type_name)
        if b.block is not None:
            self.block_size = max(self.block_size, b.block.size if block_size is None else block_size)

    def absorb(self, other: Slot, blocks_must_match: bool = True) -> None:
        """Take every variable of ``other`` (the same binding in another pipeline)."""
        for stage, b in other.members:
            self.add(stage, b, other.count, other.block_size, blocks_must_match)
        # The larger array; of two as large, the one whose text sorts later (the max of (count, text)).
        if (other.fixed, other.fixed_text()) > (self.fixed, self.fixed_text()):
            self.fixed, self.fixed_by = other.fixed, other.fixed_by

    def fixed_text(self) -> str:
        """Who reads the largest fixed array here: ``a.vert (Vertex 'main') reads 'tex' as an
        array of 8`` ("" where no stage reads one)."""
        if self.fixed_by is None:
            return ""
        stage, b = self.fixed_by
        return f"{stage.label} reads {b.name!r} as an array of {self.fixed}"

    def copy(self) -> Slot:
        return Slot(self.set, self.binding, list(self.members), self.count, self.stages, list(self.names),
                    set(self.type_names), self.block_size, self.descriptor_type, self.decided_by, self.fixed,
                    self.fixed_by)
