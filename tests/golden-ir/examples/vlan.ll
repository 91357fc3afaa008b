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

; Function Attrs: noinline
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !47 {
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
  store i32 0, ptr %key, align 4, !dbg !92
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !92
  %3 = icmp ne ptr %2, null, !dbg !92
  br i1 %3, label %count.add, label %count.done, !dbg !92

next:                                             ; preds = %count.skip
  %flags10 = getelementptr i8, ptr %0, i64 52, !dbg !93
  %flags11 = load i32, ptr %flags10, align 4, !dbg !93
  %4 = zext i32 %flags11 to i64, !dbg !93
  %5 = and i64 %4, 2, !dbg !93
  %6 = icmp ne i64 %5, 0, !dbg !93
  br i1 %6, label %has, label %next9, !dbg !93

count.add:                                        ; preds = %hit
  %7 = load i64, ptr %2, align 8, !dbg !92
  %8 = add i64 %7, 1, !dbg !92
  store i64 %8, ptr %2, align 8, !dbg !92
  %9 = getelementptr i8, ptr %2, i64 8, !dbg !92
  %10 = load i64, ptr %9, align 8, !dbg !92
  %len = getelementptr i8, ptr %0, i64 48, !dbg !92
  %len1 = load i32, ptr %len, align 4, !dbg !92
  %11 = zext i32 %len1 to i64, !dbg !92
  %12 = add i64 %10, %11, !dbg !92
  store i64 %12, ptr %9, align 8, !dbg !92
  br label %count.done, !dbg !92

count.done:                                       ; preds = %count.add, %hit
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !92
  %flags2 = load i32, ptr %flags, align 4, !dbg !92
  %13 = zext i32 %flags2 to i64, !dbg !92
  %14 = and i64 %13, 2, !dbg !92
  %15 = icmp ne i64 %14, 0, !dbg !92
  br i1 %15, label %count.key, label %count.skip, !dbg !92

count.key:                                        ; preds = %count.done
  %vid = getelementptr i8, ptr %0, i64 58, !dbg !92
  %vid3 = load i16, ptr %vid, align 2, !dbg !92
  %16 = zext i16 %vid3 to i64, !dbg !92
  %17 = trunc i64 %16 to i32, !dbg !92
  store i32 %17, ptr %key, align 4, !dbg !92
  %18 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_vlan, ptr %key), !dbg !92
  %19 = icmp ne ptr %18, null, !dbg !92
  br i1 %19, label %count.add4, label %count.done5, !dbg !92

count.skip:                                       ; preds = %count.done5, %count.done
  br label %next, !dbg !92

count.add4:                                       ; preds = %count.key
  %20 = load i64, ptr %18, align 8, !dbg !92
  %21 = add i64 %20, 1, !dbg !92
  store i64 %21, ptr %18, align 8, !dbg !92
  %22 = getelementptr i8, ptr %18, i64 8, !dbg !92
  %23 = load i64, ptr %22, align 8, !dbg !92
  %len6 = getelementptr i8, ptr %0, i64 48, !dbg !92
  %len7 = load i32, ptr %len6, align 4, !dbg !92
  %24 = zext i32 %len7 to i64, !dbg !92
  %25 = add i64 %23, %24, !dbg !92
  store i64 %25, ptr %22, align 8, !dbg !92
  br label %count.done5, !dbg !92

count.done5:                                      ; preds = %count.add4, %count.key
  br label %count.skip, !dbg !92

hit8:                                             ; preds = %has
  store i32 1, ptr %key, align 4, !dbg !93
  %26 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !93
  %27 = icmp ne ptr %26, null, !dbg !93
  br i1 %27, label %count.add14, label %count.done15, !dbg !93

next9:                                            ; preds = %has, %next
  %flags21 = getelementptr i8, ptr %0, i64 52, !dbg !94
  %flags22 = load i32, ptr %flags21, align 4, !dbg !94
  %28 = zext i32 %flags22 to i64, !dbg !94
  %29 = and i64 %28, 1, !dbg !94
  %30 = icmp ne i64 %29, 0, !dbg !94
  br i1 %30, label %has20, label %or, !dbg !94

