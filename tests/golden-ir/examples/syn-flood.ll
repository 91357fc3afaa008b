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

; Function Attrs: noinline
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !71 {
  ; (frame parser body: see frame-parser.ll)
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: nounwind memory(none)
declare ptr @llvm.bpf.passthrough.p0.p0(i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: noinline
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
  store i32 0, ptr %key, align 4, !dbg !114
  %5 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !114
  %6 = icmp ne ptr %5, null, !dbg !114
  br i1 %6, label %count.add, label %count.done, !dbg !114

next:                                             ; preds = %count.skip, %has3, %has, %rules
  %flags20 = getelementptr i8, ptr %0, i64 52, !dbg !115
  %flags21 = load i32, ptr %flags20, align 4, !dbg !115
  %7 = zext i32 %flags21 to i64, !dbg !115
  %8 = and i64 %7, 128, !dbg !115
  %9 = icmp ne i64 %8, 0, !dbg !115
  br i1 %9, label %has19, label %next17, !dbg !115

and:                                              ; preds = %has
  %flags4 = getelementptr i8, ptr %0, i64 52, !dbg !114
  %flags5 = load i32, ptr %flags4, align 4, !dbg !114
  %10 = zext i32 %flags5 to i64, !dbg !114
  %11 = and i64 %10, 128, !dbg !114
  %12 = icmp ne i64 %11, 0, !dbg !114
  br i1 %12, label %has3, label %hit, !dbg !114

has:                                              ; preds = %rules
  %tcpflags = getelementptr i8, ptr %0, i64 66, !dbg !114
  %tcpflags2 = load i8, ptr %tcpflags, align 1, !dbg !114
  %13 = zext i8 %tcpflags2 to i64, !dbg !114
  %14 = and i64 %13, 2, !dbg !114
  %15 = icmp eq i64 %14, 2, !dbg !114
  br i1 %15, label %and, label %next, !dbg !114

has3:                                             ; preds = %and
  %tcpflags6 = getelementptr i8, ptr %0, i64 66, !dbg !114
  %tcpflags7 = load i8, ptr %tcpflags6, align 1, !dbg !114
  %16 = zext i8 %tcpflags7 to i64, !dbg !114
  %17 = and i64 %16, 16, !dbg !114
  %18 = icmp eq i64 %17, 16, !dbg !114
  br i1 %18, label %next, label %hit, !dbg !114

count.add:                                        ; preds = %hit
  %19 = load i64, ptr %5, align 8, !dbg !114
  %20 = add i64 %19, 1, !dbg !114
  store i64 %20, ptr %5, align 8, !dbg !114
  %21 = getelementptr i8, ptr %5, i64 8, !dbg !114
  %22 = load i64, ptr %21, align 8, !dbg !114
  %len = getelementptr i8, ptr %0, i64 48, !dbg !114
  %len8 = load i32, ptr %len, align 4, !dbg !114
  %23 = zext i32 %len8 to i64, !dbg !114
  %24 = add i64 %22, %23, !dbg !114
  store i64 %24, ptr %21, align 8, !dbg !114
  br label %count.done, !dbg !114

count.done:                                       ; preds = %count.add, %hit
  %flags9 = getelementptr i8, ptr %0, i64 52, !dbg !114
  %flags10 = load i32, ptr %flags9, align 4, !dbg !114
  %25 = zext i32 %flags10 to i64, !dbg !114
  %26 = and i64 %25, 64, !dbg !114
  %27 = icmp ne i64 %26, 0, !dbg !114
  br i1 %27, label %count.key, label %count.skip, !dbg !114

count.key:                                        ; preds = %count.done
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !114
  %dport11 = load i16, ptr %dport, align 2, !dbg !114
  %28 = zext i16 %dport11 to i64, !dbg !114
  %29 = trunc i64 %28 to i32, !dbg !114
  store i32 %29, ptr %key, align 4, !dbg !114
  %30 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_dport, ptr %key), !dbg !114
  %31 = icmp ne ptr %30, null, !dbg !114
  br i1 %31, label %count.add12, label %count.done13, !dbg !114

count.skip:                                       ; preds = %count.done13, %count.done
  br label %next, !dbg !114

count.add12:                                      ; preds = %count.key
  %32 = load i64, ptr %30, align 8, !dbg !114
  %33 = add i64 %32, 1, !dbg !114
  store i64 %33, ptr %30, align 8, !dbg !114
  %34 = getelementptr i8, ptr %30, i64 8, !dbg !114
  %35 = load i64, ptr %34, align 8, !dbg !114
  %len14 = getelementptr i8, ptr %0, i64 48, !dbg !114
  %len15 = load i32, ptr %len14, align 4, !dbg !114
  %36 = zext i32 %len15 to i64, !dbg !114
  %37 = add i64 %35, %36, !dbg !114
  store i64 %37, ptr %34, align 8, !dbg !114
  br label %count.done13, !dbg !114

count.done13:                                     ; preds = %count.add12, %count.key
  br label %count.skip, !dbg !114

hit16:                                            ; preds = %has24, %and18
  store i32 1, ptr %key, align 4, !dbg !115
  %38 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !115
  %39 = icmp ne ptr %38, null, !dbg !115
  br i1 %39, label %count.add29, label %count.done30, !dbg !115

next17:                                           ; preds = %count.skip36, %has24, %has19, %next
  %flags53 = getelementptr i8, ptr %0, i64 52, !dbg !116
  %flags54 = load i32, ptr %flags53, align 4, !dbg !116
  %40 = zext i32 %flags54 to i64, !dbg !116
  %41 = and i64 %40, 128, !dbg !116
  %42 = icmp ne i64 %41, 0, !dbg !116
  br i1 %42, label %has52, label %next51, !dbg !116

and18:                                            ; preds = %has19
  %flags25 = getelementptr i8, ptr %0, i64 52, !dbg !115
  %flags26 = load i32, ptr %flags25, align 4, !dbg !115
  %43 = zext i32 %flags26 to i64, !dbg !115
  %44 = and i64 %43, 128, !dbg !115
  %45 = icmp ne i64 %44, 0, !dbg !115
  br i1 %45, label %has24, label %hit16, !dbg !115

has19:                                            ; preds = %next
  %tcpflags22 = getelementptr i8, ptr %0, i64 66, !dbg !115
  %tcpflags23 = load i8, ptr %tcpflags22, align 1, !dbg !115
  %46 = zext i8 %tcpflags23 to i64, !dbg !115
  %47 = and i64 %46, 2, !dbg !115
  %48 = icmp eq i64 %47, 2, !dbg !115
  br i1 %48, label %and18, label %next17, !dbg !115

has24:                                            ; preds = %and18
  %tcpflags27 = getelementptr i8, ptr %0, i64 66, !dbg !115
  %tcpflags28 = load i8, ptr %tcpflags27, align 1, !dbg !115
  %49 = zext i8 %tcpflags28 to i64, !dbg !115
  %50 = and i64 %49, 16, !dbg !115
  %51 = icmp eq i64 %50, 16, !dbg !115
  br i1 %51, label %next17, label %hit16, !dbg !115

count.add29:                                      ; preds = %hit16
  %52 = load i64, ptr %38, align 8, !dbg !115
  %53 = add i64 %52, 1, !dbg !115
  store i64 %53, ptr %38, align 8, !dbg !115
  %54 = getelementptr i8, ptr %38, i64 8, !dbg !115
  %55 = load i64, ptr %54, align 8, !dbg !115
  %len31 = getelementptr i8, ptr %0, i64 48, !dbg !115
  %len32 = load i32, ptr %len31, align 4, !dbg !115
  %56 = zext i32 %len32 to i64, !dbg !115
  %57 = add i64 %55, %56, !dbg !115
  store i64 %57, ptr %54, align 8, !dbg !115
  br label %count.done30, !dbg !115

count.done30:                                     ; preds = %count.add29, %hit16
  %flags33 = getelementptr i8, ptr %0, i64 52, !dbg !115
  %flags34 = load i32, ptr %flags33, align 4, !dbg !115
  %58 = zext i32 %flags34 to i64, !dbg !115
  %59 = and i64 %58, 12, !dbg !115
  %60 = icmp ne i64 %59, 0, !dbg !115
  br i1 %60, label %count.key35, label %count.skip36, !dbg !115

count.key35:                                      ; preds = %count.done30
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !115
  %src_hi37 = load i64, ptr %src_hi, align 8, !dbg !115
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !115
  %src_lo38 = load i64, ptr %src_lo, align 8, !dbg !115
  %family = getelementptr i8, ptr %0, i64 67, !dbg !115
  %family39 = load i8, ptr %family, align 1, !dbg !115
  %61 = zext i8 %family39 to i64, !dbg !115
  %62 = trunc i64 %61 to i32, !dbg !115
  %63 = getelementptr i8, ptr %addr, i64 0, !dbg !115
  store i32 %62, ptr %63, align 4, !dbg !115
  %64 = call i64 @llvm.bswap.i64(i64 %src_hi37), !dbg !115
  %65 = getelementptr i8, ptr %addr, i64 4, !dbg !115
  store i64 %64, ptr %65, align 4, !dbg !115
  %66 = call i64 @llvm.bswap.i64(i64 %src_lo38), !dbg !115
  %67 = getelementptr i8, ptr %addr, i64 12, !dbg !115
  store i64 %66, ptr %67, align 4, !dbg !115
  %68 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t1_src, ptr %addr), !dbg !115
  %69 = icmp ne ptr %68, null, !dbg !115
  br i1 %69, label %addr.found, label %addr.create, !dbg !115

