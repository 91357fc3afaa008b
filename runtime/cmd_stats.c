/* --stats DEV and --detach DEV: both find the filter through the program
 * attached to the device, so they work for pinned and foreground runs. */
#include "commands.h"

#include "confirm.h"
#include "device.h"
#include "errhint.h"
#include "pin.h"
#include "report.h"

#include <bpf/bpf.h>
#include <errno.h>
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
	if ((s->lock = pin_lock(dev, exclusive)) < 0) {
		report_errno_needs("cannot take xdpc's lock for the device", s->lock, NULL,
				   exclusive ? NULL : NEEDS_READ);
		return -1;
	}
	return device_query(s->nl, dev, &s->d) ? -1 : 0;
}

static void close_session(struct session *s)
{
	device_close(&s->d);
	if (s->lock >= 0)
		close(s->lock);
	nl_close(s->nl);
}

/* The filter on the device, or -1 after saying why there is none. */
static int find_filter(const struct session *s, struct filter *f)
{
	char desc[128];
	int err;

	if (!s->d.prog_id) {
		fprintf(stderr, "xdpc: %s: no XDP program is attached\n", s->d.name);
		return -1;
	}
	err = filter_from_prog_id(f, s->d.prog_id);
	if (err == -ENOMSG) {
		device_describe(&s->d, desc, sizeof(desc));
		fprintf(stderr, "xdpc: %s runs program %s, which xdpc did not attach\n",
			s->d.name, desc);
	} else if (err) {
		report_errno_needs("cannot read the attached filter", err, NULL, NEEDS_READ);
	}
	if (err)
		filter_close(f);
	return err ? -1 : 0;
}

int cmd_stats(const struct cli *c)
{
	struct session s;
	struct filter f;
	struct snapshot snap;
	int rc = 1, err;

	if (open_session(&s, c->device, false) || find_filter(&s, &f))
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
		else
			report_table(stdout, &r, &snap);
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
		fprintf(stderr, "xdpc: %s: program %s belongs to an xdpc running in the "
			"foreground; stop that one (Ctrl-C) instead\n", s->d.name, desc);
		return -EBUSY;
	}
	if (!force) {
		fprintf(stderr, "xdpc: %s: program %s was not attached by xdpc; nothing changed "
			"(--force removes it)\n", s->d.name, desc);
		return -EBUSY;
	}
	if ((err = device_remove_foreign(s->nl, &s->d)))
		return err;
	printf("xdpc: %s: removed program %s (--force)\n", s->d.name, desc);
	return 0;
}

int cmd_detach(const struct cli *c)
{
	struct session s;
	int err = -1;

	if (open_session(&s, c->device, true))
		goto out;
	if (s.d.stale_pins)
		pin_remove_all(s.d.name);
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
