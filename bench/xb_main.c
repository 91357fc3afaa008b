#include "xb.h"

#include <stdio.h>
#include <string.h>

static const struct {
	const char *name;
	int (*run)(int argc, char **argv);
} commands[] = {
	{ "prog", xb_cmd_prog },         { "gen", xb_cmd_gen },
	{ "counter", xb_cmd_counter },   { "setgen", xb_cmd_setgen },
	{ "classgen", xb_cmd_classgen }, { "rusage", xb_cmd_rusage },
};

int main(int argc, char **argv)
{
	for (size_t i = 0; argc >= 2 && i < sizeof(commands) / sizeof(commands[0]); i++)
		if (!strcmp(argv[1], commands[i].name))
			return commands[i].run(argc - 1, argv + 1);
	fprintf(stderr,
		"usage: xdpc-bench prog OBJ|:drop [--prog NAME] [--repeat N] [--runs R] [--target-ms T] [--fill-lpm FILE]\n"
		"           FRAME[=drop|pass]...\n"
		"       xdpc-bench gen DEV FRAME --count N --seconds S [--dst-mac M] [--src-mac M]\n"
		"       xdpc-bench counter PINNED_MAP [INDEX]\n"
		"       xdpc-bench setgen even4|mix4|drop4|even6|mix6 N SEED FILE\n"
		"       xdpc-bench classgen acl|fw|ipc 4|6 N SEED RULES.xf FRAMES STREAM\n"
		"       xdpc-bench rusage OUT CMD [ARG...]\n"
		"FRAME: KIND[/LEN][@SRC[,DST]][#SPORT[,DPORT]],\n"
		"       KIND: udp4 tcp4 icmp4 udp6 tcp6 icmp6 ext6 qinq trunc4 trunc6\n");
	return 2;
}
