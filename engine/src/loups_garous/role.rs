//! Roles, camps and items (§4, §6.1, §9): ids, the camp of each role, and who holds what.

use serde::{Deserialize, Serialize};

/// A role card (§9 role ids).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Role {
    Villageois,
    LoupGarou,
    LoupGarouNoir,
    AraigneeLoup,
    LoupGarouBlanc,
    Voyante,
    Renard,
    Veilleur,
    Aubergiste,
    Cypher,
    TailleurDePierre,
    Corbeau,
    Dictateur,
    Tavernier,
    RoiDuSilence,
    Serrurier,
    PetiteFille,
    Sorciere,
    Chasseur,
    Necromancien,
    Rachimbourg,
    IdiotDuVillage,
    Cupidon,
    Mercenaire,
    Pyromane,
}

const ROLE_IDS: [(Role, &str); 25] = [
    (Role::Villageois, "villageois"),
    (Role::LoupGarou, "loup-garou"),
    (Role::LoupGarouNoir, "loup-garou-noir"),
    (Role::AraigneeLoup, "araignee-loup"),
    (Role::LoupGarouBlanc, "loup-garou-blanc"),
    (Role::Voyante, "voyante"),
    (Role::Renard, "renard"),
    (Role::Veilleur, "veilleur"),
    (Role::Aubergiste, "aubergiste"),
    (Role::Cypher, "cypher"),
    (Role::TailleurDePierre, "tailleur-de-pierre"),
    (Role::Corbeau, "corbeau"),
    (Role::Dictateur, "dictateur"),
    (Role::Tavernier, "tavernier"),
    (Role::RoiDuSilence, "roi-du-silence"),
    (Role::Serrurier, "serrurier"),
    (Role::PetiteFille, "petite-fille"),
    (Role::Sorciere, "sorciere"),
    (Role::Chasseur, "chasseur"),
    (Role::Necromancien, "necromancien"),
    (Role::Rachimbourg, "rachimbourg"),
    (Role::IdiotDuVillage, "idiot-du-village"),
    (Role::Cupidon, "cupidon"),
    (Role::Mercenaire, "mercenaire"),
    (Role::Pyromane, "pyromane"),
];

impl Role {
    /// Every role, in the §9 order.
    pub const ALL: [Role; 25] = {
        let mut all = [Role::Villageois; 25];
        let mut i = 0;
        while i < 25 {
            all[i] = ROLE_IDS[i].0;
            i += 1;
        }
        all
    };

    /// The stable id (`loup-garou`).
    pub fn id(self) -> &'static str {
        ROLE_IDS
            .iter()
            .find(|(r, _)| *r == self)
            .map_or("villageois", |(_, id)| id)
    }

    /// The role with this id.
    pub fn from_id(id: &str) -> Option<Role> {
        ROLE_IDS.iter().find(|(_, i)| *i == id).map(|(r, _)| *r)
    }

    /// The den (`#meute`): wolves, the Araignée-Loup and the Loup-Garou Blanc.
    pub fn in_den(self) -> bool {
        matches!(
            self,
            Role::LoupGarou | Role::LoupGarouNoir | Role::AraigneeLoup | Role::LoupGarouBlanc
        )
    }

    /// The camp printed on the card (§6.1), before infection, contracts and lovers.
    pub fn camp(self) -> Camp {
        match self {
            Role::LoupGarou | Role::LoupGarouNoir | Role::AraigneeLoup => Camp::Meute,
            Role::LoupGarouBlanc => Camp::LoupGarouBlanc,
            Role::Pyromane => Camp::Pyromane,
            Role::Mercenaire => Camp::Mercenaire,
            _ => Camp::Village,
        }
    }
}

/// A camp (§9 camp ids).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Camp {
    Village,
    Meute,
    LoupGarouBlanc,
    Pyromane,
    Mercenaire,
    Couple,
}

impl Camp {
    /// The stable id (`meute`).
    pub fn id(self) -> &'static str {
        match self {
            Camp::Village => "village",
            Camp::Meute => "meute",
            Camp::LoupGarouBlanc => "loup-garou-blanc",
            Camp::Pyromane => "pyromane",
            Camp::Mercenaire => "mercenaire",
            Camp::Couple => "couple",
        }
    }

    /// The camp with this id.
    pub fn from_id(id: &str) -> Option<Camp> {
        [
            Camp::Village,
            Camp::Meute,
            Camp::LoupGarouBlanc,
            Camp::Pyromane,
            Camp::Mercenaire,
            Camp::Couple,
        ]
        .into_iter()
        .find(|c| c.id() == id)
    }
}

