target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0113\\012source\\011frame-parser.xf\\012default\\011pass\\012rule\\0110\\0114\\011count\\0110\22"
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
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !79 {
entry:
  %family = alloca i8, align 8, !dbg !116
  %tcpflags = alloca i8, align 8, !dbg !116
  %ttl = alloca i8, align 8, !dbg !116
  %dport = alloca i16, align 8, !dbg !116
  %sport = alloca i16, align 8, !dbg !116
  %vid = alloca i16, align 8, !dbg !116
  %ethertype = alloca i16, align 8, !dbg !116
  %flags = alloca i32, align 8, !dbg !116
  %smac = alloca i64, align 8, !dbg !116
  %dmac = alloca i64, align 8, !dbg !116
  %dst_lo = alloca i64, align 8, !dbg !116
  %dst_hi = alloca i64, align 8, !dbg !116
  %src_lo = alloca i64, align 8, !dbg !116
  %src_hi = alloca i64, align 8, !dbg !116
  %2 = icmp eq ptr %1, null, !dbg !116
  br i1 %2, label %ret, label %body, !dbg !116

body:                                             ; preds = %entry
  store i64 0, ptr %src_hi, align 8, !dbg !116
  store i64 0, ptr %src_lo, align 8, !dbg !116
  store i64 0, ptr %dst_hi, align 8, !dbg !116
  store i64 0, ptr %dst_lo, align 8, !dbg !116
  store i64 0, ptr %dmac, align 8, !dbg !116
  store i64 0, ptr %smac, align 8, !dbg !116
  store i32 0, ptr %flags, align 4, !dbg !116
  store i16 0, ptr %ethertype, align 2, !dbg !116
  store i16 0, ptr %vid, align 2, !dbg !116
  store i16 0, ptr %sport, align 2, !dbg !116
  store i16 0, ptr %dport, align 2, !dbg !116
  store i8 0, ptr %ttl, align 1, !dbg !116
  store i8 0, ptr %tcpflags, align 1, !dbg !116
  store i8 0, ptr %family, align 1, !dbg !116
  %data32 = load i32, ptr %0, align 4, !dbg !116
  %3 = getelementptr i8, ptr %0, i64 4, !dbg !116
  %data_end32 = load i32, ptr %3, align 4, !dbg !116
  %4 = zext i32 %data32 to i64, !dbg !116
  %data = inttoptr i64 %4 to ptr, !dbg !116
  %5 = zext i32 %data_end32 to i64, !dbg !116
  %data_end = inttoptr i64 %5 to ptr, !dbg !116
  %6 = ptrtoint ptr %data_end to i64, !dbg !116
  %7 = ptrtoint ptr %data to i64, !dbg !116
  %len = sub i64 %6, %7, !dbg !116
  %8 = trunc i64 %len to i32, !dbg !116
  %len1 = getelementptr i8, ptr %1, i64 48, !dbg !116
  store i32 %8, ptr %len1, align 4, !dbg !116
  %9 = getelementptr i8, ptr %data, i64 14, !dbg !116
  %10 = icmp ule ptr %9, %data_end, !dbg !116
  br i1 %10, label %eth, label %done, !dbg !116

done:                                             ; preds = %udp.hdr, %udp, %tcp.hdr, %tcp, %l4, %ip6.later.frag, %ip6.ext133, %ip6.ext133, %ip6.ext133, %ip6.ext133, %ip6.ext133, %ip6.ext.frag132, %ip6.ext141, %ip6.ext.ah131, %ip6.ext137, %ip6.ext.std130, %ip6.ext.frag114, %ip6.ext123, %ip6.ext.ah113, %ip6.ext119, %ip6.ext.std112, %ip6.ext.frag96, %ip6.ext105, %ip6.ext.ah95, %ip6.ext101, %ip6.ext.std94, %ip6.ext.frag78, %ip6.ext87, %ip6.ext.ah77, %ip6.ext83, %ip6.ext.std76, %ip6.ext.frag60, %ip6.ext69, %ip6.ext.ah59, %ip6.ext65, %ip6.ext.std58, %ip6.ext.frag42, %ip6.ext51, %ip6.ext.ah41, %ip6.ext47, %ip6.ext.std40, %ip6.ext.frag24, %ip6.ext33, %ip6.ext.ah23, %ip6.ext29, %ip6.ext.std22, %ip6.ext.frag, %ip6.ext18, %ip6.ext.ah, %ip6.ext15, %ip6.ext.std, %ip6.hdr, %ip6, %ip4.valid, %ip4.ihl, %ip4.version, %ip4.options, %ip4, %l3, %vlan2.whole, %vlan2, %vlan1, %body
  %11 = load i64, ptr %src_hi, align 8, !dbg !116
  %src_hi150 = getelementptr i8, ptr %1, i64 0, !dbg !116
  store i64 %11, ptr %src_hi150, align 8, !dbg !116
  %12 = load i64, ptr %src_lo, align 8, !dbg !116
  %src_lo151 = getelementptr i8, ptr %1, i64 8, !dbg !116
  store i64 %12, ptr %src_lo151, align 8, !dbg !116
  %13 = load i64, ptr %dst_hi, align 8, !dbg !116
  %dst_hi152 = getelementptr i8, ptr %1, i64 16, !dbg !116
  store i64 %13, ptr %dst_hi152, align 8, !dbg !116
  %14 = load i64, ptr %dst_lo, align 8, !dbg !116
  %dst_lo153 = getelementptr i8, ptr %1, i64 24, !dbg !116
  store i64 %14, ptr %dst_lo153, align 8, !dbg !116
  %15 = load i64, ptr %dmac, align 8, !dbg !116
  %dmac154 = getelementptr i8, ptr %1, i64 32, !dbg !116
  store i64 %15, ptr %dmac154, align 8, !dbg !116
  %16 = load i64, ptr %smac, align 8, !dbg !116
  %smac155 = getelementptr i8, ptr %1, i64 40, !dbg !116
  store i64 %16, ptr %smac155, align 8, !dbg !116
  %17 = load i32, ptr %flags, align 4, !dbg !116
  %flags156 = getelementptr i8, ptr %1, i64 52, !dbg !116
  store i32 %17, ptr %flags156, align 4, !dbg !116
  %18 = load i16, ptr %ethertype, align 2, !dbg !116
  %ethertype157 = getelementptr i8, ptr %1, i64 56, !dbg !116
  store i16 %18, ptr %ethertype157, align 2, !dbg !116
  %19 = load i16, ptr %vid, align 2, !dbg !116
  %vid158 = getelementptr i8, ptr %1, i64 58, !dbg !116
  store i16 %19, ptr %vid158, align 2, !dbg !116
  %20 = load i16, ptr %sport, align 2, !dbg !116
  %sport159 = getelementptr i8, ptr %1, i64 60, !dbg !116
  store i16 %20, ptr %sport159, align 2, !dbg !116
  %21 = load i16, ptr %dport, align 2, !dbg !116
  %dport160 = getelementptr i8, ptr %1, i64 62, !dbg !116
  store i16 %21, ptr %dport160, align 2, !dbg !116
  %22 = load i8, ptr %ttl, align 1, !dbg !116
  %ttl161 = getelementptr i8, ptr %1, i64 65, !dbg !116
  store i8 %22, ptr %ttl161, align 1, !dbg !116
  %23 = load i8, ptr %tcpflags, align 1, !dbg !116
  %tcpflags162 = getelementptr i8, ptr %1, i64 66, !dbg !116
  store i8 %23, ptr %tcpflags162, align 1, !dbg !116
  %24 = load i8, ptr %family, align 1, !dbg !116
  %family163 = getelementptr i8, ptr %1, i64 67, !dbg !116
  store i8 %24, ptr %family163, align 1, !dbg !116
  br label %ret, !dbg !116

ret:                                              ; preds = %done, %entry
  ret i32 0, !dbg !116

l3:                                               ; preds = %vlan2.whole, %vlan1.whole, %eth
  %key = phi i64 [ %50, %eth ], [ %68, %vlan1.whole ], [ %78, %vlan2.whole ], !dbg !116
  %off = phi i64 [ 14, %eth ], [ 18, %vlan1.whole ], [ 22, %vlan2.whole ], !dbg !116
  switch i64 %key, label %done [
    i64 2048, label %ip4
    i64 34525, label %ip6
  ], !dbg !116

l4:                                               ; preds = %ip6.known, %ip4.first
  %key2 = phi i64 [ %131, %ip4.first ], [ %key6, %ip6.known ], !dbg !116
  %off3 = phi i64 [ %l4off, %ip4.first ], [ %off7, %ip6.known ], !dbg !116
  switch i64 %key2, label %done [
    i64 6, label %tcp
    i64 17, label %udp
  ], !dbg !116

eth:                                              ; preds = %body
  %25 = load i32, ptr %flags, align 4, !dbg !116
  %26 = or i32 %25, 1, !dbg !116
  store i32 %26, ptr %flags, align 4, !dbg !116
  %27 = getelementptr i8, ptr %data, i64 0, !dbg !116
  %28 = load i32, ptr %27, align 4, !dbg !116
  %29 = call i32 @llvm.bswap.i32(i32 %28), !dbg !116
  %30 = zext i32 %29 to i64, !dbg !116
  %31 = shl i64 %30, 16, !dbg !116
  %32 = getelementptr i8, ptr %data, i64 4, !dbg !116
  %33 = load i16, ptr %32, align 2, !dbg !116
  %34 = call i16 @llvm.bswap.i16(i16 %33), !dbg !116
  %35 = zext i16 %34 to i64, !dbg !116
  %36 = or i64 %31, %35, !dbg !116
  store i64 %36, ptr %dmac, align 8, !dbg !116
  %37 = getelementptr i8, ptr %data, i64 6, !dbg !116
  %38 = load i16, ptr %37, align 2, !dbg !116
  %39 = call i16 @llvm.bswap.i16(i16 %38), !dbg !116
  %40 = zext i16 %39 to i64, !dbg !116
  %41 = shl i64 %40, 32, !dbg !116
  %42 = getelementptr i8, ptr %data, i64 8, !dbg !116
  %43 = load i32, ptr %42, align 4, !dbg !116
  %44 = call i32 @llvm.bswap.i32(i32 %43), !dbg !116
  %45 = zext i32 %44 to i64, !dbg !116
  %46 = or i64 %41, %45, !dbg !116
  store i64 %46, ptr %smac, align 8, !dbg !116
  %47 = getelementptr i8, ptr %data, i64 12, !dbg !116
  %48 = load i16, ptr %47, align 2, !dbg !116
  %49 = call i16 @llvm.bswap.i16(i16 %48), !dbg !116
  %50 = zext i16 %49 to i64, !dbg !116
  %51 = trunc i64 %50 to i16, !dbg !116
  store i16 %51, ptr %ethertype, align 2, !dbg !116
  %52 = icmp eq i64 %50, 33024, !dbg !116
  %53 = icmp eq i64 %50, 34984, !dbg !116
  %54 = or i1 %52, %53, !dbg !116
  br i1 %54, label %vlan1, label %l3, !dbg !116

vlan1:                                            ; preds = %eth
  %55 = getelementptr i8, ptr %data, i64 18, !dbg !116
  %56 = icmp ule ptr %55, %data_end, !dbg !116
  br i1 %56, label %vlan1.whole, label %done, !dbg !116

vlan1.whole:                                      ; preds = %vlan1
  %57 = load i32, ptr %flags, align 4, !dbg !116
  %58 = or i32 %57, 2, !dbg !116
  store i32 %58, ptr %flags, align 4, !dbg !116
  %59 = getelementptr i8, ptr %data, i64 14, !dbg !116
  %60 = load i16, ptr %59, align 2, !dbg !116
  %61 = call i16 @llvm.bswap.i16(i16 %60), !dbg !116
  %62 = zext i16 %61 to i64, !dbg !116
  %63 = and i64 %62, 4095, !dbg !116
  %64 = trunc i64 %63 to i16, !dbg !116
  store i16 %64, ptr %vid, align 2, !dbg !116
  %65 = getelementptr i8, ptr %data, i64 16, !dbg !116
  %66 = load i16, ptr %65, align 2, !dbg !116
  %67 = call i16 @llvm.bswap.i16(i16 %66), !dbg !116
  %68 = zext i16 %67 to i64, !dbg !116
  %69 = trunc i64 %68 to i16, !dbg !116
  store i16 %69, ptr %ethertype, align 2, !dbg !116
  %70 = icmp eq i64 %68, 33024, !dbg !116
  %71 = icmp eq i64 %68, 34984, !dbg !116
  %72 = or i1 %70, %71, !dbg !116
  br i1 %72, label %vlan2, label %l3, !dbg !116

vlan2:                                            ; preds = %vlan1.whole
  %73 = getelementptr i8, ptr %data, i64 22, !dbg !116
  %74 = icmp ule ptr %73, %data_end, !dbg !116
  br i1 %74, label %vlan2.whole, label %done, !dbg !116

vlan2.whole:                                      ; preds = %vlan2
  %75 = getelementptr i8, ptr %data, i64 20, !dbg !116
  %76 = load i16, ptr %75, align 2, !dbg !116
  %77 = call i16 @llvm.bswap.i16(i16 %76), !dbg !116
  %78 = zext i16 %77 to i64, !dbg !116
  %79 = trunc i64 %78 to i16, !dbg !116
  store i16 %79, ptr %ethertype, align 2, !dbg !116
  %80 = icmp eq i64 %78, 33024, !dbg !116
  %81 = icmp eq i64 %78, 34984, !dbg !116
  %82 = or i1 %80, %81, !dbg !116
  br i1 %82, label %done, label %l3, !dbg !116

ip4:                                              ; preds = %l3
  %hdr = getelementptr i8, ptr %data, i64 %off, !dbg !116
  %83 = call ptr @llvm.bpf.passthrough.p0.p0(i32 0, ptr %hdr), !dbg !116
  %84 = getelementptr i8, ptr %83, i64 20, !dbg !116
  %85 = icmp ule ptr %84, %data_end, !dbg !116
  br i1 %85, label %ip4.hdr, label %done, !dbg !116

ip6:                                              ; preds = %l3
  %hdr5 = getelementptr i8, ptr %data, i64 %off, !dbg !116
  %86 = call ptr @llvm.bpf.passthrough.p0.p0(i32 2, ptr %hdr5), !dbg !116
  %87 = getelementptr i8, ptr %86, i64 40, !dbg !116
  %88 = icmp ule ptr %87, %data_end, !dbg !116
  br i1 %88, label %ip6.hdr, label %done, !dbg !116

ip4.hdr:                                          ; preds = %ip4
  %89 = getelementptr i8, ptr %83, i64 0, !dbg !116
  %90 = load i8, ptr %89, align 1, !dbg !116
  %91 = zext i8 %90 to i64, !dbg !116
  %92 = add i64 %off, 20, !dbg !116
  %93 = icmp eq i64 %91, 69, !dbg !116
  br i1 %93, label %ip4.valid, label %ip4.options, !dbg !116

ip4.options:                                      ; preds = %ip4.hdr
  %94 = lshr i64 %91, 4, !dbg !116
  %95 = icmp eq i64 %94, 4, !dbg !116
  br i1 %95, label %ip4.version, label %done, !dbg !116

ip4.valid:                                        ; preds = %ip4.whole, %ip4.hdr
  %l4off = phi i64 [ %92, %ip4.hdr ], [ %126, %ip4.whole ], !dbg !116
  store i8 4, ptr %family, align 1, !dbg !116
  %96 = load i32, ptr %flags, align 4, !dbg !116
  %97 = or i32 %96, 4, !dbg !116
  store i32 %97, ptr %flags, align 4, !dbg !116
  %98 = getelementptr i8, ptr %83, i64 6, !dbg !116
  %99 = load i16, ptr %98, align 2, !dbg !116
  %100 = call i16 @llvm.bswap.i16(i16 %99), !dbg !116
  %101 = zext i16 %100 to i64, !dbg !116
  %102 = and i64 %101, 16383, !dbg !116
  %103 = icmp ne i64 %102, 0, !dbg !116
  %104 = load i32, ptr %flags, align 4, !dbg !116
  %105 = select i1 %103, i32 32, i32 0, !dbg !116
  %106 = or i32 %104, %105, !dbg !116
  store i32 %106, ptr %flags, align 4, !dbg !116
  %107 = getelementptr i8, ptr %83, i64 8, !dbg !116
  %108 = load i8, ptr %107, align 1, !dbg !116
  %109 = zext i8 %108 to i64, !dbg !116
  %110 = trunc i64 %109 to i8, !dbg !116
  store i8 %110, ptr %ttl, align 1, !dbg !116
  %111 = getelementptr i8, ptr %83, i64 12, !dbg !116
  %112 = load i32, ptr %111, align 4, !dbg !116
  %113 = call i32 @llvm.bswap.i32(i32 %112), !dbg !116
  %114 = zext i32 %113 to i64, !dbg !116
  %115 = shl i64 %114, 32, !dbg !116
  store i64 %115, ptr %src_hi, align 8, !dbg !116
  %116 = getelementptr i8, ptr %83, i64 16, !dbg !116
  %117 = load i32, ptr %116, align 4, !dbg !116
  %118 = call i32 @llvm.bswap.i32(i32 %117), !dbg !116
  %119 = zext i32 %118 to i64, !dbg !116
  %120 = shl i64 %119, 32, !dbg !116
  store i64 %120, ptr %dst_hi, align 8, !dbg !116
  %121 = and i64 %101, 8191, !dbg !116
  %122 = icmp eq i64 %121, 0, !dbg !116
  br i1 %122, label %ip4.first, label %done, !dbg !116

ip4.version:                                      ; preds = %ip4.options
  %123 = and i64 %91, 15, !dbg !116
  %124 = icmp uge i64 %123, 5, !dbg !116
  br i1 %124, label %ip4.ihl, label %done, !dbg !116

ip4.ihl:                                          ; preds = %ip4.version
  %125 = shl i64 %123, 2, !dbg !116
  %126 = add i64 %off, %125, !dbg !116
  %hdr4 = getelementptr i8, ptr %data, i64 %126, !dbg !116
  %127 = call ptr @llvm.bpf.passthrough.p0.p0(i32 1, ptr %hdr4), !dbg !116
  %128 = icmp ule ptr %127, %data_end, !dbg !116
  br i1 %128, label %ip4.whole, label %done, !dbg !116

ip4.whole:                                        ; preds = %ip4.ihl
  br label %ip4.valid, !dbg !116

ip4.first:                                        ; preds = %ip4.valid
  %129 = getelementptr i8, ptr %83, i64 9, !dbg !116
  %130 = load i8, ptr %129, align 1, !dbg !116
  %131 = zext i8 %130 to i64, !dbg !116
  br label %l4, !dbg !116

ip6.hdr:                                          ; preds = %ip6
  %132 = getelementptr i8, ptr %86, i64 0, !dbg !116
  %133 = load i8, ptr %132, align 1, !dbg !116
  %134 = zext i8 %133 to i64, !dbg !116
  %135 = lshr i64 %134, 4, !dbg !116
  %136 = icmp eq i64 %135, 6, !dbg !116
  br i1 %136, label %ip6.version, label %done, !dbg !116

ip6.version:                                      ; preds = %ip6.hdr
  store i8 6, ptr %family, align 1, !dbg !116
  %137 = load i32, ptr %flags, align 4, !dbg !116
  %138 = or i32 %137, 8, !dbg !116
  store i32 %138, ptr %flags, align 4, !dbg !116
  %139 = getelementptr i8, ptr %86, i64 7, !dbg !116
  %140 = load i8, ptr %139, align 1, !dbg !116
  %141 = zext i8 %140 to i64, !dbg !116
  %142 = trunc i64 %141 to i8, !dbg !116
  store i8 %142, ptr %ttl, align 1, !dbg !116
  %143 = getelementptr i8, ptr %86, i64 8, !dbg !116
  %144 = load i64, ptr %143, align 8, !dbg !116
  %145 = call i64 @llvm.bswap.i64(i64 %144), !dbg !116
  store i64 %145, ptr %src_hi, align 8, !dbg !116
  %146 = getelementptr i8, ptr %86, i64 16, !dbg !116
  %147 = load i64, ptr %146, align 8, !dbg !116
  %148 = call i64 @llvm.bswap.i64(i64 %147), !dbg !116
  store i64 %148, ptr %src_lo, align 8, !dbg !116
  %149 = getelementptr i8, ptr %86, i64 24, !dbg !116
  %150 = load i64, ptr %149, align 8, !dbg !116
  %151 = call i64 @llvm.bswap.i64(i64 %150), !dbg !116
  store i64 %151, ptr %dst_hi, align 8, !dbg !116
  %152 = getelementptr i8, ptr %86, i64 32, !dbg !116
  %153 = load i64, ptr %152, align 8, !dbg !116
  %154 = call i64 @llvm.bswap.i64(i64 %153), !dbg !116
  store i64 %154, ptr %dst_lo, align 8, !dbg !116
  %155 = getelementptr i8, ptr %86, i64 6, !dbg !116
  %156 = load i8, ptr %155, align 1, !dbg !116
  %157 = zext i8 %156 to i64, !dbg !116
  %158 = add i64 %off, 40, !dbg !116
  br label %ip6.ext0, !dbg !116

ip6.known:                                        ; preds = %ip6.ext133, %ip6.ext115, %ip6.ext97, %ip6.ext79, %ip6.ext61, %ip6.ext43, %ip6.ext25, %ip6.ext, %ip6.ext0
  %key6 = phi i64 [ %key10, %ip6.ext0 ], [ %key12, %ip6.ext ], [ %key26, %ip6.ext25 ], [ %key44, %ip6.ext43 ], [ %key62, %ip6.ext61 ], [ %key80, %ip6.ext79 ], [ %key98, %ip6.ext97 ], [ %key116, %ip6.ext115 ], [ %key134, %ip6.ext133 ], !dbg !116
  %off7 = phi i64 [ %off11, %ip6.ext0 ], [ %off13, %ip6.ext ], [ %off27, %ip6.ext25 ], [ %off45, %ip6.ext43 ], [ %off63, %ip6.ext61 ], [ %off81, %ip6.ext79 ], [ %off99, %ip6.ext97 ], [ %off117, %ip6.ext115 ], [ %off135, %ip6.ext133 ], !dbg !116
  br label %l4, !dbg !116

ip6.later.frag:                                   ; preds = %ip6.frag.later147, %ip6.frag.later129, %ip6.frag.later111, %ip6.frag.later93, %ip6.frag.later75, %ip6.frag.later57, %ip6.frag.later39, %ip6.frag.later
  %key8 = phi i64 [ %194, %ip6.frag.later ], [ %237, %ip6.frag.later39 ], [ %280, %ip6.frag.later57 ], [ %323, %ip6.frag.later75 ], [ %366, %ip6.frag.later93 ], [ %409, %ip6.frag.later111 ], [ %452, %ip6.frag.later129 ], [ %495, %ip6.frag.later147 ], !dbg !116
  %off9 = phi i64 [ %off11, %ip6.frag.later ], [ %off13, %ip6.frag.later39 ], [ %off27, %ip6.frag.later57 ], [ %off45, %ip6.frag.later75 ], [ %off63, %ip6.frag.later93 ], [ %off81, %ip6.frag.later111 ], [ %off99, %ip6.frag.later129 ], [ %off117, %ip6.frag.later147 ], !dbg !116
  br label %done, !dbg !116

ip6.ext0:                                         ; preds = %ip6.version
  %key10 = phi i64 [ %157, %ip6.version ], !dbg !116
  %off11 = phi i64 [ %158, %ip6.version ], !dbg !116
  switch i64 %key10, label %ip6.known [
    i64 0, label %ip6.ext.std
    i64 43, label %ip6.ext.std
    i64 60, label %ip6.ext.std
    i64 44, label %ip6.ext.frag
    i64 51, label %ip6.ext.ah
  ], !dbg !116

ip6.ext.std:                                      ; preds = %ip6.ext0, %ip6.ext0, %ip6.ext0
  %hdr14 = getelementptr i8, ptr %data, i64 %off11, !dbg !116
  %159 = call ptr @llvm.bpf.passthrough.p0.p0(i32 3, ptr %hdr14), !dbg !116
  %160 = getelementptr i8, ptr %159, i64 8, !dbg !116
  %161 = icmp ule ptr %160, %data_end, !dbg !116
  br i1 %161, label %ip6.ext15, label %done, !dbg !116

ip6.ext.ah:                                       ; preds = %ip6.ext0
  %hdr17 = getelementptr i8, ptr %data, i64 %off11, !dbg !116
  %162 = call ptr @llvm.bpf.passthrough.p0.p0(i32 5, ptr %hdr17), !dbg !116
  %163 = getelementptr i8, ptr %162, i64 8, !dbg !116
  %164 = icmp ule ptr %163, %data_end, !dbg !116
  br i1 %164, label %ip6.ext18, label %done, !dbg !116

ip6.ext.frag:                                     ; preds = %ip6.ext0
  %hdr21 = getelementptr i8, ptr %data, i64 %off11, !dbg !116
  %165 = call ptr @llvm.bpf.passthrough.p0.p0(i32 7, ptr %hdr21), !dbg !116
  %166 = getelementptr i8, ptr %165, i64 8, !dbg !116
  %167 = icmp ule ptr %166, %data_end, !dbg !116
  br i1 %167, label %ip6.frag, label %done, !dbg !116

ip6.ext:                                          ; preds = %ip6.frag.first, %ip6.ext.whole20, %ip6.ext.whole
  %key12 = phi i64 [ %178, %ip6.ext.whole ], [ %189, %ip6.ext.whole20 ], [ %194, %ip6.frag.first ], !dbg !116
  %off13 = phi i64 [ %173, %ip6.ext.whole ], [ %184, %ip6.ext.whole20 ], [ %201, %ip6.frag.first ], !dbg !116
  switch i64 %key12, label %ip6.known [
    i64 0, label %ip6.ext.std22
    i64 43, label %ip6.ext.std22
    i64 60, label %ip6.ext.std22
    i64 44, label %ip6.ext.frag24
    i64 51, label %ip6.ext.ah23
  ], !dbg !116

ip6.ext15:                                        ; preds = %ip6.ext.std
  %168 = getelementptr i8, ptr %159, i64 1, !dbg !116
  %169 = load i8, ptr %168, align 1, !dbg !116
  %170 = zext i8 %169 to i64, !dbg !116
  %171 = add i64 %170, 1, !dbg !116
  %172 = shl i64 %171, 3, !dbg !116
  %173 = add i64 %off11, %172, !dbg !116
  %hdr16 = getelementptr i8, ptr %data, i64 %173, !dbg !116
  %174 = call ptr @llvm.bpf.passthrough.p0.p0(i32 4, ptr %hdr16), !dbg !116
  %175 = icmp ule ptr %174, %data_end, !dbg !116
  br i1 %175, label %ip6.ext.whole, label %done, !dbg !116

ip6.ext.whole:                                    ; preds = %ip6.ext15
  %176 = getelementptr i8, ptr %159, i64 0, !dbg !116
  %177 = load i8, ptr %176, align 1, !dbg !116
  %178 = zext i8 %177 to i64, !dbg !116
  br label %ip6.ext, !dbg !116

ip6.ext18:                                        ; preds = %ip6.ext.ah
  %179 = getelementptr i8, ptr %162, i64 1, !dbg !116
  %180 = load i8, ptr %179, align 1, !dbg !116
  %181 = zext i8 %180 to i64, !dbg !116
  %182 = add i64 %181, 2, !dbg !116
  %183 = shl i64 %182, 2, !dbg !116
  %184 = add i64 %off11, %183, !dbg !116
  %hdr19 = getelementptr i8, ptr %data, i64 %184, !dbg !116
  %185 = call ptr @llvm.bpf.passthrough.p0.p0(i32 6, ptr %hdr19), !dbg !116
  %186 = icmp ule ptr %185, %data_end, !dbg !116
  br i1 %186, label %ip6.ext.whole20, label %done, !dbg !116

ip6.ext.whole20:                                  ; preds = %ip6.ext18
  %187 = getelementptr i8, ptr %162, i64 0, !dbg !116
  %188 = load i8, ptr %187, align 1, !dbg !116
  %189 = zext i8 %188 to i64, !dbg !116
  br label %ip6.ext, !dbg !116

ip6.frag:                                         ; preds = %ip6.ext.frag
  %190 = load i32, ptr %flags, align 4, !dbg !116
  %191 = or i32 %190, 32, !dbg !116
  store i32 %191, ptr %flags, align 4, !dbg !116
  %192 = getelementptr i8, ptr %165, i64 0, !dbg !116
  %193 = load i8, ptr %192, align 1, !dbg !116
  %194 = zext i8 %193 to i64, !dbg !116
  %195 = getelementptr i8, ptr %165, i64 2, !dbg !116
  %196 = load i16, ptr %195, align 2, !dbg !116
  %197 = call i16 @llvm.bswap.i16(i16 %196), !dbg !116
  %198 = zext i16 %197 to i64, !dbg !116
  %199 = and i64 %198, 65528, !dbg !116
  %200 = icmp eq i64 %199, 0, !dbg !116
  br i1 %200, label %ip6.frag.first, label %ip6.frag.later, !dbg !116

ip6.frag.first:                                   ; preds = %ip6.frag
  %201 = add i64 %off11, 8, !dbg !116
  br label %ip6.ext, !dbg !116

ip6.frag.later:                                   ; preds = %ip6.frag
  br label %ip6.later.frag, !dbg !116

ip6.ext.std22:                                    ; preds = %ip6.ext, %ip6.ext, %ip6.ext
  %hdr28 = getelementptr i8, ptr %data, i64 %off13, !dbg !116
  %202 = call ptr @llvm.bpf.passthrough.p0.p0(i32 8, ptr %hdr28), !dbg !116
  %203 = getelementptr i8, ptr %202, i64 8, !dbg !116
  %204 = icmp ule ptr %203, %data_end, !dbg !116
  br i1 %204, label %ip6.ext29, label %done, !dbg !116

ip6.ext.ah23:                                     ; preds = %ip6.ext
  %hdr32 = getelementptr i8, ptr %data, i64 %off13, !dbg !116
  %205 = call ptr @llvm.bpf.passthrough.p0.p0(i32 10, ptr %hdr32), !dbg !116
  %206 = getelementptr i8, ptr %205, i64 8, !dbg !116
  %207 = icmp ule ptr %206, %data_end, !dbg !116
  br i1 %207, label %ip6.ext33, label %done, !dbg !116

ip6.ext.frag24:                                   ; preds = %ip6.ext
  %hdr36 = getelementptr i8, ptr %data, i64 %off13, !dbg !116
  %208 = call ptr @llvm.bpf.passthrough.p0.p0(i32 12, ptr %hdr36), !dbg !116
  %209 = getelementptr i8, ptr %208, i64 8, !dbg !116
  %210 = icmp ule ptr %209, %data_end, !dbg !116
  br i1 %210, label %ip6.frag37, label %done, !dbg !116

ip6.ext25:                                        ; preds = %ip6.frag.first38, %ip6.ext.whole35, %ip6.ext.whole31
  %key26 = phi i64 [ %221, %ip6.ext.whole31 ], [ %232, %ip6.ext.whole35 ], [ %237, %ip6.frag.first38 ], !dbg !116
  %off27 = phi i64 [ %216, %ip6.ext.whole31 ], [ %227, %ip6.ext.whole35 ], [ %244, %ip6.frag.first38 ], !dbg !116
  switch i64 %key26, label %ip6.known [
    i64 0, label %ip6.ext.std40
    i64 43, label %ip6.ext.std40
    i64 60, label %ip6.ext.std40
    i64 44, label %ip6.ext.frag42
    i64 51, label %ip6.ext.ah41
  ], !dbg !116

ip6.ext29:                                        ; preds = %ip6.ext.std22
  %211 = getelementptr i8, ptr %202, i64 1, !dbg !116
  %212 = load i8, ptr %211, align 1, !dbg !116
  %213 = zext i8 %212 to i64, !dbg !116
  %214 = add i64 %213, 1, !dbg !116
  %215 = shl i64 %214, 3, !dbg !116
  %216 = add i64 %off13, %215, !dbg !116
  %hdr30 = getelementptr i8, ptr %data, i64 %216, !dbg !116
  %217 = call ptr @llvm.bpf.passthrough.p0.p0(i32 9, ptr %hdr30), !dbg !116
  %218 = icmp ule ptr %217, %data_end, !dbg !116
  br i1 %218, label %ip6.ext.whole31, label %done, !dbg !116

ip6.ext.whole31:                                  ; preds = %ip6.ext29
  %219 = getelementptr i8, ptr %202, i64 0, !dbg !116
  %220 = load i8, ptr %219, align 1, !dbg !116
  %221 = zext i8 %220 to i64, !dbg !116
  br label %ip6.ext25, !dbg !116

ip6.ext33:                                        ; preds = %ip6.ext.ah23
  %222 = getelementptr i8, ptr %205, i64 1, !dbg !116
  %223 = load i8, ptr %222, align 1, !dbg !116
  %224 = zext i8 %223 to i64, !dbg !116
  %225 = add i64 %224, 2, !dbg !116
  %226 = shl i64 %225, 2, !dbg !116
  %227 = add i64 %off13, %226, !dbg !116
  %hdr34 = getelementptr i8, ptr %data, i64 %227, !dbg !116
  %228 = call ptr @llvm.bpf.passthrough.p0.p0(i32 11, ptr %hdr34), !dbg !116
  %229 = icmp ule ptr %228, %data_end, !dbg !116
  br i1 %229, label %ip6.ext.whole35, label %done, !dbg !116

ip6.ext.whole35:                                  ; preds = %ip6.ext33
  %230 = getelementptr i8, ptr %205, i64 0, !dbg !116
  %231 = load i8, ptr %230, align 1, !dbg !116
  %232 = zext i8 %231 to i64, !dbg !116
  br label %ip6.ext25, !dbg !116

ip6.frag37:                                       ; preds = %ip6.ext.frag24
  %233 = load i32, ptr %flags, align 4, !dbg !116
  %234 = or i32 %233, 32, !dbg !116
  store i32 %234, ptr %flags, align 4, !dbg !116
  %235 = getelementptr i8, ptr %208, i64 0, !dbg !116
  %236 = load i8, ptr %235, align 1, !dbg !116
  %237 = zext i8 %236 to i64, !dbg !116
  %238 = getelementptr i8, ptr %208, i64 2, !dbg !116
  %239 = load i16, ptr %238, align 2, !dbg !116
  %240 = call i16 @llvm.bswap.i16(i16 %239), !dbg !116
  %241 = zext i16 %240 to i64, !dbg !116
  %242 = and i64 %241, 65528, !dbg !116
  %243 = icmp eq i64 %242, 0, !dbg !116
  br i1 %243, label %ip6.frag.first38, label %ip6.frag.later39, !dbg !116

ip6.frag.first38:                                 ; preds = %ip6.frag37
  %244 = add i64 %off13, 8, !dbg !116
  br label %ip6.ext25, !dbg !116

ip6.frag.later39:                                 ; preds = %ip6.frag37
  br label %ip6.later.frag, !dbg !116

ip6.ext.std40:                                    ; preds = %ip6.ext25, %ip6.ext25, %ip6.ext25
  %hdr46 = getelementptr i8, ptr %data, i64 %off27, !dbg !116
  %245 = call ptr @llvm.bpf.passthrough.p0.p0(i32 13, ptr %hdr46), !dbg !116
  %246 = getelementptr i8, ptr %245, i64 8, !dbg !116
  %247 = icmp ule ptr %246, %data_end, !dbg !116
  br i1 %247, label %ip6.ext47, label %done, !dbg !116

ip6.ext.ah41:                                     ; preds = %ip6.ext25
  %hdr50 = getelementptr i8, ptr %data, i64 %off27, !dbg !116
  %248 = call ptr @llvm.bpf.passthrough.p0.p0(i32 15, ptr %hdr50), !dbg !116
  %249 = getelementptr i8, ptr %248, i64 8, !dbg !116
  %250 = icmp ule ptr %249, %data_end, !dbg !116
  br i1 %250, label %ip6.ext51, label %done, !dbg !116

ip6.ext.frag42:                                   ; preds = %ip6.ext25
  %hdr54 = getelementptr i8, ptr %data, i64 %off27, !dbg !116
  %251 = call ptr @llvm.bpf.passthrough.p0.p0(i32 17, ptr %hdr54), !dbg !116
  %252 = getelementptr i8, ptr %251, i64 8, !dbg !116
  %253 = icmp ule ptr %252, %data_end, !dbg !116
  br i1 %253, label %ip6.frag55, label %done, !dbg !116

ip6.ext43:                                        ; preds = %ip6.frag.first56, %ip6.ext.whole53, %ip6.ext.whole49
  %key44 = phi i64 [ %264, %ip6.ext.whole49 ], [ %275, %ip6.ext.whole53 ], [ %280, %ip6.frag.first56 ], !dbg !116
  %off45 = phi i64 [ %259, %ip6.ext.whole49 ], [ %270, %ip6.ext.whole53 ], [ %287, %ip6.frag.first56 ], !dbg !116
  switch i64 %key44, label %ip6.known [
    i64 0, label %ip6.ext.std58
    i64 43, label %ip6.ext.std58
    i64 60, label %ip6.ext.std58
    i64 44, label %ip6.ext.frag60
    i64 51, label %ip6.ext.ah59
  ], !dbg !116

ip6.ext47:                                        ; preds = %ip6.ext.std40
  %254 = getelementptr i8, ptr %245, i64 1, !dbg !116
  %255 = load i8, ptr %254, align 1, !dbg !116
  %256 = zext i8 %255 to i64, !dbg !116
  %257 = add i64 %256, 1, !dbg !116
  %258 = shl i64 %257, 3, !dbg !116
  %259 = add i64 %off27, %258, !dbg !116
  %hdr48 = getelementptr i8, ptr %data, i64 %259, !dbg !116
  %260 = call ptr @llvm.bpf.passthrough.p0.p0(i32 14, ptr %hdr48), !dbg !116
  %261 = icmp ule ptr %260, %data_end, !dbg !116
  br i1 %261, label %ip6.ext.whole49, label %done, !dbg !116

ip6.ext.whole49:                                  ; preds = %ip6.ext47
  %262 = getelementptr i8, ptr %245, i64 0, !dbg !116
  %263 = load i8, ptr %262, align 1, !dbg !116
  %264 = zext i8 %263 to i64, !dbg !116
  br label %ip6.ext43, !dbg !116

ip6.ext51:                                        ; preds = %ip6.ext.ah41
  %265 = getelementptr i8, ptr %248, i64 1, !dbg !116
  %266 = load i8, ptr %265, align 1, !dbg !116
  %267 = zext i8 %266 to i64, !dbg !116
  %268 = add i64 %267, 2, !dbg !116
  %269 = shl i64 %268, 2, !dbg !116
  %270 = add i64 %off27, %269, !dbg !116
  %hdr52 = getelementptr i8, ptr %data, i64 %270, !dbg !116
  %271 = call ptr @llvm.bpf.passthrough.p0.p0(i32 16, ptr %hdr52), !dbg !116
  %272 = icmp ule ptr %271, %data_end, !dbg !116
  br i1 %272, label %ip6.ext.whole53, label %done, !dbg !116

ip6.ext.whole53:                                  ; preds = %ip6.ext51
  %273 = getelementptr i8, ptr %248, i64 0, !dbg !116
  %274 = load i8, ptr %273, align 1, !dbg !116
  %275 = zext i8 %274 to i64, !dbg !116
  br label %ip6.ext43, !dbg !116

ip6.frag55:                                       ; preds = %ip6.ext.frag42
  %276 = load i32, ptr %flags, align 4, !dbg !116
  %277 = or i32 %276, 32, !dbg !116
  store i32 %277, ptr %flags, align 4, !dbg !116
  %278 = getelementptr i8, ptr %251, i64 0, !dbg !116
  %279 = load i8, ptr %278, align 1, !dbg !116
  %280 = zext i8 %279 to i64, !dbg !116
  %281 = getelementptr i8, ptr %251, i64 2, !dbg !116
  %282 = load i16, ptr %281, align 2, !dbg !116
  %283 = call i16 @llvm.bswap.i16(i16 %282), !dbg !116
  %284 = zext i16 %283 to i64, !dbg !116
  %285 = and i64 %284, 65528, !dbg !116
  %286 = icmp eq i64 %285, 0, !dbg !116
  br i1 %286, label %ip6.frag.first56, label %ip6.frag.later57, !dbg !116

ip6.frag.first56:                                 ; preds = %ip6.frag55
  %287 = add i64 %off27, 8, !dbg !116
  br label %ip6.ext43, !dbg !116

ip6.frag.later57:                                 ; preds = %ip6.frag55
  br label %ip6.later.frag, !dbg !116

ip6.ext.std58:                                    ; preds = %ip6.ext43, %ip6.ext43, %ip6.ext43
  %hdr64 = getelementptr i8, ptr %data, i64 %off45, !dbg !116
  %288 = call ptr @llvm.bpf.passthrough.p0.p0(i32 18, ptr %hdr64), !dbg !116
  %289 = getelementptr i8, ptr %288, i64 8, !dbg !116
  %290 = icmp ule ptr %289, %data_end, !dbg !116
  br i1 %290, label %ip6.ext65, label %done, !dbg !116

ip6.ext.ah59:                                     ; preds = %ip6.ext43
  %hdr68 = getelementptr i8, ptr %data, i64 %off45, !dbg !116
  %291 = call ptr @llvm.bpf.passthrough.p0.p0(i32 20, ptr %hdr68), !dbg !116
  %292 = getelementptr i8, ptr %291, i64 8, !dbg !116
  %293 = icmp ule ptr %292, %data_end, !dbg !116
  br i1 %293, label %ip6.ext69, label %done, !dbg !116

ip6.ext.frag60:                                   ; preds = %ip6.ext43
  %hdr72 = getelementptr i8, ptr %data, i64 %off45, !dbg !116
  %294 = call ptr @llvm.bpf.passthrough.p0.p0(i32 22, ptr %hdr72), !dbg !116
  %295 = getelementptr i8, ptr %294, i64 8, !dbg !116
  %296 = icmp ule ptr %295, %data_end, !dbg !116
  br i1 %296, label %ip6.frag73, label %done, !dbg !116

ip6.ext61:                                        ; preds = %ip6.frag.first74, %ip6.ext.whole71, %ip6.ext.whole67
  %key62 = phi i64 [ %307, %ip6.ext.whole67 ], [ %318, %ip6.ext.whole71 ], [ %323, %ip6.frag.first74 ], !dbg !116
  %off63 = phi i64 [ %302, %ip6.ext.whole67 ], [ %313, %ip6.ext.whole71 ], [ %330, %ip6.frag.first74 ], !dbg !116
  switch i64 %key62, label %ip6.known [
    i64 0, label %ip6.ext.std76
    i64 43, label %ip6.ext.std76
    i64 60, label %ip6.ext.std76
    i64 44, label %ip6.ext.frag78
    i64 51, label %ip6.ext.ah77
  ], !dbg !116

ip6.ext65:                                        ; preds = %ip6.ext.std58
  %297 = getelementptr i8, ptr %288, i64 1, !dbg !116
  %298 = load i8, ptr %297, align 1, !dbg !116
  %299 = zext i8 %298 to i64, !dbg !116
  %300 = add i64 %299, 1, !dbg !116
  %301 = shl i64 %300, 3, !dbg !116
  %302 = add i64 %off45, %301, !dbg !116
  %hdr66 = getelementptr i8, ptr %data, i64 %302, !dbg !116
  %303 = call ptr @llvm.bpf.passthrough.p0.p0(i32 19, ptr %hdr66), !dbg !116
  %304 = icmp ule ptr %303, %data_end, !dbg !116
  br i1 %304, label %ip6.ext.whole67, label %done, !dbg !116

ip6.ext.whole67:                                  ; preds = %ip6.ext65
  %305 = getelementptr i8, ptr %288, i64 0, !dbg !116
  %306 = load i8, ptr %305, align 1, !dbg !116
  %307 = zext i8 %306 to i64, !dbg !116
  br label %ip6.ext61, !dbg !116

ip6.ext69:                                        ; preds = %ip6.ext.ah59
  %308 = getelementptr i8, ptr %291, i64 1, !dbg !116
  %309 = load i8, ptr %308, align 1, !dbg !116
  %310 = zext i8 %309 to i64, !dbg !116
  %311 = add i64 %310, 2, !dbg !116
  %312 = shl i64 %311, 2, !dbg !116
  %313 = add i64 %off45, %312, !dbg !116
  %hdr70 = getelementptr i8, ptr %data, i64 %313, !dbg !116
  %314 = call ptr @llvm.bpf.passthrough.p0.p0(i32 21, ptr %hdr70), !dbg !116
  %315 = icmp ule ptr %314, %data_end, !dbg !116
  br i1 %315, label %ip6.ext.whole71, label %done, !dbg !116

ip6.ext.whole71:                                  ; preds = %ip6.ext69
  %316 = getelementptr i8, ptr %291, i64 0, !dbg !116
  %317 = load i8, ptr %316, align 1, !dbg !116
  %318 = zext i8 %317 to i64, !dbg !116
  br label %ip6.ext61, !dbg !116

ip6.frag73:                                       ; preds = %ip6.ext.frag60
  %319 = load i32, ptr %flags, align 4, !dbg !116
  %320 = or i32 %319, 32, !dbg !116
  store i32 %320, ptr %flags, align 4, !dbg !116
  %321 = getelementptr i8, ptr %294, i64 0, !dbg !116
  %322 = load i8, ptr %321, align 1, !dbg !116
  %323 = zext i8 %322 to i64, !dbg !116
  %324 = getelementptr i8, ptr %294, i64 2, !dbg !116
  %325 = load i16, ptr %324, align 2, !dbg !116
  %326 = call i16 @llvm.bswap.i16(i16 %325), !dbg !116
  %327 = zext i16 %326 to i64, !dbg !116
  %328 = and i64 %327, 65528, !dbg !116
  %329 = icmp eq i64 %328, 0, !dbg !116
  br i1 %329, label %ip6.frag.first74, label %ip6.frag.later75, !dbg !116

ip6.frag.first74:                                 ; preds = %ip6.frag73
  %330 = add i64 %off45, 8, !dbg !116
  br label %ip6.ext61, !dbg !116

ip6.frag.later75:                                 ; preds = %ip6.frag73
  br label %ip6.later.frag, !dbg !116

ip6.ext.std76:                                    ; preds = %ip6.ext61, %ip6.ext61, %ip6.ext61
  %hdr82 = getelementptr i8, ptr %data, i64 %off63, !dbg !116
  %331 = call ptr @llvm.bpf.passthrough.p0.p0(i32 23, ptr %hdr82), !dbg !116
  %332 = getelementptr i8, ptr %331, i64 8, !dbg !116
  %333 = icmp ule ptr %332, %data_end, !dbg !116
  br i1 %333, label %ip6.ext83, label %done, !dbg !116

ip6.ext.ah77:                                     ; preds = %ip6.ext61
  %hdr86 = getelementptr i8, ptr %data, i64 %off63, !dbg !116
  %334 = call ptr @llvm.bpf.passthrough.p0.p0(i32 25, ptr %hdr86), !dbg !116
  %335 = getelementptr i8, ptr %334, i64 8, !dbg !116
  %336 = icmp ule ptr %335, %data_end, !dbg !116
  br i1 %336, label %ip6.ext87, label %done, !dbg !116

ip6.ext.frag78:                                   ; preds = %ip6.ext61
  %hdr90 = getelementptr i8, ptr %data, i64 %off63, !dbg !116
  %337 = call ptr @llvm.bpf.passthrough.p0.p0(i32 27, ptr %hdr90), !dbg !116
  %338 = getelementptr i8, ptr %337, i64 8, !dbg !116
  %339 = icmp ule ptr %338, %data_end, !dbg !116
  br i1 %339, label %ip6.frag91, label %done, !dbg !116

ip6.ext79:                                        ; preds = %ip6.frag.first92, %ip6.ext.whole89, %ip6.ext.whole85
  %key80 = phi i64 [ %350, %ip6.ext.whole85 ], [ %361, %ip6.ext.whole89 ], [ %366, %ip6.frag.first92 ], !dbg !116
  %off81 = phi i64 [ %345, %ip6.ext.whole85 ], [ %356, %ip6.ext.whole89 ], [ %373, %ip6.frag.first92 ], !dbg !116
  switch i64 %key80, label %ip6.known [
    i64 0, label %ip6.ext.std94
    i64 43, label %ip6.ext.std94
    i64 60, label %ip6.ext.std94
    i64 44, label %ip6.ext.frag96
    i64 51, label %ip6.ext.ah95
  ], !dbg !116

ip6.ext83:                                        ; preds = %ip6.ext.std76
  %340 = getelementptr i8, ptr %331, i64 1, !dbg !116
  %341 = load i8, ptr %340, align 1, !dbg !116
  %342 = zext i8 %341 to i64, !dbg !116
  %343 = add i64 %342, 1, !dbg !116
  %344 = shl i64 %343, 3, !dbg !116
  %345 = add i64 %off63, %344, !dbg !116
  %hdr84 = getelementptr i8, ptr %data, i64 %345, !dbg !116
  %346 = call ptr @llvm.bpf.passthrough.p0.p0(i32 24, ptr %hdr84), !dbg !116
  %347 = icmp ule ptr %346, %data_end, !dbg !116
  br i1 %347, label %ip6.ext.whole85, label %done, !dbg !116

ip6.ext.whole85:                                  ; preds = %ip6.ext83
  %348 = getelementptr i8, ptr %331, i64 0, !dbg !116
  %349 = load i8, ptr %348, align 1, !dbg !116
  %350 = zext i8 %349 to i64, !dbg !116
  br label %ip6.ext79, !dbg !116

ip6.ext87:                                        ; preds = %ip6.ext.ah77
  %351 = getelementptr i8, ptr %334, i64 1, !dbg !116
  %352 = load i8, ptr %351, align 1, !dbg !116
  %353 = zext i8 %352 to i64, !dbg !116
  %354 = add i64 %353, 2, !dbg !116
  %355 = shl i64 %354, 2, !dbg !116
  %356 = add i64 %off63, %355, !dbg !116
  %hdr88 = getelementptr i8, ptr %data, i64 %356, !dbg !116
  %357 = call ptr @llvm.bpf.passthrough.p0.p0(i32 26, ptr %hdr88), !dbg !116
  %358 = icmp ule ptr %357, %data_end, !dbg !116
  br i1 %358, label %ip6.ext.whole89, label %done, !dbg !116

ip6.ext.whole89:                                  ; preds = %ip6.ext87
  %359 = getelementptr i8, ptr %334, i64 0, !dbg !116
  %360 = load i8, ptr %359, align 1, !dbg !116
  %361 = zext i8 %360 to i64, !dbg !116
  br label %ip6.ext79, !dbg !116

ip6.frag91:                                       ; preds = %ip6.ext.frag78
  %362 = load i32, ptr %flags, align 4, !dbg !116
  %363 = or i32 %362, 32, !dbg !116
  store i32 %363, ptr %flags, align 4, !dbg !116
  %364 = getelementptr i8, ptr %337, i64 0, !dbg !116
  %365 = load i8, ptr %364, align 1, !dbg !116
  %366 = zext i8 %365 to i64, !dbg !116
  %367 = getelementptr i8, ptr %337, i64 2, !dbg !116
  %368 = load i16, ptr %367, align 2, !dbg !116
  %369 = call i16 @llvm.bswap.i16(i16 %368), !dbg !116
  %370 = zext i16 %369 to i64, !dbg !116
  %371 = and i64 %370, 65528, !dbg !116
  %372 = icmp eq i64 %371, 0, !dbg !116
  br i1 %372, label %ip6.frag.first92, label %ip6.frag.later93, !dbg !116

ip6.frag.first92:                                 ; preds = %ip6.frag91
  %373 = add i64 %off63, 8, !dbg !116
  br label %ip6.ext79, !dbg !116

ip6.frag.later93:                                 ; preds = %ip6.frag91
  br label %ip6.later.frag, !dbg !116

ip6.ext.std94:                                    ; preds = %ip6.ext79, %ip6.ext79, %ip6.ext79
  %hdr100 = getelementptr i8, ptr %data, i64 %off81, !dbg !116
  %374 = call ptr @llvm.bpf.passthrough.p0.p0(i32 28, ptr %hdr100), !dbg !116
  %375 = getelementptr i8, ptr %374, i64 8, !dbg !116
  %376 = icmp ule ptr %375, %data_end, !dbg !116
  br i1 %376, label %ip6.ext101, label %done, !dbg !116

ip6.ext.ah95:                                     ; preds = %ip6.ext79
  %hdr104 = getelementptr i8, ptr %data, i64 %off81, !dbg !116
  %377 = call ptr @llvm.bpf.passthrough.p0.p0(i32 30, ptr %hdr104), !dbg !116
  %378 = getelementptr i8, ptr %377, i64 8, !dbg !116
  %379 = icmp ule ptr %378, %data_end, !dbg !116
  br i1 %379, label %ip6.ext105, label %done, !dbg !116

ip6.ext.frag96:                                   ; preds = %ip6.ext79
  %hdr108 = getelementptr i8, ptr %data, i64 %off81, !dbg !116
  %380 = call ptr @llvm.bpf.passthrough.p0.p0(i32 32, ptr %hdr108), !dbg !116
  %381 = getelementptr i8, ptr %380, i64 8, !dbg !116
  %382 = icmp ule ptr %381, %data_end, !dbg !116
  br i1 %382, label %ip6.frag109, label %done, !dbg !116

ip6.ext97:                                        ; preds = %ip6.frag.first110, %ip6.ext.whole107, %ip6.ext.whole103
  %key98 = phi i64 [ %393, %ip6.ext.whole103 ], [ %404, %ip6.ext.whole107 ], [ %409, %ip6.frag.first110 ], !dbg !116
  %off99 = phi i64 [ %388, %ip6.ext.whole103 ], [ %399, %ip6.ext.whole107 ], [ %416, %ip6.frag.first110 ], !dbg !116
  switch i64 %key98, label %ip6.known [
    i64 0, label %ip6.ext.std112
    i64 43, label %ip6.ext.std112
    i64 60, label %ip6.ext.std112
    i64 44, label %ip6.ext.frag114
    i64 51, label %ip6.ext.ah113
  ], !dbg !116

ip6.ext101:                                       ; preds = %ip6.ext.std94
  %383 = getelementptr i8, ptr %374, i64 1, !dbg !116
  %384 = load i8, ptr %383, align 1, !dbg !116
  %385 = zext i8 %384 to i64, !dbg !116
  %386 = add i64 %385, 1, !dbg !116
  %387 = shl i64 %386, 3, !dbg !116
  %388 = add i64 %off81, %387, !dbg !116
  %hdr102 = getelementptr i8, ptr %data, i64 %388, !dbg !116
  %389 = call ptr @llvm.bpf.passthrough.p0.p0(i32 29, ptr %hdr102), !dbg !116
  %390 = icmp ule ptr %389, %data_end, !dbg !116
  br i1 %390, label %ip6.ext.whole103, label %done, !dbg !116

ip6.ext.whole103:                                 ; preds = %ip6.ext101
  %391 = getelementptr i8, ptr %374, i64 0, !dbg !116
  %392 = load i8, ptr %391, align 1, !dbg !116
  %393 = zext i8 %392 to i64, !dbg !116
  br label %ip6.ext97, !dbg !116

ip6.ext105:                                       ; preds = %ip6.ext.ah95
  %394 = getelementptr i8, ptr %377, i64 1, !dbg !116
  %395 = load i8, ptr %394, align 1, !dbg !116
  %396 = zext i8 %395 to i64, !dbg !116
  %397 = add i64 %396, 2, !dbg !116
  %398 = shl i64 %397, 2, !dbg !116
  %399 = add i64 %off81, %398, !dbg !116
  %hdr106 = getelementptr i8, ptr %data, i64 %399, !dbg !116
  %400 = call ptr @llvm.bpf.passthrough.p0.p0(i32 31, ptr %hdr106), !dbg !116
  %401 = icmp ule ptr %400, %data_end, !dbg !116
  br i1 %401, label %ip6.ext.whole107, label %done, !dbg !116

ip6.ext.whole107:                                 ; preds = %ip6.ext105
  %402 = getelementptr i8, ptr %377, i64 0, !dbg !116
  %403 = load i8, ptr %402, align 1, !dbg !116
  %404 = zext i8 %403 to i64, !dbg !116
  br label %ip6.ext97, !dbg !116

ip6.frag109:                                      ; preds = %ip6.ext.frag96
  %405 = load i32, ptr %flags, align 4, !dbg !116
  %406 = or i32 %405, 32, !dbg !116
  store i32 %406, ptr %flags, align 4, !dbg !116
  %407 = getelementptr i8, ptr %380, i64 0, !dbg !116
  %408 = load i8, ptr %407, align 1, !dbg !116
  %409 = zext i8 %408 to i64, !dbg !116
  %410 = getelementptr i8, ptr %380, i64 2, !dbg !116
  %411 = load i16, ptr %410, align 2, !dbg !116
  %412 = call i16 @llvm.bswap.i16(i16 %411), !dbg !116
  %413 = zext i16 %412 to i64, !dbg !116
  %414 = and i64 %413, 65528, !dbg !116
  %415 = icmp eq i64 %414, 0, !dbg !116
  br i1 %415, label %ip6.frag.first110, label %ip6.frag.later111, !dbg !116

ip6.frag.first110:                                ; preds = %ip6.frag109
  %416 = add i64 %off81, 8, !dbg !116
  br label %ip6.ext97, !dbg !116

ip6.frag.later111:                                ; preds = %ip6.frag109
  br label %ip6.later.frag, !dbg !116

ip6.ext.std112:                                   ; preds = %ip6.ext97, %ip6.ext97, %ip6.ext97
  %hdr118 = getelementptr i8, ptr %data, i64 %off99, !dbg !116
  %417 = call ptr @llvm.bpf.passthrough.p0.p0(i32 33, ptr %hdr118), !dbg !116
  %418 = getelementptr i8, ptr %417, i64 8, !dbg !116
  %419 = icmp ule ptr %418, %data_end, !dbg !116
  br i1 %419, label %ip6.ext119, label %done, !dbg !116

ip6.ext.ah113:                                    ; preds = %ip6.ext97
  %hdr122 = getelementptr i8, ptr %data, i64 %off99, !dbg !116
  %420 = call ptr @llvm.bpf.passthrough.p0.p0(i32 35, ptr %hdr122), !dbg !116
  %421 = getelementptr i8, ptr %420, i64 8, !dbg !116
  %422 = icmp ule ptr %421, %data_end, !dbg !116
  br i1 %422, label %ip6.ext123, label %done, !dbg !116

ip6.ext.frag114:                                  ; preds = %ip6.ext97
  %hdr126 = getelementptr i8, ptr %data, i64 %off99, !dbg !116
  %423 = call ptr @llvm.bpf.passthrough.p0.p0(i32 37, ptr %hdr126), !dbg !116
  %424 = getelementptr i8, ptr %423, i64 8, !dbg !116
  %425 = icmp ule ptr %424, %data_end, !dbg !116
  br i1 %425, label %ip6.frag127, label %done, !dbg !116

ip6.ext115:                                       ; preds = %ip6.frag.first128, %ip6.ext.whole125, %ip6.ext.whole121
  %key116 = phi i64 [ %436, %ip6.ext.whole121 ], [ %447, %ip6.ext.whole125 ], [ %452, %ip6.frag.first128 ], !dbg !116
  %off117 = phi i64 [ %431, %ip6.ext.whole121 ], [ %442, %ip6.ext.whole125 ], [ %459, %ip6.frag.first128 ], !dbg !116
  switch i64 %key116, label %ip6.known [
    i64 0, label %ip6.ext.std130
    i64 43, label %ip6.ext.std130
    i64 60, label %ip6.ext.std130
    i64 44, label %ip6.ext.frag132
    i64 51, label %ip6.ext.ah131
  ], !dbg !116

ip6.ext119:                                       ; preds = %ip6.ext.std112
  %426 = getelementptr i8, ptr %417, i64 1, !dbg !116
  %427 = load i8, ptr %426, align 1, !dbg !116
  %428 = zext i8 %427 to i64, !dbg !116
  %429 = add i64 %428, 1, !dbg !116
  %430 = shl i64 %429, 3, !dbg !116
  %431 = add i64 %off99, %430, !dbg !116
  %hdr120 = getelementptr i8, ptr %data, i64 %431, !dbg !116
  %432 = call ptr @llvm.bpf.passthrough.p0.p0(i32 34, ptr %hdr120), !dbg !116
  %433 = icmp ule ptr %432, %data_end, !dbg !116
  br i1 %433, label %ip6.ext.whole121, label %done, !dbg !116

ip6.ext.whole121:                                 ; preds = %ip6.ext119
  %434 = getelementptr i8, ptr %417, i64 0, !dbg !116
  %435 = load i8, ptr %434, align 1, !dbg !116
  %436 = zext i8 %435 to i64, !dbg !116
  br label %ip6.ext115, !dbg !116

ip6.ext123:                                       ; preds = %ip6.ext.ah113
  %437 = getelementptr i8, ptr %420, i64 1, !dbg !116
  %438 = load i8, ptr %437, align 1, !dbg !116
  %439 = zext i8 %438 to i64, !dbg !116
  %440 = add i64 %439, 2, !dbg !116
  %441 = shl i64 %440, 2, !dbg !116
  %442 = add i64 %off99, %441, !dbg !116
  %hdr124 = getelementptr i8, ptr %data, i64 %442, !dbg !116
  %443 = call ptr @llvm.bpf.passthrough.p0.p0(i32 36, ptr %hdr124), !dbg !116
  %444 = icmp ule ptr %443, %data_end, !dbg !116
  br i1 %444, label %ip6.ext.whole125, label %done, !dbg !116

ip6.ext.whole125:                                 ; preds = %ip6.ext123
  %445 = getelementptr i8, ptr %420, i64 0, !dbg !116
  %446 = load i8, ptr %445, align 1, !dbg !116
  %447 = zext i8 %446 to i64, !dbg !116
  br label %ip6.ext115, !dbg !116

ip6.frag127:                                      ; preds = %ip6.ext.frag114
  %448 = load i32, ptr %flags, align 4, !dbg !116
  %449 = or i32 %448, 32, !dbg !116
  store i32 %449, ptr %flags, align 4, !dbg !116
  %450 = getelementptr i8, ptr %423, i64 0, !dbg !116
  %451 = load i8, ptr %450, align 1, !dbg !116
  %452 = zext i8 %451 to i64, !dbg !116
  %453 = getelementptr i8, ptr %423, i64 2, !dbg !116
  %454 = load i16, ptr %453, align 2, !dbg !116
  %455 = call i16 @llvm.bswap.i16(i16 %454), !dbg !116
  %456 = zext i16 %455 to i64, !dbg !116
  %457 = and i64 %456, 65528, !dbg !116
  %458 = icmp eq i64 %457, 0, !dbg !116
  br i1 %458, label %ip6.frag.first128, label %ip6.frag.later129, !dbg !116

ip6.frag.first128:                                ; preds = %ip6.frag127
  %459 = add i64 %off99, 8, !dbg !116
  br label %ip6.ext115, !dbg !116

ip6.frag.later129:                                ; preds = %ip6.frag127
  br label %ip6.later.frag, !dbg !116

ip6.ext.std130:                                   ; preds = %ip6.ext115, %ip6.ext115, %ip6.ext115
  %hdr136 = getelementptr i8, ptr %data, i64 %off117, !dbg !116
  %460 = call ptr @llvm.bpf.passthrough.p0.p0(i32 38, ptr %hdr136), !dbg !116
  %461 = getelementptr i8, ptr %460, i64 8, !dbg !116
  %462 = icmp ule ptr %461, %data_end, !dbg !116
  br i1 %462, label %ip6.ext137, label %done, !dbg !116

ip6.ext.ah131:                                    ; preds = %ip6.ext115
  %hdr140 = getelementptr i8, ptr %data, i64 %off117, !dbg !116
  %463 = call ptr @llvm.bpf.passthrough.p0.p0(i32 40, ptr %hdr140), !dbg !116
  %464 = getelementptr i8, ptr %463, i64 8, !dbg !116
  %465 = icmp ule ptr %464, %data_end, !dbg !116
  br i1 %465, label %ip6.ext141, label %done, !dbg !116

ip6.ext.frag132:                                  ; preds = %ip6.ext115
  %hdr144 = getelementptr i8, ptr %data, i64 %off117, !dbg !116
  %466 = call ptr @llvm.bpf.passthrough.p0.p0(i32 42, ptr %hdr144), !dbg !116
  %467 = getelementptr i8, ptr %466, i64 8, !dbg !116
  %468 = icmp ule ptr %467, %data_end, !dbg !116
  br i1 %468, label %ip6.frag145, label %done, !dbg !116

ip6.ext133:                                       ; preds = %ip6.frag.first146, %ip6.ext.whole143, %ip6.ext.whole139
  %key134 = phi i64 [ %479, %ip6.ext.whole139 ], [ %490, %ip6.ext.whole143 ], [ %495, %ip6.frag.first146 ], !dbg !116
  %off135 = phi i64 [ %474, %ip6.ext.whole139 ], [ %485, %ip6.ext.whole143 ], [ %502, %ip6.frag.first146 ], !dbg !116
  switch i64 %key134, label %ip6.known [
    i64 0, label %done
    i64 43, label %done
    i64 60, label %done
    i64 44, label %done
    i64 51, label %done
  ], !dbg !116

ip6.ext137:                                       ; preds = %ip6.ext.std130
  %469 = getelementptr i8, ptr %460, i64 1, !dbg !116
  %470 = load i8, ptr %469, align 1, !dbg !116
  %471 = zext i8 %470 to i64, !dbg !116
  %472 = add i64 %471, 1, !dbg !116
  %473 = shl i64 %472, 3, !dbg !116
  %474 = add i64 %off117, %473, !dbg !116
  %hdr138 = getelementptr i8, ptr %data, i64 %474, !dbg !116
  %475 = call ptr @llvm.bpf.passthrough.p0.p0(i32 39, ptr %hdr138), !dbg !116
  %476 = icmp ule ptr %475, %data_end, !dbg !116
  br i1 %476, label %ip6.ext.whole139, label %done, !dbg !116

ip6.ext.whole139:                                 ; preds = %ip6.ext137
  %477 = getelementptr i8, ptr %460, i64 0, !dbg !116
  %478 = load i8, ptr %477, align 1, !dbg !116
  %479 = zext i8 %478 to i64, !dbg !116
  br label %ip6.ext133, !dbg !116

ip6.ext141:                                       ; preds = %ip6.ext.ah131
  %480 = getelementptr i8, ptr %463, i64 1, !dbg !116
  %481 = load i8, ptr %480, align 1, !dbg !116
  %482 = zext i8 %481 to i64, !dbg !116
  %483 = add i64 %482, 2, !dbg !116
  %484 = shl i64 %483, 2, !dbg !116
  %485 = add i64 %off117, %484, !dbg !116
  %hdr142 = getelementptr i8, ptr %data, i64 %485, !dbg !116
  %486 = call ptr @llvm.bpf.passthrough.p0.p0(i32 41, ptr %hdr142), !dbg !116
  %487 = icmp ule ptr %486, %data_end, !dbg !116
  br i1 %487, label %ip6.ext.whole143, label %done, !dbg !116

ip6.ext.whole143:                                 ; preds = %ip6.ext141
  %488 = getelementptr i8, ptr %463, i64 0, !dbg !116
  %489 = load i8, ptr %488, align 1, !dbg !116
  %490 = zext i8 %489 to i64, !dbg !116
  br label %ip6.ext133, !dbg !116

ip6.frag145:                                      ; preds = %ip6.ext.frag132
  %491 = load i32, ptr %flags, align 4, !dbg !116
  %492 = or i32 %491, 32, !dbg !116
  store i32 %492, ptr %flags, align 4, !dbg !116
  %493 = getelementptr i8, ptr %466, i64 0, !dbg !116
  %494 = load i8, ptr %493, align 1, !dbg !116
  %495 = zext i8 %494 to i64, !dbg !116
  %496 = getelementptr i8, ptr %466, i64 2, !dbg !116
  %497 = load i16, ptr %496, align 2, !dbg !116
  %498 = call i16 @llvm.bswap.i16(i16 %497), !dbg !116
  %499 = zext i16 %498 to i64, !dbg !116
  %500 = and i64 %499, 65528, !dbg !116
  %501 = icmp eq i64 %500, 0, !dbg !116
  br i1 %501, label %ip6.frag.first146, label %ip6.frag.later147, !dbg !116

ip6.frag.first146:                                ; preds = %ip6.frag145
  %502 = add i64 %off117, 8, !dbg !116
  br label %ip6.ext133, !dbg !116

ip6.frag.later147:                                ; preds = %ip6.frag145
  br label %ip6.later.frag, !dbg !116

tcp:                                              ; preds = %l4
  %hdr148 = getelementptr i8, ptr %data, i64 %off3, !dbg !116
  %503 = call ptr @llvm.bpf.passthrough.p0.p0(i32 43, ptr %hdr148), !dbg !116
  %504 = getelementptr i8, ptr %503, i64 20, !dbg !116
  %505 = icmp ule ptr %504, %data_end, !dbg !116
  br i1 %505, label %tcp.hdr, label %done, !dbg !116

tcp.hdr:                                          ; preds = %tcp
  %506 = load i32, ptr %flags, align 4, !dbg !116
  %507 = or i32 %506, 192, !dbg !116
  store i32 %507, ptr %flags, align 4, !dbg !116
  %508 = getelementptr i8, ptr %503, i64 0, !dbg !116
  %509 = load i16, ptr %508, align 2, !dbg !116
  %510 = call i16 @llvm.bswap.i16(i16 %509), !dbg !116
  %511 = zext i16 %510 to i64, !dbg !116
  %512 = trunc i64 %511 to i16, !dbg !116
  store i16 %512, ptr %sport, align 2, !dbg !116
  %513 = getelementptr i8, ptr %503, i64 2, !dbg !116
  %514 = load i16, ptr %513, align 2, !dbg !116
  %515 = call i16 @llvm.bswap.i16(i16 %514), !dbg !116
  %516 = zext i16 %515 to i64, !dbg !116
  %517 = trunc i64 %516 to i16, !dbg !116
  store i16 %517, ptr %dport, align 2, !dbg !116
  %518 = getelementptr i8, ptr %503, i64 13, !dbg !116
  %519 = load i8, ptr %518, align 1, !dbg !116
  %520 = zext i8 %519 to i64, !dbg !116
  %521 = trunc i64 %520 to i8, !dbg !116
  store i8 %521, ptr %tcpflags, align 1, !dbg !116
  br label %done, !dbg !116

udp:                                              ; preds = %l4
  %hdr149 = getelementptr i8, ptr %data, i64 %off3, !dbg !116
  %522 = call ptr @llvm.bpf.passthrough.p0.p0(i32 44, ptr %hdr149), !dbg !116
  %523 = getelementptr i8, ptr %522, i64 8, !dbg !116
  %524 = icmp ule ptr %523, %data_end, !dbg !116
  br i1 %524, label %udp.hdr, label %done, !dbg !116

udp.hdr:                                          ; preds = %udp
  %525 = load i32, ptr %flags, align 4, !dbg !116
  %526 = or i32 %525, 64, !dbg !116
  store i32 %526, ptr %flags, align 4, !dbg !116
  %527 = getelementptr i8, ptr %522, i64 0, !dbg !116
  %528 = load i16, ptr %527, align 2, !dbg !116
  %529 = call i16 @llvm.bswap.i16(i16 %528), !dbg !116
  %530 = zext i16 %529 to i64, !dbg !116
  %531 = trunc i64 %530 to i16, !dbg !116
  store i16 %531, ptr %sport, align 2, !dbg !116
  %532 = getelementptr i8, ptr %522, i64 2, !dbg !116
  %533 = load i16, ptr %532, align 2, !dbg !116
  %534 = call i16 @llvm.bswap.i16(i16 %533), !dbg !116
  %535 = zext i16 %534 to i64, !dbg !116
  %536 = trunc i64 %535 to i16, !dbg !116
  store i16 %536, ptr %dport, align 2, !dbg !116
  br label %done, !dbg !116
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
define i32 @xdpc_rules_0(ptr %0, i32 %1, ptr %2) #0 !dbg !117 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !124
  %val = alloca [2 x i64], align 8, !dbg !124
  %key = alloca i32, align 8, !dbg !124
  %best = alloca i32, align 8, !dbg !124
  store i32 %1, ptr %best, align 4, !dbg !124
  %3 = icmp eq ptr %0, null, !dbg !124
  %4 = icmp eq ptr %2, null, !dbg !124
  %5 = or i1 %3, %4, !dbg !124
  br i1 %5, label %continue, label %rules, !dbg !124

rules:                                            ; preds = %entry
  br label %hit, !dbg !124

hit:                                              ; preds = %rules
  %counter = getelementptr i8, ptr %2, i64 0, !dbg !124
  %6 = load i64, ptr %counter, align 8, !dbg !124
  %7 = add i64 %6, 1, !dbg !124
  store i64 %7, ptr %counter, align 8, !dbg !124
  %8 = getelementptr i8, ptr %counter, i64 8, !dbg !124
  %9 = load i64, ptr %8, align 8, !dbg !124
  %len = getelementptr i8, ptr %0, i64 48, !dbg !124
  %len2 = load i32, ptr %len, align 4, !dbg !124
  %10 = zext i32 %len2 to i64, !dbg !124
  %11 = add i64 %9, %10, !dbg !124
  store i64 %11, ptr %8, align 8, !dbg !124
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !124
  %flags3 = load i32, ptr %flags, align 4, !dbg !124
  %12 = zext i32 %flags3 to i64, !dbg !124
  %13 = and i64 %12, 12, !dbg !124
  %14 = icmp ne i64 %13, 0, !dbg !124
  br i1 %14, label %count.key, label %count.skip, !dbg !124

next:                                             ; preds = %count.skip
  br label %hit15, !dbg !125

count.key:                                        ; preds = %hit
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !124
  %src_hi4 = load i64, ptr %src_hi, align 8, !dbg !124
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !124
  %src_lo5 = load i64, ptr %src_lo, align 8, !dbg !124
  %family = getelementptr i8, ptr %0, i64 67, !dbg !124
  %family6 = load i8, ptr %family, align 1, !dbg !124
  %15 = zext i8 %family6 to i64, !dbg !124
  %16 = trunc i64 %15 to i32, !dbg !124
  %17 = getelementptr i8, ptr %addr, i64 0, !dbg !124
  store i32 %16, ptr %17, align 4, !dbg !124
  %18 = call i64 @llvm.bswap.i64(i64 %src_hi4), !dbg !124
  %19 = getelementptr i8, ptr %addr, i64 4, !dbg !124
  store i64 %18, ptr %19, align 4, !dbg !124
  %20 = call i64 @llvm.bswap.i64(i64 %src_lo5), !dbg !124
  %21 = getelementptr i8, ptr %addr, i64 12, !dbg !124
  store i64 %20, ptr %21, align 4, !dbg !124
  %22 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_src, ptr %addr), !dbg !124
  %23 = icmp ne ptr %22, null, !dbg !124
  br i1 %23, label %addr.found, label %addr.create, !dbg !124

