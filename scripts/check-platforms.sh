#!/usr/bin/env bash
# Fails when Swift code uses an API newer than the platforms its package declares, outside an availability guard.
#
# Linux does not check `@available`, so an API introduced in macOS 15 / iOS 18 compiles here and breaks every
# Mac and iOS build of a package that declares macOS 14 / iOS 17. This script knows a list of such APIs
# (`--list` prints it) and reports each use as `path:line:column: error: …` with the API, the OS it needs and
# what the package declares.
#
# Usage:
#   scripts/check-platforms.sh              check Sources, Plugins, Examples, Tests (golden files included) and the
#                                           plugin's generated sources under .build/plugins/outputs, if present
#   scripts/check-platforms.sh PATH...      check these files or directories instead
#   scripts/check-platforms.sh --self-test  prove the check fails on planted unguarded uses and passes on guarded ones
#   scripts/check-platforms.sh --list       print the known APIs and the OS versions they need
#
# A use counts as guarded when an enclosing declaration or block carries enough availability for every declared
# platform that is too old: `@available(macOS 15, iOS 18, *)` on the declaration (or on an enclosing one),
# `if #available(…) { … }`, the rest of a scope after `guard #available(…) else { … }`, the `else` block of
# `guard #unavailable(…)`, or a `#if` branch that never compiles for Apple platforms (`os(Linux)`,
# `canImport(Glibc)`, `!canImport(Darwin)`, the `#else` of `canImport(Darwin)`, …). A line containing the comment
# `check-platforms: ignore` is skipped.
#
# Limits (it reads text; it does not type-check):
# - It knows only the APIs in its list; anything else newer than the minimums goes unnoticed. Extend the list when
#   you meet one.
# - Names are matched as words, so a type of your own called `Mutex` or `Atomic` is reported too (rename it, or
#   mark the line). A use through a typealias or type inference (`let lock = makeLock()`) is not seen.
# - Comments and string literals are skipped, including code inside string interpolations.
# - Guards are found from braces and statement text: `@available` must be written on the declaration or an
#   enclosing one; a guard in a caller, `if #unavailable(…) { } else { … }` and `#if` blocks with unbalanced braces
#   are not understood.
# - Only platforms the nearest Package.swift declares in `platforms:` are checked, against those minimums.
set -euo pipefail
CHECK_PLATFORMS_ROOT="$(cd "$(dirname "$0")/.." && pwd)" exec python3 - "$@" <<'PY'
import os
import re
import sys
import tempfile

# MARK: - Known APIs

