; ModuleID = '/tmp/fz/tmp/TemporaryDirectory.1ZIX14/HTTPSemantics-2.o'
source_filename = "/tmp/fz/tmp/TemporaryDirectory.1ZIX14/HTTPSemantics-2.o"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%TSh = type <{ %TSh8_VariantV }>
%TSh8_VariantV = type <{ %Ts14_BridgeStorageV }>
%Ts14_BridgeStorageV = type <{ ptr }>
%TSD = type <{ %TSD8_VariantV }>
%TSD8_VariantV = type <{ %Ts14_BridgeStorageV }>
%swift.type = type { i64 }
%swift.type_metadata_record = type { i32 }
%TSS = type <{ %Ts11_StringGutsV }>
%Ts11_StringGutsV = type <{ %Ts13_StringObjectV }>
%Ts13_StringObjectV = type <{ %Ts6UInt64V, ptr }>
%Ts6UInt64V = type <{ i64 }>
%TSa = type <{ %Ts22_ContiguousArrayBufferV }>
%Ts22_ContiguousArrayBufferV = type <{ ptr }>
%swift.metadata_response = type { ptr, i64 }
%TSSSg = type <{ [16 x i8] }>
%TSi = type <{ i64 }>
%swift.opaque = type opaque

@"$s13HTTPSemanticsAAO17idempotentMethodsShySSGvpZ" = protected global %TSh zeroinitializer, align 8, !dbg !0
@"$s13HTTPSemanticsAAO13reasonPhrases33_EA696FDFB7ACFC8A014C8D0F8D533C47LLSDySiSSGvpZ" = internal global %TSD zeroinitializer, align 8, !dbg !14
@"$sSSN" = external global %swift.type, align 8
@.str.3.GET = private unnamed_addr constant [4 x i8] c"GET\00"
@.str.4.HEAD = private unnamed_addr constant [5 x i8] c"HEAD\00"
@.str.7.OPTIONS = private unnamed_addr constant [8 x i8] c"OPTIONS\00"
@.str.3.PUT = private unnamed_addr constant [4 x i8] c"PUT\00"
@.str.6.DELETE = private unnamed_addr constant [7 x i8] c"DELETE\00"
@.str.5.TRACE = private unnamed_addr constant [6 x i8] c"TRACE\00"
@"$sSSSHsWP" = external global ptr, align 8
@"$s13HTTPSemanticsAAO17idempotentMethods_Wz" = internal global i64 0, align 8
@"$sSiN" = external global %swift.type, align 8
@"$sSiSHsWP" = external global ptr, align 8
@"$s13HTTPSemanticsAAO13reasonPhrases33_EA696FDFB7ACFC8A014C8D0F8D533C47LL_Wz" = internal global i64 0, align 8
@"symbolic Si_SSt" = linkonce_odr hidden constant <{ [6 x i8], i8 }> <{ [6 x i8] c"Si_SSt", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$sSi_SStMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic Si_SSt" to i64), i64 ptrtoint (ptr @"$sSi_SStMD" to i64)) to i32), i32 -6 }, align 8
@.str.8.Continue = private unnamed_addr constant [9 x i8] c"Continue\00"
@".str.19.Switching Protocols" = private unnamed_addr constant [20 x i8] c"Switching Protocols\00"
@".str.11.Early Hints" = private unnamed_addr constant [12 x i8] c"Early Hints\00"
@.str.2.OK = private unnamed_addr constant [3 x i8] c"OK\00"
@.str.7.Created = private unnamed_addr constant [8 x i8] c"Created\00"
@.str.8.Accepted = private unnamed_addr constant [9 x i8] c"Accepted\00"
@".str.29.Non-Authoritative Information" = private unnamed_addr constant [30 x i8] c"Non-Authoritative Information\00"
@".str.10.No Content" = private unnamed_addr constant [11 x i8] c"No Content\00"
@".str.13.Reset Content" = private unnamed_addr constant [14 x i8] c"Reset Content\00"
@".str.15.Partial Content" = private unnamed_addr constant [16 x i8] c"Partial Content\00"
@".str.16.Multiple Choices" = private unnamed_addr constant [17 x i8] c"Multiple Choices\00"
@".str.17.Moved Permanently" = private unnamed_addr constant [18 x i8] c"Moved Permanently\00"
@.str.5.Found = private unnamed_addr constant [6 x i8] c"Found\00"
@".str.9.See Other" = private unnamed_addr constant [10 x i8] c"See Other\00"
@".str.12.Not Modified" = private unnamed_addr constant [13 x i8] c"Not Modified\00"
@".str.18.Temporary Redirect" = private unnamed_addr constant [19 x i8] c"Temporary Redirect\00"
@".str.18.Permanent Redirect" = private unnamed_addr constant [19 x i8] c"Permanent Redirect\00"
@".str.11.Bad Request" = private unnamed_addr constant [12 x i8] c"Bad Request\00"
@.str.12.Unauthorized = private unnamed_addr constant [13 x i8] c"Unauthorized\00"
@".str.16.Payment Required" = private unnamed_addr constant [17 x i8] c"Payment Required\00"
@.str.9.Forbidden = private unnamed_addr constant [10 x i8] c"Forbidden\00"
@".str.9.Not Found" = private unnamed_addr constant [10 x i8] c"Not Found\00"
@".str.18.Method Not Allowed" = private unnamed_addr constant [19 x i8] c"Method Not Allowed\00"
@".str.14.Not Acceptable" = private unnamed_addr constant [15 x i8] c"Not Acceptable\00"
@".str.29.Proxy Authentication Required" = private unnamed_addr constant [30 x i8] c"Proxy Authentication Required\00"
@".str.15.Request Timeout" = private unnamed_addr constant [16 x i8] c"Request Timeout\00"
@.str.8.Conflict = private unnamed_addr constant [9 x i8] c"Conflict\00"
@.str.4.Gone = private unnamed_addr constant [5 x i8] c"Gone\00"
@".str.15.Length Required" = private unnamed_addr constant [16 x i8] c"Length Required\00"
@".str.19.Precondition Failed" = private unnamed_addr constant [20 x i8] c"Precondition Failed\00"
@".str.17.Content Too Large" = private unnamed_addr constant [18 x i8] c"Content Too Large\00"
@".str.12.URI Too Long" = private unnamed_addr constant [13 x i8] c"URI Too Long\00"
@".str.22.Unsupported Media Type" = private unnamed_addr constant [23 x i8] c"Unsupported Media Type\00"
@".str.21.Range Not Satisfiable" = private unnamed_addr constant [22 x i8] c"Range Not Satisfiable\00"
@".str.18.Expectation Failed" = private unnamed_addr constant [19 x i8] c"Expectation Failed\00"
@".str.19.Misdirected Request" = private unnamed_addr constant [20 x i8] c"Misdirected Request\00"
@".str.21.Unprocessable Content" = private unnamed_addr constant [22 x i8] c"Unprocessable Content\00"
@.str.6.Locked = private unnamed_addr constant [7 x i8] c"Locked\00"
@".str.17.Failed Dependency" = private unnamed_addr constant [18 x i8] c"Failed Dependency\00"
@".str.9.Too Early" = private unnamed_addr constant [10 x i8] c"Too Early\00"
@".str.16.Upgrade Required" = private unnamed_addr constant [17 x i8] c"Upgrade Required\00"
@".str.21.Precondition Required" = private unnamed_addr constant [22 x i8] c"Precondition Required\00"
@".str.17.Too Many Requests" = private unnamed_addr constant [18 x i8] c"Too Many Requests\00"
@".str.31.Request Header Fields Too Large" = private unnamed_addr constant [32 x i8] c"Request Header Fields Too Large\00"
@".str.29.Unavailable For Legal Reasons" = private unnamed_addr constant [30 x i8] c"Unavailable For Legal Reasons\00"
@".str.21.Internal Server Error" = private unnamed_addr constant [22 x i8] c"Internal Server Error\00"
@".str.15.Not Implemented" = private unnamed_addr constant [16 x i8] c"Not Implemented\00"
@".str.11.Bad Gateway" = private unnamed_addr constant [12 x i8] c"Bad Gateway\00"
@".str.19.Service Unavailable" = private unnamed_addr constant [20 x i8] c"Service Unavailable\00"
@".str.15.Gateway Timeout" = private unnamed_addr constant [16 x i8] c"Gateway Timeout\00"
@".str.26.HTTP Version Not Supported" = private unnamed_addr constant [27 x i8] c"HTTP Version Not Supported\00"
@".str.20.Insufficient Storage" = private unnamed_addr constant [21 x i8] c"Insufficient Storage\00"
@".str.13.Loop Detected" = private unnamed_addr constant [14 x i8] c"Loop Detected\00"
@".str.31.Network Authentication Required" = private unnamed_addr constant [32 x i8] c"Network Authentication Required\00"
@"$s13HTTPSemanticsAAO17idempotentMethodsShySSGvpZMV" = protected unnamed_addr constant { i32 } zeroinitializer, align 4
@"$sytWV" = external global ptr, align 8
@.str.13.HTTPSemantics = private constant [14 x i8] c"HTTPSemantics\00"
@"$s13HTTPSemanticsMXM" = linkonce_odr hidden constant <{ i32, i32, i32 }> <{ i32 0, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13.HTTPSemantics to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32 }>, ptr @"$s13HTTPSemanticsMXM", i32 0, i32 2) to i64)) to i32) }>, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemanticsAAOMn" = protected constant <{ i32, i32, i32, i32, i32, i32, i32 }> <{ i32 82, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemanticsMXM" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemanticsAAOMn", i32 0, i32 1) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13.HTTPSemantics to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemanticsAAOMn", i32 0, i32 2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemanticsAAOMa" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemanticsAAOMn", i32 0, i32 3) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemanticsAAOMF" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemanticsAAOMn", i32 0, i32 4) to i64)) to i32), i32 0, i32 0 }>, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemanticsAAOMf" = internal constant <{ ptr, ptr, i64, ptr }> <{ ptr null, ptr @"$sytWV", i64 513, ptr @"$s13HTTPSemanticsAAOMn" }>, align 8
@"symbolic _____ 13HTTPSemanticsAAO" = linkonce_odr hidden constant <{ i8, i32, i8 }> <{ i8 1, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemanticsAAOMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, i8 }>, ptr @"symbolic _____ 13HTTPSemanticsAAO", i32 0, i32 1) to i64)) to i32), i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$s13HTTPSemanticsAAOMF" = internal constant { i32, i32, i16, i16, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____ 13HTTPSemanticsAAO" to i64), i64 ptrtoint (ptr @"$s13HTTPSemanticsAAOMF" to i64)) to i32), i32 0, i16 2, i16 12, i32 0 }, section "swift5_fieldmd", no_sanitize_address, align 4
@"$s13HTTPSemanticsAAOHn" = private constant %swift.type_metadata_record { i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemanticsAAOMn" to i64), i64 ptrtoint (ptr @"$s13HTTPSemanticsAAOHn" to i64)) to i32) }, section "swift5_type_metadata", no_sanitize_address, align 4
@__swift_reflection_version = linkonce_odr hidden constant i16 3
@llvm.swift_module_hash = private constant [16 x i8] zeroinitializer, section ".swift_modhash"
@_swift1_autolink_entries = private constant [102 x i8] c"-lswiftSwiftOnoneSupport\00-lswiftCore\00-lswift_Concurrency\00-lswift_StringProcessing\00-lswift_RegexParser\00", section ".swift1_autolink_entries", no_sanitize_address, align 8
@llvm.used = appending global [24 x ptr] [ptr @"$s13HTTPSemanticsAAO17idempotentMethodsShySSGvpZ", ptr @"$s13HTTPSemanticsAAO17idempotentMethodsShySSGvpZ", ptr @"$s13HTTPSemanticsAAO13reasonPhrases33_EA696FDFB7ACFC8A014C8D0F8D533C47LLSDySiSSGvpZ", ptr @"$s13HTTPSemanticsAAO17idempotentMethods_WZ", ptr @"$s13HTTPSemanticsAAO17idempotentMethodsShySSGvau", ptr @"$s13HTTPSemanticsAAO17idempotentMethodsShySSGvau", ptr @"$s13HTTPSemanticsAAO17idempotentMethodsShySSGvgZ", ptr @"$s13HTTPSemanticsAAO17idempotentMethodsShySSGvgZ", ptr @"$s13HTTPSemanticsAAO12isIdempotentySbSSFZ", ptr @"$s13HTTPSemanticsAAO12isIdempotentySbSSFZ", ptr @"$s13HTTPSemanticsAAO21statusNeverHasContentySbSiFZ", ptr @"$s13HTTPSemanticsAAO21statusNeverHasContentySbSiFZ", ptr @"$s13HTTPSemanticsAAO12reasonPhrase3forSSSgSi_tFZ", ptr @"$s13HTTPSemanticsAAO12reasonPhrase3forSSSgSi_tFZ", ptr @"$s13HTTPSemanticsAAO13reasonPhrases33_EA696FDFB7ACFC8A014C8D0F8D533C47LLSDySiSSGvgZ", ptr @"$s13HTTPSemanticsAAO17idempotentMethodsShySSGvpZMV", ptr @"$s13HTTPSemanticsAAOMn", ptr @"$s13HTTPSemanticsAAOMa", ptr @"$s13HTTPSemanticsAAON", ptr @"$s13HTTPSemanticsAAOMF", ptr @"$s13HTTPSemanticsAAOHn", ptr @__swift_reflection_version, ptr @llvm.swift_module_hash, ptr @_swift1_autolink_entries], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x ptr] [ptr @"$s13HTTPSemanticsAAOMf"], section "llvm.metadata"

@"$s13HTTPSemanticsAAON" = protected alias %swift.type, getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemanticsAAOMf", i32 0, i32 2)

