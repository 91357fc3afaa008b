target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0112\\012source\\011ipv6.xf\\012default\\011pass\\012rule\\0110\\01116\\011count\\0110\\011count \22"
module asm "\09.ascii \22by proto ipv6;\\012rule\\0111\\01119\\011drop\\011-\\011drop ipv6 src in bogons_v6;\\012rule\22"
module asm "\09.ascii \22\\0112\\01123\\011drop\\011-\\011drop icmpv6 frag;\\012rule\\0113\\01126\\011drop\\011-\\011drop ipv6 proto \22"
module asm "\09.ascii \22ipv6_nonxt;\\012rule\\0114\\01130\\011drop\\011-\\011drop ipv4 proto ipv6 not src 192.0.\22"
module asm "\09.ascii \222.1;\\012rule\\0115\\01131\\011drop\\011-\\011drop udp port 3544;\\012table\\0110\\0110\\011proto\\011xdpc_t\22"
module asm "\09.ascii \220_proto\\012set\\0110\\011bogons_v4\\011addr\\01114\\012set\\0111\\011bogons_v6\\011addr\\01113\\012set\\0112\\011bo\22"
module asm "\09.ascii \22gons\\011addr\\01127\\012set\\0113\\011-\\011addr\\0111\\012set\\0114\\011-\\011port\\0111\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_t0_proto = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !5
@xdpc_set1_ip6 = internal constant [76 x i64] [i64 0, i64 1, i64 0, i64 1, i64 0, i64 281470681743360, i64 0, i64 281474976710655, i64 28428538856144896, i64 0, i64 28428538856210431, i64 -1, i64 72057594037927936, i64 0, i64 72057594037927936, i64 -1, i64 2306124492780339200, i64 0, i64 2306124492780404735, i64 -1, i64 2306124552909881344, i64 0, i64 2306124621629358079, i64 -1, i64 2306139568115548160, i64 0, i64 2306139572410515455, i64 -1, i64 4611123068473966592, i64 0, i64 4611422135636721663, i64 -1, i64 6845471433603153920, i64 0, i64 6845752908579864575, i64 -1, i64 -288230376151711744, i64 0, i64 -144115188075855873, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1], section ".rodata", align 8, !dbg !32
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !37

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !60 {
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
define i32 @xdpc_rules_0(ptr %0, i32 %1, ptr %2) #0 !dbg !100 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !107
  %val = alloca [2 x i64], align 8, !dbg !107
  %key = alloca i32, align 8, !dbg !107
  %best = alloca i32, align 8, !dbg !107
  store i32 %1, ptr %best, align 4, !dbg !107
  %3 = icmp eq ptr %0, null, !dbg !107
  %4 = icmp eq ptr %2, null, !dbg !107
  %5 = or i1 %3, %4, !dbg !107
  br i1 %5, label %continue, label %rules, !dbg !107

rules:                                            ; preds = %entry
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !107
  %flags2 = load i32, ptr %flags, align 4, !dbg !107
  %6 = zext i32 %flags2 to i64, !dbg !107
  %7 = and i64 %6, 8, !dbg !107
  %8 = icmp ne i64 %7, 0, !dbg !107
  br i1 %8, label %hit, label %next, !dbg !107

hit:                                              ; preds = %rules
  %counter = getelementptr i8, ptr %2, i64 0, !dbg !107
  %9 = load i64, ptr %counter, align 8, !dbg !107
  %10 = add i64 %9, 1, !dbg !107
  store i64 %10, ptr %counter, align 8, !dbg !107
  %11 = getelementptr i8, ptr %counter, i64 8, !dbg !107
  %12 = load i64, ptr %11, align 8, !dbg !107
  %len = getelementptr i8, ptr %0, i64 48, !dbg !107
  %len3 = load i32, ptr %len, align 4, !dbg !107
  %13 = zext i32 %len3 to i64, !dbg !107
  %14 = add i64 %12, %13, !dbg !107
  store i64 %14, ptr %11, align 8, !dbg !107
  %flags4 = getelementptr i8, ptr %0, i64 52, !dbg !107
  %flags5 = load i32, ptr %flags4, align 4, !dbg !107
  %15 = zext i32 %flags5 to i64, !dbg !107
  %16 = and i64 %15, 16, !dbg !107
  %17 = icmp ne i64 %16, 0, !dbg !107
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !107
  %proto6 = load i8, ptr %proto, align 1, !dbg !107
  %18 = zext i8 %proto6 to i64, !dbg !107
  %19 = select i1 %17, i64 %18, i64 0, !dbg !107
  %20 = trunc i64 %19 to i32, !dbg !107
  store i32 %20, ptr %key, align 4, !dbg !107
  %21 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_proto, ptr %key), !dbg !107
  %22 = icmp ne ptr %21, null, !dbg !107
  br i1 %22, label %count.add, label %count.done, !dbg !107

