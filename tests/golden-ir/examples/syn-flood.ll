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
define i32 @xdpc_rules_0(ptr %0) #0 !dbg !109 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !114
  %val = alloca [2 x i64], align 8, !dbg !114
  %key = alloca i32, align 8, !dbg !114
  %1 = icmp eq ptr %0, null, !dbg !114
  br i1 %1, label %continue, label %rules, !dbg !114

rules:                                            ; preds = %entry
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !114
  %flags1 = load i32, ptr %flags, align 4, !dbg !114
  %2 = zext i32 %flags1 to i64, !dbg !114
  %3 = and i64 %2, 128, !dbg !114
  %4 = icmp ne i64 %3, 0, !dbg !114
  br i1 %4, label %has, label %next, !dbg !114

hit:                                              ; preds = %has3, %and
  %len = getelementptr i8, ptr %0, i64 48, !dbg !114
  %len8 = load i32, ptr %len, align 4, !dbg !114
  %5 = zext i32 %len8 to i64, !dbg !114
  %6 = call i32 @xdpc_count(i32 0, i64 %5), !dbg !114
  %flags9 = getelementptr i8, ptr %0, i64 52, !dbg !114
  %flags10 = load i32, ptr %flags9, align 4, !dbg !114
  %7 = zext i32 %flags10 to i64, !dbg !114
  %8 = and i64 %7, 64, !dbg !114
  %9 = icmp ne i64 %8, 0, !dbg !114
  br i1 %9, label %count.key, label %count.skip, !dbg !114

next:                                             ; preds = %count.skip, %has3, %has, %rules
  %flags18 = getelementptr i8, ptr %0, i64 52, !dbg !115
  %flags19 = load i32, ptr %flags18, align 4, !dbg !115
  %10 = zext i32 %flags19 to i64, !dbg !115
  %11 = and i64 %10, 128, !dbg !115
  %12 = icmp ne i64 %11, 0, !dbg !115
  br i1 %12, label %has17, label %next15, !dbg !115

and:                                              ; preds = %has
  %flags4 = getelementptr i8, ptr %0, i64 52, !dbg !114
  %flags5 = load i32, ptr %flags4, align 4, !dbg !114
  %13 = zext i32 %flags5 to i64, !dbg !114
  %14 = and i64 %13, 128, !dbg !114
  %15 = icmp ne i64 %14, 0, !dbg !114
  br i1 %15, label %has3, label %hit, !dbg !114

has:                                              ; preds = %rules
  %tcpflags = getelementptr i8, ptr %0, i64 66, !dbg !114
  %tcpflags2 = load i8, ptr %tcpflags, align 1, !dbg !114
  %16 = zext i8 %tcpflags2 to i64, !dbg !114
  %17 = and i64 %16, 2, !dbg !114
  %18 = icmp eq i64 %17, 2, !dbg !114
  br i1 %18, label %and, label %next, !dbg !114

has3:                                             ; preds = %and
  %tcpflags6 = getelementptr i8, ptr %0, i64 66, !dbg !114
  %tcpflags7 = load i8, ptr %tcpflags6, align 1, !dbg !114
  %19 = zext i8 %tcpflags7 to i64, !dbg !114
  %20 = and i64 %19, 16, !dbg !114
  %21 = icmp eq i64 %20, 16, !dbg !114
  br i1 %21, label %next, label %hit, !dbg !114

count.key:                                        ; preds = %hit
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !114
  %dport11 = load i16, ptr %dport, align 2, !dbg !114
  %22 = zext i16 %dport11 to i64, !dbg !114
  %23 = trunc i64 %22 to i32, !dbg !114
  store i32 %23, ptr %key, align 4, !dbg !114
  %24 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_dport, ptr %key), !dbg !114
  %25 = icmp ne ptr %24, null, !dbg !114
  br i1 %25, label %count.add, label %count.done, !dbg !114

count.skip:                                       ; preds = %count.done, %hit
  br label %next, !dbg !114

