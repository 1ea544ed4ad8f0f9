//! Abstract tokens: a living player as (camp, kind, flags), with no name and no seat.

use crate::loups_garous::role::Camp;

/// A side that can win (§6.1). A mixed couple is one faction; its two lovers leave their
/// camps for it (see [`Token::lover`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Faction {
    Village,
    Meute,
    LoupGarouBlanc,
    Pyromane,
    /// The Mercenaire while his contract runs; he becomes `Village` when it expires.
    Mercenaire,
    Couple,
}

impl From<Camp> for Faction {
    fn from(c: Camp) -> Faction {
        match c {
            Camp::Village => Faction::Village,
            Camp::Meute => Faction::Meute,
            Camp::LoupGarouBlanc => Faction::LoupGarouBlanc,
            Camp::Pyromane => Faction::Pyromane,
            Camp::Mercenaire => Faction::Mercenaire,
            Camp::Couple => Faction::Couple,
        }
    }
}

impl From<Faction> for Camp {
    fn from(f: Faction) -> Camp {
        match f {
            Faction::Village => Camp::Village,
            Faction::Meute => Camp::Meute,
            Faction::LoupGarouBlanc => Camp::LoupGarouBlanc,
            Faction::Pyromane => Camp::Pyromane,
            Faction::Mercenaire => Camp::Mercenaire,
            Faction::Couple => Camp::Couple,
        }
    }
}

impl Faction {
    /// Every faction, in order (what [`super::check`] tries).
    pub const ALL: [Faction; 6] = [
        Faction::Village,
        Faction::Meute,
        Faction::LoupGarouBlanc,
        Faction::Pyromane,
        Faction::Mercenaire,
        Faction::Couple,
    ];
}

/// A token's power and the state of its items.
///
/// Roles whose powers only give information (Voyante, Renard, Veilleur, Cypher, Nécromancien,
/// Cupidon after night 1) or only gag (Roi du silence: speech is not modelled) map to
/// [`Kind::Plain`]. The "not the same target two nights running" constraints of the
/// Aubergiste and the Tailleur live on their last target ([`Token::hosted_last_night`],
/// [`Token::walled_last_night`]); the Serrurier's is not tracked (the adversary is free of
/// it). F never uses these three powers (see the module notes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    Plain,
    /// `vie` / `mort`: the Fiole de Vie / de Mort is still full.
    Sorciere {
        vie: bool,
        mort: bool,
    },
    Chasseur,
    Corbeau,
    Serrurier,
    Aubergiste,
    Tailleur,
    /// `coup`: the coup d'État is still unplanned (available).
    Dictateur {
        coup: bool,
    },
    /// `tournee`: the tournée générale is still available.
    Tavernier {
        tournee: bool,
    },
    /// `used`: the second vote was already ordered.
    Rachimbourg {
        used: bool,
    },
    /// `revealed`: already designated once; he no longer votes and dies next time.
    Idiot {
        revealed: bool,
    },
    /// `infection`: the infection is still available.
    LoupGarouNoir {
        infection: bool,
    },
    LoupGarouBlanc,
    Pyromane,
    /// `linceul`: the Linceul is still available (it hides a role; no effect here).
    AraigneeLoup {
        linceul: bool,
    },
    PetiteFille,
}

/// A living player, abstracted: identical tokens collapse into a count in a
/// [`super::Position`].
///
/// `camp` is the role's camp (`Meute` for wolves and infected players, `LoupGarouBlanc`,
/// `Pyromane`, `Mercenaire` under contract, `Village` otherwise); the faction the token wins
/// with is [`super::Position::faction_of`], which is `Couple` for the lovers of a mixed
/// couple.
///
/// ```
/// use engine::loups_garous::forced_win::{Faction, Kind, Token};
/// let wolf = Token::new(Faction::Meute, Kind::Plain).maire();
/// assert!(wolf.den() && wolf.claws() && wolf.is_maire);
/// let witch = Token::new(Faction::Village, Kind::Sorciere { vie: false, mort: true });
/// assert!(!witch.den());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Token {
    pub camp: Faction,
    pub kind: Kind,
    /// Holds the Maire's sash.
    pub is_maire: bool,
    /// Soaked by the Pyromane.
    pub soaked: bool,
    /// Locked by the Serrurier until the next Crépuscule: off the square.
    pub locked: bool,
    /// One of Cupidon's two lovers.
    pub is_lover: bool,
    /// The Mercenaire's contract target.
    pub contract_target: bool,
    /// Pre-loaded votes against this token at the day's first vote (Corbeau, surpris
    /// dehors, retardataire).
    pub preload: u8,
    /// Among the tied players waiting for the Maire (only at a `Tie` decision point).
    pub tied: bool,
    /// Slept at the adversary's inn last night: the Aubergiste cannot host him tonight.
    pub hosted_last_night: bool,
    /// Walled up last night: the Tailleur de Pierre cannot wall this house tonight.
    pub walled_last_night: bool,
}

impl Token {
    /// A token of `camp` and `kind` with no flag.
    pub const fn new(camp: Faction, kind: Kind) -> Self {
        Token {
            camp,
            kind,
            is_maire: false,
            soaked: false,
            locked: false,
            is_lover: false,
            contract_target: false,
            preload: 0,
            tied: false,
            hosted_last_night: false,
            walled_last_night: false,
        }
    }
    /// A plain Villageois (or any information-only Village role).
    pub const fn villager() -> Self {
        Token::new(Faction::Village, Kind::Plain)
    }
    /// A plain Loup-Garou.
    pub const fn wolf() -> Self {
        Token::new(Faction::Meute, Kind::Plain)
    }
    /// With the Maire's sash.
    pub const fn maire(mut self) -> Self {
        self.is_maire = true;
        self
    }
    /// Soaked by the Pyromane.
    pub const fn soaked(mut self) -> Self {
        self.soaked = true;
        self
    }
    /// Locked until the next Crépuscule.
    pub const fn locked(mut self) -> Self {
        self.locked = true;
        self
    }
    /// One of the two lovers.
    pub const fn lover(mut self) -> Self {
        self.is_lover = true;
        self
    }
    /// The Mercenaire's contract target.
    pub const fn contract_target(mut self) -> Self {
        self.contract_target = true;
        self
    }
    /// With `n` pre-loaded votes at the day's first vote.
    pub const fn preloaded(mut self, n: u8) -> Self {
        self.preload = n;
        self
    }
    /// Among the tied players (for a `Tie` decision point).
    pub const fn tied(mut self) -> Self {
        self.tied = true;
        self
    }
    /// Slept at the inn last night.
    pub const fn hosted_last_night(mut self) -> Self {
        self.hosted_last_night = true;
        self
    }
    /// Walled up last night.
    pub const fn walled_last_night(mut self) -> Self {
        self.walled_last_night = true;
        self
    }
    /// In the den (Meute members, infected players, the Loup-Garou Blanc).
    pub fn den(&self) -> bool {
        self.camp == Faction::Meute || self.kind == Kind::LoupGarouBlanc
    }
    /// Holds the Griffes (every den member but the Araignée-Loup).
    pub fn claws(&self) -> bool {
        self.den() && !matches!(self.kind, Kind::AraigneeLoup { .. })
    }
    /// May vote now (not locked, not a revealed Idiot).
    pub fn votes(&self) -> bool {
        !self.locked && self.kind != (Kind::Idiot { revealed: true })
    }
    /// Stands on the square: may be voted against, elected or executed.
    pub fn on_square(&self) -> bool {
        !self.locked
    }
}
