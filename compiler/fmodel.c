/* Frame model: variables, field arithmetic, match expressions as BDDs.
 * The universe is in fmodel_space.c, points and picks in fmodel_pick.c. */
#include "fmodel.h"
#include "fmodel_int.h"
#include "proto.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The payload blocks' sizes are set by fmodel_open(). */
static struct {
	const char *name;
	int bits;
} fields[FM_NFIELDS] = {
	[FM_NV] = { "vlan tags", 2 },     [FM_L3] = { "network layer", 2 },
	[FM_FRAG] = { "frag", 1 },        [FM_LATER] = { "later fragment", 1 },
	[FM_PK] = { "protocol known", 1 }, [FM_L4] = { "L4 header", 1 },
	[FM_THFAR] = { "transport header past byte 16383", 1 },
	[FM_PROTO] = { "proto", 8 },      [FM_ETYPE] = { "ether type", 16 },
	[FM_IHL] = { "ipv4 ihl", 0 },   /* 4 when reserved */
	[FM_DOFF] = { "tcp data offset", 0 },   /* 4 when reserved */
	[FM_NH1] = { "ipv6 first next header", 0 },   /* 8 when reserved */
	[FM_TCPRES] = { "tcp reserved bits", 0 },   /* 4 when reserved */
	[FM_IP4SUM] = { "ipv4 header checksum", 0 },   /* 16 when reserved */
	[FM_LEN] = { "len", 16 },         [FM_SRC] = { "src", 128 },
	[FM_DST] = { "dst", 128 },        [FM_SPORT] = { "sport", 16 },
	[FM_DPORT] = { "dport", 16 },     [FM_FLAGS] = { "tcp flags", 8 },
	[FM_TTL] = { "ttl", 8 },          [FM_VID] = { "vlan", 12 },
	[FM_ESRC] = { "ether src", 48 },  [FM_EDST] = { "ether dst", 48 },
	[FM_DSCP] = { "ip dscp", 6 },     [FM_ECN] = { "ip ecn", 2 },
	[FM_FLOW] = { "ipv6 flowlabel", 20 }, [FM_WIN] = { "tcp window", 16 },
	[FM_TCPSEQ] = { "tcp sequence number", 32 }, [FM_TCPACK] = { "tcp acknowledgement number", 32 },
	[FM_TCPURG] = { "tcp urgent pointer", 16 }, [FM_L4SUM] = { "l4 checksum", 16 },
	[FM_ICMPT] = { "icmp type", 8 },  [FM_ICMPC] = { "icmp code", 8 },
	[FM_IPLEN] = { "ip length", 17 }, [FM_IP4FL] = { "ipv4 flags", 3 },
	[FM_FOFF] = { "ipv4 fragoff", 13 }, [FM_IP4ID] = { "ipv4 identification", 16 },
	[FM_UDPLEN] = { "udp length", 16 },
	[FM_PRANK] = { "payload positions held", 0 }, [FM_PBYTES] = { "payload bytes", 0 },
	[FM_RATE] = { "rate states", 0 },
};

static int base_of[FM_NFIELDS + 1];
static int started;
static int table_nodes = 1 << 20;
static size_t rate_slots;   /* reserved rate states */
static bool wanted[FM_NFIELDS];   /* fields held on demand */

int fm_base(enum fm_field f)
{
	return base_of[f];
}

int fm_bits(enum fm_field f)
{
	return fields[f].bits;
}

const char *fm_field_name(enum fm_field f)
{
	return fields[f].name;
}

static void bdd_failed(int code)
{
	fprintf(stderr, "xdpc: BDD library (BuDDy) error: %s\n", bdd_errstring(code));
	exit(2);
}

/* Sized once, before the first BDD: growing the table later means a
 * garbage collection and a rehash of every node each time (on 10,000 rules
 * a quarter of the time went there). About 200 nodes a rule, from 1M
 * (20 MB) to 8M nodes. */
void fmodel_reserve(size_t nrules)
{
	size_t want = nrules * 200;

	if (started)
		return;
	if (want > (size_t)1 << 23)
		want = (size_t)1 << 23;
	if (want > (size_t)table_nodes)
		table_nodes = (int)want;
}

