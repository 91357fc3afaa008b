/* The metadata text as the compiler also writes it into the object's BTF
 * (compiler/meta.h), which every loader hands to the kernel with the
 * program: how xdpc reads a filter that another loader attached. */
#ifndef XDPC_META_BTF_H
#define XDPC_META_BTF_H

#include <linux/types.h>
#include <stddef.h>

/* The text from the kernel's BTF object BTF_ID (a program's btf_id):
 * *text malloc'd and NUL-terminated. 0, -ENOMSG when it holds none, or
 * -errno. */
int meta_btf_read(__u32 btf_id, char **text, size_t *len);

#endif
