#include "stdlib_path.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef XDPC_STDLIB_REL
#define XDPC_STDLIB_REL "../share/xdpc/stdlib"
#endif

const char *stdlib_path_beside_exe(void)
{
	static char dir[PATH_MAX + sizeof(XDPC_STDLIB_REL) + 1];
	char exe[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	struct stat st;
	char *slash;

	if (n <= 0)
		return NULL;
	exe[n] = '\0';
	if (!(slash = strrchr(exe, '/')))
		return NULL;
	*slash = '\0';
	snprintf(dir, sizeof(dir), "%s/%s", exe, XDPC_STDLIB_REL);
	return stat(dir, &st) == 0 && S_ISDIR(st.st_mode) ? dir : NULL;
}
