target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0113\\012source\\011rate.xf\\012default\\011pass\\012rule\\0110\\0112\\011drop\\011-\\011drop udp\22"
module asm "\09.ascii \22 rate over 2000/s burst 4000 per src;\\012rate\\0110\\011xdpc_rate_0\\011src\\011128\22"
module asm "\09.ascii \22\\011packets\\0112000\\0111000000000\\0114000\\0112000000000\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_rate_0 = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !5
@xdpc_clock = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !43
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !67

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !88 {
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
define i32 @xdpc_rules_0(ptr %0, i32 %1, ptr %2) #0 !dbg !126 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !133
  %val = alloca [2 x i64], align 8, !dbg !133
  %key = alloca i32, align 8, !dbg !133
  %best = alloca i32, align 8, !dbg !133
  store i32 %1, ptr %best, align 4, !dbg !133
  %3 = icmp eq ptr %0, null, !dbg !133
  %4 = icmp eq ptr %2, null, !dbg !133
  %5 = or i1 %3, %4, !dbg !133
  br i1 %5, label %continue, label %rules, !dbg !133

rules:                                            ; preds = %entry
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !133
  %flags2 = load i32, ptr %flags, align 4, !dbg !133
  %6 = zext i32 %flags2 to i64, !dbg !133
  %7 = and i64 %6, 16, !dbg !133
  %8 = icmp ne i64 %7, 0, !dbg !133
  br i1 %8, label %has, label %next, !dbg !133

hit:                                              ; preds = %has
  store i32 0, ptr %key, align 4, !dbg !133
  %9 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_clock, ptr %key), !dbg !133
  %10 = icmp ne ptr %9, null, !dbg !133
  br i1 %10, label %clock.map, label %clock.kernel, !dbg !133

next:                                             ; preds = %rate.fits14, %rate.fits9, %rate.fits, %rate.raced, %rate.made, %has, %rules
  br label %continue, !dbg !133

continue:                                         ; preds = %next, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !133
  ret i32 %best1, !dbg !133

has:                                              ; preds = %rules
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !133
  %proto3 = load i8, ptr %proto, align 1, !dbg !133
  %11 = zext i8 %proto3 to i64, !dbg !133
  %12 = icmp eq i64 %11, 17, !dbg !133
  br i1 %12, label %hit, label %next, !dbg !133

rate.over:                                        ; preds = %rate.count, %rate.made
  ret i32 5, !dbg !133

rate.found:                                       ; preds = %rate.raced, %clock.done
  %bucket = phi ptr [ %52, %clock.done ], [ %19, %rate.raced ], !dbg !133
  br label %rate.has, !dbg !133

rate.fresh:                                       ; preds = %clock.done
  %13 = add i64 %now, 500000, !dbg !133
  %14 = select i1 false, i64 %now, i64 %13, !dbg !133
  %15 = getelementptr i8, ptr %val, i64 0, !dbg !133
  store i64 %14, ptr %15, align 8, !dbg !133
  %16 = getelementptr i8, ptr %val, i64 8, !dbg !133
  store i64 0, ptr %16, align 8, !dbg !133
  %17 = call i64 inttoptr (i64 2 to ptr)(ptr @xdpc_rate_0, ptr %addr, ptr %val, i64 1), !dbg !133
  %18 = icmp eq i64 %17, 0, !dbg !133
  br i1 %18, label %rate.made, label %rate.raced, !dbg !133

rate.raced:                                       ; preds = %rate.fresh
  %19 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rate_0, ptr %addr), !dbg !133
  %20 = icmp ne ptr %19, null, !dbg !133
  br i1 %20, label %rate.found, label %next, !dbg !133

