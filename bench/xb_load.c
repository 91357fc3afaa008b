/* Loading: an ELF object through libbpf, or a two-instruction program
 * ("return ACTION") for the floor measurement and the traffic generator. */
#include "xb_load.h"

#include "bpfrun.h"

#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <linux/bpf.h>

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* libbpf's messages for the load in progress; shown only on failure */
static char logbuf[1 << 16];
static size_t loglen;

static int collect(enum libbpf_print_level lvl, const char *fmt, va_list ap)
{
	int n;

	if (lvl == LIBBPF_DEBUG || loglen >= sizeof(logbuf) - 1)
		return 0;
	n = vsnprintf(logbuf + loglen, sizeof(logbuf) - loglen, fmt, ap);
	if (n > 0)
		loglen += (size_t)n < sizeof(logbuf) - loglen ? (size_t)n : sizeof(logbuf) - loglen - 1;
	return 0;
}

const char *xb_load_log(void)
{
	/* the verifier's verdict is at the end */
	return loglen > 3000 ? logbuf + loglen - 3000 : logbuf;
}

int xb_load_action_prog(uint32_t action)
{
	struct bpf_insn insns[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0, .imm = (int32_t)action },
		{ .code = BPF_JMP | BPF_EXIT },
	};

	return bpf_prog_load(BPF_PROG_TYPE_XDP, "xb_action", "GPL", insns, 2, NULL);
}

int xb_load_object(const char *path, const char *prog_name,
		   struct bpf_object **objp, int *prog_fd)
{
	struct bpf_program *prog = NULL;
	struct bpf_object *obj;
	libbpf_print_fn_t old;
	int err;

	loglen = 0;
	logbuf[0] = 0;
	old = libbpf_set_print(collect);
	obj = bpf_object__open_file(path, NULL);
	err = obj ? 0 : -errno;
	if (!err) {
		if (prog_name)
			prog = bpf_object__find_program_by_name(obj, prog_name);
		else
			prog = bpf_object__next_program(obj, NULL);
		if (!prog)
			err = -ENOENT;
	}
	if (!err) {
		bpfrun_size_block(obj);
		err = bpf_object__load(obj);
	}
	libbpf_set_print(old);
	if (err) {
		if (obj)
			bpf_object__close(obj);
		return err;
	}
	*objp = obj;
	*prog_fd = bpf_program__fd(prog);
	return 0;
}

/* The "memlock:" line of /proc/self/fdinfo/FD, as bpftool shows it. */
uint64_t xb_fd_memlock(int fd)
{
	char path[64], line[256];
	uint64_t v = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/self/fdinfo/%d", fd);
	if (!(f = fopen(path, "r")))
		return 0;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "memlock: %lu", &v) == 1)
			break;
	fclose(f);
	return v;
}
