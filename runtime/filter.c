#include "filter.h"

#include "meta.h"
#include "meta_btf.h"
#include "meta_map.h"

#include <bpf/bpf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void filter_init(struct filter *f)
{
	memset(f, 0, sizeof(*f));
	f->prog_fd = f->rules_fd = f->meta_fd = -1;
	f->samples_fd = f->sample_n_fd = -1;
}

void filter_close(struct filter *f)
{
	if (f->prog_fd >= 0) close(f->prog_fd);
	if (f->rules_fd >= 0) close(f->rules_fd);
	if (f->meta_fd >= 0) close(f->meta_fd);
	if (f->samples_fd >= 0) close(f->samples_fd);
	if (f->sample_n_fd >= 0) close(f->sample_n_fd);
	for (size_t i = 0; f->table_fds && i < f->meta.ntables; i++)
		if (f->table_fds[i] >= 0)
			close(f->table_fds[i]);
	free(f->table_fds);
	meta_free(&f->meta);
	filter_init(f);
}

/* The kernel keeps BPF_OBJ_NAME_LEN - 1 characters of a map's name. */
static bool kernel_name_is(const char *kname, const char *full)
{
	return !strncmp(kname, full, BPF_OBJ_NAME_LEN - 1);
}

static int parse_meta(struct filter *f, char *text, size_t len)
{
	int err = meta_parse(&f->meta, text, len, "attached program") ? -EINVAL : 0;

	free(text);
	return err;
}

static int read_meta(struct filter *f)
{
	char *text;
	size_t len;
	int err = meta_map_read(f->meta_fd, &text, &len);

	return err ? err : parse_meta(f, text, len);
}

/* Another loader's program: the metadata came along in its BTF. */
static int read_meta_btf(struct filter *f, __u32 btf_id)
{
	char *text;
	size_t len;
	int err = meta_btf_read(btf_id, &text, &len);

	return err ? err : parse_meta(f, text, len);
}

/* Hands each bound map to the metadata entry it belongs to. */
static int adopt_maps(struct filter *f, int *fds, struct bpf_map_info *infos, __u32 n)
{
	if (!(f->table_fds = malloc((f->meta.ntables + 1) * sizeof(int))))
		return -ENOMEM;
	for (size_t t = 0; t < f->meta.ntables; t++)
		f->table_fds[t] = -1;
	for (__u32 i = 0; i < n; i++) {
		if (fds[i] < 0)
			continue;
		if (kernel_name_is(infos[i].name, XDPC_RULES_MAP)) {
			f->rules_fd = fds[i];
			fds[i] = -1;
			continue;
		}
		if (kernel_name_is(infos[i].name, XDPC_SAMPLES_MAP) && f->samples_fd < 0) {
			f->samples_fd = fds[i];
			fds[i] = -1;
			continue;
		}
		if (kernel_name_is(infos[i].name, XDPC_SAMPLE_N_MAP) && f->sample_n_fd < 0) {
			f->sample_n_fd = fds[i];
			fds[i] = -1;
			continue;
		}
		for (size_t t = 0; t < f->meta.ntables; t++)
			if (f->table_fds[t] < 0 && meta_table_has_map(&f->meta.tables[t]) &&
			    kernel_name_is(infos[i].name, f->meta.tables[t].map_name)) {
				f->table_fds[t] = fds[i];
				fds[i] = -1;
				break;
			}
	}
	/* xdpc binds every counter map to its program; another loader's
	 * program has only those its code uses, and the others count nothing */
	if (f->other_loader)
		return 0;
	if (f->rules_fd < 0)
		return -ENOENT;
	for (size_t t = 0; t < f->meta.ntables; t++)
		if (f->table_fds[t] < 0 && meta_table_has_map(&f->meta.tables[t]))
			return -ENOENT;
	return 0;
}

static int open_prog(struct filter *f, __u32 prog_id, bool other_loader)
{
	struct bpf_prog_info pinfo;
	__u32 len = sizeof(pinfo), nmaps, *ids = NULL;
	struct bpf_map_info *infos = NULL;
	int *fds = NULL, err;

	filter_init(f);
	f->prog_id = prog_id;
	f->other_loader = other_loader;
	if ((f->prog_fd = bpf_prog_get_fd_by_id(prog_id)) < 0)
		return -errno;
	memset(&pinfo, 0, sizeof(pinfo));
	if (bpf_obj_get_info_by_fd(f->prog_fd, &pinfo, &len))
		return -errno;
	snprintf(f->prog_name, sizeof(f->prog_name), "%s", pinfo.name);
	nmaps = pinfo.nr_map_ids;
	ids = calloc(nmaps + 1, sizeof(*ids));
	fds = calloc(nmaps + 1, sizeof(*fds));
	infos = calloc(nmaps + 1, sizeof(*infos));
	if (!ids || !fds || !infos) {
		err = -ENOMEM;
		goto out;
	}
	memset(&pinfo, 0, sizeof(pinfo));
	pinfo.nr_map_ids = nmaps;
	pinfo.map_ids = (__u64)(unsigned long)ids;
	len = sizeof(pinfo);
	if (bpf_obj_get_info_by_fd(f->prog_fd, &pinfo, &len)) {
		err = -errno;
		goto out;
	}
	if (pinfo.nr_map_ids < nmaps)
		nmaps = pinfo.nr_map_ids;
	for (__u32 i = 0; i < nmaps; i++) {
		__u32 ilen = sizeof(infos[i]);

		fds[i] = bpf_map_get_fd_by_id(ids[i]);
		if (fds[i] < 0 || bpf_obj_get_info_by_fd(fds[i], &infos[i], &ilen))
			continue;
		if (kernel_name_is(infos[i].name, XDPC_RULES_MAP))
			f->xdpc_counters = true;
		if (f->meta_fd < 0 && !strcmp(infos[i].name, META_MAP_NAME)) {
			f->meta_fd = fds[i];
			fds[i] = -1;
		}
	}
	if (f->meta_fd >= 0)
		err = other_loader ? -EEXIST : read_meta(f);
	else
		err = other_loader ? read_meta_btf(f, pinfo.btf_id) : -ENOMSG;
	if (!err)
		err = adopt_maps(f, fds, infos, nmaps);
out:
	for (__u32 i = 0; fds && i < nmaps; i++)
		if (fds[i] >= 0)
			close(fds[i]);
	free(ids);
	free(fds);
	free(infos);
	return err;
}

int filter_from_prog_id(struct filter *f, __u32 prog_id)
{
	return open_prog(f, prog_id, false);
}

int filter_from_other_loader(struct filter *f, __u32 prog_id)
{
	return open_prog(f, prog_id, true);
}
