/* The reference evaluator: runs a checked program on one frame in user
 * space. It is the specification the BPF code is tested against and the
 * engine of unprivileged dry runs (`xdpc --test`).
 *
 * Counters mirror the maps of meta.h: one {packets, bytes} per rule plus one
 * for the default verdict, and per count-by table a sparse map from the map's
 * key (a __u32, or a struct xdpc_addr_key for src/dst) to {packets, bytes}.
 * A key never counted is absent; the kernel's array maps show it as zero. */
#ifndef XDPC_EVAL_H
#define XDPC_EVAL_H

#include "ast.h"
#include "meta.h"
#include "pkt.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct eval_result {
	enum verdict verdict;
	int rule;               /* index of the deciding rule; -1: the default */
};

/* Counters for one program's shape (nrules, tables). Allocated with malloc
 * because they outlive the compilation's arena; like the arena, aborts when
 * memory runs out. */
struct eval_counters;
struct eval_counters *eval_counters_new(const struct program *p);
void eval_counters_free(struct eval_counters *c);
void eval_counters_clear(struct eval_counters *c);

/* Rate limits (eval_rate.h): the frames evaluated from now on arrive at NS
 * nanoseconds (a capture's time stamp); C also keeps their buckets. */
void eval_counters_set_time(struct eval_counters *c, uint64_t ns);
struct eval_rates;
const struct eval_rates *eval_counters_rates(const struct eval_counters *c);

size_t eval_counters_nrules(const struct eval_counters *c);
size_t eval_counters_ntables(const struct eval_counters *c);
/* Rule RULE's counter; RULE == nrules is the default verdict's. */
const struct xdpc_counter *eval_rule_counter(const struct eval_counters *c,
					     size_t rule);

enum count_key eval_table_key(const struct eval_counters *c, size_t table);
/* 4 (a __u32) or sizeof(struct xdpc_addr_key). */
size_t eval_table_key_size(const struct eval_counters *c, size_t table);
size_t eval_table_entries(const struct eval_counters *c, size_t table);
/* KEY points to a __u32 or a struct xdpc_addr_key, as the table's map
 * takes; NULL if that key was never counted. */
const struct xdpc_counter *eval_table_lookup(const struct eval_counters *c,
					     size_t table, const void *key);
/* Iterates in first-counted order: start with *cursor = 0; false at the end. */
bool eval_table_next(const struct eval_counters *c, size_t table,
		     size_t *cursor, const void **key,
		     const struct xdpc_counter **val);

/* Whether E holds for the frame described by F. */
bool eval_expr(const struct expr *e, const struct pkt_facts *f);

/* The map key a `count by K` rule would use for F, written to KEY (4 bytes or
 * a struct xdpc_addr_key); false when the frame has no such key and the
 * table is not touched. */
bool eval_count_key(enum count_key k, const struct pkt_facts *f, void *key);

/* Runs P on a parsed frame, updating C if it is not NULL. C must have been
 * made for a program of P's shape (aborts otherwise: a caller bug). */
struct eval_result eval_facts(const struct program *p, const struct pkt_facts *f,
			      struct eval_counters *c);
/* pkt_parse() followed by eval_facts(). */
struct eval_result eval_frame(const struct program *p, const uint8_t *data,
			      size_t len, struct eval_counters *c);
/* eval_frame() with every rate limit's state forced, in place of its
 * buckets: OVER[i] (one per rule of P) says whether rule i's rate is
 * exceeded for this frame. The frame model's witnesses assume such states
 * (docs/analysis.md, "Rate states"); C's buckets are left alone. */
struct eval_result eval_frame_forced(const struct program *p, const uint8_t *data,
				     size_t len, struct eval_counters *c, const bool *over);

#endif
