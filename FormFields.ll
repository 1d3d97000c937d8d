; ModuleID = '/tmp/fz/tmp/TemporaryDirectory.1ZIX14/FormFields-2.o'
source_filename = "/tmp/fz/tmp/TemporaryDirectory.1ZIX14/FormFields-2.o"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%swift.type_descriptor = type opaque
%swift.type = type { i64 }
%swift.protocol_conformance_descriptor = type { i32, i32, i32, i32 }
%swift.protocol_requirement = type { i32, i32 }
%swift.type_metadata_record = type { i32 }
%Ts5UInt8V = type <{ i8 }>
%TSa = type <{ %Ts22_ContiguousArrayBufferV }>
%Ts22_ContiguousArrayBufferV = type <{ ptr }>
%swift.vwtable = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i32, i32 }
%TSS = type <{ %Ts11_StringGutsV }>
%Ts11_StringGutsV = type <{ %Ts13_StringObjectV }>
%Ts13_StringObjectV = type <{ %Ts6UInt64V, ptr }>
%Ts6UInt64V = type <{ i64 }>
%Ts10ArraySliceV = type <{ %Ts12_SliceBufferV }>
%Ts12_SliceBufferV = type <{ %AnyObject, %TSp, %TSi, %TSu }>
%AnyObject = type { ptr }
%TSp = type <{ ptr }>
%TSi = type <{ i64 }>
%TSu = type <{ i64 }>
%TSiSg = type <{ [8 x i8], [1 x i8] }>
%Ts10ArraySliceVys5UInt8VGSg = type <{ [32 x i8] }>
%Ts16PartialRangeFromVySiG = type <{ %TSi }>
%swift.opaque = type opaque
%swift.refcounted = type { ptr, i64 }
%Ts15ContiguousArrayV = type <{ %Ts22_ContiguousArrayBufferV }>
%swift.metadata_response = type { ptr, i64 }

@"$ss5UInt8VSQsWP" = external global ptr, align 8
@"$ss10ArraySliceVMn" = external global %swift.type_descriptor, align 4
@"got.$ss10ArraySliceVMn" = linkonce_odr hidden constant ptr @"$ss10ArraySliceVMn"
@"$ss5UInt8VMn" = external global %swift.type_descriptor, align 4
@"got.$ss5UInt8VMn" = linkonce_odr hidden constant ptr @"$ss5UInt8VMn"
@"symbolic Say_____y_____GG s10ArraySliceV s5UInt8V" = linkonce_odr hidden constant <{ [3 x i8], i8, i32, [1 x i8], i8, i32, [2 x i8], i8 }> <{ [3 x i8] c"Say", i8 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss10ArraySliceVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ [3 x i8], i8, i32, [1 x i8], i8, i32, [2 x i8], i8 }>, ptr @"symbolic Say_____y_____GG s10ArraySliceV s5UInt8V", i32 0, i32 2) to i64)) to i32), [1 x i8] c"y", i8 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss5UInt8VMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ [3 x i8], i8, i32, [1 x i8], i8, i32, [2 x i8], i8 }>, ptr @"symbolic Say_____y_____GG s10ArraySliceV s5UInt8V", i32 0, i32 5) to i64)) to i32), [2 x i8] c"GG", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$sSays10ArraySliceVys5UInt8VGGMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic Say_____y_____GG s10ArraySliceV s5UInt8V" to i64), i64 ptrtoint (ptr @"$sSays10ArraySliceVys5UInt8VGGMD" to i64)) to i32), i32 -16 }, align 8
@"symbolic SS4name_SS5valuet" = linkonce_odr hidden constant <{ [17 x i8], i8 }> <{ [17 x i8] c"SS4name_SS5valuet", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$sSS4name_SS5valuetMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic SS4name_SS5valuet" to i64), i64 ptrtoint (ptr @"$sSS4name_SS5valuetMD" to i64)) to i32), i32 -17 }, align 8
@"$ss5NeverON" = external global %swift.type, align 8
@"$sSays10ArraySliceVys5UInt8VGGSayxGSlsWL" = linkonce_odr hidden global ptr null, align 8
@"$sSayxGSlsMc" = external global %swift.protocol_conformance_descriptor, align 4
@"$ss5NeverOs5ErrorsWP" = external global ptr, align 8
@"$sytWV" = external global ptr, align 8
@.str.13.HTTPSemantics = private constant [14 x i8] c"HTTPSemantics\00"
@"$s13HTTPSemanticsMXM" = linkonce_odr hidden constant <{ i32, i32, i32 }> <{ i32 0, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13.HTTPSemantics to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32 }>, ptr @"$s13HTTPSemanticsMXM", i32 0, i32 2) to i64)) to i32) }>, section ".rodata", no_sanitize_address, align 4
@.str.10.FormFields = private constant [11 x i8] c"FormFields\00"
@"$s13HTTPSemantics10FormFieldsOMn" = protected constant <{ i32, i32, i32, i32, i32, i32, i32 }> <{ i32 82, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemanticsMXM" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics10FormFieldsOMn", i32 0, i32 1) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10.FormFields to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics10FormFieldsOMn", i32 0, i32 2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics10FormFieldsOMa" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics10FormFieldsOMn", i32 0, i32 3) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics10FormFieldsOMF" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics10FormFieldsOMn", i32 0, i32 4) to i64)) to i32), i32 0, i32 0 }>, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemantics10FormFieldsOMf" = internal constant <{ ptr, ptr, i64, ptr }> <{ ptr null, ptr @"$sytWV", i64 513, ptr @"$s13HTTPSemantics10FormFieldsOMn" }>, align 8
@"symbolic _____ 13HTTPSemantics10FormFieldsO" = linkonce_odr hidden constant <{ i8, i32, i8 }> <{ i8 1, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics10FormFieldsOMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, i8 }>, ptr @"symbolic _____ 13HTTPSemantics10FormFieldsO", i32 0, i32 1) to i64)) to i32), i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$s13HTTPSemantics10FormFieldsOMF" = internal constant { i32, i32, i16, i16, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____ 13HTTPSemantics10FormFieldsO" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics10FormFieldsOMF" to i64)) to i32), i32 0, i16 2, i16 12, i32 0 }, section "swift5_fieldmd", no_sanitize_address, align 4
@"$sSTTL" = external global %swift.protocol_requirement, align 4
@"$s7ElementSTTl" = external global %swift.protocol_requirement, align 4
@"$sSlTL" = external global %swift.protocol_requirement, align 4
@"$s5IndexSlTl" = external global %swift.protocol_requirement, align 4
@".str.39.Range requires lowerBound <= upperBound" = private unnamed_addr constant [40 x i8] c"Range requires lowerBound <= upperBound\00"
@".str.17.Swift/Range.swift" = private unnamed_addr constant [18 x i8] c"Swift/Range.swift\00"
@".str.11.Fatal error" = private unnamed_addr constant [12 x i8] c"Fatal error\00"
@".str.18.Index out of range" = private unnamed_addr constant [19 x i8] c"Index out of range\00"
@"symbolic _____y_____G s10ArraySliceV s5UInt8V" = linkonce_odr hidden constant <{ i8, i32, [1 x i8], i8, i32, [1 x i8], i8 }> <{ i8 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss10ArraySliceVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, [1 x i8], i8, i32, [1 x i8], i8 }>, ptr @"symbolic _____y_____G s10ArraySliceV s5UInt8V", i32 0, i32 1) to i64)) to i32), [1 x i8] c"y", i8 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss5UInt8VMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, [1 x i8], i8, i32, [1 x i8], i8 }>, ptr @"symbolic _____y_____G s10ArraySliceV s5UInt8V", i32 0, i32 4) to i64)) to i32), [1 x i8] c"G", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$ss10ArraySliceVys5UInt8VGMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____y_____G s10ArraySliceV s5UInt8V" to i64), i64 ptrtoint (ptr @"$ss10ArraySliceVys5UInt8VGMD" to i64)) to i32), i32 -12 }, align 8
@"$ss10ArraySliceVys5UInt8VGAByxGSlsWL" = linkonce_odr hidden global ptr null, align 8
@"$ss10ArraySliceVyxGSlsMc" = external global %swift.protocol_conformance_descriptor, align 4
@"symbolic SiSg" = linkonce_odr hidden constant <{ [4 x i8], i8 }> <{ [4 x i8] c"SiSg", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$sSiSgMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic SiSg" to i64), i64 ptrtoint (ptr @"$sSiSgMD" to i64)) to i32), i32 -4 }, align 8
@"$ss10ArraySliceVys5UInt8VGAByxGSMsWL" = linkonce_odr hidden global ptr null, align 8
@"$ss10ArraySliceVyxGSMsMc" = external global %swift.protocol_conformance_descriptor, align 4
@"$ss5UInt8VN" = external global %swift.type, align 8
@".str.43.Range cannot have an unordered lower bound." = private unnamed_addr constant [44 x i8] c"Range cannot have an unordered lower bound.\00"
@"$ss16PartialRangeFromVMn" = external global %swift.type_descriptor, align 4
@"got.$ss16PartialRangeFromVMn" = linkonce_odr hidden constant ptr @"$ss16PartialRangeFromVMn"
@"symbolic _____ySiG s16PartialRangeFromV" = linkonce_odr hidden constant <{ i8, i32, [4 x i8], i8 }> <{ i8 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss16PartialRangeFromVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, [4 x i8], i8 }>, ptr @"symbolic _____ySiG s16PartialRangeFromV", i32 0, i32 1) to i64)) to i32), [4 x i8] c"ySiG", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$ss16PartialRangeFromVySiGMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____ySiG s16PartialRangeFromV" to i64), i64 ptrtoint (ptr @"$ss16PartialRangeFromVySiGMD" to i64)) to i32), i32 -9 }, align 8
@"$ss16PartialRangeFromVySiGAByxGSXsWL" = linkonce_odr hidden global ptr null, align 8
@"$ss16PartialRangeFromVyxGSXsMc" = external global %swift.protocol_conformance_descriptor, align 4
@"$s13HTTPSemantics10FormFieldsOHn" = private constant %swift.type_metadata_record { i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics10FormFieldsOMn" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics10FormFieldsOHn" to i64)) to i32) }, section "swift5_type_metadata", no_sanitize_address, align 4
@__swift_reflection_version = linkonce_odr hidden constant i16 3
@llvm.swift_module_hash = private constant [16 x i8] zeroinitializer, section ".swift_modhash"
@_swift1_autolink_entries = private constant [102 x i8] c"-lswiftSwiftOnoneSupport\00-lswiftCore\00-lswift_Concurrency\00-lswift_StringProcessing\00-lswift_RegexParser\00", section ".swift1_autolink_entries", no_sanitize_address, align 8
@llvm.used = appending global [10 x ptr] [ptr @"$s13HTTPSemantics10FormFieldsO5parseySaySS4name_SS5valuetGxSlRzs5UInt8V7ElementRtzlFZ", ptr @"$s13HTTPSemantics10FormFieldsO5parseySaySS4name_SS5valuetGxSlRzs5UInt8V7ElementRtzlFZ", ptr @"$s13HTTPSemantics10FormFieldsOMn", ptr @"$s13HTTPSemantics10FormFieldsOMa", ptr @"$s13HTTPSemantics10FormFieldsON", ptr @"$s13HTTPSemantics10FormFieldsOMF", ptr @"$s13HTTPSemantics10FormFieldsOHn", ptr @__swift_reflection_version, ptr @llvm.swift_module_hash, ptr @_swift1_autolink_entries], section "llvm.metadata"
@llvm.compiler.used = appending global [4 x ptr] [ptr @"$s13HTTPSemantics10FormFieldsOMf", ptr @"$ss10ArraySliceVys5UInt8VGAByxGSMsWl", ptr @"$ss10ArraySliceVys5UInt8VGAByxGSMsWl", ptr @"$ss16PartialRangeFromVySiGAByxGSXsWl"], section "llvm.metadata"

@"$s13HTTPSemantics10FormFieldsON" = protected alias %swift.type, getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics10FormFieldsOMf", i32 0, i32 2)

; Function Attrs: sanitize_address
define protected swiftcc ptr @"$s13HTTPSemantics10FormFieldsO5parseySaySS4name_SS5valuetGxSlRzs5UInt8V7ElementRtzlFZ"(ptr noalias %0, ptr %1, ptr %2) #0 !dbg !33 {
  %4 = alloca ptr, align 8
    #dbg_declare(ptr %4, !42, !DIExpression(), !53)
  %5 = alloca ptr, align 8
    #dbg_declare(ptr %5, !44, !DIExpression(DW_OP_deref), !54)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 8, i1 false)
  %6 = alloca %Ts5UInt8V, align 1
  %7 = alloca %TSa, align 8
  %8 = alloca swifterror ptr, align 8
  store ptr null, ptr %8, align 8
  store ptr %1, ptr %4, align 8
  %9 = getelementptr inbounds ptr, ptr %1, i64 -1, !dbg !55
  %10 = load ptr, ptr %9, align 8, !dbg !55, !invariant.load !57, !dereferenceable !58
  %11 = getelementptr inbounds nuw %swift.vwtable, ptr %10, i32 0, i32 8, !dbg !55
  %12 = load i64, ptr %11, align 8, !dbg !55, !invariant.load !57
  %13 = alloca i8, i64 %12, align 16, !dbg !55
  call void @llvm.lifetime.start.p0(i64 -1, ptr %13), !dbg !55
  store ptr %0, ptr %5, align 8, !dbg !53
    #dbg_value(i64 0, !51, !DIExpression(), !59)
  %14 = getelementptr inbounds ptr, ptr %10, i32 2, !dbg !60
  %15 = load ptr, ptr %14, align 8, !dbg !60, !invariant.load !57
  %16 = call ptr %15(ptr noalias %13, ptr noalias %0, ptr %1) #10, !dbg !60
  %17 = call swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32 38), !dbg !61
  call void @llvm.lifetime.start.p0(i64 1, ptr %6), !dbg !55
  %18 = getelementptr inbounds nuw %Ts5UInt8V, ptr %6, i32 0, i32 0, !dbg !61
  store i8 %17, ptr %18, align 1, !dbg !61
  %19 = getelementptr inbounds ptr, ptr %2, i32 1, !dbg !53
  %20 = load ptr, ptr %19, align 8, !dbg !53, !invariant.load !57
  %21 = call swiftcc i64 @"$sSTsSQ7ElementRpzrlE5split9separator9maxSplits25omittingEmptySubsequencesSays10ArraySliceVyABGGAB_SiSbtFfA0_"(ptr %1, ptr %20, ptr @"$ss5UInt8VSQsWP"), !dbg !53
  %22 = call swiftcc ptr @"$sSTsSQ7ElementRpzrlE5split9separator9maxSplits25omittingEmptySubsequencesSays10ArraySliceVyABGGAB_SiSbtF"(ptr noalias %6, i64 %21, i1 true, ptr %1, ptr %20, ptr @"$ss5UInt8VSQsWP", ptr noalias swiftself %13), !dbg !62
  call void @llvm.lifetime.end.p0(i64 1, ptr %6), !dbg !63
  call void @llvm.lifetime.start.p0(i64 8, ptr %7), !dbg !55
  %23 = getelementptr inbounds nuw %TSa, ptr %7, i32 0, i32 0, !dbg !62
  %24 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %23, i32 0, i32 0, !dbg !62
  store ptr %22, ptr %24, align 8, !dbg !62
  %25 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSays10ArraySliceVys5UInt8VGGMD") #8, !dbg !65
  %26 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSS4name_SS5valuetMD") #8, !dbg !65
  %27 = call ptr @"$sSays10ArraySliceVys5UInt8VGGSayxGSlsWl"() #15, !dbg !65
  %28 = call swiftcc ptr @"$sSlsE3mapySayqd__Gqd__7ElementQzqd_0_YKXEqd_0_YKs5ErrorRd_0_r0_lF"(ptr @"$s13HTTPSemantics10FormFieldsO5parseySaySS4name_SS5valuetGxSlRzs5UInt8V7ElementRtzlFZSSAE_SSAFts10ArraySliceVyAIGXEfU_", ptr null, ptr %25, ptr %26, ptr @"$ss5NeverON", ptr %27, ptr @"$ss5NeverOs5ErrorsWP", ptr noalias swiftself %7, ptr noalias swifterror captures(none) dereferenceable(8) %8, ptr undef), !dbg !65
  %29 = load ptr, ptr %8, align 8, !dbg !65
  %30 = icmp ne ptr %29, null, !dbg !65
  %31 = ptrtoint ptr %29 to i64, !dbg !65
  br i1 %30, label %35, label %32, !dbg !65

32:                                               ; preds = %3
  %33 = phi ptr [ %28, %3 ], !dbg !66
  %34 = call ptr @"$sSays10ArraySliceVys5UInt8VGGWOh"(ptr %7), !dbg !67
  call void @llvm.lifetime.end.p0(i64 8, ptr %7), !dbg !67
  call void @llvm.lifetime.end.p0(i64 -1, ptr %13), !dbg !67
  ret ptr %33, !dbg !67

