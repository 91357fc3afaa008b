/* The contract between the code generator and everything that reads a
 * compiled object (runtime, dry runs, tests): map names, key and value
 * layouts, and the source-metadata section.
 *
 * Maps (all described by BTF in the .maps section):
 *   xdpc_rules      BPF_MAP_TYPE_PERCPU_ARRAY, key __u32 rule index,
 *                   value struct xdpc_counter; nrules + 1 entries, the last
 *                   one counts frames decided by the default verdict.
 *   xdpc_tN_KEY     the table of the N-th `count by KEY` rule (N = its table
 *                   index, KEY = proto|src|dst|sport|dport|vlan):
 *                     proto  PERCPU_ARRAY, key __u32, 256 entries
 *                     vlan   PERCPU_ARRAY, key __u32, 4096 entries
 *                     sport/dport PERCPU_ARRAY, key __u32, 65536 entries
 *                     src/dst LRU_PERCPU_HASH, key struct xdpc_addr_key,
 *                            max entries set by --table-size (default 65536)
 *                   value struct xdpc_counter.
 *                   A table is *complete* when every frame its rule counts
 *                   adds to exactly one of its entries. Only proto tables
 *                   are: a frame without a known protocol counts under 0,
 *                   and every key (one byte) has an entry. vlan, sport and
 *                   dport leave frames without the field out; src/dst
 *                   evict entries.
 *                   The rule of a complete table keeps no counter of its
 *                   own, which saves a map lookup and update per frame:
 *                   its xdpc_rules entry stays zero, a `derived` record
 *                   (below) says so, and its packets and bytes are the
 *                   sums over the table's entries (and CPUs).
 *                   Nor does a drop or pass rule without a condition
 *                   that only count rules come before, one of which, also
 *                   without a condition, has a complete table: every
 *                   frame adds to that table exactly once and then meets
 *                   the rule, which decides it. The rule's counter is
 *                   that table's sum as well (and the default verdict's
 *                   stays zero), another lookup and update less per
 *                   frame: `count by proto; drop;` does one in all.
 *
 *   xdpc_dN         dynamic set N (N = its set id):
 *                   BPF_MAP_TYPE_ARRAY_OF_MAPS, key __u32, 1 entry (slot 0)
 *                   holding the set's current contents as an inner map:
 *                     address sets: LPM_TRIE (BPF_F_NO_PREALLOC), key
 *                       struct xdpc_lpm_key, value __u8 (1), max entries
 *                       set by --table-size
 *                     port sets: ARRAY, key __u32 port, value __u8 (1 =
 *                       member), 65536 entries
 *                   Replacing the whole contents = building a new inner
 *                   map and swapping slot 0: packets see the old set or
 *                   the new one, never a mix. The object leaves the inner
 *                   map empty; the runtime fills it from the `elem`
 *                   records below (other loaders start dynamic sets empty).
 *
 * Metadata: a non-allocated section named XDPC_META_SECTION holding text,
 * one record per line, fields separated by a single TAB:
 *   xdpc-meta  1
 *   source     PATH
 *   default    pass|drop
 *   rule       INDEX LINE ACTION TABLE TEXT      (TABLE: table index or -)
 *   table      INDEX RULE KEY MAPNAME
 *   set        ID NAME KIND ENTRIES [dynamic MAPNAME]  (NAME - for inline sets)
 *   elem       ID VALUE                          initial element of dynamic
 *                                                set ID: PREFIX or LO-HI
 *   derived    RULE TABLE                        rule RULE's counter is
 *                                                the sum of table TABLE
 *                                                (above): its own, or an
 *                                                earlier rule's, whose
 *                                                rule may derive from it
 *                                                too; RULE's xdpc_rules
 *                                                entry stays zero
 * The same text without the `elem` records also travels as BTF, which
 * every loader (also `ip link ... xdp obj` and xdp-loader) hands to the
 * kernel with the program: enum types XDPC_META_BTF_ENUM0, 1, ... (at most
 * XDPC_META_BTF_WORDS enumerators each), whose enumerator values, taken in
 * order as 32-bit little-endian words, spell the text, then NULs. Each is
 * the type of an unused constant in XDPC_META_DATA_SECTION. A reader finds
 * what the counters of a program that xdpc did not load mean through the
 * program's BTF id.
 * Readers ignore record types they do not know. So a reader older than
 * `derived` shows such a rule as zero; a rule without the record (every
 * rule of an older object) has its own counter, whatever its table. A
 * reader older than derived deciding rules refuses an object with one
 * (its table is not the rule's own): it would read the rule as zero.
 */
