/* What is on a device right now: its XDP program (if any), in which mode,
 * and whether xdpc holds it through a link pinned under bpffs. */
#ifndef XDPC_DEVICE_H
#define XDPC_DEVICE_H

#include "nl.h"

#include <stdbool.h>
#include <stddef.h>

struct device {
	const char *name;
	struct xdp_state xdp;
	__u32 prog_id;          /* the attached program, 0 when none */
	const char *mode;       /* its mode: native, generic, offload, none */
	int link_fd;            /* xdpc's pinned link for this device, or -1 */
	bool stale_pins;        /* pins exist but hold nothing any more */
	int pins_ifindex;       /* >0: the pins hold a device of this name but
				 * another ifindex (another network namespace) */
};

/* 0, or -errno after printing why (no such device...). */
int device_query(struct nl *nl, const char *name, struct device *d);
void device_close(struct device *d);

/* "id 42 \"xdp_prog_simple\" (native)" */
void device_describe(const struct device *d, char *buf, size_t len);

/* Take off a program some other tool attached (for --force): netlink
 * attachments through netlink, BPF links by detaching the link. 0/-errno. */
int device_remove_foreign(struct nl *nl, const struct device *d);

#endif
