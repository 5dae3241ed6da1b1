// What this module's public API uses, re-exported: `import Gestures` alone is enough to use it.
@_exported import Geometry
