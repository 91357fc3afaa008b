#include "xb.h"

#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
	if (argc >= 2 && !strcmp(argv[1], "prog"))
		return xb_cmd_prog(argc - 1, argv + 1);
	if (argc >= 2 && !strcmp(argv[1], "gen"))
		return xb_cmd_gen(argc - 1, argv + 1);
	if (argc >= 2 && !strcmp(argv[1], "counter"))
		return xb_cmd_counter(argc - 1, argv + 1);
	if (argc >= 2 && !strcmp(argv[1], "setgen"))
		return xb_cmd_setgen(argc - 1, argv + 1);
	if (argc >= 2 && !strcmp(argv[1], "classgen"))
		return xb_cmd_classgen(argc - 1, argv + 1);
	if (argc >= 2 && !strcmp(argv[1], "rusage"))
		return xb_cmd_rusage(argc - 1, argv + 1);
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
