target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0113\\012source\\011sample.xf\\012default\\011pass\\012rule\\0110\\0113\\011count\\011-\\011count\22"
module asm "\09.ascii \22 udp sample every 4 snaplen 32;\\012rule\\0111\\0114\\011drop\\011-\\011drop tcp sample \22"
module asm "\09.ascii \225/s;\\012sample\\0110\\011every\\0114\\01132\\012sample\\0111\\011rate\\0115\\011128\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_samples = global { ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !5
@xdpc_sample_n = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !20
@xdpc_sample_rate = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !42
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !52

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !73 {
  ; (frame parser body: see frame-parser.ll)
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: nounwind memory(none)
declare ptr @llvm.bpf.passthrough.p0.p0(i32, ptr) #2

; Function Attrs: noinline nounwind
define i32 @xdpc_rules_0(ptr %0, i32 %1, ptr %2) #0 !dbg !127 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !134
  %val = alloca [2 x i64], align 8, !dbg !134
  %key = alloca i32, align 8, !dbg !134
  %best = alloca i32, align 8, !dbg !134
  store i32 %1, ptr %best, align 4, !dbg !134
  %3 = icmp eq ptr %0, null, !dbg !134
  %4 = icmp eq ptr %2, null, !dbg !134
  %5 = or i1 %3, %4, !dbg !134
  br i1 %5, label %continue, label %rules, !dbg !134

rules:                                            ; preds = %entry
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !134
  %flags2 = load i32, ptr %flags, align 4, !dbg !134
  %6 = zext i32 %flags2 to i64, !dbg !134
  %7 = and i64 %6, 16, !dbg !134
  %8 = icmp ne i64 %7, 0, !dbg !134
  br i1 %8, label %has, label %next, !dbg !134

hit:                                              ; preds = %has
  %counter = getelementptr i8, ptr %2, i64 0, !dbg !134
  %9 = load i64, ptr %counter, align 8, !dbg !134
  %10 = add i64 %9, 1, !dbg !134
  store i64 %10, ptr %counter, align 8, !dbg !134
  %11 = getelementptr i8, ptr %counter, i64 8, !dbg !134
  %12 = load i64, ptr %11, align 8, !dbg !134
  %len = getelementptr i8, ptr %0, i64 48, !dbg !134
  %len4 = load i32, ptr %len, align 4, !dbg !134
  %13 = zext i32 %len4 to i64, !dbg !134
  %14 = add i64 %12, %13, !dbg !134
  store i64 %14, ptr %11, align 8, !dbg !134
  %smp = getelementptr i8, ptr %0, i64 104, !dbg !134
  %smp5 = load i64, ptr %smp, align 8, !dbg !134
  %15 = or i64 %smp5, 1, !dbg !134
  %smp6 = getelementptr i8, ptr %0, i64 104, !dbg !134
  store i64 %15, ptr %smp6, align 8, !dbg !134
  br label %next, !dbg !134

next:                                             ; preds = %hit, %has, %rules
  %flags10 = getelementptr i8, ptr %0, i64 52, !dbg !135
  %flags11 = load i32, ptr %flags10, align 4, !dbg !135
  %16 = zext i32 %flags11 to i64, !dbg !135
  %17 = and i64 %16, 16, !dbg !135
  %18 = icmp ne i64 %17, 0, !dbg !135
  br i1 %18, label %has9, label %next8, !dbg !135

has:                                              ; preds = %rules
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !134
  %proto3 = load i8, ptr %proto, align 1, !dbg !134
  %19 = zext i8 %proto3 to i64, !dbg !134
  %20 = icmp eq i64 %19, 17, !dbg !134
  br i1 %20, label %hit, label %next, !dbg !134

hit7:                                             ; preds = %has9
  ret i32 9, !dbg !135

next8:                                            ; preds = %has9, %next
  br label %continue, !dbg !135

continue:                                         ; preds = %next8, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !134
  ret i32 %best1, !dbg !134

has9:                                             ; preds = %next
  %proto12 = getelementptr i8, ptr %0, i64 64, !dbg !135
  %proto13 = load i8, ptr %proto12, align 1, !dbg !135
  %21 = zext i8 %proto13 to i64, !dbg !135
  %22 = icmp eq i64 %21, 6, !dbg !135
  br i1 %22, label %hit7, label %next8, !dbg !135
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !136 {
entry:
  %pkt = alloca [112 x i8], align 8, !dbg !141
  %addr = alloca [5 x i32], align 8, !dbg !141
  %val = alloca [2 x i64], align 8, !dbg !141
  %key = alloca i32, align 8, !dbg !141
  %best = alloca i32, align 8, !dbg !141
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 112, i1 false), !dbg !141
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !141
  store i32 0, ptr %key, align 4, !dbg !141
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !141
  %3 = icmp eq ptr %2, null, !dbg !141
  br i1 %3, label %no.counters, label %counters, !dbg !141

no.counters:                                      ; preds = %entry
  ret i32 2, !dbg !141

counters:                                         ; preds = %entry
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0, ptr %2), !dbg !141
  %4 = icmp ne i32 %best1, 0, !dbg !141
  br i1 %4, label %decided, label %undecided, !dbg !141

