/* Dynamic set elements and contents without a kernel: parsing (addresses,
 * prefixes, ports, ranges, service names, wrong kinds, host bits), replace
 * files, the rebase a rule reload does, and the set/elem metadata records. */
#include "set_contents.h"
#include "tcheck.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char why[ELEM_WHY_LEN];

static const char *fmt(const char *text)
{
	static char buf[64];
	struct set_elem e;

	if (elem_parse(text, false, &e, why) < 0)
		return "ERR";
	elem_format_key(&e.key, buf, sizeof(buf));
	return buf;
}

static void test_addresses(void)
{
	struct set_elem e;

	CHECK(!strcmp(fmt("192.0.2.1"), "192.0.2.1"));
	CHECK(!strcmp(fmt("192.0.2.1/32"), "192.0.2.1"));
	CHECK(!strcmp(fmt("198.51.100.0/24"), "198.51.100.0/24"));
	CHECK(!strcmp(fmt("2001:db8::/32"), "2001:db8::/32"));
	CHECK(!strcmp(fmt("0.0.0.0/0"), "0.0.0.0/0"));
	CHECK_EQ(elem_parse("2001:db8::1", false, &e, why), 0);
	CHECK_EQ(e.key.family, 6);
	CHECK_EQ(e.key.prefixlen, 8 + 128);
	CHECK_EQ(elem_parse("203.0.113.7/24", false, &e, why), 1);   /* host bits */
	CHECKF(strstr(why, "203.0.113.0/24") != NULL, "%s", why);
	CHECK_EQ(e.key.prefixlen, 8 + 24);
	CHECK_EQ(e.key.addr[3], 0);
	CHECK_EQ(elem_parse("2001:db8::1/33", false, &e, why), 1);
	CHECK_EQ(elem_parse("192.0.2.300", false, &e, why), -1);
	CHECK_EQ(elem_parse("192.0.2.0/33", false, &e, why), -1);
	CHECK_EQ(elem_parse("192.0.2.0/", false, &e, why), -1);
	CHECK_EQ(elem_parse("53", false, &e, why), -1);
	CHECKF(strstr(why, "holds addresses") != NULL, "%s", why);
	CHECK_EQ(elem_parse("ssh", false, &e, why), -1);
	CHECKF(strstr(why, "holds addresses") != NULL, "%s", why);
}

static void test_ports(void)
{
	struct set_elem e;

	CHECK_EQ(elem_parse("53", true, &e, why), 0);
	CHECK(e.lo == 53 && e.hi == 53);
	CHECK_EQ(elem_parse("1000-2000", true, &e, why), 0);
	CHECK(e.lo == 1000 && e.hi == 2000);
	CHECK_EQ(elem_parse("ssh", true, &e, why), 0);
	CHECK(e.lo == 22 && e.hi == 22);
	CHECK_EQ(elem_parse("0-65535", true, &e, why), 0);
	CHECK_EQ(elem_parse("65536", true, &e, why), -1);
	CHECK_EQ(elem_parse("20-10", true, &e, why), -1);
	CHECK_EQ(elem_parse("sshh", true, &e, why), -1);
	CHECKF(strstr(why, "did you mean 'ssh'") != NULL, "%s", why);
	CHECK_EQ(elem_parse("192.0.2.1", true, &e, why), -1);
	CHECKF(strstr(why, "holds ports") != NULL, "%s", why);
}

static char *print(struct set_contents *c)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	contents_print(c, f);
	fclose(f);
	return buf;
}

static void add(struct set_contents *c, const char *text)
{
	struct set_elem e;

	CHECKF(elem_parse(text, c->ports, &e, why) >= 0 && !contents_add(c, &e), "%s", text);
}

