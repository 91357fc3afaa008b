/* libFuzzer harness over the capture reader (runtime/capture.c, libpcap):
 * any bytes as a pcap or pcapng file are read to the end or refused, never
 * crash, hang or hand out a frame longer than CAPTURE_MAX_FRAME. */
#include "capture.h"
#include "fuzz_file.h"

#include <stdint.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct capture c;
	size_t len;
	int rc;

	if (capture_open(&c, fuzz_file(data, size)) < 0)
		return 0;
	while ((rc = capture_next(&c, &len)) == 1)
		if (len > CAPTURE_MAX_FRAME)
			abort();
	capture_close(&c);
	return 0;
}
