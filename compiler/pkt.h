/* The reference frame parser: bytes in, the facts every primitive reads out,
 * exactly as the language spec's "frame semantics" define them. It is the
 * user-space specification the BPF code is tested against, so it is written
 * plainly and shares nothing with the code generator. */
#ifndef XDPC_PKT_H
#define XDPC_PKT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define PKT_ETH_LEN 14
#define PKT_VLAN_LEN 4
#define PKT_MAX_VLANS 2
#define PKT_MAX_EXTHDRS 8   /* IPv6 extension headers walked at most */

#define PKT_ETH_P_IPV4 0x0800
#define PKT_ETH_P_ARP 0x0806
#define PKT_ETH_P_8021Q 0x8100
#define PKT_ETH_P_8021AD 0x88a8
#define PKT_ETH_P_IPV6 0x86dd

#define PKT_IP4_MIN_LEN 20
#define PKT_IP4_MIN_IHL 5   /* header length in 32-bit words */
#define PKT_IP4_MAX_IHL 15
#define PKT_IP6_LEN 40
#define PKT_TCP_LEN 20
#define PKT_UDP_LEN 8
#define PKT_ICMP_LEN 4
#define PKT_TCP_MIN_DOFF 5   /* data offsets below it leave no payload */
#define PKT_TCP_MAX_DOFF 15
#define PKT_IPPROTO_ICMP 1
#define PKT_IPPROTO_TCP 6
#define PKT_IPPROTO_UDP 17
#define PKT_IPPROTO_ICMPV6 58
#define PKT_MAX_BASE 16383  /* payload tests: bases past this are never read */

enum pkt_l3 { PKT_L3_NONE, PKT_L3_IPV4, PKT_L3_IPV6 };

struct pkt_facts {
	const uint8_t *data;      /* the frame, for payload tests */
	size_t len;               /* frame length, data_end - data */

	/* Ethernet (false when len < 14: then nothing below holds) */
	bool eth;
	uint8_t eth_dst[6], eth_src[6];
	unsigned nvlans;          /* complete VLAN tags parsed, 0..2 */
	uint16_t vid[PKT_MAX_VLANS]; /* TCI & 0xfff, outer first */
	uint16_t ethertype;       /* of the last header that exists */
	bool too_many_tags;       /* a third tag follows two: no L3 */
	size_t l3_off;            /* where the EtherType's payload starts */

	/* L3 */
	enum pkt_l3 l3;
	uint8_t ttl;              /* IPv4 TTL or IPv6 hop limit */
	uint8_t src[16], dst[16]; /* network order; IPv4 in [0..3], rest 0 */
	bool frag;                /* IPv4 MF/offset, or an IPv6 fragment header */
	bool later_frag;          /* a non-first fragment (offset != 0) */
	unsigned nexthdrs;        /* IPv6 extension headers walked */
	bool proto_known;         /* false: IPv6 chain truncated or too deep */
	uint8_t proto;            /* L4 protocol when proto_known */
	size_t l4_off;            /* valid when proto_known and !later_frag */
	bool l4_far;              /* l4_off is past PKT_MAX_BASE (IPv6 chains): no test reads there */
	uint8_t tos;              /* IPv4 TOS or IPv6 traffic class */
	uint32_t ip_len;          /* IPv4 total length; IPv6 payload length + 40 */
	uint16_t ip4_frag;        /* IPv4 flags and fragment offset */
	uint16_t ip4_id;          /* IPv4 identification */
	uint8_t ip4_ihl;          /* IPv4 header length in 32-bit words, 5..15 */
	uint16_t ip4_sum;         /* IPv4 header checksum (never checked) */
	uint32_t flowlabel;       /* IPv6 */
	uint8_t ip6_next;         /* IPv6: the fixed header's Next Header byte */

	/* L4 (only in first fragments, only if the header is wholly inside) */
	bool l4;                  /* the TCP/UDP/ICMP/ICMPv6 header exists */
	bool ports;               /* TCP or UDP header exists: sport/dport */
	uint16_t sport, dport;
	uint8_t tcp_flags;        /* valid when l4 and proto == 6 */
	uint16_t tcp_window;      /* likewise */
	uint16_t udp_len;         /* valid when l4 and proto == 17 */
	uint32_t tcp_seq, tcp_ack; /* valid when l4 and proto == 6 */
	uint16_t tcp_urg;         /* likewise */
	uint8_t tcp_res;          /* byte 12's low nibble, the reserved bits; likewise */
	uint8_t tcp_doff;         /* data offset, header length in 32-bit words; likewise */
	uint16_t l4_csum;         /* the TCP, UDP, ICMP or ICMPv6 checksum, valid when l4 */
	uint8_t icmp_type, icmp_code; /* valid when l4 and proto is 1 or 58 */
	bool payload;             /* TCP (data offset >= 5) or UDP payload start */
	size_t payload_off;       /* valid when payload; may be past the end */
};

/* What the IPv6 walk makes of a next header value: an extension header it
 * steps over (hop-by-hop, routing and destination options; the fragment
 * header; AH) or, PKT_EXT_NONE, the transport protocol. */
enum pkt_ext { PKT_EXT_NONE, PKT_EXT_OPTS, PKT_EXT_FRAG, PKT_EXT_AH };
enum pkt_ext pkt_ext_kind(unsigned nh);

/* The length of PROTO's header that must be inside the frame for its
 * fields (and `tcp`, `udp`, `icmp`...) to exist; 0 for other protocols. */
unsigned pkt_l4_len(unsigned proto);

/* Where the transport payload of a TCP (data offset DOFF) or UDP header
 * at L4 starts. */
size_t pkt_payload_start(unsigned proto, size_t l4, unsigned doff);

/* Fills *f from the LEN bytes at DATA; never reads past DATA + LEN. */
void pkt_parse(const uint8_t *data, size_t len, struct pkt_facts *f);

/* One line describing the facts, for test failures and verbose dry runs. */
void pkt_describe(FILE *out, const struct pkt_facts *f);

#endif
