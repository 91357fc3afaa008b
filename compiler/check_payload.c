/* Checks of payload tests: `payload [nh|th] OFFSET [==|!=] VALUE [/ MASK]`
 * and `payload contains "BYTES" depth N`. Values are bytes: a hex number
 * gives as many bytes as it has digit pairs, a decimal number one byte, a
 * quoted string its characters with \xHH, \\, \", \0, \n, \r, \t escapes. */
#include "check.h"
#include "names.h"
#include "proto.h"

#include <string.h>

/* Longest value compared at an offset, and longest pattern searched for. */
#define PAY_MAX_BYTES 64
#define FIND_MAX_BYTES 32

/* The location of characters [I, I+N) of V's text. */
static struct loc sub_loc(struct loc l, size_t i, size_t n)
{
	l.col += (uint32_t)i;
	l.off += (uint32_t)i;
	l.end_col = l.col + (uint32_t)(n ? n - 1 : 0);
	l.end_off = l.off + (uint32_t)n;
	return l;
}

static int hexdig(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* A quoted string's bytes, escapes decoded; -1 after an error. */
static long string_bytes(struct diag *d, const struct value *v, uint8_t *out, size_t cap)
{
	const char *s = v->u.name;
	size_t n = 0, len = strlen(s);

	for (size_t i = 0; i < len; i++) {
		uint8_t b = (uint8_t)s[i];

		if (s[i] == '\\') {
			int hi, lo;

			switch (s[i + 1]) {
			case 'x':
				hi = i + 2 < len ? hexdig(s[i + 2]) : -1;
				lo = i + 3 < len ? hexdig(s[i + 3]) : -1;
				if (hi < 0 || lo < 0) {
					diag_error(d, sub_loc(v->loc, i + 1, 2),
						   "'\\x' needs two hex digits, as in \\x0a");
					return -1;
				}
				b = (uint8_t)(hi * 16 + lo);
				i += 3;
				break;
			case '\\': case '"': b = (uint8_t)s[i + 1]; i++; break;
			case '0': b = 0; i++; break;
			case 'n': b = '\n'; i++; break;
			case 'r': b = '\r'; i++; break;
			case 't': b = '\t'; i++; break;
			default:
				diag_error(d, sub_loc(v->loc, i + 1, 2),
					   "unknown escape '\\%c' (escapes: \\xHH \\\\ \\\" \\0 \\n \\r \\t)",
					   s[i + 1] ? s[i + 1] : ' ');
				return -1;
			}
		} else if (b < 0x20 || b > 0x7e) {
			diag_error(d, sub_loc(v->loc, i + 1, 1),
				   "byte 0x%02x in a string; write it as \\x%02x", b, b);
			return -1;
		}
		if (n == cap) {
			diag_error(d, v->loc, "byte string longer than %zu bytes", cap);
			return -1;
		}
		out[n++] = b;
	}
	if (n == 0)
		diag_error(d, v->loc, "empty byte string: nothing to compare");
	return n ? (long)n : -1;
}

/* A number's bytes: its hex digits as written, or one decimal byte. */
static long number_bytes(struct diag *d, const struct value *v, uint8_t *out)
{
	const char *t = v->loc.src->text + v->loc.off;
	size_t len = v->loc.end_off - v->loc.off;

	if (len > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X')) {
		if (len % 2) {
			diag_error(d, v->loc, "hex bytes come in pairs of digits: write 0x0%.*s",
				   (int)(len - 2), t + 2);
			return -1;
		}
		for (size_t i = 2; i < len; i += 2)
			out[(i - 2) / 2] = (uint8_t)(hexdig(t[i]) * 16 + hexdig(t[i + 1]));
		return (long)(len - 2) / 2;
	}
	if (v->u.num > 255) {
		diag_error(d, v->loc, "a decimal number here is one byte (0-255); write wider values in hex, as in 0x%04llx",
			   (unsigned long long)v->u.num);
		return -1;
	}
	out[0] = (uint8_t)v->u.num;
	return 1;
}

static long value_bytes(struct diag *d, const struct value *v, uint8_t *out, size_t cap)
{
	if (v->kind == V_STRING)
		return string_bytes(d, v, out, cap);
	return number_bytes(d, v, out);
}

static int base_of(struct diag *d, const struct expr *e, enum pay_base *base)
{
	static const char *const words[] = { "nh", "th" };
	const char *w = e->u.prim.header, *s;

	if (!w) {
		*base = PB_PAYLOAD;
		return 0;
	}
	if (!strcmp(w, "nh") || !strcmp(w, "th")) {
		*base = w[0] == 'n' ? PB_NH : PB_TH;
		return 0;
	}
	s = suggest_closest(w, words, 2);
	diag_error(d, e->u.prim.field_loc,
		   "unknown payload base '%s'%s%s%s (nh: network header, th: transport header, none: transport payload)",
		   w, s ? "; did you mean '" : "", s ? s : "", s ? "'?" : "");
	return -1;
}

static int same_test(const struct payload *a, const struct payload *b, int kind_a, int kind_b)
{
	return kind_a == kind_b && a->base == b->base && a->off == b->off &&
	       a->depth == b->depth && a->n == b->n && a->ne == b->ne &&
	       !memcmp(a->bytes, b->bytes, a->n) && !a->mask == !b->mask &&
	       (!a->mask || !memcmp(a->mask, b->mask, a->n));
}

/* Roughly the BPF instructions test P takes (cg_sigs.c): per place tried,
 * a bounds check and a load, mask and compare per word of 8, 4, 2, 1. */
static unsigned long test_insns(const struct payload *p)
{
	unsigned long words = 0, places = p->depth ? p->depth - p->n + 1 : 1;

	for (uint32_t k = 0; k < p->n; k += p->n - k >= 8 ? 8 : p->n - k >= 4 ? 4 :
					     p->n - k >= 2 ? 2 : 1)
		words++;
	return places * (5 + 3 * words);
}

/* Gives P the sig index of an equal earlier test, or a new one. */
static void assign_sig(struct arena *a, struct diag *d, struct expr *e, struct ptrvec *sigs)
{
	struct payload *p = e->u.prim.pay;

	for (size_t i = 0; i < sigs->n; i++) {
		struct payload *q = sigs->v[i];

		if (same_test(p, q, p->depth ? 1 : 0, q->depth ? 1 : 0)) {
			p->sig = q->sig;
			return;
		}
	}
	if (sigs->n == PROTO_MAX_SIGS) {
		diag_error(d, e->loc, "more than %d different payload tests in one program",
			   PROTO_MAX_SIGS);
		return;
	}
	{
		unsigned long total = test_insns(p);

		for (size_t i = 0; i < sigs->n; i++)
			total += test_insns(sigs->v[i]);
		/* BPF jumps reach 32767 instructions; the tests jump over
		 * each other, so all of them must fit well inside that */
		if (total > PROTO_MAX_SIG_INSNS) {
			diag_error(d, e->loc, "payload tests too large: about %lu instructions with this one, at most %d (search less deep, or for fewer patterns)",
				   total, PROTO_MAX_SIG_INSNS);
			return;
		}
	}
	p->sig = (int)sigs->n;
	ptrvec_push(a, sigs, p);
}

static int check_at(struct arena *a, struct diag *d, struct expr *e, struct payload *p)
{
	uint8_t v[PAY_MAX_BYTES], m[PAY_MAX_BYTES];
	const struct value *off = e->u.prim.off_arg;
	long n = value_bytes(d, e->u.prim.arg, v, sizeof(v)), mn;

	if (base_of(d, e, &p->base) < 0 || n < 0)
		return -1;
	if (e->u.prim.op != CMP_EQ && e->u.prim.op != CMP_NE) {
		diag_error(d, e->loc, "payload bytes compare with '==' or '!=' only");
		return -1;
	}
	if (off->u.num + (uint64_t)n > PROTO_MAX_OFFSET) {
		diag_error(d, off->loc, "offset %llu is past any frame xdpc reads (bytes up to %d from the base)",
			   (unsigned long long)off->u.num, PROTO_MAX_OFFSET);
		return -1;
	}
	p->off = (uint32_t)off->u.num;
	p->n = (uint32_t)n;
	p->ne = e->u.prim.op == CMP_NE;
	p->bytes = arena_alloc(a, (size_t)n);
	memcpy(p->bytes, v, (size_t)n);
	if (!e->u.prim.mask_arg)
		return 0;
	mn = value_bytes(d, e->u.prim.mask_arg, m, sizeof(m));
	if (mn < 0)
		return -1;
	if (mn != n) {
		diag_error(d, e->u.prim.mask_arg->loc, "the mask is %ld byte(s) wide, the value %ld: give both the same width",
			   mn, n);
		return -1;
	}
	for (long i = 0; i < n; i++)
		if (v[i] & ~m[i]) {
			diag_error(d, e->u.prim.mask_arg->loc,
				   "the value has bits the mask clears (byte %ld): this test would never hold", i);
			return -1;
		}
	p->mask = arena_alloc(a, (size_t)n);
	memcpy(p->mask, m, (size_t)n);
	return 0;
}

static int check_find(struct arena *a, struct diag *d, struct expr *e, struct payload *p)
{
	uint8_t v[FIND_MAX_BYTES];
	const struct value *depth = e->u.prim.off_arg;
	long n;

	if (strcmp(e->u.prim.header, "contains")) {
		diag_error(d, e->u.prim.field_loc, "expected 'contains' or an offset after 'payload', not '%s'",
			   e->u.prim.header);
		return -1;
	}
	if (strcmp(e->u.prim.field_name, "depth")) {
		diag_error(d, e->u.prim.arg->loc, "'payload contains BYTES' needs 'depth N' after the bytes");
		return -1;
	}
	n = value_bytes(d, e->u.prim.arg, v, sizeof(v));
	if (n < 0)
		return -1;
	if (depth->u.num < (uint64_t)n || depth->u.num > PROTO_MAX_DEPTH) {
		diag_error(d, depth->loc, "depth %llu is out of range (%ld-%d: the bytes must fit)",
			   (unsigned long long)depth->u.num, n, PROTO_MAX_DEPTH);
		return -1;
	}
	p->base = PB_PAYLOAD;
	p->depth = (uint32_t)depth->u.num;
	p->n = (uint32_t)n;
	p->bytes = arena_alloc(a, (size_t)n);
	memcpy(p->bytes, v, (size_t)n);
	return 0;
}

void check_payload(struct arena *a, struct diag *d, struct expr *e, struct ptrvec *sigs)
{
	struct payload *p = e->u.prim.pay;
	int rc = e->kind == E_PAYLOAD ? check_at(a, d, e, p) : check_find(a, d, e, p);

	if (rc == 0)
		assign_sig(a, d, e, sigs);
}
