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
  ret i32 6, !dbg !120

next:                                             ; preds = %set.ip4, %rules
  %family6 = getelementptr i8, ptr %0, i64 67, !dbg !121
  %family7 = load i8, ptr %family6, align 1, !dbg !121
  %3 = zext i8 %family7 to i64, !dbg !121
  %src_hi8 = getelementptr i8, ptr %0, i64 0, !dbg !121
  %src_hi9 = load i64, ptr %src_hi8, align 8, !dbg !121
  %src_lo10 = getelementptr i8, ptr %0, i64 8, !dbg !121
  %src_lo11 = load i64, ptr %src_lo10, align 8, !dbg !121
  switch i64 %3, label %next5 [
    i64 6, label %set.ip6
  ], !dbg !121

set.ip4:                                          ; preds = %rules
  %4 = lshr i64 %src_hi2, 32, !dbg !120
  %5 = sub i64 %4, 167772160, !dbg !120
  %6 = icmp ule i64 %5, 16777215, !dbg !120
  br i1 %6, label %hit, label %next, !dbg !120

hit4:                                             ; preds = %set.v6lo
  ret i32 10, !dbg !121

next5:                                            ; preds = %set.v6lo, %set.ip6, %next
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !122
  %flags15 = load i32, ptr %flags, align 4, !dbg !122
  %7 = zext i32 %flags15 to i64, !dbg !122
  %8 = and i64 %7, 16, !dbg !122
  %9 = icmp ne i64 %8, 0, !dbg !122
  br i1 %9, label %has, label %next13, !dbg !122

set.ip6:                                          ; preds = %next
  %10 = icmp uge i64 %src_hi9, -216152767566184448, !dbg !121
  %11 = icmp ule i64 %src_hi9, -216152763271217153, !dbg !121
  %12 = and i1 %10, %11, !dbg !121
  br i1 %12, label %set.v6lo, label %next5, !dbg !121

set.v6lo:                                         ; preds = %set.ip6
  %13 = icmp ne i64 %src_hi9, -216152767566184448, !dbg !121
  %14 = icmp uge i64 %src_lo11, 0, !dbg !121
  %15 = or i1 %13, %14, !dbg !121
  %16 = icmp ne i64 %src_hi9, -216152763271217153, !dbg !121
  %17 = icmp ule i64 %src_lo11, -1, !dbg !121
  %18 = or i1 %16, %17, !dbg !121
  %19 = and i1 %15, %18, !dbg !121
  br i1 %19, label %hit4, label %next5, !dbg !121

hit12:                                            ; preds = %has21
  ret i32 14, !dbg !122

next13:                                           ; preds = %has21, %and, %has17, %and14, %has, %next5
  %family27 = getelementptr i8, ptr %0, i64 67, !dbg !123
  %family28 = load i8, ptr %family27, align 1, !dbg !123
  %20 = zext i8 %family28 to i64, !dbg !123
  %src_hi29 = getelementptr i8, ptr %0, i64 0, !dbg !123
  %src_hi30 = load i64, ptr %src_hi29, align 8, !dbg !123
  %src_lo31 = getelementptr i8, ptr %0, i64 8, !dbg !123
  %src_lo32 = load i64, ptr %src_lo31, align 8, !dbg !123
  switch i64 %20, label %next26 [
    i64 4, label %set.ip433
    i64 6, label %set.ip634
  ], !dbg !123

and:                                              ; preds = %has17
  %flags22 = getelementptr i8, ptr %0, i64 52, !dbg !122
  %flags23 = load i32, ptr %flags22, align 4, !dbg !122
  %21 = zext i32 %flags23 to i64, !dbg !122
  %22 = and i64 %21, 64, !dbg !122
  %23 = icmp ne i64 %22, 0, !dbg !122
  br i1 %23, label %has21, label %next13, !dbg !122

and14:                                            ; preds = %has
  %flags18 = getelementptr i8, ptr %0, i64 52, !dbg !122
  %flags19 = load i32, ptr %flags18, align 4, !dbg !122
  %24 = zext i32 %flags19 to i64, !dbg !122
  %25 = and i64 %24, 64, !dbg !122
  %26 = icmp ne i64 %25, 0, !dbg !122
  br i1 %26, label %has17, label %next13, !dbg !122

