target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0113\\012source\\011reflection.xf\\012default\\011pass\\012rule\\0110\\01116\\011count\\0110\\011\22"
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
@xdpc_g0_port = internal constant [64 x i64] [i64 0, i64 0, i64 17, i64 9, i64 18, i64 0, i64 19, i64 9, i64 20, i64 0, i64 69, i64 29, i64 70, i64 0, i64 111, i64 21, i64 112, i64 0, i64 137, i64 21, i64 138, i64 0, i64 389, i64 21, i64 390, i64 0, i64 520, i64 29, i64 521, i64 0, i64 1434, i64 25, i64 1435, i64 0, i64 1900, i64 17, i64 1901, i64 0, i64 3283, i64 29, i64 3284, i64 0, i64 3702, i64 25, i64 3703, i64 0, i64 5683, i64 25, i64 5684, i64 0, i64 11211, i64 13, i64 11212, i64 0, i64 11212, i64 0, i64 11212, i64 0, i64 11212, i64 0, i64 11212, i64 0, i64 11212, i64 0], section ".rodata", align 8, !dbg !37
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !39

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !62 {
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
define i32 @xdpc_rules_0(ptr %0, i32 %1, ptr %2) #0 !dbg !102 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !109
  %val = alloca [2 x i64], align 8, !dbg !109
  %key = alloca i32, align 8, !dbg !109
  %best = alloca i32, align 8, !dbg !109
  store i32 %1, ptr %best, align 4, !dbg !109
  %3 = icmp eq ptr %0, null, !dbg !109
  %4 = icmp eq ptr %2, null, !dbg !109
  %5 = or i1 %3, %4, !dbg !109
  br i1 %5, label %continue, label %rules, !dbg !109

rules:                                            ; preds = %entry
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !109
  %flags2 = load i32, ptr %flags, align 4, !dbg !109
  %6 = zext i32 %flags2 to i64, !dbg !109
  %7 = and i64 %6, 16, !dbg !109
  %8 = icmp ne i64 %7, 0, !dbg !109
  br i1 %8, label %has, label %next, !dbg !109

hit:                                              ; preds = %has4
  %counter = getelementptr i8, ptr %2, i64 0, !dbg !109
  %9 = load i64, ptr %counter, align 8, !dbg !109
  %10 = add i64 %9, 1, !dbg !109
  store i64 %10, ptr %counter, align 8, !dbg !109
  %11 = getelementptr i8, ptr %counter, i64 8, !dbg !109
  %12 = load i64, ptr %11, align 8, !dbg !109
  %len = getelementptr i8, ptr %0, i64 48, !dbg !109
  %len8 = load i32, ptr %len, align 4, !dbg !109
  %13 = zext i32 %len8 to i64, !dbg !109
  %14 = add i64 %12, %13, !dbg !109
  store i64 %14, ptr %11, align 8, !dbg !109
  %flags9 = getelementptr i8, ptr %0, i64 52, !dbg !109
  %flags10 = load i32, ptr %flags9, align 4, !dbg !109
  %15 = zext i32 %flags10 to i64, !dbg !109
  %16 = and i64 %15, 64, !dbg !109
  %17 = icmp ne i64 %16, 0, !dbg !109
  br i1 %17, label %count.key, label %count.skip, !dbg !109

next:                                             ; preds = %count.skip, %has4, %and, %has, %rules
  %flags16 = getelementptr i8, ptr %0, i64 52, !dbg !110
  %flags17 = load i32, ptr %flags16, align 4, !dbg !110
  %18 = zext i32 %flags17 to i64, !dbg !110
  %19 = and i64 %18, 16, !dbg !110
  %20 = icmp ne i64 %19, 0, !dbg !110
  br i1 %20, label %has15, label %group.next, !dbg !110

and:                                              ; preds = %has
  %flags5 = getelementptr i8, ptr %0, i64 52, !dbg !109
  %flags6 = load i32, ptr %flags5, align 4, !dbg !109
  %21 = zext i32 %flags6 to i64, !dbg !109
  %22 = and i64 %21, 64, !dbg !109
  %23 = icmp ne i64 %22, 0, !dbg !109
  br i1 %23, label %has4, label %next, !dbg !109

has:                                              ; preds = %rules
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !109
  %proto3 = load i8, ptr %proto, align 1, !dbg !109
  %24 = zext i8 %proto3 to i64, !dbg !109
  %25 = icmp eq i64 %24, 17, !dbg !109
  br i1 %25, label %and, label %next, !dbg !109

has4:                                             ; preds = %and
  %sport = getelementptr i8, ptr %0, i64 60, !dbg !109
  %sport7 = load i16, ptr %sport, align 2, !dbg !109
  %26 = zext i16 %sport7 to i64, !dbg !109
  %27 = call i32 @xdpc_set0_port_search(i64 %26), !dbg !109
  %28 = icmp ne i32 %27, 0, !dbg !109
  br i1 %28, label %hit, label %next, !dbg !109

count.key:                                        ; preds = %hit
  %sport11 = getelementptr i8, ptr %0, i64 60, !dbg !109
  %sport12 = load i16, ptr %sport11, align 2, !dbg !109
  %29 = zext i16 %sport12 to i64, !dbg !109
  %30 = trunc i64 %29 to i32, !dbg !109
  store i32 %30, ptr %key, align 4, !dbg !109
  %31 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_sport, ptr %key), !dbg !109
  %32 = icmp ne ptr %31, null, !dbg !109
  br i1 %32, label %count.add, label %count.done, !dbg !109

