/// How many large, medium and small items fill a carousel, and their sizes: androidx's carousel
/// `Arrangement`, with no spacing between items (Compose's default `itemSpacing`, 0).
struct _Arrangement: Hashable {
    let priority: Int
    let smallSize: Double
    let smallCount: Int
    let mediumSize: Double
    let mediumCount: Int
    let largeSize: Double
    let largeCount: Int

    /// How much a medium item may grow or shrink to keep the large size (androidx's `MediumItemFlexPercentage`).
    static let mediumItemFlex = 0.1

    var itemCount: Int { smallCount + mediumCount + largeCount }

    var isValid: Bool {
        if largeCount > 0 && smallCount > 0 && mediumCount > 0 {
            return largeSize > mediumSize && mediumSize > smallSize
        } else if largeCount > 0 && smallCount > 0 {
            return largeSize > smallSize
        }
        return true
    }

    /// How far the large size moved from its target, weighted by the counts' priority (lower is better).
    func cost(targetLargeSize: Double) -> Double {
        isValid ? Swift.abs(targetLargeSize - largeSize) * Double(priority) : .greatestFiniteMagnitude
    }

    /// Every combination of the counts, in priority order (large, then medium, then small), each fitted to
    /// the space: the cheapest, the first with no change to the large size as soon as it is found.
    static func lowestCost(availableSpace: Double, targetSmallSize: Double, minimumSmallSize: Double, maximumSmallSize: Double,
                           smallCounts: [Int], targetMediumSize: Double, mediumCounts: [Int], targetLargeSize: Double,
                           largeCounts: [Int]) -> _Arrangement? {
        var best: _Arrangement?
        var priority = 1
        for largeCount in largeCounts {
            for mediumCount in mediumCounts {
                for smallCount in smallCounts {
                    let arrangement = fit(priority: priority, availableSpace: availableSpace, smallCount: smallCount,
                                          smallSize: targetSmallSize, minimumSmallSize: minimumSmallSize,
                                          maximumSmallSize: maximumSmallSize, mediumCount: mediumCount,
                                          mediumSize: targetMediumSize, largeCount: largeCount, largeSize: targetLargeSize)
                    if best == nil || arrangement.cost(targetLargeSize: targetLargeSize) < best!.cost(targetLargeSize: targetLargeSize) {
                        best = arrangement
                        if arrangement.cost(targetLargeSize: targetLargeSize) == 0 { return arrangement }
                    }
                    priority += 1
                }
            }
        }
        return best
    }

    /// Small items resized within their range first, then the large size solved for the space with the
    /// medium half way between, then the medium flexed by up to 10 % to give the large items back their size.
    static func fit(priority: Int, availableSpace: Double, smallCount: Int, smallSize: Double, minimumSmallSize: Double,
                    maximumSmallSize: Double, mediumCount: Int, mediumSize: Double, largeCount: Int, largeSize: Double) -> _Arrangement {
        var small = Swift.min(Swift.max(smallSize, minimumSmallSize), maximumSmallSize)
        let taken = largeSize * Double(largeCount) + mediumSize * Double(mediumCount) + small * Double(smallCount)
        let delta = availableSpace - taken
        if smallCount > 0 && delta > 0 {
            small += Swift.min(delta / Double(smallCount), maximumSmallSize - small)
        } else if smallCount > 0 && delta < 0 {
            small += Swift.max(delta / Double(smallCount), minimumSmallSize - small)
        }
        small = smallCount > 0 ? small : 0
        var large = (availableSpace - (Double(smallCount) + Double(mediumCount) / 2) * small)
            / (Double(largeCount) + Double(mediumCount) / 2)
        var medium = (large + small) / 2
        if mediumCount > 0 && large != largeSize {
            let targetAdjustment = (largeSize - large) * Double(largeCount)
            let flex = medium * mediumItemFlex * Double(mediumCount)
            let distribute = Swift.min(Swift.abs(targetAdjustment), flex)
            if targetAdjustment > 0 {
                medium -= distribute / Double(mediumCount)
                large += distribute / Double(largeCount)
            } else {
                medium += distribute / Double(mediumCount)
                large -= distribute / Double(largeCount)
            }
        }
        return _Arrangement(priority: priority, smallSize: small, smallCount: smallCount, mediumSize: medium,
                            mediumCount: mediumCount, largeSize: large, largeCount: largeCount)
    }
}
