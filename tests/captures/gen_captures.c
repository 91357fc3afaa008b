/* Writes the sample captures that examples, dry-run tests and the README's
 * main job use. They are made here, deterministically (a fixed-seed PRNG),
 * from the test frame builder, so the build never depends on downloaded
 * traffic:
 *   sample.pcap  a busy edge link: web, DNS, NTP, ICMP, ARP, IPv6 with
 *                extension headers, VLAN and QinQ, fragments, plus
 *                reflection floods, bogon sources, a SYN flood and runts
 *   edge.pcap    every header layout cut at every byte of its headers
 *   sll.pcap     the same few IP packets as a Linux cooked capture
 *   empty.pcap   a valid capture with no frames
 *   usage: gen_captures OUTDIR */
#include "frames.h"

#include <pcap/pcap.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t rng_state = 0x2016c0de;

static uint32_t rnd(uint32_t n)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 17;
	rng_state ^= rng_state << 5;
	return rng_state % n;
}

struct out {
	pcap_t *dead;
	pcap_dumper_t *d;
	unsigned long n;
	long t;
};

static void out_open(struct out *o, const char *dir, const char *name, int dlt)
{
	char path[4096];

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	o->dead = pcap_open_dead(dlt, 65535);
	o->d = o->dead ? pcap_dump_open(o->dead, path) : NULL;
	if (!o->d) {
		fprintf(stderr, "gen_captures: cannot write %s\n", path);
		exit(1);
	}
	o->n = 0;
	o->t = 1764748800; /* fixed timestamps: reproducible files */
}

static void out_bytes(struct out *o, const uint8_t *buf, size_t len)
{
	struct pcap_pkthdr h;

	memset(&h, 0, sizeof(h));
	h.ts.tv_sec = o->t;
	h.ts.tv_usec = (suseconds_t)(o->n * 1000 % 1000000);
	h.caplen = h.len = (bpf_u_int32)len;
	pcap_dump((u_char *)o->d, &h, buf);
	o->n++;
}

static void out_frame(struct out *o, const struct frame *f)
{
	out_bytes(o, f->buf, f->len);
}

static void out_close(struct out *o)
{
	pcap_dump_close(o->d);
	pcap_close(o->dead);
}

static const char *v4(char *buf, const char *prefix)
{
	sprintf(buf, "%s.%u", prefix, 1 + rnd(254));
	return buf;
}

static void eth(struct frame *f)
{
	frame_init(f);
	frame_eth(f, "02:00:00:00:00:01", "02:00:00:00:00:02");
}

/* ---- sample.pcap ---- */

static void web(struct out *o, int n)
{
	struct frame f;
	char a[32];

	for (int i = 0; i < n; i++) {
		eth(&f);
		frame_ipv4(&f, v4(a, "198.51.100"), "192.0.2.80");
		frame_tcp(&f, (uint16_t)(32768 + rnd(28000)), i % 3 ? 443 : 80,
			  i % 4 == 0 ? 0x02 : 0x18);
		if (i % 4)
			frame_payload(&f, NULL, 40 + rnd(400));
		out_frame(o, &f);
	}
	for (int i = 0; i < n / 2; i++) {
		eth(&f);
		frame_ipv6(&f, "2001:db8:100::7", "2001:db8::80");
		frame_tcp(&f, (uint16_t)(40000 + i), 443, 0x18);
		frame_payload(&f, NULL, 100 + rnd(200));
		out_frame(o, &f);
	}
	/* Something we do not serve: SSH probes and a database port. */
	for (int i = 0; i < 6; i++) {
		eth(&f);
		frame_ipv4(&f, v4(a, "203.0.113"), "192.0.2.80");
		frame_tcp(&f, (uint16_t)(50000 + i), i % 2 ? 22 : 3306, 0x02);
		out_frame(o, &f);
	}
}

