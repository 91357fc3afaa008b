target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0112\\012source\\011bogon-filter.xf\\012default\\011pass\\012rule\\0110\\01116\\011pass\\011-\22"
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
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !85 {
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
define i32 @xdpc_rules_0(ptr %0, i32 %1, ptr %2) #0 !dbg !123 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !130
  %val = alloca [2 x i64], align 8, !dbg !130
  %key = alloca i32, align 8, !dbg !130
  %best = alloca i32, align 8, !dbg !130
  store i32 %1, ptr %best, align 4, !dbg !130
  %3 = icmp eq ptr %0, null, !dbg !130
  %4 = icmp eq ptr %2, null, !dbg !130
  %5 = or i1 %3, %4, !dbg !130
  br i1 %5, label %continue, label %rules, !dbg !130

rules:                                            ; preds = %entry
  %family = getelementptr i8, ptr %0, i64 67, !dbg !130
  %family2 = load i8, ptr %family, align 1, !dbg !130
  %6 = zext i8 %family2 to i64, !dbg !130
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !130
  %src_hi3 = load i64, ptr %src_hi, align 8, !dbg !130
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !130
  %src_lo4 = load i64, ptr %src_lo, align 8, !dbg !130
  switch i64 %6, label %next [
    i64 4, label %set.ip4
  ], !dbg !130

hit:                                              ; preds = %set.ip4
  ret i32 6, !dbg !130

next:                                             ; preds = %set.ip4, %rules
  %family7 = getelementptr i8, ptr %0, i64 67, !dbg !131
  %family8 = load i8, ptr %family7, align 1, !dbg !131
  %7 = zext i8 %family8 to i64, !dbg !131
  %src_hi9 = getelementptr i8, ptr %0, i64 0, !dbg !131
  %src_hi10 = load i64, ptr %src_hi9, align 8, !dbg !131
  %src_lo11 = getelementptr i8, ptr %0, i64 8, !dbg !131
  %src_lo12 = load i64, ptr %src_lo11, align 8, !dbg !131
  switch i64 %7, label %next6 [
    i64 6, label %set.ip6
  ], !dbg !131

set.ip4:                                          ; preds = %rules
  %8 = lshr i64 %src_hi3, 32, !dbg !130
  %9 = sub i64 %8, 167772160, !dbg !130
  %10 = icmp ule i64 %9, 16777215, !dbg !130
  br i1 %10, label %hit, label %next, !dbg !130

hit5:                                             ; preds = %set.v6lo
  ret i32 10, !dbg !131

next6:                                            ; preds = %set.v6lo, %set.ip6, %next
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !132
  %flags16 = load i32, ptr %flags, align 4, !dbg !132
  %11 = zext i32 %flags16 to i64, !dbg !132
  %12 = and i64 %11, 16, !dbg !132
  %13 = icmp ne i64 %12, 0, !dbg !132
  br i1 %13, label %has, label %next14, !dbg !132

set.ip6:                                          ; preds = %next
  %14 = icmp uge i64 %src_hi10, -216152767566184448, !dbg !131
  %15 = icmp ule i64 %src_hi10, -216152763271217153, !dbg !131
  %16 = and i1 %14, %15, !dbg !131
  br i1 %16, label %set.v6lo, label %next6, !dbg !131

set.v6lo:                                         ; preds = %set.ip6
  %17 = icmp ne i64 %src_hi10, -216152767566184448, !dbg !131
  %18 = icmp uge i64 %src_lo12, 0, !dbg !131
  %19 = or i1 %17, %18, !dbg !131
  %20 = icmp ne i64 %src_hi10, -216152763271217153, !dbg !131
  %21 = icmp ule i64 %src_lo12, -1, !dbg !131
  %22 = or i1 %20, %21, !dbg !131
  %23 = and i1 %19, %22, !dbg !131
  br i1 %23, label %hit5, label %next6, !dbg !131

hit13:                                            ; preds = %has22
  ret i32 14, !dbg !132

next14:                                           ; preds = %has22, %and, %has18, %and15, %has, %next6
  %family28 = getelementptr i8, ptr %0, i64 67, !dbg !133
  %family29 = load i8, ptr %family28, align 1, !dbg !133
  %24 = zext i8 %family29 to i64, !dbg !133
  %src_hi30 = getelementptr i8, ptr %0, i64 0, !dbg !133
  %src_hi31 = load i64, ptr %src_hi30, align 8, !dbg !133
  %src_lo32 = getelementptr i8, ptr %0, i64 8, !dbg !133
  %src_lo33 = load i64, ptr %src_lo32, align 8, !dbg !133
  switch i64 %24, label %next27 [
    i64 4, label %set.ip434
    i64 6, label %set.ip635
  ], !dbg !133

and:                                              ; preds = %has18
  %flags23 = getelementptr i8, ptr %0, i64 52, !dbg !132
  %flags24 = load i32, ptr %flags23, align 4, !dbg !132
  %25 = zext i32 %flags24 to i64, !dbg !132
  %26 = and i64 %25, 64, !dbg !132
  %27 = icmp ne i64 %26, 0, !dbg !132
  br i1 %27, label %has22, label %next14, !dbg !132

and15:                                            ; preds = %has
  %flags19 = getelementptr i8, ptr %0, i64 52, !dbg !132
  %flags20 = load i32, ptr %flags19, align 4, !dbg !132
  %28 = zext i32 %flags20 to i64, !dbg !132
  %29 = and i64 %28, 64, !dbg !132
  %30 = icmp ne i64 %29, 0, !dbg !132
  br i1 %30, label %has18, label %next14, !dbg !132

has:                                              ; preds = %next6
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !132
  %proto17 = load i8, ptr %proto, align 1, !dbg !132
  %31 = zext i8 %proto17 to i64, !dbg !132
  %32 = icmp eq i64 %31, 17, !dbg !132
  br i1 %32, label %and15, label %next14, !dbg !132

has18:                                            ; preds = %and15
  %sport = getelementptr i8, ptr %0, i64 60, !dbg !132
  %sport21 = load i16, ptr %sport, align 2, !dbg !132
  %33 = zext i16 %sport21 to i64, !dbg !132
  %34 = icmp eq i64 %33, 68, !dbg !132
  br i1 %34, label %and, label %next14, !dbg !132

has22:                                            ; preds = %and
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !132
  %dport25 = load i16, ptr %dport, align 2, !dbg !132
  %35 = zext i16 %dport25 to i64, !dbg !132
  %36 = icmp eq i64 %35, 67, !dbg !132
  br i1 %36, label %hit13, label %next14, !dbg !132

hit26:                                            ; preds = %set.ip635, %set.ip434
  %counter = getelementptr i8, ptr %2, i64 48, !dbg !133
  %37 = load i64, ptr %counter, align 8, !dbg !133
  %38 = add i64 %37, 1, !dbg !133
  store i64 %38, ptr %counter, align 8, !dbg !133
  %39 = getelementptr i8, ptr %counter, i64 8, !dbg !133
  %40 = load i64, ptr %39, align 8, !dbg !133
  %len = getelementptr i8, ptr %0, i64 48, !dbg !133
  %len36 = load i32, ptr %len, align 4, !dbg !133
  %41 = zext i32 %len36 to i64, !dbg !133
  %42 = add i64 %40, %41, !dbg !133
  store i64 %42, ptr %39, align 8, !dbg !133
  %flags37 = getelementptr i8, ptr %0, i64 52, !dbg !133
  %flags38 = load i32, ptr %flags37, align 4, !dbg !133
  %43 = zext i32 %flags38 to i64, !dbg !133
  %44 = and i64 %43, 12, !dbg !133
  %45 = icmp ne i64 %44, 0, !dbg !133
  br i1 %45, label %count.key, label %count.skip, !dbg !133

next27:                                           ; preds = %count.skip, %set.ip635, %set.ip434, %next14
  %family55 = getelementptr i8, ptr %0, i64 67, !dbg !134
  %family56 = load i8, ptr %family55, align 1, !dbg !134
  %46 = zext i8 %family56 to i64, !dbg !134
  %src_hi57 = getelementptr i8, ptr %0, i64 0, !dbg !134
  %src_hi58 = load i64, ptr %src_hi57, align 8, !dbg !134
  %src_lo59 = getelementptr i8, ptr %0, i64 8, !dbg !134
  %src_lo60 = load i64, ptr %src_lo59, align 8, !dbg !134
  switch i64 %46, label %next54 [
    i64 4, label %set.ip461
    i64 6, label %set.ip662
  ], !dbg !134

set.ip434:                                        ; preds = %next14
  %47 = lshr i64 %src_hi31, 32, !dbg !133
  %48 = call i32 @xdpc_set2_ip4_search(i64 %47), !dbg !133
  %49 = icmp ne i32 %48, 0, !dbg !133
  br i1 %49, label %hit26, label %next27, !dbg !133

set.ip635:                                        ; preds = %next14
  %50 = call i32 @xdpc_set2_ip6_search(i64 %src_hi31, i64 %src_lo33), !dbg !133
  %51 = icmp ne i32 %50, 0, !dbg !133
  br i1 %51, label %hit26, label %next27, !dbg !133

count.key:                                        ; preds = %hit26
  %src_hi39 = getelementptr i8, ptr %0, i64 0, !dbg !133
  %src_hi40 = load i64, ptr %src_hi39, align 8, !dbg !133
  %src_lo41 = getelementptr i8, ptr %0, i64 8, !dbg !133
  %src_lo42 = load i64, ptr %src_lo41, align 8, !dbg !133
  %family43 = getelementptr i8, ptr %0, i64 67, !dbg !133
  %family44 = load i8, ptr %family43, align 1, !dbg !133
  %52 = zext i8 %family44 to i64, !dbg !133
  %53 = trunc i64 %52 to i32, !dbg !133
  %54 = getelementptr i8, ptr %addr, i64 0, !dbg !133
  store i32 %53, ptr %54, align 4, !dbg !133
  %55 = call i64 @llvm.bswap.i64(i64 %src_hi40), !dbg !133
  %56 = getelementptr i8, ptr %addr, i64 4, !dbg !133
  store i64 %55, ptr %56, align 4, !dbg !133
  %57 = call i64 @llvm.bswap.i64(i64 %src_lo42), !dbg !133
  %58 = getelementptr i8, ptr %addr, i64 12, !dbg !133
  store i64 %57, ptr %58, align 4, !dbg !133
  %59 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_src, ptr %addr), !dbg !133
  %60 = icmp ne ptr %59, null, !dbg !133
  br i1 %60, label %addr.found, label %addr.create, !dbg !133

