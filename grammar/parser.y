/* The rule-language grammar. Actions only build the tree (ast_new_*);
 * meaning is decided in compiler/check.c. */
%require "3.8"
%define api.pure full
%define parse.error custom
%define parse.lac full
%locations
%define api.location.type {struct loc}
%param {struct parse_ctx *ctx}
%expect 0

%code requires {
#include "parse_ctx.h"
}

%code provides {
int yylex(YYSTYPE *yylval, YYLTYPE *yylloc, struct parse_ctx *ctx);
}

%code {
#include <string.h>

/* The parser's stack grows only with nesting (chains are left-recursive):
 * about one entry per open parenthesis or `not`. */
#define YYMAXDEPTH 10000

/* Spans run from the first symbol's start to the last one's end; an empty
 * rule sits at the end of what came before it. */
#define YYLLOC_DEFAULT(Cur, Rhs, N)                                      \
	do {                                                             \
		if (N) {                                                 \
			(Cur) = loc_join(YYRHSLOC(Rhs, 1), YYRHSLOC(Rhs, N)); \
		} else {                                                 \
			(Cur) = YYRHSLOC(Rhs, 0);                        \
			(Cur).line = (Cur).end_line;                     \
			(Cur).col = (Cur).end_col;                       \
			(Cur).off = (Cur).end_off;                       \
		}                                                        \
	} while (0)

static void yyerror(YYLTYPE *loc, struct parse_ctx *ctx, const char *msg);
static struct stmt *new_rule(struct parse_ctx *ctx, YYLTYPE loc,
			     struct stmt *action, struct expr *match);
static struct value *new_range(struct parse_ctx *ctx, YYLTYPE loc,
			       struct value *lo, struct value *hi);
static struct value *with_prefix(struct value *addr, struct value *len,
				 YYLTYPE loc);
static struct value *new_name(struct parse_ctx *ctx, YYLTYPE loc,
			      const char *name);
static struct expr *new_prim(struct parse_ctx *ctx, enum expr_kind k,
			     YYLTYPE loc, struct value *arg);
static struct expr *new_dir_prim(struct parse_ctx *ctx, enum expr_kind k,
				 enum direction dir, YYLTYPE loc,
				 struct value *arg);
static struct expr *new_cmp(struct parse_ctx *ctx, enum expr_kind k,
			    YYLTYPE loc, enum cmp_op op, struct value *arg);
static struct expr *new_field(struct parse_ctx *ctx, YYLTYPE loc,
			      const char *header, const char *field,
			      YYLTYPE field_loc, enum cmp_op op, struct value *arg);
static struct value *new_string(struct parse_ctx *ctx, YYLTYPE loc,
				const char *text);
static struct expr *new_pay_at(struct parse_ctx *ctx, YYLTYPE loc,
			       const char *base, YYLTYPE base_loc,
			       struct value *off);
static struct expr *payload_value(struct expr *e, YYLTYPE loc, enum cmp_op op,
				  struct value *val, struct value *mask);
static struct expr *new_find(struct parse_ctx *ctx, YYLTYPE loc,
			     const char *word, YYLTYPE word_loc,
			     struct value *val, const char *depth_word,
			     YYLTYPE depth_loc, struct value *depth);
static struct sample *new_sample(struct parse_ctx *ctx, YYLTYPE loc,
				 struct value *num, struct value *den,
				 const char *word, YYLTYPE word_loc);
static struct sample *sample_opt(struct parse_ctx *ctx, struct sample *s,
				 YYLTYPE loc, const char *word,
				 YYLTYPE word_loc, struct value *arg);
}

%union {
	struct value *val;
	const char *str;
	struct expr *expr;
	struct stmt *stmt;
	enum cmp_op op;
	struct sample *smp;
}

