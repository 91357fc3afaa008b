/* --stats DEV and --detach DEV: both find the filter through the program
 * attached to the device, so they work for pinned and foreground runs. */
#include "commands.h"
#include "diag.h"

#include "confirm.h"
#include "device.h"
#include "errhint.h"
#include "pin.h"
#include "rate_report.h"
#include "report.h"

#include <bpf/bpf.h>
#include <errno.h>
#include <net/if.h>
#include <stdio.h>
#include <unistd.h>

struct session {
	struct nl *nl;
	struct device d;
	int lock;
};

static int open_session(struct session *s, const char *dev, bool exclusive)
{
	s->d.link_fd = -1;
	s->lock = -1;
	if (!(s->nl = nl_open())) {
		report_errno("cannot open a netlink socket", errno, NULL);
		return -1;
	}
	if ((s->lock = device_lock(dev, exclusive)) < 0)
		return -1;
	return device_query(s->nl, dev, &s->d) ? -1 : 0;
}

static void close_session(struct session *s)
{
	device_close(&s->d);
	if (s->lock >= 0)
		close(s->lock);
	nl_close(s->nl);
}

/* A program xdpc did not attach: an xdpc object that another loader
 * attached still describes itself (compiler/meta.h); its counters are
 * shown, read-only, with who attached it (on OUT). */
static int find_other(const struct session *s, struct filter *f, FILE *out)
{
	char desc[128], by[160];
	int err = filter_from_other_loader(f, s->d.prog_id);

	device_describe(&s->d, desc, sizeof(desc));
	device_attacher(&s->d, f->prog_name, by, sizeof(by));
	if (!err) {
		fprintf(out, "xdpc: %s: program %s was attached by %s, not by xdpc; its "
			"counters, read-only:\n", s->d.name, desc, by);
		return 0;
	}
	if (err == -ENOMSG) {
		diag_sys(diag_stderr(), DIAG_ERROR, "%s runs program %s, which xdpc did not attach; %s "
			"attached it", s->d.name, desc, by);
		if (f->xdpc_counters)
			diag_sys_note(diag_stderr(), "it is a compiled xdpc filter with its counters, but "
				"without its metadata (compiled by an older xdpc), so xdpc cannot "
				"tell which counter is which rule");
	} else {
		report_errno_needs("cannot read the attached filter", err, NULL, NEEDS_READ);
	}
	filter_close(f);
	return -1;
}

/* The filter on the device, or -1 after saying why there is none. */
static int find_filter(const struct session *s, struct filter *f, FILE *notes)
{
	int err;

	if (!s->d.prog_id) {
		diag_sys(diag_stderr(), DIAG_ERROR, "%s: no XDP program is attached", s->d.name);
		return -1;
	}
	err = filter_from_prog_id(f, s->d.prog_id);
	if (err == -ENOMSG) {
		filter_close(f);
		return find_other(s, f, notes);
	}
	if (err) {
		report_errno_needs("cannot read the attached filter", err, NULL, NEEDS_READ);
		filter_close(f);
	}
	return err ? -1 : 0;
}

int cmd_stats(const struct cli *c)
{
	struct session s;
	struct filter f;
	struct snapshot snap;
	int rc = 1, err;

	/* notes go with a table, but never into JSON or Prometheus text */
	if (open_session(&s, c->device, false) ||
	    find_filter(&s, &f, c->json || c->prometheus ? stderr : stdout))
		goto out;
	if ((err = stats_read(&f, &snap))) {
		report_errno_needs("cannot read the counters", err, NULL, NEEDS_READ);
	} else {
		struct report_ctx r = { .dev = s.d.name, .mode = s.d.mode, .f = &f };
		struct confirm_state pending;

		if (confirm_pending(s.d.name, &pending) && pending.new_prog_id == f.prog_id)
			r.pending = &pending;
		if (c->json)
			report_json(stdout, &r, &snap);
		else if (c->prometheus)
			report_prometheus(stdout, &r, &snap);
		else {
			report_table(stdout, &r, &snap);
			report_rates(stdout, &f);
		}
		stats_free(&snap);
		rc = 0;
	}
	filter_close(&f);
out:
	close_session(&s);
	return rc;
}

