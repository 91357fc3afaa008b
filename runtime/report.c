#include "report.h"

#include "json.h"
#include "names.h"

#include <arpa/inet.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *proto_name(unsigned p)
{
	switch (p) {
	case 0: return "non-IP or unknown";
	case 1: return "icmp";
	case 2: return "igmp";
	case 6: return "tcp";
	case 17: return "udp";
	case 47: return "gre";
	case 50: return "esp";
	case 51: return "ah";
	case 58: return "icmpv6";
	case 59: return "no next header";
	case 132: return "sctp";
	default: return NULL;
	}
}

void format_key(char *buf, size_t len, const char *kind, const struct table_snapshot *t,
		const union table_key *k, int with_name)
{
	const char *name;

	if (t->by_addr) {
		char a[INET6_ADDRSTRLEN];

		inet_ntop(k->addr.family == 6 ? AF_INET6 : AF_INET, k->addr.addr, a, sizeof(a));
		snprintf(buf, len, "%s", a);
	} else if (with_name && !strcmp(kind, "proto") && (name = proto_name(k->num))) {
		snprintf(buf, len, "%u (%s)", k->num, name);
	} else if (with_name && !strcmp(kind, "icmp_type")) {
		/* ICMPv6 types are keyed from 256 up (docs/language.md) */
		int v6 = k->num >= 256;

		name = names_reverse(v6 ? NS_ICMP6 : NS_ICMP, k->num & 0xff);
		snprintf(buf, len, "%u (%s %u%s%s)", k->num, v6 ? "icmpv6" : "icmp", k->num & 0xff,
			 name ? " " : "", name ? name : "");
	} else {
		snprintf(buf, len, "%u", k->num);
	}
}

static const char *default_verdict(const struct filter *f)
{
	return f->meta.default_drop ? "drop" : "pass";
}

static long long seconds_left(const struct confirm_state *p)
{
	long long left = (long long)p->deadline - (long long)time(NULL);

	return left > 0 ? left : 0;
}

static void header(FILE *out, const struct report_ctx *r)
{
	const struct confirm_state *p = r->pending;

	fprintf(out, "xdpc on %s (%s mode), program %u, rules from %s\n", r->dev, r->mode,
		r->f->prog_id, r->f->meta.source);
	if (p) {
		time_t when = (time_t)p->deadline;
		struct tm tm;
		char at[32];

		strftime(at, sizeof(at), "%Y-%m-%d %H:%M:%S UTC", gmtime_r(&when, &tm));
		fprintf(out, "pending confirmation: unless `xdpc --confirm %s` by %s (in %lld s), ",
			r->dev, at, seconds_left(p));
		if (p->prev_prog_id)
			fprintf(out, "program %u comes back\n", p->prev_prog_id);
		else
			fprintf(out, "the filter is detached\n");
	}
}

static void json_pending(FILE *out, const struct confirm_state *p)
{
	if (!p)
		return;
	fprintf(out, ",\"pending_confirmation\":{\"deadline\":%llu,\"seconds_left\":%lld,"
		"\"rollback_program_id\":%u,\"watchdog_pid\":%u}", (unsigned long long)p->deadline,
		seconds_left(p), p->prev_prog_id, p->watchdog_pid);
}

void report_table(FILE *out, const struct report_ctx *r, const struct snapshot *s)
{
	const struct xdpc_meta *m = &r->f->meta;
	char key[64];

	header(out, r);
	fprintf(out, "%6s %14s %16s  %s\n", "line", "packets", "bytes", "rule");
	for (size_t i = 0; i < m->nrules; i++)
		fprintf(out, "%6u %14" PRIu64 " %16" PRIu64 "  %s\n", m->rules[i].line,
			s->rules[i].packets, s->rules[i].bytes, m->rules[i].text);
	fprintf(out, "%6s %14" PRIu64 " %16" PRIu64 "  (default %s)\n", "-",
		s->rules[m->nrules].packets, s->rules[m->nrules].bytes, default_verdict(r->f));
	for (size_t t = 0; t < m->ntables; t++) {
		const struct meta_table *mt = &m->tables[t];
		const struct table_snapshot *ts = &s->tables[t];

		fprintf(out, "\ncount by %s (line %u): %zu key%s\n", mt->key,
			m->rules[mt->rule].line, ts->n, ts->n == 1 ? "" : "s");
		for (size_t i = 0; i < ts->n; i++) {
			format_key(key, sizeof(key), mt->key, ts, &ts->e[i].key, 1);
			fprintf(out, "  %-6s %-26s %14" PRIu64 " packets %16" PRIu64 " bytes\n",
				mt->key, key, ts->e[i].c.packets, ts->e[i].c.bytes);
		}
	}
}


