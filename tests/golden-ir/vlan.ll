target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0111\\012source\\011vlan.xf\\012default\\011pass\\012rule\\0110\\0111\\011drop\\011-\\011drop vla\22"
module asm "\09.ascii \22n 100;\\012rule\\0111\\0112\\011count\\0110\\011count by vlan vlan;\\012table\\0110\\0111\\011vlan\\011xdpc_\22"
module asm "\09.ascii \22t0_vlan\\012\22"
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

; Function Attrs: noinline nounwind
define i32 @xdpc_rules_0(ptr %0) #0 !dbg !87 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !92
  %val = alloca [2 x i64], align 8, !dbg !92
  %key = alloca i32, align 8, !dbg !92
  %1 = icmp eq ptr %0, null, !dbg !92
  br i1 %1, label %continue, label %rules, !dbg !92

rules:                                            ; preds = %entry
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !92
  %flags1 = load i32, ptr %flags, align 4, !dbg !92
  %2 = zext i32 %flags1 to i64, !dbg !92
  %3 = and i64 %2, 2, !dbg !92
  %4 = icmp ne i64 %3, 0, !dbg !92
  br i1 %4, label %has, label %next, !dbg !92

hit:                                              ; preds = %has
  ret i32 5, !dbg !92

next:                                             ; preds = %has, %rules
  %flags5 = getelementptr i8, ptr %0, i64 52, !dbg !93
  %flags6 = load i32, ptr %flags5, align 4, !dbg !93
  %5 = zext i32 %flags6 to i64, !dbg !93
  %6 = and i64 %5, 2, !dbg !93
  %7 = icmp ne i64 %6, 0, !dbg !93
  br i1 %7, label %hit3, label %next4, !dbg !93

has:                                              ; preds = %rules
  %vid = getelementptr i8, ptr %0, i64 58, !dbg !92
  %vid2 = load i16, ptr %vid, align 2, !dbg !92
  %8 = zext i16 %vid2 to i64, !dbg !92
  %9 = icmp eq i64 %8, 100, !dbg !92
  br i1 %9, label %hit, label %next, !dbg !92

hit3:                                             ; preds = %next
  %len = getelementptr i8, ptr %0, i64 48, !dbg !93
  %len7 = load i32, ptr %len, align 4, !dbg !93
  %10 = zext i32 %len7 to i64, !dbg !93
  %11 = call i32 @xdpc_count(i32 1, i64 %10), !dbg !93
  %flags8 = getelementptr i8, ptr %0, i64 52, !dbg !93
  %flags9 = load i32, ptr %flags8, align 4, !dbg !93
  %12 = zext i32 %flags9 to i64, !dbg !93
  %13 = and i64 %12, 2, !dbg !93
  %14 = icmp ne i64 %13, 0, !dbg !93
  br i1 %14, label %count.key, label %count.skip, !dbg !93

next4:                                            ; preds = %count.skip, %next
  br label %continue, !dbg !93

continue:                                         ; preds = %next4, %entry
  ret i32 0, !dbg !92

count.key:                                        ; preds = %hit3
  %vid10 = getelementptr i8, ptr %0, i64 58, !dbg !93
  %vid11 = load i16, ptr %vid10, align 2, !dbg !93
  %15 = zext i16 %vid11 to i64, !dbg !93
  %16 = trunc i64 %15 to i32, !dbg !93
  store i32 %16, ptr %key, align 4, !dbg !93
  %17 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_vlan, ptr %key), !dbg !93
  %18 = icmp ne ptr %17, null, !dbg !93
  br i1 %18, label %count.add, label %count.done, !dbg !93

count.skip:                                       ; preds = %count.done, %hit3
  br label %next4, !dbg !93

count.add:                                        ; preds = %count.key
  %19 = load i64, ptr %17, align 8, !dbg !93
  %20 = add i64 %19, 1, !dbg !93
  store i64 %20, ptr %17, align 8, !dbg !93
  %21 = getelementptr i8, ptr %17, i64 8, !dbg !93
  %22 = load i64, ptr %21, align 8, !dbg !93
  %len12 = getelementptr i8, ptr %0, i64 48, !dbg !93
  %len13 = load i32, ptr %len12, align 4, !dbg !93
  %23 = zext i32 %len13 to i64, !dbg !93
  %24 = add i64 %22, %23, !dbg !93
  store i64 %24, ptr %21, align 8, !dbg !93
  br label %count.done, !dbg !93

