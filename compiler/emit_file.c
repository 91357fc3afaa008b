/* cg_write_file(): all-or-nothing output files. */
#include "codegen.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int write_all(int fd, const char *p, size_t len)
{
	while (len) {
		ssize_t n = write(fd, p, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -1;
		p += n;
		len -= (size_t)n;
	}
	return 0;
}

/* Makes the rename durable; failure here is not worth an error. */
static void sync_dir(const char *dir)
{
	int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

	if (fd >= 0) {
		fsync(fd);
		close(fd);
	}
}

int cg_write_file(const char *path, const void *data, size_t len, struct diag *d)
{
	const char *slash = strrchr(path, '/');
	size_t dirlen = slash ? (size_t)(slash - path) : 0;
	char *dir, *tmp;
	mode_t mask;
	int fd, err;

	if (strcmp(path, "-") == 0) {
		if (write_all(STDOUT_FILENO, data, len) < 0) {
			diag_plain(d, "cannot write to standard output: %s", strerror(errno));
			return -1;
		}
		return 0;
	}
	dir = slash ? strndup(path, dirlen ? dirlen : 1) : strdup(".");
	tmp = malloc(strlen(path) + 16);
	if (!dir || !tmp) {
		free(dir);
		free(tmp);
		diag_plain(d, "out of memory");
		return -1;
	}
	sprintf(tmp, "%.*s%s.%s.XXXXXX", (int)dirlen, path, slash ? "/" : "",
		slash ? slash + 1 : path);
	fd = mkstemp(tmp);
	if (fd < 0) {
		diag_plain(d, "cannot create a temporary file next to '%s': %s", path,
			   strerror(errno));
		goto fail_free;
	}
	mask = umask(0);
	umask(mask);
	if (fchmod(fd, 0666 & ~mask) < 0 || write_all(fd, data, len) < 0 || fsync(fd) < 0) {
		err = errno;
		close(fd);
		unlink(tmp);
		diag_plain(d, "cannot write '%s': %s", path, strerror(err));
		goto fail_free;
	}
	if (close(fd) < 0 || rename(tmp, path) < 0) {
		err = errno;
		unlink(tmp);
		diag_plain(d, "cannot write '%s': %s", path, strerror(err));
		goto fail_free;
	}
	sync_dir(dir);
	free(dir);
	free(tmp);
	return 0;
fail_free:
	free(dir);
	free(tmp);
	return -1;
}
