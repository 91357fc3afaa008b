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
define i32 @xdpc_rules_0(ptr %0, i32 %1) #0 !dbg !78 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !84
  %val = alloca [2 x i64], align 8, !dbg !84
  %key = alloca i32, align 8, !dbg !84
  %best = alloca i32, align 8, !dbg !84
  store i32 %1, ptr %best, align 4, !dbg !84
  %2 = icmp eq ptr %0, null, !dbg !84
  br i1 %2, label %continue, label %rules, !dbg !84

rules:                                            ; preds = %entry
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !84
  %flags2 = load i32, ptr %flags, align 4, !dbg !84
  %3 = zext i32 %flags2 to i64, !dbg !84
  %4 = and i64 %3, 1, !dbg !84
  %5 = icmp ne i64 %4, 0, !dbg !84
  br i1 %5, label %has, label %next, !dbg !84

hit:                                              ; preds = %has
  ret i32 6, !dbg !84

next:                                             ; preds = %has, %rules
  %flags7 = getelementptr i8, ptr %0, i64 52, !dbg !85
  %flags8 = load i32, ptr %flags7, align 4, !dbg !85
  %6 = zext i32 %flags8 to i64, !dbg !85
  %7 = and i64 %6, 16, !dbg !85
  %8 = icmp ne i64 %7, 0, !dbg !85
  br i1 %8, label %has6, label %next5, !dbg !85

has:                                              ; preds = %rules
  %ethertype = getelementptr i8, ptr %0, i64 56, !dbg !84
  %ethertype3 = load i16, ptr %ethertype, align 2, !dbg !84
  %9 = zext i16 %ethertype3 to i64, !dbg !84
  %10 = icmp eq i64 %9, 2054, !dbg !84
  br i1 %10, label %hit, label %next, !dbg !84

hit4:                                             ; preds = %has6
  ret i32 10, !dbg !85

next5:                                            ; preds = %has6, %next
  %flags13 = getelementptr i8, ptr %0, i64 52, !dbg !86
  %flags14 = load i32, ptr %flags13, align 4, !dbg !86
  %11 = zext i32 %flags14 to i64, !dbg !86
  %12 = and i64 %11, 16, !dbg !86
  %13 = icmp ne i64 %12, 0, !dbg !86
  br i1 %13, label %has12, label %next11, !dbg !86

has6:                                             ; preds = %next
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !85
  %proto9 = load i8, ptr %proto, align 1, !dbg !85
  %14 = zext i8 %proto9 to i64, !dbg !85
  %15 = icmp eq i64 %14, 58, !dbg !85
  br i1 %15, label %hit4, label %next5, !dbg !85

hit10:                                            ; preds = %has12
  ret i32 14, !dbg !86

next11:                                           ; preds = %has12, %next5
  %flags20 = getelementptr i8, ptr %0, i64 52, !dbg !87
  %flags21 = load i32, ptr %flags20, align 4, !dbg !87
  %16 = zext i32 %flags21 to i64, !dbg !87
  %17 = and i64 %16, 16, !dbg !87
  %18 = icmp ne i64 %17, 0, !dbg !87
  br i1 %18, label %has19, label %next18, !dbg !87

has12:                                            ; preds = %next5
  %proto15 = getelementptr i8, ptr %0, i64 64, !dbg !86
  %proto16 = load i8, ptr %proto15, align 1, !dbg !86
  %19 = zext i8 %proto16 to i64, !dbg !86
  %20 = icmp eq i64 %19, 1, !dbg !86
  br i1 %20, label %hit10, label %next11, !dbg !86

hit17:                                            ; preds = %set.next, %has24
  ret i32 18, !dbg !87

next18:                                           ; preds = %set.next, %and, %has19, %next11
  %flags32 = getelementptr i8, ptr %0, i64 52, !dbg !88
  %flags33 = load i32, ptr %flags32, align 4, !dbg !88
  %21 = zext i32 %flags33 to i64, !dbg !88
  %22 = and i64 %21, 16, !dbg !88
  %23 = icmp ne i64 %22, 0, !dbg !88
  br i1 %23, label %has31, label %next29, !dbg !88