undecided:                                        ; preds = %counters
  %counter5 = getelementptr i8, ptr %2, i64 32, !dbg !141
  %5 = load i64, ptr %counter5, align 8, !dbg !141
  %6 = add i64 %5, 1, !dbg !141
  store i64 %6, ptr %counter5, align 8, !dbg !141
  %7 = getelementptr i8, ptr %counter5, i64 8, !dbg !141
  %8 = load i64, ptr %7, align 8, !dbg !141
  %len6 = getelementptr i8, ptr %pkt, i64 48, !dbg !141
  %len7 = load i32, ptr %len6, align 4, !dbg !141
  %9 = zext i32 %len7 to i64, !dbg !141
  %10 = add i64 %8, %9, !dbg !141
  store i64 %10, ptr %7, align 8, !dbg !141
  %smp10 = getelementptr i8, ptr %pkt, i64 104, !dbg !141
  %smp11 = load i64, ptr %smp10, align 8, !dbg !141
  %11 = icmp ne i64 %smp11, 0, !dbg !141
  br i1 %11, label %sample.counts8, label %sampled.counts9, !dbg !141

decided:                                          ; preds = %counters
  %verdict = phi i32 [ %best1, %counters ], !dbg !141
  %12 = lshr i32 %verdict, 2, !dbg !141
  %rule = sub i32 %12, 1, !dbg !141
  %13 = zext i32 %rule to i64, !dbg !141
  %14 = icmp ult i64 %13, 3, !dbg !141
  br i1 %14, label %count.in, label %count.out, !dbg !141

count.in:                                         ; preds = %decided
  %off = shl i64 %13, 4, !dbg !141
  %counter = getelementptr i8, ptr %2, i64 %off, !dbg !141
  %15 = load i64, ptr %counter, align 8, !dbg !141
  %16 = add i64 %15, 1, !dbg !141
  store i64 %16, ptr %counter, align 8, !dbg !141
  %17 = getelementptr i8, ptr %counter, i64 8, !dbg !141
  %18 = load i64, ptr %17, align 8, !dbg !141
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !141
  %len2 = load i32, ptr %len, align 4, !dbg !141
  %19 = zext i32 %len2 to i64, !dbg !141
  %20 = add i64 %18, %19, !dbg !141
  store i64 %20, ptr %17, align 8, !dbg !141
  br label %count.out, !dbg !141

count.out:                                        ; preds = %count.in, %decided
  %smp = getelementptr i8, ptr %pkt, i64 104, !dbg !141
  %smp3 = load i64, ptr %smp, align 8, !dbg !141
  %21 = icmp ne i64 %smp3, 0, !dbg !141
  br i1 %21, label %sample.counts, label %sampled.counts, !dbg !141

sample.counts:                                    ; preds = %count.out
  %22 = call i32 @xdpc_sample_counts(ptr %0, i64 %smp3), !dbg !141
  br label %sampled.counts, !dbg !141

