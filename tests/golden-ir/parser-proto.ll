target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0113\\012source\\011parser-proto.xf\\012default\\011pass\\012rule\\0110\\0115\\011count\\0110\22"
module asm "\09.ascii \22\\011count by proto;\\012rule\\0111\\0116\\011drop\\011-\\011drop;\\012table\\0110\\0110\\011proto\\011xdpc_rule\22"
module asm "\09.ascii \22s\\0113\\011256\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !5

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !40 {
entry:
  %proto = alloca i8, align 8, !dbg !79
  %flags = alloca i32, align 8, !dbg !79
  %2 = icmp eq ptr %1, null, !dbg !79
  br i1 %2, label %ret, label %body, !dbg !79

body:                                             ; preds = %entry
  store i32 0, ptr %flags, align 4, !dbg !79
  store i8 0, ptr %proto, align 1, !dbg !79
  %data32 = load i32, ptr %0, align 4, !dbg !79
  %3 = getelementptr i8, ptr %0, i64 4, !dbg !79
  %data_end32 = load i32, ptr %3, align 4, !dbg !79
  %4 = zext i32 %data32 to i64, !dbg !79
  %data = inttoptr i64 %4 to ptr, !dbg !79
  %5 = zext i32 %data_end32 to i64, !dbg !79
  %data_end = inttoptr i64 %5 to ptr, !dbg !79
  %6 = ptrtoint ptr %data_end to i64, !dbg !79
  %7 = ptrtoint ptr %data to i64, !dbg !79
  %len = sub i64 %6, %7, !dbg !79
  %8 = trunc i64 %len to i32, !dbg !79
  %len1 = getelementptr i8, ptr %1, i64 48, !dbg !79
  store i32 %8, ptr %len1, align 4, !dbg !79
  %9 = getelementptr i8, ptr %data, i64 14, !dbg !79
  %10 = icmp ule ptr %9, %data_end, !dbg !79
  br i1 %10, label %eth, label %done, !dbg !79

done:                                             ; preds = %ip6.later.frag, %ip6.known, %ip6.ext133, %ip6.ext133, %ip6.ext133, %ip6.ext133, %ip6.ext133, %ip6.ext.frag132, %ip6.ext141, %ip6.ext.ah131, %ip6.ext137, %ip6.ext.std130, %ip6.ext.frag114, %ip6.ext123, %ip6.ext.ah113, %ip6.ext119, %ip6.ext.std112, %ip6.ext.frag96, %ip6.ext105, %ip6.ext.ah95, %ip6.ext101, %ip6.ext.std94, %ip6.ext.frag78, %ip6.ext87, %ip6.ext.ah77, %ip6.ext83, %ip6.ext.std76, %ip6.ext.frag60, %ip6.ext69, %ip6.ext.ah59, %ip6.ext65, %ip6.ext.std58, %ip6.ext.frag42, %ip6.ext51, %ip6.ext.ah41, %ip6.ext47, %ip6.ext.std40, %ip6.ext.frag24, %ip6.ext33, %ip6.ext.ah23, %ip6.ext29, %ip6.ext.std22, %ip6.ext.frag, %ip6.ext18, %ip6.ext.ah, %ip6.ext15, %ip6.ext.std, %ip6.hdr, %ip6, %ip4.valid, %ip4.ihl, %ip4.version, %ip4.options, %ip4, %l3, %vlan2.whole, %vlan2, %vlan1, %body
  %11 = load i32, ptr %flags, align 4, !dbg !79
  %flags148 = getelementptr i8, ptr %1, i64 52, !dbg !79
  store i32 %11, ptr %flags148, align 4, !dbg !79
  %12 = load i8, ptr %proto, align 1, !dbg !79
  %proto149 = getelementptr i8, ptr %1, i64 64, !dbg !79
  store i8 %12, ptr %proto149, align 1, !dbg !79
  br label %ret, !dbg !79

ret:                                              ; preds = %done, %entry
  ret i32 0, !dbg !79

l3:                                               ; preds = %vlan2.whole, %vlan1.whole, %eth
  %key = phi i64 [ %16, %eth ], [ %25, %vlan1.whole ], [ %34, %vlan2.whole ], !dbg !79
  %off = phi i64 [ 14, %eth ], [ 18, %vlan1.whole ], [ 22, %vlan2.whole ], !dbg !79
  switch i64 %key, label %done [
    i64 2048, label %ip4
    i64 34525, label %ip6
  ], !dbg !79

eth:                                              ; preds = %body
  %13 = getelementptr i8, ptr %data, i64 12, !dbg !79
  %14 = load i16, ptr %13, align 2, !dbg !79
  %15 = call i16 @llvm.bswap.i16(i16 %14), !dbg !79
  %16 = zext i16 %15 to i64, !dbg !79
  %17 = icmp eq i64 %16, 33024, !dbg !79
  %18 = icmp eq i64 %16, 34984, !dbg !79
  %19 = or i1 %17, %18, !dbg !79
  br i1 %19, label %vlan1, label %l3, !dbg !79

vlan1:                                            ; preds = %eth
  %20 = getelementptr i8, ptr %data, i64 18, !dbg !79
  %21 = icmp ule ptr %20, %data_end, !dbg !79
  br i1 %21, label %vlan1.whole, label %done, !dbg !79

vlan1.whole:                                      ; preds = %vlan1
  %22 = getelementptr i8, ptr %data, i64 16, !dbg !79
  %23 = load i16, ptr %22, align 2, !dbg !79
  %24 = call i16 @llvm.bswap.i16(i16 %23), !dbg !79
  %25 = zext i16 %24 to i64, !dbg !79
  %26 = icmp eq i64 %25, 33024, !dbg !79
  %27 = icmp eq i64 %25, 34984, !dbg !79
  %28 = or i1 %26, %27, !dbg !79
  br i1 %28, label %vlan2, label %l3, !dbg !79

vlan2:                                            ; preds = %vlan1.whole
  %29 = getelementptr i8, ptr %data, i64 22, !dbg !79
  %30 = icmp ule ptr %29, %data_end, !dbg !79
  br i1 %30, label %vlan2.whole, label %done, !dbg !79

vlan2.whole:                                      ; preds = %vlan2
  %31 = getelementptr i8, ptr %data, i64 20, !dbg !79
  %32 = load i16, ptr %31, align 2, !dbg !79
  %33 = call i16 @llvm.bswap.i16(i16 %32), !dbg !79
  %34 = zext i16 %33 to i64, !dbg !79
  %35 = icmp eq i64 %34, 33024, !dbg !79
  %36 = icmp eq i64 %34, 34984, !dbg !79
  %37 = or i1 %35, %36, !dbg !79
  br i1 %37, label %done, label %l3, !dbg !79

ip4:                                              ; preds = %l3
  %hdr = getelementptr i8, ptr %data, i64 %off, !dbg !79
  %38 = call ptr @llvm.bpf.passthrough.p0.p0(i32 0, ptr %hdr), !dbg !79
  %39 = getelementptr i8, ptr %38, i64 20, !dbg !79
  %40 = icmp ule ptr %39, %data_end, !dbg !79
  br i1 %40, label %ip4.hdr, label %done, !dbg !79

ip6:                                              ; preds = %l3
  %hdr5 = getelementptr i8, ptr %data, i64 %off, !dbg !79
  %41 = call ptr @llvm.bpf.passthrough.p0.p0(i32 2, ptr %hdr5), !dbg !79
  %42 = getelementptr i8, ptr %41, i64 40, !dbg !79
  %43 = icmp ule ptr %42, %data_end, !dbg !79
  br i1 %43, label %ip6.hdr, label %done, !dbg !79

ip4.hdr:                                          ; preds = %ip4
  %44 = getelementptr i8, ptr %38, i64 0, !dbg !79
  %45 = load i8, ptr %44, align 1, !dbg !79
  %46 = zext i8 %45 to i64, !dbg !79
  %47 = add i64 %off, 20, !dbg !79
  %48 = icmp eq i64 %46, 69, !dbg !79
  br i1 %48, label %ip4.valid, label %ip4.options, !dbg !79

ip4.options:                                      ; preds = %ip4.hdr
  %49 = lshr i64 %46, 4, !dbg !79
  %50 = icmp eq i64 %49, 4, !dbg !79
  br i1 %50, label %ip4.version, label %done, !dbg !79

ip4.valid:                                        ; preds = %ip4.whole, %ip4.hdr
  %l4off = phi i64 [ %47, %ip4.hdr ], [ %60, %ip4.whole ], !dbg !79
  %51 = load i32, ptr %flags, align 4, !dbg !79
  %52 = or i32 %51, 16, !dbg !79
  store i32 %52, ptr %flags, align 4, !dbg !79
  %53 = getelementptr i8, ptr %38, i64 9, !dbg !79
  %54 = load i8, ptr %53, align 1, !dbg !79
  %55 = zext i8 %54 to i64, !dbg !79
  %56 = trunc i64 %55 to i8, !dbg !79
  store i8 %56, ptr %proto, align 1, !dbg !79
  br label %done, !dbg !79

ip4.version:                                      ; preds = %ip4.options
  %57 = and i64 %46, 15, !dbg !79
  %58 = icmp uge i64 %57, 5, !dbg !79
  br i1 %58, label %ip4.ihl, label %done, !dbg !79

ip4.ihl:                                          ; preds = %ip4.version
  %59 = shl i64 %57, 2, !dbg !79
  %60 = add i64 %off, %59, !dbg !79
  %hdr4 = getelementptr i8, ptr %data, i64 %60, !dbg !79
  %61 = call ptr @llvm.bpf.passthrough.p0.p0(i32 1, ptr %hdr4), !dbg !79
  %62 = icmp ule ptr %61, %data_end, !dbg !79
  br i1 %62, label %ip4.whole, label %done, !dbg !79

ip4.whole:                                        ; preds = %ip4.ihl
  br label %ip4.valid, !dbg !79

ip6.hdr:                                          ; preds = %ip6
  %63 = getelementptr i8, ptr %41, i64 0, !dbg !79
  %64 = load i8, ptr %63, align 1, !dbg !79
  %65 = zext i8 %64 to i64, !dbg !79
  %66 = lshr i64 %65, 4, !dbg !79
  %67 = icmp eq i64 %66, 6, !dbg !79
  br i1 %67, label %ip6.version, label %done, !dbg !79

ip6.version:                                      ; preds = %ip6.hdr
  %68 = getelementptr i8, ptr %41, i64 6, !dbg !79
  %69 = load i8, ptr %68, align 1, !dbg !79
  %70 = zext i8 %69 to i64, !dbg !79
  %71 = add i64 %off, 40, !dbg !79
  br label %ip6.ext0, !dbg !79

ip6.known:                                        ; preds = %ip6.ext133, %ip6.ext115, %ip6.ext97, %ip6.ext79, %ip6.ext61, %ip6.ext43, %ip6.ext25, %ip6.ext, %ip6.ext0
  %key6 = phi i64 [ %key10, %ip6.ext0 ], [ %key12, %ip6.ext ], [ %key26, %ip6.ext25 ], [ %key44, %ip6.ext43 ], [ %key62, %ip6.ext61 ], [ %key80, %ip6.ext79 ], [ %key98, %ip6.ext97 ], [ %key116, %ip6.ext115 ], [ %key134, %ip6.ext133 ], !dbg !79
  %off7 = phi i64 [ %off11, %ip6.ext0 ], [ %off13, %ip6.ext ], [ %off27, %ip6.ext25 ], [ %off45, %ip6.ext43 ], [ %off63, %ip6.ext61 ], [ %off81, %ip6.ext79 ], [ %off99, %ip6.ext97 ], [ %off117, %ip6.ext115 ], [ %off135, %ip6.ext133 ], !dbg !79
  %72 = trunc i64 %key6 to i8, !dbg !79
  store i8 %72, ptr %proto, align 1, !dbg !79
  %73 = load i32, ptr %flags, align 4, !dbg !79
  %74 = or i32 %73, 16, !dbg !79
  store i32 %74, ptr %flags, align 4, !dbg !79
  br label %done, !dbg !79

ip6.later.frag:                                   ; preds = %ip6.frag.later147, %ip6.frag.later129, %ip6.frag.later111, %ip6.frag.later93, %ip6.frag.later75, %ip6.frag.later57, %ip6.frag.later39, %ip6.frag.later
  %key8 = phi i64 [ %111, %ip6.frag.later ], [ %152, %ip6.frag.later39 ], [ %193, %ip6.frag.later57 ], [ %234, %ip6.frag.later75 ], [ %275, %ip6.frag.later93 ], [ %316, %ip6.frag.later111 ], [ %357, %ip6.frag.later129 ], [ %398, %ip6.frag.later147 ], !dbg !79
  %off9 = phi i64 [ %off11, %ip6.frag.later ], [ %off13, %ip6.frag.later39 ], [ %off27, %ip6.frag.later57 ], [ %off45, %ip6.frag.later75 ], [ %off63, %ip6.frag.later93 ], [ %off81, %ip6.frag.later111 ], [ %off99, %ip6.frag.later129 ], [ %off117, %ip6.frag.later147 ], !dbg !79
  %75 = trunc i64 %key8 to i8, !dbg !79
  store i8 %75, ptr %proto, align 1, !dbg !79
  %76 = load i32, ptr %flags, align 4, !dbg !79
  %77 = or i32 %76, 16, !dbg !79
  store i32 %77, ptr %flags, align 4, !dbg !79
  br label %done, !dbg !79

ip6.ext0:                                         ; preds = %ip6.version
  %key10 = phi i64 [ %70, %ip6.version ], !dbg !79
  %off11 = phi i64 [ %71, %ip6.version ], !dbg !79
  switch i64 %key10, label %ip6.known [
    i64 0, label %ip6.ext.std
    i64 43, label %ip6.ext.std
    i64 60, label %ip6.ext.std
    i64 44, label %ip6.ext.frag
    i64 51, label %ip6.ext.ah
  ], !dbg !79

ip6.ext.std:                                      ; preds = %ip6.ext0, %ip6.ext0, %ip6.ext0
  %hdr14 = getelementptr i8, ptr %data, i64 %off11, !dbg !79
  %78 = call ptr @llvm.bpf.passthrough.p0.p0(i32 3, ptr %hdr14), !dbg !79
  %79 = getelementptr i8, ptr %78, i64 8, !dbg !79
  %80 = icmp ule ptr %79, %data_end, !dbg !79
  br i1 %80, label %ip6.ext15, label %done, !dbg !79

ip6.ext.ah:                                       ; preds = %ip6.ext0
  %hdr17 = getelementptr i8, ptr %data, i64 %off11, !dbg !79
  %81 = call ptr @llvm.bpf.passthrough.p0.p0(i32 5, ptr %hdr17), !dbg !79
  %82 = getelementptr i8, ptr %81, i64 8, !dbg !79
  %83 = icmp ule ptr %82, %data_end, !dbg !79
  br i1 %83, label %ip6.ext18, label %done, !dbg !79

ip6.ext.frag:                                     ; preds = %ip6.ext0
  %hdr21 = getelementptr i8, ptr %data, i64 %off11, !dbg !79
  %84 = call ptr @llvm.bpf.passthrough.p0.p0(i32 7, ptr %hdr21), !dbg !79
  %85 = getelementptr i8, ptr %84, i64 8, !dbg !79
  %86 = icmp ule ptr %85, %data_end, !dbg !79
  br i1 %86, label %ip6.frag, label %done, !dbg !79

ip6.ext:                                          ; preds = %ip6.frag.first, %ip6.ext.whole20, %ip6.ext.whole
  %key12 = phi i64 [ %97, %ip6.ext.whole ], [ %108, %ip6.ext.whole20 ], [ %111, %ip6.frag.first ], !dbg !79
  %off13 = phi i64 [ %92, %ip6.ext.whole ], [ %103, %ip6.ext.whole20 ], [ %118, %ip6.frag.first ], !dbg !79
  switch i64 %key12, label %ip6.known [
    i64 0, label %ip6.ext.std22
    i64 43, label %ip6.ext.std22
    i64 60, label %ip6.ext.std22
    i64 44, label %ip6.ext.frag24
    i64 51, label %ip6.ext.ah23
  ], !dbg !79

ip6.ext15:                                        ; preds = %ip6.ext.std
  %87 = getelementptr i8, ptr %78, i64 1, !dbg !79
  %88 = load i8, ptr %87, align 1, !dbg !79
  %89 = zext i8 %88 to i64, !dbg !79
  %90 = add i64 %89, 1, !dbg !79
  %91 = shl i64 %90, 3, !dbg !79
  %92 = add i64 %off11, %91, !dbg !79
  %hdr16 = getelementptr i8, ptr %data, i64 %92, !dbg !79
  %93 = call ptr @llvm.bpf.passthrough.p0.p0(i32 4, ptr %hdr16), !dbg !79
  %94 = icmp ule ptr %93, %data_end, !dbg !79
  br i1 %94, label %ip6.ext.whole, label %done, !dbg !79

ip6.ext.whole:                                    ; preds = %ip6.ext15
  %95 = getelementptr i8, ptr %78, i64 0, !dbg !79
  %96 = load i8, ptr %95, align 1, !dbg !79
  %97 = zext i8 %96 to i64, !dbg !79
  br label %ip6.ext, !dbg !79

ip6.ext18:                                        ; preds = %ip6.ext.ah
  %98 = getelementptr i8, ptr %81, i64 1, !dbg !79
  %99 = load i8, ptr %98, align 1, !dbg !79
  %100 = zext i8 %99 to i64, !dbg !79
  %101 = add i64 %100, 2, !dbg !79
  %102 = shl i64 %101, 2, !dbg !79
  %103 = add i64 %off11, %102, !dbg !79
  %hdr19 = getelementptr i8, ptr %data, i64 %103, !dbg !79
  %104 = call ptr @llvm.bpf.passthrough.p0.p0(i32 6, ptr %hdr19), !dbg !79
  %105 = icmp ule ptr %104, %data_end, !dbg !79
  br i1 %105, label %ip6.ext.whole20, label %done, !dbg !79

ip6.ext.whole20:                                  ; preds = %ip6.ext18
  %106 = getelementptr i8, ptr %81, i64 0, !dbg !79
  %107 = load i8, ptr %106, align 1, !dbg !79
  %108 = zext i8 %107 to i64, !dbg !79
  br label %ip6.ext, !dbg !79

ip6.frag:                                         ; preds = %ip6.ext.frag
  %109 = getelementptr i8, ptr %84, i64 0, !dbg !79
  %110 = load i8, ptr %109, align 1, !dbg !79
  %111 = zext i8 %110 to i64, !dbg !79
  %112 = getelementptr i8, ptr %84, i64 2, !dbg !79
  %113 = load i16, ptr %112, align 2, !dbg !79
  %114 = call i16 @llvm.bswap.i16(i16 %113), !dbg !79
  %115 = zext i16 %114 to i64, !dbg !79
  %116 = and i64 %115, 65528, !dbg !79
  %117 = icmp eq i64 %116, 0, !dbg !79
  br i1 %117, label %ip6.frag.first, label %ip6.frag.later, !dbg !79

ip6.frag.first:                                   ; preds = %ip6.frag
  %118 = add i64 %off11, 8, !dbg !79
  br label %ip6.ext, !dbg !79

ip6.frag.later:                                   ; preds = %ip6.frag
  br label %ip6.later.frag, !dbg !79

ip6.ext.std22:                                    ; preds = %ip6.ext, %ip6.ext, %ip6.ext
  %hdr28 = getelementptr i8, ptr %data, i64 %off13, !dbg !79
  %119 = call ptr @llvm.bpf.passthrough.p0.p0(i32 8, ptr %hdr28), !dbg !79
  %120 = getelementptr i8, ptr %119, i64 8, !dbg !79
  %121 = icmp ule ptr %120, %data_end, !dbg !79
  br i1 %121, label %ip6.ext29, label %done, !dbg !79

ip6.ext.ah23:                                     ; preds = %ip6.ext
  %hdr32 = getelementptr i8, ptr %data, i64 %off13, !dbg !79
  %122 = call ptr @llvm.bpf.passthrough.p0.p0(i32 10, ptr %hdr32), !dbg !79
  %123 = getelementptr i8, ptr %122, i64 8, !dbg !79
  %124 = icmp ule ptr %123, %data_end, !dbg !79
  br i1 %124, label %ip6.ext33, label %done, !dbg !79

ip6.ext.frag24:                                   ; preds = %ip6.ext
  %hdr36 = getelementptr i8, ptr %data, i64 %off13, !dbg !79
  %125 = call ptr @llvm.bpf.passthrough.p0.p0(i32 12, ptr %hdr36), !dbg !79
  %126 = getelementptr i8, ptr %125, i64 8, !dbg !79
  %127 = icmp ule ptr %126, %data_end, !dbg !79
  br i1 %127, label %ip6.frag37, label %done, !dbg !79

ip6.ext25:                                        ; preds = %ip6.frag.first38, %ip6.ext.whole35, %ip6.ext.whole31
  %key26 = phi i64 [ %138, %ip6.ext.whole31 ], [ %149, %ip6.ext.whole35 ], [ %152, %ip6.frag.first38 ], !dbg !79
  %off27 = phi i64 [ %133, %ip6.ext.whole31 ], [ %144, %ip6.ext.whole35 ], [ %159, %ip6.frag.first38 ], !dbg !79
  switch i64 %key26, label %ip6.known [
    i64 0, label %ip6.ext.std40
    i64 43, label %ip6.ext.std40
    i64 60, label %ip6.ext.std40
    i64 44, label %ip6.ext.frag42
    i64 51, label %ip6.ext.ah41
  ], !dbg !79

ip6.ext29:                                        ; preds = %ip6.ext.std22
  %128 = getelementptr i8, ptr %119, i64 1, !dbg !79
  %129 = load i8, ptr %128, align 1, !dbg !79
  %130 = zext i8 %129 to i64, !dbg !79
  %131 = add i64 %130, 1, !dbg !79
  %132 = shl i64 %131, 3, !dbg !79
  %133 = add i64 %off13, %132, !dbg !79
  %hdr30 = getelementptr i8, ptr %data, i64 %133, !dbg !79
  %134 = call ptr @llvm.bpf.passthrough.p0.p0(i32 9, ptr %hdr30), !dbg !79
  %135 = icmp ule ptr %134, %data_end, !dbg !79
  br i1 %135, label %ip6.ext.whole31, label %done, !dbg !79

ip6.ext.whole31:                                  ; preds = %ip6.ext29
  %136 = getelementptr i8, ptr %119, i64 0, !dbg !79
  %137 = load i8, ptr %136, align 1, !dbg !79
  %138 = zext i8 %137 to i64, !dbg !79
  br label %ip6.ext25, !dbg !79

ip6.ext33:                                        ; preds = %ip6.ext.ah23
  %139 = getelementptr i8, ptr %122, i64 1, !dbg !79
  %140 = load i8, ptr %139, align 1, !dbg !79
  %141 = zext i8 %140 to i64, !dbg !79
  %142 = add i64 %141, 2, !dbg !79
  %143 = shl i64 %142, 2, !dbg !79
  %144 = add i64 %off13, %143, !dbg !79
  %hdr34 = getelementptr i8, ptr %data, i64 %144, !dbg !79
  %145 = call ptr @llvm.bpf.passthrough.p0.p0(i32 11, ptr %hdr34), !dbg !79
  %146 = icmp ule ptr %145, %data_end, !dbg !79
  br i1 %146, label %ip6.ext.whole35, label %done, !dbg !79

ip6.ext.whole35:                                  ; preds = %ip6.ext33
  %147 = getelementptr i8, ptr %122, i64 0, !dbg !79
  %148 = load i8, ptr %147, align 1, !dbg !79
  %149 = zext i8 %148 to i64, !dbg !79
  br label %ip6.ext25, !dbg !79

ip6.frag37:                                       ; preds = %ip6.ext.frag24
  %150 = getelementptr i8, ptr %125, i64 0, !dbg !79
  %151 = load i8, ptr %150, align 1, !dbg !79
  %152 = zext i8 %151 to i64, !dbg !79
  %153 = getelementptr i8, ptr %125, i64 2, !dbg !79
  %154 = load i16, ptr %153, align 2, !dbg !79
  %155 = call i16 @llvm.bswap.i16(i16 %154), !dbg !79
  %156 = zext i16 %155 to i64, !dbg !79
  %157 = and i64 %156, 65528, !dbg !79
  %158 = icmp eq i64 %157, 0, !dbg !79
  br i1 %158, label %ip6.frag.first38, label %ip6.frag.later39, !dbg !79

ip6.frag.first38:                                 ; preds = %ip6.frag37
  %159 = add i64 %off13, 8, !dbg !79
  br label %ip6.ext25, !dbg !79

ip6.frag.later39:                                 ; preds = %ip6.frag37
  br label %ip6.later.frag, !dbg !79

ip6.ext.std40:                                    ; preds = %ip6.ext25, %ip6.ext25, %ip6.ext25
  %hdr46 = getelementptr i8, ptr %data, i64 %off27, !dbg !79
  %160 = call ptr @llvm.bpf.passthrough.p0.p0(i32 13, ptr %hdr46), !dbg !79
  %161 = getelementptr i8, ptr %160, i64 8, !dbg !79
  %162 = icmp ule ptr %161, %data_end, !dbg !79
  br i1 %162, label %ip6.ext47, label %done, !dbg !79

ip6.ext.ah41:                                     ; preds = %ip6.ext25
  %hdr50 = getelementptr i8, ptr %data, i64 %off27, !dbg !79
  %163 = call ptr @llvm.bpf.passthrough.p0.p0(i32 15, ptr %hdr50), !dbg !79
  %164 = getelementptr i8, ptr %163, i64 8, !dbg !79
  %165 = icmp ule ptr %164, %data_end, !dbg !79
  br i1 %165, label %ip6.ext51, label %done, !dbg !79

ip6.ext.frag42:                                   ; preds = %ip6.ext25
  %hdr54 = getelementptr i8, ptr %data, i64 %off27, !dbg !79
  %166 = call ptr @llvm.bpf.passthrough.p0.p0(i32 17, ptr %hdr54), !dbg !79
  %167 = getelementptr i8, ptr %166, i64 8, !dbg !79
  %168 = icmp ule ptr %167, %data_end, !dbg !79
  br i1 %168, label %ip6.frag55, label %done, !dbg !79

ip6.ext43:                                        ; preds = %ip6.frag.first56, %ip6.ext.whole53, %ip6.ext.whole49
  %key44 = phi i64 [ %179, %ip6.ext.whole49 ], [ %190, %ip6.ext.whole53 ], [ %193, %ip6.frag.first56 ], !dbg !79
  %off45 = phi i64 [ %174, %ip6.ext.whole49 ], [ %185, %ip6.ext.whole53 ], [ %200, %ip6.frag.first56 ], !dbg !79
  switch i64 %key44, label %ip6.known [
    i64 0, label %ip6.ext.std58
    i64 43, label %ip6.ext.std58
    i64 60, label %ip6.ext.std58
    i64 44, label %ip6.ext.frag60
    i64 51, label %ip6.ext.ah59
  ], !dbg !79

ip6.ext47:                                        ; preds = %ip6.ext.std40
  %169 = getelementptr i8, ptr %160, i64 1, !dbg !79
  %170 = load i8, ptr %169, align 1, !dbg !79
  %171 = zext i8 %170 to i64, !dbg !79
  %172 = add i64 %171, 1, !dbg !79
  %173 = shl i64 %172, 3, !dbg !79
  %174 = add i64 %off27, %173, !dbg !79
  %hdr48 = getelementptr i8, ptr %data, i64 %174, !dbg !79
  %175 = call ptr @llvm.bpf.passthrough.p0.p0(i32 14, ptr %hdr48), !dbg !79
  %176 = icmp ule ptr %175, %data_end, !dbg !79
  br i1 %176, label %ip6.ext.whole49, label %done, !dbg !79

ip6.ext.whole49:                                  ; preds = %ip6.ext47
  %177 = getelementptr i8, ptr %160, i64 0, !dbg !79
  %178 = load i8, ptr %177, align 1, !dbg !79
  %179 = zext i8 %178 to i64, !dbg !79
  br label %ip6.ext43, !dbg !79

ip6.ext51:                                        ; preds = %ip6.ext.ah41
  %180 = getelementptr i8, ptr %163, i64 1, !dbg !79
  %181 = load i8, ptr %180, align 1, !dbg !79
  %182 = zext i8 %181 to i64, !dbg !79
  %183 = add i64 %182, 2, !dbg !79
  %184 = shl i64 %183, 2, !dbg !79
  %185 = add i64 %off27, %184, !dbg !79
  %hdr52 = getelementptr i8, ptr %data, i64 %185, !dbg !79
  %186 = call ptr @llvm.bpf.passthrough.p0.p0(i32 16, ptr %hdr52), !dbg !79
  %187 = icmp ule ptr %186, %data_end, !dbg !79
  br i1 %187, label %ip6.ext.whole53, label %done, !dbg !79

ip6.ext.whole53:                                  ; preds = %ip6.ext51
  %188 = getelementptr i8, ptr %163, i64 0, !dbg !79
  %189 = load i8, ptr %188, align 1, !dbg !79
  %190 = zext i8 %189 to i64, !dbg !79
  br label %ip6.ext43, !dbg !79

ip6.frag55:                                       ; preds = %ip6.ext.frag42
  %191 = getelementptr i8, ptr %166, i64 0, !dbg !79
  %192 = load i8, ptr %191, align 1, !dbg !79
  %193 = zext i8 %192 to i64, !dbg !79
  %194 = getelementptr i8, ptr %166, i64 2, !dbg !79
  %195 = load i16, ptr %194, align 2, !dbg !79
  %196 = call i16 @llvm.bswap.i16(i16 %195), !dbg !79
  %197 = zext i16 %196 to i64, !dbg !79
  %198 = and i64 %197, 65528, !dbg !79
  %199 = icmp eq i64 %198, 0, !dbg !79
  br i1 %199, label %ip6.frag.first56, label %ip6.frag.later57, !dbg !79

ip6.frag.first56:                                 ; preds = %ip6.frag55
  %200 = add i64 %off27, 8, !dbg !79
  br label %ip6.ext43, !dbg !79

ip6.frag.later57:                                 ; preds = %ip6.frag55
  br label %ip6.later.frag, !dbg !79

ip6.ext.std58:                                    ; preds = %ip6.ext43, %ip6.ext43, %ip6.ext43
  %hdr64 = getelementptr i8, ptr %data, i64 %off45, !dbg !79
  %201 = call ptr @llvm.bpf.passthrough.p0.p0(i32 18, ptr %hdr64), !dbg !79
  %202 = getelementptr i8, ptr %201, i64 8, !dbg !79
  %203 = icmp ule ptr %202, %data_end, !dbg !79
  br i1 %203, label %ip6.ext65, label %done, !dbg !79

ip6.ext.ah59:                                     ; preds = %ip6.ext43
  %hdr68 = getelementptr i8, ptr %data, i64 %off45, !dbg !79
  %204 = call ptr @llvm.bpf.passthrough.p0.p0(i32 20, ptr %hdr68), !dbg !79
  %205 = getelementptr i8, ptr %204, i64 8, !dbg !79
  %206 = icmp ule ptr %205, %data_end, !dbg !79
  br i1 %206, label %ip6.ext69, label %done, !dbg !79

ip6.ext.frag60:                                   ; preds = %ip6.ext43
  %hdr72 = getelementptr i8, ptr %data, i64 %off45, !dbg !79
  %207 = call ptr @llvm.bpf.passthrough.p0.p0(i32 22, ptr %hdr72), !dbg !79
  %208 = getelementptr i8, ptr %207, i64 8, !dbg !79
  %209 = icmp ule ptr %208, %data_end, !dbg !79
  br i1 %209, label %ip6.frag73, label %done, !dbg !79

ip6.ext61:                                        ; preds = %ip6.frag.first74, %ip6.ext.whole71, %ip6.ext.whole67
  %key62 = phi i64 [ %220, %ip6.ext.whole67 ], [ %231, %ip6.ext.whole71 ], [ %234, %ip6.frag.first74 ], !dbg !79
  %off63 = phi i64 [ %215, %ip6.ext.whole67 ], [ %226, %ip6.ext.whole71 ], [ %241, %ip6.frag.first74 ], !dbg !79
  switch i64 %key62, label %ip6.known [
    i64 0, label %ip6.ext.std76
    i64 43, label %ip6.ext.std76
    i64 60, label %ip6.ext.std76
    i64 44, label %ip6.ext.frag78
    i64 51, label %ip6.ext.ah77
  ], !dbg !79

ip6.ext65:                                        ; preds = %ip6.ext.std58
  %210 = getelementptr i8, ptr %201, i64 1, !dbg !79
  %211 = load i8, ptr %210, align 1, !dbg !79
  %212 = zext i8 %211 to i64, !dbg !79
  %213 = add i64 %212, 1, !dbg !79
  %214 = shl i64 %213, 3, !dbg !79
  %215 = add i64 %off45, %214, !dbg !79
  %hdr66 = getelementptr i8, ptr %data, i64 %215, !dbg !79
  %216 = call ptr @llvm.bpf.passthrough.p0.p0(i32 19, ptr %hdr66), !dbg !79
  %217 = icmp ule ptr %216, %data_end, !dbg !79
  br i1 %217, label %ip6.ext.whole67, label %done, !dbg !79

ip6.ext.whole67:                                  ; preds = %ip6.ext65
  %218 = getelementptr i8, ptr %201, i64 0, !dbg !79
  %219 = load i8, ptr %218, align 1, !dbg !79
  %220 = zext i8 %219 to i64, !dbg !79
  br label %ip6.ext61, !dbg !79

ip6.ext69:                                        ; preds = %ip6.ext.ah59
  %221 = getelementptr i8, ptr %204, i64 1, !dbg !79
  %222 = load i8, ptr %221, align 1, !dbg !79
  %223 = zext i8 %222 to i64, !dbg !79
  %224 = add i64 %223, 2, !dbg !79
  %225 = shl i64 %224, 2, !dbg !79
  %226 = add i64 %off45, %225, !dbg !79
  %hdr70 = getelementptr i8, ptr %data, i64 %226, !dbg !79
  %227 = call ptr @llvm.bpf.passthrough.p0.p0(i32 21, ptr %hdr70), !dbg !79
  %228 = icmp ule ptr %227, %data_end, !dbg !79
  br i1 %228, label %ip6.ext.whole71, label %done, !dbg !79

ip6.ext.whole71:                                  ; preds = %ip6.ext69
  %229 = getelementptr i8, ptr %204, i64 0, !dbg !79
  %230 = load i8, ptr %229, align 1, !dbg !79
  %231 = zext i8 %230 to i64, !dbg !79
  br label %ip6.ext61, !dbg !79

ip6.frag73:                                       ; preds = %ip6.ext.frag60
  %232 = getelementptr i8, ptr %207, i64 0, !dbg !79
  %233 = load i8, ptr %232, align 1, !dbg !79
  %234 = zext i8 %233 to i64, !dbg !79
  %235 = getelementptr i8, ptr %207, i64 2, !dbg !79
  %236 = load i16, ptr %235, align 2, !dbg !79
  %237 = call i16 @llvm.bswap.i16(i16 %236), !dbg !79
  %238 = zext i16 %237 to i64, !dbg !79
  %239 = and i64 %238, 65528, !dbg !79
  %240 = icmp eq i64 %239, 0, !dbg !79
  br i1 %240, label %ip6.frag.first74, label %ip6.frag.later75, !dbg !79

ip6.frag.first74:                                 ; preds = %ip6.frag73
  %241 = add i64 %off45, 8, !dbg !79
  br label %ip6.ext61, !dbg !79

ip6.frag.later75:                                 ; preds = %ip6.frag73
  br label %ip6.later.frag, !dbg !79

ip6.ext.std76:                                    ; preds = %ip6.ext61, %ip6.ext61, %ip6.ext61
  %hdr82 = getelementptr i8, ptr %data, i64 %off63, !dbg !79
  %242 = call ptr @llvm.bpf.passthrough.p0.p0(i32 23, ptr %hdr82), !dbg !79
  %243 = getelementptr i8, ptr %242, i64 8, !dbg !79
  %244 = icmp ule ptr %243, %data_end, !dbg !79
  br i1 %244, label %ip6.ext83, label %done, !dbg !79

ip6.ext.ah77:                                     ; preds = %ip6.ext61
  %hdr86 = getelementptr i8, ptr %data, i64 %off63, !dbg !79
  %245 = call ptr @llvm.bpf.passthrough.p0.p0(i32 25, ptr %hdr86), !dbg !79
  %246 = getelementptr i8, ptr %245, i64 8, !dbg !79
  %247 = icmp ule ptr %246, %data_end, !dbg !79
  br i1 %247, label %ip6.ext87, label %done, !dbg !79

ip6.ext.frag78:                                   ; preds = %ip6.ext61
  %hdr90 = getelementptr i8, ptr %data, i64 %off63, !dbg !79
  %248 = call ptr @llvm.bpf.passthrough.p0.p0(i32 27, ptr %hdr90), !dbg !79
  %249 = getelementptr i8, ptr %248, i64 8, !dbg !79
  %250 = icmp ule ptr %249, %data_end, !dbg !79
  br i1 %250, label %ip6.frag91, label %done, !dbg !79

ip6.ext79:                                        ; preds = %ip6.frag.first92, %ip6.ext.whole89, %ip6.ext.whole85
  %key80 = phi i64 [ %261, %ip6.ext.whole85 ], [ %272, %ip6.ext.whole89 ], [ %275, %ip6.frag.first92 ], !dbg !79
  %off81 = phi i64 [ %256, %ip6.ext.whole85 ], [ %267, %ip6.ext.whole89 ], [ %282, %ip6.frag.first92 ], !dbg !79
  switch i64 %key80, label %ip6.known [
    i64 0, label %ip6.ext.std94
    i64 43, label %ip6.ext.std94
    i64 60, label %ip6.ext.std94
    i64 44, label %ip6.ext.frag96
    i64 51, label %ip6.ext.ah95
  ], !dbg !79

ip6.ext83:                                        ; preds = %ip6.ext.std76
  %251 = getelementptr i8, ptr %242, i64 1, !dbg !79
  %252 = load i8, ptr %251, align 1, !dbg !79
  %253 = zext i8 %252 to i64, !dbg !79
  %254 = add i64 %253, 1, !dbg !79
  %255 = shl i64 %254, 3, !dbg !79
  %256 = add i64 %off63, %255, !dbg !79
  %hdr84 = getelementptr i8, ptr %data, i64 %256, !dbg !79
  %257 = call ptr @llvm.bpf.passthrough.p0.p0(i32 24, ptr %hdr84), !dbg !79
  %258 = icmp ule ptr %257, %data_end, !dbg !79
  br i1 %258, label %ip6.ext.whole85, label %done, !dbg !79

ip6.ext.whole85:                                  ; preds = %ip6.ext83
  %259 = getelementptr i8, ptr %242, i64 0, !dbg !79
  %260 = load i8, ptr %259, align 1, !dbg !79
  %261 = zext i8 %260 to i64, !dbg !79
  br label %ip6.ext79, !dbg !79

ip6.ext87:                                        ; preds = %ip6.ext.ah77
  %262 = getelementptr i8, ptr %245, i64 1, !dbg !79
  %263 = load i8, ptr %262, align 1, !dbg !79
  %264 = zext i8 %263 to i64, !dbg !79
  %265 = add i64 %264, 2, !dbg !79
  %266 = shl i64 %265, 2, !dbg !79
  %267 = add i64 %off63, %266, !dbg !79
  %hdr88 = getelementptr i8, ptr %data, i64 %267, !dbg !79
  %268 = call ptr @llvm.bpf.passthrough.p0.p0(i32 26, ptr %hdr88), !dbg !79
  %269 = icmp ule ptr %268, %data_end, !dbg !79
  br i1 %269, label %ip6.ext.whole89, label %done, !dbg !79

ip6.ext.whole89:                                  ; preds = %ip6.ext87
  %270 = getelementptr i8, ptr %245, i64 0, !dbg !79
  %271 = load i8, ptr %270, align 1, !dbg !79
  %272 = zext i8 %271 to i64, !dbg !79
  br label %ip6.ext79, !dbg !79

ip6.frag91:                                       ; preds = %ip6.ext.frag78
  %273 = getelementptr i8, ptr %248, i64 0, !dbg !79
  %274 = load i8, ptr %273, align 1, !dbg !79
  %275 = zext i8 %274 to i64, !dbg !79
  %276 = getelementptr i8, ptr %248, i64 2, !dbg !79
  %277 = load i16, ptr %276, align 2, !dbg !79
  %278 = call i16 @llvm.bswap.i16(i16 %277), !dbg !79
  %279 = zext i16 %278 to i64, !dbg !79
  %280 = and i64 %279, 65528, !dbg !79
  %281 = icmp eq i64 %280, 0, !dbg !79
  br i1 %281, label %ip6.frag.first92, label %ip6.frag.later93, !dbg !79

ip6.frag.first92:                                 ; preds = %ip6.frag91
  %282 = add i64 %off63, 8, !dbg !79
  br label %ip6.ext79, !dbg !79

ip6.frag.later93:                                 ; preds = %ip6.frag91
  br label %ip6.later.frag, !dbg !79

ip6.ext.std94:                                    ; preds = %ip6.ext79, %ip6.ext79, %ip6.ext79
  %hdr100 = getelementptr i8, ptr %data, i64 %off81, !dbg !79
  %283 = call ptr @llvm.bpf.passthrough.p0.p0(i32 28, ptr %hdr100), !dbg !79
  %284 = getelementptr i8, ptr %283, i64 8, !dbg !79
  %285 = icmp ule ptr %284, %data_end, !dbg !79
  br i1 %285, label %ip6.ext101, label %done, !dbg !79

ip6.ext.ah95:                                     ; preds = %ip6.ext79
  %hdr104 = getelementptr i8, ptr %data, i64 %off81, !dbg !79
  %286 = call ptr @llvm.bpf.passthrough.p0.p0(i32 30, ptr %hdr104), !dbg !79
  %287 = getelementptr i8, ptr %286, i64 8, !dbg !79
  %288 = icmp ule ptr %287, %data_end, !dbg !79
  br i1 %288, label %ip6.ext105, label %done, !dbg !79

ip6.ext.frag96:                                   ; preds = %ip6.ext79
  %hdr108 = getelementptr i8, ptr %data, i64 %off81, !dbg !79
  %289 = call ptr @llvm.bpf.passthrough.p0.p0(i32 32, ptr %hdr108), !dbg !79
  %290 = getelementptr i8, ptr %289, i64 8, !dbg !79
  %291 = icmp ule ptr %290, %data_end, !dbg !79
  br i1 %291, label %ip6.frag109, label %done, !dbg !79

ip6.ext97:                                        ; preds = %ip6.frag.first110, %ip6.ext.whole107, %ip6.ext.whole103
  %key98 = phi i64 [ %302, %ip6.ext.whole103 ], [ %313, %ip6.ext.whole107 ], [ %316, %ip6.frag.first110 ], !dbg !79
  %off99 = phi i64 [ %297, %ip6.ext.whole103 ], [ %308, %ip6.ext.whole107 ], [ %323, %ip6.frag.first110 ], !dbg !79
  switch i64 %key98, label %ip6.known [
    i64 0, label %ip6.ext.std112
    i64 43, label %ip6.ext.std112
    i64 60, label %ip6.ext.std112
    i64 44, label %ip6.ext.frag114
    i64 51, label %ip6.ext.ah113
  ], !dbg !79

ip6.ext101:                                       ; preds = %ip6.ext.std94
  %292 = getelementptr i8, ptr %283, i64 1, !dbg !79
  %293 = load i8, ptr %292, align 1, !dbg !79
  %294 = zext i8 %293 to i64, !dbg !79
  %295 = add i64 %294, 1, !dbg !79
  %296 = shl i64 %295, 3, !dbg !79
  %297 = add i64 %off81, %296, !dbg !79
  %hdr102 = getelementptr i8, ptr %data, i64 %297, !dbg !79
  %298 = call ptr @llvm.bpf.passthrough.p0.p0(i32 29, ptr %hdr102), !dbg !79
  %299 = icmp ule ptr %298, %data_end, !dbg !79
  br i1 %299, label %ip6.ext.whole103, label %done, !dbg !79

ip6.ext.whole103:                                 ; preds = %ip6.ext101
  %300 = getelementptr i8, ptr %283, i64 0, !dbg !79
  %301 = load i8, ptr %300, align 1, !dbg !79
  %302 = zext i8 %301 to i64, !dbg !79
  br label %ip6.ext97, !dbg !79

ip6.ext105:                                       ; preds = %ip6.ext.ah95
  %303 = getelementptr i8, ptr %286, i64 1, !dbg !79
  %304 = load i8, ptr %303, align 1, !dbg !79
  %305 = zext i8 %304 to i64, !dbg !79
  %306 = add i64 %305, 2, !dbg !79
  %307 = shl i64 %306, 2, !dbg !79
  %308 = add i64 %off81, %307, !dbg !79
  %hdr106 = getelementptr i8, ptr %data, i64 %308, !dbg !79
  %309 = call ptr @llvm.bpf.passthrough.p0.p0(i32 31, ptr %hdr106), !dbg !79
  %310 = icmp ule ptr %309, %data_end, !dbg !79
  br i1 %310, label %ip6.ext.whole107, label %done, !dbg !79

ip6.ext.whole107:                                 ; preds = %ip6.ext105
  %311 = getelementptr i8, ptr %286, i64 0, !dbg !79
  %312 = load i8, ptr %311, align 1, !dbg !79
  %313 = zext i8 %312 to i64, !dbg !79
  br label %ip6.ext97, !dbg !79

ip6.frag109:                                      ; preds = %ip6.ext.frag96
  %314 = getelementptr i8, ptr %289, i64 0, !dbg !79
  %315 = load i8, ptr %314, align 1, !dbg !79
  %316 = zext i8 %315 to i64, !dbg !79
  %317 = getelementptr i8, ptr %289, i64 2, !dbg !79
  %318 = load i16, ptr %317, align 2, !dbg !79
  %319 = call i16 @llvm.bswap.i16(i16 %318), !dbg !79
  %320 = zext i16 %319 to i64, !dbg !79
  %321 = and i64 %320, 65528, !dbg !79
  %322 = icmp eq i64 %321, 0, !dbg !79
  br i1 %322, label %ip6.frag.first110, label %ip6.frag.later111, !dbg !79

ip6.frag.first110:                                ; preds = %ip6.frag109
  %323 = add i64 %off81, 8, !dbg !79
  br label %ip6.ext97, !dbg !79

ip6.frag.later111:                                ; preds = %ip6.frag109
  br label %ip6.later.frag, !dbg !79

ip6.ext.std112:                                   ; preds = %ip6.ext97, %ip6.ext97, %ip6.ext97
  %hdr118 = getelementptr i8, ptr %data, i64 %off99, !dbg !79
  %324 = call ptr @llvm.bpf.passthrough.p0.p0(i32 33, ptr %hdr118), !dbg !79
  %325 = getelementptr i8, ptr %324, i64 8, !dbg !79
  %326 = icmp ule ptr %325, %data_end, !dbg !79
  br i1 %326, label %ip6.ext119, label %done, !dbg !79

ip6.ext.ah113:                                    ; preds = %ip6.ext97
  %hdr122 = getelementptr i8, ptr %data, i64 %off99, !dbg !79
  %327 = call ptr @llvm.bpf.passthrough.p0.p0(i32 35, ptr %hdr122), !dbg !79
  %328 = getelementptr i8, ptr %327, i64 8, !dbg !79
  %329 = icmp ule ptr %328, %data_end, !dbg !79
  br i1 %329, label %ip6.ext123, label %done, !dbg !79

ip6.ext.frag114:                                  ; preds = %ip6.ext97
  %hdr126 = getelementptr i8, ptr %data, i64 %off99, !dbg !79
  %330 = call ptr @llvm.bpf.passthrough.p0.p0(i32 37, ptr %hdr126), !dbg !79
  %331 = getelementptr i8, ptr %330, i64 8, !dbg !79
  %332 = icmp ule ptr %331, %data_end, !dbg !79
  br i1 %332, label %ip6.frag127, label %done, !dbg !79

ip6.ext115:                                       ; preds = %ip6.frag.first128, %ip6.ext.whole125, %ip6.ext.whole121
  %key116 = phi i64 [ %343, %ip6.ext.whole121 ], [ %354, %ip6.ext.whole125 ], [ %357, %ip6.frag.first128 ], !dbg !79
  %off117 = phi i64 [ %338, %ip6.ext.whole121 ], [ %349, %ip6.ext.whole125 ], [ %364, %ip6.frag.first128 ], !dbg !79
  switch i64 %key116, label %ip6.known [
    i64 0, label %ip6.ext.std130
    i64 43, label %ip6.ext.std130
    i64 60, label %ip6.ext.std130
    i64 44, label %ip6.ext.frag132
    i64 51, label %ip6.ext.ah131
  ], !dbg !79

ip6.ext119:                                       ; preds = %ip6.ext.std112
  %333 = getelementptr i8, ptr %324, i64 1, !dbg !79
  %334 = load i8, ptr %333, align 1, !dbg !79
  %335 = zext i8 %334 to i64, !dbg !79
  %336 = add i64 %335, 1, !dbg !79
  %337 = shl i64 %336, 3, !dbg !79
  %338 = add i64 %off99, %337, !dbg !79
  %hdr120 = getelementptr i8, ptr %data, i64 %338, !dbg !79
  %339 = call ptr @llvm.bpf.passthrough.p0.p0(i32 34, ptr %hdr120), !dbg !79
  %340 = icmp ule ptr %339, %data_end, !dbg !79
  br i1 %340, label %ip6.ext.whole121, label %done, !dbg !79

ip6.ext.whole121:                                 ; preds = %ip6.ext119
  %341 = getelementptr i8, ptr %324, i64 0, !dbg !79
  %342 = load i8, ptr %341, align 1, !dbg !79
  %343 = zext i8 %342 to i64, !dbg !79
  br label %ip6.ext115, !dbg !79

ip6.ext123:                                       ; preds = %ip6.ext.ah113
  %344 = getelementptr i8, ptr %327, i64 1, !dbg !79
  %345 = load i8, ptr %344, align 1, !dbg !79
  %346 = zext i8 %345 to i64, !dbg !79
  %347 = add i64 %346, 2, !dbg !79
  %348 = shl i64 %347, 2, !dbg !79
  %349 = add i64 %off99, %348, !dbg !79
  %hdr124 = getelementptr i8, ptr %data, i64 %349, !dbg !79
  %350 = call ptr @llvm.bpf.passthrough.p0.p0(i32 36, ptr %hdr124), !dbg !79
  %351 = icmp ule ptr %350, %data_end, !dbg !79
  br i1 %351, label %ip6.ext.whole125, label %done, !dbg !79

ip6.ext.whole125:                                 ; preds = %ip6.ext123
  %352 = getelementptr i8, ptr %327, i64 0, !dbg !79
  %353 = load i8, ptr %352, align 1, !dbg !79
  %354 = zext i8 %353 to i64, !dbg !79
  br label %ip6.ext115, !dbg !79

ip6.frag127:                                      ; preds = %ip6.ext.frag114
  %355 = getelementptr i8, ptr %330, i64 0, !dbg !79
  %356 = load i8, ptr %355, align 1, !dbg !79
  %357 = zext i8 %356 to i64, !dbg !79
  %358 = getelementptr i8, ptr %330, i64 2, !dbg !79
  %359 = load i16, ptr %358, align 2, !dbg !79
  %360 = call i16 @llvm.bswap.i16(i16 %359), !dbg !79
  %361 = zext i16 %360 to i64, !dbg !79
  %362 = and i64 %361, 65528, !dbg !79
  %363 = icmp eq i64 %362, 0, !dbg !79
  br i1 %363, label %ip6.frag.first128, label %ip6.frag.later129, !dbg !79

ip6.frag.first128:                                ; preds = %ip6.frag127
  %364 = add i64 %off99, 8, !dbg !79
  br label %ip6.ext115, !dbg !79

ip6.frag.later129:                                ; preds = %ip6.frag127
  br label %ip6.later.frag, !dbg !79

ip6.ext.std130:                                   ; preds = %ip6.ext115, %ip6.ext115, %ip6.ext115
  %hdr136 = getelementptr i8, ptr %data, i64 %off117, !dbg !79
  %365 = call ptr @llvm.bpf.passthrough.p0.p0(i32 38, ptr %hdr136), !dbg !79
  %366 = getelementptr i8, ptr %365, i64 8, !dbg !79
  %367 = icmp ule ptr %366, %data_end, !dbg !79
  br i1 %367, label %ip6.ext137, label %done, !dbg !79

ip6.ext.ah131:                                    ; preds = %ip6.ext115
  %hdr140 = getelementptr i8, ptr %data, i64 %off117, !dbg !79
  %368 = call ptr @llvm.bpf.passthrough.p0.p0(i32 40, ptr %hdr140), !dbg !79
  %369 = getelementptr i8, ptr %368, i64 8, !dbg !79
  %370 = icmp ule ptr %369, %data_end, !dbg !79
  br i1 %370, label %ip6.ext141, label %done, !dbg !79

ip6.ext.frag132:                                  ; preds = %ip6.ext115
  %hdr144 = getelementptr i8, ptr %data, i64 %off117, !dbg !79
  %371 = call ptr @llvm.bpf.passthrough.p0.p0(i32 42, ptr %hdr144), !dbg !79
  %372 = getelementptr i8, ptr %371, i64 8, !dbg !79
  %373 = icmp ule ptr %372, %data_end, !dbg !79
  br i1 %373, label %ip6.frag145, label %done, !dbg !79

ip6.ext133:                                       ; preds = %ip6.frag.first146, %ip6.ext.whole143, %ip6.ext.whole139
  %key134 = phi i64 [ %384, %ip6.ext.whole139 ], [ %395, %ip6.ext.whole143 ], [ %398, %ip6.frag.first146 ], !dbg !79
  %off135 = phi i64 [ %379, %ip6.ext.whole139 ], [ %390, %ip6.ext.whole143 ], [ %405, %ip6.frag.first146 ], !dbg !79
  switch i64 %key134, label %ip6.known [
    i64 0, label %done
    i64 43, label %done
    i64 60, label %done
    i64 44, label %done
    i64 51, label %done
  ], !dbg !79

ip6.ext137:                                       ; preds = %ip6.ext.std130
  %374 = getelementptr i8, ptr %365, i64 1, !dbg !79
  %375 = load i8, ptr %374, align 1, !dbg !79
  %376 = zext i8 %375 to i64, !dbg !79
  %377 = add i64 %376, 1, !dbg !79
  %378 = shl i64 %377, 3, !dbg !79
  %379 = add i64 %off117, %378, !dbg !79
  %hdr138 = getelementptr i8, ptr %data, i64 %379, !dbg !79
  %380 = call ptr @llvm.bpf.passthrough.p0.p0(i32 39, ptr %hdr138), !dbg !79
  %381 = icmp ule ptr %380, %data_end, !dbg !79
  br i1 %381, label %ip6.ext.whole139, label %done, !dbg !79

ip6.ext.whole139:                                 ; preds = %ip6.ext137
  %382 = getelementptr i8, ptr %365, i64 0, !dbg !79
  %383 = load i8, ptr %382, align 1, !dbg !79
  %384 = zext i8 %383 to i64, !dbg !79
  br label %ip6.ext133, !dbg !79

ip6.ext141:                                       ; preds = %ip6.ext.ah131
  %385 = getelementptr i8, ptr %368, i64 1, !dbg !79
  %386 = load i8, ptr %385, align 1, !dbg !79
  %387 = zext i8 %386 to i64, !dbg !79
  %388 = add i64 %387, 2, !dbg !79
  %389 = shl i64 %388, 2, !dbg !79
  %390 = add i64 %off117, %389, !dbg !79
  %hdr142 = getelementptr i8, ptr %data, i64 %390, !dbg !79
  %391 = call ptr @llvm.bpf.passthrough.p0.p0(i32 41, ptr %hdr142), !dbg !79
  %392 = icmp ule ptr %391, %data_end, !dbg !79
  br i1 %392, label %ip6.ext.whole143, label %done, !dbg !79

ip6.ext.whole143:                                 ; preds = %ip6.ext141
  %393 = getelementptr i8, ptr %368, i64 0, !dbg !79
  %394 = load i8, ptr %393, align 1, !dbg !79
  %395 = zext i8 %394 to i64, !dbg !79
  br label %ip6.ext133, !dbg !79

ip6.frag145:                                      ; preds = %ip6.ext.frag132
  %396 = getelementptr i8, ptr %371, i64 0, !dbg !79
  %397 = load i8, ptr %396, align 1, !dbg !79
  %398 = zext i8 %397 to i64, !dbg !79
  %399 = getelementptr i8, ptr %371, i64 2, !dbg !79
  %400 = load i16, ptr %399, align 2, !dbg !79
  %401 = call i16 @llvm.bswap.i16(i16 %400), !dbg !79
  %402 = zext i16 %401 to i64, !dbg !79
  %403 = and i64 %402, 65528, !dbg !79
  %404 = icmp eq i64 %403, 0, !dbg !79
  br i1 %404, label %ip6.frag.first146, label %ip6.frag.later147, !dbg !79

ip6.frag.first146:                                ; preds = %ip6.frag145
  %405 = add i64 %off117, 8, !dbg !79
  br label %ip6.ext133, !dbg !79

ip6.frag.later147:                                ; preds = %ip6.frag145
  br label %ip6.later.frag, !dbg !79
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: nounwind memory(none)
declare ptr @llvm.bpf.passthrough.p0.p0(i32, ptr) #2

; Function Attrs: noinline nounwind
define i32 @xdpc_rules_0(ptr %0, i32 %1, ptr %2) #0 !dbg !80 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !87
  %val = alloca [2 x i64], align 8, !dbg !87
  %key = alloca i32, align 8, !dbg !87
  %best = alloca i32, align 8, !dbg !87
  store i32 %1, ptr %best, align 4, !dbg !87
  %3 = icmp eq ptr %0, null, !dbg !87
  %4 = icmp eq ptr %2, null, !dbg !87
  %5 = or i1 %3, %4, !dbg !87
  br i1 %5, label %continue, label %rules, !dbg !87

rules:                                            ; preds = %entry
  br label %hit, !dbg !87

hit:                                              ; preds = %rules
  %counter = getelementptr i8, ptr %2, i64 0, !dbg !87
  %6 = load i64, ptr %counter, align 8, !dbg !87
  %7 = add i64 %6, 1, !dbg !87
  store i64 %7, ptr %counter, align 8, !dbg !87
  %8 = getelementptr i8, ptr %counter, i64 8, !dbg !87
  %9 = load i64, ptr %8, align 8, !dbg !87
  %len = getelementptr i8, ptr %0, i64 48, !dbg !87
  %len2 = load i32, ptr %len, align 4, !dbg !87
  %10 = zext i32 %len2 to i64, !dbg !87
  %11 = add i64 %9, %10, !dbg !87
  store i64 %11, ptr %8, align 8, !dbg !87
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !87
  %proto3 = load i8, ptr %proto, align 1, !dbg !87
  %12 = zext i8 %proto3 to i64, !dbg !87
  %13 = and i64 %12, 255, !dbg !87
  %14 = add i64 %13, 3, !dbg !87
  %off = shl i64 %14, 4, !dbg !87
  %counter4 = getelementptr i8, ptr %2, i64 %off, !dbg !87
  %15 = load i64, ptr %counter4, align 8, !dbg !87
  %16 = add i64 %15, 1, !dbg !87
  store i64 %16, ptr %counter4, align 8, !dbg !87
  %17 = getelementptr i8, ptr %counter4, i64 8, !dbg !87
  %18 = load i64, ptr %17, align 8, !dbg !87
  %len5 = getelementptr i8, ptr %0, i64 48, !dbg !87
  %len6 = load i32, ptr %len5, align 4, !dbg !87
  %19 = zext i32 %len6 to i64, !dbg !87
  %20 = add i64 %18, %19, !dbg !87
  store i64 %20, ptr %17, align 8, !dbg !87
  br label %next, !dbg !87

next:                                             ; preds = %hit
  br label %hit7, !dbg !88

hit7:                                             ; preds = %next
  ret i32 9, !dbg !88

next8:                                            ; No predecessors!
  br label %continue, !dbg !88

continue:                                         ; preds = %next8, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !87
  ret i32 %best1, !dbg !87
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !89 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !94
  %addr = alloca [5 x i32], align 8, !dbg !94
  %val = alloca [2 x i64], align 8, !dbg !94
  %key = alloca i32, align 8, !dbg !94
  %best = alloca i32, align 8, !dbg !94
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !94
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !94
  store i32 0, ptr %key, align 4, !dbg !94
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !94
  %3 = icmp eq ptr %2, null, !dbg !94
  br i1 %3, label %no.counters, label %counters, !dbg !94

no.counters:                                      ; preds = %entry
  ret i32 2, !dbg !94

counters:                                         ; preds = %entry
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0, ptr %2), !dbg !94
  %4 = icmp ne i32 %best1, 0, !dbg !94
  br i1 %4, label %decided, label %undecided, !dbg !94

