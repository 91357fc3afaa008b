target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0113\\012source\\011vlan.xf\\012default\\011pass\\012rule\\0110\\0111\\011drop\\011-\\011drop vla\22"
module asm "\09.ascii \22n 100;\\012rule\\0111\\0112\\011count\\0110\\011count by vlan vlan;\\012table\\0110\\0111\\011vlan\\011xdpc_\22"
module asm "\09.ascii \22t0_vlan\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_t0_vlan = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !5
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !32

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !53 {
  ; (frame parser body: see frame-parser.ll)
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: noinline nounwind
define i32 @xdpc_rules_0(ptr %0, i32 %1, ptr %2) #0 !dbg !93 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !100
  %val = alloca [2 x i64], align 8, !dbg !100
  %key = alloca i32, align 8, !dbg !100
  %best = alloca i32, align 8, !dbg !100
  store i32 %1, ptr %best, align 4, !dbg !100
  %3 = icmp eq ptr %0, null, !dbg !100
  %4 = icmp eq ptr %2, null, !dbg !100
  %5 = or i1 %3, %4, !dbg !100
  br i1 %5, label %continue, label %rules, !dbg !100

rules:                                            ; preds = %entry
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags2 = load i32, ptr %flags, align 4, !dbg !100
  %6 = zext i32 %flags2 to i64, !dbg !100
  %7 = and i64 %6, 2, !dbg !100
  %8 = icmp ne i64 %7, 0, !dbg !100
  br i1 %8, label %has, label %next, !dbg !100

hit:                                              ; preds = %has
  ret i32 5, !dbg !100

next:                                             ; preds = %has, %rules
  %flags6 = getelementptr i8, ptr %0, i64 52, !dbg !101
  %flags7 = load i32, ptr %flags6, align 4, !dbg !101
  %9 = zext i32 %flags7 to i64, !dbg !101
  %10 = and i64 %9, 2, !dbg !101
  %11 = icmp ne i64 %10, 0, !dbg !101
  br i1 %11, label %hit4, label %next5, !dbg !101

has:                                              ; preds = %rules
  %vid = getelementptr i8, ptr %0, i64 58, !dbg !100
  %vid3 = load i16, ptr %vid, align 2, !dbg !100
  %12 = zext i16 %vid3 to i64, !dbg !100
  %13 = icmp eq i64 %12, 100, !dbg !100
  br i1 %13, label %hit, label %next, !dbg !100

hit4:                                             ; preds = %next
  %counter = getelementptr i8, ptr %2, i64 16, !dbg !101
  %14 = load i64, ptr %counter, align 8, !dbg !101
  %15 = add i64 %14, 1, !dbg !101
  store i64 %15, ptr %counter, align 8, !dbg !101
  %16 = getelementptr i8, ptr %counter, i64 8, !dbg !101
  %17 = load i64, ptr %16, align 8, !dbg !101
  %len = getelementptr i8, ptr %0, i64 48, !dbg !101
  %len8 = load i32, ptr %len, align 4, !dbg !101
  %18 = zext i32 %len8 to i64, !dbg !101
  %19 = add i64 %17, %18, !dbg !101
  store i64 %19, ptr %16, align 8, !dbg !101
  %flags9 = getelementptr i8, ptr %0, i64 52, !dbg !101
  %flags10 = load i32, ptr %flags9, align 4, !dbg !101
  %20 = zext i32 %flags10 to i64, !dbg !101
  %21 = and i64 %20, 2, !dbg !101
  %22 = icmp ne i64 %21, 0, !dbg !101
  br i1 %22, label %count.key, label %count.skip, !dbg !101

next5:                                            ; preds = %count.skip, %next
  br label %continue, !dbg !101

continue:                                         ; preds = %next5, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !100
  ret i32 %best1, !dbg !100

count.key:                                        ; preds = %hit4
  %vid11 = getelementptr i8, ptr %0, i64 58, !dbg !101
  %vid12 = load i16, ptr %vid11, align 2, !dbg !101
  %23 = zext i16 %vid12 to i64, !dbg !101
  %24 = trunc i64 %23 to i32, !dbg !101
  store i32 %24, ptr %key, align 4, !dbg !101
  %25 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_vlan, ptr %key), !dbg !101
  %26 = icmp ne ptr %25, null, !dbg !101
  br i1 %26, label %count.add, label %count.done, !dbg !101