and:                                              ; preds = %has19
  %flags25 = getelementptr i8, ptr %0, i64 52, !dbg !87
  %flags26 = load i32, ptr %flags25, align 4, !dbg !87
  %24 = zext i32 %flags26 to i64, !dbg !87
  %25 = and i64 %24, 64, !dbg !87
  %26 = icmp ne i64 %25, 0, !dbg !87
  br i1 %26, label %has24, label %next18, !dbg !87

has19:                                            ; preds = %next11
  %proto22 = getelementptr i8, ptr %0, i64 64, !dbg !87
  %proto23 = load i8, ptr %proto22, align 1, !dbg !87
  %27 = zext i8 %proto23 to i64, !dbg !87
  %28 = icmp eq i64 %27, 6, !dbg !87
  br i1 %28, label %and, label %next18, !dbg !87

has24:                                            ; preds = %and
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !87
  %dport27 = load i16, ptr %dport, align 2, !dbg !87
  %29 = zext i16 %dport27 to i64, !dbg !87
  %30 = icmp eq i64 %29, 80, !dbg !87
  br i1 %30, label %hit17, label %set.next, !dbg !87

set.next:                                         ; preds = %has24
  %31 = icmp eq i64 %29, 443, !dbg !87
  br i1 %31, label %hit17, label %next18, !dbg !87

hit28:                                            ; preds = %has36
  ret i32 22, !dbg !88

next29:                                           ; preds = %has36, %and30, %has31, %next18
  %flags46 = getelementptr i8, ptr %0, i64 52, !dbg !89
  %flags47 = load i32, ptr %flags46, align 4, !dbg !89
  %32 = zext i32 %flags47 to i64, !dbg !89
  %33 = and i64 %32, 16, !dbg !89
  %34 = icmp ne i64 %33, 0, !dbg !89
  br i1 %34, label %has45, label %next42, !dbg !89

and30:                                            ; preds = %has31
  %flags37 = getelementptr i8, ptr %0, i64 52, !dbg !88
  %flags38 = load i32, ptr %flags37, align 4, !dbg !88
  %35 = zext i32 %flags38 to i64, !dbg !88
  %36 = and i64 %35, 64, !dbg !88
  %37 = icmp ne i64 %36, 0, !dbg !88
  br i1 %37, label %has36, label %next29, !dbg !88

has31:                                            ; preds = %next18
  %proto34 = getelementptr i8, ptr %0, i64 64, !dbg !88
  %proto35 = load i8, ptr %proto34, align 1, !dbg !88
  %38 = zext i8 %proto35 to i64, !dbg !88
  %39 = icmp eq i64 %38, 17, !dbg !88
  br i1 %39, label %and30, label %next29, !dbg !88

has36:                                            ; preds = %and30
  %dport39 = getelementptr i8, ptr %0, i64 62, !dbg !88
  %dport40 = load i16, ptr %dport39, align 2, !dbg !88
  %40 = zext i16 %dport40 to i64, !dbg !88
  %41 = icmp eq i64 %40, 443, !dbg !88
  br i1 %41, label %hit28, label %next29, !dbg !88

hit41:                                            ; preds = %set.v6lo, %set.ip4
  ret i32 26, !dbg !89

next42:                                           ; preds = %set.v6lo, %set.ip6, %set.ip4, %and43, %has50, %and44, %has45, %next29
  %flags63 = getelementptr i8, ptr %0, i64 52, !dbg !90
  %flags64 = load i32, ptr %flags63, align 4, !dbg !90
  %42 = zext i32 %flags64 to i64, !dbg !90
  %43 = and i64 %42, 16, !dbg !90
  %44 = icmp ne i64 %43, 0, !dbg !90
  br i1 %44, label %has62, label %next59, !dbg !90

and43:                                            ; preds = %has50
  %family = getelementptr i8, ptr %0, i64 67, !dbg !89
  %family55 = load i8, ptr %family, align 1, !dbg !89
  %45 = zext i8 %family55 to i64, !dbg !89
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !89
  %src_hi56 = load i64, ptr %src_hi, align 8, !dbg !89
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !89
  %src_lo57 = load i64, ptr %src_lo, align 8, !dbg !89
  switch i64 %45, label %next42 [
    i64 4, label %set.ip4
    i64 6, label %set.ip6
  ], !dbg !89

