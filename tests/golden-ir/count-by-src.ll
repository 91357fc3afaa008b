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
define i32 @xdpc_rules_0(ptr %0, i32 %1) #0 !dbg !105 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !111
  %val = alloca [2 x i64], align 8, !dbg !111
  %key = alloca i32, align 8, !dbg !111
  %best = alloca i32, align 8, !dbg !111
  store i32 %1, ptr %best, align 4, !dbg !111
  %2 = icmp eq ptr %0, null, !dbg !111
  br i1 %2, label %continue, label %rules, !dbg !111

rules:                                            ; preds = %entry
  br label %hit, !dbg !111

hit:                                              ; preds = %rules
  %len = getelementptr i8, ptr %0, i64 48, !dbg !111
  %len2 = load i32, ptr %len, align 4, !dbg !111
  %3 = zext i32 %len2 to i64, !dbg !111
  %4 = call i32 @xdpc_count(i32 0, i64 %3), !dbg !111
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !111
  %flags3 = load i32, ptr %flags, align 4, !dbg !111
  %5 = zext i32 %flags3 to i64, !dbg !111
  %6 = and i64 %5, 12, !dbg !111
  %7 = icmp ne i64 %6, 0, !dbg !111
  br i1 %7, label %count.key, label %count.skip, !dbg !111

next:                                             ; preds = %count.skip
  br label %continue, !dbg !111

continue:                                         ; preds = %next, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !111
  ret i32 %best1, !dbg !111

count.key:                                        ; preds = %hit
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !111
  %src_hi4 = load i64, ptr %src_hi, align 8, !dbg !111
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !111
  %src_lo5 = load i64, ptr %src_lo, align 8, !dbg !111
  %family = getelementptr i8, ptr %0, i64 67, !dbg !111
  %family6 = load i8, ptr %family, align 1, !dbg !111
  %8 = zext i8 %family6 to i64, !dbg !111
  %9 = trunc i64 %8 to i32, !dbg !111
  %10 = getelementptr i8, ptr %addr, i64 0, !dbg !111
  store i32 %9, ptr %10, align 4, !dbg !111
  %11 = call i64 @llvm.bswap.i64(i64 %src_hi4), !dbg !111
  %12 = getelementptr i8, ptr %addr, i64 4, !dbg !111
  store i64 %11, ptr %12, align 4, !dbg !111
  %13 = call i64 @llvm.bswap.i64(i64 %src_lo5), !dbg !111
  %14 = getelementptr i8, ptr %addr, i64 12, !dbg !111
  store i64 %13, ptr %14, align 4, !dbg !111
  %15 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_src, ptr %addr), !dbg !111
  %16 = icmp ne ptr %15, null, !dbg !111
  br i1 %16, label %addr.found, label %addr.create, !dbg !111

count.skip:                                       ; preds = %addr.done, %hit
  br label %next, !dbg !111

addr.found:                                       ; preds = %count.key
  %17 = icmp ne ptr %15, null, !dbg !111
  br i1 %17, label %count.add, label %count.done, !dbg !111

addr.create:                                      ; preds = %count.key
  %18 = getelementptr i8, ptr %val, i64 0, !dbg !111
  store i64 1, ptr %18, align 8, !dbg !111
  %len9 = getelementptr i8, ptr %0, i64 48, !dbg !111
  %len10 = load i32, ptr %len9, align 4, !dbg !111
  %19 = zext i32 %len10 to i64, !dbg !111
  %20 = getelementptr i8, ptr %val, i64 8, !dbg !111
  store i64 %19, ptr %20, align 8, !dbg !111
  %21 = call i64 inttoptr (i64 2 to ptr)(ptr @xdpc_t0_src, ptr %addr, ptr %val, i64 1), !dbg !111
  %22 = icmp eq i64 %21, 0, !dbg !111
  br i1 %22, label %addr.done, label %addr.retry, !dbg !111

addr.retry:                                       ; preds = %addr.create
  %23 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_src, ptr %addr), !dbg !111
  %24 = icmp ne ptr %23, null, !dbg !111
  br i1 %24, label %count.add11, label %count.done12, !dbg !111

addr.done:                                        ; preds = %count.done12, %addr.create, %count.done
  br label %count.skip, !dbg !111

count.add:                                        ; preds = %addr.found
  %25 = load i64, ptr %15, align 8, !dbg !111
  %26 = add i64 %25, 1, !dbg !111
  store i64 %26, ptr %15, align 8, !dbg !111
  %27 = getelementptr i8, ptr %15, i64 8, !dbg !111
  %28 = load i64, ptr %27, align 8, !dbg !111
  %len7 = getelementptr i8, ptr %0, i64 48, !dbg !111
  %len8 = load i32, ptr %len7, align 4, !dbg !111
  %29 = zext i32 %len8 to i64, !dbg !111
  %30 = add i64 %28, %29, !dbg !111
  store i64 %30, ptr %27, align 8, !dbg !111
  br label %count.done, !dbg !111

