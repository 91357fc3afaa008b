#include "nl.h"

#include <errno.h>
#include <libmnl/libmnl.h>
#include <linux/if_link.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <net/if.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NL_BUF 32768

struct nl {
	struct mnl_socket *sock;
	unsigned seq, portid;
	char extack[256];
};

struct reply {
	struct nl *nl;
	struct xdp_state *st;   /* NULL when only an ack is expected */
};

struct nl *nl_open(void)
{
	struct nl *nl = calloc(1, sizeof(*nl));
	int one = 1;

	if (!nl)
		return NULL;
	nl->sock = mnl_socket_open(NETLINK_ROUTE);
	if (!nl->sock || mnl_socket_bind(nl->sock, 0, MNL_SOCKET_AUTOPID) < 0) {
		nl_close(nl);
		return NULL;
	}
	/* both are best effort: old kernels just give plain errors */
	mnl_socket_setsockopt(nl->sock, NETLINK_EXT_ACK, &one, sizeof(one));
	mnl_socket_setsockopt(nl->sock, NETLINK_CAP_ACK, &one, sizeof(one));
	nl->portid = mnl_socket_get_portid(nl->sock);
	nl->seq = (unsigned)time(NULL);
	return nl;
}

void nl_close(struct nl *nl)
{
	if (!nl)
		return;
	if (nl->sock)
		mnl_socket_close(nl->sock);
	free(nl);
}

const char *nl_last_extack(const struct nl *nl)
{
	return nl->extack;
}

static int extack_attr(const struct nlattr *a, void *data)
{
	struct nl *nl = data;

	if (mnl_attr_get_type(a) == NLMSGERR_ATTR_MSG &&
	    mnl_attr_validate(a, MNL_TYPE_NUL_STRING) == 0)
		snprintf(nl->extack, sizeof(nl->extack), "%s", mnl_attr_get_str(a));
	return MNL_CB_OK;
}

/* NLMSG_ERROR: error 0 is the ack; otherwise keep the kernel's message. */
static int on_error(const struct nlmsghdr *h, void *data)
{
	struct reply *r = data;
	const struct nlmsgerr *e = mnl_nlmsg_get_payload(h);
	unsigned off = sizeof(*e);

	if (h->nlmsg_len < mnl_nlmsg_size(sizeof(*e))) {
		errno = EBADMSG;
		return MNL_CB_ERROR;
	}
	if (e->error == 0)
		return MNL_CB_STOP;
	if (h->nlmsg_flags & NLM_F_ACK_TLVS) {
		if (!(h->nlmsg_flags & NLM_F_CAPPED))
			off += e->msg.nlmsg_len - sizeof(e->msg);
		if (mnl_nlmsg_size(off) <= h->nlmsg_len)
			mnl_attr_parse(h, off, extack_attr, r->nl);
	}
	errno = -e->error;
	return MNL_CB_ERROR;
}

static int xdp_attr(const struct nlattr *a, void *data)
{
	struct xdp_state *st = data;

	if (mnl_attr_validate(a, MNL_TYPE_U8) < 0 && mnl_attr_validate(a, MNL_TYPE_U32) < 0)
		return MNL_CB_OK;
	switch (mnl_attr_get_type(a)) {
	case IFLA_XDP_ATTACHED: st->attached = mnl_attr_get_u8(a); break;
	case IFLA_XDP_DRV_PROG_ID: st->drv_prog_id = mnl_attr_get_u32(a); break;
	case IFLA_XDP_SKB_PROG_ID: st->skb_prog_id = mnl_attr_get_u32(a); break;
	case IFLA_XDP_HW_PROG_ID: st->hw_prog_id = mnl_attr_get_u32(a); break;
	case IFLA_XDP_PROG_ID:
		/* with one program attached the kernel names it only here */
		if (st->attached == XDP_ATTACHED_DRV) st->drv_prog_id = mnl_attr_get_u32(a);
		if (st->attached == XDP_ATTACHED_SKB) st->skb_prog_id = mnl_attr_get_u32(a);
		if (st->attached == XDP_ATTACHED_HW) st->hw_prog_id = mnl_attr_get_u32(a);
		break;
	}
	return MNL_CB_OK;
}

