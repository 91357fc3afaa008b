target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0112\\012source\\011syn-flood.xf\\012default\\011pass\\012rule\\0110\\01110\\011count\\0110\\011c\22"
module asm "\09.ascii \22ount by dport tcp flags syn not tcp flags ack;\\012rule\\0111\\01111\\011count\\0111\22"
module asm "\09.ascii \22\\011count by src tcp flags syn not tcp flags ack;\\012rule\\0112\\01114\\011drop\\011-\\011\22"
module asm "\09.ascii \22drop tcp flags syn,fin;\\012rule\\0113\\01115\\011drop\\011-\\011drop tcp flags syn,rst;\22"
module asm "\09.ascii \22\\012rule\\0114\\01116\\011drop\\011-\\011drop tcp flags fin,rst;\\012rule\\0115\\01117\\011drop\\011-\\011drop \22"
module asm "\09.ascii \22tcp flags fin,psh,urg not tcp flags ack;\\012rule\\0116\\01124\\011drop\\011-\\011drop t\22"
module asm "\09.ascii \22cp flags syn not tcp flags ack len > 162;\\012rule\\0117\\01127\\011drop\\011-\\011drop \22"
module asm "\09.ascii \22tcp frag;\\012table\\0110\\0110\\011dport\\011xdpc_t0_dport\\012table\\0111\\0111\\011src\\011xdpc_t1_sr\22"
module asm "\09.ascii \22c\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_t0_dport = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !5
@xdpc_t1_src = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !32
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !56

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !79 {
  ; (frame parser body: see frame-parser.ll)
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: nounwind memory(none)
declare ptr @llvm.bpf.passthrough.p0.p0(i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

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
  br i1 %3, label %continue, label %rules, !dbg !124

rules:                                            ; preds = %entry
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !124
  %flags2 = load i32, ptr %flags, align 4, !dbg !124
  %4 = zext i32 %flags2 to i64, !dbg !124
  %5 = and i64 %4, 128, !dbg !124
  %6 = icmp ne i64 %5, 0, !dbg !124
  br i1 %6, label %has, label %next, !dbg !124

hit:                                              ; preds = %has4, %and
  %7 = icmp ne ptr %2, null, !dbg !124
  br i1 %7, label %count.in, label %count.out, !dbg !124

next:                                             ; preds = %count.skip, %has4, %has, %rules
  %flags19 = getelementptr i8, ptr %0, i64 52, !dbg !125
  %flags20 = load i32, ptr %flags19, align 4, !dbg !125
  %8 = zext i32 %flags20 to i64, !dbg !125
  %9 = and i64 %8, 128, !dbg !125
  %10 = icmp ne i64 %9, 0, !dbg !125
  br i1 %10, label %has18, label %next16, !dbg !125

and:                                              ; preds = %has
  %flags5 = getelementptr i8, ptr %0, i64 52, !dbg !124
  %flags6 = load i32, ptr %flags5, align 4, !dbg !124
  %11 = zext i32 %flags6 to i64, !dbg !124
  %12 = and i64 %11, 128, !dbg !124
  %13 = icmp ne i64 %12, 0, !dbg !124
  br i1 %13, label %has4, label %hit, !dbg !124

has:                                              ; preds = %rules
  %tcpflags = getelementptr i8, ptr %0, i64 66, !dbg !124
  %tcpflags3 = load i8, ptr %tcpflags, align 1, !dbg !124
  %14 = zext i8 %tcpflags3 to i64, !dbg !124
  %15 = and i64 %14, 2, !dbg !124
  %16 = icmp eq i64 %15, 2, !dbg !124
  br i1 %16, label %and, label %next, !dbg !124

has4:                                             ; preds = %and
  %tcpflags7 = getelementptr i8, ptr %0, i64 66, !dbg !124
  %tcpflags8 = load i8, ptr %tcpflags7, align 1, !dbg !124
  %17 = zext i8 %tcpflags8 to i64, !dbg !124
  %18 = and i64 %17, 16, !dbg !124
  %19 = icmp eq i64 %18, 16, !dbg !124
  br i1 %19, label %next, label %hit, !dbg !124

count.in:                                         ; preds = %hit
  %counter = getelementptr i8, ptr %2, i64 0, !dbg !124
  %20 = load i64, ptr %counter, align 8, !dbg !124
  %21 = add i64 %20, 1, !dbg !124
  store i64 %21, ptr %counter, align 8, !dbg !124
  %22 = getelementptr i8, ptr %counter, i64 8, !dbg !124
  %23 = load i64, ptr %22, align 8, !dbg !124
  %len = getelementptr i8, ptr %0, i64 48, !dbg !124
  %len9 = load i32, ptr %len, align 4, !dbg !124
  %24 = zext i32 %len9 to i64, !dbg !124
  %25 = add i64 %23, %24, !dbg !124
  store i64 %25, ptr %22, align 8, !dbg !124
  br label %count.out, !dbg !124

count.out:                                        ; preds = %count.in, %hit
  %flags10 = getelementptr i8, ptr %0, i64 52, !dbg !124
  %flags11 = load i32, ptr %flags10, align 4, !dbg !124
  %26 = zext i32 %flags11 to i64, !dbg !124
  %27 = and i64 %26, 64, !dbg !124
  %28 = icmp ne i64 %27, 0, !dbg !124
  br i1 %28, label %count.key, label %count.skip, !dbg !124

count.key:                                        ; preds = %count.out
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !124
  %dport12 = load i16, ptr %dport, align 2, !dbg !124
  %29 = zext i16 %dport12 to i64, !dbg !124
  %30 = trunc i64 %29 to i32, !dbg !124
  store i32 %30, ptr %key, align 4, !dbg !124
  %31 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_dport, ptr %key), !dbg !124
  %32 = icmp ne ptr %31, null, !dbg !124
  br i1 %32, label %count.add, label %count.done, !dbg !124

count.skip:                                       ; preds = %count.done, %count.out
  br label %next, !dbg !124

count.add:                                        ; preds = %count.key
  %33 = load i64, ptr %31, align 8, !dbg !124
  %34 = add i64 %33, 1, !dbg !124
  store i64 %34, ptr %31, align 8, !dbg !124
  %35 = getelementptr i8, ptr %31, i64 8, !dbg !124
  %36 = load i64, ptr %35, align 8, !dbg !124
  %len13 = getelementptr i8, ptr %0, i64 48, !dbg !124
  %len14 = load i32, ptr %len13, align 4, !dbg !124
  %37 = zext i32 %len14 to i64, !dbg !124
  %38 = add i64 %36, %37, !dbg !124
  store i64 %38, ptr %35, align 8, !dbg !124
  br label %count.done, !dbg !124

count.done:                                       ; preds = %count.add, %count.key
  br label %count.skip, !dbg !124

hit15:                                            ; preds = %has23, %and17
  %39 = icmp ne ptr %2, null, !dbg !125
  br i1 %39, label %count.in28, label %count.out29, !dbg !125

next16:                                           ; preds = %count.skip36, %has23, %has18, %next
  %flags53 = getelementptr i8, ptr %0, i64 52, !dbg !126
  %flags54 = load i32, ptr %flags53, align 4, !dbg !126
  %40 = zext i32 %flags54 to i64, !dbg !126
  %41 = and i64 %40, 128, !dbg !126
  %42 = icmp ne i64 %41, 0, !dbg !126
  br i1 %42, label %has52, label %next51, !dbg !126

and17:                                            ; preds = %has18
  %flags24 = getelementptr i8, ptr %0, i64 52, !dbg !125
  %flags25 = load i32, ptr %flags24, align 4, !dbg !125
  %43 = zext i32 %flags25 to i64, !dbg !125
  %44 = and i64 %43, 128, !dbg !125
  %45 = icmp ne i64 %44, 0, !dbg !125
  br i1 %45, label %has23, label %hit15, !dbg !125

has18:                                            ; preds = %next
  %tcpflags21 = getelementptr i8, ptr %0, i64 66, !dbg !125
  %tcpflags22 = load i8, ptr %tcpflags21, align 1, !dbg !125
  %46 = zext i8 %tcpflags22 to i64, !dbg !125
  %47 = and i64 %46, 2, !dbg !125
  %48 = icmp eq i64 %47, 2, !dbg !125
  br i1 %48, label %and17, label %next16, !dbg !125

has23:                                            ; preds = %and17
  %tcpflags26 = getelementptr i8, ptr %0, i64 66, !dbg !125
  %tcpflags27 = load i8, ptr %tcpflags26, align 1, !dbg !125
  %49 = zext i8 %tcpflags27 to i64, !dbg !125
  %50 = and i64 %49, 16, !dbg !125
  %51 = icmp eq i64 %50, 16, !dbg !125
  br i1 %51, label %next16, label %hit15, !dbg !125

count.in28:                                       ; preds = %hit15
  %counter30 = getelementptr i8, ptr %2, i64 16, !dbg !125
  %52 = load i64, ptr %counter30, align 8, !dbg !125
  %53 = add i64 %52, 1, !dbg !125
  store i64 %53, ptr %counter30, align 8, !dbg !125
  %54 = getelementptr i8, ptr %counter30, i64 8, !dbg !125
  %55 = load i64, ptr %54, align 8, !dbg !125
  %len31 = getelementptr i8, ptr %0, i64 48, !dbg !125
  %len32 = load i32, ptr %len31, align 4, !dbg !125
  %56 = zext i32 %len32 to i64, !dbg !125
  %57 = add i64 %55, %56, !dbg !125
  store i64 %57, ptr %54, align 8, !dbg !125
  br label %count.out29, !dbg !125

count.out29:                                      ; preds = %count.in28, %hit15
  %flags33 = getelementptr i8, ptr %0, i64 52, !dbg !125
  %flags34 = load i32, ptr %flags33, align 4, !dbg !125
  %58 = zext i32 %flags34 to i64, !dbg !125
  %59 = and i64 %58, 12, !dbg !125
  %60 = icmp ne i64 %59, 0, !dbg !125
  br i1 %60, label %count.key35, label %count.skip36, !dbg !125

count.key35:                                      ; preds = %count.out29
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !125
  %src_hi37 = load i64, ptr %src_hi, align 8, !dbg !125
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !125
  %src_lo38 = load i64, ptr %src_lo, align 8, !dbg !125
  %family = getelementptr i8, ptr %0, i64 67, !dbg !125
  %family39 = load i8, ptr %family, align 1, !dbg !125
  %61 = zext i8 %family39 to i64, !dbg !125
  %62 = trunc i64 %61 to i32, !dbg !125
  %63 = getelementptr i8, ptr %addr, i64 0, !dbg !125
  store i32 %62, ptr %63, align 4, !dbg !125
  %64 = call i64 @llvm.bswap.i64(i64 %src_hi37), !dbg !125
  %65 = getelementptr i8, ptr %addr, i64 4, !dbg !125
  store i64 %64, ptr %65, align 4, !dbg !125
  %66 = call i64 @llvm.bswap.i64(i64 %src_lo38), !dbg !125
  %67 = getelementptr i8, ptr %addr, i64 12, !dbg !125
  store i64 %66, ptr %67, align 4, !dbg !125
  %68 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t1_src, ptr %addr), !dbg !125
  %69 = icmp ne ptr %68, null, !dbg !125
  br i1 %69, label %addr.found, label %addr.create, !dbg !125

