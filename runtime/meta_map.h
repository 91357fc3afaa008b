/* bpffs holds no regular files, so the metadata text travels with the
 * program as a small frozen BPF array map ("xdpc_meta", 4 KiB chunks),
 * bound to the program and pinned beside the other maps. */
#ifndef XDPC_META_MAP_H
#define XDPC_META_MAP_H

#include <stddef.h>

#define META_MAP_NAME "xdpc_meta"

/* Returns a map fd holding TEXT, or -errno. */
int meta_map_create(const char *text, size_t len);
/* Reads the text back; *text is malloc'd and NUL-terminated. 0 or -errno. */
int meta_map_read(int fd, char **text, size_t *len);

#endif
