#include "pin.h"

#include "dynset.h"
#include "meta.h"
#include "meta_map.h"

#include <bpf/bpf.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/magic.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

#define PIN_TOP PIN_BPFFS "/xdpc"
#define LOCK_DIR "/run/xdpc"

static bool is_bpffs(const char *path)
{
	struct statfs s;

	return statfs(path, &s) == 0 && s.f_type == BPF_FS_MAGIC;
}

/* `ip netns exec` runs commands in a throwaway mount namespace: a bpffs
 * mounted there dies with it, and takes the pinned link along. */
static bool in_own_mount_namespace(void)
{
	struct stat self, init;

	return stat("/proc/self/ns/mnt", &self) == 0 && stat("/proc/1/ns/mnt", &init) == 0 &&
	       self.st_ino != init.st_ino;
}

int pin_need_bpffs(void)
{
	if (is_bpffs(PIN_BPFFS))
		return 0;
	if (in_own_mount_namespace()) {
		fprintf(stderr, "xdpc: %s is not a bpf filesystem in this mount namespace (as under "
			"`ip netns exec`), and one mounted here would vanish with it, taking the "
			"pinned filter along; mount bpffs first, or enter only the network "
			"namespace: nsenter --net=/run/netns/NAME xdpc ...\n", PIN_BPFFS);
		return -ENOTSUP;
	}
	/* what bpftool does too; needs CAP_SYS_ADMIN */
	if (mount("bpf", PIN_BPFFS, "bpf", 0, "mode=0700"))
		return -errno;
	fprintf(stderr, "xdpc: mounted a bpf filesystem on %s\n", PIN_BPFFS);
	return 0;
}

void pin_path(char *path, size_t len, const char *dev, const char *name)
{
	if (name)
		snprintf(path, len, "%s/%s/%s", PIN_TOP, dev, name);
	else
		snprintf(path, len, "%s/%s", PIN_TOP, dev);
}

bool pin_dir_exists(const char *dev)
{
	char path[256];
	struct stat st;

	pin_path(path, sizeof(path), dev, NULL);
	return is_bpffs(PIN_BPFFS) && stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static int make_dir(const char *path)
{
	if (mkdir(path, 0700) && errno != EEXIST)
		return -errno;
	/* an existing dir may have been made with looser modes */
	if (chmod(path, 0700))
		return -errno;
	return 0;
}

int pin_make_dir(const char *dev)
{
	char path[256];
	int err;

	if ((err = make_dir(PIN_TOP)))
		return err;
	pin_path(path, sizeof(path), dev, NULL);
	return make_dir(path);
}

int pin_put(int fd, const char *dev, const char *name)
{
	char path[256];

	pin_path(path, sizeof(path), dev, name);
	if (unlink(path) && errno != ENOENT)
		return -errno;
	if (bpf_obj_pin(fd, path) || chmod(path, 0600))
		return -errno;
	return 0;
}

int pin_get(const char *dev, const char *name)
{
	char path[256];
	int fd;

	pin_path(path, sizeof(path), dev, name);
	fd = bpf_obj_get(path);
	return fd < 0 ? -errno : fd;
}

int pin_remove(const char *dev, const char *name)
{
	char path[256];

	pin_path(path, sizeof(path), dev, name);
	return unlink(path) && errno != ENOENT ? -errno : 0;
}

int pin_filter_maps(const char *dev, const struct filter *f)
{
	int err = pin_put(f->rules_fd, dev, XDPC_RULES_MAP);

	if (!err)
		err = pin_put(f->meta_fd, dev, META_MAP_NAME);
	for (size_t t = 0; !err && t < f->meta.ntables; t++)
		err = pin_put(f->table_fds[t], dev, f->meta.tables[t].map_name);
	for (size_t i = 0; !err && i < f->meta.nsets; i++) {
		const struct meta_set *s = &f->meta.sets[i];
		int fd;

		if (!s->map_name)
			continue;
		if ((fd = dynset_outer_fd(f, s)) < 0)
			return fd;
		err = pin_put(fd, dev, s->map_name);
		close(fd);
	}
	return err;
}

static int remove_entries(const char *dev, bool keep_link)
{
	char path[256], entry[512];
	struct dirent *e;
	DIR *d;
	int err = 0;

	pin_path(path, sizeof(path), dev, NULL);
	if (!(d = opendir(path)))
		return errno == ENOENT ? 0 : -errno;
	while ((e = readdir(d))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..") ||
		    (keep_link && !strcmp(e->d_name, PIN_LINK)))
			continue;
		snprintf(entry, sizeof(entry), "%s/%s", path, e->d_name);
		if (unlink(entry) && !err)
			err = -errno;
	}
	closedir(d);
	if (!keep_link && rmdir(path) && !err)
		err = -errno;
	return err;
}

int pin_remove_all(const char *dev)
{
	return remove_entries(dev, false);
}

void pin_remove_maps(const char *dev)
{
	remove_entries(dev, true);
}

int pin_lock(const char *dev, bool exclusive)
{
	char path[256];
	int fd, err;

	if (mkdir(LOCK_DIR, 0700) && errno != EEXIST)
		return -errno;
	snprintf(path, sizeof(path), "%s/%s.lock", LOCK_DIR, dev);
	fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
	if (fd < 0)
		return -errno;
	int how = exclusive ? LOCK_EX : LOCK_SH;
	int rc = flock(fd, how | LOCK_NB);

	if (rc && errno == EWOULDBLOCK) {
		fprintf(stderr, "xdpc: waiting for another xdpc working on %s...\n", dev);
		rc = flock(fd, how);
	}
	if (rc) {
		err = -errno;
		close(fd);
		return err;
	}
	return fd;
}
