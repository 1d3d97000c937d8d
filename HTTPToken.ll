; ModuleID = '/tmp/fz/tmp/TemporaryDirectory.1ZIX14/HTTPToken-2.o'
source_filename = "/tmp/fz/tmp/TemporaryDirectory.1ZIX14/HTTPToken-2.o"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%swift.protocol_requirement = type { i32, i32 }
%swift.type_descriptor = type opaque
%swift.protocol_conformance_descriptor = type { i32, i32, i32, i32 }
%swift.type = type { i64 }
%swift.type_metadata_record = type { i32 }
%swift.metadata_response = type { ptr, i64 }
%swift.vwtable = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i32, i32 }
%swift.opaque = type opaque
%Ts5UInt8V = type <{ i8 }>
%TSNys5UInt8VG = type <{ %Ts5UInt8V, %Ts5UInt8V }>
%TSS8UTF8ViewV = type <{ %Ts11_StringGutsV }>
%Ts11_StringGutsV = type <{ %Ts13_StringObjectV }>
%Ts13_StringObjectV = type <{ %Ts6UInt64V, ptr }>
%Ts6UInt64V = type <{ i64 }>
%TSa = type <{ %Ts22_ContiguousArrayBufferV }>
%Ts22_ContiguousArrayBufferV = type <{ ptr }>

@"$sSyTL" = external global %swift.protocol_requirement, align 4
@"$s8UTF8ViewSyTl" = external global %swift.protocol_requirement, align 4
@"$sSy8UTF8ViewSy_SlTn" = external global %swift.protocol_requirement, align 4
@"$ss5UInt8VMn" = external global %swift.type_descriptor, align 4
@"got.$ss5UInt8VMn" = linkonce_odr hidden constant ptr @"$ss5UInt8VMn"
@"symbolic SNy_____G s5UInt8V" = linkonce_odr hidden constant <{ [3 x i8], i8, i32, [1 x i8], i8 }> <{ [3 x i8] c"SNy", i8 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss5UInt8VMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ [3 x i8], i8, i32, [1 x i8], i8 }>, ptr @"symbolic SNy_____G s5UInt8V", i32 0, i32 2) to i64)) to i32), [1 x i8] c"G", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$sSNys5UInt8VGMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic SNy_____G s5UInt8V" to i64), i64 ptrtoint (ptr @"$sSNys5UInt8VGMD" to i64)) to i32), i32 -9 }, align 8
@".str.39.Range requires lowerBound <= upperBound" = private unnamed_addr constant [40 x i8] c"Range requires lowerBound <= upperBound\00"
@".str.23.Swift/ClosedRange.swift" = private unnamed_addr constant [24 x i8] c"Swift/ClosedRange.swift\00"
@".str.11.Fatal error" = private unnamed_addr constant [12 x i8] c"Fatal error\00"
@"$sSNys5UInt8VGSNyxGSXsWL" = linkonce_odr hidden global ptr null, align 8
@"$sSNyxGSXsMc" = external global %swift.protocol_conformance_descriptor, align 4
@".str.15.!#$%&'*+-.^_`|~" = private unnamed_addr constant [16 x i8] c"!#$%&'*+-.^_`|~\00"
@"$ss5UInt8VN" = external global %swift.type, align 8
@"$sSS8UTF8ViewVN" = external global %swift.type, align 8
@"$sSS8UTF8ViewVABSTsWL" = linkonce_odr hidden global ptr null, align 8
@"$sSS8UTF8ViewVSTsMc" = external global %swift.protocol_conformance_descriptor, align 4
@"symbolic Say_____G s5UInt8V" = linkonce_odr hidden constant <{ [3 x i8], i8, i32, [1 x i8], i8 }> <{ [3 x i8] c"Say", i8 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss5UInt8VMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ [3 x i8], i8, i32, [1 x i8], i8 }>, ptr @"symbolic Say_____G s5UInt8V", i32 0, i32 2) to i64)) to i32), [1 x i8] c"G", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$sSays5UInt8VGMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic Say_____G s5UInt8V" to i64), i64 ptrtoint (ptr @"$sSays5UInt8VGMD" to i64)) to i32), i32 -9 }, align 8
@"$sSays5UInt8VGSayxGSTsWL" = linkonce_odr hidden global ptr null, align 8
@"$sSayxGSTsMc" = external global %swift.protocol_conformance_descriptor, align 4
@"$ss5UInt8VSQsWP" = external global ptr, align 8
@"$sytWV" = external global ptr, align 8
@.str.13.HTTPSemantics = private constant [14 x i8] c"HTTPSemantics\00"
@"$s13HTTPSemanticsMXM" = linkonce_odr hidden constant <{ i32, i32, i32 }> <{ i32 0, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13.HTTPSemantics to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32 }>, ptr @"$s13HTTPSemanticsMXM", i32 0, i32 2) to i64)) to i32) }>, section ".rodata", no_sanitize_address, align 4
@.str.9.HTTPToken = private constant [10 x i8] c"HTTPToken\00"
@"$s13HTTPSemantics9HTTPTokenOMn" = protected constant <{ i32, i32, i32, i32, i32, i32, i32 }> <{ i32 82, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemanticsMXM" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics9HTTPTokenOMn", i32 0, i32 1) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.9.HTTPToken to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics9HTTPTokenOMn", i32 0, i32 2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics9HTTPTokenOMa" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics9HTTPTokenOMn", i32 0, i32 3) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics9HTTPTokenOMF" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics9HTTPTokenOMn", i32 0, i32 4) to i64)) to i32), i32 0, i32 0 }>, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemantics9HTTPTokenOMf" = internal constant <{ ptr, ptr, i64, ptr }> <{ ptr null, ptr @"$sytWV", i64 513, ptr @"$s13HTTPSemantics9HTTPTokenOMn" }>, align 8
@"symbolic _____ 13HTTPSemantics9HTTPTokenO" = linkonce_odr hidden constant <{ i8, i32, i8 }> <{ i8 1, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics9HTTPTokenOMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, i8 }>, ptr @"symbolic _____ 13HTTPSemantics9HTTPTokenO", i32 0, i32 1) to i64)) to i32), i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$s13HTTPSemantics9HTTPTokenOMF" = internal constant { i32, i32, i16, i16, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____ 13HTTPSemantics9HTTPTokenO" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics9HTTPTokenOMF" to i64)) to i32), i32 0, i16 2, i16 12, i32 0 }, section "swift5_fieldmd", no_sanitize_address, align 4
@"$s13HTTPSemantics9HTTPTokenOHn" = private constant %swift.type_metadata_record { i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics9HTTPTokenOMn" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics9HTTPTokenOHn" to i64)) to i32) }, section "swift5_type_metadata", no_sanitize_address, align 4
@__swift_reflection_version = linkonce_odr hidden constant i16 3
@llvm.swift_module_hash = private constant [16 x i8] zeroinitializer, section ".swift_modhash"
@_swift1_autolink_entries = private constant [102 x i8] c"-lswiftSwiftOnoneSupport\00-lswiftCore\00-lswift_Concurrency\00-lswift_StringProcessing\00-lswift_RegexParser\00", section ".swift1_autolink_entries", no_sanitize_address, align 8
@llvm.used = appending global [12 x ptr] [ptr @"$s13HTTPSemantics9HTTPTokenO7isValidySbxSyRzlFZ", ptr @"$s13HTTPSemantics9HTTPTokenO7isValidySbxSyRzlFZ", ptr @"$s13HTTPSemantics9HTTPTokenO11isTokenByteySbs5UInt8VFZ", ptr @"$s13HTTPSemantics9HTTPTokenO11isTokenByteySbs5UInt8VFZ", ptr @"$s13HTTPSemantics9HTTPTokenOMn", ptr @"$s13HTTPSemantics9HTTPTokenOMa", ptr @"$s13HTTPSemantics9HTTPTokenON", ptr @"$s13HTTPSemantics9HTTPTokenOMF", ptr @"$s13HTTPSemantics9HTTPTokenOHn", ptr @__swift_reflection_version, ptr @llvm.swift_module_hash, ptr @_swift1_autolink_entries], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x ptr] [ptr @"$s13HTTPSemantics9HTTPTokenOMf"], section "llvm.metadata"

