#include "rules_object.h"

#include "codegen.h"
#include "frontend.h"

#include <elf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int read_whole(const char *path, struct rules_image *img)
{
	FILE *f = fopen(path, "rb");
	long n;

	if (!f) {
		fprintf(stderr, "xdpc: %s: %s\n", path, strerror(errno));
		return -1;
	}
	if (fseek(f, 0, SEEK_END) || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) ||
	    !(img->data = malloc((size_t)n + 1)) ||
	    fread(img->data, 1, (size_t)n, f) != (size_t)n) {
		fprintf(stderr, "xdpc: %s: cannot read the file\n", path);
		fclose(f);
		rules_object_free(img);
		return -1;
	}
	fclose(f);
	img->len = (size_t)n;
	return 0;
}

void rules_cg_options(const struct cli *c, struct cg_options *o)
{
	cg_options_init(o);
	o->opt_level = c->opt_level;
	o->table_size = c->table_size;
	o->no_group = c->no_group;
}

int rules_compile_image(const struct program *p, const struct cli *c,
			struct diag *d, struct rules_image *img)
{
	struct cg_options o;
	struct cg_buffer out = { 0 };

	rules_cg_options(c, &o);
	if (cg_compile(p, &o, CG_OUT_OBJECT, &out, d) != 0)
		return -1;
	img->data = out.data;
	img->len = out.len;
	return 0;
}

static int compile_rules(const struct cli *c, struct rules_image *img)
{
	struct frontend_opts fo = { .stdlib_dir = c->stdlib_dir };
	struct program *p;
	struct arena a;
	struct diag d;
	int rc = -1;

	arena_init(&a);
	diag_init(&d, stderr);
	p = frontend_compile_file(&a, &d, c->rules, &fo);
	if (p)
		rc = rules_compile_image(p, c, &d, img);
	arena_free(&a);
	if (rc)
		fprintf(stderr, "xdpc: %s: not attaching anything\n", c->rules);
	return rc;
}

int rules_object_get(const struct cli *c, struct rules_image *img)
{
	char magic[SELFMAG];
	FILE *f;
	size_t n;

	memset(img, 0, sizeof(*img));
	if (!(f = fopen(c->rules, "rb"))) {
		fprintf(stderr, "xdpc: %s: %s\n", c->rules, strerror(errno));
		return -1;
	}
	n = fread(magic, 1, sizeof(magic), f);
	fclose(f);
	if (n == SELFMAG && !memcmp(magic, ELFMAG, SELFMAG))
		return read_whole(c->rules, img);
	return compile_rules(c, img);
}

void rules_object_free(struct rules_image *img)
{
	free(img->data);
	img->data = NULL;
	img->len = 0;
}
