target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0113\\012source\\011set6-rooted.xf\\012default\\011pass\\012rule\\0110\\0116\\011drop\\011-\\011d\22"
module asm "\09.ascii \22rop src { 3fff:100::/32, 3fff:200::/32, 2001:db8:1::/48, 2001:db\22"
module asm "\09.ascii \228:3::/48, 2001:db8:5::/48, 2001:db8:7::/48, 2001:db8:10:1::/64, \22"
module asm "\09.ascii \222001:db8:10:3::/64, 2001:db8:20:5::/64, 2001:db8:20::1/128, 2001\22"
module asm "\09.ascii \22:db8:20::3/128 };\\012set\\0110\\011-\\011addr\\01111\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_set0_ip6_len32 = internal constant [4 x i32] [i32 1073676800, i32 1073676544, i32 1073676544, i32 1073676544], section ".rodata", align 8, !dbg !5
@xdpc_set0_ip6_len32_disp = internal constant [2 x i32] zeroinitializer, section ".rodata", align 8, !dbg !12
@xdpc_set0_ip6_len48 = internal constant [8 x i64] [i64 879613827350560, i64 35188897218565, i64 35188897218561, i64 35188897218561, i64 316663873929232, i64 35188897218561, i64 35188897218567, i64 35188897218563], section ".rodata", align 8, !dbg !17
@xdpc_set0_ip6_len48_disp = internal constant [4 x i32] [i32 2, i32 2, i32 0, i32 0], section ".rodata", align 8, !dbg !24
@xdpc_set0_ip6_len64 = internal constant [4 x i64] [i64 2306139568116596737, i64 2306139568116596737, i64 2306139568116596739, i64 2306139568117645317], section ".rodata", align 8, !dbg !26
@xdpc_set0_ip6_len64_disp = internal constant [2 x i32] [i32 2, i32 0], section ".rodata", align 8, !dbg !29
@xdpc_set0_ip6_len128 = internal constant [8 x i64] [i64 2306139568117645312, i64 1, i64 2306139568117645312, i64 3, i64 2306139568117645312, i64 1, i64 2306139568117645312, i64 1], section ".rodata", align 8, !dbg !31
@xdpc_set0_ip6_len128_disp = internal constant [2 x i32] zeroinitializer, section ".rodata", align 8, !dbg !33
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !35

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !61 {
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
define i32 @xdpc_rules_0(ptr %0, i32 %1, ptr %2) #0 !dbg !101 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !108
  %val = alloca [2 x i64], align 8, !dbg !108
  %key = alloca i32, align 8, !dbg !108
  %best = alloca i32, align 8, !dbg !108
  store i32 %1, ptr %best, align 4, !dbg !108
  %3 = icmp eq ptr %0, null, !dbg !108
  %4 = icmp eq ptr %2, null, !dbg !108
  %5 = or i1 %3, %4, !dbg !108
  br i1 %5, label %continue, label %rules, !dbg !108

rules:                                            ; preds = %entry
  %family = getelementptr i8, ptr %0, i64 67, !dbg !108
  %family2 = load i8, ptr %family, align 1, !dbg !108
  %6 = zext i8 %family2 to i64, !dbg !108
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !108
  %src_hi3 = load i64, ptr %src_hi, align 8, !dbg !108
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !108
  %src_lo4 = load i64, ptr %src_lo, align 8, !dbg !108
  switch i64 %6, label %next [
    i64 6, label %set.ip6
  ], !dbg !108

hit:                                              ; preds = %xdpc_set0_ip6.done
  ret i32 5, !dbg !108

next:                                             ; preds = %xdpc_set0_ip6.done, %rules
  br label %continue, !dbg !108

continue:                                         ; preds = %next, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !108
  ret i32 %best1, !dbg !108

set.ip6:                                          ; preds = %rules
  %7 = lshr i64 %src_hi3, 16, !dbg !108
  %8 = mul i64 %7, 4468460470428443489, !dbg !108
  %bucket = lshr i64 %8, 62, !dbg !108
  %9 = shl i64 %8, 2, !dbg !108
  %home = lshr i64 %9, 61, !dbg !108
  %10 = getelementptr i32, ptr @xdpc_set0_ip6_len48_disp, i64 %bucket, !dbg !108
  %11 = load i32, ptr %10, align 4, !dbg !108
  %12 = zext i32 %11 to i64, !dbg !108
  %13 = add i64 %home, %12, !dbg !108
  %slot = and i64 %13, 7, !dbg !108
  %14 = getelementptr i64, ptr @xdpc_set0_ip6_len48, i64 %slot, !dbg !108
  %15 = load i64, ptr %14, align 8, !dbg !108
  %root = xor i64 %15, %7, !dbg !108
  %16 = icmp eq i64 %root, 0, !dbg !108
  br i1 %16, label %xdpc_set0_ip6.done, label %xdpc_set0_ip6.other, !dbg !108

xdpc_set0_ip6.done:                               ; preds = %xdpc_set0_ip6.next12, %xdpc_set0_ip6.probe11, %xdpc_set0_ip6.probe, %xdpc_set0_ip6.absent, %set.ip6
  %in16 = phi i32 [ 1, %set.ip6 ], [ %in, %xdpc_set0_ip6.absent ], [ 1, %xdpc_set0_ip6.probe ], [ 1, %xdpc_set0_ip6.probe11 ], [ 0, %xdpc_set0_ip6.next12 ], !dbg !108
  %17 = icmp ne i32 %in16, 0, !dbg !108
  br i1 %17, label %hit, label %next, !dbg !108

xdpc_set0_ip6.other:                              ; preds = %set.ip6
  %18 = shl i64 %root, 16, !dbg !108
  %19 = icmp eq i64 %18, 0, !dbg !108
  br i1 %19, label %xdpc_set0_ip6.marker, label %xdpc_set0_ip6.absent, !dbg !108

xdpc_set0_ip6.absent:                             ; preds = %xdpc_set0_ip6.other
  %20 = lshr i64 %src_hi3, 32, !dbg !108
  %21 = mul i64 %20, 1063863005934716433, !dbg !108
  %bucket5 = lshr i64 %21, 63, !dbg !108
  %22 = shl i64 %21, 1, !dbg !108
  %home6 = lshr i64 %22, 62, !dbg !108
  %23 = getelementptr i32, ptr @xdpc_set0_ip6_len32_disp, i64 %bucket5, !dbg !108
  %24 = load i32, ptr %23, align 4, !dbg !108
  %25 = zext i32 %24 to i64, !dbg !108
  %26 = add i64 %home6, %25, !dbg !108
  %slot7 = and i64 %26, 3, !dbg !108
  %27 = getelementptr i32, ptr @xdpc_set0_ip6_len32, i64 %slot7, !dbg !108
  %28 = load i32, ptr %27, align 4, !dbg !108
  %29 = zext i32 %28 to i64, !dbg !108
  %30 = xor i64 %29, %20, !dbg !108
  %31 = sub i64 0, %30, !dbg !108
  %32 = or i64 %30, %31, !dbg !108
  %33 = call i64 @llvm.bpf.passthrough.i64.i64(i32 3, i64 %32), !dbg !108
  %miss = lshr i64 %33, 63, !dbg !108
  %34 = and i64 1, %miss, !dbg !108
  %35 = xor i64 %34, 1, !dbg !108
  %in = trunc i64 %35 to i32, !dbg !108
  br label %xdpc_set0_ip6.done, !dbg !108

xdpc_set0_ip6.marker:                             ; preds = %xdpc_set0_ip6.other
  %36 = and i64 %root, 281474976710656, !dbg !108
  %37 = icmp ne i64 %36, 0, !dbg !108
  br i1 %37, label %xdpc_set0_ip6.probe, label %xdpc_set0_ip6.next, !dbg !108

xdpc_set0_ip6.probe:                              ; preds = %xdpc_set0_ip6.marker
  %38 = mul i64 %src_hi3, 3901342872126175859, !dbg !108
  %bucket8 = lshr i64 %38, 63, !dbg !108
  %39 = shl i64 %38, 1, !dbg !108
  %home9 = lshr i64 %39, 62, !dbg !108
  %40 = getelementptr i32, ptr @xdpc_set0_ip6_len64_disp, i64 %bucket8, !dbg !108
  %41 = load i32, ptr %40, align 4, !dbg !108
  %42 = zext i32 %41 to i64, !dbg !108
  %43 = add i64 %home9, %42, !dbg !108
  %slot10 = and i64 %43, 3, !dbg !108
  %44 = getelementptr i64, ptr @xdpc_set0_ip6_len64, i64 %slot10, !dbg !108
  %45 = load i64, ptr %44, align 8, !dbg !108
  %46 = xor i64 %45, %src_hi3, !dbg !108
  %47 = icmp eq i64 %46, 0, !dbg !108
  br i1 %47, label %xdpc_set0_ip6.done, label %xdpc_set0_ip6.next, !dbg !108

xdpc_set0_ip6.next:                               ; preds = %xdpc_set0_ip6.probe, %xdpc_set0_ip6.marker
  %48 = and i64 %root, 562949953421312, !dbg !108
  %49 = icmp ne i64 %48, 0, !dbg !108
  br i1 %49, label %xdpc_set0_ip6.probe11, label %xdpc_set0_ip6.next12, !dbg !108

xdpc_set0_ip6.probe11:                            ; preds = %xdpc_set0_ip6.next
  %50 = mul i64 %src_lo4, 3287427963777275737, !dbg !108
  %51 = xor i64 %src_hi3, %50, !dbg !108
  %52 = mul i64 %51, 289410621643331813, !dbg !108
  %bucket13 = lshr i64 %52, 63, !dbg !108
  %53 = shl i64 %52, 1, !dbg !108
  %home14 = lshr i64 %53, 62, !dbg !108
  %54 = getelementptr i32, ptr @xdpc_set0_ip6_len128_disp, i64 %bucket13, !dbg !108
  %55 = load i32, ptr %54, align 4, !dbg !108
  %56 = zext i32 %55 to i64, !dbg !108
  %57 = add i64 %home14, %56, !dbg !108
  %slot15 = and i64 %57, 3, !dbg !108
  %58 = shl i64 %slot15, 1, !dbg !108
  %59 = getelementptr i64, ptr @xdpc_set0_ip6_len128, i64 %58, !dbg !108
  %60 = load i64, ptr %59, align 8, !dbg !108
  %61 = xor i64 %60, %src_hi3, !dbg !108
  %62 = or i64 %58, 1, !dbg !108
  %63 = getelementptr i64, ptr @xdpc_set0_ip6_len128, i64 %62, !dbg !108
  %64 = load i64, ptr %63, align 8, !dbg !108
  %65 = xor i64 %64, %src_lo4, !dbg !108
  %66 = or i64 %61, %65, !dbg !108
  %67 = icmp eq i64 %66, 0, !dbg !108
  br i1 %67, label %xdpc_set0_ip6.done, label %xdpc_set0_ip6.next12, !dbg !108

xdpc_set0_ip6.next12:                             ; preds = %xdpc_set0_ip6.probe11, %xdpc_set0_ip6.next
  br label %xdpc_set0_ip6.done, !dbg !108
}

