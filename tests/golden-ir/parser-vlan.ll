target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0111\\012source\\011parser-vlan.xf\\012default\\011pass\\012rule\\0110\\0114\\011count\\0110\\011\22"
module asm "\09.ascii \22count by vlan;\\012rule\\0111\\0115\\011drop\\011-\\011drop vlan 10;\\012table\\0110\\0110\\011vlan\\011xdpc\22"
module asm "\09.ascii \22_t0_vlan\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_t0_vlan = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !5
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !32

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !47 {
entry:
  %vid = alloca i16, align 8, !dbg !86
  %flags = alloca i32, align 8, !dbg !86
  %2 = icmp eq ptr %1, null, !dbg !86
  br i1 %2, label %ret, label %body, !dbg !86

body:                                             ; preds = %entry
  store i32 0, ptr %flags, align 4, !dbg !86
  store i16 0, ptr %vid, align 2, !dbg !86
  %data32 = load i32, ptr %0, align 4, !dbg !86
  %3 = getelementptr i8, ptr %0, i64 4, !dbg !86
  %data_end32 = load i32, ptr %3, align 4, !dbg !86
  %4 = zext i32 %data32 to i64, !dbg !86
  %data = inttoptr i64 %4 to ptr, !dbg !86
  %5 = zext i32 %data_end32 to i64, !dbg !86
  %data_end = inttoptr i64 %5 to ptr, !dbg !86
  %6 = ptrtoint ptr %data_end to i64, !dbg !86
  %7 = ptrtoint ptr %data to i64, !dbg !86
  %len = sub i64 %6, %7, !dbg !86
  %8 = trunc i64 %len to i32, !dbg !86
  %len1 = getelementptr i8, ptr %1, i64 48, !dbg !86
  store i32 %8, ptr %len1, align 4, !dbg !86
  %9 = getelementptr i8, ptr %data, i64 14, !dbg !86
  %10 = icmp ule ptr %9, %data_end, !dbg !86
  br i1 %10, label %eth, label %done, !dbg !86

done:                                             ; preds = %vlan1.whole, %vlan1, %eth, %body
  %11 = load i32, ptr %flags, align 4, !dbg !86
  %flags4 = getelementptr i8, ptr %1, i64 52, !dbg !86
  store i32 %11, ptr %flags4, align 4, !dbg !86
  %12 = load i16, ptr %vid, align 2, !dbg !86
  %vid5 = getelementptr i8, ptr %1, i64 58, !dbg !86
  store i16 %12, ptr %vid5, align 2, !dbg !86
  br label %ret, !dbg !86

ret:                                              ; preds = %done, %entry
  ret i32 0, !dbg !86

eth:                                              ; preds = %body
  %13 = getelementptr i8, ptr %data, i64 12, !dbg !86
  %14 = load i16, ptr %13, align 2, !dbg !86
  %15 = call i16 @llvm.bswap.i16(i16 %14), !dbg !86
  %16 = zext i16 %15 to i64, !dbg !86
  %17 = icmp eq i64 %16, 33024, !dbg !86
  %18 = icmp eq i64 %16, 34984, !dbg !86
  %19 = or i1 %17, %18, !dbg !86
  br i1 %19, label %vlan1, label %done, !dbg !86

vlan1:                                            ; preds = %eth
  %20 = getelementptr i8, ptr %data, i64 18, !dbg !86
  %21 = icmp ule ptr %20, %data_end, !dbg !86
  br i1 %21, label %vlan1.whole, label %done, !dbg !86

vlan1.whole:                                      ; preds = %vlan1
  %22 = load i32, ptr %flags, align 4, !dbg !86
  %23 = or i32 %22, 2, !dbg !86
  store i32 %23, ptr %flags, align 4, !dbg !86
  %24 = getelementptr i8, ptr %data, i64 14, !dbg !86
  %25 = load i16, ptr %24, align 2, !dbg !86
  %26 = call i16 @llvm.bswap.i16(i16 %25), !dbg !86
  %27 = zext i16 %26 to i64, !dbg !86
  %28 = and i64 %27, 4095, !dbg !86
  %29 = trunc i64 %28 to i16, !dbg !86
  store i16 %29, ptr %vid, align 2, !dbg !86
  br label %done, !dbg !86
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #1

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
  br label %continue, !dbg !94

continue:                                         ; preds = %next8, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !93
  ret i32 %best1, !dbg !93

has:                                              ; preds = %next
  %vid11 = getelementptr i8, ptr %0, i64 58, !dbg !94
  %vid12 = load i16, ptr %vid11, align 2, !dbg !94
  %21 = zext i16 %vid12 to i64, !dbg !94
  %22 = icmp eq i64 %21, 10, !dbg !94
  br i1 %22, label %hit7, label %next8, !dbg !94
}

