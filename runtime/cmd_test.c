/* xdpc --test CAPTURE RULES: what a rule set would do to real traffic,
 * before it goes near a production link. */
#include "commands.h"

#include "capture.h"
#include "dryrun.h"
#include "fileio.h"
#include "frontend.h"
#include "rules_object.h"
#include "json.h"
#include "report.h"
#include "termsafe.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const verdict_names[] = {
	[VERDICT_PASS] = "pass", [VERDICT_DROP] = "drop",
};

static const char *engine_label(const struct dry_run *r)
{
	return r->engine == ENGINE_KERNEL ? "kernel (BPF_PROG_TEST_RUN)"
					  : "eval (reference evaluator)";
}

static void print_key(char *buf, size_t len, const struct rule *r,
		      const struct table_snapshot *t, const struct table_entry *e)
{
	format_key(buf, len, count_key_name(r->key), t, &e->key, 1);
}

/* `sample` rules: the frames they sent, by rule (frame numbers with -v). */
static void print_samples(const struct cli *c, const struct dry_run *r)
{
	const struct program *p = r->prog;

	if (!p->nsamplers)
		return;
	printf("\nsampled frames: %zu%s\n", r->samples.n,
	       r->engine == ENGINE_KERNEL && r->fallback ?
	       " (frames run by the evaluator are not sampled)" : "");
	for (size_t i = 0; i < p->nsamplers; i++) {
		const struct rule *rule = p->samplers[i];
		size_t n = 0;

		for (size_t k = 0; k < r->samples.n; k++)
			n += r->samples.v[k].rule == rule->index;
		printf("%6u %10zu  %s\n", rule->action_loc.line, n, rule->text);
		if (!c->verbose || !n)
			continue;
		printf("%6s %10s  frames", "", "");
		for (size_t k = 0; k < r->samples.n; k++)
			if (r->samples.v[k].rule == rule->index)
				printf(" %lu", r->samples.v[k].frame);
		printf("\n");
	}
}

static void print_text(const struct cli *c, const struct dry_run *r)
{
	const struct program *p = r->prog;
	const struct xdpc_counter *dflt = &r->counters.rules[p->nrules];
	char key[80], safe_rules[256], safe_cap[256];

	if (c->verbose) {
		for (size_t i = 0; i < r->ndetail; i++) {
			const struct dry_frame *f = &r->detail[i];

			if (f->rule >= 0)
				printf("frame %lu: %s  line %u: %s\n", f->index,
				       verdict_names[f->verdict],
				       p->rules[f->rule]->action_loc.line, p->rules[f->rule]->text);
			else
				printf("frame %lu: %s  (default)\n", f->index, verdict_names[f->verdict]);
		}
		printf("\n");
	}
	printf("dry run of %s on %s\n", term_safe(c->rules, safe_rules, sizeof(safe_rules)),
	       term_safe(c->capture, safe_cap, sizeof(safe_cap)));
	printf("engine: %s\n", engine_label(r));
	if (r->fallback)
		printf("note: %lu frame%s shorter than 14 bytes or longer than %zu bytes (what "
		       "BPF_PROG_TEST_RUN shows an XDP program whole) %s run by the reference "
		       "evaluator\n", r->fallback, r->fallback == 1 ? "" : "s", r->kernel_whole,
		       r->fallback == 1 ? "was" : "were");
	printf("frames: %lu   pass: %lu   drop: %lu\n\n", r->frames,
	       r->verdicts[VERDICT_PASS], r->verdicts[VERDICT_DROP]);
	printf("%6s %10s %12s  %s\n", "line", "packets", "bytes", "rule");
	for (size_t i = 0; i < p->nrules; i++)
		printf("%6u %10" PRIu64 " %12" PRIu64 "  %s\n", p->rules[i]->action_loc.line,
		       r->counters.rules[i].packets, r->counters.rules[i].bytes,
		       p->rules[i]->text);
	printf("%6s %10" PRIu64 " %12" PRIu64 "  default %s\n", "-", dflt->packets,
	       dflt->bytes, verdict_names[p->default_verdict]);
	for (size_t t = 0; t < p->ntables; t++) {
		const struct rule *rule = p->tables[t];
		const struct table_snapshot *ts = &r->counters.tables[t];

		printf("\ncount by %s (line %u): %zu values\n", count_key_name(rule->key),
		       rule->action_loc.line, ts->n);
		for (size_t i = 0; i < ts->n; i++) {
			print_key(key, sizeof(key), rule, ts, &ts->e[i]);
			printf("  %-40s %10" PRIu64 " packets %12" PRIu64 " bytes\n", key,
			       ts->e[i].c.packets, ts->e[i].c.bytes);
		}
	}
	print_samples(c, r);
}

