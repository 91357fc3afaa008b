#include "meta_map.h"

#include <bpf/bpf.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define CHUNK 4096u

int meta_map_create(const char *text, size_t len)
{
	unsigned nchunks = (unsigned)(len / CHUNK) + 1;  /* room for the NUL */
	char chunk[CHUNK];
	int fd, err;

	fd = bpf_map_create(BPF_MAP_TYPE_ARRAY, META_MAP_NAME, sizeof(__u32),
			    CHUNK, nchunks, NULL);
	if (fd < 0)
		return -errno;
	for (__u32 i = 0; i < nchunks; i++) {
		size_t off = (size_t)i * CHUNK, n = len > off ? len - off : 0;

		memset(chunk, 0, sizeof(chunk));
		memcpy(chunk, text + off, n < CHUNK ? n : CHUNK);
		if (bpf_map_update_elem(fd, &i, chunk, BPF_ANY))
			goto fail;
	}
	/* read-only from now on, for user space and programs alike */
	if (bpf_map_freeze(fd))
		goto fail;
	return fd;
fail:
	err = -errno;
	close(fd);
	return err;
}

int meta_map_read(int fd, char **text, size_t *len)
{
	struct bpf_map_info info;
	__u32 info_len = sizeof(info);
	char *buf;

	memset(&info, 0, sizeof(info));
	if (bpf_obj_get_info_by_fd(fd, &info, &info_len))
		return -errno;
	if (info.type != BPF_MAP_TYPE_ARRAY || info.key_size != 4 ||
	    info.value_size != CHUNK || strcmp(info.name, META_MAP_NAME))
		return -EINVAL;
	if (!(buf = calloc(info.max_entries, CHUNK)))
		return -ENOMEM;
	for (__u32 i = 0; i < info.max_entries; i++)
		if (bpf_map_lookup_elem(fd, &i, buf + (size_t)i * CHUNK)) {
			int err = -errno;

			free(buf);
			return err;
		}
	buf[(size_t)info.max_entries * CHUNK - 1] = '\0';
	*text = buf;
	*len = strlen(buf);
	return 0;
}
