target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0111\\012source\\011syn-flood.xf\\012default\\011pass\\012rule\\0110\\01110\\011count\\0110\\011c\22"
module asm "\09.ascii \22ount by dport tcp flags syn not tcp flags ack;\\012rule\\0111\\01111\\011count\\0111\22"
module asm "\09.ascii \22\\011count by src tcp flags syn not tcp flags ack;\\012rule\\0112\\01114\\011drop\\011-\\011\22"
module asm "\09.ascii \22drop tcp flags syn,fin;\\012rule\\0113\\01115\\011drop\\011-\\011drop tcp flags syn,rst;\22"
module asm "\09.ascii \22\\012rule\\0114\\01116\\011drop\\011-\\011drop tcp flags fin,rst;\\012rule\\0115\\01117\\011drop\\011-\\011drop \22"
module asm "\09.ascii \22tcp flags fin,psh,urg not tcp flags ack;\\012rule\\0116\\01124\\011drop\\011-\\011drop t\22"
module asm "\09.ascii \22cp flags syn not tcp flags ack len > 162;\\012rule\\0117\\01127\\011drop\\011-\\011drop \22"
module asm "\09.ascii \22tcp frag;\\012table\\0110\\0110\\011dport\\011xdpc_t0_dport\\012table\\0111\\0111\\011src\\011xdpc_t1_sr\22"
module asm "\09.ascii \22c\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_t0_dport = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !5
@xdpc_t1_src = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !32
@_license = global [4 x i8] c"GPL\00", section "license", align 1, !dbg !56

; Function Attrs: noinline nounwind
define i32 @xdpc_parse(ptr %0, ptr %1) #0 !dbg !71 {
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
define i32 @xdpc_rules_0(ptr %0) #0 !dbg !109 {
entry:
  %addr = alloca [5 x i32], align 8, !dbg !114
  %val = alloca [2 x i64], align 8, !dbg !114
  %key = alloca i32, align 8, !dbg !114
  %1 = icmp eq ptr %0, null, !dbg !114
  br i1 %1, label %continue, label %rules, !dbg !114

rules:                                            ; preds = %entry
  %flags = getelementptr i8, ptr %0, i64 52, !dbg !114
  %flags1 = load i32, ptr %flags, align 4, !dbg !114
  %2 = zext i32 %flags1 to i64, !dbg !114
  %3 = and i64 %2, 128, !dbg !114
  %4 = icmp ne i64 %3, 0, !dbg !114
  br i1 %4, label %has, label %next, !dbg !114

hit:                                              ; preds = %has3, %and
  %len = getelementptr i8, ptr %0, i64 48, !dbg !114
  %len8 = load i32, ptr %len, align 4, !dbg !114
  %5 = zext i32 %len8 to i64, !dbg !114
  %6 = call i32 @xdpc_count(i32 0, i64 %5), !dbg !114
  %flags9 = getelementptr i8, ptr %0, i64 52, !dbg !114
  %flags10 = load i32, ptr %flags9, align 4, !dbg !114
  %7 = zext i32 %flags10 to i64, !dbg !114
  %8 = and i64 %7, 64, !dbg !114
  %9 = icmp ne i64 %8, 0, !dbg !114
  br i1 %9, label %count.key, label %count.skip, !dbg !114

next:                                             ; preds = %count.skip, %has3, %has, %rules
  %flags18 = getelementptr i8, ptr %0, i64 52, !dbg !115
  %flags19 = load i32, ptr %flags18, align 4, !dbg !115
  %10 = zext i32 %flags19 to i64, !dbg !115
  %11 = and i64 %10, 128, !dbg !115
  %12 = icmp ne i64 %11, 0, !dbg !115
  br i1 %12, label %has17, label %next15, !dbg !115

and:                                              ; preds = %has
  %flags4 = getelementptr i8, ptr %0, i64 52, !dbg !114
  %flags5 = load i32, ptr %flags4, align 4, !dbg !114
  %13 = zext i32 %flags5 to i64, !dbg !114
  %14 = and i64 %13, 128, !dbg !114
  %15 = icmp ne i64 %14, 0, !dbg !114
  br i1 %15, label %has3, label %hit, !dbg !114

