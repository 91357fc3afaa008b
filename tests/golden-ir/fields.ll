target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0112\\012source\\011fields.xf\\012default\\011pass\\012rule\\0110\\0114\\011count\\0110\\011count\22"
module asm "\09.ascii \22 by icmp-type;\\012rule\\0111\\0115\\011drop\\011-\\011drop icmp type echo-request;\\012rule\22"
module asm "\09.ascii \22\\0112\\0116\\011drop\\011-\\011drop icmpv6 type nd-neighbor-solicit icmpv6 code 0;\\012\22"
module asm "\09.ascii \22rule\\0113\\0117\\011drop\\011-\\011drop ip dscp ef;\\012rule\\0114\\0118\\011drop\\011-\\011drop ip ecn ce;\22"
module asm "\09.ascii \22\\012rule\\0115\\0119\\011drop\\011-\\011drop ipv4 flags df / df,mf;\\012rule\\0116\\01110\\011drop\\011-\\011dr\22"
module asm "\09.ascii \22op ip length > 1000;\\012rule\\0117\\01111\\011drop\\011-\\011drop ipv6 flowlabel 0x1234\22"
module asm "\09.ascii \225;\\012rule\\0118\\01112\\011drop\\011-\\011drop udp length < 9;\\012rule\\0119\\01113\\011drop\\011-\\011drop t\22"
module asm "\09.ascii \22cp window 0;\\012rule\\01110\\01114\\011drop\\011-\\011drop tcp flags syn / syn,ack;\\012tab\22"
module asm "\09.ascii \22le\\0110\\0110\\011icmp_type\\011xdpc_t0_icmp_type\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_t0_icmp_type = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !5
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !32

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !55 {
  ; (frame parser body: see frame-parser.ll)
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: nounwind memory(none)
declare ptr @llvm.bpf.passthrough.p0.p0(i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: noinline nounwind
define i32 @xdpc_rules_0(ptr %0, i32 %1, ptr %2) #0 !dbg !108 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !115
  %val = alloca [2 x i64], align 8, !dbg !115
  %key = alloca i32, align 8, !dbg !115
  %best = alloca i32, align 8, !dbg !115
  store i32 %1, ptr %best, align 4, !dbg !115
  %3 = icmp eq ptr %0, null, !dbg !115
  %4 = icmp eq ptr %2, null, !dbg !115
  %5 = or i1 %3, %4, !dbg !115
  br i1 %5, label %continue, label %rules, !dbg !115

rules:                                            ; preds = %entry
  br label %hit, !dbg !115

hit:                                              ; preds = %rules
  %counter = getelementptr i8, ptr %2, i64 0, !dbg !115
  %6 = load i64, ptr %counter, align 8, !dbg !115
  %7 = add i64 %6, 1, !dbg !115
  store i64 %7, ptr %counter, align 8, !dbg !115
  %8 = getelementptr i8, ptr %counter, i64 8, !dbg !115
  %9 = load i64, ptr %8, align 8, !dbg !115
  %len = getelementptr i8, ptr %0, i64 48, !dbg !115
  %len2 = load i32, ptr %len, align 4, !dbg !115
  %10 = zext i32 %len2 to i64, !dbg !115
  %11 = add i64 %9, %10, !dbg !115
  store i64 %11, ptr %8, align 8, !dbg !115
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !115
  %flags3 = load i32, ptr %flags, align 4, !dbg !115
  %12 = zext i32 %flags3 to i64, !dbg !115
  %13 = and i64 %12, 512, !dbg !115
  %14 = icmp ne i64 %13, 0, !dbg !115
  %flags4 = getelementptr i8, ptr %0, i64 52, !dbg !115
  %flags5 = load i32, ptr %flags4, align 4, !dbg !115
  %15 = zext i32 %flags5 to i64, !dbg !115
  %16 = and i64 %15, 768, !dbg !115
  %17 = icmp ne i64 %16, 0, !dbg !115
  br i1 %17, label %count.key, label %count.skip, !dbg !115

next:                                             ; preds = %count.skip
  %flags11 = getelementptr i8, ptr %0, i64 52, !dbg !116
  %flags12 = load i32, ptr %flags11, align 4, !dbg !116
  %18 = zext i32 %flags12 to i64, !dbg !116
  %19 = and i64 %18, 256, !dbg !116
  %20 = icmp ne i64 %19, 0, !dbg !116
  br i1 %20, label %has, label %next10, !dbg !116

count.key:                                        ; preds = %hit
  %21 = select i1 %14, i64 256, i64 0, !dbg !115
  %icmptype = getelementptr i8, ptr %0, i64 101, !dbg !115
  %icmptype6 = load i8, ptr %icmptype, align 1, !dbg !115
  %22 = zext i8 %icmptype6 to i64, !dbg !115
  %23 = or i64 %22, %21, !dbg !115
  %24 = trunc i64 %23 to i32, !dbg !115
  store i32 %24, ptr %key, align 4, !dbg !115
  %25 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_icmp_type, ptr %key), !dbg !115
  %26 = icmp ne ptr %25, null, !dbg !115
  br i1 %26, label %count.add, label %count.done, !dbg !115

count.skip:                                       ; preds = %count.done, %hit
  br label %next, !dbg !115

count.add:                                        ; preds = %count.key
  %27 = load i64, ptr %25, align 8, !dbg !115
  %28 = add i64 %27, 1, !dbg !115
  store i64 %28, ptr %25, align 8, !dbg !115
  %29 = getelementptr i8, ptr %25, i64 8, !dbg !115
  %30 = load i64, ptr %29, align 8, !dbg !115
  %len7 = getelementptr i8, ptr %0, i64 48, !dbg !115
  %len8 = load i32, ptr %len7, align 4, !dbg !115
  %31 = zext i32 %len8 to i64, !dbg !115
  %32 = add i64 %30, %31, !dbg !115
  store i64 %32, ptr %29, align 8, !dbg !115
  br label %count.done, !dbg !115

count.done:                                       ; preds = %count.add, %count.key
  br label %count.skip, !dbg !115

hit9:                                             ; preds = %has
  ret i32 9, !dbg !116

next10:                                           ; preds = %has, %next
  %flags18 = getelementptr i8, ptr %0, i64 52, !dbg !117
  %flags19 = load i32, ptr %flags18, align 4, !dbg !117
  %33 = zext i32 %flags19 to i64, !dbg !117
  %34 = and i64 %33, 512, !dbg !117
  %35 = icmp ne i64 %34, 0, !dbg !117
  br i1 %35, label %has17, label %next16, !dbg !117

has:                                              ; preds = %next
  %icmptype13 = getelementptr i8, ptr %0, i64 101, !dbg !116
  %icmptype14 = load i8, ptr %icmptype13, align 1, !dbg !116
  %36 = zext i8 %icmptype14 to i64, !dbg !116
  %37 = and i64 %36, 255, !dbg !116
  %38 = icmp eq i64 %37, 8, !dbg !116
  br i1 %38, label %hit9, label %next10, !dbg !116

hit15:                                            ; preds = %has22
  ret i32 13, !dbg !117

next16:                                           ; preds = %has22, %and, %has17, %next10
  %flags29 = getelementptr i8, ptr %0, i64 52, !dbg !118
  %flags30 = load i32, ptr %flags29, align 4, !dbg !118
  %39 = zext i32 %flags30 to i64, !dbg !118
  %40 = and i64 %39, 12, !dbg !118
  %41 = icmp ne i64 %40, 0, !dbg !118
  br i1 %41, label %has28, label %next27, !dbg !118

and:                                              ; preds = %has17
  %flags23 = getelementptr i8, ptr %0, i64 52, !dbg !117
  %flags24 = load i32, ptr %flags23, align 4, !dbg !117
  %42 = zext i32 %flags24 to i64, !dbg !117
  %43 = and i64 %42, 512, !dbg !117
  %44 = icmp ne i64 %43, 0, !dbg !117
  br i1 %44, label %has22, label %next16, !dbg !117

has17:                                            ; preds = %next10
  %icmptype20 = getelementptr i8, ptr %0, i64 101, !dbg !117
  %icmptype21 = load i8, ptr %icmptype20, align 1, !dbg !117
  %45 = zext i8 %icmptype21 to i64, !dbg !117
  %46 = and i64 %45, 255, !dbg !117
  %47 = icmp eq i64 %46, 135, !dbg !117
  br i1 %47, label %and, label %next16, !dbg !117

has22:                                            ; preds = %and
  %icmpcode = getelementptr i8, ptr %0, i64 102, !dbg !117
  %icmpcode25 = load i8, ptr %icmpcode, align 1, !dbg !117
  %48 = zext i8 %icmpcode25 to i64, !dbg !117
  %49 = and i64 %48, 255, !dbg !117
  %50 = icmp eq i64 %49, 0, !dbg !117
  br i1 %50, label %hit15, label %next16, !dbg !117

hit26:                                            ; preds = %has28
  ret i32 17, !dbg !118

next27:                                           ; preds = %has28, %next16
  %flags35 = getelementptr i8, ptr %0, i64 52, !dbg !119
  %flags36 = load i32, ptr %flags35, align 4, !dbg !119
  %51 = zext i32 %flags36 to i64, !dbg !119
  %52 = and i64 %51, 12, !dbg !119
  %53 = icmp ne i64 %52, 0, !dbg !119
  br i1 %53, label %has34, label %next33, !dbg !119

has28:                                            ; preds = %next16
  %tos = getelementptr i8, ptr %0, i64 100, !dbg !118
  %tos31 = load i8, ptr %tos, align 1, !dbg !118
  %54 = zext i8 %tos31 to i64, !dbg !118
  %55 = lshr i64 %54, 2, !dbg !118
  %56 = and i64 %55, 63, !dbg !118
  %57 = icmp eq i64 %56, 46, !dbg !118
  br i1 %57, label %hit26, label %next27, !dbg !118

hit32:                                            ; preds = %has34
  ret i32 21, !dbg !119

next33:                                           ; preds = %has34, %next27
  %flags42 = getelementptr i8, ptr %0, i64 52, !dbg !120
  %flags43 = load i32, ptr %flags42, align 4, !dbg !120
  %58 = zext i32 %flags43 to i64, !dbg !120
  %59 = and i64 %58, 4, !dbg !120
  %60 = icmp ne i64 %59, 0, !dbg !120
  br i1 %60, label %has41, label %next40, !dbg !120

has34:                                            ; preds = %next27
  %tos37 = getelementptr i8, ptr %0, i64 100, !dbg !119
  %tos38 = load i8, ptr %tos37, align 1, !dbg !119
  %61 = zext i8 %tos38 to i64, !dbg !119
  %62 = and i64 %61, 3, !dbg !119
  %63 = icmp eq i64 %62, 3, !dbg !119
  br i1 %63, label %hit32, label %next33, !dbg !119

hit39:                                            ; preds = %has41
  ret i32 25, !dbg !120

next40:                                           ; preds = %has41, %next33
  %flags48 = getelementptr i8, ptr %0, i64 52, !dbg !121
  %flags49 = load i32, ptr %flags48, align 4, !dbg !121
  %64 = zext i32 %flags49 to i64, !dbg !121
  %65 = and i64 %64, 12, !dbg !121
  %66 = icmp ne i64 %65, 0, !dbg !121
  br i1 %66, label %has47, label %next46, !dbg !121

has41:                                            ; preds = %next33
  %ip4frag = getelementptr i8, ptr %0, i64 88, !dbg !120
  %ip4frag44 = load i16, ptr %ip4frag, align 2, !dbg !120
  %67 = zext i16 %ip4frag44 to i64, !dbg !120
  %68 = lshr i64 %67, 13, !dbg !120
  %69 = and i64 %68, 3, !dbg !120
  %70 = icmp eq i64 %69, 2, !dbg !120
  br i1 %70, label %hit39, label %next40, !dbg !120

hit45:                                            ; preds = %has47
  ret i32 29, !dbg !121

next46:                                           ; preds = %has47, %next40
  %flags54 = getelementptr i8, ptr %0, i64 52, !dbg !122
  %flags55 = load i32, ptr %flags54, align 4, !dbg !122
  %71 = zext i32 %flags55 to i64, !dbg !122
  %72 = and i64 %71, 8, !dbg !122
  %73 = icmp ne i64 %72, 0, !dbg !122
  br i1 %73, label %has53, label %next52, !dbg !122

has47:                                            ; preds = %next40
  %iplen = getelementptr i8, ptr %0, i64 80, !dbg !121
  %iplen50 = load i32, ptr %iplen, align 4, !dbg !121
  %74 = zext i32 %iplen50 to i64, !dbg !121
  %75 = and i64 %74, 131071, !dbg !121
  %76 = icmp ugt i64 %75, 1000, !dbg !121
  br i1 %76, label %hit45, label %next46, !dbg !121

hit51:                                            ; preds = %has53
  ret i32 33, !dbg !122

next52:                                           ; preds = %has53, %next46
  %flags60 = getelementptr i8, ptr %0, i64 52, !dbg !123
  %flags61 = load i32, ptr %flags60, align 4, !dbg !123
  %77 = zext i32 %flags61 to i64, !dbg !123
  %78 = and i64 %77, 1024, !dbg !123
  %79 = icmp ne i64 %78, 0, !dbg !123
  br i1 %79, label %has59, label %next58, !dbg !123

has53:                                            ; preds = %next46
  %flow = getelementptr i8, ptr %0, i64 84, !dbg !122
  %flow56 = load i32, ptr %flow, align 4, !dbg !122
  %80 = zext i32 %flow56 to i64, !dbg !122
  %81 = and i64 %80, 1048575, !dbg !122
  %82 = icmp eq i64 %81, 74565, !dbg !122
  br i1 %82, label %hit51, label %next52, !dbg !122

hit57:                                            ; preds = %has59
  ret i32 37, !dbg !123

next58:                                           ; preds = %has59, %next52
  %flags66 = getelementptr i8, ptr %0, i64 52, !dbg !124
  %flags67 = load i32, ptr %flags66, align 4, !dbg !124
  %83 = zext i32 %flags67 to i64, !dbg !124
  %84 = and i64 %83, 128, !dbg !124
  %85 = icmp ne i64 %84, 0, !dbg !124
  br i1 %85, label %has65, label %next64, !dbg !124

has59:                                            ; preds = %next52
  %udplen = getelementptr i8, ptr %0, i64 90, !dbg !123
  %udplen62 = load i16, ptr %udplen, align 2, !dbg !123
  %86 = zext i16 %udplen62 to i64, !dbg !123
  %87 = and i64 %86, 65535, !dbg !123
  %88 = icmp ult i64 %87, 9, !dbg !123
  br i1 %88, label %hit57, label %next58, !dbg !123

hit63:                                            ; preds = %has65
  ret i32 41, !dbg !124

next64:                                           ; preds = %has65, %next58
  %flags72 = getelementptr i8, ptr %0, i64 52, !dbg !125
  %flags73 = load i32, ptr %flags72, align 4, !dbg !125
  %89 = zext i32 %flags73 to i64, !dbg !125
  %90 = and i64 %89, 128, !dbg !125
  %91 = icmp ne i64 %90, 0, !dbg !125
  br i1 %91, label %has71, label %next70, !dbg !125

has65:                                            ; preds = %next58
  %tcpwin = getelementptr i8, ptr %0, i64 92, !dbg !124
  %tcpwin68 = load i16, ptr %tcpwin, align 2, !dbg !124
  %92 = zext i16 %tcpwin68 to i64, !dbg !124
  %93 = and i64 %92, 65535, !dbg !124
  %94 = icmp eq i64 %93, 0, !dbg !124
  br i1 %94, label %hit63, label %next64, !dbg !124

hit69:                                            ; preds = %has71
  ret i32 45, !dbg !125

next70:                                           ; preds = %has71, %next64
  br label %continue, !dbg !125

continue:                                         ; preds = %next70, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !115
  ret i32 %best1, !dbg !115

has71:                                            ; preds = %next64
  %tcpflags = getelementptr i8, ptr %0, i64 66, !dbg !125
  %tcpflags74 = load i8, ptr %tcpflags, align 1, !dbg !125
  %95 = zext i8 %tcpflags74 to i64, !dbg !125
  %96 = and i64 %95, 18, !dbg !125
  %97 = icmp eq i64 %96, 2, !dbg !125
  br i1 %97, label %hit69, label %next70, !dbg !125
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !126 {
entry:
  %pkt = alloca [104 x i8], align 8, !dbg !131
  %addr = alloca [5 x i32], align 8, !dbg !131
  %val = alloca [2 x i64], align 8, !dbg !131
  %key = alloca i32, align 8, !dbg !131
  %best = alloca i32, align 8, !dbg !131
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 104, i1 false), !dbg !131
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !131
  store i32 0, ptr %key, align 4, !dbg !131
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !131
  %3 = icmp eq ptr %2, null, !dbg !131
  br i1 %3, label %no.counters, label %counters, !dbg !131

no.counters:                                      ; preds = %entry
  ret i32 2, !dbg !131

counters:                                         ; preds = %entry
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0, ptr %2), !dbg !131
  %4 = icmp ne i32 %best1, 0, !dbg !131
  br i1 %4, label %decided, label %undecided, !dbg !131

