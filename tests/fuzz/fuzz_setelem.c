/* libFuzzer harness over the set-element readers: every line of the input
 * through the runtime's elem_parse() (`xdpc --set ... add ELEM`, for an
 * address set and a port set), the whole input through the shared set-file
 * grammar (setfile.h), as a `--set replace` file (contents_from_text, both
 * kinds) and as a compiler `set NAME from "FILE"` file. Nothing may crash
 * or leak; an address accepted is formatted and parsed back to the same
 * key; and the two file readers agree (issue 10 defect 15): a non-empty
 * address file the runtime takes, the compiler takes, and the other way
 * round. */
#include "arena.h"
#include "frontend.h"
#include "fuzz_file.h"
#include "set_contents.h"
#include "set_elem.h"
#include "setfile.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The input as a file (fuzz_file.h), written once per input. */
static const char *path;

static void one_line(const char *line, bool ports)
{
	struct set_elem e, back;
	char why[ELEM_WHY_LEN], text[128];

	if (elem_parse(line, ports, &e, why) < 0 || ports)
		return;
	elem_format_key(&e.key, text, sizeof(text));
	if (elem_parse(text, false, &back, why) < 0 ||
	    memcmp(&back.key, &e.key, sizeof(e.key)) != 0)
		abort();   /* formatting and parsing must round-trip */
}

static void lines(const uint8_t *data, size_t size)
{
	char *copy = malloc(size + 1), *p, *nl;

	if (!copy)
		abort();
	memcpy(copy, data, size);
	copy[size] = '\0';
	for (p = copy; p; p = nl ? nl + 1 : NULL) {
		nl = strchr(p, '\n');
		if (nl)
			*nl = '\0';
		one_line(p, false);
		one_line(p, true);
	}
	free(copy);
}

/* The scanner's items lie inside the text, in order. */
static void scan(const uint8_t *data, size_t size)
{
	struct setfile_scan s;
	struct setfile_item it;
	size_t last = 0;

	setfile_begin(&s, (const char *)data, size);
	while (setfile_next(&s, &it)) {
		if (it.start > it.end || it.end > size || it.start < last)
			abort();
		last = it.end;
	}
}

/* 1: the runtime reads it as an address set, with at least one element;
 * 0: it refuses it; -1: it takes it but it is empty. */
static int runtime_reads(const uint8_t *data, size_t size, bool ports)
{
	struct set_contents c;
	int rc;

	if (contents_init(&c, ports) < 0)
		abort();
	rc = contents_from_text(&c, path, (const char *)data, size) < 0 ? 0 :
	     contents_size(&c) ? 1 : -1;
	contents_free(&c);
	return rc;
}

/* The compiler reads the file as `set s from`; its messages go to OUT. */
static bool compiler_reads(FILE *out)
{
	struct frontend_opts o = { .any_path = true };   /* a file in $TMPDIR */
	struct arena a;
	struct diag d;
	char *rules;
	bool ok;

	arena_init(&a);
	diag_init(&d, out);
	rules = arena_printf(&a, "set s from \"%s\"; drop src in s;", path);
	ok = frontend_compile_string(&a, &d, "fuzz.xf", rules, strlen(rules), &o) != NULL;
	arena_free(&a);
	return ok;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *sink;
	int runtime;
	bool compiler;

	if (!sink)
		sink = fopen("/dev/null", "w");
	lines(data, size);
	scan(data, size);
	path = fuzz_file(data, size);
	runtime_reads(data, size, true);
	runtime = runtime_reads(data, size, false);
	compiler = compiler_reads(sink);
	if (runtime >= 0 && compiler != (runtime == 1)) {
		compiler_reads(stderr);
		fprintf(stderr, "fuzz_setelem: the runtime %s this file, the compiler %s it\n",
			runtime ? "takes" : "refuses", compiler ? "takes" : "refuses");
		abort();
	}
	return 0;
}