rate.has:                                         ; preds = %rate.found
  %21 = getelementptr i8, ptr %bucket, i64 0, !dbg !133
  %22 = load i64, ptr %21, align 8, !dbg !133
  %23 = icmp ugt i64 %22, %now, !dbg !133
  %base = select i1 %23, i64 %22, i64 %now, !dbg !133
  %24 = sub i64 %base, %now, !dbg !133
  %lag = add i64 %24, 500000, !dbg !133
  %25 = icmp ugt i64 %lag, 2000000000, !dbg !133
  br i1 %25, label %rate.count, label %rate.fits, !dbg !133

clock.map:                                        ; preds = %hit
  %26 = getelementptr i8, ptr %9, i64 0, !dbg !133
  %27 = load i64, ptr %26, align 8, !dbg !133
  %28 = icmp ne i64 %27, 0, !dbg !133
  br i1 %28, label %clock.set, label %clock.kernel, !dbg !133

clock.set:                                        ; preds = %clock.map
  %29 = getelementptr i8, ptr %9, i64 8, !dbg !133
  %30 = load i64, ptr %29, align 8, !dbg !133
  br label %clock.done, !dbg !133

clock.kernel:                                     ; preds = %clock.map, %hit
  %31 = call i64 inttoptr (i64 5 to ptr)(), !dbg !133
  br label %clock.done, !dbg !133

clock.done:                                       ; preds = %clock.kernel, %clock.set
  %now = phi i64 [ %30, %clock.set ], [ %31, %clock.kernel ], !dbg !133
  %32 = getelementptr i8, ptr %addr, i64 0, !dbg !133
  store i32 0, ptr %32, align 4, !dbg !133
  %33 = getelementptr i8, ptr %addr, i64 4, !dbg !133
  store i32 0, ptr %33, align 4, !dbg !133
  %34 = getelementptr i8, ptr %addr, i64 8, !dbg !133
  store i32 0, ptr %34, align 4, !dbg !133
  %35 = getelementptr i8, ptr %addr, i64 12, !dbg !133
  store i32 0, ptr %35, align 4, !dbg !133
  %36 = getelementptr i8, ptr %addr, i64 16, !dbg !133
  store i32 0, ptr %36, align 4, !dbg !133
  %flags4 = getelementptr i8, ptr %0, i64 52, !dbg !133
  %flags5 = load i32, ptr %flags4, align 4, !dbg !133
  %37 = zext i32 %flags5 to i64, !dbg !133
  %38 = and i64 %37, 12, !dbg !133
  %39 = icmp ne i64 %38, 0, !dbg !133
  %family = getelementptr i8, ptr %0, i64 67, !dbg !133
  %family6 = load i8, ptr %family, align 1, !dbg !133
  %40 = zext i8 %family6 to i64, !dbg !133
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !133
  %src_hi7 = load i64, ptr %src_hi, align 8, !dbg !133
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !133
  %src_lo8 = load i64, ptr %src_lo, align 8, !dbg !133
  %41 = and i64 %src_hi7, -1, !dbg !133
  %42 = and i64 %src_lo8, -1, !dbg !133
  %43 = select i1 %39, i64 %40, i64 0, !dbg !133
  %44 = select i1 %39, i64 %41, i64 0, !dbg !133
  %45 = select i1 %39, i64 %42, i64 0, !dbg !133
  %46 = trunc i64 %43 to i32, !dbg !133
  %47 = getelementptr i8, ptr %addr, i64 0, !dbg !133
  store i32 %46, ptr %47, align 4, !dbg !133
  %48 = call i64 @llvm.bswap.i64(i64 %44), !dbg !133
  %49 = getelementptr i8, ptr %addr, i64 4, !dbg !133
  store i64 %48, ptr %49, align 4, !dbg !133
  %50 = call i64 @llvm.bswap.i64(i64 %45), !dbg !133
  %51 = getelementptr i8, ptr %addr, i64 12, !dbg !133
  store i64 %50, ptr %51, align 4, !dbg !133
  %52 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rate_0, ptr %addr), !dbg !133
  %53 = icmp ne ptr %52, null, !dbg !133
  br i1 %53, label %rate.found, label %rate.fresh, !dbg !133