count.skip36:                                     ; preds = %addr.done, %count.out29
  br label %next16, !dbg !125

addr.found:                                       ; preds = %count.key35
  %70 = icmp ne ptr %68, null, !dbg !125
  br i1 %70, label %count.add40, label %count.done41, !dbg !125

addr.create:                                      ; preds = %count.key35
  %71 = getelementptr i8, ptr %val, i64 0, !dbg !125
  store i64 1, ptr %71, align 8, !dbg !125
  %len44 = getelementptr i8, ptr %0, i64 48, !dbg !125
  %len45 = load i32, ptr %len44, align 4, !dbg !125
  %72 = zext i32 %len45 to i64, !dbg !125
  %73 = getelementptr i8, ptr %val, i64 8, !dbg !125
  store i64 %72, ptr %73, align 8, !dbg !125
  %74 = call i64 inttoptr (i64 2 to ptr)(ptr @xdpc_t1_src, ptr %addr, ptr %val, i64 1), !dbg !125
  %75 = icmp eq i64 %74, 0, !dbg !125
  br i1 %75, label %addr.done, label %addr.retry, !dbg !125

addr.retry:                                       ; preds = %addr.create
  %76 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t1_src, ptr %addr), !dbg !125
  %77 = icmp ne ptr %76, null, !dbg !125
  br i1 %77, label %count.add46, label %count.done47, !dbg !125

