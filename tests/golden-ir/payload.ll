target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0113\\012source\\011payload.xf\\012default\\011pass\\012rule\\0110\\0113\\011drop\\011-\\011drop \22"
module asm "\09.ascii \22udp dport 11211 payload 8 \\042stats\\042;\\012rule\\0111\\0114\\011drop\\011-\\011drop udp dpor\22"
module asm "\09.ascii \22t 123 payload 0 0x07 / 0x07 payload 3 0x2a;\\012rule\\0112\\0115\\011drop\\011-\\011drop\22"
module asm "\09.ascii \22 payload nh 9 0x11;\\012rule\\0113\\0116\\011drop\\011-\\011drop payload th 2 != 0x0035;\22"
module asm "\09.ascii \22\\012rule\\0114\\0117\\011drop\\011-\\011drop payload contains \\042ab\\042 depth 6;\\012set\\0110\\011-\\011por\22"
module asm "\09.ascii \22t\\0111\\012set\\0111\\011-\\011port\\0111\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !5

; Function Attrs: noinline nounwind
define i32 @xdpc_sigs(ptr %0, ptr %1) #0 !dbg !40 {
entry:
  %sig = alloca i64, align 8, !dbg !92
  %2 = icmp eq ptr %1, null, !dbg !92
  br i1 %2, label %ret, label %body, !dbg !92

body:                                             ; preds = %entry
  store i64 0, ptr %sig, align 8, !dbg !92
  %data32 = load i32, ptr %0, align 4, !dbg !92
  %3 = getelementptr i8, ptr %0, i64 4, !dbg !92
  %data_end32 = load i32, ptr %3, align 4, !dbg !92
  %4 = zext i32 %data32 to i64, !dbg !92
  %data = inttoptr i64 %4 to ptr, !dbg !92
  %5 = zext i32 %data_end32 to i64, !dbg !92
  %data_end = inttoptr i64 %5 to ptr, !dbg !92
  %flags = getelementptr i8, ptr %1, i64 52, !dbg !92
  %flags1 = load i32, ptr %flags, align 4, !dbg !92
  %6 = zext i32 %flags1 to i64, !dbg !92
  %7 = and i64 %6, 4096, !dbg !92
  %8 = icmp ne i64 %7, 0, !dbg !92
  br i1 %8, label %base, label %base.next, !dbg !92

ret:                                              ; preds = %base.next47, %entry
  ret i32 0, !dbg !92

base:                                             ; preds = %body
  %payoff = getelementptr i8, ptr %1, i64 98, !dbg !92
  %payoff2 = load i16, ptr %payoff, align 2, !dbg !92
  %9 = zext i16 %payoff2 to i64, !dbg !92
  %10 = icmp ule i64 %9, 16383, !dbg !92
  br i1 %10, label %base.ok, label %base.next, !dbg !92

base.ok:                                          ; preds = %base
  %11 = add i64 %9, 8, !dbg !92
  %pay = getelementptr i8, ptr %data, i64 %11, !dbg !92
  %12 = call ptr @llvm.bpf.passthrough.p0.p0(i32 0, ptr %pay), !dbg !92
  %13 = getelementptr i8, ptr %12, i64 5, !dbg !92
  %14 = icmp ule ptr %13, %data_end, !dbg !92
  br i1 %14, label %pay.in, label %pay.done, !dbg !92

base.next:                                        ; preds = %pay.done14, %base, %body
  %flags37 = getelementptr i8, ptr %1, i64 52, !dbg !92
  %flags38 = load i32, ptr %flags37, align 4, !dbg !92
  %15 = zext i32 %flags38 to i64, !dbg !92
  %16 = and i64 %15, 12, !dbg !92
  %17 = icmp ne i64 %16, 0, !dbg !92
  br i1 %17, label %base34, label %base.next36, !dbg !92

