#include "watch.h"

#include "pin.h"

#include <errno.h>
#include <net/if.h>
#include <signal.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define TOP_KEYS 5

static volatile sig_atomic_t stop_requested;

static void on_stop(int sig)
{
	(void)sig;
	stop_requested = 1;
}

/* Without SA_RESTART the signal cuts the sleep short. */
static void catch_stop_signals(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_stop;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
}

static void sleep_interval(double s)
{
	struct timespec ts = { .tv_sec = (time_t)s,
			       .tv_nsec = (long)((s - (double)(time_t)s) * 1e9) };

	while (!stop_requested && nanosleep(&ts, &ts) && errno == EINTR)
		;
}

static double now_s(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Waits S seconds in IDLE's wait, a slice at a time. */
static int idle_interval(double s, const struct watch_idle *idle)
{
	double end = now_s() + s;
	int err = 0;

	while (!stop_requested && !err) {
		double left = end - now_s();

		if (left <= 0)
			break;
		err = idle->wait(idle->arg, left > 0.1 ? 100 : (int)(left * 1000) + 1);
	}
	return err;
}

/* The view outlives nothing: when the link lets go of its device (deleted:
 * the kernel detaches it) or the device leaves this network namespace,
 * there is nothing left to watch. */
static int device_state(int link_fd, int ifindex)
{
	struct pin_link l;
	char name[IF_NAMESIZE];

	if (pin_link_describe(link_fd, &l))
		return 0;      /* cannot tell: keep watching */
	if (l.state == PIN_LINK_DEAD)
		return -ENODEV;
	if (l.ifindex != ifindex || !if_indextoname(ifindex, name))
		return -EXDEV;
	return 0;
}

int watch_until_signal(const struct report_ctx *r, double interval, int link_fd,
		       int ifindex)
{
	return watch_until_signal_idle(r, interval, link_fd, ifindex, NULL);
}

int watch_until_signal_idle(const struct report_ctx *r, double interval, int link_fd,
			    int ifindex, const struct watch_idle *idle)
{
	struct snapshot prev, cur;
	int err, tty = isatty(STDOUT_FILENO);

	catch_stop_signals();
	if ((err = stats_read(r->f, &prev)))
		return err;
	while (!stop_requested) {
		if (idle)
			err = idle_interval(interval, idle);
		else
			sleep_interval(interval);
		if (err || stop_requested || (err = device_state(link_fd, ifindex)))
			break;
		if ((err = stats_read(r->f, &cur)))
			break;
		if (tty)
			fputs("\033[H\033[2J", stdout);   /* redraw in place */
		else
			fputc('\n', stdout);
		report_live(stdout, r, &prev, &cur, TOP_KEYS);
		stats_free(&prev);
		prev = cur;
	}
	stats_free(&prev);
	return err;
}