static void dns_ntp(struct out *o)
{
	struct frame f;

	for (int i = 0; i < 10; i++) {     /* ordinary answers */
		eth(&f);
		frame_ipv4(&f, "203.0.113.53", "192.0.2.80");
		frame_udp(&f, 53, (uint16_t)(33000 + i));
		frame_payload(&f, NULL, 60 + rnd(200));
		out_frame(o, &f);
	}
	for (int i = 0; i < 8; i++) {      /* amplified ANY answers */
		eth(&f);
		frame_ipv4(&f, "203.0.113.54", "192.0.2.80");
		frame_udp(&f, 53, (uint16_t)(34000 + i));
		frame_payload(&f, NULL, 1400 + rnd(60));
		out_frame(o, &f);
	}
	for (int i = 0; i < 6; i++) {      /* NTP time replies: 48 bytes */
		eth(&f);
		frame_ipv4(&f, "203.0.113.123", "192.0.2.80");
		frame_udp(&f, 123, 123);
		frame_payload(&f, NULL, 48);
		out_frame(o, &f);
	}
	for (int i = 0; i < 12; i++) {     /* monlist replies */
		eth(&f);
		frame_ipv4(&f, "203.0.113.124", "192.0.2.80");
		frame_udp(&f, 123, (uint16_t)(40000 + i));
		frame_payload(&f, NULL, 440);
		out_frame(o, &f);
	}
}

static void reflection(struct out *o)
{
	static const uint16_t ports[] = { 11211, 11211, 11211, 1900, 1900, 19, 389 };
	struct frame f;
	char a[32];

	for (int i = 0; i < 28; i++) {
		eth(&f);
		frame_ipv4(&f, v4(a, "203.0.113"), "192.0.2.80");
		frame_udp(&f, ports[i % 7], (uint16_t)(1024 + rnd(60000)));
		frame_payload(&f, NULL, 300 + rnd(1100));
		out_frame(o, &f);
	}
	/* The tails of amplified answers: later fragments, no UDP header. */
	for (int i = 0; i < 4; i++) {
		eth(&f);
		frame_ipv4(&f, "203.0.113.54", "192.0.2.80");
		frame_ipv4_frag(&f, false, 185);
		frame_next(&f, 17);
		frame_payload(&f, NULL, 200);
		out_frame(o, &f);
	}
}

static void bogons(struct out *o)
{
	static const char *const srcs[] = {
		"10.1.2.3", "192.168.0.9", "172.16.5.5", "127.0.0.1", "169.254.1.1",
		"100.64.0.1", "240.0.0.1", "0.0.0.0",
	};
	struct frame f;

	for (size_t i = 0; i < sizeof(srcs) / sizeof(srcs[0]); i++) {
		eth(&f);
		frame_ipv4(&f, srcs[i], "192.0.2.80");
		if (i == 7)
			frame_udp(&f, 68, 67);   /* a DHCP discover from 0.0.0.0 */
		else
			frame_tcp(&f, 1234, 80, 0x02);
		out_frame(o, &f);
	}
	eth(&f);
	frame_ipv6(&f, "fc00::1", "2001:db8::80");
	frame_udp(&f, 5000, 53);
	out_frame(o, &f);
	eth(&f);
	frame_ipv6(&f, "::1", "2001:db8::80");
	frame_tcp(&f, 5000, 80, 0x02);
	out_frame(o, &f);
}

static void control(struct out *o)
{
	struct frame f;

	for (int i = 0; i < 4; i++) {
		eth(&f);
		frame_arp(&f);
		out_frame(o, &f);
		eth(&f);
		frame_ipv4(&f, "198.51.100.9", "192.0.2.80");
		frame_icmp(&f, 8, 0);
		frame_payload(&f, NULL, 56);
		out_frame(o, &f);
		eth(&f);
		frame_ipv6(&f, "fe80::1", "ff02::1:ff00:80");
		frame_set_ttl(&f, 255);
		frame_icmp(&f, 135, 0);     /* neighbour solicitation */
		frame_payload(&f, NULL, 24);
		out_frame(o, &f);
	}
}

