/* Unit test for compiler/names.c: lookups, reverse lookups, suggestions,
 * and consistency of the tables in stdlib/names.def. */
#include "names.h"

#include <stdio.h>
#include <string.h>

static int passed, failed;

static void check(int ok, const char *what, int line)
{
	if (ok) {
		passed++;
	} else {
		failed++;
		printf("FAIL line %d: %s\n", line, what);
	}
}

#define CHECK(cond) check((cond), #cond, __LINE__)

static int value_of(enum name_space ns, const char *name, uint32_t want)
{
	uint32_t v = 0xdeadbeef;

	return names_lookup(ns, name, &v) && v == want;
}

static int streq(const char *a, const char *b)
{
	return a && b && strcmp(a, b) == 0;
}

/* Every table entry: a valid identifier, unique in its table, found by
 * lookup with its own value, and the reverse lookup of its value gives a
 * name that maps back to the same value. */
struct entry {
	const char *name;
	uint32_t value;
};

static const struct entry protos[] = {
#define PROTO(n, v) { n, v },
#include "names.def"
#undef PROTO
};
static const struct entry ports[] = {
#define PORT(n, v) { n, v },
#include "names.def"
#undef PORT
};
static const struct entry ethertypes[] = {
#define ETHERTYPE(n, v) { n, v },
#include "names.def"
#undef ETHERTYPE
};

static int is_ident(const char *s)
{
	if (!((*s >= 'a' && *s <= 'z') || *s == '_'))
		return 0;
	for (s++; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '_'))
			return 0;
	return 1;
}

static void check_table(enum name_space ns, const char *what,
			const struct entry *t, size_t n, uint32_t max)
{
	int bad = 0;

	for (size_t i = 0; i < n; i++) {
		uint32_t v;
		const char *r;

		if (!is_ident(t[i].name)) {
			printf("%s: '%s' is not a lower-case identifier\n", what, t[i].name);
			bad++;
		}
		if (t[i].value > max) {
			printf("%s: '%s' = %u is out of range\n", what, t[i].name, t[i].value);
			bad++;
		}
		for (size_t j = 0; j < i; j++) {
			if (strcmp(t[i].name, t[j].name) == 0) {
				printf("%s: '%s' appears twice\n", what, t[i].name);
				bad++;
			}
		}
		if (!names_lookup(ns, t[i].name, &v) || v != t[i].value) {
			printf("%s: lookup of '%s' does not give %u\n", what, t[i].name,
			       t[i].value);
			bad++;
		}
		r = names_reverse(ns, t[i].value);
		if (!r || !names_lookup(ns, r, &v) || v != t[i].value) {
			printf("%s: reverse of %u is wrong\n", what, t[i].value);
			bad++;
		}
	}
	check(bad == 0, what, __LINE__);
	check(n >= 30, "table has at least 30 entries", __LINE__);
}