%token <val> NUMBER "number" ADDR4 "IPv4 address" ADDR6 "IPv6 address"
%token <val> MAC "MAC address"
%token <str> IDENT "name" STRING "string"
%token SEMI "';'" LBRACE "'{'" RBRACE "'}'" COMMA "','" LPAREN "'('"
%token RPAREN "')'" SLASH "'/'" MINUS "'-'"
%token EQ "'=='" NE "'!='" LT "'<'" LE "'<='" GT "'>'" GE "'>='"
%token BANG "'!'" ANDAND "'&&'" OROR "'||'"
%token KW_DROP "'drop'" KW_PASS "'pass'" KW_COUNT "'count'" KW_BY "'by'"
%token KW_SET "'set'" KW_DYNAMIC "'dynamic'" KW_FROM "'from'"
%token KW_DEFAULT "'default'" KW_INCLUDE "'include'"
%token KW_AND "'and'" KW_OR "'or'" KW_NOT "'not'" KW_IN "'in'"
%token KW_IPV4 "'ipv4'" KW_IPV6 "'ipv6'" KW_IP "'ip'" KW_ARP "'arp'"
%token KW_FRAG "'frag'" KW_VLAN "'vlan'" KW_ETHER "'ether'" KW_TYPE "'type'"
%token KW_PROTO "'proto'" KW_TCP "'tcp'" KW_UDP "'udp'" KW_ICMP "'icmp'"
%token KW_ICMPV6 "'icmpv6'" KW_FLAGS "'flags'" KW_SRC "'src'" KW_DST "'dst'"
%token KW_HOST "'host'" KW_SPORT "'sport'" KW_DPORT "'dport'" KW_PORT "'port'"
%token KW_LEN "'len'" KW_TTL "'ttl'" KW_PAYLOAD "'payload'"
%token KW_SAMPLE "'sample'"

%type <stmt> stmt rule action set_decl set_head
%type <expr> expr and_expr unary prim pay_at
%type <val> value arg addr_or_name set_body elems flag_list pay_value
%type <str> name key_name hdr_word field_word
%type <op> cmp
%type <smp> sample

%%

file
	: %empty
	| file stmt
		{ if ($2) ptrvec_push(ctx->a, ctx->stmts, $2); }
	;

stmt
	: rule SEMI
		{ $$ = $1; $$->loc = @$; }
	| rule sample SEMI
		{ $$ = $1; $$->loc = @$; $$->u.rule.sample = $2; }
	| set_decl SEMI
		{ $$ = $1; $$->loc = @$; }
	| KW_DEFAULT KW_DROP SEMI
		{ $$ = ast_new_stmt(ctx->a, S_DEFAULT, @$); $$->u.dflt = VERDICT_DROP; }
	| KW_DEFAULT KW_PASS SEMI
		{ $$ = ast_new_stmt(ctx->a, S_DEFAULT, @$); $$->u.dflt = VERDICT_PASS; }
	| KW_INCLUDE STRING SEMI
		{
			$$ = ast_new_stmt(ctx->a, S_INCLUDE, @$);
			$$->u.include.path = $2;
			$$->u.include.path_loc = @2;
		}
	| error SEMI
		{ $$ = NULL; yyerrok; }
	;

rule
	: action
		{ $$ = new_rule(ctx, @$, $1, NULL); }
	| action expr
		{ $$ = new_rule(ctx, @$, $1, $2); }
	;

action
	: KW_DROP
		{ $$ = ast_new_stmt(ctx->a, S_RULE, @$); $$->u.rule.action = ACT_DROP; }
	| KW_PASS
		{ $$ = ast_new_stmt(ctx->a, S_RULE, @$); $$->u.rule.action = ACT_PASS; }
	| KW_COUNT
		{ $$ = ast_new_stmt(ctx->a, S_RULE, @$); $$->u.rule.action = ACT_COUNT; }
	| KW_COUNT KW_BY key_name
		{
			$$ = ast_new_stmt(ctx->a, S_RULE, @$);
			$$->u.rule.action = ACT_COUNT;
			$$->u.rule.key_name = $3;
			$$->u.rule.key_loc = @3;
		}
	;

/* `sample 1/100`, `sample 10/s`, `sample every 100`, then options such
 * as `snaplen 256`; check_sample.c says which words and numbers hold. */
sample
	: KW_SAMPLE NUMBER SLASH NUMBER
		{ $$ = new_sample(ctx, @$, $2, $4, NULL, @4); }
	| KW_SAMPLE NUMBER SLASH IDENT
		{ $$ = new_sample(ctx, @$, $2, NULL, $4, @4); }
	| KW_SAMPLE IDENT NUMBER
		{ $$ = new_sample(ctx, @$, $3, NULL, $2, @2); }
	| sample IDENT NUMBER
		{ $$ = sample_opt(ctx, $1, @$, $2, @2, $3); }
	;

