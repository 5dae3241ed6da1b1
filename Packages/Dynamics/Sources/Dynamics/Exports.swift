// What this module's public API uses, re-exported: `import Dynamics` alone is enough to use it.
@_exported import Geometry
