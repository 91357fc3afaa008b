/* A static address set's hash tables per prefix length (phash.h) in
 * .rodata (slots of u64, or u32 when every one fits), and their lookup:
 * without a root, every table's displacement and slot read and the key
 * compared with arithmetic only, so the verifier walks one path; with
 * one, a branch per way out of the root and per tag. Every read is in
 * bounds by a shift or a mask. The same computation as
 * phash_contains(). docs/design.md, "Sets". */
#include "cg_internal.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>

static LLVMValueRef k64(struct cg *c, uint64_t v)
{
	return cg_const(c, c->i64, v);
}

void cg_phash_build(struct cg *c, struct cg_phash *ph, const char *name, const struct phash *h)
{
	char sub[96];

	ph->h = h;
	snprintf(ph->name, sizeof(ph->name), "%s", name);
	for (unsigned i = 0; i < h->ntables; i++) {
		const struct phash_table *t = &h->t[i];

		snprintf(sub, sizeof(sub), "%s_len%u", name, t->len);
		if (t->narrow) {
			size_t n = (size_t)1 << t->slot_bits;
			uint32_t *v = xmalloc(n * sizeof(*v));
			for (size_t j = 0; j < n; j++)
				v[j] = (uint32_t)t->slots[j];
			ph->g[i] = cg_rodata_values(c, sub, 32, v, n);
			free(v);
		} else {
			ph->g[i] = cg_rodata_values(c, sub, 64, t->slots,
						    ((size_t)1 << t->slot_bits) * t->words);
		}
		snprintf(sub, sizeof(sub), "%s_len%u_disp", name, t->len);
		ph->disp[i] = cg_rodata_values(c, sub, 32, t->disp, (size_t)1 << t->bucket_bits);
	}
}

/* Word 0 (i64) of the slot whose first word is at BASE in table I. */
static LLVMValueRef word0(struct cg *c, const struct cg_phash *ph, unsigned i, LLVMValueRef base)
{
	if (ph->h->t[i].narrow)
		return cg_table_u32(c, ph->g[i], base);
	return cg_table_word(c, ph->g[i], base);
}

/* 0 (i64) when the slot at index S of table I holds K: its words XOR
 * K, ORed. */
static LLVMValueRef slot_diff(struct cg *c, const struct cg_phash *ph, unsigned i,
			      LLVMValueRef s, LLVMValueRef *k)
{
	const struct phash_table *t = &ph->h->t[i];
	LLVMValueRef base = t->words == 1 ? s : LLVMBuildShl(c->b, s, k64(c, 1), "");
	LLVMValueRef z = LLVMBuildXor(c->b, word0(c, ph, i, base), k[0], "");

	if (t->words == 2) {
		LLVMValueRef w1 = cg_table_word(c, ph->g[i], LLVMBuildOr(c->b, base, k64(c, 1), ""));

		z = LLVMBuildOr(c->b, z, LLVMBuildXor(c->b, w1, k[1], ""), "");
	}
	return z;
}

/* 1 (i64) when the slot at index S of table I does not hold K, without
 * a branch: the sign of z | -z passes through cg_opaque, or the optimiser
 * turns it back into a compare and the backend into a jump per slot,
 * which forks the verifier's walk. */
static LLVMValueRef slot_misses(struct cg *c, const struct cg_phash *ph, unsigned i,
				LLVMValueRef s, LLVMValueRef *k)
{
	LLVMValueRef z = slot_diff(c, ph, i, s, k);

	z = cg_opaque(c, LLVMBuildOr(c->b, z, LLVMBuildNeg(c->b, z, ""), ""));
	return LLVMBuildLShr(c->b, z, k64(c, 63), "miss");
}

