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
@xdpc_g0_port = internal constant [64 x i64] [i64 0, i64 0, i64 17, i64 9, i64 18, i64 0, i64 19, i64 9, i64 20, i64 0, i64 69, i64 29, i64 70, i64 0, i64 111, i64 21, i64 112, i64 0, i64 137, i64 21, i64 138, i64 0, i64 389, i64 21, i64 390, i64 0, i64 520, i64 29, i64 521, i64 0, i64 1434, i64 25, i64 1435, i64 0, i64 1900, i64 17, i64 1901, i64 0, i64 3283, i64 29, i64 3284, i64 0, i64 3702, i64 25, i64 3703, i64 0, i64 5683, i64 25, i64 5684, i64 0, i64 11211, i64 13, i64 11212, i64 0, i64 11212, i64 0, i64 11212, i64 0, i64 11212, i64 0, i64 11212, i64 0, i64 11212, i64 0], section ".rodata", align 8, !dbg !37
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !39

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !54 {
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
define i32 @xdpc_rules_0(ptr %0, i32 %1) #0 !dbg !94 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !100
  %val = alloca [2 x i64], align 8, !dbg !100
  %key = alloca i32, align 8, !dbg !100
  %best = alloca i32, align 8, !dbg !100
  store i32 %1, ptr %best, align 4, !dbg !100
  %2 = icmp eq ptr %0, null, !dbg !100
  br i1 %2, label %continue, label %rules, !dbg !100

rules:                                            ; preds = %entry
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags2 = load i32, ptr %flags, align 4, !dbg !100
  %3 = zext i32 %flags2 to i64, !dbg !100
  %4 = and i64 %3, 16, !dbg !100
  %5 = icmp ne i64 %4, 0, !dbg !100
  br i1 %5, label %has, label %next, !dbg !100

hit:                                              ; preds = %has4
  %len = getelementptr i8, ptr %0, i64 48, !dbg !100
  %len8 = load i32, ptr %len, align 4, !dbg !100
  %6 = zext i32 %len8 to i64, !dbg !100
  %7 = call i32 @xdpc_count(i32 0, i64 %6), !dbg !100
  %flags9 = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags10 = load i32, ptr %flags9, align 4, !dbg !100
  %8 = zext i32 %flags10 to i64, !dbg !100
  %9 = and i64 %8, 64, !dbg !100
  %10 = icmp ne i64 %9, 0, !dbg !100
  br i1 %10, label %count.key, label %count.skip, !dbg !100

next:                                             ; preds = %count.skip, %has4, %and, %has, %rules
  %flags16 = getelementptr i8, ptr %0, i64 52, !dbg !101
  %flags17 = load i32, ptr %flags16, align 4, !dbg !101
  %11 = zext i32 %flags17 to i64, !dbg !101
  %12 = and i64 %11, 16, !dbg !101
  %13 = icmp ne i64 %12, 0, !dbg !101
  br i1 %13, label %has15, label %group.next, !dbg !101

and:                                              ; preds = %has
  %flags5 = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags6 = load i32, ptr %flags5, align 4, !dbg !100
  %14 = zext i32 %flags6 to i64, !dbg !100
  %15 = and i64 %14, 64, !dbg !100
  %16 = icmp ne i64 %15, 0, !dbg !100
  br i1 %16, label %has4, label %next, !dbg !100

has:                                              ; preds = %rules
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !100
  %proto3 = load i8, ptr %proto, align 1, !dbg !100
  %17 = zext i8 %proto3 to i64, !dbg !100
  %18 = icmp eq i64 %17, 17, !dbg !100
  br i1 %18, label %and, label %next, !dbg !100

has4:                                             ; preds = %and
  %sport = getelementptr i8, ptr %0, i64 60, !dbg !100
  %sport7 = load i16, ptr %sport, align 2, !dbg !100
  %19 = zext i16 %sport7 to i64, !dbg !100
  %20 = call i32 @xdpc_set0_port_search(i64 %19), !dbg !100
  %21 = icmp ne i32 %20, 0, !dbg !100
  br i1 %21, label %hit, label %next, !dbg !100

count.key:                                        ; preds = %hit
  %sport11 = getelementptr i8, ptr %0, i64 60, !dbg !100
  %sport12 = load i16, ptr %sport11, align 2, !dbg !100
  %22 = zext i16 %sport12 to i64, !dbg !100
  %23 = trunc i64 %22 to i32, !dbg !100
  store i32 %23, ptr %key, align 4, !dbg !100
  %24 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_sport, ptr %key), !dbg !100
  %25 = icmp ne ptr %24, null, !dbg !100
  br i1 %25, label %count.add, label %count.done, !dbg !100

