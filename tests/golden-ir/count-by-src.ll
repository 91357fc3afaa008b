target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0111\\012source\\011count-by-src.xf\\012default\\011pass\\012rule\\0110\\0111\\011count\\0110\22"
module asm "\09.ascii \22\\011count by src;\\012table\\0110\\0110\\011src\\011xdpc_t0_src\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_t0_src = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !5
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !43

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !67 {
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
define i32 @xdpc_rules_0(ptr %0) #0 !dbg !105 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !110
  %val = alloca [2 x i64], align 8, !dbg !110
  %key = alloca i32, align 8, !dbg !110
  %1 = icmp eq ptr %0, null, !dbg !110
  br i1 %1, label %continue, label %rules, !dbg !110

rules:                                            ; preds = %entry
  br label %hit, !dbg !110

hit:                                              ; preds = %rules
  %len = getelementptr i8, ptr %0, i64 48, !dbg !110
  %len1 = load i32, ptr %len, align 4, !dbg !110
  %2 = zext i32 %len1 to i64, !dbg !110
  %3 = call i32 @xdpc_count(i32 0, i64 %2), !dbg !110
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !110
  %flags2 = load i32, ptr %flags, align 4, !dbg !110
  %4 = zext i32 %flags2 to i64, !dbg !110
  %5 = and i64 %4, 12, !dbg !110
  %6 = icmp ne i64 %5, 0, !dbg !110
  br i1 %6, label %count.key, label %count.skip, !dbg !110

next:                                             ; preds = %count.skip
  br label %continue, !dbg !110

continue:                                         ; preds = %next, %entry
  ret i32 0, !dbg !110

count.key:                                        ; preds = %hit
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !110
  %src_hi3 = load i64, ptr %src_hi, align 8, !dbg !110
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !110
  %src_lo4 = load i64, ptr %src_lo, align 8, !dbg !110
  %family = getelementptr i8, ptr %0, i64 67, !dbg !110
  %family5 = load i8, ptr %family, align 1, !dbg !110
  %7 = zext i8 %family5 to i64, !dbg !110
  %8 = trunc i64 %7 to i32, !dbg !110
  %9 = getelementptr i8, ptr %addr, i64 0, !dbg !110
  store i32 %8, ptr %9, align 4, !dbg !110
  %10 = call i64 @llvm.bswap.i64(i64 %src_hi3), !dbg !110
  %11 = getelementptr i8, ptr %addr, i64 4, !dbg !110
  store i64 %10, ptr %11, align 4, !dbg !110
  %12 = call i64 @llvm.bswap.i64(i64 %src_lo4), !dbg !110
  %13 = getelementptr i8, ptr %addr, i64 12, !dbg !110
  store i64 %12, ptr %13, align 4, !dbg !110
  %14 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_src, ptr %addr), !dbg !110
  %15 = icmp ne ptr %14, null, !dbg !110
  br i1 %15, label %addr.found, label %addr.create, !dbg !110

count.skip:                                       ; preds = %addr.done, %hit
  br label %next, !dbg !110

addr.found:                                       ; preds = %count.key
  %16 = icmp ne ptr %14, null, !dbg !110
  br i1 %16, label %count.add, label %count.done, !dbg !110

addr.create:                                      ; preds = %count.key
  %17 = getelementptr i8, ptr %val, i64 0, !dbg !110
  store i64 1, ptr %17, align 8, !dbg !110
  %len8 = getelementptr i8, ptr %0, i64 48, !dbg !110
  %len9 = load i32, ptr %len8, align 4, !dbg !110
  %18 = zext i32 %len9 to i64, !dbg !110
  %19 = getelementptr i8, ptr %val, i64 8, !dbg !110
  store i64 %18, ptr %19, align 8, !dbg !110
  %20 = call i64 inttoptr (i64 2 to ptr)(ptr @xdpc_t0_src, ptr %addr, ptr %val, i64 1), !dbg !110
  %21 = icmp eq i64 %20, 0, !dbg !110
  br i1 %21, label %addr.done, label %addr.retry, !dbg !110

addr.retry:                                       ; preds = %addr.create
  %22 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_src, ptr %addr), !dbg !110
  %23 = icmp ne ptr %22, null, !dbg !110
  br i1 %23, label %count.add10, label %count.done11, !dbg !110

addr.done:                                        ; preds = %count.done11, %addr.create, %count.done
  br label %count.skip, !dbg !110

count.add:                                        ; preds = %addr.found
  %24 = load i64, ptr %14, align 8, !dbg !110
  %25 = add i64 %24, 1, !dbg !110
  store i64 %25, ptr %14, align 8, !dbg !110
  %26 = getelementptr i8, ptr %14, i64 8, !dbg !110
  %27 = load i64, ptr %26, align 8, !dbg !110
  %len6 = getelementptr i8, ptr %0, i64 48, !dbg !110
  %len7 = load i32, ptr %len6, align 4, !dbg !110
  %28 = zext i32 %len7 to i64, !dbg !110
  %29 = add i64 %27, %28, !dbg !110
  store i64 %29, ptr %26, align 8, !dbg !110
  br label %count.done, !dbg !110

