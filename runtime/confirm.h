/* Commit-confirmed deploys: `--attach DEV NEW --pin --confirm SECONDS`
 * swaps NEW in as a replace does, and unless `--confirm DEV` follows in
 * time, a watchdog process swaps the previous filter back (or detaches
 * NEW, when there was none), keeping counters as a replace does.
 *
 * The pending change lives with the filter, under its pin directory: a
 * one-entry array map holding struct confirm_state, and the previous
 * program pinned (which keeps its maps, and so its counters, alive). The
 * watchdog acts only while that state names it. */
#ifndef XDPC_CONFIRM_H
#define XDPC_CONFIRM_H

#include <linux/types.h>
#include <stdbool.h>

#define CONFIRM_STATE "xdpc_confirm"
#define CONFIRM_PREV "xdpc_rollback"
#define CONFIRM_MAX_SECONDS 86400

struct confirm_state {
	__u64 deadline;           /* CLOCK_REALTIME seconds: for people */
	__u64 deadline_boot_ns;   /* CLOCK_BOOTTIME: when the watchdog acts */
	__u32 new_prog_id;        /* the program on trial */
	__u32 prev_prog_id;       /* what comes back; 0: detach instead */
	__u32 watchdog_pid;
	__u32 pad;
};

/* Whether DEV has a change pending confirmation; fills *S if so. */
bool confirm_pending(const char *dev, struct confirm_state *s);
/* Pin S, and PREV_FD (the previous program) unless it is -1. 0 or -errno. */
int confirm_pin(const char *dev, const struct confirm_state *s, int prev_fd);
/* Forget DEV's pending change (confirmed, rolled back, or given up). */
void confirm_clear(const char *dev);

/* Start DEV's watchdog, detached from this process's session. Until S's
 * deadline it only checks, once a second, that the change is pending;
 * then it rolls back. Returns its pid, or -errno. The caller must hold
 * DEV's lock and pin S (with that pid) before letting go of it. */
int confirm_start_watchdog(const char *dev, const struct confirm_state *s);
/* Put S's previous filter back on DEV (or detach, when there was none);
 * the caller holds DEV's lock. 0 or -errno, printed. */
int confirm_rollback(const char *dev, const struct confirm_state *s);

#endif
