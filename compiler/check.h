/* Semantic checks: resolves names and sets, validates every value, fills the
 * checked fields of the AST and builds struct program. */
#ifndef XDPC_CHECK_H
#define XDPC_CHECK_H

#include "ast.h"
#include "diag.h"

#include <stdbool.h>

/* Returns the checked program; it is only meaningful when D has no errors. */
struct program *check_program(struct arena *a, struct diag *d,
			      struct ptrvec *stmts);

/* check_sets.c: turn written values into checked sets. Each returns NULL
 * after reporting an error. WHAT names the context for messages. */
struct xset *check_addr_values(struct arena *a, struct diag *d,
			       struct value **vals, size_t n, struct loc loc,
			       const char *what);
struct xset *check_port_values(struct arena *a, struct diag *d,
			       struct value **vals, size_t n, struct loc loc,
			       const char *what);
/* One address value as a masked prefix; -1 after an error. A warning says
 * when host bits were set (unless WARN_HOST_BITS is false). */
int check_prefix(struct diag *d, const struct value *v, struct prefix *out,
		 bool warn_host_bits);
/* check_setfile.c: `set NAME from "FILE"`: one address or prefix per line. */
struct xset *check_set_file(struct arena *a, struct diag *d,
			    const struct set_decl *sd);

/* Classifies a set's elements: SET_ADDR or SET_PORT, -1 after an error. */
int check_set_kind(struct diag *d, const char *setname, struct value **vals,
		   size_t n);

/* E's argument as a number up to MAX or a name of name space NS (-1: no
 * names) into e->u.prim.num; -1 after an error. WHAT names the field. */
int check_number_or_name(struct diag *d, struct expr *e, int ns, uint64_t max,
			 const char *what);
/* E's argument as a number, a range or OP number, up to MAX. */
void check_compare(struct diag *d, struct expr *e, uint64_t max, const char *what);

/* check_fields.c: header fields and flags (proto.h). */
void check_field(struct diag *d, struct expr *e);
void check_tcp_flags(struct diag *d, struct expr *e);

/* check_payload.c: payload tests; each distinct one gets a sig index, its
 * position in SIGS (struct payload *). */
void check_payload(struct arena *a, struct diag *d, struct expr *e,
		   struct ptrvec *sigs);

/* check_sample.c: R's `sample` clause; a sampling rule joins P's samplers. */
void check_sample(struct diag *d, struct rule *r, struct program *p);

/* lint.c: warnings that never stop compilation. */
void lint_program(struct diag *d, const struct program *p);
/* What lint_program() says about rule I: the exact lint (lint_exact.c)
 * leaves those rules to it. *DECIDER: the rule that makes I unreached. */
enum lint_syntactic { LINT_OK, LINT_UNREACHED, LINT_CONTRADICTS };
enum lint_syntactic lint_syntactic(const struct program *p, size_t i,
				   const struct rule **decider);

#endif