count.skip:                                       ; preds = %addr.done, %hit
  br label %next, !dbg !124

addr.found:                                       ; preds = %count.key
  %24 = icmp ne ptr %22, null, !dbg !124
  br i1 %24, label %count.add, label %count.done, !dbg !124

addr.create:                                      ; preds = %count.key
  %25 = getelementptr i8, ptr %val, i64 0, !dbg !124
  store i64 1, ptr %25, align 8, !dbg !124
  %len9 = getelementptr i8, ptr %0, i64 48, !dbg !124
  %len10 = load i32, ptr %len9, align 4, !dbg !124
  %26 = zext i32 %len10 to i64, !dbg !124
  %27 = getelementptr i8, ptr %val, i64 8, !dbg !124
  store i64 %26, ptr %27, align 8, !dbg !124
  %28 = call i64 inttoptr (i64 2 to ptr)(ptr @xdpc_t0_src, ptr %addr, ptr %val, i64 1), !dbg !124
  %29 = icmp eq i64 %28, 0, !dbg !124
  br i1 %29, label %addr.done, label %addr.retry, !dbg !124

addr.retry:                                       ; preds = %addr.create
  %30 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_src, ptr %addr), !dbg !124
  %31 = icmp ne ptr %30, null, !dbg !124
  br i1 %31, label %count.add11, label %count.done12, !dbg !124

