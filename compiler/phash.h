/* A static address set as exact-match hash tables, one per prefix
 * length (IPv6 addresses, or IPv4 ones as word 0's top half):
 * an address is in the set when its prefix of some table's length is a
 * key of that table. The merged intervals of the set are cut into their
 * prefixes; short lengths with few prefixes are expanded into a longer
 * length (so a handful of tables serve any mix), and each table is a
 * perfect hash (hash and displace: a bucket's displacement moves its
 * keys to free slots): a table read is a displacement and one slot,
 * whatever the number or shape of the prefixes. The prefixes are
 * disjoint, so one table (the root, below) can say which of the others
 * can hold an address: a lookup reads it and those, not every table
 * (bench/README.md part 2: mix6, 2 tables instead of 4). Plain C: the code generator (cg_phash.c) emits the lookup
 * phash_contains() runs here; tests run both. docs/design.md, "Sets". */
#ifndef XDPC_PHASH_H
#define XDPC_PHASH_H

#include <stddef.h>
#include <stdint.h>

/* More tables cost more than the index search they would replace. */
#define PHASH_MAX_TABLES 6

struct phash_table {
	unsigned len;        /* prefix length of its keys, 1..128 */
	unsigned words;      /* u64 words per slot: 1 (len <= 64) or 2 */
	unsigned slot_bits;  /* 2^slot_bits slots */
	unsigned bucket_bits;/* 2^bucket_bits buckets, each a displacement */
	uint64_t mul;        /* p = in * mul: bucket p >> (64 - bucket_bits);
	                      * slot (the next slot_bits bits of p + the
	                      * bucket's displacement) mod 2^slot_bits */
	uint64_t mix;        /* two-word keys: in = k0 ^ (k1 * mix) */
	unsigned narrow;     /* every slot fits 32 bits: stored as u32 */
	unsigned tagged;     /* the root (below): a slot holds key | tag bits
	                      * above bit len, the hash input its key */
	size_t keys;         /* prefixes (and the root's markers) held */
	uint64_t *slots;     /* 2^slot_bits slots of WORDS words */
	uint32_t *disp;      /* 2^bucket_bits displacements */
};

/* The tables, ascending by length. With a root R (a one-word table with
 * tables on both sides), a lookup reads R first: its key is a prefix of
 * the set (in), or a marker whose tag bit j says that table R + 1 + j
 * has a key under it (only those are read: the prefixes are disjoint, so
 * no shorter one covers it), or absent (only the shorter tables are
 * read). Without a root every table is read. */
struct phash {
	unsigned ntables;
	int root;            /* index of the root table, or -1 */
	struct phash_table t[PHASH_MAX_TABLES];
};

/* Tables for N sorted, disjoint two-word intervals at W (start then end,
 * most significant word first: 4 words each). 0 when they would need
 * more than PHASH_MAX_TABLES lengths within twice the prefixes' count of
 * keys, or the set holds every address; 1 when built. */
int phash_build(struct phash *h, const uint64_t *w, size_t n);
void phash_free(struct phash *h);

/* Whether (X0, X1) is in the set, computed as the generated code does. */
int phash_contains(const struct phash *h, uint64_t x0, uint64_t x1);
/* What a lookup costs at most, in the units of the table search's steps
 * on word 0 >> 1 (cg_search.c). */
unsigned phash_cost(const struct phash *h);
/* Bytes of all tables. */
size_t phash_bytes(const struct phash *h);

#endif