; Function Attrs: sanitize_address
define internal void @"$s13HTTPSemanticsAAO17idempotentMethods_WZ"(ptr %0) #0 !dbg !50 {
  %2 = call swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64 6, ptr @"$sSSN"), !dbg !56
  %3 = extractvalue { ptr, ptr } %2, 0, !dbg !56
  %4 = extractvalue { ptr, ptr } %2, 1, !dbg !56
  %5 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !56
  %6 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.3.GET, i64 3, i1 true), !dbg !58
  %7 = extractvalue { i64, ptr } %6, 0, !dbg !58
  %8 = extractvalue { i64, ptr } %6, 1, !dbg !58
  %9 = getelementptr inbounds nuw %TSS, ptr %5, i32 0, i32 0, !dbg !58
  %10 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %9, i32 0, i32 0, !dbg !58
  %11 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %10, i32 0, i32 0, !dbg !58
  %12 = getelementptr inbounds nuw %Ts6UInt64V, ptr %11, i32 0, i32 0, !dbg !58
  store i64 %7, ptr %12, align 8, !dbg !58
  %13 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %10, i32 0, i32 1, !dbg !58
  store ptr %8, ptr %13, align 8, !dbg !58
  %14 = getelementptr inbounds %TSS, ptr %5, i64 1, !dbg !56
  %15 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.4.HEAD, i64 4, i1 true), !dbg !59
  %16 = extractvalue { i64, ptr } %15, 0, !dbg !59
  %17 = extractvalue { i64, ptr } %15, 1, !dbg !59
  %18 = getelementptr inbounds nuw %TSS, ptr %14, i32 0, i32 0, !dbg !59
  %19 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %18, i32 0, i32 0, !dbg !59
  %20 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %19, i32 0, i32 0, !dbg !59
  %21 = getelementptr inbounds nuw %Ts6UInt64V, ptr %20, i32 0, i32 0, !dbg !59
  store i64 %16, ptr %21, align 8, !dbg !59
  %22 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %19, i32 0, i32 1, !dbg !59
  store ptr %17, ptr %22, align 8, !dbg !59
  %23 = getelementptr inbounds %TSS, ptr %5, i64 2, !dbg !56
  %24 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.7.OPTIONS, i64 7, i1 true), !dbg !60
  %25 = extractvalue { i64, ptr } %24, 0, !dbg !60
  %26 = extractvalue { i64, ptr } %24, 1, !dbg !60
  %27 = getelementptr inbounds nuw %TSS, ptr %23, i32 0, i32 0, !dbg !60
  %28 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %27, i32 0, i32 0, !dbg !60
  %29 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %28, i32 0, i32 0, !dbg !60
  %30 = getelementptr inbounds nuw %Ts6UInt64V, ptr %29, i32 0, i32 0, !dbg !60
  store i64 %25, ptr %30, align 8, !dbg !60
  %31 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %28, i32 0, i32 1, !dbg !60
  store ptr %26, ptr %31, align 8, !dbg !60
  %32 = getelementptr inbounds %TSS, ptr %5, i64 3, !dbg !56
  %33 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.3.PUT, i64 3, i1 true), !dbg !61
  %34 = extractvalue { i64, ptr } %33, 0, !dbg !61
  %35 = extractvalue { i64, ptr } %33, 1, !dbg !61
  %36 = getelementptr inbounds nuw %TSS, ptr %32, i32 0, i32 0, !dbg !61
  %37 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %36, i32 0, i32 0, !dbg !61
  %38 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %37, i32 0, i32 0, !dbg !61
  %39 = getelementptr inbounds nuw %Ts6UInt64V, ptr %38, i32 0, i32 0, !dbg !61
  store i64 %34, ptr %39, align 8, !dbg !61
  %40 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %37, i32 0, i32 1, !dbg !61
  store ptr %35, ptr %40, align 8, !dbg !61
  %41 = getelementptr inbounds %TSS, ptr %5, i64 4, !dbg !56
  %42 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.6.DELETE, i64 6, i1 true), !dbg !62
  %43 = extractvalue { i64, ptr } %42, 0, !dbg !62
  %44 = extractvalue { i64, ptr } %42, 1, !dbg !62
  %45 = getelementptr inbounds nuw %TSS, ptr %41, i32 0, i32 0, !dbg !62
  %46 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %45, i32 0, i32 0, !dbg !62
  %47 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %46, i32 0, i32 0, !dbg !62
  %48 = getelementptr inbounds nuw %Ts6UInt64V, ptr %47, i32 0, i32 0, !dbg !62
  store i64 %43, ptr %48, align 8, !dbg !62
  %49 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %46, i32 0, i32 1, !dbg !62
  store ptr %44, ptr %49, align 8, !dbg !62
  %50 = getelementptr inbounds %TSS, ptr %5, i64 5, !dbg !56
  %51 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.5.TRACE, i64 5, i1 true), !dbg !63
  %52 = extractvalue { i64, ptr } %51, 0, !dbg !63
  %53 = extractvalue { i64, ptr } %51, 1, !dbg !63
  %54 = getelementptr inbounds nuw %TSS, ptr %50, i32 0, i32 0, !dbg !63
  %55 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %54, i32 0, i32 0, !dbg !63
  %56 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %55, i32 0, i32 0, !dbg !63
  %57 = getelementptr inbounds nuw %Ts6UInt64V, ptr %56, i32 0, i32 0, !dbg !63
  store i64 %52, ptr %57, align 8, !dbg !63
  %58 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %55, i32 0, i32 1, !dbg !63
  store ptr %53, ptr %58, align 8, !dbg !63
  %59 = call swiftcc ptr @"$ss27_finalizeUninitializedArrayySayxGABnlF"(ptr %3, ptr @"$sSSN"), !dbg !56
  %60 = call swiftcc ptr @"$sSh12arrayLiteralShyxGxd_tcfC"(ptr %59, ptr @"$sSSN", ptr @"$sSSSHsWP"), !dbg !56
  store ptr %60, ptr @"$s13HTTPSemanticsAAO17idempotentMethodsShySSGvpZ", align 8, !dbg !56
  ret void, !dbg !64
}

declare swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64, ptr) #1

declare swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr, i64, i1) #1

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc ptr @"$ss27_finalizeUninitializedArrayySayxGABnlF"(ptr %0, ptr %1) #0 !dbg !65 {
  %3 = alloca ptr, align 8
    #dbg_declare(ptr %3, !71, !DIExpression(), !74)
  %4 = alloca %TSa, align 8
  store ptr %1, ptr %3, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr %4), !dbg !75
  %5 = getelementptr inbounds nuw %TSa, ptr %4, i32 0, i32 0, !dbg !74
  %6 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %5, i32 0, i32 0, !dbg !74
  store ptr %0, ptr %6, align 8, !dbg !74
  %7 = call swiftcc %swift.metadata_response @"$sSaMa"(i64 0, ptr %1) #9, !dbg !74
  %8 = extractvalue %swift.metadata_response %7, 0, !dbg !74
  call swiftcc void @"$sSa12_endMutationyyF"(ptr %8, ptr swiftself captures(none) dereferenceable(8) %4), !dbg !74
  %9 = getelementptr inbounds nuw %TSa, ptr %4, i32 0, i32 0, !dbg !74
  %10 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %9, i32 0, i32 0, !dbg !74
  %11 = load ptr, ptr %10, align 8, !dbg !74
  call void @llvm.lifetime.end.p0(i64 8, ptr %4), !dbg !74
  ret ptr %11, !dbg !74
}

declare swiftcc ptr @"$sSh12arrayLiteralShyxGxd_tcfC"(ptr, ptr, ptr) #1

; Function Attrs: sanitize_address
define protected swiftcc ptr @"$s13HTTPSemanticsAAO17idempotentMethodsShySSGvau"() #0 !dbg !77 {
  call void @swift_once(ptr @"$s13HTTPSemanticsAAO17idempotentMethods_Wz", ptr @"$s13HTTPSemanticsAAO17idempotentMethods_WZ", ptr undef) #2, !dbg !80
  ret ptr @"$s13HTTPSemanticsAAO17idempotentMethodsShySSGvpZ", !dbg !80
}

; Function Attrs: nounwind
declare void @swift_once(ptr, ptr, ptr) #2

; Function Attrs: sanitize_address
define protected swiftcc ptr @"$s13HTTPSemanticsAAO17idempotentMethodsShySSGvgZ"() #0 !dbg !81 {
  %1 = call swiftcc ptr @"$s13HTTPSemanticsAAO17idempotentMethodsShySSGvau"(), !dbg !87
  %2 = getelementptr inbounds nuw %TSh, ptr %1, i32 0, i32 0, !dbg !87
  %3 = getelementptr inbounds nuw %TSh8_VariantV, ptr %2, i32 0, i32 0, !dbg !87
  %4 = getelementptr inbounds nuw %Ts14_BridgeStorageV, ptr %3, i32 0, i32 0, !dbg !87
  %5 = load ptr, ptr %4, align 8, !dbg !87
  %6 = call ptr @swift_bridgeObjectRetain(ptr returned %5) #2, !dbg !87
  ret ptr %5, !dbg !87
}

; Function Attrs: nounwind
declare ptr @swift_bridgeObjectRetain(ptr returned) #2

; Function Attrs: sanitize_address
define protected swiftcc i1 @"$s13HTTPSemanticsAAO12isIdempotentySbSSFZ"(i64 %0, ptr %1) #0 !dbg !88 {
  %3 = alloca %TSS, align 8
    #dbg_declare(ptr %3, !94, !DIExpression(), !98)
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 16, i1 false)
  %4 = alloca %TSS, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr %3), !dbg !99
  %5 = getelementptr inbounds nuw %TSS, ptr %3, i32 0, i32 0, !dbg !101
  %6 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %5, i32 0, i32 0, !dbg !101
  %7 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %6, i32 0, i32 0, !dbg !101
  %8 = getelementptr inbounds nuw %Ts6UInt64V, ptr %7, i32 0, i32 0, !dbg !101
  store i64 %0, ptr %8, align 8, !dbg !101
  %9 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %6, i32 0, i32 1, !dbg !101
  store ptr %1, ptr %9, align 8, !dbg !101
    #dbg_value(i64 0, !96, !DIExpression(), !102)
  %10 = call swiftcc ptr @"$s13HTTPSemanticsAAO17idempotentMethodsShySSGvau"(), !dbg !103
  %11 = getelementptr inbounds nuw %TSh, ptr %10, i32 0, i32 0, !dbg !103
  %12 = getelementptr inbounds nuw %TSh8_VariantV, ptr %11, i32 0, i32 0, !dbg !103
  %13 = getelementptr inbounds nuw %Ts14_BridgeStorageV, ptr %12, i32 0, i32 0, !dbg !103
  %14 = load ptr, ptr %13, align 8, !dbg !103
  %15 = call ptr @swift_bridgeObjectRetain(ptr returned %14) #2, !dbg !103
  call void @llvm.lifetime.start.p0(i64 16, ptr %4), !dbg !99
  %16 = getelementptr inbounds nuw %TSS, ptr %4, i32 0, i32 0, !dbg !104
  %17 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %16, i32 0, i32 0, !dbg !104
  %18 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %17, i32 0, i32 0, !dbg !104
  %19 = getelementptr inbounds nuw %Ts6UInt64V, ptr %18, i32 0, i32 0, !dbg !104
  store i64 %0, ptr %19, align 8, !dbg !104
  %20 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %17, i32 0, i32 1, !dbg !104
  store ptr %1, ptr %20, align 8, !dbg !104
  %21 = call swiftcc i1 @"$sSh8containsySbxF"(ptr noalias %4, ptr %14, ptr @"$sSSN", ptr @"$sSSSHsWP"), !dbg !105
  call void @swift_bridgeObjectRelease(ptr %14) #2, !dbg !106
  call void @llvm.lifetime.end.p0(i64 16, ptr %4), !dbg !106
  ret i1 %21, !dbg !106
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr captures(none)) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #4

declare swiftcc i1 @"$sSh8containsySbxF"(ptr noalias, ptr, ptr, ptr) #1

; Function Attrs: nounwind
declare void @swift_bridgeObjectRelease(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr captures(none)) #3

; Function Attrs: sanitize_address
define protected swiftcc i1 @"$s13HTTPSemanticsAAO21statusNeverHasContentySbSiFZ"(i64 %0) #0 !dbg !107 {
  %2 = alloca i64, align 8
    #dbg_declare(ptr %2, !112, !DIExpression(), !115)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 8, i1 false)
  store i64 %0, ptr %2, align 8, !dbg !116
    #dbg_value(i64 0, !114, !DIExpression(), !117)
  call void asm sideeffect "nop", ""(), !dbg !118
  %3 = icmp sge i64 %0, 100, !dbg !119
  br i1 %3, label %4, label %6, !dbg !119

4:                                                ; preds = %1
  %5 = icmp slt i64 %0, 200, !dbg !119
  br label %7, !dbg !119

6:                                                ; preds = %1
  br label %7, !dbg !119

7:                                                ; preds = %4, %6
  %8 = phi i1 [ false, %6 ], [ %5, %4 ], !dbg !120
  br i1 %8, label %9, label %10, !dbg !120

9:                                                ; preds = %7
  br label %12, !dbg !120

10:                                               ; preds = %7
  %11 = icmp eq i64 %0, 204, !dbg !120
  br label %12, !dbg !120

12:                                               ; preds = %9, %10
  %13 = phi i1 [ %11, %10 ], [ true, %9 ], !dbg !121
  br i1 %13, label %14, label %15, !dbg !121

14:                                               ; preds = %12
  br label %17, !dbg !121

15:                                               ; preds = %12
  %16 = icmp eq i64 %0, 304, !dbg !121
  br label %17, !dbg !121

17:                                               ; preds = %14, %15
  %18 = phi i1 [ %16, %15 ], [ true, %14 ], !dbg !122
  ret i1 %18, !dbg !122
}

; Function Attrs: sanitize_address
define protected swiftcc { i64, i64 } @"$s13HTTPSemanticsAAO12reasonPhrase3forSSSgSi_tFZ"(i64 %0) #0 !dbg !123 {
  %2 = alloca i64, align 8
    #dbg_declare(ptr %2, !129, !DIExpression(), !131)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 8, i1 false)
  %3 = alloca %TSSSg, align 8
  %4 = alloca %TSi, align 8
  store i64 %0, ptr %2, align 8, !dbg !132
    #dbg_value(i64 0, !130, !DIExpression(), !133)
  %5 = call swiftcc ptr @"$s13HTTPSemanticsAAO13reasonPhrases33_EA696FDFB7ACFC8A014C8D0F8D533C47LLSDySiSSGvau"(), !dbg !134
  %6 = getelementptr inbounds nuw %TSD, ptr %5, i32 0, i32 0, !dbg !134
  %7 = getelementptr inbounds nuw %TSD8_VariantV, ptr %6, i32 0, i32 0, !dbg !134
  %8 = getelementptr inbounds nuw %Ts14_BridgeStorageV, ptr %7, i32 0, i32 0, !dbg !134
  %9 = load ptr, ptr %8, align 8, !dbg !134
  %10 = call ptr @swift_bridgeObjectRetain(ptr returned %9) #2, !dbg !134
  call void @llvm.lifetime.start.p0(i64 16, ptr %3), !dbg !135
  call void @llvm.lifetime.start.p0(i64 8, ptr %4), !dbg !135
  %11 = getelementptr inbounds nuw %TSi, ptr %4, i32 0, i32 0, !dbg !137
  store i64 %0, ptr %11, align 8, !dbg !137
  call swiftcc void @"$sSDyq_Sgxcig"(ptr noalias sret(%swift.opaque) %3, ptr noalias %4, ptr %9, ptr @"$sSiN", ptr @"$sSSN", ptr @"$sSiSHsWP"), !dbg !138
  call void @swift_bridgeObjectRelease(ptr %9) #2, !dbg !139
  call void @llvm.lifetime.end.p0(i64 8, ptr %4), !dbg !139
  %12 = getelementptr inbounds nuw { i64, i64 }, ptr %3, i32 0, i32 0, !dbg !138
  %13 = load i64, ptr %12, align 8, !dbg !138
  %14 = getelementptr inbounds nuw { i64, i64 }, ptr %3, i32 0, i32 1, !dbg !138
  %15 = load i64, ptr %14, align 8, !dbg !138
  call void @llvm.lifetime.end.p0(i64 16, ptr %3), !dbg !141
  %16 = insertvalue { i64, i64 } undef, i64 %13, 0, !dbg !141
  %17 = insertvalue { i64, i64 } %16, i64 %15, 1, !dbg !141
  ret { i64, i64 } %17, !dbg !141
}

