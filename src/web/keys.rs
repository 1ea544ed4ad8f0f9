//! The web view's links, signed with the key kept in the store: a game's spectator link
//! (one per game, unguessable, never expires) and an MJ's personal link to a game's ledger
//! (valid 12 hours). A signature is a keyed BLAKE3 hash, compared in constant time.

use engine::Timestamp;

use crate::store::GameId;

/// How long an MJ's link opens the ledger.
pub const MJ_LINK_HOURS: i64 = 12;

/// The signing key and the address links start with.
#[derive(Clone)]
pub struct Links {
    key: [u8; 32],
    /// `PUBLIC_URL`, without a final `/`.
    pub base: String,
}

impl std::fmt::Debug for Links {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Links")
            .field("base", &self.base)
            .finish_non_exhaustive()
    }
}

/// An MJ's link, read back from its path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MjPass {
    pub game: GameId,
    pub user: u64,
    pub expires: i64,
}

impl Links {
    /// The links of `key` (64 hex digits, as the store keeps it); `None` when it is not one.
    pub fn new(key_hex: &str, base: &str) -> Option<Links> {
        let key = blake3::Hash::from_hex(key_hex).ok()?;
        Some(Links {
            key: *key.as_bytes(),
            base: base.trim_end_matches('/').to_owned(),
        })
    }

    /// A new key to store (64 hex digits), drawn from the system's randomness.
    pub fn fresh_key() -> String {
        let bytes: [u8; 32] = rand::random();
        blake3::Hash::from(bytes).to_hex().to_string()
    }

    fn sign(&self, what: &str) -> blake3::Hash {
        blake3::keyed_hash(&self.key, what.as_bytes())
    }

    /// The token of a game's spectator link.
    pub fn watch_token(&self, game: GameId) -> String {
        self.sign(&format!("watch\0{}", game.0))
            .to_hex()
            .to_string()
    }

    /// Whether `token` is `game`'s spectator token.
    pub fn watch_ok(&self, game: GameId, token: &str) -> bool {
        blake3::Hash::from_hex(token).is_ok_and(|t| t == self.sign(&format!("watch\0{}", game.0)))
    }

    /// A game's spectator page.
    pub fn watch_url(&self, game: GameId) -> String {
        format!("{}/g/{}/{}", self.base, game.0, self.watch_token(game))
    }

    /// The token of a server's history and statistics pages.
    pub fn guild_token(&self, guild: u64) -> String {
        self.sign(&format!("guild\0{guild}")).to_hex().to_string()
    }

    /// Whether `token` is `guild`'s.
    pub fn guild_ok(&self, guild: u64, token: &str) -> bool {
        blake3::Hash::from_hex(token).is_ok_and(|t| t == self.sign(&format!("guild\0{guild}")))
    }

    /// A server's history page.
    pub fn history_url(&self, guild: u64) -> String {
        format!("{}/h/{guild}/{}", self.base, self.guild_token(guild))
    }

    /// A server's statistics page.
    pub fn stats_url(&self, guild: u64) -> String {
        format!("{}/s/{guild}/{}", self.base, self.guild_token(guild))
    }

    fn mj_what(pass: MjPass) -> String {
        format!("mj\0{}\0{}\0{}", pass.game.0, pass.user, pass.expires)
    }

    /// MJ `user`'s link to `game`'s ledger, valid 12 hours from `now`.
    pub fn mj_url(&self, game: GameId, user: u64, now: Timestamp) -> (String, Timestamp) {
        let until = now + chrono::Duration::hours(MJ_LINK_HOURS);
        let pass = MjPass {
            game,
            user,
            expires: until.timestamp(),
        };
        let sig = self.sign(&Self::mj_what(pass)).to_hex();
        let url = format!(
            "{}/mj/{}/{}/{}/{sig}",
            self.base, game.0, user, pass.expires
        );
        (url, until)
    }

    /// The pass an MJ link's parts stand for, when it is signed by this key and still valid
    /// at `now`.
    pub fn mj_ok(&self, pass: MjPass, sig: &str, now: Timestamp) -> bool {
        let signed =
            blake3::Hash::from_hex(sig).is_ok_and(|s| s == self.sign(&Self::mj_what(pass)));
        let now = now.timestamp();
        signed && pass.expires > now && pass.expires <= now + MJ_LINK_HOURS * 3600 + 60
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn links() -> Links {
        Links::new(&"ab".repeat(32), "https://x.example/").unwrap()
    }

    #[test]
    fn a_watch_token_is_the_game_s_own() {
        let l = links();
        let t = l.watch_token(GameId(7));
        assert!(l.watch_ok(GameId(7), &t));
        assert!(!l.watch_ok(GameId(8), &t));
        assert!(!l.watch_ok(GameId(7), "nope"));
        let other = Links::new(&"cd".repeat(32), "https://x.example").unwrap();
        assert!(!other.watch_ok(GameId(7), &t));
        assert_eq!(l.watch_url(GameId(7)), format!("https://x.example/g/7/{t}"));
        let g = l.guild_token(7);
        assert!(l.guild_ok(7, &g) && !l.guild_ok(8, &g));
        assert_ne!(g, t, "a server's token is not its game's namesake's");
    }

    #[test]
    fn an_mj_link_holds_twelve_hours_for_its_game_and_mj() {
        let l = links();
        let now = chrono::DateTime::from_timestamp(1_000_000, 0).unwrap();
        let (url, until) = l.mj_url(GameId(3), 42, now);
        let parts: Vec<&str> = url.rsplit('/').take(4).collect();
        let (sig, expires) = (parts[0], parts[1].parse().unwrap());
        let pass = MjPass {
            game: GameId(3),
            user: 42,
            expires,
        };
        assert_eq!(expires, until.timestamp());
        assert!(l.mj_ok(pass, sig, now));
        assert!(l.mj_ok(pass, sig, until - chrono::Duration::seconds(1)));
        assert!(!l.mj_ok(pass, sig, until), "expired");
        assert!(
            !l.mj_ok(
                MjPass {
                    game: GameId(4),
                    ..pass
                },
                sig,
                now
            ),
            "other game"
        );
        assert!(!l.mj_ok(MjPass { user: 43, ..pass }, sig, now), "other MJ");
        let later = MjPass {
            expires: expires + 3600,
            ..pass
        };
        assert!(!l.mj_ok(later, sig, now), "forged expiry");
    }
}
