// The umbrella module: `import InteractiveMotion` brings in every interaction and its foundations.
// Each is also its own product, for a client that needs only one.
@_exported import Geometry
@_exported import Gestures
@_exported import Dynamics
@_exported import RelativePosition
@_exported import Tossable
@_exported import Transitions
@_exported import Scroll
@_exported import Parallax
@_exported import Sheet
@_exported import Anchored
@_exported import SwipeActions
@_exported import Navigation
@_exported import Host
@_exported import PullToRefresh
@_exported import PickerWheel
@_exported import Carousel
@_exported import Reorderable
