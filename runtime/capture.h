/* Reading frames from a pcap or pcapng capture (libpcap), as the Ethernet
 * frames an XDP program would see, and writing frames back out. */
#ifndef XDPC_CAPTURE_H
#define XDPC_CAPTURE_H

#include "fileio.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/time.h>

/* Largest frame a dry run handles: libpcap's own limit on a record
 * (262144 bytes), plus the Ethernet header a converted frame gains. Every
 * frame libpcap accepts fits; none is clipped. */
#define CAPTURE_MAX_FRAME (262144 + 14)

/* libpcap stays inside capture.c: its classic-BPF headers clash with the
 * kernel's eBPF ones that libbpf users include. */
struct capture {
	void *pcap;                /* pcap_t */
	const char *path;
	int linktype;              /* DLT_* of the file */
	uint8_t *frame;            /* CAPTURE_MAX_FRAME bytes */
	unsigned long index;       /* 1-based number of the frame last read */
	size_t wire_len;           /* the frame's length on the wire (>= len) */
	struct timeval ts;         /* its time stamp */
};

/* 0, or -1 after printing why (missing file, not a regular file or "-"
 * for stdin, larger than FILE_CAPTURE_MAX, not a capture, unsupported
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
 * written through the file layer (fileio.h): replaced atomically on
 * success, never over an input. Each record keeps the frame's time stamp
 * and its original length on the wire. */
struct capture_out {
	struct file_out f;
	bool open;
};

/* 0, or -1 after printing why. O must stay where it is until closed. */
int capture_out_open(struct capture_out *o, const char *path);
/* The same without the pcap file header (other formats: pcapng.c). */
int capture_out_start(struct capture_out *o, const char *path);
/* The frame C read last (its first LEN bytes). */
void capture_out_write(struct capture_out *o, const struct capture *c, size_t len);
/* LEN bytes of FRAME made here (witnesses, explained frames): no time
 * stamp, the whole frame on the wire. */
void capture_out_write_bytes(struct capture_out *o, const uint8_t *frame, size_t len);
/* Puts the file in place (commit) or removes it; -1 after printing any
 * write error. */
int capture_out_close(struct capture_out *o, int commit);

#endif
