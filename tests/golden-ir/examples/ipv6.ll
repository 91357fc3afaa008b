target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0111\\012source\\011ipv6.xf\\012default\\011pass\\012rule\\0110\\01116\\011count\\0110\\011count \22"
module asm "\09.ascii \22by proto ipv6;\\012rule\\0111\\01119\\011drop\\011-\\011drop ipv6 src in bogons_v6;\\012rule\22"
module asm "\09.ascii \22\\0112\\01123\\011drop\\011-\\011drop icmpv6 frag;\\012rule\\0113\\01126\\011drop\\011-\\011drop ipv6 proto \22"
module asm "\09.ascii \22ipv6_nonxt;\\012rule\\0114\\01130\\011drop\\011-\\011drop ipv4 proto ipv6 not src 192.0.\22"
module asm "\09.ascii \222.1;\\012rule\\0115\\01131\\011drop\\011-\\011drop udp port 3544;\\012table\\0110\\0110\\011proto\\011xdpc_t\22"
module asm "\09.ascii \220_proto\\012set\\0110\\011bogons_v4\\011addr\\01114\\012set\\0111\\011bogons_v6\\011addr\\01113\\012set\\0112\\011bo\22"
module asm "\09.ascii \22gons\\011addr\\01127\\012set\\0113\\011-\\011addr\\0111\\012set\\0114\\011-\\011port\\0111\\012derived\\0110\\0110\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_t0_proto = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !5
@xdpc_set1_ip6 = internal constant [76 x i64] [i64 0, i64 1, i64 0, i64 1, i64 0, i64 281470681743360, i64 0, i64 281474976710655, i64 28428538856144896, i64 0, i64 28428538856210431, i64 -1, i64 72057594037927936, i64 0, i64 72057594037927936, i64 -1, i64 2306124492780339200, i64 0, i64 2306124492780404735, i64 -1, i64 2306124552909881344, i64 0, i64 2306124621629358079, i64 -1, i64 2306139568115548160, i64 0, i64 2306139572410515455, i64 -1, i64 4611123068473966592, i64 0, i64 4611422135636721663, i64 -1, i64 6845471433603153920, i64 0, i64 6845752908579864575, i64 -1, i64 -288230376151711744, i64 0, i64 -144115188075855873, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1], section ".rodata", align 8, !dbg !32
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
define i32 @xdpc_rules_0(ptr %0, i32 %1) #0 !dbg !92 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !98
  %val = alloca [2 x i64], align 8, !dbg !98
  %key = alloca i32, align 8, !dbg !98
  %best = alloca i32, align 8, !dbg !98
  store i32 %1, ptr %best, align 4, !dbg !98
  %2 = icmp eq ptr %0, null, !dbg !98
  br i1 %2, label %continue, label %rules, !dbg !98

rules:                                            ; preds = %entry
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !98
  %flags2 = load i32, ptr %flags, align 4, !dbg !98
  %3 = zext i32 %flags2 to i64, !dbg !98
  %4 = and i64 %3, 8, !dbg !98
  %5 = icmp ne i64 %4, 0, !dbg !98
  br i1 %5, label %hit, label %next, !dbg !98

hit:                                              ; preds = %rules
  %flags3 = getelementptr i8, ptr %0, i64 52, !dbg !98
  %flags4 = load i32, ptr %flags3, align 4, !dbg !98
  %6 = zext i32 %flags4 to i64, !dbg !98
  %7 = and i64 %6, 16, !dbg !98
  %8 = icmp ne i64 %7, 0, !dbg !98
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !98
  %proto5 = load i8, ptr %proto, align 1, !dbg !98
  %9 = zext i8 %proto5 to i64, !dbg !98
  %10 = select i1 %8, i64 %9, i64 0, !dbg !98
  %11 = trunc i64 %10 to i32, !dbg !98
  store i32 %11, ptr %key, align 4, !dbg !98
  %12 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_proto, ptr %key), !dbg !98
  %13 = icmp ne ptr %12, null, !dbg !98
  br i1 %13, label %count.add, label %count.done, !dbg !98

