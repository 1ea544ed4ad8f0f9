//! Where the village picture puts each seat and its name: the circle, the cushion size, and
//! for each name a line that meets no other name, cushion, mark or the title.

use std::f32::consts::{PI, TAU};

/// How a name sits against its anchor point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Align {
    /// Centred under the cushion (top and bottom of the circle).
    Centre,
    /// Starting at the anchor, to the right of the cushion (left side of the circle).
    Left,
    /// Ending at the anchor, to the left of the cushion (right side of the circle).
    Right,
}

/// Where everything goes, computed from the number of seats only.
#[derive(Clone, Debug)]
pub(crate) struct Layout {
    /// The picture is `side` × `side` pixels.
    pub side: u32,
    pub radius: f32,
    /// The radius of a cushion; a grave takes about the same room.
    pub cushion: f32,
    pub name_px: f32,
    /// The title's size in pixels.
    pub title_px: f32,
    /// Half the width and height of the title's box, in the centre.
    pub title: (f32, f32),
    pub spots: Vec<Spot>,
}

/// One seat's place: the cushion's centre and the line for its name.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Spot {
    pub x: f32,
    pub y: f32,
    pub name_x: f32,
    pub name_y: f32,
    pub align: Align,
    pub name_width: f32,
}

impl Layout {
    /// Half the height of a name's line.
    pub fn line(&self) -> f32 {
        0.65 * self.name_px
    }

    /// The box (left, top, right, bottom) a name of `width` takes at `spot`.
    #[cfg(test)]
    pub fn name_box(&self, spot: &Spot, width: f32) -> (f32, f32, f32, f32) {
        let (top, bottom) = (spot.name_y - self.line(), spot.name_y + self.line());
        match spot.align {
            Align::Centre => (
                spot.name_x - width / 2.0,
                top,
                spot.name_x + width / 2.0,
                bottom,
            ),
            Align::Left => (spot.name_x, top, spot.name_x + width, bottom),
            Align::Right => (spot.name_x - width, top, spot.name_x, bottom),
        }
    }

    /// The box a seat's cushion (or grave) and its marks take.
    pub fn cushion_box(&self, spot: &Spot) -> (f32, f32, f32, f32) {
        let r = self.cushion;
        (
            spot.x - 1.2 * r,
            spot.y - 1.2 * r,
            spot.x + 1.2 * r,
            spot.y + 1.2 * r,
        )
    }
}

/// The sine of the angle to the horizontal up to which a seat's name goes beside it.
const SIDE: f32 = 0.85;

/// Lays out `count` seats: 1024 px up to 12 players, growing by 28 px a player up to 1600.
/// The first seat is at the top, the others clockwise; names go under the cushions, except
/// within 60° of the horizontal: there they go beside, towards the centre.
/// `title_width` is the width of the drawn title, capped at what the circle allows.
pub(crate) fn layout(count: usize, title_width: f32) -> Layout {
    let extra = count.saturating_sub(12).min(20) as u32;
    let side = 1024 + 28 * extra;
    let half = side as f32 / 2.0;
    let radius = half - 100.0;
    let spacing = TAU * radius / count.max(1) as f32;
    let cushion = (spacing * 0.3).clamp(10.0, 46.0);
    let name_px = (spacing * 0.16).clamp(12.0, 26.0);
    let title_px = (radius * 0.11).clamp(24.0, 48.0);
    let title_half = (title_width / 2.0 + 24.0).min((radius - cushion) * 0.55);
    let title = (title_half, title_px * 0.7);
    let spots = (0..count)
        .map(|i| {
            let angle = -PI / 2.0 + TAU * i as f32 / count as f32;
            let (x, y) = (half + radius * angle.cos(), half + radius * angle.sin());
            let below = y + cushion * 1.2 + 6.0 + 0.7 * name_px;
            Spot {
                x,
                y,
                name_x: x,
                name_y: below,
                align: Align::Centre,
                name_width: 0.0,
            }
        })
        .collect();
    let mut layout = Layout {
        side,
        radius,
        cushion,
        name_px,
        title_px,
        title,
        spots,
    };
    // On the sides the seats stack up: names go beside them, towards the centre.
    let gap = cushion * 1.2 + 6.0;
    for spot in &mut layout.spots {
        let (dx, dy) = ((spot.x - half) / radius, (spot.y - half) / radius);
        if dy.abs() <= SIDE && count >= 3 {
            let gap = if dx > 0.0 { -gap } else { gap };
            spot.name_x = spot.x + gap;
            spot.name_y = spot.y - (gap.abs() + 2.0) * dy;
            spot.align = if dx > 0.0 { Align::Right } else { Align::Left };
        }
    }
    measure(&mut layout);
    layout
}

/// Sets every name's width from the current anchors.
fn measure(layout: &mut Layout) {
    let widths: Vec<f32> = (0..layout.spots.len())
        .map(|i| name_width(layout, i))
        .collect();
    for (spot, width) in layout.spots.iter_mut().zip(widths) {
        spot.name_width = width;
    }
}

/// The widest the name of seat `index` may be: at most 320 px, inside the picture, clear of
/// every cushion, the title, and half-way to any other name anchor on the same line.
fn name_width(layout: &Layout, index: usize) -> f32 {
    let Some(spot) = layout.spots.get(index) else {
        return 0.0;
    };
    let side = layout.side as f32;
    let (top, bottom) = (spot.name_y - layout.line(), spot.name_y + layout.line());
    let meets = |(_, t, _, b): (f32, f32, f32, f32)| top < b && t < bottom;
    // How far the name may reach to the left and to the right of its anchor.
    let mut reach = [spot.name_x - 12.0, side - spot.name_x - 12.0];
    let mut block = |(l, _, r, _): (f32, f32, f32, f32), halfway: bool| {
        let (left, right) = if halfway {
            ((spot.name_x - r) / 2.0, (l - spot.name_x) / 2.0)
        } else {
            (spot.name_x - r, l - spot.name_x)
        };
        if r <= spot.name_x {
            reach[0] = reach[0].min(left - 4.0);
        } else if l >= spot.name_x {
            reach[1] = reach[1].min(right - 4.0);
        } else {
            reach = [0.0, 0.0];
        }
    };
    let centre = side / 2.0;
    let (tw, th) = layout.title;
    let title = (centre - tw, centre - th, centre + tw, centre + th);
    if meets(title) {
        block(title, false);
    }
    for (_, other) in layout.spots.iter().enumerate().filter(|&(j, _)| j != index) {
        let cushion = layout.cushion_box(other);
        if meets(cushion) {
            block(cushion, false);
        }
        let anchor = (
            other.name_x,
            other.name_y - layout.line(),
            other.name_x,
            other.name_y + layout.line(),
        );
        if meets(anchor) {
            block(anchor, true);
        }
    }
    let [left, right] = reach.map(|r| r.max(0.0));
    let width = match spot.align {
        Align::Centre => 2.0 * left.min(right),
        Align::Left => right,
        Align::Right => left,
    };
    width.clamp(0.0, 320.0)
}