static void ipv6_ext(struct out *o)
{
	struct frame f;

	eth(&f);                               /* MLD behind hop-by-hop */
	frame_ipv6(&f, "fe80::2", "ff02::16");
	frame_set_ttl(&f, 1);
	frame_ip6_ext(&f, 0, 8);
	frame_icmp(&f, 143, 0);
	frame_payload(&f, NULL, 20);
	out_frame(o, &f);
	eth(&f);                               /* routing header then TCP */
	frame_ipv6(&f, "2001:db8:1::1", "2001:db8::80");
	frame_ip6_ext(&f, 43, 24);
	frame_tcp(&f, 30000, 80, 0x02);
	out_frame(o, &f);
	eth(&f);                               /* dstopts + AH + UDP */
	frame_ipv6(&f, "2001:db8:1::2", "2001:db8::80");
	frame_ip6_ext(&f, 60, 16);
	frame_ip6_ext(&f, 51, 24);
	frame_udp(&f, 5353, 5353);
	out_frame(o, &f);
	for (int i = 0; i < 3; i++) {          /* fragmented DNS answer */
		eth(&f);
		frame_ipv6(&f, "2001:db8:53::1", "2001:db8::80");
		frame_ip6_frag(&f, i < 2, (uint16_t)(i * 150));
		if (i == 0)
			frame_udp(&f, 53, 41000);
		else
			frame_next(&f, 17);
		frame_payload(&f, NULL, 1200);
		out_frame(o, &f);
	}
}

static void vlans(struct out *o)
{
	struct frame f;

	for (int i = 0; i < 6; i++) {
		eth(&f);
		frame_vlan(&f, 0x8100, (uint16_t)(i % 2 ? 100 : 200));
		frame_ipv4(&f, "198.51.100.20", "192.0.2.80");
		frame_udp(&f, 5000, 161);
		frame_payload(&f, NULL, 40);
		out_frame(o, &f);
	}
	for (int i = 0; i < 3; i++) {
		eth(&f);
		frame_vlan(&f, 0x88a8, 300);
		frame_vlan(&f, 0x8100, (uint16_t)(10 + i));
		frame_ipv4(&f, "198.51.100.21", "192.0.2.80");
		frame_tcp(&f, 6000, 443, 0x10);
		out_frame(o, &f);
	}
	eth(&f);                                  /* three tags: no L3 */
	frame_vlan(&f, 0x88a8, 1);
	frame_vlan(&f, 0x8100, 2);
	frame_vlan(&f, 0x8100, 3);
	frame_ipv4(&f, "198.51.100.22", "192.0.2.80");
	frame_udp(&f, 1, 11211);
	out_frame(o, &f);
}

static void syn_flood(struct out *o)
{
	struct frame f;
	char a[32];

	for (int i = 0; i < 20; i++) {
		eth(&f);
		frame_ipv4(&f, v4(a, "198.51.100"), "192.0.2.80");
		frame_tcp(&f, (uint16_t)(1024 + rnd(60000)), 80, 0x02);
		out_frame(o, &f);
	}
}

static void runts(struct out *o)
{
	struct frame f;

	eth(&f);                                  /* cut inside the IPv4 header */
	frame_ipv4(&f, "198.51.100.30", "192.0.2.80");
	frame_udp(&f, 11211, 80);
	frame_truncate(&f, 14 + 12);
	out_frame(o, &f);
	eth(&f);                                  /* cut inside the UDP header */
	frame_ipv4(&f, "198.51.100.31", "192.0.2.80");
	frame_udp(&f, 11211, 80);
	frame_truncate(&f, 14 + 20 + 4);
	out_frame(o, &f);
	eth(&f);                                  /* a 10-byte runt */
	frame_truncate(&f, 10);
	out_frame(o, &f);
}

static void write_sample(const char *dir)
{
	struct out o;

	out_open(&o, dir, "sample.pcap", DLT_EN10MB);
	web(&o, 24);
	dns_ntp(&o);
	reflection(&o);
	control(&o);
	bogons(&o);
	ipv6_ext(&o);
	vlans(&o);
	syn_flood(&o);
	runts(&o);
	out_close(&o);
}

