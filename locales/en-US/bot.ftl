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
