/* The protocol table: what xdpc knows about headers, in one place. The
 * checker (names and ranges of fields), the linter (which layer a field
 * needs) and the code generator (offsets, widths, what must be inside the
 * frame before a read) read it. The reference evaluator (pkt.c) keeps its
 * own constants on purpose; tests/unit/test_proto.c checks they agree.
 *
 * Offsets are in bytes from the start of their header; multi-byte fields
 * are big-endian on the wire. */
#ifndef XDPC_PROTO_H
#define XDPC_PROTO_H

#include "names.h"

#include <stdint.h>

/* ---- Ethernet and VLAN tags ---- */
#define PROTO_ETH_LEN 14          /* dst MAC, src MAC, EtherType */
#define PROTO_ETH_DST 0
#define PROTO_ETH_SRC 6
#define PROTO_ETH_TYPE 12
#define PROTO_VLAN_LEN 4          /* TCI, then the next EtherType */
#define PROTO_VLAN_TCI 0
#define PROTO_VLAN_TYPE 2
#define PROTO_VLAN_VID_MASK 0x0fff
#define PROTO_MAX_VLANS 2         /* tags parsed; a third means no L3 */

#define PROTO_ETHERTYPE_IPV4 0x0800
#define PROTO_ETHERTYPE_ARP 0x0806
#define PROTO_ETHERTYPE_8021Q 0x8100
#define PROTO_ETHERTYPE_8021AD 0x88a8
#define PROTO_ETHERTYPE_IPV6 0x86dd

/* ---- IPv4 ---- */
#define PROTO_IP4_MIN_LEN 20      /* IHL 5; the header is IHL * 4 bytes */
#define PROTO_IP4_VER_IHL 0       /* version << 4 | IHL */
#define PROTO_IP4_VER_IHL_PLAIN 0x45  /* version 4, IHL 5: no options */
#define PROTO_IP4_TOS 1           /* DSCP << 2 | ECN */
#define PROTO_IP4_TOTAL_LEN 2
#define PROTO_IP4_ID 4
#define PROTO_IP4_FRAG 6          /* flags (3 bits) and offset (13 bits) */
#define PROTO_IP4_TTL 8
#define PROTO_IP4_PROTO 9
#define PROTO_IP4_CHECKSUM 10
#define PROTO_IP4_SRC 12
#define PROTO_IP4_DST 16
#define PROTO_IP4_MF 0x2000
#define PROTO_IP4_DF 0x4000
#define PROTO_IP4_FRAG_FLAGS 0x3fff  /* MF or an offset: a fragment */
#define PROTO_IP4_OFFSET_MASK 0x1fff
#define PROTO_IP4_FLAGS_SHIFT 13     /* the 3-bit flags field, rb df mf */

/* ---- IPv6 and its extension headers ---- */
#define PROTO_IP6_LEN 40
#define PROTO_IP6_VER_TC_FLOW 0   /* version 4 bits, class 8, flow label 20 */
#define PROTO_IP6_PAYLOAD_LEN 4
#define PROTO_IP6_NEXT 6
#define PROTO_IP6_HOPLIMIT 7
#define PROTO_IP6_SRC 8
#define PROTO_IP6_DST 24
#define PROTO_IP6_TC_SHIFT 20     /* class within the first 32 bits */
#define PROTO_IP6_FLOW_MASK 0xfffff
#define PROTO_IP6_MAX_EXT 8       /* extension headers walked at most */

#define PROTO_EXT_HOPOPTS 0
#define PROTO_EXT_ROUTING 43
#define PROTO_EXT_FRAGMENT 44
#define PROTO_EXT_AH 51
#define PROTO_EXT_DSTOPTS 60
#define PROTO_EXT_MIN_LEN 8       /* every extension header */
#define PROTO_EXT_NEXT 0
#define PROTO_EXT_HDRLEN 1        /* (n + 1) * 8; AH: (n + 2) * 4 */
#define PROTO_FRAG_OFFSET 2       /* offset << 3 | res | M */
#define PROTO_FRAG_OFFSET_MASK 0xfff8

/* ---- L4 ---- */
#define PROTO_ICMP 1
#define PROTO_TCP 6
#define PROTO_UDP 17
#define PROTO_ICMPV6 58

#define PROTO_TCP_LEN 20
#define PROTO_TCP_SPORT 0
#define PROTO_TCP_DPORT 2
#define PROTO_TCP_SEQ 4
#define PROTO_TCP_ACK 8
#define PROTO_TCP_DOFF 12         /* data offset << 4: header length / 4 */
#define PROTO_TCP_FLAGS 13
#define PROTO_TCP_WINDOW 14
#define PROTO_TCP_CHECKSUM 16
#define PROTO_TCP_URGENT 18
#define PROTO_UDP_LEN 8
#define PROTO_UDP_SPORT 0
#define PROTO_UDP_DPORT 2
#define PROTO_UDP_LENGTH 4
#define PROTO_UDP_CHECKSUM 6
#define PROTO_ICMP_LEN 4          /* type, code, checksum: ICMP and ICMPv6 */
#define PROTO_ICMP_TYPE 0
#define PROTO_ICMP_CODE 1
#define PROTO_ICMP_CHECKSUM 2

