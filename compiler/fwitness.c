/* Witness frames: the bytes of a frame whose parsed facts are given. Every
 * point of the frame model's universe has one; the builder picks the
 * header lengths (IPv4 options, IPv6 extension headers) that make a cut-off
 * header or an unknown protocol happen at exactly the requested length,
 * then checks its own work with pkt_parse(). */
#include "fwitness.h"

#include "fmodel_int.h"

#include <limits.h>
#include <string.h>

static void wr16(uint8_t *p, unsigned v)
{
	p[0] = (uint8_t)(v >> 8);
	p[1] = (uint8_t)v;
}

/* Only the bytes inside the frame are written: a cut-off header keeps the
 * bytes it has. */
struct out {
	uint8_t *b;
	size_t len;
};

static void put(struct out *o, size_t off, const uint8_t *src, size_t n)
{
	for (size_t i = 0; i < n && off + i < o->len; i++)
		o->b[off + i] = src[i];
}

static void put16(struct out *o, size_t off, unsigned v)
{
	uint8_t t[2];

	wr16(t, v);
	put(o, off, t, 2);
}

static void put8(struct out *o, size_t off, unsigned v)
{
	uint8_t t = (uint8_t)v;

	put(o, off, &t, 1);
}

/* Where the L4 header and the transport payload go: the first IPv4 IHL
 * (or IPv6 extension bytes) and TCP data offset, ordinary ones first, whose
 * payload start leaves the frame holding exactly the point's payload
 * positions (fm_pay_rank); data offset 4 means no payload. */
struct place {
	size_t l4;
	unsigned doff;
};

static bool place_fits(const struct pkt_facts *f, struct place *pl, unsigned want)
{
	struct pkt_facts t = *f;
	bool held = f->proto == 6 && fm_held(FM_DOFF);   /* the point's own */
	/* each offset with a payload, then one without */
	unsigned n = f->proto == 6 && !held ? PKT_TCP_MAX_DOFF - PKT_TCP_MIN_DOFF + 2 : 1;

	if (pl->l4 + pkt_l4_len(f->proto) > f->len)
		return false;
	if (f->proto != 6 && f->proto != 17)
		return true;
	for (unsigned i = 0; i < n; i++) {
		pl->doff = held ? f->tcp_doff
		       : PKT_TCP_MIN_DOFF + i <= PKT_TCP_MAX_DOFF ? PKT_TCP_MIN_DOFF + i : PKT_TCP_MIN_DOFF - 1;
		t.payload = f->proto == 17 || pl->doff >= PKT_TCP_MIN_DOFF;
		t.payload_off = pkt_payload_start(f->proto, pl->l4, pl->doff);
		if (fm_pay_rank(&t) == want)
			return true;
	}
	return false;
}

/* The point's held payload bytes, at the payload start PL gives. */
static void payload_bytes(struct out *o, const struct pkt_facts *f, const struct place *pl)
{
	unsigned rank = fm_pay_rank(f);
	size_t start = pkt_payload_start(f->proto, pl->l4, pl->doff);

	for (unsigned j = 0; j < rank; j++)
		put8(o, start + fm_pay_pos(j), f->data[f->payload_off + fm_pay_pos(j)]);
}

static void l4_header(struct out *o, const struct pkt_facts *f, const struct place *pl)
{
	size_t off = pl->l4;

	if (f->proto == 6 || f->proto == 17) {
		put16(o, off, f->sport);
		put16(o, off + 2, f->dport);
	}
	if (f->proto == 6) {
		put16(o, off + 4, f->tcp_seq >> 16);
		put16(o, off + 6, f->tcp_seq & 0xffff);
		put16(o, off + 8, f->tcp_ack >> 16);
		put16(o, off + 10, f->tcp_ack & 0xffff);
		put8(o, off + 12, pl->doff << 4 | (fm_held(FM_TCPRES) ? f->tcp_res : 0));
		put8(o, off + 13, f->tcp_flags);
		put16(o, off + 14, f->tcp_window);
		put16(o, off + 16, f->l4_csum);
		put16(o, off + 18, f->tcp_urg);
	} else if (f->proto == 17) {
		put16(o, off + 4, f->udp_len);   /* pkt.c reads it, never trusts it */
		put16(o, off + 6, f->l4_csum);
	} else {
		put8(o, off, f->icmp_type);
		put8(o, off + 1, f->icmp_code);
		put16(o, off + 2, f->l4_csum);
	}
	payload_bytes(o, f, pl);
}

