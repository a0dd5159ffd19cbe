"""What the compatibility checker finds."""
from __future__ import annotations

import warnings
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ..reflect.kinds import Severity as Severity  # re-exported: one Severity for reflection and checks
from ..reflect.vkenums import ShaderStage


class FindingKind(StrEnum):
    """Which check a finding comes from (a str: ``FindingKind.MISSING_BINDING == "missing-binding"``;
    the text is what ``layoutgen check --json`` writes). An unknown text is a ValueError naming
    the kinds there are."""

    # The layout against what the shaders use (descriptors and push constants).
    #: A binding of the layout that no stage uses.
    UNUSED_BINDING = "unused-binding"
    #: Two stages read one binding's block laid out differently.
    BLOCK_LAYOUT_MISMATCH = "block-layout-mismatch"
    #: A stage uses a set the layout does not have.
    MISSING_SET = "missing-set"
    #: A stage uses a binding its set does not have.
    MISSING_BINDING = "missing-binding"
    #: The layout's descriptor type is not the one the stage uses.
    TYPE_MISMATCH = "type-mismatch"
    #: The binding holds fewer descriptors than the stage uses.
    COUNT_TOO_SMALL = "count-too-small"
    #: An inline uniform block binding holds fewer bytes than the stage's block.
    INLINE_BLOCK_TOO_SMALL = "inline-block-too-small"
    #: The binding is not visible to a stage that uses it.
    STAGE_MISSING = "stage-missing"
    #: A stage uses push constants but no push-constant range includes its stage.
    PUSH_STAGE_MISSING = "push-stage-missing"
    #: A push-constant member lies outside the ranges for its stage.
    PUSH_NOT_COVERED = "push-not-covered"
    #: Specialization constants of a stage share a SpecId with different defaults (a
    #: ``local_size_x_id`` constant and the shader's own ``constant_id`` one).
    SPEC_ID_SHARED = "spec-id-shared"

    # The layout on its own (create-info rules).
    #: More sets than the device binds (maxBoundDescriptorSets).
    TOO_MANY_SETS = "too-many-sets"
    #: More than one set is a push-descriptor set.
    TWO_PUSH_DESCRIPTOR_SETS = "two-push-descriptor-sets"
    #: A set declares one binding number twice.
    DUPLICATE_BINDING = "duplicate-binding"
    #: A VARIABLE_DESCRIPTOR_COUNT binding is not its set's highest.
    VARIABLE_COUNT_NOT_LAST = "variable-count-not-last"
    #: A push-descriptor set's binding has VARIABLE_DESCRIPTOR_COUNT or UPDATE_AFTER_BIND.
    PUSH_SET_BINDING_FLAGS = "push-set-binding-flags"
    #: A set with UPDATE_AFTER_BIND_POOL holds a dynamic buffer.
    DYNAMIC_IN_UPDATE_AFTER_BIND_SET = "dynamic-in-update-after-bind-set"
    #: A dynamic buffer has a variable descriptor count.
    VARIABLE_COUNT_DYNAMIC = "variable-count-dynamic"
    #: An UPDATE_AFTER_BIND binding is of a descriptor type that cannot be updated after bind.
    UPDATE_AFTER_BIND_TYPE = "update-after-bind-type"
    #: An UPDATE_AFTER_BIND binding is in a set without UPDATE_AFTER_BIND_POOL.
    UPDATE_AFTER_BIND_POOL = "update-after-bind-pool"
    #: A push-descriptor set holds a descriptor type it cannot.
    PUSH_SET_DESCRIPTOR_TYPE = "push-set-descriptor-type"
    #: A set is both a push-descriptor set and UPDATE_AFTER_BIND_POOL.
    PUSH_SET_UPDATE_AFTER_BIND = "push-set-update-after-bind"
    #: A push-constant range's offset is not a multiple of 4.
    PUSH_RANGE_OFFSET = "push-range-offset"
    #: A push-constant range's size is zero or not a multiple of 4.
    PUSH_RANGE_SIZE = "push-range-size"
    #: A push-constant range ends past maxPushConstantsSize.
    PUSH_RANGE_TOO_LARGE = "push-range-too-large"
    #: A push-constant range names no stage.
    PUSH_RANGE_NO_STAGES = "push-range-no-stages"
    #: An inline uniform block's size (its descriptor count, in bytes) is not a multiple of 4.
    INLINE_BLOCK_SIZE = "inline-block-size"
    #: A stage appears in two push-constant ranges.
    STAGE_IN_TWO_RANGES = "stage-in-two-ranges"
    #: A mutable type list Vulkan refuses (empty, a type twice, a type it cannot hold), or one
    #: on a binding that is not MUTABLE_EXT (VkMutableDescriptorTypeListEXT's rules).
    MUTABLE_TYPE_LIST = "mutable-type-list"
    #: A MUTABLE_EXT binding with immutable samplers, or in a push-descriptor set.
    MUTABLE_BINDING = "mutable-binding"
    #: A mutable type list holds a type the mutableDescriptorType feature does not guarantee.
    MUTABLE_TYPE_SUPPORT = "mutable-type-support"

    # The interface between stages.
    #: Two outputs of a stage use one location component.
    LOCATION_OVERLAP = "location-overlap"
    #: A built-in block is written with other members than the next stage reads.
    BUILTIN_BLOCK_MISMATCH = "builtin-block-mismatch"
    #: A stage reads a location the stage before does not write.
    INPUT_NOT_PRODUCED = "input-not-produced"
    #: The two stages' types at one location differ.
    INTERFACE_TYPE_MISMATCH = "interface-type-mismatch"
    #: A block member on one side meets a variable outside a block on the other.
    BLOCK_MEMBER_TO_VARIABLE = "block-member-to-variable"
    #: The two stages' interpolation decorations at one location differ.
    INTERPOLATION_MISMATCH = "interpolation-mismatch"
    #: An output the next stage does not read.
    OUTPUT_NOT_CONSUMED = "output-not-consumed"
    #: An output vector has more components than the next stage's input reads.
    OUTPUT_WIDER_THAN_INPUT = "output-wider-than-input"
    #: Two variables of a stage share a location with differing numeric types or bit widths
    #: (LocationIssueKind.TYPE).
    LOCATION_ALIAS_TYPE = "location-alias-type"
    #: Two variables of a stage share a location with differing interpolation or auxiliary
    #: decorations (LocationIssueKind.QUALIFIERS).
    LOCATION_ALIAS_QUALIFIERS = "location-alias-qualifiers"

    # The vertex-input state against the vertex shader.
    #: Two vertex attributes at one location.
    DUPLICATE_ATTRIBUTE_LOCATION = "duplicate-attribute-location"
    #: A vertex attribute reads a vertex buffer binding no binding description describes.
    ATTRIBUTE_BINDING_MISSING = "attribute-binding-missing"
    #: A vertex-shader input with no vertex attribute.
    ATTRIBUTE_MISSING = "attribute-missing"
    #: A vertex attribute's format does not feed the input's numeric type.
    ATTRIBUTE_TYPE_MISMATCH = "attribute-type-mismatch"
    #: A vertex attribute the vertex shader does not read.
    ATTRIBUTE_NOT_CONSUMED = "attribute-not-consumed"

    @classmethod
    def _missing_(cls, value: object) -> FindingKind:
        raise ValueError(f"{value!r} is not a finding kind: one of {', '.join(m.value for m in cls)}")


