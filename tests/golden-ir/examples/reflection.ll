target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0111\\012source\\011reflection.xf\\012default\\011pass\\012rule\\0110\\01116\\011count\\0110\\011\22"
module asm "\09.ascii \22count by sport udp sport in reflection_ports;\\012rule\\0111\\01120\\011drop\\011-\\011d\22"
module asm "\09.ascii \22rop udp sport { chargen, qotd };\\012rule\\0112\\01121\\011drop\\011-\\011drop udp sport\22"
module asm "\09.ascii \22 memcached;\\012rule\\0113\\01122\\011drop\\011-\\011drop udp sport ssdp;\\012rule\\0114\\01123\\011drop\22"
module asm "\09.ascii \22\\011-\\011drop udp sport { cldap, netbios_ns, sunrpc };\\012rule\\0115\\01124\\011drop\\011\22"
module asm "\09.ascii \22-\\011drop udp sport { ms_sql_m, ws_discovery, coap };\\012rule\\0116\\01125\\011dro\22"
module asm "\09.ascii \22p\\011-\\011drop udp sport { net_assistant, rip, tftp };\\012rule\\0117\\01132\\011drop\\011\22"
module asm "\09.ascii \22-\\011drop udp sport ntp len > 200;\\012rule\\0118\\01138\\011drop\\011-\\011drop udp sport \22"
module asm "\09.ascii \22dns len > 1300;\\012rule\\0119\\01142\\011drop\\011-\\011drop udp sport snmp not dst 192\22"
module asm "\09.ascii \22.0.2.10;\\012rule\\01110\\01147\\011count\\011-\\011count udp frag;\\012table\\0110\\0110\\011sport\\011xdpc\22"
module asm "\09.ascii \22_t0_sport\\012set\\0110\\011reflection_ports\\011port\\01117\\012set\\0111\\011-\\011port\\0112\\012set\\0112\\011-\\011\22"
module asm "\09.ascii \22port\\0111\\012set\\0113\\011-\\011port\\0111\\012set\\0114\\011-\\011port\\0113\\012set\\0115\\011-\\011port\\0113\\012set\\0116\\011-\\011port\22"
module asm "\09.ascii \22\\0113\\012set\\0117\\011-\\011port\\0111\\012set\\0118\\011-\\011port\\0111\\012set\\0119\\011-\\011port\\0111\\012set\\01110\\011-\\011addr\\0111\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_t0_sport = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !5
@xdpc_set0_port = internal constant [64 x i64] [i64 17, i64 17, i64 19, i64 19, i64 53, i64 53, i64 69, i64 69, i64 111, i64 111, i64 123, i64 123, i64 137, i64 137, i64 161, i64 161, i64 389, i64 389, i64 520, i64 520, i64 1434, i64 1434, i64 1900, i64 1900, i64 3283, i64 3283, i64 3702, i64 3702, i64 5353, i64 5353, i64 5683, i64 5683, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211, i64 11211], section ".rodata", align 8, !dbg !32
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !37

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !52 {
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

; Function Attrs: noinline nounwind
define i32 @xdpc_rules_0(ptr %0) #0 !dbg !92 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !97
  %val = alloca [2 x i64], align 8, !dbg !97
  %key = alloca i32, align 8, !dbg !97
  %1 = icmp eq ptr %0, null, !dbg !97
  br i1 %1, label %continue, label %rules, !dbg !97

rules:                                            ; preds = %entry
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !97
  %flags1 = load i32, ptr %flags, align 4, !dbg !97
  %2 = zext i32 %flags1 to i64, !dbg !97
  %3 = and i64 %2, 16, !dbg !97
  %4 = icmp ne i64 %3, 0, !dbg !97
  br i1 %4, label %has, label %next, !dbg !97

hit:                                              ; preds = %has3
  %len = getelementptr i8, ptr %0, i64 48, !dbg !97
  %len7 = load i32, ptr %len, align 4, !dbg !97
  %5 = zext i32 %len7 to i64, !dbg !97
  %6 = call i32 @xdpc_count(i32 0, i64 %5), !dbg !97
  %flags8 = getelementptr i8, ptr %0, i64 52, !dbg !97
  %flags9 = load i32, ptr %flags8, align 4, !dbg !97
  %7 = zext i32 %flags9 to i64, !dbg !97
  %8 = and i64 %7, 64, !dbg !97
  %9 = icmp ne i64 %8, 0, !dbg !97
  br i1 %9, label %count.key, label %count.skip, !dbg !97

next:                                             ; preds = %count.skip, %has3, %and, %has, %rules
  %flags18 = getelementptr i8, ptr %0, i64 52, !dbg !98
  %flags19 = load i32, ptr %flags18, align 4, !dbg !98
  %10 = zext i32 %flags19 to i64, !dbg !98
  %11 = and i64 %10, 16, !dbg !98
  %12 = icmp ne i64 %11, 0, !dbg !98
  br i1 %12, label %has17, label %next15, !dbg !98

and:                                              ; preds = %has
  %flags4 = getelementptr i8, ptr %0, i64 52, !dbg !97
  %flags5 = load i32, ptr %flags4, align 4, !dbg !97
  %13 = zext i32 %flags5 to i64, !dbg !97
  %14 = and i64 %13, 64, !dbg !97
  %15 = icmp ne i64 %14, 0, !dbg !97
  br i1 %15, label %has3, label %next, !dbg !97

has:                                              ; preds = %rules
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !97
  %proto2 = load i8, ptr %proto, align 1, !dbg !97
  %16 = zext i8 %proto2 to i64, !dbg !97
  %17 = icmp eq i64 %16, 17, !dbg !97
  br i1 %17, label %and, label %next, !dbg !97

has3:                                             ; preds = %and
  %sport = getelementptr i8, ptr %0, i64 60, !dbg !97
  %sport6 = load i16, ptr %sport, align 2, !dbg !97
  %18 = zext i16 %sport6 to i64, !dbg !97
  %in = call i32 @xdpc_set0_port_search(i64 %18), !dbg !97
  %19 = icmp ne i32 %in, 0, !dbg !97
  br i1 %19, label %hit, label %next, !dbg !97

count.key:                                        ; preds = %hit
  %sport10 = getelementptr i8, ptr %0, i64 60, !dbg !97
  %sport11 = load i16, ptr %sport10, align 2, !dbg !97
  %20 = zext i16 %sport11 to i64, !dbg !97
  %21 = trunc i64 %20 to i32, !dbg !97
  store i32 %21, ptr %key, align 4, !dbg !97
  %22 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_sport, ptr %key), !dbg !97
  %23 = icmp ne ptr %22, null, !dbg !97
  br i1 %23, label %count.add, label %count.done, !dbg !97

