/* The universe's transport payload part (fmodel_pay.c holds the
 * variables): which payload ranks a frame length allows for each header
 * layout, and absent payload bytes fixed at 0. A rank r > 0 means the
 * bytes after the payload start, len - start, lie in (pos[r-1], pos[r]];
 * the start is the L4 offset (IPv4 IHL, IPv6 extension chain) plus 8 for
 * UDP or the TCP data offset x 4, and at most PKT_MAX_BASE. */
#include "fmodel_int.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

#define NLEN (FM_MAX_LEN + 1)

/* The lengths a 4-bit pattern of the two low LEN bits holds, from START. */
static BDD low_pattern(const uint8_t *in, unsigned start)
{
	int b0 = fm_base(FM_LEN) + fm_bits(FM_LEN) - 2;
	BDD r = bddfalse;

	for (unsigned k = 0; k < 4; k++) {
		BDD one;

		if (!in[start + k])
			continue;
		one = fm_and_take(fm_ref(k & 2 ? bdd_ithvar(b0) : bdd_nithvar(b0)),
				  fm_ref(k & 1 ? bdd_ithvar(b0 + 1) : bdd_nithvar(b0 + 1)));
		r = fm_or_take(r, one);
	}
	return r;
}

/* The set of lengths IN[len] as a BDD, split on the high bits only where
 * the chunk is not 4-periodic (RUN[x]: how many y >= x have in[y] ==
 * in[y + 4]), so a chain's multiples of 4 cost a few nodes. */
static BDD from_bitmap(const uint8_t *in, const unsigned *run, unsigned start, int level)
{
	unsigned size = 1u << level;
	int v = fm_base(FM_LEN) + fm_bits(FM_LEN) - level;
	BDD lo, hi, r;

	if (level <= 2 || run[start] + 4 >= size)
		return low_pattern(in, start);
	lo = from_bitmap(in, run, start, level - 1);
	hi = from_bitmap(in, run, start + size / 2, level - 1);
	r = fm_ref(bdd_ite(bdd_ithvar(v), hi, lo));
	bdd_delref(lo);
	bdd_delref(hi);
	return r;
}

/* Scratch arrays of every length, reused: the universe asks for
 * thousands of length sets, and fresh ones cost more than filling them
 * (a quarter of the time went to calloc and its page faults). LENS_IN is
 * fm_len_sums()'s and rank0()'s, never both at once. */
static uint8_t lens_in[NLEN];
static unsigned lens_run[NLEN + 1];

static BDD lens_bdd(const uint8_t *in)
{
	unsigned *run = lens_run;

	for (unsigned x = NLEN; x-- > 0;)
		run[x] = x + 4 < NLEN && in[x] == in[x + 4] ? run[x + 1] + 1 : 0;
	return from_bitmap(in, run, 0, fm_bits(FM_LEN));
}

BDD fm_len_sums(const unsigned *cum, unsigned off, unsigned smin, unsigned smax, unsigned a,
		unsigned b)
{
	uint8_t *in = lens_in;
	unsigned from = off + a < NLEN ? off + a : NLEN;

	if (smax > FM_MAX_LEN)
		smax = FM_MAX_LEN;
	memset(in, 0, from);
	for (unsigned len = from; len < NLEN; len++) {
		/* the members s with A <= len - OFF - s <= B */
		unsigned d = len - off, hi = d - a, lo = d >= b ? d - b : 0;

		lo = lo > smin ? lo : smin;
		hi = hi < smax ? hi : smax;
		in[len] = lo <= hi && cum[hi + 1] > cum[lo];
	}
	return lens_bdd(in);
}

/* One header layout: where the L4 header may start (L4[x] set). */
struct layout {
	BDD is;                /* the facts that select it */
	uint8_t l4[NLEN];
	unsigned proto;
	int doff;              /* TCP: the data offset, -1 any (not held) */
};

/* The transport header's length up to the payload: UDP's, or TCP's data
 * offset (the first with a payload when any). */
static unsigned hdr_len(const struct layout *lo)
{
	return (unsigned)pkt_payload_start(lo->proto, 0, lo->doff < 0 ? PKT_TCP_MIN_DOFF
								   : (unsigned)lo->doff);
}

static void counts(const uint8_t *set, unsigned *cum)
{
	cum[0] = 0;
	for (unsigned x = 0; x < NLEN; x++)
		cum[x + 1] = cum[x] + set[x];
}

/* Payload starts at most PKT_MAX_BASE, for the layout's protocol. */
static void starts(const struct layout *lo, uint8_t *st)
{
	/* UDP: one start; TCP: one per offset with a payload, or the one held */
	unsigned lo_doff = lo->doff < 0 ? PKT_TCP_MIN_DOFF : (unsigned)lo->doff;
	unsigned hi_doff = lo->doff < 0 && lo->proto == 6 ? PKT_TCP_MAX_DOFF : lo_doff;

	for (unsigned l = 0; l < NLEN; l++)
		for (unsigned doff = lo_doff; lo->l4[l] && doff <= hi_doff; doff++) {
			size_t start = pkt_payload_start(lo->proto, l, doff);

			if (start <= PKT_MAX_BASE)
				st[start] = 1;
		}
}

