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
  %len12 = getelementptr i8, ptr %0, i64 48, !dbg !93
  %len13 = load i32, ptr %len12, align 4, !dbg !93
  %20 = zext i32 %len13 to i64, !dbg !93
  %21 = call i32 @xdpc_count(i32 1, i64 %20), !dbg !93
  ret i32 1, !dbg !93

next7:                                            ; preds = %has, %next
  %flags17 = getelementptr i8, ptr %0, i64 52, !dbg !94
  %flags18 = load i32, ptr %flags17, align 4, !dbg !94
  %22 = zext i32 %flags18 to i64, !dbg !94
  %23 = and i64 %22, 1, !dbg !94
  %24 = icmp ne i64 %23, 0, !dbg !94
  br i1 %24, label %has16, label %or, !dbg !94

has:                                              ; preds = %next
  %vid10 = getelementptr i8, ptr %0, i64 58, !dbg !93
  %vid11 = load i16, ptr %vid10, align 2, !dbg !93
  %25 = zext i16 %vid11 to i64, !dbg !93
  %26 = icmp eq i64 %25, 666, !dbg !93
  br i1 %26, label %hit6, label %next7, !dbg !93

hit14:                                            ; preds = %has20, %has16
  %len25 = getelementptr i8, ptr %0, i64 48, !dbg !94
  %len26 = load i32, ptr %len25, align 4, !dbg !94
  %27 = zext i32 %len26 to i64, !dbg !94
  %28 = call i32 @xdpc_count(i32 2, i64 %27), !dbg !94
  ret i32 1, !dbg !94

next15:                                           ; preds = %has20, %or
  %flags31 = getelementptr i8, ptr %0, i64 52, !dbg !95
  %flags32 = load i32, ptr %flags31, align 4, !dbg !95
  %29 = zext i32 %flags32 to i64, !dbg !95
  %30 = and i64 %29, 2, !dbg !95
  %31 = icmp ne i64 %30, 0, !dbg !95
  br i1 %31, label %has30, label %next28, !dbg !95

or:                                               ; preds = %has16, %next7
  %flags21 = getelementptr i8, ptr %0, i64 52, !dbg !94
  %flags22 = load i32, ptr %flags21, align 4, !dbg !94
  %32 = zext i32 %flags22 to i64, !dbg !94
  %33 = and i64 %32, 1, !dbg !94
  %34 = icmp ne i64 %33, 0, !dbg !94
  br i1 %34, label %has20, label %next15, !dbg !94

has16:                                            ; preds = %next7
  %ethertype = getelementptr i8, ptr %0, i64 56, !dbg !94
  %ethertype19 = load i16, ptr %ethertype, align 2, !dbg !94
  %35 = zext i16 %ethertype19 to i64, !dbg !94
  %36 = icmp eq i64 %35, 33024, !dbg !94
  br i1 %36, label %hit14, label %or, !dbg !94

has20:                                            ; preds = %or
  %ethertype23 = getelementptr i8, ptr %0, i64 56, !dbg !94
  %ethertype24 = load i16, ptr %ethertype23, align 2, !dbg !94
  %37 = zext i16 %ethertype24 to i64, !dbg !94
  %38 = icmp eq i64 %37, 34984, !dbg !94
  br i1 %38, label %hit14, label %next15, !dbg !94

hit27:                                            ; preds = %has37, %and
  %len42 = getelementptr i8, ptr %0, i64 48, !dbg !95
  %len43 = load i32, ptr %len42, align 4, !dbg !95
  %39 = zext i32 %len43 to i64, !dbg !95
  %40 = call i32 @xdpc_count(i32 3, i64 %39), !dbg !95
  ret i32 1, !dbg !95

next28:                                           ; preds = %has37, %and29, %has30, %next15
  %flags49 = getelementptr i8, ptr %0, i64 52, !dbg !96
  %flags50 = load i32, ptr %flags49, align 4, !dbg !96
  %41 = zext i32 %flags50 to i64, !dbg !96
  %42 = and i64 %41, 2, !dbg !96
  %43 = icmp ne i64 %42, 0, !dbg !96
  br i1 %43, label %has48, label %next45, !dbg !96

and:                                              ; preds = %and29
  %flags38 = getelementptr i8, ptr %0, i64 52, !dbg !95
  %flags39 = load i32, ptr %flags38, align 4, !dbg !95
  %44 = zext i32 %flags39 to i64, !dbg !95
  %45 = and i64 %44, 1, !dbg !95
  %46 = icmp ne i64 %45, 0, !dbg !95
  br i1 %46, label %has37, label %hit27, !dbg !95

