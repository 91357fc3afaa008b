/* The universe: which combinations of facts some frame really has, derived
 * from pkt.c's parser (docs/language.md, "Frame semantics"). A fact that
 * only truncation can explain ties the frame length to the header layout;
 * the rest are plain consistency (IPv4 needs EtherType 0x0800, ...).
 * docs/analysis.md lists every constraint with its reason; the witness
 * builder (fwitness.c) constructs a frame for every point, and the tests
 * check both directions. */
#include "fmodel_int.h"

#include <stdlib.h>
#include <string.h>

static BDD universe;   /* 0 is bddfalse */

BDD fmodel_universe(void)
{
	return universe;
}

BDD fm_flag(enum fm_field f)
{
	return fm_eq(f, 1);
}

static BDD implies(BDD a, BDD b)
{
	return fm_or_take(fm_not_take(a), b);
}

/* A field held on demand (fmodel_reserve_field) is 0 outside WHERE, the
 * frames whose header holds it; no constraint where the model does not
 * hold it. Takes WHERE. */
static BDD zero_outside(enum fm_field f, BDD where)
{
	if (!fm_held(f)) {
		bdd_delref(where);
		return bddtrue;
	}
	return implies(fm_not_take(where), fm_eq(f, 0));
}

static const unsigned l4_protos[] = { 1, 6, 17, 58 };

static BDD l4_proto_set(void);

/* Walked extension headers: hop-by-hop, routing and destination options are
 * (n + 1) * 8 bytes, at most 2048; AH is (n + 2) * 4, at most 1028, the only
 * one whose length can be 4 mod 8. */
bool fm_ext_bytes_ok(unsigned s, unsigned maxk)
{
	unsigned k;

	if (s == 0)
		return true;
	if (s % 4 || s < 8)
		return false;
	if (s % 8 == 0)
		k = (s + 2047) / 2048;
	else if (s < 12)
		return false;
	else
		k = 1 + (s > 1028 ? (s - 1028 + 2047) / 2048 : 0);
	return k <= maxk;
}

/* FIELD (a next header value) naming a header the walk steps over: of
 * kind K, or of any kind (PKT_EXT_NONE). */
static BDD names_ext(enum fm_field field, enum pkt_ext k)
{
	BDD r = bddfalse;

	for (unsigned v = 0; v < 256; v++)
		if (pkt_ext_kind(v) != PKT_EXT_NONE && (k == PKT_EXT_NONE || pkt_ext_kind(v) == k))
			r = fm_or_take(r, fm_eq(field, v));
	return r;
}

size_t fm_chain_kinds(int frag, enum fm_chain *k)
{
	if (!fm_held(FM_NH1)) {
		k[0] = FM_CHAIN_ANY;
		return 1;
	}
	k[0] = frag ? FM_CHAIN_FRAG : FM_CHAIN_NONE;
	k[1] = FM_CHAIN_OPTS;
	k[2] = FM_CHAIN_AH;
	return 3;
}

BDD fm_chain_is(enum fm_chain k)
{
	switch (k) {
	case FM_CHAIN_NONE: return fm_not_take(names_ext(FM_NH1, PKT_EXT_NONE));
	case FM_CHAIN_FRAG: return names_ext(FM_NH1, PKT_EXT_FRAG);
	case FM_CHAIN_OPTS: return names_ext(FM_NH1, PKT_EXT_OPTS);
	case FM_CHAIN_AH: return names_ext(FM_NH1, PKT_EXT_AH);
	default: return bddtrue;
	}
}

enum fm_chain fm_chain_of(const struct pkt_facts *f)
{
	if (!fm_held(FM_NH1) || f->l3 != PKT_L3_IPV6)
		return FM_CHAIN_ANY;
	switch (pkt_ext_kind(f->ip6_next)) {
	case PKT_EXT_FRAG: return FM_CHAIN_FRAG;
	case PKT_EXT_AH: return FM_CHAIN_AH;
	case PKT_EXT_OPTS: return FM_CHAIN_OPTS;
	default: return FM_CHAIN_NONE;
	}
}

/* The first header's lengths: 8 to 2048 in steps of 8, AH's 8 to 1028 in
 * steps of 4; the longest first, as the rest then needs fewer headers. */
