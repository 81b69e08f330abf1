/// UIScrollView's deceleration rates: the share of its velocity a decelerating scroll view keeps
/// each millisecond (`UIScrollView.DecelerationRate.normal` and `.fast`).
/// Evidence: [A] UIKit's compositional layout header: `.continuous` is "Standard scroll view
/// behavior: UIScrollViewDecelerationRateNormal", `.paging` "Standard scroll view paging behavior
/// (UIScrollViewDecelerationRateFast)". [I] The values 0.998 and 0.99 are the ones UIKit's own
/// `UICollectionLayoutSectionOrthogonalScrollingProperties` description names `normal` and `fast`
/// (its `automatic` is -1), as read in public decompilations of UIKitCore (iOS 17 and later).
public enum DecelerationRate {
    public static let normal = 0.998
    public static let fast = 0.99

    /// The distance a scroll view let go at `velocity` (points per second) travels before it stops,
    /// at `rate`: velocity / 1000 * rate / (1 - rate).
    /// Evidence: [A] WWDC 2018 "Designing Fluid Interfaces" (session 803) gives this projection for a
    /// UIScrollView's deceleration: the velocity, in points per millisecond, summed as it is
    /// multiplied by the rate each millisecond.
    public static func projectedDistance(velocity: Double, rate: Double) -> Double {
        velocity / 1000 * rate / (1 - rate)
    }
}

/// Where an orthogonal section's strip goes when a drag lets go of it with a velocity, and the
/// offsets it passes on the way (`ResolvedLayout.orthogonalFling`).
public struct OrthogonalFling: Hashable, Sendable {
    /// Where the drag let go (within the strip's scrollable range).
    public var release: Double
    /// The deceleration rate used (`DecelerationRate`).
    public var rate: Double
    /// Where the deceleration alone would stop: release + the projected distance (not clamped).
    public var projected: Double
    /// Where UIKit brings the strip to rest.
    public var resting: Double
    /// The stops (page or group boundaries) the strip passes between release and rest, in order
    /// (at most `ResolvedLayout.maxFlingStops` + 1: more means the fling passes too many to list).
    public var passed: [Double]
}

extension ResolvedLayout {
    /// Largest number of stops one fling reports passing (`OrthogonalFling.passed`).
    public static let maxFlingStops = 1_000

    /// Where the strip of orthogonal section `index` comes to rest when a drag lets go of it at
    /// `release` with `velocity` (points per second along the strip, positive towards larger
    /// offsets); nil when the section does not scroll orthogonally.
    ///
    /// Evidence: [I] a public decompilation of a recent UIKitCore (`_UICollectionViewOrthogonalScrollView`'s
    /// `configureForDescriptor:`): the strip is a UIScrollView whose `pagingEnabled` is set for `.paging`,
    /// `.groupPaging` and `.groupPagingCentered` (page size: the bounds, or the group's extent and
    /// spacing), whose `decelerationRate` is the section's `orthogonalScrollingProperties.decelerationRate`,
    /// and whose `scrollViewWillEndDragging` target is moved to a resting place of the behaviour
    /// (`.continuousGroupLeadingBoundary`: a group's leading edge).
    /// - `.continuous`: the projected offset, clamped to the strip.
    /// - `.continuousGroupLeadingBoundary`: the group boundary nearest the projected offset.
    /// - paging behaviours: the stop nearest the projected offset, but no further than the stops on
    ///   either side of the release ([I] a paging scroll view moves at most one page per gesture, as
    ///   observed on devices; the projection decides whether it goes on or comes back).
    /// `.automatic` rates: `.normal` for the continuous behaviours, `.fast` for the paging ones
    /// ([A] the header's words for `.continuous` and `.paging`; [I] the group paging behaviours
    /// page as `.paging` does).
    public func orthogonalFling(section index: Int, release proposed: Double, velocity: Double) -> OrthogonalFling? {
        guard index >= 0 && index < plans.count, proposed.isFinite, velocity.isFinite else { return nil }
        let plan = plans[index]
        guard plan.isOrthogonal else { return nil }
        let behavior = plan.section.orthogonalScrollingBehavior
        let paging = behavior == .paging || behavior == .groupPaging || behavior == .groupPagingCentered
        let rate = plan.section.orthogonalDecelerationRate ?? (paging ? DecelerationRate.fast : DecelerationRate.normal)
        let maxOffset = Swift.max(0, stripContentLength(plan) - plan.stripVisibleLength)
        let release = Swift.min(Swift.max(proposed, 0), maxOffset)
        let projected = release + DecelerationRate.projectedDistance(velocity: velocity, rate: rate)
        var resting: Double
        switch behavior {
        case .none, .continuous:
            resting = Swift.min(Swift.max(projected, 0), maxOffset)
        case .continuousGroupLeadingBoundary:
            resting = restingOrthogonalOffset(section: index, proposed: projected) ?? release
        case .paging, .groupPaging, .groupPagingCentered:
            let nearest = restingOrthogonalOffset(section: index, proposed: projected) ?? release
            let (below, above) = stops(around: release, towards: velocity, of: plan, maxOffset: maxOffset)
            resting = Swift.min(Swift.max(nearest, below), above)
        }
        let passed = stopsBetween(release, resting, of: plan, maxOffset: maxOffset)
        return OrthogonalFling(release: release, rate: rate, projected: projected, resting: resting, passed: passed)
    }

