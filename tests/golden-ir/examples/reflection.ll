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

; Function Attrs: noinline
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

; Function Attrs: noinline
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
  store i32 0, ptr %key, align 4, !dbg !97
  %5 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !97
  %6 = icmp ne ptr %5, null, !dbg !97
  br i1 %6, label %count.add, label %count.done, !dbg !97

next:                                             ; preds = %count.skip, %has3, %and, %has, %rules
  %flags30 = getelementptr i8, ptr %0, i64 52, !dbg !98
  %flags31 = load i32, ptr %flags30, align 4, !dbg !98
  %7 = zext i32 %flags31 to i64, !dbg !98
  %8 = and i64 %7, 16, !dbg !98
  %9 = icmp ne i64 %8, 0, !dbg !98
  br i1 %9, label %has29, label %next27, !dbg !98

and:                                              ; preds = %has
  %flags4 = getelementptr i8, ptr %0, i64 52, !dbg !97
  %flags5 = load i32, ptr %flags4, align 4, !dbg !97
  %10 = zext i32 %flags5 to i64, !dbg !97
  %11 = and i64 %10, 64, !dbg !97
  %12 = icmp ne i64 %11, 0, !dbg !97
  br i1 %12, label %has3, label %next, !dbg !97

has:                                              ; preds = %rules
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !97
  %proto2 = load i8, ptr %proto, align 1, !dbg !97
  %13 = zext i8 %proto2 to i64, !dbg !97
  %14 = icmp eq i64 %13, 17, !dbg !97
  br i1 %14, label %and, label %next, !dbg !97

has3:                                             ; preds = %and
  %sport = getelementptr i8, ptr %0, i64 60, !dbg !97
  %sport6 = load i16, ptr %sport, align 2, !dbg !97
  %15 = zext i16 %sport6 to i64, !dbg !97
  %16 = load i64, ptr getelementptr (i64, ptr @xdpc_set0_port, i64 32), align 8, !dbg !97
  %17 = sub i64 %15, %16, !dbg !97
  %18 = lshr i64 %17, 63, !dbg !97
  %ge = xor i64 %18, 1, !dbg !97
  %19 = sub i64 0, %ge, !dbg !97
  %20 = and i64 %19, 16, !dbg !97
  %i = add i64 0, %20, !dbg !97
  %21 = add i64 %i, 8, !dbg !97
  %22 = mul i64 %21, 2, !dbg !97
  %23 = add i64 %22, 0, !dbg !97
  %24 = getelementptr i64, ptr @xdpc_set0_port, i64 %23, !dbg !97
  %25 = load i64, ptr %24, align 8, !dbg !97
  %26 = sub i64 %15, %25, !dbg !97
  %27 = lshr i64 %26, 63, !dbg !97
  %ge7 = xor i64 %27, 1, !dbg !97
  %28 = sub i64 0, %ge7, !dbg !97
  %29 = and i64 %28, 8, !dbg !97
  %i8 = add i64 %i, %29, !dbg !97
  %30 = add i64 %i8, 4, !dbg !97
  %31 = mul i64 %30, 2, !dbg !97
  %32 = add i64 %31, 0, !dbg !97
  %33 = getelementptr i64, ptr @xdpc_set0_port, i64 %32, !dbg !97
  %34 = load i64, ptr %33, align 8, !dbg !97
  %35 = sub i64 %15, %34, !dbg !97
  %36 = lshr i64 %35, 63, !dbg !97
  %ge9 = xor i64 %36, 1, !dbg !97
  %37 = sub i64 0, %ge9, !dbg !97
  %38 = and i64 %37, 4, !dbg !97
  %i10 = add i64 %i8, %38, !dbg !97
  %39 = add i64 %i10, 2, !dbg !97
  %40 = mul i64 %39, 2, !dbg !97
  %41 = add i64 %40, 0, !dbg !97
  %42 = getelementptr i64, ptr @xdpc_set0_port, i64 %41, !dbg !97
  %43 = load i64, ptr %42, align 8, !dbg !97
  %44 = sub i64 %15, %43, !dbg !97
  %45 = lshr i64 %44, 63, !dbg !97
  %ge11 = xor i64 %45, 1, !dbg !97
  %46 = sub i64 0, %ge11, !dbg !97
  %47 = and i64 %46, 2, !dbg !97
  %i12 = add i64 %i10, %47, !dbg !97
  %48 = add i64 %i12, 1, !dbg !97
  %49 = mul i64 %48, 2, !dbg !97
  %50 = add i64 %49, 0, !dbg !97
  %51 = getelementptr i64, ptr @xdpc_set0_port, i64 %50, !dbg !97
  %52 = load i64, ptr %51, align 8, !dbg !97
  %53 = sub i64 %15, %52, !dbg !97
  %54 = lshr i64 %53, 63, !dbg !97
  %ge13 = xor i64 %54, 1, !dbg !97
  %55 = sub i64 0, %ge13, !dbg !97
  %56 = and i64 %55, 1, !dbg !97
  %i14 = add i64 %i12, %56, !dbg !97
  %57 = mul i64 %i14, 2, !dbg !97
  %58 = add i64 %57, 0, !dbg !97
  %59 = getelementptr i64, ptr @xdpc_set0_port, i64 %58, !dbg !97
  %60 = load i64, ptr %59, align 8, !dbg !97
  %61 = add i64 %57, 1, !dbg !97
  %62 = getelementptr i64, ptr @xdpc_set0_port, i64 %61, !dbg !97
  %63 = load i64, ptr %62, align 8, !dbg !97
  %64 = sub i64 %63, %15, !dbg !97
  %65 = lshr i64 %64, 63, !dbg !97
  %ge15 = xor i64 %65, 1, !dbg !97
  %66 = sub i64 %15, %60, !dbg !97
  %67 = lshr i64 %66, 63, !dbg !97
  %ge16 = xor i64 %67, 1, !dbg !97
  %68 = and i64 %ge16, %ge15, !dbg !97
  %69 = icmp ne i64 %68, 0, !dbg !97
  br i1 %69, label %hit, label %next, !dbg !97

