/* --set DEV NAME add ELEM... | del ELEM... | list | replace FILE: change a
 * dynamic set of the filter running on DEV while it runs. Arguments are
 * checked before anything changes; replace swaps in a complete new set in
 * one step. Changes take DEV's lock exclusively, list shared. */
#include "commands.h"
#include "diag.h"

#include "device.h"
#include "dynset.h"
#include "errhint.h"
#include "fileio.h"
#include "names.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum set_op { OP_ADD, OP_DEL, OP_LIST, OP_REPLACE };

struct set_job {
	const char *dev, *name;
	enum set_op op;
	char **args;           /* elements, or the replace file */
	int nargs;
	struct nl *nl;
	struct device d;
	int lock;
	struct filter f;
	const struct meta_set *s;
	int outer;
	char *text;            /* replace: the file, read before the lock */
	size_t len;
};

static int parse_op(struct set_job *j, const struct cli *c)
{
	static const char *const ops[] = { "add", "del", "list", "replace" };
	const char *op = c->args[1], *close;

	j->name = c->args[0];
	j->args = c->args + 2;
	j->nargs = c->nargs - 2;
	for (int i = 0; i < 4; i++)
		if (!strcmp(op, ops[i]))
			j->op = (enum set_op)i;
	if (!strcmp(op, ops[j->op])) {
		if ((j->op == OP_ADD || j->op == OP_DEL) && j->nargs == 0)
			diag_sys(diag_stderr(), DIAG_ERROR, "--set %s %s %s: name at least one element",
				j->dev, j->name, op);
		else if (j->op == OP_LIST && j->nargs)
			diag_sys(diag_stderr(), DIAG_ERROR, "--set ... list takes no arguments");
		else if (j->op == OP_REPLACE && j->nargs != 1)
			diag_sys(diag_stderr(), DIAG_ERROR, "--set ... replace takes one file (one element per line)");
		else
			return 0;
		return 2;
	}
	close = suggest_closest(op, ops, 4);
	diag_sys(diag_stderr(), DIAG_ERROR, "unknown --set operation '%s'%s%s%s; use add, del, list or replace",
		op, close ? " (did you mean '" : "", close ? close : "", close ? "'?)" : "");
	return 2;
}

/* The xdpc filter on the device, or -1 after saying why there is none. */
static int find_filter(struct set_job *j)
{
	char desc[128];
	int err;

	if (!(j->nl = nl_open())) {
		report_errno("cannot open a netlink socket", errno, NULL);
		return -1;
	}
	if ((j->lock = device_lock(j->dev, j->op != OP_LIST)) < 0)
		return -1;
	if (device_query(j->nl, j->dev, &j->d))
		return -1;
	if (!j->d.prog_id) {
		diag_sys(diag_stderr(), DIAG_ERROR, "%s: no xdpc filter is attached (no XDP program at all)",
			j->dev);
		return -1;
	}
	if ((err = filter_from_prog_id(&j->f, j->d.prog_id)) == -ENOMSG) {
		device_describe(&j->d, desc, sizeof(desc));
		diag_sys(diag_stderr(), DIAG_ERROR, "%s: no xdpc filter is attached; program %s is not xdpc's",
			j->dev, desc);
	} else if (err) {
		report_errno("cannot read the attached filter", err, NULL);
	}
	return err ? -1 : 0;
}

/* "its dynamic sets: a, b" as a note of the error before. */
static void list_dynamic_sets(const struct xdpc_meta *m)
{
	size_t len = 1, ndyn = 0;
	char *list;

	for (size_t i = 0; i < m->nsets; i++)
		if (m->sets[i].map_name)
			len += strlen(m->sets[i].name) + 2;
	if (!(list = calloc(len, 1)))
		return;
	for (size_t i = 0; i < m->nsets; i++)
		if (m->sets[i].map_name) {
			if (ndyn++)
				strcat(list, ", ");
			strcat(list, m->sets[i].name);
		}
	if (ndyn)
		diag_sys_note(diag_stderr(), "its dynamic sets: %s", list);
	else
		diag_sys_note(diag_stderr(), "it has no dynamic sets");
	free(list);
}

