/* xdpc-bench setgen: writes a blocklist-shaped set file (tests/lib/setmix.h)
 * for part 2 and prints where its probe frames land. */
#include "setmix.h"
#include "xb.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int write_set(const char *path, int fam, const struct setmix_pfx *p, size_t n)
{
	FILE *f = fopen(path, "w");
	char a[46];
	int bad;

	if (!f) {
		perror(path);
		return -1;
	}
	for (size_t i = 0; i < n; i++) {
		setmix_format(a, fam, p[i].a);
		fprintf(f, "%s/%u\n", a, p[i].plen);
	}
	bad = ferror(f);
	if (fclose(f) != 0 || bad) {
		fprintf(stderr, "xdpc-bench: cannot write %s\n", path);
		return -1;
	}
	return 0;
}

int xb_cmd_setgen(int argc, char **argv)
{
	struct setmix_probes pr;
	struct setmix_pfx *p;
	char *end, a[46];
	size_t n;
	int fam;

	if (argc != 5 || !(fam = setmix_family(argv[1]))) {
		fprintf(stderr, "usage: xdpc-bench setgen even4|mix4|drop4|even6|mix6 N SEED FILE\n");
		return 2;
	}
	n = strtoul(argv[2], &end, 10);
	if (*end || n == 0 || n > 100000000) {
		fprintf(stderr, "xdpc-bench: N must be 1 .. 10^8\n");
		return 2;
	}
	p = malloc(n * sizeof(*p));
	if (!p)
		return 1;
	setmix_gen(argv[1], n, strtoull(argv[3], NULL, 0), p);
	setmix_probes(p, n, fam, &pr);
	if (write_set(argv[4], fam, p, n) < 0) {
		free(p);
		return 1;
	}
	printf("family %d\nprefixes %zu\nintervals %zu\n", fam, n, pr.intervals);
	for (int i = 0; i < SETMIX_NPROBES; i++) {
		if (pr.have[i])
			setmix_format(a, fam, pr.at[i]);
		printf("probe %s %s\n", setmix_probe_names[i], pr.have[i] ? a : "-");
	}
	free(p);
	return 0;
}
