/* Which packet facts a program reads: a walk of the checked program (every
 * rule's match, count-by keys, the counters) giving a NEED_* mask. The
 * parser (cg_parse.c) reads, stores and walks only what the mask asks for,
 * plus whatever decides whether the layers holding those facts exist.
 * Rule groups (cg_groups.c) test the same primitives as their rules, so the
 * rules' expressions cover them. */
#include "cg_internal.h"
#include "proto.h"

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
	case E_FIELD:
		return cg_field_need(e->u.prim.field);
	case E_PAYLOAD:
	case E_PAYLOAD_FIND:
		return NEED_SIG;
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
	case KEY_ICMP_TYPE:
		return NEED_ICMP;
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

int cg_pkt_nfields(const struct program *p)
{
	if (p->nsamplers)
		return PF_COUNT;   /* the pending mask of sampling count rules */
	return cg_need(p) & NEED_EXTRA ? PF_SMP : PF_PAD + 1;
}

/* Per fact of proto.h: the struct field, what the parser must read. */
static const struct {
	enum pkt_field f;
	unsigned need;
} facts[] = {
	[PF_FACT_TOS] = { PF_TOS, NEED_L3 | NEED_TOS },
	[PF_FACT_IPLEN] = { PF_IPLEN, NEED_L3 | NEED_IPLEN },
	[PF_FACT_IP4FRAG] = { PF_IP4FRAG, NEED_L3 | NEED_IP4FRAG },
	[PF_FACT_FLOW] = { PF_FLOW, NEED_L3 | NEED_FLOW },
	[PF_FACT_UDPLEN] = { PF_UDPLEN, NEED_UDPLEN },
	[PF_FACT_TCPWIN] = { PF_TCPWIN, NEED_TCPWIN },
	[PF_FACT_TCPFLAGS] = { PF_TCPFLAGS, NEED_TCPFLAGS },
	[PF_FACT_ICMPTYPE] = { PF_ICMPTYPE, NEED_ICMP },
	[PF_FACT_ICMPCODE] = { PF_ICMPCODE, NEED_ICMP },
};

unsigned cg_field_need(int field)
{
	return facts[proto_field((enum proto_field)field)->fact].need;
}

enum pkt_field cg_field_fact(int field)
{
	return facts[proto_field((enum proto_field)field)->fact].f;
}

uint32_t cg_field_layer(int field)
{
	static const uint32_t layers[] = {
		[PL_IP] = PKT_IP4 | PKT_IP6, [PL_IP4] = PKT_IP4, [PL_IP6] = PKT_IP6,
		[PL_TCP] = PKT_TCP, [PL_UDP] = PKT_UDP, [PL_ICMP] = PKT_ICMP4,
		[PL_ICMP6] = PKT_ICMP6,
	};

	return layers[proto_field((enum proto_field)field)->layer];
}
