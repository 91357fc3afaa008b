target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0111\\012source\\011webserver.xf\\012default\\011drop\\012rule\\0110\\01112\\011pass\\011-\\011pa\22"
module asm "\09.ascii \22ss arp;\\012rule\\0111\\01113\\011pass\\011-\\011pass icmpv6;\\012rule\\0112\\01115\\011pass\\011-\\011pass icmp\22"
module asm "\09.ascii \22;\\012rule\\0113\\01119\\011pass\\011-\\011pass tcp dport { http, https };\\012rule\\0114\\01120\\011pas\22"
module asm "\09.ascii \22s\\011-\\011pass udp dport https;\\012rule\\0115\\01123\\011pass\\011-\\011pass tcp dport ssh sr\22"
module asm "\09.ascii \22c { 192.0.2.0/24, 2001:db8:ad::/48 };\\012rule\\0116\\01128\\011pass\\011-\\011pass tcp \22"
module asm "\09.ascii \22dport 32768-60999 tcp flags ack;\\012rule\\0117\\01129\\011pass\\011-\\011pass udp sport\22"
module asm "\09.ascii \22 { dns, ntp } dport 32768-60999;\\012rule\\0118\\01132\\011pass\\011-\\011pass udp sport\22"
module asm "\09.ascii \22 bootps dport bootpc;\\012rule\\0119\\01133\\011pass\\011-\\011pass udp sport dhcpv6_ser\22"
module asm "\09.ascii \22ver dport dhcpv6_client;\\012set\\0110\\011-\\011port\\0112\\012set\\0111\\011-\\011port\\0111\\012set\\0112\\011-\\011p\22"
module asm "\09.ascii \22ort\\0111\\012set\\0113\\011-\\011addr\\0112\\012set\\0114\\011-\\011port\\0111\\012set\\0115\\011-\\011port\\0112\\012set\\0116\\011-\\011port\\011\22"
module asm "\09.ascii \221\\012set\\0117\\011-\\011port\\0111\\012set\\0118\\011-\\011port\\0111\\012set\\0119\\011-\\011port\\0111\\012set\\01110\\011-\\011port\\0111\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !5

