// iCarousel's eleven types and the custom one, with the defaults each
// brings (iCarousel.m: `transformForItemViewWithOffset:`,
// `alphaForItemWithOffset:`, `layOutItemViews` and the option defaults
// read by `valueForOption:withDefault:`). The transforms themselves are in
// Carousel+Transforms.swift.

extension Carousel {
  /// How the items stand round the centre: iCarousel's eleven types, and a
  /// custom transform.
  ///
  /// Each style turns an item's ``Item/offset`` `o` (its position relative
  /// to the centre, in items) into a transform, exactly as iCarousel's
  /// `transformForItemViewWithOffset:` does: a *base* transform (the
  /// identity with ``/LayoutGeometry/Transform3D/m34`` set to the ``Carousel/perspective``,
  /// translated by minus the ``Carousel/viewpointOffset``), then the
  /// style's steps, each applied *before* the base (as
  /// `CATransform3DTranslate` and `CATransform3DRotate` apply theirs). `w`
  /// is the item's length along the scroll axis (its width, or its height
  /// on a vertical ``Carousel/axis``), `s` the
  /// ``Carousel/spacing``, `count` the circular item count
  /// (``Carousel/circularItemCount(in:itemCount:)``) and `arc` the
  /// ``Carousel/arc``.
  ///
  /// The worked numbers below are the centre of the item at offset 1 (the
  /// fourth row of its transform, `m41 m42 m43 m44`) for items 200 points
  /// wide scrolling horizontally, with every option at its default, the
  /// perspective -1/500, and 12 items round a circle (the default circular
  /// count for a 375-point viewport and at least 12 items). A vertical
  /// carousel is iCarousel's iOS vertical branch of each formula: the
  /// style's x becomes y, and a turn about the y axis becomes one about
  /// `(-1, 0, 0)`.
  public enum Style: String, Hashable, Sendable, Codable, CaseIterable {
    /// Items in a row: translate by `(o · w · s, 0, 0)`.
    ///
    /// Offset 1: `(200, 0, 0, 1)`.
    case linear

    /// Items round the outside of a circle seen from its front, facing the
    /// viewer: with angle `a = o · arc / count` and radius
    /// `r = max(w·s/2, (w·s/2) / tan(arc / 2 / count))`, translate by
    /// `(r sin a, 0, r cos a - r)`.
    ///
    /// Offset 1: `r` = 373.205, `a` = 30°: `(186.603, 0, -50, 1.1)`.
    case rotary

    /// ``rotary`` seen from inside: `r` and `a` negated, so the items
    /// either side come towards the viewer.
    ///
    /// Offset 1: `(186.603, 0, 50, 0.9)`.
    ///
    /// The items across the circle come nearest: at `z = 2r`, between the
    /// eye (at 500 points with the default ``Carousel/perspective``) and
    /// the screen when `r` is below 250, magnified `1 / (1 - 2r / 500)`
    /// times, facing the viewer, and on top of the others. The geometry
    /// returns them, as it should; iCarousel never shows them, because it
    /// loads only `ceil(count / 2)` items for this style. For its look, set
    /// ``Carousel/visibleItemLimit`` to that:
    ///
    ///     let half = (carousel.circularItemCount(in: viewport, itemCount: n) + 1) / 2
    ///     try carousel.update { $0.visibleItemLimit = half }
    ///
    /// For example, 12 items 110 points wide on a 420-point screen:
    /// `r` = 205.26, and the item across, at `z` = 410.53, is drawn 5.59
    /// times its size over the whole screen; with a limit of 6 the items
    /// two either side of the centre are shown, as in iCarousel.
    case invertedRotary

    /// Items on the outside of a cylinder, each turned to face outwards:
    /// with `a = o · arc / count` and
    /// `r = max(0.01, (w·s/2) / tan(arc / 2 / count))`, translate by
    /// `(0, 0, -r)`, rotate by `a` about the y axis, then translate by
    /// `(0, 0, r + 0.01)`. The 0.01 lifts every item a hundredth of a point
    /// off the cylinder, as iCarousel does.
    ///
    /// Offset 1: `r` = 373.205: `(186.608, 0, -49.991, 1.1)`, turned 30°.
    case cylinder

    /// ``cylinder`` seen from inside, `r` and `a` negated: the items either
    /// side come towards the viewer and turn their backs to the centre
    /// line, so the back faces are hidden by default
    /// (``Carousel/showsBackfaces`` is `false` for this style alone).
    ///
    /// Offset 1: `(186.598, 0, 50.009, 0.9)`, turned -30°.
    case invertedCylinder

    /// Items on a wheel in the plane of the screen, its hub below the
    /// viewport: with `r = w · s · count / arc` and `a = arc / count` per
    /// item, translate by `(0, r, 0)`, rotate by `a · o` about the z axis,
    /// then translate by `(0, -r, o · 0.01)`. The `o · 0.01` nudge puts each
    /// item a hundredth of a point in front of the one before it, as
    /// iCarousel does, so overlapping items never tie in depth. Vertical:
    /// the hub to the left, `(-r, 0, 0)` first and `(r, 0, o · 0.01)` last.
    ///
    /// Offset 1: `r` = 381.972: `(190.986, 51.174, 0.01, 1)`.
    case wheel

