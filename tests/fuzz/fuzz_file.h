/* The fuzz input as a file, for readers that take a path: one file per
 * process in $TMPDIR (run_fuzz.sh points it at the run's own directory,
 * which it removes however the run ends), rewritten for each input and
 * removed at exit. */
#ifndef XDPC_FUZZ_FILE_H
#define XDPC_FUZZ_FILE_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static char fuzz_file_path[4096];

static void fuzz_file_remove(void)
{
	unlink(fuzz_file_path);
}

static const char *fuzz_file(const uint8_t *data, size_t size)
{
	FILE *f;

	if (!fuzz_file_path[0]) {
		const char *dir = getenv("TMPDIR");
		int fd;

		snprintf(fuzz_file_path, sizeof(fuzz_file_path), "%s/xdpc-fuzz-XXXXXX",
			 dir && *dir ? dir : "/tmp");
		if ((fd = mkstemp(fuzz_file_path)) < 0)
			abort();
		close(fd);
		atexit(fuzz_file_remove);
	}
	f = fopen(fuzz_file_path, "wb");
	if (!f || fwrite(data, 1, size, f) != size || fclose(f))
		abort();
	return fuzz_file_path;
}

#endif
