//! Upgrading: a lobby that an older version kept in its table (seats, composition, settings)
//! moves into the game's log at start-up, once.

use std::sync::Arc;

use engine::game::Game;
use engine::loups_garous::{LoupsGarous, Role};
use engine::PlayerId;
use regisseur::discord::guilds::Guilds;
use regisseur::discord::host::Host;
use regisseur::i18n::I18n;
use regisseur::runtime::{Runtime, SystemClock};
use regisseur::store::Table;

#[tokio::test]
async fn a_lobby_kept_in_an_old_table_moves_into_the_log() {
    // given a lobby of the previous version: three seats, a composition, a setting
    let (store, _dir) = crate::store::sqlite().await;
    let now = chrono::Utc::now();
    let game = store
        .create_game(7, 9, "loups-garous", 42, now)
        .await
        .unwrap();
    let old = Table {
        game: game.0,
        guild: 7,
        kind: "loups-garous".into(),
        lobby_channel: 9,
        legacy_players: vec![
            (11, "Alice".into()),
            (12, "Bruno".into()),
            (13, "Chloé".into()),
        ],
        legacy_composition: vec!["voyante".into(), "loup-garou".into()],
        legacy_settings: vec![("vote".into(), "75".into())],
        ..Default::default()
    };
    store.save_table(&old).await.unwrap();
    // when the new version starts on that database
    let runtime = Runtime::<LoupsGarous>::start(store.clone(), Arc::new(SystemClock))
        .await
        .unwrap();
    let guilds = Arc::new(Guilds::new(store.clone(), "fr"));
    let i18n = Arc::new(I18n::load().unwrap());
    let host = Host::new(runtime.clone(), store.clone(), guilds, i18n)
        .await
        .unwrap();
    host.adopt_legacy_lobbies().await.unwrap();
    // then the seats, the composition and the setting are the game's, and the table forgot them
    let (state, _) = runtime.snapshot(game).await.unwrap();
    let seats: Vec<u64> = LoupsGarous::seats(&state)
        .iter()
        .map(|(p, _)| p.0)
        .collect();
    assert_eq!(seats, [11, 12, 13]);
    assert_eq!(state.name(PlayerId(13)), "Chloé");
    assert_eq!(state.settings.vote, 75);
    assert_eq!(
        state.lobby.composition,
        Some(vec![Role::Voyante, Role::LoupGarou])
    );
    assert!(store
        .table(game)
        .await
        .unwrap()
        .unwrap()
        .legacy_players
        .is_empty());
    // and a second start adopts nothing twice
    host.adopt_legacy_lobbies().await.unwrap();
    let (again, _) = runtime.snapshot(game).await.unwrap();
    assert_eq!(LoupsGarous::seats(&again).len(), 3);
    runtime.shutdown().await;
}
