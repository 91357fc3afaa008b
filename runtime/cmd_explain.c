/* xdpc --explain RULES FRAME: why a frame gets its verdict. The reference
 * evaluator tells the story (compiler/explain.c); when this process may
 * load BPF programs, the compiled rules run the same frame in the kernel
 * (a dry run of a one-frame capture) and the two verdicts are compared. */
#include "commands.h"
#include "diag.h"

#include "capture.h"
#include "dryrun.h"
#include "explain.h"
#include "frontend.h"
#include "fwitness.h"
#include "rules_object.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static uint8_t frame[CAPTURE_MAX_FRAME];

/* The frames explained: one, or a range of a capture (CAPTURE:N-M). */
struct frames {
	uint8_t **data;
	size_t *len, n;
	struct eval_result *want;
};

static void keep(struct frames *fs, size_t len)
{
	fs->data = realloc(fs->data, (fs->n + 1) * sizeof(*fs->data));
	fs->len = realloc(fs->len, (fs->n + 1) * sizeof(*fs->len));
	fs->want = realloc(fs->want, (fs->n + 1) * sizeof(*fs->want));
	if (!fs->data || !fs->len || !fs->want || !(fs->data[fs->n] = malloc(len ? len : 1))) {
		fputs("xdpc: out of memory\n", stderr);
		exit(2);
	}
	memcpy(fs->data[fs->n], frame, len);
	fs->len[fs->n++] = len;
}

/* CAPTURE:N or CAPTURE:N-M (1-based). 1 when TEXT is not of that form. */
static int from_capture(const char *text, struct frames *fs)
{
	const char *colon = strrchr(text, ':');
	char path[4096];
	struct capture cap;
	struct stat st;
	unsigned long lo, hi;
	size_t len;
	char *end;
	int rc;

	if (!colon || colon == text || (size_t)(colon - text) >= sizeof(path))
		return 1;
	memcpy(path, text, (size_t)(colon - text));
	path[colon - text] = 0;
	lo = hi = strtoul(colon + 1, &end, 10);
	if (*end == '-')
		hi = strtoul(end + 1, &end, 10);
	if (*end || !colon[1] || stat(path, &st) != 0)
		return 1;
	if (lo == 0 || hi < lo) {
		diag_sys(diag_stderr(), DIAG_ERROR, "'%s': frames are numbered from 1, as N or N-M", colon + 1);
		return -1;
	}
	if (capture_open(&cap, path) != 0)
		return -1;
	while ((rc = capture_next(&cap, &len)) == 1 && cap.index <= hi)
		if (cap.index >= lo) {
			memcpy(frame, cap.frame, len);
			keep(fs, len);
		}
	if (rc >= 0 && fs->n == 0) {
		diag_sys(diag_stderr(), DIAG_ERROR, "%s has no frame %lu", path, lo);
		rc = -1;
	}
	capture_close(&cap);
	return rc < 0 ? -1 : 0;
}

/* Hex digits (spaces allowed between bytes). 1 when TEXT is not hex. */
static int from_hex(const char *text, size_t *len)
{
	size_t n = 0;
	int hi = -1;

	for (const char *p = text; *p; p++) {
		if (isspace((unsigned char)*p))
			continue;
		if (!isxdigit((unsigned char)*p))
			return 1;
		if (hi < 0) {
			hi = isdigit((unsigned char)*p) ? *p - '0' : (tolower((unsigned char)*p) - 'a' + 10);
			continue;
		}
		if (n == sizeof(frame))
			return 1;
		frame[n++] = (uint8_t)(hi << 4 | (isdigit((unsigned char)*p) ? *p - '0'
								 : tolower((unsigned char)*p) - 'a' + 10));
		hi = -1;
	}
	if (hi >= 0 || n == 0)
		return 1;
	*len = n;
	return 0;
}

static int read_frames(const char *text, struct frames *fs)
{
	struct pkt_facts f;
	char err[256];
	size_t len;
	int rc = from_capture(text, fs);

	if (rc <= 0)
		return rc;
	if (from_hex(text, &len) == 0) {
		keep(fs, len);
		return 0;
	}
	if (explain_describe(text, &f, err, sizeof(err)) < 0) {
		struct diag *d = diag_stderr();
		const char *forms = "a frame is CAPTURE:N, hex bytes, or words such as "
				    "'udp 192.0.2.1:53 > 198.51.100.2:4444 len 600 vlan 10'";

		if (d->format != DIAG_JSON) {   /* the text as it always was */
			fprintf(stderr, "xdpc: cannot read the frame '%s': %s\n  (%s)\n", text, err, forms);
			return -1;
		}
		diag_sys(d, DIAG_ERROR, "cannot read the frame '%s': %s", text, err);
		diag_sys_hint(d, "%s", forms);
		diag_flush();
		return -1;
	}
	len = fwitness_checked(&f, frame, sizeof(frame));
	if (len == 0) {
		diag_sys(diag_stderr(), DIAG_ERROR, "internal error: cannot build the frame '%s'", text);
		return -1;
	}
	keep(fs, len);
	return 0;
}

