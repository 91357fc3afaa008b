#include "cli.h"

#include "ifname.h"
#include "confirm.h"
#include "meta.h"
#include "diag.h"

#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void cli_usage(FILE *out)
{
	fputs(
"usage: xdpc [options] RULES.xf -o OUT.o      compile to a BPF object\n"
"       xdpc --check RULES.xf                 check only, print diagnostics\n"
"       xdpc --dump-ast RULES.xf              print the checked syntax tree\n"
"       xdpc --dump-plan RULES.xf [--no-group]  print how each rule is matched\n"
"       xdpc [-n NS] --attach DEV RULES.xf [--mode M] [--interval S] [--pin] [--force]\n"
"       xdpc [-n NS] --stats DEV [--json | --prometheus]\n"
"       xdpc [-n NS] --detach DEV\n"
"       xdpc [-n NS] --probe [DEV]\n"
"       xdpc --test CAPTURE RULES.xf [-v] [--json] [--engine kernel|eval]\n"
"                [--write-dropped OUT.pcap] [--write-passed OUT.pcap]\n"
"       xdpc [-n NS] --set DEV NAME add|del ELEM... | list | replace FILE\n"
"       xdpc [-n NS] --confirm DEV       keep a change made with --confirm S\n"
"       xdpc [-n NS] --follow DEV --capture OUT.pcapng   write the sampled frames\n"
"                of the filter pinned on DEV until Ctrl-C\n"
"       xdpc --diff OLD.xf NEW.xf [--json] [--write-witnesses OUT.pcap]\n"
"                [--capture CAPTURE]   exact difference over every frame\n"
"       xdpc --explain RULES.xf FRAME  one frame's way through the rules;\n"
"                FRAME: CAPTURE:N, hex bytes, or e.g. 'udp 192.0.2.1:53 > 198.51.100.2:4444 len 600'\n"
"       xdpc --serve ADDR:PORT                serve /metrics (Prometheus) for\n"
"                                             every pinned filter on the host\n"
"\n"
"compile options:\n"
"  -o FILE            write the object (or IR / assembly) to FILE\n"
"  --emit-llvm        write LLVM IR text instead of an object\n"
"  -S                 write BPF assembly instead of an object\n"
"  -O0, -O2           optimisation level (default -O2)\n"
"  --table-size N     entries of each `count by src|dst` table (default 65536)\n"
"  -I DIR             where `include` looks after the including file's directory\n"
"                     (repeatable; then the stdlib); also a directory that\n"
"                     includes and set files may be read from\n"
"  --stdlib DIR       the stdlib directory, searched after the -I directories\n"
"  --allow-any-path   let `include` and `set from` read files outside the rule\n"
"                     file's directory, the -I directories and the stdlib\n"
"  --no-group         test runs of similar rules one by one (no single lookup)\n"
"check options:\n"
"  --no-lint          skip the exact lint (unreachable and redundant rules, holes)\n"
"  --lint-budget S    stop the exact lint after S seconds (default 10)\n"
"diff options:\n"
"  --write-witnesses FILE  write every witness frame to a pcap file\n"
"  --capture FILE     also list the frames of FILE whose verdict or rule changes\n"
"attach options:\n"
"  --mode auto|native|generic|offload   XDP mode (default auto)\n"
"  --interval SECONDS refresh period of the live table (default 2)\n"
"  --pin              pin link and maps under /sys/fs/bpf/xdpc/net<NS>/DEV, exit\n"
"  --force            replace an XDP program that xdpc did not attach\n"
"  --confirm SECONDS  with --pin: roll back to the previous filter unless\n"
"                     `xdpc --confirm DEV` follows within SECONDS\n"
"  --capture FILE     (foreground) write the frames that `sample` rules send\n"
"                     to FILE as pcapng, each with its rule as a comment\n"
"diagnostics:\n"
"  --diag-format text|json  errors and warnings (rule files and runtime) as\n"
"                     text (default) or as JSON, one object per line\n"
"device commands (--attach, --stats, --detach, --set, --probe, --confirm, --follow):\n"
"  -n, --netns NAME   work in the network namespace NAME (/run/netns/NAME), as\n"
"                     `ip -n` does: only the network namespace changes\n"
"  -h, --help         this text\n"
"  --version          print the version\n", out);
}

enum {
	OPT_CHECK = 256, OPT_DUMP_AST, OPT_EMIT_LLVM, OPT_ATTACH, OPT_STATS,
	OPT_DETACH, OPT_PROBE, OPT_TEST, OPT_SET, OPT_MODE, OPT_INTERVAL, OPT_PIN,
	OPT_FORCE, OPT_JSON, OPT_PROM, OPT_ENGINE, OPT_WDROP, OPT_WPASS,
	OPT_STDLIB, OPT_TABLE_SIZE, OPT_VERSION, OPT_NO_GROUP,
	OPT_DIFF, OPT_EXPLAIN, OPT_CAPTURE, OPT_WWIT, OPT_NO_LINT, OPT_LINT_BUDGET,
	OPT_CONFIRM,
	OPT_ANY_PATH,
	OPT_SERVE,
	OPT_DIAG_FORMAT,
	OPT_DUMP_PLAN,
	OPT_FOLLOW,
};

