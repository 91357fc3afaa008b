target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "bpfel"

module asm "\09.pushsection .xdpc.meta,\22\22,@progbits"
module asm "\09.ascii \22xdpc-meta\\0111\\012source\\011ipv6.xf\\012default\\011pass\\012rule\\0110\\01116\\011count\\0110\\011count \22"
module asm "\09.ascii \22by proto ipv6;\\012rule\\0111\\01119\\011drop\\011-\\011drop ipv6 src in bogons_v6;\\012rule\22"
module asm "\09.ascii \22\\0112\\01123\\011drop\\011-\\011drop icmpv6 frag;\\012rule\\0113\\01126\\011drop\\011-\\011drop ipv6 proto \22"
module asm "\09.ascii \22ipv6_nonxt;\\012rule\\0114\\01130\\011drop\\011-\\011drop ipv4 proto ipv6 not src 192.0.\22"
module asm "\09.ascii \222.1;\\012rule\\0115\\01131\\011drop\\011-\\011drop udp port 3544;\\012table\\0110\\0110\\011proto\\011xdpc_t\22"
module asm "\09.ascii \220_proto\\012set\\0110\\011bogons_v4\\011addr\\01114\\012set\\0111\\011bogons_v6\\011addr\\01113\\012set\\0112\\011bo\22"
module asm "\09.ascii \22gons\\011addr\\01127\\012set\\0113\\011-\\011addr\\0111\\012set\\0114\\011-\\011port\\0111\\012\22"
module asm "\09.popsection"

@xdpc_rules = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !0
@xdpc_t0_proto = global { ptr, ptr, ptr, ptr } zeroinitializer, section ".maps", align 8, !dbg !5
@xdpc_set1_ip6 = internal constant [64 x i64] [i64 0, i64 1, i64 0, i64 1, i64 0, i64 281470681743360, i64 0, i64 281474976710655, i64 28428538856144896, i64 0, i64 28428538856210431, i64 -1, i64 72057594037927936, i64 0, i64 72057594037927936, i64 -1, i64 2306124492780339200, i64 0, i64 2306124492780404735, i64 -1, i64 2306124552909881344, i64 0, i64 2306124621629358079, i64 -1, i64 2306139568115548160, i64 0, i64 2306139572410515455, i64 -1, i64 4611123068473966592, i64 0, i64 4611422135636721663, i64 -1, i64 6845471433603153920, i64 0, i64 6845752908579864575, i64 -1, i64 -288230376151711744, i64 0, i64 -144115188075855873, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1, i64 -90071992547409920, i64 0, i64 -1, i64 -1], section ".rodata", align 8, !dbg !32
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
  %3 = and i64 %2, 8, !dbg !97
  %4 = icmp ne i64 %3, 0, !dbg !97
  br i1 %4, label %hit, label %next, !dbg !97

hit:                                              ; preds = %rules
  store i32 0, ptr %key, align 4, !dbg !97
  %5 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !97
  %6 = icmp ne ptr %5, null, !dbg !97
  br i1 %6, label %count.add, label %count.done, !dbg !97

next:                                             ; preds = %count.done7, %rules
  %flags12 = getelementptr i8, ptr %0, i64 52, !dbg !98
  %flags13 = load i32, ptr %flags12, align 4, !dbg !98
  %7 = zext i32 %flags13 to i64, !dbg !98
  %8 = and i64 %7, 8, !dbg !98
  %9 = icmp ne i64 %8, 0, !dbg !98
  br i1 %9, label %and, label %next11, !dbg !98

count.add:                                        ; preds = %hit
  %10 = load i64, ptr %5, align 8, !dbg !97
  %11 = add i64 %10, 1, !dbg !97
  store i64 %11, ptr %5, align 8, !dbg !97
  %12 = getelementptr i8, ptr %5, i64 8, !dbg !97
  %13 = load i64, ptr %12, align 8, !dbg !97
  %len = getelementptr i8, ptr %0, i64 48, !dbg !97
  %len2 = load i32, ptr %len, align 4, !dbg !97
  %14 = zext i32 %len2 to i64, !dbg !97
  %15 = add i64 %13, %14, !dbg !97
  store i64 %15, ptr %12, align 8, !dbg !97
  br label %count.done, !dbg !97

