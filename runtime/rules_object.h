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
struct cg_options;
struct frontend_opts;
/* The front end's options from the command line (stdlib, -I, paths). */
void rules_frontend_options(const struct cli *c, struct frontend_opts *o);
/* The code generator's options as the command line sets them. */
void rules_cg_options(const struct cli *c, struct cg_options *o);

/* Compiles a checked program to an object image; 0, or -1 after the
 * diagnostics. */
struct program;
struct diag;
int rules_compile_image(const struct program *p, const struct cli *c,
			struct diag *d, struct rules_image *img);

int rules_object_get(const struct cli *c, struct rules_image *img);
void rules_object_free(struct rules_image *img);

#endif
