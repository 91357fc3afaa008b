/* The frame model of --diff and the exact lint (compiler/fmodel*.c) against
 * the reference parser and evaluator, both ways:
 * - sound: every frame's facts (random layers, truncations, mutations) are
 *   a point of the universe, and every match expression holds for a frame
 *   exactly when the frame's point is in the expression's set;
 * - complete: every point of the universe (random picks) has a witness
 *   frame that pkt_parse() reads back as that very point. */
#include "evalutil.h"
#include "fmodel.h"
#include "fmodel_int.h"
#include "fwitness.h"
#include "tcheck.h"

static uint64_t rng = 0x9e3779b97f4a7c15ull;
/* --unreserved: the model without the fields held on demand (the IPv4
 * IHL and checksum, the TCP data offset and reserved bits, IPv6's first
 * next header) */
static bool reserved = true;
static unsigned refused;

static unsigned rnd(unsigned n)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned)(rng >> 33) % n;
}

/* A port: 53 half the time. */
static uint16_t random_port(void)
{
	return (uint16_t)(rnd(2) ? 53 : rnd(65536));
}

/* One draw per statement throughout: C leaves the order of a call's
 * arguments open, and gcc and clang would build different frames. */
static void random_l4(struct frame *f, bool v6)
{
	uint16_t sport, dport;

	switch (rnd(5)) {
	case 0:
		sport = (uint16_t)rnd(65536);
		dport = random_port();
		frame_tcp(f, sport, dport, (uint8_t)rnd(256));
		break;
	case 1:
		sport = random_port();
		frame_udp(f, sport, (uint16_t)rnd(65536));
		break;
	case 2: frame_icmp(f, 8, 0); break;
	case 3: frame_next(f, (uint16_t)rnd(256)); frame_payload(f, NULL, rnd(40)); break;
	default: (void)v6; frame_payload(f, NULL, rnd(30)); break;
	}
}

static void random_ip(struct frame *f)
{
	static const char *const v4[] = { "192.0.2.1", "198.51.100.7", "203.0.113.9", "10.0.0.1" };
	static const char *const v6[] = { "2001:db8::1", "2001:db8:bad::7", "fe80::1", "::" };

	const char *src, *dst;

	if (rnd(2)) {
		src = v4[rnd(4)];
		dst = v4[rnd(4)];
		frame_ipv4_opts(f, src, dst, 4 * rnd(11));
		if (rnd(4) == 0) {
			bool more = rnd(2);

			frame_ipv4_frag(f, more, (uint16_t)rnd(3));
		}
		frame_set_ttl(f, (uint8_t)rnd(256));
		random_l4(f, false);
		return;
	}
	src = v6[rnd(4)];
	dst = v6[rnd(4)];
	frame_ipv6(f, src, dst);
	for (unsigned i = rnd(3) ? 0 : rnd(10); i; i--) {
		static const uint8_t types[] = { 0, 43, 60, 51 };
		uint8_t t = types[rnd(4)];

		if (rnd(5) == 0) {
			bool more = rnd(2);

			frame_ip6_frag(f, more, (uint16_t)rnd(2));
		} else {
			frame_ip6_ext(f, t, t == 51 ? 8 + 4 * rnd(6) : 8 + 8 * rnd(4));
		}
	}
	random_l4(f, true);
}

/* Payload bytes from a small alphabet, so that payload tests match often;
 * sometimes a TCP data offset other than 5 (below 5: no payload). */
static void random_payload(struct frame *f)
{
	static const uint8_t abc[] = { 'a', 'b', 'c', 'z', 0 };
	const struct frame_layer *tcp = frame_find(f, FL_TCP);
	uint8_t data[100];
	size_t n = rnd(3) ? 0 : rnd(100);

	if (tcp && rnd(4) == 0)   /* the data offset and the reserved bits */
		f->buf[tcp->off + 12] = (uint8_t)rnd(256);
	if (rnd(2) == 0 && (frame_find(f, FL_TCP) || frame_find(f, FL_UDP)))
		n = rnd(40);
	for (size_t i = 0; i < n; i++)
		data[i] = abc[rnd(sizeof(abc))];
	frame_payload(f, data, n);
}