count.done:                                       ; preds = %count.add, %hit
  %flags3 = getelementptr i8, ptr %0, i64 52, !dbg !97
  %flags4 = load i32, ptr %flags3, align 4, !dbg !97
  %16 = zext i32 %flags4 to i64, !dbg !97
  %17 = and i64 %16, 16, !dbg !97
  %18 = icmp ne i64 %17, 0, !dbg !97
  %proto = getelementptr i8, ptr %0, i64 64, !dbg !97
  %proto5 = load i8, ptr %proto, align 1, !dbg !97
  %19 = zext i8 %proto5 to i64, !dbg !97
  %20 = select i1 %18, i64 %19, i64 0, !dbg !97
  %21 = trunc i64 %20 to i32, !dbg !97
  store i32 %21, ptr %key, align 4, !dbg !97
  %22 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_t0_proto, ptr %key), !dbg !97
  %23 = icmp ne ptr %22, null, !dbg !97
  br i1 %23, label %count.add6, label %count.done7, !dbg !97

count.add6:                                       ; preds = %count.done
  %24 = load i64, ptr %22, align 8, !dbg !97
  %25 = add i64 %24, 1, !dbg !97
  store i64 %25, ptr %22, align 8, !dbg !97
  %26 = getelementptr i8, ptr %22, i64 8, !dbg !97
  %27 = load i64, ptr %26, align 8, !dbg !97
  %len8 = getelementptr i8, ptr %0, i64 48, !dbg !97
  %len9 = load i32, ptr %len8, align 4, !dbg !97
  %28 = zext i32 %len9 to i64, !dbg !97
  %29 = add i64 %27, %28, !dbg !97
  store i64 %29, ptr %26, align 8, !dbg !97
  br label %count.done7, !dbg !97

count.done7:                                      ; preds = %count.add6, %count.done
  br label %next, !dbg !97

hit10:                                            ; preds = %set.ip6
  store i32 1, ptr %key, align 4, !dbg !98
  %30 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !98
  %31 = icmp ne ptr %30, null, !dbg !98
  br i1 %31, label %count.add25, label %count.done26, !dbg !98

next11:                                           ; preds = %set.ip6, %and, %next
  %flags32 = getelementptr i8, ptr %0, i64 52, !dbg !99
  %flags33 = load i32, ptr %flags32, align 4, !dbg !99
  %32 = zext i32 %flags33 to i64, !dbg !99
  %33 = and i64 %32, 16, !dbg !99
  %34 = icmp ne i64 %33, 0, !dbg !99
  br i1 %34, label %has, label %next30, !dbg !99

and:                                              ; preds = %next
  %family = getelementptr i8, ptr %0, i64 67, !dbg !98
  %family14 = load i8, ptr %family, align 1, !dbg !98
  %35 = zext i8 %family14 to i64, !dbg !98
  %src_hi = getelementptr i8, ptr %0, i64 0, !dbg !98
  %src_hi15 = load i64, ptr %src_hi, align 8, !dbg !98
  %src_lo = getelementptr i8, ptr %0, i64 8, !dbg !98
  %src_lo16 = load i64, ptr %src_lo, align 8, !dbg !98
  switch i64 %35, label %next11 [
    i64 6, label %set.ip6
  ], !dbg !98

