/* Rate limits in BPF: one LRU hash of buckets per limited rule, the clock,
 * and the bucket test after a rule's match. The arithmetic is the one
 * eval_rate.c specifies; this file follows it step by step. */
#include "cg_internal.h"
#include "meta.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>

enum {
	BPF_MAP_TYPE_ARRAY = 2,
	BPF_MAP_TYPE_LRU_HASH = 9,
	BPF_FUNC_ktime_get_ns = 5,
	/* compare-and-exchange tries before a contended frame counts as over */
	RATE_TRIES = 3,
};

static LLVMMetadataRef two_u64(struct cg *c, const char *name, const char *a,
			       const char *b)
{
	const char *names[] = { a, b };
	LLVMMetadataRef types[] = { c->di_u64, c->di_u64 };
	unsigned bits[] = { 64, 64 };

	return cg_debug_struct(c, name, names, types, bits, 2);
}

void cg_rate_maps_build(struct cg *c)
{
	const struct program *p = c->prog;
	LLVMMetadataRef val;

	if (!p->nrated)
		return;
	val = two_u64(c, "xdpc_rate_val", "tat", "over");
	c->rate_maps = xcalloc(p->nrated, sizeof(*c->rate_maps));
	for (size_t i = 0; i < p->nrated; i++) {
		char name[32];

		snprintf(name, sizeof(name), XDPC_RATE_MAP_PREFIX "%zu", i);
		c->rate_maps[i] = cg_map_def(c, name, BPF_MAP_TYPE_LRU_HASH,
					     XDPC_RATE_TABLE_SIZE, c->di_addr_key, val);
	}
	c->clock_map = cg_map_def(c, XDPC_CLOCK_MAP, BPF_MAP_TYPE_ARRAY, 1, c->di_u32,
				  two_u64(c, "xdpc_clock", "set", "ns"));
}

void cg_rate_free(struct cg *c)
{
	free(c->rate_maps);
	c->rate_maps = NULL;
}

static LLVMValueRef load_at(struct cg *c, LLVMValueRef base, unsigned off)
{
	LLVMValueRef o = cg_const(c, c->i64, off);
	LLVMValueRef p = LLVMBuildGEP2(c->b, c->i8, base, &o, 1, "");
	LLVMValueRef v = LLVMBuildLoad2(c->b, c->i64, p, "");

	LLVMSetAlignment(v, 8);
	return v;
}

static LLVMValueRef field_ptr(struct cg *c, LLVMValueRef base, unsigned off)
{
	LLVMValueRef o = cg_const(c, c->i64, off);

	return LLVMBuildGEP2(c->b, c->i8, base, &o, 1, "");
}

/* xdpc_clock's time when it is set, else bpf_ktime_get_ns() */
static LLVMValueRef now_ns(struct cg *c)
{
	LLVMBasicBlockRef have = cg_block(c, "clock.map");
	LLVMBasicBlockRef set = cg_block(c, "clock.set");
	LLVMBasicBlockRef kernel = cg_block(c, "clock.kernel");
	LLVMBasicBlockRef done = cg_block(c, "clock.done");
	LLVMValueRef v, from_map, from_kernel;

	LLVMBuildStore(c->b, cg_const(c, c->i32, 0), c->slot_u32);
	v = cg_map_lookup(c, c->clock_map, c->slot_u32);
	LLVMBuildCondBr(c->b, LLVMBuildIsNotNull(c->b, v, ""), have, kernel);
	LLVMPositionBuilderAtEnd(c->b, have);
	LLVMBuildCondBr(c->b, LLVMBuildIsNotNull(c->b, load_at(c, v, 0), ""), set, kernel);
	LLVMPositionBuilderAtEnd(c->b, set);
	from_map = load_at(c, v, 8);
	LLVMBuildBr(c->b, done);
	LLVMPositionBuilderAtEnd(c->b, kernel);
	from_kernel = cg_helper_call(c, BPF_FUNC_ktime_get_ns, c->i64, NULL, 0);
	LLVMBuildBr(c->b, done);
	LLVMPositionBuilderAtEnd(c->b, done);
	return cg_phi2(c, c->i64, "now", from_map, set, from_kernel, kernel);
}

static uint64_t mask_bits(unsigned plen, unsigned skip)
{
	unsigned n = plen > skip ? plen - skip : 0;

	if (n >= 64)
		return ~0ull;
	return n ? ~0ull << (64 - n) : 0;
}