35:                                               ; preds = %3
  store ptr null, ptr %8, align 8, !dbg !65
  unreachable, !dbg !65
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr captures(none)) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

declare swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32) #3

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc i64 @"$sSTsSQ7ElementRpzrlE5split9separator9maxSplits25omittingEmptySubsequencesSays10ArraySliceVyABGGAB_SiSbtFfA0_"(ptr %0, ptr %1, ptr %2) #0 !dbg !68 {
  %4 = alloca ptr, align 8
    #dbg_declare(ptr %4, !74, !DIExpression(), !77)
  store ptr %0, ptr %4, align 8
  ret i64 9223372036854775807, !dbg !77
}

declare swiftcc ptr @"$sSTsSQ7ElementRpzrlE5split9separator9maxSplits25omittingEmptySubsequencesSays10ArraySliceVyABGGAB_SiSbtF"(ptr noalias, i64, i1, ptr, ptr, ptr, ptr noalias swiftself) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr captures(none)) #1

; Function Attrs: sanitize_address
define internal swiftcc void @"$s13HTTPSemantics10FormFieldsO5parseySaySS4name_SS5valuetGxSlRzs5UInt8V7ElementRtzlFZSSAE_SSAFts10ArraySliceVyAIGXEfU_"(ptr noalias sret(<{ %TSS, %TSS }>) captures(none) %0, ptr noalias captures(none) dereferenceable(32) %1, ptr swiftself %2, ptr noalias swifterror captures(none) dereferenceable(8) %3, ptr %4) #0 !dbg !78 {
  %6 = alloca %Ts10ArraySliceV, align 8
    #dbg_declare(ptr %6, !84, !DIExpression(), !108)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 32, i1 false)
  %7 = alloca %TSiSg, align 8
  %8 = alloca %Ts10ArraySliceV, align 8
  %9 = alloca %Ts5UInt8V, align 1
  %10 = alloca %TSiSg, align 8
    #dbg_declare(ptr %10, !93, !DIExpression(), !109)
  call void @llvm.memset.p0.i64(ptr align 8 %10, i8 0, i64 9, i1 false)
  %11 = alloca %Ts10ArraySliceV, align 8
  %12 = alloca %Ts10ArraySliceVys5UInt8VGSg, align 8
  %13 = alloca %TSiSg, align 8
  %14 = alloca i8, i64 48, align 16
  %15 = alloca %Ts10ArraySliceVys5UInt8VGSg, align 8
  %16 = alloca %Ts10ArraySliceVys5UInt8VGSg, align 8
  %17 = alloca %Ts10ArraySliceV, align 8
  %18 = alloca %Ts10ArraySliceV, align 8
    #dbg_declare(ptr %18, !102, !DIExpression(), !110)
  call void @llvm.memset.p0.i64(ptr align 8 %18, i8 0, i64 32, i1 false)
  %19 = alloca %Ts10ArraySliceV, align 8
  %20 = alloca %Ts10ArraySliceVys5UInt8VGSg, align 8
  %21 = alloca %TSiSg, align 8
  %22 = alloca i8, i64 48, align 16
  %23 = alloca %Ts10ArraySliceVys5UInt8VGSg, align 8
  %24 = alloca %Ts10ArraySliceVys5UInt8VGSg, align 8
  %25 = alloca %Ts10ArraySliceV, align 8
  %26 = alloca %Ts16PartialRangeFromVySiG, align 8
  %27 = alloca %Ts10ArraySliceV, align 8
    #dbg_declare(ptr %27, !104, !DIExpression(), !111)
  call void @llvm.memset.p0.i64(ptr align 8 %27, i8 0, i64 32, i1 false)
  %28 = alloca %Ts10ArraySliceV, align 8
  %29 = alloca %Ts10ArraySliceV, align 8
  %30 = getelementptr inbounds nuw %Ts10ArraySliceV, ptr %1, i32 0, i32 0, !dbg !112
  %31 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %30, i32 0, i32 0, !dbg !112
  %32 = getelementptr inbounds nuw %AnyObject, ptr %31, i32 0, i32 0, !dbg !112
  %33 = load ptr, ptr %32, align 8, !dbg !112
  %34 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %30, i32 0, i32 1, !dbg !112
  %35 = getelementptr inbounds nuw %TSp, ptr %34, i32 0, i32 0, !dbg !112
  %36 = load ptr, ptr %35, align 8, !dbg !112
  %37 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %30, i32 0, i32 2, !dbg !112
  %38 = getelementptr inbounds nuw %TSi, ptr %37, i32 0, i32 0, !dbg !112
  %39 = load i64, ptr %38, align 8, !dbg !112
  %40 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %30, i32 0, i32 3, !dbg !112
  %41 = getelementptr inbounds nuw %TSu, ptr %40, i32 0, i32 0, !dbg !112
  %42 = load i64, ptr %41, align 8, !dbg !112
  call void @llvm.lifetime.start.p0(i64 32, ptr %6), !dbg !112
  %43 = getelementptr inbounds nuw %Ts10ArraySliceV, ptr %6, i32 0, i32 0, !dbg !114
  %44 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %43, i32 0, i32 0, !dbg !114
  %45 = getelementptr inbounds nuw %AnyObject, ptr %44, i32 0, i32 0, !dbg !114
  store ptr %33, ptr %45, align 8, !dbg !114
  %46 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %43, i32 0, i32 1, !dbg !114
  %47 = getelementptr inbounds nuw %TSp, ptr %46, i32 0, i32 0, !dbg !114
  store ptr %36, ptr %47, align 8, !dbg !114
  %48 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %43, i32 0, i32 2, !dbg !114
  %49 = getelementptr inbounds nuw %TSi, ptr %48, i32 0, i32 0, !dbg !114
  store i64 %39, ptr %49, align 8, !dbg !114
  %50 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %43, i32 0, i32 3, !dbg !114
  %51 = getelementptr inbounds nuw %TSu, ptr %50, i32 0, i32 0, !dbg !114
  store i64 %42, ptr %51, align 8, !dbg !114
  call void @llvm.lifetime.start.p0(i64 9, ptr %7), !dbg !115
  call void @llvm.lifetime.start.p0(i64 32, ptr %8), !dbg !115
  %52 = getelementptr inbounds nuw %Ts10ArraySliceV, ptr %8, i32 0, i32 0, !dbg !118
  %53 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %52, i32 0, i32 0, !dbg !118
  %54 = getelementptr inbounds nuw %AnyObject, ptr %53, i32 0, i32 0, !dbg !118
  store ptr %33, ptr %54, align 8, !dbg !118
  %55 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %52, i32 0, i32 1, !dbg !118
  %56 = getelementptr inbounds nuw %TSp, ptr %55, i32 0, i32 0, !dbg !118
  store ptr %36, ptr %56, align 8, !dbg !118
  %57 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %52, i32 0, i32 2, !dbg !118
  %58 = getelementptr inbounds nuw %TSi, ptr %57, i32 0, i32 0, !dbg !118
  store i64 %39, ptr %58, align 8, !dbg !118
  %59 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %52, i32 0, i32 3, !dbg !118
  %60 = getelementptr inbounds nuw %TSu, ptr %59, i32 0, i32 0, !dbg !118
  store i64 %42, ptr %60, align 8, !dbg !118
  %61 = call swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32 61), !dbg !119
  call void @llvm.lifetime.start.p0(i64 1, ptr %9), !dbg !115
  %62 = getelementptr inbounds nuw %Ts5UInt8V, ptr %9, i32 0, i32 0, !dbg !119
  store i8 %61, ptr %62, align 1, !dbg !119
  %63 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$ss10ArraySliceVys5UInt8VGMD") #8, !dbg !120
  %64 = call ptr @"$ss10ArraySliceVys5UInt8VGAByxGSlsWl"() #15, !dbg !120
  call swiftcc void @"$sSlsSQ7ElementRpzrlE10firstIndex2of0C0QzSgAB_tF"(ptr noalias sret(%swift.opaque) %7, ptr noalias %9, ptr %63, ptr %64, ptr @"$ss5UInt8VSQsWP", ptr noalias swiftself %8), !dbg !120
  call void @llvm.lifetime.end.p0(i64 1, ptr %9), !dbg !121
  call void @llvm.lifetime.end.p0(i64 32, ptr %8), !dbg !121
  %65 = load i64, ptr %7, align 8, !dbg !120
  %66 = getelementptr inbounds nuw %TSiSg, ptr %7, i32 0, i32 1, !dbg !120
  %67 = load i8, ptr %66, align 8, !dbg !120
  call void @llvm.lifetime.start.p0(i64 9, ptr %10), !dbg !123
  store i64 %65, ptr %10, align 8, !dbg !125
  %68 = getelementptr inbounds nuw %TSiSg, ptr %10, i32 0, i32 1, !dbg !125
  store i8 %67, ptr %68, align 8, !dbg !125
  call void @llvm.lifetime.end.p0(i64 9, ptr %7), !dbg !126
  call void @llvm.lifetime.start.p0(i64 32, ptr %11), !dbg !128
  call void @llvm.lifetime.start.p0(i64 32, ptr %12), !dbg !128
  call void @llvm.lifetime.start.p0(i64 9, ptr %13), !dbg !128
  store i64 %65, ptr %13, align 8, !dbg !131
  %69 = getelementptr inbounds nuw %TSiSg, ptr %13, i32 0, i32 1, !dbg !131
  store i8 %67, ptr %69, align 8, !dbg !131
  %70 = call ptr @swift_retain(ptr returned %33) #16, !dbg !132
  call void @llvm.lifetime.start.p0(i64 48, ptr %14), !dbg !133
  %71 = getelementptr inbounds nuw <{ %swift.refcounted, %Ts10ArraySliceV }>, ptr %14, i32 0, i32 1, !dbg !133
  %72 = getelementptr inbounds nuw %Ts10ArraySliceV, ptr %71, i32 0, i32 0, !dbg !133
  %73 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %72, i32 0, i32 0, !dbg !133
  %74 = getelementptr inbounds nuw %AnyObject, ptr %73, i32 0, i32 0, !dbg !133
  store ptr %33, ptr %74, align 8, !dbg !133
  %75 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %72, i32 0, i32 1, !dbg !133
  %76 = getelementptr inbounds nuw %TSp, ptr %75, i32 0, i32 0, !dbg !133
  store ptr %36, ptr %76, align 8, !dbg !133
  %77 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %72, i32 0, i32 2, !dbg !133
  %78 = getelementptr inbounds nuw %TSi, ptr %77, i32 0, i32 0, !dbg !133
  store i64 %39, ptr %78, align 8, !dbg !133
  %79 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %72, i32 0, i32 3, !dbg !133
  %80 = getelementptr inbounds nuw %TSu, ptr %79, i32 0, i32 0, !dbg !133
  store i64 %42, ptr %80, align 8, !dbg !133
  %81 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSiSgMD") #8, !dbg !134
  call swiftcc void @"$sSq3mapyqd_0_Sgqd_0_xqd__YKXEqd__YKs5ErrorRd__Ri_d_0_r0_lF"(ptr noalias sret(%swift.opaque) %12, ptr @"$s13HTTPSemantics10FormFieldsO5parseySaySS4name_SS5valuetGxSlRzs5UInt8V7ElementRtzlFZSSAE_SSAFts10ArraySliceVyAIGXEfU_ANSiXEfU_TA", ptr %14, ptr %81, ptr @"$ss5NeverON", ptr %63, ptr @"$ss5NeverOs5ErrorsWP", ptr noalias swiftself %13, ptr noalias swifterror captures(none) dereferenceable(8) %3, ptr undef), !dbg !134
  %82 = load ptr, ptr %3, align 8, !dbg !134
  %83 = icmp ne ptr %82, null, !dbg !134
  %84 = ptrtoint ptr %82 to i64, !dbg !134
  br i1 %83, label %285, label %85, !dbg !134

85:                                               ; preds = %5
  call void @llvm.lifetime.end.p0(i64 48, ptr %14), !dbg !135
  call void @swift_release(ptr %33) #10, !dbg !135
  call void @llvm.lifetime.end.p0(i64 9, ptr %13), !dbg !135
  %86 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %12, i32 0, i32 0, !dbg !134
  %87 = load i64, ptr %86, align 8, !dbg !134
  %88 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %12, i32 0, i32 1, !dbg !134
  %89 = load i64, ptr %88, align 8, !dbg !134
  %90 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %12, i32 0, i32 2, !dbg !134
  %91 = load i64, ptr %90, align 8, !dbg !134
  %92 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %12, i32 0, i32 3, !dbg !134
  %93 = load i64, ptr %92, align 8, !dbg !134
  call void @llvm.lifetime.start.p0(i64 32, ptr %15), !dbg !128
  %94 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %15, i32 0, i32 0, !dbg !134
  store i64 %87, ptr %94, align 8, !dbg !134
  %95 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %15, i32 0, i32 1, !dbg !134
  store i64 %89, ptr %95, align 8, !dbg !134
  %96 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %15, i32 0, i32 2, !dbg !134
  store i64 %91, ptr %96, align 8, !dbg !134
  %97 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %15, i32 0, i32 3, !dbg !134
  store i64 %93, ptr %97, align 8, !dbg !134
  %98 = call ptr @swift_retain(ptr returned %33) #16, !dbg !132
  call void @llvm.lifetime.start.p0(i64 32, ptr %16), !dbg !128
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 %15, i64 32, i1 false), !dbg !137
  %99 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %16, i32 0, i32 0, !dbg !137
  %100 = load i64, ptr %99, align 8, !dbg !137
  %101 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %16, i32 0, i32 1, !dbg !137
  %102 = load i64, ptr %101, align 8, !dbg !137
  %103 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %16, i32 0, i32 2, !dbg !137
  %104 = load i64, ptr %103, align 8, !dbg !137
  %105 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %16, i32 0, i32 3, !dbg !137
  %106 = load i64, ptr %105, align 8, !dbg !137
  %107 = icmp eq i64 %100, 0, !dbg !137
  br i1 %107, label %109, label %108, !dbg !137

108:                                              ; preds = %85
  call void @swift_release(ptr %33) #10, !dbg !137
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %16, i64 32, i1 false), !dbg !137
  br label %129, !dbg !137

109:                                              ; preds = %85
  call void @llvm.lifetime.start.p0(i64 32, ptr %17), !dbg !128
  %110 = getelementptr inbounds nuw %Ts10ArraySliceV, ptr %17, i32 0, i32 0, !dbg !137
  %111 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %110, i32 0, i32 0, !dbg !137
  %112 = getelementptr inbounds nuw %AnyObject, ptr %111, i32 0, i32 0, !dbg !137
  store ptr %33, ptr %112, align 8, !dbg !137
  %113 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %110, i32 0, i32 1, !dbg !137
  %114 = getelementptr inbounds nuw %TSp, ptr %113, i32 0, i32 0, !dbg !137
  store ptr %36, ptr %114, align 8, !dbg !137
  %115 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %110, i32 0, i32 2, !dbg !137
  %116 = getelementptr inbounds nuw %TSi, ptr %115, i32 0, i32 0, !dbg !137
  store i64 %39, ptr %116, align 8, !dbg !137
  %117 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %110, i32 0, i32 3, !dbg !137
  %118 = getelementptr inbounds nuw %TSu, ptr %117, i32 0, i32 0, !dbg !137
  store i64 %42, ptr %118, align 8, !dbg !137
  %119 = call ptr @"$ss10ArraySliceVys5UInt8VGAByxGSMsWl"() #15, !dbg !137
  call swiftcc void @"$sSMsEy11SubSequenceQzys15UnboundedRange_OXEcig"(ptr noalias sret(%swift.opaque) %11, ptr @"$s13HTTPSemantics10FormFieldsO5parseySaySS4name_SS5valuetGxSlRzs5UInt8V7ElementRtzlFZSSAE_SSAFts10ArraySliceVyAIGXEfU_ANyKXEfu_ys15UnboundedRange_OYbcfu0_", ptr null, ptr %63, ptr %119, ptr noalias swiftself %17), !dbg !137
  call void @llvm.lifetime.end.p0(i64 32, ptr %17), !dbg !137
  call void @swift_release(ptr %33) #10, !dbg !137
  %120 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %16, i32 0, i32 0, !dbg !137
  %121 = load i64, ptr %120, align 8, !dbg !137
  %122 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %16, i32 0, i32 1, !dbg !137
  %123 = load i64, ptr %122, align 8, !dbg !137
  %124 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %16, i32 0, i32 2, !dbg !137
  %125 = load i64, ptr %124, align 8, !dbg !137
  %126 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %16, i32 0, i32 3, !dbg !137
  %127 = load i64, ptr %126, align 8, !dbg !137
  %128 = icmp eq i64 %121, 0, !dbg !137
  br i1 %128, label %167, label %168, !dbg !137

