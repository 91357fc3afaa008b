/* Transport payload bytes in the frame model. The analysed programs' tests
 * read a set of positions (offsets from the payload start); the model
 * holds 8 variables per such position (FM_PBYTES, last of the frame's) and
 * FM_PRANK, how many of the positions the frame holds. Presence is
 * monotone in the position (a frame holds the first len - start bytes), so
 * that rank says exactly which positions exist; absent ones are 0 in the
 * universe (fmodel_pay_space.c), which keeps every frame one point. */
#include "fmodel_int.h"

#include <stdlib.h>
#include <string.h>

#define POS_LIMIT (PKT_MAX_BASE + 1)   /* offsets + widths stay below it */

static bool wanted[POS_LIMIT];
static unsigned pos[POS_LIMIT];       /* the reserved positions, ascending */
static int idx[POS_LIMIT];            /* position -> index, -1 if not held */
static size_t npos;
static bool fixed;

static size_t nwanted;

/* Reserves a test's positions unless they would pass FM_PAY_MAX_POS: the
 * universe costs a BDD per position and layout. */
static void want_range(unsigned from, unsigned n)
{
	size_t add = 0;

	for (unsigned i = from; i < from + n && i < POS_LIMIT; i++)
		add += !wanted[i];
	if (nwanted + add > FM_PAY_MAX_POS)
		return;
	nwanted += add;
	for (unsigned i = from; i < from + n && i < POS_LIMIT; i++)
		wanted[i] = true;
}

static void want_expr(const struct expr *e)
{
	const struct payload *p;

	if (!e)
		return;
	switch (e->kind) {
	case E_AND: case E_OR:
		want_expr(e->u.bin.lhs);
		want_expr(e->u.bin.rhs);
		return;
	case E_NOT:
		want_expr(e->u.operand);
		return;
	case E_PAYLOAD:
	case E_PAYLOAD_FIND:
		p = e->u.prim.pay;
		if (p->base != PB_PAYLOAD)
			return;
		if (e->kind == E_PAYLOAD_FIND && p->depth <= FM_PAY_MAX_DEPTH)
			want_range(0, p->depth);
		else if (e->kind == E_PAYLOAD_FIND)
			return;
		else
			want_range(p->off, p->n);
		return;
	default:
		return;
	}
}

void fmodel_reserve_payload(const struct program *p)
{
	for (size_t i = 0; !fixed && i < p->nrules; i++)
		want_expr(p->rules[i]->match);
}

void fmodel_reserve_payload_span(unsigned n)
{
	if (!fixed)
		want_range(0, n);
}

/* Freezes the positions; returns how many. */
size_t fm_pay_fix(void)
{
	fixed = true;
	npos = 0;
	for (unsigned i = 0; i < POS_LIMIT; i++) {
		idx[i] = wanted[i] ? (int)npos : -1;
		if (wanted[i])
			pos[npos++] = i;
	}
	return npos;
}

size_t fm_pay_npos(void)
{
	return npos;
}

unsigned fm_pay_pos(size_t j)
{
	return pos[j];
}

/* Reserved positions inside the frame's transport payload: 0 without one,
 * or when it starts past PKT_MAX_BASE, where no test reads it. */
unsigned fm_pay_rank(const struct pkt_facts *f)
{
	size_t rem, lo = 0, hi = npos;

	if (!f->payload || f->payload_off > PKT_MAX_BASE || f->len <= f->payload_off)
		return 0;
	rem = f->len - f->payload_off;
	while (lo < hi) {   /* positions below rem */
		size_t mid = (lo + hi) / 2;

		if (pos[mid] < rem)
			lo = mid + 1;
		else
			hi = mid;
	}
	return (unsigned)lo;
}

BDD fm_pay_bit(size_t j, int b, int one)
{
	int v = fm_base(FM_PBYTES) + (int)j * 8 + b;

	return one ? bdd_ithvar(v) : bdd_nithvar(v);
}

/* Whether every position a test reads is held (always, after
 * fmodel_reserve_payload() of its program); transport payload only. */
bool fm_pay_held(const struct expr *e)
{
	const struct payload *p = e->u.prim.pay;
	unsigned from = e->kind == E_PAYLOAD_FIND ? 0 : p->off;
	unsigned n = e->kind == E_PAYLOAD_FIND ? p->depth : p->n;

	if (p->base != PB_PAYLOAD || (e->kind == E_PAYLOAD_FIND && p->depth > FM_PAY_MAX_DEPTH))
		return false;
	if (!fixed)
		return true;   /* checked again once the model is open */
	for (unsigned i = from; i < from + n; i++)
		if (i >= POS_LIMIT || idx[i] < 0)
			return false;
	return true;
}

/* The frame holds payload position LAST (and so every one before it). */
static BDD present(unsigned last)
{
	return fm_ge(FM_PRANK, (uint64_t)idx[last] + 1);
}

/* (byte & mask) == value at positions AT.., built from the last bit up. */
static BDD bytes_at(const struct payload *p, unsigned at)
{
	BDD r = bddtrue;

	for (uint32_t k = p->n; k-- > 0;) {
		uint8_t m = p->mask ? p->mask[k] : 0xff, v = p->bytes[k];

		if (v & ~m)
			return fm_and_take(r, bddfalse);
		for (int b = 7; b >= 0; b--)
			if (m >> (7 - b) & 1)
				r = fm_and_take(fm_ref(fm_pay_bit((size_t)idx[at + k], b,
								  v >> (7 - b) & 1)), r);
	}
	return r;
}

/* A transport payload test as eval.c computes it; -1 if not held. */
int fm_pay_expr(const struct expr *e, BDD *out)
{
	const struct payload *p = e->u.prim.pay;
	BDD r;

	if (!fm_pay_held(e))
		return -1;
	if (e->kind == E_PAYLOAD) {
		r = bytes_at(p, p->off);
		if (p->ne)
			r = fm_not_take(r);
		*out = fm_and_take(present(p->off + p->n - 1), r);
		return 0;
	}
	r = bddfalse;
	for (unsigned i = 0; i + p->n <= p->depth; i++)
		r = fm_or_take(r, fm_and_take(present(i + p->n - 1), bytes_at(p, i)));
	*out = r;
	return 0;
}