addr.done:                                        ; preds = %count.done12, %addr.create, %count.done
  br label %count.skip, !dbg !124

count.add:                                        ; preds = %addr.found
  %32 = load i64, ptr %22, align 8, !dbg !124
  %33 = add i64 %32, 1, !dbg !124
  store i64 %33, ptr %22, align 8, !dbg !124
  %34 = getelementptr i8, ptr %22, i64 8, !dbg !124
  %35 = load i64, ptr %34, align 8, !dbg !124
  %len7 = getelementptr i8, ptr %0, i64 48, !dbg !124
  %len8 = load i32, ptr %len7, align 4, !dbg !124
  %36 = zext i32 %len8 to i64, !dbg !124
  %37 = add i64 %35, %36, !dbg !124
  store i64 %37, ptr %34, align 8, !dbg !124
  br label %count.done, !dbg !124

count.done:                                       ; preds = %count.add, %addr.found
  br label %addr.done, !dbg !124

count.add11:                                      ; preds = %addr.retry
  %38 = load i64, ptr %30, align 8, !dbg !124
  %39 = add i64 %38, 1, !dbg !124
  store i64 %39, ptr %30, align 8, !dbg !124
  %40 = getelementptr i8, ptr %30, i64 8, !dbg !124
  %41 = load i64, ptr %40, align 8, !dbg !124
  %len13 = getelementptr i8, ptr %0, i64 48, !dbg !124
  %len14 = load i32, ptr %len13, align 4, !dbg !124
  %42 = zext i32 %len14 to i64, !dbg !124
  %43 = add i64 %41, %42, !dbg !124
  store i64 %43, ptr %40, align 8, !dbg !124
  br label %count.done12, !dbg !124

