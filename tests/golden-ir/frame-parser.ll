target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0111\\012source\\011frame-parser.xf\\012default\\011pass\\012rule\\0110\\0113\\011pass\\011-\\011\22"
module asm "\09.ascii \22pass;\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !5

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !38 {
entry:
  %2 = icmp eq ptr %1, null, !dbg !77
  br i1 %2, label %done, label %body, !dbg !77

body:                                             ; preds = %entry
  %data32 = load i32, ptr %0, align 4, !dbg !77
  %3 = getelementptr i8, ptr %0, i64 4, !dbg !77
  %data_end32 = load i32, ptr %3, align 4, !dbg !77
  %4 = zext i32 %data32 to i64, !dbg !77
  %data = inttoptr i64 %4 to ptr, !dbg !77
  %5 = zext i32 %data_end32 to i64, !dbg !77
  %data_end = inttoptr i64 %5 to ptr, !dbg !77
  %6 = ptrtoint ptr %data_end to i64, !dbg !77
  %7 = ptrtoint ptr %data to i64, !dbg !77
  %len = sub i64 %6, %7, !dbg !77
  %8 = trunc i64 %len to i32, !dbg !77
  %len1 = getelementptr i8, ptr %1, i64 48, !dbg !77
  store i32 %8, ptr %len1, align 4, !dbg !77
  %9 = getelementptr i8, ptr %data, i64 14, !dbg !77
  %10 = icmp ule ptr %9, %data_end, !dbg !77
  br i1 %10, label %eth, label %done, !dbg !77

done:                                             ; preds = %udp.hdr, %udp, %tcp.hdr, %tcp, %l4, %ip6.later.frag, %ip6.ext156, %ip6.ext156, %ip6.ext156, %ip6.ext156, %ip6.ext156, %ip6.ext.frag155, %ip6.ext163, %ip6.ext.ah154, %ip6.ext160, %ip6.ext.std153, %ip6.ext.frag136, %ip6.ext144, %ip6.ext.ah135, %ip6.ext141, %ip6.ext.std134, %ip6.ext.frag117, %ip6.ext125, %ip6.ext.ah116, %ip6.ext122, %ip6.ext.std115, %ip6.ext.frag98, %ip6.ext106, %ip6.ext.ah97, %ip6.ext103, %ip6.ext.std96, %ip6.ext.frag79, %ip6.ext87, %ip6.ext.ah78, %ip6.ext84, %ip6.ext.std77, %ip6.ext.frag60, %ip6.ext68, %ip6.ext.ah59, %ip6.ext65, %ip6.ext.std58, %ip6.ext.frag41, %ip6.ext49, %ip6.ext.ah40, %ip6.ext46, %ip6.ext.std39, %ip6.ext.frag, %ip6.ext33, %ip6.ext.ah, %ip6.ext31, %ip6.ext.std, %ip6.hdr, %ip6, %ip4.whole, %ip4.ihl, %ip4.version, %ip4.hdr, %ip4, %l3, %vlan2.whole, %vlan2, %vlan1, %body, %entry
  ret i32 0, !dbg !77

l3:                                               ; preds = %vlan2.whole, %vlan1.whole, %eth
  %key = phi i64 [ %41, %eth ], [ %58, %vlan1.whole ], [ %66, %vlan2.whole ], !dbg !77
  %off = phi i64 [ 14, %eth ], [ 18, %vlan1.whole ], [ 22, %vlan2.whole ], !dbg !77
  switch i64 %key, label %done [
    i64 2048, label %ip4
    i64 34525, label %ip6
  ], !dbg !77

l4:                                               ; preds = %ip6.known, %ip4.first
  %key2 = phi i64 [ %118, %ip4.first ], [ %key15, %ip6.known ], !dbg !77
  %off3 = phi i64 [ %l4off, %ip4.first ], [ %off16, %ip6.known ], !dbg !77
  switch i64 %key2, label %done [
    i64 6, label %tcp
    i64 17, label %udp
  ], !dbg !77

vlan1:                                            ; preds = %eth
  %11 = getelementptr i8, ptr %data, i64 18, !dbg !77
  %12 = icmp ule ptr %11, %data_end, !dbg !77
  br i1 %12, label %vlan1.whole, label %done, !dbg !77

vlan2:                                            ; preds = %vlan1.whole
  %13 = getelementptr i8, ptr %data, i64 22, !dbg !77
  %14 = icmp ule ptr %13, %data_end, !dbg !77
  br i1 %14, label %vlan2.whole, label %done, !dbg !77

eth:                                              ; preds = %body
  %flags = getelementptr i8, ptr %1, i64 52, !dbg !77
  %flags4 = load i32, ptr %flags, align 4, !dbg !77
  %15 = zext i32 %flags4 to i64, !dbg !77
  %16 = or i64 %15, 1, !dbg !77
  %17 = trunc i64 %16 to i32, !dbg !77
  %flags5 = getelementptr i8, ptr %1, i64 52, !dbg !77
  store i32 %17, ptr %flags5, align 4, !dbg !77
  %18 = getelementptr i8, ptr %data, i64 0, !dbg !77
  %19 = load i32, ptr %18, align 4, !dbg !77
  %20 = call i32 @llvm.bswap.i32(i32 %19), !dbg !77
  %21 = zext i32 %20 to i64, !dbg !77
  %22 = shl i64 %21, 16, !dbg !77
  %23 = getelementptr i8, ptr %data, i64 4, !dbg !77
  %24 = load i16, ptr %23, align 2, !dbg !77
  %25 = call i16 @llvm.bswap.i16(i16 %24), !dbg !77
  %26 = zext i16 %25 to i64, !dbg !77
  %27 = or i64 %22, %26, !dbg !77
  %dmac = getelementptr i8, ptr %1, i64 32, !dbg !77
  store i64 %27, ptr %dmac, align 8, !dbg !77
  %28 = getelementptr i8, ptr %data, i64 6, !dbg !77
  %29 = load i16, ptr %28, align 2, !dbg !77
  %30 = call i16 @llvm.bswap.i16(i16 %29), !dbg !77
  %31 = zext i16 %30 to i64, !dbg !77
  %32 = shl i64 %31, 32, !dbg !77
  %33 = getelementptr i8, ptr %data, i64 8, !dbg !77
  %34 = load i32, ptr %33, align 4, !dbg !77
  %35 = call i32 @llvm.bswap.i32(i32 %34), !dbg !77
  %36 = zext i32 %35 to i64, !dbg !77
  %37 = or i64 %32, %36, !dbg !77
  %smac = getelementptr i8, ptr %1, i64 40, !dbg !77
  store i64 %37, ptr %smac, align 8, !dbg !77
  %38 = getelementptr i8, ptr %data, i64 12, !dbg !77
  %39 = load i16, ptr %38, align 2, !dbg !77
  %40 = call i16 @llvm.bswap.i16(i16 %39), !dbg !77
  %41 = zext i16 %40 to i64, !dbg !77
  %42 = trunc i64 %41 to i16, !dbg !77
  %ethertype = getelementptr i8, ptr %1, i64 56, !dbg !77
  store i16 %42, ptr %ethertype, align 2, !dbg !77
  %43 = icmp eq i64 %41, 33024, !dbg !77
  %44 = icmp eq i64 %41, 34984, !dbg !77
  %45 = or i1 %43, %44, !dbg !77
  br i1 %45, label %vlan1, label %l3, !dbg !77

vlan1.whole:                                      ; preds = %vlan1
  %46 = getelementptr i8, ptr %data, i64 14, !dbg !77
  %47 = load i16, ptr %46, align 2, !dbg !77
  %48 = call i16 @llvm.bswap.i16(i16 %47), !dbg !77
  %49 = zext i16 %48 to i64, !dbg !77
  %flags6 = getelementptr i8, ptr %1, i64 52, !dbg !77
  %flags7 = load i32, ptr %flags6, align 4, !dbg !77
  %50 = zext i32 %flags7 to i64, !dbg !77
  %51 = or i64 %50, 2, !dbg !77
  %52 = trunc i64 %51 to i32, !dbg !77
  %flags8 = getelementptr i8, ptr %1, i64 52, !dbg !77
  store i32 %52, ptr %flags8, align 4, !dbg !77
  %53 = and i64 %49, 4095, !dbg !77
  %54 = trunc i64 %53 to i16, !dbg !77
  %vid = getelementptr i8, ptr %1, i64 58, !dbg !77
  store i16 %54, ptr %vid, align 2, !dbg !77
  %55 = getelementptr i8, ptr %data, i64 16, !dbg !77
  %56 = load i16, ptr %55, align 2, !dbg !77
  %57 = call i16 @llvm.bswap.i16(i16 %56), !dbg !77
  %58 = zext i16 %57 to i64, !dbg !77
  %59 = trunc i64 %58 to i16, !dbg !77
  %ethertype9 = getelementptr i8, ptr %1, i64 56, !dbg !77
  store i16 %59, ptr %ethertype9, align 2, !dbg !77
  %60 = icmp eq i64 %58, 33024, !dbg !77
  %61 = icmp eq i64 %58, 34984, !dbg !77
  %62 = or i1 %60, %61, !dbg !77
  br i1 %62, label %vlan2, label %l3, !dbg !77

vlan2.whole:                                      ; preds = %vlan2
  %63 = getelementptr i8, ptr %data, i64 20, !dbg !77
  %64 = load i16, ptr %63, align 2, !dbg !77
  %65 = call i16 @llvm.bswap.i16(i16 %64), !dbg !77
  %66 = zext i16 %65 to i64, !dbg !77
  %67 = trunc i64 %66 to i16, !dbg !77
  %ethertype10 = getelementptr i8, ptr %1, i64 56, !dbg !77
  store i16 %67, ptr %ethertype10, align 2, !dbg !77
  %68 = icmp eq i64 %66, 33024, !dbg !77
  %69 = icmp eq i64 %66, 34984, !dbg !77
  %70 = or i1 %68, %69, !dbg !77
  br i1 %70, label %done, label %l3, !dbg !77

ip4:                                              ; preds = %l3
  %hdr = getelementptr i8, ptr %data, i64 %off, !dbg !77
  %71 = call ptr @llvm.bpf.passthrough.p0.p0(i32 0, ptr %hdr), !dbg !77
  %72 = getelementptr i8, ptr %71, i64 20, !dbg !77
  %73 = icmp ule ptr %72, %data_end, !dbg !77
  br i1 %73, label %ip4.hdr, label %done, !dbg !77

ip6:                                              ; preds = %l3
  %hdr14 = getelementptr i8, ptr %data, i64 %off, !dbg !77
  %74 = call ptr @llvm.bpf.passthrough.p0.p0(i32 1, ptr %hdr14), !dbg !77
  %75 = getelementptr i8, ptr %74, i64 40, !dbg !77
  %76 = icmp ule ptr %75, %data_end, !dbg !77
  br i1 %76, label %ip6.hdr, label %done, !dbg !77

ip4.hdr:                                          ; preds = %ip4
  %77 = getelementptr i8, ptr %71, i64 0, !dbg !77
  %78 = load i8, ptr %77, align 1, !dbg !77
  %79 = zext i8 %78 to i64, !dbg !77
  %80 = lshr i64 %79, 4, !dbg !77
  %81 = icmp eq i64 %80, 4, !dbg !77
  br i1 %81, label %ip4.version, label %done, !dbg !77

ip4.version:                                      ; preds = %ip4.hdr
  %82 = and i64 %79, 15, !dbg !77
  %83 = icmp uge i64 %82, 5, !dbg !77
  br i1 %83, label %ip4.ihl, label %done, !dbg !77

ip4.ihl:                                          ; preds = %ip4.version
  %84 = shl i64 %82, 2, !dbg !77
  %l4off = add i64 %off, %84, !dbg !77
  %85 = icmp ule i64 %l4off, %len, !dbg !77
  br i1 %85, label %ip4.whole, label %done, !dbg !77

ip4.whole:                                        ; preds = %ip4.ihl
  %family = getelementptr i8, ptr %1, i64 67, !dbg !77
  store i8 4, ptr %family, align 1, !dbg !77
  %86 = getelementptr i8, ptr %71, i64 6, !dbg !77
  %87 = load i16, ptr %86, align 2, !dbg !77
  %88 = call i16 @llvm.bswap.i16(i16 %87), !dbg !77
  %89 = zext i16 %88 to i64, !dbg !77
  %90 = and i64 %89, 16383, !dbg !77
  %91 = icmp ne i64 %90, 0, !dbg !77
  %flags11 = getelementptr i8, ptr %1, i64 52, !dbg !77
  %flags12 = load i32, ptr %flags11, align 4, !dbg !77
  %92 = zext i32 %flags12 to i64, !dbg !77
  %93 = select i1 %91, i64 52, i64 20, !dbg !77
  %94 = or i64 %92, %93, !dbg !77
  %95 = trunc i64 %94 to i32, !dbg !77
  %flags13 = getelementptr i8, ptr %1, i64 52, !dbg !77
  store i32 %95, ptr %flags13, align 4, !dbg !77
  %96 = getelementptr i8, ptr %71, i64 8, !dbg !77
  %97 = load i8, ptr %96, align 1, !dbg !77
  %98 = zext i8 %97 to i64, !dbg !77
  %99 = trunc i64 %98 to i8, !dbg !77
  %ttl = getelementptr i8, ptr %1, i64 65, !dbg !77
  store i8 %99, ptr %ttl, align 1, !dbg !77
  %100 = getelementptr i8, ptr %71, i64 9, !dbg !77
  %101 = load i8, ptr %100, align 1, !dbg !77
  %102 = zext i8 %101 to i64, !dbg !77
  %103 = trunc i64 %102 to i8, !dbg !77
  %proto = getelementptr i8, ptr %1, i64 64, !dbg !77
  store i8 %103, ptr %proto, align 1, !dbg !77
  %104 = getelementptr i8, ptr %71, i64 12, !dbg !77
  %105 = load i32, ptr %104, align 4, !dbg !77
  %106 = call i32 @llvm.bswap.i32(i32 %105), !dbg !77
  %107 = zext i32 %106 to i64, !dbg !77
  %108 = shl i64 %107, 32, !dbg !77
  %src_hi = getelementptr i8, ptr %1, i64 0, !dbg !77
  store i64 %108, ptr %src_hi, align 8, !dbg !77
  %109 = getelementptr i8, ptr %71, i64 16, !dbg !77
  %110 = load i32, ptr %109, align 4, !dbg !77
  %111 = call i32 @llvm.bswap.i32(i32 %110), !dbg !77
  %112 = zext i32 %111 to i64, !dbg !77
  %113 = shl i64 %112, 32, !dbg !77
  %dst_hi = getelementptr i8, ptr %1, i64 16, !dbg !77
  store i64 %113, ptr %dst_hi, align 8, !dbg !77
  %114 = and i64 %89, 8191, !dbg !77
  %115 = icmp eq i64 %114, 0, !dbg !77
  br i1 %115, label %ip4.first, label %done, !dbg !77

ip4.first:                                        ; preds = %ip4.whole
  %116 = getelementptr i8, ptr %71, i64 9, !dbg !77
  %117 = load i8, ptr %116, align 1, !dbg !77
  %118 = zext i8 %117 to i64, !dbg !77
  br label %l4, !dbg !77

ip6.known:                                        ; preds = %ip6.ext156, %ip6.ext137, %ip6.ext118, %ip6.ext99, %ip6.ext80, %ip6.ext61, %ip6.ext42, %ip6.ext, %ip6.ext0
  %key15 = phi i64 [ %key19, %ip6.ext0 ], [ %key28, %ip6.ext ], [ %key43, %ip6.ext42 ], [ %key62, %ip6.ext61 ], [ %key81, %ip6.ext80 ], [ %key100, %ip6.ext99 ], [ %key119, %ip6.ext118 ], [ %key138, %ip6.ext137 ], [ %key157, %ip6.ext156 ], !dbg !77
  %off16 = phi i64 [ %off20, %ip6.ext0 ], [ %off29, %ip6.ext ], [ %off44, %ip6.ext42 ], [ %off63, %ip6.ext61 ], [ %off82, %ip6.ext80 ], [ %off101, %ip6.ext99 ], [ %off120, %ip6.ext118 ], [ %off139, %ip6.ext137 ], [ %off158, %ip6.ext156 ], !dbg !77
  %119 = trunc i64 %key15 to i8, !dbg !77
  %proto172 = getelementptr i8, ptr %1, i64 64, !dbg !77
  store i8 %119, ptr %proto172, align 1, !dbg !77
  %flags173 = getelementptr i8, ptr %1, i64 52, !dbg !77
  %flags174 = load i32, ptr %flags173, align 4, !dbg !77
  %120 = zext i32 %flags174 to i64, !dbg !77
  %121 = or i64 %120, 16, !dbg !77
  %122 = trunc i64 %121 to i32, !dbg !77
  %flags175 = getelementptr i8, ptr %1, i64 52, !dbg !77
  store i32 %122, ptr %flags175, align 4, !dbg !77
  br label %l4, !dbg !77

ip6.later.frag:                                   ; preds = %ip6.frag.later167, %ip6.frag.later148, %ip6.frag.later129, %ip6.frag.later110, %ip6.frag.later91, %ip6.frag.later72, %ip6.frag.later53, %ip6.frag.later
  %key17 = phi i64 [ %190, %ip6.frag.later ], [ %232, %ip6.frag.later53 ], [ %274, %ip6.frag.later72 ], [ %316, %ip6.frag.later91 ], [ %358, %ip6.frag.later110 ], [ %400, %ip6.frag.later129 ], [ %442, %ip6.frag.later148 ], [ %484, %ip6.frag.later167 ], !dbg !77
  %off18 = phi i64 [ %off20, %ip6.frag.later ], [ %off29, %ip6.frag.later53 ], [ %off44, %ip6.frag.later72 ], [ %off63, %ip6.frag.later91 ], [ %off82, %ip6.frag.later110 ], [ %off101, %ip6.frag.later129 ], [ %off120, %ip6.frag.later148 ], [ %off139, %ip6.frag.later167 ], !dbg !77
  %123 = trunc i64 %key17 to i8, !dbg !77
  %proto176 = getelementptr i8, ptr %1, i64 64, !dbg !77
  store i8 %123, ptr %proto176, align 1, !dbg !77
  %flags177 = getelementptr i8, ptr %1, i64 52, !dbg !77
  %flags178 = load i32, ptr %flags177, align 4, !dbg !77
  %124 = zext i32 %flags178 to i64, !dbg !77
  %125 = or i64 %124, 16, !dbg !77
  %126 = trunc i64 %125 to i32, !dbg !77
  %flags179 = getelementptr i8, ptr %1, i64 52, !dbg !77
  store i32 %126, ptr %flags179, align 4, !dbg !77
  br label %done, !dbg !77

ip6.ext0:                                         ; preds = %ip6.version
  %key19 = phi i64 [ %153, %ip6.version ], !dbg !77
  %off20 = phi i64 [ %154, %ip6.version ], !dbg !77
  switch i64 %key19, label %ip6.known [
    i64 0, label %ip6.ext.std
    i64 43, label %ip6.ext.std
    i64 60, label %ip6.ext.std
    i64 44, label %ip6.ext.frag
    i64 51, label %ip6.ext.ah
  ], !dbg !77

ip6.hdr:                                          ; preds = %ip6
  %127 = getelementptr i8, ptr %74, i64 0, !dbg !77
  %128 = load i8, ptr %127, align 1, !dbg !77
  %129 = zext i8 %128 to i64, !dbg !77
  %130 = lshr i64 %129, 4, !dbg !77
  %131 = icmp eq i64 %130, 6, !dbg !77
  br i1 %131, label %ip6.version, label %done, !dbg !77

ip6.version:                                      ; preds = %ip6.hdr
  %family21 = getelementptr i8, ptr %1, i64 67, !dbg !77
  store i8 6, ptr %family21, align 1, !dbg !77
  %flags22 = getelementptr i8, ptr %1, i64 52, !dbg !77
  %flags23 = load i32, ptr %flags22, align 4, !dbg !77
  %132 = zext i32 %flags23 to i64, !dbg !77
  %133 = or i64 %132, 8, !dbg !77
  %134 = trunc i64 %133 to i32, !dbg !77
  %flags24 = getelementptr i8, ptr %1, i64 52, !dbg !77
  store i32 %134, ptr %flags24, align 4, !dbg !77
  %135 = getelementptr i8, ptr %74, i64 7, !dbg !77
  %136 = load i8, ptr %135, align 1, !dbg !77
  %137 = zext i8 %136 to i64, !dbg !77
  %138 = trunc i64 %137 to i8, !dbg !77
  %ttl25 = getelementptr i8, ptr %1, i64 65, !dbg !77
  store i8 %138, ptr %ttl25, align 1, !dbg !77
  %139 = getelementptr i8, ptr %74, i64 8, !dbg !77
  %140 = load i64, ptr %139, align 8, !dbg !77
  %141 = call i64 @llvm.bswap.i64(i64 %140), !dbg !77
  %src_hi26 = getelementptr i8, ptr %1, i64 0, !dbg !77
  store i64 %141, ptr %src_hi26, align 8, !dbg !77
  %142 = getelementptr i8, ptr %74, i64 16, !dbg !77
  %143 = load i64, ptr %142, align 8, !dbg !77
  %144 = call i64 @llvm.bswap.i64(i64 %143), !dbg !77
  %src_lo = getelementptr i8, ptr %1, i64 8, !dbg !77
  store i64 %144, ptr %src_lo, align 8, !dbg !77
  %145 = getelementptr i8, ptr %74, i64 24, !dbg !77
  %146 = load i64, ptr %145, align 8, !dbg !77
  %147 = call i64 @llvm.bswap.i64(i64 %146), !dbg !77
  %dst_hi27 = getelementptr i8, ptr %1, i64 16, !dbg !77
  store i64 %147, ptr %dst_hi27, align 8, !dbg !77
  %148 = getelementptr i8, ptr %74, i64 32, !dbg !77
  %149 = load i64, ptr %148, align 8, !dbg !77
  %150 = call i64 @llvm.bswap.i64(i64 %149), !dbg !77
  %dst_lo = getelementptr i8, ptr %1, i64 24, !dbg !77
  store i64 %150, ptr %dst_lo, align 8, !dbg !77
  %151 = getelementptr i8, ptr %74, i64 6, !dbg !77
  %152 = load i8, ptr %151, align 1, !dbg !77
  %153 = zext i8 %152 to i64, !dbg !77
  %154 = add i64 %off, 40, !dbg !77
  br label %ip6.ext0, !dbg !77

ip6.ext.std:                                      ; preds = %ip6.ext0, %ip6.ext0, %ip6.ext0
  %hdr30 = getelementptr i8, ptr %data, i64 %off20, !dbg !77
  %155 = call ptr @llvm.bpf.passthrough.p0.p0(i32 2, ptr %hdr30), !dbg !77
  %156 = getelementptr i8, ptr %155, i64 8, !dbg !77
  %157 = icmp ule ptr %156, %data_end, !dbg !77
  br i1 %157, label %ip6.ext31, label %done, !dbg !77

ip6.ext.ah:                                       ; preds = %ip6.ext0
  %hdr32 = getelementptr i8, ptr %data, i64 %off20, !dbg !77
  %158 = call ptr @llvm.bpf.passthrough.p0.p0(i32 3, ptr %hdr32), !dbg !77
  %159 = getelementptr i8, ptr %158, i64 8, !dbg !77
  %160 = icmp ule ptr %159, %data_end, !dbg !77
  br i1 %160, label %ip6.ext33, label %done, !dbg !77

ip6.ext.frag:                                     ; preds = %ip6.ext0
  %hdr35 = getelementptr i8, ptr %data, i64 %off20, !dbg !77
  %161 = call ptr @llvm.bpf.passthrough.p0.p0(i32 4, ptr %hdr35), !dbg !77
  %162 = getelementptr i8, ptr %161, i64 8, !dbg !77
  %163 = icmp ule ptr %162, %data_end, !dbg !77
  br i1 %163, label %ip6.frag, label %done, !dbg !77

ip6.ext:                                          ; preds = %ip6.frag.first, %ip6.ext.whole34, %ip6.ext.whole
  %key28 = phi i64 [ %173, %ip6.ext.whole ], [ %183, %ip6.ext.whole34 ], [ %190, %ip6.frag.first ], !dbg !77
  %off29 = phi i64 [ %169, %ip6.ext.whole ], [ %179, %ip6.ext.whole34 ], [ %184, %ip6.frag.first ], !dbg !77
  switch i64 %key28, label %ip6.known [
    i64 0, label %ip6.ext.std39
    i64 43, label %ip6.ext.std39
    i64 60, label %ip6.ext.std39
    i64 44, label %ip6.ext.frag41
    i64 51, label %ip6.ext.ah40
  ], !dbg !77

ip6.ext31:                                        ; preds = %ip6.ext.std
  %164 = getelementptr i8, ptr %155, i64 1, !dbg !77
  %165 = load i8, ptr %164, align 1, !dbg !77
  %166 = zext i8 %165 to i64, !dbg !77
  %167 = add i64 %166, 1, !dbg !77
  %168 = shl i64 %167, 3, !dbg !77
  %169 = add i64 %off20, %168, !dbg !77
  %170 = icmp ule i64 %169, %len, !dbg !77
  br i1 %170, label %ip6.ext.whole, label %done, !dbg !77

ip6.ext.whole:                                    ; preds = %ip6.ext31
  %171 = getelementptr i8, ptr %155, i64 0, !dbg !77
  %172 = load i8, ptr %171, align 1, !dbg !77
  %173 = zext i8 %172 to i64, !dbg !77
  br label %ip6.ext, !dbg !77

ip6.ext33:                                        ; preds = %ip6.ext.ah
  %174 = getelementptr i8, ptr %158, i64 1, !dbg !77
  %175 = load i8, ptr %174, align 1, !dbg !77
  %176 = zext i8 %175 to i64, !dbg !77
  %177 = add i64 %176, 2, !dbg !77
  %178 = shl i64 %177, 2, !dbg !77
  %179 = add i64 %off20, %178, !dbg !77
  %180 = icmp ule i64 %179, %len, !dbg !77
  br i1 %180, label %ip6.ext.whole34, label %done, !dbg !77

ip6.ext.whole34:                                  ; preds = %ip6.ext33
  %181 = getelementptr i8, ptr %158, i64 0, !dbg !77
  %182 = load i8, ptr %181, align 1, !dbg !77
  %183 = zext i8 %182 to i64, !dbg !77
  br label %ip6.ext, !dbg !77

ip6.frag.first:                                   ; preds = %ip6.frag
  %184 = add i64 %off20, 8, !dbg !77
  br label %ip6.ext, !dbg !77

ip6.frag.later:                                   ; preds = %ip6.frag
  br label %ip6.later.frag, !dbg !77

ip6.frag:                                         ; preds = %ip6.ext.frag
  %flags36 = getelementptr i8, ptr %1, i64 52, !dbg !77
  %flags37 = load i32, ptr %flags36, align 4, !dbg !77
  %185 = zext i32 %flags37 to i64, !dbg !77
  %186 = or i64 %185, 32, !dbg !77
  %187 = trunc i64 %186 to i32, !dbg !77
  %flags38 = getelementptr i8, ptr %1, i64 52, !dbg !77
  store i32 %187, ptr %flags38, align 4, !dbg !77
  %188 = getelementptr i8, ptr %161, i64 0, !dbg !77
  %189 = load i8, ptr %188, align 1, !dbg !77
  %190 = zext i8 %189 to i64, !dbg !77
  %191 = getelementptr i8, ptr %161, i64 2, !dbg !77
  %192 = load i16, ptr %191, align 2, !dbg !77
  %193 = call i16 @llvm.bswap.i16(i16 %192), !dbg !77
  %194 = zext i16 %193 to i64, !dbg !77
  %195 = and i64 %194, 65528, !dbg !77
  %196 = icmp eq i64 %195, 0, !dbg !77
  br i1 %196, label %ip6.frag.first, label %ip6.frag.later, !dbg !77

ip6.ext.std39:                                    ; preds = %ip6.ext, %ip6.ext, %ip6.ext
  %hdr45 = getelementptr i8, ptr %data, i64 %off29, !dbg !77
  %197 = call ptr @llvm.bpf.passthrough.p0.p0(i32 5, ptr %hdr45), !dbg !77
  %198 = getelementptr i8, ptr %197, i64 8, !dbg !77
  %199 = icmp ule ptr %198, %data_end, !dbg !77
  br i1 %199, label %ip6.ext46, label %done, !dbg !77

ip6.ext.ah40:                                     ; preds = %ip6.ext
  %hdr48 = getelementptr i8, ptr %data, i64 %off29, !dbg !77
  %200 = call ptr @llvm.bpf.passthrough.p0.p0(i32 6, ptr %hdr48), !dbg !77
  %201 = getelementptr i8, ptr %200, i64 8, !dbg !77
  %202 = icmp ule ptr %201, %data_end, !dbg !77
  br i1 %202, label %ip6.ext49, label %done, !dbg !77

ip6.ext.frag41:                                   ; preds = %ip6.ext
  %hdr51 = getelementptr i8, ptr %data, i64 %off29, !dbg !77
  %203 = call ptr @llvm.bpf.passthrough.p0.p0(i32 7, ptr %hdr51), !dbg !77
  %204 = getelementptr i8, ptr %203, i64 8, !dbg !77
  %205 = icmp ule ptr %204, %data_end, !dbg !77
  br i1 %205, label %ip6.frag54, label %done, !dbg !77

ip6.ext42:                                        ; preds = %ip6.frag.first52, %ip6.ext.whole50, %ip6.ext.whole47
  %key43 = phi i64 [ %215, %ip6.ext.whole47 ], [ %225, %ip6.ext.whole50 ], [ %232, %ip6.frag.first52 ], !dbg !77
  %off44 = phi i64 [ %211, %ip6.ext.whole47 ], [ %221, %ip6.ext.whole50 ], [ %226, %ip6.frag.first52 ], !dbg !77
  switch i64 %key43, label %ip6.known [
    i64 0, label %ip6.ext.std58
    i64 43, label %ip6.ext.std58
    i64 60, label %ip6.ext.std58
    i64 44, label %ip6.ext.frag60
    i64 51, label %ip6.ext.ah59
  ], !dbg !77

ip6.ext46:                                        ; preds = %ip6.ext.std39
  %206 = getelementptr i8, ptr %197, i64 1, !dbg !77
  %207 = load i8, ptr %206, align 1, !dbg !77
  %208 = zext i8 %207 to i64, !dbg !77
  %209 = add i64 %208, 1, !dbg !77
  %210 = shl i64 %209, 3, !dbg !77
  %211 = add i64 %off29, %210, !dbg !77
  %212 = icmp ule i64 %211, %len, !dbg !77
  br i1 %212, label %ip6.ext.whole47, label %done, !dbg !77

ip6.ext.whole47:                                  ; preds = %ip6.ext46
  %213 = getelementptr i8, ptr %197, i64 0, !dbg !77
  %214 = load i8, ptr %213, align 1, !dbg !77
  %215 = zext i8 %214 to i64, !dbg !77
  br label %ip6.ext42, !dbg !77

ip6.ext49:                                        ; preds = %ip6.ext.ah40
  %216 = getelementptr i8, ptr %200, i64 1, !dbg !77
  %217 = load i8, ptr %216, align 1, !dbg !77
  %218 = zext i8 %217 to i64, !dbg !77
  %219 = add i64 %218, 2, !dbg !77
  %220 = shl i64 %219, 2, !dbg !77
  %221 = add i64 %off29, %220, !dbg !77
  %222 = icmp ule i64 %221, %len, !dbg !77
  br i1 %222, label %ip6.ext.whole50, label %done, !dbg !77

ip6.ext.whole50:                                  ; preds = %ip6.ext49
  %223 = getelementptr i8, ptr %200, i64 0, !dbg !77
  %224 = load i8, ptr %223, align 1, !dbg !77
  %225 = zext i8 %224 to i64, !dbg !77
  br label %ip6.ext42, !dbg !77

ip6.frag.first52:                                 ; preds = %ip6.frag54
  %226 = add i64 %off29, 8, !dbg !77
  br label %ip6.ext42, !dbg !77

ip6.frag.later53:                                 ; preds = %ip6.frag54
  br label %ip6.later.frag, !dbg !77

ip6.frag54:                                       ; preds = %ip6.ext.frag41
  %flags55 = getelementptr i8, ptr %1, i64 52, !dbg !77
  %flags56 = load i32, ptr %flags55, align 4, !dbg !77
  %227 = zext i32 %flags56 to i64, !dbg !77
  %228 = or i64 %227, 32, !dbg !77
  %229 = trunc i64 %228 to i32, !dbg !77
  %flags57 = getelementptr i8, ptr %1, i64 52, !dbg !77
  store i32 %229, ptr %flags57, align 4, !dbg !77
  %230 = getelementptr i8, ptr %203, i64 0, !dbg !77
  %231 = load i8, ptr %230, align 1, !dbg !77
  %232 = zext i8 %231 to i64, !dbg !77
  %233 = getelementptr i8, ptr %203, i64 2, !dbg !77
  %234 = load i16, ptr %233, align 2, !dbg !77
  %235 = call i16 @llvm.bswap.i16(i16 %234), !dbg !77
  %236 = zext i16 %235 to i64, !dbg !77
  %237 = and i64 %236, 65528, !dbg !77
  %238 = icmp eq i64 %237, 0, !dbg !77
  br i1 %238, label %ip6.frag.first52, label %ip6.frag.later53, !dbg !77

ip6.ext.std58:                                    ; preds = %ip6.ext42, %ip6.ext42, %ip6.ext42
  %hdr64 = getelementptr i8, ptr %data, i64 %off44, !dbg !77
  %239 = call ptr @llvm.bpf.passthrough.p0.p0(i32 8, ptr %hdr64), !dbg !77
  %240 = getelementptr i8, ptr %239, i64 8, !dbg !77
  %241 = icmp ule ptr %240, %data_end, !dbg !77
  br i1 %241, label %ip6.ext65, label %done, !dbg !77

ip6.ext.ah59:                                     ; preds = %ip6.ext42
  %hdr67 = getelementptr i8, ptr %data, i64 %off44, !dbg !77
  %242 = call ptr @llvm.bpf.passthrough.p0.p0(i32 9, ptr %hdr67), !dbg !77
  %243 = getelementptr i8, ptr %242, i64 8, !dbg !77
  %244 = icmp ule ptr %243, %data_end, !dbg !77
  br i1 %244, label %ip6.ext68, label %done, !dbg !77

ip6.ext.frag60:                                   ; preds = %ip6.ext42
  %hdr70 = getelementptr i8, ptr %data, i64 %off44, !dbg !77
  %245 = call ptr @llvm.bpf.passthrough.p0.p0(i32 10, ptr %hdr70), !dbg !77
  %246 = getelementptr i8, ptr %245, i64 8, !dbg !77
  %247 = icmp ule ptr %246, %data_end, !dbg !77
  br i1 %247, label %ip6.frag73, label %done, !dbg !77

ip6.ext61:                                        ; preds = %ip6.frag.first71, %ip6.ext.whole69, %ip6.ext.whole66
  %key62 = phi i64 [ %257, %ip6.ext.whole66 ], [ %267, %ip6.ext.whole69 ], [ %274, %ip6.frag.first71 ], !dbg !77
  %off63 = phi i64 [ %253, %ip6.ext.whole66 ], [ %263, %ip6.ext.whole69 ], [ %268, %ip6.frag.first71 ], !dbg !77
  switch i64 %key62, label %ip6.known [
    i64 0, label %ip6.ext.std77
    i64 43, label %ip6.ext.std77
    i64 60, label %ip6.ext.std77
    i64 44, label %ip6.ext.frag79
    i64 51, label %ip6.ext.ah78
  ], !dbg !77

ip6.ext65:                                        ; preds = %ip6.ext.std58
  %248 = getelementptr i8, ptr %239, i64 1, !dbg !77
  %249 = load i8, ptr %248, align 1, !dbg !77
  %250 = zext i8 %249 to i64, !dbg !77
  %251 = add i64 %250, 1, !dbg !77
  %252 = shl i64 %251, 3, !dbg !77
  %253 = add i64 %off44, %252, !dbg !77
  %254 = icmp ule i64 %253, %len, !dbg !77
  br i1 %254, label %ip6.ext.whole66, label %done, !dbg !77

ip6.ext.whole66:                                  ; preds = %ip6.ext65
  %255 = getelementptr i8, ptr %239, i64 0, !dbg !77
  %256 = load i8, ptr %255, align 1, !dbg !77
  %257 = zext i8 %256 to i64, !dbg !77
  br label %ip6.ext61, !dbg !77

ip6.ext68:                                        ; preds = %ip6.ext.ah59
  %258 = getelementptr i8, ptr %242, i64 1, !dbg !77
  %259 = load i8, ptr %258, align 1, !dbg !77
  %260 = zext i8 %259 to i64, !dbg !77
  %261 = add i64 %260, 2, !dbg !77
  %262 = shl i64 %261, 2, !dbg !77
  %263 = add i64 %off44, %262, !dbg !77
  %264 = icmp ule i64 %263, %len, !dbg !77
  br i1 %264, label %ip6.ext.whole69, label %done, !dbg !77

ip6.ext.whole69:                                  ; preds = %ip6.ext68
  %265 = getelementptr i8, ptr %242, i64 0, !dbg !77
  %266 = load i8, ptr %265, align 1, !dbg !77
  %267 = zext i8 %266 to i64, !dbg !77
  br label %ip6.ext61, !dbg !77

ip6.frag.first71:                                 ; preds = %ip6.frag73
  %268 = add i64 %off44, 8, !dbg !77
  br label %ip6.ext61, !dbg !77

ip6.frag.later72:                                 ; preds = %ip6.frag73
  br label %ip6.later.frag, !dbg !77

ip6.frag73:                                       ; preds = %ip6.ext.frag60
  %flags74 = getelementptr i8, ptr %1, i64 52, !dbg !77
  %flags75 = load i32, ptr %flags74, align 4, !dbg !77
  %269 = zext i32 %flags75 to i64, !dbg !77
  %270 = or i64 %269, 32, !dbg !77
  %271 = trunc i64 %270 to i32, !dbg !77
  %flags76 = getelementptr i8, ptr %1, i64 52, !dbg !77
  store i32 %271, ptr %flags76, align 4, !dbg !77
  %272 = getelementptr i8, ptr %245, i64 0, !dbg !77
  %273 = load i8, ptr %272, align 1, !dbg !77
  %274 = zext i8 %273 to i64, !dbg !77
  %275 = getelementptr i8, ptr %245, i64 2, !dbg !77
  %276 = load i16, ptr %275, align 2, !dbg !77
  %277 = call i16 @llvm.bswap.i16(i16 %276), !dbg !77
  %278 = zext i16 %277 to i64, !dbg !77
  %279 = and i64 %278, 65528, !dbg !77
  %280 = icmp eq i64 %279, 0, !dbg !77
  br i1 %280, label %ip6.frag.first71, label %ip6.frag.later72, !dbg !77

ip6.ext.std77:                                    ; preds = %ip6.ext61, %ip6.ext61, %ip6.ext61
  %hdr83 = getelementptr i8, ptr %data, i64 %off63, !dbg !77
  %281 = call ptr @llvm.bpf.passthrough.p0.p0(i32 11, ptr %hdr83), !dbg !77
  %282 = getelementptr i8, ptr %281, i64 8, !dbg !77
  %283 = icmp ule ptr %282, %data_end, !dbg !77
  br i1 %283, label %ip6.ext84, label %done, !dbg !77

ip6.ext.ah78:                                     ; preds = %ip6.ext61
  %hdr86 = getelementptr i8, ptr %data, i64 %off63, !dbg !77
  %284 = call ptr @llvm.bpf.passthrough.p0.p0(i32 12, ptr %hdr86), !dbg !77
  %285 = getelementptr i8, ptr %284, i64 8, !dbg !77
  %286 = icmp ule ptr %285, %data_end, !dbg !77
  br i1 %286, label %ip6.ext87, label %done, !dbg !77

ip6.ext.frag79:                                   ; preds = %ip6.ext61
  %hdr89 = getelementptr i8, ptr %data, i64 %off63, !dbg !77
  %287 = call ptr @llvm.bpf.passthrough.p0.p0(i32 13, ptr %hdr89), !dbg !77
  %288 = getelementptr i8, ptr %287, i64 8, !dbg !77
  %289 = icmp ule ptr %288, %data_end, !dbg !77
  br i1 %289, label %ip6.frag92, label %done, !dbg !77

ip6.ext80:                                        ; preds = %ip6.frag.first90, %ip6.ext.whole88, %ip6.ext.whole85
  %key81 = phi i64 [ %299, %ip6.ext.whole85 ], [ %309, %ip6.ext.whole88 ], [ %316, %ip6.frag.first90 ], !dbg !77
  %off82 = phi i64 [ %295, %ip6.ext.whole85 ], [ %305, %ip6.ext.whole88 ], [ %310, %ip6.frag.first90 ], !dbg !77
  switch i64 %key81, label %ip6.known [
    i64 0, label %ip6.ext.std96
    i64 43, label %ip6.ext.std96
    i64 60, label %ip6.ext.std96
    i64 44, label %ip6.ext.frag98
    i64 51, label %ip6.ext.ah97
  ], !dbg !77

ip6.ext84:                                        ; preds = %ip6.ext.std77
  %290 = getelementptr i8, ptr %281, i64 1, !dbg !77
  %291 = load i8, ptr %290, align 1, !dbg !77
  %292 = zext i8 %291 to i64, !dbg !77
  %293 = add i64 %292, 1, !dbg !77
  %294 = shl i64 %293, 3, !dbg !77
  %295 = add i64 %off63, %294, !dbg !77
  %296 = icmp ule i64 %295, %len, !dbg !77
  br i1 %296, label %ip6.ext.whole85, label %done, !dbg !77

ip6.ext.whole85:                                  ; preds = %ip6.ext84
  %297 = getelementptr i8, ptr %281, i64 0, !dbg !77
  %298 = load i8, ptr %297, align 1, !dbg !77
  %299 = zext i8 %298 to i64, !dbg !77
  br label %ip6.ext80, !dbg !77

ip6.ext87:                                        ; preds = %ip6.ext.ah78
  %300 = getelementptr i8, ptr %284, i64 1, !dbg !77
  %301 = load i8, ptr %300, align 1, !dbg !77
  %302 = zext i8 %301 to i64, !dbg !77
  %303 = add i64 %302, 2, !dbg !77
  %304 = shl i64 %303, 2, !dbg !77
  %305 = add i64 %off63, %304, !dbg !77
  %306 = icmp ule i64 %305, %len, !dbg !77
  br i1 %306, label %ip6.ext.whole88, label %done, !dbg !77

ip6.ext.whole88:                                  ; preds = %ip6.ext87
  %307 = getelementptr i8, ptr %284, i64 0, !dbg !77
  %308 = load i8, ptr %307, align 1, !dbg !77
  %309 = zext i8 %308 to i64, !dbg !77
  br label %ip6.ext80, !dbg !77

ip6.frag.first90:                                 ; preds = %ip6.frag92
  %310 = add i64 %off63, 8, !dbg !77
  br label %ip6.ext80, !dbg !77

ip6.frag.later91:                                 ; preds = %ip6.frag92
  br label %ip6.later.frag, !dbg !77

ip6.frag92:                                       ; preds = %ip6.ext.frag79
  %flags93 = getelementptr i8, ptr %1, i64 52, !dbg !77
  %flags94 = load i32, ptr %flags93, align 4, !dbg !77
  %311 = zext i32 %flags94 to i64, !dbg !77
  %312 = or i64 %311, 32, !dbg !77
  %313 = trunc i64 %312 to i32, !dbg !77
  %flags95 = getelementptr i8, ptr %1, i64 52, !dbg !77
  store i32 %313, ptr %flags95, align 4, !dbg !77
  %314 = getelementptr i8, ptr %287, i64 0, !dbg !77
  %315 = load i8, ptr %314, align 1, !dbg !77
  %316 = zext i8 %315 to i64, !dbg !77
  %317 = getelementptr i8, ptr %287, i64 2, !dbg !77
  %318 = load i16, ptr %317, align 2, !dbg !77
  %319 = call i16 @llvm.bswap.i16(i16 %318), !dbg !77
  %320 = zext i16 %319 to i64, !dbg !77
  %321 = and i64 %320, 65528, !dbg !77
  %322 = icmp eq i64 %321, 0, !dbg !77
  br i1 %322, label %ip6.frag.first90, label %ip6.frag.later91, !dbg !77

ip6.ext.std96:                                    ; preds = %ip6.ext80, %ip6.ext80, %ip6.ext80
  %hdr102 = getelementptr i8, ptr %data, i64 %off82, !dbg !77
  %323 = call ptr @llvm.bpf.passthrough.p0.p0(i32 14, ptr %hdr102), !dbg !77
  %324 = getelementptr i8, ptr %323, i64 8, !dbg !77
  %325 = icmp ule ptr %324, %data_end, !dbg !77
  br i1 %325, label %ip6.ext103, label %done, !dbg !77

ip6.ext.ah97:                                     ; preds = %ip6.ext80
  %hdr105 = getelementptr i8, ptr %data, i64 %off82, !dbg !77
  %326 = call ptr @llvm.bpf.passthrough.p0.p0(i32 15, ptr %hdr105), !dbg !77
  %327 = getelementptr i8, ptr %326, i64 8, !dbg !77
  %328 = icmp ule ptr %327, %data_end, !dbg !77
  br i1 %328, label %ip6.ext106, label %done, !dbg !77

ip6.ext.frag98:                                   ; preds = %ip6.ext80
  %hdr108 = getelementptr i8, ptr %data, i64 %off82, !dbg !77
  %329 = call ptr @llvm.bpf.passthrough.p0.p0(i32 16, ptr %hdr108), !dbg !77
  %330 = getelementptr i8, ptr %329, i64 8, !dbg !77
  %331 = icmp ule ptr %330, %data_end, !dbg !77
  br i1 %331, label %ip6.frag111, label %done, !dbg !77

ip6.ext99:                                        ; preds = %ip6.frag.first109, %ip6.ext.whole107, %ip6.ext.whole104
  %key100 = phi i64 [ %341, %ip6.ext.whole104 ], [ %351, %ip6.ext.whole107 ], [ %358, %ip6.frag.first109 ], !dbg !77
  %off101 = phi i64 [ %337, %ip6.ext.whole104 ], [ %347, %ip6.ext.whole107 ], [ %352, %ip6.frag.first109 ], !dbg !77
  switch i64 %key100, label %ip6.known [
    i64 0, label %ip6.ext.std115
    i64 43, label %ip6.ext.std115
    i64 60, label %ip6.ext.std115
    i64 44, label %ip6.ext.frag117
    i64 51, label %ip6.ext.ah116
  ], !dbg !77

ip6.ext103:                                       ; preds = %ip6.ext.std96
  %332 = getelementptr i8, ptr %323, i64 1, !dbg !77
  %333 = load i8, ptr %332, align 1, !dbg !77
  %334 = zext i8 %333 to i64, !dbg !77
  %335 = add i64 %334, 1, !dbg !77
  %336 = shl i64 %335, 3, !dbg !77
  %337 = add i64 %off82, %336, !dbg !77
  %338 = icmp ule i64 %337, %len, !dbg !77
  br i1 %338, label %ip6.ext.whole104, label %done, !dbg !77

ip6.ext.whole104:                                 ; preds = %ip6.ext103
  %339 = getelementptr i8, ptr %323, i64 0, !dbg !77
  %340 = load i8, ptr %339, align 1, !dbg !77
  %341 = zext i8 %340 to i64, !dbg !77
  br label %ip6.ext99, !dbg !77

ip6.ext106:                                       ; preds = %ip6.ext.ah97
  %342 = getelementptr i8, ptr %326, i64 1, !dbg !77
  %343 = load i8, ptr %342, align 1, !dbg !77
  %344 = zext i8 %343 to i64, !dbg !77
  %345 = add i64 %344, 2, !dbg !77
  %346 = shl i64 %345, 2, !dbg !77
  %347 = add i64 %off82, %346, !dbg !77
  %348 = icmp ule i64 %347, %len, !dbg !77
  br i1 %348, label %ip6.ext.whole107, label %done, !dbg !77

ip6.ext.whole107:                                 ; preds = %ip6.ext106
  %349 = getelementptr i8, ptr %326, i64 0, !dbg !77
  %350 = load i8, ptr %349, align 1, !dbg !77
  %351 = zext i8 %350 to i64, !dbg !77
  br label %ip6.ext99, !dbg !77

ip6.frag.first109:                                ; preds = %ip6.frag111
  %352 = add i64 %off82, 8, !dbg !77
  br label %ip6.ext99, !dbg !77

ip6.frag.later110:                                ; preds = %ip6.frag111
  br label %ip6.later.frag, !dbg !77

ip6.frag111:                                      ; preds = %ip6.ext.frag98
  %flags112 = getelementptr i8, ptr %1, i64 52, !dbg !77
  %flags113 = load i32, ptr %flags112, align 4, !dbg !77
  %353 = zext i32 %flags113 to i64, !dbg !77
  %354 = or i64 %353, 32, !dbg !77
  %355 = trunc i64 %354 to i32, !dbg !77
  %flags114 = getelementptr i8, ptr %1, i64 52, !dbg !77
  store i32 %355, ptr %flags114, align 4, !dbg !77
  %356 = getelementptr i8, ptr %329, i64 0, !dbg !77
  %357 = load i8, ptr %356, align 1, !dbg !77
  %358 = zext i8 %357 to i64, !dbg !77
  %359 = getelementptr i8, ptr %329, i64 2, !dbg !77
  %360 = load i16, ptr %359, align 2, !dbg !77
  %361 = call i16 @llvm.bswap.i16(i16 %360), !dbg !77
  %362 = zext i16 %361 to i64, !dbg !77
  %363 = and i64 %362, 65528, !dbg !77
  %364 = icmp eq i64 %363, 0, !dbg !77
  br i1 %364, label %ip6.frag.first109, label %ip6.frag.later110, !dbg !77

ip6.ext.std115:                                   ; preds = %ip6.ext99, %ip6.ext99, %ip6.ext99
  %hdr121 = getelementptr i8, ptr %data, i64 %off101, !dbg !77
  %365 = call ptr @llvm.bpf.passthrough.p0.p0(i32 17, ptr %hdr121), !dbg !77
  %366 = getelementptr i8, ptr %365, i64 8, !dbg !77
  %367 = icmp ule ptr %366, %data_end, !dbg !77
  br i1 %367, label %ip6.ext122, label %done, !dbg !77

ip6.ext.ah116:                                    ; preds = %ip6.ext99
  %hdr124 = getelementptr i8, ptr %data, i64 %off101, !dbg !77
  %368 = call ptr @llvm.bpf.passthrough.p0.p0(i32 18, ptr %hdr124), !dbg !77
  %369 = getelementptr i8, ptr %368, i64 8, !dbg !77
  %370 = icmp ule ptr %369, %data_end, !dbg !77
  br i1 %370, label %ip6.ext125, label %done, !dbg !77

ip6.ext.frag117:                                  ; preds = %ip6.ext99
  %hdr127 = getelementptr i8, ptr %data, i64 %off101, !dbg !77
  %371 = call ptr @llvm.bpf.passthrough.p0.p0(i32 19, ptr %hdr127), !dbg !77
  %372 = getelementptr i8, ptr %371, i64 8, !dbg !77
  %373 = icmp ule ptr %372, %data_end, !dbg !77
  br i1 %373, label %ip6.frag130, label %done, !dbg !77

ip6.ext118:                                       ; preds = %ip6.frag.first128, %ip6.ext.whole126, %ip6.ext.whole123
  %key119 = phi i64 [ %383, %ip6.ext.whole123 ], [ %393, %ip6.ext.whole126 ], [ %400, %ip6.frag.first128 ], !dbg !77
  %off120 = phi i64 [ %379, %ip6.ext.whole123 ], [ %389, %ip6.ext.whole126 ], [ %394, %ip6.frag.first128 ], !dbg !77
  switch i64 %key119, label %ip6.known [
    i64 0, label %ip6.ext.std134
    i64 43, label %ip6.ext.std134
    i64 60, label %ip6.ext.std134
    i64 44, label %ip6.ext.frag136
    i64 51, label %ip6.ext.ah135
  ], !dbg !77

ip6.ext122:                                       ; preds = %ip6.ext.std115
  %374 = getelementptr i8, ptr %365, i64 1, !dbg !77
  %375 = load i8, ptr %374, align 1, !dbg !77
  %376 = zext i8 %375 to i64, !dbg !77
  %377 = add i64 %376, 1, !dbg !77
  %378 = shl i64 %377, 3, !dbg !77
  %379 = add i64 %off101, %378, !dbg !77
  %380 = icmp ule i64 %379, %len, !dbg !77
  br i1 %380, label %ip6.ext.whole123, label %done, !dbg !77

ip6.ext.whole123:                                 ; preds = %ip6.ext122
  %381 = getelementptr i8, ptr %365, i64 0, !dbg !77
  %382 = load i8, ptr %381, align 1, !dbg !77
  %383 = zext i8 %382 to i64, !dbg !77
  br label %ip6.ext118, !dbg !77

ip6.ext125:                                       ; preds = %ip6.ext.ah116
  %384 = getelementptr i8, ptr %368, i64 1, !dbg !77
  %385 = load i8, ptr %384, align 1, !dbg !77
  %386 = zext i8 %385 to i64, !dbg !77
  %387 = add i64 %386, 2, !dbg !77
  %388 = shl i64 %387, 2, !dbg !77
  %389 = add i64 %off101, %388, !dbg !77
  %390 = icmp ule i64 %389, %len, !dbg !77
  br i1 %390, label %ip6.ext.whole126, label %done, !dbg !77

ip6.ext.whole126:                                 ; preds = %ip6.ext125
  %391 = getelementptr i8, ptr %368, i64 0, !dbg !77
  %392 = load i8, ptr %391, align 1, !dbg !77
  %393 = zext i8 %392 to i64, !dbg !77
  br label %ip6.ext118, !dbg !77

ip6.frag.first128:                                ; preds = %ip6.frag130
  %394 = add i64 %off101, 8, !dbg !77
  br label %ip6.ext118, !dbg !77

ip6.frag.later129:                                ; preds = %ip6.frag130
  br label %ip6.later.frag, !dbg !77

ip6.frag130:                                      ; preds = %ip6.ext.frag117
  %flags131 = getelementptr i8, ptr %1, i64 52, !dbg !77
  %flags132 = load i32, ptr %flags131, align 4, !dbg !77
  %395 = zext i32 %flags132 to i64, !dbg !77
  %396 = or i64 %395, 32, !dbg !77
  %397 = trunc i64 %396 to i32, !dbg !77
  %flags133 = getelementptr i8, ptr %1, i64 52, !dbg !77
  store i32 %397, ptr %flags133, align 4, !dbg !77
  %398 = getelementptr i8, ptr %371, i64 0, !dbg !77
  %399 = load i8, ptr %398, align 1, !dbg !77
  %400 = zext i8 %399 to i64, !dbg !77
  %401 = getelementptr i8, ptr %371, i64 2, !dbg !77
  %402 = load i16, ptr %401, align 2, !dbg !77
  %403 = call i16 @llvm.bswap.i16(i16 %402), !dbg !77
  %404 = zext i16 %403 to i64, !dbg !77
  %405 = and i64 %404, 65528, !dbg !77
  %406 = icmp eq i64 %405, 0, !dbg !77
  br i1 %406, label %ip6.frag.first128, label %ip6.frag.later129, !dbg !77

ip6.ext.std134:                                   ; preds = %ip6.ext118, %ip6.ext118, %ip6.ext118
  %hdr140 = getelementptr i8, ptr %data, i64 %off120, !dbg !77
  %407 = call ptr @llvm.bpf.passthrough.p0.p0(i32 20, ptr %hdr140), !dbg !77
  %408 = getelementptr i8, ptr %407, i64 8, !dbg !77
  %409 = icmp ule ptr %408, %data_end, !dbg !77
  br i1 %409, label %ip6.ext141, label %done, !dbg !77

ip6.ext.ah135:                                    ; preds = %ip6.ext118
  %hdr143 = getelementptr i8, ptr %data, i64 %off120, !dbg !77
  %410 = call ptr @llvm.bpf.passthrough.p0.p0(i32 21, ptr %hdr143), !dbg !77
  %411 = getelementptr i8, ptr %410, i64 8, !dbg !77
  %412 = icmp ule ptr %411, %data_end, !dbg !77
  br i1 %412, label %ip6.ext144, label %done, !dbg !77

ip6.ext.frag136:                                  ; preds = %ip6.ext118
  %hdr146 = getelementptr i8, ptr %data, i64 %off120, !dbg !77
  %413 = call ptr @llvm.bpf.passthrough.p0.p0(i32 22, ptr %hdr146), !dbg !77
  %414 = getelementptr i8, ptr %413, i64 8, !dbg !77
  %415 = icmp ule ptr %414, %data_end, !dbg !77
  br i1 %415, label %ip6.frag149, label %done, !dbg !77

ip6.ext137:                                       ; preds = %ip6.frag.first147, %ip6.ext.whole145, %ip6.ext.whole142
  %key138 = phi i64 [ %425, %ip6.ext.whole142 ], [ %435, %ip6.ext.whole145 ], [ %442, %ip6.frag.first147 ], !dbg !77
  %off139 = phi i64 [ %421, %ip6.ext.whole142 ], [ %431, %ip6.ext.whole145 ], [ %436, %ip6.frag.first147 ], !dbg !77
  switch i64 %key138, label %ip6.known [
    i64 0, label %ip6.ext.std153
    i64 43, label %ip6.ext.std153
    i64 60, label %ip6.ext.std153
    i64 44, label %ip6.ext.frag155
    i64 51, label %ip6.ext.ah154
  ], !dbg !77

ip6.ext141:                                       ; preds = %ip6.ext.std134
  %416 = getelementptr i8, ptr %407, i64 1, !dbg !77
  %417 = load i8, ptr %416, align 1, !dbg !77
  %418 = zext i8 %417 to i64, !dbg !77
  %419 = add i64 %418, 1, !dbg !77
  %420 = shl i64 %419, 3, !dbg !77
  %421 = add i64 %off120, %420, !dbg !77
  %422 = icmp ule i64 %421, %len, !dbg !77
  br i1 %422, label %ip6.ext.whole142, label %done, !dbg !77

ip6.ext.whole142:                                 ; preds = %ip6.ext141
  %423 = getelementptr i8, ptr %407, i64 0, !dbg !77
  %424 = load i8, ptr %423, align 1, !dbg !77
  %425 = zext i8 %424 to i64, !dbg !77
  br label %ip6.ext137, !dbg !77

ip6.ext144:                                       ; preds = %ip6.ext.ah135
  %426 = getelementptr i8, ptr %410, i64 1, !dbg !77
  %427 = load i8, ptr %426, align 1, !dbg !77
  %428 = zext i8 %427 to i64, !dbg !77
  %429 = add i64 %428, 2, !dbg !77
  %430 = shl i64 %429, 2, !dbg !77
  %431 = add i64 %off120, %430, !dbg !77
  %432 = icmp ule i64 %431, %len, !dbg !77
  br i1 %432, label %ip6.ext.whole145, label %done, !dbg !77

ip6.ext.whole145:                                 ; preds = %ip6.ext144
  %433 = getelementptr i8, ptr %410, i64 0, !dbg !77
  %434 = load i8, ptr %433, align 1, !dbg !77
  %435 = zext i8 %434 to i64, !dbg !77
  br label %ip6.ext137, !dbg !77

ip6.frag.first147:                                ; preds = %ip6.frag149
  %436 = add i64 %off120, 8, !dbg !77
  br label %ip6.ext137, !dbg !77

ip6.frag.later148:                                ; preds = %ip6.frag149
  br label %ip6.later.frag, !dbg !77

ip6.frag149:                                      ; preds = %ip6.ext.frag136
  %flags150 = getelementptr i8, ptr %1, i64 52, !dbg !77
  %flags151 = load i32, ptr %flags150, align 4, !dbg !77
  %437 = zext i32 %flags151 to i64, !dbg !77
  %438 = or i64 %437, 32, !dbg !77
  %439 = trunc i64 %438 to i32, !dbg !77
  %flags152 = getelementptr i8, ptr %1, i64 52, !dbg !77
  store i32 %439, ptr %flags152, align 4, !dbg !77
  %440 = getelementptr i8, ptr %413, i64 0, !dbg !77
  %441 = load i8, ptr %440, align 1, !dbg !77
  %442 = zext i8 %441 to i64, !dbg !77
  %443 = getelementptr i8, ptr %413, i64 2, !dbg !77
  %444 = load i16, ptr %443, align 2, !dbg !77
  %445 = call i16 @llvm.bswap.i16(i16 %444), !dbg !77
  %446 = zext i16 %445 to i64, !dbg !77
  %447 = and i64 %446, 65528, !dbg !77
  %448 = icmp eq i64 %447, 0, !dbg !77
  br i1 %448, label %ip6.frag.first147, label %ip6.frag.later148, !dbg !77

ip6.ext.std153:                                   ; preds = %ip6.ext137, %ip6.ext137, %ip6.ext137
  %hdr159 = getelementptr i8, ptr %data, i64 %off139, !dbg !77
  %449 = call ptr @llvm.bpf.passthrough.p0.p0(i32 23, ptr %hdr159), !dbg !77
  %450 = getelementptr i8, ptr %449, i64 8, !dbg !77
  %451 = icmp ule ptr %450, %data_end, !dbg !77
  br i1 %451, label %ip6.ext160, label %done, !dbg !77

ip6.ext.ah154:                                    ; preds = %ip6.ext137
  %hdr162 = getelementptr i8, ptr %data, i64 %off139, !dbg !77
  %452 = call ptr @llvm.bpf.passthrough.p0.p0(i32 24, ptr %hdr162), !dbg !77
  %453 = getelementptr i8, ptr %452, i64 8, !dbg !77
  %454 = icmp ule ptr %453, %data_end, !dbg !77
  br i1 %454, label %ip6.ext163, label %done, !dbg !77

ip6.ext.frag155:                                  ; preds = %ip6.ext137
  %hdr165 = getelementptr i8, ptr %data, i64 %off139, !dbg !77
  %455 = call ptr @llvm.bpf.passthrough.p0.p0(i32 25, ptr %hdr165), !dbg !77
  %456 = getelementptr i8, ptr %455, i64 8, !dbg !77
  %457 = icmp ule ptr %456, %data_end, !dbg !77
  br i1 %457, label %ip6.frag168, label %done, !dbg !77

ip6.ext156:                                       ; preds = %ip6.frag.first166, %ip6.ext.whole164, %ip6.ext.whole161
  %key157 = phi i64 [ %467, %ip6.ext.whole161 ], [ %477, %ip6.ext.whole164 ], [ %484, %ip6.frag.first166 ], !dbg !77
  %off158 = phi i64 [ %463, %ip6.ext.whole161 ], [ %473, %ip6.ext.whole164 ], [ %478, %ip6.frag.first166 ], !dbg !77
  switch i64 %key157, label %ip6.known [
    i64 0, label %done
    i64 43, label %done
    i64 60, label %done
    i64 44, label %done
    i64 51, label %done
  ], !dbg !77

ip6.ext160:                                       ; preds = %ip6.ext.std153
  %458 = getelementptr i8, ptr %449, i64 1, !dbg !77
  %459 = load i8, ptr %458, align 1, !dbg !77
  %460 = zext i8 %459 to i64, !dbg !77
  %461 = add i64 %460, 1, !dbg !77
  %462 = shl i64 %461, 3, !dbg !77
  %463 = add i64 %off139, %462, !dbg !77
  %464 = icmp ule i64 %463, %len, !dbg !77
  br i1 %464, label %ip6.ext.whole161, label %done, !dbg !77

ip6.ext.whole161:                                 ; preds = %ip6.ext160
  %465 = getelementptr i8, ptr %449, i64 0, !dbg !77
  %466 = load i8, ptr %465, align 1, !dbg !77
  %467 = zext i8 %466 to i64, !dbg !77
  br label %ip6.ext156, !dbg !77

ip6.ext163:                                       ; preds = %ip6.ext.ah154
  %468 = getelementptr i8, ptr %452, i64 1, !dbg !77
  %469 = load i8, ptr %468, align 1, !dbg !77
  %470 = zext i8 %469 to i64, !dbg !77
  %471 = add i64 %470, 2, !dbg !77
  %472 = shl i64 %471, 2, !dbg !77
  %473 = add i64 %off139, %472, !dbg !77
  %474 = icmp ule i64 %473, %len, !dbg !77
  br i1 %474, label %ip6.ext.whole164, label %done, !dbg !77

ip6.ext.whole164:                                 ; preds = %ip6.ext163
  %475 = getelementptr i8, ptr %452, i64 0, !dbg !77
  %476 = load i8, ptr %475, align 1, !dbg !77
  %477 = zext i8 %476 to i64, !dbg !77
  br label %ip6.ext156, !dbg !77

ip6.frag.first166:                                ; preds = %ip6.frag168
  %478 = add i64 %off139, 8, !dbg !77
  br label %ip6.ext156, !dbg !77

ip6.frag.later167:                                ; preds = %ip6.frag168
  br label %ip6.later.frag, !dbg !77

ip6.frag168:                                      ; preds = %ip6.ext.frag155
  %flags169 = getelementptr i8, ptr %1, i64 52, !dbg !77
  %flags170 = load i32, ptr %flags169, align 4, !dbg !77
  %479 = zext i32 %flags170 to i64, !dbg !77
  %480 = or i64 %479, 32, !dbg !77
  %481 = trunc i64 %480 to i32, !dbg !77
  %flags171 = getelementptr i8, ptr %1, i64 52, !dbg !77
  store i32 %481, ptr %flags171, align 4, !dbg !77
  %482 = getelementptr i8, ptr %455, i64 0, !dbg !77
  %483 = load i8, ptr %482, align 1, !dbg !77
  %484 = zext i8 %483 to i64, !dbg !77
  %485 = getelementptr i8, ptr %455, i64 2, !dbg !77
  %486 = load i16, ptr %485, align 2, !dbg !77
  %487 = call i16 @llvm.bswap.i16(i16 %486), !dbg !77
  %488 = zext i16 %487 to i64, !dbg !77
  %489 = and i64 %488, 65528, !dbg !77
  %490 = icmp eq i64 %489, 0, !dbg !77
  br i1 %490, label %ip6.frag.first166, label %ip6.frag.later167, !dbg !77

tcp:                                              ; preds = %l4
  %hdr180 = getelementptr i8, ptr %data, i64 %off3, !dbg !77
  %491 = call ptr @llvm.bpf.passthrough.p0.p0(i32 26, ptr %hdr180), !dbg !77
  %492 = getelementptr i8, ptr %491, i64 20, !dbg !77
  %493 = icmp ule ptr %492, %data_end, !dbg !77
  br i1 %493, label %tcp.hdr, label %done, !dbg !77

udp:                                              ; preds = %l4
  %hdr184 = getelementptr i8, ptr %data, i64 %off3, !dbg !77
  %494 = call ptr @llvm.bpf.passthrough.p0.p0(i32 27, ptr %hdr184), !dbg !77
  %495 = getelementptr i8, ptr %494, i64 8, !dbg !77
  %496 = icmp ule ptr %495, %data_end, !dbg !77
  br i1 %496, label %udp.hdr, label %done, !dbg !77

tcp.hdr:                                          ; preds = %tcp
  %flags181 = getelementptr i8, ptr %1, i64 52, !dbg !77
  %flags182 = load i32, ptr %flags181, align 4, !dbg !77
  %497 = zext i32 %flags182 to i64, !dbg !77
  %498 = or i64 %497, 192, !dbg !77
  %499 = trunc i64 %498 to i32, !dbg !77
  %flags183 = getelementptr i8, ptr %1, i64 52, !dbg !77
  store i32 %499, ptr %flags183, align 4, !dbg !77
  %500 = getelementptr i8, ptr %491, i64 0, !dbg !77
  %501 = load i16, ptr %500, align 2, !dbg !77
  %502 = call i16 @llvm.bswap.i16(i16 %501), !dbg !77
  %503 = zext i16 %502 to i64, !dbg !77
  %504 = trunc i64 %503 to i16, !dbg !77
  %sport = getelementptr i8, ptr %1, i64 60, !dbg !77
  store i16 %504, ptr %sport, align 2, !dbg !77
  %505 = getelementptr i8, ptr %491, i64 2, !dbg !77
  %506 = load i16, ptr %505, align 2, !dbg !77
  %507 = call i16 @llvm.bswap.i16(i16 %506), !dbg !77
  %508 = zext i16 %507 to i64, !dbg !77
  %509 = trunc i64 %508 to i16, !dbg !77
  %dport = getelementptr i8, ptr %1, i64 62, !dbg !77
  store i16 %509, ptr %dport, align 2, !dbg !77
  %510 = getelementptr i8, ptr %491, i64 13, !dbg !77
  %511 = load i8, ptr %510, align 1, !dbg !77
  %512 = zext i8 %511 to i64, !dbg !77
  %513 = trunc i64 %512 to i8, !dbg !77
  %tcpflags = getelementptr i8, ptr %1, i64 66, !dbg !77
  store i8 %513, ptr %tcpflags, align 1, !dbg !77
  br label %done, !dbg !77

udp.hdr:                                          ; preds = %udp
  %flags185 = getelementptr i8, ptr %1, i64 52, !dbg !77
  %flags186 = load i32, ptr %flags185, align 4, !dbg !77
  %514 = zext i32 %flags186 to i64, !dbg !77
  %515 = or i64 %514, 64, !dbg !77
  %516 = trunc i64 %515 to i32, !dbg !77
  %flags187 = getelementptr i8, ptr %1, i64 52, !dbg !77
  store i32 %516, ptr %flags187, align 4, !dbg !77
  %517 = getelementptr i8, ptr %494, i64 0, !dbg !77
  %518 = load i16, ptr %517, align 2, !dbg !77
  %519 = call i16 @llvm.bswap.i16(i16 %518), !dbg !77
  %520 = zext i16 %519 to i64, !dbg !77
  %521 = trunc i64 %520 to i16, !dbg !77
  %sport188 = getelementptr i8, ptr %1, i64 60, !dbg !77
  store i16 %521, ptr %sport188, align 2, !dbg !77
  %522 = getelementptr i8, ptr %494, i64 2, !dbg !77
  %523 = load i16, ptr %522, align 2, !dbg !77
  %524 = call i16 @llvm.bswap.i16(i16 %523), !dbg !77
  %525 = zext i16 %524 to i64, !dbg !77
  %526 = trunc i64 %525 to i16, !dbg !77
  %dport189 = getelementptr i8, ptr %1, i64 62, !dbg !77
  store i16 %526, ptr %dport189, align 2, !dbg !77
  br label %done, !dbg !77
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
define i32 @xdpc_rules_0(ptr %0) #0 !dbg !78 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !83
  %val = alloca [2 x i64], align 8, !dbg !83
  %key = alloca i32, align 8, !dbg !83
  %1 = icmp eq ptr %0, null, !dbg !83
  br i1 %1, label %continue, label %rules, !dbg !83

rules:                                            ; preds = %entry
  br label %hit, !dbg !83

hit:                                              ; preds = %rules
  %len = getelementptr i8, ptr %0, i64 48, !dbg !83
  %len1 = load i32, ptr %len, align 4, !dbg !83
  %2 = zext i32 %len1 to i64, !dbg !83
  %3 = call i32 @xdpc_count(i32 0, i64 %2), !dbg !83
  ret i32 2, !dbg !83

next:                                             ; No predecessors!
  br label %continue, !dbg !83

continue:                                         ; preds = %next, %entry
  ret i32 0, !dbg !83
}

