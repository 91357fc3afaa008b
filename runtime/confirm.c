#include "confirm.h"

#include "pin.h"

#include <bpf/bpf.h>
#include <errno.h>
#include <string.h>
#include <unistd.h>

bool confirm_pending(const char *dev, struct confirm_state *s)
{
	int fd = pin_get(dev, CONFIRM_STATE);
	__u32 zero = 0;
	bool ok;

	if (fd < 0)
		return false;
	ok = !bpf_map_lookup_elem(fd, &zero, s) && s->watchdog_pid;
	close(fd);
	return ok;
}

int confirm_pin(const char *dev, const struct confirm_state *s, int prev_fd)
{
	int fd = bpf_map_create(BPF_MAP_TYPE_ARRAY, CONFIRM_STATE, 4, sizeof(*s), 1, NULL);
	__u32 zero = 0;
	int err = 0;

	if (fd < 0)
		return -errno;
	if (bpf_map_update_elem(fd, &zero, s, BPF_ANY))
		err = -errno;
	if (!err && prev_fd >= 0)
		err = pin_put(prev_fd, dev, CONFIRM_PREV);
	/* the state last: whoever sees it finds the program to go back to */
	if (!err)
		err = pin_put(fd, dev, CONFIRM_STATE);
	close(fd);
	if (err)
		confirm_clear(dev);
	return err;
}

void confirm_clear(const char *dev)
{
	pin_remove(dev, CONFIRM_STATE);
	pin_remove(dev, CONFIRM_PREV);
}