sampled.counts:                                   ; preds = %sample.counts, %count.out
  switch i32 %rule, label %sampled [
    i32 1, label %sample.rule
  ], !dbg !141

sampled:                                          ; preds = %sample.done, %sampled.counts
  %action = and i32 %verdict, 3, !dbg !141
  ret i32 %action, !dbg !141

sample.rule:                                      ; preds = %sampled.counts
  store i32 1, ptr %key, align 4, !dbg !142
  %23 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_sample_rate, ptr %key), !dbg !142
  %24 = icmp ne ptr %23, null, !dbg !142
  br i1 %24, label %sample.found, label %sample.done, !dbg !142

sample.take:                                      ; preds = %sample.claim
  %25 = call ptr inttoptr (i64 131 to ptr)(ptr @xdpc_samples, i64 152, i64 0), !dbg !142
  %26 = icmp ne ptr %25, null, !dbg !142
  br i1 %26, label %sample.reserved, label %sample.full, !dbg !142

sample.done:                                      ; preds = %sample.submit, %sample.found4, %sample.full, %sample.claim, %sample.found, %sample.rule
  br label %sampled, !dbg !142

sample.claim:                                     ; preds = %sample.found
  %27 = add i64 %start, 200000000, !dbg !142
  %28 = cmpxchg ptr %23, i64 %30, i64 %27 seq_cst seq_cst, align 8, !dbg !142
  %claimed = extractvalue { i64, i1 } %28, 1, !dbg !142
  br i1 %claimed, label %sample.take, label %sample.done, !dbg !142

sample.found:                                     ; preds = %sample.rule
  %29 = call i64 inttoptr (i64 5 to ptr)(), !dbg !142
  %30 = load i64, ptr %23, align 8, !dbg !142
  %31 = icmp ugt i64 %30, %29, !dbg !142
  %start = select i1 %31, i64 %30, i64 %29, !dbg !142
  %32 = sub i64 %start, %29, !dbg !142
  %early = icmp ugt i64 %32, 800000000, !dbg !142
  br i1 %early, label %sample.done, label %sample.claim, !dbg !142

sample.reserved:                                  ; preds = %sample.take
  %33 = call i64 inttoptr (i64 5 to ptr)(), !dbg !142
  %34 = getelementptr i8, ptr %25, i64 0, !dbg !142
  store i64 %33, ptr %34, align 8, !dbg !142
  %35 = getelementptr i8, ptr %25, i64 8, !dbg !142
  store i32 1, ptr %35, align 4, !dbg !142
  %36 = call i64 inttoptr (i64 188 to ptr)(ptr %0), !dbg !142
  %37 = trunc i64 %36 to i32, !dbg !142
  %38 = getelementptr i8, ptr %25, i64 12, !dbg !142
  store i32 %37, ptr %38, align 4, !dbg !142
  %39 = getelementptr i8, ptr %25, i64 16, !dbg !142
  store i32 0, ptr %39, align 4, !dbg !142
  %40 = getelementptr i8, ptr %25, i64 20, !dbg !142
  store i32 0, ptr %40, align 4, !dbg !142
  %41 = icmp ult i64 %36, 128, !dbg !142
  %caplen = select i1 %41, i64 %36, i64 128, !dbg !142
  %42 = call i64 @llvm.bpf.passthrough.i64.i64(i32 44, i64 %caplen), !dbg !142
  %43 = icmp eq i64 %42, 0, !dbg !142
  br i1 %43, label %sample.submit, label %sample.copy, !dbg !142

sample.full:                                      ; preds = %sample.take
  store i32 2, ptr %key, align 4, !dbg !142
  %44 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_sample_n, ptr %key), !dbg !142
  %45 = icmp ne ptr %44, null, !dbg !142
  br i1 %45, label %sample.found4, label %sample.done, !dbg !142

