#include "rules_object.h"
#include "diag.h"

#include "codegen.h"
#include "fileio.h"
#include "frontend.h"

#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void rules_frontend_options(const struct cli *c, struct frontend_opts *o)
{
	memset(o, 0, sizeof(*o));
	o->stdlib_dir = c->stdlib_dir;
	o->include_dirs = c->include_dirs;
	o->ninclude_dirs = c->ninclude_dirs;
	o->any_path = c->any_path;
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
	struct frontend_opts fo;
	struct program *p;
	struct arena a;
	struct diag d;
	int rc = -1;

	rules_frontend_options(c, &fo);
	arena_init(&a);
	diag_init(&d, stderr);
	p = frontend_compile_file(&a, &d, c->rules, &fo);
	if (p)
		rc = rules_compile_image(p, c, &d, img);
	arena_free(&a);
	if (rc)
		diag_sys(diag_stderr(), DIAG_NOTE, "%s: not attaching anything", c->rules);
	return rc;
}

/* A BPF object is used as it is; anything else is compiled as rules. */
int rules_object_get(const struct cli *c, struct rules_image *img)
{
	char why[FILE_WHY_LEN], *data;
	size_t len;

	memset(img, 0, sizeof(*img));
	if (file_read(c->rules, FILE_TEXT_MAX, &data, &len, why) != 0) {
		diag_sys(diag_stderr(), DIAG_ERROR, "%s", why);
		return -1;
	}
	if (len >= SELFMAG && !memcmp(data, ELFMAG, SELFMAG)) {
		img->data = data;
		img->len = len;
		return 0;
	}
	free(data);
	return compile_rules(c, img);
}

void rules_object_free(struct rules_image *img)
{
	free(img->data);
	img->data = NULL;
	img->len = 0;
}
