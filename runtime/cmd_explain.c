#include "commands.h"
int cmd_explain(const struct cli *c) { (void)c; return 2; }
