/* One way to report a failed system call: what failed, why, and what to do. */
#ifndef XDPC_ERRHINT_H
#define XDPC_ERRHINT_H

/* ERR is a positive or negative errno value. EXTACK may be NULL or "". */
void report_errno(const char *what, int err, const char *extack);

#endif
