/* The watchdog of a commit-confirmed deploy, and the rollback it does.
 *
 * It must outlive the operator's session: an SSH connection that drops
 * hangs up the session's terminal, and the shell's process group may be
 * killed outright. So the watchdog is forked twice, the middle process
 * calling setsid(): it runs in a session and process group of its own,
 * without a controlling terminal (a session leader's child cannot get
 * one), ignores SIGHUP, keeps none of xdpc's file descriptors (the
 * device's lock among them) and reports through syslog. It relies on
 * nothing else: no systemd, no daemon. Killing it (or a reboot, which
 * also takes the pinned filter away) cancels the rollback. */
#define _GNU_SOURCE
#include "confirm.h"
#include "diag.h"

#include "device.h"
#include "errhint.h"
#include "filter.h"
#include "pin.h"
#include "replace.h"

#include <bpf/bpf.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <syslog.h>
#include <time.h>
#include <unistd.h>

static int put_back(const char *dev, const struct device *d, const struct confirm_state *s)
{
	struct filter cur, prev;
	int err = filter_from_prog_id(&cur, d->prog_id);

	if (!err && (err = filter_from_prog_id(&prev, s->prev_prog_id)))
		filter_close(&cur);
	if (err) {
		report_errno("cannot read the filters to roll back between", err, NULL);
		return err;
	}
	err = replace_filter(dev, d->mode, d->link_fd, &cur, &prev);
	filter_close(&prev);
	filter_close(&cur);
	return err;
}

int confirm_rollback(const char *dev, const struct confirm_state *s)
{
	struct nl *nl = nl_open();
	struct device d = { .link_fd = -1 };
	int err;

	if (!nl)
		return -errno;
	if ((err = device_query(nl, dev, &d)))
		goto out;
	if (d.link_fd < 0 || d.prog_id != s->new_prog_id) {
		diag_sys(diag_stderr(), DIAG_ERROR, "%s: not rolled back: it runs program %u now, not %u",
			dev, d.prog_id, s->new_prog_id);
		err = -ESTALE;
	} else if (!s->prev_prog_id) {
		if (bpf_link_detach(d.link_fd))
			err = -errno;
		else
			pin_remove_all(dev);
	} else {
		err = put_back(dev, &d, s);
	}
out:
	confirm_clear(dev);
	device_close(&d);
	nl_close(nl);
	return err;
}

/* Whether S is still pending and names this process. */
static bool still_mine(const char *dev)
{
	struct confirm_state now;

	return confirm_pending(dev, &now) && now.watchdog_pid == (__u32)getpid();
}

static void watch(const char *dev, const struct confirm_state *s)
{
	struct timespec t;
	int lock;

	/* the xdpc that started us pins the state before it lets go of the
	 * lock: wait for that, then check once a second until the deadline */
	if ((lock = pin_lock(dev, false, true)) >= 0)
		close(lock);
	for (;;) {
		__u64 now;

		if (!still_mine(dev))
			return;    /* confirmed, detached, or never pinned */
		clock_gettime(CLOCK_BOOTTIME, &t);
		now = (__u64)t.tv_sec * 1000000000ull + (__u64)t.tv_nsec;
		if (now >= s->deadline_boot_ns)
			break;
		t.tv_sec = 0;
		t.tv_nsec = (long)(s->deadline_boot_ns - now < 1000000000ull ?
				   s->deadline_boot_ns - now : 999999999ull);
		nanosleep(&t, NULL);
	}
	if ((lock = pin_lock(dev, true, true)) < 0)
		return;
	if (still_mine(dev)) {
		int err = confirm_rollback(dev, s);

		if (err)
			syslog(LOG_ERR, "%s: not confirmed in time, and the rollback to program %u "
			       "failed: %s", dev, s->prev_prog_id, strerror(-err));
		else
			syslog(LOG_WARNING, "%s: not confirmed in time: %s program %u", dev,
			       s->prev_prog_id ? "rolled back to" : "detached", s->prev_prog_id ?
			       s->prev_prog_id : s->new_prog_id);
	}
	close(lock);
}

/* The watchdog's own process: nothing of the caller's but memory. */
static void become_watchdog(const char *dev, const struct confirm_state *s)
{
	int null;

	signal(SIGHUP, SIG_IGN);
	signal(SIGPIPE, SIG_IGN);
	close_range(0, ~0u, 0);
	null = open("/dev/null", O_RDWR);
	if (null == 0) {
		dup2(null, 1);
		dup2(null, 2);
	}
	if (chdir("/"))
		_exit(1);
	openlog("xdpc", LOG_PID, LOG_DAEMON);
	watch(dev, s);
	_exit(0);
}

int confirm_start_watchdog(const char *dev, const struct confirm_state *s)
{
	int pfd[2], status;
	pid_t mid, pid = -1;

	if (pipe2(pfd, O_CLOEXEC))
		return -errno;
	fflush(NULL);    /* the children must not print our buffers again */
	if ((mid = fork()) < 0) {
		close(pfd[0]);
		close(pfd[1]);
		return -errno;
	}
	if (mid == 0) {
		pid_t w;

		close(pfd[0]);
		setsid();
		if ((w = fork()) == 0)
			become_watchdog(dev, s);
		if (write(pfd[1], &w, sizeof(w)) != sizeof(w))
			_exit(1);
		_exit(0);
	}
	close(pfd[1]);
	if (read(pfd[0], &pid, sizeof(pid)) != sizeof(pid))
		pid = -1;
	close(pfd[0]);
	waitpid(mid, &status, 0);
	return pid > 0 ? pid : -ECHILD;
}
