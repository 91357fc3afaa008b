target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0111\\012source\\011reflection.xf\\012default\\011pass\\012rule\\0110\\01116\\011count\\0110\\011\22"
module asm "\09.ascii \22count by sport udp sport in reflection_ports;\\012rule\\0111\\01120\\011drop\\011-\\011d\22"
module asm "\09.ascii \22rop udp sport { chargen, qotd };\\012rule\\0112\\01121\\011drop\\011-\\011drop udp sport\22"
module asm "\09.ascii \22 memcached;\\012rule\\0113\\01122\\011drop\\011-\\011drop udp sport ssdp;\\012rule\\0114\\01123\\011drop\22"
module asm "\09.ascii \22\\011-\\011drop udp sport { cldap, netbios_ns, sunrpc };\\012rule\\0115\\01124\\011drop\\011\22"
module asm "\09.ascii \22-\\011drop udp sport { ms_sql_m, ws_discovery, coap };\\012rule\\0116\\01125\\011dro\22"
module asm "\09.ascii \22p\\011-\\011drop udp sport { net_assistant, rip, tftp };\\012rule\\0117\\01132\\011drop\\011\22"
module asm "\09.ascii \22-\\011drop udp sport ntp len > 200;\\012rule\\0118\\01138\\011drop\\011-\\011drop udp sport \22"
module asm "\09.ascii \22dns len > 1300;\\012rule\\0119\\01142\\011drop\\011-\\011drop udp sport snmp not dst 192\22"
module asm "\09.ascii \22.0.2.10;\\012rule\\01110\\01147\\011count\\011-\\011count udp frag;\\012table\\0110\\0110\\011sport\\011xdpc\22"
module asm "\09.ascii \22_t0_sport\\012set\\0110\\011reflection_ports\\011port\\01117\\012set\\0111\\011-\\011port\\0112\\012set\\0112\\011-\\011\22"
module asm "\09.ascii \22port\\0111\\012set\\0113\\011-\\011port\\0111\\012set\\0114\\011-\\011port\\0113\\012set\\0115\\011-\\011port\\0113\\012set\\0116\\011-\\011port\22"
module asm "\09.ascii \22\\0113\\012set\\0117\\011-\\011port\\0111\\012set\\0118\\011-\\011port\\0111\\012set\\0119\\011-\\011port\\0111\\012set\\01110\\011-\\011addr\\0111\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_t0_sport = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !5
@xdpc_set0_port = internal constant [64 x i64] [i64 17, i64 17, i64 19, i64 19, i64 53, i64 53, i64 69, i64 69, i64 111, i64 111, i64 123, i64 123, i64 137, i64 137, i64 161, i64 161, i64 389, i64 389, i64 520, i64 520, i64 1434, i64 1434, i64 1900, i64 1900, i64 3283, i64 3283, i64 3702, i64 3702, i64 5353, i64 5353, i64 5683, i64 5683, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211], section ".rodata", align 8, !dbg !32
@xdpc_g0_port = internal constant [64 x i64] [i64 0, i64 0, i64 17, i64 3, i64 18, i64 0, i64 19, i64 3, i64 20, i64 0, i64 69, i64 13, i64 70, i64 0, i64 111, i64 9, i64 112, i64 0, i64 137, i64 9, i64 138, i64 0, i64 389, i64 9, i64 390, i64 0, i64 520, i64 13, i64 521, i64 0, i64 1434, i64 11, i64 1435, i64 0, i64 1900, i64 7, i64 1901, i64 0, i64 3283, i64 13, i64 3284, i64 0, i64 3702, i64 11, i64 3703, i64 0, i64 5683, i64 11, i64 5684, i64 0, i64 11211, i64 5, i64 11212, i64 0, i64 11212, i64 0, i64 11212, i64 0, i64 11212, i64 0, i64 11212, i64 0, i64 11212, i64 0], section ".rodata", align 8, !dbg !37
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !39

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !54 {
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
define i32 @xdpc_rules_0(ptr %0) #0 !dbg !94 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !99
  %val = alloca [2 x i64], align 8, !dbg !99
  %key = alloca i32, align 8, !dbg !99
  %1 = icmp eq ptr %0, null, !dbg !99
  br i1 %1, label %continue, label %rules, !dbg !99

rules:                                            ; preds = %entry
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !99
  %flags1 = load i32, ptr %flags, align 4, !dbg !99
  %2 = zext i32 %flags1 to i64, !dbg !99
  %3 = and i64 %2, 16, !dbg !99
  %4 = icmp ne i64 %3, 0, !dbg !99
  br i1 %4, label %has, label %next, !dbg !99

hit:                                              ; preds = %has3
  %len = getelementptr i8, ptr %0, i64 48, !dbg !99
  %len7 = load i32, ptr %len, align 4, !dbg !99
  %5 = zext i32 %len7 to i64, !dbg !99
  %6 = call i32 @xdpc_count(i32 0, i64 %5), !dbg !99
  %flags8 = getelementptr i8, ptr %0, i64 52, !dbg !99
  %flags9 = load i32, ptr %flags8, align 4, !dbg !99
  %7 = zext i32 %flags9 to i64, !dbg !99
  %8 = and i64 %7, 64, !dbg !99
  %9 = icmp ne i64 %8, 0, !dbg !99
  br i1 %9, label %count.key, label %count.skip, !dbg !99

next:                                             ; preds = %count.skip, %has3, %and, %has, %rules
  %flags15 = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags16 = load i32, ptr %flags15, align 4, !dbg !100
  %10 = zext i32 %flags16 to i64, !dbg !100
  %11 = and i64 %10, 16, !dbg !100
  %12 = icmp ne i64 %11, 0, !dbg !100
  br i1 %12, label %has14, label %group.next, !dbg !100

and:                                              ; preds = %has
  %flags4 = getelementptr i8, ptr %0, i64 52, !dbg !99
  %flags5 = load i32, ptr %flags4, align 4, !dbg !99
  %13 = zext i32 %flags5 to i64, !dbg !99
  %14 = and i64 %13, 64, !dbg !99
  %15 = icmp ne i64 %14, 0, !dbg !99
  br i1 %15, label %has3, label %next, !dbg !99

has:                                              ; preds = %rules
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !99
  %proto2 = load i8, ptr %proto, align 1, !dbg !99
  %16 = zext i8 %proto2 to i64, !dbg !99
  %17 = icmp eq i64 %16, 17, !dbg !99
  br i1 %17, label %and, label %next, !dbg !99

has3:                                             ; preds = %and
  %sport = getelementptr i8, ptr %0, i64 60, !dbg !99
  %sport6 = load i16, ptr %sport, align 2, !dbg !99
  %18 = zext i16 %sport6 to i64, !dbg !99
  %19 = call i32 @xdpc_set0_port_search(i64 %18), !dbg !99
  %20 = icmp ne i32 %19, 0, !dbg !99
  br i1 %20, label %hit, label %next, !dbg !99

count.key:                                        ; preds = %hit
  %sport10 = getelementptr i8, ptr %0, i64 60, !dbg !99
  %sport11 = load i16, ptr %sport10, align 2, !dbg !99
  %21 = zext i16 %sport11 to i64, !dbg !99
  %22 = trunc i64 %21 to i32, !dbg !99
  store i32 %22, ptr %key, align 4, !dbg !99
  %23 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_sport, ptr %key), !dbg !99
  %24 = icmp ne ptr %23, null, !dbg !99
  br i1 %24, label %count.add, label %count.done, !dbg !99