129:                                              ; preds = %108, %167, %168
  call void @llvm.lifetime.end.p0(i64 32, ptr %16), !dbg !137
  call void @llvm.lifetime.end.p0(i64 32, ptr %15), !dbg !135
  call void @llvm.lifetime.end.p0(i64 32, ptr %12), !dbg !135
  %130 = getelementptr inbounds nuw %Ts10ArraySliceV, ptr %11, i32 0, i32 0, !dbg !137
  %131 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %130, i32 0, i32 0, !dbg !137
  %132 = getelementptr inbounds nuw %AnyObject, ptr %131, i32 0, i32 0, !dbg !137
  %133 = load ptr, ptr %132, align 8, !dbg !137
  %134 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %130, i32 0, i32 1, !dbg !137
  %135 = getelementptr inbounds nuw %TSp, ptr %134, i32 0, i32 0, !dbg !137
  %136 = load ptr, ptr %135, align 8, !dbg !137
  %137 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %130, i32 0, i32 2, !dbg !137
  %138 = getelementptr inbounds nuw %TSi, ptr %137, i32 0, i32 0, !dbg !137
  %139 = load i64, ptr %138, align 8, !dbg !137
  %140 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %130, i32 0, i32 3, !dbg !137
  %141 = getelementptr inbounds nuw %TSu, ptr %140, i32 0, i32 0, !dbg !137
  %142 = load i64, ptr %141, align 8, !dbg !137
  call void @llvm.lifetime.start.p0(i64 32, ptr %18), !dbg !138
  %143 = getelementptr inbounds nuw %Ts10ArraySliceV, ptr %18, i32 0, i32 0, !dbg !140
  %144 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %143, i32 0, i32 0, !dbg !140
  %145 = getelementptr inbounds nuw %AnyObject, ptr %144, i32 0, i32 0, !dbg !140
  store ptr %133, ptr %145, align 8, !dbg !140
  %146 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %143, i32 0, i32 1, !dbg !140
  %147 = getelementptr inbounds nuw %TSp, ptr %146, i32 0, i32 0, !dbg !140
  store ptr %136, ptr %147, align 8, !dbg !140
  %148 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %143, i32 0, i32 2, !dbg !140
  %149 = getelementptr inbounds nuw %TSi, ptr %148, i32 0, i32 0, !dbg !140
  store i64 %139, ptr %149, align 8, !dbg !140
  %150 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %143, i32 0, i32 3, !dbg !140
  %151 = getelementptr inbounds nuw %TSu, ptr %150, i32 0, i32 0, !dbg !140
  store i64 %142, ptr %151, align 8, !dbg !140
  call void @llvm.lifetime.end.p0(i64 32, ptr %11), !dbg !141
  call void @llvm.lifetime.start.p0(i64 32, ptr %19), !dbg !143
  call void @llvm.lifetime.start.p0(i64 32, ptr %20), !dbg !143
  call void @llvm.lifetime.start.p0(i64 9, ptr %21), !dbg !143
  store i64 %65, ptr %21, align 8, !dbg !146
  %152 = getelementptr inbounds nuw %TSiSg, ptr %21, i32 0, i32 1, !dbg !146
  store i8 %67, ptr %152, align 8, !dbg !146
  %153 = call ptr @swift_retain(ptr returned %33) #16, !dbg !147
  call void @llvm.lifetime.start.p0(i64 48, ptr %22), !dbg !148
  %154 = getelementptr inbounds nuw <{ %swift.refcounted, %Ts10ArraySliceV }>, ptr %22, i32 0, i32 1, !dbg !148
  %155 = getelementptr inbounds nuw %Ts10ArraySliceV, ptr %154, i32 0, i32 0, !dbg !148
  %156 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %155, i32 0, i32 0, !dbg !148
  %157 = getelementptr inbounds nuw %AnyObject, ptr %156, i32 0, i32 0, !dbg !148
  store ptr %33, ptr %157, align 8, !dbg !148
  %158 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %155, i32 0, i32 1, !dbg !148
  %159 = getelementptr inbounds nuw %TSp, ptr %158, i32 0, i32 0, !dbg !148
  store ptr %36, ptr %159, align 8, !dbg !148
  %160 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %155, i32 0, i32 2, !dbg !148
  %161 = getelementptr inbounds nuw %TSi, ptr %160, i32 0, i32 0, !dbg !148
  store i64 %39, ptr %161, align 8, !dbg !148
  %162 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %155, i32 0, i32 3, !dbg !148
  %163 = getelementptr inbounds nuw %TSu, ptr %162, i32 0, i32 0, !dbg !148
  store i64 %42, ptr %163, align 8, !dbg !148
  call swiftcc void @"$sSq3mapyqd_0_Sgqd_0_xqd__YKXEqd__YKs5ErrorRd__Ri_d_0_r0_lF"(ptr noalias sret(%swift.opaque) %20, ptr @"$s13HTTPSemantics10FormFieldsO5parseySaySS4name_SS5valuetGxSlRzs5UInt8V7ElementRtzlFZSSAE_SSAFts10ArraySliceVyAIGXEfU_ANSiXEfU0_TA", ptr %22, ptr %81, ptr @"$ss5NeverON", ptr %63, ptr @"$ss5NeverOs5ErrorsWP", ptr noalias swiftself %21, ptr noalias swifterror captures(none) dereferenceable(8) %3, ptr undef), !dbg !149
  %164 = load ptr, ptr %3, align 8, !dbg !149
  %165 = icmp ne ptr %164, null, !dbg !149
  %166 = ptrtoint ptr %164 to i64, !dbg !149
  br i1 %165, label %286, label %170, !dbg !149

167:                                              ; preds = %109
  br label %129, !dbg !137

168:                                              ; preds = %109
  %169 = call ptr @"$ss10ArraySliceVys5UInt8VGSgWOh"(ptr %16), !dbg !137
  br label %129, !dbg !137

170:                                              ; preds = %129
  call void @llvm.lifetime.end.p0(i64 48, ptr %22), !dbg !150
  call void @swift_release(ptr %33) #10, !dbg !150
  call void @llvm.lifetime.end.p0(i64 9, ptr %21), !dbg !150
  %171 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %20, i32 0, i32 0, !dbg !149
  %172 = load i64, ptr %171, align 8, !dbg !149
  %173 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %20, i32 0, i32 1, !dbg !149
  %174 = load i64, ptr %173, align 8, !dbg !149
  %175 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %20, i32 0, i32 2, !dbg !149
  %176 = load i64, ptr %175, align 8, !dbg !149
  %177 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %20, i32 0, i32 3, !dbg !149
  %178 = load i64, ptr %177, align 8, !dbg !149
  call void @llvm.lifetime.start.p0(i64 32, ptr %23), !dbg !143
  %179 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %23, i32 0, i32 0, !dbg !149
  store i64 %172, ptr %179, align 8, !dbg !149
  %180 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %23, i32 0, i32 1, !dbg !149
  store i64 %174, ptr %180, align 8, !dbg !149
  %181 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %23, i32 0, i32 2, !dbg !149
  store i64 %176, ptr %181, align 8, !dbg !149
  %182 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %23, i32 0, i32 3, !dbg !149
  store i64 %178, ptr %182, align 8, !dbg !149
  %183 = call ptr @swift_retain(ptr returned %33) #16, !dbg !147
  call void @llvm.lifetime.start.p0(i64 32, ptr %24), !dbg !143
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 8 %23, i64 32, i1 false), !dbg !152
  %184 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %24, i32 0, i32 0, !dbg !152
  %185 = load i64, ptr %184, align 8, !dbg !152
  %186 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %24, i32 0, i32 1, !dbg !152
  %187 = load i64, ptr %186, align 8, !dbg !152
  %188 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %24, i32 0, i32 2, !dbg !152
  %189 = load i64, ptr %188, align 8, !dbg !152
  %190 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %24, i32 0, i32 3, !dbg !152
  %191 = load i64, ptr %190, align 8, !dbg !152
  %192 = icmp eq i64 %185, 0, !dbg !152
  br i1 %192, label %194, label %193, !dbg !152

193:                                              ; preds = %170
  call void @swift_release(ptr %33) #10, !dbg !152
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 %24, i64 32, i1 false), !dbg !152
  br label %223, !dbg !152

194:                                              ; preds = %170
  %195 = call swiftcc i64 @"$ss10ArraySliceV8endIndexSivg"(ptr %33, ptr %36, i64 %39, i64 %42, ptr @"$ss5UInt8VN"), !dbg !152
  %196 = icmp eq i64 %195, %195, !dbg !152
  %197 = call i1 @llvm.expect.i1(i1 %196, i1 true), !dbg !152
  br i1 %197, label %199, label %198, !dbg !152

198:                                              ; preds = %194
  call swiftcc void @"$ss17_assertionFailure__4file4line5flagss5NeverOs12StaticStringV_A2HSus6UInt32VtF"(i64 ptrtoint (ptr @".str.11.Fatal error" to i64), i64 11, i8 2, i64 ptrtoint (ptr @".str.43.Range cannot have an unordered lower bound." to i64), i64 43, i8 2, i64 ptrtoint (ptr @".str.17.Swift/Range.swift" to i64), i64 17, i8 2, i64 854, i32 1), !dbg !152
  unreachable, !dbg !150

199:                                              ; preds = %194
  call void @llvm.lifetime.start.p0(i64 32, ptr %25), !dbg !143
  %200 = getelementptr inbounds nuw %Ts10ArraySliceV, ptr %25, i32 0, i32 0, !dbg !152
  %201 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %200, i32 0, i32 0, !dbg !152
  %202 = getelementptr inbounds nuw %AnyObject, ptr %201, i32 0, i32 0, !dbg !152
  store ptr %33, ptr %202, align 8, !dbg !152
  %203 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %200, i32 0, i32 1, !dbg !152
  %204 = getelementptr inbounds nuw %TSp, ptr %203, i32 0, i32 0, !dbg !152
  store ptr %36, ptr %204, align 8, !dbg !152
  %205 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %200, i32 0, i32 2, !dbg !152
  %206 = getelementptr inbounds nuw %TSi, ptr %205, i32 0, i32 0, !dbg !152
  store i64 %39, ptr %206, align 8, !dbg !152
  %207 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %200, i32 0, i32 3, !dbg !152
  %208 = getelementptr inbounds nuw %TSu, ptr %207, i32 0, i32 0, !dbg !152
  store i64 %42, ptr %208, align 8, !dbg !152
  call void @llvm.lifetime.start.p0(i64 8, ptr %26), !dbg !143
  %209 = getelementptr inbounds nuw %Ts16PartialRangeFromVySiG, ptr %26, i32 0, i32 0, !dbg !152
  %210 = getelementptr inbounds nuw %TSi, ptr %209, i32 0, i32 0, !dbg !152
  store i64 %195, ptr %210, align 8, !dbg !152
  %211 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$ss16PartialRangeFromVySiGMD") #8, !dbg !152
  %212 = call ptr @"$ss10ArraySliceVys5UInt8VGAByxGSMsWl"() #15, !dbg !152
  %213 = call ptr @"$ss16PartialRangeFromVySiGAByxGSXsWl"() #15, !dbg !152
  call swiftcc void @"$sSMsEy11SubSequenceQzqd__cSXRd__5BoundQyd__5IndexRtzluig"(ptr noalias sret(%swift.opaque) %19, ptr noalias %26, ptr %63, ptr %211, ptr %212, ptr %213, ptr noalias swiftself %25), !dbg !152
  call void @llvm.lifetime.end.p0(i64 8, ptr %26), !dbg !152
  call void @llvm.lifetime.end.p0(i64 32, ptr %25), !dbg !152
  call void @swift_release(ptr %33) #10, !dbg !152
  %214 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %24, i32 0, i32 0, !dbg !152
  %215 = load i64, ptr %214, align 8, !dbg !152
  %216 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %24, i32 0, i32 1, !dbg !152
  %217 = load i64, ptr %216, align 8, !dbg !152
  %218 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %24, i32 0, i32 2, !dbg !152
  %219 = load i64, ptr %218, align 8, !dbg !152
  %220 = getelementptr inbounds nuw { i64, i64, i64, i64 }, ptr %24, i32 0, i32 3, !dbg !152
  %221 = load i64, ptr %220, align 8, !dbg !152
  %222 = icmp eq i64 %215, 0, !dbg !152
  br i1 %222, label %282, label %283, !dbg !152

223:                                              ; preds = %193, %282, %283
  call void @llvm.lifetime.end.p0(i64 32, ptr %24), !dbg !152
  call void @llvm.lifetime.end.p0(i64 32, ptr %23), !dbg !150
  call void @llvm.lifetime.end.p0(i64 32, ptr %20), !dbg !150
  %224 = getelementptr inbounds nuw %Ts10ArraySliceV, ptr %19, i32 0, i32 0, !dbg !152
  %225 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %224, i32 0, i32 0, !dbg !152
  %226 = getelementptr inbounds nuw %AnyObject, ptr %225, i32 0, i32 0, !dbg !152
  %227 = load ptr, ptr %226, align 8, !dbg !152
  %228 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %224, i32 0, i32 1, !dbg !152
  %229 = getelementptr inbounds nuw %TSp, ptr %228, i32 0, i32 0, !dbg !152
  %230 = load ptr, ptr %229, align 8, !dbg !152
  %231 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %224, i32 0, i32 2, !dbg !152
  %232 = getelementptr inbounds nuw %TSi, ptr %231, i32 0, i32 0, !dbg !152
  %233 = load i64, ptr %232, align 8, !dbg !152
  %234 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %224, i32 0, i32 3, !dbg !152
  %235 = getelementptr inbounds nuw %TSu, ptr %234, i32 0, i32 0, !dbg !152
  %236 = load i64, ptr %235, align 8, !dbg !152
  call void @llvm.lifetime.start.p0(i64 32, ptr %27), !dbg !153
  %237 = getelementptr inbounds nuw %Ts10ArraySliceV, ptr %27, i32 0, i32 0, !dbg !155
  %238 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %237, i32 0, i32 0, !dbg !155
  %239 = getelementptr inbounds nuw %AnyObject, ptr %238, i32 0, i32 0, !dbg !155
  store ptr %227, ptr %239, align 8, !dbg !155
  %240 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %237, i32 0, i32 1, !dbg !155
  %241 = getelementptr inbounds nuw %TSp, ptr %240, i32 0, i32 0, !dbg !155
  store ptr %230, ptr %241, align 8, !dbg !155
  %242 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %237, i32 0, i32 2, !dbg !155
  %243 = getelementptr inbounds nuw %TSi, ptr %242, i32 0, i32 0, !dbg !155
  store i64 %233, ptr %243, align 8, !dbg !155
  %244 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %237, i32 0, i32 3, !dbg !155
  %245 = getelementptr inbounds nuw %TSu, ptr %244, i32 0, i32 0, !dbg !155
  store i64 %236, ptr %245, align 8, !dbg !155
  call void @llvm.lifetime.end.p0(i64 32, ptr %19), !dbg !156
  %246 = getelementptr inbounds nuw <{ %TSS, %TSS }>, ptr %0, i32 0, i32 0, !dbg !158
  %247 = getelementptr inbounds nuw <{ %TSS, %TSS }>, ptr %0, i32 0, i32 1, !dbg !158
  call void @llvm.lifetime.start.p0(i64 32, ptr %28), !dbg !153
  %248 = getelementptr inbounds nuw %Ts10ArraySliceV, ptr %28, i32 0, i32 0, !dbg !159
  %249 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %248, i32 0, i32 0, !dbg !159
  %250 = getelementptr inbounds nuw %AnyObject, ptr %249, i32 0, i32 0, !dbg !159
  store ptr %133, ptr %250, align 8, !dbg !159
  %251 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %248, i32 0, i32 1, !dbg !159
  %252 = getelementptr inbounds nuw %TSp, ptr %251, i32 0, i32 0, !dbg !159
  store ptr %136, ptr %252, align 8, !dbg !159
  %253 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %248, i32 0, i32 2, !dbg !159
  %254 = getelementptr inbounds nuw %TSi, ptr %253, i32 0, i32 0, !dbg !159
  store i64 %139, ptr %254, align 8, !dbg !159
  %255 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %248, i32 0, i32 3, !dbg !159
  %256 = getelementptr inbounds nuw %TSu, ptr %255, i32 0, i32 0, !dbg !159
  store i64 %142, ptr %256, align 8, !dbg !159
  %257 = call swiftcc { i64, ptr } @"$s13HTTPSemantics15PercentDecodingO19decodeFormComponentySSxSlRzs5UInt8V7ElementRtzlFZ"(ptr noalias %28, ptr %63, ptr %64), !dbg !160
  %258 = extractvalue { i64, ptr } %257, 0, !dbg !160
  %259 = extractvalue { i64, ptr } %257, 1, !dbg !160
  call void @llvm.lifetime.end.p0(i64 32, ptr %28), !dbg !156
  %260 = getelementptr inbounds nuw %TSS, ptr %246, i32 0, i32 0, !dbg !160
  %261 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %260, i32 0, i32 0, !dbg !160
  %262 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %261, i32 0, i32 0, !dbg !160
  %263 = getelementptr inbounds nuw %Ts6UInt64V, ptr %262, i32 0, i32 0, !dbg !160
  store i64 %258, ptr %263, align 8, !dbg !160
  %264 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %261, i32 0, i32 1, !dbg !160
  store ptr %259, ptr %264, align 8, !dbg !160
  call void @llvm.lifetime.start.p0(i64 32, ptr %29), !dbg !153
  %265 = getelementptr inbounds nuw %Ts10ArraySliceV, ptr %29, i32 0, i32 0, !dbg !161
  %266 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %265, i32 0, i32 0, !dbg !161
  %267 = getelementptr inbounds nuw %AnyObject, ptr %266, i32 0, i32 0, !dbg !161
  store ptr %227, ptr %267, align 8, !dbg !161
  %268 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %265, i32 0, i32 1, !dbg !161
  %269 = getelementptr inbounds nuw %TSp, ptr %268, i32 0, i32 0, !dbg !161
  store ptr %230, ptr %269, align 8, !dbg !161
  %270 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %265, i32 0, i32 2, !dbg !161
  %271 = getelementptr inbounds nuw %TSi, ptr %270, i32 0, i32 0, !dbg !161
  store i64 %233, ptr %271, align 8, !dbg !161
  %272 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %265, i32 0, i32 3, !dbg !161
  %273 = getelementptr inbounds nuw %TSu, ptr %272, i32 0, i32 0, !dbg !161
  store i64 %236, ptr %273, align 8, !dbg !161
  %274 = call swiftcc { i64, ptr } @"$s13HTTPSemantics15PercentDecodingO19decodeFormComponentySSxSlRzs5UInt8V7ElementRtzlFZ"(ptr noalias %29, ptr %63, ptr %64), !dbg !162
  %275 = extractvalue { i64, ptr } %274, 0, !dbg !162
  %276 = extractvalue { i64, ptr } %274, 1, !dbg !162
  call void @llvm.lifetime.end.p0(i64 32, ptr %29), !dbg !156
  %277 = getelementptr inbounds nuw %TSS, ptr %247, i32 0, i32 0, !dbg !162
  %278 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %277, i32 0, i32 0, !dbg !162
  %279 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %278, i32 0, i32 0, !dbg !162
  %280 = getelementptr inbounds nuw %Ts6UInt64V, ptr %279, i32 0, i32 0, !dbg !162
  store i64 %275, ptr %280, align 8, !dbg !162
  %281 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %278, i32 0, i32 1, !dbg !162
  store ptr %276, ptr %281, align 8, !dbg !162
  call void @swift_release(ptr %227) #10, !dbg !163
  call void @swift_release(ptr %133) #10, !dbg !163
  ret void, !dbg !163

