target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0111\\012source\\011syn-flood.xf\\012default\\011pass\\012rule\\0110\\01110\\011count\\0110\\011c\22"
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
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !71 {
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
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !115
  %flags2 = load i32, ptr %flags, align 4, !dbg !115
  %3 = zext i32 %flags2 to i64, !dbg !115
  %4 = and i64 %3, 128, !dbg !115
  %5 = icmp ne i64 %4, 0, !dbg !115
  br i1 %5, label %has, label %next, !dbg !115

hit:                                              ; preds = %has4, %and
  %len = getelementptr i8, ptr %0, i64 48, !dbg !115
  %len9 = load i32, ptr %len, align 4, !dbg !115
  %6 = zext i32 %len9 to i64, !dbg !115
  %7 = call i32 @xdpc_count(i32 0, i64 %6), !dbg !115
  %flags10 = getelementptr i8, ptr %0, i64 52, !dbg !115
  %flags11 = load i32, ptr %flags10, align 4, !dbg !115
  %8 = zext i32 %flags11 to i64, !dbg !115
  %9 = and i64 %8, 64, !dbg !115
  %10 = icmp ne i64 %9, 0, !dbg !115
  br i1 %10, label %count.key, label %count.skip, !dbg !115

next:                                             ; preds = %count.skip, %has4, %has, %rules
  %flags19 = getelementptr i8, ptr %0, i64 52, !dbg !116
  %flags20 = load i32, ptr %flags19, align 4, !dbg !116
  %11 = zext i32 %flags20 to i64, !dbg !116
  %12 = and i64 %11, 128, !dbg !116
  %13 = icmp ne i64 %12, 0, !dbg !116
  br i1 %13, label %has18, label %next16, !dbg !116

and:                                              ; preds = %has
  %flags5 = getelementptr i8, ptr %0, i64 52, !dbg !115
  %flags6 = load i32, ptr %flags5, align 4, !dbg !115
  %14 = zext i32 %flags6 to i64, !dbg !115
  %15 = and i64 %14, 128, !dbg !115
  %16 = icmp ne i64 %15, 0, !dbg !115
  br i1 %16, label %has4, label %hit, !dbg !115

has:                                              ; preds = %rules
  %tcpflags = getelementptr i8, ptr %0, i64 66, !dbg !115
  %tcpflags3 = load i8, ptr %tcpflags, align 1, !dbg !115
  %17 = zext i8 %tcpflags3 to i64, !dbg !115
  %18 = and i64 %17, 2, !dbg !115
  %19 = icmp eq i64 %18, 2, !dbg !115
  br i1 %19, label %and, label %next, !dbg !115

has4:                                             ; preds = %and
  %tcpflags7 = getelementptr i8, ptr %0, i64 66, !dbg !115
  %tcpflags8 = load i8, ptr %tcpflags7, align 1, !dbg !115
  %20 = zext i8 %tcpflags8 to i64, !dbg !115
  %21 = and i64 %20, 16, !dbg !115
  %22 = icmp eq i64 %21, 16, !dbg !115
  br i1 %22, label %next, label %hit, !dbg !115

count.key:                                        ; preds = %hit
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !115
  %dport12 = load i16, ptr %dport, align 2, !dbg !115
  %23 = zext i16 %dport12 to i64, !dbg !115
  %24 = trunc i64 %23 to i32, !dbg !115
  store i32 %24, ptr %key, align 4, !dbg !115
  %25 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_dport, ptr %key), !dbg !115
  %26 = icmp ne ptr %25, null, !dbg !115
  br i1 %26, label %count.add, label %count.done, !dbg !115

count.skip:                                       ; preds = %count.done, %hit
  br label %next, !dbg !115

