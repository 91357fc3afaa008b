/* Program evaluation: first-match order, verdicts, the per-rule and default
 * counters, and the count-by tables for every key. */
#include "evalutil.h"
#include "tcheck.h"

#include <arpa/inet.h>

static void build_tcp4(struct frame *fr, const char *src, uint16_t sport,
		       uint16_t dport, size_t payload)
{
	frame_init(fr);
	frame_eth(fr, NULL, NULL);
	frame_ipv4(fr, src, "198.51.100.1");
	frame_tcp(fr, sport, dport, 0x02);
	frame_payload(fr, NULL, payload);
}

static void build_udp6(struct frame *fr, int vlan, const char *dst, uint16_t dport)
{
	frame_init(fr);
	frame_eth(fr, NULL, NULL);
	if (vlan >= 0)
		frame_vlan(fr, 0x8100, (uint16_t)vlan);
	frame_ipv6(fr, "2001:db8::1", dst);
	frame_udp(fr, 4444, dport);
}

static void build_arp(struct frame *fr, int outer, int inner)
{
	frame_init(fr);
	frame_eth(fr, NULL, NULL);
	if (outer >= 0)
		frame_vlan(fr, 0x88a8, (uint16_t)outer);
	if (inner >= 0)
		frame_vlan(fr, 0x8100, (uint16_t)inner);
	frame_arp(fr);
}

#define RULE(c, i) (*eval_rule_counter((c), (i)))

static void test_order_and_rule_counters(void)
{
	struct program *p = compile("count;\n"
				    "drop udp;\n"
				    "pass udp;\n"
				    "count tcp;\n"
				    "pass dport 80;\n"
				    "drop tcp;\n");
	struct eval_counters *c = eval_counters_new(p);
	struct frame udp, web, ssh, arp;
	struct eval_result r;

	build_udp6(&udp, -1, "2001:db8::2", 53);
	build_tcp4(&web, "192.0.2.1", 1000, 80, 0);
	build_tcp4(&ssh, "192.0.2.1", 1000, 22, 10);
	build_arp(&arp, -1, -1);
	CHECK_EQ(eval_counters_nrules(c), 6);
	CHECK_EQ(eval_counters_ntables(c), 0);

	r = run_n(p, &udp, udp.len, c);
	CHECK(r.verdict == VERDICT_DROP && r.rule == 1);   /* drop udp before pass udp */
	r = run_n(p, &web, web.len, c);
	CHECK(r.verdict == VERDICT_PASS && r.rule == 4);
	r = run_n(p, &ssh, ssh.len, c);
	CHECK(r.verdict == VERDICT_DROP && r.rule == 5);
	r = run_n(p, &arp, arp.len, c);
	CHECK(r.verdict == VERDICT_PASS && r.rule == -1);
	r = run_n(p, &arp, 10, c);   /* a runt: still counted, by `len` only */
	CHECK(r.verdict == VERDICT_PASS && r.rule == -1);

	CHECK_EQ(RULE(c, 0).packets, 5);
	CHECK_EQ(RULE(c, 0).bytes, udp.len + web.len + ssh.len + arp.len + 10);
	CHECK_EQ(RULE(c, 1).packets, 1);
	CHECK_EQ(RULE(c, 1).bytes, udp.len);
	CHECK_EQ(RULE(c, 2).packets, 0);
	CHECK_EQ(RULE(c, 3).packets, 2);
	CHECK_EQ(RULE(c, 3).bytes, web.len + ssh.len);
	CHECK_EQ(RULE(c, 4).packets, 1);
	CHECK_EQ(RULE(c, 5).packets, 1);
	CHECK_EQ(RULE(c, 5).bytes, ssh.len);
	CHECK_EQ(RULE(c, 6).packets, 2);   /* the default verdict's counter */
	CHECK_EQ(RULE(c, 6).bytes, arp.len + 10);
	CHECK(eval_rule_counter(c, 7) == NULL);

	/* Without counters the verdicts are the same. */
	CHECK_EQ(run_n(p, &ssh, ssh.len, NULL).rule, 5);
	eval_counters_clear(c);
	CHECK_EQ(RULE(c, 0).packets, 0);
	CHECK_EQ(RULE(c, 6).bytes, 0);
	eval_counters_free(c);
}