; Function Attrs: nounwind memory(none)
declare i64 @llvm.bpf.passthrough.i64.i64(i32, i64) #2

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !109 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !114
  %addr = alloca [5 x i32], align 8, !dbg !114
  %val = alloca [2 x i64], align 8, !dbg !114
  %key = alloca i32, align 8, !dbg !114
  %best = alloca i32, align 8, !dbg !114
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !114
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !114
  store i32 0, ptr %key, align 4, !dbg !114
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !114
  %3 = icmp eq ptr %2, null, !dbg !114
  br i1 %3, label %no.counters, label %counters, !dbg !114

no.counters:                                      ; preds = %entry
  ret i32 2, !dbg !114

counters:                                         ; preds = %entry
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0, ptr %2), !dbg !114
  %4 = icmp ne i32 %best1, 0, !dbg !114
  br i1 %4, label %decided, label %undecided, !dbg !114

undecided:                                        ; preds = %counters
  %counter3 = getelementptr i8, ptr %2, i64 16, !dbg !114
  %5 = load i64, ptr %counter3, align 8, !dbg !114
  %6 = add i64 %5, 1, !dbg !114
  store i64 %6, ptr %counter3, align 8, !dbg !114
  %7 = getelementptr i8, ptr %counter3, i64 8, !dbg !114
  %8 = load i64, ptr %7, align 8, !dbg !114
  %len4 = getelementptr i8, ptr %pkt, i64 48, !dbg !114
  %len5 = load i32, ptr %len4, align 4, !dbg !114
  %9 = zext i32 %len5 to i64, !dbg !114
  %10 = add i64 %8, %9, !dbg !114
  store i64 %10, ptr %7, align 8, !dbg !114
  ret i32 2, !dbg !114