/* Any word may follow `by`; check.c says which keys exist. */
key_name
	: IDENT | KW_PROTO { $$ = "proto"; } | KW_SRC { $$ = "src"; }
	| KW_DST { $$ = "dst"; } | KW_SPORT { $$ = "sport"; }
	| KW_DPORT { $$ = "dport"; } | KW_VLAN { $$ = "vlan"; }
	| KW_PORT { $$ = "port"; } | KW_HOST { $$ = "host"; }
	| KW_TTL { $$ = "ttl"; } | KW_LEN { $$ = "len"; }
	;

set_decl
	: set_head set_body
		{ $$ = $1; $$->u.set.elems = $2->u.items; }
	| set_head KW_FROM STRING
		{ $$ = $1; $$->u.set.from_file = $3; $$->u.set.from_loc = @3; }
	| KW_DYNAMIC set_head set_body
		{ $$ = $2; $$->u.set.dynamic = true; $$->u.set.elems = $3->u.items; }
	| KW_DYNAMIC set_head KW_FROM STRING
		{
			$$ = $2;
			$$->u.set.dynamic = true;
			$$->u.set.from_file = $4;
			$$->u.set.from_loc = @4;
		}
	;

set_head
	: KW_SET IDENT
		{
			$$ = ast_new_stmt(ctx->a, S_SET, @$);
			$$->u.set.name = $2;
			$$->u.set.name_loc = @2;
		}
	;

set_body
	: LBRACE RBRACE
		{ $$ = ast_new_value(ctx->a, V_SET, @$); }
	| LBRACE elems RBRACE
		{ $$ = $2; $$->loc = @$; }
	| LBRACE elems COMMA RBRACE
		{ $$ = $2; $$->loc = @$; }
	;

elems
	: value
		{ $$ = ast_new_value(ctx->a, V_SET, @$); ptrvec_push(ctx->a, &$$->u.items, $1); }
	| elems COMMA value
		{ $$ = $1; ptrvec_push(ctx->a, &$$->u.items, $3); }
	;

expr
	: and_expr
	| expr KW_OR and_expr
		{ $$ = ast_new_binary(ctx->a, E_OR, $1, $3); }
	| expr OROR and_expr
		{ $$ = ast_new_binary(ctx->a, E_OR, $1, $3); }
	;

and_expr
	: unary
	| and_expr KW_AND unary
		{ $$ = ast_new_binary(ctx->a, E_AND, $1, $3); }
	| and_expr ANDAND unary
		{ $$ = ast_new_binary(ctx->a, E_AND, $1, $3); }
	| and_expr unary
		{ $$ = ast_new_binary(ctx->a, E_AND, $1, $2); }
	;

unary
	: KW_NOT unary
		{ $$ = ast_new_not(ctx->a, @$, $2); }
	| BANG unary
		{ $$ = ast_new_not(ctx->a, @$, $2); }
	| LPAREN expr RPAREN
		{ $$ = $2; }
	| prim
	;

