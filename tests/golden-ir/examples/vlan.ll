target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0111\\012source\\011vlan.xf\\012default\\011pass\\012rule\\0110\\0117\\011count\\0110\\011count b\22"
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
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !47 {
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
define i32 @xdpc_rules_0(ptr %0, i32 %1) #0 !dbg !87 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !93
  %val = alloca [2 x i64], align 8, !dbg !93
  %key = alloca i32, align 8, !dbg !93
  %best = alloca i32, align 8, !dbg !93
  store i32 %1, ptr %best, align 4, !dbg !93
  %2 = icmp eq ptr %0, null, !dbg !93
  br i1 %2, label %continue, label %rules, !dbg !93

rules:                                            ; preds = %entry
  br label %hit, !dbg !93

hit:                                              ; preds = %rules
  %len = getelementptr i8, ptr %0, i64 48, !dbg !93
  %len2 = load i32, ptr %len, align 4, !dbg !93
  %3 = zext i32 %len2 to i64, !dbg !93
  %4 = call i32 @xdpc_count(i32 0, i64 %3), !dbg !93
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !93
  %flags3 = load i32, ptr %flags, align 4, !dbg !93
  %5 = zext i32 %flags3 to i64, !dbg !93
  %6 = and i64 %5, 2, !dbg !93
  %7 = icmp ne i64 %6, 0, !dbg !93
  br i1 %7, label %count.key, label %count.skip, !dbg !93

next:                                             ; preds = %count.skip
  %flags9 = getelementptr i8, ptr %0, i64 52, !dbg !94
  %flags10 = load i32, ptr %flags9, align 4, !dbg !94
  %8 = zext i32 %flags10 to i64, !dbg !94
  %9 = and i64 %8, 2, !dbg !94
  %10 = icmp ne i64 %9, 0, !dbg !94
  br i1 %10, label %has, label %next8, !dbg !94

count.key:                                        ; preds = %hit
  %vid = getelementptr i8, ptr %0, i64 58, !dbg !93
  %vid4 = load i16, ptr %vid, align 2, !dbg !93
  %11 = zext i16 %vid4 to i64, !dbg !93
  %12 = trunc i64 %11 to i32, !dbg !93
  store i32 %12, ptr %key, align 4, !dbg !93
  %13 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_vlan, ptr %key), !dbg !93
  %14 = icmp ne ptr %13, null, !dbg !93
  br i1 %14, label %count.add, label %count.done, !dbg !93

count.skip:                                       ; preds = %count.done, %hit
  br label %next, !dbg !93

count.add:                                        ; preds = %count.key
  %15 = load i64, ptr %13, align 8, !dbg !93
  %16 = add i64 %15, 1, !dbg !93
  store i64 %16, ptr %13, align 8, !dbg !93
  %17 = getelementptr i8, ptr %13, i64 8, !dbg !93
  %18 = load i64, ptr %17, align 8, !dbg !93
  %len5 = getelementptr i8, ptr %0, i64 48, !dbg !93
  %len6 = load i32, ptr %len5, align 4, !dbg !93
  %19 = zext i32 %len6 to i64, !dbg !93
  %20 = add i64 %18, %19, !dbg !93
  store i64 %20, ptr %17, align 8, !dbg !93
  br label %count.done, !dbg !93

count.done:                                       ; preds = %count.add, %count.key
  br label %count.skip, !dbg !93

hit7:                                             ; preds = %has
  ret i32 9, !dbg !94

next8:                                            ; preds = %has, %next
  %flags16 = getelementptr i8, ptr %0, i64 52, !dbg !95
  %flags17 = load i32, ptr %flags16, align 4, !dbg !95
  %21 = zext i32 %flags17 to i64, !dbg !95
  %22 = and i64 %21, 1, !dbg !95
  %23 = icmp ne i64 %22, 0, !dbg !95
  br i1 %23, label %has15, label %or, !dbg !95

