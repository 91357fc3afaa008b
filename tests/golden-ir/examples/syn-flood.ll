target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0113\\012source\\011syn-flood.xf\\012default\\011pass\\012rule\\0110\\01110\\011count\\0110\\011c\22"
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
  %4 = icmp eq ptr %2, null, !dbg !124
  %5 = or i1 %3, %4, !dbg !124
  br i1 %5, label %continue, label %rules, !dbg !124

rules:                                            ; preds = %entry
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !124
  %flags2 = load i32, ptr %flags, align 4, !dbg !124
  %6 = zext i32 %flags2 to i64, !dbg !124
  %7 = and i64 %6, 128, !dbg !124
  %8 = icmp ne i64 %7, 0, !dbg !124
  br i1 %8, label %has, label %next, !dbg !124

hit:                                              ; preds = %has4, %and
  %counter = getelementptr i8, ptr %2, i64 0, !dbg !124
  %9 = load i64, ptr %counter, align 8, !dbg !124
  %10 = add i64 %9, 1, !dbg !124
  store i64 %10, ptr %counter, align 8, !dbg !124
  %11 = getelementptr i8, ptr %counter, i64 8, !dbg !124
  %12 = load i64, ptr %11, align 8, !dbg !124
  %len = getelementptr i8, ptr %0, i64 48, !dbg !124
  %len9 = load i32, ptr %len, align 4, !dbg !124
  %13 = zext i32 %len9 to i64, !dbg !124
  %14 = add i64 %12, %13, !dbg !124
  store i64 %14, ptr %11, align 8, !dbg !124
  %flags10 = getelementptr i8, ptr %0, i64 52, !dbg !124
  %flags11 = load i32, ptr %flags10, align 4, !dbg !124
  %15 = zext i32 %flags11 to i64, !dbg !124
  %16 = and i64 %15, 64, !dbg !124
  %17 = icmp ne i64 %16, 0, !dbg !124
  br i1 %17, label %count.key, label %count.skip, !dbg !124

next:                                             ; preds = %count.skip, %has4, %has, %rules
  %flags19 = getelementptr i8, ptr %0, i64 52, !dbg !125
  %flags20 = load i32, ptr %flags19, align 4, !dbg !125
  %18 = zext i32 %flags20 to i64, !dbg !125
  %19 = and i64 %18, 128, !dbg !125
  %20 = icmp ne i64 %19, 0, !dbg !125
  br i1 %20, label %has18, label %next16, !dbg !125

and:                                              ; preds = %has
  %flags5 = getelementptr i8, ptr %0, i64 52, !dbg !124
  %flags6 = load i32, ptr %flags5, align 4, !dbg !124
  %21 = zext i32 %flags6 to i64, !dbg !124
  %22 = and i64 %21, 128, !dbg !124
  %23 = icmp ne i64 %22, 0, !dbg !124
  br i1 %23, label %has4, label %hit, !dbg !124

has:                                              ; preds = %rules
  %tcpflags = getelementptr i8, ptr %0, i64 66, !dbg !124
  %tcpflags3 = load i8, ptr %tcpflags, align 1, !dbg !124
  %24 = zext i8 %tcpflags3 to i64, !dbg !124
  %25 = and i64 %24, 2, !dbg !124
  %26 = icmp eq i64 %25, 2, !dbg !124
  br i1 %26, label %and, label %next, !dbg !124

has4:                                             ; preds = %and
  %tcpflags7 = getelementptr i8, ptr %0, i64 66, !dbg !124
  %tcpflags8 = load i8, ptr %tcpflags7, align 1, !dbg !124
  %27 = zext i8 %tcpflags8 to i64, !dbg !124
  %28 = and i64 %27, 16, !dbg !124
  %29 = icmp eq i64 %28, 16, !dbg !124
  br i1 %29, label %next, label %hit, !dbg !124

count.key:                                        ; preds = %hit
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !124
  %dport12 = load i16, ptr %dport, align 2, !dbg !124
  %30 = zext i16 %dport12 to i64, !dbg !124
  %31 = trunc i64 %30 to i32, !dbg !124
  store i32 %31, ptr %key, align 4, !dbg !124
  %32 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_dport, ptr %key), !dbg !124
  %33 = icmp ne ptr %32, null, !dbg !124
  br i1 %33, label %count.add, label %count.done, !dbg !124