static int link_attr(const struct nlattr *a, void *data)
{
	if (mnl_attr_get_type(a) == IFLA_XDP && mnl_attr_validate(a, MNL_TYPE_NESTED) == 0)
		mnl_attr_parse_nested(a, xdp_attr, data);
	return MNL_CB_OK;
}

static int on_link(const struct nlmsghdr *h, void *data)
{
	struct reply *r = data;
	const struct ifinfomsg *ifi = mnl_nlmsg_get_payload(h);

	if (h->nlmsg_type != RTM_NEWLINK || !r->st)
		return MNL_CB_OK;
	r->st->ifindex = ifi->ifi_index;
	mnl_attr_parse(h, sizeof(*ifi), link_attr, r->st);
	return MNL_CB_OK;
}

static int talk(struct nl *nl, struct nlmsghdr *h, struct xdp_state *st)
{
	mnl_cb_t ctl[NLMSG_MIN_TYPE] = { [NLMSG_ERROR] = on_error };
	struct reply r = { .nl = nl, .st = st };
	char buf[NL_BUF];
	int rc;

	nl->extack[0] = '\0';
	h->nlmsg_seq = ++nl->seq;
	if (mnl_socket_sendto(nl->sock, h, h->nlmsg_len) < 0)
		return -errno;
	do {
		ssize_t n = mnl_socket_recvfrom(nl->sock, buf, sizeof(buf));

		if (n < 0)
			return -errno;
		rc = mnl_cb_run2(buf, (size_t)n, nl->seq, nl->portid, on_link, &r,
				 ctl, NLMSG_MIN_TYPE);
	} while (rc == MNL_CB_OK);
	return rc < 0 ? -errno : 0;
}

int nl_link_query(struct nl *nl, const char *dev, struct xdp_state *st)
{
	char buf[MNL_SOCKET_BUFFER_SIZE];
	struct nlmsghdr *h = mnl_nlmsg_put_header(buf);
	struct ifinfomsg *ifi;

	memset(st, 0, sizeof(*st));
	if (strlen(dev) >= IFNAMSIZ)
		return -ENAMETOOLONG;
	h->nlmsg_type = RTM_GETLINK;
	h->nlmsg_flags = NLM_F_REQUEST | NLM_F_ACK;
	ifi = mnl_nlmsg_put_extra_header(h, sizeof(*ifi));
	ifi->ifi_family = AF_UNSPEC;
	mnl_attr_put_strz(h, IFLA_IFNAME, dev);
	mnl_attr_put_u32(h, IFLA_EXT_MASK, RTEXT_FILTER_SKIP_STATS);
	return talk(nl, h, st);
}

int nl_xdp_set(struct nl *nl, int ifindex, int fd, __u32 flags, int expected_fd)
{
	char buf[MNL_SOCKET_BUFFER_SIZE];
	struct nlmsghdr *h = mnl_nlmsg_put_header(buf);
	struct ifinfomsg *ifi;
	struct nlattr *nest;

	h->nlmsg_type = RTM_SETLINK;
	h->nlmsg_flags = NLM_F_REQUEST | NLM_F_ACK;
	ifi = mnl_nlmsg_put_extra_header(h, sizeof(*ifi));
	ifi->ifi_family = AF_UNSPEC;
	ifi->ifi_index = ifindex;
	nest = mnl_attr_nest_start(h, IFLA_XDP);
	mnl_attr_put_u32(h, IFLA_XDP_FD, (__u32)fd);
	if (flags)
		mnl_attr_put_u32(h, IFLA_XDP_FLAGS, flags);
	if (expected_fd >= 0)
		mnl_attr_put_u32(h, IFLA_XDP_EXPECTED_FD, (__u32)expected_fd);
	mnl_attr_nest_end(h, nest);
	return talk(nl, h, NULL);
}

__u32 xdp_state_prog(const struct xdp_state *st, const char **mode)
{
	const char *m = "none";
	__u32 id = 0;

	if (st->drv_prog_id) { id = st->drv_prog_id; m = "native"; }
	else if (st->skb_prog_id) { id = st->skb_prog_id; m = "generic"; }
	else if (st->hw_prog_id) { id = st->hw_prog_id; m = "offload"; }
	if (mode)
		*mode = m;
	return id;
}
