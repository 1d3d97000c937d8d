; ModuleID = '/tmp/fz/tmp/TemporaryDirectory.1ZIX14/TextCharset-2.o'
source_filename = "/tmp/fz/tmp/TemporaryDirectory.1ZIX14/TextCharset-2.o"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%swift.type = type { i64 }
%swift.protocol = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, i32 }
%swift.method_descriptor = type { i32, i32 }
%swift.protocol_requirement = type { i32, i32 }
%swift.protocol_conformance_descriptor = type { i32, i32, i32, i32 }
%swift.enum_vwtable = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i32, i32, ptr, ptr, ptr }
%swift.type_metadata_record = type { i32 }
%T13HTTPSemantics11TextCharsetO = type <{ i8 }>
%TSS = type <{ %Ts11_StringGutsV }>
%Ts11_StringGutsV = type <{ %Ts13_StringObjectV }>
%Ts13_StringObjectV = type <{ %Ts6UInt64V, ptr }>
%Ts6UInt64V = type <{ i64 }>
%TSi = type <{ i64 }>
%TSa = type <{ %Ts22_ContiguousArrayBufferV }>
%Ts22_ContiguousArrayBufferV = type <{ ptr }>
%swift.metadata_response = type { ptr, i64 }

@.str.5.utf-8 = private unnamed_addr constant [6 x i8] c"utf-8\00"
@.str.4.utf8 = private unnamed_addr constant [5 x i8] c"utf8\00"
@.str.8.us-ascii = private unnamed_addr constant [9 x i8] c"us-ascii\00"
@.str.5.ascii = private unnamed_addr constant [6 x i8] c"ascii\00"
@.str.10.iso-8859-1 = private unnamed_addr constant [11 x i8] c"iso-8859-1\00"
@.str.10.iso_8859-1 = private unnamed_addr constant [11 x i8] c"iso_8859-1\00"
@.str.6.latin1 = private unnamed_addr constant [7 x i8] c"latin1\00"
@.str.12.windows-1252 = private unnamed_addr constant [13 x i8] c"windows-1252\00"
@.str.6.cp1252 = private unnamed_addr constant [7 x i8] c"cp1252\00"
@.str.6.utf-16 = private unnamed_addr constant [7 x i8] c"utf-16\00"
@.str.8.utf-16le = private unnamed_addr constant [9 x i8] c"utf-16le\00"
@.str.8.utf-16be = private unnamed_addr constant [9 x i8] c"utf-16be\00"
@"$sSiN" = external global %swift.type, align 8
@"$sSiSHsWP" = external global ptr, align 8
@"$s13HTTPSemantics11TextCharsetOACSHAAWL" = linkonce_odr hidden global ptr null, align 8
@"$sSQMp" = external global %swift.protocol, align 4
@"got.$sSQMp" = linkonce_odr hidden constant ptr @"$sSQMp"
@"$sSQ2eeoiySbx_xtFZTq" = external global %swift.method_descriptor, align 4
@"got.$sSQ2eeoiySbx_xtFZTq" = linkonce_odr hidden constant ptr @"$sSQ2eeoiySbx_xtFZTq"
@"$s13HTTPSemantics11TextCharsetOSQAAMcMK" = internal global [16 x ptr] zeroinitializer
@"$s13HTTPSemantics11TextCharsetOSQAAMc" = protected constant { i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 } { i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSQMp" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOSQAAMc" to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOMn" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOSQAAMc", i32 0, i32 1) to i64)) to i32), i32 0, i32 196608, i32 1, i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSQ2eeoiySbx_xtFZTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOSQAAMc", i32 0, i32 5) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOSQAASQ2eeoiySbx_xtFZTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOSQAAMc", i32 0, i32 6) to i64)) to i32), i16 0, i16 1, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOSQAAMcMK" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOSQAAMc", i32 0, i32 10) to i64)) to i32) }, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemantics11TextCharsetOACSQAAWL" = linkonce_odr hidden global ptr null, align 8
@"associated conformance 13HTTPSemantics11TextCharsetOSHAASQ" = linkonce_odr hidden constant <{ i8, i8, i32, i8 }> <{ i8 -1, i8 7, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOSHAASQWb" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i8, i32, i8 }>, ptr @"associated conformance 13HTTPSemantics11TextCharsetOSHAASQ", i32 0, i32 2) to i64)) to i32), i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$sSHMp" = external global %swift.protocol, align 4
@"got.$sSHMp" = linkonce_odr hidden constant ptr @"$sSHMp"
@"$sSHSQTb" = external global %swift.protocol_requirement, align 4
@"got.$sSHSQTb" = linkonce_odr hidden constant ptr @"$sSHSQTb"
@"$sSH9hashValueSivgTq" = external global %swift.method_descriptor, align 4
@"got.$sSH9hashValueSivgTq" = linkonce_odr hidden constant ptr @"$sSH9hashValueSivgTq"
@"$sSH4hash4intoys6HasherVz_tFTq" = external global %swift.method_descriptor, align 4
@"got.$sSH4hash4intoys6HasherVz_tFTq" = linkonce_odr hidden constant ptr @"$sSH4hash4intoys6HasherVz_tFTq"
@"$sSH13_rawHashValue4seedS2i_tFTq" = external global %swift.method_descriptor, align 4
@"got.$sSH13_rawHashValue4seedS2i_tFTq" = linkonce_odr hidden constant ptr @"$sSH13_rawHashValue4seedS2i_tFTq"
@"$s13HTTPSemantics11TextCharsetOSHAAMcMK" = internal global [16 x ptr] zeroinitializer
@"$s13HTTPSemantics11TextCharsetOSHAAMc" = protected constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 } { i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSHMp" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOSHAAMc" to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOMn" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOSHAAMc", i32 0, i32 1) to i64)) to i32), i32 0, i32 196608, i32 4, i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSHSQTb" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOSHAAMc", i32 0, i32 5) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr getelementptr (i8, ptr @"associated conformance 13HTTPSemantics11TextCharsetOSHAASQ", i64 1) to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOSHAAMc", i32 0, i32 6) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSH9hashValueSivgTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOSHAAMc", i32 0, i32 7) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOSHAASH9hashValueSivgTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOSHAAMc", i32 0, i32 8) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSH4hash4intoys6HasherVz_tFTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOSHAAMc", i32 0, i32 9) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOSHAASH4hash4intoys6HasherVz_tFTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOSHAAMc", i32 0, i32 10) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSH13_rawHashValue4seedS2i_tFTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOSHAAMc", i32 0, i32 11) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOSHAASH13_rawHashValue4seedS2i_tFTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOSHAAMc", i32 0, i32 12) to i64)) to i32), i16 0, i16 1, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOSHAAMcMK" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOSHAAMc", i32 0, i32 16) to i64)) to i32) }, section ".rodata", no_sanitize_address, align 4
@"$sSay13HTTPSemantics11TextCharsetOGSayxGSlsWL" = linkonce_odr hidden global ptr null, align 8
@"$sSayxGSlsMc" = external global %swift.protocol_conformance_descriptor, align 4
@"symbolic Say_____G 13HTTPSemantics11TextCharsetO" = linkonce_odr hidden constant <{ [3 x i8], i8, i32, [1 x i8], i8 }> <{ [3 x i8] c"Say", i8 1, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ [3 x i8], i8, i32, [1 x i8], i8 }>, ptr @"symbolic Say_____G 13HTTPSemantics11TextCharsetO", i32 0, i32 2) to i64)) to i32), [1 x i8] c"G", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$sSay13HTTPSemantics11TextCharsetOGMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic Say_____G 13HTTPSemantics11TextCharsetO" to i64), i64 ptrtoint (ptr @"$sSay13HTTPSemantics11TextCharsetOGMD" to i64)) to i32), i32 -9 }, align 8
@"associated conformance 13HTTPSemantics11TextCharsetOs12CaseIterableAA8AllCasessADP_Sl" = linkonce_odr hidden constant <{ i8, i8, i32, i8 }> <{ i8 -1, i8 7, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAA8AllCasessADP_SlWT" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i8, i32, i8 }>, ptr @"associated conformance 13HTTPSemantics11TextCharsetOs12CaseIterableAA8AllCasessADP_Sl", i32 0, i32 2) to i64)) to i32), i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"symbolic _____ 13HTTPSemantics11TextCharsetO" = linkonce_odr hidden constant <{ i8, i32, i8 }> <{ i8 1, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, i8 }>, ptr @"symbolic _____ 13HTTPSemantics11TextCharsetO", i32 0, i32 1) to i64)) to i32), i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"symbolic $ss12CaseIterableP" = linkonce_odr hidden constant <{ [18 x i8], i8 }> <{ [18 x i8] c"$ss12CaseIterableP", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@0 = private constant [9 x i8] c"AllCases\00", section "swift5_reflstr", no_sanitize_address
@"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAMA" = internal constant { i32, i32, i32, i32, i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____ 13HTTPSemantics11TextCharsetO" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAMA" to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic $ss12CaseIterableP" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAMA", i32 0, i32 1) to i64)) to i32), i32 1, i32 8, i32 trunc (i64 sub (i64 ptrtoint (ptr @0 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAMA", i32 0, i32 4) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic Say_____G 13HTTPSemantics11TextCharsetO" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAMA", i32 0, i32 5) to i64)) to i32) }, section "swift5_assocty", no_sanitize_address, align 4
@"$ss12CaseIterableMp" = external global %swift.protocol, align 4
@"got.$ss12CaseIterableMp" = linkonce_odr hidden constant ptr @"$ss12CaseIterableMp"
@"$ss12CaseIterableP8AllCasesAB_SlTn" = external global %swift.protocol_requirement, align 4
@"got.$ss12CaseIterableP8AllCasesAB_SlTn" = linkonce_odr hidden constant ptr @"$ss12CaseIterableP8AllCasesAB_SlTn"
@"$s8AllCasess12CaseIterablePTl" = external global %swift.protocol_requirement, align 4
@"got.$s8AllCasess12CaseIterablePTl" = linkonce_odr hidden constant ptr @"$s8AllCasess12CaseIterablePTl"
@"$ss12CaseIterableP8allCases03AllD0QzvgZTq" = external global %swift.method_descriptor, align 4
@"got.$ss12CaseIterableP8allCases03AllD0QzvgZTq" = linkonce_odr hidden constant ptr @"$ss12CaseIterableP8allCases03AllD0QzvgZTq"
@"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAMcMK" = internal global [16 x ptr] zeroinitializer
@"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAMc" = protected constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 } { i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss12CaseIterableMp" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAMc" to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOMn" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAMc", i32 0, i32 1) to i64)) to i32), i32 0, i32 196608, i32 3, i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss12CaseIterableP8AllCasesAB_SlTn" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAMc", i32 0, i32 5) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr getelementptr (i8, ptr @"associated conformance 13HTTPSemantics11TextCharsetOs12CaseIterableAA8AllCasessADP_Sl", i64 1) to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAMc", i32 0, i32 6) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$s8AllCasess12CaseIterablePTl" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAMc", i32 0, i32 7) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @"symbolic Say_____G 13HTTPSemantics11TextCharsetO", i64 1) to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAMc", i32 0, i32 8) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss12CaseIterableP8allCases03AllD0QzvgZTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAMc", i32 0, i32 9) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAsADP8allCases03AllG0QzvgZTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAMc", i32 0, i32 10) to i64)) to i32), i16 0, i16 1, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAMcMK" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAMc", i32 0, i32 14) to i64)) to i32) }, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemantics11TextCharsetO13preferredNameSSvpMV" = protected unnamed_addr constant { i32 } zeroinitializer, align 4
@"$s13HTTPSemantics11TextCharsetOWV" = internal constant %swift.enum_vwtable { ptr @__swift_memcpy1_1, ptr @__swift_noop_void_return, ptr @__swift_memcpy1_1, ptr @__swift_memcpy1_1, ptr @__swift_memcpy1_1, ptr @__swift_memcpy1_1, ptr @"$s13HTTPSemantics11TextCharsetOwet", ptr @"$s13HTTPSemantics11TextCharsetOwst", i64 1, i64 1, i32 2097152, i32 249, ptr @"$s13HTTPSemantics11TextCharsetOwug", ptr @"$s13HTTPSemantics11TextCharsetOwup", ptr @"$s13HTTPSemantics11TextCharsetOwui" }, align 8
@.str.13.HTTPSemantics = private constant [14 x i8] c"HTTPSemantics\00"
@"$s13HTTPSemanticsMXM" = linkonce_odr hidden constant <{ i32, i32, i32 }> <{ i32 0, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13.HTTPSemantics to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32 }>, ptr @"$s13HTTPSemanticsMXM", i32 0, i32 2) to i64)) to i32) }>, section ".rodata", no_sanitize_address, align 4
@.str.11.TextCharset = private constant [12 x i8] c"TextCharset\00"
@"$s13HTTPSemantics11TextCharsetOMn" = protected constant <{ i32, i32, i32, i32, i32, i32, i32 }> <{ i32 82, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemanticsMXM" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics11TextCharsetOMn", i32 0, i32 1) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11.TextCharset to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics11TextCharsetOMn", i32 0, i32 2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOMa" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics11TextCharsetOMn", i32 0, i32 3) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOMF" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics11TextCharsetOMn", i32 0, i32 4) to i64)) to i32), i32 0, i32 7 }>, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemantics11TextCharsetOMf" = internal constant <{ ptr, ptr, i64, ptr }> <{ ptr null, ptr @"$s13HTTPSemantics11TextCharsetOWV", i64 513, ptr @"$s13HTTPSemantics11TextCharsetOMn" }>, align 8
@1 = private constant [5 x i8] c"utf8\00", section "swift5_reflstr", no_sanitize_address
@2 = private constant [8 x i8] c"usASCII\00", section "swift5_reflstr", no_sanitize_address
@3 = private constant [10 x i8] c"isoLatin1\00", section "swift5_reflstr", no_sanitize_address
@4 = private constant [12 x i8] c"windows1252\00", section "swift5_reflstr", no_sanitize_address
@5 = private constant [6 x i8] c"utf16\00", section "swift5_reflstr", no_sanitize_address
@6 = private constant [18 x i8] c"utf16LittleEndian\00", section "swift5_reflstr", no_sanitize_address
@7 = private constant [15 x i8] c"utf16BigEndian\00", section "swift5_reflstr", no_sanitize_address
@"$s13HTTPSemantics11TextCharsetOMF" = internal constant { i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____ 13HTTPSemantics11TextCharsetO" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOMF" to i64)) to i32), i32 0, i16 2, i16 12, i32 7, i32 0, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @1 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOMF", i32 0, i32 7) to i64)) to i32), i32 0, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @2 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOMF", i32 0, i32 10) to i64)) to i32), i32 0, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @3 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOMF", i32 0, i32 13) to i64)) to i32), i32 0, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @4 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOMF", i32 0, i32 16) to i64)) to i32), i32 0, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @5 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOMF", i32 0, i32 19) to i64)) to i32), i32 0, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @6 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOMF", i32 0, i32 22) to i64)) to i32), i32 0, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @7 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics11TextCharsetOMF", i32 0, i32 25) to i64)) to i32) }, section "swift5_fieldmd", no_sanitize_address, align 4
@"$s13HTTPSemantics11TextCharsetOSQAAHc" = private constant i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOSQAAMc" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOSQAAHc" to i64)) to i32), section "swift5_protocol_conformances", no_sanitize_address, align 4
@"$s13HTTPSemantics11TextCharsetOSHAAHc" = private constant i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOSHAAMc" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOSHAAHc" to i64)) to i32), section "swift5_protocol_conformances", no_sanitize_address, align 4
@"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAHc" = private constant i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAMc" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAHc" to i64)) to i32), section "swift5_protocol_conformances", no_sanitize_address, align 4
@"$s13HTTPSemantics11TextCharsetOHn" = private constant %swift.type_metadata_record { i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOMn" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics11TextCharsetOHn" to i64)) to i32) }, section "swift5_type_metadata", no_sanitize_address, align 4
@__swift_reflection_version = linkonce_odr hidden constant i16 3
@llvm.swift_module_hash = private constant [16 x i8] zeroinitializer, section ".swift_modhash"
@_swift1_autolink_entries = private constant [102 x i8] c"-lswiftSwiftOnoneSupport\00-lswiftCore\00-lswift_Concurrency\00-lswift_StringProcessing\00-lswift_RegexParser\00", section ".swift1_autolink_entries", no_sanitize_address, align 8
@llvm.used = appending global [31 x ptr] [ptr @"$s13HTTPSemantics11TextCharsetO4nameACSgx_tcSyRzlufC", ptr @"$s13HTTPSemantics11TextCharsetO4nameACSgx_tcSyRzlufC", ptr @"$s13HTTPSemantics11TextCharsetO13preferredNameSSvg", ptr @"$s13HTTPSemantics11TextCharsetO13preferredNameSSvg", ptr @"$s13HTTPSemantics11TextCharsetO21__derived_enum_equalsySbAC_ACtFZ", ptr @"$s13HTTPSemantics11TextCharsetO8allCasesSayACGvgZ", ptr @"$s13HTTPSemantics11TextCharsetO8allCasesSayACGvgZ", ptr @"$s13HTTPSemantics11TextCharsetO4hash4intoys6HasherVz_tF", ptr @"$s13HTTPSemantics11TextCharsetO9hashValueSivg", ptr @"$s13HTTPSemantics11TextCharsetO9hashValueSivg", ptr @"$s13HTTPSemantics11TextCharsetOSHAASH9hashValueSivgTW", ptr @"$s13HTTPSemantics11TextCharsetOSHAASH13_rawHashValue4seedS2i_tFTW", ptr @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAsADP8allCases03AllG0QzvgZTW", ptr @"$s13HTTPSemantics11TextCharsetOSQAAMc", ptr @"$s13HTTPSemantics11TextCharsetOSHAAMc", ptr @"$s13HTTPSemantics11TextCharsetOSHAAMc", ptr @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAMA", ptr @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAMc", ptr @"$s13HTTPSemantics11TextCharsetO13preferredNameSSvpMV", ptr @"$s13HTTPSemantics11TextCharsetOMn", ptr @"$s13HTTPSemantics11TextCharsetOMn", ptr @"$s13HTTPSemantics11TextCharsetOMa", ptr @"$s13HTTPSemantics11TextCharsetON", ptr @"$s13HTTPSemantics11TextCharsetOMF", ptr @"$s13HTTPSemantics11TextCharsetOSQAAHc", ptr @"$s13HTTPSemantics11TextCharsetOSHAAHc", ptr @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAHc", ptr @"$s13HTTPSemantics11TextCharsetOHn", ptr @__swift_reflection_version, ptr @llvm.swift_module_hash, ptr @_swift1_autolink_entries], section "llvm.metadata"
@llvm.compiler.used = appending global [3 x ptr] [ptr @"$s13HTTPSemantics11TextCharsetOSHAASQWb", ptr @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAA8AllCasessADP_SlWT", ptr @"$s13HTTPSemantics11TextCharsetOMf"], section "llvm.metadata"

@"$s13HTTPSemantics11TextCharsetO8allCasesSayACGvpZMV" = protected alias { i32 }, ptr @"$s13HTTPSemantics11TextCharsetO13preferredNameSSvpMV"
@"$s13HTTPSemantics11TextCharsetO9hashValueSivpMV" = protected alias { i32 }, ptr @"$s13HTTPSemantics11TextCharsetO13preferredNameSSvpMV"
@"$s13HTTPSemantics11TextCharsetON" = protected alias %swift.type, getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics11TextCharsetOMf", i32 0, i32 2)

; Function Attrs: sanitize_address
define protected swiftcc i8 @"$s13HTTPSemantics11TextCharsetO4nameACSgx_tcSyRzlufC"(ptr noalias %0, ptr %1, ptr %2) #0 !dbg !28 {
  %4 = alloca ptr, align 8
    #dbg_declare(ptr %4, !37, !DIExpression(), !47)
  %5 = alloca %T13HTTPSemantics11TextCharsetO, align 1
    #dbg_declare(ptr %5, !39, !DIExpression(), !48)
  %6 = alloca ptr, align 8
    #dbg_declare(ptr %6, !40, !DIExpression(DW_OP_deref), !49)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 8, i1 false)
  %7 = alloca %TSS, align 8
  %8 = alloca %TSS, align 8
  %9 = alloca %TSS, align 8
  %10 = alloca %TSS, align 8
  %11 = alloca %TSS, align 8
  %12 = alloca %TSS, align 8
  %13 = alloca %TSS, align 8
  %14 = alloca %TSS, align 8
  %15 = alloca %TSS, align 8
  %16 = alloca %TSS, align 8
  %17 = alloca %TSS, align 8
  %18 = alloca %TSS, align 8
  %19 = alloca %TSS, align 8
  %20 = alloca %TSS, align 8
  %21 = alloca %TSS, align 8
  %22 = alloca %TSS, align 8
  %23 = alloca %TSS, align 8
  %24 = alloca %TSS, align 8
  %25 = alloca %TSS, align 8
  %26 = alloca %TSS, align 8
  %27 = alloca %TSS, align 8
  %28 = alloca %TSS, align 8
  %29 = alloca %TSS, align 8
  %30 = alloca %TSS, align 8
  store ptr %1, ptr %4, align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr %5), !dbg !50
  store ptr %0, ptr %6, align 8, !dbg !47
  %31 = call swiftcc { i64, ptr } @"$sSy10lowercasedSSyFTj"(ptr noalias swiftself %0, ptr %1, ptr %2), !dbg !52
  %32 = extractvalue { i64, ptr } %31, 0, !dbg !52
  %33 = extractvalue { i64, ptr } %31, 1, !dbg !52
  %34 = call ptr @swift_bridgeObjectRetain(ptr returned %33) #4, !dbg !54
  %35 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.5.utf-8, i64 5, i1 true), !dbg !54
  %36 = extractvalue { i64, ptr } %35, 0, !dbg !54
  %37 = extractvalue { i64, ptr } %35, 1, !dbg !54
  call void @llvm.lifetime.start.p0(i64 16, ptr %7), !dbg !54
  %38 = getelementptr inbounds nuw %TSS, ptr %7, i32 0, i32 0, !dbg !54
  %39 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %38, i32 0, i32 0, !dbg !54
  %40 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %39, i32 0, i32 0, !dbg !54
  %41 = getelementptr inbounds nuw %Ts6UInt64V, ptr %40, i32 0, i32 0, !dbg !54
  store i64 %36, ptr %41, align 8, !dbg !54
  %42 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %39, i32 0, i32 1, !dbg !54
  store ptr %37, ptr %42, align 8, !dbg !54
  call void @llvm.lifetime.start.p0(i64 16, ptr %8), !dbg !54
  %43 = getelementptr inbounds nuw %TSS, ptr %8, i32 0, i32 0, !dbg !54
  %44 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %43, i32 0, i32 0, !dbg !54
  %45 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %44, i32 0, i32 0, !dbg !54
  %46 = getelementptr inbounds nuw %Ts6UInt64V, ptr %45, i32 0, i32 0, !dbg !54
  store i64 %32, ptr %46, align 8, !dbg !54
  %47 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %44, i32 0, i32 1, !dbg !54
  store ptr %33, ptr %47, align 8, !dbg !54
  %48 = getelementptr inbounds nuw %TSS, ptr %7, i32 0, i32 0, !dbg !54
  %49 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %48, i32 0, i32 0, !dbg !54
  %50 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %49, i32 0, i32 0, !dbg !54
  %51 = getelementptr inbounds nuw %Ts6UInt64V, ptr %50, i32 0, i32 0, !dbg !54
  %52 = load i64, ptr %51, align 8, !dbg !54
  %53 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %49, i32 0, i32 1, !dbg !54
  %54 = load ptr, ptr %53, align 8, !dbg !54
  %55 = getelementptr inbounds nuw %TSS, ptr %8, i32 0, i32 0, !dbg !54
  %56 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %55, i32 0, i32 0, !dbg !54
  %57 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %56, i32 0, i32 0, !dbg !54
  %58 = getelementptr inbounds nuw %Ts6UInt64V, ptr %57, i32 0, i32 0, !dbg !54
  %59 = load i64, ptr %58, align 8, !dbg !54
  %60 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %56, i32 0, i32 1, !dbg !54
  %61 = load ptr, ptr %60, align 8, !dbg !54
  %62 = call swiftcc i1 @"$sSS2eeoiySbSS_SStFZ"(i64 %52, ptr %54, i64 %59, ptr %61), !dbg !54
  call void @swift_bridgeObjectRelease(ptr %33) #4, !dbg !54
  call void @llvm.lifetime.end.p0(i64 16, ptr %8), !dbg !54
  %63 = call ptr @"$sSSWOh"(ptr %7), !dbg !54
  call void @llvm.lifetime.end.p0(i64 16, ptr %7), !dbg !54
  br i1 %62, label %64, label %65, !dbg !54

