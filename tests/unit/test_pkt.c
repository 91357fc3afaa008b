/* The reference frame parser, layer by layer: which facts hold for every
 * length a frame can be cut to, and the corner cases of the spec's frame
 * semantics (tags, IPv4 options and fragments, IPv6 extension chains). */
#include "frames.h"
#include "pkt.h"
#include "proto.h"
#include "tcheck.h"

#include <stdlib.h>
#include <string.h>

/* Parses the first N bytes from a buffer of exactly N bytes, so that a read
 * past the frame is caught by ASan in sanitizer builds. */
static void parse_n(const struct frame *fr, size_t n, struct pkt_facts *f)
{
	uint8_t *b = malloc(n ? n : 1);

	memcpy(b, fr->buf, n);
	pkt_parse(b, n, f);
	free(b);
}

static size_t end_of(const struct frame *fr, enum frame_layer_kind k)
{
	const struct frame_layer *l = frame_find(fr, k);

	return l ? l->off + l->len : 0;
}

static void test_ipv4_options_tcp_truncated(void)
{
	struct frame fr;
	struct pkt_facts f;

	frame_init(&fr);
	frame_eth(&fr, "02:00:00:00:00:bb", "02:00:00:00:00:aa");
	frame_ipv4_opts(&fr, "192.0.2.1", "198.51.100.2", 8);
	frame_tcp(&fr, 1234, 80, 0x12);
	frame_payload(&fr, NULL, 10);
	CHECK_EQ(end_of(&fr, FL_IPV4), 42);
	CHECK_EQ(end_of(&fr, FL_TCP), 62);
	for (size_t n = 0; n <= fr.len; n++) {
		parse_n(&fr, n, &f);
		CHECKF(f.len == n, "n=%zu", n);
		CHECKF(f.eth == (n >= 14), "n=%zu", n);
		CHECKF(f.ethertype == (n >= 14 ? 0x0800 : 0), "n=%zu", n);
		CHECKF((f.l3 == PKT_L3_IPV4) == (n >= 42), "n=%zu", n);
		CHECKF(f.proto_known == (n >= 42), "n=%zu", n);
		CHECKF(f.l4 == (n >= 62) && f.ports == (n >= 62), "n=%zu", n);
		CHECK(!f.frag && f.nvlans == 0);
		if (n >= 42) {
			CHECK(f.proto == 6 && f.ttl == 64 && f.l4_off == 42);
			CHECK(f.src[0] == 192 && f.src[3] == 1 && f.dst[0] == 198);
			CHECK(f.src[4] == 0 && f.dst[15] == 0);
		}
		if (n >= 62)
			CHECK(f.sport == 1234 && f.dport == 80 && f.tcp_flags == 0x12);
		if (n >= 14)
			CHECK(f.eth_src[5] == 0xaa && f.eth_dst[5] == 0xbb);
	}
}

static void test_qinq_ipv6_chain_truncated(void)
{
	struct frame fr;
	struct pkt_facts f;

	frame_init(&fr);
	frame_eth(&fr, NULL, NULL);
	frame_vlan(&fr, 0x88a8, 0x2000 | 100);  /* PCP bits must not leak into VID */
	frame_vlan(&fr, 0x8100, 200);
	frame_ipv6(&fr, "2001:db8::1", "2001:db8::2");
	frame_ip6_ext(&fr, 0, 16);
	frame_ip6_ext(&fr, 60, 8);
	frame_ip6_ext(&fr, 51, 12);
	frame_udp(&fr, 53, 5353);
	/* eth 0-14, tags 14-22, ipv6 22-62, hbh 62-78, dst 78-86, ah 86-98, udp 98-106 */
	CHECK_EQ(fr.len, 106);
	for (size_t n = 0; n <= fr.len; n++) {
		unsigned walked = (n >= 78) + (n >= 86) + (n >= 98);

		parse_n(&fr, n, &f);
		CHECKF(f.nvlans == (n >= 22 ? 2u : n >= 18 ? 1u : 0u), "n=%zu", n);
		CHECKF(f.ethertype == (n >= 22 ? 0x86dd : n >= 18 ? 0x8100 :
				       n >= 14 ? 0x88a8 : 0), "n=%zu type=%x", n, f.ethertype);
		if (n >= 18)
			CHECK(f.vid[0] == 100);
		if (n >= 22)
			CHECK(f.vid[1] == 200 && f.l3_off == 22);
		CHECKF((f.l3 == PKT_L3_IPV6) == (n >= 62), "n=%zu", n);
		CHECKF(f.nexthdrs == (n >= 62 ? walked : 0), "n=%zu walked=%u", n, f.nexthdrs);
		CHECKF(f.proto_known == (n >= 98), "n=%zu", n);
		CHECKF(f.ports == (n >= 106), "n=%zu", n);
		if (n >= 62)
			CHECK(f.ttl == 64 && f.src[15] == 1 && f.dst[15] == 2 && !f.frag);
		if (n >= 98)
			CHECK(f.proto == 17 && f.l4_off == 98);
		if (n >= 106)
			CHECK(f.sport == 53 && f.dport == 5353);
	}
}

