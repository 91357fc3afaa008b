/* The rule-language AST: tagged unions, one kind enum per node family.
 * The parser only builds it; check.c resolves names and fills the "checked"
 * fields; eval.c and the code generator read the checked tree. */
#ifndef XDPC_AST_H
#define XDPC_AST_H

#include "arena.h"
#include "source.h"

#include <stdbool.h>
#include <stdint.h>

/* ---- values as written (arguments of primitives, set elements) ---- */

#define VALUE_KINDS(X)                                                         \
	X(V_NUMBER, "number")                                                  \
	X(V_RANGE, "range")                                                    \
	X(V_NAME, "name")                                                      \
	X(V_ADDR4, "IPv4 address")                                             \
	X(V_ADDR6, "IPv6 address")                                             \
	X(V_MAC, "MAC address")                                                \
	X(V_SETREF, "set reference")                                           \
	X(V_SET, "inline set")                                                 \
	X(V_STRING, "quoted string")

enum value_kind {
#define X(k, s) k,
	VALUE_KINDS(X)
#undef X
};

struct value {
	enum value_kind kind;
	struct loc loc;
	union {
		uint64_t num;                   /* V_NUMBER */
		struct {                        /* V_RANGE: lo-hi */
			uint64_t lo, hi;
		} range;
		const char *name;               /* V_NAME, V_SETREF, V_STRING
						 * (as written, escapes and all) */
		struct {                        /* V_ADDR4, V_ADDR6 */
			uint8_t bytes[16];      /* network order; v4 uses [0..3] */
			int64_t plen;           /* -1 when no /LEN was written */
			struct loc plen_loc;
		} addr;
		uint8_t mac[6];                 /* V_MAC */
		struct ptrvec items;            /* V_SET: struct value * */
	} u;
};

/* ---- checked sets ---- */

enum set_kind { SET_ADDR, SET_PORT };

struct prefix {
	uint8_t family;    /* 4 or 6 */
	uint8_t plen;
	uint8_t addr[16];  /* network order, host bits cleared */
};

struct port_range {
	uint16_t lo, hi;   /* inclusive */
};

/* Every address or port argument becomes an xset after checking: a named
 * set, an inline set, or a single value (a set of one). */
struct xset {
	enum set_kind kind;
	const char *name;      /* NULL unless declared with `set NAME` */
	struct loc loc;
	struct prefix *pfx;    /* SET_ADDR */
	size_t npfx;
	struct port_range *ports; /* SET_PORT */
	size_t nports;
	int id;                /* index in program.sets */
	bool dynamic;
};

/* ---- match expressions ---- */

#define EXPR_KINDS(X)                                                          \
	X(E_AND, "and")                                                        \
	X(E_OR, "or")                                                          \
	X(E_NOT, "not")                                                        \
	X(E_IPV4, "ipv4")                                                      \
	X(E_IPV6, "ipv6")                                                      \
	X(E_IP, "ip")                                                          \
	X(E_ARP, "arp")                                                        \
	X(E_FRAG, "frag")                                                      \
	X(E_VLAN_ANY, "vlan")                                                  \
	X(E_VLAN_ID, "vlan id")                                                \
	X(E_ETHER_TYPE, "ether type")                                          \
	X(E_ETHER_SRC, "ether src")                                            \
	X(E_ETHER_DST, "ether dst")                                            \
	X(E_PROTO, "proto")                                                    \
	X(E_ADDR, "address")                                                   \
	X(E_PORT, "port")                                                      \
	X(E_LEN, "len")                                                        \
	X(E_TTL, "ttl")                                                        \
	X(E_TCP_FLAGS, "tcp flags")                                            \
	X(E_FIELD, "header field")                                             \
	X(E_PAYLOAD, "payload")                                                \
	X(E_PAYLOAD_FIND, "payload contains")

enum expr_kind {
#define X(k, s) k,
	EXPR_KINDS(X)
#undef X
};

/* Which packet field an address or port primitive looks at. */
enum direction { DIR_SRC, DIR_DST, DIR_EITHER };

enum cmp_op { CMP_EQ, CMP_NE, CMP_LT, CMP_LE, CMP_GT, CMP_GE, CMP_RANGE };

/* TCP flag bits as in the header's flags byte. */
enum tcp_flag {
	TCPF_FIN = 0x01, TCPF_SYN = 0x02, TCPF_RST = 0x04, TCPF_PSH = 0x08,
	TCPF_ACK = 0x10, TCPF_URG = 0x20, TCPF_ECE = 0x40, TCPF_CWR = 0x80,
};

/* Where payload offsets count from. */
enum pay_base {
	PB_PAYLOAD,   /* the transport payload: after the TCP or UDP header */
	PB_NH,        /* the network header: IPv4 or IPv6 */
	PB_TH,        /* the transport header, in a first fragment */
};

/* E_PAYLOAD: N bytes at BASE + OFF compare (under MASK) with BYTES.
 * E_PAYLOAD_FIND: BYTES occur within the first DEPTH bytes of the payload. */