count.skip:                                       ; preds = %count.done, %hit4
  br label %next5, !dbg !101

count.add:                                        ; preds = %count.key
  %27 = load i64, ptr %25, align 8, !dbg !101
  %28 = add i64 %27, 1, !dbg !101
  store i64 %28, ptr %25, align 8, !dbg !101
  %29 = getelementptr i8, ptr %25, i64 8, !dbg !101
  %30 = load i64, ptr %29, align 8, !dbg !101
  %len13 = getelementptr i8, ptr %0, i64 48, !dbg !101
  %len14 = load i32, ptr %len13, align 4, !dbg !101
  %31 = zext i32 %len14 to i64, !dbg !101
  %32 = add i64 %30, %31, !dbg !101
  store i64 %32, ptr %29, align 8, !dbg !101
  br label %count.done, !dbg !101

count.done:                                       ; preds = %count.add, %count.key
  br label %count.skip, !dbg !101
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #2 section "xdp" !dbg !102 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !107
  %addr = alloca [5 x i32], align 8, !dbg !107
  %val = alloca [2 x i64], align 8, !dbg !107
  %key = alloca i32, align 8, !dbg !107
  %best = alloca i32, align 8, !dbg !107
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !107
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !107
  store i32 0, ptr %key, align 4, !dbg !107
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !107
  %3 = icmp eq ptr %2, null, !dbg !107
  br i1 %3, label %no.counters, label %counters, !dbg !107

no.counters:                                      ; preds = %entry
  ret i32 2, !dbg !107

counters:                                         ; preds = %entry
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0, ptr %2), !dbg !107
  %4 = icmp ne i32 %best1, 0, !dbg !107
  br i1 %4, label %decided, label %undecided, !dbg !107

undecided:                                        ; preds = %counters
  %counter3 = getelementptr i8, ptr %2, i64 32, !dbg !107
  %5 = load i64, ptr %counter3, align 8, !dbg !107
  %6 = add i64 %5, 1, !dbg !107
  store i64 %6, ptr %counter3, align 8, !dbg !107
  %7 = getelementptr i8, ptr %counter3, i64 8, !dbg !107
  %8 = load i64, ptr %7, align 8, !dbg !107
  %len4 = getelementptr i8, ptr %pkt, i64 48, !dbg !107
  %len5 = load i32, ptr %len4, align 4, !dbg !107
  %9 = zext i32 %len5 to i64, !dbg !107
  %10 = add i64 %8, %9, !dbg !107
  store i64 %10, ptr %7, align 8, !dbg !107
  ret i32 2, !dbg !107

decided:                                          ; preds = %counters
  %verdict = phi i32 [ %best1, %counters ], !dbg !107
  %11 = lshr i32 %verdict, 2, !dbg !107
  %rule = sub i32 %11, 1, !dbg !107
  %12 = zext i32 %rule to i64, !dbg !107
  %13 = icmp ult i64 %12, 3, !dbg !107
  br i1 %13, label %count.in, label %count.out, !dbg !107

