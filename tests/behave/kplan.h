/* What the plan made of a loaded program's rules, for tests that check
 * their sets exercise a classifier at all: each classifier the plan
 * builds, deciding ones first, then counting ones. */
#ifndef XDPC_TESTS_KPLAN_H
#define XDPC_TESTS_KPLAN_H

#include "cls.h"
#include "diag.h"
#include "plan.h"

/* Calls FN(k, CTX) for every classifier of P's plan; -1 when P does not
 * plan. */
static inline int kplan_each_cls(const struct program *p,
				 void (*fn)(const struct cls *k, void *ctx), void *ctx)
{
	struct arena a;
	struct plan pl;
	struct diag d;
	int rc;

	arena_init(&a);
	diag_init(&d, NULL);
	rc = plan_build(&a, p, NULL, &pl, &d);
	if (rc == 0) {
		for (size_t i = 0; i < pl.ncls; i++)
			fn(pl.cls[i], ctx);
		for (size_t i = 0; i < pl.nkcls; i++)
			fn(pl.kcls[i], ctx);
	}
	arena_free(&a);
	return rc == 0 ? 0 : -1;
}

#endif
