/* xdpc-bench: the measuring half of the benchmarks (bench/run.sh drives it).
 *
 *   xdpc-bench prog OBJ|:drop [--prog NAME] [--repeat N] [--runs R]
 *                   [--target-ms T] [--fill-lpm FILE] FRAME[=drop|pass]...
 *       load OBJ (:drop: a program that only drops), print load time,
 *       verifier and map figures, then ns/frame of each FRAME with
 *       BPF_PROG_TEST_RUN (best of R calls of N repetitions; with T, fewer
 *       repetitions when a call would take longer than T ms); =ACTION
 *       checks the verdict (exit 1 when it differs); --fill-lpm puts the
 *       prefixes of FILE into dynamic set 0's LPM trie first
 *   xdpc-bench gen DEV FRAME --count N --seconds S [--dst-mac M] [--src-mac M]
 *       transmit FRAME out of DEV with an XDP_TX program run in live-frames
 *       mode (BPF_F_TEST_XDP_LIVE_FRAMES); stops at N frames or S seconds
 *   xdpc-bench counter PINNED_MAP [INDEX]
 *       packets of the struct xdpc_counter at INDEX of a pinned per-CPU
 *       map (xdpc's rule counters), or of all its entries, summed over CPUs
 *   xdpc-bench setgen MIX N SEED FILE
 *       write N prefixes of MIX (tests/lib/setmix.h) to FILE, one per
 *       line; print the merged interval count and the probe addresses
 *   xdpc-bench classgen acl|fw|ipc 4|6 N SEED RULES.xf FRAMES STREAM
 *       write N ClassBench-like rules (tests/lib/classgen.h) and
 *       `default drop;` to RULES.xf
 *       and to FRAMES "NAME FRAME=VERDICT" lines: "miss" (no rule),
 *       "last" (only the last rule) and STREAM "stream" frames, each
 *       inside a random rule
 *   xdpc-bench rusage OUT CMD [ARG...]
 *       run CMD; write its wall_ms, cpu_ms and maxrss_kib to OUT
 *
 * FRAME is KIND[/LEN][@SRC[,DST]][#SPORT[,DPORT]]: KIND one of udp4 tcp4
 * icmp4 udp6 tcp6 icmp6 ext6 qinq trunc4 trunc6; LEN pads the frame with
 * payload up to LEN bytes; SRC and DST replace the default addresses,
 * SPORT and DPORT the ports 7 and 9. Output is "key value..." lines. */
#ifndef XDPC_BENCH_XB_H
#define XDPC_BENCH_XB_H

#include <stddef.h>
#include <stdint.h>

#include "frames.h"

/* Builds the frame described by SPEC (MACs may be NULL); 0 or -1 with a
 * message on stderr. */
int xb_frame(const char *spec, const char *dst_mac, const char *src_mac,
	     struct frame *f);

/* Seconds on the monotonic clock. */
double xb_now(void);

int xb_cmd_prog(int argc, char **argv);
int xb_cmd_gen(int argc, char **argv);
int xb_cmd_counter(int argc, char **argv);
int xb_cmd_setgen(int argc, char **argv);
int xb_cmd_classgen(int argc, char **argv);
int xb_cmd_rusage(int argc, char **argv);

#endif
