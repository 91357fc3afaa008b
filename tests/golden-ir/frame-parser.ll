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

done:                                             ; preds = %udp.hdr, %udp, %tcp.hdr, %tcp, %l4, %ip6.later.frag, %ip6.ext133, %ip6.ext133, %ip6.ext133, %ip6.ext133, %ip6.ext133, %ip6.ext.frag132, %ip6.ext141, %ip6.ext.ah131, %ip6.ext137, %ip6.ext.std130, %ip6.ext.frag114, %ip6.ext123, %ip6.ext.ah113, %ip6.ext119, %ip6.ext.std112, %ip6.ext.frag96, %ip6.ext105, %ip6.ext.ah95, %ip6.ext101, %ip6.ext.std94, %ip6.ext.frag78, %ip6.ext87, %ip6.ext.ah77, %ip6.ext83, %ip6.ext.std76, %ip6.ext.frag60, %ip6.ext69, %ip6.ext.ah59, %ip6.ext65, %ip6.ext.std58, %ip6.ext.frag42, %ip6.ext51, %ip6.ext.ah41, %ip6.ext47, %ip6.ext.std40, %ip6.ext.frag24, %ip6.ext33, %ip6.ext.ah23, %ip6.ext29, %ip6.ext.std22, %ip6.ext.frag, %ip6.ext18, %ip6.ext.ah, %ip6.ext15, %ip6.ext.std, %ip6.hdr, %ip6, %ip4.whole, %ip4.ihl, %ip4.version, %ip4.hdr, %ip4, %l3, %vlan2.whole, %vlan2, %vlan1, %body
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
  %key2 = phi i64 [ %128, %ip4.first ], [ %key6, %ip6.known ], !dbg !116
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
  %92 = lshr i64 %91, 4, !dbg !116
  %93 = icmp eq i64 %92, 4, !dbg !116
  br i1 %93, label %ip4.version, label %done, !dbg !116

ip4.version:                                      ; preds = %ip4.hdr
  %94 = and i64 %91, 15, !dbg !116
  %95 = icmp uge i64 %94, 5, !dbg !116
  br i1 %95, label %ip4.ihl, label %done, !dbg !116

ip4.ihl:                                          ; preds = %ip4.version
  %96 = shl i64 %94, 2, !dbg !116
  %l4off = add i64 %off, %96, !dbg !116
  %hdr4 = getelementptr i8, ptr %data, i64 %l4off, !dbg !116
  %97 = call ptr @llvm.bpf.passthrough.p0.p0(i32 1, ptr %hdr4), !dbg !116
  %98 = icmp ule ptr %97, %data_end, !dbg !116
  br i1 %98, label %ip4.whole, label %done, !dbg !116

ip4.whole:                                        ; preds = %ip4.ihl
  store i8 4, ptr %family, align 1, !dbg !116
  %99 = load i32, ptr %flags, align 4, !dbg !116
  %100 = or i32 %99, 4, !dbg !116
  store i32 %100, ptr %flags, align 4, !dbg !116
  %101 = getelementptr i8, ptr %83, i64 6, !dbg !116
  %102 = load i16, ptr %101, align 2, !dbg !116
  %103 = call i16 @llvm.bswap.i16(i16 %102), !dbg !116
  %104 = zext i16 %103 to i64, !dbg !116
  %105 = and i64 %104, 16383, !dbg !116
  %106 = icmp ne i64 %105, 0, !dbg !116
  %107 = load i32, ptr %flags, align 4, !dbg !116
  %108 = select i1 %106, i32 32, i32 0, !dbg !116
  %109 = or i32 %107, %108, !dbg !116
  store i32 %109, ptr %flags, align 4, !dbg !116
  %110 = getelementptr i8, ptr %83, i64 8, !dbg !116
  %111 = load i8, ptr %110, align 1, !dbg !116
  %112 = zext i8 %111 to i64, !dbg !116
  %113 = trunc i64 %112 to i8, !dbg !116
  store i8 %113, ptr %ttl, align 1, !dbg !116
  %114 = getelementptr i8, ptr %83, i64 12, !dbg !116
  %115 = load i32, ptr %114, align 4, !dbg !116
  %116 = call i32 @llvm.bswap.i32(i32 %115), !dbg !116
  %117 = zext i32 %116 to i64, !dbg !116
  %118 = shl i64 %117, 32, !dbg !116
  store i64 %118, ptr %src_hi, align 8, !dbg !116
  %119 = getelementptr i8, ptr %83, i64 16, !dbg !116
  %120 = load i32, ptr %119, align 4, !dbg !116
  %121 = call i32 @llvm.bswap.i32(i32 %120), !dbg !116
  %122 = zext i32 %121 to i64, !dbg !116
  %123 = shl i64 %122, 32, !dbg !116
  store i64 %123, ptr %dst_hi, align 8, !dbg !116
  %124 = and i64 %104, 8191, !dbg !116
  %125 = icmp eq i64 %124, 0, !dbg !116
  br i1 %125, label %ip4.first, label %done, !dbg !116

ip4.first:                                        ; preds = %ip4.whole
  %126 = getelementptr i8, ptr %83, i64 9, !dbg !116
  %127 = load i8, ptr %126, align 1, !dbg !116
  %128 = zext i8 %127 to i64, !dbg !116
  br label %l4, !dbg !116

ip6.hdr:                                          ; preds = %ip6
  %129 = getelementptr i8, ptr %86, i64 0, !dbg !116
  %130 = load i8, ptr %129, align 1, !dbg !116
  %131 = zext i8 %130 to i64, !dbg !116
  %132 = lshr i64 %131, 4, !dbg !116
  %133 = icmp eq i64 %132, 6, !dbg !116
  br i1 %133, label %ip6.version, label %done, !dbg !116

ip6.version:                                      ; preds = %ip6.hdr
  store i8 6, ptr %family, align 1, !dbg !116
  %134 = load i32, ptr %flags, align 4, !dbg !116
  %135 = or i32 %134, 8, !dbg !116
  store i32 %135, ptr %flags, align 4, !dbg !116
  %136 = getelementptr i8, ptr %86, i64 7, !dbg !116
  %137 = load i8, ptr %136, align 1, !dbg !116
  %138 = zext i8 %137 to i64, !dbg !116
  %139 = trunc i64 %138 to i8, !dbg !116
  store i8 %139, ptr %ttl, align 1, !dbg !116
  %140 = getelementptr i8, ptr %86, i64 8, !dbg !116
  %141 = load i64, ptr %140, align 8, !dbg !116
  %142 = call i64 @llvm.bswap.i64(i64 %141), !dbg !116
  store i64 %142, ptr %src_hi, align 8, !dbg !116
  %143 = getelementptr i8, ptr %86, i64 16, !dbg !116
  %144 = load i64, ptr %143, align 8, !dbg !116
  %145 = call i64 @llvm.bswap.i64(i64 %144), !dbg !116
  store i64 %145, ptr %src_lo, align 8, !dbg !116
  %146 = getelementptr i8, ptr %86, i64 24, !dbg !116
  %147 = load i64, ptr %146, align 8, !dbg !116
  %148 = call i64 @llvm.bswap.i64(i64 %147), !dbg !116
  store i64 %148, ptr %dst_hi, align 8, !dbg !116
  %149 = getelementptr i8, ptr %86, i64 32, !dbg !116
  %150 = load i64, ptr %149, align 8, !dbg !116
  %151 = call i64 @llvm.bswap.i64(i64 %150), !dbg !116
  store i64 %151, ptr %dst_lo, align 8, !dbg !116
  %152 = getelementptr i8, ptr %86, i64 6, !dbg !116
  %153 = load i8, ptr %152, align 1, !dbg !116
  %154 = zext i8 %153 to i64, !dbg !116
  %155 = add i64 %off, 40, !dbg !116
  br label %ip6.ext0, !dbg !116