count.add:                                        ; preds = %hit
  %70 = load i64, ptr %5, align 8, !dbg !97
  %71 = add i64 %70, 1, !dbg !97
  store i64 %71, ptr %5, align 8, !dbg !97
  %72 = getelementptr i8, ptr %5, i64 8, !dbg !97
  %73 = load i64, ptr %72, align 8, !dbg !97
  %len = getelementptr i8, ptr %0, i64 48, !dbg !97
  %len17 = load i32, ptr %len, align 4, !dbg !97
  %74 = zext i32 %len17 to i64, !dbg !97
  %75 = add i64 %73, %74, !dbg !97
  store i64 %75, ptr %72, align 8, !dbg !97
  br label %count.done, !dbg !97

count.done:                                       ; preds = %count.add, %hit
  %flags18 = getelementptr i8, ptr %0, i64 52, !dbg !97
  %flags19 = load i32, ptr %flags18, align 4, !dbg !97
  %76 = zext i32 %flags19 to i64, !dbg !97
  %77 = and i64 %76, 64, !dbg !97
  %78 = icmp ne i64 %77, 0, !dbg !97
  br i1 %78, label %count.key, label %count.skip, !dbg !97

count.key:                                        ; preds = %count.done
  %sport20 = getelementptr i8, ptr %0, i64 60, !dbg !97
  %sport21 = load i16, ptr %sport20, align 2, !dbg !97
  %79 = zext i16 %sport21 to i64, !dbg !97
  %80 = trunc i64 %79 to i32, !dbg !97
  store i32 %80, ptr %key, align 4, !dbg !97
  %81 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_sport, ptr %key), !dbg !97
  %82 = icmp ne ptr %81, null, !dbg !97
  br i1 %82, label %count.add22, label %count.done23, !dbg !97

count.skip:                                       ; preds = %count.done23, %count.done
  br label %next, !dbg !97

count.add22:                                      ; preds = %count.key
  %83 = load i64, ptr %81, align 8, !dbg !97
  %84 = add i64 %83, 1, !dbg !97
  store i64 %84, ptr %81, align 8, !dbg !97
  %85 = getelementptr i8, ptr %81, i64 8, !dbg !97
  %86 = load i64, ptr %85, align 8, !dbg !97
  %len24 = getelementptr i8, ptr %0, i64 48, !dbg !97
  %len25 = load i32, ptr %len24, align 4, !dbg !97
  %87 = zext i32 %len25 to i64, !dbg !97
  %88 = add i64 %86, %87, !dbg !97
  store i64 %88, ptr %85, align 8, !dbg !97
  br label %count.done23, !dbg !97

count.done23:                                     ; preds = %count.add22, %count.key
  br label %count.skip, !dbg !97

hit26:                                            ; preds = %set.next, %has34
  store i32 1, ptr %key, align 4, !dbg !98
  %89 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !98
  %90 = icmp ne ptr %89, null, !dbg !98
  br i1 %90, label %count.add39, label %count.done40, !dbg !98

next27:                                           ; preds = %set.next, %and28, %has29, %next
  %flags47 = getelementptr i8, ptr %0, i64 52, !dbg !99
  %flags48 = load i32, ptr %flags47, align 4, !dbg !99
  %91 = zext i32 %flags48 to i64, !dbg !99
  %92 = and i64 %91, 16, !dbg !99
  %93 = icmp ne i64 %92, 0, !dbg !99
  br i1 %93, label %has46, label %next44, !dbg !99

and28:                                            ; preds = %has29
  %flags35 = getelementptr i8, ptr %0, i64 52, !dbg !98
  %flags36 = load i32, ptr %flags35, align 4, !dbg !98
  %94 = zext i32 %flags36 to i64, !dbg !98
  %95 = and i64 %94, 64, !dbg !98
  %96 = icmp ne i64 %95, 0, !dbg !98
  br i1 %96, label %has34, label %next27, !dbg !98

has29:                                            ; preds = %next
  %proto32 = getelementptr i8, ptr %0, i64 64, !dbg !98
  %proto33 = load i8, ptr %proto32, align 1, !dbg !98
  %97 = zext i8 %proto33 to i64, !dbg !98
  %98 = icmp eq i64 %97, 17, !dbg !98
  br i1 %98, label %and28, label %next27, !dbg !98

