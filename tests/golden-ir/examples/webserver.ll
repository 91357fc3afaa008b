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
  ret i32 6, !dbg !83

next:                                             ; preds = %has, %rules
  %flags6 = getelementptr i8, ptr %0, i64 52, !dbg !84
  %flags7 = load i32, ptr %flags6, align 4, !dbg !84
  %5 = zext i32 %flags7 to i64, !dbg !84
  %6 = and i64 %5, 16, !dbg !84
  %7 = icmp ne i64 %6, 0, !dbg !84
  br i1 %7, label %has5, label %next4, !dbg !84

has:                                              ; preds = %rules
  %ethertype = getelementptr i8, ptr %0, i64 56, !dbg !83
  %ethertype2 = load i16, ptr %ethertype, align 2, !dbg !83
  %8 = zext i16 %ethertype2 to i64, !dbg !83
  %9 = icmp eq i64 %8, 2054, !dbg !83
  br i1 %9, label %hit, label %next, !dbg !83

hit3:                                             ; preds = %has5
  ret i32 10, !dbg !84

next4:                                            ; preds = %has5, %next
  %flags12 = getelementptr i8, ptr %0, i64 52, !dbg !85
  %flags13 = load i32, ptr %flags12, align 4, !dbg !85
  %10 = zext i32 %flags13 to i64, !dbg !85
  %11 = and i64 %10, 16, !dbg !85
  %12 = icmp ne i64 %11, 0, !dbg !85
  br i1 %12, label %has11, label %next10, !dbg !85

has5:                                             ; preds = %next
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !84
  %proto8 = load i8, ptr %proto, align 1, !dbg !84
  %13 = zext i8 %proto8 to i64, !dbg !84
  %14 = icmp eq i64 %13, 58, !dbg !84
  br i1 %14, label %hit3, label %next4, !dbg !84

hit9:                                             ; preds = %has11
  ret i32 14, !dbg !85

next10:                                           ; preds = %has11, %next4
  %flags19 = getelementptr i8, ptr %0, i64 52, !dbg !86
  %flags20 = load i32, ptr %flags19, align 4, !dbg !86
  %15 = zext i32 %flags20 to i64, !dbg !86
  %16 = and i64 %15, 16, !dbg !86
  %17 = icmp ne i64 %16, 0, !dbg !86
  br i1 %17, label %has18, label %next17, !dbg !86

has11:                                            ; preds = %next4
  %proto14 = getelementptr i8, ptr %0, i64 64, !dbg !85
  %proto15 = load i8, ptr %proto14, align 1, !dbg !85
  %18 = zext i8 %proto15 to i64, !dbg !85
  %19 = icmp eq i64 %18, 1, !dbg !85
  br i1 %19, label %hit9, label %next10, !dbg !85

hit16:                                            ; preds = %set.next, %has23
  ret i32 18, !dbg !86

next17:                                           ; preds = %set.next, %and, %has18, %next10
  %flags31 = getelementptr i8, ptr %0, i64 52, !dbg !87
  %flags32 = load i32, ptr %flags31, align 4, !dbg !87
  %20 = zext i32 %flags32 to i64, !dbg !87
  %21 = and i64 %20, 16, !dbg !87
  %22 = icmp ne i64 %21, 0, !dbg !87
  br i1 %22, label %has30, label %next28, !dbg !87

and:                                              ; preds = %has18
  %flags24 = getelementptr i8, ptr %0, i64 52, !dbg !86
  %flags25 = load i32, ptr %flags24, align 4, !dbg !86
  %23 = zext i32 %flags25 to i64, !dbg !86
  %24 = and i64 %23, 64, !dbg !86
  %25 = icmp ne i64 %24, 0, !dbg !86
  br i1 %25, label %has23, label %next17, !dbg !86

has18:                                            ; preds = %next10
  %proto21 = getelementptr i8, ptr %0, i64 64, !dbg !86
  %proto22 = load i8, ptr %proto21, align 1, !dbg !86
  %26 = zext i8 %proto22 to i64, !dbg !86
  %27 = icmp eq i64 %26, 6, !dbg !86
  br i1 %27, label %and, label %next17, !dbg !86