@dataclass(frozen=True, slots=True)
class Finding:
    """One way a layout (or a pair of stages, or a vertex-input state) does not fit.

    ``kind`` names the check (a FindingKind; its text, "missing-binding", makes one too);
    ``needs`` and ``has`` say what the shader wants and what it got; ``vuid`` names the rule as
    the Vulkan specification and the Khronos validation layer 1.4 do today (:mod:`.vuids` lists
    the names older layers gave the same rules), where there is one.
    """

    #: How much it matters: a Severity (ERROR, WARNING or INFO; a str, "error"...).
    severity: Severity
    kind: FindingKind
    #: What is wrong, naming the file, stage, set and binding or location it concerns.
    message: str
    vuid: str | None = None
    #: The descriptor set it concerns, where one does; None otherwise.
    set: int | None = None
    #: The binding it concerns, where one does; None otherwise.
    binding: int | None = None
    #: The shader stage it concerns (a ShaderStage), where one does; None otherwise.
    stage: ShaderStage | None = None
    needs: str | None = None
    has: str | None = None
    #: The module file of that stage, where known; None otherwise.
    file: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "severity", Severity(self.severity))
        object.__setattr__(self, "kind", FindingKind(self.kind))

    def to_dict(self) -> dict[str, Any]:
        """The finding as JSON-ready data (``layoutgen check --json``)."""
        return {"severity": str(self.severity), "kind": str(self.kind), "message": self.message, "vuid": self.vuid,
                "set": self.set, "binding": self.binding,
                "stage": self.stage.vk_names[0] if self.stage else None,
                "needs": self.needs, "has": self.has, "file": self.file}

    def __str__(self) -> str:
        return f"{self.severity}: {self.message}" + (f" [{self.vuid}]" if self.vuid else "")


class Findings(list[Finding]):
    """The findings of ``check()``, errors first: a list, and whether any is an error.

    ``has_errors`` is the one question "does this hold errors?"; ``errors`` lists them."""

    @property
    def errors(self) -> list[Finding]:
        """The findings of severity ERROR."""
        return [f for f in self if f.severity is Severity.ERROR]

    @property
    def has_errors(self) -> bool:
        """True when any finding is an error: a pipeline with this layout would be invalid."""
        return any(f.severity is Severity.ERROR for f in self)

    @property
    def compatible(self) -> bool:
        """Deprecated: ``not findings.has_errors``."""
        warnings.warn("Findings.compatible is deprecated: use `not findings.has_errors`", DeprecationWarning,
                      stacklevel=2)
        return not self.has_errors


def has_errors(findings: Iterable[Finding]) -> bool:
    """Deprecated: ``Findings(findings).has_errors``."""
    warnings.warn("layoutgen.has_errors(findings) is deprecated: use the Findings.has_errors property",
                  DeprecationWarning, stacklevel=2)
    return Findings(findings).has_errors
