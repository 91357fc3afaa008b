target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0113\\012source\\011bogon-filter.xf\\012default\\011pass\\012rule\\0110\\01116\\011pass\\011-\22"
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
@xdpc_set2_ip4_len3 = internal constant [2 x i32] [i32 7, i32 7], section ".rodata", align 8, !dbg !43
@xdpc_set2_ip4_len3_disp = internal constant [2 x i32] zeroinitializer, section ".rodata", align 8, !dbg !50
@xdpc_set2_ip4_len10 = internal constant [32 x i32] [i32 0, i32 40, i32 0, i32 0, i32 0, i32 2860, i32 401, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1794, i32 0, i32 0, i32 1712, i32 511, i32 2816, i32 3864, i32 1703, i32 3, i32 510, i32 43, i32 2, i32 509, i32 42, i32 0, i32 508, i32 1, i32 41, i32 0], section ".rodata", align 8, !dbg !52
@xdpc_set2_ip4_len10_disp = internal constant [16 x i32] [i32 0, i32 0, i32 1, i32 1, i32 1, i32 0, i32 2, i32 0, i32 2, i32 0, i32 0, i32 1, i32 1, i32 0, i32 1, i32 0], section ".rodata", align 8, !dbg !57
@xdpc_set2_ip4_len16 = internal constant [32 x i32] [i32 43518, i32 43518, i32 44048, i32 43518, i32 44052, i32 44056, i32 44060, i32 43518, i32 43518, i32 43518, i32 44049, i32 43518, i32 44053, i32 44057, i32 44061, i32 50706, i32 43518, i32 49320, i32 43518, i32 44050, i32 44054, i32 44058, i32 44062, i32 50707, i32 43518, i32 43518, i32 43518, i32 44051, i32 44055, i32 44059, i32 44063, i32 43518], section ".rodata", align 8, !dbg !60
@xdpc_set2_ip4_len16_disp = internal constant [16 x i32] [i32 0, i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 2, i32 0, i32 0, i32 0, i32 2, i32 0, i32 0, i32 0], section ".rodata", align 8, !dbg !62
@xdpc_set2_ip4_len24 = internal constant [8 x i32] [i32 12989284, i32 12582912, i32 12582914, i32 12582912, i32 12582912, i32 13303921, i32 12582912, i32 12582912], section ".rodata", align 8, !dbg !64
@xdpc_set2_ip4_len24_disp = internal constant [2 x i32] zeroinitializer, section ".rodata", align 8, !dbg !69
@xdpc_set2_ip6 = internal constant [76 x i64] [i64 0, i64 1, i64 0, i64 1, i64 0, i64 281470681743360, i64 0, i64 281474976710655, i64 28428538856144896, i64 0, i64 28428538856210431, i64 -1, i64 72057594037927936, i64 0, i64 72057594037927936, i64 -1, i64 2306124492780339200, i64 0, i64 2306124492780404735, i64 -1, i64 2306124552909881344, i64 0, i64 2306124621629358079, i64 -1, i64 2306139568115548160, i64 0, i64 2306139572410515455, i64 -1, i64 4611123068473966592, i64 0, i64 4611422135636721663, i64 -1, i64 6845471433603153920, i64 0, i64 6845752908579864575, i64 -1, i64 -288230376151711744, i64 0, i64 -144115188075855873, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1], section ".rodata", align 8, !dbg !71
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !76

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !106 {
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
define i32 @xdpc_rules_0(ptr %0, i32 %1, ptr %2) #0 !dbg !144 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !151
  %val = alloca [2 x i64], align 8, !dbg !151
  %key = alloca i32, align 8, !dbg !151
  %best = alloca i32, align 8, !dbg !151
  store i32 %1, ptr %best, align 4, !dbg !151
  %3 = icmp eq ptr %0, null, !dbg !151
  %4 = icmp eq ptr %2, null, !dbg !151
  %5 = or i1 %3, %4, !dbg !151
  br i1 %5, label %continue, label %rules, !dbg !151

rules:                                            ; preds = %entry
  %family = getelementptr i8, ptr %0, i64 67, !dbg !151
  %family2 = load i8, ptr %family, align 1, !dbg !151
  %6 = zext i8 %family2 to i64, !dbg !151
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !151
  %src_hi3 = load i64, ptr %src_hi, align 8, !dbg !151
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !151
  %src_lo4 = load i64, ptr %src_lo, align 8, !dbg !151
  switch i64 %6, label %next [
    i64 4, label %set.ip4
  ], !dbg !151

hit:                                              ; preds = %set.ip4
  ret i32 6, !dbg !151

next:                                             ; preds = %set.ip4, %rules
  %family7 = getelementptr i8, ptr %0, i64 67, !dbg !152
  %family8 = load i8, ptr %family7, align 1, !dbg !152
  %7 = zext i8 %family8 to i64, !dbg !152
  %src_hi9 = getelementptr i8, ptr %0, i64 0, !dbg !152
  %src_hi10 = load i64, ptr %src_hi9, align 8, !dbg !152
  %src_lo11 = getelementptr i8, ptr %0, i64 8, !dbg !152
  %src_lo12 = load i64, ptr %src_lo11, align 8, !dbg !152
  switch i64 %7, label %next6 [
    i64 6, label %set.ip6
  ], !dbg !152

set.ip4:                                          ; preds = %rules
  %8 = lshr i64 %src_hi3, 32, !dbg !151
  %9 = sub i64 %8, 167772160, !dbg !151
  %10 = icmp ule i64 %9, 16777215, !dbg !151
  br i1 %10, label %hit, label %next, !dbg !151

hit5:                                             ; preds = %set.v6lo
  ret i32 10, !dbg !152

next6:                                            ; preds = %set.v6lo, %set.ip6, %next
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !153
  %flags16 = load i32, ptr %flags, align 4, !dbg !153
  %11 = zext i32 %flags16 to i64, !dbg !153
  %12 = and i64 %11, 16, !dbg !153
  %13 = icmp ne i64 %12, 0, !dbg !153
  br i1 %13, label %has, label %next14, !dbg !153

set.ip6:                                          ; preds = %next
  %14 = icmp uge i64 %src_hi10, -216152767566184448, !dbg !152
  %15 = icmp ule i64 %src_hi10, -216152763271217153, !dbg !152
  %16 = and i1 %14, %15, !dbg !152
  br i1 %16, label %set.v6lo, label %next6, !dbg !152

set.v6lo:                                         ; preds = %set.ip6
  %17 = icmp ne i64 %src_hi10, -216152767566184448, !dbg !152
  %18 = icmp uge i64 %src_lo12, 0, !dbg !152
  %19 = or i1 %17, %18, !dbg !152
  %20 = icmp ne i64 %src_hi10, -216152763271217153, !dbg !152
  %21 = icmp ule i64 %src_lo12, -1, !dbg !152
  %22 = or i1 %20, %21, !dbg !152
  %23 = and i1 %19, %22, !dbg !152
  br i1 %23, label %hit5, label %next6, !dbg !152

hit13:                                            ; preds = %has22
  ret i32 14, !dbg !153

next14:                                           ; preds = %has22, %and, %has18, %and15, %has, %next6
  %family28 = getelementptr i8, ptr %0, i64 67, !dbg !154
  %family29 = load i8, ptr %family28, align 1, !dbg !154
  %24 = zext i8 %family29 to i64, !dbg !154
  %src_hi30 = getelementptr i8, ptr %0, i64 0, !dbg !154
  %src_hi31 = load i64, ptr %src_hi30, align 8, !dbg !154
  %src_lo32 = getelementptr i8, ptr %0, i64 8, !dbg !154
  %src_lo33 = load i64, ptr %src_lo32, align 8, !dbg !154
  switch i64 %24, label %next27 [
    i64 4, label %set.ip434
    i64 6, label %set.ip647
  ], !dbg !154

and:                                              ; preds = %has18
  %flags23 = getelementptr i8, ptr %0, i64 52, !dbg !153
  %flags24 = load i32, ptr %flags23, align 4, !dbg !153
  %25 = zext i32 %flags24 to i64, !dbg !153
  %26 = and i64 %25, 64, !dbg !153
  %27 = icmp ne i64 %26, 0, !dbg !153
  br i1 %27, label %has22, label %next14, !dbg !153

and15:                                            ; preds = %has
  %flags19 = getelementptr i8, ptr %0, i64 52, !dbg !153
  %flags20 = load i32, ptr %flags19, align 4, !dbg !153
  %28 = zext i32 %flags20 to i64, !dbg !153
  %29 = and i64 %28, 64, !dbg !153
  %30 = icmp ne i64 %29, 0, !dbg !153
  br i1 %30, label %has18, label %next14, !dbg !153

has:                                              ; preds = %next6
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !153
  %proto17 = load i8, ptr %proto, align 1, !dbg !153
  %31 = zext i8 %proto17 to i64, !dbg !153
  %32 = icmp eq i64 %31, 17, !dbg !153
  br i1 %32, label %and15, label %next14, !dbg !153

has18:                                            ; preds = %and15
  %sport = getelementptr i8, ptr %0, i64 60, !dbg !153
  %sport21 = load i16, ptr %sport, align 2, !dbg !153
  %33 = zext i16 %sport21 to i64, !dbg !153
  %34 = icmp eq i64 %33, 68, !dbg !153
  br i1 %34, label %and, label %next14, !dbg !153

has22:                                            ; preds = %and
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !153
  %dport25 = load i16, ptr %dport, align 2, !dbg !153
  %35 = zext i16 %dport25 to i64, !dbg !153
  %36 = icmp eq i64 %35, 67, !dbg !153
  br i1 %36, label %hit13, label %next14, !dbg !153

hit26:                                            ; preds = %set.ip647, %xdpc_set2_ip4.done
  %counter = getelementptr i8, ptr %2, i64 48, !dbg !154
  %37 = load i64, ptr %counter, align 8, !dbg !154
  %38 = add i64 %37, 1, !dbg !154
  store i64 %38, ptr %counter, align 8, !dbg !154
  %39 = getelementptr i8, ptr %counter, i64 8, !dbg !154
  %40 = load i64, ptr %39, align 8, !dbg !154
  %len = getelementptr i8, ptr %0, i64 48, !dbg !154
  %len48 = load i32, ptr %len, align 4, !dbg !154
  %41 = zext i32 %len48 to i64, !dbg !154
  %42 = add i64 %40, %41, !dbg !154
  store i64 %42, ptr %39, align 8, !dbg !154
  %flags49 = getelementptr i8, ptr %0, i64 52, !dbg !154
  %flags50 = load i32, ptr %flags49, align 4, !dbg !154
  %43 = zext i32 %flags50 to i64, !dbg !154
  %44 = and i64 %43, 12, !dbg !154
  %45 = icmp ne i64 %44, 0, !dbg !154
  br i1 %45, label %count.key, label %count.skip, !dbg !154

next27:                                           ; preds = %count.skip, %set.ip647, %xdpc_set2_ip4.done, %next14
  %family67 = getelementptr i8, ptr %0, i64 67, !dbg !155
  %family68 = load i8, ptr %family67, align 1, !dbg !155
  %46 = zext i8 %family68 to i64, !dbg !155
  %src_hi69 = getelementptr i8, ptr %0, i64 0, !dbg !155
  %src_hi70 = load i64, ptr %src_hi69, align 8, !dbg !155
  %src_lo71 = getelementptr i8, ptr %0, i64 8, !dbg !155
  %src_lo72 = load i64, ptr %src_lo71, align 8, !dbg !155
  switch i64 %46, label %next66 [
    i64 4, label %set.ip473
    i64 6, label %set.ip698
  ], !dbg !155

set.ip434:                                        ; preds = %next14
  %47 = lshr i64 %src_hi31, 32, !dbg !154
  %48 = shl i64 %47, 32, !dbg !154
  %49 = lshr i64 %48, 54, !dbg !154
  %50 = mul i64 %49, 4468460470428443489, !dbg !154
  %bucket = lshr i64 %50, 60, !dbg !154
  %51 = shl i64 %50, 4, !dbg !154
  %home = lshr i64 %51, 59, !dbg !154
  %52 = getelementptr i32, ptr @xdpc_set2_ip4_len10_disp, i64 %bucket, !dbg !154
  %53 = load i32, ptr %52, align 4, !dbg !154
  %54 = zext i32 %53 to i64, !dbg !154
  %55 = add i64 %home, %54, !dbg !154
  %slot = and i64 %55, 31, !dbg !154
  %56 = getelementptr i32, ptr @xdpc_set2_ip4_len10, i64 %slot, !dbg !154
  %57 = load i32, ptr %56, align 4, !dbg !154
  %58 = zext i32 %57 to i64, !dbg !154
  %root = xor i64 %58, %49, !dbg !154
  %59 = icmp eq i64 %root, 0, !dbg !154
  br i1 %59, label %xdpc_set2_ip4.done, label %xdpc_set2_ip4.other, !dbg !154

xdpc_set2_ip4.done:                               ; preds = %xdpc_set2_ip4.next42, %xdpc_set2_ip4.probe41, %xdpc_set2_ip4.probe, %xdpc_set2_ip4.absent, %set.ip434
  %in46 = phi i32 [ 1, %set.ip434 ], [ %in, %xdpc_set2_ip4.absent ], [ 1, %xdpc_set2_ip4.probe ], [ 1, %xdpc_set2_ip4.probe41 ], [ 0, %xdpc_set2_ip4.next42 ], !dbg !154
  %60 = icmp ne i32 %in46, 0, !dbg !154
  br i1 %60, label %hit26, label %next27, !dbg !154

xdpc_set2_ip4.other:                              ; preds = %set.ip434
  %61 = shl i64 %root, 54, !dbg !154
  %62 = icmp eq i64 %61, 0, !dbg !154
  br i1 %62, label %xdpc_set2_ip4.marker, label %xdpc_set2_ip4.absent, !dbg !154

xdpc_set2_ip4.absent:                             ; preds = %xdpc_set2_ip4.other
  %63 = lshr i64 %48, 61, !dbg !154
  %64 = mul i64 %63, 1063863005934716433, !dbg !154
  %bucket35 = lshr i64 %64, 63, !dbg !154
  %65 = shl i64 %64, 1, !dbg !154
  %home36 = lshr i64 %65, 63, !dbg !154
  %66 = getelementptr i32, ptr @xdpc_set2_ip4_len3_disp, i64 %bucket35, !dbg !154
  %67 = load i32, ptr %66, align 4, !dbg !154
  %68 = zext i32 %67 to i64, !dbg !154
  %69 = add i64 %home36, %68, !dbg !154
  %slot37 = and i64 %69, 1, !dbg !154
  %70 = getelementptr i32, ptr @xdpc_set2_ip4_len3, i64 %slot37, !dbg !154
  %71 = load i32, ptr %70, align 4, !dbg !154
  %72 = zext i32 %71 to i64, !dbg !154
  %73 = xor i64 %72, %63, !dbg !154
  %74 = sub i64 0, %73, !dbg !154
  %75 = or i64 %73, %74, !dbg !154
  %76 = call i64 @llvm.bpf.passthrough.i64.i64(i32 45, i64 %75), !dbg !154
  %miss = lshr i64 %76, 63, !dbg !154
  %77 = and i64 1, %miss, !dbg !154
  %78 = xor i64 %77, 1, !dbg !154
  %in = trunc i64 %78 to i32, !dbg !154
  br label %xdpc_set2_ip4.done, !dbg !154

xdpc_set2_ip4.marker:                             ; preds = %xdpc_set2_ip4.other
  %79 = and i64 %root, 1024, !dbg !154
  %80 = icmp ne i64 %79, 0, !dbg !154
  br i1 %80, label %xdpc_set2_ip4.probe, label %xdpc_set2_ip4.next, !dbg !154

xdpc_set2_ip4.probe:                              ; preds = %xdpc_set2_ip4.marker
  %81 = lshr i64 %48, 48, !dbg !154
  %82 = mul i64 %81, 289410621643331813, !dbg !154
  %bucket38 = lshr i64 %82, 60, !dbg !154
  %83 = shl i64 %82, 4, !dbg !154
  %home39 = lshr i64 %83, 59, !dbg !154
  %84 = getelementptr i32, ptr @xdpc_set2_ip4_len16_disp, i64 %bucket38, !dbg !154
  %85 = load i32, ptr %84, align 4, !dbg !154
  %86 = zext i32 %85 to i64, !dbg !154
  %87 = add i64 %home39, %86, !dbg !154
  %slot40 = and i64 %87, 31, !dbg !154
  %88 = getelementptr i32, ptr @xdpc_set2_ip4_len16, i64 %slot40, !dbg !154
  %89 = load i32, ptr %88, align 4, !dbg !154
  %90 = zext i32 %89 to i64, !dbg !154
  %91 = xor i64 %90, %81, !dbg !154
  %92 = icmp eq i64 %91, 0, !dbg !154
  br i1 %92, label %xdpc_set2_ip4.done, label %xdpc_set2_ip4.next, !dbg !154

xdpc_set2_ip4.next:                               ; preds = %xdpc_set2_ip4.probe, %xdpc_set2_ip4.marker
  %93 = and i64 %root, 2048, !dbg !154
  %94 = icmp ne i64 %93, 0, !dbg !154
  br i1 %94, label %xdpc_set2_ip4.probe41, label %xdpc_set2_ip4.next42, !dbg !154

xdpc_set2_ip4.probe41:                            ; preds = %xdpc_set2_ip4.next
  %95 = lshr i64 %48, 40, !dbg !154
  %96 = mul i64 %95, 5580204873316026739, !dbg !154
  %bucket43 = lshr i64 %96, 63, !dbg !154
  %97 = shl i64 %96, 1, !dbg !154
  %home44 = lshr i64 %97, 61, !dbg !154
  %98 = getelementptr i32, ptr @xdpc_set2_ip4_len24_disp, i64 %bucket43, !dbg !154
  %99 = load i32, ptr %98, align 4, !dbg !154
  %100 = zext i32 %99 to i64, !dbg !154
  %101 = add i64 %home44, %100, !dbg !154
  %slot45 = and i64 %101, 7, !dbg !154
  %102 = getelementptr i32, ptr @xdpc_set2_ip4_len24, i64 %slot45, !dbg !154
  %103 = load i32, ptr %102, align 4, !dbg !154
  %104 = zext i32 %103 to i64, !dbg !154
  %105 = xor i64 %104, %95, !dbg !154
  %106 = icmp eq i64 %105, 0, !dbg !154
  br i1 %106, label %xdpc_set2_ip4.done, label %xdpc_set2_ip4.next42, !dbg !154

xdpc_set2_ip4.next42:                             ; preds = %xdpc_set2_ip4.probe41, %xdpc_set2_ip4.next
  br label %xdpc_set2_ip4.done, !dbg !154

set.ip647:                                        ; preds = %next14
  %107 = call i32 @xdpc_set2_ip6_search(i64 %src_hi31, i64 %src_lo33), !dbg !154
  %108 = icmp ne i32 %107, 0, !dbg !154
  br i1 %108, label %hit26, label %next27, !dbg !154

count.key:                                        ; preds = %hit26
  %src_hi51 = getelementptr i8, ptr %0, i64 0, !dbg !154
  %src_hi52 = load i64, ptr %src_hi51, align 8, !dbg !154
  %src_lo53 = getelementptr i8, ptr %0, i64 8, !dbg !154
  %src_lo54 = load i64, ptr %src_lo53, align 8, !dbg !154
  %family55 = getelementptr i8, ptr %0, i64 67, !dbg !154
  %family56 = load i8, ptr %family55, align 1, !dbg !154
  %109 = zext i8 %family56 to i64, !dbg !154
  %110 = trunc i64 %109 to i32, !dbg !154
  %111 = getelementptr i8, ptr %addr, i64 0, !dbg !154
  store i32 %110, ptr %111, align 4, !dbg !154
  %112 = call i64 @llvm.bswap.i64(i64 %src_hi52), !dbg !154
  %113 = getelementptr i8, ptr %addr, i64 4, !dbg !154
  store i64 %112, ptr %113, align 4, !dbg !154
  %114 = call i64 @llvm.bswap.i64(i64 %src_lo54), !dbg !154
  %115 = getelementptr i8, ptr %addr, i64 12, !dbg !154
  store i64 %114, ptr %115, align 4, !dbg !154
  %116 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_src, ptr %addr), !dbg !154
  %117 = icmp ne ptr %116, null, !dbg !154
  br i1 %117, label %addr.found, label %addr.create, !dbg !154

