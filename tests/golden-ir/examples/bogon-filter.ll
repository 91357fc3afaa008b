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
@xdpc_set2_ip6 = internal constant [76 x i64] [i64 0, i64 1, i64 0, i64 1, i64 0, i64 281470681743360, i64 0, i64 281474976710655, i64 28428538856144896, i64 0, i64 28428538856210431, i64 -1, i64 72057594037927936, i64 0, i64 72057594037927936, i64 -1, i64 2306124492780339200, i64 0, i64 2306124492780404735, i64 -1, i64 2306124552909881344, i64 0, i64 2306124621629358079, i64 -1, i64 2306139568115548160, i64 0, i64 2306139572410515455, i64 -1, i64 4611123068473966592, i64 0, i64 4611422135636721663, i64 -1, i64 6845471433603153920, i64 0, i64 6845752908579864575, i64 -1, i64 -288230376151711744, i64 0, i64 -144115188075855873, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1], section ".rodata", align 8, !dbg !48
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !53

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !77 {
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
define i32 @xdpc_rules_0(ptr %0, i32 %1) #0 !dbg !115 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !121
  %val = alloca [2 x i64], align 8, !dbg !121
  %key = alloca i32, align 8, !dbg !121
  %best = alloca i32, align 8, !dbg !121
  store i32 %1, ptr %best, align 4, !dbg !121
  %2 = icmp eq ptr %0, null, !dbg !121
  br i1 %2, label %continue, label %rules, !dbg !121

rules:                                            ; preds = %entry
  %family = getelementptr i8, ptr %0, i64 67, !dbg !121
  %family2 = load i8, ptr %family, align 1, !dbg !121
  %3 = zext i8 %family2 to i64, !dbg !121
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !121
  %src_hi3 = load i64, ptr %src_hi, align 8, !dbg !121
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !121
  %src_lo4 = load i64, ptr %src_lo, align 8, !dbg !121
  switch i64 %3, label %next [
    i64 4, label %set.ip4
  ], !dbg !121

hit:                                              ; preds = %set.ip4
  ret i32 6, !dbg !121

next:                                             ; preds = %set.ip4, %rules
  %family7 = getelementptr i8, ptr %0, i64 67, !dbg !122
  %family8 = load i8, ptr %family7, align 1, !dbg !122
  %4 = zext i8 %family8 to i64, !dbg !122
  %src_hi9 = getelementptr i8, ptr %0, i64 0, !dbg !122
  %src_hi10 = load i64, ptr %src_hi9, align 8, !dbg !122
  %src_lo11 = getelementptr i8, ptr %0, i64 8, !dbg !122
  %src_lo12 = load i64, ptr %src_lo11, align 8, !dbg !122
  switch i64 %4, label %next6 [
    i64 6, label %set.ip6
  ], !dbg !122

set.ip4:                                          ; preds = %rules
  %5 = lshr i64 %src_hi3, 32, !dbg !121
  %6 = sub i64 %5, 167772160, !dbg !121
  %7 = icmp ule i64 %6, 16777215, !dbg !121
  br i1 %7, label %hit, label %next, !dbg !121

hit5:                                             ; preds = %set.v6lo
  ret i32 10, !dbg !122

next6:                                            ; preds = %set.v6lo, %set.ip6, %next
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !123
  %flags16 = load i32, ptr %flags, align 4, !dbg !123
  %8 = zext i32 %flags16 to i64, !dbg !123
  %9 = and i64 %8, 16, !dbg !123
  %10 = icmp ne i64 %9, 0, !dbg !123
  br i1 %10, label %has, label %next14, !dbg !123

set.ip6:                                          ; preds = %next
  %11 = icmp uge i64 %src_hi10, -216152767566184448, !dbg !122
  %12 = icmp ule i64 %src_hi10, -216152763271217153, !dbg !122
  %13 = and i1 %11, %12, !dbg !122
  br i1 %13, label %set.v6lo, label %next6, !dbg !122

set.v6lo:                                         ; preds = %set.ip6
  %14 = icmp ne i64 %src_hi10, -216152767566184448, !dbg !122
  %15 = icmp uge i64 %src_lo12, 0, !dbg !122
  %16 = or i1 %14, %15, !dbg !122
  %17 = icmp ne i64 %src_hi10, -216152763271217153, !dbg !122
  %18 = icmp ule i64 %src_lo12, -1, !dbg !122
  %19 = or i1 %17, %18, !dbg !122
  %20 = and i1 %16, %19, !dbg !122
  br i1 %20, label %hit5, label %next6, !dbg !122

hit13:                                            ; preds = %has22
  ret i32 14, !dbg !123

next14:                                           ; preds = %has22, %and, %has18, %and15, %has, %next6
  %family28 = getelementptr i8, ptr %0, i64 67, !dbg !124
  %family29 = load i8, ptr %family28, align 1, !dbg !124
  %21 = zext i8 %family29 to i64, !dbg !124
  %src_hi30 = getelementptr i8, ptr %0, i64 0, !dbg !124
  %src_hi31 = load i64, ptr %src_hi30, align 8, !dbg !124
  %src_lo32 = getelementptr i8, ptr %0, i64 8, !dbg !124
  %src_lo33 = load i64, ptr %src_lo32, align 8, !dbg !124
  switch i64 %21, label %next27 [
    i64 4, label %set.ip434
    i64 6, label %set.ip635
  ], !dbg !124

and:                                              ; preds = %has18
  %flags23 = getelementptr i8, ptr %0, i64 52, !dbg !123
  %flags24 = load i32, ptr %flags23, align 4, !dbg !123
  %22 = zext i32 %flags24 to i64, !dbg !123
  %23 = and i64 %22, 64, !dbg !123
  %24 = icmp ne i64 %23, 0, !dbg !123
  br i1 %24, label %has22, label %next14, !dbg !123

and15:                                            ; preds = %has
  %flags19 = getelementptr i8, ptr %0, i64 52, !dbg !123
  %flags20 = load i32, ptr %flags19, align 4, !dbg !123
  %25 = zext i32 %flags20 to i64, !dbg !123
  %26 = and i64 %25, 64, !dbg !123
  %27 = icmp ne i64 %26, 0, !dbg !123
  br i1 %27, label %has18, label %next14, !dbg !123

has:                                              ; preds = %next6
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !123
  %proto17 = load i8, ptr %proto, align 1, !dbg !123
  %28 = zext i8 %proto17 to i64, !dbg !123
  %29 = icmp eq i64 %28, 17, !dbg !123
  br i1 %29, label %and15, label %next14, !dbg !123

has18:                                            ; preds = %and15
  %sport = getelementptr i8, ptr %0, i64 60, !dbg !123
  %sport21 = load i16, ptr %sport, align 2, !dbg !123
  %30 = zext i16 %sport21 to i64, !dbg !123
  %31 = icmp eq i64 %30, 68, !dbg !123
  br i1 %31, label %and, label %next14, !dbg !123

has22:                                            ; preds = %and
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !123
  %dport25 = load i16, ptr %dport, align 2, !dbg !123
  %32 = zext i16 %dport25 to i64, !dbg !123
  %33 = icmp eq i64 %32, 67, !dbg !123
  br i1 %33, label %hit13, label %next14, !dbg !123

hit26:                                            ; preds = %set.ip635, %set.ip434
  %len = getelementptr i8, ptr %0, i64 48, !dbg !124
  %len36 = load i32, ptr %len, align 4, !dbg !124
  %34 = zext i32 %len36 to i64, !dbg !124
  %35 = call i32 @xdpc_count(i32 3, i64 %34), !dbg !124
  %flags37 = getelementptr i8, ptr %0, i64 52, !dbg !124
  %flags38 = load i32, ptr %flags37, align 4, !dbg !124
  %36 = zext i32 %flags38 to i64, !dbg !124
  %37 = and i64 %36, 12, !dbg !124
  %38 = icmp ne i64 %37, 0, !dbg !124
  br i1 %38, label %count.key, label %count.skip, !dbg !124

next27:                                           ; preds = %count.skip, %set.ip635, %set.ip434, %next14
  %family55 = getelementptr i8, ptr %0, i64 67, !dbg !125
  %family56 = load i8, ptr %family55, align 1, !dbg !125
  %39 = zext i8 %family56 to i64, !dbg !125
  %src_hi57 = getelementptr i8, ptr %0, i64 0, !dbg !125
  %src_hi58 = load i64, ptr %src_hi57, align 8, !dbg !125
  %src_lo59 = getelementptr i8, ptr %0, i64 8, !dbg !125
  %src_lo60 = load i64, ptr %src_lo59, align 8, !dbg !125
  switch i64 %39, label %next54 [
    i64 4, label %set.ip461
    i64 6, label %set.ip662
  ], !dbg !125

set.ip434:                                        ; preds = %next14
  %40 = lshr i64 %src_hi31, 32, !dbg !124
  %41 = call i32 @xdpc_set2_ip4_search(i64 %40), !dbg !124
  %42 = icmp ne i32 %41, 0, !dbg !124
  br i1 %42, label %hit26, label %next27, !dbg !124

set.ip635:                                        ; preds = %next14
  %43 = call i32 @xdpc_set2_ip6_search(i64 %src_hi31, i64 %src_lo33), !dbg !124
  %44 = icmp ne i32 %43, 0, !dbg !124
  br i1 %44, label %hit26, label %next27, !dbg !124

count.key:                                        ; preds = %hit26
  %src_hi39 = getelementptr i8, ptr %0, i64 0, !dbg !124
  %src_hi40 = load i64, ptr %src_hi39, align 8, !dbg !124
  %src_lo41 = getelementptr i8, ptr %0, i64 8, !dbg !124
  %src_lo42 = load i64, ptr %src_lo41, align 8, !dbg !124
  %family43 = getelementptr i8, ptr %0, i64 67, !dbg !124
  %family44 = load i8, ptr %family43, align 1, !dbg !124
  %45 = zext i8 %family44 to i64, !dbg !124
  %46 = trunc i64 %45 to i32, !dbg !124
  %47 = getelementptr i8, ptr %addr, i64 0, !dbg !124
  store i32 %46, ptr %47, align 4, !dbg !124
  %48 = call i64 @llvm.bswap.i64(i64 %src_hi40), !dbg !124
  %49 = getelementptr i8, ptr %addr, i64 4, !dbg !124
  store i64 %48, ptr %49, align 4, !dbg !124
  %50 = call i64 @llvm.bswap.i64(i64 %src_lo42), !dbg !124
  %51 = getelementptr i8, ptr %addr, i64 12, !dbg !124
  store i64 %50, ptr %51, align 4, !dbg !124
  %52 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_src, ptr %addr), !dbg !124
  %53 = icmp ne ptr %52, null, !dbg !124
  br i1 %53, label %addr.found, label %addr.create, !dbg !124