count.add:                                        ; preds = %count.key
  %27 = load i64, ptr %25, align 8, !dbg !115
  %28 = add i64 %27, 1, !dbg !115
  store i64 %28, ptr %25, align 8, !dbg !115
  %29 = getelementptr i8, ptr %25, i64 8, !dbg !115
  %30 = load i64, ptr %29, align 8, !dbg !115
  %len13 = getelementptr i8, ptr %0, i64 48, !dbg !115
  %len14 = load i32, ptr %len13, align 4, !dbg !115
  %31 = zext i32 %len14 to i64, !dbg !115
  %32 = add i64 %30, %31, !dbg !115
  store i64 %32, ptr %29, align 8, !dbg !115
  br label %count.done, !dbg !115

count.done:                                       ; preds = %count.add, %count.key
  br label %count.skip, !dbg !115

hit15:                                            ; preds = %has23, %and17
  %len28 = getelementptr i8, ptr %0, i64 48, !dbg !116
  %len29 = load i32, ptr %len28, align 4, !dbg !116
  %33 = zext i32 %len29 to i64, !dbg !116
  %34 = call i32 @xdpc_count(i32 1, i64 %33), !dbg !116
  %flags30 = getelementptr i8, ptr %0, i64 52, !dbg !116
  %flags31 = load i32, ptr %flags30, align 4, !dbg !116
  %35 = zext i32 %flags31 to i64, !dbg !116
  %36 = and i64 %35, 12, !dbg !116
  %37 = icmp ne i64 %36, 0, !dbg !116
  br i1 %37, label %count.key32, label %count.skip33, !dbg !116

next16:                                           ; preds = %count.skip33, %has23, %has18, %next
  %flags50 = getelementptr i8, ptr %0, i64 52, !dbg !117
  %flags51 = load i32, ptr %flags50, align 4, !dbg !117
  %38 = zext i32 %flags51 to i64, !dbg !117
  %39 = and i64 %38, 128, !dbg !117
  %40 = icmp ne i64 %39, 0, !dbg !117
  br i1 %40, label %has49, label %next48, !dbg !117

and17:                                            ; preds = %has18
  %flags24 = getelementptr i8, ptr %0, i64 52, !dbg !116
  %flags25 = load i32, ptr %flags24, align 4, !dbg !116
  %41 = zext i32 %flags25 to i64, !dbg !116
  %42 = and i64 %41, 128, !dbg !116
  %43 = icmp ne i64 %42, 0, !dbg !116
  br i1 %43, label %has23, label %hit15, !dbg !116

has18:                                            ; preds = %next
  %tcpflags21 = getelementptr i8, ptr %0, i64 66, !dbg !116
  %tcpflags22 = load i8, ptr %tcpflags21, align 1, !dbg !116
  %44 = zext i8 %tcpflags22 to i64, !dbg !116
  %45 = and i64 %44, 2, !dbg !116
  %46 = icmp eq i64 %45, 2, !dbg !116
  br i1 %46, label %and17, label %next16, !dbg !116

has23:                                            ; preds = %and17
  %tcpflags26 = getelementptr i8, ptr %0, i64 66, !dbg !116
  %tcpflags27 = load i8, ptr %tcpflags26, align 1, !dbg !116
  %47 = zext i8 %tcpflags27 to i64, !dbg !116
  %48 = and i64 %47, 16, !dbg !116
  %49 = icmp eq i64 %48, 16, !dbg !116
  br i1 %49, label %next16, label %hit15, !dbg !116

