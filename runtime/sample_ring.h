/* Samples from a filter's ring buffer (compiler/meta.h, xdpc_samples) to
 * a pcapng file: each frame with its time, its length on the wire, and
 * the rule that sampled it (`FILE:LINE: TEXT`) as the packet's comment. */
#ifndef XDPC_SAMPLE_RING_H
#define XDPC_SAMPLE_RING_H

#include "filter.h"
#include "pcapng.h"

#include <stdbool.h>
#include <stdint.h>

struct ring_buffer;

struct sample_capture {
	struct ring_buffer *rb;
	struct pcapng_out out;
	const struct filter *f;
	char **comments;          /* by rule index */
	int n_fd;                 /* xdpc_sample_n: samples lost, last entry */
	uint64_t lost_before;     /* lost before this capture began */
	int64_t mono_to_real;     /* CLOCK_REALTIME - CLOCK_MONOTONIC, ns */
	uint64_t bad;             /* records too short to hold a sample */
};

/* Starts writing the samples of F, read from the ring RING_FD (F's own or
 * its pin), to PATH. 0, or -1 after printing why (nothing created). */
int sample_capture_open(struct sample_capture *s, const struct filter *f, int ring_fd,
			const char *path, const char *dev);
/* Writes what arrives within TIMEOUT_MS. 0, or -errno. */
int sample_capture_wait(struct sample_capture *s, int timeout_ms);
/* Samples lost to a full ring since the capture began. */
uint64_t sample_capture_lost(const struct sample_capture *s);
/* Writes what is left in the ring, then puts the file in place (COMMIT)
 * or removes it, and says how many samples went where. 0 or -1. */
int sample_capture_close(struct sample_capture *s, bool commit, const char *dev);

/* For struct watch_idle: sample_capture_wait(ARG, TIMEOUT_MS). */
int sample_capture_idle(void *arg, int timeout_ms);

#endif
