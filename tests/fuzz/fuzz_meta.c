/* libFuzzer harness over the metadata reader (runtime/meta_read.c): the
 * input is a metadata text (meta.h's format) or, when it starts like one,
 * an ELF object whose metadata section is read. Anything is parsed or
 * refused, never crashes or leaks. */
#include "meta_read.h"

#include <stdint.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct xdpc_meta m;

	memset(&m, 0, sizeof(m));
	if (size >= 4 && memcmp(data, "\177ELF", 4) == 0)
		meta_read_elf(&m, data, size, "fuzz");
	else
		meta_parse(&m, (const char *)data, size, "fuzz");
	meta_free(&m);
	return 0;
}
