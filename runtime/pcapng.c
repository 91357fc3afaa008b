/* pcapng blocks (draft-ietf-opsawg-pcapng): Section Header, Interface
 * Description, Enhanced Packet. Every block is written in host byte order,
 * which the Section Header's byte-order magic tells readers. */
#include "pcapng.h"

#include <stdio.h>
#include <string.h>

enum {
	BT_SHB = 0x0A0D0D0A,
	BT_IDB = 0x00000001,
	BT_EPB = 0x00000006,
	BYTE_ORDER_MAGIC = 0x1A2B3C4D,
	OPT_END = 0,
	OPT_COMMENT = 1,
	SHB_USERAPPL = 4,
	IF_NAME = 2,
	IF_TSRESOL = 9,
	LINKTYPE_ETHERNET = 1,
	COMMENT_MAX = 65000,   /* an option's length is 16 bits */
};

static uint32_t pad4(size_t n)
{
	return (uint32_t)((n + 3) & ~(size_t)3);
}

static void put(struct pcapng_out *o, const void *p, size_t n)
{
	if (n)
		fwrite(p, 1, n, o->out.f.stream);   /* errors show at commit */
}

static void put32(struct pcapng_out *o, uint32_t v)
{
	put(o, &v, 4);
}

static void put_zeros(struct pcapng_out *o, size_t n)
{
	static const uint8_t zero[4];

	put(o, zero, n);
}

/* Bytes an option of N value bytes takes. */
static uint32_t opt_size(size_t n)
{
	return 4 + pad4(n);
}

static void put_opt(struct pcapng_out *o, uint16_t code, const void *v, size_t n)
{
	uint16_t h[2] = { code, (uint16_t)n };

	put(o, h, 4);
	put(o, v, n);
	put_zeros(o, pad4(n) - n);
}

static void put_end(struct pcapng_out *o)
{
	put32(o, OPT_END);   /* code 0, length 0 */
}

static void section_header(struct pcapng_out *o)
{
	static const char appl[] = "xdpc";
	uint32_t len = 28 + opt_size(sizeof(appl) - 1) + 4;
	uint16_t version[2] = { 1, 0 };
	uint64_t section_len = UINT64_MAX;   /* not given */

	put32(o, BT_SHB);
	put32(o, len);
	put32(o, BYTE_ORDER_MAGIC);
	put(o, version, 4);
	put(o, &section_len, 8);
	put_opt(o, SHB_USERAPPL, appl, sizeof(appl) - 1);
	put_end(o);
	put32(o, len);
}

static void interface(struct pcapng_out *o, uint32_t snaplen, const char *name)
{
	uint8_t nanoseconds = 9;
	size_t nlen = name ? strlen(name) : 0;
	uint32_t len = 20 + opt_size(1) + (nlen ? opt_size(nlen) : 0) + 4;
	uint16_t link[2] = { LINKTYPE_ETHERNET, 0 };

	put32(o, BT_IDB);
	put32(o, len);
	put(o, link, 4);
	put32(o, snaplen);
	put_opt(o, IF_TSRESOL, &nanoseconds, 1);
	if (nlen)
		put_opt(o, IF_NAME, name, nlen);
	put_end(o);
	put32(o, len);
}

int pcapng_open(struct pcapng_out *o, const char *path, uint32_t snaplen,
		const char *if_name)
{
	memset(o, 0, sizeof(*o));
	if (capture_out_start(&o->out, path))
		return -1;
	section_header(o);
	interface(o, snaplen, if_name);
	return 0;
}

void pcapng_write(struct pcapng_out *o, uint64_t ts_ns, const uint8_t *data,
		  uint32_t caplen, uint32_t len, const char *comment)
{
	size_t clen = comment ? strlen(comment) : 0;
	uint32_t total;

	if (!o->out.open)
		return;
	if (clen > COMMENT_MAX)
		clen = COMMENT_MAX;
	total = 32 + pad4(caplen) + (clen ? opt_size(clen) + 4 : 0);
	put32(o, BT_EPB);
	put32(o, total);
	put32(o, 0);                          /* interface 0 */
	put32(o, (uint32_t)(ts_ns >> 32));
	put32(o, (uint32_t)ts_ns);
	put32(o, caplen);
	put32(o, len < caplen ? caplen : len);
	put(o, data, caplen);
	put_zeros(o, pad4(caplen) - caplen);
	if (clen) {
		put_opt(o, OPT_COMMENT, comment, clen);
		put_end(o);
	}
	put32(o, total);
	o->packets++;
}

void pcapng_flush(struct pcapng_out *o)
{
	if (o->out.open)
		fflush(o->out.f.stream);
}

int pcapng_close(struct pcapng_out *o, bool commit)
{
	return capture_out_close(&o->out, commit);
}
