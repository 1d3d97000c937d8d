import CatalogDomain
import Foundation

/// Where product images go: the catalog service, or a test double.
///
/// Implementations read the file while sending it (a large image is never held in memory), surface task
/// cancellation as `CancellationError`, and report an unknown product as ``ProductError/notFound(_:)``.
public protocol ProductImageUploading: Sendable {
    /// Uploads the image file at `file` (a file URL) for product `id`, with an optional `caption`; `progress`
    /// hears the bytes sent so far and the total, as they are sent.
    ///
    /// - Returns: The image the catalog stored.
    /// - Throws: ``ProductError/notFound(_:)`` when there is no such product; ``ProductError/invalidProduct``
    ///   when the catalog's answer breaks the domain's rules.
    func uploadImage(
        at file: URL,
        caption: String?,
        for id: Product.ID,
        progress: @escaping @Sendable (_ sent: Int64, _ total: Int64) -> Void
    ) async throws -> ProductImage
}