count.skip:                                       ; preds = %count.done, %hit
  br label %next, !dbg !109

count.add:                                        ; preds = %count.key
  %33 = load i64, ptr %31, align 8, !dbg !109
  %34 = add i64 %33, 1, !dbg !109
  store i64 %34, ptr %31, align 8, !dbg !109
  %35 = getelementptr i8, ptr %31, i64 8, !dbg !109
  %36 = load i64, ptr %35, align 8, !dbg !109
  %len13 = getelementptr i8, ptr %0, i64 48, !dbg !109
  %len14 = load i32, ptr %len13, align 4, !dbg !109
  %37 = zext i32 %len14 to i64, !dbg !109
  %38 = add i64 %36, %37, !dbg !109
  store i64 %38, ptr %35, align 8, !dbg !109
  br label %count.done, !dbg !109

count.done:                                       ; preds = %count.add, %count.key
  br label %count.skip, !dbg !109

group.next:                                       ; preds = %group.has, %group.guard, %has15, %next
  %best29 = load i32, ptr %best, align 4, !dbg !111
  %39 = sub i32 %best29, 1, !dbg !111
  %decided30 = icmp ule i32 %39, 31, !dbg !111
  br i1 %decided30, label %decided, label %undecided, !dbg !111

group.guard:                                      ; preds = %has15
  %flags20 = getelementptr i8, ptr %0, i64 52, !dbg !110
  %flags21 = load i32, ptr %flags20, align 4, !dbg !110
  %40 = zext i32 %flags21 to i64, !dbg !110
  %41 = and i64 %40, 64, !dbg !110
  %42 = icmp ne i64 %41, 0, !dbg !110
  br i1 %42, label %group.has, label %group.next, !dbg !110

has15:                                            ; preds = %next
  %proto18 = getelementptr i8, ptr %0, i64 64, !dbg !110
  %proto19 = load i8, ptr %proto18, align 1, !dbg !110
  %43 = zext i8 %proto19 to i64, !dbg !110
  %44 = icmp eq i64 %43, 17, !dbg !110
  br i1 %44, label %group.guard, label %group.next, !dbg !110

group.has:                                        ; preds = %group.guard
  %sport22 = getelementptr i8, ptr %0, i64 60, !dbg !110
  %sport23 = load i16, ptr %sport22, align 2, !dbg !110
  %45 = zext i16 %sport23 to i64, !dbg !110
  %46 = call i32 @xdpc_g0_port_search(i64 %45), !dbg !110
  %code = zext i32 %46 to i64, !dbg !110
  %code24 = trunc i64 %code to i32, !dbg !110
  %best25 = load i32, ptr %best, align 4, !dbg !110
  %47 = sub i32 %code24, 1, !dbg !110
  %48 = sub i32 %best25, 1, !dbg !110
  %earlier = icmp ult i32 %47, %48, !dbg !110
  %best26 = select i1 %earlier, i32 %code24, i32 %best25, !dbg !110
  store i32 %best26, ptr %best, align 4, !dbg !110
  br label %group.next, !dbg !110

hit27:                                            ; preds = %and31
  ret i32 33, !dbg !111

next28:                                           ; preds = %and31, %has38, %and32, %has33, %undecided
  %best49 = load i32, ptr %best, align 4, !dbg !112
  %49 = sub i32 %best49, 1, !dbg !112
  %decided50 = icmp ule i32 %49, 35, !dbg !112
  br i1 %decided50, label %decided48, label %undecided47, !dbg !112

