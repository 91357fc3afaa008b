/* Debug info for the generated module. The BPF backend turns it into .BTF
 * and .BTF.ext: map key/value types for `bpftool map dump`, function
 * prototypes the verifier needs for global functions, and line info that
 * points each rule's instructions at its line in the rule file. */
#include "cg_internal.h"
#include "plan.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

enum { DW_ATE_signed = 0x05, DW_ATE_unsigned = 0x08 };

#define CG_LINE_TEXT_MAX 2000

static LLVMMetadataRef basic(struct cg *c, const char *name, unsigned bits,
			     unsigned enc)
{
	return LLVMDIBuilderCreateBasicType(c->di, name, strlen(name), bits, enc,
					    LLVMDIFlagZero);
}

static LLVMMetadataRef typedef_of(struct cg *c, LLVMMetadataRef t,
				  const char *name)
{
	return LLVMDIBuilderCreateTypedef(c->di, t, name, strlen(name), c->di_file,
					  0, c->di_cu, 0);
}

LLVMMetadataRef cg_debug_struct(struct cg *c, const char *name,
				const char **names, LLVMMetadataRef *types,
				const unsigned *bits, unsigned n)
{
	LLVMMetadataRef members[40];
	uint64_t off = 0;
	uint32_t align = 8;

	for (unsigned i = 0; i < n; i++) {
		uint32_t a = bits[i] > 64 ? 64 : bits[i];

		if (a > align)
			align = a;
		off = (off + a - 1) / a * a;
		members[i] = LLVMDIBuilderCreateMemberType(
			c->di, c->di_cu, names[i], strlen(names[i]), c->di_file, 0,
			bits[i], a, off, LLVMDIFlagZero, types[i]);
		off += bits[i];
	}
	off = (off + align - 1) / align * align;
	return LLVMDIBuilderCreateStructType(c->di, c->di_cu, name,
					     name ? strlen(name) : 0, c->di_file,
					     0, off, align, LLVMDIFlagZero, NULL,
					     members, n, 0, NULL, NULL, 0);
}

LLVMMetadataRef cg_debug_array(struct cg *c, LLVMMetadataRef elem,
			       unsigned elem_bits, uint64_t count)
{
	LLVMMetadataRef sub = LLVMDIBuilderGetOrCreateSubrange(c->di, 0, (int64_t)count);

	return LLVMDIBuilderCreateArrayType(c->di, elem_bits * count, 32, elem,
					    &sub, 1);
}

static LLVMMetadataRef pointer_to(struct cg *c, LLVMMetadataRef t)
{
	return LLVMDIBuilderCreatePointerType(c->di, t, 64, 64, 0, NULL, 0);
}

static void build_pkt_type(struct cg *c)
{
	const char *names[PF_COUNT + 1];
	LLVMMetadataRef types[PF_COUNT + 1];
	unsigned bits[PF_COUNT + 1], n = (unsigned)cg_pkt_nfields(c->prog);
	size_t riding = c->plan->nriding;

	for (int f = 0; f < PF_COUNT; f++) {
		names[f] = cg_field_name(f);
		bits[f] = cg_field_bits(f);
		types[f] = bits[f] == 64 ? c->di_u64 : bits[f] == 32 ? c->di_u32 :
			   bits[f] == 16 ? c->di_u16 : c->di_u8;
	}
	if (riding) {   /* a global function reaches only what BTF says is there */
		names[n] = "riders";
		bits[n] = 64 * (unsigned)riding;
		types[n++] = cg_debug_array(c, c->di_u64, 64, riding);
	}
	c->di_pkt_ptr = pointer_to(c, cg_debug_struct(c, "xdpc_pkt", names, types, bits, n));
}

/* struct xdp_md as the kernel's UAPI declares it: the verifier recognises
 * a global function's context argument by this name. */
