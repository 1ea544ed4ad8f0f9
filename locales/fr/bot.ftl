# The bot's own messages (outside the games' rules).

partie-running = Partie n°{ $id } en cours dans ce salon ({ $kind }).
partie-none = Aucune partie en cours dans ce salon.
reglages-saved = Réglages enregistrés : langue { $language }, rôle MJ { $role }, salons des parties finies supprimés { $archiving }.
reglages-no-role = aucun (seuls les membres avec « Gérer le serveur » sont MJ)
error-unexpected = Quelque chose s'est mal passé de notre côté. Rien n'a été changé ; on peut réessayer dans un instant.
error-bad-argument = Je n'ai pas compris une des options de cette commande. Rien n'a été changé.
error-missing-option = Il manque l'option « { $option } » à cette commande. Rien n'a été changé.
error-guild-only = Cette commande ne marche que dans un serveur.
error-unknown-command = Je ne connais pas cette commande : l'application Discord n'a peut-être pas encore la liste à jour. Taper / montre celles de Régisseur. Rien n'a été changé.

# The decimal separator of numbers shown with decimals (« 69,3 % »).
decimal-separator = ,
simulate-header = { $games } parties de { $players } joueurs, { $days } jours en moyenne. Victoires par camp (intervalle de confiance à 95 %) :
simulate-camp = { "  " }{ $camp } : { $rate } % [{ $low } – { $high }]
simulate-no-winner = personne (égalité)
simulate-bots = Joueurs simulés : { $bots ->
    [random] au hasard (l'ancien compteur : il ne dit rien de l'équilibre)
    [smart-village] malins au village, au hasard dans les autres camps
    [smart-hostiles] malins hors du village, au hasard au village
   *[smart] malins (chacun joue sur ce que son siège sait)
}
simulate-roles = Rôles les plus décisifs (ce que la survie du rôle change à la victoire de son détenteur, par rapport à un membre moyen de son camp) :
simulate-role = { "  " }{ $role } : { $delta } points
# Any game on Discord: the lobby, answers, prompts.
join-button = Rejoindre
watch-button = 👀 Suivre la partie
game-created = Partie n°{ $id } créée : { $channel }.
game-joined = Tu as rejoint la partie n°{ $id }.
game-left = Tu as quitté la partie n°{ $id }.
game-started = La partie n°{ $id } commence.
game-started-voice-admins = ⚠️ Partie vocale : { $names } ont la permission « Administrateur », qui passe outre les permissions des salons : le bot ne peut pas les empêcher de parler hors de leur tour ni la nuit. Retirez-la-leur le temps de la partie, ou comptez sur leur bonne foi.
done = C'est noté.
prompt-used = ✅ C'est noté : { $action }.
prompt-expired = ⌛ Expiré : cette étape est terminée.
prompt-late = ⌛ Trop tard : cette étape est terminée, rien n'a changé.
prompt-nobody = Personne
dm-closed = { $name }, ouvre tes messages privés : le Régisseur ne peut pas t'y écrire, et tes rôles et actions de nuit passent par là.
dm-closed-mj = Impossible d'écrire en privé à { $name } (messages privés fermés) ; la partie continue.
export = Partie n°{ $id } : le fichier de scénario (`regisseur play partie-{ $id }.scn` la rejoue) et le journal brut ({ $count } événements).
export-partial = Partie n°{ $id } : le fichier de scénario, dont certaines étapes n'ont pas pu être réécrites (marquées « non reproduit »), et le journal brut ({ $count } événements).
mj-lien-done = Votre registre de la partie n°{ $id }, valable jusqu'à <t:{ $until }:f> : { $url }
    Ce lien est personnel : ne le partagez pas. Les spectateurs suivent la partie ici : { $watch }
mj-lien-off = La vue web n'est pas ouverte sur ce bot : son hébergeur doit régler `WEB_ADDR` (voir le README).
export-log-only = Partie n°{ $id } : pas encore commencée, seul le journal brut est joint ({ $count } événements).
error-unknown-id = Je ne connais pas ce nom (rôle, objet ou personnage). Rien n'a été changé.
error-not-this-game = Cette commande ne sert pas dans ce jeu.
alert-stuck = ⚠️ Partie n°{ $id } : une échéance n'a pas pu passer ({ $tries } essais : { $why }). Le Régisseur réessaie sans cesse ; vérifiez la base de données, ou utilisez /mj avancer.
alert-set-aside = ⚠️ Partie n°{ $id } mise de côté : son journal ne se relit plus ({ $why }). Les autres parties continuent ; gardez le journal et signalez-le.
# Loups-Garous on Discord
lg-category = Loups-Garous n°{ $id }
lg-join-message = Partie de Loups-Garous n°{ $id } : rejoignez-la avec le bouton ou /rejoindre. Joueurs ({ $count }) : { $names }
lg-join-closed = Partie de Loups-Garous n°{ $id } : terminée. Joueurs ({ $count }) : { $names }
lg-composition-saved = Composition enregistrée : { $roles }.
lg-status = Partie n°{ $id } : { $phase }, { $left } restantes.{ $floor ->
        [0] {""}
       *[other] {" "}La parole est à { $speaker }.
    } Vivants : { $living }. Maire : { $mayor }.
lg-inventory = Objets utilisables maintenant : { $items }
lg-inventory-empty = Aucun objet utilisable maintenant.
lg-village = 🏘️ Le village
lg-rules-role = { lg-role-name } : joue pour { lg-camp-name }.
lg-rules = Rôles : { $roles }. Précise un rôle pour son camp.
lg-item-personne = Personne