count.done12:                                     ; preds = %count.add11, %addr.retry
  br label %addr.done, !dbg !124

hit15:                                            ; preds = %next
  %counter17 = getelementptr i8, ptr %2, i64 16, !dbg !125
  %44 = load i64, ptr %counter17, align 8, !dbg !125
  %45 = add i64 %44, 1, !dbg !125
  store i64 %45, ptr %counter17, align 8, !dbg !125
  %46 = getelementptr i8, ptr %counter17, i64 8, !dbg !125
  %47 = load i64, ptr %46, align 8, !dbg !125
  %len18 = getelementptr i8, ptr %0, i64 48, !dbg !125
  %len19 = load i32, ptr %len18, align 4, !dbg !125
  %48 = zext i32 %len19 to i64, !dbg !125
  %49 = add i64 %47, %48, !dbg !125
  store i64 %49, ptr %46, align 8, !dbg !125
  %flags20 = getelementptr i8, ptr %0, i64 52, !dbg !125
  %flags21 = load i32, ptr %flags20, align 4, !dbg !125
  %50 = zext i32 %flags21 to i64, !dbg !125
  %51 = and i64 %50, 64, !dbg !125
  %52 = icmp ne i64 %51, 0, !dbg !125
  br i1 %52, label %count.key22, label %count.skip23, !dbg !125