set.ip6:                                          ; preds = %and
  %36 = load i64, ptr getelementptr (i64, ptr @xdpc_set1_ip6, i64 32), align 8, !dbg !98
  %37 = load i64, ptr getelementptr (i64, ptr @xdpc_set1_ip6, i64 33), align 8, !dbg !98
  %38 = sub i64 %src_lo16, %37, !dbg !98
  %39 = sub i64 %38, 0, !dbg !98
  %40 = xor i64 %src_lo16, -1, !dbg !98
  %41 = and i64 %40, %37, !dbg !98
  %42 = xor i64 %src_lo16, %37, !dbg !98
  %43 = xor i64 %42, -1, !dbg !98
  %44 = and i64 %43, %39, !dbg !98
  %45 = or i64 %41, %44, !dbg !98
  %46 = lshr i64 %45, 63, !dbg !98
  %47 = sub i64 %src_hi15, %36, !dbg !98
  %48 = sub i64 %47, %46, !dbg !98
  %49 = xor i64 %src_hi15, -1, !dbg !98
  %50 = and i64 %49, %36, !dbg !98
  %51 = xor i64 %src_hi15, %36, !dbg !98
  %52 = xor i64 %51, -1, !dbg !98
  %53 = and i64 %52, %48, !dbg !98
  %54 = or i64 %50, %53, !dbg !98
  %55 = lshr i64 %54, 63, !dbg !98
  %ge = xor i64 %55, 1, !dbg !98
  %56 = sub i64 0, %ge, !dbg !98
  %57 = and i64 %56, 8, !dbg !98
  %i = add i64 0, %57, !dbg !98
  %58 = add i64 %i, 4, !dbg !98
  %59 = mul i64 %58, 4, !dbg !98
  %60 = add i64 %59, 0, !dbg !98
  %61 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %60, !dbg !98
  %62 = load i64, ptr %61, align 8, !dbg !98
  %63 = add i64 %59, 1, !dbg !98
  %64 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %63, !dbg !98
  %65 = load i64, ptr %64, align 8, !dbg !98
  %66 = sub i64 %src_lo16, %65, !dbg !98
  %67 = sub i64 %66, 0, !dbg !98
  %68 = xor i64 %src_lo16, -1, !dbg !98
  %69 = and i64 %68, %65, !dbg !98
  %70 = xor i64 %src_lo16, %65, !dbg !98
  %71 = xor i64 %70, -1, !dbg !98
  %72 = and i64 %71, %67, !dbg !98
  %73 = or i64 %69, %72, !dbg !98
  %74 = lshr i64 %73, 63, !dbg !98
  %75 = sub i64 %src_hi15, %62, !dbg !98
  %76 = sub i64 %75, %74, !dbg !98
  %77 = xor i64 %src_hi15, -1, !dbg !98
  %78 = and i64 %77, %62, !dbg !98
  %79 = xor i64 %src_hi15, %62, !dbg !98
  %80 = xor i64 %79, -1, !dbg !98
  %81 = and i64 %80, %76, !dbg !98
  %82 = or i64 %78, %81, !dbg !98
  %83 = lshr i64 %82, 63, !dbg !98
  %ge17 = xor i64 %83, 1, !dbg !98
  %84 = sub i64 0, %ge17, !dbg !98
  %85 = and i64 %84, 4, !dbg !98
  %i18 = add i64 %i, %85, !dbg !98
  %86 = add i64 %i18, 2, !dbg !98
  %87 = mul i64 %86, 4, !dbg !98
  %88 = add i64 %87, 0, !dbg !98
  %89 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %88, !dbg !98
  %90 = load i64, ptr %89, align 8, !dbg !98
  %91 = add i64 %87, 1, !dbg !98
  %92 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %91, !dbg !98
  %93 = load i64, ptr %92, align 8, !dbg !98
  %94 = sub i64 %src_lo16, %93, !dbg !98
  %95 = sub i64 %94, 0, !dbg !98
  %96 = xor i64 %src_lo16, -1, !dbg !98
  %97 = and i64 %96, %93, !dbg !98
  %98 = xor i64 %src_lo16, %93, !dbg !98
  %99 = xor i64 %98, -1, !dbg !98
  %100 = and i64 %99, %95, !dbg !98
  %101 = or i64 %97, %100, !dbg !98
  %102 = lshr i64 %101, 63, !dbg !98
  %103 = sub i64 %src_hi15, %90, !dbg !98
  %104 = sub i64 %103, %102, !dbg !98
  %105 = xor i64 %src_hi15, -1, !dbg !98
  %106 = and i64 %105, %90, !dbg !98
  %107 = xor i64 %src_hi15, %90, !dbg !98
  %108 = xor i64 %107, -1, !dbg !98
  %109 = and i64 %108, %104, !dbg !98
  %110 = or i64 %106, %109, !dbg !98
  %111 = lshr i64 %110, 63, !dbg !98
  %ge19 = xor i64 %111, 1, !dbg !98
  %112 = sub i64 0, %ge19, !dbg !98
  %113 = and i64 %112, 2, !dbg !98
  %i20 = add i64 %i18, %113, !dbg !98
  %114 = add i64 %i20, 1, !dbg !98
  %115 = mul i64 %114, 4, !dbg !98
  %116 = add i64 %115, 0, !dbg !98
  %117 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %116, !dbg !98
  %118 = load i64, ptr %117, align 8, !dbg !98
  %119 = add i64 %115, 1, !dbg !98
  %120 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %119, !dbg !98
  %121 = load i64, ptr %120, align 8, !dbg !98
  %122 = sub i64 %src_lo16, %121, !dbg !98
  %123 = sub i64 %122, 0, !dbg !98
  %124 = xor i64 %src_lo16, -1, !dbg !98
  %125 = and i64 %124, %121, !dbg !98
  %126 = xor i64 %src_lo16, %121, !dbg !98
  %127 = xor i64 %126, -1, !dbg !98
  %128 = and i64 %127, %123, !dbg !98
  %129 = or i64 %125, %128, !dbg !98
  %130 = lshr i64 %129, 63, !dbg !98
  %131 = sub i64 %src_hi15, %118, !dbg !98
  %132 = sub i64 %131, %130, !dbg !98
  %133 = xor i64 %src_hi15, -1, !dbg !98
  %134 = and i64 %133, %118, !dbg !98
  %135 = xor i64 %src_hi15, %118, !dbg !98
  %136 = xor i64 %135, -1, !dbg !98
  %137 = and i64 %136, %132, !dbg !98
  %138 = or i64 %134, %137, !dbg !98
  %139 = lshr i64 %138, 63, !dbg !98
  %ge21 = xor i64 %139, 1, !dbg !98
  %140 = sub i64 0, %ge21, !dbg !98
  %141 = and i64 %140, 1, !dbg !98
  %i22 = add i64 %i20, %141, !dbg !98
  %142 = mul i64 %i22, 4, !dbg !98
  %143 = add i64 %142, 0, !dbg !98
  %144 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %143, !dbg !98
  %145 = load i64, ptr %144, align 8, !dbg !98
  %146 = add i64 %142, 2, !dbg !98
  %147 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %146, !dbg !98
  %148 = load i64, ptr %147, align 8, !dbg !98
  %149 = add i64 %142, 1, !dbg !98
  %150 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %149, !dbg !98
  %151 = load i64, ptr %150, align 8, !dbg !98
  %152 = add i64 %142, 3, !dbg !98
  %153 = getelementptr i64, ptr @xdpc_set1_ip6, i64 %152, !dbg !98
  %154 = load i64, ptr %153, align 8, !dbg !98
  %155 = sub i64 %154, %src_lo16, !dbg !98
  %156 = sub i64 %155, 0, !dbg !98
  %157 = xor i64 %154, -1, !dbg !98
  %158 = and i64 %157, %src_lo16, !dbg !98
  %159 = xor i64 %154, %src_lo16, !dbg !98
  %160 = xor i64 %159, -1, !dbg !98
  %161 = and i64 %160, %156, !dbg !98
  %162 = or i64 %158, %161, !dbg !98
  %163 = lshr i64 %162, 63, !dbg !98
  %164 = sub i64 %148, %src_hi15, !dbg !98
  %165 = sub i64 %164, %163, !dbg !98
  %166 = xor i64 %148, -1, !dbg !98
  %167 = and i64 %166, %src_hi15, !dbg !98
  %168 = xor i64 %148, %src_hi15, !dbg !98
  %169 = xor i64 %168, -1, !dbg !98
  %170 = and i64 %169, %165, !dbg !98
  %171 = or i64 %167, %170, !dbg !98
  %172 = lshr i64 %171, 63, !dbg !98
  %ge23 = xor i64 %172, 1, !dbg !98
  %173 = sub i64 %src_lo16, %151, !dbg !98
  %174 = sub i64 %173, 0, !dbg !98
  %175 = xor i64 %src_lo16, -1, !dbg !98
  %176 = and i64 %175, %151, !dbg !98
  %177 = xor i64 %src_lo16, %151, !dbg !98
  %178 = xor i64 %177, -1, !dbg !98
  %179 = and i64 %178, %174, !dbg !98
  %180 = or i64 %176, %179, !dbg !98
  %181 = lshr i64 %180, 63, !dbg !98
  %182 = sub i64 %src_hi15, %145, !dbg !98
  %183 = sub i64 %182, %181, !dbg !98
  %184 = xor i64 %src_hi15, -1, !dbg !98
  %185 = and i64 %184, %145, !dbg !98
  %186 = xor i64 %src_hi15, %145, !dbg !98
  %187 = xor i64 %186, -1, !dbg !98
  %188 = and i64 %187, %183, !dbg !98
  %189 = or i64 %185, %188, !dbg !98
  %190 = lshr i64 %189, 63, !dbg !98
  %ge24 = xor i64 %190, 1, !dbg !98
  %191 = and i64 %ge24, %ge23, !dbg !98
  %192 = icmp ne i64 %191, 0, !dbg !98
  br i1 %192, label %hit10, label %next11, !dbg !98