unsigned fm_chain_first(unsigned s, unsigned maxk, enum fm_chain k)
{
	unsigned step = k == FM_CHAIN_AH ? 4 : 8, top = k == FM_CHAIN_AH ? 1028 : 2048;

	if ((k != FM_CHAIN_OPTS && k != FM_CHAIN_AH) || !maxk || s < 8)
		return 0;
	for (unsigned h = s < top ? s - s % step : top; h >= 8; h -= step)
		if (fm_ext_bytes_ok(s - h, maxk - 1))
			return h;
	return 0;
}

bool fm_chain_ok(unsigned s, unsigned maxk, enum fm_chain k)
{
	/* the universe asks of every length: 0 not yet known, 1 no, 2 yes */
	static uint8_t memo[2][2][FM_MAX_LEN / 4 + 1];
	uint8_t *m;

	switch (k) {
	case FM_CHAIN_NONE: return s == 0;
	case FM_CHAIN_OPTS: case FM_CHAIN_AH: break;
	default: return fm_ext_bytes_ok(s, maxk);
	}
	if (s % 4 || s > FM_MAX_LEN || s > 2048 * maxk)
		return false;
	if (maxk != PKT_MAX_EXTHDRS && maxk != PKT_MAX_EXTHDRS - 1)
		return fm_chain_first(s, maxk, k) != 0;
	m = &memo[k == FM_CHAIN_AH][maxk == PKT_MAX_EXTHDRS][s / 4];
	if (!*m)
		*m = fm_chain_first(s, maxk, k) ? 2 : 1;
	return *m == 2;
}

/* Lengths an IPv4 header of some IHL allows, LO + 4 x IHL to HI + 4 x
 * IHL, with that IHL where the model holds it (fmodel_reserve_field): the
 * union over every IHL where it does not. */
static BDD ip4_lens(unsigned lo, unsigned hi)
{
	BDD r = bddfalse;

	for (unsigned ihl = PKT_IP4_MIN_IHL; ihl <= PKT_IP4_MAX_IHL; ihl++)
		r = fm_or_take(r, fm_and_take(fm_ihl_is(ihl), fm_range(FM_LEN, lo + 4 * ihl,
									hi == FM_MAX_LEN ? hi : hi + 4 * ihl)));
	return r;
}

static BDD l3_and_nv(int l3, unsigned nv)
{
	return fm_and_take(fm_l3_is(l3), fm_eq(FM_NV, nv));
}

/* A first-fragment (or unfragmented) IPv4 packet of an L4 protocol whose
 * header is not inside: only truncation explains it. (IPv6's: th_far_chain.) */
static BDD truncated_l4(void)
{
	BDD r = bddtrue;

	for (unsigned nv = 0; nv <= 2; nv++) {
		unsigned l3off = PKT_ETH_LEN + PKT_VLAN_LEN * nv;

		for (size_t i = 0; i < sizeof(l4_protos) / sizeof(l4_protos[0]); i++) {
			unsigned need = pkt_l4_len(l4_protos[i]);
			BDD cut = fm_and_take(fm_and_take(fm_flag(FM_PK), fm_not_take(fm_flag(FM_LATER))),
					      fm_and_take(fm_not_take(fm_flag(FM_L4)),
							  fm_eq(FM_PROTO, l4_protos[i])));
			BDD v4 = fm_and_take(l3_and_nv(1, nv), cut);

			/* the L4 header starts IHL x 4 bytes after l3off */
			r = fm_and_take(r, implies(v4, ip4_lens(l3off, l3off + need - 1)));
		}
	}
	return r;
}

/* Lengths BASE + S + [0, NEED) for the chain lengths S in [SMIN, SMAX]
 * that at most MAXK (7 or 8) walked extension headers make, in a chain of
 * kind K. CUM[s]: how many chain lengths below s are possible, counted once
 * per MAXK and K, as every caller asks of the same lengths. */
static BDD chain_lens(unsigned base, unsigned maxk, enum fm_chain k, unsigned smin, unsigned smax,
		      unsigned need)
{
	static unsigned cum[2][FM_CHAIN_AH + 1][FM_MAX_LEN + 2];
	unsigned *c = cum[maxk == PKT_MAX_EXTHDRS][k];

	if (!c[FM_MAX_LEN + 1])
		for (unsigned s = 0; s <= FM_MAX_LEN; s++)
			c[s + 1] = c[s] + fm_chain_ok(s, maxk, k);
	return need ? fm_len_sums(c, base, smin, smax, 0, need - 1) : bddfalse;
}