count.skip:                                       ; preds = %count.done, %hit
  br label %next, !dbg !124

count.add:                                        ; preds = %count.key
  %34 = load i64, ptr %32, align 8, !dbg !124
  %35 = add i64 %34, 1, !dbg !124
  store i64 %35, ptr %32, align 8, !dbg !124
  %36 = getelementptr i8, ptr %32, i64 8, !dbg !124
  %37 = load i64, ptr %36, align 8, !dbg !124
  %len13 = getelementptr i8, ptr %0, i64 48, !dbg !124
  %len14 = load i32, ptr %len13, align 4, !dbg !124
  %38 = zext i32 %len14 to i64, !dbg !124
  %39 = add i64 %37, %38, !dbg !124
  store i64 %39, ptr %36, align 8, !dbg !124
  br label %count.done, !dbg !124

count.done:                                       ; preds = %count.add, %count.key
  br label %count.skip, !dbg !124

hit15:                                            ; preds = %has23, %and17
  %counter28 = getelementptr i8, ptr %2, i64 16, !dbg !125
  %40 = load i64, ptr %counter28, align 8, !dbg !125
  %41 = add i64 %40, 1, !dbg !125
  store i64 %41, ptr %counter28, align 8, !dbg !125
  %42 = getelementptr i8, ptr %counter28, i64 8, !dbg !125
  %43 = load i64, ptr %42, align 8, !dbg !125
  %len29 = getelementptr i8, ptr %0, i64 48, !dbg !125
  %len30 = load i32, ptr %len29, align 4, !dbg !125
  %44 = zext i32 %len30 to i64, !dbg !125
  %45 = add i64 %43, %44, !dbg !125
  store i64 %45, ptr %42, align 8, !dbg !125
  %flags31 = getelementptr i8, ptr %0, i64 52, !dbg !125
  %flags32 = load i32, ptr %flags31, align 4, !dbg !125
  %46 = zext i32 %flags32 to i64, !dbg !125
  %47 = and i64 %46, 12, !dbg !125
  %48 = icmp ne i64 %47, 0, !dbg !125
  br i1 %48, label %count.key33, label %count.skip34, !dbg !125

next16:                                           ; preds = %count.skip34, %has23, %has18, %next
  %flags51 = getelementptr i8, ptr %0, i64 52, !dbg !126
  %flags52 = load i32, ptr %flags51, align 4, !dbg !126
  %49 = zext i32 %flags52 to i64, !dbg !126
  %50 = and i64 %49, 128, !dbg !126
  %51 = icmp ne i64 %50, 0, !dbg !126
  br i1 %51, label %has50, label %next49, !dbg !126

and17:                                            ; preds = %has18
  %flags24 = getelementptr i8, ptr %0, i64 52, !dbg !125
  %flags25 = load i32, ptr %flags24, align 4, !dbg !125
  %52 = zext i32 %flags25 to i64, !dbg !125
  %53 = and i64 %52, 128, !dbg !125
  %54 = icmp ne i64 %53, 0, !dbg !125
  br i1 %54, label %has23, label %hit15, !dbg !125

has18:                                            ; preds = %next
  %tcpflags21 = getelementptr i8, ptr %0, i64 66, !dbg !125
  %tcpflags22 = load i8, ptr %tcpflags21, align 1, !dbg !125
  %55 = zext i8 %tcpflags22 to i64, !dbg !125
  %56 = and i64 %55, 2, !dbg !125
  %57 = icmp eq i64 %56, 2, !dbg !125
  br i1 %57, label %and17, label %next16, !dbg !125

has23:                                            ; preds = %and17
  %tcpflags26 = getelementptr i8, ptr %0, i64 66, !dbg !125
  %tcpflags27 = load i8, ptr %tcpflags26, align 1, !dbg !125
  %58 = zext i8 %tcpflags27 to i64, !dbg !125
  %59 = and i64 %58, 16, !dbg !125
  %60 = icmp eq i64 %59, 16, !dbg !125
  br i1 %60, label %next16, label %hit15, !dbg !125

