//! The Personnages (§6): ids, who is in the Ronde, who has jokers, who acts anonymously.

use serde::{Deserialize, Serialize};

/// A Personnage. Ids are the kebab-case names of `ronde-des-pantins.md`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Personnage {
    Figurant,
    Souffleur,
    AvocatDuDiable,
    Alice,
    Guignol,
    Decorateur,
    Chucky,
    Voyante,
    Mime,
    PetiteSirene,
    Halus,
    Woody,
    PierrotLunaire,
    Diva,
    Pianiste,
    Destinee,
    HerosTragique,
    Chevalier,
    Polichinelle,
    HommeDePaille,
    Pinocchio,
    Revenant,
}

use Personnage::{
    Alice, AvocatDuDiable, Chevalier, Chucky, Decorateur, Destinee, Diva, Figurant, Guignol, Halus,
    HerosTragique, HommeDePaille, Mime, PetiteSirene, Pianiste, PierrotLunaire, Pinocchio,
    Polichinelle, Revenant, Souffleur, Voyante, Woody,
};

impl Personnage {
    /// Every Personnage, in the roster's order.
    pub const ALL: [Personnage; 22] = [
        Figurant,
        Souffleur,
        AvocatDuDiable,
        Alice,
        Guignol,
        Decorateur,
        Chucky,
        Voyante,
        Mime,
        PetiteSirene,
        Halus,
        Woody,
        PierrotLunaire,
        Diva,
        Pianiste,
        Destinee,
        HerosTragique,
        Chevalier,
        Polichinelle,
        HommeDePaille,
        Pinocchio,
        Revenant,
    ];

    /// The stable id (`avocat-du-diable`).
    pub fn id(self) -> &'static str {
        match self {
            Figurant => "figurant",
            Souffleur => "souffleur",
            AvocatDuDiable => "avocat-du-diable",
            Alice => "alice",
            Guignol => "guignol",
            Decorateur => "decorateur",
            Chucky => "chucky",
            Voyante => "voyante",
            Mime => "mime",
            PetiteSirene => "petite-sirene",
            Halus => "halus",
            Woody => "woody",
            PierrotLunaire => "pierrot-lunaire",
            Diva => "diva",
            Pianiste => "pianiste",
            Destinee => "destinee",
            HerosTragique => "heros-tragique",
            Chevalier => "chevalier",
            Polichinelle => "polichinelle",
            HommeDePaille => "homme-de-paille",
            Pinocchio => "pinocchio",
            Revenant => "revenant",
        }
    }

    /// The name shown to players (a proper noun in every language).
    pub fn name(self) -> &'static str {
        match self {
            Figurant => "Figurant",
            Souffleur => "Souffleur",
            AvocatDuDiable => "Avocat du Diable",
            Alice => "Alice",
            Guignol => "Guignol",
            Decorateur => "Décorateurs",
            Chucky => "Chucky",
            Voyante => "Voyante",
            Mime => "Mime",
            PetiteSirene => "Petite Sirène",
            Halus => "Halus",
            Woody => "Woody",
            PierrotLunaire => "Pierrot lunaire",
            Diva => "Diva",
            Pianiste => "Pianiste",
            Destinee => "Destinée",
            HerosTragique => "Héros tragique",
            Chevalier => "Chevalier de la table ronde",
            Polichinelle => "Polichinelle",
            HommeDePaille => "Homme de paille",
            Pinocchio => "Pinocchio",
            Revenant => "Revenant",
        }
    }

    /// Names joined, alphabetically.
    pub fn names(list: impl IntoIterator<Item = Personnage>) -> String {
        let mut v: Vec<&str> = list.into_iter().map(Personnage::name).collect();
        v.sort_unstable();
        v.join(", ")
    }

    /// Reads an id (`decorateurs` and a few short forms accepted).
    pub fn from_id(id: &str) -> Option<Personnage> {
        let id = id.trim().to_lowercase();
        let alias = match id.as_str() {
            "decorateurs" => Some(Decorateur),
            "avocat" => Some(AvocatDuDiable),
            "sirene" => Some(PetiteSirene),
            "pierrot" => Some(PierrotLunaire),
            "heros" => Some(HerosTragique),
            "figurants" => Some(Figurant),
            _ => None,
        };
        alias.or_else(|| Self::ALL.into_iter().find(|p| p.id() == id))
    }

    /// Whether the Personnage has a slot in the Ronde (every one but the Figurants).
    pub fn in_ronde(self) -> bool {
        self != Figurant
    }

    /// Whether §6 lists joker items for it (original Figurants included).
    pub fn has_joker(self) -> bool {
        matches!(
            self,
            Figurant
                | Alice
                | Chucky
                | Voyante
                | Mime
                | PetiteSirene
                | Halus
                | Woody
                | PierrotLunaire
                | Chevalier
        )
    }

    /// The default roster of 28 players (§1): 6 Figurants, 2 Décorateurs, one of the rest.
    pub fn roster() -> Vec<Personnage> {
        let mut out = vec![Figurant; 6];
        for p in Self::ALL.into_iter().skip(1) {
            out.push(p);
            if p == Decorateur {
                out.push(Decorateur);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_roster_has_28() {
        for p in Personnage::ALL {
            assert_eq!(Personnage::from_id(p.id()), Some(p));
        }
        assert_eq!(Personnage::roster().len(), 28);
        assert_eq!(Personnage::from_id("nope"), None);
    }
}