rate.made:                                        ; preds = %rate.fresh
  br i1 false, label %rate.over, label %next, !dbg !133

rate.count:                                       ; preds = %rate.fits14, %rate.again10, %rate.again, %rate.has
  %54 = getelementptr i8, ptr %bucket, i64 8, !dbg !133
  %55 = atomicrmw add ptr %54, i64 1 monotonic, align 8, !dbg !133
  br label %rate.over, !dbg !133

rate.fits:                                        ; preds = %rate.has
  %56 = add i64 %base, 500000, !dbg !133
  %57 = cmpxchg ptr %bucket, i64 %22, i64 %56 seq_cst seq_cst, align 8, !dbg !133
  %swapped = extractvalue { i64, i1 } %57, 1, !dbg !133
  br i1 %swapped, label %next, label %rate.again, !dbg !133

rate.again:                                       ; preds = %rate.fits
  %58 = getelementptr i8, ptr %bucket, i64 0, !dbg !133
  %59 = load i64, ptr %58, align 8, !dbg !133
  %60 = icmp ugt i64 %59, %now, !dbg !133
  %base11 = select i1 %60, i64 %59, i64 %now, !dbg !133
  %61 = sub i64 %base11, %now, !dbg !133
  %lag12 = add i64 %61, 500000, !dbg !133
  %62 = icmp ugt i64 %lag12, 2000000000, !dbg !133
  br i1 %62, label %rate.count, label %rate.fits9, !dbg !133

rate.fits9:                                       ; preds = %rate.again
  %63 = add i64 %base11, 500000, !dbg !133
  %64 = cmpxchg ptr %bucket, i64 %59, i64 %63 seq_cst seq_cst, align 8, !dbg !133
  %swapped13 = extractvalue { i64, i1 } %64, 1, !dbg !133
  br i1 %swapped13, label %next, label %rate.again10, !dbg !133

rate.again10:                                     ; preds = %rate.fits9
  %65 = getelementptr i8, ptr %bucket, i64 0, !dbg !133
  %66 = load i64, ptr %65, align 8, !dbg !133
  %67 = icmp ugt i64 %66, %now, !dbg !133
  %base15 = select i1 %67, i64 %66, i64 %now, !dbg !133
  %68 = sub i64 %base15, %now, !dbg !133
  %lag16 = add i64 %68, 500000, !dbg !133
  %69 = icmp ugt i64 %lag16, 2000000000, !dbg !133
  br i1 %69, label %rate.count, label %rate.fits14, !dbg !133

rate.fits14:                                      ; preds = %rate.again10
  %70 = add i64 %base15, 500000, !dbg !133
  %71 = cmpxchg ptr %bucket, i64 %66, i64 %70 seq_cst seq_cst, align 8, !dbg !133
  %swapped17 = extractvalue { i64, i1 } %71, 1, !dbg !133
  br i1 %swapped17, label %next, label %rate.count, !dbg !133
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !134 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !139
  %addr = alloca [5 x i32], align 8, !dbg !139
  %val = alloca [2 x i64], align 8, !dbg !139
  %key = alloca i32, align 8, !dbg !139
  %best = alloca i32, align 8, !dbg !139
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !139
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !139
  store i32 0, ptr %key, align 4, !dbg !139
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !139
  %3 = icmp eq ptr %2, null, !dbg !139
  br i1 %3, label %no.counters, label %counters, !dbg !139

no.counters:                                      ; preds = %entry
  ret i32 2, !dbg !139

counters:                                         ; preds = %entry
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0, ptr %2), !dbg !139
  %4 = icmp ne i32 %best1, 0, !dbg !139
  br i1 %4, label %decided, label %undecided, !dbg !139

