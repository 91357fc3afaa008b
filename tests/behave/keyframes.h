/* Random frames for differential tests of keyed rules (groups, sets):
 * addresses and ports on and next to the boundaries of the prefixes and
 * ranges the tests' programs use, both families, TCP/UDP/ICMP and other
 * protocols, VLAN tags, fragments, and L4 headers cut short. */
#ifndef XDPC_TESTS_KEYFRAMES_H
#define XDPC_TESTS_KEYFRAMES_H

#include "frames.h"
#include "trand.h"

#include <stdint.h>
#include <stdlib.h>


/* ---- frames: addresses and ports near the rules' boundaries ---- */

static const char *const kf_v4[] = {
	"10.1.2.3", "10.1.2.0", "10.1.2.255", "10.1.3.0", "10.0.0.0", "10.255.255.255",
	"11.0.0.0", "9.255.255.255", "192.0.2.7", "192.0.2.128", "198.51.100.1",
	"0.0.0.0", "255.255.255.255", "172.16.5.4", "8.8.8.8", "127.255.255.255",
	"128.0.0.0",
};
static const char *const kf_v6[] = {
	"2001:db8::1", "2001:db8::", "2001:db8:1::2", "2001:db8:1:ffff::1",
	"2001:db8:ffff:ffff:ffff:ffff:ffff:ffff", "2001:db9::", "2001:db7:ffff::1",
	"fe80::1", "::", "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "::ffff:10.1.2.3",
	/* both sides of the top word's sign bit and of a word's last value
	 * (the classifier's 32-bit words and compares, cg_cls.c) */
	"7fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "7fff:ffff:ffff:fffe::1", "7fff:ffff:ffff:fffd::1",
	"8000::",
};
static const uint16_t kf_portv[] = {
	0, 1, 21, 22, 23, 52, 53, 54, 59, 60, 61, 79, 80, 81, 99, 100, 101, 443,
	1000, 1023, 1024, 5353, 65534, 65535,
};

static uint16_t kf_port(void)
{
	return rnd(4) ? PICK(kf_portv) : (uint16_t)rnd(65536);
}

static void kf_frame(struct frame *f)
{
	unsigned kind = rnd(12);

	frame_init(f);
	frame_eth(f, NULL, NULL);
	if (rnd(6) == 0)
		frame_vlan(f, 0x8100, (uint16_t)(1 + rnd(100)));
	if (kind == 0) {
		frame_arp(f);
		return;
	}
	if (kind < 7) {
		frame_ipv4(f, PICK(kf_v4), PICK(kf_v4));
		if (rnd(8) == 0)
			frame_ipv4_frag(f, rnd(2), (uint16_t)(rnd(2) ? 0 : 1 + rnd(10)));
	} else {
		frame_ipv6(f, PICK(kf_v6), PICK(kf_v6));
		if (rnd(8) == 0)
			frame_ip6_frag(f, rnd(2), (uint16_t)(rnd(2) ? 0 : 1 + rnd(10)));
	}
	switch (rnd(6)) {
	case 0:
	case 1:
		frame_tcp(f, kf_port(), kf_port(), (uint8_t)rnd(256));
		break;
	case 2:
	case 3:
		frame_udp(f, kf_port(), kf_port());
		break;
	case 4:
		frame_icmp(f, 8, 0);
		break;
	default:
		frame_next(f, (uint16_t)PICK(((const uint16_t[]){ 47, 50, 51, 132, 255 })));
		break;
	}
	frame_payload(f, NULL, rnd(40));
}

struct kf_corpus {
	struct frame *f;
	size_t n;
};

static void kf_corpus_build(struct kf_corpus *c, size_t n)
{
	c->f = realloc(c->f, n * sizeof(*c->f));
	if (!c->f)
		abort();
	c->n = 0;
	while (c->n < n) {
		struct frame *f = &c->f[c->n];

		kf_frame(f);
		/* some cut inside the L4 header: the port field is missing */
		if (rnd(10) == 0 && f->len > 40)
			frame_truncate(f, 34 + rnd(20));
		if (f->len >= 14)
			c->n++;
	}
}

#endif