undecided:                                        ; preds = %group.next
  %flags34 = getelementptr i8, ptr %0, i64 52, !dbg !111
  %flags35 = load i32, ptr %flags34, align 4, !dbg !111
  %50 = zext i32 %flags35 to i64, !dbg !111
  %51 = and i64 %50, 16, !dbg !111
  %52 = icmp ne i64 %51, 0, !dbg !111
  br i1 %52, label %has33, label %next28, !dbg !111

decided:                                          ; preds = %group.next
  ret i32 %best29, !dbg !111

and31:                                            ; preds = %has38
  %len43 = getelementptr i8, ptr %0, i64 48, !dbg !111
  %len44 = load i32, ptr %len43, align 4, !dbg !111
  %53 = zext i32 %len44 to i64, !dbg !111
  %54 = icmp ugt i64 %53, 200, !dbg !111
  br i1 %54, label %hit27, label %next28, !dbg !111

and32:                                            ; preds = %has33
  %flags39 = getelementptr i8, ptr %0, i64 52, !dbg !111
  %flags40 = load i32, ptr %flags39, align 4, !dbg !111
  %55 = zext i32 %flags40 to i64, !dbg !111
  %56 = and i64 %55, 64, !dbg !111
  %57 = icmp ne i64 %56, 0, !dbg !111
  br i1 %57, label %has38, label %next28, !dbg !111

has33:                                            ; preds = %undecided
  %proto36 = getelementptr i8, ptr %0, i64 64, !dbg !111
  %proto37 = load i8, ptr %proto36, align 1, !dbg !111
  %58 = zext i8 %proto37 to i64, !dbg !111
  %59 = icmp eq i64 %58, 17, !dbg !111
  br i1 %59, label %and32, label %next28, !dbg !111

has38:                                            ; preds = %and32
  %sport41 = getelementptr i8, ptr %0, i64 60, !dbg !111
  %sport42 = load i16, ptr %sport41, align 2, !dbg !111
  %60 = zext i16 %sport42 to i64, !dbg !111
  %61 = icmp eq i64 %60, 123, !dbg !111
  br i1 %61, label %and31, label %next28, !dbg !111

hit45:                                            ; preds = %and51
  ret i32 37, !dbg !112

next46:                                           ; preds = %and51, %has58, %and52, %has53, %undecided47
  %best69 = load i32, ptr %best, align 4, !dbg !113
  %62 = sub i32 %best69, 1, !dbg !113
  %decided70 = icmp ule i32 %62, 39, !dbg !113
  br i1 %decided70, label %decided68, label %undecided67, !dbg !113

undecided47:                                      ; preds = %next28
  %flags54 = getelementptr i8, ptr %0, i64 52, !dbg !112
  %flags55 = load i32, ptr %flags54, align 4, !dbg !112
  %63 = zext i32 %flags55 to i64, !dbg !112
  %64 = and i64 %63, 16, !dbg !112
  %65 = icmp ne i64 %64, 0, !dbg !112
  br i1 %65, label %has53, label %next46, !dbg !112

decided48:                                        ; preds = %next28
  ret i32 %best49, !dbg !112

and51:                                            ; preds = %has58
  %len63 = getelementptr i8, ptr %0, i64 48, !dbg !112
  %len64 = load i32, ptr %len63, align 4, !dbg !112
  %66 = zext i32 %len64 to i64, !dbg !112
  %67 = icmp ugt i64 %66, 1300, !dbg !112
  br i1 %67, label %hit45, label %next46, !dbg !112

and52:                                            ; preds = %has53
  %flags59 = getelementptr i8, ptr %0, i64 52, !dbg !112
  %flags60 = load i32, ptr %flags59, align 4, !dbg !112
  %68 = zext i32 %flags60 to i64, !dbg !112
  %69 = and i64 %68, 64, !dbg !112
  %70 = icmp ne i64 %69, 0, !dbg !112
  br i1 %70, label %has58, label %next46, !dbg !112

has53:                                            ; preds = %undecided47
  %proto56 = getelementptr i8, ptr %0, i64 64, !dbg !112
  %proto57 = load i8, ptr %proto56, align 1, !dbg !112
  %71 = zext i8 %proto57 to i64, !dbg !112
  %72 = icmp eq i64 %71, 17, !dbg !112
  br i1 %72, label %and52, label %next46, !dbg !112