prim
	: KW_IPV4 { $$ = new_prim(ctx, E_IPV4, @$, NULL); }
	| KW_IPV6 { $$ = new_prim(ctx, E_IPV6, @$, NULL); }
	| KW_IP { $$ = new_prim(ctx, E_IP, @$, NULL); }
	| KW_ARP { $$ = new_prim(ctx, E_ARP, @$, NULL); }
	| KW_FRAG { $$ = new_prim(ctx, E_FRAG, @$, NULL); }
	| KW_VLAN { $$ = new_prim(ctx, E_VLAN_ANY, @$, NULL); }
	| KW_VLAN NUMBER { $$ = new_prim(ctx, E_VLAN_ID, @$, $2); }
	| KW_ETHER KW_TYPE value { $$ = new_prim(ctx, E_ETHER_TYPE, @$, $3); }
	| KW_ETHER KW_SRC value { $$ = new_prim(ctx, E_ETHER_SRC, @$, $3); }
	| KW_ETHER KW_DST value { $$ = new_prim(ctx, E_ETHER_DST, @$, $3); }
	| KW_PROTO value { $$ = new_prim(ctx, E_PROTO, @$, $2); }
	| KW_TCP { $$ = new_prim(ctx, E_PROTO, @$, new_name(ctx, @1, "tcp")); }
	| KW_UDP { $$ = new_prim(ctx, E_PROTO, @$, new_name(ctx, @1, "udp")); }
	| KW_ICMP { $$ = new_prim(ctx, E_PROTO, @$, new_name(ctx, @1, "icmp")); }
	| KW_ICMPV6 { $$ = new_prim(ctx, E_PROTO, @$, new_name(ctx, @1, "icmpv6")); }
	| KW_TCP KW_FLAGS flag_list
		{
			$$ = new_prim(ctx, E_TCP_FLAGS, @$, NULL);
			$$->u.prim.flags = $3->u.items;
		}
	| KW_TCP KW_FLAGS flag_list SLASH flag_list
		{
			$$ = new_prim(ctx, E_TCP_FLAGS, @$, NULL);
			$$->u.prim.flags = $3->u.items;
			$$->u.prim.mask_flags = $5->u.items;
			$$->u.prim.mask_arg = $5;
		}
	| KW_IPV4 KW_FLAGS flag_list
		{ $$ = new_field(ctx, @$, "ipv4", "flags", @2, CMP_EQ, $3); }
	| KW_IPV4 KW_FLAGS flag_list SLASH flag_list
		{
			$$ = new_field(ctx, @$, "ipv4", "flags", @2, CMP_EQ, $3);
			$$->u.prim.mask_flags = $5->u.items;
			$$->u.prim.mask_arg = $5;
		}
	| hdr_word field_word value
		{ $$ = new_field(ctx, @$, $1, $2, @2, CMP_EQ, $3); }
	| hdr_word field_word cmp value
		{ $$ = new_field(ctx, @$, $1, $2, @2, $3, $4); }
	| KW_PAYLOAD pay_at pay_value
		{ $$ = payload_value($2, @$, CMP_EQ, $3, NULL); }
	| KW_PAYLOAD pay_at cmp pay_value
		{ $$ = payload_value($2, @$, $3, $4, NULL); }
	| KW_PAYLOAD pay_at pay_value SLASH pay_value
		{ $$ = payload_value($2, @$, CMP_EQ, $3, $5); }
	| KW_PAYLOAD pay_at cmp pay_value SLASH pay_value
		{ $$ = payload_value($2, @$, $3, $4, $6); }
	| KW_PAYLOAD IDENT STRING IDENT NUMBER
		{ $$ = new_find(ctx, @$, $2, @2, new_string(ctx, @3, $3), $4, @4, $5); }
	| KW_SRC arg { $$ = new_dir_prim(ctx, E_ADDR, DIR_SRC, @$, $2); }
	| KW_DST arg { $$ = new_dir_prim(ctx, E_ADDR, DIR_DST, @$, $2); }
	| KW_HOST arg { $$ = new_dir_prim(ctx, E_ADDR, DIR_EITHER, @$, $2); }
	| KW_SPORT arg { $$ = new_dir_prim(ctx, E_PORT, DIR_SRC, @$, $2); }
	| KW_DPORT arg { $$ = new_dir_prim(ctx, E_PORT, DIR_DST, @$, $2); }
	| KW_PORT arg { $$ = new_dir_prim(ctx, E_PORT, DIR_EITHER, @$, $2); }
	| KW_LEN value { $$ = new_cmp(ctx, E_LEN, @$, CMP_EQ, $2); }
	| KW_LEN cmp value { $$ = new_cmp(ctx, E_LEN, @$, $2, $3); }
	| KW_TTL value { $$ = new_cmp(ctx, E_TTL, @$, CMP_EQ, $2); }
	| KW_TTL cmp value { $$ = new_cmp(ctx, E_TTL, @$, $2, $3); }
	;

/* `payload [nh|th] OFFSET`: the words are checked in check.c. */
pay_at
	: NUMBER
		{ $$ = new_pay_at(ctx, @$, NULL, @1, $1); }
	| IDENT NUMBER
		{ $$ = new_pay_at(ctx, @$, $1, @1, $2); }
	;

pay_value
	: NUMBER
	| STRING
		{ $$ = new_string(ctx, @1, $1); }
	;

/* `HEADER FIELD [OP] VALUE`: check.c looks the pair up in proto.h. */
hdr_word
	: KW_IP { $$ = "ip"; } | KW_IPV4 { $$ = "ipv4"; } | KW_IPV6 { $$ = "ipv6"; }
	| KW_TCP { $$ = "tcp"; } | KW_UDP { $$ = "udp"; }
	| KW_ICMP { $$ = "icmp"; } | KW_ICMPV6 { $$ = "icmpv6"; }
	;

field_word
	: IDENT
	| KW_TYPE { $$ = "type"; }
	;

