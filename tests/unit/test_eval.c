/* Match expressions on frames: every primitive, set and prefix semantics,
 * not/and/or, and which primitives hold at every length a frame can be cut
 * to. Counters and rule order are in test_counters.c. */
#include "evalutil.h"
#include "tcheck.h"

#include <stdint.h>

static struct frame tcp4, udp6, arp, icmp4, icmp6, frag4, tiny;

static void build_frames(void)
{
	frame_init(&tcp4);
	frame_eth(&tcp4, "ff:ff:ff:ff:ff:ff", "02:00:00:00:00:01");
	frame_ipv4(&tcp4, "192.0.2.1", "198.51.100.7");
	frame_tcp(&tcp4, 40000, 22, 0x12);   /* SYN+ACK */
	frame_payload(&tcp4, NULL, 46);       /* 100 bytes in all */

	frame_init(&udp6);
	frame_eth(&udp6, NULL, NULL);
	frame_vlan(&udp6, 0x8100, 100);
	frame_ipv6(&udp6, "2001:db8::1", "2001:db8:1::53");
	frame_set_ttl(&udp6, 1);
	frame_udp(&udp6, 5353, 53);

	frame_init(&arp);
	frame_eth(&arp, "ff:ff:ff:ff:ff:ff", NULL);
	frame_arp(&arp);

	frame_init(&icmp4);
	frame_eth(&icmp4, NULL, NULL);
	frame_ipv4(&icmp4, "10.1.2.3", "10.9.9.9");
	frame_icmp(&icmp4, 8, 0);

	frame_init(&icmp6);
	frame_eth(&icmp6, NULL, NULL);
	frame_ipv6(&icmp6, "fe80::1", "ff02::1");
	frame_icmp(&icmp6, 135, 0);

	frame_init(&frag4);   /* a later fragment of a UDP datagram */
	frame_eth(&frag4, NULL, NULL);
	frame_ipv4(&frag4, "192.0.2.9", "192.0.2.10");
	frame_ipv4_frag(&frag4, true, 100);
	frame_next(&frag4, 17);
	frame_payload(&frag4, NULL, 16);

	frame_init(&tiny);   /* shorter than an Ethernet header */
	frame_payload(&tiny, NULL, 13);
}

struct want {
	const char *expr;
	const struct frame *fr;
	bool holds;
};

static void check_table(const struct want *w, size_t n)
{
	for (size_t i = 0; i < n; i++)
		CHECKF(holds(w[i].expr, w[i].fr) == w[i].holds, "'%s' on frame #%zu should be %s",
		       w[i].expr, i, w[i].holds ? "true" : "false");
}

#define CHECK_TABLE(w) check_table(w, sizeof(w) / sizeof(w[0]))

static void test_l2_l3_primitives(void)
{
	static const struct want w[] = {
		{ "ipv4", &tcp4, true }, { "ipv4", &udp6, false }, { "ipv4", &arp, false },
		{ "ipv6", &udp6, true }, { "ipv6", &tcp4, false }, { "ipv6", &icmp6, true },
		{ "ip", &tcp4, true }, { "ip", &udp6, true }, { "ip", &arp, false },
		{ "arp", &arp, true }, { "arp", &tcp4, false },
		{ "frag", &frag4, true }, { "frag", &tcp4, false },
		{ "vlan", &udp6, true }, { "vlan", &tcp4, false },
		{ "vlan 100", &udp6, true }, { "vlan 101", &udp6, false }, { "vlan 0", &tcp4, false },
		{ "ether type 0x0800", &tcp4, true }, { "ether type ipv4", &tcp4, true },
		{ "ether type 0x86dd", &udp6, true }, { "ether type 0x8100", &udp6, false },
		{ "ether type arp", &arp, true }, { "ether type 0x0806", &tcp4, false },
		{ "ether src 02:00:00:00:00:01", &tcp4, true },
		{ "ether src ff:ff:ff:ff:ff:ff", &tcp4, false },
		{ "ether dst ff:ff:ff:ff:ff:ff", &tcp4, true },
		{ "ether dst ff:ff:ff:ff:ff:ff", &arp, true },
		{ "ether dst 02:00:00:00:00:01", &tcp4, false },
		{ "ttl 64", &tcp4, true }, { "ttl 1", &udp6, true }, { "ttl 0", &arp, false },
		{ "ttl < 2", &udp6, true }, { "ttl < 1", &udp6, false }, { "ttl <= 1", &udp6, true },
		{ "ttl > 63", &tcp4, true }, { "ttl > 64", &tcp4, false }, { "ttl >= 64", &tcp4, true },
		{ "ttl != 64", &tcp4, false }, { "ttl != 64", &udp6, true }, { "ttl == 64", &tcp4, true },
		{ "ttl 1-5", &udp6, true }, { "ttl 2-5", &udp6, false }, { "ttl 0-255", &arp, false },
		{ "len 100", &tcp4, true }, { "len == 99", &tcp4, false }, { "len != 99", &tcp4, true },
		{ "len < 100", &tcp4, false }, { "len <= 100", &tcp4, true },
		{ "len > 99", &tcp4, true }, { "len >= 101", &tcp4, false },
		{ "len 64-100", &tcp4, true }, { "len 101-200", &tcp4, false },
		{ "len 13", &tiny, true }, { "len < 14", &tiny, true },
	};

	CHECK_TABLE(w);
	CHECK_EQ(tcp4.len, 100);
}

