/* xdpc --diff OLD NEW: what exactly a rule change does, over every frame
 * (compiler/semdiff.c), printed as text or JSON, witnesses written to a
 * pcap, and the frames of a real capture whose fate changes. */
#include "commands.h"

#include "capture.h"
#include "dryrun.h"
#include "frontend.h"
#include "json.h"
#include "rules_object.h"
#include "semdiff.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_KINDS 32

static const char *const vname[] = { [VERDICT_PASS] = "pass", [VERDICT_DROP] = "drop" };

static void rule_text(FILE *out, const struct program *p, int rule)
{
	if (rule < 0) {
		fprintf(out, "(default %s)", vname[p->default_verdict]);
		return;
	}
	fprintf(out, "%s:%u: %s", p->rules[rule]->action_loc.src->path,
		p->rules[rule]->action_loc.line, p->rules[rule]->text);
}

static void hex(FILE *out, const uint8_t *b, size_t n)
{
	for (size_t i = 0; i < n; i++)
		fprintf(out, "%02x", b[i]);
}

static char *described(BDD set)
{
	char *s = NULL;
	size_t n = 0;
	FILE *m = open_memstream(&s, &n);

	if (!m)
		abort();
	fmodel_describe(m, set, "    ");
	fclose(m);
	return s;
}

/* The rule of FP in rate state S, or NULL. */
static const struct rule *rate_rule(const struct fprog *fp, size_t s)
{
	for (size_t i = 0; i < fp->p->nrules; i++)
		if (fp->rate[i] == (int)s)
			return fp->p->rules[i];
	return NULL;
}

/* "line 3's rate (TEXT) is exceeded": the rules of rate state S, which a
 * witness or a kind of change assumes is ST. */
static void rate_text(FILE *out, const struct fprog *a, const struct fprog *b, size_t s,
		      enum fm_rate_state st)
{
	const struct rule *ro = rate_rule(a, s), *rn = rate_rule(b, s);

	if (ro && rn && ro->action_loc.line == rn->action_loc.line)
		fprintf(out, "line %u's", ro->action_loc.line);
	else if (ro && rn)
		fprintf(out, "old line %u's and new line %u's", ro->action_loc.line,
			rn->action_loc.line);
	else
		fprintf(out, "%s line %u's", ro ? "old" : "new", (ro ? ro : rn)->action_loc.line);
	fprintf(out, " rate (%s) is %s", (ro ? ro : rn)->text,
		st == FM_RATE_OVER ? "exceeded" : "not exceeded");
}

/* One line per rate state of STATE that is not ANY, after PREFIX. */
static void rates_text(const char *prefix, const struct fprog *a, const struct fprog *b,
		       const enum fm_rate_state *state)
{
	for (size_t s = 0; s < b->nrates; s++)
		if (state[s] != FM_RATE_ANY) {
			printf("%s", prefix);
			rate_text(stdout, a, b, s, state[s]);
			printf("\n");
		}
}

static void witness_text(const struct sd_witness *w, const struct fprog *a,
			 const struct fprog *b)
{
	printf("  witness: ");
	pkt_describe(stdout, &w->facts);
	printf("  hex: ");
	hex(stdout, w->bytes, w->facts.len);
	printf("\n");
	rates_text("  witness assumes: ", a, b, w->rate);
}

static void print_text(const struct semdiff *sd, const struct fprog *fa,
		       const struct fprog *fb)
{
	const struct program *a = fa->p, *b = fb->p;

	for (size_t i = 0; i < sd->nchanges; i++) {
		const struct sd_change *c = &sd->changes[i];
		char *d = described(c->frames);

		printf("change %zu: %s -> %s\n  old: ", i + 1, vname[c->old_verdict],
		       vname[c->new_verdict]);
		rule_text(stdout, a, c->old_rule);
		printf("\n  new: ");
		rule_text(stdout, b, c->new_rule);
		printf("\n");
		rates_text("  when ", fa, fb, c->rate);
		printf("  frames:\n%s", *d ? d : "    (any)\n");
		witness_text(&c->w, fa, fb);
		free(d);
	}
	if (sd->more)
		printf("... and %s%zu more kinds of change\n", sd->more_at_least ? "at least " : "",
		       sd->more);
	for (size_t i = 0; i < sd->ncounts; i++) {
		const struct sd_count *c = &sd->counts[i];
		const struct rule *r = c->old_rule ? c->old_rule : c->new_rule;

		printf("counter: %s  (old %s%u, new %s%u)\n", r->text, c->old_rule ? "line " : "absent",
		       c->old_rule ? c->old_rule->action_loc.line : 0, c->new_rule ? "line " : "absent",
		       c->new_rule ? c->new_rule->action_loc.line : 0);
		printf("  %s\n", c->gained != bddfalse && c->lost != bddfalse
				 ? "now counts frames it did not, and no longer counts others"
				 : c->gained != bddfalse ? "now counts frames it did not"
							  : "no longer counts frames it did");
		witness_text(&c->w, fa, fb);
	}
}