@"$s13HTTPSemantics9HTTPTokenON" = protected alias %swift.type, getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics9HTTPTokenOMf", i32 0, i32 2)

; Function Attrs: sanitize_address
define protected swiftcc i1 @"$s13HTTPSemantics9HTTPTokenO7isValidySbxSyRzlFZ"(ptr noalias %0, ptr %1, ptr %2) #0 !dbg !28 {
  %4 = alloca ptr, align 8
    #dbg_declare(ptr %4, !37, !DIExpression(), !48)
  %5 = alloca ptr, align 8
    #dbg_declare(ptr %5, !39, !DIExpression(DW_OP_deref), !49)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 8, i1 false)
  %6 = alloca swifterror ptr, align 8
  store ptr null, ptr %6, align 8
  store ptr %1, ptr %4, align 8
  %7 = call swiftcc %swift.metadata_response @swift_getAssociatedTypeWitness(i64 0, ptr %2, ptr %1, ptr @"$sSyTL", ptr @"$s8UTF8ViewSyTl") #1, !dbg !50
  %8 = extractvalue %swift.metadata_response %7, 0, !dbg !50
  %9 = getelementptr inbounds ptr, ptr %8, i64 -1, !dbg !50
  %10 = load ptr, ptr %9, align 8, !dbg !50, !invariant.load !52, !dereferenceable !53
  %11 = getelementptr inbounds nuw %swift.vwtable, ptr %10, i32 0, i32 8, !dbg !50
  %12 = load i64, ptr %11, align 8, !dbg !50, !invariant.load !52
  %13 = alloca i8, i64 %12, align 16, !dbg !50
  call void @llvm.lifetime.start.p0(i64 -1, ptr %13), !dbg !50
  %14 = alloca i8, i64 %12, align 16, !dbg !50
  call void @llvm.lifetime.start.p0(i64 -1, ptr %14), !dbg !50
  store ptr %0, ptr %5, align 8, !dbg !48
    #dbg_value(i64 0, !46, !DIExpression(), !54)
  call swiftcc void @"$sSy4utf88UTF8ViewQzvgTj"(ptr noalias sret(%swift.opaque) %14, ptr noalias swiftself %0, ptr %1, ptr %2), !dbg !55
  %15 = call swiftcc ptr @swift_getAssociatedConformanceWitness(ptr %2, ptr %1, ptr %8, ptr @"$sSyTL", ptr @"$sSy8UTF8ViewSy_SlTn") #1, !dbg !56
  %16 = call swiftcc i1 @"$sSl7isEmptySbvgTj"(ptr noalias swiftself %14, ptr %8, ptr %15), !dbg !56
  %17 = getelementptr inbounds ptr, ptr %10, i32 1, !dbg !57
  %18 = load ptr, ptr %17, align 8, !dbg !57, !invariant.load !52
  call void %18(ptr noalias %14, ptr %8) #5, !dbg !57
  %19 = xor i1 %16, true, !dbg !59
  br i1 %19, label %20, label %31, !dbg !60