static void test_l4_primitives(void)
{
	static const struct want w[] = {
		{ "proto 6", &tcp4, true }, { "proto tcp", &tcp4, true }, { "tcp", &tcp4, true },
		{ "udp", &tcp4, false }, { "udp", &udp6, true }, { "proto 17", &udp6, true },
		{ "icmp", &icmp4, true }, { "icmpv6", &icmp4, false }, { "proto 1", &icmp4, true },
		{ "icmpv6", &icmp6, true }, { "icmp", &icmp6, false }, { "proto 58", &icmp6, true },
		{ "udp", &frag4, true }, { "proto 17", &frag4, true },
		{ "proto 0", &arp, false }, { "proto 0", &tiny, false },
		{ "tcp flags syn", &tcp4, true }, { "tcp flags syn,ack", &tcp4, true },
		{ "tcp flags ack", &tcp4, true }, { "tcp flags syn,fin", &tcp4, false },
		{ "tcp flags rst", &tcp4, false }, { "tcp flags syn", &udp6, false },
		{ "sport 40000", &tcp4, true }, { "sport 22", &tcp4, false },
		{ "dport 22", &tcp4, true }, { "dport ssh", &tcp4, true }, { "dport 23", &tcp4, false },
		{ "port 22", &tcp4, true }, { "port 40000", &tcp4, true }, { "port 80", &tcp4, false },
		{ "dport 53", &udp6, true }, { "dport dns", &udp6, true }, { "sport 5353", &udp6, true },
		{ "dport 1-21", &tcp4, false }, { "dport 22-22", &tcp4, true },
		{ "sport 39999-40001", &tcp4, true }, { "sport 40001-65535", &tcp4, false },
		{ "dport { 80, 443, 20-23 }", &tcp4, true }, { "dport { 80, http }", &tcp4, false },
		{ "port { 5353 }", &udp6, true },
		{ "port 0-65535", &frag4, false }, { "port 0-65535", &icmp4, false },
		{ "port 0-65535", &arp, false },
	};

	CHECK_TABLE(w);
}

static void test_addresses(void)
{
	static const struct want w[] = {
		{ "src 192.0.2.1", &tcp4, true }, { "src 198.51.100.7", &tcp4, false },
		{ "dst 198.51.100.7", &tcp4, true }, { "dst 192.0.2.1", &tcp4, false },
		{ "host 192.0.2.1", &tcp4, true }, { "host 198.51.100.7", &tcp4, true },
		{ "host 192.0.2.2", &tcp4, false },
		{ "src 192.0.2.0/24", &tcp4, true }, { "src 192.0.3.0/24", &tcp4, false },
		{ "src 0.0.0.0/0", &tcp4, true }, { "src 0.0.0.0/0", &udp6, false },
		{ "src ::/0", &udp6, true }, { "src ::/0", &tcp4, false },
		{ "src 0.0.0.0/0", &arp, false }, { "host ::/0", &arp, false },
		/* an IPv4-mapped IPv6 prefix is not the IPv4 address */
		{ "src ::ffff:192.0.2.1", &tcp4, false },
		{ "src 2001:db8::1", &udp6, true }, { "src 2001:db8::1/128", &udp6, true },
		{ "src 2001:db8::/32", &udp6, true }, { "dst 2001:db8:1::/48", &udp6, true },
		{ "dst 2001:db8:2::/48", &udp6, false }, { "src 2001:db8::1", &tcp4, false },
		{ "host fe80::/10", &icmp6, true }, { "dst ff00::/8", &icmp6, true },
		{ "src { 10.0.0.0/8, 2001:db8::/32 }", &icmp4, true },
		{ "src { 10.0.0.0/8, 2001:db8::/32 }", &udp6, true },
		{ "src { 10.0.0.0/8, 2001:db8::/32 }", &tcp4, false },
		{ "dst { 10.9.9.9 }", &icmp4, true },
	};

	CHECK_TABLE(w);
}

