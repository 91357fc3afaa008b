#include "device.h"

#include "errhint.h"
#include "pin.h"

#include <bpf/bpf.h>
#include <errno.h>
#include <linux/if_link.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int link_ifindex(int fd, __u32 *prog_id)
{
	struct bpf_link_info info;
	__u32 len = sizeof(info);

	memset(&info, 0, sizeof(info));
	if (bpf_obj_get_info_by_fd(fd, &info, &len) || info.type != BPF_LINK_TYPE_XDP)
		return -1;
	*prog_id = info.prog_id;
	return (int)info.xdp.ifindex;
}

int device_query(struct nl *nl, const char *name, struct device *d)
{
	char what[128];
	__u32 link_prog = 0;
	int err;

	memset(d, 0, sizeof(*d));
	d->name = name;
	d->link_fd = -1;
	d->mode = "none";
	if ((err = nl_link_query(nl, name, &d->xdp))) {
		if (err == -ENODEV) {
			fprintf(stderr, "xdpc: %s: no such network device (in this network "
				"namespace); `ip link` lists them\n", name);
			return err;
		}
		snprintf(what, sizeof(what), "%s: cannot read the device's state", name);
		report_errno(what, err, nl_last_extack(nl));
		return err;
	}
	d->prog_id = xdp_state_prog(&d->xdp, &d->mode);
	if (!pin_dir_exists(name))
		return 0;
	d->link_fd = pin_get(name, PIN_LINK);
	if (d->link_fd >= 0) {
		int held = link_ifindex(d->link_fd, &link_prog);

		if (held == d->xdp.ifindex && link_prog == d->prog_id)
			return 0;
		close(d->link_fd);
		d->link_fd = -1;
		/* a same-named device elsewhere: its pins are not ours to drop */
		if (held > 0 && held != d->xdp.ifindex) {
			d->pins_ifindex = held;
			return 0;
		}
	}
	/* no link, or one whose device went away: leftovers */
	d->stale_pins = true;
	return 0;
}

void device_close(struct device *d)
{
	if (d->link_fd >= 0)
		close(d->link_fd);
	d->link_fd = -1;
}

void device_describe(const struct device *d, char *buf, size_t len)
{
	struct bpf_prog_info info;
	__u32 ilen = sizeof(info);
	int fd = bpf_prog_get_fd_by_id(d->prog_id);

	memset(&info, 0, sizeof(info));
	if (fd >= 0) {
		bpf_obj_get_info_by_fd(fd, &info, &ilen);
		close(fd);
	}
	snprintf(buf, len, "id %u \"%s\" (%s mode)", d->prog_id,
		 info.name[0] ? info.name : "?", d->mode);
}

static __u32 mode_flag(const char *mode)
{
	if (!strcmp(mode, "native")) return XDP_FLAGS_DRV_MODE;
	if (!strcmp(mode, "generic")) return XDP_FLAGS_SKB_MODE;
	return XDP_FLAGS_HW_MODE;
}

/* The BPF link of any owner that attaches to IFINDEX, detached. */
static int detach_foreign_link(int ifindex)
{
	__u32 id = 0, prog;

	while (!bpf_link_get_next_id(id, &id)) {
		int fd = bpf_link_get_fd_by_id(id), err;

		if (fd < 0)
			continue;
		if (link_ifindex(fd, &prog) == ifindex) {
			err = bpf_link_detach(fd) ? -errno : 0;
			close(fd);
			return err;
		}
		close(fd);
	}
	return -ENOENT;
}

int device_remove_foreign(struct nl *nl, const struct device *d)
{
	int err = nl_xdp_set(nl, d->xdp.ifindex, -1, mode_flag(d->mode), -1);
	char what[128];

	/* a link refuses netlink ("Can't replace active BPF XDP link") */
	if (err == -EBUSY || err == -EINVAL)
		err = detach_foreign_link(d->xdp.ifindex);
	if (err) {
		snprintf(what, sizeof(what), "%s: cannot remove the program that is there", d->name);
		report_errno(what, err, nl_last_extack(nl));
	}
	return err;
}