static void test_vlan_tags(void)
{
	struct frame fr;
	struct pkt_facts f;

	/* Three tags: no L3; the EtherType is the third TPID. */
	frame_init(&fr);
	frame_eth(&fr, NULL, NULL);
	frame_vlan(&fr, 0x88a8, 1);
	frame_vlan(&fr, 0x8100, 2);
	frame_vlan(&fr, 0x8100, 3);
	frame_ipv4(&fr, "192.0.2.1", "192.0.2.2");
	frame_udp(&fr, 1, 2);
	parse_n(&fr, fr.len, &f);
	CHECK(f.too_many_tags && f.nvlans == 2 && f.ethertype == 0x8100);
	CHECK(f.vid[0] == 1 && f.vid[1] == 2);
	CHECK(f.l3 == PKT_L3_NONE && !f.proto_known && !f.ports);

	/* One 802.1Q tag, then a short second tag: the tag does not exist. */
	frame_init(&fr);
	frame_eth(&fr, NULL, NULL);
	frame_vlan(&fr, 0x8100, 4095);
	frame_vlan(&fr, 0x8100, 7);
	parse_n(&fr, 21, &f);
	CHECK(f.nvlans == 1 && f.vid[0] == 4095 && f.ethertype == 0x8100);
	CHECK(!f.too_many_tags && f.l3 == PKT_L3_NONE);

	/* A single tag with IPv4 behind it. */
	frame_init(&fr);
	frame_eth(&fr, NULL, NULL);
	frame_vlan(&fr, 0x8100, 0);
	frame_ipv4(&fr, "10.0.0.1", "10.0.0.2");
	parse_n(&fr, fr.len, &f);
	CHECK(f.nvlans == 1 && f.vid[0] == 0 && f.l3 == PKT_L3_IPV4 && f.l3_off == 18);
}

static void test_ipv4_malformed(void)
{
	struct frame fr;
	struct pkt_facts f;

	frame_init(&fr);
	frame_eth(&fr, NULL, NULL);
	frame_ipv4(&fr, "10.0.0.1", "10.0.0.2");
	frame_payload(&fr, NULL, 60);
	fr.buf[14] = 0x45;
	parse_n(&fr, fr.len, &f);
	CHECK(f.l3 == PKT_L3_IPV4);
	fr.buf[14] = 0x55;   /* version 5 */
	parse_n(&fr, fr.len, &f);
	CHECK(f.l3 == PKT_L3_NONE && f.ethertype == 0x0800);
	fr.buf[14] = 0x44;   /* IHL 4 */
	parse_n(&fr, fr.len, &f);
	CHECK(f.l3 == PKT_L3_NONE);
	fr.buf[14] = 0x4f;   /* IHL 15: 60 bytes of header needed */
	parse_n(&fr, 14 + 59, &f);
	CHECK(f.l3 == PKT_L3_NONE);
	parse_n(&fr, 14 + 60, &f);
	CHECK(f.l3 == PKT_L3_IPV4 && f.l4_off == 74);
	/* Total length and checksum are not checked. */
	fr.buf[14] = 0x45;
	fr.buf[16] = fr.buf[17] = 0;
	fr.buf[24] ^= 0xff;
	parse_n(&fr, fr.len, &f);
	CHECK(f.l3 == PKT_L3_IPV4);

	frame_init(&fr);
	frame_eth(&fr, NULL, NULL);
	frame_ipv6(&fr, "::1", "::2");
	fr.buf[14] = 0x40;   /* version 4 in an IPv6 EtherType */
	parse_n(&fr, fr.len, &f);
	CHECK(f.l3 == PKT_L3_NONE && f.ethertype == 0x86dd);
}

static void test_ipv4_fragments(void)
{
	struct frame fr;
	struct pkt_facts f;

	/* First fragment: MF set, offset 0; the L4 header is there. */
	frame_init(&fr);
	frame_eth(&fr, NULL, NULL);
	frame_ipv4(&fr, "10.0.0.1", "10.0.0.2");
	frame_ipv4_frag(&fr, true, 0);
	frame_udp(&fr, 7, 9);
	parse_n(&fr, fr.len, &f);
	CHECK(f.frag && !f.later_frag && f.proto == 17 && f.ports && f.dport == 9);

	/* Later fragment: offset != 0 with or without MF; protocol only. */
	for (int mf = 0; mf <= 1; mf++) {
		frame_ipv4_frag(&fr, mf, 185);
		parse_n(&fr, fr.len, &f);
		CHECK(f.frag && f.later_frag && f.proto_known && f.proto == 17);
		CHECK(!f.l4 && !f.ports);
	}
	/* DF only: not a fragment. */
	frame_ipv4_frag(&fr, false, 0);
	fr.buf[14 + 6] |= 0x40;
	parse_n(&fr, fr.len, &f);
	CHECK(!f.frag && f.ports);
}