count.skip:                                       ; preds = %count.done, %hit
  br label %next, !dbg !99

count.add:                                        ; preds = %count.key
  %25 = load i64, ptr %23, align 8, !dbg !99
  %26 = add i64 %25, 1, !dbg !99
  store i64 %26, ptr %23, align 8, !dbg !99
  %27 = getelementptr i8, ptr %23, i64 8, !dbg !99
  %28 = load i64, ptr %27, align 8, !dbg !99
  %len12 = getelementptr i8, ptr %0, i64 48, !dbg !99
  %len13 = load i32, ptr %len12, align 4, !dbg !99
  %29 = zext i32 %len13 to i64, !dbg !99
  %30 = add i64 %28, %29, !dbg !99
  store i64 %30, ptr %27, align 8, !dbg !99
  br label %count.done, !dbg !99

count.done:                                       ; preds = %count.add, %count.key
  br label %count.skip, !dbg !99

group.next:                                       ; preds = %group.has, %group.guard, %has14, %next
  %flags28 = getelementptr i8, ptr %0, i64 52, !dbg !101
  %flags29 = load i32, ptr %flags28, align 4, !dbg !101
  %31 = zext i32 %flags29 to i64, !dbg !101
  %32 = and i64 %31, 16, !dbg !101
  %33 = icmp ne i64 %32, 0, !dbg !101
  br i1 %33, label %has27, label %next24, !dbg !101