has58:                                            ; preds = %and52
  %sport61 = getelementptr i8, ptr %0, i64 60, !dbg !112
  %sport62 = load i16, ptr %sport61, align 2, !dbg !112
  %73 = zext i16 %sport62 to i64, !dbg !112
  %74 = icmp eq i64 %73, 53, !dbg !112
  br i1 %74, label %and51, label %next46, !dbg !112

hit65:                                            ; preds = %set.ip4, %and71
  ret i32 41, !dbg !113

next66:                                           ; preds = %set.ip4, %has78, %and72, %has73, %undecided67
  %best90 = load i32, ptr %best, align 4, !dbg !114
  %75 = sub i32 %best90, 1, !dbg !114
  %decided91 = icmp ule i32 %75, 43, !dbg !114
  br i1 %decided91, label %decided89, label %undecided88, !dbg !114

undecided67:                                      ; preds = %next46
  %flags74 = getelementptr i8, ptr %0, i64 52, !dbg !113
  %flags75 = load i32, ptr %flags74, align 4, !dbg !113
  %76 = zext i32 %flags75 to i64, !dbg !113
  %77 = and i64 %76, 16, !dbg !113
  %78 = icmp ne i64 %77, 0, !dbg !113
  br i1 %78, label %has73, label %next66, !dbg !113

decided68:                                        ; preds = %next46
  ret i32 %best69, !dbg !113

and71:                                            ; preds = %has78
  %family = getelementptr i8, ptr %0, i64 67, !dbg !113
  %family83 = load i8, ptr %family, align 1, !dbg !113
  %79 = zext i8 %family83 to i64, !dbg !113
  %dst_hi = getelementptr i8, ptr %0, i64 16, !dbg !113
  %dst_hi84 = load i64, ptr %dst_hi, align 8, !dbg !113
  %dst_lo = getelementptr i8, ptr %0, i64 24, !dbg !113
  %dst_lo85 = load i64, ptr %dst_lo, align 8, !dbg !113
  switch i64 %79, label %hit65 [
    i64 4, label %set.ip4
  ], !dbg !113

and72:                                            ; preds = %has73
  %flags79 = getelementptr i8, ptr %0, i64 52, !dbg !113
  %flags80 = load i32, ptr %flags79, align 4, !dbg !113
  %80 = zext i32 %flags80 to i64, !dbg !113
  %81 = and i64 %80, 64, !dbg !113
  %82 = icmp ne i64 %81, 0, !dbg !113
  br i1 %82, label %has78, label %next66, !dbg !113

has73:                                            ; preds = %undecided67
  %proto76 = getelementptr i8, ptr %0, i64 64, !dbg !113
  %proto77 = load i8, ptr %proto76, align 1, !dbg !113
  %83 = zext i8 %proto77 to i64, !dbg !113
  %84 = icmp eq i64 %83, 17, !dbg !113
  br i1 %84, label %and72, label %next66, !dbg !113

has78:                                            ; preds = %and72
  %sport81 = getelementptr i8, ptr %0, i64 60, !dbg !113
  %sport82 = load i16, ptr %sport81, align 2, !dbg !113
  %85 = zext i16 %sport82 to i64, !dbg !113
  %86 = icmp eq i64 %85, 161, !dbg !113
  br i1 %86, label %and71, label %next66, !dbg !113

set.ip4:                                          ; preds = %and71
  %87 = lshr i64 %dst_hi84, 32, !dbg !113
  %88 = icmp eq i64 %87, 3221225994, !dbg !113
  br i1 %88, label %next66, label %hit65, !dbg !113

hit86:                                            ; preds = %and92
  %counter100 = getelementptr i8, ptr %2, i64 160, !dbg !114
  %89 = load i64, ptr %counter100, align 8, !dbg !114
  %90 = add i64 %89, 1, !dbg !114
  store i64 %90, ptr %counter100, align 8, !dbg !114
  %91 = getelementptr i8, ptr %counter100, i64 8, !dbg !114
  %92 = load i64, ptr %91, align 8, !dbg !114
  %len101 = getelementptr i8, ptr %0, i64 48, !dbg !114
  %len102 = load i32, ptr %len101, align 4, !dbg !114
  %93 = zext i32 %len102 to i64, !dbg !114
  %94 = add i64 %92, %93, !dbg !114
  store i64 %94, ptr %91, align 8, !dbg !114
  br label %next87, !dbg !114

next87:                                           ; preds = %hit86, %and92, %has93, %undecided88
  br label %continue, !dbg !114

continue:                                         ; preds = %next87, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !109
  ret i32 %best1, !dbg !109

