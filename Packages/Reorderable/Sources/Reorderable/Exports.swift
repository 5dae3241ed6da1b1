// What this module's public API uses, re-exported: `import Reorderable` alone is enough to use it.
@_exported import Dynamics
@_exported import Geometry
@_exported import Gestures
@_exported import Scroll
