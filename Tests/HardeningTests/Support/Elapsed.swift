/// Measures how long an operation took on the continuous clock.
func elapsed<Result>(_ operation: () async throws -> Result) async rethrows -> (Result, Duration) {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try await operation()
    return (result, start.duration(to: clock.now))
}