decided:                                          ; preds = %counters
  %verdict = phi i32 [ %best1, %counters ], !dbg !114
  %11 = lshr i32 %verdict, 2, !dbg !114
  %rule = sub i32 %11, 1, !dbg !114
  %12 = zext i32 %rule to i64, !dbg !114
  %13 = icmp ult i64 %12, 2, !dbg !114
  br i1 %13, label %count.in, label %count.out, !dbg !114

count.in:                                         ; preds = %decided
  %off = shl i64 %12, 4, !dbg !114
  %counter = getelementptr i8, ptr %2, i64 %off, !dbg !114
  %14 = load i64, ptr %counter, align 8, !dbg !114
  %15 = add i64 %14, 1, !dbg !114
  store i64 %15, ptr %counter, align 8, !dbg !114
  %16 = getelementptr i8, ptr %counter, i64 8, !dbg !114
  %17 = load i64, ptr %16, align 8, !dbg !114
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !114
  %len2 = load i32, ptr %len, align 4, !dbg !114
  %18 = zext i32 %len2 to i64, !dbg !114
  %19 = add i64 %17, %18, !dbg !114
  store i64 %19, ptr %16, align 8, !dbg !114
  br label %count.out, !dbg !114

count.out:                                        ; preds = %count.in, %decided
  %action = and i32 %verdict, 3, !dbg !114
  ret i32 %action, !dbg !114
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!59, !60}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !39, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "set6-rooted.xf", directory: ".")
!4 = !{!0, !5, !12, !17, !24, !26, !29, !31, !33, !35}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "xdpc_set0_ip6_len32", linkageName: "xdpc_set0_ip6_len32", scope: !2, file: !3, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, align: 32, elements: !10)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u32", file: !3, baseType: !9)
!9 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned_char)
!10 = !{!11}
!11 = !DISubrange(count: 4, lowerBound: 0)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "xdpc_set0_ip6_len32_disp", linkageName: "xdpc_set0_ip6_len32_disp", scope: !2, file: !3, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 64, align: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 2, lowerBound: 0)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "xdpc_set0_ip6_len48", linkageName: "xdpc_set0_ip6_len48", scope: !2, file: !3, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 512, align: 32, elements: !22)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u64", file: !3, baseType: !21)
!21 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned_char)
!22 = !{!23}
!23 = !DISubrange(count: 8, lowerBound: 0)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "xdpc_set0_ip6_len48_disp", linkageName: "xdpc_set0_ip6_len48_disp", scope: !2, file: !3, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "xdpc_set0_ip6_len64", linkageName: "xdpc_set0_ip6_len64", scope: !2, file: !3, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 256, align: 32, elements: !10)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "xdpc_set0_ip6_len64_disp", linkageName: "xdpc_set0_ip6_len64_disp", scope: !2, file: !3, type: !14, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "xdpc_set0_ip6_len128", linkageName: "xdpc_set0_ip6_len128", scope: !2, file: !3, type: !19, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "xdpc_set0_ip6_len128_disp", linkageName: "xdpc_set0_ip6_len128_disp", scope: !2, file: !3, type: !14, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "_license", linkageName: "_license", scope: !2, file: !3, type: !37, isLocal: false, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 32, align: 32, elements: !10)
!38 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!39 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !40)
!40 = !{!41, !47, !52, !54}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "type", file: !3, baseType: !42, size: 64, align: 64)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64, align: 64, dwarfAddressSpace: 0)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 192, align: 32, elements: !45)
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !{!46}
!46 = !DISubrange(count: 6, lowerBound: 0)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !48, size: 64, align: 64, offset: 64)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64, align: 64, dwarfAddressSpace: 0)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 32, align: 32, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 1, lowerBound: 0)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "key", file: !3, baseType: !53, size: 64, align: 64, offset: 128)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, align: 64, dwarfAddressSpace: 0)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !55, size: 64, align: 64, offset: 192)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64, align: 64, dwarfAddressSpace: 0)
!56 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_block_2", file: !3, size: 256, align: 64, elements: !57)
!57 = !{!58}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "c", file: !3, baseType: !28, size: 256, align: 64)
!59 = !{i32 2, !"Debug Info Version", i32 3}
!60 = !{i32 2, !"Dwarf Version", i32 5}
!61 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !62, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !97)
!62 = !DISubroutineType(flags: DIFlagPrototyped, types: !63)
!63 = !{!44, !64, !73}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64, align: 64, dwarfAddressSpace: 0)
!65 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !66)
!66 = !{!67, !68, !69, !70, !71, !72}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !8, size: 32, align: 32)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !8, size: 32, align: 32, offset: 32)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !8, size: 32, align: 32, offset: 64)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !8, size: 32, align: 32, offset: 96)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !8, size: 32, align: 32, offset: 128)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !8, size: 32, align: 32, offset: 160)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64, align: 64, dwarfAddressSpace: 0)
!74 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !75)
!75 = !{!76, !77, !78, !79, !80, !81, !82, !83, !84, !87, !88, !89, !90, !93, !94, !95, !96}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !20, size: 64, align: 64)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !20, size: 64, align: 64, offset: 64)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !20, size: 64, align: 64, offset: 128)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !20, size: 64, align: 64, offset: 192)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !20, size: 64, align: 64, offset: 256)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !20, size: 64, align: 64, offset: 320)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !8, size: 32, align: 32, offset: 384)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !8, size: 32, align: 32, offset: 416)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !85, size: 16, align: 16, offset: 448)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !86)
!86 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !85, size: 16, align: 16, offset: 464)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !85, size: 16, align: 16, offset: 480)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !85, size: 16, align: 16, offset: 496)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !91, size: 8, align: 8, offset: 512)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !92)
!92 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !91, size: 8, align: 8, offset: 520)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !91, size: 8, align: 8, offset: 528)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !91, size: 8, align: 8, offset: 536)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !8, size: 32, align: 32, offset: 544)
!97 = !{!98, !99}
!98 = !DILocalVariable(name: "ctx", arg: 1, scope: !61, file: !3, line: 1, type: !64)
!99 = !DILocalVariable(name: "pkt", arg: 2, scope: !61, file: !3, line: 1, type: !73)
!100 = !DILocation(line: 1, column: 1, scope: !61)
!101 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 6, type: !102, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !104)
!102 = !DISubroutineType(flags: DIFlagPrototyped, types: !103)
!103 = !{!44, !73, !8, !55}
!104 = !{!105, !106, !107}
!105 = !DILocalVariable(name: "pkt", arg: 1, scope: !101, file: !3, line: 6, type: !73)
!106 = !DILocalVariable(name: "best", arg: 2, scope: !101, file: !3, line: 6, type: !8)
!107 = !DILocalVariable(name: "counters", arg: 3, scope: !101, file: !3, line: 6, type: !55)
!108 = !DILocation(line: 6, column: 1, scope: !101)
!109 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !110, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !112)
!110 = !DISubroutineType(flags: DIFlagPrototyped, types: !111)
!111 = !{!44, !64}
!112 = !{!113}
!113 = !DILocalVariable(name: "ctx", arg: 1, scope: !109, file: !3, line: 1, type: !64)
!114 = !DILocation(line: 1, column: 1, scope: !109)
