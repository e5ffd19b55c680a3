/// A dimension with the environment's branches already chosen: cheap to evaluate per brick.
enum FastDimension: Sendable {
  case fixed(Double)
  /// BrickKit's ratio width (W − insets·inset)·scale, with insets = R/r − 1 and scale = r/R
  /// computed once. As a height: `scale` is r (R = 1 for heights).
  case ratio(insets: Double, scale: Double)
  case fill
  case minus(Double)
  /// Measured from content, with a fixed estimate.
  case auto(estimate: Double)
  /// Needs the full rule (ranges, restrictions): evaluated from the dimension at this index.
  case general(Int32)

  /// True when a width of this kind does not depend on where the cursor is in its row.
  var isOffsetFree: Bool {
    switch self {
    case .fixed, .ratio, .minus, .auto: return true
    case .fill, .general: return false
    }
  }
}

extension Dimension {
  /// Picks the orientation and size-class branches for these traits (BrickKit: anything not
  /// `.regular` selects `compact`).
  public func selectingBranches(_ traits: Traits) -> Dimension {
    switch self {
    case .orientation(let landscape, let portrait):
      return (traits.orientation == .landscape ? landscape : portrait).selectingBranches(traits)
    case .horizontalSizeClass(let regular, let compact):
      return (traits.horizontalSizeClass == .regular ? regular : compact).selectingBranches(traits)
    case .verticalSizeClass(let regular, let compact):
      return (traits.verticalSizeClass == .regular ? regular : compact).selectingBranches(traits)
    default:
      return self
    }
  }

  /// The dimension with every trait branch chosen and every `dimensionRange` resolved against
  /// `value`, in any nesting (a range inside a size class inside a range ...).
  ///
  /// A range takes its default, replaced by each pair in order whose minimumSize <= value,
  /// stopping at the first pair that is larger (BrickKit's `dimensionRange`). The result is
  /// never a branch or a range; the loop ends because each step moves one level down a finite
  /// tree.
  func resolvingRules(against value: Double, traits: Traits) -> Dimension {
    var current = selectingBranches(traits)
    while case .range(let def, let pairs) = current {
      var chosen = def
      for pair in pairs {
        if pair.minimumSize <= value { chosen = pair.dimension } else { break }
      }
      current = chosen.selectingBranches(traits)
    }
    return current
  }

  /// Describes which branch of each rule applies, for the inspector: e.g.
  /// `horizontalSizeClass → compact: orientation → portrait: fixed 50`.
  public func explain(traits: Traits, rangeValue: Double) -> String {
    switch self {
    case .fixed(let v): return "fixed \(NumberText.rounded(v, places: 3))"
    case .ratio(let r): return "ratio \(NumberText.rounded(r, places: 3))"
    case .viewportRatio(let r): return "ratio \(NumberText.rounded(r, places: 3)) of viewport"
    case .minus(let m): return "minus \(NumberText.rounded(m, places: 3))"
    case .fill: return "fill"
    case .auto(let e): return "auto (estimate \(e.explain(traits: traits, rangeValue: rangeValue)))"
    case .orientation(let l, let p):
      let land = traits.orientation == .landscape
      return "orientation → \(land ? "landscape" : "portrait"): "
        + (land ? l : p).explain(traits: traits, rangeValue: rangeValue)
    case .horizontalSizeClass(let r, let c):
      let reg = traits.horizontalSizeClass == .regular
      return "horizontalSizeClass → \(reg ? "regular" : "compact"): "
        + (reg ? r : c).explain(traits: traits, rangeValue: rangeValue)
    case .verticalSizeClass(let r, let c):
      let reg = traits.verticalSizeClass == .regular
      return "verticalSizeClass → \(reg ? "regular" : "compact"): "
        + (reg ? r : c).explain(traits: traits, rangeValue: rangeValue)
    case .range(let def, let pairs):
      var chosen = def
      var label = "default"
      for pair in pairs {
        if pair.minimumSize <= rangeValue {
          chosen = pair.dimension
          label = "≥ \(NumberText.rounded(pair.minimumSize, places: 3))"
        } else {
          break
        }
      }
      return "range(\(NumberText.rounded(rangeValue, places: 3))) → \(label): "
        + chosen.explain(traits: traits, rangeValue: rangeValue)
    case .restricted(let size, let restriction):
      switch restriction {
      case .minimum(let m):
        return "restricted min \(m.explain(traits: traits, rangeValue: rangeValue)): "
          + size.explain(traits: traits, rangeValue: rangeValue)
      case .maximum(let m):
        return "restricted max \(m.explain(traits: traits, rangeValue: rangeValue)): "
          + size.explain(traits: traits, rangeValue: rangeValue)
      }
    }
  }
}
