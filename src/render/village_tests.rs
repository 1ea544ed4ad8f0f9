//! Tests of the village picture: geometry, colours and robustness.

use super::*;
use crate::render::layout::Spot;

/// The widest title, as the layout tests assume.
const WIDE: f32 = f32::INFINITY;

fn seat(name: &str) -> Seat {
    Seat {
        name: name.to_string(),
        alive: true,
        ..Seat::default()
    }
}

fn village(count: usize) -> VillageView {
    let seats = (0..count).map(|i| seat(&format!("Joueur {i}"))).collect();
    VillageView {
        title: "Jour 2 — vote".to_string(),
        seats,
        voting: false,
    }
}

fn render_ok(view: &VillageView) -> Pixmap {
    let png = render_png(view).expect("renders");
    Pixmap::decode_png(&png).expect("a valid PNG")
}

/// The pixels in the square of half-side `half` around (`x`, `y`).
fn pixels(pixmap: &Pixmap, x: f32, y: f32, half: f32) -> Vec<[u8; 3]> {
    let mut out = Vec::new();
    for py in (y - half) as u32..=(y + half) as u32 {
        for px in (x - half) as u32..=(x + half) as u32 {
            if let Some(p) = pixmap.pixel(px, py) {
                out.push([p.red(), p.green(), p.blue()]);
            }
        }
    }
    out
}

// By reference: `Iterator::any` hands each pixel as one.
#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_red(p: &[u8; 3]) -> bool {
    p[0] > 150 && p[1] < 90 && p[2] < 90
}

#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_dark(p: &[u8; 3]) -> bool {
    p.iter().all(|&c| c < 110)
}

/// How many pixels differ between two same-sized pictures around a point.
fn differing(a: &Pixmap, b: &Pixmap, x: f32, y: f32, half: f32) -> usize {
    let (pa, pb) = (pixels(a, x, y, half), pixels(b, x, y, half));
    pa.iter().zip(&pb).filter(|(p, q)| p != q).count()
}

#[test]
fn the_png_decodes_with_the_expected_size() {
    // given 6, 12 and 30 players / when rendered / then valid PNGs of the laid-out size
    for (count, side) in [(6, 1024), (12, 1024), (30, 1528)] {
        let pixmap = render_ok(&village(count));
        assert_eq!(
            (pixmap.width(), pixmap.height()),
            (side, side),
            "{count} seats"
        );
        assert_eq!(layout(count, WIDE).side, side);
    }
}

#[test]
fn the_leaders_count_is_red_and_the_others_are_not() {
    // given a vote where seats 0 and 2 lead with 3 votes, seat 1 has 1 and seat 3 has 0
    let mut view = village(8);
    view.voting = true;
    for (seat, votes) in view.seats.iter_mut().zip([3, 1, 3, 0, 0, 0, 0, 0]) {
        seat.votes = Some(votes);
    }
    // when rendered
    let pixmap = render_ok(&view);
    let layout = layout(8, WIDE);
    let area = |i: usize| {
        pixels(
            &pixmap,
            layout.spots[i].x,
            layout.spots[i].y,
            layout.cushion * 0.6,
        )
    };
    // then both leaders' counts hold red pixels, the others none, yet they are drawn (dark)
    assert!(area(0).iter().any(is_red), "leader 0");
    assert!(area(2).iter().any(is_red), "leader 2");
    for i in [1, 3] {
        assert!(!area(i).iter().any(is_red), "seat {i} is no leader");
        assert!(area(i).iter().any(is_dark), "seat {i}'s count is drawn");
    }
}

#[test]
fn no_seat_leads_with_zero_votes_and_no_count_shows_outside_a_vote() {
    // given everyone at 0 during a vote, then the same counts with the vote closed
    let mut view = village(6);
    view.voting = true;
    view.seats.iter_mut().for_each(|s| s.votes = Some(0));
    let layout = layout(6, WIDE);
    let (x, y, half) = (layout.spots[0].x, layout.spots[0].y, layout.cushion * 0.6);
    // when rendered / then nothing is red, and with the vote closed the cushion is empty
    let during = render_ok(&view);
    assert!(!pixels(&during, x, y, half).iter().any(is_red));
    assert!(pixels(&during, x, y, half).iter().any(is_dark));
    view.voting = false;
    let after = render_ok(&view);
    assert!(!pixels(&after, x, y, half).iter().any(is_dark));
}

#[test]
fn a_dead_seat_differs_from_a_living_one_at_its_position() {
    // given the same village with seat 4 alive, then dead
    let alive = village(12);
    let mut dead = alive.clone();
    dead.seats[4].alive = false;
    // when both are rendered
    let (a, b) = (render_ok(&alive), render_ok(&dead));
    let layout = layout(12, WIDE);
    let spot = layout.spots[4];
    // then seat 4 looks different (a grave), and seat 5 does not change
    assert!(differing(&a, &b, spot.x, spot.y, layout.cushion) > 200);
    let other = layout.spots[5];
    assert_eq!(differing(&a, &b, other.x, other.y, layout.cushion), 0);
}

#[test]
fn each_mark_changes_its_seat() {
    // given seats 1, 2, 3 as Maire, locked and gagged
    let plain = village(6);
    let mut marked = plain.clone();
    marked.seats[1].mayor = true;
    marked.seats[2].locked = true;
    marked.seats[3].gagged = true;
    // when rendered
    let (a, b) = (render_ok(&plain), render_ok(&marked));
    let layout = layout(6, WIDE);
    // then each marked seat differs around its cushion, and an unmarked one does not
    for i in [1, 2, 3] {
        let spot = layout.spots[i];
        assert!(
            differing(&a, &b, spot.x, spot.y, layout.cushion * 1.4) > 100,
            "seat {i}"
        );
    }
    let spot = layout.spots[0];
    assert_eq!(differing(&a, &b, spot.x, spot.y, layout.cushion * 1.4), 0);
}

