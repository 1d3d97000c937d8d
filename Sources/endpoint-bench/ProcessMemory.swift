#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The resident memory of this process, read from `/proc/self/status` (Linux) or `getrusage`.
enum ProcessMemory {
    /// The peak resident set size so far (`VmHWM`), or `getrusage`'s `ru_maxrss` where `/proc` is unavailable.
    static func peakResidentBytes() -> Int? {
        if let kilobytes = statusField("VmHWM") { return kilobytes * 1024 }
        var usage = rusage()
        guard getrusage(Self.currentProcess, &usage) == 0 else { return nil }
        #if canImport(Darwin)
            return Int(usage.ru_maxrss)
        #else
            return Int(usage.ru_maxrss) * 1024
        #endif
    }

    #if canImport(Darwin)
        private static let currentProcess = RUSAGE_SELF
    #else
        private static let currentProcess = __rusage_who_t(RUSAGE_SELF.rawValue)
    #endif

    /// The current resident set size (`VmRSS`), if known.
    static func currentResidentBytes() -> Int? {
        statusField("VmRSS").map { $0 * 1024 }
    }

    /// Resets the peak (`VmHWM`) to the current resident size by writing `5` to `/proc/self/clear_refs`,
    /// so the next ``peakResidentBytes()`` covers only what runs after. Returns `false` where that is impossible;
    /// the peak then covers the whole process so far.
    @discardableResult
    static func resetPeak() -> Bool {
        guard let file = fopen("/proc/self/clear_refs", "w") else { return false }
        defer { fclose(file) }
        return fputs("5", file) >= 0
    }

    /// The value in kB of a `Name:   1234 kB` line of `/proc/self/status`.
    private static func statusField(_ name: String) -> Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 512)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard line.hasPrefix(name + ":") else { continue }
            let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
            return Int(digits)
        }
        return nil
    }
}
