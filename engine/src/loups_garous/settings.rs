//! Game settings: every duration of the rules with its default, and the other knobs (§2–§5).

use crate::setting::{Expected, SettingError};

use serde::{Deserialize, Serialize};

/// The settings of one game. Durations are in seconds.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    pub libre: i64,
    pub crepuscule: i64,
    pub preparatifs: i64,
    pub chasse: i64,
    pub retraite: i64,
    pub loup_garou_noir: i64,
    pub remedes: i64,
    pub araignee_loup: i64,
    pub aube: i64,
    pub election: i64,
    pub parole: i64,
    pub silence: i64,
    pub assemblee: i64,
    pub vote: i64,
    pub egalite: i64,
    pub tir: i64,
    pub succession: i64,
    pub coup: i64,
    pub second_vote_fenetre: i64,
    pub second_vote_debat: i64,
    pub second_vote: i64,
    /// §5: offline this long (with the presence intent) makes a player *parti*; the adapter
    /// watches presence and sends `Command::Departed`.
    pub deconnexion: i64,
    /// At most this many players gagged at the same time.
    pub baillons_max: u32,
    /// Petite Fille: relay and capture probabilities, in percent. Close enough she hears
    /// every den message (« Si la Petite Fille est assez près, elle les entend »).
    pub loin_p: u32,
    pub loin_q: u32,
    pub pres_p: u32,
    pub pres_q: u32,
    /// §6.2: end the game as soon as a faction can force its win (`fin-anticipee=non` turns
    /// the search off, e.g. for a scenario that pins another rule).
    pub fin_anticipee: bool,
    /// Sorcière: both fioles the same night (the base game's option).
    pub sorciere_deux_fioles: bool,
    /// Voice mode (`/mj creer vocal:oui`): the game also has the voice channels `place` and
    /// `cimetiere`; the microphone is also the Speak of voice `place`.
    #[serde(default)]
    pub vocal: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            libre: 120,
            crepuscule: 90,
            preparatifs: 45,
            chasse: 60,
            retraite: 20,
            loup_garou_noir: 20,
            remedes: 40,
            araignee_loup: 20,
            aube: 15,
            election: 60,
            parole: 30,
            silence: 10,
            assemblee: 30,
            vote: 60,
            egalite: 30,
            tir: 30,
            succession: 30,
            coup: 60,
            second_vote_fenetre: 15,
            second_vote_debat: 30,
            second_vote: 60,
            deconnexion: 120,
            baillons_max: 2,
            loin_p: 30,
            loin_q: 5,
            pres_p: 100,
            pres_q: 20,
            sorciere_deux_fioles: false,
            fin_anticipee: true,
            vocal: false,
        }
    }
}

