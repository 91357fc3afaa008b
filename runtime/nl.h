/* rtnetlink through libmnl: find a device, read its XDP state, and set XDP
 * the old way (only to get the kernel's explanation, or with --force to
 * remove a program another tool attached). Extended acks are on, and every
 * failure is printed with the kernel's own message. */
#ifndef XDPC_NL_H
#define XDPC_NL_H

#include <linux/types.h>
#include <stdbool.h>
#include <stddef.h>

struct nl;

struct xdp_state {
	int ifindex;
	unsigned attached;     /* XDP_ATTACHED_NONE / DRV / SKB / HW / MULTI */
	__u32 drv_prog_id, skb_prog_id, hw_prog_id;
};

struct nl *nl_open(void);
void nl_close(struct nl *nl);

/* Resolve DEV and read its XDP state. Returns 0 or -errno; on failure the
 * kernel's extended ack (if any) is left for nl_last_extack. */
int nl_link_query(struct nl *nl, const char *dev, struct xdp_state *st);
/* IFLA_XDP with FD (-1 removes), FLAGS (XDP_FLAGS_*), EXPECTED_FD (or -1). */
int nl_xdp_set(struct nl *nl, int ifindex, int fd, __u32 flags, int expected_fd);
/* The kernel's message for the last failed request, or "" */
const char *nl_last_extack(const struct nl *nl);

/* The one program on the device (any mode), its mode name, or 0/"none". */
__u32 xdp_state_prog(const struct xdp_state *st, const char **mode);

#endif
