target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0113\\012source\\011count-by-src.xf\\012default\\011pass\\012rule\\0110\\0111\\011count\\0110\22"
module asm "\09.ascii \22\\011count by src;\\012table\\0110\\0110\\011src\\011xdpc_t0_src\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_t0_src = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !5
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !43

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !73 {
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
define i32 @xdpc_rules_0(ptr %0, i32 %1, ptr %2) #0 !dbg !111 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !118
  %val = alloca [2 x i64], align 8, !dbg !118
  %key = alloca i32, align 8, !dbg !118
  %best = alloca i32, align 8, !dbg !118
  store i32 %1, ptr %best, align 4, !dbg !118
  %3 = icmp eq ptr %0, null, !dbg !118
  %4 = icmp eq ptr %2, null, !dbg !118
  %5 = or i1 %3, %4, !dbg !118
  br i1 %5, label %continue, label %rules, !dbg !118

rules:                                            ; preds = %entry
  br label %hit, !dbg !118

hit:                                              ; preds = %rules
  %counter = getelementptr i8, ptr %2, i64 0, !dbg !118
  %6 = load i64, ptr %counter, align 8, !dbg !118
  %7 = add i64 %6, 1, !dbg !118
  store i64 %7, ptr %counter, align 8, !dbg !118
  %8 = getelementptr i8, ptr %counter, i64 8, !dbg !118
  %9 = load i64, ptr %8, align 8, !dbg !118
  %len = getelementptr i8, ptr %0, i64 48, !dbg !118
  %len2 = load i32, ptr %len, align 4, !dbg !118
  %10 = zext i32 %len2 to i64, !dbg !118
  %11 = add i64 %9, %10, !dbg !118
  store i64 %11, ptr %8, align 8, !dbg !118
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !118
  %flags3 = load i32, ptr %flags, align 4, !dbg !118
  %12 = zext i32 %flags3 to i64, !dbg !118
  %13 = and i64 %12, 12, !dbg !118
  %14 = icmp ne i64 %13, 0, !dbg !118
  br i1 %14, label %count.key, label %count.skip, !dbg !118

next:                                             ; preds = %count.skip
  br label %continue, !dbg !118

continue:                                         ; preds = %next, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !118
  ret i32 %best1, !dbg !118

count.key:                                        ; preds = %hit
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !118
  %src_hi4 = load i64, ptr %src_hi, align 8, !dbg !118
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !118
  %src_lo5 = load i64, ptr %src_lo, align 8, !dbg !118
  %family = getelementptr i8, ptr %0, i64 67, !dbg !118
  %family6 = load i8, ptr %family, align 1, !dbg !118
  %15 = zext i8 %family6 to i64, !dbg !118
  %16 = trunc i64 %15 to i32, !dbg !118
  %17 = getelementptr i8, ptr %addr, i64 0, !dbg !118
  store i32 %16, ptr %17, align 4, !dbg !118
  %18 = call i64 @llvm.bswap.i64(i64 %src_hi4), !dbg !118
  %19 = getelementptr i8, ptr %addr, i64 4, !dbg !118
  store i64 %18, ptr %19, align 4, !dbg !118
  %20 = call i64 @llvm.bswap.i64(i64 %src_lo5), !dbg !118
  %21 = getelementptr i8, ptr %addr, i64 12, !dbg !118
  store i64 %20, ptr %21, align 4, !dbg !118
  %22 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_src, ptr %addr), !dbg !118
  %23 = icmp ne ptr %22, null, !dbg !118
  br i1 %23, label %addr.found, label %addr.create, !dbg !118

count.skip:                                       ; preds = %addr.done, %hit
  br label %next, !dbg !118

addr.found:                                       ; preds = %count.key
  %24 = icmp ne ptr %22, null, !dbg !118
  br i1 %24, label %count.add, label %count.done, !dbg !118

addr.create:                                      ; preds = %count.key
  %25 = getelementptr i8, ptr %val, i64 0, !dbg !118
  store i64 1, ptr %25, align 8, !dbg !118
  %len9 = getelementptr i8, ptr %0, i64 48, !dbg !118
  %len10 = load i32, ptr %len9, align 4, !dbg !118
  %26 = zext i32 %len10 to i64, !dbg !118
  %27 = getelementptr i8, ptr %val, i64 8, !dbg !118
  store i64 %26, ptr %27, align 8, !dbg !118
  %28 = call i64 inttoptr (i64 2 to ptr)(ptr @xdpc_t0_src, ptr %addr, ptr %val, i64 1), !dbg !118
  %29 = icmp eq i64 %28, 0, !dbg !118
  br i1 %29, label %addr.done, label %addr.retry, !dbg !118

