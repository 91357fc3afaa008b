/* Checks of `sample` clauses: one frame in N (`sample 1/N`, `sample every
 * N`) or at most R frames per second (`sample R/s`), then options
 * (`snaplen N`). Gives each sampling rule its sample id, and each sampling
 * count rule its bit of the pending mask (cg_sample.c). */
#include "check.h"
#include "meta.h"

#include <string.h>

/* The number as written, or -1 after an error when it is outside LO..HI. */
static int in_range(struct diag *d, const struct value *v, uint64_t lo, uint64_t hi,
		    const char *what)
{
	if (v->u.num >= lo && v->u.num <= hi)
		return 0;
	diag_error(d, v->loc, "%s %llu is out of range (%llu-%llu)", what,
		   (unsigned long long)v->u.num, (unsigned long long)lo,
		   (unsigned long long)hi);
	return -1;
}

/* `NUM/DEN`, `NUM/s` or `every NUM` into KIND and N. */
static int check_how(struct diag *d, struct sample *s)
{
	if (s->den) {
		if (s->num->u.num != 1) {
			diag_error(d, s->num->loc, "sample %llu/%llu: write one in N as 1/N "
				   "(or `every N`), a rate as R/s",
				   (unsigned long long)s->num->u.num,
				   (unsigned long long)s->den->u.num);
			return -1;
		}
		s->kind = SAMPLE_EVERY;
		s->n = s->den->u.num;
		return in_range(d, s->den, 1, XDPC_SAMPLE_EVERY_MAX, "one-in-N sampling: N");
	}
	/* `NUM/WORD` has the word after the number, `WORD NUM` before */
	if (!strcmp(s->word, "s") && s->word_loc.off > s->num->loc.off) {
		s->kind = SAMPLE_RATE;
		s->n = s->num->u.num;
		return in_range(d, s->num, 1, XDPC_SAMPLE_RATE_MAX,
				"sample rate (frames per second)");
	}
	if (!strcmp(s->word, "every") && s->word_loc.off < s->num->loc.off) {
		s->kind = SAMPLE_EVERY;
		s->n = s->num->u.num;
		return in_range(d, s->num, 1, XDPC_SAMPLE_EVERY_MAX, "one-in-N sampling: N");
	}
	diag_error(d, s->word_loc, "unknown sample '%s': write `sample 1/N` or `sample "
		   "every N` (one frame in N), or `sample R/s` (at most R per second)",
		   s->word);
	return -1;
}

static int check_opts(struct diag *d, struct sample *s)
{
	const struct sample_opt *snap = NULL;
	int err = 0;

	s->snaplen = XDPC_SNAPLEN_DEFAULT;
	for (size_t i = 0; i < s->opts.n; i++) {
		const struct sample_opt *o = s->opts.v[i];

		if (strcmp(o->word, "snaplen")) {
			diag_error(d, o->word_loc, "unknown sample option '%s' (options: snaplen)",
				   o->word);
			err = -1;
			continue;
		}
		if (snap) {
			diag_error(d, o->word_loc, "snaplen is given twice");
			diag_note(d, snap->word_loc, "first given here");
			err = -1;
			continue;
		}
		snap = o;
		if (in_range(d, o->arg, 1, XDPC_SNAPLEN_MAX, "snaplen"))
			err = -1;
		else
			s->snaplen = (uint32_t)o->arg->u.num;
	}
	return err;
}

void check_sample(struct diag *d, struct rule *r, struct program *p)
{
	struct sample *s = r->sample;
	size_t counts = 0;

	if (check_how(d, s) | check_opts(d, s))
		return;
	if (p->nsamplers >= XDPC_SAMPLERS_MAX) {
		diag_error(d, s->loc, "too many sampling rules: at most %d per program",
			   XDPC_SAMPLERS_MAX);
		return;
	}
	for (size_t i = 0; i < p->nsamplers; i++)
		counts += p->samplers[i]->action == ACT_COUNT;
	if (r->action == ACT_COUNT) {
		if (counts >= XDPC_SAMPLE_COUNT_RULES_MAX) {
			diag_error(d, s->loc, "too many sampling count rules: at most %d per "
				   "program (drop and pass rules have no such limit)",
				   XDPC_SAMPLE_COUNT_RULES_MAX);
			return;
		}
		s->bit = (int)counts;
	}
	s->id = (int)p->nsamplers;
	p->samplers[p->nsamplers++] = r;
}
