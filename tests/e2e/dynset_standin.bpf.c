/* A hand-written object in the shape compiler/meta.h gives dynamic sets,
 * standing in for rules/dynset.xf (VERSION 1) and rules/dynset-v2.xf
 * (VERSION 2): drops frames whose source is in "banned" (xdpc_d0, an LPM
 * trie of 8 prefixes like --table-size 8) and UDP frames whose destination
 * port is in "ports" (xdpc_d1). The dynset_*.sh tests run with it as well
 * as with the compiled rules, so the runtime's side of the contract is
 * checked on its own. Built by dynset_lib.sh with clang -target bpf. */
#include <linux/bpf.h>
#include <linux/if_ether.h>
#include <linux/ip.h>
#include <linux/ipv6.h>
#include <linux/udp.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_endian.h>

struct lpm_key { __u32 prefixlen; __u8 family; __u8 addr[16]; __u8 pad[3]; };
struct counter { __u64 packets, bytes; };

struct inner_lpm {
	__uint(type, BPF_MAP_TYPE_LPM_TRIE);
	__uint(map_flags, BPF_F_NO_PREALLOC);
	__type(key, struct lpm_key);
	__type(value, __u8);
	__uint(max_entries, 8);
} xdpc_d0_inner SEC(".maps");

struct inner_ports {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, __u8);
	__uint(max_entries, 65536);
} xdpc_d1_inner SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY_OF_MAPS);
	__type(key, __u32);
	__uint(max_entries, 1);
	__array(values, struct inner_lpm);
} xdpc_d0 SEC(".maps") = { .values = { [0] = &xdpc_d0_inner } };

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY_OF_MAPS);
	__type(key, __u32);
	__uint(max_entries, 1);
	__array(values, struct inner_ports);
} xdpc_d1 SEC(".maps") = { .values = { [0] = &xdpc_d1_inner } };

/* the counter block: 2 rules and the default, per CPU */
struct block { struct counter c[3]; };

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__type(key, __u32);
	__type(value, struct block);
	__uint(max_entries, 1);
} xdpc_rules SEC(".maps");

static __always_inline int hit(__u32 rule, __u64 len, int verdict)
{
	__u32 zero = 0;
	struct block *b = bpf_map_lookup_elem(&xdpc_rules, &zero);

	if (b && rule < 3) { b->c[rule].packets++; b->c[rule].bytes += len; }
	return verdict;
}

SEC("xdp") int xdpc_filter(struct xdp_md *ctx)
{
	void *data = (void *)(long)ctx->data, *end = (void *)(long)ctx->data_end;
	struct ethhdr *eth = data;
	struct lpm_key k = {};
	__u32 zero = 0, l4proto = 0;
	void *l4 = 0;
	__u64 len = end - data;

	if ((void *)(eth + 1) > end)
		return hit(2, len, XDP_PASS);
	if (eth->h_proto == bpf_htons(ETH_P_IP)) {
		struct iphdr *ip = (void *)(eth + 1);
		if ((void *)(ip + 1) > end)
			return hit(2, len, XDP_PASS);
		k.prefixlen = 8 + 32; k.family = 4;
		__builtin_memcpy(k.addr, &ip->saddr, 4);
		l4proto = ip->protocol; l4 = (void *)ip + ip->ihl * 4;
	} else if (eth->h_proto == bpf_htons(ETH_P_IPV6)) {
		struct ipv6hdr *ip6 = (void *)(eth + 1);
		if ((void *)(ip6 + 1) > end)
			return hit(2, len, XDP_PASS);
		k.prefixlen = 8 + 128; k.family = 6;
		__builtin_memcpy(k.addr, &ip6->saddr, 16);
		l4proto = ip6->nexthdr; l4 = ip6 + 1;
	} else {
		return hit(2, len, XDP_PASS);
	}
	void *set = bpf_map_lookup_elem(&xdpc_d0, &zero);
	if (set && bpf_map_lookup_elem(set, &k))
		return hit(0, len, XDP_DROP);
	if (l4proto == 17 && l4 + sizeof(struct udphdr) <= end) {
		struct udphdr *u = l4;
		__u32 port = bpf_ntohs(u->dest);
		void *ps = bpf_map_lookup_elem(&xdpc_d1, &zero);
		__u8 *m = ps ? bpf_map_lookup_elem(ps, &port) : 0;
		if (m && *m)
			return hit(1, len, XDP_DROP);
	}
	return hit(2, len, XDP_PASS);
}

char _license[] SEC("license") = "GPL";

asm(".pushsection .xdpc.meta,\"\",@progbits\n"
    ".ascii \"xdpc-meta\\t2\\nsource\\tdynset-standin\\ndefault\\tpass\\n\"\n"
    ".ascii \"rule\\t0\\t3\\tdrop\\t-\\tdrop src in banned;\\n\"\n"
    ".ascii \"rule\\t1\\t4\\tdrop\\t-\\tdrop udp dport in ports;\\n\"\n"
    ".ascii \"set\\t0\\tbanned\\taddr\\t1\\tdynamic\\txdpc_d0\\n\"\n"
    ".ascii \"set\\t1\\tports\\tport\\t1\\tdynamic\\txdpc_d1\\n\"\n"
    ".ascii \"set\\t2\\tfixed\\taddr\\t1\\n\"\n"
#if VERSION == 2
    ".ascii \"elem\\t0\\t198.51.100.128/25\\n\"\n"
#else
    ".ascii \"elem\\t0\\t198.51.100.0/24\\n\"\n"
#endif
    ".ascii \"elem\\t1\\t7000-7002\\n\"\n"
    ".popsection\n");
