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
define i32 @xdpc_rules_0(ptr %0) #0 !dbg !87 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !92
  %val = alloca [2 x i64], align 8, !dbg !92
  %key = alloca i32, align 8, !dbg !92
  %1 = icmp eq ptr %0, null, !dbg !92
  br i1 %1, label %continue, label %rules, !dbg !92

rules:                                            ; preds = %entry
  br label %hit, !dbg !92

hit:                                              ; preds = %rules
  %len = getelementptr i8, ptr %0, i64 48, !dbg !92
  %len1 = load i32, ptr %len, align 4, !dbg !92
  %2 = zext i32 %len1 to i64, !dbg !92
  %3 = call i32 @xdpc_count(i32 0, i64 %2), !dbg !92
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !92
  %flags2 = load i32, ptr %flags, align 4, !dbg !92
  %4 = zext i32 %flags2 to i64, !dbg !92
  %5 = and i64 %4, 2, !dbg !92
  %6 = icmp ne i64 %5, 0, !dbg !92
  br i1 %6, label %count.key, label %count.skip, !dbg !92

next:                                             ; preds = %count.skip
  %flags8 = getelementptr i8, ptr %0, i64 52, !dbg !93
  %flags9 = load i32, ptr %flags8, align 4, !dbg !93
  %7 = zext i32 %flags9 to i64, !dbg !93
  %8 = and i64 %7, 2, !dbg !93
  %9 = icmp ne i64 %8, 0, !dbg !93
  br i1 %9, label %has, label %next7, !dbg !93

count.key:                                        ; preds = %hit
  %vid = getelementptr i8, ptr %0, i64 58, !dbg !92
  %vid3 = load i16, ptr %vid, align 2, !dbg !92
  %10 = zext i16 %vid3 to i64, !dbg !92
  %11 = trunc i64 %10 to i32, !dbg !92
  store i32 %11, ptr %key, align 4, !dbg !92
  %12 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_vlan, ptr %key), !dbg !92
  %13 = icmp ne ptr %12, null, !dbg !92
  br i1 %13, label %count.add, label %count.done, !dbg !92

count.skip:                                       ; preds = %count.done, %hit
  br label %next, !dbg !92

count.add:                                        ; preds = %count.key
  %14 = load i64, ptr %12, align 8, !dbg !92
  %15 = add i64 %14, 1, !dbg !92
  store i64 %15, ptr %12, align 8, !dbg !92
  %16 = getelementptr i8, ptr %12, i64 8, !dbg !92
  %17 = load i64, ptr %16, align 8, !dbg !92
  %len4 = getelementptr i8, ptr %0, i64 48, !dbg !92
  %len5 = load i32, ptr %len4, align 4, !dbg !92
  %18 = zext i32 %len5 to i64, !dbg !92
  %19 = add i64 %17, %18, !dbg !92
  store i64 %19, ptr %16, align 8, !dbg !92
  br label %count.done, !dbg !92

count.done:                                       ; preds = %count.add, %count.key
  br label %count.skip, !dbg !92

hit6:                                             ; preds = %has
  ret i32 9, !dbg !93

next7:                                            ; preds = %has, %next
  %flags15 = getelementptr i8, ptr %0, i64 52, !dbg !94
  %flags16 = load i32, ptr %flags15, align 4, !dbg !94
  %20 = zext i32 %flags16 to i64, !dbg !94
  %21 = and i64 %20, 1, !dbg !94
  %22 = icmp ne i64 %21, 0, !dbg !94
  br i1 %22, label %has14, label %or, !dbg !94

has:                                              ; preds = %next
  %vid10 = getelementptr i8, ptr %0, i64 58, !dbg !93
  %vid11 = load i16, ptr %vid10, align 2, !dbg !93
  %23 = zext i16 %vid11 to i64, !dbg !93
  %24 = icmp eq i64 %23, 666, !dbg !93
  br i1 %24, label %hit6, label %next7, !dbg !93

hit12:                                            ; preds = %has18, %has14
  ret i32 13, !dbg !94

next13:                                           ; preds = %has18, %or
  %flags27 = getelementptr i8, ptr %0, i64 52, !dbg !95
  %flags28 = load i32, ptr %flags27, align 4, !dbg !95
  %25 = zext i32 %flags28 to i64, !dbg !95
  %26 = and i64 %25, 2, !dbg !95
  %27 = icmp ne i64 %26, 0, !dbg !95
  br i1 %27, label %has26, label %next24, !dbg !95

