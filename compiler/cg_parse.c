/* xdpc_parse(ctx, pkt): reads the frame once, layer by layer, exactly as
 * spec'd, and fills struct xdpc_pkt (see cg_internal.h); the rule functions
 * only look at that struct.
 *
 * Demand-driven: cg_need() says which facts the program reads, and only
 * those are loaded and stored, and only the layers that hold them are
 * walked. Whatever decides whether such a layer exists is always kept
 * (`count by proto` still walks VLAN tags, checks IPv4 IHL and walks IPv6
 * extension headers; a program that only reads `len` parses nothing).
 * Facts are gathered in local slots and written to the struct once, at the
 * end: promoted to registers, and when the parser is inlined into a small
 * program (cg_parse_inline_small) the struct itself disappears too. The
 * slots start at zero, so a field no layer wrote reads 0: proto is written
 * only with PKT_PROTO, and reads 0 when the protocol is unknown (the key
 * `count by proto` counts such frames under).
 *
 * Verifier-facing shape: every header is reached through a pointer
 * `data + off` made opaque to the optimiser (cg_opaque), checked with
 * `ptr + N > data_end` and read at constant offsets below N from that same
 * pointer. Offsets travel between layers as plain scalars, so states at
 * the joins compare as scalars and prune well. Checks that only decide
 * whether a layer exists (no read follows) compare `data + off` with
 * data_end too, never off with the frame length as scalars: the verifier
 * would narrow the length's range differently on each path, and that live
 * value would keep the walk's states from pruning (4.5k instead of 10.6k
 * verified instructions for `count by proto; drop;`). */
#include "cg_internal.h"
#include "proto.h"

#include <stdbool.h>

/* Facts that live above Ethernet: any of them means walking VLAN tags and
 * the L3 header; L4 ones also mean the TCP/UDP header. */
#define NEED_L4 (NEED_PORTS | NEED_TCPFLAGS | NEED_TCPWIN | NEED_UDPLEN | NEED_ICMP | \
		 NEED_SIG)
#define NEED_ABOVE_L2 (NEED_L3 | NEED_ADDR | NEED_TTL | NEED_FRAG | NEED_PROTO | \
		       NEED_TOS | NEED_IPLEN | NEED_IP4FRAG | NEED_FLOW | NEED_L4)
#define NEED_IP6_WALK (NEED_FRAG | NEED_PROTO | NEED_L4)

struct parse {
	struct cg *c;
	unsigned need;               /* NEED_* */
	uint32_t flags;              /* PKT_* bits some rule reads */
	LLVMValueRef data, end, len;
	LLVMValueRef slot[PF_COUNT]; /* local copy of each stored field */
	LLVMBasicBlockRef done;
};

static int has(const struct parse *p, unsigned need)
{
	return (p->need & need) != 0;
}

/* Field F of the frame is V (i64), if the program reads F. */
static void put(struct parse *p, enum pkt_field f, LLVMValueRef v)
{
	struct cg *c = p->c;
	LLVMTypeRef t = LLVMIntTypeInContext(c->ctx, cg_field_bits(f));

	if (!p->slot[f])
		return;
	if (LLVMTypeOf(v) != t)
		v = LLVMBuildTrunc(c->b, v, t, "");
	LLVMBuildStore(c->b, v, p->slot[f]);
}

/* The layers in BITS (PKT_*) exist; only bits some rule reads are kept. */
static void set_flags(struct parse *p, uint32_t bits)
{
	struct cg *c = p->c;
	LLVMValueRef v;

	bits &= p->flags;
	if (!bits)
		return;
	v = LLVMBuildLoad2(c->b, c->i32, p->slot[PF_FLAGS], "");
	v = LLVMBuildOr(c->b, v, cg_const(c, c->i32, bits), "");
	LLVMBuildStore(c->b, v, p->slot[PF_FLAGS]);
}

/* Adds BITS to the flags when COND (i1) holds, without a branch. */
static void set_flags_if(struct parse *p, LLVMValueRef cond, uint32_t bits)
{
	struct cg *c = p->c;
	LLVMValueRef flags, add;

	bits &= p->flags;
	if (!bits)
		return;
	flags = LLVMBuildLoad2(c->b, c->i32, p->slot[PF_FLAGS], "");
	add = LLVMBuildSelect(c->b, cond, cg_const(c, c->i32, bits), cg_const(c, c->i32, 0), "");
	LLVMBuildStore(c->b, LLVMBuildOr(c->b, flags, add, ""), p->slot[PF_FLAGS]);
}

