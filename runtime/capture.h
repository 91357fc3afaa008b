/* Reading frames from a pcap or pcapng capture (libpcap), as the Ethernet
 * frames an XDP program would see, and writing frames back out. */
#ifndef XDPC_CAPTURE_H
#define XDPC_CAPTURE_H

#include <stddef.h>
#include <stdint.h>

/* Largest frame a dry run handles: a 9000-byte jumbo frame plus headers. */
#define CAPTURE_MAX_FRAME 9216

/* libpcap stays inside capture.c: its classic-BPF headers clash with the
 * kernel's eBPF ones that libbpf users include. */
struct capture {
	void *pcap;                /* pcap_t */
	const char *path;
	int linktype;              /* DLT_* of the file */
	uint8_t frame[CAPTURE_MAX_FRAME];
	unsigned long index;       /* 1-based number of the frame last read */
};

/* 0, or -1 after printing why (missing file, not a capture, unsupported
 * link type). */
int capture_open(struct capture *c, const char *path);
/* Reads the next frame into c->frame and sets *len. Returns 1 for a frame,
 * 0 at the end, -1 after printing why the file is corrupt or truncated.
 * Frames of other link types that carry IP get a synthesised Ethernet
 * header (zero MACs, EtherType from the link header or the IP version):
 * see docs/dry-run.md. */
int capture_next(struct capture *c, size_t *len);
void capture_close(struct capture *c);

/* A pcap file of Ethernet frames for --write-dropped / --write-passed,
 * written to a temporary name and renamed into place on success. */
struct capture_out {
	void *dead;                /* pcap_t */
	void *dumper;              /* pcap_dumper_t */
	char *path, *tmp;
};

int capture_out_open(struct capture_out *o, const char *path);
void capture_out_write(struct capture_out *o, const uint8_t *frame, size_t len);
/* Renames into place (commit) or removes the temporary file. */
int capture_out_close(struct capture_out *o, int commit);

#endif
