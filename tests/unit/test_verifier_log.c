/* Issue 10 defect 6: a rejected program's verifier log (24,589 lines) was
 * printed whole. runtime/verifier_log.c keeps its last lines: checked on
 * a 30,000-line log, a short one, and a message that holds no log. */
#include "tcheck.h"
#include "verifier_log.h"

#include <stdlib.h>
#include <string.h>

static char out[1 << 16];

static const char *print(const char *msg, unsigned tail)
{
	FILE *f = tmpfile();
	size_t n;

	if (!f)
		abort();
	verifier_log_print(f, msg, tail);
	rewind(f);
	n = fread(out, 1, sizeof(out) - 1, f);
	out[n] = '\0';
	fclose(f);
	return out;
}

static char *make_log(unsigned lines)
{
	size_t cap = (size_t)lines * 32 + 256, len = 0;
	char *s = malloc(cap);

	if (!s)
		abort();
	len += (size_t)snprintf(s + len, cap - len,
				"libbpf: prog 'xdpc': -- BEGIN PROG LOAD LOG --\n");
	for (unsigned i = 1; i <= lines; i++)
		len += (size_t)snprintf(s + len, cap - len, "%u: insn line\n", i);
	snprintf(s + len, cap - len, "-- END PROG LOAD LOG --\n");
	return s;
}

static unsigned count_lines(const char *s)
{
	unsigned n = 0;

	for (; *s; s++)
		n += *s == '\n';
	return n;
}

/* Issue 13 item 5: where the verifier stopped, from the last line-info
 * comment, with cg_debug.c's "./" and no-text directory taken off. */
static void where_cases(void)
{
	char file[64];
	unsigned line = 0;

	CHECK(verifier_log_where("libbpf: x -- BEGIN PROG LOAD LOG --\n"
				 "; pass udp dport 53; @ ./main.xf:1\n1: (b4) w0 = 1\n"
				 "; drop tcp dport 22; @ d/inc.xf:7\n2: (79) r0 = *(u64 *)(r10 +8)\n"
				 "invalid read from stack R10 off=8 size=8\n"
				 "-- END PROG LOAD LOG --\n", file, sizeof(file), &line));
	CHECK(strcmp(file, "d/inc.xf") == 0);
	CHECK_EQ(line, 7);
	CHECK(verifier_log_where("-- BEGIN PROG LOAD LOG --\n; @ ./a.xf:3\n"
				 "; x @ <no line text>/r.xf:12\n-- END PROG LOAD LOG --\n",
				 file, sizeof(file), &line));
	CHECK(strcmp(file, "r.xf") == 0);
	CHECK_EQ(line, 12);
	/* no line info, no log */
	CHECK(!verifier_log_where("-- BEGIN PROG LOAD LOG --\n1: (b4) w0 = 1\n"
				  "-- END PROG LOAD LOG --\n", file, sizeof(file), &line));
	CHECK(!verifier_log_where("libbpf: failed to load object\n", file, sizeof(file), &line));
}

int main(void)
{
	char *big = make_log(30000), *small = make_log(5);
	const char *o;

	o = print(big, 20);
	/* header, the note, 20 lines, the end marker */
	CHECK_EQ(count_lines(o), 23);
	CHECK(strstr(o, "BEGIN PROG LOAD LOG") != NULL);
	CHECK(strstr(o, "[29980 earlier lines of the verifier's log left out") != NULL);
	CHECK(strstr(o, "\n29981: insn line\n") != NULL);
	CHECK(strstr(o, "\n29980: insn line\n") == NULL);
	CHECK(strstr(o, "30000: insn line\n-- END PROG LOAD LOG --\n") != NULL);

	o = print(small, 20);
	CHECK(strcmp(o, small) == 0);

	o = print("libbpf: failed to load object 'xdpc'\n", 20);
	CHECK(strcmp(o, "libbpf: failed to load object 'xdpc'\n") == 0);
	free(big);
	free(small);
	where_cases();
	return TC_DONE();
}