has:                                              ; preds = %next
  %vid12 = getelementptr i8, ptr %0, i64 58, !dbg !93
  %vid13 = load i16, ptr %vid12, align 2, !dbg !93
  %31 = zext i16 %vid13 to i64, !dbg !93
  %32 = icmp eq i64 %31, 666, !dbg !93
  br i1 %32, label %hit8, label %next9, !dbg !93

count.add14:                                      ; preds = %hit8
  %33 = load i64, ptr %26, align 8, !dbg !93
  %34 = add i64 %33, 1, !dbg !93
  store i64 %34, ptr %26, align 8, !dbg !93
  %35 = getelementptr i8, ptr %26, i64 8, !dbg !93
  %36 = load i64, ptr %35, align 8, !dbg !93
  %len16 = getelementptr i8, ptr %0, i64 48, !dbg !93
  %len17 = load i32, ptr %len16, align 4, !dbg !93
  %37 = zext i32 %len17 to i64, !dbg !93
  %38 = add i64 %36, %37, !dbg !93
  store i64 %38, ptr %35, align 8, !dbg !93
  br label %count.done15, !dbg !93

count.done15:                                     ; preds = %count.add14, %hit8
  ret i32 1, !dbg !93

hit18:                                            ; preds = %has24, %has20
  store i32 2, ptr %key, align 4, !dbg !94
  %39 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !94
  %40 = icmp ne ptr %39, null, !dbg !94
  br i1 %40, label %count.add29, label %count.done30, !dbg !94

next19:                                           ; preds = %has24, %or
  %flags37 = getelementptr i8, ptr %0, i64 52, !dbg !95
  %flags38 = load i32, ptr %flags37, align 4, !dbg !95
  %41 = zext i32 %flags38 to i64, !dbg !95
  %42 = and i64 %41, 2, !dbg !95
  %43 = icmp ne i64 %42, 0, !dbg !95
  br i1 %43, label %has36, label %next34, !dbg !95

or:                                               ; preds = %has20, %next9
  %flags25 = getelementptr i8, ptr %0, i64 52, !dbg !94
  %flags26 = load i32, ptr %flags25, align 4, !dbg !94
  %44 = zext i32 %flags26 to i64, !dbg !94
  %45 = and i64 %44, 1, !dbg !94
  %46 = icmp ne i64 %45, 0, !dbg !94
  br i1 %46, label %has24, label %next19, !dbg !94

has20:                                            ; preds = %next9
  %ethertype = getelementptr i8, ptr %0, i64 56, !dbg !94
  %ethertype23 = load i16, ptr %ethertype, align 2, !dbg !94
  %47 = zext i16 %ethertype23 to i64, !dbg !94
  %48 = icmp eq i64 %47, 33024, !dbg !94
  br i1 %48, label %hit18, label %or, !dbg !94

has24:                                            ; preds = %or
  %ethertype27 = getelementptr i8, ptr %0, i64 56, !dbg !94
  %ethertype28 = load i16, ptr %ethertype27, align 2, !dbg !94
  %49 = zext i16 %ethertype28 to i64, !dbg !94
  %50 = icmp eq i64 %49, 34984, !dbg !94
  br i1 %50, label %hit18, label %next19, !dbg !94

count.add29:                                      ; preds = %hit18
  %51 = load i64, ptr %39, align 8, !dbg !94
  %52 = add i64 %51, 1, !dbg !94
  store i64 %52, ptr %39, align 8, !dbg !94
  %53 = getelementptr i8, ptr %39, i64 8, !dbg !94
  %54 = load i64, ptr %53, align 8, !dbg !94
  %len31 = getelementptr i8, ptr %0, i64 48, !dbg !94
  %len32 = load i32, ptr %len31, align 4, !dbg !94
  %55 = zext i32 %len32 to i64, !dbg !94
  %56 = add i64 %54, %55, !dbg !94
  store i64 %56, ptr %53, align 8, !dbg !94
  br label %count.done30, !dbg !94

