/* Inside the frame model: field arithmetic shared by fmodel*.c. */
#ifndef XDPC_FMODEL_INT_H
#define XDPC_FMODEL_INT_H

#include "fmodel.h"

#include <stdint.h>

BDD fm_eq(enum fm_field f, uint64_t v);
BDD fm_ge(enum fm_field f, uint64_t v);
BDD fm_le(enum fm_field f, uint64_t v);
BDD fm_range(enum fm_field f, uint64_t lo, uint64_t hi);
BDD fm_l3_is(int l3);
BDD fm_ip(void);
BDD fm_eth(void);
BDD fm_flag(enum fm_field f);   /* a one-bit field is set */

/* fmodel_space.c */
void fm_universe_build(void);
/* Extension-header bytes S a chain of at most MAXK walked IPv6 extension
 * headers (none a fragment header) can add up to. */
bool fm_ext_bytes_ok(unsigned s, unsigned maxk);

#endif
