/* Issue 10 defects 5 and 6 in the front end: rules of 100,000 and
 * 1,000,000 alternatives or juxtaposed primitives, and deep nests, must
 * never crash a pass (they recursed once per operand): each is either
 * accepted (same-field alternatives fold into one set) or rejected with
 * one located budget error. Run under ASan too, whose frames are bigger.
 * XDPC_BUDGET_BIG=N replaces the 1,000,000 (the sanitizer build's tests
 * use a smaller N). */
#include "budget.h"
#include "frontend.h"
#include "tcheck.h"

#include <stdlib.h>
#include <string.h>

/* "drop " + N times ITEM joined by SEP + ";" */
static char *rule_text(size_t n, const char *pre, const char *item_fmt, const char *sep,
		       const char *post)
{
	size_t cap = n * (strlen(item_fmt) + strlen(sep) + 24) + strlen(pre) + strlen(post) + 16;
	char *s = malloc(cap);
	size_t len = 0;

	if (!s)
		abort();
	len += (size_t)snprintf(s + len, cap - len, "drop %s", pre);
	for (size_t i = 0; i < n; i++)
		len += (size_t)snprintf(s + len, cap - len, item_fmt, i ? sep : "",
					(unsigned)(i >> 16 & 255), (unsigned)(i >> 8 & 255),
					(unsigned)(i & 255));
	snprintf(s + len, cap - len, "%s;\n", post);
	return s;
}

struct outcome {
	int ok;            /* the front end accepted it */
	unsigned errors;
	char first[256];   /* the first line of the diagnostics */
	size_t nsets, npfx;
};

static struct outcome compile(const char *text)
{
	struct outcome r = { 0 };
	struct arena a;
	struct diag d;
	struct program *p;
	FILE *f = tmpfile();

	if (!f)
		abort();
	arena_init(&a);
	diag_init(&d, f);
	p = frontend_compile_string(&a, &d, "t.xf", text, strlen(text), NULL);
	r.ok = p != NULL;
	r.errors = d.errors;
	if (p && p->nsets) {
		r.nsets = p->nsets;
		r.npfx = p->sets[0]->npfx;
	}
	rewind(f);
	if (!fgets(r.first, sizeof(r.first), f))
		r.first[0] = '\0';
	fclose(f);
	arena_free(&a);
	return r;
}

static void expect_error(const char *name, char *text, const char *want)
{
	struct outcome r = compile(text);

	CHECKF(!r.ok && r.errors == 1, "%s: ok %d, %u errors", name, r.ok, r.errors);
	CHECKF(strstr(r.first, want) != NULL, "%s: first line '%s', wanted '%s'", name,
	       r.first, want);
	CHECKF(strncmp(r.first, "t.xf:1:", 7) == 0, "%s: not located: %s", name, r.first);
	free(text);
}

int main(void)
{
	const char *env = getenv("XDPC_BUDGET_BIG");
	size_t big = env && atol(env) > 100000 ? (size_t)atol(env) : 1000000;
	const size_t sizes[] = { 100000, big };
	struct outcome r;
	char *t;

	/* 100k and BIG alternatives of one field: one set, accepted */
	for (size_t i = 0; i < 2; i++) {
		size_t n = sizes[i];

		t = rule_text(n, "", "%s src 10.%u.%u.%u", " or ", "");
		r = compile(t);
		CHECKF(r.ok && r.nsets == 1 && r.npfx == n, "%zu src alternatives: ok %d, "
		       "%zu sets, %zu prefixes", n, r.ok, r.nsets, r.npfx);
		free(t);
	}
	/* the same number that cannot fold: one located budget error */
	expect_error("100k ipv4 or", rule_text(100000, "", "%sipv4", " or ", ""),
		     "rule too big for one BPF function");
	expect_error("big ipv4 or", rule_text(big, "", "%sipv4", " or ", ""),
		     "rule too big for one BPF function");
	expect_error("100k juxtaposed", rule_text(100000, "", "%s ttl 1", "", ""),
		     "rule too big for one BPF function");
	expect_error("big juxtaposed", rule_text(big, "", "%s len > 1", "", ""),
		     "rule too big for one BPF function");
	/* 100k alternatives of ANDs of two fields: the or-chain of ANDs */
	expect_error("100k (src and dport)",
		     rule_text(100000, "", "%s(src 10.%u.%u.%u and dport 7)", " or ", ""),
		     "rule too big for one BPF function");
	/* nests: the limit is exact, deeper ones are one error */
	t = rule_text(BUDGET_MAX_DEPTH, "", "%snot", " ", " ipv4");
	r = compile(t);
	CHECKF(r.ok, "%d nots: %s", BUDGET_MAX_DEPTH, r.first);
	free(t);
	expect_error("101 nots", rule_text(BUDGET_MAX_DEPTH + 1, "", "%snot", " ", " ipv4"),
		     "expression nested too deeply");
	/* 60 times "(ipv4 or (tcp and": 120 levels of or inside and */
	t = rule_text(60, "", "%s(ipv4 or (tcp and ", "", "udp");
	t = realloc(t, strlen(t) + 200);
	strcpy(strchr(t, ';'), "))))))))))))))))))))))))))))))"
	       "))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))"
	       "))))))))))))))))))))))))))))));\n");
	expect_error("120 levels of and/or", t, "expression nested too deeply");
	expect_error("100k nots", rule_text(100000, "", "%snot", " ", " ipv4"),
		     "expression nested too deeply");
	expect_error("big parentheses", rule_text(big, "", "%s(", "", "ipv4"),
		     "expression nested too deeply");
	return TC_DONE();
}
