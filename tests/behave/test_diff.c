/* Differential test: the BPF code in the kernel against the reference
 * evaluator (compiler/eval.h). Many programs (hand-picked and randomly
 * generated), each run on a corpus of frames: valid frames of every header
 * type, each also truncated at every byte of its headers, and random bytes.
 * Verdicts are compared frame by frame, all counters (rules, default,
 * count-by tables) per program. A mismatch prints a reproducer: the program
 * text and the frame in hex. Dynamic sets hold their initial elements
 * (kprog fills them after loading), which is what the evaluator assumes.
 *
 * XDPC_SEED=N picks the random seed (default fixed); XDPC_DIFF_PROGRAMS=N
 * the number of random programs. Frames shorter than 14 bytes are not
 * run: the kernel refuses XDP test runs below the Ethernet header length. */
#include "kcompare.h"
#include "trand.h"

#include <stdlib.h>


/* ---- frames ---- */

static const char *const v4addrs[] = { "10.1.2.3", "10.9.9.9", "192.0.2.7",
				       "198.51.100.1", "172.16.5.4" };
static const char *const v6addrs[] = { "2001:db8::1", "2001:db8:1::2", "fe80::1",
				       "ff02::1", "2001:db8:5:1::9" };
static const char *const macs[] = { "02:00:00:00:00:01", "02:00:00:00:00:02",
				    "aa:bb:cc:dd:ee:ff" };
static const uint16_t ports[] = { 22, 53, 80, 443, 1234, 1500, 5353, 65535 };
static const uint16_t vids[] = { 1, 10, 100, 200, 4095 };

/* Payloads the payload tests look for, and bytes near them. */
#define PL(s) { s, sizeof(s) - 1 }
static const struct {
	const char *b;
	size_t n;
} payloads[] = {
	PL("\0\x01\0\0\0\x01\0\0stats\r\n"), PL("\0\x02\0\0\0\x01\0\0get k\r\n"),
	PL("\x17\0\x03\x2a\0\0\0\0"), PL("\x17\0\x03\x2b"), PL("HTTP/1.1 200 OK\r\n"),
	PL("HTTP/1.1 404 x"),
	PL("\x12\x34\x01\0\0\x01\0\0\0\0\0\0\x03www\x07" "example\x03" "com\0\0\xff\0\x01"),
	PL("ab"), PL("xxab"),
};

/* Header bits no builder call sets: TOS / traffic class, flow label, DF. */
static void random_bits(struct frame *f)
{
	for (size_t l = 0; l < f->nlayers; l++) {
		uint8_t *h = f->buf + f->layers[l].off;

		if (f->layers[l].kind == FL_IPV4) {
			if (rnd(3) == 0)
				h[1] = (uint8_t)rnd(256);
			if (rnd(3) == 0)
				h[6] |= (uint8_t)(rnd(4) << 6);   /* reserved, DF */
		} else if (f->layers[l].kind == FL_IPV6 && rnd(3) == 0) {
			h[0] = (uint8_t)(0x60 | rnd(16));
			h[1] = (uint8_t)rnd(256);
			h[2] = (uint8_t)(rnd(2) ? 0 : rnd(256));
			h[3] = (uint8_t)rnd(256);
		} else if (f->layers[l].kind == FL_TCP && rnd(3) == 0) {
			h[12] = (uint8_t)(rnd(16) << 4);       /* data offset, maybe < 5 */
			h[14] = (uint8_t)(rnd(2) ? 0 : rnd(256));
			h[15] = (uint8_t)rnd(256);
		}
	}
}