count.skip:                                       ; preds = %addr.done, %hit26
  br label %next27, !dbg !154

addr.found:                                       ; preds = %count.key
  %118 = icmp ne ptr %116, null, !dbg !154
  br i1 %118, label %count.add, label %count.done, !dbg !154

addr.create:                                      ; preds = %count.key
  %119 = getelementptr i8, ptr %val, i64 0, !dbg !154
  store i64 1, ptr %119, align 8, !dbg !154
  %len59 = getelementptr i8, ptr %0, i64 48, !dbg !154
  %len60 = load i32, ptr %len59, align 4, !dbg !154
  %120 = zext i32 %len60 to i64, !dbg !154
  %121 = getelementptr i8, ptr %val, i64 8, !dbg !154
  store i64 %120, ptr %121, align 8, !dbg !154
  %122 = call i64 inttoptr (i64 2 to ptr)(ptr @xdpc_t0_src, ptr %addr, ptr %val, i64 1), !dbg !154
  %123 = icmp eq i64 %122, 0, !dbg !154
  br i1 %123, label %addr.done, label %addr.retry, !dbg !154

addr.retry:                                       ; preds = %addr.create
  %124 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_src, ptr %addr), !dbg !154
  %125 = icmp ne ptr %124, null, !dbg !154
  br i1 %125, label %count.add61, label %count.done62, !dbg !154

