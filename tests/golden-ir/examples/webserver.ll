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

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !38 {
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
  %len = getelementptr i8, ptr %0, i64 48, !dbg !83
  %len3 = load i32, ptr %len, align 4, !dbg !83
  %5 = zext i32 %len3 to i64, !dbg !83
  %6 = call i32 @xdpc_count(i32 0, i64 %5), !dbg !83
  ret i32 2, !dbg !83

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

hit4:                                             ; preds = %has6
  %len10 = getelementptr i8, ptr %0, i64 48, !dbg !84
  %len11 = load i32, ptr %len10, align 4, !dbg !84
  %12 = zext i32 %len11 to i64, !dbg !84
  %13 = call i32 @xdpc_count(i32 1, i64 %12), !dbg !84
  ret i32 2, !dbg !84

next5:                                            ; preds = %has6, %next
  %flags15 = getelementptr i8, ptr %0, i64 52, !dbg !85
  %flags16 = load i32, ptr %flags15, align 4, !dbg !85
  %14 = zext i32 %flags16 to i64, !dbg !85
  %15 = and i64 %14, 16, !dbg !85
  %16 = icmp ne i64 %15, 0, !dbg !85
  br i1 %16, label %has14, label %next13, !dbg !85

has6:                                             ; preds = %next
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !84
  %proto9 = load i8, ptr %proto, align 1, !dbg !84
  %17 = zext i8 %proto9 to i64, !dbg !84
  %18 = icmp eq i64 %17, 58, !dbg !84
  br i1 %18, label %hit4, label %next5, !dbg !84

hit12:                                            ; preds = %has14
  %len19 = getelementptr i8, ptr %0, i64 48, !dbg !85
  %len20 = load i32, ptr %len19, align 4, !dbg !85
  %19 = zext i32 %len20 to i64, !dbg !85
  %20 = call i32 @xdpc_count(i32 2, i64 %19), !dbg !85
  ret i32 2, !dbg !85

next13:                                           ; preds = %has14, %next5
  %flags24 = getelementptr i8, ptr %0, i64 52, !dbg !86
  %flags25 = load i32, ptr %flags24, align 4, !dbg !86
  %21 = zext i32 %flags25 to i64, !dbg !86
  %22 = and i64 %21, 16, !dbg !86
  %23 = icmp ne i64 %22, 0, !dbg !86
  br i1 %23, label %has23, label %next22, !dbg !86

has14:                                            ; preds = %next5
  %proto17 = getelementptr i8, ptr %0, i64 64, !dbg !85
  %proto18 = load i8, ptr %proto17, align 1, !dbg !85
  %24 = zext i8 %proto18 to i64, !dbg !85
  %25 = icmp eq i64 %24, 1, !dbg !85
  br i1 %25, label %hit12, label %next13, !dbg !85

hit21:                                            ; preds = %set.next, %has28
  %len32 = getelementptr i8, ptr %0, i64 48, !dbg !86
  %len33 = load i32, ptr %len32, align 4, !dbg !86
  %26 = zext i32 %len33 to i64, !dbg !86
  %27 = call i32 @xdpc_count(i32 3, i64 %26), !dbg !86
  ret i32 2, !dbg !86

next22:                                           ; preds = %set.next, %and, %has23, %next13
  %flags38 = getelementptr i8, ptr %0, i64 52, !dbg !87
  %flags39 = load i32, ptr %flags38, align 4, !dbg !87
  %28 = zext i32 %flags39 to i64, !dbg !87
  %29 = and i64 %28, 16, !dbg !87
  %30 = icmp ne i64 %29, 0, !dbg !87
  br i1 %30, label %has37, label %next35, !dbg !87

and:                                              ; preds = %has23
  %flags29 = getelementptr i8, ptr %0, i64 52, !dbg !86
  %flags30 = load i32, ptr %flags29, align 4, !dbg !86
  %31 = zext i32 %flags30 to i64, !dbg !86
  %32 = and i64 %31, 64, !dbg !86
  %33 = icmp ne i64 %32, 0, !dbg !86
  br i1 %33, label %has28, label %next22, !dbg !86

has23:                                            ; preds = %next13
  %proto26 = getelementptr i8, ptr %0, i64 64, !dbg !86
  %proto27 = load i8, ptr %proto26, align 1, !dbg !86
  %34 = zext i8 %proto27 to i64, !dbg !86
  %35 = icmp eq i64 %34, 6, !dbg !86
  br i1 %35, label %and, label %next22, !dbg !86

has28:                                            ; preds = %and
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !86
  %dport31 = load i16, ptr %dport, align 2, !dbg !86
  %36 = zext i16 %dport31 to i64, !dbg !86
  %37 = icmp eq i64 %36, 80, !dbg !86
  br i1 %37, label %hit21, label %set.next, !dbg !86

set.next:                                         ; preds = %has28
  %38 = icmp eq i64 %36, 443, !dbg !86
  br i1 %38, label %hit21, label %next22, !dbg !86

hit34:                                            ; preds = %has42
  %len47 = getelementptr i8, ptr %0, i64 48, !dbg !87
  %len48 = load i32, ptr %len47, align 4, !dbg !87
  %39 = zext i32 %len48 to i64, !dbg !87
  %40 = call i32 @xdpc_count(i32 4, i64 %39), !dbg !87
  ret i32 2, !dbg !87

next35:                                           ; preds = %has42, %and36, %has37, %next22
  %flags54 = getelementptr i8, ptr %0, i64 52, !dbg !88
  %flags55 = load i32, ptr %flags54, align 4, !dbg !88
  %41 = zext i32 %flags55 to i64, !dbg !88
  %42 = and i64 %41, 16, !dbg !88
  %43 = icmp ne i64 %42, 0, !dbg !88
  br i1 %43, label %has53, label %next50, !dbg !88

and36:                                            ; preds = %has37
  %flags43 = getelementptr i8, ptr %0, i64 52, !dbg !87
  %flags44 = load i32, ptr %flags43, align 4, !dbg !87
  %44 = zext i32 %flags44 to i64, !dbg !87
  %45 = and i64 %44, 64, !dbg !87
  %46 = icmp ne i64 %45, 0, !dbg !87
  br i1 %46, label %has42, label %next35, !dbg !87

has37:                                            ; preds = %next22
  %proto40 = getelementptr i8, ptr %0, i64 64, !dbg !87
  %proto41 = load i8, ptr %proto40, align 1, !dbg !87
  %47 = zext i8 %proto41 to i64, !dbg !87
  %48 = icmp eq i64 %47, 17, !dbg !87
  br i1 %48, label %and36, label %next35, !dbg !87

has42:                                            ; preds = %and36
  %dport45 = getelementptr i8, ptr %0, i64 62, !dbg !87
  %dport46 = load i16, ptr %dport45, align 2, !dbg !87
  %49 = zext i16 %dport46 to i64, !dbg !87
  %50 = icmp eq i64 %49, 443, !dbg !87
  br i1 %50, label %hit34, label %next35, !dbg !87

hit49:                                            ; preds = %set.v6lo, %set.ip4
  %len66 = getelementptr i8, ptr %0, i64 48, !dbg !88
  %len67 = load i32, ptr %len66, align 4, !dbg !88
  %51 = zext i32 %len67 to i64, !dbg !88
  %52 = call i32 @xdpc_count(i32 5, i64 %51), !dbg !88
  ret i32 2, !dbg !88

next50:                                           ; preds = %set.v6lo, %set.ip6, %set.ip4, %and51, %has58, %and52, %has53, %next35
  %flags73 = getelementptr i8, ptr %0, i64 52, !dbg !89
  %flags74 = load i32, ptr %flags73, align 4, !dbg !89
  %53 = zext i32 %flags74 to i64, !dbg !89
  %54 = and i64 %53, 16, !dbg !89
  %55 = icmp ne i64 %54, 0, !dbg !89
  br i1 %55, label %has72, label %next69, !dbg !89

and51:                                            ; preds = %has58
  %family = getelementptr i8, ptr %0, i64 67, !dbg !88
  %family63 = load i8, ptr %family, align 1, !dbg !88
  %56 = zext i8 %family63 to i64, !dbg !88
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !88
  %src_hi64 = load i64, ptr %src_hi, align 8, !dbg !88
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !88
  %src_lo65 = load i64, ptr %src_lo, align 8, !dbg !88
  switch i64 %56, label %next50 [
    i64 4, label %set.ip4
    i64 6, label %set.ip6
  ], !dbg !88

and52:                                            ; preds = %has53
  %flags59 = getelementptr i8, ptr %0, i64 52, !dbg !88
  %flags60 = load i32, ptr %flags59, align 4, !dbg !88
  %57 = zext i32 %flags60 to i64, !dbg !88
  %58 = and i64 %57, 64, !dbg !88
  %59 = icmp ne i64 %58, 0, !dbg !88
  br i1 %59, label %has58, label %next50, !dbg !88

has53:                                            ; preds = %next35
  %proto56 = getelementptr i8, ptr %0, i64 64, !dbg !88
  %proto57 = load i8, ptr %proto56, align 1, !dbg !88
  %60 = zext i8 %proto57 to i64, !dbg !88
  %61 = icmp eq i64 %60, 6, !dbg !88
  br i1 %61, label %and52, label %next50, !dbg !88

has58:                                            ; preds = %and52
  %dport61 = getelementptr i8, ptr %0, i64 62, !dbg !88
  %dport62 = load i16, ptr %dport61, align 2, !dbg !88
  %62 = zext i16 %dport62 to i64, !dbg !88
  %63 = icmp eq i64 %62, 22, !dbg !88
  br i1 %63, label %and51, label %next50, !dbg !88

set.ip4:                                          ; preds = %and51
  %64 = lshr i64 %src_hi64, 32, !dbg !88
  %65 = sub i64 %64, 3221225984, !dbg !88
  %66 = icmp ule i64 %65, 255, !dbg !88
  br i1 %66, label %hit49, label %next50, !dbg !88

set.ip6:                                          ; preds = %and51
  %67 = icmp uge i64 %src_hi64, 2306139568126885888, !dbg !88
  %68 = icmp ule i64 %src_hi64, 2306139568126951423, !dbg !88
  %69 = and i1 %67, %68, !dbg !88
  br i1 %69, label %set.v6lo, label %next50, !dbg !88

set.v6lo:                                         ; preds = %set.ip6
  %70 = icmp ne i64 %src_hi64, 2306139568126885888, !dbg !88
  %71 = icmp uge i64 %src_lo65, 0, !dbg !88
  %72 = or i1 %70, %71, !dbg !88
  %73 = icmp ne i64 %src_hi64, 2306139568126951423, !dbg !88
  %74 = icmp ule i64 %src_lo65, -1, !dbg !88
  %75 = or i1 %73, %74, !dbg !88
  %76 = and i1 %72, %75, !dbg !88
  br i1 %76, label %hit49, label %next50, !dbg !88

hit68:                                            ; preds = %has82
  %len86 = getelementptr i8, ptr %0, i64 48, !dbg !89
  %len87 = load i32, ptr %len86, align 4, !dbg !89
  %77 = zext i32 %len87 to i64, !dbg !89
  %78 = call i32 @xdpc_count(i32 6, i64 %77), !dbg !89
  ret i32 2, !dbg !89

next69:                                           ; preds = %has82, %and70, %has77, %and71, %has72, %next50
  %flags93 = getelementptr i8, ptr %0, i64 52, !dbg !90
  %flags94 = load i32, ptr %flags93, align 4, !dbg !90
  %79 = zext i32 %flags94 to i64, !dbg !90
  %80 = and i64 %79, 16, !dbg !90
  %81 = icmp ne i64 %80, 0, !dbg !90
  br i1 %81, label %has92, label %next89, !dbg !90

and70:                                            ; preds = %has77
  %flags83 = getelementptr i8, ptr %0, i64 52, !dbg !89
  %flags84 = load i32, ptr %flags83, align 4, !dbg !89
  %82 = zext i32 %flags84 to i64, !dbg !89
  %83 = and i64 %82, 128, !dbg !89
  %84 = icmp ne i64 %83, 0, !dbg !89
  br i1 %84, label %has82, label %next69, !dbg !89

and71:                                            ; preds = %has72
  %flags78 = getelementptr i8, ptr %0, i64 52, !dbg !89
  %flags79 = load i32, ptr %flags78, align 4, !dbg !89
  %85 = zext i32 %flags79 to i64, !dbg !89
  %86 = and i64 %85, 64, !dbg !89
  %87 = icmp ne i64 %86, 0, !dbg !89
  br i1 %87, label %has77, label %next69, !dbg !89

has72:                                            ; preds = %next50
  %proto75 = getelementptr i8, ptr %0, i64 64, !dbg !89
  %proto76 = load i8, ptr %proto75, align 1, !dbg !89
  %88 = zext i8 %proto76 to i64, !dbg !89
  %89 = icmp eq i64 %88, 6, !dbg !89
  br i1 %89, label %and71, label %next69, !dbg !89

has77:                                            ; preds = %and71
  %dport80 = getelementptr i8, ptr %0, i64 62, !dbg !89
  %dport81 = load i16, ptr %dport80, align 2, !dbg !89
  %90 = zext i16 %dport81 to i64, !dbg !89
  %91 = sub i64 %90, 32768, !dbg !89
  %92 = icmp ule i64 %91, 28231, !dbg !89
  br i1 %92, label %and70, label %next69, !dbg !89

has82:                                            ; preds = %and70
  %tcpflags = getelementptr i8, ptr %0, i64 66, !dbg !89
  %tcpflags85 = load i8, ptr %tcpflags, align 1, !dbg !89
  %93 = zext i8 %tcpflags85 to i64, !dbg !89
  %94 = and i64 %93, 16, !dbg !89
  %95 = icmp eq i64 %94, 16, !dbg !89
  br i1 %95, label %hit68, label %next69, !dbg !89

hit88:                                            ; preds = %has102
  %len107 = getelementptr i8, ptr %0, i64 48, !dbg !90
  %len108 = load i32, ptr %len107, align 4, !dbg !90
  %96 = zext i32 %len108 to i64, !dbg !90
  %97 = call i32 @xdpc_count(i32 7, i64 %96), !dbg !90
  ret i32 2, !dbg !90

next89:                                           ; preds = %has102, %and90, %set.next101, %and91, %has92, %next69
  %flags114 = getelementptr i8, ptr %0, i64 52, !dbg !91
  %flags115 = load i32, ptr %flags114, align 4, !dbg !91
  %98 = zext i32 %flags115 to i64, !dbg !91
  %99 = and i64 %98, 16, !dbg !91
  %100 = icmp ne i64 %99, 0, !dbg !91
  br i1 %100, label %has113, label %next110, !dbg !91

and90:                                            ; preds = %set.next101, %has97
  %flags103 = getelementptr i8, ptr %0, i64 52, !dbg !90
  %flags104 = load i32, ptr %flags103, align 4, !dbg !90
  %101 = zext i32 %flags104 to i64, !dbg !90
  %102 = and i64 %101, 64, !dbg !90
  %103 = icmp ne i64 %102, 0, !dbg !90
  br i1 %103, label %has102, label %next89, !dbg !90

and91:                                            ; preds = %has92
  %flags98 = getelementptr i8, ptr %0, i64 52, !dbg !90
  %flags99 = load i32, ptr %flags98, align 4, !dbg !90
  %104 = zext i32 %flags99 to i64, !dbg !90
  %105 = and i64 %104, 64, !dbg !90
  %106 = icmp ne i64 %105, 0, !dbg !90
  br i1 %106, label %has97, label %next89, !dbg !90

has92:                                            ; preds = %next69
  %proto95 = getelementptr i8, ptr %0, i64 64, !dbg !90
  %proto96 = load i8, ptr %proto95, align 1, !dbg !90
  %107 = zext i8 %proto96 to i64, !dbg !90
  %108 = icmp eq i64 %107, 17, !dbg !90
  br i1 %108, label %and91, label %next89, !dbg !90

has97:                                            ; preds = %and91
  %sport = getelementptr i8, ptr %0, i64 60, !dbg !90
  %sport100 = load i16, ptr %sport, align 2, !dbg !90
  %109 = zext i16 %sport100 to i64, !dbg !90
  %110 = icmp eq i64 %109, 53, !dbg !90
  br i1 %110, label %and90, label %set.next101, !dbg !90

set.next101:                                      ; preds = %has97
  %111 = icmp eq i64 %109, 123, !dbg !90
  br i1 %111, label %and90, label %next89, !dbg !90

has102:                                           ; preds = %and90
  %dport105 = getelementptr i8, ptr %0, i64 62, !dbg !90
  %dport106 = load i16, ptr %dport105, align 2, !dbg !90
  %112 = zext i16 %dport106 to i64, !dbg !90
  %113 = sub i64 %112, 32768, !dbg !90
  %114 = icmp ule i64 %113, 28231, !dbg !90
  br i1 %114, label %hit88, label %next89, !dbg !90

hit109:                                           ; preds = %has123
  %len128 = getelementptr i8, ptr %0, i64 48, !dbg !91
  %len129 = load i32, ptr %len128, align 4, !dbg !91
  %115 = zext i32 %len129 to i64, !dbg !91
  %116 = call i32 @xdpc_count(i32 8, i64 %115), !dbg !91
  ret i32 2, !dbg !91

next110:                                          ; preds = %has123, %and111, %has118, %and112, %has113, %next89
  %flags135 = getelementptr i8, ptr %0, i64 52, !dbg !92
  %flags136 = load i32, ptr %flags135, align 4, !dbg !92
  %117 = zext i32 %flags136 to i64, !dbg !92
  %118 = and i64 %117, 16, !dbg !92
  %119 = icmp ne i64 %118, 0, !dbg !92
  br i1 %119, label %has134, label %next131, !dbg !92

and111:                                           ; preds = %has118
  %flags124 = getelementptr i8, ptr %0, i64 52, !dbg !91
  %flags125 = load i32, ptr %flags124, align 4, !dbg !91
  %120 = zext i32 %flags125 to i64, !dbg !91
  %121 = and i64 %120, 64, !dbg !91
  %122 = icmp ne i64 %121, 0, !dbg !91
  br i1 %122, label %has123, label %next110, !dbg !91

and112:                                           ; preds = %has113
  %flags119 = getelementptr i8, ptr %0, i64 52, !dbg !91
  %flags120 = load i32, ptr %flags119, align 4, !dbg !91
  %123 = zext i32 %flags120 to i64, !dbg !91
  %124 = and i64 %123, 64, !dbg !91
  %125 = icmp ne i64 %124, 0, !dbg !91
  br i1 %125, label %has118, label %next110, !dbg !91

has113:                                           ; preds = %next89
  %proto116 = getelementptr i8, ptr %0, i64 64, !dbg !91
  %proto117 = load i8, ptr %proto116, align 1, !dbg !91
  %126 = zext i8 %proto117 to i64, !dbg !91
  %127 = icmp eq i64 %126, 17, !dbg !91
  br i1 %127, label %and112, label %next110, !dbg !91

has118:                                           ; preds = %and112
  %sport121 = getelementptr i8, ptr %0, i64 60, !dbg !91
  %sport122 = load i16, ptr %sport121, align 2, !dbg !91
  %128 = zext i16 %sport122 to i64, !dbg !91
  %129 = icmp eq i64 %128, 67, !dbg !91
  br i1 %129, label %and111, label %next110, !dbg !91

has123:                                           ; preds = %and111
  %dport126 = getelementptr i8, ptr %0, i64 62, !dbg !91
  %dport127 = load i16, ptr %dport126, align 2, !dbg !91
  %130 = zext i16 %dport127 to i64, !dbg !91
  %131 = icmp eq i64 %130, 68, !dbg !91
  br i1 %131, label %hit109, label %next110, !dbg !91

hit130:                                           ; preds = %has144
  %len149 = getelementptr i8, ptr %0, i64 48, !dbg !92
  %len150 = load i32, ptr %len149, align 4, !dbg !92
  %132 = zext i32 %len150 to i64, !dbg !92
  %133 = call i32 @xdpc_count(i32 9, i64 %132), !dbg !92
  ret i32 2, !dbg !92

next131:                                          ; preds = %has144, %and132, %has139, %and133, %has134, %next110
  br label %continue, !dbg !92

continue:                                         ; preds = %next131, %entry
  ret i32 0, !dbg !83

and132:                                           ; preds = %has139
  %flags145 = getelementptr i8, ptr %0, i64 52, !dbg !92
  %flags146 = load i32, ptr %flags145, align 4, !dbg !92
  %134 = zext i32 %flags146 to i64, !dbg !92
  %135 = and i64 %134, 64, !dbg !92
  %136 = icmp ne i64 %135, 0, !dbg !92
  br i1 %136, label %has144, label %next131, !dbg !92

and133:                                           ; preds = %has134
  %flags140 = getelementptr i8, ptr %0, i64 52, !dbg !92
  %flags141 = load i32, ptr %flags140, align 4, !dbg !92
  %137 = zext i32 %flags141 to i64, !dbg !92
  %138 = and i64 %137, 64, !dbg !92
  %139 = icmp ne i64 %138, 0, !dbg !92
  br i1 %139, label %has139, label %next131, !dbg !92

has134:                                           ; preds = %next110
  %proto137 = getelementptr i8, ptr %0, i64 64, !dbg !92
  %proto138 = load i8, ptr %proto137, align 1, !dbg !92
  %140 = zext i8 %proto138 to i64, !dbg !92
  %141 = icmp eq i64 %140, 17, !dbg !92
  br i1 %141, label %and133, label %next131, !dbg !92

has139:                                           ; preds = %and133
  %sport142 = getelementptr i8, ptr %0, i64 60, !dbg !92
  %sport143 = load i16, ptr %sport142, align 2, !dbg !92
  %142 = zext i16 %sport143 to i64, !dbg !92
  %143 = icmp eq i64 %142, 547, !dbg !92
  br i1 %143, label %and132, label %next131, !dbg !92

has144:                                           ; preds = %and132
  %dport147 = getelementptr i8, ptr %0, i64 62, !dbg !92
  %dport148 = load i16, ptr %dport147, align 2, !dbg !92
  %144 = zext i16 %dport148 to i64, !dbg !92
  %145 = icmp eq i64 %144, 546, !dbg !92
  br i1 %145, label %hit130, label %next131, !dbg !92
}