count.done:                                       ; preds = %count.add, %addr.found
  br label %addr.done, !dbg !110

count.add10:                                      ; preds = %addr.retry
  %30 = load i64, ptr %22, align 8, !dbg !110
  %31 = add i64 %30, 1, !dbg !110
  store i64 %31, ptr %22, align 8, !dbg !110
  %32 = getelementptr i8, ptr %22, i64 8, !dbg !110
  %33 = load i64, ptr %32, align 8, !dbg !110
  %len12 = getelementptr i8, ptr %0, i64 48, !dbg !110
  %len13 = load i32, ptr %len12, align 4, !dbg !110
  %34 = zext i32 %len13 to i64, !dbg !110
  %35 = add i64 %33, %34, !dbg !110
  store i64 %35, ptr %32, align 8, !dbg !110
  br label %count.done11, !dbg !110

count.done11:                                     ; preds = %count.add10, %addr.retry
  br label %addr.done, !dbg !110
}

; Function Attrs: noinline nounwind
define i32 @xdpc_count(i32 %0, i64 %1) #0 !dbg !111 {
entry:
  %key = alloca i32, align 8, !dbg !117
  store i32 %0, ptr %key, align 4, !dbg !117
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !117
  %3 = icmp ne ptr %2, null, !dbg !117
  br i1 %3, label %count.add, label %count.done, !dbg !117

count.add:                                        ; preds = %entry
  %4 = load i64, ptr %2, align 8, !dbg !117
  %5 = add i64 %4, 1, !dbg !117
  store i64 %5, ptr %2, align 8, !dbg !117
  %6 = getelementptr i8, ptr %2, i64 8, !dbg !117
  %7 = load i64, ptr %6, align 8, !dbg !117
  %8 = add i64 %7, %1, !dbg !117
  store i64 %8, ptr %6, align 8, !dbg !117
  br label %count.done, !dbg !117

count.done:                                       ; preds = %count.add, %entry
  ret i32 0, !dbg !117
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !118 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !123
  %addr = alloca [5 x i32], align 8, !dbg !123
  %val = alloca [2 x i64], align 8, !dbg !123
  %key = alloca i32, align 8, !dbg !123
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !123
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !123
  %verdict1 = call i32 @xdpc_rules_0(ptr %pkt), !dbg !123
  %2 = icmp ne i32 %verdict1, 0, !dbg !123
  br i1 %2, label %decided, label %undecided, !dbg !123

undecided:                                        ; preds = %entry
  %len3 = getelementptr i8, ptr %pkt, i64 48, !dbg !123
  %len4 = load i32, ptr %len3, align 4, !dbg !123
  %3 = zext i32 %len4 to i64, !dbg !123
  %4 = call i32 @xdpc_count(i32 1, i64 %3), !dbg !123
  ret i32 2, !dbg !123