static void random_frame(struct frame *f)
{
	unsigned nvlan = rnd(6) < 3 ? 0 : rnd(4);
	unsigned l3 = rnd(10);

	frame_init(f);
	frame_eth(f, PICK(macs), PICK(macs));
	for (unsigned i = 0; i < nvlan; i++)
		frame_vlan(f, rnd(2) ? 0x8100 : 0x88a8, (uint16_t)(PICK(vids) | rnd(8) << 13));
	if (l3 == 0) {
		frame_arp(f);
		return;
	}
	if (l3 == 1) {
		frame_next(f, rnd(2) ? 0x88cc : 0x0801);
		frame_payload(f, NULL, rnd(50));
		return;
	}
	if (l3 < 6) {
		frame_ipv4_opts(f, PICK(v4addrs), PICK(v4addrs), rnd(3) ? 0 : 4 * rnd(11));
		if (rnd(4) == 0)
			frame_ipv4_frag(f, rnd(2), (uint16_t)(rnd(2) ? 0 : 1 + rnd(100)));
	} else {
		unsigned next = rnd(3) ? 0 : rnd(2) ? 7 + rnd(3) : rnd(7);

		frame_ipv6(f, PICK(v6addrs), PICK(v6addrs));
		for (unsigned i = 0; i < next; i++) {
			static const uint8_t types[] = { 0, 43, 60, 51, 44 };
			uint8_t t = PICK(types);

			if (t == 44)
				frame_ip6_frag(f, rnd(2), (uint16_t)(rnd(3) ? 0 : 1 + rnd(50)));
			else if (t == 51)
				frame_ip6_ext(f, t, 8 + 4 * rnd(4));
			else
				frame_ip6_ext(f, t, 8 + 8 * rnd(3));
		}
	}
	if (rnd(8) == 0)
		frame_set_ttl(f, (uint8_t)rnd(256));
	switch (rnd(5)) {
	case 0:
	case 1:
		frame_tcp(f, PICK(ports), PICK(ports), (uint8_t)rnd(256));
		break;
	case 2:
		frame_udp(f, PICK(ports), PICK(ports));
		break;
	case 3:
		frame_icmp(f, (uint8_t)PICK(((const uint8_t[]){ 0, 3, 8, 11, 128, 129, 135, 136 })),
			   (uint8_t)rnd(4));
		break;
	default:
		frame_next(f, (uint16_t)PICK(((const uint16_t[]){ 50, 59, 132, 47, 6, 17 })));
		break;
	}
	if (rnd(3) == 0) {
		unsigned i = rnd(sizeof(payloads) / sizeof(payloads[0]));

		frame_payload(f, payloads[i].b, payloads[i].n);
	} else {
		frame_payload(f, NULL, rnd(24));
	}
	random_bits(f);
}

struct corpus {
	struct frame *f;   /* frames to run: whole or already truncated */
	size_t n, cap;
};

static void add(struct corpus *c, const struct frame *f)
{
	if (f->len < 14)
		return;
	if (c->n == c->cap) {
		c->cap = c->cap ? c->cap * 2 : 1024;
		c->f = realloc(c->f, c->cap * sizeof(*c->f));
		if (!c->f)
			abort();
	}
	c->f[c->n++] = *f;
}

/* NVALID valid frames, each also cut at every byte of its headers, and
 * NRANDOM frames of random bytes (half of them with a plausible EtherType). */
static void build_corpus(struct corpus *c, unsigned nvalid, unsigned nrandom)
{
	static const uint16_t ets[] = { 0x0800, 0x86dd, 0x8100, 0x88a8, 0x0806 };
	struct frame f, t;

	for (unsigned i = 0; i < nvalid; i++) {
		size_t hdr_end = 0;

		random_frame(&f);
		add(c, &f);
		for (size_t l = 0; l < f.nlayers; l++)
			if (f.layers[l].kind != FL_PAYLOAD)
				hdr_end = f.layers[l].off + f.layers[l].len;
		for (size_t n = 14; n < hdr_end; n++) {
			t = f;
			frame_truncate(&t, n);
			add(c, &t);
		}
	}
	for (unsigned i = 0; i < nrandom; i++) {
		frame_init(&f);
		f.len = 14 + rnd(120);
		for (size_t j = 0; j < f.len; j++)
			f.buf[j] = (uint8_t)rnd(256);
		if (rnd(2)) {
			uint16_t et = PICK(ets);

			f.buf[12] = (uint8_t)(et >> 8);
			f.buf[13] = (uint8_t)et;
			if (et == 0x0800)
				f.buf[14] = (uint8_t)(0x40 | (5 + rnd(11)));
			if (et == 0x86dd)
				f.buf[14] = 0x60;
		}
		add(c, &f);
	}
}

