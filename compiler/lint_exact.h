/* The exact lint of `xdpc --check` (lint_exact.c). */
#ifndef XDPC_LINT_EXACT_H
#define XDPC_LINT_EXACT_H

#include "ast.h"
#include "diag.h"

/* Warnings and notes about P through D, stopping after BUDGET seconds. */
void lint_exact(struct diag *d, const struct program *p, double budget);

#endif