count.skip:                                       ; preds = %count.done, %hit
  br label %next, !dbg !100

count.add:                                        ; preds = %count.key
  %26 = load i64, ptr %24, align 8, !dbg !100
  %27 = add i64 %26, 1, !dbg !100
  store i64 %27, ptr %24, align 8, !dbg !100
  %28 = getelementptr i8, ptr %24, i64 8, !dbg !100
  %29 = load i64, ptr %28, align 8, !dbg !100
  %len13 = getelementptr i8, ptr %0, i64 48, !dbg !100
  %len14 = load i32, ptr %len13, align 4, !dbg !100
  %30 = zext i32 %len14 to i64, !dbg !100
  %31 = add i64 %29, %30, !dbg !100
  store i64 %31, ptr %28, align 8, !dbg !100
  br label %count.done, !dbg !100

count.done:                                       ; preds = %count.add, %count.key
  br label %count.skip, !dbg !100

group.next:                                       ; preds = %group.has, %group.guard, %has15, %next
  %best29 = load i32, ptr %best, align 4, !dbg !102
  %32 = sub i32 %best29, 1, !dbg !102
  %decided30 = icmp ult i32 %32, 32, !dbg !102
  br i1 %decided30, label %decided, label %undecided, !dbg !102

group.guard:                                      ; preds = %has15
  %flags20 = getelementptr i8, ptr %0, i64 52, !dbg !101
  %flags21 = load i32, ptr %flags20, align 4, !dbg !101
  %33 = zext i32 %flags21 to i64, !dbg !101
  %34 = and i64 %33, 64, !dbg !101
  %35 = icmp ne i64 %34, 0, !dbg !101
  br i1 %35, label %group.has, label %group.next, !dbg !101

has15:                                            ; preds = %next
  %proto18 = getelementptr i8, ptr %0, i64 64, !dbg !101
  %proto19 = load i8, ptr %proto18, align 1, !dbg !101
  %36 = zext i8 %proto19 to i64, !dbg !101
  %37 = icmp eq i64 %36, 17, !dbg !101
  br i1 %37, label %group.guard, label %group.next, !dbg !101

group.has:                                        ; preds = %group.guard
  %sport22 = getelementptr i8, ptr %0, i64 60, !dbg !101
  %sport23 = load i16, ptr %sport22, align 2, !dbg !101
  %38 = zext i16 %sport23 to i64, !dbg !101
  %39 = call i32 @xdpc_g0_port_search(i64 %38), !dbg !101
  %code = zext i32 %39 to i64, !dbg !101
  %code24 = trunc i64 %code to i32, !dbg !101
  %best25 = load i32, ptr %best, align 4, !dbg !101
  %40 = sub i32 %code24, 1, !dbg !101
  %41 = sub i32 %best25, 1, !dbg !101
  %earlier = icmp ult i32 %40, %41, !dbg !101
  %best26 = select i1 %earlier, i32 %code24, i32 %best25, !dbg !101
  store i32 %best26, ptr %best, align 4, !dbg !101
  br label %group.next, !dbg !101

hit27:                                            ; preds = %and31
  ret i32 33, !dbg !102

next28:                                           ; preds = %and31, %has38, %and32, %has33, %undecided
  %best49 = load i32, ptr %best, align 4, !dbg !103
  %42 = sub i32 %best49, 1, !dbg !103
  %decided50 = icmp ult i32 %42, 36, !dbg !103
  br i1 %decided50, label %decided48, label %undecided47, !dbg !103