undecided88:                                      ; preds = %next66
  %flags94 = getelementptr i8, ptr %0, i64 52, !dbg !114
  %flags95 = load i32, ptr %flags94, align 4, !dbg !114
  %95 = zext i32 %flags95 to i64, !dbg !114
  %96 = and i64 %95, 16, !dbg !114
  %97 = icmp ne i64 %96, 0, !dbg !114
  br i1 %97, label %has93, label %next87, !dbg !114

decided89:                                        ; preds = %next66
  ret i32 %best90, !dbg !114

and92:                                            ; preds = %has93
  %flags98 = getelementptr i8, ptr %0, i64 52, !dbg !114
  %flags99 = load i32, ptr %flags98, align 4, !dbg !114
  %98 = zext i32 %flags99 to i64, !dbg !114
  %99 = and i64 %98, 32, !dbg !114
  %100 = icmp ne i64 %99, 0, !dbg !114
  br i1 %100, label %hit86, label %next87, !dbg !114

has93:                                            ; preds = %undecided88
  %proto96 = getelementptr i8, ptr %0, i64 64, !dbg !114
  %proto97 = load i8, ptr %proto96, align 1, !dbg !114
  %101 = zext i8 %proto97 to i64, !dbg !114
  %102 = icmp eq i64 %101, 17, !dbg !114
  br i1 %102, label %and92, label %next87, !dbg !114
}

; Function Attrs: noinline nounwind
define i32 @xdpc_set0_port_search(i64 %0) #0 !dbg !115 {
entry:
  %1 = load i64, ptr getelementptr (i64, ptr @xdpc_set0_port, i64 32), align 8, !dbg !120
  %2 = sub i64 %0, %1, !dbg !120
  %3 = lshr i64 %2, 63, !dbg !120
  %ge = xor i64 %3, 1, !dbg !120
  %4 = sub i64 0, %ge, !dbg !120
  %5 = and i64 %4, 16, !dbg !120
  %i = add i64 0, %5, !dbg !120
  %6 = add i64 %i, 8, !dbg !120
  %7 = mul i64 %6, 2, !dbg !120
  %8 = add i64 %7, 0, !dbg !120
  %9 = getelementptr i64, ptr @xdpc_set0_port, i64 %8, !dbg !120
  %10 = load i64, ptr %9, align 8, !dbg !120
  %11 = sub i64 %0, %10, !dbg !120
  %12 = lshr i64 %11, 63, !dbg !120
  %ge1 = xor i64 %12, 1, !dbg !120
  %13 = sub i64 0, %ge1, !dbg !120
  %14 = and i64 %13, 8, !dbg !120
  %i2 = add i64 %i, %14, !dbg !120
  %15 = add i64 %i2, 4, !dbg !120
  %16 = mul i64 %15, 2, !dbg !120
  %17 = add i64 %16, 0, !dbg !120
  %18 = getelementptr i64, ptr @xdpc_set0_port, i64 %17, !dbg !120
  %19 = load i64, ptr %18, align 8, !dbg !120
  %20 = sub i64 %0, %19, !dbg !120
  %21 = lshr i64 %20, 63, !dbg !120
  %ge3 = xor i64 %21, 1, !dbg !120
  %22 = sub i64 0, %ge3, !dbg !120
  %23 = and i64 %22, 4, !dbg !120
  %i4 = add i64 %i2, %23, !dbg !120
  %24 = add i64 %i4, 2, !dbg !120
  %25 = mul i64 %24, 2, !dbg !120
  %26 = add i64 %25, 0, !dbg !120
  %27 = getelementptr i64, ptr @xdpc_set0_port, i64 %26, !dbg !120
  %28 = load i64, ptr %27, align 8, !dbg !120
  %29 = sub i64 %0, %28, !dbg !120
  %30 = lshr i64 %29, 63, !dbg !120
  %ge5 = xor i64 %30, 1, !dbg !120
  %31 = sub i64 0, %ge5, !dbg !120
  %32 = and i64 %31, 2, !dbg !120
  %i6 = add i64 %i4, %32, !dbg !120
  %33 = add i64 %i6, 1, !dbg !120
  %34 = mul i64 %33, 2, !dbg !120
  %35 = add i64 %34, 0, !dbg !120
  %36 = getelementptr i64, ptr @xdpc_set0_port, i64 %35, !dbg !120
  %37 = load i64, ptr %36, align 8, !dbg !120
  %38 = sub i64 %0, %37, !dbg !120
  %39 = lshr i64 %38, 63, !dbg !120
  %ge7 = xor i64 %39, 1, !dbg !120
  %40 = sub i64 0, %ge7, !dbg !120
  %41 = and i64 %40, 1, !dbg !120
  %i8 = add i64 %i6, %41, !dbg !120
  %42 = mul i64 %i8, 2, !dbg !120
  %43 = add i64 %42, 0, !dbg !120
  %44 = getelementptr i64, ptr @xdpc_set0_port, i64 %43, !dbg !120
  %45 = load i64, ptr %44, align 8, !dbg !120
  %46 = add i64 %42, 1, !dbg !120
  %47 = getelementptr i64, ptr @xdpc_set0_port, i64 %46, !dbg !120
  %48 = load i64, ptr %47, align 8, !dbg !120
  %49 = sub i64 %0, %45, !dbg !120
  %50 = lshr i64 %49, 63, !dbg !120
  %ge9 = xor i64 %50, 1, !dbg !120
  %51 = sub i64 %48, %0, !dbg !120
  %52 = lshr i64 %51, 63, !dbg !120
  %ge10 = xor i64 %52, 1, !dbg !120
  %53 = and i64 %ge9, %ge10, !dbg !120
  %54 = trunc i64 %53 to i32, !dbg !120
  ret i32 %54, !dbg !120
}