addr.retry:                                       ; preds = %addr.create
  %30 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_src, ptr %addr), !dbg !118
  %31 = icmp ne ptr %30, null, !dbg !118
  br i1 %31, label %count.add11, label %count.done12, !dbg !118

addr.done:                                        ; preds = %count.done12, %addr.create, %count.done
  br label %count.skip, !dbg !118

count.add:                                        ; preds = %addr.found
  %32 = load i64, ptr %22, align 8, !dbg !118
  %33 = add i64 %32, 1, !dbg !118
  store i64 %33, ptr %22, align 8, !dbg !118
  %34 = getelementptr i8, ptr %22, i64 8, !dbg !118
  %35 = load i64, ptr %34, align 8, !dbg !118
  %len7 = getelementptr i8, ptr %0, i64 48, !dbg !118
  %len8 = load i32, ptr %len7, align 4, !dbg !118
  %36 = zext i32 %len8 to i64, !dbg !118
  %37 = add i64 %35, %36, !dbg !118
  store i64 %37, ptr %34, align 8, !dbg !118
  br label %count.done, !dbg !118

count.done:                                       ; preds = %count.add, %addr.found
  br label %addr.done, !dbg !118

count.add11:                                      ; preds = %addr.retry
  %38 = load i64, ptr %30, align 8, !dbg !118
  %39 = add i64 %38, 1, !dbg !118
  store i64 %39, ptr %30, align 8, !dbg !118
  %40 = getelementptr i8, ptr %30, i64 8, !dbg !118
  %41 = load i64, ptr %40, align 8, !dbg !118
  %len13 = getelementptr i8, ptr %0, i64 48, !dbg !118
  %len14 = load i32, ptr %len13, align 4, !dbg !118
  %42 = zext i32 %len14 to i64, !dbg !118
  %43 = add i64 %41, %42, !dbg !118
  store i64 %43, ptr %40, align 8, !dbg !118
  br label %count.done12, !dbg !118

count.done12:                                     ; preds = %count.add11, %addr.retry
  br label %addr.done, !dbg !118
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
  store i32 0, ptr %key, align 4, !dbg !124
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !124
  %3 = icmp eq ptr %2, null, !dbg !124
  br i1 %3, label %no.counters, label %counters, !dbg !124

no.counters:                                      ; preds = %entry
  ret i32 2, !dbg !124

counters:                                         ; preds = %entry
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0, ptr %2), !dbg !124
  %4 = icmp ne i32 %best1, 0, !dbg !124
  br i1 %4, label %decided, label %undecided, !dbg !124

undecided:                                        ; preds = %counters
  %counter3 = getelementptr i8, ptr %2, i64 16, !dbg !124
  %5 = load i64, ptr %counter3, align 8, !dbg !124
  %6 = add i64 %5, 1, !dbg !124
  store i64 %6, ptr %counter3, align 8, !dbg !124
  %7 = getelementptr i8, ptr %counter3, i64 8, !dbg !124
  %8 = load i64, ptr %7, align 8, !dbg !124
  %len4 = getelementptr i8, ptr %pkt, i64 48, !dbg !124
  %len5 = load i32, ptr %len4, align 4, !dbg !124
  %9 = zext i32 %len5 to i64, !dbg !124
  %10 = add i64 %8, %9, !dbg !124
  store i64 %10, ptr %7, align 8, !dbg !124
  ret i32 2, !dbg !124

decided:                                          ; preds = %counters
  %verdict = phi i32 [ %best1, %counters ], !dbg !124
  %11 = lshr i32 %verdict, 2, !dbg !124
  %rule = sub i32 %11, 1, !dbg !124
  %12 = zext i32 %rule to i64, !dbg !124
  %13 = icmp ult i64 %12, 2, !dbg !124
  br i1 %13, label %count.in, label %count.out, !dbg !124

count.in:                                         ; preds = %decided
  %off = shl i64 %12, 4, !dbg !124
  %counter = getelementptr i8, ptr %2, i64 %off, !dbg !124
  %14 = load i64, ptr %counter, align 8, !dbg !124
  %15 = add i64 %14, 1, !dbg !124
  store i64 %15, ptr %counter, align 8, !dbg !124
  %16 = getelementptr i8, ptr %counter, i64 8, !dbg !124
  %17 = load i64, ptr %16, align 8, !dbg !124
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !124
  %len2 = load i32, ptr %len, align 4, !dbg !124
  %18 = zext i32 %len2 to i64, !dbg !124
  %19 = add i64 %17, %18, !dbg !124
  store i64 %19, ptr %16, align 8, !dbg !124
  br label %count.out, !dbg !124