/* Payload tests never start past this offset into the frame: the verifier
 * wants every packet pointer provably below 64 KiB. */
#define PROTO_MAX_BASE 16383
/* ... nor read past this many bytes from their base. */
#define PROTO_MAX_OFFSET 16384
/* A search (`payload contains`) looks at most this deep. */
#define PROTO_MAX_DEPTH 1024
/* Distinct payload tests in one program: one bit each in a 64-bit word. */
#define PROTO_MAX_SIGS 64
/* Their code, in BPF instructions (check_payload.c estimates it): BPF
 * jumps reach 32767 instructions, and the tests jump over each other. */
#define PROTO_MAX_SIG_INSNS 20000

/* ---- header fields a rule compares: `HEADER FIELD [OP] VALUE` ----
 * Which header must exist for the field to be read (and so for the
 * primitive to be true). */
enum proto_layer {
	PL_IP,      /* IPv4 or IPv6 */
	PL_IP4,
	PL_IP6,
	PL_TCP,     /* the 20-byte TCP header, first fragment */
	PL_UDP,     /* the 8-byte UDP header */
	PL_ICMP,    /* protocol 1 and its 4-byte header */
	PL_ICMP6,   /* protocol 58 and its 4-byte header */
};

/* The value the parser stores, from which a field is cut. */
enum proto_fact {
	PF_FACT_TOS,      /* IPv4 TOS or IPv6 traffic class */
	PF_FACT_IPLEN,    /* IPv4 total length, or IPv6 payload length + 40 */
	PF_FACT_IP4FRAG,  /* IPv4 flags and fragment offset */
	PF_FACT_FLOW,     /* IPv6 flow label */
	PF_FACT_UDPLEN,
	PF_FACT_TCPWIN,
	PF_FACT_TCPFLAGS,
	PF_FACT_ICMPTYPE, /* of ICMP or ICMPv6 */
	PF_FACT_ICMPCODE,
};

/* A field without names takes numbers only. */
#define PN_NONE (-1)

/* X(id, header word, field word, layer, fact, shift, bits, names): the
 * field is (fact >> shift) & (2^bits - 1); names from names.h's NS_*. */
#define PROTO_FIELDS(X)                                                        \
	X(FLD_IP_DSCP, "ip", "dscp", PL_IP, PF_FACT_TOS, 2, 6, NS_DSCP)        \
	X(FLD_IP_ECN, "ip", "ecn", PL_IP, PF_FACT_TOS, 0, 2, NS_ECN)           \
	X(FLD_IP_LENGTH, "ip", "length", PL_IP, PF_FACT_IPLEN, 0, 17, PN_NONE) \
	X(FLD_IP4_FLAGS, "ipv4", "flags", PL_IP4, PF_FACT_IP4FRAG, 13, 3,      \
	  NS_IP4FLAG)                                                         \
	X(FLD_IP4_FRAGOFF, "ipv4", "fragoff", PL_IP4, PF_FACT_IP4FRAG, 0, 13,  \
	  PN_NONE)                                                             \
	X(FLD_IP6_FLOWLABEL, "ipv6", "flowlabel", PL_IP6, PF_FACT_FLOW, 0, 20, \
	  PN_NONE)                                                             \
	X(FLD_UDP_LENGTH, "udp", "length", PL_UDP, PF_FACT_UDPLEN, 0, 16,      \
	  PN_NONE)                                                             \
	X(FLD_TCP_WINDOW, "tcp", "window", PL_TCP, PF_FACT_TCPWIN, 0, 16,      \
	  PN_NONE)                                                             \
	X(FLD_ICMP_TYPE, "icmp", "type", PL_ICMP, PF_FACT_ICMPTYPE, 0, 8,      \
	  NS_ICMP)                                                             \
	X(FLD_ICMP_CODE, "icmp", "code", PL_ICMP, PF_FACT_ICMPCODE, 0, 8,      \
	  PN_NONE)                                                             \
	X(FLD_ICMP6_TYPE, "icmpv6", "type", PL_ICMP6, PF_FACT_ICMPTYPE, 0, 8,  \
	  NS_ICMP6)                                                            \
	X(FLD_ICMP6_CODE, "icmpv6", "code", PL_ICMP6, PF_FACT_ICMPCODE, 0, 8,  \
	  PN_NONE)

enum proto_field {
#define X(id, h, f, l, fact, s, b, n) id,
	PROTO_FIELDS(X)
#undef X
	FLD_COUNT
};

struct proto_field_info {
	const char *header, *name;
	enum proto_layer layer;
	enum proto_fact fact;
	unsigned shift, bits;
	int names;            /* enum name_space, or PN_NONE */
};

const struct proto_field_info *proto_field(enum proto_field f);
/* The field HEADER NAME (`icmp type`), or -1. */
int proto_field_find(const char *header, const char *name);
/* The closest field name of HEADER to NAME, or NULL. */
const char *proto_field_suggest(const char *header, const char *name);
/* The field's largest value: 2^bits - 1. */
uint64_t proto_field_max(enum proto_field f);

#endif
