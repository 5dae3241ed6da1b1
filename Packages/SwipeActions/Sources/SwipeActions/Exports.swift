// What this module's public API uses, re-exported: `import SwipeActions` alone is enough to use it.
@_exported import Anchored
@_exported import Dynamics
@_exported import Geometry
@_exported import Gestures