next:                                             ; preds = %count.done, %rules
  %flags11 = getelementptr i8, ptr %0, i64 52, !dbg !108
  %flags12 = load i32, ptr %flags11, align 4, !dbg !108
  %23 = zext i32 %flags12 to i64, !dbg !108
  %24 = and i64 %23, 8, !dbg !108
  %25 = icmp ne i64 %24, 0, !dbg !108
  br i1 %25, label %and, label %next10, !dbg !108

count.add:                                        ; preds = %hit
  %26 = load i64, ptr %21, align 8, !dbg !107
  %27 = add i64 %26, 1, !dbg !107
  store i64 %27, ptr %21, align 8, !dbg !107
  %28 = getelementptr i8, ptr %21, i64 8, !dbg !107
  %29 = load i64, ptr %28, align 8, !dbg !107
  %len7 = getelementptr i8, ptr %0, i64 48, !dbg !107
  %len8 = load i32, ptr %len7, align 4, !dbg !107
  %30 = zext i32 %len8 to i64, !dbg !107
  %31 = add i64 %29, %30, !dbg !107
  store i64 %31, ptr %28, align 8, !dbg !107
  br label %count.done, !dbg !107

count.done:                                       ; preds = %count.add, %hit
  br label %next, !dbg !107

hit9:                                             ; preds = %set.ip6
  ret i32 9, !dbg !108

next10:                                           ; preds = %set.ip6, %and, %next
  %flags19 = getelementptr i8, ptr %0, i64 52, !dbg !109
  %flags20 = load i32, ptr %flags19, align 4, !dbg !109
  %32 = zext i32 %flags20 to i64, !dbg !109
  %33 = and i64 %32, 16, !dbg !109
  %34 = icmp ne i64 %33, 0, !dbg !109
  br i1 %34, label %has, label %next17, !dbg !109

and:                                              ; preds = %next
  %family = getelementptr i8, ptr %0, i64 67, !dbg !108
  %family13 = load i8, ptr %family, align 1, !dbg !108
  %35 = zext i8 %family13 to i64, !dbg !108
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !108
  %src_hi14 = load i64, ptr %src_hi, align 8, !dbg !108
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !108
  %src_lo15 = load i64, ptr %src_lo, align 8, !dbg !108
  switch i64 %35, label %next10 [
    i64 6, label %set.ip6
  ], !dbg !108

set.ip6:                                          ; preds = %and
  %36 = call i32 @xdpc_set1_ip6_search(i64 %src_hi14, i64 %src_lo15), !dbg !108
  %37 = icmp ne i32 %36, 0, !dbg !108
  br i1 %37, label %hit9, label %next10, !dbg !108

hit16:                                            ; preds = %and18
  ret i32 13, !dbg !109

next17:                                           ; preds = %and18, %has, %next10
  %flags28 = getelementptr i8, ptr %0, i64 52, !dbg !110
  %flags29 = load i32, ptr %flags28, align 4, !dbg !110
  %38 = zext i32 %flags29 to i64, !dbg !110
  %39 = and i64 %38, 8, !dbg !110
  %40 = icmp ne i64 %39, 0, !dbg !110
  br i1 %40, label %and27, label %next26, !dbg !110