; Function Attrs: noinline
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !38 {
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
define i32 @xdpc_rules_0(ptr %0) #0 !dbg !78 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !83
  %val = alloca [2 x i64], align 8, !dbg !83
  %key = alloca i32, align 8, !dbg !83
  %1 = icmp eq ptr %0, null, !dbg !83
  br i1 %1, label %continue, label %rules, !dbg !83

rules:                                            ; preds = %entry
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !83
  %flags1 = load i32, ptr %flags, align 4, !dbg !83
  %2 = zext i32 %flags1 to i64, !dbg !83
  %3 = and i64 %2, 1, !dbg !83
  %4 = icmp ne i64 %3, 0, !dbg !83
  br i1 %4, label %has, label %next, !dbg !83

hit:                                              ; preds = %has
  store i32 0, ptr %key, align 4, !dbg !83
  %5 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !83
  %6 = icmp ne ptr %5, null, !dbg !83
  br i1 %6, label %count.add, label %count.done, !dbg !83

next:                                             ; preds = %has, %rules
  %flags7 = getelementptr i8, ptr %0, i64 52, !dbg !84
  %flags8 = load i32, ptr %flags7, align 4, !dbg !84
  %7 = zext i32 %flags8 to i64, !dbg !84
  %8 = and i64 %7, 16, !dbg !84
  %9 = icmp ne i64 %8, 0, !dbg !84
  br i1 %9, label %has6, label %next5, !dbg !84

has:                                              ; preds = %rules
  %ethertype = getelementptr i8, ptr %0, i64 56, !dbg !83
  %ethertype2 = load i16, ptr %ethertype, align 2, !dbg !83
  %10 = zext i16 %ethertype2 to i64, !dbg !83
  %11 = icmp eq i64 %10, 2054, !dbg !83
  br i1 %11, label %hit, label %next, !dbg !83

count.add:                                        ; preds = %hit
  %12 = load i64, ptr %5, align 8, !dbg !83
  %13 = add i64 %12, 1, !dbg !83
  store i64 %13, ptr %5, align 8, !dbg !83
  %14 = getelementptr i8, ptr %5, i64 8, !dbg !83
  %15 = load i64, ptr %14, align 8, !dbg !83
  %len = getelementptr i8, ptr %0, i64 48, !dbg !83
  %len3 = load i32, ptr %len, align 4, !dbg !83
  %16 = zext i32 %len3 to i64, !dbg !83
  %17 = add i64 %15, %16, !dbg !83
  store i64 %17, ptr %14, align 8, !dbg !83
  br label %count.done, !dbg !83

count.done:                                       ; preds = %count.add, %hit
  ret i32 2, !dbg !83

hit4:                                             ; preds = %has6
  store i32 1, ptr %key, align 4, !dbg !84
  %18 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !84
  %19 = icmp ne ptr %18, null, !dbg !84
  br i1 %19, label %count.add10, label %count.done11, !dbg !84

next5:                                            ; preds = %has6, %next
  %flags17 = getelementptr i8, ptr %0, i64 52, !dbg !85
  %flags18 = load i32, ptr %flags17, align 4, !dbg !85
  %20 = zext i32 %flags18 to i64, !dbg !85
  %21 = and i64 %20, 16, !dbg !85
  %22 = icmp ne i64 %21, 0, !dbg !85
  br i1 %22, label %has16, label %next15, !dbg !85

has6:                                             ; preds = %next
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !84
  %proto9 = load i8, ptr %proto, align 1, !dbg !84
  %23 = zext i8 %proto9 to i64, !dbg !84
  %24 = icmp eq i64 %23, 58, !dbg !84
  br i1 %24, label %hit4, label %next5, !dbg !84

count.add10:                                      ; preds = %hit4
  %25 = load i64, ptr %18, align 8, !dbg !84
  %26 = add i64 %25, 1, !dbg !84
  store i64 %26, ptr %18, align 8, !dbg !84
  %27 = getelementptr i8, ptr %18, i64 8, !dbg !84
  %28 = load i64, ptr %27, align 8, !dbg !84
  %len12 = getelementptr i8, ptr %0, i64 48, !dbg !84
  %len13 = load i32, ptr %len12, align 4, !dbg !84
  %29 = zext i32 %len13 to i64, !dbg !84
  %30 = add i64 %28, %29, !dbg !84
  store i64 %30, ptr %27, align 8, !dbg !84
  br label %count.done11, !dbg !84

count.done11:                                     ; preds = %count.add10, %hit4
  ret i32 2, !dbg !84

hit14:                                            ; preds = %has16
  store i32 2, ptr %key, align 4, !dbg !85
  %31 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !85
  %32 = icmp ne ptr %31, null, !dbg !85
  br i1 %32, label %count.add21, label %count.done22, !dbg !85

next15:                                           ; preds = %has16, %next5
  %flags28 = getelementptr i8, ptr %0, i64 52, !dbg !86
  %flags29 = load i32, ptr %flags28, align 4, !dbg !86
  %33 = zext i32 %flags29 to i64, !dbg !86
  %34 = and i64 %33, 16, !dbg !86
  %35 = icmp ne i64 %34, 0, !dbg !86
  br i1 %35, label %has27, label %next26, !dbg !86

has16:                                            ; preds = %next5
  %proto19 = getelementptr i8, ptr %0, i64 64, !dbg !85
  %proto20 = load i8, ptr %proto19, align 1, !dbg !85
  %36 = zext i8 %proto20 to i64, !dbg !85
  %37 = icmp eq i64 %36, 1, !dbg !85
  br i1 %37, label %hit14, label %next15, !dbg !85

count.add21:                                      ; preds = %hit14
  %38 = load i64, ptr %31, align 8, !dbg !85
  %39 = add i64 %38, 1, !dbg !85
  store i64 %39, ptr %31, align 8, !dbg !85
  %40 = getelementptr i8, ptr %31, i64 8, !dbg !85
  %41 = load i64, ptr %40, align 8, !dbg !85
  %len23 = getelementptr i8, ptr %0, i64 48, !dbg !85
  %len24 = load i32, ptr %len23, align 4, !dbg !85
  %42 = zext i32 %len24 to i64, !dbg !85
  %43 = add i64 %41, %42, !dbg !85
  store i64 %43, ptr %40, align 8, !dbg !85
  br label %count.done22, !dbg !85

count.done22:                                     ; preds = %count.add21, %hit14
  ret i32 2, !dbg !85

hit25:                                            ; preds = %set.next, %has32
  store i32 3, ptr %key, align 4, !dbg !86
  %44 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !86
  %45 = icmp ne ptr %44, null, !dbg !86
  br i1 %45, label %count.add36, label %count.done37, !dbg !86

next26:                                           ; preds = %set.next, %and, %has27, %next15
  %flags44 = getelementptr i8, ptr %0, i64 52, !dbg !87
  %flags45 = load i32, ptr %flags44, align 4, !dbg !87
  %46 = zext i32 %flags45 to i64, !dbg !87
  %47 = and i64 %46, 16, !dbg !87
  %48 = icmp ne i64 %47, 0, !dbg !87
  br i1 %48, label %has43, label %next41, !dbg !87

and:                                              ; preds = %has27
  %flags33 = getelementptr i8, ptr %0, i64 52, !dbg !86
  %flags34 = load i32, ptr %flags33, align 4, !dbg !86
  %49 = zext i32 %flags34 to i64, !dbg !86
  %50 = and i64 %49, 64, !dbg !86
  %51 = icmp ne i64 %50, 0, !dbg !86
  br i1 %51, label %has32, label %next26, !dbg !86

has27:                                            ; preds = %next15
  %proto30 = getelementptr i8, ptr %0, i64 64, !dbg !86
  %proto31 = load i8, ptr %proto30, align 1, !dbg !86
  %52 = zext i8 %proto31 to i64, !dbg !86
  %53 = icmp eq i64 %52, 6, !dbg !86
  br i1 %53, label %and, label %next26, !dbg !86

has32:                                            ; preds = %and
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !86
  %dport35 = load i16, ptr %dport, align 2, !dbg !86
  %54 = zext i16 %dport35 to i64, !dbg !86
  %55 = icmp eq i64 %54, 80, !dbg !86
  br i1 %55, label %hit25, label %set.next, !dbg !86

set.next:                                         ; preds = %has32
  %56 = icmp eq i64 %54, 443, !dbg !86
  br i1 %56, label %hit25, label %next26, !dbg !86

count.add36:                                      ; preds = %hit25
  %57 = load i64, ptr %44, align 8, !dbg !86
  %58 = add i64 %57, 1, !dbg !86
  store i64 %58, ptr %44, align 8, !dbg !86
  %59 = getelementptr i8, ptr %44, i64 8, !dbg !86
  %60 = load i64, ptr %59, align 8, !dbg !86
  %len38 = getelementptr i8, ptr %0, i64 48, !dbg !86
  %len39 = load i32, ptr %len38, align 4, !dbg !86
  %61 = zext i32 %len39 to i64, !dbg !86
  %62 = add i64 %60, %61, !dbg !86
  store i64 %62, ptr %59, align 8, !dbg !86
  br label %count.done37, !dbg !86

count.done37:                                     ; preds = %count.add36, %hit25
  ret i32 2, !dbg !86

hit40:                                            ; preds = %has48
  store i32 4, ptr %key, align 4, !dbg !87
  %63 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !87
  %64 = icmp ne ptr %63, null, !dbg !87
  br i1 %64, label %count.add53, label %count.done54, !dbg !87

next41:                                           ; preds = %has48, %and42, %has43, %next26
  %flags62 = getelementptr i8, ptr %0, i64 52, !dbg !88
  %flags63 = load i32, ptr %flags62, align 4, !dbg !88
  %65 = zext i32 %flags63 to i64, !dbg !88
  %66 = and i64 %65, 16, !dbg !88
  %67 = icmp ne i64 %66, 0, !dbg !88
  br i1 %67, label %has61, label %next58, !dbg !88

and42:                                            ; preds = %has43
  %flags49 = getelementptr i8, ptr %0, i64 52, !dbg !87
  %flags50 = load i32, ptr %flags49, align 4, !dbg !87
  %68 = zext i32 %flags50 to i64, !dbg !87
  %69 = and i64 %68, 64, !dbg !87
  %70 = icmp ne i64 %69, 0, !dbg !87
  br i1 %70, label %has48, label %next41, !dbg !87

has43:                                            ; preds = %next26
  %proto46 = getelementptr i8, ptr %0, i64 64, !dbg !87
  %proto47 = load i8, ptr %proto46, align 1, !dbg !87
  %71 = zext i8 %proto47 to i64, !dbg !87
  %72 = icmp eq i64 %71, 17, !dbg !87
  br i1 %72, label %and42, label %next41, !dbg !87

has48:                                            ; preds = %and42
  %dport51 = getelementptr i8, ptr %0, i64 62, !dbg !87
  %dport52 = load i16, ptr %dport51, align 2, !dbg !87
  %73 = zext i16 %dport52 to i64, !dbg !87
  %74 = icmp eq i64 %73, 443, !dbg !87
  br i1 %74, label %hit40, label %next41, !dbg !87

count.add53:                                      ; preds = %hit40
  %75 = load i64, ptr %63, align 8, !dbg !87
  %76 = add i64 %75, 1, !dbg !87
  store i64 %76, ptr %63, align 8, !dbg !87
  %77 = getelementptr i8, ptr %63, i64 8, !dbg !87
  %78 = load i64, ptr %77, align 8, !dbg !87
  %len55 = getelementptr i8, ptr %0, i64 48, !dbg !87
  %len56 = load i32, ptr %len55, align 4, !dbg !87
  %79 = zext i32 %len56 to i64, !dbg !87
  %80 = add i64 %78, %79, !dbg !87
  store i64 %80, ptr %77, align 8, !dbg !87
  br label %count.done54, !dbg !87

count.done54:                                     ; preds = %count.add53, %hit40
  ret i32 2, !dbg !87

hit57:                                            ; preds = %set.v6lo, %set.ip4
  store i32 5, ptr %key, align 4, !dbg !88
  %81 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !88
  %82 = icmp ne ptr %81, null, !dbg !88
  br i1 %82, label %count.add74, label %count.done75, !dbg !88

next58:                                           ; preds = %set.v6lo, %set.ip6, %set.ip4, %and59, %has66, %and60, %has61, %next41
  %flags83 = getelementptr i8, ptr %0, i64 52, !dbg !89
  %flags84 = load i32, ptr %flags83, align 4, !dbg !89
  %83 = zext i32 %flags84 to i64, !dbg !89
  %84 = and i64 %83, 16, !dbg !89
  %85 = icmp ne i64 %84, 0, !dbg !89
  br i1 %85, label %has82, label %next79, !dbg !89

and59:                                            ; preds = %has66
  %family = getelementptr i8, ptr %0, i64 67, !dbg !88
  %family71 = load i8, ptr %family, align 1, !dbg !88
  %86 = zext i8 %family71 to i64, !dbg !88
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !88
  %src_hi72 = load i64, ptr %src_hi, align 8, !dbg !88
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !88
  %src_lo73 = load i64, ptr %src_lo, align 8, !dbg !88
  switch i64 %86, label %next58 [
    i64 4, label %set.ip4
    i64 6, label %set.ip6
  ], !dbg !88

and60:                                            ; preds = %has61
  %flags67 = getelementptr i8, ptr %0, i64 52, !dbg !88
  %flags68 = load i32, ptr %flags67, align 4, !dbg !88
  %87 = zext i32 %flags68 to i64, !dbg !88
  %88 = and i64 %87, 64, !dbg !88
  %89 = icmp ne i64 %88, 0, !dbg !88
  br i1 %89, label %has66, label %next58, !dbg !88

has61:                                            ; preds = %next41
  %proto64 = getelementptr i8, ptr %0, i64 64, !dbg !88
  %proto65 = load i8, ptr %proto64, align 1, !dbg !88
  %90 = zext i8 %proto65 to i64, !dbg !88
  %91 = icmp eq i64 %90, 6, !dbg !88
  br i1 %91, label %and60, label %next58, !dbg !88

has66:                                            ; preds = %and60
  %dport69 = getelementptr i8, ptr %0, i64 62, !dbg !88
  %dport70 = load i16, ptr %dport69, align 2, !dbg !88
  %92 = zext i16 %dport70 to i64, !dbg !88
  %93 = icmp eq i64 %92, 22, !dbg !88
  br i1 %93, label %and59, label %next58, !dbg !88

set.ip4:                                          ; preds = %and59
  %94 = lshr i64 %src_hi72, 32, !dbg !88
  %95 = sub i64 %94, 3221225984, !dbg !88
  %96 = icmp ule i64 %95, 255, !dbg !88
  br i1 %96, label %hit57, label %next58, !dbg !88

set.ip6:                                          ; preds = %and59
  %97 = icmp uge i64 %src_hi72, 2306139568126885888, !dbg !88
  %98 = icmp ule i64 %src_hi72, 2306139568126951423, !dbg !88
  %99 = and i1 %97, %98, !dbg !88
  br i1 %99, label %set.v6lo, label %next58, !dbg !88

set.v6lo:                                         ; preds = %set.ip6
  %100 = icmp uge i64 %src_lo73, 0, !dbg !88
  %101 = icmp ne i64 %src_hi72, 2306139568126885888, !dbg !88
  %102 = or i1 %101, %100, !dbg !88
  %103 = icmp ule i64 %src_lo73, -1, !dbg !88
  %104 = icmp ne i64 %src_hi72, 2306139568126951423, !dbg !88
  %105 = or i1 %104, %103, !dbg !88
  %106 = and i1 %102, %105, !dbg !88
  br i1 %106, label %hit57, label %next58, !dbg !88

count.add74:                                      ; preds = %hit57
  %107 = load i64, ptr %81, align 8, !dbg !88
  %108 = add i64 %107, 1, !dbg !88
  store i64 %108, ptr %81, align 8, !dbg !88
  %109 = getelementptr i8, ptr %81, i64 8, !dbg !88
  %110 = load i64, ptr %109, align 8, !dbg !88
  %len76 = getelementptr i8, ptr %0, i64 48, !dbg !88
  %len77 = load i32, ptr %len76, align 4, !dbg !88
  %111 = zext i32 %len77 to i64, !dbg !88
  %112 = add i64 %110, %111, !dbg !88
  store i64 %112, ptr %109, align 8, !dbg !88
  br label %count.done75, !dbg !88

count.done75:                                     ; preds = %count.add74, %hit57
  ret i32 2, !dbg !88

hit78:                                            ; preds = %has92
  store i32 6, ptr %key, align 4, !dbg !89
  %113 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !89
  %114 = icmp ne ptr %113, null, !dbg !89
  br i1 %114, label %count.add96, label %count.done97, !dbg !89

next79:                                           ; preds = %has92, %and80, %has87, %and81, %has82, %next58
  %flags105 = getelementptr i8, ptr %0, i64 52, !dbg !90
  %flags106 = load i32, ptr %flags105, align 4, !dbg !90
  %115 = zext i32 %flags106 to i64, !dbg !90
  %116 = and i64 %115, 16, !dbg !90
  %117 = icmp ne i64 %116, 0, !dbg !90
  br i1 %117, label %has104, label %next101, !dbg !90

and80:                                            ; preds = %has87
  %flags93 = getelementptr i8, ptr %0, i64 52, !dbg !89
  %flags94 = load i32, ptr %flags93, align 4, !dbg !89
  %118 = zext i32 %flags94 to i64, !dbg !89
  %119 = and i64 %118, 128, !dbg !89
  %120 = icmp ne i64 %119, 0, !dbg !89
  br i1 %120, label %has92, label %next79, !dbg !89

and81:                                            ; preds = %has82
  %flags88 = getelementptr i8, ptr %0, i64 52, !dbg !89
  %flags89 = load i32, ptr %flags88, align 4, !dbg !89
  %121 = zext i32 %flags89 to i64, !dbg !89
  %122 = and i64 %121, 64, !dbg !89
  %123 = icmp ne i64 %122, 0, !dbg !89
  br i1 %123, label %has87, label %next79, !dbg !89

has82:                                            ; preds = %next58
  %proto85 = getelementptr i8, ptr %0, i64 64, !dbg !89
  %proto86 = load i8, ptr %proto85, align 1, !dbg !89
  %124 = zext i8 %proto86 to i64, !dbg !89
  %125 = icmp eq i64 %124, 6, !dbg !89
  br i1 %125, label %and81, label %next79, !dbg !89

has87:                                            ; preds = %and81
  %dport90 = getelementptr i8, ptr %0, i64 62, !dbg !89
  %dport91 = load i16, ptr %dport90, align 2, !dbg !89
  %126 = zext i16 %dport91 to i64, !dbg !89
  %127 = sub i64 %126, 32768, !dbg !89
  %128 = icmp ule i64 %127, 28231, !dbg !89
  br i1 %128, label %and80, label %next79, !dbg !89

has92:                                            ; preds = %and80
  %tcpflags = getelementptr i8, ptr %0, i64 66, !dbg !89
  %tcpflags95 = load i8, ptr %tcpflags, align 1, !dbg !89
  %129 = zext i8 %tcpflags95 to i64, !dbg !89
  %130 = and i64 %129, 16, !dbg !89
  %131 = icmp eq i64 %130, 16, !dbg !89
  br i1 %131, label %hit78, label %next79, !dbg !89

count.add96:                                      ; preds = %hit78
  %132 = load i64, ptr %113, align 8, !dbg !89
  %133 = add i64 %132, 1, !dbg !89
  store i64 %133, ptr %113, align 8, !dbg !89
  %134 = getelementptr i8, ptr %113, i64 8, !dbg !89
  %135 = load i64, ptr %134, align 8, !dbg !89
  %len98 = getelementptr i8, ptr %0, i64 48, !dbg !89
  %len99 = load i32, ptr %len98, align 4, !dbg !89
  %136 = zext i32 %len99 to i64, !dbg !89
  %137 = add i64 %135, %136, !dbg !89
  store i64 %137, ptr %134, align 8, !dbg !89
  br label %count.done97, !dbg !89

count.done97:                                     ; preds = %count.add96, %hit78
  ret i32 2, !dbg !89

hit100:                                           ; preds = %has114
  store i32 7, ptr %key, align 4, !dbg !90
  %138 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !90
  %139 = icmp ne ptr %138, null, !dbg !90
  br i1 %139, label %count.add119, label %count.done120, !dbg !90

next101:                                          ; preds = %has114, %and102, %set.next113, %and103, %has104, %next79
  %flags128 = getelementptr i8, ptr %0, i64 52, !dbg !91
  %flags129 = load i32, ptr %flags128, align 4, !dbg !91
  %140 = zext i32 %flags129 to i64, !dbg !91
  %141 = and i64 %140, 16, !dbg !91
  %142 = icmp ne i64 %141, 0, !dbg !91
  br i1 %142, label %has127, label %next124, !dbg !91

and102:                                           ; preds = %set.next113, %has109
  %flags115 = getelementptr i8, ptr %0, i64 52, !dbg !90
  %flags116 = load i32, ptr %flags115, align 4, !dbg !90
  %143 = zext i32 %flags116 to i64, !dbg !90
  %144 = and i64 %143, 64, !dbg !90
  %145 = icmp ne i64 %144, 0, !dbg !90
  br i1 %145, label %has114, label %next101, !dbg !90

and103:                                           ; preds = %has104
  %flags110 = getelementptr i8, ptr %0, i64 52, !dbg !90
  %flags111 = load i32, ptr %flags110, align 4, !dbg !90
  %146 = zext i32 %flags111 to i64, !dbg !90
  %147 = and i64 %146, 64, !dbg !90
  %148 = icmp ne i64 %147, 0, !dbg !90
  br i1 %148, label %has109, label %next101, !dbg !90

has104:                                           ; preds = %next79
  %proto107 = getelementptr i8, ptr %0, i64 64, !dbg !90
  %proto108 = load i8, ptr %proto107, align 1, !dbg !90
  %149 = zext i8 %proto108 to i64, !dbg !90
  %150 = icmp eq i64 %149, 17, !dbg !90
  br i1 %150, label %and103, label %next101, !dbg !90

has109:                                           ; preds = %and103
  %sport = getelementptr i8, ptr %0, i64 60, !dbg !90
  %sport112 = load i16, ptr %sport, align 2, !dbg !90
  %151 = zext i16 %sport112 to i64, !dbg !90
  %152 = icmp eq i64 %151, 53, !dbg !90
  br i1 %152, label %and102, label %set.next113, !dbg !90

set.next113:                                      ; preds = %has109
  %153 = icmp eq i64 %151, 123, !dbg !90
  br i1 %153, label %and102, label %next101, !dbg !90

has114:                                           ; preds = %and102
  %dport117 = getelementptr i8, ptr %0, i64 62, !dbg !90
  %dport118 = load i16, ptr %dport117, align 2, !dbg !90
  %154 = zext i16 %dport118 to i64, !dbg !90
  %155 = sub i64 %154, 32768, !dbg !90
  %156 = icmp ule i64 %155, 28231, !dbg !90
  br i1 %156, label %hit100, label %next101, !dbg !90

count.add119:                                     ; preds = %hit100
  %157 = load i64, ptr %138, align 8, !dbg !90
  %158 = add i64 %157, 1, !dbg !90
  store i64 %158, ptr %138, align 8, !dbg !90
  %159 = getelementptr i8, ptr %138, i64 8, !dbg !90
  %160 = load i64, ptr %159, align 8, !dbg !90
  %len121 = getelementptr i8, ptr %0, i64 48, !dbg !90
  %len122 = load i32, ptr %len121, align 4, !dbg !90
  %161 = zext i32 %len122 to i64, !dbg !90
  %162 = add i64 %160, %161, !dbg !90
  store i64 %162, ptr %159, align 8, !dbg !90
  br label %count.done120, !dbg !90

count.done120:                                    ; preds = %count.add119, %hit100
  ret i32 2, !dbg !90

hit123:                                           ; preds = %has137
  store i32 8, ptr %key, align 4, !dbg !91
  %163 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !91
  %164 = icmp ne ptr %163, null, !dbg !91
  br i1 %164, label %count.add142, label %count.done143, !dbg !91

next124:                                          ; preds = %has137, %and125, %has132, %and126, %has127, %next101
  %flags151 = getelementptr i8, ptr %0, i64 52, !dbg !92
  %flags152 = load i32, ptr %flags151, align 4, !dbg !92
  %165 = zext i32 %flags152 to i64, !dbg !92
  %166 = and i64 %165, 16, !dbg !92
  %167 = icmp ne i64 %166, 0, !dbg !92
  br i1 %167, label %has150, label %next147, !dbg !92

and125:                                           ; preds = %has132
  %flags138 = getelementptr i8, ptr %0, i64 52, !dbg !91
  %flags139 = load i32, ptr %flags138, align 4, !dbg !91
  %168 = zext i32 %flags139 to i64, !dbg !91
  %169 = and i64 %168, 64, !dbg !91
  %170 = icmp ne i64 %169, 0, !dbg !91
  br i1 %170, label %has137, label %next124, !dbg !91

and126:                                           ; preds = %has127
  %flags133 = getelementptr i8, ptr %0, i64 52, !dbg !91
  %flags134 = load i32, ptr %flags133, align 4, !dbg !91
  %171 = zext i32 %flags134 to i64, !dbg !91
  %172 = and i64 %171, 64, !dbg !91
  %173 = icmp ne i64 %172, 0, !dbg !91
  br i1 %173, label %has132, label %next124, !dbg !91

has127:                                           ; preds = %next101
  %proto130 = getelementptr i8, ptr %0, i64 64, !dbg !91
  %proto131 = load i8, ptr %proto130, align 1, !dbg !91
  %174 = zext i8 %proto131 to i64, !dbg !91
  %175 = icmp eq i64 %174, 17, !dbg !91
  br i1 %175, label %and126, label %next124, !dbg !91

has132:                                           ; preds = %and126
  %sport135 = getelementptr i8, ptr %0, i64 60, !dbg !91
  %sport136 = load i16, ptr %sport135, align 2, !dbg !91
  %176 = zext i16 %sport136 to i64, !dbg !91
  %177 = icmp eq i64 %176, 67, !dbg !91
  br i1 %177, label %and125, label %next124, !dbg !91

has137:                                           ; preds = %and125
  %dport140 = getelementptr i8, ptr %0, i64 62, !dbg !91
  %dport141 = load i16, ptr %dport140, align 2, !dbg !91
  %178 = zext i16 %dport141 to i64, !dbg !91
  %179 = icmp eq i64 %178, 68, !dbg !91
  br i1 %179, label %hit123, label %next124, !dbg !91

count.add142:                                     ; preds = %hit123
  %180 = load i64, ptr %163, align 8, !dbg !91
  %181 = add i64 %180, 1, !dbg !91
  store i64 %181, ptr %163, align 8, !dbg !91
  %182 = getelementptr i8, ptr %163, i64 8, !dbg !91
  %183 = load i64, ptr %182, align 8, !dbg !91
  %len144 = getelementptr i8, ptr %0, i64 48, !dbg !91
  %len145 = load i32, ptr %len144, align 4, !dbg !91
  %184 = zext i32 %len145 to i64, !dbg !91
  %185 = add i64 %183, %184, !dbg !91
  store i64 %185, ptr %182, align 8, !dbg !91
  br label %count.done143, !dbg !91

count.done143:                                    ; preds = %count.add142, %hit123
  ret i32 2, !dbg !91

hit146:                                           ; preds = %has160
  store i32 9, ptr %key, align 4, !dbg !92
  %186 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !92
  %187 = icmp ne ptr %186, null, !dbg !92
  br i1 %187, label %count.add165, label %count.done166, !dbg !92

next147:                                          ; preds = %has160, %and148, %has155, %and149, %has150, %next124
  br label %continue, !dbg !92

continue:                                         ; preds = %next147, %entry
  ret i32 0, !dbg !83

and148:                                           ; preds = %has155
  %flags161 = getelementptr i8, ptr %0, i64 52, !dbg !92
  %flags162 = load i32, ptr %flags161, align 4, !dbg !92
  %188 = zext i32 %flags162 to i64, !dbg !92
  %189 = and i64 %188, 64, !dbg !92
  %190 = icmp ne i64 %189, 0, !dbg !92
  br i1 %190, label %has160, label %next147, !dbg !92

and149:                                           ; preds = %has150
  %flags156 = getelementptr i8, ptr %0, i64 52, !dbg !92
  %flags157 = load i32, ptr %flags156, align 4, !dbg !92
  %191 = zext i32 %flags157 to i64, !dbg !92
  %192 = and i64 %191, 64, !dbg !92
  %193 = icmp ne i64 %192, 0, !dbg !92
  br i1 %193, label %has155, label %next147, !dbg !92

has150:                                           ; preds = %next124
  %proto153 = getelementptr i8, ptr %0, i64 64, !dbg !92
  %proto154 = load i8, ptr %proto153, align 1, !dbg !92
  %194 = zext i8 %proto154 to i64, !dbg !92
  %195 = icmp eq i64 %194, 17, !dbg !92
  br i1 %195, label %and149, label %next147, !dbg !92

has155:                                           ; preds = %and149
  %sport158 = getelementptr i8, ptr %0, i64 60, !dbg !92
  %sport159 = load i16, ptr %sport158, align 2, !dbg !92
  %196 = zext i16 %sport159 to i64, !dbg !92
  %197 = icmp eq i64 %196, 547, !dbg !92
  br i1 %197, label %and148, label %next147, !dbg !92

has160:                                           ; preds = %and148
  %dport163 = getelementptr i8, ptr %0, i64 62, !dbg !92
  %dport164 = load i16, ptr %dport163, align 2, !dbg !92
  %198 = zext i16 %dport164 to i64, !dbg !92
  %199 = icmp eq i64 %198, 546, !dbg !92
  br i1 %199, label %hit146, label %next147, !dbg !92

count.add165:                                     ; preds = %hit146
  %200 = load i64, ptr %186, align 8, !dbg !92
  %201 = add i64 %200, 1, !dbg !92
  store i64 %201, ptr %186, align 8, !dbg !92
  %202 = getelementptr i8, ptr %186, i64 8, !dbg !92
  %203 = load i64, ptr %202, align 8, !dbg !92
  %len167 = getelementptr i8, ptr %0, i64 48, !dbg !92
  %len168 = load i32, ptr %len167, align 4, !dbg !92
  %204 = zext i32 %len168 to i64, !dbg !92
  %205 = add i64 %203, %204, !dbg !92
  store i64 %205, ptr %202, align 8, !dbg !92
  br label %count.done166, !dbg !92

count.done166:                                    ; preds = %count.add165, %hit146
  ret i32 2, !dbg !92
}

