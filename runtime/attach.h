/* Attaching a loaded program to a device through a BPF link, which the
 * kernel tears down when its last fd closes: a killed xdpc leaves nothing
 * behind unless the link was pinned. */
#ifndef XDPC_ATTACH_H
#define XDPC_ATTACH_H

#include "nl.h"

/* MODE: auto (native when the driver can, else generic), native, generic.
 * Returns the link fd and sets *MODE_USED ("native"/"generic"), or returns
 * -errno after printing why, with the kernel's explanation. */
int attach_link(struct nl *nl, const char *dev, int ifindex, int prog_fd,
		const char *mode, const char **mode_used);

/* Swap the program behind LINK_FD from OLD_PROG_FD to NEW_PROG_FD in one
 * step: no packet sees neither. 0 or -errno (printed). */
int attach_swap(int link_fd, int new_prog_fd, int old_prog_fd, const char *dev);

#endif
