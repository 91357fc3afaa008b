/* e2e_frames: send an exact, bounded list of crafted frames through an
 * AF_PACKET socket, or count the ones that arrive.
 *
 *   e2e_frames send IFACE [--dst-mac MAC] [--run ID] [--seconds S] [--gap-us U] SPEC...
 *   e2e_frames recv IFACE [--run ID] [--timeout S] [--ready FILE]
 *
 * SPEC: KIND[,key=value...], KIND one of udp4 tcp4 icmp4 udp6 tcp6 icmp6;
 *   keys: n (copies, default 1), vlan (outer VID), vlan2 (inner VID),
 *   src, dst (addresses), sport, dport, flags (tcp: fin syn rst psh ack urg
 *   joined with '+'), pad (extra payload bytes).
 * Every frame carries "XDPCE2E", the run id and its SPEC index, so the
 * receiver counts exactly the frames of this run, per SPEC. send prints
 * "sent INDEX N" when done or stopped (SIGINT/SIGTERM), recv "got INDEX N"
 * (at SIGINT/SIGTERM or the timeout).
 * Both are bounded: at most 120 s and 2 000 000 frames. */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/if_packet.h>
#include <net/ethernet.h>
#include <net/if.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define MAX_SPECS 64
#define MAX_SECONDS 120
#define MAX_FRAMES 2000000
#define MARKER "XDPCE2E"

struct spec {
	int family, proto;          /* 4/6, 6/17/1/58 */
	unsigned n, vlan, vlan2, sport, dport, pad;
	uint8_t flags;
	uint8_t src[16], dst[16];
	uint8_t frame[1600];
	size_t len;
};

static void die(const char *fmt, const char *arg)
{
	fprintf(stderr, "e2e_frames: ");
	fprintf(stderr, fmt, arg);
	fputc('\n', stderr);
	exit(2);
}

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static uint32_t sum16(const void *p, size_t n, uint32_t s)
{
	const uint8_t *b = p;

	for (size_t i = 0; i + 1 < n; i += 2)
		s += (uint32_t)(b[i] << 8 | b[i + 1]);
	if (n & 1)
		s += (uint32_t)(b[n - 1] << 8);
	return s;
}

static uint16_t fold(uint32_t s)
{
	while (s >> 16)
		s = (s & 0xffff) + (s >> 16);
	return (uint16_t)~s;
}

static void put16(uint8_t *p, unsigned v) { p[0] = (uint8_t)(v >> 8); p[1] = (uint8_t)v; }

static unsigned parse_num(const char *v, unsigned max)
{
	char *end;
	unsigned long n = strtoul(v, &end, 0);

	if (*end || n > max)
		die("bad number: %s", v);
	return (unsigned)n;
}

static uint8_t parse_flags(char *v)
{
	static const char *names[] = { "fin", "syn", "rst", "psh", "ack", "urg" };
	uint8_t f = 0;
	char *save;

	for (char *t = strtok_r(v, "+", &save); t; t = strtok_r(NULL, "+", &save)) {
		size_t i;

		for (i = 0; i < 6 && strcmp(t, names[i]); i++)
			;
		if (i == 6)
			die("unknown tcp flag: %s", t);
		f |= (uint8_t)(1u << i);
	}
	return f;
}