undecided:                                        ; preds = %group.next
  %flags34 = getelementptr i8, ptr %0, i64 52, !dbg !102
  %flags35 = load i32, ptr %flags34, align 4, !dbg !102
  %43 = zext i32 %flags35 to i64, !dbg !102
  %44 = and i64 %43, 16, !dbg !102
  %45 = icmp ne i64 %44, 0, !dbg !102
  br i1 %45, label %has33, label %next28, !dbg !102

decided:                                          ; preds = %group.next
  ret i32 %best29, !dbg !102

and31:                                            ; preds = %has38
  %len43 = getelementptr i8, ptr %0, i64 48, !dbg !102
  %len44 = load i32, ptr %len43, align 4, !dbg !102
  %46 = zext i32 %len44 to i64, !dbg !102
  %47 = icmp ugt i64 %46, 200, !dbg !102
  br i1 %47, label %hit27, label %next28, !dbg !102

and32:                                            ; preds = %has33
  %flags39 = getelementptr i8, ptr %0, i64 52, !dbg !102
  %flags40 = load i32, ptr %flags39, align 4, !dbg !102
  %48 = zext i32 %flags40 to i64, !dbg !102
  %49 = and i64 %48, 64, !dbg !102
  %50 = icmp ne i64 %49, 0, !dbg !102
  br i1 %50, label %has38, label %next28, !dbg !102

has33:                                            ; preds = %undecided
  %proto36 = getelementptr i8, ptr %0, i64 64, !dbg !102
  %proto37 = load i8, ptr %proto36, align 1, !dbg !102
  %51 = zext i8 %proto37 to i64, !dbg !102
  %52 = icmp eq i64 %51, 17, !dbg !102
  br i1 %52, label %and32, label %next28, !dbg !102

has38:                                            ; preds = %and32
  %sport41 = getelementptr i8, ptr %0, i64 60, !dbg !102
  %sport42 = load i16, ptr %sport41, align 2, !dbg !102
  %53 = zext i16 %sport42 to i64, !dbg !102
  %54 = icmp eq i64 %53, 123, !dbg !102
  br i1 %54, label %and31, label %next28, !dbg !102

hit45:                                            ; preds = %and51
  ret i32 37, !dbg !103

next46:                                           ; preds = %and51, %has58, %and52, %has53, %undecided47
  %best69 = load i32, ptr %best, align 4, !dbg !104
  %55 = sub i32 %best69, 1, !dbg !104
  %decided70 = icmp ult i32 %55, 40, !dbg !104
  br i1 %decided70, label %decided68, label %undecided67, !dbg !104

undecided47:                                      ; preds = %next28
  %flags54 = getelementptr i8, ptr %0, i64 52, !dbg !103
  %flags55 = load i32, ptr %flags54, align 4, !dbg !103
  %56 = zext i32 %flags55 to i64, !dbg !103
  %57 = and i64 %56, 16, !dbg !103
  %58 = icmp ne i64 %57, 0, !dbg !103
  br i1 %58, label %has53, label %next46, !dbg !103

decided48:                                        ; preds = %next28
  ret i32 %best49, !dbg !103

and51:                                            ; preds = %has58
  %len63 = getelementptr i8, ptr %0, i64 48, !dbg !103
  %len64 = load i32, ptr %len63, align 4, !dbg !103
  %59 = zext i32 %len64 to i64, !dbg !103
  %60 = icmp ugt i64 %59, 1300, !dbg !103
  br i1 %60, label %hit45, label %next46, !dbg !103

and52:                                            ; preds = %has53
  %flags59 = getelementptr i8, ptr %0, i64 52, !dbg !103
  %flags60 = load i32, ptr %flags59, align 4, !dbg !103
  %61 = zext i32 %flags60 to i64, !dbg !103
  %62 = and i64 %61, 64, !dbg !103
  %63 = icmp ne i64 %62, 0, !dbg !103
  br i1 %63, label %has58, label %next46, !dbg !103

has53:                                            ; preds = %undecided47
  %proto56 = getelementptr i8, ptr %0, i64 64, !dbg !103
  %proto57 = load i8, ptr %proto56, align 1, !dbg !103
  %64 = zext i8 %proto57 to i64, !dbg !103
  %65 = icmp eq i64 %64, 17, !dbg !103
  br i1 %65, label %and52, label %next46, !dbg !103

