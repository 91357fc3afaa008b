#include "pin.h"
#include "diag.h"

#include "dynset.h"
#include "errhint.h"
#include "ifname.h"
#include "meta.h"
#include "meta_map.h"
#include "netns.h"

#include <bpf/bpf.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/magic.h>
#include <net/if.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

static bool is_bpffs(const char *path)
{
	struct statfs s;

	return statfs(path, &s) == 0 && s.f_type == BPF_FS_MAGIC;
}

bool pin_bpffs_mounted(void)
{
	return is_bpffs(PIN_BPFFS);
}

int pin_ns_key(char key[PIN_NS_KEY_LEN])
{
	unsigned long ino = netns_self_inode();

	if (!ino)
		return -errno;
	snprintf(key, PIN_NS_KEY_LEN, "%s%lu", PIN_NS_PREFIX, ino);
	return 0;
}

/* TOP/NSKEY[/DEV[SUFFIX]] into PATH; DEV must be a device name. */
static int build(char path[PIN_PATH_LEN], const char *top, const char *nskey,
		 const char *dev, const char *sep, const char *name)
{
	int n;

	if (dev && ifname_problem(dev))
		return -EINVAL;
	if (strchr(nskey, '/') || !*nskey || nskey[0] == '.')
		return -EINVAL;
	n = snprintf(path, PIN_PATH_LEN, "%s/%s%s%s%s%s", top, nskey, dev ? "/" : "",
		     dev ? dev : "", name ? sep : "", name ? name : "");
	return n < 0 || n >= PIN_PATH_LEN ? -ENAMETOOLONG : 0;
}

int pin_path_ns(char path[PIN_PATH_LEN], const char *nskey, const char *dev,
		const char *name)
{
	if (name && (strchr(name, '/') || name[0] == '.'))
		return -EINVAL;
	return build(path, PIN_TOP, nskey, dev, "/", name);
}

int pin_path(char path[PIN_PATH_LEN], const char *dev, const char *name)
{
	char key[PIN_NS_KEY_LEN];
	int err = pin_ns_key(key);

	return err ? err : pin_path_ns(path, key, dev, name);
}

bool pin_dir_exists(const char *dev)
{
	char path[PIN_PATH_LEN];
	struct stat st;

	return !pin_path(path, dev, NULL) && is_bpffs(PIN_BPFFS) && stat(path, &st) == 0 &&
	       S_ISDIR(st.st_mode);
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
	char key[PIN_NS_KEY_LEN], path[PIN_PATH_LEN];
	int err;

	if ((err = pin_ns_key(key)) || (err = build(path, PIN_TOP, key, NULL, "", NULL)))
		return err;
	if ((err = make_dir(PIN_TOP)) || (err = make_dir(path)))
		return err;
	if ((err = pin_path(path, dev, NULL)))
		return err;
	return make_dir(path);
}

int pin_put(int fd, const char *dev, const char *name)
{
	char path[PIN_PATH_LEN];
	int err = pin_path(path, dev, name);

	if (err)
		return err;
	if (unlink(path) && errno != ENOENT)
		return -errno;
	if (bpf_obj_pin(fd, path) || chmod(path, 0600))
		return -errno;
	return 0;
}

int pin_get(const char *dev, const char *name)
{
	char path[PIN_PATH_LEN];
	int fd, err = pin_path(path, dev, name);

	if (err)
		return err;
	fd = bpf_obj_get(path);
	return fd < 0 ? -errno : fd;
}

int pin_remove(const char *dev, const char *name)
{
	char path[PIN_PATH_LEN];
	int err = pin_path(path, dev, name);

	if (err)
		return err;
	return unlink(path) && errno != ENOENT ? -errno : 0;
}