has:                                              ; preds = %next
  %vid11 = getelementptr i8, ptr %0, i64 58, !dbg !94
  %vid12 = load i16, ptr %vid11, align 2, !dbg !94
  %24 = zext i16 %vid12 to i64, !dbg !94
  %25 = icmp eq i64 %24, 666, !dbg !94
  br i1 %25, label %hit7, label %next8, !dbg !94

hit13:                                            ; preds = %has19, %has15
  ret i32 13, !dbg !95

next14:                                           ; preds = %has19, %or
  %flags28 = getelementptr i8, ptr %0, i64 52, !dbg !96
  %flags29 = load i32, ptr %flags28, align 4, !dbg !96
  %26 = zext i32 %flags29 to i64, !dbg !96
  %27 = and i64 %26, 2, !dbg !96
  %28 = icmp ne i64 %27, 0, !dbg !96
  br i1 %28, label %has27, label %next25, !dbg !96

or:                                               ; preds = %has15, %next8
  %flags20 = getelementptr i8, ptr %0, i64 52, !dbg !95
  %flags21 = load i32, ptr %flags20, align 4, !dbg !95
  %29 = zext i32 %flags21 to i64, !dbg !95
  %30 = and i64 %29, 1, !dbg !95
  %31 = icmp ne i64 %30, 0, !dbg !95
  br i1 %31, label %has19, label %next14, !dbg !95

has15:                                            ; preds = %next8
  %ethertype = getelementptr i8, ptr %0, i64 56, !dbg !95
  %ethertype18 = load i16, ptr %ethertype, align 2, !dbg !95
  %32 = zext i16 %ethertype18 to i64, !dbg !95
  %33 = icmp eq i64 %32, 33024, !dbg !95
  br i1 %33, label %hit13, label %or, !dbg !95

has19:                                            ; preds = %or
  %ethertype22 = getelementptr i8, ptr %0, i64 56, !dbg !95
  %ethertype23 = load i16, ptr %ethertype22, align 2, !dbg !95
  %34 = zext i16 %ethertype23 to i64, !dbg !95
  %35 = icmp eq i64 %34, 34984, !dbg !95
  br i1 %35, label %hit13, label %next14, !dbg !95

hit24:                                            ; preds = %has34, %and
  ret i32 17, !dbg !96

next25:                                           ; preds = %has34, %and26, %has27, %next14
  %flags44 = getelementptr i8, ptr %0, i64 52, !dbg !97
  %flags45 = load i32, ptr %flags44, align 4, !dbg !97
  %36 = zext i32 %flags45 to i64, !dbg !97
  %37 = and i64 %36, 2, !dbg !97
  %38 = icmp ne i64 %37, 0, !dbg !97
  br i1 %38, label %has43, label %next40, !dbg !97

and:                                              ; preds = %and26
  %flags35 = getelementptr i8, ptr %0, i64 52, !dbg !96
  %flags36 = load i32, ptr %flags35, align 4, !dbg !96
  %39 = zext i32 %flags36 to i64, !dbg !96
  %40 = and i64 %39, 1, !dbg !96
  %41 = icmp ne i64 %40, 0, !dbg !96
  br i1 %41, label %has34, label %hit24, !dbg !96

and26:                                            ; preds = %has27
  %flags32 = getelementptr i8, ptr %0, i64 52, !dbg !96
  %flags33 = load i32, ptr %flags32, align 4, !dbg !96
  %42 = zext i32 %flags33 to i64, !dbg !96
  %43 = and i64 %42, 12, !dbg !96
  %44 = icmp ne i64 %43, 0, !dbg !96
  br i1 %44, label %next25, label %and, !dbg !96

has27:                                            ; preds = %next14
  %vid30 = getelementptr i8, ptr %0, i64 58, !dbg !96
  %vid31 = load i16, ptr %vid30, align 2, !dbg !96
  %45 = zext i16 %vid31 to i64, !dbg !96
  %46 = icmp eq i64 %45, 10, !dbg !96
  br i1 %46, label %and26, label %next25, !dbg !96

has34:                                            ; preds = %and
  %ethertype37 = getelementptr i8, ptr %0, i64 56, !dbg !96
  %ethertype38 = load i16, ptr %ethertype37, align 2, !dbg !96
  %47 = zext i16 %ethertype38 to i64, !dbg !96
  %48 = icmp eq i64 %47, 2054, !dbg !96
  br i1 %48, label %next25, label %hit24, !dbg !96