void fmodel_reserve_rates(size_t n)
{
	if (!started)
		rate_slots += n;
}

/* The fields held on demand, and the header bits that read them. */
static const struct {
	enum fm_field f;
	int bits;
	enum pay_base base;
	unsigned byte;
	uint8_t mask;
} on_demand[] = {
	{ FM_IHL, 4, PB_NH, PROTO_IP4_VER_IHL, 0x0f },
	{ FM_DOFF, 4, PB_TH, PROTO_TCP_DOFF, 0xf0 },
	{ FM_NH1, 8, PB_NH, PROTO_IP6_NEXT, 0xff },
	{ FM_TCPRES, 4, PB_TH, PROTO_TCP_DOFF, 0x0f },
	{ FM_IP4SUM, 16, PB_NH, PROTO_IP4_CHECKSUM, 0xff },
	{ FM_IP4SUM, 16, PB_NH, PROTO_IP4_CHECKSUM + 1, 0xff },
};

void fmodel_reserve_field(enum fm_field f)
{
	if (!started)
		wanted[f] = true;
}

bool fm_held(enum fm_field f)
{
	return fields[f].bits > 0;
}

BDD fm_ihl_is(unsigned ihl)
{
	return fm_held(FM_IHL) ? fm_eq(FM_IHL, ihl) : bddtrue;
}

void fmodel_reserve_program(const struct program *p)
{
	fmodel_reserve_payload(p);
	fmodel_reserve_rates(p->nrated);
	for (size_t i = 0; i < p->nrules; i++)
		for (size_t j = 0; j < sizeof(on_demand) / sizeof(on_demand[0]); j++)
			if (fm_hdr_reads(p->rules[i]->match, on_demand[j].base, on_demand[j].byte,
					 on_demand[j].mask))
				fmodel_reserve_field(on_demand[j].f);
}

size_t fmodel_nrates(void)
{
	return (size_t)fields[FM_RATE].bits;
}

void fmodel_open(void)
{
	size_t npos;

	if (started)
		return;
	npos = fm_pay_fix();
	while ((size_t)1 << fields[FM_PRANK].bits <= npos)
		fields[FM_PRANK].bits++;
	fields[FM_PBYTES].bits = (int)npos * 8;
	fields[FM_RATE].bits = (int)rate_slots;
	for (size_t j = 0; j < sizeof(on_demand) / sizeof(on_demand[0]); j++)
		fields[on_demand[j].f].bits = wanted[on_demand[j].f] ? on_demand[j].bits : 0;
	for (int f = 0; f < FM_NFIELDS; f++)
		base_of[f + 1] = base_of[f] + fields[f].bits;
	bdd_init(table_nodes, table_nodes / 4);
	bdd_setcacheratio(4);
	bdd_error_hook(bdd_failed);
	bdd_gbc_hook(NULL);
	bdd_resize_hook(NULL);
	bdd_setmaxincrease(1 << 22);
	bdd_setvarnum(base_of[FM_NFIELDS]);
	started = 1;
	fm_universe_build();
}

/* ---- references ---- */

BDD fm_ref(BDD a)
{
	return bdd_addref(a);
}

BDD fm_and_take(BDD a, BDD b)
{
	BDD r = bdd_addref(bdd_and(a, b));

	bdd_delref(a);
	bdd_delref(b);
	return r;
}

BDD fm_or_take(BDD a, BDD b)
{
	BDD r = bdd_addref(bdd_or(a, b));

	bdd_delref(a);
	bdd_delref(b);
	return r;
}

/* A minus B. BuDDy has no complement edges: a `not` would copy all of B,
 * the difference visits only the part of B under A. */
BDD fm_diff_take(BDD a, BDD b)
{
	BDD r = bdd_addref(bdd_apply(a, b, bddop_diff));

	bdd_delref(a);
	bdd_delref(b);
	return r;
}

BDD fm_not_take(BDD a)
{
	BDD r = bdd_addref(bdd_not(a));

	bdd_delref(a);
	return r;
}

bool fm_disjoint(BDD a, BDD b)
{
	BDD r = bdd_addref(bdd_and(a, b));
	bool empty = r == bddfalse;

	bdd_delref(r);
	return empty;
}