static void test_ipv6_fragments(void)
{
	struct frame fr;
	struct pkt_facts f;

	frame_init(&fr);
	frame_eth(&fr, NULL, NULL);
	frame_ipv6(&fr, "2001:db8::1", "2001:db8::2");
	frame_ip6_frag(&fr, true, 0);
	frame_tcp(&fr, 22, 4000, 0x10);
	/* ipv6 14-54, frag 54-62, tcp 62-82 */
	for (size_t n = 54; n <= fr.len; n++) {
		parse_n(&fr, n, &f);
		CHECKF(f.frag == (n >= 62) && f.proto_known == (n >= 62), "n=%zu", n);
		CHECKF(f.ports == (n >= 82) && !f.later_frag, "n=%zu", n);
	}

	frame_init(&fr);
	frame_eth(&fr, NULL, NULL);
	frame_ipv6(&fr, "2001:db8::1", "2001:db8::2");
	frame_ip6_ext(&fr, 0, 8);
	frame_ip6_frag(&fr, false, 100);
	frame_next(&fr, 6);
	frame_payload(&fr, NULL, 40);
	for (size_t n = 54; n <= fr.len; n++) {
		parse_n(&fr, n, &f);
		CHECKF(f.frag == (n >= 70) && f.later_frag == (n >= 70), "n=%zu", n);
		CHECKF(f.proto_known == (n >= 70), "n=%zu", n);
		CHECK(!f.l4 && !f.ports);
		if (n >= 70)
			CHECK(f.proto == 6 && f.nexthdrs == 2);
	}
}

/* N extension headers (cycling through the kinds) and then TCP. */
static void build_chain(struct frame *fr, int n, bool later_frag_last)
{
	static const uint8_t kinds[] = { 0, 43, 60, 51 };

	frame_init(fr);
	frame_eth(fr, NULL, NULL);
	frame_ipv6(fr, "2001:db8::1", "2001:db8::2");
	for (int i = 0; i < n; i++) {
		if (later_frag_last && i == n - 1)
			frame_ip6_frag(fr, false, 1);
		else
			frame_ip6_ext(fr, kinds[i % 4], kinds[i % 4] == 51 ? 12 : 8);
	}
	frame_tcp(fr, 1, 2, 0x02);
}

static void test_ipv6_depth(void)
{
	struct frame fr;
	struct pkt_facts f;

	for (int n = 0; n <= 10; n++) {
		build_chain(&fr, n, false);
		parse_n(&fr, fr.len, &f);
		CHECKF(f.l3 == PKT_L3_IPV6 && f.nexthdrs == (unsigned)(n <= 8 ? n : 8),
		       "depth %d walked %u", n, f.nexthdrs);
		CHECKF(f.proto_known == (n <= 8) && f.ports == (n <= 8), "depth %d", n);
		if (n <= 8)
			CHECK(f.proto == 6 && f.tcp_flags == 0x02);
	}
	/* A later fragment as the 8th header still gives the protocol. */
	build_chain(&fr, 8, true);
	parse_n(&fr, fr.len, &f);
	CHECK(f.proto_known && f.proto == 6 && f.later_frag && !f.ports);
	build_chain(&fr, 9, true);
	parse_n(&fr, fr.len, &f);
	CHECK(!f.proto_known && !f.frag);

	/* No next header (59) is a protocol like any other. */
	frame_init(&fr);
	frame_eth(&fr, NULL, NULL);
	frame_ipv6(&fr, "::1", "::2");
	frame_ip6_ext(&fr, 60, 8);
	frame_next(&fr, 59);
	parse_n(&fr, fr.len, &f);
	CHECK(f.proto_known && f.proto == 59 && !f.l4);
}

/* The walk's classification against the code generator's protocol
 * table, written independently: the same five headers, of the same kinds,
 * and nothing else walked. */
static void test_ext_kinds(void)
{
	unsigned walked = 0;

	CHECK(pkt_ext_kind(PROTO_EXT_HOPOPTS) == PKT_EXT_OPTS);
	CHECK(pkt_ext_kind(PROTO_EXT_ROUTING) == PKT_EXT_OPTS);
	CHECK(pkt_ext_kind(PROTO_EXT_DSTOPTS) == PKT_EXT_OPTS);
	CHECK(pkt_ext_kind(PROTO_EXT_FRAGMENT) == PKT_EXT_FRAG);
	CHECK(pkt_ext_kind(PROTO_EXT_AH) == PKT_EXT_AH);
	for (unsigned nh = 0; nh < 256; nh++)
		walked += pkt_ext_kind(nh) != PKT_EXT_NONE;
	CHECKF(walked == 5, "%u next header values walked", walked);
}