count.done30:                                     ; preds = %count.add29, %hit18
  ret i32 1, !dbg !94

hit33:                                            ; preds = %has43, %and
  store i32 3, ptr %key, align 4, !dbg !95
  %57 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !95
  %58 = icmp ne ptr %57, null, !dbg !95
  br i1 %58, label %count.add48, label %count.done49, !dbg !95

next34:                                           ; preds = %has43, %and35, %has36, %next19
  %flags57 = getelementptr i8, ptr %0, i64 52, !dbg !96
  %flags58 = load i32, ptr %flags57, align 4, !dbg !96
  %59 = zext i32 %flags58 to i64, !dbg !96
  %60 = and i64 %59, 2, !dbg !96
  %61 = icmp ne i64 %60, 0, !dbg !96
  br i1 %61, label %has56, label %next53, !dbg !96

and:                                              ; preds = %and35
  %flags44 = getelementptr i8, ptr %0, i64 52, !dbg !95
  %flags45 = load i32, ptr %flags44, align 4, !dbg !95
  %62 = zext i32 %flags45 to i64, !dbg !95
  %63 = and i64 %62, 1, !dbg !95
  %64 = icmp ne i64 %63, 0, !dbg !95
  br i1 %64, label %has43, label %hit33, !dbg !95

and35:                                            ; preds = %has36
  %flags41 = getelementptr i8, ptr %0, i64 52, !dbg !95
  %flags42 = load i32, ptr %flags41, align 4, !dbg !95
  %65 = zext i32 %flags42 to i64, !dbg !95
  %66 = and i64 %65, 12, !dbg !95
  %67 = icmp ne i64 %66, 0, !dbg !95
  br i1 %67, label %next34, label %and, !dbg !95

has36:                                            ; preds = %next19
  %vid39 = getelementptr i8, ptr %0, i64 58, !dbg !95
  %vid40 = load i16, ptr %vid39, align 2, !dbg !95
  %68 = zext i16 %vid40 to i64, !dbg !95
  %69 = icmp eq i64 %68, 10, !dbg !95
  br i1 %69, label %and35, label %next34, !dbg !95

has43:                                            ; preds = %and
  %ethertype46 = getelementptr i8, ptr %0, i64 56, !dbg !95
  %ethertype47 = load i16, ptr %ethertype46, align 2, !dbg !95
  %70 = zext i16 %ethertype47 to i64, !dbg !95
  %71 = icmp eq i64 %70, 2054, !dbg !95
  br i1 %71, label %next34, label %hit33, !dbg !95

count.add48:                                      ; preds = %hit33
  %72 = load i64, ptr %57, align 8, !dbg !95
  %73 = add i64 %72, 1, !dbg !95
  store i64 %73, ptr %57, align 8, !dbg !95
  %74 = getelementptr i8, ptr %57, i64 8, !dbg !95
  %75 = load i64, ptr %74, align 8, !dbg !95
  %len50 = getelementptr i8, ptr %0, i64 48, !dbg !95
  %len51 = load i32, ptr %len50, align 4, !dbg !95
  %76 = zext i32 %len51 to i64, !dbg !95
  %77 = add i64 %75, %76, !dbg !95
  store i64 %77, ptr %74, align 8, !dbg !95
  br label %count.done49, !dbg !95

count.done49:                                     ; preds = %count.add48, %hit33
  ret i32 1, !dbg !95

hit52:                                            ; preds = %set.next70, %set.next69, %set.next, %has65
  store i32 4, ptr %key, align 4, !dbg !96
  %78 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !96
  %79 = icmp ne ptr %78, null, !dbg !96
  br i1 %79, label %count.add71, label %count.done72, !dbg !96

next53:                                           ; preds = %set.next70, %and54, %has61, %and55, %has56, %next34
  %flags80 = getelementptr i8, ptr %0, i64 52, !dbg !97
  %flags81 = load i32, ptr %flags80, align 4, !dbg !97
  %80 = zext i32 %flags81 to i64, !dbg !97
  %81 = and i64 %80, 2, !dbg !97
  %82 = icmp ne i64 %81, 0, !dbg !97
  br i1 %82, label %has79, label %next76, !dbg !97