has34:                                            ; preds = %and28
  %sport37 = getelementptr i8, ptr %0, i64 60, !dbg !98
  %sport38 = load i16, ptr %sport37, align 2, !dbg !98
  %99 = zext i16 %sport38 to i64, !dbg !98
  %100 = icmp eq i64 %99, 17, !dbg !98
  br i1 %100, label %hit26, label %set.next, !dbg !98

set.next:                                         ; preds = %has34
  %101 = icmp eq i64 %99, 19, !dbg !98
  br i1 %101, label %hit26, label %next27, !dbg !98

count.add39:                                      ; preds = %hit26
  %102 = load i64, ptr %89, align 8, !dbg !98
  %103 = add i64 %102, 1, !dbg !98
  store i64 %103, ptr %89, align 8, !dbg !98
  %104 = getelementptr i8, ptr %89, i64 8, !dbg !98
  %105 = load i64, ptr %104, align 8, !dbg !98
  %len41 = getelementptr i8, ptr %0, i64 48, !dbg !98
  %len42 = load i32, ptr %len41, align 4, !dbg !98
  %106 = zext i32 %len42 to i64, !dbg !98
  %107 = add i64 %105, %106, !dbg !98
  store i64 %107, ptr %104, align 8, !dbg !98
  br label %count.done40, !dbg !98

count.done40:                                     ; preds = %count.add39, %hit26
  ret i32 1, !dbg !98

hit43:                                            ; preds = %has51
  store i32 2, ptr %key, align 4, !dbg !99
  %108 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !99
  %109 = icmp ne ptr %108, null, !dbg !99
  br i1 %109, label %count.add56, label %count.done57, !dbg !99

next44:                                           ; preds = %has51, %and45, %has46, %next27
  %flags64 = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags65 = load i32, ptr %flags64, align 4, !dbg !100
  %110 = zext i32 %flags65 to i64, !dbg !100
  %111 = and i64 %110, 16, !dbg !100
  %112 = icmp ne i64 %111, 0, !dbg !100
  br i1 %112, label %has63, label %next61, !dbg !100

and45:                                            ; preds = %has46
  %flags52 = getelementptr i8, ptr %0, i64 52, !dbg !99
  %flags53 = load i32, ptr %flags52, align 4, !dbg !99
  %113 = zext i32 %flags53 to i64, !dbg !99
  %114 = and i64 %113, 64, !dbg !99
  %115 = icmp ne i64 %114, 0, !dbg !99
  br i1 %115, label %has51, label %next44, !dbg !99

has46:                                            ; preds = %next27
  %proto49 = getelementptr i8, ptr %0, i64 64, !dbg !99
  %proto50 = load i8, ptr %proto49, align 1, !dbg !99
  %116 = zext i8 %proto50 to i64, !dbg !99
  %117 = icmp eq i64 %116, 17, !dbg !99
  br i1 %117, label %and45, label %next44, !dbg !99

has51:                                            ; preds = %and45
  %sport54 = getelementptr i8, ptr %0, i64 60, !dbg !99
  %sport55 = load i16, ptr %sport54, align 2, !dbg !99
  %118 = zext i16 %sport55 to i64, !dbg !99
  %119 = icmp eq i64 %118, 11211, !dbg !99
  br i1 %119, label %hit43, label %next44, !dbg !99

count.add56:                                      ; preds = %hit43
  %120 = load i64, ptr %108, align 8, !dbg !99
  %121 = add i64 %120, 1, !dbg !99
  store i64 %121, ptr %108, align 8, !dbg !99
  %122 = getelementptr i8, ptr %108, i64 8, !dbg !99
  %123 = load i64, ptr %122, align 8, !dbg !99
  %len58 = getelementptr i8, ptr %0, i64 48, !dbg !99
  %len59 = load i32, ptr %len58, align 4, !dbg !99
  %124 = zext i32 %len59 to i64, !dbg !99
  %125 = add i64 %123, %124, !dbg !99
  store i64 %125, ptr %122, align 8, !dbg !99
  br label %count.done57, !dbg !99

count.done57:                                     ; preds = %count.add56, %hit43
  ret i32 1, !dbg !99

hit60:                                            ; preds = %has68
  store i32 3, ptr %key, align 4, !dbg !100
  %126 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !100
  %127 = icmp ne ptr %126, null, !dbg !100
  br i1 %127, label %count.add73, label %count.done74, !dbg !100

next61:                                           ; preds = %has68, %and62, %has63, %next44
  %flags81 = getelementptr i8, ptr %0, i64 52, !dbg !101
  %flags82 = load i32, ptr %flags81, align 4, !dbg !101
  %128 = zext i32 %flags82 to i64, !dbg !101
  %129 = and i64 %128, 16, !dbg !101
  %130 = icmp ne i64 %129, 0, !dbg !101
  br i1 %130, label %has80, label %next78, !dbg !101