void report_json(FILE *out, const struct report_ctx *r, const struct snapshot *s)
{
	const struct xdpc_meta *m = &r->f->meta;
	char key[64];

	fputs("{\"device\":", out);
	json_string(out, r->dev);
	fputs(",\"mode\":", out);
	json_string(out, r->mode);
	fprintf(out, ",\"program_id\":%u,\"source\":", r->f->prog_id);
	json_string(out, m->source);
	json_pending(out, r->pending);
	fprintf(out, ",\"default\":{\"verdict\":\"%s\",\"packets\":%" PRIu64 ",\"bytes\":%" PRIu64 "}",
		default_verdict(r->f), s->rules[m->nrules].packets, s->rules[m->nrules].bytes);
	fputs(",\"rules\":[", out);
	for (size_t i = 0; i < m->nrules; i++) {
		fprintf(out, "%s{\"index\":%zu,\"line\":%u,\"action\":", i ? "," : "", i,
			m->rules[i].line);
		json_string(out, m->rules[i].action);
		fputs(",\"text\":", out);
		json_string(out, m->rules[i].text);
		if (m->rules[i].file != m->source) {   /* an included file's rule */
			fputs(",\"file\":", out);
			json_string(out, m->rules[i].file);
		}
		fprintf(out, ",\"packets\":%" PRIu64 ",\"bytes\":%" PRIu64 "}",
			s->rules[i].packets, s->rules[i].bytes);
	}
	fputs("],\"tables\":[", out);
	for (size_t t = 0; t < m->ntables; t++) {
		const struct table_snapshot *ts = &s->tables[t];

		fprintf(out, "%s{\"index\":%zu,\"rule\":%u,\"line\":%u,\"key\":", t ? "," : "", t,
			m->tables[t].rule, m->rules[m->tables[t].rule].line);
		json_string(out, m->tables[t].key);
		fputs(",\"entries\":[", out);
		for (size_t i = 0; i < ts->n; i++) {
			format_key(key, sizeof(key), m->tables[t].key, ts, &ts->e[i].key, 0);
			fprintf(out, "%s{\"key\":", i ? "," : "");
			json_string(out, key);
			fprintf(out, ",\"packets\":%" PRIu64 ",\"bytes\":%" PRIu64 "}",
				ts->e[i].c.packets, ts->e[i].c.bytes);
		}
		fputs("]}", out);
	}
	fputs("]}\n", out);
}

/* Prometheus label values: backslash, double quote and newline escaped. */
static void prom_label(FILE *out, const char *name, const char *value, int first)
{
	fprintf(out, "%s%s=\"", first ? "" : ",", name);
	for (; *value; value++) {
		if (*value == '\\' || *value == '"')
			fprintf(out, "\\%c", *value);
		else if (*value == '\n')
			fputs("\\n", out);
		else
			fputc(*value, out);
	}
	fputc('"', out);
}

static void prom_family(FILE *out, const char *name, const char *help)
{
	fprintf(out, "# HELP %s %s\n# TYPE %s counter\n", name, help, name);
}

/* device, and netns when the report has one */
static void prom_where(FILE *out, const struct report_ctx *r)
{
	prom_label(out, "device", r->dev, 1);
	if (r->netns)
		prom_label(out, "netns", r->netns, 0);
}