; Function Attrs: noinline nounwind
define i32 @xdpc_count(i32 %0, i64 %1) #0 !dbg !84 {
entry:
  %key = alloca i32, align 8, !dbg !90
  store i32 %0, ptr %key, align 4, !dbg !90
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !90
  %3 = icmp ne ptr %2, null, !dbg !90
  br i1 %3, label %count.add, label %count.done, !dbg !90

count.add:                                        ; preds = %entry
  %4 = load i64, ptr %2, align 8, !dbg !90
  %5 = add i64 %4, 1, !dbg !90
  store i64 %5, ptr %2, align 8, !dbg !90
  %6 = getelementptr i8, ptr %2, i64 8, !dbg !90
  %7 = load i64, ptr %6, align 8, !dbg !90
  %8 = add i64 %7, %1, !dbg !90
  store i64 %8, ptr %6, align 8, !dbg !90
  br label %count.done, !dbg !90

count.done:                                       ; preds = %count.add, %entry
  ret i32 0, !dbg !90
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !91 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !96
  %addr = alloca [5 x i32], align 8, !dbg !96
  %val = alloca [2 x i64], align 8, !dbg !96
  %key = alloca i32, align 8, !dbg !96
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !96
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !96
  %verdict = call i32 @xdpc_rules_0(ptr %pkt), !dbg !96
  %2 = icmp ne i32 %verdict, 0, !dbg !96
  br i1 %2, label %decided, label %undecided, !dbg !96

