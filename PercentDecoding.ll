; ModuleID = '/tmp/fz/tmp/TemporaryDirectory.1ZIX14/PercentDecoding-2.o'
source_filename = "/tmp/fz/tmp/TemporaryDirectory.1ZIX14/PercentDecoding-2.o"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%swift.protocol_requirement = type { i32, i32 }
%swift.type = type { i64 }
%swift.type_descriptor = type opaque
%swift.protocol_conformance_descriptor = type { i32, i32, i32, i32 }
%swift.type_metadata_record = type { i32 }
%TSa = type <{ %Ts22_ContiguousArrayBufferV }>
%Ts22_ContiguousArrayBufferV = type <{ ptr }>
%Ts5UInt8V = type <{ i8 }>
%TSSSg = type <{ [16 x i8] }>
%TSays5UInt8VGSg = type <{ [8 x i8] }>
%swift.vwtable = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i32, i32 }
%swift.metadata_response = type { ptr, i64 }
%swift.opaque = type opaque
%TSi = type <{ i64 }>
%Ts5UInt8VSg = type <{ [1 x i8], [1 x i8] }>
%TSS = type <{ %Ts11_StringGutsV }>
%Ts11_StringGutsV = type <{ %Ts13_StringObjectV }>
%Ts13_StringObjectV = type <{ %Ts6UInt64V, ptr }>
%Ts6UInt64V = type <{ i64 }>
%TSS8UTF8ViewV = type <{ %Ts11_StringGutsV }>
%TSNys5UInt8VG = type <{ %Ts5UInt8V, %Ts5UInt8V }>

@"$sSyTL" = external global %swift.protocol_requirement, align 4
@"$s8UTF8ViewSyTl" = external global %swift.protocol_requirement, align 4
@"$ss5UInt8VN" = external global %swift.type, align 8
@"$sSy8UTF8ViewSy_SlTn" = external global %swift.protocol_requirement, align 4
@"$ss5UInt8VMn" = external global %swift.type_descriptor, align 4
@"got.$ss5UInt8VMn" = linkonce_odr hidden constant ptr @"$ss5UInt8VMn"
@"symbolic Say_____G s5UInt8V" = linkonce_odr hidden constant <{ [3 x i8], i8, i32, [1 x i8], i8 }> <{ [3 x i8] c"Say", i8 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss5UInt8VMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ [3 x i8], i8, i32, [1 x i8], i8 }>, ptr @"symbolic Say_____G s5UInt8V", i32 0, i32 2) to i64)) to i32), [1 x i8] c"G", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$sSays5UInt8VGMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic Say_____G s5UInt8V" to i64), i64 ptrtoint (ptr @"$sSays5UInt8VGMD" to i64)) to i32), i32 -9 }, align 8
@"$sSays5UInt8VGSayxGSTsWL" = linkonce_odr hidden global ptr null, align 8
@"$sSayxGSTsMc" = external global %swift.protocol_conformance_descriptor, align 4
@"$ss5UInt8VSQsWP" = external global ptr, align 8
@"symbolic Say_____GSg s5UInt8V" = linkonce_odr hidden constant <{ [3 x i8], i8, i32, [3 x i8], i8 }> <{ [3 x i8] c"Say", i8 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss5UInt8VMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ [3 x i8], i8, i32, [3 x i8], i8 }>, ptr @"symbolic Say_____GSg s5UInt8V", i32 0, i32 2) to i64)) to i32), [3 x i8] c"GSg", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$sSays5UInt8VGSgMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic Say_____GSg s5UInt8V" to i64), i64 ptrtoint (ptr @"$sSays5UInt8VGSgMD" to i64)) to i32), i32 -11 }, align 8
@"$ss5NeverON" = external global %swift.type, align 8
@"$sSSN" = external global %swift.type, align 8
@"$ss5NeverOs5ErrorsWP" = external global ptr, align 8
@"$ss7UnicodeO4UTF8ON" = external global %swift.type, align 8
@"$sSays5UInt8VGSayxGSlsWL" = linkonce_odr hidden global ptr null, align 8
@"$sSayxGSlsMc" = external global %swift.protocol_conformance_descriptor, align 4
@"$ss7UnicodeO4UTF8OADs01_A8EncodingsWL" = linkonce_odr hidden global ptr null, align 8
@"$ss7UnicodeO4UTF8Os01_A8EncodingsMc" = external global %swift.protocol_conformance_descriptor, align 4
@"$sSS8UTF8ViewVN" = external global %swift.type, align 8
@"$sSS8UTF8ViewVABSTsWL" = linkonce_odr hidden global ptr null, align 8
@"$sSS8UTF8ViewVSTsMc" = external global %swift.protocol_conformance_descriptor, align 4
@"$sS2SSysWL" = linkonce_odr hidden global ptr null, align 8
@"$sSSSysMc" = external global %swift.protocol_conformance_descriptor, align 4
@"symbolic SNy_____G s5UInt8V" = linkonce_odr hidden constant <{ [3 x i8], i8, i32, [1 x i8], i8 }> <{ [3 x i8] c"SNy", i8 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss5UInt8VMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ [3 x i8], i8, i32, [1 x i8], i8 }>, ptr @"symbolic SNy_____G s5UInt8V", i32 0, i32 2) to i64)) to i32), [1 x i8] c"G", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$sSNys5UInt8VGMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic SNy_____G s5UInt8V" to i64), i64 ptrtoint (ptr @"$sSNys5UInt8VGMD" to i64)) to i32), i32 -9 }, align 8
@".str.39.Range requires lowerBound <= upperBound" = private unnamed_addr constant [40 x i8] c"Range requires lowerBound <= upperBound\00"
@".str.23.Swift/ClosedRange.swift" = private unnamed_addr constant [24 x i8] c"Swift/ClosedRange.swift\00"
@".str.11.Fatal error" = private unnamed_addr constant [12 x i8] c"Fatal error\00"
@"$sSNys5UInt8VGSNyxGSXsWL" = linkonce_odr hidden global ptr null, align 8
@"$sSNyxGSXsMc" = external global %swift.protocol_conformance_descriptor, align 4
@"$sytWV" = external global ptr, align 8
@.str.13.HTTPSemantics = private constant [14 x i8] c"HTTPSemantics\00"
@"$s13HTTPSemanticsMXM" = linkonce_odr hidden constant <{ i32, i32, i32 }> <{ i32 0, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13.HTTPSemantics to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32 }>, ptr @"$s13HTTPSemanticsMXM", i32 0, i32 2) to i64)) to i32) }>, section ".rodata", no_sanitize_address, align 4
@.str.15.PercentDecoding = private constant [16 x i8] c"PercentDecoding\00"
@"$s13HTTPSemantics15PercentDecodingOMn" = protected constant <{ i32, i32, i32, i32, i32, i32, i32 }> <{ i32 82, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemanticsMXM" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics15PercentDecodingOMn", i32 0, i32 1) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15.PercentDecoding to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics15PercentDecodingOMn", i32 0, i32 2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics15PercentDecodingOMa" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics15PercentDecodingOMn", i32 0, i32 3) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics15PercentDecodingOMF" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics15PercentDecodingOMn", i32 0, i32 4) to i64)) to i32), i32 0, i32 0 }>, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemantics15PercentDecodingOMf" = internal constant <{ ptr, ptr, i64, ptr }> <{ ptr null, ptr @"$sytWV", i64 513, ptr @"$s13HTTPSemantics15PercentDecodingOMn" }>, align 8
@"symbolic _____ 13HTTPSemantics15PercentDecodingO" = linkonce_odr hidden constant <{ i8, i32, i8 }> <{ i8 1, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics15PercentDecodingOMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, i8 }>, ptr @"symbolic _____ 13HTTPSemantics15PercentDecodingO", i32 0, i32 1) to i64)) to i32), i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$s13HTTPSemantics15PercentDecodingOMF" = internal constant { i32, i32, i16, i16, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____ 13HTTPSemantics15PercentDecodingO" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics15PercentDecodingOMF" to i64)) to i32), i32 0, i16 2, i16 12, i32 0 }, section "swift5_fieldmd", no_sanitize_address, align 4
@"$s13HTTPSemantics15PercentDecodingOHn" = private constant %swift.type_metadata_record { i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics15PercentDecodingOMn" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics15PercentDecodingOHn" to i64)) to i32) }, section "swift5_type_metadata", no_sanitize_address, align 4
@__swift_reflection_version = linkonce_odr hidden constant i16 3
@llvm.swift_module_hash = private constant [16 x i8] zeroinitializer, section ".swift_modhash"
@_swift1_autolink_entries = private constant [102 x i8] c"-lswiftSwiftOnoneSupport\00-lswiftCore\00-lswift_Concurrency\00-lswift_StringProcessing\00-lswift_RegexParser\00", section ".swift1_autolink_entries", no_sanitize_address, align 8
@llvm.used = appending global [17 x ptr] [ptr @"$s13HTTPSemantics15PercentDecodingO6decodeySSSgxSyRzlFZ", ptr @"$s13HTTPSemantics15PercentDecodingO6decodeySSSgxSyRzlFZ", ptr @"$s13HTTPSemantics15PercentDecodingO9validUTF833_E25E70F006E8DC4C4E125CB8F852776CLLySSSgSays5UInt8VGFZ", ptr @"$s13HTTPSemantics15PercentDecodingO15decodeLenientlyySSxSyRzlFZ", ptr @"$s13HTTPSemantics15PercentDecodingO15decodeLenientlyySSxSyRzlFZ", ptr @"$s13HTTPSemantics15PercentDecodingO18decodedOrAsWrittenyS2SFZ", ptr @"$s13HTTPSemantics15PercentDecodingO18decodedOrAsWrittenyS2SFZ", ptr @"$s13HTTPSemantics15PercentDecodingO19decodeFormComponentySSxSlRzs5UInt8V7ElementRtzlFZ", ptr @"$s13HTTPSemantics15PercentDecodingO19decodeFormComponentySSxSlRzs5UInt8V7ElementRtzlFZ", ptr @"$s13HTTPSemantics15PercentDecodingOMn", ptr @"$s13HTTPSemantics15PercentDecodingOMa", ptr @"$s13HTTPSemantics15PercentDecodingON", ptr @"$s13HTTPSemantics15PercentDecodingOMF", ptr @"$s13HTTPSemantics15PercentDecodingOHn", ptr @__swift_reflection_version, ptr @llvm.swift_module_hash, ptr @_swift1_autolink_entries], section "llvm.metadata"
@llvm.compiler.used = appending global [5 x ptr] [ptr @"$sSays5UInt8VGSayxGSTsWl", ptr @"$sSays5UInt8VGSayxGSTsWl", ptr @"$sSays5UInt8VGSayxGSlsWl", ptr @"$ss7UnicodeO4UTF8OADs01_A8EncodingsWl", ptr @"$s13HTTPSemantics15PercentDecodingOMf"], section "llvm.metadata"

@"$s13HTTPSemantics15PercentDecodingON" = protected alias %swift.type, getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics15PercentDecodingOMf", i32 0, i32 2)

; Function Attrs: sanitize_address
define protected swiftcc { i64, i64 } @"$s13HTTPSemantics15PercentDecodingO6decodeySSSgxSyRzlFZ"(ptr noalias %0, ptr %1, ptr %2) #0 !dbg !28 {
  %4 = alloca ptr, align 8
    #dbg_declare(ptr %4, !37, !DIExpression(), !59)
  %5 = alloca ptr, align 8
    #dbg_declare(ptr %5, !39, !DIExpression(DW_OP_deref), !60)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 8, i1 false)
  %6 = alloca ptr, align 8
    #dbg_declare(ptr %6, !48, !DIExpression(), !61)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 8, i1 false)
  %7 = alloca %TSa, align 8
  %8 = alloca %Ts5UInt8V, align 1
  %9 = alloca %TSSSg, align 8
  %10 = alloca %TSays5UInt8VGSg, align 8
  %11 = alloca swifterror ptr, align 8
  store ptr null, ptr %11, align 8
  store ptr %1, ptr %4, align 8
  %12 = getelementptr inbounds ptr, ptr %1, i64 -1, !dbg !62
  %13 = load ptr, ptr %12, align 8, !dbg !62, !invariant.load !66, !dereferenceable !67
  %14 = getelementptr inbounds nuw %swift.vwtable, ptr %13, i32 0, i32 8, !dbg !62
  %15 = load i64, ptr %14, align 8, !dbg !62, !invariant.load !66
  %16 = alloca i8, i64 %15, align 16, !dbg !62
  call void @llvm.lifetime.start.p0(i64 -1, ptr %16), !dbg !62
  %17 = call swiftcc %swift.metadata_response @swift_getAssociatedTypeWitness(i64 0, ptr %2, ptr %1, ptr @"$sSyTL", ptr @"$s8UTF8ViewSyTl") #2, !dbg !68
  %18 = extractvalue %swift.metadata_response %17, 0, !dbg !68
  %19 = getelementptr inbounds ptr, ptr %18, i64 -1, !dbg !68
  %20 = load ptr, ptr %19, align 8, !dbg !68, !invariant.load !66, !dereferenceable !67
  %21 = getelementptr inbounds nuw %swift.vwtable, ptr %20, i32 0, i32 8, !dbg !68
  %22 = load i64, ptr %21, align 8, !dbg !68, !invariant.load !66
  %23 = alloca i8, i64 %22, align 16, !dbg !68
  call void @llvm.lifetime.start.p0(i64 -1, ptr %23), !dbg !68
  store ptr %0, ptr %5, align 8, !dbg !59
    #dbg_value(i64 0, !46, !DIExpression(), !71)
  call swiftcc void @"$sSy4utf88UTF8ViewQzvgTj"(ptr noalias sret(%swift.opaque) %23, ptr noalias swiftself %0, ptr %1, ptr %2), !dbg !72
  %24 = call swiftcc ptr @swift_getAssociatedConformanceWitness(ptr %2, ptr %1, ptr %18, ptr @"$sSyTL", ptr @"$sSy8UTF8ViewSy_SlTn") #2, !dbg !73
  %25 = getelementptr inbounds ptr, ptr %24, i32 1, !dbg !73
  %26 = load ptr, ptr %25, align 8, !dbg !73, !invariant.load !66
  %27 = call swiftcc ptr @"$sSaySayxGqd__c7ElementQyd__RszSTRd__lufC"(ptr noalias %23, ptr @"$ss5UInt8VN", ptr %18, ptr %26), !dbg !73
  store ptr %27, ptr %6, align 8, !dbg !74
  call void @llvm.lifetime.start.p0(i64 8, ptr %7), !dbg !75
  %28 = getelementptr inbounds nuw %TSa, ptr %7, i32 0, i32 0, !dbg !77
  %29 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %28, i32 0, i32 0, !dbg !77
  store ptr %27, ptr %29, align 8, !dbg !77
  %30 = call swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32 37), !dbg !78
  call void @llvm.lifetime.start.p0(i64 1, ptr %8), !dbg !75
  %31 = getelementptr inbounds nuw %Ts5UInt8V, ptr %8, i32 0, i32 0, !dbg !78
  store i8 %30, ptr %31, align 1, !dbg !78
  %32 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSays5UInt8VGMD") #9, !dbg !79
  %33 = call ptr @"$sSays5UInt8VGSayxGSTsWl"() #17, !dbg !79
  %34 = call swiftcc i1 @"$sSTsSQ7ElementRpzrlE8containsySbABF"(ptr noalias %8, ptr %32, ptr %33, ptr @"$ss5UInt8VSQsWP", ptr noalias swiftself %7), !dbg !79
  call void @llvm.lifetime.end.p0(i64 1, ptr %8), !dbg !80
  call void @llvm.lifetime.end.p0(i64 8, ptr %7), !dbg !80
  br i1 %34, label %35, label %47, !dbg !79

35:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 16, ptr %9), !dbg !75
  %36 = call swiftcc i64 @"$s13HTTPSemantics15PercentDecodingO12decodedBytes33_E25E70F006E8DC4C4E125CB8F852776CLL_11plusIsSpace21keepsMalformedEscapesSays5UInt8VGSgAJ_S2btFZ"(ptr %27, i1 false, i1 false), !dbg !82
  call void @llvm.lifetime.start.p0(i64 8, ptr %10), !dbg !75
  store i64 %36, ptr %10, align 8, !dbg !82
  %37 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSays5UInt8VGSgMD") #9, !dbg !83
  call swiftcc void @"$sSq7flatMapyqd_0_SgABxqd__YKXEqd__YKs5ErrorRd__Ri_d_0_r0_lF"(ptr noalias sret(%swift.opaque) %9, ptr @"$s13HTTPSemantics15PercentDecodingO6decodeySSSgxSyRzlFZAESays5UInt8VGYbcfu_TA", ptr null, ptr %37, ptr @"$ss5NeverON", ptr @"$sSSN", ptr @"$ss5NeverOs5ErrorsWP", ptr noalias swiftself %10, ptr noalias swifterror captures(none) dereferenceable(8) %11, ptr undef), !dbg !83
  %38 = load ptr, ptr %11, align 8, !dbg !83
  %39 = icmp ne ptr %38, null, !dbg !83
  %40 = ptrtoint ptr %38 to i64, !dbg !83
  br i1 %39, label %68, label %41, !dbg !83

41:                                               ; preds = %35
  %42 = call ptr @"$sSays5UInt8VGSgWOh"(ptr %10), !dbg !80
  call void @llvm.lifetime.end.p0(i64 8, ptr %10), !dbg !80
  %43 = getelementptr inbounds nuw { i64, i64 }, ptr %9, i32 0, i32 0, !dbg !83
  %44 = load i64, ptr %43, align 8, !dbg !83
  %45 = getelementptr inbounds nuw { i64, i64 }, ptr %9, i32 0, i32 1, !dbg !83
  %46 = load i64, ptr %45, align 8, !dbg !83
  call void @llvm.lifetime.end.p0(i64 16, ptr %9), !dbg !84
  call void @swift_release(ptr %27) #10, !dbg !84
  br label %63, !dbg !84

47:                                               ; preds = %3
  %48 = getelementptr inbounds ptr, ptr %13, i32 2, !dbg !85
  %49 = load ptr, ptr %48, align 8, !dbg !85, !invariant.load !66
  %50 = call ptr %49(ptr noalias %16, ptr noalias %0, ptr %1) #10, !dbg !85
  %51 = getelementptr inbounds ptr, ptr %2, i32 5, !dbg !86
  %52 = load ptr, ptr %51, align 8, !dbg !86, !invariant.load !66
  %53 = getelementptr inbounds ptr, ptr %2, i32 1, !dbg !86
  %54 = load ptr, ptr %53, align 8, !dbg !86, !invariant.load !66
  %55 = getelementptr inbounds ptr, ptr %54, i32 1, !dbg !86
  %56 = load ptr, ptr %55, align 8, !dbg !86, !invariant.load !66
  %57 = getelementptr inbounds ptr, ptr %56, i32 1, !dbg !86
  %58 = load ptr, ptr %57, align 8, !dbg !86, !invariant.load !66
  %59 = call swiftcc { i64, ptr } @"$sSSySSxcs25LosslessStringConvertibleRzSTRzSJ7ElementSTRtzlufC"(ptr noalias %16, ptr %1, ptr %52, ptr %58), !dbg !86
  %60 = extractvalue { i64, ptr } %59, 0, !dbg !86
  %61 = extractvalue { i64, ptr } %59, 1, !dbg !86
  %62 = ptrtoint ptr %61 to i64, !dbg !87
  call void @swift_release(ptr %27) #10, !dbg !88
  br label %63, !dbg !88

