/* Rate limits: `rate over N[ UNIT]/PERIOD [burst B [UNIT]] [per KEY[/LEN]]`
 * checked into the numbers the evaluator and the code generator share
 * (struct rate_limit). The arithmetic is in eval_rate.c's comment. */
#include "check.h"
#include "names.h"

#include <string.h>

struct word_value {
	const char *word;
	uint64_t value;
};

#define NS_PER_S 1000000000ull

/* nftables' periods (its "week" and "day" are left out: a day's worth of
 * nanoseconds times a 64 KiB frame no longer fits the bucket's 64 bits). */
static const struct word_value periods[] = {
	{ "s", NS_PER_S }, { "second", NS_PER_S },
	{ "minute", 60 * NS_PER_S }, { "hour", 3600 * NS_PER_S },
};

/* nftables' byte units, in its powers of 1024. */
static const struct word_value byte_units[] = {
	{ "bytes", 1 }, { "kbytes", 1024 }, { "mbytes", 1024 * 1024 },
};

/* The limits that keep every product of eval_rate.c's arithmetic inside
 * 64 bits (frames are at most 2^18 bytes, a period at most an hour). */
#define RATE_MAX (1ull << 40)
#define BURST_MAX (1ull << 40)

static const struct word_value *find_word(const struct word_value *t, size_t n,
					  const char *w)
{
	for (size_t i = 0; i < n; i++)
		if (!strcmp(t[i].word, w))
			return &t[i];
	return NULL;
}

static void unknown_word(struct diag *d, struct loc loc, const char *what, const char *w,
			 const struct word_value *t, size_t n, const char *list)
{
	const char *cands[8];
	const char *s;

	for (size_t i = 0; i < n; i++)
		cands[i] = t[i].word;
	s = suggest_closest(w, cands, n);
	diag_error(d, loc, "unknown %s '%s'%s%s%s (%s)", what, w, s ? "; did you mean '" : "",
		   s ? s : "", s ? "'?" : "", list);
}

#define N_OF(t) (sizeof(t) / sizeof((t)[0]))

/* The number of units in N of UNIT (NULL: packets); 0 after an error. */
static uint64_t amount(struct diag *d, const struct value *n, const char *unit,
		       struct loc unit_loc, bool *bytes, const char *what)
{
	const struct word_value *u = NULL;

	*bytes = false;
	if (unit && strcmp(unit, "packets")) {
		if (!(u = find_word(byte_units, N_OF(byte_units), unit))) {
			unknown_word(d, unit_loc, "unit", unit, byte_units, N_OF(byte_units),
				     "packets, bytes, kbytes, mbytes");
			return 0;
		}
		*bytes = true;
	}
	if (n->u.num == 0) {
		diag_error(d, n->loc, "a %s of zero: every frame would be over the rate (to "
			   "act on every frame, leave the rate out)", what);
		return 0;
	}
	if (n->u.num > (u ? BURST_MAX / u->value : BURST_MAX)) {
		diag_error(d, n->loc, "%s too large: at most 2^40 %s", what,
			   *bytes ? "bytes" : "packets");
		return 0;
	}
	return n->u.num * (u ? u->value : 1);
}

