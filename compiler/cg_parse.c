/* xdpc_parse(ctx, pkt): reads the frame once, layer by layer, exactly as
 * spec'd, and fills struct xdpc_pkt (see cg_internal.h); the rule functions
 * only look at that struct.
 *
 * Verifier-facing shape: every header is reached through a pointer
 * `data + off` made opaque to the optimiser (cg_opaque_ptr), checked with
 * `ptr + N > data_end` and read at constant offsets below N from that same
 * pointer. Offsets travel between layers as plain scalars, so states at
 * the joins compare as scalars and prune well. Checks that only decide
 * whether a layer exists (no read follows) compare scalars: off <= len. */
#include "cg_internal.h"

struct parse {
	struct cg *c;
	LLVMValueRef data, end, len;
	LLVMBasicBlockRef done;
};

static LLVMValueRef k64(struct parse *p, uint64_t v)
{
	return cg_const(p->c, p->c->i64, v);
}

static LLVMValueRef at(struct parse *p, LLVMValueRef off)
{
	struct cg *c = p->c;

	return cg_opaque_ptr(c, LLVMBuildGEP2(c->b, c->i8, p->data, &off, 1, "hdr"));
}

/* A big-endian field of BITS bits at PTR + OFF, zero-extended to i64. */
static LLVMValueRef ld(struct parse *p, LLVMValueRef ptr, unsigned off, unsigned bits)
{
	struct cg *c = p->c;
	LLVMValueRef o = k64(p, off);
	LLVMValueRef a = LLVMBuildGEP2(c->b, c->i8, ptr, &o, 1, "");
	LLVMValueRef v = LLVMBuildLoad2(c->b, LLVMIntTypeInContext(c->ctx, bits), a, "");

	LLVMSetAlignment(v, bits / 8);
	if (bits > 8)
		v = cg_bswap(c, v);
	return bits < 64 ? LLVMBuildZExt(c->b, v, c->i64, "") : v;
}

/* Continue only if COND holds; otherwise the frame has no further layer. */
static void require(struct parse *p, LLVMValueRef cond, const char *what)
{
	struct cg *c = p->c;
	LLVMBasicBlockRef ok = cg_block(c, what);

	LLVMBuildCondBr(c->b, cond, ok, p->done);
	LLVMPositionBuilderAtEnd(c->b, ok);
}

/* PTR + N <= data_end, as a pointer comparison the verifier tracks. */
static void need(struct parse *p, LLVMValueRef ptr, unsigned n, const char *what)
{
	struct cg *c = p->c;
	LLVMValueRef o = k64(p, n);
	LLVMValueRef lim = LLVMBuildGEP2(c->b, c->i8, ptr, &o, 1, "");

	require(p, LLVMBuildICmp(c->b, LLVMIntULE, lim, p->end, ""), what);
}

static LLVMValueRef eq(struct parse *p, LLVMValueRef v, uint64_t k)
{
	return LLVMBuildICmp(p->c->b, LLVMIntEQ, v, k64(p, k), "");
}

static LLVMValueRef is_vlan(struct parse *p, LLVMValueRef et)
{
	LLVMValueRef dot1q = eq(p, et, 0x8100);
	LLVMValueRef dot1ad = eq(p, et, 0x88a8);

	return LLVMBuildOr(p->c->b, dot1q, dot1ad, "");
}

static void phi_add(struct cg *c, LLVMValueRef phi, LLVMValueRef v)
{
	LLVMBasicBlockRef bb = LLVMGetInsertBlock(c->b);

	LLVMAddIncoming(phi, &v, &bb, 1);
}

/* Jumps to TARGET (whose phis are NH and OFF) with the given values. */
static void jump(struct cg *c, LLVMBasicBlockRef target, LLVMValueRef phi_a,
		 LLVMValueRef a, LLVMValueRef phi_b, LLVMValueRef b)
{
	phi_add(c, phi_a, a);
	phi_add(c, phi_b, b);
	LLVMBuildBr(c->b, target);
}

struct layer {
	LLVMBasicBlockRef bb;
	LLVMValueRef key, off;   /* EtherType or protocol; offset of the header */
};

