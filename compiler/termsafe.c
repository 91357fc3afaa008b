#include "termsafe.h"

bool term_escaped(unsigned char c)
{
	return (c < 0x20 && c != '\t') || c == 0x7f;
}

void term_write(FILE *out, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (term_escaped(c))
			fprintf(out, "\\x%02x", c);
		else
			fputc(c, out);
	}
}

const char *term_safe(const char *s, char *buf, size_t len)
{
	size_t o = 0;

	for (; *s && o + 5 <= len; s++) {
		unsigned char c = (unsigned char)*s;

		if (term_escaped(c))
			o += (size_t)snprintf(buf + o, len - o, "\\x%02x", c);
		else
			buf[o++] = (char)c;
	}
	if (len)
		buf[o < len ? o : len - 1] = '\0';
	return buf;
}