static void parse_spec(struct spec *s, char *text)
{
	char *save, *kind = strtok_r(text, ",", &save), *kv;

	memset(s, 0, sizeof(*s));
	s->n = 1;
	s->sport = 40000;
	s->dport = 80;
	if (!kind || (strlen(kind) != 4 && strlen(kind) != 5))
		die("bad frame kind: %s", kind ? kind : "");
	s->family = kind[strlen(kind) - 1] == '6' ? 6 : 4;
	s->proto = !strncmp(kind, "udp", 3) ? 17 : !strncmp(kind, "tcp", 3) ? 6 :
		   !strncmp(kind, "icmp", 4) ? (s->family == 6 ? 58 : 1) : -1;
	if (s->proto < 0 || (kind[strlen(kind) - 1] != '4' && kind[strlen(kind) - 1] != '6'))
		die("bad frame kind: %s", kind);
	inet_pton(s->family == 6 ? AF_INET6 : AF_INET, s->family == 6 ? "2001:db8::1" : "192.0.2.1", s->src);
	inet_pton(s->family == 6 ? AF_INET6 : AF_INET, s->family == 6 ? "2001:db8::2" : "198.51.100.1", s->dst);
	while ((kv = strtok_r(NULL, ",", &save))) {
		char *v = strchr(kv, '=');

		if (!v)
			die("expected key=value: %s", kv);
		*v++ = '\0';
		if (!strcmp(kv, "n")) s->n = parse_num(v, MAX_FRAMES);
		else if (!strcmp(kv, "vlan")) s->vlan = parse_num(v, 4095);
		else if (!strcmp(kv, "vlan2")) s->vlan2 = parse_num(v, 4095);
		else if (!strcmp(kv, "sport")) s->sport = parse_num(v, 65535);
		else if (!strcmp(kv, "dport")) s->dport = parse_num(v, 65535);
		else if (!strcmp(kv, "pad")) s->pad = parse_num(v, 1200);
		else if (!strcmp(kv, "flags")) s->flags = parse_flags(v);
		else if (!strcmp(kv, "src") || !strcmp(kv, "dst")) {
			if (inet_pton(s->family == 6 ? AF_INET6 : AF_INET, v,
				      kv[0] == 's' ? s->src : s->dst) != 1)
				die("bad address: %s", v);
		} else
			die("unknown key: %s", kv);
	}
}

/* Builds Ethernet [+ tags] + IP + L4 + marker payload, checksums right. */
static void build(struct spec *s, const uint8_t *dmac, const uint8_t *smac,
		  uint32_t run, unsigned index)
{
	uint8_t *p = s->frame, *ip, *l4, *pl;
	size_t l4len, hdr = s->proto == 6 ? 20 : s->proto == 17 ? 8 : 8;
	size_t paylen = sizeof(MARKER) - 1 + 5 + s->pad;
	uint32_t csum;

	memcpy(p, dmac, 6);
	memcpy(p + 6, smac, 6);
	p += 12;
	if (s->vlan) { put16(p, 0x8100); put16(p + 2, s->vlan); p += 4; }
	if (s->vlan2) { put16(p, 0x8100); put16(p + 2, s->vlan2); p += 4; }
	put16(p, s->family == 6 ? 0x86dd : 0x0800);
	ip = p + 2;
	l4 = ip + (s->family == 6 ? 40 : 20);
	l4len = hdr + paylen;
	pl = l4 + hdr;
	memcpy(pl, MARKER, sizeof(MARKER) - 1);
	memcpy(pl + sizeof(MARKER) - 1, &run, 4);
	pl[sizeof(MARKER) - 1 + 4] = (uint8_t)index;
	memset(pl + sizeof(MARKER) - 1 + 5, 0xab, s->pad);
	if (s->family == 4) {
		memset(ip, 0, 20);
		ip[0] = 0x45;
		put16(ip + 2, (unsigned)(20 + l4len));
		ip[8] = 64;
		ip[9] = (uint8_t)s->proto;
		memcpy(ip + 12, s->src, 4);
		memcpy(ip + 16, s->dst, 4);
		put16(ip + 10, fold(sum16(ip, 20, 0)));
		csum = sum16(ip + 12, 8, (uint32_t)(s->proto + l4len));
	} else {
		memset(ip, 0, 40);
		ip[0] = 0x60;
		put16(ip + 4, (unsigned)l4len);
		ip[6] = (uint8_t)s->proto;
		ip[7] = 64;
		memcpy(ip + 8, s->src, 16);
		memcpy(ip + 24, s->dst, 16);
		csum = sum16(ip + 8, 32, (uint32_t)(s->proto + l4len));
	}
	memset(l4, 0, hdr);
	if (s->proto == 6 || s->proto == 17) {
		put16(l4, s->sport);
		put16(l4 + 2, s->dport);
	}
	if (s->proto == 17)
		put16(l4 + 4, (unsigned)l4len);
	if (s->proto == 6) {
		l4[12] = 5 << 4;
		l4[13] = s->flags;
		put16(l4 + 14, 65535);
	}
	if (s->proto == 1 || s->proto == 58)
		l4[0] = s->proto == 1 ? 8 : 128;   /* echo request */
	if (s->proto == 1)
		csum = 0;                          /* ICMPv4: no pseudo header */
	put16(l4 + (s->proto == 6 ? 16 : s->proto == 17 ? 6 : 2),
	      fold(sum16(l4, l4len, csum)));
	s->len = (size_t)(pl - s->frame) + paylen;
	if (s->len < 60)   /* pad to the Ethernet minimum, outside IP's length */
		s->len = 60;
}

