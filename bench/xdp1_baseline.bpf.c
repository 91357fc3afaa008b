// SPDX-License-Identifier: GPL-2.0
/* The hand-written baseline for `count by proto; drop;`: what the kernel's
 * xdp1 sample does, written from its description. Parse Ethernet and at
 * most two VLAN tags (802.1Q or 802.1ad), take the IPv4 protocol or the
 * IPv6 next header (no extension-header walk), add one to a per-CPU
 * counter indexed by that number (0 when there is none), drop every frame.
 *
 * With -DCOUNT_BYTES each slot also adds the frame's length to a byte
 * counter: what xdpc's `count by proto` keeps (packets and bytes). With
 * -DCHECK_IPV4 too, an IPv4 protocol byte counts only when the header is
 * valid (version 4, IHL >= 5, the whole header inside the frame), as xdpc
 * requires. With -DWALK_IPV6 as well, the IPv6 protocol is found as
 * docs/language.md defines it: up to 8 hop-by-hop, routing, destination
 * options, fragment and AH headers walked, each wholly inside the frame
 * (else protocol 0), stopping at a non-first fragment: the same job as
 * xdpc's `count by proto`, written by hand.
 *
 * Built at bench time: clang-19 -O2 -target bpf -g -c xdp1_baseline.bpf.c */
#include <linux/bpf.h>
#include <linux/if_ether.h>
#include <linux/in.h>
#include <linux/ip.h>
#include <linux/ipv6.h>
#include <bpf/bpf_endian.h>
#include <bpf/bpf_helpers.h>

#ifdef COUNT_BYTES
struct proto_counter {
	__u64 packets, bytes;
};
#else
struct proto_counter {
	__u64 packets;
};
#endif

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, 256);
	__type(key, __u32);
	__type(value, struct proto_counter);
} proto_packets SEC(".maps");

struct vlan_tag {
	__be16 tci;
	__be16 next_type;
};

static __always_inline int is_vlan(__be16 type)
{
	return type == bpf_htons(ETH_P_8021Q) || type == bpf_htons(ETH_P_8021AD);
}

#ifdef WALK_IPV6
/* The L4 protocol behind the extension headers starting at OFF with next
 * header NH, 0 when a header is cut off or the chain is longer than 8. */
static __always_inline __u32 walk_ipv6(void *data, void *end, __u32 off, __u32 nh)
{
#pragma unroll
	for (int i = 0; i < 8; i++) {
		__u8 *h = data + (off & 0xffff);
		__u32 len;

		if (nh != 0 && nh != 43 && nh != 60 && nh != 44 && nh != 51)
			return nh;
		if ((void *)(h + 8) > end)
			return 0;
		if (nh == 44) {
			len = 8;
			if ((h[2] << 8 | h[3]) & 0xfff8)   /* non-first fragment */
				return h[0];
		} else {
			len = nh == 51 ? (h[1] + 2) * 4 : (h[1] + 1) * 8;
		}
		if (data + (off & 0xffff) + len > end)
			return 0;
		nh = h[0];
		off += len;
	}
	return nh == 0 || nh == 43 || nh == 60 || nh == 44 || nh == 51 ? 0 : nh;
}
#endif

SEC("xdp")
int xdp1_baseline(struct xdp_md *ctx)
{
	void *data = (void *)(long)ctx->data;
	void *end = (void *)(long)ctx->data_end;
	struct ethhdr *eth = data;
	__u32 off = sizeof(*eth), proto = 0;
	__be16 type;
	struct proto_counter *n;

	if (data + off > end)
		return XDP_DROP;
	type = eth->h_proto;
#pragma unroll
	for (int i = 0; i < 2; i++) {
		struct vlan_tag *tag = data + off;

		if (!is_vlan(type))
			break;
		if ((void *)(tag + 1) > end)
			return XDP_DROP;
		type = tag->next_type;
		off += sizeof(*tag);
	}
	if (type == bpf_htons(ETH_P_IP)) {
		struct iphdr *ip = data + off;

		if ((void *)(ip + 1) <= end
#ifdef CHECK_IPV4
		    && ip->version == 4 && ip->ihl >= 5 && (void *)ip + ip->ihl * 4 <= end
#endif
		)
			proto = ip->protocol;
	} else if (type == bpf_htons(ETH_P_IPV6)) {
		struct ipv6hdr *ip6 = data + off;

		if ((void *)(ip6 + 1) <= end
#ifdef CHECK_IPV4
		    && ip6->version == 6
#endif
		)
			proto = ip6->nexthdr;
#ifdef WALK_IPV6
		if ((void *)(ip6 + 1) <= end)
			proto = walk_ipv6(data, end, off + sizeof(*ip6), proto);
#endif
	}
	n = bpf_map_lookup_elem(&proto_packets, &proto);
	if (n) {
		n->packets += 1;
#ifdef COUNT_BYTES
		n->bytes += end - data;
#endif
	}
	return XDP_DROP;
}

char LICENSE[] SEC("license") = "GPL";
