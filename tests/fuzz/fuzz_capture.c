/* libFuzzer harness over the capture reader (runtime/capture.c, libpcap):
 * any bytes as a pcap or pcapng file are read to the end or refused, never
 * crash, hang or hand out a frame longer than CAPTURE_MAX_FRAME. */
#include "capture.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char path[64];
	static struct capture c;   /* its frame buffer is 9 KB */
	FILE *f;
	size_t len;
	int rc;

	if (!path[0]) {
		int fd;

		snprintf(path, sizeof(path), "/tmp/xdpc-fuzz-cap-XXXXXX");
		if ((fd = mkstemp(path)) < 0)
			abort();
		close(fd);
	}
	f = fopen(path, "wb");
	if (!f || fwrite(data, 1, size, f) != size || fclose(f))
		abort();
	if (capture_open(&c, path) < 0)
		return 0;
	while ((rc = capture_next(&c, &len)) == 1)
		if (len > CAPTURE_MAX_FRAME)
			abort();
	capture_close(&c);
	return 0;
}
