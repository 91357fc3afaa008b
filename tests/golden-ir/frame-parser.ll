target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0111\\012source\\011frame-parser.xf\\012default\\011pass\\012rule\\0110\\0114\\011count\\0110\22"
module asm "\09.ascii \22\\011count by src;\\012rule\\0111\\0115\\011count\\0111\\011count by sport;\\012rule\\0112\\0116\\011pass\\011-\\011\22"
module asm "\09.ascii \22pass ether src 02:00:00:00:00:01 ether dst 02:00:00:00:00:02;\\012ru\22"
module asm "\09.ascii \22le\\0113\\0117\\011pass\\011-\\011pass ether type 0x88cc;\\012rule\\0114\\0118\\011pass\\011-\\011pass vlan \22"
module asm "\09.ascii \2210 ttl 1;\\012rule\\0115\\0119\\011pass\\011-\\011pass frag;\\012rule\\0116\\01110\\011pass\\011-\\011pass tcp f\22"
module asm "\09.ascii \22lags syn;\\012rule\\0117\\01111\\011pass\\011-\\011pass ipv6;\\012table\\0110\\0110\\011src\\011xdpc_t0_src\\012\22"
module asm "\09.ascii \22table\\0111\\0111\\011sport\\011xdpc_t1_sport\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_t0_src = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !5
@xdpc_t1_sport = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !43
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !56

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !71 {
entry:
  %family = alloca i8, align 8, !dbg !108
  %tcpflags = alloca i8, align 8, !dbg !108
  %ttl = alloca i8, align 8, !dbg !108
  %dport = alloca i16, align 8, !dbg !108
  %sport = alloca i16, align 8, !dbg !108
  %vid = alloca i16, align 8, !dbg !108
  %ethertype = alloca i16, align 8, !dbg !108
  %flags = alloca i32, align 8, !dbg !108
  %smac = alloca i64, align 8, !dbg !108
  %dmac = alloca i64, align 8, !dbg !108
  %dst_lo = alloca i64, align 8, !dbg !108
  %dst_hi = alloca i64, align 8, !dbg !108
  %src_lo = alloca i64, align 8, !dbg !108
  %src_hi = alloca i64, align 8, !dbg !108
  %2 = icmp eq ptr %1, null, !dbg !108
  br i1 %2, label %ret, label %body, !dbg !108

body:                                             ; preds = %entry
  store i64 0, ptr %src_hi, align 8, !dbg !108
  store i64 0, ptr %src_lo, align 8, !dbg !108
  store i64 0, ptr %dst_hi, align 8, !dbg !108
  store i64 0, ptr %dst_lo, align 8, !dbg !108
  store i64 0, ptr %dmac, align 8, !dbg !108
  store i64 0, ptr %smac, align 8, !dbg !108
  store i32 0, ptr %flags, align 4, !dbg !108
  store i16 0, ptr %ethertype, align 2, !dbg !108
  store i16 0, ptr %vid, align 2, !dbg !108
  store i16 0, ptr %sport, align 2, !dbg !108
  store i16 0, ptr %dport, align 2, !dbg !108
  store i8 0, ptr %ttl, align 1, !dbg !108
  store i8 0, ptr %tcpflags, align 1, !dbg !108
  store i8 0, ptr %family, align 1, !dbg !108
  %data32 = load i32, ptr %0, align 4, !dbg !108
  %3 = getelementptr i8, ptr %0, i64 4, !dbg !108
  %data_end32 = load i32, ptr %3, align 4, !dbg !108
  %4 = zext i32 %data32 to i64, !dbg !108
  %data = inttoptr i64 %4 to ptr, !dbg !108
  %5 = zext i32 %data_end32 to i64, !dbg !108
  %data_end = inttoptr i64 %5 to ptr, !dbg !108
  %6 = ptrtoint ptr %data_end to i64, !dbg !108
  %7 = ptrtoint ptr %data to i64, !dbg !108
  %len = sub i64 %6, %7, !dbg !108
  %8 = trunc i64 %len to i32, !dbg !108
  %len1 = getelementptr i8, ptr %1, i64 48, !dbg !108
  store i32 %8, ptr %len1, align 4, !dbg !108
  %9 = getelementptr i8, ptr %data, i64 14, !dbg !108
  %10 = icmp ule ptr %9, %data_end, !dbg !108
  br i1 %10, label %eth, label %done, !dbg !108

done:                                             ; preds = %udp.hdr, %udp, %tcp.hdr, %tcp, %l4, %ip6.later.frag, %ip6.ext133, %ip6.ext133, %ip6.ext133, %ip6.ext133, %ip6.ext133, %ip6.ext.frag132, %ip6.ext141, %ip6.ext.ah131, %ip6.ext137, %ip6.ext.std130, %ip6.ext.frag114, %ip6.ext123, %ip6.ext.ah113, %ip6.ext119, %ip6.ext.std112, %ip6.ext.frag96, %ip6.ext105, %ip6.ext.ah95, %ip6.ext101, %ip6.ext.std94, %ip6.ext.frag78, %ip6.ext87, %ip6.ext.ah77, %ip6.ext83, %ip6.ext.std76, %ip6.ext.frag60, %ip6.ext69, %ip6.ext.ah59, %ip6.ext65, %ip6.ext.std58, %ip6.ext.frag42, %ip6.ext51, %ip6.ext.ah41, %ip6.ext47, %ip6.ext.std40, %ip6.ext.frag24, %ip6.ext33, %ip6.ext.ah23, %ip6.ext29, %ip6.ext.std22, %ip6.ext.frag, %ip6.ext18, %ip6.ext.ah, %ip6.ext15, %ip6.ext.std, %ip6.hdr, %ip6, %ip4.whole, %ip4.ihl, %ip4.version, %ip4.hdr, %ip4, %l3, %vlan2.whole, %vlan2, %vlan1, %body
  %11 = load i64, ptr %src_hi, align 8, !dbg !108
  %src_hi150 = getelementptr i8, ptr %1, i64 0, !dbg !108
  store i64 %11, ptr %src_hi150, align 8, !dbg !108
  %12 = load i64, ptr %src_lo, align 8, !dbg !108
  %src_lo151 = getelementptr i8, ptr %1, i64 8, !dbg !108
  store i64 %12, ptr %src_lo151, align 8, !dbg !108
  %13 = load i64, ptr %dst_hi, align 8, !dbg !108
  %dst_hi152 = getelementptr i8, ptr %1, i64 16, !dbg !108
  store i64 %13, ptr %dst_hi152, align 8, !dbg !108
  %14 = load i64, ptr %dst_lo, align 8, !dbg !108
  %dst_lo153 = getelementptr i8, ptr %1, i64 24, !dbg !108
  store i64 %14, ptr %dst_lo153, align 8, !dbg !108
  %15 = load i64, ptr %dmac, align 8, !dbg !108
  %dmac154 = getelementptr i8, ptr %1, i64 32, !dbg !108
  store i64 %15, ptr %dmac154, align 8, !dbg !108
  %16 = load i64, ptr %smac, align 8, !dbg !108
  %smac155 = getelementptr i8, ptr %1, i64 40, !dbg !108
  store i64 %16, ptr %smac155, align 8, !dbg !108
  %17 = load i32, ptr %flags, align 4, !dbg !108
  %flags156 = getelementptr i8, ptr %1, i64 52, !dbg !108
  store i32 %17, ptr %flags156, align 4, !dbg !108
  %18 = load i16, ptr %ethertype, align 2, !dbg !108
  %ethertype157 = getelementptr i8, ptr %1, i64 56, !dbg !108
  store i16 %18, ptr %ethertype157, align 2, !dbg !108
  %19 = load i16, ptr %vid, align 2, !dbg !108
  %vid158 = getelementptr i8, ptr %1, i64 58, !dbg !108
  store i16 %19, ptr %vid158, align 2, !dbg !108
  %20 = load i16, ptr %sport, align 2, !dbg !108
  %sport159 = getelementptr i8, ptr %1, i64 60, !dbg !108
  store i16 %20, ptr %sport159, align 2, !dbg !108
  %21 = load i16, ptr %dport, align 2, !dbg !108
  %dport160 = getelementptr i8, ptr %1, i64 62, !dbg !108
  store i16 %21, ptr %dport160, align 2, !dbg !108
  %22 = load i8, ptr %ttl, align 1, !dbg !108
  %ttl161 = getelementptr i8, ptr %1, i64 65, !dbg !108
  store i8 %22, ptr %ttl161, align 1, !dbg !108
  %23 = load i8, ptr %tcpflags, align 1, !dbg !108
  %tcpflags162 = getelementptr i8, ptr %1, i64 66, !dbg !108
  store i8 %23, ptr %tcpflags162, align 1, !dbg !108
  %24 = load i8, ptr %family, align 1, !dbg !108
  %family163 = getelementptr i8, ptr %1, i64 67, !dbg !108
  store i8 %24, ptr %family163, align 1, !dbg !108
  br label %ret, !dbg !108

ret:                                              ; preds = %done, %entry
  ret i32 0, !dbg !108

l3:                                               ; preds = %vlan2.whole, %vlan1.whole, %eth
  %key = phi i64 [ %50, %eth ], [ %68, %vlan1.whole ], [ %78, %vlan2.whole ], !dbg !108
  %off = phi i64 [ 14, %eth ], [ 18, %vlan1.whole ], [ 22, %vlan2.whole ], !dbg !108
  switch i64 %key, label %done [
    i64 2048, label %ip4
    i64 34525, label %ip6
  ], !dbg !108

l4:                                               ; preds = %ip6.known, %ip4.first
  %key2 = phi i64 [ %128, %ip4.first ], [ %key6, %ip6.known ], !dbg !108
  %off3 = phi i64 [ %l4off, %ip4.first ], [ %off7, %ip6.known ], !dbg !108
  switch i64 %key2, label %done [
    i64 6, label %tcp
    i64 17, label %udp
  ], !dbg !108

eth:                                              ; preds = %body
  %25 = load i32, ptr %flags, align 4, !dbg !108
  %26 = or i32 %25, 1, !dbg !108
  store i32 %26, ptr %flags, align 4, !dbg !108
  %27 = getelementptr i8, ptr %data, i64 0, !dbg !108
  %28 = load i32, ptr %27, align 4, !dbg !108
  %29 = call i32 @llvm.bswap.i32(i32 %28), !dbg !108
  %30 = zext i32 %29 to i64, !dbg !108
  %31 = shl i64 %30, 16, !dbg !108
  %32 = getelementptr i8, ptr %data, i64 4, !dbg !108
  %33 = load i16, ptr %32, align 2, !dbg !108
  %34 = call i16 @llvm.bswap.i16(i16 %33), !dbg !108
  %35 = zext i16 %34 to i64, !dbg !108
  %36 = or i64 %31, %35, !dbg !108
  store i64 %36, ptr %dmac, align 8, !dbg !108
  %37 = getelementptr i8, ptr %data, i64 6, !dbg !108
  %38 = load i16, ptr %37, align 2, !dbg !108
  %39 = call i16 @llvm.bswap.i16(i16 %38), !dbg !108
  %40 = zext i16 %39 to i64, !dbg !108
  %41 = shl i64 %40, 32, !dbg !108
  %42 = getelementptr i8, ptr %data, i64 8, !dbg !108
  %43 = load i32, ptr %42, align 4, !dbg !108
  %44 = call i32 @llvm.bswap.i32(i32 %43), !dbg !108
  %45 = zext i32 %44 to i64, !dbg !108
  %46 = or i64 %41, %45, !dbg !108
  store i64 %46, ptr %smac, align 8, !dbg !108
  %47 = getelementptr i8, ptr %data, i64 12, !dbg !108
  %48 = load i16, ptr %47, align 2, !dbg !108
  %49 = call i16 @llvm.bswap.i16(i16 %48), !dbg !108
  %50 = zext i16 %49 to i64, !dbg !108
  %51 = trunc i64 %50 to i16, !dbg !108
  store i16 %51, ptr %ethertype, align 2, !dbg !108
  %52 = icmp eq i64 %50, 33024, !dbg !108
  %53 = icmp eq i64 %50, 34984, !dbg !108
  %54 = or i1 %52, %53, !dbg !108
  br i1 %54, label %vlan1, label %l3, !dbg !108

vlan1:                                            ; preds = %eth
  %55 = getelementptr i8, ptr %data, i64 18, !dbg !108
  %56 = icmp ule ptr %55, %data_end, !dbg !108
  br i1 %56, label %vlan1.whole, label %done, !dbg !108

vlan1.whole:                                      ; preds = %vlan1
  %57 = load i32, ptr %flags, align 4, !dbg !108
  %58 = or i32 %57, 2, !dbg !108
  store i32 %58, ptr %flags, align 4, !dbg !108
  %59 = getelementptr i8, ptr %data, i64 14, !dbg !108
  %60 = load i16, ptr %59, align 2, !dbg !108
  %61 = call i16 @llvm.bswap.i16(i16 %60), !dbg !108
  %62 = zext i16 %61 to i64, !dbg !108
  %63 = and i64 %62, 4095, !dbg !108
  %64 = trunc i64 %63 to i16, !dbg !108
  store i16 %64, ptr %vid, align 2, !dbg !108
  %65 = getelementptr i8, ptr %data, i64 16, !dbg !108
  %66 = load i16, ptr %65, align 2, !dbg !108
  %67 = call i16 @llvm.bswap.i16(i16 %66), !dbg !108
  %68 = zext i16 %67 to i64, !dbg !108
  %69 = trunc i64 %68 to i16, !dbg !108
  store i16 %69, ptr %ethertype, align 2, !dbg !108
  %70 = icmp eq i64 %68, 33024, !dbg !108
  %71 = icmp eq i64 %68, 34984, !dbg !108
  %72 = or i1 %70, %71, !dbg !108
  br i1 %72, label %vlan2, label %l3, !dbg !108

vlan2:                                            ; preds = %vlan1.whole
  %73 = getelementptr i8, ptr %data, i64 22, !dbg !108
  %74 = icmp ule ptr %73, %data_end, !dbg !108
  br i1 %74, label %vlan2.whole, label %done, !dbg !108

vlan2.whole:                                      ; preds = %vlan2
  %75 = getelementptr i8, ptr %data, i64 20, !dbg !108
  %76 = load i16, ptr %75, align 2, !dbg !108
  %77 = call i16 @llvm.bswap.i16(i16 %76), !dbg !108
  %78 = zext i16 %77 to i64, !dbg !108
  %79 = trunc i64 %78 to i16, !dbg !108
  store i16 %79, ptr %ethertype, align 2, !dbg !108
  %80 = icmp eq i64 %78, 33024, !dbg !108
  %81 = icmp eq i64 %78, 34984, !dbg !108
  %82 = or i1 %80, %81, !dbg !108
  br i1 %82, label %done, label %l3, !dbg !108

ip4:                                              ; preds = %l3
  %hdr = getelementptr i8, ptr %data, i64 %off, !dbg !108
  %83 = call ptr @llvm.bpf.passthrough.p0.p0(i32 0, ptr %hdr), !dbg !108
  %84 = getelementptr i8, ptr %83, i64 20, !dbg !108
  %85 = icmp ule ptr %84, %data_end, !dbg !108
  br i1 %85, label %ip4.hdr, label %done, !dbg !108

ip6:                                              ; preds = %l3
  %hdr5 = getelementptr i8, ptr %data, i64 %off, !dbg !108
  %86 = call ptr @llvm.bpf.passthrough.p0.p0(i32 2, ptr %hdr5), !dbg !108
  %87 = getelementptr i8, ptr %86, i64 40, !dbg !108
  %88 = icmp ule ptr %87, %data_end, !dbg !108
  br i1 %88, label %ip6.hdr, label %done, !dbg !108

ip4.hdr:                                          ; preds = %ip4
  %89 = getelementptr i8, ptr %83, i64 0, !dbg !108
  %90 = load i8, ptr %89, align 1, !dbg !108
  %91 = zext i8 %90 to i64, !dbg !108
  %92 = lshr i64 %91, 4, !dbg !108
  %93 = icmp eq i64 %92, 4, !dbg !108
  br i1 %93, label %ip4.version, label %done, !dbg !108

ip4.version:                                      ; preds = %ip4.hdr
  %94 = and i64 %91, 15, !dbg !108
  %95 = icmp uge i64 %94, 5, !dbg !108
  br i1 %95, label %ip4.ihl, label %done, !dbg !108

ip4.ihl:                                          ; preds = %ip4.version
  %96 = shl i64 %94, 2, !dbg !108
  %l4off = add i64 %off, %96, !dbg !108
  %hdr4 = getelementptr i8, ptr %data, i64 %l4off, !dbg !108
  %97 = call ptr @llvm.bpf.passthrough.p0.p0(i32 1, ptr %hdr4), !dbg !108
  %98 = icmp ule ptr %97, %data_end, !dbg !108
  br i1 %98, label %ip4.whole, label %done, !dbg !108

ip4.whole:                                        ; preds = %ip4.ihl
  store i8 4, ptr %family, align 1, !dbg !108
  %99 = load i32, ptr %flags, align 4, !dbg !108
  %100 = or i32 %99, 4, !dbg !108
  store i32 %100, ptr %flags, align 4, !dbg !108
  %101 = getelementptr i8, ptr %83, i64 6, !dbg !108
  %102 = load i16, ptr %101, align 2, !dbg !108
  %103 = call i16 @llvm.bswap.i16(i16 %102), !dbg !108
  %104 = zext i16 %103 to i64, !dbg !108
  %105 = and i64 %104, 16383, !dbg !108
  %106 = icmp ne i64 %105, 0, !dbg !108
  %107 = load i32, ptr %flags, align 4, !dbg !108
  %108 = select i1 %106, i32 32, i32 0, !dbg !108
  %109 = or i32 %107, %108, !dbg !108
  store i32 %109, ptr %flags, align 4, !dbg !108
  %110 = getelementptr i8, ptr %83, i64 8, !dbg !108
  %111 = load i8, ptr %110, align 1, !dbg !108
  %112 = zext i8 %111 to i64, !dbg !108
  %113 = trunc i64 %112 to i8, !dbg !108
  store i8 %113, ptr %ttl, align 1, !dbg !108
  %114 = getelementptr i8, ptr %83, i64 12, !dbg !108
  %115 = load i32, ptr %114, align 4, !dbg !108
  %116 = call i32 @llvm.bswap.i32(i32 %115), !dbg !108
  %117 = zext i32 %116 to i64, !dbg !108
  %118 = shl i64 %117, 32, !dbg !108
  store i64 %118, ptr %src_hi, align 8, !dbg !108
  %119 = getelementptr i8, ptr %83, i64 16, !dbg !108
  %120 = load i32, ptr %119, align 4, !dbg !108
  %121 = call i32 @llvm.bswap.i32(i32 %120), !dbg !108
  %122 = zext i32 %121 to i64, !dbg !108
  %123 = shl i64 %122, 32, !dbg !108
  store i64 %123, ptr %dst_hi, align 8, !dbg !108
  %124 = and i64 %104, 8191, !dbg !108
  %125 = icmp eq i64 %124, 0, !dbg !108
  br i1 %125, label %ip4.first, label %done, !dbg !108

ip4.first:                                        ; preds = %ip4.whole
  %126 = getelementptr i8, ptr %83, i64 9, !dbg !108
  %127 = load i8, ptr %126, align 1, !dbg !108
  %128 = zext i8 %127 to i64, !dbg !108
  br label %l4, !dbg !108

ip6.hdr:                                          ; preds = %ip6
  %129 = getelementptr i8, ptr %86, i64 0, !dbg !108
  %130 = load i8, ptr %129, align 1, !dbg !108
  %131 = zext i8 %130 to i64, !dbg !108
  %132 = lshr i64 %131, 4, !dbg !108
  %133 = icmp eq i64 %132, 6, !dbg !108
  br i1 %133, label %ip6.version, label %done, !dbg !108

ip6.version:                                      ; preds = %ip6.hdr
  store i8 6, ptr %family, align 1, !dbg !108
  %134 = load i32, ptr %flags, align 4, !dbg !108
  %135 = or i32 %134, 8, !dbg !108
  store i32 %135, ptr %flags, align 4, !dbg !108
  %136 = getelementptr i8, ptr %86, i64 7, !dbg !108
  %137 = load i8, ptr %136, align 1, !dbg !108
  %138 = zext i8 %137 to i64, !dbg !108
  %139 = trunc i64 %138 to i8, !dbg !108
  store i8 %139, ptr %ttl, align 1, !dbg !108
  %140 = getelementptr i8, ptr %86, i64 8, !dbg !108
  %141 = load i64, ptr %140, align 8, !dbg !108
  %142 = call i64 @llvm.bswap.i64(i64 %141), !dbg !108
  store i64 %142, ptr %src_hi, align 8, !dbg !108
  %143 = getelementptr i8, ptr %86, i64 16, !dbg !108
  %144 = load i64, ptr %143, align 8, !dbg !108
  %145 = call i64 @llvm.bswap.i64(i64 %144), !dbg !108
  store i64 %145, ptr %src_lo, align 8, !dbg !108
  %146 = getelementptr i8, ptr %86, i64 24, !dbg !108
  %147 = load i64, ptr %146, align 8, !dbg !108
  %148 = call i64 @llvm.bswap.i64(i64 %147), !dbg !108
  store i64 %148, ptr %dst_hi, align 8, !dbg !108
  %149 = getelementptr i8, ptr %86, i64 32, !dbg !108
  %150 = load i64, ptr %149, align 8, !dbg !108
  %151 = call i64 @llvm.bswap.i64(i64 %150), !dbg !108
  store i64 %151, ptr %dst_lo, align 8, !dbg !108
  %152 = getelementptr i8, ptr %86, i64 6, !dbg !108
  %153 = load i8, ptr %152, align 1, !dbg !108
  %154 = zext i8 %153 to i64, !dbg !108
  %155 = add i64 %off, 40, !dbg !108
  br label %ip6.ext0, !dbg !108

ip6.known:                                        ; preds = %ip6.ext133, %ip6.ext115, %ip6.ext97, %ip6.ext79, %ip6.ext61, %ip6.ext43, %ip6.ext25, %ip6.ext, %ip6.ext0
  %key6 = phi i64 [ %key10, %ip6.ext0 ], [ %key12, %ip6.ext ], [ %key26, %ip6.ext25 ], [ %key44, %ip6.ext43 ], [ %key62, %ip6.ext61 ], [ %key80, %ip6.ext79 ], [ %key98, %ip6.ext97 ], [ %key116, %ip6.ext115 ], [ %key134, %ip6.ext133 ], !dbg !108
  %off7 = phi i64 [ %off11, %ip6.ext0 ], [ %off13, %ip6.ext ], [ %off27, %ip6.ext25 ], [ %off45, %ip6.ext43 ], [ %off63, %ip6.ext61 ], [ %off81, %ip6.ext79 ], [ %off99, %ip6.ext97 ], [ %off117, %ip6.ext115 ], [ %off135, %ip6.ext133 ], !dbg !108
  br label %l4, !dbg !108

ip6.later.frag:                                   ; preds = %ip6.frag.later147, %ip6.frag.later129, %ip6.frag.later111, %ip6.frag.later93, %ip6.frag.later75, %ip6.frag.later57, %ip6.frag.later39, %ip6.frag.later
  %key8 = phi i64 [ %191, %ip6.frag.later ], [ %234, %ip6.frag.later39 ], [ %277, %ip6.frag.later57 ], [ %320, %ip6.frag.later75 ], [ %363, %ip6.frag.later93 ], [ %406, %ip6.frag.later111 ], [ %449, %ip6.frag.later129 ], [ %492, %ip6.frag.later147 ], !dbg !108
  %off9 = phi i64 [ %off11, %ip6.frag.later ], [ %off13, %ip6.frag.later39 ], [ %off27, %ip6.frag.later57 ], [ %off45, %ip6.frag.later75 ], [ %off63, %ip6.frag.later93 ], [ %off81, %ip6.frag.later111 ], [ %off99, %ip6.frag.later129 ], [ %off117, %ip6.frag.later147 ], !dbg !108
  br label %done, !dbg !108

ip6.ext0:                                         ; preds = %ip6.version
  %key10 = phi i64 [ %154, %ip6.version ], !dbg !108
  %off11 = phi i64 [ %155, %ip6.version ], !dbg !108
  switch i64 %key10, label %ip6.known [
    i64 0, label %ip6.ext.std
    i64 43, label %ip6.ext.std
    i64 60, label %ip6.ext.std
    i64 44, label %ip6.ext.frag
    i64 51, label %ip6.ext.ah
  ], !dbg !108

ip6.ext.std:                                      ; preds = %ip6.ext0, %ip6.ext0, %ip6.ext0
  %hdr14 = getelementptr i8, ptr %data, i64 %off11, !dbg !108
  %156 = call ptr @llvm.bpf.passthrough.p0.p0(i32 3, ptr %hdr14), !dbg !108
  %157 = getelementptr i8, ptr %156, i64 8, !dbg !108
  %158 = icmp ule ptr %157, %data_end, !dbg !108
  br i1 %158, label %ip6.ext15, label %done, !dbg !108

ip6.ext.ah:                                       ; preds = %ip6.ext0
  %hdr17 = getelementptr i8, ptr %data, i64 %off11, !dbg !108
  %159 = call ptr @llvm.bpf.passthrough.p0.p0(i32 5, ptr %hdr17), !dbg !108
  %160 = getelementptr i8, ptr %159, i64 8, !dbg !108
  %161 = icmp ule ptr %160, %data_end, !dbg !108
  br i1 %161, label %ip6.ext18, label %done, !dbg !108

ip6.ext.frag:                                     ; preds = %ip6.ext0
  %hdr21 = getelementptr i8, ptr %data, i64 %off11, !dbg !108
  %162 = call ptr @llvm.bpf.passthrough.p0.p0(i32 7, ptr %hdr21), !dbg !108
  %163 = getelementptr i8, ptr %162, i64 8, !dbg !108
  %164 = icmp ule ptr %163, %data_end, !dbg !108
  br i1 %164, label %ip6.frag, label %done, !dbg !108

ip6.ext:                                          ; preds = %ip6.frag.first, %ip6.ext.whole20, %ip6.ext.whole
  %key12 = phi i64 [ %175, %ip6.ext.whole ], [ %186, %ip6.ext.whole20 ], [ %191, %ip6.frag.first ], !dbg !108
  %off13 = phi i64 [ %170, %ip6.ext.whole ], [ %181, %ip6.ext.whole20 ], [ %198, %ip6.frag.first ], !dbg !108
  switch i64 %key12, label %ip6.known [
    i64 0, label %ip6.ext.std22
    i64 43, label %ip6.ext.std22
    i64 60, label %ip6.ext.std22
    i64 44, label %ip6.ext.frag24
    i64 51, label %ip6.ext.ah23
  ], !dbg !108

ip6.ext15:                                        ; preds = %ip6.ext.std
  %165 = getelementptr i8, ptr %156, i64 1, !dbg !108
  %166 = load i8, ptr %165, align 1, !dbg !108
  %167 = zext i8 %166 to i64, !dbg !108
  %168 = add i64 %167, 1, !dbg !108
  %169 = shl i64 %168, 3, !dbg !108
  %170 = add i64 %off11, %169, !dbg !108
  %hdr16 = getelementptr i8, ptr %data, i64 %170, !dbg !108
  %171 = call ptr @llvm.bpf.passthrough.p0.p0(i32 4, ptr %hdr16), !dbg !108
  %172 = icmp ule ptr %171, %data_end, !dbg !108
  br i1 %172, label %ip6.ext.whole, label %done, !dbg !108

ip6.ext.whole:                                    ; preds = %ip6.ext15
  %173 = getelementptr i8, ptr %156, i64 0, !dbg !108
  %174 = load i8, ptr %173, align 1, !dbg !108
  %175 = zext i8 %174 to i64, !dbg !108
  br label %ip6.ext, !dbg !108

ip6.ext18:                                        ; preds = %ip6.ext.ah
  %176 = getelementptr i8, ptr %159, i64 1, !dbg !108
  %177 = load i8, ptr %176, align 1, !dbg !108
  %178 = zext i8 %177 to i64, !dbg !108
  %179 = add i64 %178, 2, !dbg !108
  %180 = shl i64 %179, 2, !dbg !108
  %181 = add i64 %off11, %180, !dbg !108
  %hdr19 = getelementptr i8, ptr %data, i64 %181, !dbg !108
  %182 = call ptr @llvm.bpf.passthrough.p0.p0(i32 6, ptr %hdr19), !dbg !108
  %183 = icmp ule ptr %182, %data_end, !dbg !108
  br i1 %183, label %ip6.ext.whole20, label %done, !dbg !108

ip6.ext.whole20:                                  ; preds = %ip6.ext18
  %184 = getelementptr i8, ptr %159, i64 0, !dbg !108
  %185 = load i8, ptr %184, align 1, !dbg !108
  %186 = zext i8 %185 to i64, !dbg !108
  br label %ip6.ext, !dbg !108

ip6.frag:                                         ; preds = %ip6.ext.frag
  %187 = load i32, ptr %flags, align 4, !dbg !108
  %188 = or i32 %187, 32, !dbg !108
  store i32 %188, ptr %flags, align 4, !dbg !108
  %189 = getelementptr i8, ptr %162, i64 0, !dbg !108
  %190 = load i8, ptr %189, align 1, !dbg !108
  %191 = zext i8 %190 to i64, !dbg !108
  %192 = getelementptr i8, ptr %162, i64 2, !dbg !108
  %193 = load i16, ptr %192, align 2, !dbg !108
  %194 = call i16 @llvm.bswap.i16(i16 %193), !dbg !108
  %195 = zext i16 %194 to i64, !dbg !108
  %196 = and i64 %195, 65528, !dbg !108
  %197 = icmp eq i64 %196, 0, !dbg !108
  br i1 %197, label %ip6.frag.first, label %ip6.frag.later, !dbg !108

ip6.frag.first:                                   ; preds = %ip6.frag
  %198 = add i64 %off11, 8, !dbg !108
  br label %ip6.ext, !dbg !108

ip6.frag.later:                                   ; preds = %ip6.frag
  br label %ip6.later.frag, !dbg !108

ip6.ext.std22:                                    ; preds = %ip6.ext, %ip6.ext, %ip6.ext
  %hdr28 = getelementptr i8, ptr %data, i64 %off13, !dbg !108
  %199 = call ptr @llvm.bpf.passthrough.p0.p0(i32 8, ptr %hdr28), !dbg !108
  %200 = getelementptr i8, ptr %199, i64 8, !dbg !108
  %201 = icmp ule ptr %200, %data_end, !dbg !108
  br i1 %201, label %ip6.ext29, label %done, !dbg !108

ip6.ext.ah23:                                     ; preds = %ip6.ext
  %hdr32 = getelementptr i8, ptr %data, i64 %off13, !dbg !108
  %202 = call ptr @llvm.bpf.passthrough.p0.p0(i32 10, ptr %hdr32), !dbg !108
  %203 = getelementptr i8, ptr %202, i64 8, !dbg !108
  %204 = icmp ule ptr %203, %data_end, !dbg !108
  br i1 %204, label %ip6.ext33, label %done, !dbg !108

ip6.ext.frag24:                                   ; preds = %ip6.ext
  %hdr36 = getelementptr i8, ptr %data, i64 %off13, !dbg !108
  %205 = call ptr @llvm.bpf.passthrough.p0.p0(i32 12, ptr %hdr36), !dbg !108
  %206 = getelementptr i8, ptr %205, i64 8, !dbg !108
  %207 = icmp ule ptr %206, %data_end, !dbg !108
  br i1 %207, label %ip6.frag37, label %done, !dbg !108

ip6.ext25:                                        ; preds = %ip6.frag.first38, %ip6.ext.whole35, %ip6.ext.whole31
  %key26 = phi i64 [ %218, %ip6.ext.whole31 ], [ %229, %ip6.ext.whole35 ], [ %234, %ip6.frag.first38 ], !dbg !108
  %off27 = phi i64 [ %213, %ip6.ext.whole31 ], [ %224, %ip6.ext.whole35 ], [ %241, %ip6.frag.first38 ], !dbg !108
  switch i64 %key26, label %ip6.known [
    i64 0, label %ip6.ext.std40
    i64 43, label %ip6.ext.std40
    i64 60, label %ip6.ext.std40
    i64 44, label %ip6.ext.frag42
    i64 51, label %ip6.ext.ah41
  ], !dbg !108

ip6.ext29:                                        ; preds = %ip6.ext.std22
  %208 = getelementptr i8, ptr %199, i64 1, !dbg !108
  %209 = load i8, ptr %208, align 1, !dbg !108
  %210 = zext i8 %209 to i64, !dbg !108
  %211 = add i64 %210, 1, !dbg !108
  %212 = shl i64 %211, 3, !dbg !108
  %213 = add i64 %off13, %212, !dbg !108
  %hdr30 = getelementptr i8, ptr %data, i64 %213, !dbg !108
  %214 = call ptr @llvm.bpf.passthrough.p0.p0(i32 9, ptr %hdr30), !dbg !108
  %215 = icmp ule ptr %214, %data_end, !dbg !108
  br i1 %215, label %ip6.ext.whole31, label %done, !dbg !108

ip6.ext.whole31:                                  ; preds = %ip6.ext29
  %216 = getelementptr i8, ptr %199, i64 0, !dbg !108
  %217 = load i8, ptr %216, align 1, !dbg !108
  %218 = zext i8 %217 to i64, !dbg !108
  br label %ip6.ext25, !dbg !108

ip6.ext33:                                        ; preds = %ip6.ext.ah23
  %219 = getelementptr i8, ptr %202, i64 1, !dbg !108
  %220 = load i8, ptr %219, align 1, !dbg !108
  %221 = zext i8 %220 to i64, !dbg !108
  %222 = add i64 %221, 2, !dbg !108
  %223 = shl i64 %222, 2, !dbg !108
  %224 = add i64 %off13, %223, !dbg !108
  %hdr34 = getelementptr i8, ptr %data, i64 %224, !dbg !108
  %225 = call ptr @llvm.bpf.passthrough.p0.p0(i32 11, ptr %hdr34), !dbg !108
  %226 = icmp ule ptr %225, %data_end, !dbg !108
  br i1 %226, label %ip6.ext.whole35, label %done, !dbg !108

ip6.ext.whole35:                                  ; preds = %ip6.ext33
  %227 = getelementptr i8, ptr %202, i64 0, !dbg !108
  %228 = load i8, ptr %227, align 1, !dbg !108
  %229 = zext i8 %228 to i64, !dbg !108
  br label %ip6.ext25, !dbg !108

ip6.frag37:                                       ; preds = %ip6.ext.frag24
  %230 = load i32, ptr %flags, align 4, !dbg !108
  %231 = or i32 %230, 32, !dbg !108
  store i32 %231, ptr %flags, align 4, !dbg !108
  %232 = getelementptr i8, ptr %205, i64 0, !dbg !108
  %233 = load i8, ptr %232, align 1, !dbg !108
  %234 = zext i8 %233 to i64, !dbg !108
  %235 = getelementptr i8, ptr %205, i64 2, !dbg !108
  %236 = load i16, ptr %235, align 2, !dbg !108
  %237 = call i16 @llvm.bswap.i16(i16 %236), !dbg !108
  %238 = zext i16 %237 to i64, !dbg !108
  %239 = and i64 %238, 65528, !dbg !108
  %240 = icmp eq i64 %239, 0, !dbg !108
  br i1 %240, label %ip6.frag.first38, label %ip6.frag.later39, !dbg !108

ip6.frag.first38:                                 ; preds = %ip6.frag37
  %241 = add i64 %off13, 8, !dbg !108
  br label %ip6.ext25, !dbg !108

ip6.frag.later39:                                 ; preds = %ip6.frag37
  br label %ip6.later.frag, !dbg !108

ip6.ext.std40:                                    ; preds = %ip6.ext25, %ip6.ext25, %ip6.ext25
  %hdr46 = getelementptr i8, ptr %data, i64 %off27, !dbg !108
  %242 = call ptr @llvm.bpf.passthrough.p0.p0(i32 13, ptr %hdr46), !dbg !108
  %243 = getelementptr i8, ptr %242, i64 8, !dbg !108
  %244 = icmp ule ptr %243, %data_end, !dbg !108
  br i1 %244, label %ip6.ext47, label %done, !dbg !108

ip6.ext.ah41:                                     ; preds = %ip6.ext25
  %hdr50 = getelementptr i8, ptr %data, i64 %off27, !dbg !108
  %245 = call ptr @llvm.bpf.passthrough.p0.p0(i32 15, ptr %hdr50), !dbg !108
  %246 = getelementptr i8, ptr %245, i64 8, !dbg !108
  %247 = icmp ule ptr %246, %data_end, !dbg !108
  br i1 %247, label %ip6.ext51, label %done, !dbg !108

ip6.ext.frag42:                                   ; preds = %ip6.ext25
  %hdr54 = getelementptr i8, ptr %data, i64 %off27, !dbg !108
  %248 = call ptr @llvm.bpf.passthrough.p0.p0(i32 17, ptr %hdr54), !dbg !108
  %249 = getelementptr i8, ptr %248, i64 8, !dbg !108
  %250 = icmp ule ptr %249, %data_end, !dbg !108
  br i1 %250, label %ip6.frag55, label %done, !dbg !108

ip6.ext43:                                        ; preds = %ip6.frag.first56, %ip6.ext.whole53, %ip6.ext.whole49
  %key44 = phi i64 [ %261, %ip6.ext.whole49 ], [ %272, %ip6.ext.whole53 ], [ %277, %ip6.frag.first56 ], !dbg !108
  %off45 = phi i64 [ %256, %ip6.ext.whole49 ], [ %267, %ip6.ext.whole53 ], [ %284, %ip6.frag.first56 ], !dbg !108
  switch i64 %key44, label %ip6.known [
    i64 0, label %ip6.ext.std58
    i64 43, label %ip6.ext.std58
    i64 60, label %ip6.ext.std58
    i64 44, label %ip6.ext.frag60
    i64 51, label %ip6.ext.ah59
  ], !dbg !108

ip6.ext47:                                        ; preds = %ip6.ext.std40
  %251 = getelementptr i8, ptr %242, i64 1, !dbg !108
  %252 = load i8, ptr %251, align 1, !dbg !108
  %253 = zext i8 %252 to i64, !dbg !108
  %254 = add i64 %253, 1, !dbg !108
  %255 = shl i64 %254, 3, !dbg !108
  %256 = add i64 %off27, %255, !dbg !108
  %hdr48 = getelementptr i8, ptr %data, i64 %256, !dbg !108
  %257 = call ptr @llvm.bpf.passthrough.p0.p0(i32 14, ptr %hdr48), !dbg !108
  %258 = icmp ule ptr %257, %data_end, !dbg !108
  br i1 %258, label %ip6.ext.whole49, label %done, !dbg !108

ip6.ext.whole49:                                  ; preds = %ip6.ext47
  %259 = getelementptr i8, ptr %242, i64 0, !dbg !108
  %260 = load i8, ptr %259, align 1, !dbg !108
  %261 = zext i8 %260 to i64, !dbg !108
  br label %ip6.ext43, !dbg !108

ip6.ext51:                                        ; preds = %ip6.ext.ah41
  %262 = getelementptr i8, ptr %245, i64 1, !dbg !108
  %263 = load i8, ptr %262, align 1, !dbg !108
  %264 = zext i8 %263 to i64, !dbg !108
  %265 = add i64 %264, 2, !dbg !108
  %266 = shl i64 %265, 2, !dbg !108
  %267 = add i64 %off27, %266, !dbg !108
  %hdr52 = getelementptr i8, ptr %data, i64 %267, !dbg !108
  %268 = call ptr @llvm.bpf.passthrough.p0.p0(i32 16, ptr %hdr52), !dbg !108
  %269 = icmp ule ptr %268, %data_end, !dbg !108
  br i1 %269, label %ip6.ext.whole53, label %done, !dbg !108

ip6.ext.whole53:                                  ; preds = %ip6.ext51
  %270 = getelementptr i8, ptr %245, i64 0, !dbg !108
  %271 = load i8, ptr %270, align 1, !dbg !108
  %272 = zext i8 %271 to i64, !dbg !108
  br label %ip6.ext43, !dbg !108

ip6.frag55:                                       ; preds = %ip6.ext.frag42
  %273 = load i32, ptr %flags, align 4, !dbg !108
  %274 = or i32 %273, 32, !dbg !108
  store i32 %274, ptr %flags, align 4, !dbg !108
  %275 = getelementptr i8, ptr %248, i64 0, !dbg !108
  %276 = load i8, ptr %275, align 1, !dbg !108
  %277 = zext i8 %276 to i64, !dbg !108
  %278 = getelementptr i8, ptr %248, i64 2, !dbg !108
  %279 = load i16, ptr %278, align 2, !dbg !108
  %280 = call i16 @llvm.bswap.i16(i16 %279), !dbg !108
  %281 = zext i16 %280 to i64, !dbg !108
  %282 = and i64 %281, 65528, !dbg !108
  %283 = icmp eq i64 %282, 0, !dbg !108
  br i1 %283, label %ip6.frag.first56, label %ip6.frag.later57, !dbg !108

ip6.frag.first56:                                 ; preds = %ip6.frag55
  %284 = add i64 %off27, 8, !dbg !108
  br label %ip6.ext43, !dbg !108

ip6.frag.later57:                                 ; preds = %ip6.frag55
  br label %ip6.later.frag, !dbg !108

ip6.ext.std58:                                    ; preds = %ip6.ext43, %ip6.ext43, %ip6.ext43
  %hdr64 = getelementptr i8, ptr %data, i64 %off45, !dbg !108
  %285 = call ptr @llvm.bpf.passthrough.p0.p0(i32 18, ptr %hdr64), !dbg !108
  %286 = getelementptr i8, ptr %285, i64 8, !dbg !108
  %287 = icmp ule ptr %286, %data_end, !dbg !108
  br i1 %287, label %ip6.ext65, label %done, !dbg !108

ip6.ext.ah59:                                     ; preds = %ip6.ext43
  %hdr68 = getelementptr i8, ptr %data, i64 %off45, !dbg !108
  %288 = call ptr @llvm.bpf.passthrough.p0.p0(i32 20, ptr %hdr68), !dbg !108
  %289 = getelementptr i8, ptr %288, i64 8, !dbg !108
  %290 = icmp ule ptr %289, %data_end, !dbg !108
  br i1 %290, label %ip6.ext69, label %done, !dbg !108

ip6.ext.frag60:                                   ; preds = %ip6.ext43
  %hdr72 = getelementptr i8, ptr %data, i64 %off45, !dbg !108
  %291 = call ptr @llvm.bpf.passthrough.p0.p0(i32 22, ptr %hdr72), !dbg !108
  %292 = getelementptr i8, ptr %291, i64 8, !dbg !108
  %293 = icmp ule ptr %292, %data_end, !dbg !108
  br i1 %293, label %ip6.frag73, label %done, !dbg !108

ip6.ext61:                                        ; preds = %ip6.frag.first74, %ip6.ext.whole71, %ip6.ext.whole67
  %key62 = phi i64 [ %304, %ip6.ext.whole67 ], [ %315, %ip6.ext.whole71 ], [ %320, %ip6.frag.first74 ], !dbg !108
  %off63 = phi i64 [ %299, %ip6.ext.whole67 ], [ %310, %ip6.ext.whole71 ], [ %327, %ip6.frag.first74 ], !dbg !108
  switch i64 %key62, label %ip6.known [
    i64 0, label %ip6.ext.std76
    i64 43, label %ip6.ext.std76
    i64 60, label %ip6.ext.std76
    i64 44, label %ip6.ext.frag78
    i64 51, label %ip6.ext.ah77
  ], !dbg !108

ip6.ext65:                                        ; preds = %ip6.ext.std58
  %294 = getelementptr i8, ptr %285, i64 1, !dbg !108
  %295 = load i8, ptr %294, align 1, !dbg !108
  %296 = zext i8 %295 to i64, !dbg !108
  %297 = add i64 %296, 1, !dbg !108
  %298 = shl i64 %297, 3, !dbg !108
  %299 = add i64 %off45, %298, !dbg !108
  %hdr66 = getelementptr i8, ptr %data, i64 %299, !dbg !108
  %300 = call ptr @llvm.bpf.passthrough.p0.p0(i32 19, ptr %hdr66), !dbg !108
  %301 = icmp ule ptr %300, %data_end, !dbg !108
  br i1 %301, label %ip6.ext.whole67, label %done, !dbg !108

ip6.ext.whole67:                                  ; preds = %ip6.ext65
  %302 = getelementptr i8, ptr %285, i64 0, !dbg !108
  %303 = load i8, ptr %302, align 1, !dbg !108
  %304 = zext i8 %303 to i64, !dbg !108
  br label %ip6.ext61, !dbg !108

ip6.ext69:                                        ; preds = %ip6.ext.ah59
  %305 = getelementptr i8, ptr %288, i64 1, !dbg !108
  %306 = load i8, ptr %305, align 1, !dbg !108
  %307 = zext i8 %306 to i64, !dbg !108
  %308 = add i64 %307, 2, !dbg !108
  %309 = shl i64 %308, 2, !dbg !108
  %310 = add i64 %off45, %309, !dbg !108
  %hdr70 = getelementptr i8, ptr %data, i64 %310, !dbg !108
  %311 = call ptr @llvm.bpf.passthrough.p0.p0(i32 21, ptr %hdr70), !dbg !108
  %312 = icmp ule ptr %311, %data_end, !dbg !108
  br i1 %312, label %ip6.ext.whole71, label %done, !dbg !108

ip6.ext.whole71:                                  ; preds = %ip6.ext69
  %313 = getelementptr i8, ptr %288, i64 0, !dbg !108
  %314 = load i8, ptr %313, align 1, !dbg !108
  %315 = zext i8 %314 to i64, !dbg !108
  br label %ip6.ext61, !dbg !108

ip6.frag73:                                       ; preds = %ip6.ext.frag60
  %316 = load i32, ptr %flags, align 4, !dbg !108
  %317 = or i32 %316, 32, !dbg !108
  store i32 %317, ptr %flags, align 4, !dbg !108
  %318 = getelementptr i8, ptr %291, i64 0, !dbg !108
  %319 = load i8, ptr %318, align 1, !dbg !108
  %320 = zext i8 %319 to i64, !dbg !108
  %321 = getelementptr i8, ptr %291, i64 2, !dbg !108
  %322 = load i16, ptr %321, align 2, !dbg !108
  %323 = call i16 @llvm.bswap.i16(i16 %322), !dbg !108
  %324 = zext i16 %323 to i64, !dbg !108
  %325 = and i64 %324, 65528, !dbg !108
  %326 = icmp eq i64 %325, 0, !dbg !108
  br i1 %326, label %ip6.frag.first74, label %ip6.frag.later75, !dbg !108

ip6.frag.first74:                                 ; preds = %ip6.frag73
  %327 = add i64 %off45, 8, !dbg !108
  br label %ip6.ext61, !dbg !108

ip6.frag.later75:                                 ; preds = %ip6.frag73
  br label %ip6.later.frag, !dbg !108

ip6.ext.std76:                                    ; preds = %ip6.ext61, %ip6.ext61, %ip6.ext61
  %hdr82 = getelementptr i8, ptr %data, i64 %off63, !dbg !108
  %328 = call ptr @llvm.bpf.passthrough.p0.p0(i32 23, ptr %hdr82), !dbg !108
  %329 = getelementptr i8, ptr %328, i64 8, !dbg !108
  %330 = icmp ule ptr %329, %data_end, !dbg !108
  br i1 %330, label %ip6.ext83, label %done, !dbg !108

ip6.ext.ah77:                                     ; preds = %ip6.ext61
  %hdr86 = getelementptr i8, ptr %data, i64 %off63, !dbg !108
  %331 = call ptr @llvm.bpf.passthrough.p0.p0(i32 25, ptr %hdr86), !dbg !108
  %332 = getelementptr i8, ptr %331, i64 8, !dbg !108
  %333 = icmp ule ptr %332, %data_end, !dbg !108
  br i1 %333, label %ip6.ext87, label %done, !dbg !108

ip6.ext.frag78:                                   ; preds = %ip6.ext61
  %hdr90 = getelementptr i8, ptr %data, i64 %off63, !dbg !108
  %334 = call ptr @llvm.bpf.passthrough.p0.p0(i32 27, ptr %hdr90), !dbg !108
  %335 = getelementptr i8, ptr %334, i64 8, !dbg !108
  %336 = icmp ule ptr %335, %data_end, !dbg !108
  br i1 %336, label %ip6.frag91, label %done, !dbg !108

ip6.ext79:                                        ; preds = %ip6.frag.first92, %ip6.ext.whole89, %ip6.ext.whole85
  %key80 = phi i64 [ %347, %ip6.ext.whole85 ], [ %358, %ip6.ext.whole89 ], [ %363, %ip6.frag.first92 ], !dbg !108
  %off81 = phi i64 [ %342, %ip6.ext.whole85 ], [ %353, %ip6.ext.whole89 ], [ %370, %ip6.frag.first92 ], !dbg !108
  switch i64 %key80, label %ip6.known [
    i64 0, label %ip6.ext.std94
    i64 43, label %ip6.ext.std94
    i64 60, label %ip6.ext.std94
    i64 44, label %ip6.ext.frag96
    i64 51, label %ip6.ext.ah95
  ], !dbg !108

ip6.ext83:                                        ; preds = %ip6.ext.std76
  %337 = getelementptr i8, ptr %328, i64 1, !dbg !108
  %338 = load i8, ptr %337, align 1, !dbg !108
  %339 = zext i8 %338 to i64, !dbg !108
  %340 = add i64 %339, 1, !dbg !108
  %341 = shl i64 %340, 3, !dbg !108
  %342 = add i64 %off63, %341, !dbg !108
  %hdr84 = getelementptr i8, ptr %data, i64 %342, !dbg !108
  %343 = call ptr @llvm.bpf.passthrough.p0.p0(i32 24, ptr %hdr84), !dbg !108
  %344 = icmp ule ptr %343, %data_end, !dbg !108
  br i1 %344, label %ip6.ext.whole85, label %done, !dbg !108

ip6.ext.whole85:                                  ; preds = %ip6.ext83
  %345 = getelementptr i8, ptr %328, i64 0, !dbg !108
  %346 = load i8, ptr %345, align 1, !dbg !108
  %347 = zext i8 %346 to i64, !dbg !108
  br label %ip6.ext79, !dbg !108

ip6.ext87:                                        ; preds = %ip6.ext.ah77
  %348 = getelementptr i8, ptr %331, i64 1, !dbg !108
  %349 = load i8, ptr %348, align 1, !dbg !108
  %350 = zext i8 %349 to i64, !dbg !108
  %351 = add i64 %350, 2, !dbg !108
  %352 = shl i64 %351, 2, !dbg !108
  %353 = add i64 %off63, %352, !dbg !108
  %hdr88 = getelementptr i8, ptr %data, i64 %353, !dbg !108
  %354 = call ptr @llvm.bpf.passthrough.p0.p0(i32 26, ptr %hdr88), !dbg !108
  %355 = icmp ule ptr %354, %data_end, !dbg !108
  br i1 %355, label %ip6.ext.whole89, label %done, !dbg !108

ip6.ext.whole89:                                  ; preds = %ip6.ext87
  %356 = getelementptr i8, ptr %331, i64 0, !dbg !108
  %357 = load i8, ptr %356, align 1, !dbg !108
  %358 = zext i8 %357 to i64, !dbg !108
  br label %ip6.ext79, !dbg !108

ip6.frag91:                                       ; preds = %ip6.ext.frag78
  %359 = load i32, ptr %flags, align 4, !dbg !108
  %360 = or i32 %359, 32, !dbg !108
  store i32 %360, ptr %flags, align 4, !dbg !108
  %361 = getelementptr i8, ptr %334, i64 0, !dbg !108
  %362 = load i8, ptr %361, align 1, !dbg !108
  %363 = zext i8 %362 to i64, !dbg !108
  %364 = getelementptr i8, ptr %334, i64 2, !dbg !108
  %365 = load i16, ptr %364, align 2, !dbg !108
  %366 = call i16 @llvm.bswap.i16(i16 %365), !dbg !108
  %367 = zext i16 %366 to i64, !dbg !108
  %368 = and i64 %367, 65528, !dbg !108
  %369 = icmp eq i64 %368, 0, !dbg !108
  br i1 %369, label %ip6.frag.first92, label %ip6.frag.later93, !dbg !108

ip6.frag.first92:                                 ; preds = %ip6.frag91
  %370 = add i64 %off63, 8, !dbg !108
  br label %ip6.ext79, !dbg !108

ip6.frag.later93:                                 ; preds = %ip6.frag91
  br label %ip6.later.frag, !dbg !108

ip6.ext.std94:                                    ; preds = %ip6.ext79, %ip6.ext79, %ip6.ext79
  %hdr100 = getelementptr i8, ptr %data, i64 %off81, !dbg !108
  %371 = call ptr @llvm.bpf.passthrough.p0.p0(i32 28, ptr %hdr100), !dbg !108
  %372 = getelementptr i8, ptr %371, i64 8, !dbg !108
  %373 = icmp ule ptr %372, %data_end, !dbg !108
  br i1 %373, label %ip6.ext101, label %done, !dbg !108

ip6.ext.ah95:                                     ; preds = %ip6.ext79
  %hdr104 = getelementptr i8, ptr %data, i64 %off81, !dbg !108
  %374 = call ptr @llvm.bpf.passthrough.p0.p0(i32 30, ptr %hdr104), !dbg !108
  %375 = getelementptr i8, ptr %374, i64 8, !dbg !108
  %376 = icmp ule ptr %375, %data_end, !dbg !108
  br i1 %376, label %ip6.ext105, label %done, !dbg !108

ip6.ext.frag96:                                   ; preds = %ip6.ext79
  %hdr108 = getelementptr i8, ptr %data, i64 %off81, !dbg !108
  %377 = call ptr @llvm.bpf.passthrough.p0.p0(i32 32, ptr %hdr108), !dbg !108
  %378 = getelementptr i8, ptr %377, i64 8, !dbg !108
  %379 = icmp ule ptr %378, %data_end, !dbg !108
  br i1 %379, label %ip6.frag109, label %done, !dbg !108

ip6.ext97:                                        ; preds = %ip6.frag.first110, %ip6.ext.whole107, %ip6.ext.whole103
  %key98 = phi i64 [ %390, %ip6.ext.whole103 ], [ %401, %ip6.ext.whole107 ], [ %406, %ip6.frag.first110 ], !dbg !108
  %off99 = phi i64 [ %385, %ip6.ext.whole103 ], [ %396, %ip6.ext.whole107 ], [ %413, %ip6.frag.first110 ], !dbg !108
  switch i64 %key98, label %ip6.known [
    i64 0, label %ip6.ext.std112
    i64 43, label %ip6.ext.std112
    i64 60, label %ip6.ext.std112
    i64 44, label %ip6.ext.frag114
    i64 51, label %ip6.ext.ah113
  ], !dbg !108

ip6.ext101:                                       ; preds = %ip6.ext.std94
  %380 = getelementptr i8, ptr %371, i64 1, !dbg !108
  %381 = load i8, ptr %380, align 1, !dbg !108
  %382 = zext i8 %381 to i64, !dbg !108
  %383 = add i64 %382, 1, !dbg !108
  %384 = shl i64 %383, 3, !dbg !108
  %385 = add i64 %off81, %384, !dbg !108
  %hdr102 = getelementptr i8, ptr %data, i64 %385, !dbg !108
  %386 = call ptr @llvm.bpf.passthrough.p0.p0(i32 29, ptr %hdr102), !dbg !108
  %387 = icmp ule ptr %386, %data_end, !dbg !108
  br i1 %387, label %ip6.ext.whole103, label %done, !dbg !108

ip6.ext.whole103:                                 ; preds = %ip6.ext101
  %388 = getelementptr i8, ptr %371, i64 0, !dbg !108
  %389 = load i8, ptr %388, align 1, !dbg !108
  %390 = zext i8 %389 to i64, !dbg !108
  br label %ip6.ext97, !dbg !108

ip6.ext105:                                       ; preds = %ip6.ext.ah95
  %391 = getelementptr i8, ptr %374, i64 1, !dbg !108
  %392 = load i8, ptr %391, align 1, !dbg !108
  %393 = zext i8 %392 to i64, !dbg !108
  %394 = add i64 %393, 2, !dbg !108
  %395 = shl i64 %394, 2, !dbg !108
  %396 = add i64 %off81, %395, !dbg !108
  %hdr106 = getelementptr i8, ptr %data, i64 %396, !dbg !108
  %397 = call ptr @llvm.bpf.passthrough.p0.p0(i32 31, ptr %hdr106), !dbg !108
  %398 = icmp ule ptr %397, %data_end, !dbg !108
  br i1 %398, label %ip6.ext.whole107, label %done, !dbg !108

ip6.ext.whole107:                                 ; preds = %ip6.ext105
  %399 = getelementptr i8, ptr %374, i64 0, !dbg !108
  %400 = load i8, ptr %399, align 1, !dbg !108
  %401 = zext i8 %400 to i64, !dbg !108
  br label %ip6.ext97, !dbg !108

ip6.frag109:                                      ; preds = %ip6.ext.frag96
  %402 = load i32, ptr %flags, align 4, !dbg !108
  %403 = or i32 %402, 32, !dbg !108
  store i32 %403, ptr %flags, align 4, !dbg !108
  %404 = getelementptr i8, ptr %377, i64 0, !dbg !108
  %405 = load i8, ptr %404, align 1, !dbg !108
  %406 = zext i8 %405 to i64, !dbg !108
  %407 = getelementptr i8, ptr %377, i64 2, !dbg !108
  %408 = load i16, ptr %407, align 2, !dbg !108
  %409 = call i16 @llvm.bswap.i16(i16 %408), !dbg !108
  %410 = zext i16 %409 to i64, !dbg !108
  %411 = and i64 %410, 65528, !dbg !108
  %412 = icmp eq i64 %411, 0, !dbg !108
  br i1 %412, label %ip6.frag.first110, label %ip6.frag.later111, !dbg !108

ip6.frag.first110:                                ; preds = %ip6.frag109
  %413 = add i64 %off81, 8, !dbg !108
  br label %ip6.ext97, !dbg !108

ip6.frag.later111:                                ; preds = %ip6.frag109
  br label %ip6.later.frag, !dbg !108

ip6.ext.std112:                                   ; preds = %ip6.ext97, %ip6.ext97, %ip6.ext97
  %hdr118 = getelementptr i8, ptr %data, i64 %off99, !dbg !108
  %414 = call ptr @llvm.bpf.passthrough.p0.p0(i32 33, ptr %hdr118), !dbg !108
  %415 = getelementptr i8, ptr %414, i64 8, !dbg !108
  %416 = icmp ule ptr %415, %data_end, !dbg !108
  br i1 %416, label %ip6.ext119, label %done, !dbg !108

ip6.ext.ah113:                                    ; preds = %ip6.ext97
  %hdr122 = getelementptr i8, ptr %data, i64 %off99, !dbg !108
  %417 = call ptr @llvm.bpf.passthrough.p0.p0(i32 35, ptr %hdr122), !dbg !108
  %418 = getelementptr i8, ptr %417, i64 8, !dbg !108
  %419 = icmp ule ptr %418, %data_end, !dbg !108
  br i1 %419, label %ip6.ext123, label %done, !dbg !108

ip6.ext.frag114:                                  ; preds = %ip6.ext97
  %hdr126 = getelementptr i8, ptr %data, i64 %off99, !dbg !108
  %420 = call ptr @llvm.bpf.passthrough.p0.p0(i32 37, ptr %hdr126), !dbg !108
  %421 = getelementptr i8, ptr %420, i64 8, !dbg !108
  %422 = icmp ule ptr %421, %data_end, !dbg !108
  br i1 %422, label %ip6.frag127, label %done, !dbg !108

ip6.ext115:                                       ; preds = %ip6.frag.first128, %ip6.ext.whole125, %ip6.ext.whole121
  %key116 = phi i64 [ %433, %ip6.ext.whole121 ], [ %444, %ip6.ext.whole125 ], [ %449, %ip6.frag.first128 ], !dbg !108
  %off117 = phi i64 [ %428, %ip6.ext.whole121 ], [ %439, %ip6.ext.whole125 ], [ %456, %ip6.frag.first128 ], !dbg !108
  switch i64 %key116, label %ip6.known [
    i64 0, label %ip6.ext.std130
    i64 43, label %ip6.ext.std130
    i64 60, label %ip6.ext.std130
    i64 44, label %ip6.ext.frag132
    i64 51, label %ip6.ext.ah131
  ], !dbg !108

ip6.ext119:                                       ; preds = %ip6.ext.std112
  %423 = getelementptr i8, ptr %414, i64 1, !dbg !108
  %424 = load i8, ptr %423, align 1, !dbg !108
  %425 = zext i8 %424 to i64, !dbg !108
  %426 = add i64 %425, 1, !dbg !108
  %427 = shl i64 %426, 3, !dbg !108
  %428 = add i64 %off99, %427, !dbg !108
  %hdr120 = getelementptr i8, ptr %data, i64 %428, !dbg !108
  %429 = call ptr @llvm.bpf.passthrough.p0.p0(i32 34, ptr %hdr120), !dbg !108
  %430 = icmp ule ptr %429, %data_end, !dbg !108
  br i1 %430, label %ip6.ext.whole121, label %done, !dbg !108

ip6.ext.whole121:                                 ; preds = %ip6.ext119
  %431 = getelementptr i8, ptr %414, i64 0, !dbg !108
  %432 = load i8, ptr %431, align 1, !dbg !108
  %433 = zext i8 %432 to i64, !dbg !108
  br label %ip6.ext115, !dbg !108

ip6.ext123:                                       ; preds = %ip6.ext.ah113
  %434 = getelementptr i8, ptr %417, i64 1, !dbg !108
  %435 = load i8, ptr %434, align 1, !dbg !108
  %436 = zext i8 %435 to i64, !dbg !108
  %437 = add i64 %436, 2, !dbg !108
  %438 = shl i64 %437, 2, !dbg !108
  %439 = add i64 %off99, %438, !dbg !108
  %hdr124 = getelementptr i8, ptr %data, i64 %439, !dbg !108
  %440 = call ptr @llvm.bpf.passthrough.p0.p0(i32 36, ptr %hdr124), !dbg !108
  %441 = icmp ule ptr %440, %data_end, !dbg !108
  br i1 %441, label %ip6.ext.whole125, label %done, !dbg !108

ip6.ext.whole125:                                 ; preds = %ip6.ext123
  %442 = getelementptr i8, ptr %417, i64 0, !dbg !108
  %443 = load i8, ptr %442, align 1, !dbg !108
  %444 = zext i8 %443 to i64, !dbg !108
  br label %ip6.ext115, !dbg !108

ip6.frag127:                                      ; preds = %ip6.ext.frag114
  %445 = load i32, ptr %flags, align 4, !dbg !108
  %446 = or i32 %445, 32, !dbg !108
  store i32 %446, ptr %flags, align 4, !dbg !108
  %447 = getelementptr i8, ptr %420, i64 0, !dbg !108
  %448 = load i8, ptr %447, align 1, !dbg !108
  %449 = zext i8 %448 to i64, !dbg !108
  %450 = getelementptr i8, ptr %420, i64 2, !dbg !108
  %451 = load i16, ptr %450, align 2, !dbg !108
  %452 = call i16 @llvm.bswap.i16(i16 %451), !dbg !108
  %453 = zext i16 %452 to i64, !dbg !108
  %454 = and i64 %453, 65528, !dbg !108
  %455 = icmp eq i64 %454, 0, !dbg !108
  br i1 %455, label %ip6.frag.first128, label %ip6.frag.later129, !dbg !108

ip6.frag.first128:                                ; preds = %ip6.frag127
  %456 = add i64 %off99, 8, !dbg !108
  br label %ip6.ext115, !dbg !108

ip6.frag.later129:                                ; preds = %ip6.frag127
  br label %ip6.later.frag, !dbg !108

ip6.ext.std130:                                   ; preds = %ip6.ext115, %ip6.ext115, %ip6.ext115
  %hdr136 = getelementptr i8, ptr %data, i64 %off117, !dbg !108
  %457 = call ptr @llvm.bpf.passthrough.p0.p0(i32 38, ptr %hdr136), !dbg !108
  %458 = getelementptr i8, ptr %457, i64 8, !dbg !108
  %459 = icmp ule ptr %458, %data_end, !dbg !108
  br i1 %459, label %ip6.ext137, label %done, !dbg !108

ip6.ext.ah131:                                    ; preds = %ip6.ext115
  %hdr140 = getelementptr i8, ptr %data, i64 %off117, !dbg !108
  %460 = call ptr @llvm.bpf.passthrough.p0.p0(i32 40, ptr %hdr140), !dbg !108
  %461 = getelementptr i8, ptr %460, i64 8, !dbg !108
  %462 = icmp ule ptr %461, %data_end, !dbg !108
  br i1 %462, label %ip6.ext141, label %done, !dbg !108

ip6.ext.frag132:                                  ; preds = %ip6.ext115
  %hdr144 = getelementptr i8, ptr %data, i64 %off117, !dbg !108
  %463 = call ptr @llvm.bpf.passthrough.p0.p0(i32 42, ptr %hdr144), !dbg !108
  %464 = getelementptr i8, ptr %463, i64 8, !dbg !108
  %465 = icmp ule ptr %464, %data_end, !dbg !108
  br i1 %465, label %ip6.frag145, label %done, !dbg !108

ip6.ext133:                                       ; preds = %ip6.frag.first146, %ip6.ext.whole143, %ip6.ext.whole139
  %key134 = phi i64 [ %476, %ip6.ext.whole139 ], [ %487, %ip6.ext.whole143 ], [ %492, %ip6.frag.first146 ], !dbg !108
  %off135 = phi i64 [ %471, %ip6.ext.whole139 ], [ %482, %ip6.ext.whole143 ], [ %499, %ip6.frag.first146 ], !dbg !108
  switch i64 %key134, label %ip6.known [
    i64 0, label %done
    i64 43, label %done
    i64 60, label %done
    i64 44, label %done
    i64 51, label %done
  ], !dbg !108

ip6.ext137:                                       ; preds = %ip6.ext.std130
  %466 = getelementptr i8, ptr %457, i64 1, !dbg !108
  %467 = load i8, ptr %466, align 1, !dbg !108
  %468 = zext i8 %467 to i64, !dbg !108
  %469 = add i64 %468, 1, !dbg !108
  %470 = shl i64 %469, 3, !dbg !108
  %471 = add i64 %off117, %470, !dbg !108
  %hdr138 = getelementptr i8, ptr %data, i64 %471, !dbg !108
  %472 = call ptr @llvm.bpf.passthrough.p0.p0(i32 39, ptr %hdr138), !dbg !108
  %473 = icmp ule ptr %472, %data_end, !dbg !108
  br i1 %473, label %ip6.ext.whole139, label %done, !dbg !108

ip6.ext.whole139:                                 ; preds = %ip6.ext137
  %474 = getelementptr i8, ptr %457, i64 0, !dbg !108
  %475 = load i8, ptr %474, align 1, !dbg !108
  %476 = zext i8 %475 to i64, !dbg !108
  br label %ip6.ext133, !dbg !108

ip6.ext141:                                       ; preds = %ip6.ext.ah131
  %477 = getelementptr i8, ptr %460, i64 1, !dbg !108
  %478 = load i8, ptr %477, align 1, !dbg !108
  %479 = zext i8 %478 to i64, !dbg !108
  %480 = add i64 %479, 2, !dbg !108
  %481 = shl i64 %480, 2, !dbg !108
  %482 = add i64 %off117, %481, !dbg !108
  %hdr142 = getelementptr i8, ptr %data, i64 %482, !dbg !108
  %483 = call ptr @llvm.bpf.passthrough.p0.p0(i32 41, ptr %hdr142), !dbg !108
  %484 = icmp ule ptr %483, %data_end, !dbg !108
  br i1 %484, label %ip6.ext.whole143, label %done, !dbg !108

ip6.ext.whole143:                                 ; preds = %ip6.ext141
  %485 = getelementptr i8, ptr %460, i64 0, !dbg !108
  %486 = load i8, ptr %485, align 1, !dbg !108
  %487 = zext i8 %486 to i64, !dbg !108
  br label %ip6.ext133, !dbg !108

ip6.frag145:                                      ; preds = %ip6.ext.frag132
  %488 = load i32, ptr %flags, align 4, !dbg !108
  %489 = or i32 %488, 32, !dbg !108
  store i32 %489, ptr %flags, align 4, !dbg !108
  %490 = getelementptr i8, ptr %463, i64 0, !dbg !108
  %491 = load i8, ptr %490, align 1, !dbg !108
  %492 = zext i8 %491 to i64, !dbg !108
  %493 = getelementptr i8, ptr %463, i64 2, !dbg !108
  %494 = load i16, ptr %493, align 2, !dbg !108
  %495 = call i16 @llvm.bswap.i16(i16 %494), !dbg !108
  %496 = zext i16 %495 to i64, !dbg !108
  %497 = and i64 %496, 65528, !dbg !108
  %498 = icmp eq i64 %497, 0, !dbg !108
  br i1 %498, label %ip6.frag.first146, label %ip6.frag.later147, !dbg !108

ip6.frag.first146:                                ; preds = %ip6.frag145
  %499 = add i64 %off117, 8, !dbg !108
  br label %ip6.ext133, !dbg !108

ip6.frag.later147:                                ; preds = %ip6.frag145
  br label %ip6.later.frag, !dbg !108

tcp:                                              ; preds = %l4
  %hdr148 = getelementptr i8, ptr %data, i64 %off3, !dbg !108
  %500 = call ptr @llvm.bpf.passthrough.p0.p0(i32 43, ptr %hdr148), !dbg !108
  %501 = getelementptr i8, ptr %500, i64 20, !dbg !108
  %502 = icmp ule ptr %501, %data_end, !dbg !108
  br i1 %502, label %tcp.hdr, label %done, !dbg !108

tcp.hdr:                                          ; preds = %tcp
  %503 = load i32, ptr %flags, align 4, !dbg !108
  %504 = or i32 %503, 192, !dbg !108
  store i32 %504, ptr %flags, align 4, !dbg !108
  %505 = getelementptr i8, ptr %500, i64 0, !dbg !108
  %506 = load i16, ptr %505, align 2, !dbg !108
  %507 = call i16 @llvm.bswap.i16(i16 %506), !dbg !108
  %508 = zext i16 %507 to i64, !dbg !108
  %509 = trunc i64 %508 to i16, !dbg !108
  store i16 %509, ptr %sport, align 2, !dbg !108
  %510 = getelementptr i8, ptr %500, i64 2, !dbg !108
  %511 = load i16, ptr %510, align 2, !dbg !108
  %512 = call i16 @llvm.bswap.i16(i16 %511), !dbg !108
  %513 = zext i16 %512 to i64, !dbg !108
  %514 = trunc i64 %513 to i16, !dbg !108
  store i16 %514, ptr %dport, align 2, !dbg !108
  %515 = getelementptr i8, ptr %500, i64 13, !dbg !108
  %516 = load i8, ptr %515, align 1, !dbg !108
  %517 = zext i8 %516 to i64, !dbg !108
  %518 = trunc i64 %517 to i8, !dbg !108
  store i8 %518, ptr %tcpflags, align 1, !dbg !108
  br label %done, !dbg !108

udp:                                              ; preds = %l4
  %hdr149 = getelementptr i8, ptr %data, i64 %off3, !dbg !108
  %519 = call ptr @llvm.bpf.passthrough.p0.p0(i32 44, ptr %hdr149), !dbg !108
  %520 = getelementptr i8, ptr %519, i64 8, !dbg !108
  %521 = icmp ule ptr %520, %data_end, !dbg !108
  br i1 %521, label %udp.hdr, label %done, !dbg !108

udp.hdr:                                          ; preds = %udp
  %522 = load i32, ptr %flags, align 4, !dbg !108
  %523 = or i32 %522, 64, !dbg !108
  store i32 %523, ptr %flags, align 4, !dbg !108
  %524 = getelementptr i8, ptr %519, i64 0, !dbg !108
  %525 = load i16, ptr %524, align 2, !dbg !108
  %526 = call i16 @llvm.bswap.i16(i16 %525), !dbg !108
  %527 = zext i16 %526 to i64, !dbg !108
  %528 = trunc i64 %527 to i16, !dbg !108
  store i16 %528, ptr %sport, align 2, !dbg !108
  %529 = getelementptr i8, ptr %519, i64 2, !dbg !108
  %530 = load i16, ptr %529, align 2, !dbg !108
  %531 = call i16 @llvm.bswap.i16(i16 %530), !dbg !108
  %532 = zext i16 %531 to i64, !dbg !108
  %533 = trunc i64 %532 to i16, !dbg !108
  store i16 %533, ptr %dport, align 2, !dbg !108
  br label %done, !dbg !108
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: nounwind memory(none)
declare ptr @llvm.bpf.passthrough.p0.p0(i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: noinline nounwind
define i32 @xdpc_rules_0(ptr %0, i32 %1) #0 !dbg !109 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !115
  %val = alloca [2 x i64], align 8, !dbg !115
  %key = alloca i32, align 8, !dbg !115
  %best = alloca i32, align 8, !dbg !115
  store i32 %1, ptr %best, align 4, !dbg !115
  %2 = icmp eq ptr %0, null, !dbg !115
  br i1 %2, label %continue, label %rules, !dbg !115

rules:                                            ; preds = %entry
  br label %hit, !dbg !115

hit:                                              ; preds = %rules
  %len = getelementptr i8, ptr %0, i64 48, !dbg !115
  %len2 = load i32, ptr %len, align 4, !dbg !115
  %3 = zext i32 %len2 to i64, !dbg !115
  %4 = call i32 @xdpc_count(i32 0, i64 %3), !dbg !115
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !115
  %flags3 = load i32, ptr %flags, align 4, !dbg !115
  %5 = zext i32 %flags3 to i64, !dbg !115
  %6 = and i64 %5, 12, !dbg !115
  %7 = icmp ne i64 %6, 0, !dbg !115
  br i1 %7, label %count.key, label %count.skip, !dbg !115

next:                                             ; preds = %count.skip
  br label %hit15, !dbg !116

count.key:                                        ; preds = %hit
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !115
  %src_hi4 = load i64, ptr %src_hi, align 8, !dbg !115
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !115
  %src_lo5 = load i64, ptr %src_lo, align 8, !dbg !115
  %family = getelementptr i8, ptr %0, i64 67, !dbg !115
  %family6 = load i8, ptr %family, align 1, !dbg !115
  %8 = zext i8 %family6 to i64, !dbg !115
  %9 = trunc i64 %8 to i32, !dbg !115
  %10 = getelementptr i8, ptr %addr, i64 0, !dbg !115
  store i32 %9, ptr %10, align 4, !dbg !115
  %11 = call i64 @llvm.bswap.i64(i64 %src_hi4), !dbg !115
  %12 = getelementptr i8, ptr %addr, i64 4, !dbg !115
  store i64 %11, ptr %12, align 4, !dbg !115
  %13 = call i64 @llvm.bswap.i64(i64 %src_lo5), !dbg !115
  %14 = getelementptr i8, ptr %addr, i64 12, !dbg !115
  store i64 %13, ptr %14, align 4, !dbg !115
  %15 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_src, ptr %addr), !dbg !115
  %16 = icmp ne ptr %15, null, !dbg !115
  br i1 %16, label %addr.found, label %addr.create, !dbg !115

count.skip:                                       ; preds = %addr.done, %hit
  br label %next, !dbg !115

addr.found:                                       ; preds = %count.key
  %17 = icmp ne ptr %15, null, !dbg !115
  br i1 %17, label %count.add, label %count.done, !dbg !115

addr.create:                                      ; preds = %count.key
  %18 = getelementptr i8, ptr %val, i64 0, !dbg !115
  store i64 1, ptr %18, align 8, !dbg !115
  %len9 = getelementptr i8, ptr %0, i64 48, !dbg !115
  %len10 = load i32, ptr %len9, align 4, !dbg !115
  %19 = zext i32 %len10 to i64, !dbg !115
  %20 = getelementptr i8, ptr %val, i64 8, !dbg !115
  store i64 %19, ptr %20, align 8, !dbg !115
  %21 = call i64 inttoptr (i64 2 to ptr)(ptr @xdpc_t0_src, ptr %addr, ptr %val, i64 1), !dbg !115
  %22 = icmp eq i64 %21, 0, !dbg !115
  br i1 %22, label %addr.done, label %addr.retry, !dbg !115

addr.retry:                                       ; preds = %addr.create
  %23 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_src, ptr %addr), !dbg !115
  %24 = icmp ne ptr %23, null, !dbg !115
  br i1 %24, label %count.add11, label %count.done12, !dbg !115