/* ---- programs ---- */

static const char *const sets_decl =
	"set big4 { 1.0.0.0/8, 3.0.0.0/8, 5.0.0.0/8, 10.1.0.0/16, 11.0.0.0/8, 13.0.0.0/8,"
	" 15.0.0.0/8, 172.16.0.0/12, 192.0.2.7, 198.51.100.0/25, 2001:db8:1::/48 };\n"
	"set big6 { 2001:db8::1, 2001:db8:2::/48, 2001:db8:3::/48, 2001:db8:4::/48,"
	" 2001:db8:5::/64, 2001:db8:6::/48, 2001:db8:7::/48, 2001:db8:8::/48, ff00::/8, 10.9.9.9 };\n"
	"set bigport { 1-21, 23, 25, 53, 100-200, 443, 1000-1300, 1400-1499, 5000, 6000, 7000, 65535 };\n"
	"set few { 22, 80 };\n"
	"dynamic set dyn { 10.0.0.0/8, 192.0.2.7, 2001:db8:1::/48, fe80::1 };\n"
	"dynamic set dynport { 53, 80-100, 5353 };\n";

static const char *const prims[] = {
	"ipv4", "ipv6", "ip", "arp", "frag", "vlan", "vlan 10", "vlan 100", "vlan 4095",
	"ether type 0x0800", "ether type 0x86dd", "ether type 0x8100", "ether type 0x88cc",
	"ether src 02:00:00:00:00:01", "ether dst aa:bb:cc:dd:ee:ff", "proto 6", "proto 59",
	"proto 50", "tcp", "udp", "icmp", "icmpv6", "tcp flags syn", "tcp flags syn,ack",
	"tcp flags fin", "src 10.0.0.0/8", "dst 10.1.2.3", "host 192.0.2.0/24",
	"src 2001:db8::/32", "dst 2001:db8:1::2", "host fe80::/10", "src 0.0.0.0/0",
	"dst ::/0", "src in big4", "dst in big4", "host in big6", "src { 10.9.9.9, fe80::1 }",
	"sport 53", "dport 80", "port 443", "dport 1000-2000", "sport in bigport",
	"port in bigport", "dport in few", "port { 22, 5353 }", "len 54", "len > 100",
	"len < 64", "len 60-80", "len != 74", "len >= 1500", "ttl 64", "ttl < 2", "ttl > 200",
	"ttl 1-63", "src in dyn", "host in dyn", "dst in dyn", "dport in dynport",
	"port in dynport",
	/* header fields (proto.h) and payload tests */
	"icmp type echo-request", "icmp type 3", "icmpv6 type echo-request",
	"icmpv6 type nd-neighbor-solicit", "icmp code 0", "icmpv6 code 1", "icmp type < 9",
	"ip dscp ef", "ip dscp 0", "ip ecn ce", "ip ecn 0", "ipv4 flags df",
	"ipv4 flags df / df,mf", "ipv4 flags mf", "ipv4 fragoff 0", "ip length > 100",
	"ip length 60-80", "ipv6 flowlabel 0", "ipv6 flowlabel > 70000", "udp length < 20",
	"udp length 8-30", "tcp window 0", "tcp window > 1000", "tcp flags syn / syn,ack",
	"tcp flags ack / fin,ack", "payload 0 0x00", "payload 8 \"stats\"",
	"payload 0 0x07 / 0x07", "payload 0 0x17 payload 3 0x2a", "payload nh 9 0x11",
	"payload th 0 0x0035", "payload th 2 != 0x0035", "payload 2 0x0203",
	"payload contains \"ab\" depth 16", "payload contains \"\\x05\\x06\" depth 8",
	"payload 0 \"HTTP/1.1 200 OK\"", "payload 0 != 0x00",
	"payload contains \"\\0\\0\\xff\\0\\x01\" depth 64",
	"payload 12 \"\\x03www\\x07example\\x03com\\0\"",
};

