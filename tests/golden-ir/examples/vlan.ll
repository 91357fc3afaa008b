target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0113\\012source\\011vlan.xf\\012default\\011pass\\012rule\\0110\\0117\\011count\\0110\\011count b\22"
module asm "\09.ascii \22y vlan;\\012rule\\0111\\01110\\011drop\\011-\\011drop vlan 666;\\012rule\\0112\\01115\\011drop\\011-\\011drop et\22"
module asm "\09.ascii \22her type vlan or ether type qinq;\\012rule\\0113\\01118\\011drop\\011-\\011drop vlan 10 \22"
module asm "\09.ascii \22not ip not arp;\\012rule\\0114\\01121\\011drop\\011-\\011drop vlan 20 udp dport { netbio\22"
module asm "\09.ascii \22s_ns, netbios_dgm, ssdp, mdns, llmnr };\\012rule\\0115\\01122\\011drop\\011-\\011drop vl\22"
module asm "\09.ascii \22an 20 tcp dport ssh;\\012rule\\0116\\01125\\011drop\\011-\\011drop vlan 99 ip not src 19\22"
module asm "\09.ascii \228.51.100.0/24;\\012rule\\0117\\01128\\011pass\\011-\\011pass not vlan ether type lldp;\\012r\22"
module asm "\09.ascii \22ule\\0118\\01129\\011drop\\011-\\011drop not vlan;\\012table\\0110\\0110\\011vlan\\011xdpc_t0_vlan\\012set\\0110\22"
module asm "\09.ascii \22\\011-\\011port\\0115\\012set\\0111\\011-\\011port\\0111\\012set\\0112\\011-\\011addr\\0111\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_t0_vlan = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !5
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !32

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !55 {
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
define i32 @xdpc_rules_0(ptr %0, i32 %1, ptr %2) #0 !dbg !95 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !102
  %val = alloca [2 x i64], align 8, !dbg !102
  %key = alloca i32, align 8, !dbg !102
  %best = alloca i32, align 8, !dbg !102
  store i32 %1, ptr %best, align 4, !dbg !102
  %3 = icmp eq ptr %0, null, !dbg !102
  %4 = icmp eq ptr %2, null, !dbg !102
  %5 = or i1 %3, %4, !dbg !102
  br i1 %5, label %continue, label %rules, !dbg !102

rules:                                            ; preds = %entry
  br label %hit, !dbg !102

hit:                                              ; preds = %rules
  %counter = getelementptr i8, ptr %2, i64 0, !dbg !102
  %6 = load i64, ptr %counter, align 8, !dbg !102
  %7 = add i64 %6, 1, !dbg !102
  store i64 %7, ptr %counter, align 8, !dbg !102
  %8 = getelementptr i8, ptr %counter, i64 8, !dbg !102
  %9 = load i64, ptr %8, align 8, !dbg !102
  %len = getelementptr i8, ptr %0, i64 48, !dbg !102
  %len2 = load i32, ptr %len, align 4, !dbg !102
  %10 = zext i32 %len2 to i64, !dbg !102
  %11 = add i64 %9, %10, !dbg !102
  store i64 %11, ptr %8, align 8, !dbg !102
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !102
  %flags3 = load i32, ptr %flags, align 4, !dbg !102
  %12 = zext i32 %flags3 to i64, !dbg !102
  %13 = and i64 %12, 2, !dbg !102
  %14 = icmp ne i64 %13, 0, !dbg !102
  br i1 %14, label %count.key, label %count.skip, !dbg !102

next:                                             ; preds = %count.skip
  %flags9 = getelementptr i8, ptr %0, i64 52, !dbg !103
  %flags10 = load i32, ptr %flags9, align 4, !dbg !103
  %15 = zext i32 %flags10 to i64, !dbg !103
  %16 = and i64 %15, 2, !dbg !103
  %17 = icmp ne i64 %16, 0, !dbg !103
  br i1 %17, label %has, label %next8, !dbg !103

count.key:                                        ; preds = %hit
  %vid = getelementptr i8, ptr %0, i64 58, !dbg !102
  %vid4 = load i16, ptr %vid, align 2, !dbg !102
  %18 = zext i16 %vid4 to i64, !dbg !102
  %19 = trunc i64 %18 to i32, !dbg !102
  store i32 %19, ptr %key, align 4, !dbg !102
  %20 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_vlan, ptr %key), !dbg !102
  %21 = icmp ne ptr %20, null, !dbg !102
  br i1 %21, label %count.add, label %count.done, !dbg !102