and54:                                            ; preds = %has61
  %flags66 = getelementptr i8, ptr %0, i64 52, !dbg !96
  %flags67 = load i32, ptr %flags66, align 4, !dbg !96
  %83 = zext i32 %flags67 to i64, !dbg !96
  %84 = and i64 %83, 64, !dbg !96
  %85 = icmp ne i64 %84, 0, !dbg !96
  br i1 %85, label %has65, label %next53, !dbg !96

and55:                                            ; preds = %has56
  %flags62 = getelementptr i8, ptr %0, i64 52, !dbg !96
  %flags63 = load i32, ptr %flags62, align 4, !dbg !96
  %86 = zext i32 %flags63 to i64, !dbg !96
  %87 = and i64 %86, 16, !dbg !96
  %88 = icmp ne i64 %87, 0, !dbg !96
  br i1 %88, label %has61, label %next53, !dbg !96

has56:                                            ; preds = %next34
  %vid59 = getelementptr i8, ptr %0, i64 58, !dbg !96
  %vid60 = load i16, ptr %vid59, align 2, !dbg !96
  %89 = zext i16 %vid60 to i64, !dbg !96
  %90 = icmp eq i64 %89, 20, !dbg !96
  br i1 %90, label %and55, label %next53, !dbg !96

has61:                                            ; preds = %and55
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !96
  %proto64 = load i8, ptr %proto, align 1, !dbg !96
  %91 = zext i8 %proto64 to i64, !dbg !96
  %92 = icmp eq i64 %91, 17, !dbg !96
  br i1 %92, label %and54, label %next53, !dbg !96

has65:                                            ; preds = %and54
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !96
  %dport68 = load i16, ptr %dport, align 2, !dbg !96
  %93 = zext i16 %dport68 to i64, !dbg !96
  %94 = sub i64 %93, 137, !dbg !96
  %95 = icmp ule i64 %94, 1, !dbg !96
  br i1 %95, label %hit52, label %set.next, !dbg !96

set.next:                                         ; preds = %has65
  %96 = icmp eq i64 %93, 1900, !dbg !96
  br i1 %96, label %hit52, label %set.next69, !dbg !96

set.next69:                                       ; preds = %set.next
  %97 = icmp eq i64 %93, 5353, !dbg !96
  br i1 %97, label %hit52, label %set.next70, !dbg !96

set.next70:                                       ; preds = %set.next69
  %98 = icmp eq i64 %93, 5355, !dbg !96
  br i1 %98, label %hit52, label %next53, !dbg !96

count.add71:                                      ; preds = %hit52
  %99 = load i64, ptr %78, align 8, !dbg !96
  %100 = add i64 %99, 1, !dbg !96
  store i64 %100, ptr %78, align 8, !dbg !96
  %101 = getelementptr i8, ptr %78, i64 8, !dbg !96
  %102 = load i64, ptr %101, align 8, !dbg !96
  %len73 = getelementptr i8, ptr %0, i64 48, !dbg !96
  %len74 = load i32, ptr %len73, align 4, !dbg !96
  %103 = zext i32 %len74 to i64, !dbg !96
  %104 = add i64 %102, %103, !dbg !96
  store i64 %104, ptr %101, align 8, !dbg !96
  br label %count.done72, !dbg !96

count.done72:                                     ; preds = %count.add71, %hit52
  ret i32 1, !dbg !96

hit75:                                            ; preds = %has89
  store i32 5, ptr %key, align 4, !dbg !97
  %105 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !97
  %106 = icmp ne ptr %105, null, !dbg !97
  br i1 %106, label %count.add94, label %count.done95, !dbg !97