count.key32:                                      ; preds = %hit15
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !116
  %src_hi34 = load i64, ptr %src_hi, align 8, !dbg !116
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !116
  %src_lo35 = load i64, ptr %src_lo, align 8, !dbg !116
  %family = getelementptr i8, ptr %0, i64 67, !dbg !116
  %family36 = load i8, ptr %family, align 1, !dbg !116
  %50 = zext i8 %family36 to i64, !dbg !116
  %51 = trunc i64 %50 to i32, !dbg !116
  %52 = getelementptr i8, ptr %addr, i64 0, !dbg !116
  store i32 %51, ptr %52, align 4, !dbg !116
  %53 = call i64 @llvm.bswap.i64(i64 %src_hi34), !dbg !116
  %54 = getelementptr i8, ptr %addr, i64 4, !dbg !116
  store i64 %53, ptr %54, align 4, !dbg !116
  %55 = call i64 @llvm.bswap.i64(i64 %src_lo35), !dbg !116
  %56 = getelementptr i8, ptr %addr, i64 12, !dbg !116
  store i64 %55, ptr %56, align 4, !dbg !116
  %57 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t1_src, ptr %addr), !dbg !116
  %58 = icmp ne ptr %57, null, !dbg !116
  br i1 %58, label %addr.found, label %addr.create, !dbg !116

count.skip33:                                     ; preds = %addr.done, %hit15
  br label %next16, !dbg !116

addr.found:                                       ; preds = %count.key32
  %59 = icmp ne ptr %57, null, !dbg !116
  br i1 %59, label %count.add37, label %count.done38, !dbg !116

addr.create:                                      ; preds = %count.key32
  %60 = getelementptr i8, ptr %val, i64 0, !dbg !116
  store i64 1, ptr %60, align 8, !dbg !116
  %len41 = getelementptr i8, ptr %0, i64 48, !dbg !116
  %len42 = load i32, ptr %len41, align 4, !dbg !116
  %61 = zext i32 %len42 to i64, !dbg !116
  %62 = getelementptr i8, ptr %val, i64 8, !dbg !116
  store i64 %61, ptr %62, align 8, !dbg !116
  %63 = call i64 inttoptr (i64 2 to ptr)(ptr @xdpc_t1_src, ptr %addr, ptr %val, i64 1), !dbg !116
  %64 = icmp eq i64 %63, 0, !dbg !116
  br i1 %64, label %addr.done, label %addr.retry, !dbg !116

addr.retry:                                       ; preds = %addr.create
  %65 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t1_src, ptr %addr), !dbg !116
  %66 = icmp ne ptr %65, null, !dbg !116
  br i1 %66, label %count.add43, label %count.done44, !dbg !116

addr.done:                                        ; preds = %count.done44, %addr.create, %count.done38
  br label %count.skip33, !dbg !116

count.add37:                                      ; preds = %addr.found
  %67 = load i64, ptr %57, align 8, !dbg !116
  %68 = add i64 %67, 1, !dbg !116
  store i64 %68, ptr %57, align 8, !dbg !116
  %69 = getelementptr i8, ptr %57, i64 8, !dbg !116
  %70 = load i64, ptr %69, align 8, !dbg !116
  %len39 = getelementptr i8, ptr %0, i64 48, !dbg !116
  %len40 = load i32, ptr %len39, align 4, !dbg !116
  %71 = zext i32 %len40 to i64, !dbg !116
  %72 = add i64 %70, %71, !dbg !116
  store i64 %72, ptr %69, align 8, !dbg !116
  br label %count.done38, !dbg !116

count.done38:                                     ; preds = %count.add37, %addr.found
  br label %addr.done, !dbg !116

count.add43:                                      ; preds = %addr.retry
  %73 = load i64, ptr %65, align 8, !dbg !116
  %74 = add i64 %73, 1, !dbg !116
  store i64 %74, ptr %65, align 8, !dbg !116
  %75 = getelementptr i8, ptr %65, i64 8, !dbg !116
  %76 = load i64, ptr %75, align 8, !dbg !116
  %len45 = getelementptr i8, ptr %0, i64 48, !dbg !116
  %len46 = load i32, ptr %len45, align 4, !dbg !116
  %77 = zext i32 %len46 to i64, !dbg !116
  %78 = add i64 %76, %77, !dbg !116
  store i64 %78, ptr %75, align 8, !dbg !116
  br label %count.done44, !dbg !116

count.done44:                                     ; preds = %count.add43, %addr.retry
  br label %addr.done, !dbg !116

hit47:                                            ; preds = %has49
  ret i32 13, !dbg !117