has:                                              ; preds = %rules
  %tcpflags = getelementptr i8, ptr %0, i64 66, !dbg !114
  %tcpflags2 = load i8, ptr %tcpflags, align 1, !dbg !114
  %16 = zext i8 %tcpflags2 to i64, !dbg !114
  %17 = and i64 %16, 2, !dbg !114
  %18 = icmp eq i64 %17, 2, !dbg !114
  br i1 %18, label %and, label %next, !dbg !114

has3:                                             ; preds = %and
  %tcpflags6 = getelementptr i8, ptr %0, i64 66, !dbg !114
  %tcpflags7 = load i8, ptr %tcpflags6, align 1, !dbg !114
  %19 = zext i8 %tcpflags7 to i64, !dbg !114
  %20 = and i64 %19, 16, !dbg !114
  %21 = icmp eq i64 %20, 16, !dbg !114
  br i1 %21, label %next, label %hit, !dbg !114

count.key:                                        ; preds = %hit
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !114
  %dport11 = load i16, ptr %dport, align 2, !dbg !114
  %22 = zext i16 %dport11 to i64, !dbg !114
  %23 = trunc i64 %22 to i32, !dbg !114
  store i32 %23, ptr %key, align 4, !dbg !114
  %24 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_dport, ptr %key), !dbg !114
  %25 = icmp ne ptr %24, null, !dbg !114
  br i1 %25, label %count.add, label %count.done, !dbg !114

count.skip:                                       ; preds = %count.done, %hit
  br label %next, !dbg !114

count.add:                                        ; preds = %count.key
  %26 = load i64, ptr %24, align 8, !dbg !114
  %27 = add i64 %26, 1, !dbg !114
  store i64 %27, ptr %24, align 8, !dbg !114
  %28 = getelementptr i8, ptr %24, i64 8, !dbg !114
  %29 = load i64, ptr %28, align 8, !dbg !114
  %len12 = getelementptr i8, ptr %0, i64 48, !dbg !114
  %len13 = load i32, ptr %len12, align 4, !dbg !114
  %30 = zext i32 %len13 to i64, !dbg !114
  %31 = add i64 %29, %30, !dbg !114
  store i64 %31, ptr %28, align 8, !dbg !114
  br label %count.done, !dbg !114

count.done:                                       ; preds = %count.add, %count.key
  br label %count.skip, !dbg !114

hit14:                                            ; preds = %has22, %and16
  %len27 = getelementptr i8, ptr %0, i64 48, !dbg !115
  %len28 = load i32, ptr %len27, align 4, !dbg !115
  %32 = zext i32 %len28 to i64, !dbg !115
  %33 = call i32 @xdpc_count(i32 1, i64 %32), !dbg !115
  %flags29 = getelementptr i8, ptr %0, i64 52, !dbg !115
  %flags30 = load i32, ptr %flags29, align 4, !dbg !115
  %34 = zext i32 %flags30 to i64, !dbg !115
  %35 = and i64 %34, 12, !dbg !115
  %36 = icmp ne i64 %35, 0, !dbg !115
  br i1 %36, label %count.key31, label %count.skip32, !dbg !115

next15:                                           ; preds = %count.skip32, %has22, %has17, %next
  %flags49 = getelementptr i8, ptr %0, i64 52, !dbg !116
  %flags50 = load i32, ptr %flags49, align 4, !dbg !116
  %37 = zext i32 %flags50 to i64, !dbg !116
  %38 = and i64 %37, 128, !dbg !116
  %39 = icmp ne i64 %38, 0, !dbg !116
  br i1 %39, label %has48, label %next47, !dbg !116

