/* --probe [DEV]: can this machine run xdpc? Every answer comes from trying
 * the real thing on a tiny scale, never from version numbers. */
#define _GNU_SOURCE   /* unshare */
#include "commands.h"

#include "device.h"
#include "load.h"
#include "nl.h"

#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <errno.h>
#include <linux/if_link.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/utsname.h>
#include <stdbool.h>
#include <sys/wait.h>
#include <unistd.h>

static int failures;

static void answer(const char *what, int ok, const char *detail, bool required)
{
	printf("  %-28s %s%s%s\n", what, ok ? "yes" : required ? "NO" : "no",
	       detail && *detail ? "  " : "", detail ? detail : "");
	if (!ok && required)
		failures++;
}

static void line(const char *what, int ok, const char *detail)
{
	answer(what, ok, detail, true);
}

static void probe_jit(void)
{
	FILE *f = fopen("/proc/sys/net/core/bpf_jit_enable", "r");
	int v = -1;

	if (f) {
		if (fscanf(f, "%d", &v) != 1)
			v = -1;
		fclose(f);
	}
	printf("  %-28s %s\n", "BPF JIT",
	       v == 1 ? "on" : v == 2 ? "on (debug output)" : v == 0 ?
	       "off: programs run interpreted, much slower (sysctl net.core.bpf_jit_enable=1)" :
	       "unknown: /proc/sys/net/core/bpf_jit_enable is only visible in the initial network namespace");
}

static void probe_test_run(int prog)
{
	unsigned char frame[64] = { 0 };
	LIBBPF_OPTS(bpf_test_run_opts, o, .data_in = frame, .data_size_in = sizeof(frame),
		    .repeat = 1);
	int err = bpf_prog_test_run_opts(prog, &o);

	line("BPF_PROG_TEST_RUN", !err && o.retval == XDP_PASS,
	     err ? strerror(errno) : "(xdpc --test --engine kernel uses it)");
}

static void probe_maps(int prog)
{
	static const struct { enum bpf_map_type t; const char *name; } types[] = {
		{ BPF_MAP_TYPE_PERCPU_ARRAY, "map type percpu_array" },
		{ BPF_MAP_TYPE_LRU_PERCPU_HASH, "map type lru_percpu_hash" },
		{ BPF_MAP_TYPE_ARRAY, "map type array" },
	};
	int fd;

	for (size_t i = 0; i < sizeof(types) / sizeof(types[0]); i++)
		line(types[i].name, libbpf_probe_bpf_map_type(types[i].t, NULL) == 1, NULL);
	fd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "xdpc_probe", 4, 8, 1, NULL);
	line("bind a map to a program", fd >= 0 && !bpf_prog_bind_map(prog, fd, NULL),
	     fd >= 0 ? "(carries the rule metadata)" : strerror(errno));
	if (fd >= 0)
		close(fd);
}

/* A BPF link on the loopback device of a private, throwaway network
 * namespace: real, and touches nothing anyone uses. */
static void probe_link(int prog)
{
	pid_t pid = fork();
	int status = 0;

	if (pid == 0) {
		LIBBPF_OPTS(bpf_link_create_opts, o, .flags = XDP_FLAGS_SKB_MODE);

		if (unshare(CLONE_NEWNET))
			_exit(100 + (errno & 0x7f));
		_exit(bpf_link_create(prog, 1 /* lo */, BPF_XDP, &o) < 0 ? errno & 0x7f : 0);
	}
	if (pid < 0 || waitpid(pid, &status, 0) < 0 || !WIFEXITED(status)) {
		line("BPF link for XDP", 0, "could not run the probe");
		return;
	}
	status = WEXITSTATUS(status);
	line("BPF link for XDP", status == 0,
	     status == 0 ? "(a killed xdpc leaves nothing attached)" :
	     status >= 100 ? "could not make a scratch network namespace to try it" :
	     strerror(status));
}

static void try_mode(struct nl *nl, const struct device *d, int prog, __u32 flag,
		     const char *what, bool required)
{
	LIBBPF_OPTS(bpf_link_create_opts, o, .flags = flag);
	int fd = bpf_link_create(prog, d->xdp.ifindex, BPF_XDP, &o);
	char detail[320] = "";

	if (fd >= 0) {
		close(fd);     /* the only reference: it comes straight off */
		answer(what, 1, NULL, required);
		return;
	}
	/* ask netlink too, for the kernel's words (never replacing anything) */
	if (!nl_xdp_set(nl, d->xdp.ifindex, prog, flag | XDP_FLAGS_UPDATE_IF_NOEXIST, -1))
		nl_xdp_set(nl, d->xdp.ifindex, -1, flag, prog);
	snprintf(detail, sizeof(detail), "%s%s%s", strerror(errno),
		 *nl_last_extack(nl) ? "; the kernel says: " : "", nl_last_extack(nl));
	answer(what, 0, detail, required);
}

static void probe_device(const char *dev, int prog)
{
	struct nl *nl = nl_open();
	struct device d = { .link_fd = -1 };
	char what[64], desc[128];

	if (!nl || device_query(nl, dev, &d)) {
		failures++;
		nl_close(nl);
		return;
	}
	if (d.prog_id) {
		device_describe(&d, desc, sizeof(desc));
		printf("  %-28s %s: not trying modes on a busy device\n", dev, desc);
		if (!strcmp(d.mode, "native"))
			line("native XDP", 1, "(a native program is there now)");
	} else {
		snprintf(what, sizeof(what), "%s native XDP", dev);
		/* not required: --mode auto falls back to generic */
		try_mode(nl, &d, prog, XDP_FLAGS_DRV_MODE, what, false);
		snprintf(what, sizeof(what), "%s generic XDP", dev);
		try_mode(nl, &d, prog, XDP_FLAGS_SKB_MODE, what, true);
	}
	device_close(&d);
	nl_close(nl);
}

int cmd_probe(const struct cli *c)
{
	struct utsname u;
	int prog;

	uname(&u);
	printf("xdpc --probe on Linux %s (version shown for reference only)\n", u.release);
	probe_jit();
	prog = load_tiny_xdp();
	line("load an XDP program", prog >= 0,
	     prog >= 0 ? NULL : prog == -EPERM || prog == -EACCES ?
	     "permission denied: run as root, or with CAP_BPF and CAP_NET_ADMIN" :
	     strerror(-prog));
	if (prog >= 0) {
		probe_test_run(prog);
		probe_maps(prog);
		probe_link(prog);
		if (c->device)
			probe_device(c->device, prog);
		close(prog);
	}
	printf("%s\n", failures ? "xdpc cannot work fully here (see NO above)" :
	       "everything xdpc needs works here");
	return failures ? 1 : 0;
}
