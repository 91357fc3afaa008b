/* Network device names as the kernel accepts them (dev_valid_name() in
 * net/core/dev.c). Checked before a name reaches any path: pin
 * directories and lock files are named after devices. */
#ifndef XDPC_IFNAME_H
#define XDPC_IFNAME_H

/* NULL when NAME is a valid device name, else why it is not. */
const char *ifname_problem(const char *name);

#endif