int main(void)
{
	const char *const flags[] = { "fin", "syn", "rst", "psh", "ack", "urg", "ece", "cwr" };
	const char *const sets[] = { "blocklist", "bogons_v4", "bogons_v6", NULL };

	/* protocols, including those spelled as keywords */
	CHECK(value_of(NS_PROTO, "tcp", 6));
	CHECK(value_of(NS_PROTO, "udp", 17));
	CHECK(value_of(NS_PROTO, "icmp", 1));
	CHECK(value_of(NS_PROTO, "icmpv6", 58));
	CHECK(value_of(NS_PROTO, "ipv6_icmp", 58));
	CHECK(value_of(NS_PROTO, "gre", 47));
	CHECK(value_of(NS_PROTO, "esp", 50));
	CHECK(value_of(NS_PROTO, "ah", 51));
	CHECK(value_of(NS_PROTO, "sctp", 132));
	CHECK(value_of(NS_PROTO, "ipv6", 41));
	CHECK(value_of(NS_PROTO, "ipip", 4));
	CHECK(value_of(NS_PROTO, "ipv6_frag", 44));
	CHECK(value_of(NS_PROTO, "ipv6_nonxt", 59));
	CHECK(value_of(NS_PROTO, "ospf", 89));
	CHECK(value_of(NS_PROTO, "vrrp", 112));
	CHECK(value_of(NS_PROTO, "udplite", 136));
	CHECK(value_of(NS_PROTO, "ethernet", 143));
	CHECK(value_of(NS_PROTO, "hopopt", 0));
	CHECK(!names_lookup(NS_PROTO, "TCP", NULL));       /* case-sensitive */
	CHECK(!names_lookup(NS_PROTO, "tc", NULL));        /* exact */
	CHECK(!names_lookup(NS_PROTO, "tcpx", NULL));
	CHECK(!names_lookup(NS_PROTO, "", NULL));
	CHECK(!names_lookup(NS_PROTO, "ssh", NULL));       /* other table */
	CHECK(names_lookup(NS_PROTO, "tcp", NULL));        /* value may be NULL */

	/* services */
	CHECK(value_of(NS_PORT, "ssh", 22));
	CHECK(value_of(NS_PORT, "dns", 53));
	CHECK(value_of(NS_PORT, "domain", 53));
	CHECK(value_of(NS_PORT, "ntp", 123));
	CHECK(value_of(NS_PORT, "http", 80));
	CHECK(value_of(NS_PORT, "https", 443));
	CHECK(value_of(NS_PORT, "memcached", 11211));
	CHECK(value_of(NS_PORT, "ssdp", 1900));
	CHECK(value_of(NS_PORT, "chargen", 19));
	CHECK(value_of(NS_PORT, "qotd", 17));
	CHECK(value_of(NS_PORT, "bootps", 67));
	CHECK(value_of(NS_PORT, "bootpc", 68));
	CHECK(value_of(NS_PORT, "rdp", 3389));
	CHECK(value_of(NS_PORT, "postgres", 5432));
	CHECK(value_of(NS_PORT, "redis", 6379));
	CHECK(!names_lookup(NS_PORT, "tcp", NULL));

	/* EtherTypes, including keyword spellings */
	CHECK(value_of(NS_ETHERTYPE, "ipv4", 0x0800));
	CHECK(value_of(NS_ETHERTYPE, "ip", 0x0800));
	CHECK(value_of(NS_ETHERTYPE, "arp", 0x0806));
	CHECK(value_of(NS_ETHERTYPE, "ipv6", 0x86dd));
	CHECK(value_of(NS_ETHERTYPE, "vlan", 0x8100));
	CHECK(value_of(NS_ETHERTYPE, "dot1q", 0x8100));
	CHECK(value_of(NS_ETHERTYPE, "qinq", 0x88a8));
	CHECK(value_of(NS_ETHERTYPE, "dot1ad", 0x88a8));
	CHECK(value_of(NS_ETHERTYPE, "lldp", 0x88cc));
	CHECK(value_of(NS_ETHERTYPE, "mpls", 0x8847));
	CHECK(value_of(NS_ETHERTYPE, "pppoe_sess", 0x8864));

	/* reverse: the first (canonical) name */
	CHECK(streq(names_reverse(NS_PROTO, 17), "udp"));
	CHECK(streq(names_reverse(NS_PROTO, 58), "icmpv6"));
	CHECK(streq(names_reverse(NS_PROTO, 89), "ospf"));
	CHECK(streq(names_reverse(NS_PORT, 53), "dns"));
	CHECK(streq(names_reverse(NS_PORT, 11211), "memcached"));
	CHECK(streq(names_reverse(NS_ETHERTYPE, 0x0800), "ipv4"));
	CHECK(streq(names_reverse(NS_ETHERTYPE, 0x8100), "vlan"));
	CHECK(streq(names_reverse(NS_ETHERTYPE, 0x88a8), "qinq"));
	CHECK(names_reverse(NS_PROTO, 200) == NULL);
	CHECK(names_reverse(NS_PORT, 4) == NULL);
	CHECK(names_reverse(NS_ETHERTYPE, 0x1234) == NULL);

	/* suggestions (the cases of tests/diag) */
	CHECK(streq(names_suggest(NS_PROTO, "tpc"), "tcp"));      /* swap */
	CHECK(streq(names_suggest(NS_PORT, "shh"), "ssh"));
	CHECK(streq(names_suggest(NS_ETHERTYPE, "ipv5"), "ipv4"));
	CHECK(streq(names_suggest(NS_PROTO, "ipv6_fragg"), "ipv6_frag")); /* delete */
	CHECK(streq(names_suggest(NS_PORT, "memcache_d"), "memcached"));
	CHECK(streq(names_suggest(NS_PORT, "SSH"), "ssh"));       /* case */
	CHECK(streq(names_suggest(NS_PORT, "htps"), "https"));
	CHECK(streq(names_suggest(NS_ETHERTYPE, "lldpp"), "lldp"));
	CHECK(names_suggest(NS_PORT, "zzzzzz") == NULL);
	CHECK(names_suggest(NS_PROTO, "banana") == NULL);
	CHECK(names_suggest(NS_PROTO, "") == NULL || 1);            /* no crash */
	CHECK(names_suggest(NS_PROTO, NULL) == NULL);
	{
		char longname[200];

		memset(longname, 'a', sizeof(longname) - 1);
		longname[sizeof(longname) - 1] = '\0';
		CHECK(names_suggest(NS_PORT, longname) == NULL);
	}

	/* suggest_closest: threshold max(1, len/3) */
	CHECK(streq(suggest_closest("akc", flags, 8), "ack"));
	CHECK(streq(suggest_closest("sin", flags, 8), "fin"));   /* tie: first wins */
	CHECK(suggest_closest("xyz", flags, 8) == NULL);
	CHECK(streq(suggest_closest("blocklst", sets, 4), "blocklist"));
	CHECK(streq(suggest_closest("bogons_v5", sets, 4), "bogons_v4"));
	CHECK(suggest_closest("bogons", sets, 4) == NULL);         /* 3 > 6/3 */
	CHECK(streq(suggest_closest("bogon_v6", sets, 4), "bogons_v6"));
	CHECK(suggest_closest("anything", sets, 0) == NULL);
	CHECK(suggest_closest("x", NULL, 0) == NULL);
	CHECK(streq(suggest_closest("synn", flags, 8), "syn"));
	/* len 6 allows distance 2, len 5 only 1 */
	{
		const char *const c1[] = { "abcdef" };

		CHECK(streq(suggest_closest("abcdxx", c1, 1), "abcdef"));
		CHECK(suggest_closest("abxxxf", c1, 1) == NULL);
		CHECK(suggest_closest("abcxx", c1, 1) == NULL);
	}

	/* whole tables */
	check_table(NS_PROTO, "protocol table", protos, (sizeof(protos) / sizeof((protos)[0])), 255);
	check_table(NS_PORT, "service table", ports, (sizeof(ports) / sizeof((ports)[0])), 65535);
	check_table(NS_ETHERTYPE, "EtherType table", ethertypes, (sizeof(ethertypes) / sizeof((ethertypes)[0])),
		    0xffff);

	printf("names: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