has23:                                            ; preds = %and
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !86
  %dport26 = load i16, ptr %dport, align 2, !dbg !86
  %28 = zext i16 %dport26 to i64, !dbg !86
  %29 = icmp eq i64 %28, 80, !dbg !86
  br i1 %29, label %hit16, label %set.next, !dbg !86

set.next:                                         ; preds = %has23
  %30 = icmp eq i64 %28, 443, !dbg !86
  br i1 %30, label %hit16, label %next17, !dbg !86

hit27:                                            ; preds = %has35
  ret i32 22, !dbg !87

next28:                                           ; preds = %has35, %and29, %has30, %next17
  %flags45 = getelementptr i8, ptr %0, i64 52, !dbg !88
  %flags46 = load i32, ptr %flags45, align 4, !dbg !88
  %31 = zext i32 %flags46 to i64, !dbg !88
  %32 = and i64 %31, 16, !dbg !88
  %33 = icmp ne i64 %32, 0, !dbg !88
  br i1 %33, label %has44, label %next41, !dbg !88

and29:                                            ; preds = %has30
  %flags36 = getelementptr i8, ptr %0, i64 52, !dbg !87
  %flags37 = load i32, ptr %flags36, align 4, !dbg !87
  %34 = zext i32 %flags37 to i64, !dbg !87
  %35 = and i64 %34, 64, !dbg !87
  %36 = icmp ne i64 %35, 0, !dbg !87
  br i1 %36, label %has35, label %next28, !dbg !87

has30:                                            ; preds = %next17
  %proto33 = getelementptr i8, ptr %0, i64 64, !dbg !87
  %proto34 = load i8, ptr %proto33, align 1, !dbg !87
  %37 = zext i8 %proto34 to i64, !dbg !87
  %38 = icmp eq i64 %37, 17, !dbg !87
  br i1 %38, label %and29, label %next28, !dbg !87

has35:                                            ; preds = %and29
  %dport38 = getelementptr i8, ptr %0, i64 62, !dbg !87
  %dport39 = load i16, ptr %dport38, align 2, !dbg !87
  %39 = zext i16 %dport39 to i64, !dbg !87
  %40 = icmp eq i64 %39, 443, !dbg !87
  br i1 %40, label %hit27, label %next28, !dbg !87

hit40:                                            ; preds = %set.v6lo, %set.ip4
  ret i32 26, !dbg !88

next41:                                           ; preds = %set.v6lo, %set.ip6, %set.ip4, %and42, %has49, %and43, %has44, %next28
  %flags62 = getelementptr i8, ptr %0, i64 52, !dbg !89
  %flags63 = load i32, ptr %flags62, align 4, !dbg !89
  %41 = zext i32 %flags63 to i64, !dbg !89
  %42 = and i64 %41, 16, !dbg !89
  %43 = icmp ne i64 %42, 0, !dbg !89
  br i1 %43, label %has61, label %next58, !dbg !89

and42:                                            ; preds = %has49
  %family = getelementptr i8, ptr %0, i64 67, !dbg !88
  %family54 = load i8, ptr %family, align 1, !dbg !88
  %44 = zext i8 %family54 to i64, !dbg !88
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !88
  %src_hi55 = load i64, ptr %src_hi, align 8, !dbg !88
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !88
  %src_lo56 = load i64, ptr %src_lo, align 8, !dbg !88
  switch i64 %44, label %next41 [
    i64 4, label %set.ip4
    i64 6, label %set.ip6
  ], !dbg !88

and43:                                            ; preds = %has44
  %flags50 = getelementptr i8, ptr %0, i64 52, !dbg !88
  %flags51 = load i32, ptr %flags50, align 4, !dbg !88
  %45 = zext i32 %flags51 to i64, !dbg !88
  %46 = and i64 %45, 64, !dbg !88
  %47 = icmp ne i64 %46, 0, !dbg !88
  br i1 %47, label %has49, label %next41, !dbg !88