group.hit:                                        ; preds = %group.has
  %34 = lshr i64 %code, 1, !dbg !100
  %rule = add i64 %34, 1, !dbg !100
  %35 = and i64 %code, 1, !dbg !100
  %action = sub i64 2, %35, !dbg !100
  %36 = shl i64 %rule, 2, !dbg !100
  %37 = or i64 %36, %action, !dbg !100
  %38 = trunc i64 %37 to i32, !dbg !100
  ret i32 %38, !dbg !100

group.guard:                                      ; preds = %has14
  %flags19 = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags20 = load i32, ptr %flags19, align 4, !dbg !100
  %39 = zext i32 %flags20 to i64, !dbg !100
  %40 = and i64 %39, 64, !dbg !100
  %41 = icmp ne i64 %40, 0, !dbg !100
  br i1 %41, label %group.has, label %group.next, !dbg !100

has14:                                            ; preds = %next
  %proto17 = getelementptr i8, ptr %0, i64 64, !dbg !100
  %proto18 = load i8, ptr %proto17, align 1, !dbg !100
  %42 = zext i8 %proto18 to i64, !dbg !100
  %43 = icmp eq i64 %42, 17, !dbg !100
  br i1 %43, label %group.guard, label %group.next, !dbg !100

group.has:                                        ; preds = %group.guard
  %sport21 = getelementptr i8, ptr %0, i64 60, !dbg !100
  %sport22 = load i16, ptr %sport21, align 2, !dbg !100
  %44 = zext i16 %sport22 to i64, !dbg !100
  %45 = call i32 @xdpc_g0_port_search(i64 %44), !dbg !100
  %code = zext i32 %45 to i64, !dbg !100
  %46 = icmp eq i64 %code, 0, !dbg !100
  br i1 %46, label %group.next, label %group.hit, !dbg !100

hit23:                                            ; preds = %and25
  ret i32 33, !dbg !101

next24:                                           ; preds = %and25, %has32, %and26, %has27, %group.next
  %flags44 = getelementptr i8, ptr %0, i64 52, !dbg !102
  %flags45 = load i32, ptr %flags44, align 4, !dbg !102
  %47 = zext i32 %flags45 to i64, !dbg !102
  %48 = and i64 %47, 16, !dbg !102
  %49 = icmp ne i64 %48, 0, !dbg !102
  br i1 %49, label %has43, label %next40, !dbg !102

and25:                                            ; preds = %has32
  %len37 = getelementptr i8, ptr %0, i64 48, !dbg !101
  %len38 = load i32, ptr %len37, align 4, !dbg !101
  %50 = zext i32 %len38 to i64, !dbg !101
  %51 = icmp ugt i64 %50, 200, !dbg !101
  br i1 %51, label %hit23, label %next24, !dbg !101

and26:                                            ; preds = %has27
  %flags33 = getelementptr i8, ptr %0, i64 52, !dbg !101
  %flags34 = load i32, ptr %flags33, align 4, !dbg !101
  %52 = zext i32 %flags34 to i64, !dbg !101
  %53 = and i64 %52, 64, !dbg !101
  %54 = icmp ne i64 %53, 0, !dbg !101
  br i1 %54, label %has32, label %next24, !dbg !101

has27:                                            ; preds = %group.next
  %proto30 = getelementptr i8, ptr %0, i64 64, !dbg !101
  %proto31 = load i8, ptr %proto30, align 1, !dbg !101
  %55 = zext i8 %proto31 to i64, !dbg !101
  %56 = icmp eq i64 %55, 17, !dbg !101
  br i1 %56, label %and26, label %next24, !dbg !101

has32:                                            ; preds = %and26
  %sport35 = getelementptr i8, ptr %0, i64 60, !dbg !101
  %sport36 = load i16, ptr %sport35, align 2, !dbg !101
  %57 = zext i16 %sport36 to i64, !dbg !101
  %58 = icmp eq i64 %57, 123, !dbg !101
  br i1 %58, label %and25, label %next24, !dbg !101

hit39:                                            ; preds = %and41
  ret i32 37, !dbg !102

