/* The protocol table (compiler/proto.h), which the checker, linter and
 * code generator read, against the reference evaluator's own constants
 * (compiler/pkt.h), which must stay separate but agree; and the table's
 * field rows and names. */
#include "names.h"
#include "pkt.h"
#include "proto.h"
#include "tcheck.h"

#include <string.h>

static void test_constants(void)
{
	CHECK_EQ(PKT_ETH_LEN, PROTO_ETH_LEN);
	CHECK_EQ(PKT_VLAN_LEN, PROTO_VLAN_LEN);
	CHECK_EQ(PKT_MAX_VLANS, PROTO_MAX_VLANS);
	CHECK_EQ(PKT_MAX_EXTHDRS, PROTO_IP6_MAX_EXT);
	CHECK_EQ(PKT_ETH_P_IPV4, PROTO_ETHERTYPE_IPV4);
	CHECK_EQ(PKT_ETH_P_ARP, PROTO_ETHERTYPE_ARP);
	CHECK_EQ(PKT_ETH_P_8021Q, PROTO_ETHERTYPE_8021Q);
	CHECK_EQ(PKT_ETH_P_8021AD, PROTO_ETHERTYPE_8021AD);
	CHECK_EQ(PKT_ETH_P_IPV6, PROTO_ETHERTYPE_IPV6);
	CHECK_EQ(PKT_IP4_MIN_LEN, PROTO_IP4_MIN_LEN);
	CHECK_EQ(PKT_IP6_LEN, PROTO_IP6_LEN);
	CHECK_EQ(PKT_TCP_LEN, PROTO_TCP_LEN);
	CHECK_EQ(PKT_UDP_LEN, PROTO_UDP_LEN);
	CHECK_EQ(PKT_ICMP_LEN, PROTO_ICMP_LEN);
	CHECK_EQ(PKT_IPPROTO_ICMP, PROTO_ICMP);
	CHECK_EQ(PKT_IPPROTO_TCP, PROTO_TCP);
	CHECK_EQ(PKT_IPPROTO_UDP, PROTO_UDP);
	CHECK_EQ(PKT_IPPROTO_ICMPV6, PROTO_ICMPV6);
	CHECK_EQ(PKT_MAX_BASE, PROTO_MAX_BASE);
	/* the bound that keeps every payload pointer below 64 KiB */
	CHECK(PROTO_MAX_BASE + PROTO_MAX_OFFSET <= 0xffff);
	CHECK(PROTO_MAX_BASE + PROTO_MAX_DEPTH <= 0xffff);
}

/* Every row is found by its words, its names fit its width, and the
 * header words are the ones the grammar accepts. */
static void test_fields(void)
{
	static const char *const headers[] = { "ip", "ipv4", "ipv6", "tcp", "udp", "icmp",
					       "icmpv6" };

	for (int f = 0; f < FLD_COUNT; f++) {
		const struct proto_field_info *fi = proto_field((enum proto_field)f);
		int known = 0;

		CHECK_EQ(proto_field_find(fi->header, fi->name), f);
		for (size_t h = 0; h < sizeof(headers) / sizeof(headers[0]); h++)
			known |= !strcmp(fi->header, headers[h]);
		CHECKF(known, "field %s %s: header word the grammar lacks", fi->header, fi->name);
		CHECK(fi->bits > 0 && fi->bits + fi->shift <= 32);
		CHECK_EQ(proto_field_max((enum proto_field)f), (1ull << fi->bits) - 1);
	}
	CHECK_EQ(proto_field_find("icmp", "typ"), -1);
	CHECK(proto_field_suggest("icmp", "typ") && !strcmp(proto_field_suggest("icmp", "typ"), "type"));
	CHECK(proto_field_suggest("udp", "window") == NULL);
}

static void test_names(void)
{
	uint32_t v;

	CHECK(names_lookup(NS_ICMP, "echo-request", &v) && v == 8);
	CHECK(names_lookup(NS_ICMP, "echo_request", &v) && v == 8);
	CHECK(names_lookup(NS_ICMP6, "echo-request", &v) && v == 128);
	CHECK(names_lookup(NS_ICMP6, "nd-neighbor-solicit", &v) && v == 135);
	CHECK(!names_lookup(NS_ICMP, "nd-neighbor-solicit", &v));
	CHECK(names_lookup(NS_DSCP, "ef", &v) && v == 46 && v <= 63);
	CHECK(names_lookup(NS_ECN, "ce", &v) && v == 3);
	CHECK(names_lookup(NS_PORT, "ftp-data", &v) && v == 20);
	CHECK(names_lookup(NS_TCPFLAG, "ack", &v) && v == 0x10);
	CHECK(names_lookup(NS_IP4FLAG, "df", &v) && v == 2);
	CHECK(!strcmp(names_suggest(NS_ICMP6, "nd-neighbour-solicit"), "nd-neighbor-solicit"));
	CHECK(names_equal("icmp-type", "icmp_type") && !names_equal("icmp-type", "icmp-typ"));
	/* DSCP and ECN values fit their 6 and 2 bits */
	for (uint32_t x = 0; x < 256; x++) {
		const char *n = names_reverse(NS_DSCP, x);

		CHECK(!n || x <= 63);
		n = names_reverse(NS_ECN, x);
		CHECK(!n || x <= 3);
	}
}

int main(void)
{
	test_constants();
	test_fields();
	test_names();
	return TC_DONE();
}
