/* --serve ADDR:PORT: a Prometheus exporter. libmicrohttpd serves HTTP from
 * one internal thread, so scrapes run one at a time; each scrape reads
 * every pinned filter afresh (scrape.c). The main thread waits for SIGINT
 * or SIGTERM and stops the server. */
#include "commands.h"
#include "diag.h"

#include "errhint.h"
#include "scrape.h"

#include <errno.h>
#include <microhttpd.h>
#include <netdb.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#define METRICS_TYPE "text/plain; version=0.0.4; charset=utf-8"

static enum MHD_Result respond(struct MHD_Connection *conn, unsigned status, char *body,
			       size_t len, const char *type)
{
	struct MHD_Response *res =
		MHD_create_response_from_buffer(len, body, MHD_RESPMEM_MUST_FREE);
	enum MHD_Result rc;

	if (!res) {
		free(body);
		return MHD_NO;
	}
	MHD_add_response_header(res, MHD_HTTP_HEADER_CONTENT_TYPE, type);
	rc = MHD_queue_response(conn, status, res);
	MHD_destroy_response(res);
	return rc;
}

static enum MHD_Result respond_text(struct MHD_Connection *conn, unsigned status,
				    const char *text)
{
	char *body = strdup(text);

	return body ? respond(conn, status, body, strlen(body), "text/plain; charset=utf-8")
		    : MHD_NO;
}

static enum MHD_Result metrics(struct MHD_Connection *conn, struct scrape_totals *t)
{
	char *body = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&body, &len);
	int err;

	if (!out)
		return respond_text(conn, MHD_HTTP_INTERNAL_SERVER_ERROR, "out of memory\n");
	err = scrape_write(out, t);
	if (fclose(out) || err) {
		free(body);
		diag_sys(diag_stderr(), DIAG_ERROR, "--serve: cannot list the pinned filters: %s",
			strerror(err ? -err : errno));
		return respond_text(conn, MHD_HTTP_INTERNAL_SERVER_ERROR,
				    "cannot list the pinned xdpc filters\n");
	}
	return respond(conn, MHD_HTTP_OK, body, len, METRICS_TYPE);
}

static enum MHD_Result handle(void *cls, struct MHD_Connection *conn, const char *url,
			      const char *method, const char *version, const char *upload,
			      size_t *upload_len, void **state)
{
	(void)version, (void)upload, (void)upload_len, (void)state;
	if (strcmp(method, MHD_HTTP_METHOD_GET) && strcmp(method, MHD_HTTP_METHOD_HEAD))
		return respond_text(conn, MHD_HTTP_METHOD_NOT_ALLOWED, "only GET\n");
	if (strcmp(url, "/metrics"))
		return respond_text(conn, MHD_HTTP_NOT_FOUND, "xdpc serves /metrics\n");
	return metrics(conn, cls);
}

/* "127.0.0.1:9464", "[::1]:9464" or "localhost:9464" to one address. */
static int resolve(const char *spec, struct addrinfo **ai)
{
	char host[256];
	const char *colon = strrchr(spec, ':');
	struct addrinfo hints = { .ai_socktype = SOCK_STREAM, .ai_flags = AI_NUMERICSERV };
	unsigned long port;
	char *end;
	size_t hl;

	if (!colon || (hl = (size_t)(colon - spec)) == 0 || hl >= sizeof(host))
		return EAI_NONAME;
	port = strtoul(colon + 1, &end, 10);
	if (colon[1] < '0' || colon[1] > '9' || *end || port < 1 || port > 65535)
		return EAI_SERVICE;  /* getaddrinfo's words for it mislead */
	if (spec[0] == '[' && colon[-1] == ']') {
		memcpy(host, spec + 1, hl - 2);
		host[hl - 2] = '\0';
	} else {
		memcpy(host, spec, hl);
		host[hl] = '\0';
	}
	return getaddrinfo(host, colon + 1, &hints, ai);
}

static struct MHD_Daemon *start(const struct addrinfo *ai, struct scrape_totals *t)
{
	/* no MHD_USE_ERROR_LOG: its bind message names the unused port 0 */
	unsigned flags = MHD_USE_INTERNAL_POLLING_THREAD;

	if (ai->ai_family == AF_INET6)
		flags |= MHD_USE_IPv6;
	/* the port comes from the address; MHD's own port argument is unused */
	return MHD_start_daemon(flags, 0, NULL, NULL, handle, t,
				MHD_OPTION_SOCK_ADDR, ai->ai_addr,
				MHD_OPTION_CONNECTION_TIMEOUT, 10u, MHD_OPTION_END);
}

int cmd_serve(const struct cli *c)
{
	struct scrape_totals totals = { 0 };
	struct MHD_Daemon *d;
	struct addrinfo *ai;
	sigset_t stop;
	int sig, rc = resolve(c->listen, &ai);

	if (rc) {
		diag_sys(diag_stderr(), DIAG_ERROR, "--serve %s: %s; give ADDR:PORT, e.g. 127.0.0.1:9464 "
			"or [::1]:9464", c->listen, rc == EAI_SERVICE ?
			"the port must be a number from 1 to 65535" : gai_strerror(rc));
		return 2;
	}
	/* the server thread inherits the mask: signals come to sigwait here */
	sigemptyset(&stop);
	sigaddset(&stop, SIGINT);
	sigaddset(&stop, SIGTERM);
	pthread_sigmask(SIG_BLOCK, &stop, NULL);
	d = start(ai, &totals);
	freeaddrinfo(ai);
	if (!d) {
		report_errno("cannot listen for --serve (address in use, or not local?)",
			     errno ? errno : EADDRINUSE, NULL);
		return 1;
	}
	diag_sys(diag_stderr(), DIAG_NOTE, "serving /metrics on %s (Ctrl-C stops)", c->listen);
	sigwait(&stop, &sig);
	MHD_stop_daemon(d);
	diag_sys(diag_stderr(), DIAG_NOTE, "stopped serving after %llu scrapes", totals.scrapes);
	return 0;
}
