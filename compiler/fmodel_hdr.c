/* `payload nh OFF` and `payload th OFF` in the frame model. Most bytes of
 * the fixed IPv4 and IPv6 headers and of the TCP, UDP and ICMP headers
 * are, bit for bit, fields the model holds (the IHL, the TTL, the
 * addresses, the ports, the TCP flags; a few, such as the TCP sequence
 * number, only for these tests), so a test on them is a test on those
 * fields, and every witness the builder writes already carries them.
 *
 * A test is exact on the frames of a layout (IPv4, IPv6; TCP, UDP, ICMP,
 * ICMPv6 with their whole header in the frame) whose compared bits are all
 * held. On other frames where its base exists (a layout with a byte the
 * model does not hold, such as the IPv4 options or the TCP data offset, a
 * transport header cut short or of another protocol) it may be true or
 * false: fm_hdr_bounds() gives both ends, and a rule is exact when the rest
 * of its match rules those frames out (fmodel.c, bounds()). */
#include "fmodel_int.h"
#include "proto.h"

#include <bvec.h>
#include <stdio.h>

enum span_kind {
	SPAN_UNHELD,
	SPAN_CONST,    /* the version nibble: the parser checked it */
	SPAN_FIELD,    /* bits FBIT.. of field F */
	SPAN_PAYLEN,   /* IPv6 payload length: FM_IPLEN holds it + 40 */
};

struct span {
	unsigned bit, nbits;   /* bit 0 is the MSB of the header's first byte */
	enum span_kind kind;
	enum fm_field f;
	unsigned fbit;         /* SPAN_FIELD: first bit of F (MSB first); SPAN_CONST: the value */
	const char *name;
};

#define B(byte) ((unsigned)(byte) * 8)
#define REST(byte) B(byte), ~0u - B(byte)   /* from BYTE to the end */

static const struct span ip4[] = {
	{ B(PROTO_IP4_VER_IHL), 4, SPAN_CONST, 0, 4, "version" },
	{ B(PROTO_IP4_VER_IHL) + 4, 4, SPAN_FIELD, FM_IHL, 0, "IHL" },
	{ B(PROTO_IP4_TOS), 6, SPAN_FIELD, FM_DSCP, 0, "DSCP" },
	{ B(PROTO_IP4_TOS) + 6, 2, SPAN_FIELD, FM_ECN, 0, "ECN" },
	/* FM_IPLEN is 17 bits wide for IPv6's sake; IPv4's is below 2^16 */
	{ B(PROTO_IP4_TOTAL_LEN), 16, SPAN_FIELD, FM_IPLEN, 1, "total length" },
	{ B(PROTO_IP4_ID), 16, SPAN_FIELD, FM_IP4ID, 0, "identification" },
	{ B(PROTO_IP4_FRAG), 3, SPAN_FIELD, FM_IP4FL, 0, "flags" },
	{ B(PROTO_IP4_FRAG) + 3, 13, SPAN_FIELD, FM_FOFF, 0, "fragment offset" },
	{ B(PROTO_IP4_TTL), 8, SPAN_FIELD, FM_TTL, 0, "TTL" },
	{ B(PROTO_IP4_PROTO), 8, SPAN_FIELD, FM_PROTO, 0, "protocol" },
	/* held where a rule tests it; elsewhere every witness carries a correct one */
	{ B(PROTO_IP4_CHECKSUM), 16, SPAN_FIELD, FM_IP4SUM, 0, "header checksum" },
	{ B(PROTO_IP4_SRC), 32, SPAN_FIELD, FM_SRC, 0, "source address" },
	{ B(PROTO_IP4_DST), 32, SPAN_FIELD, FM_DST, 0, "destination address" },
	{ REST(PROTO_IP4_MIN_LEN), SPAN_UNHELD, 0, 0, "options or the next header" },
};

