/* Every primitive and action, in the kernel: each match is compiled as
 * `drop MATCH;`, loaded, and run on frames that must and must not match;
 * the verdict and both counters (the rule's and the default's) are checked.
 * Then actions, first-match order, the default verdict, and the count-by
 * tables read back from their maps. */
#include "kprog.h"

#include <arpa/inet.h>

enum fr {
	T4, U4, I4, T6, U6, I6, ARP, V10, QQ, V3, FR4, FF4, OPT4, E6, FR6, AH6,
	LLDP, TTL1, TRUNC4, SHORT, NFR
};

static const char *const fr_names[NFR] = {
	"T4", "U4", "I4", "T6", "U6", "I6", "ARP", "V10", "QQ", "V3", "FR4", "FF4",
	"OPT4", "E6", "FR6", "AH6", "LLDP", "TTL1", "TRUNC4", "SHORT",
};

static struct frame frames[NFR];

static void build_frames(void)
{
	struct frame *f;

	for (int i = 0; i < NFR; i++) {
		frame_init(&frames[i]);
		frame_eth(&frames[i], NULL, NULL);
	}
	f = &frames[T4];
	frame_ipv4(f, "10.1.2.3", "192.0.2.7");
	frame_tcp(f, 1234, 80, 0x02);
	f = &frames[U4];
	frame_ipv4(f, "192.0.2.9", "10.9.9.9");
	frame_udp(f, 5353, 53);
	f = &frames[I4];
	frame_ipv4(f, "198.51.100.1", "198.51.100.2");
	frame_icmp(f, 8, 0);
	f = &frames[T6];
	frame_ipv6(f, "2001:db8::1", "2001:db8:1::2");
	frame_tcp(f, 40000, 443, 0x18);
	f = &frames[U6];
	frame_ipv6(f, "fe80::1", "ff02::1");
	frame_udp(f, 546, 547);
	f = &frames[I6];
	frame_ipv6(f, "fe80::1", "fe80::2");
	frame_icmp(f, 128, 0);
	frame_arp(&frames[ARP]);
	f = &frames[V10];
	frame_vlan(f, 0x8100, 10);
	frame_ipv4(f, "10.0.0.1", "10.0.0.2");
	frame_udp(f, 1, 2);
	f = &frames[QQ];
	frame_vlan(f, 0x88a8, 100);
	frame_vlan(f, 0x8100, 200);
	frame_ipv6(f, "2001:db8::5", "2001:db8::6");
	frame_tcp(f, 22, 2222, 0x10);
	f = &frames[V3];
	frame_vlan(f, 0x8100, 1);
	frame_vlan(f, 0x8100, 2);
	frame_vlan(f, 0x8100, 3);
	frame_ipv4(f, "10.0.0.1", "10.0.0.2");
	f = &frames[FR4];
	frame_ipv4(f, "10.0.0.1", "10.0.0.2");
	frame_udp(f, 53, 53);
	frame_ipv4_frag(f, false, 100);
	f = &frames[FF4];
	frame_ipv4(f, "10.0.0.1", "10.0.0.2");
	frame_udp(f, 53, 53);
	frame_ipv4_frag(f, true, 0);
	f = &frames[OPT4];
	frame_ipv4_opts(f, "10.0.0.1", "10.0.0.2", 8);
	frame_tcp(f, 7, 8, 0x01);
	f = &frames[E6];
	frame_ipv6(f, "2001:db8::1", "2001:db8::2");
	frame_ip6_ext(f, 0, 8);
	frame_ip6_ext(f, 60, 16);
	frame_udp(f, 7, 9);
	f = &frames[FR6];
	frame_ipv6(f, "2001:db8::1", "2001:db8::2");
	frame_ip6_frag(f, false, 10);
	frame_tcp(f, 1, 2, 0x02);
	f = &frames[AH6];
	frame_ipv6(f, "2001:db8::1", "2001:db8::2");
	frame_ip6_ext(f, 51, 12);
	frame_tcp(f, 3, 4, 0x02);
	f = &frames[LLDP];
	frame_next(f, 0x88cc);
	frame_payload(f, NULL, 40);
	f = &frames[TTL1];
	frame_ipv4(f, "10.0.0.1", "10.0.0.2");
	frame_set_ttl(f, 1);
	frame_udp(f, 1, 2);
	f = &frames[TRUNC4];
	frame_ipv4(f, "10.0.0.1", "10.0.0.2");
	frame_tcp(f, 1234, 80, 0x02);
	frame_truncate(f, 14 + 20 + 10);
	f = &frames[SHORT];
	frame_next(f, 0x0800);
}

struct pcase {
	const char *match;
	enum fr yes[8];   /* frames that match; terminated by NFR */
	enum fr no[8];
};

