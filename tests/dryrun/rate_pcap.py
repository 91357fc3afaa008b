#!/usr/bin/env python3
"""Writes a pcap of UDP/IPv4 frames at crafted times, for rate-limit tests.

usage: rate_pcap.py OUT.pcap SPEC...
SPEC is COUNT@START_US+STEP_US:SRC[:LEN]: COUNT frames from IPv4 address
SRC, the first at START_US microseconds, one every STEP_US after it, each
LEN bytes long (default 60). Frames go to 198.51.100.1 port 53 from port
4444; all specs' frames are written in time order (ties in spec order)."""
import struct
import sys


def frame(src, length):
    s = bytes(int(x) for x in src.split('.'))
    d = bytes([198, 51, 100, 1])
    udp_len = length - 14 - 20
    ip = struct.pack('!BBHHHBBH4s4s', 0x45, 0, length - 14, 0, 0, 64, 17, 0, s, d)
    udp = struct.pack('!HHHH', 4444, 53, udp_len, 0)
    eth = b'\x02\x00\x00\x00\x00\x02' + b'\x02\x00\x00\x00\x00\x01' + b'\x08\x00'
    body = eth + ip + udp
    return body + b'\0' * (length - len(body))


def main():
    out, specs = sys.argv[1], sys.argv[2:]
    frames = []
    for n, spec in enumerate(specs):
        parts = spec.split(':')
        count, rest = parts[0].split('@')
        start, step = rest.split('+')
        length = int(parts[2]) if len(parts) > 2 else 60
        for i in range(int(count)):
            t = int(start) + i * int(step)
            frames.append((t, n, i, frame(parts[1], length)))
    frames.sort(key=lambda f: (f[0], f[1], f[2]))
    with open(out, 'wb') as f:
        f.write(struct.pack('<IHHiIII', 0xa1b2c3d4, 2, 4, 0, 0, 65535, 1))
        for t, _, _, data in frames:
            f.write(struct.pack('<IIII', t // 1000000 + 1000, t % 1000000, len(data), len(data)))
            f.write(data)


main()