static const struct span ip6[] = {
	{ B(PROTO_IP6_VER_TC_FLOW), 4, SPAN_CONST, 0, 6, "version" },
	{ B(PROTO_IP6_VER_TC_FLOW) + 4, 6, SPAN_FIELD, FM_DSCP, 0, "DSCP" },
	{ B(PROTO_IP6_VER_TC_FLOW) + 10, 2, SPAN_FIELD, FM_ECN, 0, "ECN" },
	{ B(PROTO_IP6_VER_TC_FLOW) + 12, 20, SPAN_FIELD, FM_FLOW, 0, "flow label" },
	{ B(PROTO_IP6_PAYLOAD_LEN), 16, SPAN_PAYLEN, 0, 0, "payload length" },
	/* held where a rule tests it; else only where the walk ended */
	{ B(PROTO_IP6_NEXT), 8, SPAN_FIELD, FM_NH1, 0, "next header" },
	{ B(PROTO_IP6_HOPLIMIT), 8, SPAN_FIELD, FM_TTL, 0, "hop limit" },
	{ B(PROTO_IP6_SRC), 128, SPAN_FIELD, FM_SRC, 0, "source address" },
	{ B(PROTO_IP6_DST), 128, SPAN_FIELD, FM_DST, 0, "destination address" },
	{ REST(PROTO_IP6_LEN), SPAN_UNHELD, 0, 0, "extension headers or the next header" },
};

static const struct span tcp[] = {
	{ B(PROTO_TCP_SPORT), 16, SPAN_FIELD, FM_SPORT, 0, "source port" },
	{ B(PROTO_TCP_DPORT), 16, SPAN_FIELD, FM_DPORT, 0, "destination port" },
	{ B(PROTO_TCP_SEQ), 32, SPAN_FIELD, FM_TCPSEQ, 0, "sequence number" },
	{ B(PROTO_TCP_ACK), 32, SPAN_FIELD, FM_TCPACK, 0, "acknowledgement number" },
	/* the data offset where a rule tests it; else only where the payload starts */
	{ B(PROTO_TCP_DOFF), 4, SPAN_FIELD, FM_DOFF, 0, "data offset" },
	{ B(PROTO_TCP_DOFF) + 4, 4, SPAN_FIELD, FM_TCPRES, 0, "reserved bits" },
	{ B(PROTO_TCP_FLAGS), 8, SPAN_FIELD, FM_FLAGS, 0, "flags" },
	{ B(PROTO_TCP_WINDOW), 16, SPAN_FIELD, FM_WIN, 0, "window" },
	{ B(PROTO_TCP_CHECKSUM), 16, SPAN_FIELD, FM_L4SUM, 0, "checksum" },
	{ B(PROTO_TCP_URGENT), 16, SPAN_FIELD, FM_TCPURG, 0, "urgent pointer" },
	{ REST(PROTO_TCP_LEN), SPAN_UNHELD, 0, 0, "options or payload" },
};

static const struct span udp[] = {
	{ B(PROTO_UDP_SPORT), 16, SPAN_FIELD, FM_SPORT, 0, "source port" },
	{ B(PROTO_UDP_DPORT), 16, SPAN_FIELD, FM_DPORT, 0, "destination port" },
	{ B(PROTO_UDP_LENGTH), 16, SPAN_FIELD, FM_UDPLEN, 0, "length" },
	{ B(PROTO_UDP_CHECKSUM), 16, SPAN_FIELD, FM_L4SUM, 0, "checksum" },
	{ REST(PROTO_UDP_LEN), SPAN_UNHELD, 0, 0, "payload" },
};

static const struct span icmp[] = {
	{ B(PROTO_ICMP_TYPE), 8, SPAN_FIELD, FM_ICMPT, 0, "type" },
	{ B(PROTO_ICMP_CODE), 8, SPAN_FIELD, FM_ICMPC, 0, "code" },
	{ B(PROTO_ICMP_CHECKSUM), 16, SPAN_FIELD, FM_L4SUM, 0, "checksum" },
	{ REST(PROTO_ICMP_LEN), SPAN_UNHELD, 0, 0, "message body" },
};

#define SPANS(a) a, sizeof(a) / sizeof(a[0])

/* Frames whose header at the base is the layout, as the model tells. */
struct layout {
	const char *name;
	unsigned l3, proto;
	const struct span *spans;
	size_t nspans;
};

static const struct layout nh_layouts[] = {
	{ "IPv4", 1, 0, SPANS(ip4) },
	{ "IPv6", 2, 0, SPANS(ip6) },
};

