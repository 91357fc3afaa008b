/* Commands that need only the front end: --check, --dump-ast and
 * --dump-plan. */
#include "commands.h"

#include "ast_dump.h"
#include "frontend.h"
#include "lint_exact.h"
#include "plan.h"
#include "rules_object.h"
#include "termsafe.h"

#include <stdio.h>

static struct program *load_rules(struct arena *a, struct diag *d,
				  const struct cli *c)
{
	struct frontend_opts o;

	rules_frontend_options(c, &o);
	diag_init(d, stderr);
	return frontend_compile_file(a, d, c->rules, &o);
}

/* "1 rule, 2 sets": the rules and the named sets the file declares
 * (inline values such as `dport 53` are sets inside, not the user's). */
static void print_counts(const struct program *p)
{
	size_t named = 0;

	for (size_t i = 0; i < p->nsets; i++)
		named += p->sets[i]->name != NULL;
	printf("%zu rule%s, %zu set%s\n", p->nrules, p->nrules == 1 ? "" : "s", named,
	       named == 1 ? "" : "s");
}

int cmd_check(const struct cli *c)
{
	struct arena a;
	struct diag d;
	struct program *p;
	char safe[256];

	arena_init(&a);
	p = load_rules(&a, &d, c);
	if (p && !c->no_lint)
		lint_exact(&d, p, c->lint_budget);
	if (p && d.warnings == 0)
		printf("%s: ok: ", term_safe(c->rules, safe, sizeof(safe)));
	else if (p)
		printf("%s: ok with %u warning%s: ", term_safe(c->rules, safe, sizeof(safe)),
		       d.warnings, d.warnings == 1 ? "" : "s");
	if (p)
		print_counts(p);
	arena_free(&a);
	return p ? 0 : 1;
}

int cmd_dump_ast(const struct cli *c)
{
	struct arena a;
	struct diag d;
	struct program *p;

	arena_init(&a);
	p = load_rules(&a, &d, c);
	if (p)
		ast_dump_program(stdout, p);
	arena_free(&a);
	return p ? 0 : 1;
}

int cmd_dump_plan(const struct cli *c)
{
	struct plan_options po = { .no_group = c->no_group };
	struct arena a;
	struct diag d;
	struct program *p;
	struct plan pl;
	int rc = 1;

	arena_init(&a);
	p = load_rules(&a, &d, c);
	if (p && plan_of(&a, p, &po, &pl, &d) == 0) {
		plan_dump(stdout, &pl);
		rc = 0;
	}
	arena_free(&a);
	return rc;
}