addr.done:                                        ; preds = %count.done12, %addr.create, %count.done
  br label %count.skip, !dbg !115

count.add:                                        ; preds = %addr.found
  %25 = load i64, ptr %15, align 8, !dbg !115
  %26 = add i64 %25, 1, !dbg !115
  store i64 %26, ptr %15, align 8, !dbg !115
  %27 = getelementptr i8, ptr %15, i64 8, !dbg !115
  %28 = load i64, ptr %27, align 8, !dbg !115
  %len7 = getelementptr i8, ptr %0, i64 48, !dbg !115
  %len8 = load i32, ptr %len7, align 4, !dbg !115
  %29 = zext i32 %len8 to i64, !dbg !115
  %30 = add i64 %28, %29, !dbg !115
  store i64 %30, ptr %27, align 8, !dbg !115
  br label %count.done, !dbg !115

count.done:                                       ; preds = %count.add, %addr.found
  br label %addr.done, !dbg !115

count.add11:                                      ; preds = %addr.retry
  %31 = load i64, ptr %23, align 8, !dbg !115
  %32 = add i64 %31, 1, !dbg !115
  store i64 %32, ptr %23, align 8, !dbg !115
  %33 = getelementptr i8, ptr %23, i64 8, !dbg !115
  %34 = load i64, ptr %33, align 8, !dbg !115
  %len13 = getelementptr i8, ptr %0, i64 48, !dbg !115
  %len14 = load i32, ptr %len13, align 4, !dbg !115
  %35 = zext i32 %len14 to i64, !dbg !115
  %36 = add i64 %34, %35, !dbg !115
  store i64 %36, ptr %33, align 8, !dbg !115
  br label %count.done12, !dbg !115