63:                                               ; preds = %41, %47
  %64 = phi i64 [ %60, %47 ], [ %44, %41 ], !dbg !75
  %65 = phi i64 [ %62, %47 ], [ %46, %41 ], !dbg !75
  call void @llvm.lifetime.end.p0(i64 -1, ptr %23), !dbg !89
  call void @llvm.lifetime.end.p0(i64 -1, ptr %16), !dbg !89
  %66 = insertvalue { i64, i64 } undef, i64 %64, 0, !dbg !89
  %67 = insertvalue { i64, i64 } %66, i64 %65, 1, !dbg !89
  ret { i64, i64 } %67, !dbg !89

68:                                               ; preds = %35
  store ptr null, ptr %11, align 8, !dbg !83
  unreachable, !dbg !83
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr captures(none)) #1

; Function Attrs: nounwind willreturn memory(none)
declare swiftcc %swift.metadata_response @swift_getAssociatedTypeWitness(i64, ptr, ptr, ptr, ptr) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #3

declare swiftcc void @"$sSy4utf88UTF8ViewQzvgTj"(ptr noalias sret(%swift.opaque), ptr noalias swiftself, ptr, ptr) #4

declare swiftcc ptr @"$sSaySayxGqd__c7ElementQyd__RszSTRd__lufC"(ptr noalias, ptr, ptr, ptr) #4

; Function Attrs: nounwind willreturn memory(none)
declare swiftcc ptr @swift_getAssociatedConformanceWitness(ptr, ptr, ptr, ptr, ptr) #2

declare swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32) #4

declare swiftcc i1 @"$sSTsSQ7ElementRpzrlE8containsySbABF"(ptr noalias, ptr, ptr, ptr, ptr noalias swiftself) #4

; Function Attrs: noinline nounwind willreturn memory(read)
define linkonce_odr hidden ptr @__swift_instantiateConcreteTypeFromMangledName(ptr %0) #5 !dbg !90 {
  %2 = load atomic i64, ptr %0 monotonic, align 8, !dbg !92
  %3 = icmp slt i64 %2, 0, !dbg !92
  %4 = call i1 @llvm.expect.i1(i1 %3, i1 false), !dbg !92
  br i1 %4, label %8, label %5, !dbg !92

5:                                                ; preds = %8, %1
  %6 = phi i64 [ %2, %1 ], [ %17, %8 ], !dbg !92
  %7 = inttoptr i64 %6 to ptr, !dbg !92
  ret ptr %7, !dbg !92

8:                                                ; preds = %1
  %9 = ashr i64 %2, 32, !dbg !92
  %10 = sub i64 0, %9, !dbg !92
  %11 = trunc i64 %2 to i32, !dbg !92
  %12 = sext i32 %11 to i64, !dbg !92
  %13 = ptrtoint ptr %0 to i64, !dbg !92
  %14 = add i64 %13, %12, !dbg !92
  %15 = inttoptr i64 %14 to ptr, !dbg !92
  %16 = call swiftcc ptr @swift_getTypeByMangledNameInContext2(ptr %15, i64 %10, ptr null, ptr null) #18, !dbg !92
  %17 = ptrtoint ptr %16 to i64, !dbg !92
  store atomic i64 %17, ptr %0 monotonic, align 8, !dbg !92
  br label %5, !dbg !92
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.expect.i1(i1, i1) #6

; Function Attrs: nounwind memory(argmem: readwrite)
declare swiftcc ptr @swift_getTypeByMangledNameInContext2(ptr, i64, ptr, ptr) #7

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$sSays5UInt8VGSayxGSTsWl"() #8 !dbg !93 {
  %1 = load ptr, ptr @"$sSays5UInt8VGSayxGSTsWL", align 8, !dbg !94
  %2 = icmp eq ptr %1, null, !dbg !94
  br i1 %2, label %3, label %6, !dbg !94

3:                                                ; preds = %0
  %4 = call ptr @__swift_instantiateConcreteTypeFromMangledNameAbstract(ptr @"$sSays5UInt8VGMD") #9, !dbg !94
  %5 = call ptr @swift_getWitnessTable(ptr @"$sSayxGSTsMc", ptr %4, ptr undef) #9, !dbg !94
  store atomic ptr %5, ptr @"$sSays5UInt8VGSayxGSTsWL" release, align 8, !dbg !94
  br label %6, !dbg !94

6:                                                ; preds = %3, %0
  %7 = phi ptr [ %1, %0 ], [ %5, %3 ], !dbg !94
  ret ptr %7, !dbg !94
}

; Function Attrs: noinline nounwind willreturn memory(read)
define linkonce_odr hidden ptr @__swift_instantiateConcreteTypeFromMangledNameAbstract(ptr %0) #5 !dbg !95 {
  %2 = load atomic i64, ptr %0 monotonic, align 8, !dbg !96
  %3 = icmp slt i64 %2, 0, !dbg !96
  %4 = call i1 @llvm.expect.i1(i1 %3, i1 false), !dbg !96
  br i1 %4, label %8, label %5, !dbg !96

5:                                                ; preds = %8, %1
  %6 = phi i64 [ %2, %1 ], [ %17, %8 ], !dbg !96
  %7 = inttoptr i64 %6 to ptr, !dbg !96
  ret ptr %7, !dbg !96

8:                                                ; preds = %1
  %9 = ashr i64 %2, 32, !dbg !96
  %10 = sub i64 0, %9, !dbg !96
  %11 = trunc i64 %2 to i32, !dbg !96
  %12 = sext i32 %11 to i64, !dbg !96
  %13 = ptrtoint ptr %0 to i64, !dbg !96
  %14 = add i64 %13, %12, !dbg !96
  %15 = inttoptr i64 %14 to ptr, !dbg !96
  %16 = call swiftcc ptr @swift_getTypeByMangledNameInContextInMetadataState2(i64 255, ptr %15, i64 %10, ptr null, ptr null) #18, !dbg !96
  %17 = ptrtoint ptr %16 to i64, !dbg !96
  store atomic i64 %17, ptr %0 monotonic, align 8, !dbg !96
  br label %5, !dbg !96
}

; Function Attrs: nounwind memory(argmem: readwrite)
declare swiftcc ptr @swift_getTypeByMangledNameInContextInMetadataState2(i64, ptr, i64, ptr, ptr) #7

; Function Attrs: nounwind memory(read)
declare ptr @swift_getWitnessTable(ptr, ptr, ptr) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr captures(none)) #1

declare swiftcc { i64, ptr } @"$sSSySSxcs25LosslessStringConvertibleRzSTRzSJ7ElementSTRtzlufC"(ptr noalias, ptr, ptr, ptr) #4

; Function Attrs: nounwind
declare void @swift_release(ptr) #10

; Function Attrs: sanitize_address
define internal swiftcc i64 @"$s13HTTPSemantics15PercentDecodingO12decodedBytes33_E25E70F006E8DC4C4E125CB8F852776CLL_11plusIsSpace21keepsMalformedEscapesSays5UInt8VGSgAJ_S2btFZ"(ptr %0, i1 %1, i1 %2) #0 !dbg !97 {
  %4 = alloca ptr, align 8
    #dbg_declare(ptr %4, !104, !DIExpression(), !124)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 8, i1 false)
  %5 = alloca i1, align 8
    #dbg_declare(ptr %5, !105, !DIExpression(), !125)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 1, i1 false)
  %6 = alloca i1, align 8
    #dbg_declare(ptr %6, !107, !DIExpression(), !126)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 1, i1 false)
  %7 = alloca %TSa, align 8
    #dbg_declare(ptr %7, !109, !DIExpression(), !127)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 8, i1 false)
  %8 = alloca %TSi, align 8
    #dbg_declare(ptr %8, !111, !DIExpression(), !128)
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 8, i1 false)
  %9 = alloca %Ts5UInt8V, align 1
  %10 = alloca i8, align 8
    #dbg_declare(ptr %10, !114, !DIExpression(), !129)
  call void @llvm.memset.p0.i64(ptr align 8 %10, i8 0, i64 1, i1 false)
  %11 = alloca %Ts5UInt8V, align 1
  %12 = alloca %Ts5UInt8V, align 1
  %13 = alloca { i16 }, align 2
  %14 = alloca i8, align 8
    #dbg_declare(ptr %14, !119, !DIExpression(), !130)
  call void @llvm.memset.p0.i64(ptr align 8 %14, i8 0, i64 1, i1 false)
  %15 = alloca %Ts5UInt8V, align 1
  %16 = alloca { i16 }, align 2
  %17 = alloca i8, align 8
    #dbg_declare(ptr %17, !122, !DIExpression(), !131)
  call void @llvm.memset.p0.i64(ptr align 8 %17, i8 0, i64 1, i1 false)
  %18 = alloca %Ts5UInt8V, align 1
  store ptr %0, ptr %4, align 8, !dbg !132
  store i1 %1, ptr %5, align 8, !dbg !132
  store i1 %2, ptr %6, align 8, !dbg !132
    #dbg_value(i64 0, !108, !DIExpression(), !133)
  call void @llvm.lifetime.start.p0(i64 8, ptr %7), !dbg !134
  %19 = call swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64 0, ptr @"$ss5UInt8VN"), !dbg !136
  %20 = extractvalue { ptr, ptr } %19, 0, !dbg !136
  %21 = extractvalue { ptr, ptr } %19, 1, !dbg !136
  %22 = getelementptr inbounds nuw %TSa, ptr %7, i32 0, i32 0, !dbg !136
  %23 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %22, i32 0, i32 0, !dbg !136
  store ptr %20, ptr %23, align 8, !dbg !136
  %24 = call swiftcc i64 @"$sSa5countSivgs5UInt8V_Tg5"(ptr %0), !dbg !138
  call swiftcc void @"$sSa15reserveCapacityyySiFs5UInt8V_Tg5"(i64 %24, ptr swiftself captures(none) dereferenceable(8) %7), !dbg !139
  call void @llvm.lifetime.start.p0(i64 8, ptr %8), !dbg !140
  %25 = getelementptr inbounds nuw %TSi, ptr %8, i32 0, i32 0, !dbg !142
  store i64 0, ptr %25, align 8, !dbg !142
  br label %26, !dbg !144

26:                                               ; preds = %93, %126, %3
  %27 = phi i64 [ 0, %3 ], [ %123, %126 ], [ %90, %93 ], !dbg !145
  %28 = call swiftcc i64 @"$sSa5countSivgs5UInt8V_Tg5"(ptr %0), !dbg !146
  %29 = icmp slt i64 %27, %28, !dbg !147
  br i1 %29, label %30, label %128, !dbg !147

30:                                               ; preds = %26
  call void @llvm.lifetime.start.p0(i64 1, ptr %9), !dbg !148
  %31 = call swiftcc i8 @"$sSayxSicigs5UInt8V_Tg5"(i64 %27, ptr %0), !dbg !151
  %32 = getelementptr inbounds nuw %Ts5UInt8V, ptr %9, i32 0, i32 0, !dbg !151
  store i8 %31, ptr %32, align 1, !dbg !151
  %33 = getelementptr inbounds nuw %Ts5UInt8V, ptr %9, i32 0, i32 0, !dbg !151
  %34 = load i8, ptr %33, align 1, !dbg !151
  store i8 %34, ptr %10, align 8, !dbg !152
  call void @llvm.lifetime.end.p0(i64 1, ptr %9), !dbg !153
  %35 = call swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32 37), !dbg !155
  %36 = icmp eq i8 %34, %35, !dbg !156
  br i1 %36, label %37, label %96, !dbg !156

37:                                               ; preds = %30
  %38 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %27, i64 2), !dbg !157
  %39 = extractvalue { i64, i1 } %38, 0, !dbg !157
  %40 = extractvalue { i64, i1 } %38, 1, !dbg !157
  %41 = call i1 @llvm.expect.i1(i1 %40, i1 false), !dbg !157
  br i1 %41, label %138, label %42, !dbg !157

42:                                               ; preds = %37
  %43 = call swiftcc i64 @"$sSa5countSivgs5UInt8V_Tg5"(ptr %0), !dbg !158
  %44 = icmp slt i64 %39, %43, !dbg !159
  br i1 %44, label %45, label %95, !dbg !159

45:                                               ; preds = %42
  %46 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %27, i64 1), !dbg !160
  %47 = extractvalue { i64, i1 } %46, 0, !dbg !160
  %48 = extractvalue { i64, i1 } %46, 1, !dbg !160
  %49 = call i1 @llvm.expect.i1(i1 %48, i1 false), !dbg !160
  br i1 %49, label %139, label %50, !dbg !160

50:                                               ; preds = %45
  call void @llvm.lifetime.start.p0(i64 1, ptr %12), !dbg !162
  %51 = call swiftcc i8 @"$sSayxSicigs5UInt8V_Tg5"(i64 %47, ptr %0), !dbg !164
  %52 = getelementptr inbounds nuw %Ts5UInt8V, ptr %12, i32 0, i32 0, !dbg !164
  store i8 %51, ptr %52, align 1, !dbg !164
  %53 = getelementptr inbounds nuw %Ts5UInt8V, ptr %12, i32 0, i32 0, !dbg !164
  %54 = load i8, ptr %53, align 1, !dbg !164
  %55 = call swiftcc i16 @"$s13HTTPSemantics15PercentDecodingO8hexValue33_E25E70F006E8DC4C4E125CB8F852776CLLys5UInt8VSgAGFZ"(i8 %54), !dbg !165
  call void @llvm.lifetime.start.p0(i64 16, ptr %13), !dbg !165
  %56 = getelementptr inbounds nuw { i16 }, ptr %13, i32 0, i32 0, !dbg !165
  store i16 %55, ptr %56, align 2, !dbg !165
  %57 = load i8, ptr %13, align 2, !dbg !165
  %58 = getelementptr inbounds nuw %Ts5UInt8VSg, ptr %13, i32 0, i32 1, !dbg !165
  %59 = load i8, ptr %58, align 1, !dbg !165
  call void @llvm.lifetime.end.p0(i64 16, ptr %13), !dbg !165
  call void @llvm.lifetime.end.p0(i64 1, ptr %12), !dbg !165
  %60 = icmp eq i8 %59, 1, !dbg !165
  br i1 %60, label %62, label %61, !dbg !165

61:                                               ; preds = %50
  br label %63, !dbg !165

62:                                               ; preds = %50
  br label %97, !dbg !165

63:                                               ; preds = %61
  %64 = phi i8 [ %57, %61 ], !dbg !166
  store i8 %64, ptr %14, align 8, !dbg !168
  %65 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %27, i64 2), !dbg !169
  %66 = extractvalue { i64, i1 } %65, 0, !dbg !169
  %67 = extractvalue { i64, i1 } %65, 1, !dbg !169
  %68 = call i1 @llvm.expect.i1(i1 %67, i1 false), !dbg !169
  br i1 %68, label %140, label %69, !dbg !169

69:                                               ; preds = %63
  call void @llvm.lifetime.start.p0(i64 1, ptr %15), !dbg !171
  %70 = call swiftcc i8 @"$sSayxSicigs5UInt8V_Tg5"(i64 %66, ptr %0), !dbg !173
  %71 = getelementptr inbounds nuw %Ts5UInt8V, ptr %15, i32 0, i32 0, !dbg !173
  store i8 %70, ptr %71, align 1, !dbg !173
  %72 = getelementptr inbounds nuw %Ts5UInt8V, ptr %15, i32 0, i32 0, !dbg !173
  %73 = load i8, ptr %72, align 1, !dbg !173
  %74 = call swiftcc i16 @"$s13HTTPSemantics15PercentDecodingO8hexValue33_E25E70F006E8DC4C4E125CB8F852776CLLys5UInt8VSgAGFZ"(i8 %73), !dbg !174
  call void @llvm.lifetime.start.p0(i64 16, ptr %16), !dbg !174
  %75 = getelementptr inbounds nuw { i16 }, ptr %16, i32 0, i32 0, !dbg !174
  store i16 %74, ptr %75, align 2, !dbg !174
  %76 = load i8, ptr %16, align 2, !dbg !174
  %77 = getelementptr inbounds nuw %Ts5UInt8VSg, ptr %16, i32 0, i32 1, !dbg !174
  %78 = load i8, ptr %77, align 1, !dbg !174
  call void @llvm.lifetime.end.p0(i64 16, ptr %16), !dbg !174
  call void @llvm.lifetime.end.p0(i64 1, ptr %15), !dbg !174
  %79 = icmp eq i8 %78, 1, !dbg !174
  br i1 %79, label %81, label %80, !dbg !174

80:                                               ; preds = %69
  br label %82, !dbg !174

81:                                               ; preds = %69
  br label %97, !dbg !174

82:                                               ; preds = %80
  %83 = phi i8 [ %76, %80 ], !dbg !175
  store i8 %83, ptr %17, align 8, !dbg !177
  call void asm sideeffect "nop", ""(), !dbg !178
  %84 = shl i8 %64, 4, !dbg !178
  %85 = or i8 %84, %83, !dbg !180
  call void @llvm.lifetime.start.p0(i64 1, ptr %18), !dbg !181
  %86 = getelementptr inbounds nuw %Ts5UInt8V, ptr %18, i32 0, i32 0, !dbg !180
  store i8 %85, ptr %86, align 1, !dbg !180
  %87 = getelementptr inbounds nuw %Ts5UInt8V, ptr %18, i32 0, i32 0, !dbg !183
  %88 = load i8, ptr %87, align 1, !dbg !183
  call swiftcc void @"$sSa6appendyyxnFs5UInt8V_Tg5"(i8 %88, ptr swiftself captures(none) dereferenceable(8) %7), !dbg !183
  call void @llvm.lifetime.end.p0(i64 1, ptr %18), !dbg !184
  %89 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %27, i64 3), !dbg !186
  %90 = extractvalue { i64, i1 } %89, 0, !dbg !186
  %91 = extractvalue { i64, i1 } %89, 1, !dbg !186
  %92 = call i1 @llvm.expect.i1(i1 %91, i1 false), !dbg !186
  br i1 %92, label %141, label %93, !dbg !186

93:                                               ; preds = %82
  %94 = getelementptr inbounds nuw %TSi, ptr %8, i32 0, i32 0, !dbg !186
  store i64 %90, ptr %94, align 8, !dbg !186
  br label %26, !dbg !187

95:                                               ; preds = %42
  br label %97, !dbg !188

96:                                               ; preds = %30
  br label %97, !dbg !188