count.key33:                                      ; preds = %hit15
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !125
  %src_hi35 = load i64, ptr %src_hi, align 8, !dbg !125
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !125
  %src_lo36 = load i64, ptr %src_lo, align 8, !dbg !125
  %family = getelementptr i8, ptr %0, i64 67, !dbg !125
  %family37 = load i8, ptr %family, align 1, !dbg !125
  %61 = zext i8 %family37 to i64, !dbg !125
  %62 = trunc i64 %61 to i32, !dbg !125
  %63 = getelementptr i8, ptr %addr, i64 0, !dbg !125
  store i32 %62, ptr %63, align 4, !dbg !125
  %64 = call i64 @llvm.bswap.i64(i64 %src_hi35), !dbg !125
  %65 = getelementptr i8, ptr %addr, i64 4, !dbg !125
  store i64 %64, ptr %65, align 4, !dbg !125
  %66 = call i64 @llvm.bswap.i64(i64 %src_lo36), !dbg !125
  %67 = getelementptr i8, ptr %addr, i64 12, !dbg !125
  store i64 %66, ptr %67, align 4, !dbg !125
  %68 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t1_src, ptr %addr), !dbg !125
  %69 = icmp ne ptr %68, null, !dbg !125
  br i1 %69, label %addr.found, label %addr.create, !dbg !125

count.skip34:                                     ; preds = %addr.done, %hit15
  br label %next16, !dbg !125

addr.found:                                       ; preds = %count.key33
  %70 = icmp ne ptr %68, null, !dbg !125
  br i1 %70, label %count.add38, label %count.done39, !dbg !125

addr.create:                                      ; preds = %count.key33
  %71 = getelementptr i8, ptr %val, i64 0, !dbg !125
  store i64 1, ptr %71, align 8, !dbg !125
  %len42 = getelementptr i8, ptr %0, i64 48, !dbg !125
  %len43 = load i32, ptr %len42, align 4, !dbg !125
  %72 = zext i32 %len43 to i64, !dbg !125
  %73 = getelementptr i8, ptr %val, i64 8, !dbg !125
  store i64 %72, ptr %73, align 8, !dbg !125
  %74 = call i64 inttoptr (i64 2 to ptr)(ptr @xdpc_t1_src, ptr %addr, ptr %val, i64 1), !dbg !125
  %75 = icmp eq i64 %74, 0, !dbg !125
  br i1 %75, label %addr.done, label %addr.retry, !dbg !125

addr.retry:                                       ; preds = %addr.create
  %76 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t1_src, ptr %addr), !dbg !125
  %77 = icmp ne ptr %76, null, !dbg !125
  br i1 %77, label %count.add44, label %count.done45, !dbg !125

addr.done:                                        ; preds = %count.done45, %addr.create, %count.done39
  br label %count.skip34, !dbg !125

count.add38:                                      ; preds = %addr.found
  %78 = load i64, ptr %68, align 8, !dbg !125
  %79 = add i64 %78, 1, !dbg !125
  store i64 %79, ptr %68, align 8, !dbg !125
  %80 = getelementptr i8, ptr %68, i64 8, !dbg !125
  %81 = load i64, ptr %80, align 8, !dbg !125
  %len40 = getelementptr i8, ptr %0, i64 48, !dbg !125
  %len41 = load i32, ptr %len40, align 4, !dbg !125
  %82 = zext i32 %len41 to i64, !dbg !125
  %83 = add i64 %81, %82, !dbg !125
  store i64 %83, ptr %80, align 8, !dbg !125
  br label %count.done39, !dbg !125

count.done39:                                     ; preds = %count.add38, %addr.found
  br label %addr.done, !dbg !125

count.add44:                                      ; preds = %addr.retry
  %84 = load i64, ptr %76, align 8, !dbg !125
  %85 = add i64 %84, 1, !dbg !125
  store i64 %85, ptr %76, align 8, !dbg !125
  %86 = getelementptr i8, ptr %76, i64 8, !dbg !125
  %87 = load i64, ptr %86, align 8, !dbg !125
  %len46 = getelementptr i8, ptr %0, i64 48, !dbg !125
  %len47 = load i32, ptr %len46, align 4, !dbg !125
  %88 = zext i32 %len47 to i64, !dbg !125
  %89 = add i64 %87, %88, !dbg !125
  store i64 %89, ptr %86, align 8, !dbg !125
  br label %count.done45, !dbg !125

