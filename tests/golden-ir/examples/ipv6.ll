target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0113\\012source\\011ipv6.xf\\012default\\011pass\\012rule\\0110\\01116\\011count\\0110\\011count \22"
module asm "\09.ascii \22by proto ipv6;\\012rule\\0111\\01119\\011drop\\011-\\011drop ipv6 src in bogons_v6;\\012rule\22"
module asm "\09.ascii \22\\0112\\01123\\011drop\\011-\\011drop icmpv6 frag;\\012rule\\0113\\01126\\011drop\\011-\\011drop ipv6 proto \22"
module asm "\09.ascii \22ipv6_nonxt;\\012rule\\0114\\01130\\011drop\\011-\\011drop ipv4 proto ipv6 not src 192.0.\22"
module asm "\09.ascii \222.1;\\012rule\\0115\\01131\\011drop\\011-\\011drop udp port 3544;\\012table\\0110\\0110\\011proto\\011xdpc_r\22"
module asm "\09.ascii \22ules\\0117\\011256\\012set\\0110\\011bogons_v4\\011addr\\01114\\012set\\0111\\011bogons_v6\\011addr\\01113\\012set\\0112\22"
module asm "\09.ascii \22\\011bogons\\011addr\\01127\\012set\\0113\\011-\\011addr\\0111\\012set\\0114\\011-\\011port\\0111\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_set1_ip6 = internal constant [76 x i64] [i64 0, i64 1, i64 0, i64 1, i64 0, i64 281470681743360, i64 0, i64 281474976710655, i64 28428538856144896, i64 0, i64 28428538856210431, i64 -1, i64 72057594037927936, i64 0, i64 72057594037927936, i64 -1, i64 2306124492780339200, i64 0, i64 2306124492780404735, i64 -1, i64 2306124552909881344, i64 0, i64 2306124621629358079, i64 -1, i64 2306139568115548160, i64 0, i64 2306139572410515455, i64 -1, i64 4611123068473966592, i64 0, i64 4611422135636721663, i64 -1, i64 6845471433603153920, i64 0, i64 6845752908579864575, i64 -1, i64 -288230376151711744, i64 0, i64 -144115188075855873, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1], section ".rodata", align 8, !dbg !5
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !12

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !45 {
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
define i32 @xdpc_rules_0(ptr %0, i32 %1, ptr %2) #0 !dbg !85 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !92
  %val = alloca [2 x i64], align 8, !dbg !92
  %key = alloca i32, align 8, !dbg !92
  %best = alloca i32, align 8, !dbg !92
  store i32 %1, ptr %best, align 4, !dbg !92
  %3 = icmp eq ptr %0, null, !dbg !92
  %4 = icmp eq ptr %2, null, !dbg !92
  %5 = or i1 %3, %4, !dbg !92
  br i1 %5, label %continue, label %rules, !dbg !92

rules:                                            ; preds = %entry
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !92
  %flags2 = load i32, ptr %flags, align 4, !dbg !92
  %6 = zext i32 %flags2 to i64, !dbg !92
  %7 = and i64 %6, 8, !dbg !92
  %8 = icmp ne i64 %7, 0, !dbg !92
  br i1 %8, label %hit, label %next, !dbg !92

hit:                                              ; preds = %rules
  %counter = getelementptr i8, ptr %2, i64 0, !dbg !92
  %9 = load i64, ptr %counter, align 8, !dbg !92
  %10 = add i64 %9, 1, !dbg !92
  store i64 %10, ptr %counter, align 8, !dbg !92
  %11 = getelementptr i8, ptr %counter, i64 8, !dbg !92
  %12 = load i64, ptr %11, align 8, !dbg !92
  %len = getelementptr i8, ptr %0, i64 48, !dbg !92
  %len3 = load i32, ptr %len, align 4, !dbg !92
  %13 = zext i32 %len3 to i64, !dbg !92
  %14 = add i64 %12, %13, !dbg !92
  store i64 %14, ptr %11, align 8, !dbg !92
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !92
  %proto4 = load i8, ptr %proto, align 1, !dbg !92
  %15 = zext i8 %proto4 to i64, !dbg !92
  %16 = and i64 %15, 255, !dbg !92
  %17 = add i64 %16, 7, !dbg !92
  %off = shl i64 %17, 4, !dbg !92
  %counter5 = getelementptr i8, ptr %2, i64 %off, !dbg !92
  %18 = load i64, ptr %counter5, align 8, !dbg !92
  %19 = add i64 %18, 1, !dbg !92
  store i64 %19, ptr %counter5, align 8, !dbg !92
  %20 = getelementptr i8, ptr %counter5, i64 8, !dbg !92
  %21 = load i64, ptr %20, align 8, !dbg !92
  %len6 = getelementptr i8, ptr %0, i64 48, !dbg !92
  %len7 = load i32, ptr %len6, align 4, !dbg !92
  %22 = zext i32 %len7 to i64, !dbg !92
  %23 = add i64 %21, %22, !dbg !92
  store i64 %23, ptr %20, align 8, !dbg !92
  br label %next, !dbg !92

next:                                             ; preds = %hit, %rules
  %flags10 = getelementptr i8, ptr %0, i64 52, !dbg !93
  %flags11 = load i32, ptr %flags10, align 4, !dbg !93
  %24 = zext i32 %flags11 to i64, !dbg !93
  %25 = and i64 %24, 8, !dbg !93
  %26 = icmp ne i64 %25, 0, !dbg !93
  br i1 %26, label %and, label %next9, !dbg !93

hit8:                                             ; preds = %set.ip6
  ret i32 9, !dbg !93

next9:                                            ; preds = %set.ip6, %and, %next
  %flags18 = getelementptr i8, ptr %0, i64 52, !dbg !94
  %flags19 = load i32, ptr %flags18, align 4, !dbg !94
  %27 = zext i32 %flags19 to i64, !dbg !94
  %28 = and i64 %27, 16, !dbg !94
  %29 = icmp ne i64 %28, 0, !dbg !94
  br i1 %29, label %has, label %next16, !dbg !94

and:                                              ; preds = %next
  %family = getelementptr i8, ptr %0, i64 67, !dbg !93
  %family12 = load i8, ptr %family, align 1, !dbg !93
  %30 = zext i8 %family12 to i64, !dbg !93
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !93
  %src_hi13 = load i64, ptr %src_hi, align 8, !dbg !93
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !93
  %src_lo14 = load i64, ptr %src_lo, align 8, !dbg !93
  switch i64 %30, label %next9 [
    i64 6, label %set.ip6
  ], !dbg !93

set.ip6:                                          ; preds = %and
  %31 = call i32 @xdpc_set1_ip6_search(i64 %src_hi13, i64 %src_lo14), !dbg !93
  %32 = icmp ne i32 %31, 0, !dbg !93
  br i1 %32, label %hit8, label %next9, !dbg !93

hit15:                                            ; preds = %and17
  ret i32 13, !dbg !94

next16:                                           ; preds = %and17, %has, %next9
  %flags27 = getelementptr i8, ptr %0, i64 52, !dbg !95
  %flags28 = load i32, ptr %flags27, align 4, !dbg !95
  %33 = zext i32 %flags28 to i64, !dbg !95
  %34 = and i64 %33, 8, !dbg !95
  %35 = icmp ne i64 %34, 0, !dbg !95
  br i1 %35, label %and26, label %next25, !dbg !95

and17:                                            ; preds = %has
  %flags22 = getelementptr i8, ptr %0, i64 52, !dbg !94
  %flags23 = load i32, ptr %flags22, align 4, !dbg !94
  %36 = zext i32 %flags23 to i64, !dbg !94
  %37 = and i64 %36, 32, !dbg !94
  %38 = icmp ne i64 %37, 0, !dbg !94
  br i1 %38, label %hit15, label %next16, !dbg !94

has:                                              ; preds = %next9
  %proto20 = getelementptr i8, ptr %0, i64 64, !dbg !94
  %proto21 = load i8, ptr %proto20, align 1, !dbg !94
  %39 = zext i8 %proto21 to i64, !dbg !94
  %40 = icmp eq i64 %39, 58, !dbg !94
  br i1 %40, label %and17, label %next16, !dbg !94

hit24:                                            ; preds = %has29
  ret i32 17, !dbg !95

next25:                                           ; preds = %has29, %and26, %next16
  %flags38 = getelementptr i8, ptr %0, i64 52, !dbg !96
  %flags39 = load i32, ptr %flags38, align 4, !dbg !96
  %41 = zext i32 %flags39 to i64, !dbg !96
  %42 = and i64 %41, 4, !dbg !96
  %43 = icmp ne i64 %42, 0, !dbg !96
  br i1 %43, label %and37, label %next35, !dbg !96

and26:                                            ; preds = %next16
  %flags30 = getelementptr i8, ptr %0, i64 52, !dbg !95
  %flags31 = load i32, ptr %flags30, align 4, !dbg !95
  %44 = zext i32 %flags31 to i64, !dbg !95
  %45 = and i64 %44, 16, !dbg !95
  %46 = icmp ne i64 %45, 0, !dbg !95
  br i1 %46, label %has29, label %next25, !dbg !95

has29:                                            ; preds = %and26
  %proto32 = getelementptr i8, ptr %0, i64 64, !dbg !95
  %proto33 = load i8, ptr %proto32, align 1, !dbg !95
  %47 = zext i8 %proto33 to i64, !dbg !95
  %48 = icmp eq i64 %47, 59, !dbg !95
  br i1 %48, label %hit24, label %next25, !dbg !95

hit34:                                            ; preds = %set.ip4, %and36
  ret i32 21, !dbg !96

next35:                                           ; preds = %set.ip4, %has40, %and37, %next25
  %flags55 = getelementptr i8, ptr %0, i64 52, !dbg !97
  %flags56 = load i32, ptr %flags55, align 4, !dbg !97
  %49 = zext i32 %flags56 to i64, !dbg !97
  %50 = and i64 %49, 16, !dbg !97
  %51 = icmp ne i64 %50, 0, !dbg !97
  br i1 %51, label %has54, label %next52, !dbg !97

and36:                                            ; preds = %has40
  %family45 = getelementptr i8, ptr %0, i64 67, !dbg !96
  %family46 = load i8, ptr %family45, align 1, !dbg !96
  %52 = zext i8 %family46 to i64, !dbg !96
  %src_hi47 = getelementptr i8, ptr %0, i64 0, !dbg !96
  %src_hi48 = load i64, ptr %src_hi47, align 8, !dbg !96
  %src_lo49 = getelementptr i8, ptr %0, i64 8, !dbg !96
  %src_lo50 = load i64, ptr %src_lo49, align 8, !dbg !96
  switch i64 %52, label %hit34 [
    i64 4, label %set.ip4
  ], !dbg !96

and37:                                            ; preds = %next25
  %flags41 = getelementptr i8, ptr %0, i64 52, !dbg !96
  %flags42 = load i32, ptr %flags41, align 4, !dbg !96
  %53 = zext i32 %flags42 to i64, !dbg !96
  %54 = and i64 %53, 16, !dbg !96
  %55 = icmp ne i64 %54, 0, !dbg !96
  br i1 %55, label %has40, label %next35, !dbg !96

has40:                                            ; preds = %and37
  %proto43 = getelementptr i8, ptr %0, i64 64, !dbg !96
  %proto44 = load i8, ptr %proto43, align 1, !dbg !96
  %56 = zext i8 %proto44 to i64, !dbg !96
  %57 = icmp eq i64 %56, 41, !dbg !96
  br i1 %57, label %and36, label %next35, !dbg !96

set.ip4:                                          ; preds = %and36
  %58 = lshr i64 %src_hi48, 32, !dbg !96
  %59 = icmp eq i64 %58, 3221225985, !dbg !96
  br i1 %59, label %next35, label %hit34, !dbg !96

hit51:                                            ; preds = %port.dst, %has59
  ret i32 25, !dbg !97

next52:                                           ; preds = %port.dst, %and53, %has54, %next35
  br label %continue, !dbg !97

continue:                                         ; preds = %next52, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !92
  ret i32 %best1, !dbg !92

and53:                                            ; preds = %has54
  %flags60 = getelementptr i8, ptr %0, i64 52, !dbg !97
  %flags61 = load i32, ptr %flags60, align 4, !dbg !97
  %60 = zext i32 %flags61 to i64, !dbg !97
  %61 = and i64 %60, 64, !dbg !97
  %62 = icmp ne i64 %61, 0, !dbg !97
  br i1 %62, label %has59, label %next52, !dbg !97

has54:                                            ; preds = %next35
  %proto57 = getelementptr i8, ptr %0, i64 64, !dbg !97
  %proto58 = load i8, ptr %proto57, align 1, !dbg !97
  %63 = zext i8 %proto58 to i64, !dbg !97
  %64 = icmp eq i64 %63, 17, !dbg !97
  br i1 %64, label %and53, label %next52, !dbg !97

has59:                                            ; preds = %and53
  %sport = getelementptr i8, ptr %0, i64 60, !dbg !97
  %sport62 = load i16, ptr %sport, align 2, !dbg !97
  %65 = zext i16 %sport62 to i64, !dbg !97
  %66 = icmp eq i64 %65, 3544, !dbg !97
  br i1 %66, label %hit51, label %port.dst, !dbg !97

port.dst:                                         ; preds = %has59
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !97
  %dport63 = load i16, ptr %dport, align 2, !dbg !97
  %67 = zext i16 %dport63 to i64, !dbg !97
  %68 = icmp eq i64 %67, 3544, !dbg !97
  br i1 %68, label %hit51, label %next52, !dbg !97
}