count.skip36:                                     ; preds = %addr.done, %count.done30
  br label %next17, !dbg !115

addr.found:                                       ; preds = %count.key35
  %70 = icmp ne ptr %68, null, !dbg !115
  br i1 %70, label %count.add40, label %count.done41, !dbg !115

addr.create:                                      ; preds = %count.key35
  %71 = getelementptr i8, ptr %val, i64 0, !dbg !115
  store i64 1, ptr %71, align 8, !dbg !115
  %len44 = getelementptr i8, ptr %0, i64 48, !dbg !115
  %len45 = load i32, ptr %len44, align 4, !dbg !115
  %72 = zext i32 %len45 to i64, !dbg !115
  %73 = getelementptr i8, ptr %val, i64 8, !dbg !115
  store i64 %72, ptr %73, align 8, !dbg !115
  %74 = call i64 inttoptr (i64 2 to ptr)(ptr @xdpc_t1_src, ptr %addr, ptr %val, i64 1), !dbg !115
  %75 = icmp eq i64 %74, 0, !dbg !115
  br i1 %75, label %addr.done, label %addr.retry, !dbg !115

addr.retry:                                       ; preds = %addr.create
  %76 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t1_src, ptr %addr), !dbg !115
  %77 = icmp ne ptr %76, null, !dbg !115
  br i1 %77, label %count.add46, label %count.done47, !dbg !115

