target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0113\\012source\\011big-set.xf\\012default\\011pass\\012rule\\0110\\0111\\011drop\\011-\\011drop \22"
module asm "\09.ascii \22src { 192.0.2.0/28, 192.0.2.32/28, 192.0.2.64/28, 192.0.2.96/28,\22"
module asm "\09.ascii \22 192.0.2.128/28, 198.51.100.0/24, 203.0.113.0/25, 203.0.113.128/\22"
module asm "\09.ascii \2226, 2001:db8::/48, 2001:db8:1::/48, 2001:db8:2::/48, 2001:db8:3:\22"
module asm "\09.ascii \22:/48, 2001:db8:4::/48 };\\012set\\0110\\011-\\011addr\\01113\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !5

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !38 {
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
define i32 @xdpc_rules_0(ptr %0, i32 %1, ptr %2) #0 !dbg !78 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !85
  %val = alloca [2 x i64], align 8, !dbg !85
  %key = alloca i32, align 8, !dbg !85
  %best = alloca i32, align 8, !dbg !85
  store i32 %1, ptr %best, align 4, !dbg !85
  %3 = icmp eq ptr %0, null, !dbg !85
  %4 = icmp eq ptr %2, null, !dbg !85
  %5 = or i1 %3, %4, !dbg !85
  br i1 %5, label %continue, label %rules, !dbg !85

rules:                                            ; preds = %entry
  %family = getelementptr i8, ptr %0, i64 67, !dbg !85
  %family2 = load i8, ptr %family, align 1, !dbg !85
  %6 = zext i8 %family2 to i64, !dbg !85
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !85
  %src_hi3 = load i64, ptr %src_hi, align 8, !dbg !85
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !85
  %src_lo4 = load i64, ptr %src_lo, align 8, !dbg !85
  switch i64 %6, label %next [
    i64 4, label %set.ip4
    i64 6, label %set.ip6
  ], !dbg !85

hit:                                              ; preds = %set.v6lo, %set.next9, %set.next8, %set.next7, %set.next6, %set.next5, %set.next, %set.ip4
  ret i32 5, !dbg !85

next:                                             ; preds = %set.v6lo, %set.ip6, %set.next9, %rules
  br label %continue, !dbg !85

continue:                                         ; preds = %next, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !85
  ret i32 %best1, !dbg !85

set.ip4:                                          ; preds = %rules
  %7 = lshr i64 %src_hi3, 32, !dbg !85
  %8 = sub i64 %7, 3221225984, !dbg !85
  %9 = icmp ule i64 %8, 15, !dbg !85
  br i1 %9, label %hit, label %set.next, !dbg !85

set.next:                                         ; preds = %set.ip4
  %10 = sub i64 %7, 3221226016, !dbg !85
  %11 = icmp ule i64 %10, 15, !dbg !85
  br i1 %11, label %hit, label %set.next5, !dbg !85

set.next5:                                        ; preds = %set.next
  %12 = sub i64 %7, 3221226048, !dbg !85
  %13 = icmp ule i64 %12, 15, !dbg !85
  br i1 %13, label %hit, label %set.next6, !dbg !85

set.next6:                                        ; preds = %set.next5
  %14 = sub i64 %7, 3221226080, !dbg !85
  %15 = icmp ule i64 %14, 15, !dbg !85
  br i1 %15, label %hit, label %set.next7, !dbg !85

set.next7:                                        ; preds = %set.next6
  %16 = sub i64 %7, 3221226112, !dbg !85
  %17 = icmp ule i64 %16, 15, !dbg !85
  br i1 %17, label %hit, label %set.next8, !dbg !85

set.next8:                                        ; preds = %set.next7
  %18 = sub i64 %7, 3325256704, !dbg !85
  %19 = icmp ule i64 %18, 255, !dbg !85
  br i1 %19, label %hit, label %set.next9, !dbg !85

set.next9:                                        ; preds = %set.next8
  %20 = sub i64 %7, 3405803776, !dbg !85
  %21 = icmp ule i64 %20, 191, !dbg !85
  br i1 %21, label %hit, label %next, !dbg !85

set.ip6:                                          ; preds = %rules
  %22 = icmp uge i64 %src_hi3, 2306139568115548160, !dbg !85
  %23 = icmp ule i64 %src_hi3, 2306139568115875839, !dbg !85
  %24 = and i1 %22, %23, !dbg !85
  br i1 %24, label %set.v6lo, label %next, !dbg !85

set.v6lo:                                         ; preds = %set.ip6
  %25 = icmp ne i64 %src_hi3, 2306139568115548160, !dbg !85
  %26 = icmp uge i64 %src_lo4, 0, !dbg !85
  %27 = or i1 %25, %26, !dbg !85
  %28 = icmp ne i64 %src_hi3, 2306139568115875839, !dbg !85
  %29 = icmp ule i64 %src_lo4, -1, !dbg !85
  %30 = or i1 %28, %29, !dbg !85
  %31 = and i1 %27, %30, !dbg !85
  br i1 %31, label %hit, label %next, !dbg !85
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !86 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !91
  %addr = alloca [5 x i32], align 8, !dbg !91
  %val = alloca [2 x i64], align 8, !dbg !91
  %key = alloca i32, align 8, !dbg !91
  %best = alloca i32, align 8, !dbg !91
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !91
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !91
  store i32 0, ptr %key, align 4, !dbg !91
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !91
  %3 = icmp eq ptr %2, null, !dbg !91
  br i1 %3, label %no.counters, label %counters, !dbg !91

no.counters:                                      ; preds = %entry
  ret i32 2, !dbg !91

counters:                                         ; preds = %entry
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0, ptr %2), !dbg !91
  %4 = icmp ne i32 %best1, 0, !dbg !91
  br i1 %4, label %decided, label %undecided, !dbg !91