20:                                               ; preds = %3
  call swiftcc void @"$sSy4utf88UTF8ViewQzvgTj"(ptr noalias sret(%swift.opaque) %13, ptr noalias swiftself %0, ptr %1, ptr %2), !dbg !60
  %21 = getelementptr inbounds ptr, ptr %15, i32 1, !dbg !60
  %22 = load ptr, ptr %21, align 8, !dbg !60, !invariant.load !52
  %23 = call swiftcc i1 @"$sSTsE10allSatisfyyS2b7ElementQzKXEKF"(ptr @"$s13HTTPSemantics9HTTPTokenO7isValidySbxSyRzlFZSbyKXEfu_Sbs5UInt8VYbcfu0_TA", ptr null, ptr %8, ptr %22, ptr noalias swiftself %13, ptr noalias swifterror captures(none) dereferenceable(8) %6), !dbg !60
  %24 = load ptr, ptr %6, align 8, !dbg !60
  %25 = icmp ne ptr %24, null, !dbg !60
  %26 = ptrtoint ptr %24 to i64, !dbg !60
  br i1 %25, label %29, label %27, !dbg !60

27:                                               ; preds = %20
  %28 = phi i1 [ %23, %20 ], !dbg !60
  call void %18(ptr noalias %13, ptr %8) #5, !dbg !60
  br label %32, !dbg !60

29:                                               ; preds = %20
  %30 = phi ptr [ %24, %20 ], !dbg !60
  store ptr null, ptr %6, align 8, !dbg !60
  call void @swift_release(ptr %30) #5, !dbg !60
  unreachable, !dbg !60

31:                                               ; preds = %3
  br label %32, !dbg !60

32:                                               ; preds = %27, %31
  %33 = phi i1 [ false, %31 ], [ %28, %27 ], !dbg !50
  call void @llvm.lifetime.end.p0(i64 -1, ptr %14), !dbg !61
  call void @llvm.lifetime.end.p0(i64 -1, ptr %13), !dbg !61
  ret i1 %33, !dbg !61
}

; Function Attrs: nounwind willreturn memory(none)
declare swiftcc %swift.metadata_response @swift_getAssociatedTypeWitness(i64, ptr, ptr, ptr, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr captures(none)) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #3

declare swiftcc void @"$sSy4utf88UTF8ViewQzvgTj"(ptr noalias sret(%swift.opaque), ptr noalias swiftself, ptr, ptr) #4

declare swiftcc i1 @"$sSl7isEmptySbvgTj"(ptr noalias swiftself, ptr, ptr) #4

; Function Attrs: nounwind willreturn memory(none)
declare swiftcc ptr @swift_getAssociatedConformanceWitness(ptr, ptr, ptr, ptr, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr captures(none)) #2

; Function Attrs: sanitize_address
define internal swiftcc i1 @"$s13HTTPSemantics9HTTPTokenO7isValidySbxSyRzlFZSbyKXEfu_Sbs5UInt8VYbcfu0_"(ptr noalias captures(none) dereferenceable(1) %0, ptr swiftself %1, ptr noalias swifterror captures(none) dereferenceable(8) %2) #0 !dbg !62 {
  %4 = alloca i8, align 8
    #dbg_declare(ptr %4, !68, !DIExpression(), !73)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 1, i1 false)
  %5 = getelementptr inbounds nuw %Ts5UInt8V, ptr %0, i32 0, i32 0, !dbg !74
  %6 = load i8, ptr %5, align 1, !dbg !74
  store i8 %6, ptr %4, align 8, !dbg !73
    #dbg_value(i64 0, !70, !DIExpression(), !76)
  %7 = call swiftcc i1 @"$s13HTTPSemantics9HTTPTokenO11isTokenByteySbs5UInt8VFZ"(i8 %6), !dbg !73
  ret i1 %7, !dbg !73
}

define internal swiftcc i1 @"$s13HTTPSemantics9HTTPTokenO7isValidySbxSyRzlFZSbyKXEfu_Sbs5UInt8VYbcfu0_TA"(ptr noalias captures(none) dereferenceable(1) %0, ptr swiftself %1, ptr noalias swifterror captures(none) dereferenceable(8) %2) #4 !dbg !77 {
  %4 = tail call swiftcc i1 @"$s13HTTPSemantics9HTTPTokenO7isValidySbxSyRzlFZSbyKXEfu_Sbs5UInt8VYbcfu0_"(ptr noalias captures(none) dereferenceable(1) %0, ptr swiftself undef, ptr noalias swifterror captures(none) dereferenceable(8) %2), !dbg !79
  ret i1 %4, !dbg !79
}

declare swiftcc i1 @"$sSTsE10allSatisfyyS2b7ElementQzKXEKF"(ptr, ptr, ptr, ptr, ptr noalias swiftself, ptr noalias swifterror captures(none) dereferenceable(8)) #4

; Function Attrs: nounwind
declare void @swift_release(ptr) #5

; Function Attrs: sanitize_address
define protected swiftcc i1 @"$s13HTTPSemantics9HTTPTokenO11isTokenByteySbs5UInt8VFZ"(i8 %0) #0 !dbg !80 {
  %2 = alloca i8, align 8
    #dbg_declare(ptr %2, !83, !DIExpression(), !85)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 1, i1 false)
  %3 = alloca %TSNys5UInt8VG, align 1
  %4 = alloca %Ts5UInt8V, align 1
  %5 = alloca %TSNys5UInt8VG, align 1
  %6 = alloca %Ts5UInt8V, align 1
  %7 = alloca %TSNys5UInt8VG, align 1
  %8 = alloca %Ts5UInt8V, align 1
  %9 = alloca %TSS8UTF8ViewV, align 8
  %10 = alloca %TSa, align 8
  %11 = alloca %Ts5UInt8V, align 1
  store i8 %0, ptr %2, align 8, !dbg !86
    #dbg_value(i64 0, !84, !DIExpression(), !87)
  %12 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSNys5UInt8VGMD") #11, !dbg !88
  %13 = call swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32 97), !dbg !88
  %14 = call swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32 122), !dbg !88
  %15 = icmp uge i8 %14, %13, !dbg !88
  %16 = call i1 @llvm.expect.i1(i1 %15, i1 true), !dbg !88
  br i1 %16, label %18, label %17, !dbg !88