static LLVMValueRef k64(struct parse *p, uint64_t v)
{
	return cg_const(p->c, p->c->i64, v);
}

static LLVMValueRef at(struct parse *p, LLVMValueRef off)
{
	struct cg *c = p->c;

	return cg_opaque(c, LLVMBuildGEP2(c->b, c->i8, p->data, &off, 1, "hdr"));
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

/* The frame holds every byte before offset END: a pointer compare, so
 * that the verifier learns nothing about the frame length (a scalar
 * compare would narrow its range differently on every path and keep the
 * states of the walk from pruning). */
static void inside(struct parse *p, LLVMValueRef end, const char *what)
{
	struct cg *c = p->c;

	require(p, LLVMBuildICmp(c->b, LLVMIntULE, at(p, end), p->end, ""), what);
}

static LLVMValueRef eq(struct parse *p, LLVMValueRef v, uint64_t k)
{
	return LLVMBuildICmp(p->c->b, LLVMIntEQ, v, k64(p, k), "");
}

static LLVMValueRef is_vlan(struct parse *p, LLVMValueRef et)
{
	LLVMValueRef dot1q = eq(p, et, PROTO_ETHERTYPE_8021Q);
	LLVMValueRef dot1ad = eq(p, et, PROTO_ETHERTYPE_8021AD);

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

/* TCP: ports, flags, window, and where its payload starts (data offset
 * >= 5; the payload itself may lie past the frame's end). */
static void parse_tcp(struct parse *p, LLVMValueRef off)
{
	struct cg *c = p->c;
	LLVMValueRef q = at(p, off);

	need(p, q, PROTO_TCP_LEN, "tcp.hdr");
	set_flags(p, PKT_PORTS | PKT_TCP);
	if (has(p, NEED_PORTS)) {
		put(p, PF_SPORT, ld(p, q, PROTO_TCP_SPORT, 16));
		put(p, PF_DPORT, ld(p, q, PROTO_TCP_DPORT, 16));
	}
	if (has(p, NEED_TCPFLAGS))
		put(p, PF_TCPFLAGS, ld(p, q, PROTO_TCP_FLAGS, 8));
	if (has(p, NEED_TCPWIN))
		put(p, PF_TCPWIN, ld(p, q, PROTO_TCP_WINDOW, 16));
	if (has(p, NEED_SIG)) {
		LLVMValueRef doff = LLVMBuildLShr(c->b, ld(p, q, PROTO_TCP_DOFF, 8), k64(p, 4), "");
		LLVMValueRef ok = LLVMBuildICmp(c->b, LLVMIntUGE, doff, k64(p, 5), "");
		LLVMValueRef hl = LLVMBuildShl(c->b, doff, k64(p, 2), "");

		put(p, PF_PAYOFF, LLVMBuildAdd(c->b, off, hl, ""));
		set_flags_if(p, ok, PKT_PAYLOAD);
	}
	LLVMBuildBr(c->b, p->done);
}

static void parse_udp(struct parse *p, LLVMValueRef off)
{
	struct cg *c = p->c;
	LLVMValueRef q = at(p, off);

	need(p, q, PROTO_UDP_LEN, "udp.hdr");
	set_flags(p, PKT_PORTS | PKT_UDP | PKT_PAYLOAD);
	if (has(p, NEED_PORTS)) {
		put(p, PF_SPORT, ld(p, q, PROTO_UDP_SPORT, 16));
		put(p, PF_DPORT, ld(p, q, PROTO_UDP_DPORT, 16));
	}
	if (has(p, NEED_UDPLEN))
		put(p, PF_UDPLEN, ld(p, q, PROTO_UDP_LENGTH, 16));
	if (has(p, NEED_SIG))
		put(p, PF_PAYOFF, LLVMBuildAdd(c->b, off, k64(p, PROTO_UDP_LEN), ""));
	LLVMBuildBr(c->b, p->done);
}

/* ICMP (FLAG PKT_ICMP4) or ICMPv6 (PKT_ICMP6): type and code. */
static void parse_icmp(struct parse *p, LLVMValueRef off, uint32_t flag)
{
	LLVMValueRef q = at(p, off);

	need(p, q, PROTO_ICMP_LEN, "icmp.hdr");
	set_flags(p, flag);
	put(p, PF_ICMPTYPE, ld(p, q, PROTO_ICMP_TYPE, 8));
	put(p, PF_ICMPCODE, ld(p, q, PROTO_ICMP_CODE, 8));
	LLVMBuildBr(p->c->b, p->done);
}

static void l4_case(struct parse *p, LLVMValueRef sw, uint64_t proto, const char *name)
{
	LLVMBasicBlockRef bb = cg_block(p->c, name);

	LLVMAddCase(sw, k64(p, proto), bb);
	LLVMPositionBuilderAtEnd(p->c->b, bb);
}

static void parse_l4(struct parse *p, struct layer l4)
{
	struct cg *c = p->c;
	LLVMValueRef sw;

	LLVMPositionBuilderAtEnd(c->b, l4.bb);
	if (has(p, NEED_SIG)) {
		put(p, PF_L4OFF, l4.off);
		set_flags(p, PKT_TH);
	}
	sw = LLVMBuildSwitch(c->b, l4.key, p->done, 2);
	if (has(p, NEED_PORTS | NEED_TCPFLAGS | NEED_TCPWIN | NEED_SIG)) {
		l4_case(p, sw, PROTO_TCP, "tcp");
		parse_tcp(p, l4.off);
	}
	if (has(p, NEED_PORTS | NEED_UDPLEN | NEED_SIG)) {
		l4_case(p, sw, PROTO_UDP, "udp");
		parse_udp(p, l4.off);
	}
	if (has(p, NEED_ICMP)) {
		l4_case(p, sw, PROTO_ICMP, "icmp");
		parse_icmp(p, l4.off, PKT_ICMP4);
		l4_case(p, sw, PROTO_ICMPV6, "icmp6");
		parse_icmp(p, l4.off, PKT_ICMP6);
	}
}

/* Where the IPv4 header at OFF (its first 20 bytes inside the frame)
 * ends, if it is valid: version 4, IHL >= 5, all IHL * 4 bytes inside.
 * A header without options (first byte 0x45), nearly every IPv4 frame's,
 * is valid as it stands, so it skips the other checks. */
static LLVMValueRef ip4_header_end(struct parse *p, LLVMValueRef off, LLVMValueRef b0)
{
	struct cg *c = p->c;
	LLVMBasicBlockRef plain = LLVMGetInsertBlock(c->b);
	LLVMBasicBlockRef opts = cg_block(c, "ip4.options"), valid = cg_block(c, "ip4.valid");
	LLVMValueRef plain_end = LLVMBuildAdd(c->b, off, k64(p, PROTO_IP4_MIN_LEN), "");
	LLVMValueRef hl, opts_end;

	LLVMBuildCondBr(c->b, eq(p, b0, PROTO_IP4_VER_IHL_PLAIN), valid, opts);
	LLVMPositionBuilderAtEnd(c->b, opts);
	require(p, eq(p, LLVMBuildLShr(c->b, b0, k64(p, 4), ""), 4), "ip4.version");
	hl = LLVMBuildAnd(c->b, b0, k64(p, 15), "");
	require(p, LLVMBuildICmp(c->b, LLVMIntUGE, hl, k64(p, 5), ""), "ip4.ihl");
	hl = LLVMBuildShl(c->b, hl, k64(p, 2), "");
	opts_end = LLVMBuildAdd(c->b, off, hl, "");
	inside(p, opts_end, "ip4.whole");
	opts = LLVMGetInsertBlock(c->b);
	LLVMBuildBr(c->b, valid);
	LLVMPositionBuilderAtEnd(c->b, valid);
	return cg_phi2(c, c->i64, "l4off", plain_end, plain, opts_end, opts);
}

static void parse_ipv4(struct parse *p, LLVMValueRef off, struct layer l4)
{
	struct cg *c = p->c;
	LLVMValueRef h = at(p, off), end, fo = NULL;

	need(p, h, PROTO_IP4_MIN_LEN, "ip4.hdr");
	end = ip4_header_end(p, off, ld(p, h, PROTO_IP4_VER_IHL, 8));

	put(p, PF_FAMILY, k64(p, 4));
	set_flags(p, PKT_IP4 | PKT_PROTO);
	if (has(p, NEED_FRAG | NEED_L4 | NEED_IP4FRAG))
		fo = ld(p, h, PROTO_IP4_FRAG, 16);
	if (has(p, NEED_FRAG)) {
		/* One builder call per statement: C leaves the order of
		 * argument evaluation open, and IR must not depend on it. */
		LLVMValueRef bits = LLVMBuildAnd(c->b, fo, k64(p, PROTO_IP4_FRAG_FLAGS), "");
		LLVMValueRef frag = LLVMBuildICmp(c->b, LLVMIntNE, bits, k64(p, 0), "");

		set_flags_if(p, frag, PKT_FRAG);
	}
	if (has(p, NEED_TTL))
		put(p, PF_TTL, ld(p, h, PROTO_IP4_TTL, 8));
	if (has(p, NEED_PROTO))
		put(p, PF_PROTO, ld(p, h, PROTO_IP4_PROTO, 8));
	if (has(p, NEED_TOS))
		put(p, PF_TOS, ld(p, h, PROTO_IP4_TOS, 8));
	if (has(p, NEED_IPLEN))
		put(p, PF_IPLEN, ld(p, h, PROTO_IP4_TOTAL_LEN, 16));
	if (has(p, NEED_IP4FRAG))
		put(p, PF_IP4FRAG, fo);
	if (has(p, NEED_SIG))
		put(p, PF_L3OFF, off);
	if (has(p, NEED_ADDR)) {
		LLVMValueRef a = ld(p, h, PROTO_IP4_SRC, 32);

		put(p, PF_SRC_HI, LLVMBuildShl(c->b, a, k64(p, 32), ""));
		a = ld(p, h, PROTO_IP4_DST, 32);
		put(p, PF_DST_HI, LLVMBuildShl(c->b, a, k64(p, 32), ""));
	}
	if (!has(p, NEED_L4)) {
		LLVMBuildBr(c->b, p->done);
		return;
	}
	/* L4 only in first fragments */
	require(p, eq(p, LLVMBuildAnd(c->b, fo, k64(p, PROTO_IP4_OFFSET_MASK), ""), 0), "ip4.first");
	jump(c, l4.bb, l4.key, ld(p, h, PROTO_IP4_PROTO, 8), l4.off, end);
}

/* Extension headers walked, at most. */
#define IP6_MAX_EXT PROTO_IP6_MAX_EXT

static void ext_header(struct parse *p, LLVMValueRef off, int ah,
		       struct layer next)
{
	struct cg *c = p->c;
	LLVMValueRef q = at(p, off), len, end;

	need(p, q, PROTO_EXT_MIN_LEN, "ip6.ext");
	len = ld(p, q, PROTO_EXT_HDRLEN, 8);
	if (ah)
		len = LLVMBuildShl(c->b, LLVMBuildAdd(c->b, len, k64(p, 2), ""), k64(p, 2), "");
	else
		len = LLVMBuildShl(c->b, LLVMBuildAdd(c->b, len, k64(p, 1), ""), k64(p, 3), "");
	end = LLVMBuildAdd(c->b, off, len, "");
	inside(p, end, "ip6.ext.whole");
	jump(c, next.bb, next.key, ld(p, q, PROTO_EXT_NEXT, 8), next.off, end);
}

static void frag_header(struct parse *p, LLVMValueRef off, struct layer next,
			struct layer known_no_l4)
{
	struct cg *c = p->c;
	LLVMValueRef q = at(p, off), nh, fo;
	LLVMBasicBlockRef first, later;

	need(p, q, PROTO_EXT_MIN_LEN, "ip6.frag");
	set_flags(p, PKT_FRAG);
	/* nothing after the fragment header is read: frag is all we wanted */
	if (!has(p, NEED_PROTO | NEED_L4)) {
		LLVMBuildBr(c->b, p->done);
		return;
	}
	first = cg_block(c, "ip6.frag.first");
	later = cg_block(c, "ip6.frag.later");
	nh = ld(p, q, PROTO_EXT_NEXT, 8);
	fo = LLVMBuildAnd(c->b, ld(p, q, PROTO_FRAG_OFFSET, 16), k64(p, PROTO_FRAG_OFFSET_MASK), "");
	LLVMBuildCondBr(c->b, eq(p, fo, 0), first, later);
	LLVMPositionBuilderAtEnd(c->b, later);
	jump(c, known_no_l4.bb, known_no_l4.key, nh, known_no_l4.off, off);
	LLVMPositionBuilderAtEnd(c->b, first);
	{
		LLVMValueRef next_off = LLVMBuildAdd(c->b, off, k64(p, PROTO_EXT_MIN_LEN), "");

		jump(c, next.bb, next.key, nh, next.off, next_off);
	}
}

static void ext_cases(struct parse *p, LLVMValueRef sw, LLVMBasicBlockRef std,
		      LLVMBasicBlockRef frag, LLVMBasicBlockRef ah)
{
	LLVMAddCase(sw, k64(p, PROTO_EXT_HOPOPTS), std);
	LLVMAddCase(sw, k64(p, PROTO_EXT_ROUTING), std);
	LLVMAddCase(sw, k64(p, PROTO_EXT_DSTOPTS), std);
	LLVMAddCase(sw, k64(p, PROTO_EXT_FRAGMENT), frag);
	LLVMAddCase(sw, k64(p, PROTO_EXT_AH), ah);
}

/* The walk ended at protocol KEY (its header at OFF when L4 may follow). */
static void ip6_proto(struct parse *p, struct layer at_end, struct layer l4, int l4_follows)
{
	struct cg *c = p->c;

	LLVMPositionBuilderAtEnd(c->b, at_end.bb);
	if (has(p, NEED_PROTO))
		put(p, PF_PROTO, at_end.key);
	set_flags(p, PKT_PROTO);
	if (l4_follows && has(p, NEED_L4))
		jump(c, l4.bb, l4.key, at_end.key, l4.off, at_end.off);
	else
		LLVMBuildBr(c->b, p->done);
}

static void parse_ipv6(struct parse *p, LLVMValueRef off, struct layer l4)
{
	struct cg *c = p->c;
	LLVMValueRef h = at(p, off);
	struct layer known, nofrag, step;

	need(p, h, PROTO_IP6_LEN, "ip6.hdr");
	require(p, eq(p, LLVMBuildLShr(c->b, ld(p, h, PROTO_IP6_VER_TC_FLOW, 8), k64(p, 4), ""), 6),
		"ip6.version");
	put(p, PF_FAMILY, k64(p, 6));
	set_flags(p, PKT_IP6);
	if (has(p, NEED_TTL))
		put(p, PF_TTL, ld(p, h, PROTO_IP6_HOPLIMIT, 8));
	if (has(p, NEED_TOS | NEED_FLOW)) {
		LLVMValueRef w = ld(p, h, PROTO_IP6_VER_TC_FLOW, 32);
		LLVMValueRef tc = LLVMBuildLShr(c->b, w, k64(p, PROTO_IP6_TC_SHIFT), "");

		put(p, PF_TOS, LLVMBuildAnd(c->b, tc, k64(p, 0xff), ""));
		put(p, PF_FLOW, LLVMBuildAnd(c->b, w, k64(p, PROTO_IP6_FLOW_MASK), ""));
	}
	if (has(p, NEED_IPLEN)) {
		LLVMValueRef plen = ld(p, h, PROTO_IP6_PAYLOAD_LEN, 16);

		put(p, PF_IPLEN, LLVMBuildAdd(c->b, plen, k64(p, PROTO_IP6_LEN), ""));
	}
	if (has(p, NEED_SIG))
		put(p, PF_L3OFF, off);
	if (has(p, NEED_ADDR)) {
		put(p, PF_SRC_HI, ld(p, h, PROTO_IP6_SRC, 64));
		put(p, PF_SRC_LO, ld(p, h, PROTO_IP6_SRC + 8, 64));
		put(p, PF_DST_HI, ld(p, h, PROTO_IP6_DST, 64));
		put(p, PF_DST_LO, ld(p, h, PROTO_IP6_DST + 8, 64));
	}
	if (!has(p, NEED_IP6_WALK)) {
		LLVMBuildBr(c->b, p->done);
		return;
	}
	known = layer_block(c, "ip6.known");
	nofrag = layer_block(c, "ip6.later.frag");
	step = layer_block(c, "ip6.ext0");
	{
		LLVMValueRef nh = ld(p, h, PROTO_IP6_NEXT, 8);
		LLVMValueRef next_off = LLVMBuildAdd(c->b, off, k64(p, PROTO_IP6_LEN), "");

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

	ip6_proto(p, known, l4, 1);
	/* a non-first fragment: nothing jumps here when only frag is read */
	if (LLVMGetFirstUse(LLVMBasicBlockAsValue(nofrag.bb)))
		ip6_proto(p, nofrag, l4, 0);
	else
		LLVMDeleteBasicBlock(nofrag.bb);
}

/* Ethernet and at most two VLAN tags; continues at L3 with the EtherType
 * and the L3 offset when an L3 layer may follow and is wanted. */
static void parse_l2(struct parse *p, struct layer l3)
{
	struct cg *c = p->c;
	LLVMValueRef et, tci;
	LLVMBasicBlockRef tag1, tag2;
	int above = has(p, NEED_ABOVE_L2);
	/* the EtherType of the last header, or a rule that reads past it */
	int inner = above || has(p, NEED_ETHERTYPE);

	need(p, p->data, PROTO_ETH_LEN, "eth");
	set_flags(p, PKT_ETH);
	if (has(p, NEED_DMAC)) {
		/* Loads in sequence, not as sibling arguments: C leaves their
		 * order open, and the IR must not depend on the host compiler. */
		LLVMValueRef hi = LLVMBuildShl(c->b, ld(p, p->data, PROTO_ETH_DST, 32), k64(p, 16), "");
		LLVMValueRef lo = ld(p, p->data, PROTO_ETH_DST + 4, 16);

		put(p, PF_DMAC, LLVMBuildOr(c->b, hi, lo, ""));
	}
	if (has(p, NEED_SMAC)) {
		LLVMValueRef hi = LLVMBuildShl(c->b, ld(p, p->data, PROTO_ETH_SRC, 16), k64(p, 32), "");
		LLVMValueRef lo = ld(p, p->data, PROTO_ETH_SRC + 2, 32);

		put(p, PF_SMAC, LLVMBuildOr(c->b, hi, lo, ""));
	}
	if (!inner && !has(p, NEED_VLAN | NEED_VID)) {
		LLVMBuildBr(c->b, p->done);
		return;
	}
	tag1 = cg_block(c, "vlan1");
	et = ld(p, p->data, PROTO_ETH_TYPE, 16);
	put(p, PF_ETHERTYPE, et);
	if (above) {
		phi_add(c, l3.key, et);
		phi_add(c, l3.off, k64(p, PROTO_ETH_LEN));
	}
	LLVMBuildCondBr(c->b, is_vlan(p, et), tag1, above ? l3.bb : p->done);

	/* the outer tag: it exists only if all 4 bytes are there */
	LLVMPositionBuilderAtEnd(c->b, tag1);
	need(p, p->data, PROTO_ETH_LEN + PROTO_VLAN_LEN, "vlan1.whole");
	set_flags(p, PKT_VLAN);
	if (has(p, NEED_VID)) {
		tci = ld(p, p->data, PROTO_ETH_LEN + PROTO_VLAN_TCI, 16);
		put(p, PF_VID, LLVMBuildAnd(c->b, tci, k64(p, PROTO_VLAN_VID_MASK), ""));
	}
	if (!inner) {
		LLVMBuildBr(c->b, p->done);
		return;
	}
	tag2 = cg_block(c, "vlan2");
	et = ld(p, p->data, PROTO_ETH_LEN + PROTO_VLAN_TYPE, 16);
	put(p, PF_ETHERTYPE, et);
	if (above) {
		phi_add(c, l3.key, et);
		phi_add(c, l3.off, k64(p, PROTO_ETH_LEN + PROTO_VLAN_LEN));
	}
	LLVMBuildCondBr(c->b, is_vlan(p, et), tag2, above ? l3.bb : p->done);

	/* the inner tag; a third one means no L3 layer */
	LLVMPositionBuilderAtEnd(c->b, tag2);
	need(p, p->data, PROTO_ETH_LEN + 2 * PROTO_VLAN_LEN, "vlan2.whole");
	et = ld(p, p->data, PROTO_ETH_LEN + PROTO_VLAN_LEN + PROTO_VLAN_TYPE, 16);
	put(p, PF_ETHERTYPE, et);
	if (!above) {
		LLVMBuildBr(c->b, p->done);
		return;
	}
	phi_add(c, l3.key, et);
	phi_add(c, l3.off, k64(p, PROTO_ETH_LEN + 2 * PROTO_VLAN_LEN));
	LLVMBuildCondBr(c->b, is_vlan(p, et), p->done, l3.bb);
}

/* The fields the NEED_* mask asks for, and the flags some rule reads. */
static void plan(struct parse *p)
{
	static const struct {
		unsigned need;
		enum pkt_field f;
	} fields[] = {
		{ NEED_DMAC, PF_DMAC }, { NEED_SMAC, PF_SMAC },
		{ NEED_ETHERTYPE, PF_ETHERTYPE }, { NEED_VID, PF_VID },
		{ NEED_ADDR, PF_FAMILY }, { NEED_ADDR, PF_SRC_HI },
		{ NEED_ADDR, PF_SRC_LO }, { NEED_ADDR, PF_DST_HI },
		{ NEED_ADDR, PF_DST_LO }, { NEED_TTL, PF_TTL },
		{ NEED_PROTO, PF_PROTO }, { NEED_PORTS, PF_SPORT },
		{ NEED_PORTS, PF_DPORT }, { NEED_TCPFLAGS, PF_TCPFLAGS },
		{ NEED_IPLEN, PF_IPLEN }, { NEED_FLOW, PF_FLOW },
		{ NEED_IP4FRAG, PF_IP4FRAG }, { NEED_UDPLEN, PF_UDPLEN },
		{ NEED_TCPWIN, PF_TCPWIN }, { NEED_SIG, PF_L3OFF }, { NEED_SIG, PF_L4OFF },
		{ NEED_SIG, PF_PAYOFF }, { NEED_TOS, PF_TOS }, { NEED_ICMP, PF_ICMPTYPE },
		{ NEED_ICMP, PF_ICMPCODE },
	};
	static const struct {
		unsigned need;
		uint32_t flags;
	} flags[] = {
		{ NEED_ETH, PKT_ETH }, { NEED_VLAN, PKT_VLAN },
		{ NEED_L3, PKT_IP4 | PKT_IP6 }, { NEED_PROTO, PKT_PROTO },
		{ NEED_FRAG, PKT_FRAG }, { NEED_PORTS, PKT_PORTS },
		{ NEED_TCPFLAGS, PKT_TCP }, { NEED_TCPWIN, PKT_TCP }, { NEED_UDPLEN, PKT_UDP },
		{ NEED_ICMP, PKT_ICMP4 | PKT_ICMP6 },
		{ NEED_SIG, PKT_IP4 | PKT_IP6 | PKT_TH | PKT_PAYLOAD },
	};
	struct cg *c = p->c;
	bool want[PF_COUNT] = { false };

	for (size_t i = 0; i < sizeof(flags) / sizeof(flags[0]); i++)
		if (has(p, flags[i].need))
			p->flags |= flags[i].flags;
	for (size_t i = 0; i < sizeof(fields) / sizeof(fields[0]); i++)
		if (has(p, fields[i].need))
			want[fields[i].f] = true;
	want[PF_FLAGS] = p->flags != 0;
	for (int f = 0; f < PF_COUNT; f++) {
		LLVMTypeRef t = LLVMIntTypeInContext(c->ctx, cg_field_bits((enum pkt_field)f));

		if (!want[f])
			continue;
		p->slot[f] = cg_entry_alloca(c, t, cg_field_name((enum pkt_field)f));
		LLVMBuildStore(c->b, LLVMConstNull(t), p->slot[f]);
	}
}

/* Writes the facts gathered in the slots into struct xdpc_pkt. */
static void flush(struct parse *p)
{
	struct cg *c = p->c;

	for (int f = 0; f < PF_COUNT; f++) {
		LLVMTypeRef t = LLVMIntTypeInContext(c->ctx, cg_field_bits((enum pkt_field)f));
		LLVMValueRef v;

		if (!p->slot[f])
			continue;
		v = LLVMBuildLoad2(c->b, t, p->slot[f], "");
		cg_pkt_store(c, (enum pkt_field)f, v);
	}
}

/* A compare or two at fixed offsets cost less inline than the call to
 * xdpc_sigs (about 2 ns a frame, measured with xdpc-bench). Inline, each
 * test's outcome is a known constant bit that the rules branch on, so the
 * verifier keeps the outcomes apart: its work doubles with every inline
 * test (measured: 8 tests took it past 1,000,000 instructions, a fuzz
 * finding). Searches and more tests stay a global function, verified
 * once with the bits unknown. */
#define SIGS_INLINE_MAX 2

static int sigs_small(const struct cg *c)
{
	if (c->opt->opt_level == 0 || c->prog->nsigs > SIGS_INLINE_MAX)
		return 0;
	for (size_t i = 0; i < c->prog->nsigs; i++)
		if (c->prog->sigs[i]->depth)
			return 0;
	return 1;
}

void cg_parse_build(struct cg *c)
{
	LLVMTypeRef params[2] = { c->ptr, c->ptr };
	LLVMTypeRef fty = LLVMFunctionType(c->i32, params, 2, 0);
	LLVMMetadataRef dargs[2] = { c->di_ctx_ptr, c->di_pkt_ptr };
	const char *names[2] = { "ctx", "pkt" };
	struct parse p = { .c = c, .need = cg_need(c->prog) };
	LLVMBasicBlockRef entry, body, ret, ip4, ip6;
	LLVMValueRef ctx, sw;
	struct layer l3, l4;
	LLVMValueRef sigs = has(&p, NEED_SIG) ? cg_sigs_build(c) : NULL;

	c->fn = c->fn_parse = cg_add_function(c, "xdpc_parse", fty, 1);
	cg_debug_func(c, c->fn, 1, dargs, names, 2, 0);
	ctx = LLVMGetParam(c->fn, 0);
	c->pkt = LLVMGetParam(c->fn, 1);
	entry = cg_block(c, "entry");
	body = cg_block(c, "body");
	p.done = cg_block(c, "done");
	ret = cg_block(c, "ret");
	LLVMPositionBuilderAtEnd(c->b, ret);
	LLVMBuildRet(c->b, cg_const(c, c->i32, 0));

	/* the verifier makes the pointer argument "maybe NULL" */
	LLVMPositionBuilderAtEnd(c->b, entry);
	LLVMBuildCondBr(c->b, LLVMBuildIsNull(c->b, c->pkt, ""), ret, body);
	LLVMPositionBuilderAtEnd(c->b, body);
	plan(&p);
	cg_ctx_data(c, ctx, &p.data, &p.end);
	{
		LLVMValueRef end = LLVMBuildPtrToInt(c->b, p.end, c->i64, "");
		LLVMValueRef start = LLVMBuildPtrToInt(c->b, p.data, c->i64, "");

		p.len = LLVMBuildSub(c->b, end, start, "len");
	}
	if (has(&p, NEED_LEN))
		cg_pkt_store(c, PF_LEN, p.len);

	if (p.need & ~(unsigned)NEED_LEN) {
		l3 = layer_block(c, "l3");
		l4 = layer_block(c, "l4");
		parse_l2(&p, l3);
		if (has(&p, NEED_ABOVE_L2)) {
			ip4 = cg_block(c, "ip4");
			ip6 = cg_block(c, "ip6");
			LLVMPositionBuilderAtEnd(c->b, l3.bb);
			sw = LLVMBuildSwitch(c->b, l3.key, p.done, 2);
			LLVMAddCase(sw, k64(&p, PROTO_ETHERTYPE_IPV4), ip4);
			LLVMAddCase(sw, k64(&p, PROTO_ETHERTYPE_IPV6), ip6);
			LLVMPositionBuilderAtEnd(c->b, ip4);
			parse_ipv4(&p, l3.off, l4);
			LLVMPositionBuilderAtEnd(c->b, ip6);
			parse_ipv6(&p, l3.off, l4);
		} else {
			LLVMDeleteBasicBlock(l3.bb);
		}
		if (has(&p, NEED_L4))
			parse_l4(&p, l4);
		else
			LLVMDeleteBasicBlock(l4.bb);
	} else {
		LLVMBuildBr(c->b, p.done);
	}
	LLVMPositionBuilderAtEnd(c->b, p.done);
	flush(&p);
	if (sigs) {
		LLVMValueRef args[2] = { ctx, c->pkt };

		LLVMBuildCall2(c->b, fty, sigs, args, 2, "");
		c->parsed_fields |= 1u << PF_SIG;
		if (sigs_small(c))
			cg_make_inline(c, sigs);
	}
	c->parsed_flags = p.flags;
	c->parsed_fields |= has(&p, NEED_LEN) ? 1u << PF_LEN : 0;
	for (int f = 0; f < PF_COUNT; f++)
		if (p.slot[f])
			c->parsed_fields |= 1u << f;
	LLVMBuildBr(c->b, ret);
	LLVMMoveBasicBlockAfter(ret, p.done);
}

/* A rule function this small, with the parser inlined before it, costs the
 * verifier little more than on its own (each parse outcome walks it once,
 * and the known flags prune what the frame cannot match). */
#define INLINE_MAX_INSNS 400

bool cg_parse_inline_small(struct cg *c)
{
	LLVMValueRef rules = LLVMGetNamedFunction(c->mod, "xdpc_rules_0");

	/* without the optimiser nothing would inline them, and global
	 * functions are what the verifier checks best on their own */
	if (c->opt->opt_level == 0 || !rules || LLVMGetNamedFunction(c->mod, "xdpc_rules_1"))
		return false;
	if (cg_insn_count(rules) > INLINE_MAX_INSNS)
		return false;
	cg_make_inline(c, c->fn_parse);
	cg_make_inline(c, rules);
	return true;
}
