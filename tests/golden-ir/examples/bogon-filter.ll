target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0111\\012source\\011bogon-filter.xf\\012default\\011pass\\012rule\\0110\\01116\\011pass\\011-\22"
module asm "\09.ascii \22\\011pass src 10.0.0.0/8;\\012rule\\0111\\01117\\011pass\\011-\\011pass src fd00:1234::/32;\\012\22"
module asm "\09.ascii \22rule\\0112\\01120\\011pass\\011-\\011pass udp sport bootpc dport bootps;\\012rule\\0113\\01122\\011c\22"
module asm "\09.ascii \22ount\\0110\\011count by src src in bogons;\\012rule\\0114\\01123\\011drop\\011-\\011drop src in \22"
module asm "\09.ascii \22bogons;\\012rule\\0115\\01126\\011drop\\011-\\011drop dst 0.0.0.0/8;\\012rule\\0116\\01127\\011drop\\011-\\011dr\22"
module asm "\09.ascii \22op dst 127.0.0.0/8;\\012rule\\0117\\01128\\011drop\\011-\\011drop dst ::1;\\012table\\0110\\0113\\011src\22"
module asm "\09.ascii \22\\011xdpc_t0_src\\012set\\0110\\011bogons_v4\\011addr\\01114\\012set\\0111\\011bogons_v6\\011addr\\01113\\012set\22"
module asm "\09.ascii \22\\0112\\011bogons\\011addr\\01127\\012set\\0113\\011-\\011addr\\0111\\012set\\0114\\011-\\011addr\\0111\\012set\\0115\\011-\\011port\\0111\\012s\22"
module asm "\09.ascii \22et\\0116\\011-\\011port\\0111\\012set\\0117\\011-\\011addr\\0111\\012set\\0118\\011-\\011addr\\0111\\012set\\0119\\011-\\011addr\\0111\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_t0_src = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !5
@xdpc_set2_ip4 = internal constant [32 x i64] [i64 0, i64 16777215, i64 167772160, i64 184549375, i64 1681915904, i64 1686110207, i64 2130706432, i64 2147483647, i64 2851995648, i64 2852061183, i64 2886729728, i64 2887778303, i64 3221225472, i64 3221225727, i64 3221225984, i64 3221226239, i64 3232235520, i64 3232301055, i64 3323068416, i64 3323199487, i64 3325256704, i64 3325256959, i64 3405803776, i64 3405804031, i64 3758096384, i64 4294967295, i64 3758096384, i64 4294967295, i64 3758096384, i64 4294967295, i64 3758096384, i64 4294967295], section ".rodata", align 8, !dbg !43
@xdpc_set2_ip6 = internal constant [64 x i64] [i64 0, i64 1, i64 0, i64 1, i64 0, i64 281470681743360, i64 0, i64 281474976710655, i64 28428538856144896, i64 0, i64 28428538856210431, i64 -1, i64 72057594037927936, i64 0, i64 72057594037927936, i64 -1, i64 2306124492780339200, i64 0, i64 2306124492780404735, i64 -1, i64 2306124552909881344, i64 0, i64 2306124621629358079, i64 -1, i64 2306139568115548160, i64 0, i64 2306139572410515455, i64 -1, i64 4611123068473966592, i64 0, i64 4611422135636721663, i64 -1, i64 6845471433603153920, i64 0, i64 6845752908579864575, i64 -1, i64 -288230376151711744, i64 0, i64 -144115188075855873, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1], section ".rodata", align 8, !dbg !48
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !53