and44:                                            ; preds = %has45
  %flags51 = getelementptr i8, ptr %0, i64 52, !dbg !89
  %flags52 = load i32, ptr %flags51, align 4, !dbg !89
  %46 = zext i32 %flags52 to i64, !dbg !89
  %47 = and i64 %46, 64, !dbg !89
  %48 = icmp ne i64 %47, 0, !dbg !89
  br i1 %48, label %has50, label %next42, !dbg !89

has45:                                            ; preds = %next29
  %proto48 = getelementptr i8, ptr %0, i64 64, !dbg !89
  %proto49 = load i8, ptr %proto48, align 1, !dbg !89
  %49 = zext i8 %proto49 to i64, !dbg !89
  %50 = icmp eq i64 %49, 6, !dbg !89
  br i1 %50, label %and44, label %next42, !dbg !89

has50:                                            ; preds = %and44
  %dport53 = getelementptr i8, ptr %0, i64 62, !dbg !89
  %dport54 = load i16, ptr %dport53, align 2, !dbg !89
  %51 = zext i16 %dport54 to i64, !dbg !89
  %52 = icmp eq i64 %51, 22, !dbg !89
  br i1 %52, label %and43, label %next42, !dbg !89

set.ip4:                                          ; preds = %and43
  %53 = lshr i64 %src_hi56, 32, !dbg !89
  %54 = sub i64 %53, 3221225984, !dbg !89
  %55 = icmp ule i64 %54, 255, !dbg !89
  br i1 %55, label %hit41, label %next42, !dbg !89

set.ip6:                                          ; preds = %and43
  %56 = icmp uge i64 %src_hi56, 2306139568126885888, !dbg !89
  %57 = icmp ule i64 %src_hi56, 2306139568126951423, !dbg !89
  %58 = and i1 %56, %57, !dbg !89
  br i1 %58, label %set.v6lo, label %next42, !dbg !89

set.v6lo:                                         ; preds = %set.ip6
  %59 = icmp ne i64 %src_hi56, 2306139568126885888, !dbg !89
  %60 = icmp uge i64 %src_lo57, 0, !dbg !89
  %61 = or i1 %59, %60, !dbg !89
  %62 = icmp ne i64 %src_hi56, 2306139568126951423, !dbg !89
  %63 = icmp ule i64 %src_lo57, -1, !dbg !89
  %64 = or i1 %62, %63, !dbg !89
  %65 = and i1 %61, %64, !dbg !89
  br i1 %65, label %hit41, label %next42, !dbg !89

hit58:                                            ; preds = %has72
  ret i32 30, !dbg !90

next59:                                           ; preds = %has72, %and60, %has67, %and61, %has62, %next42
  %flags81 = getelementptr i8, ptr %0, i64 52, !dbg !91
  %flags82 = load i32, ptr %flags81, align 4, !dbg !91
  %66 = zext i32 %flags82 to i64, !dbg !91
  %67 = and i64 %66, 16, !dbg !91
  %68 = icmp ne i64 %67, 0, !dbg !91
  br i1 %68, label %has80, label %next77, !dbg !91

and60:                                            ; preds = %has67
  %flags73 = getelementptr i8, ptr %0, i64 52, !dbg !90
  %flags74 = load i32, ptr %flags73, align 4, !dbg !90
  %69 = zext i32 %flags74 to i64, !dbg !90
  %70 = and i64 %69, 128, !dbg !90
  %71 = icmp ne i64 %70, 0, !dbg !90
  br i1 %71, label %has72, label %next59, !dbg !90

and61:                                            ; preds = %has62
  %flags68 = getelementptr i8, ptr %0, i64 52, !dbg !90
  %flags69 = load i32, ptr %flags68, align 4, !dbg !90
  %72 = zext i32 %flags69 to i64, !dbg !90
  %73 = and i64 %72, 64, !dbg !90
  %74 = icmp ne i64 %73, 0, !dbg !90
  br i1 %74, label %has67, label %next59, !dbg !90

has62:                                            ; preds = %next42
  %proto65 = getelementptr i8, ptr %0, i64 64, !dbg !90
  %proto66 = load i8, ptr %proto65, align 1, !dbg !90
  %75 = zext i8 %proto66 to i64, !dbg !90
  %76 = icmp eq i64 %75, 6, !dbg !90
  br i1 %76, label %and61, label %next59, !dbg !90

