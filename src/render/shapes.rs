//! The drawn shapes of the village picture: cushions, graves and the Maire / locked / gagged
//! marks, as vector paths (the font has no colour emoji).

use tiny_skia::{Color, FillRule, Paint, Path, PathBuilder, Pixmap, Rect, Stroke, Transform};

/// An opaque colour.
pub(crate) type Rgb = [u8; 3];

/// Draws a mark centred on (x, y) with the given radius.
pub(crate) type Mark = fn(&mut Pixmap, f32, f32, f32);

/// The cubic Bézier constant for a quarter circle.
const KAPPA: f32 = 0.552_284_8;

fn paint(rgb: Rgb) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color(Color::from_rgba8(rgb[0], rgb[1], rgb[2], 255));
    paint.anti_alias = true;
    paint
}

/// Fills a path, if it exists (a degenerate shape draws nothing).
pub(crate) fn fill(pixmap: &mut Pixmap, path: Option<Path>, rgb: Rgb) {
    if let Some(path) = path {
        pixmap.fill_path(
            &path,
            &paint(rgb),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
}

/// Strokes a path, if it exists.
pub(crate) fn stroke(pixmap: &mut Pixmap, path: Option<Path>, rgb: Rgb, width: f32) {
    if let Some(path) = path {
        let stroke = Stroke {
            width,
            ..Stroke::default()
        };
        pixmap.stroke_path(&path, &paint(rgb), &stroke, Transform::identity(), None);
    }
}

pub(crate) fn circle(cx: f32, cy: f32, r: f32) -> Option<Path> {
    PathBuilder::from_circle(cx, cy, r)
}

fn rect(x: f32, y: f32, w: f32, h: f32) -> Option<Path> {
    Rect::from_xywh(x, y, w, h).map(PathBuilder::from_rect)
}

/// A disc with a border: a cushion, or a mark's badge.
pub(crate) fn disc(pixmap: &mut Pixmap, cx: f32, cy: f32, r: f32, inside: Rgb, border: Rgb) {
    let width = (r * 0.14).max(1.5);
    fill(pixmap, circle(cx, cy, r), inside);
    stroke(pixmap, circle(cx, cy, r - width / 2.0), border, width);
}

/// A tombstone with a cross on a mound of earth, about as big as a cushion of radius `r`.
pub(crate) fn grave(pixmap: &mut Pixmap, cx: f32, cy: f32, r: f32) {
    let mound = Rect::from_xywh(cx - r * 1.05, cy + r * 0.6, r * 2.1, r * 0.5);
    fill(
        pixmap,
        mound.and_then(PathBuilder::from_oval),
        [122, 98, 70],
    );
    let (half, top, bottom) = (r * 0.62, cy - r * 0.95, cy + r * 0.8);
    let shoulder = top + half;
    let mut pb = PathBuilder::new();
    pb.move_to(cx - half, bottom);
    pb.line_to(cx - half, shoulder);
    pb.cubic_to(
        cx - half,
        shoulder - half * KAPPA,
        cx - half * KAPPA,
        top,
        cx,
        top,
    );
    pb.cubic_to(
        cx + half * KAPPA,
        top,
        cx + half,
        shoulder - half * KAPPA,
        cx + half,
        shoulder,
    );
    pb.line_to(cx + half, bottom);
    pb.close();
    let stone = pb.finish();
    fill(pixmap, stone.clone(), [168, 168, 164]);
    stroke(pixmap, stone, [92, 92, 90], (r * 0.08).max(1.0));
    let bar = (r * 0.12).max(1.5);
    let cross = [92, 92, 90];
    fill(
        pixmap,
        rect(cx - bar / 2.0, cy - r * 0.55, bar, r * 0.85),
        cross,
    );
    fill(
        pixmap,
        rect(cx - r * 0.25, cy - r * 0.35, r * 0.5, bar),
        cross,
    );
}

/// The Maire's mark: a gold five-pointed star of outer radius `r`.
pub(crate) fn star(pixmap: &mut Pixmap, cx: f32, cy: f32, r: f32) {
    let mut pb = PathBuilder::new();
    for i in 0..10 {
        let radius = if i % 2 == 0 { r } else { r * 0.45 };
        let angle = -std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::PI / 5.0;
        let (x, y) = (cx + radius * angle.cos(), cy + radius * angle.sin());
        if i == 0 {
            pb.move_to(x, y);
        } else {
            pb.line_to(x, y);
        }
    }
    pb.close();
    let path = pb.finish();
    fill(pixmap, path.clone(), [236, 178, 32]);
    stroke(pixmap, path, [140, 96, 10], (r * 0.1).max(1.0));
}

/// The locked mark: a padlock about `2 r` tall.
pub(crate) fn padlock(pixmap: &mut Pixmap, cx: f32, cy: f32, r: f32) {
    let ink = [64, 64, 76];
    let body_top = cy - r * 0.1;
    fill(
        pixmap,
        rect(cx - r * 0.62, body_top, r * 1.24, r * 0.9),
        ink,
    );
    let (arm, top) = (r * 0.38, cy - r * 0.8);
    let mut pb = PathBuilder::new();
    pb.move_to(cx - arm, body_top);
    pb.line_to(cx - arm, top + arm);
    pb.cubic_to(
        cx - arm,
        top + arm - arm * KAPPA,
        cx - arm * KAPPA,
        top,
        cx,
        top,
    );
    pb.cubic_to(
        cx + arm * KAPPA,
        top,
        cx + arm,
        top + arm - arm * KAPPA,
        cx + arm,
        top + arm,
    );
    pb.line_to(cx + arm, body_top);
    stroke(pixmap, pb.finish(), ink, r * 0.2);
    fill(
        pixmap,
        circle(cx, body_top + r * 0.4, r * 0.13),
        [240, 240, 240],
    );
}

/// The gagged mark: a loudspeaker with a cross beside it, about `2 r` wide.
pub(crate) fn muted(pixmap: &mut Pixmap, cx: f32, cy: f32, r: f32) {
    let ink = [64, 64, 76];
    let left = cx - r * 0.8;
    let mut pb = PathBuilder::new();
    pb.move_to(left, cy - r * 0.25);
    pb.line_to(left + r * 0.3, cy - r * 0.25);
    pb.line_to(left + r * 0.75, cy - r * 0.65);
    pb.line_to(left + r * 0.75, cy + r * 0.65);
    pb.line_to(left + r * 0.3, cy + r * 0.25);
    pb.line_to(left, cy + r * 0.25);
    pb.close();
    fill(pixmap, pb.finish(), ink);
    let (x0, half) = (cx + r * 0.25, r * 0.28);
    let mut cross = PathBuilder::new();
    cross.move_to(x0, cy - half);
    cross.line_to(x0 + 2.0 * half, cy + half);
    cross.move_to(x0, cy + half);
    cross.line_to(x0 + 2.0 * half, cy - half);
    stroke(pixmap, cross.finish(), ink, (r * 0.16).max(1.0));
}
