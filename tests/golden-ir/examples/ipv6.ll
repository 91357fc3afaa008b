target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0111\\012source\\011ipv6.xf\\012default\\011pass\\012rule\\0110\\01116\\011count\\0110\\011count \22"
module asm "\09.ascii \22by proto ipv6;\\012rule\\0111\\01119\\011drop\\011-\\011drop ipv6 src in bogons_v6;\\012rule\22"
module asm "\09.ascii \22\\0112\\01123\\011drop\\011-\\011drop icmpv6 frag;\\012rule\\0113\\01126\\011drop\\011-\\011drop ipv6 proto \22"
module asm "\09.ascii \22ipv6_nonxt;\\012rule\\0114\\01130\\011drop\\011-\\011drop ipv4 proto ipv6 not src 192.0.\22"
module asm "\09.ascii \222.1;\\012rule\\0115\\01131\\011drop\\011-\\011drop udp port 3544;\\012table\\0110\\0110\\011proto\\011xdpc_t\22"
module asm "\09.ascii \220_proto\\012set\\0110\\011bogons_v4\\011addr\\01114\\012set\\0111\\011bogons_v6\\011addr\\01113\\012set\\0112\\011bo\22"
module asm "\09.ascii \22gons\\011addr\\01127\\012set\\0113\\011-\\011addr\\0111\\012set\\0114\\011-\\011port\\0111\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_t0_proto = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !5
@xdpc_set1_ip6 = internal constant [64 x i64] [i64 0, i64 1, i64 0, i64 1, i64 0, i64 281470681743360, i64 0, i64 281474976710655, i64 28428538856144896, i64 0, i64 28428538856210431, i64 -1, i64 72057594037927936, i64 0, i64 72057594037927936, i64 -1, i64 2306124492780339200, i64 0, i64 2306124492780404735, i64 -1, i64 2306124552909881344, i64 0, i64 2306124621629358079, i64 -1, i64 2306139568115548160, i64 0, i64 2306139572410515455, i64 -1, i64 4611123068473966592, i64 0, i64 4611422135636721663, i64 -1, i64 6845471433603153920, i64 0, i64 6845752908579864575, i64 -1, i64 -288230376151711744, i64 0, i64 -144115188075855873, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1], section ".rodata", align 8, !dbg !32
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !37

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !52 {
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
define i32 @xdpc_rules_0(ptr %0) #0 !dbg !92 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !97
  %val = alloca [2 x i64], align 8, !dbg !97
  %key = alloca i32, align 8, !dbg !97
  %1 = icmp eq ptr %0, null, !dbg !97
  br i1 %1, label %continue, label %rules, !dbg !97

rules:                                            ; preds = %entry
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !97
  %flags1 = load i32, ptr %flags, align 4, !dbg !97
  %2 = zext i32 %flags1 to i64, !dbg !97
  %3 = and i64 %2, 8, !dbg !97
  %4 = icmp ne i64 %3, 0, !dbg !97
  br i1 %4, label %hit, label %next, !dbg !97

hit:                                              ; preds = %rules
  %len = getelementptr i8, ptr %0, i64 48, !dbg !97
  %len2 = load i32, ptr %len, align 4, !dbg !97
  %5 = zext i32 %len2 to i64, !dbg !97
  %6 = call i32 @xdpc_count(i32 0, i64 %5), !dbg !97
  %flags3 = getelementptr i8, ptr %0, i64 52, !dbg !97
  %flags4 = load i32, ptr %flags3, align 4, !dbg !97
  %7 = zext i32 %flags4 to i64, !dbg !97
  %8 = and i64 %7, 16, !dbg !97
  %9 = icmp ne i64 %8, 0, !dbg !97
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !97
  %proto5 = load i8, ptr %proto, align 1, !dbg !97
  %10 = zext i8 %proto5 to i64, !dbg !97
  %11 = select i1 %9, i64 %10, i64 0, !dbg !97
  %12 = trunc i64 %11 to i32, !dbg !97
  store i32 %12, ptr %key, align 4, !dbg !97
  %13 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_proto, ptr %key), !dbg !97
  %14 = icmp ne ptr %13, null, !dbg !97
  br i1 %14, label %count.add, label %count.done, !dbg !97