next:                                             ; preds = %count.done, %rules
  %flags9 = getelementptr i8, ptr %0, i64 52, !dbg !99
  %flags10 = load i32, ptr %flags9, align 4, !dbg !99
  %14 = zext i32 %flags10 to i64, !dbg !99
  %15 = and i64 %14, 8, !dbg !99
  %16 = icmp ne i64 %15, 0, !dbg !99
  br i1 %16, label %and, label %next8, !dbg !99

count.add:                                        ; preds = %hit
  %17 = load i64, ptr %12, align 8, !dbg !98
  %18 = add i64 %17, 1, !dbg !98
  store i64 %18, ptr %12, align 8, !dbg !98
  %19 = getelementptr i8, ptr %12, i64 8, !dbg !98
  %20 = load i64, ptr %19, align 8, !dbg !98
  %len = getelementptr i8, ptr %0, i64 48, !dbg !98
  %len6 = load i32, ptr %len, align 4, !dbg !98
  %21 = zext i32 %len6 to i64, !dbg !98
  %22 = add i64 %20, %21, !dbg !98
  store i64 %22, ptr %19, align 8, !dbg !98
  br label %count.done, !dbg !98

count.done:                                       ; preds = %count.add, %hit
  br label %next, !dbg !98

hit7:                                             ; preds = %set.ip6
  ret i32 9, !dbg !99

next8:                                            ; preds = %set.ip6, %and, %next
  %flags17 = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags18 = load i32, ptr %flags17, align 4, !dbg !100
  %23 = zext i32 %flags18 to i64, !dbg !100
  %24 = and i64 %23, 16, !dbg !100
  %25 = icmp ne i64 %24, 0, !dbg !100
  br i1 %25, label %has, label %next15, !dbg !100

and:                                              ; preds = %next
  %family = getelementptr i8, ptr %0, i64 67, !dbg !99
  %family11 = load i8, ptr %family, align 1, !dbg !99
  %26 = zext i8 %family11 to i64, !dbg !99
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !99
  %src_hi12 = load i64, ptr %src_hi, align 8, !dbg !99
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !99
  %src_lo13 = load i64, ptr %src_lo, align 8, !dbg !99
  switch i64 %26, label %next8 [
    i64 6, label %set.ip6
  ], !dbg !99

set.ip6:                                          ; preds = %and
  %27 = call i32 @xdpc_set1_ip6_search(i64 %src_hi12, i64 %src_lo13), !dbg !99
  %28 = icmp ne i32 %27, 0, !dbg !99
  br i1 %28, label %hit7, label %next8, !dbg !99

hit14:                                            ; preds = %and16
  ret i32 13, !dbg !100

next15:                                           ; preds = %and16, %has, %next8
  %flags26 = getelementptr i8, ptr %0, i64 52, !dbg !101
  %flags27 = load i32, ptr %flags26, align 4, !dbg !101
  %29 = zext i32 %flags27 to i64, !dbg !101
  %30 = and i64 %29, 8, !dbg !101
  %31 = icmp ne i64 %30, 0, !dbg !101
  br i1 %31, label %and25, label %next24, !dbg !101

and16:                                            ; preds = %has
  %flags21 = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags22 = load i32, ptr %flags21, align 4, !dbg !100
  %32 = zext i32 %flags22 to i64, !dbg !100
  %33 = and i64 %32, 32, !dbg !100
  %34 = icmp ne i64 %33, 0, !dbg !100
  br i1 %34, label %hit14, label %next15, !dbg !100

has:                                              ; preds = %next8
  %proto19 = getelementptr i8, ptr %0, i64 64, !dbg !100
  %proto20 = load i8, ptr %proto19, align 1, !dbg !100
  %35 = zext i8 %proto20 to i64, !dbg !100
  %36 = icmp eq i64 %35, 58, !dbg !100
  br i1 %36, label %and16, label %next15, !dbg !100