count.skip:                                       ; preds = %addr.done, %hit26
  br label %next27, !dbg !124

addr.found:                                       ; preds = %count.key
  %54 = icmp ne ptr %52, null, !dbg !124
  br i1 %54, label %count.add, label %count.done, !dbg !124

addr.create:                                      ; preds = %count.key
  %55 = getelementptr i8, ptr %val, i64 0, !dbg !124
  store i64 1, ptr %55, align 8, !dbg !124
  %len47 = getelementptr i8, ptr %0, i64 48, !dbg !124
  %len48 = load i32, ptr %len47, align 4, !dbg !124
  %56 = zext i32 %len48 to i64, !dbg !124
  %57 = getelementptr i8, ptr %val, i64 8, !dbg !124
  store i64 %56, ptr %57, align 8, !dbg !124
  %58 = call i64 inttoptr (i64 2 to ptr)(ptr @xdpc_t0_src, ptr %addr, ptr %val, i64 1), !dbg !124
  %59 = icmp eq i64 %58, 0, !dbg !124
  br i1 %59, label %addr.done, label %addr.retry, !dbg !124

addr.retry:                                       ; preds = %addr.create
  %60 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_src, ptr %addr), !dbg !124
  %61 = icmp ne ptr %60, null, !dbg !124
  br i1 %61, label %count.add49, label %count.done50, !dbg !124