next:                                             ; preds = %count.done, %rules
  %flags10 = getelementptr i8, ptr %0, i64 52, !dbg !98
  %flags11 = load i32, ptr %flags10, align 4, !dbg !98
  %15 = zext i32 %flags11 to i64, !dbg !98
  %16 = and i64 %15, 8, !dbg !98
  %17 = icmp ne i64 %16, 0, !dbg !98
  br i1 %17, label %and, label %next9, !dbg !98

count.add:                                        ; preds = %hit
  %18 = load i64, ptr %13, align 8, !dbg !97
  %19 = add i64 %18, 1, !dbg !97
  store i64 %19, ptr %13, align 8, !dbg !97
  %20 = getelementptr i8, ptr %13, i64 8, !dbg !97
  %21 = load i64, ptr %20, align 8, !dbg !97
  %len6 = getelementptr i8, ptr %0, i64 48, !dbg !97
  %len7 = load i32, ptr %len6, align 4, !dbg !97
  %22 = zext i32 %len7 to i64, !dbg !97
  %23 = add i64 %21, %22, !dbg !97
  store i64 %23, ptr %20, align 8, !dbg !97
  br label %count.done, !dbg !97

count.done:                                       ; preds = %count.add, %hit
  br label %next, !dbg !97

hit8:                                             ; preds = %set.ip6
  ret i32 9, !dbg !98

next9:                                            ; preds = %set.ip6, %and, %next
  %flags18 = getelementptr i8, ptr %0, i64 52, !dbg !99
  %flags19 = load i32, ptr %flags18, align 4, !dbg !99
  %24 = zext i32 %flags19 to i64, !dbg !99
  %25 = and i64 %24, 16, !dbg !99
  %26 = icmp ne i64 %25, 0, !dbg !99
  br i1 %26, label %has, label %next16, !dbg !99

and:                                              ; preds = %next
  %family = getelementptr i8, ptr %0, i64 67, !dbg !98
  %family12 = load i8, ptr %family, align 1, !dbg !98
  %27 = zext i8 %family12 to i64, !dbg !98
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !98
  %src_hi13 = load i64, ptr %src_hi, align 8, !dbg !98
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !98
  %src_lo14 = load i64, ptr %src_lo, align 8, !dbg !98
  switch i64 %27, label %next9 [
    i64 6, label %set.ip6
  ], !dbg !98

set.ip6:                                          ; preds = %and
  %28 = call i32 @xdpc_set1_ip6_search(i64 %src_hi13, i64 %src_lo14), !dbg !98
  %29 = icmp ne i32 %28, 0, !dbg !98
  br i1 %29, label %hit8, label %next9, !dbg !98

hit15:                                            ; preds = %and17
  ret i32 13, !dbg !99

next16:                                           ; preds = %and17, %has, %next9
  %flags27 = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags28 = load i32, ptr %flags27, align 4, !dbg !100
  %30 = zext i32 %flags28 to i64, !dbg !100
  %31 = and i64 %30, 8, !dbg !100
  %32 = icmp ne i64 %31, 0, !dbg !100
  br i1 %32, label %and26, label %next25, !dbg !100

and17:                                            ; preds = %has
  %flags22 = getelementptr i8, ptr %0, i64 52, !dbg !99
  %flags23 = load i32, ptr %flags22, align 4, !dbg !99
  %33 = zext i32 %flags23 to i64, !dbg !99
  %34 = and i64 %33, 32, !dbg !99
  %35 = icmp ne i64 %34, 0, !dbg !99
  br i1 %35, label %hit15, label %next16, !dbg !99

