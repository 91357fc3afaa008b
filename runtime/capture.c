#include "capture.h"

#include <errno.h>
#include <pcap/pcap.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>

/* Link types we can turn into Ethernet frames: how many bytes of link
 * header precede the IP packet, and where (if anywhere) a 16-bit EtherType
 * sits in it. */
struct link_conv {
	int dlt;
	const char *name;
	size_t hdr_len;
	int proto_off;   /* -1: infer from the IP version nibble */
};

static const struct link_conv conversions[] = {
	{ DLT_RAW, "raw IP", 0, -1 },
#ifdef DLT_IPV4
	{ DLT_IPV4, "raw IPv4", 0, -1 },
	{ DLT_IPV6, "raw IPv6", 0, -1 },
#endif
	{ DLT_NULL, "BSD loopback", 4, -1 },
	{ DLT_LOOP, "OpenBSD loopback", 4, -1 },
	{ DLT_LINUX_SLL, "Linux cooked (SLL)", 16, 14 },
#ifdef DLT_LINUX_SLL2
	{ DLT_LINUX_SLL2, "Linux cooked v2 (SLL2)", 20, 0 },
#endif
};

static const struct link_conv *find_conv(int dlt)
{
	for (size_t i = 0; i < sizeof(conversions) / sizeof(conversions[0]); i++)
		if (conversions[i].dlt == dlt)
			return &conversions[i];
	return NULL;
}

int capture_open(struct capture *c, const char *path)
{
	char err[PCAP_ERRBUF_SIZE] = "";
	const char *name;

	memset(c, 0, sizeof(*c));
	c->path = path;
	c->pcap = pcap_open_offline(path, err);
	if (!c->pcap) {
		fprintf(stderr, "xdpc: cannot read capture '%s': %s\n", path, err);
		return -1;
	}
	c->linktype = pcap_datalink(c->pcap);
	if (c->linktype == DLT_EN10MB || find_conv(c->linktype))
		return 0;
	name = pcap_datalink_val_to_name(c->linktype);
	fprintf(stderr,
		"xdpc: capture '%s' has link type %s (%d); dry runs need Ethernet frames "
		"(or raw IP, loopback or Linux cooked captures, which are converted)\n",
		path, name ? name : "unknown", c->linktype);
	pcap_close(c->pcap);
	c->pcap = NULL;
	return -1;
}

static uint16_t ethertype_for(const uint8_t *ip, size_t len)
{
	if (len >= 1 && (ip[0] >> 4) == 6)
		return 0x86dd;
	return 0x0800;
}

/* Rewrites a non-Ethernet frame as an Ethernet one in c->frame. */
static size_t convert_frame(struct capture *c, const uint8_t *data, size_t len)
{
	const struct link_conv *conv = find_conv(c->linktype);
	uint16_t type;
	size_t n;

	if (len < conv->hdr_len)
		len = conv->hdr_len;   /* a cut link header: no payload at all */
	data += conv->hdr_len;
	len -= conv->hdr_len;
	if (conv->proto_off >= 0)
		type = (uint16_t)(data[(long)conv->proto_off - (long)conv->hdr_len] << 8 |
				  data[(long)conv->proto_off - (long)conv->hdr_len + 1]);
	else
		type = ethertype_for(data, len);
	memset(c->frame, 0, 12);
	c->frame[12] = (uint8_t)(type >> 8);
	c->frame[13] = (uint8_t)type;
	n = len < CAPTURE_MAX_FRAME - 14 ? len : CAPTURE_MAX_FRAME - 14;
	memcpy(c->frame + 14, data, n);
	return n + 14;
}

int capture_next(struct capture *c, size_t *len)
{
	struct pcap_pkthdr *h;
	const u_char *data;
	int rc = pcap_next_ex(c->pcap, &h, &data);

	if (rc == PCAP_ERROR_BREAK)
		return 0;
	if (rc != 1) {
		fprintf(stderr, "xdpc: capture '%s' is corrupt or truncated after frame %lu: %s\n",
			c->path, c->index, pcap_geterr(c->pcap));
		return -1;
	}
	c->index++;
	if (c->linktype == DLT_EN10MB) {
		*len = h->caplen < CAPTURE_MAX_FRAME ? h->caplen : CAPTURE_MAX_FRAME;
		memcpy(c->frame, data, *len);
	} else {
		const struct link_conv *conv = find_conv(c->linktype);

		if (h->caplen < conv->hdr_len) {
			*len = 0;  /* nothing recognisable: an empty frame */
			return 1;
		}
		*len = convert_frame(c, data, h->caplen);
	}
	return 1;
}

void capture_close(struct capture *c)
{
	if (c->pcap)
		pcap_close(c->pcap);
	c->pcap = NULL;
}

int capture_out_open(struct capture_out *o, const char *path)
{
	int fd;

	memset(o, 0, sizeof(*o));
	o->path = strdup(path);
	o->tmp = malloc(strlen(path) + 16);
	if (!o->path || !o->tmp)
		goto oom;
	sprintf(o->tmp, "%s.XXXXXX", path);
	fd = mkstemp(o->tmp);
	if (fd < 0) {
		fprintf(stderr, "xdpc: cannot create '%s': %s\n", path, strerror(errno));
		goto fail;
	}
	close(fd);
	o->dead = pcap_open_dead(DLT_EN10MB, CAPTURE_MAX_FRAME);
	if (!o->dead)
		goto oom;
	o->dumper = pcap_dump_open(o->dead, o->tmp);
	if (!o->dumper) {
		fprintf(stderr, "xdpc: cannot write '%s': %s\n", path, pcap_geterr(o->dead));
		unlink(o->tmp);
		goto fail;
	}
	return 0;
oom:
	fprintf(stderr, "xdpc: out of memory\n");
fail:
	if (o->dead)
		pcap_close(o->dead);
	free(o->path);
	free(o->tmp);
	memset(o, 0, sizeof(*o));
	return -1;
}

void capture_out_write(struct capture_out *o, const uint8_t *frame, size_t len)
{
	struct pcap_pkthdr h;

	if (!o->dumper)
		return;
	memset(&h, 0, sizeof(h));
	gettimeofday(&h.ts, NULL);
	h.caplen = h.len = (bpf_u_int32)len;
	pcap_dump((u_char *)o->dumper, &h, frame);
}

int capture_out_close(struct capture_out *o, int commit)
{
	int rc = 0;

	if (!o->dumper)
		return commit ? -1 : 0;
	if (pcap_dump_flush(o->dumper) != 0)
		rc = -1;
	pcap_dump_close(o->dumper);
	pcap_close(o->dead);
	if (commit && rc == 0 && rename(o->tmp, o->path) != 0) {
		fprintf(stderr, "xdpc: cannot write '%s': %s\n", o->path, strerror(errno));
		rc = -1;
	}
	if (!commit || rc != 0)
		unlink(o->tmp);
	free(o->path);
	free(o->tmp);
	memset(o, 0, sizeof(*o));
	return rc;
}