# (what is used, pattern, {platform: minimum version}, advice)
V15 = {"macOS": (15,), "iOS": (18,)}
V26 = {"macOS": (26,), "iOS": (26,)}
RULES = [
    ("the Synchronization module", r"\bimport\s+Synchronization\b", V15,
     "use Locked from EndpointLocking (the package's one lock type)"),
    ("Synchronization.Mutex", r"\bMutex\b", V15, "use Locked from EndpointLocking"),
    ("Synchronization.Atomic", r"\b(?:Atomic|AtomicLazyReference|AtomicRepresentable|WordPair)\b", V15,
     "use Locked from EndpointLocking"),
    ("String(validating:as:)", r"\bString\s*\(\s*validating\s*:", V15,
     "decode with String(decoding:as:) and compare the UTF-8 to the input (see PercentDecoding)"),
    ("Int128/UInt128", r"\bU?Int128\b", V15, ""),
    ("Duration(attoseconds:)", r"\bDuration\s*\(\s*attoseconds\s*:", V15, "use Duration.components"),
    ("RangeSet and its collection operations",
     r"\b(?:RangeSet|DiscontiguousSlice)\b|\.(?:removeSubranges|moveSubranges)\s*\(|\.indices\s*\(\s*(?:where|of)\s*:",
     V15, ""),
    ("task executors",
     r"\b(?:TaskExecutor|UnownedTaskExecutor|withTaskExecutorPreference|globalConcurrentExecutor|"
     r"asUnownedTaskExecutor)\b|\bexecutorPreference\s*:", V15, ""),
    ("AsyncSequence/AsyncIteratorProtocol primary associated types", r"\bAsync(?:Sequence|IteratorProtocol)\s*<",
     V15, "constrain a generic parameter with where clauses instead"),
    ("AsyncIteratorProtocol.next(isolation:)", r"\.next\s*\(\s*isolation\s*:", V15, "call next()"),
    ("Foundation #Expression", r"#Expression\b", V15, ""),
    ("isolated deinit", r"\bisolated\s+deinit\b", {"macOS": (15, 4), "iOS": (18, 4)}, ""),
    ("Task.immediate", r"\bTask\s*(?:<[^<>]*>)?\s*\.\s*(?:immediate|startSynchronously)\b|\baddImmediateTask\w*\b",
     V26, ""),
    ("task names", r"\bTask\s*(?:<[^<>]*>)?\s*\(\s*name\s*:|\baddTask\s*\(\s*name\s*:|\bTask\s*\.\s*name\b", V26, ""),
    ("InlineArray", r"\bInlineArray\b", V26, ""),
    ("OutputSpan/OutputRawSpan", r"\bOutput(?:Raw)?Span\b", V26, ""),
    ("UTF8Span", r"\bUTF8Span\b|\.utf8Span\b", V26, ""),
    ("Observation.Observations", r"\bObservations\s*(?:<|\{|\()", V26, "use withObservationTracking"),
]
COMPILED = [(name, re.compile(pattern), needs, advice) for name, pattern, needs, advice in RULES]
IGNORE_MARK = "check-platforms: ignore"
PLATFORM_NAMES = {
    "macOS": "macOS", "OSX": "macOS", "macOSApplicationExtension": "macOS", "OSXApplicationExtension": "macOS",
    "iOS": "iOS", "iOSApplicationExtension": "iOS", "macCatalyst": "macCatalyst", "tvOS": "tvOS",
    "watchOS": "watchOS", "visionOS": "visionOS",
}
NEVER = (10**6,)  # `unavailable`: the code never runs there, so any API is fine


def version(text):
    return tuple(int(part) for part in text.split(".") if part)


def spell(platform, ver):
    return f"{platform} {'.'.join(str(part) for part in ver)}"


# MARK: - Declared minimums

PLATFORM_DECL = re.compile(r"\.(macOS|iOS|tvOS|watchOS|visionOS|macCatalyst)\s*\(\s*(?:\.v([0-9_]+)|\"([0-9.]+)\")\s*\)")
_minimums_cache = {}


def declared_minimums(directory):
    """The `platforms:` of the nearest Package.swift at or above `directory`."""
    directory = os.path.abspath(directory)
    if directory in _minimums_cache:
        return _minimums_cache[directory]
    manifest = os.path.join(directory, "Package.swift")
    parent = os.path.dirname(directory)
    if os.path.isfile(manifest):
        text = open(manifest, encoding="utf-8").read()
        match = re.search(r"platforms\s*:\s*\[(.*?)\]", text, re.S)
        result = {}
        for platform, enum_version, string_version in PLATFORM_DECL.findall(match.group(1) if match else ""):
            result[platform] = version((enum_version or "").replace("_", ".") or string_version)
    elif parent == directory:
        result = {}
    else:
        result = declared_minimums(parent)
    _minimums_cache[directory] = result
    return result


# MARK: - Lexing: comments and strings blanked, line structure kept