sample.copy:                                      ; preds = %sample.reserved
  %data = getelementptr i8, ptr %25, i64 24, !dbg !142
  %46 = trunc i64 %42 to i32, !dbg !142
  %47 = call i64 inttoptr (i64 189 to ptr)(ptr %0, i32 0, ptr %data, i32 %46), !dbg !142
  %48 = icmp eq i64 %47, 0, !dbg !142
  br i1 %48, label %sample.copied, label %sample.submit, !dbg !142

sample.copied:                                    ; preds = %sample.copy
  %49 = trunc i64 %42 to i32, !dbg !142
  %50 = getelementptr i8, ptr %25, i64 16, !dbg !142
  store i32 %49, ptr %50, align 4, !dbg !142
  br label %sample.submit, !dbg !142

sample.submit:                                    ; preds = %sample.copied, %sample.copy, %sample.reserved
  call void inttoptr (i64 132 to ptr)(ptr %25, i64 0), !dbg !142
  br label %sample.done, !dbg !142

sample.found4:                                    ; preds = %sample.full
  %51 = load i64, ptr %44, align 8, !dbg !142
  %52 = add i64 %51, 1, !dbg !142
  store i64 %52, ptr %44, align 8, !dbg !142
  br label %sample.done, !dbg !142

sample.counts8:                                   ; preds = %undecided
  %53 = call i32 @xdpc_sample_counts(ptr %0, i64 %smp11), !dbg !141
  br label %sampled.counts9, !dbg !141

sampled.counts9:                                  ; preds = %sample.counts8, %undecided
  ret i32 2, !dbg !141
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind
define internal i32 @xdpc_sample_counts(ptr %0, i64 %1) #0 !dbg !143 {
entry:
  %key = alloca i32, align 8, !dbg !149
  %2 = and i64 %1, 1, !dbg !149
  %3 = icmp ne i64 %2, 0, !dbg !149
  br i1 %3, label %sample.marked, label %sample.next, !dbg !149

sample.marked:                                    ; preds = %entry
  store i32 0, ptr %key, align 4, !dbg !150
  %4 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_sample_n, ptr %key), !dbg !150
  %5 = icmp ne ptr %4, null, !dbg !150
  br i1 %5, label %sample.found, label %sample.done, !dbg !150

sample.next:                                      ; preds = %sample.done, %entry
  ret i32 0, !dbg !150

sample.take:                                      ; preds = %sample.due
  %6 = call ptr inttoptr (i64 131 to ptr)(ptr @xdpc_samples, i64 152, i64 0), !dbg !150
  %7 = icmp ne ptr %6, null, !dbg !150
  br i1 %7, label %sample.reserved, label %sample.full, !dbg !150

sample.done:                                      ; preds = %sample.submit, %sample.found1, %sample.full, %sample.wait, %sample.marked
  br label %sample.next, !dbg !150

sample.due:                                       ; preds = %sample.found
  store i64 0, ptr %4, align 8, !dbg !150
  br label %sample.take, !dbg !150

sample.wait:                                      ; preds = %sample.found
  store i64 %seen, ptr %4, align 8, !dbg !150
  br label %sample.done, !dbg !150

sample.found:                                     ; preds = %sample.marked
  %8 = load i64, ptr %4, align 8, !dbg !150
  %seen = add i64 %8, 1, !dbg !150
  %due = icmp uge i64 %seen, 4, !dbg !150
  br i1 %due, label %sample.due, label %sample.wait, !dbg !150

sample.reserved:                                  ; preds = %sample.take
  %9 = call i64 inttoptr (i64 5 to ptr)(), !dbg !150
  %10 = getelementptr i8, ptr %6, i64 0, !dbg !150
  store i64 %9, ptr %10, align 8, !dbg !150
  %11 = getelementptr i8, ptr %6, i64 8, !dbg !150
  store i32 0, ptr %11, align 4, !dbg !150
  %12 = call i64 inttoptr (i64 188 to ptr)(ptr %0), !dbg !150
  %13 = trunc i64 %12 to i32, !dbg !150
  %14 = getelementptr i8, ptr %6, i64 12, !dbg !150
  store i32 %13, ptr %14, align 4, !dbg !150
  %15 = getelementptr i8, ptr %6, i64 16, !dbg !150
  store i32 0, ptr %15, align 4, !dbg !150
  %16 = getelementptr i8, ptr %6, i64 20, !dbg !150
  store i32 0, ptr %16, align 4, !dbg !150
  %17 = icmp ult i64 %12, 32, !dbg !150
  %caplen = select i1 %17, i64 %12, i64 32, !dbg !150
  %18 = call i64 @llvm.bpf.passthrough.i64.i64(i32 43, i64 %caplen), !dbg !150
  %19 = icmp eq i64 %18, 0, !dbg !150
  br i1 %19, label %sample.submit, label %sample.copy, !dbg !150