static const struct layout th_layouts[] = {
	{ "TCP", 0, PROTO_TCP, SPANS(tcp) },
	{ "UDP", 0, PROTO_UDP, SPANS(udp) },
	{ "ICMP", 0, PROTO_ICMP, SPANS(icmp) },
	{ "ICMPv6", 0, PROTO_ICMPV6, SPANS(icmp) },
};

static const struct layout *layouts_of(const struct payload *p, size_t *n)
{
	if (p->base == PB_NH) {
		*n = sizeof(nh_layouts) / sizeof(nh_layouts[0]);
		return nh_layouts;
	}
	*n = sizeof(th_layouts) / sizeof(th_layouts[0]);
	return th_layouts;
}

/* Frames where the test's base exists and tests read it (eval.c's
 * pay_base): a transport header past PROTO_MAX_BASE is never read. */
static BDD base_exists(const struct payload *p)
{
	if (p->base == PB_NH)
		return fm_ip();
	return fm_and_take(fm_and_take(fm_ip(), fm_flag(FM_PK)),
			   fm_and_take(fm_not_take(fm_flag(FM_LATER)), fm_not_take(fm_flag(FM_THFAR))));
}

/* The frames of layout L, among those: a transport header counts when it
 * is wholly in the frame, where the model holds its fields. */
static BDD where(const struct layout *l)
{
	if (!l->proto)
		return fm_l3_is((int)l->l3);
	return fm_and_take(fm_and_take(fm_flag(FM_L4), fm_eq(FM_PROTO, l->proto)),
			   fm_not_take(fm_flag(FM_THFAR)));
}

static const struct span *span_at(const struct layout *l, unsigned bit)
{
	for (size_t i = 0; i < l->nspans; i++)
		if (bit >= l->spans[i].bit && bit - l->spans[i].bit < l->spans[i].nbits)
			return &l->spans[i];
	return NULL;   /* not reached: the last span runs to the end */
}

static uint8_t mask_of(const struct payload *p, uint32_t k)
{
	return p->mask ? p->mask[k] : 0xff;
}

/* The first header bit the test compares that L does not hold, or NULL. */
static const struct span *first_unheld(const struct payload *p, const struct layout *l,
				       unsigned *byte)
{
	for (uint32_t k = 0; k < p->n; k++)
		for (unsigned b = 0; b < 8; b++) {
			const struct span *s;

			if (!(mask_of(p, k) >> (7 - b) & 1))
				continue;
			s = span_at(l, B(p->off + k) + b);
			if (s->kind == SPAN_UNHELD || (s->kind == SPAN_FIELD && !fm_bits(s->f))) {
				*byte = p->off + k;
				return s;
			}
		}
	return NULL;
}

bool fm_hdr_reads(const struct expr *e, enum pay_base base, unsigned byte, uint8_t mask)
{
	const struct payload *p;

	if (!e)
		return false;
	switch (e->kind) {
	case E_AND: case E_OR:
		return fm_hdr_reads(e->u.bin.lhs, base, byte, mask) ||
		       fm_hdr_reads(e->u.bin.rhs, base, byte, mask);
	case E_NOT: return fm_hdr_reads(e->u.operand, base, byte, mask);
	case E_PAYLOAD:
		p = e->u.prim.pay;
		return p->base == base && p->off <= byte && byte - p->off < p->n &&
		       (mask_of(p, byte - p->off) & mask);
	default: return false;
	}
}

bool fm_hdr_exact(const struct expr *e)
{
	size_t n;
	const struct layout *l = layouts_of(e->u.prim.pay, &n);
	unsigned byte;

	if (e->u.prim.pay->base == PB_TH)
		return false;   /* a cut-short header is always possible */
	for (size_t i = 0; i < n; i++)
		if (first_unheld(e->u.prim.pay, &l[i], &byte))
			return false;
	return true;
}