count.add25:                                      ; preds = %hit10
  %193 = load i64, ptr %30, align 8, !dbg !98
  %194 = add i64 %193, 1, !dbg !98
  store i64 %194, ptr %30, align 8, !dbg !98
  %195 = getelementptr i8, ptr %30, i64 8, !dbg !98
  %196 = load i64, ptr %195, align 8, !dbg !98
  %len27 = getelementptr i8, ptr %0, i64 48, !dbg !98
  %len28 = load i32, ptr %len27, align 4, !dbg !98
  %197 = zext i32 %len28 to i64, !dbg !98
  %198 = add i64 %196, %197, !dbg !98
  store i64 %198, ptr %195, align 8, !dbg !98
  br label %count.done26, !dbg !98

count.done26:                                     ; preds = %count.add25, %hit10
  ret i32 1, !dbg !98

hit29:                                            ; preds = %and31
  store i32 2, ptr %key, align 4, !dbg !99
  %199 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !99
  %200 = icmp ne ptr %199, null, !dbg !99
  br i1 %200, label %count.add38, label %count.done39, !dbg !99

next30:                                           ; preds = %and31, %has, %next11
  %flags45 = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags46 = load i32, ptr %flags45, align 4, !dbg !100
  %201 = zext i32 %flags46 to i64, !dbg !100
  %202 = and i64 %201, 8, !dbg !100
  %203 = icmp ne i64 %202, 0, !dbg !100
  br i1 %203, label %and44, label %next43, !dbg !100