hit23:                                            ; preds = %has28
  ret i32 17, !dbg !101

next24:                                           ; preds = %has28, %and25, %next15
  %flags37 = getelementptr i8, ptr %0, i64 52, !dbg !102
  %flags38 = load i32, ptr %flags37, align 4, !dbg !102
  %37 = zext i32 %flags38 to i64, !dbg !102
  %38 = and i64 %37, 4, !dbg !102
  %39 = icmp ne i64 %38, 0, !dbg !102
  br i1 %39, label %and36, label %next34, !dbg !102

and25:                                            ; preds = %next15
  %flags29 = getelementptr i8, ptr %0, i64 52, !dbg !101
  %flags30 = load i32, ptr %flags29, align 4, !dbg !101
  %40 = zext i32 %flags30 to i64, !dbg !101
  %41 = and i64 %40, 16, !dbg !101
  %42 = icmp ne i64 %41, 0, !dbg !101
  br i1 %42, label %has28, label %next24, !dbg !101

has28:                                            ; preds = %and25
  %proto31 = getelementptr i8, ptr %0, i64 64, !dbg !101
  %proto32 = load i8, ptr %proto31, align 1, !dbg !101
  %43 = zext i8 %proto32 to i64, !dbg !101
  %44 = icmp eq i64 %43, 59, !dbg !101
  br i1 %44, label %hit23, label %next24, !dbg !101

hit33:                                            ; preds = %set.ip4, %and35
  ret i32 21, !dbg !102

next34:                                           ; preds = %set.ip4, %has39, %and36, %next24
  %flags54 = getelementptr i8, ptr %0, i64 52, !dbg !103
  %flags55 = load i32, ptr %flags54, align 4, !dbg !103
  %45 = zext i32 %flags55 to i64, !dbg !103
  %46 = and i64 %45, 16, !dbg !103
  %47 = icmp ne i64 %46, 0, !dbg !103
  br i1 %47, label %has53, label %next51, !dbg !103

and35:                                            ; preds = %has39
  %family44 = getelementptr i8, ptr %0, i64 67, !dbg !102
  %family45 = load i8, ptr %family44, align 1, !dbg !102
  %48 = zext i8 %family45 to i64, !dbg !102
  %src_hi46 = getelementptr i8, ptr %0, i64 0, !dbg !102
  %src_hi47 = load i64, ptr %src_hi46, align 8, !dbg !102
  %src_lo48 = getelementptr i8, ptr %0, i64 8, !dbg !102
  %src_lo49 = load i64, ptr %src_lo48, align 8, !dbg !102
  switch i64 %48, label %hit33 [
    i64 4, label %set.ip4
  ], !dbg !102

and36:                                            ; preds = %next24
  %flags40 = getelementptr i8, ptr %0, i64 52, !dbg !102
  %flags41 = load i32, ptr %flags40, align 4, !dbg !102
  %49 = zext i32 %flags41 to i64, !dbg !102
  %50 = and i64 %49, 16, !dbg !102
  %51 = icmp ne i64 %50, 0, !dbg !102
  br i1 %51, label %has39, label %next34, !dbg !102

has39:                                            ; preds = %and36
  %proto42 = getelementptr i8, ptr %0, i64 64, !dbg !102
  %proto43 = load i8, ptr %proto42, align 1, !dbg !102
  %52 = zext i8 %proto43 to i64, !dbg !102
  %53 = icmp eq i64 %52, 41, !dbg !102
  br i1 %53, label %and35, label %next34, !dbg !102

set.ip4:                                          ; preds = %and35
  %54 = lshr i64 %src_hi47, 32, !dbg !102
  %55 = icmp eq i64 %54, 3221225985, !dbg !102
  br i1 %55, label %next34, label %hit33, !dbg !102

hit50:                                            ; preds = %port.dst, %has58
  ret i32 25, !dbg !103

next51:                                           ; preds = %port.dst, %and52, %has53, %next34
  br label %continue, !dbg !103

