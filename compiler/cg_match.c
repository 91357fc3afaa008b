/* Match expressions -> control flow: cg_cond() branches to T when the
 * expression holds for the parsed frame, to F otherwise; and/or/not
 * short-circuit. Primitives read struct xdpc_pkt only. */
#include "cg_internal.h"
#include "proto.h"

static LLVMValueRef k64(struct cg *c, uint64_t v)
{
	return cg_const(c, c->i64, v);
}

static void branch(struct cg *c, LLVMValueRef cond, LLVMBasicBlockRef t,
		   LLVMBasicBlockRef f)
{
	LLVMBuildCondBr(c->b, cond, t, f);
}

/* Tests FLAGS first, then the rest in a new block (the caller emits it). */
static void guard(struct cg *c, uint32_t flags, LLVMBasicBlockRef f)
{
	LLVMBasicBlockRef ok = cg_block(c, "has");

	branch(c, cg_pkt_flag(c, flags), ok, f);
	LLVMPositionBuilderAtEnd(c->b, ok);
}

static LLVMValueRef eq(struct cg *c, LLVMValueRef v, uint64_t k)
{
	return LLVMBuildICmp(c->b, LLVMIntEQ, v, k64(c, k), "");
}

static LLVMValueRef compare(struct cg *c, const struct expr *e, LLVMValueRef v)
{
	static const LLVMIntPredicate preds[] = {
		[CMP_EQ] = LLVMIntEQ, [CMP_NE] = LLVMIntNE, [CMP_LT] = LLVMIntULT,
		[CMP_LE] = LLVMIntULE, [CMP_GT] = LLVMIntUGT, [CMP_GE] = LLVMIntUGE,
	};
	uint64_t lo = e->u.prim.num, hi = e->u.prim.num_hi;

	if (e->u.prim.op == CMP_RANGE) {
		if (hi < lo)
			return LLVMConstInt(c->i1, 0, 0);
		return LLVMBuildICmp(c->b, LLVMIntULE, LLVMBuildSub(c->b, v, k64(c, lo), ""),
				     k64(c, hi - lo), "");
	}
	return LLVMBuildICmp(c->b, preds[e->u.prim.op], v, k64(c, lo), "");
}

static uint64_t mac48(const uint8_t m[6])
{
	uint64_t v = 0;

	for (int i = 0; i < 6; i++)
		v = v << 8 | m[i];
	return v;
}

static void port_prim(struct cg *c, const struct expr *e, LLVMBasicBlockRef t,
		      LLVMBasicBlockRef f)
{
	guard(c, PKT_PORTS, f);
	if (e->u.prim.dir == DIR_EITHER) {
		LLVMBasicBlockRef other = cg_block(c, "port.dst");

		cg_port_cond(c, e->u.prim.set, cg_pkt_load(c, PF_SPORT), t, other);
		LLVMPositionBuilderAtEnd(c->b, other);
		cg_port_cond(c, e->u.prim.set, cg_pkt_load(c, PF_DPORT), t, f);
		return;
	}
	cg_port_cond(c, e->u.prim.set,
		     cg_pkt_load(c, e->u.prim.dir == DIR_SRC ? PF_SPORT : PF_DPORT), t, f);
}

static void addr_prim(struct cg *c, const struct expr *e, LLVMBasicBlockRef t,
		      LLVMBasicBlockRef f)
{
	if (e->u.prim.dir == DIR_EITHER) {
		LLVMBasicBlockRef other = cg_block(c, "host.dst");

		cg_addr_cond(c, e->u.prim.set, 0, t, other);
		LLVMPositionBuilderAtEnd(c->b, other);
		cg_addr_cond(c, e->u.prim.set, 1, t, f);
		return;
	}
	cg_addr_cond(c, e->u.prim.set, e->u.prim.dir == DIR_DST, t, f);
}

/* `HEADER FIELD OP VALUE`: the field is cut from the fact the parser
 * stored (proto.h), masked, and compared. */
