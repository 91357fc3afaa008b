target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0113\\012source\\011signatures.xf\\012default\\011pass\\012rule\\0110\\01112\\011drop\\011-\\011d\22"
module asm "\09.ascii \22rop udp dport memcached payload 8 \\042stats\\042;\\012rule\\0111\\01113\\011drop\\011-\\011drop\22"
module asm "\09.ascii \22 udp dport memcached payload 8 \\042get \\042;\\012rule\\0112\\01114\\011drop\\011-\\011drop udp\22"
module asm "\09.ascii \22 dport memcached payload 8 \\042gets \\042;\\012rule\\0113\\01119\\011count\\011-\\011count udp \22"
module asm "\09.ascii \22dport ntp payload 0 0x07 / 0x07;\\012rule\\0114\\01120\\011drop\\011-\\011drop udp dport\22"
module asm "\09.ascii \22 ntp payload 0 0x07 / 0x07 payload 3 0x2a;\\012rule\\0115\\01124\\011drop\\011-\\011drop\22"
module asm "\09.ascii \22 udp sport ssdp payload 0 \\042HTTP/1.1 200 OK\\042;\\012rule\\0116\\01130\\011drop\\011-\\011dr\22"
module asm "\09.ascii \22op udp dport dns payload 2 0x00 / 0x80 payload contains \\042\\1340\\1340\\134xf\22"
module asm "\09.ascii \22f\\1340\\134x01\\042 depth 272;\\012rule\\0117\\01135\\011drop\\011-\\011drop udp dport dns payload \22"
module asm "\09.ascii \222 0x00 / 0x80 payload 12 \\042\\134x07example\\134x03com\\134x00\\042;\\012rule\\0118\\01137\\011pas\22"
module asm "\09.ascii \22s\\011-\\011pass;\\012set\\0110\\011-\\011port\\0111\\012set\\0111\\011-\\011port\\0111\\012set\\0112\\011-\\011port\\0111\\012set\\0113\\011-\\011p\22"
module asm "\09.ascii \22ort\\0111\\012set\\0114\\011-\\011port\\0111\\012set\\0115\\011-\\011port\\0111\\012set\\0116\\011-\\011port\\0111\\012set\\0117\\011-\\011port\\011\22"
module asm "\09.ascii \221\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !5

; Function Attrs: noinline nounwind
define i32 @xdpc_sigs(ptr %0, ptr %1) #0 !dbg !40 {
entry:
  %sig = alloca i64, align 8, !dbg !92
  %2 = icmp eq ptr %1, null, !dbg !92
  br i1 %2, label %ret, label %body, !dbg !92

body:                                             ; preds = %entry
  store i64 0, ptr %sig, align 8, !dbg !92
  %data32 = load i32, ptr %0, align 4, !dbg !92
  %3 = getelementptr i8, ptr %0, i64 4, !dbg !92
  %data_end32 = load i32, ptr %3, align 4, !dbg !92
  %4 = zext i32 %data32 to i64, !dbg !92
  %data = inttoptr i64 %4 to ptr, !dbg !92
  %5 = zext i32 %data_end32 to i64, !dbg !92
  %data_end = inttoptr i64 %5 to ptr, !dbg !92
  %flags = getelementptr i8, ptr %1, i64 52, !dbg !92
  %flags1 = load i32, ptr %flags, align 4, !dbg !92
  %6 = zext i32 %flags1 to i64, !dbg !92
  %7 = and i64 %6, 4096, !dbg !92
  %8 = icmp ne i64 %7, 0, !dbg !92
  br i1 %8, label %base, label %base.next, !dbg !92

ret:                                              ; preds = %base.next, %entry
  ret i32 0, !dbg !92

base:                                             ; preds = %body
  %payoff = getelementptr i8, ptr %1, i64 98, !dbg !92
  %payoff2 = load i16, ptr %payoff, align 2, !dbg !92
  %9 = zext i16 %payoff2 to i64, !dbg !92
  %10 = icmp ule i64 %9, 16383, !dbg !92
  br i1 %10, label %base.ok, label %base.next, !dbg !92

base.ok:                                          ; preds = %base
  %11 = add i64 %9, 8, !dbg !92
  %pay = getelementptr i8, ptr %data, i64 %11, !dbg !92
  %12 = call ptr @llvm.bpf.passthrough.p0.p0(i32 0, ptr %pay), !dbg !92
  %13 = getelementptr i8, ptr %12, i64 5, !dbg !92
  %14 = icmp ule ptr %13, %data_end, !dbg !92
  br i1 %14, label %pay.in, label %pay.done, !dbg !92

base.next:                                        ; preds = %pay.done1378, %base, %body
  %15 = load i64, ptr %sig, align 8, !dbg !92
  %sig1385 = getelementptr i8, ptr %1, i64 72, !dbg !92
  store i64 %15, ptr %sig1385, align 8, !dbg !92
  br label %ret, !dbg !92

pay.done:                                         ; preds = %pay.differ, %pay.same3, %base.ok
  %16 = add i64 %9, 8, !dbg !92
  %pay6 = getelementptr i8, ptr %data, i64 %16, !dbg !92
  %17 = call ptr @llvm.bpf.passthrough.p0.p0(i32 1, ptr %pay6), !dbg !92
  %18 = getelementptr i8, ptr %17, i64 4, !dbg !92
  %19 = icmp ule ptr %18, %data_end, !dbg !92
  br i1 %19, label %pay.in7, label %pay.done4, !dbg !92

pay.differ:                                       ; preds = %pay.same, %pay.in
  br label %pay.done, !dbg !92

pay.in:                                           ; preds = %base.ok
  %20 = getelementptr i8, ptr %12, i64 0, !dbg !92
  %21 = load i32, ptr %20, align 4, !dbg !92
  %22 = icmp eq i32 %21, 1952543859, !dbg !92
  br i1 %22, label %pay.same, label %pay.differ, !dbg !92

pay.same:                                         ; preds = %pay.in
  %23 = getelementptr i8, ptr %12, i64 4, !dbg !92
  %24 = load i8, ptr %23, align 1, !dbg !92
  %25 = icmp eq i8 %24, 115, !dbg !92
  br i1 %25, label %pay.same3, label %pay.differ, !dbg !92

pay.same3:                                        ; preds = %pay.same
  %26 = load i64, ptr %sig, align 8, !dbg !92
  %27 = or i64 %26, 1, !dbg !92
  store i64 %27, ptr %sig, align 8, !dbg !92
  br label %pay.done, !dbg !92

pay.done4:                                        ; preds = %pay.differ5, %pay.same8, %pay.done
  %28 = add i64 %9, 8, !dbg !92
  %pay11 = getelementptr i8, ptr %data, i64 %28, !dbg !92
  %29 = call ptr @llvm.bpf.passthrough.p0.p0(i32 2, ptr %pay11), !dbg !92
  %30 = getelementptr i8, ptr %29, i64 5, !dbg !92
  %31 = icmp ule ptr %30, %data_end, !dbg !92
  br i1 %31, label %pay.in12, label %pay.done9, !dbg !92

pay.differ5:                                      ; preds = %pay.in7
  br label %pay.done4, !dbg !92

pay.in7:                                          ; preds = %pay.done
  %32 = getelementptr i8, ptr %17, i64 0, !dbg !92
  %33 = load i32, ptr %32, align 4, !dbg !92
  %34 = icmp eq i32 %33, 544499047, !dbg !92
  br i1 %34, label %pay.same8, label %pay.differ5, !dbg !92

pay.same8:                                        ; preds = %pay.in7
  %35 = load i64, ptr %sig, align 8, !dbg !92
  %36 = or i64 %35, 2, !dbg !92
  store i64 %36, ptr %sig, align 8, !dbg !92
  br label %pay.done4, !dbg !92

pay.done9:                                        ; preds = %pay.differ10, %pay.same14, %pay.done4
  %37 = add i64 %9, 0, !dbg !92
  %pay17 = getelementptr i8, ptr %data, i64 %37, !dbg !92
  %38 = call ptr @llvm.bpf.passthrough.p0.p0(i32 3, ptr %pay17), !dbg !92
  %39 = getelementptr i8, ptr %38, i64 1, !dbg !92
  %40 = icmp ule ptr %39, %data_end, !dbg !92
  br i1 %40, label %pay.in18, label %pay.done15, !dbg !92

pay.differ10:                                     ; preds = %pay.same13, %pay.in12
  br label %pay.done9, !dbg !92

pay.in12:                                         ; preds = %pay.done4
  %41 = getelementptr i8, ptr %29, i64 0, !dbg !92
  %42 = load i32, ptr %41, align 4, !dbg !92
  %43 = icmp eq i32 %42, 1937007975, !dbg !92
  br i1 %43, label %pay.same13, label %pay.differ10, !dbg !92

pay.same13:                                       ; preds = %pay.in12
  %44 = getelementptr i8, ptr %29, i64 4, !dbg !92
  %45 = load i8, ptr %44, align 1, !dbg !92
  %46 = icmp eq i8 %45, 32, !dbg !92
  br i1 %46, label %pay.same14, label %pay.differ10, !dbg !92

pay.same14:                                       ; preds = %pay.same13
  %47 = load i64, ptr %sig, align 8, !dbg !92
  %48 = or i64 %47, 4, !dbg !92
  store i64 %48, ptr %sig, align 8, !dbg !92
  br label %pay.done9, !dbg !92

pay.done15:                                       ; preds = %pay.differ16, %pay.same19, %pay.done9
  %49 = add i64 %9, 3, !dbg !92
  %pay22 = getelementptr i8, ptr %data, i64 %49, !dbg !92
  %50 = call ptr @llvm.bpf.passthrough.p0.p0(i32 4, ptr %pay22), !dbg !92
  %51 = getelementptr i8, ptr %50, i64 1, !dbg !92
  %52 = icmp ule ptr %51, %data_end, !dbg !92
  br i1 %52, label %pay.in23, label %pay.done20, !dbg !92

pay.differ16:                                     ; preds = %pay.in18
  br label %pay.done15, !dbg !92

pay.in18:                                         ; preds = %pay.done9
  %53 = getelementptr i8, ptr %38, i64 0, !dbg !92
  %54 = load i8, ptr %53, align 1, !dbg !92
  %55 = and i8 %54, 7, !dbg !92
  %56 = icmp eq i8 %55, 7, !dbg !92
  br i1 %56, label %pay.same19, label %pay.differ16, !dbg !92

pay.same19:                                       ; preds = %pay.in18
  %57 = load i64, ptr %sig, align 8, !dbg !92
  %58 = or i64 %57, 8, !dbg !92
  store i64 %58, ptr %sig, align 8, !dbg !92
  br label %pay.done15, !dbg !92

pay.done20:                                       ; preds = %pay.differ21, %pay.same24, %pay.done15
  %59 = add i64 %9, 0, !dbg !92
  %pay27 = getelementptr i8, ptr %data, i64 %59, !dbg !92
  %60 = call ptr @llvm.bpf.passthrough.p0.p0(i32 5, ptr %pay27), !dbg !92
  %61 = getelementptr i8, ptr %60, i64 15, !dbg !92
  %62 = icmp ule ptr %61, %data_end, !dbg !92
  br i1 %62, label %pay.in28, label %pay.done25, !dbg !92

pay.differ21:                                     ; preds = %pay.in23
  br label %pay.done20, !dbg !92

pay.in23:                                         ; preds = %pay.done15
  %63 = getelementptr i8, ptr %50, i64 0, !dbg !92
  %64 = load i8, ptr %63, align 1, !dbg !92
  %65 = icmp eq i8 %64, 42, !dbg !92
  br i1 %65, label %pay.same24, label %pay.differ21, !dbg !92

pay.same24:                                       ; preds = %pay.in23
  %66 = load i64, ptr %sig, align 8, !dbg !92
  %67 = or i64 %66, 16, !dbg !92
  store i64 %67, ptr %sig, align 8, !dbg !92
  br label %pay.done20, !dbg !92

pay.done25:                                       ; preds = %pay.differ26, %pay.same32, %pay.done20
  %68 = add i64 %9, 2, !dbg !92
  %pay35 = getelementptr i8, ptr %data, i64 %68, !dbg !92
  %69 = call ptr @llvm.bpf.passthrough.p0.p0(i32 6, ptr %pay35), !dbg !92
  %70 = getelementptr i8, ptr %69, i64 1, !dbg !92
  %71 = icmp ule ptr %70, %data_end, !dbg !92
  br i1 %71, label %pay.in36, label %pay.done33, !dbg !92

pay.differ26:                                     ; preds = %pay.same31, %pay.same30, %pay.same29, %pay.in28
  br label %pay.done25, !dbg !92

pay.in28:                                         ; preds = %pay.done20
  %72 = getelementptr i8, ptr %60, i64 0, !dbg !92
  %73 = load i64, ptr %72, align 8, !dbg !92
  %74 = icmp eq i64 %73, 3543824036068086856, !dbg !92
  br i1 %74, label %pay.same29, label %pay.differ26, !dbg !92

pay.same29:                                       ; preds = %pay.in28
  %75 = getelementptr i8, ptr %60, i64 8, !dbg !92
  %76 = load i32, ptr %75, align 4, !dbg !92
  %77 = icmp eq i32 %76, 808464928, !dbg !92
  br i1 %77, label %pay.same30, label %pay.differ26, !dbg !92

pay.same30:                                       ; preds = %pay.same29
  %78 = getelementptr i8, ptr %60, i64 12, !dbg !92
  %79 = load i16, ptr %78, align 2, !dbg !92
  %80 = icmp eq i16 %79, 20256, !dbg !92
  br i1 %80, label %pay.same31, label %pay.differ26, !dbg !92

pay.same31:                                       ; preds = %pay.same30
  %81 = getelementptr i8, ptr %60, i64 14, !dbg !92
  %82 = load i8, ptr %81, align 1, !dbg !92
  %83 = icmp eq i8 %82, 75, !dbg !92
  br i1 %83, label %pay.same32, label %pay.differ26, !dbg !92

pay.same32:                                       ; preds = %pay.same31
  %84 = load i64, ptr %sig, align 8, !dbg !92
  %85 = or i64 %84, 32, !dbg !92
  store i64 %85, ptr %sig, align 8, !dbg !92
  br label %pay.done25, !dbg !92

pay.done33:                                       ; preds = %pay.differ34, %pay.same37, %pay.done25
  %86 = add i64 %9, 0, !dbg !92
  %pay39 = getelementptr i8, ptr %data, i64 %86, !dbg !92
  %87 = call ptr @llvm.bpf.passthrough.p0.p0(i32 7, ptr %pay39), !dbg !92
  %88 = getelementptr i8, ptr %87, i64 5, !dbg !92
  %89 = icmp ule ptr %88, %data_end, !dbg !92
  br i1 %89, label %pay.in40, label %pay.done38, !dbg !92

pay.differ34:                                     ; preds = %pay.in36
  br label %pay.done33, !dbg !92

pay.in36:                                         ; preds = %pay.done25
  %90 = getelementptr i8, ptr %69, i64 0, !dbg !92
  %91 = load i8, ptr %90, align 1, !dbg !92
  %92 = and i8 %91, -128, !dbg !92
  %93 = icmp eq i8 %92, 0, !dbg !92
  br i1 %93, label %pay.same37, label %pay.differ34, !dbg !92

pay.same37:                                       ; preds = %pay.in36
  %94 = load i64, ptr %sig, align 8, !dbg !92
  %95 = or i64 %94, 64, !dbg !92
  store i64 %95, ptr %sig, align 8, !dbg !92
  br label %pay.done33, !dbg !92

pay.done38:                                       ; preds = %find.found, %find.next1373, %find.next1368, %find.next1363, %find.next1358, %find.next1353, %find.next1348, %find.next1343, %find.next1338, %find.next1333, %find.next1328, %find.next1323, %find.next1318, %find.next1313, %find.next1308, %find.next1303, %find.next1298, %find.next1293, %find.next1288, %find.next1283, %find.next1278, %find.next1273, %find.next1268, %find.next1263, %find.next1258, %find.next1253, %find.next1248, %find.next1243, %find.next1238, %find.next1233, %find.next1228, %find.next1223, %find.next1218, %find.next1213, %find.next1208, %find.next1203, %find.next1198, %find.next1193, %find.next1188, %find.next1183, %find.next1178, %find.next1173, %find.next1168, %find.next1163, %find.next1158, %find.next1153, %find.next1148, %find.next1143, %find.next1138, %find.next1133, %find.next1128, %find.next1123, %find.next1118, %find.next1113, %find.next1108, %find.next1103, %find.next1098, %find.next1093, %find.next1088, %find.next1083, %find.next1078, %find.next1073, %find.next1068, %find.next1063, %find.next1058, %find.next1053, %find.next1048, %find.next1043, %find.next1038, %find.next1033, %find.next1028, %find.next1023, %find.next1018, %find.next1013, %find.next1008, %find.next1003, %find.next998, %find.next993, %find.next988, %find.next983, %find.next978, %find.next973, %find.next968, %find.next963, %find.next958, %find.next953, %find.next948, %find.next943, %find.next938, %find.next933, %find.next928, %find.next923, %find.next918, %find.next913, %find.next908, %find.next903, %find.next898, %find.next893, %find.next888, %find.next883, %find.next878, %find.next873, %find.next868, %find.next863, %find.next858, %find.next853, %find.next848, %find.next843, %find.next838, %find.next833, %find.next828, %find.next823, %find.next818, %find.next813, %find.next808, %find.next803, %find.next798, %find.next793, %find.next788, %find.next783, %find.next778, %find.next773, %find.next768, %find.next763, %find.next758, %find.next753, %find.next748, %find.next743, %find.next738, %find.next733, %find.next728, %find.next723, %find.next718, %find.next713, %find.next708, %find.next703, %find.next698, %find.next693, %find.next688, %find.next683, %find.next678, %find.next673, %find.next668, %find.next663, %find.next658, %find.next653, %find.next648, %find.next643, %find.next638, %find.next633, %find.next628, %find.next623, %find.next618, %find.next613, %find.next608, %find.next603, %find.next598, %find.next593, %find.next588, %find.next583, %find.next578, %find.next573, %find.next568, %find.next563, %find.next558, %find.next553, %find.next548, %find.next543, %find.next538, %find.next533, %find.next528, %find.next523, %find.next518, %find.next513, %find.next508, %find.next503, %find.next498, %find.next493, %find.next488, %find.next483, %find.next478, %find.next473, %find.next468, %find.next463, %find.next458, %find.next453, %find.next448, %find.next443, %find.next438, %find.next433, %find.next428, %find.next423, %find.next418, %find.next413, %find.next408, %find.next403, %find.next398, %find.next393, %find.next388, %find.next383, %find.next378, %find.next373, %find.next368, %find.next363, %find.next358, %find.next353, %find.next348, %find.next343, %find.next338, %find.next333, %find.next328, %find.next323, %find.next318, %find.next313, %find.next308, %find.next303, %find.next298, %find.next293, %find.next288, %find.next283, %find.next278, %find.next273, %find.next268, %find.next263, %find.next258, %find.next253, %find.next248, %find.next243, %find.next238, %find.next233, %find.next228, %find.next223, %find.next218, %find.next213, %find.next208, %find.next203, %find.next198, %find.next193, %find.next188, %find.next183, %find.next178, %find.next173, %find.next168, %find.next163, %find.next158, %find.next153, %find.next148, %find.next143, %find.next138, %find.next133, %find.next128, %find.next123, %find.next118, %find.next113, %find.next108, %find.next103, %find.next98, %find.next93, %find.next88, %find.next83, %find.next78, %find.next73, %find.next68, %find.next63, %find.next58, %find.next53, %find.next48, %find.next43, %find.next, %pay.done33
  %96 = add i64 %9, 12, !dbg !92
  %pay1380 = getelementptr i8, ptr %data, i64 %96, !dbg !92
  %97 = call ptr @llvm.bpf.passthrough.p0.p0(i32 275, ptr %pay1380), !dbg !92
  %98 = getelementptr i8, ptr %97, i64 13, !dbg !92
  %99 = icmp ule ptr %98, %data_end, !dbg !92
  br i1 %99, label %pay.in1381, label %pay.done1378, !dbg !92

find.found:                                       ; preds = %pay.same1377, %pay.same1372, %pay.same1367, %pay.same1362, %pay.same1357, %pay.same1352, %pay.same1347, %pay.same1342, %pay.same1337, %pay.same1332, %pay.same1327, %pay.same1322, %pay.same1317, %pay.same1312, %pay.same1307, %pay.same1302, %pay.same1297, %pay.same1292, %pay.same1287, %pay.same1282, %pay.same1277, %pay.same1272, %pay.same1267, %pay.same1262, %pay.same1257, %pay.same1252, %pay.same1247, %pay.same1242, %pay.same1237, %pay.same1232, %pay.same1227, %pay.same1222, %pay.same1217, %pay.same1212, %pay.same1207, %pay.same1202, %pay.same1197, %pay.same1192, %pay.same1187, %pay.same1182, %pay.same1177, %pay.same1172, %pay.same1167, %pay.same1162, %pay.same1157, %pay.same1152, %pay.same1147, %pay.same1142, %pay.same1137, %pay.same1132, %pay.same1127, %pay.same1122, %pay.same1117, %pay.same1112, %pay.same1107, %pay.same1102, %pay.same1097, %pay.same1092, %pay.same1087, %pay.same1082, %pay.same1077, %pay.same1072, %pay.same1067, %pay.same1062, %pay.same1057, %pay.same1052, %pay.same1047, %pay.same1042, %pay.same1037, %pay.same1032, %pay.same1027, %pay.same1022, %pay.same1017, %pay.same1012, %pay.same1007, %pay.same1002, %pay.same997, %pay.same992, %pay.same987, %pay.same982, %pay.same977, %pay.same972, %pay.same967, %pay.same962, %pay.same957, %pay.same952, %pay.same947, %pay.same942, %pay.same937, %pay.same932, %pay.same927, %pay.same922, %pay.same917, %pay.same912, %pay.same907, %pay.same902, %pay.same897, %pay.same892, %pay.same887, %pay.same882, %pay.same877, %pay.same872, %pay.same867, %pay.same862, %pay.same857, %pay.same852, %pay.same847, %pay.same842, %pay.same837, %pay.same832, %pay.same827, %pay.same822, %pay.same817, %pay.same812, %pay.same807, %pay.same802, %pay.same797, %pay.same792, %pay.same787, %pay.same782, %pay.same777, %pay.same772, %pay.same767, %pay.same762, %pay.same757, %pay.same752, %pay.same747, %pay.same742, %pay.same737, %pay.same732, %pay.same727, %pay.same722, %pay.same717, %pay.same712, %pay.same707, %pay.same702, %pay.same697, %pay.same692, %pay.same687, %pay.same682, %pay.same677, %pay.same672, %pay.same667, %pay.same662, %pay.same657, %pay.same652, %pay.same647, %pay.same642, %pay.same637, %pay.same632, %pay.same627, %pay.same622, %pay.same617, %pay.same612, %pay.same607, %pay.same602, %pay.same597, %pay.same592, %pay.same587, %pay.same582, %pay.same577, %pay.same572, %pay.same567, %pay.same562, %pay.same557, %pay.same552, %pay.same547, %pay.same542, %pay.same537, %pay.same532, %pay.same527, %pay.same522, %pay.same517, %pay.same512, %pay.same507, %pay.same502, %pay.same497, %pay.same492, %pay.same487, %pay.same482, %pay.same477, %pay.same472, %pay.same467, %pay.same462, %pay.same457, %pay.same452, %pay.same447, %pay.same442, %pay.same437, %pay.same432, %pay.same427, %pay.same422, %pay.same417, %pay.same412, %pay.same407, %pay.same402, %pay.same397, %pay.same392, %pay.same387, %pay.same382, %pay.same377, %pay.same372, %pay.same367, %pay.same362, %pay.same357, %pay.same352, %pay.same347, %pay.same342, %pay.same337, %pay.same332, %pay.same327, %pay.same322, %pay.same317, %pay.same312, %pay.same307, %pay.same302, %pay.same297, %pay.same292, %pay.same287, %pay.same282, %pay.same277, %pay.same272, %pay.same267, %pay.same262, %pay.same257, %pay.same252, %pay.same247, %pay.same242, %pay.same237, %pay.same232, %pay.same227, %pay.same222, %pay.same217, %pay.same212, %pay.same207, %pay.same202, %pay.same197, %pay.same192, %pay.same187, %pay.same182, %pay.same177, %pay.same172, %pay.same167, %pay.same162, %pay.same157, %pay.same152, %pay.same147, %pay.same142, %pay.same137, %pay.same132, %pay.same127, %pay.same122, %pay.same117, %pay.same112, %pay.same107, %pay.same102, %pay.same97, %pay.same92, %pay.same87, %pay.same82, %pay.same77, %pay.same72, %pay.same67, %pay.same62, %pay.same57, %pay.same52, %pay.same47, %pay.same42
  %100 = load i64, ptr %sig, align 8, !dbg !92
  %101 = or i64 %100, 128, !dbg !92
  store i64 %101, ptr %sig, align 8, !dbg !92
  br label %pay.done38, !dbg !92

find.next:                                        ; preds = %pay.same41, %pay.in40
  %102 = add i64 %9, 1, !dbg !92
  %pay44 = getelementptr i8, ptr %data, i64 %102, !dbg !92
  %103 = call ptr @llvm.bpf.passthrough.p0.p0(i32 8, ptr %pay44), !dbg !92
  %104 = getelementptr i8, ptr %103, i64 5, !dbg !92
  %105 = icmp ule ptr %104, %data_end, !dbg !92
  br i1 %105, label %pay.in45, label %pay.done38, !dbg !92

pay.in40:                                         ; preds = %pay.done33
  %106 = getelementptr i8, ptr %87, i64 0, !dbg !92
  %107 = load i32, ptr %106, align 4, !dbg !92
  %108 = icmp eq i32 %107, 16711680, !dbg !92
  br i1 %108, label %pay.same41, label %find.next, !dbg !92

pay.same41:                                       ; preds = %pay.in40
  %109 = getelementptr i8, ptr %87, i64 4, !dbg !92
  %110 = load i8, ptr %109, align 1, !dbg !92
  %111 = icmp eq i8 %110, 1, !dbg !92
  br i1 %111, label %pay.same42, label %find.next, !dbg !92

pay.same42:                                       ; preds = %pay.same41
  br label %find.found, !dbg !92

find.next43:                                      ; preds = %pay.same46, %pay.in45
  %112 = add i64 %9, 2, !dbg !92
  %pay49 = getelementptr i8, ptr %data, i64 %112, !dbg !92
  %113 = call ptr @llvm.bpf.passthrough.p0.p0(i32 9, ptr %pay49), !dbg !92
  %114 = getelementptr i8, ptr %113, i64 5, !dbg !92
  %115 = icmp ule ptr %114, %data_end, !dbg !92
  br i1 %115, label %pay.in50, label %pay.done38, !dbg !92

pay.in45:                                         ; preds = %find.next
  %116 = getelementptr i8, ptr %103, i64 0, !dbg !92
  %117 = load i32, ptr %116, align 4, !dbg !92
  %118 = icmp eq i32 %117, 16711680, !dbg !92
  br i1 %118, label %pay.same46, label %find.next43, !dbg !92

pay.same46:                                       ; preds = %pay.in45
  %119 = getelementptr i8, ptr %103, i64 4, !dbg !92
  %120 = load i8, ptr %119, align 1, !dbg !92
  %121 = icmp eq i8 %120, 1, !dbg !92
  br i1 %121, label %pay.same47, label %find.next43, !dbg !92

pay.same47:                                       ; preds = %pay.same46
  br label %find.found, !dbg !92

find.next48:                                      ; preds = %pay.same51, %pay.in50
  %122 = add i64 %9, 3, !dbg !92
  %pay54 = getelementptr i8, ptr %data, i64 %122, !dbg !92
  %123 = call ptr @llvm.bpf.passthrough.p0.p0(i32 10, ptr %pay54), !dbg !92
  %124 = getelementptr i8, ptr %123, i64 5, !dbg !92
  %125 = icmp ule ptr %124, %data_end, !dbg !92
  br i1 %125, label %pay.in55, label %pay.done38, !dbg !92

pay.in50:                                         ; preds = %find.next43
  %126 = getelementptr i8, ptr %113, i64 0, !dbg !92
  %127 = load i32, ptr %126, align 4, !dbg !92
  %128 = icmp eq i32 %127, 16711680, !dbg !92
  br i1 %128, label %pay.same51, label %find.next48, !dbg !92

pay.same51:                                       ; preds = %pay.in50
  %129 = getelementptr i8, ptr %113, i64 4, !dbg !92
  %130 = load i8, ptr %129, align 1, !dbg !92
  %131 = icmp eq i8 %130, 1, !dbg !92
  br i1 %131, label %pay.same52, label %find.next48, !dbg !92

pay.same52:                                       ; preds = %pay.same51
  br label %find.found, !dbg !92

find.next53:                                      ; preds = %pay.same56, %pay.in55
  %132 = add i64 %9, 4, !dbg !92
  %pay59 = getelementptr i8, ptr %data, i64 %132, !dbg !92
  %133 = call ptr @llvm.bpf.passthrough.p0.p0(i32 11, ptr %pay59), !dbg !92
  %134 = getelementptr i8, ptr %133, i64 5, !dbg !92
  %135 = icmp ule ptr %134, %data_end, !dbg !92
  br i1 %135, label %pay.in60, label %pay.done38, !dbg !92

pay.in55:                                         ; preds = %find.next48
  %136 = getelementptr i8, ptr %123, i64 0, !dbg !92
  %137 = load i32, ptr %136, align 4, !dbg !92
  %138 = icmp eq i32 %137, 16711680, !dbg !92
  br i1 %138, label %pay.same56, label %find.next53, !dbg !92

pay.same56:                                       ; preds = %pay.in55
  %139 = getelementptr i8, ptr %123, i64 4, !dbg !92
  %140 = load i8, ptr %139, align 1, !dbg !92
  %141 = icmp eq i8 %140, 1, !dbg !92
  br i1 %141, label %pay.same57, label %find.next53, !dbg !92

pay.same57:                                       ; preds = %pay.same56
  br label %find.found, !dbg !92

find.next58:                                      ; preds = %pay.same61, %pay.in60
  %142 = add i64 %9, 5, !dbg !92
  %pay64 = getelementptr i8, ptr %data, i64 %142, !dbg !92
  %143 = call ptr @llvm.bpf.passthrough.p0.p0(i32 12, ptr %pay64), !dbg !92
  %144 = getelementptr i8, ptr %143, i64 5, !dbg !92
  %145 = icmp ule ptr %144, %data_end, !dbg !92
  br i1 %145, label %pay.in65, label %pay.done38, !dbg !92

pay.in60:                                         ; preds = %find.next53
  %146 = getelementptr i8, ptr %133, i64 0, !dbg !92
  %147 = load i32, ptr %146, align 4, !dbg !92
  %148 = icmp eq i32 %147, 16711680, !dbg !92
  br i1 %148, label %pay.same61, label %find.next58, !dbg !92

pay.same61:                                       ; preds = %pay.in60
  %149 = getelementptr i8, ptr %133, i64 4, !dbg !92
  %150 = load i8, ptr %149, align 1, !dbg !92
  %151 = icmp eq i8 %150, 1, !dbg !92
  br i1 %151, label %pay.same62, label %find.next58, !dbg !92

pay.same62:                                       ; preds = %pay.same61
  br label %find.found, !dbg !92

find.next63:                                      ; preds = %pay.same66, %pay.in65
  %152 = add i64 %9, 6, !dbg !92
  %pay69 = getelementptr i8, ptr %data, i64 %152, !dbg !92
  %153 = call ptr @llvm.bpf.passthrough.p0.p0(i32 13, ptr %pay69), !dbg !92
  %154 = getelementptr i8, ptr %153, i64 5, !dbg !92
  %155 = icmp ule ptr %154, %data_end, !dbg !92
  br i1 %155, label %pay.in70, label %pay.done38, !dbg !92

pay.in65:                                         ; preds = %find.next58
  %156 = getelementptr i8, ptr %143, i64 0, !dbg !92
  %157 = load i32, ptr %156, align 4, !dbg !92
  %158 = icmp eq i32 %157, 16711680, !dbg !92
  br i1 %158, label %pay.same66, label %find.next63, !dbg !92

pay.same66:                                       ; preds = %pay.in65
  %159 = getelementptr i8, ptr %143, i64 4, !dbg !92
  %160 = load i8, ptr %159, align 1, !dbg !92
  %161 = icmp eq i8 %160, 1, !dbg !92
  br i1 %161, label %pay.same67, label %find.next63, !dbg !92

pay.same67:                                       ; preds = %pay.same66
  br label %find.found, !dbg !92

find.next68:                                      ; preds = %pay.same71, %pay.in70
  %162 = add i64 %9, 7, !dbg !92
  %pay74 = getelementptr i8, ptr %data, i64 %162, !dbg !92
  %163 = call ptr @llvm.bpf.passthrough.p0.p0(i32 14, ptr %pay74), !dbg !92
  %164 = getelementptr i8, ptr %163, i64 5, !dbg !92
  %165 = icmp ule ptr %164, %data_end, !dbg !92
  br i1 %165, label %pay.in75, label %pay.done38, !dbg !92

pay.in70:                                         ; preds = %find.next63
  %166 = getelementptr i8, ptr %153, i64 0, !dbg !92
  %167 = load i32, ptr %166, align 4, !dbg !92
  %168 = icmp eq i32 %167, 16711680, !dbg !92
  br i1 %168, label %pay.same71, label %find.next68, !dbg !92

pay.same71:                                       ; preds = %pay.in70
  %169 = getelementptr i8, ptr %153, i64 4, !dbg !92
  %170 = load i8, ptr %169, align 1, !dbg !92
  %171 = icmp eq i8 %170, 1, !dbg !92
  br i1 %171, label %pay.same72, label %find.next68, !dbg !92

pay.same72:                                       ; preds = %pay.same71
  br label %find.found, !dbg !92

find.next73:                                      ; preds = %pay.same76, %pay.in75
  %172 = add i64 %9, 8, !dbg !92
  %pay79 = getelementptr i8, ptr %data, i64 %172, !dbg !92
  %173 = call ptr @llvm.bpf.passthrough.p0.p0(i32 15, ptr %pay79), !dbg !92
  %174 = getelementptr i8, ptr %173, i64 5, !dbg !92
  %175 = icmp ule ptr %174, %data_end, !dbg !92
  br i1 %175, label %pay.in80, label %pay.done38, !dbg !92

pay.in75:                                         ; preds = %find.next68
  %176 = getelementptr i8, ptr %163, i64 0, !dbg !92
  %177 = load i32, ptr %176, align 4, !dbg !92
  %178 = icmp eq i32 %177, 16711680, !dbg !92
  br i1 %178, label %pay.same76, label %find.next73, !dbg !92

pay.same76:                                       ; preds = %pay.in75
  %179 = getelementptr i8, ptr %163, i64 4, !dbg !92
  %180 = load i8, ptr %179, align 1, !dbg !92
  %181 = icmp eq i8 %180, 1, !dbg !92
  br i1 %181, label %pay.same77, label %find.next73, !dbg !92

pay.same77:                                       ; preds = %pay.same76
  br label %find.found, !dbg !92

find.next78:                                      ; preds = %pay.same81, %pay.in80
  %182 = add i64 %9, 9, !dbg !92
  %pay84 = getelementptr i8, ptr %data, i64 %182, !dbg !92
  %183 = call ptr @llvm.bpf.passthrough.p0.p0(i32 16, ptr %pay84), !dbg !92
  %184 = getelementptr i8, ptr %183, i64 5, !dbg !92
  %185 = icmp ule ptr %184, %data_end, !dbg !92
  br i1 %185, label %pay.in85, label %pay.done38, !dbg !92

pay.in80:                                         ; preds = %find.next73
  %186 = getelementptr i8, ptr %173, i64 0, !dbg !92
  %187 = load i32, ptr %186, align 4, !dbg !92
  %188 = icmp eq i32 %187, 16711680, !dbg !92
  br i1 %188, label %pay.same81, label %find.next78, !dbg !92

pay.same81:                                       ; preds = %pay.in80
  %189 = getelementptr i8, ptr %173, i64 4, !dbg !92
  %190 = load i8, ptr %189, align 1, !dbg !92
  %191 = icmp eq i8 %190, 1, !dbg !92
  br i1 %191, label %pay.same82, label %find.next78, !dbg !92

pay.same82:                                       ; preds = %pay.same81
  br label %find.found, !dbg !92

find.next83:                                      ; preds = %pay.same86, %pay.in85
  %192 = add i64 %9, 10, !dbg !92
  %pay89 = getelementptr i8, ptr %data, i64 %192, !dbg !92
  %193 = call ptr @llvm.bpf.passthrough.p0.p0(i32 17, ptr %pay89), !dbg !92
  %194 = getelementptr i8, ptr %193, i64 5, !dbg !92
  %195 = icmp ule ptr %194, %data_end, !dbg !92
  br i1 %195, label %pay.in90, label %pay.done38, !dbg !92

pay.in85:                                         ; preds = %find.next78
  %196 = getelementptr i8, ptr %183, i64 0, !dbg !92
  %197 = load i32, ptr %196, align 4, !dbg !92
  %198 = icmp eq i32 %197, 16711680, !dbg !92
  br i1 %198, label %pay.same86, label %find.next83, !dbg !92

pay.same86:                                       ; preds = %pay.in85
  %199 = getelementptr i8, ptr %183, i64 4, !dbg !92
  %200 = load i8, ptr %199, align 1, !dbg !92
  %201 = icmp eq i8 %200, 1, !dbg !92
  br i1 %201, label %pay.same87, label %find.next83, !dbg !92

pay.same87:                                       ; preds = %pay.same86
  br label %find.found, !dbg !92

find.next88:                                      ; preds = %pay.same91, %pay.in90
  %202 = add i64 %9, 11, !dbg !92
  %pay94 = getelementptr i8, ptr %data, i64 %202, !dbg !92
  %203 = call ptr @llvm.bpf.passthrough.p0.p0(i32 18, ptr %pay94), !dbg !92
  %204 = getelementptr i8, ptr %203, i64 5, !dbg !92
  %205 = icmp ule ptr %204, %data_end, !dbg !92
  br i1 %205, label %pay.in95, label %pay.done38, !dbg !92

pay.in90:                                         ; preds = %find.next83
  %206 = getelementptr i8, ptr %193, i64 0, !dbg !92
  %207 = load i32, ptr %206, align 4, !dbg !92
  %208 = icmp eq i32 %207, 16711680, !dbg !92
  br i1 %208, label %pay.same91, label %find.next88, !dbg !92

pay.same91:                                       ; preds = %pay.in90
  %209 = getelementptr i8, ptr %193, i64 4, !dbg !92
  %210 = load i8, ptr %209, align 1, !dbg !92
  %211 = icmp eq i8 %210, 1, !dbg !92
  br i1 %211, label %pay.same92, label %find.next88, !dbg !92

pay.same92:                                       ; preds = %pay.same91
  br label %find.found, !dbg !92

find.next93:                                      ; preds = %pay.same96, %pay.in95
  %212 = add i64 %9, 12, !dbg !92
  %pay99 = getelementptr i8, ptr %data, i64 %212, !dbg !92
  %213 = call ptr @llvm.bpf.passthrough.p0.p0(i32 19, ptr %pay99), !dbg !92
  %214 = getelementptr i8, ptr %213, i64 5, !dbg !92
  %215 = icmp ule ptr %214, %data_end, !dbg !92
  br i1 %215, label %pay.in100, label %pay.done38, !dbg !92

pay.in95:                                         ; preds = %find.next88
  %216 = getelementptr i8, ptr %203, i64 0, !dbg !92
  %217 = load i32, ptr %216, align 4, !dbg !92
  %218 = icmp eq i32 %217, 16711680, !dbg !92
  br i1 %218, label %pay.same96, label %find.next93, !dbg !92

pay.same96:                                       ; preds = %pay.in95
  %219 = getelementptr i8, ptr %203, i64 4, !dbg !92
  %220 = load i8, ptr %219, align 1, !dbg !92
  %221 = icmp eq i8 %220, 1, !dbg !92
  br i1 %221, label %pay.same97, label %find.next93, !dbg !92

pay.same97:                                       ; preds = %pay.same96
  br label %find.found, !dbg !92

find.next98:                                      ; preds = %pay.same101, %pay.in100
  %222 = add i64 %9, 13, !dbg !92
  %pay104 = getelementptr i8, ptr %data, i64 %222, !dbg !92
  %223 = call ptr @llvm.bpf.passthrough.p0.p0(i32 20, ptr %pay104), !dbg !92
  %224 = getelementptr i8, ptr %223, i64 5, !dbg !92
  %225 = icmp ule ptr %224, %data_end, !dbg !92
  br i1 %225, label %pay.in105, label %pay.done38, !dbg !92

pay.in100:                                        ; preds = %find.next93
  %226 = getelementptr i8, ptr %213, i64 0, !dbg !92
  %227 = load i32, ptr %226, align 4, !dbg !92
  %228 = icmp eq i32 %227, 16711680, !dbg !92
  br i1 %228, label %pay.same101, label %find.next98, !dbg !92

pay.same101:                                      ; preds = %pay.in100
  %229 = getelementptr i8, ptr %213, i64 4, !dbg !92
  %230 = load i8, ptr %229, align 1, !dbg !92
  %231 = icmp eq i8 %230, 1, !dbg !92
  br i1 %231, label %pay.same102, label %find.next98, !dbg !92

pay.same102:                                      ; preds = %pay.same101
  br label %find.found, !dbg !92

find.next103:                                     ; preds = %pay.same106, %pay.in105
  %232 = add i64 %9, 14, !dbg !92
  %pay109 = getelementptr i8, ptr %data, i64 %232, !dbg !92
  %233 = call ptr @llvm.bpf.passthrough.p0.p0(i32 21, ptr %pay109), !dbg !92
  %234 = getelementptr i8, ptr %233, i64 5, !dbg !92
  %235 = icmp ule ptr %234, %data_end, !dbg !92
  br i1 %235, label %pay.in110, label %pay.done38, !dbg !92

pay.in105:                                        ; preds = %find.next98
  %236 = getelementptr i8, ptr %223, i64 0, !dbg !92
  %237 = load i32, ptr %236, align 4, !dbg !92
  %238 = icmp eq i32 %237, 16711680, !dbg !92
  br i1 %238, label %pay.same106, label %find.next103, !dbg !92

pay.same106:                                      ; preds = %pay.in105
  %239 = getelementptr i8, ptr %223, i64 4, !dbg !92
  %240 = load i8, ptr %239, align 1, !dbg !92
  %241 = icmp eq i8 %240, 1, !dbg !92
  br i1 %241, label %pay.same107, label %find.next103, !dbg !92

pay.same107:                                      ; preds = %pay.same106
  br label %find.found, !dbg !92

find.next108:                                     ; preds = %pay.same111, %pay.in110
  %242 = add i64 %9, 15, !dbg !92
  %pay114 = getelementptr i8, ptr %data, i64 %242, !dbg !92
  %243 = call ptr @llvm.bpf.passthrough.p0.p0(i32 22, ptr %pay114), !dbg !92
  %244 = getelementptr i8, ptr %243, i64 5, !dbg !92
  %245 = icmp ule ptr %244, %data_end, !dbg !92
  br i1 %245, label %pay.in115, label %pay.done38, !dbg !92

pay.in110:                                        ; preds = %find.next103
  %246 = getelementptr i8, ptr %233, i64 0, !dbg !92
  %247 = load i32, ptr %246, align 4, !dbg !92
  %248 = icmp eq i32 %247, 16711680, !dbg !92
  br i1 %248, label %pay.same111, label %find.next108, !dbg !92

pay.same111:                                      ; preds = %pay.in110
  %249 = getelementptr i8, ptr %233, i64 4, !dbg !92
  %250 = load i8, ptr %249, align 1, !dbg !92
  %251 = icmp eq i8 %250, 1, !dbg !92
  br i1 %251, label %pay.same112, label %find.next108, !dbg !92

pay.same112:                                      ; preds = %pay.same111
  br label %find.found, !dbg !92

find.next113:                                     ; preds = %pay.same116, %pay.in115
  %252 = add i64 %9, 16, !dbg !92
  %pay119 = getelementptr i8, ptr %data, i64 %252, !dbg !92
  %253 = call ptr @llvm.bpf.passthrough.p0.p0(i32 23, ptr %pay119), !dbg !92
  %254 = getelementptr i8, ptr %253, i64 5, !dbg !92
  %255 = icmp ule ptr %254, %data_end, !dbg !92
  br i1 %255, label %pay.in120, label %pay.done38, !dbg !92

pay.in115:                                        ; preds = %find.next108
  %256 = getelementptr i8, ptr %243, i64 0, !dbg !92
  %257 = load i32, ptr %256, align 4, !dbg !92
  %258 = icmp eq i32 %257, 16711680, !dbg !92
  br i1 %258, label %pay.same116, label %find.next113, !dbg !92

pay.same116:                                      ; preds = %pay.in115
  %259 = getelementptr i8, ptr %243, i64 4, !dbg !92
  %260 = load i8, ptr %259, align 1, !dbg !92
  %261 = icmp eq i8 %260, 1, !dbg !92
  br i1 %261, label %pay.same117, label %find.next113, !dbg !92

pay.same117:                                      ; preds = %pay.same116
  br label %find.found, !dbg !92

find.next118:                                     ; preds = %pay.same121, %pay.in120
  %262 = add i64 %9, 17, !dbg !92
  %pay124 = getelementptr i8, ptr %data, i64 %262, !dbg !92
  %263 = call ptr @llvm.bpf.passthrough.p0.p0(i32 24, ptr %pay124), !dbg !92
  %264 = getelementptr i8, ptr %263, i64 5, !dbg !92
  %265 = icmp ule ptr %264, %data_end, !dbg !92
  br i1 %265, label %pay.in125, label %pay.done38, !dbg !92

pay.in120:                                        ; preds = %find.next113
  %266 = getelementptr i8, ptr %253, i64 0, !dbg !92
  %267 = load i32, ptr %266, align 4, !dbg !92
  %268 = icmp eq i32 %267, 16711680, !dbg !92
  br i1 %268, label %pay.same121, label %find.next118, !dbg !92

pay.same121:                                      ; preds = %pay.in120
  %269 = getelementptr i8, ptr %253, i64 4, !dbg !92
  %270 = load i8, ptr %269, align 1, !dbg !92
  %271 = icmp eq i8 %270, 1, !dbg !92
  br i1 %271, label %pay.same122, label %find.next118, !dbg !92

pay.same122:                                      ; preds = %pay.same121
  br label %find.found, !dbg !92

find.next123:                                     ; preds = %pay.same126, %pay.in125
  %272 = add i64 %9, 18, !dbg !92
  %pay129 = getelementptr i8, ptr %data, i64 %272, !dbg !92
  %273 = call ptr @llvm.bpf.passthrough.p0.p0(i32 25, ptr %pay129), !dbg !92
  %274 = getelementptr i8, ptr %273, i64 5, !dbg !92
  %275 = icmp ule ptr %274, %data_end, !dbg !92
  br i1 %275, label %pay.in130, label %pay.done38, !dbg !92

pay.in125:                                        ; preds = %find.next118
  %276 = getelementptr i8, ptr %263, i64 0, !dbg !92
  %277 = load i32, ptr %276, align 4, !dbg !92
  %278 = icmp eq i32 %277, 16711680, !dbg !92
  br i1 %278, label %pay.same126, label %find.next123, !dbg !92

pay.same126:                                      ; preds = %pay.in125
  %279 = getelementptr i8, ptr %263, i64 4, !dbg !92
  %280 = load i8, ptr %279, align 1, !dbg !92
  %281 = icmp eq i8 %280, 1, !dbg !92
  br i1 %281, label %pay.same127, label %find.next123, !dbg !92

pay.same127:                                      ; preds = %pay.same126
  br label %find.found, !dbg !92

find.next128:                                     ; preds = %pay.same131, %pay.in130
  %282 = add i64 %9, 19, !dbg !92
  %pay134 = getelementptr i8, ptr %data, i64 %282, !dbg !92
  %283 = call ptr @llvm.bpf.passthrough.p0.p0(i32 26, ptr %pay134), !dbg !92
  %284 = getelementptr i8, ptr %283, i64 5, !dbg !92
  %285 = icmp ule ptr %284, %data_end, !dbg !92
  br i1 %285, label %pay.in135, label %pay.done38, !dbg !92

pay.in130:                                        ; preds = %find.next123
  %286 = getelementptr i8, ptr %273, i64 0, !dbg !92
  %287 = load i32, ptr %286, align 4, !dbg !92
  %288 = icmp eq i32 %287, 16711680, !dbg !92
  br i1 %288, label %pay.same131, label %find.next128, !dbg !92

pay.same131:                                      ; preds = %pay.in130
  %289 = getelementptr i8, ptr %273, i64 4, !dbg !92
  %290 = load i8, ptr %289, align 1, !dbg !92
  %291 = icmp eq i8 %290, 1, !dbg !92
  br i1 %291, label %pay.same132, label %find.next128, !dbg !92

pay.same132:                                      ; preds = %pay.same131
  br label %find.found, !dbg !92

find.next133:                                     ; preds = %pay.same136, %pay.in135
  %292 = add i64 %9, 20, !dbg !92
  %pay139 = getelementptr i8, ptr %data, i64 %292, !dbg !92
  %293 = call ptr @llvm.bpf.passthrough.p0.p0(i32 27, ptr %pay139), !dbg !92
  %294 = getelementptr i8, ptr %293, i64 5, !dbg !92
  %295 = icmp ule ptr %294, %data_end, !dbg !92
  br i1 %295, label %pay.in140, label %pay.done38, !dbg !92

pay.in135:                                        ; preds = %find.next128
  %296 = getelementptr i8, ptr %283, i64 0, !dbg !92
  %297 = load i32, ptr %296, align 4, !dbg !92
  %298 = icmp eq i32 %297, 16711680, !dbg !92
  br i1 %298, label %pay.same136, label %find.next133, !dbg !92

pay.same136:                                      ; preds = %pay.in135
  %299 = getelementptr i8, ptr %283, i64 4, !dbg !92
  %300 = load i8, ptr %299, align 1, !dbg !92
  %301 = icmp eq i8 %300, 1, !dbg !92
  br i1 %301, label %pay.same137, label %find.next133, !dbg !92

pay.same137:                                      ; preds = %pay.same136
  br label %find.found, !dbg !92

find.next138:                                     ; preds = %pay.same141, %pay.in140
  %302 = add i64 %9, 21, !dbg !92
  %pay144 = getelementptr i8, ptr %data, i64 %302, !dbg !92
  %303 = call ptr @llvm.bpf.passthrough.p0.p0(i32 28, ptr %pay144), !dbg !92
  %304 = getelementptr i8, ptr %303, i64 5, !dbg !92
  %305 = icmp ule ptr %304, %data_end, !dbg !92
  br i1 %305, label %pay.in145, label %pay.done38, !dbg !92

pay.in140:                                        ; preds = %find.next133
  %306 = getelementptr i8, ptr %293, i64 0, !dbg !92
  %307 = load i32, ptr %306, align 4, !dbg !92
  %308 = icmp eq i32 %307, 16711680, !dbg !92
  br i1 %308, label %pay.same141, label %find.next138, !dbg !92

pay.same141:                                      ; preds = %pay.in140
  %309 = getelementptr i8, ptr %293, i64 4, !dbg !92
  %310 = load i8, ptr %309, align 1, !dbg !92
  %311 = icmp eq i8 %310, 1, !dbg !92
  br i1 %311, label %pay.same142, label %find.next138, !dbg !92

pay.same142:                                      ; preds = %pay.same141
  br label %find.found, !dbg !92

find.next143:                                     ; preds = %pay.same146, %pay.in145
  %312 = add i64 %9, 22, !dbg !92
  %pay149 = getelementptr i8, ptr %data, i64 %312, !dbg !92
  %313 = call ptr @llvm.bpf.passthrough.p0.p0(i32 29, ptr %pay149), !dbg !92
  %314 = getelementptr i8, ptr %313, i64 5, !dbg !92
  %315 = icmp ule ptr %314, %data_end, !dbg !92
  br i1 %315, label %pay.in150, label %pay.done38, !dbg !92

pay.in145:                                        ; preds = %find.next138
  %316 = getelementptr i8, ptr %303, i64 0, !dbg !92
  %317 = load i32, ptr %316, align 4, !dbg !92
  %318 = icmp eq i32 %317, 16711680, !dbg !92
  br i1 %318, label %pay.same146, label %find.next143, !dbg !92

pay.same146:                                      ; preds = %pay.in145
  %319 = getelementptr i8, ptr %303, i64 4, !dbg !92
  %320 = load i8, ptr %319, align 1, !dbg !92
  %321 = icmp eq i8 %320, 1, !dbg !92
  br i1 %321, label %pay.same147, label %find.next143, !dbg !92

pay.same147:                                      ; preds = %pay.same146
  br label %find.found, !dbg !92

find.next148:                                     ; preds = %pay.same151, %pay.in150
  %322 = add i64 %9, 23, !dbg !92
  %pay154 = getelementptr i8, ptr %data, i64 %322, !dbg !92
  %323 = call ptr @llvm.bpf.passthrough.p0.p0(i32 30, ptr %pay154), !dbg !92
  %324 = getelementptr i8, ptr %323, i64 5, !dbg !92
  %325 = icmp ule ptr %324, %data_end, !dbg !92
  br i1 %325, label %pay.in155, label %pay.done38, !dbg !92

pay.in150:                                        ; preds = %find.next143
  %326 = getelementptr i8, ptr %313, i64 0, !dbg !92
  %327 = load i32, ptr %326, align 4, !dbg !92
  %328 = icmp eq i32 %327, 16711680, !dbg !92
  br i1 %328, label %pay.same151, label %find.next148, !dbg !92

pay.same151:                                      ; preds = %pay.in150
  %329 = getelementptr i8, ptr %313, i64 4, !dbg !92
  %330 = load i8, ptr %329, align 1, !dbg !92
  %331 = icmp eq i8 %330, 1, !dbg !92
  br i1 %331, label %pay.same152, label %find.next148, !dbg !92

pay.same152:                                      ; preds = %pay.same151
  br label %find.found, !dbg !92

find.next153:                                     ; preds = %pay.same156, %pay.in155
  %332 = add i64 %9, 24, !dbg !92
  %pay159 = getelementptr i8, ptr %data, i64 %332, !dbg !92
  %333 = call ptr @llvm.bpf.passthrough.p0.p0(i32 31, ptr %pay159), !dbg !92
  %334 = getelementptr i8, ptr %333, i64 5, !dbg !92
  %335 = icmp ule ptr %334, %data_end, !dbg !92
  br i1 %335, label %pay.in160, label %pay.done38, !dbg !92

pay.in155:                                        ; preds = %find.next148
  %336 = getelementptr i8, ptr %323, i64 0, !dbg !92
  %337 = load i32, ptr %336, align 4, !dbg !92
  %338 = icmp eq i32 %337, 16711680, !dbg !92
  br i1 %338, label %pay.same156, label %find.next153, !dbg !92

pay.same156:                                      ; preds = %pay.in155
  %339 = getelementptr i8, ptr %323, i64 4, !dbg !92
  %340 = load i8, ptr %339, align 1, !dbg !92
  %341 = icmp eq i8 %340, 1, !dbg !92
  br i1 %341, label %pay.same157, label %find.next153, !dbg !92

pay.same157:                                      ; preds = %pay.same156
  br label %find.found, !dbg !92

find.next158:                                     ; preds = %pay.same161, %pay.in160
  %342 = add i64 %9, 25, !dbg !92
  %pay164 = getelementptr i8, ptr %data, i64 %342, !dbg !92
  %343 = call ptr @llvm.bpf.passthrough.p0.p0(i32 32, ptr %pay164), !dbg !92
  %344 = getelementptr i8, ptr %343, i64 5, !dbg !92
  %345 = icmp ule ptr %344, %data_end, !dbg !92
  br i1 %345, label %pay.in165, label %pay.done38, !dbg !92

pay.in160:                                        ; preds = %find.next153
  %346 = getelementptr i8, ptr %333, i64 0, !dbg !92
  %347 = load i32, ptr %346, align 4, !dbg !92
  %348 = icmp eq i32 %347, 16711680, !dbg !92
  br i1 %348, label %pay.same161, label %find.next158, !dbg !92

pay.same161:                                      ; preds = %pay.in160
  %349 = getelementptr i8, ptr %333, i64 4, !dbg !92
  %350 = load i8, ptr %349, align 1, !dbg !92
  %351 = icmp eq i8 %350, 1, !dbg !92
  br i1 %351, label %pay.same162, label %find.next158, !dbg !92

pay.same162:                                      ; preds = %pay.same161
  br label %find.found, !dbg !92

find.next163:                                     ; preds = %pay.same166, %pay.in165
  %352 = add i64 %9, 26, !dbg !92
  %pay169 = getelementptr i8, ptr %data, i64 %352, !dbg !92
  %353 = call ptr @llvm.bpf.passthrough.p0.p0(i32 33, ptr %pay169), !dbg !92
  %354 = getelementptr i8, ptr %353, i64 5, !dbg !92
  %355 = icmp ule ptr %354, %data_end, !dbg !92
  br i1 %355, label %pay.in170, label %pay.done38, !dbg !92

pay.in165:                                        ; preds = %find.next158
  %356 = getelementptr i8, ptr %343, i64 0, !dbg !92
  %357 = load i32, ptr %356, align 4, !dbg !92
  %358 = icmp eq i32 %357, 16711680, !dbg !92
  br i1 %358, label %pay.same166, label %find.next163, !dbg !92

pay.same166:                                      ; preds = %pay.in165
  %359 = getelementptr i8, ptr %343, i64 4, !dbg !92
  %360 = load i8, ptr %359, align 1, !dbg !92
  %361 = icmp eq i8 %360, 1, !dbg !92
  br i1 %361, label %pay.same167, label %find.next163, !dbg !92

pay.same167:                                      ; preds = %pay.same166
  br label %find.found, !dbg !92

find.next168:                                     ; preds = %pay.same171, %pay.in170
  %362 = add i64 %9, 27, !dbg !92
  %pay174 = getelementptr i8, ptr %data, i64 %362, !dbg !92
  %363 = call ptr @llvm.bpf.passthrough.p0.p0(i32 34, ptr %pay174), !dbg !92
  %364 = getelementptr i8, ptr %363, i64 5, !dbg !92
  %365 = icmp ule ptr %364, %data_end, !dbg !92
  br i1 %365, label %pay.in175, label %pay.done38, !dbg !92

pay.in170:                                        ; preds = %find.next163
  %366 = getelementptr i8, ptr %353, i64 0, !dbg !92
  %367 = load i32, ptr %366, align 4, !dbg !92
  %368 = icmp eq i32 %367, 16711680, !dbg !92
  br i1 %368, label %pay.same171, label %find.next168, !dbg !92

pay.same171:                                      ; preds = %pay.in170
  %369 = getelementptr i8, ptr %353, i64 4, !dbg !92
  %370 = load i8, ptr %369, align 1, !dbg !92
  %371 = icmp eq i8 %370, 1, !dbg !92
  br i1 %371, label %pay.same172, label %find.next168, !dbg !92

pay.same172:                                      ; preds = %pay.same171
  br label %find.found, !dbg !92

find.next173:                                     ; preds = %pay.same176, %pay.in175
  %372 = add i64 %9, 28, !dbg !92
  %pay179 = getelementptr i8, ptr %data, i64 %372, !dbg !92
  %373 = call ptr @llvm.bpf.passthrough.p0.p0(i32 35, ptr %pay179), !dbg !92
  %374 = getelementptr i8, ptr %373, i64 5, !dbg !92
  %375 = icmp ule ptr %374, %data_end, !dbg !92
  br i1 %375, label %pay.in180, label %pay.done38, !dbg !92

pay.in175:                                        ; preds = %find.next168
  %376 = getelementptr i8, ptr %363, i64 0, !dbg !92
  %377 = load i32, ptr %376, align 4, !dbg !92
  %378 = icmp eq i32 %377, 16711680, !dbg !92
  br i1 %378, label %pay.same176, label %find.next173, !dbg !92

pay.same176:                                      ; preds = %pay.in175
  %379 = getelementptr i8, ptr %363, i64 4, !dbg !92
  %380 = load i8, ptr %379, align 1, !dbg !92
  %381 = icmp eq i8 %380, 1, !dbg !92
  br i1 %381, label %pay.same177, label %find.next173, !dbg !92

pay.same177:                                      ; preds = %pay.same176
  br label %find.found, !dbg !92

find.next178:                                     ; preds = %pay.same181, %pay.in180
  %382 = add i64 %9, 29, !dbg !92
  %pay184 = getelementptr i8, ptr %data, i64 %382, !dbg !92
  %383 = call ptr @llvm.bpf.passthrough.p0.p0(i32 36, ptr %pay184), !dbg !92
  %384 = getelementptr i8, ptr %383, i64 5, !dbg !92
  %385 = icmp ule ptr %384, %data_end, !dbg !92
  br i1 %385, label %pay.in185, label %pay.done38, !dbg !92

pay.in180:                                        ; preds = %find.next173
  %386 = getelementptr i8, ptr %373, i64 0, !dbg !92
  %387 = load i32, ptr %386, align 4, !dbg !92
  %388 = icmp eq i32 %387, 16711680, !dbg !92
  br i1 %388, label %pay.same181, label %find.next178, !dbg !92

pay.same181:                                      ; preds = %pay.in180
  %389 = getelementptr i8, ptr %373, i64 4, !dbg !92
  %390 = load i8, ptr %389, align 1, !dbg !92
  %391 = icmp eq i8 %390, 1, !dbg !92
  br i1 %391, label %pay.same182, label %find.next178, !dbg !92

pay.same182:                                      ; preds = %pay.same181
  br label %find.found, !dbg !92

find.next183:                                     ; preds = %pay.same186, %pay.in185
  %392 = add i64 %9, 30, !dbg !92
  %pay189 = getelementptr i8, ptr %data, i64 %392, !dbg !92
  %393 = call ptr @llvm.bpf.passthrough.p0.p0(i32 37, ptr %pay189), !dbg !92
  %394 = getelementptr i8, ptr %393, i64 5, !dbg !92
  %395 = icmp ule ptr %394, %data_end, !dbg !92
  br i1 %395, label %pay.in190, label %pay.done38, !dbg !92

pay.in185:                                        ; preds = %find.next178
  %396 = getelementptr i8, ptr %383, i64 0, !dbg !92
  %397 = load i32, ptr %396, align 4, !dbg !92
  %398 = icmp eq i32 %397, 16711680, !dbg !92
  br i1 %398, label %pay.same186, label %find.next183, !dbg !92

pay.same186:                                      ; preds = %pay.in185
  %399 = getelementptr i8, ptr %383, i64 4, !dbg !92
  %400 = load i8, ptr %399, align 1, !dbg !92
  %401 = icmp eq i8 %400, 1, !dbg !92
  br i1 %401, label %pay.same187, label %find.next183, !dbg !92

pay.same187:                                      ; preds = %pay.same186
  br label %find.found, !dbg !92

find.next188:                                     ; preds = %pay.same191, %pay.in190
  %402 = add i64 %9, 31, !dbg !92
  %pay194 = getelementptr i8, ptr %data, i64 %402, !dbg !92
  %403 = call ptr @llvm.bpf.passthrough.p0.p0(i32 38, ptr %pay194), !dbg !92
  %404 = getelementptr i8, ptr %403, i64 5, !dbg !92
  %405 = icmp ule ptr %404, %data_end, !dbg !92
  br i1 %405, label %pay.in195, label %pay.done38, !dbg !92

pay.in190:                                        ; preds = %find.next183
  %406 = getelementptr i8, ptr %393, i64 0, !dbg !92
  %407 = load i32, ptr %406, align 4, !dbg !92
  %408 = icmp eq i32 %407, 16711680, !dbg !92
  br i1 %408, label %pay.same191, label %find.next188, !dbg !92

pay.same191:                                      ; preds = %pay.in190
  %409 = getelementptr i8, ptr %393, i64 4, !dbg !92
  %410 = load i8, ptr %409, align 1, !dbg !92
  %411 = icmp eq i8 %410, 1, !dbg !92
  br i1 %411, label %pay.same192, label %find.next188, !dbg !92

pay.same192:                                      ; preds = %pay.same191
  br label %find.found, !dbg !92

find.next193:                                     ; preds = %pay.same196, %pay.in195
  %412 = add i64 %9, 32, !dbg !92
  %pay199 = getelementptr i8, ptr %data, i64 %412, !dbg !92
  %413 = call ptr @llvm.bpf.passthrough.p0.p0(i32 39, ptr %pay199), !dbg !92
  %414 = getelementptr i8, ptr %413, i64 5, !dbg !92
  %415 = icmp ule ptr %414, %data_end, !dbg !92
  br i1 %415, label %pay.in200, label %pay.done38, !dbg !92

pay.in195:                                        ; preds = %find.next188
  %416 = getelementptr i8, ptr %403, i64 0, !dbg !92
  %417 = load i32, ptr %416, align 4, !dbg !92
  %418 = icmp eq i32 %417, 16711680, !dbg !92
  br i1 %418, label %pay.same196, label %find.next193, !dbg !92

pay.same196:                                      ; preds = %pay.in195
  %419 = getelementptr i8, ptr %403, i64 4, !dbg !92
  %420 = load i8, ptr %419, align 1, !dbg !92
  %421 = icmp eq i8 %420, 1, !dbg !92
  br i1 %421, label %pay.same197, label %find.next193, !dbg !92

pay.same197:                                      ; preds = %pay.same196
  br label %find.found, !dbg !92

find.next198:                                     ; preds = %pay.same201, %pay.in200
  %422 = add i64 %9, 33, !dbg !92
  %pay204 = getelementptr i8, ptr %data, i64 %422, !dbg !92
  %423 = call ptr @llvm.bpf.passthrough.p0.p0(i32 40, ptr %pay204), !dbg !92
  %424 = getelementptr i8, ptr %423, i64 5, !dbg !92
  %425 = icmp ule ptr %424, %data_end, !dbg !92
  br i1 %425, label %pay.in205, label %pay.done38, !dbg !92

pay.in200:                                        ; preds = %find.next193
  %426 = getelementptr i8, ptr %413, i64 0, !dbg !92
  %427 = load i32, ptr %426, align 4, !dbg !92
  %428 = icmp eq i32 %427, 16711680, !dbg !92
  br i1 %428, label %pay.same201, label %find.next198, !dbg !92

pay.same201:                                      ; preds = %pay.in200
  %429 = getelementptr i8, ptr %413, i64 4, !dbg !92
  %430 = load i8, ptr %429, align 1, !dbg !92
  %431 = icmp eq i8 %430, 1, !dbg !92
  br i1 %431, label %pay.same202, label %find.next198, !dbg !92

pay.same202:                                      ; preds = %pay.same201
  br label %find.found, !dbg !92

find.next203:                                     ; preds = %pay.same206, %pay.in205
  %432 = add i64 %9, 34, !dbg !92
  %pay209 = getelementptr i8, ptr %data, i64 %432, !dbg !92
  %433 = call ptr @llvm.bpf.passthrough.p0.p0(i32 41, ptr %pay209), !dbg !92
  %434 = getelementptr i8, ptr %433, i64 5, !dbg !92
  %435 = icmp ule ptr %434, %data_end, !dbg !92
  br i1 %435, label %pay.in210, label %pay.done38, !dbg !92

pay.in205:                                        ; preds = %find.next198
  %436 = getelementptr i8, ptr %423, i64 0, !dbg !92
  %437 = load i32, ptr %436, align 4, !dbg !92
  %438 = icmp eq i32 %437, 16711680, !dbg !92
  br i1 %438, label %pay.same206, label %find.next203, !dbg !92

pay.same206:                                      ; preds = %pay.in205
  %439 = getelementptr i8, ptr %423, i64 4, !dbg !92
  %440 = load i8, ptr %439, align 1, !dbg !92
  %441 = icmp eq i8 %440, 1, !dbg !92
  br i1 %441, label %pay.same207, label %find.next203, !dbg !92

pay.same207:                                      ; preds = %pay.same206
  br label %find.found, !dbg !92

find.next208:                                     ; preds = %pay.same211, %pay.in210
  %442 = add i64 %9, 35, !dbg !92
  %pay214 = getelementptr i8, ptr %data, i64 %442, !dbg !92
  %443 = call ptr @llvm.bpf.passthrough.p0.p0(i32 42, ptr %pay214), !dbg !92
  %444 = getelementptr i8, ptr %443, i64 5, !dbg !92
  %445 = icmp ule ptr %444, %data_end, !dbg !92
  br i1 %445, label %pay.in215, label %pay.done38, !dbg !92

pay.in210:                                        ; preds = %find.next203
  %446 = getelementptr i8, ptr %433, i64 0, !dbg !92
  %447 = load i32, ptr %446, align 4, !dbg !92
  %448 = icmp eq i32 %447, 16711680, !dbg !92
  br i1 %448, label %pay.same211, label %find.next208, !dbg !92

pay.same211:                                      ; preds = %pay.in210
  %449 = getelementptr i8, ptr %433, i64 4, !dbg !92
  %450 = load i8, ptr %449, align 1, !dbg !92
  %451 = icmp eq i8 %450, 1, !dbg !92
  br i1 %451, label %pay.same212, label %find.next208, !dbg !92

pay.same212:                                      ; preds = %pay.same211
  br label %find.found, !dbg !92

find.next213:                                     ; preds = %pay.same216, %pay.in215
  %452 = add i64 %9, 36, !dbg !92
  %pay219 = getelementptr i8, ptr %data, i64 %452, !dbg !92
  %453 = call ptr @llvm.bpf.passthrough.p0.p0(i32 43, ptr %pay219), !dbg !92
  %454 = getelementptr i8, ptr %453, i64 5, !dbg !92
  %455 = icmp ule ptr %454, %data_end, !dbg !92
  br i1 %455, label %pay.in220, label %pay.done38, !dbg !92

pay.in215:                                        ; preds = %find.next208
  %456 = getelementptr i8, ptr %443, i64 0, !dbg !92
  %457 = load i32, ptr %456, align 4, !dbg !92
  %458 = icmp eq i32 %457, 16711680, !dbg !92
  br i1 %458, label %pay.same216, label %find.next213, !dbg !92

pay.same216:                                      ; preds = %pay.in215
  %459 = getelementptr i8, ptr %443, i64 4, !dbg !92
  %460 = load i8, ptr %459, align 1, !dbg !92
  %461 = icmp eq i8 %460, 1, !dbg !92
  br i1 %461, label %pay.same217, label %find.next213, !dbg !92

pay.same217:                                      ; preds = %pay.same216
  br label %find.found, !dbg !92

find.next218:                                     ; preds = %pay.same221, %pay.in220
  %462 = add i64 %9, 37, !dbg !92
  %pay224 = getelementptr i8, ptr %data, i64 %462, !dbg !92
  %463 = call ptr @llvm.bpf.passthrough.p0.p0(i32 44, ptr %pay224), !dbg !92
  %464 = getelementptr i8, ptr %463, i64 5, !dbg !92
  %465 = icmp ule ptr %464, %data_end, !dbg !92
  br i1 %465, label %pay.in225, label %pay.done38, !dbg !92

pay.in220:                                        ; preds = %find.next213
  %466 = getelementptr i8, ptr %453, i64 0, !dbg !92
  %467 = load i32, ptr %466, align 4, !dbg !92
  %468 = icmp eq i32 %467, 16711680, !dbg !92
  br i1 %468, label %pay.same221, label %find.next218, !dbg !92

pay.same221:                                      ; preds = %pay.in220
  %469 = getelementptr i8, ptr %453, i64 4, !dbg !92
  %470 = load i8, ptr %469, align 1, !dbg !92
  %471 = icmp eq i8 %470, 1, !dbg !92
  br i1 %471, label %pay.same222, label %find.next218, !dbg !92

pay.same222:                                      ; preds = %pay.same221
  br label %find.found, !dbg !92

find.next223:                                     ; preds = %pay.same226, %pay.in225
  %472 = add i64 %9, 38, !dbg !92
  %pay229 = getelementptr i8, ptr %data, i64 %472, !dbg !92
  %473 = call ptr @llvm.bpf.passthrough.p0.p0(i32 45, ptr %pay229), !dbg !92
  %474 = getelementptr i8, ptr %473, i64 5, !dbg !92
  %475 = icmp ule ptr %474, %data_end, !dbg !92
  br i1 %475, label %pay.in230, label %pay.done38, !dbg !92

pay.in225:                                        ; preds = %find.next218
  %476 = getelementptr i8, ptr %463, i64 0, !dbg !92
  %477 = load i32, ptr %476, align 4, !dbg !92
  %478 = icmp eq i32 %477, 16711680, !dbg !92
  br i1 %478, label %pay.same226, label %find.next223, !dbg !92

pay.same226:                                      ; preds = %pay.in225
  %479 = getelementptr i8, ptr %463, i64 4, !dbg !92
  %480 = load i8, ptr %479, align 1, !dbg !92
  %481 = icmp eq i8 %480, 1, !dbg !92
  br i1 %481, label %pay.same227, label %find.next223, !dbg !92

pay.same227:                                      ; preds = %pay.same226
  br label %find.found, !dbg !92

find.next228:                                     ; preds = %pay.same231, %pay.in230
  %482 = add i64 %9, 39, !dbg !92
  %pay234 = getelementptr i8, ptr %data, i64 %482, !dbg !92
  %483 = call ptr @llvm.bpf.passthrough.p0.p0(i32 46, ptr %pay234), !dbg !92
  %484 = getelementptr i8, ptr %483, i64 5, !dbg !92
  %485 = icmp ule ptr %484, %data_end, !dbg !92
  br i1 %485, label %pay.in235, label %pay.done38, !dbg !92

pay.in230:                                        ; preds = %find.next223
  %486 = getelementptr i8, ptr %473, i64 0, !dbg !92
  %487 = load i32, ptr %486, align 4, !dbg !92
  %488 = icmp eq i32 %487, 16711680, !dbg !92
  br i1 %488, label %pay.same231, label %find.next228, !dbg !92

pay.same231:                                      ; preds = %pay.in230
  %489 = getelementptr i8, ptr %473, i64 4, !dbg !92
  %490 = load i8, ptr %489, align 1, !dbg !92
  %491 = icmp eq i8 %490, 1, !dbg !92
  br i1 %491, label %pay.same232, label %find.next228, !dbg !92

pay.same232:                                      ; preds = %pay.same231
  br label %find.found, !dbg !92

find.next233:                                     ; preds = %pay.same236, %pay.in235
  %492 = add i64 %9, 40, !dbg !92
  %pay239 = getelementptr i8, ptr %data, i64 %492, !dbg !92
  %493 = call ptr @llvm.bpf.passthrough.p0.p0(i32 47, ptr %pay239), !dbg !92
  %494 = getelementptr i8, ptr %493, i64 5, !dbg !92
  %495 = icmp ule ptr %494, %data_end, !dbg !92
  br i1 %495, label %pay.in240, label %pay.done38, !dbg !92

pay.in235:                                        ; preds = %find.next228
  %496 = getelementptr i8, ptr %483, i64 0, !dbg !92
  %497 = load i32, ptr %496, align 4, !dbg !92
  %498 = icmp eq i32 %497, 16711680, !dbg !92
  br i1 %498, label %pay.same236, label %find.next233, !dbg !92

pay.same236:                                      ; preds = %pay.in235
  %499 = getelementptr i8, ptr %483, i64 4, !dbg !92
  %500 = load i8, ptr %499, align 1, !dbg !92
  %501 = icmp eq i8 %500, 1, !dbg !92
  br i1 %501, label %pay.same237, label %find.next233, !dbg !92

pay.same237:                                      ; preds = %pay.same236
  br label %find.found, !dbg !92

find.next238:                                     ; preds = %pay.same241, %pay.in240
  %502 = add i64 %9, 41, !dbg !92
  %pay244 = getelementptr i8, ptr %data, i64 %502, !dbg !92
  %503 = call ptr @llvm.bpf.passthrough.p0.p0(i32 48, ptr %pay244), !dbg !92
  %504 = getelementptr i8, ptr %503, i64 5, !dbg !92
  %505 = icmp ule ptr %504, %data_end, !dbg !92
  br i1 %505, label %pay.in245, label %pay.done38, !dbg !92

pay.in240:                                        ; preds = %find.next233
  %506 = getelementptr i8, ptr %493, i64 0, !dbg !92
  %507 = load i32, ptr %506, align 4, !dbg !92
  %508 = icmp eq i32 %507, 16711680, !dbg !92
  br i1 %508, label %pay.same241, label %find.next238, !dbg !92

pay.same241:                                      ; preds = %pay.in240
  %509 = getelementptr i8, ptr %493, i64 4, !dbg !92
  %510 = load i8, ptr %509, align 1, !dbg !92
  %511 = icmp eq i8 %510, 1, !dbg !92
  br i1 %511, label %pay.same242, label %find.next238, !dbg !92

pay.same242:                                      ; preds = %pay.same241
  br label %find.found, !dbg !92

find.next243:                                     ; preds = %pay.same246, %pay.in245
  %512 = add i64 %9, 42, !dbg !92
  %pay249 = getelementptr i8, ptr %data, i64 %512, !dbg !92
  %513 = call ptr @llvm.bpf.passthrough.p0.p0(i32 49, ptr %pay249), !dbg !92
  %514 = getelementptr i8, ptr %513, i64 5, !dbg !92
  %515 = icmp ule ptr %514, %data_end, !dbg !92
  br i1 %515, label %pay.in250, label %pay.done38, !dbg !92

pay.in245:                                        ; preds = %find.next238
  %516 = getelementptr i8, ptr %503, i64 0, !dbg !92
  %517 = load i32, ptr %516, align 4, !dbg !92
  %518 = icmp eq i32 %517, 16711680, !dbg !92
  br i1 %518, label %pay.same246, label %find.next243, !dbg !92

pay.same246:                                      ; preds = %pay.in245
  %519 = getelementptr i8, ptr %503, i64 4, !dbg !92
  %520 = load i8, ptr %519, align 1, !dbg !92
  %521 = icmp eq i8 %520, 1, !dbg !92
  br i1 %521, label %pay.same247, label %find.next243, !dbg !92

pay.same247:                                      ; preds = %pay.same246
  br label %find.found, !dbg !92

find.next248:                                     ; preds = %pay.same251, %pay.in250
  %522 = add i64 %9, 43, !dbg !92
  %pay254 = getelementptr i8, ptr %data, i64 %522, !dbg !92
  %523 = call ptr @llvm.bpf.passthrough.p0.p0(i32 50, ptr %pay254), !dbg !92
  %524 = getelementptr i8, ptr %523, i64 5, !dbg !92
  %525 = icmp ule ptr %524, %data_end, !dbg !92
  br i1 %525, label %pay.in255, label %pay.done38, !dbg !92

pay.in250:                                        ; preds = %find.next243
  %526 = getelementptr i8, ptr %513, i64 0, !dbg !92
  %527 = load i32, ptr %526, align 4, !dbg !92
  %528 = icmp eq i32 %527, 16711680, !dbg !92
  br i1 %528, label %pay.same251, label %find.next248, !dbg !92

pay.same251:                                      ; preds = %pay.in250
  %529 = getelementptr i8, ptr %513, i64 4, !dbg !92
  %530 = load i8, ptr %529, align 1, !dbg !92
  %531 = icmp eq i8 %530, 1, !dbg !92
  br i1 %531, label %pay.same252, label %find.next248, !dbg !92

pay.same252:                                      ; preds = %pay.same251
  br label %find.found, !dbg !92

find.next253:                                     ; preds = %pay.same256, %pay.in255
  %532 = add i64 %9, 44, !dbg !92
  %pay259 = getelementptr i8, ptr %data, i64 %532, !dbg !92
  %533 = call ptr @llvm.bpf.passthrough.p0.p0(i32 51, ptr %pay259), !dbg !92
  %534 = getelementptr i8, ptr %533, i64 5, !dbg !92
  %535 = icmp ule ptr %534, %data_end, !dbg !92
  br i1 %535, label %pay.in260, label %pay.done38, !dbg !92

pay.in255:                                        ; preds = %find.next248
  %536 = getelementptr i8, ptr %523, i64 0, !dbg !92
  %537 = load i32, ptr %536, align 4, !dbg !92
  %538 = icmp eq i32 %537, 16711680, !dbg !92
  br i1 %538, label %pay.same256, label %find.next253, !dbg !92

pay.same256:                                      ; preds = %pay.in255
  %539 = getelementptr i8, ptr %523, i64 4, !dbg !92
  %540 = load i8, ptr %539, align 1, !dbg !92
  %541 = icmp eq i8 %540, 1, !dbg !92
  br i1 %541, label %pay.same257, label %find.next253, !dbg !92

pay.same257:                                      ; preds = %pay.same256
  br label %find.found, !dbg !92

find.next258:                                     ; preds = %pay.same261, %pay.in260
  %542 = add i64 %9, 45, !dbg !92
  %pay264 = getelementptr i8, ptr %data, i64 %542, !dbg !92
  %543 = call ptr @llvm.bpf.passthrough.p0.p0(i32 52, ptr %pay264), !dbg !92
  %544 = getelementptr i8, ptr %543, i64 5, !dbg !92
  %545 = icmp ule ptr %544, %data_end, !dbg !92
  br i1 %545, label %pay.in265, label %pay.done38, !dbg !92

pay.in260:                                        ; preds = %find.next253
  %546 = getelementptr i8, ptr %533, i64 0, !dbg !92
  %547 = load i32, ptr %546, align 4, !dbg !92
  %548 = icmp eq i32 %547, 16711680, !dbg !92
  br i1 %548, label %pay.same261, label %find.next258, !dbg !92

pay.same261:                                      ; preds = %pay.in260
  %549 = getelementptr i8, ptr %533, i64 4, !dbg !92
  %550 = load i8, ptr %549, align 1, !dbg !92
  %551 = icmp eq i8 %550, 1, !dbg !92
  br i1 %551, label %pay.same262, label %find.next258, !dbg !92

pay.same262:                                      ; preds = %pay.same261
  br label %find.found, !dbg !92

find.next263:                                     ; preds = %pay.same266, %pay.in265
  %552 = add i64 %9, 46, !dbg !92
  %pay269 = getelementptr i8, ptr %data, i64 %552, !dbg !92
  %553 = call ptr @llvm.bpf.passthrough.p0.p0(i32 53, ptr %pay269), !dbg !92
  %554 = getelementptr i8, ptr %553, i64 5, !dbg !92
  %555 = icmp ule ptr %554, %data_end, !dbg !92
  br i1 %555, label %pay.in270, label %pay.done38, !dbg !92

pay.in265:                                        ; preds = %find.next258
  %556 = getelementptr i8, ptr %543, i64 0, !dbg !92
  %557 = load i32, ptr %556, align 4, !dbg !92
  %558 = icmp eq i32 %557, 16711680, !dbg !92
  br i1 %558, label %pay.same266, label %find.next263, !dbg !92

pay.same266:                                      ; preds = %pay.in265
  %559 = getelementptr i8, ptr %543, i64 4, !dbg !92
  %560 = load i8, ptr %559, align 1, !dbg !92
  %561 = icmp eq i8 %560, 1, !dbg !92
  br i1 %561, label %pay.same267, label %find.next263, !dbg !92

pay.same267:                                      ; preds = %pay.same266
  br label %find.found, !dbg !92

find.next268:                                     ; preds = %pay.same271, %pay.in270
  %562 = add i64 %9, 47, !dbg !92
  %pay274 = getelementptr i8, ptr %data, i64 %562, !dbg !92
  %563 = call ptr @llvm.bpf.passthrough.p0.p0(i32 54, ptr %pay274), !dbg !92
  %564 = getelementptr i8, ptr %563, i64 5, !dbg !92
  %565 = icmp ule ptr %564, %data_end, !dbg !92
  br i1 %565, label %pay.in275, label %pay.done38, !dbg !92

pay.in270:                                        ; preds = %find.next263
  %566 = getelementptr i8, ptr %553, i64 0, !dbg !92
  %567 = load i32, ptr %566, align 4, !dbg !92
  %568 = icmp eq i32 %567, 16711680, !dbg !92
  br i1 %568, label %pay.same271, label %find.next268, !dbg !92

pay.same271:                                      ; preds = %pay.in270
  %569 = getelementptr i8, ptr %553, i64 4, !dbg !92
  %570 = load i8, ptr %569, align 1, !dbg !92
  %571 = icmp eq i8 %570, 1, !dbg !92
  br i1 %571, label %pay.same272, label %find.next268, !dbg !92

pay.same272:                                      ; preds = %pay.same271
  br label %find.found, !dbg !92

find.next273:                                     ; preds = %pay.same276, %pay.in275
  %572 = add i64 %9, 48, !dbg !92
  %pay279 = getelementptr i8, ptr %data, i64 %572, !dbg !92
  %573 = call ptr @llvm.bpf.passthrough.p0.p0(i32 55, ptr %pay279), !dbg !92
  %574 = getelementptr i8, ptr %573, i64 5, !dbg !92
  %575 = icmp ule ptr %574, %data_end, !dbg !92
  br i1 %575, label %pay.in280, label %pay.done38, !dbg !92

pay.in275:                                        ; preds = %find.next268
  %576 = getelementptr i8, ptr %563, i64 0, !dbg !92
  %577 = load i32, ptr %576, align 4, !dbg !92
  %578 = icmp eq i32 %577, 16711680, !dbg !92
  br i1 %578, label %pay.same276, label %find.next273, !dbg !92

pay.same276:                                      ; preds = %pay.in275
  %579 = getelementptr i8, ptr %563, i64 4, !dbg !92
  %580 = load i8, ptr %579, align 1, !dbg !92
  %581 = icmp eq i8 %580, 1, !dbg !92
  br i1 %581, label %pay.same277, label %find.next273, !dbg !92

pay.same277:                                      ; preds = %pay.same276
  br label %find.found, !dbg !92

find.next278:                                     ; preds = %pay.same281, %pay.in280
  %582 = add i64 %9, 49, !dbg !92
  %pay284 = getelementptr i8, ptr %data, i64 %582, !dbg !92
  %583 = call ptr @llvm.bpf.passthrough.p0.p0(i32 56, ptr %pay284), !dbg !92
  %584 = getelementptr i8, ptr %583, i64 5, !dbg !92
  %585 = icmp ule ptr %584, %data_end, !dbg !92
  br i1 %585, label %pay.in285, label %pay.done38, !dbg !92

pay.in280:                                        ; preds = %find.next273
  %586 = getelementptr i8, ptr %573, i64 0, !dbg !92
  %587 = load i32, ptr %586, align 4, !dbg !92
  %588 = icmp eq i32 %587, 16711680, !dbg !92
  br i1 %588, label %pay.same281, label %find.next278, !dbg !92

pay.same281:                                      ; preds = %pay.in280
  %589 = getelementptr i8, ptr %573, i64 4, !dbg !92
  %590 = load i8, ptr %589, align 1, !dbg !92
  %591 = icmp eq i8 %590, 1, !dbg !92
  br i1 %591, label %pay.same282, label %find.next278, !dbg !92

pay.same282:                                      ; preds = %pay.same281
  br label %find.found, !dbg !92

find.next283:                                     ; preds = %pay.same286, %pay.in285
  %592 = add i64 %9, 50, !dbg !92
  %pay289 = getelementptr i8, ptr %data, i64 %592, !dbg !92
  %593 = call ptr @llvm.bpf.passthrough.p0.p0(i32 57, ptr %pay289), !dbg !92
  %594 = getelementptr i8, ptr %593, i64 5, !dbg !92
  %595 = icmp ule ptr %594, %data_end, !dbg !92
  br i1 %595, label %pay.in290, label %pay.done38, !dbg !92

pay.in285:                                        ; preds = %find.next278
  %596 = getelementptr i8, ptr %583, i64 0, !dbg !92
  %597 = load i32, ptr %596, align 4, !dbg !92
  %598 = icmp eq i32 %597, 16711680, !dbg !92
  br i1 %598, label %pay.same286, label %find.next283, !dbg !92

pay.same286:                                      ; preds = %pay.in285
  %599 = getelementptr i8, ptr %583, i64 4, !dbg !92
  %600 = load i8, ptr %599, align 1, !dbg !92
  %601 = icmp eq i8 %600, 1, !dbg !92
  br i1 %601, label %pay.same287, label %find.next283, !dbg !92

pay.same287:                                      ; preds = %pay.same286
  br label %find.found, !dbg !92

find.next288:                                     ; preds = %pay.same291, %pay.in290
  %602 = add i64 %9, 51, !dbg !92
  %pay294 = getelementptr i8, ptr %data, i64 %602, !dbg !92
  %603 = call ptr @llvm.bpf.passthrough.p0.p0(i32 58, ptr %pay294), !dbg !92
  %604 = getelementptr i8, ptr %603, i64 5, !dbg !92
  %605 = icmp ule ptr %604, %data_end, !dbg !92
  br i1 %605, label %pay.in295, label %pay.done38, !dbg !92

pay.in290:                                        ; preds = %find.next283
  %606 = getelementptr i8, ptr %593, i64 0, !dbg !92
  %607 = load i32, ptr %606, align 4, !dbg !92
  %608 = icmp eq i32 %607, 16711680, !dbg !92
  br i1 %608, label %pay.same291, label %find.next288, !dbg !92

pay.same291:                                      ; preds = %pay.in290
  %609 = getelementptr i8, ptr %593, i64 4, !dbg !92
  %610 = load i8, ptr %609, align 1, !dbg !92
  %611 = icmp eq i8 %610, 1, !dbg !92
  br i1 %611, label %pay.same292, label %find.next288, !dbg !92

pay.same292:                                      ; preds = %pay.same291
  br label %find.found, !dbg !92

find.next293:                                     ; preds = %pay.same296, %pay.in295
  %612 = add i64 %9, 52, !dbg !92
  %pay299 = getelementptr i8, ptr %data, i64 %612, !dbg !92
  %613 = call ptr @llvm.bpf.passthrough.p0.p0(i32 59, ptr %pay299), !dbg !92
  %614 = getelementptr i8, ptr %613, i64 5, !dbg !92
  %615 = icmp ule ptr %614, %data_end, !dbg !92
  br i1 %615, label %pay.in300, label %pay.done38, !dbg !92

pay.in295:                                        ; preds = %find.next288
  %616 = getelementptr i8, ptr %603, i64 0, !dbg !92
  %617 = load i32, ptr %616, align 4, !dbg !92
  %618 = icmp eq i32 %617, 16711680, !dbg !92
  br i1 %618, label %pay.same296, label %find.next293, !dbg !92

pay.same296:                                      ; preds = %pay.in295
  %619 = getelementptr i8, ptr %603, i64 4, !dbg !92
  %620 = load i8, ptr %619, align 1, !dbg !92
  %621 = icmp eq i8 %620, 1, !dbg !92
  br i1 %621, label %pay.same297, label %find.next293, !dbg !92

pay.same297:                                      ; preds = %pay.same296
  br label %find.found, !dbg !92

find.next298:                                     ; preds = %pay.same301, %pay.in300
  %622 = add i64 %9, 53, !dbg !92
  %pay304 = getelementptr i8, ptr %data, i64 %622, !dbg !92
  %623 = call ptr @llvm.bpf.passthrough.p0.p0(i32 60, ptr %pay304), !dbg !92
  %624 = getelementptr i8, ptr %623, i64 5, !dbg !92
  %625 = icmp ule ptr %624, %data_end, !dbg !92
  br i1 %625, label %pay.in305, label %pay.done38, !dbg !92

pay.in300:                                        ; preds = %find.next293
  %626 = getelementptr i8, ptr %613, i64 0, !dbg !92
  %627 = load i32, ptr %626, align 4, !dbg !92
  %628 = icmp eq i32 %627, 16711680, !dbg !92
  br i1 %628, label %pay.same301, label %find.next298, !dbg !92

pay.same301:                                      ; preds = %pay.in300
  %629 = getelementptr i8, ptr %613, i64 4, !dbg !92
  %630 = load i8, ptr %629, align 1, !dbg !92
  %631 = icmp eq i8 %630, 1, !dbg !92
  br i1 %631, label %pay.same302, label %find.next298, !dbg !92

pay.same302:                                      ; preds = %pay.same301
  br label %find.found, !dbg !92

find.next303:                                     ; preds = %pay.same306, %pay.in305
  %632 = add i64 %9, 54, !dbg !92
  %pay309 = getelementptr i8, ptr %data, i64 %632, !dbg !92
  %633 = call ptr @llvm.bpf.passthrough.p0.p0(i32 61, ptr %pay309), !dbg !92
  %634 = getelementptr i8, ptr %633, i64 5, !dbg !92
  %635 = icmp ule ptr %634, %data_end, !dbg !92
  br i1 %635, label %pay.in310, label %pay.done38, !dbg !92

pay.in305:                                        ; preds = %find.next298
  %636 = getelementptr i8, ptr %623, i64 0, !dbg !92
  %637 = load i32, ptr %636, align 4, !dbg !92
  %638 = icmp eq i32 %637, 16711680, !dbg !92
  br i1 %638, label %pay.same306, label %find.next303, !dbg !92

pay.same306:                                      ; preds = %pay.in305
  %639 = getelementptr i8, ptr %623, i64 4, !dbg !92
  %640 = load i8, ptr %639, align 1, !dbg !92
  %641 = icmp eq i8 %640, 1, !dbg !92
  br i1 %641, label %pay.same307, label %find.next303, !dbg !92

pay.same307:                                      ; preds = %pay.same306
  br label %find.found, !dbg !92

find.next308:                                     ; preds = %pay.same311, %pay.in310
  %642 = add i64 %9, 55, !dbg !92
  %pay314 = getelementptr i8, ptr %data, i64 %642, !dbg !92
  %643 = call ptr @llvm.bpf.passthrough.p0.p0(i32 62, ptr %pay314), !dbg !92
  %644 = getelementptr i8, ptr %643, i64 5, !dbg !92
  %645 = icmp ule ptr %644, %data_end, !dbg !92
  br i1 %645, label %pay.in315, label %pay.done38, !dbg !92

pay.in310:                                        ; preds = %find.next303
  %646 = getelementptr i8, ptr %633, i64 0, !dbg !92
  %647 = load i32, ptr %646, align 4, !dbg !92
  %648 = icmp eq i32 %647, 16711680, !dbg !92
  br i1 %648, label %pay.same311, label %find.next308, !dbg !92

pay.same311:                                      ; preds = %pay.in310
  %649 = getelementptr i8, ptr %633, i64 4, !dbg !92
  %650 = load i8, ptr %649, align 1, !dbg !92
  %651 = icmp eq i8 %650, 1, !dbg !92
  br i1 %651, label %pay.same312, label %find.next308, !dbg !92

pay.same312:                                      ; preds = %pay.same311
  br label %find.found, !dbg !92

find.next313:                                     ; preds = %pay.same316, %pay.in315
  %652 = add i64 %9, 56, !dbg !92
  %pay319 = getelementptr i8, ptr %data, i64 %652, !dbg !92
  %653 = call ptr @llvm.bpf.passthrough.p0.p0(i32 63, ptr %pay319), !dbg !92
  %654 = getelementptr i8, ptr %653, i64 5, !dbg !92
  %655 = icmp ule ptr %654, %data_end, !dbg !92
  br i1 %655, label %pay.in320, label %pay.done38, !dbg !92

pay.in315:                                        ; preds = %find.next308
  %656 = getelementptr i8, ptr %643, i64 0, !dbg !92
  %657 = load i32, ptr %656, align 4, !dbg !92
  %658 = icmp eq i32 %657, 16711680, !dbg !92
  br i1 %658, label %pay.same316, label %find.next313, !dbg !92

pay.same316:                                      ; preds = %pay.in315
  %659 = getelementptr i8, ptr %643, i64 4, !dbg !92
  %660 = load i8, ptr %659, align 1, !dbg !92
  %661 = icmp eq i8 %660, 1, !dbg !92
  br i1 %661, label %pay.same317, label %find.next313, !dbg !92

pay.same317:                                      ; preds = %pay.same316
  br label %find.found, !dbg !92

find.next318:                                     ; preds = %pay.same321, %pay.in320
  %662 = add i64 %9, 57, !dbg !92
  %pay324 = getelementptr i8, ptr %data, i64 %662, !dbg !92
  %663 = call ptr @llvm.bpf.passthrough.p0.p0(i32 64, ptr %pay324), !dbg !92
  %664 = getelementptr i8, ptr %663, i64 5, !dbg !92
  %665 = icmp ule ptr %664, %data_end, !dbg !92
  br i1 %665, label %pay.in325, label %pay.done38, !dbg !92

pay.in320:                                        ; preds = %find.next313
  %666 = getelementptr i8, ptr %653, i64 0, !dbg !92
  %667 = load i32, ptr %666, align 4, !dbg !92
  %668 = icmp eq i32 %667, 16711680, !dbg !92
  br i1 %668, label %pay.same321, label %find.next318, !dbg !92

pay.same321:                                      ; preds = %pay.in320
  %669 = getelementptr i8, ptr %653, i64 4, !dbg !92
  %670 = load i8, ptr %669, align 1, !dbg !92
  %671 = icmp eq i8 %670, 1, !dbg !92
  br i1 %671, label %pay.same322, label %find.next318, !dbg !92

pay.same322:                                      ; preds = %pay.same321
  br label %find.found, !dbg !92

find.next323:                                     ; preds = %pay.same326, %pay.in325
  %672 = add i64 %9, 58, !dbg !92
  %pay329 = getelementptr i8, ptr %data, i64 %672, !dbg !92
  %673 = call ptr @llvm.bpf.passthrough.p0.p0(i32 65, ptr %pay329), !dbg !92
  %674 = getelementptr i8, ptr %673, i64 5, !dbg !92
  %675 = icmp ule ptr %674, %data_end, !dbg !92
  br i1 %675, label %pay.in330, label %pay.done38, !dbg !92

pay.in325:                                        ; preds = %find.next318
  %676 = getelementptr i8, ptr %663, i64 0, !dbg !92
  %677 = load i32, ptr %676, align 4, !dbg !92
  %678 = icmp eq i32 %677, 16711680, !dbg !92
  br i1 %678, label %pay.same326, label %find.next323, !dbg !92

pay.same326:                                      ; preds = %pay.in325
  %679 = getelementptr i8, ptr %663, i64 4, !dbg !92
  %680 = load i8, ptr %679, align 1, !dbg !92
  %681 = icmp eq i8 %680, 1, !dbg !92
  br i1 %681, label %pay.same327, label %find.next323, !dbg !92

pay.same327:                                      ; preds = %pay.same326
  br label %find.found, !dbg !92

find.next328:                                     ; preds = %pay.same331, %pay.in330
  %682 = add i64 %9, 59, !dbg !92
  %pay334 = getelementptr i8, ptr %data, i64 %682, !dbg !92
  %683 = call ptr @llvm.bpf.passthrough.p0.p0(i32 66, ptr %pay334), !dbg !92
  %684 = getelementptr i8, ptr %683, i64 5, !dbg !92
  %685 = icmp ule ptr %684, %data_end, !dbg !92
  br i1 %685, label %pay.in335, label %pay.done38, !dbg !92

pay.in330:                                        ; preds = %find.next323
  %686 = getelementptr i8, ptr %673, i64 0, !dbg !92
  %687 = load i32, ptr %686, align 4, !dbg !92
  %688 = icmp eq i32 %687, 16711680, !dbg !92
  br i1 %688, label %pay.same331, label %find.next328, !dbg !92

pay.same331:                                      ; preds = %pay.in330
  %689 = getelementptr i8, ptr %673, i64 4, !dbg !92
  %690 = load i8, ptr %689, align 1, !dbg !92
  %691 = icmp eq i8 %690, 1, !dbg !92
  br i1 %691, label %pay.same332, label %find.next328, !dbg !92

pay.same332:                                      ; preds = %pay.same331
  br label %find.found, !dbg !92

find.next333:                                     ; preds = %pay.same336, %pay.in335
  %692 = add i64 %9, 60, !dbg !92
  %pay339 = getelementptr i8, ptr %data, i64 %692, !dbg !92
  %693 = call ptr @llvm.bpf.passthrough.p0.p0(i32 67, ptr %pay339), !dbg !92
  %694 = getelementptr i8, ptr %693, i64 5, !dbg !92
  %695 = icmp ule ptr %694, %data_end, !dbg !92
  br i1 %695, label %pay.in340, label %pay.done38, !dbg !92

pay.in335:                                        ; preds = %find.next328
  %696 = getelementptr i8, ptr %683, i64 0, !dbg !92
  %697 = load i32, ptr %696, align 4, !dbg !92
  %698 = icmp eq i32 %697, 16711680, !dbg !92
  br i1 %698, label %pay.same336, label %find.next333, !dbg !92

pay.same336:                                      ; preds = %pay.in335
  %699 = getelementptr i8, ptr %683, i64 4, !dbg !92
  %700 = load i8, ptr %699, align 1, !dbg !92
  %701 = icmp eq i8 %700, 1, !dbg !92
  br i1 %701, label %pay.same337, label %find.next333, !dbg !92

pay.same337:                                      ; preds = %pay.same336
  br label %find.found, !dbg !92

find.next338:                                     ; preds = %pay.same341, %pay.in340
  %702 = add i64 %9, 61, !dbg !92
  %pay344 = getelementptr i8, ptr %data, i64 %702, !dbg !92
  %703 = call ptr @llvm.bpf.passthrough.p0.p0(i32 68, ptr %pay344), !dbg !92
  %704 = getelementptr i8, ptr %703, i64 5, !dbg !92
  %705 = icmp ule ptr %704, %data_end, !dbg !92
  br i1 %705, label %pay.in345, label %pay.done38, !dbg !92

pay.in340:                                        ; preds = %find.next333
  %706 = getelementptr i8, ptr %693, i64 0, !dbg !92
  %707 = load i32, ptr %706, align 4, !dbg !92
  %708 = icmp eq i32 %707, 16711680, !dbg !92
  br i1 %708, label %pay.same341, label %find.next338, !dbg !92

pay.same341:                                      ; preds = %pay.in340
  %709 = getelementptr i8, ptr %693, i64 4, !dbg !92
  %710 = load i8, ptr %709, align 1, !dbg !92
  %711 = icmp eq i8 %710, 1, !dbg !92
  br i1 %711, label %pay.same342, label %find.next338, !dbg !92

pay.same342:                                      ; preds = %pay.same341
  br label %find.found, !dbg !92

find.next343:                                     ; preds = %pay.same346, %pay.in345
  %712 = add i64 %9, 62, !dbg !92
  %pay349 = getelementptr i8, ptr %data, i64 %712, !dbg !92
  %713 = call ptr @llvm.bpf.passthrough.p0.p0(i32 69, ptr %pay349), !dbg !92
  %714 = getelementptr i8, ptr %713, i64 5, !dbg !92
  %715 = icmp ule ptr %714, %data_end, !dbg !92
  br i1 %715, label %pay.in350, label %pay.done38, !dbg !92

pay.in345:                                        ; preds = %find.next338
  %716 = getelementptr i8, ptr %703, i64 0, !dbg !92
  %717 = load i32, ptr %716, align 4, !dbg !92
  %718 = icmp eq i32 %717, 16711680, !dbg !92
  br i1 %718, label %pay.same346, label %find.next343, !dbg !92

pay.same346:                                      ; preds = %pay.in345
  %719 = getelementptr i8, ptr %703, i64 4, !dbg !92
  %720 = load i8, ptr %719, align 1, !dbg !92
  %721 = icmp eq i8 %720, 1, !dbg !92
  br i1 %721, label %pay.same347, label %find.next343, !dbg !92

pay.same347:                                      ; preds = %pay.same346
  br label %find.found, !dbg !92

find.next348:                                     ; preds = %pay.same351, %pay.in350
  %722 = add i64 %9, 63, !dbg !92
  %pay354 = getelementptr i8, ptr %data, i64 %722, !dbg !92
  %723 = call ptr @llvm.bpf.passthrough.p0.p0(i32 70, ptr %pay354), !dbg !92
  %724 = getelementptr i8, ptr %723, i64 5, !dbg !92
  %725 = icmp ule ptr %724, %data_end, !dbg !92
  br i1 %725, label %pay.in355, label %pay.done38, !dbg !92

pay.in350:                                        ; preds = %find.next343
  %726 = getelementptr i8, ptr %713, i64 0, !dbg !92
  %727 = load i32, ptr %726, align 4, !dbg !92
  %728 = icmp eq i32 %727, 16711680, !dbg !92
  br i1 %728, label %pay.same351, label %find.next348, !dbg !92

pay.same351:                                      ; preds = %pay.in350
  %729 = getelementptr i8, ptr %713, i64 4, !dbg !92
  %730 = load i8, ptr %729, align 1, !dbg !92
  %731 = icmp eq i8 %730, 1, !dbg !92
  br i1 %731, label %pay.same352, label %find.next348, !dbg !92

pay.same352:                                      ; preds = %pay.same351
  br label %find.found, !dbg !92

find.next353:                                     ; preds = %pay.same356, %pay.in355
  %732 = add i64 %9, 64, !dbg !92
  %pay359 = getelementptr i8, ptr %data, i64 %732, !dbg !92
  %733 = call ptr @llvm.bpf.passthrough.p0.p0(i32 71, ptr %pay359), !dbg !92
  %734 = getelementptr i8, ptr %733, i64 5, !dbg !92
  %735 = icmp ule ptr %734, %data_end, !dbg !92
  br i1 %735, label %pay.in360, label %pay.done38, !dbg !92

pay.in355:                                        ; preds = %find.next348
  %736 = getelementptr i8, ptr %723, i64 0, !dbg !92
  %737 = load i32, ptr %736, align 4, !dbg !92
  %738 = icmp eq i32 %737, 16711680, !dbg !92
  br i1 %738, label %pay.same356, label %find.next353, !dbg !92

pay.same356:                                      ; preds = %pay.in355
  %739 = getelementptr i8, ptr %723, i64 4, !dbg !92
  %740 = load i8, ptr %739, align 1, !dbg !92
  %741 = icmp eq i8 %740, 1, !dbg !92
  br i1 %741, label %pay.same357, label %find.next353, !dbg !92

pay.same357:                                      ; preds = %pay.same356
  br label %find.found, !dbg !92

find.next358:                                     ; preds = %pay.same361, %pay.in360
  %742 = add i64 %9, 65, !dbg !92
  %pay364 = getelementptr i8, ptr %data, i64 %742, !dbg !92
  %743 = call ptr @llvm.bpf.passthrough.p0.p0(i32 72, ptr %pay364), !dbg !92
  %744 = getelementptr i8, ptr %743, i64 5, !dbg !92
  %745 = icmp ule ptr %744, %data_end, !dbg !92
  br i1 %745, label %pay.in365, label %pay.done38, !dbg !92

pay.in360:                                        ; preds = %find.next353
  %746 = getelementptr i8, ptr %733, i64 0, !dbg !92
  %747 = load i32, ptr %746, align 4, !dbg !92
  %748 = icmp eq i32 %747, 16711680, !dbg !92
  br i1 %748, label %pay.same361, label %find.next358, !dbg !92

pay.same361:                                      ; preds = %pay.in360
  %749 = getelementptr i8, ptr %733, i64 4, !dbg !92
  %750 = load i8, ptr %749, align 1, !dbg !92
  %751 = icmp eq i8 %750, 1, !dbg !92
  br i1 %751, label %pay.same362, label %find.next358, !dbg !92

pay.same362:                                      ; preds = %pay.same361
  br label %find.found, !dbg !92

find.next363:                                     ; preds = %pay.same366, %pay.in365
  %752 = add i64 %9, 66, !dbg !92
  %pay369 = getelementptr i8, ptr %data, i64 %752, !dbg !92
  %753 = call ptr @llvm.bpf.passthrough.p0.p0(i32 73, ptr %pay369), !dbg !92
  %754 = getelementptr i8, ptr %753, i64 5, !dbg !92
  %755 = icmp ule ptr %754, %data_end, !dbg !92
  br i1 %755, label %pay.in370, label %pay.done38, !dbg !92

pay.in365:                                        ; preds = %find.next358
  %756 = getelementptr i8, ptr %743, i64 0, !dbg !92
  %757 = load i32, ptr %756, align 4, !dbg !92
  %758 = icmp eq i32 %757, 16711680, !dbg !92
  br i1 %758, label %pay.same366, label %find.next363, !dbg !92

pay.same366:                                      ; preds = %pay.in365
  %759 = getelementptr i8, ptr %743, i64 4, !dbg !92
  %760 = load i8, ptr %759, align 1, !dbg !92
  %761 = icmp eq i8 %760, 1, !dbg !92
  br i1 %761, label %pay.same367, label %find.next363, !dbg !92

pay.same367:                                      ; preds = %pay.same366
  br label %find.found, !dbg !92

find.next368:                                     ; preds = %pay.same371, %pay.in370
  %762 = add i64 %9, 67, !dbg !92
  %pay374 = getelementptr i8, ptr %data, i64 %762, !dbg !92
  %763 = call ptr @llvm.bpf.passthrough.p0.p0(i32 74, ptr %pay374), !dbg !92
  %764 = getelementptr i8, ptr %763, i64 5, !dbg !92
  %765 = icmp ule ptr %764, %data_end, !dbg !92
  br i1 %765, label %pay.in375, label %pay.done38, !dbg !92

pay.in370:                                        ; preds = %find.next363
  %766 = getelementptr i8, ptr %753, i64 0, !dbg !92
  %767 = load i32, ptr %766, align 4, !dbg !92
  %768 = icmp eq i32 %767, 16711680, !dbg !92
  br i1 %768, label %pay.same371, label %find.next368, !dbg !92

pay.same371:                                      ; preds = %pay.in370
  %769 = getelementptr i8, ptr %753, i64 4, !dbg !92
  %770 = load i8, ptr %769, align 1, !dbg !92
  %771 = icmp eq i8 %770, 1, !dbg !92
  br i1 %771, label %pay.same372, label %find.next368, !dbg !92

pay.same372:                                      ; preds = %pay.same371
  br label %find.found, !dbg !92

find.next373:                                     ; preds = %pay.same376, %pay.in375
  %772 = add i64 %9, 68, !dbg !92
  %pay379 = getelementptr i8, ptr %data, i64 %772, !dbg !92
  %773 = call ptr @llvm.bpf.passthrough.p0.p0(i32 75, ptr %pay379), !dbg !92
  %774 = getelementptr i8, ptr %773, i64 5, !dbg !92
  %775 = icmp ule ptr %774, %data_end, !dbg !92
  br i1 %775, label %pay.in380, label %pay.done38, !dbg !92

pay.in375:                                        ; preds = %find.next368
  %776 = getelementptr i8, ptr %763, i64 0, !dbg !92
  %777 = load i32, ptr %776, align 4, !dbg !92
  %778 = icmp eq i32 %777, 16711680, !dbg !92
  br i1 %778, label %pay.same376, label %find.next373, !dbg !92

pay.same376:                                      ; preds = %pay.in375
  %779 = getelementptr i8, ptr %763, i64 4, !dbg !92
  %780 = load i8, ptr %779, align 1, !dbg !92
  %781 = icmp eq i8 %780, 1, !dbg !92
  br i1 %781, label %pay.same377, label %find.next373, !dbg !92

pay.same377:                                      ; preds = %pay.same376
  br label %find.found, !dbg !92

find.next378:                                     ; preds = %pay.same381, %pay.in380
  %782 = add i64 %9, 69, !dbg !92
  %pay384 = getelementptr i8, ptr %data, i64 %782, !dbg !92
  %783 = call ptr @llvm.bpf.passthrough.p0.p0(i32 76, ptr %pay384), !dbg !92
  %784 = getelementptr i8, ptr %783, i64 5, !dbg !92
  %785 = icmp ule ptr %784, %data_end, !dbg !92
  br i1 %785, label %pay.in385, label %pay.done38, !dbg !92

pay.in380:                                        ; preds = %find.next373
  %786 = getelementptr i8, ptr %773, i64 0, !dbg !92
  %787 = load i32, ptr %786, align 4, !dbg !92
  %788 = icmp eq i32 %787, 16711680, !dbg !92
  br i1 %788, label %pay.same381, label %find.next378, !dbg !92

pay.same381:                                      ; preds = %pay.in380
  %789 = getelementptr i8, ptr %773, i64 4, !dbg !92
  %790 = load i8, ptr %789, align 1, !dbg !92
  %791 = icmp eq i8 %790, 1, !dbg !92
  br i1 %791, label %pay.same382, label %find.next378, !dbg !92

pay.same382:                                      ; preds = %pay.same381
  br label %find.found, !dbg !92

find.next383:                                     ; preds = %pay.same386, %pay.in385
  %792 = add i64 %9, 70, !dbg !92
  %pay389 = getelementptr i8, ptr %data, i64 %792, !dbg !92
  %793 = call ptr @llvm.bpf.passthrough.p0.p0(i32 77, ptr %pay389), !dbg !92
  %794 = getelementptr i8, ptr %793, i64 5, !dbg !92
  %795 = icmp ule ptr %794, %data_end, !dbg !92
  br i1 %795, label %pay.in390, label %pay.done38, !dbg !92

pay.in385:                                        ; preds = %find.next378
  %796 = getelementptr i8, ptr %783, i64 0, !dbg !92
  %797 = load i32, ptr %796, align 4, !dbg !92
  %798 = icmp eq i32 %797, 16711680, !dbg !92
  br i1 %798, label %pay.same386, label %find.next383, !dbg !92

pay.same386:                                      ; preds = %pay.in385
  %799 = getelementptr i8, ptr %783, i64 4, !dbg !92
  %800 = load i8, ptr %799, align 1, !dbg !92
  %801 = icmp eq i8 %800, 1, !dbg !92
  br i1 %801, label %pay.same387, label %find.next383, !dbg !92

pay.same387:                                      ; preds = %pay.same386
  br label %find.found, !dbg !92

find.next388:                                     ; preds = %pay.same391, %pay.in390
  %802 = add i64 %9, 71, !dbg !92
  %pay394 = getelementptr i8, ptr %data, i64 %802, !dbg !92
  %803 = call ptr @llvm.bpf.passthrough.p0.p0(i32 78, ptr %pay394), !dbg !92
  %804 = getelementptr i8, ptr %803, i64 5, !dbg !92
  %805 = icmp ule ptr %804, %data_end, !dbg !92
  br i1 %805, label %pay.in395, label %pay.done38, !dbg !92

pay.in390:                                        ; preds = %find.next383
  %806 = getelementptr i8, ptr %793, i64 0, !dbg !92
  %807 = load i32, ptr %806, align 4, !dbg !92
  %808 = icmp eq i32 %807, 16711680, !dbg !92
  br i1 %808, label %pay.same391, label %find.next388, !dbg !92

pay.same391:                                      ; preds = %pay.in390
  %809 = getelementptr i8, ptr %793, i64 4, !dbg !92
  %810 = load i8, ptr %809, align 1, !dbg !92
  %811 = icmp eq i8 %810, 1, !dbg !92
  br i1 %811, label %pay.same392, label %find.next388, !dbg !92

pay.same392:                                      ; preds = %pay.same391
  br label %find.found, !dbg !92

find.next393:                                     ; preds = %pay.same396, %pay.in395
  %812 = add i64 %9, 72, !dbg !92
  %pay399 = getelementptr i8, ptr %data, i64 %812, !dbg !92
  %813 = call ptr @llvm.bpf.passthrough.p0.p0(i32 79, ptr %pay399), !dbg !92
  %814 = getelementptr i8, ptr %813, i64 5, !dbg !92
  %815 = icmp ule ptr %814, %data_end, !dbg !92
  br i1 %815, label %pay.in400, label %pay.done38, !dbg !92

pay.in395:                                        ; preds = %find.next388
  %816 = getelementptr i8, ptr %803, i64 0, !dbg !92
  %817 = load i32, ptr %816, align 4, !dbg !92
  %818 = icmp eq i32 %817, 16711680, !dbg !92
  br i1 %818, label %pay.same396, label %find.next393, !dbg !92

pay.same396:                                      ; preds = %pay.in395
  %819 = getelementptr i8, ptr %803, i64 4, !dbg !92
  %820 = load i8, ptr %819, align 1, !dbg !92
  %821 = icmp eq i8 %820, 1, !dbg !92
  br i1 %821, label %pay.same397, label %find.next393, !dbg !92

pay.same397:                                      ; preds = %pay.same396
  br label %find.found, !dbg !92

find.next398:                                     ; preds = %pay.same401, %pay.in400
  %822 = add i64 %9, 73, !dbg !92
  %pay404 = getelementptr i8, ptr %data, i64 %822, !dbg !92
  %823 = call ptr @llvm.bpf.passthrough.p0.p0(i32 80, ptr %pay404), !dbg !92
  %824 = getelementptr i8, ptr %823, i64 5, !dbg !92
  %825 = icmp ule ptr %824, %data_end, !dbg !92
  br i1 %825, label %pay.in405, label %pay.done38, !dbg !92

pay.in400:                                        ; preds = %find.next393
  %826 = getelementptr i8, ptr %813, i64 0, !dbg !92
  %827 = load i32, ptr %826, align 4, !dbg !92
  %828 = icmp eq i32 %827, 16711680, !dbg !92
  br i1 %828, label %pay.same401, label %find.next398, !dbg !92

pay.same401:                                      ; preds = %pay.in400
  %829 = getelementptr i8, ptr %813, i64 4, !dbg !92
  %830 = load i8, ptr %829, align 1, !dbg !92
  %831 = icmp eq i8 %830, 1, !dbg !92
  br i1 %831, label %pay.same402, label %find.next398, !dbg !92

pay.same402:                                      ; preds = %pay.same401
  br label %find.found, !dbg !92

find.next403:                                     ; preds = %pay.same406, %pay.in405
  %832 = add i64 %9, 74, !dbg !92
  %pay409 = getelementptr i8, ptr %data, i64 %832, !dbg !92
  %833 = call ptr @llvm.bpf.passthrough.p0.p0(i32 81, ptr %pay409), !dbg !92
  %834 = getelementptr i8, ptr %833, i64 5, !dbg !92
  %835 = icmp ule ptr %834, %data_end, !dbg !92
  br i1 %835, label %pay.in410, label %pay.done38, !dbg !92

pay.in405:                                        ; preds = %find.next398
  %836 = getelementptr i8, ptr %823, i64 0, !dbg !92
  %837 = load i32, ptr %836, align 4, !dbg !92
  %838 = icmp eq i32 %837, 16711680, !dbg !92
  br i1 %838, label %pay.same406, label %find.next403, !dbg !92

pay.same406:                                      ; preds = %pay.in405
  %839 = getelementptr i8, ptr %823, i64 4, !dbg !92
  %840 = load i8, ptr %839, align 1, !dbg !92
  %841 = icmp eq i8 %840, 1, !dbg !92
  br i1 %841, label %pay.same407, label %find.next403, !dbg !92

pay.same407:                                      ; preds = %pay.same406
  br label %find.found, !dbg !92

find.next408:                                     ; preds = %pay.same411, %pay.in410
  %842 = add i64 %9, 75, !dbg !92
  %pay414 = getelementptr i8, ptr %data, i64 %842, !dbg !92
  %843 = call ptr @llvm.bpf.passthrough.p0.p0(i32 82, ptr %pay414), !dbg !92
  %844 = getelementptr i8, ptr %843, i64 5, !dbg !92
  %845 = icmp ule ptr %844, %data_end, !dbg !92
  br i1 %845, label %pay.in415, label %pay.done38, !dbg !92

pay.in410:                                        ; preds = %find.next403
  %846 = getelementptr i8, ptr %833, i64 0, !dbg !92
  %847 = load i32, ptr %846, align 4, !dbg !92
  %848 = icmp eq i32 %847, 16711680, !dbg !92
  br i1 %848, label %pay.same411, label %find.next408, !dbg !92

pay.same411:                                      ; preds = %pay.in410
  %849 = getelementptr i8, ptr %833, i64 4, !dbg !92
  %850 = load i8, ptr %849, align 1, !dbg !92
  %851 = icmp eq i8 %850, 1, !dbg !92
  br i1 %851, label %pay.same412, label %find.next408, !dbg !92

pay.same412:                                      ; preds = %pay.same411
  br label %find.found, !dbg !92

find.next413:                                     ; preds = %pay.same416, %pay.in415
  %852 = add i64 %9, 76, !dbg !92
  %pay419 = getelementptr i8, ptr %data, i64 %852, !dbg !92
  %853 = call ptr @llvm.bpf.passthrough.p0.p0(i32 83, ptr %pay419), !dbg !92
  %854 = getelementptr i8, ptr %853, i64 5, !dbg !92
  %855 = icmp ule ptr %854, %data_end, !dbg !92
  br i1 %855, label %pay.in420, label %pay.done38, !dbg !92

pay.in415:                                        ; preds = %find.next408
  %856 = getelementptr i8, ptr %843, i64 0, !dbg !92
  %857 = load i32, ptr %856, align 4, !dbg !92
  %858 = icmp eq i32 %857, 16711680, !dbg !92
  br i1 %858, label %pay.same416, label %find.next413, !dbg !92

pay.same416:                                      ; preds = %pay.in415
  %859 = getelementptr i8, ptr %843, i64 4, !dbg !92
  %860 = load i8, ptr %859, align 1, !dbg !92
  %861 = icmp eq i8 %860, 1, !dbg !92
  br i1 %861, label %pay.same417, label %find.next413, !dbg !92

pay.same417:                                      ; preds = %pay.same416
  br label %find.found, !dbg !92

find.next418:                                     ; preds = %pay.same421, %pay.in420
  %862 = add i64 %9, 77, !dbg !92
  %pay424 = getelementptr i8, ptr %data, i64 %862, !dbg !92
  %863 = call ptr @llvm.bpf.passthrough.p0.p0(i32 84, ptr %pay424), !dbg !92
  %864 = getelementptr i8, ptr %863, i64 5, !dbg !92
  %865 = icmp ule ptr %864, %data_end, !dbg !92
  br i1 %865, label %pay.in425, label %pay.done38, !dbg !92

pay.in420:                                        ; preds = %find.next413
  %866 = getelementptr i8, ptr %853, i64 0, !dbg !92
  %867 = load i32, ptr %866, align 4, !dbg !92
  %868 = icmp eq i32 %867, 16711680, !dbg !92
  br i1 %868, label %pay.same421, label %find.next418, !dbg !92

pay.same421:                                      ; preds = %pay.in420
  %869 = getelementptr i8, ptr %853, i64 4, !dbg !92
  %870 = load i8, ptr %869, align 1, !dbg !92
  %871 = icmp eq i8 %870, 1, !dbg !92
  br i1 %871, label %pay.same422, label %find.next418, !dbg !92

pay.same422:                                      ; preds = %pay.same421
  br label %find.found, !dbg !92

find.next423:                                     ; preds = %pay.same426, %pay.in425
  %872 = add i64 %9, 78, !dbg !92
  %pay429 = getelementptr i8, ptr %data, i64 %872, !dbg !92
  %873 = call ptr @llvm.bpf.passthrough.p0.p0(i32 85, ptr %pay429), !dbg !92
  %874 = getelementptr i8, ptr %873, i64 5, !dbg !92
  %875 = icmp ule ptr %874, %data_end, !dbg !92
  br i1 %875, label %pay.in430, label %pay.done38, !dbg !92

pay.in425:                                        ; preds = %find.next418
  %876 = getelementptr i8, ptr %863, i64 0, !dbg !92
  %877 = load i32, ptr %876, align 4, !dbg !92
  %878 = icmp eq i32 %877, 16711680, !dbg !92
  br i1 %878, label %pay.same426, label %find.next423, !dbg !92

pay.same426:                                      ; preds = %pay.in425
  %879 = getelementptr i8, ptr %863, i64 4, !dbg !92
  %880 = load i8, ptr %879, align 1, !dbg !92
  %881 = icmp eq i8 %880, 1, !dbg !92
  br i1 %881, label %pay.same427, label %find.next423, !dbg !92

pay.same427:                                      ; preds = %pay.same426
  br label %find.found, !dbg !92

find.next428:                                     ; preds = %pay.same431, %pay.in430
  %882 = add i64 %9, 79, !dbg !92
  %pay434 = getelementptr i8, ptr %data, i64 %882, !dbg !92
  %883 = call ptr @llvm.bpf.passthrough.p0.p0(i32 86, ptr %pay434), !dbg !92
  %884 = getelementptr i8, ptr %883, i64 5, !dbg !92
  %885 = icmp ule ptr %884, %data_end, !dbg !92
  br i1 %885, label %pay.in435, label %pay.done38, !dbg !92

pay.in430:                                        ; preds = %find.next423
  %886 = getelementptr i8, ptr %873, i64 0, !dbg !92
  %887 = load i32, ptr %886, align 4, !dbg !92
  %888 = icmp eq i32 %887, 16711680, !dbg !92
  br i1 %888, label %pay.same431, label %find.next428, !dbg !92

pay.same431:                                      ; preds = %pay.in430
  %889 = getelementptr i8, ptr %873, i64 4, !dbg !92
  %890 = load i8, ptr %889, align 1, !dbg !92
  %891 = icmp eq i8 %890, 1, !dbg !92
  br i1 %891, label %pay.same432, label %find.next428, !dbg !92

pay.same432:                                      ; preds = %pay.same431
  br label %find.found, !dbg !92

find.next433:                                     ; preds = %pay.same436, %pay.in435
  %892 = add i64 %9, 80, !dbg !92
  %pay439 = getelementptr i8, ptr %data, i64 %892, !dbg !92
  %893 = call ptr @llvm.bpf.passthrough.p0.p0(i32 87, ptr %pay439), !dbg !92
  %894 = getelementptr i8, ptr %893, i64 5, !dbg !92
  %895 = icmp ule ptr %894, %data_end, !dbg !92
  br i1 %895, label %pay.in440, label %pay.done38, !dbg !92

pay.in435:                                        ; preds = %find.next428
  %896 = getelementptr i8, ptr %883, i64 0, !dbg !92
  %897 = load i32, ptr %896, align 4, !dbg !92
  %898 = icmp eq i32 %897, 16711680, !dbg !92
  br i1 %898, label %pay.same436, label %find.next433, !dbg !92

pay.same436:                                      ; preds = %pay.in435
  %899 = getelementptr i8, ptr %883, i64 4, !dbg !92
  %900 = load i8, ptr %899, align 1, !dbg !92
  %901 = icmp eq i8 %900, 1, !dbg !92
  br i1 %901, label %pay.same437, label %find.next433, !dbg !92

pay.same437:                                      ; preds = %pay.same436
  br label %find.found, !dbg !92

find.next438:                                     ; preds = %pay.same441, %pay.in440
  %902 = add i64 %9, 81, !dbg !92
  %pay444 = getelementptr i8, ptr %data, i64 %902, !dbg !92
  %903 = call ptr @llvm.bpf.passthrough.p0.p0(i32 88, ptr %pay444), !dbg !92
  %904 = getelementptr i8, ptr %903, i64 5, !dbg !92
  %905 = icmp ule ptr %904, %data_end, !dbg !92
  br i1 %905, label %pay.in445, label %pay.done38, !dbg !92

pay.in440:                                        ; preds = %find.next433
  %906 = getelementptr i8, ptr %893, i64 0, !dbg !92
  %907 = load i32, ptr %906, align 4, !dbg !92
  %908 = icmp eq i32 %907, 16711680, !dbg !92
  br i1 %908, label %pay.same441, label %find.next438, !dbg !92

pay.same441:                                      ; preds = %pay.in440
  %909 = getelementptr i8, ptr %893, i64 4, !dbg !92
  %910 = load i8, ptr %909, align 1, !dbg !92
  %911 = icmp eq i8 %910, 1, !dbg !92
  br i1 %911, label %pay.same442, label %find.next438, !dbg !92

pay.same442:                                      ; preds = %pay.same441
  br label %find.found, !dbg !92

find.next443:                                     ; preds = %pay.same446, %pay.in445
  %912 = add i64 %9, 82, !dbg !92
  %pay449 = getelementptr i8, ptr %data, i64 %912, !dbg !92
  %913 = call ptr @llvm.bpf.passthrough.p0.p0(i32 89, ptr %pay449), !dbg !92
  %914 = getelementptr i8, ptr %913, i64 5, !dbg !92
  %915 = icmp ule ptr %914, %data_end, !dbg !92
  br i1 %915, label %pay.in450, label %pay.done38, !dbg !92

pay.in445:                                        ; preds = %find.next438
  %916 = getelementptr i8, ptr %903, i64 0, !dbg !92
  %917 = load i32, ptr %916, align 4, !dbg !92
  %918 = icmp eq i32 %917, 16711680, !dbg !92
  br i1 %918, label %pay.same446, label %find.next443, !dbg !92

pay.same446:                                      ; preds = %pay.in445
  %919 = getelementptr i8, ptr %903, i64 4, !dbg !92
  %920 = load i8, ptr %919, align 1, !dbg !92
  %921 = icmp eq i8 %920, 1, !dbg !92
  br i1 %921, label %pay.same447, label %find.next443, !dbg !92

pay.same447:                                      ; preds = %pay.same446
  br label %find.found, !dbg !92

find.next448:                                     ; preds = %pay.same451, %pay.in450
  %922 = add i64 %9, 83, !dbg !92
  %pay454 = getelementptr i8, ptr %data, i64 %922, !dbg !92
  %923 = call ptr @llvm.bpf.passthrough.p0.p0(i32 90, ptr %pay454), !dbg !92
  %924 = getelementptr i8, ptr %923, i64 5, !dbg !92
  %925 = icmp ule ptr %924, %data_end, !dbg !92
  br i1 %925, label %pay.in455, label %pay.done38, !dbg !92

pay.in450:                                        ; preds = %find.next443
  %926 = getelementptr i8, ptr %913, i64 0, !dbg !92
  %927 = load i32, ptr %926, align 4, !dbg !92
  %928 = icmp eq i32 %927, 16711680, !dbg !92
  br i1 %928, label %pay.same451, label %find.next448, !dbg !92

pay.same451:                                      ; preds = %pay.in450
  %929 = getelementptr i8, ptr %913, i64 4, !dbg !92
  %930 = load i8, ptr %929, align 1, !dbg !92
  %931 = icmp eq i8 %930, 1, !dbg !92
  br i1 %931, label %pay.same452, label %find.next448, !dbg !92

pay.same452:                                      ; preds = %pay.same451
  br label %find.found, !dbg !92

find.next453:                                     ; preds = %pay.same456, %pay.in455
  %932 = add i64 %9, 84, !dbg !92
  %pay459 = getelementptr i8, ptr %data, i64 %932, !dbg !92
  %933 = call ptr @llvm.bpf.passthrough.p0.p0(i32 91, ptr %pay459), !dbg !92
  %934 = getelementptr i8, ptr %933, i64 5, !dbg !92
  %935 = icmp ule ptr %934, %data_end, !dbg !92
  br i1 %935, label %pay.in460, label %pay.done38, !dbg !92

pay.in455:                                        ; preds = %find.next448
  %936 = getelementptr i8, ptr %923, i64 0, !dbg !92
  %937 = load i32, ptr %936, align 4, !dbg !92
  %938 = icmp eq i32 %937, 16711680, !dbg !92
  br i1 %938, label %pay.same456, label %find.next453, !dbg !92

pay.same456:                                      ; preds = %pay.in455
  %939 = getelementptr i8, ptr %923, i64 4, !dbg !92
  %940 = load i8, ptr %939, align 1, !dbg !92
  %941 = icmp eq i8 %940, 1, !dbg !92
  br i1 %941, label %pay.same457, label %find.next453, !dbg !92

pay.same457:                                      ; preds = %pay.same456
  br label %find.found, !dbg !92

find.next458:                                     ; preds = %pay.same461, %pay.in460
  %942 = add i64 %9, 85, !dbg !92
  %pay464 = getelementptr i8, ptr %data, i64 %942, !dbg !92
  %943 = call ptr @llvm.bpf.passthrough.p0.p0(i32 92, ptr %pay464), !dbg !92
  %944 = getelementptr i8, ptr %943, i64 5, !dbg !92
  %945 = icmp ule ptr %944, %data_end, !dbg !92
  br i1 %945, label %pay.in465, label %pay.done38, !dbg !92

pay.in460:                                        ; preds = %find.next453
  %946 = getelementptr i8, ptr %933, i64 0, !dbg !92
  %947 = load i32, ptr %946, align 4, !dbg !92
  %948 = icmp eq i32 %947, 16711680, !dbg !92
  br i1 %948, label %pay.same461, label %find.next458, !dbg !92

pay.same461:                                      ; preds = %pay.in460
  %949 = getelementptr i8, ptr %933, i64 4, !dbg !92
  %950 = load i8, ptr %949, align 1, !dbg !92
  %951 = icmp eq i8 %950, 1, !dbg !92
  br i1 %951, label %pay.same462, label %find.next458, !dbg !92

pay.same462:                                      ; preds = %pay.same461
  br label %find.found, !dbg !92

find.next463:                                     ; preds = %pay.same466, %pay.in465
  %952 = add i64 %9, 86, !dbg !92
  %pay469 = getelementptr i8, ptr %data, i64 %952, !dbg !92
  %953 = call ptr @llvm.bpf.passthrough.p0.p0(i32 93, ptr %pay469), !dbg !92
  %954 = getelementptr i8, ptr %953, i64 5, !dbg !92
  %955 = icmp ule ptr %954, %data_end, !dbg !92
  br i1 %955, label %pay.in470, label %pay.done38, !dbg !92

pay.in465:                                        ; preds = %find.next458
  %956 = getelementptr i8, ptr %943, i64 0, !dbg !92
  %957 = load i32, ptr %956, align 4, !dbg !92
  %958 = icmp eq i32 %957, 16711680, !dbg !92
  br i1 %958, label %pay.same466, label %find.next463, !dbg !92

pay.same466:                                      ; preds = %pay.in465
  %959 = getelementptr i8, ptr %943, i64 4, !dbg !92
  %960 = load i8, ptr %959, align 1, !dbg !92
  %961 = icmp eq i8 %960, 1, !dbg !92
  br i1 %961, label %pay.same467, label %find.next463, !dbg !92

pay.same467:                                      ; preds = %pay.same466
  br label %find.found, !dbg !92

find.next468:                                     ; preds = %pay.same471, %pay.in470
  %962 = add i64 %9, 87, !dbg !92
  %pay474 = getelementptr i8, ptr %data, i64 %962, !dbg !92
  %963 = call ptr @llvm.bpf.passthrough.p0.p0(i32 94, ptr %pay474), !dbg !92
  %964 = getelementptr i8, ptr %963, i64 5, !dbg !92
  %965 = icmp ule ptr %964, %data_end, !dbg !92
  br i1 %965, label %pay.in475, label %pay.done38, !dbg !92

pay.in470:                                        ; preds = %find.next463
  %966 = getelementptr i8, ptr %953, i64 0, !dbg !92
  %967 = load i32, ptr %966, align 4, !dbg !92
  %968 = icmp eq i32 %967, 16711680, !dbg !92
  br i1 %968, label %pay.same471, label %find.next468, !dbg !92

pay.same471:                                      ; preds = %pay.in470
  %969 = getelementptr i8, ptr %953, i64 4, !dbg !92
  %970 = load i8, ptr %969, align 1, !dbg !92
  %971 = icmp eq i8 %970, 1, !dbg !92
  br i1 %971, label %pay.same472, label %find.next468, !dbg !92

pay.same472:                                      ; preds = %pay.same471
  br label %find.found, !dbg !92

find.next473:                                     ; preds = %pay.same476, %pay.in475
  %972 = add i64 %9, 88, !dbg !92
  %pay479 = getelementptr i8, ptr %data, i64 %972, !dbg !92
  %973 = call ptr @llvm.bpf.passthrough.p0.p0(i32 95, ptr %pay479), !dbg !92
  %974 = getelementptr i8, ptr %973, i64 5, !dbg !92
  %975 = icmp ule ptr %974, %data_end, !dbg !92
  br i1 %975, label %pay.in480, label %pay.done38, !dbg !92

pay.in475:                                        ; preds = %find.next468
  %976 = getelementptr i8, ptr %963, i64 0, !dbg !92
  %977 = load i32, ptr %976, align 4, !dbg !92
  %978 = icmp eq i32 %977, 16711680, !dbg !92
  br i1 %978, label %pay.same476, label %find.next473, !dbg !92

pay.same476:                                      ; preds = %pay.in475
  %979 = getelementptr i8, ptr %963, i64 4, !dbg !92
  %980 = load i8, ptr %979, align 1, !dbg !92
  %981 = icmp eq i8 %980, 1, !dbg !92
  br i1 %981, label %pay.same477, label %find.next473, !dbg !92

pay.same477:                                      ; preds = %pay.same476
  br label %find.found, !dbg !92

find.next478:                                     ; preds = %pay.same481, %pay.in480
  %982 = add i64 %9, 89, !dbg !92
  %pay484 = getelementptr i8, ptr %data, i64 %982, !dbg !92
  %983 = call ptr @llvm.bpf.passthrough.p0.p0(i32 96, ptr %pay484), !dbg !92
  %984 = getelementptr i8, ptr %983, i64 5, !dbg !92
  %985 = icmp ule ptr %984, %data_end, !dbg !92
  br i1 %985, label %pay.in485, label %pay.done38, !dbg !92

pay.in480:                                        ; preds = %find.next473
  %986 = getelementptr i8, ptr %973, i64 0, !dbg !92
  %987 = load i32, ptr %986, align 4, !dbg !92
  %988 = icmp eq i32 %987, 16711680, !dbg !92
  br i1 %988, label %pay.same481, label %find.next478, !dbg !92

pay.same481:                                      ; preds = %pay.in480
  %989 = getelementptr i8, ptr %973, i64 4, !dbg !92
  %990 = load i8, ptr %989, align 1, !dbg !92
  %991 = icmp eq i8 %990, 1, !dbg !92
  br i1 %991, label %pay.same482, label %find.next478, !dbg !92

pay.same482:                                      ; preds = %pay.same481
  br label %find.found, !dbg !92

find.next483:                                     ; preds = %pay.same486, %pay.in485
  %992 = add i64 %9, 90, !dbg !92
  %pay489 = getelementptr i8, ptr %data, i64 %992, !dbg !92
  %993 = call ptr @llvm.bpf.passthrough.p0.p0(i32 97, ptr %pay489), !dbg !92
  %994 = getelementptr i8, ptr %993, i64 5, !dbg !92
  %995 = icmp ule ptr %994, %data_end, !dbg !92
  br i1 %995, label %pay.in490, label %pay.done38, !dbg !92

pay.in485:                                        ; preds = %find.next478
  %996 = getelementptr i8, ptr %983, i64 0, !dbg !92
  %997 = load i32, ptr %996, align 4, !dbg !92
  %998 = icmp eq i32 %997, 16711680, !dbg !92
  br i1 %998, label %pay.same486, label %find.next483, !dbg !92

pay.same486:                                      ; preds = %pay.in485
  %999 = getelementptr i8, ptr %983, i64 4, !dbg !92
  %1000 = load i8, ptr %999, align 1, !dbg !92
  %1001 = icmp eq i8 %1000, 1, !dbg !92
  br i1 %1001, label %pay.same487, label %find.next483, !dbg !92

pay.same487:                                      ; preds = %pay.same486
  br label %find.found, !dbg !92

find.next488:                                     ; preds = %pay.same491, %pay.in490
  %1002 = add i64 %9, 91, !dbg !92
  %pay494 = getelementptr i8, ptr %data, i64 %1002, !dbg !92
  %1003 = call ptr @llvm.bpf.passthrough.p0.p0(i32 98, ptr %pay494), !dbg !92
  %1004 = getelementptr i8, ptr %1003, i64 5, !dbg !92
  %1005 = icmp ule ptr %1004, %data_end, !dbg !92
  br i1 %1005, label %pay.in495, label %pay.done38, !dbg !92

pay.in490:                                        ; preds = %find.next483
  %1006 = getelementptr i8, ptr %993, i64 0, !dbg !92
  %1007 = load i32, ptr %1006, align 4, !dbg !92
  %1008 = icmp eq i32 %1007, 16711680, !dbg !92
  br i1 %1008, label %pay.same491, label %find.next488, !dbg !92

pay.same491:                                      ; preds = %pay.in490
  %1009 = getelementptr i8, ptr %993, i64 4, !dbg !92
  %1010 = load i8, ptr %1009, align 1, !dbg !92
  %1011 = icmp eq i8 %1010, 1, !dbg !92
  br i1 %1011, label %pay.same492, label %find.next488, !dbg !92

pay.same492:                                      ; preds = %pay.same491
  br label %find.found, !dbg !92

find.next493:                                     ; preds = %pay.same496, %pay.in495
  %1012 = add i64 %9, 92, !dbg !92
  %pay499 = getelementptr i8, ptr %data, i64 %1012, !dbg !92
  %1013 = call ptr @llvm.bpf.passthrough.p0.p0(i32 99, ptr %pay499), !dbg !92
  %1014 = getelementptr i8, ptr %1013, i64 5, !dbg !92
  %1015 = icmp ule ptr %1014, %data_end, !dbg !92
  br i1 %1015, label %pay.in500, label %pay.done38, !dbg !92

pay.in495:                                        ; preds = %find.next488
  %1016 = getelementptr i8, ptr %1003, i64 0, !dbg !92
  %1017 = load i32, ptr %1016, align 4, !dbg !92
  %1018 = icmp eq i32 %1017, 16711680, !dbg !92
  br i1 %1018, label %pay.same496, label %find.next493, !dbg !92

pay.same496:                                      ; preds = %pay.in495
  %1019 = getelementptr i8, ptr %1003, i64 4, !dbg !92
  %1020 = load i8, ptr %1019, align 1, !dbg !92
  %1021 = icmp eq i8 %1020, 1, !dbg !92
  br i1 %1021, label %pay.same497, label %find.next493, !dbg !92

pay.same497:                                      ; preds = %pay.same496
  br label %find.found, !dbg !92

find.next498:                                     ; preds = %pay.same501, %pay.in500
  %1022 = add i64 %9, 93, !dbg !92
  %pay504 = getelementptr i8, ptr %data, i64 %1022, !dbg !92
  %1023 = call ptr @llvm.bpf.passthrough.p0.p0(i32 100, ptr %pay504), !dbg !92
  %1024 = getelementptr i8, ptr %1023, i64 5, !dbg !92
  %1025 = icmp ule ptr %1024, %data_end, !dbg !92
  br i1 %1025, label %pay.in505, label %pay.done38, !dbg !92

pay.in500:                                        ; preds = %find.next493
  %1026 = getelementptr i8, ptr %1013, i64 0, !dbg !92
  %1027 = load i32, ptr %1026, align 4, !dbg !92
  %1028 = icmp eq i32 %1027, 16711680, !dbg !92
  br i1 %1028, label %pay.same501, label %find.next498, !dbg !92

pay.same501:                                      ; preds = %pay.in500
  %1029 = getelementptr i8, ptr %1013, i64 4, !dbg !92
  %1030 = load i8, ptr %1029, align 1, !dbg !92
  %1031 = icmp eq i8 %1030, 1, !dbg !92
  br i1 %1031, label %pay.same502, label %find.next498, !dbg !92

pay.same502:                                      ; preds = %pay.same501
  br label %find.found, !dbg !92

find.next503:                                     ; preds = %pay.same506, %pay.in505
  %1032 = add i64 %9, 94, !dbg !92
  %pay509 = getelementptr i8, ptr %data, i64 %1032, !dbg !92
  %1033 = call ptr @llvm.bpf.passthrough.p0.p0(i32 101, ptr %pay509), !dbg !92
  %1034 = getelementptr i8, ptr %1033, i64 5, !dbg !92
  %1035 = icmp ule ptr %1034, %data_end, !dbg !92
  br i1 %1035, label %pay.in510, label %pay.done38, !dbg !92

pay.in505:                                        ; preds = %find.next498
  %1036 = getelementptr i8, ptr %1023, i64 0, !dbg !92
  %1037 = load i32, ptr %1036, align 4, !dbg !92
  %1038 = icmp eq i32 %1037, 16711680, !dbg !92
  br i1 %1038, label %pay.same506, label %find.next503, !dbg !92

pay.same506:                                      ; preds = %pay.in505
  %1039 = getelementptr i8, ptr %1023, i64 4, !dbg !92
  %1040 = load i8, ptr %1039, align 1, !dbg !92
  %1041 = icmp eq i8 %1040, 1, !dbg !92
  br i1 %1041, label %pay.same507, label %find.next503, !dbg !92

pay.same507:                                      ; preds = %pay.same506
  br label %find.found, !dbg !92

find.next508:                                     ; preds = %pay.same511, %pay.in510
  %1042 = add i64 %9, 95, !dbg !92
  %pay514 = getelementptr i8, ptr %data, i64 %1042, !dbg !92
  %1043 = call ptr @llvm.bpf.passthrough.p0.p0(i32 102, ptr %pay514), !dbg !92
  %1044 = getelementptr i8, ptr %1043, i64 5, !dbg !92
  %1045 = icmp ule ptr %1044, %data_end, !dbg !92
  br i1 %1045, label %pay.in515, label %pay.done38, !dbg !92

pay.in510:                                        ; preds = %find.next503
  %1046 = getelementptr i8, ptr %1033, i64 0, !dbg !92
  %1047 = load i32, ptr %1046, align 4, !dbg !92
  %1048 = icmp eq i32 %1047, 16711680, !dbg !92
  br i1 %1048, label %pay.same511, label %find.next508, !dbg !92

pay.same511:                                      ; preds = %pay.in510
  %1049 = getelementptr i8, ptr %1033, i64 4, !dbg !92
  %1050 = load i8, ptr %1049, align 1, !dbg !92
  %1051 = icmp eq i8 %1050, 1, !dbg !92
  br i1 %1051, label %pay.same512, label %find.next508, !dbg !92

pay.same512:                                      ; preds = %pay.same511
  br label %find.found, !dbg !92

find.next513:                                     ; preds = %pay.same516, %pay.in515
  %1052 = add i64 %9, 96, !dbg !92
  %pay519 = getelementptr i8, ptr %data, i64 %1052, !dbg !92
  %1053 = call ptr @llvm.bpf.passthrough.p0.p0(i32 103, ptr %pay519), !dbg !92
  %1054 = getelementptr i8, ptr %1053, i64 5, !dbg !92
  %1055 = icmp ule ptr %1054, %data_end, !dbg !92
  br i1 %1055, label %pay.in520, label %pay.done38, !dbg !92

pay.in515:                                        ; preds = %find.next508
  %1056 = getelementptr i8, ptr %1043, i64 0, !dbg !92
  %1057 = load i32, ptr %1056, align 4, !dbg !92
  %1058 = icmp eq i32 %1057, 16711680, !dbg !92
  br i1 %1058, label %pay.same516, label %find.next513, !dbg !92

pay.same516:                                      ; preds = %pay.in515
  %1059 = getelementptr i8, ptr %1043, i64 4, !dbg !92
  %1060 = load i8, ptr %1059, align 1, !dbg !92
  %1061 = icmp eq i8 %1060, 1, !dbg !92
  br i1 %1061, label %pay.same517, label %find.next513, !dbg !92

pay.same517:                                      ; preds = %pay.same516
  br label %find.found, !dbg !92

find.next518:                                     ; preds = %pay.same521, %pay.in520
  %1062 = add i64 %9, 97, !dbg !92
  %pay524 = getelementptr i8, ptr %data, i64 %1062, !dbg !92
  %1063 = call ptr @llvm.bpf.passthrough.p0.p0(i32 104, ptr %pay524), !dbg !92
  %1064 = getelementptr i8, ptr %1063, i64 5, !dbg !92
  %1065 = icmp ule ptr %1064, %data_end, !dbg !92
  br i1 %1065, label %pay.in525, label %pay.done38, !dbg !92

pay.in520:                                        ; preds = %find.next513
  %1066 = getelementptr i8, ptr %1053, i64 0, !dbg !92
  %1067 = load i32, ptr %1066, align 4, !dbg !92
  %1068 = icmp eq i32 %1067, 16711680, !dbg !92
  br i1 %1068, label %pay.same521, label %find.next518, !dbg !92

pay.same521:                                      ; preds = %pay.in520
  %1069 = getelementptr i8, ptr %1053, i64 4, !dbg !92
  %1070 = load i8, ptr %1069, align 1, !dbg !92
  %1071 = icmp eq i8 %1070, 1, !dbg !92
  br i1 %1071, label %pay.same522, label %find.next518, !dbg !92

pay.same522:                                      ; preds = %pay.same521
  br label %find.found, !dbg !92

find.next523:                                     ; preds = %pay.same526, %pay.in525
  %1072 = add i64 %9, 98, !dbg !92
  %pay529 = getelementptr i8, ptr %data, i64 %1072, !dbg !92
  %1073 = call ptr @llvm.bpf.passthrough.p0.p0(i32 105, ptr %pay529), !dbg !92
  %1074 = getelementptr i8, ptr %1073, i64 5, !dbg !92
  %1075 = icmp ule ptr %1074, %data_end, !dbg !92
  br i1 %1075, label %pay.in530, label %pay.done38, !dbg !92

pay.in525:                                        ; preds = %find.next518
  %1076 = getelementptr i8, ptr %1063, i64 0, !dbg !92
  %1077 = load i32, ptr %1076, align 4, !dbg !92
  %1078 = icmp eq i32 %1077, 16711680, !dbg !92
  br i1 %1078, label %pay.same526, label %find.next523, !dbg !92

pay.same526:                                      ; preds = %pay.in525
  %1079 = getelementptr i8, ptr %1063, i64 4, !dbg !92
  %1080 = load i8, ptr %1079, align 1, !dbg !92
  %1081 = icmp eq i8 %1080, 1, !dbg !92
  br i1 %1081, label %pay.same527, label %find.next523, !dbg !92

pay.same527:                                      ; preds = %pay.same526
  br label %find.found, !dbg !92

find.next528:                                     ; preds = %pay.same531, %pay.in530
  %1082 = add i64 %9, 99, !dbg !92
  %pay534 = getelementptr i8, ptr %data, i64 %1082, !dbg !92
  %1083 = call ptr @llvm.bpf.passthrough.p0.p0(i32 106, ptr %pay534), !dbg !92
  %1084 = getelementptr i8, ptr %1083, i64 5, !dbg !92
  %1085 = icmp ule ptr %1084, %data_end, !dbg !92
  br i1 %1085, label %pay.in535, label %pay.done38, !dbg !92

pay.in530:                                        ; preds = %find.next523
  %1086 = getelementptr i8, ptr %1073, i64 0, !dbg !92
  %1087 = load i32, ptr %1086, align 4, !dbg !92
  %1088 = icmp eq i32 %1087, 16711680, !dbg !92
  br i1 %1088, label %pay.same531, label %find.next528, !dbg !92

pay.same531:                                      ; preds = %pay.in530
  %1089 = getelementptr i8, ptr %1073, i64 4, !dbg !92
  %1090 = load i8, ptr %1089, align 1, !dbg !92
  %1091 = icmp eq i8 %1090, 1, !dbg !92
  br i1 %1091, label %pay.same532, label %find.next528, !dbg !92

pay.same532:                                      ; preds = %pay.same531
  br label %find.found, !dbg !92

find.next533:                                     ; preds = %pay.same536, %pay.in535
  %1092 = add i64 %9, 100, !dbg !92
  %pay539 = getelementptr i8, ptr %data, i64 %1092, !dbg !92
  %1093 = call ptr @llvm.bpf.passthrough.p0.p0(i32 107, ptr %pay539), !dbg !92
  %1094 = getelementptr i8, ptr %1093, i64 5, !dbg !92
  %1095 = icmp ule ptr %1094, %data_end, !dbg !92
  br i1 %1095, label %pay.in540, label %pay.done38, !dbg !92

pay.in535:                                        ; preds = %find.next528
  %1096 = getelementptr i8, ptr %1083, i64 0, !dbg !92
  %1097 = load i32, ptr %1096, align 4, !dbg !92
  %1098 = icmp eq i32 %1097, 16711680, !dbg !92
  br i1 %1098, label %pay.same536, label %find.next533, !dbg !92

pay.same536:                                      ; preds = %pay.in535
  %1099 = getelementptr i8, ptr %1083, i64 4, !dbg !92
  %1100 = load i8, ptr %1099, align 1, !dbg !92
  %1101 = icmp eq i8 %1100, 1, !dbg !92
  br i1 %1101, label %pay.same537, label %find.next533, !dbg !92

pay.same537:                                      ; preds = %pay.same536
  br label %find.found, !dbg !92

find.next538:                                     ; preds = %pay.same541, %pay.in540
  %1102 = add i64 %9, 101, !dbg !92
  %pay544 = getelementptr i8, ptr %data, i64 %1102, !dbg !92
  %1103 = call ptr @llvm.bpf.passthrough.p0.p0(i32 108, ptr %pay544), !dbg !92
  %1104 = getelementptr i8, ptr %1103, i64 5, !dbg !92
  %1105 = icmp ule ptr %1104, %data_end, !dbg !92
  br i1 %1105, label %pay.in545, label %pay.done38, !dbg !92

pay.in540:                                        ; preds = %find.next533
  %1106 = getelementptr i8, ptr %1093, i64 0, !dbg !92
  %1107 = load i32, ptr %1106, align 4, !dbg !92
  %1108 = icmp eq i32 %1107, 16711680, !dbg !92
  br i1 %1108, label %pay.same541, label %find.next538, !dbg !92

pay.same541:                                      ; preds = %pay.in540
  %1109 = getelementptr i8, ptr %1093, i64 4, !dbg !92
  %1110 = load i8, ptr %1109, align 1, !dbg !92
  %1111 = icmp eq i8 %1110, 1, !dbg !92
  br i1 %1111, label %pay.same542, label %find.next538, !dbg !92

pay.same542:                                      ; preds = %pay.same541
  br label %find.found, !dbg !92

find.next543:                                     ; preds = %pay.same546, %pay.in545
  %1112 = add i64 %9, 102, !dbg !92
  %pay549 = getelementptr i8, ptr %data, i64 %1112, !dbg !92
  %1113 = call ptr @llvm.bpf.passthrough.p0.p0(i32 109, ptr %pay549), !dbg !92
  %1114 = getelementptr i8, ptr %1113, i64 5, !dbg !92
  %1115 = icmp ule ptr %1114, %data_end, !dbg !92
  br i1 %1115, label %pay.in550, label %pay.done38, !dbg !92

pay.in545:                                        ; preds = %find.next538
  %1116 = getelementptr i8, ptr %1103, i64 0, !dbg !92
  %1117 = load i32, ptr %1116, align 4, !dbg !92
  %1118 = icmp eq i32 %1117, 16711680, !dbg !92
  br i1 %1118, label %pay.same546, label %find.next543, !dbg !92

pay.same546:                                      ; preds = %pay.in545
  %1119 = getelementptr i8, ptr %1103, i64 4, !dbg !92
  %1120 = load i8, ptr %1119, align 1, !dbg !92
  %1121 = icmp eq i8 %1120, 1, !dbg !92
  br i1 %1121, label %pay.same547, label %find.next543, !dbg !92

pay.same547:                                      ; preds = %pay.same546
  br label %find.found, !dbg !92

find.next548:                                     ; preds = %pay.same551, %pay.in550
  %1122 = add i64 %9, 103, !dbg !92
  %pay554 = getelementptr i8, ptr %data, i64 %1122, !dbg !92
  %1123 = call ptr @llvm.bpf.passthrough.p0.p0(i32 110, ptr %pay554), !dbg !92
  %1124 = getelementptr i8, ptr %1123, i64 5, !dbg !92
  %1125 = icmp ule ptr %1124, %data_end, !dbg !92
  br i1 %1125, label %pay.in555, label %pay.done38, !dbg !92

pay.in550:                                        ; preds = %find.next543
  %1126 = getelementptr i8, ptr %1113, i64 0, !dbg !92
  %1127 = load i32, ptr %1126, align 4, !dbg !92
  %1128 = icmp eq i32 %1127, 16711680, !dbg !92
  br i1 %1128, label %pay.same551, label %find.next548, !dbg !92

pay.same551:                                      ; preds = %pay.in550
  %1129 = getelementptr i8, ptr %1113, i64 4, !dbg !92
  %1130 = load i8, ptr %1129, align 1, !dbg !92
  %1131 = icmp eq i8 %1130, 1, !dbg !92
  br i1 %1131, label %pay.same552, label %find.next548, !dbg !92

pay.same552:                                      ; preds = %pay.same551
  br label %find.found, !dbg !92

find.next553:                                     ; preds = %pay.same556, %pay.in555
  %1132 = add i64 %9, 104, !dbg !92
  %pay559 = getelementptr i8, ptr %data, i64 %1132, !dbg !92
  %1133 = call ptr @llvm.bpf.passthrough.p0.p0(i32 111, ptr %pay559), !dbg !92
  %1134 = getelementptr i8, ptr %1133, i64 5, !dbg !92
  %1135 = icmp ule ptr %1134, %data_end, !dbg !92
  br i1 %1135, label %pay.in560, label %pay.done38, !dbg !92

pay.in555:                                        ; preds = %find.next548
  %1136 = getelementptr i8, ptr %1123, i64 0, !dbg !92
  %1137 = load i32, ptr %1136, align 4, !dbg !92
  %1138 = icmp eq i32 %1137, 16711680, !dbg !92
  br i1 %1138, label %pay.same556, label %find.next553, !dbg !92

pay.same556:                                      ; preds = %pay.in555
  %1139 = getelementptr i8, ptr %1123, i64 4, !dbg !92
  %1140 = load i8, ptr %1139, align 1, !dbg !92
  %1141 = icmp eq i8 %1140, 1, !dbg !92
  br i1 %1141, label %pay.same557, label %find.next553, !dbg !92

pay.same557:                                      ; preds = %pay.same556
  br label %find.found, !dbg !92

find.next558:                                     ; preds = %pay.same561, %pay.in560
  %1142 = add i64 %9, 105, !dbg !92
  %pay564 = getelementptr i8, ptr %data, i64 %1142, !dbg !92
  %1143 = call ptr @llvm.bpf.passthrough.p0.p0(i32 112, ptr %pay564), !dbg !92
  %1144 = getelementptr i8, ptr %1143, i64 5, !dbg !92
  %1145 = icmp ule ptr %1144, %data_end, !dbg !92
  br i1 %1145, label %pay.in565, label %pay.done38, !dbg !92

pay.in560:                                        ; preds = %find.next553
  %1146 = getelementptr i8, ptr %1133, i64 0, !dbg !92
  %1147 = load i32, ptr %1146, align 4, !dbg !92
  %1148 = icmp eq i32 %1147, 16711680, !dbg !92
  br i1 %1148, label %pay.same561, label %find.next558, !dbg !92

pay.same561:                                      ; preds = %pay.in560
  %1149 = getelementptr i8, ptr %1133, i64 4, !dbg !92
  %1150 = load i8, ptr %1149, align 1, !dbg !92
  %1151 = icmp eq i8 %1150, 1, !dbg !92
  br i1 %1151, label %pay.same562, label %find.next558, !dbg !92

pay.same562:                                      ; preds = %pay.same561
  br label %find.found, !dbg !92

find.next563:                                     ; preds = %pay.same566, %pay.in565
  %1152 = add i64 %9, 106, !dbg !92
  %pay569 = getelementptr i8, ptr %data, i64 %1152, !dbg !92
  %1153 = call ptr @llvm.bpf.passthrough.p0.p0(i32 113, ptr %pay569), !dbg !92
  %1154 = getelementptr i8, ptr %1153, i64 5, !dbg !92
  %1155 = icmp ule ptr %1154, %data_end, !dbg !92
  br i1 %1155, label %pay.in570, label %pay.done38, !dbg !92

pay.in565:                                        ; preds = %find.next558
  %1156 = getelementptr i8, ptr %1143, i64 0, !dbg !92
  %1157 = load i32, ptr %1156, align 4, !dbg !92
  %1158 = icmp eq i32 %1157, 16711680, !dbg !92
  br i1 %1158, label %pay.same566, label %find.next563, !dbg !92

pay.same566:                                      ; preds = %pay.in565
  %1159 = getelementptr i8, ptr %1143, i64 4, !dbg !92
  %1160 = load i8, ptr %1159, align 1, !dbg !92
  %1161 = icmp eq i8 %1160, 1, !dbg !92
  br i1 %1161, label %pay.same567, label %find.next563, !dbg !92

pay.same567:                                      ; preds = %pay.same566
  br label %find.found, !dbg !92

find.next568:                                     ; preds = %pay.same571, %pay.in570
  %1162 = add i64 %9, 107, !dbg !92
  %pay574 = getelementptr i8, ptr %data, i64 %1162, !dbg !92
  %1163 = call ptr @llvm.bpf.passthrough.p0.p0(i32 114, ptr %pay574), !dbg !92
  %1164 = getelementptr i8, ptr %1163, i64 5, !dbg !92
  %1165 = icmp ule ptr %1164, %data_end, !dbg !92
  br i1 %1165, label %pay.in575, label %pay.done38, !dbg !92

pay.in570:                                        ; preds = %find.next563
  %1166 = getelementptr i8, ptr %1153, i64 0, !dbg !92
  %1167 = load i32, ptr %1166, align 4, !dbg !92
  %1168 = icmp eq i32 %1167, 16711680, !dbg !92
  br i1 %1168, label %pay.same571, label %find.next568, !dbg !92

pay.same571:                                      ; preds = %pay.in570
  %1169 = getelementptr i8, ptr %1153, i64 4, !dbg !92
  %1170 = load i8, ptr %1169, align 1, !dbg !92
  %1171 = icmp eq i8 %1170, 1, !dbg !92
  br i1 %1171, label %pay.same572, label %find.next568, !dbg !92

pay.same572:                                      ; preds = %pay.same571
  br label %find.found, !dbg !92

find.next573:                                     ; preds = %pay.same576, %pay.in575
  %1172 = add i64 %9, 108, !dbg !92
  %pay579 = getelementptr i8, ptr %data, i64 %1172, !dbg !92
  %1173 = call ptr @llvm.bpf.passthrough.p0.p0(i32 115, ptr %pay579), !dbg !92
  %1174 = getelementptr i8, ptr %1173, i64 5, !dbg !92
  %1175 = icmp ule ptr %1174, %data_end, !dbg !92
  br i1 %1175, label %pay.in580, label %pay.done38, !dbg !92

pay.in575:                                        ; preds = %find.next568
  %1176 = getelementptr i8, ptr %1163, i64 0, !dbg !92
  %1177 = load i32, ptr %1176, align 4, !dbg !92
  %1178 = icmp eq i32 %1177, 16711680, !dbg !92
  br i1 %1178, label %pay.same576, label %find.next573, !dbg !92

pay.same576:                                      ; preds = %pay.in575
  %1179 = getelementptr i8, ptr %1163, i64 4, !dbg !92
  %1180 = load i8, ptr %1179, align 1, !dbg !92
  %1181 = icmp eq i8 %1180, 1, !dbg !92
  br i1 %1181, label %pay.same577, label %find.next573, !dbg !92

pay.same577:                                      ; preds = %pay.same576
  br label %find.found, !dbg !92

find.next578:                                     ; preds = %pay.same581, %pay.in580
  %1182 = add i64 %9, 109, !dbg !92
  %pay584 = getelementptr i8, ptr %data, i64 %1182, !dbg !92
  %1183 = call ptr @llvm.bpf.passthrough.p0.p0(i32 116, ptr %pay584), !dbg !92
  %1184 = getelementptr i8, ptr %1183, i64 5, !dbg !92
  %1185 = icmp ule ptr %1184, %data_end, !dbg !92
  br i1 %1185, label %pay.in585, label %pay.done38, !dbg !92

pay.in580:                                        ; preds = %find.next573
  %1186 = getelementptr i8, ptr %1173, i64 0, !dbg !92
  %1187 = load i32, ptr %1186, align 4, !dbg !92
  %1188 = icmp eq i32 %1187, 16711680, !dbg !92
  br i1 %1188, label %pay.same581, label %find.next578, !dbg !92

pay.same581:                                      ; preds = %pay.in580
  %1189 = getelementptr i8, ptr %1173, i64 4, !dbg !92
  %1190 = load i8, ptr %1189, align 1, !dbg !92
  %1191 = icmp eq i8 %1190, 1, !dbg !92
  br i1 %1191, label %pay.same582, label %find.next578, !dbg !92

pay.same582:                                      ; preds = %pay.same581
  br label %find.found, !dbg !92

find.next583:                                     ; preds = %pay.same586, %pay.in585
  %1192 = add i64 %9, 110, !dbg !92
  %pay589 = getelementptr i8, ptr %data, i64 %1192, !dbg !92
  %1193 = call ptr @llvm.bpf.passthrough.p0.p0(i32 117, ptr %pay589), !dbg !92
  %1194 = getelementptr i8, ptr %1193, i64 5, !dbg !92
  %1195 = icmp ule ptr %1194, %data_end, !dbg !92
  br i1 %1195, label %pay.in590, label %pay.done38, !dbg !92

pay.in585:                                        ; preds = %find.next578
  %1196 = getelementptr i8, ptr %1183, i64 0, !dbg !92
  %1197 = load i32, ptr %1196, align 4, !dbg !92
  %1198 = icmp eq i32 %1197, 16711680, !dbg !92
  br i1 %1198, label %pay.same586, label %find.next583, !dbg !92

pay.same586:                                      ; preds = %pay.in585
  %1199 = getelementptr i8, ptr %1183, i64 4, !dbg !92
  %1200 = load i8, ptr %1199, align 1, !dbg !92
  %1201 = icmp eq i8 %1200, 1, !dbg !92
  br i1 %1201, label %pay.same587, label %find.next583, !dbg !92

pay.same587:                                      ; preds = %pay.same586
  br label %find.found, !dbg !92

find.next588:                                     ; preds = %pay.same591, %pay.in590
  %1202 = add i64 %9, 111, !dbg !92
  %pay594 = getelementptr i8, ptr %data, i64 %1202, !dbg !92
  %1203 = call ptr @llvm.bpf.passthrough.p0.p0(i32 118, ptr %pay594), !dbg !92
  %1204 = getelementptr i8, ptr %1203, i64 5, !dbg !92
  %1205 = icmp ule ptr %1204, %data_end, !dbg !92
  br i1 %1205, label %pay.in595, label %pay.done38, !dbg !92

pay.in590:                                        ; preds = %find.next583
  %1206 = getelementptr i8, ptr %1193, i64 0, !dbg !92
  %1207 = load i32, ptr %1206, align 4, !dbg !92
  %1208 = icmp eq i32 %1207, 16711680, !dbg !92
  br i1 %1208, label %pay.same591, label %find.next588, !dbg !92

pay.same591:                                      ; preds = %pay.in590
  %1209 = getelementptr i8, ptr %1193, i64 4, !dbg !92
  %1210 = load i8, ptr %1209, align 1, !dbg !92
  %1211 = icmp eq i8 %1210, 1, !dbg !92
  br i1 %1211, label %pay.same592, label %find.next588, !dbg !92

pay.same592:                                      ; preds = %pay.same591
  br label %find.found, !dbg !92

find.next593:                                     ; preds = %pay.same596, %pay.in595
  %1212 = add i64 %9, 112, !dbg !92
  %pay599 = getelementptr i8, ptr %data, i64 %1212, !dbg !92
  %1213 = call ptr @llvm.bpf.passthrough.p0.p0(i32 119, ptr %pay599), !dbg !92
  %1214 = getelementptr i8, ptr %1213, i64 5, !dbg !92
  %1215 = icmp ule ptr %1214, %data_end, !dbg !92
  br i1 %1215, label %pay.in600, label %pay.done38, !dbg !92

pay.in595:                                        ; preds = %find.next588
  %1216 = getelementptr i8, ptr %1203, i64 0, !dbg !92
  %1217 = load i32, ptr %1216, align 4, !dbg !92
  %1218 = icmp eq i32 %1217, 16711680, !dbg !92
  br i1 %1218, label %pay.same596, label %find.next593, !dbg !92

pay.same596:                                      ; preds = %pay.in595
  %1219 = getelementptr i8, ptr %1203, i64 4, !dbg !92
  %1220 = load i8, ptr %1219, align 1, !dbg !92
  %1221 = icmp eq i8 %1220, 1, !dbg !92
  br i1 %1221, label %pay.same597, label %find.next593, !dbg !92

pay.same597:                                      ; preds = %pay.same596
  br label %find.found, !dbg !92

find.next598:                                     ; preds = %pay.same601, %pay.in600
  %1222 = add i64 %9, 113, !dbg !92
  %pay604 = getelementptr i8, ptr %data, i64 %1222, !dbg !92
  %1223 = call ptr @llvm.bpf.passthrough.p0.p0(i32 120, ptr %pay604), !dbg !92
  %1224 = getelementptr i8, ptr %1223, i64 5, !dbg !92
  %1225 = icmp ule ptr %1224, %data_end, !dbg !92
  br i1 %1225, label %pay.in605, label %pay.done38, !dbg !92

pay.in600:                                        ; preds = %find.next593
  %1226 = getelementptr i8, ptr %1213, i64 0, !dbg !92
  %1227 = load i32, ptr %1226, align 4, !dbg !92
  %1228 = icmp eq i32 %1227, 16711680, !dbg !92
  br i1 %1228, label %pay.same601, label %find.next598, !dbg !92

pay.same601:                                      ; preds = %pay.in600
  %1229 = getelementptr i8, ptr %1213, i64 4, !dbg !92
  %1230 = load i8, ptr %1229, align 1, !dbg !92
  %1231 = icmp eq i8 %1230, 1, !dbg !92
  br i1 %1231, label %pay.same602, label %find.next598, !dbg !92

pay.same602:                                      ; preds = %pay.same601
  br label %find.found, !dbg !92

find.next603:                                     ; preds = %pay.same606, %pay.in605
  %1232 = add i64 %9, 114, !dbg !92
  %pay609 = getelementptr i8, ptr %data, i64 %1232, !dbg !92
  %1233 = call ptr @llvm.bpf.passthrough.p0.p0(i32 121, ptr %pay609), !dbg !92
  %1234 = getelementptr i8, ptr %1233, i64 5, !dbg !92
  %1235 = icmp ule ptr %1234, %data_end, !dbg !92
  br i1 %1235, label %pay.in610, label %pay.done38, !dbg !92

pay.in605:                                        ; preds = %find.next598
  %1236 = getelementptr i8, ptr %1223, i64 0, !dbg !92
  %1237 = load i32, ptr %1236, align 4, !dbg !92
  %1238 = icmp eq i32 %1237, 16711680, !dbg !92
  br i1 %1238, label %pay.same606, label %find.next603, !dbg !92

pay.same606:                                      ; preds = %pay.in605
  %1239 = getelementptr i8, ptr %1223, i64 4, !dbg !92
  %1240 = load i8, ptr %1239, align 1, !dbg !92
  %1241 = icmp eq i8 %1240, 1, !dbg !92
  br i1 %1241, label %pay.same607, label %find.next603, !dbg !92

pay.same607:                                      ; preds = %pay.same606
  br label %find.found, !dbg !92

find.next608:                                     ; preds = %pay.same611, %pay.in610
  %1242 = add i64 %9, 115, !dbg !92
  %pay614 = getelementptr i8, ptr %data, i64 %1242, !dbg !92
  %1243 = call ptr @llvm.bpf.passthrough.p0.p0(i32 122, ptr %pay614), !dbg !92
  %1244 = getelementptr i8, ptr %1243, i64 5, !dbg !92
  %1245 = icmp ule ptr %1244, %data_end, !dbg !92
  br i1 %1245, label %pay.in615, label %pay.done38, !dbg !92

pay.in610:                                        ; preds = %find.next603
  %1246 = getelementptr i8, ptr %1233, i64 0, !dbg !92
  %1247 = load i32, ptr %1246, align 4, !dbg !92
  %1248 = icmp eq i32 %1247, 16711680, !dbg !92
  br i1 %1248, label %pay.same611, label %find.next608, !dbg !92

pay.same611:                                      ; preds = %pay.in610
  %1249 = getelementptr i8, ptr %1233, i64 4, !dbg !92
  %1250 = load i8, ptr %1249, align 1, !dbg !92
  %1251 = icmp eq i8 %1250, 1, !dbg !92
  br i1 %1251, label %pay.same612, label %find.next608, !dbg !92

pay.same612:                                      ; preds = %pay.same611
  br label %find.found, !dbg !92

find.next613:                                     ; preds = %pay.same616, %pay.in615
  %1252 = add i64 %9, 116, !dbg !92
  %pay619 = getelementptr i8, ptr %data, i64 %1252, !dbg !92
  %1253 = call ptr @llvm.bpf.passthrough.p0.p0(i32 123, ptr %pay619), !dbg !92
  %1254 = getelementptr i8, ptr %1253, i64 5, !dbg !92
  %1255 = icmp ule ptr %1254, %data_end, !dbg !92
  br i1 %1255, label %pay.in620, label %pay.done38, !dbg !92

pay.in615:                                        ; preds = %find.next608
  %1256 = getelementptr i8, ptr %1243, i64 0, !dbg !92
  %1257 = load i32, ptr %1256, align 4, !dbg !92
  %1258 = icmp eq i32 %1257, 16711680, !dbg !92
  br i1 %1258, label %pay.same616, label %find.next613, !dbg !92

pay.same616:                                      ; preds = %pay.in615
  %1259 = getelementptr i8, ptr %1243, i64 4, !dbg !92
  %1260 = load i8, ptr %1259, align 1, !dbg !92
  %1261 = icmp eq i8 %1260, 1, !dbg !92
  br i1 %1261, label %pay.same617, label %find.next613, !dbg !92

pay.same617:                                      ; preds = %pay.same616
  br label %find.found, !dbg !92

find.next618:                                     ; preds = %pay.same621, %pay.in620
  %1262 = add i64 %9, 117, !dbg !92
  %pay624 = getelementptr i8, ptr %data, i64 %1262, !dbg !92
  %1263 = call ptr @llvm.bpf.passthrough.p0.p0(i32 124, ptr %pay624), !dbg !92
  %1264 = getelementptr i8, ptr %1263, i64 5, !dbg !92
  %1265 = icmp ule ptr %1264, %data_end, !dbg !92
  br i1 %1265, label %pay.in625, label %pay.done38, !dbg !92

pay.in620:                                        ; preds = %find.next613
  %1266 = getelementptr i8, ptr %1253, i64 0, !dbg !92
  %1267 = load i32, ptr %1266, align 4, !dbg !92
  %1268 = icmp eq i32 %1267, 16711680, !dbg !92
  br i1 %1268, label %pay.same621, label %find.next618, !dbg !92

pay.same621:                                      ; preds = %pay.in620
  %1269 = getelementptr i8, ptr %1253, i64 4, !dbg !92
  %1270 = load i8, ptr %1269, align 1, !dbg !92
  %1271 = icmp eq i8 %1270, 1, !dbg !92
  br i1 %1271, label %pay.same622, label %find.next618, !dbg !92

pay.same622:                                      ; preds = %pay.same621
  br label %find.found, !dbg !92

find.next623:                                     ; preds = %pay.same626, %pay.in625
  %1272 = add i64 %9, 118, !dbg !92
  %pay629 = getelementptr i8, ptr %data, i64 %1272, !dbg !92
  %1273 = call ptr @llvm.bpf.passthrough.p0.p0(i32 125, ptr %pay629), !dbg !92
  %1274 = getelementptr i8, ptr %1273, i64 5, !dbg !92
  %1275 = icmp ule ptr %1274, %data_end, !dbg !92
  br i1 %1275, label %pay.in630, label %pay.done38, !dbg !92

pay.in625:                                        ; preds = %find.next618
  %1276 = getelementptr i8, ptr %1263, i64 0, !dbg !92
  %1277 = load i32, ptr %1276, align 4, !dbg !92
  %1278 = icmp eq i32 %1277, 16711680, !dbg !92
  br i1 %1278, label %pay.same626, label %find.next623, !dbg !92

pay.same626:                                      ; preds = %pay.in625
  %1279 = getelementptr i8, ptr %1263, i64 4, !dbg !92
  %1280 = load i8, ptr %1279, align 1, !dbg !92
  %1281 = icmp eq i8 %1280, 1, !dbg !92
  br i1 %1281, label %pay.same627, label %find.next623, !dbg !92

pay.same627:                                      ; preds = %pay.same626
  br label %find.found, !dbg !92

find.next628:                                     ; preds = %pay.same631, %pay.in630
  %1282 = add i64 %9, 119, !dbg !92
  %pay634 = getelementptr i8, ptr %data, i64 %1282, !dbg !92
  %1283 = call ptr @llvm.bpf.passthrough.p0.p0(i32 126, ptr %pay634), !dbg !92
  %1284 = getelementptr i8, ptr %1283, i64 5, !dbg !92
  %1285 = icmp ule ptr %1284, %data_end, !dbg !92
  br i1 %1285, label %pay.in635, label %pay.done38, !dbg !92

pay.in630:                                        ; preds = %find.next623
  %1286 = getelementptr i8, ptr %1273, i64 0, !dbg !92
  %1287 = load i32, ptr %1286, align 4, !dbg !92
  %1288 = icmp eq i32 %1287, 16711680, !dbg !92
  br i1 %1288, label %pay.same631, label %find.next628, !dbg !92

pay.same631:                                      ; preds = %pay.in630
  %1289 = getelementptr i8, ptr %1273, i64 4, !dbg !92
  %1290 = load i8, ptr %1289, align 1, !dbg !92
  %1291 = icmp eq i8 %1290, 1, !dbg !92
  br i1 %1291, label %pay.same632, label %find.next628, !dbg !92

pay.same632:                                      ; preds = %pay.same631
  br label %find.found, !dbg !92

find.next633:                                     ; preds = %pay.same636, %pay.in635
  %1292 = add i64 %9, 120, !dbg !92
  %pay639 = getelementptr i8, ptr %data, i64 %1292, !dbg !92
  %1293 = call ptr @llvm.bpf.passthrough.p0.p0(i32 127, ptr %pay639), !dbg !92
  %1294 = getelementptr i8, ptr %1293, i64 5, !dbg !92
  %1295 = icmp ule ptr %1294, %data_end, !dbg !92
  br i1 %1295, label %pay.in640, label %pay.done38, !dbg !92

pay.in635:                                        ; preds = %find.next628
  %1296 = getelementptr i8, ptr %1283, i64 0, !dbg !92
  %1297 = load i32, ptr %1296, align 4, !dbg !92
  %1298 = icmp eq i32 %1297, 16711680, !dbg !92
  br i1 %1298, label %pay.same636, label %find.next633, !dbg !92

pay.same636:                                      ; preds = %pay.in635
  %1299 = getelementptr i8, ptr %1283, i64 4, !dbg !92
  %1300 = load i8, ptr %1299, align 1, !dbg !92
  %1301 = icmp eq i8 %1300, 1, !dbg !92
  br i1 %1301, label %pay.same637, label %find.next633, !dbg !92

pay.same637:                                      ; preds = %pay.same636
  br label %find.found, !dbg !92

find.next638:                                     ; preds = %pay.same641, %pay.in640
  %1302 = add i64 %9, 121, !dbg !92
  %pay644 = getelementptr i8, ptr %data, i64 %1302, !dbg !92
  %1303 = call ptr @llvm.bpf.passthrough.p0.p0(i32 128, ptr %pay644), !dbg !92
  %1304 = getelementptr i8, ptr %1303, i64 5, !dbg !92
  %1305 = icmp ule ptr %1304, %data_end, !dbg !92
  br i1 %1305, label %pay.in645, label %pay.done38, !dbg !92

pay.in640:                                        ; preds = %find.next633
  %1306 = getelementptr i8, ptr %1293, i64 0, !dbg !92
  %1307 = load i32, ptr %1306, align 4, !dbg !92
  %1308 = icmp eq i32 %1307, 16711680, !dbg !92
  br i1 %1308, label %pay.same641, label %find.next638, !dbg !92

pay.same641:                                      ; preds = %pay.in640
  %1309 = getelementptr i8, ptr %1293, i64 4, !dbg !92
  %1310 = load i8, ptr %1309, align 1, !dbg !92
  %1311 = icmp eq i8 %1310, 1, !dbg !92
  br i1 %1311, label %pay.same642, label %find.next638, !dbg !92

pay.same642:                                      ; preds = %pay.same641
  br label %find.found, !dbg !92

find.next643:                                     ; preds = %pay.same646, %pay.in645
  %1312 = add i64 %9, 122, !dbg !92
  %pay649 = getelementptr i8, ptr %data, i64 %1312, !dbg !92
  %1313 = call ptr @llvm.bpf.passthrough.p0.p0(i32 129, ptr %pay649), !dbg !92
  %1314 = getelementptr i8, ptr %1313, i64 5, !dbg !92
  %1315 = icmp ule ptr %1314, %data_end, !dbg !92
  br i1 %1315, label %pay.in650, label %pay.done38, !dbg !92

pay.in645:                                        ; preds = %find.next638
  %1316 = getelementptr i8, ptr %1303, i64 0, !dbg !92
  %1317 = load i32, ptr %1316, align 4, !dbg !92
  %1318 = icmp eq i32 %1317, 16711680, !dbg !92
  br i1 %1318, label %pay.same646, label %find.next643, !dbg !92

pay.same646:                                      ; preds = %pay.in645
  %1319 = getelementptr i8, ptr %1303, i64 4, !dbg !92
  %1320 = load i8, ptr %1319, align 1, !dbg !92
  %1321 = icmp eq i8 %1320, 1, !dbg !92
  br i1 %1321, label %pay.same647, label %find.next643, !dbg !92

pay.same647:                                      ; preds = %pay.same646
  br label %find.found, !dbg !92

find.next648:                                     ; preds = %pay.same651, %pay.in650
  %1322 = add i64 %9, 123, !dbg !92
  %pay654 = getelementptr i8, ptr %data, i64 %1322, !dbg !92
  %1323 = call ptr @llvm.bpf.passthrough.p0.p0(i32 130, ptr %pay654), !dbg !92
  %1324 = getelementptr i8, ptr %1323, i64 5, !dbg !92
  %1325 = icmp ule ptr %1324, %data_end, !dbg !92
  br i1 %1325, label %pay.in655, label %pay.done38, !dbg !92

pay.in650:                                        ; preds = %find.next643
  %1326 = getelementptr i8, ptr %1313, i64 0, !dbg !92
  %1327 = load i32, ptr %1326, align 4, !dbg !92
  %1328 = icmp eq i32 %1327, 16711680, !dbg !92
  br i1 %1328, label %pay.same651, label %find.next648, !dbg !92

pay.same651:                                      ; preds = %pay.in650
  %1329 = getelementptr i8, ptr %1313, i64 4, !dbg !92
  %1330 = load i8, ptr %1329, align 1, !dbg !92
  %1331 = icmp eq i8 %1330, 1, !dbg !92
  br i1 %1331, label %pay.same652, label %find.next648, !dbg !92

pay.same652:                                      ; preds = %pay.same651
  br label %find.found, !dbg !92

find.next653:                                     ; preds = %pay.same656, %pay.in655
  %1332 = add i64 %9, 124, !dbg !92
  %pay659 = getelementptr i8, ptr %data, i64 %1332, !dbg !92
  %1333 = call ptr @llvm.bpf.passthrough.p0.p0(i32 131, ptr %pay659), !dbg !92
  %1334 = getelementptr i8, ptr %1333, i64 5, !dbg !92
  %1335 = icmp ule ptr %1334, %data_end, !dbg !92
  br i1 %1335, label %pay.in660, label %pay.done38, !dbg !92

pay.in655:                                        ; preds = %find.next648
  %1336 = getelementptr i8, ptr %1323, i64 0, !dbg !92
  %1337 = load i32, ptr %1336, align 4, !dbg !92
  %1338 = icmp eq i32 %1337, 16711680, !dbg !92
  br i1 %1338, label %pay.same656, label %find.next653, !dbg !92

pay.same656:                                      ; preds = %pay.in655
  %1339 = getelementptr i8, ptr %1323, i64 4, !dbg !92
  %1340 = load i8, ptr %1339, align 1, !dbg !92
  %1341 = icmp eq i8 %1340, 1, !dbg !92
  br i1 %1341, label %pay.same657, label %find.next653, !dbg !92

pay.same657:                                      ; preds = %pay.same656
  br label %find.found, !dbg !92

find.next658:                                     ; preds = %pay.same661, %pay.in660
  %1342 = add i64 %9, 125, !dbg !92
  %pay664 = getelementptr i8, ptr %data, i64 %1342, !dbg !92
  %1343 = call ptr @llvm.bpf.passthrough.p0.p0(i32 132, ptr %pay664), !dbg !92
  %1344 = getelementptr i8, ptr %1343, i64 5, !dbg !92
  %1345 = icmp ule ptr %1344, %data_end, !dbg !92
  br i1 %1345, label %pay.in665, label %pay.done38, !dbg !92

pay.in660:                                        ; preds = %find.next653
  %1346 = getelementptr i8, ptr %1333, i64 0, !dbg !92
  %1347 = load i32, ptr %1346, align 4, !dbg !92
  %1348 = icmp eq i32 %1347, 16711680, !dbg !92
  br i1 %1348, label %pay.same661, label %find.next658, !dbg !92

pay.same661:                                      ; preds = %pay.in660
  %1349 = getelementptr i8, ptr %1333, i64 4, !dbg !92
  %1350 = load i8, ptr %1349, align 1, !dbg !92
  %1351 = icmp eq i8 %1350, 1, !dbg !92
  br i1 %1351, label %pay.same662, label %find.next658, !dbg !92

pay.same662:                                      ; preds = %pay.same661
  br label %find.found, !dbg !92

find.next663:                                     ; preds = %pay.same666, %pay.in665
  %1352 = add i64 %9, 126, !dbg !92
  %pay669 = getelementptr i8, ptr %data, i64 %1352, !dbg !92
  %1353 = call ptr @llvm.bpf.passthrough.p0.p0(i32 133, ptr %pay669), !dbg !92
  %1354 = getelementptr i8, ptr %1353, i64 5, !dbg !92
  %1355 = icmp ule ptr %1354, %data_end, !dbg !92
  br i1 %1355, label %pay.in670, label %pay.done38, !dbg !92

pay.in665:                                        ; preds = %find.next658
  %1356 = getelementptr i8, ptr %1343, i64 0, !dbg !92
  %1357 = load i32, ptr %1356, align 4, !dbg !92
  %1358 = icmp eq i32 %1357, 16711680, !dbg !92
  br i1 %1358, label %pay.same666, label %find.next663, !dbg !92

pay.same666:                                      ; preds = %pay.in665
  %1359 = getelementptr i8, ptr %1343, i64 4, !dbg !92
  %1360 = load i8, ptr %1359, align 1, !dbg !92
  %1361 = icmp eq i8 %1360, 1, !dbg !92
  br i1 %1361, label %pay.same667, label %find.next663, !dbg !92

pay.same667:                                      ; preds = %pay.same666
  br label %find.found, !dbg !92

find.next668:                                     ; preds = %pay.same671, %pay.in670
  %1362 = add i64 %9, 127, !dbg !92
  %pay674 = getelementptr i8, ptr %data, i64 %1362, !dbg !92
  %1363 = call ptr @llvm.bpf.passthrough.p0.p0(i32 134, ptr %pay674), !dbg !92
  %1364 = getelementptr i8, ptr %1363, i64 5, !dbg !92
  %1365 = icmp ule ptr %1364, %data_end, !dbg !92
  br i1 %1365, label %pay.in675, label %pay.done38, !dbg !92

pay.in670:                                        ; preds = %find.next663
  %1366 = getelementptr i8, ptr %1353, i64 0, !dbg !92
  %1367 = load i32, ptr %1366, align 4, !dbg !92
  %1368 = icmp eq i32 %1367, 16711680, !dbg !92
  br i1 %1368, label %pay.same671, label %find.next668, !dbg !92

pay.same671:                                      ; preds = %pay.in670
  %1369 = getelementptr i8, ptr %1353, i64 4, !dbg !92
  %1370 = load i8, ptr %1369, align 1, !dbg !92
  %1371 = icmp eq i8 %1370, 1, !dbg !92
  br i1 %1371, label %pay.same672, label %find.next668, !dbg !92

pay.same672:                                      ; preds = %pay.same671
  br label %find.found, !dbg !92

find.next673:                                     ; preds = %pay.same676, %pay.in675
  %1372 = add i64 %9, 128, !dbg !92
  %pay679 = getelementptr i8, ptr %data, i64 %1372, !dbg !92
  %1373 = call ptr @llvm.bpf.passthrough.p0.p0(i32 135, ptr %pay679), !dbg !92
  %1374 = getelementptr i8, ptr %1373, i64 5, !dbg !92
  %1375 = icmp ule ptr %1374, %data_end, !dbg !92
  br i1 %1375, label %pay.in680, label %pay.done38, !dbg !92

pay.in675:                                        ; preds = %find.next668
  %1376 = getelementptr i8, ptr %1363, i64 0, !dbg !92
  %1377 = load i32, ptr %1376, align 4, !dbg !92
  %1378 = icmp eq i32 %1377, 16711680, !dbg !92
  br i1 %1378, label %pay.same676, label %find.next673, !dbg !92

pay.same676:                                      ; preds = %pay.in675
  %1379 = getelementptr i8, ptr %1363, i64 4, !dbg !92
  %1380 = load i8, ptr %1379, align 1, !dbg !92
  %1381 = icmp eq i8 %1380, 1, !dbg !92
  br i1 %1381, label %pay.same677, label %find.next673, !dbg !92

pay.same677:                                      ; preds = %pay.same676
  br label %find.found, !dbg !92

find.next678:                                     ; preds = %pay.same681, %pay.in680
  %1382 = add i64 %9, 129, !dbg !92
  %pay684 = getelementptr i8, ptr %data, i64 %1382, !dbg !92
  %1383 = call ptr @llvm.bpf.passthrough.p0.p0(i32 136, ptr %pay684), !dbg !92
  %1384 = getelementptr i8, ptr %1383, i64 5, !dbg !92
  %1385 = icmp ule ptr %1384, %data_end, !dbg !92
  br i1 %1385, label %pay.in685, label %pay.done38, !dbg !92

pay.in680:                                        ; preds = %find.next673
  %1386 = getelementptr i8, ptr %1373, i64 0, !dbg !92
  %1387 = load i32, ptr %1386, align 4, !dbg !92
  %1388 = icmp eq i32 %1387, 16711680, !dbg !92
  br i1 %1388, label %pay.same681, label %find.next678, !dbg !92

pay.same681:                                      ; preds = %pay.in680
  %1389 = getelementptr i8, ptr %1373, i64 4, !dbg !92
  %1390 = load i8, ptr %1389, align 1, !dbg !92
  %1391 = icmp eq i8 %1390, 1, !dbg !92
  br i1 %1391, label %pay.same682, label %find.next678, !dbg !92

pay.same682:                                      ; preds = %pay.same681
  br label %find.found, !dbg !92

find.next683:                                     ; preds = %pay.same686, %pay.in685
  %1392 = add i64 %9, 130, !dbg !92
  %pay689 = getelementptr i8, ptr %data, i64 %1392, !dbg !92
  %1393 = call ptr @llvm.bpf.passthrough.p0.p0(i32 137, ptr %pay689), !dbg !92
  %1394 = getelementptr i8, ptr %1393, i64 5, !dbg !92
  %1395 = icmp ule ptr %1394, %data_end, !dbg !92
  br i1 %1395, label %pay.in690, label %pay.done38, !dbg !92

pay.in685:                                        ; preds = %find.next678
  %1396 = getelementptr i8, ptr %1383, i64 0, !dbg !92
  %1397 = load i32, ptr %1396, align 4, !dbg !92
  %1398 = icmp eq i32 %1397, 16711680, !dbg !92
  br i1 %1398, label %pay.same686, label %find.next683, !dbg !92

pay.same686:                                      ; preds = %pay.in685
  %1399 = getelementptr i8, ptr %1383, i64 4, !dbg !92
  %1400 = load i8, ptr %1399, align 1, !dbg !92
  %1401 = icmp eq i8 %1400, 1, !dbg !92
  br i1 %1401, label %pay.same687, label %find.next683, !dbg !92

pay.same687:                                      ; preds = %pay.same686
  br label %find.found, !dbg !92

find.next688:                                     ; preds = %pay.same691, %pay.in690
  %1402 = add i64 %9, 131, !dbg !92
  %pay694 = getelementptr i8, ptr %data, i64 %1402, !dbg !92
  %1403 = call ptr @llvm.bpf.passthrough.p0.p0(i32 138, ptr %pay694), !dbg !92
  %1404 = getelementptr i8, ptr %1403, i64 5, !dbg !92
  %1405 = icmp ule ptr %1404, %data_end, !dbg !92
  br i1 %1405, label %pay.in695, label %pay.done38, !dbg !92

pay.in690:                                        ; preds = %find.next683
  %1406 = getelementptr i8, ptr %1393, i64 0, !dbg !92
  %1407 = load i32, ptr %1406, align 4, !dbg !92
  %1408 = icmp eq i32 %1407, 16711680, !dbg !92
  br i1 %1408, label %pay.same691, label %find.next688, !dbg !92

pay.same691:                                      ; preds = %pay.in690
  %1409 = getelementptr i8, ptr %1393, i64 4, !dbg !92
  %1410 = load i8, ptr %1409, align 1, !dbg !92
  %1411 = icmp eq i8 %1410, 1, !dbg !92
  br i1 %1411, label %pay.same692, label %find.next688, !dbg !92

pay.same692:                                      ; preds = %pay.same691
  br label %find.found, !dbg !92

find.next693:                                     ; preds = %pay.same696, %pay.in695
  %1412 = add i64 %9, 132, !dbg !92
  %pay699 = getelementptr i8, ptr %data, i64 %1412, !dbg !92
  %1413 = call ptr @llvm.bpf.passthrough.p0.p0(i32 139, ptr %pay699), !dbg !92
  %1414 = getelementptr i8, ptr %1413, i64 5, !dbg !92
  %1415 = icmp ule ptr %1414, %data_end, !dbg !92
  br i1 %1415, label %pay.in700, label %pay.done38, !dbg !92

pay.in695:                                        ; preds = %find.next688
  %1416 = getelementptr i8, ptr %1403, i64 0, !dbg !92
  %1417 = load i32, ptr %1416, align 4, !dbg !92
  %1418 = icmp eq i32 %1417, 16711680, !dbg !92
  br i1 %1418, label %pay.same696, label %find.next693, !dbg !92

pay.same696:                                      ; preds = %pay.in695
  %1419 = getelementptr i8, ptr %1403, i64 4, !dbg !92
  %1420 = load i8, ptr %1419, align 1, !dbg !92
  %1421 = icmp eq i8 %1420, 1, !dbg !92
  br i1 %1421, label %pay.same697, label %find.next693, !dbg !92

pay.same697:                                      ; preds = %pay.same696
  br label %find.found, !dbg !92

find.next698:                                     ; preds = %pay.same701, %pay.in700
  %1422 = add i64 %9, 133, !dbg !92
  %pay704 = getelementptr i8, ptr %data, i64 %1422, !dbg !92
  %1423 = call ptr @llvm.bpf.passthrough.p0.p0(i32 140, ptr %pay704), !dbg !92
  %1424 = getelementptr i8, ptr %1423, i64 5, !dbg !92
  %1425 = icmp ule ptr %1424, %data_end, !dbg !92
  br i1 %1425, label %pay.in705, label %pay.done38, !dbg !92

pay.in700:                                        ; preds = %find.next693
  %1426 = getelementptr i8, ptr %1413, i64 0, !dbg !92
  %1427 = load i32, ptr %1426, align 4, !dbg !92
  %1428 = icmp eq i32 %1427, 16711680, !dbg !92
  br i1 %1428, label %pay.same701, label %find.next698, !dbg !92

pay.same701:                                      ; preds = %pay.in700
  %1429 = getelementptr i8, ptr %1413, i64 4, !dbg !92
  %1430 = load i8, ptr %1429, align 1, !dbg !92
  %1431 = icmp eq i8 %1430, 1, !dbg !92
  br i1 %1431, label %pay.same702, label %find.next698, !dbg !92

pay.same702:                                      ; preds = %pay.same701
  br label %find.found, !dbg !92

find.next703:                                     ; preds = %pay.same706, %pay.in705
  %1432 = add i64 %9, 134, !dbg !92
  %pay709 = getelementptr i8, ptr %data, i64 %1432, !dbg !92
  %1433 = call ptr @llvm.bpf.passthrough.p0.p0(i32 141, ptr %pay709), !dbg !92
  %1434 = getelementptr i8, ptr %1433, i64 5, !dbg !92
  %1435 = icmp ule ptr %1434, %data_end, !dbg !92
  br i1 %1435, label %pay.in710, label %pay.done38, !dbg !92

pay.in705:                                        ; preds = %find.next698
  %1436 = getelementptr i8, ptr %1423, i64 0, !dbg !92
  %1437 = load i32, ptr %1436, align 4, !dbg !92
  %1438 = icmp eq i32 %1437, 16711680, !dbg !92
  br i1 %1438, label %pay.same706, label %find.next703, !dbg !92

pay.same706:                                      ; preds = %pay.in705
  %1439 = getelementptr i8, ptr %1423, i64 4, !dbg !92
  %1440 = load i8, ptr %1439, align 1, !dbg !92
  %1441 = icmp eq i8 %1440, 1, !dbg !92
  br i1 %1441, label %pay.same707, label %find.next703, !dbg !92

pay.same707:                                      ; preds = %pay.same706
  br label %find.found, !dbg !92

find.next708:                                     ; preds = %pay.same711, %pay.in710
  %1442 = add i64 %9, 135, !dbg !92
  %pay714 = getelementptr i8, ptr %data, i64 %1442, !dbg !92
  %1443 = call ptr @llvm.bpf.passthrough.p0.p0(i32 142, ptr %pay714), !dbg !92
  %1444 = getelementptr i8, ptr %1443, i64 5, !dbg !92
  %1445 = icmp ule ptr %1444, %data_end, !dbg !92
  br i1 %1445, label %pay.in715, label %pay.done38, !dbg !92

pay.in710:                                        ; preds = %find.next703
  %1446 = getelementptr i8, ptr %1433, i64 0, !dbg !92
  %1447 = load i32, ptr %1446, align 4, !dbg !92
  %1448 = icmp eq i32 %1447, 16711680, !dbg !92
  br i1 %1448, label %pay.same711, label %find.next708, !dbg !92

pay.same711:                                      ; preds = %pay.in710
  %1449 = getelementptr i8, ptr %1433, i64 4, !dbg !92
  %1450 = load i8, ptr %1449, align 1, !dbg !92
  %1451 = icmp eq i8 %1450, 1, !dbg !92
  br i1 %1451, label %pay.same712, label %find.next708, !dbg !92

pay.same712:                                      ; preds = %pay.same711
  br label %find.found, !dbg !92

find.next713:                                     ; preds = %pay.same716, %pay.in715
  %1452 = add i64 %9, 136, !dbg !92
  %pay719 = getelementptr i8, ptr %data, i64 %1452, !dbg !92
  %1453 = call ptr @llvm.bpf.passthrough.p0.p0(i32 143, ptr %pay719), !dbg !92
  %1454 = getelementptr i8, ptr %1453, i64 5, !dbg !92
  %1455 = icmp ule ptr %1454, %data_end, !dbg !92
  br i1 %1455, label %pay.in720, label %pay.done38, !dbg !92

pay.in715:                                        ; preds = %find.next708
  %1456 = getelementptr i8, ptr %1443, i64 0, !dbg !92
  %1457 = load i32, ptr %1456, align 4, !dbg !92
  %1458 = icmp eq i32 %1457, 16711680, !dbg !92
  br i1 %1458, label %pay.same716, label %find.next713, !dbg !92

pay.same716:                                      ; preds = %pay.in715
  %1459 = getelementptr i8, ptr %1443, i64 4, !dbg !92
  %1460 = load i8, ptr %1459, align 1, !dbg !92
  %1461 = icmp eq i8 %1460, 1, !dbg !92
  br i1 %1461, label %pay.same717, label %find.next713, !dbg !92

pay.same717:                                      ; preds = %pay.same716
  br label %find.found, !dbg !92

find.next718:                                     ; preds = %pay.same721, %pay.in720
  %1462 = add i64 %9, 137, !dbg !92
  %pay724 = getelementptr i8, ptr %data, i64 %1462, !dbg !92
  %1463 = call ptr @llvm.bpf.passthrough.p0.p0(i32 144, ptr %pay724), !dbg !92
  %1464 = getelementptr i8, ptr %1463, i64 5, !dbg !92
  %1465 = icmp ule ptr %1464, %data_end, !dbg !92
  br i1 %1465, label %pay.in725, label %pay.done38, !dbg !92

pay.in720:                                        ; preds = %find.next713
  %1466 = getelementptr i8, ptr %1453, i64 0, !dbg !92
  %1467 = load i32, ptr %1466, align 4, !dbg !92
  %1468 = icmp eq i32 %1467, 16711680, !dbg !92
  br i1 %1468, label %pay.same721, label %find.next718, !dbg !92

pay.same721:                                      ; preds = %pay.in720
  %1469 = getelementptr i8, ptr %1453, i64 4, !dbg !92
  %1470 = load i8, ptr %1469, align 1, !dbg !92
  %1471 = icmp eq i8 %1470, 1, !dbg !92
  br i1 %1471, label %pay.same722, label %find.next718, !dbg !92

pay.same722:                                      ; preds = %pay.same721
  br label %find.found, !dbg !92

find.next723:                                     ; preds = %pay.same726, %pay.in725
  %1472 = add i64 %9, 138, !dbg !92
  %pay729 = getelementptr i8, ptr %data, i64 %1472, !dbg !92
  %1473 = call ptr @llvm.bpf.passthrough.p0.p0(i32 145, ptr %pay729), !dbg !92
  %1474 = getelementptr i8, ptr %1473, i64 5, !dbg !92
  %1475 = icmp ule ptr %1474, %data_end, !dbg !92
  br i1 %1475, label %pay.in730, label %pay.done38, !dbg !92

pay.in725:                                        ; preds = %find.next718
  %1476 = getelementptr i8, ptr %1463, i64 0, !dbg !92
  %1477 = load i32, ptr %1476, align 4, !dbg !92
  %1478 = icmp eq i32 %1477, 16711680, !dbg !92
  br i1 %1478, label %pay.same726, label %find.next723, !dbg !92

pay.same726:                                      ; preds = %pay.in725
  %1479 = getelementptr i8, ptr %1463, i64 4, !dbg !92
  %1480 = load i8, ptr %1479, align 1, !dbg !92
  %1481 = icmp eq i8 %1480, 1, !dbg !92
  br i1 %1481, label %pay.same727, label %find.next723, !dbg !92

pay.same727:                                      ; preds = %pay.same726
  br label %find.found, !dbg !92

find.next728:                                     ; preds = %pay.same731, %pay.in730
  %1482 = add i64 %9, 139, !dbg !92
  %pay734 = getelementptr i8, ptr %data, i64 %1482, !dbg !92
  %1483 = call ptr @llvm.bpf.passthrough.p0.p0(i32 146, ptr %pay734), !dbg !92
  %1484 = getelementptr i8, ptr %1483, i64 5, !dbg !92
  %1485 = icmp ule ptr %1484, %data_end, !dbg !92
  br i1 %1485, label %pay.in735, label %pay.done38, !dbg !92

pay.in730:                                        ; preds = %find.next723
  %1486 = getelementptr i8, ptr %1473, i64 0, !dbg !92
  %1487 = load i32, ptr %1486, align 4, !dbg !92
  %1488 = icmp eq i32 %1487, 16711680, !dbg !92
  br i1 %1488, label %pay.same731, label %find.next728, !dbg !92

pay.same731:                                      ; preds = %pay.in730
  %1489 = getelementptr i8, ptr %1473, i64 4, !dbg !92
  %1490 = load i8, ptr %1489, align 1, !dbg !92
  %1491 = icmp eq i8 %1490, 1, !dbg !92
  br i1 %1491, label %pay.same732, label %find.next728, !dbg !92

pay.same732:                                      ; preds = %pay.same731
  br label %find.found, !dbg !92

find.next733:                                     ; preds = %pay.same736, %pay.in735
  %1492 = add i64 %9, 140, !dbg !92
  %pay739 = getelementptr i8, ptr %data, i64 %1492, !dbg !92
  %1493 = call ptr @llvm.bpf.passthrough.p0.p0(i32 147, ptr %pay739), !dbg !92
  %1494 = getelementptr i8, ptr %1493, i64 5, !dbg !92
  %1495 = icmp ule ptr %1494, %data_end, !dbg !92
  br i1 %1495, label %pay.in740, label %pay.done38, !dbg !92

pay.in735:                                        ; preds = %find.next728
  %1496 = getelementptr i8, ptr %1483, i64 0, !dbg !92
  %1497 = load i32, ptr %1496, align 4, !dbg !92
  %1498 = icmp eq i32 %1497, 16711680, !dbg !92
  br i1 %1498, label %pay.same736, label %find.next733, !dbg !92

pay.same736:                                      ; preds = %pay.in735
  %1499 = getelementptr i8, ptr %1483, i64 4, !dbg !92
  %1500 = load i8, ptr %1499, align 1, !dbg !92
  %1501 = icmp eq i8 %1500, 1, !dbg !92
  br i1 %1501, label %pay.same737, label %find.next733, !dbg !92

pay.same737:                                      ; preds = %pay.same736
  br label %find.found, !dbg !92

find.next738:                                     ; preds = %pay.same741, %pay.in740
  %1502 = add i64 %9, 141, !dbg !92
  %pay744 = getelementptr i8, ptr %data, i64 %1502, !dbg !92
  %1503 = call ptr @llvm.bpf.passthrough.p0.p0(i32 148, ptr %pay744), !dbg !92
  %1504 = getelementptr i8, ptr %1503, i64 5, !dbg !92
  %1505 = icmp ule ptr %1504, %data_end, !dbg !92
  br i1 %1505, label %pay.in745, label %pay.done38, !dbg !92

pay.in740:                                        ; preds = %find.next733
  %1506 = getelementptr i8, ptr %1493, i64 0, !dbg !92
  %1507 = load i32, ptr %1506, align 4, !dbg !92
  %1508 = icmp eq i32 %1507, 16711680, !dbg !92
  br i1 %1508, label %pay.same741, label %find.next738, !dbg !92

pay.same741:                                      ; preds = %pay.in740
  %1509 = getelementptr i8, ptr %1493, i64 4, !dbg !92
  %1510 = load i8, ptr %1509, align 1, !dbg !92
  %1511 = icmp eq i8 %1510, 1, !dbg !92
  br i1 %1511, label %pay.same742, label %find.next738, !dbg !92

pay.same742:                                      ; preds = %pay.same741
  br label %find.found, !dbg !92

find.next743:                                     ; preds = %pay.same746, %pay.in745
  %1512 = add i64 %9, 142, !dbg !92
  %pay749 = getelementptr i8, ptr %data, i64 %1512, !dbg !92
  %1513 = call ptr @llvm.bpf.passthrough.p0.p0(i32 149, ptr %pay749), !dbg !92
  %1514 = getelementptr i8, ptr %1513, i64 5, !dbg !92
  %1515 = icmp ule ptr %1514, %data_end, !dbg !92
  br i1 %1515, label %pay.in750, label %pay.done38, !dbg !92

pay.in745:                                        ; preds = %find.next738
  %1516 = getelementptr i8, ptr %1503, i64 0, !dbg !92
  %1517 = load i32, ptr %1516, align 4, !dbg !92
  %1518 = icmp eq i32 %1517, 16711680, !dbg !92
  br i1 %1518, label %pay.same746, label %find.next743, !dbg !92

pay.same746:                                      ; preds = %pay.in745
  %1519 = getelementptr i8, ptr %1503, i64 4, !dbg !92
  %1520 = load i8, ptr %1519, align 1, !dbg !92
  %1521 = icmp eq i8 %1520, 1, !dbg !92
  br i1 %1521, label %pay.same747, label %find.next743, !dbg !92

pay.same747:                                      ; preds = %pay.same746
  br label %find.found, !dbg !92

find.next748:                                     ; preds = %pay.same751, %pay.in750
  %1522 = add i64 %9, 143, !dbg !92
  %pay754 = getelementptr i8, ptr %data, i64 %1522, !dbg !92
  %1523 = call ptr @llvm.bpf.passthrough.p0.p0(i32 150, ptr %pay754), !dbg !92
  %1524 = getelementptr i8, ptr %1523, i64 5, !dbg !92
  %1525 = icmp ule ptr %1524, %data_end, !dbg !92
  br i1 %1525, label %pay.in755, label %pay.done38, !dbg !92

pay.in750:                                        ; preds = %find.next743
  %1526 = getelementptr i8, ptr %1513, i64 0, !dbg !92
  %1527 = load i32, ptr %1526, align 4, !dbg !92
  %1528 = icmp eq i32 %1527, 16711680, !dbg !92
  br i1 %1528, label %pay.same751, label %find.next748, !dbg !92

pay.same751:                                      ; preds = %pay.in750
  %1529 = getelementptr i8, ptr %1513, i64 4, !dbg !92
  %1530 = load i8, ptr %1529, align 1, !dbg !92
  %1531 = icmp eq i8 %1530, 1, !dbg !92
  br i1 %1531, label %pay.same752, label %find.next748, !dbg !92

pay.same752:                                      ; preds = %pay.same751
  br label %find.found, !dbg !92

find.next753:                                     ; preds = %pay.same756, %pay.in755
  %1532 = add i64 %9, 144, !dbg !92
  %pay759 = getelementptr i8, ptr %data, i64 %1532, !dbg !92
  %1533 = call ptr @llvm.bpf.passthrough.p0.p0(i32 151, ptr %pay759), !dbg !92
  %1534 = getelementptr i8, ptr %1533, i64 5, !dbg !92
  %1535 = icmp ule ptr %1534, %data_end, !dbg !92
  br i1 %1535, label %pay.in760, label %pay.done38, !dbg !92

pay.in755:                                        ; preds = %find.next748
  %1536 = getelementptr i8, ptr %1523, i64 0, !dbg !92
  %1537 = load i32, ptr %1536, align 4, !dbg !92
  %1538 = icmp eq i32 %1537, 16711680, !dbg !92
  br i1 %1538, label %pay.same756, label %find.next753, !dbg !92

pay.same756:                                      ; preds = %pay.in755
  %1539 = getelementptr i8, ptr %1523, i64 4, !dbg !92
  %1540 = load i8, ptr %1539, align 1, !dbg !92
  %1541 = icmp eq i8 %1540, 1, !dbg !92
  br i1 %1541, label %pay.same757, label %find.next753, !dbg !92

pay.same757:                                      ; preds = %pay.same756
  br label %find.found, !dbg !92

find.next758:                                     ; preds = %pay.same761, %pay.in760
  %1542 = add i64 %9, 145, !dbg !92
  %pay764 = getelementptr i8, ptr %data, i64 %1542, !dbg !92
  %1543 = call ptr @llvm.bpf.passthrough.p0.p0(i32 152, ptr %pay764), !dbg !92
  %1544 = getelementptr i8, ptr %1543, i64 5, !dbg !92
  %1545 = icmp ule ptr %1544, %data_end, !dbg !92
  br i1 %1545, label %pay.in765, label %pay.done38, !dbg !92

pay.in760:                                        ; preds = %find.next753
  %1546 = getelementptr i8, ptr %1533, i64 0, !dbg !92
  %1547 = load i32, ptr %1546, align 4, !dbg !92
  %1548 = icmp eq i32 %1547, 16711680, !dbg !92
  br i1 %1548, label %pay.same761, label %find.next758, !dbg !92

pay.same761:                                      ; preds = %pay.in760
  %1549 = getelementptr i8, ptr %1533, i64 4, !dbg !92
  %1550 = load i8, ptr %1549, align 1, !dbg !92
  %1551 = icmp eq i8 %1550, 1, !dbg !92
  br i1 %1551, label %pay.same762, label %find.next758, !dbg !92

pay.same762:                                      ; preds = %pay.same761
  br label %find.found, !dbg !92

find.next763:                                     ; preds = %pay.same766, %pay.in765
  %1552 = add i64 %9, 146, !dbg !92
  %pay769 = getelementptr i8, ptr %data, i64 %1552, !dbg !92
  %1553 = call ptr @llvm.bpf.passthrough.p0.p0(i32 153, ptr %pay769), !dbg !92
  %1554 = getelementptr i8, ptr %1553, i64 5, !dbg !92
  %1555 = icmp ule ptr %1554, %data_end, !dbg !92
  br i1 %1555, label %pay.in770, label %pay.done38, !dbg !92

pay.in765:                                        ; preds = %find.next758
  %1556 = getelementptr i8, ptr %1543, i64 0, !dbg !92
  %1557 = load i32, ptr %1556, align 4, !dbg !92
  %1558 = icmp eq i32 %1557, 16711680, !dbg !92
  br i1 %1558, label %pay.same766, label %find.next763, !dbg !92

pay.same766:                                      ; preds = %pay.in765
  %1559 = getelementptr i8, ptr %1543, i64 4, !dbg !92
  %1560 = load i8, ptr %1559, align 1, !dbg !92
  %1561 = icmp eq i8 %1560, 1, !dbg !92
  br i1 %1561, label %pay.same767, label %find.next763, !dbg !92

pay.same767:                                      ; preds = %pay.same766
  br label %find.found, !dbg !92

find.next768:                                     ; preds = %pay.same771, %pay.in770
  %1562 = add i64 %9, 147, !dbg !92
  %pay774 = getelementptr i8, ptr %data, i64 %1562, !dbg !92
  %1563 = call ptr @llvm.bpf.passthrough.p0.p0(i32 154, ptr %pay774), !dbg !92
  %1564 = getelementptr i8, ptr %1563, i64 5, !dbg !92
  %1565 = icmp ule ptr %1564, %data_end, !dbg !92
  br i1 %1565, label %pay.in775, label %pay.done38, !dbg !92

pay.in770:                                        ; preds = %find.next763
  %1566 = getelementptr i8, ptr %1553, i64 0, !dbg !92
  %1567 = load i32, ptr %1566, align 4, !dbg !92
  %1568 = icmp eq i32 %1567, 16711680, !dbg !92
  br i1 %1568, label %pay.same771, label %find.next768, !dbg !92

pay.same771:                                      ; preds = %pay.in770
  %1569 = getelementptr i8, ptr %1553, i64 4, !dbg !92
  %1570 = load i8, ptr %1569, align 1, !dbg !92
  %1571 = icmp eq i8 %1570, 1, !dbg !92
  br i1 %1571, label %pay.same772, label %find.next768, !dbg !92

pay.same772:                                      ; preds = %pay.same771
  br label %find.found, !dbg !92

find.next773:                                     ; preds = %pay.same776, %pay.in775
  %1572 = add i64 %9, 148, !dbg !92
  %pay779 = getelementptr i8, ptr %data, i64 %1572, !dbg !92
  %1573 = call ptr @llvm.bpf.passthrough.p0.p0(i32 155, ptr %pay779), !dbg !92
  %1574 = getelementptr i8, ptr %1573, i64 5, !dbg !92
  %1575 = icmp ule ptr %1574, %data_end, !dbg !92
  br i1 %1575, label %pay.in780, label %pay.done38, !dbg !92

pay.in775:                                        ; preds = %find.next768
  %1576 = getelementptr i8, ptr %1563, i64 0, !dbg !92
  %1577 = load i32, ptr %1576, align 4, !dbg !92
  %1578 = icmp eq i32 %1577, 16711680, !dbg !92
  br i1 %1578, label %pay.same776, label %find.next773, !dbg !92

pay.same776:                                      ; preds = %pay.in775
  %1579 = getelementptr i8, ptr %1563, i64 4, !dbg !92
  %1580 = load i8, ptr %1579, align 1, !dbg !92
  %1581 = icmp eq i8 %1580, 1, !dbg !92
  br i1 %1581, label %pay.same777, label %find.next773, !dbg !92

pay.same777:                                      ; preds = %pay.same776
  br label %find.found, !dbg !92

find.next778:                                     ; preds = %pay.same781, %pay.in780
  %1582 = add i64 %9, 149, !dbg !92
  %pay784 = getelementptr i8, ptr %data, i64 %1582, !dbg !92
  %1583 = call ptr @llvm.bpf.passthrough.p0.p0(i32 156, ptr %pay784), !dbg !92
  %1584 = getelementptr i8, ptr %1583, i64 5, !dbg !92
  %1585 = icmp ule ptr %1584, %data_end, !dbg !92
  br i1 %1585, label %pay.in785, label %pay.done38, !dbg !92

pay.in780:                                        ; preds = %find.next773
  %1586 = getelementptr i8, ptr %1573, i64 0, !dbg !92
  %1587 = load i32, ptr %1586, align 4, !dbg !92
  %1588 = icmp eq i32 %1587, 16711680, !dbg !92
  br i1 %1588, label %pay.same781, label %find.next778, !dbg !92

pay.same781:                                      ; preds = %pay.in780
  %1589 = getelementptr i8, ptr %1573, i64 4, !dbg !92
  %1590 = load i8, ptr %1589, align 1, !dbg !92
  %1591 = icmp eq i8 %1590, 1, !dbg !92
  br i1 %1591, label %pay.same782, label %find.next778, !dbg !92

pay.same782:                                      ; preds = %pay.same781
  br label %find.found, !dbg !92

find.next783:                                     ; preds = %pay.same786, %pay.in785
  %1592 = add i64 %9, 150, !dbg !92
  %pay789 = getelementptr i8, ptr %data, i64 %1592, !dbg !92
  %1593 = call ptr @llvm.bpf.passthrough.p0.p0(i32 157, ptr %pay789), !dbg !92
  %1594 = getelementptr i8, ptr %1593, i64 5, !dbg !92
  %1595 = icmp ule ptr %1594, %data_end, !dbg !92
  br i1 %1595, label %pay.in790, label %pay.done38, !dbg !92

pay.in785:                                        ; preds = %find.next778
  %1596 = getelementptr i8, ptr %1583, i64 0, !dbg !92
  %1597 = load i32, ptr %1596, align 4, !dbg !92
  %1598 = icmp eq i32 %1597, 16711680, !dbg !92
  br i1 %1598, label %pay.same786, label %find.next783, !dbg !92

pay.same786:                                      ; preds = %pay.in785
  %1599 = getelementptr i8, ptr %1583, i64 4, !dbg !92
  %1600 = load i8, ptr %1599, align 1, !dbg !92
  %1601 = icmp eq i8 %1600, 1, !dbg !92
  br i1 %1601, label %pay.same787, label %find.next783, !dbg !92

pay.same787:                                      ; preds = %pay.same786
  br label %find.found, !dbg !92

find.next788:                                     ; preds = %pay.same791, %pay.in790
  %1602 = add i64 %9, 151, !dbg !92
  %pay794 = getelementptr i8, ptr %data, i64 %1602, !dbg !92
  %1603 = call ptr @llvm.bpf.passthrough.p0.p0(i32 158, ptr %pay794), !dbg !92
  %1604 = getelementptr i8, ptr %1603, i64 5, !dbg !92
  %1605 = icmp ule ptr %1604, %data_end, !dbg !92
  br i1 %1605, label %pay.in795, label %pay.done38, !dbg !92

pay.in790:                                        ; preds = %find.next783
  %1606 = getelementptr i8, ptr %1593, i64 0, !dbg !92
  %1607 = load i32, ptr %1606, align 4, !dbg !92
  %1608 = icmp eq i32 %1607, 16711680, !dbg !92
  br i1 %1608, label %pay.same791, label %find.next788, !dbg !92

pay.same791:                                      ; preds = %pay.in790
  %1609 = getelementptr i8, ptr %1593, i64 4, !dbg !92
  %1610 = load i8, ptr %1609, align 1, !dbg !92
  %1611 = icmp eq i8 %1610, 1, !dbg !92
  br i1 %1611, label %pay.same792, label %find.next788, !dbg !92

pay.same792:                                      ; preds = %pay.same791
  br label %find.found, !dbg !92

find.next793:                                     ; preds = %pay.same796, %pay.in795
  %1612 = add i64 %9, 152, !dbg !92
  %pay799 = getelementptr i8, ptr %data, i64 %1612, !dbg !92
  %1613 = call ptr @llvm.bpf.passthrough.p0.p0(i32 159, ptr %pay799), !dbg !92
  %1614 = getelementptr i8, ptr %1613, i64 5, !dbg !92
  %1615 = icmp ule ptr %1614, %data_end, !dbg !92
  br i1 %1615, label %pay.in800, label %pay.done38, !dbg !92

pay.in795:                                        ; preds = %find.next788
  %1616 = getelementptr i8, ptr %1603, i64 0, !dbg !92
  %1617 = load i32, ptr %1616, align 4, !dbg !92
  %1618 = icmp eq i32 %1617, 16711680, !dbg !92
  br i1 %1618, label %pay.same796, label %find.next793, !dbg !92

pay.same796:                                      ; preds = %pay.in795
  %1619 = getelementptr i8, ptr %1603, i64 4, !dbg !92
  %1620 = load i8, ptr %1619, align 1, !dbg !92
  %1621 = icmp eq i8 %1620, 1, !dbg !92
  br i1 %1621, label %pay.same797, label %find.next793, !dbg !92

pay.same797:                                      ; preds = %pay.same796
  br label %find.found, !dbg !92

find.next798:                                     ; preds = %pay.same801, %pay.in800
  %1622 = add i64 %9, 153, !dbg !92
  %pay804 = getelementptr i8, ptr %data, i64 %1622, !dbg !92
  %1623 = call ptr @llvm.bpf.passthrough.p0.p0(i32 160, ptr %pay804), !dbg !92
  %1624 = getelementptr i8, ptr %1623, i64 5, !dbg !92
  %1625 = icmp ule ptr %1624, %data_end, !dbg !92
  br i1 %1625, label %pay.in805, label %pay.done38, !dbg !92

pay.in800:                                        ; preds = %find.next793
  %1626 = getelementptr i8, ptr %1613, i64 0, !dbg !92
  %1627 = load i32, ptr %1626, align 4, !dbg !92
  %1628 = icmp eq i32 %1627, 16711680, !dbg !92
  br i1 %1628, label %pay.same801, label %find.next798, !dbg !92

pay.same801:                                      ; preds = %pay.in800
  %1629 = getelementptr i8, ptr %1613, i64 4, !dbg !92
  %1630 = load i8, ptr %1629, align 1, !dbg !92
  %1631 = icmp eq i8 %1630, 1, !dbg !92
  br i1 %1631, label %pay.same802, label %find.next798, !dbg !92

pay.same802:                                      ; preds = %pay.same801
  br label %find.found, !dbg !92

find.next803:                                     ; preds = %pay.same806, %pay.in805
  %1632 = add i64 %9, 154, !dbg !92
  %pay809 = getelementptr i8, ptr %data, i64 %1632, !dbg !92
  %1633 = call ptr @llvm.bpf.passthrough.p0.p0(i32 161, ptr %pay809), !dbg !92
  %1634 = getelementptr i8, ptr %1633, i64 5, !dbg !92
  %1635 = icmp ule ptr %1634, %data_end, !dbg !92
  br i1 %1635, label %pay.in810, label %pay.done38, !dbg !92

pay.in805:                                        ; preds = %find.next798
  %1636 = getelementptr i8, ptr %1623, i64 0, !dbg !92
  %1637 = load i32, ptr %1636, align 4, !dbg !92
  %1638 = icmp eq i32 %1637, 16711680, !dbg !92
  br i1 %1638, label %pay.same806, label %find.next803, !dbg !92

pay.same806:                                      ; preds = %pay.in805
  %1639 = getelementptr i8, ptr %1623, i64 4, !dbg !92
  %1640 = load i8, ptr %1639, align 1, !dbg !92
  %1641 = icmp eq i8 %1640, 1, !dbg !92
  br i1 %1641, label %pay.same807, label %find.next803, !dbg !92

pay.same807:                                      ; preds = %pay.same806
  br label %find.found, !dbg !92

find.next808:                                     ; preds = %pay.same811, %pay.in810
  %1642 = add i64 %9, 155, !dbg !92
  %pay814 = getelementptr i8, ptr %data, i64 %1642, !dbg !92
  %1643 = call ptr @llvm.bpf.passthrough.p0.p0(i32 162, ptr %pay814), !dbg !92
  %1644 = getelementptr i8, ptr %1643, i64 5, !dbg !92
  %1645 = icmp ule ptr %1644, %data_end, !dbg !92
  br i1 %1645, label %pay.in815, label %pay.done38, !dbg !92

pay.in810:                                        ; preds = %find.next803
  %1646 = getelementptr i8, ptr %1633, i64 0, !dbg !92
  %1647 = load i32, ptr %1646, align 4, !dbg !92
  %1648 = icmp eq i32 %1647, 16711680, !dbg !92
  br i1 %1648, label %pay.same811, label %find.next808, !dbg !92

pay.same811:                                      ; preds = %pay.in810
  %1649 = getelementptr i8, ptr %1633, i64 4, !dbg !92
  %1650 = load i8, ptr %1649, align 1, !dbg !92
  %1651 = icmp eq i8 %1650, 1, !dbg !92
  br i1 %1651, label %pay.same812, label %find.next808, !dbg !92

pay.same812:                                      ; preds = %pay.same811
  br label %find.found, !dbg !92

find.next813:                                     ; preds = %pay.same816, %pay.in815
  %1652 = add i64 %9, 156, !dbg !92
  %pay819 = getelementptr i8, ptr %data, i64 %1652, !dbg !92
  %1653 = call ptr @llvm.bpf.passthrough.p0.p0(i32 163, ptr %pay819), !dbg !92
  %1654 = getelementptr i8, ptr %1653, i64 5, !dbg !92
  %1655 = icmp ule ptr %1654, %data_end, !dbg !92
  br i1 %1655, label %pay.in820, label %pay.done38, !dbg !92

pay.in815:                                        ; preds = %find.next808
  %1656 = getelementptr i8, ptr %1643, i64 0, !dbg !92
  %1657 = load i32, ptr %1656, align 4, !dbg !92
  %1658 = icmp eq i32 %1657, 16711680, !dbg !92
  br i1 %1658, label %pay.same816, label %find.next813, !dbg !92

pay.same816:                                      ; preds = %pay.in815
  %1659 = getelementptr i8, ptr %1643, i64 4, !dbg !92
  %1660 = load i8, ptr %1659, align 1, !dbg !92
  %1661 = icmp eq i8 %1660, 1, !dbg !92
  br i1 %1661, label %pay.same817, label %find.next813, !dbg !92

pay.same817:                                      ; preds = %pay.same816
  br label %find.found, !dbg !92

find.next818:                                     ; preds = %pay.same821, %pay.in820
  %1662 = add i64 %9, 157, !dbg !92
  %pay824 = getelementptr i8, ptr %data, i64 %1662, !dbg !92
  %1663 = call ptr @llvm.bpf.passthrough.p0.p0(i32 164, ptr %pay824), !dbg !92
  %1664 = getelementptr i8, ptr %1663, i64 5, !dbg !92
  %1665 = icmp ule ptr %1664, %data_end, !dbg !92
  br i1 %1665, label %pay.in825, label %pay.done38, !dbg !92

pay.in820:                                        ; preds = %find.next813
  %1666 = getelementptr i8, ptr %1653, i64 0, !dbg !92
  %1667 = load i32, ptr %1666, align 4, !dbg !92
  %1668 = icmp eq i32 %1667, 16711680, !dbg !92
  br i1 %1668, label %pay.same821, label %find.next818, !dbg !92

pay.same821:                                      ; preds = %pay.in820
  %1669 = getelementptr i8, ptr %1653, i64 4, !dbg !92
  %1670 = load i8, ptr %1669, align 1, !dbg !92
  %1671 = icmp eq i8 %1670, 1, !dbg !92
  br i1 %1671, label %pay.same822, label %find.next818, !dbg !92

pay.same822:                                      ; preds = %pay.same821
  br label %find.found, !dbg !92

find.next823:                                     ; preds = %pay.same826, %pay.in825
  %1672 = add i64 %9, 158, !dbg !92
  %pay829 = getelementptr i8, ptr %data, i64 %1672, !dbg !92
  %1673 = call ptr @llvm.bpf.passthrough.p0.p0(i32 165, ptr %pay829), !dbg !92
  %1674 = getelementptr i8, ptr %1673, i64 5, !dbg !92
  %1675 = icmp ule ptr %1674, %data_end, !dbg !92
  br i1 %1675, label %pay.in830, label %pay.done38, !dbg !92

pay.in825:                                        ; preds = %find.next818
  %1676 = getelementptr i8, ptr %1663, i64 0, !dbg !92
  %1677 = load i32, ptr %1676, align 4, !dbg !92
  %1678 = icmp eq i32 %1677, 16711680, !dbg !92
  br i1 %1678, label %pay.same826, label %find.next823, !dbg !92

pay.same826:                                      ; preds = %pay.in825
  %1679 = getelementptr i8, ptr %1663, i64 4, !dbg !92
  %1680 = load i8, ptr %1679, align 1, !dbg !92
  %1681 = icmp eq i8 %1680, 1, !dbg !92
  br i1 %1681, label %pay.same827, label %find.next823, !dbg !92

pay.same827:                                      ; preds = %pay.same826
  br label %find.found, !dbg !92

find.next828:                                     ; preds = %pay.same831, %pay.in830
  %1682 = add i64 %9, 159, !dbg !92
  %pay834 = getelementptr i8, ptr %data, i64 %1682, !dbg !92
  %1683 = call ptr @llvm.bpf.passthrough.p0.p0(i32 166, ptr %pay834), !dbg !92
  %1684 = getelementptr i8, ptr %1683, i64 5, !dbg !92
  %1685 = icmp ule ptr %1684, %data_end, !dbg !92
  br i1 %1685, label %pay.in835, label %pay.done38, !dbg !92

pay.in830:                                        ; preds = %find.next823
  %1686 = getelementptr i8, ptr %1673, i64 0, !dbg !92
  %1687 = load i32, ptr %1686, align 4, !dbg !92
  %1688 = icmp eq i32 %1687, 16711680, !dbg !92
  br i1 %1688, label %pay.same831, label %find.next828, !dbg !92

pay.same831:                                      ; preds = %pay.in830
  %1689 = getelementptr i8, ptr %1673, i64 4, !dbg !92
  %1690 = load i8, ptr %1689, align 1, !dbg !92
  %1691 = icmp eq i8 %1690, 1, !dbg !92
  br i1 %1691, label %pay.same832, label %find.next828, !dbg !92

pay.same832:                                      ; preds = %pay.same831
  br label %find.found, !dbg !92

find.next833:                                     ; preds = %pay.same836, %pay.in835
  %1692 = add i64 %9, 160, !dbg !92
  %pay839 = getelementptr i8, ptr %data, i64 %1692, !dbg !92
  %1693 = call ptr @llvm.bpf.passthrough.p0.p0(i32 167, ptr %pay839), !dbg !92
  %1694 = getelementptr i8, ptr %1693, i64 5, !dbg !92
  %1695 = icmp ule ptr %1694, %data_end, !dbg !92
  br i1 %1695, label %pay.in840, label %pay.done38, !dbg !92

pay.in835:                                        ; preds = %find.next828
  %1696 = getelementptr i8, ptr %1683, i64 0, !dbg !92
  %1697 = load i32, ptr %1696, align 4, !dbg !92
  %1698 = icmp eq i32 %1697, 16711680, !dbg !92
  br i1 %1698, label %pay.same836, label %find.next833, !dbg !92

pay.same836:                                      ; preds = %pay.in835
  %1699 = getelementptr i8, ptr %1683, i64 4, !dbg !92
  %1700 = load i8, ptr %1699, align 1, !dbg !92
  %1701 = icmp eq i8 %1700, 1, !dbg !92
  br i1 %1701, label %pay.same837, label %find.next833, !dbg !92

pay.same837:                                      ; preds = %pay.same836
  br label %find.found, !dbg !92

find.next838:                                     ; preds = %pay.same841, %pay.in840
  %1702 = add i64 %9, 161, !dbg !92
  %pay844 = getelementptr i8, ptr %data, i64 %1702, !dbg !92
  %1703 = call ptr @llvm.bpf.passthrough.p0.p0(i32 168, ptr %pay844), !dbg !92
  %1704 = getelementptr i8, ptr %1703, i64 5, !dbg !92
  %1705 = icmp ule ptr %1704, %data_end, !dbg !92
  br i1 %1705, label %pay.in845, label %pay.done38, !dbg !92

pay.in840:                                        ; preds = %find.next833
  %1706 = getelementptr i8, ptr %1693, i64 0, !dbg !92
  %1707 = load i32, ptr %1706, align 4, !dbg !92
  %1708 = icmp eq i32 %1707, 16711680, !dbg !92
  br i1 %1708, label %pay.same841, label %find.next838, !dbg !92

pay.same841:                                      ; preds = %pay.in840
  %1709 = getelementptr i8, ptr %1693, i64 4, !dbg !92
  %1710 = load i8, ptr %1709, align 1, !dbg !92
  %1711 = icmp eq i8 %1710, 1, !dbg !92
  br i1 %1711, label %pay.same842, label %find.next838, !dbg !92

pay.same842:                                      ; preds = %pay.same841
  br label %find.found, !dbg !92

find.next843:                                     ; preds = %pay.same846, %pay.in845
  %1712 = add i64 %9, 162, !dbg !92
  %pay849 = getelementptr i8, ptr %data, i64 %1712, !dbg !92
  %1713 = call ptr @llvm.bpf.passthrough.p0.p0(i32 169, ptr %pay849), !dbg !92
  %1714 = getelementptr i8, ptr %1713, i64 5, !dbg !92
  %1715 = icmp ule ptr %1714, %data_end, !dbg !92
  br i1 %1715, label %pay.in850, label %pay.done38, !dbg !92

pay.in845:                                        ; preds = %find.next838
  %1716 = getelementptr i8, ptr %1703, i64 0, !dbg !92
  %1717 = load i32, ptr %1716, align 4, !dbg !92
  %1718 = icmp eq i32 %1717, 16711680, !dbg !92
  br i1 %1718, label %pay.same846, label %find.next843, !dbg !92

pay.same846:                                      ; preds = %pay.in845
  %1719 = getelementptr i8, ptr %1703, i64 4, !dbg !92
  %1720 = load i8, ptr %1719, align 1, !dbg !92
  %1721 = icmp eq i8 %1720, 1, !dbg !92
  br i1 %1721, label %pay.same847, label %find.next843, !dbg !92

pay.same847:                                      ; preds = %pay.same846
  br label %find.found, !dbg !92

find.next848:                                     ; preds = %pay.same851, %pay.in850
  %1722 = add i64 %9, 163, !dbg !92
  %pay854 = getelementptr i8, ptr %data, i64 %1722, !dbg !92
  %1723 = call ptr @llvm.bpf.passthrough.p0.p0(i32 170, ptr %pay854), !dbg !92
  %1724 = getelementptr i8, ptr %1723, i64 5, !dbg !92
  %1725 = icmp ule ptr %1724, %data_end, !dbg !92
  br i1 %1725, label %pay.in855, label %pay.done38, !dbg !92

pay.in850:                                        ; preds = %find.next843
  %1726 = getelementptr i8, ptr %1713, i64 0, !dbg !92
  %1727 = load i32, ptr %1726, align 4, !dbg !92
  %1728 = icmp eq i32 %1727, 16711680, !dbg !92
  br i1 %1728, label %pay.same851, label %find.next848, !dbg !92

pay.same851:                                      ; preds = %pay.in850
  %1729 = getelementptr i8, ptr %1713, i64 4, !dbg !92
  %1730 = load i8, ptr %1729, align 1, !dbg !92
  %1731 = icmp eq i8 %1730, 1, !dbg !92
  br i1 %1731, label %pay.same852, label %find.next848, !dbg !92

pay.same852:                                      ; preds = %pay.same851
  br label %find.found, !dbg !92

find.next853:                                     ; preds = %pay.same856, %pay.in855
  %1732 = add i64 %9, 164, !dbg !92
  %pay859 = getelementptr i8, ptr %data, i64 %1732, !dbg !92
  %1733 = call ptr @llvm.bpf.passthrough.p0.p0(i32 171, ptr %pay859), !dbg !92
  %1734 = getelementptr i8, ptr %1733, i64 5, !dbg !92
  %1735 = icmp ule ptr %1734, %data_end, !dbg !92
  br i1 %1735, label %pay.in860, label %pay.done38, !dbg !92

pay.in855:                                        ; preds = %find.next848
  %1736 = getelementptr i8, ptr %1723, i64 0, !dbg !92
  %1737 = load i32, ptr %1736, align 4, !dbg !92
  %1738 = icmp eq i32 %1737, 16711680, !dbg !92
  br i1 %1738, label %pay.same856, label %find.next853, !dbg !92

pay.same856:                                      ; preds = %pay.in855
  %1739 = getelementptr i8, ptr %1723, i64 4, !dbg !92
  %1740 = load i8, ptr %1739, align 1, !dbg !92
  %1741 = icmp eq i8 %1740, 1, !dbg !92
  br i1 %1741, label %pay.same857, label %find.next853, !dbg !92

pay.same857:                                      ; preds = %pay.same856
  br label %find.found, !dbg !92

find.next858:                                     ; preds = %pay.same861, %pay.in860
  %1742 = add i64 %9, 165, !dbg !92
  %pay864 = getelementptr i8, ptr %data, i64 %1742, !dbg !92
  %1743 = call ptr @llvm.bpf.passthrough.p0.p0(i32 172, ptr %pay864), !dbg !92
  %1744 = getelementptr i8, ptr %1743, i64 5, !dbg !92
  %1745 = icmp ule ptr %1744, %data_end, !dbg !92
  br i1 %1745, label %pay.in865, label %pay.done38, !dbg !92

pay.in860:                                        ; preds = %find.next853
  %1746 = getelementptr i8, ptr %1733, i64 0, !dbg !92
  %1747 = load i32, ptr %1746, align 4, !dbg !92
  %1748 = icmp eq i32 %1747, 16711680, !dbg !92
  br i1 %1748, label %pay.same861, label %find.next858, !dbg !92

pay.same861:                                      ; preds = %pay.in860
  %1749 = getelementptr i8, ptr %1733, i64 4, !dbg !92
  %1750 = load i8, ptr %1749, align 1, !dbg !92
  %1751 = icmp eq i8 %1750, 1, !dbg !92
  br i1 %1751, label %pay.same862, label %find.next858, !dbg !92

pay.same862:                                      ; preds = %pay.same861
  br label %find.found, !dbg !92

find.next863:                                     ; preds = %pay.same866, %pay.in865
  %1752 = add i64 %9, 166, !dbg !92
  %pay869 = getelementptr i8, ptr %data, i64 %1752, !dbg !92
  %1753 = call ptr @llvm.bpf.passthrough.p0.p0(i32 173, ptr %pay869), !dbg !92
  %1754 = getelementptr i8, ptr %1753, i64 5, !dbg !92
  %1755 = icmp ule ptr %1754, %data_end, !dbg !92
  br i1 %1755, label %pay.in870, label %pay.done38, !dbg !92

pay.in865:                                        ; preds = %find.next858
  %1756 = getelementptr i8, ptr %1743, i64 0, !dbg !92
  %1757 = load i32, ptr %1756, align 4, !dbg !92
  %1758 = icmp eq i32 %1757, 16711680, !dbg !92
  br i1 %1758, label %pay.same866, label %find.next863, !dbg !92

pay.same866:                                      ; preds = %pay.in865
  %1759 = getelementptr i8, ptr %1743, i64 4, !dbg !92
  %1760 = load i8, ptr %1759, align 1, !dbg !92
  %1761 = icmp eq i8 %1760, 1, !dbg !92
  br i1 %1761, label %pay.same867, label %find.next863, !dbg !92

pay.same867:                                      ; preds = %pay.same866
  br label %find.found, !dbg !92

find.next868:                                     ; preds = %pay.same871, %pay.in870
  %1762 = add i64 %9, 167, !dbg !92
  %pay874 = getelementptr i8, ptr %data, i64 %1762, !dbg !92
  %1763 = call ptr @llvm.bpf.passthrough.p0.p0(i32 174, ptr %pay874), !dbg !92
  %1764 = getelementptr i8, ptr %1763, i64 5, !dbg !92
  %1765 = icmp ule ptr %1764, %data_end, !dbg !92
  br i1 %1765, label %pay.in875, label %pay.done38, !dbg !92

pay.in870:                                        ; preds = %find.next863
  %1766 = getelementptr i8, ptr %1753, i64 0, !dbg !92
  %1767 = load i32, ptr %1766, align 4, !dbg !92
  %1768 = icmp eq i32 %1767, 16711680, !dbg !92
  br i1 %1768, label %pay.same871, label %find.next868, !dbg !92

pay.same871:                                      ; preds = %pay.in870
  %1769 = getelementptr i8, ptr %1753, i64 4, !dbg !92
  %1770 = load i8, ptr %1769, align 1, !dbg !92
  %1771 = icmp eq i8 %1770, 1, !dbg !92
  br i1 %1771, label %pay.same872, label %find.next868, !dbg !92

pay.same872:                                      ; preds = %pay.same871
  br label %find.found, !dbg !92

find.next873:                                     ; preds = %pay.same876, %pay.in875
  %1772 = add i64 %9, 168, !dbg !92
  %pay879 = getelementptr i8, ptr %data, i64 %1772, !dbg !92
  %1773 = call ptr @llvm.bpf.passthrough.p0.p0(i32 175, ptr %pay879), !dbg !92
  %1774 = getelementptr i8, ptr %1773, i64 5, !dbg !92
  %1775 = icmp ule ptr %1774, %data_end, !dbg !92
  br i1 %1775, label %pay.in880, label %pay.done38, !dbg !92

pay.in875:                                        ; preds = %find.next868
  %1776 = getelementptr i8, ptr %1763, i64 0, !dbg !92
  %1777 = load i32, ptr %1776, align 4, !dbg !92
  %1778 = icmp eq i32 %1777, 16711680, !dbg !92
  br i1 %1778, label %pay.same876, label %find.next873, !dbg !92

pay.same876:                                      ; preds = %pay.in875
  %1779 = getelementptr i8, ptr %1763, i64 4, !dbg !92
  %1780 = load i8, ptr %1779, align 1, !dbg !92
  %1781 = icmp eq i8 %1780, 1, !dbg !92
  br i1 %1781, label %pay.same877, label %find.next873, !dbg !92

pay.same877:                                      ; preds = %pay.same876
  br label %find.found, !dbg !92

find.next878:                                     ; preds = %pay.same881, %pay.in880
  %1782 = add i64 %9, 169, !dbg !92
  %pay884 = getelementptr i8, ptr %data, i64 %1782, !dbg !92
  %1783 = call ptr @llvm.bpf.passthrough.p0.p0(i32 176, ptr %pay884), !dbg !92
  %1784 = getelementptr i8, ptr %1783, i64 5, !dbg !92
  %1785 = icmp ule ptr %1784, %data_end, !dbg !92
  br i1 %1785, label %pay.in885, label %pay.done38, !dbg !92

pay.in880:                                        ; preds = %find.next873
  %1786 = getelementptr i8, ptr %1773, i64 0, !dbg !92
  %1787 = load i32, ptr %1786, align 4, !dbg !92
  %1788 = icmp eq i32 %1787, 16711680, !dbg !92
  br i1 %1788, label %pay.same881, label %find.next878, !dbg !92

pay.same881:                                      ; preds = %pay.in880
  %1789 = getelementptr i8, ptr %1773, i64 4, !dbg !92
  %1790 = load i8, ptr %1789, align 1, !dbg !92
  %1791 = icmp eq i8 %1790, 1, !dbg !92
  br i1 %1791, label %pay.same882, label %find.next878, !dbg !92

pay.same882:                                      ; preds = %pay.same881
  br label %find.found, !dbg !92

find.next883:                                     ; preds = %pay.same886, %pay.in885
  %1792 = add i64 %9, 170, !dbg !92
  %pay889 = getelementptr i8, ptr %data, i64 %1792, !dbg !92
  %1793 = call ptr @llvm.bpf.passthrough.p0.p0(i32 177, ptr %pay889), !dbg !92
  %1794 = getelementptr i8, ptr %1793, i64 5, !dbg !92
  %1795 = icmp ule ptr %1794, %data_end, !dbg !92
  br i1 %1795, label %pay.in890, label %pay.done38, !dbg !92

pay.in885:                                        ; preds = %find.next878
  %1796 = getelementptr i8, ptr %1783, i64 0, !dbg !92
  %1797 = load i32, ptr %1796, align 4, !dbg !92
  %1798 = icmp eq i32 %1797, 16711680, !dbg !92
  br i1 %1798, label %pay.same886, label %find.next883, !dbg !92

pay.same886:                                      ; preds = %pay.in885
  %1799 = getelementptr i8, ptr %1783, i64 4, !dbg !92
  %1800 = load i8, ptr %1799, align 1, !dbg !92
  %1801 = icmp eq i8 %1800, 1, !dbg !92
  br i1 %1801, label %pay.same887, label %find.next883, !dbg !92

pay.same887:                                      ; preds = %pay.same886
  br label %find.found, !dbg !92

find.next888:                                     ; preds = %pay.same891, %pay.in890
  %1802 = add i64 %9, 171, !dbg !92
  %pay894 = getelementptr i8, ptr %data, i64 %1802, !dbg !92
  %1803 = call ptr @llvm.bpf.passthrough.p0.p0(i32 178, ptr %pay894), !dbg !92
  %1804 = getelementptr i8, ptr %1803, i64 5, !dbg !92
  %1805 = icmp ule ptr %1804, %data_end, !dbg !92
  br i1 %1805, label %pay.in895, label %pay.done38, !dbg !92

pay.in890:                                        ; preds = %find.next883
  %1806 = getelementptr i8, ptr %1793, i64 0, !dbg !92
  %1807 = load i32, ptr %1806, align 4, !dbg !92
  %1808 = icmp eq i32 %1807, 16711680, !dbg !92
  br i1 %1808, label %pay.same891, label %find.next888, !dbg !92

pay.same891:                                      ; preds = %pay.in890
  %1809 = getelementptr i8, ptr %1793, i64 4, !dbg !92
  %1810 = load i8, ptr %1809, align 1, !dbg !92
  %1811 = icmp eq i8 %1810, 1, !dbg !92
  br i1 %1811, label %pay.same892, label %find.next888, !dbg !92

pay.same892:                                      ; preds = %pay.same891
  br label %find.found, !dbg !92

find.next893:                                     ; preds = %pay.same896, %pay.in895
  %1812 = add i64 %9, 172, !dbg !92
  %pay899 = getelementptr i8, ptr %data, i64 %1812, !dbg !92
  %1813 = call ptr @llvm.bpf.passthrough.p0.p0(i32 179, ptr %pay899), !dbg !92
  %1814 = getelementptr i8, ptr %1813, i64 5, !dbg !92
  %1815 = icmp ule ptr %1814, %data_end, !dbg !92
  br i1 %1815, label %pay.in900, label %pay.done38, !dbg !92

pay.in895:                                        ; preds = %find.next888
  %1816 = getelementptr i8, ptr %1803, i64 0, !dbg !92
  %1817 = load i32, ptr %1816, align 4, !dbg !92
  %1818 = icmp eq i32 %1817, 16711680, !dbg !92
  br i1 %1818, label %pay.same896, label %find.next893, !dbg !92

pay.same896:                                      ; preds = %pay.in895
  %1819 = getelementptr i8, ptr %1803, i64 4, !dbg !92
  %1820 = load i8, ptr %1819, align 1, !dbg !92
  %1821 = icmp eq i8 %1820, 1, !dbg !92
  br i1 %1821, label %pay.same897, label %find.next893, !dbg !92

pay.same897:                                      ; preds = %pay.same896
  br label %find.found, !dbg !92

find.next898:                                     ; preds = %pay.same901, %pay.in900
  %1822 = add i64 %9, 173, !dbg !92
  %pay904 = getelementptr i8, ptr %data, i64 %1822, !dbg !92
  %1823 = call ptr @llvm.bpf.passthrough.p0.p0(i32 180, ptr %pay904), !dbg !92
  %1824 = getelementptr i8, ptr %1823, i64 5, !dbg !92
  %1825 = icmp ule ptr %1824, %data_end, !dbg !92
  br i1 %1825, label %pay.in905, label %pay.done38, !dbg !92

pay.in900:                                        ; preds = %find.next893
  %1826 = getelementptr i8, ptr %1813, i64 0, !dbg !92
  %1827 = load i32, ptr %1826, align 4, !dbg !92
  %1828 = icmp eq i32 %1827, 16711680, !dbg !92
  br i1 %1828, label %pay.same901, label %find.next898, !dbg !92

pay.same901:                                      ; preds = %pay.in900
  %1829 = getelementptr i8, ptr %1813, i64 4, !dbg !92
  %1830 = load i8, ptr %1829, align 1, !dbg !92
  %1831 = icmp eq i8 %1830, 1, !dbg !92
  br i1 %1831, label %pay.same902, label %find.next898, !dbg !92

pay.same902:                                      ; preds = %pay.same901
  br label %find.found, !dbg !92

find.next903:                                     ; preds = %pay.same906, %pay.in905
  %1832 = add i64 %9, 174, !dbg !92
  %pay909 = getelementptr i8, ptr %data, i64 %1832, !dbg !92
  %1833 = call ptr @llvm.bpf.passthrough.p0.p0(i32 181, ptr %pay909), !dbg !92
  %1834 = getelementptr i8, ptr %1833, i64 5, !dbg !92
  %1835 = icmp ule ptr %1834, %data_end, !dbg !92
  br i1 %1835, label %pay.in910, label %pay.done38, !dbg !92

pay.in905:                                        ; preds = %find.next898
  %1836 = getelementptr i8, ptr %1823, i64 0, !dbg !92
  %1837 = load i32, ptr %1836, align 4, !dbg !92
  %1838 = icmp eq i32 %1837, 16711680, !dbg !92
  br i1 %1838, label %pay.same906, label %find.next903, !dbg !92

pay.same906:                                      ; preds = %pay.in905
  %1839 = getelementptr i8, ptr %1823, i64 4, !dbg !92
  %1840 = load i8, ptr %1839, align 1, !dbg !92
  %1841 = icmp eq i8 %1840, 1, !dbg !92
  br i1 %1841, label %pay.same907, label %find.next903, !dbg !92

pay.same907:                                      ; preds = %pay.same906
  br label %find.found, !dbg !92

find.next908:                                     ; preds = %pay.same911, %pay.in910
  %1842 = add i64 %9, 175, !dbg !92
  %pay914 = getelementptr i8, ptr %data, i64 %1842, !dbg !92
  %1843 = call ptr @llvm.bpf.passthrough.p0.p0(i32 182, ptr %pay914), !dbg !92
  %1844 = getelementptr i8, ptr %1843, i64 5, !dbg !92
  %1845 = icmp ule ptr %1844, %data_end, !dbg !92
  br i1 %1845, label %pay.in915, label %pay.done38, !dbg !92

pay.in910:                                        ; preds = %find.next903
  %1846 = getelementptr i8, ptr %1833, i64 0, !dbg !92
  %1847 = load i32, ptr %1846, align 4, !dbg !92
  %1848 = icmp eq i32 %1847, 16711680, !dbg !92
  br i1 %1848, label %pay.same911, label %find.next908, !dbg !92

pay.same911:                                      ; preds = %pay.in910
  %1849 = getelementptr i8, ptr %1833, i64 4, !dbg !92
  %1850 = load i8, ptr %1849, align 1, !dbg !92
  %1851 = icmp eq i8 %1850, 1, !dbg !92
  br i1 %1851, label %pay.same912, label %find.next908, !dbg !92

pay.same912:                                      ; preds = %pay.same911
  br label %find.found, !dbg !92

find.next913:                                     ; preds = %pay.same916, %pay.in915
  %1852 = add i64 %9, 176, !dbg !92
  %pay919 = getelementptr i8, ptr %data, i64 %1852, !dbg !92
  %1853 = call ptr @llvm.bpf.passthrough.p0.p0(i32 183, ptr %pay919), !dbg !92
  %1854 = getelementptr i8, ptr %1853, i64 5, !dbg !92
  %1855 = icmp ule ptr %1854, %data_end, !dbg !92
  br i1 %1855, label %pay.in920, label %pay.done38, !dbg !92

pay.in915:                                        ; preds = %find.next908
  %1856 = getelementptr i8, ptr %1843, i64 0, !dbg !92
  %1857 = load i32, ptr %1856, align 4, !dbg !92
  %1858 = icmp eq i32 %1857, 16711680, !dbg !92
  br i1 %1858, label %pay.same916, label %find.next913, !dbg !92

pay.same916:                                      ; preds = %pay.in915
  %1859 = getelementptr i8, ptr %1843, i64 4, !dbg !92
  %1860 = load i8, ptr %1859, align 1, !dbg !92
  %1861 = icmp eq i8 %1860, 1, !dbg !92
  br i1 %1861, label %pay.same917, label %find.next913, !dbg !92

pay.same917:                                      ; preds = %pay.same916
  br label %find.found, !dbg !92

find.next918:                                     ; preds = %pay.same921, %pay.in920
  %1862 = add i64 %9, 177, !dbg !92
  %pay924 = getelementptr i8, ptr %data, i64 %1862, !dbg !92
  %1863 = call ptr @llvm.bpf.passthrough.p0.p0(i32 184, ptr %pay924), !dbg !92
  %1864 = getelementptr i8, ptr %1863, i64 5, !dbg !92
  %1865 = icmp ule ptr %1864, %data_end, !dbg !92
  br i1 %1865, label %pay.in925, label %pay.done38, !dbg !92

pay.in920:                                        ; preds = %find.next913
  %1866 = getelementptr i8, ptr %1853, i64 0, !dbg !92
  %1867 = load i32, ptr %1866, align 4, !dbg !92
  %1868 = icmp eq i32 %1867, 16711680, !dbg !92
  br i1 %1868, label %pay.same921, label %find.next918, !dbg !92

pay.same921:                                      ; preds = %pay.in920
  %1869 = getelementptr i8, ptr %1853, i64 4, !dbg !92
  %1870 = load i8, ptr %1869, align 1, !dbg !92
  %1871 = icmp eq i8 %1870, 1, !dbg !92
  br i1 %1871, label %pay.same922, label %find.next918, !dbg !92

pay.same922:                                      ; preds = %pay.same921
  br label %find.found, !dbg !92

find.next923:                                     ; preds = %pay.same926, %pay.in925
  %1872 = add i64 %9, 178, !dbg !92
  %pay929 = getelementptr i8, ptr %data, i64 %1872, !dbg !92
  %1873 = call ptr @llvm.bpf.passthrough.p0.p0(i32 185, ptr %pay929), !dbg !92
  %1874 = getelementptr i8, ptr %1873, i64 5, !dbg !92
  %1875 = icmp ule ptr %1874, %data_end, !dbg !92
  br i1 %1875, label %pay.in930, label %pay.done38, !dbg !92

pay.in925:                                        ; preds = %find.next918
  %1876 = getelementptr i8, ptr %1863, i64 0, !dbg !92
  %1877 = load i32, ptr %1876, align 4, !dbg !92
  %1878 = icmp eq i32 %1877, 16711680, !dbg !92
  br i1 %1878, label %pay.same926, label %find.next923, !dbg !92

pay.same926:                                      ; preds = %pay.in925
  %1879 = getelementptr i8, ptr %1863, i64 4, !dbg !92
  %1880 = load i8, ptr %1879, align 1, !dbg !92
  %1881 = icmp eq i8 %1880, 1, !dbg !92
  br i1 %1881, label %pay.same927, label %find.next923, !dbg !92

pay.same927:                                      ; preds = %pay.same926
  br label %find.found, !dbg !92

find.next928:                                     ; preds = %pay.same931, %pay.in930
  %1882 = add i64 %9, 179, !dbg !92
  %pay934 = getelementptr i8, ptr %data, i64 %1882, !dbg !92
  %1883 = call ptr @llvm.bpf.passthrough.p0.p0(i32 186, ptr %pay934), !dbg !92
  %1884 = getelementptr i8, ptr %1883, i64 5, !dbg !92
  %1885 = icmp ule ptr %1884, %data_end, !dbg !92
  br i1 %1885, label %pay.in935, label %pay.done38, !dbg !92

pay.in930:                                        ; preds = %find.next923
  %1886 = getelementptr i8, ptr %1873, i64 0, !dbg !92
  %1887 = load i32, ptr %1886, align 4, !dbg !92
  %1888 = icmp eq i32 %1887, 16711680, !dbg !92
  br i1 %1888, label %pay.same931, label %find.next928, !dbg !92

pay.same931:                                      ; preds = %pay.in930
  %1889 = getelementptr i8, ptr %1873, i64 4, !dbg !92
  %1890 = load i8, ptr %1889, align 1, !dbg !92
  %1891 = icmp eq i8 %1890, 1, !dbg !92
  br i1 %1891, label %pay.same932, label %find.next928, !dbg !92

pay.same932:                                      ; preds = %pay.same931
  br label %find.found, !dbg !92

find.next933:                                     ; preds = %pay.same936, %pay.in935
  %1892 = add i64 %9, 180, !dbg !92
  %pay939 = getelementptr i8, ptr %data, i64 %1892, !dbg !92
  %1893 = call ptr @llvm.bpf.passthrough.p0.p0(i32 187, ptr %pay939), !dbg !92
  %1894 = getelementptr i8, ptr %1893, i64 5, !dbg !92
  %1895 = icmp ule ptr %1894, %data_end, !dbg !92
  br i1 %1895, label %pay.in940, label %pay.done38, !dbg !92

pay.in935:                                        ; preds = %find.next928
  %1896 = getelementptr i8, ptr %1883, i64 0, !dbg !92
  %1897 = load i32, ptr %1896, align 4, !dbg !92
  %1898 = icmp eq i32 %1897, 16711680, !dbg !92
  br i1 %1898, label %pay.same936, label %find.next933, !dbg !92

pay.same936:                                      ; preds = %pay.in935
  %1899 = getelementptr i8, ptr %1883, i64 4, !dbg !92
  %1900 = load i8, ptr %1899, align 1, !dbg !92
  %1901 = icmp eq i8 %1900, 1, !dbg !92
  br i1 %1901, label %pay.same937, label %find.next933, !dbg !92

pay.same937:                                      ; preds = %pay.same936
  br label %find.found, !dbg !92

find.next938:                                     ; preds = %pay.same941, %pay.in940
  %1902 = add i64 %9, 181, !dbg !92
  %pay944 = getelementptr i8, ptr %data, i64 %1902, !dbg !92
  %1903 = call ptr @llvm.bpf.passthrough.p0.p0(i32 188, ptr %pay944), !dbg !92
  %1904 = getelementptr i8, ptr %1903, i64 5, !dbg !92
  %1905 = icmp ule ptr %1904, %data_end, !dbg !92
  br i1 %1905, label %pay.in945, label %pay.done38, !dbg !92

pay.in940:                                        ; preds = %find.next933
  %1906 = getelementptr i8, ptr %1893, i64 0, !dbg !92
  %1907 = load i32, ptr %1906, align 4, !dbg !92
  %1908 = icmp eq i32 %1907, 16711680, !dbg !92
  br i1 %1908, label %pay.same941, label %find.next938, !dbg !92

pay.same941:                                      ; preds = %pay.in940
  %1909 = getelementptr i8, ptr %1893, i64 4, !dbg !92
  %1910 = load i8, ptr %1909, align 1, !dbg !92
  %1911 = icmp eq i8 %1910, 1, !dbg !92
  br i1 %1911, label %pay.same942, label %find.next938, !dbg !92

pay.same942:                                      ; preds = %pay.same941
  br label %find.found, !dbg !92

find.next943:                                     ; preds = %pay.same946, %pay.in945
  %1912 = add i64 %9, 182, !dbg !92
  %pay949 = getelementptr i8, ptr %data, i64 %1912, !dbg !92
  %1913 = call ptr @llvm.bpf.passthrough.p0.p0(i32 189, ptr %pay949), !dbg !92
  %1914 = getelementptr i8, ptr %1913, i64 5, !dbg !92
  %1915 = icmp ule ptr %1914, %data_end, !dbg !92
  br i1 %1915, label %pay.in950, label %pay.done38, !dbg !92

pay.in945:                                        ; preds = %find.next938
  %1916 = getelementptr i8, ptr %1903, i64 0, !dbg !92
  %1917 = load i32, ptr %1916, align 4, !dbg !92
  %1918 = icmp eq i32 %1917, 16711680, !dbg !92
  br i1 %1918, label %pay.same946, label %find.next943, !dbg !92

pay.same946:                                      ; preds = %pay.in945
  %1919 = getelementptr i8, ptr %1903, i64 4, !dbg !92
  %1920 = load i8, ptr %1919, align 1, !dbg !92
  %1921 = icmp eq i8 %1920, 1, !dbg !92
  br i1 %1921, label %pay.same947, label %find.next943, !dbg !92

pay.same947:                                      ; preds = %pay.same946
  br label %find.found, !dbg !92

find.next948:                                     ; preds = %pay.same951, %pay.in950
  %1922 = add i64 %9, 183, !dbg !92
  %pay954 = getelementptr i8, ptr %data, i64 %1922, !dbg !92
  %1923 = call ptr @llvm.bpf.passthrough.p0.p0(i32 190, ptr %pay954), !dbg !92
  %1924 = getelementptr i8, ptr %1923, i64 5, !dbg !92
  %1925 = icmp ule ptr %1924, %data_end, !dbg !92
  br i1 %1925, label %pay.in955, label %pay.done38, !dbg !92

pay.in950:                                        ; preds = %find.next943
  %1926 = getelementptr i8, ptr %1913, i64 0, !dbg !92
  %1927 = load i32, ptr %1926, align 4, !dbg !92
  %1928 = icmp eq i32 %1927, 16711680, !dbg !92
  br i1 %1928, label %pay.same951, label %find.next948, !dbg !92

pay.same951:                                      ; preds = %pay.in950
  %1929 = getelementptr i8, ptr %1913, i64 4, !dbg !92
  %1930 = load i8, ptr %1929, align 1, !dbg !92
  %1931 = icmp eq i8 %1930, 1, !dbg !92
  br i1 %1931, label %pay.same952, label %find.next948, !dbg !92

pay.same952:                                      ; preds = %pay.same951
  br label %find.found, !dbg !92

find.next953:                                     ; preds = %pay.same956, %pay.in955
  %1932 = add i64 %9, 184, !dbg !92
  %pay959 = getelementptr i8, ptr %data, i64 %1932, !dbg !92
  %1933 = call ptr @llvm.bpf.passthrough.p0.p0(i32 191, ptr %pay959), !dbg !92
  %1934 = getelementptr i8, ptr %1933, i64 5, !dbg !92
  %1935 = icmp ule ptr %1934, %data_end, !dbg !92
  br i1 %1935, label %pay.in960, label %pay.done38, !dbg !92

pay.in955:                                        ; preds = %find.next948
  %1936 = getelementptr i8, ptr %1923, i64 0, !dbg !92
  %1937 = load i32, ptr %1936, align 4, !dbg !92
  %1938 = icmp eq i32 %1937, 16711680, !dbg !92
  br i1 %1938, label %pay.same956, label %find.next953, !dbg !92

pay.same956:                                      ; preds = %pay.in955
  %1939 = getelementptr i8, ptr %1923, i64 4, !dbg !92
  %1940 = load i8, ptr %1939, align 1, !dbg !92
  %1941 = icmp eq i8 %1940, 1, !dbg !92
  br i1 %1941, label %pay.same957, label %find.next953, !dbg !92

pay.same957:                                      ; preds = %pay.same956
  br label %find.found, !dbg !92

find.next958:                                     ; preds = %pay.same961, %pay.in960
  %1942 = add i64 %9, 185, !dbg !92
  %pay964 = getelementptr i8, ptr %data, i64 %1942, !dbg !92
  %1943 = call ptr @llvm.bpf.passthrough.p0.p0(i32 192, ptr %pay964), !dbg !92
  %1944 = getelementptr i8, ptr %1943, i64 5, !dbg !92
  %1945 = icmp ule ptr %1944, %data_end, !dbg !92
  br i1 %1945, label %pay.in965, label %pay.done38, !dbg !92

pay.in960:                                        ; preds = %find.next953
  %1946 = getelementptr i8, ptr %1933, i64 0, !dbg !92
  %1947 = load i32, ptr %1946, align 4, !dbg !92
  %1948 = icmp eq i32 %1947, 16711680, !dbg !92
  br i1 %1948, label %pay.same961, label %find.next958, !dbg !92

pay.same961:                                      ; preds = %pay.in960
  %1949 = getelementptr i8, ptr %1933, i64 4, !dbg !92
  %1950 = load i8, ptr %1949, align 1, !dbg !92
  %1951 = icmp eq i8 %1950, 1, !dbg !92
  br i1 %1951, label %pay.same962, label %find.next958, !dbg !92

pay.same962:                                      ; preds = %pay.same961
  br label %find.found, !dbg !92

find.next963:                                     ; preds = %pay.same966, %pay.in965
  %1952 = add i64 %9, 186, !dbg !92
  %pay969 = getelementptr i8, ptr %data, i64 %1952, !dbg !92
  %1953 = call ptr @llvm.bpf.passthrough.p0.p0(i32 193, ptr %pay969), !dbg !92
  %1954 = getelementptr i8, ptr %1953, i64 5, !dbg !92
  %1955 = icmp ule ptr %1954, %data_end, !dbg !92
  br i1 %1955, label %pay.in970, label %pay.done38, !dbg !92

pay.in965:                                        ; preds = %find.next958
  %1956 = getelementptr i8, ptr %1943, i64 0, !dbg !92
  %1957 = load i32, ptr %1956, align 4, !dbg !92
  %1958 = icmp eq i32 %1957, 16711680, !dbg !92
  br i1 %1958, label %pay.same966, label %find.next963, !dbg !92

pay.same966:                                      ; preds = %pay.in965
  %1959 = getelementptr i8, ptr %1943, i64 4, !dbg !92
  %1960 = load i8, ptr %1959, align 1, !dbg !92
  %1961 = icmp eq i8 %1960, 1, !dbg !92
  br i1 %1961, label %pay.same967, label %find.next963, !dbg !92

pay.same967:                                      ; preds = %pay.same966
  br label %find.found, !dbg !92

find.next968:                                     ; preds = %pay.same971, %pay.in970
  %1962 = add i64 %9, 187, !dbg !92
  %pay974 = getelementptr i8, ptr %data, i64 %1962, !dbg !92
  %1963 = call ptr @llvm.bpf.passthrough.p0.p0(i32 194, ptr %pay974), !dbg !92
  %1964 = getelementptr i8, ptr %1963, i64 5, !dbg !92
  %1965 = icmp ule ptr %1964, %data_end, !dbg !92
  br i1 %1965, label %pay.in975, label %pay.done38, !dbg !92

pay.in970:                                        ; preds = %find.next963
  %1966 = getelementptr i8, ptr %1953, i64 0, !dbg !92
  %1967 = load i32, ptr %1966, align 4, !dbg !92
  %1968 = icmp eq i32 %1967, 16711680, !dbg !92
  br i1 %1968, label %pay.same971, label %find.next968, !dbg !92

pay.same971:                                      ; preds = %pay.in970
  %1969 = getelementptr i8, ptr %1953, i64 4, !dbg !92
  %1970 = load i8, ptr %1969, align 1, !dbg !92
  %1971 = icmp eq i8 %1970, 1, !dbg !92
  br i1 %1971, label %pay.same972, label %find.next968, !dbg !92

pay.same972:                                      ; preds = %pay.same971
  br label %find.found, !dbg !92

find.next973:                                     ; preds = %pay.same976, %pay.in975
  %1972 = add i64 %9, 188, !dbg !92
  %pay979 = getelementptr i8, ptr %data, i64 %1972, !dbg !92
  %1973 = call ptr @llvm.bpf.passthrough.p0.p0(i32 195, ptr %pay979), !dbg !92
  %1974 = getelementptr i8, ptr %1973, i64 5, !dbg !92
  %1975 = icmp ule ptr %1974, %data_end, !dbg !92
  br i1 %1975, label %pay.in980, label %pay.done38, !dbg !92

pay.in975:                                        ; preds = %find.next968
  %1976 = getelementptr i8, ptr %1963, i64 0, !dbg !92
  %1977 = load i32, ptr %1976, align 4, !dbg !92
  %1978 = icmp eq i32 %1977, 16711680, !dbg !92
  br i1 %1978, label %pay.same976, label %find.next973, !dbg !92

pay.same976:                                      ; preds = %pay.in975
  %1979 = getelementptr i8, ptr %1963, i64 4, !dbg !92
  %1980 = load i8, ptr %1979, align 1, !dbg !92
  %1981 = icmp eq i8 %1980, 1, !dbg !92
  br i1 %1981, label %pay.same977, label %find.next973, !dbg !92

pay.same977:                                      ; preds = %pay.same976
  br label %find.found, !dbg !92

find.next978:                                     ; preds = %pay.same981, %pay.in980
  %1982 = add i64 %9, 189, !dbg !92
  %pay984 = getelementptr i8, ptr %data, i64 %1982, !dbg !92
  %1983 = call ptr @llvm.bpf.passthrough.p0.p0(i32 196, ptr %pay984), !dbg !92
  %1984 = getelementptr i8, ptr %1983, i64 5, !dbg !92
  %1985 = icmp ule ptr %1984, %data_end, !dbg !92
  br i1 %1985, label %pay.in985, label %pay.done38, !dbg !92

pay.in980:                                        ; preds = %find.next973
  %1986 = getelementptr i8, ptr %1973, i64 0, !dbg !92
  %1987 = load i32, ptr %1986, align 4, !dbg !92
  %1988 = icmp eq i32 %1987, 16711680, !dbg !92
  br i1 %1988, label %pay.same981, label %find.next978, !dbg !92

pay.same981:                                      ; preds = %pay.in980
  %1989 = getelementptr i8, ptr %1973, i64 4, !dbg !92
  %1990 = load i8, ptr %1989, align 1, !dbg !92
  %1991 = icmp eq i8 %1990, 1, !dbg !92
  br i1 %1991, label %pay.same982, label %find.next978, !dbg !92

pay.same982:                                      ; preds = %pay.same981
  br label %find.found, !dbg !92

find.next983:                                     ; preds = %pay.same986, %pay.in985
  %1992 = add i64 %9, 190, !dbg !92
  %pay989 = getelementptr i8, ptr %data, i64 %1992, !dbg !92
  %1993 = call ptr @llvm.bpf.passthrough.p0.p0(i32 197, ptr %pay989), !dbg !92
  %1994 = getelementptr i8, ptr %1993, i64 5, !dbg !92
  %1995 = icmp ule ptr %1994, %data_end, !dbg !92
  br i1 %1995, label %pay.in990, label %pay.done38, !dbg !92

pay.in985:                                        ; preds = %find.next978
  %1996 = getelementptr i8, ptr %1983, i64 0, !dbg !92
  %1997 = load i32, ptr %1996, align 4, !dbg !92
  %1998 = icmp eq i32 %1997, 16711680, !dbg !92
  br i1 %1998, label %pay.same986, label %find.next983, !dbg !92

pay.same986:                                      ; preds = %pay.in985
  %1999 = getelementptr i8, ptr %1983, i64 4, !dbg !92
  %2000 = load i8, ptr %1999, align 1, !dbg !92
  %2001 = icmp eq i8 %2000, 1, !dbg !92
  br i1 %2001, label %pay.same987, label %find.next983, !dbg !92

pay.same987:                                      ; preds = %pay.same986
  br label %find.found, !dbg !92

find.next988:                                     ; preds = %pay.same991, %pay.in990
  %2002 = add i64 %9, 191, !dbg !92
  %pay994 = getelementptr i8, ptr %data, i64 %2002, !dbg !92
  %2003 = call ptr @llvm.bpf.passthrough.p0.p0(i32 198, ptr %pay994), !dbg !92
  %2004 = getelementptr i8, ptr %2003, i64 5, !dbg !92
  %2005 = icmp ule ptr %2004, %data_end, !dbg !92
  br i1 %2005, label %pay.in995, label %pay.done38, !dbg !92

pay.in990:                                        ; preds = %find.next983
  %2006 = getelementptr i8, ptr %1993, i64 0, !dbg !92
  %2007 = load i32, ptr %2006, align 4, !dbg !92
  %2008 = icmp eq i32 %2007, 16711680, !dbg !92
  br i1 %2008, label %pay.same991, label %find.next988, !dbg !92

pay.same991:                                      ; preds = %pay.in990
  %2009 = getelementptr i8, ptr %1993, i64 4, !dbg !92
  %2010 = load i8, ptr %2009, align 1, !dbg !92
  %2011 = icmp eq i8 %2010, 1, !dbg !92
  br i1 %2011, label %pay.same992, label %find.next988, !dbg !92

pay.same992:                                      ; preds = %pay.same991
  br label %find.found, !dbg !92

find.next993:                                     ; preds = %pay.same996, %pay.in995
  %2012 = add i64 %9, 192, !dbg !92
  %pay999 = getelementptr i8, ptr %data, i64 %2012, !dbg !92
  %2013 = call ptr @llvm.bpf.passthrough.p0.p0(i32 199, ptr %pay999), !dbg !92
  %2014 = getelementptr i8, ptr %2013, i64 5, !dbg !92
  %2015 = icmp ule ptr %2014, %data_end, !dbg !92
  br i1 %2015, label %pay.in1000, label %pay.done38, !dbg !92

pay.in995:                                        ; preds = %find.next988
  %2016 = getelementptr i8, ptr %2003, i64 0, !dbg !92
  %2017 = load i32, ptr %2016, align 4, !dbg !92
  %2018 = icmp eq i32 %2017, 16711680, !dbg !92
  br i1 %2018, label %pay.same996, label %find.next993, !dbg !92

pay.same996:                                      ; preds = %pay.in995
  %2019 = getelementptr i8, ptr %2003, i64 4, !dbg !92
  %2020 = load i8, ptr %2019, align 1, !dbg !92
  %2021 = icmp eq i8 %2020, 1, !dbg !92
  br i1 %2021, label %pay.same997, label %find.next993, !dbg !92

pay.same997:                                      ; preds = %pay.same996
  br label %find.found, !dbg !92

find.next998:                                     ; preds = %pay.same1001, %pay.in1000
  %2022 = add i64 %9, 193, !dbg !92
  %pay1004 = getelementptr i8, ptr %data, i64 %2022, !dbg !92
  %2023 = call ptr @llvm.bpf.passthrough.p0.p0(i32 200, ptr %pay1004), !dbg !92
  %2024 = getelementptr i8, ptr %2023, i64 5, !dbg !92
  %2025 = icmp ule ptr %2024, %data_end, !dbg !92
  br i1 %2025, label %pay.in1005, label %pay.done38, !dbg !92

pay.in1000:                                       ; preds = %find.next993
  %2026 = getelementptr i8, ptr %2013, i64 0, !dbg !92
  %2027 = load i32, ptr %2026, align 4, !dbg !92
  %2028 = icmp eq i32 %2027, 16711680, !dbg !92
  br i1 %2028, label %pay.same1001, label %find.next998, !dbg !92

pay.same1001:                                     ; preds = %pay.in1000
  %2029 = getelementptr i8, ptr %2013, i64 4, !dbg !92
  %2030 = load i8, ptr %2029, align 1, !dbg !92
  %2031 = icmp eq i8 %2030, 1, !dbg !92
  br i1 %2031, label %pay.same1002, label %find.next998, !dbg !92

pay.same1002:                                     ; preds = %pay.same1001
  br label %find.found, !dbg !92

find.next1003:                                    ; preds = %pay.same1006, %pay.in1005
  %2032 = add i64 %9, 194, !dbg !92
  %pay1009 = getelementptr i8, ptr %data, i64 %2032, !dbg !92
  %2033 = call ptr @llvm.bpf.passthrough.p0.p0(i32 201, ptr %pay1009), !dbg !92
  %2034 = getelementptr i8, ptr %2033, i64 5, !dbg !92
  %2035 = icmp ule ptr %2034, %data_end, !dbg !92
  br i1 %2035, label %pay.in1010, label %pay.done38, !dbg !92

pay.in1005:                                       ; preds = %find.next998
  %2036 = getelementptr i8, ptr %2023, i64 0, !dbg !92
  %2037 = load i32, ptr %2036, align 4, !dbg !92
  %2038 = icmp eq i32 %2037, 16711680, !dbg !92
  br i1 %2038, label %pay.same1006, label %find.next1003, !dbg !92

pay.same1006:                                     ; preds = %pay.in1005
  %2039 = getelementptr i8, ptr %2023, i64 4, !dbg !92
  %2040 = load i8, ptr %2039, align 1, !dbg !92
  %2041 = icmp eq i8 %2040, 1, !dbg !92
  br i1 %2041, label %pay.same1007, label %find.next1003, !dbg !92

pay.same1007:                                     ; preds = %pay.same1006
  br label %find.found, !dbg !92

find.next1008:                                    ; preds = %pay.same1011, %pay.in1010
  %2042 = add i64 %9, 195, !dbg !92
  %pay1014 = getelementptr i8, ptr %data, i64 %2042, !dbg !92
  %2043 = call ptr @llvm.bpf.passthrough.p0.p0(i32 202, ptr %pay1014), !dbg !92
  %2044 = getelementptr i8, ptr %2043, i64 5, !dbg !92
  %2045 = icmp ule ptr %2044, %data_end, !dbg !92
  br i1 %2045, label %pay.in1015, label %pay.done38, !dbg !92

pay.in1010:                                       ; preds = %find.next1003
  %2046 = getelementptr i8, ptr %2033, i64 0, !dbg !92
  %2047 = load i32, ptr %2046, align 4, !dbg !92
  %2048 = icmp eq i32 %2047, 16711680, !dbg !92
  br i1 %2048, label %pay.same1011, label %find.next1008, !dbg !92

pay.same1011:                                     ; preds = %pay.in1010
  %2049 = getelementptr i8, ptr %2033, i64 4, !dbg !92
  %2050 = load i8, ptr %2049, align 1, !dbg !92
  %2051 = icmp eq i8 %2050, 1, !dbg !92
  br i1 %2051, label %pay.same1012, label %find.next1008, !dbg !92

pay.same1012:                                     ; preds = %pay.same1011
  br label %find.found, !dbg !92

find.next1013:                                    ; preds = %pay.same1016, %pay.in1015
  %2052 = add i64 %9, 196, !dbg !92
  %pay1019 = getelementptr i8, ptr %data, i64 %2052, !dbg !92
  %2053 = call ptr @llvm.bpf.passthrough.p0.p0(i32 203, ptr %pay1019), !dbg !92
  %2054 = getelementptr i8, ptr %2053, i64 5, !dbg !92
  %2055 = icmp ule ptr %2054, %data_end, !dbg !92
  br i1 %2055, label %pay.in1020, label %pay.done38, !dbg !92

pay.in1015:                                       ; preds = %find.next1008
  %2056 = getelementptr i8, ptr %2043, i64 0, !dbg !92
  %2057 = load i32, ptr %2056, align 4, !dbg !92
  %2058 = icmp eq i32 %2057, 16711680, !dbg !92
  br i1 %2058, label %pay.same1016, label %find.next1013, !dbg !92

pay.same1016:                                     ; preds = %pay.in1015
  %2059 = getelementptr i8, ptr %2043, i64 4, !dbg !92
  %2060 = load i8, ptr %2059, align 1, !dbg !92
  %2061 = icmp eq i8 %2060, 1, !dbg !92
  br i1 %2061, label %pay.same1017, label %find.next1013, !dbg !92

pay.same1017:                                     ; preds = %pay.same1016
  br label %find.found, !dbg !92

find.next1018:                                    ; preds = %pay.same1021, %pay.in1020
  %2062 = add i64 %9, 197, !dbg !92
  %pay1024 = getelementptr i8, ptr %data, i64 %2062, !dbg !92
  %2063 = call ptr @llvm.bpf.passthrough.p0.p0(i32 204, ptr %pay1024), !dbg !92
  %2064 = getelementptr i8, ptr %2063, i64 5, !dbg !92
  %2065 = icmp ule ptr %2064, %data_end, !dbg !92
  br i1 %2065, label %pay.in1025, label %pay.done38, !dbg !92

pay.in1020:                                       ; preds = %find.next1013
  %2066 = getelementptr i8, ptr %2053, i64 0, !dbg !92
  %2067 = load i32, ptr %2066, align 4, !dbg !92
  %2068 = icmp eq i32 %2067, 16711680, !dbg !92
  br i1 %2068, label %pay.same1021, label %find.next1018, !dbg !92

pay.same1021:                                     ; preds = %pay.in1020
  %2069 = getelementptr i8, ptr %2053, i64 4, !dbg !92
  %2070 = load i8, ptr %2069, align 1, !dbg !92
  %2071 = icmp eq i8 %2070, 1, !dbg !92
  br i1 %2071, label %pay.same1022, label %find.next1018, !dbg !92

pay.same1022:                                     ; preds = %pay.same1021
  br label %find.found, !dbg !92

find.next1023:                                    ; preds = %pay.same1026, %pay.in1025
  %2072 = add i64 %9, 198, !dbg !92
  %pay1029 = getelementptr i8, ptr %data, i64 %2072, !dbg !92
  %2073 = call ptr @llvm.bpf.passthrough.p0.p0(i32 205, ptr %pay1029), !dbg !92
  %2074 = getelementptr i8, ptr %2073, i64 5, !dbg !92
  %2075 = icmp ule ptr %2074, %data_end, !dbg !92
  br i1 %2075, label %pay.in1030, label %pay.done38, !dbg !92

pay.in1025:                                       ; preds = %find.next1018
  %2076 = getelementptr i8, ptr %2063, i64 0, !dbg !92
  %2077 = load i32, ptr %2076, align 4, !dbg !92
  %2078 = icmp eq i32 %2077, 16711680, !dbg !92
  br i1 %2078, label %pay.same1026, label %find.next1023, !dbg !92

pay.same1026:                                     ; preds = %pay.in1025
  %2079 = getelementptr i8, ptr %2063, i64 4, !dbg !92
  %2080 = load i8, ptr %2079, align 1, !dbg !92
  %2081 = icmp eq i8 %2080, 1, !dbg !92
  br i1 %2081, label %pay.same1027, label %find.next1023, !dbg !92

pay.same1027:                                     ; preds = %pay.same1026
  br label %find.found, !dbg !92

find.next1028:                                    ; preds = %pay.same1031, %pay.in1030
  %2082 = add i64 %9, 199, !dbg !92
  %pay1034 = getelementptr i8, ptr %data, i64 %2082, !dbg !92
  %2083 = call ptr @llvm.bpf.passthrough.p0.p0(i32 206, ptr %pay1034), !dbg !92
  %2084 = getelementptr i8, ptr %2083, i64 5, !dbg !92
  %2085 = icmp ule ptr %2084, %data_end, !dbg !92
  br i1 %2085, label %pay.in1035, label %pay.done38, !dbg !92

pay.in1030:                                       ; preds = %find.next1023
  %2086 = getelementptr i8, ptr %2073, i64 0, !dbg !92
  %2087 = load i32, ptr %2086, align 4, !dbg !92
  %2088 = icmp eq i32 %2087, 16711680, !dbg !92
  br i1 %2088, label %pay.same1031, label %find.next1028, !dbg !92

pay.same1031:                                     ; preds = %pay.in1030
  %2089 = getelementptr i8, ptr %2073, i64 4, !dbg !92
  %2090 = load i8, ptr %2089, align 1, !dbg !92
  %2091 = icmp eq i8 %2090, 1, !dbg !92
  br i1 %2091, label %pay.same1032, label %find.next1028, !dbg !92

pay.same1032:                                     ; preds = %pay.same1031
  br label %find.found, !dbg !92

find.next1033:                                    ; preds = %pay.same1036, %pay.in1035
  %2092 = add i64 %9, 200, !dbg !92
  %pay1039 = getelementptr i8, ptr %data, i64 %2092, !dbg !92
  %2093 = call ptr @llvm.bpf.passthrough.p0.p0(i32 207, ptr %pay1039), !dbg !92
  %2094 = getelementptr i8, ptr %2093, i64 5, !dbg !92
  %2095 = icmp ule ptr %2094, %data_end, !dbg !92
  br i1 %2095, label %pay.in1040, label %pay.done38, !dbg !92

pay.in1035:                                       ; preds = %find.next1028
  %2096 = getelementptr i8, ptr %2083, i64 0, !dbg !92
  %2097 = load i32, ptr %2096, align 4, !dbg !92
  %2098 = icmp eq i32 %2097, 16711680, !dbg !92
  br i1 %2098, label %pay.same1036, label %find.next1033, !dbg !92

pay.same1036:                                     ; preds = %pay.in1035
  %2099 = getelementptr i8, ptr %2083, i64 4, !dbg !92
  %2100 = load i8, ptr %2099, align 1, !dbg !92
  %2101 = icmp eq i8 %2100, 1, !dbg !92
  br i1 %2101, label %pay.same1037, label %find.next1033, !dbg !92

pay.same1037:                                     ; preds = %pay.same1036
  br label %find.found, !dbg !92

find.next1038:                                    ; preds = %pay.same1041, %pay.in1040
  %2102 = add i64 %9, 201, !dbg !92
  %pay1044 = getelementptr i8, ptr %data, i64 %2102, !dbg !92
  %2103 = call ptr @llvm.bpf.passthrough.p0.p0(i32 208, ptr %pay1044), !dbg !92
  %2104 = getelementptr i8, ptr %2103, i64 5, !dbg !92
  %2105 = icmp ule ptr %2104, %data_end, !dbg !92
  br i1 %2105, label %pay.in1045, label %pay.done38, !dbg !92

pay.in1040:                                       ; preds = %find.next1033
  %2106 = getelementptr i8, ptr %2093, i64 0, !dbg !92
  %2107 = load i32, ptr %2106, align 4, !dbg !92
  %2108 = icmp eq i32 %2107, 16711680, !dbg !92
  br i1 %2108, label %pay.same1041, label %find.next1038, !dbg !92

pay.same1041:                                     ; preds = %pay.in1040
  %2109 = getelementptr i8, ptr %2093, i64 4, !dbg !92
  %2110 = load i8, ptr %2109, align 1, !dbg !92
  %2111 = icmp eq i8 %2110, 1, !dbg !92
  br i1 %2111, label %pay.same1042, label %find.next1038, !dbg !92

pay.same1042:                                     ; preds = %pay.same1041
  br label %find.found, !dbg !92

find.next1043:                                    ; preds = %pay.same1046, %pay.in1045
  %2112 = add i64 %9, 202, !dbg !92
  %pay1049 = getelementptr i8, ptr %data, i64 %2112, !dbg !92
  %2113 = call ptr @llvm.bpf.passthrough.p0.p0(i32 209, ptr %pay1049), !dbg !92
  %2114 = getelementptr i8, ptr %2113, i64 5, !dbg !92
  %2115 = icmp ule ptr %2114, %data_end, !dbg !92
  br i1 %2115, label %pay.in1050, label %pay.done38, !dbg !92

pay.in1045:                                       ; preds = %find.next1038
  %2116 = getelementptr i8, ptr %2103, i64 0, !dbg !92
  %2117 = load i32, ptr %2116, align 4, !dbg !92
  %2118 = icmp eq i32 %2117, 16711680, !dbg !92
  br i1 %2118, label %pay.same1046, label %find.next1043, !dbg !92

pay.same1046:                                     ; preds = %pay.in1045
  %2119 = getelementptr i8, ptr %2103, i64 4, !dbg !92
  %2120 = load i8, ptr %2119, align 1, !dbg !92
  %2121 = icmp eq i8 %2120, 1, !dbg !92
  br i1 %2121, label %pay.same1047, label %find.next1043, !dbg !92

pay.same1047:                                     ; preds = %pay.same1046
  br label %find.found, !dbg !92

find.next1048:                                    ; preds = %pay.same1051, %pay.in1050
  %2122 = add i64 %9, 203, !dbg !92
  %pay1054 = getelementptr i8, ptr %data, i64 %2122, !dbg !92
  %2123 = call ptr @llvm.bpf.passthrough.p0.p0(i32 210, ptr %pay1054), !dbg !92
  %2124 = getelementptr i8, ptr %2123, i64 5, !dbg !92
  %2125 = icmp ule ptr %2124, %data_end, !dbg !92
  br i1 %2125, label %pay.in1055, label %pay.done38, !dbg !92

pay.in1050:                                       ; preds = %find.next1043
  %2126 = getelementptr i8, ptr %2113, i64 0, !dbg !92
  %2127 = load i32, ptr %2126, align 4, !dbg !92
  %2128 = icmp eq i32 %2127, 16711680, !dbg !92
  br i1 %2128, label %pay.same1051, label %find.next1048, !dbg !92

pay.same1051:                                     ; preds = %pay.in1050
  %2129 = getelementptr i8, ptr %2113, i64 4, !dbg !92
  %2130 = load i8, ptr %2129, align 1, !dbg !92
  %2131 = icmp eq i8 %2130, 1, !dbg !92
  br i1 %2131, label %pay.same1052, label %find.next1048, !dbg !92

pay.same1052:                                     ; preds = %pay.same1051
  br label %find.found, !dbg !92

find.next1053:                                    ; preds = %pay.same1056, %pay.in1055
  %2132 = add i64 %9, 204, !dbg !92
  %pay1059 = getelementptr i8, ptr %data, i64 %2132, !dbg !92
  %2133 = call ptr @llvm.bpf.passthrough.p0.p0(i32 211, ptr %pay1059), !dbg !92
  %2134 = getelementptr i8, ptr %2133, i64 5, !dbg !92
  %2135 = icmp ule ptr %2134, %data_end, !dbg !92
  br i1 %2135, label %pay.in1060, label %pay.done38, !dbg !92

pay.in1055:                                       ; preds = %find.next1048
  %2136 = getelementptr i8, ptr %2123, i64 0, !dbg !92
  %2137 = load i32, ptr %2136, align 4, !dbg !92
  %2138 = icmp eq i32 %2137, 16711680, !dbg !92
  br i1 %2138, label %pay.same1056, label %find.next1053, !dbg !92

pay.same1056:                                     ; preds = %pay.in1055
  %2139 = getelementptr i8, ptr %2123, i64 4, !dbg !92
  %2140 = load i8, ptr %2139, align 1, !dbg !92
  %2141 = icmp eq i8 %2140, 1, !dbg !92
  br i1 %2141, label %pay.same1057, label %find.next1053, !dbg !92

pay.same1057:                                     ; preds = %pay.same1056
  br label %find.found, !dbg !92

find.next1058:                                    ; preds = %pay.same1061, %pay.in1060
  %2142 = add i64 %9, 205, !dbg !92
  %pay1064 = getelementptr i8, ptr %data, i64 %2142, !dbg !92
  %2143 = call ptr @llvm.bpf.passthrough.p0.p0(i32 212, ptr %pay1064), !dbg !92
  %2144 = getelementptr i8, ptr %2143, i64 5, !dbg !92
  %2145 = icmp ule ptr %2144, %data_end, !dbg !92
  br i1 %2145, label %pay.in1065, label %pay.done38, !dbg !92

pay.in1060:                                       ; preds = %find.next1053
  %2146 = getelementptr i8, ptr %2133, i64 0, !dbg !92
  %2147 = load i32, ptr %2146, align 4, !dbg !92
  %2148 = icmp eq i32 %2147, 16711680, !dbg !92
  br i1 %2148, label %pay.same1061, label %find.next1058, !dbg !92

pay.same1061:                                     ; preds = %pay.in1060
  %2149 = getelementptr i8, ptr %2133, i64 4, !dbg !92
  %2150 = load i8, ptr %2149, align 1, !dbg !92
  %2151 = icmp eq i8 %2150, 1, !dbg !92
  br i1 %2151, label %pay.same1062, label %find.next1058, !dbg !92

pay.same1062:                                     ; preds = %pay.same1061
  br label %find.found, !dbg !92

find.next1063:                                    ; preds = %pay.same1066, %pay.in1065
  %2152 = add i64 %9, 206, !dbg !92
  %pay1069 = getelementptr i8, ptr %data, i64 %2152, !dbg !92
  %2153 = call ptr @llvm.bpf.passthrough.p0.p0(i32 213, ptr %pay1069), !dbg !92
  %2154 = getelementptr i8, ptr %2153, i64 5, !dbg !92
  %2155 = icmp ule ptr %2154, %data_end, !dbg !92
  br i1 %2155, label %pay.in1070, label %pay.done38, !dbg !92

pay.in1065:                                       ; preds = %find.next1058
  %2156 = getelementptr i8, ptr %2143, i64 0, !dbg !92
  %2157 = load i32, ptr %2156, align 4, !dbg !92
  %2158 = icmp eq i32 %2157, 16711680, !dbg !92
  br i1 %2158, label %pay.same1066, label %find.next1063, !dbg !92

pay.same1066:                                     ; preds = %pay.in1065
  %2159 = getelementptr i8, ptr %2143, i64 4, !dbg !92
  %2160 = load i8, ptr %2159, align 1, !dbg !92
  %2161 = icmp eq i8 %2160, 1, !dbg !92
  br i1 %2161, label %pay.same1067, label %find.next1063, !dbg !92

pay.same1067:                                     ; preds = %pay.same1066
  br label %find.found, !dbg !92

find.next1068:                                    ; preds = %pay.same1071, %pay.in1070
  %2162 = add i64 %9, 207, !dbg !92
  %pay1074 = getelementptr i8, ptr %data, i64 %2162, !dbg !92
  %2163 = call ptr @llvm.bpf.passthrough.p0.p0(i32 214, ptr %pay1074), !dbg !92
  %2164 = getelementptr i8, ptr %2163, i64 5, !dbg !92
  %2165 = icmp ule ptr %2164, %data_end, !dbg !92
  br i1 %2165, label %pay.in1075, label %pay.done38, !dbg !92

pay.in1070:                                       ; preds = %find.next1063
  %2166 = getelementptr i8, ptr %2153, i64 0, !dbg !92
  %2167 = load i32, ptr %2166, align 4, !dbg !92
  %2168 = icmp eq i32 %2167, 16711680, !dbg !92
  br i1 %2168, label %pay.same1071, label %find.next1068, !dbg !92

pay.same1071:                                     ; preds = %pay.in1070
  %2169 = getelementptr i8, ptr %2153, i64 4, !dbg !92
  %2170 = load i8, ptr %2169, align 1, !dbg !92
  %2171 = icmp eq i8 %2170, 1, !dbg !92
  br i1 %2171, label %pay.same1072, label %find.next1068, !dbg !92

pay.same1072:                                     ; preds = %pay.same1071
  br label %find.found, !dbg !92

find.next1073:                                    ; preds = %pay.same1076, %pay.in1075
  %2172 = add i64 %9, 208, !dbg !92
  %pay1079 = getelementptr i8, ptr %data, i64 %2172, !dbg !92
  %2173 = call ptr @llvm.bpf.passthrough.p0.p0(i32 215, ptr %pay1079), !dbg !92
  %2174 = getelementptr i8, ptr %2173, i64 5, !dbg !92
  %2175 = icmp ule ptr %2174, %data_end, !dbg !92
  br i1 %2175, label %pay.in1080, label %pay.done38, !dbg !92

pay.in1075:                                       ; preds = %find.next1068
  %2176 = getelementptr i8, ptr %2163, i64 0, !dbg !92
  %2177 = load i32, ptr %2176, align 4, !dbg !92
  %2178 = icmp eq i32 %2177, 16711680, !dbg !92
  br i1 %2178, label %pay.same1076, label %find.next1073, !dbg !92

pay.same1076:                                     ; preds = %pay.in1075
  %2179 = getelementptr i8, ptr %2163, i64 4, !dbg !92
  %2180 = load i8, ptr %2179, align 1, !dbg !92
  %2181 = icmp eq i8 %2180, 1, !dbg !92
  br i1 %2181, label %pay.same1077, label %find.next1073, !dbg !92

pay.same1077:                                     ; preds = %pay.same1076
  br label %find.found, !dbg !92

find.next1078:                                    ; preds = %pay.same1081, %pay.in1080
  %2182 = add i64 %9, 209, !dbg !92
  %pay1084 = getelementptr i8, ptr %data, i64 %2182, !dbg !92
  %2183 = call ptr @llvm.bpf.passthrough.p0.p0(i32 216, ptr %pay1084), !dbg !92
  %2184 = getelementptr i8, ptr %2183, i64 5, !dbg !92
  %2185 = icmp ule ptr %2184, %data_end, !dbg !92
  br i1 %2185, label %pay.in1085, label %pay.done38, !dbg !92

pay.in1080:                                       ; preds = %find.next1073
  %2186 = getelementptr i8, ptr %2173, i64 0, !dbg !92
  %2187 = load i32, ptr %2186, align 4, !dbg !92
  %2188 = icmp eq i32 %2187, 16711680, !dbg !92
  br i1 %2188, label %pay.same1081, label %find.next1078, !dbg !92

pay.same1081:                                     ; preds = %pay.in1080
  %2189 = getelementptr i8, ptr %2173, i64 4, !dbg !92
  %2190 = load i8, ptr %2189, align 1, !dbg !92
  %2191 = icmp eq i8 %2190, 1, !dbg !92
  br i1 %2191, label %pay.same1082, label %find.next1078, !dbg !92

pay.same1082:                                     ; preds = %pay.same1081
  br label %find.found, !dbg !92

find.next1083:                                    ; preds = %pay.same1086, %pay.in1085
  %2192 = add i64 %9, 210, !dbg !92
  %pay1089 = getelementptr i8, ptr %data, i64 %2192, !dbg !92
  %2193 = call ptr @llvm.bpf.passthrough.p0.p0(i32 217, ptr %pay1089), !dbg !92
  %2194 = getelementptr i8, ptr %2193, i64 5, !dbg !92
  %2195 = icmp ule ptr %2194, %data_end, !dbg !92
  br i1 %2195, label %pay.in1090, label %pay.done38, !dbg !92

pay.in1085:                                       ; preds = %find.next1078
  %2196 = getelementptr i8, ptr %2183, i64 0, !dbg !92
  %2197 = load i32, ptr %2196, align 4, !dbg !92
  %2198 = icmp eq i32 %2197, 16711680, !dbg !92
  br i1 %2198, label %pay.same1086, label %find.next1083, !dbg !92

pay.same1086:                                     ; preds = %pay.in1085
  %2199 = getelementptr i8, ptr %2183, i64 4, !dbg !92
  %2200 = load i8, ptr %2199, align 1, !dbg !92
  %2201 = icmp eq i8 %2200, 1, !dbg !92
  br i1 %2201, label %pay.same1087, label %find.next1083, !dbg !92

pay.same1087:                                     ; preds = %pay.same1086
  br label %find.found, !dbg !92

find.next1088:                                    ; preds = %pay.same1091, %pay.in1090
  %2202 = add i64 %9, 211, !dbg !92
  %pay1094 = getelementptr i8, ptr %data, i64 %2202, !dbg !92
  %2203 = call ptr @llvm.bpf.passthrough.p0.p0(i32 218, ptr %pay1094), !dbg !92
  %2204 = getelementptr i8, ptr %2203, i64 5, !dbg !92
  %2205 = icmp ule ptr %2204, %data_end, !dbg !92
  br i1 %2205, label %pay.in1095, label %pay.done38, !dbg !92

pay.in1090:                                       ; preds = %find.next1083
  %2206 = getelementptr i8, ptr %2193, i64 0, !dbg !92
  %2207 = load i32, ptr %2206, align 4, !dbg !92
  %2208 = icmp eq i32 %2207, 16711680, !dbg !92
  br i1 %2208, label %pay.same1091, label %find.next1088, !dbg !92

pay.same1091:                                     ; preds = %pay.in1090
  %2209 = getelementptr i8, ptr %2193, i64 4, !dbg !92
  %2210 = load i8, ptr %2209, align 1, !dbg !92
  %2211 = icmp eq i8 %2210, 1, !dbg !92
  br i1 %2211, label %pay.same1092, label %find.next1088, !dbg !92

pay.same1092:                                     ; preds = %pay.same1091
  br label %find.found, !dbg !92

find.next1093:                                    ; preds = %pay.same1096, %pay.in1095
  %2212 = add i64 %9, 212, !dbg !92
  %pay1099 = getelementptr i8, ptr %data, i64 %2212, !dbg !92
  %2213 = call ptr @llvm.bpf.passthrough.p0.p0(i32 219, ptr %pay1099), !dbg !92
  %2214 = getelementptr i8, ptr %2213, i64 5, !dbg !92
  %2215 = icmp ule ptr %2214, %data_end, !dbg !92
  br i1 %2215, label %pay.in1100, label %pay.done38, !dbg !92

pay.in1095:                                       ; preds = %find.next1088
  %2216 = getelementptr i8, ptr %2203, i64 0, !dbg !92
  %2217 = load i32, ptr %2216, align 4, !dbg !92
  %2218 = icmp eq i32 %2217, 16711680, !dbg !92
  br i1 %2218, label %pay.same1096, label %find.next1093, !dbg !92

pay.same1096:                                     ; preds = %pay.in1095
  %2219 = getelementptr i8, ptr %2203, i64 4, !dbg !92
  %2220 = load i8, ptr %2219, align 1, !dbg !92
  %2221 = icmp eq i8 %2220, 1, !dbg !92
  br i1 %2221, label %pay.same1097, label %find.next1093, !dbg !92

pay.same1097:                                     ; preds = %pay.same1096
  br label %find.found, !dbg !92

find.next1098:                                    ; preds = %pay.same1101, %pay.in1100
  %2222 = add i64 %9, 213, !dbg !92
  %pay1104 = getelementptr i8, ptr %data, i64 %2222, !dbg !92
  %2223 = call ptr @llvm.bpf.passthrough.p0.p0(i32 220, ptr %pay1104), !dbg !92
  %2224 = getelementptr i8, ptr %2223, i64 5, !dbg !92
  %2225 = icmp ule ptr %2224, %data_end, !dbg !92
  br i1 %2225, label %pay.in1105, label %pay.done38, !dbg !92

pay.in1100:                                       ; preds = %find.next1093
  %2226 = getelementptr i8, ptr %2213, i64 0, !dbg !92
  %2227 = load i32, ptr %2226, align 4, !dbg !92
  %2228 = icmp eq i32 %2227, 16711680, !dbg !92
  br i1 %2228, label %pay.same1101, label %find.next1098, !dbg !92

pay.same1101:                                     ; preds = %pay.in1100
  %2229 = getelementptr i8, ptr %2213, i64 4, !dbg !92
  %2230 = load i8, ptr %2229, align 1, !dbg !92
  %2231 = icmp eq i8 %2230, 1, !dbg !92
  br i1 %2231, label %pay.same1102, label %find.next1098, !dbg !92

pay.same1102:                                     ; preds = %pay.same1101
  br label %find.found, !dbg !92

find.next1103:                                    ; preds = %pay.same1106, %pay.in1105
  %2232 = add i64 %9, 214, !dbg !92
  %pay1109 = getelementptr i8, ptr %data, i64 %2232, !dbg !92
  %2233 = call ptr @llvm.bpf.passthrough.p0.p0(i32 221, ptr %pay1109), !dbg !92
  %2234 = getelementptr i8, ptr %2233, i64 5, !dbg !92
  %2235 = icmp ule ptr %2234, %data_end, !dbg !92
  br i1 %2235, label %pay.in1110, label %pay.done38, !dbg !92

pay.in1105:                                       ; preds = %find.next1098
  %2236 = getelementptr i8, ptr %2223, i64 0, !dbg !92
  %2237 = load i32, ptr %2236, align 4, !dbg !92
  %2238 = icmp eq i32 %2237, 16711680, !dbg !92
  br i1 %2238, label %pay.same1106, label %find.next1103, !dbg !92

pay.same1106:                                     ; preds = %pay.in1105
  %2239 = getelementptr i8, ptr %2223, i64 4, !dbg !92
  %2240 = load i8, ptr %2239, align 1, !dbg !92
  %2241 = icmp eq i8 %2240, 1, !dbg !92
  br i1 %2241, label %pay.same1107, label %find.next1103, !dbg !92

pay.same1107:                                     ; preds = %pay.same1106
  br label %find.found, !dbg !92

find.next1108:                                    ; preds = %pay.same1111, %pay.in1110
  %2242 = add i64 %9, 215, !dbg !92
  %pay1114 = getelementptr i8, ptr %data, i64 %2242, !dbg !92
  %2243 = call ptr @llvm.bpf.passthrough.p0.p0(i32 222, ptr %pay1114), !dbg !92
  %2244 = getelementptr i8, ptr %2243, i64 5, !dbg !92
  %2245 = icmp ule ptr %2244, %data_end, !dbg !92
  br i1 %2245, label %pay.in1115, label %pay.done38, !dbg !92

pay.in1110:                                       ; preds = %find.next1103
  %2246 = getelementptr i8, ptr %2233, i64 0, !dbg !92
  %2247 = load i32, ptr %2246, align 4, !dbg !92
  %2248 = icmp eq i32 %2247, 16711680, !dbg !92
  br i1 %2248, label %pay.same1111, label %find.next1108, !dbg !92

pay.same1111:                                     ; preds = %pay.in1110
  %2249 = getelementptr i8, ptr %2233, i64 4, !dbg !92
  %2250 = load i8, ptr %2249, align 1, !dbg !92
  %2251 = icmp eq i8 %2250, 1, !dbg !92
  br i1 %2251, label %pay.same1112, label %find.next1108, !dbg !92

pay.same1112:                                     ; preds = %pay.same1111
  br label %find.found, !dbg !92

find.next1113:                                    ; preds = %pay.same1116, %pay.in1115
  %2252 = add i64 %9, 216, !dbg !92
  %pay1119 = getelementptr i8, ptr %data, i64 %2252, !dbg !92
  %2253 = call ptr @llvm.bpf.passthrough.p0.p0(i32 223, ptr %pay1119), !dbg !92
  %2254 = getelementptr i8, ptr %2253, i64 5, !dbg !92
  %2255 = icmp ule ptr %2254, %data_end, !dbg !92
  br i1 %2255, label %pay.in1120, label %pay.done38, !dbg !92

pay.in1115:                                       ; preds = %find.next1108
  %2256 = getelementptr i8, ptr %2243, i64 0, !dbg !92
  %2257 = load i32, ptr %2256, align 4, !dbg !92
  %2258 = icmp eq i32 %2257, 16711680, !dbg !92
  br i1 %2258, label %pay.same1116, label %find.next1113, !dbg !92

pay.same1116:                                     ; preds = %pay.in1115
  %2259 = getelementptr i8, ptr %2243, i64 4, !dbg !92
  %2260 = load i8, ptr %2259, align 1, !dbg !92
  %2261 = icmp eq i8 %2260, 1, !dbg !92
  br i1 %2261, label %pay.same1117, label %find.next1113, !dbg !92

pay.same1117:                                     ; preds = %pay.same1116
  br label %find.found, !dbg !92

find.next1118:                                    ; preds = %pay.same1121, %pay.in1120
  %2262 = add i64 %9, 217, !dbg !92
  %pay1124 = getelementptr i8, ptr %data, i64 %2262, !dbg !92
  %2263 = call ptr @llvm.bpf.passthrough.p0.p0(i32 224, ptr %pay1124), !dbg !92
  %2264 = getelementptr i8, ptr %2263, i64 5, !dbg !92
  %2265 = icmp ule ptr %2264, %data_end, !dbg !92
  br i1 %2265, label %pay.in1125, label %pay.done38, !dbg !92

pay.in1120:                                       ; preds = %find.next1113
  %2266 = getelementptr i8, ptr %2253, i64 0, !dbg !92
  %2267 = load i32, ptr %2266, align 4, !dbg !92
  %2268 = icmp eq i32 %2267, 16711680, !dbg !92
  br i1 %2268, label %pay.same1121, label %find.next1118, !dbg !92

pay.same1121:                                     ; preds = %pay.in1120
  %2269 = getelementptr i8, ptr %2253, i64 4, !dbg !92
  %2270 = load i8, ptr %2269, align 1, !dbg !92
  %2271 = icmp eq i8 %2270, 1, !dbg !92
  br i1 %2271, label %pay.same1122, label %find.next1118, !dbg !92

pay.same1122:                                     ; preds = %pay.same1121
  br label %find.found, !dbg !92

find.next1123:                                    ; preds = %pay.same1126, %pay.in1125
  %2272 = add i64 %9, 218, !dbg !92
  %pay1129 = getelementptr i8, ptr %data, i64 %2272, !dbg !92
  %2273 = call ptr @llvm.bpf.passthrough.p0.p0(i32 225, ptr %pay1129), !dbg !92
  %2274 = getelementptr i8, ptr %2273, i64 5, !dbg !92
  %2275 = icmp ule ptr %2274, %data_end, !dbg !92
  br i1 %2275, label %pay.in1130, label %pay.done38, !dbg !92

pay.in1125:                                       ; preds = %find.next1118
  %2276 = getelementptr i8, ptr %2263, i64 0, !dbg !92
  %2277 = load i32, ptr %2276, align 4, !dbg !92
  %2278 = icmp eq i32 %2277, 16711680, !dbg !92
  br i1 %2278, label %pay.same1126, label %find.next1123, !dbg !92

pay.same1126:                                     ; preds = %pay.in1125
  %2279 = getelementptr i8, ptr %2263, i64 4, !dbg !92
  %2280 = load i8, ptr %2279, align 1, !dbg !92
  %2281 = icmp eq i8 %2280, 1, !dbg !92
  br i1 %2281, label %pay.same1127, label %find.next1123, !dbg !92

pay.same1127:                                     ; preds = %pay.same1126
  br label %find.found, !dbg !92

find.next1128:                                    ; preds = %pay.same1131, %pay.in1130
  %2282 = add i64 %9, 219, !dbg !92
  %pay1134 = getelementptr i8, ptr %data, i64 %2282, !dbg !92
  %2283 = call ptr @llvm.bpf.passthrough.p0.p0(i32 226, ptr %pay1134), !dbg !92
  %2284 = getelementptr i8, ptr %2283, i64 5, !dbg !92
  %2285 = icmp ule ptr %2284, %data_end, !dbg !92
  br i1 %2285, label %pay.in1135, label %pay.done38, !dbg !92

pay.in1130:                                       ; preds = %find.next1123
  %2286 = getelementptr i8, ptr %2273, i64 0, !dbg !92
  %2287 = load i32, ptr %2286, align 4, !dbg !92
  %2288 = icmp eq i32 %2287, 16711680, !dbg !92
  br i1 %2288, label %pay.same1131, label %find.next1128, !dbg !92

pay.same1131:                                     ; preds = %pay.in1130
  %2289 = getelementptr i8, ptr %2273, i64 4, !dbg !92
  %2290 = load i8, ptr %2289, align 1, !dbg !92
  %2291 = icmp eq i8 %2290, 1, !dbg !92
  br i1 %2291, label %pay.same1132, label %find.next1128, !dbg !92

pay.same1132:                                     ; preds = %pay.same1131
  br label %find.found, !dbg !92

find.next1133:                                    ; preds = %pay.same1136, %pay.in1135
  %2292 = add i64 %9, 220, !dbg !92
  %pay1139 = getelementptr i8, ptr %data, i64 %2292, !dbg !92
  %2293 = call ptr @llvm.bpf.passthrough.p0.p0(i32 227, ptr %pay1139), !dbg !92
  %2294 = getelementptr i8, ptr %2293, i64 5, !dbg !92
  %2295 = icmp ule ptr %2294, %data_end, !dbg !92
  br i1 %2295, label %pay.in1140, label %pay.done38, !dbg !92

pay.in1135:                                       ; preds = %find.next1128
  %2296 = getelementptr i8, ptr %2283, i64 0, !dbg !92
  %2297 = load i32, ptr %2296, align 4, !dbg !92
  %2298 = icmp eq i32 %2297, 16711680, !dbg !92
  br i1 %2298, label %pay.same1136, label %find.next1133, !dbg !92

pay.same1136:                                     ; preds = %pay.in1135
  %2299 = getelementptr i8, ptr %2283, i64 4, !dbg !92
  %2300 = load i8, ptr %2299, align 1, !dbg !92
  %2301 = icmp eq i8 %2300, 1, !dbg !92
  br i1 %2301, label %pay.same1137, label %find.next1133, !dbg !92

pay.same1137:                                     ; preds = %pay.same1136
  br label %find.found, !dbg !92

find.next1138:                                    ; preds = %pay.same1141, %pay.in1140
  %2302 = add i64 %9, 221, !dbg !92
  %pay1144 = getelementptr i8, ptr %data, i64 %2302, !dbg !92
  %2303 = call ptr @llvm.bpf.passthrough.p0.p0(i32 228, ptr %pay1144), !dbg !92
  %2304 = getelementptr i8, ptr %2303, i64 5, !dbg !92
  %2305 = icmp ule ptr %2304, %data_end, !dbg !92
  br i1 %2305, label %pay.in1145, label %pay.done38, !dbg !92

pay.in1140:                                       ; preds = %find.next1133
  %2306 = getelementptr i8, ptr %2293, i64 0, !dbg !92
  %2307 = load i32, ptr %2306, align 4, !dbg !92
  %2308 = icmp eq i32 %2307, 16711680, !dbg !92
  br i1 %2308, label %pay.same1141, label %find.next1138, !dbg !92

pay.same1141:                                     ; preds = %pay.in1140
  %2309 = getelementptr i8, ptr %2293, i64 4, !dbg !92
  %2310 = load i8, ptr %2309, align 1, !dbg !92
  %2311 = icmp eq i8 %2310, 1, !dbg !92
  br i1 %2311, label %pay.same1142, label %find.next1138, !dbg !92

pay.same1142:                                     ; preds = %pay.same1141
  br label %find.found, !dbg !92

find.next1143:                                    ; preds = %pay.same1146, %pay.in1145
  %2312 = add i64 %9, 222, !dbg !92
  %pay1149 = getelementptr i8, ptr %data, i64 %2312, !dbg !92
  %2313 = call ptr @llvm.bpf.passthrough.p0.p0(i32 229, ptr %pay1149), !dbg !92
  %2314 = getelementptr i8, ptr %2313, i64 5, !dbg !92
  %2315 = icmp ule ptr %2314, %data_end, !dbg !92
  br i1 %2315, label %pay.in1150, label %pay.done38, !dbg !92

pay.in1145:                                       ; preds = %find.next1138
  %2316 = getelementptr i8, ptr %2303, i64 0, !dbg !92
  %2317 = load i32, ptr %2316, align 4, !dbg !92
  %2318 = icmp eq i32 %2317, 16711680, !dbg !92
  br i1 %2318, label %pay.same1146, label %find.next1143, !dbg !92

pay.same1146:                                     ; preds = %pay.in1145
  %2319 = getelementptr i8, ptr %2303, i64 4, !dbg !92
  %2320 = load i8, ptr %2319, align 1, !dbg !92
  %2321 = icmp eq i8 %2320, 1, !dbg !92
  br i1 %2321, label %pay.same1147, label %find.next1143, !dbg !92

pay.same1147:                                     ; preds = %pay.same1146
  br label %find.found, !dbg !92

find.next1148:                                    ; preds = %pay.same1151, %pay.in1150
  %2322 = add i64 %9, 223, !dbg !92
  %pay1154 = getelementptr i8, ptr %data, i64 %2322, !dbg !92
  %2323 = call ptr @llvm.bpf.passthrough.p0.p0(i32 230, ptr %pay1154), !dbg !92
  %2324 = getelementptr i8, ptr %2323, i64 5, !dbg !92
  %2325 = icmp ule ptr %2324, %data_end, !dbg !92
  br i1 %2325, label %pay.in1155, label %pay.done38, !dbg !92

pay.in1150:                                       ; preds = %find.next1143
  %2326 = getelementptr i8, ptr %2313, i64 0, !dbg !92
  %2327 = load i32, ptr %2326, align 4, !dbg !92
  %2328 = icmp eq i32 %2327, 16711680, !dbg !92
  br i1 %2328, label %pay.same1151, label %find.next1148, !dbg !92

pay.same1151:                                     ; preds = %pay.in1150
  %2329 = getelementptr i8, ptr %2313, i64 4, !dbg !92
  %2330 = load i8, ptr %2329, align 1, !dbg !92
  %2331 = icmp eq i8 %2330, 1, !dbg !92
  br i1 %2331, label %pay.same1152, label %find.next1148, !dbg !92

pay.same1152:                                     ; preds = %pay.same1151
  br label %find.found, !dbg !92

find.next1153:                                    ; preds = %pay.same1156, %pay.in1155
  %2332 = add i64 %9, 224, !dbg !92
  %pay1159 = getelementptr i8, ptr %data, i64 %2332, !dbg !92
  %2333 = call ptr @llvm.bpf.passthrough.p0.p0(i32 231, ptr %pay1159), !dbg !92
  %2334 = getelementptr i8, ptr %2333, i64 5, !dbg !92
  %2335 = icmp ule ptr %2334, %data_end, !dbg !92
  br i1 %2335, label %pay.in1160, label %pay.done38, !dbg !92

pay.in1155:                                       ; preds = %find.next1148
  %2336 = getelementptr i8, ptr %2323, i64 0, !dbg !92
  %2337 = load i32, ptr %2336, align 4, !dbg !92
  %2338 = icmp eq i32 %2337, 16711680, !dbg !92
  br i1 %2338, label %pay.same1156, label %find.next1153, !dbg !92

pay.same1156:                                     ; preds = %pay.in1155
  %2339 = getelementptr i8, ptr %2323, i64 4, !dbg !92
  %2340 = load i8, ptr %2339, align 1, !dbg !92
  %2341 = icmp eq i8 %2340, 1, !dbg !92
  br i1 %2341, label %pay.same1157, label %find.next1153, !dbg !92

pay.same1157:                                     ; preds = %pay.same1156
  br label %find.found, !dbg !92

find.next1158:                                    ; preds = %pay.same1161, %pay.in1160
  %2342 = add i64 %9, 225, !dbg !92
  %pay1164 = getelementptr i8, ptr %data, i64 %2342, !dbg !92
  %2343 = call ptr @llvm.bpf.passthrough.p0.p0(i32 232, ptr %pay1164), !dbg !92
  %2344 = getelementptr i8, ptr %2343, i64 5, !dbg !92
  %2345 = icmp ule ptr %2344, %data_end, !dbg !92
  br i1 %2345, label %pay.in1165, label %pay.done38, !dbg !92

pay.in1160:                                       ; preds = %find.next1153
  %2346 = getelementptr i8, ptr %2333, i64 0, !dbg !92
  %2347 = load i32, ptr %2346, align 4, !dbg !92
  %2348 = icmp eq i32 %2347, 16711680, !dbg !92
  br i1 %2348, label %pay.same1161, label %find.next1158, !dbg !92

pay.same1161:                                     ; preds = %pay.in1160
  %2349 = getelementptr i8, ptr %2333, i64 4, !dbg !92
  %2350 = load i8, ptr %2349, align 1, !dbg !92
  %2351 = icmp eq i8 %2350, 1, !dbg !92
  br i1 %2351, label %pay.same1162, label %find.next1158, !dbg !92

pay.same1162:                                     ; preds = %pay.same1161
  br label %find.found, !dbg !92

find.next1163:                                    ; preds = %pay.same1166, %pay.in1165
  %2352 = add i64 %9, 226, !dbg !92
  %pay1169 = getelementptr i8, ptr %data, i64 %2352, !dbg !92
  %2353 = call ptr @llvm.bpf.passthrough.p0.p0(i32 233, ptr %pay1169), !dbg !92
  %2354 = getelementptr i8, ptr %2353, i64 5, !dbg !92
  %2355 = icmp ule ptr %2354, %data_end, !dbg !92
  br i1 %2355, label %pay.in1170, label %pay.done38, !dbg !92

pay.in1165:                                       ; preds = %find.next1158
  %2356 = getelementptr i8, ptr %2343, i64 0, !dbg !92
  %2357 = load i32, ptr %2356, align 4, !dbg !92
  %2358 = icmp eq i32 %2357, 16711680, !dbg !92
  br i1 %2358, label %pay.same1166, label %find.next1163, !dbg !92

pay.same1166:                                     ; preds = %pay.in1165
  %2359 = getelementptr i8, ptr %2343, i64 4, !dbg !92
  %2360 = load i8, ptr %2359, align 1, !dbg !92
  %2361 = icmp eq i8 %2360, 1, !dbg !92
  br i1 %2361, label %pay.same1167, label %find.next1163, !dbg !92

pay.same1167:                                     ; preds = %pay.same1166
  br label %find.found, !dbg !92

find.next1168:                                    ; preds = %pay.same1171, %pay.in1170
  %2362 = add i64 %9, 227, !dbg !92
  %pay1174 = getelementptr i8, ptr %data, i64 %2362, !dbg !92
  %2363 = call ptr @llvm.bpf.passthrough.p0.p0(i32 234, ptr %pay1174), !dbg !92
  %2364 = getelementptr i8, ptr %2363, i64 5, !dbg !92
  %2365 = icmp ule ptr %2364, %data_end, !dbg !92
  br i1 %2365, label %pay.in1175, label %pay.done38, !dbg !92

pay.in1170:                                       ; preds = %find.next1163
  %2366 = getelementptr i8, ptr %2353, i64 0, !dbg !92
  %2367 = load i32, ptr %2366, align 4, !dbg !92
  %2368 = icmp eq i32 %2367, 16711680, !dbg !92
  br i1 %2368, label %pay.same1171, label %find.next1168, !dbg !92

pay.same1171:                                     ; preds = %pay.in1170
  %2369 = getelementptr i8, ptr %2353, i64 4, !dbg !92
  %2370 = load i8, ptr %2369, align 1, !dbg !92
  %2371 = icmp eq i8 %2370, 1, !dbg !92
  br i1 %2371, label %pay.same1172, label %find.next1168, !dbg !92

pay.same1172:                                     ; preds = %pay.same1171
  br label %find.found, !dbg !92

find.next1173:                                    ; preds = %pay.same1176, %pay.in1175
  %2372 = add i64 %9, 228, !dbg !92
  %pay1179 = getelementptr i8, ptr %data, i64 %2372, !dbg !92
  %2373 = call ptr @llvm.bpf.passthrough.p0.p0(i32 235, ptr %pay1179), !dbg !92
  %2374 = getelementptr i8, ptr %2373, i64 5, !dbg !92
  %2375 = icmp ule ptr %2374, %data_end, !dbg !92
  br i1 %2375, label %pay.in1180, label %pay.done38, !dbg !92

pay.in1175:                                       ; preds = %find.next1168
  %2376 = getelementptr i8, ptr %2363, i64 0, !dbg !92
  %2377 = load i32, ptr %2376, align 4, !dbg !92
  %2378 = icmp eq i32 %2377, 16711680, !dbg !92
  br i1 %2378, label %pay.same1176, label %find.next1173, !dbg !92

pay.same1176:                                     ; preds = %pay.in1175
  %2379 = getelementptr i8, ptr %2363, i64 4, !dbg !92
  %2380 = load i8, ptr %2379, align 1, !dbg !92
  %2381 = icmp eq i8 %2380, 1, !dbg !92
  br i1 %2381, label %pay.same1177, label %find.next1173, !dbg !92

pay.same1177:                                     ; preds = %pay.same1176
  br label %find.found, !dbg !92

find.next1178:                                    ; preds = %pay.same1181, %pay.in1180
  %2382 = add i64 %9, 229, !dbg !92
  %pay1184 = getelementptr i8, ptr %data, i64 %2382, !dbg !92
  %2383 = call ptr @llvm.bpf.passthrough.p0.p0(i32 236, ptr %pay1184), !dbg !92
  %2384 = getelementptr i8, ptr %2383, i64 5, !dbg !92
  %2385 = icmp ule ptr %2384, %data_end, !dbg !92
  br i1 %2385, label %pay.in1185, label %pay.done38, !dbg !92

pay.in1180:                                       ; preds = %find.next1173
  %2386 = getelementptr i8, ptr %2373, i64 0, !dbg !92
  %2387 = load i32, ptr %2386, align 4, !dbg !92
  %2388 = icmp eq i32 %2387, 16711680, !dbg !92
  br i1 %2388, label %pay.same1181, label %find.next1178, !dbg !92

pay.same1181:                                     ; preds = %pay.in1180
  %2389 = getelementptr i8, ptr %2373, i64 4, !dbg !92
  %2390 = load i8, ptr %2389, align 1, !dbg !92
  %2391 = icmp eq i8 %2390, 1, !dbg !92
  br i1 %2391, label %pay.same1182, label %find.next1178, !dbg !92

pay.same1182:                                     ; preds = %pay.same1181
  br label %find.found, !dbg !92

find.next1183:                                    ; preds = %pay.same1186, %pay.in1185
  %2392 = add i64 %9, 230, !dbg !92
  %pay1189 = getelementptr i8, ptr %data, i64 %2392, !dbg !92
  %2393 = call ptr @llvm.bpf.passthrough.p0.p0(i32 237, ptr %pay1189), !dbg !92
  %2394 = getelementptr i8, ptr %2393, i64 5, !dbg !92
  %2395 = icmp ule ptr %2394, %data_end, !dbg !92
  br i1 %2395, label %pay.in1190, label %pay.done38, !dbg !92

pay.in1185:                                       ; preds = %find.next1178
  %2396 = getelementptr i8, ptr %2383, i64 0, !dbg !92
  %2397 = load i32, ptr %2396, align 4, !dbg !92
  %2398 = icmp eq i32 %2397, 16711680, !dbg !92
  br i1 %2398, label %pay.same1186, label %find.next1183, !dbg !92

pay.same1186:                                     ; preds = %pay.in1185
  %2399 = getelementptr i8, ptr %2383, i64 4, !dbg !92
  %2400 = load i8, ptr %2399, align 1, !dbg !92
  %2401 = icmp eq i8 %2400, 1, !dbg !92
  br i1 %2401, label %pay.same1187, label %find.next1183, !dbg !92

pay.same1187:                                     ; preds = %pay.same1186
  br label %find.found, !dbg !92

find.next1188:                                    ; preds = %pay.same1191, %pay.in1190
  %2402 = add i64 %9, 231, !dbg !92
  %pay1194 = getelementptr i8, ptr %data, i64 %2402, !dbg !92
  %2403 = call ptr @llvm.bpf.passthrough.p0.p0(i32 238, ptr %pay1194), !dbg !92
  %2404 = getelementptr i8, ptr %2403, i64 5, !dbg !92
  %2405 = icmp ule ptr %2404, %data_end, !dbg !92
  br i1 %2405, label %pay.in1195, label %pay.done38, !dbg !92

pay.in1190:                                       ; preds = %find.next1183
  %2406 = getelementptr i8, ptr %2393, i64 0, !dbg !92
  %2407 = load i32, ptr %2406, align 4, !dbg !92
  %2408 = icmp eq i32 %2407, 16711680, !dbg !92
  br i1 %2408, label %pay.same1191, label %find.next1188, !dbg !92

pay.same1191:                                     ; preds = %pay.in1190
  %2409 = getelementptr i8, ptr %2393, i64 4, !dbg !92
  %2410 = load i8, ptr %2409, align 1, !dbg !92
  %2411 = icmp eq i8 %2410, 1, !dbg !92
  br i1 %2411, label %pay.same1192, label %find.next1188, !dbg !92

pay.same1192:                                     ; preds = %pay.same1191
  br label %find.found, !dbg !92

find.next1193:                                    ; preds = %pay.same1196, %pay.in1195
  %2412 = add i64 %9, 232, !dbg !92
  %pay1199 = getelementptr i8, ptr %data, i64 %2412, !dbg !92
  %2413 = call ptr @llvm.bpf.passthrough.p0.p0(i32 239, ptr %pay1199), !dbg !92
  %2414 = getelementptr i8, ptr %2413, i64 5, !dbg !92
  %2415 = icmp ule ptr %2414, %data_end, !dbg !92
  br i1 %2415, label %pay.in1200, label %pay.done38, !dbg !92

pay.in1195:                                       ; preds = %find.next1188
  %2416 = getelementptr i8, ptr %2403, i64 0, !dbg !92
  %2417 = load i32, ptr %2416, align 4, !dbg !92
  %2418 = icmp eq i32 %2417, 16711680, !dbg !92
  br i1 %2418, label %pay.same1196, label %find.next1193, !dbg !92

pay.same1196:                                     ; preds = %pay.in1195
  %2419 = getelementptr i8, ptr %2403, i64 4, !dbg !92
  %2420 = load i8, ptr %2419, align 1, !dbg !92
  %2421 = icmp eq i8 %2420, 1, !dbg !92
  br i1 %2421, label %pay.same1197, label %find.next1193, !dbg !92

pay.same1197:                                     ; preds = %pay.same1196
  br label %find.found, !dbg !92

find.next1198:                                    ; preds = %pay.same1201, %pay.in1200
  %2422 = add i64 %9, 233, !dbg !92
  %pay1204 = getelementptr i8, ptr %data, i64 %2422, !dbg !92
  %2423 = call ptr @llvm.bpf.passthrough.p0.p0(i32 240, ptr %pay1204), !dbg !92
  %2424 = getelementptr i8, ptr %2423, i64 5, !dbg !92
  %2425 = icmp ule ptr %2424, %data_end, !dbg !92
  br i1 %2425, label %pay.in1205, label %pay.done38, !dbg !92

pay.in1200:                                       ; preds = %find.next1193
  %2426 = getelementptr i8, ptr %2413, i64 0, !dbg !92
  %2427 = load i32, ptr %2426, align 4, !dbg !92
  %2428 = icmp eq i32 %2427, 16711680, !dbg !92
  br i1 %2428, label %pay.same1201, label %find.next1198, !dbg !92

pay.same1201:                                     ; preds = %pay.in1200
  %2429 = getelementptr i8, ptr %2413, i64 4, !dbg !92
  %2430 = load i8, ptr %2429, align 1, !dbg !92
  %2431 = icmp eq i8 %2430, 1, !dbg !92
  br i1 %2431, label %pay.same1202, label %find.next1198, !dbg !92

pay.same1202:                                     ; preds = %pay.same1201
  br label %find.found, !dbg !92

find.next1203:                                    ; preds = %pay.same1206, %pay.in1205
  %2432 = add i64 %9, 234, !dbg !92
  %pay1209 = getelementptr i8, ptr %data, i64 %2432, !dbg !92
  %2433 = call ptr @llvm.bpf.passthrough.p0.p0(i32 241, ptr %pay1209), !dbg !92
  %2434 = getelementptr i8, ptr %2433, i64 5, !dbg !92
  %2435 = icmp ule ptr %2434, %data_end, !dbg !92
  br i1 %2435, label %pay.in1210, label %pay.done38, !dbg !92

pay.in1205:                                       ; preds = %find.next1198
  %2436 = getelementptr i8, ptr %2423, i64 0, !dbg !92
  %2437 = load i32, ptr %2436, align 4, !dbg !92
  %2438 = icmp eq i32 %2437, 16711680, !dbg !92
  br i1 %2438, label %pay.same1206, label %find.next1203, !dbg !92

pay.same1206:                                     ; preds = %pay.in1205
  %2439 = getelementptr i8, ptr %2423, i64 4, !dbg !92
  %2440 = load i8, ptr %2439, align 1, !dbg !92
  %2441 = icmp eq i8 %2440, 1, !dbg !92
  br i1 %2441, label %pay.same1207, label %find.next1203, !dbg !92

pay.same1207:                                     ; preds = %pay.same1206
  br label %find.found, !dbg !92

find.next1208:                                    ; preds = %pay.same1211, %pay.in1210
  %2442 = add i64 %9, 235, !dbg !92
  %pay1214 = getelementptr i8, ptr %data, i64 %2442, !dbg !92
  %2443 = call ptr @llvm.bpf.passthrough.p0.p0(i32 242, ptr %pay1214), !dbg !92
  %2444 = getelementptr i8, ptr %2443, i64 5, !dbg !92
  %2445 = icmp ule ptr %2444, %data_end, !dbg !92
  br i1 %2445, label %pay.in1215, label %pay.done38, !dbg !92

pay.in1210:                                       ; preds = %find.next1203
  %2446 = getelementptr i8, ptr %2433, i64 0, !dbg !92
  %2447 = load i32, ptr %2446, align 4, !dbg !92
  %2448 = icmp eq i32 %2447, 16711680, !dbg !92
  br i1 %2448, label %pay.same1211, label %find.next1208, !dbg !92

pay.same1211:                                     ; preds = %pay.in1210
  %2449 = getelementptr i8, ptr %2433, i64 4, !dbg !92
  %2450 = load i8, ptr %2449, align 1, !dbg !92
  %2451 = icmp eq i8 %2450, 1, !dbg !92
  br i1 %2451, label %pay.same1212, label %find.next1208, !dbg !92

pay.same1212:                                     ; preds = %pay.same1211
  br label %find.found, !dbg !92

find.next1213:                                    ; preds = %pay.same1216, %pay.in1215
  %2452 = add i64 %9, 236, !dbg !92
  %pay1219 = getelementptr i8, ptr %data, i64 %2452, !dbg !92
  %2453 = call ptr @llvm.bpf.passthrough.p0.p0(i32 243, ptr %pay1219), !dbg !92
  %2454 = getelementptr i8, ptr %2453, i64 5, !dbg !92
  %2455 = icmp ule ptr %2454, %data_end, !dbg !92
  br i1 %2455, label %pay.in1220, label %pay.done38, !dbg !92

pay.in1215:                                       ; preds = %find.next1208
  %2456 = getelementptr i8, ptr %2443, i64 0, !dbg !92
  %2457 = load i32, ptr %2456, align 4, !dbg !92
  %2458 = icmp eq i32 %2457, 16711680, !dbg !92
  br i1 %2458, label %pay.same1216, label %find.next1213, !dbg !92

pay.same1216:                                     ; preds = %pay.in1215
  %2459 = getelementptr i8, ptr %2443, i64 4, !dbg !92
  %2460 = load i8, ptr %2459, align 1, !dbg !92
  %2461 = icmp eq i8 %2460, 1, !dbg !92
  br i1 %2461, label %pay.same1217, label %find.next1213, !dbg !92

pay.same1217:                                     ; preds = %pay.same1216
  br label %find.found, !dbg !92

find.next1218:                                    ; preds = %pay.same1221, %pay.in1220
  %2462 = add i64 %9, 237, !dbg !92
  %pay1224 = getelementptr i8, ptr %data, i64 %2462, !dbg !92
  %2463 = call ptr @llvm.bpf.passthrough.p0.p0(i32 244, ptr %pay1224), !dbg !92
  %2464 = getelementptr i8, ptr %2463, i64 5, !dbg !92
  %2465 = icmp ule ptr %2464, %data_end, !dbg !92
  br i1 %2465, label %pay.in1225, label %pay.done38, !dbg !92

pay.in1220:                                       ; preds = %find.next1213
  %2466 = getelementptr i8, ptr %2453, i64 0, !dbg !92
  %2467 = load i32, ptr %2466, align 4, !dbg !92
  %2468 = icmp eq i32 %2467, 16711680, !dbg !92
  br i1 %2468, label %pay.same1221, label %find.next1218, !dbg !92

pay.same1221:                                     ; preds = %pay.in1220
  %2469 = getelementptr i8, ptr %2453, i64 4, !dbg !92
  %2470 = load i8, ptr %2469, align 1, !dbg !92
  %2471 = icmp eq i8 %2470, 1, !dbg !92
  br i1 %2471, label %pay.same1222, label %find.next1218, !dbg !92

pay.same1222:                                     ; preds = %pay.same1221
  br label %find.found, !dbg !92

find.next1223:                                    ; preds = %pay.same1226, %pay.in1225
  %2472 = add i64 %9, 238, !dbg !92
  %pay1229 = getelementptr i8, ptr %data, i64 %2472, !dbg !92
  %2473 = call ptr @llvm.bpf.passthrough.p0.p0(i32 245, ptr %pay1229), !dbg !92
  %2474 = getelementptr i8, ptr %2473, i64 5, !dbg !92
  %2475 = icmp ule ptr %2474, %data_end, !dbg !92
  br i1 %2475, label %pay.in1230, label %pay.done38, !dbg !92

pay.in1225:                                       ; preds = %find.next1218
  %2476 = getelementptr i8, ptr %2463, i64 0, !dbg !92
  %2477 = load i32, ptr %2476, align 4, !dbg !92
  %2478 = icmp eq i32 %2477, 16711680, !dbg !92
  br i1 %2478, label %pay.same1226, label %find.next1223, !dbg !92

pay.same1226:                                     ; preds = %pay.in1225
  %2479 = getelementptr i8, ptr %2463, i64 4, !dbg !92
  %2480 = load i8, ptr %2479, align 1, !dbg !92
  %2481 = icmp eq i8 %2480, 1, !dbg !92
  br i1 %2481, label %pay.same1227, label %find.next1223, !dbg !92

pay.same1227:                                     ; preds = %pay.same1226
  br label %find.found, !dbg !92

find.next1228:                                    ; preds = %pay.same1231, %pay.in1230
  %2482 = add i64 %9, 239, !dbg !92
  %pay1234 = getelementptr i8, ptr %data, i64 %2482, !dbg !92
  %2483 = call ptr @llvm.bpf.passthrough.p0.p0(i32 246, ptr %pay1234), !dbg !92
  %2484 = getelementptr i8, ptr %2483, i64 5, !dbg !92
  %2485 = icmp ule ptr %2484, %data_end, !dbg !92
  br i1 %2485, label %pay.in1235, label %pay.done38, !dbg !92

pay.in1230:                                       ; preds = %find.next1223
  %2486 = getelementptr i8, ptr %2473, i64 0, !dbg !92
  %2487 = load i32, ptr %2486, align 4, !dbg !92
  %2488 = icmp eq i32 %2487, 16711680, !dbg !92
  br i1 %2488, label %pay.same1231, label %find.next1228, !dbg !92

pay.same1231:                                     ; preds = %pay.in1230
  %2489 = getelementptr i8, ptr %2473, i64 4, !dbg !92
  %2490 = load i8, ptr %2489, align 1, !dbg !92
  %2491 = icmp eq i8 %2490, 1, !dbg !92
  br i1 %2491, label %pay.same1232, label %find.next1228, !dbg !92

pay.same1232:                                     ; preds = %pay.same1231
  br label %find.found, !dbg !92

find.next1233:                                    ; preds = %pay.same1236, %pay.in1235
  %2492 = add i64 %9, 240, !dbg !92
  %pay1239 = getelementptr i8, ptr %data, i64 %2492, !dbg !92
  %2493 = call ptr @llvm.bpf.passthrough.p0.p0(i32 247, ptr %pay1239), !dbg !92
  %2494 = getelementptr i8, ptr %2493, i64 5, !dbg !92
  %2495 = icmp ule ptr %2494, %data_end, !dbg !92
  br i1 %2495, label %pay.in1240, label %pay.done38, !dbg !92

pay.in1235:                                       ; preds = %find.next1228
  %2496 = getelementptr i8, ptr %2483, i64 0, !dbg !92
  %2497 = load i32, ptr %2496, align 4, !dbg !92
  %2498 = icmp eq i32 %2497, 16711680, !dbg !92
  br i1 %2498, label %pay.same1236, label %find.next1233, !dbg !92

pay.same1236:                                     ; preds = %pay.in1235
  %2499 = getelementptr i8, ptr %2483, i64 4, !dbg !92
  %2500 = load i8, ptr %2499, align 1, !dbg !92
  %2501 = icmp eq i8 %2500, 1, !dbg !92
  br i1 %2501, label %pay.same1237, label %find.next1233, !dbg !92

pay.same1237:                                     ; preds = %pay.same1236
  br label %find.found, !dbg !92

find.next1238:                                    ; preds = %pay.same1241, %pay.in1240
  %2502 = add i64 %9, 241, !dbg !92
  %pay1244 = getelementptr i8, ptr %data, i64 %2502, !dbg !92
  %2503 = call ptr @llvm.bpf.passthrough.p0.p0(i32 248, ptr %pay1244), !dbg !92
  %2504 = getelementptr i8, ptr %2503, i64 5, !dbg !92
  %2505 = icmp ule ptr %2504, %data_end, !dbg !92
  br i1 %2505, label %pay.in1245, label %pay.done38, !dbg !92

pay.in1240:                                       ; preds = %find.next1233
  %2506 = getelementptr i8, ptr %2493, i64 0, !dbg !92
  %2507 = load i32, ptr %2506, align 4, !dbg !92
  %2508 = icmp eq i32 %2507, 16711680, !dbg !92
  br i1 %2508, label %pay.same1241, label %find.next1238, !dbg !92

pay.same1241:                                     ; preds = %pay.in1240
  %2509 = getelementptr i8, ptr %2493, i64 4, !dbg !92
  %2510 = load i8, ptr %2509, align 1, !dbg !92
  %2511 = icmp eq i8 %2510, 1, !dbg !92
  br i1 %2511, label %pay.same1242, label %find.next1238, !dbg !92

pay.same1242:                                     ; preds = %pay.same1241
  br label %find.found, !dbg !92

find.next1243:                                    ; preds = %pay.same1246, %pay.in1245
  %2512 = add i64 %9, 242, !dbg !92
  %pay1249 = getelementptr i8, ptr %data, i64 %2512, !dbg !92
  %2513 = call ptr @llvm.bpf.passthrough.p0.p0(i32 249, ptr %pay1249), !dbg !92
  %2514 = getelementptr i8, ptr %2513, i64 5, !dbg !92
  %2515 = icmp ule ptr %2514, %data_end, !dbg !92
  br i1 %2515, label %pay.in1250, label %pay.done38, !dbg !92

pay.in1245:                                       ; preds = %find.next1238
  %2516 = getelementptr i8, ptr %2503, i64 0, !dbg !92
  %2517 = load i32, ptr %2516, align 4, !dbg !92
  %2518 = icmp eq i32 %2517, 16711680, !dbg !92
  br i1 %2518, label %pay.same1246, label %find.next1243, !dbg !92

pay.same1246:                                     ; preds = %pay.in1245
  %2519 = getelementptr i8, ptr %2503, i64 4, !dbg !92
  %2520 = load i8, ptr %2519, align 1, !dbg !92
  %2521 = icmp eq i8 %2520, 1, !dbg !92
  br i1 %2521, label %pay.same1247, label %find.next1243, !dbg !92

pay.same1247:                                     ; preds = %pay.same1246
  br label %find.found, !dbg !92

find.next1248:                                    ; preds = %pay.same1251, %pay.in1250
  %2522 = add i64 %9, 243, !dbg !92
  %pay1254 = getelementptr i8, ptr %data, i64 %2522, !dbg !92
  %2523 = call ptr @llvm.bpf.passthrough.p0.p0(i32 250, ptr %pay1254), !dbg !92
  %2524 = getelementptr i8, ptr %2523, i64 5, !dbg !92
  %2525 = icmp ule ptr %2524, %data_end, !dbg !92
  br i1 %2525, label %pay.in1255, label %pay.done38, !dbg !92

pay.in1250:                                       ; preds = %find.next1243
  %2526 = getelementptr i8, ptr %2513, i64 0, !dbg !92
  %2527 = load i32, ptr %2526, align 4, !dbg !92
  %2528 = icmp eq i32 %2527, 16711680, !dbg !92
  br i1 %2528, label %pay.same1251, label %find.next1248, !dbg !92

pay.same1251:                                     ; preds = %pay.in1250
  %2529 = getelementptr i8, ptr %2513, i64 4, !dbg !92
  %2530 = load i8, ptr %2529, align 1, !dbg !92
  %2531 = icmp eq i8 %2530, 1, !dbg !92
  br i1 %2531, label %pay.same1252, label %find.next1248, !dbg !92

pay.same1252:                                     ; preds = %pay.same1251
  br label %find.found, !dbg !92

find.next1253:                                    ; preds = %pay.same1256, %pay.in1255
  %2532 = add i64 %9, 244, !dbg !92
  %pay1259 = getelementptr i8, ptr %data, i64 %2532, !dbg !92
  %2533 = call ptr @llvm.bpf.passthrough.p0.p0(i32 251, ptr %pay1259), !dbg !92
  %2534 = getelementptr i8, ptr %2533, i64 5, !dbg !92
  %2535 = icmp ule ptr %2534, %data_end, !dbg !92
  br i1 %2535, label %pay.in1260, label %pay.done38, !dbg !92

pay.in1255:                                       ; preds = %find.next1248
  %2536 = getelementptr i8, ptr %2523, i64 0, !dbg !92
  %2537 = load i32, ptr %2536, align 4, !dbg !92
  %2538 = icmp eq i32 %2537, 16711680, !dbg !92
  br i1 %2538, label %pay.same1256, label %find.next1253, !dbg !92

pay.same1256:                                     ; preds = %pay.in1255
  %2539 = getelementptr i8, ptr %2523, i64 4, !dbg !92
  %2540 = load i8, ptr %2539, align 1, !dbg !92
  %2541 = icmp eq i8 %2540, 1, !dbg !92
  br i1 %2541, label %pay.same1257, label %find.next1253, !dbg !92

pay.same1257:                                     ; preds = %pay.same1256
  br label %find.found, !dbg !92

find.next1258:                                    ; preds = %pay.same1261, %pay.in1260
  %2542 = add i64 %9, 245, !dbg !92
  %pay1264 = getelementptr i8, ptr %data, i64 %2542, !dbg !92
  %2543 = call ptr @llvm.bpf.passthrough.p0.p0(i32 252, ptr %pay1264), !dbg !92
  %2544 = getelementptr i8, ptr %2543, i64 5, !dbg !92
  %2545 = icmp ule ptr %2544, %data_end, !dbg !92
  br i1 %2545, label %pay.in1265, label %pay.done38, !dbg !92

pay.in1260:                                       ; preds = %find.next1253
  %2546 = getelementptr i8, ptr %2533, i64 0, !dbg !92
  %2547 = load i32, ptr %2546, align 4, !dbg !92
  %2548 = icmp eq i32 %2547, 16711680, !dbg !92
  br i1 %2548, label %pay.same1261, label %find.next1258, !dbg !92

pay.same1261:                                     ; preds = %pay.in1260
  %2549 = getelementptr i8, ptr %2533, i64 4, !dbg !92
  %2550 = load i8, ptr %2549, align 1, !dbg !92
  %2551 = icmp eq i8 %2550, 1, !dbg !92
  br i1 %2551, label %pay.same1262, label %find.next1258, !dbg !92

pay.same1262:                                     ; preds = %pay.same1261
  br label %find.found, !dbg !92

find.next1263:                                    ; preds = %pay.same1266, %pay.in1265
  %2552 = add i64 %9, 246, !dbg !92
  %pay1269 = getelementptr i8, ptr %data, i64 %2552, !dbg !92
  %2553 = call ptr @llvm.bpf.passthrough.p0.p0(i32 253, ptr %pay1269), !dbg !92
  %2554 = getelementptr i8, ptr %2553, i64 5, !dbg !92
  %2555 = icmp ule ptr %2554, %data_end, !dbg !92
  br i1 %2555, label %pay.in1270, label %pay.done38, !dbg !92

pay.in1265:                                       ; preds = %find.next1258
  %2556 = getelementptr i8, ptr %2543, i64 0, !dbg !92
  %2557 = load i32, ptr %2556, align 4, !dbg !92
  %2558 = icmp eq i32 %2557, 16711680, !dbg !92
  br i1 %2558, label %pay.same1266, label %find.next1263, !dbg !92

pay.same1266:                                     ; preds = %pay.in1265
  %2559 = getelementptr i8, ptr %2543, i64 4, !dbg !92
  %2560 = load i8, ptr %2559, align 1, !dbg !92
  %2561 = icmp eq i8 %2560, 1, !dbg !92
  br i1 %2561, label %pay.same1267, label %find.next1263, !dbg !92

pay.same1267:                                     ; preds = %pay.same1266
  br label %find.found, !dbg !92

find.next1268:                                    ; preds = %pay.same1271, %pay.in1270
  %2562 = add i64 %9, 247, !dbg !92
  %pay1274 = getelementptr i8, ptr %data, i64 %2562, !dbg !92
  %2563 = call ptr @llvm.bpf.passthrough.p0.p0(i32 254, ptr %pay1274), !dbg !92
  %2564 = getelementptr i8, ptr %2563, i64 5, !dbg !92
  %2565 = icmp ule ptr %2564, %data_end, !dbg !92
  br i1 %2565, label %pay.in1275, label %pay.done38, !dbg !92

pay.in1270:                                       ; preds = %find.next1263
  %2566 = getelementptr i8, ptr %2553, i64 0, !dbg !92
  %2567 = load i32, ptr %2566, align 4, !dbg !92
  %2568 = icmp eq i32 %2567, 16711680, !dbg !92
  br i1 %2568, label %pay.same1271, label %find.next1268, !dbg !92

pay.same1271:                                     ; preds = %pay.in1270
  %2569 = getelementptr i8, ptr %2553, i64 4, !dbg !92
  %2570 = load i8, ptr %2569, align 1, !dbg !92
  %2571 = icmp eq i8 %2570, 1, !dbg !92
  br i1 %2571, label %pay.same1272, label %find.next1268, !dbg !92

pay.same1272:                                     ; preds = %pay.same1271
  br label %find.found, !dbg !92

find.next1273:                                    ; preds = %pay.same1276, %pay.in1275
  %2572 = add i64 %9, 248, !dbg !92
  %pay1279 = getelementptr i8, ptr %data, i64 %2572, !dbg !92
  %2573 = call ptr @llvm.bpf.passthrough.p0.p0(i32 255, ptr %pay1279), !dbg !92
  %2574 = getelementptr i8, ptr %2573, i64 5, !dbg !92
  %2575 = icmp ule ptr %2574, %data_end, !dbg !92
  br i1 %2575, label %pay.in1280, label %pay.done38, !dbg !92

pay.in1275:                                       ; preds = %find.next1268
  %2576 = getelementptr i8, ptr %2563, i64 0, !dbg !92
  %2577 = load i32, ptr %2576, align 4, !dbg !92
  %2578 = icmp eq i32 %2577, 16711680, !dbg !92
  br i1 %2578, label %pay.same1276, label %find.next1273, !dbg !92

pay.same1276:                                     ; preds = %pay.in1275
  %2579 = getelementptr i8, ptr %2563, i64 4, !dbg !92
  %2580 = load i8, ptr %2579, align 1, !dbg !92
  %2581 = icmp eq i8 %2580, 1, !dbg !92
  br i1 %2581, label %pay.same1277, label %find.next1273, !dbg !92

pay.same1277:                                     ; preds = %pay.same1276
  br label %find.found, !dbg !92

find.next1278:                                    ; preds = %pay.same1281, %pay.in1280
  %2582 = add i64 %9, 249, !dbg !92
  %pay1284 = getelementptr i8, ptr %data, i64 %2582, !dbg !92
  %2583 = call ptr @llvm.bpf.passthrough.p0.p0(i32 256, ptr %pay1284), !dbg !92
  %2584 = getelementptr i8, ptr %2583, i64 5, !dbg !92
  %2585 = icmp ule ptr %2584, %data_end, !dbg !92
  br i1 %2585, label %pay.in1285, label %pay.done38, !dbg !92

pay.in1280:                                       ; preds = %find.next1273
  %2586 = getelementptr i8, ptr %2573, i64 0, !dbg !92
  %2587 = load i32, ptr %2586, align 4, !dbg !92
  %2588 = icmp eq i32 %2587, 16711680, !dbg !92
  br i1 %2588, label %pay.same1281, label %find.next1278, !dbg !92

pay.same1281:                                     ; preds = %pay.in1280
  %2589 = getelementptr i8, ptr %2573, i64 4, !dbg !92
  %2590 = load i8, ptr %2589, align 1, !dbg !92
  %2591 = icmp eq i8 %2590, 1, !dbg !92
  br i1 %2591, label %pay.same1282, label %find.next1278, !dbg !92

pay.same1282:                                     ; preds = %pay.same1281
  br label %find.found, !dbg !92

find.next1283:                                    ; preds = %pay.same1286, %pay.in1285
  %2592 = add i64 %9, 250, !dbg !92
  %pay1289 = getelementptr i8, ptr %data, i64 %2592, !dbg !92
  %2593 = call ptr @llvm.bpf.passthrough.p0.p0(i32 257, ptr %pay1289), !dbg !92
  %2594 = getelementptr i8, ptr %2593, i64 5, !dbg !92
  %2595 = icmp ule ptr %2594, %data_end, !dbg !92
  br i1 %2595, label %pay.in1290, label %pay.done38, !dbg !92

pay.in1285:                                       ; preds = %find.next1278
  %2596 = getelementptr i8, ptr %2583, i64 0, !dbg !92
  %2597 = load i32, ptr %2596, align 4, !dbg !92
  %2598 = icmp eq i32 %2597, 16711680, !dbg !92
  br i1 %2598, label %pay.same1286, label %find.next1283, !dbg !92

pay.same1286:                                     ; preds = %pay.in1285
  %2599 = getelementptr i8, ptr %2583, i64 4, !dbg !92
  %2600 = load i8, ptr %2599, align 1, !dbg !92
  %2601 = icmp eq i8 %2600, 1, !dbg !92
  br i1 %2601, label %pay.same1287, label %find.next1283, !dbg !92

pay.same1287:                                     ; preds = %pay.same1286
  br label %find.found, !dbg !92

find.next1288:                                    ; preds = %pay.same1291, %pay.in1290
  %2602 = add i64 %9, 251, !dbg !92
  %pay1294 = getelementptr i8, ptr %data, i64 %2602, !dbg !92
  %2603 = call ptr @llvm.bpf.passthrough.p0.p0(i32 258, ptr %pay1294), !dbg !92
  %2604 = getelementptr i8, ptr %2603, i64 5, !dbg !92
  %2605 = icmp ule ptr %2604, %data_end, !dbg !92
  br i1 %2605, label %pay.in1295, label %pay.done38, !dbg !92

pay.in1290:                                       ; preds = %find.next1283
  %2606 = getelementptr i8, ptr %2593, i64 0, !dbg !92
  %2607 = load i32, ptr %2606, align 4, !dbg !92
  %2608 = icmp eq i32 %2607, 16711680, !dbg !92
  br i1 %2608, label %pay.same1291, label %find.next1288, !dbg !92

pay.same1291:                                     ; preds = %pay.in1290
  %2609 = getelementptr i8, ptr %2593, i64 4, !dbg !92
  %2610 = load i8, ptr %2609, align 1, !dbg !92
  %2611 = icmp eq i8 %2610, 1, !dbg !92
  br i1 %2611, label %pay.same1292, label %find.next1288, !dbg !92

pay.same1292:                                     ; preds = %pay.same1291
  br label %find.found, !dbg !92

find.next1293:                                    ; preds = %pay.same1296, %pay.in1295
  %2612 = add i64 %9, 252, !dbg !92
  %pay1299 = getelementptr i8, ptr %data, i64 %2612, !dbg !92
  %2613 = call ptr @llvm.bpf.passthrough.p0.p0(i32 259, ptr %pay1299), !dbg !92
  %2614 = getelementptr i8, ptr %2613, i64 5, !dbg !92
  %2615 = icmp ule ptr %2614, %data_end, !dbg !92
  br i1 %2615, label %pay.in1300, label %pay.done38, !dbg !92

pay.in1295:                                       ; preds = %find.next1288
  %2616 = getelementptr i8, ptr %2603, i64 0, !dbg !92
  %2617 = load i32, ptr %2616, align 4, !dbg !92
  %2618 = icmp eq i32 %2617, 16711680, !dbg !92
  br i1 %2618, label %pay.same1296, label %find.next1293, !dbg !92

pay.same1296:                                     ; preds = %pay.in1295
  %2619 = getelementptr i8, ptr %2603, i64 4, !dbg !92
  %2620 = load i8, ptr %2619, align 1, !dbg !92
  %2621 = icmp eq i8 %2620, 1, !dbg !92
  br i1 %2621, label %pay.same1297, label %find.next1293, !dbg !92

pay.same1297:                                     ; preds = %pay.same1296
  br label %find.found, !dbg !92

find.next1298:                                    ; preds = %pay.same1301, %pay.in1300
  %2622 = add i64 %9, 253, !dbg !92
  %pay1304 = getelementptr i8, ptr %data, i64 %2622, !dbg !92
  %2623 = call ptr @llvm.bpf.passthrough.p0.p0(i32 260, ptr %pay1304), !dbg !92
  %2624 = getelementptr i8, ptr %2623, i64 5, !dbg !92
  %2625 = icmp ule ptr %2624, %data_end, !dbg !92
  br i1 %2625, label %pay.in1305, label %pay.done38, !dbg !92

pay.in1300:                                       ; preds = %find.next1293
  %2626 = getelementptr i8, ptr %2613, i64 0, !dbg !92
  %2627 = load i32, ptr %2626, align 4, !dbg !92
  %2628 = icmp eq i32 %2627, 16711680, !dbg !92
  br i1 %2628, label %pay.same1301, label %find.next1298, !dbg !92

pay.same1301:                                     ; preds = %pay.in1300
  %2629 = getelementptr i8, ptr %2613, i64 4, !dbg !92
  %2630 = load i8, ptr %2629, align 1, !dbg !92
  %2631 = icmp eq i8 %2630, 1, !dbg !92
  br i1 %2631, label %pay.same1302, label %find.next1298, !dbg !92

pay.same1302:                                     ; preds = %pay.same1301
  br label %find.found, !dbg !92

find.next1303:                                    ; preds = %pay.same1306, %pay.in1305
  %2632 = add i64 %9, 254, !dbg !92
  %pay1309 = getelementptr i8, ptr %data, i64 %2632, !dbg !92
  %2633 = call ptr @llvm.bpf.passthrough.p0.p0(i32 261, ptr %pay1309), !dbg !92
  %2634 = getelementptr i8, ptr %2633, i64 5, !dbg !92
  %2635 = icmp ule ptr %2634, %data_end, !dbg !92
  br i1 %2635, label %pay.in1310, label %pay.done38, !dbg !92

pay.in1305:                                       ; preds = %find.next1298
  %2636 = getelementptr i8, ptr %2623, i64 0, !dbg !92
  %2637 = load i32, ptr %2636, align 4, !dbg !92
  %2638 = icmp eq i32 %2637, 16711680, !dbg !92
  br i1 %2638, label %pay.same1306, label %find.next1303, !dbg !92

pay.same1306:                                     ; preds = %pay.in1305
  %2639 = getelementptr i8, ptr %2623, i64 4, !dbg !92
  %2640 = load i8, ptr %2639, align 1, !dbg !92
  %2641 = icmp eq i8 %2640, 1, !dbg !92
  br i1 %2641, label %pay.same1307, label %find.next1303, !dbg !92

pay.same1307:                                     ; preds = %pay.same1306
  br label %find.found, !dbg !92

find.next1308:                                    ; preds = %pay.same1311, %pay.in1310
  %2642 = add i64 %9, 255, !dbg !92
  %pay1314 = getelementptr i8, ptr %data, i64 %2642, !dbg !92
  %2643 = call ptr @llvm.bpf.passthrough.p0.p0(i32 262, ptr %pay1314), !dbg !92
  %2644 = getelementptr i8, ptr %2643, i64 5, !dbg !92
  %2645 = icmp ule ptr %2644, %data_end, !dbg !92
  br i1 %2645, label %pay.in1315, label %pay.done38, !dbg !92

pay.in1310:                                       ; preds = %find.next1303
  %2646 = getelementptr i8, ptr %2633, i64 0, !dbg !92
  %2647 = load i32, ptr %2646, align 4, !dbg !92
  %2648 = icmp eq i32 %2647, 16711680, !dbg !92
  br i1 %2648, label %pay.same1311, label %find.next1308, !dbg !92

pay.same1311:                                     ; preds = %pay.in1310
  %2649 = getelementptr i8, ptr %2633, i64 4, !dbg !92
  %2650 = load i8, ptr %2649, align 1, !dbg !92
  %2651 = icmp eq i8 %2650, 1, !dbg !92
  br i1 %2651, label %pay.same1312, label %find.next1308, !dbg !92

pay.same1312:                                     ; preds = %pay.same1311
  br label %find.found, !dbg !92

find.next1313:                                    ; preds = %pay.same1316, %pay.in1315
  %2652 = add i64 %9, 256, !dbg !92
  %pay1319 = getelementptr i8, ptr %data, i64 %2652, !dbg !92
  %2653 = call ptr @llvm.bpf.passthrough.p0.p0(i32 263, ptr %pay1319), !dbg !92
  %2654 = getelementptr i8, ptr %2653, i64 5, !dbg !92
  %2655 = icmp ule ptr %2654, %data_end, !dbg !92
  br i1 %2655, label %pay.in1320, label %pay.done38, !dbg !92

pay.in1315:                                       ; preds = %find.next1308
  %2656 = getelementptr i8, ptr %2643, i64 0, !dbg !92
  %2657 = load i32, ptr %2656, align 4, !dbg !92
  %2658 = icmp eq i32 %2657, 16711680, !dbg !92
  br i1 %2658, label %pay.same1316, label %find.next1313, !dbg !92

pay.same1316:                                     ; preds = %pay.in1315
  %2659 = getelementptr i8, ptr %2643, i64 4, !dbg !92
  %2660 = load i8, ptr %2659, align 1, !dbg !92
  %2661 = icmp eq i8 %2660, 1, !dbg !92
  br i1 %2661, label %pay.same1317, label %find.next1313, !dbg !92

pay.same1317:                                     ; preds = %pay.same1316
  br label %find.found, !dbg !92

find.next1318:                                    ; preds = %pay.same1321, %pay.in1320
  %2662 = add i64 %9, 257, !dbg !92
  %pay1324 = getelementptr i8, ptr %data, i64 %2662, !dbg !92
  %2663 = call ptr @llvm.bpf.passthrough.p0.p0(i32 264, ptr %pay1324), !dbg !92
  %2664 = getelementptr i8, ptr %2663, i64 5, !dbg !92
  %2665 = icmp ule ptr %2664, %data_end, !dbg !92
  br i1 %2665, label %pay.in1325, label %pay.done38, !dbg !92

pay.in1320:                                       ; preds = %find.next1313
  %2666 = getelementptr i8, ptr %2653, i64 0, !dbg !92
  %2667 = load i32, ptr %2666, align 4, !dbg !92
  %2668 = icmp eq i32 %2667, 16711680, !dbg !92
  br i1 %2668, label %pay.same1321, label %find.next1318, !dbg !92

pay.same1321:                                     ; preds = %pay.in1320
  %2669 = getelementptr i8, ptr %2653, i64 4, !dbg !92
  %2670 = load i8, ptr %2669, align 1, !dbg !92
  %2671 = icmp eq i8 %2670, 1, !dbg !92
  br i1 %2671, label %pay.same1322, label %find.next1318, !dbg !92

pay.same1322:                                     ; preds = %pay.same1321
  br label %find.found, !dbg !92

find.next1323:                                    ; preds = %pay.same1326, %pay.in1325
  %2672 = add i64 %9, 258, !dbg !92
  %pay1329 = getelementptr i8, ptr %data, i64 %2672, !dbg !92
  %2673 = call ptr @llvm.bpf.passthrough.p0.p0(i32 265, ptr %pay1329), !dbg !92
  %2674 = getelementptr i8, ptr %2673, i64 5, !dbg !92
  %2675 = icmp ule ptr %2674, %data_end, !dbg !92
  br i1 %2675, label %pay.in1330, label %pay.done38, !dbg !92

pay.in1325:                                       ; preds = %find.next1318
  %2676 = getelementptr i8, ptr %2663, i64 0, !dbg !92
  %2677 = load i32, ptr %2676, align 4, !dbg !92
  %2678 = icmp eq i32 %2677, 16711680, !dbg !92
  br i1 %2678, label %pay.same1326, label %find.next1323, !dbg !92

pay.same1326:                                     ; preds = %pay.in1325
  %2679 = getelementptr i8, ptr %2663, i64 4, !dbg !92
  %2680 = load i8, ptr %2679, align 1, !dbg !92
  %2681 = icmp eq i8 %2680, 1, !dbg !92
  br i1 %2681, label %pay.same1327, label %find.next1323, !dbg !92

pay.same1327:                                     ; preds = %pay.same1326
  br label %find.found, !dbg !92

find.next1328:                                    ; preds = %pay.same1331, %pay.in1330
  %2682 = add i64 %9, 259, !dbg !92
  %pay1334 = getelementptr i8, ptr %data, i64 %2682, !dbg !92
  %2683 = call ptr @llvm.bpf.passthrough.p0.p0(i32 266, ptr %pay1334), !dbg !92
  %2684 = getelementptr i8, ptr %2683, i64 5, !dbg !92
  %2685 = icmp ule ptr %2684, %data_end, !dbg !92
  br i1 %2685, label %pay.in1335, label %pay.done38, !dbg !92

pay.in1330:                                       ; preds = %find.next1323
  %2686 = getelementptr i8, ptr %2673, i64 0, !dbg !92
  %2687 = load i32, ptr %2686, align 4, !dbg !92
  %2688 = icmp eq i32 %2687, 16711680, !dbg !92
  br i1 %2688, label %pay.same1331, label %find.next1328, !dbg !92

pay.same1331:                                     ; preds = %pay.in1330
  %2689 = getelementptr i8, ptr %2673, i64 4, !dbg !92
  %2690 = load i8, ptr %2689, align 1, !dbg !92
  %2691 = icmp eq i8 %2690, 1, !dbg !92
  br i1 %2691, label %pay.same1332, label %find.next1328, !dbg !92

pay.same1332:                                     ; preds = %pay.same1331
  br label %find.found, !dbg !92

find.next1333:                                    ; preds = %pay.same1336, %pay.in1335
  %2692 = add i64 %9, 260, !dbg !92
  %pay1339 = getelementptr i8, ptr %data, i64 %2692, !dbg !92
  %2693 = call ptr @llvm.bpf.passthrough.p0.p0(i32 267, ptr %pay1339), !dbg !92
  %2694 = getelementptr i8, ptr %2693, i64 5, !dbg !92
  %2695 = icmp ule ptr %2694, %data_end, !dbg !92
  br i1 %2695, label %pay.in1340, label %pay.done38, !dbg !92

pay.in1335:                                       ; preds = %find.next1328
  %2696 = getelementptr i8, ptr %2683, i64 0, !dbg !92
  %2697 = load i32, ptr %2696, align 4, !dbg !92
  %2698 = icmp eq i32 %2697, 16711680, !dbg !92
  br i1 %2698, label %pay.same1336, label %find.next1333, !dbg !92

pay.same1336:                                     ; preds = %pay.in1335
  %2699 = getelementptr i8, ptr %2683, i64 4, !dbg !92
  %2700 = load i8, ptr %2699, align 1, !dbg !92
  %2701 = icmp eq i8 %2700, 1, !dbg !92
  br i1 %2701, label %pay.same1337, label %find.next1333, !dbg !92

pay.same1337:                                     ; preds = %pay.same1336
  br label %find.found, !dbg !92

find.next1338:                                    ; preds = %pay.same1341, %pay.in1340
  %2702 = add i64 %9, 261, !dbg !92
  %pay1344 = getelementptr i8, ptr %data, i64 %2702, !dbg !92
  %2703 = call ptr @llvm.bpf.passthrough.p0.p0(i32 268, ptr %pay1344), !dbg !92
  %2704 = getelementptr i8, ptr %2703, i64 5, !dbg !92
  %2705 = icmp ule ptr %2704, %data_end, !dbg !92
  br i1 %2705, label %pay.in1345, label %pay.done38, !dbg !92

pay.in1340:                                       ; preds = %find.next1333
  %2706 = getelementptr i8, ptr %2693, i64 0, !dbg !92
  %2707 = load i32, ptr %2706, align 4, !dbg !92
  %2708 = icmp eq i32 %2707, 16711680, !dbg !92
  br i1 %2708, label %pay.same1341, label %find.next1338, !dbg !92

pay.same1341:                                     ; preds = %pay.in1340
  %2709 = getelementptr i8, ptr %2693, i64 4, !dbg !92
  %2710 = load i8, ptr %2709, align 1, !dbg !92
  %2711 = icmp eq i8 %2710, 1, !dbg !92
  br i1 %2711, label %pay.same1342, label %find.next1338, !dbg !92

pay.same1342:                                     ; preds = %pay.same1341
  br label %find.found, !dbg !92

find.next1343:                                    ; preds = %pay.same1346, %pay.in1345
  %2712 = add i64 %9, 262, !dbg !92
  %pay1349 = getelementptr i8, ptr %data, i64 %2712, !dbg !92
  %2713 = call ptr @llvm.bpf.passthrough.p0.p0(i32 269, ptr %pay1349), !dbg !92
  %2714 = getelementptr i8, ptr %2713, i64 5, !dbg !92
  %2715 = icmp ule ptr %2714, %data_end, !dbg !92
  br i1 %2715, label %pay.in1350, label %pay.done38, !dbg !92

pay.in1345:                                       ; preds = %find.next1338
  %2716 = getelementptr i8, ptr %2703, i64 0, !dbg !92
  %2717 = load i32, ptr %2716, align 4, !dbg !92
  %2718 = icmp eq i32 %2717, 16711680, !dbg !92
  br i1 %2718, label %pay.same1346, label %find.next1343, !dbg !92

pay.same1346:                                     ; preds = %pay.in1345
  %2719 = getelementptr i8, ptr %2703, i64 4, !dbg !92
  %2720 = load i8, ptr %2719, align 1, !dbg !92
  %2721 = icmp eq i8 %2720, 1, !dbg !92
  br i1 %2721, label %pay.same1347, label %find.next1343, !dbg !92

pay.same1347:                                     ; preds = %pay.same1346
  br label %find.found, !dbg !92

find.next1348:                                    ; preds = %pay.same1351, %pay.in1350
  %2722 = add i64 %9, 263, !dbg !92
  %pay1354 = getelementptr i8, ptr %data, i64 %2722, !dbg !92
  %2723 = call ptr @llvm.bpf.passthrough.p0.p0(i32 270, ptr %pay1354), !dbg !92
  %2724 = getelementptr i8, ptr %2723, i64 5, !dbg !92
  %2725 = icmp ule ptr %2724, %data_end, !dbg !92
  br i1 %2725, label %pay.in1355, label %pay.done38, !dbg !92

pay.in1350:                                       ; preds = %find.next1343
  %2726 = getelementptr i8, ptr %2713, i64 0, !dbg !92
  %2727 = load i32, ptr %2726, align 4, !dbg !92
  %2728 = icmp eq i32 %2727, 16711680, !dbg !92
  br i1 %2728, label %pay.same1351, label %find.next1348, !dbg !92

pay.same1351:                                     ; preds = %pay.in1350
  %2729 = getelementptr i8, ptr %2713, i64 4, !dbg !92
  %2730 = load i8, ptr %2729, align 1, !dbg !92
  %2731 = icmp eq i8 %2730, 1, !dbg !92
  br i1 %2731, label %pay.same1352, label %find.next1348, !dbg !92

pay.same1352:                                     ; preds = %pay.same1351
  br label %find.found, !dbg !92

find.next1353:                                    ; preds = %pay.same1356, %pay.in1355
  %2732 = add i64 %9, 264, !dbg !92
  %pay1359 = getelementptr i8, ptr %data, i64 %2732, !dbg !92
  %2733 = call ptr @llvm.bpf.passthrough.p0.p0(i32 271, ptr %pay1359), !dbg !92
  %2734 = getelementptr i8, ptr %2733, i64 5, !dbg !92
  %2735 = icmp ule ptr %2734, %data_end, !dbg !92
  br i1 %2735, label %pay.in1360, label %pay.done38, !dbg !92

pay.in1355:                                       ; preds = %find.next1348
  %2736 = getelementptr i8, ptr %2723, i64 0, !dbg !92
  %2737 = load i32, ptr %2736, align 4, !dbg !92
  %2738 = icmp eq i32 %2737, 16711680, !dbg !92
  br i1 %2738, label %pay.same1356, label %find.next1353, !dbg !92

pay.same1356:                                     ; preds = %pay.in1355
  %2739 = getelementptr i8, ptr %2723, i64 4, !dbg !92
  %2740 = load i8, ptr %2739, align 1, !dbg !92
  %2741 = icmp eq i8 %2740, 1, !dbg !92
  br i1 %2741, label %pay.same1357, label %find.next1353, !dbg !92

pay.same1357:                                     ; preds = %pay.same1356
  br label %find.found, !dbg !92

find.next1358:                                    ; preds = %pay.same1361, %pay.in1360
  %2742 = add i64 %9, 265, !dbg !92
  %pay1364 = getelementptr i8, ptr %data, i64 %2742, !dbg !92
  %2743 = call ptr @llvm.bpf.passthrough.p0.p0(i32 272, ptr %pay1364), !dbg !92
  %2744 = getelementptr i8, ptr %2743, i64 5, !dbg !92
  %2745 = icmp ule ptr %2744, %data_end, !dbg !92
  br i1 %2745, label %pay.in1365, label %pay.done38, !dbg !92

pay.in1360:                                       ; preds = %find.next1353
  %2746 = getelementptr i8, ptr %2733, i64 0, !dbg !92
  %2747 = load i32, ptr %2746, align 4, !dbg !92
  %2748 = icmp eq i32 %2747, 16711680, !dbg !92
  br i1 %2748, label %pay.same1361, label %find.next1358, !dbg !92

pay.same1361:                                     ; preds = %pay.in1360
  %2749 = getelementptr i8, ptr %2733, i64 4, !dbg !92
  %2750 = load i8, ptr %2749, align 1, !dbg !92
  %2751 = icmp eq i8 %2750, 1, !dbg !92
  br i1 %2751, label %pay.same1362, label %find.next1358, !dbg !92

pay.same1362:                                     ; preds = %pay.same1361
  br label %find.found, !dbg !92

find.next1363:                                    ; preds = %pay.same1366, %pay.in1365
  %2752 = add i64 %9, 266, !dbg !92
  %pay1369 = getelementptr i8, ptr %data, i64 %2752, !dbg !92
  %2753 = call ptr @llvm.bpf.passthrough.p0.p0(i32 273, ptr %pay1369), !dbg !92
  %2754 = getelementptr i8, ptr %2753, i64 5, !dbg !92
  %2755 = icmp ule ptr %2754, %data_end, !dbg !92
  br i1 %2755, label %pay.in1370, label %pay.done38, !dbg !92

pay.in1365:                                       ; preds = %find.next1358
  %2756 = getelementptr i8, ptr %2743, i64 0, !dbg !92
  %2757 = load i32, ptr %2756, align 4, !dbg !92
  %2758 = icmp eq i32 %2757, 16711680, !dbg !92
  br i1 %2758, label %pay.same1366, label %find.next1363, !dbg !92

pay.same1366:                                     ; preds = %pay.in1365
  %2759 = getelementptr i8, ptr %2743, i64 4, !dbg !92
  %2760 = load i8, ptr %2759, align 1, !dbg !92
  %2761 = icmp eq i8 %2760, 1, !dbg !92
  br i1 %2761, label %pay.same1367, label %find.next1363, !dbg !92

pay.same1367:                                     ; preds = %pay.same1366
  br label %find.found, !dbg !92

find.next1368:                                    ; preds = %pay.same1371, %pay.in1370
  %2762 = add i64 %9, 267, !dbg !92
  %pay1374 = getelementptr i8, ptr %data, i64 %2762, !dbg !92
  %2763 = call ptr @llvm.bpf.passthrough.p0.p0(i32 274, ptr %pay1374), !dbg !92
  %2764 = getelementptr i8, ptr %2763, i64 5, !dbg !92
  %2765 = icmp ule ptr %2764, %data_end, !dbg !92
  br i1 %2765, label %pay.in1375, label %pay.done38, !dbg !92

pay.in1370:                                       ; preds = %find.next1363
  %2766 = getelementptr i8, ptr %2753, i64 0, !dbg !92
  %2767 = load i32, ptr %2766, align 4, !dbg !92
  %2768 = icmp eq i32 %2767, 16711680, !dbg !92
  br i1 %2768, label %pay.same1371, label %find.next1368, !dbg !92

pay.same1371:                                     ; preds = %pay.in1370
  %2769 = getelementptr i8, ptr %2753, i64 4, !dbg !92
  %2770 = load i8, ptr %2769, align 1, !dbg !92
  %2771 = icmp eq i8 %2770, 1, !dbg !92
  br i1 %2771, label %pay.same1372, label %find.next1368, !dbg !92

pay.same1372:                                     ; preds = %pay.same1371
  br label %find.found, !dbg !92

find.next1373:                                    ; preds = %pay.same1376, %pay.in1375
  br label %pay.done38, !dbg !92

pay.in1375:                                       ; preds = %find.next1368
  %2772 = getelementptr i8, ptr %2763, i64 0, !dbg !92
  %2773 = load i32, ptr %2772, align 4, !dbg !92
  %2774 = icmp eq i32 %2773, 16711680, !dbg !92
  br i1 %2774, label %pay.same1376, label %find.next1373, !dbg !92

pay.same1376:                                     ; preds = %pay.in1375
  %2775 = getelementptr i8, ptr %2763, i64 4, !dbg !92
  %2776 = load i8, ptr %2775, align 1, !dbg !92
  %2777 = icmp eq i8 %2776, 1, !dbg !92
  br i1 %2777, label %pay.same1377, label %find.next1373, !dbg !92

pay.same1377:                                     ; preds = %pay.same1376
  br label %find.found, !dbg !92

pay.done1378:                                     ; preds = %pay.differ1379, %pay.same1384, %pay.done38
  br label %base.next, !dbg !92

pay.differ1379:                                   ; preds = %pay.same1383, %pay.same1382, %pay.in1381
  br label %pay.done1378, !dbg !92

pay.in1381:                                       ; preds = %pay.done38
  %2778 = getelementptr i8, ptr %97, i64 0, !dbg !92
  %2779 = load i64, ptr %2778, align 8, !dbg !92
  %2780 = icmp eq i64 %2779, 7308339910404498695, !dbg !92
  br i1 %2780, label %pay.same1382, label %pay.differ1379, !dbg !92

pay.same1382:                                     ; preds = %pay.in1381
  %2781 = getelementptr i8, ptr %97, i64 8, !dbg !92
  %2782 = load i32, ptr %2781, align 4, !dbg !92
  %2783 = icmp eq i32 %2782, 1836016387, !dbg !92
  br i1 %2783, label %pay.same1383, label %pay.differ1379, !dbg !92

pay.same1383:                                     ; preds = %pay.same1382
  %2784 = getelementptr i8, ptr %97, i64 12, !dbg !92
  %2785 = load i8, ptr %2784, align 1, !dbg !92
  %2786 = icmp eq i8 %2785, 0, !dbg !92
  br i1 %2786, label %pay.same1384, label %pay.differ1379, !dbg !92

pay.same1384:                                     ; preds = %pay.same1383
  %2787 = load i64, ptr %sig, align 8, !dbg !92
  %2788 = or i64 %2787, 256, !dbg !92
  store i64 %2788, ptr %sig, align 8, !dbg !92
  br label %pay.done1378, !dbg !92
}

; Function Attrs: nounwind memory(none)
declare ptr @llvm.bpf.passthrough.p0.p0(i32, ptr) #1

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !93 {
  ; (frame parser body: see frame-parser.ll)
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #2

; Function Attrs: noinline nounwind
define i32 @xdpc_rules_0(ptr %0, i32 %1, ptr %2) #0 !dbg !98 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !105
  %val = alloca [2 x i64], align 8, !dbg !105
  %key = alloca i32, align 8, !dbg !105
  %best = alloca i32, align 8, !dbg !105
  store i32 %1, ptr %best, align 4, !dbg !105
  %3 = icmp eq ptr %0, null, !dbg !105
  %4 = icmp eq ptr %2, null, !dbg !105
  %5 = or i1 %3, %4, !dbg !105
  br i1 %5, label %continue, label %rules, !dbg !105

rules:                                            ; preds = %entry
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !105
  %flags3 = load i32, ptr %flags, align 4, !dbg !105
  %6 = zext i32 %flags3 to i64, !dbg !105
  %7 = and i64 %6, 16, !dbg !105
  %8 = icmp ne i64 %7, 0, !dbg !105
  br i1 %8, label %has, label %next, !dbg !105

hit:                                              ; preds = %and
  ret i32 5, !dbg !105

next:                                             ; preds = %and, %has5, %and2, %has, %rules
  %flags15 = getelementptr i8, ptr %0, i64 52, !dbg !106
  %flags16 = load i32, ptr %flags15, align 4, !dbg !106
  %9 = zext i32 %flags16 to i64, !dbg !106
  %10 = and i64 %9, 16, !dbg !106
  %11 = icmp ne i64 %10, 0, !dbg !106
  br i1 %11, label %has14, label %next11, !dbg !106

and:                                              ; preds = %has5
  %sig = getelementptr i8, ptr %0, i64 72, !dbg !105
  %sig9 = load i64, ptr %sig, align 8, !dbg !105
  %12 = and i64 %sig9, 1, !dbg !105
  %13 = icmp ne i64 %12, 0, !dbg !105
  br i1 %13, label %hit, label %next, !dbg !105

and2:                                             ; preds = %has
  %flags6 = getelementptr i8, ptr %0, i64 52, !dbg !105
  %flags7 = load i32, ptr %flags6, align 4, !dbg !105
  %14 = zext i32 %flags7 to i64, !dbg !105
  %15 = and i64 %14, 64, !dbg !105
  %16 = icmp ne i64 %15, 0, !dbg !105
  br i1 %16, label %has5, label %next, !dbg !105

has:                                              ; preds = %rules
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !105
  %proto4 = load i8, ptr %proto, align 1, !dbg !105
  %17 = zext i8 %proto4 to i64, !dbg !105
  %18 = icmp eq i64 %17, 17, !dbg !105
  br i1 %18, label %and2, label %next, !dbg !105

has5:                                             ; preds = %and2
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !105
  %dport8 = load i16, ptr %dport, align 2, !dbg !105
  %19 = zext i16 %dport8 to i64, !dbg !105
  %20 = icmp eq i64 %19, 11211, !dbg !105
  br i1 %20, label %and, label %next, !dbg !105

hit10:                                            ; preds = %and12
  ret i32 9, !dbg !106

next11:                                           ; preds = %and12, %has19, %and13, %has14, %next
  %flags31 = getelementptr i8, ptr %0, i64 52, !dbg !107
  %flags32 = load i32, ptr %flags31, align 4, !dbg !107
  %21 = zext i32 %flags32 to i64, !dbg !107
  %22 = and i64 %21, 16, !dbg !107
  %23 = icmp ne i64 %22, 0, !dbg !107
  br i1 %23, label %has30, label %next27, !dbg !107

and12:                                            ; preds = %has19
  %sig24 = getelementptr i8, ptr %0, i64 72, !dbg !106
  %sig25 = load i64, ptr %sig24, align 8, !dbg !106
  %24 = and i64 %sig25, 2, !dbg !106
  %25 = icmp ne i64 %24, 0, !dbg !106
  br i1 %25, label %hit10, label %next11, !dbg !106

and13:                                            ; preds = %has14
  %flags20 = getelementptr i8, ptr %0, i64 52, !dbg !106
  %flags21 = load i32, ptr %flags20, align 4, !dbg !106
  %26 = zext i32 %flags21 to i64, !dbg !106
  %27 = and i64 %26, 64, !dbg !106
  %28 = icmp ne i64 %27, 0, !dbg !106
  br i1 %28, label %has19, label %next11, !dbg !106

has14:                                            ; preds = %next
  %proto17 = getelementptr i8, ptr %0, i64 64, !dbg !106
  %proto18 = load i8, ptr %proto17, align 1, !dbg !106
  %29 = zext i8 %proto18 to i64, !dbg !106
  %30 = icmp eq i64 %29, 17, !dbg !106
  br i1 %30, label %and13, label %next11, !dbg !106

has19:                                            ; preds = %and13
  %dport22 = getelementptr i8, ptr %0, i64 62, !dbg !106
  %dport23 = load i16, ptr %dport22, align 2, !dbg !106
  %31 = zext i16 %dport23 to i64, !dbg !106
  %32 = icmp eq i64 %31, 11211, !dbg !106
  br i1 %32, label %and12, label %next11, !dbg !106

hit26:                                            ; preds = %and28
  ret i32 13, !dbg !107

next27:                                           ; preds = %and28, %has35, %and29, %has30, %next11
  %flags47 = getelementptr i8, ptr %0, i64 52, !dbg !108
  %flags48 = load i32, ptr %flags47, align 4, !dbg !108
  %33 = zext i32 %flags48 to i64, !dbg !108
  %34 = and i64 %33, 16, !dbg !108
  %35 = icmp ne i64 %34, 0, !dbg !108
  br i1 %35, label %has46, label %next43, !dbg !108

and28:                                            ; preds = %has35
  %sig40 = getelementptr i8, ptr %0, i64 72, !dbg !107
  %sig41 = load i64, ptr %sig40, align 8, !dbg !107
  %36 = and i64 %sig41, 4, !dbg !107
  %37 = icmp ne i64 %36, 0, !dbg !107
  br i1 %37, label %hit26, label %next27, !dbg !107

and29:                                            ; preds = %has30
  %flags36 = getelementptr i8, ptr %0, i64 52, !dbg !107
  %flags37 = load i32, ptr %flags36, align 4, !dbg !107
  %38 = zext i32 %flags37 to i64, !dbg !107
  %39 = and i64 %38, 64, !dbg !107
  %40 = icmp ne i64 %39, 0, !dbg !107
  br i1 %40, label %has35, label %next27, !dbg !107

has30:                                            ; preds = %next11
  %proto33 = getelementptr i8, ptr %0, i64 64, !dbg !107
  %proto34 = load i8, ptr %proto33, align 1, !dbg !107
  %41 = zext i8 %proto34 to i64, !dbg !107
  %42 = icmp eq i64 %41, 17, !dbg !107
  br i1 %42, label %and29, label %next27, !dbg !107

has35:                                            ; preds = %and29
  %dport38 = getelementptr i8, ptr %0, i64 62, !dbg !107
  %dport39 = load i16, ptr %dport38, align 2, !dbg !107
  %43 = zext i16 %dport39 to i64, !dbg !107
  %44 = icmp eq i64 %43, 11211, !dbg !107
  br i1 %44, label %and28, label %next27, !dbg !107

hit42:                                            ; preds = %and44
  %counter = getelementptr i8, ptr %2, i64 48, !dbg !108
  %45 = load i64, ptr %counter, align 8, !dbg !108
  %46 = add i64 %45, 1, !dbg !108
  store i64 %46, ptr %counter, align 8, !dbg !108
  %47 = getelementptr i8, ptr %counter, i64 8, !dbg !108
  %48 = load i64, ptr %47, align 8, !dbg !108
  %len = getelementptr i8, ptr %0, i64 48, !dbg !108
  %len58 = load i32, ptr %len, align 4, !dbg !108
  %49 = zext i32 %len58 to i64, !dbg !108
  %50 = add i64 %48, %49, !dbg !108
  store i64 %50, ptr %47, align 8, !dbg !108
  br label %next43, !dbg !108

next43:                                           ; preds = %hit42, %and44, %has51, %and45, %has46, %next27
  %flags65 = getelementptr i8, ptr %0, i64 52, !dbg !109
  %flags66 = load i32, ptr %flags65, align 4, !dbg !109
  %51 = zext i32 %flags66 to i64, !dbg !109
  %52 = and i64 %51, 16, !dbg !109
  %53 = icmp ne i64 %52, 0, !dbg !109
  br i1 %53, label %has64, label %next60, !dbg !109

and44:                                            ; preds = %has51
  %sig56 = getelementptr i8, ptr %0, i64 72, !dbg !108
  %sig57 = load i64, ptr %sig56, align 8, !dbg !108
  %54 = and i64 %sig57, 8, !dbg !108
  %55 = icmp ne i64 %54, 0, !dbg !108
  br i1 %55, label %hit42, label %next43, !dbg !108

and45:                                            ; preds = %has46
  %flags52 = getelementptr i8, ptr %0, i64 52, !dbg !108
  %flags53 = load i32, ptr %flags52, align 4, !dbg !108
  %56 = zext i32 %flags53 to i64, !dbg !108
  %57 = and i64 %56, 64, !dbg !108
  %58 = icmp ne i64 %57, 0, !dbg !108
  br i1 %58, label %has51, label %next43, !dbg !108

has46:                                            ; preds = %next27
  %proto49 = getelementptr i8, ptr %0, i64 64, !dbg !108
  %proto50 = load i8, ptr %proto49, align 1, !dbg !108
  %59 = zext i8 %proto50 to i64, !dbg !108
  %60 = icmp eq i64 %59, 17, !dbg !108
  br i1 %60, label %and45, label %next43, !dbg !108

has51:                                            ; preds = %and45
  %dport54 = getelementptr i8, ptr %0, i64 62, !dbg !108
  %dport55 = load i16, ptr %dport54, align 2, !dbg !108
  %61 = zext i16 %dport55 to i64, !dbg !108
  %62 = icmp eq i64 %61, 123, !dbg !108
  br i1 %62, label %and44, label %next43, !dbg !108

hit59:                                            ; preds = %and61
  ret i32 21, !dbg !109

next60:                                           ; preds = %and61, %and62, %has69, %and63, %has64, %next43
  %flags83 = getelementptr i8, ptr %0, i64 52, !dbg !110
  %flags84 = load i32, ptr %flags83, align 4, !dbg !110
  %63 = zext i32 %flags84 to i64, !dbg !110
  %64 = and i64 %63, 16, !dbg !110
  %65 = icmp ne i64 %64, 0, !dbg !110
  br i1 %65, label %has82, label %next79, !dbg !110

and61:                                            ; preds = %and62
  %sig76 = getelementptr i8, ptr %0, i64 72, !dbg !109
  %sig77 = load i64, ptr %sig76, align 8, !dbg !109
  %66 = and i64 %sig77, 16, !dbg !109
  %67 = icmp ne i64 %66, 0, !dbg !109
  br i1 %67, label %hit59, label %next60, !dbg !109

and62:                                            ; preds = %has69
  %sig74 = getelementptr i8, ptr %0, i64 72, !dbg !109
  %sig75 = load i64, ptr %sig74, align 8, !dbg !109
  %68 = and i64 %sig75, 8, !dbg !109
  %69 = icmp ne i64 %68, 0, !dbg !109
  br i1 %69, label %and61, label %next60, !dbg !109

and63:                                            ; preds = %has64
  %flags70 = getelementptr i8, ptr %0, i64 52, !dbg !109
  %flags71 = load i32, ptr %flags70, align 4, !dbg !109
  %70 = zext i32 %flags71 to i64, !dbg !109
  %71 = and i64 %70, 64, !dbg !109
  %72 = icmp ne i64 %71, 0, !dbg !109
  br i1 %72, label %has69, label %next60, !dbg !109

has64:                                            ; preds = %next43
  %proto67 = getelementptr i8, ptr %0, i64 64, !dbg !109
  %proto68 = load i8, ptr %proto67, align 1, !dbg !109
  %73 = zext i8 %proto68 to i64, !dbg !109
  %74 = icmp eq i64 %73, 17, !dbg !109
  br i1 %74, label %and63, label %next60, !dbg !109

has69:                                            ; preds = %and63
  %dport72 = getelementptr i8, ptr %0, i64 62, !dbg !109
  %dport73 = load i16, ptr %dport72, align 2, !dbg !109
  %75 = zext i16 %dport73 to i64, !dbg !109
  %76 = icmp eq i64 %75, 123, !dbg !109
  br i1 %76, label %and62, label %next60, !dbg !109

hit78:                                            ; preds = %and80
  ret i32 25, !dbg !110

next79:                                           ; preds = %and80, %has87, %and81, %has82, %next60
  %flags99 = getelementptr i8, ptr %0, i64 52, !dbg !111
  %flags100 = load i32, ptr %flags99, align 4, !dbg !111
  %77 = zext i32 %flags100 to i64, !dbg !111
  %78 = and i64 %77, 16, !dbg !111
  %79 = icmp ne i64 %78, 0, !dbg !111
  br i1 %79, label %has98, label %next94, !dbg !111

and80:                                            ; preds = %has87
  %sig91 = getelementptr i8, ptr %0, i64 72, !dbg !110
  %sig92 = load i64, ptr %sig91, align 8, !dbg !110
  %80 = and i64 %sig92, 32, !dbg !110
  %81 = icmp ne i64 %80, 0, !dbg !110
  br i1 %81, label %hit78, label %next79, !dbg !110

and81:                                            ; preds = %has82
  %flags88 = getelementptr i8, ptr %0, i64 52, !dbg !110
  %flags89 = load i32, ptr %flags88, align 4, !dbg !110
  %82 = zext i32 %flags89 to i64, !dbg !110
  %83 = and i64 %82, 64, !dbg !110
  %84 = icmp ne i64 %83, 0, !dbg !110
  br i1 %84, label %has87, label %next79, !dbg !110

has82:                                            ; preds = %next60
  %proto85 = getelementptr i8, ptr %0, i64 64, !dbg !110
  %proto86 = load i8, ptr %proto85, align 1, !dbg !110
  %85 = zext i8 %proto86 to i64, !dbg !110
  %86 = icmp eq i64 %85, 17, !dbg !110
  br i1 %86, label %and81, label %next79, !dbg !110

has87:                                            ; preds = %and81
  %sport = getelementptr i8, ptr %0, i64 60, !dbg !110
  %sport90 = load i16, ptr %sport, align 2, !dbg !110
  %87 = zext i16 %sport90 to i64, !dbg !110
  %88 = icmp eq i64 %87, 1900, !dbg !110
  br i1 %88, label %and80, label %next79, !dbg !110

hit93:                                            ; preds = %and95
  ret i32 29, !dbg !111

next94:                                           ; preds = %and95, %and96, %has103, %and97, %has98, %next79
  %flags118 = getelementptr i8, ptr %0, i64 52, !dbg !112
  %flags119 = load i32, ptr %flags118, align 4, !dbg !112
  %89 = zext i32 %flags119 to i64, !dbg !112
  %90 = and i64 %89, 16, !dbg !112
  %91 = icmp ne i64 %90, 0, !dbg !112
  br i1 %91, label %has117, label %next113, !dbg !112

and95:                                            ; preds = %and96
  %sig110 = getelementptr i8, ptr %0, i64 72, !dbg !111
  %sig111 = load i64, ptr %sig110, align 8, !dbg !111
  %92 = and i64 %sig111, 128, !dbg !111
  %93 = icmp ne i64 %92, 0, !dbg !111
  br i1 %93, label %hit93, label %next94, !dbg !111

and96:                                            ; preds = %has103
  %sig108 = getelementptr i8, ptr %0, i64 72, !dbg !111
  %sig109 = load i64, ptr %sig108, align 8, !dbg !111
  %94 = and i64 %sig109, 64, !dbg !111
  %95 = icmp ne i64 %94, 0, !dbg !111
  br i1 %95, label %and95, label %next94, !dbg !111

and97:                                            ; preds = %has98
  %flags104 = getelementptr i8, ptr %0, i64 52, !dbg !111
  %flags105 = load i32, ptr %flags104, align 4, !dbg !111
  %96 = zext i32 %flags105 to i64, !dbg !111
  %97 = and i64 %96, 64, !dbg !111
  %98 = icmp ne i64 %97, 0, !dbg !111
  br i1 %98, label %has103, label %next94, !dbg !111

has98:                                            ; preds = %next79
  %proto101 = getelementptr i8, ptr %0, i64 64, !dbg !111
  %proto102 = load i8, ptr %proto101, align 1, !dbg !111
  %99 = zext i8 %proto102 to i64, !dbg !111
  %100 = icmp eq i64 %99, 17, !dbg !111
  br i1 %100, label %and97, label %next94, !dbg !111

has103:                                           ; preds = %and97
  %dport106 = getelementptr i8, ptr %0, i64 62, !dbg !111
  %dport107 = load i16, ptr %dport106, align 2, !dbg !111
  %101 = zext i16 %dport107 to i64, !dbg !111
  %102 = icmp eq i64 %101, 53, !dbg !111
  br i1 %102, label %and96, label %next94, !dbg !111

hit112:                                           ; preds = %and114
  ret i32 33, !dbg !112

next113:                                          ; preds = %and114, %and115, %has122, %and116, %has117, %next94
  br label %hit131, !dbg !113

and114:                                           ; preds = %and115
  %sig129 = getelementptr i8, ptr %0, i64 72, !dbg !112
  %sig130 = load i64, ptr %sig129, align 8, !dbg !112
  %103 = and i64 %sig130, 256, !dbg !112
  %104 = icmp ne i64 %103, 0, !dbg !112
  br i1 %104, label %hit112, label %next113, !dbg !112

and115:                                           ; preds = %has122
  %sig127 = getelementptr i8, ptr %0, i64 72, !dbg !112
  %sig128 = load i64, ptr %sig127, align 8, !dbg !112
  %105 = and i64 %sig128, 64, !dbg !112
  %106 = icmp ne i64 %105, 0, !dbg !112
  br i1 %106, label %and114, label %next113, !dbg !112

and116:                                           ; preds = %has117
  %flags123 = getelementptr i8, ptr %0, i64 52, !dbg !112
  %flags124 = load i32, ptr %flags123, align 4, !dbg !112
  %107 = zext i32 %flags124 to i64, !dbg !112
  %108 = and i64 %107, 64, !dbg !112
  %109 = icmp ne i64 %108, 0, !dbg !112
  br i1 %109, label %has122, label %next113, !dbg !112

has117:                                           ; preds = %next94
  %proto120 = getelementptr i8, ptr %0, i64 64, !dbg !112
  %proto121 = load i8, ptr %proto120, align 1, !dbg !112
  %110 = zext i8 %proto121 to i64, !dbg !112
  %111 = icmp eq i64 %110, 17, !dbg !112
  br i1 %111, label %and116, label %next113, !dbg !112

has122:                                           ; preds = %and116
  %dport125 = getelementptr i8, ptr %0, i64 62, !dbg !112
  %dport126 = load i16, ptr %dport125, align 2, !dbg !112
  %112 = zext i16 %dport126 to i64, !dbg !112
  %113 = icmp eq i64 %112, 53, !dbg !112
  br i1 %113, label %and115, label %next113, !dbg !112

hit131:                                           ; preds = %next113
  ret i32 38, !dbg !113

next132:                                          ; No predecessors!
  br label %continue, !dbg !113

continue:                                         ; preds = %next132, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !105
  ret i32 %best1, !dbg !105
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !114 {
entry:
  %pkt = alloca [104 x i8], align 8, !dbg !119
  %addr = alloca [5 x i32], align 8, !dbg !119
  %val = alloca [2 x i64], align 8, !dbg !119
  %key = alloca i32, align 8, !dbg !119
  %best = alloca i32, align 8, !dbg !119
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 104, i1 false), !dbg !119
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !119
  store i32 0, ptr %key, align 4, !dbg !119
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !119
  %3 = icmp eq ptr %2, null, !dbg !119
  br i1 %3, label %no.counters, label %counters, !dbg !119

no.counters:                                      ; preds = %entry
  ret i32 2, !dbg !119

counters:                                         ; preds = %entry
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0, ptr %2), !dbg !119
  %4 = icmp ne i32 %best1, 0, !dbg !119
  br i1 %4, label %decided, label %undecided, !dbg !119

undecided:                                        ; preds = %counters
  %counter3 = getelementptr i8, ptr %2, i64 144, !dbg !119
  %5 = load i64, ptr %counter3, align 8, !dbg !119
  %6 = add i64 %5, 1, !dbg !119
  store i64 %6, ptr %counter3, align 8, !dbg !119
  %7 = getelementptr i8, ptr %counter3, i64 8, !dbg !119
  %8 = load i64, ptr %7, align 8, !dbg !119
  %len4 = getelementptr i8, ptr %pkt, i64 48, !dbg !119
  %len5 = load i32, ptr %len4, align 4, !dbg !119
  %9 = zext i32 %len5 to i64, !dbg !119
  %10 = add i64 %8, %9, !dbg !119
  store i64 %10, ptr %7, align 8, !dbg !119
  ret i32 2, !dbg !119

decided:                                          ; preds = %counters
  %verdict = phi i32 [ %best1, %counters ], !dbg !119
  %11 = lshr i32 %verdict, 2, !dbg !119
  %rule = sub i32 %11, 1, !dbg !119
  %12 = zext i32 %rule to i64, !dbg !119
  %13 = icmp ult i64 %12, 10, !dbg !119
  br i1 %13, label %count.in, label %count.out, !dbg !119

count.in:                                         ; preds = %decided
  %off = shl i64 %12, 4, !dbg !119
  %counter = getelementptr i8, ptr %2, i64 %off, !dbg !119
  %14 = load i64, ptr %counter, align 8, !dbg !119
  %15 = add i64 %14, 1, !dbg !119
  store i64 %15, ptr %counter, align 8, !dbg !119
  %16 = getelementptr i8, ptr %counter, i64 8, !dbg !119
  %17 = load i64, ptr %16, align 8, !dbg !119
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !119
  %len2 = load i32, ptr %len, align 4, !dbg !119
  %18 = zext i32 %len2 to i64, !dbg !119
  %19 = add i64 %17, %18, !dbg !119
  store i64 %19, ptr %16, align 8, !dbg !119
  br label %count.out, !dbg !119

count.out:                                        ; preds = %count.in, %decided
  %action = and i32 %verdict, 3, !dbg !119
  ret i32 %action, !dbg !119
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nounwind memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!38, !39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !11, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "signatures.xf", directory: ".")
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
!30 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_block_10", file: !3, size: 1280, align: 64, elements: !31)
!31 = !{!32}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "c", file: !3, baseType: !33, size: 1280, align: 64)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 1280, align: 32, elements: !36)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u64", file: !3, baseType: !35)
!35 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned_char)
!36 = !{!37}
!37 = !DISubrange(count: 20, lowerBound: 0)
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 2, !"Dwarf Version", i32 5}
!40 = distinct !DISubprogram(name: "xdpc_sigs", linkageName: "xdpc_sigs", scope: !3, file: !3, line: 1, type: !41, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !89)
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
!93 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !41, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !94)
!94 = !{!95, !96}
!95 = !DILocalVariable(name: "ctx", arg: 1, scope: !93, file: !3, line: 1, type: !43)
!96 = !DILocalVariable(name: "pkt", arg: 2, scope: !93, file: !3, line: 1, type: !52)
!97 = !DILocation(line: 1, column: 1, scope: !93)
!98 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 12, type: !99, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !101)
!99 = !DISubroutineType(flags: DIFlagPrototyped, types: !100)
!100 = !{!16, !52, !26, !29}
!101 = !{!102, !103, !104}
!102 = !DILocalVariable(name: "pkt", arg: 1, scope: !98, file: !3, line: 12, type: !52)
!103 = !DILocalVariable(name: "best", arg: 2, scope: !98, file: !3, line: 12, type: !26)
!104 = !DILocalVariable(name: "counters", arg: 3, scope: !98, file: !3, line: 12, type: !29)
!105 = !DILocation(line: 12, column: 1, scope: !98)
!106 = !DILocation(line: 13, column: 1, scope: !98)
!107 = !DILocation(line: 14, column: 1, scope: !98)
!108 = !DILocation(line: 19, column: 1, scope: !98)
!109 = !DILocation(line: 20, column: 1, scope: !98)
!110 = !DILocation(line: 24, column: 1, scope: !98)
!111 = !DILocation(line: 30, column: 1, scope: !98)
!112 = !DILocation(line: 35, column: 1, scope: !98)
!113 = !DILocation(line: 37, column: 1, scope: !98)
!114 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !115, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !117)
!115 = !DISubroutineType(flags: DIFlagPrototyped, types: !116)
!116 = !{!16, !43}
!117 = !{!118}
!118 = !DILocalVariable(name: "ctx", arg: 1, scope: !114, file: !3, line: 1, type: !43)
!119 = !DILocation(line: 1, column: 1, scope: !114)
