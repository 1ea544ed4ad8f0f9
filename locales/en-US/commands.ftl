# Slash commands: the key is the command's French qualified name with dashes; the value is
# its name in this locale; `.description` its description; `.PARAM` / `.PARAM-description`
# its options'.

partie = game
    .description = Where this channel's game stands

mj = gm
    .description = Game masters' commands

mj-reglages = settings
    .description = This server's settings: language and GM role
    .langue = language
    .langue-description = The language of the bot's public messages
    .role-mj = gm-role
    .role-mj-description = The role whose members are GMs

choice-fr = French
choice-en-US = English
