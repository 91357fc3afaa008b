#include "groups.h"

#include <stdlib.h>
#include <string.h>

#define MAX_CONJUNCTS 16

const char *group_field_name(enum group_field f)
{
	static const char *const names[] = {
		[GF_SRC] = "src", [GF_DST] = "dst", [GF_SPORT] = "sport",
		[GF_DPORT] = "dport", [GF_PROTO] = "proto",
	};
	return names[f];
}

unsigned group_field_bits(enum group_field f)
{
	return f == GF_PROTO ? 8 : f == GF_SPORT || f == GF_DPORT ? 16 : 32;
}

uint64_t group_key_value(const struct expr *e)
{
	const uint8_t *a;

	switch (e->kind) {
	case E_PROTO:
		return e->u.prim.num;
	case E_PORT:
		return e->u.prim.set->ports[0].lo;
	default:
		a = e->u.prim.set->pfx[0].addr;
		return (uint64_t)a[0] << 24 | (uint64_t)a[1] << 16 | (uint64_t)a[2] << 8 | a[3];
	}
}

static bool xset_equal(const struct xset *a, const struct xset *b)
{
	if (a == b)
		return true;
	if (!a || !b || a->kind != b->kind || a->dynamic || b->dynamic ||
	    a->npfx != b->npfx || a->nports != b->nports)
		return false;
	return (a->npfx == 0 || memcmp(a->pfx, b->pfx, a->npfx * sizeof(*a->pfx)) == 0) &&
	       (a->nports == 0 ||
		memcmp(a->ports, b->ports, a->nports * sizeof(*a->ports)) == 0);
}

bool expr_equal(const struct expr *a, const struct expr *b)
{
	if (a->kind != b->kind)
		return false;
	switch (a->kind) {
	case E_AND:
	case E_OR:
		return expr_equal(a->u.bin.lhs, b->u.bin.lhs) &&
		       expr_equal(a->u.bin.rhs, b->u.bin.rhs);
	case E_NOT:
		return expr_equal(a->u.operand, b->u.operand);
	case E_ADDR:
	case E_PORT:
		return a->u.prim.dir == b->u.prim.dir &&
		       xset_equal(a->u.prim.set, b->u.prim.set);
	case E_ETHER_SRC:
	case E_ETHER_DST:
		return memcmp(a->u.prim.mac, b->u.prim.mac, 6) == 0;
	case E_LEN:
	case E_TTL:
		return a->u.prim.op == b->u.prim.op && a->u.prim.num == b->u.prim.num &&
		       a->u.prim.num_hi == b->u.prim.num_hi;
	case E_FIELD:
		return a->u.prim.field == b->u.prim.field && a->u.prim.op == b->u.prim.op &&
		       a->u.prim.num == b->u.prim.num && a->u.prim.num_hi == b->u.prim.num_hi &&
		       a->u.prim.mask == b->u.prim.mask;
	case E_TCP_FLAGS:
		return a->u.prim.num == b->u.prim.num && a->u.prim.mask == b->u.prim.mask;
	case E_PAYLOAD:
	case E_PAYLOAD_FIND:
		/* equal tests share a sig bit (check_payload.c) */
		return a->u.prim.pay->sig == b->u.prim.pay->sig;
	default:
		return a->u.prim.num == b->u.prim.num;
	}
}

/* ---- hashing, consistent with expr_equal ---- */

static uint64_t mix(uint64_t h, const void *p, size_t n)
{
	const uint8_t *b = p;

	for (size_t i = 0; i < n; i++)
		h = (h ^ b[i]) * 0x100000001b3ULL;
	return h;
}

static uint64_t mix_u64(uint64_t h, uint64_t v)
{
	return mix(h, &v, sizeof(v));
}