and62:                                            ; preds = %has63
  %flags69 = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags70 = load i32, ptr %flags69, align 4, !dbg !100
  %131 = zext i32 %flags70 to i64, !dbg !100
  %132 = and i64 %131, 64, !dbg !100
  %133 = icmp ne i64 %132, 0, !dbg !100
  br i1 %133, label %has68, label %next61, !dbg !100

has63:                                            ; preds = %next44
  %proto66 = getelementptr i8, ptr %0, i64 64, !dbg !100
  %proto67 = load i8, ptr %proto66, align 1, !dbg !100
  %134 = zext i8 %proto67 to i64, !dbg !100
  %135 = icmp eq i64 %134, 17, !dbg !100
  br i1 %135, label %and62, label %next61, !dbg !100

has68:                                            ; preds = %and62
  %sport71 = getelementptr i8, ptr %0, i64 60, !dbg !100
  %sport72 = load i16, ptr %sport71, align 2, !dbg !100
  %136 = zext i16 %sport72 to i64, !dbg !100
  %137 = icmp eq i64 %136, 1900, !dbg !100
  br i1 %137, label %hit60, label %next61, !dbg !100

count.add73:                                      ; preds = %hit60
  %138 = load i64, ptr %126, align 8, !dbg !100
  %139 = add i64 %138, 1, !dbg !100
  store i64 %139, ptr %126, align 8, !dbg !100
  %140 = getelementptr i8, ptr %126, i64 8, !dbg !100
  %141 = load i64, ptr %140, align 8, !dbg !100
  %len75 = getelementptr i8, ptr %0, i64 48, !dbg !100
  %len76 = load i32, ptr %len75, align 4, !dbg !100
  %142 = zext i32 %len76 to i64, !dbg !100
  %143 = add i64 %141, %142, !dbg !100
  store i64 %143, ptr %140, align 8, !dbg !100
  br label %count.done74, !dbg !100

count.done74:                                     ; preds = %count.add73, %hit60
  ret i32 1, !dbg !100

hit77:                                            ; preds = %set.next91, %set.next90, %has85
  store i32 4, ptr %key, align 4, !dbg !101
  %144 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !101
  %145 = icmp ne ptr %144, null, !dbg !101
  br i1 %145, label %count.add92, label %count.done93, !dbg !101

next78:                                           ; preds = %set.next91, %and79, %has80, %next61
  %flags100 = getelementptr i8, ptr %0, i64 52, !dbg !102
  %flags101 = load i32, ptr %flags100, align 4, !dbg !102
  %146 = zext i32 %flags101 to i64, !dbg !102
  %147 = and i64 %146, 16, !dbg !102
  %148 = icmp ne i64 %147, 0, !dbg !102
  br i1 %148, label %has99, label %next97, !dbg !102

and79:                                            ; preds = %has80
  %flags86 = getelementptr i8, ptr %0, i64 52, !dbg !101
  %flags87 = load i32, ptr %flags86, align 4, !dbg !101
  %149 = zext i32 %flags87 to i64, !dbg !101
  %150 = and i64 %149, 64, !dbg !101
  %151 = icmp ne i64 %150, 0, !dbg !101
  br i1 %151, label %has85, label %next78, !dbg !101

has80:                                            ; preds = %next61
  %proto83 = getelementptr i8, ptr %0, i64 64, !dbg !101
  %proto84 = load i8, ptr %proto83, align 1, !dbg !101
  %152 = zext i8 %proto84 to i64, !dbg !101
  %153 = icmp eq i64 %152, 17, !dbg !101
  br i1 %153, label %and79, label %next78, !dbg !101

has85:                                            ; preds = %and79
  %sport88 = getelementptr i8, ptr %0, i64 60, !dbg !101
  %sport89 = load i16, ptr %sport88, align 2, !dbg !101
  %154 = zext i16 %sport89 to i64, !dbg !101
  %155 = icmp eq i64 %154, 111, !dbg !101
  br i1 %155, label %hit77, label %set.next90, !dbg !101

set.next90:                                       ; preds = %has85
  %156 = icmp eq i64 %154, 137, !dbg !101
  br i1 %156, label %hit77, label %set.next91, !dbg !101

set.next91:                                       ; preds = %set.next90
  %157 = icmp eq i64 %154, 389, !dbg !101
  br i1 %157, label %hit77, label %next78, !dbg !101

count.add92:                                      ; preds = %hit77
  %158 = load i64, ptr %144, align 8, !dbg !101
  %159 = add i64 %158, 1, !dbg !101
  store i64 %159, ptr %144, align 8, !dbg !101
  %160 = getelementptr i8, ptr %144, i64 8, !dbg !101
  %161 = load i64, ptr %160, align 8, !dbg !101
  %len94 = getelementptr i8, ptr %0, i64 48, !dbg !101
  %len95 = load i32, ptr %len94, align 4, !dbg !101
  %162 = zext i32 %len95 to i64, !dbg !101
  %163 = add i64 %161, %162, !dbg !101
  store i64 %163, ptr %160, align 8, !dbg !101
  br label %count.done93, !dbg !101

count.done93:                                     ; preds = %count.add92, %hit77
  ret i32 1, !dbg !101