has67:                                            ; preds = %and61
  %dport70 = getelementptr i8, ptr %0, i64 62, !dbg !90
  %dport71 = load i16, ptr %dport70, align 2, !dbg !90
  %77 = zext i16 %dport71 to i64, !dbg !90
  %78 = sub i64 %77, 32768, !dbg !90
  %79 = icmp ule i64 %78, 28231, !dbg !90
  br i1 %79, label %and60, label %next59, !dbg !90

has72:                                            ; preds = %and60
  %tcpflags = getelementptr i8, ptr %0, i64 66, !dbg !90
  %tcpflags75 = load i8, ptr %tcpflags, align 1, !dbg !90
  %80 = zext i8 %tcpflags75 to i64, !dbg !90
  %81 = and i64 %80, 16, !dbg !90
  %82 = icmp eq i64 %81, 16, !dbg !90
  br i1 %82, label %hit58, label %next59, !dbg !90

hit76:                                            ; preds = %has90
  ret i32 34, !dbg !91

next77:                                           ; preds = %has90, %and78, %set.next89, %and79, %has80, %next59
  %flags100 = getelementptr i8, ptr %0, i64 52, !dbg !92
  %flags101 = load i32, ptr %flags100, align 4, !dbg !92
  %83 = zext i32 %flags101 to i64, !dbg !92
  %84 = and i64 %83, 16, !dbg !92
  %85 = icmp ne i64 %84, 0, !dbg !92
  br i1 %85, label %has99, label %next96, !dbg !92

and78:                                            ; preds = %set.next89, %has85
  %flags91 = getelementptr i8, ptr %0, i64 52, !dbg !91
  %flags92 = load i32, ptr %flags91, align 4, !dbg !91
  %86 = zext i32 %flags92 to i64, !dbg !91
  %87 = and i64 %86, 64, !dbg !91
  %88 = icmp ne i64 %87, 0, !dbg !91
  br i1 %88, label %has90, label %next77, !dbg !91

and79:                                            ; preds = %has80
  %flags86 = getelementptr i8, ptr %0, i64 52, !dbg !91
  %flags87 = load i32, ptr %flags86, align 4, !dbg !91
  %89 = zext i32 %flags87 to i64, !dbg !91
  %90 = and i64 %89, 64, !dbg !91
  %91 = icmp ne i64 %90, 0, !dbg !91
  br i1 %91, label %has85, label %next77, !dbg !91

has80:                                            ; preds = %next59
  %proto83 = getelementptr i8, ptr %0, i64 64, !dbg !91
  %proto84 = load i8, ptr %proto83, align 1, !dbg !91
  %92 = zext i8 %proto84 to i64, !dbg !91
  %93 = icmp eq i64 %92, 17, !dbg !91
  br i1 %93, label %and79, label %next77, !dbg !91

has85:                                            ; preds = %and79
  %sport = getelementptr i8, ptr %0, i64 60, !dbg !91
  %sport88 = load i16, ptr %sport, align 2, !dbg !91
  %94 = zext i16 %sport88 to i64, !dbg !91
  %95 = icmp eq i64 %94, 53, !dbg !91
  br i1 %95, label %and78, label %set.next89, !dbg !91

set.next89:                                       ; preds = %has85
  %96 = icmp eq i64 %94, 123, !dbg !91
  br i1 %96, label %and78, label %next77, !dbg !91

has90:                                            ; preds = %and78
  %dport93 = getelementptr i8, ptr %0, i64 62, !dbg !91
  %dport94 = load i16, ptr %dport93, align 2, !dbg !91
  %97 = zext i16 %dport94 to i64, !dbg !91
  %98 = sub i64 %97, 32768, !dbg !91
  %99 = icmp ule i64 %98, 28231, !dbg !91
  br i1 %99, label %hit76, label %next77, !dbg !91

hit95:                                            ; preds = %has109
  ret i32 38, !dbg !92

next96:                                           ; preds = %has109, %and97, %has104, %and98, %has99, %next77
  %flags119 = getelementptr i8, ptr %0, i64 52, !dbg !93
  %flags120 = load i32, ptr %flags119, align 4, !dbg !93
  %100 = zext i32 %flags120 to i64, !dbg !93
  %101 = and i64 %100, 16, !dbg !93
  %102 = icmp ne i64 %101, 0, !dbg !93
  br i1 %102, label %has118, label %next115, !dbg !93

