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
	bool stale_pins;        /* pins exist but hold nothing any more: no
				 * link, or one attached to nothing */
	bool pins_unreadable;   /* pins exist but their link cannot be read */
	int pins_ifindex;       /* >0: the pins hold a live filter that is not
				 * this device's: attached to this ifindex
				 * (the device renamed, or moved away) */
};

/* 0, or -errno after printing why (no such device...). Pins are looked
 * up in this network namespace only. */
int device_query(struct nl *nl, const char *name, struct device *d);
void device_close(struct device *d);
void device_say_missing(const char *name);
/* D runs xdpc's program DESC, but not through a pin xdpc can see: held
 * by a foreground xdpc, or pinned where this mount namespace cannot see. */
void device_say_xdpc_holder(const struct device *d, const char *desc);
/* Why the pins of D (pins_ifindex, pins_unreadable) are left alone. */
void device_say_foreign_pins(const struct device *d);
/* Take xdpc's lock for the device NAME (pin_lock), printing why not: fd
 * or -errno (-ENODEV when there is no such device: no lock file made). */
int device_lock(const char *name, bool exclusive);

/* "id 42 \"xdp_prog_simple\" (native)" */
void device_describe(const struct device *d, char *buf, size_t len);

/* BUF = who attached the program PROG_NAME that D runs, when xdpc did not:
 * xdp-loader's dispatcher, another loader's BPF link, or netlink. */
void device_attacher(const struct device *d, const char *prog_name, char *buf, size_t len);

/* Take off a program some other tool attached (for --force): netlink
 * attachments through netlink, BPF links by detaching the link. 0/-errno. */
int device_remove_foreign(struct nl *nl, const struct device *d);

#endif
