; ModuleID = '/tmp/fz/tmp/TemporaryDirectory.1ZIX14/HTTPFieldValue-2.o'
source_filename = "/tmp/fz/tmp/TemporaryDirectory.1ZIX14/HTTPFieldValue-2.o"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%swift.protocol_requirement = type { i32, i32 }
%swift.type_metadata_record = type { i32 }
%swift.type = type { i64 }
%swift.metadata_response = type { ptr, i64 }
%swift.vwtable = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i32, i32 }
%swift.opaque = type opaque
%Ts5UInt8V = type <{ i8 }>

@"$sSyTL" = external global %swift.protocol_requirement, align 4
@"$s8UTF8ViewSyTl" = external global %swift.protocol_requirement, align 4
@"$sSy8UTF8ViewSy_SlTn" = external global %swift.protocol_requirement, align 4
@"$sytWV" = external global ptr, align 8
@.str.13.HTTPSemantics = private constant [14 x i8] c"HTTPSemantics\00"
@"$s13HTTPSemanticsMXM" = linkonce_odr hidden constant <{ i32, i32, i32 }> <{ i32 0, i32 0, i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13.HTTPSemantics to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32 }>, ptr @"$s13HTTPSemanticsMXM", i32 0, i32 2) to i64)) to i32) }>, section ".rodata", no_sanitize_address, align 4
@.str.14.HTTPFieldValue = private constant [15 x i8] c"HTTPFieldValue\00"
@"$s13HTTPSemantics14HTTPFieldValueOMn" = protected constant <{ i32, i32, i32, i32, i32, i32, i32 }> <{ i32 82, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemanticsMXM" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics14HTTPFieldValueOMn", i32 0, i32 1) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14.HTTPFieldValue to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics14HTTPFieldValueOMn", i32 0, i32 2) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics14HTTPFieldValueOMa" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics14HTTPFieldValueOMn", i32 0, i32 3) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics14HTTPFieldValueOMF" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i32, i32, i32, i32, i32, i32, i32 }>, ptr @"$s13HTTPSemantics14HTTPFieldValueOMn", i32 0, i32 4) to i64)) to i32), i32 0, i32 0 }>, section ".rodata", no_sanitize_address, align 4
@"$s13HTTPSemantics14HTTPFieldValueOMf" = internal constant <{ ptr, ptr, i64, ptr }> <{ ptr null, ptr @"$sytWV", i64 513, ptr @"$s13HTTPSemantics14HTTPFieldValueOMn" }>, align 8
@"symbolic _____ 13HTTPSemantics14HTTPFieldValueO" = linkonce_odr hidden constant <{ i8, i32, i8 }> <{ i8 1, i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics14HTTPFieldValueOMn" to i64), i64 ptrtoint (ptr getelementptr inbounds (<{ i8, i32, i8 }>, ptr @"symbolic _____ 13HTTPSemantics14HTTPFieldValueO", i32 0, i32 1) to i64)) to i32), i8 0 }>, section "swift5_typeref", no_sanitize_address, align 2
@"$s13HTTPSemantics14HTTPFieldValueOMF" = internal constant { i32, i32, i16, i16, i32 } { i32 trunc (i64 sub (i64 ptrtoint (ptr @"symbolic _____ 13HTTPSemantics14HTTPFieldValueO" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics14HTTPFieldValueOMF" to i64)) to i32), i32 0, i16 2, i16 12, i32 0 }, section "swift5_fieldmd", no_sanitize_address, align 4
@"$s13HTTPSemantics14HTTPFieldValueOHn" = private constant %swift.type_metadata_record { i32 trunc (i64 sub (i64 ptrtoint (ptr @"$s13HTTPSemantics14HTTPFieldValueOMn" to i64), i64 ptrtoint (ptr @"$s13HTTPSemantics14HTTPFieldValueOHn" to i64)) to i32) }, section "swift5_type_metadata", no_sanitize_address, align 4
@__swift_reflection_version = linkonce_odr hidden constant i16 3
@llvm.swift_module_hash = private constant [16 x i8] zeroinitializer, section ".swift_modhash"
@_swift1_autolink_entries = private constant [102 x i8] c"-lswiftSwiftOnoneSupport\00-lswiftCore\00-lswift_Concurrency\00-lswift_StringProcessing\00-lswift_RegexParser\00", section ".swift1_autolink_entries", no_sanitize_address, align 8
@llvm.used = appending global [10 x ptr] [ptr @"$s13HTTPSemantics14HTTPFieldValueO6isSafeySbxSyRzlFZ", ptr @"$s13HTTPSemantics14HTTPFieldValueO6isSafeySbxSyRzlFZ", ptr @"$s13HTTPSemantics14HTTPFieldValueOMn", ptr @"$s13HTTPSemantics14HTTPFieldValueOMa", ptr @"$s13HTTPSemantics14HTTPFieldValueON", ptr @"$s13HTTPSemantics14HTTPFieldValueOMF", ptr @"$s13HTTPSemantics14HTTPFieldValueOHn", ptr @__swift_reflection_version, ptr @llvm.swift_module_hash, ptr @_swift1_autolink_entries], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x ptr] [ptr @"$s13HTTPSemantics14HTTPFieldValueOMf"], section "llvm.metadata"

@"$s13HTTPSemantics14HTTPFieldValueON" = protected alias %swift.type, getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics14HTTPFieldValueOMf", i32 0, i32 2)

; Function Attrs: sanitize_address
define protected swiftcc i1 @"$s13HTTPSemantics14HTTPFieldValueO6isSafeySbxSyRzlFZ"(ptr noalias %0, ptr %1, ptr %2) #0 !dbg !28 {
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
  store ptr %0, ptr %5, align 8, !dbg !48
    #dbg_value(i64 0, !46, !DIExpression(), !54)
  call swiftcc void @"$sSy4utf88UTF8ViewQzvgTj"(ptr noalias sret(%swift.opaque) %13, ptr noalias swiftself %0, ptr %1, ptr %2), !dbg !55
  %14 = call swiftcc ptr @swift_getAssociatedConformanceWitness(ptr %2, ptr %1, ptr %8, ptr @"$sSyTL", ptr @"$sSy8UTF8ViewSy_SlTn") #1, !dbg !56
  %15 = getelementptr inbounds ptr, ptr %14, i32 1, !dbg !56
  %16 = load ptr, ptr %15, align 8, !dbg !56, !invariant.load !52
  %17 = call swiftcc i1 @"$sSTsE8contains5whereS2b7ElementQzKXE_tKF"(ptr @"$s13HTTPSemantics14HTTPFieldValueO6isSafeySbxSyRzlFZSbs5UInt8VXEfU_", ptr null, ptr %8, ptr %16, ptr noalias swiftself %13, ptr noalias swifterror captures(none) dereferenceable(8) %6), !dbg !56
  %18 = load ptr, ptr %6, align 8, !dbg !56
  %19 = icmp ne ptr %18, null, !dbg !56
  %20 = ptrtoint ptr %18 to i64, !dbg !56
  br i1 %19, label %26, label %21, !dbg !56

21:                                               ; preds = %3
  %22 = phi i1 [ %17, %3 ], !dbg !57
  %23 = getelementptr inbounds ptr, ptr %10, i32 1, !dbg !58
  %24 = load ptr, ptr %23, align 8, !dbg !58, !invariant.load !52
  call void %24(ptr noalias %13, ptr %8) #6, !dbg !58
  %25 = xor i1 %22, true, !dbg !60
  call void @llvm.lifetime.end.p0(i64 -1, ptr %13), !dbg !61
  ret i1 %25, !dbg !61

26:                                               ; preds = %3
  %27 = phi ptr [ %18, %3 ], !dbg !56
  store ptr null, ptr %6, align 8, !dbg !56
  unreachable, !dbg !56
}

; Function Attrs: nounwind willreturn memory(none)
declare swiftcc %swift.metadata_response @swift_getAssociatedTypeWitness(i64, ptr, ptr, ptr, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr captures(none)) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #3

declare swiftcc void @"$sSy4utf88UTF8ViewQzvgTj"(ptr noalias sret(%swift.opaque), ptr noalias swiftself, ptr, ptr) #4

; Function Attrs: sanitize_address
define internal swiftcc i1 @"$s13HTTPSemantics14HTTPFieldValueO6isSafeySbxSyRzlFZSbs5UInt8VXEfU_"(ptr noalias captures(none) dereferenceable(1) %0, ptr swiftself %1, ptr noalias swifterror captures(none) dereferenceable(8) %2) #0 !dbg !62 {
  %4 = alloca i8, align 8
    #dbg_declare(ptr %4, !68, !DIExpression(), !72)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 1, i1 false)
  %5 = getelementptr inbounds nuw %Ts5UInt8V, ptr %0, i32 0, i32 0, !dbg !73
  %6 = load i8, ptr %5, align 1, !dbg !73
  store i8 %6, ptr %4, align 8, !dbg !75
  %7 = icmp eq i8 %6, 13, !dbg !76
  br i1 %7, label %8, label %9, !dbg !77

8:                                                ; preds = %3
  br label %11, !dbg !77

9:                                                ; preds = %3
  %10 = icmp eq i8 %6, 10, !dbg !77
  br label %11, !dbg !77

11:                                               ; preds = %8, %9
  %12 = phi i1 [ %10, %9 ], [ true, %8 ], !dbg !78
  br i1 %12, label %13, label %14, !dbg !78

13:                                               ; preds = %11
  br label %16, !dbg !78

14:                                               ; preds = %11
  %15 = icmp eq i8 %6, 0, !dbg !78
  br label %16, !dbg !78

16:                                               ; preds = %13, %14
  %17 = phi i1 [ %15, %14 ], [ true, %13 ], !dbg !79
  ret i1 %17, !dbg !79
}

declare swiftcc i1 @"$sSTsE8contains5whereS2b7ElementQzKXE_tKF"(ptr, ptr, ptr, ptr, ptr noalias swiftself, ptr noalias swifterror captures(none) dereferenceable(8)) #4

; Function Attrs: nounwind willreturn memory(none)
declare swiftcc ptr @swift_getAssociatedConformanceWitness(ptr, ptr, ptr, ptr, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr captures(none)) #2

; Function Attrs: noinline nounwind memory(none)
define protected swiftcc %swift.metadata_response @"$s13HTTPSemantics14HTTPFieldValueOMa"(i64 %0) #5 !dbg !80 {
  ret %swift.metadata_response { ptr getelementptr inbounds (<{ ptr, ptr, i64, ptr }>, ptr @"$s13HTTPSemantics14HTTPFieldValueOMf", i32 0, i32 2), i64 0 }, !dbg !82
}

attributes #0 = { sanitize_address "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx16,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0, !15, !17}
!swift.module.flags = !{!19}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26, !27}
!llvm.linker.options = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_Swift, file: !1, producer: "Swift version 6.3.1 (swift-6.3.1-RELEASE)", isOptimized: false, runtimeVersion: 6, emissionKind: FullDebug, imports: !2)
!1 = !DIFile(filename: "Sources/HTTPSemantics/HTTPFieldValue.swift", directory: "/work/main")
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
!28 = distinct !DISubprogram(name: "isSafe", linkageName: "$s13HTTPSemantics14HTTPFieldValueO6isSafeySbxSyRzlFZ", scope: !29, file: !1, line: 6, type: !30, scopeLine: 6, spFlags: DISPFlagDefinition, unit: !0, declaration: !35, retainedNodes: !36)
!29 = !DICompositeType(tag: DW_TAG_structure_type, name: "HTTPFieldValue", scope: !4, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics14HTTPFieldValueOD")
!30 = !DISubroutineType(types: !31)
!31 = !{!32, !33, !34}
!32 = !DICompositeType(tag: DW_TAG_structure_type, name: "Bool", scope: !6, flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sSbD")
!33 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sxD", flags: DIFlagFwdDecl, runtimeLang: DW_LANG_Swift, identifier: "$sxD")
!34 = !DICompositeType(tag: DW_TAG_structure_type, name: "$s13HTTPSemantics14HTTPFieldValueOXMtD", size: 8, flags: DIFlagArtificial, runtimeLang: DW_LANG_Swift, identifier: "$s13HTTPSemantics14HTTPFieldValueOXMtD")
!35 = !DISubprogram(name: "isSafe", linkageName: "$s13HTTPSemantics14HTTPFieldValueO6isSafeySbxSyRzlFZ", scope: !29, file: !1, line: 6, type: !30, scopeLine: 6, spFlags: 0)
!36 = !{!37, !39, !46}
!37 = !DILocalVariable(name: "$\CF\84_0_0", scope: !28, file: !1, type: !38, flags: DIFlagArtificial)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "$sBpD", baseType: null, size: 64)
!39 = !DILocalVariable(name: "value", arg: 1, scope: !28, file: !1, line: 6, type: !40)
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!41 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sxD", file: !42, elements: !43, runtimeLang: DW_LANG_Swift)
!42 = !DIFile(filename: "<compiler-generated>", directory: "/")
!43 = !{!44}
!44 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !41, baseType: !45, extraData: i32 0)
!45 = !DICompositeType(tag: DW_TAG_structure_type, name: "$sSy_pmD", size: 8, flags: DIFlagArtificial, runtimeLang: DW_LANG_Swift, identifier: "$sSy_pmD")
!46 = !DILocalVariable(name: "self", arg: 2, scope: !28, file: !1, line: 6, type: !47, flags: DIFlagArtificial)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!48 = !DILocation(line: 0, scope: !28)
!49 = !DILocation(line: 6, column: 32, scope: !28)
!50 = !DILocation(line: 0, scope: !51)
!51 = !DILexicalBlockFile(scope: !28, discriminator: 0)
!52 = !{}
!53 = !{i64 96}
!54 = !DILocation(line: 6, column: 25, scope: !28)
!55 = !DILocation(line: 7, column: 16, scope: !28)
!56 = !DILocation(line: 7, column: 21, scope: !28)
!57 = !DILocation(line: 7, column: 71, scope: !28)
!58 = !DILocation(line: 0, scope: !59)
!59 = !DILexicalBlockFile(scope: !28, file: !42, discriminator: 0)
!60 = !DILocation(line: 7, column: 9, scope: !28)
!61 = !DILocation(line: 8, column: 5, scope: !28)
!62 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics14HTTPFieldValueO6isSafeySbxSyRzlFZSbs5UInt8VXEfU_", scope: !28, file: !1, line: 7, type: !63, scopeLine: 7, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !67, thrownTypes: !70)
!63 = !DISubroutineType(types: !64)
!64 = !{!32, !65}
!65 = !DICompositeType(tag: DW_TAG_structure_type, name: "UInt8", scope: !6, file: !66, size: 8, runtimeLang: DW_LANG_Swift, identifier: "$ss5UInt8VD")
!66 = !DIFile(filename: "/opt/swift/usr/lib/swift/linux/Swift.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule", directory: "")
!67 = !{!68}
!68 = !DILocalVariable(name: "$0", arg: 1, scope: !62, file: !1, line: 7, type: !69)
!69 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !65)
!70 = !{!71}
!71 = !DICompositeType(tag: DW_TAG_structure_type, name: "Error", scope: !6, file: !66, size: 64, runtimeLang: DW_LANG_Swift, identifier: "$ss5Error_pD")
!72 = !DILocation(line: 7, column: 30, scope: !62)
!73 = !DILocation(line: 0, scope: !74)
!74 = !DILexicalBlockFile(scope: !62, discriminator: 0)
!75 = !DILocation(line: 0, scope: !62)
!76 = !DILocation(line: 7, column: 35, scope: !62)
!77 = !DILocation(line: 7, column: 43, scope: !62)
!78 = !DILocation(line: 7, column: 57, scope: !62)
!79 = !DILocation(line: 7, column: 71, scope: !62)
!80 = distinct !DISubprogram(linkageName: "$s13HTTPSemantics14HTTPFieldValueOMa", scope: !4, file: !42, type: !81, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: !0)
!81 = !DISubroutineType(types: null)
!82 = !DILocation(line: 0, scope: !80)
