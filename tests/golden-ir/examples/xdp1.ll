target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0113\\012source\\011xdp1.xf\\012default\\011pass\\012rule\\0110\\01115\\011count\\0110\\011count \22"
module asm "\09.ascii \22by proto;\\012rule\\0111\\01116\\011drop\\011-\\011drop;\\012table\\0110\\0110\\011proto\\011xdpc_rules\\0113\\01125\22"
module asm "\09.ascii \226\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !5

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !40 {
  ; (frame parser body: see frame-parser.ll)
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: nounwind memory(none)
declare ptr @llvm.bpf.passthrough.p0.p0(i32, ptr) #2

; Function Attrs: noinline nounwind
define i32 @xdpc_rules_0(ptr %0, i32 %1, ptr %2) #0 !dbg !80 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !87
  %val = alloca [2 x i64], align 8, !dbg !87
  %key = alloca i32, align 8, !dbg !87
  %best = alloca i32, align 8, !dbg !87
  store i32 %1, ptr %best, align 4, !dbg !87
  %3 = icmp eq ptr %0, null, !dbg !87
  %4 = icmp eq ptr %2, null, !dbg !87
  %5 = or i1 %3, %4, !dbg !87
  br i1 %5, label %continue, label %rules, !dbg !87

rules:                                            ; preds = %entry
  br label %hit, !dbg !87

hit:                                              ; preds = %rules
  %counter = getelementptr i8, ptr %2, i64 0, !dbg !87
  %6 = load i64, ptr %counter, align 8, !dbg !87
  %7 = add i64 %6, 1, !dbg !87
  store i64 %7, ptr %counter, align 8, !dbg !87
  %8 = getelementptr i8, ptr %counter, i64 8, !dbg !87
  %9 = load i64, ptr %8, align 8, !dbg !87
  %len = getelementptr i8, ptr %0, i64 48, !dbg !87
  %len2 = load i32, ptr %len, align 4, !dbg !87
  %10 = zext i32 %len2 to i64, !dbg !87
  %11 = add i64 %9, %10, !dbg !87
  store i64 %11, ptr %8, align 8, !dbg !87
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !87
  %proto3 = load i8, ptr %proto, align 1, !dbg !87
  %12 = zext i8 %proto3 to i64, !dbg !87
  %13 = and i64 %12, 255, !dbg !87
  %14 = add i64 %13, 3, !dbg !87
  %off = shl i64 %14, 4, !dbg !87
  %counter4 = getelementptr i8, ptr %2, i64 %off, !dbg !87
  %15 = load i64, ptr %counter4, align 8, !dbg !87
  %16 = add i64 %15, 1, !dbg !87
  store i64 %16, ptr %counter4, align 8, !dbg !87
  %17 = getelementptr i8, ptr %counter4, i64 8, !dbg !87
  %18 = load i64, ptr %17, align 8, !dbg !87
  %len5 = getelementptr i8, ptr %0, i64 48, !dbg !87
  %len6 = load i32, ptr %len5, align 4, !dbg !87
  %19 = zext i32 %len6 to i64, !dbg !87
  %20 = add i64 %18, %19, !dbg !87
  store i64 %20, ptr %17, align 8, !dbg !87
  br label %next, !dbg !87

next:                                             ; preds = %hit
  br label %hit7, !dbg !88

hit7:                                             ; preds = %next
  ret i32 9, !dbg !88

next8:                                            ; No predecessors!
  br label %continue, !dbg !88

continue:                                         ; preds = %next8, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !87
  ret i32 %best1, !dbg !87
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !89 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !94
  %addr = alloca [5 x i32], align 8, !dbg !94
  %val = alloca [2 x i64], align 8, !dbg !94
  %key = alloca i32, align 8, !dbg !94
  %best = alloca i32, align 8, !dbg !94
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !94
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !94
  store i32 0, ptr %key, align 4, !dbg !94
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !94
  %3 = icmp eq ptr %2, null, !dbg !94
  br i1 %3, label %no.counters, label %counters, !dbg !94

no.counters:                                      ; preds = %entry
  ret i32 2, !dbg !94

counters:                                         ; preds = %entry
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0, ptr %2), !dbg !94
  %4 = icmp ne i32 %best1, 0, !dbg !94
  br i1 %4, label %decided, label %undecided, !dbg !94

undecided:                                        ; preds = %counters
  %counter3 = getelementptr i8, ptr %2, i64 32, !dbg !94
  %5 = load i64, ptr %counter3, align 8, !dbg !94
  %6 = add i64 %5, 1, !dbg !94
  store i64 %6, ptr %counter3, align 8, !dbg !94
  %7 = getelementptr i8, ptr %counter3, i64 8, !dbg !94
  %8 = load i64, ptr %7, align 8, !dbg !94
  %len4 = getelementptr i8, ptr %pkt, i64 48, !dbg !94
  %len5 = load i32, ptr %len4, align 4, !dbg !94
  %9 = zext i32 %len5 to i64, !dbg !94
  %10 = add i64 %8, %9, !dbg !94
  store i64 %10, ptr %7, align 8, !dbg !94
  ret i32 2, !dbg !94

