target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0113\\012source\\011webserver.xf\\012default\\011drop\\012rule\\0110\\01112\\011pass\\011-\\011pa\22"
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
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !40 {
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
define i32 @xdpc_rules_0(ptr %0, i32 %1, ptr %2) #0 !dbg !80 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !87
  %val = alloca [2 x i64], align 8, !dbg !87
  %key = alloca i32, align 8, !dbg !87
  %best = alloca i32, align 8, !dbg !87
  store i32 %1, ptr %best, align 4, !dbg !87
  %3 = icmp eq ptr %0, null, !dbg !87
  %4 = icmp eq ptr %2, null, !dbg !87
  %5 = or i1 %3, %4, !dbg !87
  br i1 %5, label %continue, label %rules, !dbg !87

rules:                                            ; preds = %entry
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !87
  %flags2 = load i32, ptr %flags, align 4, !dbg !87
  %6 = zext i32 %flags2 to i64, !dbg !87
  %7 = and i64 %6, 1, !dbg !87
  %8 = icmp ne i64 %7, 0, !dbg !87
  br i1 %8, label %has, label %next, !dbg !87

hit:                                              ; preds = %has
  ret i32 6, !dbg !87

next:                                             ; preds = %has, %rules
  %flags7 = getelementptr i8, ptr %0, i64 52, !dbg !88
  %flags8 = load i32, ptr %flags7, align 4, !dbg !88
  %9 = zext i32 %flags8 to i64, !dbg !88
  %10 = and i64 %9, 16, !dbg !88
  %11 = icmp ne i64 %10, 0, !dbg !88
  br i1 %11, label %has6, label %next5, !dbg !88

has:                                              ; preds = %rules
  %ethertype = getelementptr i8, ptr %0, i64 56, !dbg !87
  %ethertype3 = load i16, ptr %ethertype, align 2, !dbg !87
  %12 = zext i16 %ethertype3 to i64, !dbg !87
  %13 = icmp eq i64 %12, 2054, !dbg !87
  br i1 %13, label %hit, label %next, !dbg !87

hit4:                                             ; preds = %has6
  ret i32 10, !dbg !88

next5:                                            ; preds = %has6, %next
  %flags13 = getelementptr i8, ptr %0, i64 52, !dbg !89
  %flags14 = load i32, ptr %flags13, align 4, !dbg !89
  %14 = zext i32 %flags14 to i64, !dbg !89
  %15 = and i64 %14, 16, !dbg !89
  %16 = icmp ne i64 %15, 0, !dbg !89
  br i1 %16, label %has12, label %next11, !dbg !89

has6:                                             ; preds = %next
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !88
  %proto9 = load i8, ptr %proto, align 1, !dbg !88
  %17 = zext i8 %proto9 to i64, !dbg !88
  %18 = icmp eq i64 %17, 58, !dbg !88
  br i1 %18, label %hit4, label %next5, !dbg !88

hit10:                                            ; preds = %has12
  ret i32 14, !dbg !89

next11:                                           ; preds = %has12, %next5
  %flags20 = getelementptr i8, ptr %0, i64 52, !dbg !90
  %flags21 = load i32, ptr %flags20, align 4, !dbg !90
  %19 = zext i32 %flags21 to i64, !dbg !90
  %20 = and i64 %19, 16, !dbg !90
  %21 = icmp ne i64 %20, 0, !dbg !90
  br i1 %21, label %has19, label %next18, !dbg !90

has12:                                            ; preds = %next5
  %proto15 = getelementptr i8, ptr %0, i64 64, !dbg !89
  %proto16 = load i8, ptr %proto15, align 1, !dbg !89
  %22 = zext i8 %proto16 to i64, !dbg !89
  %23 = icmp eq i64 %22, 1, !dbg !89
  br i1 %23, label %hit10, label %next11, !dbg !89

hit17:                                            ; preds = %set.next, %has24
  ret i32 18, !dbg !90

next18:                                           ; preds = %set.next, %and, %has19, %next11
  %flags32 = getelementptr i8, ptr %0, i64 52, !dbg !91
  %flags33 = load i32, ptr %flags32, align 4, !dbg !91
  %24 = zext i32 %flags33 to i64, !dbg !91
  %25 = and i64 %24, 16, !dbg !91
  %26 = icmp ne i64 %25, 0, !dbg !91
  br i1 %26, label %has31, label %next29, !dbg !91

and:                                              ; preds = %has19
  %flags25 = getelementptr i8, ptr %0, i64 52, !dbg !90
  %flags26 = load i32, ptr %flags25, align 4, !dbg !90
  %27 = zext i32 %flags26 to i64, !dbg !90
  %28 = and i64 %27, 64, !dbg !90
  %29 = icmp ne i64 %28, 0, !dbg !90
  br i1 %29, label %has24, label %next18, !dbg !90

has19:                                            ; preds = %next11
  %proto22 = getelementptr i8, ptr %0, i64 64, !dbg !90
  %proto23 = load i8, ptr %proto22, align 1, !dbg !90
  %30 = zext i8 %proto23 to i64, !dbg !90
  %31 = icmp eq i64 %30, 6, !dbg !90
  br i1 %31, label %and, label %next18, !dbg !90

has24:                                            ; preds = %and
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !90
  %dport27 = load i16, ptr %dport, align 2, !dbg !90
  %32 = zext i16 %dport27 to i64, !dbg !90
  %33 = icmp eq i64 %32, 80, !dbg !90
  br i1 %33, label %hit17, label %set.next, !dbg !90

set.next:                                         ; preds = %has24
  %34 = icmp eq i64 %32, 443, !dbg !90
  br i1 %34, label %hit17, label %next18, !dbg !90

hit28:                                            ; preds = %has36
  ret i32 22, !dbg !91

next29:                                           ; preds = %has36, %and30, %has31, %next18
  %flags46 = getelementptr i8, ptr %0, i64 52, !dbg !92
  %flags47 = load i32, ptr %flags46, align 4, !dbg !92
  %35 = zext i32 %flags47 to i64, !dbg !92
  %36 = and i64 %35, 16, !dbg !92
  %37 = icmp ne i64 %36, 0, !dbg !92
  br i1 %37, label %has45, label %next42, !dbg !92

and30:                                            ; preds = %has31
  %flags37 = getelementptr i8, ptr %0, i64 52, !dbg !91
  %flags38 = load i32, ptr %flags37, align 4, !dbg !91
  %38 = zext i32 %flags38 to i64, !dbg !91
  %39 = and i64 %38, 64, !dbg !91
  %40 = icmp ne i64 %39, 0, !dbg !91
  br i1 %40, label %has36, label %next29, !dbg !91

has31:                                            ; preds = %next18
  %proto34 = getelementptr i8, ptr %0, i64 64, !dbg !91
  %proto35 = load i8, ptr %proto34, align 1, !dbg !91
  %41 = zext i8 %proto35 to i64, !dbg !91
  %42 = icmp eq i64 %41, 17, !dbg !91
  br i1 %42, label %and30, label %next29, !dbg !91

has36:                                            ; preds = %and30
  %dport39 = getelementptr i8, ptr %0, i64 62, !dbg !91
  %dport40 = load i16, ptr %dport39, align 2, !dbg !91
  %43 = zext i16 %dport40 to i64, !dbg !91
  %44 = icmp eq i64 %43, 443, !dbg !91
  br i1 %44, label %hit28, label %next29, !dbg !91

hit41:                                            ; preds = %set.v6lo, %set.ip4
  ret i32 26, !dbg !92

next42:                                           ; preds = %set.v6lo, %set.ip6, %set.ip4, %and43, %has50, %and44, %has45, %next29
  %flags63 = getelementptr i8, ptr %0, i64 52, !dbg !93
  %flags64 = load i32, ptr %flags63, align 4, !dbg !93
  %45 = zext i32 %flags64 to i64, !dbg !93
  %46 = and i64 %45, 16, !dbg !93
  %47 = icmp ne i64 %46, 0, !dbg !93
  br i1 %47, label %has62, label %next59, !dbg !93

and43:                                            ; preds = %has50
  %family = getelementptr i8, ptr %0, i64 67, !dbg !92
  %family55 = load i8, ptr %family, align 1, !dbg !92
  %48 = zext i8 %family55 to i64, !dbg !92
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !92
  %src_hi56 = load i64, ptr %src_hi, align 8, !dbg !92
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !92
  %src_lo57 = load i64, ptr %src_lo, align 8, !dbg !92
  switch i64 %48, label %next42 [
    i64 4, label %set.ip4
    i64 6, label %set.ip6
  ], !dbg !92

and44:                                            ; preds = %has45
  %flags51 = getelementptr i8, ptr %0, i64 52, !dbg !92
  %flags52 = load i32, ptr %flags51, align 4, !dbg !92
  %49 = zext i32 %flags52 to i64, !dbg !92
  %50 = and i64 %49, 64, !dbg !92
  %51 = icmp ne i64 %50, 0, !dbg !92
  br i1 %51, label %has50, label %next42, !dbg !92

has45:                                            ; preds = %next29
  %proto48 = getelementptr i8, ptr %0, i64 64, !dbg !92
  %proto49 = load i8, ptr %proto48, align 1, !dbg !92
  %52 = zext i8 %proto49 to i64, !dbg !92
  %53 = icmp eq i64 %52, 6, !dbg !92
  br i1 %53, label %and44, label %next42, !dbg !92

has50:                                            ; preds = %and44
  %dport53 = getelementptr i8, ptr %0, i64 62, !dbg !92
  %dport54 = load i16, ptr %dport53, align 2, !dbg !92
  %54 = zext i16 %dport54 to i64, !dbg !92
  %55 = icmp eq i64 %54, 22, !dbg !92
  br i1 %55, label %and43, label %next42, !dbg !92

set.ip4:                                          ; preds = %and43
  %56 = lshr i64 %src_hi56, 32, !dbg !92
  %57 = sub i64 %56, 3221225984, !dbg !92
  %58 = icmp ule i64 %57, 255, !dbg !92
  br i1 %58, label %hit41, label %next42, !dbg !92

set.ip6:                                          ; preds = %and43
  %59 = icmp uge i64 %src_hi56, 2306139568126885888, !dbg !92
  %60 = icmp ule i64 %src_hi56, 2306139568126951423, !dbg !92
  %61 = and i1 %59, %60, !dbg !92
  br i1 %61, label %set.v6lo, label %next42, !dbg !92

set.v6lo:                                         ; preds = %set.ip6
  %62 = icmp ne i64 %src_hi56, 2306139568126885888, !dbg !92
  %63 = icmp uge i64 %src_lo57, 0, !dbg !92
  %64 = or i1 %62, %63, !dbg !92
  %65 = icmp ne i64 %src_hi56, 2306139568126951423, !dbg !92
  %66 = icmp ule i64 %src_lo57, -1, !dbg !92
  %67 = or i1 %65, %66, !dbg !92
  %68 = and i1 %64, %67, !dbg !92
  br i1 %68, label %hit41, label %next42, !dbg !92

hit58:                                            ; preds = %has72
  ret i32 30, !dbg !93

next59:                                           ; preds = %has72, %and60, %has67, %and61, %has62, %next42
  %flags81 = getelementptr i8, ptr %0, i64 52, !dbg !94
  %flags82 = load i32, ptr %flags81, align 4, !dbg !94
  %69 = zext i32 %flags82 to i64, !dbg !94
  %70 = and i64 %69, 16, !dbg !94
  %71 = icmp ne i64 %70, 0, !dbg !94
  br i1 %71, label %has80, label %next77, !dbg !94

and60:                                            ; preds = %has67
  %flags73 = getelementptr i8, ptr %0, i64 52, !dbg !93
  %flags74 = load i32, ptr %flags73, align 4, !dbg !93
  %72 = zext i32 %flags74 to i64, !dbg !93
  %73 = and i64 %72, 128, !dbg !93
  %74 = icmp ne i64 %73, 0, !dbg !93
  br i1 %74, label %has72, label %next59, !dbg !93

and61:                                            ; preds = %has62
  %flags68 = getelementptr i8, ptr %0, i64 52, !dbg !93
  %flags69 = load i32, ptr %flags68, align 4, !dbg !93
  %75 = zext i32 %flags69 to i64, !dbg !93
  %76 = and i64 %75, 64, !dbg !93
  %77 = icmp ne i64 %76, 0, !dbg !93
  br i1 %77, label %has67, label %next59, !dbg !93

has62:                                            ; preds = %next42
  %proto65 = getelementptr i8, ptr %0, i64 64, !dbg !93
  %proto66 = load i8, ptr %proto65, align 1, !dbg !93
  %78 = zext i8 %proto66 to i64, !dbg !93
  %79 = icmp eq i64 %78, 6, !dbg !93
  br i1 %79, label %and61, label %next59, !dbg !93

has67:                                            ; preds = %and61
  %dport70 = getelementptr i8, ptr %0, i64 62, !dbg !93
  %dport71 = load i16, ptr %dport70, align 2, !dbg !93
  %80 = zext i16 %dport71 to i64, !dbg !93
  %81 = sub i64 %80, 32768, !dbg !93
  %82 = icmp ule i64 %81, 28231, !dbg !93
  br i1 %82, label %and60, label %next59, !dbg !93

has72:                                            ; preds = %and60
  %tcpflags = getelementptr i8, ptr %0, i64 66, !dbg !93
  %tcpflags75 = load i8, ptr %tcpflags, align 1, !dbg !93
  %83 = zext i8 %tcpflags75 to i64, !dbg !93
  %84 = and i64 %83, 16, !dbg !93
  %85 = icmp eq i64 %84, 16, !dbg !93
  br i1 %85, label %hit58, label %next59, !dbg !93

hit76:                                            ; preds = %has90
  ret i32 34, !dbg !94

next77:                                           ; preds = %has90, %and78, %set.next89, %and79, %has80, %next59
  %flags100 = getelementptr i8, ptr %0, i64 52, !dbg !95
  %flags101 = load i32, ptr %flags100, align 4, !dbg !95
  %86 = zext i32 %flags101 to i64, !dbg !95
  %87 = and i64 %86, 16, !dbg !95
  %88 = icmp ne i64 %87, 0, !dbg !95
  br i1 %88, label %has99, label %next96, !dbg !95

and78:                                            ; preds = %set.next89, %has85
  %flags91 = getelementptr i8, ptr %0, i64 52, !dbg !94
  %flags92 = load i32, ptr %flags91, align 4, !dbg !94
  %89 = zext i32 %flags92 to i64, !dbg !94
  %90 = and i64 %89, 64, !dbg !94
  %91 = icmp ne i64 %90, 0, !dbg !94
  br i1 %91, label %has90, label %next77, !dbg !94

and79:                                            ; preds = %has80
  %flags86 = getelementptr i8, ptr %0, i64 52, !dbg !94
  %flags87 = load i32, ptr %flags86, align 4, !dbg !94
  %92 = zext i32 %flags87 to i64, !dbg !94
  %93 = and i64 %92, 64, !dbg !94
  %94 = icmp ne i64 %93, 0, !dbg !94
  br i1 %94, label %has85, label %next77, !dbg !94

has80:                                            ; preds = %next59
  %proto83 = getelementptr i8, ptr %0, i64 64, !dbg !94
  %proto84 = load i8, ptr %proto83, align 1, !dbg !94
  %95 = zext i8 %proto84 to i64, !dbg !94
  %96 = icmp eq i64 %95, 17, !dbg !94
  br i1 %96, label %and79, label %next77, !dbg !94

has85:                                            ; preds = %and79
  %sport = getelementptr i8, ptr %0, i64 60, !dbg !94
  %sport88 = load i16, ptr %sport, align 2, !dbg !94
  %97 = zext i16 %sport88 to i64, !dbg !94
  %98 = icmp eq i64 %97, 53, !dbg !94
  br i1 %98, label %and78, label %set.next89, !dbg !94

set.next89:                                       ; preds = %has85
  %99 = icmp eq i64 %97, 123, !dbg !94
  br i1 %99, label %and78, label %next77, !dbg !94

has90:                                            ; preds = %and78
  %dport93 = getelementptr i8, ptr %0, i64 62, !dbg !94
  %dport94 = load i16, ptr %dport93, align 2, !dbg !94
  %100 = zext i16 %dport94 to i64, !dbg !94
  %101 = sub i64 %100, 32768, !dbg !94
  %102 = icmp ule i64 %101, 28231, !dbg !94
  br i1 %102, label %hit76, label %next77, !dbg !94

hit95:                                            ; preds = %has109
  ret i32 38, !dbg !95

next96:                                           ; preds = %has109, %and97, %has104, %and98, %has99, %next77
  %flags119 = getelementptr i8, ptr %0, i64 52, !dbg !96
  %flags120 = load i32, ptr %flags119, align 4, !dbg !96
  %103 = zext i32 %flags120 to i64, !dbg !96
  %104 = and i64 %103, 16, !dbg !96
  %105 = icmp ne i64 %104, 0, !dbg !96
  br i1 %105, label %has118, label %next115, !dbg !96

and97:                                            ; preds = %has104
  %flags110 = getelementptr i8, ptr %0, i64 52, !dbg !95
  %flags111 = load i32, ptr %flags110, align 4, !dbg !95
  %106 = zext i32 %flags111 to i64, !dbg !95
  %107 = and i64 %106, 64, !dbg !95
  %108 = icmp ne i64 %107, 0, !dbg !95
  br i1 %108, label %has109, label %next96, !dbg !95

and98:                                            ; preds = %has99
  %flags105 = getelementptr i8, ptr %0, i64 52, !dbg !95
  %flags106 = load i32, ptr %flags105, align 4, !dbg !95
  %109 = zext i32 %flags106 to i64, !dbg !95
  %110 = and i64 %109, 64, !dbg !95
  %111 = icmp ne i64 %110, 0, !dbg !95
  br i1 %111, label %has104, label %next96, !dbg !95

has99:                                            ; preds = %next77
  %proto102 = getelementptr i8, ptr %0, i64 64, !dbg !95
  %proto103 = load i8, ptr %proto102, align 1, !dbg !95
  %112 = zext i8 %proto103 to i64, !dbg !95
  %113 = icmp eq i64 %112, 17, !dbg !95
  br i1 %113, label %and98, label %next96, !dbg !95

has104:                                           ; preds = %and98
  %sport107 = getelementptr i8, ptr %0, i64 60, !dbg !95
  %sport108 = load i16, ptr %sport107, align 2, !dbg !95
  %114 = zext i16 %sport108 to i64, !dbg !95
  %115 = icmp eq i64 %114, 67, !dbg !95
  br i1 %115, label %and97, label %next96, !dbg !95

has109:                                           ; preds = %and97
  %dport112 = getelementptr i8, ptr %0, i64 62, !dbg !95
  %dport113 = load i16, ptr %dport112, align 2, !dbg !95
  %116 = zext i16 %dport113 to i64, !dbg !95
  %117 = icmp eq i64 %116, 68, !dbg !95
  br i1 %117, label %hit95, label %next96, !dbg !95

hit114:                                           ; preds = %has128
  ret i32 42, !dbg !96

next115:                                          ; preds = %has128, %and116, %has123, %and117, %has118, %next96
  br label %continue, !dbg !96

continue:                                         ; preds = %next115, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !87
  ret i32 %best1, !dbg !87

and116:                                           ; preds = %has123
  %flags129 = getelementptr i8, ptr %0, i64 52, !dbg !96
  %flags130 = load i32, ptr %flags129, align 4, !dbg !96
  %118 = zext i32 %flags130 to i64, !dbg !96
  %119 = and i64 %118, 64, !dbg !96
  %120 = icmp ne i64 %119, 0, !dbg !96
  br i1 %120, label %has128, label %next115, !dbg !96

and117:                                           ; preds = %has118
  %flags124 = getelementptr i8, ptr %0, i64 52, !dbg !96
  %flags125 = load i32, ptr %flags124, align 4, !dbg !96
  %121 = zext i32 %flags125 to i64, !dbg !96
  %122 = and i64 %121, 64, !dbg !96
  %123 = icmp ne i64 %122, 0, !dbg !96
  br i1 %123, label %has123, label %next115, !dbg !96

has118:                                           ; preds = %next96
  %proto121 = getelementptr i8, ptr %0, i64 64, !dbg !96
  %proto122 = load i8, ptr %proto121, align 1, !dbg !96
  %124 = zext i8 %proto122 to i64, !dbg !96
  %125 = icmp eq i64 %124, 17, !dbg !96
  br i1 %125, label %and117, label %next115, !dbg !96

has123:                                           ; preds = %and117
  %sport126 = getelementptr i8, ptr %0, i64 60, !dbg !96
  %sport127 = load i16, ptr %sport126, align 2, !dbg !96
  %126 = zext i16 %sport127 to i64, !dbg !96
  %127 = icmp eq i64 %126, 547, !dbg !96
  br i1 %127, label %and116, label %next115, !dbg !96

has128:                                           ; preds = %and116
  %dport131 = getelementptr i8, ptr %0, i64 62, !dbg !96
  %dport132 = load i16, ptr %dport131, align 2, !dbg !96
  %128 = zext i16 %dport132 to i64, !dbg !96
  %129 = icmp eq i64 %128, 546, !dbg !96
  br i1 %129, label %hit114, label %next115, !dbg !96
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !97 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !102
  %addr = alloca [5 x i32], align 8, !dbg !102
  %val = alloca [2 x i64], align 8, !dbg !102
  %key = alloca i32, align 8, !dbg !102
  %best = alloca i32, align 8, !dbg !102
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !102
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !102
  store i32 0, ptr %key, align 4, !dbg !102
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !102
  %3 = icmp eq ptr %2, null, !dbg !102
  br i1 %3, label %no.counters, label %counters, !dbg !102

no.counters:                                      ; preds = %entry
  ret i32 1, !dbg !102

counters:                                         ; preds = %entry
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0, ptr %2), !dbg !102
  %4 = icmp ne i32 %best1, 0, !dbg !102
  br i1 %4, label %decided, label %undecided, !dbg !102

