/* Which packet facts a program reads: a walk of the checked program (every
 * rule's match, count-by keys, the counters) giving a NEED_* mask. The
 * parser (cg_parse.c) reads, stores and walks only what the mask asks for,
 * plus whatever decides whether the layers holding those facts exist.
 * Rule groups (cg_groups.c) test the same primitives as their rules, so the
 * rules' expressions cover them. */
#include "cg_internal.h"

static unsigned expr_need(const struct expr *e)
{
	if (!e)
		return 0;
	switch (e->kind) {
	case E_AND:
	case E_OR:
		return expr_need(e->u.bin.lhs) | expr_need(e->u.bin.rhs);
	case E_NOT:
		return expr_need(e->u.operand);
	case E_IPV4:
	case E_IPV6:
	case E_IP:
		return NEED_L3;
	case E_ARP:
	case E_ETHER_TYPE:
		return NEED_ETH | NEED_ETHERTYPE;
	case E_ETHER_SRC:
		return NEED_ETH | NEED_SMAC;
	case E_ETHER_DST:
		return NEED_ETH | NEED_DMAC;
	case E_FRAG:
		return NEED_FRAG;
	case E_VLAN_ANY:
		return NEED_VLAN;
	case E_VLAN_ID:
		return NEED_VLAN | NEED_VID;
	case E_PROTO:
		return NEED_PROTO;
	case E_ADDR:
		return NEED_L3 | NEED_ADDR;
	case E_PORT:
		return NEED_PORTS;
	case E_LEN:
		return NEED_LEN;
	case E_TTL:
		return NEED_L3 | NEED_TTL;
	case E_TCP_FLAGS:
		return NEED_TCPFLAGS;
	}
	/* an expression kind this walk does not know: parse everything */
	return NEED_ALL;
}

static unsigned key_need(enum count_key k)
{
	switch (k) {
	case KEY_NONE:
		return 0;
	case KEY_PROTO:
		return NEED_PROTO;
	case KEY_SRC:
	case KEY_DST:
		return NEED_L3 | NEED_ADDR;
	case KEY_SPORT:
	case KEY_DPORT:
		return NEED_PORTS;
	case KEY_VLAN:
		return NEED_VLAN | NEED_VID;
	}
	return NEED_ALL;
}

unsigned cg_need(const struct program *p)
{
	/* every counter, the default one included, adds the frame length */
	unsigned need = NEED_LEN;

	for (size_t i = 0; i < p->nrules; i++) {
		const struct rule *r = p->rules[i];

		need |= expr_need(r->match);
		if (r->table >= 0)
			need |= key_need(r->key);
	}
	return need;
}