count.done12:                                     ; preds = %count.add11, %addr.retry
  br label %addr.done, !dbg !115

hit15:                                            ; preds = %next
  %len17 = getelementptr i8, ptr %0, i64 48, !dbg !116
  %len18 = load i32, ptr %len17, align 4, !dbg !116
  %37 = zext i32 %len18 to i64, !dbg !116
  %38 = call i32 @xdpc_count(i32 1, i64 %37), !dbg !116
  %flags19 = getelementptr i8, ptr %0, i64 52, !dbg !116
  %flags20 = load i32, ptr %flags19, align 4, !dbg !116
  %39 = zext i32 %flags20 to i64, !dbg !116
  %40 = and i64 %39, 64, !dbg !116
  %41 = icmp ne i64 %40, 0, !dbg !116
  br i1 %41, label %count.key21, label %count.skip22, !dbg !116

next16:                                           ; preds = %count.skip22
  %flags30 = getelementptr i8, ptr %0, i64 52, !dbg !117
  %flags31 = load i32, ptr %flags30, align 4, !dbg !117
  %42 = zext i32 %flags31 to i64, !dbg !117
  %43 = and i64 %42, 1, !dbg !117
  %44 = icmp ne i64 %43, 0, !dbg !117
  br i1 %44, label %has, label %next29, !dbg !117