static void print_json(const struct cli *c, const struct dry_run *r)
{
	const struct program *p = r->prog;
	char key[80];

	printf("{\"engine\":\"%s\",\"capture\":", r->engine == ENGINE_KERNEL ? "kernel" : "eval");
	json_string(stdout, c->capture);
	printf(",\"rules_file\":");
	json_string(stdout, c->rules);
	printf(",\"frames\":%lu,\"evaluator_fallback_frames\":%lu,", r->frames, r->fallback);
	printf("\"verdicts\":{\"pass\":%lu,\"drop\":%lu},\"rules\":[",
	       r->verdicts[VERDICT_PASS], r->verdicts[VERDICT_DROP]);
	for (size_t i = 0; i < p->nrules; i++) {
		const struct rule *rule = p->rules[i];

		printf("%s{\"line\":%u,\"text\":", i ? "," : "", rule->action_loc.line);
		json_string(stdout, rule->text);
		printf(",\"packets\":%" PRIu64 ",\"bytes\":%" PRIu64 "}",
		       r->counters.rules[i].packets, r->counters.rules[i].bytes);
	}
	printf("],\"default\":{\"verdict\":\"%s\",\"packets\":%" PRIu64 ",\"bytes\":%" PRIu64 "}",
	       verdict_names[p->default_verdict], r->counters.rules[p->nrules].packets,
	       r->counters.rules[p->nrules].bytes);
	printf(",\"tables\":[");
	for (size_t t = 0; t < p->ntables; t++) {
		const struct rule *rule = p->tables[t];
		const struct table_snapshot *ts = &r->counters.tables[t];

		printf("%s{\"key\":\"%s\",\"rule_line\":%u,\"entries\":[", t ? "," : "",
		       count_key_name(rule->key), rule->action_loc.line);
		for (size_t i = 0; i < ts->n; i++) {
			format_key(key, sizeof(key), count_key_name(rule->key), ts, &ts->e[i].key, 0);
			printf("%s{\"key\":", i ? "," : "");
			json_string(stdout, key);
			printf(",\"packets\":%" PRIu64 ",\"bytes\":%" PRIu64 "}",
			       ts->e[i].c.packets, ts->e[i].c.bytes);
		}
		printf("]}");
	}
	printf("]");
	if (p->nsamplers) {
		printf(",\"samples\":[");
		for (size_t k = 0; k < r->samples.n; k++)
			printf("%s{\"frame\":%lu,\"rule_line\":%u}", k ? "," : "",
			       r->samples.v[k].frame,
			       p->rules[r->samples.v[k].rule]->action_loc.line);
		printf("]");
	}
	if (c->verbose) {
		printf(",\"frames_detail\":[");
		for (size_t i = 0; i < r->ndetail; i++) {
			const struct dry_frame *f = &r->detail[i];

			printf("%s{\"index\":%lu,\"verdict\":\"%s\",\"rule_line\":", i ? "," : "",
			       f->index, verdict_names[f->verdict]);
			if (f->rule >= 0)
				printf("%u}", p->rules[f->rule]->action_loc.line);
			else
				printf("null}");
		}
		printf("]");
	}
	printf("}\n");
}

static enum dry_engine choose_engine(const struct cli *c)
{
	if (c->engine)
		return strcmp(c->engine, "kernel") == 0 ? ENGINE_KERNEL : ENGINE_EVAL;
	if (dryrun_kernel_allowed())
		return ENGINE_KERNEL;
	fprintf(stderr, "xdpc: not privileged to load BPF programs (needs CAP_BPF): "
		"using the reference evaluator\n");
	return ENGINE_EVAL;
}

int cmd_test(const struct cli *c)
{
	struct frontend_opts fo;
	struct capture_out dropped, passed;
	struct dry_opts o = { .record_frames = c->verbose };
	struct dry_run r;
	struct program *p;
	struct arena a;
	struct diag d;
	struct rules_image image = { 0 };
	enum dry_engine engine = choose_engine(c);
	int rc = 1;

	rules_frontend_options(c, &fo);
	arena_init(&a);
	diag_init(&d, stderr);
	memset(&r, 0, sizeof(r));
	p = frontend_compile_file(&a, &d, c->rules, &fo);
	if (!p)
		goto out;
	if (engine == ENGINE_KERNEL && rules_compile_image(p, c, &d, &image) != 0)
		goto out;
	/* The capture is read after the outputs are opened: no output may be it. */
	file_note_input(c->capture);
	if (c->write_dropped && capture_out_open(&dropped, c->write_dropped) == 0)
		o.dropped = &dropped;
	if (c->write_passed && capture_out_open(&passed, c->write_passed) == 0)
		o.passed = &passed;
	if ((c->write_dropped && !o.dropped) || (c->write_passed && !o.passed))
		goto close;
	if (dryrun(&r, engine, p, image.data, image.len, c->capture, &o) == 0) {
		if (c->json)
			print_json(c, &r);
		else
			print_text(c, &r);
		rc = 0;
	}
close:
	if (o.dropped && capture_out_close(o.dropped, rc == 0) != 0)
		rc = 1;
	if (o.passed && capture_out_close(o.passed, rc == 0) != 0)
		rc = 1;
out:
	dryrun_free(&r);
	rules_object_free(&image);
	arena_free(&a);
	return rc;
}