static void test_l4_sizes(void)
{
	struct frame fr;
	struct pkt_facts f;

	/* ICMPv6 needs 4 bytes, UDP 8, TCP 20 (not the data offset). */
	frame_init(&fr);
	frame_eth(&fr, NULL, NULL);
	frame_ipv6(&fr, "::1", "::2");
	frame_icmp(&fr, 128, 0);
	for (size_t n = 54; n <= fr.len; n++) {
		parse_n(&fr, n, &f);
		CHECKF(f.l4 == (n >= 58) && !f.ports && f.proto == 58, "n=%zu", n);
	}
	frame_init(&fr);
	frame_eth(&fr, NULL, NULL);
	frame_ipv4(&fr, "10.0.0.1", "10.0.0.2");
	frame_tcp(&fr, 5, 6, 0);
	fr.buf[34 + 12] = 0xf0;   /* data offset 60: still only 20 needed */
	parse_n(&fr, fr.len, &f);
	CHECK(f.ports && f.sport == 5);

	frame_init(&fr);
	frame_eth(&fr, NULL, NULL);
	frame_arp(&fr);
	parse_n(&fr, fr.len, &f);
	CHECK(f.ethertype == 0x0806 && f.l3 == PKT_L3_NONE && !f.proto_known);
}

/* Random bytes with interesting type fields, each in a buffer of its exact
 * length: the parser must never read outside it, and the facts must nest. */
static void test_random(void)
{
	static const uint16_t types[] = { 0x8100, 0x88a8, 0x0800, 0x86dd, 0x0806 };
	static const uint8_t nhs[] = { 0, 43, 44, 51, 60, 6, 17, 58 };
	uint8_t b[160];
	struct pkt_facts f;
	unsigned bad = 0;

	srand(12345);
	for (int iter = 0; iter < 20000; iter++) {
		size_t n = (size_t)rand() % sizeof(b);
		uint8_t *copy;

		for (size_t i = 0; i < sizeof(b); i++)
			b[i] = (uint8_t)rand();
		for (size_t off = 12; off + 1 < sizeof(b); off += 4)
			if (rand() % 2) {
				uint16_t t = types[rand() % 5];

				b[off] = (uint8_t)(t >> 8);
				b[off + 1] = (uint8_t)t;
			}
		for (size_t i = 14; i < sizeof(b); i += 8)
			if (rand() % 2)
				b[i] = (uint8_t)(rand() % 2 ? 0x45 : 0x60);
			else
				b[i] = nhs[rand() % 8];
		copy = malloc(n ? n : 1);
		memcpy(copy, b, n);
		pkt_parse(copy, n, &f);
		free(copy);
		bad += f.ports && !f.l4;
		bad += f.l4 && (!f.proto_known || f.later_frag || f.l4_off > n);
		bad += f.proto_known && f.l3 == PKT_L3_NONE;
		bad += f.l3 != PKT_L3_NONE && (!f.eth || f.too_many_tags);
		bad += f.nvlans > 2 || f.nexthdrs > 8 || (f.eth != (n >= 14));
		bad += f.l4 && f.proto == 6 && f.l4_off + 20 > n;
	}
	CHECK_EQ(bad, 0);
}

static void test_describe(void)
{
	struct frame fr;
	struct pkt_facts f;
	char *text = NULL;
	size_t size = 0;
	FILE *out = open_memstream(&text, &size);

	frame_init(&fr);
	frame_eth(&fr, NULL, NULL);
	frame_vlan(&fr, 0x88a8, 100);
	frame_vlan(&fr, 0x8100, 200);
	frame_ipv6(&fr, "2001:db8::1", "2001:db8::2");
	frame_udp(&fr, 1, 53);
	parse_n(&fr, fr.len, &f);
	pkt_describe(out, &f);
	parse_n(&fr, 5, &f);
	pkt_describe(out, &f);
	fclose(out);
	CHECKF(strstr(text, "vlan 100 vlan 200 type 0x86dd ipv6 2001:db8::1>2001:db8::2"),
	       "%s", text);
	CHECKF(strstr(text, "proto 17 ports 1>53\n"), "%s", text);
	CHECKF(strstr(text, "len=5 (no ethernet)\n"), "%s", text);
	free(text);
}

int main(void)
{
	test_ipv4_options_tcp_truncated();
	test_qinq_ipv6_chain_truncated();
	test_vlan_tags();
	test_ipv4_malformed();
	test_ipv4_fragments();
	test_ipv6_fragments();
	test_ipv6_depth();
	test_ext_kinds();
	test_l4_sizes();
	test_random();
	test_describe();
	return TC_DONE();
}