cmp
	: EQ { $$ = CMP_EQ; } | NE { $$ = CMP_NE; } | LT { $$ = CMP_LT; }
	| LE { $$ = CMP_LE; } | GT { $$ = CMP_GT; } | GE { $$ = CMP_GE; }
	;

flag_list
	: name
		{
			$$ = ast_new_value(ctx->a, V_SET, @$);
			ptrvec_push(ctx->a, &$$->u.items, new_name(ctx, @1, $1));
		}
	| flag_list COMMA name
		{ $$ = $1; ptrvec_push(ctx->a, &$$->u.items, new_name(ctx, @3, $3)); }
	;

arg
	: value
	| KW_IN IDENT
		{ $$ = ast_new_value(ctx->a, V_SETREF, @2); $$->u.name = $2; }
	| set_body
	;

value
	: NUMBER
	| NUMBER MINUS NUMBER
		{ $$ = new_range(ctx, @$, $1, $3); }
	| addr_or_name
	| ADDR4 SLASH NUMBER
		{ $$ = with_prefix($1, $3, @$); }
	| ADDR6 SLASH NUMBER
		{ $$ = with_prefix($1, $3, @$); }
	;

addr_or_name
	: ADDR4 | ADDR6 | MAC
	| name
		{ $$ = new_name(ctx, @1, $1); }
	;

/* Keywords that double as stdlib names (`ether type ipv4`, `proto tcp`). */
name
	: IDENT
	| KW_TCP { $$ = "tcp"; } | KW_UDP { $$ = "udp"; }
	| KW_ICMP { $$ = "icmp"; } | KW_ICMPV6 { $$ = "icmpv6"; }
	| KW_IPV4 { $$ = "ipv4"; } | KW_IPV6 { $$ = "ipv6"; }
	| KW_ARP { $$ = "arp"; } | KW_VLAN { $$ = "vlan"; }
	| KW_IP { $$ = "ip"; }
	;

%%

static struct stmt *new_rule(struct parse_ctx *ctx, YYLTYPE loc,
			     struct stmt *action, struct expr *match)
{
	(void)ctx;
	/* The action's own span (`count by proto`) is what warnings about the
	 * rule as a whole point at. */
	action->u.rule.action_loc = action->loc;
	action->loc = loc;
	action->u.rule.match = match;
	action->u.rule.index = -1;
	action->u.rule.table = -1;
	return action;
}

static struct value *new_range(struct parse_ctx *ctx, YYLTYPE loc,
			       struct value *lo, struct value *hi)
{
	struct value *v = ast_new_value(ctx->a, V_RANGE, loc);

	v->u.range.lo = lo->u.num;
	v->u.range.hi = hi->u.num;
	return v;
}

static struct value *with_prefix(struct value *addr, struct value *len,
				 YYLTYPE loc)
{
	/* check.c rejects lengths past the family's; it reports the number as
	 * written (numbers past INT64_MAX do not survive the lexer). */
	addr->u.addr.plen = len->u.num > INT64_MAX ? INT64_MAX : (int64_t)len->u.num;
	addr->u.addr.plen_loc = len->loc;
	addr->loc = loc;
	return addr;
}

static struct value *new_name(struct parse_ctx *ctx, YYLTYPE loc,
			      const char *name)
{
	struct value *v = ast_new_value(ctx->a, V_NAME, loc);

	v->u.name = name;
	return v;
}

static struct expr *new_prim(struct parse_ctx *ctx, enum expr_kind k,
			     YYLTYPE loc, struct value *arg)
{
	struct expr *e = ast_new_prim(ctx->a, k, loc);

	e->u.prim.arg = arg;
	return e;
}

static struct expr *new_dir_prim(struct parse_ctx *ctx, enum expr_kind k,
				 enum direction dir, YYLTYPE loc,
				 struct value *arg)
{
	struct expr *e = new_prim(ctx, k, loc, arg);

	e->u.prim.dir = dir;
	return e;
}

static struct expr *new_cmp(struct parse_ctx *ctx, enum expr_kind k,
			    YYLTYPE loc, enum cmp_op op, struct value *arg)
{
	struct expr *e = new_prim(ctx, k, loc, arg);

	e->u.prim.op = op;
	return e;
}

static struct expr *new_field(struct parse_ctx *ctx, YYLTYPE loc,
			      const char *header, const char *field,
			      YYLTYPE field_loc, enum cmp_op op, struct value *arg)
{
	struct expr *e = new_cmp(ctx, E_FIELD, loc, op, arg);

	e->u.prim.header = header;
	e->u.prim.field_name = field;
	e->u.prim.field_loc = field_loc;
	if (arg->kind == V_SET)
		e->u.prim.flags = arg->u.items;   /* `ipv4 flags df,mf` */
	return e;
}

