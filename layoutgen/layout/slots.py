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

from dataclasses import dataclass, field

from ..errors import LayoutConflictError
from ..reflect.model import DescriptorBinding
from ..reflect.types import Image
from ..reflect.vkenums import DescriptorType as DT
from ..reflect.vkenums import ShaderStage
from .stages import Stage

#: Descriptor types one COMBINED_IMAGE_SAMPLER descriptor can serve together.
SAMPLER_FAMILY = frozenset({DT.SAMPLER, DT.SAMPLED_IMAGE, DT.COMBINED_IMAGE_SAMPLER})
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
    if a.sampled == 2 and b.sampled == 2 and a.format != b.format:
        return "storage-image format"
    return None


def settle(slot_set: int, binding: int, members: list[Member]) -> tuple[DT, Member]:
    """The descriptor type that serves ``members``, and the member that decides it (a
    statically used one where any is). Raises LayoutConflictError where used members need
    descriptors no single one can be."""
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
    imaged = [m for m in used if m[1].image is not None]
    for m in imaged[1:]:
        diff = _image_difference(imaged[0][1].image, m[1].image)  # type: ignore[arg-type]
        if diff:
            raise LayoutConflictError(f"set {slot_set} binding {binding}: {_describe(imaged[0])}, but "
                                      f"{_describe(m)}; they differ in {diff}, so no image view serves both")
    return (types.pop() if len(types) == 1 else DT.COMBINED_IMAGE_SAMPLER), first


def _compatible(a: DT, b: DT) -> bool:
    return a == b or (a in SAMPLER_FAMILY and b in SAMPLER_FAMILY)


@dataclass
class Slot:
    """One (set, binding): every variable the stages declare there, and what they need."""

    set: int
    binding: int
    members: list[Member] = field(default_factory=list)
    count: int = 1  # 0: runtime-sized
    stages: ShaderStage = ShaderStage(0)
    names: list[str] = field(default_factory=list)
    type_names: set[str] = field(default_factory=set)
    block_size: int = 0
    descriptor_type: DT = DT.SAMPLER
    decided_by: Member | None = None

    def add(self, stage: Stage, b: DescriptorBinding, count: int, block_size: int | None = None) -> None:
        """Take ``b`` (declared by ``stage``, ``count`` descriptors, a block of ``block_size``
        bytes where a specialization changes it) into the slot."""
        self.descriptor_type, self.decided_by = settle(self.set, self.binding, [*self.members, (stage, b)])
        if not self.members:
            self.count = count
        elif self.count and (count == 0 or count > self.count):
            self.count = count
        self.members.append((stage, b))
        self.stages |= stage.stage
        if b.name not in self.names:
            self.names.append(b.name)
        self.type_names.add(b.type_name)
        if b.block is not None:
            self.block_size = max(self.block_size, b.block.size if block_size is None else block_size)

    def absorb(self, other: Slot) -> None:
        """Take every variable of ``other`` (the same binding in another pipeline)."""
        for stage, b in other.members:
            self.add(stage, b, other.count, other.block_size)

    def copy(self) -> Slot:
        return Slot(self.set, self.binding, list(self.members), self.count, self.stages, list(self.names),
                    set(self.type_names), self.block_size, self.descriptor_type, self.decided_by)
