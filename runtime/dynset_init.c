#include "dynset_init.h"
#include "diag.h"

#include "dynset.h"
#include "errhint.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int outer_of(const struct filter *f, const struct meta_set *s)
{
	int fd = dynset_outer_fd(f, s);

	if (fd < 0) {
		char what[160];

		snprintf(what, sizeof(what), "cannot find the map %s of dynamic set %s",
			 s->map_name, s->name);
		report_errno(what, fd, NULL);
	}
	return fd;
}

int dynset_fill_initial(const struct filter *f, const char *from)
{
	int err = 0;

	for (size_t i = 0; i < f->meta.nsets && !err; i++) {
		const struct meta_set *s = &f->meta.sets[i];
		struct set_contents c;
		int outer;

		if (!s->map_name)
			continue;
		if ((outer = outer_of(f, s)) < 0)
			return outer;
		if (!(err = contents_init(&c, s->ports)))
			err = contents_from_meta(&c, &f->meta, s, from) ? -EINVAL
									: dynset_publish(outer, &c, s->name);
		contents_free(&c);
		close(outer);
	}
	return err;
}

/* NEW's set S rebased from OLD's set of that name. 1 carried, 0 not
 * there, or -errno. */
static int carry_one(const struct filter *old, const struct filter *new,
		     const struct meta_set *s)
{
	const struct meta_set *os = meta_set_named(&old->meta, s->name);
	struct set_contents now, old_file, new_file;
	int old_outer, new_outer, inner, err;

	if (!os || !os->map_name || os->ports != s->ports)
		return 0;
	if ((old_outer = outer_of(old, os)) < 0)
		return old_outer;
	if ((new_outer = outer_of(new, s)) < 0) {
		close(old_outer);
		return new_outer;
	}
	contents_init(&now, s->ports);
	contents_init(&old_file, s->ports);
	contents_init(&new_file, s->ports);
	if ((s->ports && (!now.member || !old_file.member || !new_file.member))) {
		err = -ENOMEM;
	} else if ((inner = dynset_inner_fd(old_outer)) < 0) {
		err = inner;
	} else {
		err = dynset_read(inner, &now);
		close(inner);
	}
	if (!err && (contents_from_meta(&old_file, &old->meta, os, "running filter") ||
		     contents_from_meta(&new_file, &new->meta, s, "new filter")))
		err = -EINVAL;
	if (!err)
		err = contents_rebase(&now, &old_file, &new_file);
	if (!err)
		err = dynset_publish(new_outer, &now, s->name);
	contents_free(&now);
	contents_free(&old_file);
	contents_free(&new_file);
	close(old_outer);
	close(new_outer);
	return err ? err : 1;
}

int dynset_carry(const struct filter *old, const struct filter *new)
{
	int carried = 0;

	for (size_t i = 0; i < new->meta.nsets; i++) {
		const struct meta_set *s = &new->meta.sets[i];
		int rc;

		if (!s->map_name)
			continue;
		if ((rc = carry_one(old, new, s)) < 0) {
			diag_sys(diag_stderr(), DIAG_ERROR, "cannot carry dynamic set %s over: %s", s->name,
				strerror(-rc));
			return rc;
		}
		carried += rc;
	}
	return carried;
}