and31:                                            ; preds = %has
  %flags36 = getelementptr i8, ptr %0, i64 52, !dbg !99
  %flags37 = load i32, ptr %flags36, align 4, !dbg !99
  %204 = zext i32 %flags37 to i64, !dbg !99
  %205 = and i64 %204, 32, !dbg !99
  %206 = icmp ne i64 %205, 0, !dbg !99
  br i1 %206, label %hit29, label %next30, !dbg !99

has:                                              ; preds = %next11
  %proto34 = getelementptr i8, ptr %0, i64 64, !dbg !99
  %proto35 = load i8, ptr %proto34, align 1, !dbg !99
  %207 = zext i8 %proto35 to i64, !dbg !99
  %208 = icmp eq i64 %207, 58, !dbg !99
  br i1 %208, label %and31, label %next30, !dbg !99

count.add38:                                      ; preds = %hit29
  %209 = load i64, ptr %199, align 8, !dbg !99
  %210 = add i64 %209, 1, !dbg !99
  store i64 %210, ptr %199, align 8, !dbg !99
  %211 = getelementptr i8, ptr %199, i64 8, !dbg !99
  %212 = load i64, ptr %211, align 8, !dbg !99
  %len40 = getelementptr i8, ptr %0, i64 48, !dbg !99
  %len41 = load i32, ptr %len40, align 4, !dbg !99
  %213 = zext i32 %len41 to i64, !dbg !99
  %214 = add i64 %212, %213, !dbg !99
  store i64 %214, ptr %211, align 8, !dbg !99
  br label %count.done39, !dbg !99