count.key21:                                      ; preds = %hit15
  %sport = getelementptr i8, ptr %0, i64 60, !dbg !116
  %sport23 = load i16, ptr %sport, align 2, !dbg !116
  %45 = zext i16 %sport23 to i64, !dbg !116
  %46 = trunc i64 %45 to i32, !dbg !116
  store i32 %46, ptr %key, align 4, !dbg !116
  %47 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t1_sport, ptr %key), !dbg !116
  %48 = icmp ne ptr %47, null, !dbg !116
  br i1 %48, label %count.add24, label %count.done25, !dbg !116

count.skip22:                                     ; preds = %count.done25, %hit15
  br label %next16, !dbg !116

count.add24:                                      ; preds = %count.key21
  %49 = load i64, ptr %47, align 8, !dbg !116
  %50 = add i64 %49, 1, !dbg !116
  store i64 %50, ptr %47, align 8, !dbg !116
  %51 = getelementptr i8, ptr %47, i64 8, !dbg !116
  %52 = load i64, ptr %51, align 8, !dbg !116
  %len26 = getelementptr i8, ptr %0, i64 48, !dbg !116
  %len27 = load i32, ptr %len26, align 4, !dbg !116
  %53 = zext i32 %len27 to i64, !dbg !116
  %54 = add i64 %52, %53, !dbg !116
  store i64 %54, ptr %51, align 8, !dbg !116
  br label %count.done25, !dbg !116

