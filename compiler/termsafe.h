/* Text from rule files and file names is shown on terminals: control
 * bytes (escape sequences) are written as \xNN, tabs stay tabs. */
#ifndef XDPC_TERMSAFE_H
#define XDPC_TERMSAFE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* Whether byte C is shown as \xNN. */
bool term_escaped(unsigned char c);
/* Writes S[0..N) to OUT with control bytes escaped. */
void term_write(FILE *out, const char *s, size_t n);
/* S with control bytes escaped, in BUF (cut to fit); returns BUF. */
const char *term_safe(const char *s, char *buf, size_t len);

#endif
