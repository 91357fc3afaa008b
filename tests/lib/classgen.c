/* ClassBench-like multi-field rule sets and the tuples that probe them.
 * See classgen.h. Addresses are 128-bit numbers (IPv4 in the low 32
 * bits), as in setmix.c. */
#include "classgen.h"
#include "frames.h"

#include <string.h>

typedef unsigned __int128 u128;

/* splitmix64: each call advances *S; seedable, the same everywhere */
static uint64_t next(uint64_t *s)
{
	uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static unsigned below(uint64_t *s, unsigned n)
{
	return n ? (unsigned)(next(s) % n) : 0;
}

/* An index into WEIGHTS (percentages summing to 100). */
static unsigned pick(uint64_t *s, const unsigned char *weights, unsigned n)
{
	unsigned r = below(s, 100), acc = 0;

	for (unsigned i = 0; i < n; i++) {
		acc += weights[i];
		if (r < acc)
			return i;
	}
	return n - 1;
}

/* ---- the families' statistics ---- */

/* Prefix-length classes: IPv4 lengths lo..hi and the IPv6 lengths they
 * stand for (a site's /16 is a /32 in IPv6, a subnet's /24 a /64). */
enum { PL_ANY, PL_SHORT, PL_16, PL_MID, PL_24, PL_LONG, PL_HOST, NPL };
static const unsigned char plen_v4[NPL][2] = {
	{ 0, 0 }, { 8, 15 }, { 16, 16 }, { 17, 23 }, { 24, 24 }, { 25, 31 }, { 32, 32 },
};
static const unsigned char plen_v6[NPL][2] = {
	{ 0, 0 }, { 32, 40 }, { 48, 48 }, { 49, 63 }, { 64, 64 }, { 65, 127 }, { 128, 128 },
};

/* Port classes, as ClassBench names them. */
enum { PC_WC, PC_HI, PC_LO, PC_EM, PC_AR, NPC };

enum { PR_TCP, PR_UDP, PR_ICMP, PR_ANY, NPR };

/* Percentages per family: source and destination prefix classes,
 * protocols, source and destination port classes, actions. */
struct mixstats {
	const char *name;
	unsigned char src[NPL], dst[NPL], proto[NPR], sport[NPC], dport[NPC], action[3];
};

static const struct mixstats mixes[] = {
	/* access lists: specific destinations, exact destination ports */
	{ "acl", { 15, 3, 10, 7, 25, 5, 35 }, { 5, 2, 8, 10, 25, 10, 40 },
	  { 70, 20, 5, 5 }, { 90, 5, 0, 3, 2 }, { 10, 10, 5, 65, 10 }, { 60, 30, 10 } },
	/* firewalls: many wildcards, port ranges, any protocol */
	{ "fw", { 45, 5, 10, 10, 15, 5, 10 }, { 30, 5, 10, 10, 20, 5, 20 },
	  { 45, 25, 5, 25 }, { 70, 15, 0, 10, 5 }, { 25, 20, 5, 35, 15 }, { 60, 30, 10 } },
	/* IP chains: in between */
	{ "ipc", { 20, 5, 15, 10, 20, 5, 25 }, { 15, 5, 15, 10, 20, 5, 30 },
	  { 50, 30, 10, 10 }, { 60, 10, 5, 20, 5 }, { 30, 10, 5, 45, 10 }, { 60, 30, 10 } },
};

static const struct mixstats *find_mix(const char *name)
{
	for (size_t i = 0; i < sizeof(mixes) / sizeof(mixes[0]); i++)
		if (!strcmp(mixes[i].name, name))
			return &mixes[i];
	return NULL;
}

int classgen_mix_known(const char *mix)
{
	return find_mix(mix) != NULL;
}

/* Exact ports: well-known services most of the time. */
static const uint16_t services[] = { 80, 443, 53, 25, 22, 21, 23, 110, 123, 161,
				     389, 445, 993, 1433, 3306, 3389, 5060, 8080 };
/* Tight mode's ports: range ends and their neighbours. */
static const uint16_t tight_ports[] = { 0, 1, 52, 53, 54, 59, 60, 61, 79, 80, 81,
					1023, 1024, 65534, 65535 };

/* ---- addresses ---- */

static unsigned bits_of(int fam)
{
	return fam == 4 ? 32 : 128;
}

static u128 to_u128(struct setmix_addr a)
{
	return (u128)a.hi << 64 | a.lo;
}

static struct setmix_addr from_u128(u128 v)
{
	return (struct setmix_addr){ (uint64_t)(v >> 64), (uint64_t)v };
}

static u128 host_mask(unsigned plen, int fam)
{
	unsigned host = bits_of(fam) - plen;

	return host >= 128 ? ~(u128)0 : ((u128)1 << host) - 1;
}

/* First octets of the bench's IPv4 sites: unicast, not 0, 10 (tight
 * mode's), 127, 192, 198, 203 (documentation ranges are the probes'). */
static unsigned site_octet(uint64_t *s)
{
	for (;;) {
		unsigned o = 1 + below(s, 223);

		if (o != 10 && o != 127 && o != 192 && o != 198 && o != 203)
			return o;
	}
}

/* A bench-mode address of site SITE: the site's /16 (IPv6 /32), one of 8
 * subnets in it, one of 8 below that, random host bits. Few subnets per
 * site make prefixes of different rules nest. */
static u128 site_addr(uint64_t *s, int fam, uint64_t site)
{
	uint64_t h = site;
	unsigned sub = below(s, 8), sub2 = below(s, 8);

	if (fam == 4) {
		uint64_t t = h;
		unsigned o1 = site_octet(&t), o2 = (unsigned)(next(&t) & 0xff);
		unsigned o3 = (unsigned)((next(&t) + sub * 37) & 0xff);

		return (u128)(o1 << 24 | o2 << 16 | o3 << 8 | (sub2 * 29 + below(s, 32)));
	}
	/* 2400::/8 .. 2c00::/8: never 2001:db8::/32 */
	uint64_t t = h, hi;

	hi = (0x24ULL + below(&t, 8)) << 56 | (next(&t) & 0x00ffffff00000000ULL);
	hi |= (uint64_t)((next(&t) + sub) & 0xffff) << 16 | ((sub2 * 4099) & 0xffff);
	return (u128)hi << 64 | next(s);
}

/* Tight mode: a handful of addresses in 10.1.0.0/16 and 2001:db8:1::/48
 * whose prefixes nest and touch. */
static u128 tight_addr(uint64_t *s, int fam)
{
	static const unsigned char o3[] = { 0, 1, 2, 3, 255 };
	static const unsigned char o4[] = { 0, 1, 2, 3, 127, 128, 255 };
	static const uint16_t w3[] = { 0, 1, 2, 0xffff };
	static const uint64_t low[] = { 0, 1, 2, 3, 0x8000000000000000ULL, ~0ULL };

	if (fam == 4)
		return (u128)(10u << 24 | 1u << 16 | (unsigned)o3[below(s, 5)] << 8 | o4[below(s, 7)]);
	return (u128)(0x20010db800010000ULL | w3[below(s, 4)]) << 64 | low[below(s, 6)];
}

static unsigned tight_plen(uint64_t *s, int fam)
{
	static const unsigned char v4[] = { 0, 8, 16, 22, 23, 24, 25, 31, 32 };
	static const unsigned char v6[] = { 0, 32, 48, 63, 64, 65, 127, 128 };

	return fam == 4 ? v4[below(s, sizeof(v4))] : v6[below(s, sizeof(v6))];
}

static struct setmix_pfx prefix(u128 a, unsigned plen, int fam)
{
	return (struct setmix_pfx){ from_u128(a & ~host_mask(plen, fam)), plen };
}

/* ---- ports ---- */

static void port_range(uint64_t *s, unsigned cls, bool tight, uint16_t *lo, uint16_t *hi)
{
	unsigned a, b;

	switch (cls) {
	case PC_HI:
		*lo = 1024, *hi = 65535;
		return;
	case PC_LO:
		*lo = 0, *hi = 1023;
		return;
	case PC_EM:
		a = tight ? tight_ports[below(s, sizeof(tight_ports) / 2)]
			  : below(s, 4) ? services[below(s, sizeof(services) / 2)] : 1 + below(s, 65535);
		*lo = *hi = (uint16_t)a;
		return;
	case PC_AR:
		if (tight) {
			a = tight_ports[below(s, sizeof(tight_ports) / 2)];
			b = tight_ports[below(s, sizeof(tight_ports) / 2)];
		} else {
			a = below(s, 65536);
			b = a + (1u << below(s, 14));
			b = b > 65535 ? 65535 : b;
		}
		*lo = (uint16_t)(a < b ? a : b), *hi = (uint16_t)(a < b ? b : a);
		return;
	default:
		*lo = 0, *hi = 65535;
		return;
	}
}

/* ---- rules ---- */

static const unsigned char tight_proto[NPR] = { 35, 35, 15, 15 };
static const unsigned char tight_ports_w[NPC] = { 30, 5, 5, 30, 30 };
static const unsigned char tight_action[3] = { 45, 35, 20 };

static unsigned rand_plen(uint64_t *s, const unsigned char *w, int fam)
{
	const unsigned char *r = (fam == 4 ? plen_v4 : plen_v6)[pick(s, w, NPL)];

	return r[0] + below(s, (unsigned)(r[1] - r[0] + 1));
}

static void gen_addrs(uint64_t *s, const struct classgen_opts *o, const struct mixstats *m,
		      size_t nsites, struct classgen_rule *r)
{
	unsigned sl, dl;

	if (o->tight) {
		r->fam = below(s, 10) < 7 ? o->fam : 10 - o->fam;
		sl = tight_plen(s, r->fam);
		dl = tight_plen(s, r->fam);
		r->src = prefix(tight_addr(s, r->fam), sl, r->fam);
		r->dst = prefix(tight_addr(s, r->fam), dl, r->fam);
	} else {
		r->fam = o->fam;
		sl = rand_plen(s, m->src, r->fam);
		dl = rand_plen(s, m->dst, r->fam);
		if (!sl && !dl)   /* every bench rule names an address */
			dl = rand_plen(s, (const unsigned char[NPL]){ 0, 10, 20, 20, 30, 10, 10 }, r->fam);
		r->src = prefix(site_addr(s, r->fam, below(s, (unsigned)nsites)), sl, r->fam);
		r->dst = prefix(site_addr(s, r->fam, below(s, (unsigned)nsites)), dl, r->fam);
	}
	if (!sl && !dl)
		r->fam = 0;
}

static void gen_rule(uint64_t *s, const struct classgen_opts *o, const struct mixstats *m,
		     size_t nsites, struct classgen_rule *r)
{
	const unsigned char *pw = o->tight ? tight_proto : m->proto;
	unsigned p;

	memset(r, 0, sizeof(*r));
	gen_addrs(s, o, m, nsites, r);
	p = pick(s, pw, NPR);
	if (r->fam == 0 && p == PR_ANY)   /* "drop;" would end every test */
		p = PR_TCP;
	r->proto = p == PR_TCP ? 6 : p == PR_UDP ? 17 : p == PR_ICMP ? (r->fam == 6 ? 58 : 1) : 0;
	r->sport_hi = r->dport_hi = 65535;
	if (r->proto == 6 || r->proto == 17) {
		port_range(s, pick(s, o->tight ? tight_ports_w : m->sport, NPC), o->tight,
			   &r->sport_lo, &r->sport_hi);
		port_range(s, pick(s, o->tight ? tight_ports_w : m->dport, NPC), o->tight,
			   &r->dport_lo, &r->dport_hi);
	}
	r->action = (enum classgen_action)pick(s, o->tight ? tight_action : m->action, 3);
}

/* Bench mode's last rule: the documentation ranges, so classgen_last()
 * reaches it past every other rule. It passes: the sets run under
 * `default drop;`, as firewalls do. */
static void last_rule(int fam, struct classgen_rule *r)
{
	struct classgen_tuple t;

	memset(r, 0, sizeof(*r));
	classgen_last(fam, &t);
	r->fam = fam;
	r->src = prefix(to_u128(t.src), fam == 4 ? 24 : 64, fam);
	r->dst = prefix(to_u128(t.dst), fam == 4 ? 24 : 64, fam);
	r->proto = 17;
	r->sport_hi = 65535;
	r->dport_lo = r->dport_hi = t.dport;
	r->action = CLASSGEN_PASS;
}

int classgen_gen(const struct classgen_opts *o, struct classgen_rule *out)
{
	const struct mixstats *m = find_mix(o->mix);
	uint64_t s = o->seed;
	size_t nsites = o->n / 32 + 8;

	if (!m || (o->fam != 4 && o->fam != 6))
		return -1;
	for (size_t i = 0; i < o->n; i++)
		gen_rule(&s, o, m, nsites, &out[i]);
	if (!o->tight && o->n > 0)
		last_rule(o->fam, &out[o->n - 1]);
	return 0;
}

/* ---- text ---- */

const char *classgen_action_name(enum classgen_action a)
{
	return a == CLASSGEN_DROP ? "drop" : a == CLASSGEN_PASS ? "pass" : "count";
}

static size_t put_pfx(char *buf, size_t cap, const char *word, int fam,
		      const struct setmix_pfx *p)
{
	char a[46];

	if (p->plen == 0)
		return 0;
	setmix_format(a, fam, p->a);
	return (size_t)snprintf(buf, cap, " %s %s/%u", word, a, p->plen);
}

static size_t put_ports(char *buf, size_t cap, const char *word, uint16_t lo, uint16_t hi)
{
	if (lo == 0 && hi == 65535)
		return 0;
	if (lo == hi)
		return (size_t)snprintf(buf, cap, " %s %u", word, lo);
	return (size_t)snprintf(buf, cap, " %s %u-%u", word, lo, hi);
}

static const char *proto_word(uint8_t p)
{
	return p == 6 ? "tcp" : p == 17 ? "udp" : p == 1 ? "icmp" : p == 58 ? "icmpv6" : NULL;
}

void classgen_match_text(char *buf, size_t cap, const struct classgen_rule *r)
{
	size_t n = 0;

	buf[0] = 0;
	n += put_pfx(buf + n, cap - n, "src", r->fam, &r->src);
	if (n < cap)
		n += put_pfx(buf + n, cap - n, "dst", r->fam, &r->dst);
	if (n < cap && proto_word(r->proto))
		n += (size_t)snprintf(buf + n, cap - n, " %s", proto_word(r->proto));
	if (n < cap)
		n += put_ports(buf + n, cap - n, "sport", r->sport_lo, r->sport_hi);
	if (n < cap)
		put_ports(buf + n, cap - n, "dport", r->dport_lo, r->dport_hi);
	if (buf[0] == ' ')
		memmove(buf, buf + 1, strlen(buf));
}

void classgen_rule_text(char *buf, size_t cap, const struct classgen_rule *r)
{
	char m[256];

	classgen_match_text(m, sizeof(m), r);
	snprintf(buf, cap, "%s%s%s;", classgen_action_name(r->action), *m ? " " : "", m);
}

int classgen_write(FILE *f, const struct classgen_rule *r, size_t n)
{
	char line[300];

	for (size_t i = 0; i < n; i++) {
		classgen_rule_text(line, sizeof(line), &r[i]);
		if (fprintf(f, "%s\n", line) < 0)
			return -1;
	}
	return ferror(f) ? -1 : 0;
}

/* ---- tuples ---- */

static struct setmix_addr inside_pfx(const struct setmix_pfx *p, int fam, uint64_t *s)
{
	u128 r = (u128)next(s) << 64 | next(s);

	return from_u128(to_u128(p->a) | (r & host_mask(p->plen, fam)));
}

void classgen_inside(const struct classgen_rule *r, int fam, uint64_t *s,
		     struct classgen_tuple *t)
{
	static const uint8_t any[] = { 6, 17, 1 };

	memset(t, 0, sizeof(*t));
	t->fam = r->fam ? r->fam : r->proto == 1 ? 4 : r->proto == 58 ? 6 : fam;
	t->src = inside_pfx(&r->src, t->fam, s);
	t->dst = inside_pfx(&r->dst, t->fam, s);
	if (t->fam == 4) {   /* IPv4 lives in the low 32 bits */
		t->src = from_u128(to_u128(t->src) & 0xffffffffu);
		t->dst = from_u128(to_u128(t->dst) & 0xffffffffu);
	}
	t->proto = r->proto ? r->proto : any[below(s, 3)];
	if (t->proto == 1 && t->fam == 6)
		t->proto = 58;
	t->sport = (uint16_t)(r->sport_lo + below(s, (unsigned)(r->sport_hi - r->sport_lo) + 1));
	t->dport = (uint16_t)(r->dport_lo + below(s, (unsigned)(r->dport_hi - r->dport_lo) + 1));
}

/* FIRST/LAST of prefix P and one beyond each, into A (returns how many). */
static size_t pfx_edges(const struct setmix_pfx *p, int fam, struct setmix_addr *a)
{
	u128 lo = to_u128(p->a), hi = lo | host_mask(p->plen, fam);
	u128 top = fam == 4 ? 0xffffffffu : ~(u128)0;
	size_t n = 0;

	a[n++] = from_u128(lo);
	a[n++] = from_u128(hi);
	if (lo > 0)
		a[n++] = from_u128(lo - 1);
	if (hi < top)
		a[n++] = from_u128(hi + 1);
	return n;
}

static size_t port_edges(uint16_t lo, uint16_t hi, uint16_t *p)
{
	size_t n = 0;

	p[n++] = lo;
	p[n++] = hi;
	if (lo > 0)
		p[n++] = (uint16_t)(lo - 1);
	if (hi < 65535)
		p[n++] = (uint16_t)(hi + 1);
	return n;
}

size_t classgen_edges(const struct classgen_rule *r, int fam, uint64_t *s,
		      struct classgen_tuple *out, size_t cap)
{
	struct classgen_tuple base;
	struct setmix_addr a[4];
	uint16_t p[4];
	size_t n = 0, k;

	classgen_inside(r, fam, s, &base);
	for (int field = 0; field < 5; field++) {
		if (field < 2) {
			const struct setmix_pfx *x = field ? &r->dst : &r->src;

			k = x->plen ? pfx_edges(x, base.fam, a) : 0;
			for (size_t i = 0; i < k && n < cap; i++) {
				out[n] = base;
				*(field ? &out[n].dst : &out[n].src) = a[i];
				n++;
			}
		} else if (field < 4) {
			if (base.proto != 6 && base.proto != 17)
				continue;
			k = field == 2 ? port_edges(r->sport_lo, r->sport_hi, p)
				       : port_edges(r->dport_lo, r->dport_hi, p);
			for (size_t i = 0; i < k && n < cap; i++) {
				out[n] = base;
				*(field == 2 ? &out[n].sport : &out[n].dport) = p[i];
				n++;
			}
		} else if (r->proto && n < cap) {
			/* the other transport: same ports, another protocol */
			out[n] = base;
			out[n].proto = r->proto == 6 ? 17 : 6;
			n++;
		}
	}
	return n;
}

static struct setmix_addr parse_const(int fam, uint32_t v4, uint64_t v6lo)
{
	return fam == 4 ? (struct setmix_addr){ 0, v4 }
			: (struct setmix_addr){ 0x20010db800000000ULL, v6lo };
}

void classgen_miss(int fam, struct classgen_tuple *t)
{
	memset(t, 0, sizeof(*t));
	t->fam = fam;
	t->src = parse_const(fam, 0xc0000201u, 1);        /* 192.0.2.1 / 2001:db8::1 */
	t->dst = parse_const(fam, 0xc6336407u, 2);        /* 198.51.100.7 / 2001:db8::2 */
	t->proto = 17;
	t->sport = 7;
	t->dport = 9;
}

void classgen_last(int fam, struct classgen_tuple *t)
{
	memset(t, 0, sizeof(*t));
	t->fam = fam;
	t->src = fam == 4 ? (struct setmix_addr){ 0, 0xcb007109u }   /* 203.0.113.9 */
			  : (struct setmix_addr){ 0x20010db8cb000000ULL, 9 };
	t->dst = parse_const(fam, 0xc6336407u, 2);
	t->proto = 17;
	t->sport = 7;
	t->dport = 53;
}

static int in_pfx(const struct setmix_pfx *p, int fam, struct setmix_addr a)
{
	return (to_u128(a) & ~host_mask(p->plen, fam)) == to_u128(p->a);
}

int classgen_matches(const struct classgen_rule *r, const struct classgen_tuple *t)
{
	bool ports = r->sport_lo || r->sport_hi != 65535 || r->dport_lo || r->dport_hi != 65535;

	if ((r->src.plen || r->dst.plen) &&
	    (t->fam != r->fam || !in_pfx(&r->src, r->fam, t->src) ||
	     !in_pfx(&r->dst, r->fam, t->dst)))
		return 0;
	if (r->proto && r->proto != t->proto)
		return 0;
	if (ports && (t->proto != 6 && t->proto != 17))
		return 0;
	return t->sport >= r->sport_lo && t->sport <= r->sport_hi &&
	       t->dport >= r->dport_lo && t->dport <= r->dport_hi;
}

long classgen_first(const struct classgen_rule *r, size_t n, const struct classgen_tuple *t)
{
	for (size_t i = 0; i < n; i++)
		if (r[i].action != CLASSGEN_COUNT && classgen_matches(&r[i], t))
			return (long)i;
	return -1;
}

void classgen_frame(const struct classgen_tuple *t, uint16_t vid, size_t payload,
		    struct frame *f)
{
	char src[46], dst[46];

	setmix_format(src, t->fam, t->src);
	setmix_format(dst, t->fam, t->dst);
	frame_init(f);
	frame_eth(f, NULL, NULL);
	if (vid)
		frame_vlan(f, 0x8100, vid);
	if (t->fam == 4)
		frame_ipv4(f, src, dst);
	else
		frame_ipv6(f, src, dst);
	if (t->proto == 6)
		frame_tcp(f, t->sport, t->dport, 0x02);
	else if (t->proto == 17)
		frame_udp(f, t->sport, t->dport);
	else
		frame_icmp(f, t->fam == 4 ? 8 : 128, 0);
	frame_payload(f, NULL, payload);
}

void classgen_tuple_spec(char *buf, size_t cap, const struct classgen_tuple *t)
{
	const char *kind = t->proto == 6 ? "tcp" : t->proto == 17 ? "udp" : "icmp";
	char s[46], d[46];

	setmix_format(s, t->fam, t->src);
	setmix_format(d, t->fam, t->dst);
	if (t->proto == 6 || t->proto == 17)
		snprintf(buf, cap, "%s%d@%s,%s#%u,%u", kind, t->fam, s, d, t->sport, t->dport);
	else
		snprintf(buf, cap, "%s%d@%s,%s", kind, t->fam, s, d);
}