static void rule_json(const struct program *p, int rule, enum verdict v)
{
	printf("{\"verdict\":\"%s\",\"line\":", vname[v]);
	if (rule < 0) {
		printf("null,\"text\":\"default %s\"}", vname[p->default_verdict]);
		return;
	}
	printf("%u,\"file\":", p->rules[rule]->action_loc.line);
	json_string(stdout, p->rules[rule]->action_loc.src->path);
	printf(",\"text\":");
	json_string(stdout, p->rules[rule]->text);
	printf("}");
}

/* [{"old_line":3,"new_line":3,"text":"...","exceeded":true}, ...] */
static void rates_json(const struct fprog *a, const struct fprog *b,
		       const enum fm_rate_state *state)
{
	bool first = true;

	printf("[");
	for (size_t s = 0; s < b->nrates; s++) {
		const struct rule *ro = rate_rule(a, s), *rn = rate_rule(b, s);

		if (state[s] == FM_RATE_ANY)
			continue;
		printf("%s{\"old_line\":", first ? "" : ",");
		ro ? printf("%u", ro->action_loc.line) : printf("null");
		printf(",\"new_line\":");
		rn ? printf("%u", rn->action_loc.line) : printf("null");
		printf(",\"text\":");
		json_string(stdout, (ro ? ro : rn)->text);
		printf(",\"exceeded\":%s}", state[s] == FM_RATE_OVER ? "true" : "false");
		first = false;
	}
	printf("]");
}

static void witness_json(const struct sd_witness *w, const struct fprog *a,
			 const struct fprog *b)
{
	char *s = NULL;
	size_t n = 0;
	FILE *m = open_memstream(&s, &n);

	if (!m)
		abort();
	pkt_describe(m, &w->facts);
	fclose(m);
	if (n && s[n - 1] == '\n')
		s[n - 1] = 0;
	printf("\"witness\":{\"decoded\":");
	json_string(stdout, s);
	printf(",\"hex\":\"");
	hex(stdout, w->bytes, w->facts.len);
	printf("\",\"rates\":");
	rates_json(a, b, w->rate);
	printf("}");
	free(s);
}

static void print_json(const struct semdiff *sd, const struct fprog *fa,
		       const struct fprog *fb)
{
	const struct program *a = fa->p, *b = fb->p;

	printf("{\"equivalent\":%s,\"changes\":[", sd->nchanges || sd->ncounts ? "false" : "true");
	for (size_t i = 0; i < sd->nchanges; i++) {
		const struct sd_change *c = &sd->changes[i];
		char *d = described(c->frames);

		printf("%s{\"old\":", i ? "," : "");
		rule_json(a, c->old_rule, c->old_verdict);
		printf(",\"new\":");
		rule_json(b, c->new_rule, c->new_verdict);
		printf(",\"when\":");
		rates_json(fa, fb, c->rate);
		printf(",\"frames\":");
		json_string(stdout, d);
		printf(",");
		witness_json(&c->w, fa, fb);
		printf("}");
		free(d);
	}
	printf("],\"more_kinds\":%zu,\"counters\":[", sd->more);
	for (size_t i = 0; i < sd->ncounts; i++) {
		const struct sd_count *c = &sd->counts[i];

		printf("%s{\"text\":", i ? "," : "");
		json_string(stdout, (c->old_rule ? c->old_rule : c->new_rule)->text);
		printf(",\"old_line\":");
		c->old_rule ? printf("%u", c->old_rule->action_loc.line) : printf("null");
		printf(",\"new_line\":");
		c->new_rule ? printf("%u", c->new_rule->action_loc.line) : printf("null");
		printf(",\"gains\":%s,\"loses\":%s,", c->gained != bddfalse ? "true" : "false",
		       c->lost != bddfalse ? "true" : "false");
		witness_json(&c->w, fa, fb);
		printf("}");
	}
	printf("]");
}

static int write_witnesses(const char *path, const struct semdiff *sd)
{
	struct capture_out o;

	if (capture_out_open(&o, path) != 0)
		return -1;
	for (size_t i = 0; i < sd->nchanges; i++)
		capture_out_write_bytes(&o, sd->changes[i].w.bytes, sd->changes[i].w.facts.len);
	for (size_t i = 0; i < sd->ncounts; i++)
		capture_out_write_bytes(&o, sd->counts[i].w.bytes, sd->counts[i].w.facts.len);
	return capture_out_close(&o, 1);
}

