/* Every filter pinned on the host, in every network namespace: the
 * directories under /sys/fs/bpf/xdpc/ that hold a pinned link. Only names
 * are collected; nothing is held open (the exporter opens each filter for
 * one scrape and closes it after). */
#ifndef XDPC_PIN_WALK_H
#define XDPC_PIN_WALK_H

#include <net/if.h>
#include <stddef.h>

struct pinned_filter {
	char netns[32];           /* "net<INODE>" of the network namespace, or
	                           * "" for a pin of the old layout (xdpc/DEV) */
	char dev[IF_NAMESIZE];
	char dir[256];            /* the pin directory */
};

struct pinned_list {
	struct pinned_filter *f;
	size_t n;
};

/* Fills L, sorted by netns then device. 0 (also when nothing is pinned or
 * bpffs is not mounted) or -errno. Free with pinned_list_free(). */
int pin_walk(struct pinned_list *l);
void pinned_list_free(struct pinned_list *l);
/* "net<INODE>" of the calling process's network namespace, or "" . */
void pin_walk_own_netns(char *key, size_t len);

#endif
