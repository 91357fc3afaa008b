/* Network namespaces by name, as `ip -n NAME` knows them: entering one
 * (the network namespace only, so the host's bpffs stays in view), and
 * naming the one this process runs in. */
#ifndef XDPC_NETNS_H
#define XDPC_NETNS_H

#include <stddef.h>

#define NETNS_RUN_DIR "/run/netns"

/* Enter the network namespace NAME (/run/netns/NAME) with setns(2), and
 * nothing else. 0, or -errno after saying why. */
int netns_enter(const char *name);
/* The inode number of the calling thread's network namespace, or 0 after
 * failure (errno set). Namespaces are told apart by it, as `ip` and
 * /proc/PID/ns do. */
unsigned long netns_self_inode(void);
/* BUF = the /run/netns name of this process's network namespace; 0, or
 * -ENOENT when it has none there. */
int netns_self_name(char *buf, size_t len);

#endif
