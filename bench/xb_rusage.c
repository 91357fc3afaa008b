/* xdpc-bench rusage: runs a command and writes what it cost (wall and CPU
 * time, peak resident memory) to a file, for compile-time figures. */
#include "xb.h"

#include <stdio.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

static double tv_ms(struct timeval t)
{
	return (double)t.tv_sec * 1e3 + (double)t.tv_usec / 1e3;
}

int xb_cmd_rusage(int argc, char **argv)
{
	struct rusage ru;
	double t0 = xb_now();
	int status = 0;
	pid_t pid;
	FILE *out;

	if (argc < 3) {
		fprintf(stderr, "usage: xdpc-bench rusage OUT CMD [ARG...]\n");
		return 2;
	}
	pid = fork();
	if (pid < 0) {
		perror("fork");
		return 1;
	}
	if (pid == 0) {
		execvp(argv[2], argv + 2);
		perror(argv[2]);
		_exit(127);
	}
	if (wait4(pid, &status, 0, &ru) < 0) {
		perror("wait4");
		return 1;
	}
	if (!(out = fopen(argv[1], "w"))) {
		perror(argv[1]);
		return 1;
	}
	fprintf(out, "wall_ms %.1f\ncpu_ms %.1f\nmaxrss_kib %ld\n", (xb_now() - t0) * 1e3,
		tv_ms(ru.ru_utime) + tv_ms(ru.ru_stime), ru.ru_maxrss);
	if (fclose(out) != 0)
		return 1;
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
