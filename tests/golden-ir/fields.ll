target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0111\\012source\\011fields.xf\\012default\\011pass\\012rule\\0110\\0114\\011count\\0110\\011count\22"
module asm "\09.ascii \22 by icmp-type;\\012rule\\0111\\0115\\011drop\\011-\\011drop icmp type echo-request;\\012rule\22"
module asm "\09.ascii \22\\0112\\0116\\011drop\\011-\\011drop icmpv6 type nd-neighbor-solicit icmpv6 code 0;\\012\22"
module asm "\09.ascii \22rule\\0113\\0117\\011drop\\011-\\011drop ip dscp ef;\\012rule\\0114\\0118\\011drop\\011-\\011drop ip ecn ce;\22"
module asm "\09.ascii \22\\012rule\\0115\\0119\\011drop\\011-\\011drop ipv4 flags df / df,mf;\\012rule\\0116\\01110\\011drop\\011-\\011dr\22"
module asm "\09.ascii \22op ip length > 1000;\\012rule\\0117\\01111\\011drop\\011-\\011drop ipv6 flowlabel 0x1234\22"
module asm "\09.ascii \225;\\012rule\\0118\\01112\\011drop\\011-\\011drop udp length < 9;\\012rule\\0119\\01113\\011drop\\011-\\011drop t\22"
module asm "\09.ascii \22cp window 0;\\012rule\\01110\\01114\\011drop\\011-\\011drop tcp flags syn / syn,ack;\\012tab\22"
module asm "\09.ascii \22le\\0110\\0110\\011icmp_type\\011xdpc_t0_icmp_type\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_t0_icmp_type = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !5
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

; Function Attrs: noinline nounwind
define i32 @xdpc_rules_0(ptr %0, i32 %1) #0 !dbg !100 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !106
  %val = alloca [2 x i64], align 8, !dbg !106
  %key = alloca i32, align 8, !dbg !106
  %best = alloca i32, align 8, !dbg !106
  store i32 %1, ptr %best, align 4, !dbg !106
  %2 = icmp eq ptr %0, null, !dbg !106
  br i1 %2, label %continue, label %rules, !dbg !106

rules:                                            ; preds = %entry
  br label %hit, !dbg !106

hit:                                              ; preds = %rules
  %len = getelementptr i8, ptr %0, i64 48, !dbg !106
  %len2 = load i32, ptr %len, align 4, !dbg !106
  %3 = zext i32 %len2 to i64, !dbg !106
  %4 = call i32 @xdpc_count(i32 0, i64 %3), !dbg !106
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !106
  %flags3 = load i32, ptr %flags, align 4, !dbg !106
  %5 = zext i32 %flags3 to i64, !dbg !106
  %6 = and i64 %5, 512, !dbg !106
  %7 = icmp ne i64 %6, 0, !dbg !106
  %flags4 = getelementptr i8, ptr %0, i64 52, !dbg !106
  %flags5 = load i32, ptr %flags4, align 4, !dbg !106
  %8 = zext i32 %flags5 to i64, !dbg !106
  %9 = and i64 %8, 768, !dbg !106
  %10 = icmp ne i64 %9, 0, !dbg !106
  br i1 %10, label %count.key, label %count.skip, !dbg !106

next:                                             ; preds = %count.skip
  %flags11 = getelementptr i8, ptr %0, i64 52, !dbg !107
  %flags12 = load i32, ptr %flags11, align 4, !dbg !107
  %11 = zext i32 %flags12 to i64, !dbg !107
  %12 = and i64 %11, 256, !dbg !107
  %13 = icmp ne i64 %12, 0, !dbg !107
  br i1 %13, label %has, label %next10, !dbg !107

count.key:                                        ; preds = %hit
  %14 = select i1 %7, i64 256, i64 0, !dbg !106
  %icmptype = getelementptr i8, ptr %0, i64 101, !dbg !106
  %icmptype6 = load i8, ptr %icmptype, align 1, !dbg !106
  %15 = zext i8 %icmptype6 to i64, !dbg !106
  %16 = or i64 %15, %14, !dbg !106
  %17 = trunc i64 %16 to i32, !dbg !106
  store i32 %17, ptr %key, align 4, !dbg !106
  %18 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_icmp_type, ptr %key), !dbg !106
  %19 = icmp ne ptr %18, null, !dbg !106
  br i1 %19, label %count.add, label %count.done, !dbg !106

count.skip:                                       ; preds = %count.done, %hit
  br label %next, !dbg !106