; Function Attrs: sanitize_address
define internal swiftcc ptr @"$s13HTTPSemanticsAAO13reasonPhrases33_EA696FDFB7ACFC8A014C8D0F8D533C47LLSDySiSSGvau"() #0 !dbg !142 {
  call void @swift_once(ptr @"$s13HTTPSemanticsAAO13reasonPhrases33_EA696FDFB7ACFC8A014C8D0F8D533C47LL_Wz", ptr @"$s13HTTPSemanticsAAO13reasonPhrases33_EA696FDFB7ACFC8A014C8D0F8D533C47LL_WZ", ptr undef) #2, !dbg !143
  ret ptr @"$s13HTTPSemanticsAAO13reasonPhrases33_EA696FDFB7ACFC8A014C8D0F8D533C47LLSDySiSSGvpZ", !dbg !143
}

declare swiftcc void @"$sSDyq_Sgxcig"(ptr noalias sret(%swift.opaque), ptr noalias, ptr, ptr, ptr, ptr) #1

; Function Attrs: sanitize_address
define internal void @"$s13HTTPSemanticsAAO13reasonPhrases33_EA696FDFB7ACFC8A014C8D0F8D533C47LL_WZ"(ptr %0) #0 !dbg !144 {
  %2 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSi_SStMD") #10, !dbg !145
  %3 = call swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64 54, ptr %2), !dbg !145
  %4 = extractvalue { ptr, ptr } %3, 0, !dbg !145
  %5 = extractvalue { ptr, ptr } %3, 1, !dbg !145
  %6 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !145
  %7 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %6, i32 0, i32 0, !dbg !147
  %8 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %6, i32 0, i32 1, !dbg !147
  %9 = getelementptr inbounds nuw %TSi, ptr %7, i32 0, i32 0, !dbg !147
  store i64 100, ptr %9, align 8, !dbg !147
  %10 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.8.Continue, i64 8, i1 true), !dbg !148
  %11 = extractvalue { i64, ptr } %10, 0, !dbg !148
  %12 = extractvalue { i64, ptr } %10, 1, !dbg !148
  %13 = getelementptr inbounds nuw %TSS, ptr %8, i32 0, i32 0, !dbg !148
  %14 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %13, i32 0, i32 0, !dbg !148
  %15 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %14, i32 0, i32 0, !dbg !148
  %16 = getelementptr inbounds nuw %Ts6UInt64V, ptr %15, i32 0, i32 0, !dbg !148
  store i64 %11, ptr %16, align 8, !dbg !148
  %17 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %14, i32 0, i32 1, !dbg !148
  store ptr %12, ptr %17, align 8, !dbg !148
  %18 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 1, !dbg !145
  %19 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %18, i32 0, i32 0, !dbg !149
  %20 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %18, i32 0, i32 1, !dbg !149
  %21 = getelementptr inbounds nuw %TSi, ptr %19, i32 0, i32 0, !dbg !149
  store i64 101, ptr %21, align 8, !dbg !149
  %22 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.19.Switching Protocols", i64 19, i1 true), !dbg !150
  %23 = extractvalue { i64, ptr } %22, 0, !dbg !150
  %24 = extractvalue { i64, ptr } %22, 1, !dbg !150
  %25 = getelementptr inbounds nuw %TSS, ptr %20, i32 0, i32 0, !dbg !150
  %26 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %25, i32 0, i32 0, !dbg !150
  %27 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %26, i32 0, i32 0, !dbg !150
  %28 = getelementptr inbounds nuw %Ts6UInt64V, ptr %27, i32 0, i32 0, !dbg !150
  store i64 %23, ptr %28, align 8, !dbg !150
  %29 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %26, i32 0, i32 1, !dbg !150
  store ptr %24, ptr %29, align 8, !dbg !150
  %30 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 2, !dbg !145
  %31 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %30, i32 0, i32 0, !dbg !151
  %32 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %30, i32 0, i32 1, !dbg !151
  %33 = getelementptr inbounds nuw %TSi, ptr %31, i32 0, i32 0, !dbg !151
  store i64 103, ptr %33, align 8, !dbg !151
  %34 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.11.Early Hints", i64 11, i1 true), !dbg !152
  %35 = extractvalue { i64, ptr } %34, 0, !dbg !152
  %36 = extractvalue { i64, ptr } %34, 1, !dbg !152
  %37 = getelementptr inbounds nuw %TSS, ptr %32, i32 0, i32 0, !dbg !152
  %38 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %37, i32 0, i32 0, !dbg !152
  %39 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %38, i32 0, i32 0, !dbg !152
  %40 = getelementptr inbounds nuw %Ts6UInt64V, ptr %39, i32 0, i32 0, !dbg !152
  store i64 %35, ptr %40, align 8, !dbg !152
  %41 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %38, i32 0, i32 1, !dbg !152
  store ptr %36, ptr %41, align 8, !dbg !152
  %42 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 3, !dbg !145
  %43 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %42, i32 0, i32 0, !dbg !153
  %44 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %42, i32 0, i32 1, !dbg !153
  %45 = getelementptr inbounds nuw %TSi, ptr %43, i32 0, i32 0, !dbg !153
  store i64 200, ptr %45, align 8, !dbg !153
  %46 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.2.OK, i64 2, i1 true), !dbg !154
  %47 = extractvalue { i64, ptr } %46, 0, !dbg !154
  %48 = extractvalue { i64, ptr } %46, 1, !dbg !154
  %49 = getelementptr inbounds nuw %TSS, ptr %44, i32 0, i32 0, !dbg !154
  %50 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %49, i32 0, i32 0, !dbg !154
  %51 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %50, i32 0, i32 0, !dbg !154
  %52 = getelementptr inbounds nuw %Ts6UInt64V, ptr %51, i32 0, i32 0, !dbg !154
  store i64 %47, ptr %52, align 8, !dbg !154
  %53 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %50, i32 0, i32 1, !dbg !154
  store ptr %48, ptr %53, align 8, !dbg !154
  %54 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 4, !dbg !145
  %55 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %54, i32 0, i32 0, !dbg !155
  %56 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %54, i32 0, i32 1, !dbg !155
  %57 = getelementptr inbounds nuw %TSi, ptr %55, i32 0, i32 0, !dbg !155
  store i64 201, ptr %57, align 8, !dbg !155
  %58 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.7.Created, i64 7, i1 true), !dbg !156
  %59 = extractvalue { i64, ptr } %58, 0, !dbg !156
  %60 = extractvalue { i64, ptr } %58, 1, !dbg !156
  %61 = getelementptr inbounds nuw %TSS, ptr %56, i32 0, i32 0, !dbg !156
  %62 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %61, i32 0, i32 0, !dbg !156
  %63 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %62, i32 0, i32 0, !dbg !156
  %64 = getelementptr inbounds nuw %Ts6UInt64V, ptr %63, i32 0, i32 0, !dbg !156
  store i64 %59, ptr %64, align 8, !dbg !156
  %65 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %62, i32 0, i32 1, !dbg !156
  store ptr %60, ptr %65, align 8, !dbg !156
  %66 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 5, !dbg !145
  %67 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %66, i32 0, i32 0, !dbg !157
  %68 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %66, i32 0, i32 1, !dbg !157
  %69 = getelementptr inbounds nuw %TSi, ptr %67, i32 0, i32 0, !dbg !157
  store i64 202, ptr %69, align 8, !dbg !157
  %70 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.8.Accepted, i64 8, i1 true), !dbg !158
  %71 = extractvalue { i64, ptr } %70, 0, !dbg !158
  %72 = extractvalue { i64, ptr } %70, 1, !dbg !158
  %73 = getelementptr inbounds nuw %TSS, ptr %68, i32 0, i32 0, !dbg !158
  %74 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %73, i32 0, i32 0, !dbg !158
  %75 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %74, i32 0, i32 0, !dbg !158
  %76 = getelementptr inbounds nuw %Ts6UInt64V, ptr %75, i32 0, i32 0, !dbg !158
  store i64 %71, ptr %76, align 8, !dbg !158
  %77 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %74, i32 0, i32 1, !dbg !158
  store ptr %72, ptr %77, align 8, !dbg !158
  %78 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 6, !dbg !145
  %79 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %78, i32 0, i32 0, !dbg !159
  %80 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %78, i32 0, i32 1, !dbg !159
  %81 = getelementptr inbounds nuw %TSi, ptr %79, i32 0, i32 0, !dbg !159
  store i64 203, ptr %81, align 8, !dbg !159
  %82 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.29.Non-Authoritative Information", i64 29, i1 true), !dbg !160
  %83 = extractvalue { i64, ptr } %82, 0, !dbg !160
  %84 = extractvalue { i64, ptr } %82, 1, !dbg !160
  %85 = getelementptr inbounds nuw %TSS, ptr %80, i32 0, i32 0, !dbg !160
  %86 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %85, i32 0, i32 0, !dbg !160
  %87 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %86, i32 0, i32 0, !dbg !160
  %88 = getelementptr inbounds nuw %Ts6UInt64V, ptr %87, i32 0, i32 0, !dbg !160
  store i64 %83, ptr %88, align 8, !dbg !160
  %89 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %86, i32 0, i32 1, !dbg !160
  store ptr %84, ptr %89, align 8, !dbg !160
  %90 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 7, !dbg !145
  %91 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %90, i32 0, i32 0, !dbg !161
  %92 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %90, i32 0, i32 1, !dbg !161
  %93 = getelementptr inbounds nuw %TSi, ptr %91, i32 0, i32 0, !dbg !161
  store i64 204, ptr %93, align 8, !dbg !161
  %94 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.10.No Content", i64 10, i1 true), !dbg !162
  %95 = extractvalue { i64, ptr } %94, 0, !dbg !162
  %96 = extractvalue { i64, ptr } %94, 1, !dbg !162
  %97 = getelementptr inbounds nuw %TSS, ptr %92, i32 0, i32 0, !dbg !162
  %98 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %97, i32 0, i32 0, !dbg !162
  %99 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %98, i32 0, i32 0, !dbg !162
  %100 = getelementptr inbounds nuw %Ts6UInt64V, ptr %99, i32 0, i32 0, !dbg !162
  store i64 %95, ptr %100, align 8, !dbg !162
  %101 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %98, i32 0, i32 1, !dbg !162
  store ptr %96, ptr %101, align 8, !dbg !162
  %102 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 8, !dbg !145
  %103 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %102, i32 0, i32 0, !dbg !163
  %104 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %102, i32 0, i32 1, !dbg !163
  %105 = getelementptr inbounds nuw %TSi, ptr %103, i32 0, i32 0, !dbg !163
  store i64 205, ptr %105, align 8, !dbg !163
  %106 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.13.Reset Content", i64 13, i1 true), !dbg !164
  %107 = extractvalue { i64, ptr } %106, 0, !dbg !164
  %108 = extractvalue { i64, ptr } %106, 1, !dbg !164
  %109 = getelementptr inbounds nuw %TSS, ptr %104, i32 0, i32 0, !dbg !164
  %110 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %109, i32 0, i32 0, !dbg !164
  %111 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %110, i32 0, i32 0, !dbg !164
  %112 = getelementptr inbounds nuw %Ts6UInt64V, ptr %111, i32 0, i32 0, !dbg !164
  store i64 %107, ptr %112, align 8, !dbg !164
  %113 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %110, i32 0, i32 1, !dbg !164
  store ptr %108, ptr %113, align 8, !dbg !164
  %114 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 9, !dbg !145
  %115 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %114, i32 0, i32 0, !dbg !165
  %116 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %114, i32 0, i32 1, !dbg !165
  %117 = getelementptr inbounds nuw %TSi, ptr %115, i32 0, i32 0, !dbg !165
  store i64 206, ptr %117, align 8, !dbg !165
  %118 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.15.Partial Content", i64 15, i1 true), !dbg !166
  %119 = extractvalue { i64, ptr } %118, 0, !dbg !166
  %120 = extractvalue { i64, ptr } %118, 1, !dbg !166
  %121 = getelementptr inbounds nuw %TSS, ptr %116, i32 0, i32 0, !dbg !166
  %122 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %121, i32 0, i32 0, !dbg !166
  %123 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %122, i32 0, i32 0, !dbg !166
  %124 = getelementptr inbounds nuw %Ts6UInt64V, ptr %123, i32 0, i32 0, !dbg !166
  store i64 %119, ptr %124, align 8, !dbg !166
  %125 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %122, i32 0, i32 1, !dbg !166
  store ptr %120, ptr %125, align 8, !dbg !166
  %126 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 10, !dbg !145
  %127 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %126, i32 0, i32 0, !dbg !167
  %128 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %126, i32 0, i32 1, !dbg !167
  %129 = getelementptr inbounds nuw %TSi, ptr %127, i32 0, i32 0, !dbg !167
  store i64 300, ptr %129, align 8, !dbg !167
  %130 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.16.Multiple Choices", i64 16, i1 true), !dbg !168
  %131 = extractvalue { i64, ptr } %130, 0, !dbg !168
  %132 = extractvalue { i64, ptr } %130, 1, !dbg !168
  %133 = getelementptr inbounds nuw %TSS, ptr %128, i32 0, i32 0, !dbg !168
  %134 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %133, i32 0, i32 0, !dbg !168
  %135 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %134, i32 0, i32 0, !dbg !168
  %136 = getelementptr inbounds nuw %Ts6UInt64V, ptr %135, i32 0, i32 0, !dbg !168
  store i64 %131, ptr %136, align 8, !dbg !168
  %137 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %134, i32 0, i32 1, !dbg !168
  store ptr %132, ptr %137, align 8, !dbg !168
  %138 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 11, !dbg !145
  %139 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %138, i32 0, i32 0, !dbg !169
  %140 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %138, i32 0, i32 1, !dbg !169
  %141 = getelementptr inbounds nuw %TSi, ptr %139, i32 0, i32 0, !dbg !169
  store i64 301, ptr %141, align 8, !dbg !169
  %142 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.17.Moved Permanently", i64 17, i1 true), !dbg !170
  %143 = extractvalue { i64, ptr } %142, 0, !dbg !170
  %144 = extractvalue { i64, ptr } %142, 1, !dbg !170
  %145 = getelementptr inbounds nuw %TSS, ptr %140, i32 0, i32 0, !dbg !170
  %146 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %145, i32 0, i32 0, !dbg !170
  %147 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %146, i32 0, i32 0, !dbg !170
  %148 = getelementptr inbounds nuw %Ts6UInt64V, ptr %147, i32 0, i32 0, !dbg !170
  store i64 %143, ptr %148, align 8, !dbg !170
  %149 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %146, i32 0, i32 1, !dbg !170
  store ptr %144, ptr %149, align 8, !dbg !170
  %150 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 12, !dbg !145
  %151 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %150, i32 0, i32 0, !dbg !171
  %152 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %150, i32 0, i32 1, !dbg !171
  %153 = getelementptr inbounds nuw %TSi, ptr %151, i32 0, i32 0, !dbg !171
  store i64 302, ptr %153, align 8, !dbg !171
  %154 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.5.Found, i64 5, i1 true), !dbg !172
  %155 = extractvalue { i64, ptr } %154, 0, !dbg !172
  %156 = extractvalue { i64, ptr } %154, 1, !dbg !172
  %157 = getelementptr inbounds nuw %TSS, ptr %152, i32 0, i32 0, !dbg !172
  %158 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %157, i32 0, i32 0, !dbg !172
  %159 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %158, i32 0, i32 0, !dbg !172
  %160 = getelementptr inbounds nuw %Ts6UInt64V, ptr %159, i32 0, i32 0, !dbg !172
  store i64 %155, ptr %160, align 8, !dbg !172
  %161 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %158, i32 0, i32 1, !dbg !172
  store ptr %156, ptr %161, align 8, !dbg !172
  %162 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 13, !dbg !145
  %163 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %162, i32 0, i32 0, !dbg !173
  %164 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %162, i32 0, i32 1, !dbg !173
  %165 = getelementptr inbounds nuw %TSi, ptr %163, i32 0, i32 0, !dbg !173
  store i64 303, ptr %165, align 8, !dbg !173
  %166 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.9.See Other", i64 9, i1 true), !dbg !174
  %167 = extractvalue { i64, ptr } %166, 0, !dbg !174
  %168 = extractvalue { i64, ptr } %166, 1, !dbg !174
  %169 = getelementptr inbounds nuw %TSS, ptr %164, i32 0, i32 0, !dbg !174
  %170 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %169, i32 0, i32 0, !dbg !174
  %171 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %170, i32 0, i32 0, !dbg !174
  %172 = getelementptr inbounds nuw %Ts6UInt64V, ptr %171, i32 0, i32 0, !dbg !174
  store i64 %167, ptr %172, align 8, !dbg !174
  %173 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %170, i32 0, i32 1, !dbg !174
  store ptr %168, ptr %173, align 8, !dbg !174
  %174 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 14, !dbg !145
  %175 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %174, i32 0, i32 0, !dbg !175
  %176 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %174, i32 0, i32 1, !dbg !175
  %177 = getelementptr inbounds nuw %TSi, ptr %175, i32 0, i32 0, !dbg !175
  store i64 304, ptr %177, align 8, !dbg !175
  %178 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.12.Not Modified", i64 12, i1 true), !dbg !176
  %179 = extractvalue { i64, ptr } %178, 0, !dbg !176
  %180 = extractvalue { i64, ptr } %178, 1, !dbg !176
  %181 = getelementptr inbounds nuw %TSS, ptr %176, i32 0, i32 0, !dbg !176
  %182 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %181, i32 0, i32 0, !dbg !176
  %183 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %182, i32 0, i32 0, !dbg !176
  %184 = getelementptr inbounds nuw %Ts6UInt64V, ptr %183, i32 0, i32 0, !dbg !176
  store i64 %179, ptr %184, align 8, !dbg !176
  %185 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %182, i32 0, i32 1, !dbg !176
  store ptr %180, ptr %185, align 8, !dbg !176
  %186 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 15, !dbg !145
  %187 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %186, i32 0, i32 0, !dbg !177
  %188 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %186, i32 0, i32 1, !dbg !177
  %189 = getelementptr inbounds nuw %TSi, ptr %187, i32 0, i32 0, !dbg !177
  store i64 307, ptr %189, align 8, !dbg !177
  %190 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.18.Temporary Redirect", i64 18, i1 true), !dbg !178
  %191 = extractvalue { i64, ptr } %190, 0, !dbg !178
  %192 = extractvalue { i64, ptr } %190, 1, !dbg !178
  %193 = getelementptr inbounds nuw %TSS, ptr %188, i32 0, i32 0, !dbg !178
  %194 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %193, i32 0, i32 0, !dbg !178
  %195 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %194, i32 0, i32 0, !dbg !178
  %196 = getelementptr inbounds nuw %Ts6UInt64V, ptr %195, i32 0, i32 0, !dbg !178
  store i64 %191, ptr %196, align 8, !dbg !178
  %197 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %194, i32 0, i32 1, !dbg !178
  store ptr %192, ptr %197, align 8, !dbg !178
  %198 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 16, !dbg !145
  %199 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %198, i32 0, i32 0, !dbg !179
  %200 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %198, i32 0, i32 1, !dbg !179
  %201 = getelementptr inbounds nuw %TSi, ptr %199, i32 0, i32 0, !dbg !179
  store i64 308, ptr %201, align 8, !dbg !179
  %202 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.18.Permanent Redirect", i64 18, i1 true), !dbg !180
  %203 = extractvalue { i64, ptr } %202, 0, !dbg !180
  %204 = extractvalue { i64, ptr } %202, 1, !dbg !180
  %205 = getelementptr inbounds nuw %TSS, ptr %200, i32 0, i32 0, !dbg !180
  %206 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %205, i32 0, i32 0, !dbg !180
  %207 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %206, i32 0, i32 0, !dbg !180
  %208 = getelementptr inbounds nuw %Ts6UInt64V, ptr %207, i32 0, i32 0, !dbg !180
  store i64 %203, ptr %208, align 8, !dbg !180
  %209 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %206, i32 0, i32 1, !dbg !180
  store ptr %204, ptr %209, align 8, !dbg !180
  %210 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 17, !dbg !145
  %211 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %210, i32 0, i32 0, !dbg !181
  %212 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %210, i32 0, i32 1, !dbg !181
  %213 = getelementptr inbounds nuw %TSi, ptr %211, i32 0, i32 0, !dbg !181
  store i64 400, ptr %213, align 8, !dbg !181
  %214 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.11.Bad Request", i64 11, i1 true), !dbg !182
  %215 = extractvalue { i64, ptr } %214, 0, !dbg !182
  %216 = extractvalue { i64, ptr } %214, 1, !dbg !182
  %217 = getelementptr inbounds nuw %TSS, ptr %212, i32 0, i32 0, !dbg !182
  %218 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %217, i32 0, i32 0, !dbg !182
  %219 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %218, i32 0, i32 0, !dbg !182
  %220 = getelementptr inbounds nuw %Ts6UInt64V, ptr %219, i32 0, i32 0, !dbg !182
  store i64 %215, ptr %220, align 8, !dbg !182
  %221 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %218, i32 0, i32 1, !dbg !182
  store ptr %216, ptr %221, align 8, !dbg !182
  %222 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 18, !dbg !145
  %223 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %222, i32 0, i32 0, !dbg !183
  %224 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %222, i32 0, i32 1, !dbg !183
  %225 = getelementptr inbounds nuw %TSi, ptr %223, i32 0, i32 0, !dbg !183
  store i64 401, ptr %225, align 8, !dbg !183
  %226 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.12.Unauthorized, i64 12, i1 true), !dbg !184
  %227 = extractvalue { i64, ptr } %226, 0, !dbg !184
  %228 = extractvalue { i64, ptr } %226, 1, !dbg !184
  %229 = getelementptr inbounds nuw %TSS, ptr %224, i32 0, i32 0, !dbg !184
  %230 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %229, i32 0, i32 0, !dbg !184
  %231 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %230, i32 0, i32 0, !dbg !184
  %232 = getelementptr inbounds nuw %Ts6UInt64V, ptr %231, i32 0, i32 0, !dbg !184
  store i64 %227, ptr %232, align 8, !dbg !184
  %233 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %230, i32 0, i32 1, !dbg !184
  store ptr %228, ptr %233, align 8, !dbg !184
  %234 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 19, !dbg !145
  %235 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %234, i32 0, i32 0, !dbg !185
  %236 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %234, i32 0, i32 1, !dbg !185
  %237 = getelementptr inbounds nuw %TSi, ptr %235, i32 0, i32 0, !dbg !185
  store i64 402, ptr %237, align 8, !dbg !185
  %238 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.16.Payment Required", i64 16, i1 true), !dbg !186
  %239 = extractvalue { i64, ptr } %238, 0, !dbg !186
  %240 = extractvalue { i64, ptr } %238, 1, !dbg !186
  %241 = getelementptr inbounds nuw %TSS, ptr %236, i32 0, i32 0, !dbg !186
  %242 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %241, i32 0, i32 0, !dbg !186
  %243 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %242, i32 0, i32 0, !dbg !186
  %244 = getelementptr inbounds nuw %Ts6UInt64V, ptr %243, i32 0, i32 0, !dbg !186
  store i64 %239, ptr %244, align 8, !dbg !186
  %245 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %242, i32 0, i32 1, !dbg !186
  store ptr %240, ptr %245, align 8, !dbg !186
  %246 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 20, !dbg !145
  %247 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %246, i32 0, i32 0, !dbg !187
  %248 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %246, i32 0, i32 1, !dbg !187
  %249 = getelementptr inbounds nuw %TSi, ptr %247, i32 0, i32 0, !dbg !187
  store i64 403, ptr %249, align 8, !dbg !187
  %250 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.9.Forbidden, i64 9, i1 true), !dbg !188
  %251 = extractvalue { i64, ptr } %250, 0, !dbg !188
  %252 = extractvalue { i64, ptr } %250, 1, !dbg !188
  %253 = getelementptr inbounds nuw %TSS, ptr %248, i32 0, i32 0, !dbg !188
  %254 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %253, i32 0, i32 0, !dbg !188
  %255 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %254, i32 0, i32 0, !dbg !188
  %256 = getelementptr inbounds nuw %Ts6UInt64V, ptr %255, i32 0, i32 0, !dbg !188
  store i64 %251, ptr %256, align 8, !dbg !188
  %257 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %254, i32 0, i32 1, !dbg !188
  store ptr %252, ptr %257, align 8, !dbg !188
  %258 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 21, !dbg !145
  %259 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %258, i32 0, i32 0, !dbg !189
  %260 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %258, i32 0, i32 1, !dbg !189
  %261 = getelementptr inbounds nuw %TSi, ptr %259, i32 0, i32 0, !dbg !189
  store i64 404, ptr %261, align 8, !dbg !189
  %262 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.9.Not Found", i64 9, i1 true), !dbg !190
  %263 = extractvalue { i64, ptr } %262, 0, !dbg !190
  %264 = extractvalue { i64, ptr } %262, 1, !dbg !190
  %265 = getelementptr inbounds nuw %TSS, ptr %260, i32 0, i32 0, !dbg !190
  %266 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %265, i32 0, i32 0, !dbg !190
  %267 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %266, i32 0, i32 0, !dbg !190
  %268 = getelementptr inbounds nuw %Ts6UInt64V, ptr %267, i32 0, i32 0, !dbg !190
  store i64 %263, ptr %268, align 8, !dbg !190
  %269 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %266, i32 0, i32 1, !dbg !190
  store ptr %264, ptr %269, align 8, !dbg !190
  %270 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 22, !dbg !145
  %271 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %270, i32 0, i32 0, !dbg !191
  %272 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %270, i32 0, i32 1, !dbg !191
  %273 = getelementptr inbounds nuw %TSi, ptr %271, i32 0, i32 0, !dbg !191
  store i64 405, ptr %273, align 8, !dbg !191
  %274 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.18.Method Not Allowed", i64 18, i1 true), !dbg !192
  %275 = extractvalue { i64, ptr } %274, 0, !dbg !192
  %276 = extractvalue { i64, ptr } %274, 1, !dbg !192
  %277 = getelementptr inbounds nuw %TSS, ptr %272, i32 0, i32 0, !dbg !192
  %278 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %277, i32 0, i32 0, !dbg !192
  %279 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %278, i32 0, i32 0, !dbg !192
  %280 = getelementptr inbounds nuw %Ts6UInt64V, ptr %279, i32 0, i32 0, !dbg !192
  store i64 %275, ptr %280, align 8, !dbg !192
  %281 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %278, i32 0, i32 1, !dbg !192
  store ptr %276, ptr %281, align 8, !dbg !192
  %282 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 23, !dbg !145
  %283 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %282, i32 0, i32 0, !dbg !193
  %284 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %282, i32 0, i32 1, !dbg !193
  %285 = getelementptr inbounds nuw %TSi, ptr %283, i32 0, i32 0, !dbg !193
  store i64 406, ptr %285, align 8, !dbg !193
  %286 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.14.Not Acceptable", i64 14, i1 true), !dbg !194
  %287 = extractvalue { i64, ptr } %286, 0, !dbg !194
  %288 = extractvalue { i64, ptr } %286, 1, !dbg !194
  %289 = getelementptr inbounds nuw %TSS, ptr %284, i32 0, i32 0, !dbg !194
  %290 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %289, i32 0, i32 0, !dbg !194
  %291 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %290, i32 0, i32 0, !dbg !194
  %292 = getelementptr inbounds nuw %Ts6UInt64V, ptr %291, i32 0, i32 0, !dbg !194
  store i64 %287, ptr %292, align 8, !dbg !194
  %293 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %290, i32 0, i32 1, !dbg !194
  store ptr %288, ptr %293, align 8, !dbg !194
  %294 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 24, !dbg !145
  %295 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %294, i32 0, i32 0, !dbg !195
  %296 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %294, i32 0, i32 1, !dbg !195
  %297 = getelementptr inbounds nuw %TSi, ptr %295, i32 0, i32 0, !dbg !195
  store i64 407, ptr %297, align 8, !dbg !195
  %298 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.29.Proxy Authentication Required", i64 29, i1 true), !dbg !196
  %299 = extractvalue { i64, ptr } %298, 0, !dbg !196
  %300 = extractvalue { i64, ptr } %298, 1, !dbg !196
  %301 = getelementptr inbounds nuw %TSS, ptr %296, i32 0, i32 0, !dbg !196
  %302 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %301, i32 0, i32 0, !dbg !196
  %303 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %302, i32 0, i32 0, !dbg !196
  %304 = getelementptr inbounds nuw %Ts6UInt64V, ptr %303, i32 0, i32 0, !dbg !196
  store i64 %299, ptr %304, align 8, !dbg !196
  %305 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %302, i32 0, i32 1, !dbg !196
  store ptr %300, ptr %305, align 8, !dbg !196
  %306 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 25, !dbg !145
  %307 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %306, i32 0, i32 0, !dbg !197
  %308 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %306, i32 0, i32 1, !dbg !197
  %309 = getelementptr inbounds nuw %TSi, ptr %307, i32 0, i32 0, !dbg !197
  store i64 408, ptr %309, align 8, !dbg !197
  %310 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.15.Request Timeout", i64 15, i1 true), !dbg !198
  %311 = extractvalue { i64, ptr } %310, 0, !dbg !198
  %312 = extractvalue { i64, ptr } %310, 1, !dbg !198
  %313 = getelementptr inbounds nuw %TSS, ptr %308, i32 0, i32 0, !dbg !198
  %314 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %313, i32 0, i32 0, !dbg !198
  %315 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %314, i32 0, i32 0, !dbg !198
  %316 = getelementptr inbounds nuw %Ts6UInt64V, ptr %315, i32 0, i32 0, !dbg !198
  store i64 %311, ptr %316, align 8, !dbg !198
  %317 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %314, i32 0, i32 1, !dbg !198
  store ptr %312, ptr %317, align 8, !dbg !198
  %318 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 26, !dbg !145
  %319 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %318, i32 0, i32 0, !dbg !199
  %320 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %318, i32 0, i32 1, !dbg !199
  %321 = getelementptr inbounds nuw %TSi, ptr %319, i32 0, i32 0, !dbg !199
  store i64 409, ptr %321, align 8, !dbg !199
  %322 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.8.Conflict, i64 8, i1 true), !dbg !200
  %323 = extractvalue { i64, ptr } %322, 0, !dbg !200
  %324 = extractvalue { i64, ptr } %322, 1, !dbg !200
  %325 = getelementptr inbounds nuw %TSS, ptr %320, i32 0, i32 0, !dbg !200
  %326 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %325, i32 0, i32 0, !dbg !200
  %327 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %326, i32 0, i32 0, !dbg !200
  %328 = getelementptr inbounds nuw %Ts6UInt64V, ptr %327, i32 0, i32 0, !dbg !200
  store i64 %323, ptr %328, align 8, !dbg !200
  %329 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %326, i32 0, i32 1, !dbg !200
  store ptr %324, ptr %329, align 8, !dbg !200
  %330 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 27, !dbg !145
  %331 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %330, i32 0, i32 0, !dbg !201
  %332 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %330, i32 0, i32 1, !dbg !201
  %333 = getelementptr inbounds nuw %TSi, ptr %331, i32 0, i32 0, !dbg !201
  store i64 410, ptr %333, align 8, !dbg !201
  %334 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.4.Gone, i64 4, i1 true), !dbg !202
  %335 = extractvalue { i64, ptr } %334, 0, !dbg !202
  %336 = extractvalue { i64, ptr } %334, 1, !dbg !202
  %337 = getelementptr inbounds nuw %TSS, ptr %332, i32 0, i32 0, !dbg !202
  %338 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %337, i32 0, i32 0, !dbg !202
  %339 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %338, i32 0, i32 0, !dbg !202
  %340 = getelementptr inbounds nuw %Ts6UInt64V, ptr %339, i32 0, i32 0, !dbg !202
  store i64 %335, ptr %340, align 8, !dbg !202
  %341 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %338, i32 0, i32 1, !dbg !202
  store ptr %336, ptr %341, align 8, !dbg !202
  %342 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 28, !dbg !145
  %343 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %342, i32 0, i32 0, !dbg !203
  %344 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %342, i32 0, i32 1, !dbg !203
  %345 = getelementptr inbounds nuw %TSi, ptr %343, i32 0, i32 0, !dbg !203
  store i64 411, ptr %345, align 8, !dbg !203
  %346 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.15.Length Required", i64 15, i1 true), !dbg !204
  %347 = extractvalue { i64, ptr } %346, 0, !dbg !204
  %348 = extractvalue { i64, ptr } %346, 1, !dbg !204
  %349 = getelementptr inbounds nuw %TSS, ptr %344, i32 0, i32 0, !dbg !204
  %350 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %349, i32 0, i32 0, !dbg !204
  %351 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %350, i32 0, i32 0, !dbg !204
  %352 = getelementptr inbounds nuw %Ts6UInt64V, ptr %351, i32 0, i32 0, !dbg !204
  store i64 %347, ptr %352, align 8, !dbg !204
  %353 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %350, i32 0, i32 1, !dbg !204
  store ptr %348, ptr %353, align 8, !dbg !204
  %354 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 29, !dbg !145
  %355 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %354, i32 0, i32 0, !dbg !205
  %356 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %354, i32 0, i32 1, !dbg !205
  %357 = getelementptr inbounds nuw %TSi, ptr %355, i32 0, i32 0, !dbg !205
  store i64 412, ptr %357, align 8, !dbg !205
  %358 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.19.Precondition Failed", i64 19, i1 true), !dbg !206
  %359 = extractvalue { i64, ptr } %358, 0, !dbg !206
  %360 = extractvalue { i64, ptr } %358, 1, !dbg !206
  %361 = getelementptr inbounds nuw %TSS, ptr %356, i32 0, i32 0, !dbg !206
  %362 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %361, i32 0, i32 0, !dbg !206
  %363 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %362, i32 0, i32 0, !dbg !206
  %364 = getelementptr inbounds nuw %Ts6UInt64V, ptr %363, i32 0, i32 0, !dbg !206
  store i64 %359, ptr %364, align 8, !dbg !206
  %365 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %362, i32 0, i32 1, !dbg !206
  store ptr %360, ptr %365, align 8, !dbg !206
  %366 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 30, !dbg !145
  %367 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %366, i32 0, i32 0, !dbg !207
  %368 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %366, i32 0, i32 1, !dbg !207
  %369 = getelementptr inbounds nuw %TSi, ptr %367, i32 0, i32 0, !dbg !207
  store i64 413, ptr %369, align 8, !dbg !207
  %370 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.17.Content Too Large", i64 17, i1 true), !dbg !208
  %371 = extractvalue { i64, ptr } %370, 0, !dbg !208
  %372 = extractvalue { i64, ptr } %370, 1, !dbg !208
  %373 = getelementptr inbounds nuw %TSS, ptr %368, i32 0, i32 0, !dbg !208
  %374 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %373, i32 0, i32 0, !dbg !208
  %375 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %374, i32 0, i32 0, !dbg !208
  %376 = getelementptr inbounds nuw %Ts6UInt64V, ptr %375, i32 0, i32 0, !dbg !208
  store i64 %371, ptr %376, align 8, !dbg !208
  %377 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %374, i32 0, i32 1, !dbg !208
  store ptr %372, ptr %377, align 8, !dbg !208
  %378 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 31, !dbg !145
  %379 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %378, i32 0, i32 0, !dbg !209
  %380 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %378, i32 0, i32 1, !dbg !209
  %381 = getelementptr inbounds nuw %TSi, ptr %379, i32 0, i32 0, !dbg !209
  store i64 414, ptr %381, align 8, !dbg !209
  %382 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.12.URI Too Long", i64 12, i1 true), !dbg !210
  %383 = extractvalue { i64, ptr } %382, 0, !dbg !210
  %384 = extractvalue { i64, ptr } %382, 1, !dbg !210
  %385 = getelementptr inbounds nuw %TSS, ptr %380, i32 0, i32 0, !dbg !210
  %386 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %385, i32 0, i32 0, !dbg !210
  %387 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %386, i32 0, i32 0, !dbg !210
  %388 = getelementptr inbounds nuw %Ts6UInt64V, ptr %387, i32 0, i32 0, !dbg !210
  store i64 %383, ptr %388, align 8, !dbg !210
  %389 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %386, i32 0, i32 1, !dbg !210
  store ptr %384, ptr %389, align 8, !dbg !210
  %390 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 32, !dbg !145
  %391 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %390, i32 0, i32 0, !dbg !211
  %392 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %390, i32 0, i32 1, !dbg !211
  %393 = getelementptr inbounds nuw %TSi, ptr %391, i32 0, i32 0, !dbg !211
  store i64 415, ptr %393, align 8, !dbg !211
  %394 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.22.Unsupported Media Type", i64 22, i1 true), !dbg !212
  %395 = extractvalue { i64, ptr } %394, 0, !dbg !212
  %396 = extractvalue { i64, ptr } %394, 1, !dbg !212
  %397 = getelementptr inbounds nuw %TSS, ptr %392, i32 0, i32 0, !dbg !212
  %398 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %397, i32 0, i32 0, !dbg !212
  %399 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %398, i32 0, i32 0, !dbg !212
  %400 = getelementptr inbounds nuw %Ts6UInt64V, ptr %399, i32 0, i32 0, !dbg !212
  store i64 %395, ptr %400, align 8, !dbg !212
  %401 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %398, i32 0, i32 1, !dbg !212
  store ptr %396, ptr %401, align 8, !dbg !212
  %402 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 33, !dbg !145
  %403 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %402, i32 0, i32 0, !dbg !213
  %404 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %402, i32 0, i32 1, !dbg !213
  %405 = getelementptr inbounds nuw %TSi, ptr %403, i32 0, i32 0, !dbg !213
  store i64 416, ptr %405, align 8, !dbg !213
  %406 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.21.Range Not Satisfiable", i64 21, i1 true), !dbg !214
  %407 = extractvalue { i64, ptr } %406, 0, !dbg !214
  %408 = extractvalue { i64, ptr } %406, 1, !dbg !214
  %409 = getelementptr inbounds nuw %TSS, ptr %404, i32 0, i32 0, !dbg !214
  %410 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %409, i32 0, i32 0, !dbg !214
  %411 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %410, i32 0, i32 0, !dbg !214
  %412 = getelementptr inbounds nuw %Ts6UInt64V, ptr %411, i32 0, i32 0, !dbg !214
  store i64 %407, ptr %412, align 8, !dbg !214
  %413 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %410, i32 0, i32 1, !dbg !214
  store ptr %408, ptr %413, align 8, !dbg !214
  %414 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 34, !dbg !145
  %415 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %414, i32 0, i32 0, !dbg !215
  %416 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %414, i32 0, i32 1, !dbg !215
  %417 = getelementptr inbounds nuw %TSi, ptr %415, i32 0, i32 0, !dbg !215
  store i64 417, ptr %417, align 8, !dbg !215
  %418 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.18.Expectation Failed", i64 18, i1 true), !dbg !216
  %419 = extractvalue { i64, ptr } %418, 0, !dbg !216
  %420 = extractvalue { i64, ptr } %418, 1, !dbg !216
  %421 = getelementptr inbounds nuw %TSS, ptr %416, i32 0, i32 0, !dbg !216
  %422 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %421, i32 0, i32 0, !dbg !216
  %423 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %422, i32 0, i32 0, !dbg !216
  %424 = getelementptr inbounds nuw %Ts6UInt64V, ptr %423, i32 0, i32 0, !dbg !216
  store i64 %419, ptr %424, align 8, !dbg !216
  %425 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %422, i32 0, i32 1, !dbg !216
  store ptr %420, ptr %425, align 8, !dbg !216
  %426 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 35, !dbg !145
  %427 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %426, i32 0, i32 0, !dbg !217
  %428 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %426, i32 0, i32 1, !dbg !217
  %429 = getelementptr inbounds nuw %TSi, ptr %427, i32 0, i32 0, !dbg !217
  store i64 421, ptr %429, align 8, !dbg !217
  %430 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.19.Misdirected Request", i64 19, i1 true), !dbg !218
  %431 = extractvalue { i64, ptr } %430, 0, !dbg !218
  %432 = extractvalue { i64, ptr } %430, 1, !dbg !218
  %433 = getelementptr inbounds nuw %TSS, ptr %428, i32 0, i32 0, !dbg !218
  %434 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %433, i32 0, i32 0, !dbg !218
  %435 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %434, i32 0, i32 0, !dbg !218
  %436 = getelementptr inbounds nuw %Ts6UInt64V, ptr %435, i32 0, i32 0, !dbg !218
  store i64 %431, ptr %436, align 8, !dbg !218
  %437 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %434, i32 0, i32 1, !dbg !218
  store ptr %432, ptr %437, align 8, !dbg !218
  %438 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 36, !dbg !145
  %439 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %438, i32 0, i32 0, !dbg !219
  %440 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %438, i32 0, i32 1, !dbg !219
  %441 = getelementptr inbounds nuw %TSi, ptr %439, i32 0, i32 0, !dbg !219
  store i64 422, ptr %441, align 8, !dbg !219
  %442 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.21.Unprocessable Content", i64 21, i1 true), !dbg !220
  %443 = extractvalue { i64, ptr } %442, 0, !dbg !220
  %444 = extractvalue { i64, ptr } %442, 1, !dbg !220
  %445 = getelementptr inbounds nuw %TSS, ptr %440, i32 0, i32 0, !dbg !220
  %446 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %445, i32 0, i32 0, !dbg !220
  %447 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %446, i32 0, i32 0, !dbg !220
  %448 = getelementptr inbounds nuw %Ts6UInt64V, ptr %447, i32 0, i32 0, !dbg !220
  store i64 %443, ptr %448, align 8, !dbg !220
  %449 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %446, i32 0, i32 1, !dbg !220
  store ptr %444, ptr %449, align 8, !dbg !220
  %450 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 37, !dbg !145
  %451 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %450, i32 0, i32 0, !dbg !221
  %452 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %450, i32 0, i32 1, !dbg !221
  %453 = getelementptr inbounds nuw %TSi, ptr %451, i32 0, i32 0, !dbg !221
  store i64 423, ptr %453, align 8, !dbg !221
  %454 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.6.Locked, i64 6, i1 true), !dbg !222
  %455 = extractvalue { i64, ptr } %454, 0, !dbg !222
  %456 = extractvalue { i64, ptr } %454, 1, !dbg !222
  %457 = getelementptr inbounds nuw %TSS, ptr %452, i32 0, i32 0, !dbg !222
  %458 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %457, i32 0, i32 0, !dbg !222
  %459 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %458, i32 0, i32 0, !dbg !222
  %460 = getelementptr inbounds nuw %Ts6UInt64V, ptr %459, i32 0, i32 0, !dbg !222
  store i64 %455, ptr %460, align 8, !dbg !222
  %461 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %458, i32 0, i32 1, !dbg !222
  store ptr %456, ptr %461, align 8, !dbg !222
  %462 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 38, !dbg !145
  %463 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %462, i32 0, i32 0, !dbg !223
  %464 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %462, i32 0, i32 1, !dbg !223
  %465 = getelementptr inbounds nuw %TSi, ptr %463, i32 0, i32 0, !dbg !223
  store i64 424, ptr %465, align 8, !dbg !223
  %466 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.17.Failed Dependency", i64 17, i1 true), !dbg !224
  %467 = extractvalue { i64, ptr } %466, 0, !dbg !224
  %468 = extractvalue { i64, ptr } %466, 1, !dbg !224
  %469 = getelementptr inbounds nuw %TSS, ptr %464, i32 0, i32 0, !dbg !224
  %470 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %469, i32 0, i32 0, !dbg !224
  %471 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %470, i32 0, i32 0, !dbg !224
  %472 = getelementptr inbounds nuw %Ts6UInt64V, ptr %471, i32 0, i32 0, !dbg !224
  store i64 %467, ptr %472, align 8, !dbg !224
  %473 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %470, i32 0, i32 1, !dbg !224
  store ptr %468, ptr %473, align 8, !dbg !224
  %474 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 39, !dbg !145
  %475 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %474, i32 0, i32 0, !dbg !225
  %476 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %474, i32 0, i32 1, !dbg !225
  %477 = getelementptr inbounds nuw %TSi, ptr %475, i32 0, i32 0, !dbg !225
  store i64 425, ptr %477, align 8, !dbg !225
  %478 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.9.Too Early", i64 9, i1 true), !dbg !226
  %479 = extractvalue { i64, ptr } %478, 0, !dbg !226
  %480 = extractvalue { i64, ptr } %478, 1, !dbg !226
  %481 = getelementptr inbounds nuw %TSS, ptr %476, i32 0, i32 0, !dbg !226
  %482 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %481, i32 0, i32 0, !dbg !226
  %483 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %482, i32 0, i32 0, !dbg !226
  %484 = getelementptr inbounds nuw %Ts6UInt64V, ptr %483, i32 0, i32 0, !dbg !226
  store i64 %479, ptr %484, align 8, !dbg !226
  %485 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %482, i32 0, i32 1, !dbg !226
  store ptr %480, ptr %485, align 8, !dbg !226
  %486 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 40, !dbg !145
  %487 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %486, i32 0, i32 0, !dbg !227
  %488 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %486, i32 0, i32 1, !dbg !227
  %489 = getelementptr inbounds nuw %TSi, ptr %487, i32 0, i32 0, !dbg !227
  store i64 426, ptr %489, align 8, !dbg !227
  %490 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.16.Upgrade Required", i64 16, i1 true), !dbg !228
  %491 = extractvalue { i64, ptr } %490, 0, !dbg !228
  %492 = extractvalue { i64, ptr } %490, 1, !dbg !228
  %493 = getelementptr inbounds nuw %TSS, ptr %488, i32 0, i32 0, !dbg !228
  %494 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %493, i32 0, i32 0, !dbg !228
  %495 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %494, i32 0, i32 0, !dbg !228
  %496 = getelementptr inbounds nuw %Ts6UInt64V, ptr %495, i32 0, i32 0, !dbg !228
  store i64 %491, ptr %496, align 8, !dbg !228
  %497 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %494, i32 0, i32 1, !dbg !228
  store ptr %492, ptr %497, align 8, !dbg !228
  %498 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 41, !dbg !145
  %499 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %498, i32 0, i32 0, !dbg !229
  %500 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %498, i32 0, i32 1, !dbg !229
  %501 = getelementptr inbounds nuw %TSi, ptr %499, i32 0, i32 0, !dbg !229
  store i64 428, ptr %501, align 8, !dbg !229
  %502 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.21.Precondition Required", i64 21, i1 true), !dbg !230
  %503 = extractvalue { i64, ptr } %502, 0, !dbg !230
  %504 = extractvalue { i64, ptr } %502, 1, !dbg !230
  %505 = getelementptr inbounds nuw %TSS, ptr %500, i32 0, i32 0, !dbg !230
  %506 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %505, i32 0, i32 0, !dbg !230
  %507 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %506, i32 0, i32 0, !dbg !230
  %508 = getelementptr inbounds nuw %Ts6UInt64V, ptr %507, i32 0, i32 0, !dbg !230
  store i64 %503, ptr %508, align 8, !dbg !230
  %509 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %506, i32 0, i32 1, !dbg !230
  store ptr %504, ptr %509, align 8, !dbg !230
  %510 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 42, !dbg !145
  %511 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %510, i32 0, i32 0, !dbg !231
  %512 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %510, i32 0, i32 1, !dbg !231
  %513 = getelementptr inbounds nuw %TSi, ptr %511, i32 0, i32 0, !dbg !231
  store i64 429, ptr %513, align 8, !dbg !231
  %514 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.17.Too Many Requests", i64 17, i1 true), !dbg !232
  %515 = extractvalue { i64, ptr } %514, 0, !dbg !232
  %516 = extractvalue { i64, ptr } %514, 1, !dbg !232
  %517 = getelementptr inbounds nuw %TSS, ptr %512, i32 0, i32 0, !dbg !232
  %518 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %517, i32 0, i32 0, !dbg !232
  %519 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %518, i32 0, i32 0, !dbg !232
  %520 = getelementptr inbounds nuw %Ts6UInt64V, ptr %519, i32 0, i32 0, !dbg !232
  store i64 %515, ptr %520, align 8, !dbg !232
  %521 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %518, i32 0, i32 1, !dbg !232
  store ptr %516, ptr %521, align 8, !dbg !232
  %522 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 43, !dbg !145
  %523 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %522, i32 0, i32 0, !dbg !233
  %524 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %522, i32 0, i32 1, !dbg !233
  %525 = getelementptr inbounds nuw %TSi, ptr %523, i32 0, i32 0, !dbg !233
  store i64 431, ptr %525, align 8, !dbg !233
  %526 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.31.Request Header Fields Too Large", i64 31, i1 true), !dbg !234
  %527 = extractvalue { i64, ptr } %526, 0, !dbg !234
  %528 = extractvalue { i64, ptr } %526, 1, !dbg !234
  %529 = getelementptr inbounds nuw %TSS, ptr %524, i32 0, i32 0, !dbg !234
  %530 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %529, i32 0, i32 0, !dbg !234
  %531 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %530, i32 0, i32 0, !dbg !234
  %532 = getelementptr inbounds nuw %Ts6UInt64V, ptr %531, i32 0, i32 0, !dbg !234
  store i64 %527, ptr %532, align 8, !dbg !234
  %533 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %530, i32 0, i32 1, !dbg !234
  store ptr %528, ptr %533, align 8, !dbg !234
  %534 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 44, !dbg !145
  %535 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %534, i32 0, i32 0, !dbg !235
  %536 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %534, i32 0, i32 1, !dbg !235
  %537 = getelementptr inbounds nuw %TSi, ptr %535, i32 0, i32 0, !dbg !235
  store i64 451, ptr %537, align 8, !dbg !235
  %538 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.29.Unavailable For Legal Reasons", i64 29, i1 true), !dbg !236
  %539 = extractvalue { i64, ptr } %538, 0, !dbg !236
  %540 = extractvalue { i64, ptr } %538, 1, !dbg !236
  %541 = getelementptr inbounds nuw %TSS, ptr %536, i32 0, i32 0, !dbg !236
  %542 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %541, i32 0, i32 0, !dbg !236
  %543 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %542, i32 0, i32 0, !dbg !236
  %544 = getelementptr inbounds nuw %Ts6UInt64V, ptr %543, i32 0, i32 0, !dbg !236
  store i64 %539, ptr %544, align 8, !dbg !236
  %545 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %542, i32 0, i32 1, !dbg !236
  store ptr %540, ptr %545, align 8, !dbg !236
  %546 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 45, !dbg !145
  %547 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %546, i32 0, i32 0, !dbg !237
  %548 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %546, i32 0, i32 1, !dbg !237
  %549 = getelementptr inbounds nuw %TSi, ptr %547, i32 0, i32 0, !dbg !237
  store i64 500, ptr %549, align 8, !dbg !237
  %550 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.21.Internal Server Error", i64 21, i1 true), !dbg !238
  %551 = extractvalue { i64, ptr } %550, 0, !dbg !238
  %552 = extractvalue { i64, ptr } %550, 1, !dbg !238
  %553 = getelementptr inbounds nuw %TSS, ptr %548, i32 0, i32 0, !dbg !238
  %554 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %553, i32 0, i32 0, !dbg !238
  %555 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %554, i32 0, i32 0, !dbg !238
  %556 = getelementptr inbounds nuw %Ts6UInt64V, ptr %555, i32 0, i32 0, !dbg !238
  store i64 %551, ptr %556, align 8, !dbg !238
  %557 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %554, i32 0, i32 1, !dbg !238
  store ptr %552, ptr %557, align 8, !dbg !238
  %558 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 46, !dbg !145
  %559 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %558, i32 0, i32 0, !dbg !239
  %560 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %558, i32 0, i32 1, !dbg !239
  %561 = getelementptr inbounds nuw %TSi, ptr %559, i32 0, i32 0, !dbg !239
  store i64 501, ptr %561, align 8, !dbg !239
  %562 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.15.Not Implemented", i64 15, i1 true), !dbg !240
  %563 = extractvalue { i64, ptr } %562, 0, !dbg !240
  %564 = extractvalue { i64, ptr } %562, 1, !dbg !240
  %565 = getelementptr inbounds nuw %TSS, ptr %560, i32 0, i32 0, !dbg !240
  %566 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %565, i32 0, i32 0, !dbg !240
  %567 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %566, i32 0, i32 0, !dbg !240
  %568 = getelementptr inbounds nuw %Ts6UInt64V, ptr %567, i32 0, i32 0, !dbg !240
  store i64 %563, ptr %568, align 8, !dbg !240
  %569 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %566, i32 0, i32 1, !dbg !240
  store ptr %564, ptr %569, align 8, !dbg !240
  %570 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 47, !dbg !145
  %571 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %570, i32 0, i32 0, !dbg !241
  %572 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %570, i32 0, i32 1, !dbg !241
  %573 = getelementptr inbounds nuw %TSi, ptr %571, i32 0, i32 0, !dbg !241
  store i64 502, ptr %573, align 8, !dbg !241
  %574 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.11.Bad Gateway", i64 11, i1 true), !dbg !242
  %575 = extractvalue { i64, ptr } %574, 0, !dbg !242
  %576 = extractvalue { i64, ptr } %574, 1, !dbg !242
  %577 = getelementptr inbounds nuw %TSS, ptr %572, i32 0, i32 0, !dbg !242
  %578 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %577, i32 0, i32 0, !dbg !242
  %579 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %578, i32 0, i32 0, !dbg !242
  %580 = getelementptr inbounds nuw %Ts6UInt64V, ptr %579, i32 0, i32 0, !dbg !242
  store i64 %575, ptr %580, align 8, !dbg !242
  %581 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %578, i32 0, i32 1, !dbg !242
  store ptr %576, ptr %581, align 8, !dbg !242
  %582 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 48, !dbg !145
  %583 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %582, i32 0, i32 0, !dbg !243
  %584 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %582, i32 0, i32 1, !dbg !243
  %585 = getelementptr inbounds nuw %TSi, ptr %583, i32 0, i32 0, !dbg !243
  store i64 503, ptr %585, align 8, !dbg !243
  %586 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.19.Service Unavailable", i64 19, i1 true), !dbg !244
  %587 = extractvalue { i64, ptr } %586, 0, !dbg !244
  %588 = extractvalue { i64, ptr } %586, 1, !dbg !244
  %589 = getelementptr inbounds nuw %TSS, ptr %584, i32 0, i32 0, !dbg !244
  %590 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %589, i32 0, i32 0, !dbg !244
  %591 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %590, i32 0, i32 0, !dbg !244
  %592 = getelementptr inbounds nuw %Ts6UInt64V, ptr %591, i32 0, i32 0, !dbg !244
  store i64 %587, ptr %592, align 8, !dbg !244
  %593 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %590, i32 0, i32 1, !dbg !244
  store ptr %588, ptr %593, align 8, !dbg !244
  %594 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 49, !dbg !145
  %595 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %594, i32 0, i32 0, !dbg !245
  %596 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %594, i32 0, i32 1, !dbg !245
  %597 = getelementptr inbounds nuw %TSi, ptr %595, i32 0, i32 0, !dbg !245
  store i64 504, ptr %597, align 8, !dbg !245
  %598 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.15.Gateway Timeout", i64 15, i1 true), !dbg !246
  %599 = extractvalue { i64, ptr } %598, 0, !dbg !246
  %600 = extractvalue { i64, ptr } %598, 1, !dbg !246
  %601 = getelementptr inbounds nuw %TSS, ptr %596, i32 0, i32 0, !dbg !246
  %602 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %601, i32 0, i32 0, !dbg !246
  %603 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %602, i32 0, i32 0, !dbg !246
  %604 = getelementptr inbounds nuw %Ts6UInt64V, ptr %603, i32 0, i32 0, !dbg !246
  store i64 %599, ptr %604, align 8, !dbg !246
  %605 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %602, i32 0, i32 1, !dbg !246
  store ptr %600, ptr %605, align 8, !dbg !246
  %606 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 50, !dbg !145
  %607 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %606, i32 0, i32 0, !dbg !247
  %608 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %606, i32 0, i32 1, !dbg !247
  %609 = getelementptr inbounds nuw %TSi, ptr %607, i32 0, i32 0, !dbg !247
  store i64 505, ptr %609, align 8, !dbg !247
  %610 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.26.HTTP Version Not Supported", i64 26, i1 true), !dbg !248
  %611 = extractvalue { i64, ptr } %610, 0, !dbg !248
  %612 = extractvalue { i64, ptr } %610, 1, !dbg !248
  %613 = getelementptr inbounds nuw %TSS, ptr %608, i32 0, i32 0, !dbg !248
  %614 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %613, i32 0, i32 0, !dbg !248
  %615 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %614, i32 0, i32 0, !dbg !248
  %616 = getelementptr inbounds nuw %Ts6UInt64V, ptr %615, i32 0, i32 0, !dbg !248
  store i64 %611, ptr %616, align 8, !dbg !248
  %617 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %614, i32 0, i32 1, !dbg !248
  store ptr %612, ptr %617, align 8, !dbg !248
  %618 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 51, !dbg !145
  %619 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %618, i32 0, i32 0, !dbg !249
  %620 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %618, i32 0, i32 1, !dbg !249
  %621 = getelementptr inbounds nuw %TSi, ptr %619, i32 0, i32 0, !dbg !249
  store i64 507, ptr %621, align 8, !dbg !249
  %622 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.20.Insufficient Storage", i64 20, i1 true), !dbg !250
  %623 = extractvalue { i64, ptr } %622, 0, !dbg !250
  %624 = extractvalue { i64, ptr } %622, 1, !dbg !250
  %625 = getelementptr inbounds nuw %TSS, ptr %620, i32 0, i32 0, !dbg !250
  %626 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %625, i32 0, i32 0, !dbg !250
  %627 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %626, i32 0, i32 0, !dbg !250
  %628 = getelementptr inbounds nuw %Ts6UInt64V, ptr %627, i32 0, i32 0, !dbg !250
  store i64 %623, ptr %628, align 8, !dbg !250
  %629 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %626, i32 0, i32 1, !dbg !250
  store ptr %624, ptr %629, align 8, !dbg !250
  %630 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 52, !dbg !145
  %631 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %630, i32 0, i32 0, !dbg !251
  %632 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %630, i32 0, i32 1, !dbg !251
  %633 = getelementptr inbounds nuw %TSi, ptr %631, i32 0, i32 0, !dbg !251
  store i64 508, ptr %633, align 8, !dbg !251
  %634 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.13.Loop Detected", i64 13, i1 true), !dbg !252
  %635 = extractvalue { i64, ptr } %634, 0, !dbg !252
  %636 = extractvalue { i64, ptr } %634, 1, !dbg !252
  %637 = getelementptr inbounds nuw %TSS, ptr %632, i32 0, i32 0, !dbg !252
  %638 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %637, i32 0, i32 0, !dbg !252
  %639 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %638, i32 0, i32 0, !dbg !252
  %640 = getelementptr inbounds nuw %Ts6UInt64V, ptr %639, i32 0, i32 0, !dbg !252
  store i64 %635, ptr %640, align 8, !dbg !252
  %641 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %638, i32 0, i32 1, !dbg !252
  store ptr %636, ptr %641, align 8, !dbg !252
  %642 = getelementptr inbounds <{ %TSi, %TSS }>, ptr %6, i64 53, !dbg !145
  %643 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %642, i32 0, i32 0, !dbg !253
  %644 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %642, i32 0, i32 1, !dbg !253
  %645 = getelementptr inbounds nuw %TSi, ptr %643, i32 0, i32 0, !dbg !253
  store i64 511, ptr %645, align 8, !dbg !253
  %646 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.31.Network Authentication Required", i64 31, i1 true), !dbg !254
  %647 = extractvalue { i64, ptr } %646, 0, !dbg !254
  %648 = extractvalue { i64, ptr } %646, 1, !dbg !254
  %649 = getelementptr inbounds nuw %TSS, ptr %644, i32 0, i32 0, !dbg !254
  %650 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %649, i32 0, i32 0, !dbg !254
  %651 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %650, i32 0, i32 0, !dbg !254
  %652 = getelementptr inbounds nuw %Ts6UInt64V, ptr %651, i32 0, i32 0, !dbg !254
  store i64 %647, ptr %652, align 8, !dbg !254
  %653 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %650, i32 0, i32 1, !dbg !254
  store ptr %648, ptr %653, align 8, !dbg !254
  %654 = call swiftcc ptr @"$ss27_finalizeUninitializedArrayySayxGABnlF"(ptr %4, ptr %2), !dbg !145
  %655 = call swiftcc ptr @"$sSD17dictionaryLiteralSDyxq_Gx_q_td_tcfC"(ptr %654, ptr @"$sSiN", ptr @"$sSSN", ptr @"$sSiSHsWP"), !dbg !145
  store ptr %655, ptr @"$s13HTTPSemanticsAAO13reasonPhrases33_EA696FDFB7ACFC8A014C8D0F8D533C47LLSDySiSSGvpZ", align 8, !dbg !145
  ret void, !dbg !255
}