next16:                                           ; preds = %count.skip23
  %flags31 = getelementptr i8, ptr %0, i64 52, !dbg !126
  %flags32 = load i32, ptr %flags31, align 4, !dbg !126
  %53 = zext i32 %flags32 to i64, !dbg !126
  %54 = and i64 %53, 1, !dbg !126
  %55 = icmp ne i64 %54, 0, !dbg !126
  br i1 %55, label %has, label %next30, !dbg !126

count.key22:                                      ; preds = %hit15
  %sport = getelementptr i8, ptr %0, i64 60, !dbg !125
  %sport24 = load i16, ptr %sport, align 2, !dbg !125
  %56 = zext i16 %sport24 to i64, !dbg !125
  %57 = trunc i64 %56 to i32, !dbg !125
  store i32 %57, ptr %key, align 4, !dbg !125
  %58 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t1_sport, ptr %key), !dbg !125
  %59 = icmp ne ptr %58, null, !dbg !125
  br i1 %59, label %count.add25, label %count.done26, !dbg !125

count.skip23:                                     ; preds = %count.done26, %hit15
  br label %next16, !dbg !125

count.add25:                                      ; preds = %count.key22
  %60 = load i64, ptr %58, align 8, !dbg !125
  %61 = add i64 %60, 1, !dbg !125
  store i64 %61, ptr %58, align 8, !dbg !125
  %62 = getelementptr i8, ptr %58, i64 8, !dbg !125
  %63 = load i64, ptr %62, align 8, !dbg !125
  %len27 = getelementptr i8, ptr %0, i64 48, !dbg !125
  %len28 = load i32, ptr %len27, align 4, !dbg !125
  %64 = zext i32 %len28 to i64, !dbg !125
  %65 = add i64 %63, %64, !dbg !125
  store i64 %65, ptr %62, align 8, !dbg !125
  br label %count.done26, !dbg !125