/* Bit I (0 = MSB) of the IPv6 payload length, FM_IPLEN - 40; a new reference. */
static BDD paylen_bit(unsigned i)
{
	int n = fm_bits(FM_IPLEN), var[64];
	BVEC len, forty, diff;
	BDD r;

	for (int j = 0; j < n; j++)   /* bvec's bit 0 is the LSB */
		var[j] = fm_base(FM_IPLEN) + n - 1 - j;
	len = bvec_varvec(n, var);
	forty = bvec_con(n, PROTO_IP6_LEN);
	diff = bvec_sub(len, forty);
	r = bdd_addref(diff.bitvec[15 - i]);
	bvec_free(len);
	bvec_free(forty);
	bvec_free(diff);
	return r;
}

/* Header bit BIT of L equals ONE; a new reference. Held bits only. */
static BDD header_bit(const struct layout *l, unsigned bit, int one)
{
	const struct span *s = span_at(l, bit);
	unsigned i = bit - s->bit;
	BDD v;

	switch (s->kind) {
	case SPAN_CONST:
		return (int)(s->fbit >> (s->nbits - 1 - i) & 1) == one ? bddtrue : bddfalse;
	case SPAN_FIELD:
		v = fm_base(s->f) + (int)(s->fbit + i);
		return fm_ref(one ? bdd_ithvar(v) : bdd_nithvar(v));
	case SPAN_PAYLEN:
		v = paylen_bit(i);
		return one ? v : fm_not_take(v);
	case SPAN_UNHELD:
		break;
	}
	return bddfalse;
}

/* (bytes & mask) == value in L's header. */
static BDD bytes_in(const struct payload *p, const struct layout *l)
{
	BDD r = bddtrue;

	for (uint32_t k = p->n; k-- > 0 && r != bddfalse;) {
		uint8_t m = mask_of(p, k), v = p->bytes[k];

		if (v & ~m)
			return fm_and_take(r, bddfalse);
		for (int b = 7; b >= 0; b--)
			if (m >> (7 - b) & 1)
				r = fm_and_take(header_bit(l, B(p->off + k) + (unsigned)b,
							   v >> (7 - b) & 1), r);
	}
	return r;
}

void fm_hdr_bounds(const struct expr *e, BDD *lo, BDD *hi)
{
	const struct payload *p = e->u.prim.pay;
	size_t n;
	const struct layout *l = layouts_of(p, &n);
	BDD known = bddfalse;   /* frames of the layouts whose bits are held */

	*lo = bddfalse;
	for (size_t i = 0; i < n; i++) {
		unsigned byte;
		BDD in = where(&l[i]), part;

		if (first_unheld(p, &l[i], &byte)) {
			bdd_delref(in);
			continue;
		}
		part = bytes_in(p, &l[i]);
		if (p->ne)
			part = fm_not_take(part);
		known = fm_or_take(known, fm_ref(in));
		*lo = fm_or_take(*lo, fm_and_take(in, part));
	}
	/* anywhere else the base exists, the test may go either way */
	*hi = fm_or_take(fm_ref(*lo), fm_diff_take(base_exists(p), known));
}

void fm_hdr_refusal(const struct expr *e, BDD unsure, char *why, size_t n)
{
	const struct payload *p = e->u.prim.pay;
	size_t nl, len;
	const struct layout *l = layouts_of(p, &nl);
	BDD known = bddfalse, rest;
	const char *sep = " where the rule allows ";

	len = (size_t)snprintf(why, n, "cannot yet reason about 'payload %s %u'",
			       p->base == PB_NH ? "nh" : "th", p->off);
	for (size_t i = 0; i < nl && len < n; i++) {
		unsigned byte;
		const struct span *s = first_unheld(p, &l[i], &byte);
		BDD in = where(&l[i]);

		known = fm_or_take(known, fm_ref(in));
		if (s && !fm_disjoint(in, unsure)) {
			len += (size_t)snprintf(why + len, n - len, "%s%s frames, whose byte %u (%s) "
						"the model does not hold", sep, l[i].name, byte, s->name);
			sep = ", and ";
		}
		bdd_delref(in);
	}
	rest = fm_diff_take(fm_and_take(fm_ref(unsure), base_exists(p)), known);
	if (rest != bddfalse && len < n)
		snprintf(why + len, n - len, "%sframes whose transport header is cut short or "
			 "of another protocol (a test that needs the whole header, such as "
			 "'dport' or 'tcp flags', rules those out)", sep);
	bdd_delref(rest);
}
