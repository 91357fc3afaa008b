/* A frame written in words for --explain: "udp 192.0.2.1:53 >
 * 198.51.100.2:4444 len 600 vlan 10". Words: tcp udp icmp icmpv6 arp,
 * proto N, SRC[:PORT] > DST[:PORT] (IPv6 as [ADDR]:PORT), len N, vlan N
 * (twice for Q-in-Q), ttl N, flags F,F, frag. The result is facts for the
 * witness builder, which makes the bytes. */
#include "explain.h"

#include <arpa/inet.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

struct words {
	char buf[512];
	char *w[64];
	int n, i;
	char *err;
	size_t errlen;
};

static int fail(struct words *w, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(w->err, w->errlen, fmt, ap);
	va_end(ap);
	return -1;
}

static int number(struct words *w, const char *what, unsigned long max, unsigned long *v)
{
	char *end;

	if (w->i + 1 >= w->n)
		return fail(w, "'%s' needs a number", what);
	*v = strtoul(w->w[++w->i], &end, 0);
	if (*end || *v > max)
		return fail(w, "'%s %s': a number from 0 to %lu", what, w->w[w->i], max);
	return 0;
}

/* ADDR[:PORT] or [ADDR6]:PORT into ADDR (16 bytes) and *PORT (-1: none). */
static int endpoint(struct words *w, const char *s, int *fam, uint8_t *addr, long *port)
{
	char a[64];
	const char *p = NULL;
	size_t n;

	if (s[0] == '[') {
		const char *close = strchr(s, ']');

		if (!close)
			return fail(w, "'%s': missing ']'", s);
		n = (size_t)(close - s - 1);
		memcpy(a, s + 1, n < 63 ? n : 63);
		a[n < 63 ? n : 63] = 0;
		p = close[1] == ':' ? close + 2 : NULL;
	} else {
		const char *colon = strchr(s, ':');

		n = strlen(s);
		if (colon && !strchr(colon + 1, ':')) {   /* one colon: v4 with a port */
			n = (size_t)(colon - s);
			p = colon + 1;
		}
		memcpy(a, s, n < 63 ? n : 63);
		a[n < 63 ? n : 63] = 0;
	}
	memset(addr, 0, 16);
	if (inet_pton(AF_INET, a, addr) == 1)
		*fam = 4;
	else if (inet_pton(AF_INET6, a, addr) == 1)
		*fam = 6;
	else
		return fail(w, "'%s' is not an address", a);
	*port = -1;
	if (p) {
		char *end;

		*port = strtol(p, &end, 10);
		if (*end || *port < 0 || *port > 65535)
			return fail(w, "'%s': a port is 0-65535", p);
	}
	return 0;
}