count.done26:                                     ; preds = %count.add25, %count.key22
  br label %count.skip23, !dbg !125

hit29:                                            ; preds = %has34
  ret i32 14, !dbg !126

next30:                                           ; preds = %has34, %and, %has, %next16
  %flags41 = getelementptr i8, ptr %0, i64 52, !dbg !127
  %flags42 = load i32, ptr %flags41, align 4, !dbg !127
  %66 = zext i32 %flags42 to i64, !dbg !127
  %67 = and i64 %66, 1, !dbg !127
  %68 = icmp ne i64 %67, 0, !dbg !127
  br i1 %68, label %has40, label %next39, !dbg !127

and:                                              ; preds = %has
  %flags35 = getelementptr i8, ptr %0, i64 52, !dbg !126
  %flags36 = load i32, ptr %flags35, align 4, !dbg !126
  %69 = zext i32 %flags36 to i64, !dbg !126
  %70 = and i64 %69, 1, !dbg !126
  %71 = icmp ne i64 %70, 0, !dbg !126
  br i1 %71, label %has34, label %next30, !dbg !126

has:                                              ; preds = %next16
  %smac = getelementptr i8, ptr %0, i64 40, !dbg !126
  %smac33 = load i64, ptr %smac, align 8, !dbg !126
  %72 = icmp eq i64 %smac33, 2199023255553, !dbg !126
  br i1 %72, label %and, label %next30, !dbg !126

