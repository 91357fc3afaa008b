#include "dynset.h"
#include "diag.h"

#include "errhint.h"

#include <bpf/bpf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const __u32 slot0 = 0;

/* *IDS (malloc'd) = the ids of the *N maps PROG_FD uses. 0 or -errno. */
static int prog_map_ids(int prog_fd, __u32 **ids, __u32 *n)
{
	struct bpf_prog_info info;
	__u32 len = sizeof(info);

	memset(&info, 0, sizeof(info));
	if (bpf_obj_get_info_by_fd(prog_fd, &info, &len))
		return -errno;
	*n = info.nr_map_ids;
	if (!(*ids = calloc(*n + 1, sizeof(**ids))))
		return -ENOMEM;
	memset(&info, 0, sizeof(info));
	info.nr_map_ids = *n;
	info.map_ids = (__u64)(unsigned long)*ids;
	len = sizeof(info);
	if (bpf_obj_get_info_by_fd(prog_fd, &info, &len)) {
		free(*ids);
		*ids = NULL;
		return -errno;
	}
	if (info.nr_map_ids < *n)
		*n = info.nr_map_ids;
	return 0;
}

int dynset_outer_fd(const struct filter *f, const struct meta_set *s)
{
	__u32 n = 0, *ids = NULL;
	int found = prog_map_ids(f->prog_fd, &ids, &n);

	if (found)
		return found;
	found = -ENOENT;
	for (__u32 i = 0; i < n && found < 0; i++) {
		struct bpf_map_info mi;
		__u32 mlen = sizeof(mi);
		int fd = bpf_map_get_fd_by_id(ids[i]);

		if (fd < 0)
			continue;
		memset(&mi, 0, sizeof(mi));
		/* the kernel keeps BPF_OBJ_NAME_LEN - 1 characters of a name */
		if (!bpf_obj_get_info_by_fd(fd, &mi, &mlen) &&
		    mi.type == BPF_MAP_TYPE_ARRAY_OF_MAPS &&
		    !strncmp(mi.name, s->map_name, BPF_OBJ_NAME_LEN - 1))
			found = fd;
		else
			close(fd);
	}
	free(ids);
	return found;
}

int dynset_inner_fd(int outer)
{
	__u32 id;
	int fd;

	/* from user space a map-in-map slot reads as the inner map's id */
	if (bpf_map_lookup_elem(outer, &slot0, &id))
		return -errno;
	fd = bpf_map_get_fd_by_id(id);
	return fd < 0 ? -errno : fd;
}

static int info_of(int fd, struct bpf_map_info *mi)
{
	__u32 len = sizeof(*mi);

	memset(mi, 0, sizeof(*mi));
	return bpf_obj_get_info_by_fd(fd, mi, &len) ? -errno : 0;
}

unsigned dynset_capacity(int inner)
{
	struct bpf_map_info mi;

	return info_of(inner, &mi) ? 0 : mi.max_entries;
}

static int read_ports(int inner, struct set_contents *c)
{
	__u32 *keys = malloc(PORT_COUNT * sizeof(*keys)), next = 0, count = PORT_COUNT;
	bool whole;
	int err = 0;

	if (!keys)
		return -ENOMEM;
	/* one batch reads the whole array; if it cannot, go key by key */
	whole = (!bpf_map_lookup_batch(inner, NULL, &next, keys, c->member, &count, NULL) ||
		 errno == ENOENT) && count == PORT_COUNT;
	for (__u32 p = 0; whole && p < PORT_COUNT; p++)
		whole = keys[p] == p;
	for (__u32 p = 0; !whole && p < PORT_COUNT && !err; p++)
		if (bpf_map_lookup_elem(inner, &p, &c->member[p]))
			err = -errno;
	free(keys);
	return err;
}

static int read_trie(int inner, struct set_contents *c)
{
	struct xdpc_lpm_key key, next;
	const struct xdpc_lpm_key *prev = NULL;
	struct set_elem e = { .port = false };

	while (!bpf_map_get_next_key(inner, prev, &next)) {
		e.key = next;
		if (contents_add(c, &e))
			return -ENOMEM;
		key = next;
		prev = &key;
	}
	return errno == ENOENT ? 0 : -errno;
}

int dynset_read(int inner, struct set_contents *c)
{
	return c->ports ? read_ports(inner, c) : read_trie(inner, c);
}