has:                                              ; preds = %next5
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !122
  %proto16 = load i8, ptr %proto, align 1, !dbg !122
  %27 = zext i8 %proto16 to i64, !dbg !122
  %28 = icmp eq i64 %27, 17, !dbg !122
  br i1 %28, label %and14, label %next13, !dbg !122

has17:                                            ; preds = %and14
  %sport = getelementptr i8, ptr %0, i64 60, !dbg !122
  %sport20 = load i16, ptr %sport, align 2, !dbg !122
  %29 = zext i16 %sport20 to i64, !dbg !122
  %30 = icmp eq i64 %29, 68, !dbg !122
  br i1 %30, label %and, label %next13, !dbg !122

has21:                                            ; preds = %and
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !122
  %dport24 = load i16, ptr %dport, align 2, !dbg !122
  %31 = zext i16 %dport24 to i64, !dbg !122
  %32 = icmp eq i64 %31, 67, !dbg !122
  br i1 %32, label %hit12, label %next13, !dbg !122

hit25:                                            ; preds = %set.ip634, %set.ip433
  %len = getelementptr i8, ptr %0, i64 48, !dbg !123
  %len35 = load i32, ptr %len, align 4, !dbg !123
  %33 = zext i32 %len35 to i64, !dbg !123
  %34 = call i32 @xdpc_count(i32 3, i64 %33), !dbg !123
  %flags36 = getelementptr i8, ptr %0, i64 52, !dbg !123
  %flags37 = load i32, ptr %flags36, align 4, !dbg !123
  %35 = zext i32 %flags37 to i64, !dbg !123
  %36 = and i64 %35, 12, !dbg !123
  %37 = icmp ne i64 %36, 0, !dbg !123
  br i1 %37, label %count.key, label %count.skip, !dbg !123

next26:                                           ; preds = %count.skip, %set.ip634, %set.ip433, %next13
  %family54 = getelementptr i8, ptr %0, i64 67, !dbg !124
  %family55 = load i8, ptr %family54, align 1, !dbg !124
  %38 = zext i8 %family55 to i64, !dbg !124
  %src_hi56 = getelementptr i8, ptr %0, i64 0, !dbg !124
  %src_hi57 = load i64, ptr %src_hi56, align 8, !dbg !124
  %src_lo58 = getelementptr i8, ptr %0, i64 8, !dbg !124
  %src_lo59 = load i64, ptr %src_lo58, align 8, !dbg !124
  switch i64 %38, label %next53 [
    i64 4, label %set.ip460
    i64 6, label %set.ip661
  ], !dbg !124

set.ip433:                                        ; preds = %next13
  %39 = lshr i64 %src_hi30, 32, !dbg !123
  %40 = call i32 @xdpc_set2_ip4_search(i64 %39), !dbg !123
  %41 = icmp ne i32 %40, 0, !dbg !123
  br i1 %41, label %hit25, label %next26, !dbg !123

set.ip634:                                        ; preds = %next13
  %42 = call i32 @xdpc_set2_ip6_search(i64 %src_hi30, i64 %src_lo32), !dbg !123
  %43 = icmp ne i32 %42, 0, !dbg !123
  br i1 %43, label %hit25, label %next26, !dbg !123

count.key:                                        ; preds = %hit25
  %src_hi38 = getelementptr i8, ptr %0, i64 0, !dbg !123
  %src_hi39 = load i64, ptr %src_hi38, align 8, !dbg !123
  %src_lo40 = getelementptr i8, ptr %0, i64 8, !dbg !123
  %src_lo41 = load i64, ptr %src_lo40, align 8, !dbg !123
  %family42 = getelementptr i8, ptr %0, i64 67, !dbg !123
  %family43 = load i8, ptr %family42, align 1, !dbg !123
  %44 = zext i8 %family43 to i64, !dbg !123
  %45 = trunc i64 %44 to i32, !dbg !123
  %46 = getelementptr i8, ptr %addr, i64 0, !dbg !123
  store i32 %45, ptr %46, align 4, !dbg !123
  %47 = call i64 @llvm.bswap.i64(i64 %src_hi39), !dbg !123
  %48 = getelementptr i8, ptr %addr, i64 4, !dbg !123
  store i64 %47, ptr %48, align 4, !dbg !123
  %49 = call i64 @llvm.bswap.i64(i64 %src_lo41), !dbg !123
  %50 = getelementptr i8, ptr %addr, i64 12, !dbg !123
  store i64 %49, ptr %50, align 4, !dbg !123
  %51 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_src, ptr %addr), !dbg !123
  %52 = icmp ne ptr %51, null, !dbg !123
  br i1 %52, label %addr.found, label %addr.create, !dbg !123