static void ipv4_checksum(struct out *o, size_t off, size_t hlen)
{
	uint32_t sum = 0;

	for (size_t i = 0; i < hlen; i += 2)
		sum += (uint32_t)(o->b[off + i] << 8 | o->b[off + i + 1]);
	while (sum >> 16)
		sum = (sum & 0xffff) + (sum >> 16);
	put16(o, off + 10, ~sum & 0xffff);
}

/* The point's IHL where the model holds it (the universe ties it to the
 * length and the payload positions); else the first that fits. 0: none. */
static unsigned ipv4_ihl(const struct out *o, const struct pkt_facts *f, size_t l3,
			 struct place *pl)
{
	unsigned need = pkt_l4_len(f->proto), ihl = PKT_IP4_MIN_IHL, last = PKT_IP4_MAX_IHL;

	if (fm_held(FM_IHL) && f->ip4_ihl)
		ihl = last = f->ip4_ihl;
	else if (need && !f->later_frag && !f->l4)
		while (l3 + 4 * ihl + need <= o->len)   /* cut short: it must end in the frame */
			ihl++;
	if (!f->l4)
		return ihl;
	for (; ihl <= last; ihl++) {
		pl->l4 = l3 + 4 * ihl;
		if (place_fits(f, pl, fm_pay_rank(f)))
			return ihl;
	}
	return 0;
}

static int ipv4(struct out *o, const struct pkt_facts *f, size_t l3)
{
	struct place pl = { 0, PKT_TCP_MIN_DOFF };
	unsigned ihl = ipv4_ihl(o, f, l3, &pl);

	if (ihl < PKT_IP4_MIN_IHL || ihl > PKT_IP4_MAX_IHL || l3 + 4 * ihl > o->len)
		return -1;
	memset(o->b + l3 + 20, 1, 4 * ihl - 20);   /* NOP options */
	put8(o, l3, 0x40 | ihl);
	put8(o, l3 + 1, f->tos);
	put16(o, l3 + 2, f->ip_len & 0xffff);
	put16(o, l3 + 4, f->ip4_id);
	put16(o, l3 + 6, f->ip4_frag);   /* the universe ties it to frag and later_frag */
	put8(o, l3 + 8, f->ttl);
	put8(o, l3 + 9, f->proto);
	put(o, l3 + 12, f->src, 4);
	put(o, l3 + 16, f->dst, 4);
	if (fm_held(FM_IP4SUM))   /* a rule tests it: the point's */
		put16(o, l3 + 10, f->ip4_sum);
	else
		ipv4_checksum(o, l3, 4 * ihl);
	if (f->l4)
		l4_header(o, f, &pl);
	return 0;
}

/* One walked extension header of SIZE bytes at OFF, AH or another;
 * returns the offset of its next-header byte. */
static size_t ext_header(struct out *o, size_t off, unsigned size, bool ah)
{
	put8(o, off + 1, ah ? size / 4 - 2 : size / 8 - 1);
	return off;
}

static size_t frag_header(struct out *o, size_t off, bool later)
{
	put16(o, off + 2, later ? 1 << 3 | 1 : 1);   /* offset 1 or 0, M set */
	put16(o, off + 4, 0x1234);
	return off;
}

