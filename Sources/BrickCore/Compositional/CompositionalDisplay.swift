/// What the screen shows of a compositional layout at a scroll position: orthogonal sections
/// moved by their own offsets (R14, docs/compositional.md#r14), pinned boundary items held in view
/// (R15), and the common `visibleItemsInvalidationHandler` forms applied (`visibleItems`).
public struct CompositionalScroll: Hashable, Sendable {
  /// The main scroll view.
  public var viewport: Viewport
  /// Each orthogonal section's scroller offset, by section index (along its scroller's axis).
  public var orthogonalOffsets: [Int: Double]

  public init(viewport: Viewport, orthogonalOffsets: [Int: Double] = [:]) {
    self.viewport = viewport
    self.orthogonalOffsets = orthogonalOffsets
  }
}

/// An element as displayed.
public struct DisplayedElement: Hashable, Sendable {
  public var frame: Rect
  public var alpha: Double
  public var scale: Double
  public var zIndex: Int
}

extension CompositionalLayout {
  /// The displayed frame, alpha, scale and zIndex of `e` at `scroll`.
  public func displayed(
    _ e: CompositionalElement, at scroll: CompositionalScroll
  )
    -> DisplayedElement
  {
    var frame = e.frame
    var alpha = 1.0
    var scale = 1.0
    let vertical = scrollDirection == .vertical
    if e.scrollsSideways, let si = e.section, si < sections.count {
      let s = sections[si]
      let offset = orthogonalOffset(si, scroll)
      frame = vertical ? frame.offsetBy(dx: -offset, dy: 0) : frame.offsetBy(dx: 0, dy: -offset)
      if let effect = s.visibleItems, e.kind == .cell, let scroller = s.scroller {
        let center = vertical ? scroller.midX : scroller.y + scroller.height / 2
        let half = (vertical ? scroller.width : scroller.height) / 2
        let mid = vertical ? frame.midX : frame.y + frame.height / 2
        let distance = half > 0 ? abs(mid - center) / half : 0
        if let r = effect.scale { scale = r.value(at: distance) }
        if let r = effect.alpha { alpha = r.value(at: distance) }
      }
    }
    if e.pinToVisibleBounds {
      frame = pinned(e, frame: frame, viewport: scroll.viewport)
    }
    return DisplayedElement(frame: frame, alpha: alpha, scale: scale, zIndex: e.zIndex)
  }

  /// The offset of orthogonal section `si`, clamped to what its scroller can reach.
  public func orthogonalOffset(_ si: Int, _ scroll: CompositionalScroll) -> Double {
    guard let o = scroll.orthogonalOffsets[si] else { return 0 }
    return min(max(o, 0), maxOrthogonalOffset(si))
  }

  /// How far orthogonal section `si` scrolls: its inner length less its scroller's.
  public func maxOrthogonalOffset(_ si: Int) -> Double {
    guard si >= 0, si < sections.count, let s = sections[si].scroller,
      let inner = sections[si].innerContentSize
    else { return 0 }
    let vertical = scrollDirection == .vertical
    return max(0, vertical ? inner.width - s.width : inner.height - s.height)
  }

  /// R15: a pinned header stays at the visible top (below the top safe area) while its section
  /// is visible, pushed off by the section's end; a pinned footer stays at the visible bottom
  /// (above the bottom safe area), pushed off by the section's start. The layout's own pinned
  /// items stay in view across the whole content.
  func pinned(_ e: CompositionalElement, frame: Rect, viewport v: Viewport) -> Rect {
    let vertical = scrollDirection == .vertical
    let safe = environment.safeArea
    // The content offset plus the adjusted insets (the content inset and the safe area), as
    // UIKit's adjustedContentInset has them.
    let visibleStart =
      vertical
      ? v.offset.y + v.contentInset.top + safe.top : v.offset.x + v.contentInset.left + safe.left
    let visibleEnd =
      vertical
      ? v.offset.y + v.size.height - v.contentInset.bottom - safe.bottom
      : v.offset.x + v.size.width - v.contentInset.right - safe.right
    var lo = -Double.infinity
    var hi = Double.infinity
    if let si = e.section, si < sections.count {
      let f = sections[si].frame
      lo = vertical ? f.y : f.x
      hi = vertical ? f.maxY : f.maxX
    }
    let start = vertical ? frame.y : frame.x
    let length = vertical ? frame.height : frame.width
    var pos = start
    switch e.edge {
    case .leading:
      pos = min(max(start, visibleStart), hi - length)
      pos = max(pos, start)
    case .trailing:
      pos = max(min(start, visibleEnd - length), lo)
      pos = min(pos, start)
    default:
      return frame
    }
    return vertical
      ? Rect(x: frame.x, y: pos, width: frame.width, height: frame.height)
      : Rect(x: pos, y: frame.y, width: frame.width, height: frame.height)
  }

  /// R14: where orthogonal section `si` comes to rest after one swipe from `offset` in
  /// `direction` (+1 towards the trailing end, -1 back), as its behavior says: `paging` by the
  /// scroller's length, `groupPaging`, `groupPagingCentered` and
  /// `continuousGroupLeadingBoundary` on a group's leading edge, `continuous` by `step`.
  public func restingOrthogonalOffset(
    _ si: Int, from offset: Double, direction: Int, step: Double
  ) -> Double {
    guard si >= 0, si < sections.count, let scroller = sections[si].scroller else { return 0 }
    let s = sections[si]
    let maxOffset = maxOrthogonalOffset(si)
    let d = direction >= 0 ? 1.0 : -1.0
    let page: Double
    switch s.orthogonalBehavior {
    case .none: return 0
    case .continuous: return min(max(offset + d * step, 0), maxOffset)
    case .paging: page = scrollDirection == .vertical ? scroller.width : scroller.height
    case .groupPaging, .groupPagingCentered, .continuousGroupLeadingBoundary: page = s.groupPitch
    }
    guard page > 0 else { return min(max(offset + d * step, 0), maxOffset) }
    // The next stop (a multiple of the page) strictly beyond the offset in that direction.
    let k = offset / page
    let next = d > 0 ? (k + 1e-9).rounded(.down) + 1 : (k - 1e-9).rounded(.up) - 1
    return min(max(next * page, 0), maxOffset)
  }
}