count.skip:                                       ; preds = %addr.done, %hit25
  br label %next26, !dbg !123

addr.found:                                       ; preds = %count.key
  %53 = icmp ne ptr %51, null, !dbg !123
  br i1 %53, label %count.add, label %count.done, !dbg !123

addr.create:                                      ; preds = %count.key
  %54 = getelementptr i8, ptr %val, i64 0, !dbg !123
  store i64 1, ptr %54, align 8, !dbg !123
  %len46 = getelementptr i8, ptr %0, i64 48, !dbg !123
  %len47 = load i32, ptr %len46, align 4, !dbg !123
  %55 = zext i32 %len47 to i64, !dbg !123
  %56 = getelementptr i8, ptr %val, i64 8, !dbg !123
  store i64 %55, ptr %56, align 8, !dbg !123
  %57 = call i64 inttoptr (i64 2 to ptr)(ptr @xdpc_t0_src, ptr %addr, ptr %val, i64 1), !dbg !123
  %58 = icmp eq i64 %57, 0, !dbg !123
  br i1 %58, label %addr.done, label %addr.retry, !dbg !123

addr.retry:                                       ; preds = %addr.create
  %59 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_src, ptr %addr), !dbg !123
  %60 = icmp ne ptr %59, null, !dbg !123
  br i1 %60, label %count.add48, label %count.done49, !dbg !123

addr.done:                                        ; preds = %count.done49, %addr.create, %count.done
  br label %count.skip, !dbg !123

count.add:                                        ; preds = %addr.found
  %61 = load i64, ptr %51, align 8, !dbg !123
  %62 = add i64 %61, 1, !dbg !123
  store i64 %62, ptr %51, align 8, !dbg !123
  %63 = getelementptr i8, ptr %51, i64 8, !dbg !123
  %64 = load i64, ptr %63, align 8, !dbg !123
  %len44 = getelementptr i8, ptr %0, i64 48, !dbg !123
  %len45 = load i32, ptr %len44, align 4, !dbg !123
  %65 = zext i32 %len45 to i64, !dbg !123
  %66 = add i64 %64, %65, !dbg !123
  store i64 %66, ptr %63, align 8, !dbg !123
  br label %count.done, !dbg !123

count.done:                                       ; preds = %count.add, %addr.found
  br label %addr.done, !dbg !123

count.add48:                                      ; preds = %addr.retry
  %67 = load i64, ptr %59, align 8, !dbg !123
  %68 = add i64 %67, 1, !dbg !123
  store i64 %68, ptr %59, align 8, !dbg !123
  %69 = getelementptr i8, ptr %59, i64 8, !dbg !123
  %70 = load i64, ptr %69, align 8, !dbg !123
  %len50 = getelementptr i8, ptr %0, i64 48, !dbg !123
  %len51 = load i32, ptr %len50, align 4, !dbg !123
  %71 = zext i32 %len51 to i64, !dbg !123
  %72 = add i64 %70, %71, !dbg !123
  store i64 %72, ptr %69, align 8, !dbg !123
  br label %count.done49, !dbg !123

count.done49:                                     ; preds = %count.add48, %addr.retry
  br label %addr.done, !dbg !123

hit52:                                            ; preds = %set.ip661, %set.ip460
  ret i32 21, !dbg !124

next53:                                           ; preds = %set.ip661, %set.ip460, %next26
  %family64 = getelementptr i8, ptr %0, i64 67, !dbg !125
  %family65 = load i8, ptr %family64, align 1, !dbg !125
  %73 = zext i8 %family65 to i64, !dbg !125
  %dst_hi = getelementptr i8, ptr %0, i64 16, !dbg !125
  %dst_hi66 = load i64, ptr %dst_hi, align 8, !dbg !125
  %dst_lo = getelementptr i8, ptr %0, i64 24, !dbg !125
  %dst_lo67 = load i64, ptr %dst_lo, align 8, !dbg !125
  switch i64 %73, label %next63 [
    i64 4, label %set.ip468
  ], !dbg !125