pay.done:                                         ; preds = %pay.differ, %pay.same3, %base.ok
  %18 = add i64 %9, 0, !dbg !92
  %pay6 = getelementptr i8, ptr %data, i64 %18, !dbg !92
  %19 = call ptr @llvm.bpf.passthrough.p0.p0(i32 1, ptr %pay6), !dbg !92
  %20 = getelementptr i8, ptr %19, i64 1, !dbg !92
  %21 = icmp ule ptr %20, %data_end, !dbg !92
  br i1 %21, label %pay.in7, label %pay.done4, !dbg !92

pay.differ:                                       ; preds = %pay.same, %pay.in
  br label %pay.done, !dbg !92

pay.in:                                           ; preds = %base.ok
  %22 = getelementptr i8, ptr %12, i64 0, !dbg !92
  %23 = load i32, ptr %22, align 4, !dbg !92
  %24 = icmp eq i32 %23, 1952543859, !dbg !92
  br i1 %24, label %pay.same, label %pay.differ, !dbg !92

pay.same:                                         ; preds = %pay.in
  %25 = getelementptr i8, ptr %12, i64 4, !dbg !92
  %26 = load i8, ptr %25, align 1, !dbg !92
  %27 = icmp eq i8 %26, 115, !dbg !92
  br i1 %27, label %pay.same3, label %pay.differ, !dbg !92

pay.same3:                                        ; preds = %pay.same
  %28 = load i64, ptr %sig, align 8, !dbg !92
  %29 = or i64 %28, 1, !dbg !92
  store i64 %29, ptr %sig, align 8, !dbg !92
  br label %pay.done, !dbg !92

pay.done4:                                        ; preds = %pay.differ5, %pay.same8, %pay.done
  %30 = add i64 %9, 3, !dbg !92
  %pay11 = getelementptr i8, ptr %data, i64 %30, !dbg !92
  %31 = call ptr @llvm.bpf.passthrough.p0.p0(i32 2, ptr %pay11), !dbg !92
  %32 = getelementptr i8, ptr %31, i64 1, !dbg !92
  %33 = icmp ule ptr %32, %data_end, !dbg !92
  br i1 %33, label %pay.in12, label %pay.done9, !dbg !92

pay.differ5:                                      ; preds = %pay.in7
  br label %pay.done4, !dbg !92

pay.in7:                                          ; preds = %pay.done
  %34 = getelementptr i8, ptr %19, i64 0, !dbg !92
  %35 = load i8, ptr %34, align 1, !dbg !92
  %36 = and i8 %35, 7, !dbg !92
  %37 = icmp eq i8 %36, 7, !dbg !92
  br i1 %37, label %pay.same8, label %pay.differ5, !dbg !92

pay.same8:                                        ; preds = %pay.in7
  %38 = load i64, ptr %sig, align 8, !dbg !92
  %39 = or i64 %38, 2, !dbg !92
  store i64 %39, ptr %sig, align 8, !dbg !92
  br label %pay.done4, !dbg !92

pay.done9:                                        ; preds = %pay.differ10, %pay.same13, %pay.done4
  %40 = add i64 %9, 0, !dbg !92
  %pay15 = getelementptr i8, ptr %data, i64 %40, !dbg !92
  %41 = call ptr @llvm.bpf.passthrough.p0.p0(i32 3, ptr %pay15), !dbg !92
  %42 = getelementptr i8, ptr %41, i64 2, !dbg !92
  %43 = icmp ule ptr %42, %data_end, !dbg !92
  br i1 %43, label %pay.in16, label %pay.done14, !dbg !92

pay.differ10:                                     ; preds = %pay.in12
  br label %pay.done9, !dbg !92

pay.in12:                                         ; preds = %pay.done4
  %44 = getelementptr i8, ptr %31, i64 0, !dbg !92
  %45 = load i8, ptr %44, align 1, !dbg !92
  %46 = icmp eq i8 %45, 42, !dbg !92
  br i1 %46, label %pay.same13, label %pay.differ10, !dbg !92