ip6.known:                                        ; preds = %ip6.ext133, %ip6.ext115, %ip6.ext97, %ip6.ext79, %ip6.ext61, %ip6.ext43, %ip6.ext25, %ip6.ext, %ip6.ext0
  %key6 = phi i64 [ %key10, %ip6.ext0 ], [ %key12, %ip6.ext ], [ %key26, %ip6.ext25 ], [ %key44, %ip6.ext43 ], [ %key62, %ip6.ext61 ], [ %key80, %ip6.ext79 ], [ %key98, %ip6.ext97 ], [ %key116, %ip6.ext115 ], [ %key134, %ip6.ext133 ], !dbg !116
  %off7 = phi i64 [ %off11, %ip6.ext0 ], [ %off13, %ip6.ext ], [ %off27, %ip6.ext25 ], [ %off45, %ip6.ext43 ], [ %off63, %ip6.ext61 ], [ %off81, %ip6.ext79 ], [ %off99, %ip6.ext97 ], [ %off117, %ip6.ext115 ], [ %off135, %ip6.ext133 ], !dbg !116
  br label %l4, !dbg !116

ip6.later.frag:                                   ; preds = %ip6.frag.later147, %ip6.frag.later129, %ip6.frag.later111, %ip6.frag.later93, %ip6.frag.later75, %ip6.frag.later57, %ip6.frag.later39, %ip6.frag.later
  %key8 = phi i64 [ %191, %ip6.frag.later ], [ %234, %ip6.frag.later39 ], [ %277, %ip6.frag.later57 ], [ %320, %ip6.frag.later75 ], [ %363, %ip6.frag.later93 ], [ %406, %ip6.frag.later111 ], [ %449, %ip6.frag.later129 ], [ %492, %ip6.frag.later147 ], !dbg !116
  %off9 = phi i64 [ %off11, %ip6.frag.later ], [ %off13, %ip6.frag.later39 ], [ %off27, %ip6.frag.later57 ], [ %off45, %ip6.frag.later75 ], [ %off63, %ip6.frag.later93 ], [ %off81, %ip6.frag.later111 ], [ %off99, %ip6.frag.later129 ], [ %off117, %ip6.frag.later147 ], !dbg !116
  br label %done, !dbg !116

ip6.ext0:                                         ; preds = %ip6.version
  %key10 = phi i64 [ %154, %ip6.version ], !dbg !116
  %off11 = phi i64 [ %155, %ip6.version ], !dbg !116
  switch i64 %key10, label %ip6.known [
    i64 0, label %ip6.ext.std
    i64 43, label %ip6.ext.std
    i64 60, label %ip6.ext.std
    i64 44, label %ip6.ext.frag
    i64 51, label %ip6.ext.ah
  ], !dbg !116

ip6.ext.std:                                      ; preds = %ip6.ext0, %ip6.ext0, %ip6.ext0
  %hdr14 = getelementptr i8, ptr %data, i64 %off11, !dbg !116
  %156 = call ptr @llvm.bpf.passthrough.p0.p0(i32 3, ptr %hdr14), !dbg !116
  %157 = getelementptr i8, ptr %156, i64 8, !dbg !116
  %158 = icmp ule ptr %157, %data_end, !dbg !116
  br i1 %158, label %ip6.ext15, label %done, !dbg !116

ip6.ext.ah:                                       ; preds = %ip6.ext0
  %hdr17 = getelementptr i8, ptr %data, i64 %off11, !dbg !116
  %159 = call ptr @llvm.bpf.passthrough.p0.p0(i32 5, ptr %hdr17), !dbg !116
  %160 = getelementptr i8, ptr %159, i64 8, !dbg !116
  %161 = icmp ule ptr %160, %data_end, !dbg !116
  br i1 %161, label %ip6.ext18, label %done, !dbg !116

ip6.ext.frag:                                     ; preds = %ip6.ext0
  %hdr21 = getelementptr i8, ptr %data, i64 %off11, !dbg !116
  %162 = call ptr @llvm.bpf.passthrough.p0.p0(i32 7, ptr %hdr21), !dbg !116
  %163 = getelementptr i8, ptr %162, i64 8, !dbg !116
  %164 = icmp ule ptr %163, %data_end, !dbg !116
  br i1 %164, label %ip6.frag, label %done, !dbg !116

ip6.ext:                                          ; preds = %ip6.frag.first, %ip6.ext.whole20, %ip6.ext.whole
  %key12 = phi i64 [ %175, %ip6.ext.whole ], [ %186, %ip6.ext.whole20 ], [ %191, %ip6.frag.first ], !dbg !116
  %off13 = phi i64 [ %170, %ip6.ext.whole ], [ %181, %ip6.ext.whole20 ], [ %198, %ip6.frag.first ], !dbg !116
  switch i64 %key12, label %ip6.known [
    i64 0, label %ip6.ext.std22
    i64 43, label %ip6.ext.std22
    i64 60, label %ip6.ext.std22
    i64 44, label %ip6.ext.frag24
    i64 51, label %ip6.ext.ah23
  ], !dbg !116

ip6.ext15:                                        ; preds = %ip6.ext.std
  %165 = getelementptr i8, ptr %156, i64 1, !dbg !116
  %166 = load i8, ptr %165, align 1, !dbg !116
  %167 = zext i8 %166 to i64, !dbg !116
  %168 = add i64 %167, 1, !dbg !116
  %169 = shl i64 %168, 3, !dbg !116
  %170 = add i64 %off11, %169, !dbg !116
  %hdr16 = getelementptr i8, ptr %data, i64 %170, !dbg !116
  %171 = call ptr @llvm.bpf.passthrough.p0.p0(i32 4, ptr %hdr16), !dbg !116
  %172 = icmp ule ptr %171, %data_end, !dbg !116
  br i1 %172, label %ip6.ext.whole, label %done, !dbg !116

ip6.ext.whole:                                    ; preds = %ip6.ext15
  %173 = getelementptr i8, ptr %156, i64 0, !dbg !116
  %174 = load i8, ptr %173, align 1, !dbg !116
  %175 = zext i8 %174 to i64, !dbg !116
  br label %ip6.ext, !dbg !116

ip6.ext18:                                        ; preds = %ip6.ext.ah
  %176 = getelementptr i8, ptr %159, i64 1, !dbg !116
  %177 = load i8, ptr %176, align 1, !dbg !116
  %178 = zext i8 %177 to i64, !dbg !116
  %179 = add i64 %178, 2, !dbg !116
  %180 = shl i64 %179, 2, !dbg !116
  %181 = add i64 %off11, %180, !dbg !116
  %hdr19 = getelementptr i8, ptr %data, i64 %181, !dbg !116
  %182 = call ptr @llvm.bpf.passthrough.p0.p0(i32 6, ptr %hdr19), !dbg !116
  %183 = icmp ule ptr %182, %data_end, !dbg !116
  br i1 %183, label %ip6.ext.whole20, label %done, !dbg !116

ip6.ext.whole20:                                  ; preds = %ip6.ext18
  %184 = getelementptr i8, ptr %159, i64 0, !dbg !116
  %185 = load i8, ptr %184, align 1, !dbg !116
  %186 = zext i8 %185 to i64, !dbg !116
  br label %ip6.ext, !dbg !116

