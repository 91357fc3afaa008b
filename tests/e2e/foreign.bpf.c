/* Stands for a program another tool attached: it passes everything. Built
 * by foreign.sh with clang -target bpf, attached with `ip link`. */
__attribute__((section("xdp"), used)) int foreign_pass(void *ctx)
{
	(void)ctx;
	return 2;   /* XDP_PASS */
}

char foreign_license[] __attribute__((section("license"), used)) = "GPL";