/* Prefix lengths that do not end on a byte, at both edges of the range. */
static void test_prefix_bits(void)
{
	static const struct {
		const char *prefix, *addr;
		bool in;
	} c[] = {
		{ "192.0.2.0/25", "192.0.2.127", true }, { "192.0.2.0/25", "192.0.2.128", false },
		{ "192.8.0.0/13", "192.15.255.255", true }, { "192.8.0.0/13", "192.16.0.0", false },
		{ "192.8.0.0/13", "192.7.255.255", false },
		{ "128.0.0.0/1", "200.0.0.1", true }, { "128.0.0.0/1", "127.255.255.255", false },
		{ "10.0.0.1/32", "10.0.0.1", true }, { "10.0.0.1/32", "10.0.0.0", false },
		{ "10.0.0.0/31", "10.0.0.1", true }, { "10.0.0.0/31", "10.0.0.2", false },
		{ "2001:db8::/33", "2001:db8:7fff::1", true },
		{ "2001:db8::/33", "2001:db8:8000::", false },
		{ "2001:db8::/127", "2001:db8::1", true }, { "2001:db8::/127", "2001:db8::2", false },
		{ "8000::/1", "ffff::", true }, { "8000::/1", "7fff::", false },
	};
	char expr[128];

	for (size_t i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		struct frame fr;
		bool v6 = strchr(c[i].addr, ':') != NULL;

		frame_init(&fr);
		frame_eth(&fr, NULL, NULL);
		if (v6)
			frame_ipv6(&fr, c[i].addr, "::1");
		else
			frame_ipv4(&fr, c[i].addr, "127.0.0.1");
		snprintf(expr, sizeof(expr), "src %s", c[i].prefix);
		CHECKF(holds(expr, &fr) == c[i].in, "%s on %s", expr, c[i].addr);
		snprintf(expr, sizeof(expr), "src { 203.0.113.0/24, %s, 2001:db8:ffff::/48 }",
			 c[i].prefix);
		CHECKF(holds(expr, &fr) == c[i].in, "%s on %s", expr, c[i].addr);
	}
}

static void test_named_sets(void)
{
	struct program *p = compile(
		"set nets { 192.0.2.0/24, 2001:db8:1::/48 };\n"
		"set svc { ssh, 5000-5999 };\n"
		"drop src in nets;\n"
		"drop dst in nets;\n"
		"drop dport in svc;\n"
		"pass port in svc;\n");

	CHECK_EQ(run_n(p, &tcp4, tcp4.len, NULL).rule, 0);   /* src */
	CHECK_EQ(run_n(p, &udp6, udp6.len, NULL).rule, 1);   /* dst */
	CHECK_EQ(run_n(p, &icmp4, icmp4.len, NULL).rule, -1);

	struct frame fr;

	frame_init(&fr);
	frame_eth(&fr, NULL, NULL);
	frame_ipv4(&fr, "10.0.0.1", "10.0.0.2");
	frame_udp(&fr, 5999, 5000);
	CHECK_EQ(run_n(p, &fr, fr.len, NULL).rule, 2);
	frame_init(&fr);
	frame_eth(&fr, NULL, NULL);
	frame_ipv4(&fr, "10.0.0.1", "10.0.0.2");
	frame_tcp(&fr, 22, 6000, 0);
	struct eval_result r = run_n(p, &fr, fr.len, NULL);
	CHECK(r.rule == 3 && r.verdict == VERDICT_PASS);

	/* An empty dynamic set matches nothing (until the runtime fills it). */
	p = compile("dynamic set blocked { };\ndrop src in blocked;\n");
	CHECK_EQ(run_n(p, &tcp4, tcp4.len, NULL).rule, -1);
}