has58:                                            ; preds = %and52
  %sport61 = getelementptr i8, ptr %0, i64 60, !dbg !103
  %sport62 = load i16, ptr %sport61, align 2, !dbg !103
  %66 = zext i16 %sport62 to i64, !dbg !103
  %67 = icmp eq i64 %66, 53, !dbg !103
  br i1 %67, label %and51, label %next46, !dbg !103

hit65:                                            ; preds = %set.ip4, %and71
  ret i32 41, !dbg !104

next66:                                           ; preds = %set.ip4, %has78, %and72, %has73, %undecided67
  %best90 = load i32, ptr %best, align 4, !dbg !105
  %68 = sub i32 %best90, 1, !dbg !105
  %decided91 = icmp ult i32 %68, 44, !dbg !105
  br i1 %decided91, label %decided89, label %undecided88, !dbg !105

undecided67:                                      ; preds = %next46
  %flags74 = getelementptr i8, ptr %0, i64 52, !dbg !104
  %flags75 = load i32, ptr %flags74, align 4, !dbg !104
  %69 = zext i32 %flags75 to i64, !dbg !104
  %70 = and i64 %69, 16, !dbg !104
  %71 = icmp ne i64 %70, 0, !dbg !104
  br i1 %71, label %has73, label %next66, !dbg !104

decided68:                                        ; preds = %next46
  ret i32 %best69, !dbg !104

and71:                                            ; preds = %has78
  %family = getelementptr i8, ptr %0, i64 67, !dbg !104
  %family83 = load i8, ptr %family, align 1, !dbg !104
  %72 = zext i8 %family83 to i64, !dbg !104
  %dst_hi = getelementptr i8, ptr %0, i64 16, !dbg !104
  %dst_hi84 = load i64, ptr %dst_hi, align 8, !dbg !104
  %dst_lo = getelementptr i8, ptr %0, i64 24, !dbg !104
  %dst_lo85 = load i64, ptr %dst_lo, align 8, !dbg !104
  switch i64 %72, label %hit65 [
    i64 4, label %set.ip4
  ], !dbg !104

and72:                                            ; preds = %has73
  %flags79 = getelementptr i8, ptr %0, i64 52, !dbg !104
  %flags80 = load i32, ptr %flags79, align 4, !dbg !104
  %73 = zext i32 %flags80 to i64, !dbg !104
  %74 = and i64 %73, 64, !dbg !104
  %75 = icmp ne i64 %74, 0, !dbg !104
  br i1 %75, label %has78, label %next66, !dbg !104

has73:                                            ; preds = %undecided67
  %proto76 = getelementptr i8, ptr %0, i64 64, !dbg !104
  %proto77 = load i8, ptr %proto76, align 1, !dbg !104
  %76 = zext i8 %proto77 to i64, !dbg !104
  %77 = icmp eq i64 %76, 17, !dbg !104
  br i1 %77, label %and72, label %next66, !dbg !104

has78:                                            ; preds = %and72
  %sport81 = getelementptr i8, ptr %0, i64 60, !dbg !104
  %sport82 = load i16, ptr %sport81, align 2, !dbg !104
  %78 = zext i16 %sport82 to i64, !dbg !104
  %79 = icmp eq i64 %78, 161, !dbg !104
  br i1 %79, label %and71, label %next66, !dbg !104

set.ip4:                                          ; preds = %and71
  %80 = lshr i64 %dst_hi84, 32, !dbg !104
  %81 = icmp eq i64 %80, 3221225994, !dbg !104
  br i1 %81, label %next66, label %hit65, !dbg !104

hit86:                                            ; preds = %and92
  %len100 = getelementptr i8, ptr %0, i64 48, !dbg !105
  %len101 = load i32, ptr %len100, align 4, !dbg !105
  %82 = zext i32 %len101 to i64, !dbg !105
  %83 = call i32 @xdpc_count(i32 10, i64 %82), !dbg !105
  br label %next87, !dbg !105

next87:                                           ; preds = %hit86, %and92, %has93, %undecided88
  br label %continue, !dbg !105

continue:                                         ; preds = %next87, %entry
  %best1 = load i32, ptr %best, align 4, !dbg !100
  ret i32 %best1, !dbg !100