and97:                                            ; preds = %has104
  %flags110 = getelementptr i8, ptr %0, i64 52, !dbg !92
  %flags111 = load i32, ptr %flags110, align 4, !dbg !92
  %103 = zext i32 %flags111 to i64, !dbg !92
  %104 = and i64 %103, 64, !dbg !92
  %105 = icmp ne i64 %104, 0, !dbg !92
  br i1 %105, label %has109, label %next96, !dbg !92

and98:                                            ; preds = %has99
  %flags105 = getelementptr i8, ptr %0, i64 52, !dbg !92
  %flags106 = load i32, ptr %flags105, align 4, !dbg !92
  %106 = zext i32 %flags106 to i64, !dbg !92
  %107 = and i64 %106, 64, !dbg !92
  %108 = icmp ne i64 %107, 0, !dbg !92
  br i1 %108, label %has104, label %next96, !dbg !92

has99:                                            ; preds = %next77
  %proto102 = getelementptr i8, ptr %0, i64 64, !dbg !92
  %proto103 = load i8, ptr %proto102, align 1, !dbg !92
  %109 = zext i8 %proto103 to i64, !dbg !92
  %110 = icmp eq i64 %109, 17, !dbg !92
  br i1 %110, label %and98, label %next96, !dbg !92

has104:                                           ; preds = %and98
  %sport107 = getelementptr i8, ptr %0, i64 60, !dbg !92
  %sport108 = load i16, ptr %sport107, align 2, !dbg !92
  %111 = zext i16 %sport108 to i64, !dbg !92
  %112 = icmp eq i64 %111, 67, !dbg !92
  br i1 %112, label %and97, label %next96, !dbg !92

has109:                                           ; preds = %and97
  %dport112 = getelementptr i8, ptr %0, i64 62, !dbg !92
  %dport113 = load i16, ptr %dport112, align 2, !dbg !92
  %113 = zext i16 %dport113 to i64, !dbg !92
  %114 = icmp eq i64 %113, 68, !dbg !92
  br i1 %114, label %hit95, label %next96, !dbg !92

hit114:                                           ; preds = %has128
  ret i32 42, !dbg !93

next115:                                          ; preds = %has128, %and116, %has123, %and117, %has118, %next96
  br label %continue, !dbg !93

continue:                                         ; preds = %next115, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !84
  ret i32 %best1, !dbg !84

and116:                                           ; preds = %has123
  %flags129 = getelementptr i8, ptr %0, i64 52, !dbg !93
  %flags130 = load i32, ptr %flags129, align 4, !dbg !93
  %115 = zext i32 %flags130 to i64, !dbg !93
  %116 = and i64 %115, 64, !dbg !93
  %117 = icmp ne i64 %116, 0, !dbg !93
  br i1 %117, label %has128, label %next115, !dbg !93

and117:                                           ; preds = %has118
  %flags124 = getelementptr i8, ptr %0, i64 52, !dbg !93
  %flags125 = load i32, ptr %flags124, align 4, !dbg !93
  %118 = zext i32 %flags125 to i64, !dbg !93
  %119 = and i64 %118, 64, !dbg !93
  %120 = icmp ne i64 %119, 0, !dbg !93
  br i1 %120, label %has123, label %next115, !dbg !93

has118:                                           ; preds = %next96
  %proto121 = getelementptr i8, ptr %0, i64 64, !dbg !93
  %proto122 = load i8, ptr %proto121, align 1, !dbg !93
  %121 = zext i8 %proto122 to i64, !dbg !93
  %122 = icmp eq i64 %121, 17, !dbg !93
  br i1 %122, label %and117, label %next115, !dbg !93

has123:                                           ; preds = %and117
  %sport126 = getelementptr i8, ptr %0, i64 60, !dbg !93
  %sport127 = load i16, ptr %sport126, align 2, !dbg !93
  %123 = zext i16 %sport127 to i64, !dbg !93
  %124 = icmp eq i64 %123, 547, !dbg !93
  br i1 %124, label %and116, label %next115, !dbg !93

