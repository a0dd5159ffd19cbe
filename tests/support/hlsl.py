"""Compile HLSL (and GLSL) sources with extra glslc flags, for tests that need one the
``glsl`` fixture does not pass (``-fhlsl-functionality1``, ``-fhlsl-iomap``)."""
from __future__ import annotations

import subprocess
from pathlib import Path


def compile_with(glslc: str, folder: Path, name: str, source: str, *flags: str, target: str = "vulkan1.0") -> Path:
    """``source`` written to ``folder/name`` and compiled with ``flags``: NAME.STAGE.hlsl is
    HLSL (stage from its name), anything else GLSL."""
    src = folder / name
    src.write_text(source)
    out = folder / f"{name}.{target}{''.join(flags).replace(' ', '')}.spv"
    stage = ["-x", "hlsl", f"-fshader-stage={name.split('.')[-2]}"] if name.endswith(".hlsl") else []
    proc = subprocess.run([glslc, f"--target-env={target}", *stage, *flags, "-o", str(out), str(src)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return out