static struct layer layer_block(struct cg *c, const char *name)
{
	struct layer l = { .bb = cg_block(c, name) };
	LLVMBasicBlockRef cur = LLVMGetInsertBlock(c->b);

	LLVMPositionBuilderAtEnd(c->b, l.bb);
	l.key = LLVMBuildPhi(c->b, c->i64, "key");
	l.off = LLVMBuildPhi(c->b, c->i64, "off");
	LLVMPositionBuilderAtEnd(c->b, cur);
	return l;
}

static void parse_l4(struct parse *p, struct layer l4)
{
	struct cg *c = p->c;
	LLVMBasicBlockRef tcp = cg_block(c, "tcp"), udp = cg_block(c, "udp");
	LLVMValueRef sw, q;

	LLVMPositionBuilderAtEnd(c->b, l4.bb);
	sw = LLVMBuildSwitch(c->b, l4.key, p->done, 2);
	LLVMAddCase(sw, k64(p, 6), tcp);
	LLVMAddCase(sw, k64(p, 17), udp);

	LLVMPositionBuilderAtEnd(c->b, tcp);
	q = at(p, l4.off);
	need(p, q, 20, "tcp.hdr");
	cg_pkt_set_flags(c, PKT_PORTS | PKT_TCP);
	cg_pkt_store(c, PF_SPORT, ld(p, q, 0, 16));
	cg_pkt_store(c, PF_DPORT, ld(p, q, 2, 16));
	cg_pkt_store(c, PF_TCPFLAGS, ld(p, q, 13, 8));
	LLVMBuildBr(c->b, p->done);

	LLVMPositionBuilderAtEnd(c->b, udp);
	q = at(p, l4.off);
	need(p, q, 8, "udp.hdr");
	cg_pkt_set_flags(c, PKT_PORTS);
	cg_pkt_store(c, PF_SPORT, ld(p, q, 0, 16));
	cg_pkt_store(c, PF_DPORT, ld(p, q, 2, 16));
	LLVMBuildBr(c->b, p->done);
}

static void parse_ipv4(struct parse *p, LLVMValueRef off, struct layer l4)
{
	struct cg *c = p->c;
	LLVMValueRef h = at(p, off), b0, hl, end, fo, frag;

	need(p, h, 20, "ip4.hdr");
	b0 = ld(p, h, 0, 8);
	require(p, eq(p, LLVMBuildLShr(c->b, b0, k64(p, 4), ""), 4), "ip4.version");
	hl = LLVMBuildAnd(c->b, b0, k64(p, 15), "");
	require(p, LLVMBuildICmp(c->b, LLVMIntUGE, hl, k64(p, 5), ""), "ip4.ihl");
	hl = LLVMBuildShl(c->b, hl, k64(p, 2), "");
	end = LLVMBuildAdd(c->b, off, hl, "l4off");
	require(p, LLVMBuildICmp(c->b, LLVMIntULE, end, p->len, ""), "ip4.whole");

	cg_pkt_store(c, PF_FAMILY, k64(p, 4));
	fo = ld(p, h, 6, 16);
	frag = LLVMBuildICmp(c->b, LLVMIntNE, LLVMBuildAnd(c->b, fo, k64(p, 0x3fff), ""),
			     k64(p, 0), "");
	{
		/* One builder call per statement: C leaves the order of
		 * argument evaluation open, and IR must not depend on it. */
		LLVMValueRef flags = cg_pkt_load(c, PF_FLAGS);
		LLVMValueRef add = LLVMBuildSelect(c->b, frag,
						   k64(p, PKT_IP4 | PKT_PROTO | PKT_FRAG),
						   k64(p, PKT_IP4 | PKT_PROTO), "");

		cg_pkt_store(c, PF_FLAGS, LLVMBuildOr(c->b, flags, add, ""));
	}
	cg_pkt_store(c, PF_TTL, ld(p, h, 8, 8));
	cg_pkt_store(c, PF_PROTO, ld(p, h, 9, 8));
	cg_pkt_store(c, PF_SRC_HI, LLVMBuildShl(c->b, ld(p, h, 12, 32), k64(p, 32), ""));
	cg_pkt_store(c, PF_DST_HI, LLVMBuildShl(c->b, ld(p, h, 16, 32), k64(p, 32), ""));
	/* L4 only in first fragments */
	require(p, eq(p, LLVMBuildAnd(c->b, fo, k64(p, 0x1fff), ""), 0), "ip4.first");
	jump(c, l4.bb, l4.key, ld(p, h, 9, 8), l4.off, end);
}