addr.done:                                        ; preds = %count.done47, %addr.create, %count.done41
  br label %count.skip36, !dbg !125

count.add40:                                      ; preds = %addr.found
  %78 = load i64, ptr %68, align 8, !dbg !125
  %79 = add i64 %78, 1, !dbg !125
  store i64 %79, ptr %68, align 8, !dbg !125
  %80 = getelementptr i8, ptr %68, i64 8, !dbg !125
  %81 = load i64, ptr %80, align 8, !dbg !125
  %len42 = getelementptr i8, ptr %0, i64 48, !dbg !125
  %len43 = load i32, ptr %len42, align 4, !dbg !125
  %82 = zext i32 %len43 to i64, !dbg !125
  %83 = add i64 %81, %82, !dbg !125
  store i64 %83, ptr %80, align 8, !dbg !125
  br label %count.done41, !dbg !125

count.done41:                                     ; preds = %count.add40, %addr.found
  br label %addr.done, !dbg !125

count.add46:                                      ; preds = %addr.retry
  %84 = load i64, ptr %76, align 8, !dbg !125
  %85 = add i64 %84, 1, !dbg !125
  store i64 %85, ptr %76, align 8, !dbg !125
  %86 = getelementptr i8, ptr %76, i64 8, !dbg !125
  %87 = load i64, ptr %86, align 8, !dbg !125
  %len48 = getelementptr i8, ptr %0, i64 48, !dbg !125
  %len49 = load i32, ptr %len48, align 4, !dbg !125
  %88 = zext i32 %len49 to i64, !dbg !125
  %89 = add i64 %87, %88, !dbg !125
  store i64 %89, ptr %86, align 8, !dbg !125
  br label %count.done47, !dbg !125

