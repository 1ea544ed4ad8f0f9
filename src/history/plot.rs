//! Plots drawn by the server as inline SVG (no script, no style attribute: the pages' CSP
//! holds): grouped bars of rates with the simulator's rate marked beside each, and a
//! histogram. Every label is escaped.

use crate::web::text::plain;

/// A series of bars: its name and colour.
#[derive(Debug, Clone)]
pub struct Series {
    pub name: String,
    pub colour: &'static str,
}

/// A group of bars (one per series): its label, and each series' rate (0–1) with the
/// simulator's, when known.
#[derive(Debug, Clone)]
pub struct Group {
    pub label: String,
    pub rates: Vec<(f64, Option<f64>)>,
}

const W: f64 = 640.0;
const H: f64 = 300.0;
const LEFT: f64 = 44.0;
const BOTTOM: f64 = 40.0;
const TOP: f64 = 12.0;

fn frame(title: &str, body: &str) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {W} {H}\" role=\"img\" \
         aria-label=\"{t}\" class=\"plot\"><title>{t}</title>{body}</svg>",
        t = plain(title)
    )
}

/// The y axis from 0 to `top` with `ticks` labels made by `label`.
fn axis(top: f64, ticks: u32, label: impl Fn(f64) -> String) -> String {
    let mut out = String::new();
    for i in 0..=ticks {
        let v = top * f64::from(i) / f64::from(ticks);
        let y = H - BOTTOM - (H - BOTTOM - TOP) * f64::from(i) / f64::from(ticks);
        out += &format!(
            "<line x1=\"{LEFT}\" x2=\"{}\" y1=\"{y:.1}\" y2=\"{y:.1}\" stroke=\"currentColor\" stroke-opacity=\"0.15\"/>\
             <text x=\"{}\" y=\"{:.1}\" font-size=\"11\" text-anchor=\"end\" fill=\"currentColor\">{}</text>",
            W - 8.0,
            LEFT - 4.0,
            y + 4.0,
            plain(&label(v))
        );
    }
    out
}

/// Joins a label and its value.
pub type Labeller<'a> = Box<dyn Fn(&str, &str) -> String + 'a>;

/// How the reader's language writes a rate and a labelled value.
pub struct Words<'a> {
    /// A rate (0–1) as a whole percentage: « 42 % ».
    pub percent: Box<dyn Fn(f64) -> String + 'a>,
    /// A label and its value: « Village : 42 % ».
    pub labelled: Labeller<'a>,
}

/// Grouped bars of rates (0–1); a simulated rate is a dark tick across its bar.
pub fn bars(
    title: &str,
    series: &[Series],
    groups: &[Group],
    simulated: &str,
    words: &Words,
) -> String {
    let mut body = axis(1.0, 4, &words.percent);
    let span = (W - LEFT - 8.0) / groups.len().max(1) as f64;
    let bar = (span * 0.8 / series.len().max(1) as f64).min(40.0);
    let height = H - BOTTOM - TOP;
    for (g, group) in groups.iter().enumerate() {
        let x0 = LEFT + span * g as f64 + (span - bar * series.len() as f64) / 2.0;
        for (s, (rate, sim)) in group.rates.iter().enumerate() {
            let x = x0 + bar * s as f64;
            let h = height * rate.clamp(0.0, 1.0);
            let colour = series.get(s).map_or("#888", |x| x.colour);
            let name = series.get(s).map(|x| x.name.as_str()).unwrap_or_default();
            body += &format!(
                "<rect x=\"{x:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{h:.1}\" fill=\"{colour}\">\
                 <title>{}</title></rect>",
                H - BOTTOM - h,
                bar - 2.0,
                plain(&(words.labelled)(
                    &format!("{} · {name}", group.label),
                    &(words.percent)(*rate)
                )),
            );
            if let Some(sim) = sim {
                let y = H - BOTTOM - height * sim.clamp(0.0, 1.0);
                body += &format!(
                    "<line x1=\"{x:.1}\" x2=\"{:.1}\" y1=\"{y:.1}\" y2=\"{y:.1}\" stroke=\"currentColor\" stroke-width=\"3\">\
                     <title>{}</title></line>",
                    x + bar - 2.0,
                    plain(&(words.labelled)(simulated, &(words.percent)(*sim))),
                );
            }
        }
        body += &format!(
            "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"12\" text-anchor=\"middle\" fill=\"currentColor\">{}</text>",
            LEFT + span * (g as f64 + 0.5),
            H - BOTTOM + 16.0,
            plain(&group.label)
        );
    }
    body += &legend(series, simulated);
    frame(title, &body)
}