addr.done:                                        ; preds = %count.done62, %addr.create, %count.done
  br label %count.skip, !dbg !154

count.add:                                        ; preds = %addr.found
  %126 = load i64, ptr %116, align 8, !dbg !154
  %127 = add i64 %126, 1, !dbg !154
  store i64 %127, ptr %116, align 8, !dbg !154
  %128 = getelementptr i8, ptr %116, i64 8, !dbg !154
  %129 = load i64, ptr %128, align 8, !dbg !154
  %len57 = getelementptr i8, ptr %0, i64 48, !dbg !154
  %len58 = load i32, ptr %len57, align 4, !dbg !154
  %130 = zext i32 %len58 to i64, !dbg !154
  %131 = add i64 %129, %130, !dbg !154
  store i64 %131, ptr %128, align 8, !dbg !154
  br label %count.done, !dbg !154

count.done:                                       ; preds = %count.add, %addr.found
  br label %addr.done, !dbg !154

count.add61:                                      ; preds = %addr.retry
  %132 = load i64, ptr %124, align 8, !dbg !154
  %133 = add i64 %132, 1, !dbg !154
  store i64 %133, ptr %124, align 8, !dbg !154
  %134 = getelementptr i8, ptr %124, i64 8, !dbg !154
  %135 = load i64, ptr %134, align 8, !dbg !154
  %len63 = getelementptr i8, ptr %0, i64 48, !dbg !154
  %len64 = load i32, ptr %len63, align 4, !dbg !154
  %136 = zext i32 %len64 to i64, !dbg !154
  %137 = add i64 %135, %136, !dbg !154
  store i64 %137, ptr %134, align 8, !dbg !154
  br label %count.done62, !dbg !154