undecided88:                                      ; preds = %next66
  %flags94 = getelementptr i8, ptr %0, i64 52, !dbg !105
  %flags95 = load i32, ptr %flags94, align 4, !dbg !105
  %84 = zext i32 %flags95 to i64, !dbg !105
  %85 = and i64 %84, 16, !dbg !105
  %86 = icmp ne i64 %85, 0, !dbg !105
  br i1 %86, label %has93, label %next87, !dbg !105

decided89:                                        ; preds = %next66
  ret i32 %best90, !dbg !105

and92:                                            ; preds = %has93
  %flags98 = getelementptr i8, ptr %0, i64 52, !dbg !105
  %flags99 = load i32, ptr %flags98, align 4, !dbg !105
  %87 = zext i32 %flags99 to i64, !dbg !105
  %88 = and i64 %87, 32, !dbg !105
  %89 = icmp ne i64 %88, 0, !dbg !105
  br i1 %89, label %hit86, label %next87, !dbg !105

has93:                                            ; preds = %undecided88
  %proto96 = getelementptr i8, ptr %0, i64 64, !dbg !105
  %proto97 = load i8, ptr %proto96, align 1, !dbg !105
  %90 = zext i8 %proto97 to i64, !dbg !105
  %91 = icmp eq i64 %90, 17, !dbg !105
  br i1 %91, label %and92, label %next87, !dbg !105
}

; Function Attrs: noinline nounwind
define i32 @xdpc_set0_port_search(i64 %0) #0 !dbg !106 {
entry:
  %1 = load i64, ptr getelementptr (i64, ptr @xdpc_set0_port, i64 32), align 8, !dbg !111
  %2 = sub i64 %0, %1, !dbg !111
  %3 = lshr i64 %2, 63, !dbg !111
  %ge = xor i64 %3, 1, !dbg !111
  %4 = sub i64 0, %ge, !dbg !111
  %5 = and i64 %4, 16, !dbg !111
  %i = add i64 0, %5, !dbg !111
  %6 = add i64 %i, 8, !dbg !111
  %7 = mul i64 %6, 2, !dbg !111
  %8 = add i64 %7, 0, !dbg !111
  %9 = getelementptr i64, ptr @xdpc_set0_port, i64 %8, !dbg !111
  %10 = load i64, ptr %9, align 8, !dbg !111
  %11 = sub i64 %0, %10, !dbg !111
  %12 = lshr i64 %11, 63, !dbg !111
  %ge1 = xor i64 %12, 1, !dbg !111
  %13 = sub i64 0, %ge1, !dbg !111
  %14 = and i64 %13, 8, !dbg !111
  %i2 = add i64 %i, %14, !dbg !111
  %15 = add i64 %i2, 4, !dbg !111
  %16 = mul i64 %15, 2, !dbg !111
  %17 = add i64 %16, 0, !dbg !111
  %18 = getelementptr i64, ptr @xdpc_set0_port, i64 %17, !dbg !111
  %19 = load i64, ptr %18, align 8, !dbg !111
  %20 = sub i64 %0, %19, !dbg !111
  %21 = lshr i64 %20, 63, !dbg !111
  %ge3 = xor i64 %21, 1, !dbg !111
  %22 = sub i64 0, %ge3, !dbg !111
  %23 = and i64 %22, 4, !dbg !111
  %i4 = add i64 %i2, %23, !dbg !111
  %24 = add i64 %i4, 2, !dbg !111
  %25 = mul i64 %24, 2, !dbg !111
  %26 = add i64 %25, 0, !dbg !111
  %27 = getelementptr i64, ptr @xdpc_set0_port, i64 %26, !dbg !111
  %28 = load i64, ptr %27, align 8, !dbg !111
  %29 = sub i64 %0, %28, !dbg !111
  %30 = lshr i64 %29, 63, !dbg !111
  %ge5 = xor i64 %30, 1, !dbg !111
  %31 = sub i64 0, %ge5, !dbg !111
  %32 = and i64 %31, 2, !dbg !111
  %i6 = add i64 %i4, %32, !dbg !111
  %33 = add i64 %i6, 1, !dbg !111
  %34 = mul i64 %33, 2, !dbg !111
  %35 = add i64 %34, 0, !dbg !111
  %36 = getelementptr i64, ptr @xdpc_set0_port, i64 %35, !dbg !111
  %37 = load i64, ptr %36, align 8, !dbg !111
  %38 = sub i64 %0, %37, !dbg !111
  %39 = lshr i64 %38, 63, !dbg !111
  %ge7 = xor i64 %39, 1, !dbg !111
  %40 = sub i64 0, %ge7, !dbg !111
  %41 = and i64 %40, 1, !dbg !111
  %i8 = add i64 %i6, %41, !dbg !111
  %42 = mul i64 %i8, 2, !dbg !111
  %43 = add i64 %42, 0, !dbg !111
  %44 = getelementptr i64, ptr @xdpc_set0_port, i64 %43, !dbg !111
  %45 = load i64, ptr %44, align 8, !dbg !111
  %46 = add i64 %42, 1, !dbg !111
  %47 = getelementptr i64, ptr @xdpc_set0_port, i64 %46, !dbg !111
  %48 = load i64, ptr %47, align 8, !dbg !111
  %49 = sub i64 %0, %45, !dbg !111
  %50 = lshr i64 %49, 63, !dbg !111
  %ge9 = xor i64 %50, 1, !dbg !111
  %51 = sub i64 %48, %0, !dbg !111
  %52 = lshr i64 %51, 63, !dbg !111
  %ge10 = xor i64 %52, 1, !dbg !111
  %53 = and i64 %ge9, %ge10, !dbg !111
  %54 = trunc i64 %53 to i32, !dbg !111
  ret i32 %54, !dbg !111
}

