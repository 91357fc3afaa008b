/* Frame model: points. A BDD path picked as a frame's facts (struct
 * pkt_facts), and a frame's facts as a point of the model. */
#include "fmodel.h"
#include "fmodel_int.h"
#include "proto.h"

#include <stdlib.h>
#include <string.h>

static void set_bits(int *vals, enum fm_field f, const uint8_t *bytes)
{
	for (int i = 0; i < fm_bits(f); i++)
		vals[fm_base(f) + i] = bytes[i / 8] >> (7 - i % 8) & 1;
}

static void set_num(int *vals, enum fm_field f, uint64_t v)
{
	int n = fm_bits(f);

	for (int i = 0; i < n; i++)
		vals[fm_base(f) + i] = (int)(v >> (n - 1 - i)) & 1;
}

static void get_bits(const int *vals, enum fm_field f, uint8_t *bytes)
{
	memset(bytes, 0, (size_t)(fm_bits(f) + 7) / 8);
	for (int i = 0; i < fm_bits(f); i++)
		if (vals[fm_base(f) + i])
			bytes[i / 8] |= (uint8_t)(0x80 >> (i % 8));
}

static uint64_t get_num(const int *vals, enum fm_field f)
{
	uint64_t v = 0;

	for (int i = 0; i < fm_bits(f); i++)
		v = v << 1 | (uint64_t)vals[fm_base(f) + i];
	return v;
}

/* The held payload positions F's frame has, read from its bytes. */
static void payload_to_vals(const struct pkt_facts *f, int *vals)
{
	unsigned rank = fm_pay_rank(f);

	set_num(vals, FM_PRANK, rank);
	for (unsigned j = 0; j < rank; j++) {
		uint8_t v = f->data[f->payload_off + fm_pay_pos(j)];

		for (int b = 0; b < 8; b++)
			vals[fm_base(FM_PBYTES) + (int)j * 8 + b] = v >> (7 - b) & 1;
	}
}

/* The model's values for F; fields the facts leave undefined are 0. */
static void facts_to_vals(const struct pkt_facts *f, int *vals)
{
	bool l4ok = f->l4;

	memset(vals, 0, sizeof(int) * (size_t)fm_base(FM_NFIELDS));
	set_num(vals, FM_LEN, f->len > FM_MAX_LEN ? FM_MAX_LEN : f->len);
	if (!f->eth)
		return;
	set_bits(vals, FM_ESRC, f->eth_src);
	set_bits(vals, FM_EDST, f->eth_dst);
	set_num(vals, FM_ETYPE, f->ethertype);
	set_num(vals, FM_NV, f->nvlans);
	set_num(vals, FM_VID, f->nvlans ? f->vid[0] : 0);
	set_num(vals, FM_L3, (uint64_t)f->l3);
	if (f->l3 == PKT_L3_NONE)
		return;
	set_num(vals, FM_TTL, f->ttl);
	set_num(vals, FM_DSCP, f->tos >> 2);
	set_num(vals, FM_ECN, f->tos & 3);
	set_num(vals, FM_FLOW, f->l3 == PKT_L3_IPV6 ? f->flowlabel : 0);
	set_num(vals, FM_NH1, f->l3 == PKT_L3_IPV6 ? f->ip6_next : 0);
	set_bits(vals, FM_SRC, f->src);
	set_bits(vals, FM_DST, f->dst);
	set_num(vals, FM_FRAG, f->frag);
	set_num(vals, FM_LATER, f->later_frag);
	set_num(vals, FM_PK, f->proto_known);
	set_num(vals, FM_PROTO, f->proto_known ? f->proto : 0);
	set_num(vals, FM_L4, l4ok);
	set_num(vals, FM_THFAR, f->l3 == PKT_L3_IPV6 && f->proto_known && !f->later_frag &&
				f->l4_far);
	set_num(vals, FM_SPORT, f->ports ? f->sport : 0);
	set_num(vals, FM_DPORT, f->ports ? f->dport : 0);
	set_num(vals, FM_FLAGS, l4ok && f->proto == 6 ? f->tcp_flags : 0);
	set_num(vals, FM_WIN, l4ok && f->proto == 6 ? f->tcp_window : 0);
	set_num(vals, FM_TCPSEQ, l4ok && f->proto == 6 ? f->tcp_seq : 0);
	set_num(vals, FM_TCPACK, l4ok && f->proto == 6 ? f->tcp_ack : 0);
	set_num(vals, FM_TCPURG, l4ok && f->proto == 6 ? f->tcp_urg : 0);
	set_num(vals, FM_TCPRES, l4ok && f->proto == 6 ? f->tcp_res : 0);
	set_num(vals, FM_DOFF, l4ok && f->proto == 6 ? f->tcp_doff : 0);
	set_num(vals, FM_L4SUM, l4ok ? f->l4_csum : 0);
	set_num(vals, FM_ICMPT, l4ok && (f->proto == 1 || f->proto == 58) ? f->icmp_type : 0);
	set_num(vals, FM_ICMPC, l4ok && (f->proto == 1 || f->proto == 58) ? f->icmp_code : 0);
	set_num(vals, FM_IPLEN, f->ip_len);
	set_num(vals, FM_IP4FL, f->l3 == PKT_L3_IPV4 ? f->ip4_frag >> 13 : 0);
	set_num(vals, FM_FOFF, f->l3 == PKT_L3_IPV4 ? f->ip4_frag & 0x1fff : 0);
	set_num(vals, FM_IP4ID, f->l3 == PKT_L3_IPV4 ? f->ip4_id : 0);
	set_num(vals, FM_IHL, f->l3 == PKT_L3_IPV4 ? f->ip4_ihl : 0);
	set_num(vals, FM_IP4SUM, f->l3 == PKT_L3_IPV4 ? f->ip4_sum : 0);
	set_num(vals, FM_UDPLEN, l4ok && f->proto == 17 ? f->udp_len : 0);
	payload_to_vals(f, vals);
}

