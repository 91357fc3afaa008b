/* Shared state of the code generator (private to cg*.c). One struct cg
 * lives for one cg_compile() call and owns one LLVM context and module. */
#ifndef XDPC_CG_INTERNAL_H
#define XDPC_CG_INTERNAL_H

#include "ast.h"
#include "budget.h"
#include "codegen.h"
#include "diag.h"
#include "phash.h"

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <stddef.h>
#include <stdint.h>

/* The parsed frame, filled once by xdpc_parse() and read by the rule
 * functions. Offsets follow from the order: every field is naturally
 * aligned. Addresses are 128-bit numbers in host order split in two halves;
 * an IPv4 address sits in the top 32 bits of the high half. MACs are 48-bit
 * numbers in host order. */
#define PKT_FIELDS(X)                                                          \
	X(PF_SRC_HI, "src_hi", 64) X(PF_SRC_LO, "src_lo", 64)                  \
	X(PF_DST_HI, "dst_hi", 64) X(PF_DST_LO, "dst_lo", 64)                  \
	X(PF_DMAC, "dmac", 64) X(PF_SMAC, "smac", 64)                          \
	X(PF_LEN, "len", 32) X(PF_FLAGS, "flags", 32)                          \
	X(PF_ETHERTYPE, "ethertype", 16) X(PF_VID, "vid", 16)                  \
	X(PF_SPORT, "sport", 16) X(PF_DPORT, "dport", 16)                      \
	X(PF_PROTO, "proto", 8) X(PF_TTL, "ttl", 8)                            \
	X(PF_TCPFLAGS, "tcpflags", 8) X(PF_FAMILY, "family", 8)                \
	X(PF_PAD, "pad", 32)                                                   \
	/* only in programs that read them (cg_pkt_nfields): */                \
	X(PF_SIG, "sig", 64) X(PF_IPLEN, "iplen", 32) X(PF_FLOW, "flow", 32)   \
	X(PF_IP4FRAG, "ip4frag", 16) X(PF_UDPLEN, "udplen", 16)                \
	X(PF_TCPWIN, "tcpwin", 16) X(PF_L3OFF, "l3off", 16)                    \
	X(PF_L4OFF, "l4off", 16) X(PF_PAYOFF, "payoff", 16)                    \
	X(PF_TOS, "tos", 8) X(PF_ICMPTYPE, "icmptype", 8)                      \
	X(PF_ICMPCODE, "icmpcode", 8) X(PF_PAD2, "pad2", 8)                    \
	/* only in programs that sample (cg_sample.c): */                      \
	X(PF_SMP, "smp", 64)

enum pkt_field {
#define X(e, n, b) e,
	PKT_FIELDS(X)
#undef X
	PF_COUNT
};

/* Bits of the flags field: which layers exist. */
enum {
	PKT_ETH = 1 << 0,    /* 14-byte Ethernet header present */
	PKT_VLAN = 1 << 1,   /* at least one complete VLAN tag; vid = outer VID */
	PKT_IP4 = 1 << 2,
	PKT_IP6 = 1 << 3,
	PKT_PROTO = 1 << 4,  /* L4 protocol known (proto valid; 0 when not) */
	PKT_FRAG = 1 << 5,
	PKT_PORTS = 1 << 6,  /* TCP or UDP header present: sport/dport valid */
	PKT_TCP = 1 << 7,    /* TCP header present: tcpflags valid */
	PKT_ICMP4 = 1 << 8,  /* protocol 1 and its 4-byte header: icmptype/code */
	PKT_ICMP6 = 1 << 9,  /* protocol 58 and its 4-byte header */
	PKT_UDP = 1 << 10,   /* UDP header present: udplen valid */
	PKT_TH = 1 << 11,    /* first fragment, protocol known: l4off valid */
	PKT_PAYLOAD = 1 << 12, /* TCP or UDP payload start known: payoff valid */
};

/* Return values of the rule functions: CG_CONTINUE, or the deciding rule
 * and its action, (rule index + 1) << CG_RULE_SHIFT | CG_XDP_DROP or
 * CG_XDP_PASS. The entry point counts that rule, once for all rule
 * functions, and returns the action (value & CG_ACTION_MASK). */