count.skip:                                       ; preds = %addr.done, %hit26
  br label %next27, !dbg !133

addr.found:                                       ; preds = %count.key
  %61 = icmp ne ptr %59, null, !dbg !133
  br i1 %61, label %count.add, label %count.done, !dbg !133

addr.create:                                      ; preds = %count.key
  %62 = getelementptr i8, ptr %val, i64 0, !dbg !133
  store i64 1, ptr %62, align 8, !dbg !133
  %len47 = getelementptr i8, ptr %0, i64 48, !dbg !133
  %len48 = load i32, ptr %len47, align 4, !dbg !133
  %63 = zext i32 %len48 to i64, !dbg !133
  %64 = getelementptr i8, ptr %val, i64 8, !dbg !133
  store i64 %63, ptr %64, align 8, !dbg !133
  %65 = call i64 inttoptr (i64 2 to ptr)(ptr @xdpc_t0_src, ptr %addr, ptr %val, i64 1), !dbg !133
  %66 = icmp eq i64 %65, 0, !dbg !133
  br i1 %66, label %addr.done, label %addr.retry, !dbg !133

addr.retry:                                       ; preds = %addr.create
  %67 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_src, ptr %addr), !dbg !133
  %68 = icmp ne ptr %67, null, !dbg !133
  br i1 %68, label %count.add49, label %count.done50, !dbg !133