pay.same13:                                       ; preds = %pay.in12
  %47 = load i64, ptr %sig, align 8, !dbg !92
  %48 = or i64 %47, 4, !dbg !92
  store i64 %48, ptr %sig, align 8, !dbg !92
  br label %pay.done9, !dbg !92

pay.done14:                                       ; preds = %find.found, %find.next30, %find.next26, %find.next22, %find.next18, %find.next, %pay.done9
  br label %base.next, !dbg !92

find.found:                                       ; preds = %pay.same33, %pay.same29, %pay.same25, %pay.same21, %pay.same17
  %49 = load i64, ptr %sig, align 8, !dbg !92
  %50 = or i64 %49, 32, !dbg !92
  store i64 %50, ptr %sig, align 8, !dbg !92
  br label %pay.done14, !dbg !92

find.next:                                        ; preds = %pay.in16
  %51 = add i64 %9, 1, !dbg !92
  %pay19 = getelementptr i8, ptr %data, i64 %51, !dbg !92
  %52 = call ptr @llvm.bpf.passthrough.p0.p0(i32 4, ptr %pay19), !dbg !92
  %53 = getelementptr i8, ptr %52, i64 2, !dbg !92
  %54 = icmp ule ptr %53, %data_end, !dbg !92
  br i1 %54, label %pay.in20, label %pay.done14, !dbg !92

pay.in16:                                         ; preds = %pay.done9
  %55 = getelementptr i8, ptr %41, i64 0, !dbg !92
  %56 = load i16, ptr %55, align 2, !dbg !92
  %57 = icmp eq i16 %56, 25185, !dbg !92
  br i1 %57, label %pay.same17, label %find.next, !dbg !92

pay.same17:                                       ; preds = %pay.in16
  br label %find.found, !dbg !92

find.next18:                                      ; preds = %pay.in20
  %58 = add i64 %9, 2, !dbg !92
  %pay23 = getelementptr i8, ptr %data, i64 %58, !dbg !92
  %59 = call ptr @llvm.bpf.passthrough.p0.p0(i32 5, ptr %pay23), !dbg !92
  %60 = getelementptr i8, ptr %59, i64 2, !dbg !92
  %61 = icmp ule ptr %60, %data_end, !dbg !92
  br i1 %61, label %pay.in24, label %pay.done14, !dbg !92

pay.in20:                                         ; preds = %find.next
  %62 = getelementptr i8, ptr %52, i64 0, !dbg !92
  %63 = load i16, ptr %62, align 2, !dbg !92
  %64 = icmp eq i16 %63, 25185, !dbg !92
  br i1 %64, label %pay.same21, label %find.next18, !dbg !92

pay.same21:                                       ; preds = %pay.in20
  br label %find.found, !dbg !92

find.next22:                                      ; preds = %pay.in24
  %65 = add i64 %9, 3, !dbg !92
  %pay27 = getelementptr i8, ptr %data, i64 %65, !dbg !92
  %66 = call ptr @llvm.bpf.passthrough.p0.p0(i32 6, ptr %pay27), !dbg !92
  %67 = getelementptr i8, ptr %66, i64 2, !dbg !92
  %68 = icmp ule ptr %67, %data_end, !dbg !92
  br i1 %68, label %pay.in28, label %pay.done14, !dbg !92

pay.in24:                                         ; preds = %find.next18
  %69 = getelementptr i8, ptr %59, i64 0, !dbg !92
  %70 = load i16, ptr %69, align 2, !dbg !92
  %71 = icmp eq i16 %70, 25185, !dbg !92
  br i1 %71, label %pay.same25, label %find.next22, !dbg !92

pay.same25:                                       ; preds = %pay.in24
  br label %find.found, !dbg !92