undecided:                                        ; preds = %counters
  %counter3 = getelementptr i8, ptr %2, i64 176, !dbg !131
  %5 = load i64, ptr %counter3, align 8, !dbg !131
  %6 = add i64 %5, 1, !dbg !131
  store i64 %6, ptr %counter3, align 8, !dbg !131
  %7 = getelementptr i8, ptr %counter3, i64 8, !dbg !131
  %8 = load i64, ptr %7, align 8, !dbg !131
  %len4 = getelementptr i8, ptr %pkt, i64 48, !dbg !131
  %len5 = load i32, ptr %len4, align 4, !dbg !131
  %9 = zext i32 %len5 to i64, !dbg !131
  %10 = add i64 %8, %9, !dbg !131
  store i64 %10, ptr %7, align 8, !dbg !131
  ret i32 2, !dbg !131

decided:                                          ; preds = %counters
  %verdict = phi i32 [ %best1, %counters ], !dbg !131
  %11 = lshr i32 %verdict, 2, !dbg !131
  %rule = sub i32 %11, 1, !dbg !131
  %12 = zext i32 %rule to i64, !dbg !131
  %13 = icmp ult i64 %12, 12, !dbg !131
  br i1 %13, label %count.in, label %count.out, !dbg !131

count.in:                                         ; preds = %decided
  %off = shl i64 %12, 4, !dbg !131
  %counter = getelementptr i8, ptr %2, i64 %off, !dbg !131
  %14 = load i64, ptr %counter, align 8, !dbg !131
  %15 = add i64 %14, 1, !dbg !131
  store i64 %15, ptr %counter, align 8, !dbg !131
  %16 = getelementptr i8, ptr %counter, i64 8, !dbg !131
  %17 = load i64, ptr %16, align 8, !dbg !131
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !131
  %len2 = load i32, ptr %len, align 4, !dbg !131
  %18 = zext i32 %len2 to i64, !dbg !131
  %19 = add i64 %17, %18, !dbg !131
  store i64 %19, ptr %16, align 8, !dbg !131
  br label %count.out, !dbg !131

