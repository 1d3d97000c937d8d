import CatalogApplication
import CatalogDomain
import EndpointLocking
import Foundation

/// An image upload that reads nothing and sends nothing: it records each call, reports the progress it is given,
/// then answers with an image or throws.
public final class SpyProductImageUploading: ProductImageUploading {
    /// One recorded call.
    public struct Call: Sendable, Equatable {
        /// The file asked to upload.
        public var file: URL
        /// The caption given.
        public var caption: String?
        /// The product.
        public var id: Product.ID

        /// A call uploading `file` with `caption` for `id`.
        public init(file: URL, caption: String?, id: Product.ID) {
            self.file = file
            self.caption = caption
            self.id = id
        }
    }

    private let progressReports: [(sent: Int64, total: Int64)]
    private let result: Result<ProductImage, any Error>
    private let recorded = Locked<[Call]>([])

    /// Reports `progress` in order, then returns `image`, or throws `error` when given.
    public init(
        reporting progress: [(sent: Int64, total: Int64)] = [],
        answering image: ProductImage? = nil,
        error: (any Error)? = nil
    ) {
        progressReports = progress
        if let error {
            result = .failure(error)
        } else {
            let fallback = ProductImage(id: "img-1", productID: "p-1", url: URL(string: "https://img.example/1")!)
            result = .success(image ?? fallback)
        }
    }

    /// The calls, in order.
    public var calls: [Call] { recorded.current }

    public func uploadImage(
        at file: URL,
        caption: String?,
        for id: Product.ID,
        progress: @escaping @Sendable (_ sent: Int64, _ total: Int64) -> Void
    ) async throws -> ProductImage {
        recorded.withLock { $0.append(Call(file: file, caption: caption, id: id)) }
        for report in progressReports { progress(report.sent, report.total) }
        return try result.get()
    }
}