/* ---- field arithmetic (MSB first) ---- */

static BDD bit(enum fm_field f, int i, int one)
{
	int v = base_of[f] + i;

	return one ? bdd_ithvar(v) : bdd_nithvar(v);
}

BDD fm_eq(enum fm_field f, uint64_t v)
{
	int n = fields[f].bits;
	BDD r = bddtrue;

	if (n < 64 && v >> n)
		return bddfalse;
	for (int i = n - 1; i >= 0; i--)
		r = fm_and_take(fm_ref(bit(f, i, (int)(v >> (n - 1 - i)) & 1)), r);
	return r;
}

/* x >= v (GE) or x <= v (!GE), built from the last bit up. */
static BDD cmp_const(enum fm_field f, uint64_t v, int ge)
{
	int n = fields[f].bits;
	BDD r = bddtrue;

	if (n < 64 && v >> n)
		return ge ? bddfalse : bddtrue;
	for (int i = n - 1; i >= 0; i--) {
		int b = (int)(v >> (n - 1 - i)) & 1;

		if (ge)
			r = b ? fm_and_take(fm_ref(bit(f, i, 1)), r)
			      : fm_or_take(fm_ref(bit(f, i, 1)), r);
		else
			r = b ? fm_or_take(fm_ref(bit(f, i, 0)), r)
			      : fm_and_take(fm_ref(bit(f, i, 0)), r);
	}
	return r;
}

BDD fm_ge(enum fm_field f, uint64_t v)
{
	return cmp_const(f, v, 1);
}

BDD fm_le(enum fm_field f, uint64_t v)
{
	return cmp_const(f, v, 0);
}

BDD fm_range(enum fm_field f, uint64_t lo, uint64_t hi)
{
	if (lo > hi)
		return bddfalse;
	return fm_and_take(fm_ge(f, lo), fm_le(f, hi));
}

/* The first PLEN bits of F equal those of BYTES. */
static BDD prefix_bits(enum fm_field f, const uint8_t *bytes, int plen)
{
	BDD r = bddtrue;

	for (int i = plen - 1; i >= 0; i--)
		r = fm_and_take(fm_ref(bit(f, i, bytes[i / 8] >> (7 - i % 8) & 1)), r);
	return r;
}

BDD fm_l3_is(int l3)
{
	return fm_eq(FM_L3, (uint64_t)l3);
}

BDD fm_ip(void)
{
	return fm_or_take(fm_l3_is(1), fm_l3_is(2));
}

BDD fm_eth(void)
{
	return fm_ge(FM_LEN, PKT_ETH_LEN);
}

/* ---- match expressions ---- */

static BDD addr_set(const struct xset *s, enum fm_field f)
{
	BDD r = bddfalse;

	for (size_t i = 0; i < s->npfx; i++) {
		const struct prefix *p = &s->pfx[i];
		BDD one = fm_and_take(fm_l3_is(p->family == 4 ? 1 : 2),
				      prefix_bits(f, p->addr, p->plen));

		r = fm_or_take(r, one);
	}
	return r;
}

static BDD port_set(const struct xset *s, enum fm_field f)
{
	BDD r = bddfalse;

	for (size_t i = 0; i < s->nports; i++)
		r = fm_or_take(r, fm_range(f, s->ports[i].lo, s->ports[i].hi));
	return r;
}

static BDD either(enum direction dir, BDD src, BDD dst)
{
	if (dir == DIR_SRC) {
		bdd_delref(dst);
		return src;
	}
	if (dir == DIR_DST) {
		bdd_delref(src);
		return dst;
	}
	return fm_or_take(src, dst);
}

static BDD compare(const struct expr *e, enum fm_field f)
{
	uint64_t n = e->u.prim.num;

	switch (e->u.prim.op) {
	case CMP_EQ: return fm_eq(f, n);
	case CMP_NE: return fm_not_take(fm_eq(f, n));
	case CMP_LT: return n ? fm_le(f, n - 1) : bddfalse;
	case CMP_LE: return fm_le(f, n);
	case CMP_GT: return fm_ge(f, n + 1);
	case CMP_GE: return fm_ge(f, n);
	case CMP_RANGE: return fm_range(f, n, e->u.prim.num_hi);
	}
	return bddfalse;
}

