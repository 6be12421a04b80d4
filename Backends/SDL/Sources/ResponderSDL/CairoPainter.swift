import CCairo
import Foundation
@_spi(Tools) import ResponderKit

/// Paints display lists (``DrawingCommand``, rule W2) with Cairo into 32-bit pixels: what a
/// view's `draw(_:)` recorded becomes pixels in the frame.
///
/// Each command is painted with its CTM after the map from the view's bounds to the pixels,
/// inside its clips, its colours' alpha times the command's alpha. Text is painted with
/// Cairo's own sans-serif face at the recorded font size, from the recorded rectangle's
/// top-left corner; an image is its recorded commands, scaled into its rectangle.
enum CairoPainter {
  /// Paints `commands` into `pixels` (`width` × `height`, `stride` bytes a row, Cairo's
  /// premultiplied ARGB32, which is SDL's ARGB8888 in memory), through `base` (from the
  /// view's bounds coordinates to pixels) and inside the convex polygon `visible` (pixels).
  static func paint(
    _ commands: [DrawingCommand], into pixels: UnsafeMutableRawPointer, width: Int32, height: Int32, stride: Int32,
    base: CGAffineTransform, visible: [CGPoint]
  ) {
    guard
      let surface = cairo_image_surface_create_for_data(
        pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, width, height, stride)
    else { return }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { return }
    defer { cairo_destroy(cr) }
    if visible.count >= 3 {
      cairo_move_to(cr, Double(visible[0].x), Double(visible[0].y))
      for point in visible.dropFirst() { cairo_line_to(cr, Double(point.x), Double(point.y)) }
      cairo_close_path(cr)
      cairo_clip(cr)
    }
    paint(commands, cr, base: base)
    cairo_surface_flush(surface)
  }