count.done45:                                     ; preds = %count.add44, %addr.retry
  br label %addr.done, !dbg !125

hit48:                                            ; preds = %has50
  ret i32 13, !dbg !126

next49:                                           ; preds = %has50, %next16
  %flags58 = getelementptr i8, ptr %0, i64 52, !dbg !127
  %flags59 = load i32, ptr %flags58, align 4, !dbg !127
  %90 = zext i32 %flags59 to i64, !dbg !127
  %91 = and i64 %90, 128, !dbg !127
  %92 = icmp ne i64 %91, 0, !dbg !127
  br i1 %92, label %has57, label %next56, !dbg !127

has50:                                            ; preds = %next16
  %tcpflags53 = getelementptr i8, ptr %0, i64 66, !dbg !126
  %tcpflags54 = load i8, ptr %tcpflags53, align 1, !dbg !126
  %93 = zext i8 %tcpflags54 to i64, !dbg !126
  %94 = and i64 %93, 3, !dbg !126
  %95 = icmp eq i64 %94, 3, !dbg !126
  br i1 %95, label %hit48, label %next49, !dbg !126

hit55:                                            ; preds = %has57
  ret i32 17, !dbg !127

next56:                                           ; preds = %has57, %next49
  %flags65 = getelementptr i8, ptr %0, i64 52, !dbg !128
  %flags66 = load i32, ptr %flags65, align 4, !dbg !128
  %96 = zext i32 %flags66 to i64, !dbg !128
  %97 = and i64 %96, 128, !dbg !128
  %98 = icmp ne i64 %97, 0, !dbg !128
  br i1 %98, label %has64, label %next63, !dbg !128

has57:                                            ; preds = %next49
  %tcpflags60 = getelementptr i8, ptr %0, i64 66, !dbg !127
  %tcpflags61 = load i8, ptr %tcpflags60, align 1, !dbg !127
  %99 = zext i8 %tcpflags61 to i64, !dbg !127
  %100 = and i64 %99, 6, !dbg !127
  %101 = icmp eq i64 %100, 6, !dbg !127
  br i1 %101, label %hit55, label %next56, !dbg !127

hit62:                                            ; preds = %has64
  ret i32 21, !dbg !128

next63:                                           ; preds = %has64, %next56
  %flags73 = getelementptr i8, ptr %0, i64 52, !dbg !129
  %flags74 = load i32, ptr %flags73, align 4, !dbg !129
  %102 = zext i32 %flags74 to i64, !dbg !129
  %103 = and i64 %102, 128, !dbg !129
  %104 = icmp ne i64 %103, 0, !dbg !129
  br i1 %104, label %has72, label %next70, !dbg !129

has64:                                            ; preds = %next56
  %tcpflags67 = getelementptr i8, ptr %0, i64 66, !dbg !128
  %tcpflags68 = load i8, ptr %tcpflags67, align 1, !dbg !128
  %105 = zext i8 %tcpflags68 to i64, !dbg !128
  %106 = and i64 %105, 5, !dbg !128
  %107 = icmp eq i64 %106, 5, !dbg !128
  br i1 %107, label %hit62, label %next63, !dbg !128

hit69:                                            ; preds = %has77, %and71
  ret i32 25, !dbg !129

next70:                                           ; preds = %has77, %has72, %next63
  %flags87 = getelementptr i8, ptr %0, i64 52, !dbg !130
  %flags88 = load i32, ptr %flags87, align 4, !dbg !130
  %108 = zext i32 %flags88 to i64, !dbg !130
  %109 = and i64 %108, 128, !dbg !130
  %110 = icmp ne i64 %109, 0, !dbg !130
  br i1 %110, label %has86, label %next83, !dbg !130

and71:                                            ; preds = %has72
  %flags78 = getelementptr i8, ptr %0, i64 52, !dbg !129
  %flags79 = load i32, ptr %flags78, align 4, !dbg !129
  %111 = zext i32 %flags79 to i64, !dbg !129
  %112 = and i64 %111, 128, !dbg !129
  %113 = icmp ne i64 %112, 0, !dbg !129
  br i1 %113, label %has77, label %hit69, !dbg !129

