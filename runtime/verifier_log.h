/* The verifier's log as libbpf hands it over (one message from "-- BEGIN
 * PROG LOAD LOG --" to "-- END PROG LOAD LOG --"), shortened to its end:
 * a rejected program's log can run to tens of thousands of lines, and the
 * reason for the rejection is in the last few. */
#ifndef XDPC_VERIFIER_LOG_H
#define XDPC_VERIFIER_LOG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* Lines of the verifier's log shown without -v. */
#define VERIFIER_LOG_TAIL 20

/* Writes MSG to OUT; a verifier log inside it keeps only its last TAIL
 * lines, with a line saying how many were left out. */
void verifier_log_print(FILE *out, const char *msg, unsigned tail);

/* Where the verifier stopped: the source position of the last line-info
 * comment ("; TEXT @ FILE:LINE") in MSG's log, FILE as the compiler named
 * the source (cg_debug.c's "./" and no-text directory taken off). False
 * when the log has none (no BTF line info). */
bool verifier_log_where(const char *msg, char *file, size_t filelen, unsigned *line);

#endif