/* A chain of exactly S bytes of walked headers starting at P (at most MAXK
 * headers); *NH is the next-header byte to fill. Returns the end. */
static size_t ext_chain(struct out *o, size_t p, unsigned s, size_t *nh)
{
	if (s % 8) {
		unsigned a = s <= 1028 ? s : 1028;

		put8(o, *nh, 51);
		*nh = ext_header(o, p, a, true);
		p += a;
		s -= a;
	}
	while (s) {
		unsigned h = s < 2048 ? s : 2048;

		put8(o, *nh, 60);
		*nh = ext_header(o, p, h, false);
		p += h;
		s -= h;
	}
	return p;
}

/* The header the point's first next header names, of SIZE bytes, at *P. */
static void first_header(struct out *o, const struct pkt_facts *f, size_t *p, size_t *nh,
			 unsigned size)
{
	put8(o, *nh, f->ip6_next);
	*nh = ext_header(o, *p, size, fm_chain_of(f) == FM_CHAIN_AH);
	*p += size;
}

/* The chain of a first fragment: the header the point's first next
 * header names where the model holds one other than the fragment header,
 * the fragment header, then the rest of S bytes of walked headers. */
static void chain(struct out *o, const struct pkt_facts *f, size_t *p, size_t *nh, unsigned s)
{
	unsigned first = fm_chain_first(s, PKT_MAX_EXTHDRS - f->frag, fm_chain_of(f));

	if (first)
		first_header(o, f, p, nh, first);
	if (f->frag) {
		put8(o, *nh, 44);
		*nh = frag_header(o, *p, false);
		*p += 8;
	}
	*p = ext_chain(o, *p, s - first, nh);
}

/* The protocol stays unknown: a chain that the frame cuts off, or one
 * deeper than the walk goes. USED headers are already walked; TYPE is
 * the next one's. */
static void unknown_chain(struct out *o, size_t p, size_t nh, unsigned used, unsigned type)
{
	size_t r = o->len - p;

	put8(o, nh, type);
	if (r < 8)
		return;
	if (r >= 8u * (PKT_MAX_EXTHDRS - used)) {
		for (unsigned i = used; i < PKT_MAX_EXTHDRS; i++) {
			ext_header(o, p, 8, i == used && type == 51);
			put8(o, p, 0);
			p += 8;
		}
		return;
	}
	put8(o, p + 1, 255);   /* 2048 bytes (AH: 1028): more than the frame has left */
}

/* Whether an L4 header at L4 is where the point says: up to PKT_MAX_BASE,
 * or past it (l4_far). */
static bool start_ok(const struct pkt_facts *f, size_t l4)
{
	return (l4 > PKT_MAX_BASE) == f->l4_far;
}

/* A later fragment, or a chain that leaves the protocol unknown: the
 * fragment header, after an 8-byte first header where the point names
 * one; then the protocol, or a chain cut off or too deep. */
static void v6_no_l4(struct out *o, const struct pkt_facts *f, size_t p, size_t nh)
{
	unsigned used = 0;

	if (f->frag) {
		if (fm_chain_of(f) == FM_CHAIN_OPTS || fm_chain_of(f) == FM_CHAIN_AH) {
			first_header(o, f, &p, &nh, 8);
			used++;
		}
		put8(o, nh, 44);
		nh = frag_header(o, p, f->later_frag);
		p += 8;
		used++;
	}
	if (f->later_frag)
		put8(o, nh, f->proto);
	else
		unknown_chain(o, p, nh, used, f->frag || !fm_held(FM_NH1) ? 0 : f->ip6_next);
}

/* The walked bytes S after the fixed (and fragment) header at BASE, for
 * a first fragment whose protocol is known: a whole L4 header placing the
 * payload (*PL), one cut short, or another protocol's, each up to
 * PKT_MAX_BASE or past it. UINT_MAX: none fits. */