next76:                                           ; preds = %has89, %and77, %has84, %and78, %has79, %next53
  %flags103 = getelementptr i8, ptr %0, i64 52, !dbg !98
  %flags104 = load i32, ptr %flags103, align 4, !dbg !98
  %107 = zext i32 %flags104 to i64, !dbg !98
  %108 = and i64 %107, 2, !dbg !98
  %109 = icmp ne i64 %108, 0, !dbg !98
  br i1 %109, label %has102, label %next99, !dbg !98

and77:                                            ; preds = %has84
  %flags90 = getelementptr i8, ptr %0, i64 52, !dbg !97
  %flags91 = load i32, ptr %flags90, align 4, !dbg !97
  %110 = zext i32 %flags91 to i64, !dbg !97
  %111 = and i64 %110, 64, !dbg !97
  %112 = icmp ne i64 %111, 0, !dbg !97
  br i1 %112, label %has89, label %next76, !dbg !97

and78:                                            ; preds = %has79
  %flags85 = getelementptr i8, ptr %0, i64 52, !dbg !97
  %flags86 = load i32, ptr %flags85, align 4, !dbg !97
  %113 = zext i32 %flags86 to i64, !dbg !97
  %114 = and i64 %113, 16, !dbg !97
  %115 = icmp ne i64 %114, 0, !dbg !97
  br i1 %115, label %has84, label %next76, !dbg !97

has79:                                            ; preds = %next53
  %vid82 = getelementptr i8, ptr %0, i64 58, !dbg !97
  %vid83 = load i16, ptr %vid82, align 2, !dbg !97
  %116 = zext i16 %vid83 to i64, !dbg !97
  %117 = icmp eq i64 %116, 20, !dbg !97
  br i1 %117, label %and78, label %next76, !dbg !97

has84:                                            ; preds = %and78
  %proto87 = getelementptr i8, ptr %0, i64 64, !dbg !97
  %proto88 = load i8, ptr %proto87, align 1, !dbg !97
  %118 = zext i8 %proto88 to i64, !dbg !97
  %119 = icmp eq i64 %118, 6, !dbg !97
  br i1 %119, label %and77, label %next76, !dbg !97

has89:                                            ; preds = %and77
  %dport92 = getelementptr i8, ptr %0, i64 62, !dbg !97
  %dport93 = load i16, ptr %dport92, align 2, !dbg !97
  %120 = zext i16 %dport93 to i64, !dbg !97
  %121 = icmp eq i64 %120, 22, !dbg !97
  br i1 %121, label %hit75, label %next76, !dbg !97

count.add94:                                      ; preds = %hit75
  %122 = load i64, ptr %105, align 8, !dbg !97
  %123 = add i64 %122, 1, !dbg !97
  store i64 %123, ptr %105, align 8, !dbg !97
  %124 = getelementptr i8, ptr %105, i64 8, !dbg !97
  %125 = load i64, ptr %124, align 8, !dbg !97
  %len96 = getelementptr i8, ptr %0, i64 48, !dbg !97
  %len97 = load i32, ptr %len96, align 4, !dbg !97
  %126 = zext i32 %len97 to i64, !dbg !97
  %127 = add i64 %125, %126, !dbg !97
  store i64 %127, ptr %124, align 8, !dbg !97
  br label %count.done95, !dbg !97

count.done95:                                     ; preds = %count.add94, %hit75
  ret i32 1, !dbg !97

hit98:                                            ; preds = %set.ip4, %and100
  store i32 6, ptr %key, align 4, !dbg !98
  %128 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !98
  %129 = icmp ne ptr %128, null, !dbg !98
  br i1 %129, label %count.add112, label %count.done113, !dbg !98

next99:                                           ; preds = %set.ip4, %and101, %has102, %next76
  %flags119 = getelementptr i8, ptr %0, i64 52, !dbg !99
  %flags120 = load i32, ptr %flags119, align 4, !dbg !99
  %130 = zext i32 %flags120 to i64, !dbg !99
  %131 = and i64 %130, 2, !dbg !99
  %132 = icmp ne i64 %131, 0, !dbg !99
  br i1 %132, label %next117, label %and118, !dbg !99

