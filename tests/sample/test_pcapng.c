/* The pcapng writer (runtime/pcapng.c) read back by libpcap, which reads
 * pcapng as Wireshark does: link type, snaplen, nanosecond time stamps,
 * captured and original lengths, bytes. libpcap does not hand out packet
 * comments, so a small block walker here checks those: each Enhanced
 * Packet Block's opt_comment, and that every block's two lengths agree. */
#include "pcapng.h"
#include "tcheck.h"

#include <pcap/pcap.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *comments[] = {
	"rules.xf:3: drop udp dport 53 sample 1/100;",
	NULL,                                  /* a packet without a comment */
	"r.xf:12: count tcp sample 10/s snaplen 64;",
};

static void write_file(const char *path)
{
	struct pcapng_out o;
	uint8_t frame[200];

	for (size_t i = 0; i < sizeof(frame); i++)
		frame[i] = (uint8_t)i;
	CHECK(pcapng_open(&o, path, 128, "veth0") == 0);
	/* 1.5 s after the epoch + 7 ns; a whole 60-byte frame */
	pcapng_write(&o, 1500000007ull, frame, 60, 60, comments[0]);
	/* 1 byte of a 1-byte frame (padding) */
	pcapng_write(&o, 1700000000123456789ull, frame + 1, 1, 1, comments[1]);
	/* 64 of 200 bytes */
	pcapng_write(&o, 1700000001000000000ull, frame, 64, 200, comments[2]);
	CHECK_EQ(o.packets, 3);
	CHECK(pcapng_close(&o, true) == 0);
}

static void read_with_libpcap(const char *path)
{
	char err[PCAP_ERRBUF_SIZE];
	pcap_t *p = pcap_open_offline_with_tstamp_precision(path, PCAP_TSTAMP_PRECISION_NANO, err);
	struct pcap_pkthdr *h;
	const u_char *data;
	static const struct { long sec, nsec; unsigned caplen, len, first; } want[] = {
		{ 1, 500000007, 60, 60, 0 },
		{ 1700000000, 123456789, 1, 1, 1 },
		{ 1700000001, 0, 64, 200, 0 },
	};
	int n = 0, rc;

	CHECKF(p != NULL, "libpcap: %s", err);
	if (!p)
		return;
	CHECK_EQ(pcap_datalink(p), DLT_EN10MB);
	CHECK_EQ(pcap_snapshot(p), 128);
	while ((rc = pcap_next_ex(p, &h, &data)) == 1 && n < 3) {
		CHECK_EQ(h->ts.tv_sec, want[n].sec);
		CHECK_EQ(h->ts.tv_usec, want[n].nsec);   /* nanoseconds at this precision */
		CHECK_EQ(h->caplen, want[n].caplen);
		CHECK_EQ(h->len, want[n].len);
		for (unsigned i = 0; i < h->caplen; i++)
			if (data[i] != (uint8_t)(want[n].first + i)) {
				CHECKF(0, "packet %d byte %u", n, i);
				break;
			}
		n++;
	}
	CHECK_EQ(rc, PCAP_ERROR_BREAK);   /* the end, not an error */
	CHECK_EQ(n, 3);
	pcap_close(p);
}

static uint32_t u32(const uint8_t *p)
{
	uint32_t v;

	memcpy(&v, p, 4);
	return v;
}

/* The comment of the EPB at B (TOTAL bytes), or "" when it has none. */
static void epb_comment(const uint8_t *b, uint32_t total, char *out, size_t len)
{
	uint32_t caplen = u32(b + 20), off = 28 + ((caplen + 3) & ~3u);

	out[0] = '\0';
	while (off + 4 <= total - 4) {
		uint16_t code, olen;

		memcpy(&code, b + off, 2);
		memcpy(&olen, b + off + 2, 2);
		if (code == 0)
			break;
		if (code == 1 && olen < len) {
			memcpy(out, b + off + 4, olen);
			out[olen] = '\0';
		}
		off += 4 + ((olen + 3u) & ~3u);
	}
}

static void walk_blocks(const char *path)
{
	FILE *f = fopen(path, "rb");
	static uint8_t buf[1 << 16];
	size_t n = f ? fread(buf, 1, sizeof(buf), f) : 0, off = 0;
	int epb = 0, blocks = 0;

	CHECK(f != NULL);
	if (f)
		fclose(f);
	while (off + 12 <= n) {
		uint32_t type = u32(buf + off), total = u32(buf + off + 4);

		CHECKF(total % 4 == 0 && total >= 12 && off + total <= n, "block at %zu", off);
		if (total % 4 || total < 12 || off + total > n)
			return;
		CHECK_EQ(u32(buf + off + total - 4), total);
		if (blocks == 0)
			CHECK_EQ(type, 0x0A0D0D0A);
		if (blocks == 1)
			CHECK_EQ(type, 1);
		if (type == 6) {
			char c[256];

			epb_comment(buf + off, total, c, sizeof(c));
			CHECKF(!strcmp(c, comments[epb] ? comments[epb] : ""), "packet %d: '%s'",
			       epb, c);
			epb++;
		}
		blocks++;
		off += total;
	}
	CHECK_EQ(off, n);
	CHECK_EQ(epb, 3);
}

/* No file appears when the writer is aborted, or cannot start. */
static void no_partial_file(const char *dir)
{
	struct pcapng_out o;
	char path[512];
	struct stat st;

	snprintf(path, sizeof(path), "%s/aborted.pcapng", dir);
	CHECK(pcapng_open(&o, path, 64, NULL) == 0);
	pcapng_write(&o, 1, (const uint8_t *)"abc", 3, 3, NULL);
	CHECK(pcapng_close(&o, false) == 0);
	CHECK(stat(path, &st) != 0);
	/* a directory is refused */
	CHECK(pcapng_open(&o, dir, 64, NULL) != 0);
}

int main(void)
{
	char dir[] = "/tmp/xdpc-pcapng.XXXXXX", path[512];

	if (!mkdtemp(dir)) {
		perror("mkdtemp");
		return 1;
	}
	snprintf(path, sizeof(path), "%s/out.pcapng", dir);
	write_file(path);
	read_with_libpcap(path);
	walk_blocks(path);
	no_partial_file(dir);
	unlink(path);
	rmdir(dir);
	return TC_DONE();
}