has:                                              ; preds = %next9
  %proto20 = getelementptr i8, ptr %0, i64 64, !dbg !99
  %proto21 = load i8, ptr %proto20, align 1, !dbg !99
  %36 = zext i8 %proto21 to i64, !dbg !99
  %37 = icmp eq i64 %36, 58, !dbg !99
  br i1 %37, label %and17, label %next16, !dbg !99

hit24:                                            ; preds = %has29
  ret i32 17, !dbg !100

next25:                                           ; preds = %has29, %and26, %next16
  %flags38 = getelementptr i8, ptr %0, i64 52, !dbg !101
  %flags39 = load i32, ptr %flags38, align 4, !dbg !101
  %38 = zext i32 %flags39 to i64, !dbg !101
  %39 = and i64 %38, 4, !dbg !101
  %40 = icmp ne i64 %39, 0, !dbg !101
  br i1 %40, label %and37, label %next35, !dbg !101

and26:                                            ; preds = %next16
  %flags30 = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags31 = load i32, ptr %flags30, align 4, !dbg !100
  %41 = zext i32 %flags31 to i64, !dbg !100
  %42 = and i64 %41, 16, !dbg !100
  %43 = icmp ne i64 %42, 0, !dbg !100
  br i1 %43, label %has29, label %next25, !dbg !100

has29:                                            ; preds = %and26
  %proto32 = getelementptr i8, ptr %0, i64 64, !dbg !100
  %proto33 = load i8, ptr %proto32, align 1, !dbg !100
  %44 = zext i8 %proto33 to i64, !dbg !100
  %45 = icmp eq i64 %44, 59, !dbg !100
  br i1 %45, label %hit24, label %next25, !dbg !100

hit34:                                            ; preds = %set.ip4, %and36
  ret i32 21, !dbg !101

next35:                                           ; preds = %set.ip4, %has40, %and37, %next25
  %flags55 = getelementptr i8, ptr %0, i64 52, !dbg !102
  %flags56 = load i32, ptr %flags55, align 4, !dbg !102
  %46 = zext i32 %flags56 to i64, !dbg !102
  %47 = and i64 %46, 16, !dbg !102
  %48 = icmp ne i64 %47, 0, !dbg !102
  br i1 %48, label %has54, label %next52, !dbg !102

and36:                                            ; preds = %has40
  %family45 = getelementptr i8, ptr %0, i64 67, !dbg !101
  %family46 = load i8, ptr %family45, align 1, !dbg !101
  %49 = zext i8 %family46 to i64, !dbg !101
  %src_hi47 = getelementptr i8, ptr %0, i64 0, !dbg !101
  %src_hi48 = load i64, ptr %src_hi47, align 8, !dbg !101
  %src_lo49 = getelementptr i8, ptr %0, i64 8, !dbg !101
  %src_lo50 = load i64, ptr %src_lo49, align 8, !dbg !101
  switch i64 %49, label %hit34 [
    i64 4, label %set.ip4
  ], !dbg !101

and37:                                            ; preds = %next25
  %flags41 = getelementptr i8, ptr %0, i64 52, !dbg !101
  %flags42 = load i32, ptr %flags41, align 4, !dbg !101
  %50 = zext i32 %flags42 to i64, !dbg !101
  %51 = and i64 %50, 16, !dbg !101
  %52 = icmp ne i64 %51, 0, !dbg !101
  br i1 %52, label %has40, label %next35, !dbg !101

has40:                                            ; preds = %and37
  %proto43 = getelementptr i8, ptr %0, i64 64, !dbg !101
  %proto44 = load i8, ptr %proto43, align 1, !dbg !101
  %53 = zext i8 %proto44 to i64, !dbg !101
  %54 = icmp eq i64 %53, 41, !dbg !101
  br i1 %54, label %and36, label %next35, !dbg !101

