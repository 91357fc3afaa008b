/* The header-field rows of the protocol table (proto.h). */
#include "proto.h"
#include "names.h"

#include <string.h>

static const struct proto_field_info fields[FLD_COUNT] = {
#define X(id, h, f, l, fact, s, b, n) [id] = { h, f, l, fact, s, b, n },
	PROTO_FIELDS(X)
#undef X
};

const struct proto_field_info *proto_field(enum proto_field f)
{
	return &fields[f];
}

int proto_field_find(const char *header, const char *name)
{
	for (int i = 0; i < FLD_COUNT; i++)
		if (!strcmp(fields[i].header, header) && !strcmp(fields[i].name, name))
			return i;
	return -1;
}

const char *proto_field_suggest(const char *header, const char *name)
{
	const char *cand[FLD_COUNT];
	size_t n = 0;

	for (int i = 0; i < FLD_COUNT; i++)
		if (!strcmp(fields[i].header, header))
			cand[n++] = fields[i].name;
	return suggest_closest(name, cand, n);
}

uint64_t proto_field_max(enum proto_field f)
{
	return (1ull << fields[f].bits) - 1;
}