addr.done:                                        ; preds = %count.done50, %addr.create, %count.done
  br label %count.skip, !dbg !124

count.add:                                        ; preds = %addr.found
  %62 = load i64, ptr %52, align 8, !dbg !124
  %63 = add i64 %62, 1, !dbg !124
  store i64 %63, ptr %52, align 8, !dbg !124
  %64 = getelementptr i8, ptr %52, i64 8, !dbg !124
  %65 = load i64, ptr %64, align 8, !dbg !124
  %len45 = getelementptr i8, ptr %0, i64 48, !dbg !124
  %len46 = load i32, ptr %len45, align 4, !dbg !124
  %66 = zext i32 %len46 to i64, !dbg !124
  %67 = add i64 %65, %66, !dbg !124
  store i64 %67, ptr %64, align 8, !dbg !124
  br label %count.done, !dbg !124

count.done:                                       ; preds = %count.add, %addr.found
  br label %addr.done, !dbg !124

count.add49:                                      ; preds = %addr.retry
  %68 = load i64, ptr %60, align 8, !dbg !124
  %69 = add i64 %68, 1, !dbg !124
  store i64 %69, ptr %60, align 8, !dbg !124
  %70 = getelementptr i8, ptr %60, i64 8, !dbg !124
  %71 = load i64, ptr %70, align 8, !dbg !124
  %len51 = getelementptr i8, ptr %0, i64 48, !dbg !124
  %len52 = load i32, ptr %len51, align 4, !dbg !124
  %72 = zext i32 %len52 to i64, !dbg !124
  %73 = add i64 %71, %72, !dbg !124
  store i64 %73, ptr %70, align 8, !dbg !124
  br label %count.done50, !dbg !124