set.ip4:                                          ; preds = %and36
  %55 = lshr i64 %src_hi48, 32, !dbg !101
  %56 = icmp eq i64 %55, 3221225985, !dbg !101
  br i1 %56, label %next35, label %hit34, !dbg !101

hit51:                                            ; preds = %port.dst, %has59
  ret i32 25, !dbg !102

next52:                                           ; preds = %port.dst, %and53, %has54, %next35
  br label %continue, !dbg !102

continue:                                         ; preds = %next52, %entry
  ret i32 0, !dbg !97

and53:                                            ; preds = %has54
  %flags60 = getelementptr i8, ptr %0, i64 52, !dbg !102
  %flags61 = load i32, ptr %flags60, align 4, !dbg !102
  %57 = zext i32 %flags61 to i64, !dbg !102
  %58 = and i64 %57, 64, !dbg !102
  %59 = icmp ne i64 %58, 0, !dbg !102
  br i1 %59, label %has59, label %next52, !dbg !102

has54:                                            ; preds = %next35
  %proto57 = getelementptr i8, ptr %0, i64 64, !dbg !102
  %proto58 = load i8, ptr %proto57, align 1, !dbg !102
  %60 = zext i8 %proto58 to i64, !dbg !102
  %61 = icmp eq i64 %60, 17, !dbg !102
  br i1 %61, label %and53, label %next52, !dbg !102

has59:                                            ; preds = %and53
  %sport = getelementptr i8, ptr %0, i64 60, !dbg !102
  %sport62 = load i16, ptr %sport, align 2, !dbg !102
  %62 = zext i16 %sport62 to i64, !dbg !102
  %63 = icmp eq i64 %62, 3544, !dbg !102
  br i1 %63, label %hit51, label %port.dst, !dbg !102

port.dst:                                         ; preds = %has59
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !102
  %dport63 = load i16, ptr %dport, align 2, !dbg !102
  %64 = zext i16 %dport63 to i64, !dbg !102
  %65 = icmp eq i64 %64, 3544, !dbg !102
  br i1 %65, label %hit51, label %next52, !dbg !102
}

; Function Attrs: noinline nounwind
define i32 @xdpc_count(i32 %0, i64 %1) #0 !dbg !103 {
entry:
  %key = alloca i32, align 8, !dbg !109
  store i32 %0, ptr %key, align 4, !dbg !109
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !109
  %3 = icmp ne ptr %2, null, !dbg !109
  br i1 %3, label %count.add, label %count.done, !dbg !109

count.add:                                        ; preds = %entry
  %4 = load i64, ptr %2, align 8, !dbg !109
  %5 = add i64 %4, 1, !dbg !109
  store i64 %5, ptr %2, align 8, !dbg !109
  %6 = getelementptr i8, ptr %2, i64 8, !dbg !109
  %7 = load i64, ptr %6, align 8, !dbg !109
  %8 = add i64 %7, %1, !dbg !109
  store i64 %8, ptr %6, align 8, !dbg !109
  br label %count.done, !dbg !109

count.done:                                       ; preds = %count.add, %entry
  ret i32 0, !dbg !109
}

