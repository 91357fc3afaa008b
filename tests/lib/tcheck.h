/* A tiny assertion kit for C tests: failed checks print FILE:LINE and the
 * expression (plus values or a context line), and the run goes on; the
 * test ends with `return TC_DONE();`, which prints "N passed, N failed" and
 * yields the exit status. */
#ifndef XDPC_TESTS_TCHECK_H
#define XDPC_TESTS_TCHECK_H

#include <stdio.h>

static unsigned tc_passed, tc_failed;

#define CHECK(expr) CHECKF(expr, "%s", "")

/* Like CHECK, with a printf-style context line printed on failure. */
#define CHECKF(expr, ...)                                                      \
	do {                                                                   \
		if (expr) {                                                    \
			tc_passed++;                                           \
		} else {                                                       \
			tc_failed++;                                           \
			fprintf(stderr, "%s:%d: check failed: %s\n  ",         \
				__FILE__, __LINE__, #expr);                    \
			fprintf(stderr, __VA_ARGS__);                          \
			fputc('\n', stderr);                                   \
		}                                                              \
	} while (0)

#define CHECK_EQ(a, b)                                                         \
	do {                                                                   \
		unsigned long long tc_a_ = (unsigned long long)(a);            \
		unsigned long long tc_b_ = (unsigned long long)(b);            \
		CHECKF(tc_a_ == tc_b_, "%s = %llu, %s = %llu", #a, tc_a_, #b, tc_b_); \
	} while (0)

#define TC_DONE()                                                              \
	(printf("%u passed, %u failed\n", tc_passed, tc_failed), tc_failed ? 1 : 0)

#endif