; Function Attrs: noinline nounwind
define i32 @xdpc_count(i32 %0, i64 %1) #0 !dbg !95 {
entry:
  %key = alloca i32, align 8, !dbg !101
  store i32 %0, ptr %key, align 4, !dbg !101
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !101
  %3 = icmp ne ptr %2, null, !dbg !101
  br i1 %3, label %count.add, label %count.done, !dbg !101

count.add:                                        ; preds = %entry
  %4 = load i64, ptr %2, align 8, !dbg !101
  %5 = add i64 %4, 1, !dbg !101
  store i64 %5, ptr %2, align 8, !dbg !101
  %6 = getelementptr i8, ptr %2, i64 8, !dbg !101
  %7 = load i64, ptr %6, align 8, !dbg !101
  %8 = add i64 %7, %1, !dbg !101
  store i64 %8, ptr %6, align 8, !dbg !101
  br label %count.done, !dbg !101

count.done:                                       ; preds = %count.add, %entry
  ret i32 0, !dbg !101
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
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0), !dbg !107
  %2 = icmp ne i32 %best1, 0, !dbg !107
  br i1 %2, label %decided, label %undecided, !dbg !107

undecided:                                        ; preds = %entry
  %len3 = getelementptr i8, ptr %pkt, i64 48, !dbg !107
  %len4 = load i32, ptr %len3, align 4, !dbg !107
  %3 = zext i32 %len4 to i64, !dbg !107
  %4 = call i32 @xdpc_count(i32 2, i64 %3), !dbg !107
  ret i32 2, !dbg !107

decided:                                          ; preds = %entry
  %verdict = phi i32 [ %best1, %entry ], !dbg !107
  %5 = lshr i32 %verdict, 2, !dbg !107
  %rule = sub i32 %5, 1, !dbg !107
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !107
  %len2 = load i32, ptr %len, align 4, !dbg !107
  %6 = zext i32 %len2 to i64, !dbg !107
  %7 = call i32 @xdpc_count(i32 %rule, i64 %6), !dbg !107
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
!llvm.module.flags = !{!45, !46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !38, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "parser-vlan.xf", directory: ".")
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
!87 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 4, type: !88, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !90)
!88 = !DISubroutineType(flags: DIFlagPrototyped, types: !89)
!89 = !{!12, !59, !22}
!90 = !{!91, !92}
!91 = !DILocalVariable(name: "pkt", arg: 1, scope: !87, file: !3, line: 4, type: !59)
!92 = !DILocalVariable(name: "best", arg: 2, scope: !87, file: !3, line: 4, type: !22)
!93 = !DILocation(line: 4, column: 1, scope: !87)
!94 = !DILocation(line: 5, column: 1, scope: !87)
!95 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !96, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !98)
!96 = !DISubroutineType(flags: DIFlagPrototyped, types: !97)
!97 = !{!12, !22, !29}
!98 = !{!99, !100}
!99 = !DILocalVariable(name: "rule", arg: 1, scope: !95, file: !3, line: 1, type: !22)
!100 = !DILocalVariable(name: "len", arg: 2, scope: !95, file: !3, line: 1, type: !29)
!101 = !DILocation(line: 1, column: 1, scope: !95)
!102 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !103, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !105)
!103 = !DISubroutineType(flags: DIFlagPrototyped, types: !104)
!104 = !{!12, !50}
!105 = !{!106}
!106 = !DILocalVariable(name: "ctx", arg: 1, scope: !102, file: !3, line: 1, type: !50)
!107 = !DILocation(line: 1, column: 1, scope: !102)