count.skip:                                       ; preds = %count.done, %hit
  br label %next, !dbg !97

count.add:                                        ; preds = %count.key
  %24 = load i64, ptr %22, align 8, !dbg !97
  %25 = add i64 %24, 1, !dbg !97
  store i64 %25, ptr %22, align 8, !dbg !97
  %26 = getelementptr i8, ptr %22, i64 8, !dbg !97
  %27 = load i64, ptr %26, align 8, !dbg !97
  %len12 = getelementptr i8, ptr %0, i64 48, !dbg !97
  %len13 = load i32, ptr %len12, align 4, !dbg !97
  %28 = zext i32 %len13 to i64, !dbg !97
  %29 = add i64 %27, %28, !dbg !97
  store i64 %29, ptr %26, align 8, !dbg !97
  br label %count.done, !dbg !97

count.done:                                       ; preds = %count.add, %count.key
  br label %count.skip, !dbg !97

hit14:                                            ; preds = %set.next, %has22
  %len27 = getelementptr i8, ptr %0, i64 48, !dbg !98
  %len28 = load i32, ptr %len27, align 4, !dbg !98
  %30 = zext i32 %len28 to i64, !dbg !98
  %31 = call i32 @xdpc_count(i32 1, i64 %30), !dbg !98
  ret i32 1, !dbg !98

next15:                                           ; preds = %set.next, %and16, %has17, %next
  %flags33 = getelementptr i8, ptr %0, i64 52, !dbg !99
  %flags34 = load i32, ptr %flags33, align 4, !dbg !99
  %32 = zext i32 %flags34 to i64, !dbg !99
  %33 = and i64 %32, 16, !dbg !99
  %34 = icmp ne i64 %33, 0, !dbg !99
  br i1 %34, label %has32, label %next30, !dbg !99

and16:                                            ; preds = %has17
  %flags23 = getelementptr i8, ptr %0, i64 52, !dbg !98
  %flags24 = load i32, ptr %flags23, align 4, !dbg !98
  %35 = zext i32 %flags24 to i64, !dbg !98
  %36 = and i64 %35, 64, !dbg !98
  %37 = icmp ne i64 %36, 0, !dbg !98
  br i1 %37, label %has22, label %next15, !dbg !98

has17:                                            ; preds = %next
  %proto20 = getelementptr i8, ptr %0, i64 64, !dbg !98
  %proto21 = load i8, ptr %proto20, align 1, !dbg !98
  %38 = zext i8 %proto21 to i64, !dbg !98
  %39 = icmp eq i64 %38, 17, !dbg !98
  br i1 %39, label %and16, label %next15, !dbg !98

has22:                                            ; preds = %and16
  %sport25 = getelementptr i8, ptr %0, i64 60, !dbg !98
  %sport26 = load i16, ptr %sport25, align 2, !dbg !98
  %40 = zext i16 %sport26 to i64, !dbg !98
  %41 = icmp eq i64 %40, 17, !dbg !98
  br i1 %41, label %hit14, label %set.next, !dbg !98

set.next:                                         ; preds = %has22
  %42 = icmp eq i64 %40, 19, !dbg !98
  br i1 %42, label %hit14, label %next15, !dbg !98

hit29:                                            ; preds = %has37
  %len42 = getelementptr i8, ptr %0, i64 48, !dbg !99
  %len43 = load i32, ptr %len42, align 4, !dbg !99
  %43 = zext i32 %len43 to i64, !dbg !99
  %44 = call i32 @xdpc_count(i32 2, i64 %43), !dbg !99
  ret i32 1, !dbg !99

next30:                                           ; preds = %has37, %and31, %has32, %next15
  %flags48 = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags49 = load i32, ptr %flags48, align 4, !dbg !100
  %45 = zext i32 %flags49 to i64, !dbg !100
  %46 = and i64 %45, 16, !dbg !100
  %47 = icmp ne i64 %46, 0, !dbg !100
  br i1 %47, label %has47, label %next45, !dbg !100

