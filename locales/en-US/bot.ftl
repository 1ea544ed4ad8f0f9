# The bot's own messages (outside the games' rules).

partie-running = Game #{ $id } is running in this channel ({ $kind }).
partie-none = No game is running in this channel.
reglages-saved = Settings saved: language { $language }, GM role { $role }.
reglages-no-role = none (only members with Manage Server are GMs)
error-unexpected = Something went wrong on our side. Nothing was changed; try again in a moment.
error-bad-argument = I could not read one of this command's options. Nothing was changed.
error-guild-only = This command only works in a server.

simulate-header = { $games } games of { $players } players, { $days } days on average. Wins per camp (95 % confidence interval):
simulate-camp = { "  " }{ $camp }: { $rate } % [{ $low } – { $high }]
simulate-no-winner = nobody (draw)
simulate-roles = Most decisive roles (how much the role's survival changes its holder's wins, compared with an average member of its camp):
simulate-role = { "  " }{ $role }: { $delta } points
# Loups-Garous on Discord
lg-category = Werewolves #{ $id }
lg-join-message = Werewolves game #{ $id }: join with the button or /join. Players ({ $count }): { $names }
lg-join-button = Join
lg-joined = You joined game #{ $id }.
lg-left = You left game #{ $id }.
lg-created = Game #{ $id } created: { $place }.
lg-composition-saved = Composition saved: { $roles }.
lg-started = Game #{ $id } starts.
lg-done = Done.
lg-dm-closed = { $name }, please open your direct messages: the Régisseur cannot write to you there, and your role and night actions go through them.
lg-dm-closed-mj = Cannot send a direct message to { $name } (DMs closed); the game goes on.
lg-status = Game #{ $id }: { $phase }, { $left } left. Alive: { $living }. Mayor: { $mayor }.
lg-inventory = Items you can use now: { $items }
lg-inventory-empty = No item you can use now.
lg-village = 🏘️ The village
lg-export = Game #{ $id }: the scenario file (`regisseur play partie-{ $id }.scn` replays it) and the raw log ({ $count } events).
lg-export-partial = Game #{ $id }: the scenario file, where some steps could not be written back (marked “non reproduit”), and the raw log ({ $count } events).
lg-export-log-only = Game #{ $id }: not started yet, only the raw log is attached ({ $count } events).
lg-rules-role = { lg-role-name }: plays for { lg-camp-name }.
lg-rules = Roles: { $roles }. Name a role to see its camp.
lg-item-personne = Nobody
