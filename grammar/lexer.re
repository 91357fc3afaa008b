/* The rule-language lexer (re2c). Every token carries its file, line,
 * column and byte span; lexical errors are reported here and handed to the
 * parser as YYerror so it recovers at the next ';'. */
#include "parser.h"

#include <arpa/inet.h>
#include <stdint.h>
#include <string.h>

struct keyword {
	const char *spelling;
	int token;
};

static const struct keyword keywords[] = {
#define KEYWORD(tok, s) { s, tok },
#include "keywords.def"
#undef KEYWORD
};

void lexer_init(struct lexer *lx, const struct source *src)
{
	lx->src = src;
	lx->cur = src->text;
	lx->lim = src->text + src->len;
	lx->line_begin = src->text;
	lx->line = 1;
}

static struct loc span(const struct lexer *lx, const char *tok, const char *end)
{
	struct loc l;
	const char *last = end > tok ? end - 1 : tok;

	l.src = lx->src;
	l.line = lx->line;
	l.col = (uint32_t)(tok - lx->line_begin) + 1;
	l.end_line = lx->line;
	l.end_col = (uint32_t)(last - lx->line_begin) + 1;
	l.off = (uint32_t)(tok - lx->src->text);
	l.end_off = (uint32_t)(end - lx->src->text);
	return l;
}

static int keyword_or_ident(struct parse_ctx *ctx, const char *tok,
			    const char *end, YYSTYPE *lval)
{
	size_t n = (size_t)(end - tok);

	for (size_t i = 0; i < sizeof(keywords) / sizeof(keywords[0]); i++)
		if (strlen(keywords[i].spelling) == n &&
		    memcmp(keywords[i].spelling, tok, n) == 0)
			return keywords[i].token;
	lval->str = arena_strndup(ctx->a, tok, n);
	return IDENT;
}

static int lex_number(struct parse_ctx *ctx, const char *tok, const char *end,
		      struct loc loc, YYSTYPE *lval)
{
	int base = 10;
	const char *p = tok;
	uint64_t v = 0;

	if (end - tok > 2 && tok[0] == '0' && (tok[1] == 'x' || tok[1] == 'X')) {
		base = 16;
		p += 2;
	}
	for (; p < end; p++) {
		unsigned d = (unsigned)(*p >= 'a' ? *p - 'a' + 10 :
					*p >= 'A' ? *p - 'A' + 10 : *p - '0');

		if (v > (UINT64_MAX - d) / (unsigned)base) {
			diag_error(ctx->d, loc, "number '%.*s' is too large",
				   (int)(end - tok), tok);
			return YYerror;
		}
		v = v * (unsigned)base + d;
	}
	lval->val = ast_new_value(ctx->a, V_NUMBER, loc);
	lval->val->u.num = v;
	return NUMBER;
}

static int lex_ipv4(struct parse_ctx *ctx, const char *tok, const char *end,
		    struct loc loc, YYSTYPE *lval)
{
	uint8_t bytes[4];
	int parts = 0;
	const char *p = tok;

	while (p < end) {
		unsigned v = 0;
		const char *start = p;

		while (p < end && *p != '.') {
			v = v * 10 + (unsigned)(*p - '0');
			if (v > 255 || p - start >= 3)
				goto bad;
			p++;
		}
		if (parts == 4)
			goto bad;
		bytes[parts++] = (uint8_t)v;
		if (p < end)
			p++;
	}
	if (parts != 4)
		goto bad;
	lval->val = ast_new_value(ctx->a, V_ADDR4, loc);
	memcpy(lval->val->u.addr.bytes, bytes, 4);
	lval->val->u.addr.plen = -1;
	return ADDR4;
bad:
	diag_error(ctx->d, loc, "malformed IPv4 address '%.*s'",
		   (int)(end - tok), tok);
	return YYerror;
}

static int hexval(char c)
{
	return c >= 'a' ? c - 'a' + 10 : c >= 'A' ? c - 'A' + 10 : c - '0';
}