or:                                               ; preds = %has14, %next7
  %flags19 = getelementptr i8, ptr %0, i64 52, !dbg !94
  %flags20 = load i32, ptr %flags19, align 4, !dbg !94
  %28 = zext i32 %flags20 to i64, !dbg !94
  %29 = and i64 %28, 1, !dbg !94
  %30 = icmp ne i64 %29, 0, !dbg !94
  br i1 %30, label %has18, label %next13, !dbg !94

has14:                                            ; preds = %next7
  %ethertype = getelementptr i8, ptr %0, i64 56, !dbg !94
  %ethertype17 = load i16, ptr %ethertype, align 2, !dbg !94
  %31 = zext i16 %ethertype17 to i64, !dbg !94
  %32 = icmp eq i64 %31, 33024, !dbg !94
  br i1 %32, label %hit12, label %or, !dbg !94

has18:                                            ; preds = %or
  %ethertype21 = getelementptr i8, ptr %0, i64 56, !dbg !94
  %ethertype22 = load i16, ptr %ethertype21, align 2, !dbg !94
  %33 = zext i16 %ethertype22 to i64, !dbg !94
  %34 = icmp eq i64 %33, 34984, !dbg !94
  br i1 %34, label %hit12, label %next13, !dbg !94

hit23:                                            ; preds = %has33, %and
  ret i32 17, !dbg !95

next24:                                           ; preds = %has33, %and25, %has26, %next13
  %flags43 = getelementptr i8, ptr %0, i64 52, !dbg !96
  %flags44 = load i32, ptr %flags43, align 4, !dbg !96
  %35 = zext i32 %flags44 to i64, !dbg !96
  %36 = and i64 %35, 2, !dbg !96
  %37 = icmp ne i64 %36, 0, !dbg !96
  br i1 %37, label %has42, label %next39, !dbg !96

and:                                              ; preds = %and25
  %flags34 = getelementptr i8, ptr %0, i64 52, !dbg !95
  %flags35 = load i32, ptr %flags34, align 4, !dbg !95
  %38 = zext i32 %flags35 to i64, !dbg !95
  %39 = and i64 %38, 1, !dbg !95
  %40 = icmp ne i64 %39, 0, !dbg !95
  br i1 %40, label %has33, label %hit23, !dbg !95

and25:                                            ; preds = %has26
  %flags31 = getelementptr i8, ptr %0, i64 52, !dbg !95
  %flags32 = load i32, ptr %flags31, align 4, !dbg !95
  %41 = zext i32 %flags32 to i64, !dbg !95
  %42 = and i64 %41, 12, !dbg !95
  %43 = icmp ne i64 %42, 0, !dbg !95
  br i1 %43, label %next24, label %and, !dbg !95

has26:                                            ; preds = %next13
  %vid29 = getelementptr i8, ptr %0, i64 58, !dbg !95
  %vid30 = load i16, ptr %vid29, align 2, !dbg !95
  %44 = zext i16 %vid30 to i64, !dbg !95
  %45 = icmp eq i64 %44, 10, !dbg !95
  br i1 %45, label %and25, label %next24, !dbg !95

has33:                                            ; preds = %and
  %ethertype36 = getelementptr i8, ptr %0, i64 56, !dbg !95
  %ethertype37 = load i16, ptr %ethertype36, align 2, !dbg !95
  %46 = zext i16 %ethertype37 to i64, !dbg !95
  %47 = icmp eq i64 %46, 2054, !dbg !95
  br i1 %47, label %next24, label %hit23, !dbg !95

hit38:                                            ; preds = %set.next56, %set.next55, %set.next, %has51
  ret i32 21, !dbg !96

next39:                                           ; preds = %set.next56, %and40, %has47, %and41, %has42, %next24
  %flags62 = getelementptr i8, ptr %0, i64 52, !dbg !97
  %flags63 = load i32, ptr %flags62, align 4, !dbg !97
  %48 = zext i32 %flags63 to i64, !dbg !97
  %49 = and i64 %48, 2, !dbg !97
  %50 = icmp ne i64 %49, 0, !dbg !97
  br i1 %50, label %has61, label %next58, !dbg !97

