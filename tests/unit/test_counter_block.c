/* The counter block (meta.h): every rule's counter and the default's in
 * one block per CPU, found with one lookup of xdpc_rules per frame, at
 * any number of rules; a PERCPU_ARRAY block up to XDPC_BLOCK_PERCPU_MAX
 * counters, an ARRAY indexed by CPU above. No kernel needed: the BPF
 * assembly says it. */
#include "codegen.h"
#include "frontend.h"
#include "meta.h"
#include "tcheck.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct arena arena;

static struct cg_buffer build(const char *text, int opt)
{
	struct cg_buffer out = { NULL, 0 };
	struct cg_options o;
	struct program *p;
	struct diag d;

	diag_init(&d, stderr);
	p = frontend_compile_string(&arena, &d, "<test>", text, strlen(text), NULL);
	cg_options_init(&o);
	o.opt_level = opt;
	if (!p || cg_compile(p, &o, CG_OUT_ASM, &out, &d) < 0) {
		fprintf(stderr, "test bug: cannot compile: %.60s\n", text);
		exit(2);
	}
	return out;
}

static unsigned occurrences(const char *hay, const char *needle)
{
	unsigned n = 0;

	for (const char *s = hay; (s = strstr(s, needle)); s += strlen(needle))
		n++;
	return n;
}

/* N rules: count rules on ports, a drop rule, count by proto first. */
static char *rules(unsigned n)
{
	size_t cap = 64 + (size_t)n * 32, len = 0;
	char *s = malloc(cap);

	if (!s)
		abort();
	len += (size_t)snprintf(s + len, cap - len, "count by proto;\n");
	for (unsigned i = 1; i + 1 < n; i++)
		len += (size_t)snprintf(s + len, cap - len, "count tcp dport %u;\n", 1000 + i);
	snprintf(s + len, cap - len, "drop udp;\n");
	return s;
}

static void test_one_lookup(unsigned n, int opt)
{
	char *text = rules(n);
	struct cg_buffer a = build(text, opt);
	bool percpu = n + 1 <= XDPC_BLOCK_PERCPU_MAX;

	/* one lookup of the block, in the entry point, and none elsewhere
	 * (an ARRAY block's second one, of CPU 0's entry, runs only where a
	 * loader left the array at one entry) */
	CHECKF(occurrences(a.data, "= xdpc_rules ll\n") == (percpu ? 1u : 2u),
	       "%u rules -O%d: %u lookups", n, opt, occurrences(a.data, "= xdpc_rules ll\n"));
	CHECKF(!strstr(a.data, "\nxdpc_count:"), "%u rules -O%d: a counting function", n, opt);
	/* the block of a large program is indexed by CPU */
	CHECKF((strstr(a.data, "call 8\n") != NULL) == !percpu, "%u rules -O%d: cpu lookup %d", n,
	       opt, strstr(a.data, "call 8\n") != NULL);
	cg_buffer_free(&a);
	free(text);
}

/* The line before exit P (inside TEXT) sets r0 to a constant. */
static bool constant_exit(const char *text, const char *p)
{
	const char *line = p - 1;

	while (line > text && line[-1] != '\n')
		line--;
	return (!strncmp(line, "\tw0 = ", 6) || !strncmp(line, "\tr0 = ", 6)) &&
	       line[6] >= '0' && line[6] <= '9';
}

/* The optimised entry point's paths end in exits of their own, not in
 * one exit shared through a register copy: the block's NULL test is
 * followed by its own `w0 = DEFAULT; exit` (which a kernel that knows the
 * lookup cannot fail then drops as dead code). With ALL_CONSTANT every
 * path's verdict is a constant, and so is every exit's. */
static void test_own_exits(const char *text, bool all_constant)
{
	struct cg_buffer a = build(text, 2);
	const char *fn = strstr(a.data, "\nxdpc_filter:\n");
	const char *end = fn ? strstr(fn, "\t.size\txdpc_filter") : NULL;
	const char *call = fn ? strstr(fn, "= xdpc_rules ll\n") : NULL;
	static const char call1[] = "\tcall 1\n";
	const char *test, *set, *ex;
	unsigned exits = 0, copied = 0;

	CHECKF(fn && end && call, "%s: no entry point or block lookup in the assembly", text);
	if (!fn || !end || !call) {
		cg_buffer_free(&a);
		return;
	}
	/* the lookup's call, the NULL test, then `w0 = K` and `exit` */
	call = strstr(call, call1);
	test = call ? call + sizeof(call1) - 1 : NULL;
	CHECKF(test && !strncmp(test, "\tif r0 ", 7), "%s: no NULL test after the lookup", text);
	set = test ? strchr(test, '\n') : NULL;
	ex = set ? strchr(set + 1, '\n') : NULL;
	CHECKF(ex && !strncmp(ex + 1, "\texit\n", 6) && constant_exit(a.data, ex + 1),
	       "%s: the NULL test's path does not exit at once with a constant", text);
	for (const char *s = fn; (s = strstr(s, "\texit\n")) && s < end; s++) {
		exits++;
		copied += !constant_exit(a.data, s);
	}
	CHECKF(exits >= 2, "%s: %u exits", text, exits);
	if (all_constant)
		CHECKF(copied == 0, "%s: %u of %u exits return a register", text, copied, exits);
	cg_buffer_free(&a);
}

int main(void)
{
	static const unsigned sizes[] = { 2, 3, 100, XDPC_BLOCK_PERCPU_MAX - 1,
					  XDPC_BLOCK_PERCPU_MAX, 3000 };

	for (size_t i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
		test_one_lookup(sizes[i], 2);
		if (sizes[i] <= 100)
			test_one_lookup(sizes[i], 0);
	}
	test_own_exits("count by proto;\ndrop;\n", true);
	test_own_exits("count by proto;\ndrop tcp dport 22;\ncount udp;\n", false);
	arena_free(&arena);
	return TC_DONE();
}
