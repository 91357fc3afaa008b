#include "ast_dump.h"
#include "proto.h"
#include "names.h"

#include <arpa/inet.h>
#include <string.h>

static void indent(FILE *out, int depth)
{
	for (int i = 0; i < depth; i++)
		fputs("  ", out);
}

/* Locations without the directory so dumps do not depend on where the
 * tree is checked out. */
static void put_loc(FILE *out, struct loc l)
{
	const char *base = l.src ? strrchr(l.src->path, '/') : NULL;

	fprintf(out, " @%s:%u:%u", base ? base + 1 : l.src ? l.src->path : "?",
		l.line, l.col);
}

void format_prefix_text(char *buf, size_t len, const struct prefix *p)
{
	char addr[INET6_ADDRSTRLEN];

	inet_ntop(p->family == 4 ? AF_INET : AF_INET6, p->addr, addr, sizeof(addr));
	snprintf(buf, len, "%s/%u", addr, p->plen);
}

static void dump_set_body(FILE *out, const struct xset *s, int depth)
{
	char buf[64];

	for (size_t i = 0; i < s->npfx; i++) {
		format_prefix_text(buf, sizeof(buf), &s->pfx[i]);
		indent(out, depth);
		fprintf(out, "%s\n", buf);
	}
	for (size_t i = 0; i < s->nports; i++) {
		indent(out, depth);
		if (s->ports[i].lo == s->ports[i].hi)
			fprintf(out, "%u\n", s->ports[i].lo);
		else
			fprintf(out, "%u-%u\n", s->ports[i].lo, s->ports[i].hi);
	}
}

static const char *const dir_names[2][3] = {
	[SET_ADDR] = { "src", "dst", "host" },
	[SET_PORT] = { "sport", "dport", "port" },
};

static void dump_named(FILE *out, const char *what, enum name_space ns,
		       uint64_t v, const char *fmt)
{
	const char *name = names_reverse(ns, (uint32_t)v);

	fprintf(out, "%s ", what);
	fprintf(out, fmt, (unsigned long long)v);
	if (name)
		fprintf(out, " (%s)", name);
}

/* " OP N" or " in LO-HI" */
static void dump_compare(FILE *out, const struct expr *e)
{
	if (e->u.prim.op == CMP_RANGE)
		fprintf(out, " in %llu-%llu", (unsigned long long)e->u.prim.num,
			(unsigned long long)e->u.prim.num_hi);
	else
		fprintf(out, " %s %llu", cmp_op_name(e->u.prim.op),
			(unsigned long long)e->u.prim.num);
}

static void dump_field(FILE *out, const struct expr *e)
{
	const struct proto_field_info *fi = proto_field((enum proto_field)e->u.prim.field);

	fprintf(out, "%s %s", fi->header, fi->name);
	if (e->u.prim.mask != proto_field_max((enum proto_field)e->u.prim.field))
		fprintf(out, " & 0x%llx", (unsigned long long)e->u.prim.mask);
	dump_compare(out, e);
	if (fi->names >= 0 && e->u.prim.op != CMP_RANGE) {
		const char *n = names_reverse((enum name_space)fi->names, (uint32_t)e->u.prim.num);

		if (n)
			fprintf(out, " (%s)", n);
	}
}

static void dump_bytes(FILE *out, const uint8_t *b, uint32_t n)
{
	fputs("0x", out);
	for (uint32_t i = 0; i < n; i++)
		fprintf(out, "%02x", b[i]);
}

static void dump_payload(FILE *out, const struct payload *p)
{
	static const char *const bases[] = { [PB_PAYLOAD] = "payload", [PB_NH] = "nh",
					     [PB_TH] = "th" };

	if (p->depth) {
		fputs("payload contains ", out);
		dump_bytes(out, p->bytes, p->n);
		fprintf(out, " depth %u", p->depth);
	} else {
		fprintf(out, "payload %s+%u %s ", bases[p->base], p->off, p->ne ? "!=" : "==");
		dump_bytes(out, p->bytes, p->n);
		if (p->mask) {
			fputs(" / ", out);
			dump_bytes(out, p->mask, p->n);
		}
	}
	fprintf(out, " (sig %d)", p->sig);
}