hit39:                                            ; preds = %set.next57, %set.next56, %set.next, %has52
  ret i32 21, !dbg !97

next40:                                           ; preds = %set.next57, %and41, %has48, %and42, %has43, %next25
  %flags63 = getelementptr i8, ptr %0, i64 52, !dbg !98
  %flags64 = load i32, ptr %flags63, align 4, !dbg !98
  %49 = zext i32 %flags64 to i64, !dbg !98
  %50 = and i64 %49, 2, !dbg !98
  %51 = icmp ne i64 %50, 0, !dbg !98
  br i1 %51, label %has62, label %next59, !dbg !98

and41:                                            ; preds = %has48
  %flags53 = getelementptr i8, ptr %0, i64 52, !dbg !97
  %flags54 = load i32, ptr %flags53, align 4, !dbg !97
  %52 = zext i32 %flags54 to i64, !dbg !97
  %53 = and i64 %52, 64, !dbg !97
  %54 = icmp ne i64 %53, 0, !dbg !97
  br i1 %54, label %has52, label %next40, !dbg !97

and42:                                            ; preds = %has43
  %flags49 = getelementptr i8, ptr %0, i64 52, !dbg !97
  %flags50 = load i32, ptr %flags49, align 4, !dbg !97
  %55 = zext i32 %flags50 to i64, !dbg !97
  %56 = and i64 %55, 16, !dbg !97
  %57 = icmp ne i64 %56, 0, !dbg !97
  br i1 %57, label %has48, label %next40, !dbg !97

has43:                                            ; preds = %next25
  %vid46 = getelementptr i8, ptr %0, i64 58, !dbg !97
  %vid47 = load i16, ptr %vid46, align 2, !dbg !97
  %58 = zext i16 %vid47 to i64, !dbg !97
  %59 = icmp eq i64 %58, 20, !dbg !97
  br i1 %59, label %and42, label %next40, !dbg !97

has48:                                            ; preds = %and42
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !97
  %proto51 = load i8, ptr %proto, align 1, !dbg !97
  %60 = zext i8 %proto51 to i64, !dbg !97
  %61 = icmp eq i64 %60, 17, !dbg !97
  br i1 %61, label %and41, label %next40, !dbg !97

has52:                                            ; preds = %and41
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !97
  %dport55 = load i16, ptr %dport, align 2, !dbg !97
  %62 = zext i16 %dport55 to i64, !dbg !97
  %63 = sub i64 %62, 137, !dbg !97
  %64 = icmp ule i64 %63, 1, !dbg !97
  br i1 %64, label %hit39, label %set.next, !dbg !97

set.next:                                         ; preds = %has52
  %65 = icmp eq i64 %62, 1900, !dbg !97
  br i1 %65, label %hit39, label %set.next56, !dbg !97

set.next56:                                       ; preds = %set.next
  %66 = icmp eq i64 %62, 5353, !dbg !97
  br i1 %66, label %hit39, label %set.next57, !dbg !97

set.next57:                                       ; preds = %set.next56
  %67 = icmp eq i64 %62, 5355, !dbg !97
  br i1 %67, label %hit39, label %next40, !dbg !97

hit58:                                            ; preds = %has72
  ret i32 25, !dbg !98

next59:                                           ; preds = %has72, %and60, %has67, %and61, %has62, %next40
  %flags82 = getelementptr i8, ptr %0, i64 52, !dbg !99
  %flags83 = load i32, ptr %flags82, align 4, !dbg !99
  %68 = zext i32 %flags83 to i64, !dbg !99
  %69 = and i64 %68, 2, !dbg !99
  %70 = icmp ne i64 %69, 0, !dbg !99
  br i1 %70, label %has81, label %next78, !dbg !99