/* Extension headers walked, at most. */
#define IP6_MAX_EXT 8

static void ext_header(struct parse *p, LLVMValueRef off, int ah,
		       struct layer next)
{
	struct cg *c = p->c;
	LLVMValueRef q = at(p, off), len, end;

	need(p, q, 8, "ip6.ext");
	len = ld(p, q, 1, 8);
	if (ah)
		len = LLVMBuildShl(c->b, LLVMBuildAdd(c->b, len, k64(p, 2), ""), k64(p, 2), "");
	else
		len = LLVMBuildShl(c->b, LLVMBuildAdd(c->b, len, k64(p, 1), ""), k64(p, 3), "");
	end = LLVMBuildAdd(c->b, off, len, "");
	require(p, LLVMBuildICmp(c->b, LLVMIntULE, end, p->len, ""), "ip6.ext.whole");
	jump(c, next.bb, next.key, ld(p, q, 0, 8), next.off, end);
}

static void frag_header(struct parse *p, LLVMValueRef off, struct layer next,
			struct layer known_no_l4)
{
	struct cg *c = p->c;
	LLVMValueRef q = at(p, off), nh, fo;
	LLVMBasicBlockRef first = cg_block(c, "ip6.frag.first");
	LLVMBasicBlockRef later = cg_block(c, "ip6.frag.later");

	need(p, q, 8, "ip6.frag");
	cg_pkt_set_flags(c, PKT_FRAG);
	nh = ld(p, q, 0, 8);
	fo = LLVMBuildAnd(c->b, ld(p, q, 2, 16), k64(p, 0xfff8), "");
	LLVMBuildCondBr(c->b, eq(p, fo, 0), first, later);
	LLVMPositionBuilderAtEnd(c->b, later);
	jump(c, known_no_l4.bb, known_no_l4.key, nh, known_no_l4.off, off);
	LLVMPositionBuilderAtEnd(c->b, first);
	{
		LLVMValueRef next_off = LLVMBuildAdd(c->b, off, k64(p, 8), "");

		jump(c, next.bb, next.key, nh, next.off, next_off);
	}
}

static void ext_cases(struct parse *p, LLVMValueRef sw, LLVMBasicBlockRef std,
		      LLVMBasicBlockRef frag, LLVMBasicBlockRef ah)
{
	LLVMAddCase(sw, k64(p, 0), std);
	LLVMAddCase(sw, k64(p, 43), std);
	LLVMAddCase(sw, k64(p, 60), std);
	LLVMAddCase(sw, k64(p, 44), frag);
	LLVMAddCase(sw, k64(p, 51), ah);
}