/* Rank 0 with a payload (UDP; TCP of a held data offset of 5 or more):
 * the header of NEED bytes is whole and the payload, which may start past
 * the frame's end, holds at most pos[0] bytes, or starts past
 * PKT_MAX_BASE (a long extension chain) and holds nothing a test reads.
 * TCP of any data offset can always say "no payload" with one below 5. */
static BDD rank0(const struct layout *lo, unsigned first)
{
	static unsigned cum[NLEN + 1];
	uint8_t *in = lens_in;
	unsigned far = NLEN, h = hdr_len(lo), need = pkt_l4_len(lo->proto);

	/* CUM counts the L4 starts L whose payload starts by PKT_MAX_BASE */
	memset(in, 0, need);
	cum[0] = 0;
	for (unsigned l = 0; l < NLEN; l++) {
		cum[l + 1] = cum[l] + (lo->l4[l] && l + h <= PKT_MAX_BASE);
		if (lo->l4[l] && l + h > PKT_MAX_BASE && far == NLEN)
			far = l;
	}
	/* some L with L + NEED <= len <= L + H + FIRST */
	for (unsigned len = need; len < NLEN; len++)
		in[len] = len >= far + need ||
			  cum[len - need + 1] > cum[len >= h + first ? len - h - first : 0];
	return lens_bdd(in);
}

static BDD implies(BDD a, BDD b)
{
	return fm_or_take(fm_not_take(a), b);
}

/* fm_len_sums() for a few starts ST[0..N) (ascending): the union of the
 * intervals [s + a, s + b], without a pass over every length. */
static BDD shifted_few(const unsigned *st, size_t n, unsigned a, unsigned b)
{
	BDD r = bddfalse;

	for (size_t i = 0; i < n && st[i] + a < NLEN;) {
		unsigned lo = st[i] + a, hi = st[i] + b;

		for (i++; i < n && st[i] + a <= hi + 1; i++)
			hi = st[i] + b;
		r = fm_or_take(r, fm_range(FM_LEN, lo, hi < NLEN ? hi : NLEN - 1));
	}
	return r;
}

/* Up to this many payload starts (an IPv4 layout of one IHL has at most
 * 11, one per data offset), a rank's lengths are built from intervals;
 * with more (every IHL: 21; an IPv6 chain: thousands) a bitmap of every
 * length was faster. */
#define FEW_STARTS 16

/* Every rank's lengths for one layout. */
static BDD layout_ranks(const struct layout *lo)
{
	static uint8_t st[NLEN];
	static unsigned cum[NLEN + 1];
	size_t m = fm_pay_npos(), n = 0;
	unsigned few[FEW_STARTS];
	BDD r = bddtrue;

	memset(st, 0, sizeof(st));
	starts(lo, st);
	counts(st, cum);
	for (unsigned x = 0; x < NLEN && cum[NLEN] <= FEW_STARTS; x++)
		if (st[x])
			few[n++] = x;
	if (lo->proto == 17 || lo->doff >= PKT_TCP_MIN_DOFF)
		r = implies(fm_and_take(fm_ref(lo->is), fm_eq(FM_PRANK, 0)), rank0(lo, fm_pay_pos(0)));
	/* no start by PKT_MAX_BASE (a far layout): no rank above 0 */
	for (size_t k = 1; k <= m; k++) {
		unsigned a = fm_pay_pos(k - 1) + 1, b = k < m ? fm_pay_pos(k) : NLEN;

		r = fm_and_take(r, implies(fm_and_take(fm_ref(lo->is), fm_eq(FM_PRANK, k)),
					   n ? shifted_few(few, n, a, b)
					     : cum[NLEN] ? fm_len_sums(cum, 0, 0, FM_MAX_LEN, a, b)
							 : bddfalse));
	}
	return r;
}

/* Where the L4 header of an IPv4 (of IHL words, or any when the model
 * does not hold it) or IPv6 (FRAG: after a fragment header; a chain of
 * KIND) first fragment starts, after NV tags: up to PKT_MAX_BASE, or past
 * it (FAR, IPv6 only). */
static void l4_starts(struct layout *lo, int l3, unsigned ihl, int frag, enum fm_chain kind,
		      unsigned nv, bool far)
{
	unsigned l3off = PKT_ETH_LEN + PKT_VLAN_LEN * nv;

	if (l3 == 1) {
		for (unsigned i = PKT_IP4_MIN_IHL; i <= PKT_IP4_MAX_IHL; i++)
			if (i == ihl || !fm_held(FM_IHL))
				lo->l4[l3off + 4 * i] = 1;
		return;
	}
	for (unsigned s = 0; l3off + 40 + 8 * frag + s < NLEN; s += 4)
		if (fm_chain_ok(s, frag ? PKT_MAX_EXTHDRS - 1 : PKT_MAX_EXTHDRS, kind) &&
		    (l3off + 40 + 8 * frag + s > PKT_MAX_BASE) == far)
			lo->l4[l3off + 40 + 8 * frag + s] = 1;
}