next48:                                           ; preds = %has49, %next16
  %flags57 = getelementptr i8, ptr %0, i64 52, !dbg !118
  %flags58 = load i32, ptr %flags57, align 4, !dbg !118
  %79 = zext i32 %flags58 to i64, !dbg !118
  %80 = and i64 %79, 128, !dbg !118
  %81 = icmp ne i64 %80, 0, !dbg !118
  br i1 %81, label %has56, label %next55, !dbg !118

has49:                                            ; preds = %next16
  %tcpflags52 = getelementptr i8, ptr %0, i64 66, !dbg !117
  %tcpflags53 = load i8, ptr %tcpflags52, align 1, !dbg !117
  %82 = zext i8 %tcpflags53 to i64, !dbg !117
  %83 = and i64 %82, 3, !dbg !117
  %84 = icmp eq i64 %83, 3, !dbg !117
  br i1 %84, label %hit47, label %next48, !dbg !117

hit54:                                            ; preds = %has56
  ret i32 17, !dbg !118

next55:                                           ; preds = %has56, %next48
  %flags64 = getelementptr i8, ptr %0, i64 52, !dbg !119
  %flags65 = load i32, ptr %flags64, align 4, !dbg !119
  %85 = zext i32 %flags65 to i64, !dbg !119
  %86 = and i64 %85, 128, !dbg !119
  %87 = icmp ne i64 %86, 0, !dbg !119
  br i1 %87, label %has63, label %next62, !dbg !119

has56:                                            ; preds = %next48
  %tcpflags59 = getelementptr i8, ptr %0, i64 66, !dbg !118
  %tcpflags60 = load i8, ptr %tcpflags59, align 1, !dbg !118
  %88 = zext i8 %tcpflags60 to i64, !dbg !118
  %89 = and i64 %88, 6, !dbg !118
  %90 = icmp eq i64 %89, 6, !dbg !118
  br i1 %90, label %hit54, label %next55, !dbg !118

hit61:                                            ; preds = %has63
  ret i32 21, !dbg !119

next62:                                           ; preds = %has63, %next55
  %flags72 = getelementptr i8, ptr %0, i64 52, !dbg !120
  %flags73 = load i32, ptr %flags72, align 4, !dbg !120
  %91 = zext i32 %flags73 to i64, !dbg !120
  %92 = and i64 %91, 128, !dbg !120
  %93 = icmp ne i64 %92, 0, !dbg !120
  br i1 %93, label %has71, label %next69, !dbg !120

has63:                                            ; preds = %next55
  %tcpflags66 = getelementptr i8, ptr %0, i64 66, !dbg !119
  %tcpflags67 = load i8, ptr %tcpflags66, align 1, !dbg !119
  %94 = zext i8 %tcpflags67 to i64, !dbg !119
  %95 = and i64 %94, 5, !dbg !119
  %96 = icmp eq i64 %95, 5, !dbg !119
  br i1 %96, label %hit61, label %next62, !dbg !119

hit68:                                            ; preds = %has76, %and70
  ret i32 25, !dbg !120

next69:                                           ; preds = %has76, %has71, %next62
  %flags86 = getelementptr i8, ptr %0, i64 52, !dbg !121
  %flags87 = load i32, ptr %flags86, align 4, !dbg !121
  %97 = zext i32 %flags87 to i64, !dbg !121
  %98 = and i64 %97, 128, !dbg !121
  %99 = icmp ne i64 %98, 0, !dbg !121
  br i1 %99, label %has85, label %next82, !dbg !121

and70:                                            ; preds = %has71
  %flags77 = getelementptr i8, ptr %0, i64 52, !dbg !120
  %flags78 = load i32, ptr %flags77, align 4, !dbg !120
  %100 = zext i32 %flags78 to i64, !dbg !120
  %101 = and i64 %100, 128, !dbg !120
  %102 = icmp ne i64 %101, 0, !dbg !120
  br i1 %102, label %has76, label %hit68, !dbg !120