continue:                                         ; preds = %next51, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !98
  ret i32 %best1, !dbg !98

and52:                                            ; preds = %has53
  %flags59 = getelementptr i8, ptr %0, i64 52, !dbg !103
  %flags60 = load i32, ptr %flags59, align 4, !dbg !103
  %56 = zext i32 %flags60 to i64, !dbg !103
  %57 = and i64 %56, 64, !dbg !103
  %58 = icmp ne i64 %57, 0, !dbg !103
  br i1 %58, label %has58, label %next51, !dbg !103

has53:                                            ; preds = %next34
  %proto56 = getelementptr i8, ptr %0, i64 64, !dbg !103
  %proto57 = load i8, ptr %proto56, align 1, !dbg !103
  %59 = zext i8 %proto57 to i64, !dbg !103
  %60 = icmp eq i64 %59, 17, !dbg !103
  br i1 %60, label %and52, label %next51, !dbg !103

has58:                                            ; preds = %and52
  %sport = getelementptr i8, ptr %0, i64 60, !dbg !103
  %sport61 = load i16, ptr %sport, align 2, !dbg !103
  %61 = zext i16 %sport61 to i64, !dbg !103
  %62 = icmp eq i64 %61, 3544, !dbg !103
  br i1 %62, label %hit50, label %port.dst, !dbg !103

port.dst:                                         ; preds = %has58
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !103
  %dport62 = load i16, ptr %dport, align 2, !dbg !103
  %63 = zext i16 %dport62 to i64, !dbg !103
  %64 = icmp eq i64 %63, 3544, !dbg !103
  br i1 %64, label %hit50, label %next51, !dbg !103
}

