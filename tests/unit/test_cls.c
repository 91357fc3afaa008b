/* The multi-field classifier's tree build (compiler/cls.c), without the
 * kernel: random rule sets of nested prefixes and nested and adjacent port
 * ranges become trees, and the tree is walked as cg_cls.c's code walks it
 * (n = child + (key[dim] >= thr) down to a leaf, then the leaf's boxes in
 * order) for keys on and beside every box edge. The walk must give what
 * every box tried in rule order gives:
 *
 *   deciding   the first box whose range holds the key and whose residual
 *              bits hold (random residual bits per key);
 *   counting   the set of members before a random limit rule with a box
 *              that holds the key (every one of them, a count rule
 *              shadows nothing);
 *   riders     in a deciding tree that count rules ride in: the deciding
 *              answer over the other members' boxes, and from the leaf's
 *              riders' list every count member before that answer's
 *              rule whose box holds the key.
 *
 * Also which rules may be members (cls_rule_fits, cls_count_fits). */
#include "cls.h"
#include "evalutil.h"
#include "tcheck.h"

#include <stdint.h>
#include <string.h>

static uint64_t rng = 0x9e3779b97f4a7c15ULL;

static unsigned rnd(unsigned n)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned)(rng % n);
}

static const char *const v4[] = {
	"10.0.0.0/8", "10.1.0.0/16", "10.1.2.0/24", "10.1.2.3", "10.1.2.0/31", "10.1.3.0/24",
	"10.1.2.128/25", "192.0.2.0/24", "192.0.2.0/25", "0.0.0.0/0", "128.0.0.0/1", "8.8.8.8",
};
static const char *const v6[] = {
	"2001:db8::/32", "2001:db8::1", "2001:db8:1::/48", "2001:db8:1::/64", "::/0",
	"2001:db8::/127",
};
static const char *const ports[] = {
	"53", "80", "0", "65535", "1-100", "50-60", "52-54", "54-59", "60-61", "1024-65535",
	"0-1023", "{ 22, 80, 443 }", "{ 50-53, 60-100 }",
};

#define PICK(a) (a)[rnd(sizeof(a) / sizeof((a)[0]))]

static void conjunction(char *p, size_t cap)
{
	int six = rnd(4) == 0;
	size_t n = strlen(p);

	n += (size_t)snprintf(p + n, cap - n, " src %s", six ? PICK(v6) : PICK(v4));
	if (rnd(2))
		n += (size_t)snprintf(p + n, cap - n, " dst %s", six ? PICK(v6) : PICK(v4));
	if (rnd(3)) {
		n += (size_t)snprintf(p + n, cap - n, " %s dport %s", rnd(2) ? "tcp" : "udp",
				      PICK(ports));
		if (rnd(3) == 0)
			n += (size_t)snprintf(p + n, cap - n, " sport %s", PICK(ports));
	}
	if (rnd(10) == 0)
		snprintf(p + n, cap - n, " ttl < 64");
}

/* NRULES rules, COUNT_PCT percent of them count rules. */
static char *gen(unsigned nrules, unsigned count_pct)
{
	size_t cap = 200 * (size_t)nrules + 64;
	char *p = calloc(cap, 1);

	for (unsigned i = 0; i < nrules; i++) {
		unsigned k = rnd(100);

		strcat(p, k < count_pct ? "count" : k % 2 ? "drop" : "pass");
		if (rnd(10) == 0) {
			strcat(p, " (");
			conjunction(p, cap);
			strcat(p, ") or (");
			conjunction(p, cap);
			strcat(p, ")");
		} else {
			conjunction(p, cap);
		}
		strcat(p, ";\n");
	}
	return p;
}

static bool in_box(const struct cls_box *b, const uint64_t *key)
{
	for (unsigned d = 0; d < CLS_NDIMS; d++)
		if (key[d] < b->lo[d] || key[d] > b->hi[d])
			return false;
	return true;
}