count.add:                                        ; preds = %count.key
  %20 = load i64, ptr %18, align 8, !dbg !106
  %21 = add i64 %20, 1, !dbg !106
  store i64 %21, ptr %18, align 8, !dbg !106
  %22 = getelementptr i8, ptr %18, i64 8, !dbg !106
  %23 = load i64, ptr %22, align 8, !dbg !106
  %len7 = getelementptr i8, ptr %0, i64 48, !dbg !106
  %len8 = load i32, ptr %len7, align 4, !dbg !106
  %24 = zext i32 %len8 to i64, !dbg !106
  %25 = add i64 %23, %24, !dbg !106
  store i64 %25, ptr %22, align 8, !dbg !106
  br label %count.done, !dbg !106

count.done:                                       ; preds = %count.add, %count.key
  br label %count.skip, !dbg !106

hit9:                                             ; preds = %has
  ret i32 9, !dbg !107

next10:                                           ; preds = %has, %next
  %flags18 = getelementptr i8, ptr %0, i64 52, !dbg !108
  %flags19 = load i32, ptr %flags18, align 4, !dbg !108
  %26 = zext i32 %flags19 to i64, !dbg !108
  %27 = and i64 %26, 512, !dbg !108
  %28 = icmp ne i64 %27, 0, !dbg !108
  br i1 %28, label %has17, label %next16, !dbg !108

has:                                              ; preds = %next
  %icmptype13 = getelementptr i8, ptr %0, i64 101, !dbg !107
  %icmptype14 = load i8, ptr %icmptype13, align 1, !dbg !107
  %29 = zext i8 %icmptype14 to i64, !dbg !107
  %30 = and i64 %29, 255, !dbg !107
  %31 = icmp eq i64 %30, 8, !dbg !107
  br i1 %31, label %hit9, label %next10, !dbg !107

hit15:                                            ; preds = %has22
  ret i32 13, !dbg !108

next16:                                           ; preds = %has22, %and, %has17, %next10
  %flags29 = getelementptr i8, ptr %0, i64 52, !dbg !109
  %flags30 = load i32, ptr %flags29, align 4, !dbg !109
  %32 = zext i32 %flags30 to i64, !dbg !109
  %33 = and i64 %32, 12, !dbg !109
  %34 = icmp ne i64 %33, 0, !dbg !109
  br i1 %34, label %has28, label %next27, !dbg !109

and:                                              ; preds = %has17
  %flags23 = getelementptr i8, ptr %0, i64 52, !dbg !108
  %flags24 = load i32, ptr %flags23, align 4, !dbg !108
  %35 = zext i32 %flags24 to i64, !dbg !108
  %36 = and i64 %35, 512, !dbg !108
  %37 = icmp ne i64 %36, 0, !dbg !108
  br i1 %37, label %has22, label %next16, !dbg !108

has17:                                            ; preds = %next10
  %icmptype20 = getelementptr i8, ptr %0, i64 101, !dbg !108
  %icmptype21 = load i8, ptr %icmptype20, align 1, !dbg !108
  %38 = zext i8 %icmptype21 to i64, !dbg !108
  %39 = and i64 %38, 255, !dbg !108
  %40 = icmp eq i64 %39, 135, !dbg !108
  br i1 %40, label %and, label %next16, !dbg !108

has22:                                            ; preds = %and
  %icmpcode = getelementptr i8, ptr %0, i64 102, !dbg !108
  %icmpcode25 = load i8, ptr %icmpcode, align 1, !dbg !108
  %41 = zext i8 %icmpcode25 to i64, !dbg !108
  %42 = and i64 %41, 255, !dbg !108
  %43 = icmp eq i64 %42, 0, !dbg !108
  br i1 %43, label %hit15, label %next16, !dbg !108

hit26:                                            ; preds = %has28
  ret i32 17, !dbg !109

next27:                                           ; preds = %has28, %next16
  %flags35 = getelementptr i8, ptr %0, i64 52, !dbg !110
  %flags36 = load i32, ptr %flags35, align 4, !dbg !110
  %44 = zext i32 %flags36 to i64, !dbg !110
  %45 = and i64 %44, 12, !dbg !110
  %46 = icmp ne i64 %45, 0, !dbg !110
  br i1 %46, label %has34, label %next33, !dbg !110

has28:                                            ; preds = %next16
  %tos = getelementptr i8, ptr %0, i64 100, !dbg !109
  %tos31 = load i8, ptr %tos, align 1, !dbg !109
  %47 = zext i8 %tos31 to i64, !dbg !109
  %48 = lshr i64 %47, 2, !dbg !109
  %49 = and i64 %48, 63, !dbg !109
  %50 = icmp eq i64 %49, 46, !dbg !109
  br i1 %50, label %hit26, label %next27, !dbg !109