ip6.frag:                                         ; preds = %ip6.ext.frag
  %187 = load i32, ptr %flags, align 4, !dbg !116
  %188 = or i32 %187, 32, !dbg !116
  store i32 %188, ptr %flags, align 4, !dbg !116
  %189 = getelementptr i8, ptr %162, i64 0, !dbg !116
  %190 = load i8, ptr %189, align 1, !dbg !116
  %191 = zext i8 %190 to i64, !dbg !116
  %192 = getelementptr i8, ptr %162, i64 2, !dbg !116
  %193 = load i16, ptr %192, align 2, !dbg !116
  %194 = call i16 @llvm.bswap.i16(i16 %193), !dbg !116
  %195 = zext i16 %194 to i64, !dbg !116
  %196 = and i64 %195, 65528, !dbg !116
  %197 = icmp eq i64 %196, 0, !dbg !116
  br i1 %197, label %ip6.frag.first, label %ip6.frag.later, !dbg !116

ip6.frag.first:                                   ; preds = %ip6.frag
  %198 = add i64 %off11, 8, !dbg !116
  br label %ip6.ext, !dbg !116

ip6.frag.later:                                   ; preds = %ip6.frag
  br label %ip6.later.frag, !dbg !116

ip6.ext.std22:                                    ; preds = %ip6.ext, %ip6.ext, %ip6.ext
  %hdr28 = getelementptr i8, ptr %data, i64 %off13, !dbg !116
  %199 = call ptr @llvm.bpf.passthrough.p0.p0(i32 8, ptr %hdr28), !dbg !116
  %200 = getelementptr i8, ptr %199, i64 8, !dbg !116
  %201 = icmp ule ptr %200, %data_end, !dbg !116
  br i1 %201, label %ip6.ext29, label %done, !dbg !116

ip6.ext.ah23:                                     ; preds = %ip6.ext
  %hdr32 = getelementptr i8, ptr %data, i64 %off13, !dbg !116
  %202 = call ptr @llvm.bpf.passthrough.p0.p0(i32 10, ptr %hdr32), !dbg !116
  %203 = getelementptr i8, ptr %202, i64 8, !dbg !116
  %204 = icmp ule ptr %203, %data_end, !dbg !116
  br i1 %204, label %ip6.ext33, label %done, !dbg !116

ip6.ext.frag24:                                   ; preds = %ip6.ext
  %hdr36 = getelementptr i8, ptr %data, i64 %off13, !dbg !116
  %205 = call ptr @llvm.bpf.passthrough.p0.p0(i32 12, ptr %hdr36), !dbg !116
  %206 = getelementptr i8, ptr %205, i64 8, !dbg !116
  %207 = icmp ule ptr %206, %data_end, !dbg !116
  br i1 %207, label %ip6.frag37, label %done, !dbg !116

ip6.ext25:                                        ; preds = %ip6.frag.first38, %ip6.ext.whole35, %ip6.ext.whole31
  %key26 = phi i64 [ %218, %ip6.ext.whole31 ], [ %229, %ip6.ext.whole35 ], [ %234, %ip6.frag.first38 ], !dbg !116
  %off27 = phi i64 [ %213, %ip6.ext.whole31 ], [ %224, %ip6.ext.whole35 ], [ %241, %ip6.frag.first38 ], !dbg !116
  switch i64 %key26, label %ip6.known [
    i64 0, label %ip6.ext.std40
    i64 43, label %ip6.ext.std40
    i64 60, label %ip6.ext.std40
    i64 44, label %ip6.ext.frag42
    i64 51, label %ip6.ext.ah41
  ], !dbg !116

ip6.ext29:                                        ; preds = %ip6.ext.std22
  %208 = getelementptr i8, ptr %199, i64 1, !dbg !116
  %209 = load i8, ptr %208, align 1, !dbg !116
  %210 = zext i8 %209 to i64, !dbg !116
  %211 = add i64 %210, 1, !dbg !116
  %212 = shl i64 %211, 3, !dbg !116
  %213 = add i64 %off13, %212, !dbg !116
  %hdr30 = getelementptr i8, ptr %data, i64 %213, !dbg !116
  %214 = call ptr @llvm.bpf.passthrough.p0.p0(i32 9, ptr %hdr30), !dbg !116
  %215 = icmp ule ptr %214, %data_end, !dbg !116
  br i1 %215, label %ip6.ext.whole31, label %done, !dbg !116

ip6.ext.whole31:                                  ; preds = %ip6.ext29
  %216 = getelementptr i8, ptr %199, i64 0, !dbg !116
  %217 = load i8, ptr %216, align 1, !dbg !116
  %218 = zext i8 %217 to i64, !dbg !116
  br label %ip6.ext25, !dbg !116

ip6.ext33:                                        ; preds = %ip6.ext.ah23
  %219 = getelementptr i8, ptr %202, i64 1, !dbg !116
  %220 = load i8, ptr %219, align 1, !dbg !116
  %221 = zext i8 %220 to i64, !dbg !116
  %222 = add i64 %221, 2, !dbg !116
  %223 = shl i64 %222, 2, !dbg !116
  %224 = add i64 %off13, %223, !dbg !116
  %hdr34 = getelementptr i8, ptr %data, i64 %224, !dbg !116
  %225 = call ptr @llvm.bpf.passthrough.p0.p0(i32 11, ptr %hdr34), !dbg !116
  %226 = icmp ule ptr %225, %data_end, !dbg !116
  br i1 %226, label %ip6.ext.whole35, label %done, !dbg !116

ip6.ext.whole35:                                  ; preds = %ip6.ext33
  %227 = getelementptr i8, ptr %202, i64 0, !dbg !116
  %228 = load i8, ptr %227, align 1, !dbg !116
  %229 = zext i8 %228 to i64, !dbg !116
  br label %ip6.ext25, !dbg !116

ip6.frag37:                                       ; preds = %ip6.ext.frag24
  %230 = load i32, ptr %flags, align 4, !dbg !116
  %231 = or i32 %230, 32, !dbg !116
  store i32 %231, ptr %flags, align 4, !dbg !116
  %232 = getelementptr i8, ptr %205, i64 0, !dbg !116
  %233 = load i8, ptr %232, align 1, !dbg !116
  %234 = zext i8 %233 to i64, !dbg !116
  %235 = getelementptr i8, ptr %205, i64 2, !dbg !116
  %236 = load i16, ptr %235, align 2, !dbg !116
  %237 = call i16 @llvm.bswap.i16(i16 %236), !dbg !116
  %238 = zext i16 %237 to i64, !dbg !116
  %239 = and i64 %238, 65528, !dbg !116
  %240 = icmp eq i64 %239, 0, !dbg !116
  br i1 %240, label %ip6.frag.first38, label %ip6.frag.later39, !dbg !116

ip6.frag.first38:                                 ; preds = %ip6.frag37
  %241 = add i64 %off13, 8, !dbg !116
  br label %ip6.ext25, !dbg !116

ip6.frag.later39:                                 ; preds = %ip6.frag37
  br label %ip6.later.frag, !dbg !116

ip6.ext.std40:                                    ; preds = %ip6.ext25, %ip6.ext25, %ip6.ext25
  %hdr46 = getelementptr i8, ptr %data, i64 %off27, !dbg !116
  %242 = call ptr @llvm.bpf.passthrough.p0.p0(i32 13, ptr %hdr46), !dbg !116
  %243 = getelementptr i8, ptr %242, i64 8, !dbg !116
  %244 = icmp ule ptr %243, %data_end, !dbg !116
  br i1 %244, label %ip6.ext47, label %done, !dbg !116

