/* --explain: one frame's way through the rules, told by the reference
 * evaluator: the parse path (and why parsing stopped), every rule with the
 * value of each primitive, the deciding rule, the verdict, the counters. */
#include "explain.h"
#include "eval_rate.h"

#include <arpa/inet.h>
#include <string.h>

static unsigned rd16(const uint8_t *p)
{
	return (unsigned)(p[0] << 8 | p[1]);
}

static void l3_stop(FILE *out, const uint8_t *d, size_t len, const struct pkt_facts *f)
{
	size_t off = f->l3_off;

	if (f->ethertype == PKT_ETH_P_IPV4) {
		if (len < off + 20)
			fprintf(out, "  stopped: the IPv4 header is cut off (%zu of 20 bytes)\n", len - off);
		else if (d[off] >> 4 != 4 || (d[off] & 0xf) < 5)
			fprintf(out, "  stopped: not a valid IPv4 header (version %u, IHL %u)\n",
				d[off] >> 4, d[off] & 0xf);
		else
			fprintf(out, "  stopped: the IPv4 header with options (%u bytes) is cut off\n",
				(d[off] & 0xf) * 4);
	} else if (f->ethertype == PKT_ETH_P_IPV6) {
		if (len < off + 40)
			fprintf(out, "  stopped: the IPv6 header is cut off (%zu of 40 bytes)\n", len - off);
		else
			fprintf(out, "  stopped: not an IPv6 header (version %u)\n", d[off] >> 4);
	} else if (f->ethertype == PKT_ETH_P_ARP) {
		fputs("  arp (no network layer for src/dst/proto)\n", out);
	} else {
		fprintf(out, "  stopped: EtherType 0x%04x has no layer xdpc parses\n", f->ethertype);
	}
}

static void l4_path(FILE *out, const struct pkt_facts *f)
{
	if (!f->proto_known) {
		fprintf(out, "  stopped: the IPv6 extension header chain is cut off or deeper than %d headers: protocol unknown\n",
			PKT_MAX_EXTHDRS);
		return;
	}
	fprintf(out, "  protocol %u%s\n", f->proto, f->nexthdrs ? " (after the extension headers)" : "");
	if (f->later_frag)
		fputs("  stopped: a later fragment carries no L4 header\n", out);
	else if (f->ports)
		fprintf(out, "  %s ports %u > %u%s\n", f->proto == 6 ? "tcp" : "udp", f->sport, f->dport,
			f->proto == 6 ? "" : "");
	else if (f->l4)
		fputs("  icmp header present\n", out);
	else if (f->proto == 6 || f->proto == 17 || f->proto == 1 || f->proto == 58)
		fprintf(out, "  stopped: the %s header is cut off by the end of the frame\n",
			f->proto == 6 ? "TCP" : f->proto == 17 ? "UDP" : "ICMP");
	if (f->l4 && f->proto == 6)
		fprintf(out, "  tcp flags 0x%02x\n", f->tcp_flags);
}