#define Y(...) { __VA_ARGS__, NFR }
#define N(...) { __VA_ARGS__, NFR }

static const struct pcase cases[] = {
	{ "ipv4", Y(T4, V10, OPT4, FR4), N(T6, ARP, V3, SHORT) },
	{ "ipv6", Y(T6, QQ, E6), N(T4, ARP) },
	{ "ip", Y(T4, U6, QQ), N(ARP, V3, LLDP) },
	{ "arp", Y(ARP), N(T4, LLDP) },
	{ "frag", Y(FR4, FF4, FR6), N(T4, E6, T6) },
	{ "vlan", Y(V10, QQ, V3), N(T4, ARP) },
	{ "vlan 10", Y(V10), N(QQ, T4) },
	{ "vlan 100", Y(QQ), N(V10) },
	{ "ether type 0x88cc", Y(LLDP), N(T4) },
	{ "ether type 0x0800", Y(T4, SHORT, V10), N(T6, V3) },
	{ "ether type 0x8100", Y(V3), N(V10, T4) },
	{ "ether src 02:00:00:00:00:01", Y(T4, ARP), { NFR } },
	{ "ether dst 02:00:00:00:00:02", Y(T4), { NFR } },
	{ "ether dst 02:00:00:00:00:01", { NFR }, N(T4, U6) },
	{ "proto 17", Y(U4, FR4, E6, U6), N(T4, ARP) },
	{ "tcp", Y(T4, T6, FR6, AH6, TRUNC4, OPT4), N(U4, ARP, V3) },
	{ "udp", Y(U4, V10, FF4), N(T4, I4) },
	{ "icmp", Y(I4), N(I6, T4) },
	{ "icmpv6", Y(I6), N(I4, T6) },
	{ "tcp flags syn", Y(T4, AH6), N(T6, TRUNC4, FR6, U4) },
	{ "tcp flags ack,psh", Y(T6), N(T4, QQ) },
	{ "src 10.0.0.0/8", Y(T4, V10), N(U4, T6) },
	{ "dst 10.0.0.0/8", Y(U4), N(T4) },
	{ "host 10.9.9.9", Y(U4), N(T4) },
	{ "src 2001:db8::/32", Y(T6, QQ), N(T4, U6) },
	{ "dst 2001:db8:1::2", Y(T6), N(QQ) },
	{ "src { 10.1.2.3, 2001:db8::/32 }", Y(T4, T6), N(U4, U6) },
	{ "sport 1234", Y(T4), N(U4, TRUNC4) },
	{ "dport 53", Y(U4, FF4), N(FR4, T4) },
	{ "port 80", Y(T4), N(TRUNC4, U4) },
	{ "dport 1-100", Y(T4, U4), N(T6) },
	{ "dport { 53, 443 }", Y(U4, T6), N(T4) },
	{ "port 443", Y(T6), N(T4) },
	{ "sport 7 dport 9", Y(E6), N(OPT4) },
	{ "len 54", Y(T4), N(U4) },
	{ "len > 100", { NFR }, N(T4) },
	{ "len 50-60", Y(T4, LLDP), N(U6) },
	{ "len != 54", Y(U4), N(T4) },
	{ "len <= 54", Y(T4, SHORT), N(T6) },
	{ "ttl 64", Y(T4, T6), N(ARP, TTL1) },
	{ "ttl < 2", Y(TTL1), N(T4) },
	{ "ttl 60-70", Y(T6), N(TTL1, ARP) },
	{ "not tcp", Y(U4, ARP), N(T4) },
	{ "tcp or udp", Y(U4, T4), N(ARP) },
	{ "(ipv4 and tcp) or icmpv6", Y(I6, T4), N(T6) },
	{ "ipv4 not (udp or icmp)", Y(T4), N(U4, I4, T6) },
	/* sets large enough for the interval-table search */
	{ "src { 1.0.0.0/8, 3.0.0.0/8, 5.0.0.0/8, 7.0.0.0/8, 9.0.0.0/8, 10.1.0.0/16,"
	  " 11.0.0.0/8, 13.0.0.0/8, 15.0.0.0/8, 17.0.0.0/8, 2001:db8::1 }",
	  Y(T4, T6), N(U4, V10, QQ) },
	{ "dport { 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 443, 1000-2000, 60000-65535 }",
	  Y(T6), N(T4, U4) },
	{ "dst { 2001:db8:1::/48, 2001:db8:2::/48, 2001:db8:3::/48, 2001:db8:4::/48,"
	  " 2001:db8:5::/48, 2001:db8:6::/48, 2001:db8:7::/48, 2001:db8:8::/48,"
	  " 2001:db8:9::/48, ff02::1 }", Y(T6, U6), N(QQ, T4) },
};