static void build_ctx_type(struct cg *c)
{
	const char *names[] = { "data", "data_end", "data_meta", "ingress_ifindex",
				"rx_queue_index", "egress_ifindex" };
	LLVMMetadataRef types[6];
	unsigned bits[6];

	for (int i = 0; i < 6; i++) {
		types[i] = c->di_u32;
		bits[i] = 32;
	}
	c->di_ctx_ptr = pointer_to(c, cg_debug_struct(c, "xdp_md", names, types, bits, 6));
}

/* A file entry of the debug info. LLVM's BPF backend names the file in
 * BTF line info DIR/BASE (what the verifier's log shows) and reads the
 * line text from there. */
static LLVMMetadataRef make_file(struct cg *c, const char *path)
{
	const char *slash = strrchr(path, '/');
	const char *base = slash ? slash + 1 : path;
	const char *dir = slash ? path : ".";
	size_t dirlen = slash ? (size_t)(slash - path) : 1;
	static const char no_text[] = "<no line text>";

	/* LLVM's BTF writer puts the text of every line that has line info
	 * in its string table and searches that table linearly for each
	 * record: quadratic in the number of rules. Above CG_LINE_TEXT_MAX
	 * rules the line records keep their line numbers but point at a
	 * directory that does not exist, so no text is read. */
	if (c->prog->nrules > CG_LINE_TEXT_MAX) {
		dir = no_text;
		dirlen = sizeof(no_text) - 1;
	}
	return LLVMDIBuilderCreateFile(c->di, base, strlen(base), dir, dirlen);
}

struct cg_difile {
	const struct source *src;
	LLVMMetadataRef file;
	LLVMMetadataRef sp, block;   /* the lexical block file made last, in SP */
};

static struct cg_difile *difile_of(struct cg *c, const struct source *src)
{
	struct cg_difile *f;

	for (size_t i = 0; i < c->ndifiles; i++)
		if (c->difiles[i].src == src)
			return &c->difiles[i];
	f = xrealloc(c->difiles, (c->ndifiles + 1) * sizeof(*f));
	c->difiles = f;
	f += c->ndifiles++;
	f->src = src;
	f->file = make_file(c, src->path);
	f->sp = f->block = NULL;
	return f;
}

void cg_debug_loc(struct cg *c, struct loc loc)
{
	struct cg_difile *f;
	LLVMMetadataRef scope;

	/* the root source is the compile unit's own file */
	if (!loc.src || !loc.src->included_from) {
		cg_debug_line(c, loc.line ? loc.line : 1, loc.col);
		return;
	}
	f = difile_of(c, loc.src);
	if (f->sp != c->sp) {
		f->block = LLVMDIBuilderCreateLexicalBlockFile(c->di, c->sp, f->file, 0);
		f->sp = c->sp;
	}
	scope = f->block;
	LLVMSetCurrentDebugLocation2(c->b, LLVMDIBuilderCreateDebugLocation(
				     c->ctx, loc.line ? loc.line : 1, loc.col, scope, NULL));
}