count.skip:                                       ; preds = %count.done, %hit
  br label %next, !dbg !102

count.add:                                        ; preds = %count.key
  %22 = load i64, ptr %20, align 8, !dbg !102
  %23 = add i64 %22, 1, !dbg !102
  store i64 %23, ptr %20, align 8, !dbg !102
  %24 = getelementptr i8, ptr %20, i64 8, !dbg !102
  %25 = load i64, ptr %24, align 8, !dbg !102
  %len5 = getelementptr i8, ptr %0, i64 48, !dbg !102
  %len6 = load i32, ptr %len5, align 4, !dbg !102
  %26 = zext i32 %len6 to i64, !dbg !102
  %27 = add i64 %25, %26, !dbg !102
  store i64 %27, ptr %24, align 8, !dbg !102
  br label %count.done, !dbg !102

count.done:                                       ; preds = %count.add, %count.key
  br label %count.skip, !dbg !102

hit7:                                             ; preds = %has
  ret i32 9, !dbg !103

next8:                                            ; preds = %has, %next
  %flags16 = getelementptr i8, ptr %0, i64 52, !dbg !104
  %flags17 = load i32, ptr %flags16, align 4, !dbg !104
  %28 = zext i32 %flags17 to i64, !dbg !104
  %29 = and i64 %28, 1, !dbg !104
  %30 = icmp ne i64 %29, 0, !dbg !104
  br i1 %30, label %has15, label %or, !dbg !104

has:                                              ; preds = %next
  %vid11 = getelementptr i8, ptr %0, i64 58, !dbg !103
  %vid12 = load i16, ptr %vid11, align 2, !dbg !103
  %31 = zext i16 %vid12 to i64, !dbg !103
  %32 = icmp eq i64 %31, 666, !dbg !103
  br i1 %32, label %hit7, label %next8, !dbg !103

hit13:                                            ; preds = %has19, %has15
  ret i32 13, !dbg !104

next14:                                           ; preds = %has19, %or
  %flags28 = getelementptr i8, ptr %0, i64 52, !dbg !105
  %flags29 = load i32, ptr %flags28, align 4, !dbg !105
  %33 = zext i32 %flags29 to i64, !dbg !105
  %34 = and i64 %33, 2, !dbg !105
  %35 = icmp ne i64 %34, 0, !dbg !105
  br i1 %35, label %has27, label %next25, !dbg !105

or:                                               ; preds = %has15, %next8
  %flags20 = getelementptr i8, ptr %0, i64 52, !dbg !104
  %flags21 = load i32, ptr %flags20, align 4, !dbg !104
  %36 = zext i32 %flags21 to i64, !dbg !104
  %37 = and i64 %36, 1, !dbg !104
  %38 = icmp ne i64 %37, 0, !dbg !104
  br i1 %38, label %has19, label %next14, !dbg !104

has15:                                            ; preds = %next8
  %ethertype = getelementptr i8, ptr %0, i64 56, !dbg !104
  %ethertype18 = load i16, ptr %ethertype, align 2, !dbg !104
  %39 = zext i16 %ethertype18 to i64, !dbg !104
  %40 = icmp eq i64 %39, 33024, !dbg !104
  br i1 %40, label %hit13, label %or, !dbg !104

