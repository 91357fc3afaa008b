/* bigframes OUT.pcap COUNT SIZE...: a capture of COUNT rounds of one
 * frame of each SIZE (bytes, up to 262144), for the large-frame and
 * signal tests of issue 10 (defects 8, 9, 14). Frames up to 65549 bytes
 * are IPv4/UDP with consistent lengths; larger ones carry EtherType
 * 0x88b5 (local experimental), since IPv4 cannot say their length. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_FRAME 262144

static void put16(uint8_t *p, unsigned v)
{
	p[0] = (uint8_t)(v >> 8);
	p[1] = (uint8_t)v;
}

static size_t build(uint8_t *f, size_t size, unsigned seq)
{
	memset(f, 0, size);
	memcpy(f, "\x02\x00\x00\x00\x00\x02\x02\x00\x00\x00\x00\x01", 12);
	if (size < 14 + 28 || size > 14 + 65535) {
		put16(f + 12, 0x88b5);
		return size;
	}
	put16(f + 12, 0x0800);
	f[14] = 0x45;
	put16(f + 16, (unsigned)(size - 14));
	put16(f + 18, seq);
	f[22] = 64;
	f[23] = 17;
	memcpy(f + 26, "\xc6\x33\x64\x01\xcb\x00\x71\x01", 8);   /* 198.51.100.1 -> 203.0.113.1 */
	put16(f + 34, 40000);
	put16(f + 36, 9);
	put16(f + 38, (unsigned)(size - 34));
	return size;
}

int main(int argc, char **argv)
{
	uint32_t fh[6] = { 0xa1b2c3d4, 2 | 4u << 16, 0, 0, MAX_FRAME, 1 };
	uint8_t *frame = malloc(MAX_FRAME);
	unsigned long count;
	FILE *out;

	if (argc < 4 || !frame || !(out = fopen(argv[1], "wb"))) {
		fprintf(stderr, "usage: bigframes OUT.pcap COUNT SIZE...\n");
		return 2;
	}
	count = strtoul(argv[2], NULL, 10);
	fwrite(fh, sizeof(fh), 1, out);
	for (unsigned long r = 0; r < count; r++) {
		for (int i = 3; i < argc; i++) {
			size_t size = strtoul(argv[i], NULL, 10);
			uint32_t rh[4] = { (uint32_t)(1700000000 + r), (uint32_t)i, 0, 0 };

			if (size < 1 || size > MAX_FRAME) {
				fprintf(stderr, "bigframes: size %zu out of range\n", size);
				return 2;
			}
			rh[2] = rh[3] = (uint32_t)build(frame, size, (unsigned)r);
			fwrite(rh, sizeof(rh), 1, out);
			fwrite(frame, 1, size, out);
		}
	}
	free(frame);
	return fclose(out) == 0 ? 0 : 1;
}