/* ---- edge.pcap: every layout, cut at every byte of its headers ---- */

typedef void (*layout_fn)(struct frame *);

static void l_v4_tcp(struct frame *f) { eth(f); frame_ipv4_opts(f, "192.0.2.1", "198.51.100.1", 8); frame_tcp(f, 1, 2, 0x12); }
static void l_v4_udp_vlan(struct frame *f) { eth(f); frame_vlan(f, 0x8100, 7); frame_ipv4(f, "192.0.2.2", "198.51.100.2"); frame_udp(f, 53, 11211); }
static void l_qinq_icmp(struct frame *f) { eth(f); frame_vlan(f, 0x88a8, 8); frame_vlan(f, 0x8100, 9); frame_ipv4(f, "192.0.2.3", "198.51.100.3"); frame_icmp(f, 8, 0); }
static void l_v6_ext_tcp(struct frame *f) { eth(f); frame_ipv6(f, "2001:db8::1", "2001:db8::2"); frame_ip6_ext(f, 0, 8); frame_ip6_ext(f, 43, 16); frame_ip6_ext(f, 51, 12); frame_tcp(f, 3, 4, 0x02); }
static void l_v6_frag_udp(struct frame *f) { eth(f); frame_ipv6(f, "2001:db8::3", "2001:db8::4"); frame_ip6_frag(f, true, 0); frame_udp(f, 123, 123); }
static void l_v6_icmp(struct frame *f) { eth(f); frame_ipv6(f, "2001:db8::5", "2001:db8::6"); frame_icmp(f, 128, 0); }
static void l_arp(struct frame *f) { eth(f); frame_arp(f); }

static void write_edge(const char *dir)
{
	static const layout_fn layouts[] = {
		l_v4_tcp, l_v4_udp_vlan, l_qinq_icmp, l_v6_ext_tcp, l_v6_frag_udp,
		l_v6_icmp, l_arp,
	};
	struct out o;
	struct frame f;

	out_open(&o, dir, "edge.pcap", DLT_EN10MB);
	for (size_t i = 0; i < sizeof(layouts) / sizeof(layouts[0]); i++) {
		layouts[i](&f);
		size_t full = f.len;

		for (size_t cut = 0; cut <= full; cut++) {
			struct frame g;

			layouts[i](&g);
			frame_truncate(&g, cut);
			if (cut > 0)
				out_frame(&o, &g);
		}
	}
	out_close(&o);
}

/* ---- sll.pcap and empty.pcap ---- */

static void write_sll(const char *dir)
{
	struct out o;
	struct frame f;
	uint8_t buf[FRAME_MAX + 16];

	out_open(&o, dir, "sll.pcap", DLT_LINUX_SLL);
	for (int i = 0; i < 4; i++) {
		eth(&f);
		if (i % 2)
			frame_ipv6(&f, "2001:db8::9", "2001:db8::80");
		else
			frame_ipv4(&f, "198.51.100.40", "192.0.2.80");
		frame_udp(&f, i < 2 ? 11211 : 53, 4000);
		/* Linux cooked header: packet type, ARPHRD, address, protocol. */
		memset(buf, 0, 16);
		buf[3] = 1;             /* ARPHRD_ETHER */
		buf[5] = 6;
		buf[14] = f.buf[12];
		buf[15] = f.buf[13];
		memcpy(buf + 16, f.buf + 14, f.len - 14);
		out_bytes(&o, buf, f.len + 2);
	}
	out_close(&o);
	out_open(&o, dir, "empty.pcap", DLT_EN10MB);
	out_close(&o);
	out_open(&o, dir, "wrong-link.pcap", DLT_IEEE802_11);
	memset(buf, 0, 40);
	out_bytes(&o, buf, 40);
	out_close(&o);
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: gen_captures OUTDIR\n");
		return 2;
	}
	write_sample(argv[1]);
	write_edge(argv[1]);
	write_sll(argv[1]);
	return 0;
}