and16:                                            ; preds = %has17
  %flags23 = getelementptr i8, ptr %0, i64 52, !dbg !115
  %flags24 = load i32, ptr %flags23, align 4, !dbg !115
  %40 = zext i32 %flags24 to i64, !dbg !115
  %41 = and i64 %40, 128, !dbg !115
  %42 = icmp ne i64 %41, 0, !dbg !115
  br i1 %42, label %has22, label %hit14, !dbg !115

has17:                                            ; preds = %next
  %tcpflags20 = getelementptr i8, ptr %0, i64 66, !dbg !115
  %tcpflags21 = load i8, ptr %tcpflags20, align 1, !dbg !115
  %43 = zext i8 %tcpflags21 to i64, !dbg !115
  %44 = and i64 %43, 2, !dbg !115
  %45 = icmp eq i64 %44, 2, !dbg !115
  br i1 %45, label %and16, label %next15, !dbg !115

has22:                                            ; preds = %and16
  %tcpflags25 = getelementptr i8, ptr %0, i64 66, !dbg !115
  %tcpflags26 = load i8, ptr %tcpflags25, align 1, !dbg !115
  %46 = zext i8 %tcpflags26 to i64, !dbg !115
  %47 = and i64 %46, 16, !dbg !115
  %48 = icmp eq i64 %47, 16, !dbg !115
  br i1 %48, label %next15, label %hit14, !dbg !115

count.key31:                                      ; preds = %hit14
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !115
  %src_hi33 = load i64, ptr %src_hi, align 8, !dbg !115
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !115
  %src_lo34 = load i64, ptr %src_lo, align 8, !dbg !115
  %family = getelementptr i8, ptr %0, i64 67, !dbg !115
  %family35 = load i8, ptr %family, align 1, !dbg !115
  %49 = zext i8 %family35 to i64, !dbg !115
  %50 = trunc i64 %49 to i32, !dbg !115
  %51 = getelementptr i8, ptr %addr, i64 0, !dbg !115
  store i32 %50, ptr %51, align 4, !dbg !115
  %52 = call i64 @llvm.bswap.i64(i64 %src_hi33), !dbg !115
  %53 = getelementptr i8, ptr %addr, i64 4, !dbg !115
  store i64 %52, ptr %53, align 4, !dbg !115
  %54 = call i64 @llvm.bswap.i64(i64 %src_lo34), !dbg !115
  %55 = getelementptr i8, ptr %addr, i64 12, !dbg !115
  store i64 %54, ptr %55, align 4, !dbg !115
  %56 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t1_src, ptr %addr), !dbg !115
  %57 = icmp ne ptr %56, null, !dbg !115
  br i1 %57, label %addr.found, label %addr.create, !dbg !115

count.skip32:                                     ; preds = %addr.done, %hit14
  br label %next15, !dbg !115

addr.found:                                       ; preds = %count.key31
  %58 = icmp ne ptr %56, null, !dbg !115
  br i1 %58, label %count.add36, label %count.done37, !dbg !115

addr.create:                                      ; preds = %count.key31
  %59 = getelementptr i8, ptr %val, i64 0, !dbg !115
  store i64 1, ptr %59, align 8, !dbg !115
  %len40 = getelementptr i8, ptr %0, i64 48, !dbg !115
  %len41 = load i32, ptr %len40, align 4, !dbg !115
  %60 = zext i32 %len41 to i64, !dbg !115
  %61 = getelementptr i8, ptr %val, i64 8, !dbg !115
  store i64 %60, ptr %61, align 8, !dbg !115
  %62 = call i64 inttoptr (i64 2 to ptr)(ptr @xdpc_t1_src, ptr %addr, ptr %val, i64 1), !dbg !115
  %63 = icmp eq i64 %62, 0, !dbg !115
  br i1 %63, label %addr.done, label %addr.retry, !dbg !115

addr.retry:                                       ; preds = %addr.create
  %64 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t1_src, ptr %addr), !dbg !115
  %65 = icmp ne ptr %64, null, !dbg !115
  br i1 %65, label %count.add42, label %count.done43, !dbg !115

