/* Every file xdpc reads or writes goes through here, so one set of rules
 * holds everywhere (docs/runtime.md, "Files"):
 *  - inputs are regular files (or stdin where a command allows "-") under
 *    a size cap, and every read error is a failure, never an early end;
 *  - outputs replace a regular file atomically (temporary file in the same
 *    directory, fsync, rename), keeping its mode (and owner, as root);
 *    a symlink is followed to its target; character devices and FIFOs
 *    (/dev/null, /dev/stdout, a pipe) are written through; anything else
 *    (directories, block devices, sockets, files with several hard links)
 *    is refused; every write error, ENOSPC included, is reported;
 *  - an output may not be any file this process read as input, nor another
 *    output of the same run (compared by device and inode, not by name);
 *  - temporary files are removed when SIGINT or SIGTERM arrives. */
#ifndef XDPC_FILEIO_H
#define XDPC_FILEIO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

/* Rule files, includes, set files and BPF objects are read whole. */
#define FILE_TEXT_MAX ((uint64_t)64 << 20)
/* Captures are streamed, so their cap only bounds run time. */
#define FILE_CAPTURE_MAX ((uint64_t)64 << 30)

#define FILE_WHY_LEN 512

/* Opens PATH for reading: a regular file of at most MAX bytes, or stdin
 * for "-" when ALLOW_STDIN. Never blocks on a FIFO. Returns the
 * descriptor, or -1 with WHY set ("is a FIFO, not a regular file"). */
int file_open_input(const char *path, uint64_t max, bool allow_stdin,
		    char why[FILE_WHY_LEN]);
/* Reads all of PATH (see file_open_input) into a malloc'd buffer with a
 * NUL after its *LEN bytes. 0, or -1 with WHY set. */
int file_read(const char *path, uint64_t max, char **data, size_t *len,
	      char why[FILE_WHY_LEN]);
/* Counts PATH as an input before it is opened (a capture that is read
 * after the outputs are created); quiet when it does not exist. */
void file_note_input(const char *path);

struct file_out {
	const char *name;     /* as the user gave it, for messages */
	char *target;         /* after following symlinks */
	char *tmp;            /* temporary file; NULL when written through */
	FILE *stream;         /* write here */
	int fd;
	int slot;             /* in the signal clean-up table, or -1 */
};

/* Starts writing PATH ("-": standard output). 0, or -1 with WHY set
 * and nothing created. */
int file_out_open(struct file_out *o, const char *path, char why[FILE_WHY_LEN]);
/* Flushes, syncs and renames into place. 0, or -1 with WHY set and the
 * target untouched (for a regular file). Either way O is closed. */
int file_out_commit(struct file_out *o, char why[FILE_WHY_LEN]);
/* Closes O and removes the temporary file. */
void file_out_abort(struct file_out *o);
/* The whole of DATA to PATH in one step: open, write, commit. */
int file_write(const char *path, const void *data, size_t len, char why[FILE_WHY_LEN]);

/* For the layer's own use: the name of the input with that identity, or
 * NULL; "a FIFO", "a directory" for a file type. */
const char *file_input_named(dev_t dev, ino_t ino);
const char *file_kind(mode_t mode);

#endif