and100:                                           ; preds = %and101
  %family = getelementptr i8, ptr %0, i64 67, !dbg !98
  %family109 = load i8, ptr %family, align 1, !dbg !98
  %133 = zext i8 %family109 to i64, !dbg !98
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !98
  %src_hi110 = load i64, ptr %src_hi, align 8, !dbg !98
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !98
  %src_lo111 = load i64, ptr %src_lo, align 8, !dbg !98
  switch i64 %133, label %hit98 [
    i64 4, label %set.ip4
  ], !dbg !98

and101:                                           ; preds = %has102
  %flags107 = getelementptr i8, ptr %0, i64 52, !dbg !98
  %flags108 = load i32, ptr %flags107, align 4, !dbg !98
  %134 = zext i32 %flags108 to i64, !dbg !98
  %135 = and i64 %134, 12, !dbg !98
  %136 = icmp ne i64 %135, 0, !dbg !98
  br i1 %136, label %and100, label %next99, !dbg !98

has102:                                           ; preds = %next76
  %vid105 = getelementptr i8, ptr %0, i64 58, !dbg !98
  %vid106 = load i16, ptr %vid105, align 2, !dbg !98
  %137 = zext i16 %vid106 to i64, !dbg !98
  %138 = icmp eq i64 %137, 99, !dbg !98
  br i1 %138, label %and101, label %next99, !dbg !98

set.ip4:                                          ; preds = %and100
  %139 = lshr i64 %src_hi110, 32, !dbg !98
  %140 = sub i64 %139, 3325256704, !dbg !98
  %141 = icmp ule i64 %140, 255, !dbg !98
  br i1 %141, label %next99, label %hit98, !dbg !98

count.add112:                                     ; preds = %hit98
  %142 = load i64, ptr %128, align 8, !dbg !98
  %143 = add i64 %142, 1, !dbg !98
  store i64 %143, ptr %128, align 8, !dbg !98
  %144 = getelementptr i8, ptr %128, i64 8, !dbg !98
  %145 = load i64, ptr %144, align 8, !dbg !98
  %len114 = getelementptr i8, ptr %0, i64 48, !dbg !98
  %len115 = load i32, ptr %len114, align 4, !dbg !98
  %146 = zext i32 %len115 to i64, !dbg !98
  %147 = add i64 %145, %146, !dbg !98
  store i64 %147, ptr %144, align 8, !dbg !98
  br label %count.done113, !dbg !98

count.done113:                                    ; preds = %count.add112, %hit98
  ret i32 1, !dbg !98

hit116:                                           ; preds = %has121
  store i32 7, ptr %key, align 4, !dbg !99
  %148 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !99
  %149 = icmp ne ptr %148, null, !dbg !99
  br i1 %149, label %count.add126, label %count.done127, !dbg !99

next117:                                          ; preds = %has121, %and118, %next99
  %flags132 = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags133 = load i32, ptr %flags132, align 4, !dbg !100
  %150 = zext i32 %flags133 to i64, !dbg !100
  %151 = and i64 %150, 2, !dbg !100
  %152 = icmp ne i64 %151, 0, !dbg !100
  br i1 %152, label %next131, label %hit130, !dbg !100

and118:                                           ; preds = %next99
  %flags122 = getelementptr i8, ptr %0, i64 52, !dbg !99
  %flags123 = load i32, ptr %flags122, align 4, !dbg !99
  %153 = zext i32 %flags123 to i64, !dbg !99
  %154 = and i64 %153, 1, !dbg !99
  %155 = icmp ne i64 %154, 0, !dbg !99
  br i1 %155, label %has121, label %next117, !dbg !99

has121:                                           ; preds = %and118
  %ethertype124 = getelementptr i8, ptr %0, i64 56, !dbg !99
  %ethertype125 = load i16, ptr %ethertype124, align 2, !dbg !99
  %156 = zext i16 %ethertype125 to i64, !dbg !99
  %157 = icmp eq i64 %156, 35020, !dbg !99
  br i1 %157, label %hit116, label %next117, !dbg !99