count.done62:                                     ; preds = %count.add61, %addr.retry
  br label %addr.done, !dbg !154

hit65:                                            ; preds = %set.ip698, %xdpc_set2_ip4.done77
  ret i32 21, !dbg !155

next66:                                           ; preds = %set.ip698, %xdpc_set2_ip4.done77, %next27
  %family101 = getelementptr i8, ptr %0, i64 67, !dbg !156
  %family102 = load i8, ptr %family101, align 1, !dbg !156
  %138 = zext i8 %family102 to i64, !dbg !156
  %dst_hi = getelementptr i8, ptr %0, i64 16, !dbg !156
  %dst_hi103 = load i64, ptr %dst_hi, align 8, !dbg !156
  %dst_lo = getelementptr i8, ptr %0, i64 24, !dbg !156
  %dst_lo104 = load i64, ptr %dst_lo, align 8, !dbg !156
  switch i64 %138, label %next100 [
    i64 4, label %set.ip4105
  ], !dbg !156

set.ip473:                                        ; preds = %next27
  %139 = lshr i64 %src_hi70, 32, !dbg !155
  %140 = shl i64 %139, 32, !dbg !155
  %141 = lshr i64 %140, 54, !dbg !155
  %142 = mul i64 %141, 4468460470428443489, !dbg !155
  %bucket74 = lshr i64 %142, 60, !dbg !155
  %143 = shl i64 %142, 4, !dbg !155
  %home75 = lshr i64 %143, 59, !dbg !155
  %144 = getelementptr i32, ptr @xdpc_set2_ip4_len10_disp, i64 %bucket74, !dbg !155
  %145 = load i32, ptr %144, align 4, !dbg !155
  %146 = zext i32 %145 to i64, !dbg !155
  %147 = add i64 %home75, %146, !dbg !155
  %slot76 = and i64 %147, 31, !dbg !155
  %148 = getelementptr i32, ptr @xdpc_set2_ip4_len10, i64 %slot76, !dbg !155
  %149 = load i32, ptr %148, align 4, !dbg !155
  %150 = zext i32 %149 to i64, !dbg !155
  %root81 = xor i64 %150, %141, !dbg !155
  %151 = icmp eq i64 %root81, 0, !dbg !155
  br i1 %151, label %xdpc_set2_ip4.done77, label %xdpc_set2_ip4.other78, !dbg !155

xdpc_set2_ip4.done77:                             ; preds = %xdpc_set2_ip4.next93, %xdpc_set2_ip4.probe92, %xdpc_set2_ip4.probe87, %xdpc_set2_ip4.absent79, %set.ip473
  %in97 = phi i32 [ 1, %set.ip473 ], [ %in86, %xdpc_set2_ip4.absent79 ], [ 1, %xdpc_set2_ip4.probe87 ], [ 1, %xdpc_set2_ip4.probe92 ], [ 0, %xdpc_set2_ip4.next93 ], !dbg !155
  %152 = icmp ne i32 %in97, 0, !dbg !155
  br i1 %152, label %hit65, label %next66, !dbg !155

xdpc_set2_ip4.other78:                            ; preds = %set.ip473
  %153 = shl i64 %root81, 54, !dbg !155
  %154 = icmp eq i64 %153, 0, !dbg !155
  br i1 %154, label %xdpc_set2_ip4.marker80, label %xdpc_set2_ip4.absent79, !dbg !155

