target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0111\\012source\\011default-drop.xf\\012default\\011drop\\012rule\\0110\\0112\\011pass\\011-\\011\22"
module asm "\09.ascii \22pass arp;\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !5

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !38 {
  ; (frame parser body: see frame-parser.ll)
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #1

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
  br label %continue, !dbg !84

continue:                                         ; preds = %next, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !84
  ret i32 %best1, !dbg !84

has:                                              ; preds = %rules
  %ethertype = getelementptr i8, ptr %0, i64 56, !dbg !84
  %ethertype3 = load i16, ptr %ethertype, align 2, !dbg !84
  %6 = zext i16 %ethertype3 to i64, !dbg !84
  %7 = icmp eq i64 %6, 2054, !dbg !84
  br i1 %7, label %hit, label %next, !dbg !84
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #2 section "xdp" !dbg !85 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !90
  %addr = alloca [5 x i32], align 8, !dbg !90
  %val = alloca [2 x i64], align 8, !dbg !90
  %key = alloca i32, align 8, !dbg !90
  %best = alloca i32, align 8, !dbg !90
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !90
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !90
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0), !dbg !90
  %2 = icmp ne i32 %best1, 0, !dbg !90
  br i1 %2, label %decided, label %undecided, !dbg !90

undecided:                                        ; preds = %entry
  %len3 = getelementptr i8, ptr %pkt, i64 48, !dbg !90
  %len4 = load i32, ptr %len3, align 4, !dbg !90
  %3 = zext i32 %len4 to i64, !dbg !90
  %4 = call i32 @xdpc_count(i32 1, i64 %3), !dbg !90
  ret i32 1, !dbg !90

decided:                                          ; preds = %entry
  %verdict = phi i32 [ %best1, %entry ], !dbg !90
  %5 = lshr i32 %verdict, 2, !dbg !90
  %rule = sub i32 %5, 1, !dbg !90
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !90
  %len2 = load i32, ptr %len, align 4, !dbg !90
  %6 = zext i32 %len2 to i64, !dbg !90
  %7 = call i32 @xdpc_count(i32 %rule, i64 %6), !dbg !90
  %action = and i32 %verdict, 3, !dbg !90
  ret i32 %action, !dbg !90
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind
define i32 @xdpc_count(i32 %0, i64 %1) #0 !dbg !91 {
entry:
  %key = alloca i32, align 8, !dbg !97
  store i32 %0, ptr %key, align 4, !dbg !97
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !97
  %3 = icmp ne ptr %2, null, !dbg !97
  br i1 %3, label %count.add, label %count.done, !dbg !97

count.add:                                        ; preds = %entry
  %4 = load i64, ptr %2, align 8, !dbg !97
  %5 = add i64 %4, 1, !dbg !97
  store i64 %5, ptr %2, align 8, !dbg !97
  %6 = getelementptr i8, ptr %2, i64 8, !dbg !97
  %7 = load i64, ptr %6, align 8, !dbg !97
  %8 = add i64 %7, %1, !dbg !97
  store i64 %8, ptr %6, align 8, !dbg !97
  br label %count.done, !dbg !97

count.done:                                       ; preds = %count.add, %entry
  ret i32 0, !dbg !97
}

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!36, !37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !11, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "default-drop.xf", directory: ".")
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
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 64, align: 32, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 2, lowerBound: 0)
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
!78 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 2, type: !79, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !81)
!79 = !DISubroutineType(flags: DIFlagPrototyped, types: !80)
!80 = !{!16, !50, !26}
!81 = !{!82, !83}
!82 = !DILocalVariable(name: "pkt", arg: 1, scope: !78, file: !3, line: 2, type: !50)
!83 = !DILocalVariable(name: "best", arg: 2, scope: !78, file: !3, line: 2, type: !26)
!84 = !DILocation(line: 2, column: 1, scope: !78)
!85 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !86, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !88)
!86 = !DISubroutineType(flags: DIFlagPrototyped, types: !87)
!87 = !{!16, !41}
!88 = !{!89}
!89 = !DILocalVariable(name: "ctx", arg: 1, scope: !85, file: !3, line: 1, type: !41)
!90 = !DILocation(line: 1, column: 1, scope: !85)
!91 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !92, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!92 = !DISubroutineType(flags: DIFlagPrototyped, types: !93)
!93 = !{!16, !26, !33}
!94 = !{!95, !96}
!95 = !DILocalVariable(name: "rule", arg: 1, scope: !91, file: !3, line: 1, type: !26)
!96 = !DILocalVariable(name: "len", arg: 2, scope: !91, file: !3, line: 1, type: !33)
!97 = !DILocation(line: 1, column: 1, scope: !91)
