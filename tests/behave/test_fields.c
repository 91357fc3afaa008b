/* The header fields, ICMP types and payload tests of docs/language.md, in
 * the kernel: each primitive is compiled as `drop MATCH;` and run on a
 * frame it must match and on that frame cut at every length from a few
 * bytes before the bytes it reads to the end. The primitive must hold
 * exactly when the frame still holds every byte it needs (NEED), in the
 * kernel and in the reference evaluator alike. `count by icmp-type` keys
 * are read back from the map. */
#include "eval.h"
#include "kprog.h"

#include <stdlib.h>

enum fr {
	ICMP4, ICMP6NS, TOS4, TC6, DF4, UDPM, SYN, SYNACK, TCPOPT, SSDP, NFR
};

static struct frame frames[NFR];

static void build_frames(void)
{
	static const uint8_t memcached[] = "\0\x01\0\0\0\x01\0\0stats\r\n";
	static const uint8_t get[] = "abcdGET /";
	static const uint8_t ssdp[] = "HTTP/1.1 200 OK\r\n";
	struct frame *f;

	for (int i = 0; i < NFR; i++) {
		frame_init(&frames[i]);
		frame_eth(&frames[i], NULL, NULL);
	}
	f = &frames[ICMP4];
	frame_ipv4(f, "192.0.2.1", "192.0.2.2");
	frame_icmp(f, 8, 0);
	f = &frames[ICMP6NS];
	frame_ipv6(f, "fe80::1", "ff02::1:ff00:2");
	frame_icmp(f, 135, 0);
	f = &frames[TOS4];
	frame_ipv4(f, "192.0.2.1", "192.0.2.2");
	frame_udp(f, 1, 2);
	f->buf[14 + 1] = 0xb9;                  /* DSCP 46 (ef), ECN 1 */
	f = &frames[TC6];
	frame_ipv6(f, "2001:db8::1", "2001:db8::2");
	frame_udp(f, 1, 2);
	/* traffic class 0x8a (DSCP 34 af41, ECN 2), flow label 0x12345 */
	f->buf[14] = 0x68;
	f->buf[15] = 0xa1;
	f->buf[16] = 0x23;
	f->buf[17] = 0x45;
	f = &frames[DF4];
	frame_ipv4(f, "192.0.2.1", "192.0.2.2");
	frame_tcp(f, 1, 2, 0x10);
	f->buf[14 + 6] |= 0x40;
	f = &frames[UDPM];
	frame_ipv4(f, "192.0.2.1", "192.0.2.2");
	frame_udp(f, 40000, 11211);
	frame_payload(f, memcached, sizeof(memcached) - 1);
	f = &frames[SYN];
	frame_ipv4(f, "192.0.2.1", "192.0.2.2");
	frame_tcp(f, 1, 80, 0x02);
	f->buf[34 + 14] = 0;                    /* window 0x00ff */
	f->buf[34 + 15] = 0xff;
	f = &frames[SYNACK];
	frame_ipv4(f, "192.0.2.1", "192.0.2.2");
	frame_tcp(f, 80, 1, 0x12);
	f = &frames[TCPOPT];
	frame_ipv4(f, "192.0.2.1", "192.0.2.2");
	frame_tcp(f, 1, 80, 0x18);
	frame_payload(f, get, sizeof(get) - 1);
	f->buf[34 + 12] = 6 << 4;               /* 4 bytes of options: "abcd" */
	f = &frames[SSDP];
	frame_ipv6(f, "2001:db8::1", "2001:db8::2");
	frame_udp(f, 1900, 5000);
	frame_payload(f, ssdp, sizeof(ssdp) - 1);
}

struct fcase {
	const char *match;
	enum fr frame;
	size_t need;        /* bytes the frame must hold for MATCH to be true */
	int want;           /* on the whole frame */
};