and18:                                            ; preds = %has
  %flags23 = getelementptr i8, ptr %0, i64 52, !dbg !109
  %flags24 = load i32, ptr %flags23, align 4, !dbg !109
  %41 = zext i32 %flags24 to i64, !dbg !109
  %42 = and i64 %41, 32, !dbg !109
  %43 = icmp ne i64 %42, 0, !dbg !109
  br i1 %43, label %hit16, label %next17, !dbg !109

has:                                              ; preds = %next10
  %proto21 = getelementptr i8, ptr %0, i64 64, !dbg !109
  %proto22 = load i8, ptr %proto21, align 1, !dbg !109
  %44 = zext i8 %proto22 to i64, !dbg !109
  %45 = icmp eq i64 %44, 58, !dbg !109
  br i1 %45, label %and18, label %next17, !dbg !109

hit25:                                            ; preds = %has30
  ret i32 17, !dbg !110

next26:                                           ; preds = %has30, %and27, %next17
  %flags39 = getelementptr i8, ptr %0, i64 52, !dbg !111
  %flags40 = load i32, ptr %flags39, align 4, !dbg !111
  %46 = zext i32 %flags40 to i64, !dbg !111
  %47 = and i64 %46, 4, !dbg !111
  %48 = icmp ne i64 %47, 0, !dbg !111
  br i1 %48, label %and38, label %next36, !dbg !111

and27:                                            ; preds = %next17
  %flags31 = getelementptr i8, ptr %0, i64 52, !dbg !110
  %flags32 = load i32, ptr %flags31, align 4, !dbg !110
  %49 = zext i32 %flags32 to i64, !dbg !110
  %50 = and i64 %49, 16, !dbg !110
  %51 = icmp ne i64 %50, 0, !dbg !110
  br i1 %51, label %has30, label %next26, !dbg !110

has30:                                            ; preds = %and27
  %proto33 = getelementptr i8, ptr %0, i64 64, !dbg !110
  %proto34 = load i8, ptr %proto33, align 1, !dbg !110
  %52 = zext i8 %proto34 to i64, !dbg !110
  %53 = icmp eq i64 %52, 59, !dbg !110
  br i1 %53, label %hit25, label %next26, !dbg !110

hit35:                                            ; preds = %set.ip4, %and37
  ret i32 21, !dbg !111

next36:                                           ; preds = %set.ip4, %has41, %and38, %next26
  %flags56 = getelementptr i8, ptr %0, i64 52, !dbg !112
  %flags57 = load i32, ptr %flags56, align 4, !dbg !112
  %54 = zext i32 %flags57 to i64, !dbg !112
  %55 = and i64 %54, 16, !dbg !112
  %56 = icmp ne i64 %55, 0, !dbg !112
  br i1 %56, label %has55, label %next53, !dbg !112

and37:                                            ; preds = %has41
  %family46 = getelementptr i8, ptr %0, i64 67, !dbg !111
  %family47 = load i8, ptr %family46, align 1, !dbg !111
  %57 = zext i8 %family47 to i64, !dbg !111
  %src_hi48 = getelementptr i8, ptr %0, i64 0, !dbg !111
  %src_hi49 = load i64, ptr %src_hi48, align 8, !dbg !111
  %src_lo50 = getelementptr i8, ptr %0, i64 8, !dbg !111
  %src_lo51 = load i64, ptr %src_lo50, align 8, !dbg !111
  switch i64 %57, label %hit35 [
    i64 4, label %set.ip4
  ], !dbg !111

and38:                                            ; preds = %next26
  %flags42 = getelementptr i8, ptr %0, i64 52, !dbg !111
  %flags43 = load i32, ptr %flags42, align 4, !dbg !111
  %58 = zext i32 %flags43 to i64, !dbg !111
  %59 = and i64 %58, 16, !dbg !111
  %60 = icmp ne i64 %59, 0, !dbg !111
  br i1 %60, label %has41, label %next36, !dbg !111

