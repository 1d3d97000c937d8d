; ModuleID = '/tmp/fz/tmp/TemporaryDirectory.1ZIX14/PathTemplate-2.o'
source_filename = "/tmp/fz/tmp/TemporaryDirectory.1ZIX14/PathTemplate-2.o"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%swift.type = type { i64 }
%swift.protocol_conformance_descriptor = type { i32, i32, i32, i32 }
%swift.type_descriptor = type opaque
%swift.protocol = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, i32 }
%swift.protocol_requirement = type { i32, i32 }
%swift.method_descriptor = type { i32, i32 }
%swift.vwtable = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i32, i32 }
%swift.enum_vwtable = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i32, i32, ptr, ptr, ptr }
%swift.type_metadata_record = type { i32 }
%T13HTTPSemantics12PathTemplateV4PartO = type <{ [16 x i8], [1 x i8] }>
%TSi = type <{ i64 }>
%TSS = type <{ %Ts11_StringGutsV }>
%Ts11_StringGutsV = type <{ %Ts13_StringObjectV }>
%Ts13_StringObjectV = type <{ %Ts6UInt64V, ptr }>
%Ts6UInt64V = type <{ i64 }>
%T13HTTPSemantics12PathTemplateV7SegmentV = type <{ %TSa }>
%TSa = type <{ %Ts22_ContiguousArrayBufferV }>
%Ts22_ContiguousArrayBufferV = type <{ ptr }>
%T13HTTPSemantics12PathTemplateV11PlaceholderV = type <{ %TSS, %TSi }>
%T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO = type <{ i8 }>
%T13HTTPSemantics12PathTemplateV11SyntaxErrorV = type <{ %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, [7 x i8], %TSi }>
%T13HTTPSemantics12PathTemplateV = type <{ %TSS, %TSa, %TSa, %T13HTTPSemantics12PathTemplateV11SyntaxErrorVSg }>
%T13HTTPSemantics12PathTemplateV11SyntaxErrorVSg = type <{ [16 x i8] }>
%T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV = type <{ %TSa, %TSa, %T13HTTPSemantics12PathTemplateV11SyntaxErrorVSg, %TSa, %TSS, %TSi6offset_SS4nametSg, %TSb }>
%TSi6offset_SS4nametSg = type <{ [24 x i8] }>
%TSb = type <{ i1 }>
%Ts18EnumeratedSequenceV8IteratorVySS17UnicodeScalarViewV_G = type <{ %TSS17UnicodeScalarViewV8IteratorV, %TSi }>
%TSS17UnicodeScalarViewV8IteratorV = type <{ %Ts11_StringGutsV, %TSi, %TSi }>
%Ts18EnumeratedSequenceVySS17UnicodeScalarViewVG = type <{ %TSS17UnicodeScalarViewV }>
%TSS17UnicodeScalarViewV = type <{ %Ts11_StringGutsV }>
%TSi6offset_s7UnicodeO6ScalarV7elementtSg = type <{ [12 x i8], [1 x i8] }>
%swift.opaque = type opaque
%Ts16IndexingIteratorVySay13HTTPSemantics12PathTemplateV11PlaceholderVGG = type <{ %TSa, %TSi }>
%T13HTTPSemantics12PathTemplateV11PlaceholderVSg = type <{ [24 x i8] }>
%swift.metadata_response = type { ptr, i64 }

@"$sSiN" = external global %swift.type, align 8
@"$sSiSHsWP" = external global ptr, align 8
@"$sSSN" = external global %swift.type, align 8
@"$sSSSHsWP" = external global ptr, align 8
@"$s13HTTPSemantics12PathTemplateV4PartOAESHAAWL" = linkonce_odr hidden global ptr null, align 8
@"symbolic Say_____G 13HTTPSemantics12PathTemplateV4PartO" = linkonce_odr hidden constant <{ [3 x i8], i8, i32, [1 x i8], i8 }> <{ [3 x i8] c"Say", i8 1, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV4PartOMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ [3 x i8], i8, i32, [1 x i8], i8 }>, ptr @"symbolic Say_____G 13HTTPSemantics12PathTemplateV4PartO", i32 0, i32 2) to i64)) to i32), [1 x i8] c"G", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$sSay13HTTPSemantics12PathTemplateV4PartOGMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic Say_____G 13HTTPSemantics12PathTemplateV4PartO" to i64), i64 ptrtoint (ptr @"$sSay13HTTPSemantics12PathTemplateV4PartOGMD" to i64)) to i32), i32 -9 }, align 8
@"$sSay13HTTPSemantics12PathTemplateV4PartOGSayxGSTsWL" = linkonce_odr hidden global ptr null, align 8
@"$sSayxGSTsMc" = external global %swift.protocol_conformance_descriptor, align 4
@"$s13HTTPSemantics12PathTemplateV4PartOAESQAAWL" = linkonce_odr hidden global ptr null, align 8
@"$sSay13HTTPSemantics12PathTemplateV4PartOGSayxGSHsSHRzlWL" = linkonce_odr hidden global ptr null, align 8
@"$sSayxGSHsSHRzlMc" = external global %swift.protocol_conformance_descriptor, align 4
@"$s13HTTPSemantics12PathTemplateV7SegmentVAESHAAWL" = linkonce_odr hidden global ptr null, align 8
@"$s13HTTPSemantics12PathTemplateV11PlaceholderVAESHAAWL" = linkonce_odr hidden global ptr null, align 8
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOAGSHAAWL" = linkonce_odr hidden global ptr null, align 8
@".str.25.an empty placeholder '{}'" = private unnamed_addr constant [26 x i8] c"an empty placeholder '{}'\00"
@".str.26.a '{' inside a placeholder" = private unnamed_addr constant [27 x i8] c"a '{' inside a placeholder\00"
@".str.28.a '}' without an opening '{'" = private unnamed_addr constant [29 x i8] c"a '}' without an opening '{'\00"
@".str.27.a '{' without a closing '}'" = private unnamed_addr constant [28 x i8] c"a '{' without a closing '}'\00"
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVAESHAAWL" = linkonce_odr hidden global ptr null, align 8
@"$sSS17UnicodeScalarViewVN" = external global %swift.type, align 8
@"$sSS17UnicodeScalarViewVSTsWP" = external global ptr, align 8
@"$ss18EnumeratedSequenceVMn" = external global %swift.type_descriptor, align 4
@"got.$ss18EnumeratedSequenceVMn" = linkonce_odr hidden constant ptr @"$ss18EnumeratedSequenceVMn"
@"$sSS17UnicodeScalarViewVMn" = external global %swift.type_descriptor, align 4
@"got.$sSS17UnicodeScalarViewVMn" = linkonce_odr hidden constant ptr @"$sSS17UnicodeScalarViewVMn"
@"symbolic _____y_____G s18EnumeratedSequenceV SS17UnicodeScalarViewV" = linkonce_odr hidden constant <{ i8, i32, [1 x i8], i8, i32, [1 x i8], i8 }> <{ i8 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss18EnumeratedSequenceVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, [1 x i8], i8, i32, [1 x i8], i8 }>, ptr @"symbolic _____y_____G s18EnumeratedSequenceV SS17UnicodeScalarViewV", i32 0, i32 1) to i64)) to i32), [1 x i8] c"y", i8 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSS17UnicodeScalarViewVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, [1 x i8], i8, i32, [1 x i8], i8 }>, ptr @"symbolic _____y_____G s18EnumeratedSequenceV SS17UnicodeScalarViewV", i32 0, i32 4) to i64)) to i32), [1 x i8] c"G", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$ss18EnumeratedSequenceVySS17UnicodeScalarViewVGMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____y_____G s18EnumeratedSequenceV SS17UnicodeScalarViewV" to i64), i64 ptrtoint (ptr @"$ss18EnumeratedSequenceVySS17UnicodeScalarViewVGMD" to i64)) to i32), i32 -12 }, align 8
@"$ss18EnumeratedSequenceV8IteratorVMn" = external global %swift.type_descriptor, align 4
@"got.$ss18EnumeratedSequenceV8IteratorVMn" = linkonce_odr hidden constant ptr @"$ss18EnumeratedSequenceV8IteratorVMn"
@"symbolic _____y______G s18EnumeratedSequenceV8IteratorV SS17UnicodeScalarViewV" = linkonce_odr hidden constant <{ i8, i32, [1 x i8], i8, i32, [2 x i8], i8 }> <{ i8 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss18EnumeratedSequenceV8IteratorVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, [1 x i8], i8, i32, [2 x i8], i8 }>, ptr @"symbolic _____y______G s18EnumeratedSequenceV8IteratorV SS17UnicodeScalarViewV", i32 0, i32 1) to i64)) to i32), [1 x i8] c"y", i8 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSS17UnicodeScalarViewVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, [1 x i8], i8, i32, [2 x i8], i8 }>, ptr @"symbolic _____y______G s18EnumeratedSequenceV8IteratorV SS17UnicodeScalarViewV", i32 0, i32 4) to i64)) to i32), [2 x i8] c"_G", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$ss18EnumeratedSequenceV8IteratorVySS17UnicodeScalarViewV_GMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____y______G s18EnumeratedSequenceV8IteratorV SS17UnicodeScalarViewV" to i64), i64 ptrtoint (ptr @"$ss18EnumeratedSequenceV8IteratorVySS17UnicodeScalarViewV_GMD" to i64)) to i32), i32 -13 }, align 8
@.str.0. = private unnamed_addr constant [1 x i8] zeroinitializer
@"symbolic Say_____G 13HTTPSemantics12PathTemplateV11PlaceholderV" = linkonce_odr hidden constant <{ [3 x i8], i8, i32, [1 x i8], i8 }> <{ [3 x i8] c"Say", i8 1, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ [3 x i8], i8, i32, [1 x i8], i8 }>, ptr @"symbolic Say_____G 13HTTPSemantics12PathTemplateV11PlaceholderV", i32 0, i32 2) to i64)) to i32), [1 x i8] c"G", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic Say_____G 13HTTPSemantics12PathTemplateV11PlaceholderV" to i64), i64 ptrtoint (ptr @"$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGMD" to i64)) to i32), i32 -9 }, align 8
@".str.2.{}" = private unnamed_addr constant [3 x i8] c"{}\00"
@"$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGSayxGSlsWL" = linkonce_odr hidden global ptr null, align 8
@"$sSayxGSlsMc" = external global %swift.protocol_conformance_descriptor, align 4
@"$ss16IndexingIteratorVMn" = external global %swift.type_descriptor, align 4
@"got.$ss16IndexingIteratorVMn" = linkonce_odr hidden constant ptr @"$ss16IndexingIteratorVMn"
@"symbolic _____ySay_____GG s16IndexingIteratorV 13HTTPSemantics12PathTemplateV11PlaceholderV" = linkonce_odr hidden constant <{ i8, i32, [4 x i8], i8, i32, [2 x i8], i8 }> <{ i8 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss16IndexingIteratorVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, [4 x i8], i8, i32, [2 x i8], i8 }>, ptr @"symbolic _____ySay_____GG s16IndexingIteratorV 13HTTPSemantics12PathTemplateV11PlaceholderV", i32 0, i32 1) to i64)) to i32), [4 x i8] c"ySay", i8 1, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, [4 x i8], i8, i32, [2 x i8], i8 }>, ptr @"symbolic _____ySay_____GG s16IndexingIteratorV 13HTTPSemantics12PathTemplateV11PlaceholderV", i32 0, i32 4) to i64)) to i32), [2 x i8] c"GG", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$ss16IndexingIteratorVySay13HTTPSemantics12PathTemplateV11PlaceholderVGGMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____ySay_____GG s16IndexingIteratorV 13HTTPSemantics12PathTemplateV11PlaceholderV" to i64), i64 ptrtoint (ptr @"$ss16IndexingIteratorVySay13HTTPSemantics12PathTemplateV11PlaceholderVGGMD" to i64)) to i32), i32 -16 }, align 8
@"symbolic SaySSG" = linkonce_odr hidden constant <{ [6 x i8], i8 }> <{ [6 x i8] c"SaySSG", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$sSaySSGMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic SaySSG" to i64), i64 ptrtoint (ptr @"$sSaySSGMD" to i64)) to i32), i32 -6 }, align 8
@"$sSaySSGSayxGSTsWL" = linkonce_odr hidden global ptr null, align 8
@"$sSSSQsWP" = external global ptr, align 8
@"$s13HTTPSemantics12PathTemplateV7SegmentVAESQAAWL" = linkonce_odr hidden global ptr null, align 8
@"$s13HTTPSemantics12PathTemplateV11PlaceholderVAESQAAWL" = linkonce_odr hidden global ptr null, align 8
@"symbolic Say_____G 13HTTPSemantics12PathTemplateV7SegmentV" = linkonce_odr hidden constant <{ [3 x i8], i8, i32, [1 x i8], i8 }> <{ [3 x i8] c"Say", i8 1, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ [3 x i8], i8, i32, [1 x i8], i8 }>, ptr @"symbolic Say_____G 13HTTPSemantics12PathTemplateV7SegmentV", i32 0, i32 2) to i64)) to i32), [1 x i8] c"G", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$sSay13HTTPSemantics12PathTemplateV7SegmentVGMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic Say_____G 13HTTPSemantics12PathTemplateV7SegmentV" to i64), i64 ptrtoint (ptr @"$sSay13HTTPSemantics12PathTemplateV7SegmentVGMD" to i64)) to i32), i32 -9 }, align 8
@"$sSay13HTTPSemantics12PathTemplateV7SegmentVGSayxGSHsSHRzlWL" = linkonce_odr hidden global ptr null, align 8
@"$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGSayxGSHsSHRzlWL" = linkonce_odr hidden global ptr null, align 8
@"symbolic _____Sg 13HTTPSemantics12PathTemplateV11SyntaxErrorV" = linkonce_odr hidden constant <{ i8, i32, [2 x i8], i8 }> <{ i8 1, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, [2 x i8], i8 }>, ptr @"symbolic _____Sg 13HTTPSemantics12PathTemplateV11SyntaxErrorV", i32 0, i32 1) to i64)) to i32), [2 x i8] c"Sg", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSgMD" = linkonce_odr hidden global { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____Sg 13HTTPSemantics12PathTemplateV11SyntaxErrorV" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSgMD" to i64)) to i32), i32 -7 }, align 8
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSgxSgSHsSHRzlWL" = linkonce_odr hidden global ptr null, align 8
@"$sxSgSHsSHRzlMc" = external global %swift.protocol_conformance_descriptor, align 4
@"$s13HTTPSemantics12PathTemplateVACSHAAWL" = linkonce_odr hidden global ptr null, align 8
@".str.1.{" = private unnamed_addr constant [2 x i8] c"{\00"
@"associated conformance 13HTTPSemantics12PathTemplateV4PartOSHAASQ" = linkonce_odr hidden constant <{ i8, i8, i32, i8 }> <{ i8 -1, i8 7, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV4PartOSHAASQWb" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i8, i32, i8 }>, ptr @"associated conformance 13HTTPSemantics12PathTemplateV4PartOSHAASQ", i32 0, i32 2) to i64)) to i32), i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
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
@"$s13HTTPSemantics12PathTemplateV4PartOSHAAMcMK" = internal global [16 x ptr] zeroinitializer
@"$s13HTTPSemantics12PathTemplateV4PartOSHAAMc" = protected constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 } { i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSHMp" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV4PartOSHAAMc" to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV4PartOMn" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartOSHAAMc", i32 0, i32 1) to i64)) to i32), i32 0, i32 196608, i32 4, i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSHSQTb" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartOSHAAMc", i32 0, i32 5) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr getelementptr (i8, ptr @"associated conformance 13HTTPSemantics12PathTemplateV4PartOSHAASQ", i64 1) to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartOSHAAMc", i32 0, i32 6) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSH9hashValueSivgTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartOSHAAMc", i32 0, i32 7) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV4PartOSHAASH9hashValueSivgTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartOSHAAMc", i32 0, i32 8) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSH4hash4intoys6HasherVz_tFTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartOSHAAMc", i32 0, i32 9) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV4PartOSHAASH4hash4intoys6HasherVz_tFTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartOSHAAMc", i32 0, i32 10) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSH13_rawHashValue4seedS2i_tFTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartOSHAAMc", i32 0, i32 11) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV4PartOSHAASH13_rawHashValue4seedS2i_tFTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartOSHAAMc", i32 0, i32 12) to i64)) to i32), i16 0, i16 1, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV4PartOSHAAMcMK" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartOSHAAMc", i32 0, i32 16) to i64)) to i32) }, section ".rodata", no_sanitize_address, align 4
@"$sSQMp" = external global %swift.protocol, align 4
@"got.$sSQMp" = linkonce_odr hidden constant ptr @"$sSQMp"
@"$sSQ2eeoiySbx_xtFZTq" = external global %swift.method_descriptor, align 4
@"got.$sSQ2eeoiySbx_xtFZTq" = linkonce_odr hidden constant ptr @"$sSQ2eeoiySbx_xtFZTq"
@"$s13HTTPSemantics12PathTemplateV4PartOSQAAMcMK" = internal global [16 x ptr] zeroinitializer
@"$s13HTTPSemantics12PathTemplateV4PartOSQAAMc" = protected constant { i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 } { i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSQMp" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV4PartOSQAAMc" to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV4PartOMn" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartOSQAAMc", i32 0, i32 1) to i64)) to i32), i32 0, i32 196608, i32 1, i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSQ2eeoiySbx_xtFZTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartOSQAAMc", i32 0, i32 5) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV4PartOSQAASQ2eeoiySbx_xtFZTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartOSQAAMc", i32 0, i32 6) to i64)) to i32), i16 0, i16 1, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV4PartOSQAAMcMK" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartOSQAAMc", i32 0, i32 10) to i64)) to i32) }, section ".rodata", no_sanitize_address, align 4
@"associated conformance 13HTTPSemantics12PathTemplateV7SegmentVSHAASQ" = linkonce_odr hidden constant <{ i8, i8, i32, i8 }> <{ i8 -1, i8 7, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAASQWb" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i8, i32, i8 }>, ptr @"associated conformance 13HTTPSemantics12PathTemplateV7SegmentVSHAASQ", i32 0, i32 2) to i64)) to i32), i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$s13HTTPSemantics12PathTemplateV7SegmentVSHAAMcMK" = internal global [16 x ptr] zeroinitializer
@"$s13HTTPSemantics12PathTemplateV7SegmentVSHAAMc" = protected constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 } { i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSHMp" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAAMc" to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAAMc", i32 0, i32 1) to i64)) to i32), i32 0, i32 196608, i32 4, i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSHSQTb" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAAMc", i32 0, i32 5) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr getelementptr (i8, ptr @"associated conformance 13HTTPSemantics12PathTemplateV7SegmentVSHAASQ", i64 1) to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAAMc", i32 0, i32 6) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSH9hashValueSivgTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAAMc", i32 0, i32 7) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAASH9hashValueSivgTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAAMc", i32 0, i32 8) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSH4hash4intoys6HasherVz_tFTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAAMc", i32 0, i32 9) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAASH4hash4intoys6HasherVz_tFTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAAMc", i32 0, i32 10) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSH13_rawHashValue4seedS2i_tFTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAAMc", i32 0, i32 11) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAASH13_rawHashValue4seedS2i_tFTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAAMc", i32 0, i32 12) to i64)) to i32), i16 0, i16 1, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAAMcMK" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAAMc", i32 0, i32 16) to i64)) to i32) }, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV7SegmentVSQAAMcMK" = internal global [16 x ptr] zeroinitializer
@"$s13HTTPSemantics12PathTemplateV7SegmentVSQAAMc" = protected constant { i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 } { i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSQMp" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSQAAMc" to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSQAAMc", i32 0, i32 1) to i64)) to i32), i32 0, i32 196608, i32 1, i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSQ2eeoiySbx_xtFZTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSQAAMc", i32 0, i32 5) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSQAASQ2eeoiySbx_xtFZTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSQAAMc", i32 0, i32 6) to i64)) to i32), i16 0, i16 1, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSQAAMcMK" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSQAAMc", i32 0, i32 10) to i64)) to i32) }, section ".rodata", no_sanitize_address, align 4
@"associated conformance 13HTTPSemantics12PathTemplateV11PlaceholderVSHAASQ" = linkonce_odr hidden constant <{ i8, i8, i32, i8 }> <{ i8 -1, i8 7, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAASQWb" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i8, i32, i8 }>, ptr @"associated conformance 13HTTPSemantics12PathTemplateV11PlaceholderVSHAASQ", i32 0, i32 2) to i64)) to i32), i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAAMcMK" = internal global [16 x ptr] zeroinitializer
@"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAAMc" = protected constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 } { i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSHMp" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAAMc" to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAAMc", i32 0, i32 1) to i64)) to i32), i32 0, i32 196608, i32 4, i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSHSQTb" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAAMc", i32 0, i32 5) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr getelementptr (i8, ptr @"associated conformance 13HTTPSemantics12PathTemplateV11PlaceholderVSHAASQ", i64 1) to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAAMc", i32 0, i32 6) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSH9hashValueSivgTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAAMc", i32 0, i32 7) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAASH9hashValueSivgTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAAMc", i32 0, i32 8) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSH4hash4intoys6HasherVz_tFTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAAMc", i32 0, i32 9) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAASH4hash4intoys6HasherVz_tFTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAAMc", i32 0, i32 10) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSH13_rawHashValue4seedS2i_tFTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAAMc", i32 0, i32 11) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAASH13_rawHashValue4seedS2i_tFTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAAMc", i32 0, i32 12) to i64)) to i32), i16 0, i16 1, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAAMcMK" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAAMc", i32 0, i32 16) to i64)) to i32) }, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV11PlaceholderVSQAAMcMK" = internal global [16 x ptr] zeroinitializer
@"$s13HTTPSemantics12PathTemplateV11PlaceholderVSQAAMc" = protected constant { i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 } { i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSQMp" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSQAAMc" to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSQAAMc", i32 0, i32 1) to i64)) to i32), i32 0, i32 196608, i32 1, i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSQ2eeoiySbx_xtFZTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSQAAMc", i32 0, i32 5) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSQAASQ2eeoiySbx_xtFZTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSQAAMc", i32 0, i32 6) to i64)) to i32), i16 0, i16 1, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSQAAMcMK" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSQAAMc", i32 0, i32 10) to i64)) to i32) }, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSQAAMcMK" = internal global [16 x ptr] zeroinitializer
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSQAAMc" = protected constant { i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 } { i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSQMp" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSQAAMc" to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMn" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSQAAMc", i32 0, i32 1) to i64)) to i32), i32 0, i32 196608, i32 1, i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSQ2eeoiySbx_xtFZTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSQAAMc", i32 0, i32 5) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSQAASQ2eeoiySbx_xtFZTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSQAAMc", i32 0, i32 6) to i64)) to i32), i16 0, i16 1, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSQAAMcMK" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSQAAMc", i32 0, i32 10) to i64)) to i32) }, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOAGSQAAWL" = linkonce_odr hidden global ptr null, align 8
@"associated conformance 13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAASQ" = linkonce_odr hidden constant <{ i8, i8, i32, i8 }> <{ i8 -1, i8 7, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAASQWb" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i8, i32, i8 }>, ptr @"associated conformance 13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAASQ", i32 0, i32 2) to i64)) to i32), i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAAMcMK" = internal global [16 x ptr] zeroinitializer
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAAMc" = protected constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 } { i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSHMp" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAAMc" to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMn" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAAMc", i32 0, i32 1) to i64)) to i32), i32 0, i32 196608, i32 4, i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSHSQTb" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAAMc", i32 0, i32 5) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr getelementptr (i8, ptr @"associated conformance 13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAASQ", i64 1) to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAAMc", i32 0, i32 6) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSH9hashValueSivgTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAAMc", i32 0, i32 7) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAASH9hashValueSivgTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAAMc", i32 0, i32 8) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSH4hash4intoys6HasherVz_tFTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAAMc", i32 0, i32 9) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAASH4hash4intoys6HasherVz_tFTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAAMc", i32 0, i32 10) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSH13_rawHashValue4seedS2i_tFTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAAMc", i32 0, i32 11) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAASH13_rawHashValue4seedS2i_tFTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAAMc", i32 0, i32 12) to i64)) to i32), i16 0, i16 1, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAAMcMK" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAAMc", i32 0, i32 16) to i64)) to i32) }, section ".rodata", no_sanitize_address, align 4
@"$ss5ErrorMp" = external global %swift.protocol, align 4
@"got.$ss5ErrorMp" = linkonce_odr hidden constant ptr @"$ss5ErrorMp"
@"$ss5ErrorP7_domainSSvgTq" = external global %swift.method_descriptor, align 4
@"got.$ss5ErrorP7_domainSSvgTq" = linkonce_odr hidden constant ptr @"$ss5ErrorP7_domainSSvgTq"
@"$ss5ErrorP5_codeSivgTq" = external global %swift.method_descriptor, align 4
@"got.$ss5ErrorP5_codeSivgTq" = linkonce_odr hidden constant ptr @"$ss5ErrorP5_codeSivgTq"
@"$ss5ErrorP9_userInfoyXlSgvgTq" = external global %swift.method_descriptor, align 4
@"got.$ss5ErrorP9_userInfoyXlSgvgTq" = linkonce_odr hidden constant ptr @"$ss5ErrorP9_userInfoyXlSgvgTq"
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAMcMK" = internal global [16 x ptr] zeroinitializer
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAMc" = protected constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 } { i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss5ErrorMp" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAMc" to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAMc", i32 0, i32 1) to i64)) to i32), i32 0, i32 196608, i32 3, i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss5ErrorP7_domainSSvgTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAMc", i32 0, i32 5) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAsAFP7_domainSSvgTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAMc", i32 0, i32 6) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss5ErrorP5_codeSivgTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAMc", i32 0, i32 7) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAsAFP5_codeSivgTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAMc", i32 0, i32 8) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss5ErrorP9_userInfoyXlSgvgTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAMc", i32 0, i32 9) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAsAFP9_userInfoyXlSgvgTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAMc", i32 0, i32 10) to i64)) to i32), i16 0, i16 1, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAMcMK" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAMc", i32 0, i32 14) to i64)) to i32) }, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVAESQAAWL" = linkonce_odr hidden global ptr null, align 8
@"associated conformance 13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAASQ" = linkonce_odr hidden constant <{ i8, i8, i32, i8 }> <{ i8 -1, i8 7, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAASQWb" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i8, i32, i8 }>, ptr @"associated conformance 13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAASQ", i32 0, i32 2) to i64)) to i32), i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAAMcMK" = internal global [16 x ptr] zeroinitializer
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAAMc" = protected constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 } { i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSHMp" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAAMc" to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAAMc", i32 0, i32 1) to i64)) to i32), i32 0, i32 196608, i32 4, i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSHSQTb" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAAMc", i32 0, i32 5) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr getelementptr (i8, ptr @"associated conformance 13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAASQ", i64 1) to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAAMc", i32 0, i32 6) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSH9hashValueSivgTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAAMc", i32 0, i32 7) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAASH9hashValueSivgTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAAMc", i32 0, i32 8) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSH4hash4intoys6HasherVz_tFTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAAMc", i32 0, i32 9) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAASH4hash4intoys6HasherVz_tFTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAAMc", i32 0, i32 10) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSH13_rawHashValue4seedS2i_tFTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAAMc", i32 0, i32 11) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAASH13_rawHashValue4seedS2i_tFTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAAMc", i32 0, i32 12) to i64)) to i32), i16 0, i16 1, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAAMcMK" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAAMc", i32 0, i32 16) to i64)) to i32) }, section ".rodata", no_sanitize_address, align 4
@"$ss23CustomStringConvertibleMp" = external global %swift.protocol, align 4
@"got.$ss23CustomStringConvertibleMp" = linkonce_odr hidden constant ptr @"$ss23CustomStringConvertibleMp"
@"$ss23CustomStringConvertibleP11descriptionSSvgTq" = external global %swift.method_descriptor, align 4
@"got.$ss23CustomStringConvertibleP11descriptionSSvgTq" = linkonce_odr hidden constant ptr @"$ss23CustomStringConvertibleP11descriptionSSvgTq"
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs23CustomStringConvertibleAAMcMK" = internal global [16 x ptr] zeroinitializer
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs23CustomStringConvertibleAAMc" = protected constant { i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 } { i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss23CustomStringConvertibleMp" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs23CustomStringConvertibleAAMc" to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs23CustomStringConvertibleAAMc", i32 0, i32 1) to i64)) to i32), i32 0, i32 196608, i32 1, i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss23CustomStringConvertibleP11descriptionSSvgTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs23CustomStringConvertibleAAMc", i32 0, i32 5) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs23CustomStringConvertibleAAsAFP11descriptionSSvgTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs23CustomStringConvertibleAAMc", i32 0, i32 6) to i64)) to i32), i16 0, i16 1, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs23CustomStringConvertibleAAMcMK" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs23CustomStringConvertibleAAMc", i32 0, i32 10) to i64)) to i32) }, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSQAAMcMK" = internal global [16 x ptr] zeroinitializer
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSQAAMc" = protected constant { i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 } { i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSQMp" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSQAAMc" to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSQAAMc", i32 0, i32 1) to i64)) to i32), i32 0, i32 196608, i32 1, i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSQ2eeoiySbx_xtFZTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSQAAMc", i32 0, i32 5) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSQAASQ2eeoiySbx_xtFZTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSQAAMc", i32 0, i32 6) to i64)) to i32), i16 0, i16 1, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSQAAMcMK" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSQAAMc", i32 0, i32 10) to i64)) to i32) }, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateVACSQAAWL" = linkonce_odr hidden global ptr null, align 8
@"associated conformance 13HTTPSemantics12PathTemplateVSHAASQ" = linkonce_odr hidden constant <{ i8, i8, i32, i8 }> <{ i8 -1, i8 7, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVSHAASQWb" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i8, i32, i8 }>, ptr @"associated conformance 13HTTPSemantics12PathTemplateVSHAASQ", i32 0, i32 2) to i64)) to i32), i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$s13HTTPSemantics12PathTemplateVSHAAMcMK" = internal global [16 x ptr] zeroinitializer
@"$s13HTTPSemantics12PathTemplateVSHAAMc" = protected constant { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 } { i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSHMp" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVSHAAMc" to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVSHAAMc", i32 0, i32 1) to i64)) to i32), i32 0, i32 196608, i32 4, i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSHSQTb" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVSHAAMc", i32 0, i32 5) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr getelementptr (i8, ptr @"associated conformance 13HTTPSemantics12PathTemplateVSHAASQ", i64 1) to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVSHAAMc", i32 0, i32 6) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSH9hashValueSivgTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVSHAAMc", i32 0, i32 7) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVSHAASH9hashValueSivgTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVSHAAMc", i32 0, i32 8) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSH4hash4intoys6HasherVz_tFTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVSHAAMc", i32 0, i32 9) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVSHAASH4hash4intoys6HasherVz_tFTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVSHAAMc", i32 0, i32 10) to i64)) to i32), i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSH13_rawHashValue4seedS2i_tFTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVSHAAMc", i32 0, i32 11) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVSHAASH13_rawHashValue4seedS2i_tFTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVSHAAMc", i32 0, i32 12) to i64)) to i32), i16 0, i16 1, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVSHAAMcMK" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVSHAAMc", i32 0, i32 16) to i64)) to i32) }, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateVs23CustomStringConvertibleAAMcMK" = internal global [16 x ptr] zeroinitializer
@"$s13HTTPSemantics12PathTemplateVs23CustomStringConvertibleAAMc" = protected constant { i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 } { i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss23CustomStringConvertibleMp" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVs23CustomStringConvertibleAAMc" to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVs23CustomStringConvertibleAAMc", i32 0, i32 1) to i64)) to i32), i32 0, i32 196608, i32 1, i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$ss23CustomStringConvertibleP11descriptionSSvgTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVs23CustomStringConvertibleAAMc", i32 0, i32 5) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVs23CustomStringConvertibleAAsADP11descriptionSSvgTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVs23CustomStringConvertibleAAMc", i32 0, i32 6) to i64)) to i32), i16 0, i16 1, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVs23CustomStringConvertibleAAMcMK" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVs23CustomStringConvertibleAAMc", i32 0, i32 10) to i64)) to i32) }, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateVSQAAMcMK" = internal global [16 x ptr] zeroinitializer
@"$s13HTTPSemantics12PathTemplateVSQAAMc" = protected constant { i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 } { i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSQMp" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVSQAAMc" to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVSQAAMc", i32 0, i32 1) to i64)) to i32), i32 0, i32 196608, i32 1, i32 add (i32 trunc (i64 sub (i64 ptrtoint (ptr @"got.$sSQ2eeoiySbx_xtFZTq" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVSQAAMc", i32 0, i32 5) to i64)) to i32), i32 1), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVSQAASQ2eeoiySbx_xtFZTW" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVSQAAMc", i32 0, i32 6) to i64)) to i32), i16 0, i16 1, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVSQAAMcMK" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i32, i32, i32, i32, i32, i16, i16, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVSQAAMc", i32 0, i32 10) to i64)) to i32) }, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivpMV" = protected unnamed_addr constant { i32 } zeroinitializer, align 4
@"$s13HTTPSemantics12PathTemplateVWV" = internal constant %swift.vwtable { ptr @"$s13HTTPSemantics12PathTemplateVwCP", ptr @"$s13HTTPSemantics12PathTemplateVwxx", ptr @"$s13HTTPSemantics12PathTemplateVwcp", ptr @"$s13HTTPSemantics12PathTemplateVwca", ptr @__swift_memcpy48_8, ptr @"$s13HTTPSemantics12PathTemplateVwta", ptr @"$s13HTTPSemantics12PathTemplateVwet", ptr @"$s13HTTPSemantics12PathTemplateVwst", i64 48, i64 48, i32 33751047, i32 4096 }, align 8
@.str.13.HTTPSemantics = private constant [14 x i8] c"HTTPSemantics\00"
@"$s13HTTPSemanticsMXM" = linkonce_odr hidden constant <{ i32, i32, i32 }> <{ i32 0, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13.HTTPSemantics to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32 }>, ptr @"$s13HTTPSemanticsMXM", i32 0, i32 2) to i64)) to i32) }>, section ".rodata", no_sanitize_address, align 4
@.str.12.PathTemplate = private constant [13 x i8] c"PathTemplate\00"
@"$s13HTTPSemantics12PathTemplateVMn" = protected constant <{ i32, i32, i32, i32, i32, i32, i32 }> <{ i32 81, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemanticsMXM" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateVMn", i32 0, i32 1) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.12.PathTemplate to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateVMn", i32 0, i32 2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVMa" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateVMn", i32 0, i32 3) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVMF" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateVMn", i32 0, i32 4) to i64)) to i32), i32 4, i32 2 }>, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateVMf" = internal constant <{ ptr, ptr, i64, ptr, i32, i32, i32, i32 }> <{ ptr null, ptr @"$s13HTTPSemantics12PathTemplateVWV", i64 512, ptr @"$s13HTTPSemantics12PathTemplateVMn", i32 0, i32 16, i32 24, i32 32 }>, align 8
@"symbolic _____ 13HTTPSemantics12PathTemplateV" = linkonce_odr hidden constant <{ i8, i32, i8 }> <{ i8 1, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, i8 }>, ptr @"symbolic _____ 13HTTPSemantics12PathTemplateV", i32 0, i32 1) to i64)) to i32), i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"symbolic SS" = linkonce_odr hidden constant <{ [2 x i8], i8 }> <{ [2 x i8] c"SS", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@0 = private constant [5 x i8] c"text\00", section "swift5_reflstr", no_sanitize_address
@1 = private constant [9 x i8] c"segments\00", section "swift5_reflstr", no_sanitize_address
@2 = private constant [13 x i8] c"placeholders\00", section "swift5_reflstr", no_sanitize_address
@3 = private constant [12 x i8] c"syntaxError\00", section "swift5_reflstr", no_sanitize_address
@"$s13HTTPSemantics12PathTemplateVMF" = internal constant { i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____ 13HTTPSemantics12PathTemplateV" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVMF" to i64)) to i32), i32 0, i16 0, i16 12, i32 4, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic SS" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVMF", i32 0, i32 6) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @0 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVMF", i32 0, i32 7) to i64)) to i32), i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic Say_____G 13HTTPSemantics12PathTemplateV7SegmentV" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVMF", i32 0, i32 9) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @1 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVMF", i32 0, i32 10) to i64)) to i32), i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic Say_____G 13HTTPSemantics12PathTemplateV11PlaceholderV" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVMF", i32 0, i32 12) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @2 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVMF", i32 0, i32 13) to i64)) to i32), i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____Sg 13HTTPSemantics12PathTemplateV11SyntaxErrorV" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVMF", i32 0, i32 15) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @3 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateVMF", i32 0, i32 16) to i64)) to i32) }, section "swift5_fieldmd", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV4PartOWV" = internal constant %swift.enum_vwtable { ptr @"$s13HTTPSemantics12PathTemplateV4PartOwCP", ptr @"$s13HTTPSemantics12PathTemplateV4PartOwxx", ptr @"$s13HTTPSemantics12PathTemplateV4PartOwcp", ptr @"$s13HTTPSemantics12PathTemplateV4PartOwca", ptr @__swift_memcpy17_8, ptr @"$s13HTTPSemantics12PathTemplateV4PartOwta", ptr @"$s13HTTPSemantics12PathTemplateV4PartOwet", ptr @"$s13HTTPSemantics12PathTemplateV4PartOwst", i64 17, i64 24, i32 35717127, i32 254, ptr @"$s13HTTPSemantics12PathTemplateV4PartOwug", ptr @"$s13HTTPSemantics12PathTemplateV4PartOwup", ptr @"$s13HTTPSemantics12PathTemplateV4PartOwui" }, align 8
@.str.4.Part = private constant [5 x i8] c"Part\00"
@"$s13HTTPSemantics12PathTemplateV4PartOMn" = protected constant <{ i32, i32, i32, i32, i32, i32, i32 }> <{ i32 82, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV4PartOMn", i32 0, i32 1) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4.Part to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV4PartOMn", i32 0, i32 2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV4PartOMa" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV4PartOMn", i32 0, i32 3) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV4PartOMF" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV4PartOMn", i32 0, i32 4) to i64)) to i32), i32 2, i32 0 }>, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV4PartOMf" = internal constant <{ ptr, ptr, i64, ptr }> <{ ptr null, ptr @"$s13HTTPSemantics12PathTemplateV4PartOWV", i64 513, ptr @"$s13HTTPSemantics12PathTemplateV4PartOMn" }>, align 8
@"symbolic _____ 13HTTPSemantics12PathTemplateV4PartO" = linkonce_odr hidden constant <{ i8, i32, i8 }> <{ i8 1, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV4PartOMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, i8 }>, ptr @"symbolic _____ 13HTTPSemantics12PathTemplateV4PartO", i32 0, i32 1) to i64)) to i32), i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$s13HTTPSemantics12PathTemplateV4PartOMB" = internal constant { i32, i32, i32, i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____ 13HTTPSemantics12PathTemplateV4PartO" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV4PartOMB" to i64)) to i32), i32 17, i32 65544, i32 24, i32 254 }, section "swift5_builtin", no_sanitize_address, align 4
@"\01l__swift5_reflection_descriptor" = private constant { i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____ 13HTTPSemantics12PathTemplateV4PartO" to i64), i64 ptrtoint (ptr @"\01l__swift5_reflection_descriptor" to i64)) to i32), i32 65536 }, section "swift5_mpenum", no_sanitize_address, align 4
@4 = private constant [8 x i8] c"literal\00", section "swift5_reflstr", no_sanitize_address
@5 = private constant [12 x i8] c"placeholder\00", section "swift5_reflstr", no_sanitize_address
@"$s13HTTPSemantics12PathTemplateV4PartOMF" = internal constant { i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____ 13HTTPSemantics12PathTemplateV4PartO" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV4PartOMF" to i64)) to i32), i32 0, i16 3, i16 12, i32 2, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic SS" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartOMF", i32 0, i32 6) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @4 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartOMF", i32 0, i32 7) to i64)) to i32), i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic SS" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartOMF", i32 0, i32 9) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @5 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartOMF", i32 0, i32 10) to i64)) to i32) }, section "swift5_fieldmd", no_sanitize_address, align 4
@"$sBoWV" = external global ptr, align 8
@.str.7.Segment = private constant [8 x i8] c"Segment\00"
@"$s13HTTPSemantics12PathTemplateV7SegmentVMn" = protected constant <{ i32, i32, i32, i32, i32, i32, i32 }> <{ i32 81, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMn", i32 0, i32 1) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.7.Segment to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMn", i32 0, i32 2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMa" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMn", i32 0, i32 3) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMF" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMn", i32 0, i32 4) to i64)) to i32), i32 1, i32 2 }>, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV7SegmentVMf" = internal constant <{ ptr, ptr, i64, ptr, i32, [4 x i8] }> <{ ptr null, ptr @"$sBoWV", i64 512, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMn", i32 0, [4 x i8] zeroinitializer }>, align 8
@"symbolic _____ 13HTTPSemantics12PathTemplateV7SegmentV" = linkonce_odr hidden constant <{ i8, i32, i8 }> <{ i8 1, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, i8 }>, ptr @"symbolic _____ 13HTTPSemantics12PathTemplateV7SegmentV", i32 0, i32 1) to i64)) to i32), i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@6 = private constant [6 x i8] c"parts\00", section "swift5_reflstr", no_sanitize_address
@"$s13HTTPSemantics12PathTemplateV7SegmentVMF" = internal constant { i32, i32, i16, i16, i32, i32, i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____ 13HTTPSemantics12PathTemplateV7SegmentV" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMF" to i64)) to i32), i32 0, i16 0, i16 12, i32 1, i32 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic Say_____G 13HTTPSemantics12PathTemplateV4PartO" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMF", i32 0, i32 6) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @6 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMF", i32 0, i32 7) to i64)) to i32) }, section "swift5_fieldmd", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV11PlaceholderVWV" = internal constant %swift.vwtable { ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVwCP", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVwxx", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVwcp", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVwca", ptr @__swift_memcpy24_8, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVwta", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVwet", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVwst", i64 24, i64 24, i32 33619975, i32 4096 }, align 8
@.str.11.Placeholder = private constant [12 x i8] c"Placeholder\00"
@"$s13HTTPSemantics12PathTemplateV11PlaceholderVMn" = protected constant <{ i32, i32, i32, i32, i32, i32, i32 }> <{ i32 81, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMn", i32 0, i32 1) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11.Placeholder to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMn", i32 0, i32 2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMa" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMn", i32 0, i32 3) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMF" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMn", i32 0, i32 4) to i64)) to i32), i32 2, i32 2 }>, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV11PlaceholderVMf" = internal constant <{ ptr, ptr, i64, ptr, i32, i32 }> <{ ptr null, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVWV", i64 512, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMn", i32 0, i32 16 }>, align 8
@"symbolic _____ 13HTTPSemantics12PathTemplateV11PlaceholderV" = linkonce_odr hidden constant <{ i8, i32, i8 }> <{ i8 1, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, i8 }>, ptr @"symbolic _____ 13HTTPSemantics12PathTemplateV11PlaceholderV", i32 0, i32 1) to i64)) to i32), i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@7 = private constant [5 x i8] c"name\00", section "swift5_reflstr", no_sanitize_address
@"symbolic Si" = linkonce_odr hidden constant <{ [2 x i8], i8 }> <{ [2 x i8] c"Si", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@8 = private constant [7 x i8] c"offset\00", section "swift5_reflstr", no_sanitize_address
@"$s13HTTPSemantics12PathTemplateV11PlaceholderVMF" = internal constant { i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____ 13HTTPSemantics12PathTemplateV11PlaceholderV" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMF" to i64)) to i32), i32 0, i16 0, i16 12, i32 2, i32 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic SS" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMF", i32 0, i32 6) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @7 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMF", i32 0, i32 7) to i64)) to i32), i32 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic Si" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMF", i32 0, i32 9) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @8 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMF", i32 0, i32 10) to i64)) to i32) }, section "swift5_fieldmd", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVWV" = internal constant %swift.vwtable { ptr @__swift_memcpy16_8, ptr @__swift_noop_void_return, ptr @__swift_memcpy16_8, ptr @__swift_memcpy16_8, ptr @__swift_memcpy16_8, ptr @__swift_memcpy16_8, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVwet", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVwst", i64 16, i64 16, i32 7, i32 252 }, align 8
@.str.11.SyntaxError = private constant [12 x i8] c"SyntaxError\00"
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMn" = protected constant <{ i32, i32, i32, i32, i32, i32, i32 }> <{ i32 81, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMn", i32 0, i32 1) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11.SyntaxError to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMn", i32 0, i32 2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMa" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMn", i32 0, i32 3) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMF" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMn", i32 0, i32 4) to i64)) to i32), i32 2, i32 2 }>, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMf" = internal constant <{ ptr, ptr, i64, ptr, i32, i32 }> <{ ptr null, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVWV", i64 512, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMn", i32 0, i32 8 }>, align 8
@"symbolic _____ 13HTTPSemantics12PathTemplateV11SyntaxErrorV" = linkonce_odr hidden constant <{ i8, i32, i8 }> <{ i8 1, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, i8 }>, ptr @"symbolic _____ 13HTTPSemantics12PathTemplateV11SyntaxErrorV", i32 0, i32 1) to i64)) to i32), i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"symbolic _____ 13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO" = linkonce_odr hidden constant <{ i8, i32, i8 }> <{ i8 1, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, i8 }>, ptr @"symbolic _____ 13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO", i32 0, i32 1) to i64)) to i32), i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@9 = private constant [5 x i8] c"kind\00", section "swift5_reflstr", no_sanitize_address
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMF" = internal constant { i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____ 13HTTPSemantics12PathTemplateV11SyntaxErrorV" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMF" to i64)) to i32), i32 0, i16 0, i16 12, i32 2, i32 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____ 13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMF", i32 0, i32 6) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @9 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMF", i32 0, i32 7) to i64)) to i32), i32 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic Si" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMF", i32 0, i32 9) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @8 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMF", i32 0, i32 10) to i64)) to i32) }, section "swift5_fieldmd", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOWV" = internal constant %swift.enum_vwtable { ptr @__swift_memcpy1_1, ptr @__swift_noop_void_return, ptr @__swift_memcpy1_1, ptr @__swift_memcpy1_1, ptr @__swift_memcpy1_1, ptr @__swift_memcpy1_1, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOwet", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOwst", i64 1, i64 1, i32 2097152, i32 252, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOwug", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOwup", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOwui" }, align 8
@.str.4.Kind = private constant [5 x i8] c"Kind\00"
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMn" = protected constant <{ i32, i32, i32, i32, i32, i32, i32 }> <{ i32 82, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMn", i32 0, i32 1) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4.Kind to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMn", i32 0, i32 2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMa" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMn", i32 0, i32 3) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMF" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMn", i32 0, i32 4) to i64)) to i32), i32 0, i32 4 }>, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMf" = internal constant <{ ptr, ptr, i64, ptr }> <{ ptr null, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOWV", i64 513, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMn" }>, align 8
@10 = private constant [14 x i8] c"unclosedBrace\00", section "swift5_reflstr", no_sanitize_address
@11 = private constant [14 x i8] c"unopenedBrace\00", section "swift5_reflstr", no_sanitize_address
@12 = private constant [12 x i8] c"nestedBrace\00", section "swift5_reflstr", no_sanitize_address
@13 = private constant [17 x i8] c"emptyPlaceholder\00", section "swift5_reflstr", no_sanitize_address
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMF" = internal constant { i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____ 13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMF" to i64)) to i32), i32 0, i16 2, i16 12, i32 4, i32 0, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @10 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMF", i32 0, i32 7) to i64)) to i32), i32 0, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @11 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMF", i32 0, i32 10) to i64)) to i32), i32 0, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @12 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMF", i32 0, i32 13) to i64)) to i32), i32 0, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @13 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMF", i32 0, i32 16) to i64)) to i32) }, section "swift5_fieldmd", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVWV" = internal constant %swift.vwtable { ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVwCP", ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVwxx", ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVwcp", ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVwca", ptr @__swift_memcpy81_8, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVwta", ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVwet", ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVwst", i64 81, i64 88, i32 33751047, i32 4096 }, align 8
@".str.79.$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV" = private constant [80 x i8] c"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV\00"
@"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMXX" = linkonce_odr hidden constant <{ i32, i32, i32 }> <{ i32 65602, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMXX", i32 0, i32 1) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @".str.79.$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMXX", i32 0, i32 2) to i64)) to i32) }>, section ".rodata", no_sanitize_address, align 4
@.str.6.Parser = private constant [7 x i8] c"Parser\00"
@"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMn" = internal constant <{ i32, i32, i32, i32, i32, i32, i32 }> <{ i32 81, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMXX" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMn", i32 0, i32 1) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6.Parser to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMn", i32 0, i32 2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMa" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMn", i32 0, i32 3) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMF" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMn", i32 0, i32 4) to i64)) to i32), i32 7, i32 2 }>, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMf" = internal constant <{ ptr, ptr, i64, ptr, i32, i32, i32, i32, i32, i32, i32, [4 x i8] }> <{ ptr null, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVWV", i64 512, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMn", i32 0, i32 8, i32 16, i32 32, i32 40, i32 56, i32 80, [4 x i8] zeroinitializer }>, align 8
@"symbolic _____ 13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV" = linkonce_odr hidden constant <{ i8, i32, i8 }> <{ i8 1, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, i8 }>, ptr @"symbolic _____ 13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV", i32 0, i32 1) to i64)) to i32), i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@14 = private constant [6 x i8] c"error\00", section "swift5_reflstr", no_sanitize_address
@"symbolic Si6offset_SS4nametSg" = linkonce_odr hidden constant <{ [20 x i8], i8 }> <{ [20 x i8] c"Si6offset_SS4nametSg", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@15 = private constant [5 x i8] c"open\00", section "swift5_reflstr", no_sanitize_address
@"symbolic Sb" = linkonce_odr hidden constant <{ [2 x i8], i8 }> <{ [2 x i8] c"Sb", i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@16 = private constant [8 x i8] c"isFirst\00", section "swift5_reflstr", no_sanitize_address
@"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMF" = internal constant { i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____ 13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMF" to i64)) to i32), i32 0, i16 0, i16 12, i32 7, i32 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic Say_____G 13HTTPSemantics12PathTemplateV7SegmentV" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMF", i32 0, i32 6) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @1 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMF", i32 0, i32 7) to i64)) to i32), i32 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic Say_____G 13HTTPSemantics12PathTemplateV11PlaceholderV" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMF", i32 0, i32 9) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @2 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMF", i32 0, i32 10) to i64)) to i32), i32 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____Sg 13HTTPSemantics12PathTemplateV11SyntaxErrorV" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMF", i32 0, i32 12) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @14 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMF", i32 0, i32 13) to i64)) to i32), i32 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic Say_____G 13HTTPSemantics12PathTemplateV4PartO" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMF", i32 0, i32 15) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @6 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMF", i32 0, i32 16) to i64)) to i32), i32 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic SS" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMF", i32 0, i32 18) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @4 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMF", i32 0, i32 19) to i64)) to i32), i32 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic Si6offset_SS4nametSg" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMF", i32 0, i32 21) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @15 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMF", i32 0, i32 22) to i64)) to i32), i32 2, i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic Sb" to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMF", i32 0, i32 24) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @16 to i64), i64 ptrtoint (ptr getelementptr inbounds ({ i32, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMF", i32 0, i32 25) to i64)) to i32) }, section "swift5_fieldmd", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV4PartOSHAAHc" = private constant i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV4PartOSHAAMc" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV4PartOSHAAHc" to i64)) to i32), section "swift5_protocol_conformances", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV4PartOSQAAHc" = private constant i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV4PartOSQAAMc" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV4PartOSQAAHc" to i64)) to i32), section "swift5_protocol_conformances", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV7SegmentVSHAAHc" = private constant i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAAMc" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAAHc" to i64)) to i32), section "swift5_protocol_conformances", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV7SegmentVSQAAHc" = private constant i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSQAAMc" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSQAAHc" to i64)) to i32), section "swift5_protocol_conformances", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAAHc" = private constant i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAAMc" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAAHc" to i64)) to i32), section "swift5_protocol_conformances", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV11PlaceholderVSQAAHc" = private constant i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSQAAMc" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSQAAHc" to i64)) to i32), section "swift5_protocol_conformances", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSQAAHc" = private constant i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSQAAMc" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSQAAHc" to i64)) to i32), section "swift5_protocol_conformances", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAAHc" = private constant i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAAMc" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAAHc" to i64)) to i32), section "swift5_protocol_conformances", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAHc" = private constant i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAMc" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAHc" to i64)) to i32), section "swift5_protocol_conformances", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAAHc" = private constant i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAAMc" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAAHc" to i64)) to i32), section "swift5_protocol_conformances", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs23CustomStringConvertibleAAHc" = private constant i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs23CustomStringConvertibleAAMc" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs23CustomStringConvertibleAAHc" to i64)) to i32), section "swift5_protocol_conformances", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSQAAHc" = private constant i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSQAAMc" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSQAAHc" to i64)) to i32), section "swift5_protocol_conformances", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateVSHAAHc" = private constant i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVSHAAMc" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVSHAAHc" to i64)) to i32), section "swift5_protocol_conformances", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateVs23CustomStringConvertibleAAHc" = private constant i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVs23CustomStringConvertibleAAMc" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVs23CustomStringConvertibleAAHc" to i64)) to i32), section "swift5_protocol_conformances", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateVSQAAHc" = private constant i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVSQAAMc" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVSQAAHc" to i64)) to i32), section "swift5_protocol_conformances", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateVHn" = private constant %swift.type_metadata_record { i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVMn" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateVHn" to i64)) to i32) }, section "swift5_type_metadata", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV4PartOHn" = private constant %swift.type_metadata_record { i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV4PartOMn" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV4PartOHn" to i64)) to i32) }, section "swift5_type_metadata", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV7SegmentVHn" = private constant %swift.type_metadata_record { i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMn" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVHn" to i64)) to i32) }, section "swift5_type_metadata", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV11PlaceholderVHn" = private constant %swift.type_metadata_record { i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMn" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVHn" to i64)) to i32) }, section "swift5_type_metadata", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVHn" = private constant %swift.type_metadata_record { i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMn" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVHn" to i64)) to i32) }, section "swift5_type_metadata", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOHn" = private constant %swift.type_metadata_record { i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMn" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOHn" to i64)) to i32) }, section "swift5_type_metadata", no_sanitize_address, align 4
@"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVHn" = private constant %swift.type_metadata_record { i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMn" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVHn" to i64)) to i32) }, section "swift5_type_metadata", no_sanitize_address, align 4
@__swift_reflection_version = linkonce_odr hidden constant i16 3
@llvm.swift_module_hash = private constant [16 x i8] zeroinitializer, section ".swift_modhash"
@_swift1_autolink_entries = private constant [102 x i8] c"-lswiftSwiftOnoneSupport\00-lswiftCore\00-lswift_Concurrency\00-lswift_StringProcessing\00-lswift_RegexParser\00", section ".swift1_autolink_entries", no_sanitize_address, align 8
@llvm.used = appending global [172 x ptr] [ptr @"$s13HTTPSemantics12PathTemplateV4PartO21__derived_enum_equalsySbAE_AEtFZ", ptr @"$s13HTTPSemantics12PathTemplateV4PartO4hash4intoys6HasherVz_tF", ptr @"$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivg", ptr @"$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivg", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentV5partsSayAC4PartOGvg", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentV5partsSayAC4PartOGvg", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentV5partsSayAC4PartOGvs", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentV5partsSayAC4PartOGvs", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentV5partsSayAC4PartOGvM", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVyAESayAC4PartOGcfC", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVyAESayAC4PartOGcfC", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentV9isLiteralSbvg", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentV9isLiteralSbvg", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentV23__derived_struct_equalsySbAE_AEtFZ", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentV4hash4intoys6HasherVz_tF", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentV9hashValueSivg", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentV9hashValueSivg", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderV4nameSSvg", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderV4nameSSvg", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderV4nameSSvs", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderV4nameSSvs", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderV4nameSSvM", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderV6offsetSivg", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderV6offsetSivg", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderV6offsetSivs", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderV6offsetSivs", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderV6offsetSivM", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderV4name6offsetAESS_SitcfC", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderV4name6offsetAESS_SitcfC", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderV23__derived_struct_equalsySbAE_AEtFZ", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderV4hash4intoys6HasherVz_tF", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderV9hashValueSivg", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderV9hashValueSivg", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO21__derived_enum_equalsySbAG_AGtFZ", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO4hash4intoys6HasherVz_tF", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO9hashValueSivg", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO9hashValueSivg", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4kindAE4KindOvg", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4kindAE4KindOvg", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4kindAE4KindOvs", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4kindAE4KindOvs", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4kindAE4KindOvM", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV6offsetSivg", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV6offsetSivg", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV6offsetSivs", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV6offsetSivs", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV6offsetSivM", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4kind6offsetA2E4KindO_SitcfC", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4kind6offsetA2E4KindO_SitcfC", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV11descriptionSSvg", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV11descriptionSSvg", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV23__derived_struct_equalsySbAE_AEtFZ", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4hash4intoys6HasherVz_tF", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV9hashValueSivg", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV9hashValueSivg", ptr @"$s13HTTPSemantics12PathTemplateV4textSSvg", ptr @"$s13HTTPSemantics12PathTemplateV4textSSvg", ptr @"$s13HTTPSemantics12PathTemplateV8segmentsSayAC7SegmentVGvg", ptr @"$s13HTTPSemantics12PathTemplateV8segmentsSayAC7SegmentVGvg", ptr @"$s13HTTPSemantics12PathTemplateV12placeholdersSayAC11PlaceholderVGvg", ptr @"$s13HTTPSemantics12PathTemplateV12placeholdersSayAC11PlaceholderVGvg", ptr @"$s13HTTPSemantics12PathTemplateV11syntaxErrorAC06SyntaxE0VSgvg", ptr @"$s13HTTPSemantics12PathTemplateV11syntaxErrorAC06SyntaxE0VSgvg", ptr @"$s13HTTPSemantics12PathTemplateVyACSScfC", ptr @"$s13HTTPSemantics12PathTemplateVyACSScfC", ptr @"$s13HTTPSemantics12PathTemplateV11descriptionSSvg", ptr @"$s13HTTPSemantics12PathTemplateV11descriptionSSvg", ptr @"$s13HTTPSemantics12PathTemplateV16placeholderNamesSaySSGvg", ptr @"$s13HTTPSemantics12PathTemplateV16placeholderNamesSaySSGvg", ptr @"$s13HTTPSemantics12PathTemplateV23__derived_struct_equalsySbAC_ACtFZ", ptr @"$s13HTTPSemantics12PathTemplateV4hash4intoys6HasherVz_tF", ptr @"$s13HTTPSemantics12PathTemplateV9hashValueSivg", ptr @"$s13HTTPSemantics12PathTemplateV9hashValueSivg", ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV8segmentsSayAC7SegmentVGvg", ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV8segmentsSayAC7SegmentVGvs", ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV12placeholdersSayAC11PlaceholderVGvg", ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV12placeholdersSayAC11PlaceholderVGvs", ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV5errorAC11SyntaxErrorVSgvg", ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV5errorAC11SyntaxErrorVSgvs", ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV5partsSayAC4PartOGvg", ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV5partsSayAC4PartOGvs", ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7literalSSvg", ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7literalSSvs", ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV4openSi6offset_SS4nametSgvg", ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV4openSi6offset_SS4nametSgvs", ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7isFirstSbvg", ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7isFirstSbvs", ptr @"$s13HTTPSemantics12PathTemplateV4PartOSHAAMc", ptr @"$s13HTTPSemantics12PathTemplateV4PartOSHAAMc", ptr @"$s13HTTPSemantics12PathTemplateV4PartOSQAAMc", ptr @"$s13HTTPSemantics12PathTemplateV4PartOSQAAMc", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAAMc", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAAMc", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSQAAMc", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSQAAMc", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAAMc", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAAMc", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSQAAMc", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSQAAMc", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSQAAMc", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAAMc", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAAMc", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAMc", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAAMc", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAAMc", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs23CustomStringConvertibleAAMc", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSQAAMc", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSQAAMc", ptr @"$s13HTTPSemantics12PathTemplateVSHAAMc", ptr @"$s13HTTPSemantics12PathTemplateVSHAAMc", ptr @"$s13HTTPSemantics12PathTemplateVs23CustomStringConvertibleAAMc", ptr @"$s13HTTPSemantics12PathTemplateVSQAAMc", ptr @"$s13HTTPSemantics12PathTemplateVSQAAMc", ptr @"$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivpMV", ptr @"$s13HTTPSemantics12PathTemplateVMn", ptr @"$s13HTTPSemantics12PathTemplateVMn", ptr @"$s13HTTPSemantics12PathTemplateVMa", ptr @"$s13HTTPSemantics12PathTemplateVN", ptr @"$s13HTTPSemantics12PathTemplateVMF", ptr @"$s13HTTPSemantics12PathTemplateV4PartOMn", ptr @"$s13HTTPSemantics12PathTemplateV4PartOMn", ptr @"$s13HTTPSemantics12PathTemplateV4PartOMa", ptr @"$s13HTTPSemantics12PathTemplateV4PartON", ptr @"$s13HTTPSemantics12PathTemplateV4PartOMB", ptr @"\01l__swift5_reflection_descriptor", ptr @"$s13HTTPSemantics12PathTemplateV4PartOMF", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMn", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMn", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMa", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVN", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMF", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMn", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMn", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMa", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVN", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMF", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMn", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMn", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMa", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVN", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMF", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMn", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMn", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMa", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindON", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMF", ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMF", ptr @"$s13HTTPSemantics12PathTemplateV4PartOSHAAHc", ptr @"$s13HTTPSemantics12PathTemplateV4PartOSQAAHc", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAAHc", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSQAAHc", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAAHc", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSQAAHc", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSQAAHc", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAAHc", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAHc", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAAHc", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs23CustomStringConvertibleAAHc", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSQAAHc", ptr @"$s13HTTPSemantics12PathTemplateVSHAAHc", ptr @"$s13HTTPSemantics12PathTemplateVs23CustomStringConvertibleAAHc", ptr @"$s13HTTPSemantics12PathTemplateVSQAAHc", ptr @"$s13HTTPSemantics12PathTemplateVHn", ptr @"$s13HTTPSemantics12PathTemplateV4PartOHn", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVHn", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVHn", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVHn", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOHn", ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVHn", ptr @__swift_reflection_version, ptr @llvm.swift_module_hash, ptr @_swift1_autolink_entries], section "llvm.metadata"
@llvm.compiler.used = appending global [22 x ptr] [ptr @"$s13HTTPSemantics12PathTemplateV4PartOAESHAAWl", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOAGSHAAWl", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVAESHAAWl", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVAESHAAWl", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVAESHAAWl", ptr @"$s13HTTPSemantics12PathTemplateV4PartOAESQAAWl", ptr @"$s13HTTPSemantics12PathTemplateV4PartOSHAASQWb", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVAESQAAWl", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAASQWb", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVAESQAAWl", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAASQWb", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAASQWb", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAASQWb", ptr @"$s13HTTPSemantics12PathTemplateVSHAASQWb", ptr @"$s13HTTPSemantics12PathTemplateVMf", ptr @"$s13HTTPSemantics12PathTemplateV4PartOMf", ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMf", ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMf", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMf", ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMf", ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMf", ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVN"], section "llvm.metadata"

@"$s13HTTPSemantics12PathTemplateV7SegmentV5partsSayAC4PartOGvpMV" = protected alias { i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivpMV"
@"$s13HTTPSemantics12PathTemplateV7SegmentV9isLiteralSbvpMV" = protected alias { i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivpMV"
@"$s13HTTPSemantics12PathTemplateV7SegmentV9hashValueSivpMV" = protected alias { i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivpMV"
@"$s13HTTPSemantics12PathTemplateV11PlaceholderV4nameSSvpMV" = protected alias { i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivpMV"
@"$s13HTTPSemantics12PathTemplateV11PlaceholderV6offsetSivpMV" = protected alias { i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivpMV"
@"$s13HTTPSemantics12PathTemplateV11PlaceholderV9hashValueSivpMV" = protected alias { i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivpMV"
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO9hashValueSivpMV" = protected alias { i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivpMV"
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4kindAE4KindOvpMV" = protected alias { i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivpMV"
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV6offsetSivpMV" = protected alias { i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivpMV"
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV11descriptionSSvpMV" = protected alias { i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivpMV"
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV9hashValueSivpMV" = protected alias { i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivpMV"
@"$s13HTTPSemantics12PathTemplateV4textSSvpMV" = protected alias { i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivpMV"
@"$s13HTTPSemantics12PathTemplateV8segmentsSayAC7SegmentVGvpMV" = protected alias { i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivpMV"
@"$s13HTTPSemantics12PathTemplateV12placeholdersSayAC11PlaceholderVGvpMV" = protected alias { i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivpMV"
@"$s13HTTPSemantics12PathTemplateV11syntaxErrorAC06SyntaxE0VSgvpMV" = protected alias { i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivpMV"
@"$s13HTTPSemantics12PathTemplateV11descriptionSSvpMV" = protected alias { i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivpMV"
@"$s13HTTPSemantics12PathTemplateV16placeholderNamesSaySSGvpMV" = protected alias { i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivpMV"
@"$s13HTTPSemantics12PathTemplateV9hashValueSivpMV" = protected alias { i32 }, ptr @"$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivpMV"
@"$s13HTTPSemantics12PathTemplateVN" = protected alias %swift.type, getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateVMf", i32 0, i32 2)
@"$s13HTTPSemantics12PathTemplateV4PartON" = protected alias %swift.type, getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics12PathTemplateV4PartOMf", i32 0, i32 2)
@"$s13HTTPSemantics12PathTemplateV7SegmentVN" = protected alias %swift.type, getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, [4 x i8] }>, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMf", i32 0, i32 2)
@"$s13HTTPSemantics12PathTemplateV11PlaceholderVN" = protected alias %swift.type, getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMf", i32 0, i32 2)
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVN" = protected alias %swift.type, getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMf", i32 0, i32 2)
@"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindON" = protected alias %swift.type, getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMf", i32 0, i32 2)
@"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVN" = internal alias %swift.type, getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, i32, i32, i32, i32, i32, i32, [4 x i8] }>, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMf", i32 0, i32 2)

; Function Attrs: sanitize_address
define protected swiftcc i1 @"$s13HTTPSemantics12PathTemplateV4PartO21__derived_enum_equalsySbAE_AEtFZ"(i64 %0, i64 %1, i8 %2, i64 %3, i64 %4, i8 %5) #0 !dbg !28 {
  %7 = alloca %T13HTTPSemantics12PathTemplateV4PartO, align 8
    #dbg_declare(ptr %7, !38, !DIExpression(), !43)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 17, i1 false)
  %8 = alloca %T13HTTPSemantics12PathTemplateV4PartO, align 8
    #dbg_declare(ptr %8, !40, !DIExpression(), !43)
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 17, i1 false)
  call void @llvm.lifetime.start.p0(i64 17, ptr %7), !dbg !44
  %9 = getelementptr inbounds nuw { i64, i64 }, ptr %7, i32 0, i32 0, !dbg !43
  store i64 %0, ptr %9, align 8, !dbg !43
  %10 = getelementptr inbounds nuw { i64, i64 }, ptr %7, i32 0, i32 1, !dbg !43
  store i64 %1, ptr %10, align 8, !dbg !43
  %11 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %7, i32 0, i32 1, !dbg !43
  store i8 %2, ptr %11, align 8, !dbg !43
  call void @llvm.lifetime.start.p0(i64 17, ptr %8), !dbg !44
  %12 = getelementptr inbounds nuw { i64, i64 }, ptr %8, i32 0, i32 0, !dbg !43
  store i64 %3, ptr %12, align 8, !dbg !43
  %13 = getelementptr inbounds nuw { i64, i64 }, ptr %8, i32 0, i32 1, !dbg !43
  store i64 %4, ptr %13, align 8, !dbg !43
  %14 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %8, i32 0, i32 1, !dbg !43
  store i8 %5, ptr %14, align 8, !dbg !43
    #dbg_value(i64 0, !41, !DIExpression(), !43)
  call void @"$s13HTTPSemantics12PathTemplateV4PartOWOy"(i64 %0, i64 %1, i8 %2), !dbg !43
  call void @"$s13HTTPSemantics12PathTemplateV4PartOWOy"(i64 %3, i64 %4, i8 %5), !dbg !43
  %15 = icmp ne i8 %2, 1
  br i1 %15, label %16, label %18

16:                                               ; preds = %6
  %17 = inttoptr i64 %1 to ptr, !dbg !43
  br label %20, !dbg !43

18:                                               ; preds = %6
  %19 = inttoptr i64 %1 to ptr, !dbg !43
  br label %35, !dbg !43

20:                                               ; preds = %16
  %21 = phi i64 [ %0, %16 ], !dbg !43
  %22 = phi ptr [ %17, %16 ], !dbg !43
  %23 = icmp ne i8 %5, 0
  br i1 %23, label %34, label %24

24:                                               ; preds = %20
  %25 = inttoptr i64 %4 to ptr, !dbg !43
  br label %26, !dbg !43

26:                                               ; preds = %24
  %27 = phi i64 [ %3, %24 ], !dbg !43
  %28 = phi ptr [ %25, %24 ], !dbg !43
  %29 = call ptr @swift_bridgeObjectRetain(ptr returned %22) #4, !dbg !43
  %30 = call ptr @swift_bridgeObjectRetain(ptr returned %28) #4, !dbg !43
  %31 = call swiftcc i1 @"$sSS2eeoiySbSS_SStFZ"(i64 %21, ptr %22, i64 %27, ptr %28), !dbg !43
  call void @swift_bridgeObjectRelease(ptr %28) #4, !dbg !43
  call void @swift_bridgeObjectRelease(ptr %22) #4, !dbg !43
  br i1 %31, label %32, label %33, !dbg !43

32:                                               ; preds = %26
  call void @"$s13HTTPSemantics12PathTemplateV4PartOWOe"(i64 %0, i64 %1, i8 %2), !dbg !43
  call void @"$s13HTTPSemantics12PathTemplateV4PartOWOe"(i64 %3, i64 %4, i8 %5), !dbg !43
  br label %51, !dbg !43

33:                                               ; preds = %26
  call void @"$s13HTTPSemantics12PathTemplateV4PartOWOe"(i64 %0, i64 %1, i8 %2), !dbg !43
  call void @"$s13HTTPSemantics12PathTemplateV4PartOWOe"(i64 %3, i64 %4, i8 %5), !dbg !43
  br label %51, !dbg !43

34:                                               ; preds = %20
  call void @"$s13HTTPSemantics12PathTemplateV4PartOWOe"(i64 %0, i64 %1, i8 %2), !dbg !43
  call void @"$s13HTTPSemantics12PathTemplateV4PartOWOe"(i64 %3, i64 %4, i8 %5), !dbg !43
  br label %50, !dbg !43

35:                                               ; preds = %18
  %36 = phi i64 [ %0, %18 ], !dbg !43
  %37 = phi ptr [ %19, %18 ], !dbg !43
  %38 = icmp ne i8 %5, 1
  br i1 %38, label %49, label %39

39:                                               ; preds = %35
  %40 = inttoptr i64 %4 to ptr, !dbg !43
  br label %41, !dbg !43

41:                                               ; preds = %39
  %42 = phi i64 [ %3, %39 ], !dbg !43
  %43 = phi ptr [ %40, %39 ], !dbg !43
  %44 = call ptr @swift_bridgeObjectRetain(ptr returned %37) #4, !dbg !43
  %45 = call ptr @swift_bridgeObjectRetain(ptr returned %43) #4, !dbg !43
  %46 = call swiftcc i1 @"$sSS2eeoiySbSS_SStFZ"(i64 %36, ptr %37, i64 %42, ptr %43), !dbg !43
  call void @swift_bridgeObjectRelease(ptr %43) #4, !dbg !43
  call void @swift_bridgeObjectRelease(ptr %37) #4, !dbg !43
  br i1 %46, label %47, label %48, !dbg !43

47:                                               ; preds = %41
  call void @"$s13HTTPSemantics12PathTemplateV4PartOWOe"(i64 %0, i64 %1, i8 %2), !dbg !43
  call void @"$s13HTTPSemantics12PathTemplateV4PartOWOe"(i64 %3, i64 %4, i8 %5), !dbg !43
  br label %51, !dbg !43

48:                                               ; preds = %41
  call void @"$s13HTTPSemantics12PathTemplateV4PartOWOe"(i64 %0, i64 %1, i8 %2), !dbg !43
  call void @"$s13HTTPSemantics12PathTemplateV4PartOWOe"(i64 %3, i64 %4, i8 %5), !dbg !43
  br label %51, !dbg !43

49:                                               ; preds = %35
  call void @"$s13HTTPSemantics12PathTemplateV4PartOWOe"(i64 %0, i64 %1, i8 %2), !dbg !43
  call void @"$s13HTTPSemantics12PathTemplateV4PartOWOe"(i64 %3, i64 %4, i8 %5), !dbg !43
  br label %50, !dbg !43

50:                                               ; preds = %34, %49
  br label %51, !dbg !43

51:                                               ; preds = %32, %33, %47, %48, %50
  %52 = phi i1 [ false, %50 ], [ false, %48 ], [ true, %47 ], [ false, %33 ], [ true, %32 ], !dbg !43
  ret i1 %52, !dbg !43
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr captures(none)) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind
define linkonce_odr hidden void @"$s13HTTPSemantics12PathTemplateV4PartOWOy"(i64 %0, i64 %1, i8 %2) #3 !dbg !46 {
  %4 = icmp ne i8 %2, 1
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  %6 = inttoptr i64 %1 to ptr, !dbg !48
  %7 = call ptr @swift_bridgeObjectRetain(ptr returned %6) #4, !dbg !48
  br label %11, !dbg !48

8:                                                ; preds = %3
  %9 = inttoptr i64 %1 to ptr, !dbg !48
  %10 = call ptr @swift_bridgeObjectRetain(ptr returned %9) #4, !dbg !48
  br label %11, !dbg !48

11:                                               ; preds = %8, %5
  ret void, !dbg !48
}

; Function Attrs: nounwind
declare ptr @swift_bridgeObjectRetain(ptr returned) #4

; Function Attrs: noinline nounwind
define linkonce_odr hidden void @"$s13HTTPSemantics12PathTemplateV4PartOWOe"(i64 %0, i64 %1, i8 %2) #3 !dbg !49 {
  %4 = icmp ne i8 %2, 1
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = inttoptr i64 %1 to ptr, !dbg !50
  call void @swift_bridgeObjectRelease(ptr %6) #4, !dbg !50
  br label %9, !dbg !50

7:                                                ; preds = %3
  %8 = inttoptr i64 %1 to ptr, !dbg !50
  call void @swift_bridgeObjectRelease(ptr %8) #4, !dbg !50
  br label %9, !dbg !50

9:                                                ; preds = %7, %5
  ret void, !dbg !50
}

; Function Attrs: nounwind
declare void @swift_bridgeObjectRelease(ptr) #4

declare swiftcc i1 @"$sSS2eeoiySbSS_SStFZ"(i64, ptr, i64, ptr) #5

; Function Attrs: sanitize_address
define protected swiftcc void @"$s13HTTPSemantics12PathTemplateV4PartO4hash4intoys6HasherVz_tF"(ptr captures(none) dereferenceable(72) %0, i64 %1, i64 %2, i8 %3) #0 !dbg !51 {
  %5 = alloca ptr, align 8
    #dbg_declare(ptr %5, !59, !DIExpression(DW_OP_deref), !61)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 8, i1 false)
  %6 = alloca %T13HTTPSemantics12PathTemplateV4PartO, align 8
    #dbg_declare(ptr %6, !60, !DIExpression(), !61)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 17, i1 false)
  %7 = alloca %TSi, align 8
  %8 = alloca %TSS, align 8
  %9 = alloca %TSi, align 8
  %10 = alloca %TSS, align 8
  store ptr %0, ptr %5, align 8, !dbg !61
  call void @llvm.lifetime.start.p0(i64 17, ptr %6), !dbg !62
  %11 = getelementptr inbounds nuw { i64, i64 }, ptr %6, i32 0, i32 0, !dbg !61
  store i64 %1, ptr %11, align 8, !dbg !61
  %12 = getelementptr inbounds nuw { i64, i64 }, ptr %6, i32 0, i32 1, !dbg !61
  store i64 %2, ptr %12, align 8, !dbg !61
  %13 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %6, i32 0, i32 1, !dbg !61
  store i8 %3, ptr %13, align 8, !dbg !61
  %14 = icmp ne i8 %3, 1
  br i1 %14, label %15, label %17

15:                                               ; preds = %4
  %16 = inttoptr i64 %2 to ptr, !dbg !61
  br label %19, !dbg !61

17:                                               ; preds = %4
  %18 = inttoptr i64 %2 to ptr, !dbg !61
  br label %29, !dbg !61

19:                                               ; preds = %15
  %20 = phi i64 [ %1, %15 ], !dbg !61
  %21 = phi ptr [ %16, %15 ], !dbg !61
  %22 = call ptr @swift_bridgeObjectRetain(ptr returned %21) #4, !dbg !61
  call void @llvm.lifetime.start.p0(i64 8, ptr %9), !dbg !62
  %23 = getelementptr inbounds nuw %TSi, ptr %9, i32 0, i32 0, !dbg !61
  store i64 0, ptr %23, align 8, !dbg !61
  call swiftcc void @"$ss6HasherV7combineyyxSHRzlF"(ptr noalias %9, ptr @"$sSiN", ptr @"$sSiSHsWP", ptr swiftself captures(none) dereferenceable(72) %0), !dbg !61
  call void @llvm.lifetime.end.p0(i64 8, ptr %9), !dbg !61
  call void @llvm.lifetime.start.p0(i64 16, ptr %10), !dbg !62
  %24 = getelementptr inbounds nuw %TSS, ptr %10, i32 0, i32 0, !dbg !61
  %25 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %24, i32 0, i32 0, !dbg !61
  %26 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %25, i32 0, i32 0, !dbg !61
  %27 = getelementptr inbounds nuw %Ts6UInt64V, ptr %26, i32 0, i32 0, !dbg !61
  store i64 %20, ptr %27, align 8, !dbg !61
  %28 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %25, i32 0, i32 1, !dbg !61
  store ptr %21, ptr %28, align 8, !dbg !61
  call swiftcc void @"$ss6HasherV7combineyyxSHRzlF"(ptr noalias %10, ptr @"$sSSN", ptr @"$sSSSHsWP", ptr swiftself captures(none) dereferenceable(72) %0), !dbg !61
  call void @swift_bridgeObjectRelease(ptr %21) #4, !dbg !61
  call void @llvm.lifetime.end.p0(i64 16, ptr %10), !dbg !61
  br label %39, !dbg !61

29:                                               ; preds = %17
  %30 = phi i64 [ %1, %17 ], !dbg !61
  %31 = phi ptr [ %18, %17 ], !dbg !61
  %32 = call ptr @swift_bridgeObjectRetain(ptr returned %31) #4, !dbg !61
  call void @llvm.lifetime.start.p0(i64 8, ptr %7), !dbg !62
  %33 = getelementptr inbounds nuw %TSi, ptr %7, i32 0, i32 0, !dbg !61
  store i64 1, ptr %33, align 8, !dbg !61
  call swiftcc void @"$ss6HasherV7combineyyxSHRzlF"(ptr noalias %7, ptr @"$sSiN", ptr @"$sSiSHsWP", ptr swiftself captures(none) dereferenceable(72) %0), !dbg !61
  call void @llvm.lifetime.end.p0(i64 8, ptr %7), !dbg !61
  call void @llvm.lifetime.start.p0(i64 16, ptr %8), !dbg !62
  %34 = getelementptr inbounds nuw %TSS, ptr %8, i32 0, i32 0, !dbg !61
  %35 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %34, i32 0, i32 0, !dbg !61
  %36 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %35, i32 0, i32 0, !dbg !61
  %37 = getelementptr inbounds nuw %Ts6UInt64V, ptr %36, i32 0, i32 0, !dbg !61
  store i64 %30, ptr %37, align 8, !dbg !61
  %38 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %35, i32 0, i32 1, !dbg !61
  store ptr %31, ptr %38, align 8, !dbg !61
  call swiftcc void @"$ss6HasherV7combineyyxSHRzlF"(ptr noalias %8, ptr @"$sSSN", ptr @"$sSSSHsWP", ptr swiftself captures(none) dereferenceable(72) %0), !dbg !61
  call void @swift_bridgeObjectRelease(ptr %31) #4, !dbg !61
  call void @llvm.lifetime.end.p0(i64 16, ptr %8), !dbg !61
  br label %39, !dbg !61

39:                                               ; preds = %19, %29
  ret void, !dbg !61
}

declare swiftcc void @"$ss6HasherV7combineyyxSHRzlF"(ptr noalias, ptr, ptr, ptr swiftself captures(none) dereferenceable(72)) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr captures(none)) #1

; Function Attrs: sanitize_address
define protected swiftcc i64 @"$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivg"(i64 %0, i64 %1, i8 %2) #0 !dbg !64 {
  %4 = alloca %T13HTTPSemantics12PathTemplateV4PartO, align 8
    #dbg_declare(ptr %4, !70, !DIExpression(), !71)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 17, i1 false)
  %5 = alloca %T13HTTPSemantics12PathTemplateV4PartO, align 8
  call void @llvm.lifetime.start.p0(i64 17, ptr %4), !dbg !72
  %6 = getelementptr inbounds nuw { i64, i64 }, ptr %4, i32 0, i32 0, !dbg !71
  store i64 %0, ptr %6, align 8, !dbg !71
  %7 = getelementptr inbounds nuw { i64, i64 }, ptr %4, i32 0, i32 1, !dbg !71
  store i64 %1, ptr %7, align 8, !dbg !71
  %8 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %4, i32 0, i32 1, !dbg !71
  store i8 %2, ptr %8, align 8, !dbg !71
  call void @llvm.lifetime.start.p0(i64 17, ptr %5), !dbg !72
  %9 = getelementptr inbounds nuw { i64, i64 }, ptr %5, i32 0, i32 0, !dbg !71
  store i64 %0, ptr %9, align 8, !dbg !71
  %10 = getelementptr inbounds nuw { i64, i64 }, ptr %5, i32 0, i32 1, !dbg !71
  store i64 %1, ptr %10, align 8, !dbg !71
  %11 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %5, i32 0, i32 1, !dbg !71
  store i8 %2, ptr %11, align 8, !dbg !71
  %12 = call ptr @"$s13HTTPSemantics12PathTemplateV4PartOAESHAAWl"() #14, !dbg !71
  %13 = call swiftcc i64 @"$ss10_hashValue3forSix_tSHRzlF"(ptr noalias %5, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics12PathTemplateV4PartOMf", i32 0, i32 2), ptr %12), !dbg !71
  call void @llvm.lifetime.end.p0(i64 17, ptr %5), !dbg !71
  ret i64 %13, !dbg !71
}

declare swiftcc i64 @"$ss10_hashValue3forSix_tSHRzlF"(ptr noalias, ptr, ptr) #5

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$s13HTTPSemantics12PathTemplateV4PartOAESHAAWl"() #6 !dbg !74 {
  %1 = load ptr, ptr @"$s13HTTPSemantics12PathTemplateV4PartOAESHAAWL", align 8, !dbg !75
  %2 = icmp eq ptr %1, null, !dbg !75
  br i1 %2, label %3, label %5, !dbg !75

3:                                                ; preds = %0
  %4 = call ptr @swift_getWitnessTable(ptr @"$s13HTTPSemantics12PathTemplateV4PartOSHAAMc", ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics12PathTemplateV4PartOMf", i32 0, i32 2), ptr undef) #7, !dbg !75
  store atomic ptr %4, ptr @"$s13HTTPSemantics12PathTemplateV4PartOAESHAAWL" release, align 8, !dbg !75
  br label %5, !dbg !75

5:                                                ; preds = %3, %0
  %6 = phi ptr [ %1, %0 ], [ %4, %3 ], !dbg !75
  ret ptr %6, !dbg !75
}

; Function Attrs: nounwind memory(read)
declare ptr @swift_getWitnessTable(ptr, ptr, ptr) #7

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc i64 @"$s13HTTPSemantics12PathTemplateV4PartOSHAASH9hashValueSivgTW"(ptr noalias swiftself captures(none) dereferenceable(17) %0, ptr %1, ptr %2) #0 !dbg !76 {
  %4 = getelementptr inbounds nuw { i64, i64 }, ptr %0, i32 0, i32 0, !dbg !78
  %5 = load i64, ptr %4, align 8, !dbg !78
  %6 = getelementptr inbounds nuw { i64, i64 }, ptr %0, i32 0, i32 1, !dbg !78
  %7 = load i64, ptr %6, align 8, !dbg !78
  %8 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %0, i32 0, i32 1, !dbg !78
  %9 = load i8, ptr %8, align 8, !dbg !78
  %10 = call swiftcc i64 @"$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivg"(i64 %5, i64 %7, i8 %9) #19, !dbg !78
  ret i64 %10, !dbg !78
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc void @"$s13HTTPSemantics12PathTemplateV4PartOSHAASH4hash4intoys6HasherVz_tFTW"(ptr captures(none) dereferenceable(72) %0, ptr noalias swiftself captures(none) dereferenceable(17) %1, ptr %2, ptr %3) #0 !dbg !79 {
  %5 = getelementptr inbounds nuw { i64, i64 }, ptr %1, i32 0, i32 0, !dbg !81
  %6 = load i64, ptr %5, align 8, !dbg !81
  %7 = getelementptr inbounds nuw { i64, i64 }, ptr %1, i32 0, i32 1, !dbg !81
  %8 = load i64, ptr %7, align 8, !dbg !81
  %9 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %1, i32 0, i32 1, !dbg !81
  %10 = load i8, ptr %9, align 8, !dbg !81
  call swiftcc void @"$s13HTTPSemantics12PathTemplateV4PartO4hash4intoys6HasherVz_tF"(ptr captures(none) dereferenceable(72) %0, i64 %6, i64 %8, i8 %10) #19, !dbg !81
  ret void, !dbg !81
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc i64 @"$s13HTTPSemantics12PathTemplateV4PartOSHAASH13_rawHashValue4seedS2i_tFTW"(i64 %0, ptr noalias swiftself captures(none) dereferenceable(17) %1, ptr %2, ptr %3) #0 !dbg !82 {
  %5 = call swiftcc i64 @"$sSHsE13_rawHashValue4seedS2i_tF"(i64 %0, ptr %2, ptr %3, ptr noalias swiftself %1) #19, !dbg !87
  ret i64 %5, !dbg !87
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc i1 @"$s13HTTPSemantics12PathTemplateV4PartOSQAASQ2eeoiySbx_xtFZTW"(ptr noalias captures(none) dereferenceable(17) %0, ptr noalias captures(none) dereferenceable(17) %1, ptr swiftself %2, ptr %3, ptr %4) #0 !dbg !88 {
  %6 = getelementptr inbounds nuw { i64, i64 }, ptr %0, i32 0, i32 0, !dbg !93
  %7 = load i64, ptr %6, align 8, !dbg !93
  %8 = getelementptr inbounds nuw { i64, i64 }, ptr %0, i32 0, i32 1, !dbg !93
  %9 = load i64, ptr %8, align 8, !dbg !93
  %10 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %0, i32 0, i32 1, !dbg !93
  %11 = load i8, ptr %10, align 8, !dbg !93
  %12 = getelementptr inbounds nuw { i64, i64 }, ptr %1, i32 0, i32 0, !dbg !93
  %13 = load i64, ptr %12, align 8, !dbg !93
  %14 = getelementptr inbounds nuw { i64, i64 }, ptr %1, i32 0, i32 1, !dbg !93
  %15 = load i64, ptr %14, align 8, !dbg !93
  %16 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %1, i32 0, i32 1, !dbg !93
  %17 = load i8, ptr %16, align 8, !dbg !93
  %18 = call swiftcc i1 @"$s13HTTPSemantics12PathTemplateV4PartO21__derived_enum_equalsySbAE_AEtFZ"(i64 %7, i64 %9, i8 %11, i64 %13, i64 %15, i8 %17) #19, !dbg !93
  ret i1 %18, !dbg !93
}

; Function Attrs: sanitize_address
define protected swiftcc ptr @"$s13HTTPSemantics12PathTemplateV7SegmentV5partsSayAC4PartOGvg"(ptr %0) #0 !dbg !94 {
  %2 = call ptr @swift_retain(ptr returned %0) #8, !dbg !100
  ret ptr %0, !dbg !100
}

; Function Attrs: nounwind willreturn
declare ptr @swift_retain(ptr returned) #8

; Function Attrs: sanitize_address
define protected swiftcc void @"$s13HTTPSemantics12PathTemplateV7SegmentV5partsSayAC4PartOGvs"(ptr %0, ptr swiftself captures(none) dereferenceable(8) %1) #0 !dbg !101 {
  %3 = call ptr @swift_retain(ptr returned %0) #8, !dbg !105
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV7SegmentV, ptr %1, i32 0, i32 0, !dbg !105
  %5 = getelementptr inbounds nuw %TSa, ptr %4, i32 0, i32 0, !dbg !105
  %6 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %5, i32 0, i32 0, !dbg !105
  %7 = load ptr, ptr %6, align 8, !dbg !105
  %8 = getelementptr inbounds nuw %TSa, ptr %4, i32 0, i32 0, !dbg !105
  %9 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %8, i32 0, i32 0, !dbg !105
  store ptr %0, ptr %9, align 8, !dbg !105
  call void @swift_release(ptr %7) #4, !dbg !105
  call void @swift_release(ptr %0) #4, !dbg !105
  ret void, !dbg !105
}

; Function Attrs: nounwind
declare void @swift_release(ptr) #4

; Function Attrs: noinline sanitize_address
define protected swiftcc { ptr, ptr } @"$s13HTTPSemantics12PathTemplateV7SegmentV5partsSayAC4PartOGvM"(ptr noalias dereferenceable(32) %0, ptr swiftself captures(none) dereferenceable(8) %1) #9 !dbg !106 {
  %3 = call token (i32, i32, ptr, ptr, ptr, ptr, ...) @llvm.coro.id.retcon.once(i32 32, i32 8, ptr %0, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSayAC4PartOGIetMAlYl_TC", ptr @malloc, ptr @free), !dbg !110
  %4 = call ptr @llvm.coro.begin(token %3, ptr null), !dbg !110
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV7SegmentV, ptr %1, i32 0, i32 0, !dbg !110
  %6 = call i1 (...) @llvm.coro.suspend.retcon.i1(ptr %5), !dbg !110
  br i1 %6, label %8, label %7, !dbg !110

7:                                                ; preds = %2
  br label %9, !dbg !110

8:                                                ; preds = %2
  br label %9, !dbg !110

9:                                                ; preds = %7, %8
  %10 = call i1 @llvm.coro.end(ptr %4, i1 false, token none), !dbg !110
  unreachable, !dbg !110
}

declare void @free(ptr)

declare ptr @malloc(i64)

declare swiftcc void @"$s13HTTPSemantics12PathTemplateV7SegmentVSayAC4PartOGIetMAlYl_TC"(ptr noalias dereferenceable(32), i1) #5

; Function Attrs: nounwind
declare token @llvm.coro.id.retcon.once(i32, i32, ptr, ptr, ptr, ptr, ...) #4

; Function Attrs: nounwind
declare ptr @llvm.coro.begin(token, ptr writeonly) #4

; Function Attrs: nounwind
declare i1 @llvm.coro.suspend.retcon.i1(...) #4

; Function Attrs: nounwind
declare i1 @llvm.coro.end(ptr, i1, token) #4

; Function Attrs: sanitize_address
define protected swiftcc ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVyAESayAC4PartOGcfC"(ptr %0) #0 !dbg !111 {
  %2 = alloca %T13HTTPSemantics12PathTemplateV7SegmentV, align 8
    #dbg_declare(ptr %2, !117, !DIExpression(), !126)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 8, i1 false)
  %3 = alloca ptr, align 8
    #dbg_declare(ptr %3, !118, !DIExpression(), !127)
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 8, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr %2), !dbg !128
  store ptr %0, ptr %3, align 8, !dbg !130
  %4 = call ptr @swift_retain(ptr returned %0) #8, !dbg !131
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV7SegmentV, ptr %2, i32 0, i32 0, !dbg !132
  %6 = call ptr @swift_retain(ptr returned %0) #8, !dbg !132
  %7 = getelementptr inbounds nuw %TSa, ptr %5, i32 0, i32 0, !dbg !132
  %8 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %7, i32 0, i32 0, !dbg !132
  store ptr %0, ptr %8, align 8, !dbg !132
  call void @swift_release(ptr %0) #4, !dbg !133
  %9 = call ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVWOh"(ptr %2), !dbg !133
  call void @llvm.lifetime.end.p0(i64 8, ptr %2), !dbg !133
  ret ptr %0, !dbg !133
}

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVWOh"(ptr %0) #3 !dbg !134 {
  %2 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV7SegmentV, ptr %0, i32 0, i32 0, !dbg !135
  %3 = getelementptr inbounds nuw %TSa, ptr %2, i32 0, i32 0, !dbg !135
  %4 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %3, i32 0, i32 0, !dbg !135
  %5 = load ptr, ptr %4, align 8, !dbg !135
  call void @swift_release(ptr %5) #4, !dbg !135
  ret ptr %0, !dbg !135
}

; Function Attrs: sanitize_address
define protected swiftcc i1 @"$s13HTTPSemantics12PathTemplateV7SegmentV9isLiteralSbvg"(ptr %0) #0 !dbg !136 {
  %2 = alloca ptr, align 8
    #dbg_declare(ptr %2, !141, !DIExpression(), !143)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 8, i1 false)
  %3 = alloca %TSa, align 8
  %4 = alloca swifterror ptr, align 8
  store ptr null, ptr %4, align 8
  store ptr %0, ptr %2, align 8, !dbg !144
  %5 = call ptr @swift_retain(ptr returned %0) #8, !dbg !145
  call void @llvm.lifetime.start.p0(i64 8, ptr %3), !dbg !146
  %6 = getelementptr inbounds nuw %TSa, ptr %3, i32 0, i32 0, !dbg !145
  %7 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %6, i32 0, i32 0, !dbg !145
  store ptr %0, ptr %7, align 8, !dbg !145
  %8 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSay13HTTPSemantics12PathTemplateV4PartOGMD") #7, !dbg !148
  %9 = call ptr @"$sSay13HTTPSemantics12PathTemplateV4PartOGSayxGSTsWl"() #14, !dbg !148
  %10 = call swiftcc i1 @"$sSTsE10allSatisfyyS2b7ElementQzKXEKF"(ptr @"$s13HTTPSemantics12PathTemplateV7SegmentV9isLiteralSbvgSbAC4PartOXEfU_", ptr null, ptr %8, ptr %9, ptr noalias swiftself %3, ptr noalias swifterror captures(none) dereferenceable(8) %4), !dbg !148
  %11 = load ptr, ptr %4, align 8, !dbg !148
  %12 = icmp ne ptr %11, null, !dbg !148
  %13 = ptrtoint ptr %11 to i64, !dbg !148
  br i1 %12, label %17, label %14, !dbg !148

14:                                               ; preds = %1
  %15 = phi i1 [ %10, %1 ], !dbg !149
  %16 = call ptr @"$sSay13HTTPSemantics12PathTemplateV4PartOGWOh"(ptr %3), !dbg !150
  call void @llvm.lifetime.end.p0(i64 8, ptr %3), !dbg !150
  ret i1 %15, !dbg !150

17:                                               ; preds = %1
  %18 = phi ptr [ %11, %1 ], !dbg !148
  store ptr null, ptr %4, align 8, !dbg !148
  unreachable, !dbg !148
}

; Function Attrs: sanitize_address
define internal swiftcc i1 @"$s13HTTPSemantics12PathTemplateV7SegmentV9isLiteralSbvgSbAC4PartOXEfU_"(ptr noalias captures(none) dereferenceable(17) %0, ptr swiftself %1, ptr noalias swifterror captures(none) dereferenceable(8) %2) #0 !dbg !151 {
  %4 = alloca %T13HTTPSemantics12PathTemplateV4PartO, align 8
    #dbg_declare(ptr %4, !155, !DIExpression(), !158)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 17, i1 false)
  %5 = getelementptr inbounds nuw { i64, i64 }, ptr %0, i32 0, i32 0, !dbg !159
  %6 = load i64, ptr %5, align 8, !dbg !159
  %7 = getelementptr inbounds nuw { i64, i64 }, ptr %0, i32 0, i32 1, !dbg !159
  %8 = load i64, ptr %7, align 8, !dbg !159
  %9 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %0, i32 0, i32 1, !dbg !159
  %10 = load i8, ptr %9, align 8, !dbg !159
  call void @llvm.lifetime.start.p0(i64 17, ptr %4), !dbg !159
  %11 = getelementptr inbounds nuw { i64, i64 }, ptr %4, i32 0, i32 0, !dbg !161
  store i64 %6, ptr %11, align 8, !dbg !161
  %12 = getelementptr inbounds nuw { i64, i64 }, ptr %4, i32 0, i32 1, !dbg !161
  store i64 %8, ptr %12, align 8, !dbg !161
  %13 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %4, i32 0, i32 1, !dbg !161
  store i8 %10, ptr %13, align 8, !dbg !161
  call void @"$s13HTTPSemantics12PathTemplateV4PartOWOy"(i64 %6, i64 %8, i8 %10), !dbg !162
  %14 = icmp ne i8 %10, 1
  br i1 %14, label %15, label %17

15:                                               ; preds = %3
  %16 = inttoptr i64 %8 to ptr, !dbg !165
  br label %22, !dbg !165

17:                                               ; preds = %3
  %18 = inttoptr i64 %8 to ptr, !dbg !165
  br label %19, !dbg !165

19:                                               ; preds = %17
  %20 = phi i64 [ %6, %17 ], !dbg !166
  %21 = phi ptr [ %18, %17 ], !dbg !166
  call void @swift_bridgeObjectRelease(ptr %21) #4, !dbg !167
  br label %25, !dbg !169

22:                                               ; preds = %15
  %23 = phi i64 [ %6, %15 ], !dbg !166
  %24 = phi ptr [ %16, %15 ], !dbg !166
  call void @swift_bridgeObjectRelease(ptr %24) #4, !dbg !167
  br label %25, !dbg !171

25:                                               ; preds = %22, %19
  %26 = phi i1 [ false, %19 ], [ true, %22 ], !dbg !174
  ret i1 %26, !dbg !174
}

declare swiftcc i1 @"$sSTsE10allSatisfyyS2b7ElementQzKXEKF"(ptr, ptr, ptr, ptr, ptr noalias swiftself, ptr noalias swifterror captures(none) dereferenceable(8)) #5

; Function Attrs: noinline nounwind willreturn memory(read)
define linkonce_odr hidden ptr @__swift_instantiateConcreteTypeFromMangledName(ptr %0) #10 !dbg !175 {
  %2 = load atomic i64, ptr %0 monotonic, align 8, !dbg !176
  %3 = icmp slt i64 %2, 0, !dbg !176
  %4 = call i1 @llvm.expect.i1(i1 %3, i1 false), !dbg !176
  br i1 %4, label %8, label %5, !dbg !176

5:                                                ; preds = %8, %1
  %6 = phi i64 [ %2, %1 ], [ %17, %8 ], !dbg !176
  %7 = inttoptr i64 %6 to ptr, !dbg !176
  ret ptr %7, !dbg !176

8:                                                ; preds = %1
  %9 = ashr i64 %2, 32, !dbg !176
  %10 = sub i64 0, %9, !dbg !176
  %11 = trunc i64 %2 to i32, !dbg !176
  %12 = sext i32 %11 to i64, !dbg !176
  %13 = ptrtoint ptr %0 to i64, !dbg !176
  %14 = add i64 %13, %12, !dbg !176
  %15 = inttoptr i64 %14 to ptr, !dbg !176
  %16 = call swiftcc ptr @swift_getTypeByMangledNameInContext2(ptr %15, i64 %10, ptr null, ptr null) #20, !dbg !176
  %17 = ptrtoint ptr %16 to i64, !dbg !176
  store atomic i64 %17, ptr %0 monotonic, align 8, !dbg !176
  br label %5, !dbg !176
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.expect.i1(i1, i1) #11

; Function Attrs: nounwind memory(argmem: readwrite)
declare swiftcc ptr @swift_getTypeByMangledNameInContext2(ptr, i64, ptr, ptr) #12

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$sSay13HTTPSemantics12PathTemplateV4PartOGSayxGSTsWl"() #6 !dbg !177 {
  %1 = load ptr, ptr @"$sSay13HTTPSemantics12PathTemplateV4PartOGSayxGSTsWL", align 8, !dbg !178
  %2 = icmp eq ptr %1, null, !dbg !178
  br i1 %2, label %3, label %6, !dbg !178

3:                                                ; preds = %0
  %4 = call ptr @__swift_instantiateConcreteTypeFromMangledNameAbstract(ptr @"$sSay13HTTPSemantics12PathTemplateV4PartOGMD") #7, !dbg !178
  %5 = call ptr @swift_getWitnessTable(ptr @"$sSayxGSTsMc", ptr %4, ptr undef) #7, !dbg !178
  store atomic ptr %5, ptr @"$sSay13HTTPSemantics12PathTemplateV4PartOGSayxGSTsWL" release, align 8, !dbg !178
  br label %6, !dbg !178

6:                                                ; preds = %3, %0
  %7 = phi ptr [ %1, %0 ], [ %5, %3 ], !dbg !178
  ret ptr %7, !dbg !178
}

; Function Attrs: noinline nounwind willreturn memory(read)
define linkonce_odr hidden ptr @__swift_instantiateConcreteTypeFromMangledNameAbstract(ptr %0) #10 !dbg !179 {
  %2 = load atomic i64, ptr %0 monotonic, align 8, !dbg !180
  %3 = icmp slt i64 %2, 0, !dbg !180
  %4 = call i1 @llvm.expect.i1(i1 %3, i1 false), !dbg !180
  br i1 %4, label %8, label %5, !dbg !180

5:                                                ; preds = %8, %1
  %6 = phi i64 [ %2, %1 ], [ %17, %8 ], !dbg !180
  %7 = inttoptr i64 %6 to ptr, !dbg !180
  ret ptr %7, !dbg !180

8:                                                ; preds = %1
  %9 = ashr i64 %2, 32, !dbg !180
  %10 = sub i64 0, %9, !dbg !180
  %11 = trunc i64 %2 to i32, !dbg !180
  %12 = sext i32 %11 to i64, !dbg !180
  %13 = ptrtoint ptr %0 to i64, !dbg !180
  %14 = add i64 %13, %12, !dbg !180
  %15 = inttoptr i64 %14 to ptr, !dbg !180
  %16 = call swiftcc ptr @swift_getTypeByMangledNameInContextInMetadataState2(i64 255, ptr %15, i64 %10, ptr null, ptr null) #20, !dbg !180
  %17 = ptrtoint ptr %16 to i64, !dbg !180
  store atomic i64 %17, ptr %0 monotonic, align 8, !dbg !180
  br label %5, !dbg !180
}

; Function Attrs: nounwind memory(argmem: readwrite)
declare swiftcc ptr @swift_getTypeByMangledNameInContextInMetadataState2(i64, ptr, i64, ptr, ptr) #12

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$sSay13HTTPSemantics12PathTemplateV4PartOGWOh"(ptr %0) #3 !dbg !181 {
  %2 = getelementptr inbounds nuw %TSa, ptr %0, i32 0, i32 0, !dbg !182
  %3 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %2, i32 0, i32 0, !dbg !182
  %4 = load ptr, ptr %3, align 8, !dbg !182
  call void @swift_release(ptr %4) #4, !dbg !182
  ret ptr %0, !dbg !182
}

; Function Attrs: sanitize_address
define protected swiftcc i1 @"$s13HTTPSemantics12PathTemplateV7SegmentV23__derived_struct_equalsySbAE_AEtFZ"(ptr %0, ptr %1) #0 !dbg !183 {
  %3 = alloca ptr, align 8
    #dbg_declare(ptr %3, !188, !DIExpression(), !192)
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 8, i1 false)
  %4 = alloca ptr, align 8
    #dbg_declare(ptr %4, !189, !DIExpression(), !192)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 8, i1 false)
  store ptr %0, ptr %3, align 8, !dbg !192
  store ptr %1, ptr %4, align 8, !dbg !192
    #dbg_value(i64 0, !190, !DIExpression(), !192)
  %5 = call ptr @swift_retain(ptr returned %0) #8, !dbg !192
  %6 = call ptr @swift_retain(ptr returned %1) #8, !dbg !192
  %7 = call ptr @"$s13HTTPSemantics12PathTemplateV4PartOAESQAAWl"() #14, !dbg !192
  %8 = call swiftcc i1 @"$sSasSQRzlE2eeoiySbSayxG_ABtFZ"(ptr %0, ptr %1, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics12PathTemplateV4PartOMf", i32 0, i32 2), ptr %7), !dbg !192
  call void @swift_release(ptr %1) #4, !dbg !192
  call void @swift_release(ptr %0) #4, !dbg !192
  br i1 %8, label %9, label %10, !dbg !192

9:                                                ; preds = %2
  br label %11, !dbg !192

10:                                               ; preds = %2
  br label %11, !dbg !192

11:                                               ; preds = %9, %10
  %12 = phi i1 [ false, %10 ], [ true, %9 ], !dbg !192
  ret i1 %12, !dbg !192
}

declare swiftcc i1 @"$sSasSQRzlE2eeoiySbSayxG_ABtFZ"(ptr, ptr, ptr, ptr) #5

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$s13HTTPSemantics12PathTemplateV4PartOAESQAAWl"() #6 !dbg !193 {
  %1 = load ptr, ptr @"$s13HTTPSemantics12PathTemplateV4PartOAESQAAWL", align 8, !dbg !194
  %2 = icmp eq ptr %1, null, !dbg !194
  br i1 %2, label %3, label %5, !dbg !194

3:                                                ; preds = %0
  %4 = call ptr @swift_getWitnessTable(ptr @"$s13HTTPSemantics12PathTemplateV4PartOSQAAMc", ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics12PathTemplateV4PartOMf", i32 0, i32 2), ptr undef) #7, !dbg !194
  store atomic ptr %4, ptr @"$s13HTTPSemantics12PathTemplateV4PartOAESQAAWL" release, align 8, !dbg !194
  br label %5, !dbg !194

5:                                                ; preds = %3, %0
  %6 = phi ptr [ %1, %0 ], [ %4, %3 ], !dbg !194
  ret ptr %6, !dbg !194
}

; Function Attrs: sanitize_address
define protected swiftcc void @"$s13HTTPSemantics12PathTemplateV7SegmentV4hash4intoys6HasherVz_tF"(ptr captures(none) dereferenceable(72) %0, ptr %1) #0 !dbg !195 {
  %3 = alloca ptr, align 8
    #dbg_declare(ptr %3, !200, !DIExpression(DW_OP_deref), !202)
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 8, i1 false)
  %4 = alloca ptr, align 8
    #dbg_declare(ptr %4, !201, !DIExpression(), !202)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 8, i1 false)
  %5 = alloca %TSa, align 8
  store ptr %0, ptr %3, align 8, !dbg !202
  store ptr %1, ptr %4, align 8, !dbg !202
  %6 = call ptr @swift_retain(ptr returned %1) #8, !dbg !202
  call void @llvm.lifetime.start.p0(i64 8, ptr %5), !dbg !203
  %7 = getelementptr inbounds nuw %TSa, ptr %5, i32 0, i32 0, !dbg !202
  %8 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %7, i32 0, i32 0, !dbg !202
  store ptr %1, ptr %8, align 8, !dbg !202
  %9 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSay13HTTPSemantics12PathTemplateV4PartOGMD") #7, !dbg !202
  %10 = call ptr @"$sSay13HTTPSemantics12PathTemplateV4PartOGSayxGSHsSHRzlWl"() #14, !dbg !202
  call swiftcc void @"$ss6HasherV7combineyyxSHRzlF"(ptr noalias %5, ptr %9, ptr %10, ptr swiftself captures(none) dereferenceable(72) %0), !dbg !202
  %11 = call ptr @"$sSay13HTTPSemantics12PathTemplateV4PartOGWOh"(ptr %5), !dbg !202
  call void @llvm.lifetime.end.p0(i64 8, ptr %5), !dbg !202
  ret void, !dbg !202
}

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$sSay13HTTPSemantics12PathTemplateV4PartOGSayxGSHsSHRzlWl"() #6 !dbg !205 {
  %1 = alloca [1 x ptr], align 8
  %2 = load ptr, ptr @"$sSay13HTTPSemantics12PathTemplateV4PartOGSayxGSHsSHRzlWL", align 8, !dbg !206
  %3 = icmp eq ptr %2, null, !dbg !206
  br i1 %3, label %4, label %10, !dbg !206

4:                                                ; preds = %0
  %5 = call ptr @__swift_instantiateConcreteTypeFromMangledNameAbstract(ptr @"$sSay13HTTPSemantics12PathTemplateV4PartOGMD") #7, !dbg !206
  %6 = call ptr @"$s13HTTPSemantics12PathTemplateV4PartOAESHAAWl"() #14, !dbg !206
  %7 = getelementptr inbounds nuw [1 x ptr], ptr %1, i32 0, i32 0, !dbg !206
  %8 = getelementptr inbounds ptr, ptr %7, i32 0, !dbg !206
  store ptr %6, ptr %8, align 8, !dbg !206
  %9 = call ptr @swift_getWitnessTable(ptr @"$sSayxGSHsSHRzlMc", ptr %5, ptr %7) #7, !dbg !206
  store atomic ptr %9, ptr @"$sSay13HTTPSemantics12PathTemplateV4PartOGSayxGSHsSHRzlWL" release, align 8, !dbg !206
  br label %10, !dbg !206

10:                                               ; preds = %4, %0
  %11 = phi ptr [ %2, %0 ], [ %9, %4 ], !dbg !206
  ret ptr %11, !dbg !206
}

; Function Attrs: sanitize_address
define protected swiftcc i64 @"$s13HTTPSemantics12PathTemplateV7SegmentV9hashValueSivg"(ptr %0) #0 !dbg !207 {
  %2 = alloca ptr, align 8
    #dbg_declare(ptr %2, !212, !DIExpression(), !213)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 8, i1 false)
  %3 = alloca %T13HTTPSemantics12PathTemplateV7SegmentV, align 8
  store ptr %0, ptr %2, align 8, !dbg !213
  call void @llvm.lifetime.start.p0(i64 8, ptr %3), !dbg !214
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV7SegmentV, ptr %3, i32 0, i32 0, !dbg !213
  %5 = getelementptr inbounds nuw %TSa, ptr %4, i32 0, i32 0, !dbg !213
  %6 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %5, i32 0, i32 0, !dbg !213
  store ptr %0, ptr %6, align 8, !dbg !213
  %7 = call ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVAESHAAWl"() #14, !dbg !213
  %8 = call swiftcc i64 @"$ss10_hashValue3forSix_tSHRzlF"(ptr noalias %3, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, [4 x i8] }>, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMf", i32 0, i32 2), ptr %7), !dbg !213
  call void @llvm.lifetime.end.p0(i64 8, ptr %3), !dbg !213
  ret i64 %8, !dbg !213
}

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVAESHAAWl"() #6 !dbg !216 {
  %1 = load ptr, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVAESHAAWL", align 8, !dbg !217
  %2 = icmp eq ptr %1, null, !dbg !217
  br i1 %2, label %3, label %5, !dbg !217

3:                                                ; preds = %0
  %4 = call ptr @swift_getWitnessTable(ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAAMc", ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, [4 x i8] }>, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMf", i32 0, i32 2), ptr undef) #7, !dbg !217
  store atomic ptr %4, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVAESHAAWL" release, align 8, !dbg !217
  br label %5, !dbg !217

5:                                                ; preds = %3, %0
  %6 = phi ptr [ %1, %0 ], [ %4, %3 ], !dbg !217
  ret ptr %6, !dbg !217
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc i64 @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAASH9hashValueSivgTW"(ptr noalias swiftself captures(none) dereferenceable(8) %0, ptr %1, ptr %2) #0 !dbg !218 {
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV7SegmentV, ptr %0, i32 0, i32 0, !dbg !220
  %5 = getelementptr inbounds nuw %TSa, ptr %4, i32 0, i32 0, !dbg !220
  %6 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %5, i32 0, i32 0, !dbg !220
  %7 = load ptr, ptr %6, align 8, !dbg !220
  %8 = call swiftcc i64 @"$s13HTTPSemantics12PathTemplateV7SegmentV9hashValueSivg"(ptr %7) #19, !dbg !220
  ret i64 %8, !dbg !220
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc void @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAASH4hash4intoys6HasherVz_tFTW"(ptr captures(none) dereferenceable(72) %0, ptr noalias swiftself captures(none) dereferenceable(8) %1, ptr %2, ptr %3) #0 !dbg !221 {
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV7SegmentV, ptr %1, i32 0, i32 0, !dbg !223
  %6 = getelementptr inbounds nuw %TSa, ptr %5, i32 0, i32 0, !dbg !223
  %7 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %6, i32 0, i32 0, !dbg !223
  %8 = load ptr, ptr %7, align 8, !dbg !223
  call swiftcc void @"$s13HTTPSemantics12PathTemplateV7SegmentV4hash4intoys6HasherVz_tF"(ptr captures(none) dereferenceable(72) %0, ptr %8) #19, !dbg !223
  ret void, !dbg !223
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc i64 @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAASH13_rawHashValue4seedS2i_tFTW"(i64 %0, ptr noalias swiftself captures(none) dereferenceable(8) %1, ptr %2, ptr %3) #0 !dbg !224 {
  %5 = call swiftcc i64 @"$sSHsE13_rawHashValue4seedS2i_tF"(i64 %0, ptr %2, ptr %3, ptr noalias swiftself %1) #19, !dbg !228
  ret i64 %5, !dbg !228
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc i1 @"$s13HTTPSemantics12PathTemplateV7SegmentVSQAASQ2eeoiySbx_xtFZTW"(ptr noalias captures(none) dereferenceable(8) %0, ptr noalias captures(none) dereferenceable(8) %1, ptr swiftself %2, ptr %3, ptr %4) #0 !dbg !229 {
  %6 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV7SegmentV, ptr %0, i32 0, i32 0, !dbg !234
  %7 = getelementptr inbounds nuw %TSa, ptr %6, i32 0, i32 0, !dbg !234
  %8 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %7, i32 0, i32 0, !dbg !234
  %9 = load ptr, ptr %8, align 8, !dbg !234
  %10 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV7SegmentV, ptr %1, i32 0, i32 0, !dbg !234
  %11 = getelementptr inbounds nuw %TSa, ptr %10, i32 0, i32 0, !dbg !234
  %12 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %11, i32 0, i32 0, !dbg !234
  %13 = load ptr, ptr %12, align 8, !dbg !234
  %14 = call swiftcc i1 @"$s13HTTPSemantics12PathTemplateV7SegmentV23__derived_struct_equalsySbAE_AEtFZ"(ptr %9, ptr %13) #19, !dbg !234
  ret i1 %14, !dbg !234
}

; Function Attrs: sanitize_address
define protected swiftcc { i64, ptr } @"$s13HTTPSemantics12PathTemplateV11PlaceholderV4nameSSvg"(i64 %0, ptr %1, i64 %2) #0 !dbg !235 {
  %4 = call ptr @swift_bridgeObjectRetain(ptr returned %1) #4, !dbg !241
  %5 = insertvalue { i64, ptr } undef, i64 %0, 0, !dbg !241
  %6 = insertvalue { i64, ptr } %5, ptr %1, 1, !dbg !241
  ret { i64, ptr } %6, !dbg !241
}

; Function Attrs: sanitize_address
define protected swiftcc void @"$s13HTTPSemantics12PathTemplateV11PlaceholderV4nameSSvs"(i64 %0, ptr %1, ptr swiftself captures(none) dereferenceable(24) %2) #0 !dbg !242 {
  %4 = call ptr @swift_bridgeObjectRetain(ptr returned %1) #4, !dbg !246
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %2, i32 0, i32 0, !dbg !246
  %6 = getelementptr inbounds nuw %TSS, ptr %5, i32 0, i32 0, !dbg !246
  %7 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %6, i32 0, i32 0, !dbg !246
  %8 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %7, i32 0, i32 0, !dbg !246
  %9 = getelementptr inbounds nuw %Ts6UInt64V, ptr %8, i32 0, i32 0, !dbg !246
  %10 = load i64, ptr %9, align 8, !dbg !246
  %11 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %7, i32 0, i32 1, !dbg !246
  %12 = load ptr, ptr %11, align 8, !dbg !246
  %13 = getelementptr inbounds nuw %TSS, ptr %5, i32 0, i32 0, !dbg !246
  %14 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %13, i32 0, i32 0, !dbg !246
  %15 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %14, i32 0, i32 0, !dbg !246
  %16 = getelementptr inbounds nuw %Ts6UInt64V, ptr %15, i32 0, i32 0, !dbg !246
  store i64 %0, ptr %16, align 8, !dbg !246
  %17 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %14, i32 0, i32 1, !dbg !246
  store ptr %1, ptr %17, align 8, !dbg !246
  call void @swift_bridgeObjectRelease(ptr %12) #4, !dbg !246
  call void @swift_bridgeObjectRelease(ptr %1) #4, !dbg !246
  ret void, !dbg !246
}

; Function Attrs: noinline sanitize_address
define protected swiftcc { ptr, ptr } @"$s13HTTPSemantics12PathTemplateV11PlaceholderV4nameSSvM"(ptr noalias dereferenceable(32) %0, ptr swiftself captures(none) dereferenceable(24) %1) #9 !dbg !247 {
  %3 = call token (i32, i32, ptr, ptr, ptr, ptr, ...) @llvm.coro.id.retcon.once(i32 32, i32 8, ptr %0, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSSIetMAlYl_TC", ptr @malloc, ptr @free), !dbg !251
  %4 = call ptr @llvm.coro.begin(token %3, ptr null), !dbg !251
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %1, i32 0, i32 0, !dbg !251
  %6 = call i1 (...) @llvm.coro.suspend.retcon.i1(ptr %5), !dbg !251
  br i1 %6, label %8, label %7, !dbg !251

7:                                                ; preds = %2
  br label %9, !dbg !251

8:                                                ; preds = %2
  br label %9, !dbg !251

9:                                                ; preds = %7, %8
  %10 = call i1 @llvm.coro.end(ptr %4, i1 false, token none), !dbg !251
  unreachable, !dbg !251
}

declare swiftcc void @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSSIetMAlYl_TC"(ptr noalias dereferenceable(32), i1) #5

; Function Attrs: sanitize_address
define protected swiftcc i64 @"$s13HTTPSemantics12PathTemplateV11PlaceholderV6offsetSivg"(i64 %0, ptr %1, i64 %2) #0 !dbg !252 {
  ret i64 %2, !dbg !256
}

; Function Attrs: sanitize_address
define protected swiftcc void @"$s13HTTPSemantics12PathTemplateV11PlaceholderV6offsetSivs"(i64 %0, ptr swiftself captures(none) dereferenceable(24) %1) #0 !dbg !257 {
  %3 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %1, i32 0, i32 1, !dbg !261
  %4 = getelementptr inbounds nuw %TSi, ptr %3, i32 0, i32 0, !dbg !261
  store i64 %0, ptr %4, align 8, !dbg !261
  ret void, !dbg !261
}

; Function Attrs: noinline sanitize_address
define protected swiftcc { ptr, ptr } @"$s13HTTPSemantics12PathTemplateV11PlaceholderV6offsetSivM"(ptr noalias dereferenceable(32) %0, ptr swiftself captures(none) dereferenceable(24) %1) #9 !dbg !262 {
  %3 = call token (i32, i32, ptr, ptr, ptr, ptr, ...) @llvm.coro.id.retcon.once(i32 32, i32 8, ptr %0, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSiIetMAlYl_TC", ptr @malloc, ptr @free), !dbg !264
  %4 = call ptr @llvm.coro.begin(token %3, ptr null), !dbg !264
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %1, i32 0, i32 1, !dbg !264
  %6 = call i1 (...) @llvm.coro.suspend.retcon.i1(ptr %5), !dbg !264
  br i1 %6, label %8, label %7, !dbg !264

7:                                                ; preds = %2
  br label %9, !dbg !264

8:                                                ; preds = %2
  br label %9, !dbg !264

9:                                                ; preds = %7, %8
  %10 = call i1 @llvm.coro.end(ptr %4, i1 false, token none), !dbg !264
  unreachable, !dbg !264
}

declare swiftcc void @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSiIetMAlYl_TC"(ptr noalias dereferenceable(32), i1) #5

; Function Attrs: sanitize_address
define protected swiftcc { i64, ptr, i64 } @"$s13HTTPSemantics12PathTemplateV11PlaceholderV4name6offsetAESS_SitcfC"(i64 %0, ptr %1, i64 %2) #0 !dbg !265 {
  %4 = alloca %T13HTTPSemantics12PathTemplateV11PlaceholderV, align 8
    #dbg_declare(ptr %4, !271, !DIExpression(), !276)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 24, i1 false)
  %5 = alloca %TSS, align 8
    #dbg_declare(ptr %5, !272, !DIExpression(), !277)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 16, i1 false)
  %6 = alloca i64, align 8
    #dbg_declare(ptr %6, !274, !DIExpression(), !278)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 8, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr %4), !dbg !279
  call void @llvm.lifetime.start.p0(i64 16, ptr %5), !dbg !279
  %7 = getelementptr inbounds nuw %TSS, ptr %5, i32 0, i32 0, !dbg !281
  %8 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %7, i32 0, i32 0, !dbg !281
  %9 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %8, i32 0, i32 0, !dbg !281
  %10 = getelementptr inbounds nuw %Ts6UInt64V, ptr %9, i32 0, i32 0, !dbg !281
  store i64 %0, ptr %10, align 8, !dbg !281
  %11 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %8, i32 0, i32 1, !dbg !281
  store ptr %1, ptr %11, align 8, !dbg !281
  store i64 %2, ptr %6, align 8, !dbg !281
  %12 = call ptr @swift_bridgeObjectRetain(ptr returned %1) #4, !dbg !282
  %13 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %4, i32 0, i32 0, !dbg !283
  %14 = call ptr @swift_bridgeObjectRetain(ptr returned %1) #4, !dbg !283
  %15 = getelementptr inbounds nuw %TSS, ptr %13, i32 0, i32 0, !dbg !283
  %16 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %15, i32 0, i32 0, !dbg !283
  %17 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %16, i32 0, i32 0, !dbg !283
  %18 = getelementptr inbounds nuw %Ts6UInt64V, ptr %17, i32 0, i32 0, !dbg !283
  store i64 %0, ptr %18, align 8, !dbg !283
  %19 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %16, i32 0, i32 1, !dbg !283
  store ptr %1, ptr %19, align 8, !dbg !283
  %20 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %4, i32 0, i32 1, !dbg !284
  %21 = getelementptr inbounds nuw %TSi, ptr %20, i32 0, i32 0, !dbg !284
  store i64 %2, ptr %21, align 8, !dbg !284
  call void @swift_bridgeObjectRelease(ptr %1) #4, !dbg !285
  %22 = call ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVWOh"(ptr %4), !dbg !285
  call void @llvm.lifetime.end.p0(i64 24, ptr %4), !dbg !285
  %23 = insertvalue { i64, ptr, i64 } undef, i64 %0, 0, !dbg !285
  %24 = insertvalue { i64, ptr, i64 } %23, ptr %1, 1, !dbg !285
  %25 = insertvalue { i64, ptr, i64 } %24, i64 %2, 2, !dbg !285
  ret { i64, ptr, i64 } %25, !dbg !285
}

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVWOh"(ptr %0) #3 !dbg !286 {
  %2 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %0, i32 0, i32 0, !dbg !287
  %3 = getelementptr inbounds nuw %TSS, ptr %2, i32 0, i32 0, !dbg !287
  %4 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %3, i32 0, i32 0, !dbg !287
  %5 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %4, i32 0, i32 1, !dbg !287
  %6 = load ptr, ptr %5, align 8, !dbg !287
  call void @swift_bridgeObjectRelease(ptr %6) #4, !dbg !287
  ret ptr %0, !dbg !287
}

; Function Attrs: sanitize_address
define protected swiftcc i1 @"$s13HTTPSemantics12PathTemplateV11PlaceholderV23__derived_struct_equalsySbAE_AEtFZ"(i64 %0, ptr %1, i64 %2, i64 %3, ptr %4, i64 %5) #0 !dbg !288 {
  %7 = alloca %T13HTTPSemantics12PathTemplateV11PlaceholderV, align 8
    #dbg_declare(ptr %7, !293, !DIExpression(), !298)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 24, i1 false)
  %8 = alloca %T13HTTPSemantics12PathTemplateV11PlaceholderV, align 8
    #dbg_declare(ptr %8, !295, !DIExpression(), !298)
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr %7), !dbg !299
  %9 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %7, i32 0, i32 0, !dbg !298
  %10 = getelementptr inbounds nuw %TSS, ptr %9, i32 0, i32 0, !dbg !298
  %11 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %10, i32 0, i32 0, !dbg !298
  %12 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %11, i32 0, i32 0, !dbg !298
  %13 = getelementptr inbounds nuw %Ts6UInt64V, ptr %12, i32 0, i32 0, !dbg !298
  store i64 %0, ptr %13, align 8, !dbg !298
  %14 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %11, i32 0, i32 1, !dbg !298
  store ptr %1, ptr %14, align 8, !dbg !298
  %15 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %7, i32 0, i32 1, !dbg !298
  %16 = getelementptr inbounds nuw %TSi, ptr %15, i32 0, i32 0, !dbg !298
  store i64 %2, ptr %16, align 8, !dbg !298
  call void @llvm.lifetime.start.p0(i64 24, ptr %8), !dbg !299
  %17 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %8, i32 0, i32 0, !dbg !298
  %18 = getelementptr inbounds nuw %TSS, ptr %17, i32 0, i32 0, !dbg !298
  %19 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %18, i32 0, i32 0, !dbg !298
  %20 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %19, i32 0, i32 0, !dbg !298
  %21 = getelementptr inbounds nuw %Ts6UInt64V, ptr %20, i32 0, i32 0, !dbg !298
  store i64 %3, ptr %21, align 8, !dbg !298
  %22 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %19, i32 0, i32 1, !dbg !298
  store ptr %4, ptr %22, align 8, !dbg !298
  %23 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %8, i32 0, i32 1, !dbg !298
  %24 = getelementptr inbounds nuw %TSi, ptr %23, i32 0, i32 0, !dbg !298
  store i64 %5, ptr %24, align 8, !dbg !298
    #dbg_value(i64 0, !296, !DIExpression(), !298)
  %25 = call ptr @swift_bridgeObjectRetain(ptr returned %1) #4, !dbg !298
  %26 = call ptr @swift_bridgeObjectRetain(ptr returned %4) #4, !dbg !298
  %27 = call swiftcc i1 @"$sSS2eeoiySbSS_SStFZ"(i64 %0, ptr %1, i64 %3, ptr %4), !dbg !298
  call void @swift_bridgeObjectRelease(ptr %4) #4, !dbg !298
  call void @swift_bridgeObjectRelease(ptr %1) #4, !dbg !298
  br i1 %27, label %28, label %32, !dbg !298

28:                                               ; preds = %6
  %29 = icmp eq i64 %2, %5, !dbg !298
  br i1 %29, label %30, label %31, !dbg !298

30:                                               ; preds = %28
  br label %33, !dbg !298

31:                                               ; preds = %28
  br label %33, !dbg !298

32:                                               ; preds = %6
  br label %33, !dbg !298

33:                                               ; preds = %30, %31, %32
  %34 = phi i1 [ false, %32 ], [ false, %31 ], [ true, %30 ], !dbg !298
  ret i1 %34, !dbg !298
}

; Function Attrs: sanitize_address
define protected swiftcc void @"$s13HTTPSemantics12PathTemplateV11PlaceholderV4hash4intoys6HasherVz_tF"(ptr captures(none) dereferenceable(72) %0, i64 %1, ptr %2, i64 %3) #0 !dbg !301 {
  %5 = alloca ptr, align 8
    #dbg_declare(ptr %5, !306, !DIExpression(DW_OP_deref), !308)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 8, i1 false)
  %6 = alloca %T13HTTPSemantics12PathTemplateV11PlaceholderV, align 8
    #dbg_declare(ptr %6, !307, !DIExpression(), !308)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 24, i1 false)
  %7 = alloca %TSS, align 8
  %8 = alloca %TSi, align 8
  store ptr %0, ptr %5, align 8, !dbg !308
  call void @llvm.lifetime.start.p0(i64 24, ptr %6), !dbg !309
  %9 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %6, i32 0, i32 0, !dbg !308
  %10 = getelementptr inbounds nuw %TSS, ptr %9, i32 0, i32 0, !dbg !308
  %11 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %10, i32 0, i32 0, !dbg !308
  %12 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %11, i32 0, i32 0, !dbg !308
  %13 = getelementptr inbounds nuw %Ts6UInt64V, ptr %12, i32 0, i32 0, !dbg !308
  store i64 %1, ptr %13, align 8, !dbg !308
  %14 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %11, i32 0, i32 1, !dbg !308
  store ptr %2, ptr %14, align 8, !dbg !308
  %15 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %6, i32 0, i32 1, !dbg !308
  %16 = getelementptr inbounds nuw %TSi, ptr %15, i32 0, i32 0, !dbg !308
  store i64 %3, ptr %16, align 8, !dbg !308
  %17 = call ptr @swift_bridgeObjectRetain(ptr returned %2) #4, !dbg !308
  call void @llvm.lifetime.start.p0(i64 16, ptr %7), !dbg !309
  %18 = getelementptr inbounds nuw %TSS, ptr %7, i32 0, i32 0, !dbg !308
  %19 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %18, i32 0, i32 0, !dbg !308
  %20 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %19, i32 0, i32 0, !dbg !308
  %21 = getelementptr inbounds nuw %Ts6UInt64V, ptr %20, i32 0, i32 0, !dbg !308
  store i64 %1, ptr %21, align 8, !dbg !308
  %22 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %19, i32 0, i32 1, !dbg !308
  store ptr %2, ptr %22, align 8, !dbg !308
  call swiftcc void @"$ss6HasherV7combineyyxSHRzlF"(ptr noalias %7, ptr @"$sSSN", ptr @"$sSSSHsWP", ptr swiftself captures(none) dereferenceable(72) %0), !dbg !308
  %23 = call ptr @"$sSSWOh"(ptr %7), !dbg !308
  call void @llvm.lifetime.end.p0(i64 16, ptr %7), !dbg !308
  call void @llvm.lifetime.start.p0(i64 8, ptr %8), !dbg !309
  %24 = getelementptr inbounds nuw %TSi, ptr %8, i32 0, i32 0, !dbg !308
  store i64 %3, ptr %24, align 8, !dbg !308
  call swiftcc void @"$ss6HasherV7combineyyxSHRzlF"(ptr noalias %8, ptr @"$sSiN", ptr @"$sSiSHsWP", ptr swiftself captures(none) dereferenceable(72) %0), !dbg !308
  call void @llvm.lifetime.end.p0(i64 8, ptr %8), !dbg !308
  ret void, !dbg !308
}

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$sSSWOh"(ptr %0) #3 !dbg !311 {
  %2 = getelementptr inbounds nuw %TSS, ptr %0, i32 0, i32 0, !dbg !312
  %3 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %2, i32 0, i32 0, !dbg !312
  %4 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %3, i32 0, i32 1, !dbg !312
  %5 = load ptr, ptr %4, align 8, !dbg !312
  call void @swift_bridgeObjectRelease(ptr %5) #4, !dbg !312
  ret ptr %0, !dbg !312
}

; Function Attrs: sanitize_address
define protected swiftcc i64 @"$s13HTTPSemantics12PathTemplateV11PlaceholderV9hashValueSivg"(i64 %0, ptr %1, i64 %2) #0 !dbg !313 {
  %4 = alloca %T13HTTPSemantics12PathTemplateV11PlaceholderV, align 8
    #dbg_declare(ptr %4, !316, !DIExpression(), !317)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 24, i1 false)
  %5 = alloca %T13HTTPSemantics12PathTemplateV11PlaceholderV, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr %4), !dbg !318
  %6 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %4, i32 0, i32 0, !dbg !317
  %7 = getelementptr inbounds nuw %TSS, ptr %6, i32 0, i32 0, !dbg !317
  %8 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %7, i32 0, i32 0, !dbg !317
  %9 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %8, i32 0, i32 0, !dbg !317
  %10 = getelementptr inbounds nuw %Ts6UInt64V, ptr %9, i32 0, i32 0, !dbg !317
  store i64 %0, ptr %10, align 8, !dbg !317
  %11 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %8, i32 0, i32 1, !dbg !317
  store ptr %1, ptr %11, align 8, !dbg !317
  %12 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %4, i32 0, i32 1, !dbg !317
  %13 = getelementptr inbounds nuw %TSi, ptr %12, i32 0, i32 0, !dbg !317
  store i64 %2, ptr %13, align 8, !dbg !317
  call void @llvm.lifetime.start.p0(i64 24, ptr %5), !dbg !318
  %14 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %5, i32 0, i32 0, !dbg !317
  %15 = getelementptr inbounds nuw %TSS, ptr %14, i32 0, i32 0, !dbg !317
  %16 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %15, i32 0, i32 0, !dbg !317
  %17 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %16, i32 0, i32 0, !dbg !317
  %18 = getelementptr inbounds nuw %Ts6UInt64V, ptr %17, i32 0, i32 0, !dbg !317
  store i64 %0, ptr %18, align 8, !dbg !317
  %19 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %16, i32 0, i32 1, !dbg !317
  store ptr %1, ptr %19, align 8, !dbg !317
  %20 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %5, i32 0, i32 1, !dbg !317
  %21 = getelementptr inbounds nuw %TSi, ptr %20, i32 0, i32 0, !dbg !317
  store i64 %2, ptr %21, align 8, !dbg !317
  %22 = call ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVAESHAAWl"() #14, !dbg !317
  %23 = call swiftcc i64 @"$ss10_hashValue3forSix_tSHRzlF"(ptr noalias %5, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMf", i32 0, i32 2), ptr %22), !dbg !317
  call void @llvm.lifetime.end.p0(i64 24, ptr %5), !dbg !317
  ret i64 %23, !dbg !317
}

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVAESHAAWl"() #6 !dbg !320 {
  %1 = load ptr, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVAESHAAWL", align 8, !dbg !321
  %2 = icmp eq ptr %1, null, !dbg !321
  br i1 %2, label %3, label %5, !dbg !321

3:                                                ; preds = %0
  %4 = call ptr @swift_getWitnessTable(ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAAMc", ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMf", i32 0, i32 2), ptr undef) #7, !dbg !321
  store atomic ptr %4, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVAESHAAWL" release, align 8, !dbg !321
  br label %5, !dbg !321

5:                                                ; preds = %3, %0
  %6 = phi ptr [ %1, %0 ], [ %4, %3 ], !dbg !321
  ret ptr %6, !dbg !321
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc i64 @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAASH9hashValueSivgTW"(ptr noalias swiftself captures(none) dereferenceable(24) %0, ptr %1, ptr %2) #0 !dbg !322 {
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %0, i32 0, i32 0, !dbg !324
  %5 = getelementptr inbounds nuw %TSS, ptr %4, i32 0, i32 0, !dbg !324
  %6 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %5, i32 0, i32 0, !dbg !324
  %7 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %6, i32 0, i32 0, !dbg !324
  %8 = getelementptr inbounds nuw %Ts6UInt64V, ptr %7, i32 0, i32 0, !dbg !324
  %9 = load i64, ptr %8, align 8, !dbg !324
  %10 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %6, i32 0, i32 1, !dbg !324
  %11 = load ptr, ptr %10, align 8, !dbg !324
  %12 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %0, i32 0, i32 1, !dbg !324
  %13 = getelementptr inbounds nuw %TSi, ptr %12, i32 0, i32 0, !dbg !324
  %14 = load i64, ptr %13, align 8, !dbg !324
  %15 = call swiftcc i64 @"$s13HTTPSemantics12PathTemplateV11PlaceholderV9hashValueSivg"(i64 %9, ptr %11, i64 %14) #19, !dbg !324
  ret i64 %15, !dbg !324
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc void @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAASH4hash4intoys6HasherVz_tFTW"(ptr captures(none) dereferenceable(72) %0, ptr noalias swiftself captures(none) dereferenceable(24) %1, ptr %2, ptr %3) #0 !dbg !325 {
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %1, i32 0, i32 0, !dbg !327
  %6 = getelementptr inbounds nuw %TSS, ptr %5, i32 0, i32 0, !dbg !327
  %7 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %6, i32 0, i32 0, !dbg !327
  %8 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %7, i32 0, i32 0, !dbg !327
  %9 = getelementptr inbounds nuw %Ts6UInt64V, ptr %8, i32 0, i32 0, !dbg !327
  %10 = load i64, ptr %9, align 8, !dbg !327
  %11 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %7, i32 0, i32 1, !dbg !327
  %12 = load ptr, ptr %11, align 8, !dbg !327
  %13 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %1, i32 0, i32 1, !dbg !327
  %14 = getelementptr inbounds nuw %TSi, ptr %13, i32 0, i32 0, !dbg !327
  %15 = load i64, ptr %14, align 8, !dbg !327
  call swiftcc void @"$s13HTTPSemantics12PathTemplateV11PlaceholderV4hash4intoys6HasherVz_tF"(ptr captures(none) dereferenceable(72) %0, i64 %10, ptr %12, i64 %15) #19, !dbg !327
  ret void, !dbg !327
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc i64 @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAASH13_rawHashValue4seedS2i_tFTW"(i64 %0, ptr noalias swiftself captures(none) dereferenceable(24) %1, ptr %2, ptr %3) #0 !dbg !328 {
  %5 = call swiftcc i64 @"$sSHsE13_rawHashValue4seedS2i_tF"(i64 %0, ptr %2, ptr %3, ptr noalias swiftself %1) #19, !dbg !332
  ret i64 %5, !dbg !332
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc i1 @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSQAASQ2eeoiySbx_xtFZTW"(ptr noalias captures(none) dereferenceable(24) %0, ptr noalias captures(none) dereferenceable(24) %1, ptr swiftself %2, ptr %3, ptr %4) #0 !dbg !333 {
  %6 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %0, i32 0, i32 0, !dbg !338
  %7 = getelementptr inbounds nuw %TSS, ptr %6, i32 0, i32 0, !dbg !338
  %8 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %7, i32 0, i32 0, !dbg !338
  %9 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %8, i32 0, i32 0, !dbg !338
  %10 = getelementptr inbounds nuw %Ts6UInt64V, ptr %9, i32 0, i32 0, !dbg !338
  %11 = load i64, ptr %10, align 8, !dbg !338
  %12 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %8, i32 0, i32 1, !dbg !338
  %13 = load ptr, ptr %12, align 8, !dbg !338
  %14 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %0, i32 0, i32 1, !dbg !338
  %15 = getelementptr inbounds nuw %TSi, ptr %14, i32 0, i32 0, !dbg !338
  %16 = load i64, ptr %15, align 8, !dbg !338
  %17 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %1, i32 0, i32 0, !dbg !338
  %18 = getelementptr inbounds nuw %TSS, ptr %17, i32 0, i32 0, !dbg !338
  %19 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %18, i32 0, i32 0, !dbg !338
  %20 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %19, i32 0, i32 0, !dbg !338
  %21 = getelementptr inbounds nuw %Ts6UInt64V, ptr %20, i32 0, i32 0, !dbg !338
  %22 = load i64, ptr %21, align 8, !dbg !338
  %23 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %19, i32 0, i32 1, !dbg !338
  %24 = load ptr, ptr %23, align 8, !dbg !338
  %25 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %1, i32 0, i32 1, !dbg !338
  %26 = getelementptr inbounds nuw %TSi, ptr %25, i32 0, i32 0, !dbg !338
  %27 = load i64, ptr %26, align 8, !dbg !338
  %28 = call swiftcc i1 @"$s13HTTPSemantics12PathTemplateV11PlaceholderV23__derived_struct_equalsySbAE_AEtFZ"(i64 %11, ptr %13, i64 %16, i64 %22, ptr %24, i64 %27) #19, !dbg !338
  ret i1 %28, !dbg !338
}

; Function Attrs: sanitize_address
define protected swiftcc i1 @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO21__derived_enum_equalsySbAG_AGtFZ"(i8 %0, i8 %1) #0 !dbg !339 {
  %3 = alloca i8, align 8
    #dbg_declare(ptr %3, !347, !DIExpression(), !352)
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 1, i1 false)
  %4 = alloca i8, align 8
    #dbg_declare(ptr %4, !349, !DIExpression(), !352)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 1, i1 false)
  %5 = alloca %TSi, align 8
  %6 = alloca %TSi, align 8
  store i8 %0, ptr %3, align 8, !dbg !352
  store i8 %1, ptr %4, align 8, !dbg !352
    #dbg_value(i64 0, !350, !DIExpression(), !352)
  call void @llvm.lifetime.start.p0(i64 8, ptr %5), !dbg !353
  switch i8 %0, label %7 [
    i8 0, label %8
    i8 1, label %10
    i8 2, label %12
    i8 3, label %14
  ], !dbg !352

7:                                                ; preds = %2
  unreachable, !dbg !352

8:                                                ; preds = %2
  %9 = getelementptr inbounds nuw %TSi, ptr %5, i32 0, i32 0, !dbg !352
  store i64 0, ptr %9, align 8, !dbg !352
  br label %16, !dbg !352

10:                                               ; preds = %2
  %11 = getelementptr inbounds nuw %TSi, ptr %5, i32 0, i32 0, !dbg !352
  store i64 1, ptr %11, align 8, !dbg !352
  br label %16, !dbg !352

12:                                               ; preds = %2
  %13 = getelementptr inbounds nuw %TSi, ptr %5, i32 0, i32 0, !dbg !352
  store i64 2, ptr %13, align 8, !dbg !352
  br label %16, !dbg !352

14:                                               ; preds = %2
  %15 = getelementptr inbounds nuw %TSi, ptr %5, i32 0, i32 0, !dbg !352
  store i64 3, ptr %15, align 8, !dbg !352
  br label %16, !dbg !352

16:                                               ; preds = %8, %10, %12, %14
  %17 = phi i64 [ 3, %14 ], [ 2, %12 ], [ 1, %10 ], [ 0, %8 ], !dbg !353
  call void @llvm.lifetime.start.p0(i64 8, ptr %6), !dbg !353
  switch i8 %1, label %18 [
    i8 0, label %19
    i8 1, label %21
    i8 2, label %23
    i8 3, label %25
  ], !dbg !352

18:                                               ; preds = %16
  unreachable, !dbg !352

19:                                               ; preds = %16
  %20 = getelementptr inbounds nuw %TSi, ptr %6, i32 0, i32 0, !dbg !352
  store i64 0, ptr %20, align 8, !dbg !352
  br label %27, !dbg !352

21:                                               ; preds = %16
  %22 = getelementptr inbounds nuw %TSi, ptr %6, i32 0, i32 0, !dbg !352
  store i64 1, ptr %22, align 8, !dbg !352
  br label %27, !dbg !352

23:                                               ; preds = %16
  %24 = getelementptr inbounds nuw %TSi, ptr %6, i32 0, i32 0, !dbg !352
  store i64 2, ptr %24, align 8, !dbg !352
  br label %27, !dbg !352

25:                                               ; preds = %16
  %26 = getelementptr inbounds nuw %TSi, ptr %6, i32 0, i32 0, !dbg !352
  store i64 3, ptr %26, align 8, !dbg !352
  br label %27, !dbg !352

27:                                               ; preds = %19, %21, %23, %25
  %28 = phi i64 [ 3, %25 ], [ 2, %23 ], [ 1, %21 ], [ 0, %19 ], !dbg !352
  %29 = icmp eq i64 %17, %28, !dbg !352
  call void @llvm.lifetime.end.p0(i64 8, ptr %6), !dbg !352
  call void @llvm.lifetime.end.p0(i64 8, ptr %5), !dbg !352
  ret i1 %29, !dbg !352
}

; Function Attrs: sanitize_address
define protected swiftcc void @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO4hash4intoys6HasherVz_tF"(ptr captures(none) dereferenceable(72) %0, i8 %1) #0 !dbg !355 {
  %3 = alloca ptr, align 8
    #dbg_declare(ptr %3, !360, !DIExpression(DW_OP_deref), !362)
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 8, i1 false)
  %4 = alloca i8, align 8
    #dbg_declare(ptr %4, !361, !DIExpression(), !362)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 1, i1 false)
  %5 = alloca %TSi, align 8
  %6 = alloca %TSi, align 8
  store ptr %0, ptr %3, align 8, !dbg !362
  store i8 %1, ptr %4, align 8, !dbg !362
  call void @llvm.lifetime.start.p0(i64 8, ptr %5), !dbg !363
  switch i8 %1, label %7 [
    i8 0, label %8
    i8 1, label %10
    i8 2, label %12
    i8 3, label %14
  ], !dbg !362

7:                                                ; preds = %2
  unreachable, !dbg !362

8:                                                ; preds = %2
  %9 = getelementptr inbounds nuw %TSi, ptr %5, i32 0, i32 0, !dbg !362
  store i64 0, ptr %9, align 8, !dbg !362
  br label %16, !dbg !362

10:                                               ; preds = %2
  %11 = getelementptr inbounds nuw %TSi, ptr %5, i32 0, i32 0, !dbg !362
  store i64 1, ptr %11, align 8, !dbg !362
  br label %16, !dbg !362

12:                                               ; preds = %2
  %13 = getelementptr inbounds nuw %TSi, ptr %5, i32 0, i32 0, !dbg !362
  store i64 2, ptr %13, align 8, !dbg !362
  br label %16, !dbg !362

14:                                               ; preds = %2
  %15 = getelementptr inbounds nuw %TSi, ptr %5, i32 0, i32 0, !dbg !362
  store i64 3, ptr %15, align 8, !dbg !362
  br label %16, !dbg !362

16:                                               ; preds = %8, %10, %12, %14
  %17 = phi i64 [ 3, %14 ], [ 2, %12 ], [ 1, %10 ], [ 0, %8 ], !dbg !362
  call void @llvm.lifetime.start.p0(i64 8, ptr %6), !dbg !363
  %18 = getelementptr inbounds nuw %TSi, ptr %6, i32 0, i32 0, !dbg !362
  store i64 %17, ptr %18, align 8, !dbg !362
  call swiftcc void @"$ss6HasherV7combineyyxSHRzlF"(ptr noalias %6, ptr @"$sSiN", ptr @"$sSiSHsWP", ptr swiftself captures(none) dereferenceable(72) %0), !dbg !362
  call void @llvm.lifetime.end.p0(i64 8, ptr %6), !dbg !362
  call void @llvm.lifetime.end.p0(i64 8, ptr %5), !dbg !362
  ret void, !dbg !362
}

; Function Attrs: sanitize_address
define protected swiftcc i64 @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO9hashValueSivg"(i8 %0) #0 !dbg !365 {
  %2 = alloca i8, align 8
    #dbg_declare(ptr %2, !370, !DIExpression(), !371)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 1, i1 false)
  %3 = alloca %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, align 1
  store i8 %0, ptr %2, align 8, !dbg !371
  call void @llvm.lifetime.start.p0(i64 1, ptr %3), !dbg !372
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %3, i32 0, i32 0, !dbg !371
  store i8 %0, ptr %4, align 1, !dbg !371
  %5 = call ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOAGSHAAWl"() #14, !dbg !371
  %6 = call swiftcc i64 @"$ss10_hashValue3forSix_tSHRzlF"(ptr noalias %3, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMf", i32 0, i32 2), ptr %5), !dbg !371
  call void @llvm.lifetime.end.p0(i64 1, ptr %3), !dbg !371
  ret i64 %6, !dbg !371
}

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOAGSHAAWl"() #6 !dbg !374 {
  %1 = load ptr, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOAGSHAAWL", align 8, !dbg !375
  %2 = icmp eq ptr %1, null, !dbg !375
  br i1 %2, label %3, label %5, !dbg !375

3:                                                ; preds = %0
  %4 = call ptr @swift_getWitnessTable(ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAAMc", ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMf", i32 0, i32 2), ptr undef) #7, !dbg !375
  store atomic ptr %4, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOAGSHAAWL" release, align 8, !dbg !375
  br label %5, !dbg !375

5:                                                ; preds = %3, %0
  %6 = phi ptr [ %1, %0 ], [ %4, %3 ], !dbg !375
  ret ptr %6, !dbg !375
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc i1 @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSQAASQ2eeoiySbx_xtFZTW"(ptr noalias captures(none) dereferenceable(1) %0, ptr noalias captures(none) dereferenceable(1) %1, ptr swiftself %2, ptr %3, ptr %4) #0 !dbg !376 {
  %6 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %0, i32 0, i32 0, !dbg !381
  %7 = load i8, ptr %6, align 1, !dbg !381
  %8 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %1, i32 0, i32 0, !dbg !381
  %9 = load i8, ptr %8, align 1, !dbg !381
  %10 = call swiftcc i1 @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO21__derived_enum_equalsySbAG_AGtFZ"(i8 %7, i8 %9) #19, !dbg !381
  ret i1 %10, !dbg !381
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc i64 @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAASH9hashValueSivgTW"(ptr noalias swiftself captures(none) dereferenceable(1) %0, ptr %1, ptr %2) #0 !dbg !382 {
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %0, i32 0, i32 0, !dbg !384
  %5 = load i8, ptr %4, align 1, !dbg !384
  %6 = call swiftcc i64 @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO9hashValueSivg"(i8 %5) #19, !dbg !384
  ret i64 %6, !dbg !384
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc void @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAASH4hash4intoys6HasherVz_tFTW"(ptr captures(none) dereferenceable(72) %0, ptr noalias swiftself captures(none) dereferenceable(1) %1, ptr %2, ptr %3) #0 !dbg !385 {
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %1, i32 0, i32 0, !dbg !387
  %6 = load i8, ptr %5, align 1, !dbg !387
  call swiftcc void @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO4hash4intoys6HasherVz_tF"(ptr captures(none) dereferenceable(72) %0, i8 %6) #19, !dbg !387
  ret void, !dbg !387
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc i64 @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAASH13_rawHashValue4seedS2i_tFTW"(i64 %0, ptr noalias swiftself captures(none) dereferenceable(1) %1, ptr %2, ptr %3) #0 !dbg !388 {
  %5 = call swiftcc i64 @"$sSHsE13_rawHashValue4seedS2i_tF"(i64 %0, ptr %2, ptr %3, ptr noalias swiftself %1) #19, !dbg !392
  ret i64 %5, !dbg !392
}

; Function Attrs: sanitize_address
define protected swiftcc i8 @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4kindAE4KindOvg"(i8 %0, i64 %1) #0 !dbg !393 {
  ret i8 %0, !dbg !397
}

; Function Attrs: sanitize_address
define protected swiftcc void @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4kindAE4KindOvs"(i8 %0, ptr swiftself captures(none) dereferenceable(16) %1) #0 !dbg !398 {
  %3 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %1, i32 0, i32 0, !dbg !402
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %3, i32 0, i32 0, !dbg !402
  store i8 %0, ptr %4, align 8, !dbg !402
  ret void, !dbg !402
}

; Function Attrs: noinline sanitize_address
define protected swiftcc { ptr, ptr } @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4kindAE4KindOvM"(ptr noalias dereferenceable(32) %0, ptr swiftself captures(none) dereferenceable(16) %1) #9 !dbg !403 {
  %3 = call token (i32, i32, ptr, ptr, ptr, ptr, ...) @llvm.coro.id.retcon.once(i32 32, i32 8, ptr %0, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVAE4KindOIetMAlYl_TC", ptr @malloc, ptr @free), !dbg !407
  %4 = call ptr @llvm.coro.begin(token %3, ptr null), !dbg !407
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %1, i32 0, i32 0, !dbg !407
  %6 = call i1 (...) @llvm.coro.suspend.retcon.i1(ptr %5), !dbg !407
  br i1 %6, label %8, label %7, !dbg !407

7:                                                ; preds = %2
  br label %9, !dbg !407

8:                                                ; preds = %2
  br label %9, !dbg !407

9:                                                ; preds = %7, %8
  %10 = call i1 @llvm.coro.end(ptr %4, i1 false, token none), !dbg !407
  unreachable, !dbg !407
}

declare swiftcc void @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVAE4KindOIetMAlYl_TC"(ptr noalias dereferenceable(32), i1) #5

; Function Attrs: sanitize_address
define protected swiftcc i64 @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV6offsetSivg"(i8 %0, i64 %1) #0 !dbg !408 {
  ret i64 %1, !dbg !412
}

; Function Attrs: sanitize_address
define protected swiftcc void @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV6offsetSivs"(i64 %0, ptr swiftself captures(none) dereferenceable(16) %1) #0 !dbg !413 {
  %3 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %1, i32 0, i32 2, !dbg !417
  %4 = getelementptr inbounds nuw %TSi, ptr %3, i32 0, i32 0, !dbg !417
  store i64 %0, ptr %4, align 8, !dbg !417
  ret void, !dbg !417
}

; Function Attrs: noinline sanitize_address
define protected swiftcc { ptr, ptr } @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV6offsetSivM"(ptr noalias dereferenceable(32) %0, ptr swiftself captures(none) dereferenceable(16) %1) #9 !dbg !418 {
  %3 = call token (i32, i32, ptr, ptr, ptr, ptr, ...) @llvm.coro.id.retcon.once(i32 32, i32 8, ptr %0, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSiIetMAlYl_TC", ptr @malloc, ptr @free), !dbg !420
  %4 = call ptr @llvm.coro.begin(token %3, ptr null), !dbg !420
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %1, i32 0, i32 2, !dbg !420
  %6 = call i1 (...) @llvm.coro.suspend.retcon.i1(ptr %5), !dbg !420
  br i1 %6, label %8, label %7, !dbg !420

7:                                                ; preds = %2
  br label %9, !dbg !420

8:                                                ; preds = %2
  br label %9, !dbg !420

9:                                                ; preds = %7, %8
  %10 = call i1 @llvm.coro.end(ptr %4, i1 false, token none), !dbg !420
  unreachable, !dbg !420
}

declare swiftcc void @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSiIetMAlYl_TC"(ptr noalias dereferenceable(32), i1) #5

; Function Attrs: sanitize_address
define protected swiftcc { i8, i64 } @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4kind6offsetA2E4KindO_SitcfC"(i8 %0, i64 %1) #0 !dbg !421 {
  %3 = alloca %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, align 8
    #dbg_declare(ptr %3, !427, !DIExpression(), !430)
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 16, i1 false)
  %4 = alloca i8, align 8
    #dbg_declare(ptr %4, !428, !DIExpression(), !431)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 1, i1 false)
  %5 = alloca i64, align 8
    #dbg_declare(ptr %5, !429, !DIExpression(), !432)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 8, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr %3), !dbg !433
  store i8 %0, ptr %4, align 8, !dbg !435
  store i64 %1, ptr %5, align 8, !dbg !435
  %6 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %3, i32 0, i32 0, !dbg !436
  %7 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %6, i32 0, i32 0, !dbg !436
  store i8 %0, ptr %7, align 8, !dbg !436
  %8 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %3, i32 0, i32 2, !dbg !437
  %9 = getelementptr inbounds nuw %TSi, ptr %8, i32 0, i32 0, !dbg !437
  store i64 %1, ptr %9, align 8, !dbg !437
  call void @llvm.lifetime.end.p0(i64 16, ptr %3), !dbg !438
  %10 = insertvalue { i8, i64 } undef, i8 %0, 0, !dbg !438
  %11 = insertvalue { i8, i64 } %10, i64 %1, 1, !dbg !438
  ret { i8, i64 } %11, !dbg !438
}

; Function Attrs: sanitize_address
define protected swiftcc { i64, ptr } @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV11descriptionSSvg"(i8 %0, i64 %1) #0 !dbg !439 {
  %3 = alloca %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, align 8
    #dbg_declare(ptr %3, !444, !DIExpression(), !446)
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 16, i1 false)
  %4 = alloca %TSS, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr %3), !dbg !447
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %3, i32 0, i32 0, !dbg !449
  %6 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %5, i32 0, i32 0, !dbg !449
  store i8 %0, ptr %6, align 8, !dbg !449
  %7 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %3, i32 0, i32 2, !dbg !449
  %8 = getelementptr inbounds nuw %TSi, ptr %7, i32 0, i32 0, !dbg !449
  store i64 %1, ptr %8, align 8, !dbg !449
  call void @llvm.lifetime.start.p0(i64 16, ptr %4), !dbg !450
  switch i8 %0, label %9 [
    i8 0, label %10
    i8 1, label %19
    i8 2, label %28
    i8 3, label %37
  ], !dbg !453

9:                                                ; preds = %2
  unreachable, !dbg !453

10:                                               ; preds = %2
  %11 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.27.a '{' without a closing '}'", i64 27, i1 true), !dbg !454
  %12 = extractvalue { i64, ptr } %11, 0, !dbg !454
  %13 = extractvalue { i64, ptr } %11, 1, !dbg !454
  %14 = getelementptr inbounds nuw %TSS, ptr %4, i32 0, i32 0, !dbg !454
  %15 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %14, i32 0, i32 0, !dbg !454
  %16 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %15, i32 0, i32 0, !dbg !454
  %17 = getelementptr inbounds nuw %Ts6UInt64V, ptr %16, i32 0, i32 0, !dbg !454
  store i64 %12, ptr %17, align 8, !dbg !454
  %18 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %15, i32 0, i32 1, !dbg !454
  store ptr %13, ptr %18, align 8, !dbg !454
  br label %46, !dbg !457

19:                                               ; preds = %2
  %20 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.28.a '}' without an opening '{'", i64 28, i1 true), !dbg !458
  %21 = extractvalue { i64, ptr } %20, 0, !dbg !458
  %22 = extractvalue { i64, ptr } %20, 1, !dbg !458
  %23 = getelementptr inbounds nuw %TSS, ptr %4, i32 0, i32 0, !dbg !458
  %24 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %23, i32 0, i32 0, !dbg !458
  %25 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %24, i32 0, i32 0, !dbg !458
  %26 = getelementptr inbounds nuw %Ts6UInt64V, ptr %25, i32 0, i32 0, !dbg !458
  store i64 %21, ptr %26, align 8, !dbg !458
  %27 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %24, i32 0, i32 1, !dbg !458
  store ptr %22, ptr %27, align 8, !dbg !458
  br label %46, !dbg !461

28:                                               ; preds = %2
  %29 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.26.a '{' inside a placeholder", i64 26, i1 true), !dbg !462
  %30 = extractvalue { i64, ptr } %29, 0, !dbg !462
  %31 = extractvalue { i64, ptr } %29, 1, !dbg !462
  %32 = getelementptr inbounds nuw %TSS, ptr %4, i32 0, i32 0, !dbg !462
  %33 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %32, i32 0, i32 0, !dbg !462
  %34 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %33, i32 0, i32 0, !dbg !462
  %35 = getelementptr inbounds nuw %Ts6UInt64V, ptr %34, i32 0, i32 0, !dbg !462
  store i64 %30, ptr %35, align 8, !dbg !462
  %36 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %33, i32 0, i32 1, !dbg !462
  store ptr %31, ptr %36, align 8, !dbg !462
  br label %46, !dbg !465

37:                                               ; preds = %2
  %38 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.25.an empty placeholder '{}'", i64 25, i1 true), !dbg !466
  %39 = extractvalue { i64, ptr } %38, 0, !dbg !466
  %40 = extractvalue { i64, ptr } %38, 1, !dbg !466
  %41 = getelementptr inbounds nuw %TSS, ptr %4, i32 0, i32 0, !dbg !466
  %42 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %41, i32 0, i32 0, !dbg !466
  %43 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %42, i32 0, i32 0, !dbg !466
  %44 = getelementptr inbounds nuw %Ts6UInt64V, ptr %43, i32 0, i32 0, !dbg !466
  store i64 %39, ptr %44, align 8, !dbg !466
  %45 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %42, i32 0, i32 1, !dbg !466
  store ptr %40, ptr %45, align 8, !dbg !466
  br label %46, !dbg !469

46:                                               ; preds = %10, %19, %28, %37
  %47 = getelementptr inbounds nuw %TSS, ptr %4, i32 0, i32 0, !dbg !469
  %48 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %47, i32 0, i32 0, !dbg !469
  %49 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %48, i32 0, i32 0, !dbg !469
  %50 = getelementptr inbounds nuw %Ts6UInt64V, ptr %49, i32 0, i32 0, !dbg !469
  %51 = load i64, ptr %50, align 8, !dbg !469
  %52 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %48, i32 0, i32 1, !dbg !469
  %53 = load ptr, ptr %52, align 8, !dbg !469
  call void @llvm.lifetime.end.p0(i64 16, ptr %4), !dbg !470
  %54 = insertvalue { i64, ptr } undef, i64 %51, 0, !dbg !470
  %55 = insertvalue { i64, ptr } %54, ptr %53, 1, !dbg !470
  ret { i64, ptr } %55, !dbg !470
}

declare swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr, i64, i1) #5

; Function Attrs: sanitize_address
define protected swiftcc i1 @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV23__derived_struct_equalsySbAE_AEtFZ"(i8 %0, i64 %1, i8 %2, i64 %3) #0 !dbg !471 {
  %5 = alloca %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, align 8
    #dbg_declare(ptr %5, !476, !DIExpression(), !480)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 16, i1 false)
  %6 = alloca %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, align 8
    #dbg_declare(ptr %6, !477, !DIExpression(), !480)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr %5), !dbg !481
  %7 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %5, i32 0, i32 0, !dbg !480
  %8 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %7, i32 0, i32 0, !dbg !480
  store i8 %0, ptr %8, align 8, !dbg !480
  %9 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %5, i32 0, i32 2, !dbg !480
  %10 = getelementptr inbounds nuw %TSi, ptr %9, i32 0, i32 0, !dbg !480
  store i64 %1, ptr %10, align 8, !dbg !480
  call void @llvm.lifetime.start.p0(i64 16, ptr %6), !dbg !481
  %11 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %6, i32 0, i32 0, !dbg !480
  %12 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %11, i32 0, i32 0, !dbg !480
  store i8 %2, ptr %12, align 8, !dbg !480
  %13 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %6, i32 0, i32 2, !dbg !480
  %14 = getelementptr inbounds nuw %TSi, ptr %13, i32 0, i32 0, !dbg !480
  store i64 %3, ptr %14, align 8, !dbg !480
    #dbg_value(i64 0, !478, !DIExpression(), !480)
  %15 = call swiftcc i1 @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO21__derived_enum_equalsySbAG_AGtFZ"(i8 %0, i8 %2), !dbg !480
  br i1 %15, label %16, label %20, !dbg !480

16:                                               ; preds = %4
  %17 = icmp eq i64 %1, %3, !dbg !480
  br i1 %17, label %18, label %19, !dbg !480

18:                                               ; preds = %16
  br label %21, !dbg !480

19:                                               ; preds = %16
  br label %21, !dbg !480

20:                                               ; preds = %4
  br label %21, !dbg !480

21:                                               ; preds = %18, %19, %20
  %22 = phi i1 [ false, %20 ], [ false, %19 ], [ true, %18 ], !dbg !480
  ret i1 %22, !dbg !480
}

; Function Attrs: sanitize_address
define protected swiftcc void @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4hash4intoys6HasherVz_tF"(ptr captures(none) dereferenceable(72) %0, i8 %1, i64 %2) #0 !dbg !483 {
  %4 = alloca ptr, align 8
    #dbg_declare(ptr %4, !488, !DIExpression(DW_OP_deref), !490)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 8, i1 false)
  %5 = alloca %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, align 8
    #dbg_declare(ptr %5, !489, !DIExpression(), !490)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 16, i1 false)
  %6 = alloca %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, align 1
  %7 = alloca %TSi, align 8
  store ptr %0, ptr %4, align 8, !dbg !490
  call void @llvm.lifetime.start.p0(i64 16, ptr %5), !dbg !491
  %8 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %5, i32 0, i32 0, !dbg !490
  %9 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %8, i32 0, i32 0, !dbg !490
  store i8 %1, ptr %9, align 8, !dbg !490
  %10 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %5, i32 0, i32 2, !dbg !490
  %11 = getelementptr inbounds nuw %TSi, ptr %10, i32 0, i32 0, !dbg !490
  store i64 %2, ptr %11, align 8, !dbg !490
  call void @llvm.lifetime.start.p0(i64 1, ptr %6), !dbg !491
  %12 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %6, i32 0, i32 0, !dbg !490
  store i8 %1, ptr %12, align 1, !dbg !490
  %13 = call ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOAGSHAAWl"() #14, !dbg !490
  call swiftcc void @"$ss6HasherV7combineyyxSHRzlF"(ptr noalias %6, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMf", i32 0, i32 2), ptr %13, ptr swiftself captures(none) dereferenceable(72) %0), !dbg !490
  call void @llvm.lifetime.end.p0(i64 1, ptr %6), !dbg !490
  call void @llvm.lifetime.start.p0(i64 8, ptr %7), !dbg !491
  %14 = getelementptr inbounds nuw %TSi, ptr %7, i32 0, i32 0, !dbg !490
  store i64 %2, ptr %14, align 8, !dbg !490
  call swiftcc void @"$ss6HasherV7combineyyxSHRzlF"(ptr noalias %7, ptr @"$sSiN", ptr @"$sSiSHsWP", ptr swiftself captures(none) dereferenceable(72) %0), !dbg !490
  call void @llvm.lifetime.end.p0(i64 8, ptr %7), !dbg !490
  ret void, !dbg !490
}

; Function Attrs: sanitize_address
define protected swiftcc i64 @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV9hashValueSivg"(i8 %0, i64 %1) #0 !dbg !493 {
  %3 = alloca %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, align 8
    #dbg_declare(ptr %3, !496, !DIExpression(), !497)
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 16, i1 false)
  %4 = alloca %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr %3), !dbg !498
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %3, i32 0, i32 0, !dbg !497
  %6 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %5, i32 0, i32 0, !dbg !497
  store i8 %0, ptr %6, align 8, !dbg !497
  %7 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %3, i32 0, i32 2, !dbg !497
  %8 = getelementptr inbounds nuw %TSi, ptr %7, i32 0, i32 0, !dbg !497
  store i64 %1, ptr %8, align 8, !dbg !497
  call void @llvm.lifetime.start.p0(i64 16, ptr %4), !dbg !498
  %9 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %4, i32 0, i32 0, !dbg !497
  %10 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %9, i32 0, i32 0, !dbg !497
  store i8 %0, ptr %10, align 8, !dbg !497
  %11 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %4, i32 0, i32 2, !dbg !497
  %12 = getelementptr inbounds nuw %TSi, ptr %11, i32 0, i32 0, !dbg !497
  store i64 %1, ptr %12, align 8, !dbg !497
  %13 = call ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVAESHAAWl"() #14, !dbg !497
  %14 = call swiftcc i64 @"$ss10_hashValue3forSix_tSHRzlF"(ptr noalias %4, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMf", i32 0, i32 2), ptr %13), !dbg !497
  call void @llvm.lifetime.end.p0(i64 16, ptr %4), !dbg !497
  ret i64 %14, !dbg !497
}

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVAESHAAWl"() #6 !dbg !500 {
  %1 = load ptr, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVAESHAAWL", align 8, !dbg !501
  %2 = icmp eq ptr %1, null, !dbg !501
  br i1 %2, label %3, label %5, !dbg !501

3:                                                ; preds = %0
  %4 = call ptr @swift_getWitnessTable(ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAAMc", ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMf", i32 0, i32 2), ptr undef) #7, !dbg !501
  store atomic ptr %4, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVAESHAAWL" release, align 8, !dbg !501
  br label %5, !dbg !501

5:                                                ; preds = %3, %0
  %6 = phi ptr [ %1, %0 ], [ %4, %3 ], !dbg !501
  ret ptr %6, !dbg !501
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc { i64, ptr } @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAsAFP7_domainSSvgTW"(ptr noalias swiftself captures(none) dereferenceable(16) %0, ptr %1, ptr %2) #0 !dbg !502 {
  %4 = call swiftcc { i64, ptr } @"$ss5ErrorPsE7_domainSSvg"(ptr %1, ptr %2, ptr noalias swiftself %0) #19, !dbg !504
  %5 = extractvalue { i64, ptr } %4, 0, !dbg !504
  %6 = extractvalue { i64, ptr } %4, 1, !dbg !504
  %7 = insertvalue { i64, ptr } undef, i64 %5, 0, !dbg !504
  %8 = insertvalue { i64, ptr } %7, ptr %6, 1, !dbg !504
  ret { i64, ptr } %8, !dbg !504
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc i64 @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAsAFP5_codeSivgTW"(ptr noalias swiftself captures(none) dereferenceable(16) %0, ptr %1, ptr %2) #0 !dbg !505 {
  %4 = call swiftcc i64 @"$ss5ErrorPsE5_codeSivg"(ptr %1, ptr %2, ptr noalias swiftself %0) #19, !dbg !507
  ret i64 %4, !dbg !507
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc i64 @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAsAFP9_userInfoyXlSgvgTW"(ptr noalias swiftself captures(none) dereferenceable(16) %0, ptr %1, ptr %2) #0 !dbg !508 {
  %4 = call swiftcc i64 @"$ss5ErrorPsE9_userInfoyXlSgvg"(ptr %1, ptr %2, ptr noalias swiftself %0) #19, !dbg !513
  ret i64 %4, !dbg !513
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc i64 @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAASH9hashValueSivgTW"(ptr noalias swiftself captures(none) dereferenceable(16) %0, ptr %1, ptr %2) #0 !dbg !514 {
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %0, i32 0, i32 0, !dbg !516
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %4, i32 0, i32 0, !dbg !516
  %6 = load i8, ptr %5, align 8, !dbg !516
  %7 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %0, i32 0, i32 2, !dbg !516
  %8 = getelementptr inbounds nuw %TSi, ptr %7, i32 0, i32 0, !dbg !516
  %9 = load i64, ptr %8, align 8, !dbg !516
  %10 = call swiftcc i64 @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV9hashValueSivg"(i8 %6, i64 %9) #19, !dbg !516
  ret i64 %10, !dbg !516
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc void @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAASH4hash4intoys6HasherVz_tFTW"(ptr captures(none) dereferenceable(72) %0, ptr noalias swiftself captures(none) dereferenceable(16) %1, ptr %2, ptr %3) #0 !dbg !517 {
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %1, i32 0, i32 0, !dbg !519
  %6 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %5, i32 0, i32 0, !dbg !519
  %7 = load i8, ptr %6, align 8, !dbg !519
  %8 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %1, i32 0, i32 2, !dbg !519
  %9 = getelementptr inbounds nuw %TSi, ptr %8, i32 0, i32 0, !dbg !519
  %10 = load i64, ptr %9, align 8, !dbg !519
  call swiftcc void @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4hash4intoys6HasherVz_tF"(ptr captures(none) dereferenceable(72) %0, i8 %7, i64 %10) #19, !dbg !519
  ret void, !dbg !519
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc i64 @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAASH13_rawHashValue4seedS2i_tFTW"(i64 %0, ptr noalias swiftself captures(none) dereferenceable(16) %1, ptr %2, ptr %3) #0 !dbg !520 {
  %5 = call swiftcc i64 @"$sSHsE13_rawHashValue4seedS2i_tF"(i64 %0, ptr %2, ptr %3, ptr noalias swiftself %1) #19, !dbg !524
  ret i64 %5, !dbg !524
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc { i64, ptr } @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs23CustomStringConvertibleAAsAFP11descriptionSSvgTW"(ptr noalias swiftself captures(none) dereferenceable(16) %0, ptr %1, ptr %2) #0 !dbg !525 {
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %0, i32 0, i32 0, !dbg !527
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %4, i32 0, i32 0, !dbg !527
  %6 = load i8, ptr %5, align 8, !dbg !527
  %7 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %0, i32 0, i32 2, !dbg !527
  %8 = getelementptr inbounds nuw %TSi, ptr %7, i32 0, i32 0, !dbg !527
  %9 = load i64, ptr %8, align 8, !dbg !527
  %10 = call swiftcc { i64, ptr } @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV11descriptionSSvg"(i8 %6, i64 %9) #19, !dbg !527
  %11 = extractvalue { i64, ptr } %10, 0, !dbg !527
  %12 = extractvalue { i64, ptr } %10, 1, !dbg !527
  %13 = insertvalue { i64, ptr } undef, i64 %11, 0, !dbg !527
  %14 = insertvalue { i64, ptr } %13, ptr %12, 1, !dbg !527
  ret { i64, ptr } %14, !dbg !527
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc i1 @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSQAASQ2eeoiySbx_xtFZTW"(ptr noalias captures(none) dereferenceable(16) %0, ptr noalias captures(none) dereferenceable(16) %1, ptr swiftself %2, ptr %3, ptr %4) #0 !dbg !528 {
  %6 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %0, i32 0, i32 0, !dbg !533
  %7 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %6, i32 0, i32 0, !dbg !533
  %8 = load i8, ptr %7, align 8, !dbg !533
  %9 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %0, i32 0, i32 2, !dbg !533
  %10 = getelementptr inbounds nuw %TSi, ptr %9, i32 0, i32 0, !dbg !533
  %11 = load i64, ptr %10, align 8, !dbg !533
  %12 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %1, i32 0, i32 0, !dbg !533
  %13 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %12, i32 0, i32 0, !dbg !533
  %14 = load i8, ptr %13, align 8, !dbg !533
  %15 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %1, i32 0, i32 2, !dbg !533
  %16 = getelementptr inbounds nuw %TSi, ptr %15, i32 0, i32 0, !dbg !533
  %17 = load i64, ptr %16, align 8, !dbg !533
  %18 = call swiftcc i1 @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV23__derived_struct_equalsySbAE_AEtFZ"(i8 %8, i64 %11, i8 %14, i64 %17) #19, !dbg !533
  ret i1 %18, !dbg !533
}

; Function Attrs: sanitize_address
define protected swiftcc { i64, ptr } @"$s13HTTPSemantics12PathTemplateV4textSSvg"(ptr noalias swiftself captures(none) dereferenceable(48) %0) #0 !dbg !534 {
  %2 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 0, !dbg !538
  %3 = getelementptr inbounds nuw %TSS, ptr %2, i32 0, i32 0, !dbg !538
  %4 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %3, i32 0, i32 0, !dbg !538
  %5 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %4, i32 0, i32 0, !dbg !538
  %6 = getelementptr inbounds nuw %Ts6UInt64V, ptr %5, i32 0, i32 0, !dbg !538
  %7 = load i64, ptr %6, align 8, !dbg !538
  %8 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %4, i32 0, i32 1, !dbg !538
  %9 = load ptr, ptr %8, align 8, !dbg !538
  %10 = call ptr @swift_bridgeObjectRetain(ptr returned %9) #4, !dbg !538
  %11 = insertvalue { i64, ptr } undef, i64 %7, 0, !dbg !538
  %12 = insertvalue { i64, ptr } %11, ptr %9, 1, !dbg !538
  ret { i64, ptr } %12, !dbg !538
}

; Function Attrs: sanitize_address
define protected swiftcc ptr @"$s13HTTPSemantics12PathTemplateV8segmentsSayAC7SegmentVGvg"(ptr noalias swiftself captures(none) dereferenceable(48) %0) #0 !dbg !539 {
  %2 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 1, !dbg !544
  %3 = getelementptr inbounds nuw %TSa, ptr %2, i32 0, i32 0, !dbg !544
  %4 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %3, i32 0, i32 0, !dbg !544
  %5 = load ptr, ptr %4, align 8, !dbg !544
  %6 = call ptr @swift_retain(ptr returned %5) #8, !dbg !544
  ret ptr %5, !dbg !544
}

; Function Attrs: sanitize_address
define protected swiftcc ptr @"$s13HTTPSemantics12PathTemplateV12placeholdersSayAC11PlaceholderVGvg"(ptr noalias swiftself captures(none) dereferenceable(48) %0) #0 !dbg !545 {
  %2 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 2, !dbg !550
  %3 = getelementptr inbounds nuw %TSa, ptr %2, i32 0, i32 0, !dbg !550
  %4 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %3, i32 0, i32 0, !dbg !550
  %5 = load ptr, ptr %4, align 8, !dbg !550
  %6 = call ptr @swift_retain(ptr returned %5) #8, !dbg !550
  ret ptr %5, !dbg !550
}

; Function Attrs: sanitize_address
define protected swiftcc { i64, i64 } @"$s13HTTPSemantics12PathTemplateV11syntaxErrorAC06SyntaxE0VSgvg"(ptr noalias swiftself captures(none) dereferenceable(48) %0) #0 !dbg !551 {
  %2 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 3, !dbg !556
  %3 = getelementptr inbounds nuw { i64, i64 }, ptr %2, i32 0, i32 0, !dbg !556
  %4 = load i64, ptr %3, align 8, !dbg !556
  %5 = getelementptr inbounds nuw { i64, i64 }, ptr %2, i32 0, i32 1, !dbg !556
  %6 = load i64, ptr %5, align 8, !dbg !556
  %7 = insertvalue { i64, i64 } undef, i64 %4, 0, !dbg !556
  %8 = insertvalue { i64, i64 } %7, i64 %6, 1, !dbg !556
  ret { i64, i64 } %8, !dbg !556
}

; Function Attrs: sanitize_address
define protected swiftcc void @"$s13HTTPSemantics12PathTemplateVyACSScfC"(ptr noalias sret(%T13HTTPSemantics12PathTemplateV) captures(none) %0, i64 %1, ptr %2) #0 !dbg !557 {
  %4 = alloca %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, align 8
  %5 = alloca %T13HTTPSemantics12PathTemplateV, align 8
    #dbg_declare(ptr %5, !563, !DIExpression(), !576)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 48, i1 false)
  %6 = alloca %TSS, align 8
    #dbg_declare(ptr %6, !564, !DIExpression(), !577)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 16, i1 false)
  %7 = alloca %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, align 8
    #dbg_declare(ptr %7, !565, !DIExpression(), !578)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 81, i1 false)
  %8 = alloca %Ts18EnumeratedSequenceV8IteratorVySS17UnicodeScalarViewV_G, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 40, i1 false)
  %9 = alloca %Ts18EnumeratedSequenceVySS17UnicodeScalarViewVG, align 8
  %10 = alloca %TSS17UnicodeScalarViewV, align 8
  %11 = alloca %TSi6offset_s7UnicodeO6ScalarV7elementtSg, align 8
  %12 = alloca i64, align 8
    #dbg_declare(ptr %12, !569, !DIExpression(), !579)
  call void @llvm.memset.p0.i64(ptr align 8 %12, i8 0, i64 8, i1 false)
  %13 = alloca i32, align 8
    #dbg_declare(ptr %13, !572, !DIExpression(), !580)
  call void @llvm.memset.p0.i64(ptr align 8 %13, i8 0, i64 4, i1 false)
  call void @llvm.lifetime.start.p0(i64 81, ptr %4), !dbg !581
  call void @llvm.lifetime.start.p0(i64 48, ptr %5), !dbg !581
  call void @llvm.lifetime.start.p0(i64 16, ptr %6), !dbg !581
  %14 = getelementptr inbounds nuw %TSS, ptr %6, i32 0, i32 0, !dbg !583
  %15 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %14, i32 0, i32 0, !dbg !583
  %16 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %15, i32 0, i32 0, !dbg !583
  %17 = getelementptr inbounds nuw %Ts6UInt64V, ptr %16, i32 0, i32 0, !dbg !583
  store i64 %1, ptr %17, align 8, !dbg !583
  %18 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %15, i32 0, i32 1, !dbg !583
  store ptr %2, ptr %18, align 8, !dbg !583
  %19 = call ptr @swift_bridgeObjectRetain(ptr returned %2) #4, !dbg !584
  %20 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %5, i32 0, i32 0, !dbg !585
  %21 = call ptr @swift_bridgeObjectRetain(ptr returned %2) #4, !dbg !585
  %22 = getelementptr inbounds nuw %TSS, ptr %20, i32 0, i32 0, !dbg !585
  %23 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %22, i32 0, i32 0, !dbg !585
  %24 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %23, i32 0, i32 0, !dbg !585
  %25 = getelementptr inbounds nuw %Ts6UInt64V, ptr %24, i32 0, i32 0, !dbg !585
  store i64 %1, ptr %25, align 8, !dbg !585
  %26 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %23, i32 0, i32 1, !dbg !585
  store ptr %2, ptr %26, align 8, !dbg !585
  call void @llvm.lifetime.start.p0(i64 81, ptr %7), !dbg !586
  call swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVAFycfC"(ptr noalias sret(%T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV) captures(none) %4), !dbg !588
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %4, i64 81, i1 false), !dbg !588
  call void @llvm.lifetime.start.p0(i64 40, ptr %8), !dbg !590
  call void @llvm.lifetime.start.p0(i64 16, ptr %9), !dbg !590
  %27 = call swiftcc { i64, ptr } @"$sSS14unicodeScalarsSS17UnicodeScalarViewVvg"(i64 %1, ptr %2), !dbg !592
  %28 = extractvalue { i64, ptr } %27, 0, !dbg !592
  %29 = extractvalue { i64, ptr } %27, 1, !dbg !592
  call void @llvm.lifetime.start.p0(i64 16, ptr %10), !dbg !590
  %30 = getelementptr inbounds nuw %TSS17UnicodeScalarViewV, ptr %10, i32 0, i32 0, !dbg !592
  %31 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %30, i32 0, i32 0, !dbg !592
  %32 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %31, i32 0, i32 0, !dbg !592
  %33 = getelementptr inbounds nuw %Ts6UInt64V, ptr %32, i32 0, i32 0, !dbg !592
  store i64 %28, ptr %33, align 8, !dbg !592
  %34 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %31, i32 0, i32 1, !dbg !592
  store ptr %29, ptr %34, align 8, !dbg !592
  call swiftcc void @"$sSTsE10enumerateds18EnumeratedSequenceVyxGyF"(ptr noalias sret(%swift.opaque) %9, ptr @"$sSS17UnicodeScalarViewVN", ptr @"$sSS17UnicodeScalarViewVSTsWP", ptr noalias swiftself %10), !dbg !593
  %35 = call ptr @"$sSS17UnicodeScalarViewVWOh"(ptr %10), !dbg !594
  call void @llvm.lifetime.end.p0(i64 16, ptr %10), !dbg !594
  call void asm sideeffect "nop", ""(), !dbg !593
  %36 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$ss18EnumeratedSequenceVySS17UnicodeScalarViewVGMD") #7, !dbg !596
  call swiftcc void @"$ss18EnumeratedSequenceV12makeIteratorAB0D0Vyx_GyF"(ptr noalias sret(%swift.opaque) %8, ptr %36, ptr noalias swiftself %9), !dbg !596
  call void @llvm.lifetime.end.p0(i64 16, ptr %9), !dbg !597
  br label %37, !dbg !597

37:                                               ; preds = %92, %3
  call void @llvm.lifetime.start.p0(i64 13, ptr %11), !dbg !590
  %38 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$ss18EnumeratedSequenceV8IteratorVySS17UnicodeScalarViewV_GMD") #7, !dbg !596
  call swiftcc void @"$ss18EnumeratedSequenceV8IteratorV4nextSi6offset_7ElementQz7elementtSgyF"(ptr noalias sret(%swift.opaque) %11, ptr %38, ptr swiftself %8), !dbg !596
  %39 = getelementptr inbounds nuw { i64, i32 }, ptr %11, i32 0, i32 0, !dbg !596
  %40 = load i64, ptr %39, align 8, !dbg !596
  %41 = getelementptr inbounds nuw { i64, i32 }, ptr %11, i32 0, i32 1, !dbg !596
  %42 = load i32, ptr %41, align 8, !dbg !596
  %43 = getelementptr inbounds nuw %TSi6offset_s7UnicodeO6ScalarV7elementtSg, ptr %11, i32 0, i32 1, !dbg !596
  %44 = load i8, ptr %43, align 4, !dbg !596
  call void @llvm.lifetime.end.p0(i64 13, ptr %11), !dbg !597
  %45 = icmp eq i8 %44, 1, !dbg !597
  br i1 %45, label %47, label %46, !dbg !597

46:                                               ; preds = %37
  br label %92, !dbg !597

47:                                               ; preds = %37
  %48 = call ptr @"$ss18EnumeratedSequenceV8IteratorVySS17UnicodeScalarViewV_GWOh"(ptr %8), !dbg !594
  call void @llvm.lifetime.end.p0(i64 40, ptr %8), !dbg !594
  call swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV6finishyyF"(ptr swiftself captures(none) dereferenceable(81) %7), !dbg !598
  %49 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %7, i32 0, i32 0, !dbg !599
  %50 = getelementptr inbounds nuw %TSa, ptr %49, i32 0, i32 0, !dbg !599
  %51 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %50, i32 0, i32 0, !dbg !599
  %52 = load ptr, ptr %51, align 8, !dbg !599
  %53 = call ptr @swift_retain(ptr returned %52) #8, !dbg !599
  %54 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %5, i32 0, i32 1, !dbg !599
  %55 = call ptr @swift_retain(ptr returned %52) #8, !dbg !599
  %56 = getelementptr inbounds nuw %TSa, ptr %54, i32 0, i32 0, !dbg !599
  %57 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %56, i32 0, i32 0, !dbg !599
  store ptr %52, ptr %57, align 8, !dbg !599
  %58 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %7, i32 0, i32 1, !dbg !600
  %59 = getelementptr inbounds nuw %TSa, ptr %58, i32 0, i32 0, !dbg !600
  %60 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %59, i32 0, i32 0, !dbg !600
  %61 = load ptr, ptr %60, align 8, !dbg !600
  %62 = call ptr @swift_retain(ptr returned %61) #8, !dbg !600
  %63 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %5, i32 0, i32 2, !dbg !600
  %64 = call ptr @swift_retain(ptr returned %61) #8, !dbg !600
  %65 = getelementptr inbounds nuw %TSa, ptr %63, i32 0, i32 0, !dbg !600
  %66 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %65, i32 0, i32 0, !dbg !600
  store ptr %61, ptr %66, align 8, !dbg !600
  %67 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %7, i32 0, i32 2, !dbg !601
  %68 = getelementptr inbounds nuw { i64, i64 }, ptr %67, i32 0, i32 0, !dbg !601
  %69 = load i64, ptr %68, align 8, !dbg !601
  %70 = getelementptr inbounds nuw { i64, i64 }, ptr %67, i32 0, i32 1, !dbg !601
  %71 = load i64, ptr %70, align 8, !dbg !601
  %72 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %5, i32 0, i32 3, !dbg !601
  %73 = getelementptr inbounds nuw { i64, i64 }, ptr %72, i32 0, i32 0, !dbg !601
  store i64 %69, ptr %73, align 8, !dbg !601
  %74 = getelementptr inbounds nuw { i64, i64 }, ptr %72, i32 0, i32 1, !dbg !601
  store i64 %71, ptr %74, align 8, !dbg !601
  %75 = call ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVWOh"(ptr %7), !dbg !602
  call void @llvm.lifetime.end.p0(i64 81, ptr %7), !dbg !602
  call void @swift_bridgeObjectRelease(ptr %2) #4, !dbg !602
  %76 = call ptr @"$s13HTTPSemantics12PathTemplateVWOh"(ptr %5), !dbg !602
  call void @llvm.lifetime.end.p0(i64 48, ptr %5), !dbg !602
  call void @llvm.lifetime.end.p0(i64 81, ptr %4), !dbg !586
  %77 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 0, !dbg !604
  %78 = getelementptr inbounds nuw %TSS, ptr %77, i32 0, i32 0, !dbg !604
  %79 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %78, i32 0, i32 0, !dbg !604
  %80 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %79, i32 0, i32 0, !dbg !604
  %81 = getelementptr inbounds nuw %Ts6UInt64V, ptr %80, i32 0, i32 0, !dbg !604
  store i64 %1, ptr %81, align 8, !dbg !604
  %82 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %79, i32 0, i32 1, !dbg !604
  store ptr %2, ptr %82, align 8, !dbg !604
  %83 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 1, !dbg !604
  %84 = getelementptr inbounds nuw %TSa, ptr %83, i32 0, i32 0, !dbg !604
  %85 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %84, i32 0, i32 0, !dbg !604
  store ptr %52, ptr %85, align 8, !dbg !604
  %86 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 2, !dbg !604
  %87 = getelementptr inbounds nuw %TSa, ptr %86, i32 0, i32 0, !dbg !604
  %88 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %87, i32 0, i32 0, !dbg !604
  store ptr %61, ptr %88, align 8, !dbg !604
  %89 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 3, !dbg !604
  %90 = getelementptr inbounds nuw { i64, i64 }, ptr %89, i32 0, i32 0, !dbg !604
  store i64 %69, ptr %90, align 8, !dbg !604
  %91 = getelementptr inbounds nuw { i64, i64 }, ptr %89, i32 0, i32 1, !dbg !604
  store i64 %71, ptr %91, align 8, !dbg !604
  ret void, !dbg !604

92:                                               ; preds = %46
  %93 = phi i64 [ %40, %46 ], !dbg !596
  %94 = phi i32 [ %42, %46 ], !dbg !596
  store i64 %93, ptr %12, align 8, !dbg !605
  store i32 %94, ptr %13, align 8, !dbg !605
  call swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7consume_2atys7UnicodeO6ScalarV_SitF"(i32 %94, i64 %93, ptr swiftself captures(none) dereferenceable(81) %7), !dbg !606
  br label %37, !dbg !607
}

; Function Attrs: sanitize_address
define internal swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVAFycfC"(ptr noalias sret(%T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV) captures(none) %0) #0 !dbg !608 {
  %2 = alloca %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, align 8
  %3 = alloca %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, align 8
    #dbg_declare(ptr %3, !614, !DIExpression(), !615)
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 81, i1 false)
  %4 = alloca %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, align 8
  call void @llvm.lifetime.start.p0(i64 81, ptr %2), !dbg !616
  call void @llvm.lifetime.start.p0(i64 81, ptr %3), !dbg !616
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %3, i32 0, i32 0, !dbg !618
  %6 = call swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64 0, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, [4 x i8] }>, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMf", i32 0, i32 2)), !dbg !621
  %7 = extractvalue { ptr, ptr } %6, 0, !dbg !621
  %8 = extractvalue { ptr, ptr } %6, 1, !dbg !621
  %9 = getelementptr inbounds nuw %TSa, ptr %5, i32 0, i32 0, !dbg !621
  %10 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %9, i32 0, i32 0, !dbg !621
  store ptr %7, ptr %10, align 8, !dbg !621
  %11 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %3, i32 0, i32 1, !dbg !623
  %12 = call swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64 0, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMf", i32 0, i32 2)), !dbg !625
  %13 = extractvalue { ptr, ptr } %12, 0, !dbg !625
  %14 = extractvalue { ptr, ptr } %12, 1, !dbg !625
  %15 = getelementptr inbounds nuw %TSa, ptr %11, i32 0, i32 0, !dbg !625
  %16 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %15, i32 0, i32 0, !dbg !625
  store ptr %13, ptr %16, align 8, !dbg !625
  %17 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %3, i32 0, i32 2, !dbg !627
  %18 = getelementptr inbounds nuw { i64, i64 }, ptr %17, i32 0, i32 0, !dbg !629
  store i64 4, ptr %18, align 8, !dbg !629
  %19 = getelementptr inbounds nuw { i64, i64 }, ptr %17, i32 0, i32 1, !dbg !629
  store i64 0, ptr %19, align 8, !dbg !629
  %20 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %3, i32 0, i32 3, !dbg !631
  %21 = call swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64 0, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics12PathTemplateV4PartOMf", i32 0, i32 2)), !dbg !633
  %22 = extractvalue { ptr, ptr } %21, 0, !dbg !633
  %23 = extractvalue { ptr, ptr } %21, 1, !dbg !633
  %24 = getelementptr inbounds nuw %TSa, ptr %20, i32 0, i32 0, !dbg !633
  %25 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %24, i32 0, i32 0, !dbg !633
  store ptr %22, ptr %25, align 8, !dbg !633
  %26 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %3, i32 0, i32 4, !dbg !635
  %27 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.0., i64 0, i1 true), !dbg !637
  %28 = extractvalue { i64, ptr } %27, 0, !dbg !637
  %29 = extractvalue { i64, ptr } %27, 1, !dbg !637
  %30 = getelementptr inbounds nuw %TSS, ptr %26, i32 0, i32 0, !dbg !637
  %31 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %30, i32 0, i32 0, !dbg !637
  %32 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %31, i32 0, i32 0, !dbg !637
  %33 = getelementptr inbounds nuw %Ts6UInt64V, ptr %32, i32 0, i32 0, !dbg !637
  store i64 %28, ptr %33, align 8, !dbg !637
  %34 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %31, i32 0, i32 1, !dbg !637
  store ptr %29, ptr %34, align 8, !dbg !637
  %35 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %3, i32 0, i32 5, !dbg !639
  %36 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %35, i32 0, i32 0, !dbg !641
  store i64 0, ptr %36, align 8, !dbg !641
  %37 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %35, i32 0, i32 1, !dbg !641
  store i64 0, ptr %37, align 8, !dbg !641
  %38 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %35, i32 0, i32 2, !dbg !641
  store i64 0, ptr %38, align 8, !dbg !641
  %39 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %3, i32 0, i32 6, !dbg !643
  %40 = getelementptr inbounds nuw %TSb, ptr %39, i32 0, i32 0, !dbg !645
  store i8 1, ptr %40, align 8, !dbg !645
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %3, i64 81, i1 false), !dbg !647
  call void @llvm.lifetime.start.p0(i64 81, ptr %4), !dbg !647
  %41 = call ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVWOc"(ptr %2, ptr %4), !dbg !647
  call void @llvm.lifetime.end.p0(i64 81, ptr %4), !dbg !647
  %42 = call ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVWOh"(ptr %3), !dbg !647
  call void @llvm.lifetime.end.p0(i64 81, ptr %3), !dbg !647
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %2, i64 81, i1 false), !dbg !649
  call void @llvm.lifetime.end.p0(i64 81, ptr %2), !dbg !647
  ret void, !dbg !649
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #13

declare swiftcc { i64, ptr } @"$sSS14unicodeScalarsSS17UnicodeScalarViewVvg"(i64, ptr) #5

declare swiftcc void @"$sSTsE10enumerateds18EnumeratedSequenceVyxGyF"(ptr noalias sret(%swift.opaque), ptr, ptr, ptr noalias swiftself) #5

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$sSS17UnicodeScalarViewVWOh"(ptr %0) #3 !dbg !650 {
  %2 = getelementptr inbounds nuw %TSS17UnicodeScalarViewV, ptr %0, i32 0, i32 0, !dbg !651
  %3 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %2, i32 0, i32 0, !dbg !651
  %4 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %3, i32 0, i32 1, !dbg !651
  %5 = load ptr, ptr %4, align 8, !dbg !651
  call void @swift_bridgeObjectRelease(ptr %5) #4, !dbg !651
  ret ptr %0, !dbg !651
}

declare swiftcc void @"$ss18EnumeratedSequenceV12makeIteratorAB0D0Vyx_GyF"(ptr noalias sret(%swift.opaque), ptr, ptr noalias swiftself) #5

declare swiftcc void @"$ss18EnumeratedSequenceV8IteratorV4nextSi6offset_7ElementQz7elementtSgyF"(ptr noalias sret(%swift.opaque), ptr, ptr swiftself) #5

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$ss18EnumeratedSequenceV8IteratorVySS17UnicodeScalarViewV_GWOh"(ptr %0) #3 !dbg !652 {
  %2 = getelementptr inbounds nuw %Ts18EnumeratedSequenceV8IteratorVySS17UnicodeScalarViewV_G, ptr %0, i32 0, i32 0, !dbg !653
  %3 = getelementptr inbounds nuw %TSS17UnicodeScalarViewV8IteratorV, ptr %2, i32 0, i32 0, !dbg !653
  %4 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %3, i32 0, i32 0, !dbg !653
  %5 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %4, i32 0, i32 1, !dbg !653
  %6 = load ptr, ptr %5, align 8, !dbg !653
  call void @swift_bridgeObjectRelease(ptr %6) #4, !dbg !653
  ret ptr %0, !dbg !653
}

; Function Attrs: sanitize_address
define internal swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7consume_2atys7UnicodeO6ScalarV_SitF"(i32 %0, i64 %1, ptr swiftself captures(none) dereferenceable(81) %2) #0 !dbg !654 {
  %4 = alloca i32, align 8
    #dbg_declare(ptr %4, !659, !DIExpression(), !666)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 4, i1 false)
  %5 = alloca i64, align 8
    #dbg_declare(ptr %5, !660, !DIExpression(), !667)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 8, i1 false)
  %6 = alloca ptr, align 8
    #dbg_declare(ptr %6, !661, !DIExpression(DW_OP_deref), !668)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 8, i1 false)
  %7 = alloca <{ %TSi, %TSS }>, align 8
    #dbg_declare(ptr %7, !662, !DIExpression(), !669)
  %8 = alloca [32 x i8], align 8
  %9 = alloca [32 x i8], align 8
  %10 = alloca [32 x i8], align 8
  %11 = alloca %T13HTTPSemantics12PathTemplateV4PartO, align 8
  %12 = alloca %T13HTTPSemantics12PathTemplateV11PlaceholderV, align 8
  store i32 %0, ptr %4, align 8, !dbg !670
  store i64 %1, ptr %5, align 8, !dbg !670
  store ptr %2, ptr %6, align 8, !dbg !670
  call void @llvm.lifetime.start.p0(i64 24, ptr %7), !dbg !671
  %13 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %7, i32 0, i32 0, !dbg !673
  %14 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %7, i32 0, i32 1, !dbg !673
  %15 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %2, i32 0, i32 5, !dbg !675
  %16 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %15, i32 0, i32 0, !dbg !675
  %17 = load i64, ptr %16, align 8, !dbg !675
  %18 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %15, i32 0, i32 1, !dbg !675
  %19 = load i64, ptr %18, align 8, !dbg !675
  %20 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %15, i32 0, i32 2, !dbg !675
  %21 = load i64, ptr %20, align 8, !dbg !675
  %22 = inttoptr i64 %21 to ptr, !dbg !675
  %23 = call ptr @swift_bridgeObjectRetain(ptr returned %22) #4, !dbg !675
  %24 = ptrtoint ptr %22 to i64, !dbg !675
  %25 = icmp eq i64 %21, 0, !dbg !675
  br i1 %25, label %146, label %26, !dbg !675

26:                                               ; preds = %3
  %27 = inttoptr i64 %21 to ptr, !dbg !675
  br label %28, !dbg !675

28:                                               ; preds = %26
  %29 = phi i64 [ %17, %26 ], !dbg !675
  %30 = phi i64 [ %19, %26 ], !dbg !675
  %31 = phi ptr [ %27, %26 ], !dbg !675
  %32 = getelementptr inbounds nuw %TSi, ptr %13, i32 0, i32 0, !dbg !675
  store i64 %29, ptr %32, align 8, !dbg !675
  %33 = getelementptr inbounds nuw %TSS, ptr %14, i32 0, i32 0, !dbg !675
  %34 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %33, i32 0, i32 0, !dbg !675
  %35 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %34, i32 0, i32 0, !dbg !675
  %36 = getelementptr inbounds nuw %Ts6UInt64V, ptr %35, i32 0, i32 0, !dbg !675
  store i64 %30, ptr %36, align 8, !dbg !675
  %37 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %34, i32 0, i32 1, !dbg !675
  store ptr %31, ptr %37, align 8, !dbg !675
  %38 = icmp eq i32 125, %0, !dbg !676
  br i1 %38, label %39, label %98, !dbg !676

39:                                               ; preds = %28
  %40 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %2, i32 0, i32 5, !dbg !680
  %41 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %40, i32 0, i32 0, !dbg !680
  %42 = load i64, ptr %41, align 8, !dbg !680
  %43 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %40, i32 0, i32 1, !dbg !680
  %44 = load i64, ptr %43, align 8, !dbg !680
  %45 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %40, i32 0, i32 2, !dbg !680
  %46 = load i64, ptr %45, align 8, !dbg !680
  %47 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %40, i32 0, i32 0, !dbg !680
  store i64 0, ptr %47, align 8, !dbg !680
  %48 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %40, i32 0, i32 1, !dbg !680
  store i64 0, ptr %48, align 8, !dbg !680
  %49 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %40, i32 0, i32 2, !dbg !680
  store i64 0, ptr %49, align 8, !dbg !680
  %50 = inttoptr i64 %46 to ptr, !dbg !680
  call void @swift_bridgeObjectRelease(ptr %50) #4, !dbg !680
  %51 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %7, i32 0, i32 1, !dbg !682
  %52 = getelementptr inbounds nuw %TSS, ptr %51, i32 0, i32 0, !dbg !682
  %53 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %52, i32 0, i32 0, !dbg !682
  %54 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %53, i32 0, i32 0, !dbg !682
  %55 = getelementptr inbounds nuw %Ts6UInt64V, ptr %54, i32 0, i32 0, !dbg !682
  %56 = load i64, ptr %55, align 8, !dbg !682
  %57 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %53, i32 0, i32 1, !dbg !682
  %58 = load ptr, ptr %57, align 8, !dbg !682
  %59 = call ptr @swift_bridgeObjectRetain(ptr returned %58) #4, !dbg !682
  %60 = call swiftcc i1 @"$sSS7isEmptySbvg"(i64 %56, ptr %58), !dbg !684
  call void @swift_bridgeObjectRelease(ptr %58) #4, !dbg !685
  br i1 %60, label %61, label %67, !dbg !684

61:                                               ; preds = %39
  call swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV4fail_2atyAC11SyntaxErrorV4KindO_SitF"(i8 3, i64 %29, ptr swiftself captures(none) dereferenceable(81) %2), !dbg !687
  %62 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.2.{}", i64 2, i1 true), !dbg !689
  %63 = extractvalue { i64, ptr } %62, 0, !dbg !689
  %64 = extractvalue { i64, ptr } %62, 1, !dbg !689
  %65 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %2, i32 0, i32 4, !dbg !690
  call swiftcc void @"$sSS2peoiyySSz_SStFZ"(ptr captures(none) dereferenceable(16) %65, i64 %63, ptr %64), !dbg !691
  call void @swift_bridgeObjectRelease(ptr %64) #4, !dbg !692
  %66 = call ptr @"$sSi6offset_SS4nametWOh"(ptr %7), !dbg !692
  call void @llvm.lifetime.end.p0(i64 24, ptr %7), !dbg !692
  call swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7consume_2atys7UnicodeO6ScalarV_SitF6$deferL_yyF"(ptr captures(none) dereferenceable(81) %2), !dbg !690
  br label %193, !dbg !694

67:                                               ; preds = %39
  call swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV12flushLiteralyyF"(ptr swiftself captures(none) dereferenceable(81) %2), !dbg !695
  %68 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %7, i32 0, i32 1, !dbg !696
  %69 = getelementptr inbounds nuw %TSS, ptr %68, i32 0, i32 0, !dbg !696
  %70 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %69, i32 0, i32 0, !dbg !696
  %71 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %70, i32 0, i32 0, !dbg !696
  %72 = getelementptr inbounds nuw %Ts6UInt64V, ptr %71, i32 0, i32 0, !dbg !696
  %73 = load i64, ptr %72, align 8, !dbg !696
  %74 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %70, i32 0, i32 1, !dbg !696
  %75 = load ptr, ptr %74, align 8, !dbg !696
  %76 = call ptr @swift_bridgeObjectRetain(ptr returned %75) #4, !dbg !696
  %77 = call ptr @swift_bridgeObjectRetain(ptr returned %75) #4, !dbg !696
  %78 = ptrtoint ptr %75 to i64, !dbg !697
  call void @llvm.lifetime.start.p0(i64 17, ptr %11), !dbg !698
  %79 = getelementptr inbounds nuw { i64, i64 }, ptr %11, i32 0, i32 0, !dbg !697
  store i64 %73, ptr %79, align 8, !dbg !697
  %80 = getelementptr inbounds nuw { i64, i64 }, ptr %11, i32 0, i32 1, !dbg !697
  store i64 %78, ptr %80, align 8, !dbg !697
  %81 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %11, i32 0, i32 1, !dbg !697
  store i8 1, ptr %81, align 8, !dbg !697
  %82 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %2, i32 0, i32 3, !dbg !700
  %83 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSay13HTTPSemantics12PathTemplateV4PartOGMD") #7, !dbg !701
  call swiftcc void @"$sSa6appendyyxnF"(ptr noalias %11, ptr %83, ptr swiftself captures(none) dereferenceable(8) %82), !dbg !701
  call void @llvm.lifetime.end.p0(i64 17, ptr %11), !dbg !702
  %84 = call swiftcc { i64, ptr, i64 } @"$s13HTTPSemantics12PathTemplateV11PlaceholderV4name6offsetAESS_SitcfC"(i64 %73, ptr %75, i64 %29), !dbg !704
  %85 = extractvalue { i64, ptr, i64 } %84, 0, !dbg !704
  %86 = extractvalue { i64, ptr, i64 } %84, 1, !dbg !704
  %87 = extractvalue { i64, ptr, i64 } %84, 2, !dbg !704
  call void @llvm.lifetime.start.p0(i64 24, ptr %12), !dbg !698
  %88 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %12, i32 0, i32 0, !dbg !704
  %89 = getelementptr inbounds nuw %TSS, ptr %88, i32 0, i32 0, !dbg !704
  %90 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %89, i32 0, i32 0, !dbg !704
  %91 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %90, i32 0, i32 0, !dbg !704
  %92 = getelementptr inbounds nuw %Ts6UInt64V, ptr %91, i32 0, i32 0, !dbg !704
  store i64 %85, ptr %92, align 8, !dbg !704
  %93 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %90, i32 0, i32 1, !dbg !704
  store ptr %86, ptr %93, align 8, !dbg !704
  %94 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %12, i32 0, i32 1, !dbg !704
  %95 = getelementptr inbounds nuw %TSi, ptr %94, i32 0, i32 0, !dbg !704
  store i64 %87, ptr %95, align 8, !dbg !704
  %96 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %2, i32 0, i32 1, !dbg !700
  %97 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGMD") #7, !dbg !705
  call swiftcc void @"$sSa6appendyyxnF"(ptr noalias %12, ptr %97, ptr swiftself captures(none) dereferenceable(8) %96), !dbg !705
  call void @llvm.lifetime.end.p0(i64 24, ptr %12), !dbg !700
  br label %144, !dbg !700

98:                                               ; preds = %28
  %99 = icmp eq i32 123, %0, !dbg !706
  br i1 %99, label %100, label %113, !dbg !706

100:                                              ; preds = %98
  call swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV4fail_2atyAC11SyntaxErrorV4KindO_SitF"(i8 2, i64 %1, ptr swiftself captures(none) dereferenceable(81) %2), !dbg !708
  %101 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %7, i32 0, i32 0, !dbg !710
  %102 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %7, i32 0, i32 1, !dbg !710
  %103 = getelementptr inbounds nuw %TSi, ptr %101, i32 0, i32 0, !dbg !710
  %104 = load i64, ptr %103, align 8, !dbg !710
  %105 = getelementptr inbounds nuw %TSS, ptr %102, i32 0, i32 0, !dbg !710
  %106 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %105, i32 0, i32 0, !dbg !710
  %107 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %106, i32 0, i32 0, !dbg !710
  %108 = getelementptr inbounds nuw %Ts6UInt64V, ptr %107, i32 0, i32 0, !dbg !710
  %109 = load i64, ptr %108, align 8, !dbg !710
  %110 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %106, i32 0, i32 1, !dbg !710
  %111 = load ptr, ptr %110, align 8, !dbg !710
  %112 = call ptr @swift_bridgeObjectRetain(ptr returned %111) #4, !dbg !710
  call swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7abandonyySi6offset_SS4namet_tF"(i64 %104, i64 %109, ptr %111, ptr swiftself captures(none) dereferenceable(81) %2), !dbg !711
  call void @swift_bridgeObjectRelease(ptr %111) #4, !dbg !712
  call swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7consume_2atys7UnicodeO6ScalarV_SitF"(i32 %0, i64 %1, ptr swiftself captures(none) dereferenceable(81) %2), !dbg !714
  br label %144, !dbg !715

113:                                              ; preds = %98
  %114 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %7, i32 0, i32 1, !dbg !715
  %115 = getelementptr inbounds nuw [32 x i8], ptr %10, i32 0, i32 0, !dbg !715
  call void @llvm.lifetime.start.p0(i64 32, ptr %115), !dbg !715
  %116 = call ptr @llvm.coro.prepare.retcon(ptr @"$sSS14unicodeScalarsSS17UnicodeScalarViewVvM"), !dbg !715
  %117 = call swiftcc { ptr, ptr } %116(ptr noalias dereferenceable(32) %115, ptr swiftself captures(none) dereferenceable(16) %114), !dbg !715
  %118 = extractvalue { ptr, ptr } %117, 0, !dbg !715
  %119 = extractvalue { ptr, ptr } %117, 1, !dbg !715
  call swiftcc void @"$sSS17UnicodeScalarViewV6appendyys0A0O0B0VF"(i32 %0, ptr swiftself captures(none) dereferenceable(16) %119), !dbg !716
  call swiftcc void %118(ptr noalias dereferenceable(32) %115, i1 false), !dbg !719
  call void @llvm.lifetime.end.p0(i64 32, ptr %115), !dbg !719
  %120 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %7, i32 0, i32 0, !dbg !721
  %121 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %7, i32 0, i32 1, !dbg !721
  %122 = getelementptr inbounds nuw %TSi, ptr %120, i32 0, i32 0, !dbg !721
  %123 = load i64, ptr %122, align 8, !dbg !721
  %124 = getelementptr inbounds nuw %TSS, ptr %121, i32 0, i32 0, !dbg !721
  %125 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %124, i32 0, i32 0, !dbg !721
  %126 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %125, i32 0, i32 0, !dbg !721
  %127 = getelementptr inbounds nuw %Ts6UInt64V, ptr %126, i32 0, i32 0, !dbg !721
  %128 = load i64, ptr %127, align 8, !dbg !721
  %129 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %125, i32 0, i32 1, !dbg !721
  %130 = load ptr, ptr %129, align 8, !dbg !721
  %131 = call ptr @swift_bridgeObjectRetain(ptr returned %130) #4, !dbg !721
  %132 = ptrtoint ptr %130 to i64, !dbg !722
  %133 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %2, i32 0, i32 5, !dbg !723
  %134 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %133, i32 0, i32 0, !dbg !723
  %135 = load i64, ptr %134, align 8, !dbg !723
  %136 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %133, i32 0, i32 1, !dbg !723
  %137 = load i64, ptr %136, align 8, !dbg !723
  %138 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %133, i32 0, i32 2, !dbg !723
  %139 = load i64, ptr %138, align 8, !dbg !723
  %140 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %133, i32 0, i32 0, !dbg !723
  store i64 %123, ptr %140, align 8, !dbg !723
  %141 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %133, i32 0, i32 1, !dbg !723
  store i64 %128, ptr %141, align 8, !dbg !723
  %142 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %133, i32 0, i32 2, !dbg !723
  store i64 %132, ptr %142, align 8, !dbg !723
  %143 = inttoptr i64 %139 to ptr, !dbg !723
  call void @swift_bridgeObjectRelease(ptr %143) #4, !dbg !723
  br label %144, !dbg !722

144:                                              ; preds = %67, %100, %113
  %145 = call ptr @"$sSi6offset_SS4nametWOh"(ptr %7), !dbg !719
  call void @llvm.lifetime.end.p0(i64 24, ptr %7), !dbg !719
  call swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7consume_2atys7UnicodeO6ScalarV_SitF6$deferL_yyF"(ptr captures(none) dereferenceable(81) %2), !dbg !722
  br label %193, !dbg !724

146:                                              ; preds = %3
  call void @llvm.lifetime.end.p0(i64 24, ptr %7), !dbg !725
  %147 = icmp eq i32 47, %0, !dbg !727
  br i1 %147, label %148, label %154, !dbg !727

148:                                              ; preds = %146
  %149 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %2, i32 0, i32 6, !dbg !730
  %150 = getelementptr inbounds nuw %TSb, ptr %149, i32 0, i32 0, !dbg !730
  %151 = load i1, ptr %150, align 8, !dbg !730
  br i1 %151, label %152, label %153, !dbg !732

152:                                              ; preds = %148
  br label %192, !dbg !733

153:                                              ; preds = %148
  br label %155, !dbg !732

154:                                              ; preds = %146
  br label %155, !dbg !727

155:                                              ; preds = %153, %154
  %156 = icmp eq i32 47, %0, !dbg !735
  br i1 %156, label %157, label %158, !dbg !735

157:                                              ; preds = %155
  call swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV10endSegmentyyF"(ptr swiftself captures(none) dereferenceable(81) %2), !dbg !737
  br label %192, !dbg !739

158:                                              ; preds = %155
  %159 = icmp eq i32 123, %0, !dbg !740
  br i1 %159, label %160, label %176, !dbg !740

160:                                              ; preds = %158
  %161 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.0., i64 0, i1 true), !dbg !742
  %162 = extractvalue { i64, ptr } %161, 0, !dbg !742
  %163 = extractvalue { i64, ptr } %161, 1, !dbg !742
  %164 = ptrtoint ptr %163 to i64, !dbg !744
  %165 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %2, i32 0, i32 5, !dbg !745
  %166 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %165, i32 0, i32 0, !dbg !745
  %167 = load i64, ptr %166, align 8, !dbg !745
  %168 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %165, i32 0, i32 1, !dbg !745
  %169 = load i64, ptr %168, align 8, !dbg !745
  %170 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %165, i32 0, i32 2, !dbg !745
  %171 = load i64, ptr %170, align 8, !dbg !745
  %172 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %165, i32 0, i32 0, !dbg !745
  store i64 %1, ptr %172, align 8, !dbg !745
  %173 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %165, i32 0, i32 1, !dbg !745
  store i64 %162, ptr %173, align 8, !dbg !745
  %174 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %165, i32 0, i32 2, !dbg !745
  store i64 %164, ptr %174, align 8, !dbg !745
  %175 = inttoptr i64 %171 to ptr, !dbg !745
  call void @swift_bridgeObjectRelease(ptr %175) #4, !dbg !745
  br label %192, !dbg !744

176:                                              ; preds = %158
  %177 = icmp eq i32 125, %0, !dbg !746
  br i1 %177, label %178, label %185, !dbg !746

178:                                              ; preds = %176
  call swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV4fail_2atyAC11SyntaxErrorV4KindO_SitF"(i8 1, i64 %1, ptr swiftself captures(none) dereferenceable(81) %2), !dbg !748
  %179 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %2, i32 0, i32 4, !dbg !750
  %180 = getelementptr inbounds nuw [32 x i8], ptr %9, i32 0, i32 0, !dbg !750
  call void @llvm.lifetime.start.p0(i64 32, ptr %180), !dbg !750
  %181 = call ptr @llvm.coro.prepare.retcon(ptr @"$sSS14unicodeScalarsSS17UnicodeScalarViewVvM"), !dbg !750
  %182 = call swiftcc { ptr, ptr } %181(ptr noalias dereferenceable(32) %180, ptr swiftself captures(none) dereferenceable(16) %179), !dbg !750
  %183 = extractvalue { ptr, ptr } %182, 0, !dbg !750
  %184 = extractvalue { ptr, ptr } %182, 1, !dbg !750
  call swiftcc void @"$sSS17UnicodeScalarViewV6appendyys0A0O0B0VF"(i32 %0, ptr swiftself captures(none) dereferenceable(16) %184), !dbg !751
  call swiftcc void %183(ptr noalias dereferenceable(32) %180, i1 false), !dbg !752
  call void @llvm.lifetime.end.p0(i64 32, ptr %180), !dbg !752
  br label %192, !dbg !750

185:                                              ; preds = %176
  %186 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %2, i32 0, i32 4, !dbg !750
  %187 = getelementptr inbounds nuw [32 x i8], ptr %8, i32 0, i32 0, !dbg !750
  call void @llvm.lifetime.start.p0(i64 32, ptr %187), !dbg !750
  %188 = call ptr @llvm.coro.prepare.retcon(ptr @"$sSS14unicodeScalarsSS17UnicodeScalarViewVvM"), !dbg !750
  %189 = call swiftcc { ptr, ptr } %188(ptr noalias dereferenceable(32) %187, ptr swiftself captures(none) dereferenceable(16) %186), !dbg !750
  %190 = extractvalue { ptr, ptr } %189, 0, !dbg !750
  %191 = extractvalue { ptr, ptr } %189, 1, !dbg !750
  call swiftcc void @"$sSS17UnicodeScalarViewV6appendyys0A0O0B0VF"(i32 %0, ptr swiftself captures(none) dereferenceable(16) %191), !dbg !754
  call swiftcc void %190(ptr noalias dereferenceable(32) %187, i1 false), !dbg !757
  call void @llvm.lifetime.end.p0(i64 32, ptr %187), !dbg !757
  br label %192, !dbg !759

192:                                              ; preds = %152, %157, %160, %178, %185
  call swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7consume_2atys7UnicodeO6ScalarV_SitF6$deferL_yyF"(ptr captures(none) dereferenceable(81) %2), !dbg !759
  br label %193, !dbg !760

193:                                              ; preds = %61, %144, %192
  ret void, !dbg !760
}

; Function Attrs: sanitize_address
define internal swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV6finishyyF"(ptr swiftself captures(none) dereferenceable(81) %0) #0 !dbg !761 {
  %2 = alloca ptr, align 8
    #dbg_declare(ptr %2, !766, !DIExpression(DW_OP_deref), !771)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 8, i1 false)
  %3 = alloca <{ %TSi, %TSS }>, align 8
    #dbg_declare(ptr %3, !767, !DIExpression(), !772)
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 24, i1 false)
  store ptr %0, ptr %2, align 8, !dbg !773
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 5, !dbg !774
  %5 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %4, i32 0, i32 0, !dbg !774
  %6 = load i64, ptr %5, align 8, !dbg !774
  %7 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %4, i32 0, i32 1, !dbg !774
  %8 = load i64, ptr %7, align 8, !dbg !774
  %9 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %4, i32 0, i32 2, !dbg !774
  %10 = load i64, ptr %9, align 8, !dbg !774
  %11 = inttoptr i64 %10 to ptr, !dbg !774
  %12 = call ptr @swift_bridgeObjectRetain(ptr returned %11) #4, !dbg !774
  %13 = ptrtoint ptr %11 to i64, !dbg !774
  %14 = icmp eq i64 %10, 0, !dbg !774
  br i1 %14, label %17, label %15, !dbg !774

15:                                               ; preds = %1
  %16 = inttoptr i64 %10 to ptr, !dbg !774
  br label %18, !dbg !774

17:                                               ; preds = %1
  br label %31, !dbg !774

18:                                               ; preds = %15
  %19 = phi i64 [ %6, %15 ], !dbg !775
  %20 = phi i64 [ %8, %15 ], !dbg !775
  %21 = phi ptr [ %16, %15 ], !dbg !775
  call void @llvm.lifetime.start.p0(i64 24, ptr %3), !dbg !775
  %22 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %3, i32 0, i32 0, !dbg !777
  %23 = getelementptr inbounds nuw %TSi, ptr %22, i32 0, i32 0, !dbg !777
  store i64 %19, ptr %23, align 8, !dbg !777
  %24 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %3, i32 0, i32 1, !dbg !777
  %25 = getelementptr inbounds nuw %TSS, ptr %24, i32 0, i32 0, !dbg !777
  %26 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %25, i32 0, i32 0, !dbg !777
  %27 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %26, i32 0, i32 0, !dbg !777
  %28 = getelementptr inbounds nuw %Ts6UInt64V, ptr %27, i32 0, i32 0, !dbg !777
  store i64 %20, ptr %28, align 8, !dbg !777
  %29 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %26, i32 0, i32 1, !dbg !777
  store ptr %21, ptr %29, align 8, !dbg !777
  call swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV4fail_2atyAC11SyntaxErrorV4KindO_SitF"(i8 0, i64 %19, ptr swiftself captures(none) dereferenceable(81) %0), !dbg !778
  %30 = call ptr @swift_bridgeObjectRetain(ptr returned %21) #4, !dbg !780
  call swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7abandonyySi6offset_SS4namet_tF"(i64 %19, i64 %20, ptr %21, ptr swiftself captures(none) dereferenceable(81) %0), !dbg !781
  call void @swift_bridgeObjectRelease(ptr %21) #4, !dbg !782
  call void @swift_bridgeObjectRelease(ptr %21) #4, !dbg !782
  br label %31, !dbg !782

31:                                               ; preds = %18, %17
  call swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV10endSegmentyyF"(ptr swiftself captures(none) dereferenceable(81) %0), !dbg !783
  ret void, !dbg !784
}

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVWOh"(ptr %0) #3 !dbg !785 {
  %2 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 0, !dbg !786
  %3 = getelementptr inbounds nuw %TSa, ptr %2, i32 0, i32 0, !dbg !786
  %4 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %3, i32 0, i32 0, !dbg !786
  %5 = load ptr, ptr %4, align 8, !dbg !786
  call void @swift_release(ptr %5) #4, !dbg !786
  %6 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 1, !dbg !786
  %7 = getelementptr inbounds nuw %TSa, ptr %6, i32 0, i32 0, !dbg !786
  %8 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %7, i32 0, i32 0, !dbg !786
  %9 = load ptr, ptr %8, align 8, !dbg !786
  call void @swift_release(ptr %9) #4, !dbg !786
  %10 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 3, !dbg !786
  %11 = getelementptr inbounds nuw %TSa, ptr %10, i32 0, i32 0, !dbg !786
  %12 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %11, i32 0, i32 0, !dbg !786
  %13 = load ptr, ptr %12, align 8, !dbg !786
  call void @swift_release(ptr %13) #4, !dbg !786
  %14 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 4, !dbg !786
  %15 = getelementptr inbounds nuw %TSS, ptr %14, i32 0, i32 0, !dbg !786
  %16 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %15, i32 0, i32 0, !dbg !786
  %17 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %16, i32 0, i32 1, !dbg !786
  %18 = load ptr, ptr %17, align 8, !dbg !786
  call void @swift_bridgeObjectRelease(ptr %18) #4, !dbg !786
  %19 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 5, !dbg !786
  %20 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %19, i32 0, i32 1, !dbg !786
  %21 = getelementptr inbounds nuw %TSS, ptr %20, i32 0, i32 0, !dbg !786
  %22 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %21, i32 0, i32 0, !dbg !786
  %23 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %22, i32 0, i32 1, !dbg !786
  %24 = load ptr, ptr %23, align 8, !dbg !786
  call void @swift_bridgeObjectRelease(ptr %24) #4, !dbg !786
  ret ptr %0, !dbg !786
}

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$s13HTTPSemantics12PathTemplateVWOh"(ptr %0) #3 !dbg !787 {
  %2 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 0, !dbg !788
  %3 = getelementptr inbounds nuw %TSS, ptr %2, i32 0, i32 0, !dbg !788
  %4 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %3, i32 0, i32 0, !dbg !788
  %5 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %4, i32 0, i32 1, !dbg !788
  %6 = load ptr, ptr %5, align 8, !dbg !788
  call void @swift_bridgeObjectRelease(ptr %6) #4, !dbg !788
  %7 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 1, !dbg !788
  %8 = getelementptr inbounds nuw %TSa, ptr %7, i32 0, i32 0, !dbg !788
  %9 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %8, i32 0, i32 0, !dbg !788
  %10 = load ptr, ptr %9, align 8, !dbg !788
  call void @swift_release(ptr %10) #4, !dbg !788
  %11 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 2, !dbg !788
  %12 = getelementptr inbounds nuw %TSa, ptr %11, i32 0, i32 0, !dbg !788
  %13 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %12, i32 0, i32 0, !dbg !788
  %14 = load ptr, ptr %13, align 8, !dbg !788
  call void @swift_release(ptr %14) #4, !dbg !788
  ret ptr %0, !dbg !788
}

declare swiftcc { ptr, ptr } @"$sSS14unicodeScalarsSS17UnicodeScalarViewVvM"(ptr noalias dereferenceable(32), ptr swiftself captures(none) dereferenceable(16)) #5

; Function Attrs: nounwind memory(none)
declare ptr @llvm.coro.prepare.retcon(ptr) #14

declare swiftcc void @"$sSS17UnicodeScalarViewV6appendyys0A0O0B0VF"(i32, ptr swiftself captures(none) dereferenceable(16)) #5

; Function Attrs: sanitize_address
define protected swiftcc { i64, ptr } @"$s13HTTPSemantics12PathTemplateV11descriptionSSvg"(ptr noalias swiftself captures(none) dereferenceable(48) %0) #0 !dbg !789 {
  %2 = alloca ptr, align 8
    #dbg_declare(ptr %2, !792, !DIExpression(DW_OP_deref), !794)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 8, i1 false)
  store ptr %0, ptr %2, align 8, !dbg !795
  %3 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 0, !dbg !796
  %4 = getelementptr inbounds nuw %TSS, ptr %3, i32 0, i32 0, !dbg !796
  %5 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %4, i32 0, i32 0, !dbg !796
  %6 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %5, i32 0, i32 0, !dbg !796
  %7 = getelementptr inbounds nuw %Ts6UInt64V, ptr %6, i32 0, i32 0, !dbg !796
  %8 = load i64, ptr %7, align 8, !dbg !796
  %9 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %5, i32 0, i32 1, !dbg !796
  %10 = load ptr, ptr %9, align 8, !dbg !796
  %11 = call ptr @swift_bridgeObjectRetain(ptr returned %10) #4, !dbg !796
  %12 = insertvalue { i64, ptr } undef, i64 %8, 0, !dbg !797
  %13 = insertvalue { i64, ptr } %12, ptr %10, 1, !dbg !797
  ret { i64, ptr } %13, !dbg !797
}

; Function Attrs: sanitize_address
define protected swiftcc ptr @"$s13HTTPSemantics12PathTemplateV16placeholderNamesSaySSGvg"(ptr noalias swiftself captures(none) dereferenceable(48) %0) #0 !dbg !798 {
  %2 = alloca %TSa, align 8
  %3 = alloca ptr, align 8
    #dbg_declare(ptr %3, !804, !DIExpression(DW_OP_deref), !816)
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 8, i1 false)
  %4 = alloca %TSa, align 8
    #dbg_declare(ptr %4, !805, !DIExpression(), !817)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 8, i1 false)
  %5 = alloca %Ts16IndexingIteratorVySay13HTTPSemantics12PathTemplateV11PlaceholderVGG, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 16, i1 false)
  %6 = alloca %TSa, align 8
  %7 = alloca %TSa, align 8
  %8 = alloca %T13HTTPSemantics12PathTemplateV11PlaceholderVSg, align 8
  %9 = alloca %T13HTTPSemantics12PathTemplateV11PlaceholderV, align 8
    #dbg_declare(ptr %9, !813, !DIExpression(), !818)
  call void @llvm.memset.p0.i64(ptr align 8 %9, i8 0, i64 24, i1 false)
  %10 = alloca %TSS, align 8
  %11 = alloca %TSS, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr %2), !dbg !819
  store ptr %0, ptr %3, align 8, !dbg !822
  call void @llvm.lifetime.start.p0(i64 8, ptr %4), !dbg !823
  %12 = call swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64 0, ptr @"$sSSN"), !dbg !825
  %13 = extractvalue { ptr, ptr } %12, 0, !dbg !825
  %14 = extractvalue { ptr, ptr } %12, 1, !dbg !825
  %15 = getelementptr inbounds nuw %TSa, ptr %4, i32 0, i32 0, !dbg !825
  %16 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %15, i32 0, i32 0, !dbg !825
  store ptr %13, ptr %16, align 8, !dbg !825
  call void @llvm.lifetime.start.p0(i64 16, ptr %5), !dbg !826
  %17 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 2, !dbg !828
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %17, i64 8, i1 false), !dbg !828
  call void @llvm.lifetime.start.p0(i64 8, ptr %6), !dbg !828
  %18 = call ptr @"$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGWOc"(ptr %2, ptr %6), !dbg !828
  call void @llvm.lifetime.end.p0(i64 8, ptr %6), !dbg !828
  call void @llvm.lifetime.start.p0(i64 8, ptr %7), !dbg !826
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %2, i64 8, i1 false), !dbg !828
  %19 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGMD") #7, !dbg !829
  %20 = call ptr @"$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGSayxGSlsWl"() #14, !dbg !829
  call swiftcc void @"$sSlss16IndexingIteratorVyxG0B0RtzrlE04makeB0ACyF"(ptr noalias sret(%swift.opaque) %5, ptr %19, ptr %20, ptr noalias swiftself %7), !dbg !829
  call void @llvm.lifetime.end.p0(i64 8, ptr %7), !dbg !830
  br label %21, !dbg !830

21:                                               ; preds = %56, %55, %1
  call void @llvm.lifetime.start.p0(i64 24, ptr %8), !dbg !826
  %22 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$ss16IndexingIteratorVySay13HTTPSemantics12PathTemplateV11PlaceholderVGGMD") #7, !dbg !829
  call swiftcc void @"$ss16IndexingIteratorV4next7ElementQzSgyF"(ptr noalias sret(%swift.opaque) %8, ptr %22, ptr swiftself %5), !dbg !829
  %23 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %8, i32 0, i32 0, !dbg !829
  %24 = load i64, ptr %23, align 8, !dbg !829
  %25 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %8, i32 0, i32 1, !dbg !829
  %26 = load i64, ptr %25, align 8, !dbg !829
  %27 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %8, i32 0, i32 2, !dbg !829
  %28 = load i64, ptr %27, align 8, !dbg !829
  call void @llvm.lifetime.end.p0(i64 24, ptr %8), !dbg !830
  %29 = icmp eq i64 %26, 0, !dbg !830
  br i1 %29, label %70, label %30, !dbg !830

30:                                               ; preds = %21
  %31 = inttoptr i64 %26 to ptr, !dbg !830
  br label %32, !dbg !830

32:                                               ; preds = %30
  %33 = phi i64 [ %24, %30 ], !dbg !831
  %34 = phi ptr [ %31, %30 ], !dbg !831
  %35 = phi i64 [ %28, %30 ], !dbg !831
  call void @llvm.lifetime.start.p0(i64 24, ptr %9), !dbg !831
  %36 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %9, i32 0, i32 0, !dbg !833
  %37 = getelementptr inbounds nuw %TSS, ptr %36, i32 0, i32 0, !dbg !833
  %38 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %37, i32 0, i32 0, !dbg !833
  %39 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %38, i32 0, i32 0, !dbg !833
  %40 = getelementptr inbounds nuw %Ts6UInt64V, ptr %39, i32 0, i32 0, !dbg !833
  store i64 %33, ptr %40, align 8, !dbg !833
  %41 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %38, i32 0, i32 1, !dbg !833
  store ptr %34, ptr %41, align 8, !dbg !833
  %42 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %9, i32 0, i32 1, !dbg !833
  %43 = getelementptr inbounds nuw %TSi, ptr %42, i32 0, i32 0, !dbg !833
  store i64 %35, ptr %43, align 8, !dbg !833
  call void asm sideeffect "nop", ""(), !dbg !833
  %44 = call ptr @swift_bridgeObjectRetain(ptr returned %34) #4, !dbg !834
  call void @llvm.lifetime.start.p0(i64 16, ptr %10), !dbg !831
  %45 = getelementptr inbounds nuw %TSS, ptr %10, i32 0, i32 0, !dbg !835
  %46 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %45, i32 0, i32 0, !dbg !835
  %47 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %46, i32 0, i32 0, !dbg !835
  %48 = getelementptr inbounds nuw %Ts6UInt64V, ptr %47, i32 0, i32 0, !dbg !835
  store i64 %33, ptr %48, align 8, !dbg !835
  %49 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %46, i32 0, i32 1, !dbg !835
  store ptr %34, ptr %49, align 8, !dbg !835
  %50 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSaySSGMD") #7, !dbg !836
  %51 = call ptr @"$sSaySSGSayxGSTsWl"() #14, !dbg !836
  %52 = call swiftcc i1 @"$sSTsSQ7ElementRpzrlE8containsySbABF"(ptr noalias %10, ptr %50, ptr %51, ptr @"$sSSSQsWP", ptr noalias swiftself %4), !dbg !836
  %53 = call ptr @"$sSSWOh"(ptr %10), !dbg !837
  call void @llvm.lifetime.end.p0(i64 16, ptr %10), !dbg !837
  %54 = xor i1 %52, true, !dbg !839
  br i1 %54, label %56, label %55, !dbg !839

55:                                               ; preds = %32
  call void @swift_bridgeObjectRelease(ptr %34) #4, !dbg !839
  br label %21, !dbg !839

56:                                               ; preds = %32
  %57 = call ptr @swift_bridgeObjectRetain(ptr returned %34) #4, !dbg !840
  call void @llvm.lifetime.start.p0(i64 16, ptr %11), !dbg !842
  %58 = getelementptr inbounds nuw %TSS, ptr %11, i32 0, i32 0, !dbg !844
  %59 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %58, i32 0, i32 0, !dbg !844
  %60 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %59, i32 0, i32 0, !dbg !844
  %61 = getelementptr inbounds nuw %Ts6UInt64V, ptr %60, i32 0, i32 0, !dbg !844
  store i64 %33, ptr %61, align 8, !dbg !844
  %62 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %59, i32 0, i32 1, !dbg !844
  store ptr %34, ptr %62, align 8, !dbg !844
  %63 = getelementptr inbounds nuw %TSS, ptr %11, i32 0, i32 0, !dbg !845
  %64 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %63, i32 0, i32 0, !dbg !845
  %65 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %64, i32 0, i32 0, !dbg !845
  %66 = getelementptr inbounds nuw %Ts6UInt64V, ptr %65, i32 0, i32 0, !dbg !845
  %67 = load i64, ptr %66, align 8, !dbg !845
  %68 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %64, i32 0, i32 1, !dbg !845
  %69 = load ptr, ptr %68, align 8, !dbg !845
  call swiftcc void @"$sSa6appendyyxnFSS_Tg5"(i64 %67, ptr %69, ptr swiftself captures(none) dereferenceable(8) %4), !dbg !845
  call void @llvm.lifetime.end.p0(i64 16, ptr %11), !dbg !846
  call void @swift_bridgeObjectRelease(ptr %34) #4, !dbg !846
  br label %21, !dbg !846

70:                                               ; preds = %21
  %71 = call ptr @"$ss16IndexingIteratorVySay13HTTPSemantics12PathTemplateV11PlaceholderVGGWOh"(ptr %5), !dbg !847
  call void @llvm.lifetime.end.p0(i64 16, ptr %5), !dbg !847
  %72 = getelementptr inbounds nuw %TSa, ptr %4, i32 0, i32 0, !dbg !849
  %73 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %72, i32 0, i32 0, !dbg !849
  %74 = load ptr, ptr %73, align 8, !dbg !849
  %75 = call ptr @swift_retain(ptr returned %74) #8, !dbg !849
  %76 = call ptr @"$sSaySSGWOh"(ptr %4), !dbg !850
  call void @llvm.lifetime.end.p0(i64 8, ptr %4), !dbg !850
  call void @llvm.lifetime.end.p0(i64 8, ptr %2), !dbg !850
  ret ptr %74, !dbg !852
}

; Function Attrs: sanitize_address
define protected swiftcc i1 @"$s13HTTPSemantics12PathTemplateV23__derived_struct_equalsySbAC_ACtFZ"(ptr noalias captures(none) dereferenceable(48) %0, ptr noalias captures(none) dereferenceable(48) %1) #0 !dbg !853 {
  %3 = alloca %T13HTTPSemantics12PathTemplateV11SyntaxErrorVSg, align 8
  %4 = alloca %T13HTTPSemantics12PathTemplateV11SyntaxErrorVSg, align 8
  %5 = alloca ptr, align 8
    #dbg_declare(ptr %5, !858, !DIExpression(DW_OP_deref), !862)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 8, i1 false)
  %6 = alloca ptr, align 8
    #dbg_declare(ptr %6, !859, !DIExpression(DW_OP_deref), !862)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 8, i1 false)
  %7 = alloca <{ %T13HTTPSemantics12PathTemplateV11SyntaxErrorVSg, %T13HTTPSemantics12PathTemplateV11SyntaxErrorVSg }>, align 8
  %8 = alloca %T13HTTPSemantics12PathTemplateV11SyntaxErrorVSg, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr %3), !dbg !863
  call void @llvm.lifetime.start.p0(i64 16, ptr %4), !dbg !863
  store ptr %0, ptr %5, align 8, !dbg !862
  store ptr %1, ptr %6, align 8, !dbg !862
    #dbg_value(i64 0, !860, !DIExpression(), !862)
  %9 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 0, !dbg !862
  %10 = getelementptr inbounds nuw %TSS, ptr %9, i32 0, i32 0, !dbg !862
  %11 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %10, i32 0, i32 0, !dbg !862
  %12 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %11, i32 0, i32 0, !dbg !862
  %13 = getelementptr inbounds nuw %Ts6UInt64V, ptr %12, i32 0, i32 0, !dbg !862
  %14 = load i64, ptr %13, align 8, !dbg !862
  %15 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %11, i32 0, i32 1, !dbg !862
  %16 = load ptr, ptr %15, align 8, !dbg !862
  %17 = call ptr @swift_bridgeObjectRetain(ptr returned %16) #4, !dbg !862
  %18 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %1, i32 0, i32 0, !dbg !862
  %19 = getelementptr inbounds nuw %TSS, ptr %18, i32 0, i32 0, !dbg !862
  %20 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %19, i32 0, i32 0, !dbg !862
  %21 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %20, i32 0, i32 0, !dbg !862
  %22 = getelementptr inbounds nuw %Ts6UInt64V, ptr %21, i32 0, i32 0, !dbg !862
  %23 = load i64, ptr %22, align 8, !dbg !862
  %24 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %20, i32 0, i32 1, !dbg !862
  %25 = load ptr, ptr %24, align 8, !dbg !862
  %26 = call ptr @swift_bridgeObjectRetain(ptr returned %25) #4, !dbg !862
  %27 = call swiftcc i1 @"$sSS2eeoiySbSS_SStFZ"(i64 %14, ptr %16, i64 %23, ptr %25), !dbg !862
  call void @swift_bridgeObjectRelease(ptr %25) #4, !dbg !862
  call void @swift_bridgeObjectRelease(ptr %16) #4, !dbg !862
  br i1 %27, label %28, label %103, !dbg !862

28:                                               ; preds = %2
  %29 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 1, !dbg !862
  %30 = getelementptr inbounds nuw %TSa, ptr %29, i32 0, i32 0, !dbg !862
  %31 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %30, i32 0, i32 0, !dbg !862
  %32 = load ptr, ptr %31, align 8, !dbg !862
  %33 = call ptr @swift_retain(ptr returned %32) #8, !dbg !862
  %34 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %1, i32 0, i32 1, !dbg !862
  %35 = getelementptr inbounds nuw %TSa, ptr %34, i32 0, i32 0, !dbg !862
  %36 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %35, i32 0, i32 0, !dbg !862
  %37 = load ptr, ptr %36, align 8, !dbg !862
  %38 = call ptr @swift_retain(ptr returned %37) #8, !dbg !862
  %39 = call ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVAESQAAWl"() #14, !dbg !862
  %40 = call swiftcc i1 @"$sSasSQRzlE2eeoiySbSayxG_ABtFZ"(ptr %32, ptr %37, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, [4 x i8] }>, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMf", i32 0, i32 2), ptr %39), !dbg !862
  call void @swift_release(ptr %37) #4, !dbg !862
  call void @swift_release(ptr %32) #4, !dbg !862
  br i1 %40, label %41, label %102, !dbg !862

41:                                               ; preds = %28
  %42 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 2, !dbg !862
  %43 = getelementptr inbounds nuw %TSa, ptr %42, i32 0, i32 0, !dbg !862
  %44 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %43, i32 0, i32 0, !dbg !862
  %45 = load ptr, ptr %44, align 8, !dbg !862
  %46 = call ptr @swift_retain(ptr returned %45) #8, !dbg !862
  %47 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %1, i32 0, i32 2, !dbg !862
  %48 = getelementptr inbounds nuw %TSa, ptr %47, i32 0, i32 0, !dbg !862
  %49 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %48, i32 0, i32 0, !dbg !862
  %50 = load ptr, ptr %49, align 8, !dbg !862
  %51 = call ptr @swift_retain(ptr returned %50) #8, !dbg !862
  %52 = call ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVAESQAAWl"() #14, !dbg !862
  %53 = call swiftcc i1 @"$sSasSQRzlE2eeoiySbSayxG_ABtFZ"(ptr %45, ptr %50, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMf", i32 0, i32 2), ptr %52), !dbg !862
  call void @swift_release(ptr %50) #4, !dbg !862
  call void @swift_release(ptr %45) #4, !dbg !862
  br i1 %53, label %54, label %101, !dbg !862

54:                                               ; preds = %41
  %55 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 3, !dbg !862
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %55, i64 16, i1 false), !dbg !862
  %56 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %1, i32 0, i32 3, !dbg !862
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %56, i64 16, i1 false), !dbg !862
  call void @llvm.lifetime.start.p0(i64 32, ptr %7), !dbg !863
  %57 = getelementptr inbounds nuw <{ %T13HTTPSemantics12PathTemplateV11SyntaxErrorVSg, %T13HTTPSemantics12PathTemplateV11SyntaxErrorVSg }>, ptr %7, i32 0, i32 0, !dbg !862
  %58 = getelementptr inbounds nuw <{ %T13HTTPSemantics12PathTemplateV11SyntaxErrorVSg, %T13HTTPSemantics12PathTemplateV11SyntaxErrorVSg }>, ptr %7, i32 0, i32 1, !dbg !862
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %57, ptr align 8 %3, i64 16, i1 false), !dbg !862
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %58, ptr align 8 %4, i64 16, i1 false), !dbg !862
  %59 = getelementptr inbounds nuw { i64, i64 }, ptr %57, i32 0, i32 0, !dbg !862
  %60 = load i64, ptr %59, align 8, !dbg !862
  %61 = getelementptr inbounds nuw { i64, i64 }, ptr %57, i32 0, i32 1, !dbg !862
  %62 = load i64, ptr %61, align 8, !dbg !862
  %63 = and i64 %60, 255, !dbg !862
  %64 = icmp eq i64 %63, 4, !dbg !862
  br i1 %64, label %72, label %65, !dbg !862

65:                                               ; preds = %54
  call void @llvm.lifetime.start.p0(i64 16, ptr %8), !dbg !863
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %3, i64 16, i1 false), !dbg !862
  %66 = getelementptr inbounds nuw { i64, i64 }, ptr %58, i32 0, i32 0, !dbg !862
  %67 = load i64, ptr %66, align 8, !dbg !862
  %68 = getelementptr inbounds nuw { i64, i64 }, ptr %58, i32 0, i32 1, !dbg !862
  %69 = load i64, ptr %68, align 8, !dbg !862
  %70 = and i64 %67, 255, !dbg !862
  %71 = icmp eq i64 %70, 4, !dbg !862
  br i1 %71, label %93, label %79, !dbg !862

72:                                               ; preds = %54
  %73 = getelementptr inbounds nuw { i64, i64 }, ptr %58, i32 0, i32 0, !dbg !862
  %74 = load i64, ptr %73, align 8, !dbg !862
  %75 = getelementptr inbounds nuw { i64, i64 }, ptr %58, i32 0, i32 1, !dbg !862
  %76 = load i64, ptr %75, align 8, !dbg !862
  %77 = and i64 %74, 255, !dbg !862
  %78 = icmp eq i64 %77, 4, !dbg !862
  br i1 %78, label %97, label %98, !dbg !862

79:                                               ; preds = %65
  %80 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %58, i32 0, i32 0, !dbg !862
  %81 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %80, i32 0, i32 0, !dbg !862
  %82 = load i8, ptr %81, align 8, !dbg !862
  %83 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %58, i32 0, i32 2, !dbg !862
  %84 = getelementptr inbounds nuw %TSi, ptr %83, i32 0, i32 0, !dbg !862
  %85 = load i64, ptr %84, align 8, !dbg !862
  %86 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %8, i32 0, i32 0, !dbg !862
  %87 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %86, i32 0, i32 0, !dbg !862
  %88 = load i8, ptr %87, align 8, !dbg !862
  %89 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %8, i32 0, i32 2, !dbg !862
  %90 = getelementptr inbounds nuw %TSi, ptr %89, i32 0, i32 0, !dbg !862
  %91 = load i64, ptr %90, align 8, !dbg !862
  %92 = call swiftcc i1 @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV23__derived_struct_equalsySbAE_AEtFZ"(i8 %88, i64 %91, i8 %82, i64 %85), !dbg !862
  call void @llvm.lifetime.end.p0(i64 16, ptr %8), !dbg !862
  br label %94, !dbg !862

93:                                               ; preds = %65
  call void @llvm.lifetime.end.p0(i64 16, ptr %8), !dbg !862
  br label %96, !dbg !862

94:                                               ; preds = %79, %97, %96
  %95 = phi i1 [ false, %96 ], [ true, %97 ], [ %92, %79 ], !dbg !862
  call void @llvm.lifetime.end.p0(i64 32, ptr %7), !dbg !862
  br i1 %95, label %99, label %100, !dbg !862

96:                                               ; preds = %93, %98
  br label %94, !dbg !862

97:                                               ; preds = %72
  br label %94, !dbg !862

98:                                               ; preds = %72
  br label %96, !dbg !862

99:                                               ; preds = %94
  br label %104, !dbg !862

100:                                              ; preds = %94
  br label %104, !dbg !862

101:                                              ; preds = %41
  br label %104, !dbg !862

102:                                              ; preds = %28
  br label %104, !dbg !862

103:                                              ; preds = %2
  br label %104, !dbg !862

104:                                              ; preds = %99, %100, %101, %102, %103
  %105 = phi i1 [ false, %103 ], [ false, %102 ], [ false, %101 ], [ false, %100 ], [ true, %99 ], !dbg !862
  call void @llvm.lifetime.end.p0(i64 16, ptr %4), !dbg !862
  call void @llvm.lifetime.end.p0(i64 16, ptr %3), !dbg !862
  ret i1 %105, !dbg !862
}

; Function Attrs: sanitize_address
define protected swiftcc void @"$s13HTTPSemantics12PathTemplateV4hash4intoys6HasherVz_tF"(ptr captures(none) dereferenceable(72) %0, ptr noalias swiftself captures(none) dereferenceable(48) %1) #0 !dbg !865 {
  %3 = alloca %TSS, align 8
  %4 = alloca %TSa, align 8
  %5 = alloca %TSa, align 8
  %6 = alloca %T13HTTPSemantics12PathTemplateV11SyntaxErrorVSg, align 8
  %7 = alloca ptr, align 8
    #dbg_declare(ptr %7, !870, !DIExpression(DW_OP_deref), !872)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 8, i1 false)
  %8 = alloca ptr, align 8
    #dbg_declare(ptr %8, !871, !DIExpression(DW_OP_deref), !872)
  call void @llvm.memset.p0.i64(ptr align 8 %8, i8 0, i64 8, i1 false)
  %9 = alloca %TSS, align 8
  %10 = alloca %TSS, align 8
  %11 = alloca %TSa, align 8
  %12 = alloca %TSa, align 8
  %13 = alloca %TSa, align 8
  %14 = alloca %TSa, align 8
  %15 = alloca %T13HTTPSemantics12PathTemplateV11SyntaxErrorVSg, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr %3), !dbg !873
  call void @llvm.lifetime.start.p0(i64 8, ptr %4), !dbg !873
  call void @llvm.lifetime.start.p0(i64 8, ptr %5), !dbg !873
  call void @llvm.lifetime.start.p0(i64 16, ptr %6), !dbg !873
  store ptr %0, ptr %7, align 8, !dbg !872
  store ptr %1, ptr %8, align 8, !dbg !872
  %16 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %1, i32 0, i32 0, !dbg !872
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %16, i64 16, i1 false), !dbg !872
  call void @llvm.lifetime.start.p0(i64 16, ptr %9), !dbg !872
  %17 = call ptr @"$sSSWOc"(ptr %3, ptr %9), !dbg !872
  call void @llvm.lifetime.end.p0(i64 16, ptr %9), !dbg !872
  call void @llvm.lifetime.start.p0(i64 16, ptr %10), !dbg !873
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %3, i64 16, i1 false), !dbg !872
  call swiftcc void @"$ss6HasherV7combineyyxSHRzlF"(ptr noalias %10, ptr @"$sSSN", ptr @"$sSSSHsWP", ptr swiftself captures(none) dereferenceable(72) %0), !dbg !872
  %18 = call ptr @"$sSSWOh"(ptr %10), !dbg !872
  call void @llvm.lifetime.end.p0(i64 16, ptr %10), !dbg !872
  %19 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %1, i32 0, i32 1, !dbg !872
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %19, i64 8, i1 false), !dbg !872
  call void @llvm.lifetime.start.p0(i64 8, ptr %11), !dbg !872
  %20 = call ptr @"$sSay13HTTPSemantics12PathTemplateV7SegmentVGWOc"(ptr %4, ptr %11), !dbg !872
  call void @llvm.lifetime.end.p0(i64 8, ptr %11), !dbg !872
  call void @llvm.lifetime.start.p0(i64 8, ptr %12), !dbg !873
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %4, i64 8, i1 false), !dbg !872
  %21 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSay13HTTPSemantics12PathTemplateV7SegmentVGMD") #7, !dbg !872
  %22 = call ptr @"$sSay13HTTPSemantics12PathTemplateV7SegmentVGSayxGSHsSHRzlWl"() #14, !dbg !872
  call swiftcc void @"$ss6HasherV7combineyyxSHRzlF"(ptr noalias %12, ptr %21, ptr %22, ptr swiftself captures(none) dereferenceable(72) %0), !dbg !872
  %23 = call ptr @"$sSay13HTTPSemantics12PathTemplateV7SegmentVGWOh"(ptr %12), !dbg !872
  call void @llvm.lifetime.end.p0(i64 8, ptr %12), !dbg !872
  %24 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %1, i32 0, i32 2, !dbg !872
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %24, i64 8, i1 false), !dbg !872
  call void @llvm.lifetime.start.p0(i64 8, ptr %13), !dbg !872
  %25 = call ptr @"$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGWOc"(ptr %5, ptr %13), !dbg !872
  call void @llvm.lifetime.end.p0(i64 8, ptr %13), !dbg !872
  call void @llvm.lifetime.start.p0(i64 8, ptr %14), !dbg !873
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %5, i64 8, i1 false), !dbg !872
  %26 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGMD") #7, !dbg !872
  %27 = call ptr @"$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGSayxGSHsSHRzlWl"() #14, !dbg !872
  call swiftcc void @"$ss6HasherV7combineyyxSHRzlF"(ptr noalias %14, ptr %26, ptr %27, ptr swiftself captures(none) dereferenceable(72) %0), !dbg !872
  %28 = call ptr @"$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGWOh"(ptr %14), !dbg !872
  call void @llvm.lifetime.end.p0(i64 8, ptr %14), !dbg !872
  %29 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %1, i32 0, i32 3, !dbg !872
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %29, i64 16, i1 false), !dbg !872
  call void @llvm.lifetime.start.p0(i64 16, ptr %15), !dbg !873
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %6, i64 16, i1 false), !dbg !872
  %30 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSgMD") #7, !dbg !872
  %31 = call ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSgxSgSHsSHRzlWl"() #14, !dbg !872
  call swiftcc void @"$ss6HasherV7combineyyxSHRzlF"(ptr noalias %15, ptr %30, ptr %31, ptr swiftself captures(none) dereferenceable(72) %0), !dbg !872
  call void @llvm.lifetime.end.p0(i64 16, ptr %15), !dbg !872
  call void @llvm.lifetime.end.p0(i64 16, ptr %6), !dbg !872
  call void @llvm.lifetime.end.p0(i64 8, ptr %5), !dbg !872
  call void @llvm.lifetime.end.p0(i64 8, ptr %4), !dbg !872
  call void @llvm.lifetime.end.p0(i64 16, ptr %3), !dbg !872
  ret void, !dbg !872
}

; Function Attrs: sanitize_address
define protected swiftcc i64 @"$s13HTTPSemantics12PathTemplateV9hashValueSivg"(ptr noalias swiftself captures(none) dereferenceable(48) %0) #0 !dbg !875 {
  %2 = alloca ptr, align 8
    #dbg_declare(ptr %2, !880, !DIExpression(DW_OP_deref), !881)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 8, i1 false)
  %3 = alloca %T13HTTPSemantics12PathTemplateV, align 8
  store ptr %0, ptr %2, align 8, !dbg !881
  call void @llvm.lifetime.start.p0(i64 48, ptr %3), !dbg !882
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %0, i64 48, i1 false), !dbg !881
  %4 = call ptr @"$s13HTTPSemantics12PathTemplateVACSHAAWl"() #14, !dbg !881
  %5 = call swiftcc i64 @"$ss10_hashValue3forSix_tSHRzlF"(ptr noalias %3, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateVMf", i32 0, i32 2), ptr %4), !dbg !881
  call void @llvm.lifetime.end.p0(i64 48, ptr %3), !dbg !881
  ret i64 %5, !dbg !881
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc i64 @"$s13HTTPSemantics12PathTemplateVSHAASH9hashValueSivgTW"(ptr noalias swiftself captures(none) dereferenceable(48) %0, ptr %1, ptr %2) #0 !dbg !884 {
  %4 = alloca %T13HTTPSemantics12PathTemplateV, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr %4), !dbg !886
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %0, i64 48, i1 false), !dbg !886
  %5 = call swiftcc i64 @"$s13HTTPSemantics12PathTemplateV9hashValueSivg"(ptr noalias swiftself captures(none) dereferenceable(48) %4) #19, !dbg !886
  call void @llvm.lifetime.end.p0(i64 48, ptr %4), !dbg !886
  ret i64 %5, !dbg !886
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc void @"$s13HTTPSemantics12PathTemplateVSHAASH4hash4intoys6HasherVz_tFTW"(ptr captures(none) dereferenceable(72) %0, ptr noalias swiftself captures(none) dereferenceable(48) %1, ptr %2, ptr %3) #0 !dbg !887 {
  %5 = alloca %T13HTTPSemantics12PathTemplateV, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr %5), !dbg !889
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %1, i64 48, i1 false), !dbg !889
  call swiftcc void @"$s13HTTPSemantics12PathTemplateV4hash4intoys6HasherVz_tF"(ptr captures(none) dereferenceable(72) %0, ptr noalias swiftself captures(none) dereferenceable(48) %5) #19, !dbg !889
  call void @llvm.lifetime.end.p0(i64 48, ptr %5), !dbg !889
  ret void, !dbg !889
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc i64 @"$s13HTTPSemantics12PathTemplateVSHAASH13_rawHashValue4seedS2i_tFTW"(i64 %0, ptr noalias swiftself captures(none) dereferenceable(48) %1, ptr %2, ptr %3) #0 !dbg !890 {
  %5 = call swiftcc i64 @"$sSHsE13_rawHashValue4seedS2i_tF"(i64 %0, ptr %2, ptr %3, ptr noalias swiftself %1) #19, !dbg !894
  ret i64 %5, !dbg !894
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc { i64, ptr } @"$s13HTTPSemantics12PathTemplateVs23CustomStringConvertibleAAsADP11descriptionSSvgTW"(ptr noalias swiftself captures(none) dereferenceable(48) %0, ptr %1, ptr %2) #0 !dbg !895 {
  %4 = alloca %T13HTTPSemantics12PathTemplateV, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr %4), !dbg !897
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %0, i64 48, i1 false), !dbg !897
  %5 = call swiftcc { i64, ptr } @"$s13HTTPSemantics12PathTemplateV11descriptionSSvg"(ptr noalias swiftself captures(none) dereferenceable(48) %4) #19, !dbg !897
  %6 = extractvalue { i64, ptr } %5, 0, !dbg !897
  %7 = extractvalue { i64, ptr } %5, 1, !dbg !897
  call void @llvm.lifetime.end.p0(i64 48, ptr %4), !dbg !897
  %8 = insertvalue { i64, ptr } undef, i64 %6, 0, !dbg !897
  %9 = insertvalue { i64, ptr } %8, ptr %7, 1, !dbg !897
  ret { i64, ptr } %9, !dbg !897
}

; Function Attrs: sanitize_address
define linkonce_odr hidden swiftcc i1 @"$s13HTTPSemantics12PathTemplateVSQAASQ2eeoiySbx_xtFZTW"(ptr noalias captures(none) dereferenceable(48) %0, ptr noalias captures(none) dereferenceable(48) %1, ptr swiftself %2, ptr %3, ptr %4) #0 !dbg !898 {
  %6 = alloca %T13HTTPSemantics12PathTemplateV, align 8
  %7 = alloca %T13HTTPSemantics12PathTemplateV, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr %6), !dbg !903
  call void @llvm.lifetime.start.p0(i64 48, ptr %7), !dbg !903
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %0, i64 48, i1 false), !dbg !903
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %1, i64 48, i1 false), !dbg !903
  %8 = call swiftcc i1 @"$s13HTTPSemantics12PathTemplateV23__derived_struct_equalsySbAC_ACtFZ"(ptr noalias captures(none) dereferenceable(48) %7, ptr noalias captures(none) dereferenceable(48) %6) #19, !dbg !903
  call void @llvm.lifetime.end.p0(i64 48, ptr %7), !dbg !903
  call void @llvm.lifetime.end.p0(i64 48, ptr %6), !dbg !903
  ret i1 %8, !dbg !903
}

; Function Attrs: sanitize_address
define internal swiftcc ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV8segmentsSayAC7SegmentVGvg"(ptr noalias swiftself captures(none) dereferenceable(81) %0) #0 !dbg !904 {
  %2 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 0, !dbg !908
  %3 = getelementptr inbounds nuw %TSa, ptr %2, i32 0, i32 0, !dbg !908
  %4 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %3, i32 0, i32 0, !dbg !908
  %5 = load ptr, ptr %4, align 8, !dbg !908
  %6 = call ptr @swift_retain(ptr returned %5) #8, !dbg !908
  ret ptr %5, !dbg !908
}

; Function Attrs: sanitize_address
define internal swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV8segmentsSayAC7SegmentVGvs"(ptr %0, ptr swiftself captures(none) dereferenceable(81) %1) #0 !dbg !909 {
  %3 = call ptr @swift_retain(ptr returned %0) #8, !dbg !913
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 0, !dbg !913
  %5 = getelementptr inbounds nuw %TSa, ptr %4, i32 0, i32 0, !dbg !913
  %6 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %5, i32 0, i32 0, !dbg !913
  %7 = load ptr, ptr %6, align 8, !dbg !913
  %8 = getelementptr inbounds nuw %TSa, ptr %4, i32 0, i32 0, !dbg !913
  %9 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %8, i32 0, i32 0, !dbg !913
  store ptr %0, ptr %9, align 8, !dbg !913
  call void @swift_release(ptr %7) #4, !dbg !913
  call void @swift_release(ptr %0) #4, !dbg !913
  ret void, !dbg !913
}

; Function Attrs: sanitize_address
define internal swiftcc ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV12placeholdersSayAC11PlaceholderVGvg"(ptr noalias swiftself captures(none) dereferenceable(81) %0) #0 !dbg !914 {
  %2 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 1, !dbg !918
  %3 = getelementptr inbounds nuw %TSa, ptr %2, i32 0, i32 0, !dbg !918
  %4 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %3, i32 0, i32 0, !dbg !918
  %5 = load ptr, ptr %4, align 8, !dbg !918
  %6 = call ptr @swift_retain(ptr returned %5) #8, !dbg !918
  ret ptr %5, !dbg !918
}

; Function Attrs: sanitize_address
define internal swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV12placeholdersSayAC11PlaceholderVGvs"(ptr %0, ptr swiftself captures(none) dereferenceable(81) %1) #0 !dbg !919 {
  %3 = call ptr @swift_retain(ptr returned %0) #8, !dbg !923
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 1, !dbg !923
  %5 = getelementptr inbounds nuw %TSa, ptr %4, i32 0, i32 0, !dbg !923
  %6 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %5, i32 0, i32 0, !dbg !923
  %7 = load ptr, ptr %6, align 8, !dbg !923
  %8 = getelementptr inbounds nuw %TSa, ptr %4, i32 0, i32 0, !dbg !923
  %9 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %8, i32 0, i32 0, !dbg !923
  store ptr %0, ptr %9, align 8, !dbg !923
  call void @swift_release(ptr %7) #4, !dbg !923
  call void @swift_release(ptr %0) #4, !dbg !923
  ret void, !dbg !923
}

; Function Attrs: sanitize_address
define internal swiftcc { i64, i64 } @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV5errorAC11SyntaxErrorVSgvg"(ptr noalias swiftself captures(none) dereferenceable(81) %0) #0 !dbg !924 {
  %2 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 2, !dbg !928
  %3 = getelementptr inbounds nuw { i64, i64 }, ptr %2, i32 0, i32 0, !dbg !928
  %4 = load i64, ptr %3, align 8, !dbg !928
  %5 = getelementptr inbounds nuw { i64, i64 }, ptr %2, i32 0, i32 1, !dbg !928
  %6 = load i64, ptr %5, align 8, !dbg !928
  %7 = insertvalue { i64, i64 } undef, i64 %4, 0, !dbg !928
  %8 = insertvalue { i64, i64 } %7, i64 %6, 1, !dbg !928
  ret { i64, i64 } %8, !dbg !928
}

; Function Attrs: sanitize_address
define internal swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV5errorAC11SyntaxErrorVSgvs"(i64 %0, i64 %1, ptr swiftself captures(none) dereferenceable(81) %2) #0 !dbg !929 {
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %2, i32 0, i32 2, !dbg !933
  %5 = getelementptr inbounds nuw { i64, i64 }, ptr %4, i32 0, i32 0, !dbg !933
  store i64 %0, ptr %5, align 8, !dbg !933
  %6 = getelementptr inbounds nuw { i64, i64 }, ptr %4, i32 0, i32 1, !dbg !933
  store i64 %1, ptr %6, align 8, !dbg !933
  ret void, !dbg !933
}

; Function Attrs: sanitize_address
define internal swiftcc ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV5partsSayAC4PartOGvg"(ptr noalias swiftself captures(none) dereferenceable(81) %0) #0 !dbg !934 {
  %2 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 3, !dbg !938
  %3 = getelementptr inbounds nuw %TSa, ptr %2, i32 0, i32 0, !dbg !938
  %4 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %3, i32 0, i32 0, !dbg !938
  %5 = load ptr, ptr %4, align 8, !dbg !938
  %6 = call ptr @swift_retain(ptr returned %5) #8, !dbg !938
  ret ptr %5, !dbg !938
}

; Function Attrs: sanitize_address
define internal swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV5partsSayAC4PartOGvs"(ptr %0, ptr swiftself captures(none) dereferenceable(81) %1) #0 !dbg !939 {
  %3 = call ptr @swift_retain(ptr returned %0) #8, !dbg !943
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 3, !dbg !943
  %5 = getelementptr inbounds nuw %TSa, ptr %4, i32 0, i32 0, !dbg !943
  %6 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %5, i32 0, i32 0, !dbg !943
  %7 = load ptr, ptr %6, align 8, !dbg !943
  %8 = getelementptr inbounds nuw %TSa, ptr %4, i32 0, i32 0, !dbg !943
  %9 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %8, i32 0, i32 0, !dbg !943
  store ptr %0, ptr %9, align 8, !dbg !943
  call void @swift_release(ptr %7) #4, !dbg !943
  call void @swift_release(ptr %0) #4, !dbg !943
  ret void, !dbg !943
}

; Function Attrs: sanitize_address
define internal swiftcc { i64, ptr } @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7literalSSvg"(ptr noalias swiftself captures(none) dereferenceable(81) %0) #0 !dbg !944 {
  %2 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 4, !dbg !948
  %3 = getelementptr inbounds nuw %TSS, ptr %2, i32 0, i32 0, !dbg !948
  %4 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %3, i32 0, i32 0, !dbg !948
  %5 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %4, i32 0, i32 0, !dbg !948
  %6 = getelementptr inbounds nuw %Ts6UInt64V, ptr %5, i32 0, i32 0, !dbg !948
  %7 = load i64, ptr %6, align 8, !dbg !948
  %8 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %4, i32 0, i32 1, !dbg !948
  %9 = load ptr, ptr %8, align 8, !dbg !948
  %10 = call ptr @swift_bridgeObjectRetain(ptr returned %9) #4, !dbg !948
  %11 = insertvalue { i64, ptr } undef, i64 %7, 0, !dbg !948
  %12 = insertvalue { i64, ptr } %11, ptr %9, 1, !dbg !948
  ret { i64, ptr } %12, !dbg !948
}

; Function Attrs: sanitize_address
define internal swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7literalSSvs"(i64 %0, ptr %1, ptr swiftself captures(none) dereferenceable(81) %2) #0 !dbg !949 {
  %4 = call ptr @swift_bridgeObjectRetain(ptr returned %1) #4, !dbg !953
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %2, i32 0, i32 4, !dbg !953
  %6 = getelementptr inbounds nuw %TSS, ptr %5, i32 0, i32 0, !dbg !953
  %7 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %6, i32 0, i32 0, !dbg !953
  %8 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %7, i32 0, i32 0, !dbg !953
  %9 = getelementptr inbounds nuw %Ts6UInt64V, ptr %8, i32 0, i32 0, !dbg !953
  %10 = load i64, ptr %9, align 8, !dbg !953
  %11 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %7, i32 0, i32 1, !dbg !953
  %12 = load ptr, ptr %11, align 8, !dbg !953
  %13 = getelementptr inbounds nuw %TSS, ptr %5, i32 0, i32 0, !dbg !953
  %14 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %13, i32 0, i32 0, !dbg !953
  %15 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %14, i32 0, i32 0, !dbg !953
  %16 = getelementptr inbounds nuw %Ts6UInt64V, ptr %15, i32 0, i32 0, !dbg !953
  store i64 %0, ptr %16, align 8, !dbg !953
  %17 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %14, i32 0, i32 1, !dbg !953
  store ptr %1, ptr %17, align 8, !dbg !953
  call void @swift_bridgeObjectRelease(ptr %12) #4, !dbg !953
  call void @swift_bridgeObjectRelease(ptr %1) #4, !dbg !953
  ret void, !dbg !953
}

; Function Attrs: sanitize_address
define internal swiftcc { i64, i64, i64 } @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV4openSi6offset_SS4nametSgvg"(ptr noalias swiftself captures(none) dereferenceable(81) %0) #0 !dbg !954 {
  %2 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 5, !dbg !959
  %3 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %2, i32 0, i32 0, !dbg !959
  %4 = load i64, ptr %3, align 8, !dbg !959
  %5 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %2, i32 0, i32 1, !dbg !959
  %6 = load i64, ptr %5, align 8, !dbg !959
  %7 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %2, i32 0, i32 2, !dbg !959
  %8 = load i64, ptr %7, align 8, !dbg !959
  %9 = inttoptr i64 %8 to ptr, !dbg !959
  %10 = call ptr @swift_bridgeObjectRetain(ptr returned %9) #4, !dbg !959
  %11 = ptrtoint ptr %9 to i64, !dbg !959
  %12 = insertvalue { i64, i64, i64 } undef, i64 %4, 0, !dbg !959
  %13 = insertvalue { i64, i64, i64 } %12, i64 %6, 1, !dbg !959
  %14 = insertvalue { i64, i64, i64 } %13, i64 %8, 2, !dbg !959
  ret { i64, i64, i64 } %14, !dbg !959
}

; Function Attrs: sanitize_address
define internal swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV4openSi6offset_SS4nametSgvs"(i64 %0, i64 %1, i64 %2, ptr swiftself captures(none) dereferenceable(81) %3) #0 !dbg !960 {
  %5 = inttoptr i64 %2 to ptr, !dbg !964
  %6 = call ptr @swift_bridgeObjectRetain(ptr returned %5) #4, !dbg !964
  %7 = ptrtoint ptr %5 to i64, !dbg !964
  %8 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %3, i32 0, i32 5, !dbg !964
  %9 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %8, i32 0, i32 0, !dbg !964
  %10 = load i64, ptr %9, align 8, !dbg !964
  %11 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %8, i32 0, i32 1, !dbg !964
  %12 = load i64, ptr %11, align 8, !dbg !964
  %13 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %8, i32 0, i32 2, !dbg !964
  %14 = load i64, ptr %13, align 8, !dbg !964
  %15 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %8, i32 0, i32 0, !dbg !964
  store i64 %0, ptr %15, align 8, !dbg !964
  %16 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %8, i32 0, i32 1, !dbg !964
  store i64 %1, ptr %16, align 8, !dbg !964
  %17 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %8, i32 0, i32 2, !dbg !964
  store i64 %2, ptr %17, align 8, !dbg !964
  %18 = inttoptr i64 %14 to ptr, !dbg !964
  call void @swift_bridgeObjectRelease(ptr %18) #4, !dbg !964
  %19 = inttoptr i64 %2 to ptr, !dbg !964
  call void @swift_bridgeObjectRelease(ptr %19) #4, !dbg !964
  ret void, !dbg !964
}

; Function Attrs: sanitize_address
define internal swiftcc i1 @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7isFirstSbvg"(ptr noalias swiftself captures(none) dereferenceable(81) %0) #0 !dbg !965 {
  %2 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 6, !dbg !969
  %3 = getelementptr inbounds nuw %TSb, ptr %2, i32 0, i32 0, !dbg !969
  %4 = load i1, ptr %3, align 8, !dbg !969
  ret i1 %4, !dbg !969
}

; Function Attrs: sanitize_address
define internal swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7isFirstSbvs"(i1 %0, ptr swiftself captures(none) dereferenceable(81) %1) #0 !dbg !970 {
  %3 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 6, !dbg !974
  %4 = getelementptr inbounds nuw %TSb, ptr %3, i32 0, i32 0, !dbg !974
  %5 = zext i1 %0 to i8, !dbg !974
  store i8 %5, ptr %4, align 8, !dbg !974
  ret void, !dbg !974
}

; Function Attrs: sanitize_address
define internal swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7consume_2atys7UnicodeO6ScalarV_SitF6$deferL_yyF"(ptr captures(none) dereferenceable(81) %0) #0 !dbg !975 {
  %2 = alloca ptr, align 8
    #dbg_declare(ptr %2, !977, !DIExpression(DW_OP_deref), !978)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 8, i1 false)
  store ptr %0, ptr %2, align 8, !dbg !979
  %3 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 6, !dbg !985
  %4 = getelementptr inbounds nuw %TSb, ptr %3, i32 0, i32 0, !dbg !985
  store i8 0, ptr %4, align 8, !dbg !985
  ret void, !dbg !986
}

; Function Attrs: sanitize_address
define internal swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV4fail_2atyAC11SyntaxErrorV4KindO_SitF"(i8 %0, i64 %1, ptr swiftself captures(none) dereferenceable(81) %2) #0 !dbg !987 {
  %4 = alloca i8, align 8
    #dbg_declare(ptr %4, !992, !DIExpression(), !995)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 1, i1 false)
  %5 = alloca i64, align 8
    #dbg_declare(ptr %5, !993, !DIExpression(), !996)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 8, i1 false)
  %6 = alloca ptr, align 8
    #dbg_declare(ptr %6, !994, !DIExpression(DW_OP_deref), !997)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 8, i1 false)
  %7 = alloca <{ %T13HTTPSemantics12PathTemplateV11SyntaxErrorVSg, %T13HTTPSemantics12PathTemplateV11SyntaxErrorVSg }>, align 8
  %8 = alloca %T13HTTPSemantics12PathTemplateV11SyntaxErrorVSg, align 8
  store i8 %0, ptr %4, align 8, !dbg !998
  store i64 %1, ptr %5, align 8, !dbg !998
  store ptr %2, ptr %6, align 8, !dbg !998
  %9 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %2, i32 0, i32 2, !dbg !999
  %10 = getelementptr inbounds nuw { i64, i64 }, ptr %9, i32 0, i32 0, !dbg !999
  %11 = load i64, ptr %10, align 8, !dbg !999
  %12 = getelementptr inbounds nuw { i64, i64 }, ptr %9, i32 0, i32 1, !dbg !999
  %13 = load i64, ptr %12, align 8, !dbg !999
  call void @llvm.lifetime.start.p0(i64 32, ptr %7), !dbg !1001
  %14 = getelementptr inbounds nuw <{ %T13HTTPSemantics12PathTemplateV11SyntaxErrorVSg, %T13HTTPSemantics12PathTemplateV11SyntaxErrorVSg }>, ptr %7, i32 0, i32 0, !dbg !1003
  %15 = getelementptr inbounds nuw <{ %T13HTTPSemantics12PathTemplateV11SyntaxErrorVSg, %T13HTTPSemantics12PathTemplateV11SyntaxErrorVSg }>, ptr %7, i32 0, i32 1, !dbg !1003
  %16 = getelementptr inbounds nuw { i64, i64 }, ptr %14, i32 0, i32 0, !dbg !1003
  store i64 %11, ptr %16, align 8, !dbg !1003
  %17 = getelementptr inbounds nuw { i64, i64 }, ptr %14, i32 0, i32 1, !dbg !1003
  store i64 %13, ptr %17, align 8, !dbg !1003
  %18 = getelementptr inbounds nuw { i64, i64 }, ptr %15, i32 0, i32 0, !dbg !1003
  store i64 4, ptr %18, align 8, !dbg !1003
  %19 = getelementptr inbounds nuw { i64, i64 }, ptr %15, i32 0, i32 1, !dbg !1003
  store i64 0, ptr %19, align 8, !dbg !1003
  %20 = getelementptr inbounds nuw { i64, i64 }, ptr %14, i32 0, i32 0, !dbg !1003
  %21 = load i64, ptr %20, align 8, !dbg !1003
  %22 = getelementptr inbounds nuw { i64, i64 }, ptr %14, i32 0, i32 1, !dbg !1003
  %23 = load i64, ptr %22, align 8, !dbg !1003
  %24 = and i64 %21, 255, !dbg !1003
  %25 = icmp eq i64 %24, 4, !dbg !1003
  br i1 %25, label %35, label %26, !dbg !1003

26:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 16, ptr %8), !dbg !1001
  %27 = getelementptr inbounds nuw { i64, i64 }, ptr %8, i32 0, i32 0, !dbg !1003
  store i64 %11, ptr %27, align 8, !dbg !1003
  %28 = getelementptr inbounds nuw { i64, i64 }, ptr %8, i32 0, i32 1, !dbg !1003
  store i64 %13, ptr %28, align 8, !dbg !1003
  %29 = getelementptr inbounds nuw { i64, i64 }, ptr %15, i32 0, i32 0, !dbg !1003
  %30 = load i64, ptr %29, align 8, !dbg !1003
  %31 = getelementptr inbounds nuw { i64, i64 }, ptr %15, i32 0, i32 1, !dbg !1003
  %32 = load i64, ptr %31, align 8, !dbg !1003
  %33 = and i64 %30, 255, !dbg !1003
  %34 = icmp eq i64 %33, 4, !dbg !1003
  br i1 %34, label %56, label %42, !dbg !1003

35:                                               ; preds = %3
  %36 = getelementptr inbounds nuw { i64, i64 }, ptr %15, i32 0, i32 0, !dbg !1003
  %37 = load i64, ptr %36, align 8, !dbg !1003
  %38 = getelementptr inbounds nuw { i64, i64 }, ptr %15, i32 0, i32 1, !dbg !1003
  %39 = load i64, ptr %38, align 8, !dbg !1003
  %40 = and i64 %37, 255, !dbg !1003
  %41 = icmp eq i64 %40, 4, !dbg !1003
  br i1 %41, label %60, label %61, !dbg !1003

42:                                               ; preds = %26
  %43 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %15, i32 0, i32 0, !dbg !1003
  %44 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %43, i32 0, i32 0, !dbg !1003
  %45 = load i8, ptr %44, align 8, !dbg !1003
  %46 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %15, i32 0, i32 2, !dbg !1003
  %47 = getelementptr inbounds nuw %TSi, ptr %46, i32 0, i32 0, !dbg !1003
  %48 = load i64, ptr %47, align 8, !dbg !1003
  %49 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %8, i32 0, i32 0, !dbg !1003
  %50 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %49, i32 0, i32 0, !dbg !1003
  %51 = load i8, ptr %50, align 8, !dbg !1003
  %52 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %8, i32 0, i32 2, !dbg !1003
  %53 = getelementptr inbounds nuw %TSi, ptr %52, i32 0, i32 0, !dbg !1003
  %54 = load i64, ptr %53, align 8, !dbg !1003
  %55 = call swiftcc i1 @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV23__derived_struct_equalsySbAE_AEtFZ"(i8 %51, i64 %54, i8 %45, i64 %48), !dbg !1003
  call void @llvm.lifetime.end.p0(i64 16, ptr %8), !dbg !1003
  br label %57, !dbg !1003

56:                                               ; preds = %26
  call void @llvm.lifetime.end.p0(i64 16, ptr %8), !dbg !1003
  br label %59, !dbg !1003

57:                                               ; preds = %42, %60, %59
  %58 = phi i1 [ false, %59 ], [ true, %60 ], [ %55, %42 ], !dbg !1003
  call void @llvm.lifetime.end.p0(i64 32, ptr %7), !dbg !1003
  br i1 %58, label %62, label %70, !dbg !1003

59:                                               ; preds = %56, %61
  br label %57, !dbg !1003

60:                                               ; preds = %35
  br label %57, !dbg !1003

61:                                               ; preds = %35
  br label %59, !dbg !1003

62:                                               ; preds = %57
  %63 = call swiftcc { i8, i64 } @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4kind6offsetA2E4KindO_SitcfC"(i8 %0, i64 %1), !dbg !1004
  %64 = extractvalue { i8, i64 } %63, 0, !dbg !1004
  %65 = extractvalue { i8, i64 } %63, 1, !dbg !1004
  %66 = zext i8 %64 to i64, !dbg !1006
  %67 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %2, i32 0, i32 2, !dbg !1007
  %68 = getelementptr inbounds nuw { i64, i64 }, ptr %67, i32 0, i32 0, !dbg !1007
  store i64 %66, ptr %68, align 8, !dbg !1007
  %69 = getelementptr inbounds nuw { i64, i64 }, ptr %67, i32 0, i32 1, !dbg !1007
  store i64 %65, ptr %69, align 8, !dbg !1007
  br label %71, !dbg !1008

70:                                               ; preds = %57
  br label %71, !dbg !1009

71:                                               ; preds = %62, %70
  ret void, !dbg !1010
}

; Function Attrs: sanitize_address
define internal swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV12flushLiteralyyF"(ptr swiftself captures(none) dereferenceable(81) %0) #0 !dbg !1011 {
  %2 = alloca ptr, align 8
    #dbg_declare(ptr %2, !1014, !DIExpression(DW_OP_deref), !1015)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 8, i1 false)
  %3 = alloca %T13HTTPSemantics12PathTemplateV4PartO, align 8
  store ptr %0, ptr %2, align 8, !dbg !1016
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 4, !dbg !1017
  %5 = getelementptr inbounds nuw %TSS, ptr %4, i32 0, i32 0, !dbg !1017
  %6 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %5, i32 0, i32 0, !dbg !1017
  %7 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %6, i32 0, i32 0, !dbg !1017
  %8 = getelementptr inbounds nuw %Ts6UInt64V, ptr %7, i32 0, i32 0, !dbg !1017
  %9 = load i64, ptr %8, align 8, !dbg !1017
  %10 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %6, i32 0, i32 1, !dbg !1017
  %11 = load ptr, ptr %10, align 8, !dbg !1017
  %12 = call ptr @swift_bridgeObjectRetain(ptr returned %11) #4, !dbg !1017
  %13 = call swiftcc i1 @"$sSS7isEmptySbvg"(i64 %9, ptr %11), !dbg !1019
  call void @swift_bridgeObjectRelease(ptr %11) #4, !dbg !1020
  %14 = xor i1 %13, true, !dbg !1022
  br i1 %14, label %15, label %47, !dbg !1022

15:                                               ; preds = %1
  %16 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 4, !dbg !1023
  %17 = getelementptr inbounds nuw %TSS, ptr %16, i32 0, i32 0, !dbg !1023
  %18 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %17, i32 0, i32 0, !dbg !1023
  %19 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %18, i32 0, i32 0, !dbg !1023
  %20 = getelementptr inbounds nuw %Ts6UInt64V, ptr %19, i32 0, i32 0, !dbg !1023
  %21 = load i64, ptr %20, align 8, !dbg !1023
  %22 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %18, i32 0, i32 1, !dbg !1023
  %23 = load ptr, ptr %22, align 8, !dbg !1023
  %24 = call ptr @swift_bridgeObjectRetain(ptr returned %23) #4, !dbg !1023
  %25 = ptrtoint ptr %23 to i64, !dbg !1024
  call void @llvm.lifetime.start.p0(i64 17, ptr %3), !dbg !1025
  %26 = getelementptr inbounds nuw { i64, i64 }, ptr %3, i32 0, i32 0, !dbg !1024
  store i64 %21, ptr %26, align 8, !dbg !1024
  %27 = getelementptr inbounds nuw { i64, i64 }, ptr %3, i32 0, i32 1, !dbg !1024
  store i64 %25, ptr %27, align 8, !dbg !1024
  %28 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %3, i32 0, i32 1, !dbg !1024
  store i8 0, ptr %28, align 8, !dbg !1024
  %29 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 3, !dbg !1027
  %30 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSay13HTTPSemantics12PathTemplateV4PartOGMD") #7, !dbg !1028
  call swiftcc void @"$sSa6appendyyxnF"(ptr noalias %3, ptr %30, ptr swiftself captures(none) dereferenceable(8) %29), !dbg !1028
  call void @llvm.lifetime.end.p0(i64 17, ptr %3), !dbg !1020
  %31 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @.str.0., i64 0, i1 true), !dbg !1029
  %32 = extractvalue { i64, ptr } %31, 0, !dbg !1029
  %33 = extractvalue { i64, ptr } %31, 1, !dbg !1029
  %34 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 4, !dbg !1030
  %35 = getelementptr inbounds nuw %TSS, ptr %34, i32 0, i32 0, !dbg !1030
  %36 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %35, i32 0, i32 0, !dbg !1030
  %37 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %36, i32 0, i32 0, !dbg !1030
  %38 = getelementptr inbounds nuw %Ts6UInt64V, ptr %37, i32 0, i32 0, !dbg !1030
  %39 = load i64, ptr %38, align 8, !dbg !1030
  %40 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %36, i32 0, i32 1, !dbg !1030
  %41 = load ptr, ptr %40, align 8, !dbg !1030
  %42 = getelementptr inbounds nuw %TSS, ptr %34, i32 0, i32 0, !dbg !1030
  %43 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %42, i32 0, i32 0, !dbg !1030
  %44 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %43, i32 0, i32 0, !dbg !1030
  %45 = getelementptr inbounds nuw %Ts6UInt64V, ptr %44, i32 0, i32 0, !dbg !1030
  store i64 %32, ptr %45, align 8, !dbg !1030
  %46 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %43, i32 0, i32 1, !dbg !1030
  store ptr %33, ptr %46, align 8, !dbg !1030
  call void @swift_bridgeObjectRelease(ptr %41) #4, !dbg !1030
  br label %48, !dbg !1031

47:                                               ; preds = %1
  br label %48, !dbg !1032

48:                                               ; preds = %15, %47
  ret void, !dbg !1031
}

; Function Attrs: sanitize_address
define internal swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7abandonyySi6offset_SS4namet_tF"(i64 %0, i64 %1, ptr %2, ptr swiftself captures(none) dereferenceable(81) %3) #0 !dbg !1034 {
  %5 = alloca <{ %TSi, %TSS }>, align 8
    #dbg_declare(ptr %5, !1039, !DIExpression(), !1045)
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 24, i1 false)
  %6 = alloca ptr, align 8
    #dbg_declare(ptr %6, !1040, !DIExpression(DW_OP_deref), !1046)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 8, i1 false)
  %7 = alloca %Ts18EnumeratedSequenceV8IteratorVySS17UnicodeScalarViewV_G, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 40, i1 false)
  %8 = alloca %Ts18EnumeratedSequenceVySS17UnicodeScalarViewVG, align 8
  %9 = alloca %TSS17UnicodeScalarViewV, align 8
  %10 = alloca %TSi6offset_s7UnicodeO6ScalarV7elementtSg, align 8
  %11 = alloca i64, align 8
    #dbg_declare(ptr %11, !1041, !DIExpression(), !1047)
  call void @llvm.memset.p0.i64(ptr align 8 %11, i8 0, i64 8, i1 false)
  %12 = alloca i32, align 8
    #dbg_declare(ptr %12, !1044, !DIExpression(), !1048)
  call void @llvm.memset.p0.i64(ptr align 8 %12, i8 0, i64 4, i1 false)
  %13 = call ptr @swift_bridgeObjectRetain(ptr returned %2) #4, !dbg !1049
  call void @llvm.lifetime.start.p0(i64 24, ptr %5), !dbg !1049
  %14 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %5, i32 0, i32 0, !dbg !1051
  %15 = getelementptr inbounds nuw %TSi, ptr %14, i32 0, i32 0, !dbg !1051
  store i64 %0, ptr %15, align 8, !dbg !1051
  %16 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %5, i32 0, i32 1, !dbg !1051
  %17 = getelementptr inbounds nuw %TSS, ptr %16, i32 0, i32 0, !dbg !1051
  %18 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %17, i32 0, i32 0, !dbg !1051
  %19 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %18, i32 0, i32 0, !dbg !1051
  %20 = getelementptr inbounds nuw %Ts6UInt64V, ptr %19, i32 0, i32 0, !dbg !1051
  store i64 %1, ptr %20, align 8, !dbg !1051
  %21 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %18, i32 0, i32 1, !dbg !1051
  store ptr %2, ptr %21, align 8, !dbg !1051
  store ptr %3, ptr %6, align 8, !dbg !1051
  %22 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %3, i32 0, i32 5, !dbg !1052
  %23 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %22, i32 0, i32 0, !dbg !1052
  %24 = load i64, ptr %23, align 8, !dbg !1052
  %25 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %22, i32 0, i32 1, !dbg !1052
  %26 = load i64, ptr %25, align 8, !dbg !1052
  %27 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %22, i32 0, i32 2, !dbg !1052
  %28 = load i64, ptr %27, align 8, !dbg !1052
  %29 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %22, i32 0, i32 0, !dbg !1052
  store i64 0, ptr %29, align 8, !dbg !1052
  %30 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %22, i32 0, i32 1, !dbg !1052
  store i64 0, ptr %30, align 8, !dbg !1052
  %31 = getelementptr inbounds nuw { i64, i64, i64 }, ptr %22, i32 0, i32 2, !dbg !1052
  store i64 0, ptr %31, align 8, !dbg !1052
  %32 = inttoptr i64 %28 to ptr, !dbg !1052
  call void @swift_bridgeObjectRelease(ptr %32) #4, !dbg !1052
  %33 = call swiftcc { i64, ptr } @"$sSS21_builtinStringLiteral17utf8CodeUnitCount7isASCIISSBp_BwBi1_tcfC"(ptr @".str.1.{", i64 1, i1 true), !dbg !1053
  %34 = extractvalue { i64, ptr } %33, 0, !dbg !1053
  %35 = extractvalue { i64, ptr } %33, 1, !dbg !1053
  %36 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %3, i32 0, i32 4, !dbg !1051
  call swiftcc void @"$sSS2peoiyySSz_SStFZ"(ptr captures(none) dereferenceable(16) %36, i64 %34, ptr %35), !dbg !1054
  call void @swift_bridgeObjectRelease(ptr %35) #4, !dbg !1055
  call void @llvm.lifetime.start.p0(i64 40, ptr %7), !dbg !1057
  call void @llvm.lifetime.start.p0(i64 16, ptr %8), !dbg !1057
  %37 = call swiftcc { i64, ptr } @"$sSS14unicodeScalarsSS17UnicodeScalarViewVvg"(i64 %1, ptr %2), !dbg !1059
  %38 = extractvalue { i64, ptr } %37, 0, !dbg !1059
  %39 = extractvalue { i64, ptr } %37, 1, !dbg !1059
  call void @swift_bridgeObjectRelease(ptr %2) #4, !dbg !1060
  call void @llvm.lifetime.start.p0(i64 16, ptr %9), !dbg !1057
  %40 = getelementptr inbounds nuw %TSS17UnicodeScalarViewV, ptr %9, i32 0, i32 0, !dbg !1059
  %41 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %40, i32 0, i32 0, !dbg !1059
  %42 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %41, i32 0, i32 0, !dbg !1059
  %43 = getelementptr inbounds nuw %Ts6UInt64V, ptr %42, i32 0, i32 0, !dbg !1059
  store i64 %38, ptr %43, align 8, !dbg !1059
  %44 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %41, i32 0, i32 1, !dbg !1059
  store ptr %39, ptr %44, align 8, !dbg !1059
  call swiftcc void @"$sSTsE10enumerateds18EnumeratedSequenceVyxGyF"(ptr noalias sret(%swift.opaque) %8, ptr @"$sSS17UnicodeScalarViewVN", ptr @"$sSS17UnicodeScalarViewVSTsWP", ptr noalias swiftself %9), !dbg !1062
  %45 = call ptr @"$sSS17UnicodeScalarViewVWOh"(ptr %9), !dbg !1060
  call void @llvm.lifetime.end.p0(i64 16, ptr %9), !dbg !1060
  call void asm sideeffect "nop", ""(), !dbg !1062
  %46 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$ss18EnumeratedSequenceVySS17UnicodeScalarViewVGMD") #7, !dbg !1063
  call swiftcc void @"$ss18EnumeratedSequenceV12makeIteratorAB0D0Vyx_GyF"(ptr noalias sret(%swift.opaque) %7, ptr %46, ptr noalias swiftself %8), !dbg !1063
  call void @llvm.lifetime.end.p0(i64 16, ptr %8), !dbg !1064
  br label %47, !dbg !1064

47:                                               ; preds = %69, %4
  call void @llvm.lifetime.start.p0(i64 13, ptr %10), !dbg !1057
  %48 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$ss18EnumeratedSequenceV8IteratorVySS17UnicodeScalarViewV_GMD") #7, !dbg !1063
  call swiftcc void @"$ss18EnumeratedSequenceV8IteratorV4nextSi6offset_7ElementQz7elementtSgyF"(ptr noalias sret(%swift.opaque) %10, ptr %48, ptr swiftself %7), !dbg !1063
  %49 = getelementptr inbounds nuw { i64, i32 }, ptr %10, i32 0, i32 0, !dbg !1063
  %50 = load i64, ptr %49, align 8, !dbg !1063
  %51 = getelementptr inbounds nuw { i64, i32 }, ptr %10, i32 0, i32 1, !dbg !1063
  %52 = load i32, ptr %51, align 8, !dbg !1063
  %53 = getelementptr inbounds nuw %TSi6offset_s7UnicodeO6ScalarV7elementtSg, ptr %10, i32 0, i32 1, !dbg !1063
  %54 = load i8, ptr %53, align 4, !dbg !1063
  call void @llvm.lifetime.end.p0(i64 13, ptr %10), !dbg !1064
  %55 = icmp eq i8 %54, 1, !dbg !1064
  br i1 %55, label %70, label %56, !dbg !1064

56:                                               ; preds = %47
  br label %57, !dbg !1064

57:                                               ; preds = %56
  %58 = phi i64 [ %50, %56 ], !dbg !1063
  %59 = phi i32 [ %52, %56 ], !dbg !1063
  store i64 %58, ptr %11, align 8, !dbg !1065
  store i32 %59, ptr %12, align 8, !dbg !1065
  %60 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %0, i64 1), !dbg !1066
  %61 = extractvalue { i64, i1 } %60, 0, !dbg !1066
  %62 = extractvalue { i64, i1 } %60, 1, !dbg !1066
  %63 = call i1 @llvm.expect.i1(i1 %62, i1 false), !dbg !1066
  br i1 %63, label %72, label %64, !dbg !1066

64:                                               ; preds = %57
  %65 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %61, i64 %58), !dbg !1067
  %66 = extractvalue { i64, i1 } %65, 0, !dbg !1067
  %67 = extractvalue { i64, i1 } %65, 1, !dbg !1067
  %68 = call i1 @llvm.expect.i1(i1 %67, i1 false), !dbg !1067
  br i1 %68, label %73, label %69, !dbg !1067

69:                                               ; preds = %64
  call swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7consume_2atys7UnicodeO6ScalarV_SitF"(i32 %59, i64 %66, ptr swiftself captures(none) dereferenceable(81) %3), !dbg !1068
  br label %47, !dbg !1069

70:                                               ; preds = %47
  %71 = call ptr @"$ss18EnumeratedSequenceV8IteratorVySS17UnicodeScalarViewV_GWOh"(ptr %7), !dbg !1070
  call void @llvm.lifetime.end.p0(i64 40, ptr %7), !dbg !1070
  ret void, !dbg !1070

72:                                               ; preds = %57
  call void @llvm.trap(), !dbg !1071
  unreachable, !dbg !1071

73:                                               ; preds = %64
  call void @llvm.trap(), !dbg !1073
  unreachable, !dbg !1073
}

; Function Attrs: sanitize_address
define internal swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV10endSegmentyyF"(ptr swiftself captures(none) dereferenceable(81) %0) #0 !dbg !1074 {
  %2 = alloca ptr, align 8
    #dbg_declare(ptr %2, !1077, !DIExpression(DW_OP_deref), !1078)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 8, i1 false)
  %3 = alloca %T13HTTPSemantics12PathTemplateV7SegmentV, align 8
  store ptr %0, ptr %2, align 8, !dbg !1079
  call swiftcc void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV12flushLiteralyyF"(ptr swiftself captures(none) dereferenceable(81) %0), !dbg !1080
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 3, !dbg !1081
  %5 = getelementptr inbounds nuw %TSa, ptr %4, i32 0, i32 0, !dbg !1081
  %6 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %5, i32 0, i32 0, !dbg !1081
  %7 = load ptr, ptr %6, align 8, !dbg !1081
  %8 = call ptr @swift_retain(ptr returned %7) #8, !dbg !1081
  %9 = call swiftcc ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVyAESayAC4PartOGcfC"(ptr %7), !dbg !1082
  call void @llvm.lifetime.start.p0(i64 8, ptr %3), !dbg !1083
  %10 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV7SegmentV, ptr %3, i32 0, i32 0, !dbg !1082
  %11 = getelementptr inbounds nuw %TSa, ptr %10, i32 0, i32 0, !dbg !1082
  %12 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %11, i32 0, i32 0, !dbg !1082
  store ptr %9, ptr %12, align 8, !dbg !1082
  %13 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 0, !dbg !1079
  %14 = call ptr @__swift_instantiateConcreteTypeFromMangledName(ptr @"$sSay13HTTPSemantics12PathTemplateV7SegmentVGMD") #7, !dbg !1085
  call swiftcc void @"$sSa6appendyyxnF"(ptr noalias %3, ptr %14, ptr swiftself captures(none) dereferenceable(8) %13), !dbg !1085
  call void @llvm.lifetime.end.p0(i64 8, ptr %3), !dbg !1086
  %15 = call swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64 0, ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics12PathTemplateV4PartOMf", i32 0, i32 2)), !dbg !1088
  %16 = extractvalue { ptr, ptr } %15, 0, !dbg !1088
  %17 = extractvalue { ptr, ptr } %15, 1, !dbg !1088
  %18 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 3, !dbg !1089
  %19 = getelementptr inbounds nuw %TSa, ptr %18, i32 0, i32 0, !dbg !1089
  %20 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %19, i32 0, i32 0, !dbg !1089
  %21 = load ptr, ptr %20, align 8, !dbg !1089
  %22 = getelementptr inbounds nuw %TSa, ptr %18, i32 0, i32 0, !dbg !1089
  %23 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %22, i32 0, i32 0, !dbg !1089
  store ptr %16, ptr %23, align 8, !dbg !1089
  call void @swift_release(ptr %21) #4, !dbg !1089
  ret void, !dbg !1090
}

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$sSi6offset_SS4nametWOh"(ptr %0) #3 !dbg !1091 {
  %2 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %0, i32 0, i32 1, !dbg !1092
  %3 = getelementptr inbounds nuw %TSS, ptr %2, i32 0, i32 0, !dbg !1092
  %4 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %3, i32 0, i32 0, !dbg !1092
  %5 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %4, i32 0, i32 1, !dbg !1092
  %6 = load ptr, ptr %5, align 8, !dbg !1092
  call void @swift_bridgeObjectRelease(ptr %6) #4, !dbg !1092
  ret ptr %0, !dbg !1092
}

declare swiftcc i1 @"$sSS7isEmptySbvg"(i64, ptr) #5

declare swiftcc void @"$sSa6appendyyxnF"(ptr noalias, ptr, ptr swiftself captures(none) dereferenceable(8)) #5

declare swiftcc void @"$sSS2peoiyySSz_SStFZ"(ptr captures(none) dereferenceable(16), i64, ptr) #5

declare swiftcc { ptr, ptr } @"$ss27_allocateUninitializedArrayySayxG_BptBwlF"(i64, ptr) #5

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGWOc"(ptr %0, ptr %1) #3 !dbg !1093 {
  %3 = getelementptr inbounds nuw %TSa, ptr %1, i32 0, i32 0, !dbg !1094
  %4 = getelementptr inbounds nuw %TSa, ptr %0, i32 0, i32 0, !dbg !1094
  %5 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %3, i32 0, i32 0, !dbg !1094
  %6 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %4, i32 0, i32 0, !dbg !1094
  %7 = load ptr, ptr %6, align 8, !dbg !1094
  %8 = call ptr @swift_retain(ptr returned %7) #8, !dbg !1094
  store ptr %7, ptr %5, align 8, !dbg !1094
  ret ptr %1, !dbg !1094
}

declare swiftcc void @"$sSlss16IndexingIteratorVyxG0B0RtzrlE04makeB0ACyF"(ptr noalias sret(%swift.opaque), ptr, ptr, ptr noalias swiftself) #5

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGSayxGSlsWl"() #6 !dbg !1095 {
  %1 = load ptr, ptr @"$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGSayxGSlsWL", align 8, !dbg !1096
  %2 = icmp eq ptr %1, null, !dbg !1096
  br i1 %2, label %3, label %6, !dbg !1096

3:                                                ; preds = %0
  %4 = call ptr @__swift_instantiateConcreteTypeFromMangledNameAbstract(ptr @"$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGMD") #7, !dbg !1096
  %5 = call ptr @swift_getWitnessTable(ptr @"$sSayxGSlsMc", ptr %4, ptr undef) #7, !dbg !1096
  store atomic ptr %5, ptr @"$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGSayxGSlsWL" release, align 8, !dbg !1096
  br label %6, !dbg !1096

6:                                                ; preds = %3, %0
  %7 = phi ptr [ %1, %0 ], [ %5, %3 ], !dbg !1096
  ret ptr %7, !dbg !1096
}

declare swiftcc void @"$ss16IndexingIteratorV4next7ElementQzSgyF"(ptr noalias sret(%swift.opaque), ptr, ptr swiftself) #5

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$ss16IndexingIteratorVySay13HTTPSemantics12PathTemplateV11PlaceholderVGGWOh"(ptr %0) #3 !dbg !1097 {
  %2 = getelementptr inbounds nuw %Ts16IndexingIteratorVySay13HTTPSemantics12PathTemplateV11PlaceholderVGG, ptr %0, i32 0, i32 0, !dbg !1098
  %3 = getelementptr inbounds nuw %TSa, ptr %2, i32 0, i32 0, !dbg !1098
  %4 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %3, i32 0, i32 0, !dbg !1098
  %5 = load ptr, ptr %4, align 8, !dbg !1098
  call void @swift_release(ptr %5) #4, !dbg !1098
  ret ptr %0, !dbg !1098
}

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$sSaySSGWOh"(ptr %0) #3 !dbg !1099 {
  %2 = getelementptr inbounds nuw %TSa, ptr %0, i32 0, i32 0, !dbg !1100
  %3 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %2, i32 0, i32 0, !dbg !1100
  %4 = load ptr, ptr %3, align 8, !dbg !1100
  call void @swift_release(ptr %4) #4, !dbg !1100
  ret ptr %0, !dbg !1100
}

declare swiftcc i1 @"$sSTsSQ7ElementRpzrlE8containsySbABF"(ptr noalias, ptr, ptr, ptr, ptr noalias swiftself) #5

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$sSaySSGSayxGSTsWl"() #6 !dbg !1101 {
  %1 = load ptr, ptr @"$sSaySSGSayxGSTsWL", align 8, !dbg !1102
  %2 = icmp eq ptr %1, null, !dbg !1102
  br i1 %2, label %3, label %6, !dbg !1102

3:                                                ; preds = %0
  %4 = call ptr @__swift_instantiateConcreteTypeFromMangledNameAbstract(ptr @"$sSaySSGMD") #7, !dbg !1102
  %5 = call ptr @swift_getWitnessTable(ptr @"$sSayxGSTsMc", ptr %4, ptr undef) #7, !dbg !1102
  store atomic ptr %5, ptr @"$sSaySSGSayxGSTsWL" release, align 8, !dbg !1102
  br label %6, !dbg !1102

6:                                                ; preds = %3, %0
  %7 = phi ptr [ %1, %0 ], [ %5, %3 ], !dbg !1102
  ret ptr %7, !dbg !1102
}

declare swiftcc void @"$sSa6appendyyxnFSS_Tg5"(i64, ptr, ptr swiftself captures(none) dereferenceable(8)) #5

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVAESQAAWl"() #6 !dbg !1103 {
  %1 = load ptr, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVAESQAAWL", align 8, !dbg !1104
  %2 = icmp eq ptr %1, null, !dbg !1104
  br i1 %2, label %3, label %5, !dbg !1104

3:                                                ; preds = %0
  %4 = call ptr @swift_getWitnessTable(ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSQAAMc", ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, [4 x i8] }>, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMf", i32 0, i32 2), ptr undef) #7, !dbg !1104
  store atomic ptr %4, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVAESQAAWL" release, align 8, !dbg !1104
  br label %5, !dbg !1104

5:                                                ; preds = %3, %0
  %6 = phi ptr [ %1, %0 ], [ %4, %3 ], !dbg !1104
  ret ptr %6, !dbg !1104
}

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVAESQAAWl"() #6 !dbg !1105 {
  %1 = load ptr, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVAESQAAWL", align 8, !dbg !1106
  %2 = icmp eq ptr %1, null, !dbg !1106
  br i1 %2, label %3, label %5, !dbg !1106

3:                                                ; preds = %0
  %4 = call ptr @swift_getWitnessTable(ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSQAAMc", ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMf", i32 0, i32 2), ptr undef) #7, !dbg !1106
  store atomic ptr %4, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVAESQAAWL" release, align 8, !dbg !1106
  br label %5, !dbg !1106

5:                                                ; preds = %3, %0
  %6 = phi ptr [ %1, %0 ], [ %4, %3 ], !dbg !1106
  ret ptr %6, !dbg !1106
}

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$sSSWOc"(ptr %0, ptr %1) #3 !dbg !1107 {
  %3 = getelementptr inbounds nuw %TSS, ptr %1, i32 0, i32 0, !dbg !1108
  %4 = getelementptr inbounds nuw %TSS, ptr %0, i32 0, i32 0, !dbg !1108
  %5 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %3, i32 0, i32 0, !dbg !1108
  %6 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %4, i32 0, i32 0, !dbg !1108
  %7 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %5, i32 0, i32 0, !dbg !1108
  %8 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %6, i32 0, i32 0, !dbg !1108
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %8, i64 8, i1 false), !dbg !1108
  %9 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %5, i32 0, i32 1, !dbg !1108
  %10 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %6, i32 0, i32 1, !dbg !1108
  %11 = load ptr, ptr %10, align 8, !dbg !1108
  %12 = call ptr @swift_bridgeObjectRetain(ptr returned %11) #4, !dbg !1108
  store ptr %11, ptr %9, align 8, !dbg !1108
  ret ptr %1, !dbg !1108
}

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$sSay13HTTPSemantics12PathTemplateV7SegmentVGWOc"(ptr %0, ptr %1) #3 !dbg !1109 {
  %3 = getelementptr inbounds nuw %TSa, ptr %1, i32 0, i32 0, !dbg !1110
  %4 = getelementptr inbounds nuw %TSa, ptr %0, i32 0, i32 0, !dbg !1110
  %5 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %3, i32 0, i32 0, !dbg !1110
  %6 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %4, i32 0, i32 0, !dbg !1110
  %7 = load ptr, ptr %6, align 8, !dbg !1110
  %8 = call ptr @swift_retain(ptr returned %7) #8, !dbg !1110
  store ptr %7, ptr %5, align 8, !dbg !1110
  ret ptr %1, !dbg !1110
}

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$sSay13HTTPSemantics12PathTemplateV7SegmentVGSayxGSHsSHRzlWl"() #6 !dbg !1111 {
  %1 = alloca [1 x ptr], align 8
  %2 = load ptr, ptr @"$sSay13HTTPSemantics12PathTemplateV7SegmentVGSayxGSHsSHRzlWL", align 8, !dbg !1112
  %3 = icmp eq ptr %2, null, !dbg !1112
  br i1 %3, label %4, label %10, !dbg !1112

4:                                                ; preds = %0
  %5 = call ptr @__swift_instantiateConcreteTypeFromMangledNameAbstract(ptr @"$sSay13HTTPSemantics12PathTemplateV7SegmentVGMD") #7, !dbg !1112
  %6 = call ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVAESHAAWl"() #14, !dbg !1112
  %7 = getelementptr inbounds nuw [1 x ptr], ptr %1, i32 0, i32 0, !dbg !1112
  %8 = getelementptr inbounds ptr, ptr %7, i32 0, !dbg !1112
  store ptr %6, ptr %8, align 8, !dbg !1112
  %9 = call ptr @swift_getWitnessTable(ptr @"$sSayxGSHsSHRzlMc", ptr %5, ptr %7) #7, !dbg !1112
  store atomic ptr %9, ptr @"$sSay13HTTPSemantics12PathTemplateV7SegmentVGSayxGSHsSHRzlWL" release, align 8, !dbg !1112
  br label %10, !dbg !1112

10:                                               ; preds = %4, %0
  %11 = phi ptr [ %2, %0 ], [ %9, %4 ], !dbg !1112
  ret ptr %11, !dbg !1112
}

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$sSay13HTTPSemantics12PathTemplateV7SegmentVGWOh"(ptr %0) #3 !dbg !1113 {
  %2 = getelementptr inbounds nuw %TSa, ptr %0, i32 0, i32 0, !dbg !1114
  %3 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %2, i32 0, i32 0, !dbg !1114
  %4 = load ptr, ptr %3, align 8, !dbg !1114
  call void @swift_release(ptr %4) #4, !dbg !1114
  ret ptr %0, !dbg !1114
}

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGSayxGSHsSHRzlWl"() #6 !dbg !1115 {
  %1 = alloca [1 x ptr], align 8
  %2 = load ptr, ptr @"$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGSayxGSHsSHRzlWL", align 8, !dbg !1116
  %3 = icmp eq ptr %2, null, !dbg !1116
  br i1 %3, label %4, label %10, !dbg !1116

4:                                                ; preds = %0
  %5 = call ptr @__swift_instantiateConcreteTypeFromMangledNameAbstract(ptr @"$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGMD") #7, !dbg !1116
  %6 = call ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVAESHAAWl"() #14, !dbg !1116
  %7 = getelementptr inbounds nuw [1 x ptr], ptr %1, i32 0, i32 0, !dbg !1116
  %8 = getelementptr inbounds ptr, ptr %7, i32 0, !dbg !1116
  store ptr %6, ptr %8, align 8, !dbg !1116
  %9 = call ptr @swift_getWitnessTable(ptr @"$sSayxGSHsSHRzlMc", ptr %5, ptr %7) #7, !dbg !1116
  store atomic ptr %9, ptr @"$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGSayxGSHsSHRzlWL" release, align 8, !dbg !1116
  br label %10, !dbg !1116

10:                                               ; preds = %4, %0
  %11 = phi ptr [ %2, %0 ], [ %9, %4 ], !dbg !1116
  ret ptr %11, !dbg !1116
}

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGWOh"(ptr %0) #3 !dbg !1117 {
  %2 = getelementptr inbounds nuw %TSa, ptr %0, i32 0, i32 0, !dbg !1118
  %3 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %2, i32 0, i32 0, !dbg !1118
  %4 = load ptr, ptr %3, align 8, !dbg !1118
  call void @swift_release(ptr %4) #4, !dbg !1118
  ret ptr %0, !dbg !1118
}

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSgxSgSHsSHRzlWl"() #6 !dbg !1119 {
  %1 = alloca [1 x ptr], align 8
  %2 = load ptr, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSgxSgSHsSHRzlWL", align 8, !dbg !1120
  %3 = icmp eq ptr %2, null, !dbg !1120
  br i1 %3, label %4, label %10, !dbg !1120

4:                                                ; preds = %0
  %5 = call ptr @__swift_instantiateConcreteTypeFromMangledNameAbstract(ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSgMD") #7, !dbg !1120
  %6 = call ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVAESHAAWl"() #14, !dbg !1120
  %7 = getelementptr inbounds nuw [1 x ptr], ptr %1, i32 0, i32 0, !dbg !1120
  %8 = getelementptr inbounds ptr, ptr %7, i32 0, !dbg !1120
  store ptr %6, ptr %8, align 8, !dbg !1120
  %9 = call ptr @swift_getWitnessTable(ptr @"$sxSgSHsSHRzlMc", ptr %5, ptr %7) #7, !dbg !1120
  store atomic ptr %9, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSgxSgSHsSHRzlWL" release, align 8, !dbg !1120
  br label %10, !dbg !1120

10:                                               ; preds = %4, %0
  %11 = phi ptr [ %2, %0 ], [ %9, %4 ], !dbg !1120
  ret ptr %11, !dbg !1120
}

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$s13HTTPSemantics12PathTemplateVACSHAAWl"() #6 !dbg !1121 {
  %1 = load ptr, ptr @"$s13HTTPSemantics12PathTemplateVACSHAAWL", align 8, !dbg !1122
  %2 = icmp eq ptr %1, null, !dbg !1122
  br i1 %2, label %3, label %5, !dbg !1122

3:                                                ; preds = %0
  %4 = call ptr @swift_getWitnessTable(ptr @"$s13HTTPSemantics12PathTemplateVSHAAMc", ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateVMf", i32 0, i32 2), ptr undef) #7, !dbg !1122
  store atomic ptr %4, ptr @"$s13HTTPSemantics12PathTemplateVACSHAAWL" release, align 8, !dbg !1122
  br label %5, !dbg !1122

5:                                                ; preds = %3, %0
  %6 = phi ptr [ %1, %0 ], [ %4, %3 ], !dbg !1122
  ret ptr %6, !dbg !1122
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #15

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #16

; Function Attrs: nounwind
define internal swiftcc ptr @"$s13HTTPSemantics12PathTemplateV4PartOSHAASQWb"(ptr %0, ptr %1, ptr %2) #17 !dbg !1123 {
  %4 = call ptr @"$s13HTTPSemantics12PathTemplateV4PartOAESQAAWl"() #14, !dbg !1124
  ret ptr %4, !dbg !1124
}

; Function Attrs: nounwind
define internal swiftcc ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVSHAASQWb"(ptr %0, ptr %1, ptr %2) #17 !dbg !1125 {
  %4 = call ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVAESQAAWl"() #14, !dbg !1126
  ret ptr %4, !dbg !1126
}

; Function Attrs: nounwind
define internal swiftcc ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAASQWb"(ptr %0, ptr %1, ptr %2) #17 !dbg !1127 {
  %4 = call ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVAESQAAWl"() #14, !dbg !1128
  ret ptr %4, !dbg !1128
}

; Function Attrs: nounwind
define internal swiftcc ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAASQWb"(ptr %0, ptr %1, ptr %2) #17 !dbg !1129 {
  %4 = call ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOAGSQAAWl"() #14, !dbg !1130
  ret ptr %4, !dbg !1130
}

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOAGSQAAWl"() #6 !dbg !1131 {
  %1 = load ptr, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOAGSQAAWL", align 8, !dbg !1132
  %2 = icmp eq ptr %1, null, !dbg !1132
  br i1 %2, label %3, label %5, !dbg !1132

3:                                                ; preds = %0
  %4 = call ptr @swift_getWitnessTable(ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSQAAMc", ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMf", i32 0, i32 2), ptr undef) #7, !dbg !1132
  store atomic ptr %4, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOAGSQAAWL" release, align 8, !dbg !1132
  br label %5, !dbg !1132

5:                                                ; preds = %3, %0
  %6 = phi ptr [ %1, %0 ], [ %4, %3 ], !dbg !1132
  ret ptr %6, !dbg !1132
}

; Function Attrs: nounwind
define internal swiftcc ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAASQWb"(ptr %0, ptr %1, ptr %2) #17 !dbg !1133 {
  %4 = call ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVAESQAAWl"() #14, !dbg !1134
  ret ptr %4, !dbg !1134
}

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVAESQAAWl"() #6 !dbg !1135 {
  %1 = load ptr, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVAESQAAWL", align 8, !dbg !1136
  %2 = icmp eq ptr %1, null, !dbg !1136
  br i1 %2, label %3, label %5, !dbg !1136

3:                                                ; preds = %0
  %4 = call ptr @swift_getWitnessTable(ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSQAAMc", ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMf", i32 0, i32 2), ptr undef) #7, !dbg !1136
  store atomic ptr %4, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVAESQAAWL" release, align 8, !dbg !1136
  br label %5, !dbg !1136

5:                                                ; preds = %3, %0
  %6 = phi ptr [ %1, %0 ], [ %4, %3 ], !dbg !1136
  ret ptr %6, !dbg !1136
}

; Function Attrs: nounwind
define internal swiftcc ptr @"$s13HTTPSemantics12PathTemplateVSHAASQWb"(ptr %0, ptr %1, ptr %2) #17 !dbg !1137 {
  %4 = call ptr @"$s13HTTPSemantics12PathTemplateVACSQAAWl"() #14, !dbg !1138
  ret ptr %4, !dbg !1138
}

; Function Attrs: noinline nounwind memory(none)
define linkonce_odr hidden ptr @"$s13HTTPSemantics12PathTemplateVACSQAAWl"() #6 !dbg !1139 {
  %1 = load ptr, ptr @"$s13HTTPSemantics12PathTemplateVACSQAAWL", align 8, !dbg !1140
  %2 = icmp eq ptr %1, null, !dbg !1140
  br i1 %2, label %3, label %5, !dbg !1140

3:                                                ; preds = %0
  %4 = call ptr @swift_getWitnessTable(ptr @"$s13HTTPSemantics12PathTemplateVSQAAMc", ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateVMf", i32 0, i32 2), ptr undef) #7, !dbg !1140
  store atomic ptr %4, ptr @"$s13HTTPSemantics12PathTemplateVACSQAAWL" release, align 8, !dbg !1140
  br label %5, !dbg !1140

5:                                                ; preds = %3, %0
  %6 = phi ptr [ %1, %0 ], [ %4, %3 ], !dbg !1140
  ret ptr %6, !dbg !1140
}

; Function Attrs: nounwind
define internal ptr @"$s13HTTPSemantics12PathTemplateVwCP"(ptr noalias %0, ptr noalias %1, ptr %2) #17 !dbg !1141 {
  %4 = load ptr, ptr %1, align 8, !dbg !1142
  %5 = call ptr @swift_retain(ptr returned %4) #8, !dbg !1142
  store ptr %4, ptr %0, align 8, !dbg !1142
  %6 = load ptr, ptr %0, align 8, !dbg !1142
  %7 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !1142
  ret ptr %7, !dbg !1142
}

; Function Attrs: nounwind
define internal void @"$s13HTTPSemantics12PathTemplateVwxx"(ptr noalias %0, ptr %1) #17 !dbg !1143 {
  %3 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 0, !dbg !1144
  %4 = getelementptr inbounds nuw %TSS, ptr %3, i32 0, i32 0, !dbg !1144
  %5 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %4, i32 0, i32 0, !dbg !1144
  %6 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %5, i32 0, i32 1, !dbg !1144
  %7 = load ptr, ptr %6, align 8, !dbg !1144
  call void @swift_bridgeObjectRelease(ptr %7) #4, !dbg !1144
  %8 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 1, !dbg !1144
  %9 = getelementptr inbounds nuw %TSa, ptr %8, i32 0, i32 0, !dbg !1144
  %10 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %9, i32 0, i32 0, !dbg !1144
  %11 = load ptr, ptr %10, align 8, !dbg !1144
  call void @swift_release(ptr %11) #4, !dbg !1144
  %12 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 2, !dbg !1144
  %13 = getelementptr inbounds nuw %TSa, ptr %12, i32 0, i32 0, !dbg !1144
  %14 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %13, i32 0, i32 0, !dbg !1144
  %15 = load ptr, ptr %14, align 8, !dbg !1144
  call void @swift_release(ptr %15) #4, !dbg !1144
  ret void, !dbg !1144
}

; Function Attrs: nounwind
define internal ptr @"$s13HTTPSemantics12PathTemplateVwcp"(ptr noalias %0, ptr noalias %1, ptr %2) #17 !dbg !1145 {
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 0, !dbg !1146
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %1, i32 0, i32 0, !dbg !1146
  %6 = getelementptr inbounds nuw %TSS, ptr %4, i32 0, i32 0, !dbg !1146
  %7 = getelementptr inbounds nuw %TSS, ptr %5, i32 0, i32 0, !dbg !1146
  %8 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %6, i32 0, i32 0, !dbg !1146
  %9 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %7, i32 0, i32 0, !dbg !1146
  %10 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %8, i32 0, i32 0, !dbg !1146
  %11 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %9, i32 0, i32 0, !dbg !1146
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %11, i64 8, i1 false), !dbg !1146
  %12 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %8, i32 0, i32 1, !dbg !1146
  %13 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %9, i32 0, i32 1, !dbg !1146
  %14 = load ptr, ptr %13, align 8, !dbg !1146
  %15 = call ptr @swift_bridgeObjectRetain(ptr returned %14) #4, !dbg !1146
  store ptr %14, ptr %12, align 8, !dbg !1146
  %16 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 1, !dbg !1146
  %17 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %1, i32 0, i32 1, !dbg !1146
  %18 = getelementptr inbounds nuw %TSa, ptr %16, i32 0, i32 0, !dbg !1146
  %19 = getelementptr inbounds nuw %TSa, ptr %17, i32 0, i32 0, !dbg !1146
  %20 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %18, i32 0, i32 0, !dbg !1146
  %21 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %19, i32 0, i32 0, !dbg !1146
  %22 = load ptr, ptr %21, align 8, !dbg !1146
  %23 = call ptr @swift_retain(ptr returned %22) #8, !dbg !1146
  store ptr %22, ptr %20, align 8, !dbg !1146
  %24 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 2, !dbg !1146
  %25 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %1, i32 0, i32 2, !dbg !1146
  %26 = getelementptr inbounds nuw %TSa, ptr %24, i32 0, i32 0, !dbg !1146
  %27 = getelementptr inbounds nuw %TSa, ptr %25, i32 0, i32 0, !dbg !1146
  %28 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %26, i32 0, i32 0, !dbg !1146
  %29 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %27, i32 0, i32 0, !dbg !1146
  %30 = load ptr, ptr %29, align 8, !dbg !1146
  %31 = call ptr @swift_retain(ptr returned %30) #8, !dbg !1146
  store ptr %30, ptr %28, align 8, !dbg !1146
  %32 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 3, !dbg !1146
  %33 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %1, i32 0, i32 3, !dbg !1146
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %32, ptr align 8 %33, i64 16, i1 false), !dbg !1146
  ret ptr %0, !dbg !1146
}

; Function Attrs: nounwind
define internal ptr @"$s13HTTPSemantics12PathTemplateVwca"(ptr %0, ptr %1, ptr %2) #17 !dbg !1147 {
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 0, !dbg !1148
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %1, i32 0, i32 0, !dbg !1148
  %6 = getelementptr inbounds nuw %TSS, ptr %4, i32 0, i32 0, !dbg !1148
  %7 = getelementptr inbounds nuw %TSS, ptr %5, i32 0, i32 0, !dbg !1148
  %8 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %6, i32 0, i32 0, !dbg !1148
  %9 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %7, i32 0, i32 0, !dbg !1148
  %10 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %8, i32 0, i32 0, !dbg !1148
  %11 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %9, i32 0, i32 0, !dbg !1148
  %12 = getelementptr inbounds nuw %Ts6UInt64V, ptr %10, i32 0, i32 0, !dbg !1148
  %13 = getelementptr inbounds nuw %Ts6UInt64V, ptr %11, i32 0, i32 0, !dbg !1148
  %14 = load i64, ptr %13, align 8, !dbg !1148
  store i64 %14, ptr %12, align 8, !dbg !1148
  %15 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %8, i32 0, i32 1, !dbg !1148
  %16 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %9, i32 0, i32 1, !dbg !1148
  %17 = load ptr, ptr %16, align 8, !dbg !1148
  %18 = call ptr @swift_bridgeObjectRetain(ptr returned %17) #4, !dbg !1148
  %19 = load ptr, ptr %15, align 8, !dbg !1148
  store ptr %17, ptr %15, align 8, !dbg !1148
  call void @swift_bridgeObjectRelease(ptr %19) #4, !dbg !1148
  %20 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 1, !dbg !1148
  %21 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %1, i32 0, i32 1, !dbg !1148
  %22 = getelementptr inbounds nuw %TSa, ptr %20, i32 0, i32 0, !dbg !1148
  %23 = getelementptr inbounds nuw %TSa, ptr %21, i32 0, i32 0, !dbg !1148
  %24 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %22, i32 0, i32 0, !dbg !1148
  %25 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %23, i32 0, i32 0, !dbg !1148
  %26 = load ptr, ptr %25, align 8, !dbg !1148
  %27 = call ptr @swift_retain(ptr returned %26) #8, !dbg !1148
  %28 = load ptr, ptr %24, align 8, !dbg !1148
  store ptr %26, ptr %24, align 8, !dbg !1148
  call void @swift_release(ptr %28) #4, !dbg !1148
  %29 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 2, !dbg !1148
  %30 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %1, i32 0, i32 2, !dbg !1148
  %31 = getelementptr inbounds nuw %TSa, ptr %29, i32 0, i32 0, !dbg !1148
  %32 = getelementptr inbounds nuw %TSa, ptr %30, i32 0, i32 0, !dbg !1148
  %33 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %31, i32 0, i32 0, !dbg !1148
  %34 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %32, i32 0, i32 0, !dbg !1148
  %35 = load ptr, ptr %34, align 8, !dbg !1148
  %36 = call ptr @swift_retain(ptr returned %35) #8, !dbg !1148
  %37 = load ptr, ptr %33, align 8, !dbg !1148
  store ptr %35, ptr %33, align 8, !dbg !1148
  call void @swift_release(ptr %37) #4, !dbg !1148
  %38 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 3, !dbg !1148
  %39 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %1, i32 0, i32 3, !dbg !1148
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %38, ptr align 8 %39, i64 16, i1 false), !dbg !1148
  ret ptr %0, !dbg !1148
}

; Function Attrs: nounwind
define linkonce_odr hidden ptr @__swift_memcpy48_8(ptr %0, ptr %1, ptr %2) #17 !dbg !1149 {
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 48, i1 false), !dbg !1150
  ret ptr %0, !dbg !1150
}

; Function Attrs: nounwind
define internal ptr @"$s13HTTPSemantics12PathTemplateVwta"(ptr noalias %0, ptr noalias %1, ptr %2) #17 !dbg !1151 {
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 0, !dbg !1152
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %1, i32 0, i32 0, !dbg !1152
  %6 = getelementptr inbounds nuw %TSS, ptr %4, i32 0, i32 0, !dbg !1152
  %7 = getelementptr inbounds nuw %TSS, ptr %5, i32 0, i32 0, !dbg !1152
  %8 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %6, i32 0, i32 0, !dbg !1152
  %9 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %7, i32 0, i32 0, !dbg !1152
  %10 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %8, i32 0, i32 0, !dbg !1152
  %11 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %9, i32 0, i32 0, !dbg !1152
  %12 = getelementptr inbounds nuw %Ts6UInt64V, ptr %10, i32 0, i32 0, !dbg !1152
  %13 = getelementptr inbounds nuw %Ts6UInt64V, ptr %11, i32 0, i32 0, !dbg !1152
  %14 = load i64, ptr %13, align 8, !dbg !1152
  store i64 %14, ptr %12, align 8, !dbg !1152
  %15 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %8, i32 0, i32 1, !dbg !1152
  %16 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %9, i32 0, i32 1, !dbg !1152
  %17 = load ptr, ptr %16, align 8, !dbg !1152
  %18 = load ptr, ptr %15, align 8, !dbg !1152
  store ptr %17, ptr %15, align 8, !dbg !1152
  call void @swift_bridgeObjectRelease(ptr %18) #4, !dbg !1152
  %19 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 1, !dbg !1152
  %20 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %1, i32 0, i32 1, !dbg !1152
  %21 = getelementptr inbounds nuw %TSa, ptr %19, i32 0, i32 0, !dbg !1152
  %22 = getelementptr inbounds nuw %TSa, ptr %20, i32 0, i32 0, !dbg !1152
  %23 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %21, i32 0, i32 0, !dbg !1152
  %24 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %22, i32 0, i32 0, !dbg !1152
  %25 = load ptr, ptr %24, align 8, !dbg !1152
  %26 = load ptr, ptr %23, align 8, !dbg !1152
  store ptr %25, ptr %23, align 8, !dbg !1152
  call void @swift_release(ptr %26) #4, !dbg !1152
  %27 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 2, !dbg !1152
  %28 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %1, i32 0, i32 2, !dbg !1152
  %29 = getelementptr inbounds nuw %TSa, ptr %27, i32 0, i32 0, !dbg !1152
  %30 = getelementptr inbounds nuw %TSa, ptr %28, i32 0, i32 0, !dbg !1152
  %31 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %29, i32 0, i32 0, !dbg !1152
  %32 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %30, i32 0, i32 0, !dbg !1152
  %33 = load ptr, ptr %32, align 8, !dbg !1152
  %34 = load ptr, ptr %31, align 8, !dbg !1152
  store ptr %33, ptr %31, align 8, !dbg !1152
  call void @swift_release(ptr %34) #4, !dbg !1152
  %35 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 3, !dbg !1152
  %36 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %1, i32 0, i32 3, !dbg !1152
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %35, ptr align 8 %36, i64 16, i1 false), !dbg !1152
  ret ptr %0, !dbg !1152
}

; Function Attrs: nounwind memory(read)
define internal i32 @"$s13HTTPSemantics12PathTemplateVwet"(ptr noalias %0, i32 %1, ptr %2) #18 !dbg !1153 {
  %4 = icmp eq i32 0, %1, !dbg !1154
  br i1 %4, label %45, label %5, !dbg !1154

5:                                                ; preds = %3
  %6 = icmp ugt i32 %1, 4096, !dbg !1154
  br i1 %6, label %7, label %34, !dbg !1154

7:                                                ; preds = %5
  %8 = sub i32 %1, 4096, !dbg !1154
  %9 = getelementptr inbounds i8, ptr %0, i32 48, !dbg !1154
  br i1 false, label %10, label %11, !dbg !1154

10:                                               ; preds = %7
  br label %23, !dbg !1154

11:                                               ; preds = %7
  br i1 true, label %12, label %15, !dbg !1154

12:                                               ; preds = %11
  %13 = load i8, ptr %9, align 1, !dbg !1154
  %14 = zext i8 %13 to i32, !dbg !1154
  br label %23, !dbg !1154

15:                                               ; preds = %11
  br i1 false, label %16, label %19, !dbg !1154

16:                                               ; preds = %15
  %17 = load i16, ptr %9, align 1, !dbg !1154
  %18 = zext i16 %17 to i32, !dbg !1154
  br label %23, !dbg !1154

19:                                               ; preds = %15
  br i1 false, label %20, label %22, !dbg !1154

20:                                               ; preds = %19
  %21 = load i32, ptr %9, align 1, !dbg !1154
  br label %23, !dbg !1154

22:                                               ; preds = %19
  unreachable, !dbg !1154

23:                                               ; preds = %20, %16, %12, %10
  %24 = phi i32 [ 0, %10 ], [ %14, %12 ], [ %18, %16 ], [ %21, %20 ], !dbg !1154
  %25 = icmp eq i32 %24, 0, !dbg !1154
  br i1 %25, label %34, label %26, !dbg !1154

26:                                               ; preds = %23
  %27 = sub i32 %24, 1, !dbg !1154
  %28 = shl i32 %27, 384, !dbg !1154
  %29 = select i1 true, i32 0, i32 %28, !dbg !1154
  %30 = load i384, ptr %0, align 1, !dbg !1154
  %31 = trunc i384 %30 to i32, !dbg !1154
  %32 = or i32 %31, %29, !dbg !1154
  %33 = add i32 4096, %32, !dbg !1154
  br label %46, !dbg !1154

34:                                               ; preds = %23, %5
  %35 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 0, !dbg !1154
  %36 = getelementptr inbounds nuw %TSS, ptr %35, i32 0, i32 0, !dbg !1154
  %37 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %36, i32 0, i32 0, !dbg !1154
  %38 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %37, i32 0, i32 1, !dbg !1154
  %39 = load i64, ptr %38, align 8, !dbg !1154
  %40 = icmp uge i64 %39, 4096, !dbg !1154
  br i1 %40, label %43, label %41, !dbg !1154

41:                                               ; preds = %34
  %42 = trunc i64 %39 to i32, !dbg !1154
  br label %43, !dbg !1154

43:                                               ; preds = %41, %34
  %44 = phi i32 [ -1, %34 ], [ %42, %41 ], !dbg !1154
  br label %46, !dbg !1154

45:                                               ; preds = %3
  br label %46, !dbg !1154

46:                                               ; preds = %45, %43, %26
  %47 = phi i32 [ %44, %43 ], [ %33, %26 ], [ -1, %45 ], !dbg !1154
  %48 = add i32 %47, 1, !dbg !1154
  ret i32 %48, !dbg !1154
}

; Function Attrs: nounwind
define internal void @"$s13HTTPSemantics12PathTemplateVwst"(ptr noalias %0, i32 %1, i32 %2, ptr %3) #17 !dbg !1155 {
  %5 = getelementptr inbounds i8, ptr %0, i32 48, !dbg !1156
  %6 = icmp ugt i32 %2, 4096, !dbg !1156
  br i1 %6, label %7, label %9, !dbg !1156

7:                                                ; preds = %4
  %8 = sub i32 %2, 4096, !dbg !1156
  br label %9, !dbg !1156

9:                                                ; preds = %7, %4
  %10 = phi i32 [ 0, %4 ], [ 1, %7 ], !dbg !1156
  %11 = icmp ule i32 %1, 4096, !dbg !1156
  br i1 %11, label %12, label %34, !dbg !1156

12:                                               ; preds = %9
  %13 = icmp eq i32 %10, 0, !dbg !1156
  br i1 %13, label %14, label %15, !dbg !1156

14:                                               ; preds = %12
  br label %25, !dbg !1156

15:                                               ; preds = %12
  %16 = icmp eq i32 %10, 1, !dbg !1156
  br i1 %16, label %17, label %18, !dbg !1156

17:                                               ; preds = %15
  store i8 0, ptr %5, align 8, !dbg !1156
  br label %25, !dbg !1156

18:                                               ; preds = %15
  %19 = icmp eq i32 %10, 2, !dbg !1156
  br i1 %19, label %20, label %21, !dbg !1156

20:                                               ; preds = %18
  store i16 0, ptr %5, align 8, !dbg !1156
  br label %25, !dbg !1156

21:                                               ; preds = %18
  %22 = icmp eq i32 %10, 4, !dbg !1156
  br i1 %22, label %23, label %24, !dbg !1156

23:                                               ; preds = %21
  store i32 0, ptr %5, align 8, !dbg !1156
  br label %25, !dbg !1156

24:                                               ; preds = %21
  unreachable, !dbg !1156

25:                                               ; preds = %23, %20, %17, %14
  %26 = icmp eq i32 %1, 0, !dbg !1156
  br i1 %26, label %60, label %27, !dbg !1156

27:                                               ; preds = %25
  %28 = sub i32 %1, 1, !dbg !1156
  %29 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV, ptr %0, i32 0, i32 0, !dbg !1156
  %30 = getelementptr inbounds nuw %TSS, ptr %29, i32 0, i32 0, !dbg !1156
  %31 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %30, i32 0, i32 0, !dbg !1156
  %32 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %31, i32 0, i32 1, !dbg !1156
  %33 = zext i32 %28 to i64, !dbg !1156
  store i64 %33, ptr %32, align 8, !dbg !1156
  br label %60, !dbg !1156

34:                                               ; preds = %9
  %35 = sub i32 %1, 1, !dbg !1156
  %36 = sub i32 %35, 4096, !dbg !1156
  br i1 true, label %41, label %37, !dbg !1156

37:                                               ; preds = %34
  %38 = lshr i32 %36, 384, !dbg !1156
  %39 = add i32 1, %38, !dbg !1156
  %40 = and i32 poison, %36, !dbg !1156
  br label %41, !dbg !1156

41:                                               ; preds = %37, %34
  %42 = phi i32 [ 1, %34 ], [ %39, %37 ], !dbg !1156
  %43 = phi i32 [ %36, %34 ], [ %40, %37 ], !dbg !1156
  %44 = zext i32 %43 to i384, !dbg !1156
  store i384 %44, ptr %0, align 8, !dbg !1156
  %45 = icmp eq i32 %10, 0, !dbg !1156
  br i1 %45, label %46, label %47, !dbg !1156

46:                                               ; preds = %41
  br label %59, !dbg !1156

47:                                               ; preds = %41
  %48 = icmp eq i32 %10, 1, !dbg !1156
  br i1 %48, label %49, label %51, !dbg !1156

49:                                               ; preds = %47
  %50 = trunc i32 %42 to i8, !dbg !1156
  store i8 %50, ptr %5, align 8, !dbg !1156
  br label %59, !dbg !1156

51:                                               ; preds = %47
  %52 = icmp eq i32 %10, 2, !dbg !1156
  br i1 %52, label %53, label %55, !dbg !1156

53:                                               ; preds = %51
  %54 = trunc i32 %42 to i16, !dbg !1156
  store i16 %54, ptr %5, align 8, !dbg !1156
  br label %59, !dbg !1156

55:                                               ; preds = %51
  %56 = icmp eq i32 %10, 4, !dbg !1156
  br i1 %56, label %57, label %58, !dbg !1156

57:                                               ; preds = %55
  store i32 %42, ptr %5, align 8, !dbg !1156
  br label %59, !dbg !1156

58:                                               ; preds = %55
  unreachable, !dbg !1156

59:                                               ; preds = %57, %53, %49, %46
  br label %60, !dbg !1156

60:                                               ; preds = %59, %27, %25
  ret void, !dbg !1156
}

; Function Attrs: noinline nounwind memory(none)
define protected swiftcc %swift.metadata_response @"$s13HTTPSemantics12PathTemplateVMa"(i64 %0) #6 !dbg !1157 {
  ret %swift.metadata_response { ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateVMf", i32 0, i32 2), i64 0 }, !dbg !1158
}

; Function Attrs: nounwind
define internal ptr @"$s13HTTPSemantics12PathTemplateV4PartOwCP"(ptr noalias %0, ptr noalias %1, ptr %2) #17 !dbg !1159 {
  %4 = getelementptr inbounds nuw { i64, i64 }, ptr %1, i32 0, i32 0, !dbg !1160
  %5 = load i64, ptr %4, align 8, !dbg !1160
  %6 = getelementptr inbounds nuw { i64, i64 }, ptr %1, i32 0, i32 1, !dbg !1160
  %7 = load i64, ptr %6, align 8, !dbg !1160
  %8 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %1, i32 0, i32 1, !dbg !1160
  %9 = load i8, ptr %8, align 8, !dbg !1160
  call void @"$s13HTTPSemantics12PathTemplateV4PartOWOy"(i64 %5, i64 %7, i8 %9), !dbg !1160
  %10 = getelementptr inbounds nuw { i64, i64 }, ptr %0, i32 0, i32 0, !dbg !1160
  store i64 %5, ptr %10, align 8, !dbg !1160
  %11 = getelementptr inbounds nuw { i64, i64 }, ptr %0, i32 0, i32 1, !dbg !1160
  store i64 %7, ptr %11, align 8, !dbg !1160
  %12 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %0, i32 0, i32 1, !dbg !1160
  store i8 %9, ptr %12, align 8, !dbg !1160
  ret ptr %0, !dbg !1160
}

; Function Attrs: nounwind
define internal void @"$s13HTTPSemantics12PathTemplateV4PartOwxx"(ptr noalias %0, ptr %1) #17 !dbg !1161 {
  %3 = getelementptr inbounds nuw { i64, i64 }, ptr %0, i32 0, i32 0, !dbg !1162
  %4 = load i64, ptr %3, align 8, !dbg !1162
  %5 = getelementptr inbounds nuw { i64, i64 }, ptr %0, i32 0, i32 1, !dbg !1162
  %6 = load i64, ptr %5, align 8, !dbg !1162
  %7 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %0, i32 0, i32 1, !dbg !1162
  %8 = load i8, ptr %7, align 8, !dbg !1162
  call void @"$s13HTTPSemantics12PathTemplateV4PartOWOe"(i64 %4, i64 %6, i8 %8), !dbg !1162
  ret void, !dbg !1162
}

; Function Attrs: nounwind
define internal ptr @"$s13HTTPSemantics12PathTemplateV4PartOwcp"(ptr noalias %0, ptr noalias %1, ptr %2) #17 !dbg !1163 {
  %4 = getelementptr inbounds nuw { i64, i64 }, ptr %1, i32 0, i32 0, !dbg !1164
  %5 = load i64, ptr %4, align 8, !dbg !1164
  %6 = getelementptr inbounds nuw { i64, i64 }, ptr %1, i32 0, i32 1, !dbg !1164
  %7 = load i64, ptr %6, align 8, !dbg !1164
  %8 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %1, i32 0, i32 1, !dbg !1164
  %9 = load i8, ptr %8, align 8, !dbg !1164
  call void @"$s13HTTPSemantics12PathTemplateV4PartOWOy"(i64 %5, i64 %7, i8 %9), !dbg !1164
  %10 = getelementptr inbounds nuw { i64, i64 }, ptr %0, i32 0, i32 0, !dbg !1164
  store i64 %5, ptr %10, align 8, !dbg !1164
  %11 = getelementptr inbounds nuw { i64, i64 }, ptr %0, i32 0, i32 1, !dbg !1164
  store i64 %7, ptr %11, align 8, !dbg !1164
  %12 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %0, i32 0, i32 1, !dbg !1164
  store i8 %9, ptr %12, align 8, !dbg !1164
  ret ptr %0, !dbg !1164
}

; Function Attrs: nounwind
define internal ptr @"$s13HTTPSemantics12PathTemplateV4PartOwca"(ptr %0, ptr %1, ptr %2) #17 !dbg !1165 {
  %4 = getelementptr inbounds nuw { i64, i64 }, ptr %1, i32 0, i32 0, !dbg !1166
  %5 = load i64, ptr %4, align 8, !dbg !1166
  %6 = getelementptr inbounds nuw { i64, i64 }, ptr %1, i32 0, i32 1, !dbg !1166
  %7 = load i64, ptr %6, align 8, !dbg !1166
  %8 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %1, i32 0, i32 1, !dbg !1166
  %9 = load i8, ptr %8, align 8, !dbg !1166
  call void @"$s13HTTPSemantics12PathTemplateV4PartOWOy"(i64 %5, i64 %7, i8 %9), !dbg !1166
  %10 = getelementptr inbounds nuw { i64, i64 }, ptr %0, i32 0, i32 0, !dbg !1166
  %11 = load i64, ptr %10, align 8, !dbg !1166
  %12 = getelementptr inbounds nuw { i64, i64 }, ptr %0, i32 0, i32 1, !dbg !1166
  %13 = load i64, ptr %12, align 8, !dbg !1166
  %14 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %0, i32 0, i32 1, !dbg !1166
  %15 = load i8, ptr %14, align 8, !dbg !1166
  %16 = getelementptr inbounds nuw { i64, i64 }, ptr %0, i32 0, i32 0, !dbg !1166
  store i64 %5, ptr %16, align 8, !dbg !1166
  %17 = getelementptr inbounds nuw { i64, i64 }, ptr %0, i32 0, i32 1, !dbg !1166
  store i64 %7, ptr %17, align 8, !dbg !1166
  %18 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %0, i32 0, i32 1, !dbg !1166
  store i8 %9, ptr %18, align 8, !dbg !1166
  call void @"$s13HTTPSemantics12PathTemplateV4PartOWOe"(i64 %11, i64 %13, i8 %15), !dbg !1166
  ret ptr %0, !dbg !1166
}

; Function Attrs: nounwind
define linkonce_odr hidden ptr @__swift_memcpy17_8(ptr %0, ptr %1, ptr %2) #17 !dbg !1167 {
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 17, i1 false), !dbg !1168
  ret ptr %0, !dbg !1168
}

; Function Attrs: nounwind
define internal ptr @"$s13HTTPSemantics12PathTemplateV4PartOwta"(ptr noalias %0, ptr noalias %1, ptr %2) #17 !dbg !1169 {
  %4 = getelementptr inbounds nuw { i64, i64 }, ptr %1, i32 0, i32 0, !dbg !1170
  %5 = load i64, ptr %4, align 8, !dbg !1170
  %6 = getelementptr inbounds nuw { i64, i64 }, ptr %1, i32 0, i32 1, !dbg !1170
  %7 = load i64, ptr %6, align 8, !dbg !1170
  %8 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %1, i32 0, i32 1, !dbg !1170
  %9 = load i8, ptr %8, align 8, !dbg !1170
  %10 = getelementptr inbounds nuw { i64, i64 }, ptr %0, i32 0, i32 0, !dbg !1170
  %11 = load i64, ptr %10, align 8, !dbg !1170
  %12 = getelementptr inbounds nuw { i64, i64 }, ptr %0, i32 0, i32 1, !dbg !1170
  %13 = load i64, ptr %12, align 8, !dbg !1170
  %14 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %0, i32 0, i32 1, !dbg !1170
  %15 = load i8, ptr %14, align 8, !dbg !1170
  %16 = getelementptr inbounds nuw { i64, i64 }, ptr %0, i32 0, i32 0, !dbg !1170
  store i64 %5, ptr %16, align 8, !dbg !1170
  %17 = getelementptr inbounds nuw { i64, i64 }, ptr %0, i32 0, i32 1, !dbg !1170
  store i64 %7, ptr %17, align 8, !dbg !1170
  %18 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %0, i32 0, i32 1, !dbg !1170
  store i8 %9, ptr %18, align 8, !dbg !1170
  call void @"$s13HTTPSemantics12PathTemplateV4PartOWOe"(i64 %11, i64 %13, i8 %15), !dbg !1170
  ret ptr %0, !dbg !1170
}

; Function Attrs: nounwind memory(read)
define internal i32 @"$s13HTTPSemantics12PathTemplateV4PartOwet"(ptr noalias %0, i32 %1, ptr %2) #18 !dbg !1171 {
  %4 = icmp eq i32 0, %1, !dbg !1172
  br i1 %4, label %41, label %5, !dbg !1172

5:                                                ; preds = %3
  %6 = icmp ugt i32 %1, 254, !dbg !1172
  br i1 %6, label %7, label %34, !dbg !1172

7:                                                ; preds = %5
  %8 = sub i32 %1, 254, !dbg !1172
  %9 = getelementptr inbounds i8, ptr %0, i32 17, !dbg !1172
  br i1 false, label %10, label %11, !dbg !1172

10:                                               ; preds = %7
  br label %23, !dbg !1172

11:                                               ; preds = %7
  br i1 true, label %12, label %15, !dbg !1172

12:                                               ; preds = %11
  %13 = load i8, ptr %9, align 1, !dbg !1172
  %14 = zext i8 %13 to i32, !dbg !1172
  br label %23, !dbg !1172

15:                                               ; preds = %11
  br i1 false, label %16, label %19, !dbg !1172

16:                                               ; preds = %15
  %17 = load i16, ptr %9, align 1, !dbg !1172
  %18 = zext i16 %17 to i32, !dbg !1172
  br label %23, !dbg !1172

19:                                               ; preds = %15
  br i1 false, label %20, label %22, !dbg !1172

20:                                               ; preds = %19
  %21 = load i32, ptr %9, align 1, !dbg !1172
  br label %23, !dbg !1172

22:                                               ; preds = %19
  unreachable, !dbg !1172

23:                                               ; preds = %20, %16, %12, %10
  %24 = phi i32 [ 0, %10 ], [ %14, %12 ], [ %18, %16 ], [ %21, %20 ], !dbg !1172
  %25 = icmp eq i32 %24, 0, !dbg !1172
  br i1 %25, label %34, label %26, !dbg !1172

26:                                               ; preds = %23
  %27 = sub i32 %24, 1, !dbg !1172
  %28 = shl i32 %27, 136, !dbg !1172
  %29 = select i1 true, i32 0, i32 %28, !dbg !1172
  %30 = load i136, ptr %0, align 1, !dbg !1172
  %31 = trunc i136 %30 to i32, !dbg !1172
  %32 = or i32 %31, %29, !dbg !1172
  %33 = add i32 254, %32, !dbg !1172
  br label %42, !dbg !1172

34:                                               ; preds = %23, %5
  %35 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %0, i32 0, i32 1, !dbg !1172
  %36 = load i8, ptr %35, align 8, !dbg !1172
  %37 = zext i8 %36 to i32, !dbg !1172
  %38 = sub i32 255, %37, !dbg !1172
  %39 = icmp ult i32 %38, 254, !dbg !1172
  %40 = select i1 %39, i32 %38, i32 -1, !dbg !1172
  br label %42, !dbg !1172

41:                                               ; preds = %3
  br label %42, !dbg !1172

42:                                               ; preds = %41, %34, %26
  %43 = phi i32 [ %40, %34 ], [ %33, %26 ], [ -1, %41 ], !dbg !1172
  %44 = add i32 %43, 1, !dbg !1172
  ret i32 %44, !dbg !1172
}

; Function Attrs: nounwind
define internal void @"$s13HTTPSemantics12PathTemplateV4PartOwst"(ptr noalias %0, i32 %1, i32 %2, ptr %3) #17 !dbg !1173 {
  %5 = getelementptr inbounds i8, ptr %0, i32 17, !dbg !1174
  %6 = icmp ugt i32 %2, 254, !dbg !1174
  br i1 %6, label %7, label %9, !dbg !1174

7:                                                ; preds = %4
  %8 = sub i32 %2, 254, !dbg !1174
  br label %9, !dbg !1174

9:                                                ; preds = %7, %4
  %10 = phi i32 [ 0, %4 ], [ 1, %7 ], !dbg !1174
  %11 = icmp ule i32 %1, 254, !dbg !1174
  br i1 %11, label %12, label %32, !dbg !1174

12:                                               ; preds = %9
  %13 = icmp eq i32 %10, 0, !dbg !1174
  br i1 %13, label %14, label %15, !dbg !1174

14:                                               ; preds = %12
  br label %25, !dbg !1174

15:                                               ; preds = %12
  %16 = icmp eq i32 %10, 1, !dbg !1174
  br i1 %16, label %17, label %18, !dbg !1174

17:                                               ; preds = %15
  store i8 0, ptr %5, align 1, !dbg !1174
  br label %25, !dbg !1174

18:                                               ; preds = %15
  %19 = icmp eq i32 %10, 2, !dbg !1174
  br i1 %19, label %20, label %21, !dbg !1174

20:                                               ; preds = %18
  store i16 0, ptr %5, align 1, !dbg !1174
  br label %25, !dbg !1174

21:                                               ; preds = %18
  %22 = icmp eq i32 %10, 4, !dbg !1174
  br i1 %22, label %23, label %24, !dbg !1174

23:                                               ; preds = %21
  store i32 0, ptr %5, align 1, !dbg !1174
  br label %25, !dbg !1174

24:                                               ; preds = %21
  unreachable, !dbg !1174

25:                                               ; preds = %23, %20, %17, %14
  %26 = icmp eq i32 %1, 0, !dbg !1174
  br i1 %26, label %58, label %27, !dbg !1174

27:                                               ; preds = %25
  %28 = sub i32 %1, 1, !dbg !1174
  %29 = xor i32 %28, -1, !dbg !1174
  %30 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %0, i32 0, i32 1, !dbg !1174
  %31 = trunc i32 %29 to i8, !dbg !1174
  store i8 %31, ptr %30, align 8, !dbg !1174
  br label %58, !dbg !1174

32:                                               ; preds = %9
  %33 = sub i32 %1, 1, !dbg !1174
  %34 = sub i32 %33, 254, !dbg !1174
  br i1 true, label %39, label %35, !dbg !1174

35:                                               ; preds = %32
  %36 = lshr i32 %34, 136, !dbg !1174
  %37 = add i32 1, %36, !dbg !1174
  %38 = and i32 poison, %34, !dbg !1174
  br label %39, !dbg !1174

39:                                               ; preds = %35, %32
  %40 = phi i32 [ 1, %32 ], [ %37, %35 ], !dbg !1174
  %41 = phi i32 [ %34, %32 ], [ %38, %35 ], !dbg !1174
  %42 = zext i32 %41 to i136, !dbg !1174
  store i136 %42, ptr %0, align 8, !dbg !1174
  %43 = icmp eq i32 %10, 0, !dbg !1174
  br i1 %43, label %44, label %45, !dbg !1174

44:                                               ; preds = %39
  br label %57, !dbg !1174

45:                                               ; preds = %39
  %46 = icmp eq i32 %10, 1, !dbg !1174
  br i1 %46, label %47, label %49, !dbg !1174

47:                                               ; preds = %45
  %48 = trunc i32 %40 to i8, !dbg !1174
  store i8 %48, ptr %5, align 1, !dbg !1174
  br label %57, !dbg !1174

49:                                               ; preds = %45
  %50 = icmp eq i32 %10, 2, !dbg !1174
  br i1 %50, label %51, label %53, !dbg !1174

51:                                               ; preds = %49
  %52 = trunc i32 %40 to i16, !dbg !1174
  store i16 %52, ptr %5, align 1, !dbg !1174
  br label %57, !dbg !1174

53:                                               ; preds = %49
  %54 = icmp eq i32 %10, 4, !dbg !1174
  br i1 %54, label %55, label %56, !dbg !1174

55:                                               ; preds = %53
  store i32 %40, ptr %5, align 1, !dbg !1174
  br label %57, !dbg !1174

56:                                               ; preds = %53
  unreachable, !dbg !1174

57:                                               ; preds = %55, %51, %47, %44
  br label %58, !dbg !1174

58:                                               ; preds = %57, %27, %25
  ret void, !dbg !1174
}

; Function Attrs: nounwind
define internal i32 @"$s13HTTPSemantics12PathTemplateV4PartOwug"(ptr noalias %0, ptr %1) #17 !dbg !1175 {
  %3 = getelementptr inbounds nuw { i64, i64 }, ptr %0, i32 0, i32 0, !dbg !1176
  %4 = load i64, ptr %3, align 8, !dbg !1176
  %5 = getelementptr inbounds nuw { i64, i64 }, ptr %0, i32 0, i32 1, !dbg !1176
  %6 = load i64, ptr %5, align 8, !dbg !1176
  %7 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %0, i32 0, i32 1, !dbg !1176
  %8 = load i8, ptr %7, align 8, !dbg !1176
  %9 = zext i8 %8 to i32, !dbg !1176
  ret i32 %9, !dbg !1176
}

; Function Attrs: nounwind
define internal void @"$s13HTTPSemantics12PathTemplateV4PartOwup"(ptr noalias %0, ptr %1) #17 !dbg !1177 {
  ret void, !dbg !1178
}

; Function Attrs: nounwind
define internal void @"$s13HTTPSemantics12PathTemplateV4PartOwui"(ptr noalias %0, i32 %1, ptr %2) #17 !dbg !1179 {
  %4 = trunc i32 %1 to i8, !dbg !1180
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV4PartO, ptr %0, i32 0, i32 1, !dbg !1180
  store i8 %4, ptr %5, align 8, !dbg !1180
  ret void, !dbg !1180
}

; Function Attrs: noinline nounwind memory(none)
define protected swiftcc %swift.metadata_response @"$s13HTTPSemantics12PathTemplateV4PartOMa"(i64 %0) #6 !dbg !1181 {
  ret %swift.metadata_response { ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics12PathTemplateV4PartOMf", i32 0, i32 2), i64 0 }, !dbg !1182
}

; Function Attrs: noinline nounwind memory(none)
define protected swiftcc %swift.metadata_response @"$s13HTTPSemantics12PathTemplateV7SegmentVMa"(i64 %0) #6 !dbg !1183 {
  ret %swift.metadata_response { ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, [4 x i8] }>, ptr @"$s13HTTPSemantics12PathTemplateV7SegmentVMf", i32 0, i32 2), i64 0 }, !dbg !1184
}

; Function Attrs: nounwind
define internal ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVwCP"(ptr noalias %0, ptr noalias %1, ptr %2) #17 !dbg !1185 {
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %0, i32 0, i32 0, !dbg !1186
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %1, i32 0, i32 0, !dbg !1186
  %6 = getelementptr inbounds nuw %TSS, ptr %4, i32 0, i32 0, !dbg !1186
  %7 = getelementptr inbounds nuw %TSS, ptr %5, i32 0, i32 0, !dbg !1186
  %8 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %6, i32 0, i32 0, !dbg !1186
  %9 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %7, i32 0, i32 0, !dbg !1186
  %10 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %8, i32 0, i32 0, !dbg !1186
  %11 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %9, i32 0, i32 0, !dbg !1186
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %11, i64 8, i1 false), !dbg !1186
  %12 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %8, i32 0, i32 1, !dbg !1186
  %13 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %9, i32 0, i32 1, !dbg !1186
  %14 = load ptr, ptr %13, align 8, !dbg !1186
  %15 = call ptr @swift_bridgeObjectRetain(ptr returned %14) #4, !dbg !1186
  store ptr %14, ptr %12, align 8, !dbg !1186
  %16 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %0, i32 0, i32 1, !dbg !1186
  %17 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %1, i32 0, i32 1, !dbg !1186
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 %17, i64 8, i1 false), !dbg !1186
  ret ptr %0, !dbg !1186
}

; Function Attrs: nounwind
define internal void @"$s13HTTPSemantics12PathTemplateV11PlaceholderVwxx"(ptr noalias %0, ptr %1) #17 !dbg !1187 {
  %3 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %0, i32 0, i32 0, !dbg !1188
  %4 = getelementptr inbounds nuw %TSS, ptr %3, i32 0, i32 0, !dbg !1188
  %5 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %4, i32 0, i32 0, !dbg !1188
  %6 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %5, i32 0, i32 1, !dbg !1188
  %7 = load ptr, ptr %6, align 8, !dbg !1188
  call void @swift_bridgeObjectRelease(ptr %7) #4, !dbg !1188
  ret void, !dbg !1188
}

; Function Attrs: nounwind
define internal ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVwcp"(ptr noalias %0, ptr noalias %1, ptr %2) #17 !dbg !1189 {
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %0, i32 0, i32 0, !dbg !1190
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %1, i32 0, i32 0, !dbg !1190
  %6 = getelementptr inbounds nuw %TSS, ptr %4, i32 0, i32 0, !dbg !1190
  %7 = getelementptr inbounds nuw %TSS, ptr %5, i32 0, i32 0, !dbg !1190
  %8 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %6, i32 0, i32 0, !dbg !1190
  %9 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %7, i32 0, i32 0, !dbg !1190
  %10 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %8, i32 0, i32 0, !dbg !1190
  %11 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %9, i32 0, i32 0, !dbg !1190
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %11, i64 8, i1 false), !dbg !1190
  %12 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %8, i32 0, i32 1, !dbg !1190
  %13 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %9, i32 0, i32 1, !dbg !1190
  %14 = load ptr, ptr %13, align 8, !dbg !1190
  %15 = call ptr @swift_bridgeObjectRetain(ptr returned %14) #4, !dbg !1190
  store ptr %14, ptr %12, align 8, !dbg !1190
  %16 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %0, i32 0, i32 1, !dbg !1190
  %17 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %1, i32 0, i32 1, !dbg !1190
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 %17, i64 8, i1 false), !dbg !1190
  ret ptr %0, !dbg !1190
}

; Function Attrs: nounwind
define internal ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVwca"(ptr %0, ptr %1, ptr %2) #17 !dbg !1191 {
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %0, i32 0, i32 0, !dbg !1192
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %1, i32 0, i32 0, !dbg !1192
  %6 = getelementptr inbounds nuw %TSS, ptr %4, i32 0, i32 0, !dbg !1192
  %7 = getelementptr inbounds nuw %TSS, ptr %5, i32 0, i32 0, !dbg !1192
  %8 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %6, i32 0, i32 0, !dbg !1192
  %9 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %7, i32 0, i32 0, !dbg !1192
  %10 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %8, i32 0, i32 0, !dbg !1192
  %11 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %9, i32 0, i32 0, !dbg !1192
  %12 = getelementptr inbounds nuw %Ts6UInt64V, ptr %10, i32 0, i32 0, !dbg !1192
  %13 = getelementptr inbounds nuw %Ts6UInt64V, ptr %11, i32 0, i32 0, !dbg !1192
  %14 = load i64, ptr %13, align 8, !dbg !1192
  store i64 %14, ptr %12, align 8, !dbg !1192
  %15 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %8, i32 0, i32 1, !dbg !1192
  %16 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %9, i32 0, i32 1, !dbg !1192
  %17 = load ptr, ptr %16, align 8, !dbg !1192
  %18 = call ptr @swift_bridgeObjectRetain(ptr returned %17) #4, !dbg !1192
  %19 = load ptr, ptr %15, align 8, !dbg !1192
  store ptr %17, ptr %15, align 8, !dbg !1192
  call void @swift_bridgeObjectRelease(ptr %19) #4, !dbg !1192
  %20 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %0, i32 0, i32 1, !dbg !1192
  %21 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %1, i32 0, i32 1, !dbg !1192
  %22 = getelementptr inbounds nuw %TSi, ptr %20, i32 0, i32 0, !dbg !1192
  %23 = getelementptr inbounds nuw %TSi, ptr %21, i32 0, i32 0, !dbg !1192
  %24 = load i64, ptr %23, align 8, !dbg !1192
  store i64 %24, ptr %22, align 8, !dbg !1192
  ret ptr %0, !dbg !1192
}

; Function Attrs: nounwind
define linkonce_odr hidden ptr @__swift_memcpy24_8(ptr %0, ptr %1, ptr %2) #17 !dbg !1193 {
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 24, i1 false), !dbg !1194
  ret ptr %0, !dbg !1194
}

; Function Attrs: nounwind
define internal ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVwta"(ptr noalias %0, ptr noalias %1, ptr %2) #17 !dbg !1195 {
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %0, i32 0, i32 0, !dbg !1196
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %1, i32 0, i32 0, !dbg !1196
  %6 = getelementptr inbounds nuw %TSS, ptr %4, i32 0, i32 0, !dbg !1196
  %7 = getelementptr inbounds nuw %TSS, ptr %5, i32 0, i32 0, !dbg !1196
  %8 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %6, i32 0, i32 0, !dbg !1196
  %9 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %7, i32 0, i32 0, !dbg !1196
  %10 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %8, i32 0, i32 0, !dbg !1196
  %11 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %9, i32 0, i32 0, !dbg !1196
  %12 = getelementptr inbounds nuw %Ts6UInt64V, ptr %10, i32 0, i32 0, !dbg !1196
  %13 = getelementptr inbounds nuw %Ts6UInt64V, ptr %11, i32 0, i32 0, !dbg !1196
  %14 = load i64, ptr %13, align 8, !dbg !1196
  store i64 %14, ptr %12, align 8, !dbg !1196
  %15 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %8, i32 0, i32 1, !dbg !1196
  %16 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %9, i32 0, i32 1, !dbg !1196
  %17 = load ptr, ptr %16, align 8, !dbg !1196
  %18 = load ptr, ptr %15, align 8, !dbg !1196
  store ptr %17, ptr %15, align 8, !dbg !1196
  call void @swift_bridgeObjectRelease(ptr %18) #4, !dbg !1196
  %19 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %0, i32 0, i32 1, !dbg !1196
  %20 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %1, i32 0, i32 1, !dbg !1196
  %21 = getelementptr inbounds nuw %TSi, ptr %19, i32 0, i32 0, !dbg !1196
  %22 = getelementptr inbounds nuw %TSi, ptr %20, i32 0, i32 0, !dbg !1196
  %23 = load i64, ptr %22, align 8, !dbg !1196
  store i64 %23, ptr %21, align 8, !dbg !1196
  ret ptr %0, !dbg !1196
}

; Function Attrs: nounwind memory(read)
define internal i32 @"$s13HTTPSemantics12PathTemplateV11PlaceholderVwet"(ptr noalias %0, i32 %1, ptr %2) #18 !dbg !1197 {
  %4 = icmp eq i32 0, %1, !dbg !1198
  br i1 %4, label %45, label %5, !dbg !1198

5:                                                ; preds = %3
  %6 = icmp ugt i32 %1, 4096, !dbg !1198
  br i1 %6, label %7, label %34, !dbg !1198

7:                                                ; preds = %5
  %8 = sub i32 %1, 4096, !dbg !1198
  %9 = getelementptr inbounds i8, ptr %0, i32 24, !dbg !1198
  br i1 false, label %10, label %11, !dbg !1198

10:                                               ; preds = %7
  br label %23, !dbg !1198

11:                                               ; preds = %7
  br i1 true, label %12, label %15, !dbg !1198

12:                                               ; preds = %11
  %13 = load i8, ptr %9, align 1, !dbg !1198
  %14 = zext i8 %13 to i32, !dbg !1198
  br label %23, !dbg !1198

15:                                               ; preds = %11
  br i1 false, label %16, label %19, !dbg !1198

16:                                               ; preds = %15
  %17 = load i16, ptr %9, align 1, !dbg !1198
  %18 = zext i16 %17 to i32, !dbg !1198
  br label %23, !dbg !1198

19:                                               ; preds = %15
  br i1 false, label %20, label %22, !dbg !1198

20:                                               ; preds = %19
  %21 = load i32, ptr %9, align 1, !dbg !1198
  br label %23, !dbg !1198

22:                                               ; preds = %19
  unreachable, !dbg !1198

23:                                               ; preds = %20, %16, %12, %10
  %24 = phi i32 [ 0, %10 ], [ %14, %12 ], [ %18, %16 ], [ %21, %20 ], !dbg !1198
  %25 = icmp eq i32 %24, 0, !dbg !1198
  br i1 %25, label %34, label %26, !dbg !1198

26:                                               ; preds = %23
  %27 = sub i32 %24, 1, !dbg !1198
  %28 = shl i32 %27, 192, !dbg !1198
  %29 = select i1 true, i32 0, i32 %28, !dbg !1198
  %30 = load i192, ptr %0, align 1, !dbg !1198
  %31 = trunc i192 %30 to i32, !dbg !1198
  %32 = or i32 %31, %29, !dbg !1198
  %33 = add i32 4096, %32, !dbg !1198
  br label %46, !dbg !1198

34:                                               ; preds = %23, %5
  %35 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %0, i32 0, i32 0, !dbg !1198
  %36 = getelementptr inbounds nuw %TSS, ptr %35, i32 0, i32 0, !dbg !1198
  %37 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %36, i32 0, i32 0, !dbg !1198
  %38 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %37, i32 0, i32 1, !dbg !1198
  %39 = load i64, ptr %38, align 8, !dbg !1198
  %40 = icmp uge i64 %39, 4096, !dbg !1198
  br i1 %40, label %43, label %41, !dbg !1198

41:                                               ; preds = %34
  %42 = trunc i64 %39 to i32, !dbg !1198
  br label %43, !dbg !1198

43:                                               ; preds = %41, %34
  %44 = phi i32 [ -1, %34 ], [ %42, %41 ], !dbg !1198
  br label %46, !dbg !1198

45:                                               ; preds = %3
  br label %46, !dbg !1198

46:                                               ; preds = %45, %43, %26
  %47 = phi i32 [ %44, %43 ], [ %33, %26 ], [ -1, %45 ], !dbg !1198
  %48 = add i32 %47, 1, !dbg !1198
  ret i32 %48, !dbg !1198
}

; Function Attrs: nounwind
define internal void @"$s13HTTPSemantics12PathTemplateV11PlaceholderVwst"(ptr noalias %0, i32 %1, i32 %2, ptr %3) #17 !dbg !1199 {
  %5 = getelementptr inbounds i8, ptr %0, i32 24, !dbg !1200
  %6 = icmp ugt i32 %2, 4096, !dbg !1200
  br i1 %6, label %7, label %9, !dbg !1200

7:                                                ; preds = %4
  %8 = sub i32 %2, 4096, !dbg !1200
  br label %9, !dbg !1200

9:                                                ; preds = %7, %4
  %10 = phi i32 [ 0, %4 ], [ 1, %7 ], !dbg !1200
  %11 = icmp ule i32 %1, 4096, !dbg !1200
  br i1 %11, label %12, label %34, !dbg !1200

12:                                               ; preds = %9
  %13 = icmp eq i32 %10, 0, !dbg !1200
  br i1 %13, label %14, label %15, !dbg !1200

14:                                               ; preds = %12
  br label %25, !dbg !1200

15:                                               ; preds = %12
  %16 = icmp eq i32 %10, 1, !dbg !1200
  br i1 %16, label %17, label %18, !dbg !1200

17:                                               ; preds = %15
  store i8 0, ptr %5, align 8, !dbg !1200
  br label %25, !dbg !1200

18:                                               ; preds = %15
  %19 = icmp eq i32 %10, 2, !dbg !1200
  br i1 %19, label %20, label %21, !dbg !1200

20:                                               ; preds = %18
  store i16 0, ptr %5, align 8, !dbg !1200
  br label %25, !dbg !1200

21:                                               ; preds = %18
  %22 = icmp eq i32 %10, 4, !dbg !1200
  br i1 %22, label %23, label %24, !dbg !1200

23:                                               ; preds = %21
  store i32 0, ptr %5, align 8, !dbg !1200
  br label %25, !dbg !1200

24:                                               ; preds = %21
  unreachable, !dbg !1200

25:                                               ; preds = %23, %20, %17, %14
  %26 = icmp eq i32 %1, 0, !dbg !1200
  br i1 %26, label %60, label %27, !dbg !1200

27:                                               ; preds = %25
  %28 = sub i32 %1, 1, !dbg !1200
  %29 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11PlaceholderV, ptr %0, i32 0, i32 0, !dbg !1200
  %30 = getelementptr inbounds nuw %TSS, ptr %29, i32 0, i32 0, !dbg !1200
  %31 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %30, i32 0, i32 0, !dbg !1200
  %32 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %31, i32 0, i32 1, !dbg !1200
  %33 = zext i32 %28 to i64, !dbg !1200
  store i64 %33, ptr %32, align 8, !dbg !1200
  br label %60, !dbg !1200

34:                                               ; preds = %9
  %35 = sub i32 %1, 1, !dbg !1200
  %36 = sub i32 %35, 4096, !dbg !1200
  br i1 true, label %41, label %37, !dbg !1200

37:                                               ; preds = %34
  %38 = lshr i32 %36, 192, !dbg !1200
  %39 = add i32 1, %38, !dbg !1200
  %40 = and i32 poison, %36, !dbg !1200
  br label %41, !dbg !1200

41:                                               ; preds = %37, %34
  %42 = phi i32 [ 1, %34 ], [ %39, %37 ], !dbg !1200
  %43 = phi i32 [ %36, %34 ], [ %40, %37 ], !dbg !1200
  %44 = zext i32 %43 to i192, !dbg !1200
  store i192 %44, ptr %0, align 8, !dbg !1200
  %45 = icmp eq i32 %10, 0, !dbg !1200
  br i1 %45, label %46, label %47, !dbg !1200

46:                                               ; preds = %41
  br label %59, !dbg !1200

47:                                               ; preds = %41
  %48 = icmp eq i32 %10, 1, !dbg !1200
  br i1 %48, label %49, label %51, !dbg !1200

49:                                               ; preds = %47
  %50 = trunc i32 %42 to i8, !dbg !1200
  store i8 %50, ptr %5, align 8, !dbg !1200
  br label %59, !dbg !1200

51:                                               ; preds = %47
  %52 = icmp eq i32 %10, 2, !dbg !1200
  br i1 %52, label %53, label %55, !dbg !1200

53:                                               ; preds = %51
  %54 = trunc i32 %42 to i16, !dbg !1200
  store i16 %54, ptr %5, align 8, !dbg !1200
  br label %59, !dbg !1200

55:                                               ; preds = %51
  %56 = icmp eq i32 %10, 4, !dbg !1200
  br i1 %56, label %57, label %58, !dbg !1200

57:                                               ; preds = %55
  store i32 %42, ptr %5, align 8, !dbg !1200
  br label %59, !dbg !1200

58:                                               ; preds = %55
  unreachable, !dbg !1200

59:                                               ; preds = %57, %53, %49, %46
  br label %60, !dbg !1200

60:                                               ; preds = %59, %27, %25
  ret void, !dbg !1200
}

; Function Attrs: noinline nounwind memory(none)
define protected swiftcc %swift.metadata_response @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMa"(i64 %0) #6 !dbg !1201 {
  ret %swift.metadata_response { ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV11PlaceholderVMf", i32 0, i32 2), i64 0 }, !dbg !1202
}

; Function Attrs: nounwind
define linkonce_odr hidden ptr @__swift_memcpy16_8(ptr %0, ptr %1, ptr %2) #17 !dbg !1203 {
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 16, i1 false), !dbg !1204
  ret ptr %0, !dbg !1204
}

; Function Attrs: nounwind
define linkonce_odr hidden void @__swift_noop_void_return(ptr %0, ptr %1) #17 !dbg !1205 {
  ret void, !dbg !1206
}

; Function Attrs: nounwind memory(read)
define internal i32 @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVwet"(ptr noalias %0, i32 %1, ptr %2) #18 !dbg !1207 {
  %4 = icmp eq i32 0, %1, !dbg !1208
  br i1 %4, label %41, label %5, !dbg !1208

5:                                                ; preds = %3
  %6 = icmp ugt i32 %1, 252, !dbg !1208
  br i1 %6, label %7, label %34, !dbg !1208

7:                                                ; preds = %5
  %8 = sub i32 %1, 252, !dbg !1208
  %9 = getelementptr inbounds i8, ptr %0, i32 16, !dbg !1208
  br i1 false, label %10, label %11, !dbg !1208

10:                                               ; preds = %7
  br label %23, !dbg !1208

11:                                               ; preds = %7
  br i1 true, label %12, label %15, !dbg !1208

12:                                               ; preds = %11
  %13 = load i8, ptr %9, align 1, !dbg !1208
  %14 = zext i8 %13 to i32, !dbg !1208
  br label %23, !dbg !1208

15:                                               ; preds = %11
  br i1 false, label %16, label %19, !dbg !1208

16:                                               ; preds = %15
  %17 = load i16, ptr %9, align 1, !dbg !1208
  %18 = zext i16 %17 to i32, !dbg !1208
  br label %23, !dbg !1208

19:                                               ; preds = %15
  br i1 false, label %20, label %22, !dbg !1208

20:                                               ; preds = %19
  %21 = load i32, ptr %9, align 1, !dbg !1208
  br label %23, !dbg !1208

22:                                               ; preds = %19
  unreachable, !dbg !1208

23:                                               ; preds = %20, %16, %12, %10
  %24 = phi i32 [ 0, %10 ], [ %14, %12 ], [ %18, %16 ], [ %21, %20 ], !dbg !1208
  %25 = icmp eq i32 %24, 0, !dbg !1208
  br i1 %25, label %34, label %26, !dbg !1208

26:                                               ; preds = %23
  %27 = sub i32 %24, 1, !dbg !1208
  %28 = shl i32 %27, 128, !dbg !1208
  %29 = select i1 true, i32 0, i32 %28, !dbg !1208
  %30 = load i128, ptr %0, align 1, !dbg !1208
  %31 = trunc i128 %30 to i32, !dbg !1208
  %32 = or i32 %31, %29, !dbg !1208
  %33 = add i32 252, %32, !dbg !1208
  br label %42, !dbg !1208

34:                                               ; preds = %23, %5
  %35 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %0, i32 0, i32 0, !dbg !1208
  %36 = load i8, ptr %35, align 8, !dbg !1208
  %37 = zext i8 %36 to i32, !dbg !1208
  %38 = sub i32 %37, 4, !dbg !1208
  %39 = icmp slt i32 %38, 0, !dbg !1208
  %40 = select i1 %39, i32 -1, i32 %38, !dbg !1208
  br label %42, !dbg !1208

41:                                               ; preds = %3
  br label %42, !dbg !1208

42:                                               ; preds = %41, %34, %26
  %43 = phi i32 [ %40, %34 ], [ %33, %26 ], [ -1, %41 ], !dbg !1208
  %44 = add i32 %43, 1, !dbg !1208
  ret i32 %44, !dbg !1208
}

; Function Attrs: nounwind
define internal void @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVwst"(ptr noalias %0, i32 %1, i32 %2, ptr %3) #17 !dbg !1209 {
  %5 = getelementptr inbounds i8, ptr %0, i32 16, !dbg !1210
  %6 = icmp ugt i32 %2, 252, !dbg !1210
  br i1 %6, label %7, label %9, !dbg !1210

7:                                                ; preds = %4
  %8 = sub i32 %2, 252, !dbg !1210
  br label %9, !dbg !1210

9:                                                ; preds = %7, %4
  %10 = phi i32 [ 0, %4 ], [ 1, %7 ], !dbg !1210
  %11 = icmp ule i32 %1, 252, !dbg !1210
  br i1 %11, label %12, label %32, !dbg !1210

12:                                               ; preds = %9
  %13 = icmp eq i32 %10, 0, !dbg !1210
  br i1 %13, label %14, label %15, !dbg !1210

14:                                               ; preds = %12
  br label %25, !dbg !1210

15:                                               ; preds = %12
  %16 = icmp eq i32 %10, 1, !dbg !1210
  br i1 %16, label %17, label %18, !dbg !1210

17:                                               ; preds = %15
  store i8 0, ptr %5, align 8, !dbg !1210
  br label %25, !dbg !1210

18:                                               ; preds = %15
  %19 = icmp eq i32 %10, 2, !dbg !1210
  br i1 %19, label %20, label %21, !dbg !1210

20:                                               ; preds = %18
  store i16 0, ptr %5, align 8, !dbg !1210
  br label %25, !dbg !1210

21:                                               ; preds = %18
  %22 = icmp eq i32 %10, 4, !dbg !1210
  br i1 %22, label %23, label %24, !dbg !1210

23:                                               ; preds = %21
  store i32 0, ptr %5, align 8, !dbg !1210
  br label %25, !dbg !1210

24:                                               ; preds = %21
  unreachable, !dbg !1210

25:                                               ; preds = %23, %20, %17, %14
  %26 = icmp eq i32 %1, 0, !dbg !1210
  br i1 %26, label %58, label %27, !dbg !1210

27:                                               ; preds = %25
  %28 = sub i32 %1, 1, !dbg !1210
  %29 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV, ptr %0, i32 0, i32 0, !dbg !1210
  %30 = trunc i32 %28 to i8, !dbg !1210
  %31 = add i8 %30, 4, !dbg !1210
  store i8 %31, ptr %29, align 8, !dbg !1210
  br label %58, !dbg !1210

32:                                               ; preds = %9
  %33 = sub i32 %1, 1, !dbg !1210
  %34 = sub i32 %33, 252, !dbg !1210
  br i1 true, label %39, label %35, !dbg !1210

35:                                               ; preds = %32
  %36 = lshr i32 %34, 128, !dbg !1210
  %37 = add i32 1, %36, !dbg !1210
  %38 = and i32 poison, %34, !dbg !1210
  br label %39, !dbg !1210

39:                                               ; preds = %35, %32
  %40 = phi i32 [ 1, %32 ], [ %37, %35 ], !dbg !1210
  %41 = phi i32 [ %34, %32 ], [ %38, %35 ], !dbg !1210
  %42 = zext i32 %41 to i128, !dbg !1210
  store i128 %42, ptr %0, align 8, !dbg !1210
  %43 = icmp eq i32 %10, 0, !dbg !1210
  br i1 %43, label %44, label %45, !dbg !1210

44:                                               ; preds = %39
  br label %57, !dbg !1210

45:                                               ; preds = %39
  %46 = icmp eq i32 %10, 1, !dbg !1210
  br i1 %46, label %47, label %49, !dbg !1210

47:                                               ; preds = %45
  %48 = trunc i32 %40 to i8, !dbg !1210
  store i8 %48, ptr %5, align 8, !dbg !1210
  br label %57, !dbg !1210

49:                                               ; preds = %45
  %50 = icmp eq i32 %10, 2, !dbg !1210
  br i1 %50, label %51, label %53, !dbg !1210

51:                                               ; preds = %49
  %52 = trunc i32 %40 to i16, !dbg !1210
  store i16 %52, ptr %5, align 8, !dbg !1210
  br label %57, !dbg !1210

53:                                               ; preds = %49
  %54 = icmp eq i32 %10, 4, !dbg !1210
  br i1 %54, label %55, label %56, !dbg !1210

55:                                               ; preds = %53
  store i32 %40, ptr %5, align 8, !dbg !1210
  br label %57, !dbg !1210

56:                                               ; preds = %53
  unreachable, !dbg !1210

57:                                               ; preds = %55, %51, %47, %44
  br label %58, !dbg !1210

58:                                               ; preds = %57, %27, %25
  ret void, !dbg !1210
}

; Function Attrs: noinline nounwind memory(none)
define protected swiftcc %swift.metadata_response @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMa"(i64 %0) #6 !dbg !1211 {
  ret %swift.metadata_response { ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, i32 }>, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMf", i32 0, i32 2), i64 0 }, !dbg !1212
}

; Function Attrs: nounwind
define linkonce_odr hidden ptr @__swift_memcpy1_1(ptr %0, ptr %1, ptr %2) #17 !dbg !1213 {
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 1, i1 false), !dbg !1214
  ret ptr %0, !dbg !1214
}

; Function Attrs: nounwind memory(read)
define internal i32 @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOwet"(ptr noalias %0, i32 %1, ptr %2) #18 !dbg !1215 {
  %4 = icmp eq i32 0, %1, !dbg !1216
  br i1 %4, label %53, label %5, !dbg !1216

5:                                                ; preds = %3
  %6 = icmp ugt i32 %1, 252, !dbg !1216
  br i1 %6, label %7, label %47, !dbg !1216

7:                                                ; preds = %5
  %8 = sub i32 %1, 252, !dbg !1216
  %9 = add i32 255, %8, !dbg !1216
  %10 = lshr i32 %9, 8, !dbg !1216
  %11 = add i32 %10, 1, !dbg !1216
  %12 = icmp ult i32 %11, 256, !dbg !1216
  br i1 %12, label %16, label %13, !dbg !1216

13:                                               ; preds = %7
  %14 = icmp ult i32 %11, 65536, !dbg !1216
  %15 = select i1 %14, i32 2, i32 4, !dbg !1216
  br label %16, !dbg !1216

16:                                               ; preds = %13, %7
  %17 = phi i32 [ 1, %7 ], [ %15, %13 ], !dbg !1216
  %18 = getelementptr inbounds i8, ptr %0, i32 1, !dbg !1216
  %19 = icmp eq i32 %17, 0, !dbg !1216
  br i1 %19, label %20, label %21, !dbg !1216

20:                                               ; preds = %16
  br label %36, !dbg !1216

21:                                               ; preds = %16
  %22 = icmp eq i32 %17, 1, !dbg !1216
  br i1 %22, label %23, label %26, !dbg !1216

23:                                               ; preds = %21
  %24 = load i8, ptr %18, align 1, !dbg !1216
  %25 = zext i8 %24 to i32, !dbg !1216
  br label %36, !dbg !1216

26:                                               ; preds = %21
  %27 = icmp eq i32 %17, 2, !dbg !1216
  br i1 %27, label %28, label %31, !dbg !1216

28:                                               ; preds = %26
  %29 = load i16, ptr %18, align 1, !dbg !1216
  %30 = zext i16 %29 to i32, !dbg !1216
  br label %36, !dbg !1216

31:                                               ; preds = %26
  %32 = icmp eq i32 %17, 4, !dbg !1216
  br i1 %32, label %33, label %35, !dbg !1216

33:                                               ; preds = %31
  %34 = load i32, ptr %18, align 1, !dbg !1216
  br label %36, !dbg !1216

35:                                               ; preds = %31
  unreachable, !dbg !1216

36:                                               ; preds = %33, %28, %23, %20
  %37 = phi i32 [ 0, %20 ], [ %25, %23 ], [ %30, %28 ], [ %34, %33 ], !dbg !1216
  %38 = icmp eq i32 %37, 0, !dbg !1216
  br i1 %38, label %47, label %39, !dbg !1216

39:                                               ; preds = %36
  %40 = sub i32 %37, 1, !dbg !1216
  %41 = shl i32 %40, 8, !dbg !1216
  %42 = select i1 false, i32 0, i32 %41, !dbg !1216
  %43 = load i8, ptr %0, align 1, !dbg !1216
  %44 = zext i8 %43 to i32, !dbg !1216
  %45 = or i32 %44, %42, !dbg !1216
  %46 = add i32 252, %45, !dbg !1216
  br label %54, !dbg !1216

47:                                               ; preds = %36, %5
  %48 = load i8, ptr %0, align 1, !dbg !1216
  %49 = zext i8 %48 to i32, !dbg !1216
  %50 = sub i32 %49, 4, !dbg !1216
  %51 = icmp slt i32 %50, 0, !dbg !1216
  %52 = select i1 %51, i32 -1, i32 %50, !dbg !1216
  br label %54, !dbg !1216

53:                                               ; preds = %3
  br label %54, !dbg !1216

54:                                               ; preds = %53, %47, %39
  %55 = phi i32 [ %52, %47 ], [ %46, %39 ], [ -1, %53 ], !dbg !1216
  %56 = add i32 %55, 1, !dbg !1216
  ret i32 %56, !dbg !1216
}

; Function Attrs: nounwind
define internal void @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOwst"(ptr noalias %0, i32 %1, i32 %2, ptr %3) #17 !dbg !1217 {
  %5 = getelementptr inbounds i8, ptr %0, i32 1, !dbg !1218
  %6 = icmp ugt i32 %2, 252, !dbg !1218
  br i1 %6, label %7, label %18, !dbg !1218

7:                                                ; preds = %4
  %8 = sub i32 %2, 252, !dbg !1218
  %9 = add i32 255, %8, !dbg !1218
  %10 = lshr i32 %9, 8, !dbg !1218
  %11 = add i32 %10, 1, !dbg !1218
  %12 = icmp ult i32 %11, 256, !dbg !1218
  br i1 %12, label %16, label %13, !dbg !1218

13:                                               ; preds = %7
  %14 = icmp ult i32 %11, 65536, !dbg !1218
  %15 = select i1 %14, i32 2, i32 4, !dbg !1218
  br label %16, !dbg !1218

16:                                               ; preds = %13, %7
  %17 = phi i32 [ 1, %7 ], [ %15, %13 ], !dbg !1218
  br label %18, !dbg !1218

18:                                               ; preds = %16, %4
  %19 = phi i32 [ 0, %4 ], [ %17, %16 ], !dbg !1218
  %20 = icmp ule i32 %1, 252, !dbg !1218
  br i1 %20, label %21, label %40, !dbg !1218

21:                                               ; preds = %18
  %22 = icmp eq i32 %19, 0, !dbg !1218
  br i1 %22, label %23, label %24, !dbg !1218

23:                                               ; preds = %21
  br label %34, !dbg !1218

24:                                               ; preds = %21
  %25 = icmp eq i32 %19, 1, !dbg !1218
  br i1 %25, label %26, label %27, !dbg !1218

26:                                               ; preds = %24
  store i8 0, ptr %5, align 1, !dbg !1218
  br label %34, !dbg !1218

27:                                               ; preds = %24
  %28 = icmp eq i32 %19, 2, !dbg !1218
  br i1 %28, label %29, label %30, !dbg !1218

29:                                               ; preds = %27
  store i16 0, ptr %5, align 1, !dbg !1218
  br label %34, !dbg !1218

30:                                               ; preds = %27
  %31 = icmp eq i32 %19, 4, !dbg !1218
  br i1 %31, label %32, label %33, !dbg !1218

32:                                               ; preds = %30
  store i32 0, ptr %5, align 1, !dbg !1218
  br label %34, !dbg !1218

33:                                               ; preds = %30
  unreachable, !dbg !1218

34:                                               ; preds = %32, %29, %26, %23
  %35 = icmp eq i32 %1, 0, !dbg !1218
  br i1 %35, label %66, label %36, !dbg !1218

36:                                               ; preds = %34
  %37 = sub i32 %1, 1, !dbg !1218
  %38 = trunc i32 %37 to i8, !dbg !1218
  %39 = add i8 %38, 4, !dbg !1218
  store i8 %39, ptr %0, align 1, !dbg !1218
  br label %66, !dbg !1218

40:                                               ; preds = %18
  %41 = sub i32 %1, 1, !dbg !1218
  %42 = sub i32 %41, 252, !dbg !1218
  br i1 false, label %47, label %43, !dbg !1218

43:                                               ; preds = %40
  %44 = lshr i32 %42, 8, !dbg !1218
  %45 = add i32 1, %44, !dbg !1218
  %46 = and i32 255, %42, !dbg !1218
  br label %47, !dbg !1218

47:                                               ; preds = %43, %40
  %48 = phi i32 [ 1, %40 ], [ %45, %43 ], !dbg !1218
  %49 = phi i32 [ %42, %40 ], [ %46, %43 ], !dbg !1218
  %50 = trunc i32 %49 to i8, !dbg !1218
  store i8 %50, ptr %0, align 1, !dbg !1218
  %51 = icmp eq i32 %19, 0, !dbg !1218
  br i1 %51, label %52, label %53, !dbg !1218

52:                                               ; preds = %47
  br label %65, !dbg !1218

53:                                               ; preds = %47
  %54 = icmp eq i32 %19, 1, !dbg !1218
  br i1 %54, label %55, label %57, !dbg !1218

55:                                               ; preds = %53
  %56 = trunc i32 %48 to i8, !dbg !1218
  store i8 %56, ptr %5, align 1, !dbg !1218
  br label %65, !dbg !1218

57:                                               ; preds = %53
  %58 = icmp eq i32 %19, 2, !dbg !1218
  br i1 %58, label %59, label %61, !dbg !1218

59:                                               ; preds = %57
  %60 = trunc i32 %48 to i16, !dbg !1218
  store i16 %60, ptr %5, align 1, !dbg !1218
  br label %65, !dbg !1218

61:                                               ; preds = %57
  %62 = icmp eq i32 %19, 4, !dbg !1218
  br i1 %62, label %63, label %64, !dbg !1218

63:                                               ; preds = %61
  store i32 %48, ptr %5, align 1, !dbg !1218
  br label %65, !dbg !1218

64:                                               ; preds = %61
  unreachable, !dbg !1218

65:                                               ; preds = %63, %59, %55, %52
  br label %66, !dbg !1218

66:                                               ; preds = %65, %36, %34
  ret void, !dbg !1218
}

; Function Attrs: nounwind
define internal i32 @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOwug"(ptr noalias %0, ptr %1) #17 !dbg !1219 {
  %3 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %0, i32 0, i32 0, !dbg !1220
  %4 = load i8, ptr %3, align 1, !dbg !1220
  %5 = zext i8 %4 to i32, !dbg !1220
  ret i32 %5, !dbg !1220
}

; Function Attrs: nounwind
define internal void @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOwup"(ptr noalias %0, ptr %1) #17 !dbg !1221 {
  ret void, !dbg !1222
}

; Function Attrs: nounwind
define internal void @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOwui"(ptr noalias %0, i32 %1, ptr %2) #17 !dbg !1223 {
  %4 = trunc i32 %1 to i8, !dbg !1224
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO, ptr %0, i32 0, i32 0, !dbg !1224
  store i8 %4, ptr %5, align 1, !dbg !1224
  ret void, !dbg !1224
}

; Function Attrs: noinline nounwind memory(none)
define protected swiftcc %swift.metadata_response @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMa"(i64 %0) #6 !dbg !1225 {
  ret %swift.metadata_response { ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMf", i32 0, i32 2), i64 0 }, !dbg !1226
}

; Function Attrs: nounwind
define internal ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVwCP"(ptr noalias %0, ptr noalias %1, ptr %2) #17 !dbg !1227 {
  %4 = load ptr, ptr %1, align 8, !dbg !1228
  %5 = call ptr @swift_retain(ptr returned %4) #8, !dbg !1228
  store ptr %4, ptr %0, align 8, !dbg !1228
  %6 = load ptr, ptr %0, align 8, !dbg !1228
  %7 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !1228
  ret ptr %7, !dbg !1228
}

; Function Attrs: nounwind
define internal void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVwxx"(ptr noalias %0, ptr %1) #17 !dbg !1229 {
  %3 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 0, !dbg !1230
  %4 = getelementptr inbounds nuw %TSa, ptr %3, i32 0, i32 0, !dbg !1230
  %5 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %4, i32 0, i32 0, !dbg !1230
  %6 = load ptr, ptr %5, align 8, !dbg !1230
  call void @swift_release(ptr %6) #4, !dbg !1230
  %7 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 1, !dbg !1230
  %8 = getelementptr inbounds nuw %TSa, ptr %7, i32 0, i32 0, !dbg !1230
  %9 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %8, i32 0, i32 0, !dbg !1230
  %10 = load ptr, ptr %9, align 8, !dbg !1230
  call void @swift_release(ptr %10) #4, !dbg !1230
  %11 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 3, !dbg !1230
  %12 = getelementptr inbounds nuw %TSa, ptr %11, i32 0, i32 0, !dbg !1230
  %13 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %12, i32 0, i32 0, !dbg !1230
  %14 = load ptr, ptr %13, align 8, !dbg !1230
  call void @swift_release(ptr %14) #4, !dbg !1230
  %15 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 4, !dbg !1230
  %16 = getelementptr inbounds nuw %TSS, ptr %15, i32 0, i32 0, !dbg !1230
  %17 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %16, i32 0, i32 0, !dbg !1230
  %18 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %17, i32 0, i32 1, !dbg !1230
  %19 = load ptr, ptr %18, align 8, !dbg !1230
  call void @swift_bridgeObjectRelease(ptr %19) #4, !dbg !1230
  %20 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 5, !dbg !1230
  %21 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %20, i32 0, i32 1, !dbg !1230
  %22 = getelementptr inbounds nuw %TSS, ptr %21, i32 0, i32 0, !dbg !1230
  %23 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %22, i32 0, i32 0, !dbg !1230
  %24 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %23, i32 0, i32 1, !dbg !1230
  %25 = load ptr, ptr %24, align 8, !dbg !1230
  call void @swift_bridgeObjectRelease(ptr %25) #4, !dbg !1230
  ret void, !dbg !1230
}

; Function Attrs: nounwind
define internal ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVwcp"(ptr noalias %0, ptr noalias %1, ptr %2) #17 !dbg !1231 {
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 0, !dbg !1232
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 0, !dbg !1232
  %6 = getelementptr inbounds nuw %TSa, ptr %4, i32 0, i32 0, !dbg !1232
  %7 = getelementptr inbounds nuw %TSa, ptr %5, i32 0, i32 0, !dbg !1232
  %8 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %6, i32 0, i32 0, !dbg !1232
  %9 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %7, i32 0, i32 0, !dbg !1232
  %10 = load ptr, ptr %9, align 8, !dbg !1232
  %11 = call ptr @swift_retain(ptr returned %10) #8, !dbg !1232
  store ptr %10, ptr %8, align 8, !dbg !1232
  %12 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 1, !dbg !1232
  %13 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 1, !dbg !1232
  %14 = getelementptr inbounds nuw %TSa, ptr %12, i32 0, i32 0, !dbg !1232
  %15 = getelementptr inbounds nuw %TSa, ptr %13, i32 0, i32 0, !dbg !1232
  %16 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %14, i32 0, i32 0, !dbg !1232
  %17 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %15, i32 0, i32 0, !dbg !1232
  %18 = load ptr, ptr %17, align 8, !dbg !1232
  %19 = call ptr @swift_retain(ptr returned %18) #8, !dbg !1232
  store ptr %18, ptr %16, align 8, !dbg !1232
  %20 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 2, !dbg !1232
  %21 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 2, !dbg !1232
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %21, i64 16, i1 false), !dbg !1232
  %22 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 3, !dbg !1232
  %23 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 3, !dbg !1232
  %24 = getelementptr inbounds nuw %TSa, ptr %22, i32 0, i32 0, !dbg !1232
  %25 = getelementptr inbounds nuw %TSa, ptr %23, i32 0, i32 0, !dbg !1232
  %26 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %24, i32 0, i32 0, !dbg !1232
  %27 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %25, i32 0, i32 0, !dbg !1232
  %28 = load ptr, ptr %27, align 8, !dbg !1232
  %29 = call ptr @swift_retain(ptr returned %28) #8, !dbg !1232
  store ptr %28, ptr %26, align 8, !dbg !1232
  %30 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 4, !dbg !1232
  %31 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 4, !dbg !1232
  %32 = getelementptr inbounds nuw %TSS, ptr %30, i32 0, i32 0, !dbg !1232
  %33 = getelementptr inbounds nuw %TSS, ptr %31, i32 0, i32 0, !dbg !1232
  %34 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %32, i32 0, i32 0, !dbg !1232
  %35 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %33, i32 0, i32 0, !dbg !1232
  %36 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %34, i32 0, i32 0, !dbg !1232
  %37 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %35, i32 0, i32 0, !dbg !1232
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %36, ptr align 8 %37, i64 8, i1 false), !dbg !1232
  %38 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %34, i32 0, i32 1, !dbg !1232
  %39 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %35, i32 0, i32 1, !dbg !1232
  %40 = load ptr, ptr %39, align 8, !dbg !1232
  %41 = call ptr @swift_bridgeObjectRetain(ptr returned %40) #4, !dbg !1232
  store ptr %40, ptr %38, align 8, !dbg !1232
  %42 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 5, !dbg !1232
  %43 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 5, !dbg !1232
  %44 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %42, i32 0, i32 0, !dbg !1232
  %45 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %43, i32 0, i32 0, !dbg !1232
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %44, ptr align 8 %45, i64 8, i1 false), !dbg !1232
  %46 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %42, i32 0, i32 1, !dbg !1232
  %47 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %43, i32 0, i32 1, !dbg !1232
  %48 = getelementptr inbounds nuw %TSS, ptr %46, i32 0, i32 0, !dbg !1232
  %49 = getelementptr inbounds nuw %TSS, ptr %47, i32 0, i32 0, !dbg !1232
  %50 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %48, i32 0, i32 0, !dbg !1232
  %51 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %49, i32 0, i32 0, !dbg !1232
  %52 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %50, i32 0, i32 0, !dbg !1232
  %53 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %51, i32 0, i32 0, !dbg !1232
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %52, ptr align 8 %53, i64 8, i1 false), !dbg !1232
  %54 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %50, i32 0, i32 1, !dbg !1232
  %55 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %51, i32 0, i32 1, !dbg !1232
  %56 = load ptr, ptr %55, align 8, !dbg !1232
  %57 = call ptr @swift_bridgeObjectRetain(ptr returned %56) #4, !dbg !1232
  store ptr %56, ptr %54, align 8, !dbg !1232
  %58 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 6, !dbg !1232
  %59 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 6, !dbg !1232
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %58, ptr align 8 %59, i64 1, i1 false), !dbg !1232
  ret ptr %0, !dbg !1232
}

; Function Attrs: nounwind
define internal ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVwca"(ptr %0, ptr %1, ptr %2) #17 !dbg !1233 {
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 0, !dbg !1234
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 0, !dbg !1234
  %6 = getelementptr inbounds nuw %TSa, ptr %4, i32 0, i32 0, !dbg !1234
  %7 = getelementptr inbounds nuw %TSa, ptr %5, i32 0, i32 0, !dbg !1234
  %8 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %6, i32 0, i32 0, !dbg !1234
  %9 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %7, i32 0, i32 0, !dbg !1234
  %10 = load ptr, ptr %9, align 8, !dbg !1234
  %11 = call ptr @swift_retain(ptr returned %10) #8, !dbg !1234
  %12 = load ptr, ptr %8, align 8, !dbg !1234
  store ptr %10, ptr %8, align 8, !dbg !1234
  call void @swift_release(ptr %12) #4, !dbg !1234
  %13 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 1, !dbg !1234
  %14 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 1, !dbg !1234
  %15 = getelementptr inbounds nuw %TSa, ptr %13, i32 0, i32 0, !dbg !1234
  %16 = getelementptr inbounds nuw %TSa, ptr %14, i32 0, i32 0, !dbg !1234
  %17 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %15, i32 0, i32 0, !dbg !1234
  %18 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %16, i32 0, i32 0, !dbg !1234
  %19 = load ptr, ptr %18, align 8, !dbg !1234
  %20 = call ptr @swift_retain(ptr returned %19) #8, !dbg !1234
  %21 = load ptr, ptr %17, align 8, !dbg !1234
  store ptr %19, ptr %17, align 8, !dbg !1234
  call void @swift_release(ptr %21) #4, !dbg !1234
  %22 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 2, !dbg !1234
  %23 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 2, !dbg !1234
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 8 %23, i64 16, i1 false), !dbg !1234
  %24 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 3, !dbg !1234
  %25 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 3, !dbg !1234
  %26 = getelementptr inbounds nuw %TSa, ptr %24, i32 0, i32 0, !dbg !1234
  %27 = getelementptr inbounds nuw %TSa, ptr %25, i32 0, i32 0, !dbg !1234
  %28 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %26, i32 0, i32 0, !dbg !1234
  %29 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %27, i32 0, i32 0, !dbg !1234
  %30 = load ptr, ptr %29, align 8, !dbg !1234
  %31 = call ptr @swift_retain(ptr returned %30) #8, !dbg !1234
  %32 = load ptr, ptr %28, align 8, !dbg !1234
  store ptr %30, ptr %28, align 8, !dbg !1234
  call void @swift_release(ptr %32) #4, !dbg !1234
  %33 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 4, !dbg !1234
  %34 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 4, !dbg !1234
  %35 = getelementptr inbounds nuw %TSS, ptr %33, i32 0, i32 0, !dbg !1234
  %36 = getelementptr inbounds nuw %TSS, ptr %34, i32 0, i32 0, !dbg !1234
  %37 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %35, i32 0, i32 0, !dbg !1234
  %38 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %36, i32 0, i32 0, !dbg !1234
  %39 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %37, i32 0, i32 0, !dbg !1234
  %40 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %38, i32 0, i32 0, !dbg !1234
  %41 = getelementptr inbounds nuw %Ts6UInt64V, ptr %39, i32 0, i32 0, !dbg !1234
  %42 = getelementptr inbounds nuw %Ts6UInt64V, ptr %40, i32 0, i32 0, !dbg !1234
  %43 = load i64, ptr %42, align 8, !dbg !1234
  store i64 %43, ptr %41, align 8, !dbg !1234
  %44 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %37, i32 0, i32 1, !dbg !1234
  %45 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %38, i32 0, i32 1, !dbg !1234
  %46 = load ptr, ptr %45, align 8, !dbg !1234
  %47 = call ptr @swift_bridgeObjectRetain(ptr returned %46) #4, !dbg !1234
  %48 = load ptr, ptr %44, align 8, !dbg !1234
  store ptr %46, ptr %44, align 8, !dbg !1234
  call void @swift_bridgeObjectRelease(ptr %48) #4, !dbg !1234
  %49 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 5, !dbg !1234
  %50 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 5, !dbg !1234
  %51 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %49, i32 0, i32 0, !dbg !1234
  %52 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %50, i32 0, i32 0, !dbg !1234
  %53 = getelementptr inbounds nuw %TSi, ptr %51, i32 0, i32 0, !dbg !1234
  %54 = getelementptr inbounds nuw %TSi, ptr %52, i32 0, i32 0, !dbg !1234
  %55 = load i64, ptr %54, align 8, !dbg !1234
  store i64 %55, ptr %53, align 8, !dbg !1234
  %56 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %49, i32 0, i32 1, !dbg !1234
  %57 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %50, i32 0, i32 1, !dbg !1234
  %58 = getelementptr inbounds nuw %TSS, ptr %56, i32 0, i32 0, !dbg !1234
  %59 = getelementptr inbounds nuw %TSS, ptr %57, i32 0, i32 0, !dbg !1234
  %60 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %58, i32 0, i32 0, !dbg !1234
  %61 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %59, i32 0, i32 0, !dbg !1234
  %62 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %60, i32 0, i32 0, !dbg !1234
  %63 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %61, i32 0, i32 0, !dbg !1234
  %64 = getelementptr inbounds nuw %Ts6UInt64V, ptr %62, i32 0, i32 0, !dbg !1234
  %65 = getelementptr inbounds nuw %Ts6UInt64V, ptr %63, i32 0, i32 0, !dbg !1234
  %66 = load i64, ptr %65, align 8, !dbg !1234
  store i64 %66, ptr %64, align 8, !dbg !1234
  %67 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %60, i32 0, i32 1, !dbg !1234
  %68 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %61, i32 0, i32 1, !dbg !1234
  %69 = load ptr, ptr %68, align 8, !dbg !1234
  %70 = call ptr @swift_bridgeObjectRetain(ptr returned %69) #4, !dbg !1234
  %71 = load ptr, ptr %67, align 8, !dbg !1234
  store ptr %69, ptr %67, align 8, !dbg !1234
  call void @swift_bridgeObjectRelease(ptr %71) #4, !dbg !1234
  %72 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 6, !dbg !1234
  %73 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 6, !dbg !1234
  %74 = getelementptr inbounds nuw %TSb, ptr %72, i32 0, i32 0, !dbg !1234
  %75 = getelementptr inbounds nuw %TSb, ptr %73, i32 0, i32 0, !dbg !1234
  %76 = load i1, ptr %75, align 8, !dbg !1234
  %77 = zext i1 %76 to i8, !dbg !1234
  store i8 %77, ptr %74, align 8, !dbg !1234
  ret ptr %0, !dbg !1234
}

; Function Attrs: nounwind
define linkonce_odr hidden ptr @__swift_memcpy81_8(ptr %0, ptr %1, ptr %2) #17 !dbg !1235 {
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 81, i1 false), !dbg !1236
  ret ptr %0, !dbg !1236
}

; Function Attrs: nounwind
define internal ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVwta"(ptr noalias %0, ptr noalias %1, ptr %2) #17 !dbg !1237 {
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 0, !dbg !1238
  %5 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 0, !dbg !1238
  %6 = getelementptr inbounds nuw %TSa, ptr %4, i32 0, i32 0, !dbg !1238
  %7 = getelementptr inbounds nuw %TSa, ptr %5, i32 0, i32 0, !dbg !1238
  %8 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %6, i32 0, i32 0, !dbg !1238
  %9 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %7, i32 0, i32 0, !dbg !1238
  %10 = load ptr, ptr %9, align 8, !dbg !1238
  %11 = load ptr, ptr %8, align 8, !dbg !1238
  store ptr %10, ptr %8, align 8, !dbg !1238
  call void @swift_release(ptr %11) #4, !dbg !1238
  %12 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 1, !dbg !1238
  %13 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 1, !dbg !1238
  %14 = getelementptr inbounds nuw %TSa, ptr %12, i32 0, i32 0, !dbg !1238
  %15 = getelementptr inbounds nuw %TSa, ptr %13, i32 0, i32 0, !dbg !1238
  %16 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %14, i32 0, i32 0, !dbg !1238
  %17 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %15, i32 0, i32 0, !dbg !1238
  %18 = load ptr, ptr %17, align 8, !dbg !1238
  %19 = load ptr, ptr %16, align 8, !dbg !1238
  store ptr %18, ptr %16, align 8, !dbg !1238
  call void @swift_release(ptr %19) #4, !dbg !1238
  %20 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 2, !dbg !1238
  %21 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 2, !dbg !1238
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %21, i64 16, i1 false), !dbg !1238
  %22 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 3, !dbg !1238
  %23 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 3, !dbg !1238
  %24 = getelementptr inbounds nuw %TSa, ptr %22, i32 0, i32 0, !dbg !1238
  %25 = getelementptr inbounds nuw %TSa, ptr %23, i32 0, i32 0, !dbg !1238
  %26 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %24, i32 0, i32 0, !dbg !1238
  %27 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %25, i32 0, i32 0, !dbg !1238
  %28 = load ptr, ptr %27, align 8, !dbg !1238
  %29 = load ptr, ptr %26, align 8, !dbg !1238
  store ptr %28, ptr %26, align 8, !dbg !1238
  call void @swift_release(ptr %29) #4, !dbg !1238
  %30 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 4, !dbg !1238
  %31 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 4, !dbg !1238
  %32 = getelementptr inbounds nuw %TSS, ptr %30, i32 0, i32 0, !dbg !1238
  %33 = getelementptr inbounds nuw %TSS, ptr %31, i32 0, i32 0, !dbg !1238
  %34 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %32, i32 0, i32 0, !dbg !1238
  %35 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %33, i32 0, i32 0, !dbg !1238
  %36 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %34, i32 0, i32 0, !dbg !1238
  %37 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %35, i32 0, i32 0, !dbg !1238
  %38 = getelementptr inbounds nuw %Ts6UInt64V, ptr %36, i32 0, i32 0, !dbg !1238
  %39 = getelementptr inbounds nuw %Ts6UInt64V, ptr %37, i32 0, i32 0, !dbg !1238
  %40 = load i64, ptr %39, align 8, !dbg !1238
  store i64 %40, ptr %38, align 8, !dbg !1238
  %41 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %34, i32 0, i32 1, !dbg !1238
  %42 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %35, i32 0, i32 1, !dbg !1238
  %43 = load ptr, ptr %42, align 8, !dbg !1238
  %44 = load ptr, ptr %41, align 8, !dbg !1238
  store ptr %43, ptr %41, align 8, !dbg !1238
  call void @swift_bridgeObjectRelease(ptr %44) #4, !dbg !1238
  %45 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 5, !dbg !1238
  %46 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 5, !dbg !1238
  %47 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %45, i32 0, i32 0, !dbg !1238
  %48 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %46, i32 0, i32 0, !dbg !1238
  %49 = getelementptr inbounds nuw %TSi, ptr %47, i32 0, i32 0, !dbg !1238
  %50 = getelementptr inbounds nuw %TSi, ptr %48, i32 0, i32 0, !dbg !1238
  %51 = load i64, ptr %50, align 8, !dbg !1238
  store i64 %51, ptr %49, align 8, !dbg !1238
  %52 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %45, i32 0, i32 1, !dbg !1238
  %53 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %46, i32 0, i32 1, !dbg !1238
  %54 = getelementptr inbounds nuw %TSS, ptr %52, i32 0, i32 0, !dbg !1238
  %55 = getelementptr inbounds nuw %TSS, ptr %53, i32 0, i32 0, !dbg !1238
  %56 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %54, i32 0, i32 0, !dbg !1238
  %57 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %55, i32 0, i32 0, !dbg !1238
  %58 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %56, i32 0, i32 0, !dbg !1238
  %59 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %57, i32 0, i32 0, !dbg !1238
  %60 = getelementptr inbounds nuw %Ts6UInt64V, ptr %58, i32 0, i32 0, !dbg !1238
  %61 = getelementptr inbounds nuw %Ts6UInt64V, ptr %59, i32 0, i32 0, !dbg !1238
  %62 = load i64, ptr %61, align 8, !dbg !1238
  store i64 %62, ptr %60, align 8, !dbg !1238
  %63 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %56, i32 0, i32 1, !dbg !1238
  %64 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %57, i32 0, i32 1, !dbg !1238
  %65 = load ptr, ptr %64, align 8, !dbg !1238
  %66 = load ptr, ptr %63, align 8, !dbg !1238
  store ptr %65, ptr %63, align 8, !dbg !1238
  call void @swift_bridgeObjectRelease(ptr %66) #4, !dbg !1238
  %67 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 6, !dbg !1238
  %68 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 6, !dbg !1238
  %69 = getelementptr inbounds nuw %TSb, ptr %67, i32 0, i32 0, !dbg !1238
  %70 = getelementptr inbounds nuw %TSb, ptr %68, i32 0, i32 0, !dbg !1238
  %71 = load i1, ptr %70, align 8, !dbg !1238
  %72 = zext i1 %71 to i8, !dbg !1238
  store i8 %72, ptr %69, align 8, !dbg !1238
  ret ptr %0, !dbg !1238
}

; Function Attrs: nounwind memory(read)
define internal i32 @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVwet"(ptr noalias %0, i32 %1, ptr %2) #18 !dbg !1239 {
  %4 = icmp eq i32 0, %1, !dbg !1240
  br i1 %4, label %44, label %5, !dbg !1240

5:                                                ; preds = %3
  %6 = icmp ugt i32 %1, 4096, !dbg !1240
  br i1 %6, label %7, label %34, !dbg !1240

7:                                                ; preds = %5
  %8 = sub i32 %1, 4096, !dbg !1240
  %9 = getelementptr inbounds i8, ptr %0, i32 81, !dbg !1240
  br i1 false, label %10, label %11, !dbg !1240

10:                                               ; preds = %7
  br label %23, !dbg !1240

11:                                               ; preds = %7
  br i1 true, label %12, label %15, !dbg !1240

12:                                               ; preds = %11
  %13 = load i8, ptr %9, align 1, !dbg !1240
  %14 = zext i8 %13 to i32, !dbg !1240
  br label %23, !dbg !1240

15:                                               ; preds = %11
  br i1 false, label %16, label %19, !dbg !1240

16:                                               ; preds = %15
  %17 = load i16, ptr %9, align 1, !dbg !1240
  %18 = zext i16 %17 to i32, !dbg !1240
  br label %23, !dbg !1240

19:                                               ; preds = %15
  br i1 false, label %20, label %22, !dbg !1240

20:                                               ; preds = %19
  %21 = load i32, ptr %9, align 1, !dbg !1240
  br label %23, !dbg !1240

22:                                               ; preds = %19
  unreachable, !dbg !1240

23:                                               ; preds = %20, %16, %12, %10
  %24 = phi i32 [ 0, %10 ], [ %14, %12 ], [ %18, %16 ], [ %21, %20 ], !dbg !1240
  %25 = icmp eq i32 %24, 0, !dbg !1240
  br i1 %25, label %34, label %26, !dbg !1240

26:                                               ; preds = %23
  %27 = sub i32 %24, 1, !dbg !1240
  %28 = shl i32 %27, 648, !dbg !1240
  %29 = select i1 true, i32 0, i32 %28, !dbg !1240
  %30 = load i648, ptr %0, align 1, !dbg !1240
  %31 = trunc i648 %30 to i32, !dbg !1240
  %32 = or i32 %31, %29, !dbg !1240
  %33 = add i32 4096, %32, !dbg !1240
  br label %45, !dbg !1240

34:                                               ; preds = %23, %5
  %35 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 0, !dbg !1240
  %36 = getelementptr inbounds nuw %TSa, ptr %35, i32 0, i32 0, !dbg !1240
  %37 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %36, i32 0, i32 0, !dbg !1240
  %38 = load i64, ptr %37, align 8, !dbg !1240
  %39 = icmp uge i64 %38, 4096, !dbg !1240
  br i1 %39, label %42, label %40, !dbg !1240

40:                                               ; preds = %34
  %41 = trunc i64 %38 to i32, !dbg !1240
  br label %42, !dbg !1240

42:                                               ; preds = %40, %34
  %43 = phi i32 [ -1, %34 ], [ %41, %40 ], !dbg !1240
  br label %45, !dbg !1240

44:                                               ; preds = %3
  br label %45, !dbg !1240

45:                                               ; preds = %44, %42, %26
  %46 = phi i32 [ %43, %42 ], [ %33, %26 ], [ -1, %44 ], !dbg !1240
  %47 = add i32 %46, 1, !dbg !1240
  ret i32 %47, !dbg !1240
}

; Function Attrs: nounwind
define internal void @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVwst"(ptr noalias %0, i32 %1, i32 %2, ptr %3) #17 !dbg !1241 {
  %5 = getelementptr inbounds i8, ptr %0, i32 81, !dbg !1242
  %6 = icmp ugt i32 %2, 4096, !dbg !1242
  br i1 %6, label %7, label %9, !dbg !1242

7:                                                ; preds = %4
  %8 = sub i32 %2, 4096, !dbg !1242
  br label %9, !dbg !1242

9:                                                ; preds = %7, %4
  %10 = phi i32 [ 0, %4 ], [ 1, %7 ], !dbg !1242
  %11 = icmp ule i32 %1, 4096, !dbg !1242
  br i1 %11, label %12, label %33, !dbg !1242

12:                                               ; preds = %9
  %13 = icmp eq i32 %10, 0, !dbg !1242
  br i1 %13, label %14, label %15, !dbg !1242

14:                                               ; preds = %12
  br label %25, !dbg !1242

15:                                               ; preds = %12
  %16 = icmp eq i32 %10, 1, !dbg !1242
  br i1 %16, label %17, label %18, !dbg !1242

17:                                               ; preds = %15
  store i8 0, ptr %5, align 1, !dbg !1242
  br label %25, !dbg !1242

18:                                               ; preds = %15
  %19 = icmp eq i32 %10, 2, !dbg !1242
  br i1 %19, label %20, label %21, !dbg !1242

20:                                               ; preds = %18
  store i16 0, ptr %5, align 1, !dbg !1242
  br label %25, !dbg !1242

21:                                               ; preds = %18
  %22 = icmp eq i32 %10, 4, !dbg !1242
  br i1 %22, label %23, label %24, !dbg !1242

23:                                               ; preds = %21
  store i32 0, ptr %5, align 1, !dbg !1242
  br label %25, !dbg !1242

24:                                               ; preds = %21
  unreachable, !dbg !1242

25:                                               ; preds = %23, %20, %17, %14
  %26 = icmp eq i32 %1, 0, !dbg !1242
  br i1 %26, label %59, label %27, !dbg !1242

27:                                               ; preds = %25
  %28 = sub i32 %1, 1, !dbg !1242
  %29 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 0, !dbg !1242
  %30 = getelementptr inbounds nuw %TSa, ptr %29, i32 0, i32 0, !dbg !1242
  %31 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %30, i32 0, i32 0, !dbg !1242
  %32 = zext i32 %28 to i64, !dbg !1242
  store i64 %32, ptr %31, align 8, !dbg !1242
  br label %59, !dbg !1242

33:                                               ; preds = %9
  %34 = sub i32 %1, 1, !dbg !1242
  %35 = sub i32 %34, 4096, !dbg !1242
  br i1 true, label %40, label %36, !dbg !1242

36:                                               ; preds = %33
  %37 = lshr i32 %35, 648, !dbg !1242
  %38 = add i32 1, %37, !dbg !1242
  %39 = and i32 poison, %35, !dbg !1242
  br label %40, !dbg !1242

40:                                               ; preds = %36, %33
  %41 = phi i32 [ 1, %33 ], [ %38, %36 ], !dbg !1242
  %42 = phi i32 [ %35, %33 ], [ %39, %36 ], !dbg !1242
  %43 = zext i32 %42 to i648, !dbg !1242
  store i648 %43, ptr %0, align 8, !dbg !1242
  %44 = icmp eq i32 %10, 0, !dbg !1242
  br i1 %44, label %45, label %46, !dbg !1242

45:                                               ; preds = %40
  br label %58, !dbg !1242

46:                                               ; preds = %40
  %47 = icmp eq i32 %10, 1, !dbg !1242
  br i1 %47, label %48, label %50, !dbg !1242

48:                                               ; preds = %46
  %49 = trunc i32 %41 to i8, !dbg !1242
  store i8 %49, ptr %5, align 1, !dbg !1242
  br label %58, !dbg !1242

50:                                               ; preds = %46
  %51 = icmp eq i32 %10, 2, !dbg !1242
  br i1 %51, label %52, label %54, !dbg !1242

52:                                               ; preds = %50
  %53 = trunc i32 %41 to i16, !dbg !1242
  store i16 %53, ptr %5, align 1, !dbg !1242
  br label %58, !dbg !1242

54:                                               ; preds = %50
  %55 = icmp eq i32 %10, 4, !dbg !1242
  br i1 %55, label %56, label %57, !dbg !1242

56:                                               ; preds = %54
  store i32 %41, ptr %5, align 1, !dbg !1242
  br label %58, !dbg !1242

57:                                               ; preds = %54
  unreachable, !dbg !1242

58:                                               ; preds = %56, %52, %48, %45
  br label %59, !dbg !1242

59:                                               ; preds = %58, %27, %25
  ret void, !dbg !1242
}

; Function Attrs: noinline nounwind memory(none)
define internal swiftcc %swift.metadata_response @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMa"(i64 %0) #6 !dbg !1243 {
  ret %swift.metadata_response { ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr, i32, i32, i32, i32, i32, i32, i32, [4 x i8] }>, ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMf", i32 0, i32 2), i64 0 }, !dbg !1244
}

declare swiftcc i64 @"$sSHsE13_rawHashValue4seedS2i_tF"(i64, ptr, ptr, ptr noalias swiftself) #5

declare swiftcc i64 @"$ss5ErrorPsE9_userInfoyXlSgvg"(ptr, ptr, ptr noalias swiftself) #5

declare swiftcc i64 @"$ss5ErrorPsE5_codeSivg"(ptr, ptr, ptr noalias swiftself) #5

declare swiftcc { i64, ptr } @"$ss5ErrorPsE7_domainSSvg"(ptr, ptr, ptr noalias swiftself) #5

; Function Attrs: noinline nounwind
define linkonce_odr hidden ptr @"$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVWOc"(ptr %0, ptr %1) #3 !dbg !1245 {
  %3 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 0, !dbg !1246
  %4 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 0, !dbg !1246
  %5 = getelementptr inbounds nuw %TSa, ptr %3, i32 0, i32 0, !dbg !1246
  %6 = getelementptr inbounds nuw %TSa, ptr %4, i32 0, i32 0, !dbg !1246
  %7 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %5, i32 0, i32 0, !dbg !1246
  %8 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %6, i32 0, i32 0, !dbg !1246
  %9 = load ptr, ptr %8, align 8, !dbg !1246
  %10 = call ptr @swift_retain(ptr returned %9) #8, !dbg !1246
  store ptr %9, ptr %7, align 8, !dbg !1246
  %11 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 1, !dbg !1246
  %12 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 1, !dbg !1246
  %13 = getelementptr inbounds nuw %TSa, ptr %11, i32 0, i32 0, !dbg !1246
  %14 = getelementptr inbounds nuw %TSa, ptr %12, i32 0, i32 0, !dbg !1246
  %15 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %13, i32 0, i32 0, !dbg !1246
  %16 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %14, i32 0, i32 0, !dbg !1246
  %17 = load ptr, ptr %16, align 8, !dbg !1246
  %18 = call ptr @swift_retain(ptr returned %17) #8, !dbg !1246
  store ptr %17, ptr %15, align 8, !dbg !1246
  %19 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 2, !dbg !1246
  %20 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 2, !dbg !1246
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 %20, i64 16, i1 false), !dbg !1246
  %21 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 3, !dbg !1246
  %22 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 3, !dbg !1246
  %23 = getelementptr inbounds nuw %TSa, ptr %21, i32 0, i32 0, !dbg !1246
  %24 = getelementptr inbounds nuw %TSa, ptr %22, i32 0, i32 0, !dbg !1246
  %25 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %23, i32 0, i32 0, !dbg !1246
  %26 = getelementptr inbounds nuw %Ts22_ContiguousArrayBufferV, ptr %24, i32 0, i32 0, !dbg !1246
  %27 = load ptr, ptr %26, align 8, !dbg !1246
  %28 = call ptr @swift_retain(ptr returned %27) #8, !dbg !1246
  store ptr %27, ptr %25, align 8, !dbg !1246
  %29 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 4, !dbg !1246
  %30 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 4, !dbg !1246
  %31 = getelementptr inbounds nuw %TSS, ptr %29, i32 0, i32 0, !dbg !1246
  %32 = getelementptr inbounds nuw %TSS, ptr %30, i32 0, i32 0, !dbg !1246
  %33 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %31, i32 0, i32 0, !dbg !1246
  %34 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %32, i32 0, i32 0, !dbg !1246
  %35 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %33, i32 0, i32 0, !dbg !1246
  %36 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %34, i32 0, i32 0, !dbg !1246
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %35, ptr align 8 %36, i64 8, i1 false), !dbg !1246
  %37 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %33, i32 0, i32 1, !dbg !1246
  %38 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %34, i32 0, i32 1, !dbg !1246
  %39 = load ptr, ptr %38, align 8, !dbg !1246
  %40 = call ptr @swift_bridgeObjectRetain(ptr returned %39) #4, !dbg !1246
  store ptr %39, ptr %37, align 8, !dbg !1246
  %41 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 5, !dbg !1246
  %42 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 5, !dbg !1246
  %43 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %41, i32 0, i32 0, !dbg !1246
  %44 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %42, i32 0, i32 0, !dbg !1246
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %43, ptr align 8 %44, i64 8, i1 false), !dbg !1246
  %45 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %41, i32 0, i32 1, !dbg !1246
  %46 = getelementptr inbounds nuw <{ %TSi, %TSS }>, ptr %42, i32 0, i32 1, !dbg !1246
  %47 = getelementptr inbounds nuw %TSS, ptr %45, i32 0, i32 0, !dbg !1246
  %48 = getelementptr inbounds nuw %TSS, ptr %46, i32 0, i32 0, !dbg !1246
  %49 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %47, i32 0, i32 0, !dbg !1246
  %50 = getelementptr inbounds nuw %Ts11_StringGutsV, ptr %48, i32 0, i32 0, !dbg !1246
  %51 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %49, i32 0, i32 0, !dbg !1246
  %52 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %50, i32 0, i32 0, !dbg !1246
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %51, ptr align 8 %52, i64 8, i1 false), !dbg !1246
  %53 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %49, i32 0, i32 1, !dbg !1246
  %54 = getelementptr inbounds nuw %Ts13_StringObjectV, ptr %50, i32 0, i32 1, !dbg !1246
  %55 = load ptr, ptr %54, align 8, !dbg !1246
  %56 = call ptr @swift_bridgeObjectRetain(ptr returned %55) #4, !dbg !1246
  store ptr %55, ptr %53, align 8, !dbg !1246
  %57 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %1, i32 0, i32 6, !dbg !1246
  %58 = getelementptr inbounds nuw %T13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV, ptr %0, i32 0, i32 6, !dbg !1246
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %57, ptr align 8 %58, i64 1, i1 false), !dbg !1246
  ret ptr %1, !dbg !1246
}

attributes #0 = { sanitize_address "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline nounwind memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind memory(read) }
attributes #8 = { nounwind willreturn }
attributes #9 = { noinline sanitize_address "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noinline nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #12 = { nounwind memory(argmem: readwrite) }
attributes #13 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #14 = { nounwind memory(none) }
attributes #15 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #16 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #17 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { nounwind memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { noinline }
attributes #20 = { nounwind memory(argmem: read) }

!llvm.dbg.cu = !{!0, !15, !17}
!swift.module.flags = !{!19}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26, !27}
!llvm.linker.options = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_Swift, file: !1, producer: "Swift version 6.3.1 (swift-6.3.1-RELEASE)", isOptimized: false, flags: "-private-discriminator _EA34F3762816666E1E1E13AE90A67834", runtimeVersion: 6, emissionKind: FullDebug, imports: !2)
!1 = !DIFile(filename: "Sources/HTTPSemantics/PathTemplate.swift", directory: "/work/main")
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
!15 = distinct !DICompileUnit(language: DW_LANG_C11, file: !16, producer: "clang version 21.0.0 (https://github.com/swiftlang/llvm-project.git 11673e6660b2d0a5f9f99b1c7b773f4c2f6df1b0)", isOptimized: false, flags: "-private-discriminator _EA34F3762816666E1E1E13AE90A67834", runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
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
!28 = distinct !DISubprogram(name: "__derived_enum_equals", linkageName: "$s13HTTPSemantics12PathTemplateV4PartO21__derived_enum_equalsySbAE_AEtFZ", scope: !30, file: !29, type: !32, spFlags: DISPFlagDefinition, unit: !0, declaration: !36, retainedNodes: !37)
!29 = !DIFile(filename: "<compiler-generated>", directory: "/")
!30 = !DICompositeType(tag: DW_TAG_structure_type, name: "Part", scope: !31, file: !1, size: 136, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics12PathTemplateV4PartOD")
!31 = !DICompositeType(tag: DW_TAG_structure_type, name: "PathTemplate", scope: !4, file: !1, size: 384, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics12PathTemplateVD")
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !30, !30, !35}
!34 = !DICompositeType(tag: DW_TAG_structure_type, name: "Bool", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sSbD")
!35 = !DICompositeType(tag: DW_TAG_structure_type, name: "$s13HTTPSemantics12PathTemplateV4PartOXMtD", size: 8, flags: DIFlagArtificial, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics12PathTemplateV4PartOXMtD")
!36 = !DISubprogram(name: "__derived_enum_equals", linkageName: "$s13HTTPSemantics12PathTemplateV4PartO21__derived_enum_equalsySbAE_AEtFZ", scope: !30, file: !29, type: !32, spFlags: 0)
!37 = !{!38, !40, !41}
!38 = !DILocalVariable(name: "a", arg: 1, scope: !28, file: !1, type: !39, flags: DIFlagArtificial)
!39 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!40 = !DILocalVariable(name: "b", arg: 2, scope: !28, file: !1, type: !39, flags: DIFlagArtificial)
!41 = !DILocalVariable(name: "self", arg: 3, scope: !28, file: !1, type: !42, flags: DIFlagArtificial)
!42 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!43 = !DILocation(line: 0, scope: !28)
!44 = !DILocation(line: 0, scope: !45)
!45 = !DILexicalBlockFile(scope: !28, discriminator: 0)
!46 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV4PartOWOy", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!47 = !DISubroutineType(types: null)
!48 = !DILocation(line: 0, scope: !46)
!49 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV4PartOWOe", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!50 = !DILocation(line: 0, scope: !49)
!51 = distinct !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics12PathTemplateV4PartO4hash4intoys6HasherVz_tF", scope: !30, file: !29, type: !52, spFlags: DISPFlagDefinition, unit: !0, declaration: !57, retainedNodes: !58)
!52 = !DISubroutineType(types: !53)
!53 = !{!54, !55, !30}
!54 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sytD", flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sytD")
!55 = !DICompositeType(tag: DW_TAG_structure_type, name: "Hasher", scope: !6, file: !56, size: 576, runtimeLang: DW_LANG_Swift, identifier: "$ss6HasherVD")
!56 = !DIFile(filename: "/opt/swift/usr/lib/swift/linux/Swift.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule", directory: "")
!57 = !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics12PathTemplateV4PartO4hash4intoys6HasherVz_tF", scope: !30, file: !29, type: !52, spFlags: 0)
!58 = !{!59, !60}
!59 = !DILocalVariable(name: "hasher", arg: 1, scope: !51, file: !1, type: !55, flags: DIFlagArtificial)
!60 = !DILocalVariable(name: "self", arg: 2, scope: !51, file: !1, type: !39, flags: DIFlagArtificial)
!61 = !DILocation(line: 0, scope: !51)
!62 = !DILocation(line: 0, scope: !63)
!63 = !DILexicalBlockFile(scope: !51, discriminator: 0)
!64 = distinct !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivg", scope: !30, file: !29, type: !65, spFlags: DISPFlagDefinition, unit: !0, declaration: !68, retainedNodes: !69)
!65 = !DISubroutineType(types: !66)
!66 = !{!67, !30}
!67 = !DICompositeType(tag: DW_TAG_structure_type, name: "Int", scope: !6, file: !56, size: 64, runtimeLang: DW_LANG_Swift, identifier: "$sSiD")
!68 = !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics12PathTemplateV4PartO9hashValueSivg", scope: !30, file: !29, type: !65, spFlags: 0)
!69 = !{!70}
!70 = !DILocalVariable(name: "self", arg: 1, scope: !64, file: !1, type: !39, flags: DIFlagArtificial)
!71 = !DILocation(line: 0, scope: !64)
!72 = !DILocation(line: 0, scope: !73)
!73 = !DILexicalBlockFile(scope: !64, discriminator: 0)
!74 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV4PartOAESHAAWl", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!75 = !DILocation(line: 0, scope: !74)
!76 = distinct !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics12PathTemplateV4PartOSHAASH9hashValueSivgTW", scope: !30, file: !29, type: !65, spFlags: DISPFlagDefinition, unit: !0, declaration: !77)
!77 = !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics12PathTemplateV4PartOSHAASH9hashValueSivgTW", scope: !30, file: !29, type: !65, spFlags: 0)
!78 = !DILocation(line: 0, scope: !76)
!79 = distinct !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics12PathTemplateV4PartOSHAASH4hash4intoys6HasherVz_tFTW", scope: !30, file: !29, type: !52, spFlags: DISPFlagDefinition, unit: !0, declaration: !80)
!80 = !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics12PathTemplateV4PartOSHAASH4hash4intoys6HasherVz_tFTW", scope: !30, file: !29, type: !52, spFlags: 0)
!81 = !DILocation(line: 0, scope: !79)
!82 = distinct !DISubprogram(name: "_rawHashValue", linkageName: "$s13HTTPSemantics12PathTemplateV4PartOSHAASH13_rawHashValue4seedS2i_tFTW", scope: !83, file: !29, type: !84, spFlags: DISPFlagDefinition, unit: !0, declaration: !86)
!83 = !DICompositeType(tag: DW_TAG_structure_type, name: "Hashable", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sSH_pD")
!84 = !DISubroutineType(types: !85)
!85 = !{!67, !67, !30}
!86 = !DISubprogram(name: "_rawHashValue", linkageName: "$s13HTTPSemantics12PathTemplateV4PartOSHAASH13_rawHashValue4seedS2i_tFTW", scope: !83, file: !29, type: !84, spFlags: 0)
!87 = !DILocation(line: 0, scope: !82)
!88 = distinct !DISubprogram(name: "__derived_enum_equals", linkageName: "$s13HTTPSemantics12PathTemplateV4PartOSQAASQ2eeoiySbx_xtFZTW", scope: !30, file: !29, type: !89, spFlags: DISPFlagDefinition, unit: !0, declaration: !92)
!89 = !DISubroutineType(types: !90)
!90 = !{!34, !30, !30, !91}
!91 = !DICompositeType(tag: DW_TAG_structure_type, name: "$s13HTTPSemantics12PathTemplateV4PartOXMTD", flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics12PathTemplateV4PartOXMTD")
!92 = !DISubprogram(name: "__derived_enum_equals", linkageName: "$s13HTTPSemantics12PathTemplateV4PartOSQAASQ2eeoiySbx_xtFZTW", scope: !30, file: !29, type: !89, spFlags: 0)
!93 = !DILocation(line: 0, scope: !88)
!94 = distinct !DISubprogram(name: "parts.get", linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentV5partsSayAC4PartOGvg", scope: !95, file: !29, type: !96, spFlags: DISPFlagDefinition, unit: !0, declaration: !99)
!95 = !DICompositeType(tag: DW_TAG_structure_type, name: "Segment", scope: !31, file: !1, size: 64, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics12PathTemplateV7SegmentVD")
!96 = !DISubroutineType(types: !97)
!97 = !{!98, !95}
!98 = !DICompositeType(tag: DW_TAG_structure_type, name: "Array", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sSay13HTTPSemantics12PathTemplateV4PartOGD")
!99 = !DISubprogram(name: "parts.get", linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentV5partsSayAC4PartOGvg", scope: !95, file: !29, type: !96, spFlags: 0)
!100 = !DILocation(line: 0, scope: !94)
!101 = distinct !DISubprogram(name: "parts.set", linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentV5partsSayAC4PartOGvs", scope: !95, file: !29, type: !102, spFlags: DISPFlagDefinition, unit: !0, declaration: !104)
!102 = !DISubroutineType(types: !103)
!103 = !{!54, !98, !95}
!104 = !DISubprogram(name: "parts.set", linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentV5partsSayAC4PartOGvs", scope: !95, file: !29, type: !102, spFlags: 0)
!105 = !DILocation(line: 0, scope: !101)
!106 = distinct !DISubprogram(name: "parts.modify", linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentV5partsSayAC4PartOGvM", scope: !95, file: !29, type: !107, spFlags: DISPFlagDefinition, unit: !0, declaration: !109)
!107 = !DISubroutineType(types: !108)
!108 = !{!54, !95}
!109 = !DISubprogram(name: "parts.modify", linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentV5partsSayAC4PartOGvM", scope: !95, file: !29, type: !107, spFlags: 0)
!110 = !DILocation(line: 0, scope: !106)
!111 = distinct !DISubprogram(name: "init", linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentVyAESayAC4PartOGcfC", scope: !95, file: !1, line: 27, type: !112, scopeLine: 27, spFlags: DISPFlagDefinition, unit: !0, declaration: !115, retainedNodes: !116)
!112 = !DISubroutineType(types: !113)
!113 = !{!95, !98, !114}
!114 = !DICompositeType(tag: DW_TAG_structure_type, name: "$s13HTTPSemantics12PathTemplateV7SegmentVXMtD", size: 8, flags: DIFlagArtificial, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics12PathTemplateV7SegmentVXMtD")
!115 = !DISubprogram(name: "init", linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentVyAESayAC4PartOGcfC", scope: !95, file: !1, line: 27, type: !112, scopeLine: 27, spFlags: 0)
!116 = !{!117, !118}
!117 = !DILocalVariable(name: "self", scope: !111, file: !1, line: 27, type: !95)
!118 = !DILocalVariable(name: "parts", arg: 1, scope: !111, file: !1, line: 27, type: !119)
!119 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !120)
!120 = !DICompositeType(tag: DW_TAG_structure_type, scope: !6, file: !56, size: 64, elements: !121, runtimeLang: DW_LANG_Swift)
!121 = !{!122}
!122 = !DIDerivedType(tag: DW_TAG_member, scope: !6, file: !56, baseType: !123, size: 64)
!123 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sSay13HTTPSemantics12PathTemplateV4PartOGD", scope: !6, file: !56, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, templateParams: !124)
!124 = !{!125}
!125 = !DITemplateTypeParameter(type: !30)
!126 = !DILocation(line: 27, column: 16, scope: !111)
!127 = !DILocation(line: 27, column: 21, scope: !111)
!128 = !DILocation(line: 0, scope: !129)
!129 = !DILexicalBlockFile(scope: !111, discriminator: 0)
!130 = !DILocation(line: 0, scope: !111)
!131 = !DILocation(line: 27, column: 53, scope: !111)
!132 = !DILocation(line: 27, column: 51, scope: !111)
!133 = !DILocation(line: 27, column: 59, scope: !111)
!134 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentVWOh", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!135 = !DILocation(line: 0, scope: !134)
!136 = distinct !DISubprogram(name: "isLiteral.get", linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentV9isLiteralSbvg", scope: !95, file: !1, line: 30, type: !137, scopeLine: 30, spFlags: DISPFlagDefinition, unit: !0, declaration: !139, retainedNodes: !140)
!137 = !DISubroutineType(types: !138)
!138 = !{!34, !95}
!139 = !DISubprogram(name: "isLiteral.get", linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentV9isLiteralSbvg", scope: !95, file: !1, line: 30, type: !137, scopeLine: 30, spFlags: 0)
!140 = !{!141}
!141 = !DILocalVariable(name: "self", arg: 1, scope: !136, file: !1, line: 30, type: !142, flags: DIFlagArtificial)
!142 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !95)
!143 = !DILocation(line: 30, column: 36, scope: !136)
!144 = !DILocation(line: 0, scope: !136)
!145 = !DILocation(line: 31, column: 13, scope: !136)
!146 = !DILocation(line: 0, scope: !147)
!147 = !DILexicalBlockFile(scope: !136, discriminator: 0)
!148 = !DILocation(line: 31, column: 19, scope: !136)
!149 = !DILocation(line: 31, column: 78, scope: !136)
!150 = !DILocation(line: 32, column: 9, scope: !136)
!151 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentV9isLiteralSbvgSbAC4PartOXEfU_", scope: !136, file: !1, line: 31, type: !152, scopeLine: 31, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !154, thrownTypes: !156)
!152 = !DISubroutineType(types: !153)
!153 = !{!34, !30}
!154 = !{!155}
!155 = !DILocalVariable(name: "$0", arg: 1, scope: !151, file: !1, line: 31, type: !39)
!156 = !{!157}
!157 = !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !6, file: !56, size: 64, runtimeLang: DW_LANG_Swift, identifier: "$ss5Error_pD")
!158 = !DILocation(line: 31, column: 30, scope: !151)
!159 = !DILocation(line: 0, scope: !160)
!160 = !DILexicalBlockFile(scope: !151, discriminator: 0)
!161 = !DILocation(line: 0, scope: !151)
!162 = !DILocation(line: 31, column: 51, scope: !163)
!163 = distinct !DILexicalBlock(scope: !164, file: !1, line: 31, column: 51)
!164 = distinct !DILexicalBlock(scope: !151, file: !1, line: 31, column: 32)
!165 = !DILocation(line: 31, column: 32, scope: !164)
!166 = !DILocation(line: 31, column: 76, scope: !164)
!167 = !DILocation(line: 0, scope: !168)
!168 = !DILexicalBlockFile(scope: !164, file: !29, discriminator: 0)
!169 = !DILocation(line: 31, column: 76, scope: !170)
!170 = distinct !DILexicalBlock(scope: !164, file: !1, line: 31, column: 68)
!171 = !DILocation(line: 31, column: 61, scope: !172)
!172 = distinct !DILexicalBlock(scope: !173, file: !1, line: 31, column: 54)
!173 = distinct !DILexicalBlock(scope: !164, file: !1, line: 31, column: 51)
!174 = !DILocation(line: 31, column: 78, scope: !170)
!175 = distinct !DISubprogram(linkageName: "__swift_instantiateConcreteTypeFromMangledName", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!176 = !DILocation(line: 0, scope: !175)
!177 = distinct !DISubprogram(linkageName: "$sSay13HTTPSemantics12PathTemplateV4PartOGSayxGSTsWl", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!178 = !DILocation(line: 0, scope: !177)
!179 = distinct !DISubprogram(linkageName: "__swift_instantiateConcreteTypeFromMangledNameAbstract", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!180 = !DILocation(line: 0, scope: !179)
!181 = distinct !DISubprogram(linkageName: "$sSay13HTTPSemantics12PathTemplateV4PartOGWOh", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!182 = !DILocation(line: 0, scope: !181)
!183 = distinct !DISubprogram(name: "__derived_struct_equals", linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentV23__derived_struct_equalsySbAE_AEtFZ", scope: !95, file: !29, type: !184, spFlags: DISPFlagDefinition, unit: !0, declaration: !186, retainedNodes: !187)
!184 = !DISubroutineType(types: !185)
!185 = !{!34, !95, !95, !114}
!186 = !DISubprogram(name: "__derived_struct_equals", linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentV23__derived_struct_equalsySbAE_AEtFZ", scope: !95, file: !29, type: !184, spFlags: 0)
!187 = !{!188, !189, !190}
!188 = !DILocalVariable(name: "a", arg: 1, scope: !183, file: !1, type: !142, flags: DIFlagArtificial)
!189 = !DILocalVariable(name: "b", arg: 2, scope: !183, file: !1, type: !142, flags: DIFlagArtificial)
!190 = !DILocalVariable(name: "self", arg: 3, scope: !183, file: !1, type: !191, flags: DIFlagArtificial)
!191 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !114)
!192 = !DILocation(line: 0, scope: !183)
!193 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV4PartOAESQAAWl", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!194 = !DILocation(line: 0, scope: !193)
!195 = distinct !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentV4hash4intoys6HasherVz_tF", scope: !95, file: !29, type: !196, spFlags: DISPFlagDefinition, unit: !0, declaration: !198, retainedNodes: !199)
!196 = !DISubroutineType(types: !197)
!197 = !{!54, !55, !95}
!198 = !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentV4hash4intoys6HasherVz_tF", scope: !95, file: !29, type: !196, spFlags: 0)
!199 = !{!200, !201}
!200 = !DILocalVariable(name: "hasher", arg: 1, scope: !195, file: !1, type: !55, flags: DIFlagArtificial)
!201 = !DILocalVariable(name: "self", arg: 2, scope: !195, file: !1, type: !142, flags: DIFlagArtificial)
!202 = !DILocation(line: 0, scope: !195)
!203 = !DILocation(line: 0, scope: !204)
!204 = !DILexicalBlockFile(scope: !195, discriminator: 0)
!205 = distinct !DISubprogram(linkageName: "$sSay13HTTPSemantics12PathTemplateV4PartOGSayxGSHsSHRzlWl", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!206 = !DILocation(line: 0, scope: !205)
!207 = distinct !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentV9hashValueSivg", scope: !95, file: !29, type: !208, spFlags: DISPFlagDefinition, unit: !0, declaration: !210, retainedNodes: !211)
!208 = !DISubroutineType(types: !209)
!209 = !{!67, !95}
!210 = !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentV9hashValueSivg", scope: !95, file: !29, type: !208, spFlags: 0)
!211 = !{!212}
!212 = !DILocalVariable(name: "self", arg: 1, scope: !207, file: !1, type: !142, flags: DIFlagArtificial)
!213 = !DILocation(line: 0, scope: !207)
!214 = !DILocation(line: 0, scope: !215)
!215 = !DILexicalBlockFile(scope: !207, discriminator: 0)
!216 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentVAESHAAWl", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!217 = !DILocation(line: 0, scope: !216)
!218 = distinct !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentVSHAASH9hashValueSivgTW", scope: !95, file: !29, type: !208, spFlags: DISPFlagDefinition, unit: !0, declaration: !219)
!219 = !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentVSHAASH9hashValueSivgTW", scope: !95, file: !29, type: !208, spFlags: 0)
!220 = !DILocation(line: 0, scope: !218)
!221 = distinct !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentVSHAASH4hash4intoys6HasherVz_tFTW", scope: !95, file: !29, type: !196, spFlags: DISPFlagDefinition, unit: !0, declaration: !222)
!222 = !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentVSHAASH4hash4intoys6HasherVz_tFTW", scope: !95, file: !29, type: !196, spFlags: 0)
!223 = !DILocation(line: 0, scope: !221)
!224 = distinct !DISubprogram(name: "_rawHashValue", linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentVSHAASH13_rawHashValue4seedS2i_tFTW", scope: !83, file: !29, type: !225, spFlags: DISPFlagDefinition, unit: !0, declaration: !227)
!225 = !DISubroutineType(types: !226)
!226 = !{!67, !67, !95}
!227 = !DISubprogram(name: "_rawHashValue", linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentVSHAASH13_rawHashValue4seedS2i_tFTW", scope: !83, file: !29, type: !225, spFlags: 0)
!228 = !DILocation(line: 0, scope: !224)
!229 = distinct !DISubprogram(name: "__derived_struct_equals", linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentVSQAASQ2eeoiySbx_xtFZTW", scope: !95, file: !29, type: !230, spFlags: DISPFlagDefinition, unit: !0, declaration: !233)
!230 = !DISubroutineType(types: !231)
!231 = !{!34, !95, !95, !232}
!232 = !DICompositeType(tag: DW_TAG_structure_type, name: "$s13HTTPSemantics12PathTemplateV7SegmentVXMTD", flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics12PathTemplateV7SegmentVXMTD")
!233 = !DISubprogram(name: "__derived_struct_equals", linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentVSQAASQ2eeoiySbx_xtFZTW", scope: !95, file: !29, type: !230, spFlags: 0)
!234 = !DILocation(line: 0, scope: !229)
!235 = distinct !DISubprogram(name: "name.get", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderV4nameSSvg", scope: !236, file: !29, type: !237, spFlags: DISPFlagDefinition, unit: !0, declaration: !240)
!236 = !DICompositeType(tag: DW_TAG_structure_type, name: "Placeholder", scope: !31, file: !1, size: 192, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics12PathTemplateV11PlaceholderVD")
!237 = !DISubroutineType(types: !238)
!238 = !{!239, !236}
!239 = !DICompositeType(tag: DW_TAG_structure_type, name: "String", scope: !6, file: !56, size: 128, runtimeLang: DW_LANG_Swift, identifier: "$sSSD")
!240 = !DISubprogram(name: "name.get", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderV4nameSSvg", scope: !236, file: !29, type: !237, spFlags: 0)
!241 = !DILocation(line: 0, scope: !235)
!242 = distinct !DISubprogram(name: "name.set", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderV4nameSSvs", scope: !236, file: !29, type: !243, spFlags: DISPFlagDefinition, unit: !0, declaration: !245)
!243 = !DISubroutineType(types: !244)
!244 = !{!54, !239, !236}
!245 = !DISubprogram(name: "name.set", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderV4nameSSvs", scope: !236, file: !29, type: !243, spFlags: 0)
!246 = !DILocation(line: 0, scope: !242)
!247 = distinct !DISubprogram(name: "name.modify", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderV4nameSSvM", scope: !236, file: !29, type: !248, spFlags: DISPFlagDefinition, unit: !0, declaration: !250)
!248 = !DISubroutineType(types: !249)
!249 = !{!54, !236}
!250 = !DISubprogram(name: "name.modify", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderV4nameSSvM", scope: !236, file: !29, type: !248, spFlags: 0)
!251 = !DILocation(line: 0, scope: !247)
!252 = distinct !DISubprogram(name: "offset.get", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderV6offsetSivg", scope: !236, file: !29, type: !253, spFlags: DISPFlagDefinition, unit: !0, declaration: !255)
!253 = !DISubroutineType(types: !254)
!254 = !{!67, !236}
!255 = !DISubprogram(name: "offset.get", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderV6offsetSivg", scope: !236, file: !29, type: !253, spFlags: 0)
!256 = !DILocation(line: 0, scope: !252)
!257 = distinct !DISubprogram(name: "offset.set", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderV6offsetSivs", scope: !236, file: !29, type: !258, spFlags: DISPFlagDefinition, unit: !0, declaration: !260)
!258 = !DISubroutineType(types: !259)
!259 = !{!54, !67, !236}
!260 = !DISubprogram(name: "offset.set", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderV6offsetSivs", scope: !236, file: !29, type: !258, spFlags: 0)
!261 = !DILocation(line: 0, scope: !257)
!262 = distinct !DISubprogram(name: "offset.modify", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderV6offsetSivM", scope: !236, file: !29, type: !248, spFlags: DISPFlagDefinition, unit: !0, declaration: !263)
!263 = !DISubprogram(name: "offset.modify", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderV6offsetSivM", scope: !236, file: !29, type: !248, spFlags: 0)
!264 = !DILocation(line: 0, scope: !262)
!265 = distinct !DISubprogram(name: "init", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderV4name6offsetAESS_SitcfC", scope: !236, file: !1, line: 43, type: !266, scopeLine: 43, spFlags: DISPFlagDefinition, unit: !0, declaration: !269, retainedNodes: !270)
!266 = !DISubroutineType(types: !267)
!267 = !{!236, !239, !67, !268}
!268 = !DICompositeType(tag: DW_TAG_structure_type, name: "$s13HTTPSemantics12PathTemplateV11PlaceholderVXMtD", size: 8, flags: DIFlagArtificial, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics12PathTemplateV11PlaceholderVXMtD")
!269 = !DISubprogram(name: "init", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderV4name6offsetAESS_SitcfC", scope: !236, file: !1, line: 43, type: !266, scopeLine: 43, spFlags: 0)
!270 = !{!271, !272, !274}
!271 = !DILocalVariable(name: "self", scope: !265, file: !1, line: 43, type: !236)
!272 = !DILocalVariable(name: "name", arg: 1, scope: !265, file: !1, line: 43, type: !273)
!273 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !239)
!274 = !DILocalVariable(name: "offset", arg: 2, scope: !265, file: !1, line: 43, type: !275)
!275 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !67)
!276 = !DILocation(line: 43, column: 16, scope: !265)
!277 = !DILocation(line: 43, column: 21, scope: !265)
!278 = !DILocation(line: 43, column: 35, scope: !265)
!279 = !DILocation(line: 0, scope: !280)
!280 = !DILexicalBlockFile(scope: !265, discriminator: 0)
!281 = !DILocation(line: 0, scope: !265)
!282 = !DILocation(line: 44, column: 25, scope: !265)
!283 = !DILocation(line: 44, column: 23, scope: !265)
!284 = !DILocation(line: 45, column: 25, scope: !265)
!285 = !DILocation(line: 46, column: 9, scope: !265)
!286 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderVWOh", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!287 = !DILocation(line: 0, scope: !286)
!288 = distinct !DISubprogram(name: "__derived_struct_equals", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderV23__derived_struct_equalsySbAE_AEtFZ", scope: !236, file: !29, type: !289, spFlags: DISPFlagDefinition, unit: !0, declaration: !291, retainedNodes: !292)
!289 = !DISubroutineType(types: !290)
!290 = !{!34, !236, !236, !268}
!291 = !DISubprogram(name: "__derived_struct_equals", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderV23__derived_struct_equalsySbAE_AEtFZ", scope: !236, file: !29, type: !289, spFlags: 0)
!292 = !{!293, !295, !296}
!293 = !DILocalVariable(name: "a", arg: 1, scope: !288, file: !1, type: !294, flags: DIFlagArtificial)
!294 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !236)
!295 = !DILocalVariable(name: "b", arg: 2, scope: !288, file: !1, type: !294, flags: DIFlagArtificial)
!296 = !DILocalVariable(name: "self", arg: 3, scope: !288, file: !1, type: !297, flags: DIFlagArtificial)
!297 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !268)
!298 = !DILocation(line: 0, scope: !288)
!299 = !DILocation(line: 0, scope: !300)
!300 = !DILexicalBlockFile(scope: !288, discriminator: 0)
!301 = distinct !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderV4hash4intoys6HasherVz_tF", scope: !236, file: !29, type: !302, spFlags: DISPFlagDefinition, unit: !0, declaration: !304, retainedNodes: !305)
!302 = !DISubroutineType(types: !303)
!303 = !{!54, !55, !236}
!304 = !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderV4hash4intoys6HasherVz_tF", scope: !236, file: !29, type: !302, spFlags: 0)
!305 = !{!306, !307}
!306 = !DILocalVariable(name: "hasher", arg: 1, scope: !301, file: !1, type: !55, flags: DIFlagArtificial)
!307 = !DILocalVariable(name: "self", arg: 2, scope: !301, file: !1, type: !294, flags: DIFlagArtificial)
!308 = !DILocation(line: 0, scope: !301)
!309 = !DILocation(line: 0, scope: !310)
!310 = !DILexicalBlockFile(scope: !301, discriminator: 0)
!311 = distinct !DISubprogram(linkageName: "$sSSWOh", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!312 = !DILocation(line: 0, scope: !311)
!313 = distinct !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderV9hashValueSivg", scope: !236, file: !29, type: !253, spFlags: DISPFlagDefinition, unit: !0, declaration: !314, retainedNodes: !315)
!314 = !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderV9hashValueSivg", scope: !236, file: !29, type: !253, spFlags: 0)
!315 = !{!316}
!316 = !DILocalVariable(name: "self", arg: 1, scope: !313, file: !1, type: !294, flags: DIFlagArtificial)
!317 = !DILocation(line: 0, scope: !313)
!318 = !DILocation(line: 0, scope: !319)
!319 = !DILexicalBlockFile(scope: !313, discriminator: 0)
!320 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderVAESHAAWl", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!321 = !DILocation(line: 0, scope: !320)
!322 = distinct !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAASH9hashValueSivgTW", scope: !236, file: !29, type: !253, spFlags: DISPFlagDefinition, unit: !0, declaration: !323)
!323 = !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAASH9hashValueSivgTW", scope: !236, file: !29, type: !253, spFlags: 0)
!324 = !DILocation(line: 0, scope: !322)
!325 = distinct !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAASH4hash4intoys6HasherVz_tFTW", scope: !236, file: !29, type: !302, spFlags: DISPFlagDefinition, unit: !0, declaration: !326)
!326 = !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAASH4hash4intoys6HasherVz_tFTW", scope: !236, file: !29, type: !302, spFlags: 0)
!327 = !DILocation(line: 0, scope: !325)
!328 = distinct !DISubprogram(name: "_rawHashValue", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAASH13_rawHashValue4seedS2i_tFTW", scope: !83, file: !29, type: !329, spFlags: DISPFlagDefinition, unit: !0, declaration: !331)
!329 = !DISubroutineType(types: !330)
!330 = !{!67, !67, !236}
!331 = !DISubprogram(name: "_rawHashValue", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAASH13_rawHashValue4seedS2i_tFTW", scope: !83, file: !29, type: !329, spFlags: 0)
!332 = !DILocation(line: 0, scope: !328)
!333 = distinct !DISubprogram(name: "__derived_struct_equals", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderVSQAASQ2eeoiySbx_xtFZTW", scope: !236, file: !29, type: !334, spFlags: DISPFlagDefinition, unit: !0, declaration: !337)
!334 = !DISubroutineType(types: !335)
!335 = !{!34, !236, !236, !336}
!336 = !DICompositeType(tag: DW_TAG_structure_type, name: "$s13HTTPSemantics12PathTemplateV11PlaceholderVXMTD", flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics12PathTemplateV11PlaceholderVXMTD")
!337 = !DISubprogram(name: "__derived_struct_equals", linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderVSQAASQ2eeoiySbx_xtFZTW", scope: !236, file: !29, type: !334, spFlags: 0)
!338 = !DILocation(line: 0, scope: !333)
!339 = distinct !DISubprogram(name: "__derived_enum_equals", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO21__derived_enum_equalsySbAG_AGtFZ", scope: !340, file: !29, type: !342, spFlags: DISPFlagDefinition, unit: !0, declaration: !345, retainedNodes: !346)
!340 = !DICompositeType(tag: DW_TAG_structure_type, name: "Kind", scope: !341, file: !1, size: 8, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOD")
!341 = !DICompositeType(tag: DW_TAG_structure_type, name: "SyntaxError", scope: !31, file: !1, size: 128, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVD")
!342 = !DISubroutineType(types: !343)
!343 = !{!34, !340, !340, !344}
!344 = !DICompositeType(tag: DW_TAG_structure_type, name: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOXMtD", size: 8, flags: DIFlagArtificial, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOXMtD")
!345 = !DISubprogram(name: "__derived_enum_equals", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO21__derived_enum_equalsySbAG_AGtFZ", scope: !340, file: !29, type: !342, spFlags: 0)
!346 = !{!347, !349, !350}
!347 = !DILocalVariable(name: "a", arg: 1, scope: !339, file: !1, type: !348, flags: DIFlagArtificial)
!348 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !340)
!349 = !DILocalVariable(name: "b", arg: 2, scope: !339, file: !1, type: !348, flags: DIFlagArtificial)
!350 = !DILocalVariable(name: "self", arg: 3, scope: !339, file: !1, type: !351, flags: DIFlagArtificial)
!351 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !344)
!352 = !DILocation(line: 0, scope: !339)
!353 = !DILocation(line: 0, scope: !354)
!354 = !DILexicalBlockFile(scope: !339, discriminator: 0)
!355 = distinct !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO4hash4intoys6HasherVz_tF", scope: !340, file: !29, type: !356, spFlags: DISPFlagDefinition, unit: !0, declaration: !358, retainedNodes: !359)
!356 = !DISubroutineType(types: !357)
!357 = !{!54, !55, !340}
!358 = !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO4hash4intoys6HasherVz_tF", scope: !340, file: !29, type: !356, spFlags: 0)
!359 = !{!360, !361}
!360 = !DILocalVariable(name: "hasher", arg: 1, scope: !355, file: !1, type: !55, flags: DIFlagArtificial)
!361 = !DILocalVariable(name: "self", arg: 2, scope: !355, file: !1, type: !348, flags: DIFlagArtificial)
!362 = !DILocation(line: 0, scope: !355)
!363 = !DILocation(line: 0, scope: !364)
!364 = !DILexicalBlockFile(scope: !355, discriminator: 0)
!365 = distinct !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO9hashValueSivg", scope: !340, file: !29, type: !366, spFlags: DISPFlagDefinition, unit: !0, declaration: !368, retainedNodes: !369)
!366 = !DISubroutineType(types: !367)
!367 = !{!67, !340}
!368 = !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindO9hashValueSivg", scope: !340, file: !29, type: !366, spFlags: 0)
!369 = !{!370}
!370 = !DILocalVariable(name: "self", arg: 1, scope: !365, file: !1, type: !348, flags: DIFlagArtificial)
!371 = !DILocation(line: 0, scope: !365)
!372 = !DILocation(line: 0, scope: !373)
!373 = !DILexicalBlockFile(scope: !365, discriminator: 0)
!374 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOAGSHAAWl", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!375 = !DILocation(line: 0, scope: !374)
!376 = distinct !DISubprogram(name: "__derived_enum_equals", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSQAASQ2eeoiySbx_xtFZTW", scope: !340, file: !29, type: !377, spFlags: DISPFlagDefinition, unit: !0, declaration: !380)
!377 = !DISubroutineType(types: !378)
!378 = !{!34, !340, !340, !379}
!379 = !DICompositeType(tag: DW_TAG_structure_type, name: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOXMTD", flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOXMTD")
!380 = !DISubprogram(name: "__derived_enum_equals", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSQAASQ2eeoiySbx_xtFZTW", scope: !340, file: !29, type: !377, spFlags: 0)
!381 = !DILocation(line: 0, scope: !376)
!382 = distinct !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAASH9hashValueSivgTW", scope: !340, file: !29, type: !366, spFlags: DISPFlagDefinition, unit: !0, declaration: !383)
!383 = !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAASH9hashValueSivgTW", scope: !340, file: !29, type: !366, spFlags: 0)
!384 = !DILocation(line: 0, scope: !382)
!385 = distinct !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAASH4hash4intoys6HasherVz_tFTW", scope: !340, file: !29, type: !356, spFlags: DISPFlagDefinition, unit: !0, declaration: !386)
!386 = !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAASH4hash4intoys6HasherVz_tFTW", scope: !340, file: !29, type: !356, spFlags: 0)
!387 = !DILocation(line: 0, scope: !385)
!388 = distinct !DISubprogram(name: "_rawHashValue", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAASH13_rawHashValue4seedS2i_tFTW", scope: !83, file: !29, type: !389, spFlags: DISPFlagDefinition, unit: !0, declaration: !391)
!389 = !DISubroutineType(types: !390)
!390 = !{!67, !67, !340}
!391 = !DISubprogram(name: "_rawHashValue", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAASH13_rawHashValue4seedS2i_tFTW", scope: !83, file: !29, type: !389, spFlags: 0)
!392 = !DILocation(line: 0, scope: !388)
!393 = distinct !DISubprogram(name: "kind.get", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4kindAE4KindOvg", scope: !341, file: !29, type: !394, spFlags: DISPFlagDefinition, unit: !0, declaration: !396)
!394 = !DISubroutineType(types: !395)
!395 = !{!340, !341}
!396 = !DISubprogram(name: "kind.get", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4kindAE4KindOvg", scope: !341, file: !29, type: !394, spFlags: 0)
!397 = !DILocation(line: 0, scope: !393)
!398 = distinct !DISubprogram(name: "kind.set", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4kindAE4KindOvs", scope: !341, file: !29, type: !399, spFlags: DISPFlagDefinition, unit: !0, declaration: !401)
!399 = !DISubroutineType(types: !400)
!400 = !{!54, !340, !341}
!401 = !DISubprogram(name: "kind.set", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4kindAE4KindOvs", scope: !341, file: !29, type: !399, spFlags: 0)
!402 = !DILocation(line: 0, scope: !398)
!403 = distinct !DISubprogram(name: "kind.modify", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4kindAE4KindOvM", scope: !341, file: !29, type: !404, spFlags: DISPFlagDefinition, unit: !0, declaration: !406)
!404 = !DISubroutineType(types: !405)
!405 = !{!54, !341}
!406 = !DISubprogram(name: "kind.modify", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4kindAE4KindOvM", scope: !341, file: !29, type: !404, spFlags: 0)
!407 = !DILocation(line: 0, scope: !403)
!408 = distinct !DISubprogram(name: "offset.get", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV6offsetSivg", scope: !341, file: !29, type: !409, spFlags: DISPFlagDefinition, unit: !0, declaration: !411)
!409 = !DISubroutineType(types: !410)
!410 = !{!67, !341}
!411 = !DISubprogram(name: "offset.get", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV6offsetSivg", scope: !341, file: !29, type: !409, spFlags: 0)
!412 = !DILocation(line: 0, scope: !408)
!413 = distinct !DISubprogram(name: "offset.set", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV6offsetSivs", scope: !341, file: !29, type: !414, spFlags: DISPFlagDefinition, unit: !0, declaration: !416)
!414 = !DISubroutineType(types: !415)
!415 = !{!54, !67, !341}
!416 = !DISubprogram(name: "offset.set", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV6offsetSivs", scope: !341, file: !29, type: !414, spFlags: 0)
!417 = !DILocation(line: 0, scope: !413)
!418 = distinct !DISubprogram(name: "offset.modify", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV6offsetSivM", scope: !341, file: !29, type: !404, spFlags: DISPFlagDefinition, unit: !0, declaration: !419)
!419 = !DISubprogram(name: "offset.modify", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV6offsetSivM", scope: !341, file: !29, type: !404, spFlags: 0)
!420 = !DILocation(line: 0, scope: !418)
!421 = distinct !DISubprogram(name: "init", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4kind6offsetA2E4KindO_SitcfC", scope: !341, file: !1, line: 69, type: !422, scopeLine: 69, spFlags: DISPFlagDefinition, unit: !0, declaration: !425, retainedNodes: !426)
!422 = !DISubroutineType(types: !423)
!423 = !{!341, !340, !67, !424}
!424 = !DICompositeType(tag: DW_TAG_structure_type, name: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVXMtD", size: 8, flags: DIFlagArtificial, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVXMtD")
!425 = !DISubprogram(name: "init", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4kind6offsetA2E4KindO_SitcfC", scope: !341, file: !1, line: 69, type: !422, scopeLine: 69, spFlags: 0)
!426 = !{!427, !428, !429}
!427 = !DILocalVariable(name: "self", scope: !421, file: !1, line: 69, type: !341)
!428 = !DILocalVariable(name: "kind", arg: 1, scope: !421, file: !1, line: 69, type: !348)
!429 = !DILocalVariable(name: "offset", arg: 2, scope: !421, file: !1, line: 69, type: !275)
!430 = !DILocation(line: 69, column: 16, scope: !421)
!431 = !DILocation(line: 69, column: 21, scope: !421)
!432 = !DILocation(line: 69, column: 33, scope: !421)
!433 = !DILocation(line: 0, scope: !434)
!434 = !DILexicalBlockFile(scope: !421, discriminator: 0)
!435 = !DILocation(line: 0, scope: !421)
!436 = !DILocation(line: 70, column: 23, scope: !421)
!437 = !DILocation(line: 71, column: 25, scope: !421)
!438 = !DILocation(line: 72, column: 9, scope: !421)
!439 = distinct !DISubprogram(name: "description.get", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV11descriptionSSvg", scope: !341, file: !1, line: 75, type: !440, scopeLine: 75, spFlags: DISPFlagDefinition, unit: !0, declaration: !442, retainedNodes: !443)
!440 = !DISubroutineType(types: !441)
!441 = !{!239, !341}
!442 = !DISubprogram(name: "description.get", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV11descriptionSSvg", scope: !341, file: !1, line: 75, type: !440, scopeLine: 75, spFlags: 0)
!443 = !{!444}
!444 = !DILocalVariable(name: "self", arg: 1, scope: !439, file: !1, line: 75, type: !445, flags: DIFlagArtificial)
!445 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !341)
!446 = !DILocation(line: 75, column: 40, scope: !439)
!447 = !DILocation(line: 0, scope: !448)
!448 = !DILexicalBlockFile(scope: !439, discriminator: 0)
!449 = !DILocation(line: 0, scope: !439)
!450 = !DILocation(line: 0, scope: !451)
!451 = !DILexicalBlockFile(scope: !452, discriminator: 0)
!452 = distinct !DILexicalBlock(scope: !439, file: !1, line: 76, column: 13)
!453 = !DILocation(line: 77, column: 18, scope: !452)
!454 = !DILocation(line: 77, column: 34, scope: !455)
!455 = distinct !DILexicalBlock(scope: !456, file: !1, line: 77, column: 34)
!456 = distinct !DILexicalBlock(scope: !452, file: !1, line: 77, column: 13)
!457 = !DILocation(line: 0, scope: !455)
!458 = !DILocation(line: 78, column: 34, scope: !459)
!459 = distinct !DILexicalBlock(scope: !460, file: !1, line: 78, column: 34)
!460 = distinct !DILexicalBlock(scope: !452, file: !1, line: 78, column: 13)
!461 = !DILocation(line: 0, scope: !459)
!462 = !DILocation(line: 79, column: 32, scope: !463)
!463 = distinct !DILexicalBlock(scope: !464, file: !1, line: 79, column: 32)
!464 = distinct !DILexicalBlock(scope: !452, file: !1, line: 79, column: 13)
!465 = !DILocation(line: 0, scope: !463)
!466 = !DILocation(line: 80, column: 37, scope: !467)
!467 = distinct !DILexicalBlock(scope: !468, file: !1, line: 80, column: 37)
!468 = distinct !DILexicalBlock(scope: !452, file: !1, line: 80, column: 13)
!469 = !DILocation(line: 0, scope: !467)
!470 = !DILocation(line: 82, column: 9, scope: !467)
!471 = distinct !DISubprogram(name: "__derived_struct_equals", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV23__derived_struct_equalsySbAE_AEtFZ", scope: !341, file: !29, type: !472, spFlags: DISPFlagDefinition, unit: !0, declaration: !474, retainedNodes: !475)
!472 = !DISubroutineType(types: !473)
!473 = !{!34, !341, !341, !424}
!474 = !DISubprogram(name: "__derived_struct_equals", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV23__derived_struct_equalsySbAE_AEtFZ", scope: !341, file: !29, type: !472, spFlags: 0)
!475 = !{!476, !477, !478}
!476 = !DILocalVariable(name: "a", arg: 1, scope: !471, file: !1, type: !445, flags: DIFlagArtificial)
!477 = !DILocalVariable(name: "b", arg: 2, scope: !471, file: !1, type: !445, flags: DIFlagArtificial)
!478 = !DILocalVariable(name: "self", arg: 3, scope: !471, file: !1, type: !479, flags: DIFlagArtificial)
!479 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !424)
!480 = !DILocation(line: 0, scope: !471)
!481 = !DILocation(line: 0, scope: !482)
!482 = !DILexicalBlockFile(scope: !471, discriminator: 0)
!483 = distinct !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4hash4intoys6HasherVz_tF", scope: !341, file: !29, type: !484, spFlags: DISPFlagDefinition, unit: !0, declaration: !486, retainedNodes: !487)
!484 = !DISubroutineType(types: !485)
!485 = !{!54, !55, !341}
!486 = !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4hash4intoys6HasherVz_tF", scope: !341, file: !29, type: !484, spFlags: 0)
!487 = !{!488, !489}
!488 = !DILocalVariable(name: "hasher", arg: 1, scope: !483, file: !1, type: !55, flags: DIFlagArtificial)
!489 = !DILocalVariable(name: "self", arg: 2, scope: !483, file: !1, type: !445, flags: DIFlagArtificial)
!490 = !DILocation(line: 0, scope: !483)
!491 = !DILocation(line: 0, scope: !492)
!492 = !DILexicalBlockFile(scope: !483, discriminator: 0)
!493 = distinct !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV9hashValueSivg", scope: !341, file: !29, type: !409, spFlags: DISPFlagDefinition, unit: !0, declaration: !494, retainedNodes: !495)
!494 = !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV9hashValueSivg", scope: !341, file: !29, type: !409, spFlags: 0)
!495 = !{!496}
!496 = !DILocalVariable(name: "self", arg: 1, scope: !493, file: !1, type: !445, flags: DIFlagArtificial)
!497 = !DILocation(line: 0, scope: !493)
!498 = !DILocation(line: 0, scope: !499)
!499 = !DILexicalBlockFile(scope: !493, discriminator: 0)
!500 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVAESHAAWl", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!501 = !DILocation(line: 0, scope: !500)
!502 = distinct !DISubprogram(name: "_domain.get", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAsAFP7_domainSSvgTW", scope: !157, file: !29, type: !440, spFlags: DISPFlagDefinition, unit: !0, declaration: !503)
!503 = !DISubprogram(name: "_domain.get", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAsAFP7_domainSSvgTW", scope: !157, file: !29, type: !440, spFlags: 0)
!504 = !DILocation(line: 0, scope: !502)
!505 = distinct !DISubprogram(name: "_code.get", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAsAFP5_codeSivgTW", scope: !157, file: !29, type: !409, spFlags: DISPFlagDefinition, unit: !0, declaration: !506)
!506 = !DISubprogram(name: "_code.get", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAsAFP5_codeSivgTW", scope: !157, file: !29, type: !409, spFlags: 0)
!507 = !DILocation(line: 0, scope: !505)
!508 = distinct !DISubprogram(name: "_userInfo.get", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAsAFP9_userInfoyXlSgvgTW", scope: !157, file: !29, type: !509, spFlags: DISPFlagDefinition, unit: !0, declaration: !512)
!509 = !DISubroutineType(types: !510)
!510 = !{!511, !341}
!511 = !DICompositeType(tag: DW_TAG_structure_type, name: "Optional", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$syXlSgD")
!512 = !DISubprogram(name: "_userInfo.get", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs0E0AAsAFP9_userInfoyXlSgvgTW", scope: !157, file: !29, type: !509, spFlags: 0)
!513 = !DILocation(line: 0, scope: !508)
!514 = distinct !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAASH9hashValueSivgTW", scope: !341, file: !29, type: !409, spFlags: DISPFlagDefinition, unit: !0, declaration: !515)
!515 = !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAASH9hashValueSivgTW", scope: !341, file: !29, type: !409, spFlags: 0)
!516 = !DILocation(line: 0, scope: !514)
!517 = distinct !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAASH4hash4intoys6HasherVz_tFTW", scope: !341, file: !29, type: !484, spFlags: DISPFlagDefinition, unit: !0, declaration: !518)
!518 = !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAASH4hash4intoys6HasherVz_tFTW", scope: !341, file: !29, type: !484, spFlags: 0)
!519 = !DILocation(line: 0, scope: !517)
!520 = distinct !DISubprogram(name: "_rawHashValue", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAASH13_rawHashValue4seedS2i_tFTW", scope: !83, file: !29, type: !521, spFlags: DISPFlagDefinition, unit: !0, declaration: !523)
!521 = !DISubroutineType(types: !522)
!522 = !{!67, !67, !341}
!523 = !DISubprogram(name: "_rawHashValue", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAASH13_rawHashValue4seedS2i_tFTW", scope: !83, file: !29, type: !521, spFlags: 0)
!524 = !DILocation(line: 0, scope: !520)
!525 = distinct !DISubprogram(name: "description.get", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs23CustomStringConvertibleAAsAFP11descriptionSSvgTW", scope: !341, file: !29, type: !440, spFlags: DISPFlagDefinition, unit: !0, declaration: !526)
!526 = !DISubprogram(name: "description.get", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVs23CustomStringConvertibleAAsAFP11descriptionSSvgTW", scope: !341, file: !29, type: !440, spFlags: 0)
!527 = !DILocation(line: 0, scope: !525)
!528 = distinct !DISubprogram(name: "__derived_struct_equals", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSQAASQ2eeoiySbx_xtFZTW", scope: !341, file: !29, type: !529, spFlags: DISPFlagDefinition, unit: !0, declaration: !532)
!529 = !DISubroutineType(types: !530)
!530 = !{!34, !341, !341, !531}
!531 = !DICompositeType(tag: DW_TAG_structure_type, name: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVXMTD", flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVXMTD")
!532 = !DISubprogram(name: "__derived_struct_equals", linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSQAASQ2eeoiySbx_xtFZTW", scope: !341, file: !29, type: !529, spFlags: 0)
!533 = !DILocation(line: 0, scope: !528)
!534 = distinct !DISubprogram(name: "text.get", linkageName: "$s13HTTPSemantics12PathTemplateV4textSSvg", scope: !31, file: !29, type: !535, spFlags: DISPFlagDefinition, unit: !0, declaration: !537)
!535 = !DISubroutineType(types: !536)
!536 = !{!239, !31}
!537 = !DISubprogram(name: "text.get", linkageName: "$s13HTTPSemantics12PathTemplateV4textSSvg", scope: !31, file: !29, type: !535, spFlags: 0)
!538 = !DILocation(line: 0, scope: !534)
!539 = distinct !DISubprogram(name: "segments.get", linkageName: "$s13HTTPSemantics12PathTemplateV8segmentsSayAC7SegmentVGvg", scope: !31, file: !29, type: !540, spFlags: DISPFlagDefinition, unit: !0, declaration: !543)
!540 = !DISubroutineType(types: !541)
!541 = !{!542, !31}
!542 = !DICompositeType(tag: DW_TAG_structure_type, name: "Array", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sSay13HTTPSemantics12PathTemplateV7SegmentVGD")
!543 = !DISubprogram(name: "segments.get", linkageName: "$s13HTTPSemantics12PathTemplateV8segmentsSayAC7SegmentVGvg", scope: !31, file: !29, type: !540, spFlags: 0)
!544 = !DILocation(line: 0, scope: !539)
!545 = distinct !DISubprogram(name: "placeholders.get", linkageName: "$s13HTTPSemantics12PathTemplateV12placeholdersSayAC11PlaceholderVGvg", scope: !31, file: !29, type: !546, spFlags: DISPFlagDefinition, unit: !0, declaration: !549)
!546 = !DISubroutineType(types: !547)
!547 = !{!548, !31}
!548 = !DICompositeType(tag: DW_TAG_structure_type, name: "Array", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGD")
!549 = !DISubprogram(name: "placeholders.get", linkageName: "$s13HTTPSemantics12PathTemplateV12placeholdersSayAC11PlaceholderVGvg", scope: !31, file: !29, type: !546, spFlags: 0)
!550 = !DILocation(line: 0, scope: !545)
!551 = distinct !DISubprogram(name: "syntaxError.get", linkageName: "$s13HTTPSemantics12PathTemplateV11syntaxErrorAC06SyntaxE0VSgvg", scope: !31, file: !29, type: !552, spFlags: DISPFlagDefinition, unit: !0, declaration: !555)
!552 = !DISubroutineType(types: !553)
!553 = !{!554, !31}
!554 = !DICompositeType(tag: DW_TAG_structure_type, name: "Optional", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSgD")
!555 = !DISubprogram(name: "syntaxError.get", linkageName: "$s13HTTPSemantics12PathTemplateV11syntaxErrorAC06SyntaxE0VSgvg", scope: !31, file: !29, type: !552, spFlags: 0)
!556 = !DILocation(line: 0, scope: !551)
!557 = distinct !DISubprogram(name: "init", linkageName: "$s13HTTPSemantics12PathTemplateVyACSScfC", scope: !31, file: !1, line: 95, type: !558, scopeLine: 95, spFlags: DISPFlagDefinition, unit: !0, declaration: !561, retainedNodes: !562)
!558 = !DISubroutineType(types: !559)
!559 = !{!31, !239, !560}
!560 = !DICompositeType(tag: DW_TAG_structure_type, name: "$s13HTTPSemantics12PathTemplateVXMtD", size: 8, flags: DIFlagArtificial, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics12PathTemplateVXMtD")
!561 = !DISubprogram(name: "init", linkageName: "$s13HTTPSemantics12PathTemplateVyACSScfC", scope: !31, file: !1, line: 95, type: !558, scopeLine: 95, spFlags: 0)
!562 = !{!563, !564, !565, !569, !572}
!563 = !DILocalVariable(name: "self", scope: !557, file: !1, line: 95, type: !31)
!564 = !DILocalVariable(name: "text", arg: 1, scope: !557, file: !1, line: 95, type: !273)
!565 = !DILocalVariable(name: "parser", scope: !566, file: !1, line: 97, type: !567)
!566 = distinct !DILexicalBlock(scope: !557, file: !1, line: 97, column: 13)
!567 = !DICompositeType(tag: DW_TAG_structure_type, name: "Parser", scope: !568, file: !1, size: 648, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVD")
!568 = !DINamespace(name: "_EA34F3762816666E1E1E13AE90A67834", scope: !31, exportSymbols: true)
!569 = !DILocalVariable(name: "offset", scope: !570, file: !1, line: 98, type: !275)
!570 = distinct !DILexicalBlock(scope: !571, file: !1, line: 98, column: 66)
!571 = distinct !DILexicalBlock(scope: !566, file: !1, line: 98, column: 9)
!572 = !DILocalVariable(name: "scalar", scope: !570, file: !1, line: 98, type: !573)
!573 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !574)
!574 = !DICompositeType(tag: DW_TAG_structure_type, name: "Scalar", scope: !575, file: !56, size: 32, runtimeLang: DW_LANG_Swift, identifier: "$ss7UnicodeO6ScalarVD")
!575 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unicode", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$ss7UnicodeOD")
!576 = !DILocation(line: 95, column: 12, scope: !557)
!577 = !DILocation(line: 95, column: 17, scope: !557)
!578 = !DILocation(line: 97, column: 13, scope: !566)
!579 = !DILocation(line: 98, column: 14, scope: !570)
!580 = !DILocation(line: 98, column: 22, scope: !570)
!581 = !DILocation(line: 0, scope: !582)
!582 = !DILexicalBlockFile(scope: !557, discriminator: 0)
!583 = !DILocation(line: 0, scope: !557)
!584 = !DILocation(line: 96, column: 21, scope: !557)
!585 = !DILocation(line: 96, column: 19, scope: !557)
!586 = !DILocation(line: 0, scope: !587)
!587 = !DILexicalBlockFile(scope: !566, discriminator: 0)
!588 = !DILocation(line: 97, column: 22, scope: !589)
!589 = distinct !DILexicalBlock(scope: !557, file: !1, line: 97, column: 22)
!590 = !DILocation(line: 0, scope: !591)
!591 = !DILexicalBlockFile(scope: !571, discriminator: 0)
!592 = !DILocation(line: 98, column: 38, scope: !571)
!593 = !DILocation(line: 98, column: 53, scope: !571)
!594 = !DILocation(line: 0, scope: !595)
!595 = !DILexicalBlockFile(scope: !571, file: !29, discriminator: 0)
!596 = !DILocation(line: 0, scope: !571)
!597 = !DILocation(line: 98, column: 9, scope: !571)
!598 = !DILocation(line: 101, column: 16, scope: !566)
!599 = !DILocation(line: 102, column: 18, scope: !566)
!600 = !DILocation(line: 103, column: 22, scope: !566)
!601 = !DILocation(line: 104, column: 21, scope: !566)
!602 = !DILocation(line: 0, scope: !603)
!603 = !DILexicalBlockFile(scope: !566, file: !29, discriminator: 0)
!604 = !DILocation(line: 95, column: 12, scope: !566)
!605 = !DILocation(line: 0, scope: !570)
!606 = !DILocation(line: 99, column: 20, scope: !570)
!607 = !DILocation(line: 100, column: 9, scope: !570)
!608 = distinct !DISubprogram(name: "init", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVAFycfC", scope: !567, file: !1, line: 124, type: !609, scopeLine: 124, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !612, retainedNodes: !613)
!609 = !DISubroutineType(types: !610)
!610 = !{!567, !611}
!611 = !DICompositeType(tag: DW_TAG_structure_type, name: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVXMtD", flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVXMtD")
!612 = !DISubprogram(name: "init", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVAFycfC", scope: !567, file: !1, line: 124, type: !609, scopeLine: 124, spFlags: DISPFlagLocalToUnit)
!613 = !{!614}
!614 = !DILocalVariable(name: "self", scope: !608, file: !1, line: 124, type: !567)
!615 = !DILocation(line: 124, column: 20, scope: !608)
!616 = !DILocation(line: 0, scope: !617)
!617 = !DILexicalBlockFile(scope: !608, discriminator: 0)
!618 = !DILocation(line: 125, column: 13, scope: !619)
!619 = distinct !DILexicalBlock(scope: !620, file: !1, line: 125, column: 13)
!620 = distinct !DILexicalBlock(scope: !608, file: !1, line: 124, column: 27)
!621 = !DILocation(line: 125, column: 35, scope: !622)
!622 = distinct !DILexicalBlock(scope: !620, file: !1, line: 125, column: 35)
!623 = !DILocation(line: 126, column: 13, scope: !624)
!624 = distinct !DILexicalBlock(scope: !620, file: !1, line: 126, column: 13)
!625 = !DILocation(line: 126, column: 43, scope: !626)
!626 = distinct !DILexicalBlock(scope: !620, file: !1, line: 126, column: 43)
!627 = !DILocation(line: 127, column: 13, scope: !628)
!628 = distinct !DILexicalBlock(scope: !620, file: !1, line: 127, column: 13)
!629 = !DILocation(line: 0, scope: !630)
!630 = !DILexicalBlockFile(scope: !628, file: !29, discriminator: 0)
!631 = !DILocation(line: 128, column: 21, scope: !632)
!632 = distinct !DILexicalBlock(scope: !620, file: !1, line: 128, column: 21)
!633 = !DILocation(line: 128, column: 37, scope: !634)
!634 = distinct !DILexicalBlock(scope: !620, file: !1, line: 128, column: 37)
!635 = !DILocation(line: 129, column: 21, scope: !636)
!636 = distinct !DILexicalBlock(scope: !620, file: !1, line: 129, column: 21)
!637 = !DILocation(line: 129, column: 31, scope: !638)
!638 = distinct !DILexicalBlock(scope: !620, file: !1, line: 129, column: 31)
!639 = !DILocation(line: 130, column: 21, scope: !640)
!640 = distinct !DILexicalBlock(scope: !620, file: !1, line: 130, column: 21)
!641 = !DILocation(line: 0, scope: !642)
!642 = !DILexicalBlockFile(scope: !640, file: !29, discriminator: 0)
!643 = !DILocation(line: 131, column: 21, scope: !644)
!644 = distinct !DILexicalBlock(scope: !620, file: !1, line: 131, column: 21)
!645 = !DILocation(line: 131, column: 31, scope: !646)
!646 = distinct !DILexicalBlock(scope: !620, file: !1, line: 131, column: 31)
!647 = !DILocation(line: 0, scope: !648)
!648 = !DILexicalBlockFile(scope: !646, file: !29, discriminator: 0)
!649 = !DILocation(line: 0, scope: !646)
!650 = distinct !DISubprogram(linkageName: "$sSS17UnicodeScalarViewVWOh", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!651 = !DILocation(line: 0, scope: !650)
!652 = distinct !DISubprogram(linkageName: "$ss18EnumeratedSequenceV8IteratorVySS17UnicodeScalarViewV_GWOh", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!653 = !DILocation(line: 0, scope: !652)
!654 = distinct !DISubprogram(name: "consume", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7consume_2atys7UnicodeO6ScalarV_SitF", scope: !567, file: !1, line: 133, type: !655, scopeLine: 133, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !657, retainedNodes: !658)
!655 = !DISubroutineType(types: !656)
!656 = !{!54, !574, !67, !567}
!657 = !DISubprogram(name: "consume", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7consume_2atys7UnicodeO6ScalarV_SitF", scope: !567, file: !1, line: 133, type: !655, scopeLine: 133, spFlags: DISPFlagLocalToUnit)
!658 = !{!659, !660, !661, !662}
!659 = !DILocalVariable(name: "scalar", arg: 1, scope: !654, file: !1, line: 133, type: !573)
!660 = !DILocalVariable(name: "offset", arg: 2, scope: !654, file: !1, line: 133, type: !275)
!661 = !DILocalVariable(name: "self", arg: 3, scope: !654, file: !1, line: 133, type: !567, flags: DIFlagArtificial)
!662 = !DILocalVariable(name: "placeholder", scope: !663, file: !1, line: 135, type: !665)
!663 = distinct !DILexicalBlock(scope: !664, file: !1, line: 135, column: 34)
!664 = distinct !DILexicalBlock(scope: !654, file: !1, line: 135, column: 13)
!665 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sSi6offset_SS4nametD", file: !1, size: 192, runtimeLang: DW_LANG_Swift, identifier: "$sSi6offset_SS4nametD")
!666 = !DILocation(line: 133, column: 31, scope: !654)
!667 = !DILocation(line: 133, column: 57, scope: !654)
!668 = !DILocation(line: 133, column: 23, scope: !654)
!669 = !DILocation(line: 135, column: 20, scope: !663)
!670 = !DILocation(line: 0, scope: !654)
!671 = !DILocation(line: 0, scope: !672)
!672 = !DILexicalBlockFile(scope: !663, discriminator: 0)
!673 = !DILocation(line: 0, scope: !674)
!674 = !DILexicalBlockFile(scope: !664, discriminator: 0)
!675 = !DILocation(line: 135, column: 13, scope: !664)
!676 = !DILocation(line: 136, column: 24, scope: !677)
!677 = distinct !DILexicalBlock(scope: !678, file: !1, line: 137, column: 17)
!678 = distinct !DILexicalBlock(scope: !679, file: !1, line: 136, column: 17)
!679 = distinct !DILexicalBlock(scope: !663, file: !1, line: 135, column: 39)
!680 = !DILocation(line: 138, column: 26, scope: !681)
!681 = distinct !DILexicalBlock(scope: !677, file: !1, line: 138, column: 21)
!682 = !DILocation(line: 139, column: 36, scope: !683)
!683 = distinct !DILexicalBlock(scope: !681, file: !1, line: 139, column: 21)
!684 = !DILocation(line: 139, column: 41, scope: !683)
!685 = !DILocation(line: 0, scope: !686)
!686 = !DILexicalBlockFile(scope: !683, file: !29, discriminator: 0)
!687 = !DILocation(line: 140, column: 25, scope: !688)
!688 = distinct !DILexicalBlock(scope: !683, file: !1, line: 139, column: 49)
!689 = !DILocation(line: 141, column: 36, scope: !688)
!690 = !DILocation(line: 0, scope: !688)
!691 = !DILocation(line: 141, column: 33, scope: !688)
!692 = !DILocation(line: 0, scope: !693)
!693 = !DILexicalBlockFile(scope: !688, file: !29, discriminator: 0)
!694 = !DILocation(line: 142, column: 25, scope: !688)
!695 = !DILocation(line: 144, column: 21, scope: !681)
!696 = !DILocation(line: 145, column: 59, scope: !681)
!697 = !DILocation(line: 145, column: 35, scope: !681)
!698 = !DILocation(line: 0, scope: !699)
!699 = !DILexicalBlockFile(scope: !681, discriminator: 0)
!700 = !DILocation(line: 0, scope: !681)
!701 = !DILocation(line: 145, column: 27, scope: !681)
!702 = !DILocation(line: 0, scope: !703)
!703 = !DILexicalBlockFile(scope: !681, file: !29, discriminator: 0)
!704 = !DILocation(line: 146, column: 41, scope: !681)
!705 = !DILocation(line: 146, column: 34, scope: !681)
!706 = !DILocation(line: 136, column: 24, scope: !707)
!707 = distinct !DILexicalBlock(scope: !678, file: !1, line: 147, column: 17)
!708 = !DILocation(line: 148, column: 21, scope: !709)
!709 = distinct !DILexicalBlock(scope: !707, file: !1, line: 148, column: 21)
!710 = !DILocation(line: 149, column: 29, scope: !709)
!711 = !DILocation(line: 149, column: 21, scope: !709)
!712 = !DILocation(line: 0, scope: !713)
!713 = !DILexicalBlockFile(scope: !709, file: !29, discriminator: 0)
!714 = !DILocation(line: 150, column: 21, scope: !709)
!715 = !DILocation(line: 0, scope: !709)
!716 = !DILocation(line: 152, column: 53, scope: !717)
!717 = distinct !DILexicalBlock(scope: !718, file: !1, line: 152, column: 21)
!718 = distinct !DILexicalBlock(scope: !678, file: !1, line: 151, column: 17)
!719 = !DILocation(line: 0, scope: !720)
!720 = !DILexicalBlockFile(scope: !717, file: !29, discriminator: 0)
!721 = !DILocation(line: 153, column: 28, scope: !717)
!722 = !DILocation(line: 0, scope: !717)
!723 = !DILocation(line: 153, column: 26, scope: !717)
!724 = !DILocation(line: 155, column: 17, scope: !679)
!725 = !DILocation(line: 0, scope: !726)
!726 = !DILexicalBlockFile(scope: !664, file: !29, discriminator: 0)
!727 = !DILocation(line: 157, column: 20, scope: !728)
!728 = distinct !DILexicalBlock(scope: !729, file: !1, line: 158, column: 13)
!729 = distinct !DILexicalBlock(scope: !654, file: !1, line: 157, column: 13)
!730 = !DILocation(line: 158, column: 28, scope: !731)
!731 = distinct !DILexicalBlock(scope: !728, file: !1, line: 158, column: 28)
!732 = !DILocation(line: 0, scope: !731)
!733 = !DILocation(line: 159, column: 17, scope: !734)
!734 = distinct !DILexicalBlock(scope: !728, file: !1, line: 159, column: 17)
!735 = !DILocation(line: 157, column: 20, scope: !736)
!736 = distinct !DILexicalBlock(scope: !729, file: !1, line: 160, column: 13)
!737 = !DILocation(line: 161, column: 17, scope: !738)
!738 = distinct !DILexicalBlock(scope: !736, file: !1, line: 161, column: 17)
!739 = !DILocation(line: 0, scope: !738)
!740 = !DILocation(line: 157, column: 20, scope: !741)
!741 = distinct !DILexicalBlock(scope: !729, file: !1, line: 162, column: 13)
!742 = !DILocation(line: 163, column: 33, scope: !743)
!743 = distinct !DILexicalBlock(scope: !741, file: !1, line: 163, column: 17)
!744 = !DILocation(line: 0, scope: !743)
!745 = !DILocation(line: 163, column: 22, scope: !743)
!746 = !DILocation(line: 157, column: 20, scope: !747)
!747 = distinct !DILexicalBlock(scope: !729, file: !1, line: 164, column: 13)
!748 = !DILocation(line: 165, column: 17, scope: !749)
!749 = distinct !DILexicalBlock(scope: !747, file: !1, line: 165, column: 17)
!750 = !DILocation(line: 0, scope: !749)
!751 = !DILocation(line: 166, column: 40, scope: !749)
!752 = !DILocation(line: 0, scope: !753)
!753 = !DILexicalBlockFile(scope: !749, file: !29, discriminator: 0)
!754 = !DILocation(line: 168, column: 40, scope: !755)
!755 = distinct !DILexicalBlock(scope: !756, file: !1, line: 168, column: 17)
!756 = distinct !DILexicalBlock(scope: !729, file: !1, line: 167, column: 13)
!757 = !DILocation(line: 0, scope: !758)
!758 = !DILexicalBlockFile(scope: !755, file: !29, discriminator: 0)
!759 = !DILocation(line: 0, scope: !755)
!760 = !DILocation(line: 170, column: 9, scope: !755)
!761 = distinct !DISubprogram(name: "finish", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV6finishyyF", scope: !567, file: !1, line: 172, type: !762, scopeLine: 172, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !764, retainedNodes: !765)
!762 = !DISubroutineType(types: !763)
!763 = !{!54, !567}
!764 = !DISubprogram(name: "finish", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV6finishyyF", scope: !567, file: !1, line: 172, type: !762, scopeLine: 172, spFlags: DISPFlagLocalToUnit)
!765 = !{!766, !767}
!766 = !DILocalVariable(name: "self", arg: 1, scope: !761, file: !1, line: 172, type: !567, flags: DIFlagArtificial)
!767 = !DILocalVariable(name: "placeholder", scope: !768, file: !1, line: 173, type: !770)
!768 = distinct !DILexicalBlock(scope: !769, file: !1, line: 173, column: 34)
!769 = distinct !DILexicalBlock(scope: !761, file: !1, line: 173, column: 13)
!770 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !665)
!771 = !DILocation(line: 172, column: 23, scope: !761)
!772 = !DILocation(line: 173, column: 20, scope: !768)
!773 = !DILocation(line: 0, scope: !761)
!774 = !DILocation(line: 173, column: 13, scope: !769)
!775 = !DILocation(line: 0, scope: !776)
!776 = !DILexicalBlockFile(scope: !768, discriminator: 0)
!777 = !DILocation(line: 0, scope: !768)
!778 = !DILocation(line: 174, column: 17, scope: !779)
!779 = distinct !DILexicalBlock(scope: !768, file: !1, line: 173, column: 39)
!780 = !DILocation(line: 175, column: 25, scope: !779)
!781 = !DILocation(line: 175, column: 17, scope: !779)
!782 = !DILocation(line: 176, column: 13, scope: !779)
!783 = !DILocation(line: 177, column: 13, scope: !761)
!784 = !DILocation(line: 178, column: 9, scope: !761)
!785 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVWOh", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!786 = !DILocation(line: 0, scope: !785)
!787 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateVWOh", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!788 = !DILocation(line: 0, scope: !787)
!789 = distinct !DISubprogram(name: "description.get", linkageName: "$s13HTTPSemantics12PathTemplateV11descriptionSSvg", scope: !31, file: !1, line: 108, type: !535, scopeLine: 108, spFlags: DISPFlagDefinition, unit: !0, declaration: !790, retainedNodes: !791)
!790 = !DISubprogram(name: "description.get", linkageName: "$s13HTTPSemantics12PathTemplateV11descriptionSSvg", scope: !31, file: !1, line: 108, type: !535, scopeLine: 108, spFlags: 0)
!791 = !{!792}
!792 = !DILocalVariable(name: "self", arg: 1, scope: !789, file: !1, line: 108, type: !793, flags: DIFlagArtificial)
!793 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!794 = !DILocation(line: 108, column: 36, scope: !789)
!795 = !DILocation(line: 0, scope: !789)
!796 = !DILocation(line: 108, column: 38, scope: !789)
!797 = !DILocation(line: 108, column: 43, scope: !789)
!798 = distinct !DISubprogram(name: "placeholderNames.get", linkageName: "$s13HTTPSemantics12PathTemplateV16placeholderNamesSaySSGvg", scope: !31, file: !1, line: 111, type: !799, scopeLine: 111, spFlags: DISPFlagDefinition, unit: !0, declaration: !802, retainedNodes: !803)
!799 = !DISubroutineType(types: !800)
!800 = !{!801, !31}
!801 = !DICompositeType(tag: DW_TAG_structure_type, name: "Array", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sSaySSGD")
!802 = !DISubprogram(name: "placeholderNames.get", linkageName: "$s13HTTPSemantics12PathTemplateV16placeholderNamesSaySSGvg", scope: !31, file: !1, line: 111, type: !799, scopeLine: 111, spFlags: 0)
!803 = !{!804, !805, !813}
!804 = !DILocalVariable(name: "self", arg: 1, scope: !798, file: !1, line: 111, type: !793, flags: DIFlagArtificial)
!805 = !DILocalVariable(name: "names", scope: !806, file: !1, line: 112, type: !807)
!806 = distinct !DILexicalBlock(scope: !798, file: !1, line: 112, column: 13)
!807 = !DICompositeType(tag: DW_TAG_structure_type, scope: !6, file: !56, size: 64, elements: !808, runtimeLang: DW_LANG_Swift)
!808 = !{!809}
!809 = !DIDerivedType(tag: DW_TAG_member, scope: !6, file: !56, baseType: !810, size: 64)
!810 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sSaySSGD", scope: !6, file: !56, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, templateParams: !811)
!811 = !{!812}
!812 = !DITemplateTypeParameter(type: !239)
!813 = !DILocalVariable(name: "placeholder", scope: !814, file: !1, line: 113, type: !294)
!814 = distinct !DILexicalBlock(scope: !815, file: !1, line: 113, column: 47)
!815 = distinct !DILexicalBlock(scope: !806, file: !1, line: 113, column: 9)
!816 = !DILocation(line: 111, column: 43, scope: !798)
!817 = !DILocation(line: 112, column: 13, scope: !806)
!818 = !DILocation(line: 113, column: 13, scope: !814)
!819 = !DILocation(line: 0, scope: !820)
!820 = !DILexicalBlockFile(scope: !821, discriminator: 0)
!821 = distinct !DILexicalBlock(scope: !798, file: !1, line: 112, column: 31)
!822 = !DILocation(line: 0, scope: !798)
!823 = !DILocation(line: 0, scope: !824)
!824 = !DILexicalBlockFile(scope: !806, discriminator: 0)
!825 = !DILocation(line: 112, column: 31, scope: !821)
!826 = !DILocation(line: 0, scope: !827)
!827 = !DILexicalBlockFile(scope: !815, discriminator: 0)
!828 = !DILocation(line: 113, column: 28, scope: !815)
!829 = !DILocation(line: 0, scope: !815)
!830 = !DILocation(line: 113, column: 9, scope: !815)
!831 = !DILocation(line: 0, scope: !832)
!832 = !DILexicalBlockFile(scope: !814, discriminator: 0)
!833 = !DILocation(line: 0, scope: !814)
!834 = !DILocation(line: 113, column: 63, scope: !814)
!835 = !DILocation(line: 113, column: 75, scope: !814)
!836 = !DILocation(line: 113, column: 54, scope: !814)
!837 = !DILocation(line: 0, scope: !838)
!838 = !DILexicalBlockFile(scope: !814, file: !29, discriminator: 0)
!839 = !DILocation(line: 113, column: 47, scope: !814)
!840 = !DILocation(line: 114, column: 26, scope: !841)
!841 = distinct !DILexicalBlock(scope: !814, file: !1, line: 113, column: 81)
!842 = !DILocation(line: 0, scope: !843)
!843 = !DILexicalBlockFile(scope: !841, discriminator: 0)
!844 = !DILocation(line: 114, column: 38, scope: !841)
!845 = !DILocation(line: 114, column: 19, scope: !841)
!846 = !DILocation(line: 115, column: 9, scope: !841)
!847 = !DILocation(line: 0, scope: !848)
!848 = !DILexicalBlockFile(scope: !815, file: !29, discriminator: 0)
!849 = !DILocation(line: 116, column: 16, scope: !806)
!850 = !DILocation(line: 0, scope: !851)
!851 = !DILexicalBlockFile(scope: !806, file: !29, discriminator: 0)
!852 = !DILocation(line: 116, column: 9, scope: !806)
!853 = distinct !DISubprogram(name: "__derived_struct_equals", linkageName: "$s13HTTPSemantics12PathTemplateV23__derived_struct_equalsySbAC_ACtFZ", scope: !31, file: !29, type: !854, spFlags: DISPFlagDefinition, unit: !0, declaration: !856, retainedNodes: !857)
!854 = !DISubroutineType(types: !855)
!855 = !{!34, !31, !31, !560}
!856 = !DISubprogram(name: "__derived_struct_equals", linkageName: "$s13HTTPSemantics12PathTemplateV23__derived_struct_equalsySbAC_ACtFZ", scope: !31, file: !29, type: !854, spFlags: 0)
!857 = !{!858, !859, !860}
!858 = !DILocalVariable(name: "a", arg: 1, scope: !853, file: !1, type: !793, flags: DIFlagArtificial)
!859 = !DILocalVariable(name: "b", arg: 2, scope: !853, file: !1, type: !793, flags: DIFlagArtificial)
!860 = !DILocalVariable(name: "self", arg: 3, scope: !853, file: !1, type: !861, flags: DIFlagArtificial)
!861 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !560)
!862 = !DILocation(line: 0, scope: !853)
!863 = !DILocation(line: 0, scope: !864)
!864 = !DILexicalBlockFile(scope: !853, discriminator: 0)
!865 = distinct !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics12PathTemplateV4hash4intoys6HasherVz_tF", scope: !31, file: !29, type: !866, spFlags: DISPFlagDefinition, unit: !0, declaration: !868, retainedNodes: !869)
!866 = !DISubroutineType(types: !867)
!867 = !{!54, !55, !31}
!868 = !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics12PathTemplateV4hash4intoys6HasherVz_tF", scope: !31, file: !29, type: !866, spFlags: 0)
!869 = !{!870, !871}
!870 = !DILocalVariable(name: "hasher", arg: 1, scope: !865, file: !1, type: !55, flags: DIFlagArtificial)
!871 = !DILocalVariable(name: "self", arg: 2, scope: !865, file: !1, type: !793, flags: DIFlagArtificial)
!872 = !DILocation(line: 0, scope: !865)
!873 = !DILocation(line: 0, scope: !874)
!874 = !DILexicalBlockFile(scope: !865, discriminator: 0)
!875 = distinct !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics12PathTemplateV9hashValueSivg", scope: !31, file: !29, type: !876, spFlags: DISPFlagDefinition, unit: !0, declaration: !878, retainedNodes: !879)
!876 = !DISubroutineType(types: !877)
!877 = !{!67, !31}
!878 = !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics12PathTemplateV9hashValueSivg", scope: !31, file: !29, type: !876, spFlags: 0)
!879 = !{!880}
!880 = !DILocalVariable(name: "self", arg: 1, scope: !875, file: !1, type: !793, flags: DIFlagArtificial)
!881 = !DILocation(line: 0, scope: !875)
!882 = !DILocation(line: 0, scope: !883)
!883 = !DILexicalBlockFile(scope: !875, discriminator: 0)
!884 = distinct !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics12PathTemplateVSHAASH9hashValueSivgTW", scope: !31, file: !29, type: !876, spFlags: DISPFlagDefinition, unit: !0, declaration: !885)
!885 = !DISubprogram(name: "hashValue.get", linkageName: "$s13HTTPSemantics12PathTemplateVSHAASH9hashValueSivgTW", scope: !31, file: !29, type: !876, spFlags: 0)
!886 = !DILocation(line: 0, scope: !884)
!887 = distinct !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics12PathTemplateVSHAASH4hash4intoys6HasherVz_tFTW", scope: !31, file: !29, type: !866, spFlags: DISPFlagDefinition, unit: !0, declaration: !888)
!888 = !DISubprogram(name: "hash", linkageName: "$s13HTTPSemantics12PathTemplateVSHAASH4hash4intoys6HasherVz_tFTW", scope: !31, file: !29, type: !866, spFlags: 0)
!889 = !DILocation(line: 0, scope: !887)
!890 = distinct !DISubprogram(name: "_rawHashValue", linkageName: "$s13HTTPSemantics12PathTemplateVSHAASH13_rawHashValue4seedS2i_tFTW", scope: !83, file: !29, type: !891, spFlags: DISPFlagDefinition, unit: !0, declaration: !893)
!891 = !DISubroutineType(types: !892)
!892 = !{!67, !67, !31}
!893 = !DISubprogram(name: "_rawHashValue", linkageName: "$s13HTTPSemantics12PathTemplateVSHAASH13_rawHashValue4seedS2i_tFTW", scope: !83, file: !29, type: !891, spFlags: 0)
!894 = !DILocation(line: 0, scope: !890)
!895 = distinct !DISubprogram(name: "description.get", linkageName: "$s13HTTPSemantics12PathTemplateVs23CustomStringConvertibleAAsADP11descriptionSSvgTW", scope: !31, file: !29, type: !535, spFlags: DISPFlagDefinition, unit: !0, declaration: !896)
!896 = !DISubprogram(name: "description.get", linkageName: "$s13HTTPSemantics12PathTemplateVs23CustomStringConvertibleAAsADP11descriptionSSvgTW", scope: !31, file: !29, type: !535, spFlags: 0)
!897 = !DILocation(line: 0, scope: !895)
!898 = distinct !DISubprogram(name: "__derived_struct_equals", linkageName: "$s13HTTPSemantics12PathTemplateVSQAASQ2eeoiySbx_xtFZTW", scope: !31, file: !29, type: !899, spFlags: DISPFlagDefinition, unit: !0, declaration: !902)
!899 = !DISubroutineType(types: !900)
!900 = !{!34, !31, !31, !901}
!901 = !DICompositeType(tag: DW_TAG_structure_type, name: "$s13HTTPSemantics12PathTemplateVXMTD", flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics12PathTemplateVXMTD")
!902 = !DISubprogram(name: "__derived_struct_equals", linkageName: "$s13HTTPSemantics12PathTemplateVSQAASQ2eeoiySbx_xtFZTW", scope: !31, file: !29, type: !899, spFlags: 0)
!903 = !DILocation(line: 0, scope: !898)
!904 = distinct !DISubprogram(name: "segments.get", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV8segmentsSayAC7SegmentVGvg", scope: !567, file: !29, type: !905, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !907)
!905 = !DISubroutineType(types: !906)
!906 = !{!542, !567}
!907 = !DISubprogram(name: "segments.get", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV8segmentsSayAC7SegmentVGvg", scope: !567, file: !29, type: !905, spFlags: DISPFlagLocalToUnit)
!908 = !DILocation(line: 0, scope: !904)
!909 = distinct !DISubprogram(name: "segments.set", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV8segmentsSayAC7SegmentVGvs", scope: !567, file: !29, type: !910, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !912)
!910 = !DISubroutineType(types: !911)
!911 = !{!54, !542, !567}
!912 = !DISubprogram(name: "segments.set", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV8segmentsSayAC7SegmentVGvs", scope: !567, file: !29, type: !910, spFlags: DISPFlagLocalToUnit)
!913 = !DILocation(line: 0, scope: !909)
!914 = distinct !DISubprogram(name: "placeholders.get", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV12placeholdersSayAC11PlaceholderVGvg", scope: !567, file: !29, type: !915, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !917)
!915 = !DISubroutineType(types: !916)
!916 = !{!548, !567}
!917 = !DISubprogram(name: "placeholders.get", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV12placeholdersSayAC11PlaceholderVGvg", scope: !567, file: !29, type: !915, spFlags: DISPFlagLocalToUnit)
!918 = !DILocation(line: 0, scope: !914)
!919 = distinct !DISubprogram(name: "placeholders.set", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV12placeholdersSayAC11PlaceholderVGvs", scope: !567, file: !29, type: !920, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !922)
!920 = !DISubroutineType(types: !921)
!921 = !{!54, !548, !567}
!922 = !DISubprogram(name: "placeholders.set", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV12placeholdersSayAC11PlaceholderVGvs", scope: !567, file: !29, type: !920, spFlags: DISPFlagLocalToUnit)
!923 = !DILocation(line: 0, scope: !919)
!924 = distinct !DISubprogram(name: "error.get", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV5errorAC11SyntaxErrorVSgvg", scope: !567, file: !29, type: !925, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !927)
!925 = !DISubroutineType(types: !926)
!926 = !{!554, !567}
!927 = !DISubprogram(name: "error.get", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV5errorAC11SyntaxErrorVSgvg", scope: !567, file: !29, type: !925, spFlags: DISPFlagLocalToUnit)
!928 = !DILocation(line: 0, scope: !924)
!929 = distinct !DISubprogram(name: "error.set", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV5errorAC11SyntaxErrorVSgvs", scope: !567, file: !29, type: !930, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !932)
!930 = !DISubroutineType(types: !931)
!931 = !{!54, !554, !567}
!932 = !DISubprogram(name: "error.set", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV5errorAC11SyntaxErrorVSgvs", scope: !567, file: !29, type: !930, spFlags: DISPFlagLocalToUnit)
!933 = !DILocation(line: 0, scope: !929)
!934 = distinct !DISubprogram(name: "parts.get", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV5partsSayAC4PartOGvg", scope: !567, file: !29, type: !935, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !937)
!935 = !DISubroutineType(types: !936)
!936 = !{!120, !567}
!937 = !DISubprogram(name: "parts.get", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV5partsSayAC4PartOGvg", scope: !567, file: !29, type: !935, spFlags: DISPFlagLocalToUnit)
!938 = !DILocation(line: 0, scope: !934)
!939 = distinct !DISubprogram(name: "parts.set", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV5partsSayAC4PartOGvs", scope: !567, file: !29, type: !940, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !942)
!940 = !DISubroutineType(types: !941)
!941 = !{!54, !120, !567}
!942 = !DISubprogram(name: "parts.set", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV5partsSayAC4PartOGvs", scope: !567, file: !29, type: !940, spFlags: DISPFlagLocalToUnit)
!943 = !DILocation(line: 0, scope: !939)
!944 = distinct !DISubprogram(name: "literal.get", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7literalSSvg", scope: !567, file: !29, type: !945, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !947)
!945 = !DISubroutineType(types: !946)
!946 = !{!239, !567}
!947 = !DISubprogram(name: "literal.get", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7literalSSvg", scope: !567, file: !29, type: !945, spFlags: DISPFlagLocalToUnit)
!948 = !DILocation(line: 0, scope: !944)
!949 = distinct !DISubprogram(name: "literal.set", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7literalSSvs", scope: !567, file: !29, type: !950, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !952)
!950 = !DISubroutineType(types: !951)
!951 = !{!54, !239, !567}
!952 = !DISubprogram(name: "literal.set", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7literalSSvs", scope: !567, file: !29, type: !950, spFlags: DISPFlagLocalToUnit)
!953 = !DILocation(line: 0, scope: !949)
!954 = distinct !DISubprogram(name: "open.get", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV4openSi6offset_SS4nametSgvg", scope: !567, file: !29, type: !955, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !958)
!955 = !DISubroutineType(types: !956)
!956 = !{!957, !567}
!957 = !DICompositeType(tag: DW_TAG_structure_type, name: "Optional", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sSi6offset_SS4nametSgD")
!958 = !DISubprogram(name: "open.get", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV4openSi6offset_SS4nametSgvg", scope: !567, file: !29, type: !955, spFlags: DISPFlagLocalToUnit)
!959 = !DILocation(line: 0, scope: !954)
!960 = distinct !DISubprogram(name: "open.set", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV4openSi6offset_SS4nametSgvs", scope: !567, file: !29, type: !961, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !963)
!961 = !DISubroutineType(types: !962)
!962 = !{!54, !957, !567}
!963 = !DISubprogram(name: "open.set", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV4openSi6offset_SS4nametSgvs", scope: !567, file: !29, type: !961, spFlags: DISPFlagLocalToUnit)
!964 = !DILocation(line: 0, scope: !960)
!965 = distinct !DISubprogram(name: "isFirst.get", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7isFirstSbvg", scope: !567, file: !29, type: !966, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !968)
!966 = !DISubroutineType(types: !967)
!967 = !{!34, !567}
!968 = !DISubprogram(name: "isFirst.get", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7isFirstSbvg", scope: !567, file: !29, type: !966, spFlags: DISPFlagLocalToUnit)
!969 = !DILocation(line: 0, scope: !965)
!970 = distinct !DISubprogram(name: "isFirst.set", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7isFirstSbvs", scope: !567, file: !29, type: !971, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !973)
!971 = !DISubroutineType(types: !972)
!972 = !{!54, !34, !567}
!973 = !DISubprogram(name: "isFirst.set", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7isFirstSbvs", scope: !567, file: !29, type: !971, spFlags: DISPFlagLocalToUnit)
!974 = !DILocation(line: 0, scope: !970)
!975 = distinct !DISubprogram(name: "$defer", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7consume_2atys7UnicodeO6ScalarV_SitF6$deferL_yyF", scope: !654, file: !1, line: 134, type: !762, scopeLine: 134, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !976)
!976 = !{!977}
!977 = !DILocalVariable(name: "self", arg: 1, scope: !975, file: !1, line: 133, type: !567, flags: DIFlagArtificial)
!978 = !DILocation(line: 133, column: 23, scope: !975)
!979 = !DILocation(line: 0, scope: !980)
!980 = distinct !DILexicalBlock(scope: !981, file: !1, line: 133, column: 9)
!981 = distinct !DILexicalBlock(scope: !982, file: !1, line: 124, column: 27)
!982 = distinct !DILexicalBlock(scope: !983, file: !1, line: 124, column: 5)
!983 = distinct !DILexicalBlock(scope: !984, file: !1, line: 122, column: 24)
!984 = distinct !DILexicalBlock(scope: !975, file: !1, line: 122, column: 23)
!985 = !DILocation(line: 134, column: 29, scope: !975)
!986 = !DILocation(line: 0, scope: !975)
!987 = distinct !DISubprogram(name: "fail", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV4fail_2atyAC11SyntaxErrorV4KindO_SitF", scope: !567, file: !1, line: 190, type: !988, scopeLine: 190, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !990, retainedNodes: !991)
!988 = !DISubroutineType(types: !989)
!989 = !{!54, !340, !67, !567}
!990 = !DISubprogram(name: "fail", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV4fail_2atyAC11SyntaxErrorV4KindO_SitF", scope: !567, file: !1, line: 190, type: !988, scopeLine: 190, spFlags: DISPFlagLocalToUnit)
!991 = !{!992, !993, !994}
!992 = !DILocalVariable(name: "kind", arg: 1, scope: !987, file: !1, line: 190, type: !348)
!993 = !DILocalVariable(name: "offset", arg: 2, scope: !987, file: !1, line: 190, type: !275)
!994 = !DILocalVariable(name: "self", arg: 3, scope: !987, file: !1, line: 190, type: !567, flags: DIFlagArtificial)
!995 = !DILocation(line: 190, column: 36, scope: !987)
!996 = !DILocation(line: 190, column: 62, scope: !987)
!997 = !DILocation(line: 190, column: 31, scope: !987)
!998 = !DILocation(line: 0, scope: !987)
!999 = !DILocation(line: 191, column: 16, scope: !1000)
!1000 = distinct !DILexicalBlock(scope: !987, file: !1, line: 191, column: 13)
!1001 = !DILocation(line: 0, scope: !1002)
!1002 = !DILexicalBlockFile(scope: !1000, discriminator: 0)
!1003 = !DILocation(line: 191, column: 22, scope: !1000)
!1004 = !DILocation(line: 191, column: 39, scope: !1005)
!1005 = distinct !DILexicalBlock(scope: !1000, file: !1, line: 191, column: 29)
!1006 = !DILocation(line: 0, scope: !1005)
!1007 = !DILocation(line: 191, column: 37, scope: !1005)
!1008 = !DILocation(line: 191, column: 79, scope: !1005)
!1009 = !DILocation(line: 191, column: 13, scope: !1000)
!1010 = !DILocation(line: 192, column: 9, scope: !1005)
!1011 = distinct !DISubprogram(name: "flushLiteral", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV12flushLiteralyyF", scope: !567, file: !1, line: 194, type: !762, scopeLine: 194, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !1012, retainedNodes: !1013)
!1012 = !DISubprogram(name: "flushLiteral", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV12flushLiteralyyF", scope: !567, file: !1, line: 194, type: !762, scopeLine: 194, spFlags: DISPFlagLocalToUnit)
!1013 = !{!1014}
!1014 = !DILocalVariable(name: "self", arg: 1, scope: !1011, file: !1, line: 194, type: !567, flags: DIFlagArtificial)
!1015 = !DILocation(line: 194, column: 31, scope: !1011)
!1016 = !DILocation(line: 0, scope: !1011)
!1017 = !DILocation(line: 195, column: 20, scope: !1018)
!1018 = distinct !DILexicalBlock(scope: !1011, file: !1, line: 195, column: 13)
!1019 = !DILocation(line: 195, column: 28, scope: !1018)
!1020 = !DILocation(line: 0, scope: !1021)
!1021 = !DILexicalBlockFile(scope: !1018, file: !29, discriminator: 0)
!1022 = !DILocation(line: 195, column: 19, scope: !1018)
!1023 = !DILocation(line: 196, column: 35, scope: !1018)
!1024 = !DILocation(line: 196, column: 27, scope: !1018)
!1025 = !DILocation(line: 0, scope: !1026)
!1026 = !DILexicalBlockFile(scope: !1018, discriminator: 0)
!1027 = !DILocation(line: 0, scope: !1018)
!1028 = !DILocation(line: 196, column: 19, scope: !1018)
!1029 = !DILocation(line: 197, column: 23, scope: !1018)
!1030 = !DILocation(line: 197, column: 21, scope: !1018)
!1031 = !DILocation(line: 198, column: 9, scope: !1018)
!1032 = !DILocation(line: 195, column: 43, scope: !1033)
!1033 = distinct !DILexicalBlock(scope: !1018, file: !1, line: 195, column: 41)
!1034 = distinct !DISubprogram(name: "abandon", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7abandonyySi6offset_SS4namet_tF", scope: !567, file: !1, line: 182, type: !1035, scopeLine: 182, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !1037, retainedNodes: !1038)
!1035 = !DISubroutineType(types: !1036)
!1036 = !{!54, !67, !239, !567}
!1037 = !DISubprogram(name: "abandon", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV7abandonyySi6offset_SS4namet_tF", scope: !567, file: !1, line: 182, type: !1035, scopeLine: 182, spFlags: DISPFlagLocalToUnit)
!1038 = !{!1039, !1040, !1041, !1044}
!1039 = !DILocalVariable(name: "placeholder", arg: 1, scope: !1034, file: !1, line: 182, type: !770)
!1040 = !DILocalVariable(name: "self", arg: 2, scope: !1034, file: !1, line: 182, type: !567, flags: DIFlagArtificial)
!1041 = !DILocalVariable(name: "index", scope: !1042, file: !1, line: 185, type: !275)
!1042 = distinct !DILexicalBlock(scope: !1043, file: !1, line: 185, column: 81)
!1043 = distinct !DILexicalBlock(scope: !1034, file: !1, line: 185, column: 13)
!1044 = !DILocalVariable(name: "scalar", scope: !1042, file: !1, line: 185, type: !573)
!1045 = !DILocation(line: 182, column: 39, scope: !1034)
!1046 = !DILocation(line: 182, column: 31, scope: !1034)
!1047 = !DILocation(line: 185, column: 18, scope: !1042)
!1048 = !DILocation(line: 185, column: 25, scope: !1042)
!1049 = !DILocation(line: 0, scope: !1050)
!1050 = !DILexicalBlockFile(scope: !1034, discriminator: 0)
!1051 = !DILocation(line: 0, scope: !1034)
!1052 = !DILocation(line: 183, column: 18, scope: !1034)
!1053 = !DILocation(line: 184, column: 24, scope: !1034)
!1054 = !DILocation(line: 184, column: 21, scope: !1034)
!1055 = !DILocation(line: 0, scope: !1056)
!1056 = !DILexicalBlockFile(scope: !1034, file: !29, discriminator: 0)
!1057 = !DILocation(line: 0, scope: !1058)
!1058 = !DILexicalBlockFile(scope: !1043, discriminator: 0)
!1059 = !DILocation(line: 185, column: 53, scope: !1043)
!1060 = !DILocation(line: 0, scope: !1061)
!1061 = !DILexicalBlockFile(scope: !1043, file: !29, discriminator: 0)
!1062 = !DILocation(line: 185, column: 68, scope: !1043)
!1063 = !DILocation(line: 0, scope: !1043)
!1064 = !DILocation(line: 185, column: 13, scope: !1043)
!1065 = !DILocation(line: 0, scope: !1042)
!1066 = !DILocation(line: 186, column: 56, scope: !1042)
!1067 = !DILocation(line: 186, column: 60, scope: !1042)
!1068 = !DILocation(line: 186, column: 17, scope: !1042)
!1069 = !DILocation(line: 187, column: 13, scope: !1042)
!1070 = !DILocation(line: 188, column: 9, scope: !1043)
!1071 = !DILocation(line: 0, scope: !1072, inlinedAt: !1066)
!1072 = distinct !DISubprogram(name: "Swift runtime failure: arithmetic overflow", scope: !29, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1073 = !DILocation(line: 0, scope: !1072, inlinedAt: !1067)
!1074 = distinct !DISubprogram(name: "endSegment", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV10endSegmentyyF", scope: !567, file: !1, line: 200, type: !762, scopeLine: 200, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, declaration: !1075, retainedNodes: !1076)
!1075 = !DISubprogram(name: "endSegment", linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLV10endSegmentyyF", scope: !567, file: !1, line: 200, type: !762, scopeLine: 200, spFlags: DISPFlagLocalToUnit)
!1076 = !{!1077}
!1077 = !DILocalVariable(name: "self", arg: 1, scope: !1074, file: !1, line: 200, type: !567, flags: DIFlagArtificial)
!1078 = !DILocation(line: 200, column: 31, scope: !1074)
!1079 = !DILocation(line: 0, scope: !1074)
!1080 = !DILocation(line: 201, column: 13, scope: !1074)
!1081 = !DILocation(line: 202, column: 37, scope: !1074)
!1082 = !DILocation(line: 202, column: 29, scope: !1074)
!1083 = !DILocation(line: 0, scope: !1084)
!1084 = !DILexicalBlockFile(scope: !1074, discriminator: 0)
!1085 = !DILocation(line: 202, column: 22, scope: !1074)
!1086 = !DILocation(line: 0, scope: !1087)
!1087 = !DILexicalBlockFile(scope: !1074, file: !29, discriminator: 0)
!1088 = !DILocation(line: 203, column: 21, scope: !1074)
!1089 = !DILocation(line: 203, column: 19, scope: !1074)
!1090 = !DILocation(line: 204, column: 9, scope: !1074)
!1091 = distinct !DISubprogram(linkageName: "$sSi6offset_SS4nametWOh", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1092 = !DILocation(line: 0, scope: !1091)
!1093 = distinct !DISubprogram(linkageName: "$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGWOc", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1094 = !DILocation(line: 0, scope: !1093)
!1095 = distinct !DISubprogram(linkageName: "$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGSayxGSlsWl", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1096 = !DILocation(line: 0, scope: !1095)
!1097 = distinct !DISubprogram(linkageName: "$ss16IndexingIteratorVySay13HTTPSemantics12PathTemplateV11PlaceholderVGGWOh", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1098 = !DILocation(line: 0, scope: !1097)
!1099 = distinct !DISubprogram(linkageName: "$sSaySSGWOh", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1100 = !DILocation(line: 0, scope: !1099)
!1101 = distinct !DISubprogram(linkageName: "$sSaySSGSayxGSTsWl", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1102 = !DILocation(line: 0, scope: !1101)
!1103 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentVAESQAAWl", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1104 = !DILocation(line: 0, scope: !1103)
!1105 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderVAESQAAWl", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1106 = !DILocation(line: 0, scope: !1105)
!1107 = distinct !DISubprogram(linkageName: "$sSSWOc", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1108 = !DILocation(line: 0, scope: !1107)
!1109 = distinct !DISubprogram(linkageName: "$sSay13HTTPSemantics12PathTemplateV7SegmentVGWOc", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1110 = !DILocation(line: 0, scope: !1109)
!1111 = distinct !DISubprogram(linkageName: "$sSay13HTTPSemantics12PathTemplateV7SegmentVGSayxGSHsSHRzlWl", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1112 = !DILocation(line: 0, scope: !1111)
!1113 = distinct !DISubprogram(linkageName: "$sSay13HTTPSemantics12PathTemplateV7SegmentVGWOh", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1114 = !DILocation(line: 0, scope: !1113)
!1115 = distinct !DISubprogram(linkageName: "$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGSayxGSHsSHRzlWl", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1116 = !DILocation(line: 0, scope: !1115)
!1117 = distinct !DISubprogram(linkageName: "$sSay13HTTPSemantics12PathTemplateV11PlaceholderVGWOh", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1118 = !DILocation(line: 0, scope: !1117)
!1119 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSgxSgSHsSHRzlWl", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1120 = !DILocation(line: 0, scope: !1119)
!1121 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateVACSHAAWl", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1122 = !DILocation(line: 0, scope: !1121)
!1123 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV4PartOSHAASQWb", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1124 = !DILocation(line: 0, scope: !1123)
!1125 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentVSHAASQWb", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1126 = !DILocation(line: 0, scope: !1125)
!1127 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderVSHAASQWb", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1128 = !DILocation(line: 0, scope: !1127)
!1129 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOSHAASQWb", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1130 = !DILocation(line: 0, scope: !1129)
!1131 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOAGSQAAWl", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1132 = !DILocation(line: 0, scope: !1131)
!1133 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVSHAASQWb", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1134 = !DILocation(line: 0, scope: !1133)
!1135 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVAESQAAWl", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1136 = !DILocation(line: 0, scope: !1135)
!1137 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateVSHAASQWb", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1138 = !DILocation(line: 0, scope: !1137)
!1139 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateVACSQAAWl", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1140 = !DILocation(line: 0, scope: !1139)
!1141 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateVwCP", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1142 = !DILocation(line: 0, scope: !1141)
!1143 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateVwxx", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1144 = !DILocation(line: 0, scope: !1143)
!1145 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateVwcp", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1146 = !DILocation(line: 0, scope: !1145)
!1147 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateVwca", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1148 = !DILocation(line: 0, scope: !1147)
!1149 = distinct !DISubprogram(linkageName: "__swift_memcpy48_8", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1150 = !DILocation(line: 0, scope: !1149)
!1151 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateVwta", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1152 = !DILocation(line: 0, scope: !1151)
!1153 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateVwet", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1154 = !DILocation(line: 0, scope: !1153)
!1155 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateVwst", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1156 = !DILocation(line: 0, scope: !1155)
!1157 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateVMa", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1158 = !DILocation(line: 0, scope: !1157)
!1159 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV4PartOwCP", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1160 = !DILocation(line: 0, scope: !1159)
!1161 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV4PartOwxx", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1162 = !DILocation(line: 0, scope: !1161)
!1163 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV4PartOwcp", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1164 = !DILocation(line: 0, scope: !1163)
!1165 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV4PartOwca", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1166 = !DILocation(line: 0, scope: !1165)
!1167 = distinct !DISubprogram(linkageName: "__swift_memcpy17_8", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1168 = !DILocation(line: 0, scope: !1167)
!1169 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV4PartOwta", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1170 = !DILocation(line: 0, scope: !1169)
!1171 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV4PartOwet", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1172 = !DILocation(line: 0, scope: !1171)
!1173 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV4PartOwst", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1174 = !DILocation(line: 0, scope: !1173)
!1175 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV4PartOwug", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1176 = !DILocation(line: 0, scope: !1175)
!1177 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV4PartOwup", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1178 = !DILocation(line: 0, scope: !1177)
!1179 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV4PartOwui", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1180 = !DILocation(line: 0, scope: !1179)
!1181 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV4PartOMa", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1182 = !DILocation(line: 0, scope: !1181)
!1183 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV7SegmentVMa", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1184 = !DILocation(line: 0, scope: !1183)
!1185 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderVwCP", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1186 = !DILocation(line: 0, scope: !1185)
!1187 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderVwxx", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1188 = !DILocation(line: 0, scope: !1187)
!1189 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderVwcp", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1190 = !DILocation(line: 0, scope: !1189)
!1191 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderVwca", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1192 = !DILocation(line: 0, scope: !1191)
!1193 = distinct !DISubprogram(linkageName: "__swift_memcpy24_8", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1194 = !DILocation(line: 0, scope: !1193)
!1195 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderVwta", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1196 = !DILocation(line: 0, scope: !1195)
!1197 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderVwet", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1198 = !DILocation(line: 0, scope: !1197)
!1199 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderVwst", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1200 = !DILocation(line: 0, scope: !1199)
!1201 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11PlaceholderVMa", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1202 = !DILocation(line: 0, scope: !1201)
!1203 = distinct !DISubprogram(linkageName: "__swift_memcpy16_8", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1204 = !DILocation(line: 0, scope: !1203)
!1205 = distinct !DISubprogram(linkageName: "__swift_noop_void_return", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1206 = !DILocation(line: 0, scope: !1205)
!1207 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVwet", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1208 = !DILocation(line: 0, scope: !1207)
!1209 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVwst", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1210 = !DILocation(line: 0, scope: !1209)
!1211 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorVMa", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1212 = !DILocation(line: 0, scope: !1211)
!1213 = distinct !DISubprogram(linkageName: "__swift_memcpy1_1", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1214 = !DILocation(line: 0, scope: !1213)
!1215 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOwet", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1216 = !DILocation(line: 0, scope: !1215)
!1217 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOwst", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1218 = !DILocation(line: 0, scope: !1217)
!1219 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOwug", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1220 = !DILocation(line: 0, scope: !1219)
!1221 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOwup", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1222 = !DILocation(line: 0, scope: !1221)
!1223 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOwui", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1224 = !DILocation(line: 0, scope: !1223)
!1225 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV11SyntaxErrorV4KindOMa", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1226 = !DILocation(line: 0, scope: !1225)
!1227 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVwCP", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1228 = !DILocation(line: 0, scope: !1227)
!1229 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVwxx", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1230 = !DILocation(line: 0, scope: !1229)
!1231 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVwcp", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1232 = !DILocation(line: 0, scope: !1231)
!1233 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVwca", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1234 = !DILocation(line: 0, scope: !1233)
!1235 = distinct !DISubprogram(linkageName: "__swift_memcpy81_8", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1236 = !DILocation(line: 0, scope: !1235)
!1237 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVwta", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1238 = !DILocation(line: 0, scope: !1237)
!1239 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVwet", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1240 = !DILocation(line: 0, scope: !1239)
!1241 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVwst", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1242 = !DILocation(line: 0, scope: !1241)
!1243 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVMa", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!1244 = !DILocation(line: 0, scope: !1243)
!1245 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics12PathTemplateV6Parser018_EA34F3762816666E1G13E13AE90A67834LLVWOc", scope: !4, file: !29, type: !47, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!1246 = !DILocation(line: 0, scope: !1245)
