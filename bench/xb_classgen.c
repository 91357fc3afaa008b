/* xdpc-bench classgen: writes a ClassBench-like rule file
 * (tests/lib/classgen.h) under `default drop;` for part 5, and the frames
 * that probe it. */
#include "classgen.h"
#include "xb.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* "NAME SPEC=VERDICT": the verdict the first deciding rule gives, or
 * the default (drop). */
static void put_frame(FILE *f, const char *name, const struct classgen_rule *r, size_t n,
		      const struct classgen_tuple *t)
{
	char spec[160];
	long first = classgen_first(r, n, t);

	classgen_tuple_spec(spec, sizeof(spec), t);
	fprintf(f, "%s %s=%s\n", name, spec,
		first < 0 || r[first].action == CLASSGEN_DROP ? "drop" : "pass");
}

static int write_frames(const char *path, const struct classgen_opts *o,
			const struct classgen_rule *r, unsigned nstream)
{
	struct classgen_tuple t;
	uint64_t s = o->seed ^ 0x5eed;
	FILE *f = fopen(path, "w");
	int bad;

	if (!f) {
		perror(path);
		return -1;
	}
	classgen_miss(o->fam, &t);
	put_frame(f, "miss", r, o->n, &t);
	classgen_last(o->fam, &t);
	put_frame(f, "last", r, o->n, &t);
	for (unsigned i = 0; i < nstream; i++) {
		classgen_inside(&r[(size_t)(s % o->n)], o->fam, &s, &t);
		put_frame(f, "stream", r, o->n, &t);
	}
	bad = ferror(f);
	if (fclose(f) != 0 || bad) {
		fprintf(stderr, "xdpc-bench: cannot write %s\n", path);
		return -1;
	}
	return 0;
}

static int write_rules(const char *path, const struct classgen_rule *r, size_t n)
{
	FILE *f = fopen(path, "w");
	int bad;

	if (!f) {
		perror(path);
		return -1;
	}
	bad = classgen_write(f, r, n) < 0 || fprintf(f, "default drop;\n") < 0;
	if (fclose(f) != 0 || bad) {
		fprintf(stderr, "xdpc-bench: cannot write %s\n", path);
		return -1;
	}
	return 0;
}

int xb_cmd_classgen(int argc, char **argv)
{
	struct classgen_opts o = { 0 };
	struct classgen_rule *r;
	char *end;
	unsigned long nstream;
	int rc;

	if (argc != 8 || !classgen_mix_known(argv[1]) ||
	    (strcmp(argv[2], "4") && strcmp(argv[2], "6"))) {
		fprintf(stderr, "usage: xdpc-bench classgen acl|fw|ipc 4|6 N SEED RULES.xf FRAMES STREAM\n");
		return 2;
	}
	o.mix = argv[1];
	o.fam = atoi(argv[2]);
	o.n = strtoul(argv[3], &end, 10);
	if (*end || o.n == 0 || o.n > 10000000) {
		fprintf(stderr, "xdpc-bench: N must be 1 .. 10^7\n");
		return 2;
	}
	o.seed = strtoull(argv[4], NULL, 0);
	nstream = strtoul(argv[7], &end, 10);
	if (*end || nstream > 100000) {
		fprintf(stderr, "xdpc-bench: STREAM must be 0 .. 100000\n");
		return 2;
	}
	r = malloc(o.n * sizeof(*r));
	if (!r)
		return 1;
	classgen_gen(&o, r);
	rc = write_rules(argv[5], r, o.n) < 0 ||
	     write_frames(argv[6], &o, r, (unsigned)nstream) < 0;
	free(r);
	return rc;
}
