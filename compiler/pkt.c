#include "pkt.h"

#include <arpa/inet.h>
#include <string.h>

static uint16_t rd16(const uint8_t *p)
{
	return (uint16_t)(p[0] << 8 | p[1]);
}

static uint32_t rd32(const uint8_t *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

/* Whether N bytes at OFF lie wholly inside a frame of LEN bytes; written so
 * that it cannot overflow. */
static bool inside(size_t len, size_t off, size_t n)
{
	return off <= len && n <= len - off;
}

static bool is_vlan_type(uint16_t t)
{
	return t == PKT_ETH_P_8021Q || t == PKT_ETH_P_8021AD;
}

static void parse_ipv4(const uint8_t *d, size_t len, struct pkt_facts *f)
{
	size_t off = f->l3_off;
	const uint8_t *h = d + off;
	size_t hlen;
	uint16_t frag;

	/* IHL >= 5 means at least 20 bytes; check them before reading any. */
	if (!inside(len, off, PKT_IP4_MIN_LEN) || h[0] >> 4 != 4 || (h[0] & 0xf) < PKT_IP4_MIN_IHL)
		return;
	hlen = (size_t)(h[0] & 0xf) * 4;
	if (!inside(len, off, hlen))
		return;
	f->l3 = PKT_L3_IPV4;
	f->ttl = h[8];
	f->tos = h[1];
	f->ip_len = rd16(h + 2);
	f->proto = h[9];
	f->proto_known = true;
	memcpy(f->src, h + 12, 4);
	memcpy(f->dst, h + 16, 4);
	frag = rd16(h + 6);
	f->ip4_frag = frag;
	f->ip4_id = rd16(h + 4);
	f->ip4_ihl = (uint8_t)(h[0] & 0xf);
	f->ip4_sum = rd16(h + 10);
	f->frag = (frag & 0x2000) || (frag & 0x1fff);
	f->later_frag = (frag & 0x1fff) != 0;
	f->l4_off = off + hlen;
}

enum pkt_ext pkt_ext_kind(unsigned nh)
{
	switch (nh) {
	case 0: case 43: case 60: return PKT_EXT_OPTS;
	case 44: return PKT_EXT_FRAG;
	case 51: return PKT_EXT_AH;
	default: return PKT_EXT_NONE;
	}
}

static void parse_ipv6(const uint8_t *d, size_t len, struct pkt_facts *f)
{
	size_t off = f->l3_off;
	const uint8_t *h = d + off;
	size_t p = off + PKT_IP6_LEN;
	uint8_t nh;

	if (!inside(len, off, PKT_IP6_LEN) || h[0] >> 4 != 6)
		return;
	f->l3 = PKT_L3_IPV6;
	f->ttl = h[7];
	f->tos = (uint8_t)(rd32(h) >> 20);
	f->flowlabel = rd32(h) & 0xfffff;
	f->ip_len = (uint32_t)rd16(h + 4) + PKT_IP6_LEN;
	memcpy(f->src, h + 8, 16);
	memcpy(f->dst, h + 24, 16);
	nh = h[6];
	f->ip6_next = nh;
	while (pkt_ext_kind(nh) != PKT_EXT_NONE) {
		const uint8_t *x = d + p;
		enum pkt_ext kind = pkt_ext_kind(nh);
		size_t xlen;

		if (f->nexthdrs == PKT_MAX_EXTHDRS)
			return; /* a 9th would be needed: protocol unknown */
		/* Every extension header is at least 8 bytes long. */
		if (!inside(len, p, 8))
			return;
		if (kind == PKT_EXT_FRAG)
			xlen = 8;
		else if (kind == PKT_EXT_AH)
			xlen = ((size_t)x[1] + 2) * 4;
		else
			xlen = ((size_t)x[1] + 1) * 8;
		if (!inside(len, p, xlen))
			return;
		f->nexthdrs++;
		if (kind == PKT_EXT_FRAG) {
			f->frag = true;
			if (rd16(x + 2) & 0xfff8) {
				/* A later fragment: its protocol is known, its L4
				 * header is not here. */
				f->later_frag = true;
				f->proto = x[0];
				f->proto_known = true;
				return;
			}
		}
		nh = x[0];
		p += xlen;
	}
	f->proto = nh;
	f->proto_known = true;
	f->l4_off = p;
	f->l4_far = p > PKT_MAX_BASE;
}

unsigned pkt_l4_len(unsigned proto)
{
	switch (proto) {
	case PKT_IPPROTO_TCP: return PKT_TCP_LEN;
	case PKT_IPPROTO_UDP: return PKT_UDP_LEN;
	case PKT_IPPROTO_ICMP: case PKT_IPPROTO_ICMPV6: return PKT_ICMP_LEN;
	default: return 0;
	}
}

size_t pkt_payload_start(unsigned proto, size_t l4, unsigned doff)
{
	return l4 + (proto == PKT_IPPROTO_UDP ? PKT_UDP_LEN : (size_t)doff * 4);
}

static void parse_l4(const uint8_t *d, size_t len, struct pkt_facts *f)
{
	size_t need;
	const uint8_t *q;

	if (f->l3 == PKT_L3_NONE || !f->proto_known || f->later_frag)
		return;
	need = pkt_l4_len(f->proto);
	if (!need || !inside(len, f->l4_off, need))
		return;
	q = d + f->l4_off;
	f->l4 = true;
	if (f->proto == PKT_IPPROTO_TCP || f->proto == PKT_IPPROTO_UDP) {
		f->ports = true;
		f->sport = rd16(q);
		f->dport = rd16(q + 2);
	}
	if (f->proto == PKT_IPPROTO_TCP) {
		f->tcp_seq = rd32(q + 4);
		f->tcp_ack = rd32(q + 8);
		f->tcp_flags = q[13];
		f->tcp_window = rd16(q + 14);
		f->l4_csum = rd16(q + 16);
		f->tcp_urg = rd16(q + 18);
		/* the data offset counts 32-bit words; below 5 there is no payload */
		f->tcp_doff = q[12] >> 4;
		f->tcp_res = q[12] & 0x0f;
		f->payload = f->tcp_doff >= PKT_TCP_MIN_DOFF;
		f->payload_off = pkt_payload_start(f->proto, f->l4_off, f->tcp_doff);
	} else if (f->proto == PKT_IPPROTO_UDP) {
		f->udp_len = rd16(q + 4);
		f->l4_csum = rd16(q + 6);
		f->payload = true;
		f->payload_off = pkt_payload_start(f->proto, f->l4_off, 0);
	} else {
		f->icmp_type = q[0];
		f->icmp_code = q[1];
		f->l4_csum = rd16(q + 2);
	}
}

void pkt_parse(const uint8_t *data, size_t len, struct pkt_facts *f)
{
	size_t off = PKT_ETH_LEN;

	memset(f, 0, sizeof(*f));
	f->data = data;
	f->len = len;
	if (len < PKT_ETH_LEN)
		return;
	f->eth = true;
	memcpy(f->eth_dst, data, 6);
	memcpy(f->eth_src, data + 6, 6);
	f->ethertype = rd16(data + 12);
	f->l3_off = off;
	while (is_vlan_type(f->ethertype)) {
		if (f->nvlans == PKT_MAX_VLANS) {
			f->too_many_tags = true;
			return;
		}
		/* An incomplete tag does not exist; the EtherType stays the
		 * one that announced it, so no L3 either. */
		if (!inside(len, off, PKT_VLAN_LEN))
			return;
		f->vid[f->nvlans++] = rd16(data + off) & 0xfff;
		f->ethertype = rd16(data + off + 2);
		off += PKT_VLAN_LEN;
		f->l3_off = off;
	}
	if (f->ethertype == PKT_ETH_P_IPV4)
		parse_ipv4(data, len, f);
	else if (f->ethertype == PKT_ETH_P_IPV6)
		parse_ipv6(data, len, f);
	parse_l4(data, len, f);
}

void pkt_describe(FILE *out, const struct pkt_facts *f)
{
	char s[INET6_ADDRSTRLEN], d[INET6_ADDRSTRLEN];

	fprintf(out, "len=%zu", f->len);
	if (!f->eth) {
		fputs(" (no ethernet)\n", out);
		return;
	}
	fprintf(out, " %02x:%02x:%02x:%02x:%02x:%02x>%02x:%02x:%02x:%02x:%02x:%02x",
		f->eth_src[0], f->eth_src[1], f->eth_src[2], f->eth_src[3],
		f->eth_src[4], f->eth_src[5], f->eth_dst[0], f->eth_dst[1],
		f->eth_dst[2], f->eth_dst[3], f->eth_dst[4], f->eth_dst[5]);
	for (unsigned i = 0; i < f->nvlans; i++)
		fprintf(out, " vlan %u", f->vid[i]);
	fprintf(out, " type 0x%04x%s", f->ethertype,
		f->too_many_tags ? " (too many tags)" : "");
	if (f->l3 != PKT_L3_NONE) {
		int af = f->l3 == PKT_L3_IPV4 ? AF_INET : AF_INET6;

		inet_ntop(af, f->src, s, sizeof(s));
		inet_ntop(af, f->dst, d, sizeof(d));
		fprintf(out, " %s %s>%s ttl %u", f->l3 == PKT_L3_IPV4 ? "ipv4" : "ipv6",
			s, d, f->ttl);
		if (f->nexthdrs)
			fprintf(out, " exthdrs %u", f->nexthdrs);
		if (f->frag)
			fputs(f->later_frag ? " frag(later)" : " frag(first)", out);
		if (f->proto_known)
			fprintf(out, " proto %u", f->proto);
		else
			fputs(" proto unknown", out);
		if (f->ports)
			fprintf(out, " ports %u>%u", f->sport, f->dport);
		else if (f->l4)
			fputs(" l4", out);
		if (f->l4 && f->proto == 6)
			fprintf(out, " flags 0x%02x", f->tcp_flags);
	}
	fputc('\n', out);
}