#define CG_CONTINUE 0
#define CG_XDP_DROP 1
#define CG_XDP_PASS 2
#define CG_RULE_SHIFT 2
#define CG_ACTION_MASK 3

/* The largest CODE - 1 of a code decided before rule FIRST (CODE - 1 is
 * unsigned, so CG_CONTINUE is never before anything): what
 * cg_decided_by compares with. */
static inline uint32_t cg_decided_last(size_t first)
{
	return (uint32_t)((((uint64_t)first + 1) << CG_RULE_SHIFT) - 1);
}

#define CG_DECIDED_ALL UINT32_MAX

struct cg_setcode;
struct cg_dynset;

struct plan;

struct cg {
	const struct program *prog;
	const struct plan *plan;     /* what to build (plan.h) */
	const struct cg_options *opt;
	struct diag *d;
	const char *source_name;

	LLVMContextRef ctx;
	LLVMModuleRef mod;
	LLVMBuilderRef b;
	LLVMDIBuilderRef di;
	LLVMTypeRef i1, i8, i16, i32, i64, ptr;

	/* debug info */
	LLVMMetadataRef di_file, di_cu;
	LLVMMetadataRef di_int, di_u8, di_u16, di_u32, di_u64;
	LLVMMetadataRef di_counter, di_addr_key, di_pkt_ptr, di_ctx_ptr;
	LLVMMetadataRef sp;          /* subprogram of the function being built */
	struct cg_difile *difiles;   /* one per included source (cg_debug_loc) */
	size_t ndifiles;

	/* maps */
	LLVMValueRef rules_map;
	LLVMValueRef *table_maps;    /* by table index */
	LLVMValueRef *rate_maps;     /* by rate_limit.map (cg_rate.c) */
	LLVMValueRef clock_map;      /* xdpc_clock, with rate limits only */

	/* sets: read-only interval tables, built on first use */
	struct cg_setcode **setcode; /* by set id, NULL until tested */
	struct cg_dynset *dynsets;   /* by set id: maps and test of dynamic sets */

	/* the function being built */
	LLVMValueRef fn;
	LLVMValueRef pkt;            /* struct xdpc_pkt * */
	/* the counter block (meta.h): the entry point's one lookup per
	 * frame, a rule function's third argument; both check it is not
	 * NULL before anything counts */
	LLVMValueRef block;
	LLVMValueRef slot_u32;       /* scratch i32 key */
	LLVMValueRef slot_counter;   /* scratch struct xdpc_counter */
	LLVMValueRef slot_addr;      /* scratch struct xdpc_addr_key */
	LLVMValueRef slot_best;      /* rule functions: the earliest code so far */
	int groups_before;           /* a group was built: BEST may be set */

	LLVMValueRef fn_parse;
	/* What xdpc_parse fills (cg_parse.c, from cg_need()): a bit 1 << F per
	 * field F, and the PKT_* flags it sets. Reading anything else is a
	 * code generator bug (cg_pkt_load and cg_pkt_flag abort). */
	uint32_t parsed_fields, parsed_flags;
	LLVMMetadataRef di_block, di_block_ptr;  /* struct xdpc_block_N (*) */
	/* sampled frames (cg_sample.c): NULL in programs that do not sample */
	LLVMValueRef samples_map, sample_n_map, sample_rate_map, fn_sample_counts;
	size_t direct_bytes;         /* .rodata taken by direct group tables */
	unsigned search_fns;         /* search functions made (sets, groups) */
	unsigned passthrough_seq;
};

/* cg_ir.c: small IR helpers */
LLVMValueRef cg_const(struct cg *c, LLVMTypeRef t, uint64_t v);
LLVMBasicBlockRef cg_block(struct cg *c, const char *name);
void cg_goto(struct cg *c, LLVMBasicBlockRef bb);
/* i1: c->pkt is NULL, or with BLOCK c->block is: the test a global
 * function makes of its pointer arguments, which the verifier sees as
 * maybe NULL (rule functions, classifiers). */
