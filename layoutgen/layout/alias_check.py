"""Location aliasing as findings: each stage's inputs (or outputs) that share a Location but
differ in numeric type, bit width, interpolation or auxiliary decorations (the rules and
their sources are in :mod:`layoutgen.reflect.aliasing`)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..reflect.interface_model import LocationIssue
from .findings import Finding, FindingKind
from .stages import Stage


def _finding(stage: Stage, issue: LocationIssue) -> Finding:
    base: dict[str, Any] = {"vuid": issue.vuid, "stage": stage.stage, "file": stage.file,
                            "needs": f"{issue.first.type} {issue.first.qualifiers}",
                            "has": f"{issue.second.type} {issue.second.qualifiers}"}
    message = f"{stage.label}: {issue.message}"
    return Finding(issue.severity, FindingKind(issue.kind.value), message, **base)


def alias_findings(stages: Sequence[Stage]) -> list[Finding]:
    """A finding for each location alias of each stage that breaks a rule: an error where
    Vulkan forbids it, a warning where only GLSL does."""
    return [_finding(s, issue) for s in stages for issue in s.entry.location_issues]
