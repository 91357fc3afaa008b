/* Boxes around match expressions (fmodel_meet.h). */
#include "fmodel_meet.h"

#include <string.h>

static const struct fm_u128 zero128 = { 0, 0 }, ones128 = { UINT64_MAX, UINT64_MAX };

static int cmp128(struct fm_u128 a, struct fm_u128 b)
{
	if (a.hi != b.hi)
		return a.hi < b.hi ? -1 : 1;
	return a.lo < b.lo ? -1 : a.lo > b.lo;
}

static void box_all(struct fm_box *b)
{
	b->empty = false;
	b->fam = FMB_NONIP | FMB_V4 | FMB_V6;
	b->src[0] = b->dst[0] = zero128;
	b->src[1] = b->dst[1] = ones128;
	b->proto[0] = b->sport[0] = b->dport[0] = b->ttl[0] = b->len[0] = 0;
	b->proto[1] = 255;
	b->sport[1] = b->dport[1] = 65535;
	b->ttl[1] = 255;
	b->len[1] = UINT32_MAX;
}

/* ---- one interval: intersect (AND) and hull (OR) ---- */

static bool cut32(uint32_t *a, const uint32_t *b)
{
	if (b[0] > a[0])
		a[0] = b[0];
	if (b[1] < a[1])
		a[1] = b[1];
	return a[0] <= a[1];
}

static void hull32(uint32_t *a, const uint32_t *b)
{
	if (b[0] < a[0])
		a[0] = b[0];
	if (b[1] > a[1])
		a[1] = b[1];
}

static bool cut128(struct fm_u128 *a, const struct fm_u128 *b)
{
	if (cmp128(b[0], a[0]) > 0)
		a[0] = b[0];
	if (cmp128(b[1], a[1]) < 0)
		a[1] = b[1];
	return cmp128(a[0], a[1]) <= 0;
}

static void hull128(struct fm_u128 *a, const struct fm_u128 *b)
{
	if (cmp128(b[0], a[0]) < 0)
		a[0] = b[0];
	if (cmp128(b[1], a[1]) > 0)
		a[1] = b[1];
}

void fm_box_and(struct fm_box *a, const struct fm_box *b)
{
	if (a->empty || b->empty) {
		a->empty = true;
		return;
	}
	a->fam &= b->fam;
	a->empty = !a->fam || !cut128(a->src, b->src) || !cut128(a->dst, b->dst) ||
		   !cut32(a->proto, b->proto) || !cut32(a->sport, b->sport) ||
		   !cut32(a->dport, b->dport) || !cut32(a->ttl, b->ttl) || !cut32(a->len, b->len);
}

static void box_or(struct fm_box *a, const struct fm_box *b)
{
	if (b->empty)
		return;
	if (a->empty) {
		*a = *b;
		return;
	}
	a->fam |= b->fam;
	hull128(a->src, b->src);
	hull128(a->dst, b->dst);
	hull32(a->proto, b->proto);
	hull32(a->sport, b->sport);
	hull32(a->dport, b->dport);
	hull32(a->ttl, b->ttl);
	hull32(a->len, b->len);
}

/* ---- primitives ---- */

static struct fm_u128 load128(const uint8_t *a)
{
	struct fm_u128 v = { 0, 0 };

	for (int i = 0; i < 8; i++) {
		v.hi = v.hi << 8 | a[i];
		v.lo = v.lo << 8 | a[8 + i];
	}
	return v;
}

/* The addresses of prefix P: [network, network with host bits set]. */
static void prefix_span(const struct prefix *p, struct fm_u128 *span)
{
	unsigned host = 128u - p->plen;   /* the model's v4 address is the first 32 bits */
	struct fm_u128 lo = load128(p->addr), hi = lo;

	if (host >= 64) {
		hi.lo = UINT64_MAX;
		hi.hi |= host >= 128 ? UINT64_MAX : (UINT64_C(1) << (host - 64)) - 1;
	} else if (host) {
		hi.lo |= (UINT64_C(1) << host) - 1;
	}
	span[0] = lo;
	span[1] = hi;
}

static void addr_set(const struct xset *s, struct fm_u128 *span, uint8_t *fam)
{
	struct fm_u128 one[2];

	*fam = 0;
	for (size_t i = 0; i < s->npfx; i++) {
		prefix_span(&s->pfx[i], one);
		if (!*fam) {
			span[0] = one[0];
			span[1] = one[1];
		} else {
			hull128(span, one);
		}
		*fam |= s->pfx[i].family == 4 ? FMB_V4 : FMB_V6;
	}
}