/* Where the transport header starts past PKT_MAX_BASE (FM_THFAR), which
 * only an IPv6 extension chain of about 16 KiB does: no test reads that
 * header then. Each side allows the lengths its chain lengths give: a
 * whole L4 header needs the frame to reach past it, a cut-short one ends
 * inside it (the one statement of where IPv6's cut-short headers end), any
 * other protocol's starts inside the frame. */
static BDD th_far_chain(unsigned nv, int frag, enum fm_chain kind)
{
	unsigned base = PKT_ETH_LEN + PKT_VLAN_LEN * nv + 40 + 8 * (unsigned)frag;
	unsigned maxk = PKT_MAX_EXTHDRS - (unsigned)frag, cut = PKT_MAX_BASE - base, sf;
	BDD far = fm_flag(FM_THFAR), r = bddtrue;
	BDD is = fm_and_take(fm_and_take(l3_and_nv(2, nv), fm_chain_is(kind)),
			     frag ? fm_flag(FM_FRAG) : fm_not_take(fm_flag(FM_FRAG)));
	BDD first = fm_and_take(is, fm_and_take(fm_flag(FM_PK), fm_not_take(fm_flag(FM_LATER))));

	for (sf = cut + 1; sf <= FM_MAX_LEN && !fm_chain_ok(sf, maxk, kind); sf++)
		;
	for (size_t i = 0; i < sizeof(l4_protos) / sizeof(l4_protos[0]); i++) {
		unsigned need = pkt_l4_len(l4_protos[i]);
		BDD p = fm_and_take(fm_ref(first), fm_eq(FM_PROTO, l4_protos[i]));
		BDD whole = fm_and_take(fm_ref(p), fm_flag(FM_L4));
		BDD cut_short = fm_and_take(p, fm_not_take(fm_flag(FM_L4)));

		r = fm_and_take(r, implies(fm_and_take(whole, fm_ref(far)),
					   fm_ge(FM_LEN, base + sf + need)));
		r = fm_and_take(r, implies(fm_and_take(fm_ref(cut_short), fm_ref(far)),
					   chain_lens(base, maxk, kind, cut + 1, FM_MAX_LEN, need)));
		r = fm_and_take(r, implies(fm_and_take(cut_short, fm_not_take(fm_ref(far))),
					   chain_lens(base, maxk, kind, 0, cut, need)));
	}
	r = fm_and_take(r, implies(fm_and_take(fm_and_take(first, fm_ref(far)),
					       fm_not_take(l4_proto_set())),
				   fm_ge(FM_LEN, base + sf)));
	bdd_delref(far);
	return r;
}

static BDD th_far(void)
{
	BDD r = implies(fm_flag(FM_THFAR), fm_and_take(fm_and_take(fm_l3_is(2), fm_flag(FM_PK)),
						       fm_not_take(fm_flag(FM_LATER))));

	for (unsigned nv = 0; nv <= 2; nv++)
		for (int frag = 0; frag <= 1; frag++) {
			enum fm_chain kind[3];
			size_t nk = fm_chain_kinds(frag, kind);

			for (size_t j = 0; j < nk; j++)
				r = fm_and_take(r, th_far_chain(nv, frag, kind[j]));
		}
	return r;
}

/* IPv6 minimum lengths: the fixed header; the fragment header, and the
 * chain's first header before it where the model holds what that is; the
 * first header where the protocol is known; whole L4 headers after them.
 * A fragment header first, in a frame that is no fragment and whose
 * protocol is unknown, is cut short. */
static BDD v6_lengths(unsigned nv)
{
	unsigned l3off = PKT_ETH_LEN + PKT_VLAN_LEN * nv;
	BDD v6 = l3_and_nv(2, nv);
	BDD r = implies(fm_ref(v6), fm_ge(FM_LEN, l3off + 40));

	for (int frag = 0; frag <= 1; frag++) {
		enum fm_chain kind[3];
		size_t nk = fm_chain_kinds(frag, kind);
		unsigned base = l3off + 40 + 8 * (unsigned)frag, maxk = PKT_MAX_EXTHDRS - (unsigned)frag;

		for (size_t j = 0; j < nk; j++) {
			unsigned m = 0;
			BDD is = fm_and_take(fm_and_take(fm_ref(v6), fm_chain_is(kind[j])),
					     frag ? fm_flag(FM_FRAG) : fm_not_take(fm_flag(FM_FRAG)));

			while (!fm_chain_ok(m, maxk, kind[j]))
				m += 4;
			r = fm_and_take(r, implies(frag ? fm_ref(is) : fm_and_take(fm_ref(is), fm_flag(FM_PK)),
						   fm_ge(FM_LEN, base + m)));
			for (size_t i = 0; i < sizeof(l4_protos) / sizeof(l4_protos[0]); i++)
				r = fm_and_take(r, implies(fm_and_take(fm_and_take(fm_ref(is), fm_flag(FM_L4)),
								       fm_eq(FM_PROTO, l4_protos[i])),
							   fm_ge(FM_LEN, base + m + pkt_l4_len(l4_protos[i]))));
			bdd_delref(is);
		}
	}
	if (fm_held(FM_NH1))
		r = fm_and_take(r, implies(fm_and_take(fm_and_take(fm_ref(v6), fm_chain_is(FM_CHAIN_FRAG)),
						       fm_and_take(fm_not_take(fm_flag(FM_PK)),
								   fm_not_take(fm_flag(FM_FRAG)))),
					   fm_le(FM_LEN, l3off + 47)));
	bdd_delref(v6);
	return r;
}