static void field_prim(struct cg *c, const struct expr *e, LLVMBasicBlockRef t,
		       LLVMBasicBlockRef f)
{
	const struct proto_field_info *fi = proto_field((enum proto_field)e->u.prim.field);
	LLVMValueRef v;

	guard(c, cg_field_layer(e->u.prim.field), f);
	v = cg_pkt_load(c, cg_field_fact(e->u.prim.field));
	if (fi->shift)
		v = LLVMBuildLShr(c->b, v, k64(c, fi->shift), "");
	v = LLVMBuildAnd(c->b, v, k64(c, e->u.prim.mask), "");
	branch(c, compare(c, e, v), t, f);
}

void cg_cond(struct cg *c, const struct expr *e, LLVMBasicBlockRef t,
	     LLVMBasicBlockRef f)
{
	LLVMBasicBlockRef mid;
	LLVMValueRef v;

	switch (e->kind) {
	case E_AND:
		mid = cg_block(c, "and");
		cg_cond(c, e->u.bin.lhs, mid, f);
		LLVMPositionBuilderAtEnd(c->b, mid);
		cg_cond(c, e->u.bin.rhs, t, f);
		return;
	case E_OR:
		mid = cg_block(c, "or");
		cg_cond(c, e->u.bin.lhs, t, mid);
		LLVMPositionBuilderAtEnd(c->b, mid);
		cg_cond(c, e->u.bin.rhs, t, f);
		return;
	case E_NOT:
		cg_cond(c, e->u.operand, f, t);
		return;
	case E_IPV4:
		branch(c, cg_pkt_flag(c, PKT_IP4), t, f);
		return;
	case E_IPV6:
		branch(c, cg_pkt_flag(c, PKT_IP6), t, f);
		return;
	case E_IP:
		branch(c, cg_pkt_flag(c, PKT_IP4 | PKT_IP6), t, f);
		return;
	case E_FRAG:
		branch(c, cg_pkt_flag(c, PKT_FRAG), t, f);
		return;
	case E_VLAN_ANY:
		branch(c, cg_pkt_flag(c, PKT_VLAN), t, f);
		return;
	case E_VLAN_ID:
		guard(c, PKT_VLAN, f);
		branch(c, eq(c, cg_pkt_load(c, PF_VID), e->u.prim.num), t, f);
		return;
	case E_ARP:
		guard(c, PKT_ETH, f);
		branch(c, eq(c, cg_pkt_load(c, PF_ETHERTYPE), PROTO_ETHERTYPE_ARP), t, f);
		return;
	case E_ETHER_TYPE:
		guard(c, PKT_ETH, f);
		branch(c, eq(c, cg_pkt_load(c, PF_ETHERTYPE), e->u.prim.num), t, f);
		return;
	case E_ETHER_SRC:
	case E_ETHER_DST:
		guard(c, PKT_ETH, f);
		v = cg_pkt_load(c, e->kind == E_ETHER_SRC ? PF_SMAC : PF_DMAC);
		branch(c, eq(c, v, mac48(e->u.prim.mac)), t, f);
		return;
	case E_PROTO:
		guard(c, PKT_PROTO, f);
		branch(c, eq(c, cg_pkt_load(c, PF_PROTO), e->u.prim.num), t, f);
		return;
	case E_ADDR:
		addr_prim(c, e, t, f);
		return;
	case E_PORT:
		port_prim(c, e, t, f);
		return;
	case E_LEN:
		branch(c, compare(c, e, cg_pkt_load(c, PF_LEN)), t, f);
		return;
	case E_TTL:
		guard(c, PKT_IP4 | PKT_IP6, f);
		branch(c, compare(c, e, cg_pkt_load(c, PF_TTL)), t, f);
		return;
	case E_TCP_FLAGS:
		guard(c, PKT_TCP, f);
		v = LLVMBuildAnd(c->b, cg_pkt_load(c, PF_TCPFLAGS), k64(c, e->u.prim.mask), "");
		branch(c, eq(c, v, e->u.prim.num), t, f);
		return;
	case E_FIELD:
		field_prim(c, e, t, f);
		return;
	case E_PAYLOAD:
	case E_PAYLOAD_FIND:
		v = LLVMBuildAnd(c->b, cg_pkt_load(c, PF_SIG),
				 k64(c, 1ull << e->u.prim.pay->sig), "");
		branch(c, LLVMBuildICmp(c->b, LLVMIntNE, v, k64(c, 0), ""), t, f);
		return;
	}
}