static void no_such_set(const struct set_job *j)
{
	const struct xdpc_meta *m = &j->f.meta;
	const char **names = calloc(m->nsets + 1, sizeof(*names));
	const char *close = NULL;
	size_t n = 0;

	for (size_t i = 0; names && i < m->nsets; i++)
		if (strcmp(m->sets[i].name, "-"))
			names[n++] = m->sets[i].name;
	if (names)
		close = suggest_closest(j->name, names, n);
	diag_sys(diag_stderr(), DIAG_ERROR, "%s: the filter has no set named '%s'%s%s%s", j->dev,
		 j->name, close ? " (did you mean '" : "", close ? close : "", close ? "'?)" : "");
	list_dynamic_sets(m);
	free(names);
}

static int find_set(struct set_job *j)
{
	if (!(j->s = meta_set_named(&j->f.meta, j->name))) {
		no_such_set(j);
		return -1;
	}
	if (!j->s->map_name) {
		diag_sys(diag_stderr(), DIAG_ERROR, "%s: set %s is not dynamic: its elements are compiled into the "
			"program. Only a `dynamic set` can change at run time (declare it "
			"`dynamic set %s { ... };` and attach the rules again)",
			j->dev, j->name, j->name);
		return -1;
	}
	if ((j->outer = dynset_outer_fd(&j->f, j->s)) < 0) {
		report_errno("cannot find the dynamic set's map", j->outer, NULL);
		return -1;
	}
	return 0;
}

/* All arguments as elements, or NULL after printing every bad one. */
static struct set_elem *parse_elems(const struct set_job *j)
{
	struct set_elem *e = calloc((size_t)j->nargs, sizeof(*e));
	char why[ELEM_WHY_LEN];
	int bad = 0;

	for (int i = 0; e && i < j->nargs; i++) {
		int rc = elem_parse(j->args[i], j->s->ports, &e[i], why);

		if (rc)
			diag_sys(diag_stderr(), rc > 0 ? DIAG_WARNING : DIAG_ERROR, "set %s: %s%s", j->name, rc > 0 ? "warning: " : "", why);
		bad += rc < 0;
	}
	if (bad || !e) {
		diag_sys(diag_stderr(), DIAG_NOTE, "%s: nothing changed", j->dev);
		free(e);
		return NULL;
	}
	return e;
}

static int do_add(struct set_job *j, int inner, struct set_elem *e)
{
	char *added = calloc((size_t)j->nargs, 1);
	int err = 0, already = 0, n = 0;

	if (!added)
		return -ENOMEM;
	for (int i = 0; i < j->nargs && !err; i++) {
		int has = dynset_has(inner, &e[i]);

		if (has < 0) {
			err = has;
		} else if (has) {
			already++;   /* also the second of a repeated argument */
		} else if (!(err = dynset_add(inner, &e[i]))) {
			added[i] = 1;
			n++;
		}
	}
	if (err) {
		/* all or nothing: take back what this run put in (a trie is what
		 * fills up; port arrays fail only if the kernel does) */
		for (int i = 0; i < j->nargs; i++)
			if (added[i])
				dynset_del(inner, &e[i]);
		if (err == -ENOSPC)
			diag_sys(diag_stderr(), DIAG_ERROR, "%s: set %s is full (it holds at most %u prefixes; "
				"--table-size when compiling); nothing changed", j->dev, j->name,
				dynset_capacity(inner));
		else
			report_errno("cannot add to the set; nothing changed", err, NULL);
	} else {
		printf("xdpc: %s: set %s: added %d element%s", j->dev, j->name, n, n == 1 ? "" : "s");
		printf(already ? " (%d already in)\n" : "\n", already);
	}
	free(added);
	return err;
}

