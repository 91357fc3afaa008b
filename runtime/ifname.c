#include "ifname.h"

#include <ctype.h>
#include <net/if.h>
#include <string.h>

const char *ifname_problem(const char *name)
{
	if (!*name)
		return "it is empty";
	if (strnlen(name, IFNAMSIZ) >= IFNAMSIZ)
		return "device names have at most 15 characters";
	if (!strcmp(name, ".") || !strcmp(name, ".."))
		return "'.' and '..' are not device names";
	for (const char *p = name; *p; p++)
		if (*p == '/' || *p == ':' || isspace((unsigned char)*p))
			return "device names hold no '/', ':' or white space";
	return NULL;
}