/* (flags & MASK) == V: each flag of the mask as V has it. */
static BDD flags_masked(uint64_t v, uint64_t mask)
{
	BDD r = bddtrue;

	for (int i = 0; i < 8; i++)
		if (mask >> (7 - i) & 1)
			r = fm_and_take(r, fm_ref(bit(FM_FLAGS, i, (int)(v >> (7 - i)) & 1)));
	return r;
}

/* L4 header of protocol PROTO present. */
static BDD l4_is(unsigned proto)
{
	return fm_and_take(fm_ref(bit(FM_L4, 0, 1)), fm_eq(FM_PROTO, proto));
}

/* (F & MASK) OP NUM. A mask covering the whole field is the plain
 * comparison; a narrower one only with == and != (each masked bit as NUM
 * has it); -1 otherwise. */
static int masked(const struct expr *e, enum fm_field f, BDD *out)
{
	int n = fields[f].bits;
	uint64_t full = n >= 64 ? UINT64_MAX : (UINT64_C(1) << n) - 1;
	uint64_t mask = e->u.prim.mask & full, v = e->u.prim.num;
	BDD r = bddtrue;

	if (mask == full) {
		*out = compare(e, f);
		return 0;
	}
	if (e->u.prim.op != CMP_EQ && e->u.prim.op != CMP_NE)
		return -1;
	if (v & ~mask)
		r = bddfalse;   /* no masked value has a bit outside the mask */
	for (int i = 0; i < n && r != bddfalse; i++)
		if (mask >> (n - 1 - i) & 1)
			r = fm_and_take(r, fm_ref(bit(f, i, (int)(v >> (n - 1 - i)) & 1)));
	*out = e->u.prim.op == CMP_EQ ? r : fm_not_take(r);
	return 0;
}

/* An issue 12 header field (E_FIELD), where the evaluator reads it. */
static int field(const struct expr *e, BDD *out)
{
	static const struct {
		enum fm_field f;
		int where;   /* 0 IP, 4 IPv4, 6 IPv6, else the L4 protocol */
	} at[] = {
		[FLD_IP_DSCP] = { FM_DSCP, 0 },     [FLD_IP_ECN] = { FM_ECN, 0 },
		[FLD_IP_LENGTH] = { FM_IPLEN, 0 },  [FLD_IP4_FLAGS] = { FM_IP4FL, 4 },
		[FLD_IP4_FRAGOFF] = { FM_FOFF, 4 }, [FLD_IP6_FLOWLABEL] = { FM_FLOW, 6 },
		[FLD_UDP_LENGTH] = { FM_UDPLEN, 17 }, [FLD_TCP_WINDOW] = { FM_WIN, 6 + 100 },
		[FLD_ICMP_TYPE] = { FM_ICMPT, 1 },  [FLD_ICMP_CODE] = { FM_ICMPC, 1 },
		[FLD_ICMP6_TYPE] = { FM_ICMPT, 58 }, [FLD_ICMP6_CODE] = { FM_ICMPC, 58 },
	};
	int fld = e->u.prim.field, where;
	BDD guard, cmp;

	if (fld < 0 || (size_t)fld >= sizeof(at) / sizeof(at[0]) || !at[fld].f)
		return -1;
	where = at[fld].where;
	if (masked(e, at[fld].f, &cmp) < 0)
		return -1;
	guard = where == 0 ? fm_ip() : where == 4 ? fm_l3_is(1) : where == 6 ? fm_l3_is(2)
	      : l4_is(where == 106 ? 6 : (unsigned)where);
	*out = fm_and_take(guard, cmp);
	return 0;
}

static BDD ports_exist(void)
{
	return fm_and_take(fm_ref(bit(FM_L4, 0, 1)),
			   fm_or_take(fm_eq(FM_PROTO, 6), fm_eq(FM_PROTO, 17)));
}

