#define _GNU_SOURCE
#include "percpu_add.h"

#include "errhint.h"

#include <bpf/bpf.h>
#include <errno.h>
#include <linux/bpf.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define KEY_MAX 24
#define MAX_PROGS 128    /* distinct maps added to: the rules map and tables */

/* What one run of the adder reads, from slot 0 of a one-entry array. */
struct adder_args {
	__u32 cpu;                  /* add only when running there */
	__u32 off;                  /* of the counter in the value */
	__u8 key[KEY_MAX];
	struct xdpc_counter d;
};
#define ARG_OFF 4
#define ARG_KEY 8
#define ARG_D 32

/* What the adder returns (as an XDP verdict) */
enum { ADD_FAILED = 0, ADD_WRONG_CPU = 1, ADD_DONE = 2 };

struct percpu_adder {
	int args_fd;
	int cpu;                    /* the one CPU xdpc may run on, or -1 */
	cpu_set_t saved;            /* where it could run before */
	bool have_saved;
	struct { int map_fd, prog_fd; } progs[MAX_PROGS];
	int nprogs;
};

/* --- a few BPF instructions, enough for the adder --- */

enum label { L_ADD, L_DONE, L_WRONG_CPU, L_FAIL, L_N };

struct code {
	struct bpf_insn i[64];
	int n, label[L_N];
	struct { int at; enum label to; } fix[8];
	int nfix;
};

static void emit(struct code *c, __u8 op, __u8 dst, __u8 src, __s16 off, __s32 imm)
{
	c->i[c->n++] = (struct bpf_insn){ .code = op, .dst_reg = dst, .src_reg = src,
					  .off = off, .imm = imm };
}

static void jump(struct code *c, __u8 op, __u8 dst, __u8 src, __s32 imm, enum label to)
{
	c->fix[c->nfix].at = c->n;
	c->fix[c->nfix++].to = to;
	emit(c, BPF_JMP | op, dst, src, 0, imm);
}

static void map_fd(struct code *c, __u8 dst, int fd)
{
	emit(c, BPF_LD | BPF_DW | BPF_IMM, dst, BPF_PSEUDO_MAP_FD, 0, fd);
	emit(c, 0, 0, 0, 0, 0);
}

/* r1 = MAP, r2 = r7 + ARG_KEY: the arguments of a lookup or update */
static void map_and_key(struct code *c, int map)
{
	map_fd(c, BPF_REG_1, map);
	emit(c, BPF_ALU64 | BPF_MOV | BPF_X, BPF_REG_2, BPF_REG_7, 0, 0);
	emit(c, BPF_ALU64 | BPF_ADD | BPF_K, BPF_REG_2, 0, 0, ARG_KEY);
}

static void ret(struct code *c, enum label at, int verdict)
{
	c->label[at] = c->n;
	emit(c, BPF_ALU64 | BPF_MOV | BPF_K, BPF_REG_0, 0, 0, verdict);
	emit(c, BPF_JMP | BPF_EXIT, 0, 0, 0, 0);
}

/* After v = lookup(MAP, args->key) in r0: go to L_ADD with it, or create
 * the entry holding D on this CPU. */
static void hash_create(struct code *c, int map)
{
	jump(c, BPF_JNE | BPF_K, BPF_REG_0, 0, 0, L_ADD);
	/* a hash map without the key: create it holding D on this CPU */
	map_and_key(c, map);
	emit(c, BPF_ALU64 | BPF_MOV | BPF_X, BPF_REG_3, BPF_REG_7, 0, 0);
	emit(c, BPF_ALU64 | BPF_ADD | BPF_K, BPF_REG_3, 0, 0, ARG_D);
	emit(c, BPF_ALU64 | BPF_MOV | BPF_K, BPF_REG_4, 0, 0, BPF_NOEXIST);
	emit(c, BPF_JMP | BPF_CALL, 0, 0, 0, BPF_FUNC_map_update_elem);
	jump(c, BPF_JEQ | BPF_K, BPF_REG_0, 0, 0, L_DONE);
	/* the filter created it meanwhile, on another CPU */
	map_and_key(c, map);
	emit(c, BPF_JMP | BPF_CALL, 0, 0, 0, BPF_FUNC_map_lookup_elem);
	jump(c, BPF_JEQ | BPF_K, BPF_REG_0, 0, 0, L_FAIL);
}

/* args = lookup(ARGS, 0); if on args->cpu: v = lookup(MAP, args->key), or
 * create it with args->d; else atomically v->packets += args->d.packets,
 * v->bytes += args->d.bytes, at byte args->off of v (at most LAST, of a
 * value of LAST + 16 bytes). Only a hash map (HASH) has entries to create. */
