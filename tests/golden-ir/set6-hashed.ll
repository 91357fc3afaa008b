target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0113\\012source\\011set6-hashed.xf\\012default\\011pass\\012rule\\0110\\0113\\011drop\\011-\\011d\22"
module asm "\09.ascii \22rop src { 2001:db8::/48, 2001:db8:2::/48, 2001:db8:4::/48, 2001:\22"
module asm "\09.ascii \22db8:6::/48, 2001:db8:8::/48, 2001:db8:a::/48, 2001:db8:10:1::/64\22"
module asm "\09.ascii \22, 2001:db8:10:3::/64, 2001:db8:10:5::/64, 2001:db8:20::1/128 };\\012\22"
module asm "\09.ascii \22set\\0110\\011-\\011addr\\01110\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_set0_ip6_len48 = internal constant [8 x i64] [i64 35188897218568, i64 35188897218560, i64 35188897218560, i64 35188897218564, i64 35188897218570, i64 35188897218562, i64 35188897218566, i64 35188897218560], section ".rodata", align 8, !dbg !5
@xdpc_set0_ip6_len48_disp = internal constant [4 x i32] [i32 0, i32 0, i32 2, i32 0], section ".rodata", align 8, !dbg !12
@xdpc_set0_ip6_len64 = internal constant [4 x i64] [i64 2306139568116596737, i64 2306139568116596741, i64 2306139568116596737, i64 2306139568116596739], section ".rodata", align 8, !dbg !19
@xdpc_set0_ip6_len64_disp = internal constant [2 x i32] [i32 0, i32 1], section ".rodata", align 8, !dbg !22
@xdpc_set0_ip6_len128 = internal constant [4 x i64] [i64 2306139568117645312, i64 1, i64 2306139568117645312, i64 1], section ".rodata", align 8, !dbg !27
@xdpc_set0_ip6_len128_disp = internal constant [2 x i32] zeroinitializer, section ".rodata", align 8, !dbg !29
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !31

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !57 {
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
define i32 @xdpc_rules_0(ptr %0, i32 %1, ptr %2) #0 !dbg !97 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !104
  %val = alloca [2 x i64], align 8, !dbg !104
  %key = alloca i32, align 8, !dbg !104
  %best = alloca i32, align 8, !dbg !104
  store i32 %1, ptr %best, align 4, !dbg !104
  %3 = icmp eq ptr %0, null, !dbg !104
  %4 = icmp eq ptr %2, null, !dbg !104
  %5 = or i1 %3, %4, !dbg !104
  br i1 %5, label %continue, label %rules, !dbg !104

rules:                                            ; preds = %entry
  %family = getelementptr i8, ptr %0, i64 67, !dbg !104
  %family2 = load i8, ptr %family, align 1, !dbg !104
  %6 = zext i8 %family2 to i64, !dbg !104
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !104
  %src_hi3 = load i64, ptr %src_hi, align 8, !dbg !104
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !104
  %src_lo4 = load i64, ptr %src_lo, align 8, !dbg !104
  switch i64 %6, label %next [
    i64 6, label %set.ip6
  ], !dbg !104

hit:                                              ; preds = %set.ip6
  ret i32 5, !dbg !104

next:                                             ; preds = %set.ip6, %rules
  br label %continue, !dbg !104

continue:                                         ; preds = %next, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !104
  ret i32 %best1, !dbg !104

set.ip6:                                          ; preds = %rules
  %7 = call i32 @xdpc_set0_ip6_search(i64 %src_hi3, i64 %src_lo4), !dbg !104
  %8 = icmp ne i32 %7, 0, !dbg !104
  br i1 %8, label %hit, label %next, !dbg !104
}

