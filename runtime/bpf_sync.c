#include "bpf_sync.h"

#include <bpf/bpf.h>
#include <errno.h>
#include <unistd.h>

/* The kernel offers no direct "wait for running programs" to user space,
 * but an update of a map-in-map from the syscall waits for an RCU grace
 * period (kernel/bpf/syscall.c, maybe_wait_bpf_programs): every XDP program
 * runs inside an RCU read-side section (NAPI poll or rcu_read_lock), and a
 * program swapped out of a link is only freed a grace period later, so no
 * CPU can still be running one that was swapped out before the call. The
 * kernel's selftests wait for programs the same way. */
int bpf_sync_programs(void)
{
	LIBBPF_OPTS(bpf_map_create_opts, opts);
	int inner = bpf_map_create(BPF_MAP_TYPE_ARRAY, "xdpc_sync_in", 4, 4, 1, NULL);
	__u32 key = 0;
	int outer, err = 0;

	if (inner < 0)
		return -errno;
	opts.inner_map_fd = (__u32)inner;
	outer = bpf_map_create(BPF_MAP_TYPE_ARRAY_OF_MAPS, "xdpc_sync", 4, 4, 1, &opts);
	if (outer < 0 || bpf_map_update_elem(outer, &key, &inner, BPF_ANY))
		err = -errno;
	if (outer >= 0)
		close(outer);
	close(inner);
	return err;
}