and29:                                            ; preds = %has30
  %flags35 = getelementptr i8, ptr %0, i64 52, !dbg !95
  %flags36 = load i32, ptr %flags35, align 4, !dbg !95
  %47 = zext i32 %flags36 to i64, !dbg !95
  %48 = and i64 %47, 12, !dbg !95
  %49 = icmp ne i64 %48, 0, !dbg !95
  br i1 %49, label %next28, label %and, !dbg !95

has30:                                            ; preds = %next15
  %vid33 = getelementptr i8, ptr %0, i64 58, !dbg !95
  %vid34 = load i16, ptr %vid33, align 2, !dbg !95
  %50 = zext i16 %vid34 to i64, !dbg !95
  %51 = icmp eq i64 %50, 10, !dbg !95
  br i1 %51, label %and29, label %next28, !dbg !95

has37:                                            ; preds = %and
  %ethertype40 = getelementptr i8, ptr %0, i64 56, !dbg !95
  %ethertype41 = load i16, ptr %ethertype40, align 2, !dbg !95
  %52 = zext i16 %ethertype41 to i64, !dbg !95
  %53 = icmp eq i64 %52, 2054, !dbg !95
  br i1 %53, label %next28, label %hit27, !dbg !95

hit44:                                            ; preds = %set.next62, %set.next61, %set.next, %has57
  %len63 = getelementptr i8, ptr %0, i64 48, !dbg !96
  %len64 = load i32, ptr %len63, align 4, !dbg !96
  %54 = zext i32 %len64 to i64, !dbg !96
  %55 = call i32 @xdpc_count(i32 4, i64 %54), !dbg !96
  ret i32 1, !dbg !96

next45:                                           ; preds = %set.next62, %and46, %has53, %and47, %has48, %next28
  %flags70 = getelementptr i8, ptr %0, i64 52, !dbg !97
  %flags71 = load i32, ptr %flags70, align 4, !dbg !97
  %56 = zext i32 %flags71 to i64, !dbg !97
  %57 = and i64 %56, 2, !dbg !97
  %58 = icmp ne i64 %57, 0, !dbg !97
  br i1 %58, label %has69, label %next66, !dbg !97

and46:                                            ; preds = %has53
  %flags58 = getelementptr i8, ptr %0, i64 52, !dbg !96
  %flags59 = load i32, ptr %flags58, align 4, !dbg !96
  %59 = zext i32 %flags59 to i64, !dbg !96
  %60 = and i64 %59, 64, !dbg !96
  %61 = icmp ne i64 %60, 0, !dbg !96
  br i1 %61, label %has57, label %next45, !dbg !96

and47:                                            ; preds = %has48
  %flags54 = getelementptr i8, ptr %0, i64 52, !dbg !96
  %flags55 = load i32, ptr %flags54, align 4, !dbg !96
  %62 = zext i32 %flags55 to i64, !dbg !96
  %63 = and i64 %62, 16, !dbg !96
  %64 = icmp ne i64 %63, 0, !dbg !96
  br i1 %64, label %has53, label %next45, !dbg !96

has48:                                            ; preds = %next28
  %vid51 = getelementptr i8, ptr %0, i64 58, !dbg !96
  %vid52 = load i16, ptr %vid51, align 2, !dbg !96
  %65 = zext i16 %vid52 to i64, !dbg !96
  %66 = icmp eq i64 %65, 20, !dbg !96
  br i1 %66, label %and47, label %next45, !dbg !96

has53:                                            ; preds = %and47
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !96
  %proto56 = load i8, ptr %proto, align 1, !dbg !96
  %67 = zext i8 %proto56 to i64, !dbg !96
  %68 = icmp eq i64 %67, 17, !dbg !96
  br i1 %68, label %and46, label %next45, !dbg !96

has57:                                            ; preds = %and46
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !96
  %dport60 = load i16, ptr %dport, align 2, !dbg !96
  %69 = zext i16 %dport60 to i64, !dbg !96
  %70 = sub i64 %69, 137, !dbg !96
  %71 = icmp ule i64 %70, 1, !dbg !96
  br i1 %71, label %hit44, label %set.next, !dbg !96

