/* The contract between the code generator and everything that reads a
 * compiled object (runtime, dry runs, tests): map names, key and value
 * layouts, and the source-metadata section.
 *
 * Maps (all described by BTF in the .maps section):
 *   xdpc_rules      the counter block: one struct xdpc_counter per rule
 *                   (rule I's at index I, byte 16 * I of the value), then
 *                   the default verdict's (index nrules), then the
 *                   count-by tables the plan put in the block (a `table`
 *                   record with FIRST and COUNT: entry K at index
 *                   FIRST + K); one block per
 *                   CPU, so the program finds all its counters with one
 *                   lookup per frame and counts a rule with two adds at a
 *                   constant offset. The value's BTF type is
 *                   struct xdpc_block_N (one __u64 array of 2N).
 *                     up to XDPC_BLOCK_PERCPU_MAX counters: PERCPU_ARRAY,
 *                       1 entry (key __u32 0);
 *                     more (a per-CPU value holds at most 32 KiB): ARRAY,
 *                       key __u32 CPU (bpf_get_smp_processor_id()), one
 *                       entry per possible CPU: the object says 1, xdpc's
 *                       loader sets the number of possible CPUs (under
 *                       another loader every CPU counts in entry 0, and
 *                       increments may race).
 *                   The program returns the default verdict without
 *                   counting if the lookup finds no block (a broken map).
 *   xdpc_tN_KEY     the table of the N-th `count by KEY` rule (N = its table
 *                   index, KEY = proto|src|dst|sport|dport|vlan|icmp_type)
 *                   when it is not in the block:
 *                     proto  PERCPU_ARRAY, key __u32, 256 entries
 *                     icmp_type PERCPU_ARRAY, key __u32, 512 entries
 *                       (ICMP types, then 256 + ICMPv6 types)
 *                     vlan   PERCPU_ARRAY, key __u32, 4096 entries
 *                     sport/dport PERCPU_ARRAY, key __u32, 65536 entries
 *                     src/dst LRU_PERCPU_HASH, key struct xdpc_addr_key,
 *                            max entries set by --table-size (default 65536)
 *                   value struct xdpc_counter.
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
 *   xdpc_rate_N     the bucket of rate limit N (N = its index among the
 *                   program's rate limits, in rule order): LRU_HASH (shared
 *                   by all CPUs), XDPC_RATE_TABLE_SIZE entries, key struct
 *                   xdpc_addr_key (family 4/6 and the address masked to the
 *                   prefix length for per src/dst; XDPC_RATE_KEY_PORT and
 *                   the port in network order in addr[0..1] for per
 *                   sport/dport; all zero for the whole rule and for frames
 *                   without the key's field), value struct xdpc_rate_val.
 *   xdpc_clock      only in programs with rate limits: ARRAY, key __u32, 1
 *                   entry, value struct xdpc_clock. While `set` is zero the
 *                   program reads bpf_ktime_get_ns(); dry runs set it to a
 *                   capture's time stamp before each frame.
 *
 * Metadata: a non-allocated section named XDPC_META_SECTION holding text,
 * one record per line, fields separated by a single TAB:
 *   xdpc-meta  1
 *   source     PATH
 *   default    pass|drop
 *   rule       INDEX LINE ACTION TABLE TEXT      (TABLE: table index or -)
 *   table      INDEX RULE KEY MAPNAME [FIRST COUNT]
 *                                                FIRST and COUNT (MAPNAME
 *                                                xdpc_rules): the table is
 *                                                COUNT counters of the
 *                                                block from index FIRST
 *   set        ID NAME KIND ENTRIES [dynamic MAPNAME]  (NAME - for inline sets)
 *   elem       ID VALUE                          initial element of dynamic
 *                                                set ID: PREFIX or LO-HI
 *   from       rule INDEX PATH                   rule INDEX comes from the
 *                                                included file PATH (not
 *                                                from `source`); its LINE
 *                                                is a line of PATH
 *   rate       RULE MAPNAME KEY PLEN UNIT RATE PERIOD_NS BURST BURST_NS
 *                                                rule RULE's rate limit:
 *                                                KEY rule|src|dst|sport|
 *                                                dport, PLEN the prefix
 *                                                length (128: the whole
 *                                                address), UNIT packets|
 *                                                bytes, RATE units per
 *                                                PERIOD_NS, BURST units,
 *                                                BURST_NS the bucket as
 *                                                time (eval_rate.c)
 * The same text without the `elem` records also travels as BTF, which
 * every loader (also `ip link ... xdp obj` and xdp-loader) hands to the
 * kernel with the program: enum types XDPC_META_BTF_ENUM0, 1, ... (at most
 * XDPC_META_BTF_WORDS enumerators each), whose enumerator values, taken in
 * order as 32-bit little-endian words, spell the text, then NULs. Each is
 * the type of an unused constant in XDPC_META_DATA_SECTION. A reader finds
 * what the counters of a program that xdpc did not load mean through the
 * program's BTF id.
 * Readers ignore record types they do not know, and refuse another
 * xdpc-meta version: version 1 objects kept a rule's counter at key I of
 * a per-CPU xdpc_rules, or (`derived` records) as a count-by table's sum.
 * Version 2 kept every count-by table in a map of its own: readers take
 * it as version 3 (a version 2 reader refuses a block table's record).
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
#define XDPC_META_VERSION 3
#define XDPC_META_OLDEST 2  /* version 2 reads as 3 without tables in the block */
#define XDPC_RULES_MAP "xdpc_rules"
#define XDPC_PROG_NAME "xdpc_filter"
#define XDPC_DEFAULT_TABLE_SIZE 65536

/* Counters in a PERCPU_ARRAY block at most: 32 KiB per-CPU values
 * (PCPU_MIN_UNIT_SIZE), one counter short of it. */
#define XDPC_BLOCK_PERCPU_MAX 2047

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

#define XDPC_CLOCK_MAP "xdpc_clock"
#define XDPC_RATE_MAP_PREFIX "xdpc_rate_"
#define XDPC_RATE_TABLE_SIZE 65536
#define XDPC_RATE_KEY_PORT 1   /* family of a port key */

/* A rate limit's bucket for one key, as a "theoretical arrival time":
 * the bucket is full when TAT <= now, empty when TAT >= now + BURST_NS. */
struct xdpc_rate_val {
	uint64_t tat;     /* nanoseconds, the program's clock */
	uint64_t over;    /* frames found over the rate */
};

struct xdpc_clock {
	uint64_t set;     /* 0: the kernel's clock */
	uint64_t ns;
};

struct xdpc_addr_key {
	uint8_t family;   /* 4 or 6 */
	uint8_t pad[3];
	uint8_t addr[16]; /* network order; IPv4 in addr[0..3], rest zero */
};

#endif