17:                                               ; preds = %1
  call swiftcc void @"$ss17_assertionFailure__4file4line5flagss5NeverOs12StaticStringV_A2HSus6UInt32VtF"(i64 ptrtoint (ptr @".str.11.Fatal error" to i64), i64 11, i8 2, i64 ptrtoint (ptr @".str.39.Range requires lowerBound <= upperBound" to i64), i64 39, i8 2, i64 ptrtoint (ptr @".str.23.Swift/ClosedRange.swift" to i64), i64 23, i8 2, i64 411, i32 1), !dbg !88
  unreachable, !dbg !91

18:                                               ; preds = %1
  call void @llvm.lifetime.start.p0(i64 2, ptr %3), !dbg !88
  %19 = getelementptr inbounds nuw %TSNys5UInt8VG, ptr %3, i32 0, i32 0, !dbg !88
  %20 = getelementptr inbounds nuw %Ts5UInt8V, ptr %19, i32 0, i32 0, !dbg !88
  store i8 %13, ptr %20, align 1, !dbg !88
  %21 = getelementptr inbounds nuw %TSNys5UInt8VG, ptr %3, i32 0, i32 1, !dbg !88
  %22 = getelementptr inbounds nuw %Ts5UInt8V, ptr %21, i32 0, i32 0, !dbg !88
  store i8 %14, ptr %22, align 1, !dbg !88
  call void @llvm.lifetime.start.p0(i64 1, ptr %4), !dbg !88
  %23 = getelementptr inbounds nuw %Ts5UInt8V, ptr %4, i32 0, i32 0, !dbg !88
  store i8 %0, ptr %23, align 1, !dbg !88
  %24 = call ptr @"$sSNys5UInt8VGSNyxGSXsWl"() #13, !dbg !88
  %25 = call swiftcc i1 @"$sSXsE2teoiySbx_5BoundQztFZ"(ptr noalias %3, ptr noalias %4, ptr %12, ptr %24, ptr swiftself %12), !dbg !88
  call void @llvm.lifetime.end.p0(i64 1, ptr %4), !dbg !88
  call void @llvm.lifetime.end.p0(i64 2, ptr %3), !dbg !88
  br i1 %25, label %26, label %27, !dbg !88

26:                                               ; preds = %18
  br label %55, !dbg !93

27:                                               ; preds = %18
  %28 = call swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32 65), !dbg !88
  %29 = call swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32 90), !dbg !88
  %30 = icmp uge i8 %29, %28, !dbg !88
  %31 = call i1 @llvm.expect.i1(i1 %30, i1 true), !dbg !88
  br i1 %31, label %33, label %32, !dbg !88

32:                                               ; preds = %27
  call swiftcc void @"$ss17_assertionFailure__4file4line5flagss5NeverOs12StaticStringV_A2HSus6UInt32VtF"(i64 ptrtoint (ptr @".str.11.Fatal error" to i64), i64 11, i8 2, i64 ptrtoint (ptr @".str.39.Range requires lowerBound <= upperBound" to i64), i64 39, i8 2, i64 ptrtoint (ptr @".str.23.Swift/ClosedRange.swift" to i64), i64 23, i8 2, i64 411, i32 1), !dbg !88
  unreachable, !dbg !91

33:                                               ; preds = %27
  call void @llvm.lifetime.start.p0(i64 2, ptr %5), !dbg !88
  %34 = getelementptr inbounds nuw %TSNys5UInt8VG, ptr %5, i32 0, i32 0, !dbg !88
  %35 = getelementptr inbounds nuw %Ts5UInt8V, ptr %34, i32 0, i32 0, !dbg !88
  store i8 %28, ptr %35, align 1, !dbg !88
  %36 = getelementptr inbounds nuw %TSNys5UInt8VG, ptr %5, i32 0, i32 1, !dbg !88
  %37 = getelementptr inbounds nuw %Ts5UInt8V, ptr %36, i32 0, i32 0, !dbg !88
  store i8 %29, ptr %37, align 1, !dbg !88
  call void @llvm.lifetime.start.p0(i64 1, ptr %6), !dbg !88
  %38 = getelementptr inbounds nuw %Ts5UInt8V, ptr %6, i32 0, i32 0, !dbg !88
  store i8 %0, ptr %38, align 1, !dbg !88
  %39 = call swiftcc i1 @"$sSXsE2teoiySbx_5BoundQztFZ"(ptr noalias %5, ptr noalias %6, ptr %12, ptr %24, ptr swiftself %12), !dbg !88
  call void @llvm.lifetime.end.p0(i64 1, ptr %6), !dbg !88
  call void @llvm.lifetime.end.p0(i64 2, ptr %5), !dbg !88
  br i1 %39, label %40, label %41, !dbg !88

40:                                               ; preds = %33
  br label %55, !dbg !93

41:                                               ; preds = %33
  %42 = call swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32 48), !dbg !88
  %43 = call swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32 57), !dbg !88
  %44 = icmp uge i8 %43, %42, !dbg !88
  %45 = call i1 @llvm.expect.i1(i1 %44, i1 true), !dbg !88
  br i1 %45, label %47, label %46, !dbg !88

46:                                               ; preds = %41
  call swiftcc void @"$ss17_assertionFailure__4file4line5flagss5NeverOs12StaticStringV_A2HSus6UInt32VtF"(i64 ptrtoint (ptr @".str.11.Fatal error" to i64), i64 11, i8 2, i64 ptrtoint (ptr @".str.39.Range requires lowerBound <= upperBound" to i64), i64 39, i8 2, i64 ptrtoint (ptr @".str.23.Swift/ClosedRange.swift" to i64), i64 23, i8 2, i64 411, i32 1), !dbg !88
  unreachable, !dbg !91