xdpc_set2_ip4.absent79:                           ; preds = %xdpc_set2_ip4.other78
  %155 = lshr i64 %140, 61, !dbg !155
  %156 = mul i64 %155, 1063863005934716433, !dbg !155
  %bucket82 = lshr i64 %156, 63, !dbg !155
  %157 = shl i64 %156, 1, !dbg !155
  %home83 = lshr i64 %157, 63, !dbg !155
  %158 = getelementptr i32, ptr @xdpc_set2_ip4_len3_disp, i64 %bucket82, !dbg !155
  %159 = load i32, ptr %158, align 4, !dbg !155
  %160 = zext i32 %159 to i64, !dbg !155
  %161 = add i64 %home83, %160, !dbg !155
  %slot84 = and i64 %161, 1, !dbg !155
  %162 = getelementptr i32, ptr @xdpc_set2_ip4_len3, i64 %slot84, !dbg !155
  %163 = load i32, ptr %162, align 4, !dbg !155
  %164 = zext i32 %163 to i64, !dbg !155
  %165 = xor i64 %164, %155, !dbg !155
  %166 = sub i64 0, %165, !dbg !155
  %167 = or i64 %165, %166, !dbg !155
  %168 = call i64 @llvm.bpf.passthrough.i64.i64(i32 50, i64 %167), !dbg !155
  %miss85 = lshr i64 %168, 63, !dbg !155
  %169 = and i64 1, %miss85, !dbg !155
  %170 = xor i64 %169, 1, !dbg !155
  %in86 = trunc i64 %170 to i32, !dbg !155
  br label %xdpc_set2_ip4.done77, !dbg !155

xdpc_set2_ip4.marker80:                           ; preds = %xdpc_set2_ip4.other78
  %171 = and i64 %root81, 1024, !dbg !155
  %172 = icmp ne i64 %171, 0, !dbg !155
  br i1 %172, label %xdpc_set2_ip4.probe87, label %xdpc_set2_ip4.next88, !dbg !155

xdpc_set2_ip4.probe87:                            ; preds = %xdpc_set2_ip4.marker80
  %173 = lshr i64 %140, 48, !dbg !155
  %174 = mul i64 %173, 289410621643331813, !dbg !155
  %bucket89 = lshr i64 %174, 60, !dbg !155
  %175 = shl i64 %174, 4, !dbg !155
  %home90 = lshr i64 %175, 59, !dbg !155
  %176 = getelementptr i32, ptr @xdpc_set2_ip4_len16_disp, i64 %bucket89, !dbg !155
  %177 = load i32, ptr %176, align 4, !dbg !155
  %178 = zext i32 %177 to i64, !dbg !155
  %179 = add i64 %home90, %178, !dbg !155
  %slot91 = and i64 %179, 31, !dbg !155
  %180 = getelementptr i32, ptr @xdpc_set2_ip4_len16, i64 %slot91, !dbg !155
  %181 = load i32, ptr %180, align 4, !dbg !155
  %182 = zext i32 %181 to i64, !dbg !155
  %183 = xor i64 %182, %173, !dbg !155
  %184 = icmp eq i64 %183, 0, !dbg !155
  br i1 %184, label %xdpc_set2_ip4.done77, label %xdpc_set2_ip4.next88, !dbg !155

xdpc_set2_ip4.next88:                             ; preds = %xdpc_set2_ip4.probe87, %xdpc_set2_ip4.marker80
  %185 = and i64 %root81, 2048, !dbg !155
  %186 = icmp ne i64 %185, 0, !dbg !155
  br i1 %186, label %xdpc_set2_ip4.probe92, label %xdpc_set2_ip4.next93, !dbg !155

xdpc_set2_ip4.probe92:                            ; preds = %xdpc_set2_ip4.next88
  %187 = lshr i64 %140, 40, !dbg !155
  %188 = mul i64 %187, 5580204873316026739, !dbg !155
  %bucket94 = lshr i64 %188, 63, !dbg !155
  %189 = shl i64 %188, 1, !dbg !155
  %home95 = lshr i64 %189, 61, !dbg !155
  %190 = getelementptr i32, ptr @xdpc_set2_ip4_len24_disp, i64 %bucket94, !dbg !155
  %191 = load i32, ptr %190, align 4, !dbg !155
  %192 = zext i32 %191 to i64, !dbg !155
  %193 = add i64 %home95, %192, !dbg !155
  %slot96 = and i64 %193, 7, !dbg !155
  %194 = getelementptr i32, ptr @xdpc_set2_ip4_len24, i64 %slot96, !dbg !155
  %195 = load i32, ptr %194, align 4, !dbg !155
  %196 = zext i32 %195 to i64, !dbg !155
  %197 = xor i64 %196, %187, !dbg !155
  %198 = icmp eq i64 %197, 0, !dbg !155
  br i1 %198, label %xdpc_set2_ip4.done77, label %xdpc_set2_ip4.next93, !dbg !155

xdpc_set2_ip4.next93:                             ; preds = %xdpc_set2_ip4.probe92, %xdpc_set2_ip4.next88
  br label %xdpc_set2_ip4.done77, !dbg !155

set.ip698:                                        ; preds = %next27
  %199 = call i32 @xdpc_set2_ip6_search(i64 %src_hi70, i64 %src_lo72), !dbg !155
  %200 = icmp ne i32 %199, 0, !dbg !155
  br i1 %200, label %hit65, label %next66, !dbg !155

hit99:                                            ; preds = %set.ip4105
  ret i32 25, !dbg !156

next100:                                          ; preds = %set.ip4105, %next66
  %family108 = getelementptr i8, ptr %0, i64 67, !dbg !157
  %family109 = load i8, ptr %family108, align 1, !dbg !157
  %201 = zext i8 %family109 to i64, !dbg !157
  %dst_hi110 = getelementptr i8, ptr %0, i64 16, !dbg !157
  %dst_hi111 = load i64, ptr %dst_hi110, align 8, !dbg !157
  %dst_lo112 = getelementptr i8, ptr %0, i64 24, !dbg !157
  %dst_lo113 = load i64, ptr %dst_lo112, align 8, !dbg !157
  switch i64 %201, label %next107 [
    i64 4, label %set.ip4114
  ], !dbg !157

set.ip4105:                                       ; preds = %next66
  %202 = lshr i64 %dst_hi103, 32, !dbg !156
  %203 = sub i64 %202, 0, !dbg !156
  %204 = icmp ule i64 %203, 16777215, !dbg !156
  br i1 %204, label %hit99, label %next100, !dbg !156

hit106:                                           ; preds = %set.ip4114
  ret i32 29, !dbg !157

next107:                                          ; preds = %set.ip4114, %next100
  %family117 = getelementptr i8, ptr %0, i64 67, !dbg !158
  %family118 = load i8, ptr %family117, align 1, !dbg !158
  %205 = zext i8 %family118 to i64, !dbg !158
  %dst_hi119 = getelementptr i8, ptr %0, i64 16, !dbg !158
  %dst_hi120 = load i64, ptr %dst_hi119, align 8, !dbg !158
  %dst_lo121 = getelementptr i8, ptr %0, i64 24, !dbg !158
  %dst_lo122 = load i64, ptr %dst_lo121, align 8, !dbg !158
  switch i64 %205, label %next116 [
    i64 6, label %set.ip6123
  ], !dbg !158

set.ip4114:                                       ; preds = %next100
  %206 = lshr i64 %dst_hi111, 32, !dbg !157
  %207 = sub i64 %206, 2130706432, !dbg !157
  %208 = icmp ule i64 %207, 16777215, !dbg !157
  br i1 %208, label %hit106, label %next107, !dbg !157

