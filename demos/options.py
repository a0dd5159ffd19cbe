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


def drawing_parser(doc: str, output: str, angle: float, turned: str) -> argparse.ArgumentParser:
    """The parser of a demo that draws in a window or headless into a PNG (``output``), its
    object ``turned`` by ``--angle`` (default ``angle``) when headless."""
    ap = parser(doc)
    ap.add_argument("--headless", action="store_true", help="render offscreen and write a PNG")
    ap.add_argument("--output", default=output, help="the PNG to write (headless)")
    ap.add_argument("--size", type=parse_size, default=(640, 480), metavar="WxH")
    ap.add_argument("--frames", type=int, default=None, help="stop after N frames")
    ap.add_argument("--angle", type=float, default=angle, help=f"{turned}, radians (headless)")
    return ap


def report(problems: list[Any]) -> int:
    """Print each validation problem and their count; the exit status they make (1 if any)."""
    for m in problems:
        print(f"validation: {m}", file=sys.stderr)
    print(f"{len(problems)} validation message(s)")
    return 1 if problems else 0