count.out:                                        ; preds = %count.in, %decided
  %action = and i32 %verdict, 3, !dbg !131
  ret i32 %action, !dbg !131
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!53, !54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !38, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "fields.xf", directory: ".")
!4 = !{!0, !5, !32}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "xdpc_t0_icmp_type", linkageName: "xdpc_t0_icmp_type", scope: !2, file: !3, type: !7, isLocal: false, isDefinition: true)
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
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 16384, align: 32, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 512, lowerBound: 0)
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
!47 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_block_12", file: !3, size: 1536, align: 64, elements: !48)
!48 = !{!49}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "c", file: !3, baseType: !50, size: 1536, align: 64)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 1536, align: 32, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 24, lowerBound: 0)
!53 = !{i32 2, !"Debug Info Version", i32 3}
!54 = !{i32 2, !"Dwarf Version", i32 5}
!55 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !56, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !104)
!56 = !DISubroutineType(flags: DIFlagPrototyped, types: !57)
!57 = !{!12, !58, !67}
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64, align: 64, dwarfAddressSpace: 0)
!59 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !60)
!60 = !{!61, !62, !63, !64, !65, !66}
!61 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !22, size: 32, align: 32)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !22, size: 32, align: 32, offset: 32)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !22, size: 32, align: 32, offset: 64)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 96)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !22, size: 32, align: 32, offset: 128)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 160)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64, align: 64, dwarfAddressSpace: 0)
!68 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 832, align: 64, elements: !69)
!69 = !{!70, !71, !72, !73, !74, !75, !76, !77, !78, !81, !82, !83, !84, !87, !88, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98, !99, !100, !101, !102, !103}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !29, size: 64, align: 64)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 64)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !29, size: 64, align: 64, offset: 128)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 192)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !29, size: 64, align: 64, offset: 256)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !29, size: 64, align: 64, offset: 320)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !22, size: 32, align: 32, offset: 384)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !22, size: 32, align: 32, offset: 416)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !79, size: 16, align: 16, offset: 448)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !80)
!80 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !79, size: 16, align: 16, offset: 464)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !79, size: 16, align: 16, offset: 480)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !79, size: 16, align: 16, offset: 496)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !85, size: 8, align: 8, offset: 512)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !86)
!86 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !85, size: 8, align: 8, offset: 520)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !85, size: 8, align: 8, offset: 528)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !85, size: 8, align: 8, offset: 536)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !22, size: 32, align: 32, offset: 544)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "sig", file: !3, baseType: !29, size: 64, align: 64, offset: 576)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "iplen", file: !3, baseType: !22, size: 32, align: 32, offset: 640)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "flow", file: !3, baseType: !22, size: 32, align: 32, offset: 672)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "ip4frag", file: !3, baseType: !79, size: 16, align: 16, offset: 704)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "udplen", file: !3, baseType: !79, size: 16, align: 16, offset: 720)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "tcpwin", file: !3, baseType: !79, size: 16, align: 16, offset: 736)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "l3off", file: !3, baseType: !79, size: 16, align: 16, offset: 752)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "l4off", file: !3, baseType: !79, size: 16, align: 16, offset: 768)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "payoff", file: !3, baseType: !79, size: 16, align: 16, offset: 784)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "tos", file: !3, baseType: !85, size: 8, align: 8, offset: 800)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "icmptype", file: !3, baseType: !85, size: 8, align: 8, offset: 808)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "icmpcode", file: !3, baseType: !85, size: 8, align: 8, offset: 816)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "pad2", file: !3, baseType: !85, size: 8, align: 8, offset: 824)
!104 = !{!105, !106}
!105 = !DILocalVariable(name: "ctx", arg: 1, scope: !55, file: !3, line: 1, type: !58)
!106 = !DILocalVariable(name: "pkt", arg: 2, scope: !55, file: !3, line: 1, type: !67)
!107 = !DILocation(line: 1, column: 1, scope: !55)
!108 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 4, type: !109, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !111)
!109 = !DISubroutineType(flags: DIFlagPrototyped, types: !110)
!110 = !{!12, !67, !22, !46}
!111 = !{!112, !113, !114}
!112 = !DILocalVariable(name: "pkt", arg: 1, scope: !108, file: !3, line: 4, type: !67)
!113 = !DILocalVariable(name: "best", arg: 2, scope: !108, file: !3, line: 4, type: !22)
!114 = !DILocalVariable(name: "counters", arg: 3, scope: !108, file: !3, line: 4, type: !46)
!115 = !DILocation(line: 4, column: 1, scope: !108)
!116 = !DILocation(line: 5, column: 1, scope: !108)
!117 = !DILocation(line: 6, column: 1, scope: !108)
!118 = !DILocation(line: 7, column: 1, scope: !108)
!119 = !DILocation(line: 8, column: 1, scope: !108)
!120 = !DILocation(line: 9, column: 1, scope: !108)
!121 = !DILocation(line: 10, column: 1, scope: !108)
!122 = !DILocation(line: 11, column: 1, scope: !108)
!123 = !DILocation(line: 12, column: 1, scope: !108)
!124 = !DILocation(line: 13, column: 1, scope: !108)
!125 = !DILocation(line: 14, column: 1, scope: !108)
!126 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !127, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !129)
!127 = !DISubroutineType(flags: DIFlagPrototyped, types: !128)
!128 = !{!12, !58}
!129 = !{!130}
!130 = !DILocalVariable(name: "ctx", arg: 1, scope: !126, file: !3, line: 1, type: !58)
!131 = !DILocation(line: 1, column: 1, scope: !126)