static void dump_expr(FILE *out, const struct expr *e, int depth)
{
	const struct xset *s;

	indent(out, depth);
	switch (e->kind) {
	case E_AND:
	case E_OR:
		fputs(expr_kind_name(e->kind), out);
		put_loc(out, e->loc);
		fputc('\n', out);
		dump_expr(out, e->u.bin.lhs, depth + 1);
		dump_expr(out, e->u.bin.rhs, depth + 1);
		return;
	case E_NOT:
		fputs("not", out);
		put_loc(out, e->loc);
		fputc('\n', out);
		dump_expr(out, e->u.operand, depth + 1);
		return;
	case E_VLAN_ID:
		fprintf(out, "vlan id %llu", (unsigned long long)e->u.prim.num);
		break;
	case E_ETHER_TYPE:
		dump_named(out, "ether type", NS_ETHERTYPE, e->u.prim.num, "0x%04llx");
		break;
	case E_ETHER_SRC:
	case E_ETHER_DST: {
		const uint8_t *m = e->u.prim.mac;

		fprintf(out, "ether %s %02x:%02x:%02x:%02x:%02x:%02x",
			e->kind == E_ETHER_SRC ? "src" : "dst",
			m[0], m[1], m[2], m[3], m[4], m[5]);
		break;
	}
	case E_PROTO:
		dump_named(out, "proto", NS_PROTO, e->u.prim.num, "%llu");
		break;
	case E_ADDR:
	case E_PORT:
		s = e->u.prim.set;
		fputs(dir_names[e->kind == E_PORT][e->u.prim.dir], out);
		if (s && s->name) {
			fprintf(out, " in %s (set #%d)", s->name, s->id);
			put_loc(out, e->loc);
			fputc('\n', out);
			return;
		}
		fprintf(out, " (set #%d)", s ? s->id : -1);
		put_loc(out, e->loc);
		fputc('\n', out);
		if (s)
			dump_set_body(out, s, depth + 1);
		return;
	case E_LEN:
	case E_TTL:
		fputs(e->kind == E_LEN ? "len" : "ttl", out);
		dump_compare(out, e);
		break;
	case E_TCP_FLAGS:
		fprintf(out, "tcp flags mask 0x%02llx", (unsigned long long)e->u.prim.num);
		if (e->u.prim.mask != e->u.prim.num)
			fprintf(out, " under 0x%02llx", (unsigned long long)e->u.prim.mask);
		break;
	case E_FIELD:
		dump_field(out, e);
		break;
	case E_PAYLOAD:
	case E_PAYLOAD_FIND:
		dump_payload(out, e->u.prim.pay);
		break;
	default:
		fputs(expr_kind_name(e->kind), out);
		break;
	}
	put_loc(out, e->loc);
	fputc('\n', out);
}

static const char *const action_names[] = {
	[ACT_DROP] = "drop", [ACT_PASS] = "pass", [ACT_COUNT] = "count",
};

void ast_dump_program(FILE *out, const struct program *p)
{
	fprintf(out, "program: %zu rules, %zu sets, %zu tables, default %s\n",
		p->nrules, p->nsets, p->ntables,
		p->default_verdict == VERDICT_DROP ? "drop" : "pass");
	for (size_t i = 0; i < p->stmts.n; i++) {
		const struct stmt *st = p->stmts.v[i];

		switch (st->kind) {
		case S_SET:
			fprintf(out, "%sset %s (set #%d, %s)", st->u.set.dynamic ? "dynamic " : "",
				st->u.set.name, st->u.set.set ? st->u.set.set->id : -1,
				st->u.set.set && st->u.set.set->kind == SET_PORT ? "ports" : "addresses");
			put_loc(out, st->loc);
			fputc('\n', out);
			if (st->u.set.set)
				dump_set_body(out, st->u.set.set, 1);
			break;
		case S_RULE: {
			const struct rule *r = &st->u.rule;

			fprintf(out, "rule #%d %s", r->index, action_names[r->action]);
			if (r->key != KEY_NONE)
				fprintf(out, " by %s (table #%d)", count_key_name(r->key), r->table);
			put_loc(out, st->loc);
			fputc('\n', out);
			fprintf(out, "  text: %s\n", r->text ? r->text : "");
			if (r->sample)
				fprintf(out, "  sample #%d: %s %llu%s, snaplen %u\n", r->sample->id,
					r->sample->kind == SAMPLE_RATE ? "at most" : "one in",
					(unsigned long long)r->sample->n,
					r->sample->kind == SAMPLE_RATE ? " per second" : "",
					r->sample->snaplen);
			if (r->match)
				dump_expr(out, r->match, 1);
			else
				fputs("  always\n", out);
			break;
		}
		case S_DEFAULT:
			fprintf(out, "default %s", st->u.dflt == VERDICT_DROP ? "drop" : "pass");
			put_loc(out, st->loc);
			fputc('\n', out);
			break;
		case S_INCLUDE:
			fprintf(out, "include \"%s\"", st->u.include.path);
			put_loc(out, st->loc);
			fputc('\n', out);
			break;
		}
	}
}