; Function Attrs: noinline nounwind willreturn memory(read)
define linkonce_odr hidden ptr @__swift_instantiateConcreteTypeFromMangledName(ptr %0) #5 !dbg !256 {
  %2 = load atomic i64, ptr %0 monotonic, align 8, !dbg !258
  %3 = icmp slt i64 %2, 0, !dbg !258
  %4 = call i1 @llvm.expect.i1(i1 %3, i1 false), !dbg !258
  br i1 %4, label %8, label %5, !dbg !258

5:                                                ; preds = %8, %1
  %6 = phi i64 [ %2, %1 ], [ %17, %8 ], !dbg !258
  %7 = inttoptr i64 %6 to ptr, !dbg !258
  ret ptr %7, !dbg !258

8:                                                ; preds = %1
  %9 = ashr i64 %2, 32, !dbg !258
  %10 = sub i64 0, %9, !dbg !258
  %11 = trunc i64 %2 to i32, !dbg !258
  %12 = sext i32 %11 to i64, !dbg !258
  %13 = ptrtoint ptr %0 to i64, !dbg !258
  %14 = add i64 %13, %12, !dbg !258
  %15 = inttoptr i64 %14 to ptr, !dbg !258
  %16 = call swiftcc ptr @swift_getTypeByMangledNameInContext2(ptr %15, i64 %10, ptr null, ptr null) #11, !dbg !258
  %17 = ptrtoint ptr %16 to i64, !dbg !258
  store atomic i64 %17, ptr %0 monotonic, align 8, !dbg !258
  br label %5, !dbg !258
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.expect.i1(i1, i1) #6

