/// Which of Material 3's carousel arrangements (or iOS's view-aligned layout) a ``Carousel`` uses.
///
/// ```swift
/// import Carousel
///
/// let hero = try Carousel(itemCount: 7, preferredItemWidth: 600, containerSize: Size(width: 588, height: 300), strategy: .hero)
/// print(hero.layout.itemWidth, hero.item(0).center)   // 508.0 254.0: the first item at the leading edge
/// ```
public enum CarouselStrategy: String, Hashable, Sendable, CaseIterable {
    /// Compose's `HorizontalMultiBrowseCarousel`: large items at the leading edge, then a medium and a small
    /// one (``CarouselKeylines/multiBrowse(containerWidth:preferredItemWidth:itemCount:minimumSmallItemWidth:maximumSmallItemWidth:)``).
    case multiBrowse = "multi-browse"
    /// Compose's `HorizontalCenteredHeroCarousel`: a large item centred between two small ones
    /// (``CarouselKeylines/hero(containerWidth:maximumItemWidth:itemCount:minimumSmallItemWidth:maximumSmallItemWidth:)``).
    case hero = "hero"
    /// iOS's view-aligned scrolling (SwiftUI's `.scrollTargetBehavior(.viewAligned)`): items all of the
    /// preferred width, none masked, each resting with its leading edge on the container's
    /// (``CarouselKeylines/viewAligned(containerWidth:itemWidth:itemCount:)``).
    case viewAligned = "view-aligned"
}
