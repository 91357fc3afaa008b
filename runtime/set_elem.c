#include "set_elem.h"

#include "names.h"

#include <arpa/inet.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool looks_like_address(const char *s)
{
	return strchr(s, ':') || strchr(s, '.') || strchr(s, '/');
}

/* A decimal number of at most 6 digits, nothing else. */
static int parse_number(const char *s, size_t n, unsigned long *out)
{
	unsigned long v = 0;

	if (n == 0 || n > 6)
		return -1;
	for (size_t i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return -1;
		v = v * 10 + (unsigned long)(s[i] - '0');
	}
	*out = v;
	return 0;
}

static int parse_port(const char *text, struct set_elem *e, char *why)
{
	const char *dash = strchr(text, '-');
	unsigned long lo, hi;
	uint32_t named;
	const char *close;

	if (parse_number(text, strlen(text), &lo) == 0) {
		hi = lo;
	} else if (dash && parse_number(text, (size_t)(dash - text), &lo) == 0 &&
		   parse_number(dash + 1, strlen(dash + 1), &hi) == 0) {
		if (lo > hi) {
			snprintf(why, ELEM_WHY_LEN, "port range '%s' runs backwards", text);
			return -1;
		}
	} else if (names_lookup(NS_PORT, text, &named)) {
		lo = hi = named;
	} else if ((close = names_suggest(NS_PORT, text))) {
		snprintf(why, ELEM_WHY_LEN, "unknown service name '%s' (did you mean '%s'?)",
			 text, close);
		return -1;
	} else {
		snprintf(why, ELEM_WHY_LEN, "'%s' is not a port, port range or service name", text);
		return -1;
	}
	if (hi > 65535) {
		snprintf(why, ELEM_WHY_LEN, "port '%s' is past 65535", text);
		return -1;
	}
	e->lo = (uint16_t)lo;
	e->hi = (uint16_t)hi;
	return 0;
}

/* Clears the bits past PLEN; returns whether any were set. */
static bool mask(uint8_t *addr, unsigned bytes, unsigned plen)
{
	bool had = false;

	for (unsigned i = 0; i < bytes; i++) {
		unsigned keep = plen >= 8 * (i + 1) ? 8 : plen > 8 * i ? plen - 8 * i : 0;
		uint8_t m = (uint8_t)(keep ? 0xff << (8 - keep) : 0);

		had |= (addr[i] & ~m) != 0;
		addr[i] &= m;
	}
	return had;
}

static int parse_address(const char *text, struct set_elem *e, char *why)
{
	char buf[64];
	const char *slash = strchr(text, '/');
	size_t alen = slash ? (size_t)(slash - text) : strlen(text);
	unsigned bytes, plen;
	unsigned long l;

	if (alen == 0 || alen >= sizeof(buf))
		goto malformed;
	memcpy(buf, text, alen);
	buf[alen] = '\0';
	e->key.family = strchr(buf, ':') ? 6 : 4;
	bytes = e->key.family == 6 ? 16 : 4;
	if (inet_pton(e->key.family == 6 ? AF_INET6 : AF_INET, buf, e->key.addr) != 1)
		goto malformed;
	plen = 8 * bytes;
	if (slash) {
		if (parse_number(slash + 1, strlen(slash + 1), &l) || l > 8 * bytes) {
			snprintf(why, ELEM_WHY_LEN, "prefix length in '%s' must be 0-%u", text,
				 8 * bytes);
			return -1;
		}
		plen = (unsigned)l;
	}
	e->key.prefixlen = 8 + plen;   /* the family byte comes first */
	if (mask(e->key.addr, bytes, plen)) {
		elem_format_key(&e->key, buf, sizeof(buf));
		snprintf(why, ELEM_WHY_LEN, "'%s' has host bits set; taken as %s", text, buf);
		return 1;
	}
	return 0;
malformed:
	snprintf(why, ELEM_WHY_LEN, "malformed address or prefix '%s'", text);
	return -1;
}

int elem_parse(const char *text, bool ports, struct set_elem *e, char why[ELEM_WHY_LEN])
{
	uint32_t ignored;

	memset(e, 0, sizeof(*e));
	e->port = ports;
	why[0] = '\0';
	if (ports && looks_like_address(text)) {
		snprintf(why, ELEM_WHY_LEN, "'%s' is an address, but this set holds ports", text);
		return -1;
	}
	if (!ports && !looks_like_address(text)) {
		struct set_elem scratch;

		if (parse_port(text, &scratch, why) == 0 || names_lookup(NS_PORT, text, &ignored)) {
			snprintf(why, ELEM_WHY_LEN, "'%s' is a port, but this set holds addresses",
				 text);
			return -1;
		}
		snprintf(why, ELEM_WHY_LEN, "malformed address or prefix '%s'", text);
		return -1;
	}
	return ports ? parse_port(text, e, why) : parse_address(text, e, why);
}

void elem_format_key(const struct xdpc_lpm_key *k, char *buf, size_t len)
{
	char a[INET6_ADDRSTRLEN];
	unsigned plen = k->prefixlen - 8, full = k->family == 6 ? 128 : 32;

	inet_ntop(k->family == 6 ? AF_INET6 : AF_INET, k->addr, a, sizeof(a));
	if (plen == full)
		snprintf(buf, len, "%s", a);
	else
		snprintf(buf, len, "%s/%u", a, plen);
}
