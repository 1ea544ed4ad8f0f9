//! §7: the default compositions for 6–30 players, and the validation of any composition.

use super::error::{Error, Misfit};
use super::role::Role;

/// Village specials, in the order the table adds them, with the player count that adds each.
const SPECIALS: [(usize, Role); 18] = [
    (6, Role::Voyante),
    (7, Role::Sorciere),
    (6, Role::Chasseur),
    (8, Role::Cupidon),
    (9, Role::PetiteFille),
    (10, Role::IdiotDuVillage),
    (11, Role::Renard),
    (12, Role::Corbeau),
    (13, Role::Aubergiste),
    (16, Role::Serrurier),
    (17, Role::Veilleur),
    (19, Role::Tavernier),
    (21, Role::Necromancien),
    (22, Role::Rachimbourg),
    (25, Role::Dictateur),
    (26, Role::Cypher),
    (27, Role::RoiDuSilence),
    (29, Role::TailleurDePierre),
];

/// The §7 default composition for `n` players (6–30).
///
/// The most players a game seats (§7).
pub const MAX_PLAYERS: usize = 30;

/// ```
/// use engine::loups_garous::{composition::default_roles, role::Role};
/// let roles = default_roles(30).unwrap();
/// assert_eq!(roles.len(), 30);
/// assert_eq!(roles.iter().filter(|r| **r == Role::Villageois).count(), 2);
/// assert!(default_roles(5).is_none());
/// ```
pub fn default_roles(n: usize) -> Option<Vec<Role>> {
    if !(6..=MAX_PLAYERS).contains(&n) {
        return None;
    }
    let wolves = match n {
        6 => 1,
        7..=14 => 2,
        15 => 3,
        16..=19 => 2,
        20..=23 => 3,
        24..=27 => 4,
        _ => 5,
    };
    let mut roles = vec![Role::LoupGarou; wolves];
    if n >= 11 {
        roles.push(Role::LoupGarouNoir);
    }
    if n >= 16 {
        roles.push(Role::AraigneeLoup);
    }
    if n >= 14 {
        roles.push(Role::LoupGarouBlanc);
    }
    if n >= 18 {
        roles.push(Role::Pyromane);
    }
    if n >= 23 {
        roles.push(Role::Mercenaire);
    }
    for (from, role) in SPECIALS {
        if n >= from && !(n == 6 && role == Role::Sorciere) {
            roles.push(role);
        }
    }
    while roles.len() < n {
        roles.push(Role::Villageois);
    }
    Some(roles)
}

/// Refuses a composition whose count differs from the players' or without claws (§7).
pub fn validate(roles: &[Role], players: usize) -> Result<(), Error> {
    if roles.len() != players {
        let roles = roles.len();
        return Err(Error::CompositionInvalid(Misfit::Count { roles, players }));
    }
    if !roles
        .iter()
        .any(|r| matches!(r, Role::LoupGarou | Role::LoupGarouNoir))
    {
        return Err(Error::CompositionInvalid(Misfit::NoClaws));
    }
    Ok(())
}

/// The default composition for `players`, or why there is none.
pub fn default_for(players: usize) -> Result<Vec<Role>, Error> {
    default_roles(players).ok_or(Error::CompositionInvalid(Misfit::Size { players }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_default_composition_is_valid_and_has_its_size() {
        for n in 6..=30 {
            let roles = default_roles(n).unwrap();
            assert_eq!(roles.len(), n, "n = {n}");
            assert_eq!(validate(&roles, n), Ok(()));
        }
    }

    #[test]
    fn the_table_rows_match_the_rules() {
        let count = |n: usize, role: Role| {
            default_roles(n)
                .unwrap()
                .iter()
                .filter(|r| **r == role)
                .count()
        };
        assert_eq!(count(6, Role::Villageois), 3);
        assert_eq!(count(6, Role::Sorciere), 0);
        assert_eq!(count(7, Role::Villageois), 2);
        assert_eq!(count(15, Role::LoupGarou), 3);
        assert_eq!(count(16, Role::LoupGarou), 2);
        assert_eq!(count(23, Role::Mercenaire), 1);
        assert_eq!(count(29, Role::TailleurDePierre), 1);
        assert_eq!(count(28, Role::LoupGarou), 5);
    }

    #[test]
    fn a_composition_without_claws_or_of_the_wrong_size_is_refused() {
        let spider_only = [Role::AraigneeLoup, Role::Voyante, Role::Villageois];
        assert_eq!(
            validate(&spider_only, 3),
            Err(Error::CompositionInvalid(Misfit::NoClaws))
        );
        assert_eq!(
            validate(&[Role::LoupGarou, Role::Voyante], 3),
            Err(Error::CompositionInvalid(Misfit::Count {
                roles: 2,
                players: 3
            }))
        );
        assert_eq!(
            default_for(5),
            Err(Error::CompositionInvalid(Misfit::Size { players: 5 }))
        );
    }
}