hit32:                                            ; preds = %has34
  ret i32 21, !dbg !110

next33:                                           ; preds = %has34, %next27
  %flags42 = getelementptr i8, ptr %0, i64 52, !dbg !111
  %flags43 = load i32, ptr %flags42, align 4, !dbg !111
  %51 = zext i32 %flags43 to i64, !dbg !111
  %52 = and i64 %51, 4, !dbg !111
  %53 = icmp ne i64 %52, 0, !dbg !111
  br i1 %53, label %has41, label %next40, !dbg !111

has34:                                            ; preds = %next27
  %tos37 = getelementptr i8, ptr %0, i64 100, !dbg !110
  %tos38 = load i8, ptr %tos37, align 1, !dbg !110
  %54 = zext i8 %tos38 to i64, !dbg !110
  %55 = and i64 %54, 3, !dbg !110
  %56 = icmp eq i64 %55, 3, !dbg !110
  br i1 %56, label %hit32, label %next33, !dbg !110

hit39:                                            ; preds = %has41
  ret i32 25, !dbg !111

next40:                                           ; preds = %has41, %next33
  %flags48 = getelementptr i8, ptr %0, i64 52, !dbg !112
  %flags49 = load i32, ptr %flags48, align 4, !dbg !112
  %57 = zext i32 %flags49 to i64, !dbg !112
  %58 = and i64 %57, 12, !dbg !112
  %59 = icmp ne i64 %58, 0, !dbg !112
  br i1 %59, label %has47, label %next46, !dbg !112

has41:                                            ; preds = %next33
  %ip4frag = getelementptr i8, ptr %0, i64 88, !dbg !111
  %ip4frag44 = load i16, ptr %ip4frag, align 2, !dbg !111
  %60 = zext i16 %ip4frag44 to i64, !dbg !111
  %61 = lshr i64 %60, 13, !dbg !111
  %62 = and i64 %61, 3, !dbg !111
  %63 = icmp eq i64 %62, 2, !dbg !111
  br i1 %63, label %hit39, label %next40, !dbg !111

hit45:                                            ; preds = %has47
  ret i32 29, !dbg !112

next46:                                           ; preds = %has47, %next40
  %flags54 = getelementptr i8, ptr %0, i64 52, !dbg !113
  %flags55 = load i32, ptr %flags54, align 4, !dbg !113
  %64 = zext i32 %flags55 to i64, !dbg !113
  %65 = and i64 %64, 8, !dbg !113
  %66 = icmp ne i64 %65, 0, !dbg !113
  br i1 %66, label %has53, label %next52, !dbg !113

has47:                                            ; preds = %next40
  %iplen = getelementptr i8, ptr %0, i64 80, !dbg !112
  %iplen50 = load i32, ptr %iplen, align 4, !dbg !112
  %67 = zext i32 %iplen50 to i64, !dbg !112
  %68 = and i64 %67, 131071, !dbg !112
  %69 = icmp ugt i64 %68, 1000, !dbg !112
  br i1 %69, label %hit45, label %next46, !dbg !112

hit51:                                            ; preds = %has53
  ret i32 33, !dbg !113

next52:                                           ; preds = %has53, %next46
  %flags60 = getelementptr i8, ptr %0, i64 52, !dbg !114
  %flags61 = load i32, ptr %flags60, align 4, !dbg !114
  %70 = zext i32 %flags61 to i64, !dbg !114
  %71 = and i64 %70, 1024, !dbg !114
  %72 = icmp ne i64 %71, 0, !dbg !114
  br i1 %72, label %has59, label %next58, !dbg !114

has53:                                            ; preds = %next46
  %flow = getelementptr i8, ptr %0, i64 84, !dbg !113
  %flow56 = load i32, ptr %flow, align 4, !dbg !113
  %73 = zext i32 %flow56 to i64, !dbg !113
  %74 = and i64 %73, 1048575, !dbg !113
  %75 = icmp eq i64 %74, 74565, !dbg !113
  br i1 %75, label %hit51, label %next52, !dbg !113

hit57:                                            ; preds = %has59
  ret i32 37, !dbg !114

next58:                                           ; preds = %has59, %next52
  %flags66 = getelementptr i8, ptr %0, i64 52, !dbg !115
  %flags67 = load i32, ptr %flags66, align 4, !dbg !115
  %76 = zext i32 %flags67 to i64, !dbg !115
  %77 = and i64 %76, 128, !dbg !115
  %78 = icmp ne i64 %77, 0, !dbg !115
  br i1 %78, label %has65, label %next64, !dbg !115

