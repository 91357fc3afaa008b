#include "rate_maps.h"

#include "meta.h"

#include <bpf/bpf.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int parse_record(const char *line, struct rate_record *r)
{
	char unit[8];
	unsigned long long rate, period, burst, burst_ns;

	if (sscanf(line, "rate\t%u\t%31[^\t]\t%7[^\t]\t%u\t%7[^\t]\t%llu\t%llu\t%llu\t%llu",
		   &r->rule, r->map, r->key, &r->plen, unit, &rate, &period, &burst,
		   &burst_ns) != 9 || !rate || !period)
		return -1;
	r->bytes = !strcmp(unit, "bytes");
	r->rate = rate;
	r->period_ns = period;
	r->burst = burst;
	r->burst_ns = burst_ns;
	return 0;
}

int rate_records(const struct xdpc_meta *m, struct rate_record **out, size_t *n)
{
	const char *p = m->text;

	*out = NULL;
	*n = 0;
	for (; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
		struct rate_record r, *grown;

		if (strncmp(p, "rate\t", 5))
			continue;
		if (parse_record(p, &r) || r.rule >= m->nrules) {
			fprintf(stderr, "xdpc: malformed rate record in the program's metadata\n");
			free(*out);
			*out = NULL;
			return -1;
		}
		if (!(grown = realloc(*out, (*n + 1) * sizeof(r)))) {
			free(*out);
			*out = NULL;
			return -1;
		}
		*out = grown;
		(*out)[(*n)++] = r;
	}
	return 0;
}

int rate_map_fd(int prog_fd, const char *name)
{
	struct bpf_prog_info info = { 0 };
	__u32 len = sizeof(info), ids[64];
	int err = -ENOENT;

	if (bpf_obj_get_info_by_fd(prog_fd, &info, &len))
		return -errno;
	if (info.nr_map_ids > 64)
		return -E2BIG;
	len = sizeof(info);
	memset(&info, 0, sizeof(info));
	info.nr_map_ids = 64;
	info.map_ids = (__u64)(uintptr_t)ids;
	if (bpf_obj_get_info_by_fd(prog_fd, &info, &len))
		return -errno;
	for (__u32 i = 0; i < info.nr_map_ids; i++) {
		struct bpf_map_info mi = { 0 };
		__u32 mlen = sizeof(mi);
		int fd = bpf_map_get_fd_by_id(ids[i]);

		if (fd < 0) {
			err = -errno;
			continue;
		}
		/* the kernel keeps 15 characters of a map's name */
		if (!bpf_obj_get_info_by_fd(fd, &mi, &mlen) &&
		    !strncmp(mi.name, name, sizeof(mi.name) - 1))
			return fd;
		close(fd);
	}
	return err;
}

int rate_clock_set(int clock_fd, uint64_t ns)
{
	struct xdpc_clock v = { 1, ns };
	__u32 key = 0;

	return bpf_map_update_elem(clock_fd, &key, &v, BPF_ANY) ? -errno : 0;
}