64:                                               ; preds = %3
  call void @swift_bridgeObjectRelease(ptr %33) #4, !dbg !54
  br label %97, !dbg !56

65:                                               ; preds = %3
  %66 = call ptr @swift_bridgeObjectRetain(ptr returned %33) #4, !dbg !54
  %67 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.4.utf8, i64 4, i1 true), !dbg !54
  %68 = extractvalue { i64, ptr } %67, 0, !dbg !54
  %69 = extractvalue { i64, ptr } %67, 1, !dbg !54
  call void @llvm.lifetime.start.p0(i64 16, ptr %9), !dbg !54
  %70 = getelementptr inbounds nuw %TSS, ptr %9, i32 0, i32 0, !dbg !54
  %71 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %70, i32 0, i32 0, !dbg !54
  %72 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %71, i32 0, i32 0, !dbg !54
  %73 = getelementptr inbounds nuw %Ts6UInt64V, ptr %72, i32 0, i32 0, !dbg !54
  store i64 %68, ptr %73, align 8, !dbg !54
  %74 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %71, i32 0, i32 1, !dbg !54
  store ptr %69, ptr %74, align 8, !dbg !54
  call void @llvm.lifetime.start.p0(i64 16, ptr %10), !dbg !54
  %75 = getelementptr inbounds nuw %TSS, ptr %10, i32 0, i32 0, !dbg !54
  %76 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %75, i32 0, i32 0, !dbg !54
  %77 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %76, i32 0, i32 0, !dbg !54
  %78 = getelementptr inbounds nuw %Ts6UInt64V, ptr %77, i32 0, i32 0, !dbg !54
  store i64 %32, ptr %78, align 8, !dbg !54
  %79 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %76, i32 0, i32 1, !dbg !54
  store ptr %33, ptr %79, align 8, !dbg !54
  %80 = getelementptr inbounds nuw %TSS, ptr %9, i32 0, i32 0, !dbg !54
  %81 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %80, i32 0, i32 0, !dbg !54
  %82 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %81, i32 0, i32 0, !dbg !54
  %83 = getelementptr inbounds nuw %Ts6UInt64V, ptr %82, i32 0, i32 0, !dbg !54
  %84 = load i64, ptr %83, align 8, !dbg !54
  %85 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %81, i32 0, i32 1, !dbg !54
  %86 = load ptr, ptr %85, align 8, !dbg !54
  %87 = getelementptr inbounds nuw %TSS, ptr %10, i32 0, i32 0, !dbg !54
  %88 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %87, i32 0, i32 0, !dbg !54
  %89 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %88, i32 0, i32 0, !dbg !54
  %90 = getelementptr inbounds nuw %Ts6UInt64V, ptr %89, i32 0, i32 0, !dbg !54
  %91 = load i64, ptr %90, align 8, !dbg !54
  %92 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %88, i32 0, i32 1, !dbg !54
  %93 = load ptr, ptr %92, align 8, !dbg !54
  %94 = call swiftcc i1 @"$sSS2eeoiySbSS_SStFZ"(i64 %84, ptr %86, i64 %91, ptr %93), !dbg !54
  call void @swift_bridgeObjectRelease(ptr %33) #4, !dbg !54
  call void @llvm.lifetime.end.p0(i64 16, ptr %10), !dbg !54
  %95 = call ptr @"$sSSWOh"(ptr %9), !dbg !54
  call void @llvm.lifetime.end.p0(i64 16, ptr %9), !dbg !54
  br i1 %94, label %96, label %99, !dbg !54

96:                                               ; preds = %65
  call void @swift_bridgeObjectRelease(ptr %33) #4, !dbg !54
  br label %97, !dbg !56

97:                                               ; preds = %64, %96
  %98 = getelementptr inbounds nuw %T13HTTPSemantics11TextCharsetO, ptr %5, i32 0, i32 0, !dbg !57
  store i8 0, ptr %98, align 1, !dbg !57
  br label %432, !dbg !59

99:                                               ; preds = %65
  %100 = call ptr @swift_bridgeObjectRetain(ptr returned %33) #4, !dbg !60
  %101 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.8.us-ascii, i64 8, i1 true), !dbg !60
  %102 = extractvalue { i64, ptr } %101, 0, !dbg !60
  %103 = extractvalue { i64, ptr } %101, 1, !dbg !60
  call void @llvm.lifetime.start.p0(i64 16, ptr %11), !dbg !60
  %104 = getelementptr inbounds nuw %TSS, ptr %11, i32 0, i32 0, !dbg !60
  %105 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %104, i32 0, i32 0, !dbg !60
  %106 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %105, i32 0, i32 0, !dbg !60
  %107 = getelementptr inbounds nuw %Ts6UInt64V, ptr %106, i32 0, i32 0, !dbg !60
  store i64 %102, ptr %107, align 8, !dbg !60
  %108 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %105, i32 0, i32 1, !dbg !60
  store ptr %103, ptr %108, align 8, !dbg !60
  call void @llvm.lifetime.start.p0(i64 16, ptr %12), !dbg !60
  %109 = getelementptr inbounds nuw %TSS, ptr %12, i32 0, i32 0, !dbg !60
  %110 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %109, i32 0, i32 0, !dbg !60
  %111 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %110, i32 0, i32 0, !dbg !60
  %112 = getelementptr inbounds nuw %Ts6UInt64V, ptr %111, i32 0, i32 0, !dbg !60
  store i64 %32, ptr %112, align 8, !dbg !60
  %113 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %110, i32 0, i32 1, !dbg !60
  store ptr %33, ptr %113, align 8, !dbg !60
  %114 = getelementptr inbounds nuw %TSS, ptr %11, i32 0, i32 0, !dbg !60
  %115 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %114, i32 0, i32 0, !dbg !60
  %116 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %115, i32 0, i32 0, !dbg !60
  %117 = getelementptr inbounds nuw %Ts6UInt64V, ptr %116, i32 0, i32 0, !dbg !60
  %118 = load i64, ptr %117, align 8, !dbg !60
  %119 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %115, i32 0, i32 1, !dbg !60
  %120 = load ptr, ptr %119, align 8, !dbg !60
  %121 = getelementptr inbounds nuw %TSS, ptr %12, i32 0, i32 0, !dbg !60
  %122 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %121, i32 0, i32 0, !dbg !60
  %123 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %122, i32 0, i32 0, !dbg !60
  %124 = getelementptr inbounds nuw %Ts6UInt64V, ptr %123, i32 0, i32 0, !dbg !60
  %125 = load i64, ptr %124, align 8, !dbg !60
  %126 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %122, i32 0, i32 1, !dbg !60
  %127 = load ptr, ptr %126, align 8, !dbg !60
  %128 = call swiftcc i1 @"$sSS2eeoiySbSS_SStFZ"(i64 %118, ptr %120, i64 %125, ptr %127), !dbg !60
  call void @swift_bridgeObjectRelease(ptr %33) #4, !dbg !60
  call void @llvm.lifetime.end.p0(i64 16, ptr %12), !dbg !60
  %129 = call ptr @"$sSSWOh"(ptr %11), !dbg !60
  call void @llvm.lifetime.end.p0(i64 16, ptr %11), !dbg !60
  br i1 %128, label %130, label %131, !dbg !60

130:                                              ; preds = %99
  call void @swift_bridgeObjectRelease(ptr %33) #4, !dbg !60
  br label %163, !dbg !62