; Function Attrs: noinline nounwind
define i32 @xdpc_set1_ip6_search(i64 %0, i64 %1) #0 !dbg !110 {
entry:
  %2 = load i64, ptr getelementptr (i64, ptr @xdpc_set1_ip6, i64 32), align 8, !dbg !116
  %3 = load i64, ptr getelementptr (i64, ptr @xdpc_set1_ip6, i64 33), align 8, !dbg !116
  %4 = sub i64 %1, %3, !dbg !116
  %5 = sub i64 %4, 0, !dbg !116
  %6 = xor i64 %1, -1, !dbg !116
  %7 = and i64 %6, %3, !dbg !116
  %8 = xor i64 %1, %3, !dbg !116
  %9 = xor i64 %8, -1, !dbg !116
  %10 = and i64 %9, %5, !dbg !116
  %11 = or i64 %7, %10, !dbg !116
  %12 = lshr i64 %11, 63, !dbg !116
  %13 = sub i64 %0, %2, !dbg !116
  %14 = sub i64 %13, %12, !dbg !116
  %15 = xor i64 %0, -1, !dbg !116
  %16 = and i64 %15, %2, !dbg !116
  %17 = xor i64 %0, %2, !dbg !116
  %18 = xor i64 %17, -1, !dbg !116
  %19 = and i64 %18, %14, !dbg !116
  %20 = or i64 %16, %19, !dbg !116
  %21 = lshr i64 %20, 63, !dbg !116
  %ge = xor i64 %21, 1, !dbg !116
  %22 = sub i64 0, %ge, !dbg !116
  %23 = and i64 %22, 8, !dbg !116
  %i = add i64 0, %23, !dbg !116
  %24 = add i64 %i, 4, !dbg !116
  %25 = mul i64 %24, 4, !dbg !116
  %26 = add i64 %25, 0, !dbg !116
  %27 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %26, !dbg !116
  %28 = load i64, ptr %27, align 8, !dbg !116
  %29 = add i64 %25, 1, !dbg !116
  %30 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %29, !dbg !116
  %31 = load i64, ptr %30, align 8, !dbg !116
  %32 = sub i64 %1, %31, !dbg !116
  %33 = sub i64 %32, 0, !dbg !116
  %34 = xor i64 %1, -1, !dbg !116
  %35 = and i64 %34, %31, !dbg !116
  %36 = xor i64 %1, %31, !dbg !116
  %37 = xor i64 %36, -1, !dbg !116
  %38 = and i64 %37, %33, !dbg !116
  %39 = or i64 %35, %38, !dbg !116
  %40 = lshr i64 %39, 63, !dbg !116
  %41 = sub i64 %0, %28, !dbg !116
  %42 = sub i64 %41, %40, !dbg !116
  %43 = xor i64 %0, -1, !dbg !116
  %44 = and i64 %43, %28, !dbg !116
  %45 = xor i64 %0, %28, !dbg !116
  %46 = xor i64 %45, -1, !dbg !116
  %47 = and i64 %46, %42, !dbg !116
  %48 = or i64 %44, %47, !dbg !116
  %49 = lshr i64 %48, 63, !dbg !116
  %ge1 = xor i64 %49, 1, !dbg !116
  %50 = sub i64 0, %ge1, !dbg !116
  %51 = and i64 %50, 4, !dbg !116
  %i2 = add i64 %i, %51, !dbg !116
  %52 = add i64 %i2, 2, !dbg !116
  %53 = mul i64 %52, 4, !dbg !116
  %54 = add i64 %53, 0, !dbg !116
  %55 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %54, !dbg !116
  %56 = load i64, ptr %55, align 8, !dbg !116
  %57 = add i64 %53, 1, !dbg !116
  %58 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %57, !dbg !116
  %59 = load i64, ptr %58, align 8, !dbg !116
  %60 = sub i64 %1, %59, !dbg !116
  %61 = sub i64 %60, 0, !dbg !116
  %62 = xor i64 %1, -1, !dbg !116
  %63 = and i64 %62, %59, !dbg !116
  %64 = xor i64 %1, %59, !dbg !116
  %65 = xor i64 %64, -1, !dbg !116
  %66 = and i64 %65, %61, !dbg !116
  %67 = or i64 %63, %66, !dbg !116
  %68 = lshr i64 %67, 63, !dbg !116
  %69 = sub i64 %0, %56, !dbg !116
  %70 = sub i64 %69, %68, !dbg !116
  %71 = xor i64 %0, -1, !dbg !116
  %72 = and i64 %71, %56, !dbg !116
  %73 = xor i64 %0, %56, !dbg !116
  %74 = xor i64 %73, -1, !dbg !116
  %75 = and i64 %74, %70, !dbg !116
  %76 = or i64 %72, %75, !dbg !116
  %77 = lshr i64 %76, 63, !dbg !116
  %ge3 = xor i64 %77, 1, !dbg !116
  %78 = sub i64 0, %ge3, !dbg !116
  %79 = and i64 %78, 2, !dbg !116
  %i4 = add i64 %i2, %79, !dbg !116
  %80 = add i64 %i4, 1, !dbg !116
  %81 = mul i64 %80, 4, !dbg !116
  %82 = add i64 %81, 0, !dbg !116
  %83 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %82, !dbg !116
  %84 = load i64, ptr %83, align 8, !dbg !116
  %85 = add i64 %81, 1, !dbg !116
  %86 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %85, !dbg !116
  %87 = load i64, ptr %86, align 8, !dbg !116
  %88 = sub i64 %1, %87, !dbg !116
  %89 = sub i64 %88, 0, !dbg !116
  %90 = xor i64 %1, -1, !dbg !116
  %91 = and i64 %90, %87, !dbg !116
  %92 = xor i64 %1, %87, !dbg !116
  %93 = xor i64 %92, -1, !dbg !116
  %94 = and i64 %93, %89, !dbg !116
  %95 = or i64 %91, %94, !dbg !116
  %96 = lshr i64 %95, 63, !dbg !116
  %97 = sub i64 %0, %84, !dbg !116
  %98 = sub i64 %97, %96, !dbg !116
  %99 = xor i64 %0, -1, !dbg !116
  %100 = and i64 %99, %84, !dbg !116
  %101 = xor i64 %0, %84, !dbg !116
  %102 = xor i64 %101, -1, !dbg !116
  %103 = and i64 %102, %98, !dbg !116
  %104 = or i64 %100, %103, !dbg !116
  %105 = lshr i64 %104, 63, !dbg !116
  %ge5 = xor i64 %105, 1, !dbg !116
  %106 = sub i64 0, %ge5, !dbg !116
  %107 = and i64 %106, 1, !dbg !116
  %i6 = add i64 %i4, %107, !dbg !116
  %108 = mul i64 %i6, 4, !dbg !116
  %109 = add i64 %108, 0, !dbg !116
  %110 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %109, !dbg !116
  %111 = load i64, ptr %110, align 8, !dbg !116
  %112 = add i64 %108, 2, !dbg !116
  %113 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %112, !dbg !116
  %114 = load i64, ptr %113, align 8, !dbg !116
  %115 = add i64 %108, 1, !dbg !116
  %116 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %115, !dbg !116
  %117 = load i64, ptr %116, align 8, !dbg !116
  %118 = add i64 %108, 3, !dbg !116
  %119 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %118, !dbg !116
  %120 = load i64, ptr %119, align 8, !dbg !116
  %121 = sub i64 %1, %117, !dbg !116
  %122 = sub i64 %121, 0, !dbg !116
  %123 = xor i64 %1, -1, !dbg !116
  %124 = and i64 %123, %117, !dbg !116
  %125 = xor i64 %1, %117, !dbg !116
  %126 = xor i64 %125, -1, !dbg !116
  %127 = and i64 %126, %122, !dbg !116
  %128 = or i64 %124, %127, !dbg !116
  %129 = lshr i64 %128, 63, !dbg !116
  %130 = sub i64 %0, %111, !dbg !116
  %131 = sub i64 %130, %129, !dbg !116
  %132 = xor i64 %0, -1, !dbg !116
  %133 = and i64 %132, %111, !dbg !116
  %134 = xor i64 %0, %111, !dbg !116
  %135 = xor i64 %134, -1, !dbg !116
  %136 = and i64 %135, %131, !dbg !116
  %137 = or i64 %133, %136, !dbg !116
  %138 = lshr i64 %137, 63, !dbg !116
  %ge7 = xor i64 %138, 1, !dbg !116
  %139 = sub i64 %120, %1, !dbg !116
  %140 = sub i64 %139, 0, !dbg !116
  %141 = xor i64 %120, -1, !dbg !116
  %142 = and i64 %141, %1, !dbg !116
  %143 = xor i64 %120, %1, !dbg !116
  %144 = xor i64 %143, -1, !dbg !116
  %145 = and i64 %144, %140, !dbg !116
  %146 = or i64 %142, %145, !dbg !116
  %147 = lshr i64 %146, 63, !dbg !116
  %148 = sub i64 %114, %0, !dbg !116
  %149 = sub i64 %148, %147, !dbg !116
  %150 = xor i64 %114, -1, !dbg !116
  %151 = and i64 %150, %0, !dbg !116
  %152 = xor i64 %114, %0, !dbg !116
  %153 = xor i64 %152, -1, !dbg !116
  %154 = and i64 %153, %149, !dbg !116
  %155 = or i64 %151, %154, !dbg !116
  %156 = lshr i64 %155, 63, !dbg !116
  %ge8 = xor i64 %156, 1, !dbg !116
  %157 = and i64 %ge7, %ge8, !dbg !116
  %158 = trunc i64 %157 to i32, !dbg !116
  ret i32 %158, !dbg !116
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !117 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !122
  %addr = alloca [5 x i32], align 8, !dbg !122
  %val = alloca [2 x i64], align 8, !dbg !122
  %key = alloca i32, align 8, !dbg !122
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !122
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !122
  %verdict1 = call i32 @xdpc_rules_0(ptr %pkt), !dbg !122
  %2 = icmp ne i32 %verdict1, 0, !dbg !122
  br i1 %2, label %decided, label %undecided, !dbg !122

