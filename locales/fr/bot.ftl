# The bot's own messages (outside the games' rules).

partie-running = Partie n°{ $id } en cours dans ce salon ({ $kind }).
partie-none = Aucune partie en cours dans ce salon.
reglages-saved = Réglages enregistrés : langue { $language }, rôle MJ { $role }.
reglages-no-role = aucun (seuls les membres avec « Gérer le serveur » sont MJ)
error-unexpected = Quelque chose s'est mal passé de notre côté. Rien n'a été changé ; réessaie dans un instant.
error-bad-argument = Je n'ai pas compris une des options de cette commande. Rien n'a été changé.
error-guild-only = Cette commande ne marche que dans un serveur.

simulate-header = { $games } parties de { $players } joueurs, { $days } jours en moyenne. Victoires par camp (intervalle de confiance à 95 %) :
simulate-camp = { "  " }{ $camp } : { $rate } % [{ $low } – { $high }]
simulate-no-winner = personne (égalité)
simulate-roles = Rôles les plus décisifs (ce que la survie du rôle change à la victoire de son détenteur, par rapport à un membre moyen de son camp) :
simulate-role = { "  " }{ $role } : { $delta } points