LLVMValueRef cg_args_missing(struct cg *c, bool block);
unsigned cg_field_bits(enum pkt_field f);
unsigned cg_field_offset(enum pkt_field f);
const char *cg_field_name(enum pkt_field f);
LLVMValueRef cg_pkt_load(struct cg *c, enum pkt_field f);   /* zext to i64 */
/* The struct's size: the fields, then (8-aligned, at cg_pkt_riders_at)
 * a word for each classifier that carries riders (plan.h, cg_cls.c). */
unsigned cg_pkt_bytes(const struct cg *c);
unsigned cg_pkt_riders_at(const struct cg *c);
void cg_pkt_store(struct cg *c, enum pkt_field f, LLVMValueRef v64);
void cg_pkt_set_flags(struct cg *c, uint32_t bits);
/* i1: (flags & bits) != 0 */
LLVMValueRef cg_pkt_flag(struct cg *c, uint32_t bits);
/* Opaque identity (a pointer or an integer): keeps the optimiser from
 * re-associating packet pointer arithmetic the verifier must see as
 * written, or from turning branch-free masks into min/max (branches). */
LLVMValueRef cg_opaque(struct cg *c, LLVMValueRef v);
LLVMValueRef cg_bswap(struct cg *c, LLVMValueRef v);
/* A phi of type T at the builder joining V0 from block B0 and V1 from B1. */
LLVMValueRef cg_phi2(struct cg *c, LLVMTypeRef t, const char *name, LLVMValueRef v0,
		     LLVMBasicBlockRef b0, LLVMValueRef v1, LLVMBasicBlockRef b1);
LLVMValueRef cg_helper_call(struct cg *c, int id, LLVMTypeRef ret,
			    LLVMValueRef *args, unsigned n);
LLVMValueRef cg_entry_alloca(struct cg *c, LLVMTypeRef t, const char *name);
/* ctx->data and ctx->data_end of struct xdp_md *CTX, as pointers. */
void cg_ctx_data(struct cg *c, LLVMValueRef ctx, LLVMValueRef *data, LLVMValueRef *end);
/* A function of the module: nounwind, and noinline if asked. */
LLVMValueRef cg_add_function(struct cg *c, const char *name, LLVMTypeRef fty,
			     int noinline);
/* Instructions in FN (to tell a small function from a big one). */
unsigned cg_insn_count(LLVMValueRef fn);
/* FN becomes internal and always inlined (none: nothing). */
void cg_make_inline(struct cg *c, LLVMValueRef fn);

/* Where the builder is (function, block, debug location, scratch slots):
 * lets a helper function be built in the middle of another one. */
struct cg_pos {
	LLVMValueRef fn, pkt, block, slot_u32, slot_counter, slot_addr, slot_best;
	LLVMMetadataRef sp, loc;
	LLVMBasicBlockRef bb;
};
void cg_save(struct cg *c, struct cg_pos *p);
void cg_restore(struct cg *c, const struct cg_pos *p);

/* cg_debug.c: DWARF for BTF */
void cg_debug_init(struct cg *c);
LLVMMetadataRef cg_debug_func(struct cg *c, LLVMValueRef fn, unsigned line,
			      LLVMMetadataRef *args, const char **names,
			      unsigned nargs, int local);
void cg_debug_line(struct cg *c, unsigned line, unsigned col);
/* The same at LOC, in LOC's own file: rules of an included file get line
 * info under that file's name. */
void cg_debug_loc(struct cg *c, struct loc loc);
LLVMMetadataRef cg_debug_struct(struct cg *c, const char *name,
				const char **names, LLVMMetadataRef *types,
				const unsigned *bits, unsigned n);
void cg_debug_global(struct cg *c, LLVMValueRef gv, const char *name,
		     LLVMMetadataRef type, int local);
LLVMMetadataRef cg_debug_array(struct cg *c, LLVMMetadataRef elem,
			       unsigned elem_bits, uint64_t count);