131:                                              ; preds = %99
  %132 = call ptr @swift_bridgeObjectRetain(ptr returned %33) #4, !dbg !60
  %133 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.5.ascii, i64 5, i1 true), !dbg !60
  %134 = extractvalue { i64, ptr } %133, 0, !dbg !60
  %135 = extractvalue { i64, ptr } %133, 1, !dbg !60
  call void @llvm.lifetime.start.p0(i64 16, ptr %13), !dbg !60
  %136 = getelementptr inbounds nuw %TSS, ptr %13, i32 0, i32 0, !dbg !60
  %137 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %136, i32 0, i32 0, !dbg !60
  %138 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %137, i32 0, i32 0, !dbg !60
  %139 = getelementptr inbounds nuw %Ts6UInt64V, ptr %138, i32 0, i32 0, !dbg !60
  store i64 %134, ptr %139, align 8, !dbg !60
  %140 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %137, i32 0, i32 1, !dbg !60
  store ptr %135, ptr %140, align 8, !dbg !60
  call void @llvm.lifetime.start.p0(i64 16, ptr %14), !dbg !60
  %141 = getelementptr inbounds nuw %TSS, ptr %14, i32 0, i32 0, !dbg !60
  %142 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %141, i32 0, i32 0, !dbg !60
  %143 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %142, i32 0, i32 0, !dbg !60
  %144 = getelementptr inbounds nuw %Ts6UInt64V, ptr %143, i32 0, i32 0, !dbg !60
  store i64 %32, ptr %144, align 8, !dbg !60
  %145 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %142, i32 0, i32 1, !dbg !60
  store ptr %33, ptr %145, align 8, !dbg !60
  %146 = getelementptr inbounds nuw %TSS, ptr %13, i32 0, i32 0, !dbg !60
  %147 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %146, i32 0, i32 0, !dbg !60
  %148 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %147, i32 0, i32 0, !dbg !60
  %149 = getelementptr inbounds nuw %Ts6UInt64V, ptr %148, i32 0, i32 0, !dbg !60
  %150 = load i64, ptr %149, align 8, !dbg !60
  %151 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %147, i32 0, i32 1, !dbg !60
  %152 = load ptr, ptr %151, align 8, !dbg !60
  %153 = getelementptr inbounds nuw %TSS, ptr %14, i32 0, i32 0, !dbg !60
  %154 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %153, i32 0, i32 0, !dbg !60
  %155 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %154, i32 0, i32 0, !dbg !60
  %156 = getelementptr inbounds nuw %Ts6UInt64V, ptr %155, i32 0, i32 0, !dbg !60
  %157 = load i64, ptr %156, align 8, !dbg !60
  %158 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %154, i32 0, i32 1, !dbg !60
  %159 = load ptr, ptr %158, align 8, !dbg !60
  %160 = call swiftcc i1 @"$sSS2eeoiySbSS_SStFZ"(i64 %150, ptr %152, i64 %157, ptr %159), !dbg !60
  call void @swift_bridgeObjectRelease(ptr %33) #4, !dbg !60
  call void @llvm.lifetime.end.p0(i64 16, ptr %14), !dbg !60
  %161 = call ptr @"$sSSWOh"(ptr %13), !dbg !60
  call void @llvm.lifetime.end.p0(i64 16, ptr %13), !dbg !60
  br i1 %160, label %162, label %165, !dbg !60

162:                                              ; preds = %131
  call void @swift_bridgeObjectRelease(ptr %33) #4, !dbg !60
  br label %163, !dbg !62

163:                                              ; preds = %130, %162
  %164 = getelementptr inbounds nuw %T13HTTPSemantics11TextCharsetO, ptr %5, i32 0, i32 0, !dbg !63
  store i8 1, ptr %164, align 1, !dbg !63
  br label %432, !dbg !65

165:                                              ; preds = %131
  %166 = call ptr @swift_bridgeObjectRetain(ptr returned %33) #4, !dbg !66
  %167 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.10.iso-8859-1, i64 10, i1 true), !dbg !66
  %168 = extractvalue { i64, ptr } %167, 0, !dbg !66
  %169 = extractvalue { i64, ptr } %167, 1, !dbg !66
  call void @llvm.lifetime.start.p0(i64 16, ptr %15), !dbg !66
  %170 = getelementptr inbounds nuw %TSS, ptr %15, i32 0, i32 0, !dbg !66
  %171 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %170, i32 0, i32 0, !dbg !66
  %172 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %171, i32 0, i32 0, !dbg !66
  %173 = getelementptr inbounds nuw %Ts6UInt64V, ptr %172, i32 0, i32 0, !dbg !66
  store i64 %168, ptr %173, align 8, !dbg !66
  %174 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %171, i32 0, i32 1, !dbg !66
  store ptr %169, ptr %174, align 8, !dbg !66
  call void @llvm.lifetime.start.p0(i64 16, ptr %16), !dbg !66
  %175 = getelementptr inbounds nuw %TSS, ptr %16, i32 0, i32 0, !dbg !66
  %176 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %175, i32 0, i32 0, !dbg !66
  %177 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %176, i32 0, i32 0, !dbg !66
  %178 = getelementptr inbounds nuw %Ts6UInt64V, ptr %177, i32 0, i32 0, !dbg !66
  store i64 %32, ptr %178, align 8, !dbg !66
  %179 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %176, i32 0, i32 1, !dbg !66
  store ptr %33, ptr %179, align 8, !dbg !66
  %180 = getelementptr inbounds nuw %TSS, ptr %15, i32 0, i32 0, !dbg !66
  %181 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %180, i32 0, i32 0, !dbg !66
  %182 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %181, i32 0, i32 0, !dbg !66
  %183 = getelementptr inbounds nuw %Ts6UInt64V, ptr %182, i32 0, i32 0, !dbg !66
  %184 = load i64, ptr %183, align 8, !dbg !66
  %185 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %181, i32 0, i32 1, !dbg !66
  %186 = load ptr, ptr %185, align 8, !dbg !66
  %187 = getelementptr inbounds nuw %TSS, ptr %16, i32 0, i32 0, !dbg !66
  %188 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %187, i32 0, i32 0, !dbg !66
  %189 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %188, i32 0, i32 0, !dbg !66
  %190 = getelementptr inbounds nuw %Ts6UInt64V, ptr %189, i32 0, i32 0, !dbg !66
  %191 = load i64, ptr %190, align 8, !dbg !66
  %192 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %188, i32 0, i32 1, !dbg !66
  %193 = load ptr, ptr %192, align 8, !dbg !66
  %194 = call swiftcc i1 @"$sSS2eeoiySbSS_SStFZ"(i64 %184, ptr %186, i64 %191, ptr %193), !dbg !66
  call void @swift_bridgeObjectRelease(ptr %33) #4, !dbg !66
  call void @llvm.lifetime.end.p0(i64 16, ptr %16), !dbg !66
  %195 = call ptr @"$sSSWOh"(ptr %15), !dbg !66
  call void @llvm.lifetime.end.p0(i64 16, ptr %15), !dbg !66
  br i1 %194, label %196, label %197, !dbg !66

196:                                              ; preds = %165
  call void @swift_bridgeObjectRelease(ptr %33) #4, !dbg !66
  br label %261, !dbg !68

197:                                              ; preds = %165
  %198 = call ptr @swift_bridgeObjectRetain(ptr returned %33) #4, !dbg !66
  %199 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.10.iso_8859-1, i64 10, i1 true), !dbg !66
  %200 = extractvalue { i64, ptr } %199, 0, !dbg !66
  %201 = extractvalue { i64, ptr } %199, 1, !dbg !66
  call void @llvm.lifetime.start.p0(i64 16, ptr %17), !dbg !66
  %202 = getelementptr inbounds nuw %TSS, ptr %17, i32 0, i32 0, !dbg !66
  %203 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %202, i32 0, i32 0, !dbg !66
  %204 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %203, i32 0, i32 0, !dbg !66
  %205 = getelementptr inbounds nuw %Ts6UInt64V, ptr %204, i32 0, i32 0, !dbg !66
  store i64 %200, ptr %205, align 8, !dbg !66
  %206 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %203, i32 0, i32 1, !dbg !66
  store ptr %201, ptr %206, align 8, !dbg !66
  call void @llvm.lifetime.start.p0(i64 16, ptr %18), !dbg !66
  %207 = getelementptr inbounds nuw %TSS, ptr %18, i32 0, i32 0, !dbg !66
  %208 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %207, i32 0, i32 0, !dbg !66
  %209 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %208, i32 0, i32 0, !dbg !66
  %210 = getelementptr inbounds nuw %Ts6UInt64V, ptr %209, i32 0, i32 0, !dbg !66
  store i64 %32, ptr %210, align 8, !dbg !66
  %211 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %208, i32 0, i32 1, !dbg !66
  store ptr %33, ptr %211, align 8, !dbg !66
  %212 = getelementptr inbounds nuw %TSS, ptr %17, i32 0, i32 0, !dbg !66
  %213 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %212, i32 0, i32 0, !dbg !66
  %214 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %213, i32 0, i32 0, !dbg !66
  %215 = getelementptr inbounds nuw %Ts6UInt64V, ptr %214, i32 0, i32 0, !dbg !66
  %216 = load i64, ptr %215, align 8, !dbg !66
  %217 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %213, i32 0, i32 1, !dbg !66
  %218 = load ptr, ptr %217, align 8, !dbg !66
  %219 = getelementptr inbounds nuw %TSS, ptr %18, i32 0, i32 0, !dbg !66
  %220 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %219, i32 0, i32 0, !dbg !66
  %221 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %220, i32 0, i32 0, !dbg !66
  %222 = getelementptr inbounds nuw %Ts6UInt64V, ptr %221, i32 0, i32 0, !dbg !66
  %223 = load i64, ptr %222, align 8, !dbg !66
  %224 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %220, i32 0, i32 1, !dbg !66
  %225 = load ptr, ptr %224, align 8, !dbg !66
  %226 = call swiftcc i1 @"$sSS2eeoiySbSS_SStFZ"(i64 %216, ptr %218, i64 %223, ptr %225), !dbg !66
  call void @swift_bridgeObjectRelease(ptr %33) #4, !dbg !66
  call void @llvm.lifetime.end.p0(i64 16, ptr %18), !dbg !66
  %227 = call ptr @"$sSSWOh"(ptr %17), !dbg !66
  call void @llvm.lifetime.end.p0(i64 16, ptr %17), !dbg !66
  br i1 %226, label %228, label %229, !dbg !66

228:                                              ; preds = %197
  call void @swift_bridgeObjectRelease(ptr %33) #4, !dbg !66
  br label %261, !dbg !68

229:                                              ; preds = %197
  %230 = call ptr @swift_bridgeObjectRetain(ptr returned %33) #4, !dbg !66
  %231 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.6.latin1, i64 6, i1 true), !dbg !66
  %232 = extractvalue { i64, ptr } %231, 0, !dbg !66
  %233 = extractvalue { i64, ptr } %231, 1, !dbg !66
  call void @llvm.lifetime.start.p0(i64 16, ptr %19), !dbg !66
  %234 = getelementptr inbounds nuw %TSS, ptr %19, i32 0, i32 0, !dbg !66
  %235 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %234, i32 0, i32 0, !dbg !66
  %236 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %235, i32 0, i32 0, !dbg !66
  %237 = getelementptr inbounds nuw %Ts6UInt64V, ptr %236, i32 0, i32 0, !dbg !66
  store i64 %232, ptr %237, align 8, !dbg !66
  %238 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %235, i32 0, i32 1, !dbg !66
  store ptr %233, ptr %238, align 8, !dbg !66
  call void @llvm.lifetime.start.p0(i64 16, ptr %20), !dbg !66
  %239 = getelementptr inbounds nuw %TSS, ptr %20, i32 0, i32 0, !dbg !66
  %240 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %239, i32 0, i32 0, !dbg !66
  %241 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %240, i32 0, i32 0, !dbg !66
  %242 = getelementptr inbounds nuw %Ts6UInt64V, ptr %241, i32 0, i32 0, !dbg !66
  store i64 %32, ptr %242, align 8, !dbg !66
  %243 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %240, i32 0, i32 1, !dbg !66
  store ptr %33, ptr %243, align 8, !dbg !66
  %244 = getelementptr inbounds nuw %TSS, ptr %19, i32 0, i32 0, !dbg !66
  %245 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %244, i32 0, i32 0, !dbg !66
  %246 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %245, i32 0, i32 0, !dbg !66
  %247 = getelementptr inbounds nuw %Ts6UInt64V, ptr %246, i32 0, i32 0, !dbg !66
  %248 = load i64, ptr %247, align 8, !dbg !66
  %249 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %245, i32 0, i32 1, !dbg !66
  %250 = load ptr, ptr %249, align 8, !dbg !66
  %251 = getelementptr inbounds nuw %TSS, ptr %20, i32 0, i32 0, !dbg !66
  %252 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %251, i32 0, i32 0, !dbg !66
  %253 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %252, i32 0, i32 0, !dbg !66
  %254 = getelementptr inbounds nuw %Ts6UInt64V, ptr %253, i32 0, i32 0, !dbg !66
  %255 = load i64, ptr %254, align 8, !dbg !66
  %256 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %252, i32 0, i32 1, !dbg !66
  %257 = load ptr, ptr %256, align 8, !dbg !66
  %258 = call swiftcc i1 @"$sSS2eeoiySbSS_SStFZ"(i64 %248, ptr %250, i64 %255, ptr %257), !dbg !66
  call void @swift_bridgeObjectRelease(ptr %33) #4, !dbg !66
  call void @llvm.lifetime.end.p0(i64 16, ptr %20), !dbg !66
  %259 = call ptr @"$sSSWOh"(ptr %19), !dbg !66
  call void @llvm.lifetime.end.p0(i64 16, ptr %19), !dbg !66
  br i1 %258, label %260, label %263, !dbg !66

260:                                              ; preds = %229
  call void @swift_bridgeObjectRelease(ptr %33) #4, !dbg !66
  br label %261, !dbg !68

261:                                              ; preds = %196, %228, %260
  %262 = getelementptr inbounds nuw %T13HTTPSemantics11TextCharsetO, ptr %5, i32 0, i32 0, !dbg !69
  store i8 2, ptr %262, align 1, !dbg !69
  br label %432, !dbg !71

263:                                              ; preds = %229
  %264 = call ptr @swift_bridgeObjectRetain(ptr returned %33) #4, !dbg !72
  %265 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.12.windows-1252, i64 12, i1 true), !dbg !72
  %266 = extractvalue { i64, ptr } %265, 0, !dbg !72
  %267 = extractvalue { i64, ptr } %265, 1, !dbg !72
  call void @llvm.lifetime.start.p0(i64 16, ptr %21), !dbg !72
  %268 = getelementptr inbounds nuw %TSS, ptr %21, i32 0, i32 0, !dbg !72
  %269 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %268, i32 0, i32 0, !dbg !72
  %270 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %269, i32 0, i32 0, !dbg !72
  %271 = getelementptr inbounds nuw %Ts6UInt64V, ptr %270, i32 0, i32 0, !dbg !72
  store i64 %266, ptr %271, align 8, !dbg !72
  %272 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %269, i32 0, i32 1, !dbg !72
  store ptr %267, ptr %272, align 8, !dbg !72
  call void @llvm.lifetime.start.p0(i64 16, ptr %22), !dbg !72
  %273 = getelementptr inbounds nuw %TSS, ptr %22, i32 0, i32 0, !dbg !72
  %274 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %273, i32 0, i32 0, !dbg !72
  %275 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %274, i32 0, i32 0, !dbg !72
  %276 = getelementptr inbounds nuw %Ts6UInt64V, ptr %275, i32 0, i32 0, !dbg !72
  store i64 %32, ptr %276, align 8, !dbg !72
  %277 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %274, i32 0, i32 1, !dbg !72
  store ptr %33, ptr %277, align 8, !dbg !72
  %278 = getelementptr inbounds nuw %TSS, ptr %21, i32 0, i32 0, !dbg !72
  %279 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %278, i32 0, i32 0, !dbg !72
  %280 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %279, i32 0, i32 0, !dbg !72
  %281 = getelementptr inbounds nuw %Ts6UInt64V, ptr %280, i32 0, i32 0, !dbg !72
  %282 = load i64, ptr %281, align 8, !dbg !72
  %283 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %279, i32 0, i32 1, !dbg !72
  %284 = load ptr, ptr %283, align 8, !dbg !72
  %285 = getelementptr inbounds nuw %TSS, ptr %22, i32 0, i32 0, !dbg !72
  %286 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %285, i32 0, i32 0, !dbg !72
  %287 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %286, i32 0, i32 0, !dbg !72
  %288 = getelementptr inbounds nuw %Ts6UInt64V, ptr %287, i32 0, i32 0, !dbg !72
  %289 = load i64, ptr %288, align 8, !dbg !72
  %290 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %286, i32 0, i32 1, !dbg !72
  %291 = load ptr, ptr %290, align 8, !dbg !72
  %292 = call swiftcc i1 @"$sSS2eeoiySbSS_SStFZ"(i64 %282, ptr %284, i64 %289, ptr %291), !dbg !72
  call void @swift_bridgeObjectRelease(ptr %33) #4, !dbg !72
  call void @llvm.lifetime.end.p0(i64 16, ptr %22), !dbg !72
  %293 = call ptr @"$sSSWOh"(ptr %21), !dbg !72
  call void @llvm.lifetime.end.p0(i64 16, ptr %21), !dbg !72
  br i1 %292, label %294, label %295, !dbg !72

