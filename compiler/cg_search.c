/* Read-only tables in .rodata and their branch-free binary search, shared
 * by sets (cg_sets.c) and rule groups (cg_groups.c).
 *
 * A table holds P (a power of two) entries of STRIDE 64-bit words; each
 * entry starts with a key of K words (most significant first), sorted
 * ascending. The search runs log2(P) steps, each adding `step` to the index
 * when x >= key[i + step], computed with arithmetic: the verifier walks one
 * path and the index stays a bounded scalar (its bit pattern is below P),
 * so every read is a provably in-bounds map-value access. */
#include "cg_internal.h"

LLVMValueRef cg_rodata(struct cg *c, const char *name, LLVMTypeRef elem,
		       unsigned elem_bits, LLVMValueRef *vals, size_t n)
{
	LLVMTypeRef at = LLVMArrayType2(elem, n);
	LLVMValueRef g = LLVMAddGlobal(c->mod, at, name);
	LLVMMetadataRef et = elem_bits == 64 ? c->di_u64 : elem_bits == 32 ? c->di_u32 :
			     elem_bits == 16 ? c->di_u16 : c->di_u8;

	LLVMSetInitializer(g, LLVMConstArray2(elem, vals, n));
	LLVMSetGlobalConstant(g, 1);
	LLVMSetLinkage(g, LLVMInternalLinkage);
	LLVMSetSection(g, ".rodata");
	LLVMSetAlignment(g, 8);
	cg_debug_global(c, g, name, cg_debug_array(c, et, elem_bits, n), 1);
	return g;
}

LLVMValueRef cg_table_word(struct cg *c, LLVMValueRef g, LLVMValueRef idx)
{
	LLVMValueRef v = LLVMBuildLoad2(c->b, c->i64,
					LLVMBuildGEP2(c->b, c->i64, g, &idx, 1, ""), "");

	LLVMSetAlignment(v, 8);
	return v;
}

static LLVMValueRef k64(struct cg *c, uint64_t v)
{
	return cg_const(c, c->i64, v);
}

/* The borrow (0 or 1) out of X - Y - BIN on 64 bits, without branches. */
static LLVMValueRef borrow(struct cg *c, LLVMValueRef x, LLVMValueRef y, LLVMValueRef bin)
{
	LLVMBuilderRef b = c->b;
	LLVMValueRef d = LLVMBuildSub(b, LLVMBuildSub(b, x, y, ""), bin, "");
	LLVMValueRef nx = LLVMBuildNot(b, x, "");
	LLVMValueRef t1 = LLVMBuildAnd(b, nx, y, "");
	LLVMValueRef t2 = LLVMBuildAnd(b, LLVMBuildNot(b, LLVMBuildXor(b, x, y, ""), ""), d, "");

	return LLVMBuildLShr(b, LLVMBuildOr(b, t1, t2, ""), k64(c, 63), "");
}

LLVMValueRef cg_ge_words(struct cg *c, unsigned k, LLVMValueRef *x, LLVMValueRef *y)
{
	LLVMValueRef br;

	if (k == 1) /* values below 2^32: the sign of x - y decides */
		br = LLVMBuildLShr(c->b, LLVMBuildSub(c->b, x[0], y[0], ""), k64(c, 63), "");
	else
		br = borrow(c, x[0], y[0], borrow(c, x[1], y[1], k64(c, 0)));
	return LLVMBuildXor(c->b, br, k64(c, 1), "ge");
}

LLVMValueRef cg_bsearch(struct cg *c, LLVMValueRef g, size_t p, unsigned k,
			unsigned stride, LLVMValueRef *x)
{
	LLVMValueRef i = k64(c, 0), s[2];

	for (size_t step = p / 2; step; step /= 2) {
		LLVMValueRef idx = LLVMBuildAdd(c->b, i, k64(c, step), "");
		LLVMValueRef base = LLVMBuildMul(c->b, idx, k64(c, stride), "");
		LLVMValueRef ge;

		for (unsigned w = 0; w < k; w++)
			s[w] = cg_table_word(c, g, LLVMBuildAdd(c->b, base, k64(c, w), ""));
		ge = cg_ge_words(c, k, x, s);
		/* i += ge ? step : 0, as a mask */
		i = LLVMBuildAdd(c->b, i, LLVMBuildAnd(c->b, LLVMBuildNeg(c->b, ge, ""),
						       k64(c, step), ""), "i");
	}
	return i;
}

LLVMValueRef cg_helper_fn(struct cg *c, const char *name, unsigned nargs,
			  const char **names, unsigned line, struct cg_pos *saved)
{
	LLVMTypeRef params[4] = { c->i64, c->i64, c->i64, c->i64 };
	LLVMMetadataRef dargs[4] = { c->di_u64, c->di_u64, c->di_u64, c->di_u64 };

	cg_save(c, saved);
	c->fn = cg_add_function(c, name, LLVMFunctionType(c->i32, params, nargs, 0), 1);
	cg_debug_func(c, c->fn, line, dargs, names, nargs, 0);
	LLVMPositionBuilderAtEnd(c->b, cg_block(c, "entry"));
	return c->fn;
}

LLVMValueRef cg_call_helper(struct cg *c, LLVMValueRef fn, LLVMValueRef *args,
			    unsigned nargs)
{
	LLVMTypeRef params[4] = { c->i64, c->i64, c->i64, c->i64 };

	return LLVMBuildCall2(c->b, LLVMFunctionType(c->i32, params, nargs, 0), fn, args,
			      nargs, "");
}
