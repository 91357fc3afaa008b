/* `int xdpc_sigs(struct xdp_md *ctx, struct xdpc_pkt *pkt)`: every
 * distinct payload test of the program (check_payload.c) as one bit of
 * pkt->sig, set when the test holds. The parser calls it last, after it
 * stored where the network header, the transport header and the transport
 * payload start (l3off, l4off, payoff, with PKT_* flags saying which
 * exist); rules then test one bit, as cheap as a header field.
 *
 * A global function of its own: the verifier checks it once, with the
 * offsets as unknown numbers, instead of once per path through the parser.
 * Each offset is bounded (PROTO_MAX_BASE) before it is added to data, so
 * every packet pointer is provably below 64 KiB; each read is checked with
 * `q + n <= data_end` on an opaque pointer, as the parser's are. */
#include "cg_internal.h"
#include "proto.h"

struct sigs {
	struct cg *c;
	LLVMValueRef data, end, bits;  /* bits: i64 slot */
	LLVMBasicBlockRef done;        /* where one test ends */
};

static LLVMValueRef k64(struct cg *c, uint64_t v)
{
	return cg_const(c, c->i64, v);
}

static void or_bit(struct sigs *s, int sig)
{
	struct cg *c = s->c;
	LLVMValueRef v = LLVMBuildLoad2(c->b, c->i64, s->bits, "");

	LLVMBuildStore(c->b, LLVMBuildOr(c->b, v, k64(c, 1ull << sig), ""), s->bits);
}

/* Continues in a new block when Q + N <= data_end, else goes to MISS. */
static void inside(struct sigs *s, LLVMValueRef q, unsigned n, LLVMBasicBlockRef miss)
{
	struct cg *c = s->c;
	LLVMValueRef o = k64(c, n), lim = LLVMBuildGEP2(c->b, c->i8, q, &o, 1, "");
	LLVMBasicBlockRef ok = cg_block(c, "pay.in");

	LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntULE, lim, s->end, ""), ok, miss);
	LLVMPositionBuilderAtEnd(c->b, ok);
}

/* The bytes at Q equal P's (under its mask): goes on in a new block, or to
 * DIFFER. Words of 8, 4, 2, 1 bytes, compared in memory order: the
 * constants are little-endian images of the bytes, so nothing is swapped. */
static void same_bytes(struct sigs *s, LLVMValueRef q, const struct payload *p,
		       LLVMBasicBlockRef differ)
{
	struct cg *c = s->c;

	for (uint32_t k = 0; k < p->n;) {
		unsigned w = p->n - k >= 8 ? 8 : p->n - k >= 4 ? 4 : p->n - k >= 2 ? 2 : 1;
		LLVMTypeRef t = LLVMIntTypeInContext(c->ctx, w * 8);
		LLVMValueRef o = k64(c, k), v;
		LLVMBasicBlockRef next = cg_block(c, "pay.same");
		uint64_t want = 0, mask = 0;

		for (unsigned i = 0; i < w; i++) {
			want |= (uint64_t)p->bytes[k + i] << (8 * i);
			mask |= (uint64_t)(p->mask ? p->mask[k + i] : 0xff) << (8 * i);
		}
		v = LLVMBuildLoad2(c->b, t, LLVMBuildGEP2(c->b, c->i8, q, &o, 1, ""), "");
		LLVMSetAlignment(v, w);
		if (mask != (w == 8 ? ~0ull : (1ull << (8 * w)) - 1))
			v = LLVMBuildAnd(c->b, v, cg_const(c, t, mask), "");
		LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntEQ, v, cg_const(c, t, want), ""),
				next, differ);
		LLVMPositionBuilderAtEnd(c->b, next);
		k += w;
	}
}

/* data + OFF + K as an opaque packet pointer. */
static LLVMValueRef at(struct sigs *s, LLVMValueRef off, uint64_t k)
{
	struct cg *c = s->c;
	LLVMValueRef o = LLVMBuildAdd(c->b, off, k64(c, k), "");

	return cg_opaque(c, LLVMBuildGEP2(c->b, c->i8, s->data, &o, 1, "pay"));
}

/* `payload [nh|th] OFF [!=] BYTES [/ MASK]` */
static void test_at(struct sigs *s, LLVMValueRef off, const struct payload *p)
{
	struct cg *c = s->c;
	LLVMBasicBlockRef differ = cg_block(c, "pay.differ");
	LLVMValueRef q = at(s, off, p->off);

	inside(s, q, p->n, s->done);
	same_bytes(s, q, p, differ);
	if (!p->ne)
		or_bit(s, p->sig);
	LLVMBuildBr(c->b, s->done);
	LLVMPositionBuilderAtEnd(c->b, differ);
	if (p->ne)
		or_bit(s, p->sig);
	LLVMBuildBr(c->b, s->done);
}