static void run_case(const struct pcase *c, int opt)
{
	char text[1024];
	struct kprog k;
	uint64_t hit = 0, miss = 0, hit_b = 0, miss_b = 0;

	snprintf(text, sizeof(text), "drop %s;", c->match);
	if (kprog_load(&k, text, opt) < 0) {
		kprog_free(&k);
		return;
	}
	for (int want = 1; want >= 0; want--) {
		const enum fr *list = want ? c->yes : c->no;

		for (int i = 0; list[i] != NFR; i++) {
			const struct frame *f = &frames[list[i]];
			uint32_t act = kprog_run(&k, f);

			CHECKF(act == (want ? XDP_DROP : XDP_PASS),
			       "-O%d `%s` on %s: action %u, want %s", opt, c->match,
			       fr_names[list[i]], act, want ? "drop" : "pass");
			if (want) {
				hit++;
				hit_b += f->len;
			} else {
				miss++;
				miss_b += f->len;
			}
		}
	}
	{
		struct xdpc_counter r = kprog_rule(&k, 0), dflt = kprog_rule(&k, 1);

		CHECKF(r.packets == hit && r.bytes == hit_b,
		       "`%s`: rule counter %llu/%llu, want %llu/%llu", c->match,
		       (unsigned long long)r.packets, (unsigned long long)r.bytes,
		       (unsigned long long)hit, (unsigned long long)hit_b);
		CHECKF(dflt.packets == miss && dflt.bytes == miss_b,
		       "`%s`: default counter %llu/%llu, want %llu/%llu", c->match,
		       (unsigned long long)dflt.packets, (unsigned long long)dflt.bytes,
		       (unsigned long long)miss, (unsigned long long)miss_b);
	}
	kprog_free(&k);
}

static void test_actions(int opt)
{
	struct kprog k;
	const char *text = "count tcp; drop dport 80; pass udp; count; default drop;";

	if (kprog_load(&k, text, opt) < 0)
		return kprog_free(&k);
	CHECK_EQ(kprog_run(&k, &frames[T4]), XDP_DROP);
	CHECK_EQ(kprog_run(&k, &frames[U4]), XDP_PASS);
	CHECK_EQ(kprog_run(&k, &frames[ARP]), XDP_DROP);
	CHECK_EQ(kprog_run(&k, &frames[T6]), XDP_DROP);
	CHECK_EQ(kprog_rule(&k, 0).packets, 2);     /* T4, T6 */
	CHECK_EQ(kprog_rule(&k, 0).bytes, frames[T4].len + frames[T6].len);
	CHECK_EQ(kprog_rule(&k, 1).packets, 1);     /* T4 */
	CHECK_EQ(kprog_rule(&k, 2).packets, 1);     /* U4 */
	CHECK_EQ(kprog_rule(&k, 3).packets, 2);     /* ARP, T6 */
	CHECK_EQ(kprog_rule(&k, 4).packets, 2);     /* the default: ARP, T6 */
	CHECK_EQ(kprog_rule(&k, 4).bytes, frames[ARP].len + frames[T6].len);
	kprog_free(&k);

	/* an empty program: everything passes and is counted as default */
	if (kprog_load(&k, "", opt) == 0) {
		CHECK_EQ(kprog_run(&k, &frames[T4]), XDP_PASS);
		CHECK_EQ(kprog_rule(&k, 0).packets, 1);
	}
	kprog_free(&k);
	if (kprog_load(&k, "drop; pass;", opt) == 0) {
		CHECK_EQ(kprog_run(&k, &frames[SHORT]), XDP_DROP);
		CHECK_EQ(kprog_rule(&k, 1).packets, 0);
		CHECK_EQ(kprog_rule(&k, 2).packets, 0);
	}
	kprog_free(&k);
}

static struct xdpc_addr_key addr_key(int family, const char *text)
{
	struct xdpc_addr_key k;

	memset(&k, 0, sizeof(k));
	k.family = (uint8_t)family;
	inet_pton(family == 4 ? AF_INET : AF_INET6, text, k.addr);
	return k;
}