/* A primitive, without the Ethernet guard; -1 when it cannot be modelled. */
static int prim(const struct expr *e, BDD *out)
{
	const struct xset *s = e->u.prim.set;

	switch (e->kind) {
	case E_IPV4: *out = fm_l3_is(1); return 0;
	case E_IPV6: *out = fm_l3_is(2); return 0;
	case E_IP: *out = fm_ip(); return 0;
	case E_ARP: *out = fm_eq(FM_ETYPE, PKT_ETH_P_ARP); return 0;
	case E_FRAG: *out = fm_and_take(fm_ip(), fm_ref(bit(FM_FRAG, 0, 1))); return 0;
	case E_VLAN_ANY: *out = fm_not_take(fm_eq(FM_NV, 0)); return 0;
	case E_VLAN_ID:
		*out = fm_and_take(fm_not_take(fm_eq(FM_NV, 0)), fm_eq(FM_VID, e->u.prim.num));
		return 0;
	case E_ETHER_TYPE: *out = fm_eq(FM_ETYPE, e->u.prim.num); return 0;
	case E_ETHER_SRC: *out = prefix_bits(FM_ESRC, e->u.prim.mac, 48); return 0;
	case E_ETHER_DST: *out = prefix_bits(FM_EDST, e->u.prim.mac, 48); return 0;
	case E_PROTO:
		*out = fm_and_take(fm_and_take(fm_ip(), fm_ref(bit(FM_PK, 0, 1))),
				   fm_eq(FM_PROTO, e->u.prim.num));
		return 0;
	case E_ADDR:
		if (s->dynamic)
			return -1;
		*out = fm_and_take(fm_ip(), either(e->u.prim.dir, addr_set(s, FM_SRC),
						   addr_set(s, FM_DST)));
		return 0;
	case E_PORT:
		if (s->dynamic)
			return -1;
		*out = fm_and_take(ports_exist(), either(e->u.prim.dir, port_set(s, FM_SPORT),
							 port_set(s, FM_DPORT)));
		return 0;
	case E_TTL: *out = fm_and_take(fm_ip(), compare(e, FM_TTL)); return 0;
	case E_TCP_FLAGS:
		*out = fm_and_take(l4_is(6), flags_masked(e->u.prim.num, e->u.prim.mask));
		return 0;
	case E_FIELD:
		return field(e, out);
	case E_PAYLOAD:
		if (e->u.prim.pay->base != PB_PAYLOAD) {
			BDD hi;

			if (!fm_hdr_exact(e))
				return -1;
			fm_hdr_bounds(e, out, &hi);   /* exact: the two are one set */
			bdd_delref(hi);
			return 0;
		}
		return fm_pay_expr(e, out);
	case E_PAYLOAD_FIND:
		return fm_pay_expr(e, out);
	default:
		return -1;
	}
}

/* A match as two sets: LO, the frames it surely matches, and HI, those it
 * may. They differ only where a `payload nh` or `payload th` test compares
 * bytes the model does not hold on some frames (fmodel_hdr.c); the first
 * such test goes to PARTIAL. Where the rest of the match rules those
 * frames out (`ipv4 and payload nh 6 ...`, `tcp dport 80 and payload th
 * 13 ...`), the two agree on every frame and the match is exact. A
 * primitive the model cannot represent at all goes to REFUSED, and -1. */
struct bounds_ctx {
	const struct expr *refused, *partial;
};