BDD fmodel_point(const struct pkt_facts *f)
{
	return fmodel_point_rates(f, NULL);
}

BDD fmodel_point_rates(const struct pkt_facts *f, const enum fm_rate_state *state)
{
	int n = fm_base(FM_NFIELDS);
	int *vals = calloc((size_t)n, sizeof(int));
	BDD r;

	if (!vals)
		abort();
	facts_to_vals(f, vals);
	for (size_t s = 0; state && s < fmodel_nrates(); s++)
		vals[fm_base(FM_RATE) + (int)s] = state[s] == FM_RATE_OVER ? 1
						  : state[s] == FM_RATE_UNDER ? 0 : -1;
	/* Built from the last variable up, so each step adds one node; a
	 * free state (-1) is left out. */
	r = bddtrue;
	for (int v = n - 1; v >= 0; v--)
		if (vals[v] >= 0)
			r = fm_and_take(fm_ref(vals[v] ? bdd_ithvar(v) : bdd_nithvar(v)), r);
	free(vals);
	return r;
}

/* A picked point's payload: a start that leaves exactly its held positions
 * inside the frame, and DATA an image of the frame holding their bytes
 * there. eval_expr() reads it as it would the frame (the exact lint does);
 * the witness builder may pick another start and copies the bytes. The
 * image is static: it holds the last pick's bytes only. */
static void vals_to_payload(const int *vals, struct pkt_facts *f)
{
	static uint8_t image[FM_MAX_LEN + 1];
	unsigned rank = (unsigned)get_num(vals, FM_PRANK);

	if (!rank)
		return;
	/* at most PKT_MAX_BASE, holding at least pos[rank - 1] + 1 bytes (and,
	 * by the universe, at most pos[rank]) */
	f->payload = true;
	f->payload_off = f->len - (fm_pay_pos(rank - 1) + 1);
	if (f->payload_off > PKT_MAX_BASE)
		f->payload_off = PKT_MAX_BASE;
	f->data = image;
	for (unsigned j = 0; j < rank; j++) {
		uint8_t v = 0;

		for (int b = 0; b < 8; b++)
			v = (uint8_t)(v << 1 | vals[fm_base(FM_PBYTES) + (int)j * 8 + b]);
		image[f->payload_off + fm_pay_pos(j)] = v;
	}
}

