/* The frame builder itself: layer offsets, chained type fields, length
 * fields and checksums (kernel tests send these frames through the stack,
 * so they must be valid, not just parseable). */
#include "frames.h"
#include "tcheck.h"

#include <string.h>

static uint16_t get16(const uint8_t *p)
{
	return (uint16_t)(p[0] << 8 | p[1]);
}

/* One's-complement sum over N bytes; a correct checksum makes it 0xffff. */
static uint32_t csum(uint32_t sum, const uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		sum += i % 2 ? p[i] : (uint32_t)p[i] << 8;
	while (sum >> 16)
		sum = (sum & 0xffff) + (sum >> 16);
	return sum;
}

static uint32_t pseudo(const uint8_t *ip, bool v6, uint8_t proto, size_t len)
{
	return csum(proto + (uint32_t)len, ip + (v6 ? 8 : 12), v6 ? 32 : 8);
}

static void test_ipv4_udp(void)
{
	struct frame f;
	const struct frame_layer *ip, *udp;

	frame_init(&f);
	frame_eth(&f, "ff:ff:ff:ff:ff:ff", "02:aa:bb:cc:dd:ee");
	frame_vlan(&f, 0x8100, 0x3005);
	frame_ipv4_opts(&f, "192.0.2.1", "198.51.100.2", 12);
	frame_udp(&f, 1234, 53);
	frame_payload(&f, "hello", 5);
	ip = frame_find(&f, FL_IPV4);
	udp = frame_find(&f, FL_UDP);
	CHECK(ip && udp && f.nlayers == 5);
	CHECK(ip->off == 18 && ip->len == 32 && udp->off == 50 && udp->len == 8);
	CHECK_EQ(f.len, 63);
	CHECK(f.buf[0] == 0xff && f.buf[6] == 0x02 && f.buf[11] == 0xee);
	CHECK_EQ(get16(f.buf + 12), 0x8100);
	CHECK_EQ(get16(f.buf + 14), 0x3005);
	CHECK_EQ(get16(f.buf + 16), 0x0800);
	CHECK_EQ(f.buf[18], 0x48);             /* version 4, IHL 8 */
	CHECK_EQ(get16(f.buf + 20), 45);       /* total length */
	CHECK_EQ(f.buf[26], 64);
	CHECK_EQ(f.buf[27], 17);
	CHECK_EQ(csum(0, f.buf + 18, 32), 0xffff);
	CHECK_EQ(get16(f.buf + 54), 13);       /* UDP length */
	CHECK_EQ(csum(pseudo(f.buf + 18, false, 17, 13), f.buf + 50, 13), 0xffff);
	CHECK(memcmp(f.buf + 58, "hello", 5) == 0);

	frame_ipv4_frag(&f, true, 3);
	CHECK_EQ(get16(f.buf + 24), 0x2003);
	CHECK_EQ(csum(0, f.buf + 18, 32), 0xffff);
	frame_set_ttl(&f, 1);
	CHECK_EQ(f.buf[26], 1);
	CHECK_EQ(csum(0, f.buf + 18, 32), 0xffff);
	frame_truncate(&f, 20);
	CHECK_EQ(f.len, 20);
	frame_truncate(&f, 30);
	CHECK_EQ(f.len, 20);
}

static void test_ipv6_chain(void)
{
	struct frame f;
	const struct frame_layer *tcp;

	frame_init(&f);
	frame_eth(&f, NULL, NULL);
	frame_ipv6(&f, "2001:db8::1", "2001:db8::2");
	frame_ip6_ext(&f, 0, 16);
	frame_ip6_ext(&f, 43, 8);
	frame_ip6_ext(&f, 51, 20);
	frame_ip6_frag(&f, true, 0x1fff);
	frame_ip6_ext(&f, 60, 8);
	frame_tcp(&f, 443, 50000, 0x18);
	CHECK_EQ(get16(f.buf + 12), 0x86dd);
	CHECK_EQ(f.buf[14 + 6], 0);            /* -> hop-by-hop */
	CHECK_EQ(get16(f.buf + 14 + 4), f.len - 54);
	CHECK(f.buf[54] == 43 && f.buf[55] == 1);          /* 16 bytes */
	CHECK(f.buf[56] == 1 && f.buf[57] == 12);          /* PadN fills it */
	CHECK(f.buf[70] == 51 && f.buf[71] == 0);
	CHECK(f.buf[78] == 44 && f.buf[79] == 3);          /* AH: (3+2)*4 = 20 */
	CHECK_EQ(f.buf[98], 60);
	CHECK_EQ(get16(f.buf + 100), 0xfff9);              /* offset 0x1fff, M */
	CHECK_EQ(f.buf[106], 6);
	tcp = frame_find(&f, FL_TCP);
	CHECK(tcp && tcp->off == 114 && f.len == 134);
	CHECK_EQ(f.buf[114 + 13], 0x18);
	CHECK_EQ(csum(pseudo(f.buf + 14, true, 6, 20), f.buf + 114, 20), 0xffff);
	CHECK(frame_find(&f, FL_UDP) == NULL);
}

static void test_icmp_arp_next(void)
{
	struct frame f;

	frame_init(&f);
	frame_eth(&f, NULL, NULL);
	frame_ipv6(&f, "fe80::1", "ff02::1");
	frame_icmp(&f, 135, 0);
	CHECK(frame_find(&f, FL_ICMP6) && f.buf[20] == 58 && f.buf[54] == 135);
	CHECK_EQ(csum(pseudo(f.buf + 14, true, 58, 8), f.buf + 54, 8), 0xffff);

	frame_init(&f);
	frame_eth(&f, NULL, NULL);
	frame_ipv4(&f, "10.0.0.1", "10.0.0.2");
	frame_icmp(&f, 8, 0);
	CHECK(frame_find(&f, FL_ICMP) && f.buf[23] == 1);
	CHECK_EQ(csum(0, f.buf + 34, 8), 0xffff);

	frame_init(&f);
	frame_eth(&f, NULL, NULL);
	frame_arp(&f);
	CHECK(get16(f.buf + 12) == 0x0806 && f.len == 42 && get16(f.buf + 20) == 1);

	frame_init(&f);
	frame_eth(&f, NULL, NULL);
	frame_next(&f, 0x88cc);
	frame_payload(&f, NULL, 4);
	CHECK(get16(f.buf + 12) == 0x88cc && f.len == 18 && f.buf[17] == 3);

	/* IP in IP and IPv6 in IPv4 get the tunnel protocol numbers. */
	frame_init(&f);
	frame_eth(&f, NULL, NULL);
	frame_ipv4(&f, "10.0.0.1", "10.0.0.2");
	frame_ipv6(&f, "::1", "::2");
	CHECK(f.buf[23] == 41 && get16(f.buf + 16) == 60);
}

int main(void)
{
	test_ipv4_udp();
	test_ipv6_chain();
	test_icmp_arp_next();
	return TC_DONE();
}
