/* cg_compile(): builds the module (parse function, rule functions, entry
 * point, maps, sets, metadata, debug info), verifies it, optimises it at
 * -O2 and asks the BPF backend for an object, assembly or IR text. */
#include "budget.h"
#include "cg_internal.h"
#include "meta.h"
#include "plan.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define BPF_TRIPLE "bpfel"
#define BPF_CPU "v3"   /* jmp32 and the full set of conditional jumps */

void cg_options_init(struct cg_options *o)
{
	memset(o, 0, sizeof(*o));
	o->opt_level = 2;
	o->table_size = XDPC_DEFAULT_TABLE_SIZE;
}

void cg_buffer_free(struct cg_buffer *b)
{
	free(b->data);
	b->data = NULL;
	b->len = 0;
}

static void init_llvm(void)
{
	static int done;

	if (done)
		return;
	done = 1;
	LLVMInitializeBPFTargetInfo();
	LLVMInitializeBPFTarget();
	LLVMInitializeBPFTargetMC();
	LLVMInitializeBPFAsmPrinter();
	LLVMInitializeBPFAsmParser();
}

/* The top-level rule file: the one every include hangs from. */
static const char *root_source(const struct program *p)
{
	for (size_t i = 0; i < p->stmts.n; i++) {
		const struct stmt *st = p->stmts.v[i];
		const struct source *s = st->loc.src;

		if (!s)
			continue;
		while (s->included_from)
			s = s->included_from;
		return s->path;
	}
	return "<input>";
}

/* The plan (plan.h) code generation lowers: the front end's, or planned
 * (and its budgets checked) here without groups or for a program that
 * did not come through the front end. */
static bool plan_program(struct arena *a, const struct program *p,
			 const struct cg_options *o, struct plan *pl, struct diag *d)
{
	struct plan_options po = { .no_group = o->no_group };

	return plan_of(a, p, &po, pl, d) == 0;
}

/* Instruction selection and register allocation always run optimised: at
 * CodeGenLevelNone every value gets its own stack slot and the parse
 * function alone overflows the 512-byte BPF stack. -O0 means the IR is
 * emitted as generated, not that the backend spills everything. */
static LLVMTargetMachineRef target_machine(struct diag *d)
{
	LLVMTargetRef t;
	char *err = NULL;

	if (LLVMGetTargetFromTriple(BPF_TRIPLE, &t, &err)) {
		diag_plain(d, "code generation: no BPF target in LLVM: %s", err);
		LLVMDisposeMessage(err);
		return NULL;
	}
	return LLVMCreateTargetMachine(t, BPF_TRIPLE, BPF_CPU, "",
				       LLVMCodeGenLevelDefault,
				       LLVMRelocDefault, LLVMCodeModelDefault);
}

static void build_license(struct cg *c)
{
	LLVMValueRef s = LLVMConstStringInContext(c->ctx, "GPL", 3, 0);
	LLVMValueRef gv = LLVMAddGlobal(c->mod, LLVMTypeOf(s), "_license");

	LLVMSetInitializer(gv, s);
	LLVMSetSection(gv, "license");
	LLVMSetAlignment(gv, 1);
	cg_debug_global(c, gv, "_license",
			cg_debug_array(c, LLVMDIBuilderCreateBasicType(c->di, "char", 4, 8, 0x06, 0),
				       8, 4), 0);
}

/* The BTF copy of the metadata (meta.h) goes into objects and assembly,
 * not into IR text: it repeats the metadata section, and its enumerators
 * would renumber every debug node of an IR dump whenever a rule's text
 * changed. */