has71:                                            ; preds = %next62
  %tcpflags74 = getelementptr i8, ptr %0, i64 66, !dbg !120
  %tcpflags75 = load i8, ptr %tcpflags74, align 1, !dbg !120
  %103 = zext i8 %tcpflags75 to i64, !dbg !120
  %104 = and i64 %103, 41, !dbg !120
  %105 = icmp eq i64 %104, 41, !dbg !120
  br i1 %105, label %and70, label %next69, !dbg !120

has76:                                            ; preds = %and70
  %tcpflags79 = getelementptr i8, ptr %0, i64 66, !dbg !120
  %tcpflags80 = load i8, ptr %tcpflags79, align 1, !dbg !120
  %106 = zext i8 %tcpflags80 to i64, !dbg !120
  %107 = and i64 %106, 16, !dbg !120
  %108 = icmp eq i64 %107, 16, !dbg !120
  br i1 %108, label %next69, label %hit68, !dbg !120

hit81:                                            ; preds = %and83
  ret i32 29, !dbg !121

next82:                                           ; preds = %and83, %has90, %has85, %next69
  %flags101 = getelementptr i8, ptr %0, i64 52, !dbg !122
  %flags102 = load i32, ptr %flags101, align 4, !dbg !122
  %109 = zext i32 %flags102 to i64, !dbg !122
  %110 = and i64 %109, 16, !dbg !122
  %111 = icmp ne i64 %110, 0, !dbg !122
  br i1 %111, label %has100, label %next98, !dbg !122

and83:                                            ; preds = %has90, %and84
  %len95 = getelementptr i8, ptr %0, i64 48, !dbg !121
  %len96 = load i32, ptr %len95, align 4, !dbg !121
  %112 = zext i32 %len96 to i64, !dbg !121
  %113 = icmp ugt i64 %112, 162, !dbg !121
  br i1 %113, label %hit81, label %next82, !dbg !121

and84:                                            ; preds = %has85
  %flags91 = getelementptr i8, ptr %0, i64 52, !dbg !121
  %flags92 = load i32, ptr %flags91, align 4, !dbg !121
  %114 = zext i32 %flags92 to i64, !dbg !121
  %115 = and i64 %114, 128, !dbg !121
  %116 = icmp ne i64 %115, 0, !dbg !121
  br i1 %116, label %has90, label %and83, !dbg !121

has85:                                            ; preds = %next69
  %tcpflags88 = getelementptr i8, ptr %0, i64 66, !dbg !121
  %tcpflags89 = load i8, ptr %tcpflags88, align 1, !dbg !121
  %117 = zext i8 %tcpflags89 to i64, !dbg !121
  %118 = and i64 %117, 2, !dbg !121
  %119 = icmp eq i64 %118, 2, !dbg !121
  br i1 %119, label %and84, label %next82, !dbg !121

has90:                                            ; preds = %and84
  %tcpflags93 = getelementptr i8, ptr %0, i64 66, !dbg !121
  %tcpflags94 = load i8, ptr %tcpflags93, align 1, !dbg !121
  %120 = zext i8 %tcpflags94 to i64, !dbg !121
  %121 = and i64 %120, 16, !dbg !121
  %122 = icmp eq i64 %121, 16, !dbg !121
  br i1 %122, label %next82, label %and83, !dbg !121

hit97:                                            ; preds = %and99
  ret i32 33, !dbg !122

next98:                                           ; preds = %and99, %has100, %next82
  br label %continue, !dbg !122

continue:                                         ; preds = %next98, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !115
  ret i32 %best1, !dbg !115

and99:                                            ; preds = %has100
  %flags104 = getelementptr i8, ptr %0, i64 52, !dbg !122
  %flags105 = load i32, ptr %flags104, align 4, !dbg !122
  %123 = zext i32 %flags105 to i64, !dbg !122
  %124 = and i64 %123, 32, !dbg !122
  %125 = icmp ne i64 %124, 0, !dbg !122
  br i1 %125, label %hit97, label %next98, !dbg !122