next40:                                           ; preds = %and41, %has48, %and42, %has43, %next24
  %flags60 = getelementptr i8, ptr %0, i64 52, !dbg !103
  %flags61 = load i32, ptr %flags60, align 4, !dbg !103
  %59 = zext i32 %flags61 to i64, !dbg !103
  %60 = and i64 %59, 16, !dbg !103
  %61 = icmp ne i64 %60, 0, !dbg !103
  br i1 %61, label %has59, label %next56, !dbg !103

and41:                                            ; preds = %has48
  %len53 = getelementptr i8, ptr %0, i64 48, !dbg !102
  %len54 = load i32, ptr %len53, align 4, !dbg !102
  %62 = zext i32 %len54 to i64, !dbg !102
  %63 = icmp ugt i64 %62, 1300, !dbg !102
  br i1 %63, label %hit39, label %next40, !dbg !102

and42:                                            ; preds = %has43
  %flags49 = getelementptr i8, ptr %0, i64 52, !dbg !102
  %flags50 = load i32, ptr %flags49, align 4, !dbg !102
  %64 = zext i32 %flags50 to i64, !dbg !102
  %65 = and i64 %64, 64, !dbg !102
  %66 = icmp ne i64 %65, 0, !dbg !102
  br i1 %66, label %has48, label %next40, !dbg !102

has43:                                            ; preds = %next24
  %proto46 = getelementptr i8, ptr %0, i64 64, !dbg !102
  %proto47 = load i8, ptr %proto46, align 1, !dbg !102
  %67 = zext i8 %proto47 to i64, !dbg !102
  %68 = icmp eq i64 %67, 17, !dbg !102
  br i1 %68, label %and42, label %next40, !dbg !102

has48:                                            ; preds = %and42
  %sport51 = getelementptr i8, ptr %0, i64 60, !dbg !102
  %sport52 = load i16, ptr %sport51, align 2, !dbg !102
  %69 = zext i16 %sport52 to i64, !dbg !102
  %70 = icmp eq i64 %69, 53, !dbg !102
  br i1 %70, label %and41, label %next40, !dbg !102

hit55:                                            ; preds = %set.ip4, %and57
  ret i32 41, !dbg !103

next56:                                           ; preds = %set.ip4, %has64, %and58, %has59, %next40
  %flags76 = getelementptr i8, ptr %0, i64 52, !dbg !104
  %flags77 = load i32, ptr %flags76, align 4, !dbg !104
  %71 = zext i32 %flags77 to i64, !dbg !104
  %72 = and i64 %71, 16, !dbg !104
  %73 = icmp ne i64 %72, 0, !dbg !104
  br i1 %73, label %has75, label %next73, !dbg !104

and57:                                            ; preds = %has64
  %family = getelementptr i8, ptr %0, i64 67, !dbg !103
  %family69 = load i8, ptr %family, align 1, !dbg !103
  %74 = zext i8 %family69 to i64, !dbg !103
  %dst_hi = getelementptr i8, ptr %0, i64 16, !dbg !103
  %dst_hi70 = load i64, ptr %dst_hi, align 8, !dbg !103
  %dst_lo = getelementptr i8, ptr %0, i64 24, !dbg !103
  %dst_lo71 = load i64, ptr %dst_lo, align 8, !dbg !103
  switch i64 %74, label %hit55 [
    i64 4, label %set.ip4
  ], !dbg !103

and58:                                            ; preds = %has59
  %flags65 = getelementptr i8, ptr %0, i64 52, !dbg !103
  %flags66 = load i32, ptr %flags65, align 4, !dbg !103
  %75 = zext i32 %flags66 to i64, !dbg !103
  %76 = and i64 %75, 64, !dbg !103
  %77 = icmp ne i64 %76, 0, !dbg !103
  br i1 %77, label %has64, label %next56, !dbg !103

has59:                                            ; preds = %next40
  %proto62 = getelementptr i8, ptr %0, i64 64, !dbg !103
  %proto63 = load i8, ptr %proto62, align 1, !dbg !103
  %78 = zext i8 %proto63 to i64, !dbg !103
  %79 = icmp eq i64 %78, 17, !dbg !103
  br i1 %79, label %and58, label %next56, !dbg !103

has64:                                            ; preds = %and58
  %sport67 = getelementptr i8, ptr %0, i64 60, !dbg !103
  %sport68 = load i16, ptr %sport67, align 2, !dbg !103
  %80 = zext i16 %sport68 to i64, !dbg !103
  %81 = icmp eq i64 %80, 161, !dbg !103
  br i1 %81, label %and57, label %next56, !dbg !103

