/* xdpc-bench gen: a bounded traffic generator. A program that returns
 * XDP_TX is run with BPF_PROG_TEST_RUN in live-frames mode on DEV's
 * receive queue: every repetition sends one copy of the frame out of DEV
 * (for a veth, into its peer). Each call sends a chunk; the loop stops at
 * the frame count or the deadline, whichever comes first; SIGALRM cuts a
 * call short if the deadline passes inside it. A kernel may refuse
 * live-frames runs (EPERM even to root, seen on a sandboxed 6.18): then
 * an AF_PACKET socket sends the same frames, slower, and says so. */
#define _GNU_SOURCE   /* sendmmsg() */
#include "xb.h"
#include "xb_load.h"

#include <bpf/bpf.h>
#include <linux/bpf.h>

#include <arpa/inet.h>
#include <errno.h>
#include <getopt.h>
#include <linux/if_packet.h>
#include <net/if.h>
#include <sys/socket.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void on_alarm(int sig)
{
	(void)sig;   /* only interrupts the test run (EINTR) */
}

/* Sends up to COUNT - *SENT copies of F out of IFINDEX before DEADLINE,
 * 64 to a sendmmsg() call; a full queue (ENOBUFS) is retried. 0 or an
 * errno. */
static int send_packet_socket(unsigned ifindex, const struct frame *f, unsigned long long count,
			      double deadline, unsigned long long *sent)
{
	struct sockaddr_ll to = { .sll_family = AF_PACKET, .sll_ifindex = (int)ifindex, .sll_halen = 6 };
	struct iovec iov = { .iov_base = (void *)f->buf, .iov_len = f->len };
	struct mmsghdr msgs[64];
	int fd = socket(AF_PACKET, SOCK_RAW, 0), err = 0;   /* protocol 0: sends only */

	if (fd < 0)
		return errno;
	memcpy(to.sll_addr, f->buf, 6);
	memset(msgs, 0, sizeof(msgs));
	for (int i = 0; i < 64; i++) {
		msgs[i].msg_hdr.msg_name = &to;
		msgs[i].msg_hdr.msg_namelen = sizeof(to);
		msgs[i].msg_hdr.msg_iov = &iov;
		msgs[i].msg_hdr.msg_iovlen = 1;
	}
	while (*sent < count && xb_now() < deadline) {
		unsigned n = count - *sent < 64 ? (unsigned)(count - *sent) : 64;
		int r = sendmmsg(fd, msgs, n, 0);

		if (r < 0 && errno != ENOBUFS && errno != EAGAIN && errno != EINTR) {
			err = errno;
			break;
		}
		*sent += r > 0 ? (unsigned long long)r : 0;
	}
	close(fd);
	return err;
}

int xb_cmd_gen(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "count", required_argument, NULL, 'c' },
		{ "seconds", required_argument, NULL, 's' },
		{ "dst-mac", required_argument, NULL, 'd' },
		{ "src-mac", required_argument, NULL, 'm' },
		{ NULL, 0, NULL, 0 },
	};
	const char *dst_mac = NULL, *src_mac = NULL;
	unsigned long long count = 1000000, sent = 0;
	double seconds = 5, t0, deadline, elapsed;
	struct sigaction sa;
	struct xdp_md ctx;
	struct frame f;
	int opt, fd, err = 0;
	bool via_socket = false;
	unsigned ifindex;

	while ((opt = getopt_long(argc, argv, "", opts, NULL)) != -1) {
		switch (opt) {
		case 'c': count = strtoull(optarg, NULL, 10); break;
		case 's': seconds = atof(optarg); break;
		case 'd': dst_mac = optarg; break;
		case 'm': src_mac = optarg; break;
		default: return 2;
		}
	}
	if (argc - optind != 2 || !(seconds > 0 && seconds <= 600) || count == 0) {
		fprintf(stderr, "usage: xdpc-bench gen DEV FRAME --count N --seconds S (at most 600)\n");
		return 2;
	}
	if (!(ifindex = if_nametoindex(argv[optind]))) {
		fprintf(stderr, "xdpc-bench: no device %s here\n", argv[optind]);
		return 1;
	}
	if (xb_frame(argv[optind + 1], dst_mac, src_mac, &f) < 0)
		return 2;
	if ((fd = xb_load_action_prog(XDP_TX)) < 0) {
		fprintf(stderr, "xdpc-bench: cannot load the XDP_TX program: %s\n", strerror(errno));
		return 1;
	}
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_alarm;
	sigaction(SIGALRM, &sa, NULL);
	memset(&ctx, 0, sizeof(ctx));
	ctx.ingress_ifindex = ifindex;
	ctx.data_end = (uint32_t)f.len;   /* the kernel wants the frame's length */
	t0 = xb_now();
	deadline = t0 + seconds;
	alarm((unsigned)seconds + 1);
	while (sent < count && xb_now() < deadline) {
		unsigned long long chunk = count - sent < 262144 ? count - sent : 262144;
		LIBBPF_OPTS(bpf_test_run_opts, o, .data_in = f.buf,
			    .data_size_in = (uint32_t)f.len, .ctx_in = &ctx,
			    .ctx_size_in = sizeof(ctx), .repeat = (int)chunk,
			    .flags = BPF_F_TEST_XDP_LIVE_FRAMES, .batch_size = 64);

		if (bpf_prog_test_run_opts(fd, &o) != 0) {
			err = errno;
			break;
		}
		sent += chunk;
	}
	alarm(0);
	if (err == EPERM && sent == 0) {
		fprintf(stderr, "xdpc-bench: the kernel refuses live-frames test runs (EPERM); "
			"sending through an AF_PACKET socket instead\n");
		via_socket = true;
		err = send_packet_socket(ifindex, &f, count, deadline, &sent);
	}
	elapsed = xb_now() - t0;
	close(fd);
	if (err && err != EINTR) {
		fprintf(stderr, "xdpc-bench: %s on %s: %s\n",
			via_socket ? "sending through an AF_PACKET socket" : "live-frames test run",
			argv[optind], strerror(err));
		return 1;
	}
	/* an interrupted chunk sent an unknown part of itself: not counted */
	printf("sent %llu seconds %.3f rate %.0f generator %s\n", sent, elapsed, sent / elapsed,
	       via_socket ? "af_packet" : "live_frames");
	return 0;
}
