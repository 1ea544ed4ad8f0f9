//! `regisseur simulate`: many Loups-Garous games with bot players (smart by default, or
//! today's random ones with `--bots random`), summed up as the balance meter MJs use to judge
//! a composition.

use std::collections::BTreeMap;
use std::process::ExitCode;

use engine::loups_garous::role::{Camp, Role};
use engine::loups_garous::simulate::{simulate_game_as, GameSummary, Players};
use engine::loups_garous::ForcedCache;

use crate::i18n::I18n;
use crate::tr;

/// Per role: games where it survived / died, and how often its holder won in each case.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
struct RoleTally {
    survived: u64,
    survived_won: u64,
    died: u64,
    died_won: u64,
}

/// What many games add up to.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Tally {
    games: u64,
    days: u64,
    wins: BTreeMap<Option<Camp>, u64>,
    roles: BTreeMap<Role, RoleTally>,
}

impl Tally {
    fn add(&mut self, game: &GameSummary) {
        self.games += 1;
        self.days += u64::from(game.days);
        *self.wins.entry(game.winner).or_default() += 1;
        for &(role, survived, won) in &game.seats {
            let t = self.roles.entry(role).or_default();
            if survived {
                t.survived += 1;
                t.survived_won += u64::from(won);
            } else {
                t.died += 1;
                t.died_won += u64::from(won);
            }
        }
    }

    fn merge(&mut self, other: Tally) {
        self.games += other.games;
        self.days += other.days;
        for (camp, n) in other.wins {
            *self.wins.entry(camp).or_default() += n;
        }
        for (role, t) in other.roles {
            let mine = self.roles.entry(role).or_default();
            mine.survived += t.survived;
            mine.survived_won += t.survived_won;
            mine.died += t.died;
            mine.died_won += t.died_won;
        }
    }

    /// How much a role's survival moves its holder's chance to win, in points.
    fn survival_effect(t: &RoleTally) -> Option<f64> {
        if t.survived == 0 || t.died == 0 {
            return None;
        }
        let alive = t.survived_won as f64 / t.survived as f64;
        let dead = t.died_won as f64 / t.died as f64;
        Some((alive - dead) * 100.0)
    }

    /// The most decisive roles: how much more a role's survival matters than that of an
    /// average member of its camp (winners survive more often in every camp, so the raw
    /// effect alone says little).
    fn decisiveness(&self) -> Vec<(Role, f64)> {
        let mut camps: BTreeMap<Camp, RoleTally> = BTreeMap::new();
        for (role, t) in &self.roles {
            let c = camps.entry(role.camp()).or_default();
            c.survived += t.survived;
            c.survived_won += t.survived_won;
            c.died += t.died;
            c.died_won += t.died_won;
        }
        let mut out: Vec<(Role, f64)> = self
            .roles
            .iter()
            .filter_map(|(role, t)| {
                let own = Self::survival_effect(t)?;
                let camp = Self::survival_effect(&camps[&role.camp()])?;
                Some((*role, own - camp))
            })
            .collect();
        out.sort_by(|a, b| b.1.abs().total_cmp(&a.1.abs()).then(a.0.cmp(&b.0)));
        out
    }
}

/// A proportion and its 95 % Wilson interval.
pub fn wilson(k: u64, n: u64) -> (f64, f64, f64) {
    let n = n.max(1) as f64;
    let p = k as f64 / n;
    let z = 1.96_f64;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    (p, (centre - half).max(0.0), (centre + half).min(1.0))
}

/// Parses `--composition voyante,loup-garou,…`.
pub fn parse_composition(text: &str) -> anyhow::Result<Vec<Role>> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|id| Role::from_id(id).ok_or_else(|| anyhow::anyhow!("unknown role id `{id}`")))
        .collect()
}

/// Plays the games on every core; the result does not depend on how many there are (game
/// `i` always has the seed derived from `seed + i`).
pub fn play_games(
    players: usize,
    composition: Option<Vec<Role>>,
    seed: u64,
    games: u64,
    bots: Players,
    progress: &(dyn Fn() + Sync),
) -> anyhow::Result<Tally> {
    let workers = std::thread::available_parallelism().map_or(1, std::num::NonZero::get) as u64;
    let per = games.div_ceil(workers.max(1));
    let results: Vec<anyhow::Result<Tally>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                let composition = composition.clone();
                scope.spawn(move || {
                    let mut tally = Tally::default();
                    // §6.2's verdicts are exact for a position and budget: one cache per
                    // worker saves the searches positions repeat across games.
                    let mut cache = ForcedCache::new();
                    for i in (w * per)..((w + 1) * per).min(games) {
                        let game_seed = seed.wrapping_add(i).wrapping_mul(0x9e37_79b9_7f4a_7c15);
                        let game = simulate_game_as(
                            players,
                            composition.clone(),
                            game_seed,
                            &mut cache,
                            bots,
                        )
                        .map_err(|e| anyhow::anyhow!("{e}"))?;
                        tally.add(&game);
                        progress();
                    }
                    Ok(tally)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a simulation thread panicked"))
            .collect()
    });
    let mut total = Tally::default();
    for r in results {
        total.merge(r?);
    }
    Ok(total)
}