has72:                                            ; preds = %next63
  %tcpflags75 = getelementptr i8, ptr %0, i64 66, !dbg !129
  %tcpflags76 = load i8, ptr %tcpflags75, align 1, !dbg !129
  %114 = zext i8 %tcpflags76 to i64, !dbg !129
  %115 = and i64 %114, 41, !dbg !129
  %116 = icmp eq i64 %115, 41, !dbg !129
  br i1 %116, label %and71, label %next70, !dbg !129

has77:                                            ; preds = %and71
  %tcpflags80 = getelementptr i8, ptr %0, i64 66, !dbg !129
  %tcpflags81 = load i8, ptr %tcpflags80, align 1, !dbg !129
  %117 = zext i8 %tcpflags81 to i64, !dbg !129
  %118 = and i64 %117, 16, !dbg !129
  %119 = icmp eq i64 %118, 16, !dbg !129
  br i1 %119, label %next70, label %hit69, !dbg !129

hit82:                                            ; preds = %and84
  ret i32 29, !dbg !130

next83:                                           ; preds = %and84, %has91, %has86, %next70
  %flags102 = getelementptr i8, ptr %0, i64 52, !dbg !131
  %flags103 = load i32, ptr %flags102, align 4, !dbg !131
  %120 = zext i32 %flags103 to i64, !dbg !131
  %121 = and i64 %120, 16, !dbg !131
  %122 = icmp ne i64 %121, 0, !dbg !131
  br i1 %122, label %has101, label %next99, !dbg !131

and84:                                            ; preds = %has91, %and85
  %len96 = getelementptr i8, ptr %0, i64 48, !dbg !130
  %len97 = load i32, ptr %len96, align 4, !dbg !130
  %123 = zext i32 %len97 to i64, !dbg !130
  %124 = icmp ugt i64 %123, 162, !dbg !130
  br i1 %124, label %hit82, label %next83, !dbg !130

and85:                                            ; preds = %has86
  %flags92 = getelementptr i8, ptr %0, i64 52, !dbg !130
  %flags93 = load i32, ptr %flags92, align 4, !dbg !130
  %125 = zext i32 %flags93 to i64, !dbg !130
  %126 = and i64 %125, 128, !dbg !130
  %127 = icmp ne i64 %126, 0, !dbg !130
  br i1 %127, label %has91, label %and84, !dbg !130

has86:                                            ; preds = %next70
  %tcpflags89 = getelementptr i8, ptr %0, i64 66, !dbg !130
  %tcpflags90 = load i8, ptr %tcpflags89, align 1, !dbg !130
  %128 = zext i8 %tcpflags90 to i64, !dbg !130
  %129 = and i64 %128, 2, !dbg !130
  %130 = icmp eq i64 %129, 2, !dbg !130
  br i1 %130, label %and85, label %next83, !dbg !130

has91:                                            ; preds = %and85
  %tcpflags94 = getelementptr i8, ptr %0, i64 66, !dbg !130
  %tcpflags95 = load i8, ptr %tcpflags94, align 1, !dbg !130
  %131 = zext i8 %tcpflags95 to i64, !dbg !130
  %132 = and i64 %131, 16, !dbg !130
  %133 = icmp eq i64 %132, 16, !dbg !130
  br i1 %133, label %next83, label %and84, !dbg !130

hit98:                                            ; preds = %and100
  ret i32 33, !dbg !131

next99:                                           ; preds = %and100, %has101, %next83
  br label %continue, !dbg !131

continue:                                         ; preds = %next99, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !124
  ret i32 %best1, !dbg !124

and100:                                           ; preds = %has101
  %flags105 = getelementptr i8, ptr %0, i64 52, !dbg !131
  %flags106 = load i32, ptr %flags105, align 4, !dbg !131
  %134 = zext i32 %flags106 to i64, !dbg !131
  %135 = and i64 %134, 32, !dbg !131
  %136 = icmp ne i64 %135, 0, !dbg !131
  br i1 %136, label %hit98, label %next99, !dbg !131

has101:                                           ; preds = %next83
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !131
  %proto104 = load i8, ptr %proto, align 1, !dbg !131
  %137 = zext i8 %proto104 to i64, !dbg !131
  %138 = icmp eq i64 %137, 6, !dbg !131
  br i1 %138, label %and100, label %next99, !dbg !131
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