/* The bucket's key in c->slot_addr (meta.h's xdpc_rate_N). */
static void build_key(struct cg *c, const struct rate_limit *rl)
{
	LLVMValueRef key = c->slot_addr, zero = cg_const(c, c->i32, 0);

	for (unsigned off = 0; off < 20; off += 4)
		cg_store_at(c, key, off, zero, 4);
	if (rl->key == RATE_SRC || rl->key == RATE_DST) {
		int dst = rl->key == RATE_DST;
		LLVMValueRef have = cg_pkt_flag(c, PKT_IP4 | PKT_IP6);
		LLVMValueRef fam = cg_pkt_load(c, PF_FAMILY);
		LLVMValueRef hi = cg_pkt_load(c, dst ? PF_DST_HI : PF_SRC_HI);
		LLVMValueRef lo = cg_pkt_load(c, dst ? PF_DST_LO : PF_SRC_LO);
		LLVMValueRef z64 = cg_const(c, c->i64, 0);

		hi = LLVMBuildAnd(c->b, hi, cg_const(c, c->i64, mask_bits(rl->key_plen, 0)), "");
		lo = LLVMBuildAnd(c->b, lo, cg_const(c, c->i64, mask_bits(rl->key_plen, 64)), "");
		fam = LLVMBuildSelect(c->b, have, fam, z64, "");
		hi = LLVMBuildSelect(c->b, have, hi, z64, "");
		lo = LLVMBuildSelect(c->b, have, lo, z64, "");
		cg_store_at(c, key, 0, LLVMBuildTrunc(c->b, fam, c->i32, ""), 4);
		cg_store_at(c, key, 4, cg_bswap(c, hi), 4);
		cg_store_at(c, key, 12, cg_bswap(c, lo), 4);
	} else if (rl->key == RATE_SPORT || rl->key == RATE_DPORT) {
		LLVMValueRef have = cg_pkt_flag(c, PKT_PORTS);
		LLVMValueRef port = cg_pkt_load(c, rl->key == RATE_SPORT ? PF_SPORT : PF_DPORT);
		LLVMValueRef fam = cg_const(c, c->i32, XDPC_RATE_KEY_PORT);
		LLVMValueRef z32 = cg_const(c, c->i32, 0);
		LLVMValueRef be;

		/* the port's two bytes in network order: addr[0], addr[1] */
		be = LLVMBuildOr(c->b, LLVMBuildLShr(c->b, port, cg_const(c, c->i64, 8), ""),
				 LLVMBuildShl(c->b, LLVMBuildAnd(c->b, port,
								 cg_const(c, c->i64, 0xff), ""),
					      cg_const(c, c->i64, 8), ""), "");
		cg_store_at(c, key, 0, LLVMBuildSelect(c->b, have, fam, z32, ""), 4);
		cg_store_at(c, key, 4, LLVMBuildSelect(c->b, have,
						       LLVMBuildTrunc(c->b, be, c->i32, ""), z32, ""),
			    4);
	}
}

/* What the frame takes from the bucket, in nanoseconds. */
static LLVMValueRef frame_cost(struct cg *c, const struct rate_limit *rl)
{
	LLVMValueRef len;

	if (!rl->bytes)
		return cg_const(c, c->i64, rl->period_ns / rl->rate);
	len = cg_pkt_load(c, PF_LEN);
	return LLVMBuildUDiv(c->b, LLVMBuildMul(c->b, len, cg_const(c, c->i64, rl->period_ns), ""),
			     cg_const(c, c->i64, rl->rate), "cost");
}

/* A key seen first: its bucket starts full (tat = now). */
static void first_frame(struct cg *c, LLVMValueRef map, LLVMValueRef now, LLVMValueRef cost,
			const struct rate_limit *rl, LLVMBasicBlockRef over,
			LLVMBasicBlockRef under, LLVMBasicBlockRef raced)
{
	LLVMValueRef val = c->slot_counter;
	LLVMValueRef over0 = LLVMBuildICmp(c->b, LLVMIntUGT, cost,
					   cg_const(c, c->i64, rl->burst_ns), "over0");
	LLVMBasicBlockRef made = cg_block(c, "rate.made");

	cg_store_at(c, val, 0, LLVMBuildSelect(c->b, over0, now,
					       LLVMBuildAdd(c->b, now, cost, ""), ""), 8);
	cg_store_at(c, val, 8, LLVMBuildZExt(c->b, over0, c->i64, ""), 8);
	/* another CPU may have made the entry in between: take from it */
	LLVMBuildCondBr(c->b, cg_map_create(c, map, c->slot_addr, val), made, raced);
	LLVMPositionBuilderAtEnd(c->b, made);
	LLVMBuildCondBr(c->b, over0, over, under);
}

