/* The command line, parsed once into one struct that every command reads. */
#ifndef XDPC_CLI_H
#define XDPC_CLI_H

#include <stdbool.h>
#include <stdio.h>

enum cli_command {
	CMD_COMPILE,   /* xdpc FILE [-o OUT] [--emit-llvm | -S] */
	CMD_CHECK,     /* --check FILE */
	CMD_DUMP_AST,  /* --dump-ast FILE */
	CMD_DUMP_PLAN, /* --dump-plan FILE */
	CMD_ATTACH,    /* --attach DEV FILE */
	CMD_STATS,     /* --stats DEV */
	CMD_DETACH,    /* --detach DEV */
	CMD_PROBE,     /* --probe [DEV] */
	CMD_TEST,      /* --test CAPTURE FILE */
	CMD_SET,       /* --set DEV NAME OP [ARGS...] */
	CMD_DIFF,      /* --diff OLD NEW */
	CMD_EXPLAIN,   /* --explain RULES FRAME */
	CMD_CONFIRM,   /* --confirm DEV */
	CMD_SERVE,     /* --serve ADDR:PORT */
	CMD_FOLLOW,    /* --follow DEV --capture OUT.pcapng */
};

#define CLI_MAX_INCLUDE_DIRS 64

enum emit_kind { EMIT_OBJECT, EMIT_LLVM, EMIT_ASM };

struct cli {
	enum cli_command cmd;
	const char *rules;        /* rule file */
	const char *output;       /* -o */
	const char *device;       /* --attach/--stats/--detach/--probe/--set */
	const char *netns;        /* -n/--netns NAME: /run/netns/NAME */
	const char *capture;      /* --test; --capture (--diff input, --attach and
				   * --follow output) */
	const char *listen;       /* --serve ADDR:PORT */
	const char *stdlib_dir;   /* --stdlib */
	const char *include_dirs[CLI_MAX_INCLUDE_DIRS];   /* -I DIR */
	size_t ninclude_dirs;
	bool any_path;            /* --allow-any-path */
	enum emit_kind emit;
	int opt_level;            /* -O0 / -O2 */
	unsigned table_size;      /* --table-size */
	bool no_group;            /* --no-group */
	const char *mode;         /* --mode auto|native|generic|offload */
	double interval;          /* --interval seconds */
	bool pin, force, json, prometheus, verbose;
	const char *engine;       /* --engine kernel|eval */
	const char *write_dropped, *write_passed;
	const char *write_witnesses;  /* --diff --write-witnesses FILE */
	bool no_lint;             /* --check --no-lint */
	double lint_budget;       /* --check --lint-budget SECONDS */
	unsigned confirm_seconds; /* --attach ... --confirm SECONDS; 0: none */
	const char *confirm_arg;  /* --confirm's argument, seconds or DEV */
	bool diag_json;           /* --diag-format json */
	char **args;              /* remaining operands (for --set) */
	int nargs;
};

int cli_parse(struct cli *c, int argc, char **argv);
void cli_usage(FILE *out);

#endif