find.next26:                                      ; preds = %pay.in28
  %72 = add i64 %9, 4, !dbg !92
  %pay31 = getelementptr i8, ptr %data, i64 %72, !dbg !92
  %73 = call ptr @llvm.bpf.passthrough.p0.p0(i32 7, ptr %pay31), !dbg !92
  %74 = getelementptr i8, ptr %73, i64 2, !dbg !92
  %75 = icmp ule ptr %74, %data_end, !dbg !92
  br i1 %75, label %pay.in32, label %pay.done14, !dbg !92

pay.in28:                                         ; preds = %find.next22
  %76 = getelementptr i8, ptr %66, i64 0, !dbg !92
  %77 = load i16, ptr %76, align 2, !dbg !92
  %78 = icmp eq i16 %77, 25185, !dbg !92
  br i1 %78, label %pay.same29, label %find.next26, !dbg !92

pay.same29:                                       ; preds = %pay.in28
  br label %find.found, !dbg !92

find.next30:                                      ; preds = %pay.in32
  br label %pay.done14, !dbg !92

pay.in32:                                         ; preds = %find.next26
  %79 = getelementptr i8, ptr %73, i64 0, !dbg !92
  %80 = load i16, ptr %79, align 2, !dbg !92
  %81 = icmp eq i16 %80, 25185, !dbg !92
  br i1 %81, label %pay.same33, label %find.next30, !dbg !92

pay.same33:                                       ; preds = %pay.in32
  br label %find.found, !dbg !92

base34:                                           ; preds = %base.next
  %l3off = getelementptr i8, ptr %1, i64 94, !dbg !92
  %l3off39 = load i16, ptr %l3off, align 2, !dbg !92
  %82 = zext i16 %l3off39 to i64, !dbg !92
  %83 = icmp ule i64 %82, 16383, !dbg !92
  br i1 %83, label %base.ok35, label %base.next36, !dbg !92

base.ok35:                                        ; preds = %base34
  %84 = add i64 %82, 9, !dbg !92
  %pay42 = getelementptr i8, ptr %data, i64 %84, !dbg !92
  %85 = call ptr @llvm.bpf.passthrough.p0.p0(i32 8, ptr %pay42), !dbg !92
  %86 = getelementptr i8, ptr %85, i64 1, !dbg !92
  %87 = icmp ule ptr %86, %data_end, !dbg !92
  br i1 %87, label %pay.in43, label %pay.done40, !dbg !92

base.next36:                                      ; preds = %pay.done40, %base34, %base.next
  %flags48 = getelementptr i8, ptr %1, i64 52, !dbg !92
  %flags49 = load i32, ptr %flags48, align 4, !dbg !92
  %88 = zext i32 %flags49 to i64, !dbg !92
  %89 = and i64 %88, 2048, !dbg !92
  %90 = icmp ne i64 %89, 0, !dbg !92
  br i1 %90, label %base45, label %base.next47, !dbg !92

pay.done40:                                       ; preds = %pay.differ41, %pay.same44, %base.ok35
  br label %base.next36, !dbg !92

pay.differ41:                                     ; preds = %pay.in43
  br label %pay.done40, !dbg !92

pay.in43:                                         ; preds = %base.ok35
  %91 = getelementptr i8, ptr %85, i64 0, !dbg !92
  %92 = load i8, ptr %91, align 1, !dbg !92
  %93 = icmp eq i8 %92, 17, !dbg !92
  br i1 %93, label %pay.same44, label %pay.differ41, !dbg !92

pay.same44:                                       ; preds = %pay.in43
  %94 = load i64, ptr %sig, align 8, !dbg !92
  %95 = or i64 %94, 8, !dbg !92
  store i64 %95, ptr %sig, align 8, !dbg !92
  br label %pay.done40, !dbg !92

base45:                                           ; preds = %base.next36
  %l4off = getelementptr i8, ptr %1, i64 96, !dbg !92
  %l4off50 = load i16, ptr %l4off, align 2, !dbg !92
  %96 = zext i16 %l4off50 to i64, !dbg !92
  %97 = icmp ule i64 %96, 16383, !dbg !92
  br i1 %97, label %base.ok46, label %base.next47, !dbg !92