addr.done:                                        ; preds = %count.done43, %addr.create, %count.done37
  br label %count.skip32, !dbg !115

count.add36:                                      ; preds = %addr.found
  %66 = load i64, ptr %56, align 8, !dbg !115
  %67 = add i64 %66, 1, !dbg !115
  store i64 %67, ptr %56, align 8, !dbg !115
  %68 = getelementptr i8, ptr %56, i64 8, !dbg !115
  %69 = load i64, ptr %68, align 8, !dbg !115
  %len38 = getelementptr i8, ptr %0, i64 48, !dbg !115
  %len39 = load i32, ptr %len38, align 4, !dbg !115
  %70 = zext i32 %len39 to i64, !dbg !115
  %71 = add i64 %69, %70, !dbg !115
  store i64 %71, ptr %68, align 8, !dbg !115
  br label %count.done37, !dbg !115

count.done37:                                     ; preds = %count.add36, %addr.found
  br label %addr.done, !dbg !115

count.add42:                                      ; preds = %addr.retry
  %72 = load i64, ptr %64, align 8, !dbg !115
  %73 = add i64 %72, 1, !dbg !115
  store i64 %73, ptr %64, align 8, !dbg !115
  %74 = getelementptr i8, ptr %64, i64 8, !dbg !115
  %75 = load i64, ptr %74, align 8, !dbg !115
  %len44 = getelementptr i8, ptr %0, i64 48, !dbg !115
  %len45 = load i32, ptr %len44, align 4, !dbg !115
  %76 = zext i32 %len45 to i64, !dbg !115
  %77 = add i64 %75, %76, !dbg !115
  store i64 %77, ptr %74, align 8, !dbg !115
  br label %count.done43, !dbg !115

count.done43:                                     ; preds = %count.add42, %addr.retry
  br label %addr.done, !dbg !115

hit46:                                            ; preds = %has48
  ret i32 13, !dbg !116

next47:                                           ; preds = %has48, %next15
  %flags56 = getelementptr i8, ptr %0, i64 52, !dbg !117
  %flags57 = load i32, ptr %flags56, align 4, !dbg !117
  %78 = zext i32 %flags57 to i64, !dbg !117
  %79 = and i64 %78, 128, !dbg !117
  %80 = icmp ne i64 %79, 0, !dbg !117
  br i1 %80, label %has55, label %next54, !dbg !117

has48:                                            ; preds = %next15
  %tcpflags51 = getelementptr i8, ptr %0, i64 66, !dbg !116
  %tcpflags52 = load i8, ptr %tcpflags51, align 1, !dbg !116
  %81 = zext i8 %tcpflags52 to i64, !dbg !116
  %82 = and i64 %81, 3, !dbg !116
  %83 = icmp eq i64 %82, 3, !dbg !116
  br i1 %83, label %hit46, label %next47, !dbg !116

hit53:                                            ; preds = %has55
  ret i32 17, !dbg !117

next54:                                           ; preds = %has55, %next47
  %flags63 = getelementptr i8, ptr %0, i64 52, !dbg !118
  %flags64 = load i32, ptr %flags63, align 4, !dbg !118
  %84 = zext i32 %flags64 to i64, !dbg !118
  %85 = and i64 %84, 128, !dbg !118
  %86 = icmp ne i64 %85, 0, !dbg !118
  br i1 %86, label %has62, label %next61, !dbg !118

has55:                                            ; preds = %next47
  %tcpflags58 = getelementptr i8, ptr %0, i64 66, !dbg !117
  %tcpflags59 = load i8, ptr %tcpflags58, align 1, !dbg !117
  %87 = zext i8 %tcpflags59 to i64, !dbg !117
  %88 = and i64 %87, 6, !dbg !117
  %89 = icmp eq i64 %88, 6, !dbg !117
  br i1 %89, label %hit53, label %next54, !dbg !117

hit60:                                            ; preds = %has62
  ret i32 21, !dbg !118

