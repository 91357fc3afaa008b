/* The maps of meta.h as libbpf BTF-defined maps in ".maps", and the code
 * that counts a frame in them. */
#include "cg_internal.h"
#include "meta.h"
#include "plan.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
	BPF_MAP_TYPE_ARRAY = 2,
	BPF_MAP_TYPE_PERCPU_ARRAY = 6,
	BPF_MAP_TYPE_LRU_PERCPU_HASH = 10,
	BPF_FUNC_map_lookup_elem = 1,
	BPF_FUNC_map_update_elem = 2,
	BPF_FUNC_get_smp_processor_id = 8,
	BPF_NOEXIST = 1,
};

static LLVMValueRef map_def(struct cg *c, const char *name, unsigned type,
			    uint32_t max_entries, LLVMMetadataRef key)
{
	return cg_map_def(c, name, type, max_entries, key, c->di_counter);
}

LLVMValueRef cg_map_def(struct cg *c, const char *name, unsigned type,
			uint32_t max_entries, LLVMMetadataRef key, LLVMMetadataRef value)
{
	LLVMTypeRef ptrs[4] = { c->ptr, c->ptr, c->ptr, c->ptr };
	unsigned nf = key ? 4 : 2;
	LLVMTypeRef t = LLVMStructTypeInContext(c->ctx, ptrs, nf, 0);
	LLVMValueRef gv = LLVMAddGlobal(c->mod, t, name);
	const char *names[4] = { "type", "max_entries", "key", "value" };
	LLVMMetadataRef types[4];
	unsigned bits[4] = { 64, 64, 64, 64 };

	LLVMSetInitializer(gv, LLVMConstNull(t));
	LLVMSetSection(gv, ".maps");
	LLVMSetAlignment(gv, 8);
	types[0] = LLVMDIBuilderCreatePointerType(
		c->di, cg_debug_array(c, c->di_int, 32, type), 64, 64, 0, NULL, 0);
	types[1] = LLVMDIBuilderCreatePointerType(
		c->di, cg_debug_array(c, c->di_int, 32, max_entries), 64, 64, 0, NULL, 0);
	if (key) {
		types[2] = LLVMDIBuilderCreatePointerType(c->di, key, 64, 64, 0, NULL, 0);
		types[3] = LLVMDIBuilderCreatePointerType(c->di, value, 64, 64, 0, NULL, 0);
	}
	cg_debug_global(c, gv, name, cg_debug_struct(c, NULL, names, types, bits, nf), 0);
	return gv;
}

void cg_maps_build(struct cg *c)
{
	const struct program *p = c->prog;

	const struct plan *pl = c->plan;

	/* the loader sizes an ARRAY block to the possible CPUs (meta.h) */
	cg_block_types(c);
	c->rules_map = cg_map_def(c, XDPC_RULES_MAP,
				  pl->block_percpu ? BPF_MAP_TYPE_PERCPU_ARRAY : BPF_MAP_TYPE_ARRAY,
				  1, c->di_u32, c->di_block);
	c->table_maps = xcalloc(p->ntables, sizeof(LLVMValueRef));
	for (size_t i = 0; i < p->ntables; i++) {
		const struct rule *r = p->tables[i];
		char name[64];

		if (pl->table_first[i] >= 0)
			continue;   /* counted in the block */
		snprintf(name, sizeof(name), "xdpc_t%zu_%s", i, count_key_name(r->key));
		if (count_key_domain(r->key))
			c->table_maps[i] = map_def(c, name, BPF_MAP_TYPE_PERCPU_ARRAY,
						   count_key_domain(r->key), c->di_u32);
		else
			c->table_maps[i] = map_def(c, name, BPF_MAP_TYPE_LRU_PERCPU_HASH,
						   c->opt->table_size, c->di_addr_key);
	}
	cg_rate_maps_build(c);
}