addr.done:                                        ; preds = %count.done50, %addr.create, %count.done
  br label %count.skip, !dbg !133

count.add:                                        ; preds = %addr.found
  %69 = load i64, ptr %59, align 8, !dbg !133
  %70 = add i64 %69, 1, !dbg !133
  store i64 %70, ptr %59, align 8, !dbg !133
  %71 = getelementptr i8, ptr %59, i64 8, !dbg !133
  %72 = load i64, ptr %71, align 8, !dbg !133
  %len45 = getelementptr i8, ptr %0, i64 48, !dbg !133
  %len46 = load i32, ptr %len45, align 4, !dbg !133
  %73 = zext i32 %len46 to i64, !dbg !133
  %74 = add i64 %72, %73, !dbg !133
  store i64 %74, ptr %71, align 8, !dbg !133
  br label %count.done, !dbg !133

count.done:                                       ; preds = %count.add, %addr.found
  br label %addr.done, !dbg !133

count.add49:                                      ; preds = %addr.retry
  %75 = load i64, ptr %67, align 8, !dbg !133
  %76 = add i64 %75, 1, !dbg !133
  store i64 %76, ptr %67, align 8, !dbg !133
  %77 = getelementptr i8, ptr %67, i64 8, !dbg !133
  %78 = load i64, ptr %77, align 8, !dbg !133
  %len51 = getelementptr i8, ptr %0, i64 48, !dbg !133
  %len52 = load i32, ptr %len51, align 4, !dbg !133
  %79 = zext i32 %len52 to i64, !dbg !133
  %80 = add i64 %78, %79, !dbg !133
  store i64 %80, ptr %77, align 8, !dbg !133
  br label %count.done50, !dbg !133

count.done50:                                     ; preds = %count.add49, %addr.retry
  br label %addr.done, !dbg !133

hit53:                                            ; preds = %set.ip662, %set.ip461
  ret i32 21, !dbg !134

next54:                                           ; preds = %set.ip662, %set.ip461, %next27
  %family65 = getelementptr i8, ptr %0, i64 67, !dbg !135
  %family66 = load i8, ptr %family65, align 1, !dbg !135
  %81 = zext i8 %family66 to i64, !dbg !135
  %dst_hi = getelementptr i8, ptr %0, i64 16, !dbg !135
  %dst_hi67 = load i64, ptr %dst_hi, align 8, !dbg !135
  %dst_lo = getelementptr i8, ptr %0, i64 24, !dbg !135
  %dst_lo68 = load i64, ptr %dst_lo, align 8, !dbg !135
  switch i64 %81, label %next64 [
    i64 4, label %set.ip469
  ], !dbg !135

set.ip461:                                        ; preds = %next27
  %82 = lshr i64 %src_hi58, 32, !dbg !134
  %83 = call i32 @xdpc_set2_ip4_search(i64 %82), !dbg !134
  %84 = icmp ne i32 %83, 0, !dbg !134
  br i1 %84, label %hit53, label %next54, !dbg !134