static void test_contents(void)
{
	struct set_contents c, p;
	struct set_elem e;
	char *out;

	contents_init(&c, false);
	add(&c, "2001:db8::/32");
	add(&c, "198.51.100.0/24");
	add(&c, "192.0.2.1");
	add(&c, "198.51.100.0/24");        /* duplicate */
	CHECK_EQ(contents_size(&c), 3);
	out = print(&c);
	CHECKF(!strcmp(out, "192.0.2.1\n198.51.100.0/24\n2001:db8::/32\n"), "%s", out);
	free(out);
	elem_parse("192.0.2.1/32", false, &e, why);
	CHECK(contents_has(&c, &e));
	contents_remove(&c, &e);
	CHECK(!contents_has(&c, &e));
	CHECK_EQ(contents_size(&c), 2);
	contents_free(&c);

	contents_init(&p, true);
	add(&p, "80");
	add(&p, "1000-1002");
	add(&p, "1003");
	add(&p, "65535");
	out = print(&p);
	CHECKF(!strcmp(out, "80\n1000-1003\n65535\n"), "%s", out);
	free(out);
	CHECK_EQ(contents_size(&p), 6);
	elem_parse("999-1000", true, &e, why);
	CHECK(!contents_has(&p, &e));
	contents_free(&p);
}

/* Run-time changes survive a reload; the file's own edits apply too. */
static void test_rebase(void)
{
	struct set_contents now, old_file, new_file;
	char *out;

	contents_init(&now, false);
	contents_init(&old_file, false);
	contents_init(&new_file, false);
	add(&old_file, "192.0.2.1");           /* dropped from the file */
	add(&old_file, "192.0.2.2");           /* kept in the file, deleted at run time */
	add(&old_file, "192.0.2.3");           /* kept everywhere */
	add(&new_file, "192.0.2.2");
	add(&new_file, "192.0.2.3");
	add(&new_file, "2001:db8::/48");       /* new in the file */
	add(&now, "192.0.2.1");
	add(&now, "192.0.2.3");
	add(&now, "203.0.113.9");              /* added at run time */
	CHECK_EQ(contents_rebase(&now, &old_file, &new_file), 0);
	out = print(&now);
	CHECKF(!strcmp(out, "192.0.2.3\n203.0.113.9\n2001:db8::/48\n"), "%s", out);
	free(out);
	contents_free(&now);
	contents_free(&old_file);
	contents_free(&new_file);

	contents_init(&now, true);
	contents_init(&old_file, true);
	contents_init(&new_file, true);
	add(&old_file, "53");
	add(&new_file, "123");
	add(&now, "53");
	add(&now, "8080");
	CHECK_EQ(contents_rebase(&now, &old_file, &new_file), 0);
	out = print(&now);
	CHECKF(!strcmp(out, "123\n8080\n"), "%s", out);
	free(out);
	contents_free(&now);
	contents_free(&old_file);
	contents_free(&new_file);
}

static void test_file(void)
{
	char path[] = "/tmp/xdpc-setfile-XXXXXX";
	int fd = mkstemp(path);
	FILE *f = fdopen(fd, "w");
	struct set_contents c;
	char *out;

	fputs("# blocklist\n\n  192.0.2.0/25   # comment\n2001:db8::1\r\n", f);
	fclose(f);
	contents_init(&c, false);
	CHECK_EQ(contents_from_file(&c, path), 0);
	out = print(&c);
	CHECKF(!strcmp(out, "192.0.2.0/25\n2001:db8::1\n"), "%s", out);
	free(out);
	contents_free(&c);

	f = fopen(path, "w");
	fputs("192.0.2.0/25\n192.0.2.999\n198.51.100.1 198.51.100.2\n", f);
	fclose(f);
	contents_init(&c, false);
	CHECK_EQ(contents_from_file(&c, path), -1);
	contents_free(&c);
	contents_init(&c, false);
	CHECK_EQ(contents_from_file(&c, "/nonexistent/xdpc-set"), -1);
	contents_free(&c);
	unlink(path);
}

/* Issue 10 defect 15: --set replace and `set from` read one grammar, so a
 * NUL after an address, a line of NULs, a control character or text after
 * the element fail here as they fail in the compiler (tests/hardening d15). */