fn legend(series: &[Series], simulated: &str) -> String {
    let mut out = String::new();
    let mut x = LEFT;
    let y = H - 8.0;
    for s in series {
        out += &format!(
            "<rect x=\"{x:.1}\" y=\"{:.1}\" width=\"10\" height=\"10\" fill=\"{}\"/>\
             <text x=\"{:.1}\" y=\"{y:.1}\" font-size=\"11\" fill=\"currentColor\">{}</text>",
            y - 9.0,
            s.colour,
            x + 14.0,
            plain(&s.name)
        );
        x += 24.0 + 7.0 * s.name.chars().count() as f64;
    }
    out += &format!(
        "<line x1=\"{x:.1}\" x2=\"{:.1}\" y1=\"{:.1}\" y2=\"{:.1}\" stroke=\"currentColor\" stroke-width=\"3\"/>\
         <text x=\"{:.1}\" y=\"{y:.1}\" font-size=\"11\" fill=\"currentColor\">{}</text>",
        x + 12.0,
        y - 4.0,
        y - 4.0,
        x + 16.0,
        plain(simulated)
    );
    out
}

/// A histogram of whole values in `bins` equal bins.
pub fn histogram(title: &str, values: &[i64], bins: usize, colour: &str, words: &Words) -> String {
    let (Some(lo), Some(hi)) = (values.iter().min(), values.iter().max()) else {
        return frame(title, "");
    };
    let bins = bins.max(1);
    let width = ((hi - lo) as f64 / bins as f64).max(1.0);
    let mut counts = vec![0u32; bins];
    for v in values {
        let i = (((v - lo) as f64) / width) as usize;
        counts[i.min(bins - 1)] += 1;
    }
    let top = f64::from(counts.iter().copied().max().unwrap_or(1).max(1));
    let mut body = axis(top, 4, |v| format!("{v:.0}"));
    let span = (W - LEFT - 8.0) / bins as f64;
    let height = H - BOTTOM - TOP;
    for (i, count) in counts.iter().enumerate() {
        let h = height * f64::from(*count) / top;
        let x = LEFT + span * i as f64;
        let from = lo + (width * i as f64).round() as i64;
        body += &format!(
            "<rect x=\"{x:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{h:.1}\" fill=\"{colour}\"><title>{}</title></rect>\
             <text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"11\" fill=\"currentColor\">{from}</text>",
            H - BOTTOM - h,
            span - 2.0,
            plain(&(words.labelled)(&format!("{from}…"), &count.to_string())),
            H - BOTTOM + 16.0
        );
    }
    frame(title, &body)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn french() -> Words<'static> {
        Words {
            percent: Box::new(|r| format!("{:.0}\u{a0}%", r * 100.0)),
            labelled: Box::new(|l, v| format!("{l}\u{a0}: {v}")),
        }
    }

    #[test]
    fn labels_are_escaped_and_bars_sized_by_rate() {
        let series = [Series {
            name: "<b>Village</b>".into(),
            colour: "#2e8b57",
        }];
        let groups = [Group {
            label: "8".into(),
            rates: vec![(0.5, Some(0.25))],
        }];
        let svg = bars("Taux & victoires", &series, &groups, "simulé", &french());
        assert!(
            svg.contains("&lt;b&gt;Village&lt;/b&gt;") && !svg.contains("<b>"),
            "{svg}"
        );
        assert!(svg.contains("Taux &amp; victoires"));
        assert!(svg.contains("height=\"124.0\""), "half of 248: {svg}");
        assert!(!svg.contains("style="), "no style attribute (CSP)");
        assert!(svg.contains("simulé\u{a0}: 25\u{a0}%"), "{svg}");
    }

    #[test]
    fn a_histogram_counts_every_value() {
        let svg = histogram("Points", &[0, 1, 2, 10, 10], 2, "#345", &french());
        assert!(
            svg.contains("0…\u{a0}: 3") && svg.contains("5…\u{a0}: 2"),
            "{svg}"
        );
        assert!(histogram("Points", &[], 3, "#345", &french()).starts_with("<svg"));
    }
}