addr.done:                                        ; preds = %count.done47, %addr.create, %count.done41
  br label %count.skip36, !dbg !115

count.add40:                                      ; preds = %addr.found
  %78 = load i64, ptr %68, align 8, !dbg !115
  %79 = add i64 %78, 1, !dbg !115
  store i64 %79, ptr %68, align 8, !dbg !115
  %80 = getelementptr i8, ptr %68, i64 8, !dbg !115
  %81 = load i64, ptr %80, align 8, !dbg !115
  %len42 = getelementptr i8, ptr %0, i64 48, !dbg !115
  %len43 = load i32, ptr %len42, align 4, !dbg !115
  %82 = zext i32 %len43 to i64, !dbg !115
  %83 = add i64 %81, %82, !dbg !115
  store i64 %83, ptr %80, align 8, !dbg !115
  br label %count.done41, !dbg !115

count.done41:                                     ; preds = %count.add40, %addr.found
  br label %addr.done, !dbg !115

count.add46:                                      ; preds = %addr.retry
  %84 = load i64, ptr %76, align 8, !dbg !115
  %85 = add i64 %84, 1, !dbg !115
  store i64 %85, ptr %76, align 8, !dbg !115
  %86 = getelementptr i8, ptr %76, i64 8, !dbg !115
  %87 = load i64, ptr %86, align 8, !dbg !115
  %len48 = getelementptr i8, ptr %0, i64 48, !dbg !115
  %len49 = load i32, ptr %len48, align 4, !dbg !115
  %88 = zext i32 %len49 to i64, !dbg !115
  %89 = add i64 %87, %88, !dbg !115
  store i64 %89, ptr %86, align 8, !dbg !115
  br label %count.done47, !dbg !115

