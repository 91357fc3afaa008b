target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0112\\012source\\011parser-proto.xf\\012default\\011pass\\012rule\\0110\\0115\\011count\\0110\22"
module asm "\09.ascii \22\\011count by proto;\\012rule\\0111\\0116\\011drop\\011-\\011drop;\\012table\\0110\\0110\\011proto\\011xdpc_t0_p\22"
module asm "\09.ascii \22roto\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_t0_proto = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !5
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !32

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !53 {
entry:
  %proto = alloca i8, align 8, !dbg !92
  %flags = alloca i32, align 8, !dbg !92
  %2 = icmp eq ptr %1, null, !dbg !92
  br i1 %2, label %ret, label %body, !dbg !92

body:                                             ; preds = %entry
  store i32 0, ptr %flags, align 4, !dbg !92
  store i8 0, ptr %proto, align 1, !dbg !92
  %data32 = load i32, ptr %0, align 4, !dbg !92
  %3 = getelementptr i8, ptr %0, i64 4, !dbg !92
  %data_end32 = load i32, ptr %3, align 4, !dbg !92
  %4 = zext i32 %data32 to i64, !dbg !92
  %data = inttoptr i64 %4 to ptr, !dbg !92
  %5 = zext i32 %data_end32 to i64, !dbg !92
  %data_end = inttoptr i64 %5 to ptr, !dbg !92
  %6 = ptrtoint ptr %data_end to i64, !dbg !92
  %7 = ptrtoint ptr %data to i64, !dbg !92
  %len = sub i64 %6, %7, !dbg !92
  %8 = trunc i64 %len to i32, !dbg !92
  %len1 = getelementptr i8, ptr %1, i64 48, !dbg !92
  store i32 %8, ptr %len1, align 4, !dbg !92
  %9 = getelementptr i8, ptr %data, i64 14, !dbg !92
  %10 = icmp ule ptr %9, %data_end, !dbg !92
  br i1 %10, label %eth, label %done, !dbg !92

done:                                             ; preds = %ip6.later.frag, %ip6.known, %ip6.ext133, %ip6.ext133, %ip6.ext133, %ip6.ext133, %ip6.ext133, %ip6.ext.frag132, %ip6.ext141, %ip6.ext.ah131, %ip6.ext137, %ip6.ext.std130, %ip6.ext.frag114, %ip6.ext123, %ip6.ext.ah113, %ip6.ext119, %ip6.ext.std112, %ip6.ext.frag96, %ip6.ext105, %ip6.ext.ah95, %ip6.ext101, %ip6.ext.std94, %ip6.ext.frag78, %ip6.ext87, %ip6.ext.ah77, %ip6.ext83, %ip6.ext.std76, %ip6.ext.frag60, %ip6.ext69, %ip6.ext.ah59, %ip6.ext65, %ip6.ext.std58, %ip6.ext.frag42, %ip6.ext51, %ip6.ext.ah41, %ip6.ext47, %ip6.ext.std40, %ip6.ext.frag24, %ip6.ext33, %ip6.ext.ah23, %ip6.ext29, %ip6.ext.std22, %ip6.ext.frag, %ip6.ext18, %ip6.ext.ah, %ip6.ext15, %ip6.ext.std, %ip6.hdr, %ip6, %ip4.whole, %ip4.ihl, %ip4.version, %ip4.hdr, %ip4, %l3, %vlan2.whole, %vlan2, %vlan1, %body
  %11 = load i32, ptr %flags, align 4, !dbg !92
  %flags148 = getelementptr i8, ptr %1, i64 52, !dbg !92
  store i32 %11, ptr %flags148, align 4, !dbg !92
  %12 = load i8, ptr %proto, align 1, !dbg !92
  %proto149 = getelementptr i8, ptr %1, i64 64, !dbg !92
  store i8 %12, ptr %proto149, align 1, !dbg !92
  br label %ret, !dbg !92

ret:                                              ; preds = %done, %entry
  ret i32 0, !dbg !92

l3:                                               ; preds = %vlan2.whole, %vlan1.whole, %eth
  %key = phi i64 [ %16, %eth ], [ %25, %vlan1.whole ], [ %34, %vlan2.whole ], !dbg !92
  %off = phi i64 [ 14, %eth ], [ 18, %vlan1.whole ], [ 22, %vlan2.whole ], !dbg !92
  switch i64 %key, label %done [
    i64 2048, label %ip4
    i64 34525, label %ip6
  ], !dbg !92

eth:                                              ; preds = %body
  %13 = getelementptr i8, ptr %data, i64 12, !dbg !92
  %14 = load i16, ptr %13, align 2, !dbg !92
  %15 = call i16 @llvm.bswap.i16(i16 %14), !dbg !92
  %16 = zext i16 %15 to i64, !dbg !92
  %17 = icmp eq i64 %16, 33024, !dbg !92
  %18 = icmp eq i64 %16, 34984, !dbg !92
  %19 = or i1 %17, %18, !dbg !92
  br i1 %19, label %vlan1, label %l3, !dbg !92

vlan1:                                            ; preds = %eth
  %20 = getelementptr i8, ptr %data, i64 18, !dbg !92
  %21 = icmp ule ptr %20, %data_end, !dbg !92
  br i1 %21, label %vlan1.whole, label %done, !dbg !92

vlan1.whole:                                      ; preds = %vlan1
  %22 = getelementptr i8, ptr %data, i64 16, !dbg !92
  %23 = load i16, ptr %22, align 2, !dbg !92
  %24 = call i16 @llvm.bswap.i16(i16 %23), !dbg !92
  %25 = zext i16 %24 to i64, !dbg !92
  %26 = icmp eq i64 %25, 33024, !dbg !92
  %27 = icmp eq i64 %25, 34984, !dbg !92
  %28 = or i1 %26, %27, !dbg !92
  br i1 %28, label %vlan2, label %l3, !dbg !92

vlan2:                                            ; preds = %vlan1.whole
  %29 = getelementptr i8, ptr %data, i64 22, !dbg !92
  %30 = icmp ule ptr %29, %data_end, !dbg !92
  br i1 %30, label %vlan2.whole, label %done, !dbg !92

vlan2.whole:                                      ; preds = %vlan2
  %31 = getelementptr i8, ptr %data, i64 20, !dbg !92
  %32 = load i16, ptr %31, align 2, !dbg !92
  %33 = call i16 @llvm.bswap.i16(i16 %32), !dbg !92
  %34 = zext i16 %33 to i64, !dbg !92
  %35 = icmp eq i64 %34, 33024, !dbg !92
  %36 = icmp eq i64 %34, 34984, !dbg !92
  %37 = or i1 %35, %36, !dbg !92
  br i1 %37, label %done, label %l3, !dbg !92

ip4:                                              ; preds = %l3
  %hdr = getelementptr i8, ptr %data, i64 %off, !dbg !92
  %38 = call ptr @llvm.bpf.passthrough.p0.p0(i32 0, ptr %hdr), !dbg !92
  %39 = getelementptr i8, ptr %38, i64 20, !dbg !92
  %40 = icmp ule ptr %39, %data_end, !dbg !92
  br i1 %40, label %ip4.hdr, label %done, !dbg !92

ip6:                                              ; preds = %l3
  %hdr5 = getelementptr i8, ptr %data, i64 %off, !dbg !92
  %41 = call ptr @llvm.bpf.passthrough.p0.p0(i32 2, ptr %hdr5), !dbg !92
  %42 = getelementptr i8, ptr %41, i64 40, !dbg !92
  %43 = icmp ule ptr %42, %data_end, !dbg !92
  br i1 %43, label %ip6.hdr, label %done, !dbg !92

ip4.hdr:                                          ; preds = %ip4
  %44 = getelementptr i8, ptr %38, i64 0, !dbg !92
  %45 = load i8, ptr %44, align 1, !dbg !92
  %46 = zext i8 %45 to i64, !dbg !92
  %47 = lshr i64 %46, 4, !dbg !92
  %48 = icmp eq i64 %47, 4, !dbg !92
  br i1 %48, label %ip4.version, label %done, !dbg !92

ip4.version:                                      ; preds = %ip4.hdr
  %49 = and i64 %46, 15, !dbg !92
  %50 = icmp uge i64 %49, 5, !dbg !92
  br i1 %50, label %ip4.ihl, label %done, !dbg !92

ip4.ihl:                                          ; preds = %ip4.version
  %51 = shl i64 %49, 2, !dbg !92
  %l4off = add i64 %off, %51, !dbg !92
  %hdr4 = getelementptr i8, ptr %data, i64 %l4off, !dbg !92
  %52 = call ptr @llvm.bpf.passthrough.p0.p0(i32 1, ptr %hdr4), !dbg !92
  %53 = icmp ule ptr %52, %data_end, !dbg !92
  br i1 %53, label %ip4.whole, label %done, !dbg !92

ip4.whole:                                        ; preds = %ip4.ihl
  %54 = load i32, ptr %flags, align 4, !dbg !92
  %55 = or i32 %54, 16, !dbg !92
  store i32 %55, ptr %flags, align 4, !dbg !92
  %56 = getelementptr i8, ptr %38, i64 9, !dbg !92
  %57 = load i8, ptr %56, align 1, !dbg !92
  %58 = zext i8 %57 to i64, !dbg !92
  %59 = trunc i64 %58 to i8, !dbg !92
  store i8 %59, ptr %proto, align 1, !dbg !92
  br label %done, !dbg !92

ip6.hdr:                                          ; preds = %ip6
  %60 = getelementptr i8, ptr %41, i64 0, !dbg !92
  %61 = load i8, ptr %60, align 1, !dbg !92
  %62 = zext i8 %61 to i64, !dbg !92
  %63 = lshr i64 %62, 4, !dbg !92
  %64 = icmp eq i64 %63, 6, !dbg !92
  br i1 %64, label %ip6.version, label %done, !dbg !92

ip6.version:                                      ; preds = %ip6.hdr
  %65 = getelementptr i8, ptr %41, i64 6, !dbg !92
  %66 = load i8, ptr %65, align 1, !dbg !92
  %67 = zext i8 %66 to i64, !dbg !92
  %68 = add i64 %off, 40, !dbg !92
  br label %ip6.ext0, !dbg !92

ip6.known:                                        ; preds = %ip6.ext133, %ip6.ext115, %ip6.ext97, %ip6.ext79, %ip6.ext61, %ip6.ext43, %ip6.ext25, %ip6.ext, %ip6.ext0
  %key6 = phi i64 [ %key10, %ip6.ext0 ], [ %key12, %ip6.ext ], [ %key26, %ip6.ext25 ], [ %key44, %ip6.ext43 ], [ %key62, %ip6.ext61 ], [ %key80, %ip6.ext79 ], [ %key98, %ip6.ext97 ], [ %key116, %ip6.ext115 ], [ %key134, %ip6.ext133 ], !dbg !92
  %off7 = phi i64 [ %off11, %ip6.ext0 ], [ %off13, %ip6.ext ], [ %off27, %ip6.ext25 ], [ %off45, %ip6.ext43 ], [ %off63, %ip6.ext61 ], [ %off81, %ip6.ext79 ], [ %off99, %ip6.ext97 ], [ %off117, %ip6.ext115 ], [ %off135, %ip6.ext133 ], !dbg !92
  %69 = trunc i64 %key6 to i8, !dbg !92
  store i8 %69, ptr %proto, align 1, !dbg !92
  %70 = load i32, ptr %flags, align 4, !dbg !92
  %71 = or i32 %70, 16, !dbg !92
  store i32 %71, ptr %flags, align 4, !dbg !92
  br label %done, !dbg !92

ip6.later.frag:                                   ; preds = %ip6.frag.later147, %ip6.frag.later129, %ip6.frag.later111, %ip6.frag.later93, %ip6.frag.later75, %ip6.frag.later57, %ip6.frag.later39, %ip6.frag.later
  %key8 = phi i64 [ %108, %ip6.frag.later ], [ %149, %ip6.frag.later39 ], [ %190, %ip6.frag.later57 ], [ %231, %ip6.frag.later75 ], [ %272, %ip6.frag.later93 ], [ %313, %ip6.frag.later111 ], [ %354, %ip6.frag.later129 ], [ %395, %ip6.frag.later147 ], !dbg !92
  %off9 = phi i64 [ %off11, %ip6.frag.later ], [ %off13, %ip6.frag.later39 ], [ %off27, %ip6.frag.later57 ], [ %off45, %ip6.frag.later75 ], [ %off63, %ip6.frag.later93 ], [ %off81, %ip6.frag.later111 ], [ %off99, %ip6.frag.later129 ], [ %off117, %ip6.frag.later147 ], !dbg !92
  %72 = trunc i64 %key8 to i8, !dbg !92
  store i8 %72, ptr %proto, align 1, !dbg !92
  %73 = load i32, ptr %flags, align 4, !dbg !92
  %74 = or i32 %73, 16, !dbg !92
  store i32 %74, ptr %flags, align 4, !dbg !92
  br label %done, !dbg !92

ip6.ext0:                                         ; preds = %ip6.version
  %key10 = phi i64 [ %67, %ip6.version ], !dbg !92
  %off11 = phi i64 [ %68, %ip6.version ], !dbg !92
  switch i64 %key10, label %ip6.known [
    i64 0, label %ip6.ext.std
    i64 43, label %ip6.ext.std
    i64 60, label %ip6.ext.std
    i64 44, label %ip6.ext.frag
    i64 51, label %ip6.ext.ah
  ], !dbg !92

ip6.ext.std:                                      ; preds = %ip6.ext0, %ip6.ext0, %ip6.ext0
  %hdr14 = getelementptr i8, ptr %data, i64 %off11, !dbg !92
  %75 = call ptr @llvm.bpf.passthrough.p0.p0(i32 3, ptr %hdr14), !dbg !92
  %76 = getelementptr i8, ptr %75, i64 8, !dbg !92
  %77 = icmp ule ptr %76, %data_end, !dbg !92
  br i1 %77, label %ip6.ext15, label %done, !dbg !92

ip6.ext.ah:                                       ; preds = %ip6.ext0
  %hdr17 = getelementptr i8, ptr %data, i64 %off11, !dbg !92
  %78 = call ptr @llvm.bpf.passthrough.p0.p0(i32 5, ptr %hdr17), !dbg !92
  %79 = getelementptr i8, ptr %78, i64 8, !dbg !92
  %80 = icmp ule ptr %79, %data_end, !dbg !92
  br i1 %80, label %ip6.ext18, label %done, !dbg !92

ip6.ext.frag:                                     ; preds = %ip6.ext0
  %hdr21 = getelementptr i8, ptr %data, i64 %off11, !dbg !92
  %81 = call ptr @llvm.bpf.passthrough.p0.p0(i32 7, ptr %hdr21), !dbg !92
  %82 = getelementptr i8, ptr %81, i64 8, !dbg !92
  %83 = icmp ule ptr %82, %data_end, !dbg !92
  br i1 %83, label %ip6.frag, label %done, !dbg !92

ip6.ext:                                          ; preds = %ip6.frag.first, %ip6.ext.whole20, %ip6.ext.whole
  %key12 = phi i64 [ %94, %ip6.ext.whole ], [ %105, %ip6.ext.whole20 ], [ %108, %ip6.frag.first ], !dbg !92
  %off13 = phi i64 [ %89, %ip6.ext.whole ], [ %100, %ip6.ext.whole20 ], [ %115, %ip6.frag.first ], !dbg !92
  switch i64 %key12, label %ip6.known [
    i64 0, label %ip6.ext.std22
    i64 43, label %ip6.ext.std22
    i64 60, label %ip6.ext.std22
    i64 44, label %ip6.ext.frag24
    i64 51, label %ip6.ext.ah23
  ], !dbg !92

ip6.ext15:                                        ; preds = %ip6.ext.std
  %84 = getelementptr i8, ptr %75, i64 1, !dbg !92
  %85 = load i8, ptr %84, align 1, !dbg !92
  %86 = zext i8 %85 to i64, !dbg !92
  %87 = add i64 %86, 1, !dbg !92
  %88 = shl i64 %87, 3, !dbg !92
  %89 = add i64 %off11, %88, !dbg !92
  %hdr16 = getelementptr i8, ptr %data, i64 %89, !dbg !92
  %90 = call ptr @llvm.bpf.passthrough.p0.p0(i32 4, ptr %hdr16), !dbg !92
  %91 = icmp ule ptr %90, %data_end, !dbg !92
  br i1 %91, label %ip6.ext.whole, label %done, !dbg !92

ip6.ext.whole:                                    ; preds = %ip6.ext15
  %92 = getelementptr i8, ptr %75, i64 0, !dbg !92
  %93 = load i8, ptr %92, align 1, !dbg !92
  %94 = zext i8 %93 to i64, !dbg !92
  br label %ip6.ext, !dbg !92

ip6.ext18:                                        ; preds = %ip6.ext.ah
  %95 = getelementptr i8, ptr %78, i64 1, !dbg !92
  %96 = load i8, ptr %95, align 1, !dbg !92
  %97 = zext i8 %96 to i64, !dbg !92
  %98 = add i64 %97, 2, !dbg !92
  %99 = shl i64 %98, 2, !dbg !92
  %100 = add i64 %off11, %99, !dbg !92
  %hdr19 = getelementptr i8, ptr %data, i64 %100, !dbg !92
  %101 = call ptr @llvm.bpf.passthrough.p0.p0(i32 6, ptr %hdr19), !dbg !92
  %102 = icmp ule ptr %101, %data_end, !dbg !92
  br i1 %102, label %ip6.ext.whole20, label %done, !dbg !92

ip6.ext.whole20:                                  ; preds = %ip6.ext18
  %103 = getelementptr i8, ptr %78, i64 0, !dbg !92
  %104 = load i8, ptr %103, align 1, !dbg !92
  %105 = zext i8 %104 to i64, !dbg !92
  br label %ip6.ext, !dbg !92

ip6.frag:                                         ; preds = %ip6.ext.frag
  %106 = getelementptr i8, ptr %81, i64 0, !dbg !92
  %107 = load i8, ptr %106, align 1, !dbg !92
  %108 = zext i8 %107 to i64, !dbg !92
  %109 = getelementptr i8, ptr %81, i64 2, !dbg !92
  %110 = load i16, ptr %109, align 2, !dbg !92
  %111 = call i16 @llvm.bswap.i16(i16 %110), !dbg !92
  %112 = zext i16 %111 to i64, !dbg !92
  %113 = and i64 %112, 65528, !dbg !92
  %114 = icmp eq i64 %113, 0, !dbg !92
  br i1 %114, label %ip6.frag.first, label %ip6.frag.later, !dbg !92

ip6.frag.first:                                   ; preds = %ip6.frag
  %115 = add i64 %off11, 8, !dbg !92
  br label %ip6.ext, !dbg !92

ip6.frag.later:                                   ; preds = %ip6.frag
  br label %ip6.later.frag, !dbg !92

ip6.ext.std22:                                    ; preds = %ip6.ext, %ip6.ext, %ip6.ext
  %hdr28 = getelementptr i8, ptr %data, i64 %off13, !dbg !92
  %116 = call ptr @llvm.bpf.passthrough.p0.p0(i32 8, ptr %hdr28), !dbg !92
  %117 = getelementptr i8, ptr %116, i64 8, !dbg !92
  %118 = icmp ule ptr %117, %data_end, !dbg !92
  br i1 %118, label %ip6.ext29, label %done, !dbg !92

ip6.ext.ah23:                                     ; preds = %ip6.ext
  %hdr32 = getelementptr i8, ptr %data, i64 %off13, !dbg !92
  %119 = call ptr @llvm.bpf.passthrough.p0.p0(i32 10, ptr %hdr32), !dbg !92
  %120 = getelementptr i8, ptr %119, i64 8, !dbg !92
  %121 = icmp ule ptr %120, %data_end, !dbg !92
  br i1 %121, label %ip6.ext33, label %done, !dbg !92

ip6.ext.frag24:                                   ; preds = %ip6.ext
  %hdr36 = getelementptr i8, ptr %data, i64 %off13, !dbg !92
  %122 = call ptr @llvm.bpf.passthrough.p0.p0(i32 12, ptr %hdr36), !dbg !92
  %123 = getelementptr i8, ptr %122, i64 8, !dbg !92
  %124 = icmp ule ptr %123, %data_end, !dbg !92
  br i1 %124, label %ip6.frag37, label %done, !dbg !92

ip6.ext25:                                        ; preds = %ip6.frag.first38, %ip6.ext.whole35, %ip6.ext.whole31
  %key26 = phi i64 [ %135, %ip6.ext.whole31 ], [ %146, %ip6.ext.whole35 ], [ %149, %ip6.frag.first38 ], !dbg !92
  %off27 = phi i64 [ %130, %ip6.ext.whole31 ], [ %141, %ip6.ext.whole35 ], [ %156, %ip6.frag.first38 ], !dbg !92
  switch i64 %key26, label %ip6.known [
    i64 0, label %ip6.ext.std40
    i64 43, label %ip6.ext.std40
    i64 60, label %ip6.ext.std40
    i64 44, label %ip6.ext.frag42
    i64 51, label %ip6.ext.ah41
  ], !dbg !92

ip6.ext29:                                        ; preds = %ip6.ext.std22
  %125 = getelementptr i8, ptr %116, i64 1, !dbg !92
  %126 = load i8, ptr %125, align 1, !dbg !92
  %127 = zext i8 %126 to i64, !dbg !92
  %128 = add i64 %127, 1, !dbg !92
  %129 = shl i64 %128, 3, !dbg !92
  %130 = add i64 %off13, %129, !dbg !92
  %hdr30 = getelementptr i8, ptr %data, i64 %130, !dbg !92
  %131 = call ptr @llvm.bpf.passthrough.p0.p0(i32 9, ptr %hdr30), !dbg !92
  %132 = icmp ule ptr %131, %data_end, !dbg !92
  br i1 %132, label %ip6.ext.whole31, label %done, !dbg !92

ip6.ext.whole31:                                  ; preds = %ip6.ext29
  %133 = getelementptr i8, ptr %116, i64 0, !dbg !92
  %134 = load i8, ptr %133, align 1, !dbg !92
  %135 = zext i8 %134 to i64, !dbg !92
  br label %ip6.ext25, !dbg !92

ip6.ext33:                                        ; preds = %ip6.ext.ah23
  %136 = getelementptr i8, ptr %119, i64 1, !dbg !92
  %137 = load i8, ptr %136, align 1, !dbg !92
  %138 = zext i8 %137 to i64, !dbg !92
  %139 = add i64 %138, 2, !dbg !92
  %140 = shl i64 %139, 2, !dbg !92
  %141 = add i64 %off13, %140, !dbg !92
  %hdr34 = getelementptr i8, ptr %data, i64 %141, !dbg !92
  %142 = call ptr @llvm.bpf.passthrough.p0.p0(i32 11, ptr %hdr34), !dbg !92
  %143 = icmp ule ptr %142, %data_end, !dbg !92
  br i1 %143, label %ip6.ext.whole35, label %done, !dbg !92

ip6.ext.whole35:                                  ; preds = %ip6.ext33
  %144 = getelementptr i8, ptr %119, i64 0, !dbg !92
  %145 = load i8, ptr %144, align 1, !dbg !92
  %146 = zext i8 %145 to i64, !dbg !92
  br label %ip6.ext25, !dbg !92

ip6.frag37:                                       ; preds = %ip6.ext.frag24
  %147 = getelementptr i8, ptr %122, i64 0, !dbg !92
  %148 = load i8, ptr %147, align 1, !dbg !92
  %149 = zext i8 %148 to i64, !dbg !92
  %150 = getelementptr i8, ptr %122, i64 2, !dbg !92
  %151 = load i16, ptr %150, align 2, !dbg !92
  %152 = call i16 @llvm.bswap.i16(i16 %151), !dbg !92
  %153 = zext i16 %152 to i64, !dbg !92
  %154 = and i64 %153, 65528, !dbg !92
  %155 = icmp eq i64 %154, 0, !dbg !92
  br i1 %155, label %ip6.frag.first38, label %ip6.frag.later39, !dbg !92

ip6.frag.first38:                                 ; preds = %ip6.frag37
  %156 = add i64 %off13, 8, !dbg !92
  br label %ip6.ext25, !dbg !92

ip6.frag.later39:                                 ; preds = %ip6.frag37
  br label %ip6.later.frag, !dbg !92

ip6.ext.std40:                                    ; preds = %ip6.ext25, %ip6.ext25, %ip6.ext25
  %hdr46 = getelementptr i8, ptr %data, i64 %off27, !dbg !92
  %157 = call ptr @llvm.bpf.passthrough.p0.p0(i32 13, ptr %hdr46), !dbg !92
  %158 = getelementptr i8, ptr %157, i64 8, !dbg !92
  %159 = icmp ule ptr %158, %data_end, !dbg !92
  br i1 %159, label %ip6.ext47, label %done, !dbg !92

ip6.ext.ah41:                                     ; preds = %ip6.ext25
  %hdr50 = getelementptr i8, ptr %data, i64 %off27, !dbg !92
  %160 = call ptr @llvm.bpf.passthrough.p0.p0(i32 15, ptr %hdr50), !dbg !92
  %161 = getelementptr i8, ptr %160, i64 8, !dbg !92
  %162 = icmp ule ptr %161, %data_end, !dbg !92
  br i1 %162, label %ip6.ext51, label %done, !dbg !92

ip6.ext.frag42:                                   ; preds = %ip6.ext25
  %hdr54 = getelementptr i8, ptr %data, i64 %off27, !dbg !92
  %163 = call ptr @llvm.bpf.passthrough.p0.p0(i32 17, ptr %hdr54), !dbg !92
  %164 = getelementptr i8, ptr %163, i64 8, !dbg !92
  %165 = icmp ule ptr %164, %data_end, !dbg !92
  br i1 %165, label %ip6.frag55, label %done, !dbg !92

ip6.ext43:                                        ; preds = %ip6.frag.first56, %ip6.ext.whole53, %ip6.ext.whole49
  %key44 = phi i64 [ %176, %ip6.ext.whole49 ], [ %187, %ip6.ext.whole53 ], [ %190, %ip6.frag.first56 ], !dbg !92
  %off45 = phi i64 [ %171, %ip6.ext.whole49 ], [ %182, %ip6.ext.whole53 ], [ %197, %ip6.frag.first56 ], !dbg !92
  switch i64 %key44, label %ip6.known [
    i64 0, label %ip6.ext.std58
    i64 43, label %ip6.ext.std58
    i64 60, label %ip6.ext.std58
    i64 44, label %ip6.ext.frag60
    i64 51, label %ip6.ext.ah59
  ], !dbg !92

ip6.ext47:                                        ; preds = %ip6.ext.std40
  %166 = getelementptr i8, ptr %157, i64 1, !dbg !92
  %167 = load i8, ptr %166, align 1, !dbg !92
  %168 = zext i8 %167 to i64, !dbg !92
  %169 = add i64 %168, 1, !dbg !92
  %170 = shl i64 %169, 3, !dbg !92
  %171 = add i64 %off27, %170, !dbg !92
  %hdr48 = getelementptr i8, ptr %data, i64 %171, !dbg !92
  %172 = call ptr @llvm.bpf.passthrough.p0.p0(i32 14, ptr %hdr48), !dbg !92
  %173 = icmp ule ptr %172, %data_end, !dbg !92
  br i1 %173, label %ip6.ext.whole49, label %done, !dbg !92

ip6.ext.whole49:                                  ; preds = %ip6.ext47
  %174 = getelementptr i8, ptr %157, i64 0, !dbg !92
  %175 = load i8, ptr %174, align 1, !dbg !92
  %176 = zext i8 %175 to i64, !dbg !92
  br label %ip6.ext43, !dbg !92

ip6.ext51:                                        ; preds = %ip6.ext.ah41
  %177 = getelementptr i8, ptr %160, i64 1, !dbg !92
  %178 = load i8, ptr %177, align 1, !dbg !92
  %179 = zext i8 %178 to i64, !dbg !92
  %180 = add i64 %179, 2, !dbg !92
  %181 = shl i64 %180, 2, !dbg !92
  %182 = add i64 %off27, %181, !dbg !92
  %hdr52 = getelementptr i8, ptr %data, i64 %182, !dbg !92
  %183 = call ptr @llvm.bpf.passthrough.p0.p0(i32 16, ptr %hdr52), !dbg !92
  %184 = icmp ule ptr %183, %data_end, !dbg !92
  br i1 %184, label %ip6.ext.whole53, label %done, !dbg !92

ip6.ext.whole53:                                  ; preds = %ip6.ext51
  %185 = getelementptr i8, ptr %160, i64 0, !dbg !92
  %186 = load i8, ptr %185, align 1, !dbg !92
  %187 = zext i8 %186 to i64, !dbg !92
  br label %ip6.ext43, !dbg !92

ip6.frag55:                                       ; preds = %ip6.ext.frag42
  %188 = getelementptr i8, ptr %163, i64 0, !dbg !92
  %189 = load i8, ptr %188, align 1, !dbg !92
  %190 = zext i8 %189 to i64, !dbg !92
  %191 = getelementptr i8, ptr %163, i64 2, !dbg !92
  %192 = load i16, ptr %191, align 2, !dbg !92
  %193 = call i16 @llvm.bswap.i16(i16 %192), !dbg !92
  %194 = zext i16 %193 to i64, !dbg !92
  %195 = and i64 %194, 65528, !dbg !92
  %196 = icmp eq i64 %195, 0, !dbg !92
  br i1 %196, label %ip6.frag.first56, label %ip6.frag.later57, !dbg !92

ip6.frag.first56:                                 ; preds = %ip6.frag55
  %197 = add i64 %off27, 8, !dbg !92
  br label %ip6.ext43, !dbg !92

ip6.frag.later57:                                 ; preds = %ip6.frag55
  br label %ip6.later.frag, !dbg !92

ip6.ext.std58:                                    ; preds = %ip6.ext43, %ip6.ext43, %ip6.ext43
  %hdr64 = getelementptr i8, ptr %data, i64 %off45, !dbg !92
  %198 = call ptr @llvm.bpf.passthrough.p0.p0(i32 18, ptr %hdr64), !dbg !92
  %199 = getelementptr i8, ptr %198, i64 8, !dbg !92
  %200 = icmp ule ptr %199, %data_end, !dbg !92
  br i1 %200, label %ip6.ext65, label %done, !dbg !92

ip6.ext.ah59:                                     ; preds = %ip6.ext43
  %hdr68 = getelementptr i8, ptr %data, i64 %off45, !dbg !92
  %201 = call ptr @llvm.bpf.passthrough.p0.p0(i32 20, ptr %hdr68), !dbg !92
  %202 = getelementptr i8, ptr %201, i64 8, !dbg !92
  %203 = icmp ule ptr %202, %data_end, !dbg !92
  br i1 %203, label %ip6.ext69, label %done, !dbg !92

ip6.ext.frag60:                                   ; preds = %ip6.ext43
  %hdr72 = getelementptr i8, ptr %data, i64 %off45, !dbg !92
  %204 = call ptr @llvm.bpf.passthrough.p0.p0(i32 22, ptr %hdr72), !dbg !92
  %205 = getelementptr i8, ptr %204, i64 8, !dbg !92
  %206 = icmp ule ptr %205, %data_end, !dbg !92
  br i1 %206, label %ip6.frag73, label %done, !dbg !92

ip6.ext61:                                        ; preds = %ip6.frag.first74, %ip6.ext.whole71, %ip6.ext.whole67
  %key62 = phi i64 [ %217, %ip6.ext.whole67 ], [ %228, %ip6.ext.whole71 ], [ %231, %ip6.frag.first74 ], !dbg !92
  %off63 = phi i64 [ %212, %ip6.ext.whole67 ], [ %223, %ip6.ext.whole71 ], [ %238, %ip6.frag.first74 ], !dbg !92
  switch i64 %key62, label %ip6.known [
    i64 0, label %ip6.ext.std76
    i64 43, label %ip6.ext.std76
    i64 60, label %ip6.ext.std76
    i64 44, label %ip6.ext.frag78
    i64 51, label %ip6.ext.ah77
  ], !dbg !92

ip6.ext65:                                        ; preds = %ip6.ext.std58
  %207 = getelementptr i8, ptr %198, i64 1, !dbg !92
  %208 = load i8, ptr %207, align 1, !dbg !92
  %209 = zext i8 %208 to i64, !dbg !92
  %210 = add i64 %209, 1, !dbg !92
  %211 = shl i64 %210, 3, !dbg !92
  %212 = add i64 %off45, %211, !dbg !92
  %hdr66 = getelementptr i8, ptr %data, i64 %212, !dbg !92
  %213 = call ptr @llvm.bpf.passthrough.p0.p0(i32 19, ptr %hdr66), !dbg !92
  %214 = icmp ule ptr %213, %data_end, !dbg !92
  br i1 %214, label %ip6.ext.whole67, label %done, !dbg !92

ip6.ext.whole67:                                  ; preds = %ip6.ext65
  %215 = getelementptr i8, ptr %198, i64 0, !dbg !92
  %216 = load i8, ptr %215, align 1, !dbg !92
  %217 = zext i8 %216 to i64, !dbg !92
  br label %ip6.ext61, !dbg !92

ip6.ext69:                                        ; preds = %ip6.ext.ah59
  %218 = getelementptr i8, ptr %201, i64 1, !dbg !92
  %219 = load i8, ptr %218, align 1, !dbg !92
  %220 = zext i8 %219 to i64, !dbg !92
  %221 = add i64 %220, 2, !dbg !92
  %222 = shl i64 %221, 2, !dbg !92
  %223 = add i64 %off45, %222, !dbg !92
  %hdr70 = getelementptr i8, ptr %data, i64 %223, !dbg !92
  %224 = call ptr @llvm.bpf.passthrough.p0.p0(i32 21, ptr %hdr70), !dbg !92
  %225 = icmp ule ptr %224, %data_end, !dbg !92
  br i1 %225, label %ip6.ext.whole71, label %done, !dbg !92

ip6.ext.whole71:                                  ; preds = %ip6.ext69
  %226 = getelementptr i8, ptr %201, i64 0, !dbg !92
  %227 = load i8, ptr %226, align 1, !dbg !92
  %228 = zext i8 %227 to i64, !dbg !92
  br label %ip6.ext61, !dbg !92

ip6.frag73:                                       ; preds = %ip6.ext.frag60
  %229 = getelementptr i8, ptr %204, i64 0, !dbg !92
  %230 = load i8, ptr %229, align 1, !dbg !92
  %231 = zext i8 %230 to i64, !dbg !92
  %232 = getelementptr i8, ptr %204, i64 2, !dbg !92
  %233 = load i16, ptr %232, align 2, !dbg !92
  %234 = call i16 @llvm.bswap.i16(i16 %233), !dbg !92
  %235 = zext i16 %234 to i64, !dbg !92
  %236 = and i64 %235, 65528, !dbg !92
  %237 = icmp eq i64 %236, 0, !dbg !92
  br i1 %237, label %ip6.frag.first74, label %ip6.frag.later75, !dbg !92

ip6.frag.first74:                                 ; preds = %ip6.frag73
  %238 = add i64 %off45, 8, !dbg !92
  br label %ip6.ext61, !dbg !92

ip6.frag.later75:                                 ; preds = %ip6.frag73
  br label %ip6.later.frag, !dbg !92

ip6.ext.std76:                                    ; preds = %ip6.ext61, %ip6.ext61, %ip6.ext61
  %hdr82 = getelementptr i8, ptr %data, i64 %off63, !dbg !92
  %239 = call ptr @llvm.bpf.passthrough.p0.p0(i32 23, ptr %hdr82), !dbg !92
  %240 = getelementptr i8, ptr %239, i64 8, !dbg !92
  %241 = icmp ule ptr %240, %data_end, !dbg !92
  br i1 %241, label %ip6.ext83, label %done, !dbg !92

ip6.ext.ah77:                                     ; preds = %ip6.ext61
  %hdr86 = getelementptr i8, ptr %data, i64 %off63, !dbg !92
  %242 = call ptr @llvm.bpf.passthrough.p0.p0(i32 25, ptr %hdr86), !dbg !92
  %243 = getelementptr i8, ptr %242, i64 8, !dbg !92
  %244 = icmp ule ptr %243, %data_end, !dbg !92
  br i1 %244, label %ip6.ext87, label %done, !dbg !92

ip6.ext.frag78:                                   ; preds = %ip6.ext61
  %hdr90 = getelementptr i8, ptr %data, i64 %off63, !dbg !92
  %245 = call ptr @llvm.bpf.passthrough.p0.p0(i32 27, ptr %hdr90), !dbg !92
  %246 = getelementptr i8, ptr %245, i64 8, !dbg !92
  %247 = icmp ule ptr %246, %data_end, !dbg !92
  br i1 %247, label %ip6.frag91, label %done, !dbg !92

ip6.ext79:                                        ; preds = %ip6.frag.first92, %ip6.ext.whole89, %ip6.ext.whole85
  %key80 = phi i64 [ %258, %ip6.ext.whole85 ], [ %269, %ip6.ext.whole89 ], [ %272, %ip6.frag.first92 ], !dbg !92
  %off81 = phi i64 [ %253, %ip6.ext.whole85 ], [ %264, %ip6.ext.whole89 ], [ %279, %ip6.frag.first92 ], !dbg !92
  switch i64 %key80, label %ip6.known [
    i64 0, label %ip6.ext.std94
    i64 43, label %ip6.ext.std94
    i64 60, label %ip6.ext.std94
    i64 44, label %ip6.ext.frag96
    i64 51, label %ip6.ext.ah95
  ], !dbg !92

ip6.ext83:                                        ; preds = %ip6.ext.std76
  %248 = getelementptr i8, ptr %239, i64 1, !dbg !92
  %249 = load i8, ptr %248, align 1, !dbg !92
  %250 = zext i8 %249 to i64, !dbg !92
  %251 = add i64 %250, 1, !dbg !92
  %252 = shl i64 %251, 3, !dbg !92
  %253 = add i64 %off63, %252, !dbg !92
  %hdr84 = getelementptr i8, ptr %data, i64 %253, !dbg !92
  %254 = call ptr @llvm.bpf.passthrough.p0.p0(i32 24, ptr %hdr84), !dbg !92
  %255 = icmp ule ptr %254, %data_end, !dbg !92
  br i1 %255, label %ip6.ext.whole85, label %done, !dbg !92

ip6.ext.whole85:                                  ; preds = %ip6.ext83
  %256 = getelementptr i8, ptr %239, i64 0, !dbg !92
  %257 = load i8, ptr %256, align 1, !dbg !92
  %258 = zext i8 %257 to i64, !dbg !92
  br label %ip6.ext79, !dbg !92

ip6.ext87:                                        ; preds = %ip6.ext.ah77
  %259 = getelementptr i8, ptr %242, i64 1, !dbg !92
  %260 = load i8, ptr %259, align 1, !dbg !92
  %261 = zext i8 %260 to i64, !dbg !92
  %262 = add i64 %261, 2, !dbg !92
  %263 = shl i64 %262, 2, !dbg !92
  %264 = add i64 %off63, %263, !dbg !92
  %hdr88 = getelementptr i8, ptr %data, i64 %264, !dbg !92
  %265 = call ptr @llvm.bpf.passthrough.p0.p0(i32 26, ptr %hdr88), !dbg !92
  %266 = icmp ule ptr %265, %data_end, !dbg !92
  br i1 %266, label %ip6.ext.whole89, label %done, !dbg !92

ip6.ext.whole89:                                  ; preds = %ip6.ext87
  %267 = getelementptr i8, ptr %242, i64 0, !dbg !92
  %268 = load i8, ptr %267, align 1, !dbg !92
  %269 = zext i8 %268 to i64, !dbg !92
  br label %ip6.ext79, !dbg !92

ip6.frag91:                                       ; preds = %ip6.ext.frag78
  %270 = getelementptr i8, ptr %245, i64 0, !dbg !92
  %271 = load i8, ptr %270, align 1, !dbg !92
  %272 = zext i8 %271 to i64, !dbg !92
  %273 = getelementptr i8, ptr %245, i64 2, !dbg !92
  %274 = load i16, ptr %273, align 2, !dbg !92
  %275 = call i16 @llvm.bswap.i16(i16 %274), !dbg !92
  %276 = zext i16 %275 to i64, !dbg !92
  %277 = and i64 %276, 65528, !dbg !92
  %278 = icmp eq i64 %277, 0, !dbg !92
  br i1 %278, label %ip6.frag.first92, label %ip6.frag.later93, !dbg !92

ip6.frag.first92:                                 ; preds = %ip6.frag91
  %279 = add i64 %off63, 8, !dbg !92
  br label %ip6.ext79, !dbg !92

ip6.frag.later93:                                 ; preds = %ip6.frag91
  br label %ip6.later.frag, !dbg !92

ip6.ext.std94:                                    ; preds = %ip6.ext79, %ip6.ext79, %ip6.ext79
  %hdr100 = getelementptr i8, ptr %data, i64 %off81, !dbg !92
  %280 = call ptr @llvm.bpf.passthrough.p0.p0(i32 28, ptr %hdr100), !dbg !92
  %281 = getelementptr i8, ptr %280, i64 8, !dbg !92
  %282 = icmp ule ptr %281, %data_end, !dbg !92
  br i1 %282, label %ip6.ext101, label %done, !dbg !92

ip6.ext.ah95:                                     ; preds = %ip6.ext79
  %hdr104 = getelementptr i8, ptr %data, i64 %off81, !dbg !92
  %283 = call ptr @llvm.bpf.passthrough.p0.p0(i32 30, ptr %hdr104), !dbg !92
  %284 = getelementptr i8, ptr %283, i64 8, !dbg !92
  %285 = icmp ule ptr %284, %data_end, !dbg !92
  br i1 %285, label %ip6.ext105, label %done, !dbg !92

ip6.ext.frag96:                                   ; preds = %ip6.ext79
  %hdr108 = getelementptr i8, ptr %data, i64 %off81, !dbg !92
  %286 = call ptr @llvm.bpf.passthrough.p0.p0(i32 32, ptr %hdr108), !dbg !92
  %287 = getelementptr i8, ptr %286, i64 8, !dbg !92
  %288 = icmp ule ptr %287, %data_end, !dbg !92
  br i1 %288, label %ip6.frag109, label %done, !dbg !92

ip6.ext97:                                        ; preds = %ip6.frag.first110, %ip6.ext.whole107, %ip6.ext.whole103
  %key98 = phi i64 [ %299, %ip6.ext.whole103 ], [ %310, %ip6.ext.whole107 ], [ %313, %ip6.frag.first110 ], !dbg !92
  %off99 = phi i64 [ %294, %ip6.ext.whole103 ], [ %305, %ip6.ext.whole107 ], [ %320, %ip6.frag.first110 ], !dbg !92
  switch i64 %key98, label %ip6.known [
    i64 0, label %ip6.ext.std112
    i64 43, label %ip6.ext.std112
    i64 60, label %ip6.ext.std112
    i64 44, label %ip6.ext.frag114
    i64 51, label %ip6.ext.ah113
  ], !dbg !92

ip6.ext101:                                       ; preds = %ip6.ext.std94
  %289 = getelementptr i8, ptr %280, i64 1, !dbg !92
  %290 = load i8, ptr %289, align 1, !dbg !92
  %291 = zext i8 %290 to i64, !dbg !92
  %292 = add i64 %291, 1, !dbg !92
  %293 = shl i64 %292, 3, !dbg !92
  %294 = add i64 %off81, %293, !dbg !92
  %hdr102 = getelementptr i8, ptr %data, i64 %294, !dbg !92
  %295 = call ptr @llvm.bpf.passthrough.p0.p0(i32 29, ptr %hdr102), !dbg !92
  %296 = icmp ule ptr %295, %data_end, !dbg !92
  br i1 %296, label %ip6.ext.whole103, label %done, !dbg !92

ip6.ext.whole103:                                 ; preds = %ip6.ext101
  %297 = getelementptr i8, ptr %280, i64 0, !dbg !92
  %298 = load i8, ptr %297, align 1, !dbg !92
  %299 = zext i8 %298 to i64, !dbg !92
  br label %ip6.ext97, !dbg !92

ip6.ext105:                                       ; preds = %ip6.ext.ah95
  %300 = getelementptr i8, ptr %283, i64 1, !dbg !92
  %301 = load i8, ptr %300, align 1, !dbg !92
  %302 = zext i8 %301 to i64, !dbg !92
  %303 = add i64 %302, 2, !dbg !92
  %304 = shl i64 %303, 2, !dbg !92
  %305 = add i64 %off81, %304, !dbg !92
  %hdr106 = getelementptr i8, ptr %data, i64 %305, !dbg !92
  %306 = call ptr @llvm.bpf.passthrough.p0.p0(i32 31, ptr %hdr106), !dbg !92
  %307 = icmp ule ptr %306, %data_end, !dbg !92
  br i1 %307, label %ip6.ext.whole107, label %done, !dbg !92

ip6.ext.whole107:                                 ; preds = %ip6.ext105
  %308 = getelementptr i8, ptr %283, i64 0, !dbg !92
  %309 = load i8, ptr %308, align 1, !dbg !92
  %310 = zext i8 %309 to i64, !dbg !92
  br label %ip6.ext97, !dbg !92

ip6.frag109:                                      ; preds = %ip6.ext.frag96
  %311 = getelementptr i8, ptr %286, i64 0, !dbg !92
  %312 = load i8, ptr %311, align 1, !dbg !92
  %313 = zext i8 %312 to i64, !dbg !92
  %314 = getelementptr i8, ptr %286, i64 2, !dbg !92
  %315 = load i16, ptr %314, align 2, !dbg !92
  %316 = call i16 @llvm.bswap.i16(i16 %315), !dbg !92
  %317 = zext i16 %316 to i64, !dbg !92
  %318 = and i64 %317, 65528, !dbg !92
  %319 = icmp eq i64 %318, 0, !dbg !92
  br i1 %319, label %ip6.frag.first110, label %ip6.frag.later111, !dbg !92

ip6.frag.first110:                                ; preds = %ip6.frag109
  %320 = add i64 %off81, 8, !dbg !92
  br label %ip6.ext97, !dbg !92

ip6.frag.later111:                                ; preds = %ip6.frag109
  br label %ip6.later.frag, !dbg !92

ip6.ext.std112:                                   ; preds = %ip6.ext97, %ip6.ext97, %ip6.ext97
  %hdr118 = getelementptr i8, ptr %data, i64 %off99, !dbg !92
  %321 = call ptr @llvm.bpf.passthrough.p0.p0(i32 33, ptr %hdr118), !dbg !92
  %322 = getelementptr i8, ptr %321, i64 8, !dbg !92
  %323 = icmp ule ptr %322, %data_end, !dbg !92
  br i1 %323, label %ip6.ext119, label %done, !dbg !92

ip6.ext.ah113:                                    ; preds = %ip6.ext97
  %hdr122 = getelementptr i8, ptr %data, i64 %off99, !dbg !92
  %324 = call ptr @llvm.bpf.passthrough.p0.p0(i32 35, ptr %hdr122), !dbg !92
  %325 = getelementptr i8, ptr %324, i64 8, !dbg !92
  %326 = icmp ule ptr %325, %data_end, !dbg !92
  br i1 %326, label %ip6.ext123, label %done, !dbg !92

ip6.ext.frag114:                                  ; preds = %ip6.ext97
  %hdr126 = getelementptr i8, ptr %data, i64 %off99, !dbg !92
  %327 = call ptr @llvm.bpf.passthrough.p0.p0(i32 37, ptr %hdr126), !dbg !92
  %328 = getelementptr i8, ptr %327, i64 8, !dbg !92
  %329 = icmp ule ptr %328, %data_end, !dbg !92
  br i1 %329, label %ip6.frag127, label %done, !dbg !92

ip6.ext115:                                       ; preds = %ip6.frag.first128, %ip6.ext.whole125, %ip6.ext.whole121
  %key116 = phi i64 [ %340, %ip6.ext.whole121 ], [ %351, %ip6.ext.whole125 ], [ %354, %ip6.frag.first128 ], !dbg !92
  %off117 = phi i64 [ %335, %ip6.ext.whole121 ], [ %346, %ip6.ext.whole125 ], [ %361, %ip6.frag.first128 ], !dbg !92
  switch i64 %key116, label %ip6.known [
    i64 0, label %ip6.ext.std130
    i64 43, label %ip6.ext.std130
    i64 60, label %ip6.ext.std130
    i64 44, label %ip6.ext.frag132
    i64 51, label %ip6.ext.ah131
  ], !dbg !92

ip6.ext119:                                       ; preds = %ip6.ext.std112
  %330 = getelementptr i8, ptr %321, i64 1, !dbg !92
  %331 = load i8, ptr %330, align 1, !dbg !92
  %332 = zext i8 %331 to i64, !dbg !92
  %333 = add i64 %332, 1, !dbg !92
  %334 = shl i64 %333, 3, !dbg !92
  %335 = add i64 %off99, %334, !dbg !92
  %hdr120 = getelementptr i8, ptr %data, i64 %335, !dbg !92
  %336 = call ptr @llvm.bpf.passthrough.p0.p0(i32 34, ptr %hdr120), !dbg !92
  %337 = icmp ule ptr %336, %data_end, !dbg !92
  br i1 %337, label %ip6.ext.whole121, label %done, !dbg !92

ip6.ext.whole121:                                 ; preds = %ip6.ext119
  %338 = getelementptr i8, ptr %321, i64 0, !dbg !92
  %339 = load i8, ptr %338, align 1, !dbg !92
  %340 = zext i8 %339 to i64, !dbg !92
  br label %ip6.ext115, !dbg !92

ip6.ext123:                                       ; preds = %ip6.ext.ah113
  %341 = getelementptr i8, ptr %324, i64 1, !dbg !92
  %342 = load i8, ptr %341, align 1, !dbg !92
  %343 = zext i8 %342 to i64, !dbg !92
  %344 = add i64 %343, 2, !dbg !92
  %345 = shl i64 %344, 2, !dbg !92
  %346 = add i64 %off99, %345, !dbg !92
  %hdr124 = getelementptr i8, ptr %data, i64 %346, !dbg !92
  %347 = call ptr @llvm.bpf.passthrough.p0.p0(i32 36, ptr %hdr124), !dbg !92
  %348 = icmp ule ptr %347, %data_end, !dbg !92
  br i1 %348, label %ip6.ext.whole125, label %done, !dbg !92

ip6.ext.whole125:                                 ; preds = %ip6.ext123
  %349 = getelementptr i8, ptr %324, i64 0, !dbg !92
  %350 = load i8, ptr %349, align 1, !dbg !92
  %351 = zext i8 %350 to i64, !dbg !92
  br label %ip6.ext115, !dbg !92

ip6.frag127:                                      ; preds = %ip6.ext.frag114
  %352 = getelementptr i8, ptr %327, i64 0, !dbg !92
  %353 = load i8, ptr %352, align 1, !dbg !92
  %354 = zext i8 %353 to i64, !dbg !92
  %355 = getelementptr i8, ptr %327, i64 2, !dbg !92
  %356 = load i16, ptr %355, align 2, !dbg !92
  %357 = call i16 @llvm.bswap.i16(i16 %356), !dbg !92
  %358 = zext i16 %357 to i64, !dbg !92
  %359 = and i64 %358, 65528, !dbg !92
  %360 = icmp eq i64 %359, 0, !dbg !92
  br i1 %360, label %ip6.frag.first128, label %ip6.frag.later129, !dbg !92

ip6.frag.first128:                                ; preds = %ip6.frag127
  %361 = add i64 %off99, 8, !dbg !92
  br label %ip6.ext115, !dbg !92

ip6.frag.later129:                                ; preds = %ip6.frag127
  br label %ip6.later.frag, !dbg !92

ip6.ext.std130:                                   ; preds = %ip6.ext115, %ip6.ext115, %ip6.ext115
  %hdr136 = getelementptr i8, ptr %data, i64 %off117, !dbg !92
  %362 = call ptr @llvm.bpf.passthrough.p0.p0(i32 38, ptr %hdr136), !dbg !92
  %363 = getelementptr i8, ptr %362, i64 8, !dbg !92
  %364 = icmp ule ptr %363, %data_end, !dbg !92
  br i1 %364, label %ip6.ext137, label %done, !dbg !92

ip6.ext.ah131:                                    ; preds = %ip6.ext115
  %hdr140 = getelementptr i8, ptr %data, i64 %off117, !dbg !92
  %365 = call ptr @llvm.bpf.passthrough.p0.p0(i32 40, ptr %hdr140), !dbg !92
  %366 = getelementptr i8, ptr %365, i64 8, !dbg !92
  %367 = icmp ule ptr %366, %data_end, !dbg !92
  br i1 %367, label %ip6.ext141, label %done, !dbg !92

ip6.ext.frag132:                                  ; preds = %ip6.ext115
  %hdr144 = getelementptr i8, ptr %data, i64 %off117, !dbg !92
  %368 = call ptr @llvm.bpf.passthrough.p0.p0(i32 42, ptr %hdr144), !dbg !92
  %369 = getelementptr i8, ptr %368, i64 8, !dbg !92
  %370 = icmp ule ptr %369, %data_end, !dbg !92
  br i1 %370, label %ip6.frag145, label %done, !dbg !92

ip6.ext133:                                       ; preds = %ip6.frag.first146, %ip6.ext.whole143, %ip6.ext.whole139
  %key134 = phi i64 [ %381, %ip6.ext.whole139 ], [ %392, %ip6.ext.whole143 ], [ %395, %ip6.frag.first146 ], !dbg !92
  %off135 = phi i64 [ %376, %ip6.ext.whole139 ], [ %387, %ip6.ext.whole143 ], [ %402, %ip6.frag.first146 ], !dbg !92
  switch i64 %key134, label %ip6.known [
    i64 0, label %done
    i64 43, label %done
    i64 60, label %done
    i64 44, label %done
    i64 51, label %done
  ], !dbg !92

ip6.ext137:                                       ; preds = %ip6.ext.std130
  %371 = getelementptr i8, ptr %362, i64 1, !dbg !92
  %372 = load i8, ptr %371, align 1, !dbg !92
  %373 = zext i8 %372 to i64, !dbg !92
  %374 = add i64 %373, 1, !dbg !92
  %375 = shl i64 %374, 3, !dbg !92
  %376 = add i64 %off117, %375, !dbg !92
  %hdr138 = getelementptr i8, ptr %data, i64 %376, !dbg !92
  %377 = call ptr @llvm.bpf.passthrough.p0.p0(i32 39, ptr %hdr138), !dbg !92
  %378 = icmp ule ptr %377, %data_end, !dbg !92
  br i1 %378, label %ip6.ext.whole139, label %done, !dbg !92

ip6.ext.whole139:                                 ; preds = %ip6.ext137
  %379 = getelementptr i8, ptr %362, i64 0, !dbg !92
  %380 = load i8, ptr %379, align 1, !dbg !92
  %381 = zext i8 %380 to i64, !dbg !92
  br label %ip6.ext133, !dbg !92

ip6.ext141:                                       ; preds = %ip6.ext.ah131
  %382 = getelementptr i8, ptr %365, i64 1, !dbg !92
  %383 = load i8, ptr %382, align 1, !dbg !92
  %384 = zext i8 %383 to i64, !dbg !92
  %385 = add i64 %384, 2, !dbg !92
  %386 = shl i64 %385, 2, !dbg !92
  %387 = add i64 %off117, %386, !dbg !92
  %hdr142 = getelementptr i8, ptr %data, i64 %387, !dbg !92
  %388 = call ptr @llvm.bpf.passthrough.p0.p0(i32 41, ptr %hdr142), !dbg !92
  %389 = icmp ule ptr %388, %data_end, !dbg !92
  br i1 %389, label %ip6.ext.whole143, label %done, !dbg !92

ip6.ext.whole143:                                 ; preds = %ip6.ext141
  %390 = getelementptr i8, ptr %365, i64 0, !dbg !92
  %391 = load i8, ptr %390, align 1, !dbg !92
  %392 = zext i8 %391 to i64, !dbg !92
  br label %ip6.ext133, !dbg !92

ip6.frag145:                                      ; preds = %ip6.ext.frag132
  %393 = getelementptr i8, ptr %368, i64 0, !dbg !92
  %394 = load i8, ptr %393, align 1, !dbg !92
  %395 = zext i8 %394 to i64, !dbg !92
  %396 = getelementptr i8, ptr %368, i64 2, !dbg !92
  %397 = load i16, ptr %396, align 2, !dbg !92
  %398 = call i16 @llvm.bswap.i16(i16 %397), !dbg !92
  %399 = zext i16 %398 to i64, !dbg !92
  %400 = and i64 %399, 65528, !dbg !92
  %401 = icmp eq i64 %400, 0, !dbg !92
  br i1 %401, label %ip6.frag.first146, label %ip6.frag.later147, !dbg !92

ip6.frag.first146:                                ; preds = %ip6.frag145
  %402 = add i64 %off117, 8, !dbg !92
  br label %ip6.ext133, !dbg !92

ip6.frag.later147:                                ; preds = %ip6.frag145
  br label %ip6.later.frag, !dbg !92
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: nounwind memory(none)
declare ptr @llvm.bpf.passthrough.p0.p0(i32, ptr) #2

; Function Attrs: noinline nounwind
define i32 @xdpc_rules_0(ptr %0, i32 %1, ptr %2) #0 !dbg !93 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !100
  %val = alloca [2 x i64], align 8, !dbg !100
  %key = alloca i32, align 8, !dbg !100
  %best = alloca i32, align 8, !dbg !100
  store i32 %1, ptr %best, align 4, !dbg !100
  %3 = icmp eq ptr %0, null, !dbg !100
  %4 = icmp eq ptr %2, null, !dbg !100
  %5 = or i1 %3, %4, !dbg !100
  br i1 %5, label %continue, label %rules, !dbg !100

rules:                                            ; preds = %entry
  br label %hit, !dbg !100

hit:                                              ; preds = %rules
  %counter = getelementptr i8, ptr %2, i64 0, !dbg !100
  %6 = load i64, ptr %counter, align 8, !dbg !100
  %7 = add i64 %6, 1, !dbg !100
  store i64 %7, ptr %counter, align 8, !dbg !100
  %8 = getelementptr i8, ptr %counter, i64 8, !dbg !100
  %9 = load i64, ptr %8, align 8, !dbg !100
  %len = getelementptr i8, ptr %0, i64 48, !dbg !100
  %len2 = load i32, ptr %len, align 4, !dbg !100
  %10 = zext i32 %len2 to i64, !dbg !100
  %11 = add i64 %9, %10, !dbg !100
  store i64 %11, ptr %8, align 8, !dbg !100
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags3 = load i32, ptr %flags, align 4, !dbg !100
  %12 = zext i32 %flags3 to i64, !dbg !100
  %13 = and i64 %12, 16, !dbg !100
  %14 = icmp ne i64 %13, 0, !dbg !100
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !100
  %proto4 = load i8, ptr %proto, align 1, !dbg !100
  %15 = zext i8 %proto4 to i64, !dbg !100
  %16 = select i1 %14, i64 %15, i64 0, !dbg !100
  %17 = trunc i64 %16 to i32, !dbg !100
  store i32 %17, ptr %key, align 4, !dbg !100
  %18 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_proto, ptr %key), !dbg !100
  %19 = icmp ne ptr %18, null, !dbg !100
  br i1 %19, label %count.add, label %count.done, !dbg !100

