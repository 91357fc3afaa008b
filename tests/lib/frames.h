/* A frame builder for tests: append layers in wire order; each layer fills
 * in the previous layer's "next protocol" field (EtherType, IP protocol,
 * IPv6 next header) and, after every append, the length fields and
 * checksums of the layers before it are brought up to date, so frames are
 * also valid for the kernel.
 *
 *	struct frame f;
 *	frame_init(&f);
 *	frame_eth(&f, NULL, NULL);
 *	frame_vlan(&f, 0x8100, 10);
 *	frame_ipv4(&f, "192.0.2.1", "198.51.100.7");
 *	frame_udp(&f, 1234, 53);
 *	eval_frame(prog, f.buf, f.len, counters);
 *
 * Misuse (no room, a TCP header without an IP layer, bad address text)
 * aborts with a message: it is a bug in the test. */
#ifndef XDPC_TESTS_FRAMES_H
#define XDPC_TESTS_FRAMES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define FRAME_MAX 9216
#define FRAME_MAX_LAYERS 24

enum frame_layer_kind {
	FL_ETH, FL_VLAN, FL_ARP, FL_IPV4, FL_IPV6, FL_IP6_EXT, FL_IP6_FRAG,
	FL_TCP, FL_UDP, FL_ICMP, FL_ICMP6, FL_PAYLOAD,
};

/* Where each header sits: tests truncate at every byte of a layer. */
struct frame_layer {
	enum frame_layer_kind kind;
	size_t off, len;
};

struct frame {
	uint8_t buf[FRAME_MAX];
	size_t len;
	struct frame_layer layers[FRAME_MAX_LAYERS];
	size_t nlayers;
	size_t next_off;    /* the pending "next protocol" field */
	size_t next_size;   /* its width: 2 (EtherType), 1 (IP), 0 (none) */
};

void frame_init(struct frame *f);

/* MACs as text "02:00:00:00:00:01"; NULL picks a fixed default. */
void frame_eth(struct frame *f, const char *dst, const char *src);
/* TPID 0x8100 (802.1Q) or 0x88a8 (802.1ad); VID = TCI & 0xfff. */
void frame_vlan(struct frame *f, uint16_t tpid, uint16_t tci);
void frame_arp(struct frame *f);

/* IPv4 with TTL 64, DF clear, not fragmented; OPTLEN (a multiple of 4, at
 * most 40) bytes of NOP options make IHL = 5 + OPTLEN / 4. */
void frame_ipv4(struct frame *f, const char *src, const char *dst);
void frame_ipv4_opts(struct frame *f, const char *src, const char *dst,
		     size_t optlen);
/* Marks the last IPv4 header a fragment: MF and offset in 8-byte units. */
void frame_ipv4_frag(struct frame *f, bool mf, uint16_t offset8);

/* IPv6 with hop limit 64. */
void frame_ipv6(struct frame *f, const char *src, const char *dst);
/* Hop-by-hop (0), routing (43), destination options (60): LEN a multiple
 * of 8, at least 8. AH (51): LEN a multiple of 4, at least 8. */
void frame_ip6_ext(struct frame *f, uint8_t type, size_t len);
void frame_ip6_frag(struct frame *f, bool mf, uint16_t offset8);

/* FLAGS: the TCP flags byte (FIN 0x01 SYN 0x02 RST 0x04 PSH 0x08 ACK 0x10
 * URG 0x20 ECE 0x40 CWR 0x80). */
void frame_tcp(struct frame *f, uint16_t sport, uint16_t dport, uint8_t flags);
void frame_udp(struct frame *f, uint16_t sport, uint16_t dport);
/* ICMP after IPv4, ICMPv6 after IPv6 (by the last IP layer). */
void frame_icmp(struct frame *f, uint8_t type, uint8_t code);
/* N bytes of DATA, or of a counting pattern when DATA is NULL. */
void frame_payload(struct frame *f, const void *data, size_t n);

/* Sets the pending next-protocol field (e.g. an EtherType after frame_eth,
 * an IP protocol after frame_ipv4) for layers the builder does not know. */
void frame_next(struct frame *f, uint16_t value);
/* TTL / hop limit of the last IP layer. */
void frame_set_ttl(struct frame *f, uint8_t ttl);

/* The last layer of KIND, or NULL. */
const struct frame_layer *frame_find(const struct frame *f,
				     enum frame_layer_kind kind);
/* Cuts the frame to N bytes (if longer), leaving every field as it was,
 * the way a short capture or a lying length would. Layers cut off stay in
 * layers[] (their offsets are still useful) and are no longer fixed up. */
void frame_truncate(struct frame *f, size_t n);

#endif
