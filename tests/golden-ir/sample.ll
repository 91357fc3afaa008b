target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0111\\012source\\011sample.xf\\012default\\011pass\\012rule\\0110\\0113\\011count\\011-\\011count\22"
module asm "\09.ascii \22 udp sample every 4 snaplen 32;\\012rule\\0111\\0114\\011drop\\011-\\011drop tcp sample \22"
module asm "\09.ascii \225/s;\\012sample\\0110\\011every\\0114\\01132\\012sample\\0111\\011rate\\0115\\011128\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_samples = global { ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !5
@xdpc_sample_n = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !20
@xdpc_sample_rate = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !42
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !52

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !68 {
  ; (frame parser body: see frame-parser.ll)
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: nounwind memory(none)
declare ptr @llvm.bpf.passthrough.p0.p0(i32, ptr) #2

; Function Attrs: noinline nounwind
define i32 @xdpc_rules_0(ptr %0, i32 %1) #0 !dbg !122 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !128
  %val = alloca [2 x i64], align 8, !dbg !128
  %key = alloca i32, align 8, !dbg !128
  %best = alloca i32, align 8, !dbg !128
  store i32 %1, ptr %best, align 4, !dbg !128
  %2 = icmp eq ptr %0, null, !dbg !128
  br i1 %2, label %continue, label %rules, !dbg !128

rules:                                            ; preds = %entry
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !128
  %flags2 = load i32, ptr %flags, align 4, !dbg !128
  %3 = zext i32 %flags2 to i64, !dbg !128
  %4 = and i64 %3, 16, !dbg !128
  %5 = icmp ne i64 %4, 0, !dbg !128
  br i1 %5, label %has, label %next, !dbg !128

hit:                                              ; preds = %has
  %len = getelementptr i8, ptr %0, i64 48, !dbg !128
  %len4 = load i32, ptr %len, align 4, !dbg !128
  %6 = zext i32 %len4 to i64, !dbg !128
  %7 = call i32 @xdpc_count(i32 0, i64 %6), !dbg !128
  %smp = getelementptr i8, ptr %0, i64 104, !dbg !128
  %smp5 = load i64, ptr %smp, align 8, !dbg !128
  %8 = or i64 %smp5, 1, !dbg !128
  %smp6 = getelementptr i8, ptr %0, i64 104, !dbg !128
  store i64 %8, ptr %smp6, align 8, !dbg !128
  br label %next, !dbg !128

next:                                             ; preds = %hit, %has, %rules
  %flags10 = getelementptr i8, ptr %0, i64 52, !dbg !129
  %flags11 = load i32, ptr %flags10, align 4, !dbg !129
  %9 = zext i32 %flags11 to i64, !dbg !129
  %10 = and i64 %9, 16, !dbg !129
  %11 = icmp ne i64 %10, 0, !dbg !129
  br i1 %11, label %has9, label %next8, !dbg !129

has:                                              ; preds = %rules
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !128
  %proto3 = load i8, ptr %proto, align 1, !dbg !128
  %12 = zext i8 %proto3 to i64, !dbg !128
  %13 = icmp eq i64 %12, 17, !dbg !128
  br i1 %13, label %hit, label %next, !dbg !128

hit7:                                             ; preds = %has9
  ret i32 9, !dbg !129

next8:                                            ; preds = %has9, %next
  br label %continue, !dbg !129

continue:                                         ; preds = %next8, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !128
  ret i32 %best1, !dbg !128

has9:                                             ; preds = %next
  %proto12 = getelementptr i8, ptr %0, i64 64, !dbg !129
  %proto13 = load i8, ptr %proto12, align 1, !dbg !129
  %14 = zext i8 %proto13 to i64, !dbg !129
  %15 = icmp eq i64 %14, 6, !dbg !129
  br i1 %15, label %hit7, label %next8, !dbg !129
}

; Function Attrs: noinline nounwind
define i32 @xdpc_count(i32 %0, i64 %1) #0 !dbg !130 {
entry:
  %key = alloca i32, align 8, !dbg !136
  store i32 %0, ptr %key, align 4, !dbg !136
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !136
  %3 = icmp ne ptr %2, null, !dbg !136
  br i1 %3, label %count.add, label %count.done, !dbg !136

