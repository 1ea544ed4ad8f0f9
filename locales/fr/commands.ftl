# Slash commands: the key is the command's French qualified name with dashes; the value is
# its name in this locale; `.description` its description; `.PARAM` / `.PARAM-description`
# its options'.

partie = partie
    .description = Où en est la partie de ce salon

mj = mj
    .description = Commandes des maîtres du jeu

mj-reglages = reglages
    .description = Réglages du serveur : langue, rôle des MJ, archivage
    .langue = langue
    .langue-description = La langue des messages publics du bot
    .role-mj = role-mj
    .role-mj-description = Le rôle dont les membres sont MJ
    .archivage = archivage
    .archivage-description = Supprimer les salons d'une partie finie après : 7 (jours), 12h, 2j ; non pour jamais

choice-fr = Français
choice-en-US = Anglais

rejoindre = rejoindre
    .description = Rejoindre la partie de ce salon
quitter = quitter
    .description = Quitter la partie avant son début
role = role
    .description = Ma carte de rôle
inventaire = inventaire
    .description = Les objets que je peux utiliser maintenant
utiliser = utiliser
    .description = Utiliser un objet
    .objet = objet
    .objet-description = L'objet à utiliser
    .cible = cible
    .cible-description = Le joueur visé
    .cible2 = cible2
    .cible2-description = Le second joueur visé (Flèches, Cryptogramme)
    .choix = choix
    .choix-description = loin, pres ou personne
voter = voter
    .description = Voter contre un joueur (sans cible : retirer mon vote)
    .cible = cible
    .cible-description = Le joueur contre qui voter
rentrer = rentrer
    .description = Rentrer chez moi
sablier = sablier
    .description = Finir mon tour de parole
regles = regles
    .description = Les rôles et leur camp
    .role = role
    .role-description = Un rôle

mj-creer = creer
    .description = Créer une partie dans ce salon
    .jeu = jeu
    .jeu-description = Le jeu (loups-garous)
    .options = options
    .options-description = Réglages de la partie (exemple : parole=30s vote=60)
mj-composition = composition
    .description = Les rôles à distribuer (rien : la table par défaut)
    .roles = roles
    .roles-description = Identifiants de rôles séparés par des espaces
mj-demarrer = demarrer
    .description = Distribuer les rôles et commencer
mj-pause = pause
    .description = Mettre la partie en pause
mj-reprendre = reprendre
    .description = Reprendre la partie
mj-avancer = avancer
    .description = Finir l'étape en cours maintenant
mj-prolonger = prolonger
    .description = Prolonger l'étape en cours
    .duree = duree
    .duree-description = Secondes à ajouter
mj-remplacer = remplacer
    .description = Un remplaçant prend la place d'un joueur
    .ancien = ancien
    .ancien-description = Le joueur remplacé
    .nouveau = nouveau
    .nouveau-description = Le remplaçant
mj-exclure = exclure
    .description = Exclure un joueur (compte comme parti)
    .joueur = joueur
    .joueur-description = Le joueur à exclure
mj-terminer = terminer
    .description = Arrêter la partie sans vainqueur
mj-archiver = archiver
    .description = Supprimer les salons d'une partie finie (catégorie comprise)
    .partie = partie
    .partie-description = Le numéro de la partie (sinon celle de ce salon)
mj-diagnostic = diagnostic
    .description = Ce qui manque au bot ici (permissions, intents) et comment le lui donner
mj-exporter = exporter
    .description = Le journal de la partie