set.ip662:                                        ; preds = %next27
  %85 = call i32 @xdpc_set2_ip6_search(i64 %src_hi58, i64 %src_lo60), !dbg !134
  %86 = icmp ne i32 %85, 0, !dbg !134
  br i1 %86, label %hit53, label %next54, !dbg !134

hit63:                                            ; preds = %set.ip469
  ret i32 25, !dbg !135

next64:                                           ; preds = %set.ip469, %next54
  %family72 = getelementptr i8, ptr %0, i64 67, !dbg !136
  %family73 = load i8, ptr %family72, align 1, !dbg !136
  %87 = zext i8 %family73 to i64, !dbg !136
  %dst_hi74 = getelementptr i8, ptr %0, i64 16, !dbg !136
  %dst_hi75 = load i64, ptr %dst_hi74, align 8, !dbg !136
  %dst_lo76 = getelementptr i8, ptr %0, i64 24, !dbg !136
  %dst_lo77 = load i64, ptr %dst_lo76, align 8, !dbg !136
  switch i64 %87, label %next71 [
    i64 4, label %set.ip478
  ], !dbg !136

set.ip469:                                        ; preds = %next54
  %88 = lshr i64 %dst_hi67, 32, !dbg !135
  %89 = sub i64 %88, 0, !dbg !135
  %90 = icmp ule i64 %89, 16777215, !dbg !135
  br i1 %90, label %hit63, label %next64, !dbg !135

hit70:                                            ; preds = %set.ip478
  ret i32 29, !dbg !136

next71:                                           ; preds = %set.ip478, %next64
  %family81 = getelementptr i8, ptr %0, i64 67, !dbg !137
  %family82 = load i8, ptr %family81, align 1, !dbg !137
  %91 = zext i8 %family82 to i64, !dbg !137
  %dst_hi83 = getelementptr i8, ptr %0, i64 16, !dbg !137
  %dst_hi84 = load i64, ptr %dst_hi83, align 8, !dbg !137
  %dst_lo85 = getelementptr i8, ptr %0, i64 24, !dbg !137
  %dst_lo86 = load i64, ptr %dst_lo85, align 8, !dbg !137
  switch i64 %91, label %next80 [
    i64 6, label %set.ip687
  ], !dbg !137

set.ip478:                                        ; preds = %next64
  %92 = lshr i64 %dst_hi75, 32, !dbg !136
  %93 = sub i64 %92, 2130706432, !dbg !136
  %94 = icmp ule i64 %93, 16777215, !dbg !136
  br i1 %94, label %hit70, label %next71, !dbg !136

hit79:                                            ; preds = %set.v6lo88
  ret i32 33, !dbg !137

next80:                                           ; preds = %set.v6lo88, %set.ip687, %next71
  br label %continue, !dbg !137

continue:                                         ; preds = %next80, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !130
  ret i32 %best1, !dbg !130

set.ip687:                                        ; preds = %next71
  %95 = icmp uge i64 %dst_hi84, 0, !dbg !137
  %96 = icmp ule i64 %dst_hi84, 0, !dbg !137
  %97 = and i1 %95, %96, !dbg !137
  br i1 %97, label %set.v6lo88, label %next80, !dbg !137

set.v6lo88:                                       ; preds = %set.ip687
  %98 = icmp ne i64 %dst_hi84, 0, !dbg !137
  %99 = icmp uge i64 %dst_lo86, 1, !dbg !137
  %100 = or i1 %98, %99, !dbg !137
  %101 = icmp ne i64 %dst_hi84, 0, !dbg !137
  %102 = icmp ule i64 %dst_lo86, 1, !dbg !137
  %103 = or i1 %101, %102, !dbg !137
  %104 = and i1 %100, %103, !dbg !137
  br i1 %104, label %hit79, label %next80, !dbg !137
}