; Function Attrs: nounwind memory(argmem: readwrite)
declare swiftcc ptr @swift_getTypeByMangledNameInContext2(ptr, i64, ptr, ptr) #7

declare swiftcc ptr @"$sSD17dictionaryLiteralSDyxq_Gx_q_td_tcfC"(ptr, ptr, ptr, ptr) #1

; Function Attrs: sanitize_address
define internal swiftcc ptr @"$s13HTTPSemanticsAAO13reasonPhrases33_EA696FDFB7ACFC8A014C8D0F8D533C47LLSDySiSSGvgZ"() #0 !dbg !259 {
  %1 = call swiftcc ptr @"$s13HTTPSemanticsAAO13reasonPhrases33_EA696FDFB7ACFC8A014C8D0F8D533C47LLSDySiSSGvau"(), !dbg !263
  %2 = getelementptr inbounds nuw %TSD, ptr %1, i32 0, i32 0, !dbg !263
  %3 = getelementptr inbounds nuw %TSD8_VariantV, ptr %2, i32 0, i32 0, !dbg !263
  %4 = getelementptr inbounds nuw %Ts14_BridgeStorageV, ptr %3, i32 0, i32 0, !dbg !263
  %5 = load ptr, ptr %4, align 8, !dbg !263
  %6 = call ptr @swift_bridgeObjectRetain(ptr returned %5) #2, !dbg !263
  ret ptr %5, !dbg !263
}