/* Minimum lengths: tags, network headers, L4 headers. */
static BDD lengths(void)
{
	BDD r = bddtrue;

	for (unsigned nv = 0; nv <= 2; nv++) {
		unsigned l3off = PKT_ETH_LEN + PKT_VLAN_LEN * nv;
		BDD at = fm_eq(FM_NV, nv);

		if (nv)
			r = fm_and_take(r, implies(fm_ref(at), fm_ge(FM_LEN, l3off)));
		r = fm_and_take(r, implies(fm_and_take(fm_ref(at), fm_l3_is(1)),
					   ip4_lens(l3off, FM_MAX_LEN)));
		r = fm_and_take(r, v6_lengths(nv));
		for (size_t i = 0; i < sizeof(l4_protos) / sizeof(l4_protos[0]); i++) {
			unsigned need = pkt_l4_len(l4_protos[i]);
			BDD l4 = fm_and_take(fm_and_take(fm_ref(at), fm_flag(FM_L4)),
					     fm_eq(FM_PROTO, l4_protos[i]));

			r = fm_and_take(r, implies(fm_and_take(l4, fm_l3_is(1)),
						   ip4_lens(l3off + need, FM_MAX_LEN)));
		}
		/* A VLAN EtherType without a tag after it: the tag is cut off. */
		if (nv < 2)
			r = fm_and_take(r, implies(fm_and_take(fm_ref(at), fm_or_take(
							       fm_eq(FM_ETYPE, PKT_ETH_P_8021Q),
							       fm_eq(FM_ETYPE, PKT_ETH_P_8021AD))),
						   fm_le(FM_LEN, l3off + PKT_VLAN_LEN - 1)));
		bdd_delref(at);
	}
	return r;
}

static BDD l4_proto_set(void)
{
	BDD r = bddfalse;

	for (size_t i = 0; i < sizeof(l4_protos) / sizeof(l4_protos[0]); i++)
		r = fm_or_take(r, fm_eq(FM_PROTO, l4_protos[i]));
	return r;
}

/* The header fields pkt.c reads without acting on them, save one: IPv4's
 * flags and fragment offset are what makes a fragment (MF or an offset)
 * and a later fragment (an offset). An IPv4 total length is 16 bits; an
 * IPv6 one is the 16-bit payload length plus the 40-byte header. */
static BDD iff(BDD a, BDD b)
{
	BDD r = fm_ref(bdd_biimp(a, b));

	bdd_delref(a);
	bdd_delref(b);
	return r;
}

static BDD ip_fields(void)
{
	BDD mf = bddfalse, off = fm_not_take(fm_eq(FM_FOFF, 0)), v4;

	for (unsigned fl = 1; fl < 8; fl += 2)
		mf = fm_or_take(mf, fm_eq(FM_IP4FL, fl));
	v4 = fm_and_take(iff(fm_flag(FM_FRAG), fm_or_take(mf, fm_ref(off))),
			 iff(fm_flag(FM_LATER), off));
	v4 = fm_and_take(v4, fm_le(FM_IPLEN, 0xffff));
	if (fm_held(FM_IHL))
		v4 = fm_and_take(v4, fm_range(FM_IHL, PKT_IP4_MIN_IHL, PKT_IP4_MAX_IHL));
	v4 = implies(fm_l3_is(1), v4);
	v4 = fm_and_take(v4, zero_outside(FM_IHL, fm_l3_is(1)));
	return fm_and_take(v4, implies(fm_l3_is(2), fm_range(FM_IPLEN, PKT_IP6_LEN,
							       0xffff + PKT_IP6_LEN)));
}

