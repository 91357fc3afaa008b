/* Commands that need only the front end: --check and --dump-ast. */
#include "commands.h"

#include "ast_dump.h"
#include "frontend.h"
#include "lint_exact.h"

#include <stdio.h>

static struct program *load_rules(struct arena *a, struct diag *d,
				  const struct cli *c)
{
	struct frontend_opts o = { .stdlib_dir = c->stdlib_dir };

	diag_init(d, stderr);
	return frontend_compile_file(a, d, c->rules, &o);
}

int cmd_check(const struct cli *c)
{
	struct arena a;
	struct diag d;
	struct program *p;

	arena_init(&a);
	p = load_rules(&a, &d, c);
	if (p && !c->no_lint)
		lint_exact(&d, p, c->lint_budget);
	if (p && d.warnings == 0)
		printf("%s: ok: %zu rules, %zu sets\n", c->rules, p->nrules, p->nsets);
	else if (p)
		printf("%s: ok with %u warning%s: %zu rules, %zu sets\n", c->rules,
		       d.warnings, d.warnings == 1 ? "" : "s", p->nrules, p->nsets);
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