static void parse_ipv6(struct parse *p, LLVMValueRef off, struct layer l4)
{
	struct cg *c = p->c;
	LLVMValueRef h = at(p, off);
	struct layer known = layer_block(c, "ip6.known");
	struct layer nofrag = layer_block(c, "ip6.later.frag");
	struct layer step = layer_block(c, "ip6.ext0");

	need(p, h, 40, "ip6.hdr");
	require(p, eq(p, LLVMBuildLShr(c->b, ld(p, h, 0, 8), k64(p, 4), ""), 6),
		"ip6.version");
	cg_pkt_store(c, PF_FAMILY, k64(p, 6));
	cg_pkt_set_flags(c, PKT_IP6);
	cg_pkt_store(c, PF_TTL, ld(p, h, 7, 8));
	cg_pkt_store(c, PF_SRC_HI, ld(p, h, 8, 64));
	cg_pkt_store(c, PF_SRC_LO, ld(p, h, 16, 64));
	cg_pkt_store(c, PF_DST_HI, ld(p, h, 24, 64));
	cg_pkt_store(c, PF_DST_LO, ld(p, h, 32, 64));
	{
		LLVMValueRef nh = ld(p, h, 6, 8);
		LLVMValueRef next_off = LLVMBuildAdd(c->b, off, k64(p, 40), "");

		jump(c, step.bb, step.key, nh, step.off, next_off);
	}

	/* unrolled walk: IP6_MAX_EXT steps, then a 9th header is unknown */
	for (int i = 0; i < IP6_MAX_EXT; i++) {
		LLVMBasicBlockRef std = cg_block(c, "ip6.ext.std");
		LLVMBasicBlockRef ah = cg_block(c, "ip6.ext.ah");
		LLVMBasicBlockRef frag = cg_block(c, "ip6.ext.frag");
		struct layer next = layer_block(c, "ip6.ext");
		LLVMValueRef sw;

		LLVMPositionBuilderAtEnd(c->b, step.bb);
		sw = LLVMBuildSwitch(c->b, step.key, known.bb, 5);
		ext_cases(p, sw, std, frag, ah);
		phi_add(c, known.key, step.key);
		phi_add(c, known.off, step.off);
		LLVMPositionBuilderAtEnd(c->b, std);
		ext_header(p, step.off, 0, next);
		LLVMPositionBuilderAtEnd(c->b, ah);
		ext_header(p, step.off, 1, next);
		LLVMPositionBuilderAtEnd(c->b, frag);
		frag_header(p, step.off, next, nofrag);
		step = next;
	}
	/* a 9th extension header would be needed: the protocol is unknown */
	LLVMPositionBuilderAtEnd(c->b, step.bb);
	ext_cases(p, LLVMBuildSwitch(c->b, step.key, known.bb, 5), p->done, p->done,
		  p->done);
	phi_add(c, known.key, step.key);
	phi_add(c, known.off, step.off);

	LLVMPositionBuilderAtEnd(c->b, known.bb);
	cg_pkt_store(c, PF_PROTO, known.key);
	cg_pkt_set_flags(c, PKT_PROTO);
	jump(c, l4.bb, l4.key, known.key, l4.off, known.off);

	LLVMPositionBuilderAtEnd(c->b, nofrag.bb);
	cg_pkt_store(c, PF_PROTO, nofrag.key);
	cg_pkt_set_flags(c, PKT_PROTO);
	LLVMBuildBr(c->b, p->done);
}

static void parse_l2(struct parse *p, struct layer l3)
{
	struct cg *c = p->c;
	LLVMValueRef et, tci;
	LLVMBasicBlockRef tag1 = cg_block(c, "vlan1"), tag2 = cg_block(c, "vlan2");

	need(p, p->data, 14, "eth");
	cg_pkt_set_flags(c, PKT_ETH);
	{
		/* Loads in sequence, not as sibling arguments: C leaves their
		 * order open, and the IR must not depend on the host compiler. */
		LLVMValueRef hi = LLVMBuildShl(c->b, ld(p, p->data, 0, 32), k64(p, 16), "");
		LLVMValueRef lo = ld(p, p->data, 4, 16);

		cg_pkt_store(c, PF_DMAC, LLVMBuildOr(c->b, hi, lo, ""));
		hi = LLVMBuildShl(c->b, ld(p, p->data, 6, 16), k64(p, 32), "");
		lo = ld(p, p->data, 8, 32);
		cg_pkt_store(c, PF_SMAC, LLVMBuildOr(c->b, hi, lo, ""));
	}
	et = ld(p, p->data, 12, 16);
	cg_pkt_store(c, PF_ETHERTYPE, et);
	phi_add(c, l3.key, et);
	phi_add(c, l3.off, k64(p, 14));
	LLVMBuildCondBr(c->b, is_vlan(p, et), tag1, l3.bb);

	/* the outer tag: it exists only if all 4 bytes are there */
	LLVMPositionBuilderAtEnd(c->b, tag1);
	need(p, p->data, 18, "vlan1.whole");
	tci = ld(p, p->data, 14, 16);
	cg_pkt_set_flags(c, PKT_VLAN);
	cg_pkt_store(c, PF_VID, LLVMBuildAnd(c->b, tci, k64(p, 0xfff), ""));
	et = ld(p, p->data, 16, 16);
	cg_pkt_store(c, PF_ETHERTYPE, et);
	phi_add(c, l3.key, et);
	phi_add(c, l3.off, k64(p, 18));
	LLVMBuildCondBr(c->b, is_vlan(p, et), tag2, l3.bb);

	/* the inner tag; a third one means no L3 layer */
	LLVMPositionBuilderAtEnd(c->b, tag2);
	need(p, p->data, 22, "vlan2.whole");
	et = ld(p, p->data, 20, 16);
	cg_pkt_store(c, PF_ETHERTYPE, et);
	phi_add(c, l3.key, et);
	phi_add(c, l3.off, k64(p, 22));
	LLVMBuildCondBr(c->b, is_vlan(p, et), p->done, l3.bb);
}