static unsigned v6_chain_bytes(const struct out *o, const struct pkt_facts *f, size_t base,
			       struct place *pl)
{
	unsigned maxk = PKT_MAX_EXTHDRS - f->frag, need = pkt_l4_len(f->proto);
	enum fm_chain kind = fm_chain_of(f);
	size_t r = o->len - base;

	for (size_t s = need && !f->l4 && r >= need ? r - need + 1 : 0; s <= r; s++) {
		if (!fm_chain_ok((unsigned)s, maxk, kind) || !start_ok(f, base + s))
			continue;
		if (!f->l4)
			return (unsigned)s;
		pl->l4 = base + s;
		if (place_fits(f, pl, fm_pay_rank(f)))
			return (unsigned)s;
	}
	return UINT_MAX;
}

static int ipv6(struct out *o, const struct pkt_facts *f, size_t l3)
{
	size_t p = l3 + 40, nh = l3 + 6, pl = f->ip_len >= 40 ? f->ip_len - 40 : 0;
	struct place place = { 0, PKT_TCP_MIN_DOFF };
	unsigned s;

	put16(o, l3, 0x6000 | (unsigned)f->tos << 4 | f->flowlabel >> 16);
	put16(o, l3 + 2, f->flowlabel & 0xffff);
	put16(o, l3 + 4, pl > 0xffff ? 0xffff : (unsigned)pl);
	put8(o, l3 + 7, f->ttl);
	put(o, l3 + 8, f->src, 16);
	put(o, l3 + 24, f->dst, 16);
	if (f->later_frag || !f->proto_known) {
		v6_no_l4(o, f, p, nh);
		return 0;
	}
	s = v6_chain_bytes(o, f, p + 8 * f->frag, &place);
	if (s == UINT_MAX)
		return -1;
	chain(o, f, &p, &nh, s);
	if (f->l4)
		l4_header(o, f, &place);
	put8(o, nh, f->proto);
	return 0;
}

static size_t tags(struct out *o, const struct pkt_facts *f)
{
	size_t off = 12;

	for (unsigned i = 0; i < f->nvlans; i++) {
		put16(o, off, f->nvlans == 2 && i == 0 ? PKT_ETH_P_8021AD : PKT_ETH_P_8021Q);
		put16(o, off + 2, i == 0 ? f->vid[0] : 1);
		off += 4;
	}
	put16(o, off, f->ethertype);
	return off + 2;
}

size_t fwitness_build(const struct pkt_facts *f, uint8_t *buf, size_t cap)
{
	struct out o = { buf, f->len };
	size_t l3;
	int rc = 0;

	if (f->len > cap)
		return 0;
	memset(buf, 0, f->len);
	if (!f->eth)
		return f->len;
	put(&o, 0, f->eth_dst, 6);
	put(&o, 6, f->eth_src, 6);
	l3 = tags(&o, f);
	if (f->l3 == PKT_L3_IPV4)
		rc = ipv4(&o, f, l3);
	else if (f->l3 == PKT_L3_IPV6)
		rc = ipv6(&o, f, l3);
	return rc == 0 ? f->len : 0;
}

bool fwitness_same(const struct pkt_facts *a, const struct pkt_facts *b)
{
	BDD pa, pb;
	bool same;

	fmodel_open();
	pa = fmodel_point(a);
	pb = fmodel_point(b);
	same = pa == pb;

	bdd_delref(pa);
	bdd_delref(pb);
	return same;
}

size_t fwitness_parsed(const struct pkt_facts *f, uint8_t *buf, size_t cap, struct pkt_facts *got)
{
	size_t len = fwitness_build(f, buf, cap);

	if (len != f->len)
		return 0;
	pkt_parse(buf, len, got);
	return fwitness_same(f, got) ? len : 0;
}

size_t fwitness_checked(const struct pkt_facts *f, uint8_t *buf, size_t cap)
{
	struct pkt_facts got;

	return fwitness_parsed(f, buf, cap, &got);
}
