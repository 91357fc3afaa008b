/* The kernel-facing fuzz targets' initialisation: without the privileges
 * to load programs the run skips (exit 77), or fails under CI=true
 * (bpfrun_require_privileges says which and why). */
#ifndef XDPC_FUZZ_ROOT_H
#define XDPC_FUZZ_ROOT_H

#include "bpfrun.h"

#include <stdlib.h>

static inline void fuzz_require_root(void)
{
	int rc = bpfrun_require_privileges();

	if (rc)
		exit(rc);
}

#endif
