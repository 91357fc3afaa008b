#include "eval.h"
#include "eval_rate.h"
#include "proto.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- counters ---- */

struct eval_entry {
	uint8_t key[sizeof(struct xdpc_addr_key)];
	struct xdpc_counter val;
};

/* A sparse map: entries kept dense in first-counted order (stable output),
 * found through an open-addressing index of entry numbers + 1 (0 = empty). */
struct eval_table {
	enum count_key key;
	size_t key_size;
	struct eval_entry *entries;
	size_t n, cap;
	uint32_t *slots;
	size_t nslots;          /* a power of two, or 0 before the first entry */
};

struct eval_counters {
	size_t nrules;
	struct xdpc_counter *rules;   /* nrules + 1 */
	size_t ntables;
	struct eval_table *tables;
	struct eval_rates *rates;     /* buckets of the rate limits */
	uint64_t now;                 /* their clock, ns */
};

static size_t key_size_of(enum count_key k)
{
	return k == KEY_SRC || k == KEY_DST ? sizeof(struct xdpc_addr_key)
					    : sizeof(uint32_t);
}

struct eval_counters *eval_counters_new(const struct program *p)
{
	struct eval_counters *c = xcalloc(1, sizeof(*c));

	c->nrules = p->nrules;
	c->rules = xcalloc(p->nrules + 1, sizeof(*c->rules));
	c->ntables = p->ntables;
	c->tables = xcalloc(p->ntables, sizeof(*c->tables));
	for (size_t i = 0; i < p->ntables; i++) {
		c->tables[i].key = p->tables[i]->key;
		c->tables[i].key_size = key_size_of(p->tables[i]->key);
	}
	c->rates = eval_rates_new(p);
	return c;
}

void eval_counters_clear(struct eval_counters *c)
{
	memset(c->rules, 0, (c->nrules + 1) * sizeof(*c->rules));
	eval_rates_clear(c->rates);
	for (size_t i = 0; i < c->ntables; i++) {
		struct eval_table *t = &c->tables[i];

		t->n = 0;
		if (t->slots)
			memset(t->slots, 0, t->nslots * sizeof(*t->slots));
	}
}

void eval_counters_free(struct eval_counters *c)
{
	if (!c)
		return;
	for (size_t i = 0; i < c->ntables; i++) {
		free(c->tables[i].entries);
		free(c->tables[i].slots);
	}
	free(c->tables);
	free(c->rules);
	eval_rates_free(c->rates);
	free(c);
}

void eval_counters_set_time(struct eval_counters *c, uint64_t ns)
{
	c->now = ns;
}

const struct eval_rates *eval_counters_rates(const struct eval_counters *c)
{
	return c->rates;
}

size_t eval_counters_nrules(const struct eval_counters *c)
{
	return c->nrules;
}

size_t eval_counters_ntables(const struct eval_counters *c)
{
	return c->ntables;
}

const struct xdpc_counter *eval_rule_counter(const struct eval_counters *c,
					     size_t rule)
{
	return rule <= c->nrules ? &c->rules[rule] : NULL;
}

enum count_key eval_table_key(const struct eval_counters *c, size_t table)
{
	return c->tables[table].key;
}

size_t eval_table_key_size(const struct eval_counters *c, size_t table)
{
	return c->tables[table].key_size;
}

size_t eval_table_entries(const struct eval_counters *c, size_t table)
{
	return c->tables[table].n;
}

static size_t hash_key(const uint8_t *k, size_t n)
{
	uint32_t h = 2166136261u;   /* FNV-1a */

	for (size_t i = 0; i < n; i++)
		h = (h ^ k[i]) * 16777619u;
	return h;
}

/* The slot holding KEY, or the empty slot where it would go. */
static size_t find_slot(const struct eval_table *t, const void *key)
{
	size_t mask = t->nslots - 1;
	size_t i = hash_key(key, t->key_size) & mask;

	while (t->slots[i] &&
	       memcmp(t->entries[t->slots[i] - 1].key, key, t->key_size) != 0)
		i = (i + 1) & mask;
	return i;
}

const struct xdpc_counter *eval_table_lookup(const struct eval_counters *c,
					     size_t table, const void *key)
{
	const struct eval_table *t = &c->tables[table];
	size_t i;

	if (t->nslots == 0)
		return NULL;
	i = find_slot(t, key);
	return t->slots[i] ? &t->entries[t->slots[i] - 1].val : NULL;
}