; Function Attrs: noinline nounwind
define i32 @xdpc_set0_ip6_search(i64 %0, i64 %1) #0 !dbg !105 {
entry:
  %2 = lshr i64 %0, 16, !dbg !111
  %3 = mul i64 %2, 1063863005934716433, !dbg !111
  %bucket = lshr i64 %3, 62, !dbg !111
  %4 = shl i64 %3, 2, !dbg !111
  %home = lshr i64 %4, 61, !dbg !111
  %5 = getelementptr i32, ptr @xdpc_set0_ip6_len48_disp, i64 %bucket, !dbg !111
  %6 = load i32, ptr %5, align 4, !dbg !111
  %7 = zext i32 %6 to i64, !dbg !111
  %8 = add i64 %home, %7, !dbg !111
  %slot = and i64 %8, 7, !dbg !111
  %9 = getelementptr i64, ptr @xdpc_set0_ip6_len48, i64 %slot, !dbg !111
  %10 = load i64, ptr %9, align 8, !dbg !111
  %11 = xor i64 %10, %2, !dbg !111
  %12 = sub i64 0, %11, !dbg !111
  %13 = or i64 %11, %12, !dbg !111
  %14 = call i64 @llvm.bpf.passthrough.i64.i64(i32 3, i64 %13), !dbg !111
  %miss = lshr i64 %14, 63, !dbg !111
  %15 = and i64 1, %miss, !dbg !111
  %16 = mul i64 %0, 3901342872126175859, !dbg !111
  %bucket1 = lshr i64 %16, 63, !dbg !111
  %17 = shl i64 %16, 1, !dbg !111
  %home2 = lshr i64 %17, 62, !dbg !111
  %18 = getelementptr i32, ptr @xdpc_set0_ip6_len64_disp, i64 %bucket1, !dbg !111
  %19 = load i32, ptr %18, align 4, !dbg !111
  %20 = zext i32 %19 to i64, !dbg !111
  %21 = add i64 %home2, %20, !dbg !111
  %slot3 = and i64 %21, 3, !dbg !111
  %22 = getelementptr i64, ptr @xdpc_set0_ip6_len64, i64 %slot3, !dbg !111
  %23 = load i64, ptr %22, align 8, !dbg !111
  %24 = xor i64 %23, %0, !dbg !111
  %25 = sub i64 0, %24, !dbg !111
  %26 = or i64 %24, %25, !dbg !111
  %27 = call i64 @llvm.bpf.passthrough.i64.i64(i32 4, i64 %26), !dbg !111
  %miss4 = lshr i64 %27, 63, !dbg !111
  %28 = and i64 %15, %miss4, !dbg !111
  %29 = mul i64 %1, 3287427963777275737, !dbg !111
  %30 = xor i64 %0, %29, !dbg !111
  %31 = mul i64 %30, 289410621643331813, !dbg !111
  %bucket5 = lshr i64 %31, 63, !dbg !111
  %32 = shl i64 %31, 1, !dbg !111
  %home6 = lshr i64 %32, 63, !dbg !111
  %33 = getelementptr i32, ptr @xdpc_set0_ip6_len128_disp, i64 %bucket5, !dbg !111
  %34 = load i32, ptr %33, align 4, !dbg !111
  %35 = zext i32 %34 to i64, !dbg !111
  %36 = add i64 %home6, %35, !dbg !111
  %slot7 = and i64 %36, 1, !dbg !111
  %37 = shl i64 %slot7, 1, !dbg !111
  %38 = getelementptr i64, ptr @xdpc_set0_ip6_len128, i64 %37, !dbg !111
  %39 = load i64, ptr %38, align 8, !dbg !111
  %40 = xor i64 %39, %0, !dbg !111
  %41 = or i64 %37, 1, !dbg !111
  %42 = getelementptr i64, ptr @xdpc_set0_ip6_len128, i64 %41, !dbg !111
  %43 = load i64, ptr %42, align 8, !dbg !111
  %44 = xor i64 %43, %1, !dbg !111
  %45 = or i64 %40, %44, !dbg !111
  %46 = sub i64 0, %45, !dbg !111
  %47 = or i64 %45, %46, !dbg !111
  %48 = call i64 @llvm.bpf.passthrough.i64.i64(i32 5, i64 %47), !dbg !111
  %miss8 = lshr i64 %48, 63, !dbg !111
  %49 = and i64 %28, %miss8, !dbg !111
  %50 = xor i64 %49, 1, !dbg !111
  %in = trunc i64 %50 to i32, !dbg !111
  ret i32 %in, !dbg !111
}

; Function Attrs: nounwind memory(none)
declare i64 @llvm.bpf.passthrough.i64.i64(i32, i64) #2

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !112 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !117
  %addr = alloca [5 x i32], align 8, !dbg !117
  %val = alloca [2 x i64], align 8, !dbg !117
  %key = alloca i32, align 8, !dbg !117
  %best = alloca i32, align 8, !dbg !117
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !117
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !117
  store i32 0, ptr %key, align 4, !dbg !117
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !117
  %3 = icmp eq ptr %2, null, !dbg !117
  br i1 %3, label %no.counters, label %counters, !dbg !117

