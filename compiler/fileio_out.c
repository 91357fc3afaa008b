/* Writing side of the file layer (fileio.h): atomic replacement of
 * regular files, write-through to devices and FIFOs, and temporary files
 * that do not outlive SIGINT or SIGTERM. */
#include "fileio.h"

#include "termsafe.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Temporary files a signal must remove. A handler may only read these, so
 * each path is written before its slot is marked in use. */
#define MAX_TEMPS 8
static char temp_path[MAX_TEMPS][PATH_MAX];
static volatile sig_atomic_t temp_used[MAX_TEMPS];
static int ntemps;
static struct sigaction old_int, old_term;

static void remove_temps(int sig);

static void install(int sig, struct sigaction *old)
{
	struct sigaction sa;

	/* A signal ignored from the start (a background job's SIGINT) stays
	 * ignored: then it cannot interrupt a write either. */
	if (sigaction(sig, NULL, old) == 0 && old->sa_handler == SIG_IGN)
		return;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = remove_temps;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
}

static void remove_temps(int sig)
{
	for (int i = 0; i < MAX_TEMPS; i++)
		if (temp_used[i])
			unlink(temp_path[i]);
	signal(sig, SIG_DFL);
	raise(sig);
}

static int temp_register(const char *path)
{
	if (strlen(path) >= PATH_MAX)
		return -1;
	for (int i = 0; i < MAX_TEMPS; i++) {
		if (temp_used[i])
			continue;
		strcpy(temp_path[i], path);
		if (ntemps++ == 0) {
			install(SIGINT, &old_int);
			install(SIGTERM, &old_term);
		}
		temp_used[i] = 1;
		return i;
	}
	return -1;
}

static void temp_release(int slot)
{
	if (slot < 0)
		return;
	temp_used[slot] = 0;
	if (--ntemps == 0) {
		sigaction(SIGINT, &old_int, NULL);
		sigaction(SIGTERM, &old_term, NULL);
	}
}

/* Open outputs of this process: two may not name the same file. A file
 * that does not exist yet is known by its directory and name. */
struct out_id {
	const struct file_out *o;
	bool exists;
	dev_t dev;
	ino_t ino;
	const char *base;
};
static struct out_id outputs[MAX_TEMPS];

static int fail(char *why, const char *name, const char *what)
{
	char safe[256];

	snprintf(why, FILE_WHY_LEN, "cannot write '%s': %s",
		 term_safe(name, safe, sizeof(safe)), what);
	return -1;
}

static char *dir_of(const char *path)
{
	const char *slash = strrchr(path, '/');

	if (!slash)
		return strdup(".");
	return strndup(path, slash == path ? 1 : (size_t)(slash - path));
}

/* PATH with every symlink in its last component followed: writing goes to
 * the link's target, and the link stays. */
static char *follow_links(const char *path)
{
	char *cur = strdup(path), link[PATH_MAX];
	struct stat st;

	for (int hops = 0; cur && hops < 40; hops++) {
		ssize_t n;
		char *dir, *next;

		if (lstat(cur, &st) != 0 || !S_ISLNK(st.st_mode))
			return cur;
		if ((n = readlink(cur, link, sizeof(link) - 1)) < 0)
			return cur;
		link[n] = '\0';
		dir = dir_of(cur);
		next = NULL;
		if (link[0] == '/')
			next = strdup(link);
		else if (dir && (next = malloc(strlen(dir) + strlen(link) + 2)))
			sprintf(next, "%s/%s", dir, link);
		free(dir);
		free(cur);
		cur = next;
	}
	free(cur);
	errno = ELOOP;
	return NULL;
}

static const char *base_of(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}