#ifndef XDPC_META_H
#define XDPC_META_H

#include <stdint.h>
#include <string.h>

#define XDPC_META_SECTION ".xdpc.meta"
#define XDPC_META_DATA_SECTION ".rodata.xdpc_meta"
#define XDPC_META_DATA_PREFIX "xdpc-meta\t"
#define XDPC_META_BTF_ENUM "xdpc_meta_"
#define XDPC_META_BTF_WORDS 60000   /* the kernel allows 65535 per type */
#define XDPC_META_VERSION 1
#define XDPC_RULES_MAP "xdpc_rules"
#define XDPC_PROG_NAME "xdpc_filter"
#define XDPC_DEFAULT_TABLE_SIZE 65536

/* Whether `count by KEY` tables are complete (above), so that the compiler
 * derives their rule's counter. Readers go by `derived` records instead:
 * objects of other versions decided differently. */
static inline int xdpc_table_complete(const char *key)
{
	return !strcmp(key, "proto");
}

/* Sampled frames (only in programs with a `sample` rule):
 *   xdpc_samples    BPF_MAP_TYPE_RINGBUF of XDPC_SAMPLES_RING_BYTES; each
 *                   record a struct xdpc_sample, then the frame's first
 *                   caplen bytes, in a record of XDPC_SAMPLE_HDR + the
 *                   program's largest snaplen.
 *   xdpc_sample_n   PERCPU_ARRAY, key __u32, value __u64: entry I counts
 *                   the frames of sampler I (the sample records' order)
 *                   since its last sample (one in N, per CPU); entry
 *                   nsamplers counts samples lost to a full ring.
 *   xdpc_sample_rate ARRAY, key __u32, value __u64: sampler I's theoretical
 *                   arrival time (GCRA, CLOCK_MONOTONIC ns), for R/s;
 *                   only when a rule samples at a rate. */
#define XDPC_SAMPLES_MAP "xdpc_samples"
#define XDPC_SAMPLE_N_MAP "xdpc_sample_n"
#define XDPC_SAMPLE_RATE_MAP "xdpc_sample_rate"
#define XDPC_SAMPLES_RING_BYTES (1u << 20)
#define XDPC_SNAPLEN_DEFAULT 128
#define XDPC_SNAPLEN_MAX 1024
#define XDPC_SAMPLE_RATE_MAX 1000000      /* per second: 1 us apart */
#define XDPC_SAMPLE_EVERY_MAX 4294967295u
#define XDPC_SAMPLERS_MAX 256             /* sampling rules per program */
#define XDPC_SAMPLE_COUNT_RULES_MAX 64    /* of which count rules */

struct xdpc_sample {
	uint64_t tstamp_ns;   /* bpf_ktime_get_ns(): CLOCK_MONOTONIC */
	uint32_t rule;        /* rule index */
	uint32_t len;         /* the frame's length (all its buffers) */
	uint32_t caplen;      /* bytes of it that follow */
	uint32_t pad;
};
#define XDPC_SAMPLE_HDR 24

struct xdpc_counter {
	uint64_t packets;
	uint64_t bytes;   /* frame length as XDP sees it: data_end - data */
};

/* Key of a dynamic address set's LPM trie: both families in one trie, the
 * family byte first, so prefixlen = 8 + the prefix length. */
struct xdpc_lpm_key {
	uint32_t prefixlen;
	uint8_t family;   /* 4 or 6 */
	uint8_t addr[16]; /* network order; IPv4 in addr[0..3] */
	uint8_t pad[3];   /* zero: key size 24, data 20 bytes */
};

struct xdpc_addr_key {
	uint8_t family;   /* 4 or 6 */
	uint8_t pad[3];
	uint8_t addr[16]; /* network order; IPv4 in addr[0..3], rest zero */
};

#endif