; Function Attrs: noinline nounwind
define i32 @xdpc_set2_ip4_search(i64 %0) #0 !dbg !138 {
entry:
  %1 = load i64, ptr getelementptr (i64, ptr @xdpc_set2_ip4, i64 16), align 8, !dbg !143
  %2 = sub i64 %0, %1, !dbg !143
  %3 = lshr i64 %2, 63, !dbg !143
  %ge = xor i64 %3, 1, !dbg !143
  %4 = sub i64 0, %ge, !dbg !143
  %5 = and i64 %4, 8, !dbg !143
  %i = add i64 0, %5, !dbg !143
  %6 = add i64 %i, 4, !dbg !143
  %7 = mul i64 %6, 2, !dbg !143
  %8 = add i64 %7, 0, !dbg !143
  %9 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %8, !dbg !143
  %10 = load i64, ptr %9, align 8, !dbg !143
  %11 = sub i64 %0, %10, !dbg !143
  %12 = lshr i64 %11, 63, !dbg !143
  %ge1 = xor i64 %12, 1, !dbg !143
  %13 = sub i64 0, %ge1, !dbg !143
  %14 = and i64 %13, 4, !dbg !143
  %i2 = add i64 %i, %14, !dbg !143
  %15 = add i64 %i2, 2, !dbg !143
  %16 = mul i64 %15, 2, !dbg !143
  %17 = add i64 %16, 0, !dbg !143
  %18 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %17, !dbg !143
  %19 = load i64, ptr %18, align 8, !dbg !143
  %20 = sub i64 %0, %19, !dbg !143
  %21 = lshr i64 %20, 63, !dbg !143
  %ge3 = xor i64 %21, 1, !dbg !143
  %22 = sub i64 0, %ge3, !dbg !143
  %23 = and i64 %22, 2, !dbg !143
  %i4 = add i64 %i2, %23, !dbg !143
  %24 = add i64 %i4, 1, !dbg !143
  %25 = mul i64 %24, 2, !dbg !143
  %26 = add i64 %25, 0, !dbg !143
  %27 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %26, !dbg !143
  %28 = load i64, ptr %27, align 8, !dbg !143
  %29 = sub i64 %0, %28, !dbg !143
  %30 = lshr i64 %29, 63, !dbg !143
  %ge5 = xor i64 %30, 1, !dbg !143
  %31 = sub i64 0, %ge5, !dbg !143
  %32 = and i64 %31, 1, !dbg !143
  %i6 = add i64 %i4, %32, !dbg !143
  %33 = mul i64 %i6, 2, !dbg !143
  %34 = add i64 %33, 0, !dbg !143
  %35 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %34, !dbg !143
  %36 = load i64, ptr %35, align 8, !dbg !143
  %37 = add i64 %33, 1, !dbg !143
  %38 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %37, !dbg !143
  %39 = load i64, ptr %38, align 8, !dbg !143
  %40 = sub i64 %0, %36, !dbg !143
  %41 = lshr i64 %40, 63, !dbg !143
  %ge7 = xor i64 %41, 1, !dbg !143
  %42 = sub i64 %39, %0, !dbg !143
  %43 = lshr i64 %42, 63, !dbg !143
  %ge8 = xor i64 %43, 1, !dbg !143
  %44 = and i64 %ge7, %ge8, !dbg !143
  %45 = trunc i64 %44 to i32, !dbg !143
  ret i32 %45, !dbg !143
}