count.done47:                                     ; preds = %count.add46, %addr.retry
  br label %addr.done, !dbg !125

hit50:                                            ; preds = %has52
  ret i32 13, !dbg !126

next51:                                           ; preds = %has52, %next16
  %flags60 = getelementptr i8, ptr %0, i64 52, !dbg !127
  %flags61 = load i32, ptr %flags60, align 4, !dbg !127
  %90 = zext i32 %flags61 to i64, !dbg !127
  %91 = and i64 %90, 128, !dbg !127
  %92 = icmp ne i64 %91, 0, !dbg !127
  br i1 %92, label %has59, label %next58, !dbg !127

has52:                                            ; preds = %next16
  %tcpflags55 = getelementptr i8, ptr %0, i64 66, !dbg !126
  %tcpflags56 = load i8, ptr %tcpflags55, align 1, !dbg !126
  %93 = zext i8 %tcpflags56 to i64, !dbg !126
  %94 = and i64 %93, 3, !dbg !126
  %95 = icmp eq i64 %94, 3, !dbg !126
  br i1 %95, label %hit50, label %next51, !dbg !126

hit57:                                            ; preds = %has59
  ret i32 17, !dbg !127

next58:                                           ; preds = %has59, %next51
  %flags67 = getelementptr i8, ptr %0, i64 52, !dbg !128
  %flags68 = load i32, ptr %flags67, align 4, !dbg !128
  %96 = zext i32 %flags68 to i64, !dbg !128
  %97 = and i64 %96, 128, !dbg !128
  %98 = icmp ne i64 %97, 0, !dbg !128
  br i1 %98, label %has66, label %next65, !dbg !128

has59:                                            ; preds = %next51
  %tcpflags62 = getelementptr i8, ptr %0, i64 66, !dbg !127
  %tcpflags63 = load i8, ptr %tcpflags62, align 1, !dbg !127
  %99 = zext i8 %tcpflags63 to i64, !dbg !127
  %100 = and i64 %99, 6, !dbg !127
  %101 = icmp eq i64 %100, 6, !dbg !127
  br i1 %101, label %hit57, label %next58, !dbg !127

hit64:                                            ; preds = %has66
  ret i32 21, !dbg !128

next65:                                           ; preds = %has66, %next58
  %flags75 = getelementptr i8, ptr %0, i64 52, !dbg !129
  %flags76 = load i32, ptr %flags75, align 4, !dbg !129
  %102 = zext i32 %flags76 to i64, !dbg !129
  %103 = and i64 %102, 128, !dbg !129
  %104 = icmp ne i64 %103, 0, !dbg !129
  br i1 %104, label %has74, label %next72, !dbg !129