; Function Attrs: noinline nounwind memory(none)
define protected swiftcc %swift.metadata_response @"$s13HTTPSemanticsAAOMa"(i64 %0) #8 !dbg !264 {
  ret %swift.metadata_response { ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemanticsAAOMf", i32 0, i32 2), i64 0 }, !dbg !265
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc void @"$sSa12_endMutationyyF"(ptr %0, ptr swiftself captures(none) dereferenceable(8) %1) #0 !dbg !266 {
  %3 = getelementptr inbounds nuw %TSa, ptr %1, i32 0, i32 0, !dbg !269
  %4 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %3, i32 0, i32 0, !dbg !269
  %5 = load ptr, ptr %4, align 8, !dbg !269
  %6 = getelementptr inbounds nuw %TSa, ptr %1, i32 0, i32 0, !dbg !269
  %7 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %6, i32 0, i32 0, !dbg !269
  store ptr %5, ptr %7, align 8, !dbg !269
  ret void, !dbg !269
}

declare swiftcc %swift.metadata_response @"$sSaMa"(i64, ptr) #1

attributes #0 = { sanitize_address "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { noinline nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nounwind memory(argmem: readwrite) }
attributes #8 = { noinline nounwind memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind memory(none) }
attributes #10 = { nounwind memory(read) }
attributes #11 = { nounwind memory(argmem: read) }

