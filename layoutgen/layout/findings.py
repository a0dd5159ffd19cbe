"""What the compatibility checker finds."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ..reflect.vkenums import ShaderStage


class Severity(StrEnum):
    """How much a finding matters (a str: ``Severity.ERROR == "error"``)."""

    #: Pipeline creation with this layout is invalid (the validation layer would refuse it).
    ERROR = "error"
    #: Legal, but most likely a mistake (an output no stage reads, blocks laid out differently).
    WARNING = "warning"
    #: Worth knowing (a binding no stage uses).
    INFO = "info"


@dataclass(frozen=True)
class Finding:
    """One way a layout (or a pair of stages, or a vertex-input state) does not fit.

    ``kind`` names the check ("missing-binding", "type-mismatch", ...); ``needs`` and ``has``
    say what the shader wants and what it got; ``vuid`` names the rule as the Vulkan specification
    and the Khronos validation layer 1.4 do today (:mod:`.vuids` lists the names older layers
    gave the same rules), where there is one.
    """

    severity: Severity
    kind: str
    message: str
    vuid: str | None = None
    set: int | None = None
    binding: int | None = None
    stage: ShaderStage | None = None
    needs: str | None = None
    has: str | None = None
    file: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "severity", Severity(self.severity))

    def to_dict(self) -> dict[str, Any]:
        """The finding as JSON-ready data (``layoutgen check --json``)."""
        return {"severity": str(self.severity), "kind": self.kind, "message": self.message, "vuid": self.vuid,
                "set": self.set, "binding": self.binding,
                "stage": self.stage.vk_names[0] if self.stage else None,
                "needs": self.needs, "has": self.has, "file": self.file}

    def __str__(self) -> str:
        return f"{self.severity}: {self.message}" + (f" [{self.vuid}]" if self.vuid else "")


class Findings(list[Finding]):
    """The findings of ``check()``, errors first: a list, and whether the layout fits."""

    @property
    def errors(self) -> list[Finding]:
        """The findings of severity ERROR."""
        return [f for f in self if f.severity == Severity.ERROR]

    @property
    def compatible(self) -> bool:
        """True when no finding is an error: pipelines with this layout can be created."""
        return not self.errors


def has_errors(findings: Iterable[Finding]) -> bool:
    """Whether any of ``findings`` is an error."""
    return any(f.severity == Severity.ERROR for f in findings)