bool eval_table_next(const struct eval_counters *c, size_t table,
		     size_t *cursor, const void **key,
		     const struct xdpc_counter **val)
{
	const struct eval_table *t = &c->tables[table];

	if (*cursor >= t->n)
		return false;
	*key = t->entries[*cursor].key;
	*val = &t->entries[*cursor].val;
	++*cursor;
	return true;
}

/* Keeps the index at most half full so probes stay short. */
static void table_grow(struct eval_table *t)
{
	if (t->n == t->cap) {
		size_t cap = t->cap ? t->cap * 2 : 16;
		struct eval_entry *e = realloc(t->entries, cap * sizeof(*e));

		if (!e) {
			fputs("xdpc: out of memory\n", stderr);
			abort();
		}
		t->entries = e;
		t->cap = cap;
	}
	if ((t->n + 1) * 2 > t->nslots) {
		size_t n = t->nslots ? t->nslots * 2 : 32;

		free(t->slots);
		t->slots = xcalloc(n, sizeof(*t->slots));
		t->nslots = n;
		for (size_t i = 0; i < t->n; i++)
			t->slots[find_slot(t, t->entries[i].key)] = (uint32_t)(i + 1);
	}
}

static void table_add(struct eval_table *t, const void *key, size_t bytes)
{
	size_t i;

	table_grow(t);
	i = find_slot(t, key);
	if (!t->slots[i]) {
		struct eval_entry *e = &t->entries[t->n];

		memset(e, 0, sizeof(*e));
		memcpy(e->key, key, t->key_size);
		t->slots[i] = (uint32_t)++t->n;
	}
	t->entries[t->slots[i] - 1].val.packets++;
	t->entries[t->slots[i] - 1].val.bytes += bytes;
}

/* ---- matching ---- */

static bool prefix_match(const struct prefix *p, enum pkt_l3 l3, const uint8_t *a)
{
	unsigned full = p->plen / 8, rest = p->plen % 8;
	uint8_t mask;

	if (p->family != (l3 == PKT_L3_IPV4 ? 4 : 6))
		return false;
	if (memcmp(p->addr, a, full) != 0)
		return false;
	if (rest == 0)
		return true;
	mask = (uint8_t)(0xff << (8 - rest));
	return (a[full] & mask) == (p->addr[full] & mask);
}

static bool addr_in(const struct xset *s, enum pkt_l3 l3, const uint8_t *a)
{
	for (size_t i = 0; i < s->npfx; i++)
		if (prefix_match(&s->pfx[i], l3, a))
			return true;
	return false;
}

static bool port_in(const struct xset *s, uint16_t port)
{
	for (size_t i = 0; i < s->nports; i++)
		if (s->ports[i].lo <= port && port <= s->ports[i].hi)
			return true;
	return false;
}

static bool compare(const struct expr *e, uint64_t v)
{
	uint64_t n = e->u.prim.num;

	switch (e->u.prim.op) {
	case CMP_EQ: return v == n;
	case CMP_NE: return v != n;
	case CMP_LT: return v < n;
	case CMP_LE: return v <= n;
	case CMP_GT: return v > n;
	case CMP_GE: return v >= n;
	case CMP_RANGE: return n <= v && v <= e->u.prim.num_hi;
	}
	return false;
}

/* A header field's value, read from the facts without the protocol
 * table's offsets and shifts (the code generator's); false when the header
 * holding it is not there. */
static bool field_value(int field, const struct pkt_facts *f, uint64_t *v)
{
	bool ip = f->l3 != PKT_L3_NONE, v4 = f->l3 == PKT_L3_IPV4;
	bool tcp = f->l4 && f->proto == PKT_IPPROTO_TCP;
	bool udp = f->l4 && f->proto == PKT_IPPROTO_UDP;
	bool icmp = f->l4 && f->proto == PKT_IPPROTO_ICMP;
	bool icmp6 = f->l4 && f->proto == PKT_IPPROTO_ICMPV6;

	switch (field) {
	case FLD_IP_DSCP: *v = f->tos >> 2; return ip;
	case FLD_IP_ECN: *v = f->tos & 3; return ip;
	case FLD_IP_LENGTH: *v = f->ip_len; return ip;
	case FLD_IP4_FLAGS: *v = f->ip4_frag >> 13; return v4;
	case FLD_IP4_FRAGOFF: *v = f->ip4_frag & 0x1fff; return v4;
	case FLD_IP6_FLOWLABEL: *v = f->flowlabel; return f->l3 == PKT_L3_IPV6;
	case FLD_UDP_LENGTH: *v = f->udp_len; return udp;
	case FLD_TCP_WINDOW: *v = f->tcp_window; return tcp;
	case FLD_ICMP_TYPE: *v = f->icmp_type; return icmp;
	case FLD_ICMP_CODE: *v = f->icmp_code; return icmp;
	case FLD_ICMP6_TYPE: *v = f->icmp_type; return icmp6;
	case FLD_ICMP6_CODE: *v = f->icmp_code; return icmp6;
	default: return false;
	}
}

