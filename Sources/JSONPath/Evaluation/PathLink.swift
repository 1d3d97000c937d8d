/// One step of a node's location, linked to its parent's, so the locations of a selection share their prefixes
/// and cost one allocation per step.
@usableFromInline final class PathLink {
    @usableFromInline let parent: PathLink?
    @usableFromInline let component: JSONPathComponent

    @inlinable init(parent: PathLink?, component: JSONPathComponent) {
        self.parent = parent
        self.component = component
    }

    /// The steps from the root to here.
    @inlinable var components: [JSONPathComponent] {
        var result: [JSONPathComponent] = []
        var link: PathLink? = self
        while let current = link {
            result.append(current.component)
            link = current.parent
        }
        return result.reversed()
    }
}