set.ip460:                                        ; preds = %next26
  %74 = lshr i64 %src_hi57, 32, !dbg !124
  %75 = call i32 @xdpc_set2_ip4_search(i64 %74), !dbg !124
  %76 = icmp ne i32 %75, 0, !dbg !124
  br i1 %76, label %hit52, label %next53, !dbg !124

set.ip661:                                        ; preds = %next26
  %77 = call i32 @xdpc_set2_ip6_search(i64 %src_hi57, i64 %src_lo59), !dbg !124
  %78 = icmp ne i32 %77, 0, !dbg !124
  br i1 %78, label %hit52, label %next53, !dbg !124

hit62:                                            ; preds = %set.ip468
  ret i32 25, !dbg !125

next63:                                           ; preds = %set.ip468, %next53
  %family71 = getelementptr i8, ptr %0, i64 67, !dbg !126
  %family72 = load i8, ptr %family71, align 1, !dbg !126
  %79 = zext i8 %family72 to i64, !dbg !126
  %dst_hi73 = getelementptr i8, ptr %0, i64 16, !dbg !126
  %dst_hi74 = load i64, ptr %dst_hi73, align 8, !dbg !126
  %dst_lo75 = getelementptr i8, ptr %0, i64 24, !dbg !126
  %dst_lo76 = load i64, ptr %dst_lo75, align 8, !dbg !126
  switch i64 %79, label %next70 [
    i64 4, label %set.ip477
  ], !dbg !126

set.ip468:                                        ; preds = %next53
  %80 = lshr i64 %dst_hi66, 32, !dbg !125
  %81 = sub i64 %80, 0, !dbg !125
  %82 = icmp ule i64 %81, 16777215, !dbg !125
  br i1 %82, label %hit62, label %next63, !dbg !125

hit69:                                            ; preds = %set.ip477
  ret i32 29, !dbg !126

next70:                                           ; preds = %set.ip477, %next63
  %family80 = getelementptr i8, ptr %0, i64 67, !dbg !127
  %family81 = load i8, ptr %family80, align 1, !dbg !127
  %83 = zext i8 %family81 to i64, !dbg !127
  %dst_hi82 = getelementptr i8, ptr %0, i64 16, !dbg !127
  %dst_hi83 = load i64, ptr %dst_hi82, align 8, !dbg !127
  %dst_lo84 = getelementptr i8, ptr %0, i64 24, !dbg !127
  %dst_lo85 = load i64, ptr %dst_lo84, align 8, !dbg !127
  switch i64 %83, label %next79 [
    i64 6, label %set.ip686
  ], !dbg !127

set.ip477:                                        ; preds = %next63
  %84 = lshr i64 %dst_hi74, 32, !dbg !126
  %85 = sub i64 %84, 2130706432, !dbg !126
  %86 = icmp ule i64 %85, 16777215, !dbg !126
  br i1 %86, label %hit69, label %next70, !dbg !126

hit78:                                            ; preds = %set.v6lo87
  ret i32 33, !dbg !127

next79:                                           ; preds = %set.v6lo87, %set.ip686, %next70
  br label %continue, !dbg !127

continue:                                         ; preds = %next79, %entry
  ret i32 0, !dbg !120

set.ip686:                                        ; preds = %next70
  %87 = icmp uge i64 %dst_hi83, 0, !dbg !127
  %88 = icmp ule i64 %dst_hi83, 0, !dbg !127
  %89 = and i1 %87, %88, !dbg !127
  br i1 %89, label %set.v6lo87, label %next79, !dbg !127

set.v6lo87:                                       ; preds = %set.ip686
  %90 = icmp ne i64 %dst_hi83, 0, !dbg !127
  %91 = icmp uge i64 %dst_lo85, 1, !dbg !127
  %92 = or i1 %90, %91, !dbg !127
  %93 = icmp ne i64 %dst_hi83, 0, !dbg !127
  %94 = icmp ule i64 %dst_lo85, 1, !dbg !127
  %95 = or i1 %93, %94, !dbg !127
  %96 = and i1 %92, %95, !dbg !127
  br i1 %96, label %hit78, label %next79, !dbg !127
}