/* The slot index (i64) of address X in table I, its key into K. */
static LLVMValueRef slot_of(struct cg *c, const struct cg_phash *ph, unsigned i, LLVMValueRef *x,
			    LLVMValueRef *k)
{
	LLVMBuilderRef b = c->b;
	const struct phash_table *t = &ph->h->t[i];
	LLVMValueRef in, p, bucket, home;

	if (t->len <= 64) {
		k[0] = t->len == 64 ? x[0] : LLVMBuildLShr(b, x[0], k64(c, 64 - t->len), "");
		k[1] = NULL;
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
	/* the mask bounds the read: the displacement is a number from a
	 * table, unknown to the verifier */
	return LLVMBuildAnd(b, LLVMBuildAdd(b, home, cg_table_u32(c, ph->disp[i], bucket), ""),
			    k64(c, ((uint64_t)1 << t->slot_bits) - 1), "slot");
}

/* 1 (i64) when X is in none of tables FROM .. TO - 1, all read. */
static LLVMValueRef misses_all(struct cg *c, const struct cg_phash *ph, unsigned from,
			       unsigned to, LLVMValueRef *x)
{
	LLVMValueRef all = k64(c, 1);

	for (unsigned i = from; i < to; i++) {
		LLVMValueRef k[2], s = slot_of(c, ph, i, x, k);

		all = LLVMBuildAnd(c->b, all, slot_misses(c, ph, i, s, k), "");
	}
	return all;
}

static LLVMValueRef in_of(struct cg *c, LLVMValueRef miss)
{
	return LLVMBuildTrunc(c->b, LLVMBuildXor(c->b, miss, k64(c, 1), ""), c->i32, "in");
}

/* A block of the lookup, named after the set (NAME.WHAT). */
static LLVMBasicBlockRef block(struct cg *c, const struct cg_phash *ph, const char *what)
{
	char name[80];

	snprintf(name, sizeof(name), "%s.%s", ph->name, what);
	return cg_block(c, name);
}

/* The lookup through the root R (phash.h): its slot XOR the key is 0 for
 * a prefix (in), has key bits set when absent (the shorter tables), and
 * else is a marker whose tags name the longer tables to read. A branch
 * per way and per tag: the verifier walks a handful of paths, and a
 * frame reads only the tables that can hold it. */
static LLVMValueRef lookup_rooted(struct cg *c, const struct cg_phash *ph, LLVMValueRef *x)
{
	LLVMBuilderRef b = c->b;
	unsigned r = (unsigned)ph->h->root, len = ph->h->t[r].len, n = ph->h->ntables;
	LLVMValueRef k[2], s = slot_of(c, ph, r, x, k), d, vals[PHASH_MAX_TABLES + 3];
	LLVMBasicBlockRef done = block(c, ph, "done"), other = block(c, ph, "other");
	LLVMBasicBlockRef absent = block(c, ph, "absent"), marker = block(c, ph, "marker");
	LLVMBasicBlockRef from[PHASH_MAX_TABLES + 3];
	LLVMValueRef one = cg_const(c, c->i32, 1), phi;
	unsigned nin = 0;

	d = LLVMBuildXor(b, word0(c, ph, r, s), k[0], "root");
	from[nin] = LLVMGetInsertBlock(b);
	vals[nin++] = one;
	LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, d, k64(c, 0), ""), done, other);

	LLVMPositionBuilderAtEnd(b, other);
	LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ,
					 LLVMBuildShl(b, d, k64(c, 64 - len), ""), k64(c, 0), ""),
			marker, absent);

	LLVMPositionBuilderAtEnd(b, absent);
	vals[nin] = in_of(c, misses_all(c, ph, 0, r, x));
	from[nin++] = LLVMGetInsertBlock(b);
	LLVMBuildBr(b, done);

	LLVMPositionBuilderAtEnd(b, marker);
	for (unsigned i = r + 1; i < n; i++) {
		LLVMBasicBlockRef probe = block(c, ph, "probe"), next = block(c, ph, "next");
		LLVMValueRef tag = LLVMBuildAnd(b, d, k64(c, (uint64_t)1 << (len + i - r - 1)), "");
		LLVMValueRef kk[2], slot;

		LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntNE, tag, k64(c, 0), ""), probe, next);
		LLVMPositionBuilderAtEnd(b, probe);
		slot = slot_of(c, ph, i, x, kk);
		from[nin] = probe;
		vals[nin++] = one;
		LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, slot_diff(c, ph, i, slot, kk),
						 k64(c, 0), ""), done, next);
		LLVMPositionBuilderAtEnd(b, next);
	}
	from[nin] = LLVMGetInsertBlock(b);
	vals[nin++] = cg_const(c, c->i32, 0);
	LLVMBuildBr(b, done);

	LLVMPositionBuilderAtEnd(b, done);
	phi = LLVMBuildPhi(b, c->i32, "in");
	LLVMAddIncoming(phi, vals, from, nin);
	return phi;
}

LLVMValueRef cg_phash_lookup(struct cg *c, const struct cg_phash *ph, LLVMValueRef *x)
{
	if (ph->h->root >= 0)
		return lookup_rooted(c, ph, x);
	return in_of(c, misses_all(c, ph, 0, ph->h->ntables, x));
}