undecided:                                        ; preds = %counters
  %counter3 = getelementptr i8, ptr %2, i64 16, !dbg !139
  %5 = load i64, ptr %counter3, align 8, !dbg !139
  %6 = add i64 %5, 1, !dbg !139
  store i64 %6, ptr %counter3, align 8, !dbg !139
  %7 = getelementptr i8, ptr %counter3, i64 8, !dbg !139
  %8 = load i64, ptr %7, align 8, !dbg !139
  %len4 = getelementptr i8, ptr %pkt, i64 48, !dbg !139
  %len5 = load i32, ptr %len4, align 4, !dbg !139
  %9 = zext i32 %len5 to i64, !dbg !139
  %10 = add i64 %8, %9, !dbg !139
  store i64 %10, ptr %7, align 8, !dbg !139
  ret i32 2, !dbg !139

decided:                                          ; preds = %counters
  %verdict = phi i32 [ %best1, %counters ], !dbg !139
  %11 = lshr i32 %verdict, 2, !dbg !139
  %rule = sub i32 %11, 1, !dbg !139
  %12 = zext i32 %rule to i64, !dbg !139
  %13 = icmp ult i64 %12, 2, !dbg !139
  br i1 %13, label %count.in, label %count.out, !dbg !139

count.in:                                         ; preds = %decided
  %off = shl i64 %12, 4, !dbg !139
  %counter = getelementptr i8, ptr %2, i64 %off, !dbg !139
  %14 = load i64, ptr %counter, align 8, !dbg !139
  %15 = add i64 %14, 1, !dbg !139
  store i64 %15, ptr %counter, align 8, !dbg !139
  %16 = getelementptr i8, ptr %counter, i64 8, !dbg !139
  %17 = load i64, ptr %16, align 8, !dbg !139
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !139
  %len2 = load i32, ptr %len, align 4, !dbg !139
  %18 = zext i32 %len2 to i64, !dbg !139
  %19 = add i64 %17, %18, !dbg !139
  store i64 %19, ptr %16, align 8, !dbg !139
  br label %count.out, !dbg !139