static int open_packet(const char *ifname, int *ifindex)
{
	int fd = socket(AF_PACKET, SOCK_RAW | SOCK_CLOEXEC, htons(ETH_P_ALL));
	struct sockaddr_ll sll = { .sll_family = AF_PACKET, .sll_protocol = htons(ETH_P_ALL) };

	if (fd < 0)
		die("socket: %s (needs CAP_NET_RAW)", strerror(errno));
	if (!(*ifindex = (int)if_nametoindex(ifname)))
		die("no such interface: %s", ifname);
	sll.sll_ifindex = *ifindex;
	if (bind(fd, (struct sockaddr *)&sll, sizeof(sll)))
		die("bind: %s", strerror(errno));
	return fd;
}

static void parse_mac(const char *t, uint8_t *mac)
{
	if (sscanf(t, "%hhx:%hhx:%hhx:%hhx:%hhx:%hhx", &mac[0], &mac[1], &mac[2], &mac[3],
		   &mac[4], &mac[5]) != 6)
		die("bad MAC: %s", t);
}

static volatile sig_atomic_t stop;
static void on_stop(int sig) { (void)sig; stop = 1; }

static int do_send(const char *ifname, int argc, char **argv)
{
	static struct spec specs[MAX_SPECS];
	uint8_t dmac[6] = { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff };
	uint8_t smac[6] = { 0x02, 0x00, 0x00, 0x00, 0x00, 0x01 };
	unsigned long sent[MAX_SPECS] = { 0 }, total = 0;
	double seconds = 0, gap_us = 20, t0, tnext;
	uint32_t run = (uint32_t)getpid();
	int nspecs = 0, ifindex, fd;
	/* SA_RESTART: a frame being sent when the signal comes is sent whole */
	struct sigaction sa = { .sa_handler = on_stop, .sa_flags = SA_RESTART };

	for (int i = 0; i < argc; i++) {
		if (!strcmp(argv[i], "--dst-mac") && i + 1 < argc)
			parse_mac(argv[++i], dmac);
		else if (!strcmp(argv[i], "--run") && i + 1 < argc)
			run = (uint32_t)parse_num(argv[++i], 0xffffffffu);
		else if (!strcmp(argv[i], "--seconds") && i + 1 < argc)
			seconds = atof(argv[++i]);
		else if (!strcmp(argv[i], "--gap-us") && i + 1 < argc)
			gap_us = atof(argv[++i]);
		else if (nspecs == MAX_SPECS)
			die("too many frame specs (max 64)%s", "");
		else
			parse_spec(&specs[nspecs++], argv[i]);
	}
	if (!nspecs)
		die("no frames to send%s", "");
	if (seconds < 0 || seconds > MAX_SECONDS)
		die("--seconds must be within 0..120%s", "");
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	fd = open_packet(ifname, &ifindex);
	for (int i = 0; i < nspecs; i++)
		build(&specs[i], dmac, smac, run, (unsigned)i);
	t0 = tnext = now();
	/* one pass over the list; with --seconds, passes until time is up */
	do {
		for (int i = 0; i < nspecs; i++)
			for (unsigned k = 0; k < specs[i].n && total < MAX_FRAMES && !stop; k++) {
				struct sockaddr_ll to = { .sll_family = AF_PACKET,
							  .sll_ifindex = ifindex, .sll_halen = 6 };

				memcpy(to.sll_addr, dmac, 6);
				while (now() < tnext)
					;  /* pace: a queue overflow would lose frames silently */
				tnext = now() + gap_us / 1e6;
				if (sendto(fd, specs[i].frame, specs[i].len, 0,
					   (struct sockaddr *)&to, sizeof(to)) != (ssize_t)specs[i].len)
					die("sendto: %s", strerror(errno));
				sent[i]++;
				total++;
			}
	} while (seconds > 0 && now() - t0 < seconds && total < MAX_FRAMES && !stop);
	for (int i = 0; i < nspecs; i++)
		printf("sent %d %lu\n", i, sent[i]);
	printf("sent total %lu\n", total);
	close(fd);
	return 0;
}

