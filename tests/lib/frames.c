#include "frames.h"

#include <arpa/inet.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void die(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	fputs("frames: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	abort();
}

static void put16(uint8_t *p, uint16_t v)
{
	p[0] = (uint8_t)(v >> 8);
	p[1] = (uint8_t)v;
}

static uint16_t get16(const uint8_t *p)
{
	return (uint16_t)(p[0] << 8 | p[1]);
}

/* ---- lengths and checksums, redone after every append ---- */

static uint32_t sum16(uint32_t sum, const uint8_t *p, size_t n)
{
	for (size_t i = 0; i + 1 < n; i += 2)
		sum += get16(p + i);
	if (n & 1)
		sum += (uint32_t)p[n - 1] << 8;
	return sum;
}

static uint16_t fold(uint32_t sum)
{
	while (sum >> 16)
		sum = (sum & 0xffff) + (sum >> 16);
	return (uint16_t)~sum;
}

/* The IP layer that carries layer I, or NULL. */
static const struct frame_layer *ip_before(const struct frame *f, size_t i)
{
	while (i-- > 0)
		if (f->layers[i].kind == FL_IPV4 || f->layers[i].kind == FL_IPV6)
			return &f->layers[i];
	return NULL;
}

static void l4_checksum(struct frame *f, size_t i, size_t csum_at, uint8_t proto)
{
	const struct frame_layer *l = &f->layers[i], *ip = ip_before(f, i);
	uint8_t *h = f->buf + l->off;
	size_t n = f->len - l->off;
	uint32_t sum = 0;

	put16(h + csum_at, 0);
	if (proto != 1 && ip) {   /* ICMPv4 has no pseudo-header */
		const uint8_t *iph = f->buf + ip->off;
		bool v4 = ip->kind == FL_IPV4;

		sum = sum16(sum, iph + (v4 ? 12 : 8), v4 ? 8 : 32);
		sum += proto + (uint32_t)n;
	}
	sum = fold(sum16(sum, h, n));
	/* UDP sends a computed 0 as 0xffff: 0 means "no checksum". */
	put16(h + csum_at, proto == 17 && sum == 0 ? 0xffff : (uint16_t)sum);
}

static void fixup(struct frame *f)
{
	for (size_t i = f->nlayers; i-- > 0;) {
		struct frame_layer *l = &f->layers[i];
		uint8_t *h = f->buf + l->off;

		/* Cut by frame_truncate: leave the header as it was. */
		if (l->off + l->len > f->len)
			continue;
		switch (l->kind) {
		case FL_IPV4:
			put16(h + 2, (uint16_t)(f->len - l->off));
			put16(h + 10, 0);
			put16(h + 10, fold(sum16(0, h, l->len)));
			break;
		case FL_IPV6:
			put16(h + 4, (uint16_t)(f->len - l->off - 40));
			break;
		case FL_UDP:
			put16(h + 4, (uint16_t)(f->len - l->off));
			l4_checksum(f, i, 6, 17);
			break;
		case FL_TCP: l4_checksum(f, i, 16, 6); break;
		case FL_ICMP: l4_checksum(f, i, 2, 1); break;
		case FL_ICMP6: l4_checksum(f, i, 2, 58); break;
		default: break;
		}
	}
}

/* ---- appending ---- */

/* Room for a LEN-byte layer of KIND, zeroed; returns its first byte. */
static uint8_t *push(struct frame *f, enum frame_layer_kind kind, size_t len)
{
	uint8_t *h;

	if (f->len + len > FRAME_MAX || f->nlayers == FRAME_MAX_LAYERS)
		die("frame too long");
	h = f->buf + f->len;
	memset(h, 0, len);
	f->layers[f->nlayers++] = (struct frame_layer){ kind, f->len, len };
	f->len += len;
	return h;
}

/* Writes VALUE into the pending next field, which must be WIDTH wide. */
static void link_prev(struct frame *f, size_t width, uint16_t value, const char *what)
{
	if (f->next_size != width)
		die("%s cannot follow the previous layer", what);
	frame_next(f, value);
}

static void set_next(struct frame *f, const uint8_t *field, size_t width)
{
	f->next_off = (size_t)(field - f->buf);
	f->next_size = width;
}