; Function Attrs: noinline nounwind
define i32 @xdpc_set2_ip4_search(i64 %0) #0 !dbg !128 {
entry:
  %1 = load i64, ptr getelementptr (i64, ptr @xdpc_set2_ip4, i64 16), align 8, !dbg !133
  %2 = sub i64 %0, %1, !dbg !133
  %3 = lshr i64 %2, 63, !dbg !133
  %ge = xor i64 %3, 1, !dbg !133
  %4 = sub i64 0, %ge, !dbg !133
  %5 = and i64 %4, 8, !dbg !133
  %i = add i64 0, %5, !dbg !133
  %6 = add i64 %i, 4, !dbg !133
  %7 = mul i64 %6, 2, !dbg !133
  %8 = add i64 %7, 0, !dbg !133
  %9 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %8, !dbg !133
  %10 = load i64, ptr %9, align 8, !dbg !133
  %11 = sub i64 %0, %10, !dbg !133
  %12 = lshr i64 %11, 63, !dbg !133
  %ge1 = xor i64 %12, 1, !dbg !133
  %13 = sub i64 0, %ge1, !dbg !133
  %14 = and i64 %13, 4, !dbg !133
  %i2 = add i64 %i, %14, !dbg !133
  %15 = add i64 %i2, 2, !dbg !133
  %16 = mul i64 %15, 2, !dbg !133
  %17 = add i64 %16, 0, !dbg !133
  %18 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %17, !dbg !133
  %19 = load i64, ptr %18, align 8, !dbg !133
  %20 = sub i64 %0, %19, !dbg !133
  %21 = lshr i64 %20, 63, !dbg !133
  %ge3 = xor i64 %21, 1, !dbg !133
  %22 = sub i64 0, %ge3, !dbg !133
  %23 = and i64 %22, 2, !dbg !133
  %i4 = add i64 %i2, %23, !dbg !133
  %24 = add i64 %i4, 1, !dbg !133
  %25 = mul i64 %24, 2, !dbg !133
  %26 = add i64 %25, 0, !dbg !133
  %27 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %26, !dbg !133
  %28 = load i64, ptr %27, align 8, !dbg !133
  %29 = sub i64 %0, %28, !dbg !133
  %30 = lshr i64 %29, 63, !dbg !133
  %ge5 = xor i64 %30, 1, !dbg !133
  %31 = sub i64 0, %ge5, !dbg !133
  %32 = and i64 %31, 1, !dbg !133
  %i6 = add i64 %i4, %32, !dbg !133
  %33 = mul i64 %i6, 2, !dbg !133
  %34 = add i64 %33, 0, !dbg !133
  %35 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %34, !dbg !133
  %36 = load i64, ptr %35, align 8, !dbg !133
  %37 = add i64 %33, 1, !dbg !133
  %38 = getelementptr i64, ptr @xdpc_set2_ip4, i64 %37, !dbg !133
  %39 = load i64, ptr %38, align 8, !dbg !133
  %40 = sub i64 %0, %36, !dbg !133
  %41 = lshr i64 %40, 63, !dbg !133
  %ge7 = xor i64 %41, 1, !dbg !133
  %42 = sub i64 %39, %0, !dbg !133
  %43 = lshr i64 %42, 63, !dbg !133
  %ge8 = xor i64 %43, 1, !dbg !133
  %44 = and i64 %ge7, %ge8, !dbg !133
  %45 = trunc i64 %44 to i32, !dbg !133
  ret i32 %45, !dbg !133
}

