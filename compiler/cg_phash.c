/* A static IPv6 set's hash tables per prefix length (phash.h) in .rodata,
 * and their lookup: every table's displacement and slot read and the key
 * compared with arithmetic only, so the verifier walks one path and every
 * read is in bounds by a shift or a mask. The same computation as
 * phash_contains(). docs/design.md, "Sets". */
#include "cg_internal.h"

#include <stdio.h>

static LLVMValueRef k64(struct cg *c, uint64_t v)
{
	return cg_const(c, c->i64, v);
}

void cg_phash_build(struct cg *c, struct cg_phash *ph, const char *name, const struct phash *h)
{
	char sub[96];

	ph->h = h;
	for (unsigned i = 0; i < h->ntables; i++) {
		const struct phash_table *t = &h->t[i];

		snprintf(sub, sizeof(sub), "%s_len%u", name, t->len);
		ph->g[i] = cg_rodata_values(c, sub, 64, t->slots,
					    ((size_t)1 << t->slot_bits) * t->words);
		snprintf(sub, sizeof(sub), "%s_len%u_disp", name, t->len);
		ph->disp[i] = cg_rodata_values(c, sub, 32, t->disp, (size_t)1 << t->bucket_bits);
	}
}

/* 1 (i64) when the slot at index S of table I does not hold K: its words
 * XOR K, ORed, are not 0. Without a branch: the sign of z | -z passes
 * through cg_opaque, or the optimiser turns it back into a compare and the
 * backend into a jump per slot, which forks the verifier's walk. */
static LLVMValueRef slot_misses(struct cg *c, const struct cg_phash *ph, unsigned i,
				LLVMValueRef s, LLVMValueRef *k)
{
	const struct phash_table *t = &ph->h->t[i];
	LLVMValueRef base = t->words == 1 ? s : LLVMBuildShl(c->b, s, k64(c, 1), "");
	LLVMValueRef z = LLVMBuildXor(c->b, cg_table_word(c, ph->g[i], base), k[0], "");

	if (t->words == 2) {
		LLVMValueRef w1 = cg_table_word(c, ph->g[i], LLVMBuildOr(c->b, base, k64(c, 1), ""));

		z = LLVMBuildOr(c->b, z, LLVMBuildXor(c->b, w1, k[1], ""), "");
	}
	z = cg_opaque(c, LLVMBuildOr(c->b, z, LLVMBuildNeg(c->b, z, ""), ""));
	return LLVMBuildLShr(c->b, z, k64(c, 63), "miss");
}

/* The displacement (i64) of bucket D of table I. */
static LLVMValueRef disp_of(struct cg *c, const struct cg_phash *ph, unsigned i, LLVMValueRef d)
{
	LLVMValueRef v = LLVMBuildLoad2(c->b, c->i32,
					LLVMBuildGEP2(c->b, c->i32, ph->disp[i], &d, 1, ""), "");

	LLVMSetAlignment(v, 4);
	return LLVMBuildZExt(c->b, v, c->i64, "disp");
}

LLVMValueRef cg_phash_lookup(struct cg *c, const struct cg_phash *ph, LLVMValueRef *x)
{
	LLVMBuilderRef b = c->b;
	LLVMValueRef all = k64(c, 1);

	for (unsigned i = 0; i < ph->h->ntables; i++) {
		const struct phash_table *t = &ph->h->t[i];
		LLVMValueRef k[2] = { NULL, NULL }, in, p, bucket, home, slot;

		if (t->len <= 64) {
			k[0] = t->len == 64 ? x[0] : LLVMBuildLShr(b, x[0], k64(c, 64 - t->len), "");
			in = k[0];
		} else {
			k[0] = x[0];
			k[1] = t->len == 128 ? x[1] : LLVMBuildLShr(b, x[1], k64(c, 128 - t->len), "");
			in = LLVMBuildXor(b, k[0], LLVMBuildMul(b, k[1], k64(c, t->mix), ""), "");
		}
		p = LLVMBuildMul(b, in, k64(c, t->mul), "");
		bucket = LLVMBuildLShr(b, p, k64(c, 64 - t->bucket_bits), "bucket");
		home = LLVMBuildLShr(b, LLVMBuildShl(b, p, k64(c, t->bucket_bits), ""),
				     k64(c, 64 - t->slot_bits), "home");
		/* the mask bounds the read: the displacement is a number from
		 * a table, unknown to the verifier */
		slot = LLVMBuildAnd(b, LLVMBuildAdd(b, home, disp_of(c, ph, i, bucket), ""),
				    k64(c, ((uint64_t)1 << t->slot_bits) - 1), "slot");
		all = LLVMBuildAnd(b, all, slot_misses(c, ph, i, slot, k), "");
	}
	return LLVMBuildTrunc(b, LLVMBuildXor(b, all, k64(c, 1), ""), c->i32, "in");
}
