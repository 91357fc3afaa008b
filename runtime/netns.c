#define _GNU_SOURCE   /* setns */
#include "netns.h"
#include "diag.h"

#include "errhint.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* What `ip netns add` accepts: a file name in /run/netns. */
static bool name_ok(const char *name)
{
	return *name && strlen(name) < NAME_MAX && !strchr(name, '/') &&
	       strcmp(name, ".") && strcmp(name, "..");
}

int netns_enter(const char *name)
{
	char path[PATH_MAX], what[PATH_MAX + 64];
	int fd, err = 0;

	if (!name_ok(name)) {
		diag_sys(diag_stderr(), DIAG_ERROR, "-n: '%s' is not a network namespace name "
			"(`ip netns list` shows them)", name);
		return -EINVAL;
	}
	snprintf(path, sizeof(path), "%s/%s", NETNS_RUN_DIR, name);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0) {
		err = -errno;
		if (err == -ENOENT)
			diag_sys(diag_stderr(), DIAG_ERROR, "-n %s: no such network namespace (`ip netns list` "
				"shows them, `ip netns add %s` makes one)", name, name);
		else {
			snprintf(what, sizeof(what), "-n %s: cannot open %s", name, path);
			report_errno(what, err, NULL);
		}
		return err;
	}
	if (setns(fd, CLONE_NEWNET)) {
		err = -errno;
		snprintf(what, sizeof(what), "-n %s: cannot enter the network namespace (%s "
			 "is not one?)", name, path);
		report_errno(what, err, NULL);
	}
	close(fd);
	return err;
}

unsigned long netns_self_inode(void)
{
	struct stat st;

	if (stat("/proc/thread-self/ns/net", &st) && stat("/proc/self/ns/net", &st))
		return 0;
	return (unsigned long)st.st_ino;
}

int netns_self_name(char *buf, size_t len)
{
	unsigned long self = netns_self_inode();
	DIR *d = opendir(NETNS_RUN_DIR);
	struct dirent *e;
	struct stat st;
	int err = -ENOENT;

	while (self && d && err && (e = readdir(d))) {
		if (e->d_name[0] == '.' || fstatat(dirfd(d), e->d_name, &st, 0))
			continue;
		if ((unsigned long)st.st_ino == self) {
			snprintf(buf, len, "%s", e->d_name);
			err = 0;
		}
	}
	if (d)
		closedir(d);
	return err;
}
