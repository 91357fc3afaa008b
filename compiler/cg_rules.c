/* The rule functions and the XDP entry point.
 *
 * Rules are split into chunks, each a global (BTF_FUNC_GLOBAL) function
 * `int xdpc_rules_N(struct xdpc_pkt *, int best, struct xdpc_block_M *)`,
 * the last the counter block (meta.h) that count rules add to. The verifier checks a
 * global function once, on its own, with the packet fields as unknown
 * values: the work grows linearly with the rules and the pending-branch
 * stack of one walk stays small, which is what lets thousands of rules
 * load.
 *
 * A chunk tests items in rule order: single rules and rule groups
 * (groups.h), a group placed at its first member. BEST is the code
 * (cg_internal.h) of the earliest deciding rule found so far, CG_CONTINUE
 * for none; codes order like rules, so "earliest" is the smaller code. A
 * group's lookup may find a member far ahead, so BEST is only final once
 * every item starting before it has been tried: an item starting after
 * BEST's rule ends the search, a single rule that matches is final at
 * once. The entry point looks the counter block up (one lookup per
 * frame, whatever the number of rules), threads BEST through the chunks,
 * counts the rule and returns its action. */
#include "budget.h"
#include "cg_internal.h"
#include "groups.h"
#include "meta.h"
#include "plan.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>

static void make_slots(struct cg *c)
{
	c->slot_best = cg_entry_alloca(c, c->i32, "best");
	c->slot_u32 = cg_entry_alloca(c, c->i32, "key");
	c->slot_counter = cg_entry_alloca(c, LLVMArrayType2(c->i64, 2), "val");
	c->slot_addr = cg_entry_alloca(c, LLVMArrayType2(c->i32, 5), "addr");
}

static unsigned rule_line(const struct rule *r)
{
	return r->action_loc.line ? r->action_loc.line : 1;
}

/* The code of rule R, as the rule functions return it. */
static uint64_t rule_code(const struct rule *r)
{
	return plan_rule_code(r);
}

LLVMValueRef cg_decided_by(struct cg *c, LLVMValueRef code, LLVMValueRef last)
{
	LLVMValueRef m1 = LLVMBuildSub(c->b, code, cg_const(c, c->i32, 1), "");

	return LLVMBuildICmp(c->b, LLVMIntULE, m1, last, "decided");
}

LLVMValueRef cg_decided_before(struct cg *c, LLVMValueRef code, size_t first)
{
	return cg_decided_by(c, code, cg_const(c, c->i32, cg_decided_last(first)));
}

/* Returns BEST when it is a rule before FIRST (only needed once a group
 * may have set it). */
static void return_if_decided(struct cg *c, size_t first)
{
	LLVMBasicBlockRef go = cg_block(c, "undecided"), done = cg_block(c, "decided");
	LLVMValueRef best = LLVMBuildLoad2(c->b, c->i32, c->slot_best, "best");

	LLVMBuildCondBr(c->b, cg_decided_before(c, best, first), done, go);
	LLVMPositionBuilderAtEnd(c->b, done);
	LLVMBuildRet(c->b, best);
	LLVMPositionBuilderAtEnd(c->b, go);
}

static void build_rule(struct cg *c, const struct rule *r)
{
	LLVMBasicBlockRef hit = cg_block(c, "hit");
	LLVMBasicBlockRef next = cg_block(c, "next");

	cg_debug_loc(c, r->action_loc);
	if (c->groups_before)
		return_if_decided(c, r->index);
	if (r->match)
		cg_cond(c, r->match, hit, next);
	else
		LLVMBuildBr(c->b, hit);
	LLVMPositionBuilderAtEnd(c->b, hit);
	if (r->rate) {
		LLVMBasicBlockRef over = cg_block(c, "rate.over");

		cg_rate_cond(c, r, over, next);
		LLVMPositionBuilderAtEnd(c->b, over);
	}
	/* a deciding rule is counted by the entry point: its hit block is
	 * only a return of a constant, which the optimiser folds into one
	 * shared return (fewer blocks and calls to emit and verify) */
	if (r->action == ACT_COUNT) {
		cg_count_rule(c, r);
		if (r->sample)
			cg_sample_mark(c, r);
		LLVMBuildBr(c->b, next);
	} else {
		LLVMBuildRet(c->b, cg_const(c, c->i32, rule_code(r)));
	}
	LLVMPositionBuilderAtEnd(c->b, next);
}

/* Codes order like rules, CG_CONTINUE (0) after all: compared less one,
 * unsigned. */