; Function Attrs: noinline nounwind
define i32 @xdpc_g0_port_search(i64 %0) #0 !dbg !121 {
entry:
  %1 = load i64, ptr getelementptr (i64, ptr @xdpc_g0_port, i64 32), align 8, !dbg !124
  %2 = sub i64 %0, %1, !dbg !124
  %3 = lshr i64 %2, 63, !dbg !124
  %ge = xor i64 %3, 1, !dbg !124
  %4 = sub i64 0, %ge, !dbg !124
  %5 = and i64 %4, 16, !dbg !124
  %i = add i64 0, %5, !dbg !124
  %6 = add i64 %i, 8, !dbg !124
  %7 = mul i64 %6, 2, !dbg !124
  %8 = add i64 %7, 0, !dbg !124
  %9 = getelementptr i64, ptr @xdpc_g0_port, i64 %8, !dbg !124
  %10 = load i64, ptr %9, align 8, !dbg !124
  %11 = sub i64 %0, %10, !dbg !124
  %12 = lshr i64 %11, 63, !dbg !124
  %ge1 = xor i64 %12, 1, !dbg !124
  %13 = sub i64 0, %ge1, !dbg !124
  %14 = and i64 %13, 8, !dbg !124
  %i2 = add i64 %i, %14, !dbg !124
  %15 = add i64 %i2, 4, !dbg !124
  %16 = mul i64 %15, 2, !dbg !124
  %17 = add i64 %16, 0, !dbg !124
  %18 = getelementptr i64, ptr @xdpc_g0_port, i64 %17, !dbg !124
  %19 = load i64, ptr %18, align 8, !dbg !124
  %20 = sub i64 %0, %19, !dbg !124
  %21 = lshr i64 %20, 63, !dbg !124
  %ge3 = xor i64 %21, 1, !dbg !124
  %22 = sub i64 0, %ge3, !dbg !124
  %23 = and i64 %22, 4, !dbg !124
  %i4 = add i64 %i2, %23, !dbg !124
  %24 = add i64 %i4, 2, !dbg !124
  %25 = mul i64 %24, 2, !dbg !124
  %26 = add i64 %25, 0, !dbg !124
  %27 = getelementptr i64, ptr @xdpc_g0_port, i64 %26, !dbg !124
  %28 = load i64, ptr %27, align 8, !dbg !124
  %29 = sub i64 %0, %28, !dbg !124
  %30 = lshr i64 %29, 63, !dbg !124
  %ge5 = xor i64 %30, 1, !dbg !124
  %31 = sub i64 0, %ge5, !dbg !124
  %32 = and i64 %31, 2, !dbg !124
  %i6 = add i64 %i4, %32, !dbg !124
  %33 = add i64 %i6, 1, !dbg !124
  %34 = mul i64 %33, 2, !dbg !124
  %35 = add i64 %34, 0, !dbg !124
  %36 = getelementptr i64, ptr @xdpc_g0_port, i64 %35, !dbg !124
  %37 = load i64, ptr %36, align 8, !dbg !124
  %38 = sub i64 %0, %37, !dbg !124
  %39 = lshr i64 %38, 63, !dbg !124
  %ge7 = xor i64 %39, 1, !dbg !124
  %40 = sub i64 0, %ge7, !dbg !124
  %41 = and i64 %40, 1, !dbg !124
  %i8 = add i64 %i6, %41, !dbg !124
  %42 = mul i64 %i8, 2, !dbg !124
  %43 = add i64 %42, 1, !dbg !124
  %44 = getelementptr i64, ptr @xdpc_g0_port, i64 %43, !dbg !124
  %45 = load i64, ptr %44, align 8, !dbg !124
  %46 = trunc i64 %45 to i32, !dbg !124
  ret i32 %46, !dbg !124
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !125 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !130
  %addr = alloca [5 x i32], align 8, !dbg !130
  %val = alloca [2 x i64], align 8, !dbg !130
  %key = alloca i32, align 8, !dbg !130
  %best = alloca i32, align 8, !dbg !130
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !130
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !130
  store i32 0, ptr %key, align 4, !dbg !130
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !130
  %3 = icmp eq ptr %2, null, !dbg !130
  br i1 %3, label %no.counters, label %counters, !dbg !130