and60:                                            ; preds = %has67
  %flags73 = getelementptr i8, ptr %0, i64 52, !dbg !98
  %flags74 = load i32, ptr %flags73, align 4, !dbg !98
  %71 = zext i32 %flags74 to i64, !dbg !98
  %72 = and i64 %71, 64, !dbg !98
  %73 = icmp ne i64 %72, 0, !dbg !98
  br i1 %73, label %has72, label %next59, !dbg !98

and61:                                            ; preds = %has62
  %flags68 = getelementptr i8, ptr %0, i64 52, !dbg !98
  %flags69 = load i32, ptr %flags68, align 4, !dbg !98
  %74 = zext i32 %flags69 to i64, !dbg !98
  %75 = and i64 %74, 16, !dbg !98
  %76 = icmp ne i64 %75, 0, !dbg !98
  br i1 %76, label %has67, label %next59, !dbg !98

has62:                                            ; preds = %next40
  %vid65 = getelementptr i8, ptr %0, i64 58, !dbg !98
  %vid66 = load i16, ptr %vid65, align 2, !dbg !98
  %77 = zext i16 %vid66 to i64, !dbg !98
  %78 = icmp eq i64 %77, 20, !dbg !98
  br i1 %78, label %and61, label %next59, !dbg !98

has67:                                            ; preds = %and61
  %proto70 = getelementptr i8, ptr %0, i64 64, !dbg !98
  %proto71 = load i8, ptr %proto70, align 1, !dbg !98
  %79 = zext i8 %proto71 to i64, !dbg !98
  %80 = icmp eq i64 %79, 6, !dbg !98
  br i1 %80, label %and60, label %next59, !dbg !98

has72:                                            ; preds = %and60
  %dport75 = getelementptr i8, ptr %0, i64 62, !dbg !98
  %dport76 = load i16, ptr %dport75, align 2, !dbg !98
  %81 = zext i16 %dport76 to i64, !dbg !98
  %82 = icmp eq i64 %81, 22, !dbg !98
  br i1 %82, label %hit58, label %next59, !dbg !98

hit77:                                            ; preds = %set.ip4, %and79
  ret i32 29, !dbg !99

next78:                                           ; preds = %set.ip4, %and80, %has81, %next59
  %flags94 = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags95 = load i32, ptr %flags94, align 4, !dbg !100
  %83 = zext i32 %flags95 to i64, !dbg !100
  %84 = and i64 %83, 2, !dbg !100
  %85 = icmp ne i64 %84, 0, !dbg !100
  br i1 %85, label %next92, label %and93, !dbg !100

and79:                                            ; preds = %and80
  %family = getelementptr i8, ptr %0, i64 67, !dbg !99
  %family88 = load i8, ptr %family, align 1, !dbg !99
  %86 = zext i8 %family88 to i64, !dbg !99
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !99
  %src_hi89 = load i64, ptr %src_hi, align 8, !dbg !99
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !99
  %src_lo90 = load i64, ptr %src_lo, align 8, !dbg !99
  switch i64 %86, label %hit77 [
    i64 4, label %set.ip4
  ], !dbg !99

and80:                                            ; preds = %has81
  %flags86 = getelementptr i8, ptr %0, i64 52, !dbg !99
  %flags87 = load i32, ptr %flags86, align 4, !dbg !99
  %87 = zext i32 %flags87 to i64, !dbg !99
  %88 = and i64 %87, 12, !dbg !99
  %89 = icmp ne i64 %88, 0, !dbg !99
  br i1 %89, label %and79, label %next78, !dbg !99

has81:                                            ; preds = %next59
  %vid84 = getelementptr i8, ptr %0, i64 58, !dbg !99
  %vid85 = load i16, ptr %vid84, align 2, !dbg !99
  %90 = zext i16 %vid85 to i64, !dbg !99
  %91 = icmp eq i64 %90, 99, !dbg !99
  br i1 %91, label %and80, label %next78, !dbg !99

set.ip4:                                          ; preds = %and79
  %92 = lshr i64 %src_hi89, 32, !dbg !99
  %93 = sub i64 %92, 3325256704, !dbg !99
  %94 = icmp ule i64 %93, 255, !dbg !99
  br i1 %94, label %next78, label %hit77, !dbg !99