; Function Attrs: noinline nounwind
define i32 @xdpc_set1_ip6_search(i64 %0, i64 %1) #0 !dbg !104 {
entry:
  %hx = lshr i64 %0, 1, !dbg !110
  %2 = load i64, ptr getelementptr (i64, ptr @xdpc_set1_ip6, i64 32), align 8, !dbg !110
  %3 = lshr i64 %2, 1, !dbg !110
  %4 = sub i64 %3, %hx, !dbg !110
  %5 = call i64 @llvm.bpf.passthrough.i64.i64(i32 45, i64 %4), !dbg !110
  %lt = lshr i64 %5, 63, !dbg !110
  %6 = sub i64 0, %lt, !dbg !110
  %7 = and i64 %6, 8, !dbg !110
  %i = add i64 0, %7, !dbg !110
  %8 = add i64 %i, 4, !dbg !110
  %9 = mul i64 %8, 4, !dbg !110
  %10 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %9, !dbg !110
  %11 = load i64, ptr %10, align 8, !dbg !110
  %12 = lshr i64 %11, 1, !dbg !110
  %13 = sub i64 %12, %hx, !dbg !110
  %14 = call i64 @llvm.bpf.passthrough.i64.i64(i32 46, i64 %13), !dbg !110
  %lt1 = lshr i64 %14, 63, !dbg !110
  %15 = sub i64 0, %lt1, !dbg !110
  %16 = and i64 %15, 4, !dbg !110
  %i2 = add i64 %i, %16, !dbg !110
  %17 = add i64 %i2, 2, !dbg !110
  %18 = mul i64 %17, 4, !dbg !110
  %19 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %18, !dbg !110
  %20 = load i64, ptr %19, align 8, !dbg !110
  %21 = lshr i64 %20, 1, !dbg !110
  %22 = sub i64 %21, %hx, !dbg !110
  %23 = call i64 @llvm.bpf.passthrough.i64.i64(i32 47, i64 %22), !dbg !110
  %lt3 = lshr i64 %23, 63, !dbg !110
  %24 = sub i64 0, %lt3, !dbg !110
  %25 = and i64 %24, 2, !dbg !110
  %i4 = add i64 %i2, %25, !dbg !110
  %26 = add i64 %i4, 1, !dbg !110
  %27 = mul i64 %26, 4, !dbg !110
  %28 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %27, !dbg !110
  %29 = load i64, ptr %28, align 8, !dbg !110
  %30 = lshr i64 %29, 1, !dbg !110
  %31 = sub i64 %30, %hx, !dbg !110
  %32 = call i64 @llvm.bpf.passthrough.i64.i64(i32 48, i64 %31), !dbg !110
  %lt5 = lshr i64 %32, 63, !dbg !110
  %33 = sub i64 0, %lt5, !dbg !110
  %34 = and i64 %33, 1, !dbg !110
  %i6 = add i64 %i4, %34, !dbg !110
  %35 = add i64 %i6, 2, !dbg !110
  %36 = mul i64 %35, 4, !dbg !110
  %37 = add i64 %36, 0, !dbg !110
  %38 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %37, !dbg !110
  %39 = load i64, ptr %38, align 8, !dbg !110
  %40 = add i64 %36, 1, !dbg !110
  %41 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %40, !dbg !110
  %42 = load i64, ptr %41, align 8, !dbg !110
  %43 = sub i64 %1, %42, !dbg !110
  %44 = sub i64 %43, 0, !dbg !110
  %45 = xor i64 %1, -1, !dbg !110
  %46 = and i64 %45, %42, !dbg !110
  %47 = xor i64 %1, %42, !dbg !110
  %48 = xor i64 %47, -1, !dbg !110
  %49 = and i64 %48, %44, !dbg !110
  %50 = or i64 %46, %49, !dbg !110
  %51 = lshr i64 %50, 63, !dbg !110
  %52 = sub i64 %0, %39, !dbg !110
  %53 = sub i64 %52, %51, !dbg !110
  %54 = xor i64 %0, -1, !dbg !110
  %55 = and i64 %54, %39, !dbg !110
  %56 = xor i64 %0, %39, !dbg !110
  %57 = xor i64 %56, -1, !dbg !110
  %58 = and i64 %57, %53, !dbg !110
  %59 = or i64 %55, %58, !dbg !110
  %60 = lshr i64 %59, 63, !dbg !110
  %ge = xor i64 %60, 1, !dbg !110
  %61 = sub i64 0, %ge, !dbg !110
  %62 = and i64 %61, 2, !dbg !110
  %i7 = add i64 %i6, %62, !dbg !110
  %63 = add i64 %i7, 1, !dbg !110
  %64 = mul i64 %63, 4, !dbg !110
  %65 = add i64 %64, 0, !dbg !110
  %66 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %65, !dbg !110
  %67 = load i64, ptr %66, align 8, !dbg !110
  %68 = add i64 %64, 1, !dbg !110
  %69 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %68, !dbg !110
  %70 = load i64, ptr %69, align 8, !dbg !110
  %71 = sub i64 %1, %70, !dbg !110
  %72 = sub i64 %71, 0, !dbg !110
  %73 = xor i64 %1, -1, !dbg !110
  %74 = and i64 %73, %70, !dbg !110
  %75 = xor i64 %1, %70, !dbg !110
  %76 = xor i64 %75, -1, !dbg !110
  %77 = and i64 %76, %72, !dbg !110
  %78 = or i64 %74, %77, !dbg !110
  %79 = lshr i64 %78, 63, !dbg !110
  %80 = sub i64 %0, %67, !dbg !110
  %81 = sub i64 %80, %79, !dbg !110
  %82 = xor i64 %0, -1, !dbg !110
  %83 = and i64 %82, %67, !dbg !110
  %84 = xor i64 %0, %67, !dbg !110
  %85 = xor i64 %84, -1, !dbg !110
  %86 = and i64 %85, %81, !dbg !110
  %87 = or i64 %83, %86, !dbg !110
  %88 = lshr i64 %87, 63, !dbg !110
  %ge8 = xor i64 %88, 1, !dbg !110
  %89 = sub i64 0, %ge8, !dbg !110
  %90 = and i64 %89, 1, !dbg !110
  %i9 = add i64 %i7, %90, !dbg !110
  %91 = mul i64 %i9, 4, !dbg !110
  %92 = add i64 %91, 0, !dbg !110
  %93 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %92, !dbg !110
  %94 = load i64, ptr %93, align 8, !dbg !110
  %95 = add i64 %91, 2, !dbg !110
  %96 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %95, !dbg !110
  %97 = load i64, ptr %96, align 8, !dbg !110
  %98 = add i64 %91, 1, !dbg !110
  %99 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %98, !dbg !110
  %100 = load i64, ptr %99, align 8, !dbg !110
  %101 = add i64 %91, 3, !dbg !110
  %102 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %101, !dbg !110
  %103 = load i64, ptr %102, align 8, !dbg !110
  %104 = sub i64 %1, %100, !dbg !110
  %105 = sub i64 %104, 0, !dbg !110
  %106 = xor i64 %1, -1, !dbg !110
  %107 = and i64 %106, %100, !dbg !110
  %108 = xor i64 %1, %100, !dbg !110
  %109 = xor i64 %108, -1, !dbg !110
  %110 = and i64 %109, %105, !dbg !110
  %111 = or i64 %107, %110, !dbg !110
  %112 = lshr i64 %111, 63, !dbg !110
  %113 = sub i64 %0, %94, !dbg !110
  %114 = sub i64 %113, %112, !dbg !110
  %115 = xor i64 %0, -1, !dbg !110
  %116 = and i64 %115, %94, !dbg !110
  %117 = xor i64 %0, %94, !dbg !110
  %118 = xor i64 %117, -1, !dbg !110
  %119 = and i64 %118, %114, !dbg !110
  %120 = or i64 %116, %119, !dbg !110
  %121 = lshr i64 %120, 63, !dbg !110
  %ge10 = xor i64 %121, 1, !dbg !110
  %122 = sub i64 %103, %1, !dbg !110
  %123 = sub i64 %122, 0, !dbg !110
  %124 = xor i64 %103, -1, !dbg !110
  %125 = and i64 %124, %1, !dbg !110
  %126 = xor i64 %103, %1, !dbg !110
  %127 = xor i64 %126, -1, !dbg !110
  %128 = and i64 %127, %123, !dbg !110
  %129 = or i64 %125, %128, !dbg !110
  %130 = lshr i64 %129, 63, !dbg !110
  %131 = sub i64 %97, %0, !dbg !110
  %132 = sub i64 %131, %130, !dbg !110
  %133 = xor i64 %97, -1, !dbg !110
  %134 = and i64 %133, %0, !dbg !110
  %135 = xor i64 %97, %0, !dbg !110
  %136 = xor i64 %135, -1, !dbg !110
  %137 = and i64 %136, %132, !dbg !110
  %138 = or i64 %134, %137, !dbg !110
  %139 = lshr i64 %138, 63, !dbg !110
  %ge11 = xor i64 %139, 1, !dbg !110
  %140 = and i64 %ge10, %ge11, !dbg !110
  %141 = trunc i64 %140 to i32, !dbg !110
  ret i32 %141, !dbg !110
}