static void adder_code(struct code *c, int args, int map, __u32 last, bool hash)
{
	emit(c, BPF_ST | BPF_MEM | BPF_W, BPF_REG_10, 0, -4, 0);
	map_fd(c, BPF_REG_1, args);
	emit(c, BPF_ALU64 | BPF_MOV | BPF_X, BPF_REG_2, BPF_REG_10, 0, 0);
	emit(c, BPF_ALU64 | BPF_ADD | BPF_K, BPF_REG_2, 0, 0, -4);
	emit(c, BPF_JMP | BPF_CALL, 0, 0, 0, BPF_FUNC_map_lookup_elem);
	jump(c, BPF_JEQ | BPF_K, BPF_REG_0, 0, 0, L_FAIL);
	emit(c, BPF_ALU64 | BPF_MOV | BPF_X, BPF_REG_7, BPF_REG_0, 0, 0);
	emit(c, BPF_JMP | BPF_CALL, 0, 0, 0, BPF_FUNC_get_smp_processor_id);
	emit(c, BPF_LDX | BPF_MEM | BPF_W, BPF_REG_1, BPF_REG_7, 0, 0);
	jump(c, BPF_JNE | BPF_X, BPF_REG_0, BPF_REG_1, 0, L_WRONG_CPU);
	map_and_key(c, map);
	emit(c, BPF_JMP | BPF_CALL, 0, 0, 0, BPF_FUNC_map_lookup_elem);
	if (hash)
		hash_create(c, map);
	else
		jump(c, BPF_JEQ | BPF_K, BPF_REG_0, 0, 0, L_FAIL);
	c->label[L_ADD] = c->n;
	emit(c, BPF_LDX | BPF_MEM | BPF_W, BPF_REG_1, BPF_REG_7, ARG_OFF, 0);
	jump(c, BPF_JGT | BPF_K, BPF_REG_1, 0, (__s32)last, L_FAIL);
	emit(c, BPF_ALU64 | BPF_AND | BPF_K, BPF_REG_1, 0, 0, ~7);   /* atomics: aligned */
	emit(c, BPF_ALU64 | BPF_ADD | BPF_X, BPF_REG_0, BPF_REG_1, 0, 0);
	for (int off = 0; off <= 8; off += 8) {
		emit(c, BPF_LDX | BPF_MEM | BPF_DW, BPF_REG_1, BPF_REG_7, (__s16)(ARG_D + off), 0);
		emit(c, BPF_STX | BPF_ATOMIC | BPF_DW, BPF_REG_0, BPF_REG_1, (__s16)off, BPF_ADD);
	}
	ret(c, L_DONE, ADD_DONE);
	ret(c, L_WRONG_CPU, ADD_WRONG_CPU);
	ret(c, L_FAIL, ADD_FAILED);
	for (int k = 0; k < c->nfix; k++)
		c->i[c->fix[k].at].off = (__s16)(c->label[c->fix[k].to] - c->fix[k].at - 1);
}

static int adder_for(struct percpu_adder *a, int map)
{
	struct bpf_map_info info = { 0 };
	__u32 len = sizeof(info);
	struct code c = { 0 };
	int fd;

	for (int k = 0; k < a->nprogs; k++)
		if (a->progs[k].map_fd == map)
			return a->progs[k].prog_fd;
	if (a->nprogs == MAX_PROGS)
		return -E2BIG;
	if (bpf_obj_get_info_by_fd(map, &info, &len))
		return -errno;
	if (info.value_size < sizeof(struct xdpc_counter))
		return -EINVAL;
	adder_code(&c, a->args_fd, map, info.value_size - (__u32)sizeof(struct xdpc_counter),
		   info.type == BPF_MAP_TYPE_LRU_PERCPU_HASH || info.type == BPF_MAP_TYPE_PERCPU_HASH);
	fd = bpf_prog_load(BPF_PROG_TYPE_XDP, "xdpc_carry", "GPL", c.i, (size_t)c.n, NULL);
	if (fd < 0)
		return -errno;
	a->progs[a->nprogs].map_fd = map;
	a->progs[a->nprogs++].prog_fd = fd;
	return fd;
}

struct percpu_adder *percpu_adder_open(void)
{
	struct percpu_adder *a = calloc(1, sizeof(*a));

	if (!a)
		return NULL;
	a->cpu = -1;
	a->have_saved = !sched_getaffinity(0, sizeof(a->saved), &a->saved);
	a->args_fd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "xdpc_carry_arg", 4,
				    sizeof(struct adder_args), 1, NULL);
	if (a->args_fd < 0) {
		report_errno("cannot create a map to carry counters with", -errno, NULL);
		free(a);
		return NULL;
	}
	return a;
}

static int run_on(struct percpu_adder *a, int cpu)
{
	cpu_set_t one;

	if (a->cpu == cpu)
		return 0;
	CPU_ZERO(&one);
	CPU_SET(cpu, &one);
	if (sched_setaffinity(0, sizeof(one), &one))
		return -EAGAIN;    /* offline, or outside xdpc's cpuset */
	a->cpu = cpu;
	return 0;
}

int percpu_add(struct percpu_adder *a, int map_fd, const void *key, unsigned key_size,
	       unsigned off, int cpu, const struct xdpc_counter *d)
{
	struct adder_args args = { .cpu = (__u32)cpu, .off = off, .d = *d };
	__u8 frame[64] = { 0 };
	__u32 zero = 0;
	int prog = adder_for(a, map_fd), err;

	if (prog < 0)
		return prog;
	if (key_size > KEY_MAX)
		return -EINVAL;
	memcpy(args.key, key, key_size);
	if (bpf_map_update_elem(a->args_fd, &zero, &args, BPF_ANY))
		return -errno;
	/* the scheduler moves xdpc to CPU as soon as the mask says so; the
	 * adder checks, and a few retries cover a CPU going away meanwhile */
	for (int tries = 0; tries < 3; tries++) {
		LIBBPF_OPTS(bpf_test_run_opts, t, .data_in = frame,
			    .data_size_in = sizeof(frame), .repeat = 1);

		if ((err = run_on(a, cpu)))
			return err;
		if (bpf_prog_test_run_opts(prog, &t))
			return -errno;
		if (t.retval == ADD_DONE)
			return 0;
		if (t.retval == ADD_FAILED)
			return -ENOENT;
		a->cpu = -1;
	}
	return -EAGAIN;
}

void percpu_adder_close(struct percpu_adder *a)
{
	if (!a)
		return;
	if (a->have_saved && a->cpu >= 0)
		sched_setaffinity(0, sizeof(a->saved), &a->saved);
	for (int k = 0; k < a->nprogs; k++)
		close(a->progs[k].prog_fd);
	close(a->args_fd);
	free(a);
}