count.add:                                        ; preds = %entry
  %4 = load i64, ptr %2, align 8, !dbg !136
  %5 = add i64 %4, 1, !dbg !136
  store i64 %5, ptr %2, align 8, !dbg !136
  %6 = getelementptr i8, ptr %2, i64 8, !dbg !136
  %7 = load i64, ptr %6, align 8, !dbg !136
  %8 = add i64 %7, %1, !dbg !136
  store i64 %8, ptr %6, align 8, !dbg !136
  br label %count.done, !dbg !136

count.done:                                       ; preds = %count.add, %entry
  ret i32 0, !dbg !136
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !137 {
entry:
  %pkt = alloca [112 x i8], align 8, !dbg !142
  %addr = alloca [5 x i32], align 8, !dbg !142
  %val = alloca [2 x i64], align 8, !dbg !142
  %key = alloca i32, align 8, !dbg !142
  %best = alloca i32, align 8, !dbg !142
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 112, i1 false), !dbg !142
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !142
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0), !dbg !142
  %2 = icmp ne i32 %best1, 0, !dbg !142
  br i1 %2, label %decided, label %undecided, !dbg !142

undecided:                                        ; preds = %entry
  %len5 = getelementptr i8, ptr %pkt, i64 48, !dbg !142
  %len6 = load i32, ptr %len5, align 4, !dbg !142
  %3 = zext i32 %len6 to i64, !dbg !142
  %4 = call i32 @xdpc_count(i32 2, i64 %3), !dbg !142
  %smp9 = getelementptr i8, ptr %pkt, i64 104, !dbg !142
  %smp10 = load i64, ptr %smp9, align 8, !dbg !142
  %5 = icmp ne i64 %smp10, 0, !dbg !142
  br i1 %5, label %sample.counts7, label %sampled.counts8, !dbg !142

decided:                                          ; preds = %entry
  %verdict = phi i32 [ %best1, %entry ], !dbg !142
  %6 = lshr i32 %verdict, 2, !dbg !142
  %rule = sub i32 %6, 1, !dbg !142
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !142
  %len2 = load i32, ptr %len, align 4, !dbg !142
  %7 = zext i32 %len2 to i64, !dbg !142
  %8 = call i32 @xdpc_count(i32 %rule, i64 %7), !dbg !142
  %smp = getelementptr i8, ptr %pkt, i64 104, !dbg !142
  %smp3 = load i64, ptr %smp, align 8, !dbg !142
  %9 = icmp ne i64 %smp3, 0, !dbg !142
  br i1 %9, label %sample.counts, label %sampled.counts, !dbg !142

sample.counts:                                    ; preds = %decided
  %10 = call i32 @xdpc_sample_counts(ptr %0, i64 %smp3), !dbg !142
  br label %sampled.counts, !dbg !142

sampled.counts:                                   ; preds = %sample.counts, %decided
  switch i32 %rule, label %sampled [
    i32 1, label %sample.rule
  ], !dbg !142

sampled:                                          ; preds = %sample.done, %sampled.counts
  %action = and i32 %verdict, 3, !dbg !142
  ret i32 %action, !dbg !142

sample.rule:                                      ; preds = %sampled.counts
  store i32 1, ptr %key, align 4, !dbg !143
  %11 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_sample_rate, ptr %key), !dbg !143
  %12 = icmp ne ptr %11, null, !dbg !143
  br i1 %12, label %sample.found, label %sample.done, !dbg !143

sample.take:                                      ; preds = %sample.claim
  %13 = call ptr inttoptr (i64 131 to ptr)(ptr @xdpc_samples, i64 152, i64 0), !dbg !143
  %14 = icmp ne ptr %13, null, !dbg !143
  br i1 %14, label %sample.reserved, label %sample.full, !dbg !143

sample.done:                                      ; preds = %sample.submit, %sample.found4, %sample.full, %sample.claim, %sample.found, %sample.rule
  br label %sampled, !dbg !143

sample.claim:                                     ; preds = %sample.found
  %15 = add i64 %start, 200000000, !dbg !143
  %16 = cmpxchg ptr %11, i64 %18, i64 %15 seq_cst seq_cst, align 8, !dbg !143
  %claimed = extractvalue { i64, i1 } %16, 1, !dbg !143
  br i1 %claimed, label %sample.take, label %sample.done, !dbg !143