void frame_next(struct frame *f, uint16_t value)
{
	if (f->next_size == 2)
		put16(f->buf + f->next_off, value);
	else if (f->next_size == 1)
		f->buf[f->next_off] = (uint8_t)value;
	else
		die("no next-protocol field to set");
	fixup(f);
}

void frame_init(struct frame *f)
{
	f->len = 0;
	f->nlayers = 0;
	f->next_size = 0;
}

static void parse_mac(uint8_t *out, const char *s, const char *dflt)
{
	unsigned b[6];

	if (!s)
		s = dflt;
	if (sscanf(s, "%x:%x:%x:%x:%x:%x", &b[0], &b[1], &b[2], &b[3], &b[4], &b[5]) != 6)
		die("bad MAC '%s'", s);
	for (int i = 0; i < 6; i++)
		out[i] = (uint8_t)b[i];
}

void frame_eth(struct frame *f, const char *dst, const char *src)
{
	uint8_t *h = push(f, FL_ETH, 14);

	parse_mac(h, dst, "02:00:00:00:00:02");
	parse_mac(h + 6, src, "02:00:00:00:00:01");
	set_next(f, h + 12, 2);
	fixup(f);
}

void frame_vlan(struct frame *f, uint16_t tpid, uint16_t tci)
{
	link_prev(f, 2, tpid, "a VLAN tag");
	uint8_t *h = push(f, FL_VLAN, 4);

	put16(h, tci);
	set_next(f, h + 2, 2);
	fixup(f);
}

void frame_arp(struct frame *f)
{
	link_prev(f, 2, 0x0806, "ARP");
	uint8_t *h = push(f, FL_ARP, 28);
	static const uint8_t spa[4] = { 192, 0, 2, 1 }, tpa[4] = { 192, 0, 2, 2 };

	put16(h, 1);            /* Ethernet */
	put16(h + 2, 0x0800);   /* IPv4 */
	h[4] = 6;
	h[5] = 4;
	put16(h + 6, 1);        /* request */
	parse_mac(h + 8, NULL, "02:00:00:00:00:01");
	memcpy(h + 14, spa, 4);
	memcpy(h + 24, tpa, 4);
	f->next_size = 0;
	fixup(f);
}

static void parse_ip(int af, void *out, const char *s)
{
	if (inet_pton(af, s, out) != 1)
		die("bad IPv%d address '%s'", af == AF_INET ? 4 : 6, s);
}

void frame_ipv4_opts(struct frame *f, const char *src, const char *dst,
		     size_t optlen)
{
	if (optlen % 4 || optlen > 40)
		die("IPv4 option length %zu", optlen);
	/* IP in IP when it follows another IP layer. */
	link_prev(f, f->next_size == 1 ? 1 : 2, f->next_size == 1 ? 4 : 0x0800, "IPv4");
	uint8_t *h = push(f, FL_IPV4, 20 + optlen);

	h[0] = (uint8_t)(0x40 | (5 + optlen / 4));
	h[8] = 64;
	parse_ip(AF_INET, h + 12, src);
	parse_ip(AF_INET, h + 16, dst);
	memset(h + 20, 1, optlen);   /* NOP options */
	set_next(f, h + 9, 1);
	fixup(f);
}

void frame_ipv4(struct frame *f, const char *src, const char *dst)
{
	frame_ipv4_opts(f, src, dst, 0);
}

static struct frame_layer *last_of(struct frame *f, enum frame_layer_kind a,
				   enum frame_layer_kind b, const char *what)
{
	for (size_t i = f->nlayers; i-- > 0;)
		if (f->layers[i].kind == a || f->layers[i].kind == b)
			return &f->layers[i];
	die("no %s layer", what);
	return NULL;
}

void frame_ipv4_frag(struct frame *f, bool mf, uint16_t offset8)
{
	struct frame_layer *l = last_of(f, FL_IPV4, FL_IPV4, "IPv4");
	uint8_t *h = f->buf + l->off;

	put16(h + 6, (uint16_t)((get16(h + 6) & 0x4000) | (mf ? 0x2000 : 0) |
				(offset8 & 0x1fff)));
	fixup(f);
}