count.done39:                                     ; preds = %count.add38, %hit29
  ret i32 1, !dbg !99

hit42:                                            ; preds = %has47
  store i32 3, ptr %key, align 4, !dbg !100
  %215 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !100
  %216 = icmp ne ptr %215, null, !dbg !100
  br i1 %216, label %count.add52, label %count.done53, !dbg !100

next43:                                           ; preds = %has47, %and44, %next30
  %flags60 = getelementptr i8, ptr %0, i64 52, !dbg !101
  %flags61 = load i32, ptr %flags60, align 4, !dbg !101
  %217 = zext i32 %flags61 to i64, !dbg !101
  %218 = and i64 %217, 4, !dbg !101
  %219 = icmp ne i64 %218, 0, !dbg !101
  br i1 %219, label %and59, label %next57, !dbg !101

and44:                                            ; preds = %next30
  %flags48 = getelementptr i8, ptr %0, i64 52, !dbg !100
  %flags49 = load i32, ptr %flags48, align 4, !dbg !100
  %220 = zext i32 %flags49 to i64, !dbg !100
  %221 = and i64 %220, 16, !dbg !100
  %222 = icmp ne i64 %221, 0, !dbg !100
  br i1 %222, label %has47, label %next43, !dbg !100

has47:                                            ; preds = %and44
  %proto50 = getelementptr i8, ptr %0, i64 64, !dbg !100
  %proto51 = load i8, ptr %proto50, align 1, !dbg !100
  %223 = zext i8 %proto51 to i64, !dbg !100
  %224 = icmp eq i64 %223, 59, !dbg !100
  br i1 %224, label %hit42, label %next43, !dbg !100

count.add52:                                      ; preds = %hit42
  %225 = load i64, ptr %215, align 8, !dbg !100
  %226 = add i64 %225, 1, !dbg !100
  store i64 %226, ptr %215, align 8, !dbg !100
  %227 = getelementptr i8, ptr %215, i64 8, !dbg !100
  %228 = load i64, ptr %227, align 8, !dbg !100
  %len54 = getelementptr i8, ptr %0, i64 48, !dbg !100
  %len55 = load i32, ptr %len54, align 4, !dbg !100
  %229 = zext i32 %len55 to i64, !dbg !100
  %230 = add i64 %228, %229, !dbg !100
  store i64 %230, ptr %227, align 8, !dbg !100
  br label %count.done53, !dbg !100

count.done53:                                     ; preds = %count.add52, %hit42
  ret i32 1, !dbg !100

hit56:                                            ; preds = %set.ip4, %and58
  store i32 4, ptr %key, align 4, !dbg !101
  %231 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !101
  %232 = icmp ne ptr %231, null, !dbg !101
  br i1 %232, label %count.add73, label %count.done74, !dbg !101

next57:                                           ; preds = %set.ip4, %has62, %and59, %next43
  %flags81 = getelementptr i8, ptr %0, i64 52, !dbg !102
  %flags82 = load i32, ptr %flags81, align 4, !dbg !102
  %233 = zext i32 %flags82 to i64, !dbg !102
  %234 = and i64 %233, 16, !dbg !102
  %235 = icmp ne i64 %234, 0, !dbg !102
  br i1 %235, label %has80, label %next78, !dbg !102

and58:                                            ; preds = %has62
  %family67 = getelementptr i8, ptr %0, i64 67, !dbg !101
  %family68 = load i8, ptr %family67, align 1, !dbg !101
  %236 = zext i8 %family68 to i64, !dbg !101
  %src_hi69 = getelementptr i8, ptr %0, i64 0, !dbg !101
  %src_hi70 = load i64, ptr %src_hi69, align 8, !dbg !101
  %src_lo71 = getelementptr i8, ptr %0, i64 8, !dbg !101
  %src_lo72 = load i64, ptr %src_lo71, align 8, !dbg !101
  switch i64 %236, label %hit56 [
    i64 4, label %set.ip4
  ], !dbg !101

