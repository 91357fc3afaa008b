#include "device.h"
#include "diag.h"

#include "errhint.h"
#include "pin.h"

#include <bpf/bpf.h>
#include <errno.h>
#include <linux/if_link.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* The device an XDP link of any owner holds (0: none any more), or -1. */
static int link_ifindex(int fd, __u32 *prog_id)
{
	struct pin_link l;

	if (pin_link_describe(fd, &l))
		return -1;
	*prog_id = l.prog_id;
	return l.ifindex;
}

void device_say_missing(const char *name)
{
	diag_sys(diag_stderr(), DIAG_ERROR, "%s: no such network device (in this network namespace); "
		"`ip link` lists them", name);
}

/* Sort out what is pinned for the device: ours, leftovers, or a live
 * filter that is not this device's (renamed, or moved to another network
 * namespace), which is never touched. */
static void classify_pins(struct device *d)
{
	struct pin_link l;

	if (!pin_dir_exists(d->name))
		return;
	if (pin_link_of(d->name, &l)) {
		d->pins_unreadable = true;
		return;
	}
	if (l.state == PIN_LINK_LIVE && l.ifindex == d->xdp.ifindex && l.prog_id == d->prog_id) {
		d->link_fd = l.fd;
		return;
	}
	if (l.fd >= 0)
		close(l.fd);
	if (l.state == PIN_LINK_LIVE)
		d->pins_ifindex = l.ifindex;
	else
		d->stale_pins = true;   /* no link, or one attached to nothing */
}

int device_query(struct nl *nl, const char *name, struct device *d)
{
	char what[128];
	int err;

	memset(d, 0, sizeof(*d));
	d->name = name;
	d->link_fd = -1;
	d->mode = "none";
	if ((err = nl_link_query(nl, name, &d->xdp))) {
		if (err == -ENODEV) {
			device_say_missing(name);
			return err;
		}
		snprintf(what, sizeof(what), "%s: cannot read the device's state", name);
		report_errno(what, err, nl_last_extack(nl));
		return err;
	}
	d->prog_id = xdp_state_prog(&d->xdp, &d->mode);
	classify_pins(d);
	return 0;
}

void device_say_foreign_pins(const struct device *d)
{
	char dir[PIN_PATH_LEN];

	if (pin_path(dir, d->name, NULL))
		return;
	if (d->pins_unreadable) {
		diag_sys(diag_stderr(), DIAG_ERROR, "%s: cannot read the link pinned in %s; not touching it",
			d->name, dir);
		return;
	}
	diag_sys(diag_stderr(), DIAG_ERROR, "%s holds a filter that is still attached, not to %s here but to "
		"ifindex %d: the device was renamed, or moved to another network namespace. "
		"Not touching it; removing %s takes that filter off.",
		dir, d->name, d->pins_ifindex, dir);
}

void device_say_xdpc_holder(const struct device *d, const char *desc)
{
	if (pin_bpffs_mounted()) {
		diag_sys(diag_stderr(), DIAG_ERROR, "%s: program %s belongs to an xdpc running in the "
			"foreground; stop that one (Ctrl-C) first", d->name, desc);
		return;
	}
	/* as under `ip netns exec`: a pinned filter's pins are out of sight */
	diag_sys(diag_stderr(), DIAG_ERROR, "%s runs xdpc's program %s, and %s is not a bpf filesystem here "
		"(as under `ip netns exec`), so its pins cannot be seen; use `xdpc -n NS ...` "
		"(or nsenter --net=/run/netns/NS) to work on it", d->name, desc, PIN_BPFFS);
}

int device_lock(const char *name, bool exclusive)
{
	int fd = pin_lock(name, exclusive, false);

	if (fd == -ENODEV)
		device_say_missing(name);
	else if (fd < 0)
		report_errno_needs("cannot take xdpc's lock for the device", fd, NULL,
				   exclusive ? NULL : NEEDS_READ);
	return fd;
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

/* An fd of the BPF link of any owner that attaches PROG_ID to IFINDEX, or
 * -ENOENT. Links name no network namespace, only the ifindex, which
 * devices of other namespaces share: the program tells them apart. */
static int xdp_link_of(int ifindex, __u32 prog_id)
{
	__u32 id = 0, prog = 0;

	while (!bpf_link_get_next_id(id, &id)) {
		int fd = bpf_link_get_fd_by_id(id);

		if (fd < 0)
			continue;
		if (link_ifindex(fd, &prog) == ifindex && prog == prog_id)
			return fd;
		close(fd);
	}
	return -ENOENT;
}

/* The BPF link of any owner that attaches PROG_ID to IFINDEX, detached. */
static int detach_foreign_link(int ifindex, __u32 prog_id)
{
	int fd = xdp_link_of(ifindex, prog_id), err;

	if (fd < 0)
		return fd;
	err = bpf_link_detach(fd) ? -errno : 0;
	close(fd);
	return err;
}

void device_attacher(const struct device *d, const char *prog_name, char *buf, size_t len)
{
	struct bpf_link_info info;
	__u32 ilen = sizeof(info);
	int fd = xdp_link_of(d->xdp.ifindex, d->prog_id);

	if (!strcmp(prog_name, "xdp_dispatcher")) {
		snprintf(buf, len, "xdp-loader (libxdp's dispatcher)");
	} else if (fd >= 0) {
		memset(&info, 0, sizeof(info));
		bpf_obj_get_info_by_fd(fd, &info, &ilen);
		snprintf(buf, len, "another loader, through BPF link %u", info.id);
	} else {
		snprintf(buf, len, "another loader, through netlink (as `ip link set dev %s xdp "
			 "obj ...` and xdp-loader do)", d->name);
	}
	if (fd >= 0)
		close(fd);
}

int device_remove_foreign(struct nl *nl, const struct device *d)
{
	int err = nl_xdp_set(nl, d->xdp.ifindex, -1, mode_flag(d->mode), -1);
	char what[128];

	/* a link refuses netlink ("Can't replace active BPF XDP link") */
	if (err == -EBUSY || err == -EINVAL)
		err = detach_foreign_link(d->xdp.ifindex, d->prog_id);
	if (err) {
		snprintf(what, sizeof(what), "%s: cannot remove the program that is there", d->name);
		report_errno(what, err, nl_last_extack(nl));
	}
	return err;
}