has44:                                            ; preds = %next28
  %proto47 = getelementptr i8, ptr %0, i64 64, !dbg !88
  %proto48 = load i8, ptr %proto47, align 1, !dbg !88
  %48 = zext i8 %proto48 to i64, !dbg !88
  %49 = icmp eq i64 %48, 6, !dbg !88
  br i1 %49, label %and43, label %next41, !dbg !88

has49:                                            ; preds = %and43
  %dport52 = getelementptr i8, ptr %0, i64 62, !dbg !88
  %dport53 = load i16, ptr %dport52, align 2, !dbg !88
  %50 = zext i16 %dport53 to i64, !dbg !88
  %51 = icmp eq i64 %50, 22, !dbg !88
  br i1 %51, label %and42, label %next41, !dbg !88

set.ip4:                                          ; preds = %and42
  %52 = lshr i64 %src_hi55, 32, !dbg !88
  %53 = sub i64 %52, 3221225984, !dbg !88
  %54 = icmp ule i64 %53, 255, !dbg !88
  br i1 %54, label %hit40, label %next41, !dbg !88

set.ip6:                                          ; preds = %and42
  %55 = icmp uge i64 %src_hi55, 2306139568126885888, !dbg !88
  %56 = icmp ule i64 %src_hi55, 2306139568126951423, !dbg !88
  %57 = and i1 %55, %56, !dbg !88
  br i1 %57, label %set.v6lo, label %next41, !dbg !88

set.v6lo:                                         ; preds = %set.ip6
  %58 = icmp ne i64 %src_hi55, 2306139568126885888, !dbg !88
  %59 = icmp uge i64 %src_lo56, 0, !dbg !88
  %60 = or i1 %58, %59, !dbg !88
  %61 = icmp ne i64 %src_hi55, 2306139568126951423, !dbg !88
  %62 = icmp ule i64 %src_lo56, -1, !dbg !88
  %63 = or i1 %61, %62, !dbg !88
  %64 = and i1 %60, %63, !dbg !88
  br i1 %64, label %hit40, label %next41, !dbg !88

hit57:                                            ; preds = %has71
  ret i32 30, !dbg !89

next58:                                           ; preds = %has71, %and59, %has66, %and60, %has61, %next41
  %flags80 = getelementptr i8, ptr %0, i64 52, !dbg !90
  %flags81 = load i32, ptr %flags80, align 4, !dbg !90
  %65 = zext i32 %flags81 to i64, !dbg !90
  %66 = and i64 %65, 16, !dbg !90
  %67 = icmp ne i64 %66, 0, !dbg !90
  br i1 %67, label %has79, label %next76, !dbg !90

and59:                                            ; preds = %has66
  %flags72 = getelementptr i8, ptr %0, i64 52, !dbg !89
  %flags73 = load i32, ptr %flags72, align 4, !dbg !89
  %68 = zext i32 %flags73 to i64, !dbg !89
  %69 = and i64 %68, 128, !dbg !89
  %70 = icmp ne i64 %69, 0, !dbg !89
  br i1 %70, label %has71, label %next58, !dbg !89

and60:                                            ; preds = %has61
  %flags67 = getelementptr i8, ptr %0, i64 52, !dbg !89
  %flags68 = load i32, ptr %flags67, align 4, !dbg !89
  %71 = zext i32 %flags68 to i64, !dbg !89
  %72 = and i64 %71, 64, !dbg !89
  %73 = icmp ne i64 %72, 0, !dbg !89
  br i1 %73, label %has66, label %next58, !dbg !89

has61:                                            ; preds = %next41
  %proto64 = getelementptr i8, ptr %0, i64 64, !dbg !89
  %proto65 = load i8, ptr %proto64, align 1, !dbg !89
  %74 = zext i8 %proto65 to i64, !dbg !89
  %75 = icmp eq i64 %74, 6, !dbg !89
  br i1 %75, label %and60, label %next58, !dbg !89