47:                                               ; preds = %41
  call void @llvm.lifetime.start.p0(i64 2, ptr %7), !dbg !88
  %48 = getelementptr inbounds nuw %TSNys5UInt8VG, ptr %7, i32 0, i32 0, !dbg !88
  %49 = getelementptr inbounds nuw %Ts5UInt8V, ptr %48, i32 0, i32 0, !dbg !88
  store i8 %42, ptr %49, align 1, !dbg !88
  %50 = getelementptr inbounds nuw %TSNys5UInt8VG, ptr %7, i32 0, i32 1, !dbg !88
  %51 = getelementptr inbounds nuw %Ts5UInt8V, ptr %50, i32 0, i32 0, !dbg !88
  store i8 %43, ptr %51, align 1, !dbg !88
  call void @llvm.lifetime.start.p0(i64 1, ptr %8), !dbg !88
  %52 = getelementptr inbounds nuw %Ts5UInt8V, ptr %8, i32 0, i32 0, !dbg !88
  store i8 %0, ptr %52, align 1, !dbg !88
  %53 = call swiftcc i1 @"$sSXsE2teoiySbx_5BoundQztFZ"(ptr noalias %7, ptr noalias %8, ptr %12, ptr %24, ptr swiftself %12), !dbg !88
  call void @llvm.lifetime.end.p0(i64 1, ptr %8), !dbg !88
  call void @llvm.lifetime.end.p0(i64 2, ptr %7), !dbg !88
  br i1 %53, label %54, label %56, !dbg !88

54:                                               ; preds = %47
  br label %55, !dbg !93

55:                                               ; preds = %26, %40, %54
  br label %77, !dbg !94

56:                                               ; preds = %47
  %57 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.15.!#$%&'*+-.^_`|~", i64 15, i1 true), !dbg !96
  %58 = extractvalue { i64, ptr } %57, 0, !dbg !96
  %59 = extractvalue { i64, ptr } %57, 1, !dbg !96
  %60 = call swiftcc { i64, ptr } @"$sSS4utf8SS8UTF8ViewVvg"(i64 %58, ptr %59), !dbg !99
  %61 = extractvalue { i64, ptr } %60, 0, !dbg !99
  %62 = extractvalue { i64, ptr } %60, 1, !dbg !99
  call void @swift_bridgeObjectRelease(ptr %59) #5, !dbg !100
  call void @llvm.lifetime.start.p0(i64 16, ptr %9), !dbg !102
  %63 = getelementptr inbounds nuw %TSS8UTF8ViewV, ptr %9, i32 0, i32 0, !dbg !99
  %64 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %63, i32 0, i32 0, !dbg !99
  %65 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %64, i32 0, i32 0, !dbg !99
  %66 = getelementptr inbounds nuw %Ts6UInt64V, ptr %65, i32 0, i32 0, !dbg !99
  store i64 %61, ptr %66, align 8, !dbg !99
  %67 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %64, i32 0, i32 1, !dbg !99
  store ptr %62, ptr %67, align 8, !dbg !99
  %68 = call ptr @"$sSS8UTF8ViewVABSTsWl"() #13, !dbg !104
  %69 = call swiftcc ptr @"$sSaySayxGqd__c7ElementQyd__RszSTRd__lufC"(ptr noalias %9, ptr @"$ss5UInt8VN", ptr @"$sSS8UTF8ViewVN", ptr %68), !dbg !104
  call void @llvm.lifetime.end.p0(i64 16, ptr %9), !dbg !100
  call void @llvm.lifetime.start.p0(i64 8, ptr %10), !dbg !102
  %70 = getelementptr inbounds nuw %TSa, ptr %10, i32 0, i32 0, !dbg !104
  %71 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %70, i32 0, i32 0, !dbg !104
  store ptr %69, ptr %71, align 8, !dbg !104
  call void @llvm.lifetime.start.p0(i64 1, ptr %11), !dbg !102
  %72 = getelementptr inbounds nuw %Ts5UInt8V, ptr %11, i32 0, i32 0, !dbg !105
  store i8 %0, ptr %72, align 1, !dbg !105
  %73 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSays5UInt8VGMD") #11, !dbg !106
  %74 = call ptr @"$sSays5UInt8VGSayxGSTsWl"() #13, !dbg !106
  %75 = call swiftcc i1 @"$sSTsSQ7ElementRpzrlE8containsySbABF"(ptr noalias %11, ptr %73, ptr %74, ptr @"$ss5UInt8VSQsWP", ptr noalias swiftself %10), !dbg !106
  call void @llvm.lifetime.end.p0(i64 1, ptr %11), !dbg !107
  %76 = call ptr @"$sSays5UInt8VGWOh"(ptr %10), !dbg !107
  call void @llvm.lifetime.end.p0(i64 8, ptr %10), !dbg !107
  br label %77, !dbg !107

77:                                               ; preds = %55, %56
  %78 = phi i1 [ %75, %56 ], [ true, %55 ], !dbg !108
  ret i1 %78, !dbg !108
}

; Function Attrs: noinline nounwind willreturn memory(read)
define linkonce_odr hidden ptr @__swift_instantiateConcreteTypeFromMangledName(ptr %0) #6 !dbg !109 {
  %2 = load atomic i64, ptr %0 monotonic, align 8, !dbg !110
  %3 = icmp slt i64 %2, 0, !dbg !110
  %4 = call i1 @llvm.expect.i1(i1 %3, i1 false), !dbg !110
  br i1 %4, label %8, label %5, !dbg !110

5:                                                ; preds = %8, %1
  %6 = phi i64 [ %2, %1 ], [ %17, %8 ], !dbg !110
  %7 = inttoptr i64 %6 to ptr, !dbg !110
  ret ptr %7, !dbg !110