/* The real frames whose verdict or deciding rule (by its text) changes. */
static int capture_changes(const struct cli *c, const struct program *a,
			   const struct program *b)
{
	struct dry_opts o = { .record_frames = true };
	struct dry_run ra, rb;
	size_t n = 0;
	int rc = -1;

	memset(&ra, 0, sizeof(ra));
	memset(&rb, 0, sizeof(rb));
	if (dryrun(&ra, ENGINE_EVAL, a, NULL, 0, c->capture, &o) != 0 ||
	    dryrun(&rb, ENGINE_EVAL, b, NULL, 0, c->capture, &o) != 0)
		goto out;
	printf(c->json ? ",\"capture\":{\"file\":" : "\nframes of %s whose fate changes:\n",
	       c->capture);
	if (c->json) {
		json_string(stdout, c->capture);
		printf(",\"frames\":[");
	}
	for (size_t i = 0; i < ra.ndetail && i < rb.ndetail; i++) {
		const struct dry_frame *x = &ra.detail[i], *y = &rb.detail[i];
		const char *tx = x->rule >= 0 ? a->rules[x->rule]->text : "";
		const char *ty = y->rule >= 0 ? b->rules[y->rule]->text : "";

		if (x->verdict == y->verdict && (x->rule >= 0) == (y->rule >= 0) && !strcmp(tx, ty))
			continue;
		if (c->json) {
			printf("%s{\"index\":%lu,\"old\":", n ? "," : "", x->index);
			rule_json(a, x->rule, x->verdict);
			printf(",\"new\":");
			rule_json(b, y->rule, y->verdict);
			printf("}");
		} else {
			printf("  frame %lu: %s -> %s  old ", x->index, vname[x->verdict], vname[y->verdict]);
			rule_text(stdout, a, x->rule);
			printf("  new ");
			rule_text(stdout, b, y->rule);
			printf("\n");
		}
		n++;
	}
	if (c->json)
		printf("],\"changed\":%zu}", n);
	else
		printf("  %zu of %lu frames\n", n, ra.frames);
	rc = 0;
out:
	dryrun_free(&ra);
	dryrun_free(&rb);
	return rc;
}

static int run(const struct cli *c, struct program *pa, struct program *pb)
{
	struct fprog a = { 0 }, b = { 0 };
	struct semdiff sd;
	struct diag d;
	int rc = 2;

	diag_init(&d, stderr);
	/* both programs' payload positions and rate states, before the
	 * variables are fixed */
	fmodel_reserve_program(pa);
	fmodel_reserve_program(pb);
	if (semdiff_build(&a, pa, &b, pb, &d, "--diff", SD_AUTO) < 0)
		goto out;
	if (semdiff_run(&sd, &a, &b, MAX_KINDS) < 0)
		goto out;
	if (c->json) {
		print_json(&sd, &a, &b);
	} else if (sd.nchanges || sd.ncounts) {
		printf("%s -> %s: %zu kind%s of frames change verdict; %zu counter%s change\n\n",
		       c->args[0], c->args[1], sd.nchanges + sd.more,
		       sd.nchanges + sd.more == 1 ? "" : "s", sd.ncounts, sd.ncounts == 1 ? "" : "s");
		print_text(&sd, &a, &b);
	} else {
		printf("%s -> %s: equivalent: every frame gets the same verdict and every count rule sees the same frames\n",
		       c->args[0], c->args[1]);
	}
	rc = sd.nchanges || sd.ncounts ? 1 : 0;
	if (c->capture && capture_changes(c, pa, pb) < 0)
		rc = 2;
	if (c->json)
		printf("}\n");
	if (rc != 2 && c->write_witnesses && write_witnesses(c->write_witnesses, &sd) < 0)
		rc = 2;
	semdiff_free(&sd);
out:
	fprog_free(&a);
	fprog_free(&b);
	return rc;
}

int cmd_diff(const struct cli *c)
{
	struct frontend_opts fo;
	struct program *pa, *pb;
	struct arena arena;
	struct diag d;
	int rc = 2;

	rules_frontend_options(c, &fo);
	arena_init(&arena);
	diag_init(&d, stderr);
	pa = frontend_compile_file(&arena, &d, c->args[0], &fo);
	pb = frontend_compile_file(&arena, &d, c->args[1], &fo);
	if (pa && pb)
		rc = run(c, pa, pb);
	arena_free(&arena);
	return rc;
}