static void test_tables(int opt)
{
	struct kprog k;
	const char *text = "count by proto; count by src; count by dst ipv6; count by sport;"
			   " count by dport; count by vlan;";
	const enum fr run[] = { T4, U4, V10, T6, ARP, T4, FR4, QQ };
	uint32_t key;
	struct xdpc_addr_key ak;

	if (kprog_load(&k, text, opt) < 0)
		return kprog_free(&k);
	for (size_t i = 0; i < sizeof(run) / sizeof(run[0]); i++)
		CHECK_EQ(kprog_run(&k, &frames[run[i]]), XDP_PASS);
	key = 6;
	CHECK_EQ(kprog_table(&k, 0, &key).packets, 4);  /* T4 T6 T4 QQ */
	key = 17;
	CHECK_EQ(kprog_table(&k, 0, &key).packets, 3);  /* U4 V10 FR4 */
	key = 0;
	CHECK_EQ(kprog_table(&k, 0, &key).packets, 1);  /* ARP */
	ak = addr_key(4, "10.1.2.3");
	CHECK_EQ(kprog_table(&k, 1, &ak).packets, 2);
	CHECK_EQ(kprog_table(&k, 1, &ak).bytes, 2 * frames[T4].len);
	ak = addr_key(6, "2001:db8::1");
	CHECK_EQ(kprog_table(&k, 1, &ak).packets, 1);
	ak = addr_key(6, "2001:db8:1::2");
	CHECK_EQ(kprog_table(&k, 2, &ak).packets, 1);
	ak = addr_key(4, "192.0.2.7");
	CHECK_EQ(kprog_table(&k, 2, &ak).packets, 0);     /* not ipv6 */
	key = 1234;
	CHECK_EQ(kprog_table(&k, 3, &key).packets, 2);
	key = 53;
	CHECK_EQ(kprog_table(&k, 4, &key).packets, 1);  /* U4, not FR4 */
	key = 10;
	CHECK_EQ(kprog_table(&k, 5, &key).packets, 1);
	key = 100;
	CHECK_EQ(kprog_table(&k, 5, &key).packets, 1);
	key = 200;
	CHECK_EQ(kprog_table(&k, 5, &key).packets, 0);   /* inner tag */
	for (uint32_t r = 0; r < 6; r++)
		CHECK_EQ(kprog_rule(&k, r).packets, r == 2 ? 2 : 8);  /* T6 QQ */
	CHECK_EQ(kprog_rule(&k, 6).packets, 8);
	CHECK_EQ(kprog_table_sum(&k, 0).packets, 8);
	CHECK_EQ(kprog_table_sum(&k, 0).bytes, kprog_rule(&k, 6).bytes);
	kprog_free(&k);
}

/* Deciding rules after count rules that take every frame: every kind of
 * frame, truncated and short ones too, is counted once by the rule, in
 * the counter block, and the default's counter stays zero. A conditional
 * rule counts its own frames, the default the rest. */
static void test_deciding_counts(int opt)
{
	static const struct {
		const char *text;
		uint32_t rule, verdict;
	} progs[] = {
		{ "count by proto; drop;", 1, XDP_DROP },
		{ "count by proto; count by src; pass;", 2, XDP_PASS },
		{ "count; count by vlan; count by proto; count by proto ipv4; drop;", 4, XDP_DROP },
	};
	struct kprog k;

	for (size_t p = 0; p < sizeof(progs) / sizeof(progs[0]); p++) {
		uint32_t r = progs[p].rule;
		uint64_t bytes = 0;

		if (kprog_load(&k, progs[p].text, opt) < 0) {
			kprog_free(&k);
			continue;
		}
		for (int f = 0; f < NFR; f++) {
			CHECK_EQ(kprog_run(&k, &frames[f]), progs[p].verdict);
			bytes += frames[f].len;
		}
		CHECKF(kprog_rule(&k, r).packets == NFR && kprog_rule(&k, r).bytes == bytes,
		       "-O%d %s: rule %u counts %llu/%llu, want %d/%llu", opt, progs[p].text, r,
		       (unsigned long long)kprog_rule(&k, r).packets,
		       (unsigned long long)kprog_rule(&k, r).bytes, NFR, (unsigned long long)bytes);
		CHECK_EQ(kprog_rule(&k, (uint32_t)k.meta.nrules).packets, 0);
		/* the count rules before it count every frame too */
		for (uint32_t c = 0; c < r; c++)
			CHECKF(kprog_rule(&k, c).packets == NFR || strstr(k.meta.rules[c].text, "ipv4"),
			       "-O%d %s: rule %u counts %llu", opt, progs[p].text, c,
			       (unsigned long long)kprog_rule(&k, c).packets);
		kprog_free(&k);
	}

	/* a condition: the rule counts its own frames, the default the rest */
	if (kprog_load(&k, "count by proto; drop tcp;", opt) < 0)
		return kprog_free(&k);
	for (int f = 0; f < NFR; f++)
		kprog_run(&k, &frames[f]);
	CHECK_EQ(kprog_rule(&k, 1).packets, 7);   /* T4 T6 QQ OPT4 FR6 AH6 TRUNC4 */
	CHECK_EQ(kprog_rule(&k, 1).packets + kprog_rule(&k, 2).packets, NFR);
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
	/* -O0 must load and behave the same */
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i += 4)
		run_case(&cases[i], 0);
	test_actions(2);
	test_actions(0);
	test_tables(2);
	test_tables(0);
	test_deciding_counts(2);
	test_deciding_counts(0);
	return TC_DONE();
}