count.done25:                                     ; preds = %count.add24, %count.key21
  br label %count.skip22, !dbg !116

hit28:                                            ; preds = %has33
  ret i32 14, !dbg !117

next29:                                           ; preds = %has33, %and, %has, %next16
  %flags40 = getelementptr i8, ptr %0, i64 52, !dbg !118
  %flags41 = load i32, ptr %flags40, align 4, !dbg !118
  %55 = zext i32 %flags41 to i64, !dbg !118
  %56 = and i64 %55, 1, !dbg !118
  %57 = icmp ne i64 %56, 0, !dbg !118
  br i1 %57, label %has39, label %next38, !dbg !118

and:                                              ; preds = %has
  %flags34 = getelementptr i8, ptr %0, i64 52, !dbg !117
  %flags35 = load i32, ptr %flags34, align 4, !dbg !117
  %58 = zext i32 %flags35 to i64, !dbg !117
  %59 = and i64 %58, 1, !dbg !117
  %60 = icmp ne i64 %59, 0, !dbg !117
  br i1 %60, label %has33, label %next29, !dbg !117

has:                                              ; preds = %next16
  %smac = getelementptr i8, ptr %0, i64 40, !dbg !117
  %smac32 = load i64, ptr %smac, align 8, !dbg !117
  %61 = icmp eq i64 %smac32, 2199023255553, !dbg !117
  br i1 %61, label %and, label %next29, !dbg !117