282:                                              ; preds = %199
  br label %223, !dbg !152

283:                                              ; preds = %199
  %284 = call ptr @"$ss10ArraySliceVys5UInt8VGSgWOh"(ptr %24), !dbg !152
  br label %223, !dbg !152

285:                                              ; preds = %5
  store ptr null, ptr %3, align 8, !dbg !134
  call void @swift_release(ptr %33) #10, !dbg !134
  unreachable, !dbg !134

286:                                              ; preds = %129
  store ptr null, ptr %3, align 8, !dbg !149
  call void @swift_release(ptr %33) #10, !dbg !149
  unreachable, !dbg !149
}

; Function Attrs: sanitize_address
define internal swiftcc void @"$s13HTTPSemantics10FormFieldsO5parseySaySS4name_SS5valuetGxSlRzs5UInt8V7ElementRtzlFZSSAE_SSAFts10ArraySliceVyAIGXEfU_ANSiXEfU_"(ptr noalias sret(%Ts10ArraySliceV) captures(none) %0, ptr noalias captures(none) dereferenceable(8) %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr swiftself %6, ptr noalias swifterror captures(none) dereferenceable(8) %7, ptr %8) #0 !dbg !164 {
  %10 = alloca i64, align 8
    #dbg_declare(ptr %10, !168, !DIExpression(), !171)
  call void @llvm.memset.p0.i64(ptr align 8 %10, i8 0, i64 8, i1 false)
  %11 = alloca %Ts10ArraySliceV, align 8
    #dbg_declare(ptr %11, !170, !DIExpression(), !172)
  call void @llvm.memset.p0.i64(ptr align 8 %11, i8 0, i64 32, i1 false)
  %12 = getelementptr inbounds nuw %TSi, ptr %1, i32 0, i32 0, !dbg !173
  %13 = load i64, ptr %12, align 8, !dbg !173
  store i64 %13, ptr %10, align 8, !dbg !175
  call void @llvm.lifetime.start.p0(i64 32, ptr %11), !dbg !176
  %14 = getelementptr inbounds nuw %Ts10ArraySliceV, ptr %11, i32 0, i32 0, !dbg !181
  %15 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %14, i32 0, i32 0, !dbg !181
  %16 = getelementptr inbounds nuw %AnyObject, ptr %15, i32 0, i32 0, !dbg !181
  store ptr %2, ptr %16, align 8, !dbg !181
  %17 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %14, i32 0, i32 1, !dbg !181
  %18 = getelementptr inbounds nuw %TSp, ptr %17, i32 0, i32 0, !dbg !181
  store ptr %3, ptr %18, align 8, !dbg !181
  %19 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %14, i32 0, i32 2, !dbg !181
  %20 = getelementptr inbounds nuw %TSi, ptr %19, i32 0, i32 0, !dbg !181
  store i64 %4, ptr %20, align 8, !dbg !181
  %21 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %14, i32 0, i32 3, !dbg !181
  %22 = getelementptr inbounds nuw %TSu, ptr %21, i32 0, i32 0, !dbg !181
  store i64 %5, ptr %22, align 8, !dbg !181
  %23 = call swiftcc i64 @"$ss10ArraySliceV10startIndexSivg"(ptr %2, ptr %3, i64 %4, i64 %5, ptr @"$ss5UInt8VN"), !dbg !182
  %24 = icmp sge i64 %13, %23, !dbg !183
  %25 = call i1 @llvm.expect.i1(i1 %24, i1 true), !dbg !183
  br i1 %25, label %27, label %26, !dbg !183

26:                                               ; preds = %9
  call swiftcc void @"$ss17_assertionFailure__4file4line5flagss5NeverOs12StaticStringV_A2HSus6UInt32VtF"(i64 ptrtoint (ptr @".str.11.Fatal error" to i64), i64 11, i8 2, i64 ptrtoint (ptr @".str.39.Range requires lowerBound <= upperBound" to i64), i64 39, i8 2, i64 ptrtoint (ptr @".str.17.Swift/Range.swift" to i64), i64 17, i8 2, i64 761, i32 1), !dbg !183
  unreachable, !dbg !184

27:                                               ; preds = %9
  call void asm sideeffect "nop", ""(), !dbg !183
  %28 = call swiftcc { ptr, ptr, i64, i64 } @"$ss10ArraySliceVyAByxGSnySiGcig"(i64 %23, i64 %13, ptr %2, ptr %3, i64 %4, i64 %5, ptr @"$ss5UInt8VN"), !dbg !186
  %29 = extractvalue { ptr, ptr, i64, i64 } %28, 0, !dbg !186
  %30 = extractvalue { ptr, ptr, i64, i64 } %28, 1, !dbg !186
  %31 = extractvalue { ptr, ptr, i64, i64 } %28, 2, !dbg !186
  %32 = extractvalue { ptr, ptr, i64, i64 } %28, 3, !dbg !186
  %33 = getelementptr inbounds nuw %Ts10ArraySliceV, ptr %0, i32 0, i32 0, !dbg !186
  %34 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %33, i32 0, i32 0, !dbg !186
  %35 = getelementptr inbounds nuw %AnyObject, ptr %34, i32 0, i32 0, !dbg !186
  store ptr %29, ptr %35, align 8, !dbg !186
  %36 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %33, i32 0, i32 1, !dbg !186
  %37 = getelementptr inbounds nuw %TSp, ptr %36, i32 0, i32 0, !dbg !186
  store ptr %30, ptr %37, align 8, !dbg !186
  %38 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %33, i32 0, i32 2, !dbg !186
  %39 = getelementptr inbounds nuw %TSi, ptr %38, i32 0, i32 0, !dbg !186
  store i64 %31, ptr %39, align 8, !dbg !186
  %40 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %33, i32 0, i32 3, !dbg !186
  %41 = getelementptr inbounds nuw %TSu, ptr %40, i32 0, i32 0, !dbg !186
  store i64 %32, ptr %41, align 8, !dbg !186
  ret void, !dbg !187
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc void @"$sSq3mapyqd_0_Sgqd_0_xqd__YKXEqd__YKs5ErrorRd__Ri_d_0_r0_lF"(ptr noalias sret(%swift.opaque) %0, ptr %1, ptr %2, ptr %3, ptr %4, ptr %5, ptr %6, ptr noalias swiftself %7, ptr noalias swifterror captures(none) dereferenceable(8) %8, ptr %9) #0 !dbg !188 {
  %11 = alloca ptr, align 8
    #dbg_declare(ptr %11, !201, !DIExpression(), !207)
  %12 = alloca ptr, align 8
    #dbg_declare(ptr %12, !203, !DIExpression(), !207)
  %13 = alloca ptr, align 8
    #dbg_declare(ptr %13, !205, !DIExpression(), !207)
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %14 = getelementptr inbounds ptr, ptr %4, i64 -1, !dbg !208
  %15 = load ptr, ptr %14, align 8, !dbg !208, !invariant.load !57, !dereferenceable !58
  %16 = getelementptr inbounds nuw %swift.vwtable, ptr %15, i32 0, i32 8, !dbg !208
  %17 = load i64, ptr %16, align 8, !dbg !208, !invariant.load !57
  %18 = alloca i8, i64 %17, align 16, !dbg !208
  call void @llvm.lifetime.start.p0(i64 -1, ptr %18), !dbg !208
  %19 = getelementptr inbounds ptr, ptr %3, i64 2, !dbg !208
  %20 = load ptr, ptr %19, align 8, !dbg !208, !invariant.load !57
  store ptr %20, ptr %13, align 8, !dbg !208
  %21 = getelementptr inbounds ptr, ptr %20, i64 -1, !dbg !208
  %22 = load ptr, ptr %21, align 8, !dbg !208, !invariant.load !57, !dereferenceable !58
  %23 = getelementptr inbounds nuw %swift.vwtable, ptr %22, i32 0, i32 8, !dbg !208
  %24 = load i64, ptr %23, align 8, !dbg !208, !invariant.load !57
  %25 = alloca i8, i64 %24, align 16, !dbg !208
  call void @llvm.lifetime.start.p0(i64 -1, ptr %25), !dbg !208
  %26 = getelementptr inbounds ptr, ptr %3, i64 -1, !dbg !208
  %27 = load ptr, ptr %26, align 8, !dbg !208, !invariant.load !57, !dereferenceable !58
  %28 = getelementptr inbounds nuw %swift.vwtable, ptr %27, i32 0, i32 8, !dbg !208
  %29 = load i64, ptr %28, align 8, !dbg !208, !invariant.load !57
  %30 = alloca i8, i64 %29, align 16, !dbg !208
  call void @llvm.lifetime.start.p0(i64 -1, ptr %30), !dbg !208
  %31 = call ptr @"$sxSgs5ErrorRd__Ri_d_0_r_0_lWOc"(ptr %7, ptr %30, ptr %20, ptr %3), !dbg !207
  %32 = getelementptr inbounds ptr, ptr %22, i32 6, !dbg !207
  %33 = load ptr, ptr %32, align 8, !dbg !207, !invariant.load !57
  %34 = call i32 %33(ptr noalias %30, i32 1, ptr %20) #8, !dbg !207
  %35 = icmp ne i32 %34, 1
  br i1 %35, label %42, label %37

36:                                               ; No predecessors!
  unreachable, !dbg !207

37:                                               ; preds = %10
  %38 = getelementptr inbounds ptr, ptr %5, i64 -1, !dbg !207
  %39 = load ptr, ptr %38, align 8, !dbg !207, !invariant.load !57, !dereferenceable !58
  %40 = getelementptr inbounds ptr, ptr %39, i32 7, !dbg !207
  %41 = load ptr, ptr %40, align 8, !dbg !207, !invariant.load !57
  call void %41(ptr noalias %0, i32 1, i32 1, ptr %5) #10, !dbg !207
  br label %62, !dbg !207

42:                                               ; preds = %10
  %43 = getelementptr inbounds ptr, ptr %22, i32 4, !dbg !207
  %44 = load ptr, ptr %43, align 8, !dbg !207, !invariant.load !57
  %45 = call ptr %44(ptr noalias %25, ptr noalias %30, ptr %20) #10, !dbg !207
  call swiftcc void %1(ptr noalias sret(%swift.opaque) %0, ptr noalias %25, ptr swiftself %2, ptr noalias swifterror captures(none) dereferenceable(8) %8, ptr %18), !dbg !207
  %46 = load ptr, ptr %8, align 8, !dbg !207
  %47 = icmp ne ptr %46, null, !dbg !207
  %48 = ptrtoint ptr %46 to i64, !dbg !207
  br i1 %47, label %49, label %55, !dbg !207

49:                                               ; preds = %42
  store ptr null, ptr %8, align 8, !dbg !207
  %50 = getelementptr inbounds ptr, ptr %22, i32 1, !dbg !207
  %51 = load ptr, ptr %50, align 8, !dbg !207, !invariant.load !57
  call void %51(ptr noalias %25, ptr %20) #10, !dbg !207
  %52 = getelementptr inbounds ptr, ptr %15, i32 4, !dbg !207
  %53 = load ptr, ptr %52, align 8, !dbg !207, !invariant.load !57
  %54 = call ptr %53(ptr noalias %9, ptr noalias %18, ptr %4) #10, !dbg !207
  call void @llvm.lifetime.end.p0(i64 -1, ptr %30), !dbg !207
  call void @llvm.lifetime.end.p0(i64 -1, ptr %25), !dbg !207
  call void @llvm.lifetime.end.p0(i64 -1, ptr %18), !dbg !207
  store ptr inttoptr (i64 1 to ptr), ptr %8, align 8, !dbg !207
  ret void, !dbg !207

55:                                               ; preds = %42
  %56 = getelementptr inbounds ptr, ptr %22, i32 1, !dbg !207
  %57 = load ptr, ptr %56, align 8, !dbg !207, !invariant.load !57
  call void %57(ptr noalias %25, ptr %20) #10, !dbg !207
  %58 = getelementptr inbounds ptr, ptr %5, i64 -1, !dbg !207
  %59 = load ptr, ptr %58, align 8, !dbg !207, !invariant.load !57, !dereferenceable !58
  %60 = getelementptr inbounds ptr, ptr %59, i32 7, !dbg !207
  %61 = load ptr, ptr %60, align 8, !dbg !207, !invariant.load !57
  call void %61(ptr noalias %0, i32 0, i32 1, ptr %5) #10, !dbg !207
  br label %62, !dbg !207

62:                                               ; preds = %55, %37
  call void @llvm.lifetime.end.p0(i64 -1, ptr %30), !dbg !207
  call void @llvm.lifetime.end.p0(i64 -1, ptr %25), !dbg !207
  call void @llvm.lifetime.end.p0(i64 -1, ptr %18), !dbg !207
  ret void, !dbg !207
}

; Function Attrs: sanitize_address
define internal swiftcc void @"$s13HTTPSemantics10FormFieldsO5parseySaySS4name_SS5valuetGxSlRzs5UInt8V7ElementRtzlFZSSAE_SSAFts10ArraySliceVyAIGXEfU_ANyKXEfu_ys15UnboundedRange_OYbcfu0_"() #0 !dbg !210 {
    #dbg_value(i64 0, !216, !DIExpression(), !218)
  unreachable, !dbg !219
}

