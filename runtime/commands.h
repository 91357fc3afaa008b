/* One function per command; each returns the process exit status. */
#ifndef XDPC_COMMANDS_H
#define XDPC_COMMANDS_H

#include "cli.h"

int cmd_check(const struct cli *c);
int cmd_dump_ast(const struct cli *c);
int cmd_dump_plan(const struct cli *c);
int cmd_compile(const struct cli *c);
int cmd_attach(const struct cli *c);
int cmd_stats(const struct cli *c);
int cmd_detach(const struct cli *c);
int cmd_probe(const struct cli *c);
int cmd_test(const struct cli *c);
int cmd_set(const struct cli *c);
int cmd_diff(const struct cli *c);
int cmd_explain(const struct cli *c);
int cmd_confirm(const struct cli *c);
int cmd_serve(const struct cli *c);
int cmd_follow(const struct cli *c);

#endif