count.out:                                        ; preds = %count.in, %decided
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
!llvm.module.flags = !{!71, !72}

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
!50 = !{!51, !56, !61, !65}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "type", file: !3, baseType: !52, size: 64, align: 64)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64, align: 64, dwarfAddressSpace: 0)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 192, align: 32, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 6, lowerBound: 0)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !57, size: 64, align: 64, offset: 64)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64, align: 64, dwarfAddressSpace: 0)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, align: 32, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 1, lowerBound: 0)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "key", file: !3, baseType: !62, size: 64, align: 64, offset: 128)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64, align: 64, dwarfAddressSpace: 0)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u32", file: !3, baseType: !64)
!64 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned_char)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !66, size: 64, align: 64, offset: 192)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64, align: 64, dwarfAddressSpace: 0)
!67 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_block_2", file: !3, size: 256, align: 64, elements: !68)
!68 = !{!69}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "c", file: !3, baseType: !70, size: 256, align: 64)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 256, align: 32, elements: !47)
!71 = !{i32 2, !"Debug Info Version", i32 3}
!72 = !{i32 2, !"Dwarf Version", i32 5}
!73 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !74, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !107)
!74 = !DISubroutineType(flags: DIFlagPrototyped, types: !75)
!75 = !{!12, !76, !85}
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64, align: 64, dwarfAddressSpace: 0)
!77 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !78)
!78 = !{!79, !80, !81, !82, !83, !84}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !63, size: 32, align: 32)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !63, size: 32, align: 32, offset: 32)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !63, size: 32, align: 32, offset: 64)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !63, size: 32, align: 32, offset: 96)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !63, size: 32, align: 32, offset: 128)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !63, size: 32, align: 32, offset: 160)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64, align: 64, dwarfAddressSpace: 0)
!86 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !87)
!87 = !{!88, !89, !90, !91, !92, !93, !94, !95, !96, !99, !100, !101, !102, !103, !104, !105, !106}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !40, size: 64, align: 64)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !40, size: 64, align: 64, offset: 64)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !40, size: 64, align: 64, offset: 128)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !40, size: 64, align: 64, offset: 192)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !40, size: 64, align: 64, offset: 256)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !40, size: 64, align: 64, offset: 320)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !63, size: 32, align: 32, offset: 384)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !63, size: 32, align: 32, offset: 416)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !97, size: 16, align: 16, offset: 448)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !98)
!98 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !97, size: 16, align: 16, offset: 464)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !97, size: 16, align: 16, offset: 480)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !97, size: 16, align: 16, offset: 496)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !25, size: 8, align: 8, offset: 512)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !25, size: 8, align: 8, offset: 520)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !25, size: 8, align: 8, offset: 528)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !25, size: 8, align: 8, offset: 536)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !63, size: 32, align: 32, offset: 544)
!107 = !{!108, !109}
!108 = !DILocalVariable(name: "ctx", arg: 1, scope: !73, file: !3, line: 1, type: !76)
!109 = !DILocalVariable(name: "pkt", arg: 2, scope: !73, file: !3, line: 1, type: !85)
!110 = !DILocation(line: 1, column: 1, scope: !73)
!111 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 1, type: !112, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !114)
!112 = !DISubroutineType(flags: DIFlagPrototyped, types: !113)
!113 = !{!12, !85, !63, !66}
!114 = !{!115, !116, !117}
!115 = !DILocalVariable(name: "pkt", arg: 1, scope: !111, file: !3, line: 1, type: !85)
!116 = !DILocalVariable(name: "best", arg: 2, scope: !111, file: !3, line: 1, type: !63)
!117 = !DILocalVariable(name: "counters", arg: 3, scope: !111, file: !3, line: 1, type: !66)
!118 = !DILocation(line: 1, column: 1, scope: !111)
!119 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !120, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !122)
!120 = !DISubroutineType(flags: DIFlagPrototyped, types: !121)
!121 = !{!12, !76}
!122 = !{!123}
!123 = !DILocalVariable(name: "ctx", arg: 1, scope: !119, file: !3, line: 1, type: !76)
!124 = !DILocation(line: 1, column: 1, scope: !119)