has41:                                            ; preds = %and38
  %proto44 = getelementptr i8, ptr %0, i64 64, !dbg !111
  %proto45 = load i8, ptr %proto44, align 1, !dbg !111
  %61 = zext i8 %proto45 to i64, !dbg !111
  %62 = icmp eq i64 %61, 41, !dbg !111
  br i1 %62, label %and37, label %next36, !dbg !111

set.ip4:                                          ; preds = %and37
  %63 = lshr i64 %src_hi49, 32, !dbg !111
  %64 = icmp eq i64 %63, 3221225985, !dbg !111
  br i1 %64, label %next36, label %hit35, !dbg !111

hit52:                                            ; preds = %port.dst, %has60
  ret i32 25, !dbg !112

next53:                                           ; preds = %port.dst, %and54, %has55, %next36
  br label %continue, !dbg !112

continue:                                         ; preds = %next53, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !107
  ret i32 %best1, !dbg !107

and54:                                            ; preds = %has55
  %flags61 = getelementptr i8, ptr %0, i64 52, !dbg !112
  %flags62 = load i32, ptr %flags61, align 4, !dbg !112
  %65 = zext i32 %flags62 to i64, !dbg !112
  %66 = and i64 %65, 64, !dbg !112
  %67 = icmp ne i64 %66, 0, !dbg !112
  br i1 %67, label %has60, label %next53, !dbg !112

has55:                                            ; preds = %next36
  %proto58 = getelementptr i8, ptr %0, i64 64, !dbg !112
  %proto59 = load i8, ptr %proto58, align 1, !dbg !112
  %68 = zext i8 %proto59 to i64, !dbg !112
  %69 = icmp eq i64 %68, 17, !dbg !112
  br i1 %69, label %and54, label %next53, !dbg !112

has60:                                            ; preds = %and54
  %sport = getelementptr i8, ptr %0, i64 60, !dbg !112
  %sport63 = load i16, ptr %sport, align 2, !dbg !112
  %70 = zext i16 %sport63 to i64, !dbg !112
  %71 = icmp eq i64 %70, 3544, !dbg !112
  br i1 %71, label %hit52, label %port.dst, !dbg !112

port.dst:                                         ; preds = %has60
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !112
  %dport64 = load i16, ptr %dport, align 2, !dbg !112
  %72 = zext i16 %dport64 to i64, !dbg !112
  %73 = icmp eq i64 %72, 3544, !dbg !112
  br i1 %73, label %hit52, label %next53, !dbg !112
}

