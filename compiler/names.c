/* Built-in name tables (stdlib/names.def) and "did you mean" suggestions. */
#include "names.h"

#include <string.h>

struct name_entry {
	const char *name;
	uint32_t value;
};

static const struct name_entry proto_names[] = {
#define PROTO(name, number) { name, number },
#include "names.def"
#undef PROTO
};

static const struct name_entry port_names[] = {
#define PORT(name, number) { name, number },
#include "names.def"
#undef PORT
};

static const struct name_entry ethertype_names[] = {
#define ETHERTYPE(name, number) { name, number },
#include "names.def"
#undef ETHERTYPE
};

static const struct name_entry icmp_names[] = {
#define ICMP_TYPE(name, number) { name, number },
#include "names.def"
#undef ICMP_TYPE
};
static const struct name_entry icmp6_names[] = {
#define ICMP6_TYPE(name, number) { name, number },
#include "names.def"
#undef ICMP6_TYPE
};
static const struct name_entry dscp_names[] = {
#define DSCP(name, number) { name, number },
#include "names.def"
#undef DSCP
};
static const struct name_entry ecn_names[] = {
#define ECN(name, number) { name, number },
#include "names.def"
#undef ECN
};
static const struct name_entry ip4flag_names[] = {
#define IP4_FLAG(name, number) { name, number },
#include "names.def"
#undef IP4_FLAG
};
static const struct name_entry tcpflag_names[] = {
#define TCP_FLAG(name, number) { name, number },
#include "names.def"
#undef TCP_FLAG
};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

struct name_table {
	const struct name_entry *v;
	size_t n;
};

static struct name_table table(enum name_space ns)
{
	struct name_table t = { NULL, 0 };

	switch (ns) {
	case NS_PROTO:
		t.v = proto_names;
		t.n = COUNT(proto_names);
		break;
	case NS_PORT:
		t.v = port_names;
		t.n = COUNT(port_names);
		break;
	case NS_ETHERTYPE:
		t.v = ethertype_names;
		t.n = COUNT(ethertype_names);
		break;
	case NS_ICMP:
		t.v = icmp_names;
		t.n = COUNT(icmp_names);
		break;
	case NS_ICMP6:
		t.v = icmp6_names;
		t.n = COUNT(icmp6_names);
		break;
	case NS_DSCP:
		t.v = dscp_names;
		t.n = COUNT(dscp_names);
		break;
	case NS_ECN:
		t.v = ecn_names;
		t.n = COUNT(ecn_names);
		break;
	case NS_IP4FLAG:
		t.v = ip4flag_names;
		t.n = COUNT(ip4flag_names);
		break;
	case NS_TCPFLAG:
		t.v = tcpflag_names;
		t.n = COUNT(tcpflag_names);
		break;
	}
	return t;
}

/* Names compare with '-' and '_' taken as the same character. */
bool names_equal(const char *a, const char *b)
{
	for (; *a && *b; a++, b++)
		if (*a != *b && !((*a == '-' || *a == '_') && (*b == '-' || *b == '_')))
			return false;
	return *a == *b;
}

bool names_lookup(enum name_space ns, const char *name, uint32_t *value)
{
	struct name_table t = table(ns);

	if (!name)
		return false;
	for (size_t i = 0; i < t.n; i++) {
		if (names_equal(t.v[i].name, name)) {
			if (value)
				*value = t.v[i].value;
			return true;
		}
	}
	return false;
}

const char *names_reverse(enum name_space ns, uint32_t value)
{
	struct name_table t = table(ns);

	for (size_t i = 0; i < t.n; i++)
		if (t.v[i].value == value)
			return t.v[i].name;
	return NULL;
}

/* Longest name the suggestion code compares; longer words get no
 * suggestion (no name in any table comes near this). */
#define SUGGEST_MAX 64

static char fold(char c)
{
	return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

/* Edit distance with adjacent transpositions (optimal string alignment):
 * insert, delete, substitute and swap-two-neighbours each cost 1. Letters
 * compare without case, so "SSH" is close to "ssh". Returns a number
 * larger than LIMIT as soon as the distance must exceed LIMIT, and
 * SIZE_MAX when either word is too long to compare. */
static size_t distance(const char *a, const char *b, size_t limit)
{
	size_t la = strlen(a), lb = strlen(b);
	size_t rows[3][SUGGEST_MAX + 1];
	size_t *prev2 = rows[0], *prev = rows[1], *cur = rows[2];

	if (la > SUGGEST_MAX || lb > SUGGEST_MAX)
		return SIZE_MAX;
	if ((la > lb ? la - lb : lb - la) > limit)
		return limit + 1;
	for (size_t j = 0; j <= lb; j++)
		prev[j] = j;
	for (size_t i = 1; i <= la; i++) {
		size_t best = SIZE_MAX;
		size_t *t;

		cur[0] = i;
		for (size_t j = 1; j <= lb; j++) {
			size_t cost = fold(a[i - 1]) == fold(b[j - 1]) ? 0 : 1;
			size_t d = prev[j - 1] + cost;

			if (prev[j] + 1 < d)
				d = prev[j] + 1;
			if (cur[j - 1] + 1 < d)
				d = cur[j - 1] + 1;
			if (i > 1 && j > 1 && fold(a[i - 1]) == fold(b[j - 2]) &&
			    fold(a[i - 2]) == fold(b[j - 1]) && prev2[j - 2] + 1 < d)
				d = prev2[j - 2] + 1;
			cur[j] = d;
			if (d < best)
				best = d;
		}
		if (best > limit)
			return limit + 1;
		t = prev2;
		prev2 = prev;
		prev = cur;
		cur = t;
	}
	return prev[lb];
}

/* How far off a word of LEN characters may be and still get a suggestion. */
static size_t suggest_limit(size_t len)
{
	return len / 3 > 1 ? len / 3 : 1;
}

const char *suggest_closest(const char *name, const char *const *candidates,
			    size_t n)
{
	const char *best = NULL;
	size_t best_d, limit;

	if (!name || !candidates)
		return NULL;
	limit = suggest_limit(strlen(name));
	best_d = limit + 1;
	for (size_t i = 0; i < n; i++) {
		size_t d;

		if (!candidates[i])
			continue;
		d = distance(name, candidates[i], limit);
		if (d < best_d) {
			best_d = d;
			best = candidates[i];
		}
	}
	return best;
}

const char *names_suggest(enum name_space ns, const char *name)
{
	struct name_table t = table(ns);
	const char *best = NULL;
	size_t best_d, limit;

	if (!name)
		return NULL;
	limit = suggest_limit(strlen(name));
	best_d = limit + 1;
	for (size_t i = 0; i < t.n; i++) {
		size_t d = distance(name, t.v[i].name, limit);

		if (d < best_d) {
			best_d = d;
			best = t.v[i].name;
		}
	}
	return best;
}
