"""What the demos' command lines share: their parser, the size option, the validation report."""
from __future__ import annotations

import argparse
import sys
from typing import Any


def parse_size(text: str) -> tuple[int, int]:
    """``WxH`` as (width, height), both at least 1."""
    w, _, h = text.lower().partition("x")
    if not (w.isdigit() and h.isdigit()) or int(w) < 1 or int(h) < 1:
        raise argparse.ArgumentTypeError(f"size must be WxH, not {text!r}")
    return int(w), int(h)


def parser(doc: str) -> argparse.ArgumentParser:
    """A demo's argument parser, described by the first paragraph of its module doc."""
    return argparse.ArgumentParser(description=doc.split("\n\n")[0],
                                   formatter_class=argparse.RawDescriptionHelpFormatter)


def report(problems: list[Any]) -> int:
    """Print each validation problem and their count; the exit status they make (1 if any)."""
    for m in problems:
        print(f"validation: {m}", file=sys.stderr)
    print(f"{len(problems)} validation message(s)")
    return 1 if problems else 0