set.ip4:                                          ; preds = %and57
  %82 = lshr i64 %dst_hi70, 32, !dbg !103
  %83 = icmp eq i64 %82, 3221225994, !dbg !103
  br i1 %83, label %next56, label %hit55, !dbg !103

hit72:                                            ; preds = %and74
  %len82 = getelementptr i8, ptr %0, i64 48, !dbg !104
  %len83 = load i32, ptr %len82, align 4, !dbg !104
  %84 = zext i32 %len83 to i64, !dbg !104
  %85 = call i32 @xdpc_count(i32 10, i64 %84), !dbg !104
  br label %next73, !dbg !104

next73:                                           ; preds = %hit72, %and74, %has75, %next56
  br label %continue, !dbg !104

continue:                                         ; preds = %next73, %entry
  ret i32 0, !dbg !99

and74:                                            ; preds = %has75
  %flags80 = getelementptr i8, ptr %0, i64 52, !dbg !104
  %flags81 = load i32, ptr %flags80, align 4, !dbg !104
  %86 = zext i32 %flags81 to i64, !dbg !104
  %87 = and i64 %86, 32, !dbg !104
  %88 = icmp ne i64 %87, 0, !dbg !104
  br i1 %88, label %hit72, label %next73, !dbg !104

has75:                                            ; preds = %next56
  %proto78 = getelementptr i8, ptr %0, i64 64, !dbg !104
  %proto79 = load i8, ptr %proto78, align 1, !dbg !104
  %89 = zext i8 %proto79 to i64, !dbg !104
  %90 = icmp eq i64 %89, 17, !dbg !104
  br i1 %90, label %and74, label %next73, !dbg !104
}

; Function Attrs: noinline nounwind
define i32 @xdpc_set0_port_search(i64 %0) #0 !dbg !105 {
entry:
  %1 = load i64, ptr getelementptr (i64, ptr @xdpc_set0_port, i64 32), align 8, !dbg !110
  %2 = sub i64 %0, %1, !dbg !110
  %3 = lshr i64 %2, 63, !dbg !110
  %ge = xor i64 %3, 1, !dbg !110
  %4 = sub i64 0, %ge, !dbg !110
  %5 = and i64 %4, 16, !dbg !110
  %i = add i64 0, %5, !dbg !110
  %6 = add i64 %i, 8, !dbg !110
  %7 = mul i64 %6, 2, !dbg !110
  %8 = add i64 %7, 0, !dbg !110
  %9 = getelementptr i64, ptr @xdpc_set0_port, i64 %8, !dbg !110
  %10 = load i64, ptr %9, align 8, !dbg !110
  %11 = sub i64 %0, %10, !dbg !110
  %12 = lshr i64 %11, 63, !dbg !110
  %ge1 = xor i64 %12, 1, !dbg !110
  %13 = sub i64 0, %ge1, !dbg !110
  %14 = and i64 %13, 8, !dbg !110
  %i2 = add i64 %i, %14, !dbg !110
  %15 = add i64 %i2, 4, !dbg !110
  %16 = mul i64 %15, 2, !dbg !110
  %17 = add i64 %16, 0, !dbg !110
  %18 = getelementptr i64, ptr @xdpc_set0_port, i64 %17, !dbg !110
  %19 = load i64, ptr %18, align 8, !dbg !110
  %20 = sub i64 %0, %19, !dbg !110
  %21 = lshr i64 %20, 63, !dbg !110
  %ge3 = xor i64 %21, 1, !dbg !110
  %22 = sub i64 0, %ge3, !dbg !110
  %23 = and i64 %22, 4, !dbg !110
  %i4 = add i64 %i2, %23, !dbg !110
  %24 = add i64 %i4, 2, !dbg !110
  %25 = mul i64 %24, 2, !dbg !110
  %26 = add i64 %25, 0, !dbg !110
  %27 = getelementptr i64, ptr @xdpc_set0_port, i64 %26, !dbg !110
  %28 = load i64, ptr %27, align 8, !dbg !110
  %29 = sub i64 %0, %28, !dbg !110
  %30 = lshr i64 %29, 63, !dbg !110
  %ge5 = xor i64 %30, 1, !dbg !110
  %31 = sub i64 0, %ge5, !dbg !110
  %32 = and i64 %31, 2, !dbg !110
  %i6 = add i64 %i4, %32, !dbg !110
  %33 = add i64 %i6, 1, !dbg !110
  %34 = mul i64 %33, 2, !dbg !110
  %35 = add i64 %34, 0, !dbg !110
  %36 = getelementptr i64, ptr @xdpc_set0_port, i64 %35, !dbg !110
  %37 = load i64, ptr %36, align 8, !dbg !110
  %38 = sub i64 %0, %37, !dbg !110
  %39 = lshr i64 %38, 63, !dbg !110
  %ge7 = xor i64 %39, 1, !dbg !110
  %40 = sub i64 0, %ge7, !dbg !110
  %41 = and i64 %40, 1, !dbg !110
  %i8 = add i64 %i6, %41, !dbg !110
  %42 = mul i64 %i8, 2, !dbg !110
  %43 = add i64 %42, 0, !dbg !110
  %44 = getelementptr i64, ptr @xdpc_set0_port, i64 %43, !dbg !110
  %45 = load i64, ptr %44, align 8, !dbg !110
  %46 = add i64 %42, 1, !dbg !110
  %47 = getelementptr i64, ptr @xdpc_set0_port, i64 %46, !dbg !110
  %48 = load i64, ptr %47, align 8, !dbg !110
  %49 = sub i64 %0, %45, !dbg !110
  %50 = lshr i64 %49, 63, !dbg !110
  %ge9 = xor i64 %50, 1, !dbg !110
  %51 = sub i64 %48, %0, !dbg !110
  %52 = lshr i64 %51, 63, !dbg !110
  %ge10 = xor i64 %52, 1, !dbg !110
  %53 = and i64 %ge9, %ge10, !dbg !110
  %54 = trunc i64 %53 to i32, !dbg !110
  ret i32 %54, !dbg !110
}