static bool field_match(const struct expr *e, const struct pkt_facts *f)
{
	uint64_t v;

	return field_value(e->u.prim.field, f, &v) && compare(e, v & e->u.prim.mask);
}

/* Where a payload test's offsets count from, if the frame has that place. */
static bool pay_base(enum pay_base b, const struct pkt_facts *f, size_t *off)
{
	bool has;

	switch (b) {
	case PB_NH: has = f->l3 != PKT_L3_NONE; *off = f->l3_off; break;
	case PB_TH: has = f->l3 != PKT_L3_NONE && f->proto_known && !f->later_frag;
		*off = f->l4_off; break;
	default: has = f->payload; *off = f->payload_off; break;
	}
	return has && *off <= PKT_MAX_BASE;
}

static bool bytes_equal(const struct payload *p, const uint8_t *at)
{
	for (uint32_t i = 0; i < p->n; i++)
		if ((at[i] & (p->mask ? p->mask[i] : 0xff)) != p->bytes[i])
			return false;
	return true;
}

static bool payload_match(const struct expr *e, const struct pkt_facts *f)
{
	const struct payload *p = e->u.prim.pay;
	size_t base, at;

	if (!pay_base(p->base, f, &base))
		return false;
	if (e->kind == E_PAYLOAD_FIND) {
		for (size_t i = 0; i + p->n <= p->depth; i++)
			if (base + i + p->n <= f->len && bytes_equal(p, f->data + base + i))
				return true;
		return false;
	}
	at = base + p->off;
	if (at + p->n > f->len)
		return false;
	return bytes_equal(p, f->data + at) != p->ne;
}

static bool dir_match(enum direction dir, bool src, bool dst)
{
	return dir == DIR_SRC ? src : dir == DIR_DST ? dst : src || dst;
}

bool eval_expr(const struct expr *e, const struct pkt_facts *f)
{
	const struct xset *s = e->u.prim.set;
	bool l3 = f->l3 != PKT_L3_NONE;

	switch (e->kind) {
	case E_AND:
		return eval_expr(e->u.bin.lhs, f) && eval_expr(e->u.bin.rhs, f);
	case E_OR:
		return eval_expr(e->u.bin.lhs, f) || eval_expr(e->u.bin.rhs, f);
	case E_NOT:
		return !eval_expr(e->u.operand, f);
	case E_LEN:
		return compare(e, f->len);
	default:
		break;
	}
	/* Without an Ethernet header every other primitive is false. */
	if (!f->eth)
		return false;
	switch (e->kind) {
	case E_IPV4: return f->l3 == PKT_L3_IPV4;
	case E_IPV6: return f->l3 == PKT_L3_IPV6;
	case E_IP: return l3;
	case E_ARP: return f->ethertype == PKT_ETH_P_ARP;
	case E_FRAG: return l3 && f->frag;
	case E_VLAN_ANY: return f->nvlans > 0;
	case E_VLAN_ID: return f->nvlans > 0 && f->vid[0] == e->u.prim.num;
	case E_ETHER_TYPE: return f->ethertype == e->u.prim.num;
	case E_ETHER_SRC: return memcmp(f->eth_src, e->u.prim.mac, 6) == 0;
	case E_ETHER_DST: return memcmp(f->eth_dst, e->u.prim.mac, 6) == 0;
	case E_PROTO: return l3 && f->proto_known && f->proto == e->u.prim.num;
	case E_ADDR:
		return l3 && dir_match(e->u.prim.dir, addr_in(s, f->l3, f->src),
				       addr_in(s, f->l3, f->dst));
	case E_PORT:
		return f->ports && dir_match(e->u.prim.dir, port_in(s, f->sport),
					     port_in(s, f->dport));
	case E_TTL: return l3 && compare(e, f->ttl);
	case E_TCP_FLAGS:
		return f->l4 && f->proto == PKT_IPPROTO_TCP &&
		       (f->tcp_flags & e->u.prim.mask) == e->u.prim.num;
	case E_FIELD:
		return field_match(e, f);
	case E_PAYLOAD:
	case E_PAYLOAD_FIND:
		return payload_match(e, f);
	default:
		return false;   /* the logical kinds and E_LEN returned above */
	}
}

