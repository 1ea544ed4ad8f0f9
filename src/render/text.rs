//! Text for the pictures: the embedded DejaVu Sans fonts, measuring, truncating with "…" and
//! drawing a line of text onto a pixmap. Characters the font lacks are skipped, never drawn as
//! garbage and never a panic.

use std::sync::OnceLock;

use ab_glyph::{point, Font, FontRef, GlyphId, PxScale, ScaleFont};
use tiny_skia::{Pixmap, PremultipliedColorU8};

static REGULAR: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
static BOLD: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

/// The ellipsis that ends a truncated text.
const ELLIPSIS: char = '…';

/// The two embedded faces, parsed once.
pub(crate) struct Fonts {
    pub regular: FontRef<'static>,
    pub bold: FontRef<'static>,
}

/// The embedded fonts, or `None` if they fail to parse (they do not: a test checks it).
pub(crate) fn fonts() -> Option<&'static Fonts> {
    static FONTS: OnceLock<Option<Fonts>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            Some(Fonts {
                regular: FontRef::try_from_slice(REGULAR).ok()?,
                bold: FontRef::try_from_slice(BOLD).ok()?,
            })
        })
        .as_ref()
}

/// A run of text in one face and size.
#[derive(Clone, Copy)]
pub(crate) struct Style<'a> {
    pub font: &'a FontRef<'static>,
    pub px: f32,
    pub rgb: [u8; 3],
}

/// The glyphs of `text` the font has, with control characters (newlines…) turned into spaces.
fn glyphs(style: Style<'_>, text: &str) -> Vec<(char, GlyphId)> {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .filter_map(|c| {
            let id = style.font.glyph_id(c);
            (id.0 != 0).then_some((c, id))
        })
        .collect()
}

/// The advance width of a run of glyphs, kerning included.
fn run_width(style: Style<'_>, run: &[(char, GlyphId)]) -> f32 {
    let scaled = style.font.as_scaled(PxScale::from(style.px));
    let mut width = 0.0;
    let mut previous: Option<GlyphId> = None;
    for &(_, id) in run {
        if let Some(p) = previous {
            width += scaled.kern(p, id);
        }
        width += scaled.h_advance(id);
        previous = Some(id);
    }
    width
}

/// The width `text` takes once drawn.
pub(crate) fn width(style: Style<'_>, text: &str) -> f32 {
    run_width(style, &glyphs(style, text))
}

/// `text` without the characters the font lacks, cut and ended with "…" if it is wider than
/// `max_width`; empty if not even "…" fits.
pub(crate) fn fit(style: Style<'_>, text: &str, max_width: f32) -> String {
    let run = glyphs(style, text.trim());
    if run_width(style, &run) <= max_width {
        return run.iter().map(|&(c, _)| c).collect();
    }
    let ellipsis = glyphs(style, &ELLIPSIS.to_string());
    let mut keep = run.len();
    while keep > 0 {
        let mut candidate: Vec<(char, GlyphId)> = run[..keep].to_vec();
        while candidate.last().is_some_and(|&(c, _)| c.is_whitespace()) {
            candidate.pop();
        }
        candidate.extend_from_slice(&ellipsis);
        if run_width(style, &candidate) <= max_width {
            return candidate.iter().map(|&(c, _)| c).collect();
        }
        keep -= 1;
    }
    if run_width(style, &ellipsis) <= max_width {
        ELLIPSIS.to_string()
    } else {
        String::new()
    }
}

/// Draws `text` centred horizontally on `cx` and vertically on `cy` (the middle of the
/// font's ascent and descent).
pub(crate) fn draw_centred(pixmap: &mut Pixmap, style: Style<'_>, text: &str, cx: f32, cy: f32) {
    let run = glyphs(style, text);
    let scaled = style.font.as_scaled(PxScale::from(style.px));
    let baseline = cy + f32::midpoint(scaled.ascent(), scaled.descent());
    let mut x = cx - run_width(style, &run) / 2.0;
    let mut previous: Option<GlyphId> = None;
    for &(_, id) in &run {
        if let Some(p) = previous {
            x += scaled.kern(p, id);
        }
        let glyph = id.with_scale_and_position(style.px, point(x, baseline));
        if let Some(outlined) = style.font.outline_glyph(glyph) {
            let bounds = outlined.px_bounds();
            let (left, top) = (bounds.min.x as i32, bounds.min.y as i32);
            outlined.draw(|gx, gy, coverage| {
                blend(
                    pixmap,
                    left + gx as i32,
                    top + gy as i32,
                    style.rgb,
                    coverage,
                );
            });
        }
        x += scaled.h_advance(id);
        previous = Some(id);
    }
}

/// Paints one pixel with an opaque colour at the given coverage (0 to 1), source over.
fn blend(pixmap: &mut Pixmap, x: i32, y: i32, rgb: [u8; 3], coverage: f32) {
    let (width, height) = (pixmap.width() as i32, pixmap.height() as i32);
    if x < 0 || y < 0 || x >= width || y >= height {
        return;
    }
    let coverage = coverage.clamp(0.0, 1.0);
    let index = (y * width + x) as usize;
    let Some(pixel) = pixmap.pixels_mut().get_mut(index) else {
        return;
    };
    let mix = |src: u8, dst: u8| {
        (f32::from(src) * coverage + f32::from(dst) * (1.0 - coverage)).round() as u8
    };
    let blended = PremultipliedColorU8::from_rgba(
        mix(rgb[0], pixel.red()),
        mix(rgb[1], pixel.green()),
        mix(rgb[2], pixel.blue()),
        mix(255, pixel.alpha()),
    );
    if let Some(blended) = blended {
        *pixel = blended;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn regular(px: f32) -> Style<'static> {
        let fonts = fonts().expect("the embedded fonts parse");
        Style {
            font: &fonts.regular,
            px,
            rgb: [0, 0, 0],
        }
    }

    #[test]
    fn a_short_text_is_kept_whole() {
        // given a name that fits / when fitted / then it is unchanged
        assert_eq!(fit(regular(20.0), "Élodie", 200.0), "Élodie");
    }

    #[test]
    fn a_long_text_is_cut_with_an_ellipsis_within_the_width() {
        // given a 200-character name / when fitted into 120 px
        let style = regular(20.0);
        let fitted = fit(style, &"Anticonstitutionnellement ".repeat(8), 120.0);
        // then it ends with "…", is not empty and fits
        assert!(fitted.ends_with('…') && fitted.len() > 3, "{fitted}");
        assert!(width(style, &fitted) <= 120.0);
    }

    #[test]
    fn glyphs_the_font_lacks_are_skipped() {
        // given a name with a colour emoji (DejaVu Sans has none) and a newline
        let fitted = fit(regular(20.0), "Zoé 🐺\nloup", 500.0);
        // then the emoji is dropped, the newline becomes a space and the rest stays
        assert!(
            fitted.starts_with("Zoé") && fitted.ends_with(" loup"),
            "{fitted}"
        );
        assert!(!fitted.contains('🐺'));
    }

    #[test]
    fn nothing_fits_in_no_room() {
        assert_eq!(fit(regular(20.0), "Arthur", 1.0), "");
    }
}