count.add:                                        ; preds = %count.key
  %26 = load i64, ptr %24, align 8, !dbg !114
  %27 = add i64 %26, 1, !dbg !114
  store i64 %27, ptr %24, align 8, !dbg !114
  %28 = getelementptr i8, ptr %24, i64 8, !dbg !114
  %29 = load i64, ptr %28, align 8, !dbg !114
  %len12 = getelementptr i8, ptr %0, i64 48, !dbg !114
  %len13 = load i32, ptr %len12, align 4, !dbg !114
  %30 = zext i32 %len13 to i64, !dbg !114
  %31 = add i64 %29, %30, !dbg !114
  store i64 %31, ptr %28, align 8, !dbg !114
  br label %count.done, !dbg !114

count.done:                                       ; preds = %count.add, %count.key
  br label %count.skip, !dbg !114

hit14:                                            ; preds = %has22, %and16
  %len27 = getelementptr i8, ptr %0, i64 48, !dbg !115
  %len28 = load i32, ptr %len27, align 4, !dbg !115
  %32 = zext i32 %len28 to i64, !dbg !115
  %33 = call i32 @xdpc_count(i32 1, i64 %32), !dbg !115
  %flags29 = getelementptr i8, ptr %0, i64 52, !dbg !115
  %flags30 = load i32, ptr %flags29, align 4, !dbg !115
  %34 = zext i32 %flags30 to i64, !dbg !115
  %35 = and i64 %34, 12, !dbg !115
  %36 = icmp ne i64 %35, 0, !dbg !115
  br i1 %36, label %count.key31, label %count.skip32, !dbg !115

next15:                                           ; preds = %count.skip32, %has22, %has17, %next
  %flags49 = getelementptr i8, ptr %0, i64 52, !dbg !116
  %flags50 = load i32, ptr %flags49, align 4, !dbg !116
  %37 = zext i32 %flags50 to i64, !dbg !116
  %38 = and i64 %37, 128, !dbg !116
  %39 = icmp ne i64 %38, 0, !dbg !116
  br i1 %39, label %has48, label %next47, !dbg !116

and16:                                            ; preds = %has17
  %flags23 = getelementptr i8, ptr %0, i64 52, !dbg !115
  %flags24 = load i32, ptr %flags23, align 4, !dbg !115
  %40 = zext i32 %flags24 to i64, !dbg !115
  %41 = and i64 %40, 128, !dbg !115
  %42 = icmp ne i64 %41, 0, !dbg !115
  br i1 %42, label %has22, label %hit14, !dbg !115

has17:                                            ; preds = %next
  %tcpflags20 = getelementptr i8, ptr %0, i64 66, !dbg !115
  %tcpflags21 = load i8, ptr %tcpflags20, align 1, !dbg !115
  %43 = zext i8 %tcpflags21 to i64, !dbg !115
  %44 = and i64 %43, 2, !dbg !115
  %45 = icmp eq i64 %44, 2, !dbg !115
  br i1 %45, label %and16, label %next15, !dbg !115

has22:                                            ; preds = %and16
  %tcpflags25 = getelementptr i8, ptr %0, i64 66, !dbg !115
  %tcpflags26 = load i8, ptr %tcpflags25, align 1, !dbg !115
  %46 = zext i8 %tcpflags26 to i64, !dbg !115
  %47 = and i64 %46, 16, !dbg !115
  %48 = icmp eq i64 %47, 16, !dbg !115
  br i1 %48, label %next15, label %hit14, !dbg !115

count.key31:                                      ; preds = %hit14
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !115
  %src_hi33 = load i64, ptr %src_hi, align 8, !dbg !115
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !115
  %src_lo34 = load i64, ptr %src_lo, align 8, !dbg !115
  %family = getelementptr i8, ptr %0, i64 67, !dbg !115
  %family35 = load i8, ptr %family, align 1, !dbg !115
  %49 = zext i8 %family35 to i64, !dbg !115
  %50 = trunc i64 %49 to i32, !dbg !115
  %51 = getelementptr i8, ptr %addr, i64 0, !dbg !115
  store i32 %50, ptr %51, align 4, !dbg !115
  %52 = call i64 @llvm.bswap.i64(i64 %src_hi33), !dbg !115
  %53 = getelementptr i8, ptr %addr, i64 4, !dbg !115
  store i64 %52, ptr %53, align 4, !dbg !115
  %54 = call i64 @llvm.bswap.i64(i64 %src_lo34), !dbg !115
  %55 = getelementptr i8, ptr %addr, i64 12, !dbg !115
  store i64 %54, ptr %55, align 4, !dbg !115
  %56 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t1_src, ptr %addr), !dbg !115
  %57 = icmp ne ptr %56, null, !dbg !115
  br i1 %57, label %addr.found, label %addr.create, !dbg !115