; Function Attrs: noinline nounwind
define i32 @xdpc_set2_ip6_search(i64 %0, i64 %1) #0 !dbg !144 {
entry:
  %hx = lshr i64 %0, 1, !dbg !150
  %2 = load i64, ptr getelementptr (i64, ptr @xdpc_set2_ip6, i64 32), align 8, !dbg !150
  %3 = lshr i64 %2, 1, !dbg !150
  %4 = sub i64 %3, %hx, !dbg !150
  %5 = call i64 @llvm.bpf.passthrough.i64.i64(i32 45, i64 %4), !dbg !150
  %lt = lshr i64 %5, 63, !dbg !150
  %6 = sub i64 0, %lt, !dbg !150
  %7 = and i64 %6, 8, !dbg !150
  %i = add i64 0, %7, !dbg !150
  %8 = add i64 %i, 4, !dbg !150
  %9 = mul i64 %8, 4, !dbg !150
  %10 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %9, !dbg !150
  %11 = load i64, ptr %10, align 8, !dbg !150
  %12 = lshr i64 %11, 1, !dbg !150
  %13 = sub i64 %12, %hx, !dbg !150
  %14 = call i64 @llvm.bpf.passthrough.i64.i64(i32 46, i64 %13), !dbg !150
  %lt1 = lshr i64 %14, 63, !dbg !150
  %15 = sub i64 0, %lt1, !dbg !150
  %16 = and i64 %15, 4, !dbg !150
  %i2 = add i64 %i, %16, !dbg !150
  %17 = add i64 %i2, 2, !dbg !150
  %18 = mul i64 %17, 4, !dbg !150
  %19 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %18, !dbg !150
  %20 = load i64, ptr %19, align 8, !dbg !150
  %21 = lshr i64 %20, 1, !dbg !150
  %22 = sub i64 %21, %hx, !dbg !150
  %23 = call i64 @llvm.bpf.passthrough.i64.i64(i32 47, i64 %22), !dbg !150
  %lt3 = lshr i64 %23, 63, !dbg !150
  %24 = sub i64 0, %lt3, !dbg !150
  %25 = and i64 %24, 2, !dbg !150
  %i4 = add i64 %i2, %25, !dbg !150
  %26 = add i64 %i4, 1, !dbg !150
  %27 = mul i64 %26, 4, !dbg !150
  %28 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %27, !dbg !150
  %29 = load i64, ptr %28, align 8, !dbg !150
  %30 = lshr i64 %29, 1, !dbg !150
  %31 = sub i64 %30, %hx, !dbg !150
  %32 = call i64 @llvm.bpf.passthrough.i64.i64(i32 48, i64 %31), !dbg !150
  %lt5 = lshr i64 %32, 63, !dbg !150
  %33 = sub i64 0, %lt5, !dbg !150
  %34 = and i64 %33, 1, !dbg !150
  %i6 = add i64 %i4, %34, !dbg !150
  %35 = add i64 %i6, 2, !dbg !150
  %36 = mul i64 %35, 4, !dbg !150
  %37 = add i64 %36, 0, !dbg !150
  %38 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %37, !dbg !150
  %39 = load i64, ptr %38, align 8, !dbg !150
  %40 = add i64 %36, 1, !dbg !150
  %41 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %40, !dbg !150
  %42 = load i64, ptr %41, align 8, !dbg !150
  %43 = sub i64 %1, %42, !dbg !150
  %44 = sub i64 %43, 0, !dbg !150
  %45 = xor i64 %1, -1, !dbg !150
  %46 = and i64 %45, %42, !dbg !150
  %47 = xor i64 %1, %42, !dbg !150
  %48 = xor i64 %47, -1, !dbg !150
  %49 = and i64 %48, %44, !dbg !150
  %50 = or i64 %46, %49, !dbg !150
  %51 = lshr i64 %50, 63, !dbg !150
  %52 = sub i64 %0, %39, !dbg !150
  %53 = sub i64 %52, %51, !dbg !150
  %54 = xor i64 %0, -1, !dbg !150
  %55 = and i64 %54, %39, !dbg !150
  %56 = xor i64 %0, %39, !dbg !150
  %57 = xor i64 %56, -1, !dbg !150
  %58 = and i64 %57, %53, !dbg !150
  %59 = or i64 %55, %58, !dbg !150
  %60 = lshr i64 %59, 63, !dbg !150
  %ge = xor i64 %60, 1, !dbg !150
  %61 = sub i64 0, %ge, !dbg !150
  %62 = and i64 %61, 2, !dbg !150
  %i7 = add i64 %i6, %62, !dbg !150
  %63 = add i64 %i7, 1, !dbg !150
  %64 = mul i64 %63, 4, !dbg !150
  %65 = add i64 %64, 0, !dbg !150
  %66 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %65, !dbg !150
  %67 = load i64, ptr %66, align 8, !dbg !150
  %68 = add i64 %64, 1, !dbg !150
  %69 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %68, !dbg !150
  %70 = load i64, ptr %69, align 8, !dbg !150
  %71 = sub i64 %1, %70, !dbg !150
  %72 = sub i64 %71, 0, !dbg !150
  %73 = xor i64 %1, -1, !dbg !150
  %74 = and i64 %73, %70, !dbg !150
  %75 = xor i64 %1, %70, !dbg !150
  %76 = xor i64 %75, -1, !dbg !150
  %77 = and i64 %76, %72, !dbg !150
  %78 = or i64 %74, %77, !dbg !150
  %79 = lshr i64 %78, 63, !dbg !150
  %80 = sub i64 %0, %67, !dbg !150
  %81 = sub i64 %80, %79, !dbg !150
  %82 = xor i64 %0, -1, !dbg !150
  %83 = and i64 %82, %67, !dbg !150
  %84 = xor i64 %0, %67, !dbg !150
  %85 = xor i64 %84, -1, !dbg !150
  %86 = and i64 %85, %81, !dbg !150
  %87 = or i64 %83, %86, !dbg !150
  %88 = lshr i64 %87, 63, !dbg !150
  %ge8 = xor i64 %88, 1, !dbg !150
  %89 = sub i64 0, %ge8, !dbg !150
  %90 = and i64 %89, 1, !dbg !150
  %i9 = add i64 %i7, %90, !dbg !150
  %91 = mul i64 %i9, 4, !dbg !150
  %92 = add i64 %91, 0, !dbg !150
  %93 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %92, !dbg !150
  %94 = load i64, ptr %93, align 8, !dbg !150
  %95 = add i64 %91, 2, !dbg !150
  %96 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %95, !dbg !150
  %97 = load i64, ptr %96, align 8, !dbg !150
  %98 = add i64 %91, 1, !dbg !150
  %99 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %98, !dbg !150
  %100 = load i64, ptr %99, align 8, !dbg !150
  %101 = add i64 %91, 3, !dbg !150
  %102 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %101, !dbg !150
  %103 = load i64, ptr %102, align 8, !dbg !150
  %104 = sub i64 %1, %100, !dbg !150
  %105 = sub i64 %104, 0, !dbg !150
  %106 = xor i64 %1, -1, !dbg !150
  %107 = and i64 %106, %100, !dbg !150
  %108 = xor i64 %1, %100, !dbg !150
  %109 = xor i64 %108, -1, !dbg !150
  %110 = and i64 %109, %105, !dbg !150
  %111 = or i64 %107, %110, !dbg !150
  %112 = lshr i64 %111, 63, !dbg !150
  %113 = sub i64 %0, %94, !dbg !150
  %114 = sub i64 %113, %112, !dbg !150
  %115 = xor i64 %0, -1, !dbg !150
  %116 = and i64 %115, %94, !dbg !150
  %117 = xor i64 %0, %94, !dbg !150
  %118 = xor i64 %117, -1, !dbg !150
  %119 = and i64 %118, %114, !dbg !150
  %120 = or i64 %116, %119, !dbg !150
  %121 = lshr i64 %120, 63, !dbg !150
  %ge10 = xor i64 %121, 1, !dbg !150
  %122 = sub i64 %103, %1, !dbg !150
  %123 = sub i64 %122, 0, !dbg !150
  %124 = xor i64 %103, -1, !dbg !150
  %125 = and i64 %124, %1, !dbg !150
  %126 = xor i64 %103, %1, !dbg !150
  %127 = xor i64 %126, -1, !dbg !150
  %128 = and i64 %127, %123, !dbg !150
  %129 = or i64 %125, %128, !dbg !150
  %130 = lshr i64 %129, 63, !dbg !150
  %131 = sub i64 %97, %0, !dbg !150
  %132 = sub i64 %131, %130, !dbg !150
  %133 = xor i64 %97, -1, !dbg !150
  %134 = and i64 %133, %0, !dbg !150
  %135 = xor i64 %97, %0, !dbg !150
  %136 = xor i64 %135, -1, !dbg !150
  %137 = and i64 %136, %132, !dbg !150
  %138 = or i64 %134, %137, !dbg !150
  %139 = lshr i64 %138, 63, !dbg !150
  %ge11 = xor i64 %139, 1, !dbg !150
  %140 = and i64 %ge10, %ge11, !dbg !150
  %141 = trunc i64 %140 to i32, !dbg !150
  ret i32 %141, !dbg !150
}