; Function Attrs: noinline nounwind
define i32 @xdpc_set1_ip6_search(i64 %0, i64 %1) #0 !dbg !113 {
entry:
  %hx = lshr i64 %0, 1, !dbg !119
  %2 = load i64, ptr getelementptr (i64, ptr @xdpc_set1_ip6, i64 32), align 8, !dbg !119
  %3 = lshr i64 %2, 1, !dbg !119
  %4 = sub i64 %3, %hx, !dbg !119
  %5 = call i64 @llvm.bpf.passthrough.i64.i64(i32 45, i64 %4), !dbg !119
  %lt = lshr i64 %5, 63, !dbg !119
  %6 = sub i64 0, %lt, !dbg !119
  %7 = and i64 %6, 8, !dbg !119
  %i = add i64 0, %7, !dbg !119
  %8 = add i64 %i, 4, !dbg !119
  %9 = mul i64 %8, 4, !dbg !119
  %10 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %9, !dbg !119
  %11 = load i64, ptr %10, align 8, !dbg !119
  %12 = lshr i64 %11, 1, !dbg !119
  %13 = sub i64 %12, %hx, !dbg !119
  %14 = call i64 @llvm.bpf.passthrough.i64.i64(i32 46, i64 %13), !dbg !119
  %lt1 = lshr i64 %14, 63, !dbg !119
  %15 = sub i64 0, %lt1, !dbg !119
  %16 = and i64 %15, 4, !dbg !119
  %i2 = add i64 %i, %16, !dbg !119
  %17 = add i64 %i2, 2, !dbg !119
  %18 = mul i64 %17, 4, !dbg !119
  %19 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %18, !dbg !119
  %20 = load i64, ptr %19, align 8, !dbg !119
  %21 = lshr i64 %20, 1, !dbg !119
  %22 = sub i64 %21, %hx, !dbg !119
  %23 = call i64 @llvm.bpf.passthrough.i64.i64(i32 47, i64 %22), !dbg !119
  %lt3 = lshr i64 %23, 63, !dbg !119
  %24 = sub i64 0, %lt3, !dbg !119
  %25 = and i64 %24, 2, !dbg !119
  %i4 = add i64 %i2, %25, !dbg !119
  %26 = add i64 %i4, 1, !dbg !119
  %27 = mul i64 %26, 4, !dbg !119
  %28 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %27, !dbg !119
  %29 = load i64, ptr %28, align 8, !dbg !119
  %30 = lshr i64 %29, 1, !dbg !119
  %31 = sub i64 %30, %hx, !dbg !119
  %32 = call i64 @llvm.bpf.passthrough.i64.i64(i32 48, i64 %31), !dbg !119
  %lt5 = lshr i64 %32, 63, !dbg !119
  %33 = sub i64 0, %lt5, !dbg !119
  %34 = and i64 %33, 1, !dbg !119
  %i6 = add i64 %i4, %34, !dbg !119
  %35 = add i64 %i6, 2, !dbg !119
  %36 = mul i64 %35, 4, !dbg !119
  %37 = add i64 %36, 0, !dbg !119
  %38 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %37, !dbg !119
  %39 = load i64, ptr %38, align 8, !dbg !119
  %40 = add i64 %36, 1, !dbg !119
  %41 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %40, !dbg !119
  %42 = load i64, ptr %41, align 8, !dbg !119
  %43 = sub i64 %1, %42, !dbg !119
  %44 = sub i64 %43, 0, !dbg !119
  %45 = xor i64 %1, -1, !dbg !119
  %46 = and i64 %45, %42, !dbg !119
  %47 = xor i64 %1, %42, !dbg !119
  %48 = xor i64 %47, -1, !dbg !119
  %49 = and i64 %48, %44, !dbg !119
  %50 = or i64 %46, %49, !dbg !119
  %51 = lshr i64 %50, 63, !dbg !119
  %52 = sub i64 %0, %39, !dbg !119
  %53 = sub i64 %52, %51, !dbg !119
  %54 = xor i64 %0, -1, !dbg !119
  %55 = and i64 %54, %39, !dbg !119
  %56 = xor i64 %0, %39, !dbg !119
  %57 = xor i64 %56, -1, !dbg !119
  %58 = and i64 %57, %53, !dbg !119
  %59 = or i64 %55, %58, !dbg !119
  %60 = lshr i64 %59, 63, !dbg !119
  %ge = xor i64 %60, 1, !dbg !119
  %61 = sub i64 0, %ge, !dbg !119
  %62 = and i64 %61, 2, !dbg !119
  %i7 = add i64 %i6, %62, !dbg !119
  %63 = add i64 %i7, 1, !dbg !119
  %64 = mul i64 %63, 4, !dbg !119
  %65 = add i64 %64, 0, !dbg !119
  %66 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %65, !dbg !119
  %67 = load i64, ptr %66, align 8, !dbg !119
  %68 = add i64 %64, 1, !dbg !119
  %69 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %68, !dbg !119
  %70 = load i64, ptr %69, align 8, !dbg !119
  %71 = sub i64 %1, %70, !dbg !119
  %72 = sub i64 %71, 0, !dbg !119
  %73 = xor i64 %1, -1, !dbg !119
  %74 = and i64 %73, %70, !dbg !119
  %75 = xor i64 %1, %70, !dbg !119
  %76 = xor i64 %75, -1, !dbg !119
  %77 = and i64 %76, %72, !dbg !119
  %78 = or i64 %74, %77, !dbg !119
  %79 = lshr i64 %78, 63, !dbg !119
  %80 = sub i64 %0, %67, !dbg !119
  %81 = sub i64 %80, %79, !dbg !119
  %82 = xor i64 %0, -1, !dbg !119
  %83 = and i64 %82, %67, !dbg !119
  %84 = xor i64 %0, %67, !dbg !119
  %85 = xor i64 %84, -1, !dbg !119
  %86 = and i64 %85, %81, !dbg !119
  %87 = or i64 %83, %86, !dbg !119
  %88 = lshr i64 %87, 63, !dbg !119
  %ge8 = xor i64 %88, 1, !dbg !119
  %89 = sub i64 0, %ge8, !dbg !119
  %90 = and i64 %89, 1, !dbg !119
  %i9 = add i64 %i7, %90, !dbg !119
  %91 = mul i64 %i9, 4, !dbg !119
  %92 = add i64 %91, 0, !dbg !119
  %93 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %92, !dbg !119
  %94 = load i64, ptr %93, align 8, !dbg !119
  %95 = add i64 %91, 2, !dbg !119
  %96 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %95, !dbg !119
  %97 = load i64, ptr %96, align 8, !dbg !119
  %98 = add i64 %91, 1, !dbg !119
  %99 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %98, !dbg !119
  %100 = load i64, ptr %99, align 8, !dbg !119
  %101 = add i64 %91, 3, !dbg !119
  %102 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %101, !dbg !119
  %103 = load i64, ptr %102, align 8, !dbg !119
  %104 = sub i64 %1, %100, !dbg !119
  %105 = sub i64 %104, 0, !dbg !119
  %106 = xor i64 %1, -1, !dbg !119
  %107 = and i64 %106, %100, !dbg !119
  %108 = xor i64 %1, %100, !dbg !119
  %109 = xor i64 %108, -1, !dbg !119
  %110 = and i64 %109, %105, !dbg !119
  %111 = or i64 %107, %110, !dbg !119
  %112 = lshr i64 %111, 63, !dbg !119
  %113 = sub i64 %0, %94, !dbg !119
  %114 = sub i64 %113, %112, !dbg !119
  %115 = xor i64 %0, -1, !dbg !119
  %116 = and i64 %115, %94, !dbg !119
  %117 = xor i64 %0, %94, !dbg !119
  %118 = xor i64 %117, -1, !dbg !119
  %119 = and i64 %118, %114, !dbg !119
  %120 = or i64 %116, %119, !dbg !119
  %121 = lshr i64 %120, 63, !dbg !119
  %ge10 = xor i64 %121, 1, !dbg !119
  %122 = sub i64 %103, %1, !dbg !119
  %123 = sub i64 %122, 0, !dbg !119
  %124 = xor i64 %103, -1, !dbg !119
  %125 = and i64 %124, %1, !dbg !119
  %126 = xor i64 %103, %1, !dbg !119
  %127 = xor i64 %126, -1, !dbg !119
  %128 = and i64 %127, %123, !dbg !119
  %129 = or i64 %125, %128, !dbg !119
  %130 = lshr i64 %129, 63, !dbg !119
  %131 = sub i64 %97, %0, !dbg !119
  %132 = sub i64 %131, %130, !dbg !119
  %133 = xor i64 %97, -1, !dbg !119
  %134 = and i64 %133, %0, !dbg !119
  %135 = xor i64 %97, %0, !dbg !119
  %136 = xor i64 %135, -1, !dbg !119
  %137 = and i64 %136, %132, !dbg !119
  %138 = or i64 %134, %137, !dbg !119
  %139 = lshr i64 %138, 63, !dbg !119
  %ge11 = xor i64 %139, 1, !dbg !119
  %140 = and i64 %ge10, %ge11, !dbg !119
  %141 = trunc i64 %140 to i32, !dbg !119
  ret i32 %141, !dbg !119
}