static void random_frame(struct frame *f)
{
	frame_init(f);
	frame_eth(f, NULL, NULL);
	for (unsigned i = rnd(4) ? 0 : rnd(4); i; i--) {
		uint16_t tpid = rnd(2) ? 0x8100 : 0x88a8;

		frame_vlan(f, tpid, (uint16_t)rnd(4096));
	}
	switch (rnd(6)) {
	case 0: frame_arp(f); break;
	case 1: frame_next(f, (uint16_t)rnd(65536)); frame_payload(f, NULL, rnd(60)); break;
	default: random_ip(f); break;
	}
	random_payload(f);
	if (frame_find(f, FL_IPV4) && rnd(4) == 0)   /* the library writes correct checksums */
		f->buf[frame_find(f, FL_IPV4)->off + 10] = f->buf[frame_find(f, FL_IPV4)->off + 11] = 0;
	if (rnd(3) == 0)
		frame_truncate(f, rnd((unsigned)f->len + 1));
	for (unsigned i = rnd(4) ? 0 : rnd(3); i && f->len; i--) {
		unsigned at = rnd((unsigned)f->len);

		f->buf[at] = (uint8_t)rnd(256);
	}
}

static const char *exprs[] = {
	"ipv4", "ipv6", "ip", "arp", "frag", "vlan", "vlan 5", "ether type 0x8100",
	"ether type ipv4", "ether src 02:00:00:00:00:01", "tcp", "udp", "proto 0",
	"proto 44", "proto 59", "icmpv6", "src 192.0.2.0/24", "dst 2001:db8::/32",
	"host 10.0.0.0/8", "sport 53", "dport 1000-2000", "port { 53, 80-90 }",
	"len < 60", "len 64-127", "len != 54", "ttl > 100", "ttl 0",
	"tcp flags syn,ack", "tcp flags fin", "not tcp", "tcp not dport 53",
	"ipv6 not frag or len > 1000", "ether type vlan or ether type qinq",
	/* transport payload tests (positions 0-7 and 30-31 are held) */
	"payload 0 \"ab\"", "payload 1 != \"b\"", "payload 0 0x60/0xf0", "not payload 2 \"c\"",
	"payload contains \"ab\" depth 8", "payload contains \"a\" depth 3",
	"payload 30 \"zz\"", "udp payload 0 \"a\" or tcp payload 1 != \"b\"",
	"payload 6 0x6100", "payload contains \"\\0\\0\" depth 8",
	/* header bytes: the fields they are (nh 8: IPv4 TTL, IPv6 source) */
	"payload nh 8 0x01", "payload nh 8 != 0x40", "payload nh 12 0xc0000201",
	"ipv4 payload nh 6 0x20/0x20", "ipv6 payload nh 4 0x00/0xff", "payload nh 1 0x00/0x03",
	/* nh 0: IPv4 version and IHL, IPv6 version and the traffic class's top */
	"payload nh 0 0x45", "ipv4 payload nh 0 != 0x45", "payload nh 0 0x06/0x0f",
	"ipv4 payload nh 0 0x08/0x08 udp dport 53", "payload nh 0 0x4f",
	/* th 12: the TCP data offset (below 5: no payload) */
	"tcp dport 53 payload th 12 0x50/0xf0", "tcp flags syn payload th 12 0x40/0xc0",
	"tcp sport 0-65535 payload th 12 0x30/0xf0 or payload 0 \"a\"",
	"tcp dport 53 payload th 12 0x80/0x80 payload 1 != \"b\"",
	"tcp dport 53 payload th 13 0x02/0x12", "udp sport 53 payload th 2 0x0035",
	"icmpv6 type 128 payload th 1 0", "dport 53 payload th 0 != 0x0035",
	"tcp dport 53 payload th 4 0x0000/0x00ff", "tcp sport 0-65535 payload th 8 != 0",
	"udp sport 53 payload th 6 != 0", "icmp type 8 payload th 2 0x0000",
	/* nh 6: IPv6's first next header (IPv4: flags and fragment offset) */
	"ipv6 payload nh 6 0", "ipv6 payload nh 6 43 tcp", "ipv6 payload nh 6 != 6",
	"payload nh 6 0x2c", "ipv6 payload nh 6 51 or ipv6 payload nh 6 60 udp",
	"ipv6 payload nh 6 0x00/0xf0 not frag", "ipv6 payload nh 6 59",
	/* TCP's reserved bits; the IPv4 header checksum (IPv6: the source) */
	"tcp dport 53 payload th 12 0x01/0x0f", "tcp sport 0-65535 payload th 12 0x50/0xff",
	"ipv4 payload nh 10 0x0000", "payload nh 10 != 0xffff", "udp payload nh 11 0x12/0xff",
};

static void check_bytes(const uint8_t *buf, size_t len, BDD *match, size_t n)
{
	struct pkt_facts f;
	BDD pt;

	pkt_parse(buf, len, &f);
	pt = fmodel_point(&f);
	CHECKF(!fm_disjoint(pt, fmodel_universe()), "frame of %zu bytes is outside the universe", len);
	for (size_t i = 0; i < n; i++) {
		struct program *p = compile(arena_printf(&eu_arena, "drop %s;", exprs[i]));
		bool want = eval_expr(p->rules[0]->match, &f);

		CHECKF(want == !fm_disjoint(pt, match[i]), "'%s' on frame of %zu bytes: evaluator %d",
		       exprs[i], len, want);
	}
	bdd_delref(pt);
}