static void build_module(struct cg *c, LLVMTargetMachineRef tm, bool btf_meta)
{
	LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);

	c->ctx = LLVMContextCreate();
	c->mod = LLVMModuleCreateWithNameInContext(c->source_name, c->ctx);
	LLVMSetTarget(c->mod, BPF_TRIPLE);
	LLVMSetModuleDataLayout(c->mod, td);
	LLVMDisposeTargetData(td);
	c->b = LLVMCreateBuilderInContext(c->ctx);
	c->i1 = LLVMInt1TypeInContext(c->ctx);
	c->i8 = LLVMInt8TypeInContext(c->ctx);
	c->i16 = LLVMInt16TypeInContext(c->ctx);
	c->i32 = LLVMInt32TypeInContext(c->ctx);
	c->i64 = LLVMInt64TypeInContext(c->ctx);
	c->ptr = LLVMPointerTypeInContext(c->ctx, 0);

	cg_debug_init(c);
	cg_maps_build(c);
	cg_sample_maps(c);
	cg_dynsets_build(c);
	cg_sets_init(c);
	cg_parse_build(c);
	cg_rules_build(c);
	if (cg_parse_inline_small(c))
		cg_cls_inline_small(c);
	build_license(c);
	cg_meta_build(c, btf_meta);
	LLVMDIBuilderFinalize(c->di);
}

static void release(struct cg *c)
{
	if (c->di)
		LLVMDisposeDIBuilder(c->di);
	if (c->b)
		LLVMDisposeBuilder(c->b);
	if (c->mod)
		LLVMDisposeModule(c->mod);
	if (c->ctx)
		LLVMContextDispose(c->ctx);
	free(c->table_maps);
	free(c->difiles);
	cg_sets_free(c);
	cg_dynsets_free(c);
	cg_rate_free(c);
}

static int take(struct cg_buffer *out, const char *data, size_t len)
{
	out->data = malloc(len + 1);
	if (!out->data)
		return -1;
	memcpy(out->data, data, len);
	out->data[len] = '\0';
	out->len = len;
	return 0;
}

static int fail(struct diag *d, const char *what, char *msg)
{
	diag_plain(d, "code generation: %s: %s", what, msg ? msg : "unknown error");
	if (msg)
		LLVMDisposeMessage(msg);
	return -1;
}

/* Not default<O2>: on thousands of rules its GVN and repeated InstCombine
 * runs took most of the compile time and bought little (the verifier's
 * count within 10%). The generated code is already straight-line tests;
 * what it needs is promotion of the scratch slots, removal of repeated
 * loads of the same packet field along a path, one round of folding and a
 * CFG clean-up. Measured on 2,000 mixed rules: 2.3 s -> 0.5 s. First, the
 * functions cg_parse_inline_small() marked are inlined (SROA then keeps the
 * parsed frame in registers). */
#define CG_PIPELINE "always-inline,function(sroa,early-cse<memssa>," \
	"instcombine<max-iterations=1;no-verify-fixpoint>,simplifycfg)"

/* SimplifyCFG gives a function one `ret`, of a phi, which the entry
 * point's paths reach by a jump: the frame's verdict then passes through
 * a register copy, and the counter block's NULL test shares its exit with
 * the counted path. Given its own `ret` again, a path ends where it is;
 * and a kernel that knows the block's lookup (a constant key inside an
 * array) cannot fail finds the NULL path dead and drops the test. */
static void own_returns(struct cg *c, LLVMValueRef fn)
{
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
		LLVMValueRef phi = LLVMGetFirstInstruction(bb), ret = LLVMGetLastInstruction(bb);
		unsigned n;

		if (LLVMGetInstructionOpcode(phi) != LLVMPHI || LLVMGetNextInstruction(phi) != ret ||
		    LLVMGetInstructionOpcode(ret) != LLVMRet || LLVMGetNumOperands(ret) != 1 ||
		    LLVMGetOperand(ret, 0) != phi)
			continue;
		n = LLVMCountIncoming(phi);
		for (unsigned i = 0; i < n; i++)
			if (!LLVMIsABranchInst(LLVMGetBasicBlockTerminator(LLVMGetIncomingBlock(phi, i))))
				return;
		for (unsigned i = 0; i < n; i++) {
			LLVMValueRef br = LLVMGetBasicBlockTerminator(LLVMGetIncomingBlock(phi, i));
			LLVMBasicBlockRef own = NULL;

			for (unsigned k = 0; k < LLVMGetNumSuccessors(br); k++) {
				if (LLVMGetSuccessor(br, k) != bb)
					continue;
				if (!own) {
					own = LLVMInsertBasicBlockInContext(c->ctx, bb, "ret");
					LLVMPositionBuilderAtEnd(c->b, own);
					LLVMSetCurrentDebugLocation2(c->b, LLVMInstructionGetDebugLoc(ret));
					LLVMBuildRet(c->b, LLVMGetIncomingValue(phi, i));
				}
				LLVMSetSuccessor(br, k, own);
			}
		}
		LLVMDeleteBasicBlock(bb);
		return;
	}
}