struct payload {
	enum pay_base base;
	uint32_t off, depth;
	uint32_t n;
	uint8_t *bytes;
	uint8_t *mask;        /* NULL: every bit counts */
	bool ne;              /* `!=`: the bytes are there and differ */
	int sig;              /* index among the program's distinct payload tests */
};

struct expr {
	enum expr_kind kind;
	struct loc loc;
	union {
		struct {                 /* E_AND, E_OR */
			struct expr *lhs, *rhs;
		} bin;
		struct expr *operand;    /* E_NOT */
		struct {                 /* every primitive */
			enum direction dir;   /* E_ADDR, E_PORT */
			enum cmp_op op;       /* E_LEN, E_TTL */
			struct value *arg;    /* as written; NULL if none */
			/* filled by check.c: */
			uint64_t num;         /* E_ETHER_TYPE, E_VLAN_ID, E_PROTO,
					       * E_LEN/E_TTL (lo for CMP_RANGE),
					       * E_TCP_FLAGS, E_FIELD (value) */
			uint64_t num_hi;      /* CMP_RANGE upper bound */
			uint64_t mask;        /* E_TCP_FLAGS, E_FIELD: compare
					       * (value & mask) OP num */
			int field;            /* E_FIELD: enum proto_field */
			const char *header;   /* E_FIELD: the header word as written */
			const char *field_name; /* E_FIELD: the field word */
			struct loc field_loc;
			struct value *mask_arg;  /* `/ MASK` as written, or NULL */
			struct value *off_arg;   /* E_PAYLOAD: offset; _FIND: depth */
			struct ptrvec mask_flags; /* `flags F / M,M`: struct value * */
			struct payload *pay;  /* E_PAYLOAD, E_PAYLOAD_FIND */
			uint8_t mac[6];       /* E_ETHER_SRC, E_ETHER_DST */
			struct xset *set;     /* E_ADDR, E_PORT */
			struct ptrvec flags;  /* E_TCP_FLAGS as written: struct value * */
		} prim;
	} u;
};

/* ---- statements ---- */

enum action { ACT_DROP, ACT_PASS, ACT_COUNT };

/* KEY, its name, and the entries of its table: every value the key can
 * take (ICMP types, then 256 + ICMPv6 types), or 0 for an address table,
 * which holds only the addresses seen (an LRU hash). */
#define COUNT_KEYS(X)                                                          \
	X(KEY_NONE, "", 0)                                                     \
	X(KEY_PROTO, "proto", 256)                                             \
	X(KEY_SRC, "src", 0)                                                   \
	X(KEY_DST, "dst", 0)                                                   \
	X(KEY_SPORT, "sport", 65536)                                           \
	X(KEY_DPORT, "dport", 65536)                                           \
	X(KEY_VLAN, "vlan", 4096)                                              \
	X(KEY_ICMP_TYPE, "icmp_type", 512)

enum count_key {
#define X(k, s, n) k,
	COUNT_KEYS(X)
#undef X
};

enum verdict { VERDICT_PASS, VERDICT_DROP };

/* `rate over N[ UNIT]/PERIOD [burst B [UNIT]] [per KEY[/LEN]]`: the rule
 * applies only to the frames beyond the rate (check_rate.c, eval_rate.c,
 * cg_rate.c; docs/language.md "Rate limits"). */
enum rate_key { RATE_RULE, RATE_SRC, RATE_DST, RATE_SPORT, RATE_DPORT };

struct rate_limit {
	struct loc loc;
	/* as written */
	const char *over_word;   /* "over" */
	struct loc over_loc;
	struct value *count;     /* N */
	const char *unit;        /* NULL: packets; bytes, kbytes, mbytes... */
	struct loc unit_loc;
	const char *period;      /* s, second, minute, ... */
	struct loc period_loc;
	const char *burst_word;  /* "burst", or NULL */
	struct loc burst_loc;
	struct value *burst;
	const char *burst_unit;  /* NULL, packets, bytes, kbytes, ... */
	struct loc burst_unit_loc;
	const char *per;         /* the key word, or NULL: the whole rule */
	struct loc per_loc;
	struct value *plen;      /* `per src/LEN`, or NULL */
	/* checked */
	bool bytes;              /* the rate counts bytes, else packets */
	uint64_t rate;           /* packets or bytes per period */
	uint64_t period_ns;
	uint64_t burst_units;    /* bucket size in packets or bytes */
	uint64_t burst_ns;       /* the bucket as time: burst * period / rate */
	enum rate_key key;
	unsigned key_plen;       /* RATE_SRC/DST: bits of the address kept */
	int family;              /* 4 or 6 with a prefix length, else 0 */
	int map;                 /* index among the program's rate limits */
};

/* `sample ...` after a rule (check_sample.c): a sample of the frames the
 * rule decides or counts goes to user space. */
enum sample_kind { SAMPLE_EVERY, SAMPLE_RATE };