static int detach_pinned(struct session *s)
{
	struct filter f;
	struct snapshot snap;
	int have = !filter_from_prog_id(&f, s->d.prog_id);
	int err = bpf_link_detach(s->d.link_fd) ? -errno : 0;

	if (err) {
		report_errno("cannot detach", err, NULL);
	} else {
		pin_remove_all(s->d.name);
		printf("xdpc: %s: detached program %u (%s mode)\n", s->d.name, s->d.prog_id,
		       s->d.mode);
		/* the maps live on while we hold them: show where things ended */
		if (have && !stats_read(&f, &snap)) {
			struct report_ctx r = { .dev = s->d.name, .mode = s->d.mode, .f = &f };

			printf("final totals:\n");
			report_table(stdout, &r, &snap);
			stats_free(&snap);
		}
	}
	if (have)
		filter_close(&f);
	return err;
}

static int detach_other(struct session *s, bool force)
{
	struct filter f;
	char desc[128];
	int err = filter_from_prog_id(&f, s->d.prog_id);

	filter_close(&f);
	device_describe(&s->d, desc, sizeof(desc));
	if (!err) {
		device_say_xdpc_holder(&s->d, desc);
		return -EBUSY;
	}
	if (!force) {
		diag_sys(diag_stderr(), DIAG_ERROR, "%s: program %s was not attached by xdpc; nothing changed "
			"(--force removes it)", s->d.name, desc);
		return -EBUSY;
	}
	if ((err = device_remove_foreign(s->nl, &s->d)))
		return err;
	printf("xdpc: %s: removed program %s (--force)\n", s->d.name, desc);
	return 0;
}

/* The device is gone (defect 17): its filter came off with it, and its
 * pins hold nothing. They go, unless the link still holds a device (one
 * renamed, or moved to another network namespace). */
static int detach_gone(const char *dev)
{
	struct device d = { .name = dev, .link_fd = -1 };
	struct pin_link l;
	int lock, err;

	if (!pin_dir_exists(dev)) {
		device_say_missing(dev);
		return -ENODEV;
	}
	if ((lock = pin_lock(dev, true, true)) < 0) {
		report_errno("cannot take xdpc's lock for the device", lock, NULL);
		return lock;
	}
	if ((err = pin_link_of(dev, &l))) {
		d.pins_unreadable = true;
	} else if (l.state == PIN_LINK_LIVE) {
		d.pins_ifindex = l.ifindex;
		err = -EEXIST;
	} else if ((err = pin_remove_all(dev))) {
		report_errno("cannot remove the pins of the filter of the deleted device", err, NULL);
	} else if (l.state == PIN_LINK_DEAD) {
		printf("xdpc: %s: the device is gone, and its filter (program %u) came off with "
		       "it; removed its pins\n", dev, l.prog_id);
	} else {
		printf("xdpc: %s: the device is gone; removed the leftover pins of a filter "
		       "that was not attached\n", dev);
	}
	if (d.pins_unreadable || d.pins_ifindex)
		device_say_foreign_pins(&d);
	if (l.fd >= 0)
		close(l.fd);
	if (err)
		close(lock);
	else
		pin_unlock_remove(lock, dev);
	return err;
}

int cmd_detach(const struct cli *c)
{
	struct session s;
	int err = -1;

	if (!if_nametoindex(c->device) && errno == ENODEV)
		return detach_gone(c->device) ? 1 : 0;
	if (open_session(&s, c->device, true))
		goto out;
	if (s.d.stale_pins) {
		printf("xdpc: %s: removing the pins of a filter that is no longer attached\n",
		       s.d.name);
		pin_remove_all(s.d.name);
	}
	if (s.d.pins_ifindex || s.d.pins_unreadable)
		device_say_foreign_pins(&s.d);
	if (s.d.link_fd >= 0)
		err = detach_pinned(&s);
	else if (s.d.prog_id)
		err = detach_other(&s, c->force);
	else {
		printf("xdpc: %s: no XDP program is attached; nothing to do\n", s.d.name);
		err = 0;
	}
out:
	close_session(&s);
	return err ? 1 : 0;
}