count.done47:                                     ; preds = %count.add46, %addr.retry
  br label %addr.done, !dbg !115

hit50:                                            ; preds = %has52
  store i32 2, ptr %key, align 4, !dbg !116
  %90 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !116
  %91 = icmp ne ptr %90, null, !dbg !116
  br i1 %91, label %count.add57, label %count.done58, !dbg !116

next51:                                           ; preds = %has52, %next17
  %flags64 = getelementptr i8, ptr %0, i64 52, !dbg !117
  %flags65 = load i32, ptr %flags64, align 4, !dbg !117
  %92 = zext i32 %flags65 to i64, !dbg !117
  %93 = and i64 %92, 128, !dbg !117
  %94 = icmp ne i64 %93, 0, !dbg !117
  br i1 %94, label %has63, label %next62, !dbg !117

has52:                                            ; preds = %next17
  %tcpflags55 = getelementptr i8, ptr %0, i64 66, !dbg !116
  %tcpflags56 = load i8, ptr %tcpflags55, align 1, !dbg !116
  %95 = zext i8 %tcpflags56 to i64, !dbg !116
  %96 = and i64 %95, 3, !dbg !116
  %97 = icmp eq i64 %96, 3, !dbg !116
  br i1 %97, label %hit50, label %next51, !dbg !116

count.add57:                                      ; preds = %hit50
  %98 = load i64, ptr %90, align 8, !dbg !116
  %99 = add i64 %98, 1, !dbg !116
  store i64 %99, ptr %90, align 8, !dbg !116
  %100 = getelementptr i8, ptr %90, i64 8, !dbg !116
  %101 = load i64, ptr %100, align 8, !dbg !116
  %len59 = getelementptr i8, ptr %0, i64 48, !dbg !116
  %len60 = load i32, ptr %len59, align 4, !dbg !116
  %102 = zext i32 %len60 to i64, !dbg !116
  %103 = add i64 %101, %102, !dbg !116
  store i64 %103, ptr %100, align 8, !dbg !116
  br label %count.done58, !dbg !116

count.done58:                                     ; preds = %count.add57, %hit50
  ret i32 1, !dbg !116

hit61:                                            ; preds = %has63
  store i32 3, ptr %key, align 4, !dbg !117
  %104 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !117
  %105 = icmp ne ptr %104, null, !dbg !117
  br i1 %105, label %count.add68, label %count.done69, !dbg !117

next62:                                           ; preds = %has63, %next51
  %flags75 = getelementptr i8, ptr %0, i64 52, !dbg !118
  %flags76 = load i32, ptr %flags75, align 4, !dbg !118
  %106 = zext i32 %flags76 to i64, !dbg !118
  %107 = and i64 %106, 128, !dbg !118
  %108 = icmp ne i64 %107, 0, !dbg !118
  br i1 %108, label %has74, label %next73, !dbg !118

has63:                                            ; preds = %next51
  %tcpflags66 = getelementptr i8, ptr %0, i64 66, !dbg !117
  %tcpflags67 = load i8, ptr %tcpflags66, align 1, !dbg !117
  %109 = zext i8 %tcpflags67 to i64, !dbg !117
  %110 = and i64 %109, 6, !dbg !117
  %111 = icmp eq i64 %110, 6, !dbg !117
  br i1 %111, label %hit61, label %next62, !dbg !117

count.add68:                                      ; preds = %hit61
  %112 = load i64, ptr %104, align 8, !dbg !117
  %113 = add i64 %112, 1, !dbg !117
  store i64 %113, ptr %104, align 8, !dbg !117
  %114 = getelementptr i8, ptr %104, i64 8, !dbg !117
  %115 = load i64, ptr %114, align 8, !dbg !117
  %len70 = getelementptr i8, ptr %0, i64 48, !dbg !117
  %len71 = load i32, ptr %len70, align 4, !dbg !117
  %116 = zext i32 %len71 to i64, !dbg !117
  %117 = add i64 %115, %116, !dbg !117
  store i64 %117, ptr %114, align 8, !dbg !117
  br label %count.done69, !dbg !117

