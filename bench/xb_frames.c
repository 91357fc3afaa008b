/* The frames the benchmarks run, built with the tests' frame builder. */
#include "xb.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

double xb_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

struct spec {
	char kind[16];
	size_t len;          /* 0: natural length */
	char src[64], dst[64];
	uint16_t sport, dport;
};

/* "#SPORT[,DPORT]" at the end of a spec (it cannot be in an address). */
static int parse_ports(char *hash, struct spec *s)
{
	char *end;
	unsigned long sp, dp = s->dport;

	sp = strtoul(hash + 1, &end, 10);
	if (end == hash + 1 || sp > 65535 || (*end && *end != ','))
		return -1;
	if (*end == ',') {
		const char *d = end + 1;

		dp = strtoul(d, &end, 10);
		if (end == d || *end || dp > 65535)
			return -1;
	}
	s->sport = (uint16_t)sp;
	s->dport = (uint16_t)dp;
	*hash = 0;
	return 0;
}

static int parse_spec(const char *whole, struct spec *s)
{
	char text[256], *hash;
	const char *at, *slash;
	size_t klen;

	memset(s, 0, sizeof(*s));
	s->sport = 7;   /* echo to discard: see build() */
	s->dport = 9;
	if (strlen(whole) >= sizeof(text))
		return -1;
	strcpy(text, whole);
	if ((hash = strchr(text, '#')) && parse_ports(hash, s) < 0)
		return -1;
	at = strchr(text, '@');
	slash = strchr(text, '/');
	klen = strcspn(text, "/@");
	if (klen == 0 || klen >= sizeof(s->kind))
		return -1;
	memcpy(s->kind, text, klen);
	if (slash && (!at || slash < at)) {
		char *end;

		s->len = strtoul(slash + 1, &end, 10);
		if (end == slash + 1 || (*end && *end != '@') || s->len > 1514)
			return -1;
	}
	if (at) {
		const char *comma = strchr(at + 1, ',');
		size_t n = comma ? (size_t)(comma - at - 1) : strlen(at + 1);

		if (n == 0 || n >= sizeof(s->src) || (comma && strlen(comma + 1) >= sizeof(s->dst)))
			return -1;
		memcpy(s->src, at + 1, n);
		if (comma)
			strcpy(s->dst, comma + 1);
	}
	return 0;
}

static const char *or_default(const char *v, const char *def)
{
	return *v ? v : def;
}

static void ipv4(struct frame *f, const struct spec *s)
{
	frame_ipv4(f, or_default(s->src, "192.0.2.1"), or_default(s->dst, "198.51.100.7"));
}

static void ipv6(struct frame *f, const struct spec *s)
{
	frame_ipv6(f, or_default(s->src, "2001:db8::1"), or_default(s->dst, "2001:db8::2"));
}

/* Ports 7 -> 9 (echo to discard) unless the spec says otherwise: no rule
 * of the rules benchmark names a port below 1024. */
static int build(struct frame *f, const struct spec *s)
{
	const char *k = s->kind;

	if (!strcmp(k, "udp4") || !strcmp(k, "trunc4")) {
		ipv4(f, s);
		frame_udp(f, s->sport, s->dport);
	} else if (!strcmp(k, "tcp4")) {
		ipv4(f, s);
		frame_tcp(f, s->sport, s->dport, 0x02);
	} else if (!strcmp(k, "icmp4")) {
		ipv4(f, s);
		frame_icmp(f, 8, 0);
	} else if (!strcmp(k, "udp6")) {
		ipv6(f, s);
		frame_udp(f, s->sport, s->dport);
	} else if (!strcmp(k, "tcp6")) {
		ipv6(f, s);
		frame_tcp(f, s->sport, s->dport, 0x02);
	} else if (!strcmp(k, "icmp6")) {
		ipv6(f, s);
		frame_icmp(f, 128, 0);
	} else if (!strcmp(k, "ext6") || !strcmp(k, "trunc6")) {
		ipv6(f, s);
		frame_ip6_ext(f, 0, 8);    /* hop-by-hop */
		frame_ip6_ext(f, 43, 24);  /* routing */
		frame_ip6_ext(f, 60, 16);  /* destination options */
		frame_udp(f, s->sport, s->dport);
	} else if (!strcmp(k, "qinq")) {
		/* re-done by the caller after the tags: see xb_frame */
		ipv4(f, s);
		frame_udp(f, s->sport, s->dport);
	} else {
		return -1;
	}
	return 0;
}

int xb_frame(const char *text, const char *dst_mac, const char *src_mac,
	     struct frame *f)
{
	struct spec s;

	if (parse_spec(text, &s) < 0) {
		fprintf(stderr, "xdpc-bench: bad frame '%s' (KIND[/LEN][@SRC[,DST]][#SPORT[,DPORT]])\n", text);
		return -1;
	}
	frame_init(f);
	frame_eth(f, dst_mac, src_mac);
	if (!strcmp(s.kind, "qinq")) {
		frame_vlan(f, 0x88a8, 100);
		frame_vlan(f, 0x8100, 200);
	}
	if (build(f, &s) < 0) {
		fprintf(stderr, "xdpc-bench: unknown frame kind '%s' "
			"(udp4 tcp4 icmp4 udp6 tcp6 icmp6 ext6 qinq trunc4 trunc6)\n", s.kind);
		return -1;
	}
	if (s.len > f->len)
		frame_payload(f, NULL, s.len - f->len);
	else if (f->len < 60 && !s.len)
		frame_payload(f, NULL, 60 - f->len);   /* Ethernet minimum */
	if (!strcmp(s.kind, "trunc4"))
		/* 16 of the 20 bytes of the IPv4 header */
		frame_truncate(f, frame_find(f, FL_IPV4)->off + 16);
	else if (!strcmp(s.kind, "trunc6"))
		/* the last extension header (destination options) cut short */
		frame_truncate(f, frame_find(f, FL_IP6_EXT)->off + 12);
	return 0;
}
