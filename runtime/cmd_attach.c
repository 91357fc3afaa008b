/* --attach DEV FILE: load, then attach in the foreground (live table until
 * Ctrl-C), or with --pin leave it pinned, or swap it in atomically for the
 * filter xdpc pinned there before. */
#include "commands.h"

#include "attach.h"
#include "confirm.h"
#include "device.h"
#include "errhint.h"
#include "load.h"
#include "pin.h"
#include "replace.h"
#include "rules_object.h"
#include "sample_ring.h"
#include "watch.h"

#include <bpf/bpf.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

struct attach_job {
	const struct cli *c;
	struct nl *nl;
	struct device d;
	struct filter f;
};

/* Nothing may be on the device but what --force lets us remove. */
static int make_room(struct attach_job *j)
{
	struct filter other;
	char desc[128];
	int err = filter_from_prog_id(&other, j->d.prog_id);

	filter_close(&other);
	device_describe(&j->d, desc, sizeof(desc));
	if (err == 0) {
		device_say_xdpc_holder(&j->d, desc);
		return -EBUSY;
	}
	if (!j->c->force) {
		fprintf(stderr, "xdpc: %s already has an XDP program that xdpc did not attach: %s\n"
			"xdpc:   nothing changed; --force replaces it (removing it first: a moment "
			"without any filter)\n", j->d.name, desc);
		return -EBUSY;
	}
	fprintf(stderr, "xdpc: %s: removing program %s (--force)\n", j->d.name, desc);
	return device_remove_foreign(j->nl, &j->d);
}

static __u64 boot_ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_BOOTTIME, &t);
	return (__u64)t.tv_sec * 1000000000ull + (__u64)t.tv_nsec;
}

/* --confirm: the new filter runs; arrange for PREV (or nothing, when -1)
 * to come back unless confirmed in time. If that cannot be arranged, go
 * back right away: a change that cannot be undone was not asked for. */
static int start_confirm(struct attach_job *j, int prev_fd, __u32 prev_id)
{
	const char *dev = j->d.name;
	unsigned secs = j->c->confirm_seconds;
	struct confirm_state s = { .new_prog_id = j->f.prog_id, .prev_prog_id = prev_id,
				   .deadline = (__u64)time(NULL) + secs,
				   .deadline_boot_ns = boot_ns() + secs * 1000000000ull };
	int pid = confirm_start_watchdog(dev, &s), err = pid < 0 ? pid : 0;

	if (!err) {
		s.watchdog_pid = (__u32)pid;
		if ((err = confirm_pin(dev, &s, prev_fd)))
			kill(pid, SIGKILL);
	}
	if (err) {
		report_errno("cannot arrange the rollback for --confirm", err, NULL);
		fprintf(stderr, "xdpc: %s: going back to what ran before, now\n", dev);
		confirm_rollback(dev, &s);
		return err;
	}
	if (prev_id)
		printf("xdpc: %s: unless `xdpc --confirm %s` follows within %u s, program %u "
		       "comes back (watchdog pid %d)\n", dev, dev, secs, prev_id, pid);
	else
		printf("xdpc: %s: unless `xdpc --confirm %s` follows within %u s, the filter is "
		       "detached (watchdog pid %d)\n", dev, dev, secs, pid);
	return 0;
}

static int attach_pinned(struct attach_job *j)
{
	const char *dev = j->d.name, *mode;
	char what[PIN_PATH_LEN + 64], dir[PIN_PATH_LEN];
	int err, link;

	if ((err = pin_path(dir, dev, NULL)) || (err = pin_make_dir(dev))) {
		snprintf(what, sizeof(what), "%s: cannot prepare its pin directory under %s",
			 dev, PIN_TOP);
		report_errno(what, err, NULL);
		return err;
	}
	link = attach_link(j->nl, dev, j->d.xdp.ifindex, j->f.prog_fd, j->c->mode, &mode);
	if (link < 0) {
		pin_remove_all(dev);
		return link;
	}
	if ((err = pin_filter_maps(dev, &j->f)) || (err = pin_put(link, dev, PIN_LINK))) {
		snprintf(what, sizeof(what), "%s: cannot pin under %s", dev, dir);
		report_errno(what, err, NULL);
		pin_remove_all(dev);
		close(link);      /* the last reference: the program comes off */
		return err;
	}
	close(link);
	printf("xdpc: %s: attached %s in %s mode (program %u), pinned under %s\n"
	       "xdpc:   `xdpc --stats %s` shows its counters, `xdpc --detach %s` removes it\n",
	       dev, j->c->rules, mode, j->f.prog_id, dir, dev, dev);
	return j->c->confirm_seconds ? start_confirm(j, -1, 0) : 0;
}

static int replace_pinned(struct attach_job *j)
{
	const char *dev = j->d.name;
	struct filter old;
	int err;

	if (strcmp(j->c->mode, "auto") && strcmp(j->c->mode, j->d.mode)) {
		fprintf(stderr, "xdpc: %s runs xdpc in %s mode; an atomic replacement keeps the "
			"mode (use --detach first to change it)\n", dev, j->d.mode);
		return -EINVAL;
	}
	if ((err = filter_from_prog_id(&old, j->d.prog_id))) {
		report_errno("cannot read the filter being replaced", err, NULL);
		return err;
	}
	err = replace_filter(dev, j->d.mode, j->d.link_fd, &old, &j->f);
	if (!err && j->c->confirm_seconds)
		err = start_confirm(j, old.prog_fd, old.prog_id);
	filter_close(&old);
	return err;
}