count.done50:                                     ; preds = %count.add49, %addr.retry
  br label %addr.done, !dbg !124

hit53:                                            ; preds = %set.ip662, %set.ip461
  ret i32 21, !dbg !125

next54:                                           ; preds = %set.ip662, %set.ip461, %next27
  %family65 = getelementptr i8, ptr %0, i64 67, !dbg !126
  %family66 = load i8, ptr %family65, align 1, !dbg !126
  %74 = zext i8 %family66 to i64, !dbg !126
  %dst_hi = getelementptr i8, ptr %0, i64 16, !dbg !126
  %dst_hi67 = load i64, ptr %dst_hi, align 8, !dbg !126
  %dst_lo = getelementptr i8, ptr %0, i64 24, !dbg !126
  %dst_lo68 = load i64, ptr %dst_lo, align 8, !dbg !126
  switch i64 %74, label %next64 [
    i64 4, label %set.ip469
  ], !dbg !126

set.ip461:                                        ; preds = %next27
  %75 = lshr i64 %src_hi58, 32, !dbg !125
  %76 = call i32 @xdpc_set2_ip4_search(i64 %75), !dbg !125
  %77 = icmp ne i32 %76, 0, !dbg !125
  br i1 %77, label %hit53, label %next54, !dbg !125

set.ip662:                                        ; preds = %next27
  %78 = call i32 @xdpc_set2_ip6_search(i64 %src_hi58, i64 %src_lo60), !dbg !125
  %79 = icmp ne i32 %78, 0, !dbg !125
  br i1 %79, label %hit53, label %next54, !dbg !125

hit63:                                            ; preds = %set.ip469
  ret i32 25, !dbg !126

next64:                                           ; preds = %set.ip469, %next54
  %family72 = getelementptr i8, ptr %0, i64 67, !dbg !127
  %family73 = load i8, ptr %family72, align 1, !dbg !127
  %80 = zext i8 %family73 to i64, !dbg !127
  %dst_hi74 = getelementptr i8, ptr %0, i64 16, !dbg !127
  %dst_hi75 = load i64, ptr %dst_hi74, align 8, !dbg !127
  %dst_lo76 = getelementptr i8, ptr %0, i64 24, !dbg !127
  %dst_lo77 = load i64, ptr %dst_lo76, align 8, !dbg !127
  switch i64 %80, label %next71 [
    i64 4, label %set.ip478
  ], !dbg !127

set.ip469:                                        ; preds = %next54
  %81 = lshr i64 %dst_hi67, 32, !dbg !126
  %82 = sub i64 %81, 0, !dbg !126
  %83 = icmp ule i64 %82, 16777215, !dbg !126
  br i1 %83, label %hit63, label %next64, !dbg !126

hit70:                                            ; preds = %set.ip478
  ret i32 29, !dbg !127

next71:                                           ; preds = %set.ip478, %next64
  %family81 = getelementptr i8, ptr %0, i64 67, !dbg !128
  %family82 = load i8, ptr %family81, align 1, !dbg !128
  %84 = zext i8 %family82 to i64, !dbg !128
  %dst_hi83 = getelementptr i8, ptr %0, i64 16, !dbg !128
  %dst_hi84 = load i64, ptr %dst_hi83, align 8, !dbg !128
  %dst_lo85 = getelementptr i8, ptr %0, i64 24, !dbg !128
  %dst_lo86 = load i64, ptr %dst_lo85, align 8, !dbg !128
  switch i64 %84, label %next80 [
    i64 6, label %set.ip687
  ], !dbg !128

set.ip478:                                        ; preds = %next64
  %85 = lshr i64 %dst_hi75, 32, !dbg !127
  %86 = sub i64 %85, 2130706432, !dbg !127
  %87 = icmp ule i64 %86, 16777215, !dbg !127
  br i1 %87, label %hit70, label %next71, !dbg !127

hit79:                                            ; preds = %set.v6lo88
  ret i32 33, !dbg !128

next80:                                           ; preds = %set.v6lo88, %set.ip687, %next71
  br label %continue, !dbg !128

continue:                                         ; preds = %next80, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !121
  ret i32 %best1, !dbg !121

set.ip687:                                        ; preds = %next71
  %88 = icmp uge i64 %dst_hi84, 0, !dbg !128
  %89 = icmp ule i64 %dst_hi84, 0, !dbg !128
  %90 = and i1 %88, %89, !dbg !128
  br i1 %90, label %set.v6lo88, label %next80, !dbg !128