has66:                                            ; preds = %next58
  %tcpflags69 = getelementptr i8, ptr %0, i64 66, !dbg !128
  %tcpflags70 = load i8, ptr %tcpflags69, align 1, !dbg !128
  %105 = zext i8 %tcpflags70 to i64, !dbg !128
  %106 = and i64 %105, 5, !dbg !128
  %107 = icmp eq i64 %106, 5, !dbg !128
  br i1 %107, label %hit64, label %next65, !dbg !128

hit71:                                            ; preds = %has79, %and73
  ret i32 25, !dbg !129

next72:                                           ; preds = %has79, %has74, %next65
  %flags89 = getelementptr i8, ptr %0, i64 52, !dbg !130
  %flags90 = load i32, ptr %flags89, align 4, !dbg !130
  %108 = zext i32 %flags90 to i64, !dbg !130
  %109 = and i64 %108, 128, !dbg !130
  %110 = icmp ne i64 %109, 0, !dbg !130
  br i1 %110, label %has88, label %next85, !dbg !130

and73:                                            ; preds = %has74
  %flags80 = getelementptr i8, ptr %0, i64 52, !dbg !129
  %flags81 = load i32, ptr %flags80, align 4, !dbg !129
  %111 = zext i32 %flags81 to i64, !dbg !129
  %112 = and i64 %111, 128, !dbg !129
  %113 = icmp ne i64 %112, 0, !dbg !129
  br i1 %113, label %has79, label %hit71, !dbg !129

has74:                                            ; preds = %next65
  %tcpflags77 = getelementptr i8, ptr %0, i64 66, !dbg !129
  %tcpflags78 = load i8, ptr %tcpflags77, align 1, !dbg !129
  %114 = zext i8 %tcpflags78 to i64, !dbg !129
  %115 = and i64 %114, 41, !dbg !129
  %116 = icmp eq i64 %115, 41, !dbg !129
  br i1 %116, label %and73, label %next72, !dbg !129

has79:                                            ; preds = %and73
  %tcpflags82 = getelementptr i8, ptr %0, i64 66, !dbg !129
  %tcpflags83 = load i8, ptr %tcpflags82, align 1, !dbg !129
  %117 = zext i8 %tcpflags83 to i64, !dbg !129
  %118 = and i64 %117, 16, !dbg !129
  %119 = icmp eq i64 %118, 16, !dbg !129
  br i1 %119, label %next72, label %hit71, !dbg !129

hit84:                                            ; preds = %and86
  ret i32 29, !dbg !130

next85:                                           ; preds = %and86, %has93, %has88, %next72
  %flags104 = getelementptr i8, ptr %0, i64 52, !dbg !131
  %flags105 = load i32, ptr %flags104, align 4, !dbg !131
  %120 = zext i32 %flags105 to i64, !dbg !131
  %121 = and i64 %120, 16, !dbg !131
  %122 = icmp ne i64 %121, 0, !dbg !131
  br i1 %122, label %has103, label %next101, !dbg !131

and86:                                            ; preds = %has93, %and87
  %len98 = getelementptr i8, ptr %0, i64 48, !dbg !130
  %len99 = load i32, ptr %len98, align 4, !dbg !130
  %123 = zext i32 %len99 to i64, !dbg !130
  %124 = icmp ugt i64 %123, 162, !dbg !130
  br i1 %124, label %hit84, label %next85, !dbg !130

and87:                                            ; preds = %has88
  %flags94 = getelementptr i8, ptr %0, i64 52, !dbg !130
  %flags95 = load i32, ptr %flags94, align 4, !dbg !130
  %125 = zext i32 %flags95 to i64, !dbg !130
  %126 = and i64 %125, 128, !dbg !130
  %127 = icmp ne i64 %126, 0, !dbg !130
  br i1 %127, label %has93, label %and86, !dbg !130

has88:                                            ; preds = %next72
  %tcpflags91 = getelementptr i8, ptr %0, i64 66, !dbg !130
  %tcpflags92 = load i8, ptr %tcpflags91, align 1, !dbg !130
  %128 = zext i8 %tcpflags92 to i64, !dbg !130
  %129 = and i64 %128, 2, !dbg !130
  %130 = icmp eq i64 %129, 2, !dbg !130
  br i1 %130, label %and87, label %next85, !dbg !130

has93:                                            ; preds = %and87
  %tcpflags96 = getelementptr i8, ptr %0, i64 66, !dbg !130
  %tcpflags97 = load i8, ptr %tcpflags96, align 1, !dbg !130
  %131 = zext i8 %tcpflags97 to i64, !dbg !130
  %132 = and i64 %131, 16, !dbg !130
  %133 = icmp eq i64 %132, 16, !dbg !130
  br i1 %133, label %next85, label %and86, !dbg !130