set.next:                                         ; preds = %has57
  %72 = icmp eq i64 %69, 1900, !dbg !96
  br i1 %72, label %hit44, label %set.next61, !dbg !96

set.next61:                                       ; preds = %set.next
  %73 = icmp eq i64 %69, 5353, !dbg !96
  br i1 %73, label %hit44, label %set.next62, !dbg !96

set.next62:                                       ; preds = %set.next61
  %74 = icmp eq i64 %69, 5355, !dbg !96
  br i1 %74, label %hit44, label %next45, !dbg !96

hit65:                                            ; preds = %has79
  %len84 = getelementptr i8, ptr %0, i64 48, !dbg !97
  %len85 = load i32, ptr %len84, align 4, !dbg !97
  %75 = zext i32 %len85 to i64, !dbg !97
  %76 = call i32 @xdpc_count(i32 5, i64 %75), !dbg !97
  ret i32 1, !dbg !97

next66:                                           ; preds = %has79, %and67, %has74, %and68, %has69, %next45
  %flags91 = getelementptr i8, ptr %0, i64 52, !dbg !98
  %flags92 = load i32, ptr %flags91, align 4, !dbg !98
  %77 = zext i32 %flags92 to i64, !dbg !98
  %78 = and i64 %77, 2, !dbg !98
  %79 = icmp ne i64 %78, 0, !dbg !98
  br i1 %79, label %has90, label %next87, !dbg !98

and67:                                            ; preds = %has74
  %flags80 = getelementptr i8, ptr %0, i64 52, !dbg !97
  %flags81 = load i32, ptr %flags80, align 4, !dbg !97
  %80 = zext i32 %flags81 to i64, !dbg !97
  %81 = and i64 %80, 64, !dbg !97
  %82 = icmp ne i64 %81, 0, !dbg !97
  br i1 %82, label %has79, label %next66, !dbg !97

and68:                                            ; preds = %has69
  %flags75 = getelementptr i8, ptr %0, i64 52, !dbg !97
  %flags76 = load i32, ptr %flags75, align 4, !dbg !97
  %83 = zext i32 %flags76 to i64, !dbg !97
  %84 = and i64 %83, 16, !dbg !97
  %85 = icmp ne i64 %84, 0, !dbg !97
  br i1 %85, label %has74, label %next66, !dbg !97

has69:                                            ; preds = %next45
  %vid72 = getelementptr i8, ptr %0, i64 58, !dbg !97
  %vid73 = load i16, ptr %vid72, align 2, !dbg !97
  %86 = zext i16 %vid73 to i64, !dbg !97
  %87 = icmp eq i64 %86, 20, !dbg !97
  br i1 %87, label %and68, label %next66, !dbg !97

has74:                                            ; preds = %and68
  %proto77 = getelementptr i8, ptr %0, i64 64, !dbg !97
  %proto78 = load i8, ptr %proto77, align 1, !dbg !97
  %88 = zext i8 %proto78 to i64, !dbg !97
  %89 = icmp eq i64 %88, 6, !dbg !97
  br i1 %89, label %and67, label %next66, !dbg !97

has79:                                            ; preds = %and67
  %dport82 = getelementptr i8, ptr %0, i64 62, !dbg !97
  %dport83 = load i16, ptr %dport82, align 2, !dbg !97
  %90 = zext i16 %dport83 to i64, !dbg !97
  %91 = icmp eq i64 %90, 22, !dbg !97
  br i1 %91, label %hit65, label %next66, !dbg !97

hit86:                                            ; preds = %set.ip4, %and88
  %len100 = getelementptr i8, ptr %0, i64 48, !dbg !98
  %len101 = load i32, ptr %len100, align 4, !dbg !98
  %92 = zext i32 %len101 to i64, !dbg !98
  %93 = call i32 @xdpc_count(i32 6, i64 %92), !dbg !98
  ret i32 1, !dbg !98

next87:                                           ; preds = %set.ip4, %and89, %has90, %next66
  %flags105 = getelementptr i8, ptr %0, i64 52, !dbg !99
  %flags106 = load i32, ptr %flags105, align 4, !dbg !99
  %94 = zext i32 %flags106 to i64, !dbg !99
  %95 = and i64 %94, 2, !dbg !99
  %96 = icmp ne i64 %95, 0, !dbg !99
  br i1 %96, label %next103, label %and104, !dbg !99