hit96:                                            ; preds = %set.next110, %set.next109, %has104
  store i32 5, ptr %key, align 4, !dbg !102
  %164 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !102
  %165 = icmp ne ptr %164, null, !dbg !102
  br i1 %165, label %count.add111, label %count.done112, !dbg !102

next97:                                           ; preds = %set.next110, %and98, %has99, %next78
  %flags119 = getelementptr i8, ptr %0, i64 52, !dbg !103
  %flags120 = load i32, ptr %flags119, align 4, !dbg !103
  %166 = zext i32 %flags120 to i64, !dbg !103
  %167 = and i64 %166, 16, !dbg !103
  %168 = icmp ne i64 %167, 0, !dbg !103
  br i1 %168, label %has118, label %next116, !dbg !103

and98:                                            ; preds = %has99
  %flags105 = getelementptr i8, ptr %0, i64 52, !dbg !102
  %flags106 = load i32, ptr %flags105, align 4, !dbg !102
  %169 = zext i32 %flags106 to i64, !dbg !102
  %170 = and i64 %169, 64, !dbg !102
  %171 = icmp ne i64 %170, 0, !dbg !102
  br i1 %171, label %has104, label %next97, !dbg !102

has99:                                            ; preds = %next78
  %proto102 = getelementptr i8, ptr %0, i64 64, !dbg !102
  %proto103 = load i8, ptr %proto102, align 1, !dbg !102
  %172 = zext i8 %proto103 to i64, !dbg !102
  %173 = icmp eq i64 %172, 17, !dbg !102
  br i1 %173, label %and98, label %next97, !dbg !102

has104:                                           ; preds = %and98
  %sport107 = getelementptr i8, ptr %0, i64 60, !dbg !102
  %sport108 = load i16, ptr %sport107, align 2, !dbg !102
  %174 = zext i16 %sport108 to i64, !dbg !102
  %175 = icmp eq i64 %174, 1434, !dbg !102
  br i1 %175, label %hit96, label %set.next109, !dbg !102

set.next109:                                      ; preds = %has104
  %176 = icmp eq i64 %174, 3702, !dbg !102
  br i1 %176, label %hit96, label %set.next110, !dbg !102

set.next110:                                      ; preds = %set.next109
  %177 = icmp eq i64 %174, 5683, !dbg !102
  br i1 %177, label %hit96, label %next97, !dbg !102

count.add111:                                     ; preds = %hit96
  %178 = load i64, ptr %164, align 8, !dbg !102
  %179 = add i64 %178, 1, !dbg !102
  store i64 %179, ptr %164, align 8, !dbg !102
  %180 = getelementptr i8, ptr %164, i64 8, !dbg !102
  %181 = load i64, ptr %180, align 8, !dbg !102
  %len113 = getelementptr i8, ptr %0, i64 48, !dbg !102
  %len114 = load i32, ptr %len113, align 4, !dbg !102
  %182 = zext i32 %len114 to i64, !dbg !102
  %183 = add i64 %181, %182, !dbg !102
  store i64 %183, ptr %180, align 8, !dbg !102
  br label %count.done112, !dbg !102

count.done112:                                    ; preds = %count.add111, %hit96
  ret i32 1, !dbg !102

hit115:                                           ; preds = %set.next129, %set.next128, %has123
  store i32 6, ptr %key, align 4, !dbg !103
  %184 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !103
  %185 = icmp ne ptr %184, null, !dbg !103
  br i1 %185, label %count.add130, label %count.done131, !dbg !103

next116:                                          ; preds = %set.next129, %and117, %has118, %next97
  %flags139 = getelementptr i8, ptr %0, i64 52, !dbg !104
  %flags140 = load i32, ptr %flags139, align 4, !dbg !104
  %186 = zext i32 %flags140 to i64, !dbg !104
  %187 = and i64 %186, 16, !dbg !104
  %188 = icmp ne i64 %187, 0, !dbg !104
  br i1 %188, label %has138, label %next135, !dbg !104

and117:                                           ; preds = %has118
  %flags124 = getelementptr i8, ptr %0, i64 52, !dbg !103
  %flags125 = load i32, ptr %flags124, align 4, !dbg !103
  %189 = zext i32 %flags125 to i64, !dbg !103
  %190 = and i64 %189, 64, !dbg !103
  %191 = icmp ne i64 %190, 0, !dbg !103
  br i1 %191, label %has123, label %next116, !dbg !103

has118:                                           ; preds = %next97
  %proto121 = getelementptr i8, ptr %0, i64 64, !dbg !103
  %proto122 = load i8, ptr %proto121, align 1, !dbg !103
  %192 = zext i8 %proto122 to i64, !dbg !103
  %193 = icmp eq i64 %192, 17, !dbg !103
  br i1 %193, label %and117, label %next116, !dbg !103

has123:                                           ; preds = %and117
  %sport126 = getelementptr i8, ptr %0, i64 60, !dbg !103
  %sport127 = load i16, ptr %sport126, align 2, !dbg !103
  %194 = zext i16 %sport127 to i64, !dbg !103
  %195 = icmp eq i64 %194, 69, !dbg !103
  br i1 %195, label %hit115, label %set.next128, !dbg !103

