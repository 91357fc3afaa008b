/* Checks of header-field and flag primitives (`icmp type echo-request`,
 * `ip dscp ef`, `tcp flags syn / syn,ack`) against the protocol table. */
#include "check.h"
#include "names.h"
#include "proto.h"

#include <stdio.h>
#include <string.h>

int check_number_or_name(struct diag *d, struct expr *e, int ns, uint64_t max,
			 const char *what)
{
	const struct value *v = e->u.prim.arg;
	uint32_t num;

	if (v->kind == V_NUMBER) {
		if (v->u.num > max) {
			diag_error(d, v->loc, "%s %llu is out of range (0-%llu)", what,
				   (unsigned long long)v->u.num, (unsigned long long)max);
			return -1;
		}
		e->u.prim.num = v->u.num;
		return 0;
	}
	if (v->kind == V_NAME && ns >= 0) {
		const char *s;

		if (names_lookup((enum name_space)ns, v->u.name, &num)) {
			e->u.prim.num = num;
			return 0;
		}
		s = names_suggest((enum name_space)ns, v->u.name);
		if (s)
			diag_error_suggest(d, v->loc, s, "unknown %s name '%s'", what,
					   v->u.name);
		else
			diag_error(d, v->loc, "unknown %s name '%s'", what, v->u.name);
		return -1;
	}
	diag_error(d, v->loc, "%s needs a number%s, not a%s %s", what,
		   ns >= 0 ? " or a name" : "",
		   v->kind == V_ADDR4 || v->kind == V_ADDR6 ? "n" : "",
		   value_kind_name(v->kind));
	return -1;
}

/* The OR of the named flags in LIST; reports unknown names. */
static uint64_t flag_bits(struct diag *d, const struct ptrvec *list, enum name_space ns,
			  const char *what, const char *all)
{
	uint64_t bits = 0;

	for (size_t i = 0; i < list->n; i++) {
		const struct value *v = list->v[i];
		uint32_t bit;
		const char *s;

		if (v->kind == V_NAME && names_lookup(ns, v->u.name, &bit)) {
			bits |= bit;
			continue;
		}
		if (v->kind != V_NAME) {
			diag_error(d, v->loc, "%s needs flag names (%s)", what, all);
			continue;
		}
		s = names_suggest(ns, v->u.name);
		if (s)
			diag_error_suggest(d, v->loc, s, "unknown %s '%s'", what, v->u.name);
		else
			diag_error(d, v->loc, "unknown %s '%s' (flags: %s)", what, v->u.name, all);
	}
	return bits;
}

/* `F,F` or `F,F / M,M`: (flags & mask) == value, the mask being the value
 * when none is written. */
static void check_flags(struct diag *d, struct expr *e, enum name_space ns,
			const char *what, const char *all)
{
	uint64_t v = flag_bits(d, &e->u.prim.flags, ns, what, all);
	uint64_t m = e->u.prim.mask_arg ? flag_bits(d, &e->u.prim.mask_flags, ns, what, all) : v;

	if (v & ~m)
		diag_error(d, e->u.prim.mask_arg->loc,
			   "the mask leaves out flags the value sets: this can never match");
	e->u.prim.op = CMP_EQ;
	e->u.prim.num = v;
	e->u.prim.mask = m;
}

void check_tcp_flags(struct diag *d, struct expr *e)
{
	check_flags(d, e, NS_TCPFLAG, "TCP flag", "fin syn rst psh ack urg ece cwr");
}

static void unknown_field(struct diag *d, const struct expr *e)
{
	const char *h = e->u.prim.header, *s = proto_field_suggest(h, e->u.prim.field_name);
	char list[128] = "";
	size_t n = 0;

	for (int i = 0; i < FLD_COUNT && n < sizeof(list); i++)
		if (!strcmp(proto_field((enum proto_field)i)->header, h))
			n += (size_t)snprintf(list + n, sizeof(list) - n, "%s%s", n ? ", " : "",
					      proto_field((enum proto_field)i)->name);
	if (s)
		diag_error_suggest(d, e->u.prim.field_loc, s, "'%s' has no field '%s'", h,
				   e->u.prim.field_name);
	else if (n)
		diag_error(d, e->u.prim.field_loc, "'%s' has no field '%s' (fields: %s)", h,
			   e->u.prim.field_name, list);
	else
		diag_error(d, e->u.prim.field_loc, "'%s' has no field '%s'", h,
			   e->u.prim.field_name);
}

void check_field(struct diag *d, struct expr *e)
{
	int f = proto_field_find(e->u.prim.header, e->u.prim.field_name);
	const struct proto_field_info *fi;
	char what[64];

	if (f < 0)
		return unknown_field(d, e);
	fi = proto_field((enum proto_field)f);
	e->u.prim.field = f;
	e->u.prim.mask = proto_field_max((enum proto_field)f);
	snprintf(what, sizeof(what), "%s %s", fi->header, fi->name);
	if (fi->names == NS_IP4FLAG) {
		if (e->u.prim.arg->kind != V_SET)
			diag_error(d, e->u.prim.arg->loc, "'ipv4 flags' needs flag names (df mf rb)");
		else
			check_flags(d, e, NS_IP4FLAG, "IPv4 flag", "df mf rb");
		return;
	}
	if (e->u.prim.arg->kind == V_NAME || e->u.prim.arg->kind == V_NUMBER) {
		check_number_or_name(d, e, fi->names, proto_field_max((enum proto_field)f), what);
		return;
	}
	check_compare(d, e, proto_field_max((enum proto_field)f), what);
}