; Function Attrs: noinline
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !77 {
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
define i32 @xdpc_rules_0(ptr %0) #0 !dbg !115 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !120
  %val = alloca [2 x i64], align 8, !dbg !120
  %key = alloca i32, align 8, !dbg !120
  %1 = icmp eq ptr %0, null, !dbg !120
  br i1 %1, label %continue, label %rules, !dbg !120

rules:                                            ; preds = %entry
  %family = getelementptr i8, ptr %0, i64 67, !dbg !120
  %family1 = load i8, ptr %family, align 1, !dbg !120
  %2 = zext i8 %family1 to i64, !dbg !120
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !120
  %src_hi2 = load i64, ptr %src_hi, align 8, !dbg !120
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !120
  %src_lo3 = load i64, ptr %src_lo, align 8, !dbg !120
  switch i64 %2, label %next [
    i64 4, label %set.ip4
  ], !dbg !120

hit:                                              ; preds = %set.ip4
  store i32 0, ptr %key, align 4, !dbg !120
  %3 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !120
  %4 = icmp ne ptr %3, null, !dbg !120
  br i1 %4, label %count.add, label %count.done, !dbg !120

next:                                             ; preds = %set.ip4, %rules
  %family7 = getelementptr i8, ptr %0, i64 67, !dbg !121
  %family8 = load i8, ptr %family7, align 1, !dbg !121
  %5 = zext i8 %family8 to i64, !dbg !121
  %src_hi9 = getelementptr i8, ptr %0, i64 0, !dbg !121
  %src_hi10 = load i64, ptr %src_hi9, align 8, !dbg !121
  %src_lo11 = getelementptr i8, ptr %0, i64 8, !dbg !121
  %src_lo12 = load i64, ptr %src_lo11, align 8, !dbg !121
  switch i64 %5, label %next6 [
    i64 6, label %set.ip6
  ], !dbg !121

set.ip4:                                          ; preds = %rules
  %6 = lshr i64 %src_hi2, 32, !dbg !120
  %7 = sub i64 %6, 167772160, !dbg !120
  %8 = icmp ule i64 %7, 16777215, !dbg !120
  br i1 %8, label %hit, label %next, !dbg !120

count.add:                                        ; preds = %hit
  %9 = load i64, ptr %3, align 8, !dbg !120
  %10 = add i64 %9, 1, !dbg !120
  store i64 %10, ptr %3, align 8, !dbg !120
  %11 = getelementptr i8, ptr %3, i64 8, !dbg !120
  %12 = load i64, ptr %11, align 8, !dbg !120
  %len = getelementptr i8, ptr %0, i64 48, !dbg !120
  %len4 = load i32, ptr %len, align 4, !dbg !120
  %13 = zext i32 %len4 to i64, !dbg !120
  %14 = add i64 %12, %13, !dbg !120
  store i64 %14, ptr %11, align 8, !dbg !120
  br label %count.done, !dbg !120

count.done:                                       ; preds = %count.add, %hit
  ret i32 2, !dbg !120

hit5:                                             ; preds = %set.v6lo
  store i32 1, ptr %key, align 4, !dbg !121
  %15 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !121
  %16 = icmp ne ptr %15, null, !dbg !121
  br i1 %16, label %count.add13, label %count.done14, !dbg !121

next6:                                            ; preds = %set.v6lo, %set.ip6, %next
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !122
  %flags20 = load i32, ptr %flags, align 4, !dbg !122
  %17 = zext i32 %flags20 to i64, !dbg !122
  %18 = and i64 %17, 16, !dbg !122
  %19 = icmp ne i64 %18, 0, !dbg !122
  br i1 %19, label %has, label %next18, !dbg !122

set.ip6:                                          ; preds = %next
  %20 = icmp uge i64 %src_hi10, -216152767566184448, !dbg !121
  %21 = icmp ule i64 %src_hi10, -216152763271217153, !dbg !121
  %22 = and i1 %20, %21, !dbg !121
  br i1 %22, label %set.v6lo, label %next6, !dbg !121

set.v6lo:                                         ; preds = %set.ip6
  %23 = icmp uge i64 %src_lo12, 0, !dbg !121
  %24 = icmp ne i64 %src_hi10, -216152767566184448, !dbg !121
  %25 = or i1 %24, %23, !dbg !121
  %26 = icmp ule i64 %src_lo12, -1, !dbg !121
  %27 = icmp ne i64 %src_hi10, -216152763271217153, !dbg !121
  %28 = or i1 %27, %26, !dbg !121
  %29 = and i1 %25, %28, !dbg !121
  br i1 %29, label %hit5, label %next6, !dbg !121

count.add13:                                      ; preds = %hit5
  %30 = load i64, ptr %15, align 8, !dbg !121
  %31 = add i64 %30, 1, !dbg !121
  store i64 %31, ptr %15, align 8, !dbg !121
  %32 = getelementptr i8, ptr %15, i64 8, !dbg !121
  %33 = load i64, ptr %32, align 8, !dbg !121
  %len15 = getelementptr i8, ptr %0, i64 48, !dbg !121
  %len16 = load i32, ptr %len15, align 4, !dbg !121
  %34 = zext i32 %len16 to i64, !dbg !121
  %35 = add i64 %33, %34, !dbg !121
  store i64 %35, ptr %32, align 8, !dbg !121
  br label %count.done14, !dbg !121

count.done14:                                     ; preds = %count.add13, %hit5
  ret i32 2, !dbg !121

hit17:                                            ; preds = %has26
  store i32 2, ptr %key, align 4, !dbg !122
  %36 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !122
  %37 = icmp ne ptr %36, null, !dbg !122
  br i1 %37, label %count.add30, label %count.done31, !dbg !122

next18:                                           ; preds = %has26, %and, %has22, %and19, %has, %next6
  %family36 = getelementptr i8, ptr %0, i64 67, !dbg !123
  %family37 = load i8, ptr %family36, align 1, !dbg !123
  %38 = zext i8 %family37 to i64, !dbg !123
  %src_hi38 = getelementptr i8, ptr %0, i64 0, !dbg !123
  %src_hi39 = load i64, ptr %src_hi38, align 8, !dbg !123
  %src_lo40 = getelementptr i8, ptr %0, i64 8, !dbg !123
  %src_lo41 = load i64, ptr %src_lo40, align 8, !dbg !123
  switch i64 %38, label %next35 [
    i64 4, label %set.ip442
    i64 6, label %set.ip651
  ], !dbg !123

and:                                              ; preds = %has22
  %flags27 = getelementptr i8, ptr %0, i64 52, !dbg !122
  %flags28 = load i32, ptr %flags27, align 4, !dbg !122
  %39 = zext i32 %flags28 to i64, !dbg !122
  %40 = and i64 %39, 64, !dbg !122
  %41 = icmp ne i64 %40, 0, !dbg !122
  br i1 %41, label %has26, label %next18, !dbg !122

and19:                                            ; preds = %has
  %flags23 = getelementptr i8, ptr %0, i64 52, !dbg !122
  %flags24 = load i32, ptr %flags23, align 4, !dbg !122
  %42 = zext i32 %flags24 to i64, !dbg !122
  %43 = and i64 %42, 64, !dbg !122
  %44 = icmp ne i64 %43, 0, !dbg !122
  br i1 %44, label %has22, label %next18, !dbg !122

has:                                              ; preds = %next6
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !122
  %proto21 = load i8, ptr %proto, align 1, !dbg !122
  %45 = zext i8 %proto21 to i64, !dbg !122
  %46 = icmp eq i64 %45, 17, !dbg !122
  br i1 %46, label %and19, label %next18, !dbg !122

has22:                                            ; preds = %and19
  %sport = getelementptr i8, ptr %0, i64 60, !dbg !122
  %sport25 = load i16, ptr %sport, align 2, !dbg !122
  %47 = zext i16 %sport25 to i64, !dbg !122
  %48 = icmp eq i64 %47, 68, !dbg !122
  br i1 %48, label %and, label %next18, !dbg !122

has26:                                            ; preds = %and
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !122
  %dport29 = load i16, ptr %dport, align 2, !dbg !122
  %49 = zext i16 %dport29 to i64, !dbg !122
  %50 = icmp eq i64 %49, 67, !dbg !122
  br i1 %50, label %hit17, label %next18, !dbg !122

count.add30:                                      ; preds = %hit17
  %51 = load i64, ptr %36, align 8, !dbg !122
  %52 = add i64 %51, 1, !dbg !122
  store i64 %52, ptr %36, align 8, !dbg !122
  %53 = getelementptr i8, ptr %36, i64 8, !dbg !122
  %54 = load i64, ptr %53, align 8, !dbg !122
  %len32 = getelementptr i8, ptr %0, i64 48, !dbg !122
  %len33 = load i32, ptr %len32, align 4, !dbg !122
  %55 = zext i32 %len33 to i64, !dbg !122
  %56 = add i64 %54, %55, !dbg !122
  store i64 %56, ptr %53, align 8, !dbg !122
  br label %count.done31, !dbg !122

count.done31:                                     ; preds = %count.add30, %hit17
  ret i32 2, !dbg !122

hit34:                                            ; preds = %set.ip651, %set.ip442
  store i32 3, ptr %key, align 4, !dbg !123
  %57 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !123
  %58 = icmp ne ptr %57, null, !dbg !123
  br i1 %58, label %count.add62, label %count.done63, !dbg !123

next35:                                           ; preds = %count.skip, %set.ip651, %set.ip442, %next18
  %family86 = getelementptr i8, ptr %0, i64 67, !dbg !124
  %family87 = load i8, ptr %family86, align 1, !dbg !124
  %59 = zext i8 %family87 to i64, !dbg !124
  %src_hi88 = getelementptr i8, ptr %0, i64 0, !dbg !124
  %src_hi89 = load i64, ptr %src_hi88, align 8, !dbg !124
  %src_lo90 = getelementptr i8, ptr %0, i64 8, !dbg !124
  %src_lo91 = load i64, ptr %src_lo90, align 8, !dbg !124
  switch i64 %59, label %next85 [
    i64 4, label %set.ip492
    i64 6, label %set.ip6103
  ], !dbg !124

set.ip442:                                        ; preds = %next18
  %60 = lshr i64 %src_hi39, 32, !dbg !123
  %61 = load i64, ptr getelementptr (i64, ptr @xdpc_set2_ip4, i64 16), align 8, !dbg !123
  %62 = sub i64 %60, %61, !dbg !123
  %63 = lshr i64 %62, 63, !dbg !123
  %ge = xor i64 %63, 1, !dbg !123
  %64 = sub i64 0, %ge, !dbg !123
  %65 = and i64 %64, 8, !dbg !123
  %i = add i64 0, %65, !dbg !123
  %66 = add i64 %i, 4, !dbg !123
  %67 = mul i64 %66, 2, !dbg !123
  %68 = add i64 %67, 0, !dbg !123
  %69 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %68, !dbg !123
  %70 = load i64, ptr %69, align 8, !dbg !123
  %71 = sub i64 %60, %70, !dbg !123
  %72 = lshr i64 %71, 63, !dbg !123
  %ge43 = xor i64 %72, 1, !dbg !123
  %73 = sub i64 0, %ge43, !dbg !123
  %74 = and i64 %73, 4, !dbg !123
  %i44 = add i64 %i, %74, !dbg !123
  %75 = add i64 %i44, 2, !dbg !123
  %76 = mul i64 %75, 2, !dbg !123
  %77 = add i64 %76, 0, !dbg !123
  %78 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %77, !dbg !123
  %79 = load i64, ptr %78, align 8, !dbg !123
  %80 = sub i64 %60, %79, !dbg !123
  %81 = lshr i64 %80, 63, !dbg !123
  %ge45 = xor i64 %81, 1, !dbg !123
  %82 = sub i64 0, %ge45, !dbg !123
  %83 = and i64 %82, 2, !dbg !123
  %i46 = add i64 %i44, %83, !dbg !123
  %84 = add i64 %i46, 1, !dbg !123
  %85 = mul i64 %84, 2, !dbg !123
  %86 = add i64 %85, 0, !dbg !123
  %87 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %86, !dbg !123
  %88 = load i64, ptr %87, align 8, !dbg !123
  %89 = sub i64 %60, %88, !dbg !123
  %90 = lshr i64 %89, 63, !dbg !123
  %ge47 = xor i64 %90, 1, !dbg !123
  %91 = sub i64 0, %ge47, !dbg !123
  %92 = and i64 %91, 1, !dbg !123
  %i48 = add i64 %i46, %92, !dbg !123
  %93 = mul i64 %i48, 2, !dbg !123
  %94 = add i64 %93, 0, !dbg !123
  %95 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %94, !dbg !123
  %96 = load i64, ptr %95, align 8, !dbg !123
  %97 = add i64 %93, 1, !dbg !123
  %98 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %97, !dbg !123
  %99 = load i64, ptr %98, align 8, !dbg !123
  %100 = sub i64 %99, %60, !dbg !123
  %101 = lshr i64 %100, 63, !dbg !123
  %ge49 = xor i64 %101, 1, !dbg !123
  %102 = sub i64 %60, %96, !dbg !123
  %103 = lshr i64 %102, 63, !dbg !123
  %ge50 = xor i64 %103, 1, !dbg !123
  %104 = and i64 %ge50, %ge49, !dbg !123
  %105 = icmp ne i64 %104, 0, !dbg !123
  br i1 %105, label %hit34, label %next35, !dbg !123

set.ip651:                                        ; preds = %next18
  %106 = load i64, ptr getelementptr (i64, ptr @xdpc_set2_ip6, i64 32), align 8, !dbg !123
  %107 = load i64, ptr getelementptr (i64, ptr @xdpc_set2_ip6, i64 33), align 8, !dbg !123
  %108 = sub i64 %src_lo41, %107, !dbg !123
  %109 = sub i64 %108, 0, !dbg !123
  %110 = xor i64 %src_lo41, -1, !dbg !123
  %111 = and i64 %110, %107, !dbg !123
  %112 = xor i64 %src_lo41, %107, !dbg !123
  %113 = xor i64 %112, -1, !dbg !123
  %114 = and i64 %113, %109, !dbg !123
  %115 = or i64 %111, %114, !dbg !123
  %116 = lshr i64 %115, 63, !dbg !123
  %117 = sub i64 %src_hi39, %106, !dbg !123
  %118 = sub i64 %117, %116, !dbg !123
  %119 = xor i64 %src_hi39, -1, !dbg !123
  %120 = and i64 %119, %106, !dbg !123
  %121 = xor i64 %src_hi39, %106, !dbg !123
  %122 = xor i64 %121, -1, !dbg !123
  %123 = and i64 %122, %118, !dbg !123
  %124 = or i64 %120, %123, !dbg !123
  %125 = lshr i64 %124, 63, !dbg !123
  %ge52 = xor i64 %125, 1, !dbg !123
  %126 = sub i64 0, %ge52, !dbg !123
  %127 = and i64 %126, 8, !dbg !123
  %i53 = add i64 0, %127, !dbg !123
  %128 = add i64 %i53, 4, !dbg !123
  %129 = mul i64 %128, 4, !dbg !123
  %130 = add i64 %129, 0, !dbg !123
  %131 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %130, !dbg !123
  %132 = load i64, ptr %131, align 8, !dbg !123
  %133 = add i64 %129, 1, !dbg !123
  %134 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %133, !dbg !123
  %135 = load i64, ptr %134, align 8, !dbg !123
  %136 = sub i64 %src_lo41, %135, !dbg !123
  %137 = sub i64 %136, 0, !dbg !123
  %138 = xor i64 %src_lo41, -1, !dbg !123
  %139 = and i64 %138, %135, !dbg !123
  %140 = xor i64 %src_lo41, %135, !dbg !123
  %141 = xor i64 %140, -1, !dbg !123
  %142 = and i64 %141, %137, !dbg !123
  %143 = or i64 %139, %142, !dbg !123
  %144 = lshr i64 %143, 63, !dbg !123
  %145 = sub i64 %src_hi39, %132, !dbg !123
  %146 = sub i64 %145, %144, !dbg !123
  %147 = xor i64 %src_hi39, -1, !dbg !123
  %148 = and i64 %147, %132, !dbg !123
  %149 = xor i64 %src_hi39, %132, !dbg !123
  %150 = xor i64 %149, -1, !dbg !123
  %151 = and i64 %150, %146, !dbg !123
  %152 = or i64 %148, %151, !dbg !123
  %153 = lshr i64 %152, 63, !dbg !123
  %ge54 = xor i64 %153, 1, !dbg !123
  %154 = sub i64 0, %ge54, !dbg !123
  %155 = and i64 %154, 4, !dbg !123
  %i55 = add i64 %i53, %155, !dbg !123
  %156 = add i64 %i55, 2, !dbg !123
  %157 = mul i64 %156, 4, !dbg !123
  %158 = add i64 %157, 0, !dbg !123
  %159 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %158, !dbg !123
  %160 = load i64, ptr %159, align 8, !dbg !123
  %161 = add i64 %157, 1, !dbg !123
  %162 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %161, !dbg !123
  %163 = load i64, ptr %162, align 8, !dbg !123
  %164 = sub i64 %src_lo41, %163, !dbg !123
  %165 = sub i64 %164, 0, !dbg !123
  %166 = xor i64 %src_lo41, -1, !dbg !123
  %167 = and i64 %166, %163, !dbg !123
  %168 = xor i64 %src_lo41, %163, !dbg !123
  %169 = xor i64 %168, -1, !dbg !123
  %170 = and i64 %169, %165, !dbg !123
  %171 = or i64 %167, %170, !dbg !123
  %172 = lshr i64 %171, 63, !dbg !123
  %173 = sub i64 %src_hi39, %160, !dbg !123
  %174 = sub i64 %173, %172, !dbg !123
  %175 = xor i64 %src_hi39, -1, !dbg !123
  %176 = and i64 %175, %160, !dbg !123
  %177 = xor i64 %src_hi39, %160, !dbg !123
  %178 = xor i64 %177, -1, !dbg !123
  %179 = and i64 %178, %174, !dbg !123
  %180 = or i64 %176, %179, !dbg !123
  %181 = lshr i64 %180, 63, !dbg !123
  %ge56 = xor i64 %181, 1, !dbg !123
  %182 = sub i64 0, %ge56, !dbg !123
  %183 = and i64 %182, 2, !dbg !123
  %i57 = add i64 %i55, %183, !dbg !123
  %184 = add i64 %i57, 1, !dbg !123
  %185 = mul i64 %184, 4, !dbg !123
  %186 = add i64 %185, 0, !dbg !123
  %187 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %186, !dbg !123
  %188 = load i64, ptr %187, align 8, !dbg !123
  %189 = add i64 %185, 1, !dbg !123
  %190 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %189, !dbg !123
  %191 = load i64, ptr %190, align 8, !dbg !123
  %192 = sub i64 %src_lo41, %191, !dbg !123
  %193 = sub i64 %192, 0, !dbg !123
  %194 = xor i64 %src_lo41, -1, !dbg !123
  %195 = and i64 %194, %191, !dbg !123
  %196 = xor i64 %src_lo41, %191, !dbg !123
  %197 = xor i64 %196, -1, !dbg !123
  %198 = and i64 %197, %193, !dbg !123
  %199 = or i64 %195, %198, !dbg !123
  %200 = lshr i64 %199, 63, !dbg !123
  %201 = sub i64 %src_hi39, %188, !dbg !123
  %202 = sub i64 %201, %200, !dbg !123
  %203 = xor i64 %src_hi39, -1, !dbg !123
  %204 = and i64 %203, %188, !dbg !123
  %205 = xor i64 %src_hi39, %188, !dbg !123
  %206 = xor i64 %205, -1, !dbg !123
  %207 = and i64 %206, %202, !dbg !123
  %208 = or i64 %204, %207, !dbg !123
  %209 = lshr i64 %208, 63, !dbg !123
  %ge58 = xor i64 %209, 1, !dbg !123
  %210 = sub i64 0, %ge58, !dbg !123
  %211 = and i64 %210, 1, !dbg !123
  %i59 = add i64 %i57, %211, !dbg !123
  %212 = mul i64 %i59, 4, !dbg !123
  %213 = add i64 %212, 0, !dbg !123
  %214 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %213, !dbg !123
  %215 = load i64, ptr %214, align 8, !dbg !123
  %216 = add i64 %212, 2, !dbg !123
  %217 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %216, !dbg !123
  %218 = load i64, ptr %217, align 8, !dbg !123
  %219 = add i64 %212, 1, !dbg !123
  %220 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %219, !dbg !123
  %221 = load i64, ptr %220, align 8, !dbg !123
  %222 = add i64 %212, 3, !dbg !123
  %223 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %222, !dbg !123
  %224 = load i64, ptr %223, align 8, !dbg !123
  %225 = sub i64 %224, %src_lo41, !dbg !123
  %226 = sub i64 %225, 0, !dbg !123
  %227 = xor i64 %224, -1, !dbg !123
  %228 = and i64 %227, %src_lo41, !dbg !123
  %229 = xor i64 %224, %src_lo41, !dbg !123
  %230 = xor i64 %229, -1, !dbg !123
  %231 = and i64 %230, %226, !dbg !123
  %232 = or i64 %228, %231, !dbg !123
  %233 = lshr i64 %232, 63, !dbg !123
  %234 = sub i64 %218, %src_hi39, !dbg !123
  %235 = sub i64 %234, %233, !dbg !123
  %236 = xor i64 %218, -1, !dbg !123
  %237 = and i64 %236, %src_hi39, !dbg !123
  %238 = xor i64 %218, %src_hi39, !dbg !123
  %239 = xor i64 %238, -1, !dbg !123
  %240 = and i64 %239, %235, !dbg !123
  %241 = or i64 %237, %240, !dbg !123
  %242 = lshr i64 %241, 63, !dbg !123
  %ge60 = xor i64 %242, 1, !dbg !123
  %243 = sub i64 %src_lo41, %221, !dbg !123
  %244 = sub i64 %243, 0, !dbg !123
  %245 = xor i64 %src_lo41, -1, !dbg !123
  %246 = and i64 %245, %221, !dbg !123
  %247 = xor i64 %src_lo41, %221, !dbg !123
  %248 = xor i64 %247, -1, !dbg !123
  %249 = and i64 %248, %244, !dbg !123
  %250 = or i64 %246, %249, !dbg !123
  %251 = lshr i64 %250, 63, !dbg !123
  %252 = sub i64 %src_hi39, %215, !dbg !123
  %253 = sub i64 %252, %251, !dbg !123
  %254 = xor i64 %src_hi39, -1, !dbg !123
  %255 = and i64 %254, %215, !dbg !123
  %256 = xor i64 %src_hi39, %215, !dbg !123
  %257 = xor i64 %256, -1, !dbg !123
  %258 = and i64 %257, %253, !dbg !123
  %259 = or i64 %255, %258, !dbg !123
  %260 = lshr i64 %259, 63, !dbg !123
  %ge61 = xor i64 %260, 1, !dbg !123
  %261 = and i64 %ge61, %ge60, !dbg !123
  %262 = icmp ne i64 %261, 0, !dbg !123
  br i1 %262, label %hit34, label %next35, !dbg !123

count.add62:                                      ; preds = %hit34
  %263 = load i64, ptr %57, align 8, !dbg !123
  %264 = add i64 %263, 1, !dbg !123
  store i64 %264, ptr %57, align 8, !dbg !123
  %265 = getelementptr i8, ptr %57, i64 8, !dbg !123
  %266 = load i64, ptr %265, align 8, !dbg !123
  %len64 = getelementptr i8, ptr %0, i64 48, !dbg !123
  %len65 = load i32, ptr %len64, align 4, !dbg !123
  %267 = zext i32 %len65 to i64, !dbg !123
  %268 = add i64 %266, %267, !dbg !123
  store i64 %268, ptr %265, align 8, !dbg !123
  br label %count.done63, !dbg !123

count.done63:                                     ; preds = %count.add62, %hit34
  %flags66 = getelementptr i8, ptr %0, i64 52, !dbg !123
  %flags67 = load i32, ptr %flags66, align 4, !dbg !123
  %269 = zext i32 %flags67 to i64, !dbg !123
  %270 = and i64 %269, 12, !dbg !123
  %271 = icmp ne i64 %270, 0, !dbg !123
  br i1 %271, label %count.key, label %count.skip, !dbg !123

count.key:                                        ; preds = %count.done63
  %src_hi68 = getelementptr i8, ptr %0, i64 0, !dbg !123
  %src_hi69 = load i64, ptr %src_hi68, align 8, !dbg !123
  %src_lo70 = getelementptr i8, ptr %0, i64 8, !dbg !123
  %src_lo71 = load i64, ptr %src_lo70, align 8, !dbg !123
  %family72 = getelementptr i8, ptr %0, i64 67, !dbg !123
  %family73 = load i8, ptr %family72, align 1, !dbg !123
  %272 = zext i8 %family73 to i64, !dbg !123
  %273 = trunc i64 %272 to i32, !dbg !123
  %274 = getelementptr i8, ptr %addr, i64 0, !dbg !123
  store i32 %273, ptr %274, align 4, !dbg !123
  %275 = call i64 @llvm.bswap.i64(i64 %src_hi69), !dbg !123
  %276 = getelementptr i8, ptr %addr, i64 4, !dbg !123
  store i64 %275, ptr %276, align 4, !dbg !123
  %277 = call i64 @llvm.bswap.i64(i64 %src_lo71), !dbg !123
  %278 = getelementptr i8, ptr %addr, i64 12, !dbg !123
  store i64 %277, ptr %278, align 4, !dbg !123
  %279 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_src, ptr %addr), !dbg !123
  %280 = icmp ne ptr %279, null, !dbg !123
  br i1 %280, label %addr.found, label %addr.create, !dbg !123