has19:                                            ; preds = %or
  %ethertype22 = getelementptr i8, ptr %0, i64 56, !dbg !104
  %ethertype23 = load i16, ptr %ethertype22, align 2, !dbg !104
  %41 = zext i16 %ethertype23 to i64, !dbg !104
  %42 = icmp eq i64 %41, 34984, !dbg !104
  br i1 %42, label %hit13, label %next14, !dbg !104

hit24:                                            ; preds = %has34, %and
  ret i32 17, !dbg !105

next25:                                           ; preds = %has34, %and26, %has27, %next14
  %flags44 = getelementptr i8, ptr %0, i64 52, !dbg !106
  %flags45 = load i32, ptr %flags44, align 4, !dbg !106
  %43 = zext i32 %flags45 to i64, !dbg !106
  %44 = and i64 %43, 2, !dbg !106
  %45 = icmp ne i64 %44, 0, !dbg !106
  br i1 %45, label %has43, label %next40, !dbg !106

and:                                              ; preds = %and26
  %flags35 = getelementptr i8, ptr %0, i64 52, !dbg !105
  %flags36 = load i32, ptr %flags35, align 4, !dbg !105
  %46 = zext i32 %flags36 to i64, !dbg !105
  %47 = and i64 %46, 1, !dbg !105
  %48 = icmp ne i64 %47, 0, !dbg !105
  br i1 %48, label %has34, label %hit24, !dbg !105

and26:                                            ; preds = %has27
  %flags32 = getelementptr i8, ptr %0, i64 52, !dbg !105
  %flags33 = load i32, ptr %flags32, align 4, !dbg !105
  %49 = zext i32 %flags33 to i64, !dbg !105
  %50 = and i64 %49, 12, !dbg !105
  %51 = icmp ne i64 %50, 0, !dbg !105
  br i1 %51, label %next25, label %and, !dbg !105

has27:                                            ; preds = %next14
  %vid30 = getelementptr i8, ptr %0, i64 58, !dbg !105
  %vid31 = load i16, ptr %vid30, align 2, !dbg !105
  %52 = zext i16 %vid31 to i64, !dbg !105
  %53 = icmp eq i64 %52, 10, !dbg !105
  br i1 %53, label %and26, label %next25, !dbg !105

has34:                                            ; preds = %and
  %ethertype37 = getelementptr i8, ptr %0, i64 56, !dbg !105
  %ethertype38 = load i16, ptr %ethertype37, align 2, !dbg !105
  %54 = zext i16 %ethertype38 to i64, !dbg !105
  %55 = icmp eq i64 %54, 2054, !dbg !105
  br i1 %55, label %next25, label %hit24, !dbg !105

hit39:                                            ; preds = %set.next57, %set.next56, %set.next, %has52
  ret i32 21, !dbg !106

next40:                                           ; preds = %set.next57, %and41, %has48, %and42, %has43, %next25
  %flags63 = getelementptr i8, ptr %0, i64 52, !dbg !107
  %flags64 = load i32, ptr %flags63, align 4, !dbg !107
  %56 = zext i32 %flags64 to i64, !dbg !107
  %57 = and i64 %56, 2, !dbg !107
  %58 = icmp ne i64 %57, 0, !dbg !107
  br i1 %58, label %has62, label %next59, !dbg !107

and41:                                            ; preds = %has48
  %flags53 = getelementptr i8, ptr %0, i64 52, !dbg !106
  %flags54 = load i32, ptr %flags53, align 4, !dbg !106
  %59 = zext i32 %flags54 to i64, !dbg !106
  %60 = and i64 %59, 64, !dbg !106
  %61 = icmp ne i64 %60, 0, !dbg !106
  br i1 %61, label %has52, label %next40, !dbg !106

and42:                                            ; preds = %has43
  %flags49 = getelementptr i8, ptr %0, i64 52, !dbg !106
  %flags50 = load i32, ptr %flags49, align 4, !dbg !106
  %62 = zext i32 %flags50 to i64, !dbg !106
  %63 = and i64 %62, 16, !dbg !106
  %64 = icmp ne i64 %63, 0, !dbg !106
  br i1 %64, label %has48, label %next40, !dbg !106