next:                                             ; preds = %count.done
  br label %hit7, !dbg !101

count.add:                                        ; preds = %hit
  %20 = load i64, ptr %18, align 8, !dbg !100
  %21 = add i64 %20, 1, !dbg !100
  store i64 %21, ptr %18, align 8, !dbg !100
  %22 = getelementptr i8, ptr %18, i64 8, !dbg !100
  %23 = load i64, ptr %22, align 8, !dbg !100
  %len5 = getelementptr i8, ptr %0, i64 48, !dbg !100
  %len6 = load i32, ptr %len5, align 4, !dbg !100
  %24 = zext i32 %len6 to i64, !dbg !100
  %25 = add i64 %23, %24, !dbg !100
  store i64 %25, ptr %22, align 8, !dbg !100
  br label %count.done, !dbg !100

count.done:                                       ; preds = %count.add, %hit
  br label %next, !dbg !100

hit7:                                             ; preds = %next
  ret i32 9, !dbg !101

next8:                                            ; No predecessors!
  br label %continue, !dbg !101

continue:                                         ; preds = %next8, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !100
  ret i32 %best1, !dbg !100
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !102 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !107
  %addr = alloca [5 x i32], align 8, !dbg !107
  %val = alloca [2 x i64], align 8, !dbg !107
  %key = alloca i32, align 8, !dbg !107
  %best = alloca i32, align 8, !dbg !107
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !107
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !107
  store i32 0, ptr %key, align 4, !dbg !107
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !107
  %3 = icmp eq ptr %2, null, !dbg !107
  br i1 %3, label %no.counters, label %counters, !dbg !107