static void test_logic(void)
{
	static const struct want w[] = {
		{ "not tcp", &tcp4, false }, { "not tcp", &udp6, true },
		{ "not not tcp", &tcp4, true }, { "not ip", &arp, true },
		{ "not ipv4", &tiny, true }, { "not len 13", &tiny, false },
		{ "tcp dport 22", &tcp4, true }, { "tcp dport 23", &tcp4, false },
		{ "tcp and dport 22", &tcp4, true }, { "udp and dport 22", &tcp4, false },
		{ "udp or tcp", &tcp4, true }, { "udp or icmp", &tcp4, false },
		/* not > and > or */
		{ "not tcp or ipv4", &tcp4, true }, { "not (tcp or ipv4)", &tcp4, false },
		{ "not udp and tcp", &tcp4, true }, { "not (udp and ipv4)", &tcp4, true },
		{ "tcp or udp and dport 1", &tcp4, true }, { "(tcp or udp) and dport 1", &tcp4, false },
		{ "udp and dport 53 or tcp and dport 1", &udp6, true },
		{ "udp and dport 53 or tcp and dport 1", &tcp4, false },
		{ "ipv4 udp dport 22 or ipv6 dport 53", &udp6, true },
		{ "! tcp && dport 53 || icmp", &udp6, true },
		{ "! tcp && dport 53 || icmp", &tcp4, false },
	};

	CHECK_TABLE(w);
}

/* Holds iff FROM <= n < TO, for every cut length n. */
struct span {
	const char *expr;
	size_t from, to;
};

#define ALWAYS SIZE_MAX

static void check_spans(const struct frame *fr, const char *what,
			const struct span *s, size_t ns)
{
	for (size_t n = 0; n <= fr->len; n++)
		for (size_t i = 0; i < ns; i++) {
			bool want = s[i].from <= n && n < s[i].to;

			CHECKF(holds_n(s[i].expr, fr, n) == want, "%s cut to %zu: '%s' should be %s",
			       what, n, s[i].expr, want ? "true" : "false");
		}
}

#define CHECK_SPANS(fr, s) check_spans(fr, #fr, s, sizeof(s) / sizeof(s[0]))

static void test_truncated_vlan_ipv4_udp(void)
{
	struct frame fr;
	/* eth 0-14, tag 14-18, IPv4 with 4 option bytes 18-42, UDP 42-50 */
	static const struct span s[] = {
		{ "len >= 0", 0, ALWAYS }, { "not ether type 0", 0, ALWAYS },
		{ "ether dst 02:00:00:00:00:02", 14, ALWAYS },
		{ "ether type 0x8100", 14, 18 }, { "vlan", 18, ALWAYS }, { "vlan 10", 18, ALWAYS },
		{ "ether type ipv4", 18, ALWAYS }, { "arp", 0, 0 },
		{ "ipv4", 42, ALWAYS }, { "ip", 42, ALWAYS }, { "not ip", 0, 42 },
		{ "ttl 64", 42, ALWAYS }, { "src 192.0.2.1", 42, ALWAYS },
		{ "host 198.51.100.0/24", 42, ALWAYS }, { "udp", 42, ALWAYS },
		{ "proto 17", 42, ALWAYS }, { "frag", 0, 0 }, { "tcp", 0, 0 },
		{ "dport 53", 50, ALWAYS }, { "sport 1000-2000", 50, ALWAYS },
		{ "port 53", 50, ALWAYS }, { "not port 53", 0, 50 },
	};

	frame_init(&fr);
	frame_eth(&fr, NULL, NULL);
	frame_vlan(&fr, 0x8100, 10);
	frame_ipv4_opts(&fr, "192.0.2.1", "198.51.100.1", 4);
	frame_udp(&fr, 1500, 53);
	CHECK_EQ(fr.len, 50);
	CHECK_SPANS(&fr, s);
}