count.out:                                        ; preds = %count.in, %decided
  %action = and i32 %verdict, 3, !dbg !139
  ret i32 %action, !dbg !139
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!86, !87}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !73, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "rate.xf", directory: ".")
!4 = !{!0, !5, !43, !67}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "xdpc_rate_0", linkageName: "xdpc_rate_0", scope: !2, file: !3, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !8)
!8 = !{!9, !15, !20, !35}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "type", file: !3, baseType: !10, size: 64, align: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, align: 64, dwarfAddressSpace: 0)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 288, align: 32, elements: !13)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14}
!14 = !DISubrange(count: 9, lowerBound: 0)
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
!37 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_rate_val", file: !3, size: 128, align: 64, elements: !38)
!38 = !{!39, !42}
!39 = !DIDerivedType(tag: DW_TAG_member, name: "tat", file: !3, baseType: !40, size: 64, align: 64)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u64", file: !3, baseType: !41)
!41 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned_char)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "over", file: !3, baseType: !40, size: 64, align: 64, offset: 64)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(name: "xdpc_clock", linkageName: "xdpc_clock", scope: !2, file: !3, type: !45, isLocal: false, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !46)
!46 = !{!47, !52, !57, !61}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "type", file: !3, baseType: !48, size: 64, align: 64)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64, align: 64, dwarfAddressSpace: 0)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 64, align: 32, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 2, lowerBound: 0)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !53, size: 64, align: 64, offset: 64)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64, align: 64, dwarfAddressSpace: 0)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, align: 32, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 1, lowerBound: 0)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "key", file: !3, baseType: !58, size: 64, align: 64, offset: 128)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64, align: 64, dwarfAddressSpace: 0)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u32", file: !3, baseType: !60)
!60 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned_char)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !62, size: 64, align: 64, offset: 192)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64, align: 64, dwarfAddressSpace: 0)
!63 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_clock", file: !3, size: 128, align: 64, elements: !64)
!64 = !{!65, !66}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "set", file: !3, baseType: !40, size: 64, align: 64)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "ns", file: !3, baseType: !40, size: 64, align: 64, offset: 64)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "_license", linkageName: "_license", scope: !2, file: !3, type: !69, isLocal: false, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !70, size: 32, align: 32, elements: !71)
!70 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!71 = !{!72}
!72 = !DISubrange(count: 4, lowerBound: 0)
!73 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !74)
!74 = !{!75, !52, !57, !80}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "type", file: !3, baseType: !76, size: 64, align: 64)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64, align: 64, dwarfAddressSpace: 0)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 192, align: 32, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 6, lowerBound: 0)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !81, size: 64, align: 64, offset: 192)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64, align: 64, dwarfAddressSpace: 0)
!82 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_block_2", file: !3, size: 256, align: 64, elements: !83)
!83 = !{!84}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "c", file: !3, baseType: !85, size: 256, align: 64)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 256, align: 32, elements: !71)
!86 = !{i32 2, !"Debug Info Version", i32 3}
!87 = !{i32 2, !"Dwarf Version", i32 5}
!88 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !89, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !122)
!89 = !DISubroutineType(flags: DIFlagPrototyped, types: !90)
!90 = !{!12, !91, !100}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64, align: 64, dwarfAddressSpace: 0)
!92 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !93)
!93 = !{!94, !95, !96, !97, !98, !99}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !59, size: 32, align: 32)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !59, size: 32, align: 32, offset: 32)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !59, size: 32, align: 32, offset: 64)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !59, size: 32, align: 32, offset: 96)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !59, size: 32, align: 32, offset: 128)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !59, size: 32, align: 32, offset: 160)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64, align: 64, dwarfAddressSpace: 0)
!101 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !102)
!102 = !{!103, !104, !105, !106, !107, !108, !109, !110, !111, !114, !115, !116, !117, !118, !119, !120, !121}
!103 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !40, size: 64, align: 64)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !40, size: 64, align: 64, offset: 64)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !40, size: 64, align: 64, offset: 128)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !40, size: 64, align: 64, offset: 192)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !40, size: 64, align: 64, offset: 256)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !40, size: 64, align: 64, offset: 320)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !59, size: 32, align: 32, offset: 384)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !59, size: 32, align: 32, offset: 416)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !112, size: 16, align: 16, offset: 448)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !113)
!113 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !112, size: 16, align: 16, offset: 464)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !112, size: 16, align: 16, offset: 480)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !112, size: 16, align: 16, offset: 496)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !25, size: 8, align: 8, offset: 512)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !25, size: 8, align: 8, offset: 520)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !25, size: 8, align: 8, offset: 528)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !25, size: 8, align: 8, offset: 536)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !59, size: 32, align: 32, offset: 544)
!122 = !{!123, !124}
!123 = !DILocalVariable(name: "ctx", arg: 1, scope: !88, file: !3, line: 1, type: !91)
!124 = !DILocalVariable(name: "pkt", arg: 2, scope: !88, file: !3, line: 1, type: !100)
!125 = !DILocation(line: 1, column: 1, scope: !88)
!126 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 2, type: !127, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !129)
!127 = !DISubroutineType(flags: DIFlagPrototyped, types: !128)
!128 = !{!12, !100, !59, !81}
!129 = !{!130, !131, !132}
!130 = !DILocalVariable(name: "pkt", arg: 1, scope: !126, file: !3, line: 2, type: !100)
!131 = !DILocalVariable(name: "best", arg: 2, scope: !126, file: !3, line: 2, type: !59)
!132 = !DILocalVariable(name: "counters", arg: 3, scope: !126, file: !3, line: 2, type: !81)
!133 = !DILocation(line: 2, column: 1, scope: !126)
!134 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !135, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !137)
!135 = !DISubroutineType(flags: DIFlagPrototyped, types: !136)
!136 = !{!12, !91}
!137 = !{!138}
!138 = !DILocalVariable(name: "ctx", arg: 1, scope: !134, file: !3, line: 1, type: !91)
!139 = !DILocation(line: 1, column: 1, scope: !134)