has34:                                            ; preds = %and
  %dmac = getelementptr i8, ptr %0, i64 32, !dbg !126
  %dmac37 = load i64, ptr %dmac, align 8, !dbg !126
  %73 = icmp eq i64 %dmac37, 2199023255554, !dbg !126
  br i1 %73, label %hit29, label %next30, !dbg !126

hit38:                                            ; preds = %has40
  ret i32 18, !dbg !127

next39:                                           ; preds = %has40, %next30
  %flags48 = getelementptr i8, ptr %0, i64 52, !dbg !128
  %flags49 = load i32, ptr %flags48, align 4, !dbg !128
  %74 = zext i32 %flags49 to i64, !dbg !128
  %75 = and i64 %74, 2, !dbg !128
  %76 = icmp ne i64 %75, 0, !dbg !128
  br i1 %76, label %has47, label %next45, !dbg !128

has40:                                            ; preds = %next30
  %ethertype = getelementptr i8, ptr %0, i64 56, !dbg !127
  %ethertype43 = load i16, ptr %ethertype, align 2, !dbg !127
  %77 = zext i16 %ethertype43 to i64, !dbg !127
  %78 = icmp eq i64 %77, 35020, !dbg !127
  br i1 %78, label %hit38, label %next39, !dbg !127

hit44:                                            ; preds = %has51
  ret i32 22, !dbg !128