hit115:                                           ; preds = %set.v6lo124
  ret i32 33, !dbg !158

next116:                                          ; preds = %set.v6lo124, %set.ip6123, %next107
  br label %continue, !dbg !158

continue:                                         ; preds = %next116, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !151
  ret i32 %best1, !dbg !151

set.ip6123:                                       ; preds = %next107
  %209 = icmp uge i64 %dst_hi120, 0, !dbg !158
  %210 = icmp ule i64 %dst_hi120, 0, !dbg !158
  %211 = and i1 %209, %210, !dbg !158
  br i1 %211, label %set.v6lo124, label %next116, !dbg !158

set.v6lo124:                                      ; preds = %set.ip6123
  %212 = icmp ne i64 %dst_hi120, 0, !dbg !158
  %213 = icmp uge i64 %dst_lo122, 1, !dbg !158
  %214 = or i1 %212, %213, !dbg !158
  %215 = icmp ne i64 %dst_hi120, 0, !dbg !158
  %216 = icmp ule i64 %dst_lo122, 1, !dbg !158
  %217 = or i1 %215, %216, !dbg !158
  %218 = and i1 %214, %217, !dbg !158
  br i1 %218, label %hit115, label %next116, !dbg !158
}

; Function Attrs: nounwind memory(none)
declare i64 @llvm.bpf.passthrough.i64.i64(i32, i64) #2

; Function Attrs: noinline nounwind
define i32 @xdpc_set2_ip6_search(i64 %0, i64 %1) #0 !dbg !159 {
entry:
  %hx = lshr i64 %0, 1, !dbg !165
  %2 = load i64, ptr getelementptr (i64, ptr @xdpc_set2_ip6, i64 32), align 8, !dbg !165
  %3 = lshr i64 %2, 1, !dbg !165
  %4 = sub i64 %3, %hx, !dbg !165
  %5 = call i64 @llvm.bpf.passthrough.i64.i64(i32 46, i64 %4), !dbg !165
  %lt = lshr i64 %5, 63, !dbg !165
  %6 = sub i64 0, %lt, !dbg !165
  %7 = and i64 %6, 8, !dbg !165
  %i = add i64 0, %7, !dbg !165
  %8 = add i64 %i, 4, !dbg !165
  %9 = mul i64 %8, 4, !dbg !165
  %10 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %9, !dbg !165
  %11 = load i64, ptr %10, align 8, !dbg !165
  %12 = lshr i64 %11, 1, !dbg !165
  %13 = sub i64 %12, %hx, !dbg !165
  %14 = call i64 @llvm.bpf.passthrough.i64.i64(i32 47, i64 %13), !dbg !165
  %lt1 = lshr i64 %14, 63, !dbg !165
  %15 = sub i64 0, %lt1, !dbg !165
  %16 = and i64 %15, 4, !dbg !165
  %i2 = add i64 %i, %16, !dbg !165
  %17 = add i64 %i2, 2, !dbg !165
  %18 = mul i64 %17, 4, !dbg !165
  %19 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %18, !dbg !165
  %20 = load i64, ptr %19, align 8, !dbg !165
  %21 = lshr i64 %20, 1, !dbg !165
  %22 = sub i64 %21, %hx, !dbg !165
  %23 = call i64 @llvm.bpf.passthrough.i64.i64(i32 48, i64 %22), !dbg !165
  %lt3 = lshr i64 %23, 63, !dbg !165
  %24 = sub i64 0, %lt3, !dbg !165
  %25 = and i64 %24, 2, !dbg !165
  %i4 = add i64 %i2, %25, !dbg !165
  %26 = add i64 %i4, 1, !dbg !165
  %27 = mul i64 %26, 4, !dbg !165
  %28 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %27, !dbg !165
  %29 = load i64, ptr %28, align 8, !dbg !165
  %30 = lshr i64 %29, 1, !dbg !165
  %31 = sub i64 %30, %hx, !dbg !165
  %32 = call i64 @llvm.bpf.passthrough.i64.i64(i32 49, i64 %31), !dbg !165
  %lt5 = lshr i64 %32, 63, !dbg !165
  %33 = sub i64 0, %lt5, !dbg !165
  %34 = and i64 %33, 1, !dbg !165
  %i6 = add i64 %i4, %34, !dbg !165
  %35 = add i64 %i6, 2, !dbg !165
  %36 = mul i64 %35, 4, !dbg !165
  %37 = add i64 %36, 0, !dbg !165
  %38 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %37, !dbg !165
  %39 = load i64, ptr %38, align 8, !dbg !165
  %40 = add i64 %36, 1, !dbg !165
  %41 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %40, !dbg !165
  %42 = load i64, ptr %41, align 8, !dbg !165
  %43 = sub i64 %1, %42, !dbg !165
  %44 = sub i64 %43, 0, !dbg !165
  %45 = xor i64 %1, -1, !dbg !165
  %46 = and i64 %45, %42, !dbg !165
  %47 = xor i64 %1, %42, !dbg !165
  %48 = xor i64 %47, -1, !dbg !165
  %49 = and i64 %48, %44, !dbg !165
  %50 = or i64 %46, %49, !dbg !165
  %51 = lshr i64 %50, 63, !dbg !165
  %52 = sub i64 %0, %39, !dbg !165
  %53 = sub i64 %52, %51, !dbg !165
  %54 = xor i64 %0, -1, !dbg !165
  %55 = and i64 %54, %39, !dbg !165
  %56 = xor i64 %0, %39, !dbg !165
  %57 = xor i64 %56, -1, !dbg !165
  %58 = and i64 %57, %53, !dbg !165
  %59 = or i64 %55, %58, !dbg !165
  %60 = lshr i64 %59, 63, !dbg !165
  %ge = xor i64 %60, 1, !dbg !165
  %61 = sub i64 0, %ge, !dbg !165
  %62 = and i64 %61, 2, !dbg !165
  %i7 = add i64 %i6, %62, !dbg !165
  %63 = add i64 %i7, 1, !dbg !165
  %64 = mul i64 %63, 4, !dbg !165
  %65 = add i64 %64, 0, !dbg !165
  %66 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %65, !dbg !165
  %67 = load i64, ptr %66, align 8, !dbg !165
  %68 = add i64 %64, 1, !dbg !165
  %69 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %68, !dbg !165
  %70 = load i64, ptr %69, align 8, !dbg !165
  %71 = sub i64 %1, %70, !dbg !165
  %72 = sub i64 %71, 0, !dbg !165
  %73 = xor i64 %1, -1, !dbg !165
  %74 = and i64 %73, %70, !dbg !165
  %75 = xor i64 %1, %70, !dbg !165
  %76 = xor i64 %75, -1, !dbg !165
  %77 = and i64 %76, %72, !dbg !165
  %78 = or i64 %74, %77, !dbg !165
  %79 = lshr i64 %78, 63, !dbg !165
  %80 = sub i64 %0, %67, !dbg !165
  %81 = sub i64 %80, %79, !dbg !165
  %82 = xor i64 %0, -1, !dbg !165
  %83 = and i64 %82, %67, !dbg !165
  %84 = xor i64 %0, %67, !dbg !165
  %85 = xor i64 %84, -1, !dbg !165
  %86 = and i64 %85, %81, !dbg !165
  %87 = or i64 %83, %86, !dbg !165
  %88 = lshr i64 %87, 63, !dbg !165
  %ge8 = xor i64 %88, 1, !dbg !165
  %89 = sub i64 0, %ge8, !dbg !165
  %90 = and i64 %89, 1, !dbg !165
  %i9 = add i64 %i7, %90, !dbg !165
  %91 = mul i64 %i9, 4, !dbg !165
  %92 = add i64 %91, 0, !dbg !165
  %93 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %92, !dbg !165
  %94 = load i64, ptr %93, align 8, !dbg !165
  %95 = add i64 %91, 2, !dbg !165
  %96 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %95, !dbg !165
  %97 = load i64, ptr %96, align 8, !dbg !165
  %98 = add i64 %91, 1, !dbg !165
  %99 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %98, !dbg !165
  %100 = load i64, ptr %99, align 8, !dbg !165
  %101 = add i64 %91, 3, !dbg !165
  %102 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %101, !dbg !165
  %103 = load i64, ptr %102, align 8, !dbg !165
  %104 = sub i64 %1, %100, !dbg !165
  %105 = sub i64 %104, 0, !dbg !165
  %106 = xor i64 %1, -1, !dbg !165
  %107 = and i64 %106, %100, !dbg !165
  %108 = xor i64 %1, %100, !dbg !165
  %109 = xor i64 %108, -1, !dbg !165
  %110 = and i64 %109, %105, !dbg !165
  %111 = or i64 %107, %110, !dbg !165
  %112 = lshr i64 %111, 63, !dbg !165
  %113 = sub i64 %0, %94, !dbg !165
  %114 = sub i64 %113, %112, !dbg !165
  %115 = xor i64 %0, -1, !dbg !165
  %116 = and i64 %115, %94, !dbg !165
  %117 = xor i64 %0, %94, !dbg !165
  %118 = xor i64 %117, -1, !dbg !165
  %119 = and i64 %118, %114, !dbg !165
  %120 = or i64 %116, %119, !dbg !165
  %121 = lshr i64 %120, 63, !dbg !165
  %ge10 = xor i64 %121, 1, !dbg !165
  %122 = sub i64 %103, %1, !dbg !165
  %123 = sub i64 %122, 0, !dbg !165
  %124 = xor i64 %103, -1, !dbg !165
  %125 = and i64 %124, %1, !dbg !165
  %126 = xor i64 %103, %1, !dbg !165
  %127 = xor i64 %126, -1, !dbg !165
  %128 = and i64 %127, %123, !dbg !165
  %129 = or i64 %125, %128, !dbg !165
  %130 = lshr i64 %129, 63, !dbg !165
  %131 = sub i64 %97, %0, !dbg !165
  %132 = sub i64 %131, %130, !dbg !165
  %133 = xor i64 %97, -1, !dbg !165
  %134 = and i64 %133, %0, !dbg !165
  %135 = xor i64 %97, %0, !dbg !165
  %136 = xor i64 %135, -1, !dbg !165
  %137 = and i64 %136, %132, !dbg !165
  %138 = or i64 %134, %137, !dbg !165
  %139 = lshr i64 %138, 63, !dbg !165
  %ge11 = xor i64 %139, 1, !dbg !165
  %140 = and i64 %ge10, %ge11, !dbg !165
  %141 = trunc i64 %140 to i32, !dbg !165
  ret i32 %141, !dbg !165
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !166 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !171
  %addr = alloca [5 x i32], align 8, !dbg !171
  %val = alloca [2 x i64], align 8, !dbg !171
  %key = alloca i32, align 8, !dbg !171
  %best = alloca i32, align 8, !dbg !171
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !171
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !171
  store i32 0, ptr %key, align 4, !dbg !171
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !171
  %3 = icmp eq ptr %2, null, !dbg !171
  br i1 %3, label %no.counters, label %counters, !dbg !171