no.counters:                                      ; preds = %entry
  ret i32 2, !dbg !117

counters:                                         ; preds = %entry
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0, ptr %2), !dbg !117
  %4 = icmp ne i32 %best1, 0, !dbg !117
  br i1 %4, label %decided, label %undecided, !dbg !117

undecided:                                        ; preds = %counters
  %counter3 = getelementptr i8, ptr %2, i64 16, !dbg !117
  %5 = load i64, ptr %counter3, align 8, !dbg !117
  %6 = add i64 %5, 1, !dbg !117
  store i64 %6, ptr %counter3, align 8, !dbg !117
  %7 = getelementptr i8, ptr %counter3, i64 8, !dbg !117
  %8 = load i64, ptr %7, align 8, !dbg !117
  %len4 = getelementptr i8, ptr %pkt, i64 48, !dbg !117
  %len5 = load i32, ptr %len4, align 4, !dbg !117
  %9 = zext i32 %len5 to i64, !dbg !117
  %10 = add i64 %8, %9, !dbg !117
  store i64 %10, ptr %7, align 8, !dbg !117
  ret i32 2, !dbg !117

decided:                                          ; preds = %counters
  %verdict = phi i32 [ %best1, %counters ], !dbg !117
  %11 = lshr i32 %verdict, 2, !dbg !117
  %rule = sub i32 %11, 1, !dbg !117
  %12 = zext i32 %rule to i64, !dbg !117
  %13 = icmp ult i64 %12, 2, !dbg !117
  br i1 %13, label %count.in, label %count.out, !dbg !117

count.in:                                         ; preds = %decided
  %off = shl i64 %12, 4, !dbg !117
  %counter = getelementptr i8, ptr %2, i64 %off, !dbg !117
  %14 = load i64, ptr %counter, align 8, !dbg !117
  %15 = add i64 %14, 1, !dbg !117
  store i64 %15, ptr %counter, align 8, !dbg !117
  %16 = getelementptr i8, ptr %counter, i64 8, !dbg !117
  %17 = load i64, ptr %16, align 8, !dbg !117
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !117
  %len2 = load i32, ptr %len, align 4, !dbg !117
  %18 = zext i32 %len2 to i64, !dbg !117
  %19 = add i64 %17, %18, !dbg !117
  store i64 %19, ptr %16, align 8, !dbg !117
  br label %count.out, !dbg !117