has43:                                            ; preds = %next25
  %vid46 = getelementptr i8, ptr %0, i64 58, !dbg !106
  %vid47 = load i16, ptr %vid46, align 2, !dbg !106
  %65 = zext i16 %vid47 to i64, !dbg !106
  %66 = icmp eq i64 %65, 20, !dbg !106
  br i1 %66, label %and42, label %next40, !dbg !106

has48:                                            ; preds = %and42
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !106
  %proto51 = load i8, ptr %proto, align 1, !dbg !106
  %67 = zext i8 %proto51 to i64, !dbg !106
  %68 = icmp eq i64 %67, 17, !dbg !106
  br i1 %68, label %and41, label %next40, !dbg !106

has52:                                            ; preds = %and41
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !106
  %dport55 = load i16, ptr %dport, align 2, !dbg !106
  %69 = zext i16 %dport55 to i64, !dbg !106
  %70 = sub i64 %69, 137, !dbg !106
  %71 = icmp ule i64 %70, 1, !dbg !106
  br i1 %71, label %hit39, label %set.next, !dbg !106

set.next:                                         ; preds = %has52
  %72 = icmp eq i64 %69, 1900, !dbg !106
  br i1 %72, label %hit39, label %set.next56, !dbg !106

set.next56:                                       ; preds = %set.next
  %73 = icmp eq i64 %69, 5353, !dbg !106
  br i1 %73, label %hit39, label %set.next57, !dbg !106

set.next57:                                       ; preds = %set.next56
  %74 = icmp eq i64 %69, 5355, !dbg !106
  br i1 %74, label %hit39, label %next40, !dbg !106

hit58:                                            ; preds = %has72
  ret i32 25, !dbg !107

next59:                                           ; preds = %has72, %and60, %has67, %and61, %has62, %next40
  %flags82 = getelementptr i8, ptr %0, i64 52, !dbg !108
  %flags83 = load i32, ptr %flags82, align 4, !dbg !108
  %75 = zext i32 %flags83 to i64, !dbg !108
  %76 = and i64 %75, 2, !dbg !108
  %77 = icmp ne i64 %76, 0, !dbg !108
  br i1 %77, label %has81, label %next78, !dbg !108

and60:                                            ; preds = %has67
  %flags73 = getelementptr i8, ptr %0, i64 52, !dbg !107
  %flags74 = load i32, ptr %flags73, align 4, !dbg !107
  %78 = zext i32 %flags74 to i64, !dbg !107
  %79 = and i64 %78, 64, !dbg !107
  %80 = icmp ne i64 %79, 0, !dbg !107
  br i1 %80, label %has72, label %next59, !dbg !107

and61:                                            ; preds = %has62
  %flags68 = getelementptr i8, ptr %0, i64 52, !dbg !107
  %flags69 = load i32, ptr %flags68, align 4, !dbg !107
  %81 = zext i32 %flags69 to i64, !dbg !107
  %82 = and i64 %81, 16, !dbg !107
  %83 = icmp ne i64 %82, 0, !dbg !107
  br i1 %83, label %has67, label %next59, !dbg !107

has62:                                            ; preds = %next40
  %vid65 = getelementptr i8, ptr %0, i64 58, !dbg !107
  %vid66 = load i16, ptr %vid65, align 2, !dbg !107
  %84 = zext i16 %vid66 to i64, !dbg !107
  %85 = icmp eq i64 %84, 20, !dbg !107
  br i1 %85, label %and61, label %next59, !dbg !107

has67:                                            ; preds = %and61
  %proto70 = getelementptr i8, ptr %0, i64 64, !dbg !107
  %proto71 = load i8, ptr %proto70, align 1, !dbg !107
  %86 = zext i8 %proto71 to i64, !dbg !107
  %87 = icmp eq i64 %86, 6, !dbg !107
  br i1 %87, label %and60, label %next59, !dbg !107

