/* JSON output helpers shared by every command that prints JSON. */
#ifndef XDPC_JSON_H
#define XDPC_JSON_H

#include <stdio.h>

/* S as a JSON string: quotes, backslashes and control characters escaped. */
void json_string(FILE *out, const char *s);

#endif