undecided:                                        ; preds = %counters
  %counter3 = getelementptr i8, ptr %2, i64 16, !dbg !91
  %5 = load i64, ptr %counter3, align 8, !dbg !91
  %6 = add i64 %5, 1, !dbg !91
  store i64 %6, ptr %counter3, align 8, !dbg !91
  %7 = getelementptr i8, ptr %counter3, i64 8, !dbg !91
  %8 = load i64, ptr %7, align 8, !dbg !91
  %len4 = getelementptr i8, ptr %pkt, i64 48, !dbg !91
  %len5 = load i32, ptr %len4, align 4, !dbg !91
  %9 = zext i32 %len5 to i64, !dbg !91
  %10 = add i64 %8, %9, !dbg !91
  store i64 %10, ptr %7, align 8, !dbg !91
  ret i32 2, !dbg !91

decided:                                          ; preds = %counters
  %verdict = phi i32 [ %best1, %counters ], !dbg !91
  %11 = lshr i32 %verdict, 2, !dbg !91
  %rule = sub i32 %11, 1, !dbg !91
  %12 = zext i32 %rule to i64, !dbg !91
  %13 = icmp ult i64 %12, 2, !dbg !91
  br i1 %13, label %count.in, label %count.out, !dbg !91

count.in:                                         ; preds = %decided
  %off = shl i64 %12, 4, !dbg !91
  %counter = getelementptr i8, ptr %2, i64 %off, !dbg !91
  %14 = load i64, ptr %counter, align 8, !dbg !91
  %15 = add i64 %14, 1, !dbg !91
  store i64 %15, ptr %counter, align 8, !dbg !91
  %16 = getelementptr i8, ptr %counter, i64 8, !dbg !91
  %17 = load i64, ptr %16, align 8, !dbg !91
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !91
  %len2 = load i32, ptr %len, align 4, !dbg !91
  %18 = zext i32 %len2 to i64, !dbg !91
  %19 = add i64 %17, %18, !dbg !91
  store i64 %19, ptr %16, align 8, !dbg !91
  br label %count.out, !dbg !91

count.out:                                        ; preds = %count.in, %decided
  %action = and i32 %verdict, 3, !dbg !91
  ret i32 %action, !dbg !91
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!36, !37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !11, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "big-set.xf", directory: ".")
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
!30 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_block_2", file: !3, size: 256, align: 64, elements: !31)
!31 = !{!32}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "c", file: !3, baseType: !33, size: 256, align: 64)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 256, align: 32, elements: !9)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u64", file: !3, baseType: !35)
!35 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned_char)
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 2, !"Dwarf Version", i32 5}
!38 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !39, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !74)
!39 = !DISubroutineType(flags: DIFlagPrototyped, types: !40)
!40 = !{!16, !41, !50}
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64, align: 64, dwarfAddressSpace: 0)
!42 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !43)
!43 = !{!44, !45, !46, !47, !48, !49}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !26, size: 32, align: 32)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !26, size: 32, align: 32, offset: 32)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !26, size: 32, align: 32, offset: 64)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !26, size: 32, align: 32, offset: 96)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !26, size: 32, align: 32, offset: 128)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !26, size: 32, align: 32, offset: 160)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64, align: 64, dwarfAddressSpace: 0)
!51 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !52)
!52 = !{!53, !54, !55, !56, !57, !58, !59, !60, !61, !64, !65, !66, !67, !70, !71, !72, !73}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !34, size: 64, align: 64)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !34, size: 64, align: 64, offset: 64)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !34, size: 64, align: 64, offset: 128)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !34, size: 64, align: 64, offset: 192)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !34, size: 64, align: 64, offset: 256)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !34, size: 64, align: 64, offset: 320)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !26, size: 32, align: 32, offset: 384)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !26, size: 32, align: 32, offset: 416)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !62, size: 16, align: 16, offset: 448)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !63)
!63 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !62, size: 16, align: 16, offset: 464)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !62, size: 16, align: 16, offset: 480)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !62, size: 16, align: 16, offset: 496)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !68, size: 8, align: 8, offset: 512)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !69)
!69 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !68, size: 8, align: 8, offset: 520)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !68, size: 8, align: 8, offset: 528)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !68, size: 8, align: 8, offset: 536)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !26, size: 32, align: 32, offset: 544)
!74 = !{!75, !76}
!75 = !DILocalVariable(name: "ctx", arg: 1, scope: !38, file: !3, line: 1, type: !41)
!76 = !DILocalVariable(name: "pkt", arg: 2, scope: !38, file: !3, line: 1, type: !50)
!77 = !DILocation(line: 1, column: 1, scope: !38)
!78 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 1, type: !79, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !81)
!79 = !DISubroutineType(flags: DIFlagPrototyped, types: !80)
!80 = !{!16, !50, !26, !29}
!81 = !{!82, !83, !84}
!82 = !DILocalVariable(name: "pkt", arg: 1, scope: !78, file: !3, line: 1, type: !50)
!83 = !DILocalVariable(name: "best", arg: 2, scope: !78, file: !3, line: 1, type: !26)
!84 = !DILocalVariable(name: "counters", arg: 3, scope: !78, file: !3, line: 1, type: !29)
!85 = !DILocation(line: 1, column: 1, scope: !78)
!86 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !87, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !89)
!87 = !DISubroutineType(flags: DIFlagPrototyped, types: !88)
!88 = !{!16, !41}
!89 = !{!90}
!90 = !DILocalVariable(name: "ctx", arg: 1, scope: !86, file: !3, line: 1, type: !41)
!91 = !DILocation(line: 1, column: 1, scope: !86)
