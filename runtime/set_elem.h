/* One element of a dynamic set as text (`xdpc --set` arguments, lines of a
 * replace file, the metadata's elem records) and as the key the kernel's
 * maps use: a masked prefix for address sets, a port range for port sets. */
#ifndef XDPC_SET_ELEM_H
#define XDPC_SET_ELEM_H

#include "meta.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct set_elem {
	bool port;
	struct xdpc_lpm_key key;   /* address sets: prefix, host bits cleared */
	uint16_t lo, hi;           /* port sets: inclusive range */
};

/* WHY receives a message for -1 (and names the masked prefix for 1). */
#define ELEM_WHY_LEN 160

/* Parses TEXT as an element of a port set (PORTS) or an address set:
 * ADDR, ADDR/LEN, PORT, LO-HI or a service name. Returns 0; 1 when an
 * address had bits set past its prefix length (masked, as the compiler
 * does); -1 when TEXT is no such element, with the reason in WHY (an
 * address given to a port set or the other way round says so). */
int elem_parse(const char *text, bool ports, struct set_elem *e, char why[ELEM_WHY_LEN]);

/* "192.0.2.0/24"; a whole address (/32, /128) without its length. */
void elem_format_key(const struct xdpc_lpm_key *k, char *buf, size_t len);

#endif
