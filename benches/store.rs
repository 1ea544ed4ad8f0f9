//! The event store's append and replay read on SQLite: what one committed command costs.

use criterion::{criterion_group, criterion_main, Criterion};
use regisseur::store::Store;

fn store_benches(c: &mut Criterion) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/bench.db", dir.path().display());
    let store = rt.block_on(Store::connect(&url)).unwrap();
    let now = chrono::DateTime::from_timestamp(1_764_000_000, 0).unwrap();
    let game = rt
        .block_on(store.create_game(1, 1, "bench", 1, now))
        .unwrap();
    let payload = vec![r#"{"v":1,"event":{"VoteCast":{"voter":3,"target":7}}}"#.to_owned()];
    let mut seq = 0;
    c.bench_function("sqlite append one event", |b| {
        b.iter(|| {
            seq = rt.block_on(store.append(game, seq, now, &payload)).unwrap();
        });
    });
    let long = rt
        .block_on(store.create_game(1, 2, "bench", 1, now))
        .unwrap();
    let thousand = vec![payload[0].clone(); 1000];
    rt.block_on(store.append(long, 0, now, &thousand)).unwrap();
    c.bench_function("sqlite read a 1000-event log", |b| {
        b.iter(|| rt.block_on(store.events(long)).unwrap().len());
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(std::time::Duration::from_secs(3));
    targets = store_benches
}
criterion_main!(benches);
