/* --stats: each rate-limited rule's keys that are near or over their
 * limit, read from the program's bucket maps (compiler/meta.h). */
#include "rate_report.h"

#include "meta.h"
#include "rate_maps.h"

#include <arpa/inet.h>
#include <bpf/bpf.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* "Near": less than this share of the bucket is left. */
#define NEAR_PERCENT 25
#define SHOW_MAX 10

struct rate_key_row {
	struct xdpc_addr_key key;
	struct xdpc_rate_val val;
	unsigned left;        /* percent of the bucket left now */
};

/* bpf_ktime_get_ns() is CLOCK_MONOTONIC */
static uint64_t mono_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static unsigned percent_left(const struct rate_record *r, uint64_t tat, uint64_t now)
{
	uint64_t missing = tat > now ? tat - now : 0;

	if (missing >= r->burst_ns)
		return 0;
	return (unsigned)((r->burst_ns - missing) * 100 / r->burst_ns);
}

static void format_rate_key(char *buf, size_t len, const struct rate_record *r,
			    const struct xdpc_addr_key *k)
{
	char a[INET6_ADDRSTRLEN];
	unsigned full = k->family == 4 ? 32 : 128;

	if (!strcmp(r->key, "rule")) {
		snprintf(buf, len, "(the whole rule)");
	} else if (k->family == 4 || k->family == 6) {
		inet_ntop(k->family == 4 ? AF_INET : AF_INET6, k->addr, a, sizeof(a));
		if (r->plen < full)
			snprintf(buf, len, "%s/%u", a, r->plen);
		else
			snprintf(buf, len, "%s", a);
	} else if (k->family == XDPC_RATE_KEY_PORT) {
		snprintf(buf, len, "%s %u", r->key, (unsigned)k->addr[0] << 8 | k->addr[1]);
	} else {
		snprintf(buf, len, "(frames without a %s)", r->key);
	}
}

static int by_over(const void *a, const void *b)
{
	const struct rate_key_row *x = a, *y = b;

	if (x->val.over != y->val.over)
		return x->val.over < y->val.over ? 1 : -1;
	return (int)x->left - (int)y->left;
}

/* The rows of map FD that are near or over; *total: every key. */
static struct rate_key_row *read_rows(int fd, const struct rate_record *r, size_t *n,
				      size_t *total)
{
	struct xdpc_addr_key key, next;
	struct rate_key_row *rows = NULL;
	uint64_t now = mono_ns();
	void *prev = NULL;

	*n = *total = 0;
	while (bpf_map_get_next_key(fd, prev, &next) == 0) {
		struct rate_key_row row = { .key = next };

		key = next;
		prev = &key;
		if (bpf_map_lookup_elem(fd, &key, &row.val))
			continue;   /* evicted in between */
		++*total;
		row.left = percent_left(r, row.val.tat, now);
		if (!row.val.over && row.left >= NEAR_PERCENT)
			continue;
		rows = realloc(rows, (*n + 1) * sizeof(*rows));
		if (!rows)
			abort();
		rows[(*n)++] = row;
	}
	qsort(rows, *n, sizeof(*rows), by_over);
	return rows;
}

static void report_one(FILE *out, const struct filter *f, const struct rate_record *r)
{
	int fd = rate_map_fd(f->prog_fd, r->map);
	size_t n, total;
	struct rate_key_row *rows;
	char key[80];

	fprintf(out, "\nrate limit (line %u): %s\n", f->meta.rules[r->rule].line,
		f->meta.rules[r->rule].text);
	if (fd < 0) {
		fprintf(out, "  cannot read its buckets (%s): %s\n", r->map, strerror(-fd));
		return;
	}
	rows = read_rows(fd, r, &n, &total);
	close(fd);
	fprintf(out, "  %zu key%s in the table (at most %d), %zu near or over the limit\n",
		total, total == 1 ? "" : "s", XDPC_RATE_TABLE_SIZE, n);
	for (size_t i = 0; i < n && i < SHOW_MAX; i++) {
		format_rate_key(key, sizeof(key), r, &rows[i].key);
		fprintf(out, "  %-40s %14" PRIu64 " frames over  %3u%% of the burst left\n", key,
			(uint64_t)rows[i].val.over, rows[i].left);
	}
	if (n > SHOW_MAX)
		fprintf(out, "  ... %zu more\n", n - SHOW_MAX);
	free(rows);
}

void report_rates(FILE *out, const struct filter *f)
{
	struct rate_record *recs;
	size_t n;

	if (f->prog_fd < 0 || rate_records(&f->meta, &recs, &n) != 0)
		return;
	for (size_t i = 0; i < n; i++)
		report_one(out, f, &recs[i]);
	free(recs);
}