and88:                                            ; preds = %and89
  %family = getelementptr i8, ptr %0, i64 67, !dbg !98
  %family97 = load i8, ptr %family, align 1, !dbg !98
  %97 = zext i8 %family97 to i64, !dbg !98
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !98
  %src_hi98 = load i64, ptr %src_hi, align 8, !dbg !98
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !98
  %src_lo99 = load i64, ptr %src_lo, align 8, !dbg !98
  switch i64 %97, label %hit86 [
    i64 4, label %set.ip4
  ], !dbg !98

and89:                                            ; preds = %has90
  %flags95 = getelementptr i8, ptr %0, i64 52, !dbg !98
  %flags96 = load i32, ptr %flags95, align 4, !dbg !98
  %98 = zext i32 %flags96 to i64, !dbg !98
  %99 = and i64 %98, 12, !dbg !98
  %100 = icmp ne i64 %99, 0, !dbg !98
  br i1 %100, label %and88, label %next87, !dbg !98

has90:                                            ; preds = %next66
  %vid93 = getelementptr i8, ptr %0, i64 58, !dbg !98
  %vid94 = load i16, ptr %vid93, align 2, !dbg !98
  %101 = zext i16 %vid94 to i64, !dbg !98
  %102 = icmp eq i64 %101, 99, !dbg !98
  br i1 %102, label %and89, label %next87, !dbg !98

set.ip4:                                          ; preds = %and88
  %103 = lshr i64 %src_hi98, 32, !dbg !98
  %104 = sub i64 %103, 3325256704, !dbg !98
  %105 = icmp ule i64 %104, 255, !dbg !98
  br i1 %105, label %next87, label %hit86, !dbg !98

hit102:                                           ; preds = %has107
  %len112 = getelementptr i8, ptr %0, i64 48, !dbg !99
  %len113 = load i32, ptr %len112, align 4, !dbg !99
  %106 = zext i32 %len113 to i64, !dbg !99
  %107 = call i32 @xdpc_count(i32 7, i64 %106), !dbg !99
  ret i32 2, !dbg !99

next103:                                          ; preds = %has107, %and104, %next87
  %flags116 = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags117 = load i32, ptr %flags116, align 4, !dbg !100
  %108 = zext i32 %flags117 to i64, !dbg !100
  %109 = and i64 %108, 2, !dbg !100
  %110 = icmp ne i64 %109, 0, !dbg !100
  br i1 %110, label %next115, label %hit114, !dbg !100

and104:                                           ; preds = %next87
  %flags108 = getelementptr i8, ptr %0, i64 52, !dbg !99
  %flags109 = load i32, ptr %flags108, align 4, !dbg !99
  %111 = zext i32 %flags109 to i64, !dbg !99
  %112 = and i64 %111, 1, !dbg !99
  %113 = icmp ne i64 %112, 0, !dbg !99
  br i1 %113, label %has107, label %next103, !dbg !99

has107:                                           ; preds = %and104
  %ethertype110 = getelementptr i8, ptr %0, i64 56, !dbg !99
  %ethertype111 = load i16, ptr %ethertype110, align 2, !dbg !99
  %114 = zext i16 %ethertype111 to i64, !dbg !99
  %115 = icmp eq i64 %114, 35020, !dbg !99
  br i1 %115, label %hit102, label %next103, !dbg !99

hit114:                                           ; preds = %next103
  %len118 = getelementptr i8, ptr %0, i64 48, !dbg !100
  %len119 = load i32, ptr %len118, align 4, !dbg !100
  %116 = zext i32 %len119 to i64, !dbg !100
  %117 = call i32 @xdpc_count(i32 8, i64 %116), !dbg !100
  ret i32 1, !dbg !100

next115:                                          ; preds = %next103
  br label %continue, !dbg !100

continue:                                         ; preds = %next115, %entry
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
  %verdict = call i32 @xdpc_rules_0(ptr %pkt), !dbg !113
  %2 = icmp ne i32 %verdict, 0, !dbg !113
  br i1 %2, label %decided, label %undecided, !dbg !113

decided:                                          ; preds = %entry
  ret i32 %verdict, !dbg !113

undecided:                                        ; preds = %entry
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !113
  %len1 = load i32, ptr %len, align 4, !dbg !113
  %3 = zext i32 %len1 to i64, !dbg !113
  %4 = call i32 @xdpc_count(i32 9, i64 %3), !dbg !113
  ret i32 2, !dbg !113
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
