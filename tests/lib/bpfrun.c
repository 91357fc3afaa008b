#include "bpfrun.h"

#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* libbpf's messages for the load in progress (the verifier log among them) */
static char *log_buf;
static size_t log_len, log_cap;

static int collect(enum libbpf_print_level lvl, const char *fmt, va_list ap)
{
	char line[1024];
	int n;

	if (lvl == LIBBPF_DEBUG)
		return 0;
	n = vsnprintf(line, sizeof(line), fmt, ap);
	if (n < 0)
		return 0;
	if ((size_t)n >= sizeof(line))
		n = sizeof(line) - 1;
	if (log_len + (size_t)n + 1 > log_cap) {
		log_cap = (log_len + (size_t)n + 1) * 2;
		log_buf = realloc(log_buf, log_cap);
		if (!log_buf)
			abort();
	}
	memcpy(log_buf + log_len, line, (size_t)n + 1);
	log_len += (size_t)n;
	return 0;
}

int bpfrun_require_privileges(void)
{
	const char *ci = getenv("CI");
	int in_ci = ci && strcmp(ci, "true") == 0;
	const char *why = NULL;
	int fd;

	if (geteuid() != 0) {
		why = "not running as root";
	} else {
		fd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "xdpc_probe", 4, 4, 1, NULL);
		if (fd < 0)
			why = "the kernel refuses to create BPF maps";
		else
			close(fd);
	}
	if (!why)
		return 0;
	if (in_ci) {
		printf("FAIL: kernel tests cannot run (%s) and CI=true forbids skipping\n", why);
		printf("0 passed, 1 failed\n");
		return 1;
	}
	printf("SKIP: kernel tests need BPF privileges: %s\n", why);
	return 77;
}

