/* Where a pinned filter lives, keyed by network namespace, so that devices
 * of the same name in two namespaces never share anything:
 *   /sys/fs/bpf/xdpc/net<INODE>/DEV/   the link, the maps and the metadata
 *                                      map (dirs 0700, pins 0600)
 *   /run/xdpc/net<INODE>/DEV.lock      serialises xdpc runs on DEV: writers
 *                                      take it exclusively, readers shared
 * <INODE> is the inode number of the network namespace (`stat -L
 * /proc/self/ns/net`). Every such path is built here and nowhere else,
 * and only from a device name that ifname_problem() accepts. (bpffs cannot
 * hold a plain lock file, and a lock on a directory that --detach removes
 * would not serialise anything.) */
#ifndef XDPC_PIN_H
#define XDPC_PIN_H

#include "filter.h"

#include <linux/types.h>
#include <stdbool.h>
#include <stddef.h>

#define PIN_BPFFS "/sys/fs/bpf"
#define PIN_TOP PIN_BPFFS "/xdpc"
#define PIN_LOCK_TOP "/run/xdpc"
#define PIN_NS_PREFIX "net"
#define PIN_LINK "link"
#define PIN_NS_KEY_LEN 32
#define PIN_PATH_LEN 512

/* Make sure PIN_BPFFS is a bpf filesystem that outlives this process,
 * mounting one only where that is sure (docs/runtime.md). 0, or -errno
 * after saying why not and what to do. */
int pin_need_bpffs(void);
/* Whether PIN_BPFFS is a bpf filesystem here at all. */
bool pin_bpffs_mounted(void);

/* KEY = "net<INODE>" of the calling thread's network namespace. 0/-errno. */
int pin_ns_key(char key[PIN_NS_KEY_LEN]);
/* PATH = DEV's pin directory in the namespace NSKEY (from pin_ns_key, or a
 * directory name under PIN_TOP), or its entry NAME when NAME != NULL.
 * 0, -EINVAL for a bad device name, -ENAMETOOLONG. */
int pin_path_ns(char path[PIN_PATH_LEN], const char *nskey, const char *dev,
		const char *name);
/* The same in this thread's network namespace. */
int pin_path(char path[PIN_PATH_LEN], const char *dev, const char *name);

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

/* What a pinned link holds. Pins may be removed only when it is DEAD or
 * NONE: a live link is a running filter, maybe of a device that moved. */
enum pin_link_state {
	PIN_LINK_NONE,   /* no link pinned (leftover maps at most) */
	PIN_LINK_DEAD,   /* pinned, but attached to nothing any more: its
			  * device was deleted, or the link detached */
	PIN_LINK_LIVE,   /* attached to ->ifindex, running ->prog_id */
};
struct pin_link {
	enum pin_link_state state;
	int fd;          /* the link, when DEAD or LIVE; else -1 */
	int ifindex;     /* LIVE: the device it is attached to */
	__u32 prog_id;   /* its program, 0 if unknown */
};
/* Describe the XDP link FD (not taken over: L->fd = FD). 0, or -errno
 * (-EINVAL when it is not an XDP link). */
int pin_link_describe(int fd, struct pin_link *l);
/* Read the link pinned at PATH (a pin directory's PIN_LINK entry). 0, or
 * -errno when it exists but cannot be read (then nothing is known). */
int pin_link_read(const char *path, struct pin_link *l);
/* The same for DEV in this network namespace. */
int pin_link_of(const char *dev, struct pin_link *l);

/* Take DEV's lock, waiting for other xdpc runs. Returns the fd to keep
 * open for as long as the lock is needed, or -errno; -ENODEV, with no
 * lock file made, when DEV does not exist here and !ANY_DEVICE. */
int pin_lock(const char *dev, bool exclusive, bool any_device);
/* Release a lock taken exclusively and remove its file, for a device
 * that is gone. */
void pin_unlock_remove(int fd, const char *dev);

#endif
