/* xdpc-bench prog --fill-lpm FILE: puts the prefixes of FILE (one
 * ADDR/LEN a line) into the LPM trie of dynamic set 0, as the runtime
 * would at attach, so part 2 can time a BPF LPM trie beside xdpc's own
 * tables. */
#include "meta.h"
#include "xb_load.h"

#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include <arpa/inet.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int parse(char *line, struct xdpc_lpm_key *k)
{
	char *slash = strchr(line, '/');
	unsigned plen;

	memset(k, 0, sizeof(*k));
	if (!slash)
		return -1;
	*slash = 0;
	plen = (unsigned)strtoul(slash + 1, NULL, 10);
	if (inet_pton(AF_INET, line, k->addr) == 1 && plen <= 32)
		k->family = 4;
	else if (inet_pton(AF_INET6, line, k->addr) == 1 && plen <= 128)
		k->family = 6;
	else
		return -1;
	k->prefixlen = 8 + plen;
	return 0;
}

long xb_fill_lpm(struct bpf_object *obj, const char *path)
{
	struct bpf_map *m = bpf_object__find_map_by_name(obj, "xdpc_d0_inner");
	FILE *f = fopen(path, "r");
	char line[128];
	long n = 0;
	uint8_t one = 1;

	if (!m || !f) {
		fprintf(stderr, "xdpc-bench: %s\n", !m ? "no dynamic set 0 (xdpc_d0_inner) in the object" :
			strerror(errno));
		if (f)
			fclose(f);
		return -1;
	}
	while (fgets(line, sizeof(line), f)) {
		struct xdpc_lpm_key k;

		line[strcspn(line, "\n")] = 0;
		if (parse(line, &k) < 0 || bpf_map_update_elem(bpf_map__fd(m), &k, &one, BPF_ANY)) {
			fprintf(stderr, "xdpc-bench: cannot add '%s' to the trie: %s\n", line,
				strerror(errno));
			fclose(f);
			return -1;
		}
		n++;
	}
	fclose(f);
	return n;
}
