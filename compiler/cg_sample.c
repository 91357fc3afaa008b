/* Sampled frames (`sample` rules): the maps of meta.h and the code that
 * decides whether a frame is sampled and copies its first bytes into the
 * ring buffer. A program without sampling rules gets none of it.
 *
 * Deciding rules are sampled in the entry point, where the deciding rule is
 * known. Count rules run inside the rule functions, which have no context
 * pointer to copy the frame from: they set their bit in the frame's
 * pending mask (struct xdpc_pkt's smp field, present only in sampling
 * programs), and the entry point samples the marked rules before it
 * returns. */
#include "cg_internal.h"
#include "meta.h"

#include <stdio.h>

enum {
	BPF_MAP_TYPE_ARRAY = 2,
	BPF_MAP_TYPE_PERCPU_ARRAY = 6,
	BPF_MAP_TYPE_RINGBUF = 27,
	BPF_FUNC_map_lookup_elem = 1,
	BPF_FUNC_ktime_get_ns = 5,
	BPF_FUNC_ringbuf_reserve = 131,
	BPF_FUNC_ringbuf_submit = 132,
	BPF_FUNC_xdp_get_buff_len = 188,
	BPF_FUNC_xdp_load_bytes = 189,
};

#define NS_PER_SEC 1000000000ull

static uint32_t max_snaplen(const struct program *p)
{
	uint32_t m = 0;

	for (size_t i = 0; i < p->nsamplers; i++)
		if (p->samplers[i]->sample->snaplen > m)
			m = p->samplers[i]->sample->snaplen;
	return m;
}

/* Every record is this long: the header and the largest snaplen. */
static uint64_t record_bytes(const struct program *p)
{
	return (XDPC_SAMPLE_HDR + max_snaplen(p) + 7) / 8 * 8;
}

static bool any_rate(const struct program *p)
{
	for (size_t i = 0; i < p->nsamplers; i++)
		if (p->samplers[i]->sample->kind == SAMPLE_RATE)
			return true;
	return false;
}

void cg_sample_maps(struct cg *c)
{
	const struct program *p = c->prog;

	if (!p->nsamplers)
		return;
	c->samples_map = cg_map_def(c, XDPC_SAMPLES_MAP, BPF_MAP_TYPE_RINGBUF,
				    XDPC_SAMPLES_RING_BYTES, NULL, NULL);
	/* one counter per sampler, then the samples lost to a full ring */
	c->sample_n_map = cg_map_def(c, XDPC_SAMPLE_N_MAP, BPF_MAP_TYPE_PERCPU_ARRAY,
				     (uint32_t)p->nsamplers + 1, c->di_u32, c->di_u64);
	if (any_rate(p))
		c->sample_rate_map = cg_map_def(c, XDPC_SAMPLE_RATE_MAP, BPF_MAP_TYPE_ARRAY,
						(uint32_t)p->nsamplers, c->di_u32, c->di_u64);
}

static LLVMValueRef lookup(struct cg *c, LLVMValueRef map, uint64_t key)
{
	LLVMValueRef args[2] = { map, c->slot_u32 };

	LLVMBuildStore(c->b, cg_const(c, c->i32, key), c->slot_u32);
	return cg_helper_call(c, BPF_FUNC_map_lookup_elem, c->ptr, args, 2);
}

static LLVMValueRef load64(struct cg *c, LLVMValueRef ptr)
{
	LLVMValueRef v = LLVMBuildLoad2(c->b, c->i64, ptr, "");

	LLVMSetAlignment(v, 8);
	return v;
}

static void store_at(struct cg *c, LLVMValueRef base, unsigned off, LLVMValueRef v,
		     unsigned align)
{
	LLVMValueRef o = cg_const(c, c->i64, off);

	LLVMSetAlignment(LLVMBuildStore(c->b, v, LLVMBuildGEP2(c->b, c->i8, base, &o, 1, "")),
			 align);
}

/* Continues at YES when the map value V exists, else at NO. */
static void when_found(struct cg *c, LLVMValueRef v, LLVMBasicBlockRef no)
{
	LLVMBasicBlockRef yes = cg_block(c, "sample.found");

	LLVMBuildCondBr(c->b, LLVMBuildIsNotNull(c->b, v, ""), yes, no);
	LLVMPositionBuilderAtEnd(c->b, yes);
}