no.counters:                                      ; preds = %entry
  ret i32 2, !dbg !130

counters:                                         ; preds = %entry
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0, ptr %2), !dbg !130
  %4 = icmp ne i32 %best1, 0, !dbg !130
  br i1 %4, label %decided, label %undecided, !dbg !130

undecided:                                        ; preds = %counters
  %counter3 = getelementptr i8, ptr %2, i64 176, !dbg !130
  %5 = load i64, ptr %counter3, align 8, !dbg !130
  %6 = add i64 %5, 1, !dbg !130
  store i64 %6, ptr %counter3, align 8, !dbg !130
  %7 = getelementptr i8, ptr %counter3, i64 8, !dbg !130
  %8 = load i64, ptr %7, align 8, !dbg !130
  %len4 = getelementptr i8, ptr %pkt, i64 48, !dbg !130
  %len5 = load i32, ptr %len4, align 4, !dbg !130
  %9 = zext i32 %len5 to i64, !dbg !130
  %10 = add i64 %8, %9, !dbg !130
  store i64 %10, ptr %7, align 8, !dbg !130
  ret i32 2, !dbg !130

decided:                                          ; preds = %counters
  %verdict = phi i32 [ %best1, %counters ], !dbg !130
  %11 = lshr i32 %verdict, 2, !dbg !130
  %rule = sub i32 %11, 1, !dbg !130
  %12 = zext i32 %rule to i64, !dbg !130
  %13 = icmp ult i64 %12, 12, !dbg !130
  br i1 %13, label %count.in, label %count.out, !dbg !130

count.in:                                         ; preds = %decided
  %off = shl i64 %12, 4, !dbg !130
  %counter = getelementptr i8, ptr %2, i64 %off, !dbg !130
  %14 = load i64, ptr %counter, align 8, !dbg !130
  %15 = add i64 %14, 1, !dbg !130
  store i64 %15, ptr %counter, align 8, !dbg !130
  %16 = getelementptr i8, ptr %counter, i64 8, !dbg !130
  %17 = load i64, ptr %16, align 8, !dbg !130
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !130
  %len2 = load i32, ptr %len, align 4, !dbg !130
  %18 = zext i32 %len2 to i64, !dbg !130
  %19 = add i64 %17, %18, !dbg !130
  store i64 %19, ptr %16, align 8, !dbg !130
  br label %count.out, !dbg !130