count.skip:                                       ; preds = %addr.done, %count.done63
  br label %next35, !dbg !123

addr.found:                                       ; preds = %count.key
  %281 = icmp ne ptr %279, null, !dbg !123
  br i1 %281, label %count.add74, label %count.done75, !dbg !123

addr.create:                                      ; preds = %count.key
  %282 = getelementptr i8, ptr %val, i64 0, !dbg !123
  store i64 1, ptr %282, align 8, !dbg !123
  %len78 = getelementptr i8, ptr %0, i64 48, !dbg !123
  %len79 = load i32, ptr %len78, align 4, !dbg !123
  %283 = zext i32 %len79 to i64, !dbg !123
  %284 = getelementptr i8, ptr %val, i64 8, !dbg !123
  store i64 %283, ptr %284, align 8, !dbg !123
  %285 = call i64 inttoptr (i64 2 to ptr)(ptr @xdpc_t0_src, ptr %addr, ptr %val, i64 1), !dbg !123
  %286 = icmp eq i64 %285, 0, !dbg !123
  br i1 %286, label %addr.done, label %addr.retry, !dbg !123

addr.retry:                                       ; preds = %addr.create
  %287 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_src, ptr %addr), !dbg !123
  %288 = icmp ne ptr %287, null, !dbg !123
  br i1 %288, label %count.add80, label %count.done81, !dbg !123