; Function Attrs: sanitize_address
define internal swiftcc void @"$s13HTTPSemantics10FormFieldsO5parseySaySS4name_SS5valuetGxSlRzs5UInt8V7ElementRtzlFZSSAE_SSAFts10ArraySliceVyAIGXEfU_ANSiXEfU0_"(ptr noalias sret(%Ts10ArraySliceV) captures(none) %0, ptr noalias captures(none) dereferenceable(8) %1, ptr %2, ptr %3, i64 %4, i64 %5, ptr swiftself %6, ptr noalias swifterror captures(none) dereferenceable(8) %7, ptr %8) #0 !dbg !221 {
  %10 = alloca i64, align 8
    #dbg_declare(ptr %10, !223, !DIExpression(), !225)
  call void @llvm.memset.p0.i64(ptr align 8 %10, i8 0, i64 8, i1 false)
  %11 = alloca %Ts10ArraySliceV, align 8
    #dbg_declare(ptr %11, !224, !DIExpression(), !226)
  call void @llvm.memset.p0.i64(ptr align 8 %11, i8 0, i64 32, i1 false)
  %12 = alloca %Ts10ArraySliceV, align 8
  %13 = alloca %Ts16PartialRangeFromVySiG, align 8
  %14 = getelementptr inbounds nuw %TSi, ptr %1, i32 0, i32 0, !dbg !227
  %15 = load i64, ptr %14, align 8, !dbg !227
  store i64 %15, ptr %10, align 8, !dbg !229
  call void @llvm.lifetime.start.p0(i64 32, ptr %11), !dbg !230
  %16 = getelementptr inbounds nuw %Ts10ArraySliceV, ptr %11, i32 0, i32 0, !dbg !235
  %17 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %16, i32 0, i32 0, !dbg !235
  %18 = getelementptr inbounds nuw %AnyObject, ptr %17, i32 0, i32 0, !dbg !235
  store ptr %2, ptr %18, align 8, !dbg !235
  %19 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %16, i32 0, i32 1, !dbg !235
  %20 = getelementptr inbounds nuw %TSp, ptr %19, i32 0, i32 0, !dbg !235
  store ptr %3, ptr %20, align 8, !dbg !235
  %21 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %16, i32 0, i32 2, !dbg !235
  %22 = getelementptr inbounds nuw %TSi, ptr %21, i32 0, i32 0, !dbg !235
  store i64 %4, ptr %22, align 8, !dbg !235
  %23 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %16, i32 0, i32 3, !dbg !235
  %24 = getelementptr inbounds nuw %TSu, ptr %23, i32 0, i32 0, !dbg !235
  store i64 %5, ptr %24, align 8, !dbg !235
  %25 = call swiftcc i64 @"$ss10ArraySliceV5index5afterS2i_tF"(i64 %15, ptr %2, ptr %3, i64 %4, i64 %5, ptr @"$ss5UInt8VN"), !dbg !236
  %26 = icmp eq i64 %25, %25, !dbg !237
  %27 = call i1 @llvm.expect.i1(i1 %26, i1 true), !dbg !237
  br i1 %27, label %29, label %28, !dbg !237

28:                                               ; preds = %9
  call swiftcc void @"$ss17_assertionFailure__4file4line5flagss5NeverOs12StaticStringV_A2HSus6UInt32VtF"(i64 ptrtoint (ptr @".str.11.Fatal error" to i64), i64 11, i8 2, i64 ptrtoint (ptr @".str.43.Range cannot have an unordered lower bound." to i64), i64 43, i8 2, i64 ptrtoint (ptr @".str.17.Swift/Range.swift" to i64), i64 17, i8 2, i64 854, i32 1), !dbg !237
  unreachable, !dbg !238

29:                                               ; preds = %9
  call void asm sideeffect "nop", ""(), !dbg !237
  call void @llvm.lifetime.start.p0(i64 32, ptr %12), !dbg !227
  %30 = getelementptr inbounds nuw %Ts10ArraySliceV, ptr %12, i32 0, i32 0, !dbg !240
  %31 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %30, i32 0, i32 0, !dbg !240
  %32 = getelementptr inbounds nuw %AnyObject, ptr %31, i32 0, i32 0, !dbg !240
  store ptr %2, ptr %32, align 8, !dbg !240
  %33 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %30, i32 0, i32 1, !dbg !240
  %34 = getelementptr inbounds nuw %TSp, ptr %33, i32 0, i32 0, !dbg !240
  store ptr %3, ptr %34, align 8, !dbg !240
  %35 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %30, i32 0, i32 2, !dbg !240
  %36 = getelementptr inbounds nuw %TSi, ptr %35, i32 0, i32 0, !dbg !240
  store i64 %4, ptr %36, align 8, !dbg !240
  %37 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %30, i32 0, i32 3, !dbg !240
  %38 = getelementptr inbounds nuw %TSu, ptr %37, i32 0, i32 0, !dbg !240
  store i64 %5, ptr %38, align 8, !dbg !240
  call void @llvm.lifetime.start.p0(i64 8, ptr %13), !dbg !227
  %39 = getelementptr inbounds nuw %Ts16PartialRangeFromVySiG, ptr %13, i32 0, i32 0, !dbg !237
  %40 = getelementptr inbounds nuw %TSi, ptr %39, i32 0, i32 0, !dbg !237
  store i64 %25, ptr %40, align 8, !dbg !237
  %41 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$ss10ArraySliceVys5UInt8VGMD") #8, !dbg !240
  %42 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$ss16PartialRangeFromVySiGMD") #8, !dbg !240
  %43 = call ptr @"$ss10ArraySliceVys5UInt8VGAByxGSMsWl"() #15, !dbg !240
  %44 = call ptr @"$ss16PartialRangeFromVySiGAByxGSXsWl"() #15, !dbg !240
  call swiftcc void @"$sSMsEy11SubSequenceQzqd__cSXRd__5BoundQyd__5IndexRtzluig"(ptr noalias sret(%swift.opaque) %0, ptr noalias %13, ptr %41, ptr %42, ptr %43, ptr %44, ptr noalias swiftself %12), !dbg !240
  call void @llvm.lifetime.end.p0(i64 8, ptr %13), !dbg !241
  call void @llvm.lifetime.end.p0(i64 32, ptr %12), !dbg !241
  ret void, !dbg !241
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc ptr @"$sSlsE3mapySayqd__Gqd__7ElementQzqd_0_YKXEqd_0_YKs5ErrorRd_0_r0_lF"(ptr %0, ptr %1, ptr %2, ptr %3, ptr %4, ptr %5, ptr %6, ptr noalias swiftself %7, ptr noalias swifterror captures(none) dereferenceable(8) %8, ptr %9) #0 !dbg !242 {
  %11 = alloca ptr, align 8
    #dbg_declare(ptr %11, !254, !DIExpression(), !258)
  %12 = alloca ptr, align 8
    #dbg_declare(ptr %12, !255, !DIExpression(), !258)
  %13 = alloca ptr, align 8
    #dbg_declare(ptr %13, !257, !DIExpression(), !258)
  %14 = alloca %Ts15ContiguousArrayV, align 8
  %15 = alloca [32 x i8], align 8
  store ptr %2, ptr %11, align 8
  store ptr %3, ptr %12, align 8
  store ptr %4, ptr %13, align 8
  %16 = getelementptr inbounds ptr, ptr %4, i64 -1, !dbg !259
  %17 = load ptr, ptr %16, align 8, !dbg !259, !invariant.load !57, !dereferenceable !58
  %18 = getelementptr inbounds nuw %swift.vwtable, ptr %17, i32 0, i32 8, !dbg !259
  %19 = load i64, ptr %18, align 8, !dbg !259, !invariant.load !57
  %20 = alloca i8, i64 %19, align 16, !dbg !259
  call void @llvm.lifetime.start.p0(i64 -1, ptr %20), !dbg !259
  %21 = getelementptr inbounds ptr, ptr %5, i32 1, !dbg !259
  %22 = load ptr, ptr %21, align 8, !dbg !259, !invariant.load !57
  %23 = call swiftcc %swift.metadata_response @swift_getAssociatedTypeWitness(i64 0, ptr %22, ptr %2, ptr @"$sSTTL", ptr @"$s7ElementSTTl") #11, !dbg !259
  %24 = extractvalue %swift.metadata_response %23, 0, !dbg !259
  %25 = getelementptr inbounds ptr, ptr %24, i64 -1, !dbg !259
  %26 = load ptr, ptr %25, align 8, !dbg !259, !invariant.load !57, !dereferenceable !58
  %27 = getelementptr inbounds nuw %swift.vwtable, ptr %26, i32 0, i32 8, !dbg !259
  %28 = load i64, ptr %27, align 8, !dbg !259, !invariant.load !57
  %29 = alloca i8, i64 %28, align 16, !dbg !259
  call void @llvm.lifetime.start.p0(i64 -1, ptr %29), !dbg !259
  %30 = getelementptr inbounds ptr, ptr %3, i64 -1, !dbg !259
  %31 = load ptr, ptr %30, align 8, !dbg !259, !invariant.load !57, !dereferenceable !58
  %32 = getelementptr inbounds nuw %swift.vwtable, ptr %31, i32 0, i32 8, !dbg !259
  %33 = load i64, ptr %32, align 8, !dbg !259, !invariant.load !57
  %34 = alloca i8, i64 %33, align 16, !dbg !259
  call void @llvm.lifetime.start.p0(i64 -1, ptr %34), !dbg !259
  %35 = call swiftcc %swift.metadata_response @swift_getAssociatedTypeWitness(i64 0, ptr %5, ptr %2, ptr @"$sSlTL", ptr @"$s5IndexSlTl") #11, !dbg !259
  %36 = extractvalue %swift.metadata_response %35, 0, !dbg !259
  %37 = getelementptr inbounds ptr, ptr %36, i64 -1, !dbg !259
  %38 = load ptr, ptr %37, align 8, !dbg !259, !invariant.load !57, !dereferenceable !58
  %39 = getelementptr inbounds nuw %swift.vwtable, ptr %38, i32 0, i32 8, !dbg !259
  %40 = load i64, ptr %39, align 8, !dbg !259, !invariant.load !57
  %41 = alloca i8, i64 %40, align 16, !dbg !259
  call void @llvm.lifetime.start.p0(i64 -1, ptr %41), !dbg !259
  %42 = call swiftcc i64 @"$sSl5countSivgTj"(ptr noalias swiftself %7, ptr %2, ptr %5), !dbg !258
  %43 = icmp eq i64 %42, 0, !dbg !258
  br i1 %43, label %108, label %44, !dbg !258

44:                                               ; preds = %10
  call void @llvm.lifetime.start.p0(i64 8, ptr %14), !dbg !259
  %45 = call swiftcc ptr @"$ss15ContiguousArrayVAByxGycfC"(ptr %3), !dbg !258
  %46 = getelementptr inbounds nuw %Ts15ContiguousArrayV, ptr %14, i32 0, i32 0, !dbg !258
  %47 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %46, i32 0, i32 0, !dbg !258
  store ptr %45, ptr %47, align 8, !dbg !258
  %48 = call swiftcc %swift.metadata_response @"$ss15ContiguousArrayVMa"(i64 0, ptr %3) #15, !dbg !258
  %49 = extractvalue %swift.metadata_response %48, 0, !dbg !258
  call swiftcc void @"$ss15ContiguousArrayV15reserveCapacityyySiF"(i64 %42, ptr %49, ptr swiftself captures(none) dereferenceable(8) %14), !dbg !258
  call swiftcc void @"$sSl10startIndex0B0QzvgTj"(ptr noalias sret(%swift.opaque) %41, ptr noalias swiftself %7, ptr %2, ptr %5), !dbg !258
  %50 = icmp sge i64 %42, 0, !dbg !258
  %51 = call i1 @llvm.expect.i1(i1 %50, i1 true), !dbg !258
  br i1 %51, label %53, label %52, !dbg !258

52:                                               ; preds = %44
  call swiftcc void @"$ss17_assertionFailure__4file4line5flagss5NeverOs12StaticStringV_A2HSus6UInt32VtF"(i64 ptrtoint (ptr @".str.11.Fatal error" to i64), i64 11, i8 2, i64 ptrtoint (ptr @".str.39.Range requires lowerBound <= upperBound" to i64), i64 39, i8 2, i64 ptrtoint (ptr @".str.17.Swift/Range.swift" to i64), i64 17, i8 2, i64 761, i32 1), !dbg !258
  unreachable, !dbg !258

53:                                               ; preds = %44
  %54 = icmp eq i64 %42, 0, !dbg !258
  br i1 %54, label %101, label %55, !dbg !258

55:                                               ; preds = %53
  br label %56, !dbg !258

56:                                               ; preds = %99, %55
  %57 = phi i64 [ 0, %55 ], [ %71, %99 ], !dbg !258
  %58 = icmp sge i64 %57, 0, !dbg !258
  br i1 %58, label %60, label %59, !dbg !258

59:                                               ; preds = %56
  br label %64, !dbg !258

60:                                               ; preds = %56
  %61 = icmp slt i64 %57, %42, !dbg !258
  %62 = call i1 @llvm.expect.i1(i1 %61, i1 true), !dbg !258
  br i1 %62, label %65, label %63, !dbg !258

63:                                               ; preds = %60
  br label %64, !dbg !258

64:                                               ; preds = %63, %59
  call swiftcc void @"$ss18_fatalErrorMessage__4file4line5flagss5NeverOs12StaticStringV_A2HSus6UInt32VtF"(i64 ptrtoint (ptr @".str.11.Fatal error" to i64), i64 11, i8 2, i64 ptrtoint (ptr @".str.18.Index out of range" to i64), i64 18, i8 2, i64 ptrtoint (ptr @".str.17.Swift/Range.swift" to i64), i64 17, i8 2, i64 310, i32 1), !dbg !258
  unreachable, !dbg !258

65:                                               ; preds = %60
  %66 = icmp sge i64 %42, 0, !dbg !258
  %67 = call i1 @llvm.expect.i1(i1 %66, i1 true), !dbg !258
  br i1 %67, label %69, label %68, !dbg !258

68:                                               ; preds = %65
  call swiftcc void @"$ss17_assertionFailure__4file4line5flagss5NeverOs12StaticStringV_A2HSus6UInt32VtF"(i64 ptrtoint (ptr @".str.11.Fatal error" to i64), i64 11, i8 2, i64 ptrtoint (ptr @".str.39.Range requires lowerBound <= upperBound" to i64), i64 39, i8 2, i64 ptrtoint (ptr @".str.17.Swift/Range.swift" to i64), i64 17, i8 2, i64 761, i32 1), !dbg !258
  unreachable, !dbg !258

69:                                               ; preds = %65
  %70 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %57, i64 1), !dbg !258
  %71 = extractvalue { i64, i1 } %70, 0, !dbg !258
  %72 = extractvalue { i64, i1 } %70, 1, !dbg !258
  %73 = call i1 @llvm.expect.i1(i1 %72, i1 false), !dbg !258
  br i1 %73, label %114, label %74, !dbg !258

74:                                               ; preds = %69
  %75 = getelementptr inbounds nuw [32 x i8], ptr %15, i32 0, i32 0, !dbg !258
  call void @llvm.lifetime.start.p0(i64 32, ptr %75), !dbg !258
  %76 = call ptr @llvm.coro.prepare.retcon(ptr @"$sSly7ElementQz5IndexQzcirTj"), !dbg !258
  %77 = call swiftcc { ptr, ptr } %76(ptr noalias dereferenceable(32) %75, ptr noalias %41, ptr noalias swiftself %7, ptr %2, ptr %5), !dbg !258
  %78 = extractvalue { ptr, ptr } %77, 0, !dbg !258
  %79 = extractvalue { ptr, ptr } %77, 1, !dbg !258
  %80 = getelementptr inbounds ptr, ptr %26, i32 2, !dbg !258
  %81 = load ptr, ptr %80, align 8, !dbg !258, !invariant.load !57
  %82 = call ptr %81(ptr noalias %29, ptr noalias %79, ptr %24) #10, !dbg !258
  call swiftcc void %78(ptr noalias dereferenceable(32) %75, i1 false), !dbg !258
  call void @llvm.lifetime.end.p0(i64 32, ptr %75), !dbg !258
  call swiftcc void %0(ptr noalias sret(%swift.opaque) %34, ptr noalias %29, ptr swiftself %1, ptr noalias swifterror captures(none) dereferenceable(8) %8, ptr %20), !dbg !258
  %83 = load ptr, ptr %8, align 8, !dbg !258
  %84 = icmp ne ptr %83, null, !dbg !258
  %85 = ptrtoint ptr %83 to i64, !dbg !258
  br i1 %84, label %86, label %95, !dbg !258

86:                                               ; preds = %74
  store ptr null, ptr %8, align 8, !dbg !258
  %87 = getelementptr inbounds ptr, ptr %26, i32 1, !dbg !258
  %88 = load ptr, ptr %87, align 8, !dbg !258, !invariant.load !57
  call void %88(ptr noalias %29, ptr %24) #10, !dbg !258
  %89 = getelementptr inbounds ptr, ptr %38, i32 1, !dbg !258
  %90 = load ptr, ptr %89, align 8, !dbg !258, !invariant.load !57
  call void %90(ptr noalias %41, ptr %36) #10, !dbg !258
  %91 = call ptr @"$ss15ContiguousArrayVyqd__GSlRzs5ErrorRd_0_r_0_lWOh"(ptr %14), !dbg !258
  %92 = getelementptr inbounds ptr, ptr %17, i32 4, !dbg !258
  %93 = load ptr, ptr %92, align 8, !dbg !258, !invariant.load !57
  %94 = call ptr %93(ptr noalias %9, ptr noalias %20, ptr %4) #10, !dbg !258
  call void @llvm.lifetime.end.p0(i64 8, ptr %14), !dbg !258
  call void @llvm.lifetime.end.p0(i64 -1, ptr %41), !dbg !258
  call void @llvm.lifetime.end.p0(i64 -1, ptr %34), !dbg !258
  call void @llvm.lifetime.end.p0(i64 -1, ptr %29), !dbg !258
  call void @llvm.lifetime.end.p0(i64 -1, ptr %20), !dbg !258
  store ptr inttoptr (i64 1 to ptr), ptr %8, align 8, !dbg !258
  ret ptr undef, !dbg !258