set.next128:                                      ; preds = %has123
  %196 = icmp eq i64 %194, 520, !dbg !103
  br i1 %196, label %hit115, label %set.next129, !dbg !103

set.next129:                                      ; preds = %set.next128
  %197 = icmp eq i64 %194, 3283, !dbg !103
  br i1 %197, label %hit115, label %next116, !dbg !103

count.add130:                                     ; preds = %hit115
  %198 = load i64, ptr %184, align 8, !dbg !103
  %199 = add i64 %198, 1, !dbg !103
  store i64 %199, ptr %184, align 8, !dbg !103
  %200 = getelementptr i8, ptr %184, i64 8, !dbg !103
  %201 = load i64, ptr %200, align 8, !dbg !103
  %len132 = getelementptr i8, ptr %0, i64 48, !dbg !103
  %len133 = load i32, ptr %len132, align 4, !dbg !103
  %202 = zext i32 %len133 to i64, !dbg !103
  %203 = add i64 %201, %202, !dbg !103
  store i64 %203, ptr %200, align 8, !dbg !103
  br label %count.done131, !dbg !103

count.done131:                                    ; preds = %count.add130, %hit115
  ret i32 1, !dbg !103

hit134:                                           ; preds = %and136
  store i32 7, ptr %key, align 4, !dbg !104
  %204 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !104
  %205 = icmp ne ptr %204, null, !dbg !104
  br i1 %205, label %count.add150, label %count.done151, !dbg !104

next135:                                          ; preds = %and136, %has143, %and137, %has138, %next116
  %flags159 = getelementptr i8, ptr %0, i64 52, !dbg !105
  %flags160 = load i32, ptr %flags159, align 4, !dbg !105
  %206 = zext i32 %flags160 to i64, !dbg !105
  %207 = and i64 %206, 16, !dbg !105
  %208 = icmp ne i64 %207, 0, !dbg !105
  br i1 %208, label %has158, label %next155, !dbg !105

and136:                                           ; preds = %has143
  %len148 = getelementptr i8, ptr %0, i64 48, !dbg !104
  %len149 = load i32, ptr %len148, align 4, !dbg !104
  %209 = zext i32 %len149 to i64, !dbg !104
  %210 = icmp ugt i64 %209, 200, !dbg !104
  br i1 %210, label %hit134, label %next135, !dbg !104

and137:                                           ; preds = %has138
  %flags144 = getelementptr i8, ptr %0, i64 52, !dbg !104
  %flags145 = load i32, ptr %flags144, align 4, !dbg !104
  %211 = zext i32 %flags145 to i64, !dbg !104
  %212 = and i64 %211, 64, !dbg !104
  %213 = icmp ne i64 %212, 0, !dbg !104
  br i1 %213, label %has143, label %next135, !dbg !104

has138:                                           ; preds = %next116
  %proto141 = getelementptr i8, ptr %0, i64 64, !dbg !104
  %proto142 = load i8, ptr %proto141, align 1, !dbg !104
  %214 = zext i8 %proto142 to i64, !dbg !104
  %215 = icmp eq i64 %214, 17, !dbg !104
  br i1 %215, label %and137, label %next135, !dbg !104

has143:                                           ; preds = %and137
  %sport146 = getelementptr i8, ptr %0, i64 60, !dbg !104
  %sport147 = load i16, ptr %sport146, align 2, !dbg !104
  %216 = zext i16 %sport147 to i64, !dbg !104
  %217 = icmp eq i64 %216, 123, !dbg !104
  br i1 %217, label %and136, label %next135, !dbg !104

count.add150:                                     ; preds = %hit134
  %218 = load i64, ptr %204, align 8, !dbg !104
  %219 = add i64 %218, 1, !dbg !104
  store i64 %219, ptr %204, align 8, !dbg !104
  %220 = getelementptr i8, ptr %204, i64 8, !dbg !104
  %221 = load i64, ptr %220, align 8, !dbg !104
  %len152 = getelementptr i8, ptr %0, i64 48, !dbg !104
  %len153 = load i32, ptr %len152, align 4, !dbg !104
  %222 = zext i32 %len153 to i64, !dbg !104
  %223 = add i64 %221, %222, !dbg !104
  store i64 %223, ptr %220, align 8, !dbg !104
  br label %count.done151, !dbg !104

count.done151:                                    ; preds = %count.add150, %hit134
  ret i32 1, !dbg !104

hit154:                                           ; preds = %and156
  store i32 8, ptr %key, align 4, !dbg !105
  %224 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !105
  %225 = icmp ne ptr %224, null, !dbg !105
  br i1 %225, label %count.add170, label %count.done171, !dbg !105

next155:                                          ; preds = %and156, %has163, %and157, %has158, %next135
  %flags179 = getelementptr i8, ptr %0, i64 52, !dbg !106
  %flags180 = load i32, ptr %flags179, align 4, !dbg !106
  %226 = zext i32 %flags180 to i64, !dbg !106
  %227 = and i64 %226, 16, !dbg !106
  %228 = icmp ne i64 %227, 0, !dbg !106
  br i1 %228, label %has178, label %next175, !dbg !106