static void vals_to_facts(const int *vals, struct pkt_facts *f)
{
	memset(f, 0, sizeof(*f));
	f->len = (size_t)get_num(vals, FM_LEN);
	f->eth = f->len >= PKT_ETH_LEN;
	if (!f->eth)
		return;
	get_bits(vals, FM_ESRC, f->eth_src);
	get_bits(vals, FM_EDST, f->eth_dst);
	f->ethertype = (uint16_t)get_num(vals, FM_ETYPE);
	f->nvlans = (unsigned)get_num(vals, FM_NV);
	f->vid[0] = f->nvlans ? (uint16_t)get_num(vals, FM_VID) : 0;
	f->too_many_tags = f->nvlans == 2 && (f->ethertype == PKT_ETH_P_8021Q ||
					      f->ethertype == PKT_ETH_P_8021AD);
	f->l3_off = PKT_ETH_LEN + PKT_VLAN_LEN * f->nvlans;
	f->l3 = (enum pkt_l3)get_num(vals, FM_L3);
	if (f->l3 == PKT_L3_NONE)
		return;
	f->ttl = (uint8_t)get_num(vals, FM_TTL);
	f->tos = (uint8_t)(get_num(vals, FM_DSCP) << 2 | get_num(vals, FM_ECN));
	if (f->l3 == PKT_L3_IPV6) {
		f->flowlabel = (uint32_t)get_num(vals, FM_FLOW);
		f->ip6_next = (uint8_t)get_num(vals, FM_NH1);
	}
	f->ip_len = (uint32_t)get_num(vals, FM_IPLEN);
	if (f->l3 == PKT_L3_IPV4) {
		f->ip4_frag = (uint16_t)(get_num(vals, FM_IP4FL) << 13 | get_num(vals, FM_FOFF));
		f->ip4_id = (uint16_t)get_num(vals, FM_IP4ID);
		f->ip4_ihl = (uint8_t)get_num(vals, FM_IHL);
		f->ip4_sum = (uint16_t)get_num(vals, FM_IP4SUM);
	}
	get_bits(vals, FM_SRC, f->src);
	get_bits(vals, FM_DST, f->dst);
	if (f->l3 == PKT_L3_IPV4)
		memset(f->src + 4, 0, 12), memset(f->dst + 4, 0, 12);
	f->frag = get_num(vals, FM_FRAG);
	f->later_frag = get_num(vals, FM_LATER);
	f->proto_known = get_num(vals, FM_PK);
	f->proto = f->proto_known ? (uint8_t)get_num(vals, FM_PROTO) : 0;
	f->l4 = get_num(vals, FM_L4);
	f->l4_far = f->l3 == PKT_L3_IPV6 && f->proto_known && !f->later_frag &&
		    get_num(vals, FM_THFAR);
	f->ports = f->l4 && (f->proto == 6 || f->proto == 17);
	if (f->ports) {
		f->sport = (uint16_t)get_num(vals, FM_SPORT);
		f->dport = (uint16_t)get_num(vals, FM_DPORT);
	}
	if (f->l4 && f->proto == 17)
		f->udp_len = (uint16_t)get_num(vals, FM_UDPLEN);
	if (f->l4 && f->proto == 6) {
		f->tcp_flags = (uint8_t)get_num(vals, FM_FLAGS);
		f->tcp_window = (uint16_t)get_num(vals, FM_WIN);
		f->tcp_seq = (uint32_t)get_num(vals, FM_TCPSEQ);
		f->tcp_ack = (uint32_t)get_num(vals, FM_TCPACK);
		f->tcp_urg = (uint16_t)get_num(vals, FM_TCPURG);
		f->tcp_res = (uint8_t)get_num(vals, FM_TCPRES);
		f->tcp_doff = (uint8_t)get_num(vals, FM_DOFF);
	}
	if (f->l4)
		f->l4_csum = (uint16_t)get_num(vals, FM_L4SUM);
	if (f->l4 && (f->proto == 1 || f->proto == 58)) {
		f->icmp_type = (uint8_t)get_num(vals, FM_ICMPT);
		f->icmp_code = (uint8_t)get_num(vals, FM_ICMPC);
	}
	vals_to_payload(vals, f);
}

/* An ordinary frame: IPv4 TCP, 192.0.2.1:40000 > 198.51.100.1:80, ACK,
 * TTL 64, 64 bytes. Picks follow it wherever the set allows. */
static void preferred(int *vals)
{
	struct pkt_facts f;
	static const uint8_t src[4] = { 192, 0, 2, 1 }, dst[4] = { 198, 51, 100, 1 };
	static const uint8_t esrc[6] = { 2, 0, 0, 0, 0, 1 }, edst[6] = { 2, 0, 0, 0, 0, 2 };

	memset(&f, 0, sizeof(f));
	f.len = 64;
	f.eth = true;
	memcpy(f.eth_src, esrc, 6);
	memcpy(f.eth_dst, edst, 6);
	f.ethertype = PKT_ETH_P_IPV4;
	f.l3 = PKT_L3_IPV4;
	f.ip4_ihl = 5;
	f.ttl = 64;
	f.ip_len = 50;   /* 64 bytes less the Ethernet header */
	memcpy(f.src, src, 4);
	memcpy(f.dst, dst, 4);
	f.proto_known = true;
	f.proto = 6;
	f.l4 = f.ports = true;
	f.sport = 40000;
	f.dport = 80;
	f.tcp_flags = 0x10;
	f.tcp_window = 0xffff;
	f.tcp_doff = 5;
	f.icmp_type = 8;   /* an ICMP pick is an echo request */
	facts_to_vals(&f, vals);
}

