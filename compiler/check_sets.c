#include "check.h"
#include "names.h"

#include <arpa/inet.h>
#include <stdlib.h>
#include <string.h>

static int is_addr(const struct value *v)
{
	return v->kind == V_ADDR4 || v->kind == V_ADDR6;
}

static int is_port(const struct value *v)
{
	return v->kind == V_NUMBER || v->kind == V_RANGE || v->kind == V_NAME;
}

int check_set_kind(struct diag *d, const char *setname, struct value **vals,
		   size_t n)
{
	int kind = -1;
	const struct value *first = NULL;

	for (size_t i = 0; i < n; i++) {
		int k;

		if (is_addr(vals[i])) {
			k = SET_ADDR;
		} else if (is_port(vals[i])) {
			k = SET_PORT;
		} else {
			diag_error(d, vals[i]->loc,
				   "a %s cannot be a set element (sets hold addresses or ports)",
				   value_kind_name(vals[i]->kind));
			return -1;
		}
		if (kind == -1) {
			kind = k;
			first = vals[i];
		} else if (k != kind) {
			diag_error(d, vals[i]->loc,
				   "set '%s' mixes %s with %s; a set holds either addresses or ports",
				   setname, k == SET_ADDR ? "an address" : "a port",
				   kind == SET_ADDR ? "addresses" : "ports");
			diag_note(d, first->loc, "the first element is %s",
				  kind == SET_ADDR ? "an address" : "a port");
			return -1;
		}
	}
	return kind;
}

static void format_prefix(char *buf, size_t len, const struct prefix *p)
{
	char addr[INET6_ADDRSTRLEN];

	inet_ntop(p->family == 4 ? AF_INET : AF_INET6, p->addr, addr, sizeof(addr));
	snprintf(buf, len, "%s/%u", addr, p->plen);
}

int check_prefix(struct diag *d, const struct value *v, struct prefix *out,
		 bool warn_host_bits)
{
	int max = v->kind == V_ADDR4 ? 32 : 128;
	int64_t plen = v->u.addr.plen < 0 ? max : v->u.addr.plen;
	int masked = 0;

	if (plen > max) {
		diag_error(d, v->u.addr.plen_loc,
			   "prefix length %lld is out of range for an %s (0-%d)",
			   (long long)v->u.addr.plen, value_kind_name(v->kind), max);
		return -1;
	}
	memset(out, 0, sizeof(*out));
	out->family = v->kind == V_ADDR4 ? 4 : 6;
	out->plen = (uint8_t)plen;
	for (int byte = 0; byte < max / 8; byte++) {
		int keep = plen - byte * 8;
		uint8_t mask = keep >= 8 ? 0xff : keep <= 0 ? 0 : (uint8_t)(0xff << (8 - keep));
		uint8_t b = v->u.addr.bytes[byte];

		if (b & ~mask)
			masked = 1;
		out->addr[byte] = b & mask;
	}
	if (masked && warn_host_bits) {
		char buf[64];

		format_prefix(buf, sizeof(buf), out);
		diag_warning(d, v->loc, "host bits are set in this prefix; it matches %s",
			     buf);
	}
	return 0;
}

struct xset *check_addr_values(struct arena *a, struct diag *d,
			       struct value **vals, size_t n, struct loc loc,
			       const char *what)
{
	struct xset *s = ARENA_NEW(a, struct xset);
	int bad = 0;

	s->kind = SET_ADDR;
	s->loc = loc;
	s->pfx = ARENA_ARRAY(a, struct prefix, n ? n : 1);
	for (size_t i = 0; i < n; i++) {
		if (!is_addr(vals[i])) {
			diag_error(d, vals[i]->loc, "%s needs an IPv4 or IPv6 address, not a %s",
				   what, value_kind_name(vals[i]->kind));
			bad = 1;
			continue;
		}
		if (check_prefix(d, vals[i], &s->pfx[s->npfx], true) == 0)
			s->npfx++;
		else
			bad = 1;
	}
	return bad ? NULL : s;
}

static int port_number(struct diag *d, uint64_t v, struct loc loc)
{
	if (v > 65535) {
		diag_error(d, loc, "port %llu is out of range (0-65535)",
			   (unsigned long long)v);
		return -1;
	}
	return (int)v;
}

static int check_port_value(struct diag *d, const struct value *v,
			    struct port_range *out, const char *what)
{
	uint32_t num;
	int lo, hi;

	switch (v->kind) {
	case V_NUMBER:
		lo = port_number(d, v->u.num, v->loc);
		if (lo < 0)
			return -1;
		out->lo = out->hi = (uint16_t)lo;
		return 0;
	case V_RANGE:
		lo = port_number(d, v->u.range.lo, v->loc);
		hi = port_number(d, v->u.range.hi, v->loc);
		if (lo < 0 || hi < 0)
			return -1;
		if (lo > hi) {
			diag_error(d, v->loc, "port range %d-%d is reversed (did you mean %d-%d?)",
				   lo, hi, hi, lo);
			return -1;
		}
		out->lo = (uint16_t)lo;
		out->hi = (uint16_t)hi;
		return 0;
	case V_NAME:
		if (names_lookup(NS_PORT, v->u.name, &num)) {
			out->lo = out->hi = (uint16_t)num;
			return 0;
		}
		{
			const char *s = names_suggest(NS_PORT, v->u.name);

			if (s)
				diag_error_suggest(d, v->loc, s, "unknown service name '%s'",
						   v->u.name);
			else
				diag_error(d, v->loc, "unknown service name '%s'", v->u.name);
		}
		return -1;
	default:
		diag_error(d, v->loc, "%s needs a port, a port range or a service name, not a%s %s",
			   what, v->kind == V_ADDR4 || v->kind == V_ADDR6 ? "n" : "",
			   value_kind_name(v->kind));
		return -1;
	}
}

struct xset *check_port_values(struct arena *a, struct diag *d,
			       struct value **vals, size_t n, struct loc loc,
			       const char *what)
{
	struct xset *s = ARENA_NEW(a, struct xset);
	int bad = 0;

	s->kind = SET_PORT;
	s->loc = loc;
	s->ports = ARENA_ARRAY(a, struct port_range, n ? n : 1);
	for (size_t i = 0; i < n; i++) {
		if (check_port_value(d, vals[i], &s->ports[s->nports], what) == 0)
			s->nports++;
		else
			bad = 1;
	}
	return bad ? NULL : s;
}
