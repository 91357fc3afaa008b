/* xdpc --explain RULES FRAME: why a frame gets its verdict. The reference
 * evaluator tells the story (compiler/explain.c); when this process may
 * load BPF programs, the compiled rules run the same frame in the kernel
 * (a dry run of a one-frame capture) and the two verdicts are compared. */
#include "commands.h"

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

static uint8_t frame[65536];

/* CAPTURE:N: the N-th frame (1-based). 1 when TEXT is not of that form. */
static int from_capture(const char *text, size_t *len)
{
	const char *colon = strrchr(text, ':');
	char path[4096];
	struct capture cap;
	struct stat st;
	unsigned long want;
	char *end;
	int rc;

	if (!colon || colon == text || (size_t)(colon - text) >= sizeof(path))
		return 1;
	memcpy(path, text, (size_t)(colon - text));
	path[colon - text] = 0;
	want = strtoul(colon + 1, &end, 10);
	if (*end || !colon[1] || stat(path, &st) != 0)
		return 1;
	if (capture_open(&cap, path) != 0)
		return -1;
	while ((rc = capture_next(&cap, len)) == 1 && cap.index < want)
		;
	if (rc == 1)
		memcpy(frame, cap.frame, *len);
	else if (rc == 0)
		fprintf(stderr, "xdpc: %s has no frame %lu (frames are numbered from 1)\n", path, want);
	capture_close(&cap);
	return rc == 1 ? 0 : -1;
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

static int read_frame(const char *text, size_t *len)
{
	struct pkt_facts f;
	char err[256];
	int rc = from_capture(text, len);

	if (rc <= 0)
		return rc;
	if (from_hex(text, len) == 0)
		return 0;
	if (explain_describe(text, &f, err, sizeof(err)) < 0) {
		fprintf(stderr, "xdpc: cannot read the frame '%s': %s\n"
			"  (a frame is CAPTURE:N, hex bytes, or words such as 'udp 192.0.2.1:53 > 198.51.100.2:4444 len 600 vlan 10')\n",
			text, err);
		return -1;
	}
	*len = fwitness_checked(&f, frame, sizeof(frame));
	if (*len == 0) {
		fprintf(stderr, "xdpc: internal error: cannot build the frame '%s'\n", text);
		return -1;
	}
	return 0;
}

/* The kernel's verdict on the frame: a one-frame dry run. */
static int kernel_run(const struct cli *c, const struct program *p, size_t len,
		      struct dry_frame *out, unsigned long *fallback)
{
	struct rules_image image = { 0 };
	struct dry_opts o = { .record_frames = true };
	struct capture_out w;
	struct dry_run r;
	struct diag d;
	char path[64];
	int rc = -1;

	snprintf(path, sizeof(path), "/tmp/xdpc-explain-%ld.pcap", (long)getpid());
	diag_init(&d, stderr);
	memset(&r, 0, sizeof(r));
	if (rules_compile_image(p, c, &d, &image) != 0 || capture_out_open(&w, path) != 0)
		goto out;
	capture_out_write(&w, frame, len);
	if (capture_out_close(&w, 1) != 0)
		goto out;
	if (dryrun(&r, ENGINE_KERNEL, p, image.data, image.len, path, &o) == 0 && r.ndetail == 1) {
		*out = r.detail[0];
		*fallback = r.fallback;
		rc = 0;
	}
	unlink(path);
out:
	dryrun_free(&r);
	rules_object_free(&image);
	return rc;
}

static int compare_kernel(const struct cli *c, const struct program *p, size_t len,
			  struct eval_result want)
{
	struct dry_frame k;
	unsigned long fallback = 0;

	if (!dryrun_kernel_allowed()) {
		printf("kernel: not run (loading BPF needs CAP_BPF; run as root to compare)\n");
		return 0;
	}
	if (kernel_run(c, p, len, &k, &fallback) < 0)
		return 1;
	if (fallback) {
		printf("kernel: not run: BPF_PROG_TEST_RUN does not take a frame of %zu bytes\n", len);
		return 0;
	}
	if (k.verdict == want.verdict && k.rule == want.rule) {
		printf("kernel (BPF_PROG_TEST_RUN): %s by %s: agrees\n",
		       k.verdict == VERDICT_DROP ? "drop" : "pass", k.rule >= 0 ? "the same rule" : "the default");
		return 0;
	}
	printf("KERNEL DISAGREES: BPF_PROG_TEST_RUN gives %s by %s%u; the evaluator %s by %s%u\n",
	       k.verdict == VERDICT_DROP ? "drop" : "pass", k.rule >= 0 ? "line " : "the default",
	       k.rule >= 0 ? p->rules[k.rule]->action_loc.line : 0,
	       want.verdict == VERDICT_DROP ? "drop" : "pass", want.rule >= 0 ? "line " : "the default",
	       want.rule >= 0 ? p->rules[want.rule]->action_loc.line : 0);
	return 1;
}

int cmd_explain(const struct cli *c)
{
	struct frontend_opts fo = { .stdlib_dir = c->stdlib_dir };
	struct pkt_facts f;
	struct program *p;
	struct arena a;
	struct diag d;
	size_t len = 0;
	int rc = 1;

	arena_init(&a);
	diag_init(&d, stderr);
	p = frontend_compile_file(&a, &d, c->rules, &fo);
	if (p && read_frame(c->args[1], &len) == 0) {
		pkt_parse(frame, len, &f);
		explain_parse(stdout, frame, len, &f);
		rc = compare_kernel(c, p, len, explain_rules(stdout, p, &f));
	}
	arena_free(&a);
	return rc;
}