static const struct fcase cases[] = {
	{ "icmp type echo-request", ICMP4, 38, 1 },
	{ "icmp type 8 icmp code 0", ICMP4, 38, 1 },
	{ "icmp type destination-unreachable", ICMP4, 38, 0 },
	{ "icmpv6 type echo-request", ICMP4, 38, 0 },
	{ "icmpv6 type nd-neighbor-solicit", ICMP6NS, 58, 1 },
	{ "icmpv6 type 135 icmpv6 code 0", ICMP6NS, 58, 1 },
	{ "icmp type 135", ICMP6NS, 58, 0 },
	{ "ip dscp ef", TOS4, 34, 1 },
	{ "ip ecn ect1", TOS4, 34, 1 },
	{ "ip dscp af41 ip ecn ect0", TC6, 54, 1 },
	{ "ipv6 flowlabel 0x12345", TC6, 54, 1 },
	{ "ipv6 flowlabel 0x12344", TC6, 54, 0 },
	{ "ip length 36", TC6, 54, 0 },
	{ "ip length 48", TC6, 54, 1 },     /* 40 + 8 bytes of UDP */
	{ "ip length 28", TOS4, 34, 1 },
	{ "ipv4 flags df", DF4, 34, 1 },
	{ "ipv4 flags df / df,mf", DF4, 34, 1 },
	{ "ipv4 flags mf", DF4, 34, 0 },
	{ "ipv4 flags df", TOS4, 34, 0 },
	{ "udp length 23", UDPM, 42, 1 },
	{ "udp length < 23", UDPM, 42, 0 },
	{ "tcp window 255", SYN, 54, 1 },
	{ "tcp window > 255", SYN, 54, 0 },
	{ "tcp flags syn / syn,ack", SYN, 54, 1 },
	{ "tcp flags syn / syn,ack", SYNACK, 54, 0 },
	{ "tcp flags syn,ack / syn,ack,rst", SYNACK, 54, 1 },
	{ "payload 8 \"stats\"", UDPM, 55, 1 },
	{ "payload 8 \"stats\\r\\n\"", UDPM, 57, 1 },
	{ "payload 8 \"statz\"", UDPM, 55, 0 },
	{ "payload 8 != \"statz\"", UDPM, 55, 1 },
	{ "payload 0 0x0001 / 0x00ff", UDPM, 44, 1 },
	{ "payload nh 9 0x11", UDPM, 34, 1 },       /* the IPv4 header must exist */
	{ "payload th 2 0x2bcb", UDPM, 38, 1 },     /* dport 11211, header not whole */
	{ "payload contains \"stats\" depth 16", UDPM, 55, 1 },
	{ "payload contains \"stats\" depth 12", UDPM, 55, 0 },
	{ "payload contains \"stats\" depth 13", UDPM, 55, 1 },
	{ "payload 0 \"GET \"", TCPOPT, 62, 1 },   /* after the 24-byte header */
	{ "payload th 20 \"abcd\"", TCPOPT, 58, 1 },
	{ "payload 0 \"HTTP/1.1 200 OK\"", SSDP, 77, 1 },
	{ "payload nh 6 0x11", SSDP, 54, 1 },
};

/* The evaluator on the first N bytes, copied to a buffer of exactly N
 * bytes: in sanitizer builds a read past the frame is caught. */
static struct eval_result eval_exact(const struct program *p, const struct frame *f, size_t n)
{
	uint8_t *b = malloc(n);
	struct eval_result r;

	if (!b)
		abort();
	memcpy(b, f->buf, n);
	r = eval_frame(p, b, n, NULL);
	free(b);
	return r;
}

static void run_case(const struct fcase *c, int opt)
{
	const struct frame *whole = &frames[c->frame];
	size_t from = c->need > 20 ? c->need - 6 : 14;
	char text[256];
	struct kprog k;

	snprintf(text, sizeof(text), "drop %s;", c->match);
	if (kprog_load(&k, text, opt) < 0)
		return kprog_free(&k);
	for (size_t n = from; n <= whole->len; n++) {
		int want = c->want && n >= c->need;
		uint32_t act = kprog_run_n(&k, whole, n);
		struct eval_result er = eval_exact(k.prog, whole, n);

		CHECKF(act == (want ? XDP_DROP : XDP_PASS), "-O%d `%s` cut at %zu of %zu: kernel %s",
		       opt, c->match, n, whole->len, act == XDP_DROP ? "drops" : "passes");
		CHECKF((er.verdict == VERDICT_DROP) == want, "`%s` cut at %zu: evaluator %s",
		       c->match, n, er.verdict == VERDICT_DROP ? "drops" : "passes");
	}
	kprog_free(&k);
}

static void test_icmp_table(int opt)
{
	struct kprog k;
	uint32_t key;
	struct frame echo6;

	frame_init(&echo6);
	frame_eth(&echo6, NULL, NULL);
	frame_ipv6(&echo6, "2001:db8::1", "2001:db8::2");
	frame_icmp(&echo6, 128, 0);
	if (kprog_load(&k, "count by icmp-type;", opt) < 0)
		return kprog_free(&k);
	kprog_run(&k, &frames[ICMP4]);
	kprog_run(&k, &frames[ICMP4]);
	kprog_run(&k, &echo6);
	kprog_run(&k, &frames[ICMP6NS]);
	kprog_run(&k, &frames[SYN]);
	kprog_run_n(&k, &frames[ICMP4], 37);     /* ICMP header cut: no key */
	key = 8;
	CHECK_EQ(kprog_table(&k, 0, &key).packets, 2);
	key = 256 + 128;
	CHECK_EQ(kprog_table(&k, 0, &key).packets, 1);
	key = 256 + 135;
	CHECK_EQ(kprog_table(&k, 0, &key).packets, 1);
	key = 128;
	CHECK_EQ(kprog_table(&k, 0, &key).packets, 0);
	CHECK_EQ(kprog_rule(&k, 0).packets, 6);
	kprog_free(&k);
}