; Function Attrs: noinline nounwind
define i32 @xdpc_set1_ip6_search(i64 %0, i64 %1) #0 !dbg !98 {
entry:
  %hx = lshr i64 %0, 1, !dbg !104
  %2 = load i64, ptr getelementptr (i64, ptr @xdpc_set1_ip6, i64 32), align 8, !dbg !104
  %3 = lshr i64 %2, 1, !dbg !104
  %4 = sub i64 %3, %hx, !dbg !104
  %5 = call i64 @llvm.bpf.passthrough.i64.i64(i32 45, i64 %4), !dbg !104
  %lt = lshr i64 %5, 63, !dbg !104
  %6 = sub i64 0, %lt, !dbg !104
  %7 = and i64 %6, 8, !dbg !104
  %i = add i64 0, %7, !dbg !104
  %8 = add i64 %i, 4, !dbg !104
  %9 = mul i64 %8, 4, !dbg !104
  %10 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %9, !dbg !104
  %11 = load i64, ptr %10, align 8, !dbg !104
  %12 = lshr i64 %11, 1, !dbg !104
  %13 = sub i64 %12, %hx, !dbg !104
  %14 = call i64 @llvm.bpf.passthrough.i64.i64(i32 46, i64 %13), !dbg !104
  %lt1 = lshr i64 %14, 63, !dbg !104
  %15 = sub i64 0, %lt1, !dbg !104
  %16 = and i64 %15, 4, !dbg !104
  %i2 = add i64 %i, %16, !dbg !104
  %17 = add i64 %i2, 2, !dbg !104
  %18 = mul i64 %17, 4, !dbg !104
  %19 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %18, !dbg !104
  %20 = load i64, ptr %19, align 8, !dbg !104
  %21 = lshr i64 %20, 1, !dbg !104
  %22 = sub i64 %21, %hx, !dbg !104
  %23 = call i64 @llvm.bpf.passthrough.i64.i64(i32 47, i64 %22), !dbg !104
  %lt3 = lshr i64 %23, 63, !dbg !104
  %24 = sub i64 0, %lt3, !dbg !104
  %25 = and i64 %24, 2, !dbg !104
  %i4 = add i64 %i2, %25, !dbg !104
  %26 = add i64 %i4, 1, !dbg !104
  %27 = mul i64 %26, 4, !dbg !104
  %28 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %27, !dbg !104
  %29 = load i64, ptr %28, align 8, !dbg !104
  %30 = lshr i64 %29, 1, !dbg !104
  %31 = sub i64 %30, %hx, !dbg !104
  %32 = call i64 @llvm.bpf.passthrough.i64.i64(i32 48, i64 %31), !dbg !104
  %lt5 = lshr i64 %32, 63, !dbg !104
  %33 = sub i64 0, %lt5, !dbg !104
  %34 = and i64 %33, 1, !dbg !104
  %i6 = add i64 %i4, %34, !dbg !104
  %35 = add i64 %i6, 2, !dbg !104
  %36 = mul i64 %35, 4, !dbg !104
  %37 = add i64 %36, 0, !dbg !104
  %38 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %37, !dbg !104
  %39 = load i64, ptr %38, align 8, !dbg !104
  %40 = add i64 %36, 1, !dbg !104
  %41 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %40, !dbg !104
  %42 = load i64, ptr %41, align 8, !dbg !104
  %43 = sub i64 %1, %42, !dbg !104
  %44 = sub i64 %43, 0, !dbg !104
  %45 = xor i64 %1, -1, !dbg !104
  %46 = and i64 %45, %42, !dbg !104
  %47 = xor i64 %1, %42, !dbg !104
  %48 = xor i64 %47, -1, !dbg !104
  %49 = and i64 %48, %44, !dbg !104
  %50 = or i64 %46, %49, !dbg !104
  %51 = lshr i64 %50, 63, !dbg !104
  %52 = sub i64 %0, %39, !dbg !104
  %53 = sub i64 %52, %51, !dbg !104
  %54 = xor i64 %0, -1, !dbg !104
  %55 = and i64 %54, %39, !dbg !104
  %56 = xor i64 %0, %39, !dbg !104
  %57 = xor i64 %56, -1, !dbg !104
  %58 = and i64 %57, %53, !dbg !104
  %59 = or i64 %55, %58, !dbg !104
  %60 = lshr i64 %59, 63, !dbg !104
  %ge = xor i64 %60, 1, !dbg !104
  %61 = sub i64 0, %ge, !dbg !104
  %62 = and i64 %61, 2, !dbg !104
  %i7 = add i64 %i6, %62, !dbg !104
  %63 = add i64 %i7, 1, !dbg !104
  %64 = mul i64 %63, 4, !dbg !104
  %65 = add i64 %64, 0, !dbg !104
  %66 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %65, !dbg !104
  %67 = load i64, ptr %66, align 8, !dbg !104
  %68 = add i64 %64, 1, !dbg !104
  %69 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %68, !dbg !104
  %70 = load i64, ptr %69, align 8, !dbg !104
  %71 = sub i64 %1, %70, !dbg !104
  %72 = sub i64 %71, 0, !dbg !104
  %73 = xor i64 %1, -1, !dbg !104
  %74 = and i64 %73, %70, !dbg !104
  %75 = xor i64 %1, %70, !dbg !104
  %76 = xor i64 %75, -1, !dbg !104
  %77 = and i64 %76, %72, !dbg !104
  %78 = or i64 %74, %77, !dbg !104
  %79 = lshr i64 %78, 63, !dbg !104
  %80 = sub i64 %0, %67, !dbg !104
  %81 = sub i64 %80, %79, !dbg !104
  %82 = xor i64 %0, -1, !dbg !104
  %83 = and i64 %82, %67, !dbg !104
  %84 = xor i64 %0, %67, !dbg !104
  %85 = xor i64 %84, -1, !dbg !104
  %86 = and i64 %85, %81, !dbg !104
  %87 = or i64 %83, %86, !dbg !104
  %88 = lshr i64 %87, 63, !dbg !104
  %ge8 = xor i64 %88, 1, !dbg !104
  %89 = sub i64 0, %ge8, !dbg !104
  %90 = and i64 %89, 1, !dbg !104
  %i9 = add i64 %i7, %90, !dbg !104
  %91 = mul i64 %i9, 4, !dbg !104
  %92 = add i64 %91, 0, !dbg !104
  %93 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %92, !dbg !104
  %94 = load i64, ptr %93, align 8, !dbg !104
  %95 = add i64 %91, 2, !dbg !104
  %96 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %95, !dbg !104
  %97 = load i64, ptr %96, align 8, !dbg !104
  %98 = add i64 %91, 1, !dbg !104
  %99 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %98, !dbg !104
  %100 = load i64, ptr %99, align 8, !dbg !104
  %101 = add i64 %91, 3, !dbg !104
  %102 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %101, !dbg !104
  %103 = load i64, ptr %102, align 8, !dbg !104
  %104 = sub i64 %1, %100, !dbg !104
  %105 = sub i64 %104, 0, !dbg !104
  %106 = xor i64 %1, -1, !dbg !104
  %107 = and i64 %106, %100, !dbg !104
  %108 = xor i64 %1, %100, !dbg !104
  %109 = xor i64 %108, -1, !dbg !104
  %110 = and i64 %109, %105, !dbg !104
  %111 = or i64 %107, %110, !dbg !104
  %112 = lshr i64 %111, 63, !dbg !104
  %113 = sub i64 %0, %94, !dbg !104
  %114 = sub i64 %113, %112, !dbg !104
  %115 = xor i64 %0, -1, !dbg !104
  %116 = and i64 %115, %94, !dbg !104
  %117 = xor i64 %0, %94, !dbg !104
  %118 = xor i64 %117, -1, !dbg !104
  %119 = and i64 %118, %114, !dbg !104
  %120 = or i64 %116, %119, !dbg !104
  %121 = lshr i64 %120, 63, !dbg !104
  %ge10 = xor i64 %121, 1, !dbg !104
  %122 = sub i64 %103, %1, !dbg !104
  %123 = sub i64 %122, 0, !dbg !104
  %124 = xor i64 %103, -1, !dbg !104
  %125 = and i64 %124, %1, !dbg !104
  %126 = xor i64 %103, %1, !dbg !104
  %127 = xor i64 %126, -1, !dbg !104
  %128 = and i64 %127, %123, !dbg !104
  %129 = or i64 %125, %128, !dbg !104
  %130 = lshr i64 %129, 63, !dbg !104
  %131 = sub i64 %97, %0, !dbg !104
  %132 = sub i64 %131, %130, !dbg !104
  %133 = xor i64 %97, -1, !dbg !104
  %134 = and i64 %133, %0, !dbg !104
  %135 = xor i64 %97, %0, !dbg !104
  %136 = xor i64 %135, -1, !dbg !104
  %137 = and i64 %136, %132, !dbg !104
  %138 = or i64 %134, %137, !dbg !104
  %139 = lshr i64 %138, 63, !dbg !104
  %ge11 = xor i64 %139, 1, !dbg !104
  %140 = and i64 %ge10, %ge11, !dbg !104
  %141 = trunc i64 %140 to i32, !dbg !104
  ret i32 %141, !dbg !104
}