294:                                              ; preds = %263
  call void @swift_bridgeObjectRelease(ptr %33) #4, !dbg !72
  br label %327, !dbg !74

295:                                              ; preds = %263
  %296 = call ptr @swift_bridgeObjectRetain(ptr returned %33) #4, !dbg !72
  %297 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.6.cp1252, i64 6, i1 true), !dbg !72
  %298 = extractvalue { i64, ptr } %297, 0, !dbg !72
  %299 = extractvalue { i64, ptr } %297, 1, !dbg !72
  call void @llvm.lifetime.start.p0(i64 16, ptr %23), !dbg !72
  %300 = getelementptr inbounds nuw %TSS, ptr %23, i32 0, i32 0, !dbg !72
  %301 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %300, i32 0, i32 0, !dbg !72
  %302 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %301, i32 0, i32 0, !dbg !72
  %303 = getelementptr inbounds nuw %Ts6UInt64V, ptr %302, i32 0, i32 0, !dbg !72
  store i64 %298, ptr %303, align 8, !dbg !72
  %304 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %301, i32 0, i32 1, !dbg !72
  store ptr %299, ptr %304, align 8, !dbg !72
  call void @llvm.lifetime.start.p0(i64 16, ptr %24), !dbg !72
  %305 = getelementptr inbounds nuw %TSS, ptr %24, i32 0, i32 0, !dbg !72
  %306 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %305, i32 0, i32 0, !dbg !72
  %307 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %306, i32 0, i32 0, !dbg !72
  %308 = getelementptr inbounds nuw %Ts6UInt64V, ptr %307, i32 0, i32 0, !dbg !72
  store i64 %32, ptr %308, align 8, !dbg !72
  %309 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %306, i32 0, i32 1, !dbg !72
  store ptr %33, ptr %309, align 8, !dbg !72
  %310 = getelementptr inbounds nuw %TSS, ptr %23, i32 0, i32 0, !dbg !72
  %311 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %310, i32 0, i32 0, !dbg !72
  %312 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %311, i32 0, i32 0, !dbg !72
  %313 = getelementptr inbounds nuw %Ts6UInt64V, ptr %312, i32 0, i32 0, !dbg !72
  %314 = load i64, ptr %313, align 8, !dbg !72
  %315 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %311, i32 0, i32 1, !dbg !72
  %316 = load ptr, ptr %315, align 8, !dbg !72
  %317 = getelementptr inbounds nuw %TSS, ptr %24, i32 0, i32 0, !dbg !72
  %318 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %317, i32 0, i32 0, !dbg !72
  %319 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %318, i32 0, i32 0, !dbg !72
  %320 = getelementptr inbounds nuw %Ts6UInt64V, ptr %319, i32 0, i32 0, !dbg !72
  %321 = load i64, ptr %320, align 8, !dbg !72
  %322 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %318, i32 0, i32 1, !dbg !72
  %323 = load ptr, ptr %322, align 8, !dbg !72
  %324 = call swiftcc i1 @"$sSS2eeoiySbSS_SStFZ"(i64 %314, ptr %316, i64 %321, ptr %323), !dbg !72
  call void @swift_bridgeObjectRelease(ptr %33) #4, !dbg !72
  call void @llvm.lifetime.end.p0(i64 16, ptr %24), !dbg !72
  %325 = call ptr @"$sSSWOh"(ptr %23), !dbg !72
  call void @llvm.lifetime.end.p0(i64 16, ptr %23), !dbg !72
  br i1 %324, label %326, label %329, !dbg !72

326:                                              ; preds = %295
  call void @swift_bridgeObjectRelease(ptr %33) #4, !dbg !72
  br label %327, !dbg !74

327:                                              ; preds = %294, %326
  %328 = getelementptr inbounds nuw %T13HTTPSemantics11TextCharsetO, ptr %5, i32 0, i32 0, !dbg !75
  store i8 3, ptr %328, align 1, !dbg !75
  br label %432, !dbg !77

329:                                              ; preds = %295
  %330 = call ptr @swift_bridgeObjectRetain(ptr returned %33) #4, !dbg !78
  %331 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.6.utf-16, i64 6, i1 true), !dbg !78
  %332 = extractvalue { i64, ptr } %331, 0, !dbg !78
  %333 = extractvalue { i64, ptr } %331, 1, !dbg !78
  call void @llvm.lifetime.start.p0(i64 16, ptr %25), !dbg !78
  %334 = getelementptr inbounds nuw %TSS, ptr %25, i32 0, i32 0, !dbg !78
  %335 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %334, i32 0, i32 0, !dbg !78
  %336 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %335, i32 0, i32 0, !dbg !78
  %337 = getelementptr inbounds nuw %Ts6UInt64V, ptr %336, i32 0, i32 0, !dbg !78
  store i64 %332, ptr %337, align 8, !dbg !78
  %338 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %335, i32 0, i32 1, !dbg !78
  store ptr %333, ptr %338, align 8, !dbg !78
  call void @llvm.lifetime.start.p0(i64 16, ptr %26), !dbg !78
  %339 = getelementptr inbounds nuw %TSS, ptr %26, i32 0, i32 0, !dbg !78
  %340 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %339, i32 0, i32 0, !dbg !78
  %341 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %340, i32 0, i32 0, !dbg !78
  %342 = getelementptr inbounds nuw %Ts6UInt64V, ptr %341, i32 0, i32 0, !dbg !78
  store i64 %32, ptr %342, align 8, !dbg !78
  %343 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %340, i32 0, i32 1, !dbg !78
  store ptr %33, ptr %343, align 8, !dbg !78
  %344 = getelementptr inbounds nuw %TSS, ptr %25, i32 0, i32 0, !dbg !78
  %345 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %344, i32 0, i32 0, !dbg !78
  %346 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %345, i32 0, i32 0, !dbg !78
  %347 = getelementptr inbounds nuw %Ts6UInt64V, ptr %346, i32 0, i32 0, !dbg !78
  %348 = load i64, ptr %347, align 8, !dbg !78
  %349 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %345, i32 0, i32 1, !dbg !78
  %350 = load ptr, ptr %349, align 8, !dbg !78
  %351 = getelementptr inbounds nuw %TSS, ptr %26, i32 0, i32 0, !dbg !78
  %352 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %351, i32 0, i32 0, !dbg !78
  %353 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %352, i32 0, i32 0, !dbg !78
  %354 = getelementptr inbounds nuw %Ts6UInt64V, ptr %353, i32 0, i32 0, !dbg !78
  %355 = load i64, ptr %354, align 8, !dbg !78
  %356 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %352, i32 0, i32 1, !dbg !78
  %357 = load ptr, ptr %356, align 8, !dbg !78
  %358 = call swiftcc i1 @"$sSS2eeoiySbSS_SStFZ"(i64 %348, ptr %350, i64 %355, ptr %357), !dbg !78
  call void @swift_bridgeObjectRelease(ptr %33) #4, !dbg !78
  call void @llvm.lifetime.end.p0(i64 16, ptr %26), !dbg !78
  %359 = call ptr @"$sSSWOh"(ptr %25), !dbg !78
  call void @llvm.lifetime.end.p0(i64 16, ptr %25), !dbg !78
  br i1 %358, label %360, label %362, !dbg !78

360:                                              ; preds = %329
  call void @swift_bridgeObjectRelease(ptr %33) #4, !dbg !78
  %361 = getelementptr inbounds nuw %T13HTTPSemantics11TextCharsetO, ptr %5, i32 0, i32 0, !dbg !80
  store i8 4, ptr %361, align 1, !dbg !80
  br label %432, !dbg !82

362:                                              ; preds = %329
  %363 = call ptr @swift_bridgeObjectRetain(ptr returned %33) #4, !dbg !83
  %364 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.8.utf-16le, i64 8, i1 true), !dbg !83
  %365 = extractvalue { i64, ptr } %364, 0, !dbg !83
  %366 = extractvalue { i64, ptr } %364, 1, !dbg !83
  call void @llvm.lifetime.start.p0(i64 16, ptr %27), !dbg !83
  %367 = getelementptr inbounds nuw %TSS, ptr %27, i32 0, i32 0, !dbg !83
  %368 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %367, i32 0, i32 0, !dbg !83
  %369 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %368, i32 0, i32 0, !dbg !83
  %370 = getelementptr inbounds nuw %Ts6UInt64V, ptr %369, i32 0, i32 0, !dbg !83
  store i64 %365, ptr %370, align 8, !dbg !83
  %371 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %368, i32 0, i32 1, !dbg !83
  store ptr %366, ptr %371, align 8, !dbg !83
  call void @llvm.lifetime.start.p0(i64 16, ptr %28), !dbg !83
  %372 = getelementptr inbounds nuw %TSS, ptr %28, i32 0, i32 0, !dbg !83
  %373 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %372, i32 0, i32 0, !dbg !83
  %374 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %373, i32 0, i32 0, !dbg !83
  %375 = getelementptr inbounds nuw %Ts6UInt64V, ptr %374, i32 0, i32 0, !dbg !83
  store i64 %32, ptr %375, align 8, !dbg !83
  %376 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %373, i32 0, i32 1, !dbg !83
  store ptr %33, ptr %376, align 8, !dbg !83
  %377 = getelementptr inbounds nuw %TSS, ptr %27, i32 0, i32 0, !dbg !83
  %378 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %377, i32 0, i32 0, !dbg !83
  %379 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %378, i32 0, i32 0, !dbg !83
  %380 = getelementptr inbounds nuw %Ts6UInt64V, ptr %379, i32 0, i32 0, !dbg !83
  %381 = load i64, ptr %380, align 8, !dbg !83
  %382 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %378, i32 0, i32 1, !dbg !83
  %383 = load ptr, ptr %382, align 8, !dbg !83
  %384 = getelementptr inbounds nuw %TSS, ptr %28, i32 0, i32 0, !dbg !83
  %385 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %384, i32 0, i32 0, !dbg !83
  %386 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %385, i32 0, i32 0, !dbg !83
  %387 = getelementptr inbounds nuw %Ts6UInt64V, ptr %386, i32 0, i32 0, !dbg !83
  %388 = load i64, ptr %387, align 8, !dbg !83
  %389 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %385, i32 0, i32 1, !dbg !83
  %390 = load ptr, ptr %389, align 8, !dbg !83
  %391 = call swiftcc i1 @"$sSS2eeoiySbSS_SStFZ"(i64 %381, ptr %383, i64 %388, ptr %390), !dbg !83
  call void @swift_bridgeObjectRelease(ptr %33) #4, !dbg !83
  call void @llvm.lifetime.end.p0(i64 16, ptr %28), !dbg !83
  %392 = call ptr @"$sSSWOh"(ptr %27), !dbg !83
  call void @llvm.lifetime.end.p0(i64 16, ptr %27), !dbg !83
  br i1 %391, label %393, label %395, !dbg !83

393:                                              ; preds = %362
  call void @swift_bridgeObjectRelease(ptr %33) #4, !dbg !83
  %394 = getelementptr inbounds nuw %T13HTTPSemantics11TextCharsetO, ptr %5, i32 0, i32 0, !dbg !85
  store i8 5, ptr %394, align 1, !dbg !85
  br label %432, !dbg !87

395:                                              ; preds = %362
  %396 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.8.utf-16be, i64 8, i1 true), !dbg !88
  %397 = extractvalue { i64, ptr } %396, 0, !dbg !88
  %398 = extractvalue { i64, ptr } %396, 1, !dbg !88
  call void @llvm.lifetime.start.p0(i64 16, ptr %29), !dbg !88
  %399 = getelementptr inbounds nuw %TSS, ptr %29, i32 0, i32 0, !dbg !88
  %400 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %399, i32 0, i32 0, !dbg !88
  %401 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %400, i32 0, i32 0, !dbg !88
  %402 = getelementptr inbounds nuw %Ts6UInt64V, ptr %401, i32 0, i32 0, !dbg !88
  store i64 %397, ptr %402, align 8, !dbg !88
  %403 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %400, i32 0, i32 1, !dbg !88
  store ptr %398, ptr %403, align 8, !dbg !88
  call void @llvm.lifetime.start.p0(i64 16, ptr %30), !dbg !88
  %404 = getelementptr inbounds nuw %TSS, ptr %30, i32 0, i32 0, !dbg !88
  %405 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %404, i32 0, i32 0, !dbg !88
  %406 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %405, i32 0, i32 0, !dbg !88
  %407 = getelementptr inbounds nuw %Ts6UInt64V, ptr %406, i32 0, i32 0, !dbg !88
  store i64 %32, ptr %407, align 8, !dbg !88
  %408 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %405, i32 0, i32 1, !dbg !88
  store ptr %33, ptr %408, align 8, !dbg !88
  %409 = getelementptr inbounds nuw %TSS, ptr %29, i32 0, i32 0, !dbg !88
  %410 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %409, i32 0, i32 0, !dbg !88
  %411 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %410, i32 0, i32 0, !dbg !88
  %412 = getelementptr inbounds nuw %Ts6UInt64V, ptr %411, i32 0, i32 0, !dbg !88
  %413 = load i64, ptr %412, align 8, !dbg !88
  %414 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %410, i32 0, i32 1, !dbg !88
  %415 = load ptr, ptr %414, align 8, !dbg !88
  %416 = getelementptr inbounds nuw %TSS, ptr %30, i32 0, i32 0, !dbg !88
  %417 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %416, i32 0, i32 0, !dbg !88
  %418 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %417, i32 0, i32 0, !dbg !88
  %419 = getelementptr inbounds nuw %Ts6UInt64V, ptr %418, i32 0, i32 0, !dbg !88
  %420 = load i64, ptr %419, align 8, !dbg !88
  %421 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %417, i32 0, i32 1, !dbg !88
  %422 = load ptr, ptr %421, align 8, !dbg !88
  %423 = call swiftcc i1 @"$sSS2eeoiySbSS_SStFZ"(i64 %413, ptr %415, i64 %420, ptr %422), !dbg !88
  call void @swift_bridgeObjectRelease(ptr %33) #4, !dbg !88
  call void @llvm.lifetime.end.p0(i64 16, ptr %30), !dbg !88
  %424 = call ptr @"$sSSWOh"(ptr %29), !dbg !88
  call void @llvm.lifetime.end.p0(i64 16, ptr %29), !dbg !88
  br i1 %423, label %425, label %427, !dbg !88

425:                                              ; preds = %395
  %426 = getelementptr inbounds nuw %T13HTTPSemantics11TextCharsetO, ptr %5, i32 0, i32 0, !dbg !90
  store i8 6, ptr %426, align 1, !dbg !90
  br label %432, !dbg !92

427:                                              ; preds = %395
  %428 = getelementptr inbounds ptr, ptr %1, i64 -1, !dbg !93
  %429 = load ptr, ptr %428, align 8, !dbg !93, !invariant.load !95, !dereferenceable !96
  %430 = getelementptr inbounds ptr, ptr %429, i32 1, !dbg !93
  %431 = load ptr, ptr %430, align 8, !dbg !93, !invariant.load !95
  call void %431(ptr noalias %0, ptr %1) #4, !dbg !93
  call void @llvm.lifetime.end.p0(i64 1, ptr %5), !dbg !93
  br label %438, !dbg !48

432:                                              ; preds = %97, %163, %261, %327, %360, %393, %425
  %433 = phi i8 [ 6, %425 ], [ 5, %393 ], [ 4, %360 ], [ 3, %327 ], [ 2, %261 ], [ 1, %163 ], [ 0, %97 ], !dbg !97
  %434 = getelementptr inbounds ptr, ptr %1, i64 -1, !dbg !97
  %435 = load ptr, ptr %434, align 8, !dbg !97, !invariant.load !95, !dereferenceable !96
  %436 = getelementptr inbounds ptr, ptr %435, i32 1, !dbg !97
  %437 = load ptr, ptr %436, align 8, !dbg !97, !invariant.load !95
  call void %437(ptr noalias %0, ptr %1) #4, !dbg !97
  call void @llvm.lifetime.end.p0(i64 1, ptr %5), !dbg !97
  br label %438, !dbg !97

438:                                              ; preds = %432, %427
  %439 = phi i8 [ 7, %427 ], [ %433, %432 ], !dbg !48
  ret i8 %439, !dbg !48
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr captures(none)) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

declare swiftcc { i64, ptr } @"$sSy10lowercasedSSyFTj"(ptr noalias swiftself, ptr, ptr) #3

