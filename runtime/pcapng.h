/* A pcapng writer (the format Wireshark reads natively): one section, one
 * Ethernet interface with nanosecond time stamps, and an Enhanced Packet
 * Block per frame that may carry a comment. Written through the safe file
 * layer (compiler/fileio.h): a regular file appears, complete, only when
 * closed with commit; "-", pipes and FIFOs are written through, a block
 * at a time, so a reader can follow them live. */
#ifndef XDPC_PCAPNG_H
#define XDPC_PCAPNG_H

#include "capture.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct pcapng_out {
	struct capture_out out;   /* the file, started without a pcap header */
	uint64_t packets;
};

/* Starts PATH with the section and interface blocks; SNAPLEN is the
 * interface's (0: none). 0, or -1 after printing why (nothing created). */
int pcapng_open(struct pcapng_out *o, const char *path, uint32_t snaplen,
		const char *if_name);
/* One frame: CAPLEN bytes of DATA of a frame LEN long, at TS_NS
 * nanoseconds since the epoch; COMMENT (UTF-8) may be NULL. */
void pcapng_write(struct pcapng_out *o, uint64_t ts_ns, const uint8_t *data,
		  uint32_t caplen, uint32_t len, const char *comment);
/* Pushes what was written so far to the file (a pipe's reader sees it). */
void pcapng_flush(struct pcapng_out *o);
/* Puts the file in place (COMMIT) or removes it. 0, or -1 after printing
 * why (a write error, a full disk: the target is left as it was). */
int pcapng_close(struct pcapng_out *o, bool commit);

#endif