/* IPv6's first next header, where the model holds it: naming no walked
 * header, it is the protocol, with no chain; a fragment header first, if
 * whole, makes a fragment. 0 outside IPv6. */
static BDD first_next(void)
{
	BDD v6, same = bddtrue, r;

	if (!fm_held(FM_NH1))
		return bddtrue;
	v6 = fm_l3_is(2);
	for (int i = 0; i < 8; i++)
		same = fm_and_take(same, iff(fm_ref(bdd_ithvar(fm_base(FM_PROTO) + i)),
					     fm_ref(bdd_ithvar(fm_base(FM_NH1) + i))));
	r = implies(fm_not_take(fm_ref(v6)), fm_eq(FM_NH1, 0));
	r = fm_and_take(r, implies(fm_and_take(fm_ref(v6), fm_chain_is(FM_CHAIN_NONE)),
				   fm_and_take(fm_and_take(fm_flag(FM_PK), fm_not_take(fm_flag(FM_FRAG))),
					       same)));
	r = fm_and_take(r, implies(fm_and_take(fm_and_take(v6, fm_flag(FM_PK)),
					       fm_not_take(fm_flag(FM_FRAG))),
				   fm_not_take(fm_chain_is(FM_CHAIN_FRAG))));
	return r;
}

/* Facts that go together whatever the length. */
static BDD consistency(void)
{
	BDD r = bddtrue, bare, tcp;
	BDD vlan_type = fm_or_take(fm_eq(FM_ETYPE, PKT_ETH_P_8021Q),
				   fm_eq(FM_ETYPE, PKT_ETH_P_8021AD));
	BDD ext = names_ext(FM_PROTO, PKT_EXT_NONE);

	bare = fm_and_take(fm_and_take(fm_not_take(fm_flag(FM_FRAG)), fm_not_take(fm_flag(FM_LATER))),
			   fm_and_take(fm_not_take(fm_flag(FM_PK)), fm_not_take(fm_flag(FM_L4))));
	r = fm_and_take(r, fm_not_take(fm_eq(FM_NV, 3)));
	r = fm_and_take(r, fm_not_take(fm_eq(FM_L3, 3)));
	r = fm_and_take(r, implies(fm_not_take(fm_eth()),
				   fm_and_take(fm_eq(FM_NV, 0), fm_and_take(fm_l3_is(0), fm_ref(bare)))));
	r = fm_and_take(r, implies(fm_l3_is(0), fm_ref(bare)));
	r = fm_and_take(r, implies(fm_ref(vlan_type), fm_l3_is(0)));
	r = fm_and_take(r, implies(fm_l3_is(1), fm_and_take(fm_eq(FM_ETYPE, PKT_ETH_P_IPV4),
							     fm_flag(FM_PK))));
	r = fm_and_take(r, implies(fm_l3_is(2), fm_eq(FM_ETYPE, PKT_ETH_P_IPV6)));
	r = fm_and_take(r, implies(fm_flag(FM_LATER),
				   fm_and_take(fm_and_take(fm_flag(FM_FRAG), fm_flag(FM_PK)),
					       fm_not_take(fm_flag(FM_L4)))));
	r = fm_and_take(r, implies(fm_and_take(fm_and_take(fm_l3_is(2), fm_flag(FM_PK)),
					       fm_not_take(fm_flag(FM_LATER))),
				   fm_not_take(ext)));
	r = fm_and_take(r, implies(fm_flag(FM_L4), fm_and_take(fm_flag(FM_PK), l4_proto_set())));
	r = fm_and_take(r, ip_fields());
	r = fm_and_take(r, first_next());
	/* any data offset or reserved bits in a whole TCP header, any IPv4
	 * checksum in IPv4 */
	tcp = fm_and_take(fm_flag(FM_L4), fm_eq(FM_PROTO, 6));
	r = fm_and_take(r, zero_outside(FM_DOFF, fm_ref(tcp)));
	r = fm_and_take(r, zero_outside(FM_TCPRES, tcp));
	r = fm_and_take(r, zero_outside(FM_IP4SUM, fm_l3_is(1)));
	bdd_delref(vlan_type);
	bdd_delref(bare);
	return r;
}

void fm_universe_build(void)
{
	universe = fm_and_take(fm_and_take(consistency(), lengths()), truncated_l4());
	universe = fm_and_take(universe, th_far());
	universe = fm_and_take(universe, fm_pay_universe());
}
