target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0111\\012source\\011parser-proto.xf\\012default\\011pass\\012rule\\0110\\0115\\011count\\0110\22"
module asm "\09.ascii \22\\011count by proto;\\012rule\\0111\\0116\\011drop\\011-\\011drop;\\012table\\0110\\0110\\011proto\\011xdpc_t0_p\22"
module asm "\09.ascii \22roto\\012derived\\0110\\0110\\012derived\\0111\\0110\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_t0_proto = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !5
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !32

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !47 {
entry:
  %proto = alloca i8, align 8, !dbg !86
  %flags = alloca i32, align 8, !dbg !86
  %2 = icmp eq ptr %1, null, !dbg !86
  br i1 %2, label %ret, label %body, !dbg !86

body:                                             ; preds = %entry
  store i32 0, ptr %flags, align 4, !dbg !86
  store i8 0, ptr %proto, align 1, !dbg !86
  %data32 = load i32, ptr %0, align 4, !dbg !86
  %3 = getelementptr i8, ptr %0, i64 4, !dbg !86
  %data_end32 = load i32, ptr %3, align 4, !dbg !86
  %4 = zext i32 %data32 to i64, !dbg !86
  %data = inttoptr i64 %4 to ptr, !dbg !86
  %5 = zext i32 %data_end32 to i64, !dbg !86
  %data_end = inttoptr i64 %5 to ptr, !dbg !86
  %6 = ptrtoint ptr %data_end to i64, !dbg !86
  %7 = ptrtoint ptr %data to i64, !dbg !86
  %len = sub i64 %6, %7, !dbg !86
  %8 = trunc i64 %len to i32, !dbg !86
  %len1 = getelementptr i8, ptr %1, i64 48, !dbg !86
  store i32 %8, ptr %len1, align 4, !dbg !86
  %9 = getelementptr i8, ptr %data, i64 14, !dbg !86
  %10 = icmp ule ptr %9, %data_end, !dbg !86
  br i1 %10, label %eth, label %done, !dbg !86

done:                                             ; preds = %ip6.later.frag, %ip6.known, %ip6.ext133, %ip6.ext133, %ip6.ext133, %ip6.ext133, %ip6.ext133, %ip6.ext.frag132, %ip6.ext141, %ip6.ext.ah131, %ip6.ext137, %ip6.ext.std130, %ip6.ext.frag114, %ip6.ext123, %ip6.ext.ah113, %ip6.ext119, %ip6.ext.std112, %ip6.ext.frag96, %ip6.ext105, %ip6.ext.ah95, %ip6.ext101, %ip6.ext.std94, %ip6.ext.frag78, %ip6.ext87, %ip6.ext.ah77, %ip6.ext83, %ip6.ext.std76, %ip6.ext.frag60, %ip6.ext69, %ip6.ext.ah59, %ip6.ext65, %ip6.ext.std58, %ip6.ext.frag42, %ip6.ext51, %ip6.ext.ah41, %ip6.ext47, %ip6.ext.std40, %ip6.ext.frag24, %ip6.ext33, %ip6.ext.ah23, %ip6.ext29, %ip6.ext.std22, %ip6.ext.frag, %ip6.ext18, %ip6.ext.ah, %ip6.ext15, %ip6.ext.std, %ip6.hdr, %ip6, %ip4.whole, %ip4.ihl, %ip4.version, %ip4.hdr, %ip4, %l3, %vlan2.whole, %vlan2, %vlan1, %body
  %11 = load i32, ptr %flags, align 4, !dbg !86
  %flags148 = getelementptr i8, ptr %1, i64 52, !dbg !86
  store i32 %11, ptr %flags148, align 4, !dbg !86
  %12 = load i8, ptr %proto, align 1, !dbg !86
  %proto149 = getelementptr i8, ptr %1, i64 64, !dbg !86
  store i8 %12, ptr %proto149, align 1, !dbg !86
  br label %ret, !dbg !86

ret:                                              ; preds = %done, %entry
  ret i32 0, !dbg !86

l3:                                               ; preds = %vlan2.whole, %vlan1.whole, %eth
  %key = phi i64 [ %16, %eth ], [ %25, %vlan1.whole ], [ %34, %vlan2.whole ], !dbg !86
  %off = phi i64 [ 14, %eth ], [ 18, %vlan1.whole ], [ 22, %vlan2.whole ], !dbg !86
  switch i64 %key, label %done [
    i64 2048, label %ip4
    i64 34525, label %ip6
  ], !dbg !86

eth:                                              ; preds = %body
  %13 = getelementptr i8, ptr %data, i64 12, !dbg !86
  %14 = load i16, ptr %13, align 2, !dbg !86
  %15 = call i16 @llvm.bswap.i16(i16 %14), !dbg !86
  %16 = zext i16 %15 to i64, !dbg !86
  %17 = icmp eq i64 %16, 33024, !dbg !86
  %18 = icmp eq i64 %16, 34984, !dbg !86
  %19 = or i1 %17, %18, !dbg !86
  br i1 %19, label %vlan1, label %l3, !dbg !86

vlan1:                                            ; preds = %eth
  %20 = getelementptr i8, ptr %data, i64 18, !dbg !86
  %21 = icmp ule ptr %20, %data_end, !dbg !86
  br i1 %21, label %vlan1.whole, label %done, !dbg !86

vlan1.whole:                                      ; preds = %vlan1
  %22 = getelementptr i8, ptr %data, i64 16, !dbg !86
  %23 = load i16, ptr %22, align 2, !dbg !86
  %24 = call i16 @llvm.bswap.i16(i16 %23), !dbg !86
  %25 = zext i16 %24 to i64, !dbg !86
  %26 = icmp eq i64 %25, 33024, !dbg !86
  %27 = icmp eq i64 %25, 34984, !dbg !86
  %28 = or i1 %26, %27, !dbg !86
  br i1 %28, label %vlan2, label %l3, !dbg !86

vlan2:                                            ; preds = %vlan1.whole
  %29 = getelementptr i8, ptr %data, i64 22, !dbg !86
  %30 = icmp ule ptr %29, %data_end, !dbg !86
  br i1 %30, label %vlan2.whole, label %done, !dbg !86

vlan2.whole:                                      ; preds = %vlan2
  %31 = getelementptr i8, ptr %data, i64 20, !dbg !86
  %32 = load i16, ptr %31, align 2, !dbg !86
  %33 = call i16 @llvm.bswap.i16(i16 %32), !dbg !86
  %34 = zext i16 %33 to i64, !dbg !86
  %35 = icmp eq i64 %34, 33024, !dbg !86
  %36 = icmp eq i64 %34, 34984, !dbg !86
  %37 = or i1 %35, %36, !dbg !86
  br i1 %37, label %done, label %l3, !dbg !86

ip4:                                              ; preds = %l3
  %hdr = getelementptr i8, ptr %data, i64 %off, !dbg !86
  %38 = call ptr @llvm.bpf.passthrough.p0.p0(i32 0, ptr %hdr), !dbg !86
  %39 = getelementptr i8, ptr %38, i64 20, !dbg !86
  %40 = icmp ule ptr %39, %data_end, !dbg !86
  br i1 %40, label %ip4.hdr, label %done, !dbg !86

ip6:                                              ; preds = %l3
  %hdr5 = getelementptr i8, ptr %data, i64 %off, !dbg !86
  %41 = call ptr @llvm.bpf.passthrough.p0.p0(i32 2, ptr %hdr5), !dbg !86
  %42 = getelementptr i8, ptr %41, i64 40, !dbg !86
  %43 = icmp ule ptr %42, %data_end, !dbg !86
  br i1 %43, label %ip6.hdr, label %done, !dbg !86

ip4.hdr:                                          ; preds = %ip4
  %44 = getelementptr i8, ptr %38, i64 0, !dbg !86
  %45 = load i8, ptr %44, align 1, !dbg !86
  %46 = zext i8 %45 to i64, !dbg !86
  %47 = lshr i64 %46, 4, !dbg !86
  %48 = icmp eq i64 %47, 4, !dbg !86
  br i1 %48, label %ip4.version, label %done, !dbg !86

ip4.version:                                      ; preds = %ip4.hdr
  %49 = and i64 %46, 15, !dbg !86
  %50 = icmp uge i64 %49, 5, !dbg !86
  br i1 %50, label %ip4.ihl, label %done, !dbg !86

ip4.ihl:                                          ; preds = %ip4.version
  %51 = shl i64 %49, 2, !dbg !86
  %l4off = add i64 %off, %51, !dbg !86
  %hdr4 = getelementptr i8, ptr %data, i64 %l4off, !dbg !86
  %52 = call ptr @llvm.bpf.passthrough.p0.p0(i32 1, ptr %hdr4), !dbg !86
  %53 = icmp ule ptr %52, %data_end, !dbg !86
  br i1 %53, label %ip4.whole, label %done, !dbg !86

ip4.whole:                                        ; preds = %ip4.ihl
  %54 = load i32, ptr %flags, align 4, !dbg !86
  %55 = or i32 %54, 16, !dbg !86
  store i32 %55, ptr %flags, align 4, !dbg !86
  %56 = getelementptr i8, ptr %38, i64 9, !dbg !86
  %57 = load i8, ptr %56, align 1, !dbg !86
  %58 = zext i8 %57 to i64, !dbg !86
  %59 = trunc i64 %58 to i8, !dbg !86
  store i8 %59, ptr %proto, align 1, !dbg !86
  br label %done, !dbg !86

ip6.hdr:                                          ; preds = %ip6
  %60 = getelementptr i8, ptr %41, i64 0, !dbg !86
  %61 = load i8, ptr %60, align 1, !dbg !86
  %62 = zext i8 %61 to i64, !dbg !86
  %63 = lshr i64 %62, 4, !dbg !86
  %64 = icmp eq i64 %63, 6, !dbg !86
  br i1 %64, label %ip6.version, label %done, !dbg !86

ip6.version:                                      ; preds = %ip6.hdr
  %65 = getelementptr i8, ptr %41, i64 6, !dbg !86
  %66 = load i8, ptr %65, align 1, !dbg !86
  %67 = zext i8 %66 to i64, !dbg !86
  %68 = add i64 %off, 40, !dbg !86
  br label %ip6.ext0, !dbg !86

ip6.known:                                        ; preds = %ip6.ext133, %ip6.ext115, %ip6.ext97, %ip6.ext79, %ip6.ext61, %ip6.ext43, %ip6.ext25, %ip6.ext, %ip6.ext0
  %key6 = phi i64 [ %key10, %ip6.ext0 ], [ %key12, %ip6.ext ], [ %key26, %ip6.ext25 ], [ %key44, %ip6.ext43 ], [ %key62, %ip6.ext61 ], [ %key80, %ip6.ext79 ], [ %key98, %ip6.ext97 ], [ %key116, %ip6.ext115 ], [ %key134, %ip6.ext133 ], !dbg !86
  %off7 = phi i64 [ %off11, %ip6.ext0 ], [ %off13, %ip6.ext ], [ %off27, %ip6.ext25 ], [ %off45, %ip6.ext43 ], [ %off63, %ip6.ext61 ], [ %off81, %ip6.ext79 ], [ %off99, %ip6.ext97 ], [ %off117, %ip6.ext115 ], [ %off135, %ip6.ext133 ], !dbg !86
  %69 = trunc i64 %key6 to i8, !dbg !86
  store i8 %69, ptr %proto, align 1, !dbg !86
  %70 = load i32, ptr %flags, align 4, !dbg !86
  %71 = or i32 %70, 16, !dbg !86
  store i32 %71, ptr %flags, align 4, !dbg !86
  br label %done, !dbg !86

ip6.later.frag:                                   ; preds = %ip6.frag.later147, %ip6.frag.later129, %ip6.frag.later111, %ip6.frag.later93, %ip6.frag.later75, %ip6.frag.later57, %ip6.frag.later39, %ip6.frag.later
  %key8 = phi i64 [ %108, %ip6.frag.later ], [ %149, %ip6.frag.later39 ], [ %190, %ip6.frag.later57 ], [ %231, %ip6.frag.later75 ], [ %272, %ip6.frag.later93 ], [ %313, %ip6.frag.later111 ], [ %354, %ip6.frag.later129 ], [ %395, %ip6.frag.later147 ], !dbg !86
  %off9 = phi i64 [ %off11, %ip6.frag.later ], [ %off13, %ip6.frag.later39 ], [ %off27, %ip6.frag.later57 ], [ %off45, %ip6.frag.later75 ], [ %off63, %ip6.frag.later93 ], [ %off81, %ip6.frag.later111 ], [ %off99, %ip6.frag.later129 ], [ %off117, %ip6.frag.later147 ], !dbg !86
  %72 = trunc i64 %key8 to i8, !dbg !86
  store i8 %72, ptr %proto, align 1, !dbg !86
  %73 = load i32, ptr %flags, align 4, !dbg !86
  %74 = or i32 %73, 16, !dbg !86
  store i32 %74, ptr %flags, align 4, !dbg !86
  br label %done, !dbg !86

ip6.ext0:                                         ; preds = %ip6.version
  %key10 = phi i64 [ %67, %ip6.version ], !dbg !86
  %off11 = phi i64 [ %68, %ip6.version ], !dbg !86
  switch i64 %key10, label %ip6.known [
    i64 0, label %ip6.ext.std
    i64 43, label %ip6.ext.std
    i64 60, label %ip6.ext.std
    i64 44, label %ip6.ext.frag
    i64 51, label %ip6.ext.ah
  ], !dbg !86

ip6.ext.std:                                      ; preds = %ip6.ext0, %ip6.ext0, %ip6.ext0
  %hdr14 = getelementptr i8, ptr %data, i64 %off11, !dbg !86
  %75 = call ptr @llvm.bpf.passthrough.p0.p0(i32 3, ptr %hdr14), !dbg !86
  %76 = getelementptr i8, ptr %75, i64 8, !dbg !86
  %77 = icmp ule ptr %76, %data_end, !dbg !86
  br i1 %77, label %ip6.ext15, label %done, !dbg !86

ip6.ext.ah:                                       ; preds = %ip6.ext0
  %hdr17 = getelementptr i8, ptr %data, i64 %off11, !dbg !86
  %78 = call ptr @llvm.bpf.passthrough.p0.p0(i32 5, ptr %hdr17), !dbg !86
  %79 = getelementptr i8, ptr %78, i64 8, !dbg !86
  %80 = icmp ule ptr %79, %data_end, !dbg !86
  br i1 %80, label %ip6.ext18, label %done, !dbg !86

ip6.ext.frag:                                     ; preds = %ip6.ext0
  %hdr21 = getelementptr i8, ptr %data, i64 %off11, !dbg !86
  %81 = call ptr @llvm.bpf.passthrough.p0.p0(i32 7, ptr %hdr21), !dbg !86
  %82 = getelementptr i8, ptr %81, i64 8, !dbg !86
  %83 = icmp ule ptr %82, %data_end, !dbg !86
  br i1 %83, label %ip6.frag, label %done, !dbg !86

ip6.ext:                                          ; preds = %ip6.frag.first, %ip6.ext.whole20, %ip6.ext.whole
  %key12 = phi i64 [ %94, %ip6.ext.whole ], [ %105, %ip6.ext.whole20 ], [ %108, %ip6.frag.first ], !dbg !86
  %off13 = phi i64 [ %89, %ip6.ext.whole ], [ %100, %ip6.ext.whole20 ], [ %115, %ip6.frag.first ], !dbg !86
  switch i64 %key12, label %ip6.known [
    i64 0, label %ip6.ext.std22
    i64 43, label %ip6.ext.std22
    i64 60, label %ip6.ext.std22
    i64 44, label %ip6.ext.frag24
    i64 51, label %ip6.ext.ah23
  ], !dbg !86

ip6.ext15:                                        ; preds = %ip6.ext.std
  %84 = getelementptr i8, ptr %75, i64 1, !dbg !86
  %85 = load i8, ptr %84, align 1, !dbg !86
  %86 = zext i8 %85 to i64, !dbg !86
  %87 = add i64 %86, 1, !dbg !86
  %88 = shl i64 %87, 3, !dbg !86
  %89 = add i64 %off11, %88, !dbg !86
  %hdr16 = getelementptr i8, ptr %data, i64 %89, !dbg !86
  %90 = call ptr @llvm.bpf.passthrough.p0.p0(i32 4, ptr %hdr16), !dbg !86
  %91 = icmp ule ptr %90, %data_end, !dbg !86
  br i1 %91, label %ip6.ext.whole, label %done, !dbg !86

ip6.ext.whole:                                    ; preds = %ip6.ext15
  %92 = getelementptr i8, ptr %75, i64 0, !dbg !86
  %93 = load i8, ptr %92, align 1, !dbg !86
  %94 = zext i8 %93 to i64, !dbg !86
  br label %ip6.ext, !dbg !86

ip6.ext18:                                        ; preds = %ip6.ext.ah
  %95 = getelementptr i8, ptr %78, i64 1, !dbg !86
  %96 = load i8, ptr %95, align 1, !dbg !86
  %97 = zext i8 %96 to i64, !dbg !86
  %98 = add i64 %97, 2, !dbg !86
  %99 = shl i64 %98, 2, !dbg !86
  %100 = add i64 %off11, %99, !dbg !86
  %hdr19 = getelementptr i8, ptr %data, i64 %100, !dbg !86
  %101 = call ptr @llvm.bpf.passthrough.p0.p0(i32 6, ptr %hdr19), !dbg !86
  %102 = icmp ule ptr %101, %data_end, !dbg !86
  br i1 %102, label %ip6.ext.whole20, label %done, !dbg !86

ip6.ext.whole20:                                  ; preds = %ip6.ext18
  %103 = getelementptr i8, ptr %78, i64 0, !dbg !86
  %104 = load i8, ptr %103, align 1, !dbg !86
  %105 = zext i8 %104 to i64, !dbg !86
  br label %ip6.ext, !dbg !86

ip6.frag:                                         ; preds = %ip6.ext.frag
  %106 = getelementptr i8, ptr %81, i64 0, !dbg !86
  %107 = load i8, ptr %106, align 1, !dbg !86
  %108 = zext i8 %107 to i64, !dbg !86
  %109 = getelementptr i8, ptr %81, i64 2, !dbg !86
  %110 = load i16, ptr %109, align 2, !dbg !86
  %111 = call i16 @llvm.bswap.i16(i16 %110), !dbg !86
  %112 = zext i16 %111 to i64, !dbg !86
  %113 = and i64 %112, 65528, !dbg !86
  %114 = icmp eq i64 %113, 0, !dbg !86
  br i1 %114, label %ip6.frag.first, label %ip6.frag.later, !dbg !86

ip6.frag.first:                                   ; preds = %ip6.frag
  %115 = add i64 %off11, 8, !dbg !86
  br label %ip6.ext, !dbg !86

ip6.frag.later:                                   ; preds = %ip6.frag
  br label %ip6.later.frag, !dbg !86

ip6.ext.std22:                                    ; preds = %ip6.ext, %ip6.ext, %ip6.ext
  %hdr28 = getelementptr i8, ptr %data, i64 %off13, !dbg !86
  %116 = call ptr @llvm.bpf.passthrough.p0.p0(i32 8, ptr %hdr28), !dbg !86
  %117 = getelementptr i8, ptr %116, i64 8, !dbg !86
  %118 = icmp ule ptr %117, %data_end, !dbg !86
  br i1 %118, label %ip6.ext29, label %done, !dbg !86

ip6.ext.ah23:                                     ; preds = %ip6.ext
  %hdr32 = getelementptr i8, ptr %data, i64 %off13, !dbg !86
  %119 = call ptr @llvm.bpf.passthrough.p0.p0(i32 10, ptr %hdr32), !dbg !86
  %120 = getelementptr i8, ptr %119, i64 8, !dbg !86
  %121 = icmp ule ptr %120, %data_end, !dbg !86
  br i1 %121, label %ip6.ext33, label %done, !dbg !86

ip6.ext.frag24:                                   ; preds = %ip6.ext
  %hdr36 = getelementptr i8, ptr %data, i64 %off13, !dbg !86
  %122 = call ptr @llvm.bpf.passthrough.p0.p0(i32 12, ptr %hdr36), !dbg !86
  %123 = getelementptr i8, ptr %122, i64 8, !dbg !86
  %124 = icmp ule ptr %123, %data_end, !dbg !86
  br i1 %124, label %ip6.frag37, label %done, !dbg !86

ip6.ext25:                                        ; preds = %ip6.frag.first38, %ip6.ext.whole35, %ip6.ext.whole31
  %key26 = phi i64 [ %135, %ip6.ext.whole31 ], [ %146, %ip6.ext.whole35 ], [ %149, %ip6.frag.first38 ], !dbg !86
  %off27 = phi i64 [ %130, %ip6.ext.whole31 ], [ %141, %ip6.ext.whole35 ], [ %156, %ip6.frag.first38 ], !dbg !86
  switch i64 %key26, label %ip6.known [
    i64 0, label %ip6.ext.std40
    i64 43, label %ip6.ext.std40
    i64 60, label %ip6.ext.std40
    i64 44, label %ip6.ext.frag42
    i64 51, label %ip6.ext.ah41
  ], !dbg !86

ip6.ext29:                                        ; preds = %ip6.ext.std22
  %125 = getelementptr i8, ptr %116, i64 1, !dbg !86
  %126 = load i8, ptr %125, align 1, !dbg !86
  %127 = zext i8 %126 to i64, !dbg !86
  %128 = add i64 %127, 1, !dbg !86
  %129 = shl i64 %128, 3, !dbg !86
  %130 = add i64 %off13, %129, !dbg !86
  %hdr30 = getelementptr i8, ptr %data, i64 %130, !dbg !86
  %131 = call ptr @llvm.bpf.passthrough.p0.p0(i32 9, ptr %hdr30), !dbg !86
  %132 = icmp ule ptr %131, %data_end, !dbg !86
  br i1 %132, label %ip6.ext.whole31, label %done, !dbg !86

ip6.ext.whole31:                                  ; preds = %ip6.ext29
  %133 = getelementptr i8, ptr %116, i64 0, !dbg !86
  %134 = load i8, ptr %133, align 1, !dbg !86
  %135 = zext i8 %134 to i64, !dbg !86
  br label %ip6.ext25, !dbg !86

ip6.ext33:                                        ; preds = %ip6.ext.ah23
  %136 = getelementptr i8, ptr %119, i64 1, !dbg !86
  %137 = load i8, ptr %136, align 1, !dbg !86
  %138 = zext i8 %137 to i64, !dbg !86
  %139 = add i64 %138, 2, !dbg !86
  %140 = shl i64 %139, 2, !dbg !86
  %141 = add i64 %off13, %140, !dbg !86
  %hdr34 = getelementptr i8, ptr %data, i64 %141, !dbg !86
  %142 = call ptr @llvm.bpf.passthrough.p0.p0(i32 11, ptr %hdr34), !dbg !86
  %143 = icmp ule ptr %142, %data_end, !dbg !86
  br i1 %143, label %ip6.ext.whole35, label %done, !dbg !86

ip6.ext.whole35:                                  ; preds = %ip6.ext33
  %144 = getelementptr i8, ptr %119, i64 0, !dbg !86
  %145 = load i8, ptr %144, align 1, !dbg !86
  %146 = zext i8 %145 to i64, !dbg !86
  br label %ip6.ext25, !dbg !86

ip6.frag37:                                       ; preds = %ip6.ext.frag24
  %147 = getelementptr i8, ptr %122, i64 0, !dbg !86
  %148 = load i8, ptr %147, align 1, !dbg !86
  %149 = zext i8 %148 to i64, !dbg !86
  %150 = getelementptr i8, ptr %122, i64 2, !dbg !86
  %151 = load i16, ptr %150, align 2, !dbg !86
  %152 = call i16 @llvm.bswap.i16(i16 %151), !dbg !86
  %153 = zext i16 %152 to i64, !dbg !86
  %154 = and i64 %153, 65528, !dbg !86
  %155 = icmp eq i64 %154, 0, !dbg !86
  br i1 %155, label %ip6.frag.first38, label %ip6.frag.later39, !dbg !86

ip6.frag.first38:                                 ; preds = %ip6.frag37
  %156 = add i64 %off13, 8, !dbg !86
  br label %ip6.ext25, !dbg !86

ip6.frag.later39:                                 ; preds = %ip6.frag37
  br label %ip6.later.frag, !dbg !86

ip6.ext.std40:                                    ; preds = %ip6.ext25, %ip6.ext25, %ip6.ext25
  %hdr46 = getelementptr i8, ptr %data, i64 %off27, !dbg !86
  %157 = call ptr @llvm.bpf.passthrough.p0.p0(i32 13, ptr %hdr46), !dbg !86
  %158 = getelementptr i8, ptr %157, i64 8, !dbg !86
  %159 = icmp ule ptr %158, %data_end, !dbg !86
  br i1 %159, label %ip6.ext47, label %done, !dbg !86

ip6.ext.ah41:                                     ; preds = %ip6.ext25
  %hdr50 = getelementptr i8, ptr %data, i64 %off27, !dbg !86
  %160 = call ptr @llvm.bpf.passthrough.p0.p0(i32 15, ptr %hdr50), !dbg !86
  %161 = getelementptr i8, ptr %160, i64 8, !dbg !86
  %162 = icmp ule ptr %161, %data_end, !dbg !86
  br i1 %162, label %ip6.ext51, label %done, !dbg !86

ip6.ext.frag42:                                   ; preds = %ip6.ext25
  %hdr54 = getelementptr i8, ptr %data, i64 %off27, !dbg !86
  %163 = call ptr @llvm.bpf.passthrough.p0.p0(i32 17, ptr %hdr54), !dbg !86
  %164 = getelementptr i8, ptr %163, i64 8, !dbg !86
  %165 = icmp ule ptr %164, %data_end, !dbg !86
  br i1 %165, label %ip6.frag55, label %done, !dbg !86

ip6.ext43:                                        ; preds = %ip6.frag.first56, %ip6.ext.whole53, %ip6.ext.whole49
  %key44 = phi i64 [ %176, %ip6.ext.whole49 ], [ %187, %ip6.ext.whole53 ], [ %190, %ip6.frag.first56 ], !dbg !86
  %off45 = phi i64 [ %171, %ip6.ext.whole49 ], [ %182, %ip6.ext.whole53 ], [ %197, %ip6.frag.first56 ], !dbg !86
  switch i64 %key44, label %ip6.known [
    i64 0, label %ip6.ext.std58
    i64 43, label %ip6.ext.std58
    i64 60, label %ip6.ext.std58
    i64 44, label %ip6.ext.frag60
    i64 51, label %ip6.ext.ah59
  ], !dbg !86

ip6.ext47:                                        ; preds = %ip6.ext.std40
  %166 = getelementptr i8, ptr %157, i64 1, !dbg !86
  %167 = load i8, ptr %166, align 1, !dbg !86
  %168 = zext i8 %167 to i64, !dbg !86
  %169 = add i64 %168, 1, !dbg !86
  %170 = shl i64 %169, 3, !dbg !86
  %171 = add i64 %off27, %170, !dbg !86
  %hdr48 = getelementptr i8, ptr %data, i64 %171, !dbg !86
  %172 = call ptr @llvm.bpf.passthrough.p0.p0(i32 14, ptr %hdr48), !dbg !86
  %173 = icmp ule ptr %172, %data_end, !dbg !86
  br i1 %173, label %ip6.ext.whole49, label %done, !dbg !86

ip6.ext.whole49:                                  ; preds = %ip6.ext47
  %174 = getelementptr i8, ptr %157, i64 0, !dbg !86
  %175 = load i8, ptr %174, align 1, !dbg !86
  %176 = zext i8 %175 to i64, !dbg !86
  br label %ip6.ext43, !dbg !86

ip6.ext51:                                        ; preds = %ip6.ext.ah41
  %177 = getelementptr i8, ptr %160, i64 1, !dbg !86
  %178 = load i8, ptr %177, align 1, !dbg !86
  %179 = zext i8 %178 to i64, !dbg !86
  %180 = add i64 %179, 2, !dbg !86
  %181 = shl i64 %180, 2, !dbg !86
  %182 = add i64 %off27, %181, !dbg !86
  %hdr52 = getelementptr i8, ptr %data, i64 %182, !dbg !86
  %183 = call ptr @llvm.bpf.passthrough.p0.p0(i32 16, ptr %hdr52), !dbg !86
  %184 = icmp ule ptr %183, %data_end, !dbg !86
  br i1 %184, label %ip6.ext.whole53, label %done, !dbg !86

ip6.ext.whole53:                                  ; preds = %ip6.ext51
  %185 = getelementptr i8, ptr %160, i64 0, !dbg !86
  %186 = load i8, ptr %185, align 1, !dbg !86
  %187 = zext i8 %186 to i64, !dbg !86
  br label %ip6.ext43, !dbg !86

ip6.frag55:                                       ; preds = %ip6.ext.frag42
  %188 = getelementptr i8, ptr %163, i64 0, !dbg !86
  %189 = load i8, ptr %188, align 1, !dbg !86
  %190 = zext i8 %189 to i64, !dbg !86
  %191 = getelementptr i8, ptr %163, i64 2, !dbg !86
  %192 = load i16, ptr %191, align 2, !dbg !86
  %193 = call i16 @llvm.bswap.i16(i16 %192), !dbg !86
  %194 = zext i16 %193 to i64, !dbg !86
  %195 = and i64 %194, 65528, !dbg !86
  %196 = icmp eq i64 %195, 0, !dbg !86
  br i1 %196, label %ip6.frag.first56, label %ip6.frag.later57, !dbg !86

ip6.frag.first56:                                 ; preds = %ip6.frag55
  %197 = add i64 %off27, 8, !dbg !86
  br label %ip6.ext43, !dbg !86

ip6.frag.later57:                                 ; preds = %ip6.frag55
  br label %ip6.later.frag, !dbg !86

ip6.ext.std58:                                    ; preds = %ip6.ext43, %ip6.ext43, %ip6.ext43
  %hdr64 = getelementptr i8, ptr %data, i64 %off45, !dbg !86
  %198 = call ptr @llvm.bpf.passthrough.p0.p0(i32 18, ptr %hdr64), !dbg !86
  %199 = getelementptr i8, ptr %198, i64 8, !dbg !86
  %200 = icmp ule ptr %199, %data_end, !dbg !86
  br i1 %200, label %ip6.ext65, label %done, !dbg !86

ip6.ext.ah59:                                     ; preds = %ip6.ext43
  %hdr68 = getelementptr i8, ptr %data, i64 %off45, !dbg !86
  %201 = call ptr @llvm.bpf.passthrough.p0.p0(i32 20, ptr %hdr68), !dbg !86
  %202 = getelementptr i8, ptr %201, i64 8, !dbg !86
  %203 = icmp ule ptr %202, %data_end, !dbg !86
  br i1 %203, label %ip6.ext69, label %done, !dbg !86

ip6.ext.frag60:                                   ; preds = %ip6.ext43
  %hdr72 = getelementptr i8, ptr %data, i64 %off45, !dbg !86
  %204 = call ptr @llvm.bpf.passthrough.p0.p0(i32 22, ptr %hdr72), !dbg !86
  %205 = getelementptr i8, ptr %204, i64 8, !dbg !86
  %206 = icmp ule ptr %205, %data_end, !dbg !86
  br i1 %206, label %ip6.frag73, label %done, !dbg !86

ip6.ext61:                                        ; preds = %ip6.frag.first74, %ip6.ext.whole71, %ip6.ext.whole67
  %key62 = phi i64 [ %217, %ip6.ext.whole67 ], [ %228, %ip6.ext.whole71 ], [ %231, %ip6.frag.first74 ], !dbg !86
  %off63 = phi i64 [ %212, %ip6.ext.whole67 ], [ %223, %ip6.ext.whole71 ], [ %238, %ip6.frag.first74 ], !dbg !86
  switch i64 %key62, label %ip6.known [
    i64 0, label %ip6.ext.std76
    i64 43, label %ip6.ext.std76
    i64 60, label %ip6.ext.std76
    i64 44, label %ip6.ext.frag78
    i64 51, label %ip6.ext.ah77
  ], !dbg !86

ip6.ext65:                                        ; preds = %ip6.ext.std58
  %207 = getelementptr i8, ptr %198, i64 1, !dbg !86
  %208 = load i8, ptr %207, align 1, !dbg !86
  %209 = zext i8 %208 to i64, !dbg !86
  %210 = add i64 %209, 1, !dbg !86
  %211 = shl i64 %210, 3, !dbg !86
  %212 = add i64 %off45, %211, !dbg !86
  %hdr66 = getelementptr i8, ptr %data, i64 %212, !dbg !86
  %213 = call ptr @llvm.bpf.passthrough.p0.p0(i32 19, ptr %hdr66), !dbg !86
  %214 = icmp ule ptr %213, %data_end, !dbg !86
  br i1 %214, label %ip6.ext.whole67, label %done, !dbg !86

ip6.ext.whole67:                                  ; preds = %ip6.ext65
  %215 = getelementptr i8, ptr %198, i64 0, !dbg !86
  %216 = load i8, ptr %215, align 1, !dbg !86
  %217 = zext i8 %216 to i64, !dbg !86
  br label %ip6.ext61, !dbg !86

ip6.ext69:                                        ; preds = %ip6.ext.ah59
  %218 = getelementptr i8, ptr %201, i64 1, !dbg !86
  %219 = load i8, ptr %218, align 1, !dbg !86
  %220 = zext i8 %219 to i64, !dbg !86
  %221 = add i64 %220, 2, !dbg !86
  %222 = shl i64 %221, 2, !dbg !86
  %223 = add i64 %off45, %222, !dbg !86
  %hdr70 = getelementptr i8, ptr %data, i64 %223, !dbg !86
  %224 = call ptr @llvm.bpf.passthrough.p0.p0(i32 21, ptr %hdr70), !dbg !86
  %225 = icmp ule ptr %224, %data_end, !dbg !86
  br i1 %225, label %ip6.ext.whole71, label %done, !dbg !86

ip6.ext.whole71:                                  ; preds = %ip6.ext69
  %226 = getelementptr i8, ptr %201, i64 0, !dbg !86
  %227 = load i8, ptr %226, align 1, !dbg !86
  %228 = zext i8 %227 to i64, !dbg !86
  br label %ip6.ext61, !dbg !86

ip6.frag73:                                       ; preds = %ip6.ext.frag60
  %229 = getelementptr i8, ptr %204, i64 0, !dbg !86
  %230 = load i8, ptr %229, align 1, !dbg !86
  %231 = zext i8 %230 to i64, !dbg !86
  %232 = getelementptr i8, ptr %204, i64 2, !dbg !86
  %233 = load i16, ptr %232, align 2, !dbg !86
  %234 = call i16 @llvm.bswap.i16(i16 %233), !dbg !86
  %235 = zext i16 %234 to i64, !dbg !86
  %236 = and i64 %235, 65528, !dbg !86
  %237 = icmp eq i64 %236, 0, !dbg !86
  br i1 %237, label %ip6.frag.first74, label %ip6.frag.later75, !dbg !86

ip6.frag.first74:                                 ; preds = %ip6.frag73
  %238 = add i64 %off45, 8, !dbg !86
  br label %ip6.ext61, !dbg !86

ip6.frag.later75:                                 ; preds = %ip6.frag73
  br label %ip6.later.frag, !dbg !86

ip6.ext.std76:                                    ; preds = %ip6.ext61, %ip6.ext61, %ip6.ext61
  %hdr82 = getelementptr i8, ptr %data, i64 %off63, !dbg !86
  %239 = call ptr @llvm.bpf.passthrough.p0.p0(i32 23, ptr %hdr82), !dbg !86
  %240 = getelementptr i8, ptr %239, i64 8, !dbg !86
  %241 = icmp ule ptr %240, %data_end, !dbg !86
  br i1 %241, label %ip6.ext83, label %done, !dbg !86

ip6.ext.ah77:                                     ; preds = %ip6.ext61
  %hdr86 = getelementptr i8, ptr %data, i64 %off63, !dbg !86
  %242 = call ptr @llvm.bpf.passthrough.p0.p0(i32 25, ptr %hdr86), !dbg !86
  %243 = getelementptr i8, ptr %242, i64 8, !dbg !86
  %244 = icmp ule ptr %243, %data_end, !dbg !86
  br i1 %244, label %ip6.ext87, label %done, !dbg !86

ip6.ext.frag78:                                   ; preds = %ip6.ext61
  %hdr90 = getelementptr i8, ptr %data, i64 %off63, !dbg !86
  %245 = call ptr @llvm.bpf.passthrough.p0.p0(i32 27, ptr %hdr90), !dbg !86
  %246 = getelementptr i8, ptr %245, i64 8, !dbg !86
  %247 = icmp ule ptr %246, %data_end, !dbg !86
  br i1 %247, label %ip6.frag91, label %done, !dbg !86

ip6.ext79:                                        ; preds = %ip6.frag.first92, %ip6.ext.whole89, %ip6.ext.whole85
  %key80 = phi i64 [ %258, %ip6.ext.whole85 ], [ %269, %ip6.ext.whole89 ], [ %272, %ip6.frag.first92 ], !dbg !86
  %off81 = phi i64 [ %253, %ip6.ext.whole85 ], [ %264, %ip6.ext.whole89 ], [ %279, %ip6.frag.first92 ], !dbg !86
  switch i64 %key80, label %ip6.known [
    i64 0, label %ip6.ext.std94
    i64 43, label %ip6.ext.std94
    i64 60, label %ip6.ext.std94
    i64 44, label %ip6.ext.frag96
    i64 51, label %ip6.ext.ah95
  ], !dbg !86

ip6.ext83:                                        ; preds = %ip6.ext.std76
  %248 = getelementptr i8, ptr %239, i64 1, !dbg !86
  %249 = load i8, ptr %248, align 1, !dbg !86
  %250 = zext i8 %249 to i64, !dbg !86
  %251 = add i64 %250, 1, !dbg !86
  %252 = shl i64 %251, 3, !dbg !86
  %253 = add i64 %off63, %252, !dbg !86
  %hdr84 = getelementptr i8, ptr %data, i64 %253, !dbg !86
  %254 = call ptr @llvm.bpf.passthrough.p0.p0(i32 24, ptr %hdr84), !dbg !86
  %255 = icmp ule ptr %254, %data_end, !dbg !86
  br i1 %255, label %ip6.ext.whole85, label %done, !dbg !86

ip6.ext.whole85:                                  ; preds = %ip6.ext83
  %256 = getelementptr i8, ptr %239, i64 0, !dbg !86
  %257 = load i8, ptr %256, align 1, !dbg !86
  %258 = zext i8 %257 to i64, !dbg !86
  br label %ip6.ext79, !dbg !86

ip6.ext87:                                        ; preds = %ip6.ext.ah77
  %259 = getelementptr i8, ptr %242, i64 1, !dbg !86
  %260 = load i8, ptr %259, align 1, !dbg !86
  %261 = zext i8 %260 to i64, !dbg !86
  %262 = add i64 %261, 2, !dbg !86
  %263 = shl i64 %262, 2, !dbg !86
  %264 = add i64 %off63, %263, !dbg !86
  %hdr88 = getelementptr i8, ptr %data, i64 %264, !dbg !86
  %265 = call ptr @llvm.bpf.passthrough.p0.p0(i32 26, ptr %hdr88), !dbg !86
  %266 = icmp ule ptr %265, %data_end, !dbg !86
  br i1 %266, label %ip6.ext.whole89, label %done, !dbg !86

ip6.ext.whole89:                                  ; preds = %ip6.ext87
  %267 = getelementptr i8, ptr %242, i64 0, !dbg !86
  %268 = load i8, ptr %267, align 1, !dbg !86
  %269 = zext i8 %268 to i64, !dbg !86
  br label %ip6.ext79, !dbg !86

ip6.frag91:                                       ; preds = %ip6.ext.frag78
  %270 = getelementptr i8, ptr %245, i64 0, !dbg !86
  %271 = load i8, ptr %270, align 1, !dbg !86
  %272 = zext i8 %271 to i64, !dbg !86
  %273 = getelementptr i8, ptr %245, i64 2, !dbg !86
  %274 = load i16, ptr %273, align 2, !dbg !86
  %275 = call i16 @llvm.bswap.i16(i16 %274), !dbg !86
  %276 = zext i16 %275 to i64, !dbg !86
  %277 = and i64 %276, 65528, !dbg !86
  %278 = icmp eq i64 %277, 0, !dbg !86
  br i1 %278, label %ip6.frag.first92, label %ip6.frag.later93, !dbg !86

ip6.frag.first92:                                 ; preds = %ip6.frag91
  %279 = add i64 %off63, 8, !dbg !86
  br label %ip6.ext79, !dbg !86

ip6.frag.later93:                                 ; preds = %ip6.frag91
  br label %ip6.later.frag, !dbg !86

ip6.ext.std94:                                    ; preds = %ip6.ext79, %ip6.ext79, %ip6.ext79
  %hdr100 = getelementptr i8, ptr %data, i64 %off81, !dbg !86
  %280 = call ptr @llvm.bpf.passthrough.p0.p0(i32 28, ptr %hdr100), !dbg !86
  %281 = getelementptr i8, ptr %280, i64 8, !dbg !86
  %282 = icmp ule ptr %281, %data_end, !dbg !86
  br i1 %282, label %ip6.ext101, label %done, !dbg !86

ip6.ext.ah95:                                     ; preds = %ip6.ext79
  %hdr104 = getelementptr i8, ptr %data, i64 %off81, !dbg !86
  %283 = call ptr @llvm.bpf.passthrough.p0.p0(i32 30, ptr %hdr104), !dbg !86
  %284 = getelementptr i8, ptr %283, i64 8, !dbg !86
  %285 = icmp ule ptr %284, %data_end, !dbg !86
  br i1 %285, label %ip6.ext105, label %done, !dbg !86

ip6.ext.frag96:                                   ; preds = %ip6.ext79
  %hdr108 = getelementptr i8, ptr %data, i64 %off81, !dbg !86
  %286 = call ptr @llvm.bpf.passthrough.p0.p0(i32 32, ptr %hdr108), !dbg !86
  %287 = getelementptr i8, ptr %286, i64 8, !dbg !86
  %288 = icmp ule ptr %287, %data_end, !dbg !86
  br i1 %288, label %ip6.frag109, label %done, !dbg !86

ip6.ext97:                                        ; preds = %ip6.frag.first110, %ip6.ext.whole107, %ip6.ext.whole103
  %key98 = phi i64 [ %299, %ip6.ext.whole103 ], [ %310, %ip6.ext.whole107 ], [ %313, %ip6.frag.first110 ], !dbg !86
  %off99 = phi i64 [ %294, %ip6.ext.whole103 ], [ %305, %ip6.ext.whole107 ], [ %320, %ip6.frag.first110 ], !dbg !86
  switch i64 %key98, label %ip6.known [
    i64 0, label %ip6.ext.std112
    i64 43, label %ip6.ext.std112
    i64 60, label %ip6.ext.std112
    i64 44, label %ip6.ext.frag114
    i64 51, label %ip6.ext.ah113
  ], !dbg !86

ip6.ext101:                                       ; preds = %ip6.ext.std94
  %289 = getelementptr i8, ptr %280, i64 1, !dbg !86
  %290 = load i8, ptr %289, align 1, !dbg !86
  %291 = zext i8 %290 to i64, !dbg !86
  %292 = add i64 %291, 1, !dbg !86
  %293 = shl i64 %292, 3, !dbg !86
  %294 = add i64 %off81, %293, !dbg !86
  %hdr102 = getelementptr i8, ptr %data, i64 %294, !dbg !86
  %295 = call ptr @llvm.bpf.passthrough.p0.p0(i32 29, ptr %hdr102), !dbg !86
  %296 = icmp ule ptr %295, %data_end, !dbg !86
  br i1 %296, label %ip6.ext.whole103, label %done, !dbg !86

ip6.ext.whole103:                                 ; preds = %ip6.ext101
  %297 = getelementptr i8, ptr %280, i64 0, !dbg !86
  %298 = load i8, ptr %297, align 1, !dbg !86
  %299 = zext i8 %298 to i64, !dbg !86
  br label %ip6.ext97, !dbg !86

ip6.ext105:                                       ; preds = %ip6.ext.ah95
  %300 = getelementptr i8, ptr %283, i64 1, !dbg !86
  %301 = load i8, ptr %300, align 1, !dbg !86
  %302 = zext i8 %301 to i64, !dbg !86
  %303 = add i64 %302, 2, !dbg !86
  %304 = shl i64 %303, 2, !dbg !86
  %305 = add i64 %off81, %304, !dbg !86
  %hdr106 = getelementptr i8, ptr %data, i64 %305, !dbg !86
  %306 = call ptr @llvm.bpf.passthrough.p0.p0(i32 31, ptr %hdr106), !dbg !86
  %307 = icmp ule ptr %306, %data_end, !dbg !86
  br i1 %307, label %ip6.ext.whole107, label %done, !dbg !86

ip6.ext.whole107:                                 ; preds = %ip6.ext105
  %308 = getelementptr i8, ptr %283, i64 0, !dbg !86
  %309 = load i8, ptr %308, align 1, !dbg !86
  %310 = zext i8 %309 to i64, !dbg !86
  br label %ip6.ext97, !dbg !86

ip6.frag109:                                      ; preds = %ip6.ext.frag96
  %311 = getelementptr i8, ptr %286, i64 0, !dbg !86
  %312 = load i8, ptr %311, align 1, !dbg !86
  %313 = zext i8 %312 to i64, !dbg !86
  %314 = getelementptr i8, ptr %286, i64 2, !dbg !86
  %315 = load i16, ptr %314, align 2, !dbg !86
  %316 = call i16 @llvm.bswap.i16(i16 %315), !dbg !86
  %317 = zext i16 %316 to i64, !dbg !86
  %318 = and i64 %317, 65528, !dbg !86
  %319 = icmp eq i64 %318, 0, !dbg !86
  br i1 %319, label %ip6.frag.first110, label %ip6.frag.later111, !dbg !86

ip6.frag.first110:                                ; preds = %ip6.frag109
  %320 = add i64 %off81, 8, !dbg !86
  br label %ip6.ext97, !dbg !86

ip6.frag.later111:                                ; preds = %ip6.frag109
  br label %ip6.later.frag, !dbg !86

ip6.ext.std112:                                   ; preds = %ip6.ext97, %ip6.ext97, %ip6.ext97
  %hdr118 = getelementptr i8, ptr %data, i64 %off99, !dbg !86
  %321 = call ptr @llvm.bpf.passthrough.p0.p0(i32 33, ptr %hdr118), !dbg !86
  %322 = getelementptr i8, ptr %321, i64 8, !dbg !86
  %323 = icmp ule ptr %322, %data_end, !dbg !86
  br i1 %323, label %ip6.ext119, label %done, !dbg !86

ip6.ext.ah113:                                    ; preds = %ip6.ext97
  %hdr122 = getelementptr i8, ptr %data, i64 %off99, !dbg !86
  %324 = call ptr @llvm.bpf.passthrough.p0.p0(i32 35, ptr %hdr122), !dbg !86
  %325 = getelementptr i8, ptr %324, i64 8, !dbg !86
  %326 = icmp ule ptr %325, %data_end, !dbg !86
  br i1 %326, label %ip6.ext123, label %done, !dbg !86

ip6.ext.frag114:                                  ; preds = %ip6.ext97
  %hdr126 = getelementptr i8, ptr %data, i64 %off99, !dbg !86
  %327 = call ptr @llvm.bpf.passthrough.p0.p0(i32 37, ptr %hdr126), !dbg !86
  %328 = getelementptr i8, ptr %327, i64 8, !dbg !86
  %329 = icmp ule ptr %328, %data_end, !dbg !86
  br i1 %329, label %ip6.frag127, label %done, !dbg !86

ip6.ext115:                                       ; preds = %ip6.frag.first128, %ip6.ext.whole125, %ip6.ext.whole121
  %key116 = phi i64 [ %340, %ip6.ext.whole121 ], [ %351, %ip6.ext.whole125 ], [ %354, %ip6.frag.first128 ], !dbg !86
  %off117 = phi i64 [ %335, %ip6.ext.whole121 ], [ %346, %ip6.ext.whole125 ], [ %361, %ip6.frag.first128 ], !dbg !86
  switch i64 %key116, label %ip6.known [
    i64 0, label %ip6.ext.std130
    i64 43, label %ip6.ext.std130
    i64 60, label %ip6.ext.std130
    i64 44, label %ip6.ext.frag132
    i64 51, label %ip6.ext.ah131
  ], !dbg !86

ip6.ext119:                                       ; preds = %ip6.ext.std112
  %330 = getelementptr i8, ptr %321, i64 1, !dbg !86
  %331 = load i8, ptr %330, align 1, !dbg !86
  %332 = zext i8 %331 to i64, !dbg !86
  %333 = add i64 %332, 1, !dbg !86
  %334 = shl i64 %333, 3, !dbg !86
  %335 = add i64 %off99, %334, !dbg !86
  %hdr120 = getelementptr i8, ptr %data, i64 %335, !dbg !86
  %336 = call ptr @llvm.bpf.passthrough.p0.p0(i32 34, ptr %hdr120), !dbg !86
  %337 = icmp ule ptr %336, %data_end, !dbg !86
  br i1 %337, label %ip6.ext.whole121, label %done, !dbg !86

ip6.ext.whole121:                                 ; preds = %ip6.ext119
  %338 = getelementptr i8, ptr %321, i64 0, !dbg !86
  %339 = load i8, ptr %338, align 1, !dbg !86
  %340 = zext i8 %339 to i64, !dbg !86
  br label %ip6.ext115, !dbg !86

ip6.ext123:                                       ; preds = %ip6.ext.ah113
  %341 = getelementptr i8, ptr %324, i64 1, !dbg !86
  %342 = load i8, ptr %341, align 1, !dbg !86
  %343 = zext i8 %342 to i64, !dbg !86
  %344 = add i64 %343, 2, !dbg !86
  %345 = shl i64 %344, 2, !dbg !86
  %346 = add i64 %off99, %345, !dbg !86
  %hdr124 = getelementptr i8, ptr %data, i64 %346, !dbg !86
  %347 = call ptr @llvm.bpf.passthrough.p0.p0(i32 36, ptr %hdr124), !dbg !86
  %348 = icmp ule ptr %347, %data_end, !dbg !86
  br i1 %348, label %ip6.ext.whole125, label %done, !dbg !86

ip6.ext.whole125:                                 ; preds = %ip6.ext123
  %349 = getelementptr i8, ptr %324, i64 0, !dbg !86
  %350 = load i8, ptr %349, align 1, !dbg !86
  %351 = zext i8 %350 to i64, !dbg !86
  br label %ip6.ext115, !dbg !86

ip6.frag127:                                      ; preds = %ip6.ext.frag114
  %352 = getelementptr i8, ptr %327, i64 0, !dbg !86
  %353 = load i8, ptr %352, align 1, !dbg !86
  %354 = zext i8 %353 to i64, !dbg !86
  %355 = getelementptr i8, ptr %327, i64 2, !dbg !86
  %356 = load i16, ptr %355, align 2, !dbg !86
  %357 = call i16 @llvm.bswap.i16(i16 %356), !dbg !86
  %358 = zext i16 %357 to i64, !dbg !86
  %359 = and i64 %358, 65528, !dbg !86
  %360 = icmp eq i64 %359, 0, !dbg !86
  br i1 %360, label %ip6.frag.first128, label %ip6.frag.later129, !dbg !86

ip6.frag.first128:                                ; preds = %ip6.frag127
  %361 = add i64 %off99, 8, !dbg !86
  br label %ip6.ext115, !dbg !86

ip6.frag.later129:                                ; preds = %ip6.frag127
  br label %ip6.later.frag, !dbg !86

ip6.ext.std130:                                   ; preds = %ip6.ext115, %ip6.ext115, %ip6.ext115
  %hdr136 = getelementptr i8, ptr %data, i64 %off117, !dbg !86
  %362 = call ptr @llvm.bpf.passthrough.p0.p0(i32 38, ptr %hdr136), !dbg !86
  %363 = getelementptr i8, ptr %362, i64 8, !dbg !86
  %364 = icmp ule ptr %363, %data_end, !dbg !86
  br i1 %364, label %ip6.ext137, label %done, !dbg !86

ip6.ext.ah131:                                    ; preds = %ip6.ext115
  %hdr140 = getelementptr i8, ptr %data, i64 %off117, !dbg !86
  %365 = call ptr @llvm.bpf.passthrough.p0.p0(i32 40, ptr %hdr140), !dbg !86
  %366 = getelementptr i8, ptr %365, i64 8, !dbg !86
  %367 = icmp ule ptr %366, %data_end, !dbg !86
  br i1 %367, label %ip6.ext141, label %done, !dbg !86

ip6.ext.frag132:                                  ; preds = %ip6.ext115
  %hdr144 = getelementptr i8, ptr %data, i64 %off117, !dbg !86
  %368 = call ptr @llvm.bpf.passthrough.p0.p0(i32 42, ptr %hdr144), !dbg !86
  %369 = getelementptr i8, ptr %368, i64 8, !dbg !86
  %370 = icmp ule ptr %369, %data_end, !dbg !86
  br i1 %370, label %ip6.frag145, label %done, !dbg !86

ip6.ext133:                                       ; preds = %ip6.frag.first146, %ip6.ext.whole143, %ip6.ext.whole139
  %key134 = phi i64 [ %381, %ip6.ext.whole139 ], [ %392, %ip6.ext.whole143 ], [ %395, %ip6.frag.first146 ], !dbg !86
  %off135 = phi i64 [ %376, %ip6.ext.whole139 ], [ %387, %ip6.ext.whole143 ], [ %402, %ip6.frag.first146 ], !dbg !86
  switch i64 %key134, label %ip6.known [
    i64 0, label %done
    i64 43, label %done
    i64 60, label %done
    i64 44, label %done
    i64 51, label %done
  ], !dbg !86

ip6.ext137:                                       ; preds = %ip6.ext.std130
  %371 = getelementptr i8, ptr %362, i64 1, !dbg !86
  %372 = load i8, ptr %371, align 1, !dbg !86
  %373 = zext i8 %372 to i64, !dbg !86
  %374 = add i64 %373, 1, !dbg !86
  %375 = shl i64 %374, 3, !dbg !86
  %376 = add i64 %off117, %375, !dbg !86
  %hdr138 = getelementptr i8, ptr %data, i64 %376, !dbg !86
  %377 = call ptr @llvm.bpf.passthrough.p0.p0(i32 39, ptr %hdr138), !dbg !86
  %378 = icmp ule ptr %377, %data_end, !dbg !86
  br i1 %378, label %ip6.ext.whole139, label %done, !dbg !86

ip6.ext.whole139:                                 ; preds = %ip6.ext137
  %379 = getelementptr i8, ptr %362, i64 0, !dbg !86
  %380 = load i8, ptr %379, align 1, !dbg !86
  %381 = zext i8 %380 to i64, !dbg !86
  br label %ip6.ext133, !dbg !86

ip6.ext141:                                       ; preds = %ip6.ext.ah131
  %382 = getelementptr i8, ptr %365, i64 1, !dbg !86
  %383 = load i8, ptr %382, align 1, !dbg !86
  %384 = zext i8 %383 to i64, !dbg !86
  %385 = add i64 %384, 2, !dbg !86
  %386 = shl i64 %385, 2, !dbg !86
  %387 = add i64 %off117, %386, !dbg !86
  %hdr142 = getelementptr i8, ptr %data, i64 %387, !dbg !86
  %388 = call ptr @llvm.bpf.passthrough.p0.p0(i32 41, ptr %hdr142), !dbg !86
  %389 = icmp ule ptr %388, %data_end, !dbg !86
  br i1 %389, label %ip6.ext.whole143, label %done, !dbg !86

ip6.ext.whole143:                                 ; preds = %ip6.ext141
  %390 = getelementptr i8, ptr %365, i64 0, !dbg !86
  %391 = load i8, ptr %390, align 1, !dbg !86
  %392 = zext i8 %391 to i64, !dbg !86
  br label %ip6.ext133, !dbg !86

ip6.frag145:                                      ; preds = %ip6.ext.frag132
  %393 = getelementptr i8, ptr %368, i64 0, !dbg !86
  %394 = load i8, ptr %393, align 1, !dbg !86
  %395 = zext i8 %394 to i64, !dbg !86
  %396 = getelementptr i8, ptr %368, i64 2, !dbg !86
  %397 = load i16, ptr %396, align 2, !dbg !86
  %398 = call i16 @llvm.bswap.i16(i16 %397), !dbg !86
  %399 = zext i16 %398 to i64, !dbg !86
  %400 = and i64 %399, 65528, !dbg !86
  %401 = icmp eq i64 %400, 0, !dbg !86
  br i1 %401, label %ip6.frag.first146, label %ip6.frag.later147, !dbg !86

ip6.frag.first146:                                ; preds = %ip6.frag145
  %402 = add i64 %off117, 8, !dbg !86
  br label %ip6.ext133, !dbg !86

ip6.frag.later147:                                ; preds = %ip6.frag145
  br label %ip6.later.frag, !dbg !86
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: nounwind memory(none)
declare ptr @llvm.bpf.passthrough.p0.p0(i32, ptr) #2

; Function Attrs: noinline nounwind
define i32 @xdpc_rules_0(ptr %0, i32 %1) #0 !dbg !87 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !93
  %val = alloca [2 x i64], align 8, !dbg !93
  %key = alloca i32, align 8, !dbg !93
  %best = alloca i32, align 8, !dbg !93
  store i32 %1, ptr %best, align 4, !dbg !93
  %2 = icmp eq ptr %0, null, !dbg !93
  br i1 %2, label %continue, label %rules, !dbg !93

rules:                                            ; preds = %entry
  br label %hit, !dbg !93

hit:                                              ; preds = %rules
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !93
  %flags2 = load i32, ptr %flags, align 4, !dbg !93
  %3 = zext i32 %flags2 to i64, !dbg !93
  %4 = and i64 %3, 16, !dbg !93
  %5 = icmp ne i64 %4, 0, !dbg !93
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !93
  %proto3 = load i8, ptr %proto, align 1, !dbg !93
  %6 = zext i8 %proto3 to i64, !dbg !93
  %7 = select i1 %5, i64 %6, i64 0, !dbg !93
  %8 = trunc i64 %7 to i32, !dbg !93
  store i32 %8, ptr %key, align 4, !dbg !93
  %9 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_proto, ptr %key), !dbg !93
  %10 = icmp ne ptr %9, null, !dbg !93
  br i1 %10, label %count.add, label %count.done, !dbg !93