/* cg_maps.c */
void cg_maps_build(struct cg *c);
/* A BTF-defined map NAME of TYPE and MAX_ENTRIES; KEY and VALUE are the
 * debug types of its key and value, NULL for a map without (ring buffer). */
LLVMValueRef cg_map_def(struct cg *c, const char *name, unsigned type,
			uint32_t max_entries, LLVMMetadataRef key, LLVMMetadataRef value);
/* bpf_map_lookup_elem(MAP, KEY): a pointer, NULL when absent. */
LLVMValueRef cg_map_lookup(struct cg *c, LLVMValueRef map, LLVMValueRef key);
/* i1: VAL was put at KEY of MAP, which held nothing there (BPF_NOEXIST). */
LLVMValueRef cg_map_create(struct cg *c, LLVMValueRef map, LLVMValueRef key, LLVMValueRef val);
/* Stores V at byte OFF of BASE. */
void cg_store_at(struct cg *c, LLVMValueRef base, unsigned off, LLVMValueRef v,
		 unsigned align);
/* The counter block's debug type (struct xdpc_block_N), for the map and
 * the rule functions' argument. */
void cg_block_types(struct cg *c);
/* Emits the one lookup of the counter block into c->block (entry point,
 * before any counting; NULL only for a broken map, which the caller
 * must test before counting). */
void cg_block_lookup(struct cg *c);
/* Counts the frame for rule R: its counter (a constant offset into the
 * block) and its count-by table. */
void cg_count_rule(struct cg *c, const struct rule *r);
/* Counts the frame (1 packet, the frame's length in bytes) in the counter
 * of run-time index COUNTER_INDEX (i32): a rule's index, as the metadata's
 * `rule` records number rules (rule I's counter is the block's counter
 * I), or the number of rules for the default verdict. An index past the
 * block counts nothing; a count-by table is not counted (cg_count_rule
 * does both). Works wherever c->block is set and tested: in the entry
 * point after its NULL test following cg_block_lookup (cg_rules.c), in
 * the rule functions, and in counting classifiers' functions (cg_cls.c). */
void cg_count_index(struct cg *c, LLVMValueRef counter_index);
/* Counts the frame in the default verdict's counter. */
void cg_count_default(struct cg *c);

/* cg_need.c: the packet facts a program reads (rules, count-by keys,
 * counters), so that the parser reads and stores only those. */
enum {
	NEED_LEN = 1 << 0,        /* frame length (every counter adds it) */
	NEED_ETH = 1 << 1,        /* PKT_ETH */
	NEED_DMAC = 1 << 2,
	NEED_SMAC = 1 << 3,
	NEED_ETHERTYPE = 1 << 4,
	NEED_VLAN = 1 << 5,       /* PKT_VLAN */
	NEED_VID = 1 << 6,
	NEED_L3 = 1 << 7,         /* PKT_IP4, PKT_IP6 */
	NEED_ADDR = 1 << 8,       /* family and both addresses */
	NEED_TTL = 1 << 9,
	NEED_FRAG = 1 << 10,      /* PKT_FRAG */
	NEED_PROTO = 1 << 11,     /* PKT_PROTO and proto */
	NEED_PORTS = 1 << 12,     /* PKT_PORTS, sport, dport */
	NEED_TCPFLAGS = 1 << 13,  /* PKT_TCP and tcpflags */
	NEED_TOS = 1 << 14,
	NEED_IPLEN = 1 << 15,
	NEED_IP4FRAG = 1 << 16,
	NEED_FLOW = 1 << 17,
	NEED_UDPLEN = 1 << 18,    /* PKT_UDP and udplen */
	NEED_TCPWIN = 1 << 19,    /* PKT_TCP and tcpwin */
	NEED_ICMP = 1 << 20,      /* PKT_ICMP4, PKT_ICMP6, icmptype, icmpcode */
	NEED_SIG = 1 << 21,       /* header offsets, and xdpc_sigs fills sig */
	NEED_ALL = (1 << 22) - 1,
	/* facts kept past PF_PAD: a program without them keeps the old layout */
	NEED_EXTRA = NEED_TOS | NEED_IPLEN | NEED_IP4FRAG | NEED_FLOW | NEED_UDPLEN |
		     NEED_TCPWIN | NEED_ICMP | NEED_SIG,
};
unsigned cg_need(const struct program *p);
/* Fields of struct xdpc_pkt the program has: up to PF_PAD, or all. */
int cg_pkt_nfields(const struct program *p);
/* What a header field (proto.h) reads: its NEED_* bits, its layer's
 * PKT_* flags and the struct field holding its fact. */