addr.done:                                        ; preds = %count.done81, %addr.create, %count.done75
  br label %count.skip, !dbg !123

count.add74:                                      ; preds = %addr.found
  %289 = load i64, ptr %279, align 8, !dbg !123
  %290 = add i64 %289, 1, !dbg !123
  store i64 %290, ptr %279, align 8, !dbg !123
  %291 = getelementptr i8, ptr %279, i64 8, !dbg !123
  %292 = load i64, ptr %291, align 8, !dbg !123
  %len76 = getelementptr i8, ptr %0, i64 48, !dbg !123
  %len77 = load i32, ptr %len76, align 4, !dbg !123
  %293 = zext i32 %len77 to i64, !dbg !123
  %294 = add i64 %292, %293, !dbg !123
  store i64 %294, ptr %291, align 8, !dbg !123
  br label %count.done75, !dbg !123

count.done75:                                     ; preds = %count.add74, %addr.found
  br label %addr.done, !dbg !123

count.add80:                                      ; preds = %addr.retry
  %295 = load i64, ptr %287, align 8, !dbg !123
  %296 = add i64 %295, 1, !dbg !123
  store i64 %296, ptr %287, align 8, !dbg !123
  %297 = getelementptr i8, ptr %287, i64 8, !dbg !123
  %298 = load i64, ptr %297, align 8, !dbg !123
  %len82 = getelementptr i8, ptr %0, i64 48, !dbg !123
  %len83 = load i32, ptr %len82, align 4, !dbg !123
  %299 = zext i32 %len83 to i64, !dbg !123
  %300 = add i64 %298, %299, !dbg !123
  store i64 %300, ptr %297, align 8, !dbg !123
  br label %count.done81, !dbg !123