sample.found:                                     ; preds = %sample.rule
  %17 = call i64 inttoptr (i64 5 to ptr)(), !dbg !143
  %18 = load i64, ptr %11, align 8, !dbg !143
  %19 = icmp ugt i64 %18, %17, !dbg !143
  %start = select i1 %19, i64 %18, i64 %17, !dbg !143
  %20 = sub i64 %start, %17, !dbg !143
  %early = icmp ugt i64 %20, 800000000, !dbg !143
  br i1 %early, label %sample.done, label %sample.claim, !dbg !143

sample.reserved:                                  ; preds = %sample.take
  %21 = call i64 inttoptr (i64 5 to ptr)(), !dbg !143
  %22 = getelementptr i8, ptr %13, i64 0, !dbg !143
  store i64 %21, ptr %22, align 8, !dbg !143
  %23 = getelementptr i8, ptr %13, i64 8, !dbg !143
  store i32 1, ptr %23, align 4, !dbg !143
  %24 = call i64 inttoptr (i64 188 to ptr)(ptr %0), !dbg !143
  %25 = trunc i64 %24 to i32, !dbg !143
  %26 = getelementptr i8, ptr %13, i64 12, !dbg !143
  store i32 %25, ptr %26, align 4, !dbg !143
  %27 = getelementptr i8, ptr %13, i64 16, !dbg !143
  store i32 0, ptr %27, align 4, !dbg !143
  %28 = getelementptr i8, ptr %13, i64 20, !dbg !143
  store i32 0, ptr %28, align 4, !dbg !143
  %29 = icmp ult i64 %24, 128, !dbg !143
  %caplen = select i1 %29, i64 %24, i64 128, !dbg !143
  %30 = call i64 @llvm.bpf.passthrough.i64.i64(i32 44, i64 %caplen), !dbg !143
  %31 = icmp eq i64 %30, 0, !dbg !143
  br i1 %31, label %sample.submit, label %sample.copy, !dbg !143

sample.full:                                      ; preds = %sample.take
  store i32 2, ptr %key, align 4, !dbg !143
  %32 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_sample_n, ptr %key), !dbg !143
  %33 = icmp ne ptr %32, null, !dbg !143
  br i1 %33, label %sample.found4, label %sample.done, !dbg !143

sample.copy:                                      ; preds = %sample.reserved
  %data = getelementptr i8, ptr %13, i64 24, !dbg !143
  %34 = trunc i64 %30 to i32, !dbg !143
  %35 = call i64 inttoptr (i64 189 to ptr)(ptr %0, i32 0, ptr %data, i32 %34), !dbg !143
  %36 = icmp eq i64 %35, 0, !dbg !143
  br i1 %36, label %sample.copied, label %sample.submit, !dbg !143

sample.copied:                                    ; preds = %sample.copy
  %37 = trunc i64 %30 to i32, !dbg !143
  %38 = getelementptr i8, ptr %13, i64 16, !dbg !143
  store i32 %37, ptr %38, align 4, !dbg !143
  br label %sample.submit, !dbg !143

sample.submit:                                    ; preds = %sample.copied, %sample.copy, %sample.reserved
  call void inttoptr (i64 132 to ptr)(ptr %13, i64 0), !dbg !143
  br label %sample.done, !dbg !143

sample.found4:                                    ; preds = %sample.full
  %39 = load i64, ptr %32, align 8, !dbg !143
  %40 = add i64 %39, 1, !dbg !143
  store i64 %40, ptr %32, align 8, !dbg !143
  br label %sample.done, !dbg !143

sample.counts7:                                   ; preds = %undecided
  %41 = call i32 @xdpc_sample_counts(ptr %0, i64 %smp10), !dbg !142
  br label %sampled.counts8, !dbg !142

sampled.counts8:                                  ; preds = %sample.counts7, %undecided
  ret i32 2, !dbg !142
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind
define internal i32 @xdpc_sample_counts(ptr %0, i64 %1) #0 !dbg !144 {
entry:
  %key = alloca i32, align 8, !dbg !150
  %2 = and i64 %1, 1, !dbg !150
  %3 = icmp ne i64 %2, 0, !dbg !150
  br i1 %3, label %sample.marked, label %sample.next, !dbg !150