has100:                                           ; preds = %next82
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !122
  %proto103 = load i8, ptr %proto, align 1, !dbg !122
  %126 = zext i8 %proto103 to i64, !dbg !122
  %127 = icmp eq i64 %126, 6, !dbg !122
  br i1 %127, label %and99, label %next98, !dbg !122
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
!63 = !{!9, !64, !20, !24}
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
!77 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !22, size: 32, align: 32)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !22, size: 32, align: 32, offset: 32)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !22, size: 32, align: 32, offset: 64)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 96)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !22, size: 32, align: 32, offset: 128)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 160)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64, align: 64, dwarfAddressSpace: 0)
!84 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !85)
!85 = !{!86, !87, !88, !89, !90, !91, !92, !93, !94, !97, !98, !99, !100, !101, !102, !103, !104}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !29, size: 64, align: 64)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 64)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !29, size: 64, align: 64, offset: 128)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 192)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !29, size: 64, align: 64, offset: 256)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !29, size: 64, align: 64, offset: 320)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !22, size: 32, align: 32, offset: 384)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !22, size: 32, align: 32, offset: 416)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !95, size: 16, align: 16, offset: 448)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !96)
!96 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !95, size: 16, align: 16, offset: 464)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !95, size: 16, align: 16, offset: 480)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !95, size: 16, align: 16, offset: 496)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !46, size: 8, align: 8, offset: 512)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !46, size: 8, align: 8, offset: 520)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !46, size: 8, align: 8, offset: 528)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !46, size: 8, align: 8, offset: 536)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !22, size: 32, align: 32, offset: 544)
!105 = !{!106, !107}
!106 = !DILocalVariable(name: "ctx", arg: 1, scope: !71, file: !3, line: 1, type: !74)
!107 = !DILocalVariable(name: "pkt", arg: 2, scope: !71, file: !3, line: 1, type: !83)
!108 = !DILocation(line: 1, column: 1, scope: !71)
!109 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 10, type: !110, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !112)
!110 = !DISubroutineType(flags: DIFlagPrototyped, types: !111)
!111 = !{!12, !83, !22}
!112 = !{!113, !114}
!113 = !DILocalVariable(name: "pkt", arg: 1, scope: !109, file: !3, line: 10, type: !83)
!114 = !DILocalVariable(name: "best", arg: 2, scope: !109, file: !3, line: 10, type: !22)
!115 = !DILocation(line: 10, column: 1, scope: !109)
!116 = !DILocation(line: 11, column: 1, scope: !109)
!117 = !DILocation(line: 14, column: 1, scope: !109)
!118 = !DILocation(line: 15, column: 1, scope: !109)
!119 = !DILocation(line: 16, column: 1, scope: !109)
!120 = !DILocation(line: 17, column: 1, scope: !109)
!121 = !DILocation(line: 24, column: 1, scope: !109)
!122 = !DILocation(line: 27, column: 1, scope: !109)
!123 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !124, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !126)
!124 = !DISubroutineType(flags: DIFlagPrototyped, types: !125)
!125 = !{!12, !22, !29}
!126 = !{!127, !128}
!127 = !DILocalVariable(name: "rule", arg: 1, scope: !123, file: !3, line: 1, type: !22)
!128 = !DILocalVariable(name: "len", arg: 2, scope: !123, file: !3, line: 1, type: !29)
!129 = !DILocation(line: 1, column: 1, scope: !123)
!130 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !131, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !133)
!131 = !DISubroutineType(flags: DIFlagPrototyped, types: !132)
!132 = !{!12, !74}
!133 = !{!134}
!134 = !DILocalVariable(name: "ctx", arg: 1, scope: !130, file: !3, line: 1, type: !74)
!135 = !DILocation(line: 1, column: 1, scope: !130)
