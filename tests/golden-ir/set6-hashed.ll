target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0112\\012source\\011set6-hashed.xf\\012default\\011pass\\012rule\\0110\\0113\\011drop\\011-\\011d\22"
module asm "\09.ascii \22rop src { 2001:db8::/48, 2001:db8:2::/48, 2001:db8:4::/48, 2001:\22"
module asm "\09.ascii \22db8:6::/48, 2001:db8:8::/48, 2001:db8:a::/48, 2001:db8:10:1::/64\22"
module asm "\09.ascii \22, 2001:db8:10:3::/64, 2001:db8:10:5::/64, 2001:db8:20::1/128 };\\012\22"
module asm "\09.ascii \22set\\0110\\011-\\011addr\\01110\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_set0_ip6_len48 = internal constant [16 x i64] [i64 35188897218560, i64 35188897218560, i64 35188897218560, i64 35188897218562, i64 35188897218564, i64 35188897218566, i64 35188897218568, i64 35188897218570, i64 35188897218560, i64 35188897218560, i64 35188897218560, i64 35188897218560, i64 35188897218560, i64 35188897218560, i64 35188897218560, i64 35188897218560], section ".rodata", align 8, !dbg !5
@xdpc_set0_ip6_len64 = internal constant [8 x i64] [i64 2306139568116596737, i64 2306139568116596739, i64 2306139568116596737, i64 2306139568116596741, i64 2306139568116596737, i64 2306139568116596737, i64 2306139568116596737, i64 2306139568116596737], section ".rodata", align 8, !dbg !12
@xdpc_set0_ip6_len128 = internal constant [8 x i64] [i64 2306139568117645312, i64 1, i64 2306139568117645312, i64 1, i64 2306139568117645312, i64 1, i64 2306139568117645312, i64 1], section ".rodata", align 8, !dbg !17
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !19

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !50 {
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
define i32 @xdpc_rules_0(ptr %0, i32 %1, ptr %2) #0 !dbg !90 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !97
  %val = alloca [2 x i64], align 8, !dbg !97
  %key = alloca i32, align 8, !dbg !97
  %best = alloca i32, align 8, !dbg !97
  store i32 %1, ptr %best, align 4, !dbg !97
  %3 = icmp eq ptr %0, null, !dbg !97
  %4 = icmp eq ptr %2, null, !dbg !97
  %5 = or i1 %3, %4, !dbg !97
  br i1 %5, label %continue, label %rules, !dbg !97

rules:                                            ; preds = %entry
  %family = getelementptr i8, ptr %0, i64 67, !dbg !97
  %family2 = load i8, ptr %family, align 1, !dbg !97
  %6 = zext i8 %family2 to i64, !dbg !97
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !97
  %src_hi3 = load i64, ptr %src_hi, align 8, !dbg !97
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !97
  %src_lo4 = load i64, ptr %src_lo, align 8, !dbg !97
  switch i64 %6, label %next [
    i64 6, label %set.ip6
  ], !dbg !97

hit:                                              ; preds = %set.ip6
  ret i32 5, !dbg !97

next:                                             ; preds = %set.ip6, %rules
  br label %continue, !dbg !97

continue:                                         ; preds = %next, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !97
  ret i32 %best1, !dbg !97

set.ip6:                                          ; preds = %rules
  %7 = call i32 @xdpc_set0_ip6_search(i64 %src_hi3, i64 %src_lo4), !dbg !97
  %8 = icmp ne i32 %7, 0, !dbg !97
  br i1 %8, label %hit, label %next, !dbg !97
}