LLVMValueRef cg_map_lookup(struct cg *c, LLVMValueRef map, LLVMValueRef key)
{
	LLVMValueRef args[2] = { map, key };

	return cg_helper_call(c, BPF_FUNC_map_lookup_elem, c->ptr, args, 2);
}

static LLVMValueRef lookup(struct cg *c, LLVMValueRef map, LLVMValueRef key)
{
	return cg_map_lookup(c, map, key);
}

LLVMValueRef cg_map_create(struct cg *c, LLVMValueRef map, LLVMValueRef key, LLVMValueRef val)
{
	LLVMValueRef args[4] = { map, key, val, cg_const(c, c->i64, BPF_NOEXIST) };
	LLVMValueRef rc = cg_helper_call(c, BPF_FUNC_map_update_elem, c->i64, args, 4);

	return LLVMBuildICmp(c->b, LLVMIntEQ, rc, cg_const(c, c->i64, 0), "");
}

/* v->packets++; v->bytes += the frame's length */
static void add_frame(struct cg *c, LLVMValueRef v)
{
	LLVMValueRef eight = cg_const(c, c->i64, 8);
	LLVMValueRef pkts, bytes, bp;

	pkts = LLVMBuildLoad2(c->b, c->i64, v, "");
	LLVMSetAlignment(pkts, 8);
	pkts = LLVMBuildAdd(c->b, pkts, cg_const(c, c->i64, 1), "");
	LLVMSetAlignment(LLVMBuildStore(c->b, pkts, v), 8);
	bp = LLVMBuildGEP2(c->b, c->i8, v, &eight, 1, "");
	bytes = LLVMBuildLoad2(c->b, c->i64, bp, "");
	LLVMSetAlignment(bytes, 8);
	bytes = LLVMBuildAdd(c->b, bytes, cg_pkt_load(c, PF_LEN), "");
	LLVMSetAlignment(LLVMBuildStore(c->b, bytes, bp), 8);
}

/* if (v) add_frame(v), then continue at the end */
static void add_to(struct cg *c, LLVMValueRef v)
{
	LLVMBasicBlockRef add = cg_block(c, "count.add");
	LLVMBasicBlockRef done = cg_block(c, "count.done");

	LLVMBuildCondBr(c->b, LLVMBuildIsNotNull(c->b, v, ""), add, done);
	LLVMPositionBuilderAtEnd(c->b, add);
	add_frame(c, v);
	cg_goto(c, done);
}

static void count_at(struct cg *c, LLVMValueRef off);

/* Counts the frame at KEY64 of R's table: a counter of the block, or an
 * entry of the table's map. */
static void count_key(struct cg *c, const struct rule *r, LLVMValueRef key64)
{
	long first = c->plan->table_first[r->table];

	if (first >= 0) {
		/* the mask (domains are powers of 2) shows the verifier the
		 * counter inside the block */
		uint64_t mask = count_key_domain(r->key) - 1;
		LLVMValueRef k = LLVMBuildAnd(c->b, key64, cg_const(c, c->i64, mask), "");
		LLVMValueRef idx = LLVMBuildAdd(c->b, k, cg_const(c, c->i64, (uint64_t)first), "");

		count_at(c, LLVMBuildShl(c->b, idx, cg_const(c, c->i64, 4), "off"));
		return;
	}
	LLVMBuildStore(c->b, LLVMBuildTrunc(c->b, key64, c->i32, ""), c->slot_u32);
	add_to(c, lookup(c, c->table_maps[r->table], c->slot_u32));
}

/* Runs the code emitted between the two calls only when COND holds. */
static LLVMBasicBlockRef when(struct cg *c, LLVMValueRef cond)
{
	LLVMBasicBlockRef yes = cg_block(c, "count.key");
	LLVMBasicBlockRef skip = cg_block(c, "count.skip");

	LLVMBuildCondBr(c->b, cond, yes, skip);
	LLVMPositionBuilderAtEnd(c->b, yes);
	return skip;
}