/* A UDP frame from SPORT to DPORT carrying the N bytes of PAY. */
static void udp_frame(struct frame *f, uint16_t sport, uint16_t dport, const void *pay,
		      size_t n)
{
	frame_init(f);
	frame_eth(f, NULL, NULL);
	frame_ipv4(f, "198.51.100.7", "192.0.2.1");
	frame_udp(f, sport, dport);
	frame_payload(f, pay, n);
}

/* examples/signatures.xf drops each classic request and lets its
 * harmless neighbours pass, in the kernel and in the evaluator. */
static void test_signatures(void)
{
	static const struct {
		uint16_t sport, dport;
		const char *pay;
		size_t n;
		int drop;
	} cases[] = {
#define C(s, d, lit, drop) { s, d, lit, sizeof(lit) - 1, drop }
		C(40000, 11211, "\0\x01\0\0\0\x01\0\0stats\r\n", 1),
		C(40000, 11211, "\0\x01\0\0\0\x01\0\0get foo\r\n", 1),
		C(40000, 11211, "\0\x01\0\0\0\x01\0\0set foo 0 0 1\r\n", 0),
		C(40000, 11212, "\0\x01\0\0\0\x01\0\0stats\r\n", 0),
		C(40000, 123, "\x17\0\x03\x2a\0\0\0\0", 1),     /* monlist */
		C(40000, 123, "\x27\0\x03\x2a\0\0\0\0", 1),     /* version 4 */
		C(40000, 123, "\x17\0\x03\x2b\0\0\0\0", 0),     /* other mode 7 */
		C(40000, 123, "\xe3\0\x06\xe8\0\0\0\0", 0),     /* mode 3 client */
		C(1900, 40000, "HTTP/1.1 200 OK\r\nCACHE-CONTROL: max-age=1800\r\n", 1),
		C(1900, 40000, "NOTIFY * HTTP/1.1\r\n", 0),
		C(40000, 53, "\x12\x34\x01\0\0\x01\0\0\0\0\0\0\x03isc\x03org\0\0\xff\0\x01", 1),
		C(40000, 53, "\x12\x34\x01\0\0\x01\0\0\0\0\0\0\x03isc\x03org\0\0\x01\0\x01", 0),
		C(53, 40000, "\x12\x34\x81\x80\0\x01\0\0\0\0\0\0\x03isc\x03org\0\0\xff\0\x01", 0),
		C(40000, 53, "\x12\x34\x01\0\0\x01\0\0\0\0\0\0\x07" "example\x03" "com\0\0\x01\0\x01", 1),
		C(40000, 53, "\x12\x34\x01\0\0\x01\0\0\0\0\0\0\x07" "example\x03" "net\0\0\x01\0\x01", 0),
		C(40000, 53, "\x12\x34\x01\0\0\x01\0\0\0\0\0\0\x03www\x07" "example\x03" "com\0\0\x01\0\x01", 0),
#undef C
	};
	char path[512], text[8192];
	size_t len;
	FILE *fp;
	struct kprog k;
	struct frame f;

	snprintf(path, sizeof(path), "%s/signatures.xf", XDPC_EXAMPLES_DIR);
	fp = fopen(path, "r");
	CHECKF(fp != NULL, "cannot open %s", path);
	if (!fp)
		return;
	len = fread(text, 1, sizeof(text) - 1, fp);
	fclose(fp);
	text[len] = '\0';
	if (kprog_load(&k, text, 2) < 0)
		return kprog_free(&k);
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		udp_frame(&f, cases[i].sport, cases[i].dport, cases[i].pay, cases[i].n);
		uint32_t act = kprog_run(&k, &f);
		struct eval_result er = eval_frame(k.prog, f.buf, f.len, NULL);

		CHECKF(act == (cases[i].drop ? XDP_DROP : XDP_PASS), "signatures.xf case %zu: kernel %u",
		       i, act);
		CHECKF((er.verdict == VERDICT_DROP) == cases[i].drop, "signatures.xf case %zu: evaluator",
		       i);
	}
	kprog_free(&k);
}

int main(void)
{
	int rc = bpfrun_require_privileges();

	if (rc)
		return rc;
	build_frames();
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		run_case(&cases[i], 2);
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i += 5)
		run_case(&cases[i], 0);
	test_icmp_table(2);
	test_icmp_table(0);
	test_signatures();
	return TC_DONE();
}