/* tat' = max(tat, now) + cost if that leaves the bucket within burst_ns of
 * now, by compare-and-exchange (RATE_TRIES times), else over: counted. */
static void take(struct cg *c, LLVMValueRef v, LLVMValueRef now, LLVMValueRef cost,
		 const struct rate_limit *rl, LLVMBasicBlockRef over, LLVMBasicBlockRef under)
{
	LLVMBasicBlockRef count = cg_block(c, "rate.count");
	LLVMValueRef overp;

	for (int i = 0; i < RATE_TRIES; i++) {
		LLVMBasicBlockRef fits = cg_block(c, "rate.fits");
		LLVMBasicBlockRef again = i + 1 < RATE_TRIES ? cg_block(c, "rate.again") : count;
		LLVMValueRef tat = load_at(c, v, 0);
		LLVMValueRef later = LLVMBuildICmp(c->b, LLVMIntUGT, tat, now, "");
		LLVMValueRef base = LLVMBuildSelect(c->b, later, tat, now, "base");
		LLVMValueRef lag = LLVMBuildAdd(c->b, LLVMBuildSub(c->b, base, now, ""), cost, "lag");
		LLVMValueRef x, ok;

		LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntUGT, lag,
						    cg_const(c, c->i64, rl->burst_ns), ""),
				count, fits);
		LLVMPositionBuilderAtEnd(c->b, fits);
		x = LLVMBuildAtomicCmpXchg(c->b, v, tat, LLVMBuildAdd(c->b, base, cost, ""),
					   LLVMAtomicOrderingSequentiallyConsistent,
					   LLVMAtomicOrderingSequentiallyConsistent, 0);
		ok = LLVMBuildExtractValue(c->b, x, 1, "swapped");
		LLVMBuildCondBr(c->b, ok, under, again);
		LLVMPositionBuilderAtEnd(c->b, again);
	}
	LLVMPositionBuilderAtEnd(c->b, count);
	overp = field_ptr(c, v, 8);
	LLVMBuildAtomicRMW(c->b, LLVMAtomicRMWBinOpAdd, overp, cg_const(c, c->i64, 1),
			   LLVMAtomicOrderingMonotonic, 0);
	LLVMBuildBr(c->b, over);
}

void cg_rate_cond(struct cg *c, const struct rule *r, LLVMBasicBlockRef over,
		  LLVMBasicBlockRef under)
{
	const struct rate_limit *rl = r->rate;
	LLVMValueRef map = c->rate_maps[rl->map];
	LLVMBasicBlockRef found = cg_block(c, "rate.found");
	LLVMBasicBlockRef fresh = cg_block(c, "rate.fresh");
	LLVMBasicBlockRef raced = cg_block(c, "rate.raced");
	LLVMBasicBlockRef has = cg_block(c, "rate.has");
	LLVMValueRef now, cost, v, v2, phi;
	LLVMBasicBlockRef from[2];

	now = now_ns(c);
	cost = frame_cost(c, rl);
	build_key(c, rl);
	v = cg_map_lookup(c, map, c->slot_addr);
	from[0] = LLVMGetInsertBlock(c->b);
	LLVMBuildCondBr(c->b, LLVMBuildIsNotNull(c->b, v, ""), found, fresh);
	LLVMPositionBuilderAtEnd(c->b, fresh);
	first_frame(c, map, now, cost, rl, over, under, raced);
	LLVMPositionBuilderAtEnd(c->b, raced);
	v2 = cg_map_lookup(c, map, c->slot_addr);
	from[1] = LLVMGetInsertBlock(c->b);
	/* evicted again at once: the frame is let through */
	LLVMBuildCondBr(c->b, LLVMBuildIsNotNull(c->b, v2, ""), found, under);
	LLVMPositionBuilderAtEnd(c->b, found);
	phi = cg_phi2(c, c->ptr, "bucket", v, from[0], v2, from[1]);
	LLVMBuildBr(c->b, has);
	LLVMPositionBuilderAtEnd(c->b, has);
	take(c, phi, now, cost, rl, over, under);
}

unsigned cg_rate_need(const struct rate_limit *rl)
{
	switch (rl->key) {
	case RATE_SRC:
	case RATE_DST:
		return NEED_LEN | NEED_L3 | NEED_ADDR;
	case RATE_SPORT:
	case RATE_DPORT:
		return NEED_LEN | NEED_PORTS;
	default:
		return NEED_LEN;
	}
}