static void test_truncated_first_fragment4(void)
{
	struct frame fr;
	/* eth 0-14, IPv4 (MF, offset 0) 14-34, TCP 34-54 */
	static const struct span s[] = {
		{ "frag", 34, ALWAYS }, { "tcp", 34, ALWAYS }, { "proto tcp", 34, ALWAYS },
		{ "tcp flags syn", 54, ALWAYS }, { "not tcp flags syn", 0, 54 },
		{ "dport 80", 54, ALWAYS }, { "frag tcp not port 0-65535", 34, 54 },
	};

	frame_init(&fr);
	frame_eth(&fr, NULL, NULL);
	frame_ipv4(&fr, "192.0.2.1", "192.0.2.2");
	frame_ipv4_frag(&fr, true, 0);
	frame_tcp(&fr, 1024, 80, 0x02);
	CHECK_SPANS(&fr, s);
}

static void test_truncated_qinq_ipv6_tcp(void)
{
	struct frame fr;
	/* eth 0-14, tags 14-22, IPv6 22-62, hop-by-hop 62-70, routing 70-86,
	 * AH 86-102, fragment (offset 0) 102-110, TCP 110-130 */
	static const struct span s[] = {
		{ "ether type qinq", 14, 18 }, { "ether type 0x8100", 18, 22 },
		{ "vlan 7", 18, ALWAYS }, { "vlan 8", 0, 0 }, { "vlan", 18, ALWAYS },
		{ "ipv6", 62, ALWAYS }, { "ip", 62, ALWAYS }, { "ttl 64", 62, ALWAYS },
		{ "src 2001:db8::/32", 62, ALWAYS }, { "dst 2001:db8::2", 62, ALWAYS },
		{ "frag", 110, ALWAYS }, { "tcp", 110, ALWAYS }, { "not tcp", 0, 110 },
		{ "proto 51", 0, 0 }, { "proto 44", 0, 0 },
		{ "tcp flags fin", 130, ALWAYS }, { "dport 443", 130, ALWAYS },
		{ "sport 1", 130, ALWAYS },
	};

	frame_init(&fr);
	frame_eth(&fr, NULL, NULL);
	frame_vlan(&fr, 0x88a8, 7);
	frame_vlan(&fr, 0x8100, 8);
	frame_ipv6(&fr, "2001:db8::1", "2001:db8::2");
	frame_ip6_ext(&fr, 0, 8);
	frame_ip6_ext(&fr, 43, 16);
	frame_ip6_ext(&fr, 51, 16);
	frame_ip6_frag(&fr, true, 0);
	frame_tcp(&fr, 1, 443, 0x01);
	CHECK_EQ(fr.len, 130);
	CHECK_SPANS(&fr, s);
}

static void test_truncated_later_fragment6(void)
{
	struct frame fr;
	/* eth 0-14, IPv6 14-54, dest opts 54-62, fragment (offset 8) 62-70 */
	static const struct span s[] = {
		{ "ipv6", 54, ALWAYS }, { "frag", 70, ALWAYS }, { "udp", 70, ALWAYS },
		{ "proto 17", 70, ALWAYS }, { "proto 60", 0, 0 },
		{ "port 0-65535", 0, 0 }, { "ttl 64", 54, ALWAYS },
	};

	frame_init(&fr);
	frame_eth(&fr, NULL, NULL);
	frame_ipv6(&fr, "2001:db8::1", "2001:db8::2");
	frame_ip6_ext(&fr, 60, 8);
	frame_ip6_frag(&fr, false, 8);
	frame_next(&fr, 17);
	frame_payload(&fr, NULL, 12);
	CHECK_SPANS(&fr, s);
}