base.ok46:                                        ; preds = %base45
  %98 = add i64 %96, 2, !dbg !92
  %pay53 = getelementptr i8, ptr %data, i64 %98, !dbg !92
  %99 = call ptr @llvm.bpf.passthrough.p0.p0(i32 9, ptr %pay53), !dbg !92
  %100 = getelementptr i8, ptr %99, i64 2, !dbg !92
  %101 = icmp ule ptr %100, %data_end, !dbg !92
  br i1 %101, label %pay.in54, label %pay.done51, !dbg !92

base.next47:                                      ; preds = %pay.done51, %base45, %base.next36
  %102 = load i64, ptr %sig, align 8, !dbg !92
  %sig56 = getelementptr i8, ptr %1, i64 72, !dbg !92
  store i64 %102, ptr %sig56, align 8, !dbg !92
  br label %ret, !dbg !92

pay.done51:                                       ; preds = %pay.differ52, %pay.same55, %base.ok46
  br label %base.next47, !dbg !92

pay.differ52:                                     ; preds = %pay.in54
  %103 = load i64, ptr %sig, align 8, !dbg !92
  %104 = or i64 %103, 16, !dbg !92
  store i64 %104, ptr %sig, align 8, !dbg !92
  br label %pay.done51, !dbg !92

pay.in54:                                         ; preds = %base.ok46
  %105 = getelementptr i8, ptr %99, i64 0, !dbg !92
  %106 = load i16, ptr %105, align 2, !dbg !92
  %107 = icmp eq i16 %106, 13568, !dbg !92
  br i1 %107, label %pay.same55, label %pay.differ52, !dbg !92

pay.same55:                                       ; preds = %pay.in54
  br label %pay.done51, !dbg !92
}

