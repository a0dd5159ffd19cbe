"""A finding of the compatibility checker."""
from __future__ import annotations

from dataclasses import dataclass

from ..reflect.vkenums import ShaderStage


@dataclass(frozen=True)
class Finding:
    """One way a layout (or a pair of stages) does not fit.

    ``severity`` is "error" (pipeline creation is invalid), "warning" (legal but likely a
    mistake) or "info". ``needs`` and ``has`` say what the shader wants and what it got.
    """

    severity: str
    kind: str
    message: str
    vuid: str | None = None
    set: int | None = None
    binding: int | None = None
    stage: ShaderStage | None = None
    needs: str | None = None
    has: str | None = None
    file: str | None = None

    def to_dict(self) -> dict:
        return {"severity": self.severity, "kind": self.kind, "message": self.message, "vuid": self.vuid,
                "set": self.set, "binding": self.binding,
                "stage": self.stage.vk_names[0] if self.stage else None,
                "needs": self.needs, "has": self.has, "file": self.file}

    def __str__(self) -> str:
        return f"{self.severity}: {self.message}" + (f" [{self.vuid}]" if self.vuid else "")