; Function Attrs: noinline nounwind
define i32 @xdpc_set2_ip6_search(i64 %0, i64 %1) #0 !dbg !134 {
entry:
  %2 = load i64, ptr getelementptr (i64, ptr @xdpc_set2_ip6, i64 32), align 8, !dbg !140
  %3 = load i64, ptr getelementptr (i64, ptr @xdpc_set2_ip6, i64 33), align 8, !dbg !140
  %4 = sub i64 %1, %3, !dbg !140
  %5 = sub i64 %4, 0, !dbg !140
  %6 = xor i64 %1, -1, !dbg !140
  %7 = and i64 %6, %3, !dbg !140
  %8 = xor i64 %1, %3, !dbg !140
  %9 = xor i64 %8, -1, !dbg !140
  %10 = and i64 %9, %5, !dbg !140
  %11 = or i64 %7, %10, !dbg !140
  %12 = lshr i64 %11, 63, !dbg !140
  %13 = sub i64 %0, %2, !dbg !140
  %14 = sub i64 %13, %12, !dbg !140
  %15 = xor i64 %0, -1, !dbg !140
  %16 = and i64 %15, %2, !dbg !140
  %17 = xor i64 %0, %2, !dbg !140
  %18 = xor i64 %17, -1, !dbg !140
  %19 = and i64 %18, %14, !dbg !140
  %20 = or i64 %16, %19, !dbg !140
  %21 = lshr i64 %20, 63, !dbg !140
  %ge = xor i64 %21, 1, !dbg !140
  %22 = sub i64 0, %ge, !dbg !140
  %23 = and i64 %22, 8, !dbg !140
  %i = add i64 0, %23, !dbg !140
  %24 = add i64 %i, 4, !dbg !140
  %25 = mul i64 %24, 4, !dbg !140
  %26 = add i64 %25, 0, !dbg !140
  %27 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %26, !dbg !140
  %28 = load i64, ptr %27, align 8, !dbg !140
  %29 = add i64 %25, 1, !dbg !140
  %30 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %29, !dbg !140
  %31 = load i64, ptr %30, align 8, !dbg !140
  %32 = sub i64 %1, %31, !dbg !140
  %33 = sub i64 %32, 0, !dbg !140
  %34 = xor i64 %1, -1, !dbg !140
  %35 = and i64 %34, %31, !dbg !140
  %36 = xor i64 %1, %31, !dbg !140
  %37 = xor i64 %36, -1, !dbg !140
  %38 = and i64 %37, %33, !dbg !140
  %39 = or i64 %35, %38, !dbg !140
  %40 = lshr i64 %39, 63, !dbg !140
  %41 = sub i64 %0, %28, !dbg !140
  %42 = sub i64 %41, %40, !dbg !140
  %43 = xor i64 %0, -1, !dbg !140
  %44 = and i64 %43, %28, !dbg !140
  %45 = xor i64 %0, %28, !dbg !140
  %46 = xor i64 %45, -1, !dbg !140
  %47 = and i64 %46, %42, !dbg !140
  %48 = or i64 %44, %47, !dbg !140
  %49 = lshr i64 %48, 63, !dbg !140
  %ge1 = xor i64 %49, 1, !dbg !140
  %50 = sub i64 0, %ge1, !dbg !140
  %51 = and i64 %50, 4, !dbg !140
  %i2 = add i64 %i, %51, !dbg !140
  %52 = add i64 %i2, 2, !dbg !140
  %53 = mul i64 %52, 4, !dbg !140
  %54 = add i64 %53, 0, !dbg !140
  %55 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %54, !dbg !140
  %56 = load i64, ptr %55, align 8, !dbg !140
  %57 = add i64 %53, 1, !dbg !140
  %58 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %57, !dbg !140
  %59 = load i64, ptr %58, align 8, !dbg !140
  %60 = sub i64 %1, %59, !dbg !140
  %61 = sub i64 %60, 0, !dbg !140
  %62 = xor i64 %1, -1, !dbg !140
  %63 = and i64 %62, %59, !dbg !140
  %64 = xor i64 %1, %59, !dbg !140
  %65 = xor i64 %64, -1, !dbg !140
  %66 = and i64 %65, %61, !dbg !140
  %67 = or i64 %63, %66, !dbg !140
  %68 = lshr i64 %67, 63, !dbg !140
  %69 = sub i64 %0, %56, !dbg !140
  %70 = sub i64 %69, %68, !dbg !140
  %71 = xor i64 %0, -1, !dbg !140
  %72 = and i64 %71, %56, !dbg !140
  %73 = xor i64 %0, %56, !dbg !140
  %74 = xor i64 %73, -1, !dbg !140
  %75 = and i64 %74, %70, !dbg !140
  %76 = or i64 %72, %75, !dbg !140
  %77 = lshr i64 %76, 63, !dbg !140
  %ge3 = xor i64 %77, 1, !dbg !140
  %78 = sub i64 0, %ge3, !dbg !140
  %79 = and i64 %78, 2, !dbg !140
  %i4 = add i64 %i2, %79, !dbg !140
  %80 = add i64 %i4, 1, !dbg !140
  %81 = mul i64 %80, 4, !dbg !140
  %82 = add i64 %81, 0, !dbg !140
  %83 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %82, !dbg !140
  %84 = load i64, ptr %83, align 8, !dbg !140
  %85 = add i64 %81, 1, !dbg !140
  %86 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %85, !dbg !140
  %87 = load i64, ptr %86, align 8, !dbg !140
  %88 = sub i64 %1, %87, !dbg !140
  %89 = sub i64 %88, 0, !dbg !140
  %90 = xor i64 %1, -1, !dbg !140
  %91 = and i64 %90, %87, !dbg !140
  %92 = xor i64 %1, %87, !dbg !140
  %93 = xor i64 %92, -1, !dbg !140
  %94 = and i64 %93, %89, !dbg !140
  %95 = or i64 %91, %94, !dbg !140
  %96 = lshr i64 %95, 63, !dbg !140
  %97 = sub i64 %0, %84, !dbg !140
  %98 = sub i64 %97, %96, !dbg !140
  %99 = xor i64 %0, -1, !dbg !140
  %100 = and i64 %99, %84, !dbg !140
  %101 = xor i64 %0, %84, !dbg !140
  %102 = xor i64 %101, -1, !dbg !140
  %103 = and i64 %102, %98, !dbg !140
  %104 = or i64 %100, %103, !dbg !140
  %105 = lshr i64 %104, 63, !dbg !140
  %ge5 = xor i64 %105, 1, !dbg !140
  %106 = sub i64 0, %ge5, !dbg !140
  %107 = and i64 %106, 1, !dbg !140
  %i6 = add i64 %i4, %107, !dbg !140
  %108 = mul i64 %i6, 4, !dbg !140
  %109 = add i64 %108, 0, !dbg !140
  %110 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %109, !dbg !140
  %111 = load i64, ptr %110, align 8, !dbg !140
  %112 = add i64 %108, 2, !dbg !140
  %113 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %112, !dbg !140
  %114 = load i64, ptr %113, align 8, !dbg !140
  %115 = add i64 %108, 1, !dbg !140
  %116 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %115, !dbg !140
  %117 = load i64, ptr %116, align 8, !dbg !140
  %118 = add i64 %108, 3, !dbg !140
  %119 = getelementptr i64, ptr @xdpc_set2_ip6, i64 %118, !dbg !140
  %120 = load i64, ptr %119, align 8, !dbg !140
  %121 = sub i64 %1, %117, !dbg !140
  %122 = sub i64 %121, 0, !dbg !140
  %123 = xor i64 %1, -1, !dbg !140
  %124 = and i64 %123, %117, !dbg !140
  %125 = xor i64 %1, %117, !dbg !140
  %126 = xor i64 %125, -1, !dbg !140
  %127 = and i64 %126, %122, !dbg !140
  %128 = or i64 %124, %127, !dbg !140
  %129 = lshr i64 %128, 63, !dbg !140
  %130 = sub i64 %0, %111, !dbg !140
  %131 = sub i64 %130, %129, !dbg !140
  %132 = xor i64 %0, -1, !dbg !140
  %133 = and i64 %132, %111, !dbg !140
  %134 = xor i64 %0, %111, !dbg !140
  %135 = xor i64 %134, -1, !dbg !140
  %136 = and i64 %135, %131, !dbg !140
  %137 = or i64 %133, %136, !dbg !140
  %138 = lshr i64 %137, 63, !dbg !140
  %ge7 = xor i64 %138, 1, !dbg !140
  %139 = sub i64 %120, %1, !dbg !140
  %140 = sub i64 %139, 0, !dbg !140
  %141 = xor i64 %120, -1, !dbg !140
  %142 = and i64 %141, %1, !dbg !140
  %143 = xor i64 %120, %1, !dbg !140
  %144 = xor i64 %143, -1, !dbg !140
  %145 = and i64 %144, %140, !dbg !140
  %146 = or i64 %142, %145, !dbg !140
  %147 = lshr i64 %146, 63, !dbg !140
  %148 = sub i64 %114, %0, !dbg !140
  %149 = sub i64 %148, %147, !dbg !140
  %150 = xor i64 %114, -1, !dbg !140
  %151 = and i64 %150, %0, !dbg !140
  %152 = xor i64 %114, %0, !dbg !140
  %153 = xor i64 %152, -1, !dbg !140
  %154 = and i64 %153, %149, !dbg !140
  %155 = or i64 %151, %154, !dbg !140
  %156 = lshr i64 %155, 63, !dbg !140
  %ge8 = xor i64 %156, 1, !dbg !140
  %157 = and i64 %ge7, %ge8, !dbg !140
  %158 = trunc i64 %157 to i32, !dbg !140
  ret i32 %158, !dbg !140
}