static void prom_rule_labels(FILE *out, const struct report_ctx *r, size_t i)
{
	const struct meta_rule *mr = &r->f->meta.rules[i];
	char num[24];

	prom_where(out, r);
	snprintf(num, sizeof(num), "%zu", i);
	prom_label(out, "rule", num, 0);
	snprintf(num, sizeof(num), "%u", mr->line);
	prom_label(out, "line", num, 0);
	prom_label(out, "action", mr->action, 0);
	prom_label(out, "text", mr->text, 0);
}

static void prom_rules(FILE *out, const struct report_ctx *r, const struct snapshot *s,
		       int bytes)
{
	for (size_t i = 0; i < r->f->meta.nrules; i++) {
		fprintf(out, "xdpc_rule_%s_total{", bytes ? "bytes" : "packets");
		prom_rule_labels(out, r, i);
		fprintf(out, "} %" PRIu64 "\n", bytes ? s->rules[i].bytes : s->rules[i].packets);
	}
}

static void prom_default(FILE *out, const struct report_ctx *r, const struct snapshot *s,
			 int bytes)
{
	const struct xdpc_counter *d = &s->rules[r->f->meta.nrules];

	fprintf(out, "xdpc_default_%s_total{", bytes ? "bytes" : "packets");
	prom_where(out, r);
	prom_label(out, "verdict", default_verdict(r->f), 0);
	fprintf(out, "} %" PRIu64 "\n", bytes ? d->bytes : d->packets);
}

static void prom_tables(FILE *out, const struct report_ctx *r, const struct snapshot *s,
			int bytes)
{
	const struct xdpc_meta *m = &r->f->meta;
	char key[64], num[24];

	for (size_t t = 0; t < m->ntables; t++)
		for (size_t i = 0; i < s->tables[t].n; i++) {
			const struct table_entry *e = &s->tables[t].e[i];

			fprintf(out, "xdpc_table_%s_total{", bytes ? "bytes" : "packets");
			prom_where(out, r);
			snprintf(num, sizeof(num), "%zu", t);
			prom_label(out, "table", num, 0);
			snprintf(num, sizeof(num), "%u", m->rules[m->tables[t].rule].line);
			prom_label(out, "line", num, 0);
			prom_label(out, "by", m->tables[t].key, 0);
			format_key(key, sizeof(key), m->tables[t].key, &s->tables[t], &e->key, 0);
			prom_label(out, "key", key, 0);
			fprintf(out, "} %" PRIu64 "\n", bytes ? e->c.bytes : e->c.packets);
		}
}

typedef void prom_samples(FILE *out, const struct report_ctx *r, const struct snapshot *s,
			  int bytes);

static void prom_all(FILE *out, const struct report_ctx *r, const struct snapshot *s,
		     size_t n, prom_samples *each, int bytes)
{
	for (size_t i = 0; i < n; i++)
		each(out, &r[i], &s[i], bytes);
}

/* Filters with a change pending confirmation: when each rolls back. */
static void prom_pending(FILE *out, const struct report_ctx *r, size_t n)
{
	bool any = false;

	for (size_t i = 0; i < n; i++) {
		if (!r[i].pending)
			continue;
		if (!any)
			fputs("# HELP xdpc_confirm_deadline_seconds When an unconfirmed change "
			      "rolls back (Unix time).\n"
			      "# TYPE xdpc_confirm_deadline_seconds gauge\n", out);
		any = true;
		fputs("xdpc_confirm_deadline_seconds{", out);
		prom_where(out, &r[i]);
		fprintf(out, "} %llu\n", (unsigned long long)r[i].pending->deadline);
	}
}

void report_prometheus_many(FILE *out, const struct report_ctx *r, const struct snapshot *s,
			    size_t n)
{
	size_t tables = 0;

	prom_family(out, "xdpc_rule_packets_total", "Frames that matched the rule.");
	prom_all(out, r, s, n, prom_rules, 0);
	prom_family(out, "xdpc_rule_bytes_total", "Bytes (whole frames) that matched the rule.");
	prom_all(out, r, s, n, prom_rules, 1);
	prom_family(out, "xdpc_default_packets_total", "Frames decided by the default verdict.");
	prom_all(out, r, s, n, prom_default, 0);
	prom_family(out, "xdpc_default_bytes_total", "Bytes of frames decided by the default verdict.");
	prom_all(out, r, s, n, prom_default, 1);
	for (size_t i = 0; i < n; i++)
		tables += r[i].f->meta.ntables;
	if (tables) {
		prom_family(out, "xdpc_table_packets_total", "Frames counted under one key of a count-by rule.");
		prom_all(out, r, s, n, prom_tables, 0);
		prom_family(out, "xdpc_table_bytes_total", "Bytes counted under one key of a count-by rule.");
		prom_all(out, r, s, n, prom_tables, 1);
	}
	prom_pending(out, r, n);
}