void cg_debug_init(struct cg *c)
{
	static const char producer[] = "xdpc";

	c->di = LLVMCreateDIBuilder(c->mod);
	c->di_file = make_file(c, c->source_name);
	c->di_cu = LLVMDIBuilderCreateCompileUnit(
		c->di, LLVMDWARFSourceLanguageC, c->di_file, producer,
		sizeof(producer) - 1, c->opt->opt_level > 0, "", 0, 0, "", 0,
		LLVMDWARFEmissionFull, 0, 0, 0, "", 0, "", 0);
	LLVMAddModuleFlag(c->mod, LLVMModuleFlagBehaviorWarning, "Debug Info Version",
			  18, LLVMValueAsMetadata(cg_const(c, c->i32, LLVMDebugMetadataVersion())));
	LLVMAddModuleFlag(c->mod, LLVMModuleFlagBehaviorWarning, "Dwarf Version", 13,
			  LLVMValueAsMetadata(cg_const(c, c->i32, 5)));

	c->di_int = basic(c, "int", 32, DW_ATE_signed);
	c->di_u8 = typedef_of(c, basic(c, "unsigned char", 8, DW_ATE_unsigned), "__u8");
	c->di_u16 = typedef_of(c, basic(c, "unsigned short", 16, DW_ATE_unsigned), "__u16");
	c->di_u32 = typedef_of(c, basic(c, "unsigned int", 32, DW_ATE_unsigned), "__u32");
	c->di_u64 = typedef_of(c, basic(c, "unsigned long long", 64, DW_ATE_unsigned),
			       "__u64");
	{
		const char *names[] = { "packets", "bytes" };
		LLVMMetadataRef types[] = { c->di_u64, c->di_u64 };
		unsigned bits[] = { 64, 64 };

		c->di_counter = cg_debug_struct(c, "xdpc_counter", names, types, bits, 2);
	}
	{
		const char *names[] = { "family", "pad", "addr" };
		LLVMMetadataRef types[] = { c->di_u8, cg_debug_array(c, c->di_u8, 8, 3),
					    cg_debug_array(c, c->di_u8, 8, 16) };
		unsigned bits[] = { 8, 8, 8 };
		LLVMMetadataRef members[3];
		uint64_t offs[] = { 0, 8, 32 };
		uint64_t sizes[] = { 8, 24, 128 };

		(void)bits;
		for (int i = 0; i < 3; i++)
			members[i] = LLVMDIBuilderCreateMemberType(
				c->di, c->di_cu, names[i], strlen(names[i]), c->di_file,
				0, sizes[i], 8, offs[i], LLVMDIFlagZero, types[i]);
		c->di_addr_key = LLVMDIBuilderCreateStructType(
			c->di, c->di_cu, "xdpc_addr_key", 13, c->di_file, 0, 160, 8,
			LLVMDIFlagZero, NULL, members, 3, 0, NULL, NULL, 0);
	}
	build_pkt_type(c);
	build_ctx_type(c);
}

LLVMMetadataRef cg_debug_func(struct cg *c, LLVMValueRef fn, unsigned line,
			      LLVMMetadataRef *args, const char **names,
			      unsigned nargs, int local)
{
	LLVMMetadataRef types[6];
	size_t namelen;
	const char *name = LLVMGetValueName2(fn, &namelen);
	LLVMMetadataRef ty, sp;

	types[0] = c->di_int;
	for (unsigned i = 0; i < nargs; i++)
		types[i + 1] = args[i];
	ty = LLVMDIBuilderCreateSubroutineType(c->di, c->di_file, types, nargs + 1,
					       LLVMDIFlagPrototyped);
	sp = LLVMDIBuilderCreateFunction(c->di, c->di_file, name, namelen, name,
					 namelen, c->di_file, line, ty, local, 1,
					 line, LLVMDIFlagPrototyped,
					 c->opt->opt_level > 0);
	for (unsigned i = 0; i < nargs; i++)
		LLVMDIBuilderCreateParameterVariable(c->di, sp, names[i], strlen(names[i]),
						     i + 1, c->di_file, line, args[i],
						     1, LLVMDIFlagZero);
	LLVMSetSubprogram(fn, sp);
	c->sp = sp;
	cg_debug_line(c, line, 1);
	return sp;
}

void cg_debug_line(struct cg *c, unsigned line, unsigned col)
{
	LLVMMetadataRef loc = LLVMDIBuilderCreateDebugLocation(c->ctx, line, col,
							       c->sp, NULL);

	LLVMSetCurrentDebugLocation2(c->b, loc);
}

void cg_debug_global(struct cg *c, LLVMValueRef gv, const char *name,
		     LLVMMetadataRef type, int local)
{
	LLVMMetadataRef expr = LLVMDIBuilderCreateExpression(c->di, NULL, 0);
	LLVMMetadataRef gve = LLVMDIBuilderCreateGlobalVariableExpression(
		c->di, c->di_cu, name, strlen(name), name, strlen(name), c->di_file,
		0, type, local, expr, NULL, 0);

	LLVMGlobalSetMetadata(gv, LLVMGetMDKindIDInContext(c->ctx, "dbg", 3), gve);
}