; Function Attrs: nounwind memory(none)
declare i64 @llvm.bpf.passthrough.i64.i64(i32, i64) #2

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !105 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !110
  %addr = alloca [5 x i32], align 8, !dbg !110
  %val = alloca [2 x i64], align 8, !dbg !110
  %key = alloca i32, align 8, !dbg !110
  %best = alloca i32, align 8, !dbg !110
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !110
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !110
  store i32 0, ptr %key, align 4, !dbg !110
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !110
  %3 = icmp eq ptr %2, null, !dbg !110
  br i1 %3, label %no.counters, label %counters, !dbg !110

no.counters:                                      ; preds = %entry
  ret i32 2, !dbg !110

counters:                                         ; preds = %entry
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0, ptr %2), !dbg !110
  %4 = icmp ne i32 %best1, 0, !dbg !110
  br i1 %4, label %decided, label %undecided, !dbg !110

undecided:                                        ; preds = %counters
  %counter3 = getelementptr i8, ptr %2, i64 96, !dbg !110
  %5 = load i64, ptr %counter3, align 8, !dbg !110
  %6 = add i64 %5, 1, !dbg !110
  store i64 %6, ptr %counter3, align 8, !dbg !110
  %7 = getelementptr i8, ptr %counter3, i64 8, !dbg !110
  %8 = load i64, ptr %7, align 8, !dbg !110
  %len4 = getelementptr i8, ptr %pkt, i64 48, !dbg !110
  %len5 = load i32, ptr %len4, align 4, !dbg !110
  %9 = zext i32 %len5 to i64, !dbg !110
  %10 = add i64 %8, %9, !dbg !110
  store i64 %10, ptr %7, align 8, !dbg !110
  ret i32 2, !dbg !110