next61:                                           ; preds = %has62, %next54
  %flags71 = getelementptr i8, ptr %0, i64 52, !dbg !119
  %flags72 = load i32, ptr %flags71, align 4, !dbg !119
  %90 = zext i32 %flags72 to i64, !dbg !119
  %91 = and i64 %90, 128, !dbg !119
  %92 = icmp ne i64 %91, 0, !dbg !119
  br i1 %92, label %has70, label %next68, !dbg !119

has62:                                            ; preds = %next54
  %tcpflags65 = getelementptr i8, ptr %0, i64 66, !dbg !118
  %tcpflags66 = load i8, ptr %tcpflags65, align 1, !dbg !118
  %93 = zext i8 %tcpflags66 to i64, !dbg !118
  %94 = and i64 %93, 5, !dbg !118
  %95 = icmp eq i64 %94, 5, !dbg !118
  br i1 %95, label %hit60, label %next61, !dbg !118

hit67:                                            ; preds = %has75, %and69
  ret i32 25, !dbg !119

next68:                                           ; preds = %has75, %has70, %next61
  %flags85 = getelementptr i8, ptr %0, i64 52, !dbg !120
  %flags86 = load i32, ptr %flags85, align 4, !dbg !120
  %96 = zext i32 %flags86 to i64, !dbg !120
  %97 = and i64 %96, 128, !dbg !120
  %98 = icmp ne i64 %97, 0, !dbg !120
  br i1 %98, label %has84, label %next81, !dbg !120

and69:                                            ; preds = %has70
  %flags76 = getelementptr i8, ptr %0, i64 52, !dbg !119
  %flags77 = load i32, ptr %flags76, align 4, !dbg !119
  %99 = zext i32 %flags77 to i64, !dbg !119
  %100 = and i64 %99, 128, !dbg !119
  %101 = icmp ne i64 %100, 0, !dbg !119
  br i1 %101, label %has75, label %hit67, !dbg !119

has70:                                            ; preds = %next61
  %tcpflags73 = getelementptr i8, ptr %0, i64 66, !dbg !119
  %tcpflags74 = load i8, ptr %tcpflags73, align 1, !dbg !119
  %102 = zext i8 %tcpflags74 to i64, !dbg !119
  %103 = and i64 %102, 41, !dbg !119
  %104 = icmp eq i64 %103, 41, !dbg !119
  br i1 %104, label %and69, label %next68, !dbg !119

has75:                                            ; preds = %and69
  %tcpflags78 = getelementptr i8, ptr %0, i64 66, !dbg !119
  %tcpflags79 = load i8, ptr %tcpflags78, align 1, !dbg !119
  %105 = zext i8 %tcpflags79 to i64, !dbg !119
  %106 = and i64 %105, 16, !dbg !119
  %107 = icmp eq i64 %106, 16, !dbg !119
  br i1 %107, label %next68, label %hit67, !dbg !119

hit80:                                            ; preds = %and82
  ret i32 29, !dbg !120

next81:                                           ; preds = %and82, %has89, %has84, %next68
  %flags100 = getelementptr i8, ptr %0, i64 52, !dbg !121
  %flags101 = load i32, ptr %flags100, align 4, !dbg !121
  %108 = zext i32 %flags101 to i64, !dbg !121
  %109 = and i64 %108, 16, !dbg !121
  %110 = icmp ne i64 %109, 0, !dbg !121
  br i1 %110, label %has99, label %next97, !dbg !121

and82:                                            ; preds = %has89, %and83
  %len94 = getelementptr i8, ptr %0, i64 48, !dbg !120
  %len95 = load i32, ptr %len94, align 4, !dbg !120
  %111 = zext i32 %len95 to i64, !dbg !120
  %112 = icmp ugt i64 %111, 162, !dbg !120
  br i1 %112, label %hit80, label %next81, !dbg !120

and83:                                            ; preds = %has84
  %flags90 = getelementptr i8, ptr %0, i64 52, !dbg !120
  %flags91 = load i32, ptr %flags90, align 4, !dbg !120
  %113 = zext i32 %flags91 to i64, !dbg !120
  %114 = and i64 %113, 128, !dbg !120
  %115 = icmp ne i64 %114, 0, !dbg !120
  br i1 %115, label %has89, label %and82, !dbg !120

