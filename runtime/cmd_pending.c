/* Commands whose modules have not landed yet. Each says so plainly and
 * fails; remove a function here when its real implementation lands. */
#include "commands.h"

#include <stdio.h>

static int not_built(const char *what)
{
	fprintf(stderr, "xdpc: %s is not available in this build yet\n", what);
	return 2;
}

int cmd_set(const struct cli *c) { (void)c; return not_built("--set"); }
