/* Rate limits in the reference evaluator: the specification of the bucket
 * arithmetic that cg_rate.c emits.
 *
 * A bucket is kept as a "theoretical arrival time" TAT (GCRA), in
 * nanoseconds of the program's clock. A frame at time NOW costs
 *   COST = PERIOD_NS / RATE           (packet rates)
 *   COST = LEN * PERIOD_NS / RATE     (byte rates; LEN = data_end - data)
 * nanoseconds, both divisions rounded down, and the bucket holds
 * BURST_NS = BURST * PERIOD_NS / RATE nanoseconds (check_rate.c). Then
 *   BASE = max(TAT, NOW)
 *   over  when BASE - NOW + COST > BURST_NS: TAT stays, OVER += 1
 *   under otherwise:                         TAT = BASE + COST
 * A key not seen before starts with a full bucket, TAT = NOW. This is the
 * token bucket of BURST units refilled at RATE per period: BASE - NOW is
 * what is missing from it, as time. */
#include "eval_rate.h"

#include "meta.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct rate_entry {
	struct xdpc_addr_key key;
	struct xdpc_rate_val val;
};

/* One rate limit's buckets, dense in first-seen order, found through an
 * open-addressing index of entry numbers + 1 (0 = empty). Never evicts:
 * unlike the kernel's LRU table of XDPC_RATE_TABLE_SIZE entries. */
struct rate_table {
	struct rate_entry *e;
	size_t n, cap;
	uint32_t *slot;
	size_t nslot;          /* a power of two, twice cap */
};

struct eval_rates {
	size_t n;
	struct rate_table *t;
};

struct eval_rates *eval_rates_new(const struct program *p)
{
	struct eval_rates *r = xrealloc(NULL, sizeof(*r));

	r->n = p->nrated;
	r->t = xrealloc(NULL, (p->nrated ? p->nrated : 1) * sizeof(*r->t));
	memset(r->t, 0, (p->nrated ? p->nrated : 1) * sizeof(*r->t));
	return r;
}

void eval_rates_clear(struct eval_rates *r)
{
	for (size_t i = 0; r && i < r->n; i++) {
		r->t[i].n = 0;
		if (r->t[i].slot)
			memset(r->t[i].slot, 0, r->t[i].nslot * sizeof(uint32_t));
	}
}

void eval_rates_free(struct eval_rates *r)
{
	if (!r)
		return;
	for (size_t i = 0; i < r->n; i++) {
		free(r->t[i].e);
		free(r->t[i].slot);
	}
	free(r->t);
	free(r);
}

static void mask(uint8_t *a, unsigned plen)
{
	for (unsigned i = 0; i < 16; i++) {
		unsigned keep = plen >= 8 * (i + 1) ? 8 : plen > 8 * i ? plen - 8 * i : 0;

		a[i] &= (uint8_t)(0xff00u >> keep);
	}
}

void eval_rate_key(const struct rate_limit *rl, const struct pkt_facts *f,
		   struct xdpc_addr_key *k)
{
	memset(k, 0, sizeof(*k));
	switch (rl->key) {
	case RATE_SRC:
	case RATE_DST:
		if (f->l3 == PKT_L3_NONE)
			return;
		k->family = f->l3 == PKT_L3_IPV4 ? 4 : 6;
		memcpy(k->addr, rl->key == RATE_SRC ? f->src : f->dst, 16);
		mask(k->addr, rl->key_plen);
		return;
	case RATE_SPORT:
	case RATE_DPORT:
	{
		uint16_t port = rl->key == RATE_SPORT ? f->sport : f->dport;

		if (!f->ports)
			return;
		k->family = XDPC_RATE_KEY_PORT;
		k->addr[0] = (uint8_t)(port >> 8);
		k->addr[1] = (uint8_t)port;
		return;
	}
	default:
		return;
	}
}

static size_t slot_of(const struct rate_table *t, const struct xdpc_addr_key *k)
{
	const uint8_t *b = (const uint8_t *)k;
	uint64_t h = 14695981039346656037ull;   /* FNV-1a */
	size_t i;

	for (i = 0; i < sizeof(*k); i++)
		h = (h ^ b[i]) * 1099511628211ull;
	for (i = h & (t->nslot - 1); t->slot[i]; i = (i + 1) & (t->nslot - 1))
		if (!memcmp(&t->e[t->slot[i] - 1].key, k, sizeof(*k)))
			break;
	return i;
}

static void grow(struct rate_table *t)
{
	t->cap = t->cap ? t->cap * 2 : 16;
	t->e = xrealloc(t->e, t->cap * sizeof(*t->e));
	free(t->slot);
	t->nslot = t->cap * 2;
	t->slot = xrealloc(NULL, t->nslot * sizeof(*t->slot));
	memset(t->slot, 0, t->nslot * sizeof(*t->slot));
	for (size_t i = 0; i < t->n; i++)
		t->slot[slot_of(t, &t->e[i].key)] = (uint32_t)(i + 1);
}

static struct xdpc_rate_val *bucket(struct rate_table *t, const struct xdpc_addr_key *k,
				    bool *fresh)
{
	size_t s;

	if (t->n == t->cap)
		grow(t);
	s = slot_of(t, k);
	if (t->slot[s]) {
		*fresh = false;
		return &t->e[t->slot[s] - 1].val;
	}
	*fresh = true;
	t->slot[s] = (uint32_t)(t->n + 1);
	t->e[t->n].key = *k;
	memset(&t->e[t->n].val, 0, sizeof(t->e[t->n].val));
	return &t->e[t->n++].val;
}

bool eval_rate_over(struct eval_rates *rs, const struct rule *r, const struct pkt_facts *f,
		    uint64_t now)
{
	const struct rate_limit *rl = r->rate;
	uint64_t cost = rl->bytes ? (uint64_t)f->len * rl->period_ns / rl->rate
				  : rl->period_ns / rl->rate;
	struct xdpc_rate_val fresh_val = { 0, 0 }, *v = &fresh_val;
	struct xdpc_addr_key k;
	bool fresh = true;
	uint64_t base;

	if (rs) {
		eval_rate_key(rl, f, &k);
		v = bucket(&rs->t[rl->map], &k, &fresh);
	}
	if (fresh)
		v->tat = now;
	base = v->tat > now ? v->tat : now;
	if (base - now + cost > rl->burst_ns) {
		v->over++;
		return true;
	}
	v->tat = base + cost;
	return false;
}

bool eval_rates_next(const struct eval_rates *rs, size_t map, size_t *cursor,
		     const struct xdpc_addr_key **key, const struct xdpc_rate_val **val)
{
	const struct rate_table *t;

	if (!rs || map >= rs->n)
		return false;
	t = &rs->t[map];
	if (*cursor >= t->n)
		return false;
	*key = &t->e[*cursor].key;
	*val = &t->e[*cursor].val;
	++*cursor;
	return true;
}