; Function Attrs: noinline nounwind
define i32 @xdpc_count(i32 %0, i64 %1) #0 !dbg !141 {
entry:
  %key = alloca i32, align 8, !dbg !147
  store i32 %0, ptr %key, align 4, !dbg !147
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !147
  %3 = icmp ne ptr %2, null, !dbg !147
  br i1 %3, label %count.add, label %count.done, !dbg !147

count.add:                                        ; preds = %entry
  %4 = load i64, ptr %2, align 8, !dbg !147
  %5 = add i64 %4, 1, !dbg !147
  store i64 %5, ptr %2, align 8, !dbg !147
  %6 = getelementptr i8, ptr %2, i64 8, !dbg !147
  %7 = load i64, ptr %6, align 8, !dbg !147
  %8 = add i64 %7, %1, !dbg !147
  store i64 %8, ptr %6, align 8, !dbg !147
  br label %count.done, !dbg !147

count.done:                                       ; preds = %count.add, %entry
  ret i32 0, !dbg !147
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !148 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !153
  %addr = alloca [5 x i32], align 8, !dbg !153
  %val = alloca [2 x i64], align 8, !dbg !153
  %key = alloca i32, align 8, !dbg !153
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !153
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !153
  %verdict1 = call i32 @xdpc_rules_0(ptr %pkt), !dbg !153
  %2 = icmp ne i32 %verdict1, 0, !dbg !153
  br i1 %2, label %decided, label %undecided, !dbg !153

