/// A non-negative amount of money, counted in cents of the catalog's single currency.
///
/// Prices order by amount and print with two decimals, independent of any locale: `Price(2990)` is `29.90`.
public struct Price: Comparable, Hashable, Sendable, CustomStringConvertible {
    // MARK: Properties

    /// The amount in cents; never negative.
    public let cents: Int

    // MARK: Initialization

    /// Creates a price of `cents`, or `nil` when `cents` is negative.
    public init?(_ cents: Int) {
        guard cents >= 0 else { return nil }
        self.cents = cents
    }

    // MARK: Formatting

    /// The amount with two decimals and no currency symbol or grouping: `29.90`, `0.05`, `0.00`.
    public var formatted: String {
        let units = cents / 100
        let remainder = cents % 100
        let remainderDigits = remainder < 10 ? "0\(remainder)" : "\(remainder)"
        return "\(units).\(remainderDigits)"
    }

    /// The same as ``formatted``.
    public var description: String { formatted }

    // MARK: Comparable

    /// Orders prices by amount.
    public static func < (lhs: Price, rhs: Price) -> Bool {
        lhs.cents < rhs.cents
    }
}