and40:                                            ; preds = %has47
  %flags52 = getelementptr i8, ptr %0, i64 52, !dbg !96
  %flags53 = load i32, ptr %flags52, align 4, !dbg !96
  %51 = zext i32 %flags53 to i64, !dbg !96
  %52 = and i64 %51, 64, !dbg !96
  %53 = icmp ne i64 %52, 0, !dbg !96
  br i1 %53, label %has51, label %next39, !dbg !96

and41:                                            ; preds = %has42
  %flags48 = getelementptr i8, ptr %0, i64 52, !dbg !96
  %flags49 = load i32, ptr %flags48, align 4, !dbg !96
  %54 = zext i32 %flags49 to i64, !dbg !96
  %55 = and i64 %54, 16, !dbg !96
  %56 = icmp ne i64 %55, 0, !dbg !96
  br i1 %56, label %has47, label %next39, !dbg !96

has42:                                            ; preds = %next24
  %vid45 = getelementptr i8, ptr %0, i64 58, !dbg !96
  %vid46 = load i16, ptr %vid45, align 2, !dbg !96
  %57 = zext i16 %vid46 to i64, !dbg !96
  %58 = icmp eq i64 %57, 20, !dbg !96
  br i1 %58, label %and41, label %next39, !dbg !96

has47:                                            ; preds = %and41
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !96
  %proto50 = load i8, ptr %proto, align 1, !dbg !96
  %59 = zext i8 %proto50 to i64, !dbg !96
  %60 = icmp eq i64 %59, 17, !dbg !96
  br i1 %60, label %and40, label %next39, !dbg !96

has51:                                            ; preds = %and40
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !96
  %dport54 = load i16, ptr %dport, align 2, !dbg !96
  %61 = zext i16 %dport54 to i64, !dbg !96
  %62 = sub i64 %61, 137, !dbg !96
  %63 = icmp ule i64 %62, 1, !dbg !96
  br i1 %63, label %hit38, label %set.next, !dbg !96

set.next:                                         ; preds = %has51
  %64 = icmp eq i64 %61, 1900, !dbg !96
  br i1 %64, label %hit38, label %set.next55, !dbg !96

set.next55:                                       ; preds = %set.next
  %65 = icmp eq i64 %61, 5353, !dbg !96
  br i1 %65, label %hit38, label %set.next56, !dbg !96

set.next56:                                       ; preds = %set.next55
  %66 = icmp eq i64 %61, 5355, !dbg !96
  br i1 %66, label %hit38, label %next39, !dbg !96

hit57:                                            ; preds = %has71
  ret i32 25, !dbg !97

next58:                                           ; preds = %has71, %and59, %has66, %and60, %has61, %next39
  %flags81 = getelementptr i8, ptr %0, i64 52, !dbg !98
  %flags82 = load i32, ptr %flags81, align 4, !dbg !98
  %67 = zext i32 %flags82 to i64, !dbg !98
  %68 = and i64 %67, 2, !dbg !98
  %69 = icmp ne i64 %68, 0, !dbg !98
  br i1 %69, label %has80, label %next77, !dbg !98

and59:                                            ; preds = %has66
  %flags72 = getelementptr i8, ptr %0, i64 52, !dbg !97
  %flags73 = load i32, ptr %flags72, align 4, !dbg !97
  %70 = zext i32 %flags73 to i64, !dbg !97
  %71 = and i64 %70, 64, !dbg !97
  %72 = icmp ne i64 %71, 0, !dbg !97
  br i1 %72, label %has71, label %next58, !dbg !97

and60:                                            ; preds = %has61
  %flags67 = getelementptr i8, ptr %0, i64 52, !dbg !97
  %flags68 = load i32, ptr %flags67, align 4, !dbg !97
  %73 = zext i32 %flags68 to i64, !dbg !97
  %74 = and i64 %73, 16, !dbg !97
  %75 = icmp ne i64 %74, 0, !dbg !97
  br i1 %75, label %has66, label %next58, !dbg !97

has61:                                            ; preds = %next39
  %vid64 = getelementptr i8, ptr %0, i64 58, !dbg !97
  %vid65 = load i16, ptr %vid64, align 2, !dbg !97
  %76 = zext i16 %vid65 to i64, !dbg !97
  %77 = icmp eq i64 %76, 20, !dbg !97
  br i1 %77, label %and60, label %next58, !dbg !97