LLVMValueRef cg_earlier(struct cg *c, LLVMValueRef code, LLVMValueRef best)
{
	/* one emitting call per statement: C leaves the order of arguments
	 * open, and the IR must not depend on the host compiler */
	LLVMValueRef code_m1 = LLVMBuildSub(c->b, code, cg_const(c, c->i32, 1), "");
	LLVMValueRef best_m1 = LLVMBuildSub(c->b, best, cg_const(c, c->i32, 1), "");
	LLVMValueRef earlier = LLVMBuildICmp(c->b, LLVMIntULT, code_m1, best_m1, "earlier");

	return LLVMBuildSelect(c->b, earlier, code, best, "best");
}

/* best = the earlier of best and the code of a group's lookup, or of the
 * N classifiers' call from IT on; returns how many items it took */
static size_t build_lookup(struct cg *c, const struct plan_item *it, size_t n)
{
	LLVMBasicBlockRef next = cg_block(c, "group.next");
	LLVMValueRef code, best;
	size_t took = 1;

	if (c->groups_before)
		return_if_decided(c, it->first);
	if (it->kind == PLAN_GROUP) {
		code = cg_group_code(c, it->group, it->id, next);
		best = cg_earlier(c, code, LLVMBuildLoad2(c->b, c->i32, c->slot_best, "best"));
	} else {
		took = cg_cls_run(it, n);
		best = LLVMBuildLoad2(c->b, c->i32, c->slot_best, "best");
		best = cg_cls_code(c, it, took, best);
	}
	LLVMBuildStore(c->b, best, c->slot_best);
	LLVMBuildBr(c->b, next);
	LLVMPositionBuilderAtEnd(c->b, next);
	c->groups_before = 1;
	return took;
}

static LLVMValueRef build_chunk(struct cg *c, int n, const struct plan_item *it, size_t nit)
{
	LLVMTypeRef params[3] = { c->ptr, c->i32, c->ptr };
	LLVMTypeRef fty = LLVMFunctionType(c->i32, params, 3, 0);
	LLVMMetadataRef dargs[3] = { c->di_pkt_ptr, c->di_u32, c->di_block_ptr };
	const char *names[3] = { "pkt", "best", "counters" };
	char name[32];
	LLVMBasicBlockRef entry, body, cont;
	LLVMValueRef fn;

	snprintf(name, sizeof(name), "xdpc_rules_%d", n);
	c->fn = fn = cg_add_function(c, name, fty, 1);
	cg_debug_func(c, fn, rule_line(c->prog->rules[it[0].first]), dargs, names, 3, 0);
	c->pkt = LLVMGetParam(fn, 0);
	c->block = LLVMGetParam(fn, 2);
	entry = cg_block(c, "entry");
	body = cg_block(c, "rules");
	cont = cg_block(c, "continue");
	LLVMPositionBuilderAtEnd(c->b, entry);
	make_slots(c);
	LLVMBuildStore(c->b, LLVMGetParam(fn, 1), c->slot_best);
	/* never NULL (the entry point checks both): for the verifier, and
	 * it lets the optimiser drop the checks of each count */
	LLVMBuildCondBr(c->b, cg_args_missing(c, true), cont, body);
	LLVMPositionBuilderAtEnd(c->b, cont);
	LLVMBuildRet(c->b, LLVMBuildLoad2(c->b, c->i32, c->slot_best, "best"));
	LLVMPositionBuilderAtEnd(c->b, body);

	for (size_t i = 0; i < nit;) {
		if (it[i].kind == PLAN_RULE) {
			build_rule(c, c->prog->rules[it[i].first]);
			i++;
		} else {
			i += build_lookup(c, &it[i], nit - i);
		}
		LLVMMoveBasicBlockAfter(cont, LLVMGetInsertBlock(c->b));
	}
	LLVMBuildBr(c->b, cont);
	return fn;
}

/* Diagnoses a program of more functions than the kernel verifies. */
static void check_functions(struct cg *c)
{
	unsigned n = 0;

	for (LLVMValueRef f = LLVMGetFirstFunction(c->mod); f; f = LLVMGetNextFunction(f))
		if (LLVMCountBasicBlocks(f) > 0)
			n++;
	if (n > BUDGET_MAX_FUNCTIONS)
		diag_plain(c->d, "code generation: the program needs %u BPF functions (rule "
			   "functions and set or group searches); the kernel allows %d",
			   n, BUDGET_MAX_FUNCTIONS);
}