8:                                                ; preds = %1
  %9 = ashr i64 %2, 32, !dbg !110
  %10 = sub i64 0, %9, !dbg !110
  %11 = trunc i64 %2 to i32, !dbg !110
  %12 = sext i32 %11 to i64, !dbg !110
  %13 = ptrtoint ptr %0 to i64, !dbg !110
  %14 = add i64 %13, %12, !dbg !110
  %15 = inttoptr i64 %14 to ptr, !dbg !110
  %16 = call swiftcc ptr @swift_getTypeByMangledNameInContext2(ptr %15, i64 %10, ptr null, ptr null) #14, !dbg !110
  %17 = ptrtoint ptr %16 to i64, !dbg !110
  store atomic i64 %17, ptr %0 monotonic, align 8, !dbg !110
  br label %5, !dbg !110
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.expect.i1(i1, i1) #7

; Function Attrs: nounwind memory(argmem: readwrite)
declare swiftcc ptr @swift_getTypeByMangledNameInContext2(ptr, i64, ptr, ptr) #8

declare swiftcc i8 @"$ss5UInt8V5asciiABs7UnicodeO6ScalarV_tcfC"(i32) #4

; Function Attrs: noinline
declare swiftcc void @"$ss17_assertionFailure__4file4line5flagss5NeverOs12StaticStringV_A2HSus6UInt32VtF"(i64, i64, i8, i64, i64, i8, i64, i64, i8, i64, i32) #9

declare swiftcc i1 @"$sSXsE2teoiySbx_5BoundQztFZ"(ptr noalias, ptr noalias, ptr, ptr, ptr swiftself) #4

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$sSNys5UInt8VGSNyxGSXsWl"() #10 !dbg !111 {
  %1 = load ptr, ptr @"$sSNys5UInt8VGSNyxGSXsWL", align 8, !dbg !112
  %2 = icmp eq ptr %1, null, !dbg !112
  br i1 %2, label %3, label %6, !dbg !112

3:                                                ; preds = %0
  %4 = call ptr @__swift_instantiateConcreteTypeFromMangledNameAbstract(ptr @"$sSNys5UInt8VGMD") #11, !dbg !112
  %5 = call ptr @swift_getWitnessTable(ptr @"$sSNyxGSXsMc", ptr %4, ptr undef) #11, !dbg !112
  store atomic ptr %5, ptr @"$sSNys5UInt8VGSNyxGSXsWL" release, align 8, !dbg !112
  br label %6, !dbg !112

6:                                                ; preds = %3, %0
  %7 = phi ptr [ %1, %0 ], [ %5, %3 ], !dbg !112
  ret ptr %7, !dbg !112
}

; Function Attrs: noinline nounwind willreturn memory(read)
define linkonce_odr hidden ptr @__swift_instantiateConcreteTypeFromMangledNameAbstract(ptr %0) #6 !dbg !113 {
  %2 = load atomic i64, ptr %0 monotonic, align 8, !dbg !114
  %3 = icmp slt i64 %2, 0, !dbg !114
  %4 = call i1 @llvm.expect.i1(i1 %3, i1 false), !dbg !114
  br i1 %4, label %8, label %5, !dbg !114

5:                                                ; preds = %8, %1
  %6 = phi i64 [ %2, %1 ], [ %17, %8 ], !dbg !114
  %7 = inttoptr i64 %6 to ptr, !dbg !114
  ret ptr %7, !dbg !114

8:                                                ; preds = %1
  %9 = ashr i64 %2, 32, !dbg !114
  %10 = sub i64 0, %9, !dbg !114
  %11 = trunc i64 %2 to i32, !dbg !114
  %12 = sext i32 %11 to i64, !dbg !114
  %13 = ptrtoint ptr %0 to i64, !dbg !114
  %14 = add i64 %13, %12, !dbg !114
  %15 = inttoptr i64 %14 to ptr, !dbg !114
  %16 = call swiftcc ptr @swift_getTypeByMangledNameInContextInMetadataState2(i64 255, ptr %15, i64 %10, ptr null, ptr null) #14, !dbg !114
  %17 = ptrtoint ptr %16 to i64, !dbg !114
  store atomic i64 %17, ptr %0 monotonic, align 8, !dbg !114
  br label %5, !dbg !114
}

; Function Attrs: nounwind memory(argmem: readwrite)
declare swiftcc ptr @swift_getTypeByMangledNameInContextInMetadataState2(i64, ptr, i64, ptr, ptr) #8

; Function Attrs: nounwind memory(read)
declare ptr @swift_getWitnessTable(ptr, ptr, ptr) #11

declare swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr, i64, i1) #4

declare swiftcc { i64, ptr } @"$sSS4utf8SS8UTF8ViewVvg"(i64, ptr) #4

; Function Attrs: nounwind
declare void @swift_bridgeObjectRelease(ptr) #5

declare swiftcc ptr @"$sSaySayxGqd__c7ElementQyd__RszSTRd__lufC"(ptr noalias, ptr, ptr, ptr) #4

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$sSS8UTF8ViewVABSTsWl"() #10 !dbg !115 {
  %1 = load ptr, ptr @"$sSS8UTF8ViewVABSTsWL", align 8, !dbg !116
  %2 = icmp eq ptr %1, null, !dbg !116
  br i1 %2, label %3, label %5, !dbg !116

3:                                                ; preds = %0
  %4 = call ptr @swift_getWitnessTable(ptr @"$sSS8UTF8ViewVSTsMc", ptr @"$sSS8UTF8ViewVN", ptr undef) #11, !dbg !116
  store atomic ptr %4, ptr @"$sSS8UTF8ViewVABSTsWL" release, align 8, !dbg !116
  br label %5, !dbg !116