undecided:                                        ; preds = %counters
  %counter3 = getelementptr i8, ptr %2, i64 32, !dbg !94
  %5 = load i64, ptr %counter3, align 8, !dbg !94
  %6 = add i64 %5, 1, !dbg !94
  store i64 %6, ptr %counter3, align 8, !dbg !94
  %7 = getelementptr i8, ptr %counter3, i64 8, !dbg !94
  %8 = load i64, ptr %7, align 8, !dbg !94
  %len4 = getelementptr i8, ptr %pkt, i64 48, !dbg !94
  %len5 = load i32, ptr %len4, align 4, !dbg !94
  %9 = zext i32 %len5 to i64, !dbg !94
  %10 = add i64 %8, %9, !dbg !94
  store i64 %10, ptr %7, align 8, !dbg !94
  ret i32 2, !dbg !94

decided:                                          ; preds = %counters
  %verdict = phi i32 [ %best1, %counters ], !dbg !94
  %11 = lshr i32 %verdict, 2, !dbg !94
  %rule = sub i32 %11, 1, !dbg !94
  %12 = zext i32 %rule to i64, !dbg !94
  %13 = icmp ult i64 %12, 259, !dbg !94
  br i1 %13, label %count.in, label %count.out, !dbg !94

count.in:                                         ; preds = %decided
  %off = shl i64 %12, 4, !dbg !94
  %counter = getelementptr i8, ptr %2, i64 %off, !dbg !94
  %14 = load i64, ptr %counter, align 8, !dbg !94
  %15 = add i64 %14, 1, !dbg !94
  store i64 %15, ptr %counter, align 8, !dbg !94
  %16 = getelementptr i8, ptr %counter, i64 8, !dbg !94
  %17 = load i64, ptr %16, align 8, !dbg !94
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !94
  %len2 = load i32, ptr %len, align 4, !dbg !94
  %18 = zext i32 %len2 to i64, !dbg !94
  %19 = add i64 %17, %18, !dbg !94
  store i64 %19, ptr %16, align 8, !dbg !94
  br label %count.out, !dbg !94