count.skip32:                                     ; preds = %addr.done, %hit14
  br label %next15, !dbg !115

addr.found:                                       ; preds = %count.key31
  %58 = icmp ne ptr %56, null, !dbg !115
  br i1 %58, label %count.add36, label %count.done37, !dbg !115

addr.create:                                      ; preds = %count.key31
  %59 = getelementptr i8, ptr %val, i64 0, !dbg !115
  store i64 1, ptr %59, align 8, !dbg !115
  %len40 = getelementptr i8, ptr %0, i64 48, !dbg !115
  %len41 = load i32, ptr %len40, align 4, !dbg !115
  %60 = zext i32 %len41 to i64, !dbg !115
  %61 = getelementptr i8, ptr %val, i64 8, !dbg !115
  store i64 %60, ptr %61, align 8, !dbg !115
  %62 = call i64 inttoptr (i64 2 to ptr)(ptr @xdpc_t1_src, ptr %addr, ptr %val, i64 1), !dbg !115
  %63 = icmp eq i64 %62, 0, !dbg !115
  br i1 %63, label %addr.done, label %addr.retry, !dbg !115

addr.retry:                                       ; preds = %addr.create
  %64 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t1_src, ptr %addr), !dbg !115
  %65 = icmp ne ptr %64, null, !dbg !115
  br i1 %65, label %count.add42, label %count.done43, !dbg !115

addr.done:                                        ; preds = %count.done43, %addr.create, %count.done37
  br label %count.skip32, !dbg !115

count.add36:                                      ; preds = %addr.found
  %66 = load i64, ptr %56, align 8, !dbg !115
  %67 = add i64 %66, 1, !dbg !115
  store i64 %67, ptr %56, align 8, !dbg !115
  %68 = getelementptr i8, ptr %56, i64 8, !dbg !115
  %69 = load i64, ptr %68, align 8, !dbg !115
  %len38 = getelementptr i8, ptr %0, i64 48, !dbg !115
  %len39 = load i32, ptr %len38, align 4, !dbg !115
  %70 = zext i32 %len39 to i64, !dbg !115
  %71 = add i64 %69, %70, !dbg !115
  store i64 %71, ptr %68, align 8, !dbg !115
  br label %count.done37, !dbg !115

count.done37:                                     ; preds = %count.add36, %addr.found
  br label %addr.done, !dbg !115

count.add42:                                      ; preds = %addr.retry
  %72 = load i64, ptr %64, align 8, !dbg !115
  %73 = add i64 %72, 1, !dbg !115
  store i64 %73, ptr %64, align 8, !dbg !115
  %74 = getelementptr i8, ptr %64, i64 8, !dbg !115
  %75 = load i64, ptr %74, align 8, !dbg !115
  %len44 = getelementptr i8, ptr %0, i64 48, !dbg !115
  %len45 = load i32, ptr %len44, align 4, !dbg !115
  %76 = zext i32 %len45 to i64, !dbg !115
  %77 = add i64 %75, %76, !dbg !115
  store i64 %77, ptr %74, align 8, !dbg !115
  br label %count.done43, !dbg !115

count.done43:                                     ; preds = %count.add42, %addr.retry
  br label %addr.done, !dbg !115

hit46:                                            ; preds = %has48
  %len53 = getelementptr i8, ptr %0, i64 48, !dbg !116
  %len54 = load i32, ptr %len53, align 4, !dbg !116
  %78 = zext i32 %len54 to i64, !dbg !116
  %79 = call i32 @xdpc_count(i32 2, i64 %78), !dbg !116
  ret i32 1, !dbg !116

next47:                                           ; preds = %has48, %next15
  %flags58 = getelementptr i8, ptr %0, i64 52, !dbg !117
  %flags59 = load i32, ptr %flags58, align 4, !dbg !117
  %80 = zext i32 %flags59 to i64, !dbg !117
  %81 = and i64 %80, 128, !dbg !117
  %82 = icmp ne i64 %81, 0, !dbg !117
  br i1 %82, label %has57, label %next56, !dbg !117

