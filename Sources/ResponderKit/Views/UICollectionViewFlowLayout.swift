import Foundation

/// A layout that puts a collection view's items in lines, one after another, lines stacked
/// in the scroll direction, each section framed by its inset.
///
/// UIKit rule L1: items of `itemSize` (or the delegate's `sizeForItemAt`) fill a line while
/// they fit with `minimumInteritemSpacing` between them; lines are `minimumLineSpacing`
/// apart, and each section's lines sit inside its `sectionInset`. A vertical layout makes
/// rows across the width and scrolls down; a horizontal one makes columns down the height and
/// scrolls right. Apple documents that a full line's extra space widens the spacing between
/// its items and that items are centred across their line; that the last line of a section
/// keeps the minimum spacing from its start, and that a line of one item centres it, are
/// observed behaviour we follow (our choice). Rule L12: a section's header (of
/// `headerReferenceSize` or the delegate's `referenceSizeForHeaderInSection`) comes before its
/// inset and lines, across the whole width (height, for a horizontal layout), and its footer
/// after them; a zero size means none. No self-sizing (the estimated size is stored only).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// A flow layout is mirrored in a right-to-left layout (Y10): its first item is at the right.
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  /// Y10: the flow layout's queries answer with the frames the views get (mirrored when the
  /// layout is), so a subclass calling `super` and the collection view read the same frames.
  override var answersShownPositions: Bool { true }

  /// The estimated size that asks for self-sizing; stored only, as there is no self-sizing.
  public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

  /// The size of every item the delegate gives none for (L1: UIKit's default 50 × 50).
  open var itemSize = CGSize(width: 50, height: 50) {
    didSet { invalidateLayout() }
  }
  /// The least distance between lines (L1: default 10).
  open var minimumLineSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// The least distance between items of a line (L1: default 10).
  open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// The margins around each section's lines (L1: default zero).
  open var sectionInset: UIEdgeInsets = .zero {
    didSet { invalidateLayout() }
  }
  /// The direction the lines stack and the content scrolls (L1: default vertical).
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
    didSet { invalidateLayout() }
  }
  /// The estimated item size (default zero); stored only.
  open var estimatedItemSize: CGSize = .zero
  /// The size of each section's header the delegate gives none for (L12: default zero, no
  /// header); its height counts in a vertical layout, its width in a horizontal one.
  open var headerReferenceSize: CGSize = .zero {
    didSet { invalidateLayout() }
  }
  /// The size of each section's footer the delegate gives none for (L12: default zero, no
  /// footer).
  open var footerReferenceSize: CGSize = .zero {
    didSet { invalidateLayout() }
  }

  /// One line: its first item and its extent in the scroll direction.
  private struct Line {
    var first: Int
    var start: CGFloat
    var end: CGFloat
  }

  /// A section's item frames and lines.
  private struct Section {
    var frames: [CGRect] = []
    var lines: [Line] = []
    /// The header's and footer's frames; empty when the section has none (L12).
    var header: CGRect = .zero
    var footer: CGRect = .zero
  }

  private var sections: [Section] = []
  private var contentSize: CGSize = .zero
  /// The collection view's extent across the lines when they were made.
  private var preparedAcross: CGFloat?

  /// Creates a vertical flow layout with UIKit's defaults (L1).
  public override init() {
    super.init()
  }

  /// Creates a vertical flow layout (nothing is decoded; see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  private var vertical: Bool { scrollDirection == .vertical }

  /// Puts the items in lines (L1), asking the delegate's flow-layout methods for each section
  /// and item when it has them.
  open override func prepare() {
    super.prepare()
    sections = []
    contentSize = .zero
    preparedAcross = nil
    guard let view = collectionView else { return }
    preparedAcross = vertical ? view.bounds.width : view.bounds.height
    let delegate = view.delegate as? UICollectionViewDelegateFlowLayout
    let inset = view.adjustedContentInset
    let across = vertical ? view.bounds.width - inset.left - inset.right : view.bounds.height - inset.top - inset.bottom
    var cursor: CGFloat = 0
    let count = view.numberOfSections
    sections.reserveCapacity(count)
    for sectionIndex in 0..<count {
      let items = view.numberOfItems(inSection: sectionIndex)
      var section = Section()
      // L12: the header comes first, across the whole extent.
      let headerSize =
        delegate?.collectionView(view, layout: self, referenceSizeForHeaderInSection: sectionIndex)
        ?? headerReferenceSize
      section.header = supplementFrame(depth(headerSize), at: &cursor, across: across)
      let footerSize =
        delegate?.collectionView(view, layout: self, referenceSizeForFooterInSection: sectionIndex)
        ?? footerReferenceSize
      guard items > 0 else {
        section.footer = supplementFrame(depth(footerSize), at: &cursor, across: across)
        sections.append(section)
        continue
      }
      let margins = delegate?.collectionView(view, layout: self, insetForSectionAt: sectionIndex) ?? sectionInset
      let lineSpacing =
        delegate?.collectionView(view, layout: self, minimumLineSpacingForSectionAt: sectionIndex)
        ?? minimumLineSpacing
      let itemSpacing =
        delegate?.collectionView(view, layout: self, minimumInteritemSpacingForSectionAt: sectionIndex)
        ?? minimumInteritemSpacing
      let (leading, trailing, before, after) =
        vertical
        ? (margins.left, margins.right, margins.top, margins.bottom)
        : (margins.top, margins.bottom, margins.left, margins.right)
      let room = max(0, across - leading - trailing)
      var sizes: [CGSize] = []
      sizes.reserveCapacity(items)
      for item in 0..<items {
        let path = IndexPath(item: item, section: sectionIndex)
        let size = delegate?.collectionView(view, layout: self, sizeForItemAt: path) ?? itemSize
        sizes.append(CGSize(width: max(0, size.width), height: max(0, size.height)))
      }
      section.frames = Array(repeating: .zero, count: items)
      cursor += before
      var first = 0
      while first < items {
        // As many items as fit, at least one.
        var used = length(sizes[first])
        var end = first + 1
        while end < items && used + itemSpacing + length(sizes[end]) <= room {
          used += itemSpacing + length(sizes[end])
          end += 1
        }
        let thickness = sizes[first..<end].map(depth).max() ?? 0
        let n = end - first
        let isLast = end == items
        var position = leading
        var gap = itemSpacing
        if n == 1 {
          position = leading + (room - used) / 2
        } else if !isLast {
          gap = itemSpacing + (room - used) / CGFloat(n - 1)
        }
        for item in first..<end {
          let size = sizes[item]
          let offset = cursor + (thickness - depth(size)) / 2
          section.frames[item] =
            vertical
            ? CGRect(x: position, y: offset, width: size.width, height: size.height)
            : CGRect(x: offset, y: position, width: size.width, height: size.height)
          position += length(size) + gap
        }
        section.lines.append(Line(first: first, start: cursor, end: cursor + thickness))
        cursor += thickness
        first = end
        if first < items { cursor += lineSpacing }
      }
      cursor += after
      section.footer = supplementFrame(depth(footerSize), at: &cursor, across: across)
      sections.append(section)
    }
    contentSize =
      vertical ? CGSize(width: max(0, across), height: cursor) : CGSize(width: cursor, height: max(0, across))
  }

  /// A header's or footer's frame `depth` deep at `cursor`, across the whole extent, moving the
  /// cursor past it; empty for a depth of 0 or less (L12).
  private func supplementFrame(_ depth: CGFloat, at cursor: inout CGFloat, across: CGFloat) -> CGRect {
    guard depth > 0 else { return .zero }
    let frame =
      vertical
      ? CGRect(x: 0, y: cursor, width: max(0, across), height: depth)
      : CGRect(x: cursor, y: 0, width: depth, height: max(0, across))
    cursor += depth
    return frame
  }

  /// An item's extent along its line.
  private func length(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
  /// An item's extent in the scroll direction.
  private func depth(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }

  /// The size of all the sections' lines and insets (L1).
  open override var collectionViewContentSize: CGSize { contentSize }

  /// The items whose frames meet `rect`, in order; found by the lines' extents, so the cost
  /// is that of the lines and items `rect` meets (L1). Right to left, `rect` and the frames are
  /// the mirrored ones the views get (Y10).
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard !rect.isNull, rect.width > 0 || rect.height > 0 else { return [] }
    let rect = mirrorsPositions ? mirrored(rect) : rect
    let low = vertical ? rect.minY : rect.minX
    let high = vertical ? rect.maxY : rect.maxX
    var result: [UICollectionViewLayoutAttributes] = []
    for (sectionIndex, section) in sections.enumerated() {
      for (kind, frame) in [
        (UICollectionView.elementKindSectionHeader, section.header),
        (UICollectionView.elementKindSectionFooter, section.footer),
      ] where !frame.isEmpty && frame.intersects(rect) {
        result.append(supplementAttributes(kind, sectionIndex, frame))
      }
      guard let firstLine = section.lines.first, let lastLine = section.lines.last,
        lastLine.end >= low, firstLine.start <= high
      else { continue }
      // The first line that ends after `low`.
      var lo = 0
      var hi = section.lines.count - 1
      while lo < hi {
        let mid = (lo + hi) / 2
        if section.lines[mid].end < low { lo = mid + 1 } else { hi = mid }
      }
      var lineIndex = lo
      while lineIndex < section.lines.count && section.lines[lineIndex].start <= high {
        let line = section.lines[lineIndex]
        let end = lineIndex + 1 < section.lines.count ? section.lines[lineIndex + 1].first : section.frames.count
        for item in line.first..<end where section.frames[item].intersects(rect) {
          result.append(attributes(IndexPath(item: item, section: sectionIndex), section.frames[item]))
        }
        lineIndex += 1
      }
    }
    return result
  }

  /// The item's frame (L1), mirrored right to left as its cell gets it (Y10), or nil for an
  /// item that does not exist.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].frames.indices.contains(indexPath.item)
    else { return nil }
    return attributes(indexPath, sections[indexPath.section].frames[indexPath.item])
  }

  /// A section's header or footer attributes (L12), mirrored right to left as its view gets them
  /// (Y10), or nil when it has none.
  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    let frame =
      elementKind == UICollectionView.elementKindSectionHeader
      ? section.header : elementKind == UICollectionView.elementKindSectionFooter ? section.footer : .zero
    return frame.isEmpty ? nil : supplementAttributes(elementKind, indexPath.section, frame)
  }

  private func supplementAttributes(_ kind: String, _ section: Int, _ frame: CGRect) -> UICollectionViewLayoutAttributes
  {
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
    attributes.frame = shown(frame)
    return attributes
  }

  private func attributes(_ path: IndexPath, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
    attributes.frame = shown(frame)
    return attributes
  }

  /// Y10: a frame of the lines (always made left to right) as its view gets it.
  private func shown(_ frame: CGRect) -> CGRect { mirrorsPositions ? mirrored(frame) : frame }

  /// True when the extent across the lines changes, so the lines are made again (L1).
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    (vertical ? newBounds.width : newBounds.height) != preparedAcross
  }
}