/* An empty map like INNER (or, with no inner map, like meta.h says). */
static int new_inner(int outer, bool ports, const char *name)
{
	LIBBPF_OPTS(bpf_map_create_opts, opts);
	struct bpf_map_info mi;
	int cur = dynset_inner_fd(outer), fd;

	if (cur >= 0 && !info_of(cur, &mi)) {
		opts.map_flags = mi.map_flags;
		fd = bpf_map_create(mi.type, mi.name, mi.key_size, mi.value_size, mi.max_entries, &opts);
	} else if (ports) {
		fd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "xdpc_set", sizeof(__u32), 1, PORT_COUNT, NULL);
	} else {
		opts.map_flags = BPF_F_NO_PREALLOC;
		fd = bpf_map_create(BPF_MAP_TYPE_LPM_TRIE, "xdpc_set", sizeof(struct xdpc_lpm_key), 1,
				    XDPC_DEFAULT_TABLE_SIZE, &opts);
	}
	if (fd < 0)
		fd = -errno;
	if (cur >= 0)
		close(cur);
	if (fd < 0) {
		char what[160];

		snprintf(what, sizeof(what), "set %s: cannot create a map for its new contents", name);
		report_errno(what, fd, NULL);
	}
	return fd;
}

static int fill_ports(int fd, const struct set_contents *c)
{
	__u32 *keys = malloc(PORT_COUNT * sizeof(*keys)), n = 0, count;
	__u8 *ones = malloc(PORT_COUNT);
	int err = 0;

	if (!keys || !ones) {
		err = -ENOMEM;
		goto out;
	}
	memset(ones, 1, PORT_COUNT);
	for (__u32 p = 0; p < PORT_COUNT; p++)
		if (c->member[p])
			keys[n++] = p;
	count = n;
	if (n && bpf_map_update_batch(fd, keys, ones, &count, NULL)) {
		for (__u32 i = 0; i < n && !err; i++)
			if (bpf_map_update_elem(fd, &keys[i], ones, BPF_ANY))
				err = -errno;
	}
out:
	free(keys);
	free(ones);
	return err;
}

static int fill_trie(int fd, const struct set_contents *c)
{
	const __u8 one = 1;

	for (size_t i = 0; i < c->n; i++)
		if (bpf_map_update_elem(fd, &c->keys[i], &one, BPF_ANY))
			return -errno;
	return 0;
}

int dynset_publish(int outer, struct set_contents *c, const char *name)
{
	char what[160];
	size_t size = contents_size(c);   /* sorts and drops duplicates too */
	int fd = new_inner(outer, c->ports, name), err;
	unsigned cap;

	if (fd < 0)
		return fd;
	cap = dynset_capacity(fd);
	if (!c->ports && size > cap) {
		diag_sys(diag_stderr(), DIAG_ERROR, "set %s is full: %zu elements, but it holds at most %u "
			"(--table-size when compiling)", name, size, cap);
		close(fd);
		return -ENOSPC;
	}
	err = c->ports ? fill_ports(fd, c) : fill_trie(fd, c);
	/* one update of slot 0: the swap packets see */
	if (!err && bpf_map_update_elem(outer, &slot0, &fd, BPF_ANY))
		err = -errno;
	if (err) {
		snprintf(what, sizeof(what), "set %s: cannot install its new contents", name);
		report_errno(what, err, NULL);
	}
	close(fd);
	return err;
}

int dynset_add(int inner, const struct set_elem *e)
{
	const __u8 one = 1;

	if (e->port) {
		for (__u32 p = e->lo; p <= e->hi; p++)
			if (bpf_map_update_elem(inner, &p, &one, BPF_ANY))
				return -errno;
		return 0;
	}
	/* NOEXIST: the trie tells an exact prefix already there */
	if (bpf_map_update_elem(inner, &e->key, &one, BPF_NOEXIST))
		return errno == E2BIG ? -ENOSPC : -errno;
	return 0;
}

int dynset_del(int inner, const struct set_elem *e)
{
	const __u8 zero = 0;

	if (e->port) {
		for (__u32 p = e->lo; p <= e->hi; p++)
			if (bpf_map_update_elem(inner, &p, &zero, BPF_ANY))
				return -errno;
		return 0;
	}
	return bpf_map_delete_elem(inner, &e->key) ? -errno : 0;
}

int dynset_has(int inner, const struct set_elem *e)
{
	const __u8 one = 1;
	__u8 v;

	if (e->port) {
		for (__u32 p = e->lo; p <= e->hi; p++) {
			if (bpf_map_lookup_elem(inner, &p, &v))
				return -errno;
			if (!v)
				return 0;
		}
		return 1;
	}
	/* a trie lookup finds the longest match, not this exact prefix;
	 * rewriting the same value with EXIST does (and changes nothing) */
	if (!bpf_map_update_elem(inner, &e->key, &one, BPF_EXIST))
		return 1;
	return errno == ENOENT ? 0 : -errno;
}
