//! The executor's permission work: each game channel's overwrites reconciled with the
//! engine's access table, by difference.

use super::*;

impl Executor {
    /// Puts each game channel's member overwrites where `access` wants them.
    pub(super) async fn reconcile(&self, table: &Table, state: &State) {
        let mut players: BTreeSet<u64> = state.players.iter().map(|p| p.id.0).collect();
        players.extend(table.players.iter().map(|p| p.0));
        for (channel, wanted) in desired(&access(state), &table.channels) {
            let known = self
                .known
                .lock()
                .await
                .get(&channel)
                .cloned()
                .unwrap_or_default();
            let changes = diff(&known, &wanted, &players);
            if changes.len() > 1 {
                self.replace_all(channel, &wanted, &players).await;
            } else {
                for change in changes {
                    self.apply(channel, change).await;
                }
            }
        }
    }

    /// Several overwrites of one channel change: one PATCH of the channel with its whole list
    /// (what is not a player's is kept as Discord has it).
    async fn replace_all(
        &self,
        channel: u64,
        wanted: &BTreeMap<u64, Bits>,
        players: &BTreeSet<u64>,
    ) {
        let id = serenity::ChannelId::new(channel);
        let cached = self.others.lock().await.get(&channel).cloned();
        let others = match cached {
            Some(o) => o,
            None => match retry("read channel", || id.to_channel(&*self.http)).await {
                Ok(serenity::Channel::Guild(ch)) => {
                    let others: Vec<PermissionOverwrite> = ch
                        .permission_overwrites
                        .into_iter()
                        .filter(|o| !matches!(o.kind, PermissionOverwriteType::Member(u) if players.contains(&u.get())))
                        .collect();
                    self.others.lock().await.insert(channel, others.clone());
                    others
                }
                other => {
                    tracing::error!(channel, ?other, "cannot read a channel's overwrites");
                    return;
                }
            },
        };
        let mut list = others;
        for (user, (allow, deny)) in wanted {
            list.push(PermissionOverwrite {
                allow: Permissions::from_bits_truncate(*allow),
                deny: Permissions::from_bits_truncate(*deny),
                kind: PermissionOverwriteType::Member(serenity::UserId::new(*user)),
            });
        }
        let edit = serenity::EditChannel::new().permissions(list);
        match retry("edit overwrites", || id.edit(&*self.http, edit.clone())).await {
            Ok(_) => {
                self.known.lock().await.insert(channel, wanted.clone());
            }
            Err(e) => tracing::error!(channel, error = %e, "the overwrites were not replaced"),
        }
    }

    async fn apply(&self, channel: u64, change: Change) {
        let id = serenity::ChannelId::new(channel);
        let done = match change {
            Change::Put { user, allow, deny } => {
                let overwrite = PermissionOverwrite {
                    allow: Permissions::from_bits_truncate(allow),
                    deny: Permissions::from_bits_truncate(deny),
                    kind: PermissionOverwriteType::Member(serenity::UserId::new(user)),
                };
                retry("put overwrite", || {
                    id.create_permission(&*self.http, overwrite.clone())
                })
                .await
                .map(|()| (user, Some((allow, deny))))
            }
            Change::Delete { user } => {
                let kind = PermissionOverwriteType::Member(serenity::UserId::new(user));
                retry("delete overwrite", || {
                    id.delete_permission(&*self.http, kind)
                })
                .await
                .map(|()| (user, None))
            }
        };
        match done {
            Ok((user, bits)) => {
                let mut known = self.known.lock().await;
                let members = known.entry(channel).or_default();
                match bits {
                    Some(b) => members.insert(user, b),
                    None => members.remove(&user),
                };
            }
            Err(e) => tracing::error!(channel, ?change, error = %e, "an overwrite was not applied"),
        }
    }
}