static void gen_expr(char *out, size_t cap, int depth)
{
	char a[2048], b[2048];
	unsigned k = depth > 0 ? rnd(8) : 0;

	if (k < 4) {
		snprintf(out, cap, "%s", PICK(prims));
	} else if (k == 4) {
		gen_expr(a, sizeof(a), depth - 1);
		if (snprintf(out, cap, "not (%s)", a) >= (int)cap)
			snprintf(out, cap, "%s", PICK(prims));
	} else {
		gen_expr(a, sizeof(a), depth - 1);
		gen_expr(b, sizeof(b), depth - 1);
		if (snprintf(out, cap, "(%s) %s (%s)", a, k == 5 ? "or" : "and", b) >= (int)cap)
			snprintf(out, cap, "%s", a);
	}
}

static char *gen_program(void)
{
	static const char *const keys[] = { "proto", "src", "dst", "sport", "dport", "vlan",
					     "icmp-type" };
	size_t cap = 65536, n = 0;
	char *p = malloc(cap), e[4096];
	unsigned nrules = 1 + rnd(12), tables = 0;

	n += (size_t)snprintf(p + n, cap - n, "%s", sets_decl);
	for (unsigned i = 0; i < nrules; i++) {
		unsigned act = rnd(10);
		char action[32];

		if (act < 3)
			snprintf(action, sizeof(action), "drop");
		else if (act < 5)
			snprintf(action, sizeof(action), "pass");
		else if (act < 8 || tables >= 3)
			snprintf(action, sizeof(action), "count");
		else
			snprintf(action, sizeof(action), "count by %s", keys[tables++, rnd(7)]);
		if (rnd(8) == 0) {
			n += (size_t)snprintf(p + n, cap - n, "%s;\n", action);
			continue;
		}
		gen_expr(e, sizeof(e), (int)rnd(4));
		n += (size_t)snprintf(p + n, cap - n, "%s %s;\n", action, e);
	}
	if (rnd(2))
		n += (size_t)snprintf(p + n, cap - n, "default drop;\n");
	return p;
}

static const char *const fixed_programs[] = {
	"drop tcp dport 22; pass udp; count by proto; default drop;",
	"count by src; count by dst; count by vlan; drop frag; pass;",
	"count by sport tcp; count by dport udp; drop ipv6 not tcp;",
	"drop src in big4 or dst in big6; count port in bigport; pass ttl < 2;",
	"drop (vlan 10 or vlan 100) ether type 0x0800; count arp; drop len > 100;",
	/* few facts: the parser reads only what these use (cg_need.c) */
	"count len < 64; drop len > 100; default drop;",
	"count by proto; drop;",
	"drop proto 17; count icmp; pass;",
	"count vlan; drop vlan 10;",
	"count by vlan; default drop;",
	"drop ether src 02:00:00:00:00:01;",
	"count ether dst aa:bb:cc:dd:ee:ff; drop arp;",
	"count ether type 0x8100; drop ether type 0x86dd;",
	"drop frag;",
	"count frag; drop ipv6;",
	"drop ip ttl < 2; count ttl > 200;",
	"drop tcp flags syn;",
	"count by dport; drop sport 53;",
	"count by src; drop dst 2001:db8:1::2;",
	"count frag; count by proto; drop tcp flags fin;",
	/* the new header fields and payload tests alone (few facts) */
	"count by icmp-type; drop icmp type echo-request;",
	"drop ip dscp ef; count ip ecn ce; pass ipv4 flags df;",
	"drop payload 8 \"stats\"; count payload nh 9 0x11;",
	"drop payload contains \"ab\" depth 16;",
	"count tcp window 0; drop udp length < 20; pass ipv6 flowlabel 0;",
};