static void port_set(const struct xset *s, uint32_t *span)
{
	span[0] = 65535;
	span[1] = 0;
	for (size_t i = 0; i < s->nports; i++) {
		if (s->ports[i].lo < span[0])
			span[0] = s->ports[i].lo;
		if (s->ports[i].hi > span[1])
			span[1] = s->ports[i].hi;
	}
}

/* E_LEN and E_TTL comparisons; `!=` keeps the whole range. */
static void compare(const struct expr *e, uint32_t *span, uint32_t max)
{
	uint64_t n = e->u.prim.num;

	switch (e->u.prim.op) {
	case CMP_EQ: span[0] = span[1] = (uint32_t)(n > max ? max : n); break;
	case CMP_NE: break;
	case CMP_LT: span[1] = n ? (uint32_t)(n - 1 > max ? max : n - 1) : 0; span[0] = n ? 0 : 1; break;
	case CMP_LE: span[1] = (uint32_t)(n > max ? max : n); break;
	case CMP_GT: span[0] = (uint32_t)(n + 1 > max ? max : n + 1); break;
	case CMP_GE: span[0] = (uint32_t)(n > max ? max : n); break;
	case CMP_RANGE:
		span[0] = (uint32_t)(n > max ? max : n);
		span[1] = (uint32_t)(e->u.prim.num_hi > max ? max : e->u.prim.num_hi);
		break;
	}
	if (span[0] > span[1])
		span[0] = span[1] = 0;   /* kept wide rather than exact: still a box */
}

static void prim(const struct expr *e, struct fm_box *b)
{
	const struct xset *s = e->u.prim.set;
	uint8_t fam;

	switch (e->kind) {
	case E_IPV4: b->fam = FMB_V4; break;
	case E_IPV6: b->fam = FMB_V6; break;
	case E_ARP: b->fam = FMB_NONIP; break;
	case E_IP: case E_FRAG: case E_TCP_FLAGS: case E_FIELD: b->fam = FMB_V4 | FMB_V6; break;
	case E_PROTO:
		b->fam = FMB_V4 | FMB_V6;
		b->proto[0] = b->proto[1] = (uint32_t)e->u.prim.num;
		break;
	case E_ADDR:
		if (s->dynamic || !s->npfx)
			break;
		if (e->u.prim.dir == DIR_SRC)
			addr_set(s, b->src, &fam);
		else if (e->u.prim.dir == DIR_DST)
			addr_set(s, b->dst, &fam);
		else
			addr_set(s, (struct fm_u128[2]){ { 0, 0 }, { 0, 0 } }, &fam);
		b->fam = fam;
		break;
	case E_PORT:
		b->fam = FMB_V4 | FMB_V6;
		b->proto[0] = 6;
		b->proto[1] = 17;
		if (s->dynamic || !s->nports)
			break;
		if (e->u.prim.dir == DIR_SRC)
			port_set(s, b->sport);
		else if (e->u.prim.dir == DIR_DST)
			port_set(s, b->dport);
		break;
	case E_TTL:
		b->fam = FMB_V4 | FMB_V6;
		compare(e, b->ttl, 255);
		break;
	case E_LEN: compare(e, b->len, UINT32_MAX); break;
	default: break;
	}
}

void fm_box_of(const struct expr *e, struct fm_box *b)
{
	struct fm_box r;

	box_all(b);
	if (!e)
		return;
	switch (e->kind) {
	case E_AND:
		fm_box_of(e->u.bin.lhs, b);
		fm_box_of(e->u.bin.rhs, &r);
		fm_box_and(b, &r);
		return;
	case E_OR:
		fm_box_of(e->u.bin.lhs, b);
		fm_box_of(e->u.bin.rhs, &r);
		box_or(b, &r);
		return;
	case E_NOT:
		return;
	default:
		prim(e, b);
		return;
	}
}

bool fm_meet(const struct fm_box *a, const struct fm_box *b)
{
	if (a->empty || b->empty || !(a->fam & b->fam))
		return false;
	return a->dport[0] <= b->dport[1] && b->dport[0] <= a->dport[1] &&
	       a->sport[0] <= b->sport[1] && b->sport[0] <= a->sport[1] &&
	       a->proto[0] <= b->proto[1] && b->proto[0] <= a->proto[1] &&
	       cmp128(a->src[0], b->src[1]) <= 0 && cmp128(b->src[0], a->src[1]) <= 0 &&
	       cmp128(a->dst[0], b->dst[1]) <= 0 && cmp128(b->dst[0], a->dst[1]) <= 0 &&
	       a->ttl[0] <= b->ttl[1] && b->ttl[0] <= a->ttl[1] &&
	       a->len[0] <= b->len[1] && b->len[0] <= a->len[1];
}
