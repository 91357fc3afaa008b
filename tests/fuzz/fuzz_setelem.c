/* libFuzzer harness over both set-element readers: every line of the input
 * through the runtime's elem_parse() (`xdpc --set ... add ELEM`, for an
 * address set and a port set), the whole input as a `--set replace` file
 * (contents_from_file, both kinds) and as a compiler `set NAME from "FILE"`
 * file. Nothing may crash, leak or disagree with
 * itself: an element accepted is formatted and parsed back to the same key. */
#include "arena.h"
#include "frontend.h"
#include "set_contents.h"
#include "set_elem.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char path[64];

static void write_file(const uint8_t *data, size_t size)
{
	FILE *f;

	if (!path[0]) {
		int fd;

		snprintf(path, sizeof(path), "/tmp/xdpc-fuzz-set-XXXXXX");
		fd = mkstemp(path);
		if (fd < 0)
			abort();
		close(fd);
	}
	f = fopen(path, "wb");
	if (!f || fwrite(data, 1, size, f) != size || fclose(f))
		abort();
}

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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *sink;
	struct set_contents c;
	struct arena a;
	struct diag d;
	char *rules;

	if (!sink)
		sink = fopen("/dev/null", "w");
	lines(data, size);
	write_file(data, size);
	for (int ports = 0; ports < 2; ports++) {
		if (contents_init(&c, ports) == 0) {
			contents_from_file(&c, path);
			contents_free(&c);
		}
	}
	arena_init(&a);
	diag_init(&d, sink);
	rules = arena_printf(&a, "set s from \"%s\"; drop src in s;", path);
	frontend_compile_string(&a, &d, "fuzz.xf", rules, strlen(rules), NULL);
	arena_free(&a);
	return 0;
}