void report_prometheus(FILE *out, const struct report_ctx *r, const struct snapshot *s)
{
	report_prometheus_many(out, r, s, 1);
}

static double rate(uint64_t now, uint64_t before, double dt)
{
	return dt > 0 && now >= before ? (double)(now - before) / dt : 0;
}

struct ranked { const struct table_entry *e; double pps, bps; };

static int by_rate(const void *a, const void *b)
{
	const struct ranked *x = a, *y = b;

	if (x->pps != y->pps)
		return x->pps < y->pps ? 1 : -1;
	return x->e->c.packets < y->e->c.packets ? 1 : x->e->c.packets > y->e->c.packets ? -1 : 0;
}

static void live_table(FILE *out, const struct meta_table *mt, unsigned line,
		       const struct table_snapshot *prev, const struct table_snapshot *cur,
		       double dt, unsigned top)
{
	struct ranked *rk = calloc(cur->n + 1, sizeof(*rk));
	char key[64];

	if (!rk)
		return;
	for (size_t i = 0; i < cur->n; i++) {
		const struct table_entry *was = prev ? table_find(prev, &cur->e[i].key) : NULL;

		rk[i].e = &cur->e[i];
		rk[i].pps = rate(cur->e[i].c.packets, was ? was->c.packets : 0, dt);
		rk[i].bps = rate(cur->e[i].c.bytes, was ? was->c.bytes : 0, dt);
	}
	qsort(rk, cur->n, sizeof(*rk), by_rate);
	fprintf(out, "count by %s (line %u), top %zu of %zu keys by rate:\n", mt->key, line,
		cur->n < top ? cur->n : top, cur->n);
	for (size_t i = 0; i < cur->n && i < top; i++) {
		format_key(key, sizeof(key), mt->key, cur, &rk[i].e->key, 1);
		fprintf(out, "  %s %-26s %12.0f pkt/s %14.0f B/s %14" PRIu64 " packets\n",
			mt->key, key, rk[i].pps, rk[i].bps, rk[i].e->c.packets);
	}
	free(rk);
}

void report_live(FILE *out, const struct report_ctx *r, const struct snapshot *prev,
		 const struct snapshot *cur, unsigned top)
{
	const struct xdpc_meta *m = &r->f->meta;
	double dt = seconds_between(&prev->at, &cur->at);

	header(out, r);
	fprintf(out, "%6s %12s %14s %14s %16s  %s\n", "line", "pkt/s", "bytes/s", "packets",
		"bytes", "rule");
	for (size_t i = 0; i <= m->nrules; i++) {
		const struct xdpc_counter *c = &cur->rules[i], *p = &prev->rules[i];
		char dflt[32];

		snprintf(dflt, sizeof(dflt), "(default %s)", default_verdict(r->f));
		if (i < m->nrules)
			fprintf(out, "%6u", m->rules[i].line);
		else
			fprintf(out, "%6s", "-");
		fprintf(out, " %12.0f %14.0f %14" PRIu64 " %16" PRIu64 "  %s\n",
			rate(c->packets, p->packets, dt), rate(c->bytes, p->bytes, dt),
			c->packets, c->bytes, i < m->nrules ? m->rules[i].text : dflt);
	}
	for (size_t t = 0; t < m->ntables; t++)
		live_table(out, &m->tables[t], m->rules[m->tables[t].rule].line,
			   t < prev->ntables ? &prev->tables[t] : NULL, &cur->tables[t], dt, top);
	fflush(out);
}
