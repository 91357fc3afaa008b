#include "capture.h"

#include <errno.h>
#include <pcap/pcap.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

static int open_pcap(struct capture *c, const char *path)
{
	char err[PCAP_ERRBUF_SIZE] = "", why[FILE_WHY_LEN];
	int fd = file_open_input(path, FILE_CAPTURE_MAX, true, why);
	FILE *f;

	if (fd < 0) {
		fprintf(stderr, "xdpc: %s\n", why);
		return -1;
	}
	if (!(f = fdopen(fd, "rb"))) {
		fprintf(stderr, "xdpc: cannot read capture '%s': %s\n", path, strerror(errno));
		close(fd);
		return -1;
	}
	/* pcap_close() closes F from here on; a failed open leaves it to us. */
	if (!(c->pcap = pcap_fopen_offline(f, err))) {
		fprintf(stderr, "xdpc: cannot read capture '%s': %s\n", path, err);
		fclose(f);
		return -1;
	}
	return 0;
}

int capture_open(struct capture *c, const char *path)
{
	const char *name;

	memset(c, 0, sizeof(*c));
	c->path = path;
	if (!(c->frame = malloc(CAPTURE_MAX_FRAME))) {
		fprintf(stderr, "xdpc: out of memory\n");
		return -1;
	}
	if (open_pcap(c, path) != 0) {
		capture_close(c);
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
	capture_close(c);
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
	c->ts = h->ts;
	if (c->linktype == DLT_EN10MB) {
		*len = h->caplen < CAPTURE_MAX_FRAME ? h->caplen : CAPTURE_MAX_FRAME;
		memcpy(c->frame, data, *len);
		c->wire_len = h->len;
	} else {
		const struct link_conv *conv = find_conv(c->linktype);

		if (h->caplen < conv->hdr_len) {
			*len = 0;  /* nothing recognisable: an empty frame */
			c->wire_len = 0;
			return 1;
		}
		*len = convert_frame(c, data, h->caplen);
		c->wire_len = h->len >= conv->hdr_len ? h->len - conv->hdr_len + 14 : *len;
	}
	if (c->wire_len < *len)
		c->wire_len = *len;   /* a corrupt header may claim less than it holds */
	return 1;
}

void capture_close(struct capture *c)
{
	if (c->pcap)
		pcap_close(c->pcap);
	c->pcap = NULL;
	free(c->frame);
	c->frame = NULL;
}

/* The classic pcap format, written in host byte order as libpcap does:
 * a file header, then a record header before each frame. */
struct pcap_file_hdr {
	uint32_t magic;
	uint16_t major, minor;
	int32_t thiszone;
	uint32_t sigfigs, snaplen, linktype;
};

struct pcap_rec_hdr {
	uint32_t sec, usec, caplen, len;
};

int capture_out_start(struct capture_out *o, const char *path)
{
	char why[FILE_WHY_LEN];

	memset(o, 0, sizeof(*o));
	if (file_out_open(&o->f, path, why) != 0) {
		fprintf(stderr, "xdpc: %s\n", why);
		return -1;
	}
	o->open = true;
	return 0;
}

int capture_out_open(struct capture_out *o, const char *path)
{
	struct pcap_file_hdr h = {
		.magic = 0xa1b2c3d4, .major = 2, .minor = 4,
		.snaplen = CAPTURE_MAX_FRAME, .linktype = DLT_EN10MB,
	};

	if (capture_out_start(o, path))
		return -1;
	fwrite(&h, sizeof(h), 1, o->f.stream);   /* errors show at commit */
	return 0;
}

void capture_out_write(struct capture_out *o, const struct capture *c, size_t len)
{
	struct pcap_rec_hdr h = {
		.sec = (uint32_t)c->ts.tv_sec, .usec = (uint32_t)c->ts.tv_usec,
		.caplen = (uint32_t)len, .len = (uint32_t)(c->wire_len > len ? c->wire_len : len),
	};

	if (!o->open)
		return;
	fwrite(&h, sizeof(h), 1, o->f.stream);
	fwrite(c->frame, 1, len, o->f.stream);
}

void capture_out_write_bytes(struct capture_out *o, const uint8_t *frame, size_t len)
{
	struct capture c = { .frame = (uint8_t *)frame, .wire_len = len };

	capture_out_write(o, &c, len);
}

int capture_out_close(struct capture_out *o, int commit)
{
	char why[FILE_WHY_LEN];
	int rc = 0;

	if (!o->open)
		return commit ? -1 : 0;
	if (!commit) {
		file_out_abort(&o->f);
	} else if (file_out_commit(&o->f, why) != 0) {
		fprintf(stderr, "xdpc: %s\n", why);
		rc = -1;
	}
	o->open = false;
	return rc;
}
