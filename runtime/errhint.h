/* One way to report a failed system call: what failed, why, and what to do. */
#ifndef XDPC_ERRHINT_H
#define XDPC_ERRHINT_H

/* ERR is a positive or negative errno value. EXTACK may be NULL or "". */
void report_errno(const char *what, int err, const char *extack);
/* The same, with a permission hint saying what NEEDS privileges ("reading
 * an attached filter's counters"); NULL: loading and attaching. */
void report_errno_needs(const char *what, int err, const char *extack, const char *needs);

#define NEEDS_READ "reading an attached filter (its counters, sets and pins)"

#endif