set.v6lo88:                                       ; preds = %set.ip687
  %91 = icmp ne i64 %dst_hi84, 0, !dbg !128
  %92 = icmp uge i64 %dst_lo86, 1, !dbg !128
  %93 = or i1 %91, %92, !dbg !128
  %94 = icmp ne i64 %dst_hi84, 0, !dbg !128
  %95 = icmp ule i64 %dst_lo86, 1, !dbg !128
  %96 = or i1 %94, %95, !dbg !128
  %97 = and i1 %93, %96, !dbg !128
  br i1 %97, label %hit79, label %next80, !dbg !128
}

; Function Attrs: noinline nounwind
define i32 @xdpc_set2_ip4_search(i64 %0) #0 !dbg !129 {
entry:
  %1 = load i64, ptr getelementptr (i64, ptr @xdpc_set2_ip4, i64 16), align 8, !dbg !134
  %2 = sub i64 %0, %1, !dbg !134
  %3 = lshr i64 %2, 63, !dbg !134
  %ge = xor i64 %3, 1, !dbg !134
  %4 = sub i64 0, %ge, !dbg !134
  %5 = and i64 %4, 8, !dbg !134
  %i = add i64 0, %5, !dbg !134
  %6 = add i64 %i, 4, !dbg !134
  %7 = mul i64 %6, 2, !dbg !134
  %8 = add i64 %7, 0, !dbg !134
  %9 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %8, !dbg !134
  %10 = load i64, ptr %9, align 8, !dbg !134
  %11 = sub i64 %0, %10, !dbg !134
  %12 = lshr i64 %11, 63, !dbg !134
  %ge1 = xor i64 %12, 1, !dbg !134
  %13 = sub i64 0, %ge1, !dbg !134
  %14 = and i64 %13, 4, !dbg !134
  %i2 = add i64 %i, %14, !dbg !134
  %15 = add i64 %i2, 2, !dbg !134
  %16 = mul i64 %15, 2, !dbg !134
  %17 = add i64 %16, 0, !dbg !134
  %18 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %17, !dbg !134
  %19 = load i64, ptr %18, align 8, !dbg !134
  %20 = sub i64 %0, %19, !dbg !134
  %21 = lshr i64 %20, 63, !dbg !134
  %ge3 = xor i64 %21, 1, !dbg !134
  %22 = sub i64 0, %ge3, !dbg !134
  %23 = and i64 %22, 2, !dbg !134
  %i4 = add i64 %i2, %23, !dbg !134
  %24 = add i64 %i4, 1, !dbg !134
  %25 = mul i64 %24, 2, !dbg !134
  %26 = add i64 %25, 0, !dbg !134
  %27 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %26, !dbg !134
  %28 = load i64, ptr %27, align 8, !dbg !134
  %29 = sub i64 %0, %28, !dbg !134
  %30 = lshr i64 %29, 63, !dbg !134
  %ge5 = xor i64 %30, 1, !dbg !134
  %31 = sub i64 0, %ge5, !dbg !134
  %32 = and i64 %31, 1, !dbg !134
  %i6 = add i64 %i4, %32, !dbg !134
  %33 = mul i64 %i6, 2, !dbg !134
  %34 = add i64 %33, 0, !dbg !134
  %35 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %34, !dbg !134
  %36 = load i64, ptr %35, align 8, !dbg !134
  %37 = add i64 %33, 1, !dbg !134
  %38 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %37, !dbg !134
  %39 = load i64, ptr %38, align 8, !dbg !134
  %40 = sub i64 %0, %36, !dbg !134
  %41 = lshr i64 %40, 63, !dbg !134
  %ge7 = xor i64 %41, 1, !dbg !134
  %42 = sub i64 %39, %0, !dbg !134
  %43 = lshr i64 %42, 63, !dbg !134
  %ge8 = xor i64 %43, 1, !dbg !134
  %44 = and i64 %ge7, %ge8, !dbg !134
  %45 = trunc i64 %44 to i32, !dbg !134
  ret i32 %45, !dbg !134
}