; Function Attrs: nounwind
declare ptr @swift_bridgeObjectRetain(ptr returned) #4

declare swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr, i64, i1) #3

; Function Attrs: sanitize_address
define protected swiftcc { i64, ptr } @"$s13HTTPSemantics11TextCharsetO13preferredNameSSvg"(i8 %0) #0 !dbg !98 {
  %2 = alloca i8, align 8
    #dbg_declare(ptr %2, !104, !DIExpression(), !106)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 1, i1 false)
  %3 = alloca %TSS, align 8
  store i8 %0, ptr %2, align 8, !dbg !107
  call void @llvm.lifetime.start.p0(i64 16, ptr %3), !dbg !108
  switch i8 %0, label %4 [
    i8 0, label %5
    i8 1, label %14
    i8 2, label %23
    i8 3, label %32
    i8 4, label %41
    i8 5, label %50
    i8 6, label %59
  ], !dbg !111

4:                                                ; preds = %1
  unreachable, !dbg !111

5:                                                ; preds = %1
  %6 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.5.utf-8, i64 5, i1 true), !dbg !112
  %7 = extractvalue { i64, ptr } %6, 0, !dbg !112
  %8 = extractvalue { i64, ptr } %6, 1, !dbg !112
  %9 = getelementptr inbounds nuw %TSS, ptr %3, i32 0, i32 0, !dbg !112
  %10 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %9, i32 0, i32 0, !dbg !112
  %11 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %10, i32 0, i32 0, !dbg !112
  %12 = getelementptr inbounds nuw %Ts6UInt64V, ptr %11, i32 0, i32 0, !dbg !112
  store i64 %7, ptr %12, align 8, !dbg !112
  %13 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %10, i32 0, i32 1, !dbg !112
  store ptr %8, ptr %13, align 8, !dbg !112
  br label %68, !dbg !115

14:                                               ; preds = %1
  %15 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.8.us-ascii, i64 8, i1 true), !dbg !116
  %16 = extractvalue { i64, ptr } %15, 0, !dbg !116
  %17 = extractvalue { i64, ptr } %15, 1, !dbg !116
  %18 = getelementptr inbounds nuw %TSS, ptr %3, i32 0, i32 0, !dbg !116
  %19 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %18, i32 0, i32 0, !dbg !116
  %20 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %19, i32 0, i32 0, !dbg !116
  %21 = getelementptr inbounds nuw %Ts6UInt64V, ptr %20, i32 0, i32 0, !dbg !116
  store i64 %16, ptr %21, align 8, !dbg !116
  %22 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %19, i32 0, i32 1, !dbg !116
  store ptr %17, ptr %22, align 8, !dbg !116
  br label %68, !dbg !119

23:                                               ; preds = %1
  %24 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.10.iso-8859-1, i64 10, i1 true), !dbg !120
  %25 = extractvalue { i64, ptr } %24, 0, !dbg !120
  %26 = extractvalue { i64, ptr } %24, 1, !dbg !120
  %27 = getelementptr inbounds nuw %TSS, ptr %3, i32 0, i32 0, !dbg !120
  %28 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %27, i32 0, i32 0, !dbg !120
  %29 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %28, i32 0, i32 0, !dbg !120
  %30 = getelementptr inbounds nuw %Ts6UInt64V, ptr %29, i32 0, i32 0, !dbg !120
  store i64 %25, ptr %30, align 8, !dbg !120
  %31 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %28, i32 0, i32 1, !dbg !120
  store ptr %26, ptr %31, align 8, !dbg !120
  br label %68, !dbg !123

32:                                               ; preds = %1
  %33 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.12.windows-1252, i64 12, i1 true), !dbg !124
  %34 = extractvalue { i64, ptr } %33, 0, !dbg !124
  %35 = extractvalue { i64, ptr } %33, 1, !dbg !124
  %36 = getelementptr inbounds nuw %TSS, ptr %3, i32 0, i32 0, !dbg !124
  %37 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %36, i32 0, i32 0, !dbg !124
  %38 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %37, i32 0, i32 0, !dbg !124
  %39 = getelementptr inbounds nuw %Ts6UInt64V, ptr %38, i32 0, i32 0, !dbg !124
  store i64 %34, ptr %39, align 8, !dbg !124
  %40 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %37, i32 0, i32 1, !dbg !124
  store ptr %35, ptr %40, align 8, !dbg !124
  br label %68, !dbg !127

41:                                               ; preds = %1
  %42 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.6.utf-16, i64 6, i1 true), !dbg !128
  %43 = extractvalue { i64, ptr } %42, 0, !dbg !128
  %44 = extractvalue { i64, ptr } %42, 1, !dbg !128
  %45 = getelementptr inbounds nuw %TSS, ptr %3, i32 0, i32 0, !dbg !128
  %46 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %45, i32 0, i32 0, !dbg !128
  %47 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %46, i32 0, i32 0, !dbg !128
  %48 = getelementptr inbounds nuw %Ts6UInt64V, ptr %47, i32 0, i32 0, !dbg !128
  store i64 %43, ptr %48, align 8, !dbg !128
  %49 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %46, i32 0, i32 1, !dbg !128
  store ptr %44, ptr %49, align 8, !dbg !128
  br label %68, !dbg !131

50:                                               ; preds = %1
  %51 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.8.utf-16le, i64 8, i1 true), !dbg !132
  %52 = extractvalue { i64, ptr } %51, 0, !dbg !132
  %53 = extractvalue { i64, ptr } %51, 1, !dbg !132
  %54 = getelementptr inbounds nuw %TSS, ptr %3, i32 0, i32 0, !dbg !132
  %55 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %54, i32 0, i32 0, !dbg !132
  %56 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %55, i32 0, i32 0, !dbg !132
  %57 = getelementptr inbounds nuw %Ts6UInt64V, ptr %56, i32 0, i32 0, !dbg !132
  store i64 %52, ptr %57, align 8, !dbg !132
  %58 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %55, i32 0, i32 1, !dbg !132
  store ptr %53, ptr %58, align 8, !dbg !132
  br label %68, !dbg !135

59:                                               ; preds = %1
  %60 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.8.utf-16be, i64 8, i1 true), !dbg !136
  %61 = extractvalue { i64, ptr } %60, 0, !dbg !136
  %62 = extractvalue { i64, ptr } %60, 1, !dbg !136
  %63 = getelementptr inbounds nuw %TSS, ptr %3, i32 0, i32 0, !dbg !136
  %64 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %63, i32 0, i32 0, !dbg !136
  %65 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %64, i32 0, i32 0, !dbg !136
  %66 = getelementptr inbounds nuw %Ts6UInt64V, ptr %65, i32 0, i32 0, !dbg !136
  store i64 %61, ptr %66, align 8, !dbg !136
  %67 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %64, i32 0, i32 1, !dbg !136
  store ptr %62, ptr %67, align 8, !dbg !136
  br label %68, !dbg !139

68:                                               ; preds = %5, %14, %23, %32, %41, %50, %59
  %69 = getelementptr inbounds nuw %TSS, ptr %3, i32 0, i32 0, !dbg !139
  %70 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %69, i32 0, i32 0, !dbg !139
  %71 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %70, i32 0, i32 0, !dbg !139
  %72 = getelementptr inbounds nuw %Ts6UInt64V, ptr %71, i32 0, i32 0, !dbg !139
  %73 = load i64, ptr %72, align 8, !dbg !139
  %74 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %70, i32 0, i32 1, !dbg !139
  %75 = load ptr, ptr %74, align 8, !dbg !139
  call void @llvm.lifetime.end.p0(i64 16, ptr %3), !dbg !140
  %76 = insertvalue { i64, ptr } undef, i64 %73, 0, !dbg !140
  %77 = insertvalue { i64, ptr } %76, ptr %75, 1, !dbg !140
  ret { i64, ptr } %77, !dbg !140
}

; Function Attrs: sanitize_address
define protected swiftcc i1 @"$s13HTTPSemantics11TextCharsetO21__derived_enum_equalsySbAC_ACtFZ"(i8 %0, i8 %1) #0 !dbg !141 {
  %3 = alloca i8, align 8
    #dbg_declare(ptr %3, !147, !DIExpression(), !151)
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 1, i1 false)
  %4 = alloca i8, align 8
    #dbg_declare(ptr %4, !148, !DIExpression(), !151)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 1, i1 false)
  %5 = alloca %TSi, align 8
  %6 = alloca %TSi, align 8
  store i8 %0, ptr %3, align 8, !dbg !151
  store i8 %1, ptr %4, align 8, !dbg !151
    #dbg_value(i64 0, !149, !DIExpression(), !151)
  call void @llvm.lifetime.start.p0(i64 8, ptr %5), !dbg !152
  switch i8 %0, label %7 [
    i8 0, label %8
    i8 1, label %10
    i8 2, label %12
    i8 3, label %14
    i8 4, label %16
    i8 5, label %18
    i8 6, label %20
  ], !dbg !151

7:                                                ; preds = %2
  unreachable, !dbg !151

8:                                                ; preds = %2
  %9 = getelementptr inbounds nuw %TSi, ptr %5, i32 0, i32 0, !dbg !151
  store i64 0, ptr %9, align 8, !dbg !151
  br label %22, !dbg !151

10:                                               ; preds = %2
  %11 = getelementptr inbounds nuw %TSi, ptr %5, i32 0, i32 0, !dbg !151
  store i64 1, ptr %11, align 8, !dbg !151
  br label %22, !dbg !151

12:                                               ; preds = %2
  %13 = getelementptr inbounds nuw %TSi, ptr %5, i32 0, i32 0, !dbg !151
  store i64 2, ptr %13, align 8, !dbg !151
  br label %22, !dbg !151

14:                                               ; preds = %2
  %15 = getelementptr inbounds nuw %TSi, ptr %5, i32 0, i32 0, !dbg !151
  store i64 3, ptr %15, align 8, !dbg !151
  br label %22, !dbg !151

16:                                               ; preds = %2
  %17 = getelementptr inbounds nuw %TSi, ptr %5, i32 0, i32 0, !dbg !151
  store i64 4, ptr %17, align 8, !dbg !151
  br label %22, !dbg !151

18:                                               ; preds = %2
  %19 = getelementptr inbounds nuw %TSi, ptr %5, i32 0, i32 0, !dbg !151
  store i64 5, ptr %19, align 8, !dbg !151
  br label %22, !dbg !151

20:                                               ; preds = %2
  %21 = getelementptr inbounds nuw %TSi, ptr %5, i32 0, i32 0, !dbg !151
  store i64 6, ptr %21, align 8, !dbg !151
  br label %22, !dbg !151

22:                                               ; preds = %8, %10, %12, %14, %16, %18, %20
  %23 = phi i64 [ 6, %20 ], [ 5, %18 ], [ 4, %16 ], [ 3, %14 ], [ 2, %12 ], [ 1, %10 ], [ 0, %8 ], !dbg !152
  call void @llvm.lifetime.start.p0(i64 8, ptr %6), !dbg !152
  switch i8 %1, label %24 [
    i8 0, label %25
    i8 1, label %27
    i8 2, label %29
    i8 3, label %31
    i8 4, label %33
    i8 5, label %35
    i8 6, label %37
  ], !dbg !151

24:                                               ; preds = %22
  unreachable, !dbg !151

25:                                               ; preds = %22
  %26 = getelementptr inbounds nuw %TSi, ptr %6, i32 0, i32 0, !dbg !151
  store i64 0, ptr %26, align 8, !dbg !151
  br label %39, !dbg !151

27:                                               ; preds = %22
  %28 = getelementptr inbounds nuw %TSi, ptr %6, i32 0, i32 0, !dbg !151
  store i64 1, ptr %28, align 8, !dbg !151
  br label %39, !dbg !151

29:                                               ; preds = %22
  %30 = getelementptr inbounds nuw %TSi, ptr %6, i32 0, i32 0, !dbg !151
  store i64 2, ptr %30, align 8, !dbg !151
  br label %39, !dbg !151

31:                                               ; preds = %22
  %32 = getelementptr inbounds nuw %TSi, ptr %6, i32 0, i32 0, !dbg !151
  store i64 3, ptr %32, align 8, !dbg !151
  br label %39, !dbg !151

33:                                               ; preds = %22
  %34 = getelementptr inbounds nuw %TSi, ptr %6, i32 0, i32 0, !dbg !151
  store i64 4, ptr %34, align 8, !dbg !151
  br label %39, !dbg !151

35:                                               ; preds = %22
  %36 = getelementptr inbounds nuw %TSi, ptr %6, i32 0, i32 0, !dbg !151
  store i64 5, ptr %36, align 8, !dbg !151
  br label %39, !dbg !151

37:                                               ; preds = %22
  %38 = getelementptr inbounds nuw %TSi, ptr %6, i32 0, i32 0, !dbg !151
  store i64 6, ptr %38, align 8, !dbg !151
  br label %39, !dbg !151

39:                                               ; preds = %25, %27, %29, %31, %33, %35, %37
  %40 = phi i64 [ 6, %37 ], [ 5, %35 ], [ 4, %33 ], [ 3, %31 ], [ 2, %29 ], [ 1, %27 ], [ 0, %25 ], !dbg !151
  %41 = icmp eq i64 %23, %40, !dbg !151
  call void @llvm.lifetime.end.p0(i64 8, ptr %6), !dbg !151
  call void @llvm.lifetime.end.p0(i64 8, ptr %5), !dbg !151
  ret i1 %41, !dbg !151
}

; Function Attrs: sanitize_address
define protected swiftcc ptr @"$s13HTTPSemantics11TextCharsetO8allCasesSayACGvgZ"() #0 !dbg !154 {
    #dbg_value(i64 0, !160, !DIExpression(), !161)
  %1 = call swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64 7, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics11TextCharsetOMf", i32 0, i32 2)), !dbg !161
  %2 = extractvalue { ptr, ptr } %1, 0, !dbg !161
  %3 = extractvalue { ptr, ptr } %1, 1, !dbg !161
  %4 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !161
  %5 = getelementptr inbounds nuw %T13HTTPSemantics11TextCharsetO, ptr %4, i32 0, i32 0, !dbg !161
  store i8 0, ptr %5, align 8, !dbg !161
  %6 = getelementptr inbounds %T13HTTPSemantics11TextCharsetO, ptr %4, i64 1, !dbg !161
  %7 = getelementptr inbounds nuw %T13HTTPSemantics11TextCharsetO, ptr %6, i32 0, i32 0, !dbg !161
  store i8 1, ptr %7, align 1, !dbg !161
  %8 = getelementptr inbounds %T13HTTPSemantics11TextCharsetO, ptr %4, i64 2, !dbg !161
  %9 = getelementptr inbounds nuw %T13HTTPSemantics11TextCharsetO, ptr %8, i32 0, i32 0, !dbg !161
  store i8 2, ptr %9, align 2, !dbg !161
  %10 = getelementptr inbounds %T13HTTPSemantics11TextCharsetO, ptr %4, i64 3, !dbg !161
  %11 = getelementptr inbounds nuw %T13HTTPSemantics11TextCharsetO, ptr %10, i32 0, i32 0, !dbg !161
  store i8 3, ptr %11, align 1, !dbg !161
  %12 = getelementptr inbounds %T13HTTPSemantics11TextCharsetO, ptr %4, i64 4, !dbg !161
  %13 = getelementptr inbounds nuw %T13HTTPSemantics11TextCharsetO, ptr %12, i32 0, i32 0, !dbg !161
  store i8 4, ptr %13, align 4, !dbg !161
  %14 = getelementptr inbounds %T13HTTPSemantics11TextCharsetO, ptr %4, i64 5, !dbg !161
  %15 = getelementptr inbounds nuw %T13HTTPSemantics11TextCharsetO, ptr %14, i32 0, i32 0, !dbg !161
  store i8 5, ptr %15, align 1, !dbg !161
  %16 = getelementptr inbounds %T13HTTPSemantics11TextCharsetO, ptr %4, i64 6, !dbg !161
  %17 = getelementptr inbounds nuw %T13HTTPSemantics11TextCharsetO, ptr %16, i32 0, i32 0, !dbg !161
  store i8 6, ptr %17, align 2, !dbg !161
  %18 = call swiftcc ptr @"$ss27_finalizeUninitializedArrayySayxGABnlF"(ptr %2, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics11TextCharsetOMf", i32 0, i32 2)), !dbg !161
  ret ptr %18, !dbg !161
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc ptr @"$ss27_finalizeUninitializedArrayySayxGABnlF"(ptr %0, ptr %1) #0 !dbg !162 {
  %3 = alloca ptr, align 8
    #dbg_declare(ptr %3, !167, !DIExpression(), !170)
  %4 = alloca %TSa, align 8
  store ptr %1, ptr %3, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr %4), !dbg !171
  %5 = getelementptr inbounds nuw %TSa, ptr %4, i32 0, i32 0, !dbg !170
  %6 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %5, i32 0, i32 0, !dbg !170
  store ptr %0, ptr %6, align 8, !dbg !170
  %7 = call swiftcc %swift.metadata_response @"$sSaMa"(i64 0, ptr %1) #14, !dbg !170
  %8 = extractvalue %swift.metadata_response %7, 0, !dbg !170
  call swiftcc void @"$sSa12_endMutationyyF"(ptr %8, ptr swiftself captures(none) dereferenceable(8) %4), !dbg !170
  %9 = getelementptr inbounds nuw %TSa, ptr %4, i32 0, i32 0, !dbg !170
  %10 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %9, i32 0, i32 0, !dbg !170
  %11 = load ptr, ptr %10, align 8, !dbg !170
  call void @llvm.lifetime.end.p0(i64 8, ptr %4), !dbg !170
  ret ptr %11, !dbg !170
}

