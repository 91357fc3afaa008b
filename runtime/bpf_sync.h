/* Waiting for BPF programs already running to finish: after a program is
 * swapped out, CPUs that fetched it before the swap may still be running
 * it; once this returns, none is, and its maps hold their final values. */
#ifndef XDPC_BPF_SYNC_H
#define XDPC_BPF_SYNC_H

/* 0, or -errno. */
int bpf_sync_programs(void);

#endif
