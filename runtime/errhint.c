#include "errhint.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

void report_errno(const char *what, int err, const char *extack)
{
	report_errno_needs(what, err, extack, NULL);
}

void report_errno_needs(const char *what, int err, const char *extack, const char *needs)
{
	if (err < 0)
		err = -err;
	fprintf(stderr, "xdpc: %s: %s\n", what, strerror(err));
	if (extack && *extack)
		fprintf(stderr, "xdpc:   the kernel says: %s\n", extack);
	if (err == EPERM || err == EACCES)
		fprintf(stderr, "xdpc:   hint: %s needs root, or the capabilities CAP_BPF and "
			"CAP_NET_ADMIN (CAP_SYS_ADMIN before Linux 5.8)\n",
			needs ? needs : "loading and attaching XDP programs");
}
