/* xdpc-bench prog: load figures and ns/frame of one object. */
#include "xb.h"
#include "xb_load.h"

#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <linux/bpf.h>

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *action_name(uint32_t a)
{
	static const char *names[] = { "aborted", "drop", "pass", "tx", "redirect" };

	return a < 5 ? names[a] : "?";
}

static void print_info(struct bpf_object *obj, int prog_fd)
{
	struct bpf_prog_info info;
	uint32_t len = sizeof(info);
	uint64_t maps_memlock = 0;
	struct bpf_map *m;

	memset(&info, 0, sizeof(info));
	if (bpf_obj_get_info_by_fd(prog_fd, &info, &len) == 0) {
		printf("verified_insns %u\n", info.verified_insns);
		printf("xlated_bytes %u\n", info.xlated_prog_len);
		printf("jited_bytes %u\n", info.jited_prog_len);
	}
	printf("prog_memlock %lu\n", (unsigned long)xb_fd_memlock(prog_fd));
	if (!obj)
		return;
	bpf_object__for_each_map(m, obj) {
		uint64_t ml = xb_fd_memlock(bpf_map__fd(m));

		maps_memlock += ml;
		printf("map %s %s key %u value %u entries %u memlock %lu\n",
		       bpf_map__name(m), libbpf_bpf_map_type_str(bpf_map__type(m)),
		       bpf_map__key_size(m), bpf_map__value_size(m),
		       bpf_map__max_entries(m), (unsigned long)ml);
	}
	printf("maps_memlock %lu\n", (unsigned long)maps_memlock);
}

/* One call of REPEAT repetitions of F: its ns per frame into NS (the
 * kernel's average), its action into ACTION; -errno on error. */
static int call_frame(int prog_fd, const struct frame *f, int repeat, uint32_t *action,
		      double *ns)
{
	LIBBPF_OPTS(bpf_test_run_opts, o, .data_in = f->buf, .data_size_in = (uint32_t)f->len,
		    .repeat = repeat);

	if (bpf_prog_test_run_opts(prog_fd, &o) != 0)
		return -errno;
	*action = o.retval;
	*ns = o.duration;
	return 0;
}

/* A frame being timed: the best of its calls so far. */
struct timed {
	char spec[256];
	const char *want;   /* the expected action, or NULL */
	struct frame f;
	int repeat, err;
	uint32_t action;
	double best;
};

/* Best of RUNS calls of REPEAT repetitions per frame, the frames' calls
 * taken in turn (call r of every frame, then call r + 1): a burst of
 * other work on the machine then lands on one call of several frames,
 * not on every call of one. With TARGET_MS, a first call of 1,000
 * repetitions sizes each frame's REPEAT down so that one call takes about
 * TARGET_MS (slow programs would otherwise take minutes). */
static int run_frames(int prog_fd, char **specs, int n, int repeat, int runs,
		      int target_ms)
{
	struct timed *t = calloc((size_t)n, sizeof(*t));
	int bad = 0;

	if (!t)
		return 2;
	for (int i = 0; i < n; i++) {
		char *want;
		double ns = 0;

		snprintf(t[i].spec, sizeof(t[i].spec), "%s", specs[i]);
		if ((want = strchr(t[i].spec, '=')))
			*want++ = 0;
		t[i].want = want;
		if (xb_frame(t[i].spec, NULL, NULL, &t[i].f) < 0) {
			free(t);
			return 2;
		}
		t[i].repeat = repeat;
		t[i].best = -1;
		if (target_ms > 0 &&
		    !(t[i].err = call_frame(prog_fd, &t[i].f, 1000, &t[i].action, &ns))) {
			double fit = target_ms * 1e6 / (ns > 0 ? ns : 1);

			if (fit < repeat)
				t[i].repeat = fit < 1000 ? 1000 : (int)fit;
		}
	}
	for (int r = 0; r < runs; r++)
		for (int i = 0; i < n; i++) {
			double ns = 0;

			if (t[i].err)
				continue;
			t[i].err = call_frame(prog_fd, &t[i].f, t[i].repeat, &t[i].action, &ns);
			if (!t[i].err && (t[i].best < 0 || ns < t[i].best))
				t[i].best = ns;
		}
	for (int i = 0; i < n; i++) {
		if (t[i].err) {
			printf("frame_error %s %s\n", t[i].spec, strerror(-t[i].err));
			bad = 1;
			continue;
		}
		printf("repeat %d\n", t[i].repeat);
		printf("frame %s len %zu action %s ns %.1f\n", t[i].spec, t[i].f.len,
		       action_name(t[i].action), t[i].best);
		if (t[i].want && strcmp(t[i].want, action_name(t[i].action))) {
			printf("frame_mismatch %s expected %s got %s\n", t[i].spec, t[i].want,
			       action_name(t[i].action));
			bad = 1;
		}
	}
	free(t);
	return bad;
}

int xb_cmd_prog(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "prog", required_argument, NULL, 'p' },
		{ "repeat", required_argument, NULL, 'r' },
		{ "runs", required_argument, NULL, 'n' },
		{ "target-ms", required_argument, NULL, 't' },
		{ "fill-lpm", required_argument, NULL, 'f' },
		{ NULL, 0, NULL, 0 },
	};
	const char *prog_name = NULL, *path, *fill = NULL;
	struct bpf_object *obj = NULL;
	int repeat = 100000, runs = 3, target_ms = 0, opt, prog_fd, err, rc;
	double t0;

	while ((opt = getopt_long(argc, argv, "", opts, NULL)) != -1) {
		switch (opt) {
		case 'p': prog_name = optarg; break;
		case 'r': repeat = atoi(optarg); break;
		case 'n': runs = atoi(optarg); break;
		case 't': target_ms = atoi(optarg); break;
		case 'f': fill = optarg; break;
		default: return 2;
		}
	}
	if (optind >= argc || repeat < 1 || runs < 1) {
		fprintf(stderr, "usage: xdpc-bench prog OBJ|:drop [--prog NAME] [--repeat N] [--runs R] [--target-ms T] [--fill-lpm FILE]\n"
			"       FRAME[=drop|pass]...\n");
		return 2;
	}
	path = argv[optind++];
	t0 = xb_now();
	if (!strcmp(path, ":drop")) {
		prog_fd = xb_load_action_prog(XDP_DROP);
		err = prog_fd < 0 ? -errno : 0;
	} else {
		err = xb_load_object(path, prog_name, &obj, &prog_fd);
	}
	if (err) {
		const char *log = xb_load_log();

		printf("load_error %s\n", strerror(-err));
		fprintf(stderr, "xdpc-bench: cannot load %s: %s\n%s\n", path, strerror(-err), log);
		return 1;
	}
	printf("load_ms %.2f\n", (xb_now() - t0) * 1e3);
	if (fill) {
		long n;

		t0 = xb_now();
		if (!obj || (n = xb_fill_lpm(obj, fill)) < 0)
			return 1;
		printf("lpm_filled %ld ms %.2f\n", n, (xb_now() - t0) * 1e3);
	}
	print_info(obj, prog_fd);
	fflush(stdout);
	rc = run_frames(prog_fd, argv + optind, argc - optind, repeat, runs, target_ms);
	if (obj)
		bpf_object__close(obj);
	else
		close(prog_fd);
	return rc;
}