# Compteur, the toy game kind of the end-to-end tests (REGISSEUR_TOY_GAME=1).
compteur-category = Compteur n°{ $id }
compteur-lobby = Compteur n°{ $id } : joueurs ({ $count }) : { $names }
compteur-round = Manche { $round } : appuie une fois.
compteur-pressed = { $name } a appuyé ({ $total } en tout).
compteur-press = Appuyer
compteur-status = Compteur n°{ $id } : manche { $round }, { $total } appuis.
compteur-card = Tu joues au Compteur ({ $total } appuis).

# The bot's own set-up (/mj diagnostic, and /mj creer before it creates anything). The
# permissions are named as Discord's interface names them.
setup-ok = Tout est en ordre : le bot a ici toutes les permissions et tous les intents dont il a besoin.
setup-guild = Sur ce serveur, il manque au bot : { $permissions }. Accordez-les dans Paramètres du serveur → Rôles → « { $role } » → Permissions (ou invitez le bot de nouveau avec le lien du README).
setup-channel = Dans { $channel }, il manque au bot : { $permissions }. Accordez-les dans Modifier le salon → Permissions → « { $role } ».
setup-intents = L'application du bot n'a pas activé ces intents privilégiés : { $intents }. Activez-les sur https://discord.com/developers/applications → l'application du bot → Bot → Privileged Gateway Intents, puis redémarrez le bot.
setup-quoted = « { $name } »
setup-ok-but-voice = Tout est en ordre pour les parties écrites.
setup-voice-permissions = Pour les parties vocales (`vocal:oui`), il manque au bot sur ce serveur : { $permissions }. Accordez-les dans Paramètres du serveur → Rôles → « { $role } » → Permissions (ou invitez le bot de nouveau avec le lien du README).
setup-voice-community = Une partie vocale se joue sur un salon de conférence (Stage), que Discord réserve aux serveurs Communauté : activez-la dans Paramètres du serveur → Activer la Communauté, ou jouez par écrit.
setup-voice-admins = En partie vocale, un joueur qui a la permission « Administrateur » échappe aux permissions des salons : le bot ne peut pas l'empêcher de parler la nuit ni hors de son tour. `/mj demarrer` vous nomme ceux qui l'ont.
permission-view-channel = Voir les salons
permission-manage-channels = Gérer les salons
permission-manage-roles = Gérer les rôles
permission-send-messages = Envoyer des messages
permission-send-messages-in-threads = Envoyer des messages dans les fils
permission-create-public-threads = Créer des fils publics
permission-embed-links = Intégrer des liens
permission-attach-files = Joindre des fichiers
permission-add-reactions = Ajouter des réactions
permission-manage-messages = Gérer les messages
permission-manage-threads = Gérer les fils
permission-read-message-history = Voir les anciens messages
permission-connect = Se connecter
permission-speak = Parler
permission-mute-members = Rendre les membres muets
permission-move-members = Déplacer des membres

# Cleaning up after games (/mj archiver, /mj reglages archivage).
archive-done = Les salons de la partie n°{ $id } sont supprimés.
archive-never = jamais (avec /mj archiver seulement)
archive-days = { $n ->
    [one] { $n } jour après la fin
   *[other] { $n } jours après la fin
}
archive-seconds = { $n } s après la fin

forum-fallback = Ce serveur refuse les salons forum (il n'est pas « Communauté ») : { $channels } est un salon textuel, et chaque fil y est un fil public.

# /aide: the game of the channel, what the member may do now, its commands.
aide-title = Aide : { $game }
aide-title-none = Aide
aide-about = { $kind ->
    [lg] Les Loups-Garous, en temps réel : chaque nuit la Meute chasse, chaque jour le village débat et vote. Tes actions arrivent en boutons dans tes messages privés.
    [rp] La Ronde des Pantins, sur 13 jours : démasque les Personnages des autres au tribunal sans te faire démasquer. Les Metteurs en scène arbitrent.
   *[other] Une partie tenue par le Régisseur.
}
aide-now = Ce que tu peux faire maintenant
aide-not-seated = Tu ne joues pas dans cette partie : inscris-toi avec le bouton de son message d'inscription, ou /rejoindre, tant qu'elle n'a pas commencé.
aide-nothing-now = Rien pour l'instant : on t'écrira quand ce sera à toi.
aide-commands = Tes commandes
aide-mj-commands = Commandes des MJ
aide-rules = Les règles
aide-rules-where = { $kind ->
    [lg] Les rôles et leur camp : /regles. Ce que fait ton rôle : /role.
    [rp] Ce que peut faire ton Personnage, ta liste et tes contraintes : /role.
   *[other] Ta carte : /role.
}
aide-no-game = Pas de partie dans ce salon. Pour jouer, inscris-toi avec le bouton d'un message d'inscription ou /rejoindre dans le salon d'une partie. Les MJ en créent une avec /mj creer.
game-kind = { $kind ->
    [lg] Loups-Garous
   *[rp] Ronde des Pantins
}

# The recap of a finished game, attached in its lobby channel.
recap-posted = 📜 Le récit de la partie n°{ $id } : tout ce qui s'est dit en public et, maintenant qu'elle est finie, ce qui était caché (la Meute, le cimetière, les messages privés).
recap-heading = Le récit de la partie, dans l'ordre (heures UTC) :
recap-to = à { $name }, en privé

# `regisseur play FILE`, when every check holds.
cli-play-passed = ✓ { $file } : { $checks ->
    [one] une vérification réussie
   *[other] { $checks } vérifications réussies
}
