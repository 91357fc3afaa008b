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

static unsigned need_of(unsigned proto)
{
	return proto == 6 ? 20 : proto == 17 ? 8 : 4;
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

/* Lengths of an IPv6 frame whose TCP/UDP/ICMP header (NEED bytes) is cut
 * off after a complete chain: BASE + S <= len < BASE + S + NEED for some
 * chain length S. CUM[s]: how many chain lengths below s are possible. */
static BDD v6_truncated_lens(unsigned base, unsigned maxk, unsigned need)
{
	static unsigned cum[2][FM_MAX_LEN + 2];
	unsigned *c = cum[maxk == PKT_MAX_EXTHDRS];
	BDD r = bddfalse;
	unsigned lo = 0, in = 0;

	if (!c[FM_MAX_LEN + 1])
		for (unsigned s = 0; s <= FM_MAX_LEN; s++)
			c[s + 1] = c[s] + fm_ext_bytes_ok(s, maxk);
	for (unsigned len = base; len <= FM_MAX_LEN + 1; len++) {
		unsigned hi = len - base, from = hi >= need ? hi - need + 1 : 0;
		bool ok = len <= FM_MAX_LEN && c[hi + 1] > c[from];

		if (ok && !in)
			lo = len, in = 1;
		if (!ok && in) {
			r = fm_or_take(r, fm_range(FM_LEN, lo, len - 1));
			in = 0;
		}
	}
	return r;
}

/* Lengths an IPv4 header of some IHL allows, LO + 4 x IHL to HI + 4 x
 * IHL, with that IHL where the model holds it (fmodel_reserve_ihl): the
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

/* A first-fragment (or unfragmented) packet of an L4 protocol whose header
 * is not inside: only truncation explains it. */
static BDD truncated_l4(void)
{
	BDD r = bddtrue;

	for (unsigned nv = 0; nv <= 2; nv++) {
		unsigned l3off = PKT_ETH_LEN + PKT_VLAN_LEN * nv;

		for (size_t i = 0; i < sizeof(l4_protos) / sizeof(l4_protos[0]); i++) {
			unsigned need = need_of(l4_protos[i]);
			BDD cut = fm_and_take(fm_and_take(fm_flag(FM_PK), fm_not_take(fm_flag(FM_LATER))),
					      fm_and_take(fm_not_take(fm_flag(FM_L4)),
							  fm_eq(FM_PROTO, l4_protos[i])));
			BDD v4 = fm_and_take(l3_and_nv(1, nv), fm_ref(cut));
			BDD v6 = fm_and_take(l3_and_nv(2, nv), fm_ref(cut));

			/* IPv4: the L4 header starts IHL x 4 bytes after l3off */
			r = fm_and_take(r, implies(v4, ip4_lens(l3off, l3off + need - 1)));
			for (int frag = 0; frag <= 1; frag++) {
				BDD is = fm_and_take(fm_ref(v6), frag ? fm_flag(FM_FRAG)
								: fm_not_take(fm_flag(FM_FRAG)));
				unsigned base = l3off + 40 + (frag ? 8 : 0);

				r = fm_and_take(r, implies(is, v6_truncated_lens(base, frag ? 7 : 8, need)));
			}
			bdd_delref(v6);
			bdd_delref(cut);
		}
	}
	return r;
}

/* Lengths BASE + S + [0, NEED) for the chain lengths S in [SMIN, SMAX]
 * that at most MAXK walked extension headers make. */
static BDD chain_lens(unsigned base, unsigned maxk, unsigned smin, unsigned smax, unsigned need)
{
	static uint8_t in[FM_MAX_LEN + 2];
	BDD r = bddfalse;
	unsigned lo = 0;

	memset(in, 0, sizeof(in));
	for (unsigned s = smin; s <= smax && base + s <= FM_MAX_LEN; s++)
		for (unsigned k = 0; fm_ext_bytes_ok(s, maxk) && k < need && base + s + k <= FM_MAX_LEN; k++)
			in[base + s + k] = 1;
	for (unsigned len = 0; len <= FM_MAX_LEN + 1; len++) {
		if (in[len] && (len == 0 || !in[len - 1]))
			lo = len;
		if (!in[len] && len && in[len - 1])
			r = fm_or_take(r, fm_range(FM_LEN, lo, len - 1));
	}
	return r;
}

/* Where the transport header starts past PKT_MAX_BASE (FM_THFAR), which
 * only an IPv6 extension chain of about 16 KiB does: no test reads that
 * header then. Each side allows the lengths its chain lengths give: a
 * whole L4 header needs the frame to reach past it, a cut-short one ends
 * inside it, any other protocol's starts inside the frame. */
static BDD th_far(void)
{
	BDD far = fm_flag(FM_THFAR);
	BDD r = implies(fm_ref(far), fm_and_take(fm_and_take(fm_l3_is(2), fm_flag(FM_PK)),
						 fm_not_take(fm_flag(FM_LATER))));

	for (unsigned nv = 0; nv <= 2; nv++)
		for (unsigned frag = 0; frag <= 1; frag++) {
			unsigned base = PKT_ETH_LEN + PKT_VLAN_LEN * nv + 40 + 8 * frag;
			unsigned maxk = PKT_MAX_EXTHDRS - frag, cut = PKT_MAX_BASE - base, sf;
			BDD is = fm_and_take(l3_and_nv(2, nv), frag ? fm_flag(FM_FRAG)
							     : fm_not_take(fm_flag(FM_FRAG)));
			BDD first = fm_and_take(fm_ref(is), fm_and_take(fm_flag(FM_PK),
									 fm_not_take(fm_flag(FM_LATER))));

			for (sf = cut + 1; sf <= FM_MAX_LEN && !fm_ext_bytes_ok(sf, maxk); sf++)
				;
			for (size_t i = 0; i < sizeof(l4_protos) / sizeof(l4_protos[0]); i++) {
				unsigned need = need_of(l4_protos[i]);
				BDD p = fm_and_take(fm_ref(first), fm_eq(FM_PROTO, l4_protos[i]));
				BDD whole = fm_and_take(fm_ref(p), fm_flag(FM_L4));
				BDD cut_short = fm_and_take(p, fm_not_take(fm_flag(FM_L4)));

				r = fm_and_take(r, implies(fm_and_take(whole, fm_ref(far)),
							   fm_ge(FM_LEN, base + sf + need)));
				r = fm_and_take(r, implies(fm_and_take(fm_ref(cut_short), fm_ref(far)),
							   chain_lens(base, maxk, cut + 1, FM_MAX_LEN, need)));
				r = fm_and_take(r, implies(fm_and_take(cut_short, fm_not_take(fm_ref(far))),
							   chain_lens(base, maxk, 0, cut, need)));
			}
			r = fm_and_take(r, implies(fm_and_take(fm_and_take(first, fm_ref(far)),
							       fm_not_take(l4_proto_set())),
						   fm_ge(FM_LEN, base + sf)));
			bdd_delref(is);
		}
	bdd_delref(far);
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
		r = fm_and_take(r, implies(fm_and_take(fm_ref(at), fm_l3_is(2)),
					   fm_ge(FM_LEN, l3off + 40)));
		r = fm_and_take(r, implies(fm_and_take(fm_and_take(fm_ref(at), fm_l3_is(2)),
						       fm_flag(FM_FRAG)),
					   fm_ge(FM_LEN, l3off + 48)));
		for (size_t i = 0; i < sizeof(l4_protos) / sizeof(l4_protos[0]); i++) {
			unsigned need = need_of(l4_protos[i]);
			BDD l4 = fm_and_take(fm_and_take(fm_ref(at), fm_flag(FM_L4)),
					     fm_eq(FM_PROTO, l4_protos[i]));

			r = fm_and_take(r, implies(fm_and_take(fm_ref(l4), fm_l3_is(1)),
						   ip4_lens(l3off + need, FM_MAX_LEN)));
			r = fm_and_take(r, implies(fm_and_take(fm_and_take(fm_ref(l4), fm_l3_is(2)),
							       fm_not_take(fm_flag(FM_FRAG))),
						   fm_ge(FM_LEN, l3off + 40 + need)));
			r = fm_and_take(r, implies(fm_and_take(fm_and_take(l4, fm_l3_is(2)),
							       fm_flag(FM_FRAG)),
						   fm_ge(FM_LEN, l3off + 48 + need)));
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
	if (fm_ihl_held())
		v4 = fm_and_take(v4, fm_range(FM_IHL, PKT_IP4_MIN_IHL, PKT_IP4_MAX_IHL));
	v4 = implies(fm_l3_is(1), v4);
	if (fm_ihl_held())
		v4 = fm_and_take(v4, implies(fm_not_take(fm_l3_is(1)), fm_eq(FM_IHL, 0)));
	return fm_and_take(v4, implies(fm_l3_is(2), fm_range(FM_IPLEN, PKT_IP6_LEN,
							       0xffff + PKT_IP6_LEN)));
}

/* Facts that go together whatever the length. */
static BDD consistency(void)
{
	BDD r = bddtrue, bare;
	BDD vlan_type = fm_or_take(fm_eq(FM_ETYPE, PKT_ETH_P_8021Q),
				   fm_eq(FM_ETYPE, PKT_ETH_P_8021AD));
	BDD ext = bddfalse;
	static const unsigned walked[] = { 0, 43, 44, 51, 60 };

	for (size_t i = 0; i < sizeof(walked) / sizeof(walked[0]); i++)
		ext = fm_or_take(ext, fm_eq(FM_PROTO, walked[i]));
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
	if (fm_doff_held())   /* any data offset in a whole TCP header, 0 elsewhere */
		r = fm_and_take(r, implies(fm_not_take(fm_and_take(fm_flag(FM_L4), fm_eq(FM_PROTO, 6))),
					   fm_eq(FM_DOFF, 0)));
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