has48:                                            ; preds = %next15
  %tcpflags51 = getelementptr i8, ptr %0, i64 66, !dbg !116
  %tcpflags52 = load i8, ptr %tcpflags51, align 1, !dbg !116
  %83 = zext i8 %tcpflags52 to i64, !dbg !116
  %84 = and i64 %83, 3, !dbg !116
  %85 = icmp eq i64 %84, 3, !dbg !116
  br i1 %85, label %hit46, label %next47, !dbg !116

hit55:                                            ; preds = %has57
  %len62 = getelementptr i8, ptr %0, i64 48, !dbg !117
  %len63 = load i32, ptr %len62, align 4, !dbg !117
  %86 = zext i32 %len63 to i64, !dbg !117
  %87 = call i32 @xdpc_count(i32 3, i64 %86), !dbg !117
  ret i32 1, !dbg !117

next56:                                           ; preds = %has57, %next47
  %flags67 = getelementptr i8, ptr %0, i64 52, !dbg !118
  %flags68 = load i32, ptr %flags67, align 4, !dbg !118
  %88 = zext i32 %flags68 to i64, !dbg !118
  %89 = and i64 %88, 128, !dbg !118
  %90 = icmp ne i64 %89, 0, !dbg !118
  br i1 %90, label %has66, label %next65, !dbg !118

has57:                                            ; preds = %next47
  %tcpflags60 = getelementptr i8, ptr %0, i64 66, !dbg !117
  %tcpflags61 = load i8, ptr %tcpflags60, align 1, !dbg !117
  %91 = zext i8 %tcpflags61 to i64, !dbg !117
  %92 = and i64 %91, 6, !dbg !117
  %93 = icmp eq i64 %92, 6, !dbg !117
  br i1 %93, label %hit55, label %next56, !dbg !117

hit64:                                            ; preds = %has66
  %len71 = getelementptr i8, ptr %0, i64 48, !dbg !118
  %len72 = load i32, ptr %len71, align 4, !dbg !118
  %94 = zext i32 %len72 to i64, !dbg !118
  %95 = call i32 @xdpc_count(i32 4, i64 %94), !dbg !118
  ret i32 1, !dbg !118

next65:                                           ; preds = %has66, %next56
  %flags77 = getelementptr i8, ptr %0, i64 52, !dbg !119
  %flags78 = load i32, ptr %flags77, align 4, !dbg !119
  %96 = zext i32 %flags78 to i64, !dbg !119
  %97 = and i64 %96, 128, !dbg !119
  %98 = icmp ne i64 %97, 0, !dbg !119
  br i1 %98, label %has76, label %next74, !dbg !119

has66:                                            ; preds = %next56
  %tcpflags69 = getelementptr i8, ptr %0, i64 66, !dbg !118
  %tcpflags70 = load i8, ptr %tcpflags69, align 1, !dbg !118
  %99 = zext i8 %tcpflags70 to i64, !dbg !118
  %100 = and i64 %99, 5, !dbg !118
  %101 = icmp eq i64 %100, 5, !dbg !118
  br i1 %101, label %hit64, label %next65, !dbg !118

hit73:                                            ; preds = %has81, %and75
  %len86 = getelementptr i8, ptr %0, i64 48, !dbg !119
  %len87 = load i32, ptr %len86, align 4, !dbg !119
  %102 = zext i32 %len87 to i64, !dbg !119
  %103 = call i32 @xdpc_count(i32 5, i64 %102), !dbg !119
  ret i32 1, !dbg !119

next74:                                           ; preds = %has81, %has76, %next65
  %flags93 = getelementptr i8, ptr %0, i64 52, !dbg !120
  %flags94 = load i32, ptr %flags93, align 4, !dbg !120
  %104 = zext i32 %flags94 to i64, !dbg !120
  %105 = and i64 %104, 128, !dbg !120
  %106 = icmp ne i64 %105, 0, !dbg !120
  br i1 %106, label %has92, label %next89, !dbg !120

and75:                                            ; preds = %has76
  %flags82 = getelementptr i8, ptr %0, i64 52, !dbg !119
  %flags83 = load i32, ptr %flags82, align 4, !dbg !119
  %107 = zext i32 %flags83 to i64, !dbg !119
  %108 = and i64 %107, 128, !dbg !119
  %109 = icmp ne i64 %108, 0, !dbg !119
  br i1 %109, label %has81, label %hit73, !dbg !119

