// The spinning wheel: a view over CircularLayout's Wheel that a finger
// spins, that decelerates as UIScrollView does, lands where the wheel
// snaps and writes its selection once, where it settles. Where UIKit
// exists it is a UICollectionView with WheelCollectionViewLayout
// (CircularCollection); not on macOS, watchOS or tvOS.

#if canImport(SwiftUI)
  import CircularLayout
  import CircularLayoutHosting
  import LayoutGeometry
  import SwiftUI

  /// A wheel of views that spins by itself, with a selection.
  ///
  ///     WheelView(items, selection: $selected) { item in Label(item) }
  ///
  /// `selection` binds the selected item's identifier (its `id`, or the
  /// value at the `id:` key path), not the item: `selected` above is an
  /// `Item.ID`, as `List(selection:)` binds its rows' IDs.
  ///
  /// Drag it and let go: it decelerates as `UIScrollView` does (at the
  /// ``/CircularLayoutHosting/DecelerationRate/normal`` rate
  /// unless you pass another), comes to rest where the wheel's
  /// ``/CircularLayout/ScrollSnapping`` puts it (paging from where the
  /// finger lifted), and writes the identifier of the item at the top to
  /// `selection` once, where it settles. A tap on an item turns it to the
  /// top; right to left follows the environment's `layoutDirection`; a
  /// wrapping wheel (``/CircularLayout/Wheel/wrapsAround``) turns for
  /// ever.
  ///
  /// Where UIKit exists (iOS, iPadOS, Mac Catalyst, visionOS) the wheel is
  /// a `UICollectionView` with `WheelCollectionViewLayout`, each item's
  /// view hosted in a cell: UIKit tracks the finger, decelerates, pages,
  /// catches a spin under a resting finger, and shares touches with an
  /// enclosing scroll view (a drag across the wheel's axis scrolls that
  /// one); controls inside an item take their own touches. Nothing in
  /// SwiftUI changes while it spins.
  ///
  /// ## VoiceOver
  ///
  /// VoiceOver reads the wheel as one adjustable element, as it reads
  /// `Picker(.wheel)` and `UIPickerView`, not item by item: its value is
  /// the description of the item at the top (`String(describing:)` of
  /// the item, so a `String` item reads as itself; give an item type of
  /// your own a `CustomStringConvertible` description that names it),
  /// which is the selection wherever the wheel rests. Swipe up for the
  /// next item (the next index, the next in reading order in either
  /// direction and on either axis), down for the previous: each swipe
  /// turns the wheel one item, without animation, and writes `selection`
  /// once. At the first or last item of a wheel that does not wrap, a
  /// swipe past the end does nothing and writes nothing. A swipe while
  /// the wheel moves (a spin decelerating, the turn to a tapped item)
  /// does nothing; swipe again once it rests. The items' own
  /// accessibility labels are not read. Not on macOS, which has no `UICollectionView` (1.x drew the
  /// wheel in SwiftUI there, without UIKit's gesture arbitration and
  /// deceleration), nor on watchOS, which has no 3D projection for a
  /// view, nor on tvOS, where a wheel would have to be moved by focus.
  ///
  /// Setting `selection` from outside turns the wheel to that item. When
  /// the data changes, the item on screen stays put and the selection
  /// follows its identifier, in the middle of a spin too; when the
  /// selected item is removed, the one taking its place is written.
  ///
  /// The view takes the space it is offered; the engine centres its
  /// items in it, and what falls outside is clipped, as a scroll view
  /// clips.
  ///
  /// ## Edges
  ///
  /// A `selection` that is not among the items shows the first item and is
  /// left unchanged until the user moves the wheel; when the data comes to
  /// include it (data loaded after the selection was set), the wheel rests
  /// on it. With no items nothing is shown and `selection` is never
  /// written. Identifiers should be
  /// unique, as `ForEach`'s; a repeated one names its first item.
  ///
  /// The decisions are tested on Linux, the layout's and
  /// `CircularCollectionSelection`'s, and the view reads the identifiers
  /// in O(n) when SwiftUI updates it, never while it spins. iOS 16 and
  /// visionOS 1 and later.
  @available(iOS 16.0, visionOS 1.0, *)
  @available(macOS, unavailable, message: "WheelView is a UICollectionView; macOS has none")
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public struct WheelView<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The values, and the platform's view of them.
    let view: CircularItemsView<Wheel, Data, ID, Content>

    /// Creates a wheel of the items identified by a key path.
    ///
    /// - Parameters:
    ///   - data: The items.
    ///   - id: The key path to each item's identifier.
    ///   - wheel: The wheel's settings (item size, radius, snapping,
    ///     wrap-around, fade, ...); the tutorial's wheel by default
    ///     (``defaultWheel``). Its layout direction is the environment's.
    ///   - selection: The selected item's identifier.
    ///   - decelerationRate: How fast a fling slows down;
    ///     ``/CircularLayoutHosting/DecelerationRate/normal``
    ///     by default, ``/CircularLayoutHosting/DecelerationRate/fast``
    ///     for a paging feel.
    ///   - content: The view of an item, laid out at the wheel's item size.
    /// - Complexity: O(1)
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>, wheel: Wheel = WheelView.defaultWheel,
      selection: Binding<ID>, decelerationRate: DecelerationRate = .normal,
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      view = CircularItemsView(
        engine: wheel, data: data, id: id, selection: selection,
        decelerationRate: decelerationRate, content: content)
    }

    /// The view: the items on the wheel, turned by the finger. Where
    /// UIKit exists, a collection view with `WheelCollectionViewLayout`
    /// whose cells host the content.
    public var body: some View { view }
  }

  @available(iOS 16.0, visionOS 1.0, *)
  @available(macOS, unavailable, message: "WheelView is a UICollectionView; macOS has none")
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  extension WheelView {
    /// The wheel a view gets without one: the tutorial's, items 133 x 173
    /// on a radius of 500, with every other setting at its default.
    public static var defaultWheel: Wheel {
      // Constant, valid arguments: the initialiser cannot throw here.
      try! Wheel(itemSize: Size(width: 133, height: 173), radius: 500)
    }
  }
#endif
