/* Where a pinned filter lives: /sys/fs/bpf/xdpc/DEV/ holds the link, the
 * maps and the metadata map (dirs 0700, pins 0600). A per-device lock file,
 * /run/xdpc/DEV.lock, serialises xdpc runs: writers take it exclusively,
 * readers shared. (bpffs cannot hold a plain lock file, and a lock on a
 * directory that --detach removes would not serialise anything.) */
#ifndef XDPC_PIN_H
#define XDPC_PIN_H

#include "filter.h"

#include <stdbool.h>
#include <stddef.h>

#define PIN_BPFFS "/sys/fs/bpf"
#define PIN_LINK "link"

/* Make sure PIN_BPFFS is a bpf filesystem, mounting one if not. 0 or -errno. */
int pin_need_bpffs(void);
/* PATH = the device's pin directory, or its entry NAME when NAME != NULL. */
void pin_path(char *path, size_t len, const char *dev, const char *name);
/* Whether DEV has a pin directory (false also when bpffs is not mounted). */
bool pin_dir_exists(const char *dev);
int pin_make_dir(const char *dev);
/* Pin FD as DEV/NAME, replacing what was there. 0 or -errno. */
int pin_put(int fd, const char *dev, const char *name);
/* fd of DEV/NAME, or -errno (-ENOENT when not pinned). */
int pin_get(const char *dev, const char *name);
/* Remove the pin DEV/NAME (gone already is fine). 0 or -errno. */
int pin_remove(const char *dev, const char *name);
/* Remove every pin of DEV and its directory. 0 or -errno. */
int pin_remove_all(const char *dev);
/* Pin FILTER's maps (counters, tables, dynamic sets, metadata) under DEV.
 * 0 or -errno. */
int pin_filter_maps(const char *dev, const struct filter *f);
/* Remove every pin of DEV but the link. */
void pin_remove_maps(const char *dev);
/* Take DEV's lock, waiting for other xdpc runs. Returns the fd to keep
 * open for as long as the lock is needed, or -errno. */
int pin_lock(const char *dev, bool exclusive);

#endif
