/* A filter as the runtime sees it: one XDP program, its counter maps and
 * its metadata, whether just loaded from an object or found attached. */
#ifndef XDPC_FILTER_H
#define XDPC_FILTER_H

#include "meta_read.h"

#include <linux/types.h>
#include <stdbool.h>

struct filter {
	struct xdpc_meta meta;
	__u32 prog_id;
	char prog_name[16];
	int prog_fd, rules_fd, meta_fd;
	int *table_fds;          /* meta.ntables of them, same order */
	int samples_fd, sample_n_fd;  /* meta.h's sample maps; -1 when the
				       * program does not sample */
	bool xdpc_counters;      /* the program has xdpc's counter map, even
				  * when its metadata is missing (-ENOMSG) */
	bool other_loader;       /* another loader loaded it: read only, and
				  * counter maps its code never uses are
				  * absent (fd -1, they count nothing) */
};

void filter_init(struct filter *f);
void filter_close(struct filter *f);

/* Find the filter behind an attached program: its bound xdpc_meta map
 * tells its tables. Returns 0, -ENOMSG when the program carries no xdpc
 * metadata (PROG_NAME and XDPC_COUNTERS still filled in: an xdpc object
 * another loader attached has the counters but not the metadata, which
 * only xdpc binds to the program), or -errno. */
int filter_from_prog_id(struct filter *f, __u32 prog_id);

/* The same for an xdpc object that another loader (ip link, xdp-loader)
 * loaded: the metadata comes from the program's BTF, which every loader
 * passes on (compiler/meta.h). 0, -ENOMSG when the
 * program has none (not xdpc's, or compiled before xdpc put it there),
 * -EEXIST when xdpc loaded it after all, or -errno. */
int filter_from_other_loader(struct filter *f, __u32 prog_id);

#endif
