import Geometry
import PullToRefresh
import Scroll
import Testing

/// The profiles' numbers, as their platforms' sources have them.
@Suite struct RefreshProfileTests {
    @Test func composeIsPullRefreshStateDefaults() {
        #expect(RefreshProfile.compose.platform == .compose)
        #expect(RefreshProfile.compose.threshold == 80)         // PullRefreshDefaults.RefreshThreshold
        #expect(RefreshProfile.compose.restingOffset == 56)     // PullRefreshDefaults.RefreshingOffset
        #expect(RefreshProfile.composeDragMultiplier == 0.5)    // DragMultiplier
        #expect(RefreshProfile.compose.physics == .flutterClamping)
    }

    @Test func materialIsRefreshIndicatorDefaults() {
        #expect(RefreshProfile.material.restingOffset == 40)                    // displacement
        #expect(RefreshProfile.materialDragContainerExtentPercentage == 0.25)   // _kDragContainerExtentPercentage
        #expect(RefreshProfile.materialDragSizeFactorLimit == 1.5)              // _kDragSizeFactorLimit
        #expect(RefreshProfile.materialSnapDuration == 0.15)                    // _kIndicatorSnapDuration
        #expect(RefreshProfile.materialScaleDuration == 0.2)                    // _kIndicatorScaleDuration
        #expect(RefreshProfile.material.physics == .flutterClamping)
    }

    @Test func cupertinoIsSliverRefreshControlDefaults() {
        #expect(RefreshProfile.cupertino.threshold == 100)       // _defaultRefreshTriggerPullDistance
        #expect(RefreshProfile.cupertino.restingOffset == 60)    // _defaultRefreshIndicatorExtent
        #expect(RefreshProfile.cupertinoInactiveResetFraction == 0.1)
        #expect(RefreshProfile.cupertino.physics == .flutterBouncing)
    }

    @Test func badDistancesNameTheirParameter() {
        func parameter(_ make: () throws(ConfigurationError) -> RefreshProfile) -> String? {
            do { _ = try make(); return nil } catch { return error.parameter }
        }
        #expect(parameter { () throws(ConfigurationError) in try .compose(refreshThreshold: 0, refreshingOffset: 56) } == "refreshThreshold")
        #expect(parameter { () throws(ConfigurationError) in try .compose(refreshThreshold: .nan, refreshingOffset: 56) } == "refreshThreshold")
        #expect(parameter { () throws(ConfigurationError) in try .compose(refreshThreshold: 80, refreshingOffset: -1) } == "refreshingOffset")
        #expect(parameter { () throws(ConfigurationError) in try .material(displacement: .infinity) } == "displacement")
        #expect(parameter { () throws(ConfigurationError) in try .cupertino(refreshTriggerPullDistance: -5, refreshIndicatorExtent: 0) } == "refreshTriggerPullDistance")
        #expect(parameter { () throws(ConfigurationError) in try .cupertino(refreshTriggerPullDistance: 50, refreshIndicatorExtent: 60) } == "refreshIndicatorExtent")
        #expect(parameter { () throws(ConfigurationError) in try .compose(refreshThreshold: 120, refreshingOffset: 64) } == nil)
    }

    @Test func aListThatCannotScrollVerticallyIsRefused() throws {
        let sideways = try ScrollBehavior(contentSize: Size(width: 4000, height: 100), viewportSize: Size(width: 390, height: 100),
                                          axes: .horizontal)
        #expect(throws: ConfigurationError.self) { try RefreshControl(scrollView: sideways) }
        do {
            _ = try RefreshControl(scrollView: sideways)
        } catch {
            #expect(error.parameter == "scrollView.axes")
        }
    }
}