count.in:                                         ; preds = %decided
  %off = shl i64 %12, 4, !dbg !107
  %counter = getelementptr i8, ptr %2, i64 %off, !dbg !107
  %14 = load i64, ptr %counter, align 8, !dbg !107
  %15 = add i64 %14, 1, !dbg !107
  store i64 %15, ptr %counter, align 8, !dbg !107
  %16 = getelementptr i8, ptr %counter, i64 8, !dbg !107
  %17 = load i64, ptr %16, align 8, !dbg !107
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !107
  %len2 = load i32, ptr %len, align 4, !dbg !107
  %18 = zext i32 %len2 to i64, !dbg !107
  %19 = add i64 %17, %18, !dbg !107
  store i64 %19, ptr %16, align 8, !dbg !107
  br label %count.out, !dbg !107

count.out:                                        ; preds = %count.in, %decided
  %action = and i32 %verdict, 3, !dbg !107
  ret i32 %action, !dbg !107
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!51, !52}

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
!47 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_block_3", file: !3, size: 384, align: 64, elements: !48)
!48 = !{!49}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "c", file: !3, baseType: !50, size: 384, align: 64)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 384, align: 32, elements: !13)
!51 = !{i32 2, !"Debug Info Version", i32 3}
!52 = !{i32 2, !"Dwarf Version", i32 5}
!53 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !54, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !89)
!54 = !DISubroutineType(flags: DIFlagPrototyped, types: !55)
!55 = !{!12, !56, !65}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64, align: 64, dwarfAddressSpace: 0)
!57 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !58)
!58 = !{!59, !60, !61, !62, !63, !64}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !22, size: 32, align: 32)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !22, size: 32, align: 32, offset: 32)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !22, size: 32, align: 32, offset: 64)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 96)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !22, size: 32, align: 32, offset: 128)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 160)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64, align: 64, dwarfAddressSpace: 0)
!66 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !67)
!67 = !{!68, !69, !70, !71, !72, !73, !74, !75, !76, !79, !80, !81, !82, !85, !86, !87, !88}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !29, size: 64, align: 64)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 64)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !29, size: 64, align: 64, offset: 128)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 192)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !29, size: 64, align: 64, offset: 256)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !29, size: 64, align: 64, offset: 320)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !22, size: 32, align: 32, offset: 384)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !22, size: 32, align: 32, offset: 416)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !77, size: 16, align: 16, offset: 448)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !78)
!78 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !77, size: 16, align: 16, offset: 464)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !77, size: 16, align: 16, offset: 480)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !77, size: 16, align: 16, offset: 496)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !83, size: 8, align: 8, offset: 512)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !84)
!84 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !83, size: 8, align: 8, offset: 520)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !83, size: 8, align: 8, offset: 528)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !83, size: 8, align: 8, offset: 536)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !22, size: 32, align: 32, offset: 544)
!89 = !{!90, !91}
!90 = !DILocalVariable(name: "ctx", arg: 1, scope: !53, file: !3, line: 1, type: !56)
!91 = !DILocalVariable(name: "pkt", arg: 2, scope: !53, file: !3, line: 1, type: !65)
!92 = !DILocation(line: 1, column: 1, scope: !53)
!93 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 1, type: !94, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !96)
!94 = !DISubroutineType(flags: DIFlagPrototyped, types: !95)
!95 = !{!12, !65, !22, !46}
!96 = !{!97, !98, !99}
!97 = !DILocalVariable(name: "pkt", arg: 1, scope: !93, file: !3, line: 1, type: !65)
!98 = !DILocalVariable(name: "best", arg: 2, scope: !93, file: !3, line: 1, type: !22)
!99 = !DILocalVariable(name: "counters", arg: 3, scope: !93, file: !3, line: 1, type: !46)
!100 = !DILocation(line: 1, column: 1, scope: !93)
!101 = !DILocation(line: 2, column: 1, scope: !93)
!102 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !103, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !105)
!103 = !DISubroutineType(flags: DIFlagPrototyped, types: !104)
!104 = !{!12, !56}
!105 = !{!106}
!106 = !DILocalVariable(name: "ctx", arg: 1, scope: !102, file: !3, line: 1, type: !56)
!107 = !DILocation(line: 1, column: 1, scope: !102)