decided:                                          ; preds = %entry
  ret i32 %verdict, !dbg !96

undecided:                                        ; preds = %entry
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !96
  %len1 = load i32, ptr %len, align 4, !dbg !96
  %3 = zext i32 %len1 to i64, !dbg !96
  %4 = call i32 @xdpc_count(i32 1, i64 %3), !dbg !96
  ret i32 2, !dbg !96
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!36, !37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !11, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "frame-parser.xf", directory: ".")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "_license", linkageName: "_license", scope: !2, file: !3, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, align: 32, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 4, lowerBound: 0)
!11 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !12)
!12 = !{!13, !19, !24, !28}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "type", file: !3, baseType: !14, size: 64, align: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, align: 64, dwarfAddressSpace: 0)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 192, align: 32, elements: !17)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18}
!18 = !DISubrange(count: 6, lowerBound: 0)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !20, size: 64, align: 64, offset: 64)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, align: 64, dwarfAddressSpace: 0)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 64, align: 32, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 2, lowerBound: 0)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "key", file: !3, baseType: !25, size: 64, align: 64, offset: 128)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, align: 64, dwarfAddressSpace: 0)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u32", file: !3, baseType: !27)
!27 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned_char)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !29, size: 64, align: 64, offset: 192)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64, align: 64, dwarfAddressSpace: 0)
!30 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_counter", file: !3, size: 128, align: 64, elements: !31)
!31 = !{!32, !35}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "packets", file: !3, baseType: !33, size: 64, align: 64)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u64", file: !3, baseType: !34)
!34 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned_char)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", file: !3, baseType: !33, size: 64, align: 64, offset: 64)
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 2, !"Dwarf Version", i32 5}
!38 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !39, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !74)
!39 = !DISubroutineType(flags: DIFlagPrototyped, types: !40)
!40 = !{!16, !41, !50}
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64, align: 64, dwarfAddressSpace: 0)
!42 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !43)
!43 = !{!44, !45, !46, !47, !48, !49}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !26, size: 32, align: 32)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !26, size: 32, align: 32, offset: 32)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !26, size: 32, align: 32, offset: 64)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !26, size: 32, align: 32, offset: 96)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !26, size: 32, align: 32, offset: 128)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !26, size: 32, align: 32, offset: 160)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64, align: 64, dwarfAddressSpace: 0)
!51 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !52)
!52 = !{!53, !54, !55, !56, !57, !58, !59, !60, !61, !64, !65, !66, !67, !70, !71, !72, !73}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !33, size: 64, align: 64)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !33, size: 64, align: 64, offset: 64)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !33, size: 64, align: 64, offset: 128)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !33, size: 64, align: 64, offset: 192)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !33, size: 64, align: 64, offset: 256)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !33, size: 64, align: 64, offset: 320)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !26, size: 32, align: 32, offset: 384)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !26, size: 32, align: 32, offset: 416)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !62, size: 16, align: 16, offset: 448)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !63)
!63 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !62, size: 16, align: 16, offset: 464)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !62, size: 16, align: 16, offset: 480)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !62, size: 16, align: 16, offset: 496)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !68, size: 8, align: 8, offset: 512)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !69)
!69 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !68, size: 8, align: 8, offset: 520)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !68, size: 8, align: 8, offset: 528)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !68, size: 8, align: 8, offset: 536)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !26, size: 32, align: 32, offset: 544)
!74 = !{!75, !76}
!75 = !DILocalVariable(name: "ctx", arg: 1, scope: !38, file: !3, line: 1, type: !41)
!76 = !DILocalVariable(name: "pkt", arg: 2, scope: !38, file: !3, line: 1, type: !50)
!77 = !DILocation(line: 1, column: 1, scope: !38)
!78 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 3, type: !79, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !81)
!79 = !DISubroutineType(flags: DIFlagPrototyped, types: !80)
!80 = !{!16, !50}
!81 = !{!82}
!82 = !DILocalVariable(name: "pkt", arg: 1, scope: !78, file: !3, line: 3, type: !50)
!83 = !DILocation(line: 3, column: 1, scope: !78)
!84 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !85, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !87)
!85 = !DISubroutineType(flags: DIFlagPrototyped, types: !86)
!86 = !{!16, !26, !33}
!87 = !{!88, !89}
!88 = !DILocalVariable(name: "rule", arg: 1, scope: !84, file: !3, line: 1, type: !26)
!89 = !DILocalVariable(name: "len", arg: 2, scope: !84, file: !3, line: 1, type: !33)
!90 = !DILocation(line: 1, column: 1, scope: !84)
!91 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !92, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!92 = !DISubroutineType(flags: DIFlagPrototyped, types: !93)
!93 = !{!16, !41}
!94 = !{!95}
!95 = !DILocalVariable(name: "ctx", arg: 1, scope: !91, file: !3, line: 1, type: !41)
!96 = !DILocation(line: 1, column: 1, scope: !91)