static const struct option long_opts[] = {
	{ "check", no_argument, NULL, OPT_CHECK },
	{ "dump-ast", no_argument, NULL, OPT_DUMP_AST },
	{ "dump-plan", no_argument, NULL, OPT_DUMP_PLAN },
	{ "emit-llvm", no_argument, NULL, OPT_EMIT_LLVM },
	{ "attach", required_argument, NULL, OPT_ATTACH },
	{ "stats", required_argument, NULL, OPT_STATS },
	{ "detach", required_argument, NULL, OPT_DETACH },
	{ "probe", no_argument, NULL, OPT_PROBE },
	{ "test", required_argument, NULL, OPT_TEST },
	{ "set", required_argument, NULL, OPT_SET },
	{ "mode", required_argument, NULL, OPT_MODE },
	{ "interval", required_argument, NULL, OPT_INTERVAL },
	{ "pin", no_argument, NULL, OPT_PIN },
	{ "force", no_argument, NULL, OPT_FORCE },
	{ "json", no_argument, NULL, OPT_JSON },
	{ "prometheus", no_argument, NULL, OPT_PROM },
	{ "engine", required_argument, NULL, OPT_ENGINE },
	{ "write-dropped", required_argument, NULL, OPT_WDROP },
	{ "write-passed", required_argument, NULL, OPT_WPASS },
	{ "stdlib", required_argument, NULL, OPT_STDLIB },
	{ "table-size", required_argument, NULL, OPT_TABLE_SIZE },
	{ "no-group", no_argument, NULL, OPT_NO_GROUP },
	{ "netns", required_argument, NULL, 'n' },
	{ "diff", no_argument, NULL, OPT_DIFF },
	{ "explain", no_argument, NULL, OPT_EXPLAIN },
	{ "capture", required_argument, NULL, OPT_CAPTURE },
	{ "write-witnesses", required_argument, NULL, OPT_WWIT },
	{ "no-lint", no_argument, NULL, OPT_NO_LINT },
	{ "lint-budget", required_argument, NULL, OPT_LINT_BUDGET },
	{ "confirm", required_argument, NULL, OPT_CONFIRM },
	{ "allow-any-path", no_argument, NULL, OPT_ANY_PATH },
	{ "serve", required_argument, NULL, OPT_SERVE },
	{ "diag-format", required_argument, NULL, OPT_DIAG_FORMAT },
	{ "follow", required_argument, NULL, OPT_FOLLOW },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

/* A command-line error, exit status 2: through the diagnostic channel
 * (origin "runtime", no file), so `--diag-format json` gets JSON even
 * when the error is found before the option itself is read. */
static int usage_say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static bool json_wanted;

static int usage_say(const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (!json_wanted) {   /* the text stays as it always was */
		fprintf(stderr, "xdpc: %s\n", msg);
		fprintf(stderr, "Try 'xdpc --help' for more information.\n");
		return 2;
	}
	diag_sys(diag_stderr(), DIAG_ERROR, "%s", msg);
	diag_sys_hint(diag_stderr(), "try 'xdpc --help' for more information");
	diag_flush();
	return 2;
}

static int usage_error(const char *msg, const char *arg)
{
	return usage_say("%s%s%s", msg, arg ? ": " : "", arg ? arg : "");
}

/* --diag-format json anywhere on the line, read before anything else. */
static void early_diag_format(int argc, char **argv)
{
	for (int i = 1; i < argc && strcmp(argv[i], "--"); i++)
		if (!strcmp(argv[i], "--diag-format=json") ||
		    (!strcmp(argv[i], "--diag-format") && i + 1 < argc && !strcmp(argv[i + 1], "json")))
			json_wanted = true;
	if (json_wanted)
		diag_set_format(DIAG_JSON);
}

static int set_cmd(struct cli *c, int *have, enum cli_command cmd)
{
	if (*have && c->cmd != cmd)
		return usage_error("more than one command given", NULL);
	*have = 1;
	c->cmd = cmd;
	return -1;
}

static bool is_device_command(enum cli_command cmd)
{
	return cmd == CMD_ATTACH || cmd == CMD_STATS || cmd == CMD_DETACH || cmd == CMD_SET ||
	       cmd == CMD_PROBE || cmd == CMD_CONFIRM || cmd == CMD_FOLLOW;
}

/* Device names become paths (pins, locks): checked before anything. */
static int check_device(struct cli *c)
{
	const char *dev = c->device, *why;

	if (c->cmd == CMD_PROBE && c->nargs)
		dev = c->args[0];
	/* --serve reads every namespace's pins, and may start in any */
	if (c->netns && !is_device_command(c->cmd) && c->cmd != CMD_SERVE)
		return usage_error("-n/--netns goes with --attach, --stats, --detach, --set, "
				   "--probe, --confirm or --serve", c->netns);
	if (dev && is_device_command(c->cmd) && (why = ifname_problem(dev)))
		return usage_say("'%s' is not a network device name: %s", dev, why);
	return -1;
}

/* --capture: a capture to read (--diff), or where samples go (--attach in
 * the foreground, --follow). */
static int capture_option(struct cli *c)
{
	if (c->cmd == CMD_FOLLOW && !c->capture)
		return usage_error("--follow DEV needs --capture OUT.pcapng", NULL);
	if (c->cmd == CMD_ATTACH && c->capture && c->pin)
		return usage_error("--capture goes with a foreground --attach; for a pinned "
				   "filter use --follow DEV --capture FILE", c->capture);
	return -1;
}

/* --confirm is a command of its own (--confirm DEV), or with --attach
 * the seconds until a rollback. -1 to go on, or an exit status. */
static int confirm_option(struct cli *c, int have_cmd)
{
	char *end;
	unsigned long v;

	if (!have_cmd) {
		c->cmd = CMD_CONFIRM;
		c->device = c->confirm_arg;
		return -1;
	}
	if (c->cmd != CMD_ATTACH)
		return usage_error("--confirm SECONDS goes with --attach (or --confirm DEV alone)",
				   NULL);
	if (!c->pin)
		return usage_error("--confirm needs --pin: a foreground filter goes away with "
				   "xdpc anyway", NULL);
	v = strtoul(c->confirm_arg, &end, 10);
	if (*end || v < 1 || v > CONFIRM_MAX_SECONDS)
		return usage_error("--confirm takes seconds from 1 to 86400", c->confirm_arg);
	c->confirm_seconds = (unsigned)v;
	return -1;
}

/* Returns -1 to go on with c->cmd, or an exit status. */
int cli_parse(struct cli *c, int argc, char **argv)
{
	int have_cmd = 0, opt, rc;
	char *end;

	memset(c, 0, sizeof(*c));
	c->cmd = CMD_COMPILE;
	c->opt_level = 2;
	c->table_size = XDPC_DEFAULT_TABLE_SIZE;
	c->mode = "auto";
	c->interval = 2.0;
	c->lint_budget = 10.0;
	opterr = 0;
	early_diag_format(argc, argv);
	while ((opt = getopt_long(argc, argv, "ho:SO:vI:n:", long_opts, NULL)) != -1) {
		rc = -1;
		switch (opt) {
		case 'h':
			cli_usage(stdout);
			return 0;
		case OPT_VERSION:
			printf("xdpc %s (LLVM %d)\n", XDPC_VERSION, 19);
			return 0;
		case 'o': c->output = optarg; break;
		case 'S': c->emit = EMIT_ASM; break;
		case OPT_EMIT_LLVM: c->emit = EMIT_LLVM; break;
		case 'O':
			if (strcmp(optarg, "0") && strcmp(optarg, "2"))
				return usage_error("optimisation level must be -O0 or -O2", optarg);
			c->opt_level = optarg[0] - '0';
			break;
		case 'v': c->verbose = true; break;
		case 'n': c->netns = optarg; break;
		case OPT_CHECK: rc = set_cmd(c, &have_cmd, CMD_CHECK); break;
		case OPT_DUMP_AST: rc = set_cmd(c, &have_cmd, CMD_DUMP_AST); break;
		case OPT_DUMP_PLAN: rc = set_cmd(c, &have_cmd, CMD_DUMP_PLAN); break;
		case OPT_ATTACH:
			rc = set_cmd(c, &have_cmd, CMD_ATTACH);
			c->device = optarg;
			break;
		case OPT_STATS:
			rc = set_cmd(c, &have_cmd, CMD_STATS);
			c->device = optarg;
			break;
		case OPT_DETACH:
			rc = set_cmd(c, &have_cmd, CMD_DETACH);
			c->device = optarg;
			break;
		case OPT_PROBE: rc = set_cmd(c, &have_cmd, CMD_PROBE); break;
		case OPT_TEST:
			rc = set_cmd(c, &have_cmd, CMD_TEST);
			c->capture = optarg;
			break;
		case OPT_SET:
			rc = set_cmd(c, &have_cmd, CMD_SET);
			c->device = optarg;
			break;
		case OPT_SERVE:
			rc = set_cmd(c, &have_cmd, CMD_SERVE);
			c->listen = optarg;
			break;
		case OPT_FOLLOW:
			rc = set_cmd(c, &have_cmd, CMD_FOLLOW);
			c->device = optarg;
			break;
		case OPT_MODE:
			if (strcmp(optarg, "auto") && strcmp(optarg, "native") &&
			    strcmp(optarg, "generic") && strcmp(optarg, "offload"))
				return usage_error("--mode must be auto, native, generic or offload", optarg);
			c->mode = optarg;
			break;
		case OPT_INTERVAL:
			c->interval = strtod(optarg, &end);
			if (*end || !(c->interval >= 0.1 && c->interval <= 3600))
				return usage_error("--interval takes seconds between 0.1 and 3600", optarg);
			break;
		case OPT_PIN: c->pin = true; break;
		case OPT_FORCE: c->force = true; break;
		case OPT_JSON: c->json = true; break;
		case OPT_PROM: c->prometheus = true; break;
		case OPT_ENGINE:
			if (strcmp(optarg, "kernel") && strcmp(optarg, "eval"))
				return usage_error("--engine must be kernel or eval", optarg);
			c->engine = optarg;
			break;
		case OPT_WDROP: c->write_dropped = optarg; break;
		case OPT_WPASS: c->write_passed = optarg; break;
		case OPT_STDLIB: c->stdlib_dir = optarg; break;
		case 'I':
			if (c->ninclude_dirs == CLI_MAX_INCLUDE_DIRS)
				return usage_error("too many -I directories", optarg);
			c->include_dirs[c->ninclude_dirs++] = optarg;
			break;
		case OPT_ANY_PATH: c->any_path = true; break;
		case OPT_NO_GROUP: c->no_group = true; break;
		case OPT_DIFF: rc = set_cmd(c, &have_cmd, CMD_DIFF); break;
		case OPT_EXPLAIN: rc = set_cmd(c, &have_cmd, CMD_EXPLAIN); break;
		case OPT_CAPTURE: c->capture = optarg; break;
		case OPT_WWIT: c->write_witnesses = optarg; break;
		case OPT_NO_LINT: c->no_lint = true; break;
		case OPT_LINT_BUDGET:
			c->lint_budget = strtod(optarg, &end);
			if (*end || !(c->lint_budget > 0 && c->lint_budget <= 86400))
				return usage_error("--lint-budget takes seconds between 0 and 86400", optarg);
			break;
		case OPT_CONFIRM: c->confirm_arg = optarg; break;
		case OPT_DIAG_FORMAT:
			if (strcmp(optarg, "text") && strcmp(optarg, "json"))
				return usage_error("--diag-format must be text or json", optarg);
			c->diag_json = !strcmp(optarg, "json");
			break;
		case OPT_TABLE_SIZE: {
			unsigned long v = strtoul(optarg, &end, 10);

			if (*end || v < 1 || v > (1ul << 24))
				return usage_error("--table-size takes a number from 1 to 16777216", optarg);
			c->table_size = (unsigned)v;
			break;
		}
		case '?':
		default:
			if (optopt)
				return usage_say("option -%c needs an argument or is unknown", optopt);
			return usage_say("unknown option '%s'", argv[optind - 1]);
		}
		if (rc >= 0)
			return rc;
	}
	c->args = argv + optind;
	c->nargs = argc - optind;
	if (c->confirm_arg && (rc = confirm_option(c, have_cmd)) >= 0)
		return rc;
	if ((rc = check_device(c)) >= 0)
		return rc;
	if ((rc = capture_option(c)) >= 0)
		return rc;
	switch (c->cmd) {
	case CMD_FOLLOW:
	case CMD_CONFIRM:
	case CMD_STATS:
	case CMD_DETACH:
	case CMD_SERVE:
		if (c->nargs)
			return usage_error("unexpected argument", c->args[0]);
		return -1;
	case CMD_PROBE:
		if (c->nargs > 1)
			return usage_error("unexpected argument", c->args[1]);
		c->device = c->nargs ? c->args[0] : NULL;
		return -1;
	case CMD_DIFF:
	case CMD_EXPLAIN:
		if (c->nargs != 2)
			return usage_error(c->cmd == CMD_DIFF ? "--diff needs two rule files, OLD and NEW"
							      : "--explain needs a rule file and a frame",
					   NULL);
		c->rules = c->args[0];
		return -1;
	case CMD_SET:
		if (c->nargs < 2)
			return usage_error("--set needs a set name and an operation", NULL);
		return -1;
	default:
		break;
	}
	if (c->nargs != 1)
		return usage_error(c->nargs ? "expected exactly one rule file" : "no rule file given",
				   c->nargs > 1 ? c->args[1] : NULL);
	c->rules = c->args[0];
	return -1;
}
