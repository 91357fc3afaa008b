/* Rule groups (compiler/groups.c): which rules may become one lookup. A
 * group's lookup yields its earliest matching member and the rule
 * functions keep the earliest rule over everything (cg_rules.c), so
 * members need not be adjacent; what must hold is that every member has
 * the same other conjuncts (the guard) and its key where the others have
 * theirs. The cases here are the tempting ones that must NOT merge, next
 * to the ones that must. */
#include "evalutil.h"
#include "groups.h"
#include "tcheck.h"

#include <string.h>

static struct rule_groups groups_of(const char *text, size_t min_size)
{
	struct rule_groups g;

	find_rule_groups(&eu_arena, compile(text), min_size, &g);
	return g;
}

/* MEMBERS: the rule indices as "0 2 3"; FIELDS: "dport" or "proto,dport". */
static void expect_one(const char *text, size_t min_size, const char *members,
		       const char *fields, size_t nguard)
{
	struct rule_groups g = groups_of(text, min_size);
	char got[256] = "", gotf[64] = "";

	CHECKF(g.n == 1, "%zu groups for: %s", g.n, text);
	if (g.n != 1)
		return;
	for (size_t j = 0; j < g.v[0].count; j++)
		snprintf(got + strlen(got), sizeof(got) - strlen(got), "%s%zu", j ? " " : "",
			 g.v[0].member[j]);
	for (unsigned f = 0; f < g.v[0].nfields; f++)
		snprintf(gotf + strlen(gotf), sizeof(gotf) - strlen(gotf), "%s%s", f ? "," : "",
			 group_field_name(g.v[0].field[f]));
	CHECKF(strcmp(got, members) == 0, "members %s, expected %s: %s", got, members, text);
	CHECKF(strcmp(gotf, fields) == 0, "fields %s, expected %s: %s", gotf, fields, text);
	CHECKF(g.v[0].first == g.v[0].member[0], "first %zu: %s", g.v[0].first, text);
	CHECKF(g.v[0].nguard == nguard, "%zu guard conjuncts, expected %zu: %s", g.v[0].nguard,
	       nguard, text);
}

static void expect_none(const char *text, size_t min_size)
{
	struct rule_groups g = groups_of(text, min_size);

	CHECKF(g.n == 0, "%zu groups (expected none) for: %s", g.n, text);
}

int main(void)
{
	/* Interleaved drop and pass form one group: the lookup yields the
	 * first matching rule, whatever its action. */
	expect_one("drop udp dport 1; drop udp dport 2; pass udp dport 3; drop udp dport 4;",
		   2, "0 1 2 3", "dport", 1);
	expect_one("drop src 192.0.2.1; drop src 192.0.2.0/24; drop src 2001:db8::/32;",
		   2, "0 1 2", "src", 0);
	expect_one("pass tcp; drop dst 192.0.2.1; drop dst 192.0.2.2; drop dst 192.0.2.3;",
		   3, "1 2 3", "dst", 0);
	expect_one("drop proto 47; drop proto 50; drop proto gre; drop proto 51;",
		   2, "0 1 2 3", "proto", 0);
	expect_one("drop ipv4 udp sport 19 len > 100; drop ipv4 udp sport 17 len > 100;",
		   2, "0 1", "sport", 3);
	/* Sets and ranges as keys. */
	expect_one("drop dport { 1, 2 }; drop dport 10-20; drop dport 15;", 2, "0 1 2",
		   "dport", 0);

	/* Members need not be adjacent: other rules in between stay single
	 * rules, tried in their place (count rules too). */
	expect_one("drop udp dport 1; pass src 192.0.2.1; drop udp dport 2; count;"
		   " drop udp dport 3;", 3, "0 2 4", "dport", 1);
	expect_one("drop udp dport 1; count udp dport 2; drop udp dport 3;", 2, "0 2",
		   "dport", 1);

	/* Composite keys: several exact fields vary together. */
	expect_one("drop udp dport 1; drop tcp dport 2; drop udp dport 3; drop tcp dport 4;",
		   2, "0 1 2 3", "dport,proto", 0);
	expect_one("drop src 192.0.2.1 udp sport 7; drop src 192.0.2.2 udp sport 8;"
		   " drop src 192.0.2.3 udp sport 7;", 2, "0 1 2", "src,sport", 1);
	expect_one("drop src 192.0.2.1 dst 198.51.100.1 tcp dport 22 sport 9;"
		   " drop src 192.0.2.2 dst 198.51.100.2 udp dport 23 sport 10;",
		   2, "0 1", "src,dst,sport,dport,proto", 0);
	/* A key field that holds one value in every member joins the guard. */
	expect_one("drop src 192.0.2.1 udp dport 7; drop src 192.0.2.1 udp dport 8;",
		   2, "0 1", "dport", 2);

	/* Different guards. */
	expect_none("drop udp dport 1 len > 10; drop udp dport 2 len > 11;", 2);
	/* An extra condition in one rule. */
	expect_none("drop udp dport 1; drop udp dport 2 ttl < 5;", 2);
	/* Different fields. */
	expect_none("drop src 192.0.2.1; drop dst 192.0.2.2;", 2);
	expect_none("drop sport 1; drop dport 1;", 2);
	/* A port range is not an exact value: no composite key with it. */
	expect_none("drop udp dport 1-5; drop tcp dport 6-9;", 2);
	/* IPv6 addresses are never part of a composite key. */
	expect_none("drop src 2001:db8::1 udp sport 1; drop src 2001:db8::2 udp sport 2;", 2);
	/* `host` and `port` look at two fields: never a key. */
	expect_none("drop host 192.0.2.1; drop host 192.0.2.2;", 2);
	expect_none("drop port 1; drop port 2;", 2);
	/* Dynamic sets change at run time. */
	expect_none("dynamic set a { 192.0.2.1 }; dynamic set b { };"
		    "drop src in a; drop src in b;", 2);
	/* Or-expressions are not conjunctions of a key. */
	expect_none("drop udp or dport 1; drop udp or dport 2;", 2);
	/* Groups smaller than the minimum stay rule by rule. */
	expect_none("drop dport 1; drop dport 2;", 3);
	/* Count rules never join a group: they do not decide. */
	expect_none("count udp dport 1; count udp dport 2; count udp dport 3;", 2);

	/* Two groups, ordered by their first member, members interleaved. */
	{
		struct rule_groups g = groups_of(
			"drop udp dport 1-2; drop tcp dport 3-4; drop udp dport 5-6;"
			" drop tcp dport 7-8;", 2);

		CHECK_EQ(g.n, 2);
		if (g.n == 2) {
			CHECK_EQ(g.v[0].first, 0);
			CHECK_EQ(g.v[0].member[1], 2);
			CHECK_EQ(g.v[1].first, 1);
			CHECK_EQ(g.v[1].member[1], 3);
		}
	}
	/* The key differs, everything else is shared: keys point at each
	 * rule's own primitive. */
	{
		struct rule_groups g = groups_of("drop udp dport 7; drop udp dport 9;", 2);

		CHECK_EQ(g.n, 1);
		if (g.n == 1) {
			CHECK_EQ(g.v[0].nfields, 1);
			CHECK_EQ(g.v[0].key[0]->u.prim.set->ports[0].lo, 7);
			CHECK_EQ(g.v[0].key[1]->u.prim.set->ports[0].lo, 9);
			CHECK(g.v[0].guard[0]->kind == E_PROTO);
		}
	}
	return TC_DONE();
}
