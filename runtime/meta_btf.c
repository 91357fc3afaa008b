#include "meta_btf.h"

#include "meta.h"

#include <bpf/btf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static __u32 word(const struct btf_type *t, unsigned i)
{
	return btf_is_enum(t) ? (__u32)btf_enum(t)[i].val : btf_enum64(t)[i].val_lo32;
}

/* Appends the words of enum XDPC_META_BTF_ENUM<N>; -ENOENT after the last. */
static int append(const struct btf *btf, unsigned n, char **buf, size_t *len)
{
	char name[32];
	const struct btf_type *t;
	__s32 id;
	char *p;

	snprintf(name, sizeof(name), "%s%u", XDPC_META_BTF_ENUM, n);
	if ((id = btf__find_by_name_kind(btf, name, BTF_KIND_ENUM)) < 0 &&
	    (id = btf__find_by_name_kind(btf, name, BTF_KIND_ENUM64)) < 0)
		return -ENOENT;
	t = btf__type_by_id(btf, (__u32)id);
	if (!(p = realloc(*buf, *len + 4 * (size_t)btf_vlen(t) + 1)))
		return -ENOMEM;
	*buf = p;
	for (unsigned i = 0; i < btf_vlen(t); i++) {
		__u32 w = word(t, i);

		for (int b = 0; b < 4; b++)
			p[(*len)++] = (char)(w >> (8 * b));
	}
	p[*len] = '\0';
	return 0;
}

int meta_btf_read(__u32 btf_id, char **text, size_t *len)
{
	struct btf *btf;
	char *buf = NULL;
	size_t n = 0;
	int err = 0;

	if (!btf_id)
		return -ENOMSG;
	if (!(btf = btf__load_from_kernel_by_id(btf_id)))
		return -errno;
	for (unsigned e = 0; !err; e++)
		err = append(btf, e, &buf, &n);
	btf__free(btf);
	if (err == -ENOENT)
		err = buf ? 0 : -ENOMSG;
	if (!err && strncmp(buf, XDPC_META_DATA_PREFIX, strlen(XDPC_META_DATA_PREFIX)))
		err = -ENOMSG;
	if (err) {
		free(buf);
		return err;
	}
	*text = buf;
	*len = strlen(buf);
	return 0;
}