decided:                                          ; preds = %entry
  %verdict = phi i32 [ %verdict1, %entry ], !dbg !123
  %5 = lshr i32 %verdict, 2, !dbg !123
  %rule = sub i32 %5, 1, !dbg !123
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !123
  %len2 = load i32, ptr %len, align 4, !dbg !123
  %6 = zext i32 %len2 to i64, !dbg !123
  %7 = call i32 @xdpc_count(i32 %rule, i64 %6), !dbg !123
  %action = and i32 %verdict, 3, !dbg !123
  ret i32 %action, !dbg !123
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!65, !66}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !49, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "count-by-src.xf", directory: ".")
!4 = !{!0, !5, !43}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "xdpc_t0_src", linkageName: "xdpc_t0_src", scope: !2, file: !3, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !8)
!8 = !{!9, !15, !20, !35}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "type", file: !3, baseType: !10, size: 64, align: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, align: 64, dwarfAddressSpace: 0)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 320, align: 32, elements: !13)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14}
!14 = !DISubrange(count: 10, lowerBound: 0)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !16, size: 64, align: 64, offset: 64)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, align: 64, dwarfAddressSpace: 0)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 2097152, align: 32, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 65536, lowerBound: 0)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "key", file: !3, baseType: !21, size: 64, align: 64, offset: 128)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64, align: 64, dwarfAddressSpace: 0)
!22 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_addr_key", file: !3, size: 160, align: 8, elements: !23)
!23 = !{!24, !27, !31}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !25, size: 8, align: 8)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !26)
!26 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !28, size: 24, align: 8, offset: 8)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 24, align: 32, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 3, lowerBound: 0)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "addr", file: !3, baseType: !32, size: 128, align: 8, offset: 32)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 128, align: 32, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 16, lowerBound: 0)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !36, size: 64, align: 64, offset: 192)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64, align: 64, dwarfAddressSpace: 0)
!37 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_counter", file: !3, size: 128, align: 64, elements: !38)
!38 = !{!39, !42}
!39 = !DIDerivedType(tag: DW_TAG_member, name: "packets", file: !3, baseType: !40, size: 64, align: 64)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u64", file: !3, baseType: !41)
!41 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned_char)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", file: !3, baseType: !40, size: 64, align: 64, offset: 64)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(name: "_license", linkageName: "_license", scope: !2, file: !3, type: !45, isLocal: false, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 32, align: 32, elements: !47)
!46 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!47 = !{!48}
!48 = !DISubrange(count: 4, lowerBound: 0)
!49 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !50)
!50 = !{!51, !56, !61, !35}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "type", file: !3, baseType: !52, size: 64, align: 64)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64, align: 64, dwarfAddressSpace: 0)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 192, align: 32, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 6, lowerBound: 0)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !57, size: 64, align: 64, offset: 64)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64, align: 64, dwarfAddressSpace: 0)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 64, align: 32, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 2, lowerBound: 0)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "key", file: !3, baseType: !62, size: 64, align: 64, offset: 128)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64, align: 64, dwarfAddressSpace: 0)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u32", file: !3, baseType: !64)
!64 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned_char)
!65 = !{i32 2, !"Debug Info Version", i32 3}
!66 = !{i32 2, !"Dwarf Version", i32 5}
!67 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !68, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !101)
!68 = !DISubroutineType(flags: DIFlagPrototyped, types: !69)
!69 = !{!12, !70, !79}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64, align: 64, dwarfAddressSpace: 0)
!71 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !72)
!72 = !{!73, !74, !75, !76, !77, !78}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !63, size: 32, align: 32)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !63, size: 32, align: 32, offset: 32)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !63, size: 32, align: 32, offset: 64)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !63, size: 32, align: 32, offset: 96)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !63, size: 32, align: 32, offset: 128)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !63, size: 32, align: 32, offset: 160)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64, align: 64, dwarfAddressSpace: 0)
!80 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !81)
!81 = !{!82, !83, !84, !85, !86, !87, !88, !89, !90, !93, !94, !95, !96, !97, !98, !99, !100}
!82 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !40, size: 64, align: 64)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !40, size: 64, align: 64, offset: 64)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !40, size: 64, align: 64, offset: 128)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !40, size: 64, align: 64, offset: 192)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !40, size: 64, align: 64, offset: 256)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !40, size: 64, align: 64, offset: 320)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !63, size: 32, align: 32, offset: 384)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !63, size: 32, align: 32, offset: 416)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !91, size: 16, align: 16, offset: 448)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !92)
!92 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !91, size: 16, align: 16, offset: 464)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !91, size: 16, align: 16, offset: 480)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !91, size: 16, align: 16, offset: 496)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !25, size: 8, align: 8, offset: 512)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !25, size: 8, align: 8, offset: 520)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !25, size: 8, align: 8, offset: 528)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !25, size: 8, align: 8, offset: 536)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !63, size: 32, align: 32, offset: 544)
!101 = !{!102, !103}
!102 = !DILocalVariable(name: "ctx", arg: 1, scope: !67, file: !3, line: 1, type: !70)
!103 = !DILocalVariable(name: "pkt", arg: 2, scope: !67, file: !3, line: 1, type: !79)
!104 = !DILocation(line: 1, column: 1, scope: !67)
!105 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 1, type: !106, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !108)
!106 = !DISubroutineType(flags: DIFlagPrototyped, types: !107)
!107 = !{!12, !79}
!108 = !{!109}
!109 = !DILocalVariable(name: "pkt", arg: 1, scope: !105, file: !3, line: 1, type: !79)
!110 = !DILocation(line: 1, column: 1, scope: !105)
!111 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !112, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !114)
!112 = !DISubroutineType(flags: DIFlagPrototyped, types: !113)
!113 = !{!12, !63, !40}
!114 = !{!115, !116}
!115 = !DILocalVariable(name: "rule", arg: 1, scope: !111, file: !3, line: 1, type: !63)
!116 = !DILocalVariable(name: "len", arg: 2, scope: !111, file: !3, line: 1, type: !40)
!117 = !DILocation(line: 1, column: 1, scope: !111)
!118 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !119, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !121)
!119 = !DISubroutineType(flags: DIFlagPrototyped, types: !120)
!120 = !{!12, !70}
!121 = !{!122}
!122 = !DILocalVariable(name: "ctx", arg: 1, scope: !118, file: !3, line: 1, type: !70)
!123 = !DILocation(line: 1, column: 1, scope: !118)
