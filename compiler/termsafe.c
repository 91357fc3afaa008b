#include "termsafe.h"

bool term_escaped(unsigned char c)
{
	return (c < 0x20 && c != '\t') || c == 0x7f;
}

/* Runs of plain characters go out in one call: stderr is unbuffered, and
 * a character at a time made a write(2) of each (10,000-rule lint: about
 * a million). */
void term_write(FILE *out, const char *s, size_t n)
{
	size_t run = 0;

	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (!term_escaped(c))
			continue;
		fwrite(s + run, 1, i - run, out);
		fprintf(out, "\\x%02x", c);
		run = i + 1;
	}
	fwrite(s + run, 1, n - run, out);
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