; Function Attrs: nounwind memory(none)
declare ptr @llvm.bpf.passthrough.p0.p0(i32, ptr) #1

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !93 {
  ; (frame parser body: see frame-parser.ll)
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #2

; Function Attrs: noinline nounwind
define i32 @xdpc_rules_0(ptr %0, i32 %1, ptr %2) #0 !dbg !98 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !105
  %val = alloca [2 x i64], align 8, !dbg !105
  %key = alloca i32, align 8, !dbg !105
  %best = alloca i32, align 8, !dbg !105
  store i32 %1, ptr %best, align 4, !dbg !105
  %3 = icmp eq ptr %0, null, !dbg !105
  %4 = icmp eq ptr %2, null, !dbg !105
  %5 = or i1 %3, %4, !dbg !105
  br i1 %5, label %continue, label %rules, !dbg !105

rules:                                            ; preds = %entry
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !105
  %flags3 = load i32, ptr %flags, align 4, !dbg !105
  %6 = zext i32 %flags3 to i64, !dbg !105
  %7 = and i64 %6, 16, !dbg !105
  %8 = icmp ne i64 %7, 0, !dbg !105
  br i1 %8, label %has, label %next, !dbg !105

hit:                                              ; preds = %and
  ret i32 5, !dbg !105

next:                                             ; preds = %and, %has5, %and2, %has, %rules
  %flags16 = getelementptr i8, ptr %0, i64 52, !dbg !106
  %flags17 = load i32, ptr %flags16, align 4, !dbg !106
  %9 = zext i32 %flags17 to i64, !dbg !106
  %10 = and i64 %9, 16, !dbg !106
  %11 = icmp ne i64 %10, 0, !dbg !106
  br i1 %11, label %has15, label %next11, !dbg !106

and:                                              ; preds = %has5
  %sig = getelementptr i8, ptr %0, i64 72, !dbg !105
  %sig9 = load i64, ptr %sig, align 8, !dbg !105
  %12 = and i64 %sig9, 1, !dbg !105
  %13 = icmp ne i64 %12, 0, !dbg !105
  br i1 %13, label %hit, label %next, !dbg !105

and2:                                             ; preds = %has
  %flags6 = getelementptr i8, ptr %0, i64 52, !dbg !105
  %flags7 = load i32, ptr %flags6, align 4, !dbg !105
  %14 = zext i32 %flags7 to i64, !dbg !105
  %15 = and i64 %14, 64, !dbg !105
  %16 = icmp ne i64 %15, 0, !dbg !105
  br i1 %16, label %has5, label %next, !dbg !105

has:                                              ; preds = %rules
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !105
  %proto4 = load i8, ptr %proto, align 1, !dbg !105
  %17 = zext i8 %proto4 to i64, !dbg !105
  %18 = icmp eq i64 %17, 17, !dbg !105
  br i1 %18, label %and2, label %next, !dbg !105

has5:                                             ; preds = %and2
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !105
  %dport8 = load i16, ptr %dport, align 2, !dbg !105
  %19 = zext i16 %dport8 to i64, !dbg !105
  %20 = icmp eq i64 %19, 11211, !dbg !105
  br i1 %20, label %and, label %next, !dbg !105

hit10:                                            ; preds = %and12
  ret i32 9, !dbg !106

next11:                                           ; preds = %and12, %and13, %has20, %and14, %has15, %next
  %sig31 = getelementptr i8, ptr %0, i64 72, !dbg !107
  %sig32 = load i64, ptr %sig31, align 8, !dbg !107
  %21 = and i64 %sig32, 8, !dbg !107
  %22 = icmp ne i64 %21, 0, !dbg !107
  br i1 %22, label %hit29, label %next30, !dbg !107

and12:                                            ; preds = %and13
  %sig27 = getelementptr i8, ptr %0, i64 72, !dbg !106
  %sig28 = load i64, ptr %sig27, align 8, !dbg !106
  %23 = and i64 %sig28, 4, !dbg !106
  %24 = icmp ne i64 %23, 0, !dbg !106
  br i1 %24, label %hit10, label %next11, !dbg !106

and13:                                            ; preds = %has20
  %sig25 = getelementptr i8, ptr %0, i64 72, !dbg !106
  %sig26 = load i64, ptr %sig25, align 8, !dbg !106
  %25 = and i64 %sig26, 2, !dbg !106
  %26 = icmp ne i64 %25, 0, !dbg !106
  br i1 %26, label %and12, label %next11, !dbg !106

and14:                                            ; preds = %has15
  %flags21 = getelementptr i8, ptr %0, i64 52, !dbg !106
  %flags22 = load i32, ptr %flags21, align 4, !dbg !106
  %27 = zext i32 %flags22 to i64, !dbg !106
  %28 = and i64 %27, 64, !dbg !106
  %29 = icmp ne i64 %28, 0, !dbg !106
  br i1 %29, label %has20, label %next11, !dbg !106

has15:                                            ; preds = %next
  %proto18 = getelementptr i8, ptr %0, i64 64, !dbg !106
  %proto19 = load i8, ptr %proto18, align 1, !dbg !106
  %30 = zext i8 %proto19 to i64, !dbg !106
  %31 = icmp eq i64 %30, 17, !dbg !106
  br i1 %31, label %and14, label %next11, !dbg !106

has20:                                            ; preds = %and14
  %dport23 = getelementptr i8, ptr %0, i64 62, !dbg !106
  %dport24 = load i16, ptr %dport23, align 2, !dbg !106
  %32 = zext i16 %dport24 to i64, !dbg !106
  %33 = icmp eq i64 %32, 123, !dbg !106
  br i1 %33, label %and13, label %next11, !dbg !106

hit29:                                            ; preds = %next11
  ret i32 13, !dbg !107

next30:                                           ; preds = %next11
  %sig35 = getelementptr i8, ptr %0, i64 72, !dbg !108
  %sig36 = load i64, ptr %sig35, align 8, !dbg !108
  %34 = and i64 %sig36, 16, !dbg !108
  %35 = icmp ne i64 %34, 0, !dbg !108
  br i1 %35, label %hit33, label %next34, !dbg !108

hit33:                                            ; preds = %next30
  ret i32 17, !dbg !108

next34:                                           ; preds = %next30
  %sig39 = getelementptr i8, ptr %0, i64 72, !dbg !109
  %sig40 = load i64, ptr %sig39, align 8, !dbg !109
  %36 = and i64 %sig40, 32, !dbg !109
  %37 = icmp ne i64 %36, 0, !dbg !109
  br i1 %37, label %hit37, label %next38, !dbg !109

hit37:                                            ; preds = %next34
  ret i32 21, !dbg !109

next38:                                           ; preds = %next34
  br label %continue, !dbg !109

continue:                                         ; preds = %next38, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !105
  ret i32 %best1, !dbg !105
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !110 {
entry:
  %pkt = alloca [104 x i8], align 8, !dbg !115
  %addr = alloca [5 x i32], align 8, !dbg !115
  %val = alloca [2 x i64], align 8, !dbg !115
  %key = alloca i32, align 8, !dbg !115
  %best = alloca i32, align 8, !dbg !115
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 104, i1 false), !dbg !115
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !115
  store i32 0, ptr %key, align 4, !dbg !115
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !115
  %3 = icmp eq ptr %2, null, !dbg !115
  br i1 %3, label %no.counters, label %counters, !dbg !115

no.counters:                                      ; preds = %entry
  ret i32 2, !dbg !115

counters:                                         ; preds = %entry
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0, ptr %2), !dbg !115
  %4 = icmp ne i32 %best1, 0, !dbg !115
  br i1 %4, label %decided, label %undecided, !dbg !115