has59:                                            ; preds = %next52
  %udplen = getelementptr i8, ptr %0, i64 90, !dbg !114
  %udplen62 = load i16, ptr %udplen, align 2, !dbg !114
  %79 = zext i16 %udplen62 to i64, !dbg !114
  %80 = and i64 %79, 65535, !dbg !114
  %81 = icmp ult i64 %80, 9, !dbg !114
  br i1 %81, label %hit57, label %next58, !dbg !114

hit63:                                            ; preds = %has65
  ret i32 41, !dbg !115

next64:                                           ; preds = %has65, %next58
  %flags72 = getelementptr i8, ptr %0, i64 52, !dbg !116
  %flags73 = load i32, ptr %flags72, align 4, !dbg !116
  %82 = zext i32 %flags73 to i64, !dbg !116
  %83 = and i64 %82, 128, !dbg !116
  %84 = icmp ne i64 %83, 0, !dbg !116
  br i1 %84, label %has71, label %next70, !dbg !116

has65:                                            ; preds = %next58
  %tcpwin = getelementptr i8, ptr %0, i64 92, !dbg !115
  %tcpwin68 = load i16, ptr %tcpwin, align 2, !dbg !115
  %85 = zext i16 %tcpwin68 to i64, !dbg !115
  %86 = and i64 %85, 65535, !dbg !115
  %87 = icmp eq i64 %86, 0, !dbg !115
  br i1 %87, label %hit63, label %next64, !dbg !115

hit69:                                            ; preds = %has71
  ret i32 45, !dbg !116

next70:                                           ; preds = %has71, %next64
  br label %continue, !dbg !116

continue:                                         ; preds = %next70, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !106
  ret i32 %best1, !dbg !106

has71:                                            ; preds = %next64
  %tcpflags = getelementptr i8, ptr %0, i64 66, !dbg !116
  %tcpflags74 = load i8, ptr %tcpflags, align 1, !dbg !116
  %88 = zext i8 %tcpflags74 to i64, !dbg !116
  %89 = and i64 %88, 18, !dbg !116
  %90 = icmp eq i64 %89, 2, !dbg !116
  br i1 %90, label %hit69, label %next70, !dbg !116
}

; Function Attrs: noinline nounwind
define i32 @xdpc_count(i32 %0, i64 %1) #0 !dbg !117 {
entry:
  %key = alloca i32, align 8, !dbg !123
  store i32 %0, ptr %key, align 4, !dbg !123
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !123
  %3 = icmp ne ptr %2, null, !dbg !123
  br i1 %3, label %count.add, label %count.done, !dbg !123

count.add:                                        ; preds = %entry
  %4 = load i64, ptr %2, align 8, !dbg !123
  %5 = add i64 %4, 1, !dbg !123
  store i64 %5, ptr %2, align 8, !dbg !123
  %6 = getelementptr i8, ptr %2, i64 8, !dbg !123
  %7 = load i64, ptr %6, align 8, !dbg !123
  %8 = add i64 %7, %1, !dbg !123
  store i64 %8, ptr %6, align 8, !dbg !123
  br label %count.done, !dbg !123

count.done:                                       ; preds = %count.add, %entry
  ret i32 0, !dbg !123
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !124 {
entry:
  %pkt = alloca [104 x i8], align 8, !dbg !129
  %addr = alloca [5 x i32], align 8, !dbg !129
  %val = alloca [2 x i64], align 8, !dbg !129
  %key = alloca i32, align 8, !dbg !129
  %best = alloca i32, align 8, !dbg !129
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 104, i1 false), !dbg !129
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !129
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0), !dbg !129
  %2 = icmp ne i32 %best1, 0, !dbg !129
  br i1 %2, label %decided, label %undecided, !dbg !129

undecided:                                        ; preds = %entry
  %len3 = getelementptr i8, ptr %pkt, i64 48, !dbg !129
  %len4 = load i32, ptr %len3, align 4, !dbg !129
  %3 = zext i32 %len4 to i64, !dbg !129
  %4 = call i32 @xdpc_count(i32 11, i64 %3), !dbg !129
  ret i32 2, !dbg !129