/* --capture: the file is started before the filter runs. */
static int start_capture(struct attach_job *j, struct sample_capture *cap)
{
	if (j->f.samples_fd < 0) {
		fprintf(stderr, "xdpc: %s has no `sample` rule, so --capture would stay empty; "
			"add e.g. `sample 1/100` to a rule (xdpc-rules(5))\n", j->c->rules);
		return -EINVAL;
	}
	return sample_capture_open(cap, &j->f, j->f.samples_fd, j->c->capture, j->d.name) ?
		       -EIO : 0;
}

static int attach_foreground(struct attach_job *j, int *lock)
{
	struct report_ctx r = { .dev = j->d.name, .f = &j->f };
	struct sample_capture cap;
	struct watch_idle idle = { sample_capture_idle, &cap };
	struct snapshot final;
	int link, err;

	if (j->c->capture && (err = start_capture(j, &cap)))
		return err;
	link = attach_link(j->nl, j->d.name, j->d.xdp.ifindex, j->f.prog_fd, j->c->mode, &r.mode);
	if (link < 0) {
		if (j->c->capture)
			sample_capture_close(&cap, false, j->d.name);
		return link;
	}
	/* others may look at (or fail to replace) us while we run */
	close(*lock);
	*lock = -1;
	printf("xdpc: %s: attached %s in %s mode (program %u); Ctrl-C detaches\n",
	       j->d.name, j->c->rules, r.mode, j->f.prog_id);
	fflush(stdout);
	err = watch_until_signal_idle(&r, j->c->interval, link, j->d.xdp.ifindex,
				      j->c->capture ? &idle : NULL);
	if (err == -ENODEV || err == -EXDEV) {
		bpf_link_detach(link);   /* a moved device keeps it otherwise */
		printf("\nxdpc: %s: the device %s; its filter is off. Final totals:\n",
		       j->d.name, err == -ENODEV ? "was deleted" :
		       "left this network namespace");
	} else {
		if (bpf_link_detach(link))
			report_errno("detaching", errno, NULL);
		printf("\nxdpc: %s: detached; final totals:\n", j->d.name);
	}
	close(link);
	if (!stats_read(&j->f, &final)) {
		report_table(stdout, &r, &final);
		stats_free(&final);
	}
	if (err == -ENODEV || err == -EXDEV)
		fprintf(stderr, "xdpc: %s: stopped: the device went away\n", j->d.name);
	if (j->c->capture && sample_capture_close(&cap, true, j->d.name) && !err)
		err = -EIO;
	return err;
}

static int run(struct attach_job *j, int *lock)
{
	int err;

	if ((err = device_query(j->nl, j->c->device, &j->d)))
		return err;
	if ((j->d.pins_ifindex || j->d.pins_unreadable) && j->c->pin) {
		device_say_foreign_pins(&j->d);
		return -EEXIST;
	}
	if (j->d.stale_pins) {
		fprintf(stderr, "xdpc: %s: removing stale pins of a filter no longer attached\n",
			j->d.name);
		pin_remove_all(j->d.name);
	}
	if (j->d.link_fd >= 0) {
		struct confirm_state pending;

		if (confirm_pending(j->d.name, &pending)) {
			fprintf(stderr, "xdpc: %s: a change is pending confirmation (program %u "
				"comes back in %lld s); `xdpc --confirm %s` it first, or wait\n",
				j->d.name, pending.prev_prog_id,
				(long long)pending.deadline - (long long)time(NULL), j->d.name);
			return -EBUSY;
		}
		if (!j->c->pin) {
			fprintf(stderr, "xdpc: %s runs a pinned xdpc filter; add --pin to replace it "
				"atomically, or --detach it first\n", j->d.name);
			return -EBUSY;
		}
		return replace_pinned(j);
	}
	if (j->d.prog_id && (err = make_room(j)))
		return err;
	return j->c->pin ? attach_pinned(j) : attach_foreground(j, lock);
}

int cmd_attach(const struct cli *c)
{
	struct attach_job j = { .c = c, .d.link_fd = -1 };
	struct rules_image img;
	int lock = -1, err;

	/* refuse a pin that would not hold before any work */
	if (c->pin && pin_need_bpffs())
		return 1;
	if (rules_object_get(c, &img))
		return 1;
	err = load_filter(&j.f, img.data, img.len, c->rules, c->verbose);
	rules_object_free(&img);
	if (err) {
		fprintf(stderr, "xdpc: nothing was attached\n");
		return 1;
	}
	if (!(j.nl = nl_open())) {
		report_errno("cannot open a netlink socket", errno, NULL);
		err = -errno;
	} else if ((lock = device_lock(c->device, true)) < 0) {
		err = lock;
	} else {
		err = run(&j, &lock);
	}
	if (lock >= 0)
		close(lock);
	device_close(&j.d);
	filter_close(&j.f);
	nl_close(j.nl);
	return err ? 1 : 0;
}