has84:                                            ; preds = %next68
  %tcpflags87 = getelementptr i8, ptr %0, i64 66, !dbg !120
  %tcpflags88 = load i8, ptr %tcpflags87, align 1, !dbg !120
  %116 = zext i8 %tcpflags88 to i64, !dbg !120
  %117 = and i64 %116, 2, !dbg !120
  %118 = icmp eq i64 %117, 2, !dbg !120
  br i1 %118, label %and83, label %next81, !dbg !120

has89:                                            ; preds = %and83
  %tcpflags92 = getelementptr i8, ptr %0, i64 66, !dbg !120
  %tcpflags93 = load i8, ptr %tcpflags92, align 1, !dbg !120
  %119 = zext i8 %tcpflags93 to i64, !dbg !120
  %120 = and i64 %119, 16, !dbg !120
  %121 = icmp eq i64 %120, 16, !dbg !120
  br i1 %121, label %next81, label %and82, !dbg !120

hit96:                                            ; preds = %and98
  ret i32 33, !dbg !121

next97:                                           ; preds = %and98, %has99, %next81
  br label %continue, !dbg !121

continue:                                         ; preds = %next97, %entry
  ret i32 0, !dbg !114

and98:                                            ; preds = %has99
  %flags103 = getelementptr i8, ptr %0, i64 52, !dbg !121
  %flags104 = load i32, ptr %flags103, align 4, !dbg !121
  %122 = zext i32 %flags104 to i64, !dbg !121
  %123 = and i64 %122, 32, !dbg !121
  %124 = icmp ne i64 %123, 0, !dbg !121
  br i1 %124, label %hit96, label %next97, !dbg !121

has99:                                            ; preds = %next81
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !121
  %proto102 = load i8, ptr %proto, align 1, !dbg !121
  %125 = zext i8 %proto102 to i64, !dbg !121
  %126 = icmp eq i64 %125, 6, !dbg !121
  br i1 %126, label %and98, label %next97, !dbg !121
}

; Function Attrs: noinline nounwind
define i32 @xdpc_count(i32 %0, i64 %1) #0 !dbg !122 {
entry:
  %key = alloca i32, align 8, !dbg !128
  store i32 %0, ptr %key, align 4, !dbg !128
  %2 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !128
  %3 = icmp ne ptr %2, null, !dbg !128
  br i1 %3, label %count.add, label %count.done, !dbg !128

count.add:                                        ; preds = %entry
  %4 = load i64, ptr %2, align 8, !dbg !128
  %5 = add i64 %4, 1, !dbg !128
  store i64 %5, ptr %2, align 8, !dbg !128
  %6 = getelementptr i8, ptr %2, i64 8, !dbg !128
  %7 = load i64, ptr %6, align 8, !dbg !128
  %8 = add i64 %7, %1, !dbg !128
  store i64 %8, ptr %6, align 8, !dbg !128
  br label %count.done, !dbg !128

count.done:                                       ; preds = %count.add, %entry
  ret i32 0, !dbg !128
}

; Function Attrs: nounwind
define i32 @xdpc_filter(ptr %0) #3 section "xdp" !dbg !129 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !134
  %addr = alloca [5 x i32], align 8, !dbg !134
  %val = alloca [2 x i64], align 8, !dbg !134
  %key = alloca i32, align 8, !dbg !134
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !134
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !134
  %verdict1 = call i32 @xdpc_rules_0(ptr %pkt), !dbg !134
  %2 = icmp ne i32 %verdict1, 0, !dbg !134
  br i1 %2, label %decided, label %undecided, !dbg !134

undecided:                                        ; preds = %entry
  %len3 = getelementptr i8, ptr %pkt, i64 48, !dbg !134
  %len4 = load i32, ptr %len3, align 4, !dbg !134
  %3 = zext i32 %len4 to i64, !dbg !134
  %4 = call i32 @xdpc_count(i32 8, i64 %3), !dbg !134
  ret i32 2, !dbg !134