    /// ``wheel`` with its hub above the viewport (to the right, vertical):
    /// `r` and `a` negated.
    ///
    /// Offset 1: `(190.986, -51.174, 0.01, 1)`.
    case invertedWheel

    /// Apple's Cover Flow: with `c = clamp(o, -1, 1)` and the ``Carousel/tilt``
    /// `t`, translate by `((c · t/2 + o · s) · w, 0, -|c| · w/2)`, then rotate
    /// by `-c · π/2 · t` about the y axis. Spacing 0.25 and tilt 0.9 by
    /// default; each item scrolls by half its width (iCarousel's offset
    /// multiplier of 2).
    ///
    /// Offset 1: `(140, 0, -100, 1.2)`, turned -81°.
    case coverFlow

    /// ``coverFlow`` whose items flip at the midpoint between two items
    /// rather than sliding through their turn: `c` is iCarousel's
    /// step-wise clamp, which depends on the direction the last scroll came
    /// from, iCarousel's `_toggle`. Here that is an input of every query
    /// (`coverFlowToggle:`, in `-1 ... 1`, 0 at rest): with toggle `g`,
    /// for `g > 0` an offset in `(-∞, -0.5]` gives -1, `(-0.5, 0.5]` gives
    /// `-g` and `(0.5, 1.5]` gives `1 - g`; otherwise `(0.5, ∞)` gives 1,
    /// `(-0.5, 0.5]` gives `-g` and `(-1.5, -0.5]` gives `-1 - g`; any other
    /// offset keeps `clamp(o, -1, 1)`.
    ///
    /// Offset 1 (toggle 0): `(140, 0, -100, 1.2)`; offset 0.5: `(25, 0, 0, 1)`,
    /// unturned.
    case coverFlow2

    /// Items receding into the distance behind the current one: translate
    /// by `(o · w · t, 0, o · w · s)` with the ``Carousel/tilt`` `t` (0.3 by
    /// default). Items in front of the current one (`o > 0`) fade out over
    /// one item (its ``Carousel/fade`` is `Fade(maximumOffset: 0)`).
    ///
    /// Offset -1: `(-60, 0, -200, 1.4)`; offset 1: `(60, 0, 200, 0.6)` with
    /// alpha 0.
    case timeMachine

    /// ``timeMachine`` coming towards the viewer: `t` and `o` negated, so
    /// the items behind the current one are those of higher index, and
    /// those below 0 fade (its ``Carousel/fade`` is
    /// `Fade(minimumOffset: 0)`).
    ///
    /// Offset 1: `(60, 0, -200, 1.4)`.
    case invertedTimeMachine

    /// A ``CarouselTransform`` of your own, given to
    /// ``Carousel/init(itemSize:custom:)``: the transform and alpha it
    /// returns for each offset.
    case custom
  }
}

// MARK: - The defaults each style brings

extension Carousel.Style {
  /// Whether the style stands its items round a circle, and so reads the
  /// circular count, the arc, the radius and the angle per item.
  var isCircular: Bool {
    switch self {
    case .rotary, .invertedRotary, .cylinder, .invertedCylinder, .wheel, .invertedWheel: true
    default: false
    }
  }

  /// iCarousel's default spacing: 0.25 for the cover flows, 1 otherwise.
  var defaultSpacing: Double {
    self == .coverFlow || self == .coverFlow2 ? 0.25 : 1
  }

  /// iCarousel's default tilt: 0.9 for the cover flows, 0.3 for the time
  /// machines, and 0 for the styles that do not tilt.
  var defaultTilt: Double {
    switch self {
    case .coverFlow, .coverFlow2: 0.9
    case .timeMachine, .invertedTimeMachine: 0.3
    default: 0
    }
  }

  /// iCarousel's default wrap: on for the six circular styles.
  var wrapsByDefault: Bool { isCircular }

  /// iCarousel's default for back faces: shown for every style but the
  /// inverted cylinder.
  var showsBackfacesByDefault: Bool { self != .invertedCylinder }

  /// iCarousel's default fade: its `fadeMax` is 0 for the time machine
  /// and its `fadeMin` 0 for the inverted time machine, each fading over
  /// one item to alpha 0; no fade otherwise.
  var defaultFade: Fade {
    switch self {
    case .timeMachine: Fade(maximumOffset: 0)
    case .invertedTimeMachine: Fade(minimumOffset: 0)
    default: .disabled
    }
  }

  /// iCarousel's offset multiplier: how many items one item length of
  /// dragging scrolls; 2 for the cover flows, 1 otherwise.
  var offsetMultiplier: Double {
    self == .coverFlow || self == .coverFlow2 ? 2 : 1
  }
}
