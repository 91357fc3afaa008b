#include "load.h"

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
#include <unistd.h>

static bool libbpf_verbose;

static int libbpf_print(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	char *msg;
	va_list ap2;
	int n;

	if (level != LIBBPF_WARN && !libbpf_verbose)
		return 0;
	if (libbpf_verbose)
		return vfprintf(stderr, fmt, ap);
	va_copy(ap2, ap);
	n = vsnprintf(NULL, 0, fmt, ap2);
	va_end(ap2);
	if (n < 0 || !(msg = malloc((size_t)n + 1)))
		return vfprintf(stderr, fmt, ap);
	vsnprintf(msg, (size_t)n + 1, fmt, ap);
	verifier_log_print(stderr, msg, VERIFIER_LOG_TAIL);
	free(msg);
	return n;
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
		fprintf(stderr, "xdpc: %s: the object has no map %s, which its metadata names\n",
			from, name);
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
		if ((f->table_fds[t] = dup_map(obj, f->meta.tables[t].map_name, from)) < 0)
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
 * reaches; xdpc_rules when the one rule that decides keeps its counter in
 * a table, meta.h). Binding a map the code uses changes nothing. */
static int bind_maps(struct filter *f)
{
	f->meta_fd = meta_map_create(f->meta.text, f->meta.text_len);
	if (f->meta_fd < 0)
		return f->meta_fd;
	if (bpf_prog_bind_map(f->prog_fd, f->meta_fd, NULL) ||
	    bpf_prog_bind_map(f->prog_fd, f->rules_fd, NULL))
		return -errno;
	for (size_t t = 0; t < f->meta.ntables; t++)
		if (bpf_prog_bind_map(f->prog_fd, f->table_fds[t], NULL))
			return -errno;
	return 0;
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
		fprintf(stderr, "xdpc: %s: the object holds no program\n", name);
		err = -ENOENT;
		goto close_obj;
	}
	bpf_program__set_type(prog, BPF_PROG_TYPE_XDP);
	if ((err = bpf_object__load(obj))) {
		snprintf(what, sizeof(what), "%s: the kernel refused to load the program", name);
		report_errno(what, err, NULL);
		if (err == -E2BIG)
			fprintf(stderr, "xdpc:   hint: the verifier gave up on the program's size "
				"(1,000,000 instructions, or 8,192 pending jumps); split long "
				"rules, or test many values of one field with a set\n");
		goto close_obj;
	}
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
	bpf_object__close(obj);
fail:
	if (err)
		filter_close(f);
	return err;
}