!llvm.dbg.cu = !{!24, !37, !39}
!swift.module.flags = !{!41}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48, !49}
!llvm.linker.options = !{}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "idempotentMethods", linkageName: "$s13HTTPSemanticsAAO17idempotentMethodsShySSGvpZ", scope: !2, file: !3, line: 7, type: !4, isLocal: false, isDefinition: true)
!2 = !DIModule(scope: null, name: "HTTPSemantics", includePath: "Sources/HTTPSemantics")
!3 = !DIFile(filename: "Sources/HTTPSemantics/HTTPSemantics.swift", directory: "/work/main")
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DICompositeType(tag: DW_TAG_structure_type, scope: !7, file: !6, size: 64, elements: !8, runtimeLang: DW_LANG_Swift)
!6 = !DIFile(filename: "/opt/swift/usr/lib/swift/linux/Swift.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule", directory: "")
!7 = !DIModule(scope: null, name: "Swift", includePath: "/opt/swift/usr/lib/swift/linux/Swift.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule")
!8 = !{!9}
!9 = !DIDerivedType(tag: DW_TAG_member, scope: !7, file: !6, baseType: !10, size: 64)
!10 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sShySSGD", scope: !7, file: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, templateParams: !11)
!11 = !{!12}
!12 = !DITemplateTypeParameter(type: !13)
!13 = !DICompositeType(tag: DW_TAG_structure_type, name: "String", scope: !7, file: !6, size: 128, runtimeLang: DW_LANG_Swift, identifier: "$sSSD")
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "reasonPhrases", linkageName: "$s13HTTPSemanticsAAO13reasonPhrases33_EA696FDFB7ACFC8A014C8D0F8D533C47LLSDySiSSGvpZ", scope: !2, file: !3, line: 25, type: !16, isLocal: true, isDefinition: true)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!17 = !DICompositeType(tag: DW_TAG_structure_type, scope: !7, file: !6, size: 64, elements: !18, runtimeLang: DW_LANG_Swift)
!18 = !{!19}
!19 = !DIDerivedType(tag: DW_TAG_member, scope: !7, file: !6, baseType: !20, size: 64)
!20 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sSDySiSSGD", scope: !7, file: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, templateParams: !21)
!21 = !{!22, !12}
!22 = !DITemplateTypeParameter(type: !23)
!23 = !DICompositeType(tag: DW_TAG_structure_type, name: "Int", scope: !7, file: !6, size: 64, runtimeLang: DW_LANG_Swift, identifier: "$sSiD")
!24 = distinct !DICompileUnit(language: DW_LANG_Swift, file: !3, producer: "Swift version 6.3.1 (swift-6.3.1-RELEASE)", isOptimized: false, flags: "-private-discriminator _EA696FDFB7ACFC8A014C8D0F8D533C47", runtimeVersion: 6, emissionKind: FullDebug, globals: !25, imports: !26)
!25 = !{!0, !14}
!26 = !{!27, !28, !29, !31, !33, !35}
!27 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !3, entity: !2, file: !3)
!28 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: null, entity: !7)
!29 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !3, entity: !30, file: !3)
!30 = !DIModule(scope: null, name: "_StringProcessing", includePath: "/opt/swift/usr/lib/swift/linux/_StringProcessing.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule")
!31 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !3, entity: !32, file: !3)
!32 = !DIModule(scope: null, name: "_SwiftConcurrencyShims", includePath: "/opt/swift/usr/lib/swift/shims")
!33 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !3, entity: !34, file: !3)
!34 = !DIModule(scope: null, name: "_Concurrency", includePath: "/opt/swift/usr/lib/swift/linux/_Concurrency.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule")
!35 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !3, entity: !36, file: !3)
!36 = !DIModule(scope: null, name: "SwiftOnoneSupport", includePath: "/opt/swift/usr/lib/swift/linux/SwiftOnoneSupport.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule")
!37 = distinct !DICompileUnit(language: DW_LANG_C11, file: !38, producer: "clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)", isOptimized: false, flags: "-private-discriminator _EA696FDFB7ACFC8A014C8D0F8D533C47", runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!38 = !DIFile(filename: "<swift-imported-modules>", directory: "/work/main")
!39 = distinct !DICompileUnit(language: DW_LANG_C99, file: !40, producer: "Swift version 6.3.1 (swift-6.3.1-RELEASE)", isOptimized: true, runtimeVersion: 0, splitDebugFilename: "/root/.cache/clang/ModuleCache/TXB5W5DC64VB/_SwiftConcurrencyShims-2WTEZSG1WEKQP.pcm", emissionKind: FullDebug, dwoId: 7267430592561681079)
!40 = !DIFile(filename: "_SwiftConcurrencyShims", directory: "/opt/swift/usr/lib/swift/shims")
!41 = !{!"standard-library", i1 false}
!42 = !{i32 7, !"Dwarf Version", i32 4}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 8, !"PIC Level", i32 2}
!46 = !{i32 7, !"uwtable", i32 2}
!47 = !{i32 7, !"frame-pointer", i32 2}
!48 = !{i32 4, !"Objective-C Garbage Collection", i32 100861696}
!49 = !{i32 1, !"Swift Version", i32 7}
!50 = distinct !DISubprogram(linkageName: "$s13HTTPSemanticsAAO17idempotentMethods_WZ", scope: !2, file: !3, line: 7, type: !51, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24)
!51 = !DISubroutineType(types: !52)
!52 = !{!53, !54}
!53 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sytD", flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sytD")
!54 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sBpD", scope: !55, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sBpD")
!55 = !DIModule(scope: null, name: "Builtin")
!56 = !DILocation(line: 7, column: 57, scope: !57)
!57 = distinct !DILexicalBlock(scope: !50, file: !3, line: 7, column: 57)
!58 = !DILocation(line: 7, column: 58, scope: !57)
!59 = !DILocation(line: 7, column: 65, scope: !57)
!60 = !DILocation(line: 7, column: 73, scope: !57)
!61 = !DILocation(line: 7, column: 84, scope: !57)
!62 = !DILocation(line: 7, column: 91, scope: !57)
!63 = !DILocation(line: 7, column: 101, scope: !57)
!64 = !DILocation(line: 7, column: 108, scope: !57)
!65 = distinct !DISubprogram(name: "_finalizeUninitializedArray", linkageName: "$ss27_finalizeUninitializedArrayySayxGABnlF", scope: !7, file: !66, type: !67, spFlags: DISPFlagDefinition, unit: !24, retainedNodes: !70)
!66 = !DIFile(filename: "<compiler-generated>", directory: "/")
!67 = !DISubroutineType(types: !68)
!68 = !{!69, !69}
!69 = !DICompositeType(tag: DW_TAG_structure_type, name: "Array", scope: !7, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sSayxGD")
!70 = !{!71}
!71 = !DILocalVariable(name: "$\CF\84_0_0", scope: !65, file: !3, type: !72, flags: DIFlagArtificial)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "Element", scope: !55, file: !3, baseType: !73)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "$sBpD", baseType: null, size: 64)
!74 = !DILocation(line: 0, scope: !65)
!75 = !DILocation(line: 0, scope: !76)
!76 = !DILexicalBlockFile(scope: !65, discriminator: 0)
!77 = distinct !DISubprogram(name: "idempotentMethods", linkageName: "$s13HTTPSemanticsAAO17idempotentMethodsShySSGvau", scope: !2, file: !3, line: 7, type: !78, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !24)
!78 = !DISubroutineType(types: !79)
!79 = !{!54}
!80 = !DILocation(line: 7, column: 24, scope: !77)
!81 = distinct !DISubprogram(name: "idempotentMethods.get", linkageName: "$s13HTTPSemanticsAAO17idempotentMethodsShySSGvgZ", scope: !82, file: !66, type: !83, spFlags: DISPFlagDefinition, unit: !24, declaration: !86)
!82 = !DICompositeType(tag: DW_TAG_structure_type, name: "HTTPSemantics", scope: !2, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemanticsAAOD")
!83 = !DISubroutineType(types: !84)
!84 = !{!5, !85}
!85 = !DICompositeType(tag: DW_TAG_structure_type, name: "$s13HTTPSemanticsAAOXMtD", size: 8, flags: DIFlagArtificial, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemanticsAAOXMtD")
!86 = !DISubprogram(name: "idempotentMethods.get", linkageName: "$s13HTTPSemanticsAAO17idempotentMethodsShySSGvgZ", scope: !82, file: !66, type: !83, spFlags: 0)
!87 = !DILocation(line: 0, scope: !81)
!88 = distinct !DISubprogram(name: "isIdempotent", linkageName: "$s13HTTPSemanticsAAO12isIdempotentySbSSFZ", scope: !82, file: !3, line: 10, type: !89, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !24, declaration: !92, retainedNodes: !93)
!89 = !DISubroutineType(types: !90)
!90 = !{!91, !13, !85}
!91 = !DICompositeType(tag: DW_TAG_structure_type, name: "Bool", scope: !7, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sSbD")
!92 = !DISubprogram(name: "isIdempotent", linkageName: "$s13HTTPSemanticsAAO12isIdempotentySbSSFZ", scope: !82, file: !3, line: 10, type: !89, scopeLine: 10, spFlags: 0)
!93 = !{!94, !96}
!94 = !DILocalVariable(name: "method", arg: 1, scope: !88, file: !3, line: 10, type: !95)
!95 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!96 = !DILocalVariable(name: "self", arg: 2, scope: !88, file: !3, line: 10, type: !97, flags: DIFlagArtificial)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !85)
!98 = !DILocation(line: 10, column: 38, scope: !88)
!99 = !DILocation(line: 0, scope: !100)
!100 = !DILexicalBlockFile(scope: !88, discriminator: 0)
!101 = !DILocation(line: 0, scope: !88)
!102 = !DILocation(line: 10, column: 25, scope: !88)
!103 = !DILocation(line: 11, column: 9, scope: !88)
!104 = !DILocation(line: 11, column: 36, scope: !88)
!105 = !DILocation(line: 11, column: 27, scope: !88)
!106 = !DILocation(line: 12, column: 5, scope: !88)
!107 = distinct !DISubprogram(name: "statusNeverHasContent", linkageName: "$s13HTTPSemanticsAAO21statusNeverHasContentySbSiFZ", scope: !82, file: !3, line: 15, type: !108, scopeLine: 15, spFlags: DISPFlagDefinition, unit: !24, declaration: !110, retainedNodes: !111)
!108 = !DISubroutineType(types: !109)
!109 = !{!91, !23, !85}
!110 = !DISubprogram(name: "statusNeverHasContent", linkageName: "$s13HTTPSemanticsAAO21statusNeverHasContentySbSiFZ", scope: !82, file: !3, line: 15, type: !108, scopeLine: 15, spFlags: 0)
!111 = !{!112, !114}
!112 = !DILocalVariable(name: "status", arg: 1, scope: !107, file: !3, line: 15, type: !113)
!113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!114 = !DILocalVariable(name: "self", arg: 2, scope: !107, file: !3, line: 15, type: !97, flags: DIFlagArtificial)
!115 = !DILocation(line: 15, column: 47, scope: !107)
!116 = !DILocation(line: 0, scope: !107)
!117 = !DILocation(line: 15, column: 25, scope: !107)
!118 = !DILocation(line: 16, column: 13, scope: !107)
!119 = !DILocation(line: 16, column: 21, scope: !107)
!120 = !DILocation(line: 16, column: 38, scope: !107)
!121 = !DILocation(line: 16, column: 55, scope: !107)
!122 = !DILocation(line: 17, column: 5, scope: !107)
!123 = distinct !DISubprogram(name: "reasonPhrase", linkageName: "$s13HTTPSemanticsAAO12reasonPhrase3forSSSgSi_tFZ", scope: !82, file: !3, line: 21, type: !124, scopeLine: 21, spFlags: DISPFlagDefinition, unit: !24, declaration: !127, retainedNodes: !128)
!124 = !DISubroutineType(types: !125)
!125 = !{!126, !23, !85}
!126 = !DICompositeType(tag: DW_TAG_structure_type, name: "Optional", scope: !7, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sSSSgD")
!127 = !DISubprogram(name: "reasonPhrase", linkageName: "$s13HTTPSemanticsAAO12reasonPhrase3forSSSgSi_tFZ", scope: !82, file: !3, line: 21, type: !124, scopeLine: 21, spFlags: 0)
!128 = !{!129, !130}
!129 = !DILocalVariable(name: "status", arg: 1, scope: !123, file: !3, line: 21, type: !113)
!130 = !DILocalVariable(name: "self", arg: 2, scope: !123, file: !3, line: 21, type: !97, flags: DIFlagArtificial)
!131 = !DILocation(line: 21, column: 38, scope: !123)
!132 = !DILocation(line: 0, scope: !123)
!133 = !DILocation(line: 21, column: 25, scope: !123)
!134 = !DILocation(line: 22, column: 9, scope: !123)
!135 = !DILocation(line: 0, scope: !136)
!136 = !DILexicalBlockFile(scope: !123, discriminator: 0)
!137 = !DILocation(line: 22, column: 23, scope: !123)
!138 = !DILocation(line: 22, column: 22, scope: !123)
!139 = !DILocation(line: 0, scope: !140)
!140 = !DILexicalBlockFile(scope: !123, file: !66, discriminator: 0)
!141 = !DILocation(line: 23, column: 5, scope: !123)
!142 = distinct !DISubprogram(name: "reasonPhrases", linkageName: "$s13HTTPSemanticsAAO13reasonPhrases33_EA696FDFB7ACFC8A014C8D0F8D533C47LLSDySiSSGvau", scope: !2, file: !3, line: 25, type: !78, scopeLine: 25, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24)
!143 = !DILocation(line: 25, column: 24, scope: !142)
!144 = distinct !DISubprogram(linkageName: "$s13HTTPSemanticsAAO13reasonPhrases33_EA696FDFB7ACFC8A014C8D0F8D533C47LL_WZ", scope: !2, file: !3, line: 25, type: !51, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24)
!145 = !DILocation(line: 25, column: 55, scope: !146)
!146 = distinct !DILexicalBlock(scope: !144, file: !3, line: 25, column: 55)
!147 = !DILocation(line: 26, column: 9, scope: !146)
!148 = !DILocation(line: 26, column: 14, scope: !146)
!149 = !DILocation(line: 26, column: 26, scope: !146)
!150 = !DILocation(line: 26, column: 31, scope: !146)
!151 = !DILocation(line: 26, column: 54, scope: !146)
!152 = !DILocation(line: 26, column: 59, scope: !146)
!153 = !DILocation(line: 27, column: 9, scope: !146)
!154 = !DILocation(line: 27, column: 14, scope: !146)
!155 = !DILocation(line: 27, column: 20, scope: !146)
!156 = !DILocation(line: 27, column: 25, scope: !146)
!157 = !DILocation(line: 27, column: 36, scope: !146)
!158 = !DILocation(line: 27, column: 41, scope: !146)
!159 = !DILocation(line: 27, column: 53, scope: !146)
!160 = !DILocation(line: 27, column: 58, scope: !146)
!161 = !DILocation(line: 27, column: 91, scope: !146)
!162 = !DILocation(line: 27, column: 96, scope: !146)
!163 = !DILocation(line: 28, column: 9, scope: !146)
!164 = !DILocation(line: 28, column: 14, scope: !146)
!165 = !DILocation(line: 28, column: 31, scope: !146)
!166 = !DILocation(line: 28, column: 36, scope: !146)
!167 = !DILocation(line: 29, column: 9, scope: !146)
!168 = !DILocation(line: 29, column: 14, scope: !146)
!169 = !DILocation(line: 29, column: 34, scope: !146)
!170 = !DILocation(line: 29, column: 39, scope: !146)
!171 = !DILocation(line: 29, column: 60, scope: !146)
!172 = !DILocation(line: 29, column: 65, scope: !146)
!173 = !DILocation(line: 29, column: 74, scope: !146)
!174 = !DILocation(line: 29, column: 79, scope: !146)
!175 = !DILocation(line: 29, column: 92, scope: !146)
!176 = !DILocation(line: 29, column: 97, scope: !146)
!177 = !DILocation(line: 30, column: 9, scope: !146)
!178 = !DILocation(line: 30, column: 14, scope: !146)
!179 = !DILocation(line: 30, column: 36, scope: !146)
!180 = !DILocation(line: 30, column: 41, scope: !146)
!181 = !DILocation(line: 31, column: 9, scope: !146)
!182 = !DILocation(line: 31, column: 14, scope: !146)
!183 = !DILocation(line: 31, column: 29, scope: !146)
!184 = !DILocation(line: 31, column: 34, scope: !146)
!185 = !DILocation(line: 31, column: 50, scope: !146)
!186 = !DILocation(line: 31, column: 55, scope: !146)
!187 = !DILocation(line: 31, column: 75, scope: !146)
!188 = !DILocation(line: 31, column: 80, scope: !146)
!189 = !DILocation(line: 31, column: 93, scope: !146)
!190 = !DILocation(line: 31, column: 98, scope: !146)
!191 = !DILocation(line: 32, column: 9, scope: !146)
!192 = !DILocation(line: 32, column: 14, scope: !146)
!193 = !DILocation(line: 32, column: 36, scope: !146)
!194 = !DILocation(line: 32, column: 41, scope: !146)
!195 = !DILocation(line: 32, column: 59, scope: !146)
!196 = !DILocation(line: 32, column: 64, scope: !146)
!197 = !DILocation(line: 33, column: 9, scope: !146)
!198 = !DILocation(line: 33, column: 14, scope: !146)
!199 = !DILocation(line: 33, column: 33, scope: !146)
!200 = !DILocation(line: 33, column: 38, scope: !146)
!201 = !DILocation(line: 33, column: 50, scope: !146)
!202 = !DILocation(line: 33, column: 55, scope: !146)
!203 = !DILocation(line: 33, column: 63, scope: !146)
!204 = !DILocation(line: 33, column: 68, scope: !146)
!205 = !DILocation(line: 33, column: 87, scope: !146)
!206 = !DILocation(line: 33, column: 92, scope: !146)
!207 = !DILocation(line: 34, column: 9, scope: !146)
!208 = !DILocation(line: 34, column: 14, scope: !146)
!209 = !DILocation(line: 34, column: 35, scope: !146)
!210 = !DILocation(line: 34, column: 40, scope: !146)
!211 = !DILocation(line: 34, column: 56, scope: !146)
!212 = !DILocation(line: 34, column: 61, scope: !146)
!213 = !DILocation(line: 34, column: 87, scope: !146)
!214 = !DILocation(line: 34, column: 92, scope: !146)
!215 = !DILocation(line: 35, column: 9, scope: !146)
!216 = !DILocation(line: 35, column: 14, scope: !146)
!217 = !DILocation(line: 35, column: 36, scope: !146)
!218 = !DILocation(line: 35, column: 41, scope: !146)
!219 = !DILocation(line: 35, column: 64, scope: !146)
!220 = !DILocation(line: 35, column: 69, scope: !146)
!221 = !DILocation(line: 35, column: 94, scope: !146)
!222 = !DILocation(line: 35, column: 99, scope: !146)
!223 = !DILocation(line: 36, column: 9, scope: !146)
!224 = !DILocation(line: 36, column: 14, scope: !146)
!225 = !DILocation(line: 36, column: 35, scope: !146)
!226 = !DILocation(line: 36, column: 40, scope: !146)
!227 = !DILocation(line: 36, column: 53, scope: !146)
!228 = !DILocation(line: 36, column: 58, scope: !146)
!229 = !DILocation(line: 36, column: 78, scope: !146)
!230 = !DILocation(line: 36, column: 83, scope: !146)
!231 = !DILocation(line: 37, column: 9, scope: !146)
!232 = !DILocation(line: 37, column: 14, scope: !146)
!233 = !DILocation(line: 37, column: 35, scope: !146)
!234 = !DILocation(line: 37, column: 40, scope: !146)
!235 = !DILocation(line: 37, column: 75, scope: !146)
!236 = !DILocation(line: 37, column: 80, scope: !146)
!237 = !DILocation(line: 38, column: 9, scope: !146)
!238 = !DILocation(line: 38, column: 14, scope: !146)
!239 = !DILocation(line: 38, column: 39, scope: !146)
!240 = !DILocation(line: 38, column: 44, scope: !146)
!241 = !DILocation(line: 38, column: 63, scope: !146)
!242 = !DILocation(line: 38, column: 68, scope: !146)
!243 = !DILocation(line: 38, column: 83, scope: !146)
!244 = !DILocation(line: 38, column: 88, scope: !146)
!245 = !DILocation(line: 39, column: 9, scope: !146)
!246 = !DILocation(line: 39, column: 14, scope: !146)
!247 = !DILocation(line: 39, column: 33, scope: !146)
!248 = !DILocation(line: 39, column: 38, scope: !146)
!249 = !DILocation(line: 39, column: 68, scope: !146)
!250 = !DILocation(line: 39, column: 73, scope: !146)
!251 = !DILocation(line: 40, column: 9, scope: !146)
!252 = !DILocation(line: 40, column: 14, scope: !146)
!253 = !DILocation(line: 40, column: 31, scope: !146)
!254 = !DILocation(line: 40, column: 36, scope: !146)
!255 = !DILocation(line: 41, column: 5, scope: !146)
!256 = distinct !DISubprogram(linkageName: "__swift_instantiateConcreteTypeFromMangledName", scope: !2, file: !66, type: !257, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !24)
!257 = !DISubroutineType(types: null)
!258 = !DILocation(line: 0, scope: !256)
!259 = distinct !DISubprogram(name: "reasonPhrases.get", linkageName: "$s13HTTPSemanticsAAO13reasonPhrases33_EA696FDFB7ACFC8A014C8D0F8D533C47LLSDySiSSGvgZ", scope: !82, file: !66, type: !260, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, declaration: !262)
!260 = !DISubroutineType(types: !261)
!261 = !{!17, !85}
!262 = !DISubprogram(name: "reasonPhrases.get", linkageName: "$s13HTTPSemanticsAAO13reasonPhrases33_EA696FDFB7ACFC8A014C8D0F8D533C47LLSDySiSSGvgZ", scope: !82, file: !66, type: !260, spFlags: DISPFlagLocalToUnit)
!263 = !DILocation(line: 0, scope: !259)
!264 = distinct !DISubprogram(linkageName: "$s13HTTPSemanticsAAOMa", scope: !2, file: !66, type: !257, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !24)
!265 = !DILocation(line: 0, scope: !264)
!266 = distinct !DISubprogram(linkageName: "$sSa12_endMutationyyF", scope: !2, file: !66, type: !267, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !24)
!267 = !DISubroutineType(types: !268)
!268 = !{!53, !69}
!269 = !DILocation(line: 0, scope: !266)