and31:                                            ; preds = %has32
  %flags38 = getelementptr i8, ptr %0, i64 52, !dbg !99
  %flags39 = load i32, ptr %flags38, align 4, !dbg !99
  %48 = zext i32 %flags39 to i64, !dbg !99
  %49 = and i64 %48, 64, !dbg !99
  %50 = icmp ne i64 %49, 0, !dbg !99
  br i1 %50, label %has37, label %next30, !dbg !99

has32:                                            ; preds = %next15
  %proto35 = getelementptr i8, ptr %0, i64 64, !dbg !99
  %proto36 = load i8, ptr %proto35, align 1, !dbg !99
  %51 = zext i8 %proto36 to i64, !dbg !99
  %52 = icmp eq i64 %51, 17, !dbg !99
  br i1 %52, label %and31, label %next30, !dbg !99

has37:                                            ; preds = %and31
  %sport40 = getelementptr i8, ptr %0, i64 60, !dbg !99
  %sport41 = load i16, ptr %sport40, align 2, !dbg !99
  %53 = zext i16 %sport41 to i64, !dbg !99
  %54 = icmp eq i64 %53, 11211, !dbg !99
  br i1 %54, label %hit29, label %next30, !dbg !99

hit44:                                            ; preds = %has52
  %len57 = getelementptr i8, ptr %0, i64 48, !dbg !100
  %len58 = load i32, ptr %len57, align 4, !dbg !100
  %55 = zext i32 %len58 to i64, !dbg !100
  %56 = call i32 @xdpc_count(i32 3, i64 %55), !dbg !100
  ret i32 1, !dbg !100

next45:                                           ; preds = %has52, %and46, %has47, %next30
  %flags63 = getelementptr i8, ptr %0, i64 52, !dbg !101
  %flags64 = load i32, ptr %flags63, align 4, !dbg !101
  %57 = zext i32 %flags64 to i64, !dbg !101
  %58 = and i64 %57, 16, !dbg !101
  %59 = icmp ne i64 %58, 0, !dbg !101
  br i1 %59, label %has62, label %next60, !dbg !101

and46:                                            ; preds = %has47
  %flags53 = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags54 = load i32, ptr %flags53, align 4, !dbg !100
  %60 = zext i32 %flags54 to i64, !dbg !100
  %61 = and i64 %60, 64, !dbg !100
  %62 = icmp ne i64 %61, 0, !dbg !100
  br i1 %62, label %has52, label %next45, !dbg !100

has47:                                            ; preds = %next30
  %proto50 = getelementptr i8, ptr %0, i64 64, !dbg !100
  %proto51 = load i8, ptr %proto50, align 1, !dbg !100
  %63 = zext i8 %proto51 to i64, !dbg !100
  %64 = icmp eq i64 %63, 17, !dbg !100
  br i1 %64, label %and46, label %next45, !dbg !100

has52:                                            ; preds = %and46
  %sport55 = getelementptr i8, ptr %0, i64 60, !dbg !100
  %sport56 = load i16, ptr %sport55, align 2, !dbg !100
  %65 = zext i16 %sport56 to i64, !dbg !100
  %66 = icmp eq i64 %65, 1900, !dbg !100
  br i1 %66, label %hit44, label %next45, !dbg !100

hit59:                                            ; preds = %set.next73, %set.next72, %has67
  %len74 = getelementptr i8, ptr %0, i64 48, !dbg !101
  %len75 = load i32, ptr %len74, align 4, !dbg !101
  %67 = zext i32 %len75 to i64, !dbg !101
  %68 = call i32 @xdpc_count(i32 4, i64 %67), !dbg !101
  ret i32 1, !dbg !101

next60:                                           ; preds = %set.next73, %and61, %has62, %next45
  %flags80 = getelementptr i8, ptr %0, i64 52, !dbg !102
  %flags81 = load i32, ptr %flags80, align 4, !dbg !102
  %69 = zext i32 %flags81 to i64, !dbg !102
  %70 = and i64 %69, 16, !dbg !102
  %71 = icmp ne i64 %70, 0, !dbg !102
  br i1 %71, label %has79, label %next77, !dbg !102

and61:                                            ; preds = %has62
  %flags68 = getelementptr i8, ptr %0, i64 52, !dbg !101
  %flags69 = load i32, ptr %flags68, align 4, !dbg !101
  %72 = zext i32 %flags69 to i64, !dbg !101
  %73 = and i64 %72, 64, !dbg !101
  %74 = icmp ne i64 %73, 0, !dbg !101
  br i1 %74, label %has67, label %next60, !dbg !101

has62:                                            ; preds = %next45
  %proto65 = getelementptr i8, ptr %0, i64 64, !dbg !101
  %proto66 = load i8, ptr %proto65, align 1, !dbg !101
  %75 = zext i8 %proto66 to i64, !dbg !101
  %76 = icmp eq i64 %75, 17, !dbg !101
  br i1 %76, label %and61, label %next60, !dbg !101

has67:                                            ; preds = %and61
  %sport70 = getelementptr i8, ptr %0, i64 60, !dbg !101
  %sport71 = load i16, ptr %sport70, align 2, !dbg !101
  %77 = zext i16 %sport71 to i64, !dbg !101
  %78 = icmp eq i64 %77, 111, !dbg !101
  br i1 %78, label %hit59, label %set.next72, !dbg !101