count.out:                                        ; preds = %count.in, %decided
  %action = and i32 %verdict, 3, !dbg !94
  ret i32 %action, !dbg !94
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!38, !39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !11, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "parser-proto.xf", directory: ".")
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
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 32, align: 32, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 1, lowerBound: 0)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "key", file: !3, baseType: !25, size: 64, align: 64, offset: 128)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, align: 64, dwarfAddressSpace: 0)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u32", file: !3, baseType: !27)
!27 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned_char)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !29, size: 64, align: 64, offset: 192)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64, align: 64, dwarfAddressSpace: 0)
!30 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_block_259", file: !3, size: 33152, align: 64, elements: !31)
!31 = !{!32}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "c", file: !3, baseType: !33, size: 33152, align: 64)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 33152, align: 32, elements: !36)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u64", file: !3, baseType: !35)
!35 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned_char)
!36 = !{!37}
!37 = !DISubrange(count: 518, lowerBound: 0)
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 2, !"Dwarf Version", i32 5}
!40 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !41, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !76)
!41 = !DISubroutineType(flags: DIFlagPrototyped, types: !42)
!42 = !{!16, !43, !52}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64, align: 64, dwarfAddressSpace: 0)
!44 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !45)
!45 = !{!46, !47, !48, !49, !50, !51}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !26, size: 32, align: 32)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !26, size: 32, align: 32, offset: 32)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !26, size: 32, align: 32, offset: 64)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !26, size: 32, align: 32, offset: 96)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !26, size: 32, align: 32, offset: 128)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !26, size: 32, align: 32, offset: 160)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64, align: 64, dwarfAddressSpace: 0)
!53 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !54)
!54 = !{!55, !56, !57, !58, !59, !60, !61, !62, !63, !66, !67, !68, !69, !72, !73, !74, !75}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !34, size: 64, align: 64)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !34, size: 64, align: 64, offset: 64)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !34, size: 64, align: 64, offset: 128)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !34, size: 64, align: 64, offset: 192)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !34, size: 64, align: 64, offset: 256)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !34, size: 64, align: 64, offset: 320)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !26, size: 32, align: 32, offset: 384)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !26, size: 32, align: 32, offset: 416)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !64, size: 16, align: 16, offset: 448)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !65)
!65 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !64, size: 16, align: 16, offset: 464)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !64, size: 16, align: 16, offset: 480)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !64, size: 16, align: 16, offset: 496)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !70, size: 8, align: 8, offset: 512)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !71)
!71 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !70, size: 8, align: 8, offset: 520)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !70, size: 8, align: 8, offset: 528)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !70, size: 8, align: 8, offset: 536)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !26, size: 32, align: 32, offset: 544)
!76 = !{!77, !78}
!77 = !DILocalVariable(name: "ctx", arg: 1, scope: !40, file: !3, line: 1, type: !43)
!78 = !DILocalVariable(name: "pkt", arg: 2, scope: !40, file: !3, line: 1, type: !52)
!79 = !DILocation(line: 1, column: 1, scope: !40)
!80 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 5, type: !81, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !83)
!81 = !DISubroutineType(flags: DIFlagPrototyped, types: !82)
!82 = !{!16, !52, !26, !29}
!83 = !{!84, !85, !86}
!84 = !DILocalVariable(name: "pkt", arg: 1, scope: !80, file: !3, line: 5, type: !52)
!85 = !DILocalVariable(name: "best", arg: 2, scope: !80, file: !3, line: 5, type: !26)
!86 = !DILocalVariable(name: "counters", arg: 3, scope: !80, file: !3, line: 5, type: !29)
!87 = !DILocation(line: 5, column: 1, scope: !80)
!88 = !DILocation(line: 6, column: 1, scope: !80)
!89 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !90, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !92)
!90 = !DISubroutineType(flags: DIFlagPrototyped, types: !91)
!91 = !{!16, !43}
!92 = !{!93}
!93 = !DILocalVariable(name: "ctx", arg: 1, scope: !89, file: !3, line: 1, type: !43)
!94 = !DILocation(line: 1, column: 1, scope: !89)