static struct value *new_string(struct parse_ctx *ctx, YYLTYPE loc,
				const char *text)
{
	struct value *v = ast_new_value(ctx->a, V_STRING, loc);

	v->u.name = text;
	return v;
}

/* The payload test's base and offset come from pay_at (kept in CTX). */
static struct payload *new_pay(struct parse_ctx *ctx)
{
	struct payload *p = ARENA_NEW(ctx->a, struct payload);

	p->sig = -1;
	return p;
}

/* `payload [BASE] OFFSET`; payload_value() adds the rest. */
static struct expr *new_pay_at(struct parse_ctx *ctx, YYLTYPE loc,
			       const char *base, YYLTYPE base_loc,
			       struct value *off)
{
	struct expr *e = new_prim(ctx, E_PAYLOAD, loc, NULL);

	e->u.prim.pay = new_pay(ctx);
	e->u.prim.header = base;
	e->u.prim.field_loc = base_loc;
	e->u.prim.off_arg = off;
	return e;
}

static struct expr *payload_value(struct expr *e, YYLTYPE loc, enum cmp_op op,
				  struct value *val, struct value *mask)
{
	e->loc = loc;
	e->u.prim.op = op;
	e->u.prim.arg = val;
	e->u.prim.mask_arg = mask;
	return e;
}

static struct expr *new_find(struct parse_ctx *ctx, YYLTYPE loc,
			     const char *word, YYLTYPE word_loc,
			     struct value *val, const char *depth_word,
			     YYLTYPE depth_loc, struct value *depth)
{
	struct expr *e = new_cmp(ctx, E_PAYLOAD_FIND, loc, CMP_EQ, val);

	e->u.prim.pay = new_pay(ctx);
	e->u.prim.header = word;
	e->u.prim.field_loc = word_loc;
	e->u.prim.field_name = depth_word;
	e->u.prim.off_arg = depth;
	(void)depth_loc;
	return e;
}

static struct sample *new_sample(struct parse_ctx *ctx, YYLTYPE loc,
				 struct value *num, struct value *den,
				 const char *word, YYLTYPE word_loc)
{
	struct sample *s = ARENA_NEW(ctx->a, struct sample);

	s->loc = loc;
	s->num = num;
	s->den = den;
	s->word = word;
	s->word_loc = word_loc;
	s->id = -1;
	s->bit = -1;
	return s;
}

static struct sample *sample_opt(struct parse_ctx *ctx, struct sample *s,
				 YYLTYPE loc, const char *word,
				 YYLTYPE word_loc, struct value *arg)
{
	struct sample_opt *o = ARENA_NEW(ctx->a, struct sample_opt);

	o->word = word;
	o->word_loc = word_loc;
	o->arg = arg;
	ptrvec_push(ctx->a, &s->opts, o);
	s->loc = loc;
	return s;
}

static void yyerror(YYLTYPE *loc, struct parse_ctx *ctx, const char *msg)
{
	/* syntax errors go to yyreport_syntax_error: this is bison's "memory
	 * exhausted", its stack full, which only nesting fills */
	(void)msg;
	diag_error(ctx->d, *loc, "expression nested too deeply: at most about %d "
		   "parentheses and 'not's may be open at once", YYMAXDEPTH);
}

/* Bison names tokens with their quoted aliases ("'drop'", "number"); turn
 * them into message text. */
static const char *token_text(yysymbol_kind_t sym)
{
	if (sym == YYSYMBOL_YYEOF)
		return "end of file";
	return yysymbol_name(sym);
}

static int starts_statement(yysymbol_kind_t sym)
{
	return sym == YYSYMBOL_KW_DROP || sym == YYSYMBOL_KW_PASS ||
	       sym == YYSYMBOL_KW_COUNT || sym == YYSYMBOL_KW_SET ||
	       sym == YYSYMBOL_KW_DEFAULT || sym == YYSYMBOL_KW_INCLUDE ||
	       sym == YYSYMBOL_KW_DYNAMIC;
}

/* Expected tokens are grouped so a message reads "expected ';' or a match
 * condition" rather than listing thirty keywords. */