unsigned cg_field_need(int field);
uint32_t cg_field_layer(int field);
enum pkt_field cg_field_fact(int field);

/* cg_sigs.c: `int xdpc_sigs(ctx, pkt)`, every payload test of the program
 * as one bit of pkt->sig; called at the end of the parser. */
LLVMValueRef cg_sigs_build(struct cg *c);

/* cg_parse.c */
void cg_parse_build(struct cg *c);
/* After the rule functions are built: a program of one small rule
 * function gets the parser, that function and the counter inlined into the
 * entry point; returns whether it did. */
bool cg_parse_inline_small(struct cg *c);

/* cg_match.c */
void cg_cond(struct cg *c, const struct expr *e, LLVMBasicBlockRef t,
	     LLVMBasicBlockRef f);

/* cg_sets.c */
void cg_sets_init(struct cg *c);
void cg_sets_free(struct cg *c);
void cg_addr_cond(struct cg *c, const struct xset *s, int dst,
		  LLVMBasicBlockRef t, LLVMBasicBlockRef f);
void cg_port_cond(struct cg *c, const struct xset *s, LLVMValueRef x,
		  LLVMBasicBlockRef t, LLVMBasicBlockRef f);

/* cg_dynsets.c: dynamic sets (meta.h's xdpc_dN maps) */
void cg_dynsets_build(struct cg *c);
void cg_dynsets_free(struct cg *c);
void cg_dynset_addr_cond(struct cg *c, const struct xset *s, int dst, LLVMBasicBlockRef t,
			 LLVMBasicBlockRef f);
void cg_dynset_port_cond(struct cg *c, const struct xset *s, LLVMValueRef x,
			 LLVMBasicBlockRef t, LLVMBasicBlockRef f);

/* cg_search.c: .rodata tables and their branch-free binary search */
/* Search functions made beyond this many are searched inline instead: a
 * program may have only 256 functions, and rule functions need most. */
#define CG_MAX_SEARCH_FNS BUDGET_MAX_SEARCH_FNS
LLVMValueRef cg_rodata(struct cg *c, const char *name, LLVMTypeRef elem,
		       unsigned elem_bits, LLVMValueRef *vals, size_t n);
/* The same from N host values of ELEM_BITS (32 or 64) at V; big tables
 * are handed to LLVM as bytes (compile time). */
LLVMValueRef cg_rodata_values(struct cg *c, const char *name, unsigned elem_bits,
			      const void *v, size_t n);
/* The i64 at word IDX of table G. */
LLVMValueRef cg_table_word(struct cg *c, LLVMValueRef g, LLVMValueRef idx);
/* Element IDX (i64, zero-extended) of the u32 array G. */
LLVMValueRef cg_table_u32(struct cg *c, LLVMValueRef g, LLVMValueRef idx);
/* 1 if X >= Y else 0 (i64), for K-word numbers (K = 1: below 2^32). */
LLVMValueRef cg_ge_words(struct cg *c, unsigned k, LLVMValueRef *x, LLVMValueRef *y);

/* cg_ivsort.c: sorts N records of STRIDE (<= 8) u64 words at V by their
 * first K words, ascending; O(n log n) whatever the input. */
void cg_sort_records(uint64_t *v, size_t n, unsigned stride, unsigned k);