static void set_error(struct bpfrun *r, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static void set_error(struct bpfrun *r, const char *fmt, ...)
{
	va_list ap;
	size_t n;

	va_start(ap, fmt);
	vsnprintf(r->error, sizeof(r->error), fmt, ap);
	va_end(ap);
	n = strlen(r->error);
	if (log_len && n + 2 < sizeof(r->error)) {
		/* the tail of the log holds the verifier's verdict */
		const char *tail = log_buf;

		if (log_len > sizeof(r->error) - n - 2)
			tail = log_buf + log_len - (sizeof(r->error) - n - 2);
		snprintf(r->error + n, sizeof(r->error) - n, "\n%s", tail);
	}
}

void bpfrun_size_block(struct bpf_object *obj)
{
	struct bpf_map *blk = bpf_object__find_map_by_name(obj, XDPC_RULES_MAP);

	if (blk && bpf_map__type(blk) == BPF_MAP_TYPE_ARRAY)
		bpf_map__set_max_entries(blk, (uint32_t)libbpf_num_possible_cpus());
}

int bpfrun_load(struct bpfrun *r, const void *obj, size_t len)
{
	LIBBPF_OPTS(bpf_object_open_opts, oo, .object_name = "xdpc");
	libbpf_print_fn_t old;
	struct bpf_program *prog;
	struct bpf_prog_info info;
	uint32_t info_len = sizeof(info);
	int err;

	memset(r, 0, sizeof(*r));
	r->prog_fd = -1;
	log_len = 0;
	old = libbpf_set_print(collect);
	r->obj = bpf_object__open_mem(obj, len, &oo);
	if (!r->obj) {
		err = -errno;
		set_error(r, "bpf_object__open_mem: %s", strerror(-err));
		libbpf_set_print(old);
		return err;
	}
	bpfrun_size_block(r->obj);
	err = bpf_object__load(r->obj);
	libbpf_set_print(old);
	if (err) {
		set_error(r, "bpf_object__load: %s", strerror(-err));
		bpf_object__close(r->obj);
		r->obj = NULL;
		return err;
	}
	prog = bpf_object__find_program_by_name(r->obj, XDPC_PROG_NAME);
	if (!prog) {
		set_error(r, "no program named %s", XDPC_PROG_NAME);
		bpfrun_close(r);
		return -ENOENT;
	}
	r->prog_fd = bpf_program__fd(prog);
	memset(&info, 0, sizeof(info));
	if (bpf_obj_get_info_by_fd(r->prog_fd, &info, &info_len) == 0)
		r->verified_insns = info.verified_insns;
	return 0;
}

void bpfrun_close(struct bpfrun *r)
{
	if (r->obj)
		bpf_object__close(r->obj);
	r->obj = NULL;
	r->prog_fd = -1;
}

int bpfrun_run(struct bpfrun *r, const void *frame, size_t len, uint32_t *action)
{
	LIBBPF_OPTS(bpf_test_run_opts, o, .data_in = frame,
		    .data_size_in = (uint32_t)len, .repeat = 1);
	int err = bpf_prog_test_run_opts(r->prog_fd, &o);

	if (err) {
		err = -errno;
		set_error(r, "BPF_PROG_TEST_RUN (%zu bytes): %s", len, strerror(-err));
		return err;
	}
	*action = o.retval;
	return 0;
}

int bpfrun_map_fd(struct bpfrun *r, const char *name)
{
	struct bpf_map *m = bpf_object__find_map_by_name(r->obj, name);

	return m ? bpf_map__fd(m) : -1;
}

static int ncpus(void)
{
	static int n;

	if (!n)
		n = libbpf_num_possible_cpus();
	return n;
}

static void sum_values(const struct xdpc_counter *v, struct xdpc_counter *out)
{
	out->packets = out->bytes = 0;
	for (int i = 0; i < ncpus(); i++) {
		out->packets += v[i].packets;
		out->bytes += v[i].bytes;
	}
}

int bpfrun_counter(struct bpfrun *r, const char *map, const void *key,
		   struct xdpc_counter *out)
{
	int fd = bpfrun_map_fd(r, map);
	struct xdpc_counter *v;
	int err = 0;

	memset(out, 0, sizeof(*out));
	if (fd < 0) {
		set_error(r, "no map named %s", map);
		return -ENOENT;
	}
	v = calloc((size_t)ncpus(), sizeof(*v));
	if (!v)
		return -ENOMEM;
	if (bpf_map_lookup_elem(fd, key, v) == 0)
		sum_values(v, out);
	else if (errno != ENOENT)
		err = -errno;
	free(v);
	if (err)
		set_error(r, "lookup in %s: %s", map, strerror(-err));
	return err;
}

int bpfrun_block(struct bpfrun *r, struct xdpc_counter **out, size_t *n)
{
	struct bpf_map *m = bpf_object__find_map_by_name(r->obj, XDPC_RULES_MAP);
	int percpu = m && bpf_map__type(m) == BPF_MAP_TYPE_PERCPU_ARRAY;
	struct xdpc_counter *v;
	int err = 0;

	*out = NULL;
	*n = m ? bpf_map__value_size(m) / sizeof(*v) : 0;
	if (!*n) {
		set_error(r, "no map named %s", XDPC_RULES_MAP);
		return -ENOENT;
	}
	if (!(v = calloc((size_t)ncpus() * *n, sizeof(*v))))
		return -ENOMEM;
	/* a per-CPU value holds every CPU's block; an ARRAY, one per key */
	for (uint32_t k = 0; !err && k < (percpu ? 1u : (uint32_t)ncpus()); k++)
		if (bpf_map_lookup_elem(bpf_map__fd(m), &k, v + k * *n))
			err = -errno;
	for (int k = 1; !err && k < ncpus(); k++)
		for (size_t i = 0; i < *n; i++) {
			v[i].packets += v[(size_t)k * *n + i].packets;
			v[i].bytes += v[(size_t)k * *n + i].bytes;
		}
	if (err) {
		free(v);
		set_error(r, "lookup in %s: %s", XDPC_RULES_MAP, strerror(-err));
		return err;
	}
	*out = v;
	return 0;
}

int bpfrun_rule_counter(struct bpfrun *r, uint32_t idx, struct xdpc_counter *out)
{
	struct xdpc_counter *v;
	size_t n;
	int err = bpfrun_block(r, &v, &n);

	memset(out, 0, sizeof(*out));
	if (err)
		return err;
	if (idx >= n) {
		set_error(r, "no counter %u in %s", idx, XDPC_RULES_MAP);
		err = -ENOENT;
	} else {
		*out = v[idx];
	}
	free(v);
	return err;
}

int bpfrun_each_counter(struct bpfrun *r, const char *map,
			void (*fn)(const void *key, const struct xdpc_counter *c,
				   void *arg),
			void *arg)
{
	struct bpf_map *m = bpf_object__find_map_by_name(r->obj, map);
	uint8_t key[64], next[64];
	struct xdpc_counter *v, sum;
	int fd, err = 0;
	void *prev = NULL;

	if (!m || bpf_map__key_size(m) > sizeof(key)) {
		set_error(r, "no usable map named %s", map);
		return -ENOENT;
	}
	fd = bpf_map__fd(m);
	v = calloc((size_t)ncpus(), sizeof(*v));
	if (!v)
		return -ENOMEM;
	while (bpf_map_get_next_key(fd, prev, next) == 0) {
		memcpy(key, next, bpf_map__key_size(m));
		prev = key;
		if (bpf_map_lookup_elem(fd, key, v) != 0) {
			if (errno == ENOENT)
				continue;
			err = -errno;
			break;
		}
		sum_values(v, &sum);
		if (sum.packets || sum.bytes)
			fn(key, &sum, arg);
	}
	free(v);
	return err;
}

static int reset_map(struct bpf_map *m)
{
	int fd = bpf_map__fd(m);
	uint8_t key[64], next[64];
	void *prev = NULL, *zero;
	int err = 0;

	if (bpf_map__key_size(m) > sizeof(key))
		return -EINVAL;
	if (bpf_map__type(m) == BPF_MAP_TYPE_LRU_PERCPU_HASH) {
		while (bpf_map_get_next_key(fd, NULL, next) == 0)
			if (bpf_map_delete_elem(fd, next) != 0)
				return -errno;
		return 0;
	}
	zero = calloc((size_t)ncpus(), bpf_map__value_size(m));
	if (!zero)
		return -ENOMEM;
	while (bpf_map_get_next_key(fd, prev, next) == 0) {
		memcpy(key, next, bpf_map__key_size(m));
		prev = key;
		if (bpf_map_update_elem(fd, key, zero, BPF_EXIST) != 0) {
			err = -errno;
			break;
		}
	}
	free(zero);
	return err;
}

int bpfrun_reset(struct bpfrun *r)
{
	struct bpf_map *m;

	bpf_object__for_each_map(m, r->obj) {
		enum bpf_map_type t = bpf_map__type(m);

		if (t != BPF_MAP_TYPE_PERCPU_ARRAY && t != BPF_MAP_TYPE_LRU_PERCPU_HASH &&
		    strcmp(bpf_map__name(m), XDPC_RULES_MAP))
			continue;
		if (reset_map(m) < 0) {
			set_error(r, "cannot reset map %s", bpf_map__name(m));
			return -1;
		}
	}
	return 0;
}

/* ---- dynamic sets (meta.h: xdpc_dN, an ARRAY_OF_MAPS with slot 0) ---- */

int bpfrun_dynset_inner(struct bpfrun *r, const char *outer)
{
	int fd = bpfrun_map_fd(r, outer);
	uint32_t zero = 0, id;

	if (fd < 0) {
		set_error(r, "no map named %s", outer);
		return -1;
	}
	if (bpf_map_lookup_elem(fd, &zero, &id) != 0) {
		set_error(r, "%s has no map in slot 0: %s", outer, strerror(errno));
		return -1;
	}
	fd = bpf_map_get_fd_by_id(id);
	if (fd < 0)
		set_error(r, "inner map %u of %s: %s", id, outer, strerror(errno));
	return fd;
}

int bpfrun_dynset_new_inner(struct bpfrun *r, const char *outer)
{
	struct bpf_map_info info;
	uint32_t len = sizeof(info);
	int cur = bpfrun_dynset_inner(r, outer), fd;

	if (cur < 0)
		return -1;
	memset(&info, 0, sizeof(info));
	if (bpf_obj_get_info_by_fd(cur, &info, &len) != 0) {
		set_error(r, "info of %s's inner map: %s", outer, strerror(errno));
		close(cur);
		return -1;
	}
	close(cur);
	{
		LIBBPF_OPTS(bpf_map_create_opts, o, .map_flags = info.map_flags);

		fd = bpf_map_create(info.type, "xdpc_test_in", info.key_size, info.value_size,
				    info.max_entries, &o);
	}
	if (fd < 0)
		set_error(r, "new inner map for %s: %s", outer, strerror(errno));
	return fd;
}

int bpfrun_dynset_swap(struct bpfrun *r, const char *outer, int inner_fd)
{
	int fd = bpfrun_map_fd(r, outer);
	uint32_t zero = 0;

	if (fd < 0 || bpf_map_update_elem(fd, &zero, &inner_fd, BPF_ANY) != 0) {
		set_error(r, "cannot put a map in slot 0 of %s: %s", outer, strerror(errno));
		return -1;
	}
	return 0;
}

int bpfrun_dynset_clear(struct bpfrun *r, const char *outer)
{
	int fd = bpfrun_map_fd(r, outer);
	uint32_t zero = 0;

	if (fd < 0 || bpf_map_delete_elem(fd, &zero) != 0) {
		set_error(r, "cannot empty slot 0 of %s: %s", outer, strerror(errno));
		return -1;
	}
	return 0;
}

int bpfrun_lpm_add(int fd, uint8_t family, const uint8_t addr[16], unsigned plen)
{
	struct xdpc_lpm_key k;
	uint8_t one = 1;

	memset(&k, 0, sizeof(k));
	k.prefixlen = 8 + plen;
	k.family = family;
	memcpy(k.addr, addr, family == 4 ? 4 : 16);
	return bpf_map_update_elem(fd, &k, &one, BPF_ANY) == 0 ? 0 : -errno;
}

int bpfrun_ports_add(int fd, uint16_t lo, uint16_t hi)
{
	uint8_t one = 1;

	for (uint32_t p = lo; p <= hi; p++)
		if (bpf_map_update_elem(fd, &p, &one, BPF_ANY) != 0)
			return -errno;
	return 0;
}

int bpfrun_dynset_shape(struct bpfrun *r, const char *outer, struct bpfrun_shape *s)
{
	struct bpf_map_info info;
	uint32_t len = sizeof(info);
	int fd = bpfrun_dynset_inner(r, outer), err = 0;

	if (fd < 0)
		return -1;
	memset(&info, 0, sizeof(info));
	if (bpf_obj_get_info_by_fd(fd, &info, &len) != 0) {
		set_error(r, "info of %s's inner map: %s", outer, strerror(errno));
		err = -1;
	}
	close(fd);
	s->type = info.type;
	s->key_size = info.key_size;
	s->value_size = info.value_size;
	s->max_entries = info.max_entries;
	s->map_flags = info.map_flags;
	return err;
}