/* One in N, per CPU: the Nth frame since the last sample is sampled. */
static void decide_every(struct cg *c, const struct sample *s, LLVMBasicBlockRef take,
			 LLVMBasicBlockRef skip)
{
	LLVMValueRef v = lookup(c, c->sample_n_map, (uint64_t)s->id), n, due;
	LLVMBasicBlockRef reset = cg_block(c, "sample.due");
	LLVMBasicBlockRef wait = cg_block(c, "sample.wait");

	when_found(c, v, skip);
	n = LLVMBuildAdd(c->b, load64(c, v), cg_const(c, c->i64, 1), "seen");
	due = LLVMBuildICmp(c->b, LLVMIntUGE, n, cg_const(c, c->i64, s->n), "due");
	LLVMBuildCondBr(c->b, due, reset, wait);
	LLVMPositionBuilderAtEnd(c->b, reset);
	LLVMSetAlignment(LLVMBuildStore(c->b, cg_const(c, c->i64, 0), v), 8);
	LLVMBuildBr(c->b, take);
	LLVMPositionBuilderAtEnd(c->b, wait);
	LLVMSetAlignment(LLVMBuildStore(c->b, n, v), 8);
	LLVMBuildBr(c->b, skip);
}

/* At most R per second, across CPUs: the generic cell rate algorithm on
 * one shared theoretical arrival time TAT, T = 1 s / R apart, bursts of up
 * to R (tolerance 1 s - T). A CPU that loses the compare-and-swap to
 * another skips its sample, so the bound holds under contention. */
static void decide_rate(struct cg *c, const struct sample *s, LLVMBasicBlockRef take,
			LLVMBasicBlockRef skip)
{
	uint64_t t = NS_PER_SEC / s->n, tau = NS_PER_SEC - t;
	LLVMValueRef v = lookup(c, c->sample_rate_map, (uint64_t)s->id);
	LLVMValueRef now, tat, start, early, swap, ok;
	LLVMBasicBlockRef claim = cg_block(c, "sample.claim");

	when_found(c, v, skip);
	now = cg_helper_call(c, BPF_FUNC_ktime_get_ns, c->i64, NULL, 0);
	tat = load64(c, v);
	start = LLVMBuildSelect(c->b, LLVMBuildICmp(c->b, LLVMIntUGT, tat, now, ""), tat, now,
				"start");
	early = LLVMBuildICmp(c->b, LLVMIntUGT, LLVMBuildSub(c->b, start, now, ""),
			      cg_const(c, c->i64, tau), "early");
	LLVMBuildCondBr(c->b, early, skip, claim);
	LLVMPositionBuilderAtEnd(c->b, claim);
	swap = LLVMBuildAtomicCmpXchg(c->b, v, tat,
				      LLVMBuildAdd(c->b, start, cg_const(c, c->i64, t), ""),
				      LLVMAtomicOrderingSequentiallyConsistent,
				      LLVMAtomicOrderingSequentiallyConsistent, 0);
	ok = LLVMBuildExtractValue(c->b, swap, 1, "claimed");
	LLVMBuildCondBr(c->b, ok, take, skip);
}

/* A full ring: count the lost sample in the last xdpc_sample_n entry. */
static void count_lost(struct cg *c, LLVMBasicBlockRef done)
{
	LLVMValueRef v = lookup(c, c->sample_n_map, c->prog->nsamplers);

	when_found(c, v, done);
	LLVMSetAlignment(LLVMBuildStore(c->b, LLVMBuildAdd(c->b, load64(c, v),
							   cg_const(c, c->i64, 1), ""), v), 8);
	LLVMBuildBr(c->b, done);
}

