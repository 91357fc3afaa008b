/* Small IR-building helpers shared by the code generator. */
#include "cg_internal.h"
#include "plan.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct {
	const char *name;
	unsigned bits;
} fields[PF_COUNT] = {
#define X(e, n, b) [e] = { n, b },
	PKT_FIELDS(X)
#undef X
};

LLVMValueRef cg_const(struct cg *c, LLVMTypeRef t, uint64_t v)
{
	(void)c;
	return LLVMConstInt(t, v, 0);
}

LLVMBasicBlockRef cg_block(struct cg *c, const char *name)
{
	return LLVMAppendBasicBlockInContext(c->ctx, c->fn, name);
}

void cg_goto(struct cg *c, LLVMBasicBlockRef bb)
{
	LLVMBuildBr(c->b, bb);
	LLVMPositionBuilderAtEnd(c->b, bb);
}

LLVMValueRef cg_args_missing(struct cg *c, bool block)
{
	/* one statement each: argument order is the C compiler's, and the
	 * IR (and its goldens) must not depend on it */
	LLVMValueRef no_pkt = LLVMBuildIsNull(c->b, c->pkt, "");
	LLVMValueRef no_block;

	if (!block)
		return no_pkt;
	no_block = LLVMBuildIsNull(c->b, c->block, "");
	return LLVMBuildOr(c->b, no_pkt, no_block, "");
}

unsigned cg_field_bits(enum pkt_field f)
{
	return fields[f].bits;
}

const char *cg_field_name(enum pkt_field f)
{
	return fields[f].name;
}

unsigned cg_field_offset(enum pkt_field f)
{
	unsigned off = 0;

	for (int i = 0; i < (int)f; i++)
		off += fields[i].bits / 8;
	return off;
}

unsigned cg_pkt_riders_at(const struct cg *c)
{
	enum pkt_field last = (enum pkt_field)(cg_pkt_nfields(c->prog) - 1);

	return (cg_field_offset(last) + cg_field_bits(last) / 8 + 7) / 8 * 8;
}

unsigned cg_pkt_bytes(const struct cg *c)
{
	return cg_pkt_riders_at(c) + 8 * (unsigned)c->plan->nriding;
}

static LLVMValueRef field_ptr(struct cg *c, enum pkt_field f)
{
	LLVMValueRef off = cg_const(c, c->i64, cg_field_offset(f));

	return LLVMBuildGEP2(c->b, c->i8, c->pkt, &off, 1, cg_field_name(f));
}

static LLVMTypeRef field_type(struct cg *c, enum pkt_field f)
{
	return LLVMIntTypeInContext(c->ctx, fields[f].bits);
}

/* A rule reads what the parser does not fill: cg_need() and its readers
 * (cg_match.c, cg_maps.c, cg_groups.c, ...) disagree. */
static void unparsed(const char *what, const char *name)
{
	fprintf(stderr, "xdpc: internal error: generated code reads %s %s, which the "
		"frame parser does not fill (see cg_need.c)\n", what, name);
	abort();
}

LLVMValueRef cg_pkt_load(struct cg *c, enum pkt_field f)
{
	if (c->parsed_fields && !(c->parsed_fields & 1u << f))
		unparsed("packet field", cg_field_name(f));
	LLVMValueRef v = LLVMBuildLoad2(c->b, field_type(c, f), field_ptr(c, f),
					cg_field_name(f));

	LLVMSetAlignment(v, fields[f].bits / 8);
	if (fields[f].bits < 64)
		v = LLVMBuildZExt(c->b, v, c->i64, "");
	return v;
}

void cg_pkt_store(struct cg *c, enum pkt_field f, LLVMValueRef v64)
{
	LLVMValueRef v = v64;
	LLVMTypeRef t = field_type(c, f);

	if (LLVMTypeOf(v) != t)
		v = LLVMBuildTrunc(c->b, v, t, "");
	LLVMSetAlignment(LLVMBuildStore(c->b, v, field_ptr(c, f)), fields[f].bits / 8);
}

void cg_pkt_set_flags(struct cg *c, uint32_t bits)
{
	LLVMValueRef v = cg_pkt_load(c, PF_FLAGS);

	v = LLVMBuildOr(c->b, v, cg_const(c, c->i64, bits), "");
	cg_pkt_store(c, PF_FLAGS, v);
}

LLVMValueRef cg_pkt_flag(struct cg *c, uint32_t bits)
{
	if (c->parsed_fields && (bits & ~c->parsed_flags))
		unparsed("a layer flag", "of struct xdpc_pkt");
	LLVMValueRef v = cg_pkt_load(c, PF_FLAGS);

	v = LLVMBuildAnd(c->b, v, cg_const(c, c->i64, bits), "");
	return LLVMBuildICmp(c->b, LLVMIntNE, v, cg_const(c, c->i64, 0), "");
}

/* llvm.bpf.passthrough(seq, x) is an identity the optimiser cannot see
 * through; the BPF backend removes it just before instruction selection. */
LLVMValueRef cg_opaque(struct cg *c, LLVMValueRef v)
{
	static const char name[] = "llvm.bpf.passthrough";
	unsigned id = LLVMLookupIntrinsicID(name, sizeof(name) - 1);
	LLVMTypeRef t = LLVMTypeOf(v), tys[2] = { t, t };
	LLVMValueRef fn = LLVMGetIntrinsicDeclaration(c->mod, id, tys, 2);
	LLVMTypeRef fty = LLVMIntrinsicGetType(c->ctx, id, tys, 2);
	LLVMValueRef args[2] = { cg_const(c, c->i32, c->passthrough_seq++), v };

	return LLVMBuildCall2(c->b, fty, fn, args, 2, "");
}