hit91:                                            ; preds = %has96
  ret i32 34, !dbg !100

next92:                                           ; preds = %has96, %and93, %next78
  %flags103 = getelementptr i8, ptr %0, i64 52, !dbg !101
  %flags104 = load i32, ptr %flags103, align 4, !dbg !101
  %95 = zext i32 %flags104 to i64, !dbg !101
  %96 = and i64 %95, 2, !dbg !101
  %97 = icmp ne i64 %96, 0, !dbg !101
  br i1 %97, label %next102, label %hit101, !dbg !101

and93:                                            ; preds = %next78
  %flags97 = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags98 = load i32, ptr %flags97, align 4, !dbg !100
  %98 = zext i32 %flags98 to i64, !dbg !100
  %99 = and i64 %98, 1, !dbg !100
  %100 = icmp ne i64 %99, 0, !dbg !100
  br i1 %100, label %has96, label %next92, !dbg !100

has96:                                            ; preds = %and93
  %ethertype99 = getelementptr i8, ptr %0, i64 56, !dbg !100
  %ethertype100 = load i16, ptr %ethertype99, align 2, !dbg !100
  %101 = zext i16 %ethertype100 to i64, !dbg !100
  %102 = icmp eq i64 %101, 35020, !dbg !100
  br i1 %102, label %hit91, label %next92, !dbg !100

hit101:                                           ; preds = %next92
  ret i32 37, !dbg !101

next102:                                          ; preds = %next92
  br label %continue, !dbg !101

continue:                                         ; preds = %next102, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !93
  ret i32 %best1, !dbg !93
}

; Function Attrs: noinline nounwind
define i32 @xdpc_count(i32 %0, i64 %1) #0 !dbg !102 {
entry:
  %key = alloca i32, align 8, !dbg !108
  store i32 %0, ptr %key, align 4, !dbg !108
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !108
  %3 = icmp ne ptr %2, null, !dbg !108
  br i1 %3, label %count.add, label %count.done, !dbg !108

count.add:                                        ; preds = %entry
  %4 = load i64, ptr %2, align 8, !dbg !108
  %5 = add i64 %4, 1, !dbg !108
  store i64 %5, ptr %2, align 8, !dbg !108
  %6 = getelementptr i8, ptr %2, i64 8, !dbg !108
  %7 = load i64, ptr %6, align 8, !dbg !108
  %8 = add i64 %7, %1, !dbg !108
  store i64 %8, ptr %6, align 8, !dbg !108
  br label %count.done, !dbg !108

count.done:                                       ; preds = %count.add, %entry
  ret i32 0, !dbg !108
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !109 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !114
  %addr = alloca [5 x i32], align 8, !dbg !114
  %val = alloca [2 x i64], align 8, !dbg !114
  %key = alloca i32, align 8, !dbg !114
  %best = alloca i32, align 8, !dbg !114
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !114
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !114
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0), !dbg !114
  %2 = icmp ne i32 %best1, 0, !dbg !114
  br i1 %2, label %decided, label %undecided, !dbg !114

undecided:                                        ; preds = %entry
  %len3 = getelementptr i8, ptr %pkt, i64 48, !dbg !114
  %len4 = load i32, ptr %len3, align 4, !dbg !114
  %3 = zext i32 %len4 to i64, !dbg !114
  %4 = call i32 @xdpc_count(i32 9, i64 %3), !dbg !114
  ret i32 2, !dbg !114