; Function Attrs: nounwind memory(none)
declare i64 @llvm.bpf.passthrough.i64.i64(i32, i64) #2

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !111 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !116
  %addr = alloca [5 x i32], align 8, !dbg !116
  %val = alloca [2 x i64], align 8, !dbg !116
  %key = alloca i32, align 8, !dbg !116
  %best = alloca i32, align 8, !dbg !116
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !116
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !116
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0), !dbg !116
  %2 = icmp ne i32 %best1, 0, !dbg !116
  br i1 %2, label %decided, label %undecided, !dbg !116

undecided:                                        ; preds = %entry
  %len3 = getelementptr i8, ptr %pkt, i64 48, !dbg !116
  %len4 = load i32, ptr %len3, align 4, !dbg !116
  %3 = zext i32 %len4 to i64, !dbg !116
  %4 = call i32 @xdpc_count(i32 6, i64 %3), !dbg !116
  ret i32 2, !dbg !116

decided:                                          ; preds = %entry
  %verdict = phi i32 [ %best1, %entry ], !dbg !116
  %5 = lshr i32 %verdict, 2, !dbg !116
  %rule = sub i32 %5, 1, !dbg !116
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !116
  %len2 = load i32, ptr %len, align 4, !dbg !116
  %6 = zext i32 %len2 to i64, !dbg !116
  %7 = call i32 @xdpc_count(i32 %rule, i64 %6), !dbg !116
  %action = and i32 %verdict, 3, !dbg !116
  ret i32 %action, !dbg !116
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind
define i32 @xdpc_count(i32 %0, i64 %1) #0 !dbg !117 {
entry:
  %key = alloca i32, align 8, !dbg !123
  store i32 %0, ptr %key, align 4, !dbg !123
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !123
  %3 = icmp ne ptr %2, null, !dbg !123
  br i1 %3, label %count.add, label %count.done, !dbg !123