97:                                               ; preds = %81, %62, %95, %96
  %98 = phi i64 [ %27, %96 ], [ %27, %95 ], [ %27, %62 ], [ %27, %81 ], !dbg !189
  %99 = call swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32 37), !dbg !189
  %100 = icmp eq i8 %34, %99, !dbg !191
  br i1 %100, label %101, label %106, !dbg !191

101:                                              ; preds = %97
  %102 = xor i1 %2, true, !dbg !192
  br i1 %102, label %103, label %105, !dbg !192

103:                                              ; preds = %101
  call void @llvm.lifetime.end.p0(i64 8, ptr %8), !dbg !193
  %104 = call ptr @"$sSays5UInt8VGWOh"(ptr %7), !dbg !193
  call void @llvm.lifetime.end.p0(i64 8, ptr %7), !dbg !193
  br label %135, !dbg !193

105:                                              ; preds = %101
  br label %107, !dbg !195

106:                                              ; preds = %97
  br label %107, !dbg !195

107:                                              ; preds = %105, %106
  br i1 %1, label %108, label %111, !dbg !196

108:                                              ; preds = %107
  %109 = call swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32 43), !dbg !196
  %110 = icmp eq i8 %34, %109, !dbg !196
  br label %112, !dbg !196

111:                                              ; preds = %107
  br label %112, !dbg !196

112:                                              ; preds = %108, %111
  %113 = phi i1 [ false, %111 ], [ %110, %108 ], !dbg !196
  br i1 %113, label %114, label %116, !dbg !196

114:                                              ; preds = %112
  %115 = call swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32 32), !dbg !197
  br label %117, !dbg !197

116:                                              ; preds = %112
  br label %117, !dbg !196

117:                                              ; preds = %114, %116
  %118 = phi i8 [ %34, %116 ], [ %115, %114 ], !dbg !198
  call void @llvm.lifetime.start.p0(i64 1, ptr %11), !dbg !198
  %119 = getelementptr inbounds nuw %Ts5UInt8V, ptr %11, i32 0, i32 0, !dbg !200
  store i8 %118, ptr %119, align 1, !dbg !200
  %120 = getelementptr inbounds nuw %Ts5UInt8V, ptr %11, i32 0, i32 0, !dbg !201
  %121 = load i8, ptr %120, align 1, !dbg !201
  call swiftcc void @"$sSa6appendyyxnFs5UInt8V_Tg5"(i8 %121, ptr swiftself captures(none) dereferenceable(8) %7), !dbg !201
  call void @llvm.lifetime.end.p0(i64 1, ptr %11), !dbg !153
  %122 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %98, i64 1), !dbg !202
  %123 = extractvalue { i64, i1 } %122, 0, !dbg !202
  %124 = extractvalue { i64, i1 } %122, 1, !dbg !202
  %125 = call i1 @llvm.expect.i1(i1 %124, i1 false), !dbg !202
  br i1 %125, label %137, label %126, !dbg !202

126:                                              ; preds = %117
  %127 = getelementptr inbounds nuw %TSi, ptr %8, i32 0, i32 0, !dbg !202
  store i64 %123, ptr %127, align 8, !dbg !202
  br label %26, !dbg !203

128:                                              ; preds = %26
  %129 = getelementptr inbounds nuw %TSa, ptr %7, i32 0, i32 0, !dbg !204
  %130 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %129, i32 0, i32 0, !dbg !204
  %131 = load ptr, ptr %130, align 8, !dbg !204
  %132 = call ptr @swift_retain(ptr returned %131) #12, !dbg !204
  %133 = ptrtoint ptr %131 to i64, !dbg !205
  call void @llvm.lifetime.end.p0(i64 8, ptr %8), !dbg !206
  %134 = call ptr @"$sSays5UInt8VGWOh"(ptr %7), !dbg !206
  call void @llvm.lifetime.end.p0(i64 8, ptr %7), !dbg !206
  br label %135, !dbg !206

135:                                              ; preds = %103, %128
  %136 = phi i64 [ %133, %128 ], [ 0, %103 ], !dbg !207
  ret i64 %136, !dbg !207

137:                                              ; preds = %117
  call void @llvm.trap(), !dbg !208
  unreachable, !dbg !208

138:                                              ; preds = %37
  call void @llvm.trap(), !dbg !210
  unreachable, !dbg !210

139:                                              ; preds = %45
  call void @llvm.trap(), !dbg !211
  unreachable, !dbg !211

140:                                              ; preds = %63
  call void @llvm.trap(), !dbg !212
  unreachable, !dbg !212

141:                                              ; preds = %82
  call void @llvm.trap(), !dbg !213
  unreachable, !dbg !213
}

; Function Attrs: sanitize_address
define internal swiftcc void @"$s13HTTPSemantics15PercentDecodingO6decodeySSSgxSyRzlFZAESays5UInt8VGYbcfu_"(ptr noalias sret(%TSSSg) captures(none) %0, ptr noalias captures(none) dereferenceable(8) %1, ptr swiftself %2, ptr noalias swifterror captures(none) dereferenceable(8) %3, ptr %4) #0 !dbg !214 {
  %6 = alloca ptr, align 8
    #dbg_declare(ptr %6, !218, !DIExpression(), !222)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 8, i1 false)
  %7 = getelementptr inbounds nuw %TSa, ptr %1, i32 0, i32 0, !dbg !223
  %8 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %7, i32 0, i32 0, !dbg !223
  %9 = load ptr, ptr %8, align 8, !dbg !223
  store ptr %9, ptr %6, align 8, !dbg !222
    #dbg_value(i64 0, !219, !DIExpression(), !225)
  %10 = call swiftcc { i64, i64 } @"$s13HTTPSemantics15PercentDecodingO9validUTF833_E25E70F006E8DC4C4E125CB8F852776CLLySSSgSays5UInt8VGFZ"(ptr %9), !dbg !222
  %11 = extractvalue { i64, i64 } %10, 0, !dbg !222
  %12 = extractvalue { i64, i64 } %10, 1, !dbg !222
  %13 = getelementptr inbounds nuw { i64, i64 }, ptr %0, i32 0, i32 0, !dbg !222
  store i64 %11, ptr %13, align 8, !dbg !222
  %14 = getelementptr inbounds nuw { i64, i64 }, ptr %0, i32 0, i32 1, !dbg !222
  store i64 %12, ptr %14, align 8, !dbg !222
  ret void, !dbg !222
}

define internal swiftcc void @"$s13HTTPSemantics15PercentDecodingO6decodeySSSgxSyRzlFZAESays5UInt8VGYbcfu_TA"(ptr noalias sret(%TSSSg) captures(none) %0, ptr noalias captures(none) dereferenceable(8) %1, ptr swiftself %2, ptr noalias swifterror captures(none) dereferenceable(8) %3, ptr %4) #4 !dbg !226 {
  tail call swiftcc void @"$s13HTTPSemantics15PercentDecodingO6decodeySSSgxSyRzlFZAESays5UInt8VGYbcfu_"(ptr noalias sret(%TSSSg) captures(none) %0, ptr noalias captures(none) dereferenceable(8) %1, ptr swiftself undef, ptr noalias swifterror captures(none) dereferenceable(8) %3, ptr %4), !dbg !227
  ret void, !dbg !227
}

; Function Attrs: sanitize_address
define internal swiftcc { i64, i64 } @"$s13HTTPSemantics15PercentDecodingO9validUTF833_E25E70F006E8DC4C4E125CB8F852776CLLySSSgSays5UInt8VGFZ"(ptr %0) #0 !dbg !228 {
  %2 = alloca ptr, align 8
    #dbg_declare(ptr %2, !231, !DIExpression(), !237)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 8, i1 false)
  %3 = alloca %TSa, align 8
  %4 = alloca %TSS, align 8
    #dbg_declare(ptr %4, !233, !DIExpression(), !238)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 16, i1 false)
  %5 = alloca %TSS8UTF8ViewV, align 8
  %6 = alloca %TSa, align 8
  store ptr %0, ptr %2, align 8, !dbg !239
    #dbg_value(i64 0, !232, !DIExpression(), !240)
  %7 = call ptr @swift_retain(ptr returned %0) #12, !dbg !241
  call void @llvm.lifetime.start.p0(i64 8, ptr %3), !dbg !243
  %8 = getelementptr inbounds nuw %TSa, ptr %3, i32 0, i32 0, !dbg !241
  %9 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %8, i32 0, i32 0, !dbg !241
  store ptr %0, ptr %9, align 8, !dbg !241
  %10 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSays5UInt8VGMD") #9, !dbg !245
  %11 = call ptr @"$sSays5UInt8VGSayxGSlsWl"() #17, !dbg !245
  %12 = call ptr @"$ss7UnicodeO4UTF8OADs01_A8EncodingsWl"() #17, !dbg !245
  %13 = call swiftcc { i64, ptr } @"$sSS8decoding2asSSx_q_mtcSlRzs16_UnicodeEncodingR_8CodeUnitQy_7ElementRtzr0_lufC"(ptr noalias %3, ptr @"$ss7UnicodeO4UTF8ON", ptr %10, ptr @"$ss7UnicodeO4UTF8ON", ptr %11, ptr %12), !dbg !245
  %14 = extractvalue { i64, ptr } %13, 0, !dbg !245
  %15 = extractvalue { i64, ptr } %13, 1, !dbg !245
  call void @llvm.lifetime.end.p0(i64 8, ptr %3), !dbg !246
  call void @llvm.lifetime.start.p0(i64 16, ptr %4), !dbg !248
  %16 = getelementptr inbounds nuw %TSS, ptr %4, i32 0, i32 0, !dbg !250
  %17 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %16, i32 0, i32 0, !dbg !250
  %18 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %17, i32 0, i32 0, !dbg !250
  %19 = getelementptr inbounds nuw %Ts6UInt64V, ptr %18, i32 0, i32 0, !dbg !250
  store i64 %14, ptr %19, align 8, !dbg !250
  %20 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %17, i32 0, i32 1, !dbg !250
  store ptr %15, ptr %20, align 8, !dbg !250
  %21 = call swiftcc { i64, ptr } @"$sSS4utf8SS8UTF8ViewVvg"(i64 %14, ptr %15), !dbg !251
  %22 = extractvalue { i64, ptr } %21, 0, !dbg !251
  %23 = extractvalue { i64, ptr } %21, 1, !dbg !251
  call void @llvm.lifetime.start.p0(i64 16, ptr %5), !dbg !248
  %24 = getelementptr inbounds nuw %TSS8UTF8ViewV, ptr %5, i32 0, i32 0, !dbg !251
  %25 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %24, i32 0, i32 0, !dbg !251
  %26 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %25, i32 0, i32 0, !dbg !251
  %27 = getelementptr inbounds nuw %Ts6UInt64V, ptr %26, i32 0, i32 0, !dbg !251
  store i64 %22, ptr %27, align 8, !dbg !251
  %28 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %25, i32 0, i32 1, !dbg !251
  store ptr %23, ptr %28, align 8, !dbg !251
  call void @llvm.lifetime.start.p0(i64 8, ptr %6), !dbg !248
  %29 = getelementptr inbounds nuw %TSa, ptr %6, i32 0, i32 0, !dbg !252
  %30 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %29, i32 0, i32 0, !dbg !252
  store ptr %0, ptr %30, align 8, !dbg !252
  %31 = call ptr @"$sSS8UTF8ViewVABSTsWl"() #17, !dbg !253
  %32 = call ptr @"$sSays5UInt8VGSayxGSTsWl"() #17, !dbg !253
  %33 = call swiftcc i1 @"$sSTsSQ7ElementRpzrlE13elementsEqualySbqd__STRd__AAQyd__ABRSlF"(ptr noalias %6, ptr @"$sSS8UTF8ViewVN", ptr %10, ptr %31, ptr %32, ptr @"$ss5UInt8VSQsWP", ptr noalias swiftself %5), !dbg !253
  call void @llvm.lifetime.end.p0(i64 8, ptr %6), !dbg !254
  %34 = call ptr @"$sSS8UTF8ViewVWOh"(ptr %5), !dbg !254
  call void @llvm.lifetime.end.p0(i64 16, ptr %5), !dbg !254
  br i1 %33, label %35, label %38, !dbg !253

35:                                               ; preds = %1
  %36 = call ptr @swift_bridgeObjectRetain(ptr returned %15) #10, !dbg !256
  %37 = ptrtoint ptr %15 to i64, !dbg !250
  br label %39, !dbg !256

38:                                               ; preds = %1
  br label %39, !dbg !257

39:                                               ; preds = %35, %38
  %40 = phi i64 [ 0, %38 ], [ %14, %35 ], !dbg !258
  %41 = phi i64 [ 0, %38 ], [ %37, %35 ], !dbg !258
  call void @swift_bridgeObjectRelease(ptr %15) #10, !dbg !259
  %42 = insertvalue { i64, i64 } undef, i64 %40, 0, !dbg !259
  %43 = insertvalue { i64, i64 } %42, i64 %41, 1, !dbg !259
  ret { i64, i64 } %43, !dbg !259
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc void @"$sSq7flatMapyqd_0_SgABxqd__YKXEqd__YKs5ErrorRd__Ri_d_0_r0_lF"(ptr noalias sret(%swift.opaque) %0, ptr %1, ptr %2, ptr %3, ptr %4, ptr %5, ptr %6, ptr noalias swiftself %7, ptr noalias swifterror captures(none) dereferenceable(8) %8, ptr %9) #0 !dbg !260 {
  %11 = alloca ptr, align 8
    #dbg_declare(ptr %11, !273, !DIExpression(), !280)
  %12 = alloca ptr, align 8
    #dbg_declare(ptr %12, !276, !DIExpression(), !280)
  %13 = alloca ptr, align 8
    #dbg_declare(ptr %13, !278, !DIExpression(), !280)
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %14 = getelementptr inbounds ptr, ptr %4, i64 -1, !dbg !281
  %15 = load ptr, ptr %14, align 8, !dbg !281, !invariant.load !66, !dereferenceable !67
  %16 = getelementptr inbounds nuw %swift.vwtable, ptr %15, i32 0, i32 8, !dbg !281
  %17 = load i64, ptr %16, align 8, !dbg !281, !invariant.load !66
  %18 = alloca i8, i64 %17, align 16, !dbg !281
  call void @llvm.lifetime.start.p0(i64 -1, ptr %18), !dbg !281
  %19 = getelementptr inbounds ptr, ptr %3, i64 2, !dbg !281
  %20 = load ptr, ptr %19, align 8, !dbg !281, !invariant.load !66
  store ptr %20, ptr %13, align 8, !dbg !281
  %21 = getelementptr inbounds ptr, ptr %20, i64 -1, !dbg !281
  %22 = load ptr, ptr %21, align 8, !dbg !281, !invariant.load !66, !dereferenceable !67
  %23 = getelementptr inbounds nuw %swift.vwtable, ptr %22, i32 0, i32 8, !dbg !281
  %24 = load i64, ptr %23, align 8, !dbg !281, !invariant.load !66
  %25 = alloca i8, i64 %24, align 16, !dbg !281
  call void @llvm.lifetime.start.p0(i64 -1, ptr %25), !dbg !281
  %26 = getelementptr inbounds ptr, ptr %3, i64 -1, !dbg !281
  %27 = load ptr, ptr %26, align 8, !dbg !281, !invariant.load !66, !dereferenceable !67
  %28 = getelementptr inbounds nuw %swift.vwtable, ptr %27, i32 0, i32 8, !dbg !281
  %29 = load i64, ptr %28, align 8, !dbg !281, !invariant.load !66
  %30 = alloca i8, i64 %29, align 16, !dbg !281
  call void @llvm.lifetime.start.p0(i64 -1, ptr %30), !dbg !281
  %31 = call ptr @"$sxSgs5ErrorRd__Ri_d_0_r_0_lWOc"(ptr %7, ptr %30, ptr %20, ptr %3), !dbg !280
  %32 = getelementptr inbounds ptr, ptr %22, i32 6, !dbg !280
  %33 = load ptr, ptr %32, align 8, !dbg !280, !invariant.load !66
  %34 = call i32 %33(ptr noalias %30, i32 1, ptr %20) #9, !dbg !280
  %35 = icmp ne i32 %34, 1
  br i1 %35, label %42, label %37

36:                                               ; No predecessors!
  unreachable, !dbg !280

37:                                               ; preds = %10
  %38 = getelementptr inbounds ptr, ptr %5, i64 -1, !dbg !280
  %39 = load ptr, ptr %38, align 8, !dbg !280, !invariant.load !66, !dereferenceable !67
  %40 = getelementptr inbounds ptr, ptr %39, i32 7, !dbg !280
  %41 = load ptr, ptr %40, align 8, !dbg !280, !invariant.load !66
  call void %41(ptr noalias %0, i32 1, i32 1, ptr %5) #10, !dbg !280
  br label %58, !dbg !280

42:                                               ; preds = %10
  %43 = getelementptr inbounds ptr, ptr %22, i32 4, !dbg !280
  %44 = load ptr, ptr %43, align 8, !dbg !280, !invariant.load !66
  %45 = call ptr %44(ptr noalias %25, ptr noalias %30, ptr %20) #10, !dbg !280
  call swiftcc void %1(ptr noalias sret(%swift.opaque) %0, ptr noalias %25, ptr swiftself %2, ptr noalias swifterror captures(none) dereferenceable(8) %8, ptr %18), !dbg !280
  %46 = load ptr, ptr %8, align 8, !dbg !280
  %47 = icmp ne ptr %46, null, !dbg !280
  %48 = ptrtoint ptr %46 to i64, !dbg !280
  br i1 %47, label %49, label %55, !dbg !280

49:                                               ; preds = %42
  store ptr null, ptr %8, align 8, !dbg !280
  %50 = getelementptr inbounds ptr, ptr %22, i32 1, !dbg !280
  %51 = load ptr, ptr %50, align 8, !dbg !280, !invariant.load !66
  call void %51(ptr noalias %25, ptr %20) #10, !dbg !280
  %52 = getelementptr inbounds ptr, ptr %15, i32 4, !dbg !280
  %53 = load ptr, ptr %52, align 8, !dbg !280, !invariant.load !66
  %54 = call ptr %53(ptr noalias %9, ptr noalias %18, ptr %4) #10, !dbg !280
  call void @llvm.lifetime.end.p0(i64 -1, ptr %30), !dbg !280
  call void @llvm.lifetime.end.p0(i64 -1, ptr %25), !dbg !280
  call void @llvm.lifetime.end.p0(i64 -1, ptr %18), !dbg !280
  store ptr inttoptr (i64 1 to ptr), ptr %8, align 8, !dbg !280
  ret void, !dbg !280

55:                                               ; preds = %42
  %56 = getelementptr inbounds ptr, ptr %22, i32 1, !dbg !280
  %57 = load ptr, ptr %56, align 8, !dbg !280, !invariant.load !66
  call void %57(ptr noalias %25, ptr %20) #10, !dbg !280
  br label %58, !dbg !280

