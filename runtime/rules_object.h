/* The object that --attach loads: FILE is either an object already made by
 * `xdpc RULES.xf -o OUT.o`, or a rule file compiled here and now. */
#ifndef XDPC_RULES_OBJECT_H
#define XDPC_RULES_OBJECT_H

#include "cli.h"

#include <stddef.h>

struct rules_image {
	char *data;
	size_t len;
};

/* 0, or -1 after printing the diagnostics (nothing else has happened yet). */
int rules_object_get(const struct cli *c, struct rules_image *img);
void rules_object_free(struct rules_image *img);

#endif