  private static func paint(_ commands: [DrawingCommand], _ cr: OpaquePointer, base: CGAffineTransform) {
    for command in commands {
      cairo_save(cr)
      setMatrix(cr, base)
      for region in command.clip {
        addPath(cr, region.path)
        cairo_set_fill_rule(cr, region.rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
      }
      let matrix = command.transform.concatenating(base)
      setMatrix(cr, matrix)
      let alpha = Double(command.alpha)
      switch command.operation {
      case .fillPath(let path, let color, let rule):
        addPath(cr, path)
        setColor(cr, color, alpha: alpha)
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
      case .strokePath(let path, let color, let style):
        addPath(cr, path)
        setColor(cr, color, alpha: alpha)
        cairo_set_line_width(cr, Double(style.lineWidth))
        cairo_set_line_cap(
          cr, [CAIRO_LINE_CAP_BUTT, CAIRO_LINE_CAP_ROUND, CAIRO_LINE_CAP_SQUARE][Int(style.lineCap.rawValue)])
        cairo_set_line_join(
          cr, [CAIRO_LINE_JOIN_MITER, CAIRO_LINE_JOIN_ROUND, CAIRO_LINE_JOIN_BEVEL][Int(style.lineJoin.rawValue)])
        cairo_set_miter_limit(cr, Double(style.miterLimit))
        if !style.dashLengths.isEmpty {
          let dashes = style.dashLengths.map(Double.init)
          cairo_set_dash(cr, dashes, Int32(dashes.count), Double(style.dashPhase))
        }
        cairo_stroke(cr)
      case .clear(let rect):
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_fill(cr)
      case .image(let image, let rect):
        let points = CGSize(
          width: CGFloat(image.width) / image.recordedScale, height: CGFloat(image.height) / image.recordedScale)
        guard points.width > 0, points.height > 0 else { break }
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        let placed = CGAffineTransform(scaleX: rect.width / points.width, y: rect.height / points.height)
          .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY)).concatenating(matrix)
        paint(image.drawnCommands, cr, base: placed)
      case .linearGradient(let gradient, let start, let end, _):
        guard let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        else { break }
        addStops(pattern, gradient, alpha: alpha)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
      case .radialGradient(let gradient, let c0, let r0, let c1, let r1, _):
        guard
          let pattern = cairo_pattern_create_radial(
            Double(c0.x), Double(c0.y), Double(r0), Double(c1.x), Double(c1.y), Double(r1))
        else { break }
        addStops(pattern, gradient, alpha: alpha)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
      case .text(let text):
        setColor(cr, text.color, alpha: alpha)
        cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, Double(text.font.pointSize))
        // Aligned by Cairo's own advance of the string, which is what it paints.
        var x = Double(text.rect.minX)
        if text.alignment == .center || text.alignment == .right {
          var extents = cairo_text_extents_t()
          cairo_text_extents(cr, text.string, &extents)
          x =
            text.alignment == .center
            ? Double(text.rect.midX) - extents.x_advance / 2 : Double(text.rect.maxX) - extents.x_advance
        }
        cairo_move_to(cr, x, Double(text.rect.minY + text.font.ascender))
        cairo_show_text(cr, text.string)
      }
      cairo_restore(cr)
    }
  }

  /// Turns Cairo's premultiplied pixels straight, as SDL's blending wants them.
  static func straighten(_ pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
    let bytes = pixels.assumingMemoryBound(to: UInt8.self)
    for row in 0..<height {
      for column in 0..<width {
        let pixel = bytes + row * stride + column * 4
        let alpha = Int(pixel[3])
        guard alpha > 0, alpha < 255 else { continue }
        for channel in 0..<3 { pixel[channel] = UInt8(min(255, Int(pixel[channel]) * 255 / alpha)) }
      }
    }
  }

  private static func setMatrix(_ cr: OpaquePointer, _ t: CGAffineTransform) {
    var matrix = cairo_matrix_t(
      xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
    cairo_set_matrix(cr, &matrix)
  }

  private static func setColor(_ cr: OpaquePointer, _ color: CGColor, alpha: Double) {
    let ui = UIColor(cgColor: color)
    cairo_set_source_rgba(cr, Double(ui.red), Double(ui.green), Double(ui.blue), Double(ui.alpha) * alpha)
  }

  private static func addStops(_ pattern: OpaquePointer, _ gradient: CGGradient, alpha: Double) {
    for (color, location) in zip(gradient.colors, gradient.locations) {
      let ui = UIColor(cgColor: color)
      cairo_pattern_add_color_stop_rgba(
        pattern, Double(location), Double(ui.red), Double(ui.green), Double(ui.blue), Double(ui.alpha) * alpha)
    }
  }

  private static func addPath(_ cr: OpaquePointer, _ path: CGPath) {
    cairo_new_path(cr)
    path.applyWithBlock { element in
      let points = element.pointee.points
      switch element.pointee.type {
      case .moveToPoint: cairo_move_to(cr, Double(points[0].x), Double(points[0].y))
      case .addLineToPoint: cairo_line_to(cr, Double(points[0].x), Double(points[0].y))
      case .addQuadCurveToPoint:
        // Raised to a cubic from the current point.
        var x0 = 0.0
        var y0 = 0.0
        cairo_get_current_point(cr, &x0, &y0)
        let c = points[0]
        let p = points[1]
        cairo_curve_to(
          cr, x0 + 2 / 3 * (Double(c.x) - x0), y0 + 2 / 3 * (Double(c.y) - y0),
          Double(p.x) + 2 / 3 * Double(c.x - p.x), Double(p.y) + 2 / 3 * Double(c.y - p.y), Double(p.x),
          Double(p.y))
      case .addCurveToPoint:
        cairo_curve_to(
          cr, Double(points[0].x), Double(points[0].y), Double(points[1].x), Double(points[1].y), Double(points[2].x),
          Double(points[2].y))
      case .closeSubpath: cairo_close_path(cr)
      }
    }
  }
}