no.counters:                                      ; preds = %entry
  ret i32 2, !dbg !107

counters:                                         ; preds = %entry
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0, ptr %2), !dbg !107
  %4 = icmp ne i32 %best1, 0, !dbg !107
  br i1 %4, label %decided, label %undecided, !dbg !107

undecided:                                        ; preds = %counters
  %counter3 = getelementptr i8, ptr %2, i64 32, !dbg !107
  %5 = load i64, ptr %counter3, align 8, !dbg !107
  %6 = add i64 %5, 1, !dbg !107
  store i64 %6, ptr %counter3, align 8, !dbg !107
  %7 = getelementptr i8, ptr %counter3, i64 8, !dbg !107
  %8 = load i64, ptr %7, align 8, !dbg !107
  %len4 = getelementptr i8, ptr %pkt, i64 48, !dbg !107
  %len5 = load i32, ptr %len4, align 4, !dbg !107
  %9 = zext i32 %len5 to i64, !dbg !107
  %10 = add i64 %8, %9, !dbg !107
  store i64 %10, ptr %7, align 8, !dbg !107
  ret i32 2, !dbg !107

decided:                                          ; preds = %counters
  %verdict = phi i32 [ %best1, %counters ], !dbg !107
  %11 = lshr i32 %verdict, 2, !dbg !107
  %rule = sub i32 %11, 1, !dbg !107
  %12 = zext i32 %rule to i64, !dbg !107
  %13 = icmp ult i64 %12, 3, !dbg !107
  br i1 %13, label %count.in, label %count.out, !dbg !107

