/* Where the installed stdlib is: found next to the running binary, so an
 * installed xdpc (or one moved with its tree, or run from the build tree)
 * needs no path compiled in. */
#ifndef XDPC_STDLIB_PATH_H
#define XDPC_STDLIB_PATH_H

/* The stdlib directory relative to the running executable
 * (XDPC_STDLIB_REL, e.g. ../share/xdpc/stdlib) when it exists there, else
 * NULL: the front end's compiled-in default then applies. The string is
 * static and lives for the whole run. */
const char *stdlib_path_beside_exe(void);

#endif