LLVMValueRef cg_bswap(struct cg *c, LLVMValueRef v)
{
	static const char name[] = "llvm.bswap";
	unsigned id = LLVMLookupIntrinsicID(name, sizeof(name) - 1);
	LLVMTypeRef t = LLVMTypeOf(v);
	LLVMValueRef fn = LLVMGetIntrinsicDeclaration(c->mod, id, &t, 1);
	LLVMTypeRef fty = LLVMIntrinsicGetType(c->ctx, id, &t, 1);

	return LLVMBuildCall2(c->b, fty, fn, &v, 1, "");
}

LLVMValueRef cg_phi2(struct cg *c, LLVMTypeRef t, const char *name, LLVMValueRef v0,
		     LLVMBasicBlockRef b0, LLVMValueRef v1, LLVMBasicBlockRef b1)
{
	LLVMValueRef phi = LLVMBuildPhi(c->b, t, name);

	LLVMAddIncoming(phi, (LLVMValueRef[]){ v0, v1 }, (LLVMBasicBlockRef[]){ b0, b1 }, 2);
	return phi;
}

/* BPF helpers are called through their number, as clang does for
 * `static void *(*bpf_map_lookup_elem)(...) = (void *)1;`. */
LLVMValueRef cg_helper_call(struct cg *c, int id, LLVMTypeRef ret,
			    LLVMValueRef *args, unsigned n)
{
	LLVMTypeRef params[5];
	LLVMTypeRef fty;
	LLVMValueRef callee;

	for (unsigned i = 0; i < n; i++)
		params[i] = LLVMTypeOf(args[i]);
	fty = LLVMFunctionType(ret, params, n, 0);
	callee = LLVMConstIntToPtr(cg_const(c, c->i64, (uint64_t)id), c->ptr);
	return LLVMBuildCall2(c->b, fty, callee, args, n, "");
}

LLVMValueRef cg_entry_alloca(struct cg *c, LLVMTypeRef t, const char *name)
{
	LLVMBasicBlockRef cur = LLVMGetInsertBlock(c->b);
	LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(c->fn);
	LLVMValueRef first = LLVMGetFirstInstruction(entry);
	LLVMValueRef a;

	if (first)
		LLVMPositionBuilderBefore(c->b, first);
	else
		LLVMPositionBuilderAtEnd(c->b, entry);
	a = LLVMBuildAlloca(c->b, t, name);
	LLVMSetAlignment(a, 8);
	LLVMPositionBuilderAtEnd(c->b, cur);
	return a;
}

static void add_attr(struct cg *c, LLVMValueRef fn, const char *name)
{
	unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));

	LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
				LLVMCreateEnumAttribute(c->ctx, kind, 0));
}

/* Every function is nounwind (BPF has no unwinding: no .eh_frame). */
LLVMValueRef cg_add_function(struct cg *c, const char *name, LLVMTypeRef fty,
			     int noinline)
{
	LLVMValueRef fn = LLVMAddFunction(c->mod, name, fty);

	add_attr(c, fn, "nounwind");
	if (noinline)
		add_attr(c, fn, "noinline");
	return fn;
}

unsigned cg_insn_count(LLVMValueRef fn)
{
	unsigned n = 0;

	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
		for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
			n++;
	return n;
}

void cg_make_inline(struct cg *c, LLVMValueRef fn)
{
	static const char noinline[] = "noinline", always[] = "alwaysinline";
	unsigned no = LLVMGetEnumAttributeKindForName(noinline, sizeof(noinline) - 1);
	unsigned yes = LLVMGetEnumAttributeKindForName(always, sizeof(always) - 1);

	if (!fn)
		return;
	LLVMRemoveEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, no);
	LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
				LLVMCreateEnumAttribute(c->ctx, yes, 0));
	LLVMSetLinkage(fn, LLVMInternalLinkage);
}

void cg_save(struct cg *c, struct cg_pos *p)
{
	p->fn = c->fn;
	p->pkt = c->pkt;
	p->block = c->block;
	p->slot_u32 = c->slot_u32;
	p->slot_counter = c->slot_counter;
	p->slot_addr = c->slot_addr;
	p->slot_best = c->slot_best;
	p->sp = c->sp;
	p->bb = LLVMGetInsertBlock(c->b);
	p->loc = LLVMGetCurrentDebugLocation2(c->b);
}

void cg_restore(struct cg *c, const struct cg_pos *p)
{
	c->fn = p->fn;
	c->pkt = p->pkt;
	c->block = p->block;
	c->slot_u32 = p->slot_u32;
	c->slot_counter = p->slot_counter;
	c->slot_addr = p->slot_addr;
	c->slot_best = p->slot_best;
	c->sp = p->sp;
	if (p->bb)
		LLVMPositionBuilderAtEnd(c->b, p->bb);
	LLVMSetCurrentDebugLocation2(c->b, p->loc);
}

void cg_ctx_data(struct cg *c, LLVMValueRef ctx, LLVMValueRef *data, LLVMValueRef *end)
{
	LLVMValueRef four = cg_const(c, c->i64, 4);
	LLVMValueRef d32 = LLVMBuildLoad2(c->b, c->i32, ctx, "data32");
	LLVMValueRef e32;

	LLVMSetAlignment(d32, 4);
	e32 = LLVMBuildLoad2(c->b, c->i32, LLVMBuildGEP2(c->b, c->i8, ctx, &four, 1, ""),
			     "data_end32");
	LLVMSetAlignment(e32, 4);
	*data = LLVMBuildIntToPtr(c->b, LLVMBuildZExt(c->b, d32, c->i64, ""), c->ptr, "data");
	*end = LLVMBuildIntToPtr(c->b, LLVMBuildZExt(c->b, e32, c->i64, ""), c->ptr, "data_end");
}