ip6.ext.ah41:                                     ; preds = %ip6.ext25
  %hdr50 = getelementptr i8, ptr %data, i64 %off27, !dbg !116
  %245 = call ptr @llvm.bpf.passthrough.p0.p0(i32 15, ptr %hdr50), !dbg !116
  %246 = getelementptr i8, ptr %245, i64 8, !dbg !116
  %247 = icmp ule ptr %246, %data_end, !dbg !116
  br i1 %247, label %ip6.ext51, label %done, !dbg !116

ip6.ext.frag42:                                   ; preds = %ip6.ext25
  %hdr54 = getelementptr i8, ptr %data, i64 %off27, !dbg !116
  %248 = call ptr @llvm.bpf.passthrough.p0.p0(i32 17, ptr %hdr54), !dbg !116
  %249 = getelementptr i8, ptr %248, i64 8, !dbg !116
  %250 = icmp ule ptr %249, %data_end, !dbg !116
  br i1 %250, label %ip6.frag55, label %done, !dbg !116

ip6.ext43:                                        ; preds = %ip6.frag.first56, %ip6.ext.whole53, %ip6.ext.whole49
  %key44 = phi i64 [ %261, %ip6.ext.whole49 ], [ %272, %ip6.ext.whole53 ], [ %277, %ip6.frag.first56 ], !dbg !116
  %off45 = phi i64 [ %256, %ip6.ext.whole49 ], [ %267, %ip6.ext.whole53 ], [ %284, %ip6.frag.first56 ], !dbg !116
  switch i64 %key44, label %ip6.known [
    i64 0, label %ip6.ext.std58
    i64 43, label %ip6.ext.std58
    i64 60, label %ip6.ext.std58
    i64 44, label %ip6.ext.frag60
    i64 51, label %ip6.ext.ah59
  ], !dbg !116

ip6.ext47:                                        ; preds = %ip6.ext.std40
  %251 = getelementptr i8, ptr %242, i64 1, !dbg !116
  %252 = load i8, ptr %251, align 1, !dbg !116
  %253 = zext i8 %252 to i64, !dbg !116
  %254 = add i64 %253, 1, !dbg !116
  %255 = shl i64 %254, 3, !dbg !116
  %256 = add i64 %off27, %255, !dbg !116
  %hdr48 = getelementptr i8, ptr %data, i64 %256, !dbg !116
  %257 = call ptr @llvm.bpf.passthrough.p0.p0(i32 14, ptr %hdr48), !dbg !116
  %258 = icmp ule ptr %257, %data_end, !dbg !116
  br i1 %258, label %ip6.ext.whole49, label %done, !dbg !116

ip6.ext.whole49:                                  ; preds = %ip6.ext47
  %259 = getelementptr i8, ptr %242, i64 0, !dbg !116
  %260 = load i8, ptr %259, align 1, !dbg !116
  %261 = zext i8 %260 to i64, !dbg !116
  br label %ip6.ext43, !dbg !116

ip6.ext51:                                        ; preds = %ip6.ext.ah41
  %262 = getelementptr i8, ptr %245, i64 1, !dbg !116
  %263 = load i8, ptr %262, align 1, !dbg !116
  %264 = zext i8 %263 to i64, !dbg !116
  %265 = add i64 %264, 2, !dbg !116
  %266 = shl i64 %265, 2, !dbg !116
  %267 = add i64 %off27, %266, !dbg !116
  %hdr52 = getelementptr i8, ptr %data, i64 %267, !dbg !116
  %268 = call ptr @llvm.bpf.passthrough.p0.p0(i32 16, ptr %hdr52), !dbg !116
  %269 = icmp ule ptr %268, %data_end, !dbg !116
  br i1 %269, label %ip6.ext.whole53, label %done, !dbg !116

ip6.ext.whole53:                                  ; preds = %ip6.ext51
  %270 = getelementptr i8, ptr %245, i64 0, !dbg !116
  %271 = load i8, ptr %270, align 1, !dbg !116
  %272 = zext i8 %271 to i64, !dbg !116
  br label %ip6.ext43, !dbg !116

ip6.frag55:                                       ; preds = %ip6.ext.frag42
  %273 = load i32, ptr %flags, align 4, !dbg !116
  %274 = or i32 %273, 32, !dbg !116
  store i32 %274, ptr %flags, align 4, !dbg !116
  %275 = getelementptr i8, ptr %248, i64 0, !dbg !116
  %276 = load i8, ptr %275, align 1, !dbg !116
  %277 = zext i8 %276 to i64, !dbg !116
  %278 = getelementptr i8, ptr %248, i64 2, !dbg !116
  %279 = load i16, ptr %278, align 2, !dbg !116
  %280 = call i16 @llvm.bswap.i16(i16 %279), !dbg !116
  %281 = zext i16 %280 to i64, !dbg !116
  %282 = and i64 %281, 65528, !dbg !116
  %283 = icmp eq i64 %282, 0, !dbg !116
  br i1 %283, label %ip6.frag.first56, label %ip6.frag.later57, !dbg !116

ip6.frag.first56:                                 ; preds = %ip6.frag55
  %284 = add i64 %off27, 8, !dbg !116
  br label %ip6.ext43, !dbg !116

ip6.frag.later57:                                 ; preds = %ip6.frag55
  br label %ip6.later.frag, !dbg !116

ip6.ext.std58:                                    ; preds = %ip6.ext43, %ip6.ext43, %ip6.ext43
  %hdr64 = getelementptr i8, ptr %data, i64 %off45, !dbg !116
  %285 = call ptr @llvm.bpf.passthrough.p0.p0(i32 18, ptr %hdr64), !dbg !116
  %286 = getelementptr i8, ptr %285, i64 8, !dbg !116
  %287 = icmp ule ptr %286, %data_end, !dbg !116
  br i1 %287, label %ip6.ext65, label %done, !dbg !116

ip6.ext.ah59:                                     ; preds = %ip6.ext43
  %hdr68 = getelementptr i8, ptr %data, i64 %off45, !dbg !116
  %288 = call ptr @llvm.bpf.passthrough.p0.p0(i32 20, ptr %hdr68), !dbg !116
  %289 = getelementptr i8, ptr %288, i64 8, !dbg !116
  %290 = icmp ule ptr %289, %data_end, !dbg !116
  br i1 %290, label %ip6.ext69, label %done, !dbg !116

ip6.ext.frag60:                                   ; preds = %ip6.ext43
  %hdr72 = getelementptr i8, ptr %data, i64 %off45, !dbg !116
  %291 = call ptr @llvm.bpf.passthrough.p0.p0(i32 22, ptr %hdr72), !dbg !116
  %292 = getelementptr i8, ptr %291, i64 8, !dbg !116
  %293 = icmp ule ptr %292, %data_end, !dbg !116
  br i1 %293, label %ip6.frag73, label %done, !dbg !116

ip6.ext61:                                        ; preds = %ip6.frag.first74, %ip6.ext.whole71, %ip6.ext.whole67
  %key62 = phi i64 [ %304, %ip6.ext.whole67 ], [ %315, %ip6.ext.whole71 ], [ %320, %ip6.frag.first74 ], !dbg !116
  %off63 = phi i64 [ %299, %ip6.ext.whole67 ], [ %310, %ip6.ext.whole71 ], [ %327, %ip6.frag.first74 ], !dbg !116
  switch i64 %key62, label %ip6.known [
    i64 0, label %ip6.ext.std76
    i64 43, label %ip6.ext.std76
    i64 60, label %ip6.ext.std76
    i64 44, label %ip6.ext.frag78
    i64 51, label %ip6.ext.ah77
  ], !dbg !116