; Function Attrs: noinline nounwind
define i32 @xdpc_set2_ip6_search(i64 %0, i64 %1) #0 !dbg !135 {
entry:
  %hx = lshr i64 %0, 1, !dbg !141
  %2 = load i64, ptr getelementptr (i64, ptr @xdpc_set2_ip6, i64 32), align 8, !dbg !141
  %3 = lshr i64 %2, 1, !dbg !141
  %4 = sub i64 %3, %hx, !dbg !141
  %5 = call i64 @llvm.bpf.passthrough.i64.i64(i32 45, i64 %4), !dbg !141
  %lt = lshr i64 %5, 63, !dbg !141
  %6 = sub i64 0, %lt, !dbg !141
  %7 = and i64 %6, 8, !dbg !141
  %i = add i64 0, %7, !dbg !141
  %8 = add i64 %i, 4, !dbg !141
  %9 = mul i64 %8, 4, !dbg !141
  %10 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %9, !dbg !141
  %11 = load i64, ptr %10, align 8, !dbg !141
  %12 = lshr i64 %11, 1, !dbg !141
  %13 = sub i64 %12, %hx, !dbg !141
  %14 = call i64 @llvm.bpf.passthrough.i64.i64(i32 46, i64 %13), !dbg !141
  %lt1 = lshr i64 %14, 63, !dbg !141
  %15 = sub i64 0, %lt1, !dbg !141
  %16 = and i64 %15, 4, !dbg !141
  %i2 = add i64 %i, %16, !dbg !141
  %17 = add i64 %i2, 2, !dbg !141
  %18 = mul i64 %17, 4, !dbg !141
  %19 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %18, !dbg !141
  %20 = load i64, ptr %19, align 8, !dbg !141
  %21 = lshr i64 %20, 1, !dbg !141
  %22 = sub i64 %21, %hx, !dbg !141
  %23 = call i64 @llvm.bpf.passthrough.i64.i64(i32 47, i64 %22), !dbg !141
  %lt3 = lshr i64 %23, 63, !dbg !141
  %24 = sub i64 0, %lt3, !dbg !141
  %25 = and i64 %24, 2, !dbg !141
  %i4 = add i64 %i2, %25, !dbg !141
  %26 = add i64 %i4, 1, !dbg !141
  %27 = mul i64 %26, 4, !dbg !141
  %28 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %27, !dbg !141
  %29 = load i64, ptr %28, align 8, !dbg !141
  %30 = lshr i64 %29, 1, !dbg !141
  %31 = sub i64 %30, %hx, !dbg !141
  %32 = call i64 @llvm.bpf.passthrough.i64.i64(i32 48, i64 %31), !dbg !141
  %lt5 = lshr i64 %32, 63, !dbg !141
  %33 = sub i64 0, %lt5, !dbg !141
  %34 = and i64 %33, 1, !dbg !141
  %i6 = add i64 %i4, %34, !dbg !141
  %35 = add i64 %i6, 2, !dbg !141
  %36 = mul i64 %35, 4, !dbg !141
  %37 = add i64 %36, 0, !dbg !141
  %38 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %37, !dbg !141
  %39 = load i64, ptr %38, align 8, !dbg !141
  %40 = add i64 %36, 1, !dbg !141
  %41 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %40, !dbg !141
  %42 = load i64, ptr %41, align 8, !dbg !141
  %43 = sub i64 %1, %42, !dbg !141
  %44 = sub i64 %43, 0, !dbg !141
  %45 = xor i64 %1, -1, !dbg !141
  %46 = and i64 %45, %42, !dbg !141
  %47 = xor i64 %1, %42, !dbg !141
  %48 = xor i64 %47, -1, !dbg !141
  %49 = and i64 %48, %44, !dbg !141
  %50 = or i64 %46, %49, !dbg !141
  %51 = lshr i64 %50, 63, !dbg !141
  %52 = sub i64 %0, %39, !dbg !141
  %53 = sub i64 %52, %51, !dbg !141
  %54 = xor i64 %0, -1, !dbg !141
  %55 = and i64 %54, %39, !dbg !141
  %56 = xor i64 %0, %39, !dbg !141
  %57 = xor i64 %56, -1, !dbg !141
  %58 = and i64 %57, %53, !dbg !141
  %59 = or i64 %55, %58, !dbg !141
  %60 = lshr i64 %59, 63, !dbg !141
  %ge = xor i64 %60, 1, !dbg !141
  %61 = sub i64 0, %ge, !dbg !141
  %62 = and i64 %61, 2, !dbg !141
  %i7 = add i64 %i6, %62, !dbg !141
  %63 = add i64 %i7, 1, !dbg !141
  %64 = mul i64 %63, 4, !dbg !141
  %65 = add i64 %64, 0, !dbg !141
  %66 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %65, !dbg !141
  %67 = load i64, ptr %66, align 8, !dbg !141
  %68 = add i64 %64, 1, !dbg !141
  %69 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %68, !dbg !141
  %70 = load i64, ptr %69, align 8, !dbg !141
  %71 = sub i64 %1, %70, !dbg !141
  %72 = sub i64 %71, 0, !dbg !141
  %73 = xor i64 %1, -1, !dbg !141
  %74 = and i64 %73, %70, !dbg !141
  %75 = xor i64 %1, %70, !dbg !141
  %76 = xor i64 %75, -1, !dbg !141
  %77 = and i64 %76, %72, !dbg !141
  %78 = or i64 %74, %77, !dbg !141
  %79 = lshr i64 %78, 63, !dbg !141
  %80 = sub i64 %0, %67, !dbg !141
  %81 = sub i64 %80, %79, !dbg !141
  %82 = xor i64 %0, -1, !dbg !141
  %83 = and i64 %82, %67, !dbg !141
  %84 = xor i64 %0, %67, !dbg !141
  %85 = xor i64 %84, -1, !dbg !141
  %86 = and i64 %85, %81, !dbg !141
  %87 = or i64 %83, %86, !dbg !141
  %88 = lshr i64 %87, 63, !dbg !141
  %ge8 = xor i64 %88, 1, !dbg !141
  %89 = sub i64 0, %ge8, !dbg !141
  %90 = and i64 %89, 1, !dbg !141
  %i9 = add i64 %i7, %90, !dbg !141
  %91 = mul i64 %i9, 4, !dbg !141
  %92 = add i64 %91, 0, !dbg !141
  %93 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %92, !dbg !141
  %94 = load i64, ptr %93, align 8, !dbg !141
  %95 = add i64 %91, 2, !dbg !141
  %96 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %95, !dbg !141
  %97 = load i64, ptr %96, align 8, !dbg !141
  %98 = add i64 %91, 1, !dbg !141
  %99 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %98, !dbg !141
  %100 = load i64, ptr %99, align 8, !dbg !141
  %101 = add i64 %91, 3, !dbg !141
  %102 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %101, !dbg !141
  %103 = load i64, ptr %102, align 8, !dbg !141
  %104 = sub i64 %1, %100, !dbg !141
  %105 = sub i64 %104, 0, !dbg !141
  %106 = xor i64 %1, -1, !dbg !141
  %107 = and i64 %106, %100, !dbg !141
  %108 = xor i64 %1, %100, !dbg !141
  %109 = xor i64 %108, -1, !dbg !141
  %110 = and i64 %109, %105, !dbg !141
  %111 = or i64 %107, %110, !dbg !141
  %112 = lshr i64 %111, 63, !dbg !141
  %113 = sub i64 %0, %94, !dbg !141
  %114 = sub i64 %113, %112, !dbg !141
  %115 = xor i64 %0, -1, !dbg !141
  %116 = and i64 %115, %94, !dbg !141
  %117 = xor i64 %0, %94, !dbg !141
  %118 = xor i64 %117, -1, !dbg !141
  %119 = and i64 %118, %114, !dbg !141
  %120 = or i64 %116, %119, !dbg !141
  %121 = lshr i64 %120, 63, !dbg !141
  %ge10 = xor i64 %121, 1, !dbg !141
  %122 = sub i64 %103, %1, !dbg !141
  %123 = sub i64 %122, 0, !dbg !141
  %124 = xor i64 %103, -1, !dbg !141
  %125 = and i64 %124, %1, !dbg !141
  %126 = xor i64 %103, %1, !dbg !141
  %127 = xor i64 %126, -1, !dbg !141
  %128 = and i64 %127, %123, !dbg !141
  %129 = or i64 %125, %128, !dbg !141
  %130 = lshr i64 %129, 63, !dbg !141
  %131 = sub i64 %97, %0, !dbg !141
  %132 = sub i64 %131, %130, !dbg !141
  %133 = xor i64 %97, -1, !dbg !141
  %134 = and i64 %133, %0, !dbg !141
  %135 = xor i64 %97, %0, !dbg !141
  %136 = xor i64 %135, -1, !dbg !141
  %137 = and i64 %136, %132, !dbg !141
  %138 = or i64 %134, %137, !dbg !141
  %139 = lshr i64 %138, 63, !dbg !141
  %ge11 = xor i64 %139, 1, !dbg !141
  %140 = and i64 %ge10, %ge11, !dbg !141
  %141 = trunc i64 %140 to i32, !dbg !141
  ret i32 %141, !dbg !141
}