has33:                                            ; preds = %and
  %dmac = getelementptr i8, ptr %0, i64 32, !dbg !117
  %dmac36 = load i64, ptr %dmac, align 8, !dbg !117
  %62 = icmp eq i64 %dmac36, 2199023255554, !dbg !117
  br i1 %62, label %hit28, label %next29, !dbg !117

hit37:                                            ; preds = %has39
  ret i32 18, !dbg !118

next38:                                           ; preds = %has39, %next29
  %flags47 = getelementptr i8, ptr %0, i64 52, !dbg !119
  %flags48 = load i32, ptr %flags47, align 4, !dbg !119
  %63 = zext i32 %flags48 to i64, !dbg !119
  %64 = and i64 %63, 2, !dbg !119
  %65 = icmp ne i64 %64, 0, !dbg !119
  br i1 %65, label %has46, label %next44, !dbg !119

has39:                                            ; preds = %next29
  %ethertype = getelementptr i8, ptr %0, i64 56, !dbg !118
  %ethertype42 = load i16, ptr %ethertype, align 2, !dbg !118
  %66 = zext i16 %ethertype42 to i64, !dbg !118
  %67 = icmp eq i64 %66, 35020, !dbg !118
  br i1 %67, label %hit37, label %next38, !dbg !118

hit43:                                            ; preds = %has50
  ret i32 22, !dbg !119