95:                                               ; preds = %74
  %96 = getelementptr inbounds ptr, ptr %26, i32 1, !dbg !258
  %97 = load ptr, ptr %96, align 8, !dbg !258, !invariant.load !57
  call void %97(ptr noalias %29, ptr %24) #10, !dbg !258
  call swiftcc void @"$ss15ContiguousArrayV6appendyyxnF"(ptr noalias %34, ptr %49, ptr swiftself captures(none) dereferenceable(8) %14), !dbg !258
  call swiftcc void @"$sSl9formIndex5aftery0B0Qzz_tFTj"(ptr %41, ptr noalias swiftself %7, ptr %2, ptr %5), !dbg !258
  %98 = icmp eq i64 %71, %42, !dbg !258
  br i1 %98, label %100, label %99, !dbg !258

99:                                               ; preds = %95
  br label %56, !dbg !258

100:                                              ; preds = %95
  br label %102, !dbg !258

101:                                              ; preds = %53
  br label %102, !dbg !258

102:                                              ; preds = %101, %100
  call swiftcc void @"$ss10_expectEnd2of2isyx_5IndexQztSlRzlF"(ptr noalias %7, ptr noalias %41, ptr %2, ptr %5), !dbg !258
  %103 = getelementptr inbounds ptr, ptr %38, i32 1, !dbg !258
  %104 = load ptr, ptr %103, align 8, !dbg !258, !invariant.load !57
  call void %104(ptr noalias %41, ptr %36) #10, !dbg !258
  %105 = getelementptr inbounds nuw %Ts15ContiguousArrayV, ptr %14, i32 0, i32 0, !dbg !258
  %106 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %105, i32 0, i32 0, !dbg !258
  %107 = load ptr, ptr %106, align 8, !dbg !258
  call void @llvm.lifetime.end.p0(i64 8, ptr %14), !dbg !258
  br label %112, !dbg !258

108:                                              ; preds = %10
  %109 = call swiftcc { ptr, ptr } @"$sSa22_allocateUninitializedySayxG_SpyxGtSiFZ"(i64 0, ptr %3), !dbg !258
  %110 = extractvalue { ptr, ptr } %109, 0, !dbg !258
  %111 = extractvalue { ptr, ptr } %109, 1, !dbg !258
  br label %112, !dbg !258

112:                                              ; preds = %108, %102
  %113 = phi ptr [ %107, %102 ], [ %110, %108 ], !dbg !259
  call void @llvm.lifetime.end.p0(i64 -1, ptr %41), !dbg !258
  call void @llvm.lifetime.end.p0(i64 -1, ptr %34), !dbg !258
  call void @llvm.lifetime.end.p0(i64 -1, ptr %29), !dbg !258
  call void @llvm.lifetime.end.p0(i64 -1, ptr %20), !dbg !258
  ret ptr %113, !dbg !258

114:                                              ; preds = %69
  call void @llvm.trap(), !dbg !261
  unreachable, !dbg !261
}

; Function Attrs: noinline nounwind willreturn memory(read)
define linkonce_odr hidden ptr @__swift_instantiateConcreteTypeFromMangledName(ptr %0) #4 !dbg !264 {
  %2 = load atomic i64, ptr %0 monotonic, align 8, !dbg !265
  %3 = icmp slt i64 %2, 0, !dbg !265
  %4 = call i1 @llvm.expect.i1(i1 %3, i1 false), !dbg !265
  br i1 %4, label %8, label %5, !dbg !265

5:                                                ; preds = %8, %1
  %6 = phi i64 [ %2, %1 ], [ %17, %8 ], !dbg !265
  %7 = inttoptr i64 %6 to ptr, !dbg !265
  ret ptr %7, !dbg !265

8:                                                ; preds = %1
  %9 = ashr i64 %2, 32, !dbg !265
  %10 = sub i64 0, %9, !dbg !265
  %11 = trunc i64 %2 to i32, !dbg !265
  %12 = sext i32 %11 to i64, !dbg !265
  %13 = ptrtoint ptr %0 to i64, !dbg !265
  %14 = add i64 %13, %12, !dbg !265
  %15 = inttoptr i64 %14 to ptr, !dbg !265
  %16 = call swiftcc ptr @swift_getTypeByMangledNameInContext2(ptr %15, i64 %10, ptr null, ptr null) #18, !dbg !265
  %17 = ptrtoint ptr %16 to i64, !dbg !265
  store atomic i64 %17, ptr %0 monotonic, align 8, !dbg !265
  br label %5, !dbg !265
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.expect.i1(i1, i1) #5

; Function Attrs: nounwind memory(argmem: readwrite)
declare swiftcc ptr @swift_getTypeByMangledNameInContext2(ptr, i64, ptr, ptr) #6

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$sSays10ArraySliceVys5UInt8VGGSayxGSlsWl"() #7 !dbg !266 {
  %1 = load ptr, ptr @"$sSays10ArraySliceVys5UInt8VGGSayxGSlsWL", align 8, !dbg !267
  %2 = icmp eq ptr %1, null, !dbg !267
  br i1 %2, label %3, label %6, !dbg !267

3:                                                ; preds = %0
  %4 = call ptr @__swift_instantiateConcreteTypeFromMangledNameAbstract(ptr @"$sSays10ArraySliceVys5UInt8VGGMD") #8, !dbg !267
  %5 = call ptr @swift_getWitnessTable(ptr @"$sSayxGSlsMc", ptr %4, ptr undef) #8, !dbg !267
  store atomic ptr %5, ptr @"$sSays10ArraySliceVys5UInt8VGGSayxGSlsWL" release, align 8, !dbg !267
  br label %6, !dbg !267

6:                                                ; preds = %3, %0
  %7 = phi ptr [ %1, %0 ], [ %5, %3 ], !dbg !267
  ret ptr %7, !dbg !267
}

; Function Attrs: noinline nounwind willreturn memory(read)
define linkonce_odr hidden ptr @__swift_instantiateConcreteTypeFromMangledNameAbstract(ptr %0) #4 !dbg !268 {
  %2 = load atomic i64, ptr %0 monotonic, align 8, !dbg !269
  %3 = icmp slt i64 %2, 0, !dbg !269
  %4 = call i1 @llvm.expect.i1(i1 %3, i1 false), !dbg !269
  br i1 %4, label %8, label %5, !dbg !269

5:                                                ; preds = %8, %1
  %6 = phi i64 [ %2, %1 ], [ %17, %8 ], !dbg !269
  %7 = inttoptr i64 %6 to ptr, !dbg !269
  ret ptr %7, !dbg !269

8:                                                ; preds = %1
  %9 = ashr i64 %2, 32, !dbg !269
  %10 = sub i64 0, %9, !dbg !269
  %11 = trunc i64 %2 to i32, !dbg !269
  %12 = sext i32 %11 to i64, !dbg !269
  %13 = ptrtoint ptr %0 to i64, !dbg !269
  %14 = add i64 %13, %12, !dbg !269
  %15 = inttoptr i64 %14 to ptr, !dbg !269
  %16 = call swiftcc ptr @swift_getTypeByMangledNameInContextInMetadataState2(i64 255, ptr %15, i64 %10, ptr null, ptr null) #18, !dbg !269
  %17 = ptrtoint ptr %16 to i64, !dbg !269
  store atomic i64 %17, ptr %0 monotonic, align 8, !dbg !269
  br label %5, !dbg !269
}

; Function Attrs: nounwind memory(argmem: readwrite)
declare swiftcc ptr @swift_getTypeByMangledNameInContextInMetadataState2(i64, ptr, i64, ptr, ptr) #6

; Function Attrs: nounwind memory(read)
declare ptr @swift_getWitnessTable(ptr, ptr, ptr) #8

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$sSays10ArraySliceVys5UInt8VGGWOh"(ptr %0) #9 !dbg !270 {
  %2 = getelementptr inbounds nuw %TSa, ptr %0, i32 0, i32 0, !dbg !271
  %3 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %2, i32 0, i32 0, !dbg !271
  %4 = load ptr, ptr %3, align 8, !dbg !271
  call void @swift_release(ptr %4) #10, !dbg !271
  ret ptr %0, !dbg !271
}

; Function Attrs: nounwind
declare void @swift_release(ptr) #10

; Function Attrs: noinline nounwind memory(none)
define protected swiftcc %swift.metadata_response @"$s13HTTPSemantics10FormFieldsOMa"(i64 %0) #7 !dbg !272 {
  ret %swift.metadata_response { ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics10FormFieldsOMf", i32 0, i32 2), i64 0 }, !dbg !273
}

; Function Attrs: nounwind willreturn memory(none)
declare swiftcc %swift.metadata_response @swift_getAssociatedTypeWitness(i64, ptr, ptr, ptr, ptr) #11

declare swiftcc i64 @"$sSl5countSivgTj"(ptr noalias swiftself, ptr, ptr) #3

declare swiftcc ptr @"$ss15ContiguousArrayVAByxGycfC"(ptr) #3

declare swiftcc void @"$ss15ContiguousArrayV15reserveCapacityyySiF"(i64, ptr, ptr swiftself captures(none) dereferenceable(8)) #3

declare swiftcc %swift.metadata_response @"$ss15ContiguousArrayVMa"(i64, ptr) #3

declare swiftcc void @"$sSl10startIndex0B0QzvgTj"(ptr noalias sret(%swift.opaque), ptr noalias swiftself, ptr, ptr) #3

; Function Attrs: noinline
declare swiftcc void @"$ss17_assertionFailure__4file4line5flagss5NeverOs12StaticStringV_A2HSus6UInt32VtF"(i64, i64, i8, i64, i64, i8, i64, i64, i8, i64, i32) #12

; Function Attrs: noinline
declare swiftcc void @"$ss18_fatalErrorMessage__4file4line5flagss5NeverOs12StaticStringV_A2HSus6UInt32VtF"(i64, i64, i8, i64, i64, i8, i64, i64, i8, i64, i32) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #13

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #14

declare swiftcc { ptr, ptr } @"$sSly7ElementQz5IndexQzcirTj"(ptr noalias dereferenceable(32), ptr noalias, ptr noalias swiftself, ptr, ptr) #3

; Function Attrs: nounwind memory(none)
declare ptr @llvm.coro.prepare.retcon(ptr) #15

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$ss15ContiguousArrayVyqd__GSlRzs5ErrorRd_0_r_0_lWOh"(ptr %0) #9 !dbg !274 {
  %2 = getelementptr inbounds nuw %Ts15ContiguousArrayV, ptr %0, i32 0, i32 0, !dbg !275
  %3 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %2, i32 0, i32 0, !dbg !275
  %4 = load ptr, ptr %3, align 8, !dbg !275
  call void @swift_release(ptr %4) #10, !dbg !275
  ret ptr %0, !dbg !275
}

declare swiftcc void @"$ss15ContiguousArrayV6appendyyxnF"(ptr noalias, ptr, ptr swiftself captures(none) dereferenceable(8)) #3

declare swiftcc void @"$sSl9formIndex5aftery0B0Qzz_tFTj"(ptr, ptr noalias swiftself, ptr, ptr) #3

declare swiftcc void @"$ss10_expectEnd2of2isyx_5IndexQztSlRzlF"(ptr noalias, ptr noalias, ptr, ptr) #3

declare swiftcc { ptr, ptr } @"$sSa22_allocateUninitializedySayxG_SpyxGtSiFZ"(i64, ptr) #3

declare swiftcc void @"$sSlsSQ7ElementRpzrlE10firstIndex2of0C0QzSgAB_tF"(ptr noalias sret(%swift.opaque), ptr noalias, ptr, ptr, ptr, ptr noalias swiftself) #3

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$ss10ArraySliceVys5UInt8VGAByxGSlsWl"() #7 !dbg !276 {
  %1 = load ptr, ptr @"$ss10ArraySliceVys5UInt8VGAByxGSlsWL", align 8, !dbg !277
  %2 = icmp eq ptr %1, null, !dbg !277
  br i1 %2, label %3, label %6, !dbg !277

3:                                                ; preds = %0
  %4 = call ptr @__swift_instantiateConcreteTypeFromMangledNameAbstract(ptr @"$ss10ArraySliceVys5UInt8VGMD") #8, !dbg !277
  %5 = call ptr @swift_getWitnessTable(ptr @"$ss10ArraySliceVyxGSlsMc", ptr %4, ptr undef) #8, !dbg !277
  store atomic ptr %5, ptr @"$ss10ArraySliceVys5UInt8VGAByxGSlsWL" release, align 8, !dbg !277
  br label %6, !dbg !277

6:                                                ; preds = %3, %0
  %7 = phi ptr [ %1, %0 ], [ %5, %3 ], !dbg !277
  ret ptr %7, !dbg !277
}

; Function Attrs: nounwind willreturn
declare ptr @swift_retain(ptr returned) #16

define internal swiftcc void @"$s13HTTPSemantics10FormFieldsO5parseySaySS4name_SS5valuetGxSlRzs5UInt8V7ElementRtzlFZSSAE_SSAFts10ArraySliceVyAIGXEfU_ANSiXEfU_TA"(ptr noalias sret(%Ts10ArraySliceV) captures(none) %0, ptr noalias captures(none) dereferenceable(8) %1, ptr swiftself %2, ptr noalias swifterror captures(none) dereferenceable(8) %3, ptr %4) #3 !dbg !278 {
  %6 = getelementptr inbounds nuw <{ %swift.refcounted, %Ts10ArraySliceV }>, ptr %2, i32 0, i32 1, !dbg !279
  %7 = getelementptr inbounds nuw %Ts10ArraySliceV, ptr %6, i32 0, i32 0, !dbg !279
  %8 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %7, i32 0, i32 0, !dbg !279
  %9 = getelementptr inbounds nuw %AnyObject, ptr %8, i32 0, i32 0, !dbg !279
  %10 = load ptr, ptr %9, align 8, !dbg !279
  %11 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %7, i32 0, i32 1, !dbg !279
  %12 = getelementptr inbounds nuw %TSp, ptr %11, i32 0, i32 0, !dbg !279
  %13 = load ptr, ptr %12, align 8, !dbg !279
  %14 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %7, i32 0, i32 2, !dbg !279
  %15 = getelementptr inbounds nuw %TSi, ptr %14, i32 0, i32 0, !dbg !279
  %16 = load i64, ptr %15, align 8, !dbg !279
  %17 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %7, i32 0, i32 3, !dbg !279
  %18 = getelementptr inbounds nuw %TSu, ptr %17, i32 0, i32 0, !dbg !279
  %19 = load i64, ptr %18, align 8, !dbg !279
  tail call swiftcc void @"$s13HTTPSemantics10FormFieldsO5parseySaySS4name_SS5valuetGxSlRzs5UInt8V7ElementRtzlFZSSAE_SSAFts10ArraySliceVyAIGXEfU_ANSiXEfU_"(ptr noalias sret(%Ts10ArraySliceV) captures(none) %0, ptr noalias captures(none) dereferenceable(8) %1, ptr %10, ptr %13, i64 %16, i64 %19, ptr swiftself undef, ptr noalias swifterror captures(none) dereferenceable(8) %3, ptr %4), !dbg !279
  ret void, !dbg !279
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #17

declare swiftcc void @"$sSMsEy11SubSequenceQzys15UnboundedRange_OXEcig"(ptr noalias sret(%swift.opaque), ptr, ptr, ptr, ptr, ptr noalias swiftself) #3

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$ss10ArraySliceVys5UInt8VGAByxGSMsWl"() #7 !dbg !280 {
  %1 = load ptr, ptr @"$ss10ArraySliceVys5UInt8VGAByxGSMsWL", align 8, !dbg !281
  %2 = icmp eq ptr %1, null, !dbg !281
  br i1 %2, label %3, label %6, !dbg !281

3:                                                ; preds = %0
  %4 = call ptr @__swift_instantiateConcreteTypeFromMangledNameAbstract(ptr @"$ss10ArraySliceVys5UInt8VGMD") #8, !dbg !281
  %5 = call ptr @swift_getWitnessTable(ptr @"$ss10ArraySliceVyxGSMsMc", ptr %4, ptr undef) #8, !dbg !281
  store atomic ptr %5, ptr @"$ss10ArraySliceVys5UInt8VGAByxGSMsWL" release, align 8, !dbg !281
  br label %6, !dbg !281

6:                                                ; preds = %3, %0
  %7 = phi ptr [ %1, %0 ], [ %5, %3 ], !dbg !281
  ret ptr %7, !dbg !281
}

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$ss10ArraySliceVys5UInt8VGSgWOh"(ptr %0) #9 !dbg !282 {
  %2 = getelementptr inbounds nuw %Ts10ArraySliceV, ptr %0, i32 0, i32 0, !dbg !283
  %3 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %2, i32 0, i32 0, !dbg !283
  %4 = getelementptr inbounds nuw %AnyObject, ptr %3, i32 0, i32 0, !dbg !283
  %5 = load ptr, ptr %4, align 8, !dbg !283
  call void @swift_release(ptr %5) #10, !dbg !283
  ret ptr %0, !dbg !283
}

