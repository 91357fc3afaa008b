#include "errhint.h"

#include "diag.h"

#include <errno.h>
#include <string.h>

void report_errno(const char *what, int err, const char *extack)
{
	report_errno_needs(what, err, extack, NULL);
}

void report_errno_needs(const char *what, int err, const char *extack, const char *needs)
{
	struct diag *d = diag_stderr();

	if (err < 0)
		err = -err;
	diag_sys(d, DIAG_ERROR, "%s: %s", what, strerror(err));
	if (extack && *extack)
		diag_sys_note(d, "the kernel says: %s", extack);
	if (err == EPERM || err == EACCES)
		diag_sys_hint(d, "%s needs root, or the capabilities CAP_BPF and "
			      "CAP_NET_ADMIN (CAP_SYS_ADMIN before Linux 5.8)",
			      needs ? needs : "loading and attaching XDP programs");
}