and156:                                           ; preds = %has163
  %len168 = getelementptr i8, ptr %0, i64 48, !dbg !105
  %len169 = load i32, ptr %len168, align 4, !dbg !105
  %229 = zext i32 %len169 to i64, !dbg !105
  %230 = icmp ugt i64 %229, 1300, !dbg !105
  br i1 %230, label %hit154, label %next155, !dbg !105

and157:                                           ; preds = %has158
  %flags164 = getelementptr i8, ptr %0, i64 52, !dbg !105
  %flags165 = load i32, ptr %flags164, align 4, !dbg !105
  %231 = zext i32 %flags165 to i64, !dbg !105
  %232 = and i64 %231, 64, !dbg !105
  %233 = icmp ne i64 %232, 0, !dbg !105
  br i1 %233, label %has163, label %next155, !dbg !105

has158:                                           ; preds = %next135
  %proto161 = getelementptr i8, ptr %0, i64 64, !dbg !105
  %proto162 = load i8, ptr %proto161, align 1, !dbg !105
  %234 = zext i8 %proto162 to i64, !dbg !105
  %235 = icmp eq i64 %234, 17, !dbg !105
  br i1 %235, label %and157, label %next155, !dbg !105

has163:                                           ; preds = %and157
  %sport166 = getelementptr i8, ptr %0, i64 60, !dbg !105
  %sport167 = load i16, ptr %sport166, align 2, !dbg !105
  %236 = zext i16 %sport167 to i64, !dbg !105
  %237 = icmp eq i64 %236, 53, !dbg !105
  br i1 %237, label %and156, label %next155, !dbg !105

count.add170:                                     ; preds = %hit154
  %238 = load i64, ptr %224, align 8, !dbg !105
  %239 = add i64 %238, 1, !dbg !105
  store i64 %239, ptr %224, align 8, !dbg !105
  %240 = getelementptr i8, ptr %224, i64 8, !dbg !105
  %241 = load i64, ptr %240, align 8, !dbg !105
  %len172 = getelementptr i8, ptr %0, i64 48, !dbg !105
  %len173 = load i32, ptr %len172, align 4, !dbg !105
  %242 = zext i32 %len173 to i64, !dbg !105
  %243 = add i64 %241, %242, !dbg !105
  store i64 %243, ptr %240, align 8, !dbg !105
  br label %count.done171, !dbg !105

count.done171:                                    ; preds = %count.add170, %hit154
  ret i32 1, !dbg !105

hit174:                                           ; preds = %set.ip4, %and176
  store i32 9, ptr %key, align 4, !dbg !106
  %244 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !106
  %245 = icmp ne ptr %244, null, !dbg !106
  br i1 %245, label %count.add191, label %count.done192, !dbg !106

next175:                                          ; preds = %set.ip4, %has183, %and177, %has178, %next155
  %flags199 = getelementptr i8, ptr %0, i64 52, !dbg !107
  %flags200 = load i32, ptr %flags199, align 4, !dbg !107
  %246 = zext i32 %flags200 to i64, !dbg !107
  %247 = and i64 %246, 16, !dbg !107
  %248 = icmp ne i64 %247, 0, !dbg !107
  br i1 %248, label %has198, label %next196, !dbg !107

and176:                                           ; preds = %has183
  %family = getelementptr i8, ptr %0, i64 67, !dbg !106
  %family188 = load i8, ptr %family, align 1, !dbg !106
  %249 = zext i8 %family188 to i64, !dbg !106
  %dst_hi = getelementptr i8, ptr %0, i64 16, !dbg !106
  %dst_hi189 = load i64, ptr %dst_hi, align 8, !dbg !106
  %dst_lo = getelementptr i8, ptr %0, i64 24, !dbg !106
  %dst_lo190 = load i64, ptr %dst_lo, align 8, !dbg !106
  switch i64 %249, label %hit174 [
    i64 4, label %set.ip4
  ], !dbg !106

and177:                                           ; preds = %has178
  %flags184 = getelementptr i8, ptr %0, i64 52, !dbg !106
  %flags185 = load i32, ptr %flags184, align 4, !dbg !106
  %250 = zext i32 %flags185 to i64, !dbg !106
  %251 = and i64 %250, 64, !dbg !106
  %252 = icmp ne i64 %251, 0, !dbg !106
  br i1 %252, label %has183, label %next175, !dbg !106

has178:                                           ; preds = %next155
  %proto181 = getelementptr i8, ptr %0, i64 64, !dbg !106
  %proto182 = load i8, ptr %proto181, align 1, !dbg !106
  %253 = zext i8 %proto182 to i64, !dbg !106
  %254 = icmp eq i64 %253, 17, !dbg !106
  br i1 %254, label %and177, label %next175, !dbg !106

has183:                                           ; preds = %and177
  %sport186 = getelementptr i8, ptr %0, i64 60, !dbg !106
  %sport187 = load i16, ptr %sport186, align 2, !dbg !106
  %255 = zext i16 %sport187 to i64, !dbg !106
  %256 = icmp eq i64 %255, 161, !dbg !106
  br i1 %256, label %and176, label %next175, !dbg !106

