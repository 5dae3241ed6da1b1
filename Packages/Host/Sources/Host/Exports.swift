// What this module's public API uses, re-exported: `import Host` alone is enough to use it.
@_exported import Geometry
@_exported import Gestures
@_exported import Scroll
@_exported import SwipeActions