/* struct xdpc_sample, then min(frame length, snaplen) bytes of the frame. */
static void emit_record(struct cg *c, LLVMValueRef ctx, const struct rule *r,
			LLVMBasicBlockRef done)
{
	LLVMValueRef args[4], rec, blen, cap, rc;
	LLVMBasicBlockRef got = cg_block(c, "sample.reserved");
	LLVMBasicBlockRef full = cg_block(c, "sample.full");
	LLVMBasicBlockRef copy = cg_block(c, "sample.copy");
	LLVMBasicBlockRef copied = cg_block(c, "sample.copied");
	LLVMBasicBlockRef submit = cg_block(c, "sample.submit");
	uint64_t snap = r->sample->snaplen;

	args[0] = c->samples_map;
	args[1] = cg_const(c, c->i64, record_bytes(c->prog));
	args[2] = cg_const(c, c->i64, 0);
	rec = cg_helper_call(c, BPF_FUNC_ringbuf_reserve, c->ptr, args, 3);
	LLVMBuildCondBr(c->b, LLVMBuildIsNotNull(c->b, rec, ""), got, full);
	LLVMPositionBuilderAtEnd(c->b, full);
	count_lost(c, done);

	LLVMPositionBuilderAtEnd(c->b, got);
	store_at(c, rec, 0, cg_helper_call(c, BPF_FUNC_ktime_get_ns, c->i64, NULL, 0), 8);
	store_at(c, rec, 8, cg_const(c, c->i32, (uint64_t)r->index), 4);
	blen = cg_helper_call(c, BPF_FUNC_xdp_get_buff_len, c->i64, &ctx, 1);
	store_at(c, rec, 12, LLVMBuildTrunc(c->b, blen, c->i32, ""), 4);
	store_at(c, rec, 16, cg_const(c, c->i32, 0), 4);   /* caplen until copied */
	store_at(c, rec, 20, cg_const(c, c->i32, 0), 4);
	/* the copy is bounded by SNAP, which the record holds; a frame of 0
	 * bytes copies nothing (the helper takes no empty copy) */
	cap = LLVMBuildSelect(c->b, LLVMBuildICmp(c->b, LLVMIntULT, blen,
						  cg_const(c, c->i64, snap), ""),
			      blen, cg_const(c, c->i64, snap), "caplen");
	cap = cg_opaque(c, cap);
	LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntEQ, cap, cg_const(c, c->i64, 0), ""),
			submit, copy);
	LLVMPositionBuilderAtEnd(c->b, copy);
	{
		LLVMValueRef hdr = cg_const(c, c->i64, XDPC_SAMPLE_HDR);

		args[0] = ctx;
		args[1] = cg_const(c, c->i32, 0);
		args[2] = LLVMBuildGEP2(c->b, c->i8, rec, &hdr, 1, "data");
		args[3] = LLVMBuildTrunc(c->b, cap, c->i32, "");
	}
	rc = cg_helper_call(c, BPF_FUNC_xdp_load_bytes, c->i64, args, 4);
	LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntEQ, rc, cg_const(c, c->i64, 0), ""),
			copied, submit);
	LLVMPositionBuilderAtEnd(c->b, copied);
	store_at(c, rec, 16, LLVMBuildTrunc(c->b, cap, c->i32, ""), 4);
	LLVMBuildBr(c->b, submit);
	LLVMPositionBuilderAtEnd(c->b, submit);
	args[0] = rec;
	args[1] = cg_const(c, c->i64, 0);
	cg_helper_call(c, BPF_FUNC_ringbuf_submit, LLVMVoidTypeInContext(c->ctx), args, 2);
	LLVMBuildBr(c->b, done);
}

/* Samples the frame for R when its sampler says so; then at the end. */
static void sample_rule(struct cg *c, LLVMValueRef ctx, const struct rule *r)
{
	LLVMBasicBlockRef take = cg_block(c, "sample.take");
	LLVMBasicBlockRef done = cg_block(c, "sample.done");

	if (r->sample->kind == SAMPLE_RATE)
		decide_rate(c, r->sample, take, done);
	else
		decide_every(c, r->sample, take, done);
	LLVMPositionBuilderAtEnd(c->b, take);
	emit_record(c, ctx, r, done);
	LLVMPositionBuilderAtEnd(c->b, done);
}

void cg_sample_mark(struct cg *c, const struct rule *r)
{
	LLVMValueRef smp;

	c->parsed_fields |= 1u << PF_SMP;
	smp = LLVMBuildOr(c->b, cg_pkt_load(c, PF_SMP),
			  cg_const(c, c->i64, 1ull << r->sample->bit), "");
	cg_pkt_store(c, PF_SMP, smp);
}