decided:                                          ; preds = %counters
  %verdict = phi i32 [ %best1, %counters ], !dbg !110
  %11 = lshr i32 %verdict, 2, !dbg !110
  %rule = sub i32 %11, 1, !dbg !110
  %12 = zext i32 %rule to i64, !dbg !110
  %13 = icmp ult i64 %12, 263, !dbg !110
  br i1 %13, label %count.in, label %count.out, !dbg !110

count.in:                                         ; preds = %decided
  %off = shl i64 %12, 4, !dbg !110
  %counter = getelementptr i8, ptr %2, i64 %off, !dbg !110
  %14 = load i64, ptr %counter, align 8, !dbg !110
  %15 = add i64 %14, 1, !dbg !110
  store i64 %15, ptr %counter, align 8, !dbg !110
  %16 = getelementptr i8, ptr %counter, i64 8, !dbg !110
  %17 = load i64, ptr %16, align 8, !dbg !110
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !110
  %len2 = load i32, ptr %len, align 4, !dbg !110
  %18 = zext i32 %len2 to i64, !dbg !110
  %19 = add i64 %17, %18, !dbg !110
  store i64 %19, ptr %16, align 8, !dbg !110
  br label %count.out, !dbg !110

count.out:                                        ; preds = %count.in, %decided
  %action = and i32 %verdict, 3, !dbg !110
  ret i32 %action, !dbg !110
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!43, !44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !18, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "ipv6.xf", directory: ".")
!4 = !{!0, !5, !12}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "xdpc_set1_ip6", linkageName: "xdpc_set1_ip6", scope: !2, file: !3, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 4864, align: 32, elements: !10)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u64", file: !3, baseType: !9)
!9 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned_char)
!10 = !{!11}
!11 = !DISubrange(count: 76, lowerBound: 0)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "_license", linkageName: "_license", scope: !2, file: !3, type: !14, isLocal: false, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 32, align: 32, elements: !16)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17}
!17 = !DISubrange(count: 4, lowerBound: 0)
!18 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !19)
!19 = !{!20, !26, !31, !35}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "type", file: !3, baseType: !21, size: 64, align: 64)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, align: 64, dwarfAddressSpace: 0)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 192, align: 32, elements: !24)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !{!25}
!25 = !DISubrange(count: 6, lowerBound: 0)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !27, size: 64, align: 64, offset: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64, align: 64, dwarfAddressSpace: 0)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 32, align: 32, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 1, lowerBound: 0)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "key", file: !3, baseType: !32, size: 64, align: 64, offset: 128)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64, align: 64, dwarfAddressSpace: 0)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u32", file: !3, baseType: !34)
!34 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned_char)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !36, size: 64, align: 64, offset: 192)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64, align: 64, dwarfAddressSpace: 0)
!37 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_block_263", file: !3, size: 33664, align: 64, elements: !38)
!38 = !{!39}
!39 = !DIDerivedType(tag: DW_TAG_member, name: "c", file: !3, baseType: !40, size: 33664, align: 64)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 33664, align: 32, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 526, lowerBound: 0)
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 2, !"Dwarf Version", i32 5}
!45 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !46, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !81)
!46 = !DISubroutineType(flags: DIFlagPrototyped, types: !47)
!47 = !{!23, !48, !57}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64, align: 64, dwarfAddressSpace: 0)
!49 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !50)
!50 = !{!51, !52, !53, !54, !55, !56}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !33, size: 32, align: 32)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !33, size: 32, align: 32, offset: 32)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !33, size: 32, align: 32, offset: 64)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !33, size: 32, align: 32, offset: 96)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !33, size: 32, align: 32, offset: 128)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !33, size: 32, align: 32, offset: 160)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64, align: 64, dwarfAddressSpace: 0)
!58 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !59)
!59 = !{!60, !61, !62, !63, !64, !65, !66, !67, !68, !71, !72, !73, !74, !77, !78, !79, !80}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !8, size: 64, align: 64)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !8, size: 64, align: 64, offset: 64)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !8, size: 64, align: 64, offset: 128)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !8, size: 64, align: 64, offset: 192)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !8, size: 64, align: 64, offset: 256)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !8, size: 64, align: 64, offset: 320)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !33, size: 32, align: 32, offset: 384)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !33, size: 32, align: 32, offset: 416)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !69, size: 16, align: 16, offset: 448)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !70)
!70 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !69, size: 16, align: 16, offset: 464)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !69, size: 16, align: 16, offset: 480)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !69, size: 16, align: 16, offset: 496)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !75, size: 8, align: 8, offset: 512)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !76)
!76 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !75, size: 8, align: 8, offset: 520)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !75, size: 8, align: 8, offset: 528)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !75, size: 8, align: 8, offset: 536)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !33, size: 32, align: 32, offset: 544)
!81 = !{!82, !83}
!82 = !DILocalVariable(name: "ctx", arg: 1, scope: !45, file: !3, line: 1, type: !48)
!83 = !DILocalVariable(name: "pkt", arg: 2, scope: !45, file: !3, line: 1, type: !57)
!84 = !DILocation(line: 1, column: 1, scope: !45)
!85 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 16, type: !86, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !88)
!86 = !DISubroutineType(flags: DIFlagPrototyped, types: !87)
!87 = !{!23, !57, !33, !36}
!88 = !{!89, !90, !91}
!89 = !DILocalVariable(name: "pkt", arg: 1, scope: !85, file: !3, line: 16, type: !57)
!90 = !DILocalVariable(name: "best", arg: 2, scope: !85, file: !3, line: 16, type: !33)
!91 = !DILocalVariable(name: "counters", arg: 3, scope: !85, file: !3, line: 16, type: !36)
!92 = !DILocation(line: 16, column: 1, scope: !85)
!93 = !DILocation(line: 19, column: 1, scope: !85)
!94 = !DILocation(line: 23, column: 1, scope: !85)
!95 = !DILocation(line: 26, column: 1, scope: !85)
!96 = !DILocation(line: 30, column: 1, scope: !85)
!97 = !DILocation(line: 31, column: 1, scope: !85)
!98 = distinct !DISubprogram(name: "xdpc_set1_ip6_search", linkageName: "xdpc_set1_ip6_search", scope: !3, file: !3, line: 51, type: !99, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !101)
!99 = !DISubroutineType(flags: DIFlagPrototyped, types: !100)
!100 = !{!23, !8, !8}
!101 = !{!102, !103}
!102 = !DILocalVariable(name: "hi", arg: 1, scope: !98, file: !3, line: 51, type: !8)
!103 = !DILocalVariable(name: "lo", arg: 2, scope: !98, file: !3, line: 51, type: !8)
!104 = !DILocation(line: 51, column: 1, scope: !98)
!105 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !106, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !108)
!106 = !DISubroutineType(flags: DIFlagPrototyped, types: !107)
!107 = !{!23, !48}
!108 = !{!109}
!109 = !DILocalVariable(name: "ctx", arg: 1, scope: !105, file: !3, line: 1, type: !48)
!110 = !DILocation(line: 1, column: 1, scope: !105)