/// An item (§9): every power is one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Item {
    Bulletin,
    Sablier,
    Griffes,
    FilDAriane,
    Linceul,
    Contrat,
    Fleches,
    BouleDeCristal,
    Flair,
    Lanterne,
    CleDeChambre,
    Cryptogramme,
    Truelle,
    Plume,
    CoupDEtat,
    TourneeGenerale,
    Baillon,
    Cadenas,
    Ecoute,
    Infection,
    FioleDeVie,
    FioleDeMort,
    CrocBlanc,
    Essence,
    Allumette,
    Fusil,
    Echarpe,
    SecondVote,
    Rentrer,
}

const ITEM_IDS: [(Item, &str); 29] = [
    (Item::Bulletin, "bulletin"),
    (Item::Sablier, "sablier"),
    (Item::Griffes, "griffes"),
    (Item::FilDAriane, "fil-d-ariane"),
    (Item::Linceul, "linceul"),
    (Item::Contrat, "contrat"),
    (Item::Fleches, "fleches"),
    (Item::BouleDeCristal, "boule-de-cristal"),
    (Item::Flair, "flair"),
    (Item::Lanterne, "lanterne"),
    (Item::CleDeChambre, "cle-de-chambre"),
    (Item::Cryptogramme, "cryptogramme"),
    (Item::Truelle, "truelle"),
    (Item::Plume, "plume"),
    (Item::CoupDEtat, "coup-d-etat"),
    (Item::TourneeGenerale, "tournee-generale"),
    (Item::Baillon, "baillon"),
    (Item::Cadenas, "cadenas"),
    (Item::Ecoute, "ecoute"),
    (Item::Infection, "infection"),
    (Item::FioleDeVie, "fiole-de-vie"),
    (Item::FioleDeMort, "fiole-de-mort"),
    (Item::CrocBlanc, "croc-blanc"),
    (Item::Essence, "essence"),
    (Item::Allumette, "allumette"),
    (Item::Fusil, "fusil"),
    (Item::Echarpe, "echarpe"),
    (Item::SecondVote, "second-vote"),
    (Item::Rentrer, "rentrer"),
];

impl Item {
    /// The stable id (`boule-de-cristal`).
    pub fn id(self) -> &'static str {
        ITEM_IDS
            .iter()
            .find(|(i, _)| *i == self)
            .map_or("bulletin", |(_, id)| id)
    }

    /// The item with this id.
    pub fn from_id(id: &str) -> Option<Item> {
        ITEM_IDS.iter().find(|(_, i)| *i == id).map(|(r, _)| *r)
    }

    /// The Préparatifs item of a role, if it has one.
    pub fn of_preparatifs(role: Role) -> &'static [Item] {
        match role {
            Role::AraigneeLoup => &[Item::FilDAriane],
            Role::Mercenaire => &[Item::Contrat],
            Role::Cupidon => &[Item::Fleches],
            Role::Voyante => &[Item::BouleDeCristal],
            Role::Renard => &[Item::Flair],
            Role::Veilleur => &[Item::Lanterne],
            Role::Aubergiste => &[Item::CleDeChambre],
            Role::Cypher => &[Item::Cryptogramme],
            Role::TailleurDePierre => &[Item::Truelle],
            Role::Corbeau => &[Item::Plume],
            Role::Dictateur => &[Item::CoupDEtat],
            Role::Tavernier => &[Item::TourneeGenerale],
            Role::RoiDuSilence => &[Item::Baillon],
            Role::Serrurier => &[Item::Cadenas],
            _ => &[],
        }
    }

    /// The items a role's card brings (§9), besides everyone's (`bulletin`, `sablier`,
    /// `rentrer`) and the Maire's `echarpe`.
    pub fn of_role(role: Role) -> Vec<Item> {
        let mut items = Item::of_preparatifs(role).to_vec();
        items.extend_from_slice(match role {
            Role::LoupGarou => &[Item::Griffes][..],
            Role::LoupGarouNoir => &[Item::Griffes, Item::Infection],
            Role::AraigneeLoup => &[Item::Linceul],
            Role::LoupGarouBlanc => &[Item::Griffes, Item::CrocBlanc],
            Role::PetiteFille => &[Item::Ecoute],
            Role::Sorciere => &[Item::FioleDeVie, Item::FioleDeMort],
            Role::Pyromane => &[Item::Essence, Item::Allumette],
            Role::Chasseur => &[Item::Fusil],
            Role::Rachimbourg => &[Item::SecondVote],
            _ => &[],
        });
        items
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_item_but_everyones_comes_with_a_role() {
        let everyones = [Item::Bulletin, Item::Sablier, Item::Rentrer, Item::Echarpe];
        for (item, id) in ITEM_IDS {
            let carried = Role::ALL.iter().any(|r| Item::of_role(*r).contains(&item));
            assert_eq!(carried, !everyones.contains(&item), "{id}");
        }
        assert_eq!(
            Item::of_role(Role::Sorciere),
            [Item::FioleDeVie, Item::FioleDeMort]
        );
        assert!(Item::of_role(Role::Villageois).is_empty());
    }
}