/* ---- comparison ---- */

static void hex(const uint8_t *b, size_t n)
{
	for (size_t i = 0; i < n; i++)
		fprintf(stderr, "%02x%s", b[i], i + 1 == n ? "\n" : (i % 32 == 31 ? "\n" : " "));
}

static void reproducer(const char *text, const struct frame *f, const char *what)
{
	fprintf(stderr, "MISMATCH (%s)\n--- program ---\n%s\n--- frame (%zu bytes) ---\n",
		what, text, f ? f->len : 0);
	if (f)
		hex(f->buf, f->len);
}

static unsigned long long frames_run;

/* Runs every corpus frame; returns 0 when all verdicts and counters agree. */
static int diff_program(const char *text, const struct corpus *c)
{
	struct kprog k;
	struct eval_counters *ec;
	int bad = 0;

	if (kprog_load(&k, text, 2) < 0) {
		reproducer(text, NULL, "does not load");
		kprog_free(&k);
		return 1;
	}
	ec = eval_counters_new(k.prog);
	for (size_t i = 0; i < c->n && !bad; i++) {
		const struct frame *f = &c->f[i];
		struct eval_result er = eval_frame(k.prog, f->buf, f->len, ec);
		uint32_t act = kprog_run(&k, f);
		uint32_t want = er.verdict == VERDICT_DROP ? XDP_DROP : XDP_PASS;

		frames_run++;
		CHECKF(act == want, "frame %zu: kernel action %u, evaluator %u", i, act, want);
		if (act != want) {
			reproducer(text, f, "verdict");
			bad = 1;
		}
	}
	if (!bad) {
		int same = kprog_counters_equal(&k, ec);

		CHECKF(same, "counters differ after %zu frames", c->n);
		if (!same) {
			/* find the first frame after which they differ */
			kprog_free(&k);
			kprog_load(&k, text, 2);
			eval_counters_clear(ec);
			for (size_t i = 0; i < c->n; i++) {
				eval_frame(k.prog, c->f[i].buf, c->f[i].len, ec);
				kprog_run(&k, &c->f[i]);
				if (!kprog_counters_equal(&k, ec)) {
					reproducer(text, &c->f[i], "counters");
					break;
				}
			}
			bad = 1;
		}
	}
	eval_counters_free(ec);
	kprog_free(&k);
	return bad;
}

int main(void)
{
	const char *seed = getenv("XDPC_SEED");
	const char *np = getenv("XDPC_DIFF_PROGRAMS");
	unsigned nprog = np ? (unsigned)atoi(np) : 60;
	struct corpus c = { 0 };
	int rc = bpfrun_require_privileges();
	unsigned failures = 0;

	if (rc)
		return rc;
	rng_state = seed ? strtoull(seed, NULL, 0) : 0x5eed1234abcdULL;
	if (!rng_state)
		rng_state = 1;
	printf("seed %llu\n", (unsigned long long)rng_state);
	build_corpus(&c, 30, 300);
	printf("corpus: %zu frames per program\n", c.n);
	for (size_t i = 0; i < sizeof(fixed_programs) / sizeof(fixed_programs[0]); i++) {
		char text[4096];

		snprintf(text, sizeof(text), "%s%s", sets_decl, fixed_programs[i]);
		failures += (unsigned)diff_program(text, &c);
	}
	for (unsigned i = 0; i < nprog && failures < 3; i++) {
		char *text = gen_program();

		failures += (unsigned)diff_program(text, &c);
		free(text);
		if (i % 10 == 9) {
			/* a fresh corpus now and then */
			c.n = 0;
			build_corpus(&c, 30, 300);
		}
	}
	printf("%llu frames run against the evaluator\n", frames_run);
	CHECKF(frames_run >= 100000 || failures, "only %llu frames run", frames_run);
	free(c.f);
	return TC_DONE();
}
