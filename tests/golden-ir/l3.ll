target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0111\\012source\\011l3.xf\\012default\\011pass\\012rule\\0110\\0111\\011drop\\011-\\011drop ipv4;\22"
module asm "\09.ascii \22\\012rule\\0111\\0112\\011drop\\011-\\011drop ipv6;\\012rule\\0112\\0113\\011drop\\011-\\011drop arp;\\012rule\\0113\\0114\\011d\22"
module asm "\09.ascii \22rop\\011-\\011drop frag;\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !5

; Function Attrs: noinline
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !38 {
  ; (frame parser body: see frame-parser.ll)
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: nounwind memory(none)
declare ptr @llvm.bpf.passthrough.p0.p0(i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: noinline
define i32 @xdpc_rules_0(ptr %0) #0 !dbg !78 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !83
  %val = alloca [2 x i64], align 8, !dbg !83
  %key = alloca i32, align 8, !dbg !83
  %1 = icmp eq ptr %0, null, !dbg !83
  br i1 %1, label %continue, label %rules, !dbg !83

rules:                                            ; preds = %entry
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !83
  %flags1 = load i32, ptr %flags, align 4, !dbg !83
  %2 = zext i32 %flags1 to i64, !dbg !83
  %3 = and i64 %2, 4, !dbg !83
  %4 = icmp ne i64 %3, 0, !dbg !83
  br i1 %4, label %hit, label %next, !dbg !83

hit:                                              ; preds = %rules
  store i32 0, ptr %key, align 4, !dbg !83
  %5 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !83
  %6 = icmp ne ptr %5, null, !dbg !83
  br i1 %6, label %count.add, label %count.done, !dbg !83

next:                                             ; preds = %rules
  %flags5 = getelementptr i8, ptr %0, i64 52, !dbg !84
  %flags6 = load i32, ptr %flags5, align 4, !dbg !84
  %7 = zext i32 %flags6 to i64, !dbg !84
  %8 = and i64 %7, 8, !dbg !84
  %9 = icmp ne i64 %8, 0, !dbg !84
  br i1 %9, label %hit3, label %next4, !dbg !84

count.add:                                        ; preds = %hit
  %10 = load i64, ptr %5, align 8, !dbg !83
  %11 = add i64 %10, 1, !dbg !83
  store i64 %11, ptr %5, align 8, !dbg !83
  %12 = getelementptr i8, ptr %5, i64 8, !dbg !83
  %13 = load i64, ptr %12, align 8, !dbg !83
  %len = getelementptr i8, ptr %0, i64 48, !dbg !83
  %len2 = load i32, ptr %len, align 4, !dbg !83
  %14 = zext i32 %len2 to i64, !dbg !83
  %15 = add i64 %13, %14, !dbg !83
  store i64 %15, ptr %12, align 8, !dbg !83
  br label %count.done, !dbg !83

count.done:                                       ; preds = %count.add, %hit
  ret i32 1, !dbg !83

hit3:                                             ; preds = %next
  store i32 1, ptr %key, align 4, !dbg !84
  %16 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !84
  %17 = icmp ne ptr %16, null, !dbg !84
  br i1 %17, label %count.add7, label %count.done8, !dbg !84

next4:                                            ; preds = %next
  %flags13 = getelementptr i8, ptr %0, i64 52, !dbg !85
  %flags14 = load i32, ptr %flags13, align 4, !dbg !85
  %18 = zext i32 %flags14 to i64, !dbg !85
  %19 = and i64 %18, 1, !dbg !85
  %20 = icmp ne i64 %19, 0, !dbg !85
  br i1 %20, label %has, label %next12, !dbg !85

count.add7:                                       ; preds = %hit3
  %21 = load i64, ptr %16, align 8, !dbg !84
  %22 = add i64 %21, 1, !dbg !84
  store i64 %22, ptr %16, align 8, !dbg !84
  %23 = getelementptr i8, ptr %16, i64 8, !dbg !84
  %24 = load i64, ptr %23, align 8, !dbg !84
  %len9 = getelementptr i8, ptr %0, i64 48, !dbg !84
  %len10 = load i32, ptr %len9, align 4, !dbg !84
  %25 = zext i32 %len10 to i64, !dbg !84
  %26 = add i64 %24, %25, !dbg !84
  store i64 %26, ptr %23, align 8, !dbg !84
  br label %count.done8, !dbg !84

count.done8:                                      ; preds = %count.add7, %hit3
  ret i32 1, !dbg !84

hit11:                                            ; preds = %has
  store i32 2, ptr %key, align 4, !dbg !85
  %27 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !85
  %28 = icmp ne ptr %27, null, !dbg !85
  br i1 %28, label %count.add16, label %count.done17, !dbg !85

next12:                                           ; preds = %has, %next4
  %flags22 = getelementptr i8, ptr %0, i64 52, !dbg !86
  %flags23 = load i32, ptr %flags22, align 4, !dbg !86
  %29 = zext i32 %flags23 to i64, !dbg !86
  %30 = and i64 %29, 32, !dbg !86
  %31 = icmp ne i64 %30, 0, !dbg !86
  br i1 %31, label %hit20, label %next21, !dbg !86

has:                                              ; preds = %next4
  %ethertype = getelementptr i8, ptr %0, i64 56, !dbg !85
  %ethertype15 = load i16, ptr %ethertype, align 2, !dbg !85
  %32 = zext i16 %ethertype15 to i64, !dbg !85
  %33 = icmp eq i64 %32, 2054, !dbg !85
  br i1 %33, label %hit11, label %next12, !dbg !85

count.add16:                                      ; preds = %hit11
  %34 = load i64, ptr %27, align 8, !dbg !85
  %35 = add i64 %34, 1, !dbg !85
  store i64 %35, ptr %27, align 8, !dbg !85
  %36 = getelementptr i8, ptr %27, i64 8, !dbg !85
  %37 = load i64, ptr %36, align 8, !dbg !85
  %len18 = getelementptr i8, ptr %0, i64 48, !dbg !85
  %len19 = load i32, ptr %len18, align 4, !dbg !85
  %38 = zext i32 %len19 to i64, !dbg !85
  %39 = add i64 %37, %38, !dbg !85
  store i64 %39, ptr %36, align 8, !dbg !85
  br label %count.done17, !dbg !85

count.done17:                                     ; preds = %count.add16, %hit11
  ret i32 1, !dbg !85

hit20:                                            ; preds = %next12
  store i32 3, ptr %key, align 4, !dbg !86
  %40 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !86
  %41 = icmp ne ptr %40, null, !dbg !86
  br i1 %41, label %count.add24, label %count.done25, !dbg !86

next21:                                           ; preds = %next12
  br label %continue, !dbg !86

continue:                                         ; preds = %next21, %entry
  ret i32 0, !dbg !83

count.add24:                                      ; preds = %hit20
  %42 = load i64, ptr %40, align 8, !dbg !86
  %43 = add i64 %42, 1, !dbg !86
  store i64 %43, ptr %40, align 8, !dbg !86
  %44 = getelementptr i8, ptr %40, i64 8, !dbg !86
  %45 = load i64, ptr %44, align 8, !dbg !86
  %len26 = getelementptr i8, ptr %0, i64 48, !dbg !86
  %len27 = load i32, ptr %len26, align 4, !dbg !86
  %46 = zext i32 %len27 to i64, !dbg !86
  %47 = add i64 %45, %46, !dbg !86
  store i64 %47, ptr %44, align 8, !dbg !86
  br label %count.done25, !dbg !86

count.done25:                                     ; preds = %count.add24, %hit20
  ret i32 1, !dbg !86
}

define i32 @xdpc_filter(ptr %0) section "xdp" !dbg !87 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !92
  %addr = alloca [5 x i32], align 8, !dbg !92
  %val = alloca [2 x i64], align 8, !dbg !92
  %key = alloca i32, align 8, !dbg !92
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !92
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !92
  %verdict = call i32 @xdpc_rules_0(ptr %pkt), !dbg !92
  %2 = icmp ne i32 %verdict, 0, !dbg !92
  br i1 %2, label %decided, label %undecided, !dbg !92

decided:                                          ; preds = %entry
  ret i32 %verdict, !dbg !92

undecided:                                        ; preds = %entry
  store i32 4, ptr %key, align 4, !dbg !92
  %3 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !92
  %4 = icmp ne ptr %3, null, !dbg !92
  br i1 %4, label %count.add, label %count.done, !dbg !92

count.add:                                        ; preds = %undecided
  %5 = load i64, ptr %3, align 8, !dbg !92
  %6 = add i64 %5, 1, !dbg !92
  store i64 %6, ptr %3, align 8, !dbg !92
  %7 = getelementptr i8, ptr %3, i64 8, !dbg !92
  %8 = load i64, ptr %7, align 8, !dbg !92
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !92
  %len1 = load i32, ptr %len, align 4, !dbg !92
  %9 = zext i32 %len1 to i64, !dbg !92
  %10 = add i64 %8, %9, !dbg !92
  store i64 %10, ptr %7, align 8, !dbg !92
  br label %count.done, !dbg !92

count.done:                                       ; preds = %count.add, %undecided
  ret i32 2, !dbg !92
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!36, !37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !11, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "l3.xf", directory: ".")
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
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 160, align: 32, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 5, lowerBound: 0)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "key", file: !3, baseType: !25, size: 64, align: 64, offset: 128)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, align: 64, dwarfAddressSpace: 0)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u32", file: !3, baseType: !27)
!27 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned_char)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !29, size: 64, align: 64, offset: 192)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64, align: 64, dwarfAddressSpace: 0)
!30 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_counter", file: !3, size: 128, align: 64, elements: !31)
!31 = !{!32, !35}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "packets", file: !3, baseType: !33, size: 64, align: 64)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u64", file: !3, baseType: !34)
!34 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned_char)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", file: !3, baseType: !33, size: 64, align: 64, offset: 64)
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
!53 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !33, size: 64, align: 64)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !33, size: 64, align: 64, offset: 64)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !33, size: 64, align: 64, offset: 128)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !33, size: 64, align: 64, offset: 192)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !33, size: 64, align: 64, offset: 256)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !33, size: 64, align: 64, offset: 320)
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
!80 = !{!16, !50}
!81 = !{!82}
!82 = !DILocalVariable(name: "pkt", arg: 1, scope: !78, file: !3, line: 1, type: !50)
!83 = !DILocation(line: 1, column: 1, scope: !78)
!84 = !DILocation(line: 2, column: 1, scope: !78)
!85 = !DILocation(line: 3, column: 1, scope: !78)
!86 = !DILocation(line: 4, column: 1, scope: !78)
!87 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !88, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !90)
!88 = !DISubroutineType(flags: DIFlagPrototyped, types: !89)
!89 = !{!16, !41}
!90 = !{!91}
!91 = !DILocalVariable(name: "ctx", arg: 1, scope: !87, file: !3, line: 1, type: !41)
!92 = !DILocation(line: 1, column: 1, scope: !87)