hit100:                                           ; preds = %and102
  ret i32 33, !dbg !131

next101:                                          ; preds = %and102, %has103, %next85
  br label %continue, !dbg !131

continue:                                         ; preds = %next101, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !124
  ret i32 %best1, !dbg !124

and102:                                           ; preds = %has103
  %flags107 = getelementptr i8, ptr %0, i64 52, !dbg !131
  %flags108 = load i32, ptr %flags107, align 4, !dbg !131
  %134 = zext i32 %flags108 to i64, !dbg !131
  %135 = and i64 %134, 32, !dbg !131
  %136 = icmp ne i64 %135, 0, !dbg !131
  br i1 %136, label %hit100, label %next101, !dbg !131

has103:                                           ; preds = %next85
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !131
  %proto106 = load i8, ptr %proto, align 1, !dbg !131
  %137 = zext i8 %proto106 to i64, !dbg !131
  %138 = icmp eq i64 %137, 6, !dbg !131
  br i1 %138, label %and102, label %next101, !dbg !131
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
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0, ptr %2), !dbg !137
  %3 = icmp ne i32 %best1, 0, !dbg !137
  br i1 %3, label %decided, label %undecided, !dbg !137

undecided:                                        ; preds = %entry
  %4 = icmp ne ptr %2, null, !dbg !137
  br i1 %4, label %count.in3, label %count.out4, !dbg !137

decided:                                          ; preds = %entry
  %verdict = phi i32 [ %best1, %entry ], !dbg !137
  %5 = lshr i32 %verdict, 2, !dbg !137
  %rule = sub i32 %5, 1, !dbg !137
  %6 = zext i32 %rule to i64, !dbg !137
  %7 = icmp ult i64 %6, 9, !dbg !137
  %8 = icmp ne ptr %2, null, !dbg !137
  %9 = and i1 %7, %8, !dbg !137
  br i1 %9, label %count.in, label %count.out, !dbg !137

count.in:                                         ; preds = %decided
  %off = shl i64 %6, 4, !dbg !137
  %counter = getelementptr i8, ptr %2, i64 %off, !dbg !137
  %10 = load i64, ptr %counter, align 8, !dbg !137
  %11 = add i64 %10, 1, !dbg !137
  store i64 %11, ptr %counter, align 8, !dbg !137
  %12 = getelementptr i8, ptr %counter, i64 8, !dbg !137
  %13 = load i64, ptr %12, align 8, !dbg !137
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !137
  %len2 = load i32, ptr %len, align 4, !dbg !137
  %14 = zext i32 %len2 to i64, !dbg !137
  %15 = add i64 %13, %14, !dbg !137
  store i64 %15, ptr %12, align 8, !dbg !137
  br label %count.out, !dbg !137

count.out:                                        ; preds = %count.in, %decided
  %action = and i32 %verdict, 3, !dbg !137
  ret i32 %action, !dbg !137

count.in3:                                        ; preds = %undecided
  %counter5 = getelementptr i8, ptr %2, i64 128, !dbg !137
  %16 = load i64, ptr %counter5, align 8, !dbg !137
  %17 = add i64 %16, 1, !dbg !137
  store i64 %17, ptr %counter5, align 8, !dbg !137
  %18 = getelementptr i8, ptr %counter5, i64 8, !dbg !137
  %19 = load i64, ptr %18, align 8, !dbg !137
  %len6 = getelementptr i8, ptr %pkt, i64 48, !dbg !137
  %len7 = load i32, ptr %len6, align 4, !dbg !137
  %20 = zext i32 %len7 to i64, !dbg !137
  %21 = add i64 %19, %20, !dbg !137
  store i64 %21, ptr %18, align 8, !dbg !137
  br label %count.out4, !dbg !137