next44:                                           ; preds = %has50, %and45, %has46, %next38
  %flags56 = getelementptr i8, ptr %0, i64 52, !dbg !120
  %flags57 = load i32, ptr %flags56, align 4, !dbg !120
  %68 = zext i32 %flags57 to i64, !dbg !120
  %69 = and i64 %68, 32, !dbg !120
  %70 = icmp ne i64 %69, 0, !dbg !120
  br i1 %70, label %hit54, label %next55, !dbg !120

and45:                                            ; preds = %has46
  %flags51 = getelementptr i8, ptr %0, i64 52, !dbg !119
  %flags52 = load i32, ptr %flags51, align 4, !dbg !119
  %71 = zext i32 %flags52 to i64, !dbg !119
  %72 = and i64 %71, 12, !dbg !119
  %73 = icmp ne i64 %72, 0, !dbg !119
  br i1 %73, label %has50, label %next44, !dbg !119

has46:                                            ; preds = %next38
  %vid = getelementptr i8, ptr %0, i64 58, !dbg !119
  %vid49 = load i16, ptr %vid, align 2, !dbg !119
  %74 = zext i16 %vid49 to i64, !dbg !119
  %75 = icmp eq i64 %74, 10, !dbg !119
  br i1 %75, label %and45, label %next44, !dbg !119