/* Every rank's lengths for one layout, and for TCP where the model holds
 * the data offset, for each offset: below 5 there is no payload. */
static BDD layout_doffs(struct layout *lo)
{
	BDD r = bddtrue, is = lo->is;

	if (lo->proto != 6 || !fm_held(FM_DOFF))
		return layout_ranks(lo);
	for (lo->doff = 0; lo->doff <= PKT_TCP_MAX_DOFF; lo->doff++) {
		lo->is = fm_and_take(fm_ref(is), fm_eq(FM_DOFF, (unsigned)lo->doff));
		r = fm_and_take(r, lo->doff < PKT_TCP_MIN_DOFF ? implies(fm_ref(lo->is), fm_eq(FM_PRANK, 0))
						: layout_ranks(lo));
		bdd_delref(lo->is);
	}
	lo->is = is;
	lo->doff = -1;
	return r;
}

/* The layout of NV tags, L3 (an IPv4 IHL; an IPv6 chain of KIND, FRAG
 * after a fragment header, FAR past PKT_MAX_BASE) and PROTO. */
static BDD one_layout(struct layout *lo, unsigned nv, int l3, unsigned ihl, int frag,
		      enum fm_chain kind, bool far, unsigned proto)
{
	BDD r;

	memset(lo->l4, 0, sizeof(lo->l4));
	lo->proto = proto;
	l4_starts(lo, l3, ihl, frag, kind, nv, far);
	lo->is = fm_and_take(fm_and_take(fm_eq(FM_NV, nv), fm_l3_is(l3)),
			     fm_and_take(fm_flag(FM_L4), fm_eq(FM_PROTO, proto)));
	if (l3 == 1)
		lo->is = fm_and_take(lo->is, fm_ihl_is(ihl));
	if (l3 == 2)
		lo->is = fm_and_take(fm_and_take(fm_and_take(lo->is, fm_chain_is(kind)),
						 frag ? fm_flag(FM_FRAG) : fm_not_take(fm_flag(FM_FRAG))),
				     far ? fm_flag(FM_THFAR) : fm_not_take(fm_flag(FM_THFAR)));
	r = layout_doffs(lo);
	bdd_delref(lo->is);
	return r;
}

static BDD all_layouts(void)
{
	struct layout *lo = xcalloc(1, sizeof(*lo));
	BDD r = bddtrue;

	lo->doff = -1;
	for (unsigned nv = 0; nv <= 2; nv++)
		for (unsigned proto = 6; proto <= 17; proto += 11) {
			/* IPv4: one per IHL where the model holds it */
			for (unsigned ihl = PKT_IP4_MIN_IHL; ihl <= PKT_IP4_MAX_IHL; ihl++)
				if (ihl == PKT_IP4_MIN_IHL || fm_held(FM_IHL))
					r = fm_and_take(r, one_layout(lo, nv, 1, ihl, 0, FM_CHAIN_ANY,
								      false, proto));
			/* IPv6 with and without a fragment header, near and far */
			for (int frag = 0; frag <= 1; frag++) {
				enum fm_chain kind[3];
				size_t nk = fm_chain_kinds(frag, kind);

				for (size_t j = 0; j < nk; j++)
					for (int far = 0; far <= 1; far++)
						r = fm_and_take(r, one_layout(lo, nv, 2, 0, frag, kind[j],
									      far, proto));
			}
		}
	free(lo);
	return r;
}

/* Absent positions (index >= rank) hold 0. */
static BDD absent_zero(void)
{
	BDD r = bddtrue;

	for (size_t j = 0; j < fm_pay_npos(); j++) {
		BDD zero = bddtrue;

		for (int b = 7; b >= 0; b--)
			zero = fm_and_take(fm_ref(fm_pay_bit(j, b, 0)), zero);
		r = fm_and_take(r, implies(fm_le(FM_PRANK, j), zero));
	}
	return r;
}

BDD fm_pay_universe(void)
{
	size_t m = fm_pay_npos();
	BDD some, r;

	if (!m)
		return bddtrue;
	some = fm_and_take(fm_flag(FM_L4), fm_or_take(fm_eq(FM_PROTO, 6), fm_eq(FM_PROTO, 17)));
	r = fm_and_take(fm_le(FM_PRANK, m), implies(fm_ge(FM_PRANK, 1), some));
	r = fm_and_take(r, all_layouts());
	return fm_and_take(r, absent_zero());
}