; Function Attrs: sanitize_address
define protected swiftcc void @"$s13HTTPSemantics11TextCharsetO4hash4intoys6HasherVz_tF"(ptr captures(none) dereferenceable(72) %0, i8 %1) #0 !dbg !173 {
  %3 = alloca ptr, align 8
    #dbg_declare(ptr %3, !181, !DIExpression(DW_OP_deref), !183)
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 8, i1 false)
  %4 = alloca i8, align 8
    #dbg_declare(ptr %4, !182, !DIExpression(), !183)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 1, i1 false)
  %5 = alloca %TSi, align 8
  %6 = alloca %TSi, align 8
  store ptr %0, ptr %3, align 8, !dbg !183
  store i8 %1, ptr %4, align 8, !dbg !183
  call void @llvm.lifetime.start.p0(i64 8, ptr %5), !dbg !184
  switch i8 %1, label %7 [
    i8 0, label %8
    i8 1, label %10
    i8 2, label %12
    i8 3, label %14
    i8 4, label %16
    i8 5, label %18
    i8 6, label %20
  ], !dbg !183

7:                                                ; preds = %2
  unreachable, !dbg !183

8:                                                ; preds = %2
  %9 = getelementptr inbounds nuw %TSi, ptr %5, i32 0, i32 0, !dbg !183
  store i64 0, ptr %9, align 8, !dbg !183
  br label %22, !dbg !183

10:                                               ; preds = %2
  %11 = getelementptr inbounds nuw %TSi, ptr %5, i32 0, i32 0, !dbg !183
  store i64 1, ptr %11, align 8, !dbg !183
  br label %22, !dbg !183

12:                                               ; preds = %2
  %13 = getelementptr inbounds nuw %TSi, ptr %5, i32 0, i32 0, !dbg !183
  store i64 2, ptr %13, align 8, !dbg !183
  br label %22, !dbg !183

14:                                               ; preds = %2
  %15 = getelementptr inbounds nuw %TSi, ptr %5, i32 0, i32 0, !dbg !183
  store i64 3, ptr %15, align 8, !dbg !183
  br label %22, !dbg !183

16:                                               ; preds = %2
  %17 = getelementptr inbounds nuw %TSi, ptr %5, i32 0, i32 0, !dbg !183
  store i64 4, ptr %17, align 8, !dbg !183
  br label %22, !dbg !183

18:                                               ; preds = %2
  %19 = getelementptr inbounds nuw %TSi, ptr %5, i32 0, i32 0, !dbg !183
  store i64 5, ptr %19, align 8, !dbg !183
  br label %22, !dbg !183

20:                                               ; preds = %2
  %21 = getelementptr inbounds nuw %TSi, ptr %5, i32 0, i32 0, !dbg !183
  store i64 6, ptr %21, align 8, !dbg !183
  br label %22, !dbg !183

22:                                               ; preds = %8, %10, %12, %14, %16, %18, %20
  %23 = phi i64 [ 6, %20 ], [ 5, %18 ], [ 4, %16 ], [ 3, %14 ], [ 2, %12 ], [ 1, %10 ], [ 0, %8 ], !dbg !183
  call void @llvm.lifetime.start.p0(i64 8, ptr %6), !dbg !184
  %24 = getelementptr inbounds nuw %TSi, ptr %6, i32 0, i32 0, !dbg !183
  store i64 %23, ptr %24, align 8, !dbg !183
  call swiftcc void @"$ss6HasherV7combineyyxSHRzlF"(ptr noalias %6, ptr @"$sSiN", ptr @"$sSiSHsWP", ptr swiftself captures(none) dereferenceable(72) %0), !dbg !183
  call void @llvm.lifetime.end.p0(i64 8, ptr %6), !dbg !183
  call void @llvm.lifetime.end.p0(i64 8, ptr %5), !dbg !183
  ret void, !dbg !183
}

; Function Attrs: sanitize_address
define protected swiftcc i64 @"$s13HTTPSemantics11TextCharsetO9hashValueSivg"(i8 %0) #0 !dbg !186 {
  %2 = alloca i8, align 8
    #dbg_declare(ptr %2, !192, !DIExpression(), !193)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 1, i1 false)
  %3 = alloca %T13HTTPSemantics11TextCharsetO, align 1
  store i8 %0, ptr %2, align 8, !dbg !193
  call void @llvm.lifetime.start.p0(i64 1, ptr %3), !dbg !194
  %4 = getelementptr inbounds nuw %T13HTTPSemantics11TextCharsetO, ptr %3, i32 0, i32 0, !dbg !193
  store i8 %0, ptr %4, align 1, !dbg !193
  %5 = call ptr @"$s13HTTPSemantics11TextCharsetOACSHAAWl"() #14, !dbg !193
  %6 = call swiftcc i64 @"$ss10_hashValue3forSix_tSHRzlF"(ptr noalias %3, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics11TextCharsetOMf", i32 0, i32 2), ptr %5), !dbg !193
  call void @llvm.lifetime.end.p0(i64 1, ptr %3), !dbg !193
  ret i64 %6, !dbg !193
}

; Function Attrs: sanitize_address
define internal swiftcc i1 @"$s13HTTPSemantics11TextCharsetOSQAASQ2eeoiySbx_xtFZTW"(ptr noalias captures(none) dereferenceable(1) %0, ptr noalias captures(none) dereferenceable(1) %1, ptr swiftself %2, ptr %3, ptr %4) #0 !dbg !196 {
  %6 = getelementptr inbounds nuw %T13HTTPSemantics11TextCharsetO, ptr %0, i32 0, i32 0, !dbg !201
  %7 = load i8, ptr %6, align 1, !dbg !201
  %8 = getelementptr inbounds nuw %T13HTTPSemantics11TextCharsetO, ptr %1, i32 0, i32 0, !dbg !201
  %9 = load i8, ptr %8, align 1, !dbg !201
  %10 = call swiftcc i1 @"$s13HTTPSemantics11TextCharsetO21__derived_enum_equalsySbAC_ACtFZ"(i8 %7, i8 %9) #15, !dbg !201
  ret i1 %10, !dbg !201
}

; Function Attrs: sanitize_address
define internal swiftcc i64 @"$s13HTTPSemantics11TextCharsetOSHAASH9hashValueSivgTW"(ptr noalias swiftself captures(none) dereferenceable(1) %0, ptr %1, ptr %2) #0 !dbg !202 {
  %4 = getelementptr inbounds nuw %T13HTTPSemantics11TextCharsetO, ptr %0, i32 0, i32 0, !dbg !204
  %5 = load i8, ptr %4, align 1, !dbg !204
  %6 = call swiftcc i64 @"$s13HTTPSemantics11TextCharsetO9hashValueSivg"(i8 %5) #15, !dbg !204
  ret i64 %6, !dbg !204
}

; Function Attrs: sanitize_address
define internal swiftcc void @"$s13HTTPSemantics11TextCharsetOSHAASH4hash4intoys6HasherVz_tFTW"(ptr captures(none) dereferenceable(72) %0, ptr noalias swiftself captures(none) dereferenceable(1) %1, ptr %2, ptr %3) #0 !dbg !205 {
  %5 = getelementptr inbounds nuw %T13HTTPSemantics11TextCharsetO, ptr %1, i32 0, i32 0, !dbg !207
  %6 = load i8, ptr %5, align 1, !dbg !207
  call swiftcc void @"$s13HTTPSemantics11TextCharsetO4hash4intoys6HasherVz_tF"(ptr captures(none) dereferenceable(72) %0, i8 %6) #15, !dbg !207
  ret void, !dbg !207
}

; Function Attrs: sanitize_address
define internal swiftcc i64 @"$s13HTTPSemantics11TextCharsetOSHAASH13_rawHashValue4seedS2i_tFTW"(i64 %0, ptr noalias swiftself captures(none) dereferenceable(1) %1, ptr %2, ptr %3) #0 !dbg !208 {
  %5 = call swiftcc i64 @"$sSHsE13_rawHashValue4seedS2i_tF"(i64 %0, ptr %2, ptr %3, ptr noalias swiftself %1) #15, !dbg !213
  ret i64 %5, !dbg !213
}

; Function Attrs: sanitize_address
define internal swiftcc void @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAAsADP8allCases03AllG0QzvgZTW"(ptr noalias sret(%TSa) captures(none) %0, ptr swiftself %1, ptr %2, ptr %3) #0 !dbg !214 {
  %5 = call swiftcc ptr @"$s13HTTPSemantics11TextCharsetO8allCasesSayACGvgZ"() #15, !dbg !218
  %6 = getelementptr inbounds nuw %TSa, ptr %0, i32 0, i32 0, !dbg !218
  %7 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %6, i32 0, i32 0, !dbg !218
  store ptr %5, ptr %7, align 8, !dbg !218
  ret void, !dbg !218
}

declare swiftcc i1 @"$sSS2eeoiySbSS_SStFZ"(i64, ptr, i64, ptr) #3

; Function Attrs: nounwind
declare void @swift_bridgeObjectRelease(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr captures(none)) #1

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$sSSWOh"(ptr %0) #5 !dbg !219 {
  %2 = getelementptr inbounds nuw %TSS, ptr %0, i32 0, i32 0, !dbg !221
  %3 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %2, i32 0, i32 0, !dbg !221
  %4 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %3, i32 0, i32 1, !dbg !221
  %5 = load ptr, ptr %4, align 8, !dbg !221
  call void @swift_bridgeObjectRelease(ptr %5) #4, !dbg !221
  ret ptr %0, !dbg !221
}

declare swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64, ptr) #3

declare swiftcc void @"$ss6HasherV7combineyyxSHRzlF"(ptr noalias, ptr, ptr, ptr swiftself captures(none) dereferenceable(72)) #3

declare swiftcc i64 @"$ss10_hashValue3forSix_tSHRzlF"(ptr noalias, ptr, ptr) #3

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$s13HTTPSemantics11TextCharsetOACSHAAWl"() #6 !dbg !222 {
  %1 = load ptr, ptr @"$s13HTTPSemantics11TextCharsetOACSHAAWL", align 8, !dbg !223
  %2 = icmp eq ptr %1, null, !dbg !223
  br i1 %2, label %3, label %5, !dbg !223

3:                                                ; preds = %0
  %4 = call ptr @swift_getWitnessTable(ptr @"$s13HTTPSemantics11TextCharsetOSHAAMc", ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics11TextCharsetOMf", i32 0, i32 2), ptr undef) #7, !dbg !223
  store atomic ptr %4, ptr @"$s13HTTPSemantics11TextCharsetOACSHAAWL" release, align 8, !dbg !223
  br label %5, !dbg !223

5:                                                ; preds = %3, %0
  %6 = phi ptr [ %1, %0 ], [ %4, %3 ], !dbg !223
  ret ptr %6, !dbg !223
}

; Function Attrs: nounwind memory(read)
declare ptr @swift_getWitnessTable(ptr, ptr, ptr) #7

declare swiftcc i64 @"$sSHsE13_rawHashValue4seedS2i_tF"(i64, ptr, ptr, ptr noalias swiftself) #3

; Function Attrs: nounwind
define internal swiftcc ptr @"$s13HTTPSemantics11TextCharsetOSHAASQWb"(ptr %0, ptr %1, ptr %2) #8 !dbg !224 {
  %4 = call ptr @"$s13HTTPSemantics11TextCharsetOACSQAAWl"() #14, !dbg !225
  ret ptr %4, !dbg !225
}

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$s13HTTPSemantics11TextCharsetOACSQAAWl"() #6 !dbg !226 {
  %1 = load ptr, ptr @"$s13HTTPSemantics11TextCharsetOACSQAAWL", align 8, !dbg !227
  %2 = icmp eq ptr %1, null, !dbg !227
  br i1 %2, label %3, label %5, !dbg !227

3:                                                ; preds = %0
  %4 = call ptr @swift_getWitnessTable(ptr @"$s13HTTPSemantics11TextCharsetOSQAAMc", ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics11TextCharsetOMf", i32 0, i32 2), ptr undef) #7, !dbg !227
  store atomic ptr %4, ptr @"$s13HTTPSemantics11TextCharsetOACSQAAWL" release, align 8, !dbg !227
  br label %5, !dbg !227

5:                                                ; preds = %3, %0
  %6 = phi ptr [ %1, %0 ], [ %4, %3 ], !dbg !227
  ret ptr %6, !dbg !227
}

; Function Attrs: nounwind
define internal swiftcc ptr @"$s13HTTPSemantics11TextCharsetOs12CaseIterableAA8AllCasessADP_SlWT"(ptr %0, ptr %1, ptr %2) #8 !dbg !228 {
  %4 = call ptr @"$sSay13HTTPSemantics11TextCharsetOGSayxGSlsWl"() #14, !dbg !229
  ret ptr %4, !dbg !229
}

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$sSay13HTTPSemantics11TextCharsetOGSayxGSlsWl"() #6 !dbg !230 {
  %1 = load ptr, ptr @"$sSay13HTTPSemantics11TextCharsetOGSayxGSlsWL", align 8, !dbg !231
  %2 = icmp eq ptr %1, null, !dbg !231
  br i1 %2, label %3, label %6, !dbg !231

3:                                                ; preds = %0
  %4 = call ptr @__swift_instantiateConcreteTypeFromMangledNameAbstract(ptr @"$sSay13HTTPSemantics11TextCharsetOGMD") #7, !dbg !231
  %5 = call ptr @swift_getWitnessTable(ptr @"$sSayxGSlsMc", ptr %4, ptr undef) #7, !dbg !231
  store atomic ptr %5, ptr @"$sSay13HTTPSemantics11TextCharsetOGSayxGSlsWL" release, align 8, !dbg !231
  br label %6, !dbg !231

6:                                                ; preds = %3, %0
  %7 = phi ptr [ %1, %0 ], [ %5, %3 ], !dbg !231
  ret ptr %7, !dbg !231
}

; Function Attrs: noinline nounwind willreturn memory(read)
define linkonce_odr hidden ptr @__swift_instantiateConcreteTypeFromMangledNameAbstract(ptr %0) #9 !dbg !232 {
  %2 = load atomic i64, ptr %0 monotonic, align 8, !dbg !233
  %3 = icmp slt i64 %2, 0, !dbg !233
  %4 = call i1 @llvm.expect.i1(i1 %3, i1 false), !dbg !233
  br i1 %4, label %8, label %5, !dbg !233

5:                                                ; preds = %8, %1
  %6 = phi i64 [ %2, %1 ], [ %17, %8 ], !dbg !233
  %7 = inttoptr i64 %6 to ptr, !dbg !233
  ret ptr %7, !dbg !233

8:                                                ; preds = %1
  %9 = ashr i64 %2, 32, !dbg !233
  %10 = sub i64 0, %9, !dbg !233
  %11 = trunc i64 %2 to i32, !dbg !233
  %12 = sext i32 %11 to i64, !dbg !233
  %13 = ptrtoint ptr %0 to i64, !dbg !233
  %14 = add i64 %13, %12, !dbg !233
  %15 = inttoptr i64 %14 to ptr, !dbg !233
  %16 = call swiftcc ptr @swift_getTypeByMangledNameInContextInMetadataState2(i64 255, ptr %15, i64 %10, ptr null, ptr null) #16, !dbg !233
  %17 = ptrtoint ptr %16 to i64, !dbg !233
  store atomic i64 %17, ptr %0 monotonic, align 8, !dbg !233
  br label %5, !dbg !233
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.expect.i1(i1, i1) #10