static uint64_t expr_hash(const struct expr *e, uint64_t h)
{
	const struct xset *s;

	h = mix_u64(h, (uint64_t)e->kind);
	switch (e->kind) {
	case E_AND:
	case E_OR:
		return expr_hash(e->u.bin.rhs, expr_hash(e->u.bin.lhs, h));
	case E_NOT:
		return expr_hash(e->u.operand, h);
	case E_ADDR:
	case E_PORT:
		s = e->u.prim.set;
		h = mix_u64(h, (uint64_t)e->u.prim.dir);
		if (!s)
			return h;
		if (s->dynamic)   /* equal only to itself */
			return mix_u64(h, (uint64_t)s->id);
		if (s->npfx)
			h = mix(h, s->pfx, s->npfx * sizeof(*s->pfx));
		if (s->nports)
			h = mix(h, s->ports, s->nports * sizeof(*s->ports));
		return h;
	case E_ETHER_SRC:
	case E_ETHER_DST:
		return mix(h, e->u.prim.mac, 6);
	case E_LEN:
	case E_TTL:
		h = mix_u64(h, (uint64_t)e->u.prim.op);
		return mix_u64(mix_u64(h, e->u.prim.num), e->u.prim.num_hi);
	case E_FIELD:
		h = mix_u64(mix_u64(h, (uint64_t)e->u.prim.op), (uint64_t)e->u.prim.field);
		h = mix_u64(mix_u64(h, e->u.prim.num), e->u.prim.num_hi);
		return mix_u64(h, e->u.prim.mask);
	case E_TCP_FLAGS:
		return mix_u64(mix_u64(h, e->u.prim.num), e->u.prim.mask);
	case E_PAYLOAD:
	case E_PAYLOAD_FIND:
		return mix_u64(h, (uint64_t)e->u.prim.pay->sig);
	default:
		return mix_u64(h, e->u.prim.num);
	}
}

/* ---- shapes ---- */

/* The conjuncts of an `and` tree, left to right; 0 if there are too many. */
static size_t conjuncts(const struct expr *e, const struct expr **out, size_t n)
{
	if (!e)
		return n;
	if (e->kind == E_AND) {
		n = conjuncts(e->u.bin.lhs, out, n);
		return n ? conjuncts(e->u.bin.rhs, out, n) : 0;
	}
	if (n == MAX_CONJUNCTS)
		return 0;
	out[n] = e;
	return n + 1;
}

struct shape {
	const struct expr *c[MAX_CONJUNCTS];
	size_t n;
};

static bool shape_of(const struct rule *r, struct shape *s)
{
	if (r->action == ACT_COUNT || !r->match || r->rate)
		return false;
	s->n = conjuncts(r->match, s->c, 0);
	return s->n > 0;
}

/* Which field a conjunct keys a one-field group on, or -1. A dynamic set
 * changes at run time, so it never becomes part of a table. */
int group_key_field(const struct expr *e)
{
	if (e->kind == E_PROTO)
		return GF_PROTO;
	if ((e->kind != E_ADDR && e->kind != E_PORT) || e->u.prim.dir == DIR_EITHER ||
	    !e->u.prim.set || e->u.prim.set->dynamic)
		return -1;
	if (e->kind == E_ADDR)
		return e->u.prim.dir == DIR_SRC ? GF_SRC : GF_DST;
	return e->u.prim.dir == DIR_SRC ? GF_SPORT : GF_DPORT;
}

/* The field of a conjunct that is one exact value fit for a composite
 * key (a protocol, one port, one IPv4 address), or -1. */
static int exact_field(const struct expr *e)
{
	int f = group_key_field(e);
	const struct xset *s;

	if (f < 0 || f == GF_PROTO)
		return f;
	s = e->u.prim.set;
	if (e->kind == E_PORT)
		return s->nports == 1 && s->npfx == 0 && s->ports[0].lo == s->ports[0].hi ? f : -1;
	return s->npfx == 1 && s->nports == 0 && s->pfx[0].family == 4 && s->pfx[0].plen == 32 ?
		       f : -1;
}

/* One way to see a rule as a group member: which conjuncts are keys. */
struct view {
	size_t rule;
	uint64_t hash;
	unsigned keys;        /* bit i: conjunct i is a key */
	int field[MAX_CONJUNCTS];
	struct shape s;
	size_t cls;           /* views with equal signatures share cls */
};

static uint64_t view_hash(const struct view *v)
{
	uint64_t h = 0xcbf29ce484222325ULL;

	h = mix_u64(h, v->s.n);
	for (size_t i = 0; i < v->s.n; i++)
		h = v->keys >> i & 1 ? mix_u64(h, 1000 + (uint64_t)v->field[i]) :
				       expr_hash(v->s.c[i], h);
	return h;
}

static bool view_equal(const struct view *a, const struct view *b)
{
	if (a->hash != b->hash || a->s.n != b->s.n || a->keys != b->keys)
		return false;
	for (size_t i = 0; i < a->s.n; i++) {
		if (a->keys >> i & 1) {
			if (a->field[i] != b->field[i])
				return false;
		} else if (!expr_equal(a->s.c[i], b->s.c[i])) {
			return false;
		}
	}
	return true;
}

static int cmp_view(const void *pa, const void *pb)
{
	const struct view *a = *(struct view *const *)pa, *b = *(struct view *const *)pb;

	if (a->hash != b->hash)
		return a->hash < b->hash ? -1 : 1;
	return a->rule < b->rule ? -1 : a->rule > b->rule;
}