set.next72:                                       ; preds = %has67
  %79 = icmp eq i64 %77, 137, !dbg !101
  br i1 %79, label %hit59, label %set.next73, !dbg !101

set.next73:                                       ; preds = %set.next72
  %80 = icmp eq i64 %77, 389, !dbg !101
  br i1 %80, label %hit59, label %next60, !dbg !101

hit76:                                            ; preds = %set.next90, %set.next89, %has84
  %len91 = getelementptr i8, ptr %0, i64 48, !dbg !102
  %len92 = load i32, ptr %len91, align 4, !dbg !102
  %81 = zext i32 %len92 to i64, !dbg !102
  %82 = call i32 @xdpc_count(i32 5, i64 %81), !dbg !102
  ret i32 1, !dbg !102

next77:                                           ; preds = %set.next90, %and78, %has79, %next60
  %flags97 = getelementptr i8, ptr %0, i64 52, !dbg !103
  %flags98 = load i32, ptr %flags97, align 4, !dbg !103
  %83 = zext i32 %flags98 to i64, !dbg !103
  %84 = and i64 %83, 16, !dbg !103
  %85 = icmp ne i64 %84, 0, !dbg !103
  br i1 %85, label %has96, label %next94, !dbg !103

and78:                                            ; preds = %has79
  %flags85 = getelementptr i8, ptr %0, i64 52, !dbg !102
  %flags86 = load i32, ptr %flags85, align 4, !dbg !102
  %86 = zext i32 %flags86 to i64, !dbg !102
  %87 = and i64 %86, 64, !dbg !102
  %88 = icmp ne i64 %87, 0, !dbg !102
  br i1 %88, label %has84, label %next77, !dbg !102

has79:                                            ; preds = %next60
  %proto82 = getelementptr i8, ptr %0, i64 64, !dbg !102
  %proto83 = load i8, ptr %proto82, align 1, !dbg !102
  %89 = zext i8 %proto83 to i64, !dbg !102
  %90 = icmp eq i64 %89, 17, !dbg !102
  br i1 %90, label %and78, label %next77, !dbg !102

has84:                                            ; preds = %and78
  %sport87 = getelementptr i8, ptr %0, i64 60, !dbg !102
  %sport88 = load i16, ptr %sport87, align 2, !dbg !102
  %91 = zext i16 %sport88 to i64, !dbg !102
  %92 = icmp eq i64 %91, 1434, !dbg !102
  br i1 %92, label %hit76, label %set.next89, !dbg !102

set.next89:                                       ; preds = %has84
  %93 = icmp eq i64 %91, 3702, !dbg !102
  br i1 %93, label %hit76, label %set.next90, !dbg !102

set.next90:                                       ; preds = %set.next89
  %94 = icmp eq i64 %91, 5683, !dbg !102
  br i1 %94, label %hit76, label %next77, !dbg !102

hit93:                                            ; preds = %set.next107, %set.next106, %has101
  %len108 = getelementptr i8, ptr %0, i64 48, !dbg !103
  %len109 = load i32, ptr %len108, align 4, !dbg !103
  %95 = zext i32 %len109 to i64, !dbg !103
  %96 = call i32 @xdpc_count(i32 6, i64 %95), !dbg !103
  ret i32 1, !dbg !103

next94:                                           ; preds = %set.next107, %and95, %has96, %next77
  %flags115 = getelementptr i8, ptr %0, i64 52, !dbg !104
  %flags116 = load i32, ptr %flags115, align 4, !dbg !104
  %97 = zext i32 %flags116 to i64, !dbg !104
  %98 = and i64 %97, 16, !dbg !104
  %99 = icmp ne i64 %98, 0, !dbg !104
  br i1 %99, label %has114, label %next111, !dbg !104

and95:                                            ; preds = %has96
  %flags102 = getelementptr i8, ptr %0, i64 52, !dbg !103
  %flags103 = load i32, ptr %flags102, align 4, !dbg !103
  %100 = zext i32 %flags103 to i64, !dbg !103
  %101 = and i64 %100, 64, !dbg !103
  %102 = icmp ne i64 %101, 0, !dbg !103
  br i1 %102, label %has101, label %next94, !dbg !103

has96:                                            ; preds = %next77
  %proto99 = getelementptr i8, ptr %0, i64 64, !dbg !103
  %proto100 = load i8, ptr %proto99, align 1, !dbg !103
  %103 = zext i8 %proto100 to i64, !dbg !103
  %104 = icmp eq i64 %103, 17, !dbg !103
  br i1 %104, label %and95, label %next94, !dbg !103

has101:                                           ; preds = %and95
  %sport104 = getelementptr i8, ptr %0, i64 60, !dbg !103
  %sport105 = load i16, ptr %sport104, align 2, !dbg !103
  %105 = zext i16 %sport105 to i64, !dbg !103
  %106 = icmp eq i64 %105, 69, !dbg !103
  br i1 %106, label %hit93, label %set.next106, !dbg !103

set.next106:                                      ; preds = %has101
  %107 = icmp eq i64 %105, 520, !dbg !103
  br i1 %107, label %hit93, label %set.next107, !dbg !103