and59:                                            ; preds = %next43
  %flags63 = getelementptr i8, ptr %0, i64 52, !dbg !101
  %flags64 = load i32, ptr %flags63, align 4, !dbg !101
  %237 = zext i32 %flags64 to i64, !dbg !101
  %238 = and i64 %237, 16, !dbg !101
  %239 = icmp ne i64 %238, 0, !dbg !101
  br i1 %239, label %has62, label %next57, !dbg !101

has62:                                            ; preds = %and59
  %proto65 = getelementptr i8, ptr %0, i64 64, !dbg !101
  %proto66 = load i8, ptr %proto65, align 1, !dbg !101
  %240 = zext i8 %proto66 to i64, !dbg !101
  %241 = icmp eq i64 %240, 41, !dbg !101
  br i1 %241, label %and58, label %next57, !dbg !101

set.ip4:                                          ; preds = %and58
  %242 = lshr i64 %src_hi70, 32, !dbg !101
  %243 = icmp eq i64 %242, 3221225985, !dbg !101
  br i1 %243, label %next57, label %hit56, !dbg !101

count.add73:                                      ; preds = %hit56
  %244 = load i64, ptr %231, align 8, !dbg !101
  %245 = add i64 %244, 1, !dbg !101
  store i64 %245, ptr %231, align 8, !dbg !101
  %246 = getelementptr i8, ptr %231, i64 8, !dbg !101
  %247 = load i64, ptr %246, align 8, !dbg !101
  %len75 = getelementptr i8, ptr %0, i64 48, !dbg !101
  %len76 = load i32, ptr %len75, align 4, !dbg !101
  %248 = zext i32 %len76 to i64, !dbg !101
  %249 = add i64 %247, %248, !dbg !101
  store i64 %249, ptr %246, align 8, !dbg !101
  br label %count.done74, !dbg !101

count.done74:                                     ; preds = %count.add73, %hit56
  ret i32 1, !dbg !101

hit77:                                            ; preds = %port.dst, %has85
  store i32 5, ptr %key, align 4, !dbg !102
  %250 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !102
  %251 = icmp ne ptr %250, null, !dbg !102
  br i1 %251, label %count.add90, label %count.done91, !dbg !102

next78:                                           ; preds = %port.dst, %and79, %has80, %next57
  br label %continue, !dbg !102

continue:                                         ; preds = %next78, %entry
  ret i32 0, !dbg !97

and79:                                            ; preds = %has80
  %flags86 = getelementptr i8, ptr %0, i64 52, !dbg !102
  %flags87 = load i32, ptr %flags86, align 4, !dbg !102
  %252 = zext i32 %flags87 to i64, !dbg !102
  %253 = and i64 %252, 64, !dbg !102
  %254 = icmp ne i64 %253, 0, !dbg !102
  br i1 %254, label %has85, label %next78, !dbg !102

has80:                                            ; preds = %next57
  %proto83 = getelementptr i8, ptr %0, i64 64, !dbg !102
  %proto84 = load i8, ptr %proto83, align 1, !dbg !102
  %255 = zext i8 %proto84 to i64, !dbg !102
  %256 = icmp eq i64 %255, 17, !dbg !102
  br i1 %256, label %and79, label %next78, !dbg !102

has85:                                            ; preds = %and79
  %sport = getelementptr i8, ptr %0, i64 60, !dbg !102
  %sport88 = load i16, ptr %sport, align 2, !dbg !102
  %257 = zext i16 %sport88 to i64, !dbg !102
  %258 = icmp eq i64 %257, 3544, !dbg !102
  br i1 %258, label %hit77, label %port.dst, !dbg !102

port.dst:                                         ; preds = %has85
  %dport = getelementptr i8, ptr %0, i64 62, !dbg !102
  %dport89 = load i16, ptr %dport, align 2, !dbg !102
  %259 = zext i16 %dport89 to i64, !dbg !102
  %260 = icmp eq i64 %259, 3544, !dbg !102
  br i1 %260, label %hit77, label %next78, !dbg !102