void cg_parse_build(struct cg *c)
{
	LLVMTypeRef params[2] = { c->ptr, c->ptr };
	LLVMTypeRef fty = LLVMFunctionType(c->i32, params, 2, 0);
	LLVMMetadataRef dargs[2] = { c->di_ctx_ptr, c->di_pkt_ptr };
	const char *names[2] = { "ctx", "pkt" };
	struct parse p = { .c = c };
	LLVMBasicBlockRef entry, body, ip4, ip6;
	LLVMValueRef ctx, d32, e32, sw;
	struct layer l3, l4;

	c->fn = c->fn_parse = cg_add_function(c, "xdpc_parse", fty, 1);
	cg_debug_func(c, c->fn, 1, dargs, names, 2, 0);
	ctx = LLVMGetParam(c->fn, 0);
	c->pkt = LLVMGetParam(c->fn, 1);
	entry = cg_block(c, "entry");
	body = cg_block(c, "body");
	p.done = cg_block(c, "done");
	LLVMPositionBuilderAtEnd(c->b, p.done);
	LLVMBuildRet(c->b, cg_const(c, c->i32, 0));

	/* the verifier makes the pointer argument "maybe NULL" */
	LLVMPositionBuilderAtEnd(c->b, entry);
	LLVMBuildCondBr(c->b, LLVMBuildIsNull(c->b, c->pkt, ""), p.done, body);
	LLVMPositionBuilderAtEnd(c->b, body);
	d32 = LLVMBuildLoad2(c->b, c->i32, ctx, "data32");
	LLVMSetAlignment(d32, 4);
	{
		LLVMValueRef four = cg_const(c, c->i64, 4);

		e32 = LLVMBuildLoad2(c->b, c->i32, LLVMBuildGEP2(c->b, c->i8, ctx, &four, 1, ""),
				     "data_end32");
		LLVMSetAlignment(e32, 4);
	}
	p.data = LLVMBuildIntToPtr(c->b, LLVMBuildZExt(c->b, d32, c->i64, ""), c->ptr, "data");
	p.end = LLVMBuildIntToPtr(c->b, LLVMBuildZExt(c->b, e32, c->i64, ""), c->ptr, "data_end");
	{
		LLVMValueRef end = LLVMBuildPtrToInt(c->b, p.end, c->i64, "");
		LLVMValueRef start = LLVMBuildPtrToInt(c->b, p.data, c->i64, "");

		p.len = LLVMBuildSub(c->b, end, start, "len");
	}
	cg_pkt_store(c, PF_LEN, p.len);

	l3 = layer_block(c, "l3");
	l4 = layer_block(c, "l4");
	parse_l2(&p, l3);

	ip4 = cg_block(c, "ip4");
	ip6 = cg_block(c, "ip6");
	LLVMPositionBuilderAtEnd(c->b, l3.bb);
	sw = LLVMBuildSwitch(c->b, l3.key, p.done, 2);
	LLVMAddCase(sw, k64(&p, 0x0800), ip4);
	LLVMAddCase(sw, k64(&p, 0x86dd), ip6);
	LLVMPositionBuilderAtEnd(c->b, ip4);
	parse_ipv4(&p, l3.off, l4);
	LLVMPositionBuilderAtEnd(c->b, ip6);
	parse_ipv6(&p, l3.off, l4);
	parse_l4(&p, l4);
}