count.out:                                        ; preds = %count.in, %decided
  %action = and i32 %verdict, 3, !dbg !117
  ret i32 %action, !dbg !117
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!55, !56}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !35, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "set6-hashed.xf", directory: ".")
!4 = !{!0, !5, !12, !19, !22, !27, !29, !31}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "xdpc_set0_ip6_len48", linkageName: "xdpc_set0_ip6_len48", scope: !2, file: !3, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 512, align: 32, elements: !10)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u64", file: !3, baseType: !9)
!9 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned_char)
!10 = !{!11}
!11 = !DISubrange(count: 8, lowerBound: 0)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "xdpc_set0_ip6_len48_disp", linkageName: "xdpc_set0_ip6_len48_disp", scope: !2, file: !3, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, align: 32, elements: !17)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u32", file: !3, baseType: !16)
!16 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned_char)
!17 = !{!18}
!18 = !DISubrange(count: 4, lowerBound: 0)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "xdpc_set0_ip6_len64", linkageName: "xdpc_set0_ip6_len64", scope: !2, file: !3, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, align: 32, elements: !17)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "xdpc_set0_ip6_len64_disp", linkageName: "xdpc_set0_ip6_len64_disp", scope: !2, file: !3, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 64, align: 32, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 2, lowerBound: 0)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "xdpc_set0_ip6_len128", linkageName: "xdpc_set0_ip6_len128", scope: !2, file: !3, type: !21, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "xdpc_set0_ip6_len128_disp", linkageName: "xdpc_set0_ip6_len128_disp", scope: !2, file: !3, type: !24, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "_license", linkageName: "_license", scope: !2, file: !3, type: !33, isLocal: false, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 32, align: 32, elements: !17)
!34 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!35 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !36)
!36 = !{!37, !43, !48, !50}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "type", file: !3, baseType: !38, size: 64, align: 64)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64, align: 64, dwarfAddressSpace: 0)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 192, align: 32, elements: !41)
!40 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!41 = !{!42}
!42 = !DISubrange(count: 6, lowerBound: 0)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !44, size: 64, align: 64, offset: 64)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64, align: 64, dwarfAddressSpace: 0)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 32, align: 32, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 1, lowerBound: 0)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "key", file: !3, baseType: !49, size: 64, align: 64, offset: 128)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, align: 64, dwarfAddressSpace: 0)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !51, size: 64, align: 64, offset: 192)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64, align: 64, dwarfAddressSpace: 0)
!52 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_block_2", file: !3, size: 256, align: 64, elements: !53)
!53 = !{!54}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "c", file: !3, baseType: !21, size: 256, align: 64)
!55 = !{i32 2, !"Debug Info Version", i32 3}
!56 = !{i32 2, !"Dwarf Version", i32 5}
!57 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !58, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!58 = !DISubroutineType(flags: DIFlagPrototyped, types: !59)
!59 = !{!40, !60, !69}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64, align: 64, dwarfAddressSpace: 0)
!61 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !62)
!62 = !{!63, !64, !65, !66, !67, !68}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !15, size: 32, align: 32)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !15, size: 32, align: 32, offset: 32)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !15, size: 32, align: 32, offset: 64)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !15, size: 32, align: 32, offset: 96)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !15, size: 32, align: 32, offset: 128)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !15, size: 32, align: 32, offset: 160)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64, align: 64, dwarfAddressSpace: 0)
!70 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !71)
!71 = !{!72, !73, !74, !75, !76, !77, !78, !79, !80, !83, !84, !85, !86, !89, !90, !91, !92}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !8, size: 64, align: 64)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !8, size: 64, align: 64, offset: 64)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !8, size: 64, align: 64, offset: 128)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !8, size: 64, align: 64, offset: 192)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !8, size: 64, align: 64, offset: 256)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !8, size: 64, align: 64, offset: 320)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !15, size: 32, align: 32, offset: 384)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !15, size: 32, align: 32, offset: 416)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !81, size: 16, align: 16, offset: 448)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !82)
!82 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !81, size: 16, align: 16, offset: 464)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !81, size: 16, align: 16, offset: 480)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !81, size: 16, align: 16, offset: 496)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !87, size: 8, align: 8, offset: 512)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !88)
!88 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !87, size: 8, align: 8, offset: 520)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !87, size: 8, align: 8, offset: 528)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !87, size: 8, align: 8, offset: 536)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !15, size: 32, align: 32, offset: 544)
!93 = !{!94, !95}
!94 = !DILocalVariable(name: "ctx", arg: 1, scope: !57, file: !3, line: 1, type: !60)
!95 = !DILocalVariable(name: "pkt", arg: 2, scope: !57, file: !3, line: 1, type: !69)
!96 = !DILocation(line: 1, column: 1, scope: !57)
!97 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 3, type: !98, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !100)
!98 = !DISubroutineType(flags: DIFlagPrototyped, types: !99)
!99 = !{!40, !69, !15, !51}
!100 = !{!101, !102, !103}
!101 = !DILocalVariable(name: "pkt", arg: 1, scope: !97, file: !3, line: 3, type: !69)
!102 = !DILocalVariable(name: "best", arg: 2, scope: !97, file: !3, line: 3, type: !15)
!103 = !DILocalVariable(name: "counters", arg: 3, scope: !97, file: !3, line: 3, type: !51)
!104 = !DILocation(line: 3, column: 1, scope: !97)
!105 = distinct !DISubprogram(name: "xdpc_set0_ip6_search", linkageName: "xdpc_set0_ip6_search", scope: !3, file: !3, line: 3, type: !106, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !108)
!106 = !DISubroutineType(flags: DIFlagPrototyped, types: !107)
!107 = !{!40, !8, !8}
!108 = !{!109, !110}
!109 = !DILocalVariable(name: "hi", arg: 1, scope: !105, file: !3, line: 3, type: !8)
!110 = !DILocalVariable(name: "lo", arg: 2, scope: !105, file: !3, line: 3, type: !8)
!111 = !DILocation(line: 3, column: 1, scope: !105)
!112 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !113, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !115)
!113 = !DISubroutineType(flags: DIFlagPrototyped, types: !114)
!114 = !{!40, !60}
!115 = !{!116}
!116 = !DILocalVariable(name: "ctx", arg: 1, scope: !112, file: !3, line: 1, type: !60)
!117 = !DILocation(line: 1, column: 1, scope: !112)