/* A sorted table of N entries of STRIDE u64 words, each starting with a
 * key of K words (K = 1: below 2^63; K = 2: most significant first),
 * ascending, searched for the last entry whose key <= X. Big tables get a
 * two-level index on key word 0: a bucket of word 0, then a slot of the
 * bucket sized to it, gives the entry to search from, and a fixed few
 * steps finish (docs/design.md, "Sets"). Two-word keys are mostly
 * searched on word 0 >> 1 (one-word compares); one or two whole-key
 * steps finish. */
struct cg_stab_plan {
	size_t n, p;          /* entries; the power of two >= n */
	size_t entries;       /* after padding with copies of the last entry */
	unsigned k, stride;
	unsigned steps;       /* search steps: log2(p), or after the index */
	unsigned fsteps;      /* K = 2: 0, or the steps compare word 0 >> 1
	                       * and FSTEPS whole-key steps finish */
	unsigned kbits;       /* 2^kbits buckets; 0: no index */
	unsigned shift;       /* bucket of x: (x[0] >> shift) - base, clamped */
	uint64_t base;
	uint32_t *index;      /* per bucket: first slot << 6 | slot shift s */
	uint32_t *slots;      /* per slot: the entry to start from */
	size_t nslots;        /* slots, padded to a power of two */
};
/* Plain C (no LLVM, for tests too): how to lay out and search W. */
void cg_stab_plan(struct cg_stab_plan *pl, const uint64_t *w, size_t n, unsigned k,
		  unsigned stride);
void cg_stab_plan_free(struct cg_stab_plan *pl);

struct cg_stab {
	LLVMValueRef g;       /* the padded entries (i64 words) */
	LLVMValueRef index;   /* NAME_idx, u32 per bucket; NULL: plain search */
	LLVMValueRef slots;   /* NAME_slot, u32 per slot */
	size_t n, p, nslots;
	unsigned k, stride, steps, fsteps, kbits, shift;
	uint64_t base;
};
/* Puts W (N >= 1 entries, as above) into .rodata as NAME (and NAME_idx). */
void cg_stab_build(struct cg *c, struct cg_stab *t, const char *name, const uint64_t *w,
		   size_t n, unsigned k, unsigned stride);
/* The same laid out by PL, planned for W already (the caller frees PL). */
void cg_stab_emit(struct cg *c, struct cg_stab *t, const char *name, const uint64_t *w,
		  const struct cg_stab_plan *pl);
/* Index (i64) of an entry equal to the last entry whose key <= X (it may
 * be a padding copy of the last entry); 0 when X is below every key but
 * the first. Built where the builder is, without branches. */
LLVMValueRef cg_stab_search(struct cg *c, const struct cg_stab *t, LLVMValueRef *x);
/* Word W (i64) of entry I. */
LLVMValueRef cg_stab_word(struct cg *c, const struct cg_stab *t, LLVMValueRef i, unsigned w);
/* cg_phash.c: a static address set as hash tables per prefix length
 * (phash.h), two .rodata arrays per table. */
struct cg_phash {
	const struct phash *h;
	char name[64];                         /* NAME: its blocks' too */
	LLVMValueRef g[PHASH_MAX_TABLES];      /* NAME_lenL: the slots */
	LLVMValueRef disp[PHASH_MAX_TABLES];   /* NAME_lenL_disp: u32 per bucket */
};
void cg_phash_build(struct cg *c, struct cg_phash *ph, const char *name, const struct phash *h);
/* 1 (i32) when address X (two words) is in the set: without branches,
 * or through the root (phash.h) with a branch per way and tag. */
LLVMValueRef cg_phash_lookup(struct cg *c, const struct cg_phash *ph, LLVMValueRef *x);
/* The cost of searching a table laid out by PL, in the units of
 * phash_cost(), and its bytes. */
unsigned cg_stab_plan_cost(const struct cg_stab_plan *pl);
size_t cg_stab_plan_bytes(const struct cg_stab_plan *pl);
/* Starts a global helper function `int NAME(u64 ...)` of NARGS arguments
 * (BTF names NAMES) with the builder in its entry block; the caller builds
 * the body and then cg_restore(c, SAVED). */
LLVMValueRef cg_helper_fn(struct cg *c, const char *name, unsigned nargs,
			  const char **names, unsigned line, struct cg_pos *saved);