void cg_sample_decided(struct cg *c, LLVMValueRef ctx, LLVMValueRef rule)
{
	const struct program *p = c->prog;
	LLVMBasicBlockRef done;
	LLVMMetadataRef loc;
	unsigned cases = 0;
	LLVMValueRef s;

	for (size_t i = 0; i < p->nsamplers; i++)
		cases += p->samplers[i]->action != ACT_COUNT;
	if (!cases)
		return;
	done = cg_block(c, "sampled");
	loc = LLVMGetCurrentDebugLocation2(c->b);
	s = LLVMBuildSwitch(c->b, rule, done, cases);
	for (size_t i = 0; i < p->nsamplers; i++) {
		const struct rule *r = p->samplers[i];
		LLVMBasicBlockRef bb;

		if (r->action == ACT_COUNT)
			continue;
		bb = cg_block(c, "sample.rule");
		LLVMAddCase(s, cg_const(c, c->i32, (uint64_t)r->index), bb);
		LLVMPositionBuilderAtEnd(c->b, bb);
		/* the verifier's complaints about it point at the rule's line */
		cg_debug_line(c, r->action_loc.line ? r->action_loc.line : 1, r->action_loc.col);
		sample_rule(c, ctx, r);
		LLVMBuildBr(c->b, done);
		LLVMSetCurrentDebugLocation2(c->b, loc);
	}
	LLVMPositionBuilderAtEnd(c->b, done);
}

/* `static int xdpc_sample_counts(struct xdp_md *ctx, u64 smp)`: samples
 * the count rules whose bits SMP has. */
static LLVMValueRef counted_fn(struct cg *c)
{
	const struct program *p = c->prog;
	LLVMTypeRef params[2] = { c->ptr, c->i64 };
	LLVMMetadataRef dargs[2] = { c->di_ctx_ptr, c->di_u64 };
	const char *names[2] = { "ctx", "smp" };
	struct cg_pos saved;
	LLVMValueRef fn, ctx, smp;

	cg_save(c, &saved);
	c->fn = fn = cg_add_function(c, "xdpc_sample_counts",
				     LLVMFunctionType(c->i32, params, 2, 0), 1);
	LLVMSetLinkage(fn, LLVMInternalLinkage);
	cg_debug_func(c, fn, 1, dargs, names, 2, 1);
	LLVMPositionBuilderAtEnd(c->b, cg_block(c, "entry"));
	c->slot_u32 = cg_entry_alloca(c, c->i32, "key");
	ctx = LLVMGetParam(fn, 0);
	smp = LLVMGetParam(fn, 1);
	for (size_t i = 0; i < p->nsamplers; i++) {
		const struct rule *r = p->samplers[i];
		LLVMBasicBlockRef yes, next;
		LLVMValueRef bit;

		if (r->action != ACT_COUNT)
			continue;
		yes = cg_block(c, "sample.marked");
		next = cg_block(c, "sample.next");
		bit = LLVMBuildAnd(c->b, smp, cg_const(c, c->i64, 1ull << r->sample->bit), "");
		LLVMBuildCondBr(c->b, LLVMBuildIsNotNull(c->b, bit, ""), yes, next);
		LLVMPositionBuilderAtEnd(c->b, yes);
		cg_debug_line(c, r->action_loc.line ? r->action_loc.line : 1, r->action_loc.col);
		sample_rule(c, ctx, r);
		cg_goto(c, next);
	}
	LLVMBuildRet(c->b, cg_const(c, c->i32, 0));
	cg_restore(c, &saved);
	return fn;
}

void cg_sample_counted(struct cg *c, LLVMValueRef ctx)
{
	LLVMTypeRef params[2] = { c->ptr, c->i64 };
	LLVMBasicBlockRef call, done;
	LLVMValueRef args[2], smp;
	bool counts = false;

	for (size_t i = 0; i < c->prog->nsamplers; i++)
		counts |= c->prog->samplers[i]->action == ACT_COUNT;
	if (!counts)
		return;
	call = cg_block(c, "sample.counts");
	done = cg_block(c, "sampled.counts");
	if (!c->fn_sample_counts)
		c->fn_sample_counts = counted_fn(c);
	c->parsed_fields |= 1u << PF_SMP;
	smp = cg_pkt_load(c, PF_SMP);
	LLVMBuildCondBr(c->b, LLVMBuildIsNotNull(c->b, smp, ""), call, done);
	LLVMPositionBuilderAtEnd(c->b, call);
	args[0] = ctx;
	args[1] = smp;
	LLVMBuildCall2(c->b, LLVMFunctionType(c->i32, params, 2, 0), c->fn_sample_counts, args,
		       2, "");
	cg_goto(c, done);
}

/* `sample RULE every|rate N SNAPLEN` records (meta.h). */
void cg_sample_meta(const struct program *p, char *buf, size_t len, size_t i)
{
	const struct sample *s = p->samplers[i]->sample;

	snprintf(buf, len, "sample\t%d\t%s\t%llu\t%u\n", p->samplers[i]->index,
		 s->kind == SAMPLE_RATE ? "rate" : "every", (unsigned long long)s->n,
		 s->snaplen);
}
