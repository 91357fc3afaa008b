/* A readable outline of a set of frames: for every field the set restricts
 * more than real frames do, the values it allows (ranges, prefixes, names),
 * each read where the field exists (ports where there are ports, ...). */
#include "fmodel_int.h"

#include <arpa/inet.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ITEMS 8

struct items {
	uint64_t lo[MAX_ITEMS + 1], hi[MAX_ITEMS + 1];
	uint8_t pfx[MAX_ITEMS + 1][16];
	int plen[MAX_ITEMS + 1];
	int n;
	int more;
};

static void add_range(struct items *it, uint64_t lo, uint64_t hi)
{
	if (it->n && it->hi[it->n - 1] + 1 == lo) {
		it->hi[it->n - 1] = hi;
		return;
	}
	if (it->n == MAX_ITEMS) {
		it->more = 1;
		return;
	}
	it->lo[it->n] = lo;
	it->hi[it->n++] = hi;
}

/* Values of the N variables from BASE (bits I.. of them, VAL so far) in
 * NODE, in order. */
static void ranges(struct items *it, BDD node, int base, int n, int i, uint64_t val)
{
	int var = base + i;

	if (node == bddfalse || it->more)
		return;
	if (node == bddtrue || i == n) {
		add_range(it, val << (n - i), ((val + 1) << (n - i)) - 1);
		return;
	}
	if (bdd_var(node) > var) {
		ranges(it, node, base, n, i + 1, val << 1);
		ranges(it, node, base, n, i + 1, val << 1 | 1);
		return;
	}
	ranges(it, bdd_low(node), base, n, i + 1, val << 1);
	ranges(it, bdd_high(node), base, n, i + 1, val << 1 | 1);
}

/* Prefixes of the first NBITS bits of field F in NODE. */
static void prefixes(struct items *it, BDD node, enum fm_field f, int i, int nbits,
		     uint8_t *bits)
{
	int var = fm_base(f) + i;

	if (node == bddfalse || it->more)
		return;
	if (node == bddtrue || i == nbits) {
		if (it->n == MAX_ITEMS) {
			it->more = 1;
			return;
		}
		memcpy(it->pfx[it->n], bits, 16);
		it->plen[it->n++] = i;
		return;
	}
	if (bdd_var(node) > var) {
		/* both halves: one shorter prefix covers them */
		prefixes(it, node, f, i + 1, nbits, bits);
		return;
	}
	bits[i / 8] &= (uint8_t)~(0x80 >> (i % 8));
	prefixes(it, bdd_low(node), f, i + 1, nbits, bits);
	bits[i / 8] |= (uint8_t)(0x80 >> (i % 8));
	prefixes(it, bdd_high(node), f, i + 1, nbits, bits);
	bits[i / 8] &= (uint8_t)~(0x80 >> (i % 8));
}

/* SET restricted to WHERE, with every variable outside the N from BASE
 * (and the network-layer variables when WITH_L3) quantified away. */
static BDD project(BDD set, BDD where, int base, int nbits, bool with_l3)
{
	int n = fm_base(FM_NFIELDS - 1) + fm_bits(FM_NFIELDS - 1), k = 0;
	int *vars = calloc((size_t)n, sizeof(int));
	BDD s, all, r;

	if (!vars)
		abort();

	for (int v = 0; v < n; v++) {
		bool in = v >= base && v < base + nbits;

		if (with_l3 && v >= fm_base(FM_L3) && v < fm_base(FM_L3) + fm_bits(FM_L3))
			in = true;
		if (!in)
			vars[k++] = v;
	}
	s = fm_ref(bdd_makeset(vars, k));
	free(vars);
	all = fm_ref(bdd_and(set, where));
	r = fm_ref(bdd_exist(all, s));
	bdd_delref(all);
	bdd_delref(s);
	return r;
}