; Function Attrs: noinline nounwind
define i32 @xdpc_set0_ip6_search(i64 %0, i64 %1) #0 !dbg !98 {
entry:
  %2 = lshr i64 %0, 16, !dbg !104
  %3 = mul i64 %2, 1063863005934716433, !dbg !104
  %slot1 = lshr i64 %3, 61, !dbg !104
  %4 = lshr i64 %3, 58, !dbg !104
  %5 = and i64 %4, 7, !dbg !104
  %slot2 = or i64 %5, 8, !dbg !104
  %6 = getelementptr i64, ptr @xdpc_set0_ip6_len48, i64 %slot1, !dbg !104
  %7 = load i64, ptr %6, align 8, !dbg !104
  %8 = xor i64 %7, %2, !dbg !104
  %9 = sub i64 0, %8, !dbg !104
  %10 = or i64 %8, %9, !dbg !104
  %11 = call i64 @llvm.bpf.passthrough.i64.i64(i32 3, i64 %10), !dbg !104
  %miss = lshr i64 %11, 63, !dbg !104
  %12 = and i64 1, %miss, !dbg !104
  %13 = getelementptr i64, ptr @xdpc_set0_ip6_len48, i64 %slot2, !dbg !104
  %14 = load i64, ptr %13, align 8, !dbg !104
  %15 = xor i64 %14, %2, !dbg !104
  %16 = sub i64 0, %15, !dbg !104
  %17 = or i64 %15, %16, !dbg !104
  %18 = call i64 @llvm.bpf.passthrough.i64.i64(i32 4, i64 %17), !dbg !104
  %miss1 = lshr i64 %18, 63, !dbg !104
  %19 = and i64 %12, %miss1, !dbg !104
  %20 = mul i64 %0, 4468460470428443489, !dbg !104
  %slot12 = lshr i64 %20, 62, !dbg !104
  %21 = lshr i64 %20, 60, !dbg !104
  %22 = and i64 %21, 3, !dbg !104
  %slot23 = or i64 %22, 4, !dbg !104
  %23 = getelementptr i64, ptr @xdpc_set0_ip6_len64, i64 %slot12, !dbg !104
  %24 = load i64, ptr %23, align 8, !dbg !104
  %25 = xor i64 %24, %0, !dbg !104
  %26 = sub i64 0, %25, !dbg !104
  %27 = or i64 %25, %26, !dbg !104
  %28 = call i64 @llvm.bpf.passthrough.i64.i64(i32 5, i64 %27), !dbg !104
  %miss4 = lshr i64 %28, 63, !dbg !104
  %29 = and i64 %19, %miss4, !dbg !104
  %30 = getelementptr i64, ptr @xdpc_set0_ip6_len64, i64 %slot23, !dbg !104
  %31 = load i64, ptr %30, align 8, !dbg !104
  %32 = xor i64 %31, %0, !dbg !104
  %33 = sub i64 0, %32, !dbg !104
  %34 = or i64 %32, %33, !dbg !104
  %35 = call i64 @llvm.bpf.passthrough.i64.i64(i32 6, i64 %34), !dbg !104
  %miss5 = lshr i64 %35, 63, !dbg !104
  %36 = and i64 %29, %miss5, !dbg !104
  %37 = mul i64 %1, 289410621643331813, !dbg !104
  %38 = xor i64 %0, %37, !dbg !104
  %39 = mul i64 %38, 3901342872126175859, !dbg !104
  %slot16 = lshr i64 %39, 63, !dbg !104
  %40 = lshr i64 %39, 62, !dbg !104
  %41 = and i64 %40, 1, !dbg !104
  %slot27 = or i64 %41, 2, !dbg !104
  %42 = shl i64 %slot16, 1, !dbg !104
  %43 = getelementptr i64, ptr @xdpc_set0_ip6_len128, i64 %42, !dbg !104
  %44 = load i64, ptr %43, align 8, !dbg !104
  %45 = xor i64 %44, %0, !dbg !104
  %46 = or i64 %42, 1, !dbg !104
  %47 = getelementptr i64, ptr @xdpc_set0_ip6_len128, i64 %46, !dbg !104
  %48 = load i64, ptr %47, align 8, !dbg !104
  %49 = xor i64 %48, %1, !dbg !104
  %50 = or i64 %45, %49, !dbg !104
  %51 = sub i64 0, %50, !dbg !104
  %52 = or i64 %50, %51, !dbg !104
  %53 = call i64 @llvm.bpf.passthrough.i64.i64(i32 7, i64 %52), !dbg !104
  %miss8 = lshr i64 %53, 63, !dbg !104
  %54 = and i64 %36, %miss8, !dbg !104
  %55 = shl i64 %slot27, 1, !dbg !104
  %56 = getelementptr i64, ptr @xdpc_set0_ip6_len128, i64 %55, !dbg !104
  %57 = load i64, ptr %56, align 8, !dbg !104
  %58 = xor i64 %57, %0, !dbg !104
  %59 = or i64 %55, 1, !dbg !104
  %60 = getelementptr i64, ptr @xdpc_set0_ip6_len128, i64 %59, !dbg !104
  %61 = load i64, ptr %60, align 8, !dbg !104
  %62 = xor i64 %61, %1, !dbg !104
  %63 = or i64 %58, %62, !dbg !104
  %64 = sub i64 0, %63, !dbg !104
  %65 = or i64 %63, %64, !dbg !104
  %66 = call i64 @llvm.bpf.passthrough.i64.i64(i32 8, i64 %65), !dbg !104
  %miss9 = lshr i64 %66, 63, !dbg !104
  %67 = and i64 %54, %miss9, !dbg !104
  %68 = xor i64 %67, 1, !dbg !104
  %in = trunc i64 %68 to i32, !dbg !104
  ret i32 %in, !dbg !104
}