5:                                                ; preds = %3, %0
  %6 = phi ptr [ %1, %0 ], [ %4, %3 ], !dbg !116
  ret ptr %6, !dbg !116
}

declare swiftcc i1 @"$sSTsSQ7ElementRpzrlE8containsySbABF"(ptr noalias, ptr, ptr, ptr, ptr noalias swiftself) #4

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$sSays5UInt8VGSayxGSTsWl"() #10 !dbg !117 {
  %1 = load ptr, ptr @"$sSays5UInt8VGSayxGSTsWL", align 8, !dbg !118
  %2 = icmp eq ptr %1, null, !dbg !118
  br i1 %2, label %3, label %6, !dbg !118

3:                                                ; preds = %0
  %4 = call ptr @__swift_instantiateConcreteTypeFromMangledNameAbstract(ptr @"$sSays5UInt8VGMD") #11, !dbg !118
  %5 = call ptr @swift_getWitnessTable(ptr @"$sSayxGSTsMc", ptr %4, ptr undef) #11, !dbg !118
  store atomic ptr %5, ptr @"$sSays5UInt8VGSayxGSTsWL" release, align 8, !dbg !118
  br label %6, !dbg !118

6:                                                ; preds = %3, %0
  %7 = phi ptr [ %1, %0 ], [ %5, %3 ], !dbg !118
  ret ptr %7, !dbg !118
}

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$sSays5UInt8VGWOh"(ptr %0) #12 !dbg !119 {
  %2 = getelementptr inbounds nuw %TSa, ptr %0, i32 0, i32 0, !dbg !120
  %3 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %2, i32 0, i32 0, !dbg !120
  %4 = load ptr, ptr %3, align 8, !dbg !120
  call void @swift_release(ptr %4) #5, !dbg !120
  ret ptr %0, !dbg !120
}

; Function Attrs: noinline nounwind memory(none)
define protected swiftcc %swift.metadata_response @"$s13HTTPSemantics9HTTPTokenOMa"(i64 %0) #10 !dbg !121 {
  ret %swift.metadata_response { ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics9HTTPTokenOMf", i32 0, i32 2), i64 0 }, !dbg !122
}

attributes #0 = { sanitize_address "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noinline nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nounwind memory(argmem: readwrite) }
attributes #9 = { noinline "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noinline nounwind memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind memory(read) }
attributes #12 = { noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind memory(none) }
attributes #14 = { nounwind memory(argmem: read) }