count.add126:                                     ; preds = %hit116
  %158 = load i64, ptr %148, align 8, !dbg !99
  %159 = add i64 %158, 1, !dbg !99
  store i64 %159, ptr %148, align 8, !dbg !99
  %160 = getelementptr i8, ptr %148, i64 8, !dbg !99
  %161 = load i64, ptr %160, align 8, !dbg !99
  %len128 = getelementptr i8, ptr %0, i64 48, !dbg !99
  %len129 = load i32, ptr %len128, align 4, !dbg !99
  %162 = zext i32 %len129 to i64, !dbg !99
  %163 = add i64 %161, %162, !dbg !99
  store i64 %163, ptr %160, align 8, !dbg !99
  br label %count.done127, !dbg !99

count.done127:                                    ; preds = %count.add126, %hit116
  ret i32 2, !dbg !99

hit130:                                           ; preds = %next117
  store i32 8, ptr %key, align 4, !dbg !100
  %164 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !100
  %165 = icmp ne ptr %164, null, !dbg !100
  br i1 %165, label %count.add134, label %count.done135, !dbg !100

next131:                                          ; preds = %next117
  br label %continue, !dbg !100

continue:                                         ; preds = %next131, %entry
  ret i32 0, !dbg !92

count.add134:                                     ; preds = %hit130
  %166 = load i64, ptr %164, align 8, !dbg !100
  %167 = add i64 %166, 1, !dbg !100
  store i64 %167, ptr %164, align 8, !dbg !100
  %168 = getelementptr i8, ptr %164, i64 8, !dbg !100
  %169 = load i64, ptr %168, align 8, !dbg !100
  %len136 = getelementptr i8, ptr %0, i64 48, !dbg !100
  %len137 = load i32, ptr %len136, align 4, !dbg !100
  %170 = zext i32 %len137 to i64, !dbg !100
  %171 = add i64 %169, %170, !dbg !100
  store i64 %171, ptr %168, align 8, !dbg !100
  br label %count.done135, !dbg !100

count.done135:                                    ; preds = %count.add134, %hit130
  ret i32 1, !dbg !100
}

define i32 @xdpc_filter(ptr %0) section "xdp" !dbg !101 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !106
  %addr = alloca [5 x i32], align 8, !dbg !106
  %val = alloca [2 x i64], align 8, !dbg !106
  %key = alloca i32, align 8, !dbg !106
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !106
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !106
  %verdict = call i32 @xdpc_rules_0(ptr %pkt), !dbg !106
  %2 = icmp ne i32 %verdict, 0, !dbg !106
  br i1 %2, label %decided, label %undecided, !dbg !106

decided:                                          ; preds = %entry
  ret i32 %verdict, !dbg !106

undecided:                                        ; preds = %entry
  store i32 9, ptr %key, align 4, !dbg !106
  %3 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !106
  %4 = icmp ne ptr %3, null, !dbg !106
  br i1 %4, label %count.add, label %count.done, !dbg !106

count.add:                                        ; preds = %undecided
  %5 = load i64, ptr %3, align 8, !dbg !106
  %6 = add i64 %5, 1, !dbg !106
  store i64 %6, ptr %3, align 8, !dbg !106
  %7 = getelementptr i8, ptr %3, i64 8, !dbg !106
  %8 = load i64, ptr %7, align 8, !dbg !106
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !106
  %len1 = load i32, ptr %len, align 4, !dbg !106
  %9 = zext i32 %len1 to i64, !dbg !106
  %10 = add i64 %8, %9, !dbg !106
  store i64 %10, ptr %7, align 8, !dbg !106
  br label %count.done, !dbg !106

count.done:                                       ; preds = %count.add, %undecided
  ret i32 2, !dbg !106
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!101 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !102, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !104)
!102 = !DISubroutineType(flags: DIFlagPrototyped, types: !103)
!103 = !{!12, !50}
!104 = !{!105}
!105 = !DILocalVariable(name: "ctx", arg: 1, scope: !101, file: !3, line: 1, type: !50)
!106 = !DILocation(line: 1, column: 1, scope: !101)
