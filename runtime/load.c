#include "load.h"
#include "diag.h"

#include "dynset_init.h"
#include "errhint.h"
#include "meta.h"
#include "meta_map.h"
#include "verifier_log.h"

#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static bool libbpf_verbose;
static char *kept_log;       /* the verifier's log of the last load, if any */
static char *json_said;      /* --diag-format json: libbpf's warnings, kept */
static size_t json_said_len;

static void keep(char **dst, size_t *len, const char *msg)
{
	size_t n = strlen(msg), have = len ? *len : 0;
	char *s = realloc(len ? *dst : NULL, have + n + 1);

	if (!s)
		return;
	if (!len)
		free(*dst);
	memcpy(s + have, msg, n + 1);
	*dst = s;
	if (len)
		*len = have + n;
}

/* Without -v: warnings only, a verifier log cut to its end. In JSON,
 * they become a note of the error that follows (or a warning). */
static int libbpf_print(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	char *msg;
	va_list ap2;
	int n;

	if (level != LIBBPF_WARN && !libbpf_verbose)
		return 0;
	if (libbpf_verbose && diag_stderr()->format == DIAG_TEXT)
		return vfprintf(stderr, fmt, ap);
	va_copy(ap2, ap);
	n = vsnprintf(NULL, 0, fmt, ap2);
	va_end(ap2);
	if (n < 0 || !(msg = malloc((size_t)n + 1)))
		return vfprintf(stderr, fmt, ap);
	vsnprintf(msg, (size_t)n + 1, fmt, ap);
	if (strstr(msg, "-- BEGIN PROG LOAD LOG --"))
		keep(&kept_log, NULL, msg);
	if (diag_stderr()->format == DIAG_JSON)
		keep(&json_said, &json_said_len, msg);
	else
		verifier_log_print(stderr, msg, VERIFIER_LOG_TAIL);
	free(msg);
	return n;
}

/* libbpf's words kept in JSON mode, as a note (cut as in text). */
static void said_note(struct diag *d, enum diag_level lvl)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f;

	if (!json_said)
		return;
	if ((f = open_memstream(&buf, &len))) {
		verifier_log_print(f, json_said, libbpf_verbose ? ~0u : VERIFIER_LOG_TAIL);
		fclose(f);
		if (lvl == DIAG_NOTE)
			diag_sys_note(d, "%s", buf);
		else
			diag_sys(d, lvl, "%s", buf);
	}
	free(buf);
	free(json_said);
	json_said = NULL;
	json_said_len = 0;
}

/* LLVM's BTF may name a file by its base name only. */
static bool same_file(const char *meta_path, const char *btf_name)
{
	const char *slash = strrchr(meta_path, '/');

	return !strcmp(meta_path, btf_name) ||
	       (!strchr(btf_name, '/') && slash && !strcmp(slash + 1, btf_name));
}

/* The rule whose code the verifier was checking when it gave up. */
static void verifier_rule_note(const struct xdpc_meta *m)
{
	char file[4096];
	unsigned line;

	if (!kept_log || !verifier_log_where(kept_log, file, sizeof(file), &line))
		return;
	for (size_t i = 0; i < m->nrules; i++)
		if (m->rules[i].line == line && m->rules[i].file &&
		    same_file(m->rules[i].file, file)) {
			diag_sys_note_at(diag_stderr(), file, line,
					 "%s (the verifier stopped in this rule's code)",
					 m->rules[i].text);
			return;
		}
	diag_sys_note_at(diag_stderr(), file, line,
			 "the verifier stopped in code of no rule (the frame parser)");
}

static struct bpf_program *find_program(struct bpf_object *obj)
{
	struct bpf_program *p = bpf_object__find_program_by_name(obj, XDPC_PROG_NAME);

	return p ? p : bpf_object__next_program(obj, NULL);
}

static int dup_map(struct bpf_object *obj, const char *name, const char *from)
{
	struct bpf_map *m = bpf_object__find_map_by_name(obj, name);
	int fd;

	if (!m) {
		diag_sys(diag_stderr(), DIAG_ERROR, "%s: the object has no map %s, which its "
			 "metadata names", from, name);
		return -ENOENT;
	}
	fd = dup(bpf_map__fd(m));
	return fd < 0 ? -errno : fd;
}

/* The object's fds die with it; the filter keeps its own duplicates. */
static int adopt(struct filter *f, struct bpf_object *obj, struct bpf_program *prog,
		 const char *from)
{
	struct bpf_prog_info info = { 0 };
	__u32 len = sizeof(info);

	if ((f->prog_fd = dup(bpf_program__fd(prog))) < 0)
		return -errno;
	if (bpf_obj_get_info_by_fd(f->prog_fd, &info, &len))
		return -errno;
	f->prog_id = info.id;
	snprintf(f->prog_name, sizeof(f->prog_name), "%s", info.name);
	if ((f->rules_fd = dup_map(obj, XDPC_RULES_MAP, from)) < 0)
		return f->rules_fd;
	if (!(f->table_fds = calloc(f->meta.ntables + 1, sizeof(int))))
		return -ENOMEM;
	for (size_t t = 0; t < f->meta.ntables; t++)
		f->table_fds[t] = -1;
	for (size_t t = 0; t < f->meta.ntables; t++)
		if (meta_table_has_map(&f->meta.tables[t]) &&
		    (f->table_fds[t] = dup_map(obj, f->meta.tables[t].map_name, from)) < 0)
			return f->table_fds[t];
	if (f->meta.nsamples &&
	    ((f->samples_fd = dup_map(obj, XDPC_SAMPLES_MAP, from)) < 0 ||
	     (f->sample_n_fd = dup_map(obj, XDPC_SAMPLE_N_MAP, from)) < 0))
		return f->samples_fd < 0 ? f->samples_fd : f->sample_n_fd;
	return 0;
}

