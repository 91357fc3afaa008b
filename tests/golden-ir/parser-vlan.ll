target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0113\\012source\\011parser-vlan.xf\\012default\\011pass\\012rule\\0110\\0114\\011count\\0110\\011\22"
module asm "\09.ascii \22count by vlan;\\012rule\\0111\\0115\\011drop\\011-\\011drop vlan 10;\\012table\\0110\\0110\\011vlan\\011xdpc\22"
module asm "\09.ascii \22_t0_vlan\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_t0_vlan = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !5
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !32

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !53 {
entry:
  %vid = alloca i16, align 8, !dbg !92
  %flags = alloca i32, align 8, !dbg !92
  %2 = icmp eq ptr %1, null, !dbg !92
  br i1 %2, label %ret, label %body, !dbg !92

body:                                             ; preds = %entry
  store i32 0, ptr %flags, align 4, !dbg !92
  store i16 0, ptr %vid, align 2, !dbg !92
  %data32 = load i32, ptr %0, align 4, !dbg !92
  %3 = getelementptr i8, ptr %0, i64 4, !dbg !92
  %data_end32 = load i32, ptr %3, align 4, !dbg !92
  %4 = zext i32 %data32 to i64, !dbg !92
  %data = inttoptr i64 %4 to ptr, !dbg !92
  %5 = zext i32 %data_end32 to i64, !dbg !92
  %data_end = inttoptr i64 %5 to ptr, !dbg !92
  %6 = ptrtoint ptr %data_end to i64, !dbg !92
  %7 = ptrtoint ptr %data to i64, !dbg !92
  %len = sub i64 %6, %7, !dbg !92
  %8 = trunc i64 %len to i32, !dbg !92
  %len1 = getelementptr i8, ptr %1, i64 48, !dbg !92
  store i32 %8, ptr %len1, align 4, !dbg !92
  %9 = getelementptr i8, ptr %data, i64 14, !dbg !92
  %10 = icmp ule ptr %9, %data_end, !dbg !92
  br i1 %10, label %eth, label %done, !dbg !92

done:                                             ; preds = %vlan1.whole, %vlan1, %eth, %body
  %11 = load i32, ptr %flags, align 4, !dbg !92
  %flags4 = getelementptr i8, ptr %1, i64 52, !dbg !92
  store i32 %11, ptr %flags4, align 4, !dbg !92
  %12 = load i16, ptr %vid, align 2, !dbg !92
  %vid5 = getelementptr i8, ptr %1, i64 58, !dbg !92
  store i16 %12, ptr %vid5, align 2, !dbg !92
  br label %ret, !dbg !92

ret:                                              ; preds = %done, %entry
  ret i32 0, !dbg !92

eth:                                              ; preds = %body
  %13 = getelementptr i8, ptr %data, i64 12, !dbg !92
  %14 = load i16, ptr %13, align 2, !dbg !92
  %15 = call i16 @llvm.bswap.i16(i16 %14), !dbg !92
  %16 = zext i16 %15 to i64, !dbg !92
  %17 = icmp eq i64 %16, 33024, !dbg !92
  %18 = icmp eq i64 %16, 34984, !dbg !92
  %19 = or i1 %17, %18, !dbg !92
  br i1 %19, label %vlan1, label %done, !dbg !92

vlan1:                                            ; preds = %eth
  %20 = getelementptr i8, ptr %data, i64 18, !dbg !92
  %21 = icmp ule ptr %20, %data_end, !dbg !92
  br i1 %21, label %vlan1.whole, label %done, !dbg !92

vlan1.whole:                                      ; preds = %vlan1
  %22 = load i32, ptr %flags, align 4, !dbg !92
  %23 = or i32 %22, 2, !dbg !92
  store i32 %23, ptr %flags, align 4, !dbg !92
  %24 = getelementptr i8, ptr %data, i64 14, !dbg !92
  %25 = load i16, ptr %24, align 2, !dbg !92
  %26 = call i16 @llvm.bswap.i16(i16 %25), !dbg !92
  %27 = zext i16 %26 to i64, !dbg !92
  %28 = and i64 %27, 4095, !dbg !92
  %29 = trunc i64 %28 to i16, !dbg !92
  store i16 %29, ptr %vid, align 2, !dbg !92
  br label %done, !dbg !92
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
  br label %hit, !dbg !100

hit:                                              ; preds = %rules
  %counter = getelementptr i8, ptr %2, i64 0, !dbg !100
  %6 = load i64, ptr %counter, align 8, !dbg !100
  %7 = add i64 %6, 1, !dbg !100
  store i64 %7, ptr %counter, align 8, !dbg !100
  %8 = getelementptr i8, ptr %counter, i64 8, !dbg !100
  %9 = load i64, ptr %8, align 8, !dbg !100
  %len = getelementptr i8, ptr %0, i64 48, !dbg !100
  %len2 = load i32, ptr %len, align 4, !dbg !100
  %10 = zext i32 %len2 to i64, !dbg !100
  %11 = add i64 %9, %10, !dbg !100
  store i64 %11, ptr %8, align 8, !dbg !100
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags3 = load i32, ptr %flags, align 4, !dbg !100
  %12 = zext i32 %flags3 to i64, !dbg !100
  %13 = and i64 %12, 2, !dbg !100
  %14 = icmp ne i64 %13, 0, !dbg !100
  br i1 %14, label %count.key, label %count.skip, !dbg !100

next:                                             ; preds = %count.skip
  %flags9 = getelementptr i8, ptr %0, i64 52, !dbg !101
  %flags10 = load i32, ptr %flags9, align 4, !dbg !101
  %15 = zext i32 %flags10 to i64, !dbg !101
  %16 = and i64 %15, 2, !dbg !101
  %17 = icmp ne i64 %16, 0, !dbg !101
  br i1 %17, label %has, label %next8, !dbg !101

count.key:                                        ; preds = %hit
  %vid = getelementptr i8, ptr %0, i64 58, !dbg !100
  %vid4 = load i16, ptr %vid, align 2, !dbg !100
  %18 = zext i16 %vid4 to i64, !dbg !100
  %19 = trunc i64 %18 to i32, !dbg !100
  store i32 %19, ptr %key, align 4, !dbg !100
  %20 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_vlan, ptr %key), !dbg !100
  %21 = icmp ne ptr %20, null, !dbg !100
  br i1 %21, label %count.add, label %count.done, !dbg !100