undecided:                                        ; preds = %counters
  %counter3 = getelementptr i8, ptr %2, i64 80, !dbg !115
  %5 = load i64, ptr %counter3, align 8, !dbg !115
  %6 = add i64 %5, 1, !dbg !115
  store i64 %6, ptr %counter3, align 8, !dbg !115
  %7 = getelementptr i8, ptr %counter3, i64 8, !dbg !115
  %8 = load i64, ptr %7, align 8, !dbg !115
  %len4 = getelementptr i8, ptr %pkt, i64 48, !dbg !115
  %len5 = load i32, ptr %len4, align 4, !dbg !115
  %9 = zext i32 %len5 to i64, !dbg !115
  %10 = add i64 %8, %9, !dbg !115
  store i64 %10, ptr %7, align 8, !dbg !115
  ret i32 2, !dbg !115

decided:                                          ; preds = %counters
  %verdict = phi i32 [ %best1, %counters ], !dbg !115
  %11 = lshr i32 %verdict, 2, !dbg !115
  %rule = sub i32 %11, 1, !dbg !115
  %12 = zext i32 %rule to i64, !dbg !115
  %13 = icmp ult i64 %12, 6, !dbg !115
  br i1 %13, label %count.in, label %count.out, !dbg !115

count.in:                                         ; preds = %decided
  %off = shl i64 %12, 4, !dbg !115
  %counter = getelementptr i8, ptr %2, i64 %off, !dbg !115
  %14 = load i64, ptr %counter, align 8, !dbg !115
  %15 = add i64 %14, 1, !dbg !115
  store i64 %15, ptr %counter, align 8, !dbg !115
  %16 = getelementptr i8, ptr %counter, i64 8, !dbg !115
  %17 = load i64, ptr %16, align 8, !dbg !115
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !115
  %len2 = load i32, ptr %len, align 4, !dbg !115
  %18 = zext i32 %len2 to i64, !dbg !115
  %19 = add i64 %17, %18, !dbg !115
  store i64 %19, ptr %16, align 8, !dbg !115
  br label %count.out, !dbg !115