/* `payload contains BYTES depth N`: unrolled over the N - n + 1 places;
 * the first place past the frame ends the search. */
static void test_find(struct sigs *s, LLVMValueRef off, const struct payload *p)
{
	struct cg *c = s->c;
	LLVMBasicBlockRef found = cg_block(c, "find.found");

	for (uint32_t i = 0; i + p->n <= p->depth; i++) {
		LLVMBasicBlockRef next = cg_block(c, "find.next");
		LLVMValueRef q = at(s, off, i);

		inside(s, q, p->n, s->done);
		same_bytes(s, q, p, next);
		LLVMBuildBr(c->b, found);
		LLVMPositionBuilderAtEnd(c->b, next);
	}
	LLVMBuildBr(c->b, s->done);
	LLVMPositionBuilderAtEnd(c->b, found);
	or_bit(s, p->sig);
	LLVMBuildBr(c->b, s->done);
}

/* The tests from BASE, when the frame has that base below PROTO_MAX_BASE. */
static void tests_from(struct sigs *s, enum pay_base base)
{
	static const uint32_t flag[] = { [PB_PAYLOAD] = PKT_PAYLOAD,
					 [PB_NH] = PKT_IP4 | PKT_IP6, [PB_TH] = PKT_TH };
	static const enum pkt_field field[] = { [PB_PAYLOAD] = PF_PAYOFF,
						[PB_NH] = PF_L3OFF, [PB_TH] = PF_L4OFF };
	struct cg *c = s->c;
	const struct program *prog = c->prog;
	LLVMBasicBlockRef have = cg_block(c, "base"), bounded = cg_block(c, "base.ok");
	LLVMBasicBlockRef next = cg_block(c, "base.next");
	LLVMValueRef off;

	LLVMBuildCondBr(c->b, cg_pkt_flag(c, flag[base]), have, next);
	LLVMPositionBuilderAtEnd(c->b, have);
	off = cg_pkt_load(c, field[base]);
	LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntULE, off, k64(c, PROTO_MAX_BASE), ""),
			bounded, next);
	LLVMPositionBuilderAtEnd(c->b, bounded);
	for (size_t i = 0; i < prog->nsigs; i++) {
		const struct payload *p = prog->sigs[i];

		if (p->base != base)
			continue;
		s->done = cg_block(c, "pay.done");
		if (p->depth)
			test_find(s, off, p);
		else
			test_at(s, off, p);
		LLVMPositionBuilderAtEnd(c->b, s->done);
	}
	LLVMBuildBr(c->b, next);
	LLVMPositionBuilderAtEnd(c->b, next);
}

static int uses_base(const struct program *p, enum pay_base base)
{
	for (size_t i = 0; i < p->nsigs; i++)
		if (p->sigs[i]->base == base)
			return 1;
	return 0;
}

LLVMValueRef cg_sigs_build(struct cg *c)
{
	LLVMTypeRef params[2] = { c->ptr, c->ptr };
	LLVMMetadataRef dargs[2] = { c->di_ctx_ptr, c->di_pkt_ptr };
	const char *names[2] = { "ctx", "pkt" };
	struct sigs s = { .c = c };
	struct cg_pos pos;
	LLVMBasicBlockRef body, ret;
	LLVMValueRef fn;

	cg_save(c, &pos);
	c->fn = fn = cg_add_function(c, "xdpc_sigs", LLVMFunctionType(c->i32, params, 2, 0), 1);
	cg_debug_func(c, fn, 1, dargs, names, 2, 0);
	c->pkt = LLVMGetParam(fn, 1);
	LLVMPositionBuilderAtEnd(c->b, cg_block(c, "entry"));
	body = cg_block(c, "body");
	ret = cg_block(c, "ret");
	/* the verifier makes the pointer argument "maybe NULL" */
	LLVMBuildCondBr(c->b, LLVMBuildIsNull(c->b, c->pkt, ""), ret, body);
	LLVMPositionBuilderAtEnd(c->b, body);
	s.bits = cg_entry_alloca(c, c->i64, "sig");
	LLVMBuildStore(c->b, k64(c, 0), s.bits);
	cg_ctx_data(c, LLVMGetParam(fn, 0), &s.data, &s.end);
	for (int b = PB_PAYLOAD; b <= PB_TH; b++)
		if (uses_base(c->prog, (enum pay_base)b))
			tests_from(&s, (enum pay_base)b);
	cg_pkt_store(c, PF_SIG, LLVMBuildLoad2(c->b, c->i64, s.bits, ""));
	LLVMBuildBr(c->b, ret);
	LLVMPositionBuilderAtEnd(c->b, ret);
	LLVMBuildRet(c->b, cg_const(c, c->i32, 0));
	cg_restore(c, &pos);
	return fn;
}
