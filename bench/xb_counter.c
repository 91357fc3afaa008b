/* xdpc-bench counter: packets of one key, or of every key, of a pinned
 * map of struct xdpc_counter summed over CPUs: a per-CPU count-by table
 * (INDEX a key), or xdpc's counter block (meta.h; INDEX a counter: a
 * rule's index, or the number of rules for the default). */
#include "xb.h"

#include "meta.h"

#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Packets of counter INDEX (-1: all) of every CPU's block. */
static unsigned long long block_packets(int fd, const struct bpf_map_info *info, int ncpu,
					long index)
{
	size_t n = info->value_size / sizeof(struct xdpc_counter);
	bool percpu = info->type == BPF_MAP_TYPE_PERCPU_ARRAY;
	struct xdpc_counter *v = calloc((size_t)ncpu * n, sizeof(*v));
	unsigned long long packets = 0;

	for (uint32_t k = 0; v && k < (percpu ? 1u : info->max_entries) && (int)k < ncpu; k++)
		if (bpf_map_lookup_elem(fd, &k, v + (size_t)k * n))
			memset(v + (size_t)k * n, 0, n * sizeof(*v));
	for (size_t i = 0; v && i < (size_t)ncpu * n; i++)
		if (index < 0 || i % n == (size_t)index)
			packets += v[i].packets;
	free(v);
	return packets;
}

int xb_cmd_counter(int argc, char **argv)
{
	int fd, ncpu = libbpf_num_possible_cpus();
	uint8_t key[64], next[64];
	struct bpf_map_info info;
	uint32_t len = sizeof(info);
	struct xdpc_counter *v;
	unsigned long long packets = 0;
	void *prev = NULL;

	if (argc != 2 && argc != 3) {
		fprintf(stderr, "usage: xdpc-bench counter PINNED_MAP [INDEX]\n");
		return 2;
	}
	if ((fd = bpf_obj_get(argv[1])) < 0) {
		fprintf(stderr, "xdpc-bench: %s: %s\n", argv[1], strerror(errno));
		return 1;
	}
	memset(&info, 0, sizeof(info));
	if (bpf_obj_get_info_by_fd(fd, &info, &len) || info.key_size > sizeof(key) ||
	    !info.value_size || info.value_size % sizeof(*v) || ncpu < 1) {
		fprintf(stderr, "xdpc-bench: %s is not a map of xdpc counters\n", argv[1]);
		return 1;
	}
	if (info.value_size > sizeof(*v) || info.type == BPF_MAP_TYPE_ARRAY) {
		printf("%llu\n", block_packets(fd, &info, ncpu,
					       argc == 3 ? strtol(argv[2], NULL, 10) : -1));
		return 0;
	}
	v = calloc((size_t)ncpu, sizeof(*v));
	if (v && argc == 3) {
		uint32_t index = (uint32_t)strtoul(argv[2], NULL, 10);

		if (info.key_size == sizeof(index) && bpf_map_lookup_elem(fd, &index, v) == 0)
			for (int i = 0; i < ncpu; i++)
				packets += v[i].packets;
		free(v);
		printf("%llu\n", packets);
		return 0;
	}
	while (v && bpf_map_get_next_key(fd, prev, next) == 0) {
		memcpy(key, next, info.key_size);
		prev = key;
		if (bpf_map_lookup_elem(fd, key, v) != 0)
			continue;
		for (int i = 0; i < ncpu; i++)
			packets += v[i].packets;
	}
	free(v);
	printf("%llu\n", packets);
	return 0;
}