has76:                                            ; preds = %next65
  %tcpflags79 = getelementptr i8, ptr %0, i64 66, !dbg !119
  %tcpflags80 = load i8, ptr %tcpflags79, align 1, !dbg !119
  %110 = zext i8 %tcpflags80 to i64, !dbg !119
  %111 = and i64 %110, 41, !dbg !119
  %112 = icmp eq i64 %111, 41, !dbg !119
  br i1 %112, label %and75, label %next74, !dbg !119

has81:                                            ; preds = %and75
  %tcpflags84 = getelementptr i8, ptr %0, i64 66, !dbg !119
  %tcpflags85 = load i8, ptr %tcpflags84, align 1, !dbg !119
  %113 = zext i8 %tcpflags85 to i64, !dbg !119
  %114 = and i64 %113, 16, !dbg !119
  %115 = icmp eq i64 %114, 16, !dbg !119
  br i1 %115, label %next74, label %hit73, !dbg !119

hit88:                                            ; preds = %and90
  %len104 = getelementptr i8, ptr %0, i64 48, !dbg !120
  %len105 = load i32, ptr %len104, align 4, !dbg !120
  %116 = zext i32 %len105 to i64, !dbg !120
  %117 = call i32 @xdpc_count(i32 6, i64 %116), !dbg !120
  ret i32 1, !dbg !120

next89:                                           ; preds = %and90, %has97, %has92, %next74
  %flags110 = getelementptr i8, ptr %0, i64 52, !dbg !121
  %flags111 = load i32, ptr %flags110, align 4, !dbg !121
  %118 = zext i32 %flags111 to i64, !dbg !121
  %119 = and i64 %118, 16, !dbg !121
  %120 = icmp ne i64 %119, 0, !dbg !121
  br i1 %120, label %has109, label %next107, !dbg !121

and90:                                            ; preds = %has97, %and91
  %len102 = getelementptr i8, ptr %0, i64 48, !dbg !120
  %len103 = load i32, ptr %len102, align 4, !dbg !120
  %121 = zext i32 %len103 to i64, !dbg !120
  %122 = icmp ugt i64 %121, 162, !dbg !120
  br i1 %122, label %hit88, label %next89, !dbg !120

and91:                                            ; preds = %has92
  %flags98 = getelementptr i8, ptr %0, i64 52, !dbg !120
  %flags99 = load i32, ptr %flags98, align 4, !dbg !120
  %123 = zext i32 %flags99 to i64, !dbg !120
  %124 = and i64 %123, 128, !dbg !120
  %125 = icmp ne i64 %124, 0, !dbg !120
  br i1 %125, label %has97, label %and90, !dbg !120

has92:                                            ; preds = %next74
  %tcpflags95 = getelementptr i8, ptr %0, i64 66, !dbg !120
  %tcpflags96 = load i8, ptr %tcpflags95, align 1, !dbg !120
  %126 = zext i8 %tcpflags96 to i64, !dbg !120
  %127 = and i64 %126, 2, !dbg !120
  %128 = icmp eq i64 %127, 2, !dbg !120
  br i1 %128, label %and91, label %next89, !dbg !120

has97:                                            ; preds = %and91
  %tcpflags100 = getelementptr i8, ptr %0, i64 66, !dbg !120
  %tcpflags101 = load i8, ptr %tcpflags100, align 1, !dbg !120
  %129 = zext i8 %tcpflags101 to i64, !dbg !120
  %130 = and i64 %129, 16, !dbg !120
  %131 = icmp eq i64 %130, 16, !dbg !120
  br i1 %131, label %next89, label %and90, !dbg !120

hit106:                                           ; preds = %and108
  %len115 = getelementptr i8, ptr %0, i64 48, !dbg !121
  %len116 = load i32, ptr %len115, align 4, !dbg !121
  %132 = zext i32 %len116 to i64, !dbg !121
  %133 = call i32 @xdpc_count(i32 7, i64 %132), !dbg !121
  ret i32 1, !dbg !121

next107:                                          ; preds = %and108, %has109, %next89
  br label %continue, !dbg !121

