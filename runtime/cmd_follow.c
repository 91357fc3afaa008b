/* --follow DEV --capture OUT.pcapng: the frames that the `sample` rules of
 * the filter on DEV send, written to OUT until Ctrl-C, with the live
 * counters on the terminal meanwhile. The ring buffer comes from the pin
 * directory (a pinned filter), or through the program (a foreground one). */
#include "commands.h"

#include "device.h"
#include "errhint.h"
#include "pin.h"
#include "sample_ring.h"
#include "watch.h"

#include <errno.h>
#include <stdio.h>
#include <unistd.h>

/* The samples' ring of F on DEV, a descriptor to close; -1 after saying
 * why there is none. */
static int ring_of(const char *dev, const struct filter *f)
{
	int fd = pin_get(dev, XDPC_SAMPLES_MAP);

	if (fd >= 0)
		return fd;
	if (f->samples_fd >= 0 && (fd = dup(f->samples_fd)) >= 0)
		return fd;
	fprintf(stderr, "xdpc: %s: the filter (program %u) has no `sample` rule, so there is "
		"nothing to capture; add e.g. `sample 1/100` to a rule (xdpc-rules(5))\n",
		dev, f->prog_id);
	return -1;
}

struct following {
	struct sample_capture cap;
	int link_fd;          /* the pinned link, or -1 (a foreground filter) */
	__u32 prog_id, replaced_by;
};

/* Reads samples; stops (-ESTALE) once the pinned link runs another
 * program: a replacement brings a new ring buffer. */
static int follow_wait(void *arg, int timeout_ms)
{
	struct following *fw = arg;
	struct pin_link l;

	if (fw->link_fd >= 0 && pin_link_describe(fw->link_fd, &l) == 0 &&
	    l.state == PIN_LINK_LIVE && l.prog_id && l.prog_id != fw->prog_id) {
		fw->replaced_by = l.prog_id;
		return -ESTALE;
	}
	return sample_capture_wait(&fw->cap, timeout_ms);
}

static int follow(const struct cli *c, struct device *d, struct filter *f)
{
	struct report_ctx r = { .dev = d->name, .mode = d->mode, .f = f };
	struct following fw = { .link_fd = d->link_fd, .prog_id = f->prog_id };
	struct watch_idle idle = { follow_wait, &fw };
	int ring = ring_of(d->name, f), err;

	if (ring < 0)
		return -ENOENT;
	err = sample_capture_open(&fw.cap, f, ring, c->capture, d->name);
	close(ring);      /* the ring buffer keeps its own mapping */
	if (err)
		return -EIO;
	printf("xdpc: %s: writing sampled frames of program %u to %s; Ctrl-C stops\n",
	       d->name, f->prog_id, c->capture);
	fflush(stdout);
	err = watch_until_signal_idle(&r, c->interval, d->link_fd, d->xdp.ifindex, &idle);
	if (err == -ENODEV || err == -EXDEV)
		fprintf(stderr, "xdpc: %s: the filter is gone (device deleted or moved)\n",
			d->name);
	else if (err == -ESTALE)
		fprintf(stderr, "xdpc: %s: the filter was replaced (program %u runs now); "
			"its samples go to a new ring: start --follow again\n", d->name,
			fw.replaced_by);
	else if (err)
		report_errno("reading the filter", err, NULL);
	/* what was captured holds whatever stopped the capture */
	return sample_capture_close(&fw.cap, true, d->name) ? -EIO : 0;
}

int cmd_follow(const struct cli *c)
{
	struct nl *nl = nl_open();
	struct device d = { .link_fd = -1 };
	struct filter f;
	int err = -1;

	filter_init(&f);
	if (!nl) {
		report_errno("cannot open a netlink socket", errno, NULL);
		return 1;
	}
	if (device_query(nl, c->device, &d))
		goto out;
	if (!d.prog_id) {
		fprintf(stderr, "xdpc: %s: no XDP program is attached\n", d.name);
		goto out;
	}
	if ((err = filter_from_prog_id(&f, d.prog_id))) {
		if (err == -ENOMSG)
			fprintf(stderr, "xdpc: %s: program %u was not attached by xdpc\n", d.name,
				d.prog_id);
		else
			report_errno_needs("cannot read the attached filter", err, NULL, NEEDS_READ);
		goto out;
	}
	err = follow(c, &d, &f);
out:
	filter_close(&f);
	device_close(&d);
	nl_close(nl);
	return err ? 1 : 0;
}
