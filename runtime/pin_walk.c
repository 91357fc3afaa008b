#include "pin_walk.h"

#include "pin.h"

#include <dirent.h>
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define WALK_TOP PIN_BPFFS "/xdpc"

void pin_walk_own_netns(char *key, size_t len)
{
	struct stat st;

	if (stat("/proc/self/ns/net", &st))
		snprintf(key, len, "%s", "");
	else
		snprintf(key, len, "net%lu", (unsigned long)st.st_ino);
}

static bool has_link(const char *dir)
{
	char path[300];
	struct stat st;

	snprintf(path, sizeof(path), "%s/%s", dir, PIN_LINK);
	return stat(path, &st) == 0;
}

static bool is_dir(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static bool skip_entry(const char *name)
{
	return name[0] == '.';
}

static int add(struct pinned_list *l, const char *netns, const char *dev, const char *dir)
{
	struct pinned_filter *f = realloc(l->f, (l->n + 1) * sizeof(*f));

	if (!f)
		return -ENOMEM;
	l->f = f;
	f = &l->f[l->n++];
	snprintf(f->netns, sizeof(f->netns), "%s", netns);
	snprintf(f->dev, sizeof(f->dev), "%s", dev);
	snprintf(f->dir, sizeof(f->dir), "%s", dir);
	return 0;
}

/* NSDIR = WALK_TOP/net<INODE>: one directory per device. */
static int walk_netns(struct pinned_list *l, const char *nsdir, const char *netns)
{
	char dir[256];
	struct dirent *e;
	DIR *d = opendir(nsdir);
	int err = 0;

	if (!d)
		return errno == ENOENT ? 0 : -errno;  /* removed meanwhile */
	while (!err && (e = readdir(d))) {
		if (skip_entry(e->d_name) || strlen(e->d_name) >= IF_NAMESIZE)
			continue;
		if (snprintf(dir, sizeof(dir), "%s/%s", nsdir, e->d_name) >= (int)sizeof(dir))
			continue;
		if (has_link(dir))
			err = add(l, netns, e->d_name, dir);
	}
	closedir(d);
	return err;
}

static int by_netns_dev(const void *a, const void *b)
{
	const struct pinned_filter *x = a, *y = b;
	int c = strcmp(x->netns, y->netns);

	return c ? c : strcmp(x->dev, y->dev);
}

/* Pins made before pins were kept per namespace (WALK_TOP/DEV/link) do
 * not say which namespace their device is in: their netns is "". */
int pin_walk(struct pinned_list *l)
{
	char dir[256];
	struct dirent *e;
	DIR *d;
	int err = 0;

	l->f = NULL;
	l->n = 0;
	if (!(d = opendir(WALK_TOP)))
		return errno == ENOENT ? 0 : -errno;
	while (!err && (e = readdir(d))) {
		if (skip_entry(e->d_name))
			continue;
		if (snprintf(dir, sizeof(dir), "%s/%s", WALK_TOP, e->d_name) >= (int)sizeof(dir))
			continue;
		if (has_link(dir) && strlen(e->d_name) < IF_NAMESIZE)
			err = add(l, "", e->d_name, dir);
		else if (!strncmp(e->d_name, "net", 3) && is_dir(dir))
			err = walk_netns(l, dir, e->d_name);
	}
	closedir(d);
	if (err)
		pinned_list_free(l);
	else if (l->n)
		qsort(l->f, l->n, sizeof(*l->f), by_netns_dev);
	return err;
}

void pinned_list_free(struct pinned_list *l)
{
	free(l->f);
	l->f = NULL;
	l->n = 0;
}