void cg_store_at(struct cg *c, LLVMValueRef base, unsigned off, LLVMValueRef v,
		 unsigned align)
{
	LLVMValueRef o = cg_const(c, c->i64, off);
	LLVMValueRef p = LLVMBuildGEP2(c->b, c->i8, base, &o, 1, "");

	LLVMSetAlignment(LLVMBuildStore(c->b, v, p), align);
}

/* LRU hash keyed by struct xdpc_addr_key: add to the entry, or create it. */
static void count_addr(struct cg *c, LLVMValueRef map, int dst)
{
	LLVMValueRef key = c->slot_addr, val = c->slot_counter;
	LLVMValueRef hi = cg_pkt_load(c, dst ? PF_DST_HI : PF_SRC_HI);
	LLVMValueRef lo = cg_pkt_load(c, dst ? PF_DST_LO : PF_SRC_LO);
	LLVMValueRef fam = cg_pkt_load(c, PF_FAMILY);
	LLVMBasicBlockRef found = cg_block(c, "addr.found");
	LLVMBasicBlockRef create = cg_block(c, "addr.create");
	LLVMBasicBlockRef retry = cg_block(c, "addr.retry");
	LLVMBasicBlockRef done = cg_block(c, "addr.done");
	LLVMValueRef v;

	cg_store_at(c, key, 0, LLVMBuildTrunc(c->b, fam, c->i32, ""), 4);
	cg_store_at(c, key, 4, cg_bswap(c, hi), 4);
	cg_store_at(c, key, 12, cg_bswap(c, lo), 4);
	v = lookup(c, map, key);
	LLVMBuildCondBr(c->b, LLVMBuildIsNotNull(c->b, v, ""), found, create);

	LLVMPositionBuilderAtEnd(c->b, found);
	add_to(c, v);
	LLVMBuildBr(c->b, done);

	LLVMPositionBuilderAtEnd(c->b, create);
	cg_store_at(c, val, 0, cg_const(c, c->i64, 1), 8);
	cg_store_at(c, val, 8, cg_pkt_load(c, PF_LEN), 8);
	/* another CPU may have created the entry in between: add to it */
	LLVMBuildCondBr(c->b, cg_map_create(c, map, key, val), done, retry);
	LLVMPositionBuilderAtEnd(c->b, retry);
	add_to(c, lookup(c, map, key));
	cg_goto(c, done);
}

static void count_table(struct cg *c, const struct rule *r)
{
	LLVMBasicBlockRef skip;

	switch (r->key) {
	case KEY_PROTO:
		/* key 0 when the protocol is unknown: proto reads 0 then */
		count_key(c, r, cg_pkt_load(c, PF_PROTO));
		return;
	case KEY_VLAN:
		skip = when(c, cg_pkt_flag(c, PKT_VLAN));
		count_key(c, r, cg_pkt_load(c, PF_VID));
		break;
	case KEY_ICMP_TYPE:
	{
		LLVMValueRef v6 = cg_pkt_flag(c, PKT_ICMP6);
		LLVMValueRef hi, type;

		skip = when(c, cg_pkt_flag(c, PKT_ICMP4 | PKT_ICMP6));
		hi = LLVMBuildSelect(c->b, v6, cg_const(c, c->i64, 256), cg_const(c, c->i64, 0), "");
		type = cg_pkt_load(c, PF_ICMPTYPE);
		count_key(c, r, LLVMBuildOr(c->b, type, hi, ""));
		break;
	}
	case KEY_SPORT:
	case KEY_DPORT:
		skip = when(c, cg_pkt_flag(c, PKT_PORTS));
		count_key(c, r, cg_pkt_load(c, r->key == KEY_SPORT ? PF_SPORT : PF_DPORT));
		break;
	case KEY_SRC:
	case KEY_DST:
		skip = when(c, cg_pkt_flag(c, PKT_IP4 | PKT_IP6));
		count_addr(c, c->table_maps[r->table], r->key == KEY_DST);
		break;
	default:
		return;
	}
	cg_goto(c, skip);
}

