/// R1 and R2 (docs/compositional.md#rules): a dimension resolved against its container, and the
/// axis arithmetic the group and section rules share.
extension LayoutDimension {
  /// The length this dimension gives in a container of `container` points (R1). An estimated
  /// dimension gives its estimate; self-sizing replaces it later (R13).
  @inline(__always)
  public func resolve(in container: Size) -> Double {
    let v: Double
    switch self {
    case .fractionalWidth(let f): v = f * container.width
    case .fractionalHeight(let f): v = f * container.height
    case .absolute(let a): v = a
    case .estimated(let e), .uniformAcrossSiblings(let e): v = e
    }
    return v.isFinite ? max(0, v) : 0
  }
}

extension LayoutSize {
  /// Both sides resolved against `container` (R1).
  public func resolve(in container: Size) -> Size {
    Size(width: width.resolve(in: container), height: height.resolve(in: container))
  }
}

/// One of the two axes: the arithmetic of a horizontal group is the vertical group's with x
/// and y swapped.
enum LayoutAxis: Sendable {
  case horizontal, vertical

  @inline(__always) func along(_ s: Size) -> Double {
    self == .horizontal ? s.width : s.height
  }
  @inline(__always) func across(_ s: Size) -> Double {
    self == .horizontal ? s.height : s.width
  }
  @inline(__always) func size(along a: Double, across c: Double) -> Size {
    self == .horizontal ? Size(width: a, height: c) : Size(width: c, height: a)
  }
  @inline(__always) func rect(
    along a: Double, across c: Double, length: Double, thickness: Double
  )
    -> Rect
  {
    self == .horizontal
      ? Rect(x: a, y: c, width: length, height: thickness)
      : Rect(x: c, y: a, width: thickness, height: length)
  }
  @inline(__always) func alongDimension(_ s: LayoutSize) -> LayoutDimension {
    self == .horizontal ? s.width : s.height
  }
  @inline(__always) func acrossDimension(_ s: LayoutSize) -> LayoutDimension {
    self == .horizontal ? s.height : s.width
  }
  /// Leading and trailing insets along the axis.
  @inline(__always) func alongInsets(_ i: DirectionalInsets) -> (Double, Double) {
    self == .horizontal ? (i.leading, i.trailing) : (i.top, i.bottom)
  }
  @inline(__always) func acrossInsets(_ i: DirectionalInsets) -> (Double, Double) {
    self == .horizontal ? (i.top, i.bottom) : (i.leading, i.trailing)
  }
  @inline(__always) func alongSpacing(_ e: EdgeSpacing) -> (LayoutSpacing?, LayoutSpacing?) {
    self == .horizontal ? (e.leading, e.trailing) : (e.top, e.bottom)
  }
  @inline(__always) func acrossSpacing(_ e: EdgeSpacing) -> (LayoutSpacing?, LayoutSpacing?) {
    self == .horizontal ? (e.top, e.bottom) : (e.leading, e.trailing)
  }
  @inline(__always) func origin(of r: Rect) -> (along: Double, across: Double) {
    self == .horizontal ? (r.x, r.y) : (r.y, r.x)
  }
}

extension DirectionalInsets {
  /// `rect` made smaller by these insets (never below zero).
  @inline(__always) func inset(_ r: Rect) -> Rect {
    Rect(
      x: r.x + leading, y: r.y + top, width: max(0, r.width - leading - trailing),
      height: max(0, r.height - top - bottom))
  }

  /// These insets with the sides an estimated dimension self-sizes on left out (R7: "ignored
  /// for any axis that uses an estimated value").
  @inline(__always) func ignoringEstimated(_ size: LayoutSize) -> DirectionalInsets {
    var i = self
    if size.width.isEstimated {
      i.leading = 0
      i.trailing = 0
    }
    if size.height.isEstimated {
      i.top = 0
      i.bottom = 0
    }
    return i
  }
}