58:                                               ; preds = %55, %37
  call void @llvm.lifetime.end.p0(i64 -1, ptr %30), !dbg !280
  call void @llvm.lifetime.end.p0(i64 -1, ptr %25), !dbg !280
  call void @llvm.lifetime.end.p0(i64 -1, ptr %18), !dbg !280
  ret void, !dbg !280
}

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$sSays5UInt8VGSgWOh"(ptr %0) #11 !dbg !283 {
  %2 = load ptr, ptr %0, align 8, !dbg !284
  call void @swift_release(ptr %2) #10, !dbg !284
  ret ptr %0, !dbg !284
}

declare swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64, ptr) #4

declare swiftcc i64 @"$sSa5countSivgs5UInt8V_Tg5"(ptr) #4

declare swiftcc void @"$sSa15reserveCapacityyySiFs5UInt8V_Tg5"(i64, ptr swiftself captures(none) dereferenceable(8)) #4

; Function Attrs: nounwind willreturn
declare ptr @swift_retain(ptr returned) #12

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$sSays5UInt8VGWOh"(ptr %0) #11 !dbg !285 {
  %2 = getelementptr inbounds nuw %TSa, ptr %0, i32 0, i32 0, !dbg !286
  %3 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %2, i32 0, i32 0, !dbg !286
  %4 = load ptr, ptr %3, align 8, !dbg !286
  call void @swift_release(ptr %4) #10, !dbg !286
  ret ptr %0, !dbg !286
}

declare swiftcc i8 @"$sSayxSicigs5UInt8V_Tg5"(i64, ptr) #4

declare swiftcc void @"$sSa6appendyyxnFs5UInt8V_Tg5"(i8, ptr swiftself captures(none) dereferenceable(8)) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #13

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #14

; Function Attrs: sanitize_address
define protected swiftcc { i64, ptr } @"$s13HTTPSemantics15PercentDecodingO15decodeLenientlyySSxSyRzlFZ"(ptr noalias %0, ptr %1, ptr %2) #0 !dbg !287 {
  %4 = alloca ptr, align 8
    #dbg_declare(ptr %4, !292, !DIExpression(), !304)
  %5 = alloca ptr, align 8
    #dbg_declare(ptr %5, !293, !DIExpression(DW_OP_deref), !305)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 8, i1 false)
  %6 = alloca ptr, align 8
    #dbg_declare(ptr %6, !299, !DIExpression(), !306)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 8, i1 false)
  %7 = alloca %TSa, align 8
  %8 = alloca %Ts5UInt8V, align 1
  %9 = alloca %TSa, align 8
  %10 = alloca %TSays5UInt8VGSg, align 8
  %11 = alloca %TSays5UInt8VGSg, align 8
  %12 = alloca ptr, align 8
    #dbg_declare(ptr %12, !301, !DIExpression(), !307)
  call void @llvm.memset.p0.i64(ptr align 8 %12, i8 0, i64 8, i1 false)
  %13 = alloca %TSS, align 8
  %14 = alloca %TSSSg, align 8
  %15 = alloca %TSSSg, align 8
  store ptr %1, ptr %4, align 8
  %16 = getelementptr inbounds ptr, ptr %1, i64 -1, !dbg !308
  %17 = load ptr, ptr %16, align 8, !dbg !308, !invariant.load !66, !dereferenceable !67
  %18 = getelementptr inbounds nuw %swift.vwtable, ptr %17, i32 0, i32 8, !dbg !308
  %19 = load i64, ptr %18, align 8, !dbg !308, !invariant.load !66
  %20 = alloca i8, i64 %19, align 16, !dbg !308
  call void @llvm.lifetime.start.p0(i64 -1, ptr %20), !dbg !308
  %21 = call swiftcc %swift.metadata_response @swift_getAssociatedTypeWitness(i64 0, ptr %2, ptr %1, ptr @"$sSyTL", ptr @"$s8UTF8ViewSyTl") #2, !dbg !310
  %22 = extractvalue %swift.metadata_response %21, 0, !dbg !310
  %23 = getelementptr inbounds ptr, ptr %22, i64 -1, !dbg !310
  %24 = load ptr, ptr %23, align 8, !dbg !310, !invariant.load !66, !dereferenceable !67
  %25 = getelementptr inbounds nuw %swift.vwtable, ptr %24, i32 0, i32 8, !dbg !310
  %26 = load i64, ptr %25, align 8, !dbg !310, !invariant.load !66
  %27 = alloca i8, i64 %26, align 16, !dbg !310
  call void @llvm.lifetime.start.p0(i64 -1, ptr %27), !dbg !310
  store ptr %0, ptr %5, align 8, !dbg !304
    #dbg_value(i64 0, !298, !DIExpression(), !313)
  call swiftcc void @"$sSy4utf88UTF8ViewQzvgTj"(ptr noalias sret(%swift.opaque) %27, ptr noalias swiftself %0, ptr %1, ptr %2), !dbg !314
  %28 = call swiftcc ptr @swift_getAssociatedConformanceWitness(ptr %2, ptr %1, ptr %22, ptr @"$sSyTL", ptr @"$sSy8UTF8ViewSy_SlTn") #2, !dbg !315
  %29 = getelementptr inbounds ptr, ptr %28, i32 1, !dbg !315
  %30 = load ptr, ptr %29, align 8, !dbg !315, !invariant.load !66
  %31 = call swiftcc ptr @"$sSaySayxGqd__c7ElementQyd__RszSTRd__lufC"(ptr noalias %27, ptr @"$ss5UInt8VN", ptr %22, ptr %30), !dbg !315
  store ptr %31, ptr %6, align 8, !dbg !316
  call void @llvm.lifetime.start.p0(i64 8, ptr %7), !dbg !317
  %32 = getelementptr inbounds nuw %TSa, ptr %7, i32 0, i32 0, !dbg !319
  %33 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %32, i32 0, i32 0, !dbg !319
  store ptr %31, ptr %33, align 8, !dbg !319
  %34 = call swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32 37), !dbg !320
  call void @llvm.lifetime.start.p0(i64 1, ptr %8), !dbg !317
  %35 = getelementptr inbounds nuw %Ts5UInt8V, ptr %8, i32 0, i32 0, !dbg !320
  store i8 %34, ptr %35, align 1, !dbg !320
  %36 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSays5UInt8VGMD") #9, !dbg !321
  %37 = call ptr @"$sSays5UInt8VGSayxGSTsWl"() #17, !dbg !321
  %38 = call swiftcc i1 @"$sSTsSQ7ElementRpzrlE8containsySbABF"(ptr noalias %8, ptr %36, ptr %37, ptr @"$ss5UInt8VSQsWP", ptr noalias swiftself %7), !dbg !321
  call void @llvm.lifetime.end.p0(i64 1, ptr %8), !dbg !322
  call void @llvm.lifetime.end.p0(i64 8, ptr %7), !dbg !322
  br i1 %38, label %39, label %121, !dbg !321

39:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 8, ptr %9), !dbg !324
  %40 = call swiftcc i64 @"$s13HTTPSemantics15PercentDecodingO12decodedBytes33_E25E70F006E8DC4C4E125CB8F852776CLL_11plusIsSpace21keepsMalformedEscapesSays5UInt8VGSgAJ_S2btFZ"(ptr %31, i1 false, i1 true), !dbg !327
  call void @llvm.lifetime.start.p0(i64 8, ptr %10), !dbg !324
  store i64 %40, ptr %10, align 8, !dbg !327
  %41 = call ptr @swift_retain(ptr returned %31) #12, !dbg !328
  call void @llvm.lifetime.start.p0(i64 8, ptr %11), !dbg !324
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %10, i64 8, i1 false), !dbg !329
  %42 = load i64, ptr %11, align 8, !dbg !329
  %43 = icmp eq i64 %42, 0, !dbg !329
  br i1 %43, label %50, label %44, !dbg !329

44:                                               ; preds = %39
  call void @swift_release(ptr %31) #10, !dbg !329
  %45 = getelementptr inbounds nuw %TSa, ptr %11, i32 0, i32 0, !dbg !329
  %46 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %45, i32 0, i32 0, !dbg !329
  %47 = load ptr, ptr %46, align 8, !dbg !329
  %48 = getelementptr inbounds nuw %TSa, ptr %9, i32 0, i32 0, !dbg !329
  %49 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %48, i32 0, i32 0, !dbg !329
  store ptr %47, ptr %49, align 8, !dbg !329
  br label %55, !dbg !329

50:                                               ; preds = %39
  %51 = getelementptr inbounds nuw %TSa, ptr %9, i32 0, i32 0, !dbg !329
  %52 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %51, i32 0, i32 0, !dbg !329
  store ptr %31, ptr %52, align 8, !dbg !329
  %53 = load i64, ptr %11, align 8, !dbg !329
  %54 = icmp eq i64 %53, 0, !dbg !329
  br i1 %54, label %69, label %70, !dbg !329

55:                                               ; preds = %44, %69, %70
  call void @llvm.lifetime.end.p0(i64 8, ptr %11), !dbg !329
  call void @llvm.lifetime.end.p0(i64 8, ptr %10), !dbg !330
  %56 = getelementptr inbounds nuw %TSa, ptr %9, i32 0, i32 0, !dbg !329
  %57 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %56, i32 0, i32 0, !dbg !329
  %58 = load ptr, ptr %57, align 8, !dbg !329
  store ptr %58, ptr %12, align 8, !dbg !332
  call void @llvm.lifetime.end.p0(i64 8, ptr %9), !dbg !333
  call void @llvm.lifetime.start.p0(i64 16, ptr %13), !dbg !308
  %59 = call swiftcc { i64, i64 } @"$s13HTTPSemantics15PercentDecodingO9validUTF833_E25E70F006E8DC4C4E125CB8F852776CLLySSSgSays5UInt8VGFZ"(ptr %58), !dbg !335
  %60 = extractvalue { i64, i64 } %59, 0, !dbg !335
  %61 = extractvalue { i64, i64 } %59, 1, !dbg !335
  call void @llvm.lifetime.start.p0(i64 16, ptr %14), !dbg !308
  %62 = getelementptr inbounds nuw { i64, i64 }, ptr %14, i32 0, i32 0, !dbg !335
  store i64 %60, ptr %62, align 8, !dbg !335
  %63 = getelementptr inbounds nuw { i64, i64 }, ptr %14, i32 0, i32 1, !dbg !335
  store i64 %61, ptr %63, align 8, !dbg !335
  call void @llvm.lifetime.start.p0(i64 16, ptr %15), !dbg !308
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %14, i64 16, i1 false), !dbg !336
  %64 = getelementptr inbounds nuw { i64, i64 }, ptr %15, i32 0, i32 0, !dbg !336
  %65 = load i64, ptr %64, align 8, !dbg !336
  %66 = getelementptr inbounds nuw { i64, i64 }, ptr %15, i32 0, i32 1, !dbg !336
  %67 = load i64, ptr %66, align 8, !dbg !336
  %68 = icmp eq i64 %67, 0, !dbg !336
  br i1 %68, label %85, label %72, !dbg !336

69:                                               ; preds = %50
  br label %55, !dbg !329

70:                                               ; preds = %50
  %71 = call ptr @"$sSays5UInt8VGSgWOh"(ptr %11), !dbg !329
  br label %55, !dbg !329

72:                                               ; preds = %55
  %73 = getelementptr inbounds nuw %TSS, ptr %15, i32 0, i32 0, !dbg !336
  %74 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %73, i32 0, i32 0, !dbg !336
  %75 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %74, i32 0, i32 0, !dbg !336
  %76 = getelementptr inbounds nuw %Ts6UInt64V, ptr %75, i32 0, i32 0, !dbg !336
  %77 = load i64, ptr %76, align 8, !dbg !336
  %78 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %74, i32 0, i32 1, !dbg !336
  %79 = load ptr, ptr %78, align 8, !dbg !336
  %80 = getelementptr inbounds nuw %TSS, ptr %13, i32 0, i32 0, !dbg !336
  %81 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %80, i32 0, i32 0, !dbg !336
  %82 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %81, i32 0, i32 0, !dbg !336
  %83 = getelementptr inbounds nuw %Ts6UInt64V, ptr %82, i32 0, i32 0, !dbg !336
  store i64 %77, ptr %83, align 8, !dbg !336
  %84 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %81, i32 0, i32 1, !dbg !336
  store ptr %79, ptr %84, align 8, !dbg !336
  br label %110, !dbg !336

85:                                               ; preds = %55
  %86 = getelementptr inbounds ptr, ptr %17, i32 2, !dbg !336
  %87 = load ptr, ptr %86, align 8, !dbg !336, !invariant.load !66
  %88 = call ptr %87(ptr noalias %20, ptr noalias %0, ptr %1) #10, !dbg !336
  %89 = getelementptr inbounds ptr, ptr %2, i32 5, !dbg !336
  %90 = load ptr, ptr %89, align 8, !dbg !336, !invariant.load !66
  %91 = getelementptr inbounds ptr, ptr %2, i32 1, !dbg !336
  %92 = load ptr, ptr %91, align 8, !dbg !336, !invariant.load !66
  %93 = getelementptr inbounds ptr, ptr %92, i32 1, !dbg !336
  %94 = load ptr, ptr %93, align 8, !dbg !336, !invariant.load !66
  %95 = getelementptr inbounds ptr, ptr %94, i32 1, !dbg !336
  %96 = load ptr, ptr %95, align 8, !dbg !336, !invariant.load !66
  %97 = call swiftcc { i64, ptr } @"$sSSySSxcs25LosslessStringConvertibleRzSTRzSJ7ElementSTRtzlufC"(ptr noalias %20, ptr %1, ptr %90, ptr %96), !dbg !336
  %98 = extractvalue { i64, ptr } %97, 0, !dbg !336
  %99 = extractvalue { i64, ptr } %97, 1, !dbg !336
  %100 = getelementptr inbounds nuw %TSS, ptr %13, i32 0, i32 0, !dbg !336
  %101 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %100, i32 0, i32 0, !dbg !336
  %102 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %101, i32 0, i32 0, !dbg !336
  %103 = getelementptr inbounds nuw %Ts6UInt64V, ptr %102, i32 0, i32 0, !dbg !336
  store i64 %98, ptr %103, align 8, !dbg !336
  %104 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %101, i32 0, i32 1, !dbg !336
  store ptr %99, ptr %104, align 8, !dbg !336
  %105 = getelementptr inbounds nuw { i64, i64 }, ptr %15, i32 0, i32 0, !dbg !336
  %106 = load i64, ptr %105, align 8, !dbg !336
  %107 = getelementptr inbounds nuw { i64, i64 }, ptr %15, i32 0, i32 1, !dbg !336
  %108 = load i64, ptr %107, align 8, !dbg !336
  %109 = icmp eq i64 %108, 0, !dbg !336
  br i1 %109, label %118, label %119, !dbg !336

110:                                              ; preds = %72, %118, %119
  call void @llvm.lifetime.end.p0(i64 16, ptr %15), !dbg !336
  call void @llvm.lifetime.end.p0(i64 16, ptr %14), !dbg !333
  %111 = getelementptr inbounds nuw %TSS, ptr %13, i32 0, i32 0, !dbg !336
  %112 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %111, i32 0, i32 0, !dbg !336
  %113 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %112, i32 0, i32 0, !dbg !336
  %114 = getelementptr inbounds nuw %Ts6UInt64V, ptr %113, i32 0, i32 0, !dbg !336
  %115 = load i64, ptr %114, align 8, !dbg !336
  %116 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %112, i32 0, i32 1, !dbg !336
  %117 = load ptr, ptr %116, align 8, !dbg !336
  call void @llvm.lifetime.end.p0(i64 16, ptr %13), !dbg !337
  call void @swift_release(ptr %58) #10, !dbg !337
  call void @swift_release(ptr %31) #10, !dbg !337
  br label %136, !dbg !337

118:                                              ; preds = %85
  br label %110, !dbg !336

119:                                              ; preds = %85
  %120 = call ptr @"$sSSSgWOh"(ptr %15), !dbg !336
  br label %110, !dbg !336

121:                                              ; preds = %3
  %122 = getelementptr inbounds ptr, ptr %17, i32 2, !dbg !338
  %123 = load ptr, ptr %122, align 8, !dbg !338, !invariant.load !66
  %124 = call ptr %123(ptr noalias %20, ptr noalias %0, ptr %1) #10, !dbg !338
  %125 = getelementptr inbounds ptr, ptr %2, i32 5, !dbg !340
  %126 = load ptr, ptr %125, align 8, !dbg !340, !invariant.load !66
  %127 = getelementptr inbounds ptr, ptr %2, i32 1, !dbg !340
  %128 = load ptr, ptr %127, align 8, !dbg !340, !invariant.load !66
  %129 = getelementptr inbounds ptr, ptr %128, i32 1, !dbg !340
  %130 = load ptr, ptr %129, align 8, !dbg !340, !invariant.load !66
  %131 = getelementptr inbounds ptr, ptr %130, i32 1, !dbg !340
  %132 = load ptr, ptr %131, align 8, !dbg !340, !invariant.load !66
  %133 = call swiftcc { i64, ptr } @"$sSSySSxcs25LosslessStringConvertibleRzSTRzSJ7ElementSTRtzlufC"(ptr noalias %20, ptr %1, ptr %126, ptr %132), !dbg !340
  %134 = extractvalue { i64, ptr } %133, 0, !dbg !340
  %135 = extractvalue { i64, ptr } %133, 1, !dbg !340
  call void @swift_release(ptr %31) #10, !dbg !341
  br label %136, !dbg !341

136:                                              ; preds = %110, %121
  %137 = phi i64 [ %134, %121 ], [ %115, %110 ], !dbg !308
  %138 = phi ptr [ %135, %121 ], [ %117, %110 ], !dbg !308
  call void @llvm.lifetime.end.p0(i64 -1, ptr %27), !dbg !342
  call void @llvm.lifetime.end.p0(i64 -1, ptr %20), !dbg !342
  %139 = insertvalue { i64, ptr } undef, i64 %137, 0, !dbg !342
  %140 = insertvalue { i64, ptr } %139, ptr %138, 1, !dbg !342
  ret { i64, ptr } %140, !dbg !342
}