/* The identity of O's target: itself, or its directory and name. */
static int identify(const struct file_out *o, struct out_id *id)
{
	struct stat st;
	char *dir;
	int rc;

	memset(id, 0, sizeof(*id));
	id->o = o;
	if (stat(o->target, &st) == 0) {
		id->exists = true;
	} else {
		if (!(dir = dir_of(o->target)))
			return -1;
		rc = stat(dir, &st);
		free(dir);
		if (rc != 0)
			return -1;
		id->base = base_of(o->target);
	}
	id->dev = st.st_dev;
	id->ino = st.st_ino;
	return 0;
}

static bool same_id(const struct out_id *a, const struct out_id *b)
{
	return a->exists == b->exists && a->dev == b->dev && a->ino == b->ino &&
	       (a->exists || strcmp(a->base, b->base) == 0);
}

/* An input with the identity of ST: never replaced. */
static int is_input(const struct file_out *o, const struct stat *st, char *why)
{
	const char *in = file_input_named(st->st_dev, st->st_ino);
	char msg[320], safe[256];

	if (!in)
		return 0;
	snprintf(msg, sizeof(msg), "it is the input '%s' (an output never replaces an input)",
		 term_safe(in, safe, sizeof(safe)));
	return fail(why, o->name, msg);
}

static int is_other_output(const struct file_out *o, char *why)
{
	struct out_id id;

	if (identify(o, &id) != 0)
		return 0;   /* no directory: creating the file says why */
	for (int i = 0; i < MAX_TEMPS; i++)
		if (outputs[i].o && outputs[i].o != o && same_id(&outputs[i], &id))
			return fail(why, o->name, "another output of this run goes to the same file");
	return 0;
}

/* An existing regular file's owner (as root) and mode carry over. */
static int keep_mode(int fd, const struct stat *st)
{
	if (geteuid() == 0 && fchown(fd, st->st_uid, st->st_gid) != 0)
		return -1;
	return fchmod(fd, st->st_mode & 07777);
}

static int open_temp(struct file_out *o, const struct stat *existing, char *why)
{
	const char *slash = strrchr(o->target, '/');
	size_t dirlen = slash ? (size_t)(slash - o->target) + 1 : 0;
	mode_t mask;
	int fd;

	if (!(o->tmp = malloc(strlen(o->target) + 16)))
		return fail(why, o->name, "out of memory");
	sprintf(o->tmp, "%.*s.%s.XXXXXX", (int)dirlen, o->target, o->target + dirlen);
	if ((fd = mkstemp(o->tmp)) < 0) {
		free(o->tmp);
		o->tmp = NULL;
		return fail(why, o->name, strerror(errno));
	}
	if ((o->slot = temp_register(o->tmp)) < 0) {
		unlink(o->tmp);
		close(fd);
		return fail(why, o->name, "too many outputs at once");
	}
	mask = umask(0);
	umask(mask);
	if (existing ? keep_mode(fd, existing) : fchmod(fd, 0666 & ~mask)) {
		int err = errno;

		close(fd);
		file_out_abort(o);
		return fail(why, o->name, strerror(err));
	}
	o->fd = fd;
	return 0;
}

/* Where the data goes: a temporary file beside a regular (or new) target,
 * or the device or FIFO itself. */
static int open_target(struct file_out *o, char *why)
{
	char msg[160];
	struct stat st;

	if (stat(o->target, &st) != 0) {
		if (errno != ENOENT)
			return fail(why, o->name, strerror(errno));
		return is_other_output(o, why) ? -1 : open_temp(o, NULL, why);
	}
	if (is_input(o, &st, why))
		return -1;
	if (S_ISREG(st.st_mode)) {
		if (is_other_output(o, why))
			return -1;
		if (st.st_nlink > 1)
			return fail(why, o->name, "it has several hard links, which replacing it "
				    "would break; write elsewhere or remove the other links");
		return open_temp(o, &st, why);
	}
	if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode)) {
		o->fd = open(o->target, O_WRONLY | O_CLOEXEC | O_NOCTTY);
		return o->fd < 0 ? fail(why, o->name, strerror(errno)) : 0;
	}
	snprintf(msg, sizeof(msg), "it is %s; xdpc replaces regular files and writes "
		 "through only to character devices and FIFOs", file_kind(st.st_mode));
	return fail(why, o->name, msg);
}