decided:                                          ; preds = %counters
  %verdict = phi i32 [ %best1, %counters ], !dbg !94
  %11 = lshr i32 %verdict, 2, !dbg !94
  %rule = sub i32 %11, 1, !dbg !94
  %12 = zext i32 %rule to i64, !dbg !94
  %13 = icmp ult i64 %12, 259, !dbg !94
  br i1 %13, label %count.in, label %count.out, !dbg !94

count.in:                                         ; preds = %decided
  %off = shl i64 %12, 4, !dbg !94
  %counter = getelementptr i8, ptr %2, i64 %off, !dbg !94
  %14 = load i64, ptr %counter, align 8, !dbg !94
  %15 = add i64 %14, 1, !dbg !94
  store i64 %15, ptr %counter, align 8, !dbg !94
  %16 = getelementptr i8, ptr %counter, i64 8, !dbg !94
  %17 = load i64, ptr %16, align 8, !dbg !94
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !94
  %len2 = load i32, ptr %len, align 4, !dbg !94
  %18 = zext i32 %len2 to i64, !dbg !94
  %19 = add i64 %17, %18, !dbg !94
  store i64 %19, ptr %16, align 8, !dbg !94
  br label %count.out, !dbg !94

count.out:                                        ; preds = %count.in, %decided
  %action = and i32 %verdict, 3, !dbg !94
  ret i32 %action, !dbg !94
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!38, !39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !11, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "xdp1.xf", directory: ".")
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
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 32, align: 32, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 1, lowerBound: 0)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "key", file: !3, baseType: !25, size: 64, align: 64, offset: 128)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, align: 64, dwarfAddressSpace: 0)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u32", file: !3, baseType: !27)
!27 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned_char)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !29, size: 64, align: 64, offset: 192)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64, align: 64, dwarfAddressSpace: 0)
!30 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_block_259", file: !3, size: 33152, align: 64, elements: !31)
!31 = !{!32}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "c", file: !3, baseType: !33, size: 33152, align: 64)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 33152, align: 32, elements: !36)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u64", file: !3, baseType: !35)
!35 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned_char)
!36 = !{!37}
!37 = !DISubrange(count: 518, lowerBound: 0)
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 2, !"Dwarf Version", i32 5}
!40 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !41, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !76)
!41 = !DISubroutineType(flags: DIFlagPrototyped, types: !42)
!42 = !{!16, !43, !52}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64, align: 64, dwarfAddressSpace: 0)
!44 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !45)
!45 = !{!46, !47, !48, !49, !50, !51}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !26, size: 32, align: 32)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !26, size: 32, align: 32, offset: 32)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !26, size: 32, align: 32, offset: 64)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !26, size: 32, align: 32, offset: 96)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !26, size: 32, align: 32, offset: 128)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !26, size: 32, align: 32, offset: 160)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64, align: 64, dwarfAddressSpace: 0)
!53 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !54)
!54 = !{!55, !56, !57, !58, !59, !60, !61, !62, !63, !66, !67, !68, !69, !72, !73, !74, !75}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !34, size: 64, align: 64)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !34, size: 64, align: 64, offset: 64)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !34, size: 64, align: 64, offset: 128)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !34, size: 64, align: 64, offset: 192)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !34, size: 64, align: 64, offset: 256)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !34, size: 64, align: 64, offset: 320)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !26, size: 32, align: 32, offset: 384)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !26, size: 32, align: 32, offset: 416)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !64, size: 16, align: 16, offset: 448)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !65)
!65 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !64, size: 16, align: 16, offset: 464)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !64, size: 16, align: 16, offset: 480)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !64, size: 16, align: 16, offset: 496)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !70, size: 8, align: 8, offset: 512)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !71)
!71 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !70, size: 8, align: 8, offset: 520)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !70, size: 8, align: 8, offset: 528)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !70, size: 8, align: 8, offset: 536)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !26, size: 32, align: 32, offset: 544)
!76 = !{!77, !78}
!77 = !DILocalVariable(name: "ctx", arg: 1, scope: !40, file: !3, line: 1, type: !43)
!78 = !DILocalVariable(name: "pkt", arg: 2, scope: !40, file: !3, line: 1, type: !52)
!79 = !DILocation(line: 1, column: 1, scope: !40)
!80 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 15, type: !81, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !83)
!81 = !DISubroutineType(flags: DIFlagPrototyped, types: !82)
!82 = !{!16, !52, !26, !29}
!83 = !{!84, !85, !86}
!84 = !DILocalVariable(name: "pkt", arg: 1, scope: !80, file: !3, line: 15, type: !52)
!85 = !DILocalVariable(name: "best", arg: 2, scope: !80, file: !3, line: 15, type: !26)
!86 = !DILocalVariable(name: "counters", arg: 3, scope: !80, file: !3, line: 15, type: !29)
!87 = !DILocation(line: 15, column: 1, scope: !80)
!88 = !DILocation(line: 16, column: 1, scope: !80)
!89 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !90, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !92)
!90 = !DISubroutineType(flags: DIFlagPrototyped, types: !91)
!91 = !{!16, !43}
!92 = !{!93}
!93 = !DILocalVariable(name: "ctx", arg: 1, scope: !89, file: !3, line: 1, type: !43)
!94 = !DILocation(line: 1, column: 1, scope: !89)