count.done81:                                     ; preds = %count.add80, %addr.retry
  br label %addr.done, !dbg !123

hit84:                                            ; preds = %set.ip6103, %set.ip492
  store i32 4, ptr %key, align 4, !dbg !124
  %301 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !124
  %302 = icmp ne ptr %301, null, !dbg !124
  br i1 %302, label %count.add114, label %count.done115, !dbg !124

next85:                                           ; preds = %set.ip6103, %set.ip492, %next35
  %family120 = getelementptr i8, ptr %0, i64 67, !dbg !125
  %family121 = load i8, ptr %family120, align 1, !dbg !125
  %303 = zext i8 %family121 to i64, !dbg !125
  %dst_hi = getelementptr i8, ptr %0, i64 16, !dbg !125
  %dst_hi122 = load i64, ptr %dst_hi, align 8, !dbg !125
  %dst_lo = getelementptr i8, ptr %0, i64 24, !dbg !125
  %dst_lo123 = load i64, ptr %dst_lo, align 8, !dbg !125
  switch i64 %303, label %next119 [
    i64 4, label %set.ip4124
  ], !dbg !125

set.ip492:                                        ; preds = %next35
  %304 = lshr i64 %src_hi89, 32, !dbg !124
  %305 = load i64, ptr getelementptr (i64, ptr @xdpc_set2_ip4, i64 16), align 8, !dbg !124
  %306 = sub i64 %304, %305, !dbg !124
  %307 = lshr i64 %306, 63, !dbg !124
  %ge93 = xor i64 %307, 1, !dbg !124
  %308 = sub i64 0, %ge93, !dbg !124
  %309 = and i64 %308, 8, !dbg !124
  %i94 = add i64 0, %309, !dbg !124
  %310 = add i64 %i94, 4, !dbg !124
  %311 = mul i64 %310, 2, !dbg !124
  %312 = add i64 %311, 0, !dbg !124
  %313 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %312, !dbg !124
  %314 = load i64, ptr %313, align 8, !dbg !124
  %315 = sub i64 %304, %314, !dbg !124
  %316 = lshr i64 %315, 63, !dbg !124
  %ge95 = xor i64 %316, 1, !dbg !124
  %317 = sub i64 0, %ge95, !dbg !124
  %318 = and i64 %317, 4, !dbg !124
  %i96 = add i64 %i94, %318, !dbg !124
  %319 = add i64 %i96, 2, !dbg !124
  %320 = mul i64 %319, 2, !dbg !124
  %321 = add i64 %320, 0, !dbg !124
  %322 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %321, !dbg !124
  %323 = load i64, ptr %322, align 8, !dbg !124
  %324 = sub i64 %304, %323, !dbg !124
  %325 = lshr i64 %324, 63, !dbg !124
  %ge97 = xor i64 %325, 1, !dbg !124
  %326 = sub i64 0, %ge97, !dbg !124
  %327 = and i64 %326, 2, !dbg !124
  %i98 = add i64 %i96, %327, !dbg !124
  %328 = add i64 %i98, 1, !dbg !124
  %329 = mul i64 %328, 2, !dbg !124
  %330 = add i64 %329, 0, !dbg !124
  %331 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %330, !dbg !124
  %332 = load i64, ptr %331, align 8, !dbg !124
  %333 = sub i64 %304, %332, !dbg !124
  %334 = lshr i64 %333, 63, !dbg !124
  %ge99 = xor i64 %334, 1, !dbg !124
  %335 = sub i64 0, %ge99, !dbg !124
  %336 = and i64 %335, 1, !dbg !124
  %i100 = add i64 %i98, %336, !dbg !124
  %337 = mul i64 %i100, 2, !dbg !124
  %338 = add i64 %337, 0, !dbg !124
  %339 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %338, !dbg !124
  %340 = load i64, ptr %339, align 8, !dbg !124
  %341 = add i64 %337, 1, !dbg !124
  %342 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %341, !dbg !124
  %343 = load i64, ptr %342, align 8, !dbg !124
  %344 = sub i64 %343, %304, !dbg !124
  %345 = lshr i64 %344, 63, !dbg !124
  %ge101 = xor i64 %345, 1, !dbg !124
  %346 = sub i64 %304, %340, !dbg !124
  %347 = lshr i64 %346, 63, !dbg !124
  %ge102 = xor i64 %347, 1, !dbg !124
  %348 = and i64 %ge102, %ge101, !dbg !124
  %349 = icmp ne i64 %348, 0, !dbg !124
  br i1 %349, label %hit84, label %next85, !dbg !124