count.out4:                                       ; preds = %count.in3, %undecided
  ret i32 2, !dbg !137
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
!3 = !DIFile(filename: "syn-flood.xf", directory: ".")
!4 = !{!0, !5, !32, !56}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "xdpc_t0_dport", linkageName: "xdpc_t0_dport", scope: !2, file: !3, type: !7, isLocal: false, isDefinition: true)
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
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 2097152, align: 32, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 65536, lowerBound: 0)
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
!33 = distinct !DIGlobalVariable(name: "xdpc_t1_src", linkageName: "xdpc_t1_src", scope: !2, file: !3, type: !34, isLocal: false, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !35)
!35 = !{!36, !15, !41, !24}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "type", file: !3, baseType: !37, size: 64, align: 64)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64, align: 64, dwarfAddressSpace: 0)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 320, align: 32, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 10, lowerBound: 0)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "key", file: !3, baseType: !42, size: 64, align: 64, offset: 128)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64, align: 64, dwarfAddressSpace: 0)
!43 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_addr_key", file: !3, size: 160, align: 8, elements: !44)
!44 = !{!45, !48, !52}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !46, size: 8, align: 8)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !47)
!47 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !49, size: 24, align: 8, offset: 8)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 24, align: 32, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 3, lowerBound: 0)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "addr", file: !3, baseType: !53, size: 128, align: 8, offset: 32)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 128, align: 32, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 16, lowerBound: 0)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(name: "_license", linkageName: "_license", scope: !2, file: !3, type: !58, isLocal: false, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 32, align: 32, elements: !60)
!59 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!60 = !{!61}
!61 = !DISubrange(count: 4, lowerBound: 0)
!62 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !63)
!63 = !{!9, !64, !20, !69}
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
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 1152, align: 32, elements: !75)
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
!85 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !22, size: 32, align: 32)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !22, size: 32, align: 32, offset: 32)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !22, size: 32, align: 32, offset: 64)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 96)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !22, size: 32, align: 32, offset: 128)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 160)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64, align: 64, dwarfAddressSpace: 0)
!92 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !93)
!93 = !{!94, !95, !96, !97, !98, !99, !100, !101, !102, !105, !106, !107, !108, !109, !110, !111, !112}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !29, size: 64, align: 64)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 64)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !29, size: 64, align: 64, offset: 128)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 192)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !29, size: 64, align: 64, offset: 256)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !29, size: 64, align: 64, offset: 320)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !22, size: 32, align: 32, offset: 384)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !22, size: 32, align: 32, offset: 416)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !103, size: 16, align: 16, offset: 448)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !104)
!104 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !103, size: 16, align: 16, offset: 464)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !103, size: 16, align: 16, offset: 480)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !103, size: 16, align: 16, offset: 496)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !46, size: 8, align: 8, offset: 512)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !46, size: 8, align: 8, offset: 520)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !46, size: 8, align: 8, offset: 528)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !46, size: 8, align: 8, offset: 536)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !22, size: 32, align: 32, offset: 544)
!113 = !{!114, !115}
!114 = !DILocalVariable(name: "ctx", arg: 1, scope: !79, file: !3, line: 1, type: !82)
!115 = !DILocalVariable(name: "pkt", arg: 2, scope: !79, file: !3, line: 1, type: !91)
!116 = !DILocation(line: 1, column: 1, scope: !79)
!117 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 10, type: !118, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !120)
!118 = !DISubroutineType(flags: DIFlagPrototyped, types: !119)
!119 = !{!12, !91, !22, !70}
!120 = !{!121, !122, !123}
!121 = !DILocalVariable(name: "pkt", arg: 1, scope: !117, file: !3, line: 10, type: !91)
!122 = !DILocalVariable(name: "best", arg: 2, scope: !117, file: !3, line: 10, type: !22)
!123 = !DILocalVariable(name: "counters", arg: 3, scope: !117, file: !3, line: 10, type: !70)
!124 = !DILocation(line: 10, column: 1, scope: !117)
!125 = !DILocation(line: 11, column: 1, scope: !117)
!126 = !DILocation(line: 14, column: 1, scope: !117)
!127 = !DILocation(line: 15, column: 1, scope: !117)
!128 = !DILocation(line: 16, column: 1, scope: !117)
!129 = !DILocation(line: 17, column: 1, scope: !117)
!130 = !DILocation(line: 24, column: 1, scope: !117)
!131 = !DILocation(line: 27, column: 1, scope: !117)
!132 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !133, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !135)
!133 = !DISubroutineType(flags: DIFlagPrototyped, types: !134)
!134 = !{!12, !82}
!135 = !{!136}
!136 = !DILocalVariable(name: "ctx", arg: 1, scope: !132, file: !3, line: 1, type: !82)
!137 = !DILocation(line: 1, column: 1, scope: !132)