; Function Attrs: nounwind memory(none)
declare i64 @llvm.bpf.passthrough.i64.i64(i32, i64) #2

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !105 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !110
  %addr = alloca [5 x i32], align 8, !dbg !110
  %val = alloca [2 x i64], align 8, !dbg !110
  %key = alloca i32, align 8, !dbg !110
  %best = alloca i32, align 8, !dbg !110
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !110
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !110
  store i32 0, ptr %key, align 4, !dbg !110
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !110
  %3 = icmp eq ptr %2, null, !dbg !110
  br i1 %3, label %no.counters, label %counters, !dbg !110

no.counters:                                      ; preds = %entry
  ret i32 2, !dbg !110

counters:                                         ; preds = %entry
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0, ptr %2), !dbg !110
  %4 = icmp ne i32 %best1, 0, !dbg !110
  br i1 %4, label %decided, label %undecided, !dbg !110

undecided:                                        ; preds = %counters
  %counter3 = getelementptr i8, ptr %2, i64 16, !dbg !110
  %5 = load i64, ptr %counter3, align 8, !dbg !110
  %6 = add i64 %5, 1, !dbg !110
  store i64 %6, ptr %counter3, align 8, !dbg !110
  %7 = getelementptr i8, ptr %counter3, i64 8, !dbg !110
  %8 = load i64, ptr %7, align 8, !dbg !110
  %len4 = getelementptr i8, ptr %pkt, i64 48, !dbg !110
  %len5 = load i32, ptr %len4, align 4, !dbg !110
  %9 = zext i32 %len5 to i64, !dbg !110
  %10 = add i64 %8, %9, !dbg !110
  store i64 %10, ptr %7, align 8, !dbg !110
  ret i32 2, !dbg !110

decided:                                          ; preds = %counters
  %verdict = phi i32 [ %best1, %counters ], !dbg !110
  %11 = lshr i32 %verdict, 2, !dbg !110
  %rule = sub i32 %11, 1, !dbg !110
  %12 = zext i32 %rule to i64, !dbg !110
  %13 = icmp ult i64 %12, 2, !dbg !110
  br i1 %13, label %count.in, label %count.out, !dbg !110

count.in:                                         ; preds = %decided
  %off = shl i64 %12, 4, !dbg !110
  %counter = getelementptr i8, ptr %2, i64 %off, !dbg !110
  %14 = load i64, ptr %counter, align 8, !dbg !110
  %15 = add i64 %14, 1, !dbg !110
  store i64 %15, ptr %counter, align 8, !dbg !110
  %16 = getelementptr i8, ptr %counter, i64 8, !dbg !110
  %17 = load i64, ptr %16, align 8, !dbg !110
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !110
  %len2 = load i32, ptr %len, align 4, !dbg !110
  %18 = zext i32 %len2 to i64, !dbg !110
  %19 = add i64 %17, %18, !dbg !110
  store i64 %19, ptr %16, align 8, !dbg !110
  br label %count.out, !dbg !110