set.ip6103:                                       ; preds = %next35
  %350 = load i64, ptr getelementptr (i64, ptr @xdpc_set2_ip6, i64 32), align 8, !dbg !124
  %351 = load i64, ptr getelementptr (i64, ptr @xdpc_set2_ip6, i64 33), align 8, !dbg !124
  %352 = sub i64 %src_lo91, %351, !dbg !124
  %353 = sub i64 %352, 0, !dbg !124
  %354 = xor i64 %src_lo91, -1, !dbg !124
  %355 = and i64 %354, %351, !dbg !124
  %356 = xor i64 %src_lo91, %351, !dbg !124
  %357 = xor i64 %356, -1, !dbg !124
  %358 = and i64 %357, %353, !dbg !124
  %359 = or i64 %355, %358, !dbg !124
  %360 = lshr i64 %359, 63, !dbg !124
  %361 = sub i64 %src_hi89, %350, !dbg !124
  %362 = sub i64 %361, %360, !dbg !124
  %363 = xor i64 %src_hi89, -1, !dbg !124
  %364 = and i64 %363, %350, !dbg !124
  %365 = xor i64 %src_hi89, %350, !dbg !124
  %366 = xor i64 %365, -1, !dbg !124
  %367 = and i64 %366, %362, !dbg !124
  %368 = or i64 %364, %367, !dbg !124
  %369 = lshr i64 %368, 63, !dbg !124
  %ge104 = xor i64 %369, 1, !dbg !124
  %370 = sub i64 0, %ge104, !dbg !124
  %371 = and i64 %370, 8, !dbg !124
  %i105 = add i64 0, %371, !dbg !124
  %372 = add i64 %i105, 4, !dbg !124
  %373 = mul i64 %372, 4, !dbg !124
  %374 = add i64 %373, 0, !dbg !124
  %375 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %374, !dbg !124
  %376 = load i64, ptr %375, align 8, !dbg !124
  %377 = add i64 %373, 1, !dbg !124
  %378 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %377, !dbg !124
  %379 = load i64, ptr %378, align 8, !dbg !124
  %380 = sub i64 %src_lo91, %379, !dbg !124
  %381 = sub i64 %380, 0, !dbg !124
  %382 = xor i64 %src_lo91, -1, !dbg !124
  %383 = and i64 %382, %379, !dbg !124
  %384 = xor i64 %src_lo91, %379, !dbg !124
  %385 = xor i64 %384, -1, !dbg !124
  %386 = and i64 %385, %381, !dbg !124
  %387 = or i64 %383, %386, !dbg !124
  %388 = lshr i64 %387, 63, !dbg !124
  %389 = sub i64 %src_hi89, %376, !dbg !124
  %390 = sub i64 %389, %388, !dbg !124
  %391 = xor i64 %src_hi89, -1, !dbg !124
  %392 = and i64 %391, %376, !dbg !124
  %393 = xor i64 %src_hi89, %376, !dbg !124
  %394 = xor i64 %393, -1, !dbg !124
  %395 = and i64 %394, %390, !dbg !124
  %396 = or i64 %392, %395, !dbg !124
  %397 = lshr i64 %396, 63, !dbg !124
  %ge106 = xor i64 %397, 1, !dbg !124
  %398 = sub i64 0, %ge106, !dbg !124
  %399 = and i64 %398, 4, !dbg !124
  %i107 = add i64 %i105, %399, !dbg !124
  %400 = add i64 %i107, 2, !dbg !124
  %401 = mul i64 %400, 4, !dbg !124
  %402 = add i64 %401, 0, !dbg !124
  %403 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %402, !dbg !124
  %404 = load i64, ptr %403, align 8, !dbg !124
  %405 = add i64 %401, 1, !dbg !124
  %406 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %405, !dbg !124
  %407 = load i64, ptr %406, align 8, !dbg !124
  %408 = sub i64 %src_lo91, %407, !dbg !124
  %409 = sub i64 %408, 0, !dbg !124
  %410 = xor i64 %src_lo91, -1, !dbg !124
  %411 = and i64 %410, %407, !dbg !124
  %412 = xor i64 %src_lo91, %407, !dbg !124
  %413 = xor i64 %412, -1, !dbg !124
  %414 = and i64 %413, %409, !dbg !124
  %415 = or i64 %411, %414, !dbg !124
  %416 = lshr i64 %415, 63, !dbg !124
  %417 = sub i64 %src_hi89, %404, !dbg !124
  %418 = sub i64 %417, %416, !dbg !124
  %419 = xor i64 %src_hi89, -1, !dbg !124
  %420 = and i64 %419, %404, !dbg !124
  %421 = xor i64 %src_hi89, %404, !dbg !124
  %422 = xor i64 %421, -1, !dbg !124
  %423 = and i64 %422, %418, !dbg !124
  %424 = or i64 %420, %423, !dbg !124
  %425 = lshr i64 %424, 63, !dbg !124
  %ge108 = xor i64 %425, 1, !dbg !124
  %426 = sub i64 0, %ge108, !dbg !124
  %427 = and i64 %426, 2, !dbg !124
  %i109 = add i64 %i107, %427, !dbg !124
  %428 = add i64 %i109, 1, !dbg !124
  %429 = mul i64 %428, 4, !dbg !124
  %430 = add i64 %429, 0, !dbg !124
  %431 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %430, !dbg !124
  %432 = load i64, ptr %431, align 8, !dbg !124
  %433 = add i64 %429, 1, !dbg !124
  %434 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %433, !dbg !124
  %435 = load i64, ptr %434, align 8, !dbg !124
  %436 = sub i64 %src_lo91, %435, !dbg !124
  %437 = sub i64 %436, 0, !dbg !124
  %438 = xor i64 %src_lo91, -1, !dbg !124
  %439 = and i64 %438, %435, !dbg !124
  %440 = xor i64 %src_lo91, %435, !dbg !124
  %441 = xor i64 %440, -1, !dbg !124
  %442 = and i64 %441, %437, !dbg !124
  %443 = or i64 %439, %442, !dbg !124
  %444 = lshr i64 %443, 63, !dbg !124
  %445 = sub i64 %src_hi89, %432, !dbg !124
  %446 = sub i64 %445, %444, !dbg !124
  %447 = xor i64 %src_hi89, -1, !dbg !124
  %448 = and i64 %447, %432, !dbg !124
  %449 = xor i64 %src_hi89, %432, !dbg !124
  %450 = xor i64 %449, -1, !dbg !124
  %451 = and i64 %450, %446, !dbg !124
  %452 = or i64 %448, %451, !dbg !124
  %453 = lshr i64 %452, 63, !dbg !124
  %ge110 = xor i64 %453, 1, !dbg !124
  %454 = sub i64 0, %ge110, !dbg !124
  %455 = and i64 %454, 1, !dbg !124
  %i111 = add i64 %i109, %455, !dbg !124
  %456 = mul i64 %i111, 4, !dbg !124
  %457 = add i64 %456, 0, !dbg !124
  %458 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %457, !dbg !124
  %459 = load i64, ptr %458, align 8, !dbg !124
  %460 = add i64 %456, 2, !dbg !124
  %461 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %460, !dbg !124
  %462 = load i64, ptr %461, align 8, !dbg !124
  %463 = add i64 %456, 1, !dbg !124
  %464 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %463, !dbg !124
  %465 = load i64, ptr %464, align 8, !dbg !124
  %466 = add i64 %456, 3, !dbg !124
  %467 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %466, !dbg !124
  %468 = load i64, ptr %467, align 8, !dbg !124
  %469 = sub i64 %468, %src_lo91, !dbg !124
  %470 = sub i64 %469, 0, !dbg !124
  %471 = xor i64 %468, -1, !dbg !124
  %472 = and i64 %471, %src_lo91, !dbg !124
  %473 = xor i64 %468, %src_lo91, !dbg !124
  %474 = xor i64 %473, -1, !dbg !124
  %475 = and i64 %474, %470, !dbg !124
  %476 = or i64 %472, %475, !dbg !124
  %477 = lshr i64 %476, 63, !dbg !124
  %478 = sub i64 %462, %src_hi89, !dbg !124
  %479 = sub i64 %478, %477, !dbg !124
  %480 = xor i64 %462, -1, !dbg !124
  %481 = and i64 %480, %src_hi89, !dbg !124
  %482 = xor i64 %462, %src_hi89, !dbg !124
  %483 = xor i64 %482, -1, !dbg !124
  %484 = and i64 %483, %479, !dbg !124
  %485 = or i64 %481, %484, !dbg !124
  %486 = lshr i64 %485, 63, !dbg !124
  %ge112 = xor i64 %486, 1, !dbg !124
  %487 = sub i64 %src_lo91, %465, !dbg !124
  %488 = sub i64 %487, 0, !dbg !124
  %489 = xor i64 %src_lo91, -1, !dbg !124
  %490 = and i64 %489, %465, !dbg !124
  %491 = xor i64 %src_lo91, %465, !dbg !124
  %492 = xor i64 %491, -1, !dbg !124
  %493 = and i64 %492, %488, !dbg !124
  %494 = or i64 %490, %493, !dbg !124
  %495 = lshr i64 %494, 63, !dbg !124
  %496 = sub i64 %src_hi89, %459, !dbg !124
  %497 = sub i64 %496, %495, !dbg !124
  %498 = xor i64 %src_hi89, -1, !dbg !124
  %499 = and i64 %498, %459, !dbg !124
  %500 = xor i64 %src_hi89, %459, !dbg !124
  %501 = xor i64 %500, -1, !dbg !124
  %502 = and i64 %501, %497, !dbg !124
  %503 = or i64 %499, %502, !dbg !124
  %504 = lshr i64 %503, 63, !dbg !124
  %ge113 = xor i64 %504, 1, !dbg !124
  %505 = and i64 %ge113, %ge112, !dbg !124
  %506 = icmp ne i64 %505, 0, !dbg !124
  br i1 %506, label %hit84, label %next85, !dbg !124