bool eval_count_key(enum count_key k, const struct pkt_facts *f, void *key)
{
	bool l3 = f->l3 != PKT_L3_NONE;
	struct xdpc_addr_key ak;
	uint32_t num;

	switch (k) {
	case KEY_PROTO:
		/* Every frame has a protocol key; 0 stands for "unknown". */
		num = l3 && f->proto_known ? f->proto : 0;
		break;
	case KEY_VLAN:
		if (f->nvlans == 0)
			return false;
		num = f->vid[0];
		break;
	case KEY_ICMP_TYPE:
		/* ICMP types as they are, ICMPv6 types from 256 up */
		if (!f->l4 || (f->proto != PKT_IPPROTO_ICMP && f->proto != PKT_IPPROTO_ICMPV6))
			return false;
		num = f->icmp_type + (f->proto == PKT_IPPROTO_ICMPV6 ? 256u : 0u);
		break;
	case KEY_SPORT:
	case KEY_DPORT:
		if (!f->ports)
			return false;
		num = k == KEY_SPORT ? f->sport : f->dport;
		break;
	case KEY_SRC:
	case KEY_DST:
		if (!l3)
			return false;
		memset(&ak, 0, sizeof(ak));
		ak.family = f->l3 == PKT_L3_IPV4 ? 4 : 6;
		memcpy(ak.addr, k == KEY_SRC ? f->src : f->dst,
		       f->l3 == PKT_L3_IPV4 ? 4 : 16);
		memcpy(key, &ak, sizeof(ak));
		return true;
	default:
		return false;
	}
	memcpy(key, &num, sizeof(num));
	return true;
}

/* ---- programs ---- */

static void count(struct xdpc_counter *c, size_t bytes)
{
	c->packets++;
	c->bytes += bytes;
}

/* OVER (or NULL: the buckets decide) forces each rate-limited rule's state. */
static struct eval_result run(const struct program *p, const struct pkt_facts *f,
			      struct eval_counters *c, const bool *over)
{
	struct eval_result res = { p->default_verdict, -1 };

	if (c && (c->nrules != p->nrules || c->ntables != p->ntables)) {
		fputs("xdpc: eval: counters made for another program\n", stderr);
		abort();
	}
	for (size_t i = 0; i < p->nrules; i++) {
		const struct rule *r = p->rules[i];
		struct xdpc_addr_key key;   /* large enough for every key */

		if (r->index < 0 || (r->match && !eval_expr(r->match, f)))
			continue;
		/* a rate-limited rule applies to the frames beyond its rate */
		if (r->rate && !(over ? over[i]
				      : eval_rate_over(c ? c->rates : NULL, r, f, c ? c->now : 0)))
			continue;
		if (c) {
			count(&c->rules[r->index], f->len);
			/* The rule counts the frame even when the frame has no
			 * key for the rule's table (e.g. `count by sport` on ARP). */
			if (r->key != KEY_NONE && r->table >= 0 &&
			    eval_count_key(r->key, f, &key))
				table_add(&c->tables[r->table], &key, f->len);
		}
		if (r->action != ACT_COUNT) {
			res.verdict = r->action == ACT_DROP ? VERDICT_DROP : VERDICT_PASS;
			res.rule = r->index;
			return res;
		}
	}
	if (c)
		count(&c->rules[p->nrules], f->len);
	return res;
}

struct eval_result eval_facts(const struct program *p, const struct pkt_facts *f,
			      struct eval_counters *c)
{
	return run(p, f, c, NULL);
}

struct eval_result eval_frame(const struct program *p, const uint8_t *data,
			      size_t len, struct eval_counters *c)
{
	struct pkt_facts f;

	pkt_parse(data, len, &f);
	return run(p, &f, c, NULL);
}

struct eval_result eval_frame_forced(const struct program *p, const uint8_t *data,
				     size_t len, struct eval_counters *c, const bool *over)
{
	struct pkt_facts f;

	pkt_parse(data, len, &f);
	return run(p, &f, c, over);
}