next:                                             ; preds = %count.done
  br label %hit5, !dbg !94

count.add:                                        ; preds = %hit
  %11 = load i64, ptr %9, align 8, !dbg !93
  %12 = add i64 %11, 1, !dbg !93
  store i64 %12, ptr %9, align 8, !dbg !93
  %13 = getelementptr i8, ptr %9, i64 8, !dbg !93
  %14 = load i64, ptr %13, align 8, !dbg !93
  %len = getelementptr i8, ptr %0, i64 48, !dbg !93
  %len4 = load i32, ptr %len, align 4, !dbg !93
  %15 = zext i32 %len4 to i64, !dbg !93
  %16 = add i64 %14, %15, !dbg !93
  store i64 %16, ptr %13, align 8, !dbg !93
  br label %count.done, !dbg !93

count.done:                                       ; preds = %count.add, %hit
  br label %next, !dbg !93

hit5:                                             ; preds = %next
  ret i32 9, !dbg !94

next6:                                            ; No predecessors!
  br label %continue, !dbg !94

continue:                                         ; preds = %next6, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !93
  ret i32 %best1, !dbg !93
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !95 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !100
  %addr = alloca [5 x i32], align 8, !dbg !100
  %val = alloca [2 x i64], align 8, !dbg !100
  %key = alloca i32, align 8, !dbg !100
  %best = alloca i32, align 8, !dbg !100
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !100
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !100
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0), !dbg !100
  %2 = icmp ne i32 %best1, 0, !dbg !100
  br i1 %2, label %decided, label %undecided, !dbg !100