/* Gives each view a class: views with equal signatures share one. Returns
 * the number of classes; SIZE[cls] counts the views of each. */
static size_t classify(struct view **v, size_t n, size_t *size)
{
	size_t ncls = 0;

	qsort(v, n, sizeof(*v), cmp_view);
	for (size_t i = 0; i < n;) {
		size_t end = i;

		while (end < n && v[end]->hash == v[i]->hash)
			end++;
		/* within one hash, split by real equality (collisions are rare) */
		for (size_t j = i; j < end; j++)
			v[j]->cls = (size_t)-1;
		for (size_t j = i; j < end; j++) {
			if (v[j]->cls != (size_t)-1)
				continue;
			v[j]->cls = ncls;
			size[ncls] = 1;
			for (size_t m = j + 1; m < end; m++)
				if (v[m]->cls == (size_t)-1 && view_equal(v[j], v[m])) {
					v[m]->cls = ncls;
					size[ncls]++;
				}
			ncls++;
		}
		i = end;
	}
	return ncls;
}

/* ---- building groups ---- */

struct finder {
	struct arena *a;
	const struct program *p;
	bool *taken;
	struct ptrvec groups;
};

/* Makes a group of the views MEM[0..n) (one class, ascending rules).
 * Key conjuncts holding the same value in every member join the guard. */
static void add_group(struct finder *f, struct view **mem, size_t n)
{
	struct rule_group *g = ARENA_NEW(f->a, struct rule_group);
	const struct view *v0 = mem[0];
	size_t keypos[GF_COUNT], nkeys = 0;

	for (size_t i = 0; i < v0->s.n; i++) {
		bool varies = false;

		if (!(v0->keys >> i & 1))
			continue;
		for (size_t j = 1; j < n && !varies; j++)
			varies = !expr_equal(mem[j]->s.c[i], v0->s.c[i]);
		if (varies || v0->keys == 1u << i)   /* a one-field view keeps its key */
			keypos[nkeys++] = i;
	}
	if (nkeys == 0) {   /* identical rules: key on the first key conjunct */
		for (size_t i = 0; i < v0->s.n && !nkeys; i++)
			if (v0->keys >> i & 1)
				keypos[nkeys++] = i;
	}
	/* composite fields in ascending field order: the key's layout */
	for (size_t i = 1; i < nkeys; i++)
		for (size_t j = i; j > 0 && v0->field[keypos[j]] < v0->field[keypos[j - 1]]; j--) {
			size_t t = keypos[j];

			keypos[j] = keypos[j - 1];
			keypos[j - 1] = t;
		}
	g->count = n;
	g->member = ARENA_ARRAY(f->a, size_t, n);
	g->nfields = (unsigned)nkeys;
	for (size_t k = 0; k < nkeys; k++)
		g->field[k] = (enum group_field)v0->field[keypos[k]];
	g->guard = ARENA_ARRAY(f->a, struct expr *, v0->s.n);
	for (size_t i = 0; i < v0->s.n; i++) {
		bool key = false;

		for (size_t k = 0; k < nkeys; k++)
			key |= keypos[k] == i;
		if (!key)
			g->guard[g->nguard++] = (struct expr *)v0->s.c[i];
	}
	g->key = ARENA_ARRAY(f->a, struct expr *, n * nkeys);
	for (size_t j = 0; j < n; j++) {
		g->member[j] = mem[j]->rule;
		for (size_t k = 0; k < nkeys; k++)
			g->key[j * nkeys + k] = (struct expr *)mem[j]->s.c[keypos[k]];
		f->taken[mem[j]->rule] = true;
	}
	g->first = g->member[0];
	ptrvec_push(f->a, &f->groups, g);
}

/* Turns the classes CHOSEN views fall into into groups of >= MIN_SIZE. */
static void groups_from(struct finder *f, struct view **chosen, size_t n, size_t ncls,
			size_t min_size)
{
	size_t *count = calloc(ncls + 1, sizeof(*count));
	size_t *start = calloc(ncls + 1, sizeof(*start));
	struct view **by = malloc((n + 1) * sizeof(*by));

	if (!count || !start || !by)
		abort();
	for (size_t i = 0; i < n; i++)
		count[chosen[i]->cls]++;
	for (size_t c = 1; c <= ncls; c++)
		start[c] = start[c - 1] + count[c - 1];
	/* CHOSEN is in rule order, so each class's members come out ascending */
	for (size_t i = 0; i < n; i++)
		by[start[chosen[i]->cls]++] = chosen[i];
	for (size_t c = 0, at = 0; c < ncls; at += count[c], c++)
		if (count[c] >= min_size)
			add_group(f, by + at, count[c]);
	free(by);
	free(start);
	free(count);
}