define internal swiftcc void @"$s13HTTPSemantics10FormFieldsO5parseySaySS4name_SS5valuetGxSlRzs5UInt8V7ElementRtzlFZSSAE_SSAFts10ArraySliceVyAIGXEfU_ANSiXEfU0_TA"(ptr noalias sret(%Ts10ArraySliceV) captures(none) %0, ptr noalias captures(none) dereferenceable(8) %1, ptr swiftself %2, ptr noalias swifterror captures(none) dereferenceable(8) %3, ptr %4) #3 !dbg !284 {
  %6 = getelementptr inbounds nuw <{ %swift.refcounted, %Ts10ArraySliceV }>, ptr %2, i32 0, i32 1, !dbg !285
  %7 = getelementptr inbounds nuw %Ts10ArraySliceV, ptr %6, i32 0, i32 0, !dbg !285
  %8 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %7, i32 0, i32 0, !dbg !285
  %9 = getelementptr inbounds nuw %AnyObject, ptr %8, i32 0, i32 0, !dbg !285
  %10 = load ptr, ptr %9, align 8, !dbg !285
  %11 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %7, i32 0, i32 1, !dbg !285
  %12 = getelementptr inbounds nuw %TSp, ptr %11, i32 0, i32 0, !dbg !285
  %13 = load ptr, ptr %12, align 8, !dbg !285
  %14 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %7, i32 0, i32 2, !dbg !285
  %15 = getelementptr inbounds nuw %TSi, ptr %14, i32 0, i32 0, !dbg !285
  %16 = load i64, ptr %15, align 8, !dbg !285
  %17 = getelementptr inbounds nuw %Ts12_SliceBufferV, ptr %7, i32 0, i32 3, !dbg !285
  %18 = getelementptr inbounds nuw %TSu, ptr %17, i32 0, i32 0, !dbg !285
  %19 = load i64, ptr %18, align 8, !dbg !285
  tail call swiftcc void @"$s13HTTPSemantics10FormFieldsO5parseySaySS4name_SS5valuetGxSlRzs5UInt8V7ElementRtzlFZSSAE_SSAFts10ArraySliceVyAIGXEfU_ANSiXEfU0_"(ptr noalias sret(%Ts10ArraySliceV) captures(none) %0, ptr noalias captures(none) dereferenceable(8) %1, ptr %10, ptr %13, i64 %16, i64 %19, ptr swiftself undef, ptr noalias swifterror captures(none) dereferenceable(8) %3, ptr %4), !dbg !285
  ret void, !dbg !285
}

declare swiftcc i64 @"$ss10ArraySliceV8endIndexSivg"(ptr, ptr, i64, i64, ptr) #3

declare swiftcc void @"$sSMsEy11SubSequenceQzqd__cSXRd__5BoundQyd__5IndexRtzluig"(ptr noalias sret(%swift.opaque), ptr noalias, ptr, ptr, ptr, ptr, ptr noalias swiftself) #3

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$ss16PartialRangeFromVySiGAByxGSXsWl"() #7 !dbg !286 {
  %1 = load ptr, ptr @"$ss16PartialRangeFromVySiGAByxGSXsWL", align 8, !dbg !287
  %2 = icmp eq ptr %1, null, !dbg !287
  br i1 %2, label %3, label %6, !dbg !287

3:                                                ; preds = %0
  %4 = call ptr @__swift_instantiateConcreteTypeFromMangledNameAbstract(ptr @"$ss16PartialRangeFromVySiGMD") #8, !dbg !287
  %5 = call ptr @swift_getWitnessTable(ptr @"$ss16PartialRangeFromVyxGSXsMc", ptr %4, ptr undef) #8, !dbg !287
  store atomic ptr %5, ptr @"$ss16PartialRangeFromVySiGAByxGSXsWL" release, align 8, !dbg !287
  br label %6, !dbg !287

6:                                                ; preds = %3, %0
  %7 = phi ptr [ %1, %0 ], [ %5, %3 ], !dbg !287
  ret ptr %7, !dbg !287
}

declare swiftcc { i64, ptr } @"$s13HTTPSemantics15PercentDecodingO19decodeFormComponentySSxSlRzs5UInt8V7ElementRtzlFZ"(ptr noalias, ptr, ptr) #3

declare swiftcc i64 @"$ss10ArraySliceV5index5afterS2i_tF"(i64, ptr, ptr, i64, i64, ptr) #3

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$sxSgs5ErrorRd__Ri_d_0_r_0_lWOc"(ptr %0, ptr %1, ptr %2, ptr %3) #9 !dbg !288 {
  %5 = alloca ptr, align 8
  store ptr %2, ptr %5, align 8, !dbg !289
  %6 = getelementptr inbounds ptr, ptr %2, i64 -1, !dbg !289
  %7 = load ptr, ptr %6, align 8, !dbg !289, !invariant.load !57, !dereferenceable !58
  %8 = getelementptr inbounds ptr, ptr %7, i32 6, !dbg !289
  %9 = load ptr, ptr %8, align 8, !dbg !289, !invariant.load !57
  %10 = call i32 %9(ptr noalias %0, i32 1, ptr %2) #8, !dbg !289
  %11 = icmp eq i32 %10, 0, !dbg !289
  br i1 %11, label %12, label %18, !dbg !289

12:                                               ; preds = %4
  %13 = getelementptr inbounds ptr, ptr %7, i32 2, !dbg !289
  %14 = load ptr, ptr %13, align 8, !dbg !289, !invariant.load !57
  %15 = call ptr %14(ptr noalias %1, ptr noalias %0, ptr %2) #10, !dbg !289
  %16 = getelementptr inbounds ptr, ptr %7, i32 7, !dbg !289
  %17 = load ptr, ptr %16, align 8, !dbg !289, !invariant.load !57
  call void %17(ptr noalias %1, i32 0, i32 1, ptr %2) #10, !dbg !289
  br label %23, !dbg !289

18:                                               ; preds = %4
  %19 = getelementptr inbounds ptr, ptr %3, i64 -1, !dbg !289
  %20 = load ptr, ptr %19, align 8, !dbg !289, !invariant.load !57, !dereferenceable !58
  %21 = getelementptr inbounds nuw %swift.vwtable, ptr %20, i32 0, i32 8, !dbg !289
  %22 = load i64, ptr %21, align 8, !dbg !289, !invariant.load !57
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1, ptr align 1 %0, i64 %22, i1 false), !dbg !289
  br label %23, !dbg !289

23:                                               ; preds = %18, %12
  ret ptr %1, !dbg !289
}

declare swiftcc i64 @"$ss10ArraySliceV10startIndexSivg"(ptr, ptr, i64, i64, ptr) #3

declare swiftcc { ptr, ptr, i64, i64 } @"$ss10ArraySliceVyAByxGSnySiGcig"(i64, i64, ptr, ptr, i64, i64, ptr) #3

attributes #0 = { sanitize_address "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nounwind memory(argmem: readwrite) }
attributes #7 = { noinline nounwind memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind memory(read) }
attributes #9 = { noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(none) }
attributes #12 = { noinline "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #15 = { nounwind memory(none) }
attributes #16 = { nounwind willreturn }
attributes #17 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #18 = { nounwind memory(argmem: read) }