count.done69:                                     ; preds = %count.add68, %hit61
  ret i32 1, !dbg !117

hit72:                                            ; preds = %has74
  store i32 4, ptr %key, align 4, !dbg !118
  %118 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !118
  %119 = icmp ne ptr %118, null, !dbg !118
  br i1 %119, label %count.add79, label %count.done80, !dbg !118

next73:                                           ; preds = %has74, %next62
  %flags87 = getelementptr i8, ptr %0, i64 52, !dbg !119
  %flags88 = load i32, ptr %flags87, align 4, !dbg !119
  %120 = zext i32 %flags88 to i64, !dbg !119
  %121 = and i64 %120, 128, !dbg !119
  %122 = icmp ne i64 %121, 0, !dbg !119
  br i1 %122, label %has86, label %next84, !dbg !119

has74:                                            ; preds = %next62
  %tcpflags77 = getelementptr i8, ptr %0, i64 66, !dbg !118
  %tcpflags78 = load i8, ptr %tcpflags77, align 1, !dbg !118
  %123 = zext i8 %tcpflags78 to i64, !dbg !118
  %124 = and i64 %123, 5, !dbg !118
  %125 = icmp eq i64 %124, 5, !dbg !118
  br i1 %125, label %hit72, label %next73, !dbg !118

count.add79:                                      ; preds = %hit72
  %126 = load i64, ptr %118, align 8, !dbg !118
  %127 = add i64 %126, 1, !dbg !118
  store i64 %127, ptr %118, align 8, !dbg !118
  %128 = getelementptr i8, ptr %118, i64 8, !dbg !118
  %129 = load i64, ptr %128, align 8, !dbg !118
  %len81 = getelementptr i8, ptr %0, i64 48, !dbg !118
  %len82 = load i32, ptr %len81, align 4, !dbg !118
  %130 = zext i32 %len82 to i64, !dbg !118
  %131 = add i64 %129, %130, !dbg !118
  store i64 %131, ptr %128, align 8, !dbg !118
  br label %count.done80, !dbg !118

count.done80:                                     ; preds = %count.add79, %hit72
  ret i32 1, !dbg !118

hit83:                                            ; preds = %has91, %and85
  store i32 5, ptr %key, align 4, !dbg !119
  %132 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !119
  %133 = icmp ne ptr %132, null, !dbg !119
  br i1 %133, label %count.add96, label %count.done97, !dbg !119

next84:                                           ; preds = %has91, %has86, %next73
  %flags105 = getelementptr i8, ptr %0, i64 52, !dbg !120
  %flags106 = load i32, ptr %flags105, align 4, !dbg !120
  %134 = zext i32 %flags106 to i64, !dbg !120
  %135 = and i64 %134, 128, !dbg !120
  %136 = icmp ne i64 %135, 0, !dbg !120
  br i1 %136, label %has104, label %next101, !dbg !120

and85:                                            ; preds = %has86
  %flags92 = getelementptr i8, ptr %0, i64 52, !dbg !119
  %flags93 = load i32, ptr %flags92, align 4, !dbg !119
  %137 = zext i32 %flags93 to i64, !dbg !119
  %138 = and i64 %137, 128, !dbg !119
  %139 = icmp ne i64 %138, 0, !dbg !119
  br i1 %139, label %has91, label %hit83, !dbg !119

has86:                                            ; preds = %next73
  %tcpflags89 = getelementptr i8, ptr %0, i64 66, !dbg !119
  %tcpflags90 = load i8, ptr %tcpflags89, align 1, !dbg !119
  %140 = zext i8 %tcpflags90 to i64, !dbg !119
  %141 = and i64 %140, 41, !dbg !119
  %142 = icmp eq i64 %141, 41, !dbg !119
  br i1 %142, label %and85, label %next84, !dbg !119

has91:                                            ; preds = %and85
  %tcpflags94 = getelementptr i8, ptr %0, i64 66, !dbg !119
  %tcpflags95 = load i8, ptr %tcpflags94, align 1, !dbg !119
  %143 = zext i8 %tcpflags95 to i64, !dbg !119
  %144 = and i64 %143, 16, !dbg !119
  %145 = icmp eq i64 %144, 16, !dbg !119
  br i1 %145, label %next84, label %hit83, !dbg !119

