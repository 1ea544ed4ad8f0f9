# The bot's own messages (outside the games' rules).

partie-running = Game #{ $id } is running in this channel ({ $kind }).
partie-none = No game is running in this channel.
reglages-saved = Settings saved: language { $language }, GM role { $role }.
reglages-no-role = none (only members with Manage Server are GMs)
error-unexpected = Something went wrong on our side. Nothing was changed; try again in a moment.
error-bad-argument = I could not read one of this command's options. Nothing was changed.
error-guild-only = This command only works in a server.