; Function Attrs: nounwind memory(argmem: readwrite)
declare swiftcc ptr @swift_getTypeByMangledNameInContextInMetadataState2(i64, ptr, i64, ptr, ptr) #11

; Function Attrs: nounwind
define linkonce_odr hidden ptr @__swift_memcpy1_1(ptr %0, ptr %1, ptr %2) #8 !dbg !234 {
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 1, i1 false), !dbg !235
  ret ptr %0, !dbg !235
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #12

; Function Attrs: nounwind
define linkonce_odr hidden void @__swift_noop_void_return(ptr %0, ptr %1) #8 !dbg !236 {
  ret void, !dbg !237
}

; Function Attrs: nounwind memory(read)
define internal i32 @"$s13HTTPSemantics11TextCharsetOwet"(ptr noalias %0, i32 %1, ptr %2) #13 !dbg !238 {
  %4 = icmp eq i32 0, %1, !dbg !239
  br i1 %4, label %53, label %5, !dbg !239

5:                                                ; preds = %3
  %6 = icmp ugt i32 %1, 249, !dbg !239
  br i1 %6, label %7, label %47, !dbg !239

7:                                                ; preds = %5
  %8 = sub i32 %1, 249, !dbg !239
  %9 = add i32 255, %8, !dbg !239
  %10 = lshr i32 %9, 8, !dbg !239
  %11 = add i32 %10, 1, !dbg !239
  %12 = icmp ult i32 %11, 256, !dbg !239
  br i1 %12, label %16, label %13, !dbg !239

13:                                               ; preds = %7
  %14 = icmp ult i32 %11, 65536, !dbg !239
  %15 = select i1 %14, i32 2, i32 4, !dbg !239
  br label %16, !dbg !239

16:                                               ; preds = %13, %7
  %17 = phi i32 [ 1, %7 ], [ %15, %13 ], !dbg !239
  %18 = getelementptr inbounds i8, ptr %0, i32 1, !dbg !239
  %19 = icmp eq i32 %17, 0, !dbg !239
  br i1 %19, label %20, label %21, !dbg !239

20:                                               ; preds = %16
  br label %36, !dbg !239

21:                                               ; preds = %16
  %22 = icmp eq i32 %17, 1, !dbg !239
  br i1 %22, label %23, label %26, !dbg !239

23:                                               ; preds = %21
  %24 = load i8, ptr %18, align 1, !dbg !239
  %25 = zext i8 %24 to i32, !dbg !239
  br label %36, !dbg !239

26:                                               ; preds = %21
  %27 = icmp eq i32 %17, 2, !dbg !239
  br i1 %27, label %28, label %31, !dbg !239

28:                                               ; preds = %26
  %29 = load i16, ptr %18, align 1, !dbg !239
  %30 = zext i16 %29 to i32, !dbg !239
  br label %36, !dbg !239

31:                                               ; preds = %26
  %32 = icmp eq i32 %17, 4, !dbg !239
  br i1 %32, label %33, label %35, !dbg !239

33:                                               ; preds = %31
  %34 = load i32, ptr %18, align 1, !dbg !239
  br label %36, !dbg !239

35:                                               ; preds = %31
  unreachable, !dbg !239

36:                                               ; preds = %33, %28, %23, %20
  %37 = phi i32 [ 0, %20 ], [ %25, %23 ], [ %30, %28 ], [ %34, %33 ], !dbg !239
  %38 = icmp eq i32 %37, 0, !dbg !239
  br i1 %38, label %47, label %39, !dbg !239

39:                                               ; preds = %36
  %40 = sub i32 %37, 1, !dbg !239
  %41 = shl i32 %40, 8, !dbg !239
  %42 = select i1 false, i32 0, i32 %41, !dbg !239
  %43 = load i8, ptr %0, align 1, !dbg !239
  %44 = zext i8 %43 to i32, !dbg !239
  %45 = or i32 %44, %42, !dbg !239
  %46 = add i32 249, %45, !dbg !239
  br label %54, !dbg !239

47:                                               ; preds = %36, %5
  %48 = load i8, ptr %0, align 1, !dbg !239
  %49 = zext i8 %48 to i32, !dbg !239
  %50 = sub i32 %49, 7, !dbg !239
  %51 = icmp slt i32 %50, 0, !dbg !239
  %52 = select i1 %51, i32 -1, i32 %50, !dbg !239
  br label %54, !dbg !239

53:                                               ; preds = %3
  br label %54, !dbg !239

54:                                               ; preds = %53, %47, %39
  %55 = phi i32 [ %52, %47 ], [ %46, %39 ], [ -1, %53 ], !dbg !239
  %56 = add i32 %55, 1, !dbg !239
  ret i32 %56, !dbg !239
}

; Function Attrs: nounwind
define internal void @"$s13HTTPSemantics11TextCharsetOwst"(ptr noalias %0, i32 %1, i32 %2, ptr %3) #8 !dbg !240 {
  %5 = getelementptr inbounds i8, ptr %0, i32 1, !dbg !241
  %6 = icmp ugt i32 %2, 249, !dbg !241
  br i1 %6, label %7, label %18, !dbg !241

7:                                                ; preds = %4
  %8 = sub i32 %2, 249, !dbg !241
  %9 = add i32 255, %8, !dbg !241
  %10 = lshr i32 %9, 8, !dbg !241
  %11 = add i32 %10, 1, !dbg !241
  %12 = icmp ult i32 %11, 256, !dbg !241
  br i1 %12, label %16, label %13, !dbg !241

13:                                               ; preds = %7
  %14 = icmp ult i32 %11, 65536, !dbg !241
  %15 = select i1 %14, i32 2, i32 4, !dbg !241
  br label %16, !dbg !241

16:                                               ; preds = %13, %7
  %17 = phi i32 [ 1, %7 ], [ %15, %13 ], !dbg !241
  br label %18, !dbg !241

18:                                               ; preds = %16, %4
  %19 = phi i32 [ 0, %4 ], [ %17, %16 ], !dbg !241
  %20 = icmp ule i32 %1, 249, !dbg !241
  br i1 %20, label %21, label %40, !dbg !241

21:                                               ; preds = %18
  %22 = icmp eq i32 %19, 0, !dbg !241
  br i1 %22, label %23, label %24, !dbg !241

23:                                               ; preds = %21
  br label %34, !dbg !241

24:                                               ; preds = %21
  %25 = icmp eq i32 %19, 1, !dbg !241
  br i1 %25, label %26, label %27, !dbg !241

26:                                               ; preds = %24
  store i8 0, ptr %5, align 1, !dbg !241
  br label %34, !dbg !241

27:                                               ; preds = %24
  %28 = icmp eq i32 %19, 2, !dbg !241
  br i1 %28, label %29, label %30, !dbg !241

29:                                               ; preds = %27
  store i16 0, ptr %5, align 1, !dbg !241
  br label %34, !dbg !241

30:                                               ; preds = %27
  %31 = icmp eq i32 %19, 4, !dbg !241
  br i1 %31, label %32, label %33, !dbg !241

32:                                               ; preds = %30
  store i32 0, ptr %5, align 1, !dbg !241
  br label %34, !dbg !241

33:                                               ; preds = %30
  unreachable, !dbg !241

34:                                               ; preds = %32, %29, %26, %23
  %35 = icmp eq i32 %1, 0, !dbg !241
  br i1 %35, label %66, label %36, !dbg !241

36:                                               ; preds = %34
  %37 = sub i32 %1, 1, !dbg !241
  %38 = trunc i32 %37 to i8, !dbg !241
  %39 = add i8 %38, 7, !dbg !241
  store i8 %39, ptr %0, align 1, !dbg !241
  br label %66, !dbg !241

40:                                               ; preds = %18
  %41 = sub i32 %1, 1, !dbg !241
  %42 = sub i32 %41, 249, !dbg !241
  br i1 false, label %47, label %43, !dbg !241

43:                                               ; preds = %40
  %44 = lshr i32 %42, 8, !dbg !241
  %45 = add i32 1, %44, !dbg !241
  %46 = and i32 255, %42, !dbg !241
  br label %47, !dbg !241

47:                                               ; preds = %43, %40
  %48 = phi i32 [ 1, %40 ], [ %45, %43 ], !dbg !241
  %49 = phi i32 [ %42, %40 ], [ %46, %43 ], !dbg !241
  %50 = trunc i32 %49 to i8, !dbg !241
  store i8 %50, ptr %0, align 1, !dbg !241
  %51 = icmp eq i32 %19, 0, !dbg !241
  br i1 %51, label %52, label %53, !dbg !241

52:                                               ; preds = %47
  br label %65, !dbg !241

53:                                               ; preds = %47
  %54 = icmp eq i32 %19, 1, !dbg !241
  br i1 %54, label %55, label %57, !dbg !241

55:                                               ; preds = %53
  %56 = trunc i32 %48 to i8, !dbg !241
  store i8 %56, ptr %5, align 1, !dbg !241
  br label %65, !dbg !241

57:                                               ; preds = %53
  %58 = icmp eq i32 %19, 2, !dbg !241
  br i1 %58, label %59, label %61, !dbg !241

59:                                               ; preds = %57
  %60 = trunc i32 %48 to i16, !dbg !241
  store i16 %60, ptr %5, align 1, !dbg !241
  br label %65, !dbg !241

61:                                               ; preds = %57
  %62 = icmp eq i32 %19, 4, !dbg !241
  br i1 %62, label %63, label %64, !dbg !241

63:                                               ; preds = %61
  store i32 %48, ptr %5, align 1, !dbg !241
  br label %65, !dbg !241

64:                                               ; preds = %61
  unreachable, !dbg !241

65:                                               ; preds = %63, %59, %55, %52
  br label %66, !dbg !241

66:                                               ; preds = %65, %36, %34
  ret void, !dbg !241
}

; Function Attrs: nounwind
define internal i32 @"$s13HTTPSemantics11TextCharsetOwug"(ptr noalias %0, ptr %1) #8 !dbg !242 {
  %3 = getelementptr inbounds nuw %T13HTTPSemantics11TextCharsetO, ptr %0, i32 0, i32 0, !dbg !243
  %4 = load i8, ptr %3, align 1, !dbg !243
  %5 = zext i8 %4 to i32, !dbg !243
  ret i32 %5, !dbg !243
}

; Function Attrs: nounwind
define internal void @"$s13HTTPSemantics11TextCharsetOwup"(ptr noalias %0, ptr %1) #8 !dbg !244 {
  ret void, !dbg !245
}

; Function Attrs: nounwind
define internal void @"$s13HTTPSemantics11TextCharsetOwui"(ptr noalias %0, i32 %1, ptr %2) #8 !dbg !246 {
  %4 = trunc i32 %1 to i8, !dbg !247
  %5 = getelementptr inbounds nuw %T13HTTPSemantics11TextCharsetO, ptr %0, i32 0, i32 0, !dbg !247
  store i8 %4, ptr %5, align 1, !dbg !247
  ret void, !dbg !247
}

; Function Attrs: noinline nounwind memory(none)
define protected swiftcc %swift.metadata_response @"$s13HTTPSemantics11TextCharsetOMa"(i64 %0) #6 !dbg !248 {
  ret %swift.metadata_response { ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics11TextCharsetOMf", i32 0, i32 2), i64 0 }, !dbg !249
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc void @"$sSa12_endMutationyyF"(ptr %0, ptr swiftself captures(none) dereferenceable(8) %1) #0 !dbg !250 {
  %3 = getelementptr inbounds nuw %TSa, ptr %1, i32 0, i32 0, !dbg !253
  %4 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %3, i32 0, i32 0, !dbg !253
  %5 = load ptr, ptr %4, align 8, !dbg !253
  %6 = getelementptr inbounds nuw %TSa, ptr %1, i32 0, i32 0, !dbg !253
  %7 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %6, i32 0, i32 0, !dbg !253
  store ptr %5, ptr %7, align 8, !dbg !253
  ret void, !dbg !253
}

declare swiftcc %swift.metadata_response @"$sSaMa"(i64, ptr) #3

attributes #0 = { sanitize_address "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline nounwind memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind memory(read) }
attributes #8 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #11 = { nounwind memory(argmem: readwrite) }
attributes #12 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #13 = { nounwind memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nounwind memory(none) }
attributes #15 = { noinline }
attributes #16 = { nounwind memory(argmem: read) }