static void print_items(FILE *out, const struct items *it, enum fm_field f, int fam)
{
	char buf[INET6_ADDRSTRLEN];

	for (int i = 0; i < it->n; i++) {
		fputs(i ? ", " : " ", out);
		if (f == FM_SRC || f == FM_DST) {
			inet_ntop(fam == 1 ? AF_INET : AF_INET6, it->pfx[i], buf, sizeof(buf));
			fprintf(out, "%s/%d", buf, it->plen[i]);
		} else if (f == FM_L3) {
			static const char *const l3[] = { "none", "ipv4", "ipv6", "?" };

			for (uint64_t v = it->lo[i]; v <= it->hi[i]; v++)
				fprintf(out, "%s%s", v > it->lo[i] ? ", " : "", l3[v & 3]);
		} else if (f == FM_ETYPE) {
			fprintf(out, "0x%04llx", (unsigned long long)it->lo[i]);
			if (it->hi[i] != it->lo[i])
				fprintf(out, "-0x%04llx", (unsigned long long)it->hi[i]);
		} else if (f == FM_PBYTES) {
			fprintf(out, "0x%02llx", (unsigned long long)it->lo[i]);
			if (it->hi[i] != it->lo[i])
				fprintf(out, "-0x%02llx", (unsigned long long)it->hi[i]);
		} else if (fm_bits(f) == 1) {
			fputs(it->lo[i] ? "yes" : "no", out);
			if (it->hi[i] != it->lo[i])
				fputs(", yes", out);
		} else {
			fprintf(out, "%llu", (unsigned long long)it->lo[i]);
			if (it->hi[i] != it->lo[i])
				fprintf(out, "-%llu", (unsigned long long)it->hi[i]);
		}
	}
	if (it->more)
		fputs(", ...", out);
}

/* Where a field is read: its values elsewhere mean nothing. */
static BDD where_read(enum fm_field f)
{
	switch (f) {
	case FM_NV: case FM_L3: case FM_ETYPE: case FM_ESRC: case FM_EDST:
		return fm_eth();
	case FM_FRAG: case FM_TTL: case FM_PK:
		return fm_ip();
	case FM_LATER: return fm_flag(FM_FRAG);
	case FM_PROTO: return fm_and_take(fm_ip(), fm_flag(FM_PK));
	case FM_L4: return fm_and_take(fm_flag(FM_PK), fm_not_take(fm_flag(FM_LATER)));
	case FM_SPORT: case FM_DPORT:
		return fm_and_take(fm_flag(FM_L4), fm_or_take(fm_eq(FM_PROTO, 6), fm_eq(FM_PROTO, 17)));
	case FM_FLAGS: case FM_WIN: case FM_TCPSEQ: case FM_TCPACK: case FM_TCPURG: case FM_DOFF: case FM_TCPRES:
		return fm_and_take(fm_flag(FM_L4), fm_eq(FM_PROTO, 6));
	case FM_L4SUM: return fm_flag(FM_L4);
	case FM_DSCP: case FM_ECN: return fm_ip();
	case FM_FLOW: case FM_NH1: return fm_l3_is(2);
	case FM_IP4ID: case FM_IHL: case FM_IP4SUM: return fm_l3_is(1);
	case FM_ICMPT: case FM_ICMPC:
		return fm_and_take(fm_flag(FM_L4), fm_or_take(fm_eq(FM_PROTO, 1), fm_eq(FM_PROTO, 58)));
	case FM_VID: return fm_not_take(fm_eq(FM_NV, 0));
	default: return bddtrue;
	}
}

static const char *where_text(enum fm_field f)
{
	switch (f) {
	case FM_SPORT: case FM_DPORT: return " (where there are ports)";
	case FM_FLAGS: case FM_WIN: case FM_TCPSEQ: case FM_TCPACK: case FM_TCPURG: case FM_DOFF: case FM_TCPRES:
		return " (where there is a TCP header)";
	case FM_L4SUM: return " (where there is a TCP, UDP or ICMP header)";
	case FM_DSCP: case FM_ECN: return " (IP frames)";
	case FM_FLOW: case FM_NH1: return " (IPv6 frames)";
	case FM_IP4ID: case FM_IHL: case FM_IP4SUM: return " (IPv4 frames)";
	case FM_ICMPT: case FM_ICMPC: return " (where there is an ICMP header)";
	case FM_PROTO: return " (where it is known)";
	case FM_SRC: case FM_DST: case FM_TTL: case FM_FRAG: return " (IP frames)";
	case FM_VID: return " (tagged frames)";
	default: return "";
	}
}

/* The values of ONE (a projection of field F, or of the byte at variable
 * BASE for FM_PBYTES): listed as they are, or as "not ..." of what ALL
 * allows beyond them when that is shorter. */