undecided:                                        ; preds = %entry
  %len3 = getelementptr i8, ptr %pkt, i64 48, !dbg !100
  %len4 = load i32, ptr %len3, align 4, !dbg !100
  %3 = zext i32 %len4 to i64, !dbg !100
  %4 = call i32 @xdpc_count(i32 2, i64 %3), !dbg !100
  ret i32 2, !dbg !100

decided:                                          ; preds = %entry
  %verdict = phi i32 [ %best1, %entry ], !dbg !100
  %5 = lshr i32 %verdict, 2, !dbg !100
  %rule = sub i32 %5, 1, !dbg !100
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !100
  %len2 = load i32, ptr %len, align 4, !dbg !100
  %6 = zext i32 %len2 to i64, !dbg !100
  %7 = icmp ne i32 %rule, 1, !dbg !100
  br i1 %7, label %count, label %counted, !dbg !100

count:                                            ; preds = %decided
  %8 = call i32 @xdpc_count(i32 %rule, i64 %6), !dbg !100
  br label %counted, !dbg !100

counted:                                          ; preds = %count, %decided
  %action = and i32 %verdict, 3, !dbg !100
  ret i32 %action, !dbg !100
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind
define i32 @xdpc_count(i32 %0, i64 %1) #0 !dbg !101 {
entry:
  %key = alloca i32, align 8, !dbg !107
  store i32 %0, ptr %key, align 4, !dbg !107
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !107
  %3 = icmp ne ptr %2, null, !dbg !107
  br i1 %3, label %count.add, label %count.done, !dbg !107