; Function Attrs: noinline nounwind
define i32 @xdpc_count(i32 %0, i64 %1) #0 !dbg !111 {
entry:
  %key = alloca i32, align 8, !dbg !117
  store i32 %0, ptr %key, align 4, !dbg !117
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !117
  %3 = icmp ne ptr %2, null, !dbg !117
  br i1 %3, label %count.add, label %count.done, !dbg !117

count.add:                                        ; preds = %entry
  %4 = load i64, ptr %2, align 8, !dbg !117
  %5 = add i64 %4, 1, !dbg !117
  store i64 %5, ptr %2, align 8, !dbg !117
  %6 = getelementptr i8, ptr %2, i64 8, !dbg !117
  %7 = load i64, ptr %6, align 8, !dbg !117
  %8 = add i64 %7, %1, !dbg !117
  store i64 %8, ptr %6, align 8, !dbg !117
  br label %count.done, !dbg !117

count.done:                                       ; preds = %count.add, %entry
  ret i32 0, !dbg !117
}

; Function Attrs: noinline nounwind
define i32 @xdpc_g0_port_search(i64 %0) #0 !dbg !118 {
entry:
  %1 = load i64, ptr getelementptr (i64, ptr @xdpc_g0_port, i64 32), align 8, !dbg !121
  %2 = sub i64 %0, %1, !dbg !121
  %3 = lshr i64 %2, 63, !dbg !121
  %ge = xor i64 %3, 1, !dbg !121
  %4 = sub i64 0, %ge, !dbg !121
  %5 = and i64 %4, 16, !dbg !121
  %i = add i64 0, %5, !dbg !121
  %6 = add i64 %i, 8, !dbg !121
  %7 = mul i64 %6, 2, !dbg !121
  %8 = add i64 %7, 0, !dbg !121
  %9 = getelementptr i64, ptr @xdpc_g0_port, i64 %8, !dbg !121
  %10 = load i64, ptr %9, align 8, !dbg !121
  %11 = sub i64 %0, %10, !dbg !121
  %12 = lshr i64 %11, 63, !dbg !121
  %ge1 = xor i64 %12, 1, !dbg !121
  %13 = sub i64 0, %ge1, !dbg !121
  %14 = and i64 %13, 8, !dbg !121
  %i2 = add i64 %i, %14, !dbg !121
  %15 = add i64 %i2, 4, !dbg !121
  %16 = mul i64 %15, 2, !dbg !121
  %17 = add i64 %16, 0, !dbg !121
  %18 = getelementptr i64, ptr @xdpc_g0_port, i64 %17, !dbg !121
  %19 = load i64, ptr %18, align 8, !dbg !121
  %20 = sub i64 %0, %19, !dbg !121
  %21 = lshr i64 %20, 63, !dbg !121
  %ge3 = xor i64 %21, 1, !dbg !121
  %22 = sub i64 0, %ge3, !dbg !121
  %23 = and i64 %22, 4, !dbg !121
  %i4 = add i64 %i2, %23, !dbg !121
  %24 = add i64 %i4, 2, !dbg !121
  %25 = mul i64 %24, 2, !dbg !121
  %26 = add i64 %25, 0, !dbg !121
  %27 = getelementptr i64, ptr @xdpc_g0_port, i64 %26, !dbg !121
  %28 = load i64, ptr %27, align 8, !dbg !121
  %29 = sub i64 %0, %28, !dbg !121
  %30 = lshr i64 %29, 63, !dbg !121
  %ge5 = xor i64 %30, 1, !dbg !121
  %31 = sub i64 0, %ge5, !dbg !121
  %32 = and i64 %31, 2, !dbg !121
  %i6 = add i64 %i4, %32, !dbg !121
  %33 = add i64 %i6, 1, !dbg !121
  %34 = mul i64 %33, 2, !dbg !121
  %35 = add i64 %34, 0, !dbg !121
  %36 = getelementptr i64, ptr @xdpc_g0_port, i64 %35, !dbg !121
  %37 = load i64, ptr %36, align 8, !dbg !121
  %38 = sub i64 %0, %37, !dbg !121
  %39 = lshr i64 %38, 63, !dbg !121
  %ge7 = xor i64 %39, 1, !dbg !121
  %40 = sub i64 0, %ge7, !dbg !121
  %41 = and i64 %40, 1, !dbg !121
  %i8 = add i64 %i6, %41, !dbg !121
  %42 = mul i64 %i8, 2, !dbg !121
  %43 = add i64 %42, 1, !dbg !121
  %44 = getelementptr i64, ptr @xdpc_g0_port, i64 %43, !dbg !121
  %45 = load i64, ptr %44, align 8, !dbg !121
  %46 = trunc i64 %45 to i32, !dbg !121
  ret i32 %46, !dbg !121
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !122 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !127
  %addr = alloca [5 x i32], align 8, !dbg !127
  %val = alloca [2 x i64], align 8, !dbg !127
  %key = alloca i32, align 8, !dbg !127
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !127
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !127
  %verdict1 = call i32 @xdpc_rules_0(ptr %pkt), !dbg !127
  %2 = icmp ne i32 %verdict1, 0, !dbg !127
  br i1 %2, label %decided, label %undecided, !dbg !127