static int flags(struct words *w, uint8_t *out)
{
	static const char *const names[] = { "fin", "syn", "rst", "psh", "ack", "urg", "ece", "cwr" };
	char *save = NULL, *tok;

	if (w->i + 1 >= w->n)
		return fail(w, "'flags' needs flag names, e.g. syn,ack");
	for (tok = strtok_r(w->w[++w->i], ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		size_t k = 0;

		while (k < 8 && strcmp(tok, names[k]))
			k++;
		if (k == 8)
			return fail(w, "unknown TCP flag '%s'", tok);
		*out |= (uint8_t)(1u << k);
	}
	return 0;
}

struct spec {
	int fam, arp, have_proto;
	unsigned proto, nv, vid[2];
	unsigned long len, ttl;
	long sport, dport;
	uint8_t src[16], dst[16], flags;
	bool frag, have_addr;
};

static int word(struct words *w, struct spec *s)
{
	const char *x = w->w[w->i];
	unsigned long v = 0;   /* gcc -O3 cannot see that number() sets it on success */
	static const struct { const char *name; unsigned proto; } protos[] = {
		{ "tcp", 6 }, { "udp", 17 }, { "icmp", 1 }, { "icmpv6", 58 },
	};

	for (size_t k = 0; k < sizeof(protos) / sizeof(protos[0]); k++)
		if (!strcmp(x, protos[k].name)) {
			s->proto = protos[k].proto;
			s->have_proto = 1;
			return 0;
		}
	if (!strcmp(x, "arp"))
		return s->arp = 1, 0;
	if (!strcmp(x, "frag"))
		return s->frag = true, 0;
	if (!strcmp(x, "flags"))
		return flags(w, &s->flags);
	if (!strcmp(x, "proto"))
		return number(w, x, 255, &v) ? -1 : (s->proto = (unsigned)v, s->have_proto = 1, 0);
	if (!strcmp(x, "len"))
		return number(w, x, 65535, &s->len);
	if (!strcmp(x, "ttl"))
		return number(w, x, 255, &s->ttl);
	if (!strcmp(x, "vlan")) {
		if (s->nv == 2)
			return fail(w, "at most two vlan tags");
		if (number(w, x, 4095, &v))
			return -1;
		s->vid[s->nv++] = (unsigned)v;
		return 0;
	}
	if (w->i + 2 < w->n && !strcmp(w->w[w->i + 1], ">")) {
		int f1, f2;

		if (endpoint(w, x, &f1, s->src, &s->sport) || endpoint(w, w->w[w->i + 2], &f2, s->dst, &s->dport))
			return -1;
		if (f1 != f2)
			return fail(w, "source and destination are of different families");
		s->fam = f1;
		s->have_addr = true;
		w->i += 2;
		return 0;
	}
	return fail(w, "unknown word '%s' (expected tcp, udp, icmp, icmpv6, arp, proto N, SRC > DST, len N, vlan N, ttl N, flags F,F or frag)", x);
}

static void to_facts(const struct spec *s, struct pkt_facts *f)
{
	static const uint8_t esrc[6] = { 2, 0, 0, 0, 0, 1 }, edst[6] = { 2, 0, 0, 0, 0, 2 };

	memset(f, 0, sizeof(*f));
	f->eth = true;
	memcpy(f->eth_src, esrc, 6);
	memcpy(f->eth_dst, edst, 6);
	f->nvlans = s->nv;
	f->vid[0] = (uint16_t)s->vid[0];
	f->vid[1] = (uint16_t)s->vid[1];
	f->l3_off = PKT_ETH_LEN + PKT_VLAN_LEN * s->nv;
	if (s->arp) {
		f->ethertype = PKT_ETH_P_ARP;
		return;
	}
	f->ethertype = s->fam == 6 ? PKT_ETH_P_IPV6 : PKT_ETH_P_IPV4;
	f->l3 = s->fam == 6 ? PKT_L3_IPV6 : PKT_L3_IPV4;
	f->ip4_ihl = s->fam == 6 ? 0 : PKT_IP4_MIN_IHL;   /* no options */
	f->ttl = (uint8_t)s->ttl;
	memcpy(f->src, s->src, 16);
	memcpy(f->dst, s->dst, 16);
	f->frag = s->frag;
	f->ip6_next = s->fam != 6 ? 0 : s->frag ? 44 : (uint8_t)s->proto;   /* no other headers */
	f->proto_known = true;
	f->proto = (uint8_t)s->proto;
	f->l4 = pkt_l4_len(s->proto) != 0;
	f->ports = s->proto == 6 || s->proto == 17;
	f->sport = (uint16_t)(s->sport < 0 ? 40000 : s->sport);
	f->dport = (uint16_t)(s->dport < 0 ? 80 : s->dport);
	f->tcp_flags = s->proto == 6 ? s->flags : 0;
	f->tcp_doff = s->proto == 6 ? 5 : 0;   /* no options */
}

int explain_describe(const char *text, struct pkt_facts *f, char *err, size_t errlen)
{
	struct words w = { .err = err, .errlen = errlen };
	struct spec s = { .fam = 4, .ttl = 64, .sport = -1, .dport = -1, .proto = 6 };
	unsigned long min;
	char *save = NULL;

	snprintf(w.buf, sizeof(w.buf), "%s", text);
	for (char *t = strtok_r(w.buf, " \t", &save); t && w.n < 64; t = strtok_r(NULL, " \t", &save))
		w.w[w.n++] = t;
	for (w.i = 0; w.i < w.n; w.i++)
		if (word(&w, &s) < 0)
			return -1;
	if (!s.have_addr) {
		inet_pton(AF_INET, "192.0.2.1", s.src);
		inet_pton(AF_INET, "198.51.100.1", s.dst);
	}
	if (s.flags && s.proto != 6)
		return fail(&w, "'flags' needs tcp");
	to_facts(&s, f);
	min = f->l3_off + (s.arp ? 28 : f->l3 == PKT_L3_IPV6 ? 40 + (s.frag ? 8 : 0) : 20) +
	      (s.arp ? 0 : pkt_l4_len(s.proto));
	if (s.len && s.len < min)
		return fail(&w, "len %lu is too short for these headers (at least %lu)", s.len, min);
	f->len = s.len ? s.len : min < 60 ? 60 : min;
	if (!s.arp) {
		/* lengths and fragment word as a sender would write them */
		size_t l4 = f->l3_off + (f->l3 == PKT_L3_IPV6 ? 40 + (s.frag ? 8 : 0) : 20);

		f->ip_len = (uint32_t)(f->len - f->l3_off);
		f->ip4_frag = f->l3 == PKT_L3_IPV4 && s.frag ? 0x2000 : 0;
		f->udp_len = s.proto == 17 ? (uint16_t)(f->len - l4) : 0;
	}
	return 0;
}