static int do_del(struct set_job *j, int inner, struct set_elem *e)
{
	int missing = 0, err = 0;

	for (int i = 0; i < j->nargs; i++) {
		int has = dynset_has(inner, &e[i]);

		if (has < 0)
			return has;
		if (!has) {
			diag_sys(diag_stderr(), DIAG_ERROR, "%s: set %s: %s is not in the set%s", j->dev, j->name,
				j->args[i], e[i].port ? " (not every port of it)" : " (exactly that prefix)");
			missing++;
		}
	}
	if (missing) {
		diag_sys(diag_stderr(), DIAG_NOTE, "%s: nothing changed", j->dev);
		return -ENOENT;
	}
	for (int i = 0; i < j->nargs && !err; i++)
		if ((err = dynset_del(inner, &e[i])) == -ENOENT)
			err = 0;   /* a duplicate argument */
	if (err)
		report_errno("cannot delete from the set", err, NULL);
	else
		printf("xdpc: %s: set %s: deleted %d element%s\n", j->dev, j->name, j->nargs,
		       j->nargs == 1 ? "" : "s");
	return err;
}

static int do_list(struct set_job *j, int inner)
{
	struct set_contents c;
	int err = contents_init(&c, j->s->ports);

	if (!err)
		err = dynset_read(inner, &c);
	if (err)
		report_errno("cannot read the set", err, NULL);
	else
		contents_print(&c, stdout);
	contents_free(&c);
	return err;
}

static int do_replace(struct set_job *j)
{
	struct set_contents c;
	int err = contents_init(&c, j->s->ports);

	if (!err)
		err = contents_from_text(&c, j->args[0], j->text, j->len) ? -EINVAL
			: dynset_publish(j->outer, &c, j->name);
	if (err)
		diag_sys(diag_stderr(), DIAG_NOTE, "%s: nothing changed", j->dev);
	else
		printf("xdpc: %s: set %s: replaced by the %zu element%s of %s, in one step\n",
		       j->dev, j->name, contents_size(&c), contents_size(&c) == 1 ? "" : "s",
		       j->args[0]);
	contents_free(&c);
	return err;
}

static int run(struct set_job *j)
{
	struct set_elem *e = NULL;
	int inner, err;

	if (find_filter(j) || find_set(j))
		return -1;
	if (j->op == OP_REPLACE)
		return do_replace(j);
	if ((j->op == OP_ADD || j->op == OP_DEL) && !(e = parse_elems(j)))
		return -1;
	if ((inner = dynset_inner_fd(j->outer)) < 0) {
		report_errno("cannot open the set's current contents", inner, NULL);
		free(e);
		return -1;
	}
	err = j->op == OP_ADD ? do_add(j, inner, e)
	    : j->op == OP_DEL ? do_del(j, inner, e)
	    : do_list(j, inner);
	close(inner);
	free(e);
	return err;
}

int cmd_set(const struct cli *c)
{
	struct set_job j = { .dev = c->device, .lock = -1, .outer = -1, .d.link_fd = -1 };
	char why[FILE_WHY_LEN];
	int rc, err;

	filter_init(&j.f);
	if ((rc = parse_op(&j, c)))
		return rc;
	/* Read the whole file before taking the device's lock: a slow or
	 * failing read must not hold up other commands, nor change anything. */
	if (j.op == OP_REPLACE && file_read(j.args[0], FILE_TEXT_MAX, &j.text, &j.len, why)) {
		diag_sys(diag_stderr(), DIAG_ERROR, "%s", why);
		diag_sys(diag_stderr(), DIAG_NOTE, "%s: nothing changed", j.dev);
		return 1;
	}
	err = run(&j);
	free(j.text);
	if (j.outer >= 0)
		close(j.outer);
	filter_close(&j.f);
	device_close(&j.d);
	if (j.lock >= 0)
		close(j.lock);
	nl_close(j.nl);
	return err ? 1 : 0;
}
