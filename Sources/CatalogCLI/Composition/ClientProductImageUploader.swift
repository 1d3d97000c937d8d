import CatalogAPI
import CatalogApplication
import CatalogDomain
import EndpointRuntime
import Foundation

/// ``ProductImageUploading`` over the generated client's `uploadProductImage`: the file is a streamed multipart
/// part, sent with a content type chosen by its extension.
struct ClientProductImageUploader: ProductImageUploading {
    /// The generated client the upload goes through.
    let client: CatalogClient

    func uploadImage(
        at file: URL,
        caption: String?,
        for id: Product.ID,
        progress: @escaping @Sendable (_ sent: Int64, _ total: Int64) -> Void
    ) async throws -> ProductImage {
        let body = ProductImageUploadDTO(
            image: .file(file, contentType: Self.contentType(ofFileNamed: file.lastPathComponent)),
            caption: caption
        )
        do {
            return try await client.uploadProductImage(id: id.rawValue, body: body, progress: progress).toDomain()
        } catch CatalogEndpoints.UploadProductImageError.notFound {
            throw ProductError.notFound(id)
        }
    }

    // MARK: Content types

    /// The image media types by lower-case file extension.
    private static let imageTypes = [
        "avif": "image/avif", "gif": "image/gif", "heic": "image/heic", "heif": "image/heif", "jpeg": "image/jpeg",
        "jpg": "image/jpeg", "png": "image/png", "svg": "image/svg+xml", "tif": "image/tiff", "tiff": "image/tiff",
        "webp": "image/webp",
    ]

    /// The media type of a file called `name`: an image type by its extension, else `application/octet-stream`.
    static func contentType(ofFileNamed name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "application/octet-stream" }
        return imageTypes[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }
}