decided:                                          ; preds = %entry
  %verdict = phi i32 [ %best1, %entry ], !dbg !129
  %5 = lshr i32 %verdict, 2, !dbg !129
  %rule = sub i32 %5, 1, !dbg !129
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !129
  %len2 = load i32, ptr %len, align 4, !dbg !129
  %6 = zext i32 %len2 to i64, !dbg !129
  %7 = call i32 @xdpc_count(i32 %rule, i64 %6), !dbg !129
  %action = and i32 %verdict, 3, !dbg !129
  ret i32 %action, !dbg !129
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
!3 = !DIFile(filename: "fields.xf", directory: ".")
!4 = !{!0, !5, !32}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "xdpc_t0_icmp_type", linkageName: "xdpc_t0_icmp_type", scope: !2, file: !3, type: !7, isLocal: false, isDefinition: true)
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
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 16384, align: 32, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 512, lowerBound: 0)
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
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 384, align: 32, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 12, lowerBound: 0)
!45 = !{i32 2, !"Debug Info Version", i32 3}
!46 = !{i32 2, !"Dwarf Version", i32 5}
!47 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !48, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !96)
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
!60 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 832, align: 64, elements: !61)
!61 = !{!62, !63, !64, !65, !66, !67, !68, !69, !70, !73, !74, !75, !76, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95}
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
!83 = !DIDerivedType(tag: DW_TAG_member, name: "sig", file: !3, baseType: !29, size: 64, align: 64, offset: 576)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "iplen", file: !3, baseType: !22, size: 32, align: 32, offset: 640)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "flow", file: !3, baseType: !22, size: 32, align: 32, offset: 672)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "ip4frag", file: !3, baseType: !71, size: 16, align: 16, offset: 704)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "udplen", file: !3, baseType: !71, size: 16, align: 16, offset: 720)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "tcpwin", file: !3, baseType: !71, size: 16, align: 16, offset: 736)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "l3off", file: !3, baseType: !71, size: 16, align: 16, offset: 752)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "l4off", file: !3, baseType: !71, size: 16, align: 16, offset: 768)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "payoff", file: !3, baseType: !71, size: 16, align: 16, offset: 784)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "tos", file: !3, baseType: !77, size: 8, align: 8, offset: 800)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "icmptype", file: !3, baseType: !77, size: 8, align: 8, offset: 808)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "icmpcode", file: !3, baseType: !77, size: 8, align: 8, offset: 816)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "pad2", file: !3, baseType: !77, size: 8, align: 8, offset: 824)
!96 = !{!97, !98}
!97 = !DILocalVariable(name: "ctx", arg: 1, scope: !47, file: !3, line: 1, type: !50)
!98 = !DILocalVariable(name: "pkt", arg: 2, scope: !47, file: !3, line: 1, type: !59)
!99 = !DILocation(line: 1, column: 1, scope: !47)
!100 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 4, type: !101, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !103)
!101 = !DISubroutineType(flags: DIFlagPrototyped, types: !102)
!102 = !{!12, !59, !22}
!103 = !{!104, !105}
!104 = !DILocalVariable(name: "pkt", arg: 1, scope: !100, file: !3, line: 4, type: !59)
!105 = !DILocalVariable(name: "best", arg: 2, scope: !100, file: !3, line: 4, type: !22)
!106 = !DILocation(line: 4, column: 1, scope: !100)
!107 = !DILocation(line: 5, column: 1, scope: !100)
!108 = !DILocation(line: 6, column: 1, scope: !100)
!109 = !DILocation(line: 7, column: 1, scope: !100)
!110 = !DILocation(line: 8, column: 1, scope: !100)
!111 = !DILocation(line: 9, column: 1, scope: !100)
!112 = !DILocation(line: 10, column: 1, scope: !100)
!113 = !DILocation(line: 11, column: 1, scope: !100)
!114 = !DILocation(line: 12, column: 1, scope: !100)
!115 = !DILocation(line: 13, column: 1, scope: !100)
!116 = !DILocation(line: 14, column: 1, scope: !100)
!117 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !118, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !120)
!118 = !DISubroutineType(flags: DIFlagPrototyped, types: !119)
!119 = !{!12, !22, !29}
!120 = !{!121, !122}
!121 = !DILocalVariable(name: "rule", arg: 1, scope: !117, file: !3, line: 1, type: !22)
!122 = !DILocalVariable(name: "len", arg: 2, scope: !117, file: !3, line: 1, type: !29)
!123 = !DILocation(line: 1, column: 1, scope: !117)
!124 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !125, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !127)
!125 = !DISubroutineType(flags: DIFlagPrototyped, types: !126)
!126 = !{!12, !50}
!127 = !{!128}
!128 = !DILocalVariable(name: "ctx", arg: 1, scope: !124, file: !3, line: 1, type: !50)
!129 = !DILocation(line: 1, column: 1, scope: !124)