static int check_amounts(struct diag *d, struct rate_limit *r)
{
	const struct word_value *p = find_word(periods, N_OF(periods), r->period);
	bool burst_bytes;

	if (strcmp(r->over_word, "over")) {
		diag_error(d, r->over_loc, "expected 'over' after 'rate': a rule applies to the "
			   "frames over its rate (`rate over 2000/s`)");
		return -1;
	}
	if (!p) {
		unknown_word(d, r->period_loc, "period", r->period, periods, N_OF(periods),
			     "s, second, minute, hour");
		return -1;
	}
	r->period_ns = p->value;
	if (!(r->rate = amount(d, r->count, r->unit, r->unit_loc, &r->bytes, "rate")))
		return -1;
	/* a frame must cost at least a nanosecond, or nothing is ever over */
	if (r->rate > r->period_ns * (r->bytes ? 16 : 1)) {
		diag_error(d, r->count->loc, "rate too high: at most one packet or 16 bytes "
			   "per nanosecond");
		return -1;
	}
	if (!r->burst_word) {
		r->burst_units = r->rate;   /* one period's worth */
	} else if (strcmp(r->burst_word, "burst")) {
		diag_error(d, r->burst_loc, "unexpected '%s' after the rate%s (expected 'burst' "
			   "or 'per')", r->burst_word,
			   suggest_closest(r->burst_word, (const char *const[]){ "burst" }, 1)
				   ? "; did you mean 'burst'?" : "");
		return -1;
	} else {
		if (!(r->burst_units = amount(d, r->burst, r->burst_unit, r->burst_unit_loc,
					      &burst_bytes, "burst")))
			return -1;
		if (burst_bytes != r->bytes && (r->burst_unit || r->bytes == false)) {
			diag_error(d, r->burst_unit_loc, "the burst is in %s but the rate in %s",
				   burst_bytes ? "bytes" : "packets",
				   r->bytes ? "bytes" : "packets");
			return -1;
		}
	}
	/* BURST_NS <= 2^62 keeps TAT + COST from wrapping (eval_rate.c) */
	if (r->burst_units > (1ull << 62) / r->period_ns) {
		diag_error(d, r->burst ? r->burst->loc : r->count->loc,
			   "burst too large for the period: burst times the period may be at "
			   "most 2^62 nanoseconds");
		return -1;
	}
	r->burst_ns = r->burst_units * r->period_ns / r->rate;
	return 0;
}

/* 4 or 6 when the rule's match requires `ipv4` or `ipv6` (a conjunct at
 * its top), else 0. */
static int rule_family(const struct expr *e)
{
	int f;

	if (!e)
		return 0;
	switch (e->kind) {
	case E_IPV4:
		return 4;
	case E_IPV6:
		return 6;
	case E_AND:
		f = rule_family(e->u.bin.lhs);
		return f ? f : rule_family(e->u.bin.rhs);
	default:
		return 0;
	}
}

static const char *const per_words[] = { "src", "dst", "sport", "dport" };

static int check_key(struct diag *d, struct rate_limit *r, const struct expr *match)
{
	size_t i;
	unsigned max;

	r->key = RATE_RULE;
	if (!r->per)
		return 0;
	for (i = 0; i < N_OF(per_words) && strcmp(r->per, per_words[i]); i++)
		;
	if (i == N_OF(per_words)) {
		const char *s = suggest_closest(r->per, per_words, N_OF(per_words));

		diag_error(d, r->per_loc, "cannot rate-limit per '%s'%s%s%s (keys: src, dst, "
			   "src/LEN, dst/LEN, sport, dport)", r->per, s ? "; did you mean '" : "",
			   s ? s : "", s ? "'?" : "");
		return -1;
	}
	r->key = (enum rate_key)(RATE_SRC + i);
	r->key_plen = 128;
	if (!r->plen)
		return 0;
	if (r->key != RATE_SRC && r->key != RATE_DST) {
		diag_error(d, r->plen->loc, "only 'per src' and 'per dst' take a prefix length");
		return -1;
	}
	if (!(r->family = rule_family(match))) {
		diag_error(d, r->plen->loc, "a prefix length needs the rule's family: add "
			   "'ipv4' or 'ipv6' to its match (`drop ipv4 udp rate over 100/s per "
			   "src/24;`)");
		return -1;
	}
	max = r->family == 4 ? 32 : 128;
	if (r->plen->u.num < 1 || r->plen->u.num > max) {
		diag_error(d, r->plen->loc, "prefix length %llu is out of range for IPv%d "
			   "(1-%u)", (unsigned long long)r->plen->u.num, r->family, max);
		return -1;
	}
	r->key_plen = (unsigned)r->plen->u.num;
	return 0;
}

void check_rate(struct diag *d, struct rule *r)
{
	if (!r->rate)
		return;
	if (r->action == ACT_COUNT) {
		/* a count rule does not decide; counting the frames over a rate
		 * would need the bucket without its verdict */
		diag_error(d, r->rate->loc, "a rate limit applies to 'drop' and 'pass' rules, "
			   "not to 'count'");
		return;
	}
	if (check_amounts(d, r->rate) == 0)
		check_key(d, r->rate, r->match);
}