static void check_frame(const struct frame *fr, BDD *match, size_t n)
{
	check_bytes(fr->buf, fr->len, match, n);
}

/* IPv6 frames whose transport header starts past PKT_MAX_BASE, behind
 * eight 2,048-byte destination options headers, and frames just short of
 * that: whole, cut short and other protocols (the frame library stops at
 * 9 KiB). */
static void long_chains(BDD *match, size_t n)
{
	static uint8_t buf[20000];
	static const uint8_t protos[] = { 6, 17, 58, 47 };
	unsigned far = 0;

	for (int i = 0; i < 64; i++) {
		uint8_t proto = protos[rnd(4)];
		unsigned nhdr = 7 + rnd(2), last = 8 * (256 - rnd(4));   /* the last one's size */
		size_t p = 14 + 40, len;
		struct pkt_facts f;

		memset(buf, 0, sizeof(buf));
		buf[12] = 0x86, buf[13] = 0xdd;
		buf[14] = 0x60, buf[20] = 60, buf[21] = 64;
		for (unsigned k = 0; k < nhdr; k++) {
			unsigned size = k + 1 < nhdr ? 2048 : last;

			buf[p] = k + 1 < nhdr ? 60 : proto;
			buf[p + 1] = (uint8_t)(size / 8 - 1);
			p += size;
		}
		buf[p] = 0, buf[p + 1] = 53, buf[p + 2] = 0, buf[p + 3] = 53;   /* ports, ICMP type */
		buf[p + 1 + (proto == 58 ? 0 : 12)] = 0x02;
		len = p + rnd(30);
		check_bytes(buf, len, match, n);
		pkt_parse(buf, len, &f);
		far += f.l4_far;
	}
	printf("long chains: %u of 64 frames with the transport header past %d\n", far, PKT_MAX_BASE);
	CHECK(far > 8 && far < 56);   /* both sides of the edge */
}

static void sound(void)
{
	size_t n = sizeof(exprs) / sizeof(exprs[0]);
	BDD match[sizeof(exprs) / sizeof(exprs[0])];
	struct frame fr;
	struct diag d;

	diag_init(&d, stderr);
	for (size_t i = 0; i < n; i++) {
		struct program *p = compile(arena_printf(&eu_arena, "drop %s;", exprs[i]));
		char why[256];

		/* without the IHL, the data offset or the first next header,
		 * their tests are refused: left out (replaced by a test every
		 * frame fails) */
		if (!reserved && fmodel_unsupported(p->rules[0]->match, why, sizeof(why))) {
			CHECKF((strstr(exprs[i], "payload nh 0 ") && strstr(why, "(IHL) the model does not hold")) ||
			       (strstr(exprs[i], "payload th 12 ") &&
				(strstr(why, "(data offset) the model does not hold") ||
				 strstr(why, "(reserved bits) the model does not hold"))) ||
			       (strstr(exprs[i], "payload nh 6 ") &&
				strstr(why, "byte 6 (next header) the model does not hold")) ||
			       (strstr(exprs[i], "payload nh 1") &&
				strstr(why, "(header checksum) the model does not hold")),
			       "'%s' refused: %s", exprs[i], why);
			exprs[i] = "len 0";
			refused++;
			p = compile("drop len 0;");
		}
		CHECK(fmodel_expr(p->rules[0]->match, &d, "test", &match[i]) == 0);
	}
	CHECK_EQ(refused, reserved ? 0 : 21);
	for (int i = 0; i < 6000; i++) {
		random_frame(&fr);
		check_frame(&fr, match, n);
	}
	for (size_t len = 0; len < 80; len++) {   /* short frames of anything */
		frame_init(&fr);
		for (size_t j = 0; j < len; j++)
			fr.buf[j] = (uint8_t)rnd(256);
		fr.len = len;
		check_frame(&fr, match, n);
	}
	long_chains(match, n);
	for (size_t i = 0; i < n; i++)
		bdd_delref(match[i]);
}