/* Composite groups: every exact-value conjunct is a key (at most one per
 * field), everything else must be equal. */
static void find_composite(struct finder *f, size_t min_size)
{
	const struct program *p = f->p;
	struct view *views = calloc(p->nrules + 1, sizeof(*views));
	struct view **v = malloc((p->nrules + 1) * sizeof(*v));
	struct view **chosen = malloc((p->nrules + 1) * sizeof(*chosen));
	size_t *size = malloc((p->nrules + 1) * sizeof(*size));
	size_t n = 0, ncls;

	if (!views || !v || !chosen || !size)
		abort();
	for (size_t r = 0; r < p->nrules; r++) {
		struct view *w = &views[n];
		unsigned used = 0;

		if (!shape_of(p->rules[r], &w->s))
			continue;
		w->rule = r;
		for (size_t i = 0; i < w->s.n; i++) {
			int fl = exact_field(w->s.c[i]);

			if (fl >= 0 && !(used >> fl & 1)) {
				used |= 1u << fl;
				w->keys |= 1u << i;
				w->field[i] = fl;
			}
		}
		if (!w->keys)
			continue;
		w->hash = view_hash(w);
		v[n] = w;
		chosen[n] = w;
		n++;
	}
	ncls = classify(v, n, size);
	groups_from(f, chosen, n, ncls, min_size);
	free(size);
	free(chosen);
	free(v);
	free(views);
}

/* One-field groups among the rules left: every keyable conjunct is a
 * candidate key; each rule takes the candidate whose signature (the
 * field and the other conjuncts) the most rules share. */
static void find_one_field(struct finder *f, size_t min_size)
{
	const struct program *p = f->p;
	struct view *views = NULL, **v = NULL, **chosen;
	size_t n = 0, cap = 0, ncls, nchosen = 0, *size;

	for (size_t r = 0; r < p->nrules; r++) {
		struct shape s;

		if (f->taken[r] || !shape_of(p->rules[r], &s))
			continue;
		for (size_t i = 0; i < s.n; i++) {
			int fl = group_key_field(s.c[i]);
			struct view *w;

			if (fl < 0)
				continue;
			if (n == cap) {
				cap = cap ? 2 * cap : 256;
				views = realloc(views, cap * sizeof(*views));
				if (!views)
					abort();
			}
			w = memset(&views[n++], 0, sizeof(*w));
			w->rule = r;
			w->s = s;
			w->keys = 1u << i;
			w->field[i] = fl;
			w->hash = view_hash(w);
		}
	}
	v = malloc((n + 1) * sizeof(*v));
	chosen = malloc((n + 1) * sizeof(*chosen));
	size = malloc((n + 1) * sizeof(*size));
	if (!v || !chosen || !size)
		abort();
	for (size_t i = 0; i < n; i++)
		v[i] = &views[i];
	ncls = classify(v, n, size);
	/* views of one rule are consecutive in VIEWS, in conjunct order */
	for (size_t i = 0; i < n;) {
		size_t best = i, end = i;

		while (end < n && views[end].rule == views[i].rule) {
			if (size[views[end].cls] > size[views[best].cls])
				best = end;
			end++;
		}
		chosen[nchosen++] = &views[best];
		i = end;
	}
	groups_from(f, chosen, nchosen, ncls, min_size);
	free(size);
	free(chosen);
	free(v);
	free(views);
}

static int cmp_group(const void *a, const void *b)
{
	const struct rule_group *x = *(struct rule_group *const *)a;
	const struct rule_group *y = *(struct rule_group *const *)b;

	return x->first < y->first ? -1 : x->first > y->first;
}

void find_rule_groups(struct arena *a, const struct program *p, size_t min_size,
		      struct rule_groups *out)
{
	struct finder f = { .a = a, .p = p };

	if (min_size < 2)
		min_size = 2;
	f.taken = calloc(p->nrules + 1, sizeof(*f.taken));
	if (!f.taken)
		abort();
	find_composite(&f, min_size);
	find_one_field(&f, min_size);
	free(f.taken);
	if (f.groups.n)   /* an empty ptrvec has no array: qsort(NULL) is undefined */
		qsort(f.groups.v, f.groups.n, sizeof(*f.groups.v), cmp_group);
	out->n = f.groups.n;
	out->v = ARENA_ARRAY(a, struct rule_group, f.groups.n ? f.groups.n : 1);
	for (size_t i = 0; i < f.groups.n; i++)
		out->v[i] = *(struct rule_group *)f.groups.v[i];
}