/// The table, in the given locale.
pub fn table(i18n: &I18n, locale: &str, tally: &Tally, players: usize, bots: Players) -> String {
    let mut out = vec![
        tr!(i18n, locale, "simulate-bots", bots = bots.id()),
        tr!(
            i18n,
            locale,
            "simulate-header",
            games = tally.games as i64,
            players = players,
            days = i18n.decimal(locale, tally.days as f64 / tally.games.max(1) as f64, 2)
        ),
    ];
    for (camp, wins) in &tally.wins {
        let (p, lo, hi) = wilson(*wins, tally.games);
        let camp = match camp {
            Some(c) => tr!(i18n, locale, "lg-camp-name", camp = c.id()),
            None => tr!(i18n, locale, "simulate-no-winner"),
        };
        out.push(tr!(
            i18n,
            locale,
            "simulate-camp",
            camp = camp,
            rate = i18n.decimal(locale, p * 100.0, 1),
            low = i18n.decimal(locale, lo * 100.0, 1),
            high = i18n.decimal(locale, hi * 100.0, 1)
        ));
    }
    let roles = tally.decisiveness();
    out.push(tr!(i18n, locale, "simulate-roles"));
    for (role, delta) in roles.iter().take(8) {
        let name = tr!(i18n, locale, "lg-role-name", role = role.id());
        out.push(tr!(
            i18n,
            locale,
            "simulate-role",
            role = name,
            delta = signed(i18n.decimal(locale, *delta, 1))
        ));
    }
    out.join("\n")
}

/// A change in points with its sign, « +3,2 » or « -1,0 ».
fn signed(number: String) -> String {
    if number.starts_with('-') {
        number
    } else {
        format!("+{number}")
    }
}

/// Parses `--bots random|smart|smart-village|smart-hostiles`.
pub fn parse_bots(text: &str) -> anyhow::Result<Players> {
    Players::from_id(text).ok_or_else(|| {
        let ids: Vec<&str> = Players::ALL.iter().map(|p| p.id()).collect();
        anyhow::anyhow!("unknown players `{text}` (one of {})", ids.join(", "))
    })
}

/// `regisseur simulate`.
pub fn run(
    players: usize,
    games: u64,
    composition: Option<&str>,
    seed: u64,
    bots: &str,
    locale: &str,
) -> anyhow::Result<ExitCode> {
    let i18n = I18n::load()?;
    let bots = parse_bots(bots)?;
    let composition = composition.map(parse_composition).transpose()?;
    let bar = indicatif::ProgressBar::new(games);
    bar.set_style(
        indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} {eta}")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    let tally = play_games(players, composition, seed, games, bots, &|| bar.inc(1))?;
    bar.finish_and_clear();
    println!("{}", table(&i18n, locale, &tally, players, bots));
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parallel_games_add_up_and_repeat() {
        let a = play_games(8, None, 5, 30, Players::Smart, &|| {}).unwrap();
        let b = play_games(8, None, 5, 30, Players::Smart, &|| {}).unwrap();
        assert_eq!(a, b, "same seed, same result");
        assert_eq!(a.games, 30);
        assert_eq!(a.wins.values().sum::<u64>(), 30);
        let i18n = I18n::load().unwrap();
        let text = table(&i18n, "fr", &a, 8, Players::Smart);
        assert!(text.contains("30 parties"), "{text}");
        assert!(text.contains("malins"), "{text}");
        let camp = |line: &&str| line.contains(" % [");
        let rate = text.lines().find(camp).expect("a camp's line");
        assert!(
            rate.contains(',') && !rate.contains('.'),
            "French decimals: {rate}"
        );
        let random = play_games(8, None, 5, 30, Players::Random, &|| {}).unwrap();
        assert_ne!(a, random, "the players change the games");
        let text = table(&i18n, "en-US", &random, 8, Players::Random);
        assert!(text.contains("Simulated players: random"), "{text}");
        let rate = text
            .lines()
            .find(|l| l.contains("% ["))
            .expect("a camp's line");
        assert!(
            rate.contains('.') && !rate.contains(','),
            "English decimals: {rate}"
        );
    }

    #[test]
    fn refuses_an_unknown_role() {
        assert!(parse_composition("voyante,loup-garou").is_ok());
        assert!(parse_composition("voyante,dragon").is_err());
        assert!(play_games(
            8,
            Some(vec![Role::Voyante; 8]),
            1,
            2,
            Players::Smart,
            &|| {}
        )
        .is_err());
        assert_eq!(parse_bots("random").unwrap(), Players::Random);
        assert!(parse_bots("clever").is_err());
    }

    #[test]
    fn the_wilson_interval_holds_the_rate() {
        let (p, lo, hi) = wilson(30, 100);
        assert!((p - 0.3).abs() < 1e-9 && lo < p && p < hi && lo > 0.2 && hi < 0.4);
    }
}