count.in:                                         ; preds = %decided
  %off = shl i64 %12, 4, !dbg !107
  %counter = getelementptr i8, ptr %2, i64 %off, !dbg !107
  %14 = load i64, ptr %counter, align 8, !dbg !107
  %15 = add i64 %14, 1, !dbg !107
  store i64 %15, ptr %counter, align 8, !dbg !107
  %16 = getelementptr i8, ptr %counter, i64 8, !dbg !107
  %17 = load i64, ptr %16, align 8, !dbg !107
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !107
  %len2 = load i32, ptr %len, align 4, !dbg !107
  %18 = zext i32 %len2 to i64, !dbg !107
  %19 = add i64 %17, %18, !dbg !107
  store i64 %19, ptr %16, align 8, !dbg !107
  br label %count.out, !dbg !107

count.out:                                        ; preds = %count.in, %decided
  %action = and i32 %verdict, 3, !dbg !107
  ret i32 %action, !dbg !107
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!51, !52}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !38, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "parser-proto.xf", directory: ".")
!4 = !{!0, !5, !32}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "xdpc_t0_proto", linkageName: "xdpc_t0_proto", scope: !2, file: !3, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !8)
!8 = !{!9, !15, !20, !24}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "type", file: !3, baseType: !10, size: 64, align: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, align: 64, dwarfAddressSpace: 0)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 192, align: 32, elements: !13)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14}
!14 = !DISubrange(count: 6, lowerBound: 0)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !16, size: 64, align: 64, offset: 64)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, align: 64, dwarfAddressSpace: 0)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 8192, align: 32, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 256, lowerBound: 0)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "key", file: !3, baseType: !21, size: 64, align: 64, offset: 128)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, align: 64, dwarfAddressSpace: 0)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u32", file: !3, baseType: !23)
!23 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned_char)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !25, size: 64, align: 64, offset: 192)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, align: 64, dwarfAddressSpace: 0)
!26 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_counter", file: !3, size: 128, align: 64, elements: !27)
!27 = !{!28, !31}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "packets", file: !3, baseType: !29, size: 64, align: 64)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u64", file: !3, baseType: !30)
!30 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned_char)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", file: !3, baseType: !29, size: 64, align: 64, offset: 64)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "_license", linkageName: "_license", scope: !2, file: !3, type: !34, isLocal: false, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 32, align: 32, elements: !36)
!35 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!36 = !{!37}
!37 = !DISubrange(count: 4, lowerBound: 0)
!38 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !39)
!39 = !{!9, !40, !20, !45}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !41, size: 64, align: 64, offset: 64)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64, align: 64, dwarfAddressSpace: 0)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, align: 32, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 1, lowerBound: 0)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !46, size: 64, align: 64, offset: 192)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64, align: 64, dwarfAddressSpace: 0)
!47 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_block_3", file: !3, size: 384, align: 64, elements: !48)
!48 = !{!49}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "c", file: !3, baseType: !50, size: 384, align: 64)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 384, align: 32, elements: !13)
!51 = !{i32 2, !"Debug Info Version", i32 3}
!52 = !{i32 2, !"Dwarf Version", i32 5}
!53 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !54, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !89)
!54 = !DISubroutineType(flags: DIFlagPrototyped, types: !55)
!55 = !{!12, !56, !65}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64, align: 64, dwarfAddressSpace: 0)
!57 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !58)
!58 = !{!59, !60, !61, !62, !63, !64}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !22, size: 32, align: 32)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !22, size: 32, align: 32, offset: 32)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !22, size: 32, align: 32, offset: 64)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 96)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !22, size: 32, align: 32, offset: 128)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 160)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64, align: 64, dwarfAddressSpace: 0)
!66 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !67)
!67 = !{!68, !69, !70, !71, !72, !73, !74, !75, !76, !79, !80, !81, !82, !85, !86, !87, !88}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !29, size: 64, align: 64)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 64)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !29, size: 64, align: 64, offset: 128)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 192)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !29, size: 64, align: 64, offset: 256)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !29, size: 64, align: 64, offset: 320)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !22, size: 32, align: 32, offset: 384)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !22, size: 32, align: 32, offset: 416)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !77, size: 16, align: 16, offset: 448)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !78)
!78 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !77, size: 16, align: 16, offset: 464)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !77, size: 16, align: 16, offset: 480)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !77, size: 16, align: 16, offset: 496)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !83, size: 8, align: 8, offset: 512)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !84)
!84 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !83, size: 8, align: 8, offset: 520)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !83, size: 8, align: 8, offset: 528)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !83, size: 8, align: 8, offset: 536)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !22, size: 32, align: 32, offset: 544)
!89 = !{!90, !91}
!90 = !DILocalVariable(name: "ctx", arg: 1, scope: !53, file: !3, line: 1, type: !56)
!91 = !DILocalVariable(name: "pkt", arg: 2, scope: !53, file: !3, line: 1, type: !65)
!92 = !DILocation(line: 1, column: 1, scope: !53)
!93 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 5, type: !94, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !96)
!94 = !DISubroutineType(flags: DIFlagPrototyped, types: !95)
!95 = !{!12, !65, !22, !46}
!96 = !{!97, !98, !99}
!97 = !DILocalVariable(name: "pkt", arg: 1, scope: !93, file: !3, line: 5, type: !65)
!98 = !DILocalVariable(name: "best", arg: 2, scope: !93, file: !3, line: 5, type: !22)
!99 = !DILocalVariable(name: "counters", arg: 3, scope: !93, file: !3, line: 5, type: !46)
!100 = !DILocation(line: 5, column: 1, scope: !93)
!101 = !DILocation(line: 6, column: 1, scope: !93)
!102 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !103, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !105)
!103 = !DISubroutineType(flags: DIFlagPrototyped, types: !104)
!104 = !{!12, !56}
!105 = !{!106}
!106 = !DILocalVariable(name: "ctx", arg: 1, scope: !102, file: !3, line: 1, type: !56)
!107 = !DILocation(line: 1, column: 1, scope: !102)