static void test_truncated_arp_and_three_tags(void)
{
	struct frame fr;
	static const struct span sa[] = {
		{ "arp", 14, ALWAYS }, { "ether type arp", 14, ALWAYS }, { "ip", 0, 0 },
		{ "proto 0", 0, 0 }, { "ether src 02:00:00:00:00:01", 14, ALWAYS },
	};
	/* three tags: 14-18, 18-22, 22-26; never any L3 */
	static const struct span st[] = {
		{ "vlan 1", 18, ALWAYS }, { "ether type 0x8100", 14, ALWAYS },
		{ "ether type ipv4", 0, 0 }, { "ip", 0, 0 }, { "udp", 0, 0 },
		{ "src 0.0.0.0/0", 0, 0 }, { "ttl 64", 0, 0 },
	};

	frame_init(&fr);
	frame_eth(&fr, NULL, NULL);
	frame_arp(&fr);
	CHECK_SPANS(&fr, sa);

	frame_init(&fr);
	frame_eth(&fr, NULL, NULL);
	frame_vlan(&fr, 0x8100, 1);
	frame_vlan(&fr, 0x8100, 2);
	frame_vlan(&fr, 0x8100, 3);
	frame_ipv4(&fr, "192.0.2.1", "192.0.2.2");
	frame_udp(&fr, 1, 2);
	CHECK_SPANS(&fr, st);
}

static void test_depth_limit(void)
{
	struct frame fr;

	for (int depth = 7; depth <= 9; depth++) {
		frame_init(&fr);
		frame_eth(&fr, NULL, NULL);
		frame_ipv6(&fr, "2001:db8::1", "2001:db8::2");
		for (int i = 0; i < depth; i++)
			frame_ip6_ext(&fr, i % 2 ? 60 : 51, 8);
		frame_udp(&fr, 9, 53);
		CHECKF(holds("udp", &fr) == (depth <= 8), "depth %d", depth);
		CHECKF(holds("dport 53", &fr) == (depth <= 8), "depth %d", depth);
		CHECKF(holds("not udp", &fr) == (depth > 8), "depth %d", depth);
		CHECK(holds("ipv6 src 2001:db8::1 ttl 64", &fr));
	}
}

/* Rate states forced (eval_frame_forced, for --diff's witnesses): an over
 * rule decides, an under one is passed by as if it did not match; forcing
 * touches no bucket, and NULL counters still mean full buckets (under). */
static void test_forced_rates(void)
{
	struct program *p = compile("drop udp rate over 1/hour burst 1;\n"
				    "pass udp dport 53 rate over 1/hour burst 1;\ndrop udp dport 53;\n");
	struct eval_counters *c = eval_counters_new(p);
	const bool under[3] = { false, false, false }, first[3] = { true, false, false },
		   second[3] = { false, true, false }, both[3] = { true, true, false };
	const struct frame *fr = &udp6;   /* UDP, dport 53 */
	struct eval_result r;

	r = eval_frame_forced(p, fr->buf, fr->len, NULL, under);
	CHECK(r.verdict == VERDICT_DROP && r.rule == 2);
	r = eval_frame_forced(p, fr->buf, fr->len, NULL, first);
	CHECK(r.verdict == VERDICT_DROP && r.rule == 0);
	r = eval_frame_forced(p, fr->buf, fr->len, NULL, second);
	CHECK(r.verdict == VERDICT_PASS && r.rule == 1);
	r = eval_frame_forced(p, fr->buf, fr->len, NULL, both);
	CHECK(r.verdict == VERDICT_DROP && r.rule == 0);
	/* forced over twice with counters: the buckets are not taken from */
	eval_frame_forced(p, fr->buf, fr->len, c, first);
	eval_frame_forced(p, fr->buf, fr->len, c, first);
	CHECK(eval_rule_counter(c, 0)->packets == 2);
	r = eval_frame(p, fr->buf, fr->len, c);     /* a full bucket: under */
	CHECK(r.rule == 2);
	r = eval_frame(p, fr->buf, fr->len, c);     /* burst 1 taken: over */
	CHECK(r.rule == 0);
	r = eval_frame(p, fr->buf, fr->len, NULL);  /* no counters: full buckets */
	CHECK(r.rule == 2);
	eval_counters_free(c);
}

int main(void)
{
	build_frames();
	test_forced_rates();
	test_l2_l3_primitives();
	test_l4_primitives();
	test_addresses();
	test_prefix_bits();
	test_named_sets();
	test_logic();
	test_truncated_vlan_ipv4_udp();
	test_truncated_first_fragment4();
	test_truncated_qinq_ipv6_tcp();
	test_truncated_later_fragment6();
	test_truncated_arp_and_three_tags();
	test_depth_limit();
	eu_done();
	return TC_DONE();
}