count.add114:                                     ; preds = %hit84
  %507 = load i64, ptr %301, align 8, !dbg !124
  %508 = add i64 %507, 1, !dbg !124
  store i64 %508, ptr %301, align 8, !dbg !124
  %509 = getelementptr i8, ptr %301, i64 8, !dbg !124
  %510 = load i64, ptr %509, align 8, !dbg !124
  %len116 = getelementptr i8, ptr %0, i64 48, !dbg !124
  %len117 = load i32, ptr %len116, align 4, !dbg !124
  %511 = zext i32 %len117 to i64, !dbg !124
  %512 = add i64 %510, %511, !dbg !124
  store i64 %512, ptr %509, align 8, !dbg !124
  br label %count.done115, !dbg !124

count.done115:                                    ; preds = %count.add114, %hit84
  ret i32 1, !dbg !124

hit118:                                           ; preds = %set.ip4124
  store i32 5, ptr %key, align 4, !dbg !125
  %513 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !125
  %514 = icmp ne ptr %513, null, !dbg !125
  br i1 %514, label %count.add125, label %count.done126, !dbg !125

next119:                                          ; preds = %set.ip4124, %next85
  %family131 = getelementptr i8, ptr %0, i64 67, !dbg !126
  %family132 = load i8, ptr %family131, align 1, !dbg !126
  %515 = zext i8 %family132 to i64, !dbg !126
  %dst_hi133 = getelementptr i8, ptr %0, i64 16, !dbg !126
  %dst_hi134 = load i64, ptr %dst_hi133, align 8, !dbg !126
  %dst_lo135 = getelementptr i8, ptr %0, i64 24, !dbg !126
  %dst_lo136 = load i64, ptr %dst_lo135, align 8, !dbg !126
  switch i64 %515, label %next130 [
    i64 4, label %set.ip4137
  ], !dbg !126

set.ip4124:                                       ; preds = %next85
  %516 = lshr i64 %dst_hi122, 32, !dbg !125
  %517 = sub i64 %516, 0, !dbg !125
  %518 = icmp ule i64 %517, 16777215, !dbg !125
  br i1 %518, label %hit118, label %next119, !dbg !125

count.add125:                                     ; preds = %hit118
  %519 = load i64, ptr %513, align 8, !dbg !125
  %520 = add i64 %519, 1, !dbg !125
  store i64 %520, ptr %513, align 8, !dbg !125
  %521 = getelementptr i8, ptr %513, i64 8, !dbg !125
  %522 = load i64, ptr %521, align 8, !dbg !125
  %len127 = getelementptr i8, ptr %0, i64 48, !dbg !125
  %len128 = load i32, ptr %len127, align 4, !dbg !125
  %523 = zext i32 %len128 to i64, !dbg !125
  %524 = add i64 %522, %523, !dbg !125
  store i64 %524, ptr %521, align 8, !dbg !125
  br label %count.done126, !dbg !125

count.done126:                                    ; preds = %count.add125, %hit118
  ret i32 1, !dbg !125

hit129:                                           ; preds = %set.ip4137
  store i32 6, ptr %key, align 4, !dbg !126
  %525 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !126
  %526 = icmp ne ptr %525, null, !dbg !126
  br i1 %526, label %count.add138, label %count.done139, !dbg !126

next130:                                          ; preds = %set.ip4137, %next119
  %family144 = getelementptr i8, ptr %0, i64 67, !dbg !127
  %family145 = load i8, ptr %family144, align 1, !dbg !127
  %527 = zext i8 %family145 to i64, !dbg !127
  %dst_hi146 = getelementptr i8, ptr %0, i64 16, !dbg !127
  %dst_hi147 = load i64, ptr %dst_hi146, align 8, !dbg !127
  %dst_lo148 = getelementptr i8, ptr %0, i64 24, !dbg !127
  %dst_lo149 = load i64, ptr %dst_lo148, align 8, !dbg !127
  switch i64 %527, label %next143 [
    i64 6, label %set.ip6150
  ], !dbg !127

set.ip4137:                                       ; preds = %next119
  %528 = lshr i64 %dst_hi134, 32, !dbg !126
  %529 = sub i64 %528, 2130706432, !dbg !126
  %530 = icmp ule i64 %529, 16777215, !dbg !126
  br i1 %530, label %hit129, label %next130, !dbg !126

count.add138:                                     ; preds = %hit129
  %531 = load i64, ptr %525, align 8, !dbg !126
  %532 = add i64 %531, 1, !dbg !126
  store i64 %532, ptr %525, align 8, !dbg !126
  %533 = getelementptr i8, ptr %525, i64 8, !dbg !126
  %534 = load i64, ptr %533, align 8, !dbg !126
  %len140 = getelementptr i8, ptr %0, i64 48, !dbg !126
  %len141 = load i32, ptr %len140, align 4, !dbg !126
  %535 = zext i32 %len141 to i64, !dbg !126
  %536 = add i64 %534, %535, !dbg !126
  store i64 %536, ptr %533, align 8, !dbg !126
  br label %count.done139, !dbg !126

count.done139:                                    ; preds = %count.add138, %hit129
  ret i32 1, !dbg !126

hit142:                                           ; preds = %set.v6lo151
  store i32 7, ptr %key, align 4, !dbg !127
  %537 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !127
  %538 = icmp ne ptr %537, null, !dbg !127
  br i1 %538, label %count.add152, label %count.done153, !dbg !127

next143:                                          ; preds = %set.v6lo151, %set.ip6150, %next130
  br label %continue, !dbg !127

continue:                                         ; preds = %next143, %entry
  ret i32 0, !dbg !120

set.ip6150:                                       ; preds = %next130
  %539 = icmp uge i64 %dst_hi147, 0, !dbg !127
  %540 = icmp ule i64 %dst_hi147, 0, !dbg !127
  %541 = and i1 %539, %540, !dbg !127
  br i1 %541, label %set.v6lo151, label %next143, !dbg !127

set.v6lo151:                                      ; preds = %set.ip6150
  %542 = icmp uge i64 %dst_lo149, 1, !dbg !127
  %543 = icmp ne i64 %dst_hi147, 0, !dbg !127
  %544 = or i1 %543, %542, !dbg !127
  %545 = icmp ule i64 %dst_lo149, 1, !dbg !127
  %546 = icmp ne i64 %dst_hi147, 0, !dbg !127
  %547 = or i1 %546, %545, !dbg !127
  %548 = and i1 %544, %547, !dbg !127
  br i1 %548, label %hit142, label %next143, !dbg !127

count.add152:                                     ; preds = %hit142
  %549 = load i64, ptr %537, align 8, !dbg !127
  %550 = add i64 %549, 1, !dbg !127
  store i64 %550, ptr %537, align 8, !dbg !127
  %551 = getelementptr i8, ptr %537, i64 8, !dbg !127
  %552 = load i64, ptr %551, align 8, !dbg !127
  %len154 = getelementptr i8, ptr %0, i64 48, !dbg !127
  %len155 = load i32, ptr %len154, align 4, !dbg !127
  %553 = zext i32 %len155 to i64, !dbg !127
  %554 = add i64 %552, %553, !dbg !127
  store i64 %554, ptr %551, align 8, !dbg !127
  br label %count.done153, !dbg !127

count.done153:                                    ; preds = %count.add152, %hit142
  ret i32 1, !dbg !127
}