static int starts_condition(yysymbol_kind_t sym)
{
	return (sym >= YYSYMBOL_KW_IPV4 && sym <= YYSYMBOL_KW_PAYLOAD) ||
	       sym == YYSYMBOL_LPAREN || sym == YYSYMBOL_BANG ||
	       sym == YYSYMBOL_KW_NOT;
}

static int is_value(yysymbol_kind_t sym)
{
	return sym == YYSYMBOL_NUMBER || sym == YYSYMBOL_ADDR4 ||
	       sym == YYSYMBOL_ADDR6 || sym == YYSYMBOL_MAC ||
	       sym == YYSYMBOL_IDENT;
}

static int expected_phrases(const yysymbol_kind_t *exp, int n,
			    const char **list, int *expects_semi)
{
	int values = 0, conds = 0, name = 0, nlist = 0, after_prim = 0;

	*expects_semi = 0;
	for (int i = 0; i < n; i++) {
		values += is_value(exp[i]);
		conds += starts_condition(exp[i]);
		name |= exp[i] == YYSYMBOL_IDENT;
		*expects_semi |= exp[i] == YYSYMBOL_SEMI;
		after_prim |= exp[i] == YYSYMBOL_KW_OR;
	}
	/* After `tcp` a name may be a field (`tcp window`): part of "a match
	 * condition" then, not a name expected on its own. */
	if (conds > 3 && after_prim)
		name = 0;
	for (int i = 0; i < n; i++) {
		yysymbol_kind_t t = exp[i];

		if (t == YYSYMBOL_ANDAND || t == YYSYMBOL_OROR || t == YYSYMBOL_YYEOF)
			continue;
		if (is_value(t) && values >= 3)
			continue;
		if (t == YYSYMBOL_IDENT && conds > 3 && after_prim)
			continue;
		/* rule options read as part of "a match condition" there */
		if (t == YYSYMBOL_KW_SAMPLE && conds > 3)
			continue;
		/* Where a name is expected, keywords appear only as names. */
		if (starts_condition(t) &&
		    (conds > 3 || (name && t >= YYSYMBOL_KW_IPV4)))
			continue;
		list[nlist++] = token_text(t);
	}
	if (values >= 3)
		list[nlist++] = "a value";
	if (conds > 3 && !name)
		list[nlist++] = "a match condition";
	return nlist;
}

static int yyreport_syntax_error(const yypcontext_t *yyctx,
				 struct parse_ctx *ctx)
{
	enum { LIST_MAX = 8 };
	yysymbol_kind_t expected[YYNTOKENS];
	yysymbol_kind_t got = yypcontext_token(yyctx);
	int n = yypcontext_expected_tokens(yyctx, expected, YYNTOKENS);
	YYLTYPE loc = *yypcontext_location(yyctx);
	const char *list[YYNTOKENS + 2];
	int nlist, expects_semi;
	char buf[512];
	size_t len = 0;

	if (got == YYSYMBOL_YYEOF) {
		/* Point just past the last token rather than nowhere. */
		loc = ctx->last_tok;
		loc.col = loc.end_col + 1;
		loc.end_col = loc.col;
	}
	nlist = expected_phrases(expected, n < 0 ? 0 : n, list, &expects_semi);
	len += (size_t)snprintf(buf + len, sizeof(buf) - len,
				"syntax error: unexpected %s", token_text(got));
	if (is_value(got) && loc.end_off > loc.off && loc.end_off - loc.off < 64)
		len += (size_t)snprintf(buf + len, sizeof(buf) - len, " '%.*s'",
					(int)(loc.end_off - loc.off),
					loc.src->text + loc.off);
	if (nlist > 0 && nlist <= LIST_MAX) {
		len += (size_t)snprintf(buf + len, sizeof(buf) - len, ", expected ");
		for (int i = 0; i < nlist && len < sizeof(buf); i++)
			len += (size_t)snprintf(buf + len, sizeof(buf) - len, "%s%s",
						i == 0 ? "" : (i == nlist - 1 ? " or " : ", "),
						list[i]);
	}
	diag_error(ctx->d, loc, "%s", buf);
	if (expects_semi && (starts_statement(got) || got == YYSYMBOL_YYEOF))
		diag_note(ctx->d, got == YYSYMBOL_YYEOF ? ctx->last_tok : ctx->prev_tok,
			  "each statement ends with ';'; is one missing after this?");
	return 0;
}

int parse_source(struct parse_ctx *ctx)
{
	return yyparse(ctx);
}