decided:                                          ; preds = %entry
  %verdict = phi i32 [ %best1, %entry ], !dbg !114
  %5 = lshr i32 %verdict, 2, !dbg !114
  %rule = sub i32 %5, 1, !dbg !114
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !114
  %len2 = load i32, ptr %len, align 4, !dbg !114
  %6 = zext i32 %len2 to i64, !dbg !114
  %7 = call i32 @xdpc_count(i32 %rule, i64 %6), !dbg !114
  %action = and i32 %verdict, 3, !dbg !114
  ret i32 %action, !dbg !114
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!45, !46}

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
!39 = !{!9, !40, !20, !24}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !41, size: 64, align: 64, offset: 64)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64, align: 64, dwarfAddressSpace: 0)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 320, align: 32, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 10, lowerBound: 0)
!45 = !{i32 2, !"Debug Info Version", i32 3}
!46 = !{i32 2, !"Dwarf Version", i32 5}
!47 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !48, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !83)
!48 = !DISubroutineType(flags: DIFlagPrototyped, types: !49)
!49 = !{!12, !50, !59}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64, align: 64, dwarfAddressSpace: 0)
!51 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !52)
!52 = !{!53, !54, !55, !56, !57, !58}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !22, size: 32, align: 32)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !22, size: 32, align: 32, offset: 32)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !22, size: 32, align: 32, offset: 64)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 96)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !22, size: 32, align: 32, offset: 128)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 160)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64, align: 64, dwarfAddressSpace: 0)
!60 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !61)
!61 = !{!62, !63, !64, !65, !66, !67, !68, !69, !70, !73, !74, !75, !76, !79, !80, !81, !82}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !29, size: 64, align: 64)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 64)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !29, size: 64, align: 64, offset: 128)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 192)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !29, size: 64, align: 64, offset: 256)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !29, size: 64, align: 64, offset: 320)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !22, size: 32, align: 32, offset: 384)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !22, size: 32, align: 32, offset: 416)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !71, size: 16, align: 16, offset: 448)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !72)
!72 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !71, size: 16, align: 16, offset: 464)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !71, size: 16, align: 16, offset: 480)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !71, size: 16, align: 16, offset: 496)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !77, size: 8, align: 8, offset: 512)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !78)
!78 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !77, size: 8, align: 8, offset: 520)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !77, size: 8, align: 8, offset: 528)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !77, size: 8, align: 8, offset: 536)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !22, size: 32, align: 32, offset: 544)
!83 = !{!84, !85}
!84 = !DILocalVariable(name: "ctx", arg: 1, scope: !47, file: !3, line: 1, type: !50)
!85 = !DILocalVariable(name: "pkt", arg: 2, scope: !47, file: !3, line: 1, type: !59)
!86 = !DILocation(line: 1, column: 1, scope: !47)
!87 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 7, type: !88, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !90)
!88 = !DISubroutineType(flags: DIFlagPrototyped, types: !89)
!89 = !{!12, !59, !22}
!90 = !{!91, !92}
!91 = !DILocalVariable(name: "pkt", arg: 1, scope: !87, file: !3, line: 7, type: !59)
!92 = !DILocalVariable(name: "best", arg: 2, scope: !87, file: !3, line: 7, type: !22)
!93 = !DILocation(line: 7, column: 1, scope: !87)
!94 = !DILocation(line: 10, column: 1, scope: !87)
!95 = !DILocation(line: 15, column: 1, scope: !87)
!96 = !DILocation(line: 18, column: 1, scope: !87)
!97 = !DILocation(line: 21, column: 1, scope: !87)
!98 = !DILocation(line: 22, column: 1, scope: !87)
!99 = !DILocation(line: 25, column: 1, scope: !87)
!100 = !DILocation(line: 28, column: 1, scope: !87)
!101 = !DILocation(line: 29, column: 1, scope: !87)
!102 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !103, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !105)
!103 = !DISubroutineType(flags: DIFlagPrototyped, types: !104)
!104 = !{!12, !22, !29}
!105 = !{!106, !107}
!106 = !DILocalVariable(name: "rule", arg: 1, scope: !102, file: !3, line: 1, type: !22)
!107 = !DILocalVariable(name: "len", arg: 2, scope: !102, file: !3, line: 1, type: !29)
!108 = !DILocation(line: 1, column: 1, scope: !102)
!109 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !110, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !112)
!110 = !DISubroutineType(flags: DIFlagPrototyped, types: !111)
!111 = !{!12, !50}
!112 = !{!113}
!113 = !DILocalVariable(name: "ctx", arg: 1, scope: !109, file: !3, line: 1, type: !50)
!114 = !DILocation(line: 1, column: 1, scope: !109)