/* The kernel's verdicts on the frames: a dry run of a capture of them. */
static int kernel_run(const struct cli *c, const struct program *p, const struct frames *fs,
		      struct dry_run *r)
{
	struct rules_image image = { 0 };
	struct dry_opts o = { .record_frames = true };
	struct capture_out w;
	struct diag d;
	char path[64];
	int rc = -1;

	snprintf(path, sizeof(path), "/tmp/xdpc-explain-%ld.pcap", (long)getpid());
	diag_init(&d, stderr);
	if (rules_compile_image(p, c, &d, &image) != 0 || capture_out_open(&w, path) != 0)
		goto out;
	for (size_t i = 0; i < fs->n; i++)
		capture_out_write_bytes(&w, fs->data[i], fs->len[i]);
	if (capture_out_close(&w, 1) != 0)
		goto out;
	if (dryrun(r, ENGINE_KERNEL, p, image.data, image.len, path, &o) == 0 && r->ndetail == fs->n)
		rc = 0;
	unlink(path);
out:
	rules_object_free(&image);
	return rc;
}

static const char *vname(enum verdict v)
{
	return v == VERDICT_DROP ? "drop" : "pass";
}

static int compare_one(const struct program *p, const struct dry_frame *k, struct eval_result want,
		       size_t len, bool evaluated)
{
	if (evaluated) {
		printf("kernel: not run: BPF_PROG_TEST_RUN does not take a frame of %zu bytes\n", len);
		return 0;
	}
	if (k->verdict == want.verdict && k->rule == want.rule) {
		printf("kernel (BPF_PROG_TEST_RUN): %s by %s: agrees\n", vname(k->verdict),
		       k->rule >= 0 ? "the same rule" : "the default");
		return 0;
	}
	printf("KERNEL DISAGREES: BPF_PROG_TEST_RUN gives %s by %s%u; the evaluator %s by %s%u\n",
	       vname(k->verdict), k->rule >= 0 ? "line " : "the default",
	       k->rule >= 0 ? p->rules[k->rule]->action_loc.line : 0, vname(want.verdict),
	       want.rule >= 0 ? "line " : "the default",
	       want.rule >= 0 ? p->rules[want.rule]->action_loc.line : 0);
	return 1;
}

/* The dry run sends frames it cannot take to the evaluator: those too short
 * for an Ethernet header or longer than a page of XDP data. */
static bool kernel_cannot(size_t len)
{
	return len < PKT_ETH_LEN || len > 3000;   /* as dryrun.c decides */
}

static int explain_all(const struct cli *c, const struct program *p, struct frames *fs)
{
	struct dry_run r;
	struct pkt_facts f;
	bool kernel = dryrun_kernel_allowed();
	int rc = 0;

	memset(&r, 0, sizeof(r));
	if (kernel && kernel_run(c, p, fs, &r) < 0) {
		dryrun_free(&r);
		return 1;
	}
	for (size_t i = 0; i < fs->n; i++) {
		if (fs->n > 1)
			printf("%sframe %zu of %zu\n", i ? "\n" : "", i + 1, fs->n);
		pkt_parse(fs->data[i], fs->len[i], &f);
		explain_parse(stdout, fs->data[i], fs->len[i], &f);
		fs->want[i] = explain_rules(stdout, p, &f);
		if (!kernel)
			printf("kernel: not run (loading BPF needs CAP_BPF; run as root to compare)\n");
		else
			rc |= compare_one(p, &r.detail[i], fs->want[i], fs->len[i],
					  r.fallback && kernel_cannot(fs->len[i]));
	}
	dryrun_free(&r);
	return rc;
}

int cmd_explain(const struct cli *c)
{
	struct frontend_opts fo;
	struct frames fs = { 0 };
	struct program *p;
	struct arena a;
	struct diag d;
	int rc = 1;

	rules_frontend_options(c, &fo);
	arena_init(&a);
	diag_init(&d, stderr);
	p = frontend_compile_file(&a, &d, c->rules, &fo);
	if (p && read_frames(c->args[1], &fs) == 0)
		rc = explain_all(c, p, &fs);
	for (size_t i = 0; i < fs.n; i++)
		free(fs.data[i]);
	free(fs.data);
	free(fs.len);
	free(fs.want);
	arena_free(&a);
	return rc;
}