ip6.ext65:                                        ; preds = %ip6.ext.std58
  %294 = getelementptr i8, ptr %285, i64 1, !dbg !116
  %295 = load i8, ptr %294, align 1, !dbg !116
  %296 = zext i8 %295 to i64, !dbg !116
  %297 = add i64 %296, 1, !dbg !116
  %298 = shl i64 %297, 3, !dbg !116
  %299 = add i64 %off45, %298, !dbg !116
  %hdr66 = getelementptr i8, ptr %data, i64 %299, !dbg !116
  %300 = call ptr @llvm.bpf.passthrough.p0.p0(i32 19, ptr %hdr66), !dbg !116
  %301 = icmp ule ptr %300, %data_end, !dbg !116
  br i1 %301, label %ip6.ext.whole67, label %done, !dbg !116

ip6.ext.whole67:                                  ; preds = %ip6.ext65
  %302 = getelementptr i8, ptr %285, i64 0, !dbg !116
  %303 = load i8, ptr %302, align 1, !dbg !116
  %304 = zext i8 %303 to i64, !dbg !116
  br label %ip6.ext61, !dbg !116

ip6.ext69:                                        ; preds = %ip6.ext.ah59
  %305 = getelementptr i8, ptr %288, i64 1, !dbg !116
  %306 = load i8, ptr %305, align 1, !dbg !116
  %307 = zext i8 %306 to i64, !dbg !116
  %308 = add i64 %307, 2, !dbg !116
  %309 = shl i64 %308, 2, !dbg !116
  %310 = add i64 %off45, %309, !dbg !116
  %hdr70 = getelementptr i8, ptr %data, i64 %310, !dbg !116
  %311 = call ptr @llvm.bpf.passthrough.p0.p0(i32 21, ptr %hdr70), !dbg !116
  %312 = icmp ule ptr %311, %data_end, !dbg !116
  br i1 %312, label %ip6.ext.whole71, label %done, !dbg !116

ip6.ext.whole71:                                  ; preds = %ip6.ext69
  %313 = getelementptr i8, ptr %288, i64 0, !dbg !116
  %314 = load i8, ptr %313, align 1, !dbg !116
  %315 = zext i8 %314 to i64, !dbg !116
  br label %ip6.ext61, !dbg !116

ip6.frag73:                                       ; preds = %ip6.ext.frag60
  %316 = load i32, ptr %flags, align 4, !dbg !116
  %317 = or i32 %316, 32, !dbg !116
  store i32 %317, ptr %flags, align 4, !dbg !116
  %318 = getelementptr i8, ptr %291, i64 0, !dbg !116
  %319 = load i8, ptr %318, align 1, !dbg !116
  %320 = zext i8 %319 to i64, !dbg !116
  %321 = getelementptr i8, ptr %291, i64 2, !dbg !116
  %322 = load i16, ptr %321, align 2, !dbg !116
  %323 = call i16 @llvm.bswap.i16(i16 %322), !dbg !116
  %324 = zext i16 %323 to i64, !dbg !116
  %325 = and i64 %324, 65528, !dbg !116
  %326 = icmp eq i64 %325, 0, !dbg !116
  br i1 %326, label %ip6.frag.first74, label %ip6.frag.later75, !dbg !116

ip6.frag.first74:                                 ; preds = %ip6.frag73
  %327 = add i64 %off45, 8, !dbg !116
  br label %ip6.ext61, !dbg !116

ip6.frag.later75:                                 ; preds = %ip6.frag73
  br label %ip6.later.frag, !dbg !116

ip6.ext.std76:                                    ; preds = %ip6.ext61, %ip6.ext61, %ip6.ext61
  %hdr82 = getelementptr i8, ptr %data, i64 %off63, !dbg !116
  %328 = call ptr @llvm.bpf.passthrough.p0.p0(i32 23, ptr %hdr82), !dbg !116
  %329 = getelementptr i8, ptr %328, i64 8, !dbg !116
  %330 = icmp ule ptr %329, %data_end, !dbg !116
  br i1 %330, label %ip6.ext83, label %done, !dbg !116

ip6.ext.ah77:                                     ; preds = %ip6.ext61
  %hdr86 = getelementptr i8, ptr %data, i64 %off63, !dbg !116
  %331 = call ptr @llvm.bpf.passthrough.p0.p0(i32 25, ptr %hdr86), !dbg !116
  %332 = getelementptr i8, ptr %331, i64 8, !dbg !116
  %333 = icmp ule ptr %332, %data_end, !dbg !116
  br i1 %333, label %ip6.ext87, label %done, !dbg !116

ip6.ext.frag78:                                   ; preds = %ip6.ext61
  %hdr90 = getelementptr i8, ptr %data, i64 %off63, !dbg !116
  %334 = call ptr @llvm.bpf.passthrough.p0.p0(i32 27, ptr %hdr90), !dbg !116
  %335 = getelementptr i8, ptr %334, i64 8, !dbg !116
  %336 = icmp ule ptr %335, %data_end, !dbg !116
  br i1 %336, label %ip6.frag91, label %done, !dbg !116

ip6.ext79:                                        ; preds = %ip6.frag.first92, %ip6.ext.whole89, %ip6.ext.whole85
  %key80 = phi i64 [ %347, %ip6.ext.whole85 ], [ %358, %ip6.ext.whole89 ], [ %363, %ip6.frag.first92 ], !dbg !116
  %off81 = phi i64 [ %342, %ip6.ext.whole85 ], [ %353, %ip6.ext.whole89 ], [ %370, %ip6.frag.first92 ], !dbg !116
  switch i64 %key80, label %ip6.known [
    i64 0, label %ip6.ext.std94
    i64 43, label %ip6.ext.std94
    i64 60, label %ip6.ext.std94
    i64 44, label %ip6.ext.frag96
    i64 51, label %ip6.ext.ah95
  ], !dbg !116

ip6.ext83:                                        ; preds = %ip6.ext.std76
  %337 = getelementptr i8, ptr %328, i64 1, !dbg !116
  %338 = load i8, ptr %337, align 1, !dbg !116
  %339 = zext i8 %338 to i64, !dbg !116
  %340 = add i64 %339, 1, !dbg !116
  %341 = shl i64 %340, 3, !dbg !116
  %342 = add i64 %off63, %341, !dbg !116
  %hdr84 = getelementptr i8, ptr %data, i64 %342, !dbg !116
  %343 = call ptr @llvm.bpf.passthrough.p0.p0(i32 24, ptr %hdr84), !dbg !116
  %344 = icmp ule ptr %343, %data_end, !dbg !116
  br i1 %344, label %ip6.ext.whole85, label %done, !dbg !116

ip6.ext.whole85:                                  ; preds = %ip6.ext83
  %345 = getelementptr i8, ptr %328, i64 0, !dbg !116
  %346 = load i8, ptr %345, align 1, !dbg !116
  %347 = zext i8 %346 to i64, !dbg !116
  br label %ip6.ext79, !dbg !116

ip6.ext87:                                        ; preds = %ip6.ext.ah77
  %348 = getelementptr i8, ptr %331, i64 1, !dbg !116
  %349 = load i8, ptr %348, align 1, !dbg !116
  %350 = zext i8 %349 to i64, !dbg !116
  %351 = add i64 %350, 2, !dbg !116
  %352 = shl i64 %351, 2, !dbg !116
  %353 = add i64 %off63, %352, !dbg !116
  %hdr88 = getelementptr i8, ptr %data, i64 %353, !dbg !116
  %354 = call ptr @llvm.bpf.passthrough.p0.p0(i32 26, ptr %hdr88), !dbg !116
  %355 = icmp ule ptr %354, %data_end, !dbg !116
  br i1 %355, label %ip6.ext.whole89, label %done, !dbg !116