!llvm.dbg.cu = !{!0, !15, !17}
!swift.module.flags = !{!19}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26, !27}
!llvm.linker.options = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_Swift, file: !1, producer: "Swift version 6.3.1 (swift-6.3.1-RELEASE)", isOptimized: false, runtimeVersion: 6, emissionKind: FullDebug, imports: !2)
!1 = !DIFile(filename: "Sources/HTTPSemantics/TextCharset.swift", directory: "/work/main")
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
!28 = distinct !DISubprogram(name: "init", linkageName: "$s13HTTPSemantics11TextCharsetO4nameACSgx_tcSyRzlufC", scope: !29, file: !1, line: 22, type: !30, scopeLine: 22, spFlags: DISPFlagDefinition, unit: !0, declaration: !35, retainedNodes: !36)
!29 = !DICompositeType(tag: DW_TAG_structure_type, name: "TextCharset", scope: !4, file: !1, size: 8, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics11TextCharsetOD")
!30 = !DISubroutineType(types: !31)
!31 = !{!32, !33, !34}
!32 = !DICompositeType(tag: DW_TAG_structure_type, name: "Optional", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics11TextCharsetOSgD")
!33 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sxD", flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sxD")
!34 = !DICompositeType(tag: DW_TAG_structure_type, name: "$s13HTTPSemantics11TextCharsetOXMtD", size: 8, flags: DIFlagArtificial, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics11TextCharsetOXMtD")
!35 = !DISubprogram(name: "init", linkageName: "$s13HTTPSemantics11TextCharsetO4nameACSgx_tcSyRzlufC", scope: !29, file: !1, line: 22, type: !30, scopeLine: 22, spFlags: 0)
!36 = !{!37, !39, !40}
!37 = !DILocalVariable(name: "$\CF\84_0_0", scope: !28, file: !1, type: !38, flags: DIFlagArtificial)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "$sBpD", baseType: null, size: 64)
!39 = !DILocalVariable(name: "self", scope: !28, file: !1, line: 22, type: !29)
!40 = !DILocalVariable(name: "name", arg: 1, scope: !28, file: !1, line: 22, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !42)
!42 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sxD", file: !43, elements: !44, runtimeLang: DW_LANG_Swift)
!43 = !DIFile(filename: "<compiler-generated>", directory: "/")
!44 = !{!45}
!45 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !42, baseType: !46, extraData: i32 0)
!46 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sSy_pmD", size: 8, flags: DIFlagArtificial, runtimeLang: DW_LANG_Swift, identifier: "$sSy_pmD")
!47 = !DILocation(line: 0, scope: !28)
!48 = !DILocation(line: 22, column: 13, scope: !28)
!49 = !DILocation(line: 22, column: 19, scope: !28)
!50 = !DILocation(line: 0, scope: !51)
!51 = !DILexicalBlockFile(scope: !28, discriminator: 0)
!52 = !DILocation(line: 23, column: 21, scope: !53)
!53 = distinct !DILexicalBlock(scope: !28, file: !1, line: 23, column: 9)
!54 = !DILocation(line: 23, column: 21, scope: !55)
!55 = distinct !DILexicalBlock(scope: !53, file: !1, line: 24, column: 9)
!56 = !DILocation(line: 24, column: 9, scope: !55)
!57 = !DILocation(line: 24, column: 36, scope: !58)
!58 = distinct !DILexicalBlock(scope: !55, file: !1, line: 24, column: 31)
!59 = !DILocation(line: 0, scope: !58)
!60 = !DILocation(line: 23, column: 21, scope: !61)
!61 = distinct !DILexicalBlock(scope: !53, file: !1, line: 25, column: 9)
!62 = !DILocation(line: 25, column: 9, scope: !61)
!63 = !DILocation(line: 25, column: 40, scope: !64)
!64 = distinct !DILexicalBlock(scope: !61, file: !1, line: 25, column: 35)
!65 = !DILocation(line: 0, scope: !64)
!66 = !DILocation(line: 23, column: 21, scope: !67)
!67 = distinct !DILexicalBlock(scope: !53, file: !1, line: 26, column: 9)
!68 = !DILocation(line: 26, column: 9, scope: !67)
!69 = !DILocation(line: 26, column: 57, scope: !70)
!70 = distinct !DILexicalBlock(scope: !67, file: !1, line: 26, column: 52)
!71 = !DILocation(line: 0, scope: !70)
!72 = !DILocation(line: 23, column: 21, scope: !73)
!73 = distinct !DILexicalBlock(scope: !53, file: !1, line: 27, column: 9)
!74 = !DILocation(line: 27, column: 9, scope: !73)
!75 = !DILocation(line: 27, column: 45, scope: !76)
!76 = distinct !DILexicalBlock(scope: !73, file: !1, line: 27, column: 40)
!77 = !DILocation(line: 0, scope: !76)
!78 = !DILocation(line: 23, column: 21, scope: !79)
!79 = distinct !DILexicalBlock(scope: !53, file: !1, line: 28, column: 9)
!80 = !DILocation(line: 28, column: 29, scope: !81)
!81 = distinct !DILexicalBlock(scope: !79, file: !1, line: 28, column: 24)
!82 = !DILocation(line: 0, scope: !81)
!83 = !DILocation(line: 23, column: 21, scope: !84)
!84 = distinct !DILexicalBlock(scope: !53, file: !1, line: 29, column: 9)
!85 = !DILocation(line: 29, column: 31, scope: !86)
!86 = distinct !DILexicalBlock(scope: !84, file: !1, line: 29, column: 26)
!87 = !DILocation(line: 0, scope: !86)
!88 = !DILocation(line: 23, column: 21, scope: !89)
!89 = distinct !DILexicalBlock(scope: !53, file: !1, line: 30, column: 9)
!90 = !DILocation(line: 30, column: 31, scope: !91)
!91 = distinct !DILexicalBlock(scope: !89, file: !1, line: 30, column: 26)
!92 = !DILocation(line: 0, scope: !91)
!93 = !DILocation(line: 0, scope: !94)
!94 = !DILexicalBlockFile(scope: !28, file: !43, discriminator: 0)
!95 = !{}
!96 = !{i64 96}
!97 = !DILocation(line: 33, column: 5, scope: !76)
!98 = distinct !DISubprogram(name: "preferredName.get", linkageName: "$s13HTTPSemantics11TextCharsetO13preferredNameSSvg", scope: !29, file: !1, line: 36, type: !99, scopeLine: 36, spFlags: DISPFlagDefinition, unit: !0, declaration: !102, retainedNodes: !103)
!99 = !DISubroutineType(types: !100)
!100 = !{!101, !29}
!101 = !DICompositeType(tag: DW_TAG_structure_type, name: "String", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sSSD")
!102 = !DISubprogram(name: "preferredName.get", linkageName: "$s13HTTPSemantics11TextCharsetO13preferredNameSSvg", scope: !29, file: !1, line: 36, type: !99, scopeLine: 36, spFlags: 0)
!103 = !{!104}
!104 = !DILocalVariable(name: "self", arg: 1, scope: !98, file: !1, line: 36, type: !105, flags: DIFlagArtificial)
!105 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!106 = !DILocation(line: 36, column: 39, scope: !98)
!107 = !DILocation(line: 0, scope: !98)
!108 = !DILocation(line: 0, scope: !109)
!109 = !DILexicalBlockFile(scope: !110, discriminator: 0)
!110 = distinct !DILexicalBlock(scope: !98, file: !1, line: 37, column: 9)
!111 = !DILocation(line: 38, column: 14, scope: !110)
!112 = !DILocation(line: 38, column: 21, scope: !113)
!113 = distinct !DILexicalBlock(scope: !114, file: !1, line: 38, column: 21)
!114 = distinct !DILexicalBlock(scope: !110, file: !1, line: 38, column: 9)
!115 = !DILocation(line: 0, scope: !113)
!116 = !DILocation(line: 39, column: 24, scope: !117)
!117 = distinct !DILexicalBlock(scope: !118, file: !1, line: 39, column: 24)
!118 = distinct !DILexicalBlock(scope: !110, file: !1, line: 39, column: 9)
!119 = !DILocation(line: 0, scope: !117)
!120 = !DILocation(line: 40, column: 26, scope: !121)
!121 = distinct !DILexicalBlock(scope: !122, file: !1, line: 40, column: 26)
!122 = distinct !DILexicalBlock(scope: !110, file: !1, line: 40, column: 9)
!123 = !DILocation(line: 0, scope: !121)
!124 = !DILocation(line: 41, column: 28, scope: !125)
!125 = distinct !DILexicalBlock(scope: !126, file: !1, line: 41, column: 28)
!126 = distinct !DILexicalBlock(scope: !110, file: !1, line: 41, column: 9)
!127 = !DILocation(line: 0, scope: !125)
!128 = !DILocation(line: 42, column: 22, scope: !129)
!129 = distinct !DILexicalBlock(scope: !130, file: !1, line: 42, column: 22)
!130 = distinct !DILexicalBlock(scope: !110, file: !1, line: 42, column: 9)
!131 = !DILocation(line: 0, scope: !129)
!132 = !DILocation(line: 43, column: 34, scope: !133)
!133 = distinct !DILexicalBlock(scope: !134, file: !1, line: 43, column: 34)
!134 = distinct !DILexicalBlock(scope: !110, file: !1, line: 43, column: 9)
!135 = !DILocation(line: 0, scope: !133)
!136 = !DILocation(line: 44, column: 31, scope: !137)
!137 = distinct !DILexicalBlock(scope: !138, file: !1, line: 44, column: 31)
!138 = distinct !DILexicalBlock(scope: !110, file: !1, line: 44, column: 9)
!139 = !DILocation(line: 0, scope: !137)
!140 = !DILocation(line: 46, column: 5, scope: !137)
!141 = distinct !DISubprogram(name: "__derived_enum_equals", linkageName: "$s13HTTPSemantics11TextCharsetO21__derived_enum_equalsySbAC_ACtFZ", scope: !29, file: !43, type: !142, spFlags: DISPFlagDefinition, unit: !0, declaration: !145, retainedNodes: !146)
!142 = !DISubroutineType(types: !143)
!143 = !{!144, !29, !29, !34}
!144 = !DICompositeType(tag: DW_TAG_structure_type, name: "Bool", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sSbD")
!145 = !DISubprogram(name: "__derived_enum_equals", linkageName: "$s13HTTPSemantics11TextCharsetO21__derived_enum_equalsySbAC_ACtFZ", scope: !29, file: !43, type: !142, spFlags: 0)
!146 = !{!147, !148, !149}
!147 = !DILocalVariable(name: "a", arg: 1, scope: !141, file: !1, type: !105, flags: DIFlagArtificial)
!148 = !DILocalVariable(name: "b", arg: 2, scope: !141, file: !1, type: !105, flags: DIFlagArtificial)
!149 = !DILocalVariable(name: "self", arg: 3, scope: !141, file: !1, type: !150, flags: DIFlagArtificial)
!150 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!151 = !DILocation(line: 0, scope: !141)
!152 = !DILocation(line: 0, scope: !153)
!153 = !DILexicalBlockFile(scope: !141, discriminator: 0)
!154 = distinct !DISubprogram(name: "allCases.get", linkageName: "$s13HTTPSemantics11TextCharsetO8allCasesSayACGvgZ", scope: !29, file: !43, type: !155, spFlags: DISPFlagDefinition, unit: !0, declaration: !158, retainedNodes: !159)
!155 = !DISubroutineType(types: !156)
!156 = !{!157, !34}
!157 = !DICompositeType(tag: DW_TAG_structure_type, name: "Array", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sSay13HTTPSemantics11TextCharsetOGD")
!158 = !DISubprogram(name: "allCases.get", linkageName: "$s13HTTPSemantics11TextCharsetO8allCasesSayACGvgZ", scope: !29, file: !43, type: !155, spFlags: 0)
!159 = !{!160}
!160 = !DILocalVariable(name: "self", arg: 1, scope: !154, file: !1, type: !150, flags: DIFlagArtificial)
!161 = !DILocation(line: 0, scope: !154)
!162 = distinct !DISubprogram(name: "_finalizeUninitializedArray", linkageName: "$ss27_finalizeUninitializedArrayySayxGABnlF", scope: !6, file: !43, type: !163, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !166)
!163 = !DISubroutineType(types: !164)
!164 = !{!165, !165}
!165 = !DICompositeType(tag: DW_TAG_structure_type, name: "Array", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sSayxGD")
!166 = !{!167}
!167 = !DILocalVariable(name: "$\CF\84_0_0", scope: !162, file: !1, type: !168, flags: DIFlagArtificial)
!168 = !DIDerivedType(tag: DW_TAG_typedef, name: "Element", scope: !169, file: !1, baseType: !38)
!169 = !DIModule(scope: null, name: "Builtin")
!170 = !DILocation(line: 0, scope: !162)
!171 = !DILocation(line: 0, scope: !172)
!172 = !DILexicalBlockFile(scope: !162, discriminator: 0)
!173 = distinct !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics11TextCharsetO4hash4intoys6HasherVz_tF", scope: !29, file: !43, type: !174, spFlags: DISPFlagDefinition, unit: !0, declaration: !179, retainedNodes: !180)
!174 = !DISubroutineType(types: !175)
!175 = !{!176, !177, !29}
!176 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sytD", flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sytD")
!177 = !DICompositeType(tag: DW_TAG_structure_type, name: "Hasher", scope: !6, file: !178, size: 576, runtimeLang: DW_LANG_Swift, identifier: "$ss6HasherVD")
!178 = !DIFile(filename: "/opt/swift/usr/lib/swift/linux/Swift.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule", directory: "")
!179 = !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics11TextCharsetO4hash4intoys6HasherVz_tF", scope: !29, file: !43, type: !174, spFlags: 0)
!180 = !{!181, !182}
!181 = !DILocalVariable(name: "hasher", arg: 1, scope: !173, file: !1, type: !177, flags: DIFlagArtificial)
!182 = !DILocalVariable(name: "self", arg: 2, scope: !173, file: !1, type: !105, flags: DIFlagArtificial)
!183 = !DILocation(line: 0, scope: !173)
!184 = !DILocation(line: 0, scope: !185)
!185 = !DILexicalBlockFile(scope: !173, discriminator: 0)
!186 = distinct !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics11TextCharsetO9hashValueSivg", scope: !29, file: !43, type: !187, spFlags: DISPFlagDefinition, unit: !0, declaration: !190, retainedNodes: !191)
!187 = !DISubroutineType(types: !188)
!188 = !{!189, !29}
!189 = !DICompositeType(tag: DW_TAG_structure_type, name: "Int", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sSiD")
!190 = !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics11TextCharsetO9hashValueSivg", scope: !29, file: !43, type: !187, spFlags: 0)
!191 = !{!192}
!192 = !DILocalVariable(name: "self", arg: 1, scope: !186, file: !1, type: !105, flags: DIFlagArtificial)
!193 = !DILocation(line: 0, scope: !186)
!194 = !DILocation(line: 0, scope: !195)
!195 = !DILexicalBlockFile(scope: !186, discriminator: 0)
!196 = distinct !DISubprogram(name: "__derived_enum_equals", linkageName: "$s13HTTPSemantics11TextCharsetOSQAASQ2eeoiySbx_xtFZTW", scope: !29, file: !43, type: !197, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !200)
!197 = !DISubroutineType(types: !198)
!198 = !{!144, !29, !29, !199}
!199 = !DICompositeType(tag: DW_TAG_structure_type, name: "$s13HTTPSemantics11TextCharsetOXMTD", flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics11TextCharsetOXMTD")
!200 = !DISubprogram(name: "__derived_enum_equals", linkageName: "$s13HTTPSemantics11TextCharsetOSQAASQ2eeoiySbx_xtFZTW", scope: !29, file: !43, type: !197, spFlags: DISPFlagLocalToUnit)
!201 = !DILocation(line: 0, scope: !196)
!202 = distinct !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics11TextCharsetOSHAASH9hashValueSivgTW", scope: !29, file: !43, type: !187, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !203)
!203 = !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics11TextCharsetOSHAASH9hashValueSivgTW", scope: !29, file: !43, type: !187, spFlags: DISPFlagLocalToUnit)
!204 = !DILocation(line: 0, scope: !202)
!205 = distinct !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics11TextCharsetOSHAASH4hash4intoys6HasherVz_tFTW", scope: !29, file: !43, type: !174, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !206)
!206 = !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics11TextCharsetOSHAASH4hash4intoys6HasherVz_tFTW", scope: !29, file: !43, type: !174, spFlags: DISPFlagLocalToUnit)
!207 = !DILocation(line: 0, scope: !205)
!208 = distinct !DISubprogram(name: "_rawHashValue", linkageName: "$s13HTTPSemantics11TextCharsetOSHAASH13_rawHashValue4seedS2i_tFTW", scope: !209, file: !43, type: !210, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !212)
!209 = !DICompositeType(tag: DW_TAG_structure_type, name: "Hashable", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sSH_pD")
!210 = !DISubroutineType(types: !211)
!211 = !{!189, !189, !29}
!212 = !DISubprogram(name: "_rawHashValue", linkageName: "$s13HTTPSemantics11TextCharsetOSHAASH13_rawHashValue4seedS2i_tFTW", scope: !209, file: !43, type: !210, spFlags: DISPFlagLocalToUnit)
!213 = !DILocation(line: 0, scope: !208)
!214 = distinct !DISubprogram(name: "allCases.get", linkageName: "$s13HTTPSemantics11TextCharsetOs12CaseIterableAAsADP8allCases03AllG0QzvgZTW", scope: !29, file: !43, type: !215, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !217)
!215 = !DISubroutineType(types: !216)
!216 = !{!157, !199}
!217 = !DISubprogram(name: "allCases.get", linkageName: "$s13HTTPSemantics11TextCharsetOs12CaseIterableAAsADP8allCases03AllG0QzvgZTW", scope: !29, file: !43, type: !215, spFlags: DISPFlagLocalToUnit)
!218 = !DILocation(line: 0, scope: !214)
!219 = distinct !DISubprogram(linkageName: "$sSSWOh", scope: !4, file: !43, type: !220, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!220 = !DISubroutineType(types: null)
!221 = !DILocation(line: 0, scope: !219)
!222 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics11TextCharsetOACSHAAWl", scope: !4, file: !43, type: !220, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!223 = !DILocation(line: 0, scope: !222)
!224 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics11TextCharsetOSHAASQWb", scope: !4, file: !43, type: !220, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!225 = !DILocation(line: 0, scope: !224)
!226 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics11TextCharsetOACSQAAWl", scope: !4, file: !43, type: !220, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!227 = !DILocation(line: 0, scope: !226)
!228 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics11TextCharsetOs12CaseIterableAA8AllCasessADP_SlWT", scope: !4, file: !43, type: !220, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!229 = !DILocation(line: 0, scope: !228)
!230 = distinct !DISubprogram(linkageName: "$sSay13HTTPSemantics11TextCharsetOGSayxGSlsWl", scope: !4, file: !43, type: !220, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!231 = !DILocation(line: 0, scope: !230)
!232 = distinct !DISubprogram(linkageName: "__swift_instantiateConcreteTypeFromMangledNameAbstract", scope: !4, file: !43, type: !220, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!233 = !DILocation(line: 0, scope: !232)
!234 = distinct !DISubprogram(linkageName: "__swift_memcpy1_1", scope: !4, file: !43, type: !220, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!235 = !DILocation(line: 0, scope: !234)
!236 = distinct !DISubprogram(linkageName: "__swift_noop_void_return", scope: !4, file: !43, type: !220, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!237 = !DILocation(line: 0, scope: !236)
!238 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics11TextCharsetOwet", scope: !4, file: !43, type: !220, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!239 = !DILocation(line: 0, scope: !238)
!240 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics11TextCharsetOwst", scope: !4, file: !43, type: !220, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!241 = !DILocation(line: 0, scope: !240)
!242 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics11TextCharsetOwug", scope: !4, file: !43, type: !220, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!243 = !DILocation(line: 0, scope: !242)
!244 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics11TextCharsetOwup", scope: !4, file: !43, type: !220, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!245 = !DILocation(line: 0, scope: !244)
!246 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics11TextCharsetOwui", scope: !4, file: !43, type: !220, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!247 = !DILocation(line: 0, scope: !246)
!248 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics11TextCharsetOMa", scope: !4, file: !43, type: !220, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!249 = !DILocation(line: 0, scope: !248)
!250 = distinct !DISubprogram(linkageName: "$sSa12_endMutationyyF", scope: !4, file: !43, type: !251, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!251 = !DISubroutineType(types: !252)
!252 = !{!176, !165}
!253 = !DILocation(line: 0, scope: !250)