count.add96:                                      ; preds = %hit83
  %146 = load i64, ptr %132, align 8, !dbg !119
  %147 = add i64 %146, 1, !dbg !119
  store i64 %147, ptr %132, align 8, !dbg !119
  %148 = getelementptr i8, ptr %132, i64 8, !dbg !119
  %149 = load i64, ptr %148, align 8, !dbg !119
  %len98 = getelementptr i8, ptr %0, i64 48, !dbg !119
  %len99 = load i32, ptr %len98, align 4, !dbg !119
  %150 = zext i32 %len99 to i64, !dbg !119
  %151 = add i64 %149, %150, !dbg !119
  store i64 %151, ptr %148, align 8, !dbg !119
  br label %count.done97, !dbg !119

count.done97:                                     ; preds = %count.add96, %hit83
  ret i32 1, !dbg !119

hit100:                                           ; preds = %and102
  store i32 6, ptr %key, align 4, !dbg !120
  %152 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !120
  %153 = icmp ne ptr %152, null, !dbg !120
  br i1 %153, label %count.add116, label %count.done117, !dbg !120

next101:                                          ; preds = %and102, %has109, %has104, %next84
  %flags124 = getelementptr i8, ptr %0, i64 52, !dbg !121
  %flags125 = load i32, ptr %flags124, align 4, !dbg !121
  %154 = zext i32 %flags125 to i64, !dbg !121
  %155 = and i64 %154, 16, !dbg !121
  %156 = icmp ne i64 %155, 0, !dbg !121
  br i1 %156, label %has123, label %next121, !dbg !121

and102:                                           ; preds = %has109, %and103
  %len114 = getelementptr i8, ptr %0, i64 48, !dbg !120
  %len115 = load i32, ptr %len114, align 4, !dbg !120
  %157 = zext i32 %len115 to i64, !dbg !120
  %158 = icmp ugt i64 %157, 162, !dbg !120
  br i1 %158, label %hit100, label %next101, !dbg !120

and103:                                           ; preds = %has104
  %flags110 = getelementptr i8, ptr %0, i64 52, !dbg !120
  %flags111 = load i32, ptr %flags110, align 4, !dbg !120
  %159 = zext i32 %flags111 to i64, !dbg !120
  %160 = and i64 %159, 128, !dbg !120
  %161 = icmp ne i64 %160, 0, !dbg !120
  br i1 %161, label %has109, label %and102, !dbg !120

has104:                                           ; preds = %next84
  %tcpflags107 = getelementptr i8, ptr %0, i64 66, !dbg !120
  %tcpflags108 = load i8, ptr %tcpflags107, align 1, !dbg !120
  %162 = zext i8 %tcpflags108 to i64, !dbg !120
  %163 = and i64 %162, 2, !dbg !120
  %164 = icmp eq i64 %163, 2, !dbg !120
  br i1 %164, label %and103, label %next101, !dbg !120

has109:                                           ; preds = %and103
  %tcpflags112 = getelementptr i8, ptr %0, i64 66, !dbg !120
  %tcpflags113 = load i8, ptr %tcpflags112, align 1, !dbg !120
  %165 = zext i8 %tcpflags113 to i64, !dbg !120
  %166 = and i64 %165, 16, !dbg !120
  %167 = icmp eq i64 %166, 16, !dbg !120
  br i1 %167, label %next101, label %and102, !dbg !120

count.add116:                                     ; preds = %hit100
  %168 = load i64, ptr %152, align 8, !dbg !120
  %169 = add i64 %168, 1, !dbg !120
  store i64 %169, ptr %152, align 8, !dbg !120
  %170 = getelementptr i8, ptr %152, i64 8, !dbg !120
  %171 = load i64, ptr %170, align 8, !dbg !120
  %len118 = getelementptr i8, ptr %0, i64 48, !dbg !120
  %len119 = load i32, ptr %len118, align 4, !dbg !120
  %172 = zext i32 %len119 to i64, !dbg !120
  %173 = add i64 %171, %172, !dbg !120
  store i64 %173, ptr %170, align 8, !dbg !120
  br label %count.done117, !dbg !120