count.done:                                       ; preds = %count.add, %addr.found
  br label %addr.done, !dbg !111

count.add11:                                      ; preds = %addr.retry
  %31 = load i64, ptr %23, align 8, !dbg !111
  %32 = add i64 %31, 1, !dbg !111
  store i64 %32, ptr %23, align 8, !dbg !111
  %33 = getelementptr i8, ptr %23, i64 8, !dbg !111
  %34 = load i64, ptr %33, align 8, !dbg !111
  %len13 = getelementptr i8, ptr %0, i64 48, !dbg !111
  %len14 = load i32, ptr %len13, align 4, !dbg !111
  %35 = zext i32 %len14 to i64, !dbg !111
  %36 = add i64 %34, %35, !dbg !111
  store i64 %36, ptr %33, align 8, !dbg !111
  br label %count.done12, !dbg !111

count.done12:                                     ; preds = %count.add11, %addr.retry
  br label %addr.done, !dbg !111
}

; Function Attrs: noinline nounwind
define i32 @xdpc_count(i32 %0, i64 %1) #0 !dbg !112 {
entry:
  %key = alloca i32, align 8, !dbg !118
  store i32 %0, ptr %key, align 4, !dbg !118
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !118
  %3 = icmp ne ptr %2, null, !dbg !118
  br i1 %3, label %count.add, label %count.done, !dbg !118

count.add:                                        ; preds = %entry
  %4 = load i64, ptr %2, align 8, !dbg !118
  %5 = add i64 %4, 1, !dbg !118
  store i64 %5, ptr %2, align 8, !dbg !118
  %6 = getelementptr i8, ptr %2, i64 8, !dbg !118
  %7 = load i64, ptr %6, align 8, !dbg !118
  %8 = add i64 %7, %1, !dbg !118
  store i64 %8, ptr %6, align 8, !dbg !118
  br label %count.done, !dbg !118

count.done:                                       ; preds = %count.add, %entry
  ret i32 0, !dbg !118
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !119 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !124
  %addr = alloca [5 x i32], align 8, !dbg !124
  %val = alloca [2 x i64], align 8, !dbg !124
  %key = alloca i32, align 8, !dbg !124
  %best = alloca i32, align 8, !dbg !124
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !124
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !124
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0), !dbg !124
  %2 = icmp ne i32 %best1, 0, !dbg !124
  br i1 %2, label %decided, label %undecided, !dbg !124

undecided:                                        ; preds = %entry
  %len3 = getelementptr i8, ptr %pkt, i64 48, !dbg !124
  %len4 = load i32, ptr %len3, align 4, !dbg !124
  %3 = zext i32 %len4 to i64, !dbg !124
  %4 = call i32 @xdpc_count(i32 1, i64 %3), !dbg !124
  ret i32 2, !dbg !124

decided:                                          ; preds = %entry
  %verdict = phi i32 [ %best1, %entry ], !dbg !124
  %5 = lshr i32 %verdict, 2, !dbg !124
  %rule = sub i32 %5, 1, !dbg !124
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !124
  %len2 = load i32, ptr %len, align 4, !dbg !124
  %6 = zext i32 %len2 to i64, !dbg !124
  %7 = call i32 @xdpc_count(i32 %rule, i64 %6), !dbg !124
  %action = and i32 %verdict, 3, !dbg !124
  ret i32 %action, !dbg !124
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
!107 = !{!12, !79, !63}
!108 = !{!109, !110}
!109 = !DILocalVariable(name: "pkt", arg: 1, scope: !105, file: !3, line: 1, type: !79)
!110 = !DILocalVariable(name: "best", arg: 2, scope: !105, file: !3, line: 1, type: !63)
!111 = !DILocation(line: 1, column: 1, scope: !105)
!112 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !113, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !115)
!113 = !DISubroutineType(flags: DIFlagPrototyped, types: !114)
!114 = !{!12, !63, !40}
!115 = !{!116, !117}
!116 = !DILocalVariable(name: "rule", arg: 1, scope: !112, file: !3, line: 1, type: !63)
!117 = !DILocalVariable(name: "len", arg: 2, scope: !112, file: !3, line: 1, type: !40)
!118 = !DILocation(line: 1, column: 1, scope: !112)
!119 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !120, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !122)
!120 = !DISubroutineType(flags: DIFlagPrototyped, types: !121)
!121 = !{!12, !70}
!122 = !{!123}
!123 = !DILocalVariable(name: "ctx", arg: 1, scope: !119, file: !3, line: 1, type: !70)
!124 = !DILocation(line: 1, column: 1, scope: !119)