/* The leaf node of KEY, walked as the generated code walks it. */
static uint32_t leaf_of(const struct cls *c, const uint64_t *key)
{
	uint64_t k[CLS_NDIMS + 1], w;
	uint32_t n = 0;
	unsigned steps = 0;

	memcpy(k, key, CLS_NDIMS * sizeof(*k));
	k[CD_ZERO] = 0;
	for (;;) {
		w = c->node[2 * n + 1];
		if (CLS_NODE_DIM(w) == CD_ZERO)
			break;
		n = CLS_NODE_CHILD(w) + (k[CLS_NODE_DIM(w)] >= c->node[2 * n]);
		steps++;
	}
	CHECKF(steps <= c->depth, "a walk of %u steps in a tree of depth %u", steps, c->depth);
	return n;
}

/* A key value on or beside an edge of a random box. */
static void random_key(const struct cls *c, uint64_t *key)
{
	for (unsigned d = 0; d < CLS_NDIMS; d++) {
		const struct cls_box *b = &c->box[rnd((unsigned)c->nbox)];
		uint64_t v = rnd(2) ? b->lo[d] : b->hi[d];

		key[d] = rnd(3) == 0 ? v + 1 : rnd(2) ? v - 1 : v;
	}
	/* mostly one family and real values, as frames have them */
	key[CD_FAMILY] = rnd(4) ? 4 : 6;
}

static void check_deciding(const struct cls *c, const uint64_t *key, uint32_t resid)
{
	uint64_t w = c->node[2 * leaf_of(c, key) + 1];
	long want = -1, got = -1;

	for (size_t b = 0; b < c->nbox && want < 0; b++)
		if (in_box(&c->box[b], key) && (c->box[b].need & ~resid) == 0)
			want = c->box[b].member;
	for (unsigned j = 0; j < CLS_NODE_LEN(w) && got < 0; j++) {
		const struct cls_box *b = &c->box[c->leaf[CLS_NODE_START(w) + j]];

		if (in_box(b, key) && (b->need & ~resid) == 0)
			got = b->member;
	}
	CHECKF(got == want, "deciding walk finds member %ld, rule order %ld", got, want);
}

static void check_counting(const struct cls *c, const uint64_t *key, size_t limit)
{
	uint64_t w = c->node[2 * leaf_of(c, key) + 1];
	unsigned char *want = calloc(c->count + 1, 1), *got = calloc(c->count + 1, 1);

	for (size_t b = 0; b < c->nbox; b++)
		if (c->member[c->box[b].member] < limit && in_box(&c->box[b], key))
			want[c->box[b].member] = 1;
	for (unsigned j = 0; j < CLS_NODE_LEN(w); j++) {
		const struct cls_box *b = &c->box[c->leaf[CLS_NODE_START(w) + j]];

		if (c->member[b->member] >= limit)
			break;   /* leaves are in rule order: the scan stops here */
		if (in_box(b, key))
			got[b->member] = 1;
	}
	CHECKF(memcmp(want, got, c->count) == 0, "counting walk misses or adds a member");
	free(want);
	free(got);
}

/* Deciding tree C with riders: the leaf's list decides as the rules in
 * order would, and its riders' list holds every count member before the
 * deciding rule whose box holds the key (the scan stops at the first
 * rider at or after it). */
static void check_riders(const struct cls *c, const struct program *p, const uint64_t *key,
			 uint32_t resid)
{
	uint32_t leaf = leaf_of(c, key);
	uint64_t w = c->node[2 * leaf + 1], thr = c->node[2 * leaf];
	unsigned char *want = calloc(c->count + 1, 1), *got = calloc(c->count + 1, 1);
	size_t limit = p->nrules, start;
	long decided = -1, found = -1;

	for (size_t b = 0; b < c->nbox && decided < 0; b++)
		if (!c->box[b].rider && in_box(&c->box[b], key) && (c->box[b].need & ~resid) == 0)
			decided = c->box[b].member;
	if (decided >= 0)
		limit = c->member[decided];
	for (size_t b = 0; b < c->nbox; b++)
		if (c->box[b].rider && c->member[c->box[b].member] < limit && in_box(&c->box[b], key))
			want[c->box[b].member] = 1;
	start = CLS_NODE_START(w) + CLS_NODE_LEN(w);
	for (unsigned j = 0; j < CLS_LEAF_RIDERS(thr); j++) {
		const struct cls_box *b = &c->box[c->leaf[start + j]];

		CHECK(b->rider);
		if (c->member[b->member] >= limit)
			break;
		if (in_box(b, key))
			got[b->member] = 1;
	}
	for (unsigned j = 0; j < CLS_NODE_LEN(w); j++) {
		const struct cls_box *b = &c->box[c->leaf[CLS_NODE_START(w) + j]];

		CHECK(!b->rider);
		if (found < 0 && in_box(b, key) && (b->need & ~resid) == 0)
			found = b->member;
	}
	CHECKF(found == decided, "deciding walk finds member %ld, rule order %ld", found,
	       decided);
	CHECKF(memcmp(want, got, c->count) == 0, "riders' list misses or adds a member");
	free(want);
	free(got);
}