has72:                                            ; preds = %and60
  %dport75 = getelementptr i8, ptr %0, i64 62, !dbg !107
  %dport76 = load i16, ptr %dport75, align 2, !dbg !107
  %88 = zext i16 %dport76 to i64, !dbg !107
  %89 = icmp eq i64 %88, 22, !dbg !107
  br i1 %89, label %hit58, label %next59, !dbg !107

hit77:                                            ; preds = %set.ip4, %and79
  ret i32 29, !dbg !108

next78:                                           ; preds = %set.ip4, %and80, %has81, %next59
  %flags94 = getelementptr i8, ptr %0, i64 52, !dbg !109
  %flags95 = load i32, ptr %flags94, align 4, !dbg !109
  %90 = zext i32 %flags95 to i64, !dbg !109
  %91 = and i64 %90, 2, !dbg !109
  %92 = icmp ne i64 %91, 0, !dbg !109
  br i1 %92, label %next92, label %and93, !dbg !109

and79:                                            ; preds = %and80
  %family = getelementptr i8, ptr %0, i64 67, !dbg !108
  %family88 = load i8, ptr %family, align 1, !dbg !108
  %93 = zext i8 %family88 to i64, !dbg !108
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !108
  %src_hi89 = load i64, ptr %src_hi, align 8, !dbg !108
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !108
  %src_lo90 = load i64, ptr %src_lo, align 8, !dbg !108
  switch i64 %93, label %hit77 [
    i64 4, label %set.ip4
  ], !dbg !108

and80:                                            ; preds = %has81
  %flags86 = getelementptr i8, ptr %0, i64 52, !dbg !108
  %flags87 = load i32, ptr %flags86, align 4, !dbg !108
  %94 = zext i32 %flags87 to i64, !dbg !108
  %95 = and i64 %94, 12, !dbg !108
  %96 = icmp ne i64 %95, 0, !dbg !108
  br i1 %96, label %and79, label %next78, !dbg !108

has81:                                            ; preds = %next59
  %vid84 = getelementptr i8, ptr %0, i64 58, !dbg !108
  %vid85 = load i16, ptr %vid84, align 2, !dbg !108
  %97 = zext i16 %vid85 to i64, !dbg !108
  %98 = icmp eq i64 %97, 99, !dbg !108
  br i1 %98, label %and80, label %next78, !dbg !108

set.ip4:                                          ; preds = %and79
  %99 = lshr i64 %src_hi89, 32, !dbg !108
  %100 = sub i64 %99, 3325256704, !dbg !108
  %101 = icmp ule i64 %100, 255, !dbg !108
  br i1 %101, label %next78, label %hit77, !dbg !108

hit91:                                            ; preds = %has96
  ret i32 34, !dbg !109

next92:                                           ; preds = %has96, %and93, %next78
  %flags103 = getelementptr i8, ptr %0, i64 52, !dbg !110
  %flags104 = load i32, ptr %flags103, align 4, !dbg !110
  %102 = zext i32 %flags104 to i64, !dbg !110
  %103 = and i64 %102, 2, !dbg !110
  %104 = icmp ne i64 %103, 0, !dbg !110
  br i1 %104, label %next102, label %hit101, !dbg !110

and93:                                            ; preds = %next78
  %flags97 = getelementptr i8, ptr %0, i64 52, !dbg !109
  %flags98 = load i32, ptr %flags97, align 4, !dbg !109
  %105 = zext i32 %flags98 to i64, !dbg !109
  %106 = and i64 %105, 1, !dbg !109
  %107 = icmp ne i64 %106, 0, !dbg !109
  br i1 %107, label %has96, label %next92, !dbg !109

has96:                                            ; preds = %and93
  %ethertype99 = getelementptr i8, ptr %0, i64 56, !dbg !109
  %ethertype100 = load i16, ptr %ethertype99, align 2, !dbg !109
  %108 = zext i16 %ethertype100 to i64, !dbg !109
  %109 = icmp eq i64 %108, 35020, !dbg !109
  br i1 %109, label %hit91, label %next92, !dbg !109