LLVMValueRef cg_call_helper(struct cg *c, LLVMValueRef fn, LLVMValueRef *args,
			    unsigned nargs);

/* cg_groups.c: a rule group (groups.h) as one lookup. Branches to NEXT
 * when the frame fails the group's guard or lacks its key fields; else
 * leaves the builder where the result is known and returns it (i32): the
 * code of the earliest member that matches, as a rule function returns it,
 * or CG_CONTINUE (0) when none does. */
struct rule_group;
LLVMValueRef cg_group_code(struct cg *c, const struct rule_group *g, int id,
			   LLVMBasicBlockRef next);

/* cg_rate.c: rate limits (meta.h's xdpc_rate_N and xdpc_clock maps) */
void cg_rate_maps_build(struct cg *c);
void cg_rate_free(struct cg *c);
/* The NEED_* bits of a rate limit's key and cost. */
unsigned cg_rate_need(const struct rate_limit *rl);
/* Branches to OVER when the frame is beyond rule R's rate (and takes it
 * into R's bucket), else to UNDER. */
void cg_rate_cond(struct cg *c, const struct rule *r, LLVMBasicBlockRef over,
		  LLVMBasicBlockRef under);
/* cg_cls.c: multi-field classifiers (cls.h). How many of the items
 * IT[0..n) one call takes: the classifiers there, whose residual tests
 * fit one word. */
struct plan_item;
size_t cg_cls_run(const struct plan_item *it, size_t n);
/* One call of a global function `int xdpc_cN(pkt, resid, best)` for those
 * items' classifiers, RESID the bits of their residual tests computed
 * here first: returns the earliest of BEST (i32) and the code of each
 * one's earliest member whose condition holds, walking their trees over
 * one key. */
LLVMValueRef cg_cls_code(struct cg *c, const struct plan_item *it, size_t n, LLVMValueRef best);
/* In the entry point, the frame's deciding rule known: each counting
 * classifier (plan.h) counts its members before rule LIMIT (i32; the
 * number of rules when the default decides) that match the frame. */
void cg_cls_count(struct cg *c, LLVMValueRef limit);
/* Once the rule function is inlined into the entry point
 * (cg_parse_inline_small): the classifiers' deciding functions too, where
 * small. */
void cg_cls_inline_small(struct cg *c);

/* cg_rules.c */
void cg_rules_build(struct cg *c);
/* CODE (i32) is a rule before rule FIRST (CG_CONTINUE never is). */
LLVMValueRef cg_decided_before(struct cg *c, LLVMValueRef code, size_t first);
/* The same against a limit known only at run time, LAST (i32): CODE - 1
 * <= LAST, unsigned. A rule's limit is cg_decided_last(first);
 * CG_DECIDED_ALL holds every code, CG_CONTINUE included. */
LLVMValueRef cg_decided_by(struct cg *c, LLVMValueRef code, LLVMValueRef last);
/* The earlier of two codes, CG_CONTINUE the latest. */
LLVMValueRef cg_earlier(struct cg *c, LLVMValueRef code, LLVMValueRef best);

/* cg_sample.c: sampled frames (meta.h's xdpc_samples); nothing at all
 * in programs without a `sample` rule. */
void cg_sample_maps(struct cg *c);
/* In a rule function: count rule R (which samples) matched this frame. */
void cg_sample_mark(struct cg *c, const struct rule *r);
/* In the entry point: sample for the deciding rule RULE (i32 index). */
void cg_sample_decided(struct cg *c, LLVMValueRef ctx, LLVMValueRef rule);
/* In the entry point: sample for the count rules that marked the frame. */
void cg_sample_counted(struct cg *c, LLVMValueRef ctx);
/* The `sample` metadata record of sampler I into BUF. */
void cg_sample_meta(const struct program *p, char *buf, size_t len, size_t i);

/* cg_meta.c */
/* The metadata section; with BTF_COPY also its copy as BTF (meta.h). */
void cg_meta_build(struct cg *c, bool btf_copy);

#endif