has50:                                            ; preds = %and45
  %ttl = getelementptr i8, ptr %0, i64 65, !dbg !119
  %ttl53 = load i8, ptr %ttl, align 1, !dbg !119
  %76 = zext i8 %ttl53 to i64, !dbg !119
  %77 = icmp eq i64 %76, 1, !dbg !119
  br i1 %77, label %hit43, label %next44, !dbg !119

hit54:                                            ; preds = %next44
  ret i32 26, !dbg !120

next55:                                           ; preds = %next44
  %flags61 = getelementptr i8, ptr %0, i64 52, !dbg !121
  %flags62 = load i32, ptr %flags61, align 4, !dbg !121
  %78 = zext i32 %flags62 to i64, !dbg !121
  %79 = and i64 %78, 128, !dbg !121
  %80 = icmp ne i64 %79, 0, !dbg !121
  br i1 %80, label %has60, label %next59, !dbg !121

hit58:                                            ; preds = %has60
  ret i32 30, !dbg !121

next59:                                           ; preds = %has60, %next55
  %flags66 = getelementptr i8, ptr %0, i64 52, !dbg !122
  %flags67 = load i32, ptr %flags66, align 4, !dbg !122
  %81 = zext i32 %flags67 to i64, !dbg !122
  %82 = and i64 %81, 8, !dbg !122
  %83 = icmp ne i64 %82, 0, !dbg !122
  br i1 %83, label %hit64, label %next65, !dbg !122

has60:                                            ; preds = %next55
  %tcpflags = getelementptr i8, ptr %0, i64 66, !dbg !121
  %tcpflags63 = load i8, ptr %tcpflags, align 1, !dbg !121
  %84 = zext i8 %tcpflags63 to i64, !dbg !121
  %85 = and i64 %84, 2, !dbg !121
  %86 = icmp eq i64 %85, 2, !dbg !121
  br i1 %86, label %hit58, label %next59, !dbg !121

hit64:                                            ; preds = %next59
  ret i32 34, !dbg !122

next65:                                           ; preds = %next59
  br label %continue, !dbg !122

continue:                                         ; preds = %next65, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !115
  ret i32 %best1, !dbg !115
}

; Function Attrs: noinline nounwind
define i32 @xdpc_count(i32 %0, i64 %1) #0 !dbg !123 {
entry:
  %key = alloca i32, align 8, !dbg !129
  store i32 %0, ptr %key, align 4, !dbg !129
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !129
  %3 = icmp ne ptr %2, null, !dbg !129
  br i1 %3, label %count.add, label %count.done, !dbg !129

count.add:                                        ; preds = %entry
  %4 = load i64, ptr %2, align 8, !dbg !129
  %5 = add i64 %4, 1, !dbg !129
  store i64 %5, ptr %2, align 8, !dbg !129
  %6 = getelementptr i8, ptr %2, i64 8, !dbg !129
  %7 = load i64, ptr %6, align 8, !dbg !129
  %8 = add i64 %7, %1, !dbg !129
  store i64 %8, ptr %6, align 8, !dbg !129
  br label %count.done, !dbg !129

count.done:                                       ; preds = %count.add, %entry
  ret i32 0, !dbg !129
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !130 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !135
  %addr = alloca [5 x i32], align 8, !dbg !135
  %val = alloca [2 x i64], align 8, !dbg !135
  %key = alloca i32, align 8, !dbg !135
  %best = alloca i32, align 8, !dbg !135
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !135
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !135
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0), !dbg !135
  %2 = icmp ne i32 %best1, 0, !dbg !135
  br i1 %2, label %decided, label %undecided, !dbg !135

undecided:                                        ; preds = %entry
  %len3 = getelementptr i8, ptr %pkt, i64 48, !dbg !135
  %len4 = load i32, ptr %len3, align 4, !dbg !135
  %3 = zext i32 %len4 to i64, !dbg !135
  %4 = call i32 @xdpc_count(i32 8, i64 %3), !dbg !135
  ret i32 2, !dbg !135

decided:                                          ; preds = %entry
  %verdict = phi i32 [ %best1, %entry ], !dbg !135
  %5 = lshr i32 %verdict, 2, !dbg !135
  %rule = sub i32 %5, 1, !dbg !135
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !135
  %len2 = load i32, ptr %len, align 4, !dbg !135
  %6 = zext i32 %len2 to i64, !dbg !135
  %7 = call i32 @xdpc_count(i32 %rule, i64 %6), !dbg !135
  %action = and i32 %verdict, 3, !dbg !135
  ret i32 %action, !dbg !135
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!69, !70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !62, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "frame-parser.xf", directory: ".")
!4 = !{!0, !5, !43, !56}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "xdpc_t0_src", linkageName: "xdpc_t0_src", scope: !2, file: !3, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !8)
!8 = !{!9, !15, !20, !35}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "type", file: !3, baseType: !10, size: 64, align: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, align: 64, dwarfAddressSpace: 0)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 320, align: 32, elements: !13)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14}
!14 = !DISubrange(count: 10, lowerBound: 0)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !16, size: 64, align: 64, offset: 64)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, align: 64, dwarfAddressSpace: 0)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 2097152, align: 32, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 65536, lowerBound: 0)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "key", file: !3, baseType: !21, size: 64, align: 64, offset: 128)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, align: 64, dwarfAddressSpace: 0)
!22 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_addr_key", file: !3, size: 160, align: 8, elements: !23)
!23 = !{!24, !27, !31}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !25, size: 8, align: 8)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !26)
!26 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !28, size: 24, align: 8, offset: 8)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 24, align: 32, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 3, lowerBound: 0)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "addr", file: !3, baseType: !32, size: 128, align: 8, offset: 32)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 128, align: 32, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 16, lowerBound: 0)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !36, size: 64, align: 64, offset: 192)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64, align: 64, dwarfAddressSpace: 0)
!37 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_counter", file: !3, size: 128, align: 64, elements: !38)
!38 = !{!39, !42}
!39 = !DIDerivedType(tag: DW_TAG_member, name: "packets", file: !3, baseType: !40, size: 64, align: 64)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u64", file: !3, baseType: !41)
!41 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned_char)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", file: !3, baseType: !40, size: 64, align: 64, offset: 64)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(name: "xdpc_t1_sport", linkageName: "xdpc_t1_sport", scope: !2, file: !3, type: !45, isLocal: false, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !46)
!46 = !{!47, !15, !52, !35}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "type", file: !3, baseType: !48, size: 64, align: 64)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64, align: 64, dwarfAddressSpace: 0)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 192, align: 32, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 6, lowerBound: 0)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "key", file: !3, baseType: !53, size: 64, align: 64, offset: 128)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64, align: 64, dwarfAddressSpace: 0)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u32", file: !3, baseType: !55)
!55 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned_char)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(name: "_license", linkageName: "_license", scope: !2, file: !3, type: !58, isLocal: false, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 32, align: 32, elements: !60)
!59 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!60 = !{!61}
!61 = !DISubrange(count: 4, lowerBound: 0)
!62 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !63)
!63 = !{!47, !64, !52, !35}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !65, size: 64, align: 64, offset: 64)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64, align: 64, dwarfAddressSpace: 0)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 288, align: 32, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 9, lowerBound: 0)
!69 = !{i32 2, !"Debug Info Version", i32 3}
!70 = !{i32 2, !"Dwarf Version", i32 5}
!71 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !72, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !105)
!72 = !DISubroutineType(flags: DIFlagPrototyped, types: !73)
!73 = !{!12, !74, !83}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64, align: 64, dwarfAddressSpace: 0)
!75 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !76)
!76 = !{!77, !78, !79, !80, !81, !82}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !54, size: 32, align: 32)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !54, size: 32, align: 32, offset: 32)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !54, size: 32, align: 32, offset: 64)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !54, size: 32, align: 32, offset: 96)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !54, size: 32, align: 32, offset: 128)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !54, size: 32, align: 32, offset: 160)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64, align: 64, dwarfAddressSpace: 0)
!84 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !85)
!85 = !{!86, !87, !88, !89, !90, !91, !92, !93, !94, !97, !98, !99, !100, !101, !102, !103, !104}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !40, size: 64, align: 64)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !40, size: 64, align: 64, offset: 64)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !40, size: 64, align: 64, offset: 128)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !40, size: 64, align: 64, offset: 192)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !40, size: 64, align: 64, offset: 256)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !40, size: 64, align: 64, offset: 320)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !54, size: 32, align: 32, offset: 384)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !54, size: 32, align: 32, offset: 416)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !95, size: 16, align: 16, offset: 448)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !96)
!96 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !95, size: 16, align: 16, offset: 464)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !95, size: 16, align: 16, offset: 480)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !95, size: 16, align: 16, offset: 496)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !25, size: 8, align: 8, offset: 512)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !25, size: 8, align: 8, offset: 520)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !25, size: 8, align: 8, offset: 528)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !25, size: 8, align: 8, offset: 536)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !54, size: 32, align: 32, offset: 544)
!105 = !{!106, !107}
!106 = !DILocalVariable(name: "ctx", arg: 1, scope: !71, file: !3, line: 1, type: !74)
!107 = !DILocalVariable(name: "pkt", arg: 2, scope: !71, file: !3, line: 1, type: !83)
!108 = !DILocation(line: 1, column: 1, scope: !71)
!109 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 4, type: !110, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !112)
!110 = !DISubroutineType(flags: DIFlagPrototyped, types: !111)
!111 = !{!12, !83, !54}
!112 = !{!113, !114}
!113 = !DILocalVariable(name: "pkt", arg: 1, scope: !109, file: !3, line: 4, type: !83)
!114 = !DILocalVariable(name: "best", arg: 2, scope: !109, file: !3, line: 4, type: !54)
!115 = !DILocation(line: 4, column: 1, scope: !109)
!116 = !DILocation(line: 5, column: 1, scope: !109)
!117 = !DILocation(line: 6, column: 1, scope: !109)
!118 = !DILocation(line: 7, column: 1, scope: !109)
!119 = !DILocation(line: 8, column: 1, scope: !109)
!120 = !DILocation(line: 9, column: 1, scope: !109)
!121 = !DILocation(line: 10, column: 1, scope: !109)
!122 = !DILocation(line: 11, column: 1, scope: !109)
!123 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !124, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !126)
!124 = !DISubroutineType(flags: DIFlagPrototyped, types: !125)
!125 = !{!12, !54, !40}
!126 = !{!127, !128}
!127 = !DILocalVariable(name: "rule", arg: 1, scope: !123, file: !3, line: 1, type: !54)
!128 = !DILocalVariable(name: "len", arg: 2, scope: !123, file: !3, line: 1, type: !40)
!129 = !DILocation(line: 1, column: 1, scope: !123)
!130 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !131, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !133)
!131 = !DISubroutineType(flags: DIFlagPrototyped, types: !132)
!132 = !{!12, !74}
!133 = !{!134}
!134 = !DILocalVariable(name: "ctx", arg: 1, scope: !130, file: !3, line: 1, type: !74)
!135 = !DILocation(line: 1, column: 1, scope: !130)