static void test_default_drop(void)
{
	struct program *p = compile("pass arp;\ncount ip;\ndefault drop;\n");
	struct eval_counters *c = eval_counters_new(p);
	struct frame arp, udp;

	build_arp(&arp, -1, -1);
	build_udp6(&udp, -1, "::2", 1);
	CHECK(run_n(p, &arp, arp.len, c).verdict == VERDICT_PASS);
	struct eval_result r = run_n(p, &udp, udp.len, c);
	CHECK(r.verdict == VERDICT_DROP && r.rule == -1);
	CHECK(run_n(p, &udp, 0, c).verdict == VERDICT_DROP);
	CHECK_EQ(RULE(c, 0).packets, 1);
	CHECK_EQ(RULE(c, 1).packets, 1);
	CHECK_EQ(RULE(c, 2).packets, 2);
	CHECK_EQ(RULE(c, 2).bytes, udp.len);
	eval_counters_free(c);

	/* An empty program: every frame goes to the default counter. */
	p = compile("# nothing\n");
	c = eval_counters_new(p);
	CHECK(run_n(p, &udp, udp.len, c).verdict == VERDICT_PASS);
	CHECK_EQ(RULE(c, 0).packets, 1);
	eval_counters_free(c);
}

static uint64_t num_packets(const struct eval_counters *c, size_t t, uint32_t key)
{
	const struct xdpc_counter *v = eval_table_lookup(c, t, &key);

	return v ? v->packets : 0;
}

static uint64_t addr_packets(const struct eval_counters *c, size_t t, int af,
			     const char *text)
{
	struct xdpc_addr_key k;
	const struct xdpc_counter *v;

	memset(&k, 0, sizeof(k));
	k.family = af == AF_INET ? 4 : 6;
	inet_pton(af, text, k.addr);
	v = eval_table_lookup(c, t, &k);
	return v ? v->packets : 0;
}

static void test_count_by_proto_and_vlan(void)
{
	struct program *p = compile("count by proto;\ncount by vlan;\n");
	struct eval_counters *c = eval_counters_new(p);
	struct frame tcp, udp, arp, qinq, deep, later;

	build_tcp4(&tcp, "192.0.2.1", 1, 2, 0);
	build_udp6(&udp, 300, "::2", 53);
	build_arp(&arp, -1, -1);
	build_arp(&qinq, 10, 20);
	frame_init(&deep);   /* nine extension headers: protocol unknown */
	frame_eth(&deep, NULL, NULL);
	frame_ipv6(&deep, "::1", "::2");
	for (int i = 0; i < 9; i++)
		frame_ip6_ext(&deep, 60, 8);
	frame_tcp(&deep, 1, 2, 0);
	frame_init(&later);   /* a later IPv4 fragment: the protocol is known */
	frame_eth(&later, NULL, NULL);
	frame_ipv4(&later, "192.0.2.1", "192.0.2.2");
	frame_ipv4_frag(&later, false, 64);
	frame_next(&later, 47);

	CHECK(eval_table_key(c, 0) == KEY_PROTO && eval_table_key(c, 1) == KEY_VLAN);
	CHECK_EQ(eval_table_key_size(c, 0), 4);
	run_n(p, &tcp, tcp.len, c);
	run_n(p, &tcp, tcp.len, c);
	run_n(p, &udp, udp.len, c);
	run_n(p, &arp, arp.len, c);
	run_n(p, &qinq, qinq.len, c);
	run_n(p, &deep, deep.len, c);
	run_n(p, &later, later.len, c);
	run_n(p, &tcp, 5, c);          /* no Ethernet header: key 0 */
	run_n(p, &tcp, 14 + 19, c);    /* IPv4 cut short: key 0 */
	CHECK_EQ(num_packets(c, 0, 6), 2);
	CHECK_EQ(eval_table_lookup(c, 0, &(uint32_t){ 6 })->bytes, 2 * tcp.len);
	CHECK_EQ(num_packets(c, 0, 17), 1);
	CHECK_EQ(num_packets(c, 0, 47), 1);
	CHECK_EQ(num_packets(c, 0, 0), 5);
	CHECK_EQ(eval_table_entries(c, 0), 4);
	/* by vlan: the outer VID, tagged frames only */
	CHECK_EQ(num_packets(c, 1, 300), 1);
	CHECK_EQ(num_packets(c, 1, 10), 1);
	CHECK_EQ(num_packets(c, 1, 20), 0);
	CHECK_EQ(eval_table_entries(c, 1), 2);
	/* the count-by rules themselves count every frame they match */
	CHECK_EQ(RULE(c, 0).packets, 9);
	CHECK_EQ(RULE(c, 1).packets, 9);
	CHECK_EQ(RULE(c, 2).packets, 9);
	eval_counters_free(c);
}