static void list_values(FILE *out, BDD one, BDD all, enum fm_field f, int fam, int base)
{
	BDD rest = fm_ref(bdd_apply(all, one, bddop_diff));
	struct items it, not;
	uint8_t bits[16] = { 0 };
	int nbits = fam == 1 ? 32 : 128;

	memset(&it, 0, sizeof(it));
	memset(&not, 0, sizeof(not));
	if (fam) {
		prefixes(&it, one, f, 0, nbits, bits);
		prefixes(&not, rest, f, 0, nbits, bits);
	} else {
		int n = f == FM_PBYTES ? 8 : fm_bits(f);

		ranges(&it, one, base, n, 0, 0);
		ranges(&not, rest, base, n, 0, 0);
	}
	if ((it.more || it.n > 2) && !not.more && not.n < it.n) {
		fputs(" not", out);
		print_items(out, &not, f, fam);
	} else {
		print_items(out, &it, f, fam);
	}
	bdd_delref(rest);
}

/* Addresses by family; printed only when some family is restricted. */
static void describe_addr(FILE *out, BDD mine, BDD all, enum fm_field f, const char *indent)
{
	BDD one[3], any[3];
	bool restricted = false;

	for (int fam = 1; fam <= 2; fam++) {
		BDD is = fm_l3_is(fam);

		one[fam] = fm_ref(bdd_restrict(mine, is));
		any[fam] = fm_ref(bdd_restrict(all, is));
		restricted |= one[fam] != bddfalse && one[fam] != any[fam];
		bdd_delref(is);
	}
	if (restricted) {
		fprintf(out, "%s%s%s:", indent, fm_field_name(f), where_text(f));
		for (int fam = 1; fam <= 2; fam++) {
			if (one[fam] != bddfalse)
				fputs(fam == 1 ? " ipv4" : " ipv6", out);
			if (one[fam] != bddfalse && one[fam] != any[fam])
				list_values(out, one[fam], any[fam], f, fam, fm_base(f));
			else if (one[fam] != bddfalse)
				fputs(" any", out);
		}
		fputc('\n', out);
	}
	for (int fam = 1; fam <= 2; fam++) {
		bdd_delref(one[fam]);
		bdd_delref(any[fam]);
	}
}

static void describe_field(FILE *out, BDD set, enum fm_field f, const char *indent)
{
	bool addr = f == FM_SRC || f == FM_DST;
	BDD where = where_read(f), mine, all;

	mine = project(set, where, fm_base(f), fm_bits(f), addr);
	all = project(fmodel_universe(), where, fm_base(f), fm_bits(f), addr);
	if (addr)
		describe_addr(out, mine, all, f, indent);
	else if (mine != all && mine != bddfalse) {
		fprintf(out, "%s%s%s:", indent, fm_field_name(f), where_text(f));
		list_values(out, mine, all, f, 0, fm_base(f));
		fputc('\n', out);
	}
	bdd_delref(mine);
	bdd_delref(all);
	bdd_delref(where);
}

/* The transport payload bytes SET restricts, each where the frame holds
 * it; at most MAX_BYTES lines. */
#define MAX_BYTES 16

static void describe_payload(FILE *out, BDD set, const char *indent)
{
	int shown = 0;

	for (size_t j = 0; j < fm_pay_npos(); j++) {
		int base = fm_base(FM_PBYTES) + 8 * (int)j;
		BDD where = fm_ge(FM_PRANK, j + 1);
		BDD mine = project(set, where, base, 8, false);
		BDD all = project(fmodel_universe(), where, base, 8, false);

		if (mine != all && mine != bddfalse && shown++ < MAX_BYTES) {
			fprintf(out, "%spayload byte %u (where the frame holds it):", indent,
				fm_pay_pos(j));
			list_values(out, mine, all, FM_PBYTES, 0, base);
			fputc('\n', out);
		}
		bdd_delref(mine);
		bdd_delref(all);
		bdd_delref(where);
	}
	if (shown > MAX_BYTES)
		fprintf(out, "%s... and %d more payload bytes\n", indent, shown - MAX_BYTES);
}

/* A transport header past byte 16383 is worth a line only when the set
 * holds nothing else: "no" follows from most lengths. */
static bool only_far(BDD set)
{
	BDD near = fm_not_take(fm_flag(FM_THFAR));
	bool far = fm_disjoint(set, near);

	bdd_delref(near);
	return far;
}

void fmodel_describe(FILE *out, BDD set, const char *indent)
{
	/* the payload rank says only which bytes the frame holds (the lengths
	 * say that too). Rate states are no field of the frame:
	 * fmodel_rate_states(). */
	for (int f = 0; f < FM_NFIELDS; f++)
		if (f != FM_PRANK && f != FM_PBYTES && f != FM_RATE &&
		    (f != FM_THFAR || only_far(set)))
			describe_field(out, set, (enum fm_field)f, indent);
	describe_payload(out, set, indent);
}
