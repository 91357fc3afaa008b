/* The whole contents of a dynamic set in memory: what a new inner map is
 * built from, what `--set ... list` prints, what a rule reload carries
 * over. Address sets are a sorted list of distinct prefixes, port sets a
 * membership byte per port. */
#ifndef XDPC_SET_CONTENTS_H
#define XDPC_SET_CONTENTS_H

#include "meta_read.h"
#include "set_elem.h"

#include <stdio.h>

#define PORT_COUNT 65536

struct set_contents {
	bool ports;
	struct xdpc_lpm_key *keys;   /* address sets */
	size_t n, cap;
	bool sorted;
	uint8_t *member;             /* port sets: PORT_COUNT bytes, 1 = in */
};

/* 0 or -ENOMEM. */
int contents_init(struct set_contents *c, bool ports);
void contents_free(struct set_contents *c);
int contents_add(struct set_contents *c, const struct set_elem *e);
void contents_remove(struct set_contents *c, const struct set_elem *e);
/* For ranges: whether every port of the range is in. */
bool contents_has(struct set_contents *c, const struct set_elem *e);
/* Elements in the set (ports count one by one). */
size_t contents_size(struct set_contents *c);
/* The initial elements of dynamic set S from its metadata. 0 or -1
 * (printed; FROM names the metadata in messages). */
int contents_from_meta(struct set_contents *c, const struct xdpc_meta *m,
		       const struct meta_set *s, const char *from);
/* A replace file, in the grammar of setfile.h (shared with `set from`).
 * Every bad line is printed as PATH:LINE:COL: ...; returns 0 or -1. Any
 * read error fails (fileio.h): the caller changes nothing. */
int contents_from_file(struct set_contents *c, const char *path);
/* The same for a file already read: TEXT[0..LEN), named PATH. */
int contents_from_text(struct set_contents *c, const char *path, const char *text,
		       size_t len);
/* A rule reload: C holds what the old filter's set holds now; take out
 * what the old file listed and the new one does not, put in what the new
 * file lists and the old one did not. Run-time changes survive, and so do
 * edits of the file. 0 or -ENOMEM. */
int contents_rebase(struct set_contents *c, struct set_contents *old_file,
		    struct set_contents *new_file);
/* One element per line, sorted; port runs as LO-HI. */
void contents_print(struct set_contents *c, FILE *out);

#endif
