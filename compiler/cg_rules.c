/* The rule functions and the XDP entry point.
 *
 * Rules are split into chunks, each a global (BTF_FUNC_GLOBAL) function
 * `int xdpc_rules_N(struct xdpc_pkt *)`. The verifier checks a global
 * function once, on its own, with the packet fields as unknown values: the
 * work grows linearly with the rules and the pending-branch stack of one
 * walk stays small, which is what lets thousands of rules load. Each chunk
 * returns CG_CONTINUE or the XDP action of the first deciding rule. */
#include "cg_internal.h"
#include "meta.h"

#include <stdio.h>

/* Budget of one rule function, in the rough units of rule_cost(). */
#define CHUNK_COST 600

static unsigned expr_cost(const struct expr *e)
{
	if (!e)
		return 0;
	switch (e->kind) {
	case E_AND:
	case E_OR:
		return expr_cost(e->u.bin.lhs) + expr_cost(e->u.bin.rhs);
	case E_NOT:
		return expr_cost(e->u.operand);
	case E_ADDR:
	case E_PORT:
		return (e->u.prim.dir == DIR_EITHER ? 2 : 1) * cg_set_cost(e->u.prim.set) + 2;
	default:
		return 2;
	}
}

static unsigned rule_cost(const struct rule *r)
{
	return 6 + expr_cost(r->match) + (r->key != KEY_NONE ? 8 : 0);
}

static void make_slots(struct cg *c)
{
	c->slot_u32 = cg_entry_alloca(c, c->i32, "key");
	c->slot_counter = cg_entry_alloca(c, LLVMArrayType2(c->i64, 2), "val");
	c->slot_addr = cg_entry_alloca(c, LLVMArrayType2(c->i32, 5), "addr");
}

static unsigned rule_line(const struct rule *r)
{
	return r->action_loc.line ? r->action_loc.line : 1;
}

static LLVMValueRef build_chunk(struct cg *c, int n, size_t first, size_t end)
{
	LLVMTypeRef fty = LLVMFunctionType(c->i32, &c->ptr, 1, 0);
	LLVMMetadataRef dargs[1] = { c->di_pkt_ptr };
	const char *names[1] = { "pkt" };
	char name[32];
	LLVMBasicBlockRef entry, body, cont;
	LLVMValueRef fn;

	snprintf(name, sizeof(name), "xdpc_rules_%d", n);
	c->fn = fn = cg_add_function(c, name, fty, 1);
	cg_debug_func(c, fn, rule_line(c->prog->rules[first]), dargs, names, 1, 0);
	c->pkt = LLVMGetParam(fn, 0);
	entry = cg_block(c, "entry");
	body = cg_block(c, "rules");
	cont = cg_block(c, "continue");
	LLVMPositionBuilderAtEnd(c->b, cont);
	LLVMBuildRet(c->b, cg_const(c, c->i32, CG_CONTINUE));
	LLVMPositionBuilderAtEnd(c->b, entry);
	make_slots(c);
	LLVMBuildCondBr(c->b, LLVMBuildIsNull(c->b, c->pkt, ""), cont, body);
	LLVMPositionBuilderAtEnd(c->b, body);

	for (size_t i = first; i < end; i++) {
		const struct rule *r = c->prog->rules[i];
		LLVMBasicBlockRef hit = cg_block(c, "hit");
		LLVMBasicBlockRef next = cg_block(c, "next");

		cg_debug_line(c, rule_line(r), r->action_loc.col);
		if (r->match)
			cg_cond(c, r->match, hit, next);
		else
			LLVMBuildBr(c->b, hit);
		LLVMPositionBuilderAtEnd(c->b, hit);
		cg_count_rule(c, r);
		if (r->action == ACT_DROP)
			LLVMBuildRet(c->b, cg_const(c, c->i32, CG_XDP_DROP));
		else if (r->action == ACT_PASS)
			LLVMBuildRet(c->b, cg_const(c, c->i32, CG_XDP_PASS));
		else
			LLVMBuildBr(c->b, next);
		LLVMMoveBasicBlockAfter(cont, next);
		LLVMPositionBuilderAtEnd(c->b, next);
	}
	LLVMBuildBr(c->b, cont);
	return fn;
}

void cg_rules_build(struct cg *c)
{
	const struct program *p = c->prog;
	LLVMTypeRef fty = LLVMFunctionType(c->i32, &c->ptr, 1, 0);
	LLVMTypeRef chunk_ty = LLVMFunctionType(c->i32, &c->ptr, 1, 0);
	LLVMTypeRef parse_ty = LLVMFunctionType(c->i32, (LLVMTypeRef[]){ c->ptr, c->ptr }, 2, 0);
	LLVMValueRef chunks[p->nrules + 1];
	LLVMMetadataRef dargs[1] = { c->di_ctx_ptr };
	const char *names[1] = { "ctx" };
	size_t nchunks = 0, first = 0;
	unsigned cost = 0;
	LLVMValueRef fn, pkt, args[2];
	unsigned pkt_bytes = cg_field_offset(PF_COUNT - 1) + cg_field_bits(PF_COUNT - 1) / 8;

	for (size_t i = 0; i < p->nrules; i++) {
		unsigned rc = rule_cost(p->rules[i]);

		if (i > first && cost + rc > CHUNK_COST) {
			chunks[nchunks] = build_chunk(c, (int)nchunks, first, i);
			nchunks++;
			first = i;
			cost = 0;
		}
		cost += rc;
	}
	if (first < p->nrules) {
		chunks[nchunks] = build_chunk(c, (int)nchunks, first, p->nrules);
		nchunks++;
	}

	c->fn = fn = cg_add_function(c, XDPC_PROG_NAME, fty, 0);
	LLVMSetSection(fn, "xdp");
	cg_debug_func(c, fn, p->default_loc.src ? p->default_loc.line : 1, dargs, names, 1, 0);
	LLVMPositionBuilderAtEnd(c->b, cg_block(c, "entry"));
	make_slots(c);
	pkt = c->pkt = cg_entry_alloca(c, LLVMArrayType2(c->i8, pkt_bytes), "pkt");
	LLVMBuildMemSet(c->b, pkt, cg_const(c, c->i8, 0), cg_const(c, c->i64, pkt_bytes), 8);
	args[0] = LLVMGetParam(fn, 0);
	args[1] = pkt;
	LLVMBuildCall2(c->b, parse_ty, c->fn_parse, args, 2, "");
	for (size_t i = 0; i < nchunks; i++) {
		LLVMValueRef r = LLVMBuildCall2(c->b, chunk_ty, chunks[i], &pkt, 1, "verdict");
		LLVMBasicBlockRef ret = cg_block(c, "decided"), next = cg_block(c, "undecided");

		LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntNE, r,
						    cg_const(c, c->i32, CG_CONTINUE), ""),
				ret, next);
		LLVMPositionBuilderAtEnd(c->b, ret);
		LLVMBuildRet(c->b, r);
		LLVMPositionBuilderAtEnd(c->b, next);
	}
	cg_count_default(c);
	LLVMBuildRet(c->b, cg_const(c, c->i32, p->default_verdict == VERDICT_DROP ?
					   CG_XDP_DROP : CG_XDP_PASS));
}