count.done:                                       ; preds = %count.add, %count.key
  br label %count.skip, !dbg !93
}

; Function Attrs: noinline nounwind
define i32 @xdpc_count(i32 %0, i64 %1) #0 !dbg !94 {
entry:
  %key = alloca i32, align 8, !dbg !100
  store i32 %0, ptr %key, align 4, !dbg !100
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !100
  %3 = icmp ne ptr %2, null, !dbg !100
  br i1 %3, label %count.add, label %count.done, !dbg !100

count.add:                                        ; preds = %entry
  %4 = load i64, ptr %2, align 8, !dbg !100
  %5 = add i64 %4, 1, !dbg !100
  store i64 %5, ptr %2, align 8, !dbg !100
  %6 = getelementptr i8, ptr %2, i64 8, !dbg !100
  %7 = load i64, ptr %6, align 8, !dbg !100
  %8 = add i64 %7, %1, !dbg !100
  store i64 %8, ptr %6, align 8, !dbg !100
  br label %count.done, !dbg !100

count.done:                                       ; preds = %count.add, %entry
  ret i32 0, !dbg !100
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #2 section "xdp" !dbg !101 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !106
  %addr = alloca [5 x i32], align 8, !dbg !106
  %val = alloca [2 x i64], align 8, !dbg !106
  %key = alloca i32, align 8, !dbg !106
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !106
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !106
  %verdict1 = call i32 @xdpc_rules_0(ptr %pkt), !dbg !106
  %2 = icmp ne i32 %verdict1, 0, !dbg !106
  br i1 %2, label %decided, label %undecided, !dbg !106

undecided:                                        ; preds = %entry
  %len3 = getelementptr i8, ptr %pkt, i64 48, !dbg !106
  %len4 = load i32, ptr %len3, align 4, !dbg !106
  %3 = zext i32 %len4 to i64, !dbg !106
  %4 = call i32 @xdpc_count(i32 2, i64 %3), !dbg !106
  ret i32 2, !dbg !106

decided:                                          ; preds = %entry
  %verdict = phi i32 [ %verdict1, %entry ], !dbg !106
  %5 = lshr i32 %verdict, 2, !dbg !106
  %rule = sub i32 %5, 1, !dbg !106
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !106
  %len2 = load i32, ptr %len, align 4, !dbg !106
  %6 = zext i32 %len2 to i64, !dbg !106
  %7 = call i32 @xdpc_count(i32 %rule, i64 %6), !dbg !106
  %action = and i32 %verdict, 3, !dbg !106
  ret i32 %action, !dbg !106
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }
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
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 96, align: 32, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 3, lowerBound: 0)
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
!87 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 1, type: !88, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !90)
!88 = !DISubroutineType(flags: DIFlagPrototyped, types: !89)
!89 = !{!12, !59}
!90 = !{!91}
!91 = !DILocalVariable(name: "pkt", arg: 1, scope: !87, file: !3, line: 1, type: !59)
!92 = !DILocation(line: 1, column: 1, scope: !87)
!93 = !DILocation(line: 2, column: 1, scope: !87)
!94 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !95, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !97)
!95 = !DISubroutineType(flags: DIFlagPrototyped, types: !96)
!96 = !{!12, !22, !29}
!97 = !{!98, !99}
!98 = !DILocalVariable(name: "rule", arg: 1, scope: !94, file: !3, line: 1, type: !22)
!99 = !DILocalVariable(name: "len", arg: 2, scope: !94, file: !3, line: 1, type: !29)
!100 = !DILocation(line: 1, column: 1, scope: !94)
!101 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !102, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !104)
!102 = !DISubroutineType(flags: DIFlagPrototyped, types: !103)
!103 = !{!12, !50}
!104 = !{!105}
!105 = !DILocalVariable(name: "ctx", arg: 1, scope: !101, file: !3, line: 1, type: !50)
!106 = !DILocation(line: 1, column: 1, scope: !101)