sample.marked:                                    ; preds = %entry
  store i32 0, ptr %key, align 4, !dbg !151
  %4 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_sample_n, ptr %key), !dbg !151
  %5 = icmp ne ptr %4, null, !dbg !151
  br i1 %5, label %sample.found, label %sample.done, !dbg !151

sample.next:                                      ; preds = %sample.done, %entry
  ret i32 0, !dbg !151

sample.take:                                      ; preds = %sample.due
  %6 = call ptr inttoptr (i64 131 to ptr)(ptr @xdpc_samples, i64 152, i64 0), !dbg !151
  %7 = icmp ne ptr %6, null, !dbg !151
  br i1 %7, label %sample.reserved, label %sample.full, !dbg !151

sample.done:                                      ; preds = %sample.submit, %sample.found1, %sample.full, %sample.wait, %sample.marked
  br label %sample.next, !dbg !151

sample.due:                                       ; preds = %sample.found
  store i64 0, ptr %4, align 8, !dbg !151
  br label %sample.take, !dbg !151

sample.wait:                                      ; preds = %sample.found
  store i64 %seen, ptr %4, align 8, !dbg !151
  br label %sample.done, !dbg !151

sample.found:                                     ; preds = %sample.marked
  %8 = load i64, ptr %4, align 8, !dbg !151
  %seen = add i64 %8, 1, !dbg !151
  %due = icmp uge i64 %seen, 4, !dbg !151
  br i1 %due, label %sample.due, label %sample.wait, !dbg !151

sample.reserved:                                  ; preds = %sample.take
  %9 = call i64 inttoptr (i64 5 to ptr)(), !dbg !151
  %10 = getelementptr i8, ptr %6, i64 0, !dbg !151
  store i64 %9, ptr %10, align 8, !dbg !151
  %11 = getelementptr i8, ptr %6, i64 8, !dbg !151
  store i32 0, ptr %11, align 4, !dbg !151
  %12 = call i64 inttoptr (i64 188 to ptr)(ptr %0), !dbg !151
  %13 = trunc i64 %12 to i32, !dbg !151
  %14 = getelementptr i8, ptr %6, i64 12, !dbg !151
  store i32 %13, ptr %14, align 4, !dbg !151
  %15 = getelementptr i8, ptr %6, i64 16, !dbg !151
  store i32 0, ptr %15, align 4, !dbg !151
  %16 = getelementptr i8, ptr %6, i64 20, !dbg !151
  store i32 0, ptr %16, align 4, !dbg !151
  %17 = icmp ult i64 %12, 32, !dbg !151
  %caplen = select i1 %17, i64 %12, i64 32, !dbg !151
  %18 = call i64 @llvm.bpf.passthrough.i64.i64(i32 43, i64 %caplen), !dbg !151
  %19 = icmp eq i64 %18, 0, !dbg !151
  br i1 %19, label %sample.submit, label %sample.copy, !dbg !151

sample.full:                                      ; preds = %sample.take
  store i32 2, ptr %key, align 4, !dbg !151
  %20 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_sample_n, ptr %key), !dbg !151
  %21 = icmp ne ptr %20, null, !dbg !151
  br i1 %21, label %sample.found1, label %sample.done, !dbg !151

sample.copy:                                      ; preds = %sample.reserved
  %data = getelementptr i8, ptr %6, i64 24, !dbg !151
  %22 = trunc i64 %18 to i32, !dbg !151
  %23 = call i64 inttoptr (i64 189 to ptr)(ptr %0, i32 0, ptr %data, i32 %22), !dbg !151
  %24 = icmp eq i64 %23, 0, !dbg !151
  br i1 %24, label %sample.copied, label %sample.submit, !dbg !151

sample.copied:                                    ; preds = %sample.copy
  %25 = trunc i64 %18 to i32, !dbg !151
  %26 = getelementptr i8, ptr %6, i64 16, !dbg !151
  store i32 %25, ptr %26, align 4, !dbg !151
  br label %sample.submit, !dbg !151

sample.submit:                                    ; preds = %sample.copied, %sample.copy, %sample.reserved
  call void inttoptr (i64 132 to ptr)(ptr %6, i64 0), !dbg !151
  br label %sample.done, !dbg !151

sample.found1:                                    ; preds = %sample.full
  %27 = load i64, ptr %20, align 8, !dbg !151
  %28 = add i64 %27, 1, !dbg !151
  store i64 %28, ptr %20, align 8, !dbg !151
  br label %sample.done, !dbg !151
}

