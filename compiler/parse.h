/* Reads a rule file and every file it includes into one statement list,
 * in textual order. */
#ifndef XDPC_PARSE_H
#define XDPC_PARSE_H

#include "ast.h"
#include "diag.h"
#include "include_policy.h"

/* Appends the statements of SRC (includes spliced in after their S_INCLUDE
 * statement) to OUT, finding includes and set files as POL allows.
 * Returns 0 when no error was reported. */
int parse_with_includes(struct arena *a, struct diag *d,
			const struct source *src, const struct include_policy *pol,
			struct ptrvec *out);

#endif