; Function Attrs: nounwind memory(none)
declare i64 @llvm.bpf.passthrough.i64.i64(i32, i64) #2

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !120 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !125
  %addr = alloca [5 x i32], align 8, !dbg !125
  %val = alloca [2 x i64], align 8, !dbg !125
  %key = alloca i32, align 8, !dbg !125
  %best = alloca i32, align 8, !dbg !125
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !125
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !125
  store i32 0, ptr %key, align 4, !dbg !125
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !125
  %3 = icmp eq ptr %2, null, !dbg !125
  br i1 %3, label %no.counters, label %counters, !dbg !125

no.counters:                                      ; preds = %entry
  ret i32 2, !dbg !125

counters:                                         ; preds = %entry
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0, ptr %2), !dbg !125
  %4 = icmp ne i32 %best1, 0, !dbg !125
  br i1 %4, label %decided, label %undecided, !dbg !125

undecided:                                        ; preds = %counters
  %counter3 = getelementptr i8, ptr %2, i64 96, !dbg !125
  %5 = load i64, ptr %counter3, align 8, !dbg !125
  %6 = add i64 %5, 1, !dbg !125
  store i64 %6, ptr %counter3, align 8, !dbg !125
  %7 = getelementptr i8, ptr %counter3, i64 8, !dbg !125
  %8 = load i64, ptr %7, align 8, !dbg !125
  %len4 = getelementptr i8, ptr %pkt, i64 48, !dbg !125
  %len5 = load i32, ptr %len4, align 4, !dbg !125
  %9 = zext i32 %len5 to i64, !dbg !125
  %10 = add i64 %8, %9, !dbg !125
  store i64 %10, ptr %7, align 8, !dbg !125
  ret i32 2, !dbg !125