set.ip4:                                          ; preds = %and176
  %257 = lshr i64 %dst_hi189, 32, !dbg !106
  %258 = icmp eq i64 %257, 3221225994, !dbg !106
  br i1 %258, label %next175, label %hit174, !dbg !106

count.add191:                                     ; preds = %hit174
  %259 = load i64, ptr %244, align 8, !dbg !106
  %260 = add i64 %259, 1, !dbg !106
  store i64 %260, ptr %244, align 8, !dbg !106
  %261 = getelementptr i8, ptr %244, i64 8, !dbg !106
  %262 = load i64, ptr %261, align 8, !dbg !106
  %len193 = getelementptr i8, ptr %0, i64 48, !dbg !106
  %len194 = load i32, ptr %len193, align 4, !dbg !106
  %263 = zext i32 %len194 to i64, !dbg !106
  %264 = add i64 %262, %263, !dbg !106
  store i64 %264, ptr %261, align 8, !dbg !106
  br label %count.done192, !dbg !106

count.done192:                                    ; preds = %count.add191, %hit174
  ret i32 1, !dbg !106

hit195:                                           ; preds = %and197
  store i32 10, ptr %key, align 4, !dbg !107
  %265 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !107
  %266 = icmp ne ptr %265, null, !dbg !107
  br i1 %266, label %count.add205, label %count.done206, !dbg !107

next196:                                          ; preds = %count.done206, %and197, %has198, %next175
  br label %continue, !dbg !107

continue:                                         ; preds = %next196, %entry
  ret i32 0, !dbg !97

and197:                                           ; preds = %has198
  %flags203 = getelementptr i8, ptr %0, i64 52, !dbg !107
  %flags204 = load i32, ptr %flags203, align 4, !dbg !107
  %267 = zext i32 %flags204 to i64, !dbg !107
  %268 = and i64 %267, 32, !dbg !107
  %269 = icmp ne i64 %268, 0, !dbg !107
  br i1 %269, label %hit195, label %next196, !dbg !107

has198:                                           ; preds = %next175
  %proto201 = getelementptr i8, ptr %0, i64 64, !dbg !107
  %proto202 = load i8, ptr %proto201, align 1, !dbg !107
  %270 = zext i8 %proto202 to i64, !dbg !107
  %271 = icmp eq i64 %270, 17, !dbg !107
  br i1 %271, label %and197, label %next196, !dbg !107

count.add205:                                     ; preds = %hit195
  %272 = load i64, ptr %265, align 8, !dbg !107
  %273 = add i64 %272, 1, !dbg !107
  store i64 %273, ptr %265, align 8, !dbg !107
  %274 = getelementptr i8, ptr %265, i64 8, !dbg !107
  %275 = load i64, ptr %274, align 8, !dbg !107
  %len207 = getelementptr i8, ptr %0, i64 48, !dbg !107
  %len208 = load i32, ptr %len207, align 4, !dbg !107
  %276 = zext i32 %len208 to i64, !dbg !107
  %277 = add i64 %275, %276, !dbg !107
  store i64 %277, ptr %274, align 8, !dbg !107
  br label %count.done206, !dbg !107

count.done206:                                    ; preds = %count.add205, %hit195
  br label %next196, !dbg !107
}

define i32 @xdpc_filter(ptr %0) section "xdp" !dbg !108 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !113
  %addr = alloca [5 x i32], align 8, !dbg !113
  %val = alloca [2 x i64], align 8, !dbg !113
  %key = alloca i32, align 8, !dbg !113
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !113
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !113
  %verdict = call i32 @xdpc_rules_0(ptr %pkt), !dbg !113
  %2 = icmp ne i32 %verdict, 0, !dbg !113
  br i1 %2, label %decided, label %undecided, !dbg !113

decided:                                          ; preds = %entry
  ret i32 %verdict, !dbg !113

undecided:                                        ; preds = %entry
  store i32 11, ptr %key, align 4, !dbg !113
  %3 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !113
  %4 = icmp ne ptr %3, null, !dbg !113
  br i1 %4, label %count.add, label %count.done, !dbg !113

count.add:                                        ; preds = %undecided
  %5 = load i64, ptr %3, align 8, !dbg !113
  %6 = add i64 %5, 1, !dbg !113
  store i64 %6, ptr %3, align 8, !dbg !113
  %7 = getelementptr i8, ptr %3, i64 8, !dbg !113
  %8 = load i64, ptr %7, align 8, !dbg !113
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !113
  %len1 = load i32, ptr %len, align 4, !dbg !113
  %9 = zext i32 %len1 to i64, !dbg !113
  %10 = add i64 %8, %9, !dbg !113
  store i64 %10, ptr %7, align 8, !dbg !113
  br label %count.done, !dbg !113

count.done:                                       ; preds = %count.add, %undecided
  ret i32 2, !dbg !113
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!108 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !109, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !111)
!109 = !DISubroutineType(flags: DIFlagPrototyped, types: !110)
!110 = !{!12, !55}
!111 = !{!112}
!112 = !DILocalVariable(name: "ctx", arg: 1, scope: !108, file: !3, line: 1, type: !55)
!113 = !DILocation(line: 1, column: 1, scope: !108)
