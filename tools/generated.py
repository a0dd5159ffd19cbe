"""What the generators share: write the files they generate, or check the committed ones."""
from __future__ import annotations

import sys
from collections.abc import Mapping
from pathlib import Path


def write_or_check(outputs: Mapping[Path, str], check: bool, stale: str) -> int:
    """Write each file of ``outputs`` ({path: text}), or with ``check`` only compare them with
    what is committed: 1 where one is missing or differs (``stale`` says why and what to run,
    after the path), else 0."""
    status = 0
    for target, text in outputs.items():
        if check:
            if not target.exists() or target.read_text() != text:
                print(f"{target} {stale}", file=sys.stderr)
                status = 1
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
        print(f"wrote {target}")
    return status