define i32 @xdpc_filter(ptr %0) section "xdp" !dbg !128 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !133
  %addr = alloca [5 x i32], align 8, !dbg !133
  %val = alloca [2 x i64], align 8, !dbg !133
  %key = alloca i32, align 8, !dbg !133
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !133
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !133
  %verdict = call i32 @xdpc_rules_0(ptr %pkt), !dbg !133
  %2 = icmp ne i32 %verdict, 0, !dbg !133
  br i1 %2, label %decided, label %undecided, !dbg !133

decided:                                          ; preds = %entry
  ret i32 %verdict, !dbg !133

undecided:                                        ; preds = %entry
  store i32 8, ptr %key, align 4, !dbg !133
  %3 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !133
  %4 = icmp ne ptr %3, null, !dbg !133
  br i1 %4, label %count.add, label %count.done, !dbg !133

count.add:                                        ; preds = %undecided
  %5 = load i64, ptr %3, align 8, !dbg !133
  %6 = add i64 %5, 1, !dbg !133
  store i64 %6, ptr %3, align 8, !dbg !133
  %7 = getelementptr i8, ptr %3, i64 8, !dbg !133
  %8 = load i64, ptr %7, align 8, !dbg !133
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !133
  %len1 = load i32, ptr %len, align 4, !dbg !133
  %9 = zext i32 %len1 to i64, !dbg !133
  %10 = add i64 %8, %9, !dbg !133
  store i64 %10, ptr %7, align 8, !dbg !133
  br label %count.done, !dbg !133

count.done:                                       ; preds = %count.add, %undecided
  ret i32 2, !dbg !133
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!75, !76}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !59, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "bogon-filter.xf", directory: ".")
!4 = !{!0, !5, !43, !48, !53}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "xdpc_t0_src", linkageName: "xdpc_t0_src", scope: !2, file: !3, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !8)
!8 = !{!9, !15, !20, !35}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "type", file: !3, baseType: !10, size: 64, align: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, align: 64, dwarfAddressSpace: 0)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 320, align: 32, elements: !13)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14}
!14 = !DISubrange(count: 10, lowerBound: 0)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !16, size: 64, align: 64, offset: 64)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, align: 64, dwarfAddressSpace: 0)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 2097152, align: 32, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 65536, lowerBound: 0)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "key", file: !3, baseType: !21, size: 64, align: 64, offset: 128)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, align: 64, dwarfAddressSpace: 0)
!22 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_addr_key", file: !3, size: 160, align: 8, elements: !23)
!23 = !{!24, !27, !31}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !25, size: 8, align: 8)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !26)
!26 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !28, size: 24, align: 8, offset: 8)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 24, align: 32, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 3, lowerBound: 0)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "addr", file: !3, baseType: !32, size: 128, align: 8, offset: 32)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 128, align: 32, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 16, lowerBound: 0)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !36, size: 64, align: 64, offset: 192)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64, align: 64, dwarfAddressSpace: 0)
!37 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_counter", file: !3, size: 128, align: 64, elements: !38)
!38 = !{!39, !42}
!39 = !DIDerivedType(tag: DW_TAG_member, name: "packets", file: !3, baseType: !40, size: 64, align: 64)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u64", file: !3, baseType: !41)
!41 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned_char)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", file: !3, baseType: !40, size: 64, align: 64, offset: 64)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(name: "xdpc_set2_ip4", linkageName: "xdpc_set2_ip4", scope: !2, file: !3, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 2048, align: 32, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 32, lowerBound: 0)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(name: "xdpc_set2_ip6", linkageName: "xdpc_set2_ip6", scope: !2, file: !3, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 4096, align: 32, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 64, lowerBound: 0)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(name: "_license", linkageName: "_license", scope: !2, file: !3, type: !55, isLocal: false, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 32, align: 32, elements: !57)
!56 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!57 = !{!58}
!58 = !DISubrange(count: 4, lowerBound: 0)
!59 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !60)
!60 = !{!61, !66, !71, !35}
!61 = !DIDerivedType(tag: DW_TAG_member, name: "type", file: !3, baseType: !62, size: 64, align: 64)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64, align: 64, dwarfAddressSpace: 0)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 192, align: 32, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 6, lowerBound: 0)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !67, size: 64, align: 64, offset: 64)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64, align: 64, dwarfAddressSpace: 0)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 288, align: 32, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 9, lowerBound: 0)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "key", file: !3, baseType: !72, size: 64, align: 64, offset: 128)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64, align: 64, dwarfAddressSpace: 0)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u32", file: !3, baseType: !74)
!74 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned_char)
!75 = !{i32 2, !"Debug Info Version", i32 3}
!76 = !{i32 2, !"Dwarf Version", i32 5}
!77 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !78, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !111)
!78 = !DISubroutineType(flags: DIFlagPrototyped, types: !79)
!79 = !{!12, !80, !89}
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64, align: 64, dwarfAddressSpace: 0)
!81 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !82)
!82 = !{!83, !84, !85, !86, !87, !88}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !73, size: 32, align: 32)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !73, size: 32, align: 32, offset: 32)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !73, size: 32, align: 32, offset: 64)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !73, size: 32, align: 32, offset: 96)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !73, size: 32, align: 32, offset: 128)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !73, size: 32, align: 32, offset: 160)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64, align: 64, dwarfAddressSpace: 0)
!90 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !91)
!91 = !{!92, !93, !94, !95, !96, !97, !98, !99, !100, !103, !104, !105, !106, !107, !108, !109, !110}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !40, size: 64, align: 64)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !40, size: 64, align: 64, offset: 64)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !40, size: 64, align: 64, offset: 128)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !40, size: 64, align: 64, offset: 192)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !40, size: 64, align: 64, offset: 256)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !40, size: 64, align: 64, offset: 320)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !73, size: 32, align: 32, offset: 384)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !73, size: 32, align: 32, offset: 416)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !101, size: 16, align: 16, offset: 448)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !102)
!102 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !101, size: 16, align: 16, offset: 464)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !101, size: 16, align: 16, offset: 480)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !101, size: 16, align: 16, offset: 496)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !25, size: 8, align: 8, offset: 512)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !25, size: 8, align: 8, offset: 520)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !25, size: 8, align: 8, offset: 528)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !25, size: 8, align: 8, offset: 536)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !73, size: 32, align: 32, offset: 544)
!111 = !{!112, !113}
!112 = !DILocalVariable(name: "ctx", arg: 1, scope: !77, file: !3, line: 1, type: !80)
!113 = !DILocalVariable(name: "pkt", arg: 2, scope: !77, file: !3, line: 1, type: !89)
!114 = !DILocation(line: 1, column: 1, scope: !77)
!115 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 16, type: !116, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !118)
!116 = !DISubroutineType(flags: DIFlagPrototyped, types: !117)
!117 = !{!12, !89}
!118 = !{!119}
!119 = !DILocalVariable(name: "pkt", arg: 1, scope: !115, file: !3, line: 16, type: !89)
!120 = !DILocation(line: 16, column: 1, scope: !115)
!121 = !DILocation(line: 17, column: 1, scope: !115)
!122 = !DILocation(line: 20, column: 1, scope: !115)
!123 = !DILocation(line: 22, column: 1, scope: !115)
!124 = !DILocation(line: 23, column: 1, scope: !115)
!125 = !DILocation(line: 26, column: 1, scope: !115)
!126 = !DILocation(line: 27, column: 1, scope: !115)
!127 = !DILocation(line: 28, column: 1, scope: !115)
!128 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !129, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !131)
!129 = !DISubroutineType(flags: DIFlagPrototyped, types: !130)
!130 = !{!12, !80}
!131 = !{!132}
!132 = !DILocalVariable(name: "ctx", arg: 1, scope: !128, file: !3, line: 1, type: !80)
!133 = !DILocation(line: 1, column: 1, scope: !128)
