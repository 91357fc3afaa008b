#include "scrape.h"
#include "diag.h"

#include "confirm.h"
#include "errhint.h"
#include "pin.h"
#include "pin_walk.h"
#include "report.h"

#include <bpf/bpf.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct one {
	struct filter f;
	struct snapshot s;
	bool have_snap;
	struct confirm_state pending;
	bool is_pending;
};

/* A BPF link, not a map or program pinned under that name: the info
 * call would fill in a different struct for those. */
static bool is_link_fd(int fd)
{
	char path[64], target[64];
	ssize_t n;

	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	n = readlink(path, target, sizeof(target) - 1);
	if (n < 0)
		return false;
	target[n] = '\0';
	/* "bpf-link" from BPF_OBJ_GET, "bpf_link" when the link was made */
	return !strcmp(target, "anon_inode:bpf-link") || !strcmp(target, "anon_inode:bpf_link");
}

/* The program behind the pinned link in DIR. */
static int pinned_prog_id(const char *dir, __u32 *prog_id)
{
	struct bpf_link_info info;
	__u32 len = sizeof(info);
	char path[300];
	int fd, err = 0;

	snprintf(path, sizeof(path), "%s/%s", dir, PIN_LINK);
	if ((fd = bpf_obj_get(path)) < 0)
		return -errno;
	memset(&info, 0, sizeof(info));
	if (!is_link_fd(fd))
		err = -ENOTSUP;
	else if (bpf_obj_get_info_by_fd(fd, &info, &len))
		err = -errno;
	else if (info.type != BPF_LINK_TYPE_XDP)
		err = -ENOTSUP;
	close(fd);
	*prog_id = info.prog_id;
	return err ? err : info.prog_id ? 0 : -ENOENT;
}

static int read_one(const struct pinned_filter *p, const char *own_netns, struct one *o)
{
	__u32 prog_id = 0;
	int lock = -1, err;

	/* a replace in progress holds the device's lock: wait for it, so its
	 * carried counters are complete when read (own namespace only) */
	if ((!*p->netns || !strcmp(p->netns, own_netns)) &&
	    (lock = pin_lock(p->dev, false, false)) < 0 && lock != -ENODEV)
		return lock;   /* no device here: nothing to replace, no lock file */
	err = pinned_prog_id(p->dir, &prog_id);
	if (!err)
		err = filter_from_prog_id(&o->f, prog_id);
	if (!err)
		err = stats_read(&o->f, &o->s);
	o->have_snap = !err;
	/* as --stats shows it: only the program on trial has a deadline */
	o->is_pending = !err && lock >= 0 && confirm_pending(p->dev, &o->pending) &&
			o->pending.new_prog_id == o->f.prog_id;
	if (lock >= 0)
		close(lock);
	return err;
}

static void write_own_metrics(FILE *out, size_t nfilters, const struct scrape_totals *t)
{
	fputs("# HELP xdpc_exporter_filters Pinned xdpc filters reported by this scrape.\n"
	      "# TYPE xdpc_exporter_filters gauge\n", out);
	fprintf(out, "xdpc_exporter_filters %zu\n", nfilters);
	fputs("# HELP xdpc_exporter_read_errors_total Pinned filters that could not be read.\n"
	      "# TYPE xdpc_exporter_read_errors_total counter\n", out);
	fprintf(out, "xdpc_exporter_read_errors_total %llu\n", t->errors);
	fputs("# HELP xdpc_exporter_scrapes_total Scrapes served.\n"
	      "# TYPE xdpc_exporter_scrapes_total counter\n", out);
	fprintf(out, "xdpc_exporter_scrapes_total %llu\n", t->scrapes);
}

static void close_all(struct one *o, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (o[i].have_snap)
			stats_free(&o[i].s);
		filter_close(&o[i].f);
	}
	free(o);
}

int scrape_write(FILE *out, struct scrape_totals *t)
{
	struct pinned_list l;
	struct report_ctx *r;
	struct snapshot *snaps;
	struct one *o;
	char own[32];
	size_t k = 0;
	int err = pin_walk(&l);

	if (err)
		return err;
	pin_walk_own_netns(own, sizeof(own));
	o = calloc(l.n + 1, sizeof(*o));
	r = calloc(l.n + 1, sizeof(*r));
	snaps = calloc(l.n + 1, sizeof(*snaps));
	if (!o || !r || !snaps) {
		free(o), free(r), free(snaps);
		pinned_list_free(&l);
		return -ENOMEM;
	}
	t->scrapes++;
	for (size_t i = 0; i < l.n; i++) {
		filter_init(&o[i].f);
		err = read_one(&l.f[i], own, &o[i]);
		if (err == -ENOENT)
			continue;  /* detached since the walk: gone, not an error */
		if (err) {
			diag_sys(diag_stderr(), DIAG_ERROR, "--serve: cannot read the filter pinned in %s: %s",
				l.f[i].dir, strerror(-err));
			t->errors++;
			continue;
		}
		r[k] = (struct report_ctx){ .dev = l.f[i].dev, .mode = "", .f = &o[i].f,
					    .netns = l.f[i].netns,
					    .pending = o[i].is_pending ? &o[i].pending : NULL };
		snaps[k++] = o[i].s;
	}
	report_prometheus_many(out, r, snaps, k);
	write_own_metrics(out, k, t);
	close_all(o, l.n);
	free(r);
	free(snaps);
	pinned_list_free(&l);
	return 0;
}