static int do_recv(const char *ifname, int argc, char **argv)
{
	unsigned long got[256] = { 0 }, total = 0;
	double timeout = 30, t0;
	const char *ready = NULL;
	uint32_t run = 0;
	int have_run = 0, ifindex, fd, max_index = -1;
	uint8_t buf[2048];
	struct sigaction sa = { .sa_handler = on_stop };

	for (int i = 0; i < argc; i++) {
		if (!strcmp(argv[i], "--run") && i + 1 < argc) {
			run = (uint32_t)parse_num(argv[++i], 0xffffffffu);
			have_run = 1;
		} else if (!strcmp(argv[i], "--timeout") && i + 1 < argc)
			timeout = atof(argv[++i]);
		else if (!strcmp(argv[i], "--ready") && i + 1 < argc)
			ready = argv[++i];
		else
			die("unexpected argument: %s", argv[i]);
	}
	if (timeout <= 0 || timeout > MAX_SECONDS)
		die("--timeout must be within 0..120%s", "");
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	fd = open_packet(ifname, &ifindex);
	/* a receiver starved for a few ms by a busy neighbour must not lose
	 * frames the filter passed: room for ~20,000 of them (root may exceed
	 * rmem_max; unprivileged runs keep the default) */
	int rcvbuf = 16 << 20;
	if (setsockopt(fd, SOL_SOCKET, SO_RCVBUFFORCE, &rcvbuf, sizeof(rcvbuf)))
		(void)setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &rcvbuf, sizeof(rcvbuf));
	if (ready)
		close(open(ready, O_WRONLY | O_CREAT | O_TRUNC, 0600));
	t0 = now();
	while (!stop && now() - t0 < timeout) {
		struct pollfd p = { .fd = fd, .events = POLLIN };
		struct sockaddr_ll from;
		socklen_t fl = sizeof(from);
		ssize_t n;
		uint8_t *m;

		if (poll(&p, 1, 100) <= 0)
			continue;
		n = recvfrom(fd, buf, sizeof(buf), MSG_DONTWAIT, (struct sockaddr *)&from, &fl);
		if (n <= 0 || from.sll_pkttype == PACKET_OUTGOING)
			continue;
		m = memmem(buf, (size_t)n, MARKER, sizeof(MARKER) - 1);
		if (!m || m + sizeof(MARKER) - 1 + 5 > buf + n)
			continue;
		if (have_run && memcmp(m + sizeof(MARKER) - 1, &run, 4))
			continue;
		got[m[sizeof(MARKER) - 1 + 4]]++;
		if (m[sizeof(MARKER) - 1 + 4] > max_index)
			max_index = m[sizeof(MARKER) - 1 + 4];
		total++;
	}
	for (int i = 0; i <= max_index; i++)
		printf("got %d %lu\n", i, got[i]);
	printf("got total %lu\n", total);
	/* frames the socket itself dropped: a test tells them apart from
	 * frames its filter dropped */
	struct tpacket_stats st = { 0 };
	socklen_t sl = sizeof(st);
	if (!getsockopt(fd, SOL_PACKET, PACKET_STATISTICS, &st, &sl))
		printf("socket dropped %u\n", st.tp_drops);
	close(fd);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc < 3)
		die("usage: e2e_frames send|recv IFACE [options] [SPEC...]%s", "");
	if (!strcmp(argv[1], "send"))
		return do_send(argv[2], argc - 3, argv + 3);
	if (!strcmp(argv[1], "recv"))
		return do_recv(argv[2], argc - 3, argv + 3);
	die("unknown mode: %s", argv[1]);
	return 2;
}