hit101:                                           ; preds = %next92
  ret i32 37, !dbg !110

next102:                                          ; preds = %next92
  br label %continue, !dbg !110

continue:                                         ; preds = %next102, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !102
  ret i32 %best1, !dbg !102
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !111 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !116
  %addr = alloca [5 x i32], align 8, !dbg !116
  %val = alloca [2 x i64], align 8, !dbg !116
  %key = alloca i32, align 8, !dbg !116
  %best = alloca i32, align 8, !dbg !116
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !116
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !116
  store i32 0, ptr %key, align 4, !dbg !116
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !116
  %3 = icmp eq ptr %2, null, !dbg !116
  br i1 %3, label %no.counters, label %counters, !dbg !116

no.counters:                                      ; preds = %entry
  ret i32 2, !dbg !116

counters:                                         ; preds = %entry
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0, ptr %2), !dbg !116
  %4 = icmp ne i32 %best1, 0, !dbg !116
  br i1 %4, label %decided, label %undecided, !dbg !116

undecided:                                        ; preds = %counters
  %counter3 = getelementptr i8, ptr %2, i64 144, !dbg !116
  %5 = load i64, ptr %counter3, align 8, !dbg !116
  %6 = add i64 %5, 1, !dbg !116
  store i64 %6, ptr %counter3, align 8, !dbg !116
  %7 = getelementptr i8, ptr %counter3, i64 8, !dbg !116
  %8 = load i64, ptr %7, align 8, !dbg !116
  %len4 = getelementptr i8, ptr %pkt, i64 48, !dbg !116
  %len5 = load i32, ptr %len4, align 4, !dbg !116
  %9 = zext i32 %len5 to i64, !dbg !116
  %10 = add i64 %8, %9, !dbg !116
  store i64 %10, ptr %7, align 8, !dbg !116
  ret i32 2, !dbg !116

decided:                                          ; preds = %counters
  %verdict = phi i32 [ %best1, %counters ], !dbg !116
  %11 = lshr i32 %verdict, 2, !dbg !116
  %rule = sub i32 %11, 1, !dbg !116
  %12 = zext i32 %rule to i64, !dbg !116
  %13 = icmp ult i64 %12, 10, !dbg !116
  br i1 %13, label %count.in, label %count.out, !dbg !116

count.in:                                         ; preds = %decided
  %off = shl i64 %12, 4, !dbg !116
  %counter = getelementptr i8, ptr %2, i64 %off, !dbg !116
  %14 = load i64, ptr %counter, align 8, !dbg !116
  %15 = add i64 %14, 1, !dbg !116
  store i64 %15, ptr %counter, align 8, !dbg !116
  %16 = getelementptr i8, ptr %counter, i64 8, !dbg !116
  %17 = load i64, ptr %16, align 8, !dbg !116
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !116
  %len2 = load i32, ptr %len, align 4, !dbg !116
  %18 = zext i32 %len2 to i64, !dbg !116
  %19 = add i64 %17, %18, !dbg !116
  store i64 %19, ptr %16, align 8, !dbg !116
  br label %count.out, !dbg !116