set.next107:                                      ; preds = %set.next106
  %108 = icmp eq i64 %105, 3283, !dbg !103
  br i1 %108, label %hit93, label %next94, !dbg !103

hit110:                                           ; preds = %and112
  %len126 = getelementptr i8, ptr %0, i64 48, !dbg !104
  %len127 = load i32, ptr %len126, align 4, !dbg !104
  %109 = zext i32 %len127 to i64, !dbg !104
  %110 = call i32 @xdpc_count(i32 7, i64 %109), !dbg !104
  ret i32 1, !dbg !104

next111:                                          ; preds = %and112, %has119, %and113, %has114, %next94
  %flags133 = getelementptr i8, ptr %0, i64 52, !dbg !105
  %flags134 = load i32, ptr %flags133, align 4, !dbg !105
  %111 = zext i32 %flags134 to i64, !dbg !105
  %112 = and i64 %111, 16, !dbg !105
  %113 = icmp ne i64 %112, 0, !dbg !105
  br i1 %113, label %has132, label %next129, !dbg !105

and112:                                           ; preds = %has119
  %len124 = getelementptr i8, ptr %0, i64 48, !dbg !104
  %len125 = load i32, ptr %len124, align 4, !dbg !104
  %114 = zext i32 %len125 to i64, !dbg !104
  %115 = icmp ugt i64 %114, 200, !dbg !104
  br i1 %115, label %hit110, label %next111, !dbg !104

and113:                                           ; preds = %has114
  %flags120 = getelementptr i8, ptr %0, i64 52, !dbg !104
  %flags121 = load i32, ptr %flags120, align 4, !dbg !104
  %116 = zext i32 %flags121 to i64, !dbg !104
  %117 = and i64 %116, 64, !dbg !104
  %118 = icmp ne i64 %117, 0, !dbg !104
  br i1 %118, label %has119, label %next111, !dbg !104

has114:                                           ; preds = %next94
  %proto117 = getelementptr i8, ptr %0, i64 64, !dbg !104
  %proto118 = load i8, ptr %proto117, align 1, !dbg !104
  %119 = zext i8 %proto118 to i64, !dbg !104
  %120 = icmp eq i64 %119, 17, !dbg !104
  br i1 %120, label %and113, label %next111, !dbg !104

has119:                                           ; preds = %and113
  %sport122 = getelementptr i8, ptr %0, i64 60, !dbg !104
  %sport123 = load i16, ptr %sport122, align 2, !dbg !104
  %121 = zext i16 %sport123 to i64, !dbg !104
  %122 = icmp eq i64 %121, 123, !dbg !104
  br i1 %122, label %and112, label %next111, !dbg !104

hit128:                                           ; preds = %and130
  %len144 = getelementptr i8, ptr %0, i64 48, !dbg !105
  %len145 = load i32, ptr %len144, align 4, !dbg !105
  %123 = zext i32 %len145 to i64, !dbg !105
  %124 = call i32 @xdpc_count(i32 8, i64 %123), !dbg !105
  ret i32 1, !dbg !105

next129:                                          ; preds = %and130, %has137, %and131, %has132, %next111
  %flags151 = getelementptr i8, ptr %0, i64 52, !dbg !106
  %flags152 = load i32, ptr %flags151, align 4, !dbg !106
  %125 = zext i32 %flags152 to i64, !dbg !106
  %126 = and i64 %125, 16, !dbg !106
  %127 = icmp ne i64 %126, 0, !dbg !106
  br i1 %127, label %has150, label %next147, !dbg !106

and130:                                           ; preds = %has137
  %len142 = getelementptr i8, ptr %0, i64 48, !dbg !105
  %len143 = load i32, ptr %len142, align 4, !dbg !105
  %128 = zext i32 %len143 to i64, !dbg !105
  %129 = icmp ugt i64 %128, 1300, !dbg !105
  br i1 %129, label %hit128, label %next129, !dbg !105

and131:                                           ; preds = %has132
  %flags138 = getelementptr i8, ptr %0, i64 52, !dbg !105
  %flags139 = load i32, ptr %flags138, align 4, !dbg !105
  %130 = zext i32 %flags139 to i64, !dbg !105
  %131 = and i64 %130, 64, !dbg !105
  %132 = icmp ne i64 %131, 0, !dbg !105
  br i1 %132, label %has137, label %next129, !dbg !105

has132:                                           ; preds = %next111
  %proto135 = getelementptr i8, ptr %0, i64 64, !dbg !105
  %proto136 = load i8, ptr %proto135, align 1, !dbg !105
  %133 = zext i8 %proto136 to i64, !dbg !105
  %134 = icmp eq i64 %133, 17, !dbg !105
  br i1 %134, label %and131, label %next129, !dbg !105

has137:                                           ; preds = %and131
  %sport140 = getelementptr i8, ptr %0, i64 60, !dbg !105
  %sport141 = load i16, ptr %sport140, align 2, !dbg !105
  %135 = zext i16 %sport141 to i64, !dbg !105
  %136 = icmp eq i64 %135, 53, !dbg !105
  br i1 %136, label %and130, label %next129, !dbg !105

hit146:                                           ; preds = %set.ip4, %and148
  %len163 = getelementptr i8, ptr %0, i64 48, !dbg !106
  %len164 = load i32, ptr %len163, align 4, !dbg !106
  %137 = zext i32 %len164 to i64, !dbg !106
  %138 = call i32 @xdpc_count(i32 9, i64 %137), !dbg !106
  ret i32 1, !dbg !106

