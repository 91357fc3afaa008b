/* Prints the checked AST in a stable text form: the --dump-ast output and
 * the format of the golden tests. */
#ifndef XDPC_AST_DUMP_H
#define XDPC_AST_DUMP_H

#include "ast.h"

#include <stdio.h>

void ast_dump_program(FILE *out, const struct program *p);
/* "192.0.2.0/24", "2001:db8::/32" */
void format_prefix_text(char *buf, size_t len, const struct prefix *p);

#endif