; Function Attrs: nounwind memory(none)
declare i64 @llvm.bpf.passthrough.i64.i64(i32, i64) #2

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !151 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !156
  %addr = alloca [5 x i32], align 8, !dbg !156
  %val = alloca [2 x i64], align 8, !dbg !156
  %key = alloca i32, align 8, !dbg !156
  %best = alloca i32, align 8, !dbg !156
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !156
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !156
  store i32 0, ptr %key, align 4, !dbg !156
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !156
  %3 = icmp eq ptr %2, null, !dbg !156
  br i1 %3, label %no.counters, label %counters, !dbg !156

no.counters:                                      ; preds = %entry
  ret i32 2, !dbg !156

counters:                                         ; preds = %entry
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0, ptr %2), !dbg !156
  %4 = icmp ne i32 %best1, 0, !dbg !156
  br i1 %4, label %decided, label %undecided, !dbg !156

undecided:                                        ; preds = %counters
  %counter3 = getelementptr i8, ptr %2, i64 128, !dbg !156
  %5 = load i64, ptr %counter3, align 8, !dbg !156
  %6 = add i64 %5, 1, !dbg !156
  store i64 %6, ptr %counter3, align 8, !dbg !156
  %7 = getelementptr i8, ptr %counter3, i64 8, !dbg !156
  %8 = load i64, ptr %7, align 8, !dbg !156
  %len4 = getelementptr i8, ptr %pkt, i64 48, !dbg !156
  %len5 = load i32, ptr %len4, align 4, !dbg !156
  %9 = zext i32 %len5 to i64, !dbg !156
  %10 = add i64 %8, %9, !dbg !156
  store i64 %10, ptr %7, align 8, !dbg !156
  ret i32 2, !dbg !156

decided:                                          ; preds = %counters
  %verdict = phi i32 [ %best1, %counters ], !dbg !156
  %11 = lshr i32 %verdict, 2, !dbg !156
  %rule = sub i32 %11, 1, !dbg !156
  %12 = zext i32 %rule to i64, !dbg !156
  %13 = icmp ult i64 %12, 9, !dbg !156
  br i1 %13, label %count.in, label %count.out, !dbg !156

count.in:                                         ; preds = %decided
  %off = shl i64 %12, 4, !dbg !156
  %counter = getelementptr i8, ptr %2, i64 %off, !dbg !156
  %14 = load i64, ptr %counter, align 8, !dbg !156
  %15 = add i64 %14, 1, !dbg !156
  store i64 %15, ptr %counter, align 8, !dbg !156
  %16 = getelementptr i8, ptr %counter, i64 8, !dbg !156
  %17 = load i64, ptr %16, align 8, !dbg !156
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !156
  %len2 = load i32, ptr %len, align 4, !dbg !156
  %18 = zext i32 %len2 to i64, !dbg !156
  %19 = add i64 %17, %18, !dbg !156
  store i64 %19, ptr %16, align 8, !dbg !156
  br label %count.out, !dbg !156

