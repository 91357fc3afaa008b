/* --confirm DEV: keep the change made with --attach ... --confirm S. */
#include "commands.h"
#include "diag.h"

#include "confirm.h"
#include "device.h"
#include "pin.h"

#include <stdio.h>
#include <unistd.h>

int cmd_confirm(const struct cli *c)
{
	struct confirm_state s;
	int lock = device_lock(c->device, true), rc = 1;

	if (lock < 0)
		return 1;
	if (!confirm_pending(c->device, &s)) {
		diag_sys(diag_stderr(), DIAG_ERROR, "%s: no change is pending confirmation (confirmed already, "
			"or rolled back: `xdpc --stats %s` shows what runs)", c->device, c->device);
	} else {
		/* the watchdog sees the state gone within a second and exits */
		confirm_clear(c->device);
		printf("xdpc: %s: confirmed program %u; it stays\n", c->device, s.new_prog_id);
		rc = 0;
	}
	close(lock);
	return rc;
}