static int bounds(const struct expr *e, struct bounds_ctx *c, BDD *lo, BDD *hi)
{
	BDD alo, ahi, blo, bhi;

	switch (e->kind) {
	case E_AND:
	case E_OR:
		if (bounds(e->u.bin.lhs, c, &alo, &ahi) < 0)
			return -1;
		if (bounds(e->u.bin.rhs, c, &blo, &bhi) < 0) {
			bdd_delref(alo);
			bdd_delref(ahi);
			return -1;
		}
		if (alo == ahi && blo == bhi) {   /* the usual case: one operation */
			*lo = e->kind == E_AND ? fm_and_take(alo, blo) : fm_or_take(alo, blo);
			*hi = fm_ref(*lo);
			bdd_delref(ahi);
			bdd_delref(bhi);
			return 0;
		}
		*lo = e->kind == E_AND ? fm_and_take(alo, blo) : fm_or_take(alo, blo);
		*hi = e->kind == E_AND ? fm_and_take(ahi, bhi) : fm_or_take(ahi, bhi);
		return 0;
	case E_NOT:
		if (bounds(e->u.operand, c, &alo, &ahi) < 0)
			return -1;
		if (alo == ahi) {
			*lo = fm_not_take(alo);
			*hi = fm_ref(*lo);
			bdd_delref(ahi);
		} else {
			*lo = fm_not_take(ahi);
			*hi = fm_not_take(alo);
		}
		return 0;
	case E_LEN:
		*lo = compare(e, FM_LEN);
		*hi = fm_ref(*lo);
		return 0;
	default:
		break;
	}
	if (e->kind == E_PAYLOAD && e->u.prim.pay->base != PB_PAYLOAD && !fm_hdr_exact(e)) {
		fm_hdr_bounds(e, &alo, &ahi);
		if (!c->partial)
			c->partial = e;
	} else if (prim(e, &alo) < 0) {
		c->refused = e;
		return -1;
	} else {
		ahi = fm_ref(alo);
	}
	/* Without an Ethernet header every other primitive is false. */
	*lo = fm_and_take(fm_eth(), alo);
	*hi = fm_and_take(fm_eth(), ahi);
	return 0;
}

/* The frames of the universe where LO and HI disagree; drops HI. */
static BDD unsure(BDD lo, BDD hi)
{
	if (lo == hi) {
		bdd_delref(hi);
		return bddfalse;
	}
	return fm_and_take(fm_diff_take(hi, fm_ref(lo)), fm_ref(fmodel_universe()));
}

/* The match of E, or the first primitive that keeps it from being exact
 * (*BAD) and why; -1 then. */
static int exact_match(const struct expr *e, BDD *out, const struct expr **bad, char *why,
		       size_t n)
{
	struct bounds_ctx c = { NULL, NULL };
	BDD lo, hi, u;

	if (bounds(e, &c, &lo, &hi) < 0) {
		*bad = c.refused;
		fmodel_refusal(c.refused, why, n);
		return -1;
	}
	u = unsure(lo, hi);
	if (u != bddfalse) {
		*bad = c.partial;
		fm_hdr_refusal(c.partial, u, why, n);
		bdd_delref(u);
		bdd_delref(lo);
		return -1;
	}
	*out = lo;
	return 0;
}

const struct expr *fmodel_unsupported(const struct expr *e, char *why, size_t n)
{
	const struct expr *bad = NULL;
	BDD m;

	if (exact_match(e, &m, &bad, why, n) < 0)
		return bad;
	bdd_delref(m);
	return NULL;
}

void fmodel_refusal(const struct expr *e, char *buf, size_t n)
{
	const struct xset *s = e->u.prim.set;

	if ((e->kind == E_ADDR || e->kind == E_PORT) && s && s->dynamic)
		snprintf(buf, n, "cannot yet reason about dynamic set '%s': its contents change at run time",
			 s->name ? s->name : "?");
	else if (e->kind == E_PAYLOAD && e->u.prim.pay->base != PB_PAYLOAD)
		fm_hdr_refusal(e, bddtrue, buf, n);
	else if (e->kind == E_PAYLOAD_FIND && e->u.prim.pay->depth > FM_PAY_MAX_DEPTH)
		snprintf(buf, n, "cannot reason about 'payload contains' deeper than %d: "
			 "its model grows with the depth squared", FM_PAY_MAX_DEPTH);
	else if (e->kind == E_PAYLOAD || e->kind == E_PAYLOAD_FIND)
		snprintf(buf, n, "cannot reason about this payload test: the frame model holds at "
			 "most %d payload byte positions (here, of both programs), or was opened "
			 "without these", FM_PAY_MAX_POS);
	else
		snprintf(buf, n, "cannot yet reason about '%s'", expr_kind_name(e->kind));
}

int fmodel_expr(const struct expr *e, struct diag *d, const char *what, BDD *out)
{
	const struct expr *bad = NULL;
	char why[1024];

	if (exact_match(e, out, &bad, why, sizeof(why)) < 0) {
		diag_error(d, bad->loc, "%s %s", what, why);
		return -1;
	}
	return 0;
}