undecided:                                        ; preds = %entry
  %len3 = getelementptr i8, ptr %pkt, i64 48, !dbg !122
  %len4 = load i32, ptr %len3, align 4, !dbg !122
  %3 = zext i32 %len4 to i64, !dbg !122
  %4 = call i32 @xdpc_count(i32 6, i64 %3), !dbg !122
  ret i32 2, !dbg !122

decided:                                          ; preds = %entry
  %verdict = phi i32 [ %verdict1, %entry ], !dbg !122
  %5 = lshr i32 %verdict, 2, !dbg !122
  %rule = sub i32 %5, 1, !dbg !122
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !122
  %len2 = load i32, ptr %len, align 4, !dbg !122
  %6 = zext i32 %len2 to i64, !dbg !122
  %7 = call i32 @xdpc_count(i32 %rule, i64 %6), !dbg !122
  %action = and i32 %verdict, 3, !dbg !122
  ret i32 %action, !dbg !122
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!50, !51}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !43, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "ipv6.xf", directory: ".")
!4 = !{!0, !5, !32, !37}
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
!33 = distinct !DIGlobalVariable(name: "xdpc_set1_ip6", linkageName: "xdpc_set1_ip6", scope: !2, file: !3, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 4096, align: 32, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 64, lowerBound: 0)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "_license", linkageName: "_license", scope: !2, file: !3, type: !39, isLocal: false, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 32, align: 32, elements: !41)
!40 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!41 = !{!42}
!42 = !DISubrange(count: 4, lowerBound: 0)
!43 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !44)
!44 = !{!9, !45, !20, !24}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !46, size: 64, align: 64, offset: 64)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64, align: 64, dwarfAddressSpace: 0)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 224, align: 32, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 7, lowerBound: 0)
!50 = !{i32 2, !"Debug Info Version", i32 3}
!51 = !{i32 2, !"Dwarf Version", i32 5}
!52 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !53, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !88)
!53 = !DISubroutineType(flags: DIFlagPrototyped, types: !54)
!54 = !{!12, !55, !64}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64, align: 64, dwarfAddressSpace: 0)
!56 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !57)
!57 = !{!58, !59, !60, !61, !62, !63}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !22, size: 32, align: 32)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !22, size: 32, align: 32, offset: 32)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !22, size: 32, align: 32, offset: 64)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 96)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !22, size: 32, align: 32, offset: 128)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 160)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64, align: 64, dwarfAddressSpace: 0)
!65 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !66)
!66 = !{!67, !68, !69, !70, !71, !72, !73, !74, !75, !78, !79, !80, !81, !84, !85, !86, !87}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !29, size: 64, align: 64)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 64)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !29, size: 64, align: 64, offset: 128)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 192)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !29, size: 64, align: 64, offset: 256)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !29, size: 64, align: 64, offset: 320)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !22, size: 32, align: 32, offset: 384)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !22, size: 32, align: 32, offset: 416)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !76, size: 16, align: 16, offset: 448)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !77)
!77 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !76, size: 16, align: 16, offset: 464)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !76, size: 16, align: 16, offset: 480)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !76, size: 16, align: 16, offset: 496)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !82, size: 8, align: 8, offset: 512)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !83)
!83 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !82, size: 8, align: 8, offset: 520)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !82, size: 8, align: 8, offset: 528)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !82, size: 8, align: 8, offset: 536)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !22, size: 32, align: 32, offset: 544)
!88 = !{!89, !90}
!89 = !DILocalVariable(name: "ctx", arg: 1, scope: !52, file: !3, line: 1, type: !55)
!90 = !DILocalVariable(name: "pkt", arg: 2, scope: !52, file: !3, line: 1, type: !64)
!91 = !DILocation(line: 1, column: 1, scope: !52)
!92 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 16, type: !93, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !95)
!93 = !DISubroutineType(flags: DIFlagPrototyped, types: !94)
!94 = !{!12, !64}
!95 = !{!96}
!96 = !DILocalVariable(name: "pkt", arg: 1, scope: !92, file: !3, line: 16, type: !64)
!97 = !DILocation(line: 16, column: 1, scope: !92)
!98 = !DILocation(line: 19, column: 1, scope: !92)
!99 = !DILocation(line: 23, column: 1, scope: !92)
!100 = !DILocation(line: 26, column: 1, scope: !92)
!101 = !DILocation(line: 30, column: 1, scope: !92)
!102 = !DILocation(line: 31, column: 1, scope: !92)
!103 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !104, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !106)
!104 = !DISubroutineType(flags: DIFlagPrototyped, types: !105)
!105 = !{!12, !22, !29}
!106 = !{!107, !108}
!107 = !DILocalVariable(name: "rule", arg: 1, scope: !103, file: !3, line: 1, type: !22)
!108 = !DILocalVariable(name: "len", arg: 2, scope: !103, file: !3, line: 1, type: !29)
!109 = !DILocation(line: 1, column: 1, scope: !103)
!110 = distinct !DISubprogram(name: "xdpc_set1_ip6_search", linkageName: "xdpc_set1_ip6_search", scope: !3, file: !3, line: 51, type: !111, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !113)
!111 = !DISubroutineType(flags: DIFlagPrototyped, types: !112)
!112 = !{!12, !29, !29}
!113 = !{!114, !115}
!114 = !DILocalVariable(name: "hi", arg: 1, scope: !110, file: !3, line: 51, type: !29)
!115 = !DILocalVariable(name: "lo", arg: 2, scope: !110, file: !3, line: 51, type: !29)
!116 = !DILocation(line: 51, column: 1, scope: !110)
!117 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !118, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !120)
!118 = !DISubroutineType(flags: DIFlagPrototyped, types: !119)
!119 = !{!12, !55}
!120 = !{!121}
!121 = !DILocalVariable(name: "ctx", arg: 1, scope: !117, file: !3, line: 1, type: !55)
!122 = !DILocation(line: 1, column: 1, scope: !117)