undecided:                                        ; preds = %counters
  %counter3 = getelementptr i8, ptr %2, i64 160, !dbg !102
  %5 = load i64, ptr %counter3, align 8, !dbg !102
  %6 = add i64 %5, 1, !dbg !102
  store i64 %6, ptr %counter3, align 8, !dbg !102
  %7 = getelementptr i8, ptr %counter3, i64 8, !dbg !102
  %8 = load i64, ptr %7, align 8, !dbg !102
  %len4 = getelementptr i8, ptr %pkt, i64 48, !dbg !102
  %len5 = load i32, ptr %len4, align 4, !dbg !102
  %9 = zext i32 %len5 to i64, !dbg !102
  %10 = add i64 %8, %9, !dbg !102
  store i64 %10, ptr %7, align 8, !dbg !102
  ret i32 1, !dbg !102

decided:                                          ; preds = %counters
  %verdict = phi i32 [ %best1, %counters ], !dbg !102
  %11 = lshr i32 %verdict, 2, !dbg !102
  %rule = sub i32 %11, 1, !dbg !102
  %12 = zext i32 %rule to i64, !dbg !102
  %13 = icmp ult i64 %12, 11, !dbg !102
  br i1 %13, label %count.in, label %count.out, !dbg !102

count.in:                                         ; preds = %decided
  %off = shl i64 %12, 4, !dbg !102
  %counter = getelementptr i8, ptr %2, i64 %off, !dbg !102
  %14 = load i64, ptr %counter, align 8, !dbg !102
  %15 = add i64 %14, 1, !dbg !102
  store i64 %15, ptr %counter, align 8, !dbg !102
  %16 = getelementptr i8, ptr %counter, i64 8, !dbg !102
  %17 = load i64, ptr %16, align 8, !dbg !102
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !102
  %len2 = load i32, ptr %len, align 4, !dbg !102
  %18 = zext i32 %len2 to i64, !dbg !102
  %19 = add i64 %17, %18, !dbg !102
  store i64 %19, ptr %16, align 8, !dbg !102
  br label %count.out, !dbg !102