#[test]
fn a_name_is_written_under_its_cushion() {
    // given seat 0 named, then unnamed
    let named = village(6);
    let mut unnamed = named.clone();
    unnamed.seats[0].name = String::new();
    let layout = layout(6, WIDE);
    let spot = layout.spots[0];
    // when rendered / then dark ink appears on the name line only when there is a name
    let ink = |p: &Pixmap| {
        pixels(p, spot.x, spot.name_y, layout.name_px * 0.4)
            .iter()
            .any(is_dark)
    };
    assert!(ink(&render_ok(&named)));
    assert!(!ink(&render_ok(&unnamed)));
}

#[test]
fn hostile_names_do_not_panic() {
    // given a 200-character name, an empty one, emoji, accents and control characters
    let mut view = village(6);
    view.seats[0].name = "é".repeat(200);
    view.seats[1].name = String::new();
    view.seats[2].name = "🐺🎖️🔒🔇 Loup‍Garou 👨‍👩‍👧".to_string();
    view.seats[3].name = "Ça\u{0}\n\t\u{202e}va".to_string();
    view.seats[4].name = "\u{fffd}\u{10ffff}".to_string();
    view.title = "T".repeat(500);
    view.voting = true;
    view.seats[5].votes = Some(u32::MAX);
    // when rendered / then a picture comes out
    assert_eq!(render_ok(&view).width(), 1024);
}

#[test]
fn degenerate_villages_render() {
    // given no seat, one seat and more seats than the layout grows for
    for count in [0, 1, 2, 45] {
        // when rendered / then it does not panic
        assert!(render_png(&village(count)).is_ok(), "{count} seats");
    }
}

#[test]
fn names_and_cushions_never_overlap_from_6_to_30_seats() {
    // given every size from 6 to 30 / when laid out
    for count in 6..=30 {
        let layout = layout(count, WIDE);
        let name_box = |s: &Spot| layout.name_box(s, s.name_width);
        let cushion_box = |s: &Spot| layout.cushion_box(s);
        let overlap = |a: (f32, f32, f32, f32), b: (f32, f32, f32, f32)| {
            a.0 < b.2 && b.0 < a.2 && a.1 < b.3 && b.1 < a.3
        };
        let side = layout.side as f32;
        for (i, a) in layout.spots.iter().enumerate() {
            // then every name box is in the picture and wide enough for a few letters
            let n = name_box(a);
            assert!(
                !overlap(n, cushion_box(a)),
                "{count}: name {i} on its own cushion"
            );
            let (w, h) = layout.title;
            let c = side / 2.0;
            assert!(
                !overlap(n, (c - w, c - h, c + w, c + h)),
                "{count}: name {i} on the title"
            );
            assert!(
                n.0 >= 0.0 && n.2 <= side && n.3 <= side,
                "{count}: seat {i} leaves the picture"
            );
            assert!(
                a.name_width >= layout.name_px * 4.0,
                "{count}: seat {i} has no room"
            );
            for (j, b) in layout.spots.iter().enumerate().filter(|&(j, _)| j != i) {
                // and no name box meets another name or another seat's cushion and marks
                assert!(!overlap(n, name_box(b)), "{count}: names {i} and {j}");
                assert!(
                    !overlap(n, cushion_box(b)),
                    "{count}: name {i}, cushion {j}"
                );
            }
        }
    }
}

/// A realistic 30-player vote, for eyes: `VILLAGE_EXAMPLE=/tmp/village-30.png cargo test
/// --lib render -- --ignored` (`VILLAGE_SEATS=12` for fewer players).
#[test]
#[ignore = "writes an example picture, run by hand"]
fn writes_an_example() {
    let names = [
        "Amélie",
        "Bérénice Delacroix-Montfort",
        "Clément",
        "Dédé 🐺",
        "Élise",
        "François",
        "Gaëlle",
        "Hugo",
        "Inès",
        "Jean-Baptiste Poquelin",
        "Kévin",
        "Léa",
        "Maëlys",
        "Noé",
        "Océane",
        "Pierre",
        "Quentin",
        "Rose",
        "Sébastien",
        "Théo",
        "Ulysse",
        "Valérie",
        "William",
        "Xavier",
        "Yasmine",
        "Zoé",
        "Anaïs",
        "Baptiste",
        "Chloé",
        "Damien",
    ];
    let seats = names
        .iter()
        .enumerate()
        .map(|(i, name)| Seat {
            name: name.to_string(),
            alive: ![3, 8, 17, 25].contains(&i),
            mayor: i == 5,
            locked: i == 12,
            gagged: i == 20,
            votes: (![3, 8, 12, 17, 25].contains(&i)).then_some([0, 1, 2, 4][i % 4] % 5),
        })
        .collect::<Vec<_>>();
    let count = std::env::var("VILLAGE_SEATS")
        .ok()
        .and_then(|n| n.parse().ok());
    let seats = seats.into_iter().take(count.unwrap_or(30)).collect();
    let view = VillageView {
        title: "Jour 4 — vote".to_string(),
        seats,
        voting: true,
    };
    let png = render_png(&view).expect("renders");
    if let Ok(path) = std::env::var("VILLAGE_EXAMPLE") {
        std::fs::write(path, png).expect("writes");
    }
}
