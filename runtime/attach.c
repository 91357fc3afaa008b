#include "attach.h"
#include "diag.h"

#include "errhint.h"

#include <bpf/bpf.h>
#include <errno.h>
#include <linux/if_link.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int link_in_mode(int prog_fd, int ifindex, __u32 flags)
{
	LIBBPF_OPTS(bpf_link_create_opts, opts, .flags = flags);
	int fd = bpf_link_create(prog_fd, ifindex, BPF_XDP, &opts);

	return fd < 0 ? -errno : fd;
}

/* A failed link create carries no message to user space, but the same
 * request through netlink does. Ask there, never replacing anything; if
 * it unexpectedly works, take it straight back off. */
static const char *kernel_reason(struct nl *nl, int ifindex, int prog_fd, __u32 flags)
{
	int err = nl_xdp_set(nl, ifindex, prog_fd, flags | XDP_FLAGS_UPDATE_IF_NOEXIST, -1);

	if (!err) {
		nl_xdp_set(nl, ifindex, -1, flags, prog_fd);
		return "";
	}
	return nl_last_extack(nl);
}

static void report(struct nl *nl, const char *dev, int ifindex, int prog_fd,
		   __u32 flags, const char *mode, int err)
{
	char what[128];

	snprintf(what, sizeof(what), "%s: cannot attach in %s mode", dev, mode);
	report_errno(what, err, kernel_reason(nl, ifindex, prog_fd, flags));
	if (err == -EBUSY || err == -EEXIST)
		diag_sys_note(diag_stderr(), "another XDP program holds %s; see `xdpc --probe %s`",
			dev, dev);
}

/* Errors that generic mode would hit just the same. */
static bool fatal_anyway(int err)
{
	return err == -EPERM || err == -EACCES || err == -EBUSY || err == -EEXIST;
}

int attach_link(struct nl *nl, const char *dev, int ifindex, int prog_fd,
		const char *mode, const char **mode_used)
{
	int fd;

	if (!strcmp(mode, "offload")) {
		diag_sys(diag_stderr(), DIAG_ERROR, "%s: offload mode is not supported by this xdpc "
			"(the program would have to be built for the NIC)", dev);
		return -EOPNOTSUPP;
	}
	if (!strcmp(mode, "generic")) {
		*mode_used = "generic";
		fd = link_in_mode(prog_fd, ifindex, XDP_FLAGS_SKB_MODE);
		if (fd < 0)
			report(nl, dev, ifindex, prog_fd, XDP_FLAGS_SKB_MODE, "generic", fd);
		return fd;
	}
	*mode_used = "native";
	fd = link_in_mode(prog_fd, ifindex, XDP_FLAGS_DRV_MODE);
	if (fd >= 0)
		return fd;
	if (!strcmp(mode, "native") || fatal_anyway(fd)) {
		report(nl, dev, ifindex, prog_fd, XDP_FLAGS_DRV_MODE, "native", fd);
		return fd;
	}
	{
		const char *why = kernel_reason(nl, ifindex, prog_fd, XDP_FLAGS_DRV_MODE);

		diag_sys(diag_stderr(), DIAG_WARNING, "%s: no native XDP (%s%s%s); using generic mode, "
			"which runs later in the stack and is slower", dev, strerror(-fd),
			*why ? ": " : "", why);
	}
	*mode_used = "generic";
	fd = link_in_mode(prog_fd, ifindex, XDP_FLAGS_SKB_MODE);
	if (fd < 0)
		report(nl, dev, ifindex, prog_fd, XDP_FLAGS_SKB_MODE, "generic", fd);
	return fd;
}

int attach_swap(int link_fd, int new_prog_fd, int old_prog_fd, const char *dev)
{
	/* BPF_F_REPLACE: fail rather than swap out a program we did not expect */
	LIBBPF_OPTS(bpf_link_update_opts, opts, .flags = BPF_F_REPLACE,
		    .old_prog_fd = (__u32)old_prog_fd);
	char what[128];
	int err;

	if (bpf_link_update(link_fd, new_prog_fd, &opts) == 0)
		return 0;
	err = -errno;
	snprintf(what, sizeof(what), "%s: cannot swap the new program in", dev);
	report_errno(what, err, NULL);
	return err;
}
