"""The package type-checks under ``mypy --strict`` (the configuration in pyproject.toml), and
its types catch a user's mistakes: a misspelt policy, a policy of the wrong type, a finding
read as a string it is not."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from conftest import need

ROOT = Path(__file__).resolve().parents[2]


def _mypy(tmp_path: Path, *targets: str) -> subprocess.CompletedProcess[str]:
    try:
        import mypy  # noqa: F401
    except ImportError:
        need("mypy", False)
    return subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "cache"), *targets],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_the_package_is_strictly_typed(tmp_path: Path) -> None:
    done = _mypy(tmp_path, "-p", "layoutgen")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Success: no issues found" in done.stdout


USER = '''
import layoutgen
from layoutgen import DescriptorType, Severity, ShaderStage

mods = [layoutgen.reflect("a.spv")]
layoutgen.merge(mods, dynamc=["*"])
layoutgen.merge(mods, bindless_max="yes")
layoutgen.merge(mods, push_constants="per stage")
layout = layoutgen.merge(mods, dynamic=["*"], prune="accessed")
findings = layoutgen.check(layout, mods)
severity: Severity = findings[0].severity
fits: bool = not findings.has_errors
names: list[str] = ShaderStage.VERTEX.vk_names
fmt = layoutgen.Format.for_components("float", 32, 3).vk_name
wrong: int = DescriptorType.UNIFORM_BUFFER.vk_name
'''


def test_a_users_mistakes_fail_type_checking(tmp_path: Path) -> None:
    program = tmp_path / "user.py"
    program.write_text(USER)
    done = _mypy(tmp_path, "--strict", str(program))
    # the user's own lines (an error inside layoutgen is test_the_package_is_strictly_typed's)
    errors = [line for line in done.stdout.splitlines() if ": error:" in line and line.startswith(str(program))]
    text = USER.splitlines()
    flagged = sorted({int(line.split(":")[1]) for line in errors})
    # The misspelt policy, a bound of the wrong type, a value the policy has not, and a
    # str stored as an int: those and nothing else.
    assert [text[n - 1] for n in flagged] == [
        'layoutgen.merge(mods, dynamc=["*"])',
        'layoutgen.merge(mods, bindless_max="yes")',
        'layoutgen.merge(mods, push_constants="per stage")',
        "wrong: int = DescriptorType.UNIFORM_BUFFER.vk_name",
    ], done.stdout
    assert any('"dynamc"' in line for line in errors), errors