has66:                                            ; preds = %and60
  %dport69 = getelementptr i8, ptr %0, i64 62, !dbg !89
  %dport70 = load i16, ptr %dport69, align 2, !dbg !89
  %76 = zext i16 %dport70 to i64, !dbg !89
  %77 = sub i64 %76, 32768, !dbg !89
  %78 = icmp ule i64 %77, 28231, !dbg !89
  br i1 %78, label %and59, label %next58, !dbg !89

has71:                                            ; preds = %and59
  %tcpflags = getelementptr i8, ptr %0, i64 66, !dbg !89
  %tcpflags74 = load i8, ptr %tcpflags, align 1, !dbg !89
  %79 = zext i8 %tcpflags74 to i64, !dbg !89
  %80 = and i64 %79, 16, !dbg !89
  %81 = icmp eq i64 %80, 16, !dbg !89
  br i1 %81, label %hit57, label %next58, !dbg !89

hit75:                                            ; preds = %has89
  ret i32 34, !dbg !90

next76:                                           ; preds = %has89, %and77, %set.next88, %and78, %has79, %next58
  %flags99 = getelementptr i8, ptr %0, i64 52, !dbg !91
  %flags100 = load i32, ptr %flags99, align 4, !dbg !91
  %82 = zext i32 %flags100 to i64, !dbg !91
  %83 = and i64 %82, 16, !dbg !91
  %84 = icmp ne i64 %83, 0, !dbg !91
  br i1 %84, label %has98, label %next95, !dbg !91

and77:                                            ; preds = %set.next88, %has84
  %flags90 = getelementptr i8, ptr %0, i64 52, !dbg !90
  %flags91 = load i32, ptr %flags90, align 4, !dbg !90
  %85 = zext i32 %flags91 to i64, !dbg !90
  %86 = and i64 %85, 64, !dbg !90
  %87 = icmp ne i64 %86, 0, !dbg !90
  br i1 %87, label %has89, label %next76, !dbg !90

and78:                                            ; preds = %has79
  %flags85 = getelementptr i8, ptr %0, i64 52, !dbg !90
  %flags86 = load i32, ptr %flags85, align 4, !dbg !90
  %88 = zext i32 %flags86 to i64, !dbg !90
  %89 = and i64 %88, 64, !dbg !90
  %90 = icmp ne i64 %89, 0, !dbg !90
  br i1 %90, label %has84, label %next76, !dbg !90

has79:                                            ; preds = %next58
  %proto82 = getelementptr i8, ptr %0, i64 64, !dbg !90
  %proto83 = load i8, ptr %proto82, align 1, !dbg !90
  %91 = zext i8 %proto83 to i64, !dbg !90
  %92 = icmp eq i64 %91, 17, !dbg !90
  br i1 %92, label %and78, label %next76, !dbg !90

has84:                                            ; preds = %and78
  %sport = getelementptr i8, ptr %0, i64 60, !dbg !90
  %sport87 = load i16, ptr %sport, align 2, !dbg !90
  %93 = zext i16 %sport87 to i64, !dbg !90
  %94 = icmp eq i64 %93, 53, !dbg !90
  br i1 %94, label %and77, label %set.next88, !dbg !90

set.next88:                                       ; preds = %has84
  %95 = icmp eq i64 %93, 123, !dbg !90
  br i1 %95, label %and77, label %next76, !dbg !90

has89:                                            ; preds = %and77
  %dport92 = getelementptr i8, ptr %0, i64 62, !dbg !90
  %dport93 = load i16, ptr %dport92, align 2, !dbg !90
  %96 = zext i16 %dport93 to i64, !dbg !90
  %97 = sub i64 %96, 32768, !dbg !90
  %98 = icmp ule i64 %97, 28231, !dbg !90
  br i1 %98, label %hit75, label %next76, !dbg !90

hit94:                                            ; preds = %has108
  ret i32 38, !dbg !91

