target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0113\\012source\\011fields.xf\\012default\\011pass\\012rule\\0110\\0114\\011count\\0110\\011count\22"
module asm "\09.ascii \22 by icmp-type;\\012rule\\0111\\0115\\011drop\\011-\\011drop icmp type echo-request;\\012rule\22"
module asm "\09.ascii \22\\0112\\0116\\011drop\\011-\\011drop icmpv6 type nd-neighbor-solicit icmpv6 code 0;\\012\22"
module asm "\09.ascii \22rule\\0113\\0117\\011drop\\011-\\011drop ip dscp ef;\\012rule\\0114\\0118\\011drop\\011-\\011drop ip ecn ce;\22"
module asm "\09.ascii \22\\012rule\\0115\\0119\\011drop\\011-\\011drop ipv4 flags df / df,mf;\\012rule\\0116\\01110\\011drop\\011-\\011dr\22"
module asm "\09.ascii \22op ip length > 1000;\\012rule\\0117\\01111\\011drop\\011-\\011drop ipv6 flowlabel 0x1234\22"
module asm "\09.ascii \225;\\012rule\\0118\\01112\\011drop\\011-\\011drop udp length < 9;\\012rule\\0119\\01113\\011drop\\011-\\011drop t\22"
module asm "\09.ascii \22cp window 0;\\012rule\\01110\\01114\\011drop\\011-\\011drop tcp flags syn / syn,ack;\\012tab\22"
module asm "\09.ascii \22le\\0110\\0110\\011icmp_type\\011xdpc_rules\\01112\\011512\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !5

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !40 {
  ; (frame parser body: see frame-parser.ll)
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: nounwind memory(none)
declare ptr @llvm.bpf.passthrough.p0.p0(i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: noinline nounwind
define i32 @xdpc_rules_0(ptr %0, i32 %1, ptr %2) #0 !dbg !93 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !100
  %val = alloca [2 x i64], align 8, !dbg !100
  %key = alloca i32, align 8, !dbg !100
  %best = alloca i32, align 8, !dbg !100
  store i32 %1, ptr %best, align 4, !dbg !100
  %3 = icmp eq ptr %0, null, !dbg !100
  %4 = icmp eq ptr %2, null, !dbg !100
  %5 = or i1 %3, %4, !dbg !100
  br i1 %5, label %continue, label %rules, !dbg !100

rules:                                            ; preds = %entry
  br label %hit, !dbg !100

hit:                                              ; preds = %rules
  %counter = getelementptr i8, ptr %2, i64 0, !dbg !100
  %6 = load i64, ptr %counter, align 8, !dbg !100
  %7 = add i64 %6, 1, !dbg !100
  store i64 %7, ptr %counter, align 8, !dbg !100
  %8 = getelementptr i8, ptr %counter, i64 8, !dbg !100
  %9 = load i64, ptr %8, align 8, !dbg !100
  %len = getelementptr i8, ptr %0, i64 48, !dbg !100
  %len2 = load i32, ptr %len, align 4, !dbg !100
  %10 = zext i32 %len2 to i64, !dbg !100
  %11 = add i64 %9, %10, !dbg !100
  store i64 %11, ptr %8, align 8, !dbg !100
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags3 = load i32, ptr %flags, align 4, !dbg !100
  %12 = zext i32 %flags3 to i64, !dbg !100
  %13 = and i64 %12, 512, !dbg !100
  %14 = icmp ne i64 %13, 0, !dbg !100
  %flags4 = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags5 = load i32, ptr %flags4, align 4, !dbg !100
  %15 = zext i32 %flags5 to i64, !dbg !100
  %16 = and i64 %15, 768, !dbg !100
  %17 = icmp ne i64 %16, 0, !dbg !100
  br i1 %17, label %count.key, label %count.skip, !dbg !100

next:                                             ; preds = %count.skip
  %flags12 = getelementptr i8, ptr %0, i64 52, !dbg !101
  %flags13 = load i32, ptr %flags12, align 4, !dbg !101
  %18 = zext i32 %flags13 to i64, !dbg !101
  %19 = and i64 %18, 256, !dbg !101
  %20 = icmp ne i64 %19, 0, !dbg !101
  br i1 %20, label %has, label %next11, !dbg !101

count.key:                                        ; preds = %hit
  %21 = select i1 %14, i64 256, i64 0, !dbg !100
  %icmptype = getelementptr i8, ptr %0, i64 101, !dbg !100
  %icmptype6 = load i8, ptr %icmptype, align 1, !dbg !100
  %22 = zext i8 %icmptype6 to i64, !dbg !100
  %23 = or i64 %22, %21, !dbg !100
  %24 = and i64 %23, 511, !dbg !100
  %25 = add i64 %24, 12, !dbg !100
  %off = shl i64 %25, 4, !dbg !100
  %counter7 = getelementptr i8, ptr %2, i64 %off, !dbg !100
  %26 = load i64, ptr %counter7, align 8, !dbg !100
  %27 = add i64 %26, 1, !dbg !100
  store i64 %27, ptr %counter7, align 8, !dbg !100
  %28 = getelementptr i8, ptr %counter7, i64 8, !dbg !100
  %29 = load i64, ptr %28, align 8, !dbg !100
  %len8 = getelementptr i8, ptr %0, i64 48, !dbg !100
  %len9 = load i32, ptr %len8, align 4, !dbg !100
  %30 = zext i32 %len9 to i64, !dbg !100
  %31 = add i64 %29, %30, !dbg !100
  store i64 %31, ptr %28, align 8, !dbg !100
  br label %count.skip, !dbg !100

count.skip:                                       ; preds = %count.key, %hit
  br label %next, !dbg !100

hit10:                                            ; preds = %has
  ret i32 9, !dbg !101

next11:                                           ; preds = %has, %next
  %flags19 = getelementptr i8, ptr %0, i64 52, !dbg !102
  %flags20 = load i32, ptr %flags19, align 4, !dbg !102
  %32 = zext i32 %flags20 to i64, !dbg !102
  %33 = and i64 %32, 512, !dbg !102
  %34 = icmp ne i64 %33, 0, !dbg !102
  br i1 %34, label %has18, label %next17, !dbg !102

has:                                              ; preds = %next
  %icmptype14 = getelementptr i8, ptr %0, i64 101, !dbg !101
  %icmptype15 = load i8, ptr %icmptype14, align 1, !dbg !101
  %35 = zext i8 %icmptype15 to i64, !dbg !101
  %36 = and i64 %35, 255, !dbg !101
  %37 = icmp eq i64 %36, 8, !dbg !101
  br i1 %37, label %hit10, label %next11, !dbg !101

hit16:                                            ; preds = %has23
  ret i32 13, !dbg !102

next17:                                           ; preds = %has23, %and, %has18, %next11
  %flags30 = getelementptr i8, ptr %0, i64 52, !dbg !103
  %flags31 = load i32, ptr %flags30, align 4, !dbg !103
  %38 = zext i32 %flags31 to i64, !dbg !103
  %39 = and i64 %38, 12, !dbg !103
  %40 = icmp ne i64 %39, 0, !dbg !103
  br i1 %40, label %has29, label %next28, !dbg !103

and:                                              ; preds = %has18
  %flags24 = getelementptr i8, ptr %0, i64 52, !dbg !102
  %flags25 = load i32, ptr %flags24, align 4, !dbg !102
  %41 = zext i32 %flags25 to i64, !dbg !102
  %42 = and i64 %41, 512, !dbg !102
  %43 = icmp ne i64 %42, 0, !dbg !102
  br i1 %43, label %has23, label %next17, !dbg !102

has18:                                            ; preds = %next11
  %icmptype21 = getelementptr i8, ptr %0, i64 101, !dbg !102
  %icmptype22 = load i8, ptr %icmptype21, align 1, !dbg !102
  %44 = zext i8 %icmptype22 to i64, !dbg !102
  %45 = and i64 %44, 255, !dbg !102
  %46 = icmp eq i64 %45, 135, !dbg !102
  br i1 %46, label %and, label %next17, !dbg !102

has23:                                            ; preds = %and
  %icmpcode = getelementptr i8, ptr %0, i64 102, !dbg !102
  %icmpcode26 = load i8, ptr %icmpcode, align 1, !dbg !102
  %47 = zext i8 %icmpcode26 to i64, !dbg !102
  %48 = and i64 %47, 255, !dbg !102
  %49 = icmp eq i64 %48, 0, !dbg !102
  br i1 %49, label %hit16, label %next17, !dbg !102

hit27:                                            ; preds = %has29
  ret i32 17, !dbg !103

next28:                                           ; preds = %has29, %next17
  %flags36 = getelementptr i8, ptr %0, i64 52, !dbg !104
  %flags37 = load i32, ptr %flags36, align 4, !dbg !104
  %50 = zext i32 %flags37 to i64, !dbg !104
  %51 = and i64 %50, 12, !dbg !104
  %52 = icmp ne i64 %51, 0, !dbg !104
  br i1 %52, label %has35, label %next34, !dbg !104

has29:                                            ; preds = %next17
  %tos = getelementptr i8, ptr %0, i64 100, !dbg !103
  %tos32 = load i8, ptr %tos, align 1, !dbg !103
  %53 = zext i8 %tos32 to i64, !dbg !103
  %54 = lshr i64 %53, 2, !dbg !103
  %55 = and i64 %54, 63, !dbg !103
  %56 = icmp eq i64 %55, 46, !dbg !103
  br i1 %56, label %hit27, label %next28, !dbg !103

hit33:                                            ; preds = %has35
  ret i32 21, !dbg !104

next34:                                           ; preds = %has35, %next28
  %flags43 = getelementptr i8, ptr %0, i64 52, !dbg !105
  %flags44 = load i32, ptr %flags43, align 4, !dbg !105
  %57 = zext i32 %flags44 to i64, !dbg !105
  %58 = and i64 %57, 4, !dbg !105
  %59 = icmp ne i64 %58, 0, !dbg !105
  br i1 %59, label %has42, label %next41, !dbg !105

has35:                                            ; preds = %next28
  %tos38 = getelementptr i8, ptr %0, i64 100, !dbg !104
  %tos39 = load i8, ptr %tos38, align 1, !dbg !104
  %60 = zext i8 %tos39 to i64, !dbg !104
  %61 = and i64 %60, 3, !dbg !104
  %62 = icmp eq i64 %61, 3, !dbg !104
  br i1 %62, label %hit33, label %next34, !dbg !104

hit40:                                            ; preds = %has42
  ret i32 25, !dbg !105

next41:                                           ; preds = %has42, %next34
  %flags49 = getelementptr i8, ptr %0, i64 52, !dbg !106
  %flags50 = load i32, ptr %flags49, align 4, !dbg !106
  %63 = zext i32 %flags50 to i64, !dbg !106
  %64 = and i64 %63, 12, !dbg !106
  %65 = icmp ne i64 %64, 0, !dbg !106
  br i1 %65, label %has48, label %next47, !dbg !106

has42:                                            ; preds = %next34
  %ip4frag = getelementptr i8, ptr %0, i64 88, !dbg !105
  %ip4frag45 = load i16, ptr %ip4frag, align 2, !dbg !105
  %66 = zext i16 %ip4frag45 to i64, !dbg !105
  %67 = lshr i64 %66, 13, !dbg !105
  %68 = and i64 %67, 3, !dbg !105
  %69 = icmp eq i64 %68, 2, !dbg !105
  br i1 %69, label %hit40, label %next41, !dbg !105

hit46:                                            ; preds = %has48
  ret i32 29, !dbg !106

next47:                                           ; preds = %has48, %next41
  %flags55 = getelementptr i8, ptr %0, i64 52, !dbg !107
  %flags56 = load i32, ptr %flags55, align 4, !dbg !107
  %70 = zext i32 %flags56 to i64, !dbg !107
  %71 = and i64 %70, 8, !dbg !107
  %72 = icmp ne i64 %71, 0, !dbg !107
  br i1 %72, label %has54, label %next53, !dbg !107

has48:                                            ; preds = %next41
  %iplen = getelementptr i8, ptr %0, i64 80, !dbg !106
  %iplen51 = load i32, ptr %iplen, align 4, !dbg !106
  %73 = zext i32 %iplen51 to i64, !dbg !106
  %74 = and i64 %73, 131071, !dbg !106
  %75 = icmp ugt i64 %74, 1000, !dbg !106
  br i1 %75, label %hit46, label %next47, !dbg !106

hit52:                                            ; preds = %has54
  ret i32 33, !dbg !107

next53:                                           ; preds = %has54, %next47
  %flags61 = getelementptr i8, ptr %0, i64 52, !dbg !108
  %flags62 = load i32, ptr %flags61, align 4, !dbg !108
  %76 = zext i32 %flags62 to i64, !dbg !108
  %77 = and i64 %76, 1024, !dbg !108
  %78 = icmp ne i64 %77, 0, !dbg !108
  br i1 %78, label %has60, label %next59, !dbg !108

has54:                                            ; preds = %next47
  %flow = getelementptr i8, ptr %0, i64 84, !dbg !107
  %flow57 = load i32, ptr %flow, align 4, !dbg !107
  %79 = zext i32 %flow57 to i64, !dbg !107
  %80 = and i64 %79, 1048575, !dbg !107
  %81 = icmp eq i64 %80, 74565, !dbg !107
  br i1 %81, label %hit52, label %next53, !dbg !107

hit58:                                            ; preds = %has60
  ret i32 37, !dbg !108

next59:                                           ; preds = %has60, %next53
  %flags67 = getelementptr i8, ptr %0, i64 52, !dbg !109
  %flags68 = load i32, ptr %flags67, align 4, !dbg !109
  %82 = zext i32 %flags68 to i64, !dbg !109
  %83 = and i64 %82, 128, !dbg !109
  %84 = icmp ne i64 %83, 0, !dbg !109
  br i1 %84, label %has66, label %next65, !dbg !109

has60:                                            ; preds = %next53
  %udplen = getelementptr i8, ptr %0, i64 90, !dbg !108
  %udplen63 = load i16, ptr %udplen, align 2, !dbg !108
  %85 = zext i16 %udplen63 to i64, !dbg !108
  %86 = and i64 %85, 65535, !dbg !108
  %87 = icmp ult i64 %86, 9, !dbg !108
  br i1 %87, label %hit58, label %next59, !dbg !108

hit64:                                            ; preds = %has66
  ret i32 41, !dbg !109

next65:                                           ; preds = %has66, %next59
  %flags73 = getelementptr i8, ptr %0, i64 52, !dbg !110
  %flags74 = load i32, ptr %flags73, align 4, !dbg !110
  %88 = zext i32 %flags74 to i64, !dbg !110
  %89 = and i64 %88, 128, !dbg !110
  %90 = icmp ne i64 %89, 0, !dbg !110
  br i1 %90, label %has72, label %next71, !dbg !110

has66:                                            ; preds = %next59
  %tcpwin = getelementptr i8, ptr %0, i64 92, !dbg !109
  %tcpwin69 = load i16, ptr %tcpwin, align 2, !dbg !109
  %91 = zext i16 %tcpwin69 to i64, !dbg !109
  %92 = and i64 %91, 65535, !dbg !109
  %93 = icmp eq i64 %92, 0, !dbg !109
  br i1 %93, label %hit64, label %next65, !dbg !109

hit70:                                            ; preds = %has72
  ret i32 45, !dbg !110

next71:                                           ; preds = %has72, %next65
  br label %continue, !dbg !110

continue:                                         ; preds = %next71, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !100
  ret i32 %best1, !dbg !100

has72:                                            ; preds = %next65
  %tcpflags = getelementptr i8, ptr %0, i64 66, !dbg !110
  %tcpflags75 = load i8, ptr %tcpflags, align 1, !dbg !110
  %94 = zext i8 %tcpflags75 to i64, !dbg !110
  %95 = and i64 %94, 18, !dbg !110
  %96 = icmp eq i64 %95, 2, !dbg !110
  br i1 %96, label %hit70, label %next71, !dbg !110
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !111 {
entry:
  %pkt = alloca [104 x i8], align 8, !dbg !116
  %addr = alloca [5 x i32], align 8, !dbg !116
  %val = alloca [2 x i64], align 8, !dbg !116
  %key = alloca i32, align 8, !dbg !116
  %best = alloca i32, align 8, !dbg !116
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 104, i1 false), !dbg !116
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !116
  store i32 0, ptr %key, align 4, !dbg !116
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !116
  %3 = icmp eq ptr %2, null, !dbg !116
  br i1 %3, label %no.counters, label %counters, !dbg !116

no.counters:                                      ; preds = %entry
  ret i32 2, !dbg !116

counters:                                         ; preds = %entry
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0, ptr %2), !dbg !116
  %4 = icmp ne i32 %best1, 0, !dbg !116
  br i1 %4, label %decided, label %undecided, !dbg !116

undecided:                                        ; preds = %counters
  %counter3 = getelementptr i8, ptr %2, i64 176, !dbg !116
  %5 = load i64, ptr %counter3, align 8, !dbg !116
  %6 = add i64 %5, 1, !dbg !116
  store i64 %6, ptr %counter3, align 8, !dbg !116
  %7 = getelementptr i8, ptr %counter3, i64 8, !dbg !116
  %8 = load i64, ptr %7, align 8, !dbg !116
  %len4 = getelementptr i8, ptr %pkt, i64 48, !dbg !116
  %len5 = load i32, ptr %len4, align 4, !dbg !116
  %9 = zext i32 %len5 to i64, !dbg !116
  %10 = add i64 %8, %9, !dbg !116
  store i64 %10, ptr %7, align 8, !dbg !116
  ret i32 2, !dbg !116

decided:                                          ; preds = %counters
  %verdict = phi i32 [ %best1, %counters ], !dbg !116
  %11 = lshr i32 %verdict, 2, !dbg !116
  %rule = sub i32 %11, 1, !dbg !116
  %12 = zext i32 %rule to i64, !dbg !116
  %13 = icmp ult i64 %12, 524, !dbg !116
  br i1 %13, label %count.in, label %count.out, !dbg !116

count.in:                                         ; preds = %decided
  %off = shl i64 %12, 4, !dbg !116
  %counter = getelementptr i8, ptr %2, i64 %off, !dbg !116
  %14 = load i64, ptr %counter, align 8, !dbg !116
  %15 = add i64 %14, 1, !dbg !116
  store i64 %15, ptr %counter, align 8, !dbg !116
  %16 = getelementptr i8, ptr %counter, i64 8, !dbg !116
  %17 = load i64, ptr %16, align 8, !dbg !116
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !116
  %len2 = load i32, ptr %len, align 4, !dbg !116
  %18 = zext i32 %len2 to i64, !dbg !116
  %19 = add i64 %17, %18, !dbg !116
  store i64 %19, ptr %16, align 8, !dbg !116
  br label %count.out, !dbg !116

count.out:                                        ; preds = %count.in, %decided
  %action = and i32 %verdict, 3, !dbg !116
  ret i32 %action, !dbg !116
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!38, !39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !11, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "fields.xf", directory: ".")
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
!30 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_block_524", file: !3, size: 67072, align: 64, elements: !31)
!31 = !{!32}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "c", file: !3, baseType: !33, size: 67072, align: 64)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 67072, align: 32, elements: !36)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u64", file: !3, baseType: !35)
!35 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned_char)
!36 = !{!37}
!37 = !DISubrange(count: 1048, lowerBound: 0)
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 2, !"Dwarf Version", i32 5}
!40 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !41, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !89)
!41 = !DISubroutineType(flags: DIFlagPrototyped, types: !42)
!42 = !{!16, !43, !52}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64, align: 64, dwarfAddressSpace: 0)
!44 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !45)
!45 = !{!46, !47, !48, !49, !50, !51}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !26, size: 32, align: 32)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !26, size: 32, align: 32, offset: 32)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !26, size: 32, align: 32, offset: 64)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !26, size: 32, align: 32, offset: 96)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !26, size: 32, align: 32, offset: 128)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !26, size: 32, align: 32, offset: 160)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64, align: 64, dwarfAddressSpace: 0)
!53 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 832, align: 64, elements: !54)
!54 = !{!55, !56, !57, !58, !59, !60, !61, !62, !63, !66, !67, !68, !69, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !34, size: 64, align: 64)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !34, size: 64, align: 64, offset: 64)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !34, size: 64, align: 64, offset: 128)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !34, size: 64, align: 64, offset: 192)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !34, size: 64, align: 64, offset: 256)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !34, size: 64, align: 64, offset: 320)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !26, size: 32, align: 32, offset: 384)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !26, size: 32, align: 32, offset: 416)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !64, size: 16, align: 16, offset: 448)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !65)
!65 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !64, size: 16, align: 16, offset: 464)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !64, size: 16, align: 16, offset: 480)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !64, size: 16, align: 16, offset: 496)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !70, size: 8, align: 8, offset: 512)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !71)
!71 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !70, size: 8, align: 8, offset: 520)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !70, size: 8, align: 8, offset: 528)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !70, size: 8, align: 8, offset: 536)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !26, size: 32, align: 32, offset: 544)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "sig", file: !3, baseType: !34, size: 64, align: 64, offset: 576)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "iplen", file: !3, baseType: !26, size: 32, align: 32, offset: 640)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "flow", file: !3, baseType: !26, size: 32, align: 32, offset: 672)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "ip4frag", file: !3, baseType: !64, size: 16, align: 16, offset: 704)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "udplen", file: !3, baseType: !64, size: 16, align: 16, offset: 720)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "tcpwin", file: !3, baseType: !64, size: 16, align: 16, offset: 736)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "l3off", file: !3, baseType: !64, size: 16, align: 16, offset: 752)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "l4off", file: !3, baseType: !64, size: 16, align: 16, offset: 768)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "payoff", file: !3, baseType: !64, size: 16, align: 16, offset: 784)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "tos", file: !3, baseType: !70, size: 8, align: 8, offset: 800)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "icmptype", file: !3, baseType: !70, size: 8, align: 8, offset: 808)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "icmpcode", file: !3, baseType: !70, size: 8, align: 8, offset: 816)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "pad2", file: !3, baseType: !70, size: 8, align: 8, offset: 824)
!89 = !{!90, !91}
!90 = !DILocalVariable(name: "ctx", arg: 1, scope: !40, file: !3, line: 1, type: !43)
!91 = !DILocalVariable(name: "pkt", arg: 2, scope: !40, file: !3, line: 1, type: !52)
!92 = !DILocation(line: 1, column: 1, scope: !40)
!93 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 4, type: !94, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !96)
!94 = !DISubroutineType(flags: DIFlagPrototyped, types: !95)
!95 = !{!16, !52, !26, !29}
!96 = !{!97, !98, !99}
!97 = !DILocalVariable(name: "pkt", arg: 1, scope: !93, file: !3, line: 4, type: !52)
!98 = !DILocalVariable(name: "best", arg: 2, scope: !93, file: !3, line: 4, type: !26)
!99 = !DILocalVariable(name: "counters", arg: 3, scope: !93, file: !3, line: 4, type: !29)
!100 = !DILocation(line: 4, column: 1, scope: !93)
!101 = !DILocation(line: 5, column: 1, scope: !93)
!102 = !DILocation(line: 6, column: 1, scope: !93)
!103 = !DILocation(line: 7, column: 1, scope: !93)
!104 = !DILocation(line: 8, column: 1, scope: !93)
!105 = !DILocation(line: 9, column: 1, scope: !93)
!106 = !DILocation(line: 10, column: 1, scope: !93)
!107 = !DILocation(line: 11, column: 1, scope: !93)
!108 = !DILocation(line: 12, column: 1, scope: !93)
!109 = !DILocation(line: 13, column: 1, scope: !93)
!110 = !DILocation(line: 14, column: 1, scope: !93)
!111 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !112, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !114)
!112 = !DISubroutineType(flags: DIFlagPrototyped, types: !113)
!113 = !{!16, !43}
!114 = !{!115}
!115 = !DILocalVariable(name: "ctx", arg: 1, scope: !111, file: !3, line: 1, type: !43)
!116 = !DILocation(line: 1, column: 1, scope: !111)