count.add90:                                      ; preds = %hit77
  %261 = load i64, ptr %250, align 8, !dbg !102
  %262 = add i64 %261, 1, !dbg !102
  store i64 %262, ptr %250, align 8, !dbg !102
  %263 = getelementptr i8, ptr %250, i64 8, !dbg !102
  %264 = load i64, ptr %263, align 8, !dbg !102
  %len92 = getelementptr i8, ptr %0, i64 48, !dbg !102
  %len93 = load i32, ptr %len92, align 4, !dbg !102
  %265 = zext i32 %len93 to i64, !dbg !102
  %266 = add i64 %264, %265, !dbg !102
  store i64 %266, ptr %263, align 8, !dbg !102
  br label %count.done91, !dbg !102

count.done91:                                     ; preds = %count.add90, %hit77
  ret i32 1, !dbg !102
}

define i32 @xdpc_filter(ptr %0) section "xdp" !dbg !103 {
entry:
  %pkt = alloca [72 x i8], align 8, !dbg !108
  %addr = alloca [5 x i32], align 8, !dbg !108
  %val = alloca [2 x i64], align 8, !dbg !108
  %key = alloca i32, align 8, !dbg !108
  call void @llvm.memset.p0.i64(ptr align 8 %pkt, i8 0, i64 72, i1 false), !dbg !108
  %1 = call i32 @xdpc_parse(ptr %0, ptr %pkt), !dbg !108
  %verdict = call i32 @xdpc_rules_0(ptr %pkt), !dbg !108
  %2 = icmp ne i32 %verdict, 0, !dbg !108
  br i1 %2, label %decided, label %undecided, !dbg !108

decided:                                          ; preds = %entry
  ret i32 %verdict, !dbg !108

undecided:                                        ; preds = %entry
  store i32 6, ptr %key, align 4, !dbg !108
  %3 = call ptr inttoptr (i64 1 to ptr)(ptr @xdpc_rules, ptr %key), !dbg !108
  %4 = icmp ne ptr %3, null, !dbg !108
  br i1 %4, label %count.add, label %count.done, !dbg !108

count.add:                                        ; preds = %undecided
  %5 = load i64, ptr %3, align 8, !dbg !108
  %6 = add i64 %5, 1, !dbg !108
  store i64 %6, ptr %3, align 8, !dbg !108
  %7 = getelementptr i8, ptr %3, i64 8, !dbg !108
  %8 = load i64, ptr %7, align 8, !dbg !108
  %len = getelementptr i8, ptr %pkt, i64 48, !dbg !108
  %len1 = load i32, ptr %len, align 4, !dbg !108
  %9 = zext i32 %len1 to i64, !dbg !108
  %10 = add i64 %8, %9, !dbg !108
  store i64 %10, ptr %7, align 8, !dbg !108
  br label %count.done, !dbg !108

count.done:                                       ; preds = %count.add, %undecided
  ret i32 2, !dbg !108
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
!3 = !DIFile(filename: "ipv6.xf", directory: ".")
!4 = !{!0, !5, !32, !37}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "xdpc_t0_proto", linkageName: "xdpc_t0_proto", scope: !2, file: !3, type: !7, isLocal: false, isDefinition: true)
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
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 8192, align: 32, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 256, lowerBound: 0)
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
!33 = distinct !DIGlobalVariable(name: "xdpc_set1_ip6", linkageName: "xdpc_set1_ip6", scope: !2, file: !3, type: !34, isLocal: true, isDefinition: true)
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
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 224, align: 32, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 7, lowerBound: 0)
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
!98 = !DILocation(line: 19, column: 1, scope: !92)
!99 = !DILocation(line: 23, column: 1, scope: !92)
!100 = !DILocation(line: 26, column: 1, scope: !92)
!101 = !DILocation(line: 30, column: 1, scope: !92)
!102 = !DILocation(line: 31, column: 1, scope: !92)
!103 = distinct !DISubprogram(name: "xdpc_filter", linkageName: "xdpc_filter", scope: !3, file: !3, line: 1, type: !104, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !106)
!104 = !DISubroutineType(flags: DIFlagPrototyped, types: !105)
!105 = !{!12, !55}
!106 = !{!107}
!107 = !DILocalVariable(name: "ctx", arg: 1, scope: !103, file: !3, line: 1, type: !55)
!108 = !DILocation(line: 1, column: 1, scope: !103)