next95:                                           ; preds = %has108, %and96, %has103, %and97, %has98, %next76
  %flags118 = getelementptr i8, ptr %0, i64 52, !dbg !92
  %flags119 = load i32, ptr %flags118, align 4, !dbg !92
  %99 = zext i32 %flags119 to i64, !dbg !92
  %100 = and i64 %99, 16, !dbg !92
  %101 = icmp ne i64 %100, 0, !dbg !92
  br i1 %101, label %has117, label %next114, !dbg !92

and96:                                            ; preds = %has103
  %flags109 = getelementptr i8, ptr %0, i64 52, !dbg !91
  %flags110 = load i32, ptr %flags109, align 4, !dbg !91
  %102 = zext i32 %flags110 to i64, !dbg !91
  %103 = and i64 %102, 64, !dbg !91
  %104 = icmp ne i64 %103, 0, !dbg !91
  br i1 %104, label %has108, label %next95, !dbg !91

and97:                                            ; preds = %has98
  %flags104 = getelementptr i8, ptr %0, i64 52, !dbg !91
  %flags105 = load i32, ptr %flags104, align 4, !dbg !91
  %105 = zext i32 %flags105 to i64, !dbg !91
  %106 = and i64 %105, 64, !dbg !91
  %107 = icmp ne i64 %106, 0, !dbg !91
  br i1 %107, label %has103, label %next95, !dbg !91

has98:                                            ; preds = %next76
  %proto101 = getelementptr i8, ptr %0, i64 64, !dbg !91
  %proto102 = load i8, ptr %proto101, align 1, !dbg !91
  %108 = zext i8 %proto102 to i64, !dbg !91
  %109 = icmp eq i64 %108, 17, !dbg !91
  br i1 %109, label %and97, label %next95, !dbg !91

has103:                                           ; preds = %and97
  %sport106 = getelementptr i8, ptr %0, i64 60, !dbg !91
  %sport107 = load i16, ptr %sport106, align 2, !dbg !91
  %110 = zext i16 %sport107 to i64, !dbg !91
  %111 = icmp eq i64 %110, 67, !dbg !91
  br i1 %111, label %and96, label %next95, !dbg !91

has108:                                           ; preds = %and96
  %dport111 = getelementptr i8, ptr %0, i64 62, !dbg !91
  %dport112 = load i16, ptr %dport111, align 2, !dbg !91
  %112 = zext i16 %dport112 to i64, !dbg !91
  %113 = icmp eq i64 %112, 68, !dbg !91
  br i1 %113, label %hit94, label %next95, !dbg !91

hit113:                                           ; preds = %has127
  ret i32 42, !dbg !92

next114:                                          ; preds = %has127, %and115, %has122, %and116, %has117, %next95
  br label %continue, !dbg !92

continue:                                         ; preds = %next114, %entry
  ret i32 0, !dbg !83

and115:                                           ; preds = %has122
  %flags128 = getelementptr i8, ptr %0, i64 52, !dbg !92
  %flags129 = load i32, ptr %flags128, align 4, !dbg !92
  %114 = zext i32 %flags129 to i64, !dbg !92
  %115 = and i64 %114, 64, !dbg !92
  %116 = icmp ne i64 %115, 0, !dbg !92
  br i1 %116, label %has127, label %next114, !dbg !92

and116:                                           ; preds = %has117
  %flags123 = getelementptr i8, ptr %0, i64 52, !dbg !92
  %flags124 = load i32, ptr %flags123, align 4, !dbg !92
  %117 = zext i32 %flags124 to i64, !dbg !92
  %118 = and i64 %117, 64, !dbg !92
  %119 = icmp ne i64 %118, 0, !dbg !92
  br i1 %119, label %has122, label %next114, !dbg !92

has117:                                           ; preds = %next95
  %proto120 = getelementptr i8, ptr %0, i64 64, !dbg !92
  %proto121 = load i8, ptr %proto120, align 1, !dbg !92
  %120 = zext i8 %proto121 to i64, !dbg !92
  %121 = icmp eq i64 %120, 17, !dbg !92
  br i1 %121, label %and116, label %next114, !dbg !92

