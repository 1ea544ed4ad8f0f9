# Slash commands: the key is the command's French qualified name with dashes; the value is
# its name in this locale; `.description` its description; `.PARAM` / `.PARAM-description`
# its options'.

partie = partie
    .description = Où en est la partie de ce salon

mj = mj
    .description = Commandes des maîtres du jeu

mj-reglages = reglages
    .description = Réglages du serveur : langue et rôle des MJ
    .langue = langue
    .langue-description = La langue des messages publics du bot
    .role-mj = role-mj
    .role-mj-description = Le rôle dont les membres sont MJ

choice-fr = Français
choice-en-US = Anglais