void cg_rules_build(struct cg *c)
{
	const struct program *p = c->prog;
	LLVMTypeRef fty = LLVMFunctionType(c->i32, &c->ptr, 1, 0);
	LLVMTypeRef chunk_ty = LLVMFunctionType(c->i32, (LLVMTypeRef[]){ c->ptr, c->i32, c->ptr },
						3, 0);
	LLVMTypeRef parse_ty = LLVMFunctionType(c->i32, (LLVMTypeRef[]){ c->ptr, c->ptr }, 2, 0);
	const struct plan *pl = c->plan;
	size_t nchunks = pl->nchunks;
	LLVMValueRef *chunks = xmalloc((nchunks + 1) * sizeof(*chunks));
	size_t *chunk_first = xmalloc((nchunks + 1) * sizeof(*chunk_first));
	LLVMMetadataRef dargs[1] = { c->di_ctx_ptr };
	const char *names[1] = { "ctx" };
	LLVMValueRef fn, pkt, args[2], dflt;   /* dflt: the default verdict */
	unsigned pkt_bytes = cg_pkt_bytes(c);

	for (size_t k = 0; k < nchunks; k++) {
		const struct plan_item *it = &pl->item[pl->chunk[k]];

		chunk_first[k] = it->first;
		chunks[k] = build_chunk(c, (int)k, it, pl->chunk[k + 1] - pl->chunk[k]);
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
	cg_block_lookup(c);
	dflt = cg_const(c, c->i32, p->default_verdict == VERDICT_DROP ? CG_XDP_DROP : CG_XDP_PASS);
	{
		/* only a broken map has no counters: the default verdict */
		LLVMBasicBlockRef none = cg_block(c, "no.counters");
		LLVMBasicBlockRef ok = cg_block(c, "counters");

		LLVMBuildCondBr(c->b, LLVMBuildIsNull(c->b, c->block, ""), none, ok);
		LLVMPositionBuilderAtEnd(c->b, none);
		LLVMBuildRet(c->b, dflt);
		LLVMPositionBuilderAtEnd(c->b, ok);
	}
	if (nchunks) {
		LLVMBasicBlockRef cur = LLVMGetInsertBlock(c->b);
		LLVMBasicBlockRef decided = cg_block(c, "decided");
		LLVMValueRef phi, rule, act;
		LLVMValueRef best = cg_const(c, c->i32, CG_CONTINUE);

		/* best = xdpc_rules_N(pkt, best) for each N until best is a rule
		 * before chunk N + 1's first (after the last: any rule) */
		LLVMPositionBuilderAtEnd(c->b, decided);
		phi = LLVMBuildPhi(c->b, c->i32, "verdict");
		LLVMPositionBuilderAtEnd(c->b, cur);
		for (size_t i = 0; i < nchunks; i++) {
			LLVMValueRef cargs[3] = { pkt, best, c->block }, done;
			LLVMValueRef r = LLVMBuildCall2(c->b, chunk_ty, chunks[i], cargs, 3, "best");
			LLVMBasicBlockRef from = LLVMGetInsertBlock(c->b);
			LLVMBasicBlockRef next = cg_block(c, "undecided");

			LLVMAddIncoming(phi, &r, &from, 1);
			if (i + 1 < nchunks)
				done = cg_decided_before(c, r, chunk_first[i + 1]);
			else
				done = LLVMBuildICmp(c->b, LLVMIntNE, r,
						     cg_const(c, c->i32, CG_CONTINUE), "");
			LLVMBuildCondBr(c->b, done, decided, next);
			LLVMPositionBuilderAtEnd(c->b, next);
			best = r;
		}
		cur = LLVMGetInsertBlock(c->b);
		/* decided: count the rule, return its action */
		LLVMPositionBuilderAtEnd(c->b, decided);
		LLVMMoveBasicBlockAfter(decided, LLVMGetLastBasicBlock(c->fn));
		rule = LLVMBuildLShr(c->b, phi, cg_const(c, c->i32, CG_RULE_SHIFT), "");
		rule = LLVMBuildSub(c->b, rule, cg_const(c, c->i32, 1), "rule");
		cg_cls_count(c, rule);
		cg_count_index(c, rule);
		cg_sample_counted(c, args[0]);
		cg_sample_decided(c, args[0], rule);
		act = LLVMBuildAnd(c->b, phi, cg_const(c, c->i32, CG_ACTION_MASK), "action");
		LLVMBuildRet(c->b, act);
		LLVMPositionBuilderAtEnd(c->b, cur);
	}
	cg_cls_count(c, cg_const(c, c->i32, p->nrules));
	cg_count_default(c);
	cg_sample_counted(c, args[0]);
	LLVMBuildRet(c->b, dflt);
	free(chunks);
	free(chunk_first);
	check_functions(c);
}