has122:                                           ; preds = %and116
  %sport125 = getelementptr i8, ptr %0, i64 60, !dbg !92
  %sport126 = load i16, ptr %sport125, align 2, !dbg !92
  %122 = zext i16 %sport126 to i64, !dbg !92
  %123 = icmp eq i64 %122, 547, !dbg !92
  br i1 %123, label %and115, label %next114, !dbg !92

has127:                                           ; preds = %and115
  %dport130 = getelementptr i8, ptr %0, i64 62, !dbg !92
  %dport131 = load i16, ptr %dport130, align 2, !dbg !92
  %124 = zext i16 %dport131 to i64, !dbg !92
  %125 = icmp eq i64 %124, 546, !dbg !92
  br i1 %125, label %hit113, label %next114, !dbg !92
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !93 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !98
  %addr = alloca [5 x i32], align 8, !dbg !98
  %val = alloca [2 x i64], align 8, !dbg !98
  %key = alloca i32, align 8, !dbg !98
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !98
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !98
  %verdict1 = call i32 @xdpc_rules_0(ptr %pkt), !dbg !98
  %2 = icmp ne i32 %verdict1, 0, !dbg !98
  br i1 %2, label %decided, label %undecided, !dbg !98

undecided:                                        ; preds = %entry
  %len3 = getelementptr i8, ptr %pkt, i64 48, !dbg !98
  %len4 = load i32, ptr %len3, align 4, !dbg !98
  %3 = zext i32 %len4 to i64, !dbg !98
  %4 = call i32 @xdpc_count(i32 10, i64 %3), !dbg !98
  ret i32 1, !dbg !98

decided:                                          ; preds = %entry
  %verdict = phi i32 [ %verdict1, %entry ], !dbg !98
  %5 = lshr i32 %verdict, 2, !dbg !98
  %rule = sub i32 %5, 1, !dbg !98
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !98
  %len2 = load i32, ptr %len, align 4, !dbg !98
  %6 = zext i32 %len2 to i64, !dbg !98
  %7 = call i32 @xdpc_count(i32 %rule, i64 %6), !dbg !98
  %action = and i32 %verdict, 3, !dbg !98
  ret i32 %action, !dbg !98
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind
define i32 @xdpc_count(i32 %0, i64 %1) #0 !dbg !99 {
entry:
  %key = alloca i32, align 8, !dbg !105
  store i32 %0, ptr %key, align 4, !dbg !105
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !105
  %3 = icmp ne ptr %2, null, !dbg !105
  br i1 %3, label %count.add, label %count.done, !dbg !105

count.add:                                        ; preds = %entry
  %4 = load i64, ptr %2, align 8, !dbg !105
  %5 = add i64 %4, 1, !dbg !105
  store i64 %5, ptr %2, align 8, !dbg !105
  %6 = getelementptr i8, ptr %2, i64 8, !dbg !105
  %7 = load i64, ptr %6, align 8, !dbg !105
  %8 = add i64 %7, %1, !dbg !105
  store i64 %8, ptr %6, align 8, !dbg !105
  br label %count.done, !dbg !105

count.done:                                       ; preds = %count.add, %entry
  ret i32 0, !dbg !105
}

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
!93 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 9, type: !94, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !96)
!94 = !DISubroutineType(flags: DIFlagPrototyped, types: !95)
!95 = !{!16, !41}
!96 = !{!97}
!97 = !DILocalVariable(name: "ctx", arg: 1, scope: !93, file: !3, line: 9, type: !41)
!98 = !DILocation(line: 9, column: 1, scope: !93)
!99 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !100, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !102)
!100 = !DISubroutineType(flags: DIFlagPrototyped, types: !101)
!101 = !{!16, !26, !33}
!102 = !{!103, !104}
!103 = !DILocalVariable(name: "rule", arg: 1, scope: !99, file: !3, line: 1, type: !26)
!104 = !DILocalVariable(name: "len", arg: 2, scope: !99, file: !3, line: 1, type: !33)
!105 = !DILocation(line: 1, column: 1, scope: !99)