count.add:                                        ; preds = %entry
  %4 = load i64, ptr %2, align 8, !dbg !107
  %5 = add i64 %4, 1, !dbg !107
  store i64 %5, ptr %2, align 8, !dbg !107
  %6 = getelementptr i8, ptr %2, i64 8, !dbg !107
  %7 = load i64, ptr %6, align 8, !dbg !107
  %8 = add i64 %7, %1, !dbg !107
  store i64 %8, ptr %6, align 8, !dbg !107
  br label %count.done, !dbg !107

count.done:                                       ; preds = %count.add, %entry
  ret i32 0, !dbg !107
}

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!45, !46}

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
!39 = !{!9, !40, !20, !24}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !41, size: 64, align: 64, offset: 64)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64, align: 64, dwarfAddressSpace: 0)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 96, align: 32, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 3, lowerBound: 0)
!45 = !{i32 2, !"Debug Info Version", i32 3}
!46 = !{i32 2, !"Dwarf Version", i32 5}
!47 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !48, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !83)
!48 = !DISubroutineType(flags: DIFlagPrototyped, types: !49)
!49 = !{!12, !50, !59}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64, align: 64, dwarfAddressSpace: 0)
!51 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !52)
!52 = !{!53, !54, !55, !56, !57, !58}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !22, size: 32, align: 32)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !22, size: 32, align: 32, offset: 32)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !22, size: 32, align: 32, offset: 64)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 96)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !22, size: 32, align: 32, offset: 128)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 160)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64, align: 64, dwarfAddressSpace: 0)
!60 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !61)
!61 = !{!62, !63, !64, !65, !66, !67, !68, !69, !70, !73, !74, !75, !76, !79, !80, !81, !82}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !29, size: 64, align: 64)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 64)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !29, size: 64, align: 64, offset: 128)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 192)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !29, size: 64, align: 64, offset: 256)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !29, size: 64, align: 64, offset: 320)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !22, size: 32, align: 32, offset: 384)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !22, size: 32, align: 32, offset: 416)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !71, size: 16, align: 16, offset: 448)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !72)
!72 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !71, size: 16, align: 16, offset: 464)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !71, size: 16, align: 16, offset: 480)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !71, size: 16, align: 16, offset: 496)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !77, size: 8, align: 8, offset: 512)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !78)
!78 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !77, size: 8, align: 8, offset: 520)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !77, size: 8, align: 8, offset: 528)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !77, size: 8, align: 8, offset: 536)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !22, size: 32, align: 32, offset: 544)
!83 = !{!84, !85}
!84 = !DILocalVariable(name: "ctx", arg: 1, scope: !47, file: !3, line: 1, type: !50)
!85 = !DILocalVariable(name: "pkt", arg: 2, scope: !47, file: !3, line: 1, type: !59)
!86 = !DILocation(line: 1, column: 1, scope: !47)
!87 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 5, type: !88, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !90)
!88 = !DISubroutineType(flags: DIFlagPrototyped, types: !89)
!89 = !{!12, !59, !22}
!90 = !{!91, !92}
!91 = !DILocalVariable(name: "pkt", arg: 1, scope: !87, file: !3, line: 5, type: !59)
!92 = !DILocalVariable(name: "best", arg: 2, scope: !87, file: !3, line: 5, type: !22)
!93 = !DILocation(line: 5, column: 1, scope: !87)
!94 = !DILocation(line: 6, column: 1, scope: !87)
!95 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !96, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !98)
!96 = !DISubroutineType(flags: DIFlagPrototyped, types: !97)
!97 = !{!12, !50}
!98 = !{!99}
!99 = !DILocalVariable(name: "ctx", arg: 1, scope: !95, file: !3, line: 1, type: !50)
!100 = !DILocation(line: 1, column: 1, scope: !95)
!101 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !102, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !104)
!102 = !DISubroutineType(flags: DIFlagPrototyped, types: !103)
!103 = !{!12, !22, !29}
!104 = !{!105, !106}
!105 = !DILocalVariable(name: "rule", arg: 1, scope: !101, file: !3, line: 1, type: !22)
!106 = !DILocalVariable(name: "len", arg: 2, scope: !101, file: !3, line: 1, type: !29)
!107 = !DILocation(line: 1, column: 1, scope: !101)
