/* Built-in names (stdlib/names.def): IP protocols, TCP/UDP services,
 * EtherTypes, ICMP and ICMPv6 types, DSCP and ECN code points, IPv4 and
 * TCP flags; and "did you mean" suggestions for any list of names. */
#ifndef XDPC_NAMES_H
#define XDPC_NAMES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum name_space { NS_PROTO, NS_PORT, NS_ETHERTYPE, NS_ICMP, NS_ICMP6, NS_DSCP,
		  NS_ECN, NS_IP4FLAG, NS_TCPFLAG };

bool names_lookup(enum name_space ns, const char *name, uint32_t *value);
/* Whether two names are the same, '-' and '_' taken as one character. */
bool names_equal(const char *a, const char *b);
/* The first name for VALUE, or NULL (used by dumps: `proto 17 (udp)`). */
const char *names_reverse(enum name_space ns, uint32_t value);
/* The closest known name in NS, or NULL when nothing is close. */
const char *names_suggest(enum name_space ns, const char *name);
/* The closest of CANDIDATES to NAME (edit distance), or NULL. */
const char *suggest_closest(const char *name, const char *const *candidates,
			    size_t n);

#endif
