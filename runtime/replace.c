#include "replace.h"
#include "diag.h"

#include "attach.h"
#include "carry.h"
#include "dynset_init.h"
#include "errhint.h"
#include "pin.h"

#include <stdio.h>

int replace_filter(const char *dev, const char *mode, int link_fd,
		   const struct filter *from, const struct filter *to)
{
	struct carry *carry;
	int err, sets;

	/* run-time changes to dynamic sets must survive a rule reload */
	if ((sets = dynset_carry(from, to)) < 0) {
		diag_sys(diag_stderr(), DIAG_NOTE, "%s: nothing changed; the running filter stays", dev);
		return sets;
	}
	if (!(carry = carry_copy(from, to)))
		diag_sys(diag_stderr(), DIAG_NOTE, "%s: counters start from zero", dev);
	err = attach_swap(link_fd, to->prog_fd, from->prog_fd, dev);
	if (!err) {
		if (carry)
			carry_settle(carry);
		pin_remove_maps(dev);
		if ((err = pin_filter_maps(dev, to)))
			report_errno("the new filter runs, but its maps could not be pinned", err, NULL);
		printf("xdpc: %s: replaced program %u by %u (%s mode) in one step; "
		       "counters kept for %zu of %zu rules\n", dev, from->prog_id, to->prog_id,
		       mode, carry ? carry_rules_kept(carry) : 0, to->meta.nrules);
		if (sets)
			printf("xdpc: %s: the contents of %d dynamic set%s carried over\n", dev,
			       sets, sets == 1 ? "" : "s");
	}
	carry_free(carry);
	return err;
}