next45:                                           ; preds = %has51, %and46, %has47, %next39
  %flags57 = getelementptr i8, ptr %0, i64 52, !dbg !129
  %flags58 = load i32, ptr %flags57, align 4, !dbg !129
  %79 = zext i32 %flags58 to i64, !dbg !129
  %80 = and i64 %79, 32, !dbg !129
  %81 = icmp ne i64 %80, 0, !dbg !129
  br i1 %81, label %hit55, label %next56, !dbg !129

and46:                                            ; preds = %has47
  %flags52 = getelementptr i8, ptr %0, i64 52, !dbg !128
  %flags53 = load i32, ptr %flags52, align 4, !dbg !128
  %82 = zext i32 %flags53 to i64, !dbg !128
  %83 = and i64 %82, 12, !dbg !128
  %84 = icmp ne i64 %83, 0, !dbg !128
  br i1 %84, label %has51, label %next45, !dbg !128

has47:                                            ; preds = %next39
  %vid = getelementptr i8, ptr %0, i64 58, !dbg !128
  %vid50 = load i16, ptr %vid, align 2, !dbg !128
  %85 = zext i16 %vid50 to i64, !dbg !128
  %86 = icmp eq i64 %85, 10, !dbg !128
  br i1 %86, label %and46, label %next45, !dbg !128

has51:                                            ; preds = %and46
  %ttl = getelementptr i8, ptr %0, i64 65, !dbg !128
  %ttl54 = load i8, ptr %ttl, align 1, !dbg !128
  %87 = zext i8 %ttl54 to i64, !dbg !128
  %88 = icmp eq i64 %87, 1, !dbg !128
  br i1 %88, label %hit44, label %next45, !dbg !128

hit55:                                            ; preds = %next45
  ret i32 26, !dbg !129

next56:                                           ; preds = %next45
  %flags62 = getelementptr i8, ptr %0, i64 52, !dbg !130
  %flags63 = load i32, ptr %flags62, align 4, !dbg !130
  %89 = zext i32 %flags63 to i64, !dbg !130
  %90 = and i64 %89, 128, !dbg !130
  %91 = icmp ne i64 %90, 0, !dbg !130
  br i1 %91, label %has61, label %next60, !dbg !130

hit59:                                            ; preds = %has61
  ret i32 30, !dbg !130

next60:                                           ; preds = %has61, %next56
  %flags67 = getelementptr i8, ptr %0, i64 52, !dbg !131
  %flags68 = load i32, ptr %flags67, align 4, !dbg !131
  %92 = zext i32 %flags68 to i64, !dbg !131
  %93 = and i64 %92, 8, !dbg !131
  %94 = icmp ne i64 %93, 0, !dbg !131
  br i1 %94, label %hit65, label %next66, !dbg !131

has61:                                            ; preds = %next56
  %tcpflags = getelementptr i8, ptr %0, i64 66, !dbg !130
  %tcpflags64 = load i8, ptr %tcpflags, align 1, !dbg !130
  %95 = zext i8 %tcpflags64 to i64, !dbg !130
  %96 = and i64 %95, 2, !dbg !130
  %97 = icmp eq i64 %96, 2, !dbg !130
  br i1 %97, label %hit59, label %next60, !dbg !130

hit65:                                            ; preds = %next60
  ret i32 34, !dbg !131

next66:                                           ; preds = %next60
  br label %continue, !dbg !131

continue:                                         ; preds = %next66, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !124
  ret i32 %best1, !dbg !124
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !132 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !137
  %addr = alloca [5 x i32], align 8, !dbg !137
  %val = alloca [2 x i64], align 8, !dbg !137
  %key = alloca i32, align 8, !dbg !137
  %best = alloca i32, align 8, !dbg !137
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !137
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !137
  store i32 0, ptr %key, align 4, !dbg !137
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !137
  %3 = icmp eq ptr %2, null, !dbg !137
  br i1 %3, label %no.counters, label %counters, !dbg !137

no.counters:                                      ; preds = %entry
  ret i32 2, !dbg !137

counters:                                         ; preds = %entry
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0, ptr %2), !dbg !137
  %4 = icmp ne i32 %best1, 0, !dbg !137
  br i1 %4, label %decided, label %undecided, !dbg !137

undecided:                                        ; preds = %counters
  %counter3 = getelementptr i8, ptr %2, i64 128, !dbg !137
  %5 = load i64, ptr %counter3, align 8, !dbg !137
  %6 = add i64 %5, 1, !dbg !137
  store i64 %6, ptr %counter3, align 8, !dbg !137
  %7 = getelementptr i8, ptr %counter3, i64 8, !dbg !137
  %8 = load i64, ptr %7, align 8, !dbg !137
  %len4 = getelementptr i8, ptr %pkt, i64 48, !dbg !137
  %len5 = load i32, ptr %len4, align 4, !dbg !137
  %9 = zext i32 %len5 to i64, !dbg !137
  %10 = add i64 %8, %9, !dbg !137
  store i64 %10, ptr %7, align 8, !dbg !137
  ret i32 2, !dbg !137

decided:                                          ; preds = %counters
  %verdict = phi i32 [ %best1, %counters ], !dbg !137
  %11 = lshr i32 %verdict, 2, !dbg !137
  %rule = sub i32 %11, 1, !dbg !137
  %12 = zext i32 %rule to i64, !dbg !137
  %13 = icmp ult i64 %12, 9, !dbg !137
  br i1 %13, label %count.in, label %count.out, !dbg !137

count.in:                                         ; preds = %decided
  %off = shl i64 %12, 4, !dbg !137
  %counter = getelementptr i8, ptr %2, i64 %off, !dbg !137
  %14 = load i64, ptr %counter, align 8, !dbg !137
  %15 = add i64 %14, 1, !dbg !137
  store i64 %15, ptr %counter, align 8, !dbg !137
  %16 = getelementptr i8, ptr %counter, i64 8, !dbg !137
  %17 = load i64, ptr %16, align 8, !dbg !137
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !137
  %len2 = load i32, ptr %len, align 4, !dbg !137
  %18 = zext i32 %len2 to i64, !dbg !137
  %19 = add i64 %17, %18, !dbg !137
  store i64 %19, ptr %16, align 8, !dbg !137
  br label %count.out, !dbg !137

count.out:                                        ; preds = %count.in, %decided
  %action = and i32 %verdict, 3, !dbg !137
  ret i32 %action, !dbg !137
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!77, !78}

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
!63 = !{!47, !64, !52, !69}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !65, size: 64, align: 64, offset: 64)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64, align: 64, dwarfAddressSpace: 0)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, align: 32, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 1, lowerBound: 0)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !70, size: 64, align: 64, offset: 192)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64, align: 64, dwarfAddressSpace: 0)
!71 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_block_9", file: !3, size: 1152, align: 64, elements: !72)
!72 = !{!73}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "c", file: !3, baseType: !74, size: 1152, align: 64)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 1152, align: 32, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 18, lowerBound: 0)
!77 = !{i32 2, !"Debug Info Version", i32 3}
!78 = !{i32 2, !"Dwarf Version", i32 5}
!79 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !80, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !113)
!80 = !DISubroutineType(flags: DIFlagPrototyped, types: !81)
!81 = !{!12, !82, !91}
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64, align: 64, dwarfAddressSpace: 0)
!83 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !84)
!84 = !{!85, !86, !87, !88, !89, !90}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !54, size: 32, align: 32)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !54, size: 32, align: 32, offset: 32)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !54, size: 32, align: 32, offset: 64)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !54, size: 32, align: 32, offset: 96)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !54, size: 32, align: 32, offset: 128)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !54, size: 32, align: 32, offset: 160)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64, align: 64, dwarfAddressSpace: 0)
!92 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !93)
!93 = !{!94, !95, !96, !97, !98, !99, !100, !101, !102, !105, !106, !107, !108, !109, !110, !111, !112}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !40, size: 64, align: 64)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !40, size: 64, align: 64, offset: 64)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !40, size: 64, align: 64, offset: 128)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !40, size: 64, align: 64, offset: 192)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !40, size: 64, align: 64, offset: 256)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !40, size: 64, align: 64, offset: 320)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !54, size: 32, align: 32, offset: 384)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !54, size: 32, align: 32, offset: 416)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !103, size: 16, align: 16, offset: 448)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !104)
!104 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !103, size: 16, align: 16, offset: 464)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !103, size: 16, align: 16, offset: 480)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !103, size: 16, align: 16, offset: 496)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !25, size: 8, align: 8, offset: 512)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !25, size: 8, align: 8, offset: 520)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !25, size: 8, align: 8, offset: 528)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !25, size: 8, align: 8, offset: 536)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !54, size: 32, align: 32, offset: 544)
!113 = !{!114, !115}
!114 = !DILocalVariable(name: "ctx", arg: 1, scope: !79, file: !3, line: 1, type: !82)
!115 = !DILocalVariable(name: "pkt", arg: 2, scope: !79, file: !3, line: 1, type: !91)
!116 = !DILocation(line: 1, column: 1, scope: !79)
!117 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 4, type: !118, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !120)
!118 = !DISubroutineType(flags: DIFlagPrototyped, types: !119)
!119 = !{!12, !91, !54, !70}
!120 = !{!121, !122, !123}
!121 = !DILocalVariable(name: "pkt", arg: 1, scope: !117, file: !3, line: 4, type: !91)
!122 = !DILocalVariable(name: "best", arg: 2, scope: !117, file: !3, line: 4, type: !54)
!123 = !DILocalVariable(name: "counters", arg: 3, scope: !117, file: !3, line: 4, type: !70)
!124 = !DILocation(line: 4, column: 1, scope: !117)
!125 = !DILocation(line: 5, column: 1, scope: !117)
!126 = !DILocation(line: 6, column: 1, scope: !117)
!127 = !DILocation(line: 7, column: 1, scope: !117)
!128 = !DILocation(line: 8, column: 1, scope: !117)
!129 = !DILocation(line: 9, column: 1, scope: !117)
!130 = !DILocation(line: 10, column: 1, scope: !117)
!131 = !DILocation(line: 11, column: 1, scope: !117)
!132 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !133, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !135)
!133 = !DISubroutineType(flags: DIFlagPrototyped, types: !134)
!134 = !{!12, !82}
!135 = !{!136}
!136 = !DILocalVariable(name: "ctx", arg: 1, scope: !132, file: !3, line: 1, type: !82)
!137 = !DILocation(line: 1, column: 1, scope: !132)
