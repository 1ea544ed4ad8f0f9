//! The pinned village picture of Loups-Garous (rules §2): the circle of cushions in seating
//! order, a grave for each dead player, the Maire / locked / gagged / speaker marks, and during a vote
//! each player's count on their cushion, above their name, in red for the leader(s).
//! A pure function from a [`VillageView`] to PNG bytes.

use std::f32::consts::PI;

use thiserror::Error;
use tiny_skia::Pixmap;

use super::layout::{layout, Align, Layout, Spot};
use super::shapes::{self, Rgb};
use super::text::{self, Style};

/// What the picture shows; the bot builds it from the game state, localizing the title.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VillageView {
    /// The line written in the middle of the circle (e.g. "Jour 3 — vote").
    pub title: String,
    /// Every player, in the seating order drawn at distribution; the first sits at the top
    /// and the others follow clockwise.
    pub seats: Vec<Seat>,
    /// Whether a vote is open: counts are drawn only then.
    pub voting: bool,
}

/// One player's place in the circle.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Seat {
    pub name: String,
    /// A dead player's cushion is replaced by a grave.
    pub alive: bool,
    /// The Maire: a gold star.
    pub mayor: bool,
    /// Locked away by the Serrurier: a padlock.
    pub locked: bool,
    /// Gagged by the Roi du silence: a crossed-out loudspeaker.
    pub gagged: bool,
    /// The votes against this player in the open vote; `None` when not in the tally
    /// (dead, locked). Drawn only while [`VillageView::voting`].
    pub votes: Option<u32>,
}

/// Why no picture could be made.
#[derive(Debug, Error)]
pub enum RenderError {
    #[error("the embedded fonts could not be read")]
    Font,
    #[error("a {0}×{0} picture could not be allocated")]
    Canvas(u32),
    #[error("the picture could not be encoded as PNG: {0}")]
    Encode(String),
}

const BACKGROUND: Rgb = [241, 233, 216];
const SQUARE: Rgb = [223, 210, 184];
const SQUARE_EDGE: Rgb = [200, 184, 152];
const CUSHION: Rgb = [252, 247, 234];
const CUSHION_EDGE: Rgb = [54, 104, 130];
const BADGE: Rgb = [255, 255, 255];
const BADGE_EDGE: Rgb = [120, 120, 120];
const INK: Rgb = [34, 34, 38];
const DEAD_INK: Rgb = [118, 110, 98];
/// The colour of a leader's count and cushion edge.
pub const LEADER: Rgb = [206, 24, 24];

/// The seats whose count is the highest one above zero, during a vote.
fn leaders(view: &VillageView) -> Vec<bool> {
    let top = view.seats.iter().filter_map(|s| s.votes).max().unwrap_or(0);
    view.seats
        .iter()
        .map(|s| view.voting && top > 0 && s.votes == Some(top))
        .collect()
}

/// Draws the village picture and encodes it as PNG.
pub fn render_png(view: &VillageView) -> Result<Vec<u8>, RenderError> {
    render(view)?
        .encode_png()
        .map_err(|e| RenderError::Encode(e.to_string()))
}

/// Draws the village picture.
pub(crate) fn render(view: &VillageView) -> Result<Pixmap, RenderError> {
    let fonts = text::fonts().ok_or(RenderError::Font)?;
    let widest = layout(view.seats.len(), f32::INFINITY);
    let title = Style {
        font: &fonts.bold,
        px: widest.title_px,
        rgb: INK,
    };
    let fitted_title = text::fit(title, &view.title, 2.0 * (widest.title.0 - 24.0));
    let layout = layout(view.seats.len(), text::width(title, &fitted_title));
    let mut pixmap =
        Pixmap::new(layout.side, layout.side).ok_or(RenderError::Canvas(layout.side))?;
    let [r, g, b] = BACKGROUND;
    pixmap.fill(tiny_skia::Color::from_rgba8(r, g, b, 255));
    let centre = layout.side as f32 / 2.0;
    let ring = 2.0 * layout.cushion + 40.0;
    shapes::stroke(
        &mut pixmap,
        shapes::circle(centre, centre, layout.radius),
        SQUARE_EDGE,
        ring + 6.0,
    );
    shapes::stroke(
        &mut pixmap,
        shapes::circle(centre, centre, layout.radius),
        SQUARE,
        ring,
    );
    text::draw_centred(&mut pixmap, title, &fitted_title, centre, centre);

    let leaders = leaders(view);
    for ((seat, spot), leader) in view.seats.iter().zip(&layout.spots).zip(leaders) {
        draw_seat(
            &mut pixmap,
            fonts,
            &layout,
            seat,
            spot,
            (view.voting, leader),
        );
    }
    Ok(pixmap)
}

/// Draws one seat: cushion or grave, marks, count (when `vote.0`, red when `vote.1`), name.
fn draw_seat(
    pixmap: &mut Pixmap,
    fonts: &text::Fonts,
    layout: &Layout,
    seat: &Seat,
    spot: &Spot,
    (voting, leader): (bool, bool),
) {
    let r = layout.cushion;
    let (x, y) = (spot.x, spot.y);
    if seat.alive {
        let edge = if leader { LEADER } else { CUSHION_EDGE };
        shapes::disc(pixmap, x, y, r, CUSHION, edge);
    } else {
        shapes::grave(pixmap, x, y, r);
    }
    let badge = (r * 0.42).max(8.0);
    let marks: [(bool, f32, shapes::Mark); 3] = [
        (seat.mayor, -0.75 * PI, shapes::star),
        (seat.locked, -0.25 * PI, shapes::padlock),
        (seat.gagged, 0.25 * PI, shapes::muted),
    ];
    for (shown, angle, draw) in marks {
        if shown {
            let (bx, by) = (x + r * angle.cos(), y + r * angle.sin());
            shapes::disc(pixmap, bx, by, badge, BADGE, BADGE_EDGE);
            draw(pixmap, bx, by, badge * 0.72);
        }
    }
    if let (true, Some(votes)) = (voting, seat.votes) {
        let count = votes.to_string();
        let rgb = if leader { LEADER } else { INK };
        let mut style = Style {
            font: &fonts.bold,
            px: r * 0.95,
            rgb,
        };
        let room = r * 1.5;
        let drawn = text::width(style, &count);
        if drawn > room {
            style.px *= room / drawn;
        }
        text::draw_centred(pixmap, style, &count, x, y);
    }
    let ink = if seat.alive { INK } else { DEAD_INK };
    let style = Style {
        font: &fonts.regular,
        px: layout.name_px,
        rgb: ink,
    };
    let name = text::fit(style, &seat.name, spot.name_width);
    let half = text::width(style, &name) / 2.0;
    let cx = match spot.align {
        Align::Centre => spot.name_x,
        Align::Left => spot.name_x + half,
        Align::Right => spot.name_x - half,
    };
    text::draw_centred(pixmap, style, &name, cx, spot.name_y);
}

#[cfg(test)]
#[path = "village_tests.rs"]
mod tests;
