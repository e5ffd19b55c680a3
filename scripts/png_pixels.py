#!/usr/bin/env python3
"""Prints a PNG's size and the RGBA colours of some pixels as JSON, with the standard library
only (8-bit RGB/RGBA, non-interlaced, as rsvg-convert writes them).

Usage: scripts/png_pixels.py FILE.png X,Y [X,Y ...]
Prints {"width": W, "height": H, "pixels": [[r, g, b, a], ...]}.
"""
import json
import struct
import sys
import zlib


def decode(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit("not a PNG")
    pos, idat, width = 8, b"", None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or color not in (2, 6) or interlace:
                sys.exit(f"unsupported PNG (depth {depth}, colour type {color})")
            channels = 4 if color == 6 else 3
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = prev[x]
            c = prev[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[x] = (line[x] + pred) & 255
        rows.append(line)
        prev = line
    return width, height, channels, rows


def main():
    width, height, channels, rows = decode(sys.argv[1])
    pixels = []
    for arg in sys.argv[2:]:
        x, y = (int(v) for v in arg.split(","))
        px = rows[y][x * channels:(x + 1) * channels]
        pixels.append(list(px) + ([255] if channels == 3 else []))
    print(json.dumps({"width": width, "height": height, "pixels": pixels}))


if __name__ == "__main__":
    main()
