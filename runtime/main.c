/* xdpc: compile packet-filter rules to XDP, attach them, watch them. */
#include "cli.h"
#include "commands.h"
#include "diag.h"
#include "netns.h"
#include "stdlib_path.h"

#include <stdio.h>

static int run(const struct cli *c)
{
	switch (c->cmd) {
	case CMD_COMPILE: return cmd_compile(c);
	case CMD_CHECK: return cmd_check(c);
	case CMD_DUMP_AST: return cmd_dump_ast(c);
	case CMD_DUMP_PLAN: return cmd_dump_plan(c);
	case CMD_ATTACH: return cmd_attach(c);
	case CMD_STATS: return cmd_stats(c);
	case CMD_DETACH: return cmd_detach(c);
	case CMD_PROBE: return cmd_probe(c);
	case CMD_TEST: return cmd_test(c);
	case CMD_SET: return cmd_set(c);
	case CMD_DIFF: return cmd_diff(c);
	case CMD_EXPLAIN: return cmd_explain(c);
	case CMD_CONFIRM: return cmd_confirm(c);
	case CMD_SERVE: return cmd_serve(c);
	case CMD_FOLLOW: return cmd_follow(c);
	}
	diag_sys(diag_stderr(), DIAG_ERROR, "internal error: unknown command");
	return 2;
}

int main(int argc, char **argv)
{
	struct cli c;
	int rc = cli_parse(&c, argc, argv);

	if (rc >= 0)
		return rc;
	if (c.diag_json)
		diag_set_format(DIAG_JSON);
	if (!c.stdlib_dir)
		c.stdlib_dir = stdlib_path_beside_exe();
	/* before any socket or lock: they belong to the namespace */
	if (c.netns && netns_enter(c.netns))
		return 1;
	rc = run(&c);
	diag_flush();
	return rc;
}