; Function Attrs: nounwind memory(none)
declare i64 @llvm.bpf.passthrough.i64.i64(i32, i64) #2

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!66, !67}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !58, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "sample.xf", directory: ".")
!4 = !{!0, !5, !20, !42, !52}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "xdpc_samples", linkageName: "xdpc_samples", scope: !2, file: !3, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 128, align: 64, elements: !8)
!8 = !{!9, !15}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "type", file: !3, baseType: !10, size: 64, align: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, align: 64, dwarfAddressSpace: 0)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 864, align: 32, elements: !13)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14}
!14 = !DISubrange(count: 27, lowerBound: 0)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !16, size: 64, align: 64, offset: 64)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, align: 64, dwarfAddressSpace: 0)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 33554432, align: 32, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 1048576, lowerBound: 0)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "xdpc_sample_n", linkageName: "xdpc_sample_n", scope: !2, file: !3, type: !22, isLocal: false, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !23)
!23 = !{!24, !29, !34, !38}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "type", file: !3, baseType: !25, size: 64, align: 64)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, align: 64, dwarfAddressSpace: 0)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 192, align: 32, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 6, lowerBound: 0)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !30, size: 64, align: 64, offset: 64)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64, align: 64, dwarfAddressSpace: 0)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 96, align: 32, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 3, lowerBound: 0)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "key", file: !3, baseType: !35, size: 64, align: 64, offset: 128)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64, align: 64, dwarfAddressSpace: 0)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u32", file: !3, baseType: !37)
!37 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned_char)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !39, size: 64, align: 64, offset: 192)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64, align: 64, dwarfAddressSpace: 0)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u64", file: !3, baseType: !41)
!41 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned_char)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "xdpc_sample_rate", linkageName: "xdpc_sample_rate", scope: !2, file: !3, type: !44, isLocal: false, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !45)
!45 = !{!46, !51, !34, !38}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "type", file: !3, baseType: !47, size: 64, align: 64)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64, align: 64, dwarfAddressSpace: 0)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 64, align: 32, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 2, lowerBound: 0)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !47, size: 64, align: 64, offset: 64)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "_license", linkageName: "_license", scope: !2, file: !3, type: !54, isLocal: false, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 32, align: 32, elements: !56)
!55 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!56 = !{!57}
!57 = !DISubrange(count: 4, lowerBound: 0)
!58 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !59)
!59 = !{!24, !29, !34, !60}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !61, size: 64, align: 64, offset: 192)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64, align: 64, dwarfAddressSpace: 0)
!62 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_counter", file: !3, size: 128, align: 64, elements: !63)
!63 = !{!64, !65}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "packets", file: !3, baseType: !40, size: 64, align: 64)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", file: !3, baseType: !40, size: 64, align: 64, offset: 64)
!66 = !{i32 2, !"Debug Info Version", i32 3}
!67 = !{i32 2, !"Dwarf Version", i32 5}
!68 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !69, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !118)
!69 = !DISubroutineType(flags: DIFlagPrototyped, types: !70)
!70 = !{!12, !71, !80}
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64, align: 64, dwarfAddressSpace: 0)
!72 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !73)
!73 = !{!74, !75, !76, !77, !78, !79}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !36, size: 32, align: 32)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !36, size: 32, align: 32, offset: 32)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !36, size: 32, align: 32, offset: 64)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !36, size: 32, align: 32, offset: 96)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !36, size: 32, align: 32, offset: 128)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !36, size: 32, align: 32, offset: 160)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64, align: 64, dwarfAddressSpace: 0)
!81 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 896, align: 64, elements: !82)
!82 = !{!83, !84, !85, !86, !87, !88, !89, !90, !91, !94, !95, !96, !97, !100, !101, !102, !103, !104, !105, !106, !107, !108, !109, !110, !111, !112, !113, !114, !115, !116, !117}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !40, size: 64, align: 64)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !40, size: 64, align: 64, offset: 64)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !40, size: 64, align: 64, offset: 128)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !40, size: 64, align: 64, offset: 192)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !40, size: 64, align: 64, offset: 256)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !40, size: 64, align: 64, offset: 320)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !36, size: 32, align: 32, offset: 384)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !36, size: 32, align: 32, offset: 416)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !92, size: 16, align: 16, offset: 448)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !93)
!93 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !92, size: 16, align: 16, offset: 464)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !92, size: 16, align: 16, offset: 480)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !92, size: 16, align: 16, offset: 496)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !98, size: 8, align: 8, offset: 512)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !99)
!99 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !98, size: 8, align: 8, offset: 520)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !98, size: 8, align: 8, offset: 528)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !98, size: 8, align: 8, offset: 536)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !36, size: 32, align: 32, offset: 544)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "sig", file: !3, baseType: !40, size: 64, align: 64, offset: 576)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "iplen", file: !3, baseType: !36, size: 32, align: 32, offset: 640)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "flow", file: !3, baseType: !36, size: 32, align: 32, offset: 672)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "ip4frag", file: !3, baseType: !92, size: 16, align: 16, offset: 704)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "udplen", file: !3, baseType: !92, size: 16, align: 16, offset: 720)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "tcpwin", file: !3, baseType: !92, size: 16, align: 16, offset: 736)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "l3off", file: !3, baseType: !92, size: 16, align: 16, offset: 752)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "l4off", file: !3, baseType: !92, size: 16, align: 16, offset: 768)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "payoff", file: !3, baseType: !92, size: 16, align: 16, offset: 784)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "tos", file: !3, baseType: !98, size: 8, align: 8, offset: 800)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "icmptype", file: !3, baseType: !98, size: 8, align: 8, offset: 808)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "icmpcode", file: !3, baseType: !98, size: 8, align: 8, offset: 816)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "pad2", file: !3, baseType: !98, size: 8, align: 8, offset: 824)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "smp", file: !3, baseType: !40, size: 64, align: 64, offset: 832)
!118 = !{!119, !120}
!119 = !DILocalVariable(name: "ctx", arg: 1, scope: !68, file: !3, line: 1, type: !71)
!120 = !DILocalVariable(name: "pkt", arg: 2, scope: !68, file: !3, line: 1, type: !80)
!121 = !DILocation(line: 1, column: 1, scope: !68)
!122 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 3, type: !123, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !125)
!123 = !DISubroutineType(flags: DIFlagPrototyped, types: !124)
!124 = !{!12, !80, !36}
!125 = !{!126, !127}
!126 = !DILocalVariable(name: "pkt", arg: 1, scope: !122, file: !3, line: 3, type: !80)
!127 = !DILocalVariable(name: "best", arg: 2, scope: !122, file: !3, line: 3, type: !36)
!128 = !DILocation(line: 3, column: 1, scope: !122)
!129 = !DILocation(line: 4, column: 1, scope: !122)
!130 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !131, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !133)
!131 = !DISubroutineType(flags: DIFlagPrototyped, types: !132)
!132 = !{!12, !36, !40}
!133 = !{!134, !135}
!134 = !DILocalVariable(name: "rule", arg: 1, scope: !130, file: !3, line: 1, type: !36)
!135 = !DILocalVariable(name: "len", arg: 2, scope: !130, file: !3, line: 1, type: !40)
!136 = !DILocation(line: 1, column: 1, scope: !130)
!137 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !138, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !140)
!138 = !DISubroutineType(flags: DIFlagPrototyped, types: !139)
!139 = !{!12, !71}
!140 = !{!141}
!141 = !DILocalVariable(name: "ctx", arg: 1, scope: !137, file: !3, line: 1, type: !71)
!142 = !DILocation(line: 1, column: 1, scope: !137)
!143 = !DILocation(line: 4, column: 1, scope: !137)
!144 = distinct !DISubprogram(name: "xdpc_sample_counts", linkageName: "xdpc_sample_counts", scope: !3, file: !3, line: 1, type: !145, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !147)
!145 = !DISubroutineType(flags: DIFlagPrototyped, types: !146)
!146 = !{!12, !71, !40}
!147 = !{!148, !149}
!148 = !DILocalVariable(name: "ctx", arg: 1, scope: !144, file: !3, line: 1, type: !71)
!149 = !DILocalVariable(name: "smp", arg: 2, scope: !144, file: !3, line: 1, type: !40)
!150 = !DILocation(line: 1, column: 1, scope: !144)
!151 = !DILocation(line: 3, column: 1, scope: !144)