continue:                                         ; preds = %next107, %entry
  ret i32 0, !dbg !114

and108:                                           ; preds = %has109
  %flags113 = getelementptr i8, ptr %0, i64 52, !dbg !121
  %flags114 = load i32, ptr %flags113, align 4, !dbg !121
  %134 = zext i32 %flags114 to i64, !dbg !121
  %135 = and i64 %134, 32, !dbg !121
  %136 = icmp ne i64 %135, 0, !dbg !121
  br i1 %136, label %hit106, label %next107, !dbg !121

has109:                                           ; preds = %next89
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !121
  %proto112 = load i8, ptr %proto, align 1, !dbg !121
  %137 = zext i8 %proto112 to i64, !dbg !121
  %138 = icmp eq i64 %137, 6, !dbg !121
  br i1 %138, label %and108, label %next107, !dbg !121
}

; Function Attrs: noinline nounwind
define i32 @xdpc_count(i32 %0, i64 %1) #0 !dbg !122 {
entry:
  %key = alloca i32, align 8, !dbg !128
  store i32 %0, ptr %key, align 4, !dbg !128
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !128
  %3 = icmp ne ptr %2, null, !dbg !128
  br i1 %3, label %count.add, label %count.done, !dbg !128

count.add:                                        ; preds = %entry
  %4 = load i64, ptr %2, align 8, !dbg !128
  %5 = add i64 %4, 1, !dbg !128
  store i64 %5, ptr %2, align 8, !dbg !128
  %6 = getelementptr i8, ptr %2, i64 8, !dbg !128
  %7 = load i64, ptr %6, align 8, !dbg !128
  %8 = add i64 %7, %1, !dbg !128
  store i64 %8, ptr %6, align 8, !dbg !128
  br label %count.done, !dbg !128

count.done:                                       ; preds = %count.add, %entry
  ret i32 0, !dbg !128
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !129 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !134
  %addr = alloca [5 x i32], align 8, !dbg !134
  %val = alloca [2 x i64], align 8, !dbg !134
  %key = alloca i32, align 8, !dbg !134
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !134
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !134
  %verdict = call i32 @xdpc_rules_0(ptr %pkt), !dbg !134
  %2 = icmp ne i32 %verdict, 0, !dbg !134
  br i1 %2, label %decided, label %undecided, !dbg !134

decided:                                          ; preds = %entry
  ret i32 %verdict, !dbg !134

undecided:                                        ; preds = %entry
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !134
  %len1 = load i32, ptr %len, align 4, !dbg !134
  %3 = zext i32 %len1 to i64, !dbg !134
  %4 = call i32 @xdpc_count(i32 8, i64 %3), !dbg !134
  ret i32 2, !dbg !134
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
!111 = !{!12, !83}
!112 = !{!113}
!113 = !DILocalVariable(name: "pkt", arg: 1, scope: !109, file: !3, line: 10, type: !83)
!114 = !DILocation(line: 10, column: 1, scope: !109)
!115 = !DILocation(line: 11, column: 1, scope: !109)
!116 = !DILocation(line: 14, column: 1, scope: !109)
!117 = !DILocation(line: 15, column: 1, scope: !109)
!118 = !DILocation(line: 16, column: 1, scope: !109)
!119 = !DILocation(line: 17, column: 1, scope: !109)
!120 = !DILocation(line: 24, column: 1, scope: !109)
!121 = !DILocation(line: 27, column: 1, scope: !109)
!122 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !123, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !125)
!123 = !DISubroutineType(flags: DIFlagPrototyped, types: !124)
!124 = !{!12, !22, !29}
!125 = !{!126, !127}
!126 = !DILocalVariable(name: "rule", arg: 1, scope: !122, file: !3, line: 1, type: !22)
!127 = !DILocalVariable(name: "len", arg: 2, scope: !122, file: !3, line: 1, type: !29)
!128 = !DILocation(line: 1, column: 1, scope: !122)
!129 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !130, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !132)
!130 = !DISubroutineType(flags: DIFlagPrototyped, types: !131)
!131 = !{!12, !74}
!132 = !{!133}
!133 = !DILocalVariable(name: "ctx", arg: 1, scope: !129, file: !3, line: 1, type: !74)
!134 = !DILocation(line: 1, column: 1, scope: !129)