count.skip:                                       ; preds = %count.done, %hit
  br label %next, !dbg !100

count.add:                                        ; preds = %count.key
  %22 = load i64, ptr %20, align 8, !dbg !100
  %23 = add i64 %22, 1, !dbg !100
  store i64 %23, ptr %20, align 8, !dbg !100
  %24 = getelementptr i8, ptr %20, i64 8, !dbg !100
  %25 = load i64, ptr %24, align 8, !dbg !100
  %len5 = getelementptr i8, ptr %0, i64 48, !dbg !100
  %len6 = load i32, ptr %len5, align 4, !dbg !100
  %26 = zext i32 %len6 to i64, !dbg !100
  %27 = add i64 %25, %26, !dbg !100
  store i64 %27, ptr %24, align 8, !dbg !100
  br label %count.done, !dbg !100

count.done:                                       ; preds = %count.add, %count.key
  br label %count.skip, !dbg !100

hit7:                                             ; preds = %has
  ret i32 9, !dbg !101

next8:                                            ; preds = %has, %next
  br label %continue, !dbg !101

continue:                                         ; preds = %next8, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !100
  ret i32 %best1, !dbg !100

has:                                              ; preds = %next
  %vid11 = getelementptr i8, ptr %0, i64 58, !dbg !101
  %vid12 = load i16, ptr %vid11, align 2, !dbg !101
  %28 = zext i16 %vid12 to i64, !dbg !101
  %29 = icmp eq i64 %28, 10, !dbg !101
  br i1 %29, label %hit7, label %next8, !dbg !101
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
!93 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 4, type: !94, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !96)
!94 = !DISubroutineType(flags: DIFlagPrototyped, types: !95)
!95 = !{!12, !65, !22, !46}
!96 = !{!97, !98, !99}
!97 = !DILocalVariable(name: "pkt", arg: 1, scope: !93, file: !3, line: 4, type: !65)
!98 = !DILocalVariable(name: "best", arg: 2, scope: !93, file: !3, line: 4, type: !22)
!99 = !DILocalVariable(name: "counters", arg: 3, scope: !93, file: !3, line: 4, type: !46)
!100 = !DILocation(line: 4, column: 1, scope: !93)
!101 = !DILocation(line: 5, column: 1, scope: !93)
!102 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !103, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !105)
!103 = !DISubroutineType(flags: DIFlagPrototyped, types: !104)
!104 = !{!12, !56}
!105 = !{!106}
!106 = !DILocalVariable(name: "ctx", arg: 1, scope: !102, file: !3, line: 1, type: !56)
!107 = !DILocation(line: 1, column: 1, scope: !102)