has66:                                            ; preds = %and60
  %proto69 = getelementptr i8, ptr %0, i64 64, !dbg !97
  %proto70 = load i8, ptr %proto69, align 1, !dbg !97
  %78 = zext i8 %proto70 to i64, !dbg !97
  %79 = icmp eq i64 %78, 6, !dbg !97
  br i1 %79, label %and59, label %next58, !dbg !97

has71:                                            ; preds = %and59
  %dport74 = getelementptr i8, ptr %0, i64 62, !dbg !97
  %dport75 = load i16, ptr %dport74, align 2, !dbg !97
  %80 = zext i16 %dport75 to i64, !dbg !97
  %81 = icmp eq i64 %80, 22, !dbg !97
  br i1 %81, label %hit57, label %next58, !dbg !97

hit76:                                            ; preds = %set.ip4, %and78
  ret i32 29, !dbg !98

next77:                                           ; preds = %set.ip4, %and79, %has80, %next58
  %flags93 = getelementptr i8, ptr %0, i64 52, !dbg !99
  %flags94 = load i32, ptr %flags93, align 4, !dbg !99
  %82 = zext i32 %flags94 to i64, !dbg !99
  %83 = and i64 %82, 2, !dbg !99
  %84 = icmp ne i64 %83, 0, !dbg !99
  br i1 %84, label %next91, label %and92, !dbg !99

and78:                                            ; preds = %and79
  %family = getelementptr i8, ptr %0, i64 67, !dbg !98
  %family87 = load i8, ptr %family, align 1, !dbg !98
  %85 = zext i8 %family87 to i64, !dbg !98
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !98
  %src_hi88 = load i64, ptr %src_hi, align 8, !dbg !98
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !98
  %src_lo89 = load i64, ptr %src_lo, align 8, !dbg !98
  switch i64 %85, label %hit76 [
    i64 4, label %set.ip4
  ], !dbg !98

and79:                                            ; preds = %has80
  %flags85 = getelementptr i8, ptr %0, i64 52, !dbg !98
  %flags86 = load i32, ptr %flags85, align 4, !dbg !98
  %86 = zext i32 %flags86 to i64, !dbg !98
  %87 = and i64 %86, 12, !dbg !98
  %88 = icmp ne i64 %87, 0, !dbg !98
  br i1 %88, label %and78, label %next77, !dbg !98

has80:                                            ; preds = %next58
  %vid83 = getelementptr i8, ptr %0, i64 58, !dbg !98
  %vid84 = load i16, ptr %vid83, align 2, !dbg !98
  %89 = zext i16 %vid84 to i64, !dbg !98
  %90 = icmp eq i64 %89, 99, !dbg !98
  br i1 %90, label %and79, label %next77, !dbg !98

set.ip4:                                          ; preds = %and78
  %91 = lshr i64 %src_hi88, 32, !dbg !98
  %92 = sub i64 %91, 3325256704, !dbg !98
  %93 = icmp ule i64 %92, 255, !dbg !98
  br i1 %93, label %next77, label %hit76, !dbg !98

hit90:                                            ; preds = %has95
  ret i32 34, !dbg !99

next91:                                           ; preds = %has95, %and92, %next77
  %flags102 = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags103 = load i32, ptr %flags102, align 4, !dbg !100
  %94 = zext i32 %flags103 to i64, !dbg !100
  %95 = and i64 %94, 2, !dbg !100
  %96 = icmp ne i64 %95, 0, !dbg !100
  br i1 %96, label %next101, label %hit100, !dbg !100

and92:                                            ; preds = %next77
  %flags96 = getelementptr i8, ptr %0, i64 52, !dbg !99
  %flags97 = load i32, ptr %flags96, align 4, !dbg !99
  %97 = zext i32 %flags97 to i64, !dbg !99
  %98 = and i64 %97, 1, !dbg !99
  %99 = icmp ne i64 %98, 0, !dbg !99
  br i1 %99, label %has95, label %next91, !dbg !99

has95:                                            ; preds = %and92
  %ethertype98 = getelementptr i8, ptr %0, i64 56, !dbg !99
  %ethertype99 = load i16, ptr %ethertype98, align 2, !dbg !99
  %100 = zext i16 %ethertype99 to i64, !dbg !99
  %101 = icmp eq i64 %100, 35020, !dbg !99
  br i1 %101, label %hit90, label %next91, !dbg !99