count.add:                                        ; preds = %entry
  %4 = load i64, ptr %2, align 8, !dbg !123
  %5 = add i64 %4, 1, !dbg !123
  store i64 %5, ptr %2, align 8, !dbg !123
  %6 = getelementptr i8, ptr %2, i64 8, !dbg !123
  %7 = load i64, ptr %6, align 8, !dbg !123
  %8 = add i64 %7, %1, !dbg !123
  store i64 %8, ptr %6, align 8, !dbg !123
  br label %count.done, !dbg !123

count.done:                                       ; preds = %count.add, %entry
  ret i32 0, !dbg !123
}

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
!94 = !{!12, !64, !22}
!95 = !{!96, !97}
!96 = !DILocalVariable(name: "pkt", arg: 1, scope: !92, file: !3, line: 16, type: !64)
!97 = !DILocalVariable(name: "best", arg: 2, scope: !92, file: !3, line: 16, type: !22)
!98 = !DILocation(line: 16, column: 1, scope: !92)
!99 = !DILocation(line: 19, column: 1, scope: !92)
!100 = !DILocation(line: 23, column: 1, scope: !92)
!101 = !DILocation(line: 26, column: 1, scope: !92)
!102 = !DILocation(line: 30, column: 1, scope: !92)
!103 = !DILocation(line: 31, column: 1, scope: !92)
!104 = distinct !DISubprogram(name: "xdpc_set1_ip6_search", linkageName: "xdpc_set1_ip6_search", scope: !3, file: !3, line: 51, type: !105, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !107)
!105 = !DISubroutineType(flags: DIFlagPrototyped, types: !106)
!106 = !{!12, !29, !29}
!107 = !{!108, !109}
!108 = !DILocalVariable(name: "hi", arg: 1, scope: !104, file: !3, line: 51, type: !29)
!109 = !DILocalVariable(name: "lo", arg: 2, scope: !104, file: !3, line: 51, type: !29)
!110 = !DILocation(line: 51, column: 1, scope: !104)
!111 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !112, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !114)
!112 = !DISubroutineType(flags: DIFlagPrototyped, types: !113)
!113 = !{!12, !55}
!114 = !{!115}
!115 = !DILocalVariable(name: "ctx", arg: 1, scope: !111, file: !3, line: 1, type: !55)
!116 = !DILocation(line: 1, column: 1, scope: !111)
!117 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !118, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !120)
!118 = !DISubroutineType(flags: DIFlagPrototyped, types: !119)
!119 = !{!12, !22, !29}
!120 = !{!121, !122}
!121 = !DILocalVariable(name: "rule", arg: 1, scope: !117, file: !3, line: 1, type: !22)
!122 = !DILocalVariable(name: "len", arg: 2, scope: !117, file: !3, line: 1, type: !29)
!123 = !DILocation(line: 1, column: 1, scope: !117)