static void test_count_by_addr(void)
{
	struct program *p = compile("count by src ip;\ncount by dst;\ndrop;\n");
	struct eval_counters *c = eval_counters_new(p);
	struct frame a, b, v6, arp;
	size_t cur = 0, n = 0;
	const void *key;
	const struct xdpc_counter *val;

	build_tcp4(&a, "192.0.2.1", 1, 2, 0);
	build_tcp4(&b, "192.0.2.77", 1, 2, 0);
	build_udp6(&v6, 5, "2001:db8::53", 53);
	build_arp(&arp, -1, -1);
	run_n(p, &a, a.len, c);
	run_n(p, &a, a.len, c);
	run_n(p, &b, b.len, c);
	run_n(p, &v6, v6.len, c);
	run_n(p, &arp, arp.len, c);
	CHECK_EQ(eval_table_key_size(c, 0), sizeof(struct xdpc_addr_key));
	CHECK_EQ(addr_packets(c, 0, AF_INET, "192.0.2.1"), 2);
	CHECK_EQ(addr_packets(c, 0, AF_INET, "192.0.2.77"), 1);
	CHECK_EQ(addr_packets(c, 0, AF_INET6, "2001:db8::1"), 1);
	CHECK_EQ(addr_packets(c, 0, AF_INET6, "192.0.2.1"), 0);  /* bad text: no key */
	CHECK_EQ(eval_table_entries(c, 0), 3);
	CHECK_EQ(addr_packets(c, 1, AF_INET, "198.51.100.1"), 3);
	CHECK_EQ(addr_packets(c, 1, AF_INET6, "2001:db8::53"), 1);
	CHECK_EQ(eval_table_entries(c, 1), 2);
	/* the same IPv4 address as IPv6 (mapped) is another key */
	CHECK_EQ(addr_packets(c, 1, AF_INET6, "::ffff:198.51.100.1"), 0);
	/* iteration in first-counted order; pad and unused bytes are zero */
	while (eval_table_next(c, 0, &cur, &key, &val)) {
		const struct xdpc_addr_key *k = key;
		bool zero = k->pad[0] == 0 && k->pad[1] == 0 && k->pad[2] == 0;

		for (int i = k->family == 4 ? 4 : 16; i < 16; i++)
			zero = zero && k->addr[i] == 0;
		CHECK(zero);
		CHECK_EQ(k->family, n < 2 ? 4 : 6);
		CHECK_EQ(val->packets, n == 0 ? 2 : 1);
		n++;
	}
	CHECK_EQ(n, 3);
	CHECK_EQ(RULE(c, 0).packets, 4);   /* `ip`: ARP did not match */
	CHECK_EQ(RULE(c, 1).packets, 5);   /* matched ARP but had no key */
	CHECK_EQ(RULE(c, 2).packets, 5);
	CHECK_EQ(RULE(c, 3).packets, 0);
	eval_counters_free(c);
}

static void test_count_by_ports(void)
{
	struct program *p = compile("count by sport;\ncount by dport udp;\n");
	struct eval_counters *c = eval_counters_new(p);
	struct frame fr, frag;
	uint64_t total = 0;
	size_t cur = 0;
	const void *key;
	const struct xdpc_counter *val;

	/* Enough distinct keys to make the table grow several times. */
	for (uint16_t port = 1000; port < 3000; port++) {
		build_tcp4(&fr, "192.0.2.1", port, 80, port % 7);
		run_n(p, &fr, fr.len, c);
	}
	build_udp6(&fr, -1, "::2", 53);
	run_n(p, &fr, fr.len, c);
	run_n(p, &fr, fr.len - 1, c);   /* UDP header cut: no ports */
	frame_init(&frag);
	frame_eth(&frag, NULL, NULL);
	frame_ipv6(&frag, "::1", "::2");
	frame_ip6_frag(&frag, false, 3);
	frame_next(&frag, 17);
	frame_payload(&frag, NULL, 8);
	run_n(p, &frag, frag.len, c);
	CHECK_EQ(eval_table_entries(c, 0), 2001);
	CHECK_EQ(num_packets(c, 0, 4444), 1);
	for (uint32_t port = 1000; port < 3000; port += 97)
		CHECK_EQ(num_packets(c, 0, port), 1);
	CHECK_EQ(num_packets(c, 0, 999), 0);
	CHECK_EQ(num_packets(c, 0, 80), 0);
	while (eval_table_next(c, 0, &cur, &key, &val))
		total += val->packets;
	CHECK_EQ(total, 2001);
	CHECK_EQ(eval_table_entries(c, 1), 1);
	CHECK_EQ(num_packets(c, 1, 53), 1);
	CHECK_EQ(RULE(c, 1).packets, 3);   /* all UDP frames, cut or fragment */
	eval_counters_free(c);
}

int main(void)
{
	test_order_and_rule_counters();
	test_default_drop();
	test_count_by_proto_and_vlan();
	test_count_by_addr();
	test_count_by_ports();
	eu_done();
	return TC_DONE();
}