int pin_filter_maps(const char *dev, const struct filter *f)
{
	int err = pin_put(f->rules_fd, dev, XDPC_RULES_MAP);

	if (!err)
		err = pin_put(f->meta_fd, dev, META_MAP_NAME);
	for (size_t t = 0; !err && t < f->meta.ntables; t++)
		if (f->table_fds[t] >= 0)
			err = pin_put(f->table_fds[t], dev, f->meta.tables[t].map_name);
	/* --follow DEV reads the samples of a pinned filter from here */
	if (!err && f->samples_fd >= 0)
		err = pin_put(f->samples_fd, dev, XDPC_SAMPLES_MAP);
	if (!err && f->sample_n_fd >= 0)
		err = pin_put(f->sample_n_fd, dev, XDPC_SAMPLE_N_MAP);
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
	char path[PIN_PATH_LEN], entry[PIN_PATH_LEN + 256];
	struct dirent *e;
	DIR *d;
	int err = pin_path(path, dev, NULL);

	if (err)
		return err;
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

int pin_link_describe(int fd, struct pin_link *l)
{
	struct bpf_link_info info;
	__u32 len = sizeof(info);

	memset(l, 0, sizeof(*l));
	l->fd = fd;
	memset(&info, 0, sizeof(info));
	if (bpf_obj_get_info_by_fd(fd, &info, &len))
		return -errno;
	if (info.type != BPF_LINK_TYPE_XDP)
		return -EINVAL;
	l->prog_id = info.prog_id;
	l->ifindex = (int)info.xdp.ifindex;
	/* the kernel lets go of the device when it is deleted or detached */
	l->state = l->ifindex ? PIN_LINK_LIVE : PIN_LINK_DEAD;
	return 0;
}

int pin_link_read(const char *path, struct pin_link *l)
{
	int fd = bpf_obj_get(path), err;

	memset(l, 0, sizeof(*l));
	l->fd = -1;
	if (fd < 0)
		return errno == ENOENT ? 0 : -errno;
	if ((err = pin_link_describe(fd, l))) {
		close(fd);
		l->fd = -1;
		l->state = PIN_LINK_NONE;
	}
	return err;
}

int pin_link_of(const char *dev, struct pin_link *l)
{
	char path[PIN_PATH_LEN];
	int err = pin_path(path, dev, PIN_LINK);

	if (err) {
		memset(l, 0, sizeof(*l));
		l->fd = -1;
		return err;
	}
	return pin_link_read(path, l);
}

static int lock_path(char path[PIN_PATH_LEN], const char *dev, bool make)
{
	char key[PIN_NS_KEY_LEN];
	int err;

	if ((err = pin_ns_key(key)) || (err = build(path, PIN_LOCK_TOP, key, NULL, "", NULL)))
		return err;
	if (make && ((mkdir(PIN_LOCK_TOP, 0700) && errno != EEXIST) ||
		     (mkdir(path, 0700) && errno != EEXIST)))
		return -errno;
	return build(path, PIN_LOCK_TOP, key, dev, "", ".lock");
}

/* An flock on a file that pin_unlock_remove() unlinked meanwhile would
 * serialise nothing: hold the lock only on the file the path names. */
static int lock_file(const char *path, const char *dev, bool exclusive)
{
	int how = exclusive ? LOCK_EX : LOCK_SH;

	for (;;) {
		struct stat held, named;
		int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600), rc, err;

		if (fd < 0)
			return -errno;
		rc = flock(fd, how | LOCK_NB);
		if (rc && errno == EWOULDBLOCK) {
			diag_sys(diag_stderr(), DIAG_NOTE, "waiting for another xdpc working on %s...", dev);
			rc = flock(fd, how);
		}
		if (rc || fstat(fd, &held)) {
			err = -errno;
			close(fd);
			return err;
		}
		if (!stat(path, &named) && named.st_ino == held.st_ino &&
		    named.st_dev == held.st_dev)
			return fd;
		close(fd);
	}
}

