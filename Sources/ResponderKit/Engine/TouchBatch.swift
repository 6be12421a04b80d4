/// The touches of one step of a dispatch (one phase of one window's changed touches, or the
/// group of them one view gets), grouped once: each as its record's index in the touch table
/// and its slot in the arena, in finger order.
///
/// Every step of the path takes a batch, whatever the number of touches, windows or views: the
/// arena offers a phase to its recognizers (G1, G13), view delivery sends what nothing holds
/// back (G3–G7, T5), the flush sends what was released, a take cancels (G3, G6). There is no
/// second path for one touch or one view: a batch of one is the same loops run once. A batch
/// is plain integers, its first entry inline (`inlineCapacity`) and the rest in an array: nearly
/// every step carries one touch, so that grouping it allocates nothing and counts no
/// reference, and the batch stays as small as that case needs.
struct TouchBatch {
  /// One touch of the batch.
  struct Entry {
    /// The index of its record in the `TouchTable`; -1 outside the touch table (a test of the
    /// arena alone).
    var record: Int32
    /// Its slot in `GestureArena`'s touches; -1 when it never joined the arena.
    var slot: Int32
  }

  /// How many entries are kept inline, in a stored property (`first`), before the rest go to
  /// an array: most steps carry one touch.
  static let inlineCapacity = 1
  private var first = Entry(record: -1, slot: -1)
  /// The entries past `inlineCapacity`, if any.
  private var rest: [Entry]?
  /// How many entries the batch has.
  private(set) var count = 0

  /// An empty batch.
  init() {}

  /// Whether the batch has no entry.
  var isEmpty: Bool { count == 0 }

  /// The entry at `position`, in the order they were appended.
  subscript(position: Int) -> Entry { position == 0 ? first : entry(past: position) }

  /// An entry past the inline ones (a call, so that each use of the subscript stays small).
  @inline(never)
  private func entry(past position: Int) -> Entry {
    rest![position - Self.inlineCapacity]
  }

  /// Adds an entry at the end.
  mutating func append(_ entry: Entry) {
    if count == 0 {
      first = entry
    } else {
      if rest == nil { rest = [] }
      rest!.append(entry)
    }
    count += 1
  }

  /// The entries for which `keep` is true, in order, asking `keep` once per entry: the batch
  /// itself when it keeps them all, which is what nearly every step finds (every touch goes
  /// on), so that the usual step copies nothing.
  func filter(_ keep: (Entry) -> Bool) -> TouchBatch {
    var position = 0
    while position < count && keep(self[position]) { position += 1 }
    guard position < count else { return self }
    var kept = prefix(position)
    position += 1
    while position < count {
      if keep(self[position]) { kept.append(self[position]) }
      position += 1
    }
    return kept
  }

  /// The first `length` entries.
  func prefix(_ length: Int) -> TouchBatch {
    var kept = TouchBatch()
    var position = 0
    while position < length {
      kept.append(self[position])
      position += 1
    }
    return kept
  }
}

/// Where a batch's entries name their touches: the touch table (by record) or the arena (by
/// slot), each of which keeps the set of every touch alone.
@MainActor
protocol TouchBatchSource {
  /// The entry's touch.
  func touch(of entry: TouchBatch.Entry) -> UITouch
  /// The set of the entry's touch alone, made once.
  func alone(of entry: TouchBatch.Entry) -> Set<UITouch>
}

extension TouchBatch {
  /// The batch's touches as the set UIKit's methods take: for one touch, the set of it alone
  /// that `source` keeps (most calls carry one touch, and UIKit's API wants a set for each).
  /// Inlined where it is used: as a generic call it weighs on every touch method more than the
  /// engine's other inlining did together (measured on the bench's touch workloads; see
  /// "Performance" in BENCHMARKS.md).
  @MainActor @inline(__always)
  func set(in source: some TouchBatchSource) -> Set<UITouch> {
    if count == 1 { return source.alone(of: self[0]) }
    var set = Set<UITouch>(minimumCapacity: count)
    var position = 0
    while position < count {
      set.insert(source.touch(of: self[position]))
      position += 1
    }
    return set
  }
}