/* Colon-separated hex: a MAC (six pairs) or an IPv6 address. */
static int lex_colon_hex(struct parse_ctx *ctx, const char *tok,
			 const char *end, struct loc loc, YYSTYPE *lval)
{
	size_t n = (size_t)(end - tok);
	char buf[64];

	if (n == 17) {
		int mac = 1;

		for (size_t i = 0; i < n; i++) {
			int colon = i % 3 == 2;
			char c = tok[i];
			int hex = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') ||
				  (c >= 'A' && c <= 'F');

			if (colon ? c != ':' : !hex)
				mac = 0;
		}
		if (mac) {
			lval->val = ast_new_value(ctx->a, V_MAC, loc);
			for (int i = 0; i < 6; i++)
				lval->val->u.mac[i] = (uint8_t)(hexval(tok[i * 3]) * 16 +
								hexval(tok[i * 3 + 1]));
			return MAC;
		}
	}
	if (n < sizeof(buf)) {
		memcpy(buf, tok, n);
		buf[n] = '\0';
		lval->val = ast_new_value(ctx->a, V_ADDR6, loc);
		lval->val->u.addr.plen = -1;
		if (inet_pton(AF_INET6, buf, lval->val->u.addr.bytes) == 1)
			return ADDR6;
	}
	diag_error(ctx->d, loc, "malformed IPv6 or MAC address '%.*s'", (int)n, tok);
	return YYerror;
}

int yylex(YYSTYPE *yylval, YYLTYPE *yylloc, struct parse_ctx *ctx)
{
	struct lexer *lx = &ctx->lx;
	const char *YYMARKER;
	const char *tok;
	int t;

again:
	tok = lx->cur;
/*!re2c
	re2c:api:style = free-form;
	re2c:define:YYCTYPE = "unsigned char";
	re2c:define:YYCURSOR = "lx->cur";
	re2c:yyfill:enable = 0;
	re2c:flags:tags = 0;

	dec = [0-9]+;
	hex = [0-9a-fA-F];
	ident = [a-zA-Z_][a-zA-Z0-9_]* ("-" [a-zA-Z0-9_]+)*;
	strchar = [^"\\\n\x00] | "\\" [^\n\x00];

	"\x00" {
		if (lx->cur - 1 >= lx->lim) {
			lx->cur = lx->lim;
			*yylloc = span(lx, lx->lim, lx->lim);
			return YYEOF;
		}
		*yylloc = span(lx, tok, lx->cur);
		diag_error(ctx->d, *yylloc, "NUL byte in rule file");
		goto again;
	}
	"\n" { lx->line++; lx->line_begin = lx->cur; goto again; }
	[ \t\r\f\v]+ { goto again; }
	"#" [^\n\x00]* { goto again; }

	";" { t = SEMI; goto punct; }
	"{" { t = LBRACE; goto punct; }
	"}" { t = RBRACE; goto punct; }
	"," { t = COMMA; goto punct; }
	"(" { t = LPAREN; goto punct; }
	")" { t = RPAREN; goto punct; }
	"/" { t = SLASH; goto punct; }
	"-" { t = MINUS; goto punct; }
	"==" { t = EQ; goto punct; }
	"!=" { t = NE; goto punct; }
	"<" { t = LT; goto punct; }
	"<=" { t = LE; goto punct; }
	">" { t = GT; goto punct; }
	">=" { t = GE; goto punct; }
	"!" { t = BANG; goto punct; }
	"&&" { t = ANDAND; goto punct; }
	"||" { t = OROR; goto punct; }

	dec | "0" [xX] hex+ {
		*yylloc = span(lx, tok, lx->cur);
		t = lex_number(ctx, tok, lx->cur, *yylloc, yylval);
		goto done;
	}
	dec ("." dec)+ {
		*yylloc = span(lx, tok, lx->cur);
		t = lex_ipv4(ctx, tok, lx->cur, *yylloc, yylval);
		goto done;
	}
	hex* ":" [0-9a-fA-F:.]* {
		*yylloc = span(lx, tok, lx->cur);
		t = lex_colon_hex(ctx, tok, lx->cur, *yylloc, yylval);
		goto done;
	}
	ident {
		*yylloc = span(lx, tok, lx->cur);
		t = keyword_or_ident(ctx, tok, lx->cur, yylval);
		goto done;
	}
	["] strchar* ["] {
		*yylloc = span(lx, tok, lx->cur);
		yylval->str = arena_strndup(ctx->a, tok + 1,
					    (size_t)(lx->cur - tok - 2));
		t = STRING;
		goto done;
	}
	["] strchar* "\\"? {
		*yylloc = span(lx, tok, lx->cur);
		diag_error(ctx->d, *yylloc, "unterminated string");
		t = YYerror;
		goto done;
	}
	* {
		*yylloc = span(lx, tok, lx->cur);
		if (tok[0] >= 0x20 && tok[0] < 0x7f)
			diag_error(ctx->d, *yylloc, "unexpected character '%c'", tok[0]);
		else
			diag_error(ctx->d, *yylloc, "unexpected byte 0x%02x",
				   (unsigned char)tok[0]);
		t = YYerror;
		goto done;
	}
*/
punct:
	*yylloc = span(lx, tok, lx->cur);
done:
	ctx->prev_tok = ctx->last_tok;
	ctx->last_tok = *yylloc;
	return t;
}