decided:                                          ; preds = %counters
  %verdict = phi i32 [ %best1, %counters ], !dbg !125
  %11 = lshr i32 %verdict, 2, !dbg !125
  %rule = sub i32 %11, 1, !dbg !125
  %12 = zext i32 %rule to i64, !dbg !125
  %13 = icmp ult i64 %12, 7, !dbg !125
  br i1 %13, label %count.in, label %count.out, !dbg !125

count.in:                                         ; preds = %decided
  %off = shl i64 %12, 4, !dbg !125
  %counter = getelementptr i8, ptr %2, i64 %off, !dbg !125
  %14 = load i64, ptr %counter, align 8, !dbg !125
  %15 = add i64 %14, 1, !dbg !125
  store i64 %15, ptr %counter, align 8, !dbg !125
  %16 = getelementptr i8, ptr %counter, i64 8, !dbg !125
  %17 = load i64, ptr %16, align 8, !dbg !125
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !125
  %len2 = load i32, ptr %len, align 4, !dbg !125
  %18 = zext i32 %len2 to i64, !dbg !125
  %19 = add i64 %17, %18, !dbg !125
  store i64 %19, ptr %16, align 8, !dbg !125
  br label %count.out, !dbg !125

count.out:                                        ; preds = %count.in, %decided
  %action = and i32 %verdict, 3, !dbg !125
  ret i32 %action, !dbg !125
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!58, !59}

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
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 4864, align: 32, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 76, lowerBound: 0)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "_license", linkageName: "_license", scope: !2, file: !3, type: !39, isLocal: false, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 32, align: 32, elements: !41)
!40 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!41 = !{!42}
!42 = !DISubrange(count: 4, lowerBound: 0)
!43 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !44)
!44 = !{!9, !45, !20, !50}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !46, size: 64, align: 64, offset: 64)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64, align: 64, dwarfAddressSpace: 0)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, align: 32, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 1, lowerBound: 0)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !51, size: 64, align: 64, offset: 192)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64, align: 64, dwarfAddressSpace: 0)
!52 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_block_7", file: !3, size: 896, align: 64, elements: !53)
!53 = !{!54}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "c", file: !3, baseType: !55, size: 896, align: 64)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 896, align: 32, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 14, lowerBound: 0)
!58 = !{i32 2, !"Debug Info Version", i32 3}
!59 = !{i32 2, !"Dwarf Version", i32 5}
!60 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !61, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !96)
!61 = !DISubroutineType(flags: DIFlagPrototyped, types: !62)
!62 = !{!12, !63, !72}
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64, align: 64, dwarfAddressSpace: 0)
!64 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !65)
!65 = !{!66, !67, !68, !69, !70, !71}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !22, size: 32, align: 32)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !22, size: 32, align: 32, offset: 32)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !22, size: 32, align: 32, offset: 64)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 96)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !22, size: 32, align: 32, offset: 128)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 160)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64, align: 64, dwarfAddressSpace: 0)
!73 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !74)
!74 = !{!75, !76, !77, !78, !79, !80, !81, !82, !83, !86, !87, !88, !89, !92, !93, !94, !95}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !29, size: 64, align: 64)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 64)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !29, size: 64, align: 64, offset: 128)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 192)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !29, size: 64, align: 64, offset: 256)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !29, size: 64, align: 64, offset: 320)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !22, size: 32, align: 32, offset: 384)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !22, size: 32, align: 32, offset: 416)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !84, size: 16, align: 16, offset: 448)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !85)
!85 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !84, size: 16, align: 16, offset: 464)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !84, size: 16, align: 16, offset: 480)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !84, size: 16, align: 16, offset: 496)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !90, size: 8, align: 8, offset: 512)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !91)
!91 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !90, size: 8, align: 8, offset: 520)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !90, size: 8, align: 8, offset: 528)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !90, size: 8, align: 8, offset: 536)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !22, size: 32, align: 32, offset: 544)
!96 = !{!97, !98}
!97 = !DILocalVariable(name: "ctx", arg: 1, scope: !60, file: !3, line: 1, type: !63)
!98 = !DILocalVariable(name: "pkt", arg: 2, scope: !60, file: !3, line: 1, type: !72)
!99 = !DILocation(line: 1, column: 1, scope: !60)
!100 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 16, type: !101, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !103)
!101 = !DISubroutineType(flags: DIFlagPrototyped, types: !102)
!102 = !{!12, !72, !22, !51}
!103 = !{!104, !105, !106}
!104 = !DILocalVariable(name: "pkt", arg: 1, scope: !100, file: !3, line: 16, type: !72)
!105 = !DILocalVariable(name: "best", arg: 2, scope: !100, file: !3, line: 16, type: !22)
!106 = !DILocalVariable(name: "counters", arg: 3, scope: !100, file: !3, line: 16, type: !51)
!107 = !DILocation(line: 16, column: 1, scope: !100)
!108 = !DILocation(line: 19, column: 1, scope: !100)
!109 = !DILocation(line: 23, column: 1, scope: !100)
!110 = !DILocation(line: 26, column: 1, scope: !100)
!111 = !DILocation(line: 30, column: 1, scope: !100)
!112 = !DILocation(line: 31, column: 1, scope: !100)
!113 = distinct !DISubprogram(name: "xdpc_set1_ip6_search", linkageName: "xdpc_set1_ip6_search", scope: !3, file: !3, line: 51, type: !114, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !116)
!114 = !DISubroutineType(flags: DIFlagPrototyped, types: !115)
!115 = !{!12, !29, !29}
!116 = !{!117, !118}
!117 = !DILocalVariable(name: "hi", arg: 1, scope: !113, file: !3, line: 51, type: !29)
!118 = !DILocalVariable(name: "lo", arg: 2, scope: !113, file: !3, line: 51, type: !29)
!119 = !DILocation(line: 51, column: 1, scope: !113)
!120 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !121, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !123)
!121 = !DISubroutineType(flags: DIFlagPrototyped, types: !122)
!122 = !{!12, !63}
!123 = !{!124}
!124 = !DILocalVariable(name: "ctx", arg: 1, scope: !120, file: !3, line: 1, type: !63)
!125 = !DILocation(line: 1, column: 1, scope: !120)