!llvm.dbg.cu = !{!0, !20, !22}
!swift.module.flags = !{!24}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31, !32}
!llvm.linker.options = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_Swift, file: !1, producer: "Swift version 6.3.1 (swift-6.3.1-RELEASE)", isOptimized: false, runtimeVersion: 6, emissionKind: FullDebug, retainedTypes: !2, imports: !8)
!1 = !DIFile(filename: "Sources/HTTPSemantics/FormFields.swift", directory: "/work/main")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "$ss10ArraySliceV5Indexays5UInt8V_GD", scope: !5, file: !4, baseType: !7)
!4 = !DIFile(filename: "/opt/swift/usr/lib/swift/linux/Swift.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule", directory: "")
!5 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArraySlice", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$ss10ArraySliceVyxGD")
!6 = !DIModule(scope: null, name: "Swift", includePath: "/opt/swift/usr/lib/swift/linux/Swift.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule")
!7 = !DICompositeType(tag: DW_TAG_structure_type, name: "Int", scope: !6, file: !4, size: 64, runtimeLang: DW_LANG_Swift, identifier: "$sSiD")
!8 = !{!9, !11, !12, !14, !16, !18}
!9 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1, entity: !10, file: !1)
!10 = !DIModule(scope: null, name: "HTTPSemantics", includePath: "Sources/HTTPSemantics")
!11 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: null, entity: !6)
!12 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1, entity: !13, file: !1)
!13 = !DIModule(scope: null, name: "_StringProcessing", includePath: "/opt/swift/usr/lib/swift/linux/_StringProcessing.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule")
!14 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1, entity: !15, file: !1)
!15 = !DIModule(scope: null, name: "_SwiftConcurrencyShims", includePath: "/opt/swift/usr/lib/swift/shims")
!16 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1, entity: !17, file: !1)
!17 = !DIModule(scope: null, name: "_Concurrency", includePath: "/opt/swift/usr/lib/swift/linux/_Concurrency.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule")
!18 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1, entity: !19, file: !1)
!19 = !DIModule(scope: null, name: "SwiftOnoneSupport", includePath: "/opt/swift/usr/lib/swift/linux/SwiftOnoneSupport.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule")
!20 = distinct !DICompileUnit(language: DW_LANG_C11, file: !21, producer: "clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!21 = !DIFile(filename: "<swift-imported-modules>", directory: "/work/main")
!22 = distinct !DICompileUnit(language: DW_LANG_C99, file: !23, producer: "Swift version 6.3.1 (swift-6.3.1-RELEASE)", isOptimized: true, runtimeVersion: 0, splitDebugFilename: "/root/.cache/clang/ModuleCache/TXB5W5DC64VB/_SwiftConcurrencyShims-2WTEZSG1WEKQP.pcm", emissionKind: FullDebug, dwoId: 7267430592561681079)
!23 = !DIFile(filename: "_SwiftConcurrencyShims", directory: "/opt/swift/usr/lib/swift/shims")
!24 = !{!"standard-library", i1 false}
!25 = !{i32 7, !"Dwarf Version", i32 4}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 8, !"PIC Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{i32 4, !"Objective-C Garbage Collection", i32 100861696}
!32 = !{i32 1, !"Swift Version", i32 7}
!33 = distinct !DISubprogram(name: "parse", linkageName: "$s13HTTPSemantics10FormFieldsO5parseySaySS4name_SS5valuetGxSlRzs5UInt8V7ElementRtzlFZ", scope: !34, file: !1, line: 7, type: !35, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !0, declaration: !40, retainedNodes: !41)
!34 = !DICompositeType(tag: DW_TAG_structure_type, name: "FormFields", scope: !10, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics10FormFieldsOD")
!35 = !DISubroutineType(types: !36)
!36 = !{!37, !38, !39}
!37 = !DICompositeType(tag: DW_TAG_structure_type, name: "Array", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sSaySS4name_SS5valuetGD")
!38 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sxD", flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sxD")
!39 = !DICompositeType(tag: DW_TAG_structure_type, name: "$s13HTTPSemantics10FormFieldsOXMtD", size: 8, flags: DIFlagArtificial, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics10FormFieldsOXMtD")
!40 = !DISubprogram(name: "parse", linkageName: "$s13HTTPSemantics10FormFieldsO5parseySaySS4name_SS5valuetGxSlRzs5UInt8V7ElementRtzlFZ", scope: !34, file: !1, line: 7, type: !35, scopeLine: 7, spFlags: 0)
!41 = !{!42, !44, !51}
!42 = !DILocalVariable(name: "$\CF\84_0_0", scope: !33, file: !1, type: !43, flags: DIFlagArtificial)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "$sBpD", baseType: null, size: 64)
!44 = !DILocalVariable(name: "body", arg: 1, scope: !33, file: !1, line: 7, type: !45)
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!46 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sxD", file: !47, elements: !48, runtimeLang: DW_LANG_Swift)
!47 = !DIFile(filename: "<compiler-generated>", directory: "/")
!48 = !{!49}
!49 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !46, baseType: !50, extraData: i32 0)
!50 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sSl_pmD", size: 8, flags: DIFlagArtificial, runtimeLang: DW_LANG_Swift, identifier: "$sSl_pmD")
!51 = !DILocalVariable(name: "self", arg: 2, scope: !33, file: !1, line: 7, type: !52, flags: DIFlagArtificial)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!53 = !DILocation(line: 0, scope: !33)
!54 = !DILocation(line: 7, column: 31, scope: !33)
!55 = !DILocation(line: 0, scope: !56)
!56 = !DILexicalBlockFile(scope: !33, discriminator: 0)
!57 = !{}
!58 = !{i64 96}
!59 = !DILocation(line: 7, column: 25, scope: !33)
!60 = !DILocation(line: 8, column: 9, scope: !33)
!61 = !DILocation(line: 8, column: 31, scope: !33)
!62 = !DILocation(line: 8, column: 14, scope: !33)
!63 = !DILocation(line: 0, scope: !64)
!64 = !DILexicalBlockFile(scope: !33, file: !47, discriminator: 0)
!65 = !DILocation(line: 8, column: 83, scope: !33)
!66 = !DILocation(line: 13, column: 9, scope: !33)
!67 = !DILocation(line: 14, column: 5, scope: !33)
!68 = distinct !DISubprogram(name: "split", linkageName: "$sSTsSQ7ElementRpzrlE5split9separator9maxSplits25omittingEmptySubsequencesSays10ArraySliceVyABGGAB_SiSbtFfA0_", scope: !69, file: !47, type: !70, spFlags: DISPFlagDefinition, unit: !0, declaration: !72, retainedNodes: !73)
!69 = !DICompositeType(tag: DW_TAG_structure_type, name: "Sequence", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sST_pD")
!70 = !DISubroutineType(types: !71)
!71 = !{!7}
!72 = !DISubprogram(name: "split", linkageName: "$sSTsSQ7ElementRpzrlE5split9separator9maxSplits25omittingEmptySubsequencesSays10ArraySliceVyABGGAB_SiSbtFfA0_", scope: !69, file: !47, type: !70, spFlags: 0)
!73 = !{!74}
!74 = !DILocalVariable(name: "$\CF\84_0_0", scope: !68, file: !1, type: !75, flags: DIFlagArtificial)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "Self", scope: !76, file: !1, baseType: !43)
!76 = !DIModule(scope: null, name: "Builtin")
!77 = !DILocation(line: 0, scope: !68)
!78 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics10FormFieldsO5parseySaySS4name_SS5valuetGxSlRzs5UInt8V7ElementRtzlFZSSAE_SSAFts10ArraySliceVyAIGXEfU_", scope: !33, file: !1, line: 8, type: !79, scopeLine: 8, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !83, thrownTypes: !106)
!79 = !DISubroutineType(types: !80)
!80 = !{!81, !82}
!81 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sSS4name_SS5valuetD", flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sSS4name_SS5valuetD")
!82 = !DICompositeType(tag: DW_TAG_structure_type, name: "ArraySlice", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$ss10ArraySliceVys5UInt8VGD")
!83 = !{!84, !93, !102, !104}
!84 = !DILocalVariable(name: "piece", arg: 1, scope: !78, file: !1, line: 8, type: !85)
!85 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !86)
!86 = !DICompositeType(tag: DW_TAG_structure_type, scope: !6, file: !4, size: 256, elements: !87, runtimeLang: DW_LANG_Swift)
!87 = !{!88}
!88 = !DIDerivedType(tag: DW_TAG_member, scope: !6, file: !4, baseType: !89, size: 256)
!89 = !DICompositeType(tag: DW_TAG_structure_type, name: "$ss10ArraySliceVys5UInt8VGD", scope: !6, file: !4, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, templateParams: !90)
!90 = !{!91}
!91 = !DITemplateTypeParameter(type: !92)
!92 = !DICompositeType(tag: DW_TAG_structure_type, name: "UInt8", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$ss5UInt8VD")
!93 = !DILocalVariable(name: "equals", scope: !94, file: !1, line: 9, type: !95)
!94 = distinct !DILexicalBlock(scope: !78, file: !1, line: 9, column: 17)
!95 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !96)
!96 = !DICompositeType(tag: DW_TAG_structure_type, scope: !6, file: !4, size: 72, elements: !97, runtimeLang: DW_LANG_Swift)
!97 = !{!98}
!98 = !DIDerivedType(tag: DW_TAG_member, scope: !6, file: !4, baseType: !99, size: 72)
!99 = !DICompositeType(tag: DW_TAG_structure_type, name: "$ss10ArraySliceV5Indexays5UInt8V_GSgD", scope: !6, file: !4, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, templateParams: !100)
!100 = !{!101}
!101 = !DITemplateTypeParameter(type: !3)
!102 = !DILocalVariable(name: "name", scope: !103, file: !1, line: 10, type: !85)
!103 = distinct !DILexicalBlock(scope: !94, file: !1, line: 10, column: 17)
!104 = !DILocalVariable(name: "value", scope: !105, file: !1, line: 11, type: !85)
!105 = distinct !DILexicalBlock(scope: !103, file: !1, line: 11, column: 17)
!106 = !{!107}
!107 = !DICompositeType(tag: DW_TAG_structure_type, name: "Never", scope: !6, file: !4, runtimeLang: DW_LANG_Swift, identifier: "$ss5NeverOD")
!108 = !DILocation(line: 8, column: 89, scope: !78)
!109 = !DILocation(line: 9, column: 17, scope: !94)
!110 = !DILocation(line: 10, column: 17, scope: !103)
!111 = !DILocation(line: 11, column: 17, scope: !105)
!112 = !DILocation(line: 0, scope: !113)
!113 = !DILexicalBlockFile(scope: !78, discriminator: 0)
!114 = !DILocation(line: 0, scope: !78)
!115 = !DILocation(line: 0, scope: !116)
!116 = !DILexicalBlockFile(scope: !117, discriminator: 0)
!117 = distinct !DILexicalBlock(scope: !78, file: !1, line: 9, column: 26)
!118 = !DILocation(line: 9, column: 26, scope: !117)
!119 = !DILocation(line: 9, column: 47, scope: !117)
!120 = !DILocation(line: 9, column: 32, scope: !117)
!121 = !DILocation(line: 0, scope: !122)
!122 = !DILexicalBlockFile(scope: !117, file: !47, discriminator: 0)
!123 = !DILocation(line: 0, scope: !124)
!124 = !DILexicalBlockFile(scope: !94, discriminator: 0)
!125 = !DILocation(line: 0, scope: !94)
!126 = !DILocation(line: 0, scope: !127)
!127 = !DILexicalBlockFile(scope: !94, file: !47, discriminator: 0)
!128 = !DILocation(line: 0, scope: !129)
!129 = !DILexicalBlockFile(scope: !130, discriminator: 0)
!130 = distinct !DILexicalBlock(scope: !94, file: !1, line: 10, column: 24)
!131 = !DILocation(line: 10, column: 24, scope: !130)
!132 = !DILocation(line: 0, scope: !130)
!133 = !DILocation(line: 10, column: 35, scope: !130)
!134 = !DILocation(line: 10, column: 31, scope: !130)
!135 = !DILocation(line: 0, scope: !136)
!136 = !DILexicalBlockFile(scope: !130, file: !47, discriminator: 0)
!137 = !DILocation(line: 10, column: 68, scope: !130)
!138 = !DILocation(line: 0, scope: !139)
!139 = !DILexicalBlockFile(scope: !103, discriminator: 0)
!140 = !DILocation(line: 0, scope: !103)
!141 = !DILocation(line: 0, scope: !142)
!142 = !DILexicalBlockFile(scope: !103, file: !47, discriminator: 0)
!143 = !DILocation(line: 0, scope: !144)
!144 = !DILexicalBlockFile(scope: !145, discriminator: 0)
!145 = distinct !DILexicalBlock(scope: !103, file: !1, line: 11, column: 25)
!146 = !DILocation(line: 11, column: 25, scope: !145)
!147 = !DILocation(line: 0, scope: !145)
!148 = !DILocation(line: 11, column: 36, scope: !145)
!149 = !DILocation(line: 11, column: 32, scope: !145)
!150 = !DILocation(line: 0, scope: !151)
!151 = !DILexicalBlockFile(scope: !145, file: !47, discriminator: 0)
!152 = !DILocation(line: 11, column: 73, scope: !145)
!153 = !DILocation(line: 0, scope: !154)
!154 = !DILexicalBlockFile(scope: !105, discriminator: 0)
!155 = !DILocation(line: 0, scope: !105)
!156 = !DILocation(line: 0, scope: !157)
!157 = !DILexicalBlockFile(scope: !105, file: !47, discriminator: 0)
!158 = !DILocation(line: 12, column: 20, scope: !105)
!159 = !DILocation(line: 12, column: 57, scope: !105)
!160 = !DILocation(line: 12, column: 37, scope: !105)
!161 = !DILocation(line: 12, column: 100, scope: !105)
!162 = !DILocation(line: 12, column: 80, scope: !105)
!163 = !DILocation(line: 12, column: 13, scope: !105)
!164 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics10FormFieldsO5parseySaySS4name_SS5valuetGxSlRzs5UInt8V7ElementRtzlFZSSAE_SSAFts10ArraySliceVyAIGXEfU_ANSiXEfU_", scope: !33, file: !1, line: 10, type: !165, scopeLine: 10, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !167, thrownTypes: !106)
!165 = !DISubroutineType(types: !166)
!166 = !{!86, !7, !86}
!167 = !{!168, !170}
!168 = !DILocalVariable(name: "$0", arg: 1, scope: !164, file: !1, line: 10, type: !169)
!169 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!170 = !DILocalVariable(name: "piece", arg: 2, scope: !164, file: !1, line: 8, type: !85)
!171 = !DILocation(line: 10, column: 35, scope: !164)
!172 = !DILocation(line: 8, column: 89, scope: !164)
!173 = !DILocation(line: 0, scope: !174)
!174 = !DILexicalBlockFile(scope: !164, discriminator: 0)
!175 = !DILocation(line: 0, scope: !164)
!176 = !DILocation(line: 0, scope: !177)
!177 = !DILexicalBlockFile(scope: !178, discriminator: 0)
!178 = distinct !DILexicalBlock(scope: !179, file: !1, line: 7, column: 5)
!179 = distinct !DILexicalBlock(scope: !180, file: !1, line: 3, column: 25)
!180 = distinct !DILexicalBlock(scope: !164, file: !1, line: 3, column: 1)
!181 = !DILocation(line: 0, scope: !178)
!182 = !DILocation(line: 10, column: 49, scope: !164)
!183 = !DILocation(line: 10, column: 59, scope: !164)
!184 = !DILocation(line: 0, scope: !185)
!185 = !DILexicalBlockFile(scope: !164, file: !47, discriminator: 0)
!186 = !DILocation(line: 10, column: 42, scope: !164)
!187 = !DILocation(line: 10, column: 66, scope: !164)
!188 = distinct !DISubprogram(name: "map", linkageName: "$sSq3mapyqd_0_Sgqd_0_xqd__YKXEqd__YKs5ErrorRd__Ri_d_0_r0_lF", scope: !189, file: !47, type: !190, spFlags: DISPFlagDefinition, unit: !0, declaration: !194, retainedNodes: !200, thrownTypes: !195)
!189 = !DICompositeType(tag: DW_TAG_structure_type, name: "Optional", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sxSgD")
!190 = !DISubroutineType(types: !191)
!191 = !{!192, !193, !189}
!192 = !DICompositeType(tag: DW_TAG_structure_type, name: "Optional", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sqd_0_SgD")
!193 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sxqd_0_qd__Ignrzr_D", flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sxqd_0_qd__Ignrzr_D")
!194 = !DISubprogram(name: "map", linkageName: "$sSq3mapyqd_0_Sgqd_0_xqd__YKXEqd__YKs5ErrorRd__Ri_d_0_r0_lF", scope: !189, file: !47, type: !190, spFlags: 0, thrownTypes: !195)
!195 = !{!196}
!196 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sqd__D", file: !47, elements: !197, runtimeLang: DW_LANG_Swift)
!197 = !{!198}
!198 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !196, baseType: !199, extraData: i32 0)
!199 = !DICompositeType(tag: DW_TAG_structure_type, name: "$ss5Error_pmD", size: 8, flags: DIFlagArtificial, runtimeLang: DW_LANG_Swift, identifier: "$ss5Error_pmD")
!200 = !{!201, !203, !205}
!201 = !DILocalVariable(name: "$\CF\84_1_0", scope: !188, file: !1, type: !202, flags: DIFlagArtificial)
!202 = !DIDerivedType(tag: DW_TAG_typedef, name: "E", scope: !76, file: !1, baseType: !43)
!203 = !DILocalVariable(name: "$\CF\84_1_1", scope: !188, file: !1, type: !204, flags: DIFlagArtificial)
!204 = !DIDerivedType(tag: DW_TAG_typedef, name: "U", scope: !76, file: !1, baseType: !43)
!205 = !DILocalVariable(name: "$\CF\84_0_0", scope: !188, file: !1, type: !206, flags: DIFlagArtificial)
!206 = !DIDerivedType(tag: DW_TAG_typedef, name: "Wrapped", scope: !76, file: !1, baseType: !43)
!207 = !DILocation(line: 0, scope: !188)
!208 = !DILocation(line: 0, scope: !209)
!209 = !DILexicalBlockFile(scope: !188, discriminator: 0)
!210 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics10FormFieldsO5parseySaySS4name_SS5valuetGxSlRzs5UInt8V7ElementRtzlFZSSAE_SSAFts10ArraySliceVyAIGXEfU_ANyKXEfu_ys15UnboundedRange_OYbcfu0_", scope: !33, file: !1, line: 10, type: !211, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !215)
!211 = !DISubroutineType(types: !212)
!212 = !{!213, !214}
!213 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sytD", flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sytD")
!214 = !DICompositeType(tag: DW_TAG_structure_type, name: "UnboundedRange_", scope: !6, file: !4, runtimeLang: DW_LANG_Swift, identifier: "$ss15UnboundedRange_OD")
!215 = !{!216}
!216 = !DILocalVariable(name: "__argument1", arg: 1, scope: !210, file: !1, type: !217, flags: DIFlagArtificial)
!217 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !214)
!218 = !DILocation(line: 0, scope: !210)
!219 = !DILocation(line: 0, scope: !220)
!220 = !DILexicalBlockFile(scope: !210, discriminator: 0)
!221 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics10FormFieldsO5parseySaySS4name_SS5valuetGxSlRzs5UInt8V7ElementRtzlFZSSAE_SSAFts10ArraySliceVyAIGXEfU_ANSiXEfU0_", scope: !33, file: !1, line: 11, type: !165, scopeLine: 11, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !222, thrownTypes: !106)
!222 = !{!223, !224}
!223 = !DILocalVariable(name: "$0", arg: 1, scope: !221, file: !1, line: 11, type: !169)
!224 = !DILocalVariable(name: "piece", arg: 2, scope: !221, file: !1, line: 8, type: !85)
!225 = !DILocation(line: 11, column: 36, scope: !221)
!226 = !DILocation(line: 8, column: 89, scope: !221)
!227 = !DILocation(line: 0, scope: !228)
!228 = !DILexicalBlockFile(scope: !221, discriminator: 0)
!229 = !DILocation(line: 0, scope: !221)
!230 = !DILocation(line: 0, scope: !231)
!231 = !DILexicalBlockFile(scope: !232, discriminator: 0)
!232 = distinct !DILexicalBlock(scope: !233, file: !1, line: 7, column: 5)
!233 = distinct !DILexicalBlock(scope: !234, file: !1, line: 3, column: 25)
!234 = distinct !DILexicalBlock(scope: !221, file: !1, line: 3, column: 1)
!235 = !DILocation(line: 0, scope: !232)
!236 = !DILocation(line: 11, column: 50, scope: !221)
!237 = !DILocation(line: 11, column: 66, scope: !221)
!238 = !DILocation(line: 0, scope: !239)
!239 = !DILexicalBlockFile(scope: !221, file: !47, discriminator: 0)
!240 = !DILocation(line: 11, column: 43, scope: !221)
!241 = !DILocation(line: 11, column: 71, scope: !221)
!242 = distinct !DISubprogram(name: "map", linkageName: "$sSlsE3mapySayqd__Gqd__7ElementQzqd_0_YKXEqd_0_YKs5ErrorRd_0_r0_lF", scope: !243, file: !47, type: !244, spFlags: DISPFlagDefinition, unit: !0, declaration: !248, retainedNodes: !253, thrownTypes: !249)
!243 = !DICompositeType(tag: DW_TAG_structure_type, name: "Collection", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sSl_pD")
!244 = !DISubroutineType(types: !245)
!245 = !{!246, !247, !38}
!246 = !DICompositeType(tag: DW_TAG_structure_type, name: "Array", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sSayqd__GD")
!247 = !DICompositeType(tag: DW_TAG_structure_type, name: "$s7ElementSTQzqd__qd_0_Ignrzr_D", flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$s7ElementSTQzqd__qd_0_Ignrzr_D")
!248 = !DISubprogram(name: "map", linkageName: "$sSlsE3mapySayqd__Gqd__7ElementQzqd_0_YKXEqd_0_YKs5ErrorRd_0_r0_lF", scope: !243, file: !47, type: !244, spFlags: 0, thrownTypes: !249)
!249 = !{!250}
!250 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sqd_0_D", file: !47, elements: !251, runtimeLang: DW_LANG_Swift)
!251 = !{!252}
!252 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !250, baseType: !199, extraData: i32 0)
!253 = !{!254, !255, !257}
!254 = !DILocalVariable(name: "$\CF\84_0_0", scope: !242, file: !1, type: !75, flags: DIFlagArtificial)
!255 = !DILocalVariable(name: "$\CF\84_1_0", scope: !242, file: !1, type: !256, flags: DIFlagArtificial)
!256 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", scope: !76, file: !1, baseType: !43)
!257 = !DILocalVariable(name: "$\CF\84_1_1", scope: !242, file: !1, type: !202, flags: DIFlagArtificial)
!258 = !DILocation(line: 0, scope: !242)
!259 = !DILocation(line: 0, scope: !260)
!260 = !DILexicalBlockFile(scope: !242, discriminator: 0)
!261 = !DILocation(line: 0, scope: !262, inlinedAt: !258)
!262 = distinct !DISubprogram(name: "Swift runtime failure: arithmetic overflow", scope: !47, file: !47, type: !263, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!263 = !DISubroutineType(types: null)
!264 = distinct !DISubprogram(linkageName: "__swift_instantiateConcreteTypeFromMangledName", scope: !10, file: !47, type: !263, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!265 = !DILocation(line: 0, scope: !264)
!266 = distinct !DISubprogram(linkageName: "$sSays10ArraySliceVys5UInt8VGGSayxGSlsWl", scope: !10, file: !47, type: !263, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!267 = !DILocation(line: 0, scope: !266)
!268 = distinct !DISubprogram(linkageName: "__swift_instantiateConcreteTypeFromMangledNameAbstract", scope: !10, file: !47, type: !263, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!269 = !DILocation(line: 0, scope: !268)
!270 = distinct !DISubprogram(linkageName: "$sSays10ArraySliceVys5UInt8VGGWOh", scope: !10, file: !47, type: !263, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!271 = !DILocation(line: 0, scope: !270)
!272 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics10FormFieldsOMa", scope: !10, file: !47, type: !263, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!273 = !DILocation(line: 0, scope: !272)
!274 = distinct !DISubprogram(linkageName: "$ss15ContiguousArrayVyqd__GSlRzs5ErrorRd_0_r_0_lWOh", scope: !10, file: !47, type: !263, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!275 = !DILocation(line: 0, scope: !274)
!276 = distinct !DISubprogram(linkageName: "$ss10ArraySliceVys5UInt8VGAByxGSlsWl", scope: !10, file: !47, type: !263, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!277 = !DILocation(line: 0, scope: !276)
!278 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics10FormFieldsO5parseySaySS4name_SS5valuetGxSlRzs5UInt8V7ElementRtzlFZSSAE_SSAFts10ArraySliceVyAIGXEfU_ANSiXEfU_TA", scope: !10, file: !47, type: !263, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!279 = !DILocation(line: 0, scope: !278)
!280 = distinct !DISubprogram(linkageName: "$ss10ArraySliceVys5UInt8VGAByxGSMsWl", scope: !10, file: !47, type: !263, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!281 = !DILocation(line: 0, scope: !280)
!282 = distinct !DISubprogram(linkageName: "$ss10ArraySliceVys5UInt8VGSgWOh", scope: !10, file: !47, type: !263, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!283 = !DILocation(line: 0, scope: !282)
!284 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics10FormFieldsO5parseySaySS4name_SS5valuetGxSlRzs5UInt8V7ElementRtzlFZSSAE_SSAFts10ArraySliceVyAIGXEfU_ANSiXEfU0_TA", scope: !10, file: !47, type: !263, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!285 = !DILocation(line: 0, scope: !284)
!286 = distinct !DISubprogram(linkageName: "$ss16PartialRangeFromVySiGAByxGSXsWl", scope: !10, file: !47, type: !263, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!287 = !DILocation(line: 0, scope: !286)
!288 = distinct !DISubprogram(linkageName: "$sxSgs5ErrorRd__Ri_d_0_r_0_lWOc", scope: !10, file: !47, type: !263, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!289 = !DILocation(line: 0, scope: !288)