struct sample {
	struct loc loc;              /* the whole clause */
	/* as written: `sample NUM/DEN`, `sample NUM/WORD`, `sample WORD NUM`,
	 * then options `WORD NUM` (`snaplen 256`) */
	struct value *num, *den;     /* den NULL unless `NUM/DEN` */
	const char *word;            /* the unit after '/', or `every`; or NULL */
	struct loc word_loc;
	struct ptrvec opts;          /* struct sample_opt * */
	/* checked: */
	enum sample_kind kind;
	uint64_t n;                  /* one in N, or at most N per second */
	uint32_t snaplen;            /* bytes of the frame kept */
	int id;                      /* among the program's sampling rules */
	int bit;                     /* count rules: bit of the pending mask */
};

struct sample_opt {
	const char *word;
	struct loc word_loc;
	struct value *arg;
};

struct rule {
	enum action action;
	struct loc action_loc;
	const char *key_name;    /* `by NAME` as written, or NULL */
	struct loc key_loc;
	enum count_key key;      /* checked */
	struct expr *match;      /* NULL: matches every frame */
	const char *text;        /* the statement's source text, whitespace folded */
	int index;               /* position among rules after check */
	int table;               /* index of its count-by table, or -1 */
	struct rate_limit *rate; /* `rate over ...`, or NULL */
	struct sample *sample;   /* NULL: the rule sends no samples */
};

struct set_decl {
	const char *name;
	struct loc name_loc;
	struct ptrvec elems;     /* struct value * */
	bool dynamic;
	const char *from_file;   /* `set NAME from "FILE"`, or NULL */
	const char *from_path;   /* where it was found (parse.c), to read */
	struct loc from_loc;
	struct xset *set;        /* checked */
};

#define STMT_KINDS(X)                                                          \
	X(S_RULE, "rule")                                                      \
	X(S_SET, "set")                                                        \
	X(S_DEFAULT, "default")                                                \
	X(S_INCLUDE, "include")

enum stmt_kind {
#define X(k, s) k,
	STMT_KINDS(X)
#undef X
};

struct stmt {
	enum stmt_kind kind;
	struct loc loc;              /* the whole statement, `;` included */
	union {
		struct rule rule;
		struct set_decl set;
		enum verdict dflt;       /* S_DEFAULT */
		struct {                 /* S_INCLUDE */
			const char *path;
			struct loc path_loc;
		} include;
	} u;
};

struct plan;

/* A whole compilation unit after include splicing and checking. */
struct program {
	struct ptrvec stmts;         /* struct stmt *, includes spliced in */
	struct rule **rules;         /* live rules in evaluation order */
	size_t nrules;
	struct xset **sets;          /* every set, named and inline */
	size_t nsets;
	struct rule **tables;        /* count-by rules, by table index */
	size_t ntables;
	struct payload **sigs;       /* distinct payload tests, by sig index */
	size_t nsigs;
	struct rule **rated;         /* rules with a rate limit, by rate->map */
	size_t nrated;
	enum verdict default_verdict;
	struct loc default_loc;      /* src NULL when implicit */
	struct rule **samplers;      /* rules with `sample`, by sample id */
	size_t nsamplers;
	/* the plan (plan.h) the checker built, with groups, to check its
	 * budgets; plan_of() hands it on instead of planning again */
	const struct plan *plan;
};

const char *value_kind_name(enum value_kind k);
const char *expr_kind_name(enum expr_kind k);
const char *count_key_name(enum count_key k);
/* The entries of K's table, every value K can take; 0 for src and dst. */
unsigned count_key_domain(enum count_key k);
const char *stmt_kind_name(enum stmt_kind k);
const char *cmp_op_name(enum cmp_op op);
const char *rate_key_name(enum rate_key k);

struct value *ast_new_value(struct arena *a, enum value_kind k, struct loc loc);
struct expr *ast_new_binary(struct arena *a, enum expr_kind k, struct expr *lhs,
			    struct expr *rhs);
struct expr *ast_new_not(struct arena *a, struct loc loc, struct expr *operand);
struct expr *ast_new_prim(struct arena *a, enum expr_kind k, struct loc loc);
struct stmt *ast_new_stmt(struct arena *a, enum stmt_kind k, struct loc loc);

/* Chains of one operator (`a or b or c`, juxtaposed primitives) may hold
 * millions of operands, so these never recurse along a chain. */
/* Pushes onto OUT the slots (struct expr **) of the operands of the maximal
 * chain of *ROOT's kind (E_AND or E_OR) hanging from ROOT, left to right. */
void ast_chain_slots(struct arena *a, struct expr **root, struct ptrvec *out);
/* A chain of kind K over OPS[0..N) (N >= 1), order kept: left-deep as the
 * parser builds it when short, balanced (depth log2 N) from
 * AST_BALANCE_MIN operands on. */
#define AST_BALANCE_MIN 16
struct expr *ast_chain(struct arena *a, enum expr_kind k, struct expr **ops,
		       size_t n);

#endif