next147:                                          ; preds = %set.ip4, %has155, %and149, %has150, %next129
  %flags169 = getelementptr i8, ptr %0, i64 52, !dbg !107
  %flags170 = load i32, ptr %flags169, align 4, !dbg !107
  %139 = zext i32 %flags170 to i64, !dbg !107
  %140 = and i64 %139, 16, !dbg !107
  %141 = icmp ne i64 %140, 0, !dbg !107
  br i1 %141, label %has168, label %next166, !dbg !107

and148:                                           ; preds = %has155
  %family = getelementptr i8, ptr %0, i64 67, !dbg !106
  %family160 = load i8, ptr %family, align 1, !dbg !106
  %142 = zext i8 %family160 to i64, !dbg !106
  %dst_hi = getelementptr i8, ptr %0, i64 16, !dbg !106
  %dst_hi161 = load i64, ptr %dst_hi, align 8, !dbg !106
  %dst_lo = getelementptr i8, ptr %0, i64 24, !dbg !106
  %dst_lo162 = load i64, ptr %dst_lo, align 8, !dbg !106
  switch i64 %142, label %hit146 [
    i64 4, label %set.ip4
  ], !dbg !106

and149:                                           ; preds = %has150
  %flags156 = getelementptr i8, ptr %0, i64 52, !dbg !106
  %flags157 = load i32, ptr %flags156, align 4, !dbg !106
  %143 = zext i32 %flags157 to i64, !dbg !106
  %144 = and i64 %143, 64, !dbg !106
  %145 = icmp ne i64 %144, 0, !dbg !106
  br i1 %145, label %has155, label %next147, !dbg !106

has150:                                           ; preds = %next129
  %proto153 = getelementptr i8, ptr %0, i64 64, !dbg !106
  %proto154 = load i8, ptr %proto153, align 1, !dbg !106
  %146 = zext i8 %proto154 to i64, !dbg !106
  %147 = icmp eq i64 %146, 17, !dbg !106
  br i1 %147, label %and149, label %next147, !dbg !106

has155:                                           ; preds = %and149
  %sport158 = getelementptr i8, ptr %0, i64 60, !dbg !106
  %sport159 = load i16, ptr %sport158, align 2, !dbg !106
  %148 = zext i16 %sport159 to i64, !dbg !106
  %149 = icmp eq i64 %148, 161, !dbg !106
  br i1 %149, label %and148, label %next147, !dbg !106

set.ip4:                                          ; preds = %and148
  %150 = lshr i64 %dst_hi161, 32, !dbg !106
  %151 = icmp eq i64 %150, 3221225994, !dbg !106
  br i1 %151, label %next147, label %hit146, !dbg !106

hit165:                                           ; preds = %and167
  %len175 = getelementptr i8, ptr %0, i64 48, !dbg !107
  %len176 = load i32, ptr %len175, align 4, !dbg !107
  %152 = zext i32 %len176 to i64, !dbg !107
  %153 = call i32 @xdpc_count(i32 10, i64 %152), !dbg !107
  br label %next166, !dbg !107

next166:                                          ; preds = %hit165, %and167, %has168, %next147
  br label %continue, !dbg !107

continue:                                         ; preds = %next166, %entry
  ret i32 0, !dbg !97

and167:                                           ; preds = %has168
  %flags173 = getelementptr i8, ptr %0, i64 52, !dbg !107
  %flags174 = load i32, ptr %flags173, align 4, !dbg !107
  %154 = zext i32 %flags174 to i64, !dbg !107
  %155 = and i64 %154, 32, !dbg !107
  %156 = icmp ne i64 %155, 0, !dbg !107
  br i1 %156, label %hit165, label %next166, !dbg !107

has168:                                           ; preds = %next147
  %proto171 = getelementptr i8, ptr %0, i64 64, !dbg !107
  %proto172 = load i8, ptr %proto171, align 1, !dbg !107
  %157 = zext i8 %proto172 to i64, !dbg !107
  %158 = icmp eq i64 %157, 17, !dbg !107
  br i1 %158, label %and167, label %next166, !dbg !107
}