; Function Attrs: sanitize_address
define protected swiftcc { i64, ptr } @"$s13HTTPSemantics15PercentDecodingO18decodedOrAsWrittenyS2SFZ"(i64 %0, ptr %1) #0 !dbg !343 {
  %3 = alloca %TSS, align 8
    #dbg_declare(ptr %3, !348, !DIExpression(), !350)
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 16, i1 false)
  %4 = alloca %TSS, align 8
  %5 = alloca %TSS, align 8
  %6 = alloca %TSSSg, align 8
  %7 = alloca %TSSSg, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr %3), !dbg !351
  %8 = getelementptr inbounds nuw %TSS, ptr %3, i32 0, i32 0, !dbg !353
  %9 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %8, i32 0, i32 0, !dbg !353
  %10 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %9, i32 0, i32 0, !dbg !353
  %11 = getelementptr inbounds nuw %Ts6UInt64V, ptr %10, i32 0, i32 0, !dbg !353
  store i64 %0, ptr %11, align 8, !dbg !353
  %12 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %9, i32 0, i32 1, !dbg !353
  store ptr %1, ptr %12, align 8, !dbg !353
    #dbg_value(i64 0, !349, !DIExpression(), !354)
  call void @llvm.lifetime.start.p0(i64 16, ptr %4), !dbg !351
  call void @llvm.lifetime.start.p0(i64 16, ptr %5), !dbg !351
  %13 = getelementptr inbounds nuw %TSS, ptr %5, i32 0, i32 0, !dbg !355
  %14 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %13, i32 0, i32 0, !dbg !355
  %15 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %14, i32 0, i32 0, !dbg !355
  %16 = getelementptr inbounds nuw %Ts6UInt64V, ptr %15, i32 0, i32 0, !dbg !355
  store i64 %0, ptr %16, align 8, !dbg !355
  %17 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %14, i32 0, i32 1, !dbg !355
  store ptr %1, ptr %17, align 8, !dbg !355
  %18 = call ptr @"$sS2SSysWl"() #17, !dbg !356
  %19 = call swiftcc { i64, i64 } @"$s13HTTPSemantics15PercentDecodingO6decodeySSSgxSyRzlFZ"(ptr noalias %5, ptr @"$sSSN", ptr %18), !dbg !356
  %20 = extractvalue { i64, i64 } %19, 0, !dbg !356
  %21 = extractvalue { i64, i64 } %19, 1, !dbg !356
  call void @llvm.lifetime.end.p0(i64 16, ptr %5), !dbg !357
  call void @llvm.lifetime.start.p0(i64 16, ptr %6), !dbg !351
  %22 = getelementptr inbounds nuw { i64, i64 }, ptr %6, i32 0, i32 0, !dbg !356
  store i64 %20, ptr %22, align 8, !dbg !356
  %23 = getelementptr inbounds nuw { i64, i64 }, ptr %6, i32 0, i32 1, !dbg !356
  store i64 %21, ptr %23, align 8, !dbg !356
  %24 = call ptr @swift_bridgeObjectRetain(ptr returned %1) #10, !dbg !353
  call void @llvm.lifetime.start.p0(i64 16, ptr %7), !dbg !351
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %6, i64 16, i1 false), !dbg !359
  %25 = getelementptr inbounds nuw { i64, i64 }, ptr %7, i32 0, i32 0, !dbg !359
  %26 = load i64, ptr %25, align 8, !dbg !359
  %27 = getelementptr inbounds nuw { i64, i64 }, ptr %7, i32 0, i32 1, !dbg !359
  %28 = load i64, ptr %27, align 8, !dbg !359
  %29 = icmp eq i64 %28, 0, !dbg !359
  br i1 %29, label %43, label %30, !dbg !359

30:                                               ; preds = %2
  call void @swift_bridgeObjectRelease(ptr %1) #10, !dbg !359
  %31 = getelementptr inbounds nuw %TSS, ptr %7, i32 0, i32 0, !dbg !359
  %32 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %31, i32 0, i32 0, !dbg !359
  %33 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %32, i32 0, i32 0, !dbg !359
  %34 = getelementptr inbounds nuw %Ts6UInt64V, ptr %33, i32 0, i32 0, !dbg !359
  %35 = load i64, ptr %34, align 8, !dbg !359
  %36 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %32, i32 0, i32 1, !dbg !359
  %37 = load ptr, ptr %36, align 8, !dbg !359
  %38 = getelementptr inbounds nuw %TSS, ptr %4, i32 0, i32 0, !dbg !359
  %39 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %38, i32 0, i32 0, !dbg !359
  %40 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %39, i32 0, i32 0, !dbg !359
  %41 = getelementptr inbounds nuw %Ts6UInt64V, ptr %40, i32 0, i32 0, !dbg !359
  store i64 %35, ptr %41, align 8, !dbg !359
  %42 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %39, i32 0, i32 1, !dbg !359
  store ptr %37, ptr %42, align 8, !dbg !359
  br label %54, !dbg !359

43:                                               ; preds = %2
  %44 = getelementptr inbounds nuw %TSS, ptr %4, i32 0, i32 0, !dbg !359
  %45 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %44, i32 0, i32 0, !dbg !359
  %46 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %45, i32 0, i32 0, !dbg !359
  %47 = getelementptr inbounds nuw %Ts6UInt64V, ptr %46, i32 0, i32 0, !dbg !359
  store i64 %0, ptr %47, align 8, !dbg !359
  %48 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %45, i32 0, i32 1, !dbg !359
  store ptr %1, ptr %48, align 8, !dbg !359
  %49 = getelementptr inbounds nuw { i64, i64 }, ptr %7, i32 0, i32 0, !dbg !359
  %50 = load i64, ptr %49, align 8, !dbg !359
  %51 = getelementptr inbounds nuw { i64, i64 }, ptr %7, i32 0, i32 1, !dbg !359
  %52 = load i64, ptr %51, align 8, !dbg !359
  %53 = icmp eq i64 %52, 0, !dbg !359
  br i1 %53, label %64, label %65, !dbg !359

54:                                               ; preds = %30, %64, %65
  call void @llvm.lifetime.end.p0(i64 16, ptr %7), !dbg !359
  call void @llvm.lifetime.end.p0(i64 16, ptr %6), !dbg !357
  %55 = getelementptr inbounds nuw %TSS, ptr %4, i32 0, i32 0, !dbg !359
  %56 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %55, i32 0, i32 0, !dbg !359
  %57 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %56, i32 0, i32 0, !dbg !359
  %58 = getelementptr inbounds nuw %Ts6UInt64V, ptr %57, i32 0, i32 0, !dbg !359
  %59 = load i64, ptr %58, align 8, !dbg !359
  %60 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %56, i32 0, i32 1, !dbg !359
  %61 = load ptr, ptr %60, align 8, !dbg !359
  call void @llvm.lifetime.end.p0(i64 16, ptr %4), !dbg !360
  %62 = insertvalue { i64, ptr } undef, i64 %59, 0, !dbg !360
  %63 = insertvalue { i64, ptr } %62, ptr %61, 1, !dbg !360
  ret { i64, ptr } %63, !dbg !360

64:                                               ; preds = %43
  br label %54, !dbg !359

65:                                               ; preds = %43
  %66 = call ptr @"$sSSSgWOh"(ptr %7), !dbg !359
  br label %54, !dbg !359
}

; Function Attrs: sanitize_address
define protected swiftcc { i64, ptr } @"$s13HTTPSemantics15PercentDecodingO19decodeFormComponentySSxSlRzs5UInt8V7ElementRtzlFZ"(ptr noalias %0, ptr %1, ptr %2) #0 !dbg !361 {
  %4 = alloca ptr, align 8
    #dbg_declare(ptr %4, !364, !DIExpression(), !374)
  %5 = alloca ptr, align 8
    #dbg_declare(ptr %5, !365, !DIExpression(DW_OP_deref), !375)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 8, i1 false)
  %6 = alloca %TSa, align 8
  %7 = alloca %TSays5UInt8VGSg, align 8
  %8 = alloca %TSays5UInt8VGSg, align 8
  %9 = alloca ptr, align 8
    #dbg_declare(ptr %9, !372, !DIExpression(), !376)
  call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 8, i1 false)
  %10 = alloca %TSa, align 8
  store ptr %1, ptr %4, align 8
  %11 = getelementptr inbounds ptr, ptr %1, i64 -1, !dbg !377
  %12 = load ptr, ptr %11, align 8, !dbg !377, !invariant.load !66, !dereferenceable !67
  %13 = getelementptr inbounds nuw %swift.vwtable, ptr %12, i32 0, i32 8, !dbg !377
  %14 = load i64, ptr %13, align 8, !dbg !377, !invariant.load !66
  %15 = alloca i8, i64 %14, align 16, !dbg !377
  call void @llvm.lifetime.start.p0(i64 -1, ptr %15), !dbg !377
  store ptr %0, ptr %5, align 8, !dbg !374
    #dbg_value(i64 0, !371, !DIExpression(), !380)
  call void @llvm.lifetime.start.p0(i64 8, ptr %6), !dbg !377
  %16 = getelementptr inbounds ptr, ptr %12, i32 2, !dbg !381
  %17 = load ptr, ptr %16, align 8, !dbg !381, !invariant.load !66
  %18 = call ptr %17(ptr noalias %15, ptr noalias %0, ptr %1) #10, !dbg !381
  %19 = getelementptr inbounds ptr, ptr %2, i32 1, !dbg !382
  %20 = load ptr, ptr %19, align 8, !dbg !382, !invariant.load !66
  %21 = call swiftcc ptr @"$sSaySayxGqd__c7ElementQyd__RszSTRd__lufC"(ptr noalias %15, ptr @"$ss5UInt8VN", ptr %1, ptr %20), !dbg !382
  %22 = call swiftcc i64 @"$s13HTTPSemantics15PercentDecodingO12decodedBytes33_E25E70F006E8DC4C4E125CB8F852776CLL_11plusIsSpace21keepsMalformedEscapesSays5UInt8VGSgAJ_S2btFZ"(ptr %21, i1 true, i1 true), !dbg !383
  call void @swift_release(ptr %21) #10, !dbg !384
  call void @llvm.lifetime.start.p0(i64 8, ptr %7), !dbg !377
  store i64 %22, ptr %7, align 8, !dbg !383
  call void @llvm.lifetime.start.p0(i64 8, ptr %8), !dbg !377
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %7, i64 8, i1 false), !dbg !386
  %23 = load i64, ptr %8, align 8, !dbg !386
  %24 = icmp eq i64 %23, 0, !dbg !386
  br i1 %24, label %31, label %25, !dbg !386

25:                                               ; preds = %3
  %26 = getelementptr inbounds nuw %TSa, ptr %8, i32 0, i32 0, !dbg !386
  %27 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %26, i32 0, i32 0, !dbg !386
  %28 = load ptr, ptr %27, align 8, !dbg !386
  %29 = getelementptr inbounds nuw %TSa, ptr %6, i32 0, i32 0, !dbg !386
  %30 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %29, i32 0, i32 0, !dbg !386
  store ptr %28, ptr %30, align 8, !dbg !386
  br label %39, !dbg !386

31:                                               ; preds = %3
  %32 = call swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64 0, ptr @"$ss5UInt8VN"), !dbg !386
  %33 = extractvalue { ptr, ptr } %32, 0, !dbg !386
  %34 = extractvalue { ptr, ptr } %32, 1, !dbg !386
  %35 = getelementptr inbounds nuw %TSa, ptr %6, i32 0, i32 0, !dbg !386
  %36 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %35, i32 0, i32 0, !dbg !386
  store ptr %33, ptr %36, align 8, !dbg !386
  %37 = load i64, ptr %8, align 8, !dbg !386
  %38 = icmp eq i64 %37, 0, !dbg !386
  br i1 %38, label %54, label %55, !dbg !386

39:                                               ; preds = %25, %54, %55
  call void @llvm.lifetime.end.p0(i64 8, ptr %8), !dbg !386
  call void @llvm.lifetime.end.p0(i64 8, ptr %7), !dbg !384
  %40 = getelementptr inbounds nuw %TSa, ptr %6, i32 0, i32 0, !dbg !386
  %41 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %40, i32 0, i32 0, !dbg !386
  %42 = load ptr, ptr %41, align 8, !dbg !386
  store ptr %42, ptr %9, align 8, !dbg !387
  call void @llvm.lifetime.end.p0(i64 8, ptr %6), !dbg !388
  %43 = call ptr @swift_retain(ptr returned %42) #12, !dbg !390
  call void @llvm.lifetime.start.p0(i64 8, ptr %10), !dbg !391
  %44 = getelementptr inbounds nuw %TSa, ptr %10, i32 0, i32 0, !dbg !390
  %45 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %44, i32 0, i32 0, !dbg !390
  store ptr %42, ptr %45, align 8, !dbg !390
  %46 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSays5UInt8VGMD") #9, !dbg !393
  %47 = call ptr @"$sSays5UInt8VGSayxGSlsWl"() #17, !dbg !393
  %48 = call ptr @"$ss7UnicodeO4UTF8OADs01_A8EncodingsWl"() #17, !dbg !393
  %49 = call swiftcc { i64, ptr } @"$sSS8decoding2asSSx_q_mtcSlRzs16_UnicodeEncodingR_8CodeUnitQy_7ElementRtzr0_lufC"(ptr noalias %10, ptr @"$ss7UnicodeO4UTF8ON", ptr %46, ptr @"$ss7UnicodeO4UTF8ON", ptr %47, ptr %48), !dbg !393
  %50 = extractvalue { i64, ptr } %49, 0, !dbg !393
  %51 = extractvalue { i64, ptr } %49, 1, !dbg !393
  call void @llvm.lifetime.end.p0(i64 8, ptr %10), !dbg !394
  call void @swift_release(ptr %42) #10, !dbg !394
  call void @llvm.lifetime.end.p0(i64 -1, ptr %15), !dbg !394
  %52 = insertvalue { i64, ptr } undef, i64 %50, 0, !dbg !394
  %53 = insertvalue { i64, ptr } %52, ptr %51, 1, !dbg !394
  ret { i64, ptr } %53, !dbg !394

54:                                               ; preds = %31
  br label %39, !dbg !386

55:                                               ; preds = %31
  %56 = call ptr @"$sSays5UInt8VGSgWOh"(ptr %8), !dbg !386
  br label %39, !dbg !386
}

; Function Attrs: sanitize_address
define internal swiftcc i16 @"$s13HTTPSemantics15PercentDecodingO8hexValue33_E25E70F006E8DC4C4E125CB8F852776CLLys5UInt8VSgAGFZ"(i8 %0) #0 !dbg !395 {
  %2 = alloca i8, align 8
    #dbg_declare(ptr %2, !401, !DIExpression(), !403)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 1, i1 false)
  %3 = alloca %TSNys5UInt8VG, align 1
  %4 = alloca %Ts5UInt8V, align 1
  %5 = alloca %TSNys5UInt8VG, align 1
  %6 = alloca %Ts5UInt8V, align 1
  %7 = alloca %TSNys5UInt8VG, align 1
  %8 = alloca %Ts5UInt8V, align 1
  %9 = alloca { i16 }, align 2
  store i8 %0, ptr %2, align 8, !dbg !404
    #dbg_value(i64 0, !402, !DIExpression(), !405)
  %10 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSNys5UInt8VGMD") #9, !dbg !406
  %11 = call swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32 48), !dbg !406
  %12 = call swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32 57), !dbg !406
  %13 = icmp uge i8 %12, %11, !dbg !406
  %14 = call i1 @llvm.expect.i1(i1 %13, i1 true), !dbg !406
  br i1 %14, label %16, label %15, !dbg !406

15:                                               ; preds = %1
  call swiftcc void @"$ss17_assertionFailure__4file4line5flagss5NeverOs12StaticStringV_A2HSus6UInt32VtF"(i64 ptrtoint (ptr @".str.11.Fatal error" to i64), i64 11, i8 2, i64 ptrtoint (ptr @".str.39.Range requires lowerBound <= upperBound" to i64), i64 39, i8 2, i64 ptrtoint (ptr @".str.23.Swift/ClosedRange.swift" to i64), i64 23, i8 2, i64 411, i32 1), !dbg !406
  unreachable, !dbg !409

16:                                               ; preds = %1
  call void @llvm.lifetime.start.p0(i64 2, ptr %3), !dbg !406
  %17 = getelementptr inbounds nuw %TSNys5UInt8VG, ptr %3, i32 0, i32 0, !dbg !406
  %18 = getelementptr inbounds nuw %Ts5UInt8V, ptr %17, i32 0, i32 0, !dbg !406
  store i8 %11, ptr %18, align 1, !dbg !406
  %19 = getelementptr inbounds nuw %TSNys5UInt8VG, ptr %3, i32 0, i32 1, !dbg !406
  %20 = getelementptr inbounds nuw %Ts5UInt8V, ptr %19, i32 0, i32 0, !dbg !406
  store i8 %12, ptr %20, align 1, !dbg !406
  call void @llvm.lifetime.start.p0(i64 1, ptr %4), !dbg !406
  %21 = getelementptr inbounds nuw %Ts5UInt8V, ptr %4, i32 0, i32 0, !dbg !406
  store i8 %0, ptr %21, align 1, !dbg !406
  %22 = call ptr @"$sSNys5UInt8VGSNyxGSXsWl"() #17, !dbg !406
  %23 = call swiftcc i1 @"$sSXsE2teoiySbx_5BoundQztFZ"(ptr noalias %3, ptr noalias %4, ptr %10, ptr %22, ptr swiftself %10), !dbg !406
  call void @llvm.lifetime.end.p0(i64 1, ptr %4), !dbg !406
  call void @llvm.lifetime.end.p0(i64 2, ptr %3), !dbg !406
  br i1 %23, label %24, label %31, !dbg !406

24:                                               ; preds = %16
  %25 = call swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32 48), !dbg !411
  %26 = call { i8, i1 } @llvm.usub.with.overflow.i8(i8 %0, i8 %25), !dbg !413
  %27 = extractvalue { i8, i1 } %26, 0, !dbg !413
  %28 = extractvalue { i8, i1 } %26, 1, !dbg !413
  %29 = call i1 @llvm.expect.i1(i1 %28, i1 false), !dbg !413
  br i1 %29, label %92, label %30, !dbg !413

30:                                               ; preds = %24
  br label %82, !dbg !414

31:                                               ; preds = %16
  %32 = call swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32 97), !dbg !415
  %33 = call swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32 102), !dbg !415
  %34 = icmp uge i8 %33, %32, !dbg !415
  %35 = call i1 @llvm.expect.i1(i1 %34, i1 true), !dbg !415
  br i1 %35, label %37, label %36, !dbg !415

36:                                               ; preds = %31
  call swiftcc void @"$ss17_assertionFailure__4file4line5flagss5NeverOs12StaticStringV_A2HSus6UInt32VtF"(i64 ptrtoint (ptr @".str.11.Fatal error" to i64), i64 11, i8 2, i64 ptrtoint (ptr @".str.39.Range requires lowerBound <= upperBound" to i64), i64 39, i8 2, i64 ptrtoint (ptr @".str.23.Swift/ClosedRange.swift" to i64), i64 23, i8 2, i64 411, i32 1), !dbg !415
  unreachable, !dbg !417