!llvm.dbg.cu = !{!0, !15, !17}
!swift.module.flags = !{!19}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26, !27}
!llvm.linker.options = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_Swift, file: !1, producer: "Swift version 6.3.1 (swift-6.3.1-RELEASE)", isOptimized: false, runtimeVersion: 6, emissionKind: FullDebug, imports: !2)
!1 = !DIFile(filename: "Sources/HTTPSemantics/HTTPToken.swift", directory: "/work/main")
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
!15 = distinct !DICompileUnit(language: DW_LANG_C11, file: !16, producer: "clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
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
!28 = distinct !DISubprogram(name: "isValid", linkageName: "$s13HTTPSemantics9HTTPTokenO7isValidySbxSyRzlFZ", scope: !29, file: !1, line: 6, type: !30, scopeLine: 6, spFlags: DISPFlagDefinition, unit: !0, declaration: !35, retainedNodes: !36)
!29 = !DICompositeType(tag: DW_TAG_structure_type, name: "HTTPToken", scope: !4, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics9HTTPTokenOD")
!30 = !DISubroutineType(types: !31)
!31 = !{!32, !33, !34}
!32 = !DICompositeType(tag: DW_TAG_structure_type, name: "Bool", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sSbD")
!33 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sxD", flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sxD")
!34 = !DICompositeType(tag: DW_TAG_structure_type, name: "$s13HTTPSemantics9HTTPTokenOXMtD", size: 8, flags: DIFlagArtificial, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics9HTTPTokenOXMtD")
!35 = !DISubprogram(name: "isValid", linkageName: "$s13HTTPSemantics9HTTPTokenO7isValidySbxSyRzlFZ", scope: !29, file: !1, line: 6, type: !30, scopeLine: 6, spFlags: 0)
!36 = !{!37, !39, !46}
!37 = !DILocalVariable(name: "$\CF\84_0_0", scope: !28, file: !1, type: !38, flags: DIFlagArtificial)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "$sBpD", baseType: null, size: 64)
!39 = !DILocalVariable(name: "text", arg: 1, scope: !28, file: !1, line: 6, type: !40)
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!41 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sxD", file: !42, elements: !43, runtimeLang: DW_LANG_Swift)
!42 = !DIFile(filename: "<compiler-generated>", directory: "/")
!43 = !{!44}
!44 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !41, baseType: !45, extraData: i32 0)
!45 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sSy_pmD", size: 8, flags: DIFlagArtificial, runtimeLang: DW_LANG_Swift, identifier: "$sSy_pmD")
!46 = !DILocalVariable(name: "self", arg: 2, scope: !28, file: !1, line: 6, type: !47, flags: DIFlagArtificial)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!48 = !DILocation(line: 0, scope: !28)
!49 = !DILocation(line: 6, column: 33, scope: !28)
!50 = !DILocation(line: 0, scope: !51)
!51 = !DILexicalBlockFile(scope: !28, discriminator: 0)
!52 = !{}
!53 = !{i64 96}
!54 = !DILocation(line: 6, column: 25, scope: !28)
!55 = !DILocation(line: 7, column: 15, scope: !28)
!56 = !DILocation(line: 7, column: 20, scope: !28)
!57 = !DILocation(line: 0, scope: !58)
!58 = !DILexicalBlockFile(scope: !28, file: !42, discriminator: 0)
!59 = !DILocation(line: 7, column: 9, scope: !28)
!60 = !DILocation(line: 7, column: 28, scope: !28)
!61 = !DILocation(line: 8, column: 5, scope: !28)
!62 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics9HTTPTokenO7isValidySbxSyRzlFZSbyKXEfu_Sbs5UInt8VYbcfu0_", scope: !28, file: !1, line: 7, type: !63, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !67, thrownTypes: !71)
!63 = !DISubroutineType(types: !64)
!64 = !{!32, !65, !34}
!65 = !DICompositeType(tag: DW_TAG_structure_type, name: "UInt8", scope: !6, file: !66, size: 8, runtimeLang: DW_LANG_Swift, identifier: "$ss5UInt8VD")
!66 = !DIFile(filename: "/opt/swift/usr/lib/swift/linux/Swift.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule", directory: "")
!67 = !{!68, !70}
!68 = !DILocalVariable(name: "byte", arg: 1, scope: !62, file: !1, type: !69, flags: DIFlagArtificial)
!69 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !65)
!70 = !DILocalVariable(name: "$base$", arg: 3, scope: !62, file: !1, line: 7, type: !47)
!71 = !{!72}
!72 = !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !6, file: !66, size: 64, runtimeLang: DW_LANG_Swift, identifier: "$ss5Error_pD")
!73 = !DILocation(line: 0, scope: !62)
!74 = !DILocation(line: 0, scope: !75)
!75 = !DILexicalBlockFile(scope: !62, discriminator: 0)
!76 = !DILocation(line: 7, column: 52, scope: !62)
!77 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics9HTTPTokenO7isValidySbxSyRzlFZSbyKXEfu_Sbs5UInt8VYbcfu0_TA", scope: !4, file: !42, type: !78, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!78 = !DISubroutineType(types: null)
!79 = !DILocation(line: 0, scope: !77)
!80 = distinct !DISubprogram(name: "isTokenByte", linkageName: "$s13HTTPSemantics9HTTPTokenO11isTokenByteySbs5UInt8VFZ", scope: !29, file: !1, line: 11, type: !63, scopeLine: 11, spFlags: DISPFlagDefinition, unit: !0, declaration: !81, retainedNodes: !82)
!81 = !DISubprogram(name: "isTokenByte", linkageName: "$s13HTTPSemantics9HTTPTokenO11isTokenByteySbs5UInt8VFZ", scope: !29, file: !1, line: 11, type: !63, scopeLine: 11, spFlags: 0)
!82 = !{!83, !84}
!83 = !DILocalVariable(name: "byte", arg: 1, scope: !80, file: !1, line: 11, type: !69)
!84 = !DILocalVariable(name: "self", arg: 2, scope: !80, file: !1, line: 11, type: !47, flags: DIFlagArtificial)
!85 = !DILocation(line: 11, column: 37, scope: !80)
!86 = !DILocation(line: 0, scope: !80)
!87 = !DILocation(line: 11, column: 25, scope: !80)
!88 = !DILocation(line: 12, column: 16, scope: !89)
!89 = distinct !DILexicalBlock(scope: !90, file: !1, line: 13, column: 9)
!90 = distinct !DILexicalBlock(scope: !80, file: !1, line: 12, column: 9)
!91 = !DILocation(line: 0, scope: !92)
!92 = !DILexicalBlockFile(scope: !89, file: !42, discriminator: 0)
!93 = !DILocation(line: 13, column: 9, scope: !89)
!94 = !DILocation(line: 15, column: 13, scope: !95)
!95 = distinct !DILexicalBlock(scope: !89, file: !1, line: 15, column: 13)
!96 = !DILocation(line: 17, column: 26, scope: !97)
!97 = distinct !DILexicalBlock(scope: !98, file: !1, line: 17, column: 13)
!98 = distinct !DILexicalBlock(scope: !90, file: !1, line: 16, column: 9)
!99 = !DILocation(line: 17, column: 44, scope: !97)
!100 = !DILocation(line: 0, scope: !101)
!101 = !DILexicalBlockFile(scope: !97, file: !42, discriminator: 0)
!102 = !DILocation(line: 0, scope: !103)
!103 = !DILexicalBlockFile(scope: !97, discriminator: 0)
!104 = !DILocation(line: 17, column: 20, scope: !97)
!105 = !DILocation(line: 17, column: 59, scope: !97)
!106 = !DILocation(line: 17, column: 50, scope: !97)
!107 = !DILocation(line: 17, column: 13, scope: !97)
!108 = !DILocation(line: 19, column: 5, scope: !95)
!109 = distinct !DISubprogram(linkageName: "__swift_instantiateConcreteTypeFromMangledName", scope: !4, file: !42, type: !78, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!110 = !DILocation(line: 0, scope: !109)
!111 = distinct !DISubprogram(linkageName: "$sSNys5UInt8VGSNyxGSXsWl", scope: !4, file: !42, type: !78, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!112 = !DILocation(line: 0, scope: !111)
!113 = distinct !DISubprogram(linkageName: "__swift_instantiateConcreteTypeFromMangledNameAbstract", scope: !4, file: !42, type: !78, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!114 = !DILocation(line: 0, scope: !113)
!115 = distinct !DISubprogram(linkageName: "$sSS8UTF8ViewVABSTsWl", scope: !4, file: !42, type: !78, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!116 = !DILocation(line: 0, scope: !115)
!117 = distinct !DISubprogram(linkageName: "$sSays5UInt8VGSayxGSTsWl", scope: !4, file: !42, type: !78, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!118 = !DILocation(line: 0, scope: !117)
!119 = distinct !DISubprogram(linkageName: "$sSays5UInt8VGWOh", scope: !4, file: !42, type: !78, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!120 = !DILocation(line: 0, scope: !119)
!121 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics9HTTPTokenOMa", scope: !4, file: !42, type: !78, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!122 = !DILocation(line: 0, scope: !121)