    /// The stops a paging strip let go at `x` may come to rest between: the last stop at or below `x`
    /// and the first at or above it, and past `x` in the direction of a non-zero `velocity` when `x`
    /// is itself a stop (a flick from a page goes to the next one).
    private func stops(around x: Double, towards velocity: Double, of plan: SectionPlan, maxOffset: Double)
        -> (Double, Double)
    {
        let count = stopRange(of: plan, maxOffset: maxOffset).count
        // Stops rise with their index: the first index whose stop is above x (or at or above it).
        func firstIndex(above: Bool) -> Int {
            var lo = 0
            var hi = count
            while lo < hi {
                let mid = lo + (hi - lo) / 2
                let s = stop(mid, of: plan, maxOffset: maxOffset)
                if above ? s <= x : s < x { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        let firstAtOrAbove = firstIndex(above: false)
        let firstAbove = firstIndex(above: true)
        let lastBelowIndex = (velocity < 0 ? firstAtOrAbove : firstAbove) - 1
        let aboveIndex = velocity > 0 ? firstAbove : firstAtOrAbove
        let below = lastBelowIndex >= 0 ? stop(lastBelowIndex, of: plan, maxOffset: maxOffset) : 0
        let above = aboveIndex < count ? stop(aboveIndex, of: plan, maxOffset: maxOffset) : maxOffset
        return (below, above)
    }

    /// The stops strictly between `a` and `b`, in the order a strip going from `a` to `b` passes them.
    private func stopsBetween(_ a: Double, _ b: Double, of plan: SectionPlan, maxOffset: Double) -> [Double] {
        guard a != b else { return [] }
        let count = stopRange(of: plan, maxOffset: maxOffset).count
        let (low, high) = (Swift.min(a, b), Swift.max(a, b))
        var lo = 0
        var hi = count
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if stop(mid, of: plan, maxOffset: maxOffset) <= low { lo = mid + 1 } else { hi = mid }
        }
        var out: [Double] = []
        var i = lo
        while i < count, out.count <= Self.maxFlingStops {
            let s = stop(i, of: plan, maxOffset: maxOffset)
            guard s < high else { break }
            if out.last != s { out.append(s) }
            i += 1
        }
        return a < b ? out : out.reversed()
    }

    /// The indices of the strip's stops: pages for `.paging`, groups otherwise.
    private func stopRange(of plan: SectionPlan, maxOffset: Double) -> Range<Int> {
        if plan.section.orthogonalScrollingBehavior == .paging {
            let page = plan.stripVisibleLength
            guard page > 0 else { return 0..<1 }
            return 0..<(Int((maxOffset / page).rounded(.up)) + 1)
        }
        return 0..<Swift.max(plan.groupCount, 1)
    }

    /// Stop `i`, clamped to the strip: a page multiple for `.paging`, a group's leading edge (or its
    /// centre on the strip's centre, `.groupPagingCentered`) otherwise. Rising with `i`.
    private func stop(_ i: Int, of plan: SectionPlan, maxOffset: Double) -> Double {
        let value: Double
        switch plan.section.orthogonalScrollingBehavior {
        case .paging:
            value = Double(i) * plan.stripVisibleLength
        case .groupPagingCentered:
            guard plan.groupCount > 0 else { return 0 }
            value = plan.stripLeadingPad + plan.groupStart(i) + plan.groupExtent(i) / 2 - plan.stripVisibleLength / 2
        default:
            guard plan.groupCount > 0 else { return 0 }
            value = plan.groupStart(i)
        }
        return Swift.min(Swift.max(value, 0), maxOffset)
    }

    /// Whether any section (or the layout's own headers and footers) has an estimated size: UIKit
    /// then shows nothing a `visibleItemsInvalidationHandler` sets on the visible items.
    /// Evidence: [I] public decompilations of UIKitCore: the compositional layout solver records
    /// whether any section's `_containsEstimatedSizeElement` (its boundary supplementaries' sizes,
    /// or any item, group or supplementary in its group) or the global supplementaries are
    /// estimated; when so, `mutatedVisibleItemsForElementsForVisibleBounds:` calls the handlers but
    /// applies none of their changes and logs, once per process, "the section invalidation handler
    /// cannot currently mutate visible items for layouts containing estimated items".
    /// `.uniformAcrossSiblings` counts as estimated (it self-sizes as an estimate does).
    public var containsEstimatedSizeElement: Bool {
        if configuration.boundarySupplementaryItems.contains(where: { $0.layoutSize.isEstimated }) { return true }
        return plans.contains { $0.section.containsEstimatedSizeElement }
    }
}

extension LayoutSize {
    /// Either dimension is estimated (or uniform across siblings).
    public var isEstimated: Bool { widthDimension.isEstimated || heightDimension.isEstimated }
}

extension LayoutSection {
    /// The section's boundary supplementaries, or any item, group or supplementary in its group,
    /// have an estimated size (a list's rows do).
    public var containsEstimatedSizeElement: Bool {
        if boundarySupplementaryItems.contains(where: { $0.layoutSize.isEstimated }) { return true }
        return group.containsEstimatedSizeElement
    }
}

extension LayoutGroup {
    var containsEstimatedSizeElement: Bool {
        if layoutSize.isEstimated || supplementaryItems.contains(where: { $0.layoutSize.isEstimated }) { return true }
        switch kind {
        case .subitems(_, let elements): return elements.contains { $0.containsEstimatedSizeElement }
        case .count(_, let element, _), .repeating(_, let element, _): return element.containsEstimatedSizeElement
        case .custom: return false
        }
    }
}

extension LayoutElement {
    var containsEstimatedSizeElement: Bool {
        switch self {
        case .item(let i):
            return i.layoutSize.isEstimated || i.supplementaryItems.contains { $0.layoutSize.isEstimated }
        case .group(let g):
            return g.containsEstimatedSizeElement
        }
    }
}