static int optimise(struct cg *c, LLVMTargetMachineRef tm)
{
	LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
	const char *pipeline = getenv("XDPC_CG_PIPELINE");
	LLVMErrorRef e = LLVMRunPasses(c->mod, pipeline ? pipeline : CG_PIPELINE, tm, po);

	LLVMDisposePassBuilderOptions(po);
	if (e)
		return fail(c->d, "optimiser", LLVMGetErrorMessage(e));
	own_returns(c, c->fn);
	return 0;
}

static int produce(struct cg *c, LLVMTargetMachineRef tm, enum cg_output what,
		   struct cg_buffer *out)
{
	char *msg = NULL;
	LLVMMemoryBufferRef mb;
	int rc;

	if (what == CG_OUT_LLVM_IR) {
		msg = LLVMPrintModuleToString(c->mod);
		rc = take(out, msg, strlen(msg));
		LLVMDisposeMessage(msg);
		return rc;
	}
	if (LLVMTargetMachineEmitToMemoryBuffer(tm, c->mod,
						what == CG_OUT_ASM ? LLVMAssemblyFile : LLVMObjectFile,
						&msg, &mb))
		return fail(c->d, "BPF backend", msg);
	rc = take(out, LLVMGetBufferStart(mb), LLVMGetBufferSize(mb));
	LLVMDisposeMemoryBuffer(mb);
	return rc;
}

/* XDPC_CG_TIMES=1 prints the time of each phase to stderr. */
static void phase(const char *what)
{
	static struct timespec last;
	struct timespec now;
	static int on = -1;

	if (on < 0)
		on = getenv("XDPC_CG_TIMES") != NULL;
	if (!on)
		return;
	clock_gettime(CLOCK_MONOTONIC, &now);
	if (what)
		fprintf(stderr, "xdpc: %-10s %7.3f s\n", what,
			(double)(now.tv_sec - last.tv_sec) +
				(double)(now.tv_nsec - last.tv_nsec) / 1e9);
	last = now;
}

int cg_compile(const struct program *p, const struct cg_options *o,
	       enum cg_output what, struct cg_buffer *out, struct diag *d)
{
	struct cg_options defaults;
	struct cg c = { 0 };
	struct plan plan;
	struct arena a;
	LLVMTargetMachineRef tm;
	char *msg = NULL;
	int rc = -1;
	unsigned errors_before = d->errors;

	out->data = NULL;
	out->len = 0;
	if (!o) {
		cg_options_init(&defaults);
		o = &defaults;
	}
	if (o->table_size == 0) {
		diag_plain(d, "code generation: the count-by table size must be at least 1");
		return -1;
	}
	arena_init(&a);
	phase(NULL);
	if (!plan_program(&a, p, o, &plan, d)) {
		arena_free(&a);
		return -1;
	}
	phase("plan");
	init_llvm();
	tm = target_machine(d);
	if (!tm) {
		arena_free(&a);
		return -1;
	}
	c.prog = p;
	c.plan = &plan;
	c.opt = o;
	c.d = d;
	c.source_name = o->source_name ? o->source_name : root_source(p);
	build_module(&c, tm, what != CG_OUT_LLVM_IR);
	phase("build IR");
	if (d->errors > errors_before)
		goto out;
	if (LLVMVerifyModule(c.mod, LLVMReturnStatusAction, &msg)) {
		fail(d, "internal error: invalid IR", msg);
		goto out;
	}
	LLVMDisposeMessage(msg);
	phase("verify IR");
	if (o->opt_level > 0 && optimise(&c, tm) < 0)
		goto out;
	phase("optimise");
	rc = produce(&c, tm, what, out);
	phase("backend");
	if (rc < 0 && !out->data && d->errors == 0)
		diag_plain(d, "code generation: out of memory");
out:
	release(&c);
	LLVMDisposeTargetMachine(tm);
	arena_free(&a);
	return rc;
}