count.out:                                        ; preds = %count.in, %decided
  %action = and i32 %verdict, 3, !dbg !115
  ret i32 %action, !dbg !115
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nounwind memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!38, !39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !11, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "payload.xf", directory: ".")
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
!30 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_block_6", file: !3, size: 768, align: 64, elements: !31)
!31 = !{!32}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "c", file: !3, baseType: !33, size: 768, align: 64)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 768, align: 32, elements: !36)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u64", file: !3, baseType: !35)
!35 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned_char)
!36 = !{!37}
!37 = !DISubrange(count: 12, lowerBound: 0)
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 2, !"Dwarf Version", i32 5}
!40 = distinct !DISubprogram(name: "xdpc_sigs", linkageName: "xdpc_sigs", scope: !3, file: !3, line: 1, type: !41, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !89)
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
!53 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 832, align: 64, elements: !54)
!54 = !{!55, !56, !57, !58, !59, !60, !61, !62, !63, !66, !67, !68, !69, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88}
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
!76 = !DIDerivedType(tag: DW_TAG_member, name: "sig", file: !3, baseType: !34, size: 64, align: 64, offset: 576)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "iplen", file: !3, baseType: !26, size: 32, align: 32, offset: 640)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "flow", file: !3, baseType: !26, size: 32, align: 32, offset: 672)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "ip4frag", file: !3, baseType: !64, size: 16, align: 16, offset: 704)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "udplen", file: !3, baseType: !64, size: 16, align: 16, offset: 720)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "tcpwin", file: !3, baseType: !64, size: 16, align: 16, offset: 736)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "l3off", file: !3, baseType: !64, size: 16, align: 16, offset: 752)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "l4off", file: !3, baseType: !64, size: 16, align: 16, offset: 768)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "payoff", file: !3, baseType: !64, size: 16, align: 16, offset: 784)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "tos", file: !3, baseType: !70, size: 8, align: 8, offset: 800)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "icmptype", file: !3, baseType: !70, size: 8, align: 8, offset: 808)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "icmpcode", file: !3, baseType: !70, size: 8, align: 8, offset: 816)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "pad2", file: !3, baseType: !70, size: 8, align: 8, offset: 824)
!89 = !{!90, !91}
!90 = !DILocalVariable(name: "ctx", arg: 1, scope: !40, file: !3, line: 1, type: !43)
!91 = !DILocalVariable(name: "pkt", arg: 2, scope: !40, file: !3, line: 1, type: !52)
!92 = !DILocation(line: 1, column: 1, scope: !40)
!93 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !41, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!94 = !{!95, !96}
!95 = !DILocalVariable(name: "ctx", arg: 1, scope: !93, file: !3, line: 1, type: !43)
!96 = !DILocalVariable(name: "pkt", arg: 2, scope: !93, file: !3, line: 1, type: !52)
!97 = !DILocation(line: 1, column: 1, scope: !93)
!98 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 3, type: !99, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !101)
!99 = !DISubroutineType(flags: DIFlagPrototyped, types: !100)
!100 = !{!16, !52, !26, !29}
!101 = !{!102, !103, !104}
!102 = !DILocalVariable(name: "pkt", arg: 1, scope: !98, file: !3, line: 3, type: !52)
!103 = !DILocalVariable(name: "best", arg: 2, scope: !98, file: !3, line: 3, type: !26)
!104 = !DILocalVariable(name: "counters", arg: 3, scope: !98, file: !3, line: 3, type: !29)
!105 = !DILocation(line: 3, column: 1, scope: !98)
!106 = !DILocation(line: 4, column: 1, scope: !98)
!107 = !DILocation(line: 5, column: 1, scope: !98)
!108 = !DILocation(line: 6, column: 1, scope: !98)
!109 = !DILocation(line: 7, column: 1, scope: !98)
!110 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !111, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !113)
!111 = !DISubroutineType(flags: DIFlagPrototyped, types: !112)
!112 = !{!16, !43}
!113 = !{!114}
!114 = !DILocalVariable(name: "ctx", arg: 1, scope: !110, file: !3, line: 1, type: !43)
!115 = !DILocation(line: 1, column: 1, scope: !110)