ip6.ext.whole89:                                  ; preds = %ip6.ext87
  %356 = getelementptr i8, ptr %331, i64 0, !dbg !116
  %357 = load i8, ptr %356, align 1, !dbg !116
  %358 = zext i8 %357 to i64, !dbg !116
  br label %ip6.ext79, !dbg !116

ip6.frag91:                                       ; preds = %ip6.ext.frag78
  %359 = load i32, ptr %flags, align 4, !dbg !116
  %360 = or i32 %359, 32, !dbg !116
  store i32 %360, ptr %flags, align 4, !dbg !116
  %361 = getelementptr i8, ptr %334, i64 0, !dbg !116
  %362 = load i8, ptr %361, align 1, !dbg !116
  %363 = zext i8 %362 to i64, !dbg !116
  %364 = getelementptr i8, ptr %334, i64 2, !dbg !116
  %365 = load i16, ptr %364, align 2, !dbg !116
  %366 = call i16 @llvm.bswap.i16(i16 %365), !dbg !116
  %367 = zext i16 %366 to i64, !dbg !116
  %368 = and i64 %367, 65528, !dbg !116
  %369 = icmp eq i64 %368, 0, !dbg !116
  br i1 %369, label %ip6.frag.first92, label %ip6.frag.later93, !dbg !116

ip6.frag.first92:                                 ; preds = %ip6.frag91
  %370 = add i64 %off63, 8, !dbg !116
  br label %ip6.ext79, !dbg !116

ip6.frag.later93:                                 ; preds = %ip6.frag91
  br label %ip6.later.frag, !dbg !116

ip6.ext.std94:                                    ; preds = %ip6.ext79, %ip6.ext79, %ip6.ext79
  %hdr100 = getelementptr i8, ptr %data, i64 %off81, !dbg !116
  %371 = call ptr @llvm.bpf.passthrough.p0.p0(i32 28, ptr %hdr100), !dbg !116
  %372 = getelementptr i8, ptr %371, i64 8, !dbg !116
  %373 = icmp ule ptr %372, %data_end, !dbg !116
  br i1 %373, label %ip6.ext101, label %done, !dbg !116

ip6.ext.ah95:                                     ; preds = %ip6.ext79
  %hdr104 = getelementptr i8, ptr %data, i64 %off81, !dbg !116
  %374 = call ptr @llvm.bpf.passthrough.p0.p0(i32 30, ptr %hdr104), !dbg !116
  %375 = getelementptr i8, ptr %374, i64 8, !dbg !116
  %376 = icmp ule ptr %375, %data_end, !dbg !116
  br i1 %376, label %ip6.ext105, label %done, !dbg !116

ip6.ext.frag96:                                   ; preds = %ip6.ext79
  %hdr108 = getelementptr i8, ptr %data, i64 %off81, !dbg !116
  %377 = call ptr @llvm.bpf.passthrough.p0.p0(i32 32, ptr %hdr108), !dbg !116
  %378 = getelementptr i8, ptr %377, i64 8, !dbg !116
  %379 = icmp ule ptr %378, %data_end, !dbg !116
  br i1 %379, label %ip6.frag109, label %done, !dbg !116

ip6.ext97:                                        ; preds = %ip6.frag.first110, %ip6.ext.whole107, %ip6.ext.whole103
  %key98 = phi i64 [ %390, %ip6.ext.whole103 ], [ %401, %ip6.ext.whole107 ], [ %406, %ip6.frag.first110 ], !dbg !116
  %off99 = phi i64 [ %385, %ip6.ext.whole103 ], [ %396, %ip6.ext.whole107 ], [ %413, %ip6.frag.first110 ], !dbg !116
  switch i64 %key98, label %ip6.known [
    i64 0, label %ip6.ext.std112
    i64 43, label %ip6.ext.std112
    i64 60, label %ip6.ext.std112
    i64 44, label %ip6.ext.frag114
    i64 51, label %ip6.ext.ah113
  ], !dbg !116

ip6.ext101:                                       ; preds = %ip6.ext.std94
  %380 = getelementptr i8, ptr %371, i64 1, !dbg !116
  %381 = load i8, ptr %380, align 1, !dbg !116
  %382 = zext i8 %381 to i64, !dbg !116
  %383 = add i64 %382, 1, !dbg !116
  %384 = shl i64 %383, 3, !dbg !116
  %385 = add i64 %off81, %384, !dbg !116
  %hdr102 = getelementptr i8, ptr %data, i64 %385, !dbg !116
  %386 = call ptr @llvm.bpf.passthrough.p0.p0(i32 29, ptr %hdr102), !dbg !116
  %387 = icmp ule ptr %386, %data_end, !dbg !116
  br i1 %387, label %ip6.ext.whole103, label %done, !dbg !116

ip6.ext.whole103:                                 ; preds = %ip6.ext101
  %388 = getelementptr i8, ptr %371, i64 0, !dbg !116
  %389 = load i8, ptr %388, align 1, !dbg !116
  %390 = zext i8 %389 to i64, !dbg !116
  br label %ip6.ext97, !dbg !116

ip6.ext105:                                       ; preds = %ip6.ext.ah95
  %391 = getelementptr i8, ptr %374, i64 1, !dbg !116
  %392 = load i8, ptr %391, align 1, !dbg !116
  %393 = zext i8 %392 to i64, !dbg !116
  %394 = add i64 %393, 2, !dbg !116
  %395 = shl i64 %394, 2, !dbg !116
  %396 = add i64 %off81, %395, !dbg !116
  %hdr106 = getelementptr i8, ptr %data, i64 %396, !dbg !116
  %397 = call ptr @llvm.bpf.passthrough.p0.p0(i32 31, ptr %hdr106), !dbg !116
  %398 = icmp ule ptr %397, %data_end, !dbg !116
  br i1 %398, label %ip6.ext.whole107, label %done, !dbg !116

ip6.ext.whole107:                                 ; preds = %ip6.ext105
  %399 = getelementptr i8, ptr %374, i64 0, !dbg !116
  %400 = load i8, ptr %399, align 1, !dbg !116
  %401 = zext i8 %400 to i64, !dbg !116
  br label %ip6.ext97, !dbg !116

ip6.frag109:                                      ; preds = %ip6.ext.frag96
  %402 = load i32, ptr %flags, align 4, !dbg !116
  %403 = or i32 %402, 32, !dbg !116
  store i32 %403, ptr %flags, align 4, !dbg !116
  %404 = getelementptr i8, ptr %377, i64 0, !dbg !116
  %405 = load i8, ptr %404, align 1, !dbg !116
  %406 = zext i8 %405 to i64, !dbg !116
  %407 = getelementptr i8, ptr %377, i64 2, !dbg !116
  %408 = load i16, ptr %407, align 2, !dbg !116
  %409 = call i16 @llvm.bswap.i16(i16 %408), !dbg !116
  %410 = zext i16 %409 to i64, !dbg !116
  %411 = and i64 %410, 65528, !dbg !116
  %412 = icmp eq i64 %411, 0, !dbg !116
  br i1 %412, label %ip6.frag.first110, label %ip6.frag.later111, !dbg !116

ip6.frag.first110:                                ; preds = %ip6.frag109
  %413 = add i64 %off81, 8, !dbg !116
  br label %ip6.ext97, !dbg !116