/* A set whose wide first rules cover the small regions the narrow ones
 * force: a deciding tree may end a leaf's list at such a box, a counting
 * one must not, nor may a rider (with RIDERS, `count udp` first). */
static char *gen_covering(bool counting, bool riders)
{
	const char *act = counting ? "count" : "drop", *act2 = riders ? "count" : act;
	size_t cap = 64 * 200, n = 0;
	char *p = calloc(cap, 1);

	/* protocols on both sides of udp's and tcp's: the tree splits down to
	 * one protocol, and a region there lies inside `udp` or `tcp` */
	n += (size_t)snprintf(p + n, cap - n, "%s udp; %s tcp;\n", act2, act);
	for (unsigned i = 0; i < 30; i++)
		n += (size_t)snprintf(p + n, cap - n,
				      "%s udp dport %u; %s tcp dport %u; %s proto %u;\n", act, i + 1,
				      act2, i + 1, act, i % 2 ? 1 : 47);
	return p;
}

/* RIDERS: a deciding tree (not COUNTING) that count rules ride in. */
static void one_set(unsigned nrules, unsigned count_pct, bool counting, bool riders)
{
	char *text = nrules ? gen(nrules, count_pct) : gen_covering(counting, riders);
	const struct program *p = compile(text);
	size_t *member = malloc((p->nrules + 1) * sizeof(*member)), n = 0;
	struct cls *c;

	for (size_t i = 0; i < p->nrules; i++)
		if (counting ? cls_count_fits(p->rules[i]) :
			       cls_rule_fits(p->rules[i]) || (riders && cls_count_fits(p->rules[i])))
			member[n++] = i;
	CHECKF(n >= 16, "only %zu members", n);
	c = n ? cls_build(&eu_arena, p, member, n, counting) : NULL;
	CHECKF(c != NULL, "no tree for %zu members", n);
	if (c) {
		CHECK(c->counting == counting);
		CHECK(c->nnodes > 1);
		CHECKF(riders == (c->riders > 0), "%zu riders", c->riders);
		for (unsigned i = 0; i < 4000; i++) {
			uint64_t key[CLS_NDIMS];

			random_key(c, key);
			if (counting)
				check_counting(c, key, rnd((unsigned)p->nrules + 1));
			else if (riders)
				check_riders(c, p, key, (uint32_t)rng);
			else
				check_deciding(c, key, (uint32_t)rng);
		}
	}
	free(member);
	free(text);
}

int main(void)
{
	/* membership */
	CHECK(cls_rule_fits(compile("drop src 10.0.0.0/8 udp dport 53;")->rules[0]));
	CHECK(!cls_rule_fits(compile("count src 10.0.0.0/8 udp dport 53;")->rules[0]));
	CHECK(cls_count_fits(compile("count src 10.0.0.0/8 udp dport 53;")->rules[0]));
	CHECK(cls_count_fits(compile("count (src 10.0.0.0/8) or (dst 2001:db8::/32);")->rules[0]));
	CHECK(!cls_count_fits(compile("count src 10.0.0.0/8 ttl < 64;")->rules[0]));
	CHECK(!cls_count_fits(compile("count by proto src 10.0.0.0/8;")->rules[0]));
	CHECK(!cls_count_fits(compile("count;")->rules[0]));
	CHECK(!cls_count_fits(compile("drop src 10.0.0.0/8;")->rules[0]));
	/* trees */
	one_set(0, 0, false, false);
	one_set(0, 0, true, false);
	one_set(0, 0, false, true);
	for (unsigned i = 0; i < 6; i++) {
		one_set(200 + rnd(400), 10, false, false);
		one_set(200 + rnd(400), 60, true, false);
		one_set(200 + rnd(400), 40, false, true);
	}
	return TC_DONE();
}