define i32 @xdpc_filter(ptr %0) section "xdp" !dbg !93 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !98
  %addr = alloca [5 x i32], align 8, !dbg !98
  %val = alloca [2 x i64], align 8, !dbg !98
  %key = alloca i32, align 8, !dbg !98
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !98
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !98
  %verdict = call i32 @xdpc_rules_0(ptr %pkt), !dbg !98
  %2 = icmp ne i32 %verdict, 0, !dbg !98
  br i1 %2, label %decided, label %undecided, !dbg !98

decided:                                          ; preds = %entry
  ret i32 %verdict, !dbg !98

undecided:                                        ; preds = %entry
  store i32 10, ptr %key, align 4, !dbg !98
  %3 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !98
  %4 = icmp ne ptr %3, null, !dbg !98
  br i1 %4, label %count.add, label %count.done, !dbg !98

count.add:                                        ; preds = %undecided
  %5 = load i64, ptr %3, align 8, !dbg !98
  %6 = add i64 %5, 1, !dbg !98
  store i64 %6, ptr %3, align 8, !dbg !98
  %7 = getelementptr i8, ptr %3, i64 8, !dbg !98
  %8 = load i64, ptr %7, align 8, !dbg !98
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !98
  %len1 = load i32, ptr %len, align 4, !dbg !98
  %9 = zext i32 %len1 to i64, !dbg !98
  %10 = add i64 %8, %9, !dbg !98
  store i64 %10, ptr %7, align 8, !dbg !98
  br label %count.done, !dbg !98