ip6.frag.later111:                                ; preds = %ip6.frag109
  br label %ip6.later.frag, !dbg !116

ip6.ext.std112:                                   ; preds = %ip6.ext97, %ip6.ext97, %ip6.ext97
  %hdr118 = getelementptr i8, ptr %data, i64 %off99, !dbg !116
  %414 = call ptr @llvm.bpf.passthrough.p0.p0(i32 33, ptr %hdr118), !dbg !116
  %415 = getelementptr i8, ptr %414, i64 8, !dbg !116
  %416 = icmp ule ptr %415, %data_end, !dbg !116
  br i1 %416, label %ip6.ext119, label %done, !dbg !116

ip6.ext.ah113:                                    ; preds = %ip6.ext97
  %hdr122 = getelementptr i8, ptr %data, i64 %off99, !dbg !116
  %417 = call ptr @llvm.bpf.passthrough.p0.p0(i32 35, ptr %hdr122), !dbg !116
  %418 = getelementptr i8, ptr %417, i64 8, !dbg !116
  %419 = icmp ule ptr %418, %data_end, !dbg !116
  br i1 %419, label %ip6.ext123, label %done, !dbg !116

ip6.ext.frag114:                                  ; preds = %ip6.ext97
  %hdr126 = getelementptr i8, ptr %data, i64 %off99, !dbg !116
  %420 = call ptr @llvm.bpf.passthrough.p0.p0(i32 37, ptr %hdr126), !dbg !116
  %421 = getelementptr i8, ptr %420, i64 8, !dbg !116
  %422 = icmp ule ptr %421, %data_end, !dbg !116
  br i1 %422, label %ip6.frag127, label %done, !dbg !116

ip6.ext115:                                       ; preds = %ip6.frag.first128, %ip6.ext.whole125, %ip6.ext.whole121
  %key116 = phi i64 [ %433, %ip6.ext.whole121 ], [ %444, %ip6.ext.whole125 ], [ %449, %ip6.frag.first128 ], !dbg !116
  %off117 = phi i64 [ %428, %ip6.ext.whole121 ], [ %439, %ip6.ext.whole125 ], [ %456, %ip6.frag.first128 ], !dbg !116
  switch i64 %key116, label %ip6.known [
    i64 0, label %ip6.ext.std130
    i64 43, label %ip6.ext.std130
    i64 60, label %ip6.ext.std130
    i64 44, label %ip6.ext.frag132
    i64 51, label %ip6.ext.ah131
  ], !dbg !116

ip6.ext119:                                       ; preds = %ip6.ext.std112
  %423 = getelementptr i8, ptr %414, i64 1, !dbg !116
  %424 = load i8, ptr %423, align 1, !dbg !116
  %425 = zext i8 %424 to i64, !dbg !116
  %426 = add i64 %425, 1, !dbg !116
  %427 = shl i64 %426, 3, !dbg !116
  %428 = add i64 %off99, %427, !dbg !116
  %hdr120 = getelementptr i8, ptr %data, i64 %428, !dbg !116
  %429 = call ptr @llvm.bpf.passthrough.p0.p0(i32 34, ptr %hdr120), !dbg !116
  %430 = icmp ule ptr %429, %data_end, !dbg !116
  br i1 %430, label %ip6.ext.whole121, label %done, !dbg !116

ip6.ext.whole121:                                 ; preds = %ip6.ext119
  %431 = getelementptr i8, ptr %414, i64 0, !dbg !116
  %432 = load i8, ptr %431, align 1, !dbg !116
  %433 = zext i8 %432 to i64, !dbg !116
  br label %ip6.ext115, !dbg !116

ip6.ext123:                                       ; preds = %ip6.ext.ah113
  %434 = getelementptr i8, ptr %417, i64 1, !dbg !116
  %435 = load i8, ptr %434, align 1, !dbg !116
  %436 = zext i8 %435 to i64, !dbg !116
  %437 = add i64 %436, 2, !dbg !116
  %438 = shl i64 %437, 2, !dbg !116
  %439 = add i64 %off99, %438, !dbg !116
  %hdr124 = getelementptr i8, ptr %data, i64 %439, !dbg !116
  %440 = call ptr @llvm.bpf.passthrough.p0.p0(i32 36, ptr %hdr124), !dbg !116
  %441 = icmp ule ptr %440, %data_end, !dbg !116
  br i1 %441, label %ip6.ext.whole125, label %done, !dbg !116

ip6.ext.whole125:                                 ; preds = %ip6.ext123
  %442 = getelementptr i8, ptr %417, i64 0, !dbg !116
  %443 = load i8, ptr %442, align 1, !dbg !116
  %444 = zext i8 %443 to i64, !dbg !116
  br label %ip6.ext115, !dbg !116

ip6.frag127:                                      ; preds = %ip6.ext.frag114
  %445 = load i32, ptr %flags, align 4, !dbg !116
  %446 = or i32 %445, 32, !dbg !116
  store i32 %446, ptr %flags, align 4, !dbg !116
  %447 = getelementptr i8, ptr %420, i64 0, !dbg !116
  %448 = load i8, ptr %447, align 1, !dbg !116
  %449 = zext i8 %448 to i64, !dbg !116
  %450 = getelementptr i8, ptr %420, i64 2, !dbg !116
  %451 = load i16, ptr %450, align 2, !dbg !116
  %452 = call i16 @llvm.bswap.i16(i16 %451), !dbg !116
  %453 = zext i16 %452 to i64, !dbg !116
  %454 = and i64 %453, 65528, !dbg !116
  %455 = icmp eq i64 %454, 0, !dbg !116
  br i1 %455, label %ip6.frag.first128, label %ip6.frag.later129, !dbg !116

ip6.frag.first128:                                ; preds = %ip6.frag127
  %456 = add i64 %off99, 8, !dbg !116
  br label %ip6.ext115, !dbg !116

ip6.frag.later129:                                ; preds = %ip6.frag127
  br label %ip6.later.frag, !dbg !116

ip6.ext.std130:                                   ; preds = %ip6.ext115, %ip6.ext115, %ip6.ext115
  %hdr136 = getelementptr i8, ptr %data, i64 %off117, !dbg !116
  %457 = call ptr @llvm.bpf.passthrough.p0.p0(i32 38, ptr %hdr136), !dbg !116
  %458 = getelementptr i8, ptr %457, i64 8, !dbg !116
  %459 = icmp ule ptr %458, %data_end, !dbg !116
  br i1 %459, label %ip6.ext137, label %done, !dbg !116

ip6.ext.ah131:                                    ; preds = %ip6.ext115
  %hdr140 = getelementptr i8, ptr %data, i64 %off117, !dbg !116
  %460 = call ptr @llvm.bpf.passthrough.p0.p0(i32 40, ptr %hdr140), !dbg !116
  %461 = getelementptr i8, ptr %460, i64 8, !dbg !116
  %462 = icmp ule ptr %461, %data_end, !dbg !116
  br i1 %462, label %ip6.ext141, label %done, !dbg !116

ip6.ext.frag132:                                  ; preds = %ip6.ext115
  %hdr144 = getelementptr i8, ptr %data, i64 %off117, !dbg !116
  %463 = call ptr @llvm.bpf.passthrough.p0.p0(i32 42, ptr %hdr144), !dbg !116
  %464 = getelementptr i8, ptr %463, i64 8, !dbg !116
  %465 = icmp ule ptr %464, %data_end, !dbg !116
  br i1 %465, label %ip6.frag145, label %done, !dbg !116

