/* The exact lint of `xdpc --check` (lint_exact.c). */
#ifndef XDPC_LINT_EXACT_H
#define XDPC_LINT_EXACT_H

#include "ast.h"
#include "diag.h"

#include <stddef.h>

/* Warnings and notes about P through D, stopping after BUDGET seconds. */
void lint_exact(struct diag *d, const struct program *p, double budget);
/* The same, drawing frames first for the rules whose boxes meet at least
 * SAMPLE_FROM earlier deciding rules (SIZE_MAX: never). The findings are
 * the same whatever SAMPLE_FROM is, and tests check it; lint_exact() uses
 * LINT_SAMPLE_FROM, where drawing starts to pay. */
#define LINT_SAMPLE_FROM 16
void lint_exact_drawing(struct diag *d, const struct program *p, double budget,
			size_t sample_from);

#endif
