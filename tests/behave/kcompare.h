/* Compares every counter of a loaded program (rules, default, count-by
 * tables) with the reference evaluator's. */
#ifndef XDPC_TESTS_KCOMPARE_H
#define XDPC_TESTS_KCOMPARE_H

#include "eval.h"
#include "kprog.h"

struct kcompare_table {
	const struct eval_counters *ec;
	size_t table;
	int bad;
};

static inline void kcompare_entry(const void *key, const struct xdpc_counter *c, void *arg)
{
	struct kcompare_table *t = arg;
	const struct xdpc_counter *e = eval_table_lookup(t->ec, t->table, key);

	if (!e || e->packets != c->packets || e->bytes != c->bytes)
		t->bad = 1;
}

/* 1 when all counters of K equal EC's. */
static inline int kprog_counters_equal(struct kprog *k, const struct eval_counters *ec)
{
	const struct program *p = k->prog;

	for (uint32_t i = 0; i <= p->nrules; i++) {
		struct xdpc_counter kc = kprog_rule(k, i);
		const struct xdpc_counter *e = eval_rule_counter(ec, i);

		if (kc.packets != e->packets || kc.bytes != e->bytes)
			return 0;
	}
	for (size_t t = 0; t < p->ntables; t++) {
		struct kcompare_table cmp = { ec, t, 0 };
		size_t cursor = 0;
		const void *key;
		const struct xdpc_counter *e;

		while (eval_table_next(ec, t, &cursor, &key, &e)) {
			struct xdpc_counter kc = kprog_table(k, t, key);

			if (kc.packets != e->packets || kc.bytes != e->bytes)
				return 0;
		}
		/* and nothing the evaluator did not count */
		if (kprog_each_entry(k, t, kcompare_entry, &cmp) < 0 || cmp.bad)
			return 0;
	}
	return 1;
}

#endif