count.done117:                                    ; preds = %count.add116, %hit100
  ret i32 1, !dbg !120

hit120:                                           ; preds = %and122
  store i32 7, ptr %key, align 4, !dbg !121
  %174 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !121
  %175 = icmp ne ptr %174, null, !dbg !121
  br i1 %175, label %count.add129, label %count.done130, !dbg !121

next121:                                          ; preds = %and122, %has123, %next101
  br label %continue, !dbg !121

continue:                                         ; preds = %next121, %entry
  ret i32 0, !dbg !114

and122:                                           ; preds = %has123
  %flags127 = getelementptr i8, ptr %0, i64 52, !dbg !121
  %flags128 = load i32, ptr %flags127, align 4, !dbg !121
  %176 = zext i32 %flags128 to i64, !dbg !121
  %177 = and i64 %176, 32, !dbg !121
  %178 = icmp ne i64 %177, 0, !dbg !121
  br i1 %178, label %hit120, label %next121, !dbg !121

has123:                                           ; preds = %next101
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !121
  %proto126 = load i8, ptr %proto, align 1, !dbg !121
  %179 = zext i8 %proto126 to i64, !dbg !121
  %180 = icmp eq i64 %179, 6, !dbg !121
  br i1 %180, label %and122, label %next121, !dbg !121

count.add129:                                     ; preds = %hit120
  %181 = load i64, ptr %174, align 8, !dbg !121
  %182 = add i64 %181, 1, !dbg !121
  store i64 %182, ptr %174, align 8, !dbg !121
  %183 = getelementptr i8, ptr %174, i64 8, !dbg !121
  %184 = load i64, ptr %183, align 8, !dbg !121
  %len131 = getelementptr i8, ptr %0, i64 48, !dbg !121
  %len132 = load i32, ptr %len131, align 4, !dbg !121
  %185 = zext i32 %len132 to i64, !dbg !121
  %186 = add i64 %184, %185, !dbg !121
  store i64 %186, ptr %183, align 8, !dbg !121
  br label %count.done130, !dbg !121

count.done130:                                    ; preds = %count.add129, %hit120
  ret i32 1, !dbg !121
}

define i32 @xdpc_filter(ptr %0) section "xdp" !dbg !122 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !127
  %addr = alloca [5 x i32], align 8, !dbg !127
  %val = alloca [2 x i64], align 8, !dbg !127
  %key = alloca i32, align 8, !dbg !127
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !127
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !127
  %verdict = call i32 @xdpc_rules_0(ptr %pkt), !dbg !127
  %2 = icmp ne i32 %verdict, 0, !dbg !127
  br i1 %2, label %decided, label %undecided, !dbg !127

decided:                                          ; preds = %entry
  ret i32 %verdict, !dbg !127

undecided:                                        ; preds = %entry
  store i32 8, ptr %key, align 4, !dbg !127
  %3 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !127
  %4 = icmp ne ptr %3, null, !dbg !127
  br i1 %4, label %count.add, label %count.done, !dbg !127

count.add:                                        ; preds = %undecided
  %5 = load i64, ptr %3, align 8, !dbg !127
  %6 = add i64 %5, 1, !dbg !127
  store i64 %6, ptr %3, align 8, !dbg !127
  %7 = getelementptr i8, ptr %3, i64 8, !dbg !127
  %8 = load i64, ptr %7, align 8, !dbg !127
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !127
  %len1 = load i32, ptr %len, align 4, !dbg !127
  %9 = zext i32 %len1 to i64, !dbg !127
  %10 = add i64 %8, %9, !dbg !127
  store i64 %10, ptr %7, align 8, !dbg !127
  br label %count.done, !dbg !127

count.done:                                       ; preds = %count.add, %undecided
  ret i32 2, !dbg !127
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!122 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !123, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !125)
!123 = !DISubroutineType(flags: DIFlagPrototyped, types: !124)
!124 = !{!12, !74}
!125 = !{!126}
!126 = !DILocalVariable(name: "ctx", arg: 1, scope: !122, file: !3, line: 1, type: !74)
!127 = !DILocation(line: 1, column: 1, scope: !122)