int pin_lock(const char *dev, bool exclusive, bool any_device)
{
	char path[PIN_PATH_LEN];
	int err;

	if (ifname_problem(dev))
		return -EINVAL;
	/* no lock files for devices that are not there */
	if (!any_device && !if_nametoindex(dev))
		return errno == ENXIO || errno == ENODEV ? -ENODEV : -errno;
	if ((err = lock_path(path, dev, true)))
		return err;
	return lock_file(path, dev, exclusive);
}

void pin_unlock_remove(int fd, const char *dev)
{
	char path[PIN_PATH_LEN];

	if (!lock_path(path, dev, false))
		unlink(path);
	close(fd);
}

/* Whether PID's mount namespace is ours: 1, 0, or -1 when it cannot be
 * told (/proc/PID/ns is not readable, as PID 1's in some containers). */
static int mount_ns_of_pid_is_ours(pid_t pid)
{
	char path[64];
	struct stat self, other;

	snprintf(path, sizeof(path), "/proc/%d/ns/mnt", (int)pid);
	if (stat("/proc/self/ns/mnt", &self) || stat(path, &other))
		return -1;
	return self.st_ino == other.st_ino && self.st_dev == other.st_dev;
}

/* Whether PID sees the same bpf filesystem on PIN_BPFFS as we do. */
static bool bpffs_shared_with(pid_t pid)
{
	char path[64];
	struct stat self, other;

	snprintf(path, sizeof(path), "/proc/%d/root%s", (int)pid, PIN_BPFFS);
	return !stat(PIN_BPFFS, &self) && !stat(path, &other) && is_bpffs(path) &&
	       self.st_dev == other.st_dev;
}

static void say_no_lasting_bpffs(bool knows_private)
{
	char ns[256];
	const char *name = netns_self_name(ns, sizeof(ns)) ? "NS" : ns;

	diag_sys(diag_stderr(), DIAG_ERROR, "cannot pin: %s is not a bpf filesystem that outlives xdpc here: "
		"%s, so a bpffs mounted now would vanish when xdpc exits, and the filter "
		"with it. Nothing was attached.", PIN_BPFFS, knows_private ?
		"this process runs in a mount namespace of its own (as `ip netns exec` "
		"makes, with a fresh /sys)" :
		"xdpc cannot tell whether this mount namespace is the host's");
	diag_sys_note(diag_stderr(), "enter only the network namespace and keep the host's bpffs: "
		"`xdpc -n %s --attach ...` (or `nsenter --net=%s/%s xdpc ...`)",
		name, NETNS_RUN_DIR, name);
	if (!knows_private)
		diag_sys_note(diag_stderr(), "in the host's mount namespace, mount it first: "
			"mount -t bpf bpf %s", PIN_BPFFS);
}

int pin_need_bpffs(void)
{
	pid_t parent = getppid();
	int host = mount_ns_of_pid_is_ours(1);

	if (is_bpffs(PIN_BPFFS)) {
		/* mounted by whoever set up this mount namespace: ours to use
		 * if it is also our parent's, or the same bpffs as theirs */
		if (host == 1 || mount_ns_of_pid_is_ours(parent) == 1 ||
		    bpffs_shared_with(parent) || bpffs_shared_with(1))
			return 0;
		say_no_lasting_bpffs(true);
		return -ENOTSUP;
	}
	if (host != 1) {
		say_no_lasting_bpffs(host == 0 || mount_ns_of_pid_is_ours(parent) == 0);
		return -ENOTSUP;
	}
	/* the host's mount namespace: what bpftool does too (CAP_SYS_ADMIN) */
	if (mount("bpf", PIN_BPFFS, "bpf", 0, "mode=0700")) {
		int err = -errno;

		report_errno("cannot mount a bpf filesystem on " PIN_BPFFS, err, NULL);
		return err;
	}
	diag_sys(diag_stderr(), DIAG_NOTE, "mounted a bpf filesystem on %s", PIN_BPFFS);
	return 0;
}