count.out:                                        ; preds = %count.in, %decided
  %action = and i32 %verdict, 3, !dbg !116
  ret i32 %action, !dbg !116
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!53, !54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !38, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "vlan.xf", directory: ".")
!4 = !{!0, !5, !32}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "xdpc_t0_vlan", linkageName: "xdpc_t0_vlan", scope: !2, file: !3, type: !7, isLocal: false, isDefinition: true)
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
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 131072, align: 32, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 4096, lowerBound: 0)
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
!33 = distinct !DIGlobalVariable(name: "_license", linkageName: "_license", scope: !2, file: !3, type: !34, isLocal: false, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 32, align: 32, elements: !36)
!35 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!36 = !{!37}
!37 = !DISubrange(count: 4, lowerBound: 0)
!38 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !39)
!39 = !{!9, !40, !20, !45}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !41, size: 64, align: 64, offset: 64)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64, align: 64, dwarfAddressSpace: 0)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, align: 32, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 1, lowerBound: 0)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !46, size: 64, align: 64, offset: 192)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64, align: 64, dwarfAddressSpace: 0)
!47 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_block_10", file: !3, size: 1280, align: 64, elements: !48)
!48 = !{!49}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "c", file: !3, baseType: !50, size: 1280, align: 64)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 1280, align: 32, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 20, lowerBound: 0)
!53 = !{i32 2, !"Debug Info Version", i32 3}
!54 = !{i32 2, !"Dwarf Version", i32 5}
!55 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !56, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !91)
!56 = !DISubroutineType(flags: DIFlagPrototyped, types: !57)
!57 = !{!12, !58, !67}
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64, align: 64, dwarfAddressSpace: 0)
!59 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !60)
!60 = !{!61, !62, !63, !64, !65, !66}
!61 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !22, size: 32, align: 32)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !22, size: 32, align: 32, offset: 32)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !22, size: 32, align: 32, offset: 64)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 96)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !22, size: 32, align: 32, offset: 128)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 160)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64, align: 64, dwarfAddressSpace: 0)
!68 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !69)
!69 = !{!70, !71, !72, !73, !74, !75, !76, !77, !78, !81, !82, !83, !84, !87, !88, !89, !90}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !29, size: 64, align: 64)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 64)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !29, size: 64, align: 64, offset: 128)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 192)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !29, size: 64, align: 64, offset: 256)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !29, size: 64, align: 64, offset: 320)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !22, size: 32, align: 32, offset: 384)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !22, size: 32, align: 32, offset: 416)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !79, size: 16, align: 16, offset: 448)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !80)
!80 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !79, size: 16, align: 16, offset: 464)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !79, size: 16, align: 16, offset: 480)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !79, size: 16, align: 16, offset: 496)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !85, size: 8, align: 8, offset: 512)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !86)
!86 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !85, size: 8, align: 8, offset: 520)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !85, size: 8, align: 8, offset: 528)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !85, size: 8, align: 8, offset: 536)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !22, size: 32, align: 32, offset: 544)
!91 = !{!92, !93}
!92 = !DILocalVariable(name: "ctx", arg: 1, scope: !55, file: !3, line: 1, type: !58)
!93 = !DILocalVariable(name: "pkt", arg: 2, scope: !55, file: !3, line: 1, type: !67)
!94 = !DILocation(line: 1, column: 1, scope: !55)
!95 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 7, type: !96, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !98)
!96 = !DISubroutineType(flags: DIFlagPrototyped, types: !97)
!97 = !{!12, !67, !22, !46}
!98 = !{!99, !100, !101}
!99 = !DILocalVariable(name: "pkt", arg: 1, scope: !95, file: !3, line: 7, type: !67)
!100 = !DILocalVariable(name: "best", arg: 2, scope: !95, file: !3, line: 7, type: !22)
!101 = !DILocalVariable(name: "counters", arg: 3, scope: !95, file: !3, line: 7, type: !46)
!102 = !DILocation(line: 7, column: 1, scope: !95)
!103 = !DILocation(line: 10, column: 1, scope: !95)
!104 = !DILocation(line: 15, column: 1, scope: !95)
!105 = !DILocation(line: 18, column: 1, scope: !95)
!106 = !DILocation(line: 21, column: 1, scope: !95)
!107 = !DILocation(line: 22, column: 1, scope: !95)
!108 = !DILocation(line: 25, column: 1, scope: !95)
!109 = !DILocation(line: 28, column: 1, scope: !95)
!110 = !DILocation(line: 29, column: 1, scope: !95)
!111 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !112, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !114)
!112 = !DISubroutineType(flags: DIFlagPrototyped, types: !113)
!113 = !{!12, !58}
!114 = !{!115}
!115 = !DILocalVariable(name: "ctx", arg: 1, scope: !111, file: !3, line: 1, type: !58)
!116 = !DILocation(line: 1, column: 1, scope: !111)