static void remember(struct file_out *o)
{
	for (int i = 0; i < MAX_TEMPS; i++)
		if (!outputs[i].o) {
			if (identify(o, &outputs[i]) != 0)
				outputs[i].o = NULL;
			return;
		}
}

static void forget(const struct file_out *o)
{
	for (int i = 0; i < MAX_TEMPS; i++)
		if (outputs[i].o == o)
			outputs[i].o = NULL;
}

int file_out_open(struct file_out *o, const char *path, char why[FILE_WHY_LEN])
{
	memset(o, 0, sizeof(*o));
	o->name = path;
	o->fd = -1;
	o->slot = -1;
	if (strcmp(path, "-") == 0)
		o->fd = dup(STDOUT_FILENO);
	else if (!(o->target = follow_links(path)))
		return fail(why, path, strerror(errno));
	else if (open_target(o, why) != 0) {
		free(o->target);
		o->target = NULL;
		return -1;
	}
	if (o->fd < 0 || !(o->stream = fdopen(o->fd, "w"))) {
		int err = errno;

		if (o->fd >= 0)
			close(o->fd);
		o->fd = -1;
		file_out_abort(o);
		return fail(why, path, strerror(err));
	}
	if (o->target)
		remember(o);
	return 0;
}

void file_out_abort(struct file_out *o)
{
	if (o->stream)
		fclose(o->stream);
	else if (o->fd >= 0)
		close(o->fd);
	if (o->tmp)
		unlink(o->tmp);
	temp_release(o->slot);
	forget(o);
	free(o->tmp);
	free(o->target);
	memset(o, 0, sizeof(*o));
	o->fd = -1;
	o->slot = -1;
}

/* Writes out what is buffered and makes it durable; the first error wins. */
static int finish_stream(struct file_out *o)
{
	int err = 0;

	if (fflush(o->stream) != 0 || ferror(o->stream))
		err = errno ? errno : EIO;
	if (!err && o->tmp && fsync(o->fd) != 0)
		err = errno;
	if (fclose(o->stream) != 0 && !err)
		err = errno;
	o->stream = NULL;
	o->fd = -1;
	return err;
}

static void sync_dir(const char *path)
{
	char *dir = dir_of(path);
	int fd = dir ? open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC) : -1;

	if (fd >= 0) {
		fsync(fd);   /* makes the rename durable; no error worth reporting */
		close(fd);
	}
	free(dir);
}

int file_out_commit(struct file_out *o, char why[FILE_WHY_LEN])
{
	struct stat st;
	int err;

	errno = 0;
	if ((err = finish_stream(o))) {
		fail(why, o->name, strerror(err));
		file_out_abort(o);
		return -1;
	}
	if (!o->tmp) {
		file_out_abort(o);
		return 0;
	}
	/* An input opened after this output (a capture) must not be replaced. */
	if (stat(o->target, &st) == 0 && is_input(o, &st, why)) {
		file_out_abort(o);
		return -1;
	}
	if (rename(o->tmp, o->target) != 0) {
		fail(why, o->name, strerror(errno));
		file_out_abort(o);
		return -1;
	}
	sync_dir(o->target);
	free(o->tmp);
	o->tmp = NULL;
	file_out_abort(o);   /* nothing left to remove: just releases */
	return 0;
}

int file_write(const char *path, const void *data, size_t len, char why[FILE_WHY_LEN])
{
	struct file_out o;

	if (file_out_open(&o, path, why) != 0)
		return -1;
	if (len && fwrite(data, 1, len, o.stream) != len) {
		fail(why, path, strerror(errno ? errno : EIO));
		file_out_abort(&o);
		return -1;
	}
	return file_out_commit(&o, why);
}