; Function Attrs: noinline nounwind
define i32 @xdpc_set0_port_search(i64 %0) #0 !dbg !108 {
entry:
  %1 = load i64, ptr getelementptr (i64, ptr @xdpc_set0_port, i64 32), align 8, !dbg !113
  %2 = sub i64 %0, %1, !dbg !113
  %3 = lshr i64 %2, 63, !dbg !113
  %ge = xor i64 %3, 1, !dbg !113
  %4 = sub i64 0, %ge, !dbg !113
  %5 = and i64 %4, 16, !dbg !113
  %i = add i64 0, %5, !dbg !113
  %6 = add i64 %i, 8, !dbg !113
  %7 = mul i64 %6, 2, !dbg !113
  %8 = add i64 %7, 0, !dbg !113
  %9 = getelementptr i64, ptr @xdpc_set0_port, i64 %8, !dbg !113
  %10 = load i64, ptr %9, align 8, !dbg !113
  %11 = sub i64 %0, %10, !dbg !113
  %12 = lshr i64 %11, 63, !dbg !113
  %ge1 = xor i64 %12, 1, !dbg !113
  %13 = sub i64 0, %ge1, !dbg !113
  %14 = and i64 %13, 8, !dbg !113
  %i2 = add i64 %i, %14, !dbg !113
  %15 = add i64 %i2, 4, !dbg !113
  %16 = mul i64 %15, 2, !dbg !113
  %17 = add i64 %16, 0, !dbg !113
  %18 = getelementptr i64, ptr @xdpc_set0_port, i64 %17, !dbg !113
  %19 = load i64, ptr %18, align 8, !dbg !113
  %20 = sub i64 %0, %19, !dbg !113
  %21 = lshr i64 %20, 63, !dbg !113
  %ge3 = xor i64 %21, 1, !dbg !113
  %22 = sub i64 0, %ge3, !dbg !113
  %23 = and i64 %22, 4, !dbg !113
  %i4 = add i64 %i2, %23, !dbg !113
  %24 = add i64 %i4, 2, !dbg !113
  %25 = mul i64 %24, 2, !dbg !113
  %26 = add i64 %25, 0, !dbg !113
  %27 = getelementptr i64, ptr @xdpc_set0_port, i64 %26, !dbg !113
  %28 = load i64, ptr %27, align 8, !dbg !113
  %29 = sub i64 %0, %28, !dbg !113
  %30 = lshr i64 %29, 63, !dbg !113
  %ge5 = xor i64 %30, 1, !dbg !113
  %31 = sub i64 0, %ge5, !dbg !113
  %32 = and i64 %31, 2, !dbg !113
  %i6 = add i64 %i4, %32, !dbg !113
  %33 = add i64 %i6, 1, !dbg !113
  %34 = mul i64 %33, 2, !dbg !113
  %35 = add i64 %34, 0, !dbg !113
  %36 = getelementptr i64, ptr @xdpc_set0_port, i64 %35, !dbg !113
  %37 = load i64, ptr %36, align 8, !dbg !113
  %38 = sub i64 %0, %37, !dbg !113
  %39 = lshr i64 %38, 63, !dbg !113
  %ge7 = xor i64 %39, 1, !dbg !113
  %40 = sub i64 0, %ge7, !dbg !113
  %41 = and i64 %40, 1, !dbg !113
  %i8 = add i64 %i6, %41, !dbg !113
  %42 = mul i64 %i8, 2, !dbg !113
  %43 = add i64 %42, 0, !dbg !113
  %44 = getelementptr i64, ptr @xdpc_set0_port, i64 %43, !dbg !113
  %45 = load i64, ptr %44, align 8, !dbg !113
  %46 = add i64 %42, 1, !dbg !113
  %47 = getelementptr i64, ptr @xdpc_set0_port, i64 %46, !dbg !113
  %48 = load i64, ptr %47, align 8, !dbg !113
  %49 = sub i64 %48, %0, !dbg !113
  %50 = lshr i64 %49, 63, !dbg !113
  %ge9 = xor i64 %50, 1, !dbg !113
  %51 = sub i64 %0, %45, !dbg !113
  %52 = lshr i64 %51, 63, !dbg !113
  %ge10 = xor i64 %52, 1, !dbg !113
  %53 = and i64 %ge10, %ge9, !dbg !113
  %54 = trunc i64 %53 to i32, !dbg !113
  ret i32 %54, !dbg !113
}

; Function Attrs: noinline nounwind
define i32 @xdpc_count(i32 %0, i64 %1) #0 !dbg !114 {
entry:
  %key = alloca i32, align 8, !dbg !120
  store i32 %0, ptr %key, align 4, !dbg !120
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !120
  %3 = icmp ne ptr %2, null, !dbg !120
  br i1 %3, label %count.add, label %count.done, !dbg !120

count.add:                                        ; preds = %entry
  %4 = load i64, ptr %2, align 8, !dbg !120
  %5 = add i64 %4, 1, !dbg !120
  store i64 %5, ptr %2, align 8, !dbg !120
  %6 = getelementptr i8, ptr %2, i64 8, !dbg !120
  %7 = load i64, ptr %6, align 8, !dbg !120
  %8 = add i64 %7, %1, !dbg !120
  store i64 %8, ptr %6, align 8, !dbg !120
  br label %count.done, !dbg !120

count.done:                                       ; preds = %count.add, %entry
  ret i32 0, !dbg !120
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !121 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !126
  %addr = alloca [5 x i32], align 8, !dbg !126
  %val = alloca [2 x i64], align 8, !dbg !126
  %key = alloca i32, align 8, !dbg !126
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !126
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !126
  %verdict = call i32 @xdpc_rules_0(ptr %pkt), !dbg !126
  %2 = icmp ne i32 %verdict, 0, !dbg !126
  br i1 %2, label %decided, label %undecided, !dbg !126

decided:                                          ; preds = %entry
  ret i32 %verdict, !dbg !126