37:                                               ; preds = %31
  call void @llvm.lifetime.start.p0(i64 2, ptr %5), !dbg !415
  %38 = getelementptr inbounds nuw %TSNys5UInt8VG, ptr %5, i32 0, i32 0, !dbg !415
  %39 = getelementptr inbounds nuw %Ts5UInt8V, ptr %38, i32 0, i32 0, !dbg !415
  store i8 %32, ptr %39, align 1, !dbg !415
  %40 = getelementptr inbounds nuw %TSNys5UInt8VG, ptr %5, i32 0, i32 1, !dbg !415
  %41 = getelementptr inbounds nuw %Ts5UInt8V, ptr %40, i32 0, i32 0, !dbg !415
  store i8 %33, ptr %41, align 1, !dbg !415
  call void @llvm.lifetime.start.p0(i64 1, ptr %6), !dbg !415
  %42 = getelementptr inbounds nuw %Ts5UInt8V, ptr %6, i32 0, i32 0, !dbg !415
  store i8 %0, ptr %42, align 1, !dbg !415
  %43 = call swiftcc i1 @"$sSXsE2teoiySbx_5BoundQztFZ"(ptr noalias %5, ptr noalias %6, ptr %10, ptr %22, ptr swiftself %10), !dbg !415
  call void @llvm.lifetime.end.p0(i64 1, ptr %6), !dbg !415
  call void @llvm.lifetime.end.p0(i64 2, ptr %5), !dbg !415
  br i1 %43, label %44, label %56, !dbg !415

44:                                               ; preds = %37
  %45 = call swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32 97), !dbg !419
  %46 = call { i8, i1 } @llvm.usub.with.overflow.i8(i8 %0, i8 %45), !dbg !421
  %47 = extractvalue { i8, i1 } %46, 0, !dbg !421
  %48 = extractvalue { i8, i1 } %46, 1, !dbg !421
  %49 = call i1 @llvm.expect.i1(i1 %48, i1 false), !dbg !421
  br i1 %49, label %90, label %50, !dbg !421

50:                                               ; preds = %44
  %51 = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %47, i8 10), !dbg !422
  %52 = extractvalue { i8, i1 } %51, 0, !dbg !422
  %53 = extractvalue { i8, i1 } %51, 1, !dbg !422
  %54 = call i1 @llvm.expect.i1(i1 %53, i1 false), !dbg !422
  br i1 %54, label %91, label %55, !dbg !422

55:                                               ; preds = %50
  br label %82, !dbg !423

56:                                               ; preds = %37
  %57 = call swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32 65), !dbg !424
  %58 = call swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32 70), !dbg !424
  %59 = icmp uge i8 %58, %57, !dbg !424
  %60 = call i1 @llvm.expect.i1(i1 %59, i1 true), !dbg !424
  br i1 %60, label %62, label %61, !dbg !424

61:                                               ; preds = %56
  call swiftcc void @"$ss17_assertionFailure__4file4line5flagss5NeverOs12StaticStringV_A2HSus6UInt32VtF"(i64 ptrtoint (ptr @".str.11.Fatal error" to i64), i64 11, i8 2, i64 ptrtoint (ptr @".str.39.Range requires lowerBound <= upperBound" to i64), i64 39, i8 2, i64 ptrtoint (ptr @".str.23.Swift/ClosedRange.swift" to i64), i64 23, i8 2, i64 411, i32 1), !dbg !424
  unreachable, !dbg !426

62:                                               ; preds = %56
  call void @llvm.lifetime.start.p0(i64 2, ptr %7), !dbg !424
  %63 = getelementptr inbounds nuw %TSNys5UInt8VG, ptr %7, i32 0, i32 0, !dbg !424
  %64 = getelementptr inbounds nuw %Ts5UInt8V, ptr %63, i32 0, i32 0, !dbg !424
  store i8 %57, ptr %64, align 1, !dbg !424
  %65 = getelementptr inbounds nuw %TSNys5UInt8VG, ptr %7, i32 0, i32 1, !dbg !424
  %66 = getelementptr inbounds nuw %Ts5UInt8V, ptr %65, i32 0, i32 0, !dbg !424
  store i8 %58, ptr %66, align 1, !dbg !424
  call void @llvm.lifetime.start.p0(i64 1, ptr %8), !dbg !424
  %67 = getelementptr inbounds nuw %Ts5UInt8V, ptr %8, i32 0, i32 0, !dbg !424
  store i8 %0, ptr %67, align 1, !dbg !424
  %68 = call swiftcc i1 @"$sSXsE2teoiySbx_5BoundQztFZ"(ptr noalias %7, ptr noalias %8, ptr %10, ptr %22, ptr swiftself %10), !dbg !424
  call void @llvm.lifetime.end.p0(i64 1, ptr %8), !dbg !424
  call void @llvm.lifetime.end.p0(i64 2, ptr %7), !dbg !424
  br i1 %68, label %69, label %81, !dbg !424

69:                                               ; preds = %62
  %70 = call swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32 65), !dbg !428
  %71 = call { i8, i1 } @llvm.usub.with.overflow.i8(i8 %0, i8 %70), !dbg !430
  %72 = extractvalue { i8, i1 } %71, 0, !dbg !430
  %73 = extractvalue { i8, i1 } %71, 1, !dbg !430
  %74 = call i1 @llvm.expect.i1(i1 %73, i1 false), !dbg !430
  br i1 %74, label %88, label %75, !dbg !430

75:                                               ; preds = %69
  %76 = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %72, i8 10), !dbg !431
  %77 = extractvalue { i8, i1 } %76, 0, !dbg !431
  %78 = extractvalue { i8, i1 } %76, 1, !dbg !431
  %79 = call i1 @llvm.expect.i1(i1 %78, i1 false), !dbg !431
  br i1 %79, label %89, label %80, !dbg !431

80:                                               ; preds = %75
  br label %82, !dbg !432

81:                                               ; preds = %62
  br label %82, !dbg !433

82:                                               ; preds = %30, %55, %80, %81
  %83 = phi i8 [ 0, %81 ], [ %77, %80 ], [ %52, %55 ], [ %27, %30 ], !dbg !436
  %84 = phi i8 [ 1, %81 ], [ 0, %80 ], [ 0, %55 ], [ 0, %30 ], !dbg !436
  call void @llvm.lifetime.start.p0(i64 16, ptr %9), !dbg !436
  store i8 %83, ptr %9, align 2, !dbg !436
  %85 = getelementptr inbounds nuw %Ts5UInt8VSg, ptr %9, i32 0, i32 1, !dbg !436
  store i8 %84, ptr %85, align 1, !dbg !436
  %86 = getelementptr inbounds nuw { i16 }, ptr %9, i32 0, i32 0, !dbg !436
  %87 = load i16, ptr %86, align 2, !dbg !436
  call void @llvm.lifetime.end.p0(i64 16, ptr %9), !dbg !436
  ret i16 %87, !dbg !436

88:                                               ; preds = %69
  call void @llvm.trap(), !dbg !437
  unreachable, !dbg !437

89:                                               ; preds = %75
  call void @llvm.trap(), !dbg !438
  unreachable, !dbg !438

90:                                               ; preds = %44
  call void @llvm.trap(), !dbg !439
  unreachable, !dbg !439

91:                                               ; preds = %50
  call void @llvm.trap(), !dbg !440
  unreachable, !dbg !440

92:                                               ; preds = %24
  call void @llvm.trap(), !dbg !441
  unreachable, !dbg !441
}

declare swiftcc { i64, ptr } @"$sSS8decoding2asSSx_q_mtcSlRzs16_UnicodeEncodingR_8CodeUnitQy_7ElementRtzr0_lufC"(ptr noalias, ptr, ptr, ptr, ptr, ptr) #4

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$sSays5UInt8VGSayxGSlsWl"() #8 !dbg !442 {
  %1 = load ptr, ptr @"$sSays5UInt8VGSayxGSlsWL", align 8, !dbg !443
  %2 = icmp eq ptr %1, null, !dbg !443
  br i1 %2, label %3, label %6, !dbg !443

3:                                                ; preds = %0
  %4 = call ptr @__swift_instantiateConcreteTypeFromMangledNameAbstract(ptr @"$sSays5UInt8VGMD") #9, !dbg !443
  %5 = call ptr @swift_getWitnessTable(ptr @"$sSayxGSlsMc", ptr %4, ptr undef) #9, !dbg !443
  store atomic ptr %5, ptr @"$sSays5UInt8VGSayxGSlsWL" release, align 8, !dbg !443
  br label %6, !dbg !443

6:                                                ; preds = %3, %0
  %7 = phi ptr [ %1, %0 ], [ %5, %3 ], !dbg !443
  ret ptr %7, !dbg !443
}

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$ss7UnicodeO4UTF8OADs01_A8EncodingsWl"() #8 !dbg !444 {
  %1 = load ptr, ptr @"$ss7UnicodeO4UTF8OADs01_A8EncodingsWL", align 8, !dbg !445
  %2 = icmp eq ptr %1, null, !dbg !445
  br i1 %2, label %3, label %5, !dbg !445

3:                                                ; preds = %0
  %4 = call ptr @swift_getWitnessTable(ptr @"$ss7UnicodeO4UTF8Os01_A8EncodingsMc", ptr @"$ss7UnicodeO4UTF8ON", ptr undef) #9, !dbg !445
  store atomic ptr %4, ptr @"$ss7UnicodeO4UTF8OADs01_A8EncodingsWL" release, align 8, !dbg !445
  br label %5, !dbg !445

5:                                                ; preds = %3, %0
  %6 = phi ptr [ %1, %0 ], [ %4, %3 ], !dbg !445
  ret ptr %6, !dbg !445
}

declare swiftcc { i64, ptr } @"$sSS4utf8SS8UTF8ViewVvg"(i64, ptr) #4

declare swiftcc i1 @"$sSTsSQ7ElementRpzrlE13elementsEqualySbqd__STRd__AAQyd__ABRSlF"(ptr noalias, ptr, ptr, ptr, ptr, ptr, ptr noalias swiftself) #4

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$sSS8UTF8ViewVABSTsWl"() #8 !dbg !446 {
  %1 = load ptr, ptr @"$sSS8UTF8ViewVABSTsWL", align 8, !dbg !447
  %2 = icmp eq ptr %1, null, !dbg !447
  br i1 %2, label %3, label %5, !dbg !447

3:                                                ; preds = %0
  %4 = call ptr @swift_getWitnessTable(ptr @"$sSS8UTF8ViewVSTsMc", ptr @"$sSS8UTF8ViewVN", ptr undef) #9, !dbg !447
  store atomic ptr %4, ptr @"$sSS8UTF8ViewVABSTsWL" release, align 8, !dbg !447
  br label %5, !dbg !447

5:                                                ; preds = %3, %0
  %6 = phi ptr [ %1, %0 ], [ %4, %3 ], !dbg !447
  ret ptr %6, !dbg !447
}

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$sSS8UTF8ViewVWOh"(ptr %0) #11 !dbg !448 {
  %2 = getelementptr inbounds nuw %TSS8UTF8ViewV, ptr %0, i32 0, i32 0, !dbg !449
  %3 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %2, i32 0, i32 0, !dbg !449
  %4 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %3, i32 0, i32 1, !dbg !449
  %5 = load ptr, ptr %4, align 8, !dbg !449
  call void @swift_bridgeObjectRelease(ptr %5) #10, !dbg !449
  ret ptr %0, !dbg !449
}

; Function Attrs: nounwind
declare void @swift_bridgeObjectRelease(ptr) #10

; Function Attrs: nounwind
declare ptr @swift_bridgeObjectRetain(ptr returned) #10

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #15

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$sSSSgWOh"(ptr %0) #11 !dbg !450 {
  %2 = getelementptr inbounds nuw %TSS, ptr %0, i32 0, i32 0, !dbg !451
  %3 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %2, i32 0, i32 0, !dbg !451
  %4 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %3, i32 0, i32 1, !dbg !451
  %5 = load ptr, ptr %4, align 8, !dbg !451
  call void @swift_bridgeObjectRelease(ptr %5) #10, !dbg !451
  ret ptr %0, !dbg !451
}

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$sS2SSysWl"() #8 !dbg !452 {
  %1 = load ptr, ptr @"$sS2SSysWL", align 8, !dbg !453
  %2 = icmp eq ptr %1, null, !dbg !453
  br i1 %2, label %3, label %5, !dbg !453

3:                                                ; preds = %0
  %4 = call ptr @swift_getWitnessTable(ptr @"$sSSSysMc", ptr @"$sSSN", ptr undef) #9, !dbg !453
  store atomic ptr %4, ptr @"$sS2SSysWL" release, align 8, !dbg !453
  br label %5, !dbg !453

5:                                                ; preds = %3, %0
  %6 = phi ptr [ %1, %0 ], [ %4, %3 ], !dbg !453
  ret ptr %6, !dbg !453
}

; Function Attrs: noinline
declare swiftcc void @"$ss17_assertionFailure__4file4line5flagss5NeverOs12StaticStringV_A2HSus6UInt32VtF"(i64, i64, i8, i64, i64, i8, i64, i64, i8, i64, i32) #16

declare swiftcc i1 @"$sSXsE2teoiySbx_5BoundQztFZ"(ptr noalias, ptr noalias, ptr, ptr, ptr swiftself) #4

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$sSNys5UInt8VGSNyxGSXsWl"() #8 !dbg !454 {
  %1 = load ptr, ptr @"$sSNys5UInt8VGSNyxGSXsWL", align 8, !dbg !455
  %2 = icmp eq ptr %1, null, !dbg !455
  br i1 %2, label %3, label %6, !dbg !455

3:                                                ; preds = %0
  %4 = call ptr @__swift_instantiateConcreteTypeFromMangledNameAbstract(ptr @"$sSNys5UInt8VGMD") #9, !dbg !455
  %5 = call ptr @swift_getWitnessTable(ptr @"$sSNyxGSXsMc", ptr %4, ptr undef) #9, !dbg !455
  store atomic ptr %5, ptr @"$sSNys5UInt8VGSNyxGSXsWL" release, align 8, !dbg !455
  br label %6, !dbg !455

6:                                                ; preds = %3, %0
  %7 = phi ptr [ %1, %0 ], [ %5, %3 ], !dbg !455
  ret ptr %7, !dbg !455
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.usub.with.overflow.i8(i8, i8) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8) #13

; Function Attrs: noinline nounwind memory(none)
define protected swiftcc %swift.metadata_response @"$s13HTTPSemantics15PercentDecodingOMa"(i64 %0) #8 !dbg !456 {
  ret %swift.metadata_response { ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics15PercentDecodingOMf", i32 0, i32 2), i64 0 }, !dbg !457
}

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$sxSgs5ErrorRd__Ri_d_0_r_0_lWOc"(ptr %0, ptr %1, ptr %2, ptr %3) #11 !dbg !458 {
  %5 = alloca ptr, align 8
  store ptr %2, ptr %5, align 8, !dbg !459
  %6 = getelementptr inbounds ptr, ptr %2, i64 -1, !dbg !459
  %7 = load ptr, ptr %6, align 8, !dbg !459, !invariant.load !66, !dereferenceable !67
  %8 = getelementptr inbounds ptr, ptr %7, i32 6, !dbg !459
  %9 = load ptr, ptr %8, align 8, !dbg !459, !invariant.load !66
  %10 = call i32 %9(ptr noalias %0, i32 1, ptr %2) #9, !dbg !459
  %11 = icmp eq i32 %10, 0, !dbg !459
  br i1 %11, label %12, label %18, !dbg !459

12:                                               ; preds = %4
  %13 = getelementptr inbounds ptr, ptr %7, i32 2, !dbg !459
  %14 = load ptr, ptr %13, align 8, !dbg !459, !invariant.load !66
  %15 = call ptr %14(ptr noalias %1, ptr noalias %0, ptr %2) #10, !dbg !459
  %16 = getelementptr inbounds ptr, ptr %7, i32 7, !dbg !459
  %17 = load ptr, ptr %16, align 8, !dbg !459, !invariant.load !66
  call void %17(ptr noalias %1, i32 0, i32 1, ptr %2) #10, !dbg !459
  br label %23, !dbg !459

18:                                               ; preds = %4
  %19 = getelementptr inbounds ptr, ptr %3, i64 -1, !dbg !459
  %20 = load ptr, ptr %19, align 8, !dbg !459, !invariant.load !66, !dereferenceable !67
  %21 = getelementptr inbounds nuw %swift.vwtable, ptr %20, i32 0, i32 8, !dbg !459
  %22 = load i64, ptr %21, align 8, !dbg !459, !invariant.load !66
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1, ptr align 1 %0, i64 %22, i1 false), !dbg !459
  br label %23, !dbg !459

23:                                               ; preds = %18, %12
  ret ptr %1, !dbg !459
}

attributes #0 = { sanitize_address "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nounwind memory(argmem: readwrite) }
attributes #8 = { noinline nounwind memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind memory(read) }
attributes #10 = { nounwind }
attributes #11 = { noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind willreturn }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #15 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #16 = { noinline "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nounwind memory(none) }
attributes #18 = { nounwind memory(argmem: read) }