no.counters:                                      ; preds = %entry
  ret i32 2, !dbg !171

counters:                                         ; preds = %entry
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0, ptr %2), !dbg !171
  %4 = icmp ne i32 %best1, 0, !dbg !171
  br i1 %4, label %decided, label %undecided, !dbg !171

undecided:                                        ; preds = %counters
  %counter3 = getelementptr i8, ptr %2, i64 128, !dbg !171
  %5 = load i64, ptr %counter3, align 8, !dbg !171
  %6 = add i64 %5, 1, !dbg !171
  store i64 %6, ptr %counter3, align 8, !dbg !171
  %7 = getelementptr i8, ptr %counter3, i64 8, !dbg !171
  %8 = load i64, ptr %7, align 8, !dbg !171
  %len4 = getelementptr i8, ptr %pkt, i64 48, !dbg !171
  %len5 = load i32, ptr %len4, align 4, !dbg !171
  %9 = zext i32 %len5 to i64, !dbg !171
  %10 = add i64 %8, %9, !dbg !171
  store i64 %10, ptr %7, align 8, !dbg !171
  ret i32 2, !dbg !171

decided:                                          ; preds = %counters
  %verdict = phi i32 [ %best1, %counters ], !dbg !171
  %11 = lshr i32 %verdict, 2, !dbg !171
  %rule = sub i32 %11, 1, !dbg !171
  %12 = zext i32 %rule to i64, !dbg !171
  %13 = icmp ult i64 %12, 9, !dbg !171
  br i1 %13, label %count.in, label %count.out, !dbg !171

count.in:                                         ; preds = %decided
  %off = shl i64 %12, 4, !dbg !171
  %counter = getelementptr i8, ptr %2, i64 %off, !dbg !171
  %14 = load i64, ptr %counter, align 8, !dbg !171
  %15 = add i64 %14, 1, !dbg !171
  store i64 %15, ptr %counter, align 8, !dbg !171
  %16 = getelementptr i8, ptr %counter, i64 8, !dbg !171
  %17 = load i64, ptr %16, align 8, !dbg !171
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !171
  %len2 = load i32, ptr %len, align 4, !dbg !171
  %18 = zext i32 %len2 to i64, !dbg !171
  %19 = add i64 %17, %18, !dbg !171
  store i64 %19, ptr %16, align 8, !dbg !171
  br label %count.out, !dbg !171