; Function Attrs: noinline nounwind
define i32 @xdpc_count(i32 %0, i64 %1) #0 !dbg !93 {
entry:
  %key = alloca i32, align 8, !dbg !99
  store i32 %0, ptr %key, align 4, !dbg !99
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !99
  %3 = icmp ne ptr %2, null, !dbg !99
  br i1 %3, label %count.add, label %count.done, !dbg !99

count.add:                                        ; preds = %entry
  %4 = load i64, ptr %2, align 8, !dbg !99
  %5 = add i64 %4, 1, !dbg !99
  store i64 %5, ptr %2, align 8, !dbg !99
  %6 = getelementptr i8, ptr %2, i64 8, !dbg !99
  %7 = load i64, ptr %6, align 8, !dbg !99
  %8 = add i64 %7, %1, !dbg !99
  store i64 %8, ptr %6, align 8, !dbg !99
  br label %count.done, !dbg !99

count.done:                                       ; preds = %count.add, %entry
  ret i32 0, !dbg !99
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !100 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !105
  %addr = alloca [5 x i32], align 8, !dbg !105
  %val = alloca [2 x i64], align 8, !dbg !105
  %key = alloca i32, align 8, !dbg !105
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !105
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !105
  %verdict = call i32 @xdpc_rules_0(ptr %pkt), !dbg !105
  %2 = icmp ne i32 %verdict, 0, !dbg !105
  br i1 %2, label %decided, label %undecided, !dbg !105

decided:                                          ; preds = %entry
  ret i32 %verdict, !dbg !105

undecided:                                        ; preds = %entry
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !105
  %len1 = load i32, ptr %len, align 4, !dbg !105
  %3 = zext i32 %len1 to i64, !dbg !105
  %4 = call i32 @xdpc_count(i32 10, i64 %3), !dbg !105
  ret i32 1, !dbg !105
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!93 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !94, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !96)
!94 = !DISubroutineType(flags: DIFlagPrototyped, types: !95)
!95 = !{!16, !26, !33}
!96 = !{!97, !98}
!97 = !DILocalVariable(name: "rule", arg: 1, scope: !93, file: !3, line: 1, type: !26)
!98 = !DILocalVariable(name: "len", arg: 2, scope: !93, file: !3, line: 1, type: !33)
!99 = !DILocation(line: 1, column: 1, scope: !93)
!100 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 9, type: !101, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !103)
!101 = !DISubroutineType(flags: DIFlagPrototyped, types: !102)
!102 = !{!16, !41}
!103 = !{!104}
!104 = !DILocalVariable(name: "ctx", arg: 1, scope: !100, file: !3, line: 9, type: !41)
!105 = !DILocation(line: 9, column: 1, scope: !100)