!llvm.dbg.cu = !{!0, !15, !17}
!swift.module.flags = !{!19}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26, !27}
!llvm.linker.options = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_Swift, file: !1, producer: "Swift version 6.3.1 (swift-6.3.1-RELEASE)", isOptimized: false, flags: "-private-discriminator _E25E70F006E8DC4C4E125CB8F852776C", runtimeVersion: 6, emissionKind: FullDebug, imports: !2)
!1 = !DIFile(filename: "Sources/HTTPSemantics/PercentDecoding.swift", directory: "/work/main")
!2 = !{!3, !5, !7, !9, !11, !13}
!3 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1, entity: !4, file: !1)
!4 = !DIModule(scope: null, name: "HTTPSemantics", includePath: "Sources/HTTPSemantics")
!5 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: null, entity: !6)
!6 = !DIModule(scope: null, name: "Swift", includePath: "/opt/swift/usr/lib/swift/linux/Swift.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule")
!7 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1, entity: !8, file: !1)
!8 = !DIModule(scope: null, name: "_StringProcessing", includePath: "/opt/swift/usr/lib/swift/linux/_StringProcessing.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule")
!9 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1, entity: !10, file: !1)
!10 = !DIModule(scope: null, name: "_SwiftConcurrencyShims", includePath: "/opt/swift/usr/lib/swift/shims")
!11 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1, entity: !12, file: !1)
!12 = !DIModule(scope: null, name: "_Concurrency", includePath: "/opt/swift/usr/lib/swift/linux/_Concurrency.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule")
!13 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1, entity: !14, file: !1)
!14 = !DIModule(scope: null, name: "SwiftOnoneSupport", includePath: "/opt/swift/usr/lib/swift/linux/SwiftOnoneSupport.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule")
!15 = distinct !DICompileUnit(language: DW_LANG_C11, file: !16, producer: "clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)", isOptimized: false, flags: "-private-discriminator _E25E70F006E8DC4C4E125CB8F852776C", runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!16 = !DIFile(filename: "<swift-imported-modules>", directory: "/work/main")
!17 = distinct !DICompileUnit(language: DW_LANG_C99, file: !18, producer: "Swift version 6.3.1 (swift-6.3.1-RELEASE)", isOptimized: true, runtimeVersion: 0, splitDebugFilename: "/root/.cache/clang/ModuleCache/TXB5W5DC64VB/_SwiftConcurrencyShims-2WTEZSG1WEKQP.pcm", emissionKind: FullDebug, dwoId: 7267430592561681079)
!18 = !DIFile(filename: "_SwiftConcurrencyShims", directory: "/opt/swift/usr/lib/swift/shims")
!19 = !{!"standard-library", i1 false}
!20 = !{i32 7, !"Dwarf Version", i32 4}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 8, !"PIC Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 2}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{i32 4, !"Objective-C Garbage Collection", i32 100861696}
!27 = !{i32 1, !"Swift Version", i32 7}
!28 = distinct !DISubprogram(name: "decode", linkageName: "$s13HTTPSemantics15PercentDecodingO6decodeySSSgxSyRzlFZ", scope: !29, file: !1, line: 12, type: !30, scopeLine: 12, spFlags: DISPFlagDefinition, unit: !0, declaration: !35, retainedNodes: !36)
!29 = !DICompositeType(tag: DW_TAG_structure_type, name: "PercentDecoding", scope: !4, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics15PercentDecodingOD")
!30 = !DISubroutineType(types: !31)
!31 = !{!32, !33, !34}
!32 = !DICompositeType(tag: DW_TAG_structure_type, name: "Optional", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sSSSgD")
!33 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sxD", flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sxD")
!34 = !DICompositeType(tag: DW_TAG_structure_type, name: "$s13HTTPSemantics15PercentDecodingOXMtD", size: 8, flags: DIFlagArtificial, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics15PercentDecodingOXMtD")
!35 = !DISubprogram(name: "decode", linkageName: "$s13HTTPSemantics15PercentDecodingO6decodeySSSgxSyRzlFZ", scope: !29, file: !1, line: 12, type: !30, scopeLine: 12, spFlags: 0)
!36 = !{!37, !39, !46, !48}
!37 = !DILocalVariable(name: "$\CF\84_0_0", scope: !28, file: !1, type: !38, flags: DIFlagArtificial)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "$sBpD", baseType: null, size: 64)
!39 = !DILocalVariable(name: "text", arg: 1, scope: !28, file: !1, line: 12, type: !40)
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!41 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sxD", file: !42, elements: !43, runtimeLang: DW_LANG_Swift)
!42 = !DIFile(filename: "<compiler-generated>", directory: "/")
!43 = !{!44}
!44 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !41, baseType: !45, extraData: i32 0)
!45 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sSy_pmD", size: 8, flags: DIFlagArtificial, runtimeLang: DW_LANG_Swift, identifier: "$sSy_pmD")
!46 = !DILocalVariable(name: "self", arg: 2, scope: !28, file: !1, line: 12, type: !47, flags: DIFlagArtificial)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!48 = !DILocalVariable(name: "source", scope: !49, file: !1, line: 13, type: !50)
!49 = distinct !DILexicalBlock(scope: !28, file: !1, line: 13, column: 13)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !51)
!51 = !DICompositeType(tag: DW_TAG_structure_type, scope: !6, file: !52, size: 64, elements: !53, runtimeLang: DW_LANG_Swift)
!52 = !DIFile(filename: "/opt/swift/usr/lib/swift/linux/Swift.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule", directory: "")
!53 = !{!54}
!54 = !DIDerivedType(tag: DW_TAG_member, scope: !6, file: !52, baseType: !55, size: 64)
!55 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sSays5UInt8VGD", scope: !6, file: !52, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, templateParams: !56)
!56 = !{!57}
!57 = !DITemplateTypeParameter(type: !58)
!58 = !DICompositeType(tag: DW_TAG_structure_type, name: "UInt8", scope: !6, file: !52, size: 8, runtimeLang: DW_LANG_Swift, identifier: "$ss5UInt8VD")
!59 = !DILocation(line: 0, scope: !28)
!60 = !DILocation(line: 12, column: 32, scope: !28)
!61 = !DILocation(line: 13, column: 13, scope: !49)
!62 = !DILocation(line: 0, scope: !63)
!63 = !DILexicalBlockFile(scope: !64, discriminator: 0)
!64 = distinct !DILexicalBlock(scope: !65, file: !1, line: 14, column: 55)
!65 = distinct !DILexicalBlock(scope: !49, file: !1, line: 14, column: 9)
!66 = !{}
!67 = !{i64 96}
!68 = !DILocation(line: 0, scope: !69)
!69 = !DILexicalBlockFile(scope: !70, discriminator: 0)
!70 = distinct !DILexicalBlock(scope: !28, file: !1, line: 13, column: 22)
!71 = !DILocation(line: 12, column: 25, scope: !28)
!72 = !DILocation(line: 13, column: 33, scope: !70)
!73 = !DILocation(line: 13, column: 22, scope: !70)
!74 = !DILocation(line: 0, scope: !49)
!75 = !DILocation(line: 0, scope: !76)
!76 = !DILexicalBlockFile(scope: !65, discriminator: 0)
!77 = !DILocation(line: 14, column: 15, scope: !65)
!78 = !DILocation(line: 14, column: 31, scope: !65)
!79 = !DILocation(line: 14, column: 22, scope: !65)
!80 = !DILocation(line: 0, scope: !81)
!81 = !DILexicalBlockFile(scope: !65, file: !42, discriminator: 0)
!82 = !DILocation(line: 15, column: 16, scope: !65)
!83 = !DILocation(line: 15, column: 87, scope: !65)
!84 = !DILocation(line: 15, column: 9, scope: !65)
!85 = !DILocation(line: 14, column: 71, scope: !64)
!86 = !DILocation(line: 14, column: 64, scope: !64)
!87 = !DILocation(line: 0, scope: !64)
!88 = !DILocation(line: 14, column: 57, scope: !64)
!89 = !DILocation(line: 16, column: 5, scope: !65)
!90 = distinct !DISubprogram(linkageName: "__swift_instantiateConcreteTypeFromMangledName", scope: !4, file: !42, type: !91, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!91 = !DISubroutineType(types: null)
!92 = !DILocation(line: 0, scope: !90)
!93 = distinct !DISubprogram(linkageName: "$sSays5UInt8VGSayxGSTsWl", scope: !4, file: !42, type: !91, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!94 = !DILocation(line: 0, scope: !93)
!95 = distinct !DISubprogram(linkageName: "__swift_instantiateConcreteTypeFromMangledNameAbstract", scope: !4, file: !42, type: !91, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!96 = !DILocation(line: 0, scope: !95)
!97 = distinct !DISubprogram(name: "decodedBytes", linkageName: "$s13HTTPSemantics15PercentDecodingO12decodedBytes33_E25E70F006E8DC4C4E125CB8F852776CLL_11plusIsSpace21keepsMalformedEscapesSays5UInt8VGSgAJ_S2btFZ", scope: !29, file: !1, line: 43, type: !98, scopeLine: 43, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !102, retainedNodes: !103)
!98 = !DISubroutineType(types: !99)
!99 = !{!100, !51, !101, !101, !34}
!100 = !DICompositeType(tag: DW_TAG_structure_type, name: "Optional", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sSays5UInt8VGSgD")
!101 = !DICompositeType(tag: DW_TAG_structure_type, name: "Bool", scope: !6, file: !52, size: 8, runtimeLang: DW_LANG_Swift, identifier: "$sSbD")
!102 = !DISubprogram(name: "decodedBytes", linkageName: "$s13HTTPSemantics15PercentDecodingO12decodedBytes33_E25E70F006E8DC4C4E125CB8F852776CLL_11plusIsSpace21keepsMalformedEscapesSays5UInt8VGSgAJ_S2btFZ", scope: !29, file: !1, line: 43, type: !98, scopeLine: 43, spFlags: DISPFlagLocalToUnit)
!103 = !{!104, !105, !107, !108, !109, !111, !114, !119, !122}
!104 = !DILocalVariable(name: "source", arg: 1, scope: !97, file: !1, line: 43, type: !50)
!105 = !DILocalVariable(name: "plusIsSpace", arg: 2, scope: !97, file: !1, line: 43, type: !106)
!106 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !101)
!107 = !DILocalVariable(name: "keepsMalformedEscapes", arg: 3, scope: !97, file: !1, line: 43, type: !106)
!108 = !DILocalVariable(name: "self", arg: 4, scope: !97, file: !1, line: 43, type: !47, flags: DIFlagArtificial)
!109 = !DILocalVariable(name: "bytes", scope: !110, file: !1, line: 44, type: !51)
!110 = distinct !DILexicalBlock(scope: !97, file: !1, line: 44, column: 13)
!111 = !DILocalVariable(name: "index", scope: !112, file: !1, line: 46, type: !113)
!112 = distinct !DILexicalBlock(scope: !110, file: !1, line: 46, column: 13)
!113 = !DICompositeType(tag: DW_TAG_structure_type, name: "Int", scope: !6, file: !52, size: 64, runtimeLang: DW_LANG_Swift, identifier: "$sSiD")
!114 = !DILocalVariable(name: "byte", scope: !115, file: !1, line: 48, type: !118)
!115 = distinct !DILexicalBlock(scope: !116, file: !1, line: 48, column: 17)
!116 = distinct !DILexicalBlock(scope: !117, file: !1, line: 47, column: 36)
!117 = distinct !DILexicalBlock(scope: !112, file: !1, line: 47, column: 9)
!118 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !58)
!119 = !DILocalVariable(name: "high", scope: !120, file: !1, line: 49, type: !118)
!120 = distinct !DILexicalBlock(scope: !121, file: !1, line: 49, column: 80)
!121 = distinct !DILexicalBlock(scope: !115, file: !1, line: 49, column: 13)
!122 = !DILocalVariable(name: "low", scope: !123, file: !1, line: 50, type: !118)
!123 = distinct !DILexicalBlock(scope: !120, file: !1, line: 50, column: 27)
!124 = !DILocation(line: 43, column: 38, scope: !97)
!125 = !DILocation(line: 43, column: 57, scope: !97)
!126 = !DILocation(line: 43, column: 76, scope: !97)
!127 = !DILocation(line: 44, column: 13, scope: !110)
!128 = !DILocation(line: 46, column: 13, scope: !112)
!129 = !DILocation(line: 48, column: 17, scope: !115)
!130 = !DILocation(line: 49, column: 73, scope: !120)
!131 = !DILocation(line: 50, column: 21, scope: !123)
!132 = !DILocation(line: 0, scope: !97)
!133 = !DILocation(line: 43, column: 25, scope: !97)
!134 = !DILocation(line: 0, scope: !135)
!135 = !DILexicalBlockFile(scope: !110, discriminator: 0)
!136 = !DILocation(line: 44, column: 30, scope: !137)
!137 = distinct !DILexicalBlock(scope: !97, file: !1, line: 44, column: 30)
!138 = !DILocation(line: 45, column: 38, scope: !110)
!139 = !DILocation(line: 45, column: 15, scope: !110)
!140 = !DILocation(line: 0, scope: !141)
!141 = !DILexicalBlockFile(scope: !112, discriminator: 0)
!142 = !DILocation(line: 46, column: 21, scope: !143)
!143 = distinct !DILexicalBlock(scope: !110, file: !1, line: 46, column: 21)
!144 = !DILocation(line: 47, column: 9, scope: !117)
!145 = !DILocation(line: 47, column: 15, scope: !117)
!146 = !DILocation(line: 47, column: 30, scope: !117)
!147 = !DILocation(line: 47, column: 21, scope: !117)
!148 = !DILocation(line: 0, scope: !149)
!149 = !DILexicalBlockFile(scope: !150, discriminator: 0)
!150 = distinct !DILexicalBlock(scope: !116, file: !1, line: 48, column: 24)
!151 = !DILocation(line: 48, column: 30, scope: !150)
!152 = !DILocation(line: 0, scope: !115)
!153 = !DILocation(line: 0, scope: !154)
!154 = !DILexicalBlockFile(scope: !115, file: !42, discriminator: 0)
!155 = !DILocation(line: 49, column: 24, scope: !121)
!156 = !DILocation(line: 49, column: 21, scope: !121)
!157 = !DILocation(line: 49, column: 49, scope: !121)
!158 = !DILocation(line: 49, column: 62, scope: !121)
!159 = !DILocation(line: 49, column: 53, scope: !121)
!160 = !DILocation(line: 49, column: 102, scope: !161)
!161 = distinct !DILexicalBlock(scope: !121, file: !1, line: 49, column: 80)
!162 = !DILocation(line: 0, scope: !163)
!163 = !DILexicalBlockFile(scope: !161, discriminator: 0)
!164 = !DILocation(line: 49, column: 95, scope: !161)
!165 = !DILocation(line: 49, column: 80, scope: !161)
!166 = !DILocation(line: 0, scope: !167)
!167 = !DILexicalBlockFile(scope: !120, discriminator: 0)
!168 = !DILocation(line: 0, scope: !120)
!169 = !DILocation(line: 50, column: 49, scope: !170)
!170 = distinct !DILexicalBlock(scope: !120, file: !1, line: 50, column: 27)
!171 = !DILocation(line: 0, scope: !172)
!172 = !DILexicalBlockFile(scope: !170, discriminator: 0)
!173 = !DILocation(line: 50, column: 42, scope: !170)
!174 = !DILocation(line: 50, column: 27, scope: !170)
!175 = !DILocation(line: 0, scope: !176)
!176 = !DILexicalBlockFile(scope: !123, discriminator: 0)
!177 = !DILocation(line: 0, scope: !123)
!178 = !DILocation(line: 52, column: 35, scope: !179)
!179 = distinct !DILexicalBlock(scope: !123, file: !1, line: 51, column: 13)
!180 = !DILocation(line: 52, column: 40, scope: !179)
!181 = !DILocation(line: 0, scope: !182)
!182 = !DILexicalBlockFile(scope: !179, discriminator: 0)
!183 = !DILocation(line: 52, column: 23, scope: !179)
!184 = !DILocation(line: 0, scope: !185)
!185 = !DILexicalBlockFile(scope: !179, file: !42, discriminator: 0)
!186 = !DILocation(line: 53, column: 23, scope: !179)
!187 = !DILocation(line: 54, column: 17, scope: !179)
!188 = !DILocation(line: 49, column: 13, scope: !121)
!189 = !DILocation(line: 56, column: 24, scope: !190)
!190 = distinct !DILexicalBlock(scope: !115, file: !1, line: 56, column: 13)
!191 = !DILocation(line: 56, column: 21, scope: !190)
!192 = !DILocation(line: 56, column: 43, scope: !190)
!193 = !DILocation(line: 56, column: 68, scope: !194)
!194 = distinct !DILexicalBlock(scope: !190, file: !1, line: 56, column: 66)
!195 = !DILocation(line: 56, column: 13, scope: !190)
!196 = !DILocation(line: 57, column: 38, scope: !115)
!197 = !DILocation(line: 57, column: 69, scope: !115)
!198 = !DILocation(line: 0, scope: !199)
!199 = !DILexicalBlockFile(scope: !115, discriminator: 0)
!200 = !DILocation(line: 57, column: 67, scope: !115)
!201 = !DILocation(line: 57, column: 19, scope: !115)
!202 = !DILocation(line: 58, column: 19, scope: !115)
!203 = !DILocation(line: 59, column: 9, scope: !115)
!204 = !DILocation(line: 60, column: 16, scope: !112)
!205 = !DILocation(line: 0, scope: !112)
!206 = !DILocation(line: 60, column: 9, scope: !112)
!207 = !DILocation(line: 61, column: 5, scope: !112)
!208 = !DILocation(line: 0, scope: !209, inlinedAt: !202)
!209 = distinct !DISubprogram(name: "Swift runtime failure: arithmetic overflow", scope: !42, file: !42, type: !91, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!210 = !DILocation(line: 0, scope: !209, inlinedAt: !157)
!211 = !DILocation(line: 0, scope: !209, inlinedAt: !160)
!212 = !DILocation(line: 0, scope: !209, inlinedAt: !169)
!213 = !DILocation(line: 0, scope: !209, inlinedAt: !186)
!214 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics15PercentDecodingO6decodeySSSgxSyRzlFZAESays5UInt8VGYbcfu_", scope: !28, file: !1, line: 15, type: !215, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !217, thrownTypes: !220)
!215 = !DISubroutineType(types: !216)
!216 = !{!32, !51, !34}
!217 = !{!218, !219}
!218 = !DILocalVariable(name: "bytes", arg: 1, scope: !214, file: !1, type: !50, flags: DIFlagArtificial)
!219 = !DILocalVariable(name: "$base$", arg: 2, scope: !214, file: !1, line: 15, type: !47)
!220 = !{!221}
!221 = !DICompositeType(tag: DW_TAG_structure_type, name: "Never", scope: !6, file: !52, runtimeLang: DW_LANG_Swift, identifier: "$ss5NeverOD")
!222 = !DILocation(line: 0, scope: !214)
!223 = !DILocation(line: 0, scope: !224)
!224 = !DILexicalBlockFile(scope: !214, discriminator: 0)
!225 = !DILocation(line: 15, column: 95, scope: !214)
!226 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics15PercentDecodingO6decodeySSSgxSyRzlFZAESays5UInt8VGYbcfu_TA", scope: !4, file: !42, type: !91, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!227 = !DILocation(line: 0, scope: !226)
!228 = distinct !DISubprogram(name: "validUTF8", linkageName: "$s13HTTPSemantics15PercentDecodingO9validUTF833_E25E70F006E8DC4C4E125CB8F852776CLLySSSgSays5UInt8VGFZ", scope: !29, file: !1, line: 67, type: !215, scopeLine: 67, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !229, retainedNodes: !230)
!229 = !DISubprogram(name: "validUTF8", linkageName: "$s13HTTPSemantics15PercentDecodingO9validUTF833_E25E70F006E8DC4C4E125CB8F852776CLLySSSgSays5UInt8VGFZ", scope: !29, file: !1, line: 67, type: !215, scopeLine: 67, spFlags: DISPFlagLocalToUnit)
!230 = !{!231, !232, !233}
!231 = !DILocalVariable(name: "bytes", arg: 1, scope: !228, file: !1, line: 67, type: !50)
!232 = !DILocalVariable(name: "self", arg: 2, scope: !228, file: !1, line: 67, type: !47, flags: DIFlagArtificial)
!233 = !DILocalVariable(name: "text", scope: !234, file: !1, line: 68, type: !235)
!234 = distinct !DILexicalBlock(scope: !228, file: !1, line: 68, column: 13)
!235 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !236)
!236 = !DICompositeType(tag: DW_TAG_structure_type, name: "String", scope: !6, file: !52, size: 128, runtimeLang: DW_LANG_Swift, identifier: "$sSSD")
!237 = !DILocation(line: 67, column: 35, scope: !228)
!238 = !DILocation(line: 68, column: 13, scope: !234)
!239 = !DILocation(line: 0, scope: !228)
!240 = !DILocation(line: 67, column: 25, scope: !228)
!241 = !DILocation(line: 68, column: 37, scope: !242)
!242 = distinct !DILexicalBlock(scope: !228, file: !1, line: 68, column: 20)
!243 = !DILocation(line: 0, scope: !244)
!244 = !DILexicalBlockFile(scope: !242, discriminator: 0)
!245 = !DILocation(line: 68, column: 20, scope: !242)
!246 = !DILocation(line: 0, scope: !247)
!247 = !DILexicalBlockFile(scope: !242, file: !42, discriminator: 0)
!248 = !DILocation(line: 0, scope: !249)
!249 = !DILexicalBlockFile(scope: !234, discriminator: 0)
!250 = !DILocation(line: 0, scope: !234)
!251 = !DILocation(line: 69, column: 21, scope: !234)
!252 = !DILocation(line: 69, column: 40, scope: !234)
!253 = !DILocation(line: 69, column: 26, scope: !234)
!254 = !DILocation(line: 0, scope: !255)
!255 = !DILexicalBlockFile(scope: !234, file: !42, discriminator: 0)
!256 = !DILocation(line: 69, column: 49, scope: !234)
!257 = !DILocation(line: 69, column: 56, scope: !234)
!258 = !DILocation(line: 70, column: 5, scope: !234)
!259 = !DILocation(line: 69, column: 9, scope: !234)
!260 = distinct !DISubprogram(name: "flatMap", linkageName: "$sSq7flatMapyqd_0_SgABxqd__YKXEqd__YKs5ErrorRd__Ri_d_0_r0_lF", scope: !261, file: !42, type: !262, spFlags: DISPFlagDefinition, unit: !0, declaration: !266, retainedNodes: !272, thrownTypes: !267)
!261 = !DICompositeType(tag: DW_TAG_structure_type, name: "Optional", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sxSgD")
!262 = !DISubroutineType(types: !263)
!263 = !{!264, !265, !261}
!264 = !DICompositeType(tag: DW_TAG_structure_type, name: "Optional", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sqd_0_SgD")
!265 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sxqd_0_Sgqd__Ignrzr_D", flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sxqd_0_Sgqd__Ignrzr_D")
!266 = !DISubprogram(name: "flatMap", linkageName: "$sSq7flatMapyqd_0_SgABxqd__YKXEqd__YKs5ErrorRd__Ri_d_0_r0_lF", scope: !261, file: !42, type: !262, spFlags: 0, thrownTypes: !267)
!267 = !{!268}
!268 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sqd__D", file: !42, elements: !269, runtimeLang: DW_LANG_Swift)
!269 = !{!270}
!270 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !268, baseType: !271, extraData: i32 0)
!271 = !DICompositeType(tag: DW_TAG_structure_type, name: "$ss5Error_pmD", size: 8, flags: DIFlagArtificial, runtimeLang: DW_LANG_Swift, identifier: "$ss5Error_pmD")
!272 = !{!273, !276, !278}
!273 = !DILocalVariable(name: "$\CF\84_1_0", scope: !260, file: !1, type: !274, flags: DIFlagArtificial)
!274 = !DIDerivedType(tag: DW_TAG_typedef, name: "E", scope: !275, file: !1, baseType: !38)
!275 = !DIModule(scope: null, name: "Builtin")
!276 = !DILocalVariable(name: "$\CF\84_1_1", scope: !260, file: !1, type: !277, flags: DIFlagArtificial)
!277 = !DIDerivedType(tag: DW_TAG_typedef, name: "U", scope: !275, file: !1, baseType: !38)
!278 = !DILocalVariable(name: "$\CF\84_0_0", scope: !260, file: !1, type: !279, flags: DIFlagArtificial)
!279 = !DIDerivedType(tag: DW_TAG_typedef, name: "Wrapped", scope: !275, file: !1, baseType: !38)
!280 = !DILocation(line: 0, scope: !260)
!281 = !DILocation(line: 0, scope: !282)
!282 = !DILexicalBlockFile(scope: !260, discriminator: 0)
!283 = distinct !DISubprogram(linkageName: "$sSays5UInt8VGSgWOh", scope: !4, file: !42, type: !91, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!284 = !DILocation(line: 0, scope: !283)
!285 = distinct !DISubprogram(linkageName: "$sSays5UInt8VGWOh", scope: !4, file: !42, type: !91, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!286 = !DILocation(line: 0, scope: !285)
!287 = distinct !DISubprogram(name: "decodeLeniently", linkageName: "$s13HTTPSemantics15PercentDecodingO15decodeLenientlyySSxSyRzlFZ", scope: !29, file: !1, line: 20, type: !288, scopeLine: 20, spFlags: DISPFlagDefinition, unit: !0, declaration: !290, retainedNodes: !291)
!288 = !DISubroutineType(types: !289)
!289 = !{!236, !33, !34}
!290 = !DISubprogram(name: "decodeLeniently", linkageName: "$s13HTTPSemantics15PercentDecodingO15decodeLenientlyySSxSyRzlFZ", scope: !29, file: !1, line: 20, type: !288, scopeLine: 20, spFlags: 0)
!291 = !{!292, !293, !298, !299, !301}
!292 = !DILocalVariable(name: "$\CF\84_0_0", scope: !287, file: !1, type: !38, flags: DIFlagArtificial)
!293 = !DILocalVariable(name: "text", arg: 1, scope: !287, file: !1, line: 20, type: !294)
!294 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !295)
!295 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sxD", file: !42, elements: !296, runtimeLang: DW_LANG_Swift)
!296 = !{!297}
!297 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !295, baseType: !45, extraData: i32 0)
!298 = !DILocalVariable(name: "self", arg: 2, scope: !287, file: !1, line: 20, type: !47, flags: DIFlagArtificial)
!299 = !DILocalVariable(name: "source", scope: !300, file: !1, line: 21, type: !50)
!300 = distinct !DILexicalBlock(scope: !287, file: !1, line: 21, column: 13)
!301 = !DILocalVariable(name: "decoded", scope: !302, file: !1, line: 23, type: !50)
!302 = distinct !DILexicalBlock(scope: !303, file: !1, line: 23, column: 13)
!303 = distinct !DILexicalBlock(scope: !300, file: !1, line: 22, column: 9)
!304 = !DILocation(line: 0, scope: !287)
!305 = !DILocation(line: 20, column: 41, scope: !287)
!306 = !DILocation(line: 21, column: 13, scope: !300)
!307 = !DILocation(line: 23, column: 13, scope: !302)
!308 = !DILocation(line: 0, scope: !309)
!309 = !DILexicalBlockFile(scope: !302, discriminator: 0)
!310 = !DILocation(line: 0, scope: !311)
!311 = !DILexicalBlockFile(scope: !312, discriminator: 0)
!312 = distinct !DILexicalBlock(scope: !287, file: !1, line: 21, column: 22)
!313 = !DILocation(line: 20, column: 25, scope: !287)
!314 = !DILocation(line: 21, column: 33, scope: !312)
!315 = !DILocation(line: 21, column: 22, scope: !312)
!316 = !DILocation(line: 0, scope: !300)
!317 = !DILocation(line: 0, scope: !318)
!318 = !DILexicalBlockFile(scope: !303, discriminator: 0)
!319 = !DILocation(line: 22, column: 15, scope: !303)
!320 = !DILocation(line: 22, column: 31, scope: !303)
!321 = !DILocation(line: 22, column: 22, scope: !303)
!322 = !DILocation(line: 0, scope: !323)
!323 = !DILexicalBlockFile(scope: !303, file: !42, discriminator: 0)
!324 = !DILocation(line: 0, scope: !325)
!325 = !DILexicalBlockFile(scope: !326, discriminator: 0)
!326 = distinct !DILexicalBlock(scope: !303, file: !1, line: 23, column: 23)
!327 = !DILocation(line: 23, column: 23, scope: !326)
!328 = !DILocation(line: 0, scope: !326)
!329 = !DILocation(line: 23, column: 93, scope: !326)
!330 = !DILocation(line: 0, scope: !331)
!331 = !DILexicalBlockFile(scope: !326, file: !42, discriminator: 0)
!332 = !DILocation(line: 0, scope: !302)
!333 = !DILocation(line: 0, scope: !334)
!334 = !DILexicalBlockFile(scope: !302, file: !42, discriminator: 0)
!335 = !DILocation(line: 24, column: 16, scope: !302)
!336 = !DILocation(line: 24, column: 35, scope: !302)
!337 = !DILocation(line: 24, column: 9, scope: !302)
!338 = !DILocation(line: 22, column: 71, scope: !339)
!339 = distinct !DILexicalBlock(scope: !303, file: !1, line: 22, column: 55)
!340 = !DILocation(line: 22, column: 64, scope: !339)
!341 = !DILocation(line: 22, column: 57, scope: !339)
!342 = !DILocation(line: 25, column: 5, scope: !302)
!343 = distinct !DISubprogram(name: "decodedOrAsWritten", linkageName: "$s13HTTPSemantics15PercentDecodingO18decodedOrAsWrittenyS2SFZ", scope: !29, file: !1, line: 29, type: !344, scopeLine: 29, spFlags: DISPFlagDefinition, unit: !0, declaration: !346, retainedNodes: !347)
!344 = !DISubroutineType(types: !345)
!345 = !{!236, !236, !34}
!346 = !DISubprogram(name: "decodedOrAsWritten", linkageName: "$s13HTTPSemantics15PercentDecodingO18decodedOrAsWrittenyS2SFZ", scope: !29, file: !1, line: 29, type: !344, scopeLine: 29, spFlags: 0)
!347 = !{!348, !349}
!348 = !DILocalVariable(name: "text", arg: 1, scope: !343, file: !1, line: 29, type: !235)
!349 = !DILocalVariable(name: "self", arg: 2, scope: !343, file: !1, line: 29, type: !47, flags: DIFlagArtificial)
!350 = !DILocation(line: 29, column: 44, scope: !343)
!351 = !DILocation(line: 0, scope: !352)
!352 = !DILexicalBlockFile(scope: !343, discriminator: 0)
!353 = !DILocation(line: 0, scope: !343)
!354 = !DILocation(line: 29, column: 25, scope: !343)
!355 = !DILocation(line: 30, column: 16, scope: !343)
!356 = !DILocation(line: 30, column: 9, scope: !343)
!357 = !DILocation(line: 0, scope: !358)
!358 = !DILexicalBlockFile(scope: !343, file: !42, discriminator: 0)
!359 = !DILocation(line: 30, column: 22, scope: !343)
!360 = !DILocation(line: 31, column: 5, scope: !343)
!361 = distinct !DISubprogram(name: "decodeFormComponent", linkageName: "$s13HTTPSemantics15PercentDecodingO19decodeFormComponentySSxSlRzs5UInt8V7ElementRtzlFZ", scope: !29, file: !1, line: 36, type: !288, scopeLine: 36, spFlags: DISPFlagDefinition, unit: !0, declaration: !362, retainedNodes: !363)
!362 = !DISubprogram(name: "decodeFormComponent", linkageName: "$s13HTTPSemantics15PercentDecodingO19decodeFormComponentySSxSlRzs5UInt8V7ElementRtzlFZ", scope: !29, file: !1, line: 36, type: !288, scopeLine: 36, spFlags: 0)
!363 = !{!364, !365, !371, !372}
!364 = !DILocalVariable(name: "$\CF\84_0_0", scope: !361, file: !1, type: !38, flags: DIFlagArtificial)
!365 = !DILocalVariable(name: "bytes", arg: 1, scope: !361, file: !1, line: 36, type: !366)
!366 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !367)
!367 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sxD", file: !42, elements: !368, runtimeLang: DW_LANG_Swift)
!368 = !{!369}
!369 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !367, baseType: !370, extraData: i32 0)
!370 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sSl_pmD", size: 8, flags: DIFlagArtificial, runtimeLang: DW_LANG_Swift, identifier: "$sSl_pmD")
!371 = !DILocalVariable(name: "self", arg: 2, scope: !361, file: !1, line: 36, type: !47, flags: DIFlagArtificial)
!372 = !DILocalVariable(name: "decoded", scope: !373, file: !1, line: 37, type: !50)
!373 = distinct !DILexicalBlock(scope: !361, file: !1, line: 37, column: 13)
!374 = !DILocation(line: 0, scope: !361)
!375 = !DILocation(line: 36, column: 45, scope: !361)
!376 = !DILocation(line: 37, column: 13, scope: !373)
!377 = !DILocation(line: 0, scope: !378)
!378 = !DILexicalBlockFile(scope: !379, discriminator: 0)
!379 = distinct !DILexicalBlock(scope: !361, file: !1, line: 37, column: 23)
!380 = !DILocation(line: 36, column: 25, scope: !361)
!381 = !DILocation(line: 37, column: 42, scope: !379)
!382 = !DILocation(line: 37, column: 36, scope: !379)
!383 = !DILocation(line: 37, column: 23, scope: !379)
!384 = !DILocation(line: 0, scope: !385)
!385 = !DILexicalBlockFile(scope: !379, file: !42, discriminator: 0)
!386 = !DILocation(line: 37, column: 98, scope: !379)
!387 = !DILocation(line: 0, scope: !373)
!388 = !DILocation(line: 0, scope: !389)
!389 = !DILexicalBlockFile(scope: !373, file: !42, discriminator: 0)
!390 = !DILocation(line: 38, column: 33, scope: !373)
!391 = !DILocation(line: 0, scope: !392)
!392 = !DILexicalBlockFile(scope: !373, discriminator: 0)
!393 = !DILocation(line: 38, column: 16, scope: !373)
!394 = !DILocation(line: 38, column: 9, scope: !373)
!395 = distinct !DISubprogram(name: "hexValue", linkageName: "$s13HTTPSemantics15PercentDecodingO8hexValue33_E25E70F006E8DC4C4E125CB8F852776CLLys5UInt8VSgAGFZ", scope: !29, file: !1, line: 72, type: !396, scopeLine: 72, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !399, retainedNodes: !400)
!396 = !DISubroutineType(types: !397)
!397 = !{!398, !58, !34}
!398 = !DICompositeType(tag: DW_TAG_structure_type, name: "Optional", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$ss5UInt8VSgD")
!399 = !DISubprogram(name: "hexValue", linkageName: "$s13HTTPSemantics15PercentDecodingO8hexValue33_E25E70F006E8DC4C4E125CB8F852776CLLys5UInt8VSgAGFZ", scope: !29, file: !1, line: 72, type: !396, scopeLine: 72, spFlags: DISPFlagLocalToUnit)
!400 = !{!401, !402}
!401 = !DILocalVariable(name: "byte", arg: 1, scope: !395, file: !1, line: 72, type: !118)
!402 = !DILocalVariable(name: "self", arg: 2, scope: !395, file: !1, line: 72, type: !47, flags: DIFlagArtificial)
!403 = !DILocation(line: 72, column: 34, scope: !395)
!404 = !DILocation(line: 0, scope: !395)
!405 = !DILocation(line: 72, column: 25, scope: !395)
!406 = !DILocation(line: 73, column: 16, scope: !407)
!407 = distinct !DILexicalBlock(scope: !408, file: !1, line: 74, column: 9)
!408 = distinct !DILexicalBlock(scope: !395, file: !1, line: 73, column: 9)
!409 = !DILocation(line: 0, scope: !410)
!410 = !DILexicalBlockFile(scope: !407, file: !42, discriminator: 0)
!411 = !DILocation(line: 74, column: 60, scope: !412)
!412 = distinct !DILexicalBlock(scope: !407, file: !1, line: 74, column: 53)
!413 = !DILocation(line: 74, column: 58, scope: !412)
!414 = !DILocation(line: 0, scope: !412)
!415 = !DILocation(line: 73, column: 16, scope: !416)
!416 = distinct !DILexicalBlock(scope: !408, file: !1, line: 75, column: 9)
!417 = !DILocation(line: 0, scope: !418)
!418 = !DILexicalBlockFile(scope: !416, file: !42, discriminator: 0)
!419 = !DILocation(line: 75, column: 60, scope: !420)
!420 = distinct !DILexicalBlock(scope: !416, file: !1, line: 75, column: 53)
!421 = !DILocation(line: 75, column: 58, scope: !420)
!422 = !DILocation(line: 75, column: 78, scope: !420)
!423 = !DILocation(line: 0, scope: !420)
!424 = !DILocation(line: 73, column: 16, scope: !425)
!425 = distinct !DILexicalBlock(scope: !408, file: !1, line: 76, column: 9)
!426 = !DILocation(line: 0, scope: !427)
!427 = !DILexicalBlockFile(scope: !425, file: !42, discriminator: 0)
!428 = !DILocation(line: 76, column: 60, scope: !429)
!429 = distinct !DILexicalBlock(scope: !425, file: !1, line: 76, column: 53)
!430 = !DILocation(line: 76, column: 58, scope: !429)
!431 = !DILocation(line: 76, column: 78, scope: !429)
!432 = !DILocation(line: 0, scope: !429)
!433 = !DILocation(line: 0, scope: !434)
!434 = distinct !DILexicalBlock(scope: !435, file: !1, line: 77, column: 18)
!435 = distinct !DILexicalBlock(scope: !408, file: !1, line: 77, column: 9)
!436 = !DILocation(line: 79, column: 5, scope: !434)
!437 = !DILocation(line: 0, scope: !209, inlinedAt: !430)
!438 = !DILocation(line: 0, scope: !209, inlinedAt: !431)
!439 = !DILocation(line: 0, scope: !209, inlinedAt: !421)
!440 = !DILocation(line: 0, scope: !209, inlinedAt: !422)
!441 = !DILocation(line: 0, scope: !209, inlinedAt: !413)
!442 = distinct !DISubprogram(linkageName: "$sSays5UInt8VGSayxGSlsWl", scope: !4, file: !42, type: !91, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!443 = !DILocation(line: 0, scope: !442)
!444 = distinct !DISubprogram(linkageName: "$ss7UnicodeO4UTF8OADs01_A8EncodingsWl", scope: !4, file: !42, type: !91, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!445 = !DILocation(line: 0, scope: !444)
!446 = distinct !DISubprogram(linkageName: "$sSS8UTF8ViewVABSTsWl", scope: !4, file: !42, type: !91, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!447 = !DILocation(line: 0, scope: !446)
!448 = distinct !DISubprogram(linkageName: "$sSS8UTF8ViewVWOh", scope: !4, file: !42, type: !91, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!449 = !DILocation(line: 0, scope: !448)
!450 = distinct !DISubprogram(linkageName: "$sSSSgWOh", scope: !4, file: !42, type: !91, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!451 = !DILocation(line: 0, scope: !450)
!452 = distinct !DISubprogram(linkageName: "$sS2SSysWl", scope: !4, file: !42, type: !91, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!453 = !DILocation(line: 0, scope: !452)
!454 = distinct !DISubprogram(linkageName: "$sSNys5UInt8VGSNyxGSXsWl", scope: !4, file: !42, type: !91, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!455 = !DILocation(line: 0, scope: !454)
!456 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics15PercentDecodingOMa", scope: !4, file: !42, type: !91, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!457 = !DILocation(line: 0, scope: !456)
!458 = distinct !DISubprogram(linkageName: "$sxSgs5ErrorRd__Ri_d_0_r_0_lWOc", scope: !4, file: !42, type: !91, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!459 = !DILocation(line: 0, scope: !458)
