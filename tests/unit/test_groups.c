/* Rule groups (compiler/groups.c): which runs of rules may become one
 * lookup. Wrong merges would change first-match results, so the cases here
 * are the tempting ones that must NOT merge, next to the ones that must. */
#include "evalutil.h"
#include "groups.h"
#include "tcheck.h"

static struct rule_groups groups_of(const char *text, size_t min_run)
{
	struct rule_groups g;

	find_rule_groups(&eu_arena, compile(text), min_run, &g);
	return g;
}

static void expect_one(const char *text, size_t min_run, size_t first,
		       size_t count, enum group_field field, size_t nguard)
{
	struct rule_groups g = groups_of(text, min_run);

	CHECKF(g.n == 1, "%zu groups for: %s", g.n, text);
	if (g.n != 1)
		return;
	CHECKF(g.v[0].first == first && g.v[0].count == count,
	       "group %zu+%zu, expected %zu+%zu: %s", g.v[0].first, g.v[0].count,
	       first, count, text);
	CHECKF(g.v[0].field == field, "field %s: %s", group_field_name(g.v[0].field), text);
	CHECKF(g.v[0].nguard == nguard, "%zu guard conjuncts: %s", g.v[0].nguard, text);
}

static void expect_none(const char *text, size_t min_run)
{
	struct rule_groups g = groups_of(text, min_run);

	CHECKF(g.n == 0, "%zu groups (expected none) for: %s", g.n, text);
}

int main(void)
{
	/* Interleaved drop and pass still form one run: the lookup yields the
	 * first matching rule, whatever its action. */
	expect_one("drop udp dport 1; drop udp dport 2; pass udp dport 3; drop udp dport 4;",
		   2, 0, 4, GF_DPORT, 1);
	expect_one("drop src 192.0.2.1; drop src 192.0.2.0/24; drop src 2001:db8::/32;",
		   2, 0, 3, GF_SRC, 0);
	expect_one("pass tcp; drop dst 192.0.2.1; drop dst 192.0.2.2; drop dst 192.0.2.3;",
		   3, 1, 3, GF_DST, 0);
	expect_one("drop proto 47; drop proto 50; drop proto gre; drop proto 51;",
		   2, 0, 4, GF_PROTO, 0);
	expect_one("drop ipv4 udp sport 19 len > 100; drop ipv4 udp sport 17 len > 100;",
		   2, 0, 2, GF_SPORT, 3);
	/* Sets and ranges as keys. */
	expect_one("drop dport { 1, 2 }; drop dport 10-20; drop dport 15;", 2, 0, 3,
		   GF_DPORT, 0);

	/* A count rule does not stop evaluation: it must not join a run. */
	expect_none("drop udp dport 1; count udp dport 2; drop udp dport 3;", 2);
	/* Different guards. */
	expect_none("drop udp dport 1; drop tcp dport 2;", 2);
	expect_none("drop udp dport 1 len > 10; drop udp dport 2 len > 11;", 2);
	/* An extra condition in one rule. */
	expect_none("drop udp dport 1; drop udp dport 2 ttl < 5;", 2);
	/* Different fields. */
	expect_none("drop src 192.0.2.1; drop dst 192.0.2.2;", 2);
	expect_none("drop sport 1; drop dport 1;", 2);
	/* `host` and `port` look at two fields: never a key. */
	expect_none("drop host 192.0.2.1; drop host 192.0.2.2;", 2);
	expect_none("drop port 1; drop port 2;", 2);
	/* Dynamic sets change at run time. */
	expect_none("dynamic set a { 192.0.2.1 }; dynamic set b { };"
		    "drop src in a; drop src in b;", 2);
	/* Or-expressions are not conjunctions of a key. */
	expect_none("drop udp or dport 1; drop udp or dport 2;", 2);
	/* Runs shorter than the minimum stay rule by rule. */
	expect_none("drop dport 1; drop dport 2;", 3);

	/* Two runs back to back, split where the guard changes. */
	{
		struct rule_groups g = groups_of(
			"drop udp dport 1; drop udp dport 2; drop tcp dport 1; drop tcp dport 2;", 2);

		CHECK_EQ(g.n, 2);
		if (g.n == 2) {
			CHECK_EQ(g.v[0].first, 0);
			CHECK_EQ(g.v[1].first, 2);
			CHECK_EQ(g.v[1].count, 2);
		}
	}
	/* The key differs, everything else is shared: keys point at each
	 * rule's own primitive. */
	{
		struct rule_groups g = groups_of("drop udp dport 7; drop udp dport 9;", 2);

		CHECK_EQ(g.n, 1);
		if (g.n == 1) {
			CHECK_EQ(g.v[0].key[0]->u.prim.set->ports[0].lo, 7);
			CHECK_EQ(g.v[0].key[1]->u.prim.set->ports[0].lo, 9);
			CHECK(g.v[0].guard[0]->kind == E_PROTO);
		}
	}
	return TC_DONE();
}