ip6.ext133:                                       ; preds = %ip6.frag.first146, %ip6.ext.whole143, %ip6.ext.whole139
  %key134 = phi i64 [ %476, %ip6.ext.whole139 ], [ %487, %ip6.ext.whole143 ], [ %492, %ip6.frag.first146 ], !dbg !116
  %off135 = phi i64 [ %471, %ip6.ext.whole139 ], [ %482, %ip6.ext.whole143 ], [ %499, %ip6.frag.first146 ], !dbg !116
  switch i64 %key134, label %ip6.known [
    i64 0, label %done
    i64 43, label %done
    i64 60, label %done
    i64 44, label %done
    i64 51, label %done
  ], !dbg !116

ip6.ext137:                                       ; preds = %ip6.ext.std130
  %466 = getelementptr i8, ptr %457, i64 1, !dbg !116
  %467 = load i8, ptr %466, align 1, !dbg !116
  %468 = zext i8 %467 to i64, !dbg !116
  %469 = add i64 %468, 1, !dbg !116
  %470 = shl i64 %469, 3, !dbg !116
  %471 = add i64 %off117, %470, !dbg !116
  %hdr138 = getelementptr i8, ptr %data, i64 %471, !dbg !116
  %472 = call ptr @llvm.bpf.passthrough.p0.p0(i32 39, ptr %hdr138), !dbg !116
  %473 = icmp ule ptr %472, %data_end, !dbg !116
  br i1 %473, label %ip6.ext.whole139, label %done, !dbg !116

ip6.ext.whole139:                                 ; preds = %ip6.ext137
  %474 = getelementptr i8, ptr %457, i64 0, !dbg !116
  %475 = load i8, ptr %474, align 1, !dbg !116
  %476 = zext i8 %475 to i64, !dbg !116
  br label %ip6.ext133, !dbg !116

ip6.ext141:                                       ; preds = %ip6.ext.ah131
  %477 = getelementptr i8, ptr %460, i64 1, !dbg !116
  %478 = load i8, ptr %477, align 1, !dbg !116
  %479 = zext i8 %478 to i64, !dbg !116
  %480 = add i64 %479, 2, !dbg !116
  %481 = shl i64 %480, 2, !dbg !116
  %482 = add i64 %off117, %481, !dbg !116
  %hdr142 = getelementptr i8, ptr %data, i64 %482, !dbg !116
  %483 = call ptr @llvm.bpf.passthrough.p0.p0(i32 41, ptr %hdr142), !dbg !116
  %484 = icmp ule ptr %483, %data_end, !dbg !116
  br i1 %484, label %ip6.ext.whole143, label %done, !dbg !116

ip6.ext.whole143:                                 ; preds = %ip6.ext141
  %485 = getelementptr i8, ptr %460, i64 0, !dbg !116
  %486 = load i8, ptr %485, align 1, !dbg !116
  %487 = zext i8 %486 to i64, !dbg !116
  br label %ip6.ext133, !dbg !116

ip6.frag145:                                      ; preds = %ip6.ext.frag132
  %488 = load i32, ptr %flags, align 4, !dbg !116
  %489 = or i32 %488, 32, !dbg !116
  store i32 %489, ptr %flags, align 4, !dbg !116
  %490 = getelementptr i8, ptr %463, i64 0, !dbg !116
  %491 = load i8, ptr %490, align 1, !dbg !116
  %492 = zext i8 %491 to i64, !dbg !116
  %493 = getelementptr i8, ptr %463, i64 2, !dbg !116
  %494 = load i16, ptr %493, align 2, !dbg !116
  %495 = call i16 @llvm.bswap.i16(i16 %494), !dbg !116
  %496 = zext i16 %495 to i64, !dbg !116
  %497 = and i64 %496, 65528, !dbg !116
  %498 = icmp eq i64 %497, 0, !dbg !116
  br i1 %498, label %ip6.frag.first146, label %ip6.frag.later147, !dbg !116

ip6.frag.first146:                                ; preds = %ip6.frag145
  %499 = add i64 %off117, 8, !dbg !116
  br label %ip6.ext133, !dbg !116

ip6.frag.later147:                                ; preds = %ip6.frag145
  br label %ip6.later.frag, !dbg !116

tcp:                                              ; preds = %l4
  %hdr148 = getelementptr i8, ptr %data, i64 %off3, !dbg !116
  %500 = call ptr @llvm.bpf.passthrough.p0.p0(i32 43, ptr %hdr148), !dbg !116
  %501 = getelementptr i8, ptr %500, i64 20, !dbg !116
  %502 = icmp ule ptr %501, %data_end, !dbg !116
  br i1 %502, label %tcp.hdr, label %done, !dbg !116

tcp.hdr:                                          ; preds = %tcp
  %503 = load i32, ptr %flags, align 4, !dbg !116
  %504 = or i32 %503, 192, !dbg !116
  store i32 %504, ptr %flags, align 4, !dbg !116
  %505 = getelementptr i8, ptr %500, i64 0, !dbg !116
  %506 = load i16, ptr %505, align 2, !dbg !116
  %507 = call i16 @llvm.bswap.i16(i16 %506), !dbg !116
  %508 = zext i16 %507 to i64, !dbg !116
  %509 = trunc i64 %508 to i16, !dbg !116
  store i16 %509, ptr %sport, align 2, !dbg !116
  %510 = getelementptr i8, ptr %500, i64 2, !dbg !116
  %511 = load i16, ptr %510, align 2, !dbg !116
  %512 = call i16 @llvm.bswap.i16(i16 %511), !dbg !116
  %513 = zext i16 %512 to i64, !dbg !116
  %514 = trunc i64 %513 to i16, !dbg !116
  store i16 %514, ptr %dport, align 2, !dbg !116
  %515 = getelementptr i8, ptr %500, i64 13, !dbg !116
  %516 = load i8, ptr %515, align 1, !dbg !116
  %517 = zext i8 %516 to i64, !dbg !116
  %518 = trunc i64 %517 to i8, !dbg !116
  store i8 %518, ptr %tcpflags, align 1, !dbg !116
  br label %done, !dbg !116

udp:                                              ; preds = %l4
  %hdr149 = getelementptr i8, ptr %data, i64 %off3, !dbg !116
  %519 = call ptr @llvm.bpf.passthrough.p0.p0(i32 44, ptr %hdr149), !dbg !116
  %520 = getelementptr i8, ptr %519, i64 8, !dbg !116
  %521 = icmp ule ptr %520, %data_end, !dbg !116
  br i1 %521, label %udp.hdr, label %done, !dbg !116

udp.hdr:                                          ; preds = %udp
  %522 = load i32, ptr %flags, align 4, !dbg !116
  %523 = or i32 %522, 64, !dbg !116
  store i32 %523, ptr %flags, align 4, !dbg !116
  %524 = getelementptr i8, ptr %519, i64 0, !dbg !116
  %525 = load i16, ptr %524, align 2, !dbg !116
  %526 = call i16 @llvm.bswap.i16(i16 %525), !dbg !116
  %527 = zext i16 %526 to i64, !dbg !116
  %528 = trunc i64 %527 to i16, !dbg !116
  store i16 %528, ptr %sport, align 2, !dbg !116
  %529 = getelementptr i8, ptr %519, i64 2, !dbg !116
  %530 = load i16, ptr %529, align 2, !dbg !116
  %531 = call i16 @llvm.bswap.i16(i16 %530), !dbg !116
  %532 = zext i16 %531 to i64, !dbg !116
  %533 = trunc i64 %532 to i16, !dbg !116
  store i16 %533, ptr %dport, align 2, !dbg !116
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