undecided:                                        ; preds = %entry
  %len3 = getelementptr i8, ptr %pkt, i64 48, !dbg !127
  %len4 = load i32, ptr %len3, align 4, !dbg !127
  %3 = zext i32 %len4 to i64, !dbg !127
  %4 = call i32 @xdpc_count(i32 11, i64 %3), !dbg !127
  ret i32 2, !dbg !127

decided:                                          ; preds = %entry
  %verdict = phi i32 [ %verdict1, %entry ], !dbg !127
  %5 = lshr i32 %verdict, 2, !dbg !127
  %rule = sub i32 %5, 1, !dbg !127
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !127
  %len2 = load i32, ptr %len, align 4, !dbg !127
  %6 = zext i32 %len2 to i64, !dbg !127
  %7 = call i32 @xdpc_count(i32 %rule, i64 %6), !dbg !127
  %action = and i32 %verdict, 3, !dbg !127
  ret i32 %action, !dbg !127
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!52, !53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !45, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "reflection.xf", directory: ".")
!4 = !{!0, !5, !32, !37, !39}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "xdpc_t0_sport", linkageName: "xdpc_t0_sport", scope: !2, file: !3, type: !7, isLocal: false, isDefinition: true)
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
!33 = distinct !DIGlobalVariable(name: "xdpc_set0_port", linkageName: "xdpc_set0_port", scope: !2, file: !3, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 4096, align: 32, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 64, lowerBound: 0)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "xdpc_g0_port", linkageName: "xdpc_g0_port", scope: !2, file: !3, type: !34, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "_license", linkageName: "_license", scope: !2, file: !3, type: !41, isLocal: false, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 32, align: 32, elements: !43)
!42 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!43 = !{!44}
!44 = !DISubrange(count: 4, lowerBound: 0)
!45 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !46)
!46 = !{!9, !47, !20, !24}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !48, size: 64, align: 64, offset: 64)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64, align: 64, dwarfAddressSpace: 0)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 384, align: 32, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 12, lowerBound: 0)
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 2, !"Dwarf Version", i32 5}
!54 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !55, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !90)
!55 = !DISubroutineType(flags: DIFlagPrototyped, types: !56)
!56 = !{!12, !57, !66}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64, align: 64, dwarfAddressSpace: 0)
!58 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !59)
!59 = !{!60, !61, !62, !63, !64, !65}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !22, size: 32, align: 32)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !22, size: 32, align: 32, offset: 32)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !22, size: 32, align: 32, offset: 64)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 96)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !22, size: 32, align: 32, offset: 128)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 160)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64, align: 64, dwarfAddressSpace: 0)
!67 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !68)
!68 = !{!69, !70, !71, !72, !73, !74, !75, !76, !77, !80, !81, !82, !83, !86, !87, !88, !89}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !29, size: 64, align: 64)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 64)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !29, size: 64, align: 64, offset: 128)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 192)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !29, size: 64, align: 64, offset: 256)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !29, size: 64, align: 64, offset: 320)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !22, size: 32, align: 32, offset: 384)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !22, size: 32, align: 32, offset: 416)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !78, size: 16, align: 16, offset: 448)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !79)
!79 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !78, size: 16, align: 16, offset: 464)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !78, size: 16, align: 16, offset: 480)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !78, size: 16, align: 16, offset: 496)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !84, size: 8, align: 8, offset: 512)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !85)
!85 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !84, size: 8, align: 8, offset: 520)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !84, size: 8, align: 8, offset: 528)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !84, size: 8, align: 8, offset: 536)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !22, size: 32, align: 32, offset: 544)
!90 = !{!91, !92}
!91 = !DILocalVariable(name: "ctx", arg: 1, scope: !54, file: !3, line: 1, type: !57)
!92 = !DILocalVariable(name: "pkt", arg: 2, scope: !54, file: !3, line: 1, type: !66)
!93 = !DILocation(line: 1, column: 1, scope: !54)
!94 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 16, type: !95, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !97)
!95 = !DISubroutineType(flags: DIFlagPrototyped, types: !96)
!96 = !{!12, !66}
!97 = !{!98}
!98 = !DILocalVariable(name: "pkt", arg: 1, scope: !94, file: !3, line: 16, type: !66)
!99 = !DILocation(line: 16, column: 1, scope: !94)
!100 = !DILocation(line: 20, column: 1, scope: !94)
!101 = !DILocation(line: 32, column: 1, scope: !94)
!102 = !DILocation(line: 38, column: 1, scope: !94)
!103 = !DILocation(line: 42, column: 1, scope: !94)
!104 = !DILocation(line: 47, column: 1, scope: !94)
!105 = distinct !DISubprogram(name: "xdpc_set0_port_search", linkageName: "xdpc_set0_port_search", scope: !3, file: !3, line: 18, type: !106, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !108)
!106 = !DISubroutineType(flags: DIFlagPrototyped, types: !107)
!107 = !{!12, !29}
!108 = !{!109}
!109 = !DILocalVariable(name: "x", arg: 1, scope: !105, file: !3, line: 18, type: !29)
!110 = !DILocation(line: 18, column: 1, scope: !105)
!111 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !112, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !114)
!112 = !DISubroutineType(flags: DIFlagPrototyped, types: !113)
!113 = !{!12, !22, !29}
!114 = !{!115, !116}
!115 = !DILocalVariable(name: "rule", arg: 1, scope: !111, file: !3, line: 1, type: !22)
!116 = !DILocalVariable(name: "len", arg: 2, scope: !111, file: !3, line: 1, type: !29)
!117 = !DILocation(line: 1, column: 1, scope: !111)
!118 = distinct !DISubprogram(name: "xdpc_g0_port_search", linkageName: "xdpc_g0_port_search", scope: !3, file: !3, line: 20, type: !106, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !119)
!119 = !{!120}
!120 = !DILocalVariable(name: "x", arg: 1, scope: !118, file: !3, line: 20, type: !29)
!121 = !DILocation(line: 20, column: 1, scope: !118)
!122 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !123, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !125)
!123 = !DISubroutineType(flags: DIFlagPrototyped, types: !124)
!124 = !{!12, !57}
!125 = !{!126}
!126 = !DILocalVariable(name: "ctx", arg: 1, scope: !122, file: !3, line: 1, type: !57)
!127 = !DILocation(line: 1, column: 1, scope: !122)