void frame_ipv6(struct frame *f, const char *src, const char *dst)
{
	link_prev(f, f->next_size == 1 ? 1 : 2, f->next_size == 1 ? 41 : 0x86dd, "IPv6");
	uint8_t *h = push(f, FL_IPV6, 40);

	h[0] = 0x60;
	h[7] = 64;
	parse_ip(AF_INET6, h + 8, src);
	parse_ip(AF_INET6, h + 24, dst);
	set_next(f, h + 6, 1);
	fixup(f);
}

void frame_ip6_ext(struct frame *f, uint8_t type, size_t len)
{
	bool ah = type == 51;

	if (type != 0 && type != 43 && type != 60 && !ah)
		die("extension header type %u: use frame_ip6_frag for 44", type);
	if (len < 8 || len % (ah ? 4 : 8) || len > (ah ? 1028 : 2048))
		die("extension header length %zu", len);
	link_prev(f, 1, type, "an IPv6 extension header");
	uint8_t *h = push(f, FL_IP6_EXT, len);

	h[1] = (uint8_t)(ah ? len / 4 - 2 : len / 8 - 1);
	if (type == 0 || type == 60) {
		/* Options must fill the header: one PadN covers the rest. */
		h[2] = 1;
		h[3] = (uint8_t)(len - 4);
	} else if (ah && len >= 8) {
		put16(h + 4, 0x1234);   /* SPI */
	}
	set_next(f, h, 1);
	fixup(f);
}

void frame_ip6_frag(struct frame *f, bool mf, uint16_t offset8)
{
	link_prev(f, 1, 44, "an IPv6 fragment header");
	uint8_t *h = push(f, FL_IP6_FRAG, 8);

	put16(h + 2, (uint16_t)((offset8 & 0x1fff) << 3 | (mf ? 1 : 0)));
	put16(h + 6, 0x4242);   /* identification */
	set_next(f, h, 1);
	fixup(f);
}

void frame_tcp(struct frame *f, uint16_t sport, uint16_t dport, uint8_t flags)
{
	link_prev(f, 1, 6, "TCP");
	uint8_t *h = push(f, FL_TCP, 20);

	put16(h, sport);
	put16(h + 2, dport);
	h[12] = 5 << 4;   /* data offset: 20 bytes */
	h[13] = flags;
	put16(h + 14, 65535);
	f->next_size = 0;
	fixup(f);
}

void frame_udp(struct frame *f, uint16_t sport, uint16_t dport)
{
	link_prev(f, 1, 17, "UDP");
	uint8_t *h = push(f, FL_UDP, 8);

	put16(h, sport);
	put16(h + 2, dport);
	f->next_size = 0;
	fixup(f);
}

void frame_icmp(struct frame *f, uint8_t type, uint8_t code)
{
	const struct frame_layer *ip = last_of(f, FL_IPV4, FL_IPV6, "IP");
	bool v6 = ip->kind == FL_IPV6;

	link_prev(f, 1, v6 ? 58 : 1, "ICMP");
	uint8_t *h = push(f, v6 ? FL_ICMP6 : FL_ICMP, 8);

	h[0] = type;
	h[1] = code;
	f->next_size = 0;
	fixup(f);
}

void frame_payload(struct frame *f, const void *data, size_t n)
{
	uint8_t *h = push(f, FL_PAYLOAD, n);

	for (size_t i = 0; i < n; i++)
		h[i] = data ? ((const uint8_t *)data)[i] : (uint8_t)i;
	fixup(f);
}

void frame_set_ttl(struct frame *f, uint8_t ttl)
{
	struct frame_layer *l = last_of(f, FL_IPV4, FL_IPV6, "IP");

	f->buf[l->off + (l->kind == FL_IPV4 ? 8 : 7)] = ttl;
	fixup(f);
}

const struct frame_layer *frame_find(const struct frame *f,
				     enum frame_layer_kind kind)
{
	for (size_t i = f->nlayers; i-- > 0;)
		if (f->layers[i].kind == kind)
			return &f->layers[i];
	return NULL;
}

void frame_truncate(struct frame *f, size_t n)
{
	if (n < f->len)
		f->len = n;
}