count.out:                                        ; preds = %count.in, %decided
  %action = and i32 %verdict, 3, !dbg !110
  ret i32 %action, !dbg !110
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!48, !49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !25, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "set6-hashed.xf", directory: ".")
!4 = !{!0, !5, !12, !17, !19}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "xdpc_set0_ip6_len48", linkageName: "xdpc_set0_ip6_len48", scope: !2, file: !3, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 1024, align: 32, elements: !10)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u64", file: !3, baseType: !9)
!9 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned_char)
!10 = !{!11}
!11 = !DISubrange(count: 16, lowerBound: 0)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "xdpc_set0_ip6_len64", linkageName: "xdpc_set0_ip6_len64", scope: !2, file: !3, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 512, align: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 8, lowerBound: 0)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "xdpc_set0_ip6_len128", linkageName: "xdpc_set0_ip6_len128", scope: !2, file: !3, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "_license", linkageName: "_license", scope: !2, file: !3, type: !21, isLocal: false, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 32, align: 32, elements: !23)
!22 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!23 = !{!24}
!24 = !DISubrange(count: 4, lowerBound: 0)
!25 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !26)
!26 = !{!27, !33, !38, !42}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "type", file: !3, baseType: !28, size: 64, align: 64)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64, align: 64, dwarfAddressSpace: 0)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 192, align: 32, elements: !31)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !{!32}
!32 = !DISubrange(count: 6, lowerBound: 0)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !34, size: 64, align: 64, offset: 64)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64, align: 64, dwarfAddressSpace: 0)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 32, align: 32, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 1, lowerBound: 0)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "key", file: !3, baseType: !39, size: 64, align: 64, offset: 128)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64, align: 64, dwarfAddressSpace: 0)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u32", file: !3, baseType: !41)
!41 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned_char)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !43, size: 64, align: 64, offset: 192)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64, align: 64, dwarfAddressSpace: 0)
!44 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_block_2", file: !3, size: 256, align: 64, elements: !45)
!45 = !{!46}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "c", file: !3, baseType: !47, size: 256, align: 64)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, align: 32, elements: !23)
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 2, !"Dwarf Version", i32 5}
!50 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !51, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !86)
!51 = !DISubroutineType(flags: DIFlagPrototyped, types: !52)
!52 = !{!30, !53, !62}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64, align: 64, dwarfAddressSpace: 0)
!54 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !55)
!55 = !{!56, !57, !58, !59, !60, !61}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !40, size: 32, align: 32)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !40, size: 32, align: 32, offset: 32)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !40, size: 32, align: 32, offset: 64)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !40, size: 32, align: 32, offset: 96)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !40, size: 32, align: 32, offset: 128)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !40, size: 32, align: 32, offset: 160)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64, align: 64, dwarfAddressSpace: 0)
!63 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !64)
!64 = !{!65, !66, !67, !68, !69, !70, !71, !72, !73, !76, !77, !78, !79, !82, !83, !84, !85}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !8, size: 64, align: 64)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !8, size: 64, align: 64, offset: 64)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !8, size: 64, align: 64, offset: 128)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !8, size: 64, align: 64, offset: 192)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !8, size: 64, align: 64, offset: 256)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !8, size: 64, align: 64, offset: 320)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !40, size: 32, align: 32, offset: 384)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !40, size: 32, align: 32, offset: 416)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !74, size: 16, align: 16, offset: 448)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !75)
!75 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !74, size: 16, align: 16, offset: 464)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !74, size: 16, align: 16, offset: 480)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !74, size: 16, align: 16, offset: 496)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !80, size: 8, align: 8, offset: 512)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !81)
!81 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !80, size: 8, align: 8, offset: 520)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !80, size: 8, align: 8, offset: 528)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !80, size: 8, align: 8, offset: 536)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !40, size: 32, align: 32, offset: 544)
!86 = !{!87, !88}
!87 = !DILocalVariable(name: "ctx", arg: 1, scope: !50, file: !3, line: 1, type: !53)
!88 = !DILocalVariable(name: "pkt", arg: 2, scope: !50, file: !3, line: 1, type: !62)
!89 = !DILocation(line: 1, column: 1, scope: !50)
!90 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 3, type: !91, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!91 = !DISubroutineType(flags: DIFlagPrototyped, types: !92)
!92 = !{!30, !62, !40, !43}
!93 = !{!94, !95, !96}
!94 = !DILocalVariable(name: "pkt", arg: 1, scope: !90, file: !3, line: 3, type: !62)
!95 = !DILocalVariable(name: "best", arg: 2, scope: !90, file: !3, line: 3, type: !40)
!96 = !DILocalVariable(name: "counters", arg: 3, scope: !90, file: !3, line: 3, type: !43)
!97 = !DILocation(line: 3, column: 1, scope: !90)
!98 = distinct !DISubprogram(name: "xdpc_set0_ip6_search", linkageName: "xdpc_set0_ip6_search", scope: !3, file: !3, line: 3, type: !99, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !101)
!99 = !DISubroutineType(flags: DIFlagPrototyped, types: !100)
!100 = !{!30, !8, !8}
!101 = !{!102, !103}
!102 = !DILocalVariable(name: "hi", arg: 1, scope: !98, file: !3, line: 3, type: !8)
!103 = !DILocalVariable(name: "lo", arg: 2, scope: !98, file: !3, line: 3, type: !8)
!104 = !DILocation(line: 3, column: 1, scope: !98)
!105 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !106, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !108)
!106 = !DISubroutineType(flags: DIFlagPrototyped, types: !107)
!107 = !{!30, !53}
!108 = !{!109}
!109 = !DILocalVariable(name: "ctx", arg: 1, scope: !105, file: !3, line: 1, type: !53)
!110 = !DILocation(line: 1, column: 1, scope: !105)