/* Walks down SET taking the branch VALS prefers unless it is empty. A
 * variable the path skips is free, so it keeps its preferred value. The
 * rate states the path fixes go to STATE (if not NULL). */
static void pick_with(BDD set, int *vals, struct pkt_facts *f, enum fm_rate_state *state)
{
	BDD node = set;

	for (size_t s = 0; state && s < fmodel_nrates(); s++)
		state[s] = FM_RATE_ANY;
	while (node != bddtrue && node != bddfalse) {
		int v = bdd_var(node);
		BDD want = vals[v] ? bdd_high(node) : bdd_low(node);

		if (want == bddfalse) {
			vals[v] = !vals[v];
			want = vals[v] ? bdd_high(node) : bdd_low(node);
		}
		if (state && v >= fm_base(FM_RATE))
			state[v - fm_base(FM_RATE)] = vals[v] ? FM_RATE_OVER : FM_RATE_UNDER;
		node = want;
	}
	vals_to_facts(vals, f);
}

static int *new_vals(void)
{
	int *vals = calloc((size_t)fm_base(FM_NFIELDS), sizeof(int));

	if (!vals)
		abort();
	return vals;
}

void fmodel_pick_rates(BDD set, struct pkt_facts *f, enum fm_rate_state *state)
{
	int *vals = new_vals();

	preferred(vals);   /* every rate under: what a full bucket says */
	pick_with(set, vals, f, state);
	free(vals);
}

void fmodel_pick(BDD set, struct pkt_facts *f)
{
	fmodel_pick_rates(set, f, NULL);
}

void fmodel_pick_random(BDD set, struct pkt_facts *f, uint64_t *rng)
{
	fmodel_pick_random_rates(set, f, NULL, rng);
}

/* Every free choice drawn from RNG; the rate states too when RATES. */
static void pick_random(BDD set, struct pkt_facts *f, enum fm_rate_state *state,
			uint64_t *rng, bool rates)
{
	int *vals = new_vals();

	for (int v = 0; v < fm_base(FM_NFIELDS); v++) {
		*rng ^= *rng << 13;
		*rng ^= *rng >> 7;
		*rng ^= *rng << 17;
		vals[v] = (int)(*rng >> 32 & 1) && (rates || v < fm_base(FM_RATE));
	}
	pick_with(set, vals, f, NULL);
	/* a state the walk did not fix is free in SET: its drawn value makes
	 * the point whole */
	for (size_t s = 0; state && s < fmodel_nrates(); s++)
		state[s] = vals[fm_base(FM_RATE) + (int)s] ? FM_RATE_OVER : FM_RATE_UNDER;
	free(vals);
}

void fmodel_pick_random_rates(BDD set, struct pkt_facts *f, enum fm_rate_state *state,
			      uint64_t *rng)
{
	pick_random(set, f, state, rng, true);
}

void fmodel_pick_random_under(BDD set, struct pkt_facts *f, enum fm_rate_state *state,
			      uint64_t *rng)
{
	pick_random(set, f, state, rng, false);
}

BDD fmodel_rate_over(size_t slot)
{
	return bdd_addref(bdd_ithvar(fm_base(FM_RATE) + (int)slot));
}

void fmodel_rate_states(BDD set, enum fm_rate_state *state)
{
	/* a state SET does not test is free in it: one walk finds those,
	 * where a meet per state walks SET once each */
	BDD support = fm_ref(bdd_support(set));
	BDD v = support;

	for (size_t s = 0; s < fmodel_nrates(); s++) {
		BDD over;

		while (v != bddtrue && bdd_var(v) < fm_base(FM_RATE) + (int)s)
			v = bdd_high(v);
		if (set != bddfalse && (v == bddtrue || bdd_var(v) != fm_base(FM_RATE) + (int)s)) {
			state[s] = FM_RATE_ANY;
			continue;
		}
		over = fmodel_rate_over(s);
		bool can_over = !fm_disjoint(set, over);
		BDD under = fm_not_take(over);
		bool can_under = !fm_disjoint(set, under);

		bdd_delref(under);
		state[s] = can_over && !can_under ? FM_RATE_OVER
			 : can_under && !can_over ? FM_RATE_UNDER : FM_RATE_ANY;
	}
	bdd_delref(support);
}

BDD fmodel_len_at_most(unsigned n)
{
	return fm_le(FM_LEN, n);
}