void cg_block_types(struct cg *c)
{
	uint64_t words = 2 * (uint64_t)c->plan->ncounters;
	const char *names[1] = { "c" };
	LLVMMetadataRef types[1] = { cg_debug_array(c, c->di_u64, 64, words) };
	unsigned bits[1] = { (unsigned)(64 * words) };
	char name[48];

	/* a struct of scalars: what a global function's pointer argument
	 * may point to (an array of structs may not) */
	snprintf(name, sizeof(name), "xdpc_block_%zu", c->plan->ncounters);
	c->di_block = cg_debug_struct(c, name, names, types, bits, 1);
	c->di_block_ptr = LLVMDIBuilderCreatePointerType(c->di, c->di_block, 64, 64, 0, NULL, 0);
}

void cg_block_lookup(struct cg *c)
{
	LLVMBasicBlockRef cur, found, other, have;
	LLVMValueRef cpu, mine, zero;

	if (c->plan->block_percpu) {
		LLVMBuildStore(c->b, cg_const(c, c->i32, 0), c->slot_u32);
		c->block = lookup(c, c->rules_map, c->slot_u32);
		return;
	}
	/* this CPU's entry; under a loader that left the ARRAY at the
	 * object's one entry, CPU 0's (counts may then race) */
	found = cg_block(c, "block.found");
	other = cg_block(c, "block.cpu0");
	have = cg_block(c, "block");
	cpu = cg_helper_call(c, BPF_FUNC_get_smp_processor_id, c->i64, NULL, 0);
	LLVMBuildStore(c->b, LLVMBuildTrunc(c->b, cpu, c->i32, "cpu"), c->slot_u32);
	mine = lookup(c, c->rules_map, c->slot_u32);
	LLVMBuildCondBr(c->b, LLVMBuildIsNull(c->b, mine, ""), other, found);
	LLVMPositionBuilderAtEnd(c->b, found);
	LLVMBuildBr(c->b, have);
	LLVMPositionBuilderAtEnd(c->b, other);
	LLVMBuildStore(c->b, cg_const(c, c->i32, 0), c->slot_u32);
	zero = lookup(c, c->rules_map, c->slot_u32);
	cur = LLVMGetInsertBlock(c->b);
	LLVMBuildBr(c->b, have);
	LLVMPositionBuilderAtEnd(c->b, have);
	c->block = cg_phi2(c, c->ptr, "counters", mine, found, zero, cur);
}

/* Adds the frame to the counter at byte OFF (i64) of the block. */
static void count_at(struct cg *c, LLVMValueRef off)
{
	add_frame(c, LLVMBuildGEP2(c->b, c->i8, c->block, &off, 1, "counter"));
}

void cg_count_index(struct cg *c, LLVMValueRef counter_index)
{
	LLVMBasicBlockRef in = cg_block(c, "count.in");
	LLVMBasicBlockRef done = cg_block(c, "count.out");
	LLVMValueRef idx = LLVMBuildZExt(c->b, counter_index, c->i64, "");

	/* the bound lets the verifier see the offset inside the value */
	LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntULT, idx,
					    cg_const(c, c->i64, c->plan->ncounters), ""),
			in, done);
	LLVMPositionBuilderAtEnd(c->b, in);
	count_at(c, LLVMBuildShl(c->b, idx, cg_const(c, c->i64, 4), "off"));
	cg_goto(c, done);
}

static void count_const(struct cg *c, uint64_t idx)
{
	count_at(c, cg_const(c, c->i64, idx * sizeof(struct xdpc_counter)));
}

void cg_count_rule(struct cg *c, const struct rule *r)
{
	count_const(c, (uint64_t)r->index);
	if (r->key != KEY_NONE && r->table >= 0)
		count_table(c, r);
}

void cg_count_default(struct cg *c)
{
	count_const(c, c->prog->nrules);
}