void explain_parse(FILE *out, const uint8_t *d, size_t len, const struct pkt_facts *f)
{
	char s[INET6_ADDRSTRLEN], t[INET6_ADDRSTRLEN];
	int af = f->l3 == PKT_L3_IPV4 ? AF_INET : AF_INET6;

	fprintf(out, "parse path (%zu bytes):\n", len);
	if (!f->eth) {
		fputs("  stopped: shorter than the 14-byte Ethernet header: only `len` applies\n", out);
		return;
	}
	fprintf(out, "  ethernet %02x:%02x:%02x:%02x:%02x:%02x > %02x:%02x:%02x:%02x:%02x:%02x, type 0x%04x\n",
		f->eth_src[0], f->eth_src[1], f->eth_src[2], f->eth_src[3], f->eth_src[4], f->eth_src[5],
		f->eth_dst[0], f->eth_dst[1], f->eth_dst[2], f->eth_dst[3], f->eth_dst[4], f->eth_dst[5],
		rd16(d + 12));
	for (unsigned i = 0; i < f->nvlans; i++)
		fprintf(out, "  vlan tag %u: VID %u\n", i + 1, f->vid[i]);
	if (f->too_many_tags) {
		fputs("  stopped: a third VLAN tag: no network layer\n", out);
		return;
	}
	if (f->ethertype == PKT_ETH_P_8021Q || f->ethertype == PKT_ETH_P_8021AD) {
		fputs("  stopped: a VLAN tag is cut off by the end of the frame\n", out);
		return;
	}
	if (f->l3 == PKT_L3_NONE) {
		l3_stop(out, d, len, f);
		return;
	}
	inet_ntop(af, f->src, s, sizeof(s));
	inet_ntop(af, f->dst, t, sizeof(t));
	fprintf(out, "  %s %s > %s, ttl %u", f->l3 == PKT_L3_IPV4 ? "ipv4" : "ipv6", s, t, f->ttl);
	if (f->nexthdrs)
		fprintf(out, ", %u extension header%s", f->nexthdrs, f->nexthdrs == 1 ? "" : "s");
	if (f->frag)
		fputs(f->later_frag ? ", later fragment" : ", first fragment", out);
	fputc('\n', out);
	l4_path(out, f);
}

static void prim_values(FILE *out, const struct expr *e, const struct pkt_facts *f)
{
	switch (e->kind) {
	case E_AND:
	case E_OR:
		prim_values(out, e->u.bin.lhs, f);
		prim_values(out, e->u.bin.rhs, f);
		return;
	case E_NOT:
		prim_values(out, e->u.operand, f);
		return;
	default:
		fprintf(out, "      %-5s %.*s\n", eval_expr(e, f) ? "true" : "false",
			(int)(e->loc.end_off - e->loc.off), e->loc.src->text + e->loc.off);
	}
}

static void counters(FILE *out, const struct rule *r, const struct pkt_facts *f)
{
	union {
		uint32_t num;
		struct xdpc_addr_key addr;
	} key;
	char a[INET6_ADDRSTRLEN];

	fprintf(out, "    counts: the rule's packets +1, bytes +%zu", f->len);
	if (r->key != KEY_NONE && eval_count_key(r->key, f, &key)) {
		if (r->key == KEY_SRC || r->key == KEY_DST) {
			inet_ntop(key.addr.family == 4 ? AF_INET : AF_INET6, key.addr.addr, a, sizeof(a));
			fprintf(out, "; count by %s key %s", count_key_name(r->key), a);
		} else {
			fprintf(out, "; count by %s key %u", count_key_name(r->key), key.num);
		}
	} else if (r->key != KEY_NONE) {
		fprintf(out, "; count by %s: the frame has no %s, no table entry", count_key_name(r->key),
			count_key_name(r->key));
	}
	fputc('\n', out);
}

struct eval_result explain_rules(FILE *out, const struct program *p, const struct pkt_facts *f)
{
	struct eval_result res = eval_facts(p, f, NULL);

	fputs("rules:\n", out);
	for (size_t i = 0; i < p->nrules; i++) {
		const struct rule *r = p->rules[i];
		bool m = !r->match || eval_expr(r->match, f);

		fprintf(out, "  %s:%u: %s  -> %s\n", r->action_loc.src->path, r->action_loc.line, r->text,
			m ? "matches" : "no match");
		if (r->match)
			prim_values(out, r->match, f);
		if (m && r->rate && !eval_rate_over(NULL, r, f, 0)) {
			/* one frame alone: its key's bucket is full */
			fputs("    under its rate (a lone frame meets a full bucket): goes on\n", out);
			continue;
		}
		if (m)
			counters(out, r, f);
		if (m && r->action != ACT_COUNT)
			break;
	}
	if (res.rule >= 0)
		fprintf(out, "verdict: %s, decided by line %u: %s\n",
			res.verdict == VERDICT_DROP ? "drop" : "pass", p->rules[res.rule]->action_loc.line,
			p->rules[res.rule]->text);
	else
		fprintf(out, "verdict: %s, by the default (no rule decides; the default counter counts it)\n",
			res.verdict == VERDICT_DROP ? "drop" : "pass");
	return res;
}