count.out:                                        ; preds = %count.in, %decided
  %action = and i32 %verdict, 3, !dbg !156
  ret i32 %action, !dbg !156
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!83, !84}

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
!60 = !{!61, !66, !71, !75}
!61 = !DIDerivedType(tag: DW_TAG_member, name: "type", file: !3, baseType: !62, size: 64, align: 64)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64, align: 64, dwarfAddressSpace: 0)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 192, align: 32, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 6, lowerBound: 0)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !67, size: 64, align: 64, offset: 64)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64, align: 64, dwarfAddressSpace: 0)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, align: 32, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 1, lowerBound: 0)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "key", file: !3, baseType: !72, size: 64, align: 64, offset: 128)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64, align: 64, dwarfAddressSpace: 0)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u32", file: !3, baseType: !74)
!74 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned_char)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !76, size: 64, align: 64, offset: 192)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64, align: 64, dwarfAddressSpace: 0)
!77 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_block_9", file: !3, size: 1152, align: 64, elements: !78)
!78 = !{!79}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "c", file: !3, baseType: !80, size: 1152, align: 64)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 1152, align: 32, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 18, lowerBound: 0)
!83 = !{i32 2, !"Debug Info Version", i32 3}
!84 = !{i32 2, !"Dwarf Version", i32 5}
!85 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !86, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !119)
!86 = !DISubroutineType(flags: DIFlagPrototyped, types: !87)
!87 = !{!12, !88, !97}
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64, align: 64, dwarfAddressSpace: 0)
!89 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !90)
!90 = !{!91, !92, !93, !94, !95, !96}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !73, size: 32, align: 32)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !73, size: 32, align: 32, offset: 32)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !73, size: 32, align: 32, offset: 64)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !73, size: 32, align: 32, offset: 96)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !73, size: 32, align: 32, offset: 128)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !73, size: 32, align: 32, offset: 160)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64, align: 64, dwarfAddressSpace: 0)
!98 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !99)
!99 = !{!100, !101, !102, !103, !104, !105, !106, !107, !108, !111, !112, !113, !114, !115, !116, !117, !118}
!100 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !40, size: 64, align: 64)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !40, size: 64, align: 64, offset: 64)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !40, size: 64, align: 64, offset: 128)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !40, size: 64, align: 64, offset: 192)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !40, size: 64, align: 64, offset: 256)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !40, size: 64, align: 64, offset: 320)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !73, size: 32, align: 32, offset: 384)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !73, size: 32, align: 32, offset: 416)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !109, size: 16, align: 16, offset: 448)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !110)
!110 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !109, size: 16, align: 16, offset: 464)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !109, size: 16, align: 16, offset: 480)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !109, size: 16, align: 16, offset: 496)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !25, size: 8, align: 8, offset: 512)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !25, size: 8, align: 8, offset: 520)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !25, size: 8, align: 8, offset: 528)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !25, size: 8, align: 8, offset: 536)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !73, size: 32, align: 32, offset: 544)
!119 = !{!120, !121}
!120 = !DILocalVariable(name: "ctx", arg: 1, scope: !85, file: !3, line: 1, type: !88)
!121 = !DILocalVariable(name: "pkt", arg: 2, scope: !85, file: !3, line: 1, type: !97)
!122 = !DILocation(line: 1, column: 1, scope: !85)
!123 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 16, type: !124, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !126)
!124 = !DISubroutineType(flags: DIFlagPrototyped, types: !125)
!125 = !{!12, !97, !73, !76}
!126 = !{!127, !128, !129}
!127 = !DILocalVariable(name: "pkt", arg: 1, scope: !123, file: !3, line: 16, type: !97)
!128 = !DILocalVariable(name: "best", arg: 2, scope: !123, file: !3, line: 16, type: !73)
!129 = !DILocalVariable(name: "counters", arg: 3, scope: !123, file: !3, line: 16, type: !76)
!130 = !DILocation(line: 16, column: 1, scope: !123)
!131 = !DILocation(line: 17, column: 1, scope: !123)
!132 = !DILocation(line: 20, column: 1, scope: !123)
!133 = !DILocation(line: 22, column: 1, scope: !123)
!134 = !DILocation(line: 23, column: 1, scope: !123)
!135 = !DILocation(line: 26, column: 1, scope: !123)
!136 = !DILocation(line: 27, column: 1, scope: !123)
!137 = !DILocation(line: 28, column: 1, scope: !123)
!138 = distinct !DISubprogram(name: "xdpc_set2_ip4_search", linkageName: "xdpc_set2_ip4_search", scope: !3, file: !3, line: 68, type: !139, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !141)
!139 = !DISubroutineType(flags: DIFlagPrototyped, types: !140)
!140 = !{!12, !40}
!141 = !{!142}
!142 = !DILocalVariable(name: "x", arg: 1, scope: !138, file: !3, line: 68, type: !40)
!143 = !DILocation(line: 68, column: 1, scope: !138)
!144 = distinct !DISubprogram(name: "xdpc_set2_ip6_search", linkageName: "xdpc_set2_ip6_search", scope: !3, file: !3, line: 68, type: !145, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !147)
!145 = !DISubroutineType(flags: DIFlagPrototyped, types: !146)
!146 = !{!12, !40, !40}
!147 = !{!148, !149}
!148 = !DILocalVariable(name: "hi", arg: 1, scope: !144, file: !3, line: 68, type: !40)
!149 = !DILocalVariable(name: "lo", arg: 2, scope: !144, file: !3, line: 68, type: !40)
!150 = !DILocation(line: 68, column: 1, scope: !144)
!151 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !152, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !154)
!152 = !DISubroutineType(flags: DIFlagPrototyped, types: !153)
!153 = !{!12, !88}
!154 = !{!155}
!155 = !DILocalVariable(name: "ctx", arg: 1, scope: !151, file: !3, line: 1, type: !88)
!156 = !DILocation(line: 1, column: 1, scope: !151)