; Function Attrs: noinline nounwind
define i32 @xdpc_count(i32 %0, i64 %1) #0 !dbg !112 {
entry:
  %key = alloca i32, align 8, !dbg !118
  store i32 %0, ptr %key, align 4, !dbg !118
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !118
  %3 = icmp ne ptr %2, null, !dbg !118
  br i1 %3, label %count.add, label %count.done, !dbg !118

count.add:                                        ; preds = %entry
  %4 = load i64, ptr %2, align 8, !dbg !118
  %5 = add i64 %4, 1, !dbg !118
  store i64 %5, ptr %2, align 8, !dbg !118
  %6 = getelementptr i8, ptr %2, i64 8, !dbg !118
  %7 = load i64, ptr %6, align 8, !dbg !118
  %8 = add i64 %7, %1, !dbg !118
  store i64 %8, ptr %6, align 8, !dbg !118
  br label %count.done, !dbg !118

count.done:                                       ; preds = %count.add, %entry
  ret i32 0, !dbg !118
}

; Function Attrs: noinline nounwind
define i32 @xdpc_g0_port_search(i64 %0) #0 !dbg !119 {
entry:
  %1 = load i64, ptr getelementptr (i64, ptr @xdpc_g0_port, i64 32), align 8, !dbg !122
  %2 = sub i64 %0, %1, !dbg !122
  %3 = lshr i64 %2, 63, !dbg !122
  %ge = xor i64 %3, 1, !dbg !122
  %4 = sub i64 0, %ge, !dbg !122
  %5 = and i64 %4, 16, !dbg !122
  %i = add i64 0, %5, !dbg !122
  %6 = add i64 %i, 8, !dbg !122
  %7 = mul i64 %6, 2, !dbg !122
  %8 = add i64 %7, 0, !dbg !122
  %9 = getelementptr i64, ptr @xdpc_g0_port, i64 %8, !dbg !122
  %10 = load i64, ptr %9, align 8, !dbg !122
  %11 = sub i64 %0, %10, !dbg !122
  %12 = lshr i64 %11, 63, !dbg !122
  %ge1 = xor i64 %12, 1, !dbg !122
  %13 = sub i64 0, %ge1, !dbg !122
  %14 = and i64 %13, 8, !dbg !122
  %i2 = add i64 %i, %14, !dbg !122
  %15 = add i64 %i2, 4, !dbg !122
  %16 = mul i64 %15, 2, !dbg !122
  %17 = add i64 %16, 0, !dbg !122
  %18 = getelementptr i64, ptr @xdpc_g0_port, i64 %17, !dbg !122
  %19 = load i64, ptr %18, align 8, !dbg !122
  %20 = sub i64 %0, %19, !dbg !122
  %21 = lshr i64 %20, 63, !dbg !122
  %ge3 = xor i64 %21, 1, !dbg !122
  %22 = sub i64 0, %ge3, !dbg !122
  %23 = and i64 %22, 4, !dbg !122
  %i4 = add i64 %i2, %23, !dbg !122
  %24 = add i64 %i4, 2, !dbg !122
  %25 = mul i64 %24, 2, !dbg !122
  %26 = add i64 %25, 0, !dbg !122
  %27 = getelementptr i64, ptr @xdpc_g0_port, i64 %26, !dbg !122
  %28 = load i64, ptr %27, align 8, !dbg !122
  %29 = sub i64 %0, %28, !dbg !122
  %30 = lshr i64 %29, 63, !dbg !122
  %ge5 = xor i64 %30, 1, !dbg !122
  %31 = sub i64 0, %ge5, !dbg !122
  %32 = and i64 %31, 2, !dbg !122
  %i6 = add i64 %i4, %32, !dbg !122
  %33 = add i64 %i6, 1, !dbg !122
  %34 = mul i64 %33, 2, !dbg !122
  %35 = add i64 %34, 0, !dbg !122
  %36 = getelementptr i64, ptr @xdpc_g0_port, i64 %35, !dbg !122
  %37 = load i64, ptr %36, align 8, !dbg !122
  %38 = sub i64 %0, %37, !dbg !122
  %39 = lshr i64 %38, 63, !dbg !122
  %ge7 = xor i64 %39, 1, !dbg !122
  %40 = sub i64 0, %ge7, !dbg !122
  %41 = and i64 %40, 1, !dbg !122
  %i8 = add i64 %i6, %41, !dbg !122
  %42 = mul i64 %i8, 2, !dbg !122
  %43 = add i64 %42, 1, !dbg !122
  %44 = getelementptr i64, ptr @xdpc_g0_port, i64 %43, !dbg !122
  %45 = load i64, ptr %44, align 8, !dbg !122
  %46 = trunc i64 %45 to i32, !dbg !122
  ret i32 %46, !dbg !122
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !123 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !128
  %addr = alloca [5 x i32], align 8, !dbg !128
  %val = alloca [2 x i64], align 8, !dbg !128
  %key = alloca i32, align 8, !dbg !128
  %best = alloca i32, align 8, !dbg !128
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !128
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !128
  %best1 = call i32 @xdpc_rules_0(ptr %pkt, i32 0), !dbg !128
  %2 = icmp ne i32 %best1, 0, !dbg !128
  br i1 %2, label %decided, label %undecided, !dbg !128