count.done:                                       ; preds = %count.add, %undecided
  ret i32 1, !dbg !98
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!36, !37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !11, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "webserver.xf", directory: ".")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "_license", linkageName: "_license", scope: !2, file: !3, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, align: 32, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 4, lowerBound: 0)
!11 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !12)
!12 = !{!13, !19, !24, !28}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "type", file: !3, baseType: !14, size: 64, align: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, align: 64, dwarfAddressSpace: 0)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 192, align: 32, elements: !17)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18}
!18 = !DISubrange(count: 6, lowerBound: 0)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !20, size: 64, align: 64, offset: 64)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, align: 64, dwarfAddressSpace: 0)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 352, align: 32, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 11, lowerBound: 0)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "key", file: !3, baseType: !25, size: 64, align: 64, offset: 128)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, align: 64, dwarfAddressSpace: 0)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u32", file: !3, baseType: !27)
!27 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned_char)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !29, size: 64, align: 64, offset: 192)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64, align: 64, dwarfAddressSpace: 0)
!30 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_counter", file: !3, size: 128, align: 64, elements: !31)
!31 = !{!32, !35}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "packets", file: !3, baseType: !33, size: 64, align: 64)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u64", file: !3, baseType: !34)
!34 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned_char)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", file: !3, baseType: !33, size: 64, align: 64, offset: 64)
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 2, !"Dwarf Version", i32 5}
!38 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !39, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !74)
!39 = !DISubroutineType(flags: DIFlagPrototyped, types: !40)
!40 = !{!16, !41, !50}
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64, align: 64, dwarfAddressSpace: 0)
!42 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !43)
!43 = !{!44, !45, !46, !47, !48, !49}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !26, size: 32, align: 32)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !26, size: 32, align: 32, offset: 32)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !26, size: 32, align: 32, offset: 64)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !26, size: 32, align: 32, offset: 96)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !26, size: 32, align: 32, offset: 128)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !26, size: 32, align: 32, offset: 160)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64, align: 64, dwarfAddressSpace: 0)
!51 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !52)
!52 = !{!53, !54, !55, !56, !57, !58, !59, !60, !61, !64, !65, !66, !67, !70, !71, !72, !73}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !33, size: 64, align: 64)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !33, size: 64, align: 64, offset: 64)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !33, size: 64, align: 64, offset: 128)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !33, size: 64, align: 64, offset: 192)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !33, size: 64, align: 64, offset: 256)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !33, size: 64, align: 64, offset: 320)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !26, size: 32, align: 32, offset: 384)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !26, size: 32, align: 32, offset: 416)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !62, size: 16, align: 16, offset: 448)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !63)
!63 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !62, size: 16, align: 16, offset: 464)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !62, size: 16, align: 16, offset: 480)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !62, size: 16, align: 16, offset: 496)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !68, size: 8, align: 8, offset: 512)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !69)
!69 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !68, size: 8, align: 8, offset: 520)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !68, size: 8, align: 8, offset: 528)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !68, size: 8, align: 8, offset: 536)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !26, size: 32, align: 32, offset: 544)
!74 = !{!75, !76}
!75 = !DILocalVariable(name: "ctx", arg: 1, scope: !38, file: !3, line: 1, type: !41)
!76 = !DILocalVariable(name: "pkt", arg: 2, scope: !38, file: !3, line: 1, type: !50)
!77 = !DILocation(line: 1, column: 1, scope: !38)
!78 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 12, type: !79, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !81)
!79 = !DISubroutineType(flags: DIFlagPrototyped, types: !80)
!80 = !{!16, !50}
!81 = !{!82}
!82 = !DILocalVariable(name: "pkt", arg: 1, scope: !78, file: !3, line: 12, type: !50)
!83 = !DILocation(line: 12, column: 1, scope: !78)
!84 = !DILocation(line: 13, column: 1, scope: !78)
!85 = !DILocation(line: 15, column: 1, scope: !78)
!86 = !DILocation(line: 19, column: 1, scope: !78)
!87 = !DILocation(line: 20, column: 1, scope: !78)
!88 = !DILocation(line: 23, column: 1, scope: !78)
!89 = !DILocation(line: 28, column: 1, scope: !78)
!90 = !DILocation(line: 29, column: 1, scope: !78)
!91 = !DILocation(line: 32, column: 1, scope: !78)
!92 = !DILocation(line: 33, column: 1, scope: !78)
!93 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 9, type: !94, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !96)
!94 = !DISubroutineType(flags: DIFlagPrototyped, types: !95)
!95 = !{!16, !41}
!96 = !{!97}
!97 = !DILocalVariable(name: "ctx", arg: 1, scope: !93, file: !3, line: 9, type: !41)
!98 = !DILocation(line: 9, column: 1, scope: !93)
