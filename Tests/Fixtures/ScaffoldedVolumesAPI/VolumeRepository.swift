// A starting point written by `endpoint-gen scaffold-domain`: yours to edit.

/// Where the domain gets `Volume`, `Region` from.
///
/// `HTTPVolumeRepository` (generated from the configuration's `repositories`) calls the service.
public protocol VolumeRepository: Sendable {
    /// Calls `list_volumes`.
    func listVolumes(region: String?, page: Int?) async throws -> [Volume]

    /// Calls `get_volume`.
    ///
    /// - Throws: `VolumeError` when the service answers 404.
    func getVolume(volumeID: Volume.ID) async throws -> Volume

    /// Calls `create_volume`.
    ///
    /// - Throws: `VolumeError` when the service answers 422.
    func createVolume(body: NewVolumeDTO) async throws -> Volume

    /// Calls `delete_volume`.
    ///
    /// - Throws: `VolumeError` when the service answers 404.
    func deleteVolume(volumeID: Volume.ID) async throws

    /// Calls `get_region`.
    func getRegion(slug: String) async throws -> Region
}