def blank(text):
    """`text` with comments and string literal contents replaced by spaces (newlines kept)."""
    out = list(text)
    i, n = 0, len(text)

    def wipe(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = text[i]
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            wipe(i, end)
            i = end
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            wipe(i, j)
            i = j
        elif c == '"' or (c == "#" and re.match(r"#+\"", text[i:])):
            hashes = len(re.match(r"#*", text[i:]).group(0))
            start = i + hashes
            multiline = text.startswith('"""', start)
            quote = '"""' if multiline else '"'
            terminator = quote + "#" * hashes
            j = start + len(quote)
            while j < n:
                if text[j] == "\\" and text.startswith("#" * hashes, j + 1):
                    j += 2 + hashes
                    continue
                if text.startswith(terminator, j):
                    break
                if text[j] == "\n" and not multiline:
                    break
                j += 1
            wipe(start + len(quote), j)
            i = j + len(terminator)
        else:
            i += 1
    return "".join(out)


# MARK: - Availability in text

AVAILABILITY = re.compile(r"([@#])(available|unavailable)\s*\(([^()]*)\)")


def parse_availability(arguments):
    """`macOS 15, iOS 18, *` or `iOS, unavailable` or `macOS, introduced: 15` → {platform: version}."""
    parts = [part.strip() for part in arguments.split(",")]
    result = {}
    if parts and parts[0] in PLATFORM_NAMES and len(parts) > 1 and not re.fullmatch(r"\w+\s+[\d.]+|\*", parts[1]):
        platform = PLATFORM_NAMES[parts[0]]
        for part in parts[1:]:
            if part == "unavailable":
                result[platform] = NEVER
            introduced = re.fullmatch(r"introduced\s*:\s*([\d.]+)", part)
            if introduced:
                result[platform] = version(introduced.group(1))
        return result
    for part in parts:
        short = re.fullmatch(r"(\w+)\s+([\d.]+)", part)
        if short and short.group(1) in PLATFORM_NAMES:
            result[PLATFORM_NAMES[short.group(1)]] = version(short.group(2))
    return result


def merge(into, more):
    for platform, ver in more.items():
        if ver > into.get(platform, ()):
            into[platform] = ver


def availability_in(text, include_guards=True):
    """Availability that `@available` / `if #available` in a declaration or statement head grant to what follows."""
    result = {}
    for sigil, kind, arguments in AVAILABILITY.findall(text):
        if kind == "unavailable" or (sigil == "#" and not include_guards):
            continue
        merge(result, parse_availability(arguments))
    return result


# MARK: - Statement heads

ATTRIBUTE_LINE = re.compile(r"^(?:@\w+(?:\s*\([^()]*\))?\s*)+$")
CONTINUES_AFTER = re.compile(r"(?:,|\(|\[|=|->|:|&&|\|\||\+|-|\*|/|\.|\?|<|\bin|\bwhere)$")
CONTINUES_BEFORE = re.compile(r"^(?:\.|->|where\b|&&|\|\||\)|\]|,|:|\?|else\b|catch\b|=)")


def statement_head(segment):
    """The last statement of `segment` (text after the previous `{`, `}` or `;`), with its attribute lines."""
    lines = segment.split("\n")
    i = len(lines) - 1
    while i > 0:
        j = i - 1
        while j >= 0 and not lines[j].strip():
            j -= 1
        if j < 0:
            break
        previous, current = lines[j].strip(), lines[i].strip()
        depth = sum(line.count("(") - line.count(")") for line in lines[: j + 1])
        if ATTRIBUTE_LINE.match(previous) or depth > 0 or CONTINUES_AFTER.search(previous) or (
            current and CONTINUES_BEFORE.match(current)
        ):
            i = j
            continue
        break
    return "\n".join(lines[i:])


# MARK: - Platform-conditional compilation

NON_APPLE_TERM = (
    r"(?:os\((?:Linux|Windows|Android|WASI|FreeBSD|OpenBSD|Cygwin|Haiku|PS4)\)|"
    r"canImport\((?:Glibc|Musl|WinSDK|Android|Bionic|WASILibc|FoundationNetworking)\)|!\s*canImport\((?:Darwin|ObjectiveC)\))"
)
NON_APPLE = re.compile(rf"^{NON_APPLE_TERM}(?:\s*\|\|\s*{NON_APPLE_TERM})*$")
ALL_APPLE = re.compile(r"^canImport\((?:Darwin|ObjectiveC)\)$")


def non_apple_lines(text):
    """Indexes of lines inside `#if` branches that never compile for Apple platforms."""
    skipped, stack = set(), []  # stack of [branch is non-Apple, an earlier branch covered every Apple platform]
    for index, line in enumerate(text.split("\n")):
        stripped = line.strip()
        directive = re.match(r"#(if|elseif|else|endif)\b\s*(.*)", stripped)
        if directive:
            kind, condition = directive.group(1), directive.group(2).strip()
            if kind == "if":
                stack.append([bool(NON_APPLE.match(condition)), bool(ALL_APPLE.match(condition))])
            elif kind == "elseif" and stack:
                stack[-1][0] = stack[-1][1] or bool(NON_APPLE.match(condition))
                stack[-1][1] = stack[-1][1] or bool(ALL_APPLE.match(condition))
            elif kind == "else" and stack:
                stack[-1][0] = stack[-1][1]
            elif kind == "endif" and stack:
                stack.pop()
        elif any(frame[0] for frame in stack):
            skipped.add(index)
    return skipped


# MARK: - Checking one file


def check_text(path, text, minimums):
    """Violations in `text` as (line, column, message)."""
    code = blank(text)
    raw_lines = text.split("\n")
    skipped = non_apple_lines(code) | {i for i, line in enumerate(raw_lines) if IGNORE_MARK in line}
    hits = []
    for name, pattern, needs, advice in COMPILED:
        too_new = {p: v for p, v in needs.items() if p in minimums and minimums[p] < v}
        if not too_new:
            continue
        for match in pattern.finditer(code):
            hits.append((match.start(), name, too_new, advice))
    if not hits:
        return []
    hits.sort(key=lambda hit: hit[0])
    line_starts = [0]
    for index, char in enumerate(code):
        if char == "\n":
            line_starts.append(index + 1)

    def position(offset):
        lo, hi = 0, len(line_starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if line_starts[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        return lo, offset - line_starts[lo]

    # One pass over the braces: each scope knows the availability its head grants and what `guard`s added.
    scopes = [{"granted": {}, "boundary": 0, "pending_guard": None}]
    violations, next_hit, offset = [], 0, 0
    for offset in range(len(code) + 1):
        while next_hit < len(hits) and hits[next_hit][0] == offset:
            start, name, too_new, advice = hits[next_hit]
            next_hit += 1
            line, column = position(start)
            if line in skipped:
                continue
            granted = {}
            for scope in scopes:
                merge(granted, scope["granted"])
            merge(granted, availability_in(statement_head(code[scopes[-1]["boundary"] : start]), include_guards=False))
            missing = {p: v for p, v in too_new.items() if granted.get(p, ()) < v}
            if missing:
                needs_text = " / ".join(spell(p, v) for p, v in missing.items())
                declared = " / ".join(spell(p, minimums[p]) for p in missing)
                message = f"{name} needs {needs_text}, newer than the declared {declared}, and is used outside an " \
                    f"@available/#available guard"
                if advice:
                    message += f"; {advice}"
                violations.append((line + 1, column + 1, message))
        if offset == len(code):
            break
        char = code[offset]
        if char == "{":
            head = statement_head(code[scopes[-1]["boundary"] : offset])
            granted, pending = {}, None
            merge(granted, availability_in(head, include_guards=False))
            if re.search(r"\bguard\b", head):
                available = availability_in(head)
                for sigil, kind, arguments in AVAILABILITY.findall(head):
                    if sigil == "#" and kind == "unavailable":
                        merge(granted, parse_availability(arguments))  # the else block runs where it is available
                pending = {p: v for p, v in available.items()}  # granted to the rest of the scope after the else
            else:
                merge(granted, availability_in(head))
            scopes.append({"granted": granted, "boundary": offset + 1, "pending_guard": pending})
        elif char == "}" and len(scopes) > 1:
            closed = scopes.pop()
            if closed["pending_guard"]:
                merge(scopes[-1]["granted"], closed["pending_guard"])
            scopes[-1]["boundary"] = offset + 1
        elif char == ";":
            scopes[-1]["boundary"] = offset + 1
    return violations


# MARK: - Files

DEFAULT_ROOTS = ["Sources", "Plugins", "Examples", "Tests"]


def generated_output_roots():
    """The plugin's outputs of this package and of the example packages, where a build left them."""
    roots = [".build/plugins/outputs"]
    if os.path.isdir("Examples"):
        roots += [os.path.join("Examples", name, ".build/plugins/outputs") for name in sorted(os.listdir("Examples"))]
    return [root for root in roots if os.path.isdir(root)]


def swift_files(root, inside_build=False):
    if os.path.isfile(root):
        yield root
        return
    for directory, subdirectories, files in os.walk(root):
        if not inside_build:
            subdirectories[:] = [d for d in subdirectories if d != ".build" and not d.startswith(".")]
        subdirectories.sort()
        for name in sorted(files):
            if name.endswith(".swift") and name != "Package.swift":
                yield os.path.join(directory, name)


def check_paths(roots, generated_roots=()):
    failures = 0
    files = 0
    for root, inside_build in [(r, False) for r in roots] + [(r, True) for r in generated_roots]:
        for path in swift_files(root, inside_build):
            files += 1
            text = open(path, encoding="utf-8", errors="replace").read()
            for line, column, message in check_text(path, text, declared_minimums(os.path.dirname(path))):
                print(f"{path}:{line}:{column}: error: {message}", file=sys.stderr)
                failures += 1
    return failures, files


# MARK: - Self-test

SELF_TESTS = [
    ("an unguarded Mutex fails", "import Foundation\nfinal class Box {\n    let lock = Mutex(0)\n}\n", [3]),
    ("an unguarded import of Synchronization fails", "import Synchronization\n", [1]),
    ("a Mutex in a declaration guarded for both platforms passes",
     "@available(macOS 15, iOS 18, *)\nfinal class Box {\n    let lock = Mutex(0)\n}\n", []),
    ("an attribute among others and doc comments still guards",
     "/// Docs.\n@available(macOS 15, iOS 18, *)\n/// More.\n@MainActor\nfinal class Box {\n    let lock = Mutex(0)\n}\n",
     []),
    ("a guard that names only macOS fails for iOS",
     "@available(macOS 15, *)\nfinal class Box {\n    let lock = Mutex(0)\n}\n", [3]),
    ("a guard for an older version fails", "@available(macOS 14, iOS 17, *)\nstruct S { let m: Mutex<Int> }\n", [2]),
    ("an attribute on a brace-less declaration guards it",
     "struct S {\n    @available(macOS 15, iOS 18, *)\n    static let lock = Mutex(0)\n}\n", []),
    ("an attribute on the previous declaration does not guard the next",
     "struct S {\n    @available(macOS 15, iOS 18, *)\n    static let x = 1\n    func f() { _ = Mutex(0) }\n}\n", [4]),
    ("if #available guards its block, not the else",
     "func f() {\n    if #available(macOS 15, iOS 18, *) {\n        _ = Mutex(0)\n    } else {\n        _ = Mutex(1)\n    }\n}\n",
     [5]),
    ("guard #available guards the rest of the scope, not its else block",
     "func f() {\n    guard #available(macOS 15, iOS 18, *) else {\n        _ = Mutex(0)\n        return\n    }\n"
     "    _ = Mutex(1)\n}\nfunc g() { _ = Mutex(2) }\n", [3, 8]),
    ("guard #unavailable guards its else block",
     "func f() {\n    guard #unavailable(macOS 15, iOS 18) else {\n        _ = Mutex(0)\n        return\n    }\n}\n", []),
    ("the availability of an enclosing type reaches nested members",
     "@available(macOS 15, iOS 18, *)\nextension S {\n    struct Inner {\n        func f() { _ = Mutex(0) }\n    }\n}\n", []),
    ("comments and strings do not count",
     "// Mutex\n/* Mutex /* nested */ Mutex */\nlet a = \"Mutex\"\nlet b = #\"Mutex \\(x)\"#\nlet c = \"\"\"\n    Mutex\n    \"\"\"\n", []),
    ("an #if branch that never builds for Apple platforms is skipped",
     "#if os(Linux)\nlet a = Mutex(0)\n#elseif canImport(Darwin)\nlet b = Mutex(1)\n#else\nlet c = Mutex(2)\n#endif\n"
     "#if canImport(Darwin)\nlet d = Mutex(3)\n#else\nlet e = Mutex(4)\n#endif\n", [4, 9]),
    ("the ignore mark skips a line", "let lock = Mutex(0)  // check-platforms: ignore\n", []),
    ("a word containing the name is not a use", "let myMutexCount = 1\nstruct NotAtomicType {}\n", []),
    ("String(validating:as:) unguarded fails", "let s = String(validating: bytes, as: UTF8.self)\n", [1]),
    ("task executors behind #available pass, unguarded fail",
     "func f() {\n    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {\n"
     "        Task(executorPreference: executor) {}\n    }\n    Task(executorPreference: executor) {}\n}\n", [5]),
]


def self_test():
    failures = 0
    minimums = {"macOS": (14,), "iOS": (17,)}
    for name, source, expected_lines in SELF_TESTS:
        got = check_text("<self-test>", source, minimums)
        lines = [line for line, _, _ in got]
        ok = lines == expected_lines
        failures += not ok
        print(f"{'ok  ' if ok else 'FAIL'} {name}" + ("" if ok else f": expected lines {expected_lines}, got {got}"))
    # End to end: a package on disk, its minimums read from its Package.swift.
    with tempfile.TemporaryDirectory() as directory:
        os.makedirs(os.path.join(directory, "Sources", "Planted"))
        manifest = os.path.join(directory, "Package.swift")
        planted = os.path.join(directory, "Sources", "Planted", "Planted.swift")
        with open(planted, "w") as file:
            file.write("import Synchronization\n\nfinal class Planted {\n    let state = Mutex(0)\n}\n")
        for platforms, expected in [
            ("[.macOS(.v14), .iOS(.v17)]", 2),
            ("[.macOS(.v15), .iOS(.v18)]", 0),
            ('[.macOS("15.0"), .iOS(.v17)]', 2),
        ]:
            with open(manifest, "w") as file:
                file.write(f"// swift-tools-version: 6.1\nlet package = Package(name: \"P\", platforms: {platforms})\n")
            _minimums_cache.clear()
            saved = sys.stderr
            sys.stderr = open(os.devnull, "w")
            try:
                found, _ = check_paths([os.path.join(directory, "Sources")])
            finally:
                sys.stderr.close()
                sys.stderr = saved
            ok = found == expected
            failures += not ok
            print(f"{'ok  ' if ok else 'FAIL'} a planted package declaring {platforms} reports {expected}"
                  + ("" if ok else f" (got {found})"))
    print(f"self-test: {len(SELF_TESTS) + 3 - failures} passed, {failures} failed")
    return 1 if failures else 0


# MARK: - Main


def main(arguments):
    if arguments[:1] == ["--self-test"]:
        return self_test()
    if arguments[:1] == ["--list"]:
        for name, _, needs, advice in RULES:
            print(f"{name}: {' / '.join(spell(p, v) for p, v in needs.items())}" + (f" ({advice})" if advice else ""))
        return 0
    if arguments[:1] in (["-h"], ["--help"]):
        print("usage: scripts/check-platforms.sh [--self-test | --list | PATH...]")
        return 0
    if arguments and arguments[0].startswith("-"):
        print(f"error: unknown option '{arguments[0]}'\nusage: scripts/check-platforms.sh [--self-test | --list | PATH...]",
              file=sys.stderr)
        return 64
    if arguments:
        missing = [path for path in arguments if not os.path.exists(path)]
        if missing:
            print(f"error: no such file or directory: {missing[0]}", file=sys.stderr)
            return 64
        failures, files = check_paths(arguments)
    else:
        os.chdir(os.environ["CHECK_PLATFORMS_ROOT"])
        failures, files = check_paths([r for r in DEFAULT_ROOTS if os.path.isdir(r)], generated_output_roots())
    if failures:
        print(f"check-platforms: {failures} use(s) of APIs newer than the declared platforms in {files} files",
              file=sys.stderr)
        return 1
    print(f"check-platforms: ok ({files} files, {len(RULES)} known APIs)")
    return 0


sys.exit(main(sys.argv[1:]))
PY