has128:                                           ; preds = %and116
  %dport131 = getelementptr i8, ptr %0, i64 62, !dbg !93
  %dport132 = load i16, ptr %dport131, align 2, !dbg !93
  %125 = zext i16 %dport132 to i64, !dbg !93
  %126 = icmp eq i64 %125, 546, !dbg !93
  br i1 %126, label %hit114, label %next115, !dbg !93
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !94 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !99
  %addr = alloca [5 x i32], align 8, !dbg !99
  %val = alloca [2 x i64], align 8, !dbg !99
  %key = alloca i32, align 8, !dbg !99
  %best = alloca i32, align 8, !dbg !99
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !99
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !99
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0), !dbg !99
  %2 = icmp ne i32 %best1, 0, !dbg !99
  br i1 %2, label %decided, label %undecided, !dbg !99

undecided:                                        ; preds = %entry
  %len3 = getelementptr i8, ptr %pkt, i64 48, !dbg !99
  %len4 = load i32, ptr %len3, align 4, !dbg !99
  %3 = zext i32 %len4 to i64, !dbg !99
  %4 = call i32 @xdpc_count(i32 10, i64 %3), !dbg !99
  ret i32 1, !dbg !99

decided:                                          ; preds = %entry
  %verdict = phi i32 [ %best1, %entry ], !dbg !99
  %5 = lshr i32 %verdict, 2, !dbg !99
  %rule = sub i32 %5, 1, !dbg !99
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !99
  %len2 = load i32, ptr %len, align 4, !dbg !99
  %6 = zext i32 %len2 to i64, !dbg !99
  %7 = call i32 @xdpc_count(i32 %rule, i64 %6), !dbg !99
  %action = and i32 %verdict, 3, !dbg !99
  ret i32 %action, !dbg !99
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind
define i32 @xdpc_count(i32 %0, i64 %1) #0 !dbg !100 {
entry:
  %key = alloca i32, align 8, !dbg !106
  store i32 %0, ptr %key, align 4, !dbg !106
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !106
  %3 = icmp ne ptr %2, null, !dbg !106
  br i1 %3, label %count.add, label %count.done, !dbg !106

count.add:                                        ; preds = %entry
  %4 = load i64, ptr %2, align 8, !dbg !106
  %5 = add i64 %4, 1, !dbg !106
  store i64 %5, ptr %2, align 8, !dbg !106
  %6 = getelementptr i8, ptr %2, i64 8, !dbg !106
  %7 = load i64, ptr %6, align 8, !dbg !106
  %8 = add i64 %7, %1, !dbg !106
  store i64 %8, ptr %6, align 8, !dbg !106
  br label %count.done, !dbg !106

count.done:                                       ; preds = %count.add, %entry
  ret i32 0, !dbg !106
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
!80 = !{!16, !50, !26}
!81 = !{!82, !83}
!82 = !DILocalVariable(name: "pkt", arg: 1, scope: !78, file: !3, line: 12, type: !50)
!83 = !DILocalVariable(name: "best", arg: 2, scope: !78, file: !3, line: 12, type: !26)
!84 = !DILocation(line: 12, column: 1, scope: !78)
!85 = !DILocation(line: 13, column: 1, scope: !78)
!86 = !DILocation(line: 15, column: 1, scope: !78)
!87 = !DILocation(line: 19, column: 1, scope: !78)
!88 = !DILocation(line: 20, column: 1, scope: !78)
!89 = !DILocation(line: 23, column: 1, scope: !78)
!90 = !DILocation(line: 28, column: 1, scope: !78)
!91 = !DILocation(line: 29, column: 1, scope: !78)
!92 = !DILocation(line: 32, column: 1, scope: !78)
!93 = !DILocation(line: 33, column: 1, scope: !78)
!94 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 9, type: !95, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !97)
!95 = !DISubroutineType(flags: DIFlagPrototyped, types: !96)
!96 = !{!16, !41}
!97 = !{!98}
!98 = !DILocalVariable(name: "ctx", arg: 1, scope: !94, file: !3, line: 9, type: !41)
!99 = !DILocation(line: 9, column: 1, scope: !94)
!100 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !101, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !103)
!101 = !DISubroutineType(flags: DIFlagPrototyped, types: !102)
!102 = !{!16, !26, !33}
!103 = !{!104, !105}
!104 = !DILocalVariable(name: "rule", arg: 1, scope: !100, file: !3, line: 1, type: !26)
!105 = !DILocalVariable(name: "len", arg: 2, scope: !100, file: !3, line: 1, type: !33)
!106 = !DILocation(line: 1, column: 1, scope: !100)