count.out:                                        ; preds = %count.in, %decided
  %action = and i32 %verdict, 3, !dbg !130
  ret i32 %action, !dbg !130
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!60, !61}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !45, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "reflection.xf", directory: ".")
!4 = !{!0, !5, !32, !37, !39}
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
!38 = distinct !DIGlobalVariable(name: "xdpc_g0_port", linkageName: "xdpc_g0_port", scope: !2, file: !3, type: !34, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "_license", linkageName: "_license", scope: !2, file: !3, type: !41, isLocal: false, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 32, align: 32, elements: !43)
!42 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!43 = !{!44}
!44 = !DISubrange(count: 4, lowerBound: 0)
!45 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !46)
!46 = !{!9, !47, !20, !52}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !48, size: 64, align: 64, offset: 64)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64, align: 64, dwarfAddressSpace: 0)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, align: 32, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 1, lowerBound: 0)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "value", file: !3, baseType: !53, size: 64, align: 64, offset: 192)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64, align: 64, dwarfAddressSpace: 0)
!54 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_block_12", file: !3, size: 1536, align: 64, elements: !55)
!55 = !{!56}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "c", file: !3, baseType: !57, size: 1536, align: 64)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 1536, align: 32, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 24, lowerBound: 0)
!60 = !{i32 2, !"Debug Info Version", i32 3}
!61 = !{i32 2, !"Dwarf Version", i32 5}
!62 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !63, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !98)
!63 = !DISubroutineType(flags: DIFlagPrototyped, types: !64)
!64 = !{!12, !65, !74}
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64, align: 64, dwarfAddressSpace: 0)
!66 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !67)
!67 = !{!68, !69, !70, !71, !72, !73}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !22, size: 32, align: 32)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !22, size: 32, align: 32, offset: 32)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !22, size: 32, align: 32, offset: 64)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 96)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !22, size: 32, align: 32, offset: 128)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 160)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64, align: 64, dwarfAddressSpace: 0)
!75 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !76)
!76 = !{!77, !78, !79, !80, !81, !82, !83, !84, !85, !88, !89, !90, !91, !94, !95, !96, !97}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !29, size: 64, align: 64)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 64)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !29, size: 64, align: 64, offset: 128)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 192)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !29, size: 64, align: 64, offset: 256)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !29, size: 64, align: 64, offset: 320)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !22, size: 32, align: 32, offset: 384)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !22, size: 32, align: 32, offset: 416)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !86, size: 16, align: 16, offset: 448)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !87)
!87 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !86, size: 16, align: 16, offset: 464)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !86, size: 16, align: 16, offset: 480)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !86, size: 16, align: 16, offset: 496)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !92, size: 8, align: 8, offset: 512)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !93)
!93 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !92, size: 8, align: 8, offset: 520)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !92, size: 8, align: 8, offset: 528)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !92, size: 8, align: 8, offset: 536)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !22, size: 32, align: 32, offset: 544)
!98 = !{!99, !100}
!99 = !DILocalVariable(name: "ctx", arg: 1, scope: !62, file: !3, line: 1, type: !65)
!100 = !DILocalVariable(name: "pkt", arg: 2, scope: !62, file: !3, line: 1, type: !74)
!101 = !DILocation(line: 1, column: 1, scope: !62)
!102 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 16, type: !103, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !105)
!103 = !DISubroutineType(flags: DIFlagPrototyped, types: !104)
!104 = !{!12, !74, !22, !53}
!105 = !{!106, !107, !108}
!106 = !DILocalVariable(name: "pkt", arg: 1, scope: !102, file: !3, line: 16, type: !74)
!107 = !DILocalVariable(name: "best", arg: 2, scope: !102, file: !3, line: 16, type: !22)
!108 = !DILocalVariable(name: "counters", arg: 3, scope: !102, file: !3, line: 16, type: !53)
!109 = !DILocation(line: 16, column: 1, scope: !102)
!110 = !DILocation(line: 20, column: 1, scope: !102)
!111 = !DILocation(line: 32, column: 1, scope: !102)
!112 = !DILocation(line: 38, column: 1, scope: !102)
!113 = !DILocation(line: 42, column: 1, scope: !102)
!114 = !DILocation(line: 47, column: 1, scope: !102)
!115 = distinct !DISubprogram(name: "xdpc_set0_port_search", linkageName: "xdpc_set0_port_search", scope: !3, file: !3, line: 18, type: !116, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !118)
!116 = !DISubroutineType(flags: DIFlagPrototyped, types: !117)
!117 = !{!12, !29}
!118 = !{!119}
!119 = !DILocalVariable(name: "x", arg: 1, scope: !115, file: !3, line: 18, type: !29)
!120 = !DILocation(line: 18, column: 1, scope: !115)
!121 = distinct !DISubprogram(name: "xdpc_g0_port_search", linkageName: "xdpc_g0_port_search", scope: !3, file: !3, line: 20, type: !116, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !122)
!122 = !{!123}
!123 = !DILocalVariable(name: "x", arg: 1, scope: !121, file: !3, line: 20, type: !29)
!124 = !DILocation(line: 20, column: 1, scope: !121)
!125 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !126, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !128)
!126 = !DISubroutineType(flags: DIFlagPrototyped, types: !127)
!127 = !{!12, !65}
!128 = !{!129}
!129 = !DILocalVariable(name: "ctx", arg: 1, scope: !125, file: !3, line: 1, type: !65)
!130 = !DILocation(line: 1, column: 1, scope: !125)