count.out:                                        ; preds = %count.in, %decided
  %action = and i32 %verdict, 3, !dbg !171
  ret i32 %action, !dbg !171
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!104, !105}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !82, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "bogon-filter.xf", directory: ".")
!4 = !{!0, !5, !43, !50, !52, !57, !60, !62, !64, !69, !71, !76}
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
!44 = distinct !DIGlobalVariable(name: "xdpc_set2_ip4_len3", linkageName: "xdpc_set2_ip4_len3", scope: !2, file: !3, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 64, align: 32, elements: !48)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u32", file: !3, baseType: !47)
!47 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned_char)
!48 = !{!49}
!49 = !DISubrange(count: 2, lowerBound: 0)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "xdpc_set2_ip4_len3_disp", linkageName: "xdpc_set2_ip4_len3_disp", scope: !2, file: !3, type: !45, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "xdpc_set2_ip4_len10", linkageName: "xdpc_set2_ip4_len10", scope: !2, file: !3, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 1024, align: 32, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 32, lowerBound: 0)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "xdpc_set2_ip4_len10_disp", linkageName: "xdpc_set2_ip4_len10_disp", scope: !2, file: !3, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 512, align: 32, elements: !33)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(name: "xdpc_set2_ip4_len16", linkageName: "xdpc_set2_ip4_len16", scope: !2, file: !3, type: !54, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "xdpc_set2_ip4_len16_disp", linkageName: "xdpc_set2_ip4_len16_disp", scope: !2, file: !3, type: !59, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "xdpc_set2_ip4_len24", linkageName: "xdpc_set2_ip4_len24", scope: !2, file: !3, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 256, align: 32, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 8, lowerBound: 0)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(name: "xdpc_set2_ip4_len24_disp", linkageName: "xdpc_set2_ip4_len24_disp", scope: !2, file: !3, type: !45, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "xdpc_set2_ip6", linkageName: "xdpc_set2_ip6", scope: !2, file: !3, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 4864, align: 32, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 76, lowerBound: 0)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "_license", linkageName: "_license", scope: !2, file: !3, type: !78, isLocal: false, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 32, align: 32, elements: !80)
!79 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!80 = !{!81}
!81 = !DISubrange(count: 4, lowerBound: 0)
!82 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !83)
!83 = !{!84, !89, !94, !96}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "type", file: !3, baseType: !85, size: 64, align: 64)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64, align: 64, dwarfAddressSpace: 0)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 192, align: 32, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 6, lowerBound: 0)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !90, size: 64, align: 64, offset: 64)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64, align: 64, dwarfAddressSpace: 0)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, align: 32, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 1, lowerBound: 0)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "key", file: !3, baseType: !95, size: 64, align: 64, offset: 128)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64, align: 64, dwarfAddressSpace: 0)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !97, size: 64, align: 64, offset: 192)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64, align: 64, dwarfAddressSpace: 0)
!98 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_block_9", file: !3, size: 1152, align: 64, elements: !99)
!99 = !{!100}
!100 = !DIDerivedType(tag: DW_TAG_member, name: "c", file: !3, baseType: !101, size: 1152, align: 64)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 1152, align: 32, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 18, lowerBound: 0)
!104 = !{i32 2, !"Debug Info Version", i32 3}
!105 = !{i32 2, !"Dwarf Version", i32 5}
!106 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !107, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !140)
!107 = !DISubroutineType(flags: DIFlagPrototyped, types: !108)
!108 = !{!12, !109, !118}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64, align: 64, dwarfAddressSpace: 0)
!110 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !111)
!111 = !{!112, !113, !114, !115, !116, !117}
!112 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !46, size: 32, align: 32)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !46, size: 32, align: 32, offset: 32)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !46, size: 32, align: 32, offset: 64)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !46, size: 32, align: 32, offset: 96)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !46, size: 32, align: 32, offset: 128)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !46, size: 32, align: 32, offset: 160)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64, align: 64, dwarfAddressSpace: 0)
!119 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !120)
!120 = !{!121, !122, !123, !124, !125, !126, !127, !128, !129, !132, !133, !134, !135, !136, !137, !138, !139}
!121 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !40, size: 64, align: 64)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !40, size: 64, align: 64, offset: 64)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !40, size: 64, align: 64, offset: 128)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !40, size: 64, align: 64, offset: 192)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !40, size: 64, align: 64, offset: 256)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !40, size: 64, align: 64, offset: 320)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !46, size: 32, align: 32, offset: 384)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !46, size: 32, align: 32, offset: 416)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !130, size: 16, align: 16, offset: 448)
!130 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !131)
!131 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !130, size: 16, align: 16, offset: 464)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !130, size: 16, align: 16, offset: 480)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !130, size: 16, align: 16, offset: 496)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !25, size: 8, align: 8, offset: 512)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !25, size: 8, align: 8, offset: 520)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !25, size: 8, align: 8, offset: 528)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !25, size: 8, align: 8, offset: 536)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !46, size: 32, align: 32, offset: 544)
!140 = !{!141, !142}
!141 = !DILocalVariable(name: "ctx", arg: 1, scope: !106, file: !3, line: 1, type: !109)
!142 = !DILocalVariable(name: "pkt", arg: 2, scope: !106, file: !3, line: 1, type: !118)
!143 = !DILocation(line: 1, column: 1, scope: !106)
!144 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 16, type: !145, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !147)
!145 = !DISubroutineType(flags: DIFlagPrototyped, types: !146)
!146 = !{!12, !118, !46, !97}
!147 = !{!148, !149, !150}
!148 = !DILocalVariable(name: "pkt", arg: 1, scope: !144, file: !3, line: 16, type: !118)
!149 = !DILocalVariable(name: "best", arg: 2, scope: !144, file: !3, line: 16, type: !46)
!150 = !DILocalVariable(name: "counters", arg: 3, scope: !144, file: !3, line: 16, type: !97)
!151 = !DILocation(line: 16, column: 1, scope: !144)
!152 = !DILocation(line: 17, column: 1, scope: !144)
!153 = !DILocation(line: 20, column: 1, scope: !144)
!154 = !DILocation(line: 22, column: 1, scope: !144)
!155 = !DILocation(line: 23, column: 1, scope: !144)
!156 = !DILocation(line: 26, column: 1, scope: !144)
!157 = !DILocation(line: 27, column: 1, scope: !144)
!158 = !DILocation(line: 28, column: 1, scope: !144)
!159 = distinct !DISubprogram(name: "xdpc_set2_ip6_search", linkageName: "xdpc_set2_ip6_search", scope: !3, file: !3, line: 68, type: !160, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !162)
!160 = !DISubroutineType(flags: DIFlagPrototyped, types: !161)
!161 = !{!12, !40, !40}
!162 = !{!163, !164}
!163 = !DILocalVariable(name: "hi", arg: 1, scope: !159, file: !3, line: 68, type: !40)
!164 = !DILocalVariable(name: "lo", arg: 2, scope: !159, file: !3, line: 68, type: !40)
!165 = !DILocation(line: 68, column: 1, scope: !159)
!166 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !167, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !169)
!167 = !DISubroutineType(flags: DIFlagPrototyped, types: !168)
!168 = !{!12, !109}
!169 = !{!170}
!170 = !DILocalVariable(name: "ctx", arg: 1, scope: !166, file: !3, line: 1, type: !109)
!171 = !DILocation(line: 1, column: 1, scope: !166)