/* The metadata rides along as a map bound to the program, so anyone who
 * finds the program on a device also finds what its counters mean. The
 * counter maps are bound too: a program's maps are found through it only
 * if its code uses them, and it need not (a table of a rule nothing
 * reaches). Binding a map the code uses changes nothing. */
static int bind_maps(struct filter *f)
{
	f->meta_fd = meta_map_create(f->meta.text, f->meta.text_len);
	if (f->meta_fd < 0)
		return f->meta_fd;
	if (bpf_prog_bind_map(f->prog_fd, f->meta_fd, NULL) ||
	    bpf_prog_bind_map(f->prog_fd, f->rules_fd, NULL))
		return -errno;
	for (size_t t = 0; t < f->meta.ntables; t++)
		if (f->table_fds[t] >= 0 && bpf_prog_bind_map(f->prog_fd, f->table_fds[t], NULL))
			return -errno;
	return 0;
}

/* A counter block too large for per-CPU values is an ARRAY with an entry
 * per CPU (meta.h): the object says 1, for whatever loads it. */
static int size_block(struct bpf_object *obj, const char *from)
{
	struct bpf_map *m = bpf_object__find_map_by_name(obj, XDPC_RULES_MAP);
	int ncpus = libbpf_num_possible_cpus();

	if (!m) {
		diag_sys(diag_stderr(), DIAG_ERROR, "%s: the object has no map %s", from,
			 XDPC_RULES_MAP);
		return -ENOENT;
	}
	if (ncpus < 0)
		return ncpus;
	if (bpf_map__type(m) != BPF_MAP_TYPE_ARRAY)
		return 0;
	return bpf_map__set_max_entries(m, (__u32)ncpus);
}

int load_tiny_xdp(void)
{
	const struct bpf_insn insns[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0, .imm = XDP_PASS },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	int fd = bpf_prog_load(BPF_PROG_TYPE_XDP, "xdpc_probe", "GPL", insns, 2, NULL);

	return fd < 0 ? -errno : fd;
}

int load_filter(struct filter *f, const void *image, size_t size,
		const char *name, bool verbose)
{
	LIBBPF_OPTS(bpf_object_open_opts, opts, .object_name = "xdpc");
	struct bpf_object *obj;
	struct bpf_program *prog;
	char what[300];
	int err;

	filter_init(f);
	if (meta_read_elf(&f->meta, image, size, name))
		return -EINVAL;
	/* without privileges libbpf's own messages mislead ("make sure your
	 * kernel supports BPF"): say it plainly before it gets to try */
	if ((err = load_tiny_xdp()) < 0) {
		snprintf(what, sizeof(what), "%s: cannot load BPF programs", name);
		report_errno(what, err, NULL);
		goto fail;
	}
	close(err);
	libbpf_verbose = verbose;
	libbpf_set_print(libbpf_print);
	obj = bpf_object__open_mem(image, size, &opts);
	if (!obj) {
		err = -errno;
		snprintf(what, sizeof(what), "%s: cannot open the BPF object", name);
		report_errno(what, err, NULL);
		goto fail;
	}
	if (!(prog = find_program(obj))) {
		diag_sys(diag_stderr(), DIAG_ERROR, "%s: the object holds no program", name);
		err = -ENOENT;
		goto close_obj;
	}
	bpf_program__set_type(prog, BPF_PROG_TYPE_XDP);
	if ((err = size_block(obj, name)))
		goto close_obj;
	if ((err = bpf_object__load(obj))) {
		snprintf(what, sizeof(what), "%s: the kernel refused to load the program", name);
		/* the verifier's EACCES is no matter of privileges */
		if (kept_log)
			diag_sys(diag_stderr(), DIAG_ERROR, "%s: %s", what, strerror(-err));
		else
			report_errno(what, err, NULL);
		verifier_rule_note(&f->meta);
		said_note(diag_stderr(), DIAG_NOTE);
		if (err == -E2BIG)
			diag_sys_hint(diag_stderr(), "the verifier gave up on the program's size "
				      "(1,000,000 instructions, or 8,192 pending jumps); split long "
				      "rules, or test many values of one field with a set");
		goto close_obj;
	}
	said_note(diag_stderr(), DIAG_WARNING);
	if ((err = adopt(f, obj, prog, name)))
		goto close_obj;
	if ((err = bind_maps(f))) {
		snprintf(what, sizeof(what), "%s: cannot bind the metadata and counters to the program", name);
		report_errno(what, err, NULL);
		goto close_obj;
	}
	/* before anyone can attach it: no packet meets an unfilled set */
	err = dynset_fill_initial(f, name);
close_obj:
	free(kept_log);
	kept_log = NULL;
	bpf_object__close(obj);
fail:
	said_note(diag_stderr(), err ? DIAG_NOTE : DIAG_WARNING);
	if (err)
		filter_close(f);
	return err;
}