impl Settings {
    /// Every key `set` reads (the older `coup-d-etat` aside).
    pub const KEYS: &'static [&'static str] = &[
        "libre",
        "crepuscule",
        "preparatifs",
        "chasse",
        "retraite",
        "loup-garou-noir",
        "remedes",
        "araignee-loup",
        "aube",
        "election",
        "parole",
        "silence",
        "assemblee",
        "vote",
        "egalite",
        "tir",
        "succession",
        "coup",
        "second-vote-fenetre",
        "second-vote-debat",
        "second-vote",
        "deconnexion",
        "baillons-max",
        "loin-p",
        "loin-q",
        "pres-p",
        "pres-q",
        "fin-anticipee",
        "sorciere-deux-fioles",
        "vocal",
    ];

    /// Every setting as a `key=value` pair `set` reads back (durations in seconds).
    ///
    /// ```
    /// use engine::loups_garous::Settings;
    /// let mut s = Settings::default();
    /// let custom = Settings { parole: 45, ..Settings::default() };
    /// for (k, v) in custom.pairs() {
    ///     s.set(k, &v).unwrap();
    /// }
    /// assert_eq!(s.parole, 45);
    /// ```
    pub fn pairs(&self) -> Vec<(&'static str, String)> {
        let secs = [
            ("libre", self.libre),
            ("crepuscule", self.crepuscule),
            ("preparatifs", self.preparatifs),
            ("chasse", self.chasse),
            ("retraite", self.retraite),
            ("loup-garou-noir", self.loup_garou_noir),
            ("remedes", self.remedes),
            ("araignee-loup", self.araignee_loup),
            ("aube", self.aube),
            ("election", self.election),
            ("parole", self.parole),
            ("silence", self.silence),
            ("assemblee", self.assemblee),
            ("vote", self.vote),
            ("egalite", self.egalite),
            ("tir", self.tir),
            ("succession", self.succession),
            ("coup", self.coup),
            ("second-vote-fenetre", self.second_vote_fenetre),
            ("second-vote-debat", self.second_vote_debat),
            ("second-vote", self.second_vote),
            ("deconnexion", self.deconnexion),
        ];
        let counts = [
            ("baillons-max", self.baillons_max),
            ("loin-p", self.loin_p),
            ("loin-q", self.loin_q),
            ("pres-p", self.pres_p),
            ("pres-q", self.pres_q),
        ];
        let yes = |b: bool| if b { "oui" } else { "non" }.to_owned();
        let mut out: Vec<(&'static str, String)> = secs
            .into_iter()
            .map(|(k, v)| (k, format!("{v}s")))
            .collect();
        out.extend(counts.into_iter().map(|(k, v)| (k, v.to_string())));
        out.push(("fin-anticipee", yes(self.fin_anticipee)));
        out.push(("sorciere-deux-fioles", yes(self.sorciere_deux_fioles)));
        out.push(("vocal", yes(self.vocal)));
        out
    }

    /// The pairs where `self` differs from `base`.
    pub fn differences(&self, base: &Settings) -> Vec<(&'static str, String)> {
        let base = base.pairs();
        self.pairs()
            .into_iter()
            .filter(|pair| !base.contains(pair))
            .collect()
    }

    /// Sets one setting from a scenario or `/mj creer` pair (`parole=30s`, `baillons-max=3`).
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), SettingError> {
        let wrong = |expected| SettingError::malformed(key, value, expected);
        let secs = || -> Result<i64, SettingError> {
            crate::scenario::parse_duration(value)
                .map(|d| d.num_seconds())
                .map_err(|_| wrong(Expected::Duration))
        };
        let num = || value.parse::<u32>().map_err(|_| wrong(Expected::Number));
        let flag = || crate::setting::flag(value).ok_or_else(|| wrong(Expected::Flag));
        let key = key.replace('_', "-");
        match key.as_str() {
            "libre" => self.libre = secs()?,
            "crepuscule" => self.crepuscule = secs()?,
            "preparatifs" => self.preparatifs = secs()?,
            "chasse" => self.chasse = secs()?,
            "retraite" => self.retraite = secs()?,
            "loup-garou-noir" => self.loup_garou_noir = secs()?,
            "remedes" => self.remedes = secs()?,
            "araignee-loup" => self.araignee_loup = secs()?,
            "aube" => self.aube = secs()?,
            "election" => self.election = secs()?,
            "parole" => self.parole = secs()?,
            "silence" => self.silence = secs()?,
            "assemblee" => self.assemblee = secs()?,
            "vote" => self.vote = secs()?,
            "egalite" => self.egalite = secs()?,
            "tir" => self.tir = secs()?,
            "succession" => self.succession = secs()?,
            "coup" | "coup-d-etat" => self.coup = secs()?,
            "second-vote-fenetre" => self.second_vote_fenetre = secs()?,
            "second-vote-debat" => self.second_vote_debat = secs()?,
            "second-vote" => self.second_vote = secs()?,
            "deconnexion" => self.deconnexion = secs()?,
            "baillons-max" => self.baillons_max = num()?,
            "loin-p" => self.loin_p = num()?,
            "loin-q" => self.loin_q = num()?,
            "pres-p" => self.pres_p = num()?,
            "pres-q" => self.pres_q = num()?,
            "fin-anticipee" => self.fin_anticipee = flag()?,
            "sorciere-deux-fioles" => self.sorciere_deux_fioles = flag()?,
            "vocal" => self.vocal = flag()?,
            _ => {
                return Err(SettingError::Unknown {
                    key,
                    known: Settings::KEYS,
                })
            }
        }
        Ok(())
    }
}
