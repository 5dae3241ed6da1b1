import Geometry
import Demos

/// The playground's demos by name, as the page offers them.
///
/// A second list beside the playground's `PlaygroundDemos.all`, which Embedded Swift cannot compile (an
/// array of `any PlaygroundDemo.Type`): each demo is named here with its concrete type.
enum WebDemos {
    static let names = [PictureInPictureDemo.name, FlickCardDemo.name, DockRowDemo.name,
                        InteractivePopDemo.name, StretchyHeaderDemo.name, ZoomablePhotoDemo.name, CanvasDemo.name,
                        SheetDemo.name, DrawerDemo.name, SwipeRowDemo.name, MailDemo.name,
                        SheetRowsDemo.name, PhotoGridDemo.name, PredictiveBackDemo.name, ReorderDemo.name,
                        PullToRefreshDemo.name, PickerWheelDemo.name, CarouselDemo.name]
    static let titles = [PictureInPictureDemo.title, FlickCardDemo.title, DockRowDemo.title,
                         InteractivePopDemo.title, StretchyHeaderDemo.title, ZoomablePhotoDemo.title, CanvasDemo.title, SheetDemo.title,
                         DrawerDemo.title, SwipeRowDemo.title, MailDemo.title, SheetRowsDemo.title, PhotoGridDemo.title, PredictiveBackDemo.title,
                         ReorderDemo.title, PullToRefreshDemo.title, PickerWheelDemo.title, CarouselDemo.title]

    /// A fresh session of demo `index` (in `names`) on `stage`, or nil for an unknown index.
    static func session(_ index: Int, stage: Rect) throws(ConfigurationError) -> WebSession? {
        switch index {
        case 0: try WebSession(PictureInPictureDemo.self, stage: stage)
        case 1: try WebSession(FlickCardDemo.self, stage: stage)
        case 2: try WebSession(DockRowDemo.self, stage: stage)
        case 3: try WebSession(InteractivePopDemo.self, stage: stage)
        case 4: try WebSession(StretchyHeaderDemo.self, stage: stage)
        case 5: try WebSession(ZoomablePhotoDemo.self, stage: stage)
        case 6: try WebSession(CanvasDemo.self, stage: stage)
        case 7: try WebSession(SheetDemo.self, stage: stage)
        case 8: try WebSession(DrawerDemo.self, stage: stage)
        case 9: try WebSession(SwipeRowDemo.self, stage: stage)
        case 10: try WebSession(MailDemo.self, stage: stage)
        case 11: try WebSession(SheetRowsDemo.self, stage: stage)
        case 12: try WebSession(PhotoGridDemo.self, stage: stage)
        case 13: try WebSession(PredictiveBackDemo.self, stage: stage)
        case 14: try WebSession(ReorderDemo.self, stage: stage)
        case 15: try WebSession(PullToRefreshDemo.self, stage: stage)
        case 16: try WebSession(PickerWheelDemo.self, stage: stage)
        case 17: try WebSession(CarouselDemo.self, stage: stage)
        default: nil
        }
    }
}