sample.full:                                      ; preds = %sample.take
  store i32 2, ptr %key, align 4, !dbg !150
  %20 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_sample_n, ptr %key), !dbg !150
  %21 = icmp ne ptr %20, null, !dbg !150
  br i1 %21, label %sample.found1, label %sample.done, !dbg !150

sample.copy:                                      ; preds = %sample.reserved
  %data = getelementptr i8, ptr %6, i64 24, !dbg !150
  %22 = trunc i64 %18 to i32, !dbg !150
  %23 = call i64 inttoptr (i64 189 to ptr)(ptr %0, i32 0, ptr %data, i32 %22), !dbg !150
  %24 = icmp eq i64 %23, 0, !dbg !150
  br i1 %24, label %sample.copied, label %sample.submit, !dbg !150

sample.copied:                                    ; preds = %sample.copy
  %25 = trunc i64 %18 to i32, !dbg !150
  %26 = getelementptr i8, ptr %6, i64 16, !dbg !150
  store i32 %25, ptr %26, align 4, !dbg !150
  br label %sample.submit, !dbg !150

sample.submit:                                    ; preds = %sample.copied, %sample.copy, %sample.reserved
  call void inttoptr (i64 132 to ptr)(ptr %6, i64 0), !dbg !150
  br label %sample.done, !dbg !150

sample.found1:                                    ; preds = %sample.full
  %27 = load i64, ptr %20, align 8, !dbg !150
  %28 = add i64 %27, 1, !dbg !150
  store i64 %28, ptr %20, align 8, !dbg !150
  br label %sample.done, !dbg !150
}

