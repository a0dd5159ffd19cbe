"""Read the screen Xvfb keeps in an XWD file (``Xvfb -fbdir DIR``), as an RGB numpy array."""
from __future__ import annotations

import struct
from pathlib import Path

import numpy as np


def read_screen(path: Path) -> np.ndarray:
    data = path.read_bytes()
    (header_size, version, _fmt, depth, width, height, _xoff, byte_order, _unit, _bit_order, _pad, bpp,
     bytes_per_line, _visual, red, green, blue, _bits, _entries, ncolors) = struct.unpack(">20I", data[:80])
    if version != 7 or bpp != 32 or depth != 24:
        raise ValueError(f"unexpected XWD file: version {version}, {bpp} bits per pixel, depth {depth}")
    offset = header_size + ncolors * 12
    words = np.frombuffer(data, "<u4" if byte_order == 0 else ">u4", count=height * bytes_per_line // 4,
                          offset=offset).reshape(height, bytes_per_line // 4)[:, :width]

    def channel(mask: int) -> np.ndarray:
        shift = (mask & -mask).bit_length() - 1
        return ((words & mask) >> shift).astype(np.uint8)

    return np.stack([channel(red), channel(green), channel(blue)], axis=-1)