undecided:                                        ; preds = %entry
  %len3 = getelementptr i8, ptr %pkt, i64 48, !dbg !128
  %len4 = load i32, ptr %len3, align 4, !dbg !128
  %3 = zext i32 %len4 to i64, !dbg !128
  %4 = call i32 @xdpc_count(i32 11, i64 %3), !dbg !128
  ret i32 2, !dbg !128

decided:                                          ; preds = %entry
  %verdict = phi i32 [ %best1, %entry ], !dbg !128
  %5 = lshr i32 %verdict, 2, !dbg !128
  %rule = sub i32 %5, 1, !dbg !128
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !128
  %len2 = load i32, ptr %len, align 4, !dbg !128
  %6 = zext i32 %len2 to i64, !dbg !128
  %7 = call i32 @xdpc_count(i32 %rule, i64 %6), !dbg !128
  %action = and i32 %verdict, 3, !dbg !128
  ret i32 %action, !dbg !128
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!52, !53}

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
!46 = !{!9, !47, !20, !24}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !48, size: 64, align: 64, offset: 64)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64, align: 64, dwarfAddressSpace: 0)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 384, align: 32, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 12, lowerBound: 0)
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 2, !"Dwarf Version", i32 5}
!54 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !55, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !90)
!55 = !DISubroutineType(flags: DIFlagPrototyped, types: !56)
!56 = !{!12, !57, !66}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64, align: 64, dwarfAddressSpace: 0)
!58 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !59)
!59 = !{!60, !61, !62, !63, !64, !65}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !22, size: 32, align: 32)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !22, size: 32, align: 32, offset: 32)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !22, size: 32, align: 32, offset: 64)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 96)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !22, size: 32, align: 32, offset: 128)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 160)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64, align: 64, dwarfAddressSpace: 0)
!67 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !68)
!68 = !{!69, !70, !71, !72, !73, !74, !75, !76, !77, !80, !81, !82, !83, !86, !87, !88, !89}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !29, size: 64, align: 64)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 64)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !29, size: 64, align: 64, offset: 128)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 192)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !29, size: 64, align: 64, offset: 256)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !29, size: 64, align: 64, offset: 320)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !22, size: 32, align: 32, offset: 384)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !22, size: 32, align: 32, offset: 416)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !78, size: 16, align: 16, offset: 448)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !79)
!79 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !78, size: 16, align: 16, offset: 464)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !78, size: 16, align: 16, offset: 480)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !78, size: 16, align: 16, offset: 496)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !84, size: 8, align: 8, offset: 512)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !85)
!85 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !84, size: 8, align: 8, offset: 520)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !84, size: 8, align: 8, offset: 528)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !84, size: 8, align: 8, offset: 536)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !22, size: 32, align: 32, offset: 544)
!90 = !{!91, !92}
!91 = !DILocalVariable(name: "ctx", arg: 1, scope: !54, file: !3, line: 1, type: !57)
!92 = !DILocalVariable(name: "pkt", arg: 2, scope: !54, file: !3, line: 1, type: !66)
!93 = !DILocation(line: 1, column: 1, scope: !54)
!94 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 16, type: !95, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !97)
!95 = !DISubroutineType(flags: DIFlagPrototyped, types: !96)
!96 = !{!12, !66, !22}
!97 = !{!98, !99}
!98 = !DILocalVariable(name: "pkt", arg: 1, scope: !94, file: !3, line: 16, type: !66)
!99 = !DILocalVariable(name: "best", arg: 2, scope: !94, file: !3, line: 16, type: !22)
!100 = !DILocation(line: 16, column: 1, scope: !94)
!101 = !DILocation(line: 20, column: 1, scope: !94)
!102 = !DILocation(line: 32, column: 1, scope: !94)
!103 = !DILocation(line: 38, column: 1, scope: !94)
!104 = !DILocation(line: 42, column: 1, scope: !94)
!105 = !DILocation(line: 47, column: 1, scope: !94)
!106 = distinct !DISubprogram(name: "xdpc_set0_port_search", linkageName: "xdpc_set0_port_search", scope: !3, file: !3, line: 18, type: !107, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !109)
!107 = !DISubroutineType(flags: DIFlagPrototyped, types: !108)
!108 = !{!12, !29}
!109 = !{!110}
!110 = !DILocalVariable(name: "x", arg: 1, scope: !106, file: !3, line: 18, type: !29)
!111 = !DILocation(line: 18, column: 1, scope: !106)
!112 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !113, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !115)
!113 = !DISubroutineType(flags: DIFlagPrototyped, types: !114)
!114 = !{!12, !22, !29}
!115 = !{!116, !117}
!116 = !DILocalVariable(name: "rule", arg: 1, scope: !112, file: !3, line: 1, type: !22)
!117 = !DILocalVariable(name: "len", arg: 2, scope: !112, file: !3, line: 1, type: !29)
!118 = !DILocation(line: 1, column: 1, scope: !112)
!119 = distinct !DISubprogram(name: "xdpc_g0_port_search", linkageName: "xdpc_g0_port_search", scope: !3, file: !3, line: 20, type: !107, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !120)
!120 = !{!121}
!121 = !DILocalVariable(name: "x", arg: 1, scope: !119, file: !3, line: 20, type: !29)
!122 = !DILocation(line: 20, column: 1, scope: !119)
!123 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !124, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !126)
!124 = !DISubroutineType(flags: DIFlagPrototyped, types: !125)
!125 = !{!12, !57}
!126 = !{!127}
!127 = !DILocalVariable(name: "ctx", arg: 1, scope: !123, file: !3, line: 1, type: !57)
!128 = !DILocation(line: 1, column: 1, scope: !123)