; Function Attrs: nounwind memory(none)
declare i64 @llvm.bpf.passthrough.i64.i64(i32, i64) #2

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!71, !72}

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
!59 = !{!24, !60, !34, !65}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !61, size: 64, align: 64, offset: 64)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64, align: 64, dwarfAddressSpace: 0)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, align: 32, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 1, lowerBound: 0)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !66, size: 64, align: 64, offset: 192)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64, align: 64, dwarfAddressSpace: 0)
!67 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_block_3", file: !3, size: 384, align: 64, elements: !68)
!68 = !{!69}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "c", file: !3, baseType: !70, size: 384, align: 64)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 384, align: 32, elements: !27)
!71 = !{i32 2, !"Debug Info Version", i32 3}
!72 = !{i32 2, !"Dwarf Version", i32 5}
!73 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !74, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !123)
!74 = !DISubroutineType(flags: DIFlagPrototyped, types: !75)
!75 = !{!12, !76, !85}
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64, align: 64, dwarfAddressSpace: 0)
!77 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !78)
!78 = !{!79, !80, !81, !82, !83, !84}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !36, size: 32, align: 32)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !36, size: 32, align: 32, offset: 32)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !36, size: 32, align: 32, offset: 64)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !36, size: 32, align: 32, offset: 96)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !36, size: 32, align: 32, offset: 128)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !36, size: 32, align: 32, offset: 160)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64, align: 64, dwarfAddressSpace: 0)
!86 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 896, align: 64, elements: !87)
!87 = !{!88, !89, !90, !91, !92, !93, !94, !95, !96, !99, !100, !101, !102, !105, !106, !107, !108, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !40, size: 64, align: 64)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !40, size: 64, align: 64, offset: 64)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !40, size: 64, align: 64, offset: 128)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !40, size: 64, align: 64, offset: 192)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !40, size: 64, align: 64, offset: 256)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !40, size: 64, align: 64, offset: 320)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !36, size: 32, align: 32, offset: 384)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !36, size: 32, align: 32, offset: 416)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !97, size: 16, align: 16, offset: 448)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !98)
!98 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !97, size: 16, align: 16, offset: 464)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !97, size: 16, align: 16, offset: 480)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !97, size: 16, align: 16, offset: 496)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !103, size: 8, align: 8, offset: 512)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !104)
!104 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !103, size: 8, align: 8, offset: 520)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !103, size: 8, align: 8, offset: 528)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !103, size: 8, align: 8, offset: 536)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !36, size: 32, align: 32, offset: 544)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "sig", file: !3, baseType: !40, size: 64, align: 64, offset: 576)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "iplen", file: !3, baseType: !36, size: 32, align: 32, offset: 640)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "flow", file: !3, baseType: !36, size: 32, align: 32, offset: 672)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "ip4frag", file: !3, baseType: !97, size: 16, align: 16, offset: 704)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "udplen", file: !3, baseType: !97, size: 16, align: 16, offset: 720)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "tcpwin", file: !3, baseType: !97, size: 16, align: 16, offset: 736)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "l3off", file: !3, baseType: !97, size: 16, align: 16, offset: 752)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "l4off", file: !3, baseType: !97, size: 16, align: 16, offset: 768)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "payoff", file: !3, baseType: !97, size: 16, align: 16, offset: 784)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "tos", file: !3, baseType: !103, size: 8, align: 8, offset: 800)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "icmptype", file: !3, baseType: !103, size: 8, align: 8, offset: 808)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "icmpcode", file: !3, baseType: !103, size: 8, align: 8, offset: 816)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "pad2", file: !3, baseType: !103, size: 8, align: 8, offset: 824)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "smp", file: !3, baseType: !40, size: 64, align: 64, offset: 832)
!123 = !{!124, !125}
!124 = !DILocalVariable(name: "ctx", arg: 1, scope: !73, file: !3, line: 1, type: !76)
!125 = !DILocalVariable(name: "pkt", arg: 2, scope: !73, file: !3, line: 1, type: !85)
!126 = !DILocation(line: 1, column: 1, scope: !73)
!127 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 3, type: !128, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !130)
!128 = !DISubroutineType(flags: DIFlagPrototyped, types: !129)
!129 = !{!12, !85, !36, !66}
!130 = !{!131, !132, !133}
!131 = !DILocalVariable(name: "pkt", arg: 1, scope: !127, file: !3, line: 3, type: !85)
!132 = !DILocalVariable(name: "best", arg: 2, scope: !127, file: !3, line: 3, type: !36)
!133 = !DILocalVariable(name: "counters", arg: 3, scope: !127, file: !3, line: 3, type: !66)
!134 = !DILocation(line: 3, column: 1, scope: !127)
!135 = !DILocation(line: 4, column: 1, scope: !127)
!136 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !137, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !139)
!137 = !DISubroutineType(flags: DIFlagPrototyped, types: !138)
!138 = !{!12, !76}
!139 = !{!140}
!140 = !DILocalVariable(name: "ctx", arg: 1, scope: !136, file: !3, line: 1, type: !76)
!141 = !DILocation(line: 1, column: 1, scope: !136)
!142 = !DILocation(line: 4, column: 1, scope: !136)
!143 = distinct !DISubprogram(name: "xdpc_sample_counts", linkageName: "xdpc_sample_counts", scope: !3, file: !3, line: 1, type: !144, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !146)
!144 = !DISubroutineType(flags: DIFlagPrototyped, types: !145)
!145 = !{!12, !76, !40}
!146 = !{!147, !148}
!147 = !DILocalVariable(name: "ctx", arg: 1, scope: !143, file: !3, line: 1, type: !76)
!148 = !DILocalVariable(name: "smp", arg: 2, scope: !143, file: !3, line: 1, type: !40)
!149 = !DILocation(line: 1, column: 1, scope: !143)
!150 = !DILocation(line: 3, column: 1, scope: !143)