static void test_file_grammar(void)
{
#define TEXT(s) { s, sizeof(s) - 1 }
	static const struct { const char *text; size_t len; } bad[] = {
		TEXT("198.51.100.3\0junk\n"),
		TEXT("198.51.100.0/24\n\0\0\0\0\n"),
		TEXT("198.51.100.3 junk\n"),
		TEXT("198.51.100.3\033[2J\n"),
		TEXT("# comment \0 with a NUL\n198.51.100.3\n"),
	};
#undef TEXT
	struct set_contents c;

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		contents_init(&c, false);
		CHECKF(contents_from_text(&c, "t.txt", bad[i].text, bad[i].len) == -1,
		       "bad case %zu accepted", i);
		contents_free(&c);
	}
	contents_init(&c, false);
	CHECK_EQ(contents_from_text(&c, "t.txt", "198.51.100.3 # fine\n",
				    strlen("198.51.100.3 # fine\n")), 0);
	CHECK_EQ(contents_size(&c), 1u);
	contents_free(&c);
}

/* Issue 10 defects 3 and 13: a device or a FIFO is no replace file, and
 * reading one fails at once instead of yielding "0 elements" or blocking. */
static void test_file_not_regular(void)
{
	char dir[] = "/tmp/xdpc-fifo-XXXXXX", fifo[64];
	struct set_contents c;

	contents_init(&c, false);
	CHECK_EQ(contents_from_file(&c, "/dev/zero"), -1);
	CHECK_EQ(contents_from_file(&c, "/dev/null"), -1);
	CHECK(mkdtemp(dir) != NULL);
	snprintf(fifo, sizeof(fifo), "%s/f", dir);
	CHECK_EQ(mkfifo(fifo, 0600), 0);
	CHECK_EQ(contents_from_file(&c, fifo), -1);   /* never waits for a writer */
	CHECK_EQ(contents_size(&c), 0u);
	contents_free(&c);
	unlink(fifo);
	rmdir(dir);
}

static void test_meta(void)
{
	const char *text = "xdpc-meta\t2\nsource\tx.xf\ndefault\tpass\n"
		"rule\t0\t2\tdrop\t-\tdrop src in banned;\n"
		"set\t0\tbanned\taddr\t2\tdynamic\txdpc_d0\n"
		"set\t1\tweb\tport\t2\n"
		"set\t2\t-\tport\t1\tdynamic\txdpc_d2\n"
		"elem\t0\t192.0.2.0/24\n"
		"elem\t0\t2001:db8::/32\n"
		"elem\t2\t53-53\n";
	struct xdpc_meta m;
	struct set_contents c;
	char *out;

	CHECK_EQ(meta_parse(&m, text, strlen(text), "test"), 0);
	CHECK_EQ(m.nsets, 3);
	CHECK_EQ(m.nelems, 3);
	CHECK(meta_set_named(&m, "banned") && !strcmp(meta_set_named(&m, "banned")->map_name, "xdpc_d0"));
	CHECK(meta_set_named(&m, "web") && !meta_set_named(&m, "web")->map_name);
	CHECK(meta_set_named(&m, "web") && meta_set_named(&m, "web")->ports);
	CHECK(meta_set_named(&m, "-") == NULL);
	contents_init(&c, false);
	CHECK_EQ(contents_from_meta(&c, &m, meta_set_named(&m, "banned"), "test"), 0);
	out = print(&c);
	CHECKF(!strcmp(out, "192.0.2.0/24\n2001:db8::/32\n"), "%s", out);
	free(out);
	contents_free(&c);
	meta_free(&m);

	/* an element of a static set is an error in the metadata */
	text = "xdpc-meta\t2\nset\t1\tweb\tport\t2\nelem\t1\t80-80\n";
	CHECK_EQ(meta_parse(&m, text, strlen(text), "test"), -1);
	text = "xdpc-meta\t2\nset\t1\tweb\tbogus\t2\n";
	CHECK_EQ(meta_parse(&m, text, strlen(text), "test"), -1);
}

int main(void)
{
	test_addresses();
	test_ports();
	test_contents();
	test_rebase();
	test_file();
	test_file_grammar();
	test_file_not_regular();
	test_meta();
	return TC_DONE();
}