undecided:                                        ; preds = %entry
  %len3 = getelementptr i8, ptr %pkt, i64 48, !dbg !153
  %len4 = load i32, ptr %len3, align 4, !dbg !153
  %3 = zext i32 %len4 to i64, !dbg !153
  %4 = call i32 @xdpc_count(i32 8, i64 %3), !dbg !153
  ret i32 2, !dbg !153

decided:                                          ; preds = %entry
  %verdict = phi i32 [ %verdict1, %entry ], !dbg !153
  %5 = lshr i32 %verdict, 2, !dbg !153
  %rule = sub i32 %5, 1, !dbg !153
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !153
  %len2 = load i32, ptr %len, align 4, !dbg !153
  %6 = zext i32 %len2 to i64, !dbg !153
  %7 = call i32 @xdpc_count(i32 %rule, i64 %6), !dbg !153
  %action = and i32 %verdict, 3, !dbg !153
  ret i32 %action, !dbg !153
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
!128 = distinct !DISubprogram(name: "xdpc_set2_ip4_search", linkageName: "xdpc_set2_ip4_search", scope: !3, file: !3, line: 68, type: !129, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !131)
!129 = !DISubroutineType(flags: DIFlagPrototyped, types: !130)
!130 = !{!12, !40}
!131 = !{!132}
!132 = !DILocalVariable(name: "x", arg: 1, scope: !128, file: !3, line: 68, type: !40)
!133 = !DILocation(line: 68, column: 1, scope: !128)
!134 = distinct !DISubprogram(name: "xdpc_set2_ip6_search", linkageName: "xdpc_set2_ip6_search", scope: !3, file: !3, line: 68, type: !135, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !137)
!135 = !DISubroutineType(flags: DIFlagPrototyped, types: !136)
!136 = !{!12, !40, !40}
!137 = !{!138, !139}
!138 = !DILocalVariable(name: "hi", arg: 1, scope: !134, file: !3, line: 68, type: !40)
!139 = !DILocalVariable(name: "lo", arg: 2, scope: !134, file: !3, line: 68, type: !40)
!140 = !DILocation(line: 68, column: 1, scope: !134)
!141 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !142, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !144)
!142 = !DISubroutineType(flags: DIFlagPrototyped, types: !143)
!143 = !{!12, !73, !40}
!144 = !{!145, !146}
!145 = !DILocalVariable(name: "rule", arg: 1, scope: !141, file: !3, line: 1, type: !73)
!146 = !DILocalVariable(name: "len", arg: 2, scope: !141, file: !3, line: 1, type: !40)
!147 = !DILocation(line: 1, column: 1, scope: !141)
!148 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !149, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !151)
!149 = !DISubroutineType(flags: DIFlagPrototyped, types: !150)
!150 = !{!12, !80}
!151 = !{!152}
!152 = !DILocalVariable(name: "ctx", arg: 1, scope: !148, file: !3, line: 1, type: !80)
!153 = !DILocation(line: 1, column: 1, scope: !148)
