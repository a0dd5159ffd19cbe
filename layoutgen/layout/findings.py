"""What the compatibility checker finds."""
from __future__ import annotations

import warnings
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..reflect.kinds import Severity as Severity  # re-exported: one Severity for reflection and checks
from ..reflect.vkenums import ShaderStage


@dataclass(frozen=True, slots=True)
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
