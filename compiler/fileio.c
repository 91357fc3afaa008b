/* Reading side of the file layer (fileio.h): regular files under a cap,
 * every read error a failure, and a record of each input so that no
 * output can land on one. */
#include "fileio.h"

#include "termsafe.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

struct input_id {
	dev_t dev;
	ino_t ino;
	char *name;
};

/* Process-wide: an output is checked against everything read so far,
 * whichever module read it. */
static struct input_id *inputs;
static size_t ninputs, cap_inputs;

static void note(const struct stat *st, const char *name)
{
	for (size_t i = 0; i < ninputs; i++)
		if (inputs[i].dev == st->st_dev && inputs[i].ino == st->st_ino)
			return;
	if (ninputs == cap_inputs) {
		size_t cap = cap_inputs ? cap_inputs * 2 : 16;
		struct input_id *p = realloc(inputs, cap * sizeof(*p));

		if (!p)
			return;   /* commit checks again against what it has */
		inputs = p;
		cap_inputs = cap;
	}
	inputs[ninputs].dev = st->st_dev;
	inputs[ninputs].ino = st->st_ino;
	if ((inputs[ninputs].name = strdup(name)))
		ninputs++;
}

const char *file_input_named(dev_t dev, ino_t ino)
{
	for (size_t i = 0; i < ninputs; i++)
		if (inputs[i].dev == dev && inputs[i].ino == ino)
			return inputs[i].name;
	return NULL;
}

void file_note_input(const char *path)
{
	struct stat st;

	if (strcmp(path, "-") && stat(path, &st) == 0)
		note(&st, path);
}

const char *file_kind(mode_t mode)
{
	return S_ISDIR(mode) ? "a directory" : S_ISFIFO(mode) ? "a FIFO"
	     : S_ISCHR(mode) ? "a character device" : S_ISBLK(mode) ? "a block device"
	     : S_ISSOCK(mode) ? "a socket" : S_ISLNK(mode) ? "a symbolic link"
	     : "not a regular file";
}

/* "64 MiB", "2.0 GiB": a size as people read it. */
static void human(char *buf, size_t n, uint64_t bytes)
{
	if (bytes >= (uint64_t)1 << 30)
		snprintf(buf, n, "%.1f GiB", (double)bytes / (double)((uint64_t)1 << 30));
	else if (bytes >= (uint64_t)1 << 20)
		snprintf(buf, n, "%.1f MiB", (double)bytes / (double)((uint64_t)1 << 20));
	else
		snprintf(buf, n, "%llu bytes", (unsigned long long)bytes);
}

/* WHY = "cannot read 'PATH': WHAT"; errno = ERR for callers that tell a
 * missing file from the rest. */
static int fail(char *why, const char *path, int err, const char *what)
{
	char safe[256];

	snprintf(why, FILE_WHY_LEN, "cannot read '%s': %s",
		 term_safe(path, safe, sizeof(safe)), what);
	errno = err;
	return -1;
}

int file_open_input(const char *path, uint64_t max, bool allow_stdin,
		    char why[FILE_WHY_LEN])
{
	char msg[160], have[32], lim[32];
	struct stat st;
	int fd;

	if (allow_stdin && strcmp(path, "-") == 0) {
		if (fstat(STDIN_FILENO, &st) == 0 && S_ISREG(st.st_mode))
			note(&st, "standard input");
		return dup(STDIN_FILENO);
	}
	/* O_NONBLOCK: opening a FIFO must not wait for a writer. */
	fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
	if (fd < 0)
		return fail(why, path, errno, strerror(errno));
	if (fstat(fd, &st) != 0) {
		int err = errno;

		close(fd);
		return fail(why, path, err, strerror(err));
	}
	if (!S_ISREG(st.st_mode)) {
		snprintf(msg, sizeof(msg), "it is %s; xdpc reads only regular files",
			 file_kind(st.st_mode));
		close(fd);
		return fail(why, path, EINVAL, msg);
	}
	if ((uint64_t)st.st_size > max) {
		human(have, sizeof(have), (uint64_t)st.st_size);
		human(lim, sizeof(lim), max);
		snprintf(msg, sizeof(msg), "it is %s; the limit for this kind of file is %s",
			 have, lim);
		close(fd);
		return fail(why, path, EFBIG, msg);
	}
	fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
	note(&st, path);
	return fd;
}

/* Reads FD to its end into a buffer that may grow to MAX + 1 bytes: one
 * byte more than the cap tells a file that grew while being read. */
static int read_all(int fd, uint64_t max, size_t hint, char **data, size_t *len,
		    const char *path, char *why)
{
	size_t cap = hint + 1, n = 0;
	char *buf = malloc(cap + 1), *more;
	ssize_t got;

	while (buf) {
		if (n == cap) {
			if ((uint64_t)n > max)
				break;
			cap = (uint64_t)cap * 2 > max + 1 ? (size_t)max + 1 : cap * 2;
			if (!(more = realloc(buf, cap + 1))) {
				free(buf);
				buf = NULL;
				break;
			}
			buf = more;
		}
		got = read(fd, buf + n, cap - n);
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0) {
			int err = errno;

			free(buf);
			return fail(why, path, err, strerror(err));
		}
		if (got == 0) {
			buf[n] = '\0';
			*data = buf;
			*len = n;
			return 0;
		}
		n += (size_t)got;
	}
	if (!buf)
		return fail(why, path, ENOMEM, "out of memory");
	free(buf);
	return fail(why, path, EFBIG, "it grew past its size limit while being read");
}

int file_read(const char *path, uint64_t max, char **data, size_t *len,
	      char why[FILE_WHY_LEN])
{
	struct stat st;
	int fd = file_open_input(path, max, false, why), rc;

	if (fd < 0)
		return -1;
	if (fstat(fd, &st) != 0)
		st.st_size = 0;
	rc = read_all(fd, max, (size_t)st.st_size, data, len, path, why);
	close(fd);
	return rc;
}
