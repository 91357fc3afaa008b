/* xdpc-bench gen: a bounded traffic generator. A program that returns
 * XDP_TX is run with BPF_PROG_TEST_RUN in live-frames mode on DEV's
 * receive queue: every repetition sends one copy of the frame out of DEV
 * (for a veth, into its peer). Each call sends a chunk; the loop stops at
 * the frame count or the deadline, whichever comes first; SIGALRM cuts a
 * call short if the deadline passes inside it. */
#include "xb.h"
#include "xb_load.h"

#include <bpf/bpf.h>
#include <linux/bpf.h>

#include <errno.h>
#include <getopt.h>
#include <net/if.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void on_alarm(int sig)
{
	(void)sig;   /* only interrupts the test run (EINTR) */
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
	elapsed = xb_now() - t0;
	close(fd);
	if (err && err != EINTR) {
		fprintf(stderr, "xdpc-bench: live-frames test run on %s: %s\n", argv[optind], strerror(err));
		return 1;
	}
	/* an interrupted chunk sent an unknown part of itself: not counted */
	printf("sent %llu seconds %.3f rate %.0f\n", sent, elapsed, sent / elapsed);
	return 0;
}