count.out:                                        ; preds = %count.in, %decided
  %action = and i32 %verdict, 3, !dbg !102
  ret i32 %action, !dbg !102
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!38, !39}

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
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 32, align: 32, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 1, lowerBound: 0)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "key", file: !3, baseType: !25, size: 64, align: 64, offset: 128)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, align: 64, dwarfAddressSpace: 0)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u32", file: !3, baseType: !27)
!27 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned_char)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !29, size: 64, align: 64, offset: 192)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64, align: 64, dwarfAddressSpace: 0)
!30 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_block_11", file: !3, size: 1408, align: 64, elements: !31)
!31 = !{!32}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "c", file: !3, baseType: !33, size: 1408, align: 64)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 1408, align: 32, elements: !36)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u64", file: !3, baseType: !35)
!35 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned_char)
!36 = !{!37}
!37 = !DISubrange(count: 22, lowerBound: 0)
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 2, !"Dwarf Version", i32 5}
!40 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !41, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !76)
!41 = !DISubroutineType(flags: DIFlagPrototyped, types: !42)
!42 = !{!16, !43, !52}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64, align: 64, dwarfAddressSpace: 0)
!44 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !45)
!45 = !{!46, !47, !48, !49, !50, !51}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !26, size: 32, align: 32)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !26, size: 32, align: 32, offset: 32)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !26, size: 32, align: 32, offset: 64)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !26, size: 32, align: 32, offset: 96)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !26, size: 32, align: 32, offset: 128)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !26, size: 32, align: 32, offset: 160)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64, align: 64, dwarfAddressSpace: 0)
!53 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !54)
!54 = !{!55, !56, !57, !58, !59, !60, !61, !62, !63, !66, !67, !68, !69, !72, !73, !74, !75}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !34, size: 64, align: 64)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !34, size: 64, align: 64, offset: 64)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !34, size: 64, align: 64, offset: 128)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !34, size: 64, align: 64, offset: 192)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !34, size: 64, align: 64, offset: 256)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !34, size: 64, align: 64, offset: 320)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !26, size: 32, align: 32, offset: 384)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !26, size: 32, align: 32, offset: 416)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !64, size: 16, align: 16, offset: 448)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !65)
!65 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !64, size: 16, align: 16, offset: 464)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !64, size: 16, align: 16, offset: 480)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !64, size: 16, align: 16, offset: 496)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !70, size: 8, align: 8, offset: 512)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !71)
!71 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !70, size: 8, align: 8, offset: 520)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !70, size: 8, align: 8, offset: 528)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !70, size: 8, align: 8, offset: 536)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !26, size: 32, align: 32, offset: 544)
!76 = !{!77, !78}
!77 = !DILocalVariable(name: "ctx", arg: 1, scope: !40, file: !3, line: 1, type: !43)
!78 = !DILocalVariable(name: "pkt", arg: 2, scope: !40, file: !3, line: 1, type: !52)
!79 = !DILocation(line: 1, column: 1, scope: !40)
!80 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 12, type: !81, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !83)
!81 = !DISubroutineType(flags: DIFlagPrototyped, types: !82)
!82 = !{!16, !52, !26, !29}
!83 = !{!84, !85, !86}
!84 = !DILocalVariable(name: "pkt", arg: 1, scope: !80, file: !3, line: 12, type: !52)
!85 = !DILocalVariable(name: "best", arg: 2, scope: !80, file: !3, line: 12, type: !26)
!86 = !DILocalVariable(name: "counters", arg: 3, scope: !80, file: !3, line: 12, type: !29)
!87 = !DILocation(line: 12, column: 1, scope: !80)
!88 = !DILocation(line: 13, column: 1, scope: !80)
!89 = !DILocation(line: 15, column: 1, scope: !80)
!90 = !DILocation(line: 19, column: 1, scope: !80)
!91 = !DILocation(line: 20, column: 1, scope: !80)
!92 = !DILocation(line: 23, column: 1, scope: !80)
!93 = !DILocation(line: 28, column: 1, scope: !80)
!94 = !DILocation(line: 29, column: 1, scope: !80)
!95 = !DILocation(line: 32, column: 1, scope: !80)
!96 = !DILocation(line: 33, column: 1, scope: !80)
!97 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 9, type: !98, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !100)
!98 = !DISubroutineType(flags: DIFlagPrototyped, types: !99)
!99 = !{!16, !43}
!100 = !{!101}
!101 = !DILocalVariable(name: "ctx", arg: 1, scope: !97, file: !3, line: 9, type: !43)
!102 = !DILocation(line: 9, column: 1, scope: !97)
