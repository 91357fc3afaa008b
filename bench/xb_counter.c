/* xdpc-bench counter: packets of one key, or of every key, of a pinned
 * per-CPU map of struct xdpc_counter (xdpc's rule counters), summed over
 * CPUs. */
#include "xb.h"

#include "meta.h"

#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
	    info.value_size != sizeof(*v) || ncpu < 1) {
		fprintf(stderr, "xdpc-bench: %s is not a map of xdpc counters\n", argv[1]);
		return 1;
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