undecided:                                        ; preds = %entry
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !126
  %len1 = load i32, ptr %len, align 4, !dbg !126
  %3 = zext i32 %len1 to i64, !dbg !126
  %4 = call i32 @xdpc_count(i32 11, i64 %3), !dbg !126
  ret i32 2, !dbg !126
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!50, !51}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !43, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "reflection.xf", directory: ".")
!4 = !{!0, !5, !32, !37}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "xdpc_t0_sport", linkageName: "xdpc_t0_sport", scope: !2, file: !3, type: !7, isLocal: false, isDefinition: true)
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
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 2097152, align: 32, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 65536, lowerBound: 0)
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
!33 = distinct !DIGlobalVariable(name: "xdpc_set0_port", linkageName: "xdpc_set0_port", scope: !2, file: !3, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 4096, align: 32, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 64, lowerBound: 0)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "_license", linkageName: "_license", scope: !2, file: !3, type: !39, isLocal: false, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 32, align: 32, elements: !41)
!40 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!41 = !{!42}
!42 = !DISubrange(count: 4, lowerBound: 0)
!43 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !44)
!44 = !{!9, !45, !20, !24}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !46, size: 64, align: 64, offset: 64)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64, align: 64, dwarfAddressSpace: 0)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 384, align: 32, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 12, lowerBound: 0)
!50 = !{i32 2, !"Debug Info Version", i32 3}
!51 = !{i32 2, !"Dwarf Version", i32 5}
!52 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !53, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !88)
!53 = !DISubroutineType(flags: DIFlagPrototyped, types: !54)
!54 = !{!12, !55, !64}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64, align: 64, dwarfAddressSpace: 0)
!56 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !57)
!57 = !{!58, !59, !60, !61, !62, !63}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !22, size: 32, align: 32)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !22, size: 32, align: 32, offset: 32)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !22, size: 32, align: 32, offset: 64)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 96)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !22, size: 32, align: 32, offset: 128)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 160)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64, align: 64, dwarfAddressSpace: 0)
!65 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !66)
!66 = !{!67, !68, !69, !70, !71, !72, !73, !74, !75, !78, !79, !80, !81, !84, !85, !86, !87}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !29, size: 64, align: 64)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 64)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !29, size: 64, align: 64, offset: 128)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 192)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !29, size: 64, align: 64, offset: 256)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !29, size: 64, align: 64, offset: 320)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !22, size: 32, align: 32, offset: 384)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !22, size: 32, align: 32, offset: 416)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !76, size: 16, align: 16, offset: 448)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !77)
!77 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !76, size: 16, align: 16, offset: 464)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !76, size: 16, align: 16, offset: 480)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !76, size: 16, align: 16, offset: 496)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !82, size: 8, align: 8, offset: 512)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !83)
!83 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !82, size: 8, align: 8, offset: 520)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !82, size: 8, align: 8, offset: 528)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !82, size: 8, align: 8, offset: 536)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !22, size: 32, align: 32, offset: 544)
!88 = !{!89, !90}
!89 = !DILocalVariable(name: "ctx", arg: 1, scope: !52, file: !3, line: 1, type: !55)
!90 = !DILocalVariable(name: "pkt", arg: 2, scope: !52, file: !3, line: 1, type: !64)
!91 = !DILocation(line: 1, column: 1, scope: !52)
!92 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 16, type: !93, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !95)
!93 = !DISubroutineType(flags: DIFlagPrototyped, types: !94)
!94 = !{!12, !64}
!95 = !{!96}
!96 = !DILocalVariable(name: "pkt", arg: 1, scope: !92, file: !3, line: 16, type: !64)
!97 = !DILocation(line: 16, column: 1, scope: !92)
!98 = !DILocation(line: 20, column: 1, scope: !92)
!99 = !DILocation(line: 21, column: 1, scope: !92)
!100 = !DILocation(line: 22, column: 1, scope: !92)
!101 = !DILocation(line: 23, column: 1, scope: !92)
!102 = !DILocation(line: 24, column: 1, scope: !92)
!103 = !DILocation(line: 25, column: 1, scope: !92)
!104 = !DILocation(line: 32, column: 1, scope: !92)
!105 = !DILocation(line: 38, column: 1, scope: !92)
!106 = !DILocation(line: 42, column: 1, scope: !92)
!107 = !DILocation(line: 47, column: 1, scope: !92)
!108 = distinct !DISubprogram(name: "xdpc_set0_port_search", linkageName: "xdpc_set0_port_search", scope: !3, file: !3, line: 18, type: !109, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !111)
!109 = !DISubroutineType(flags: DIFlagPrototyped, types: !110)
!110 = !{!12, !29}
!111 = !{!112}
!112 = !DILocalVariable(name: "x", arg: 1, scope: !108, file: !3, line: 18, type: !29)
!113 = !DILocation(line: 18, column: 1, scope: !108)
!114 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !115, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !117)
!115 = !DISubroutineType(flags: DIFlagPrototyped, types: !116)
!116 = !{!12, !22, !29}
!117 = !{!118, !119}
!118 = !DILocalVariable(name: "rule", arg: 1, scope: !114, file: !3, line: 1, type: !22)
!119 = !DILocalVariable(name: "len", arg: 2, scope: !114, file: !3, line: 1, type: !29)
!120 = !DILocation(line: 1, column: 1, scope: !114)
!121 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !122, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !124)
!122 = !DISubroutineType(flags: DIFlagPrototyped, types: !123)
!123 = !{!12, !55}
!124 = !{!125}
!125 = !DILocalVariable(name: "ctx", arg: 1, scope: !121, file: !3, line: 1, type: !55)
!126 = !DILocation(line: 1, column: 1, scope: !121)