; Function Attrs: nounwind memory(none)
declare i64 @llvm.bpf.passthrough.i64.i64(i32, i64) #2

; Function Attrs: noinline nounwind
define i32 @xdpc_count(i32 %0, i64 %1) #0 !dbg !142 {
entry:
  %key = alloca i32, align 8, !dbg !148
  store i32 %0, ptr %key, align 4, !dbg !148
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !148
  %3 = icmp ne ptr %2, null, !dbg !148
  br i1 %3, label %count.add, label %count.done, !dbg !148

count.add:                                        ; preds = %entry
  %4 = load i64, ptr %2, align 8, !dbg !148
  %5 = add i64 %4, 1, !dbg !148
  store i64 %5, ptr %2, align 8, !dbg !148
  %6 = getelementptr i8, ptr %2, i64 8, !dbg !148
  %7 = load i64, ptr %6, align 8, !dbg !148
  %8 = add i64 %7, %1, !dbg !148
  store i64 %8, ptr %6, align 8, !dbg !148
  br label %count.done, !dbg !148

count.done:                                       ; preds = %count.add, %entry
  ret i32 0, !dbg !148
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !149 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !154
  %addr = alloca [5 x i32], align 8, !dbg !154
  %val = alloca [2 x i64], align 8, !dbg !154
  %key = alloca i32, align 8, !dbg !154
  %best = alloca i32, align 8, !dbg !154
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !154
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !154
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0), !dbg !154
  %2 = icmp ne i32 %best1, 0, !dbg !154
  br i1 %2, label %decided, label %undecided, !dbg !154