decided:                                          ; preds = %entry
  %verdict = phi i32 [ %verdict1, %entry ], !dbg !134
  %5 = lshr i32 %verdict, 2, !dbg !134
  %rule = sub i32 %5, 1, !dbg !134
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !134
  %len2 = load i32, ptr %len, align 4, !dbg !134
  %6 = zext i32 %len2 to i64, !dbg !134
  %7 = call i32 @xdpc_count(i32 %rule, i64 %6), !dbg !134
  %action = and i32 %verdict, 3, !dbg !134
  ret i32 %action, !dbg !134
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!69, !70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "xdpc_rules", linkageName: "xdpc_rules", scope: !2, file: !3, type: !62, isLocal: false, isDefinition: true)
!3 = !DIFile(filename: "syn-flood.xf", directory: ".")
!4 = !{!0, !5, !32, !56}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "xdpc_t0_dport", linkageName: "xdpc_t0_dport", scope: !2, file: !3, type: !7, isLocal: false, isDefinition: true)
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
!33 = distinct !DIGlobalVariable(name: "xdpc_t1_src", linkageName: "xdpc_t1_src", scope: !2, file: !3, type: !34, isLocal: false, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !35)
!35 = !{!36, !15, !41, !24}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "type", file: !3, baseType: !37, size: 64, align: 64)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64, align: 64, dwarfAddressSpace: 0)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 320, align: 32, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 10, lowerBound: 0)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "key", file: !3, baseType: !42, size: 64, align: 64, offset: 128)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64, align: 64, dwarfAddressSpace: 0)
!43 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_addr_key", file: !3, size: 160, align: 8, elements: !44)
!44 = !{!45, !48, !52}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !46, size: 8, align: 8)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u8", file: !3, baseType: !47)
!47 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !49, size: 24, align: 8, offset: 8)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 24, align: 32, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 3, lowerBound: 0)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "addr", file: !3, baseType: !53, size: 128, align: 8, offset: 32)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 128, align: 32, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 16, lowerBound: 0)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(name: "_license", linkageName: "_license", scope: !2, file: !3, type: !58, isLocal: false, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 32, align: 32, elements: !60)
!59 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!60 = !{!61}
!61 = !DISubrange(count: 4, lowerBound: 0)
!62 = !DICompositeType(tag: DW_TAG_structure_type, file: !3, size: 256, align: 64, elements: !63)
!63 = !{!9, !64, !20, !24}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "max_entries", file: !3, baseType: !65, size: 64, align: 64, offset: 64)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64, align: 64, dwarfAddressSpace: 0)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 288, align: 32, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 9, lowerBound: 0)
!69 = !{i32 2, !"Debug Info Version", i32 3}
!70 = !{i32 2, !"Dwarf Version", i32 5}
!71 = distinct !DISubprogram(name: "xdpc_parse", linkageName: "xdpc_parse", scope: !3, file: !3, line: 1, type: !72, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !105)
!72 = !DISubroutineType(flags: DIFlagPrototyped, types: !73)
!73 = !{!12, !74, !83}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64, align: 64, dwarfAddressSpace: 0)
!75 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdp_md", file: !3, size: 192, align: 32, elements: !76)
!76 = !{!77, !78, !79, !80, !81, !82}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "data", file: !3, baseType: !22, size: 32, align: 32)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "data_end", file: !3, baseType: !22, size: 32, align: 32, offset: 32)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "data_meta", file: !3, baseType: !22, size: 32, align: 32, offset: 64)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "ingress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 96)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "rx_queue_index", file: !3, baseType: !22, size: 32, align: 32, offset: 128)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "egress_ifindex", file: !3, baseType: !22, size: 32, align: 32, offset: 160)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64, align: 64, dwarfAddressSpace: 0)
!84 = !DICompositeType(tag: DW_TAG_structure_type, name: "xdpc_pkt", file: !3, size: 576, align: 64, elements: !85)
!85 = !{!86, !87, !88, !89, !90, !91, !92, !93, !94, !97, !98, !99, !100, !101, !102, !103, !104}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "src_hi", file: !3, baseType: !29, size: 64, align: 64)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "src_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 64)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "dst_hi", file: !3, baseType: !29, size: 64, align: 64, offset: 128)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "dst_lo", file: !3, baseType: !29, size: 64, align: 64, offset: 192)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "dmac", file: !3, baseType: !29, size: 64, align: 64, offset: 256)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "smac", file: !3, baseType: !29, size: 64, align: 64, offset: 320)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "len", file: !3, baseType: !22, size: 32, align: 32, offset: 384)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "flags", file: !3, baseType: !22, size: 32, align: 32, offset: 416)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "ethertype", file: !3, baseType: !95, size: 16, align: 16, offset: 448)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u16", file: !3, baseType: !96)
!96 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned_char)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "vid", file: !3, baseType: !95, size: 16, align: 16, offset: 464)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "sport", file: !3, baseType: !95, size: 16, align: 16, offset: 480)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "dport", file: !3, baseType: !95, size: 16, align: 16, offset: 496)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "proto", file: !3, baseType: !46, size: 8, align: 8, offset: 512)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "ttl", file: !3, baseType: !46, size: 8, align: 8, offset: 520)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "tcpflags", file: !3, baseType: !46, size: 8, align: 8, offset: 528)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "family", file: !3, baseType: !46, size: 8, align: 8, offset: 536)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "pad", file: !3, baseType: !22, size: 32, align: 32, offset: 544)
!105 = !{!106, !107}
!106 = !DILocalVariable(name: "ctx", arg: 1, scope: !71, file: !3, line: 1, type: !74)
!107 = !DILocalVariable(name: "pkt", arg: 2, scope: !71, file: !3, line: 1, type: !83)
!108 = !DILocation(line: 1, column: 1, scope: !71)
!109 = distinct !DISubprogram(name: "xdpc_rules_0", linkageName: "xdpc_rules_0", scope: !3, file: !3, line: 10, type: !110, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !112)
!110 = !DISubroutineType(flags: DIFlagPrototyped, types: !111)
!111 = !{!12, !83}
!112 = !{!113}
!113 = !DILocalVariable(name: "pkt", arg: 1, scope: !109, file: !3, line: 10, type: !83)
!114 = !DILocation(line: 10, column: 1, scope: !109)
!115 = !DILocation(line: 11, column: 1, scope: !109)
!116 = !DILocation(line: 14, column: 1, scope: !109)
!117 = !DILocation(line: 15, column: 1, scope: !109)
!118 = !DILocation(line: 16, column: 1, scope: !109)
!119 = !DILocation(line: 17, column: 1, scope: !109)
!120 = !DILocation(line: 24, column: 1, scope: !109)
!121 = !DILocation(line: 27, column: 1, scope: !109)
!122 = distinct !DISubprogram(name: "xdpc_count", linkageName: "xdpc_count", scope: !3, file: !3, line: 1, type: !123, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !125)
!123 = !DISubroutineType(flags: DIFlagPrototyped, types: !124)
!124 = !{!12, !22, !29}
!125 = !{!126, !127}
!126 = !DILocalVariable(name: "rule", arg: 1, scope: !122, file: !3, line: 1, type: !22)
!127 = !DILocalVariable(name: "len", arg: 2, scope: !122, file: !3, line: 1, type: !29)
!128 = !DILocation(line: 1, column: 1, scope: !122)
!129 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !130, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !132)
!130 = !DISubroutineType(flags: DIFlagPrototyped, types: !131)
!131 = !{!12, !74}
!132 = !{!133}
!133 = !DILocalVariable(name: "ctx", arg: 1, scope: !129, file: !3, line: 1, type: !74)
!134 = !DILocation(line: 1, column: 1, scope: !129)