static void complete(void)
{
	static uint8_t buf[FM_MAX_LEN];
	struct pkt_facts f;
	uint64_t r = 12345;
	unsigned bad = 0, far = 0, opts = 0, doffs = 0, lead = 0, ah = 0;

	for (int i = 0; i < 20000; i++) {
		fmodel_pick_random(fmodel_universe(), &f, &r);
		far += f.l4_far;
		opts += f.l3 == PKT_L3_IPV4 && f.ip4_ihl > PKT_IP4_MIN_IHL;
		doffs += f.l4 && f.proto == 6 && f.tcp_doff != 5;
		/* a chain that starts with a header other than the fragment header */
		lead += f.l3 == PKT_L3_IPV6 && f.proto_known && (f.ip6_next == 0 || f.ip6_next == 51);
		ah += f.l3 == PKT_L3_IPV6 && f.frag && f.ip6_next == 51;
		if (fwitness_checked(&f, buf, sizeof(buf)) != f.len && bad++ < 5) {
			fprintf(stderr, "no witness for (payload %d at %zu): ", f.payload, f.payload_off);
			pkt_describe(stderr, &f);
		}
	}
	CHECK_EQ(bad, 0);
	CHECKF(far > 100, "%u picks with the transport header past PKT_MAX_BASE", far);
	CHECKF(opts > 100 || !reserved, "%u picks with IPv4 options", opts);
	CHECKF(doffs > 100 || !reserved, "%u TCP picks with a data offset other than 5", doffs);
	CHECKF(lead > 100 || !reserved, "%u IPv6 picks whose chain starts with hop-by-hop or AH", lead);
	CHECKF(ah > 20 || !reserved, "%u IPv6 fragments whose chain starts with AH", ah);
}

static bool in_universe(const struct pkt_facts *f)
{
	BDD pt = fmodel_point(f);
	bool in = !fm_disjoint(pt, fmodel_universe());

	bdd_delref(pt);
	return in;
}

/* The universe is not everything: facts no frame has are outside. */
static void excluded(void)
{
	struct pkt_facts f;

	memset(&f, 0, sizeof(f));
	f.len = 30;
	f.eth = true;
	f.ethertype = PKT_ETH_P_IPV4;
	f.l3 = PKT_L3_IPV4;   /* 16 bytes after Ethernet: no IPv4 header */
	f.ip4_ihl = 5;
	f.proto_known = true;
	CHECK(!in_universe(&f));
	f.len = 34;
	CHECK(in_universe(&f));
	/* IHL 6 needs 24 bytes of header; IHL below 5 is no IPv4 header */
	if (!reserved)
		return;
	f.ip4_ihl = 6;
	CHECK(!in_universe(&f));
	f.len = 38;
	CHECK(in_universe(&f));
	f.ip4_ihl = 4;
	CHECK(!in_universe(&f));
	/* IPv6: a first next header that walks nothing is the protocol; a
	 * hop-by-hop header before the TCP header needs 8 more bytes */
	memset(&f, 0, sizeof(f));
	f.eth = true;
	f.ethertype = PKT_ETH_P_IPV6;
	f.l3 = PKT_L3_IPV6;
	f.ip_len = 40;
	f.proto_known = f.l4 = f.ports = true;
	f.proto = 6;
	f.tcp_doff = 5;
	f.ip6_next = 6;
	f.len = 14 + 40 + 20;
	CHECK(in_universe(&f));
	f.ip6_next = 17;
	CHECK(!in_universe(&f));
	f.ip6_next = 0;
	CHECK(!in_universe(&f));
	f.len += 8;
	CHECK(in_universe(&f));
	f.ip6_next = 44;   /* a whole fragment header first makes a fragment */
	CHECK(!in_universe(&f));
	f.frag = true;
	CHECK(in_universe(&f));
	/* free fields held on demand are 0 outside their header, so that a
	 * frame is one point: reserved bits on UDP, a checksum on IPv6 */
	{
		BDD t = fm_and_take(fm_eq(FM_TCPRES, 5), fm_eq(FM_PROTO, 17));
		BDD s = fm_and_take(fm_eq(FM_IP4SUM, 1), fm_l3_is(2));

		CHECK(fm_disjoint(t, fmodel_universe()));
		CHECK(fm_disjoint(s, fmodel_universe()));
		bdd_delref(t);
		bdd_delref(s);
	}
}

int main(int argc, char **argv)
{
	reserved = !(argc > 1 && !strcmp(argv[1], "--unreserved"));
	if (reserved) {
		fmodel_reserve_field(FM_IHL);
		fmodel_reserve_field(FM_DOFF);
		fmodel_reserve_field(FM_NH1);
		fmodel_reserve_field(FM_TCPRES);
		fmodel_reserve_field(FM_IP4SUM);
	}
	fmodel_reserve_payload(compile("drop payload 30 \"zz\";"));
	fmodel_reserve_payload_span(8);
	fmodel_open();
	excluded();
	sound();
	complete();
	return TC_DONE();
}