undecided:                                        ; preds = %entry
  %len3 = getelementptr i8, ptr %pkt, i64 48, !dbg !154
  %len4 = load i32, ptr %len3, align 4, !dbg !154
  %3 = zext i32 %len4 to i64, !dbg !154
  %4 = call i32 @xdpc_count(i32 8, i64 %3), !dbg !154
  ret i32 2, !dbg !154

decided:                                          ; preds = %entry
  %verdict = phi i32 [ %best1, %entry ], !dbg !154
  %5 = lshr i32 %verdict, 2, !dbg !154
  %rule = sub i32 %5, 1, !dbg !154
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !154
  %len2 = load i32, ptr %len, align 4, !dbg !154
  %6 = zext i32 %len2 to i64, !dbg !154
  %7 = call i32 @xdpc_count(i32 %rule, i64 %6), !dbg !154
  %action = and i32 %verdict, 3, !dbg !154
  ret i32 %action, !dbg !154
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 4864, align: 32, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 76, lowerBound: 0)
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
!117 = !{!12, !89, !73}
!118 = !{!119, !120}
!119 = !DILocalVariable(name: "pkt", arg: 1, scope: !115, file: !3, line: 16, type: !89)
!120 = !DILocalVariable(name: "best", arg: 2, scope: !115, file: !3, line: 16, type: !73)
!121 = !DILocation(line: 16, column: 1, scope: !115)
!122 = !DILocation(line: 17, column: 1, scope: !115)
!123 = !DILocation(line: 20, column: 1, scope: !115)
!124 = !DILocation(line: 22, column: 1, scope: !115)
!125 = !DILocation(line: 23, column: 1, scope: !115)
!126 = !DILocation(line: 26, column: 1, scope: !115)
!127 = !DILocation(line: 27, column: 1, scope: !115)
!128 = !DILocation(line: 28, column: 1, scope: !115)
!129 = distinct !DISubprogram(name: "xdpc_set2_ip4_search", linkageName: "xdpc_set2_ip4_search", scope: !3, file: !3, line: 68, type: !130, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !132)
!130 = !DISubroutineType(flags: DIFlagPrototyped, types: !131)
!131 = !{!12, !40}
!132 = !{!133}
!133 = !DILocalVariable(name: "x", arg: 1, scope: !129, file: !3, line: 68, type: !40)
!134 = !DILocation(line: 68, column: 1, scope: !129)
!135 = distinct !DISubprogram(name: "xdpc_set2_ip6_search", linkageName: "xdpc_set2_ip6_search", scope: !3, file: !3, line: 68, type: !136, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !138)
!136 = !DISubroutineType(flags: DIFlagPrototyped, types: !137)
!137 = !{!12, !40, !40}
!138 = !{!139, !140}
!139 = !DILocalVariable(name: "hi", arg: 1, scope: !135, file: !3, line: 68, type: !40)
!140 = !DILocalVariable(name: "lo", arg: 2, scope: !135, file: !3, line: 68, type: !40)
!141 = !DILocation(line: 68, column: 1, scope: !135)
!142 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !143, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !145)
!143 = !DISubroutineType(flags: DIFlagPrototyped, types: !144)
!144 = !{!12, !73, !40}
!145 = !{!146, !147}
!146 = !DILocalVariable(name: "rule", arg: 1, scope: !142, file: !3, line: 1, type: !73)
!147 = !DILocalVariable(name: "len", arg: 2, scope: !142, file: !3, line: 1, type: !40)
!148 = !DILocation(line: 1, column: 1, scope: !142)
!149 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !150, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !152)
!150 = !DISubroutineType(flags: DIFlagPrototyped, types: !151)
!151 = !{!12, !80}
!152 = !{!153}
!153 = !DILocalVariable(name: "ctx", arg: 1, scope: !149, file: !3, line: 1, type: !80)
!154 = !DILocation(line: 1, column: 1, scope: !149)