hit100:                                           ; preds = %next91
  ret i32 37, !dbg !100

next101:                                          ; preds = %next91
  br label %continue, !dbg !100

continue:                                         ; preds = %next101, %entry
  ret i32 0, !dbg !92
}

; Function Attrs: noinline nounwind
define i32 @xdpc_count(i32 %0, i64 %1) #0 !dbg !101 {
entry:
  %key = alloca i32, align 8, !dbg !107
  store i32 %0, ptr %key, align 4, !dbg !107
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !107
  %3 = icmp ne ptr %2, null, !dbg !107
  br i1 %3, label %count.add, label %count.done, !dbg !107

count.add:                                        ; preds = %entry
  %4 = load i64, ptr %2, align 8, !dbg !107
  %5 = add i64 %4, 1, !dbg !107
  store i64 %5, ptr %2, align 8, !dbg !107
  %6 = getelementptr i8, ptr %2, i64 8, !dbg !107
  %7 = load i64, ptr %6, align 8, !dbg !107
  %8 = add i64 %7, %1, !dbg !107
  store i64 %8, ptr %6, align 8, !dbg !107
  br label %count.done, !dbg !107

count.done:                                       ; preds = %count.add, %entry
  ret i32 0, !dbg !107
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !108 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !113
  %addr = alloca [5 x i32], align 8, !dbg !113
  %val = alloca [2 x i64], align 8, !dbg !113
  %key = alloca i32, align 8, !dbg !113
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !113
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !113
  %verdict1 = call i32 @xdpc_rules_0(ptr %pkt), !dbg !113
  %2 = icmp ne i32 %verdict1, 0, !dbg !113
  br i1 %2, label %decided, label %undecided, !dbg !113

undecided:                                        ; preds = %entry
  %len3 = getelementptr i8, ptr %pkt, i64 48, !dbg !113
  %len4 = load i32, ptr %len3, align 4, !dbg !113
  %3 = zext i32 %len4 to i64, !dbg !113
  %4 = call i32 @xdpc_count(i32 9, i64 %3), !dbg !113
  ret i32 2, !dbg !113

decided:                                          ; preds = %entry
  %verdict = phi i32 [ %verdict1, %entry ], !dbg !113
  %5 = lshr i32 %verdict, 2, !dbg !113
  %rule = sub i32 %5, 1, !dbg !113
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !113
  %len2 = load i32, ptr %len, align 4, !dbg !113
  %6 = zext i32 %len2 to i64, !dbg !113
  %7 = call i32 @xdpc_count(i32 %rule, i64 %6), !dbg !113
  %action = and i32 %verdict, 3, !dbg !113
  ret i32 %action, !dbg !113
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
!89 = !{!12, !59}
!90 = !{!91}
!91 = !DILocalVariable(name: "pkt", arg: 1, scope: !87, file: !3, line: 7, type: !59)
!92 = !DILocation(line: 7, column: 1, scope: !87)
!93 = !DILocation(line: 10, column: 1, scope: !87)
!94 = !DILocation(line: 15, column: 1, scope: !87)
!95 = !DILocation(line: 18, column: 1, scope: !87)
!96 = !DILocation(line: 21, column: 1, scope: !87)
!97 = !DILocation(line: 22, column: 1, scope: !87)
!98 = !DILocation(line: 25, column: 1, scope: !87)
!99 = !DILocation(line: 28, column: 1, scope: !87)
!100 = !DILocation(line: 29, column: 1, scope: !87)
!101 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !102, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !104)
!102 = !DISubroutineType(flags: DIFlagPrototyped, types: !103)
!103 = !{!12, !22, !29}
!104 = !{!105, !106}
!105 = !DILocalVariable(name: "rule", arg: 1, scope: !101, file: !3, line: 1, type: !22)
!106 = !DILocalVariable(name: "len", arg: 2, scope: !101, file: !3, line: 1, type: !29)
!107 = !DILocation(line: 1, column: 1, scope: !101)
!108 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !109, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !111)
!109 = !DISubroutineType(flags: DIFlagPrototyped, types: !110)
!110 = !{!12, !50}
!111 = !{!112}
!112 = !DILocalVariable(name: "ctx", arg: 1, scope: !108, file: !3, line: 1, type: !50)
!113 = !DILocation(line: 1, column: 1, scope: !108)
