import type { AccountMessages } from '#client/locales/en/account.ts';

export const inbound: AccountMessages['inbound'] = {
  title: 'Courriels reçus',
  intro:
    'Réponses et nouvelles demandes arrivées par courriel, de la plus récente à la plus ancienne, et ce qu’il en est advenu.',
  empty: 'Aucun courriel reçu pour l’instant.',
  loadFailed: 'Échec du chargement des courriels reçus',
  loading: 'Chargement des courriels reçus...',
  pagination: 'Pages des courriels reçus',
  from: (sender) => `De ${sender}`,
  noSubject: '(sans objet)',
  outcomes: {
    added: 'Ajouté à la demande',
    new_ticket: 'Nouvelle demande',
    held: 'Retenu',
    auto_reply: 'Réponse automatique, ignorée',
    bounce: 'Retour en erreur',
    ignored: 'Ignoré',
    discarded: 'Écarté',
    refused: 'Refusé',
    failed: 'Échec',
    waiting: 'En attente',
  },
  reasons: {
    unknown_sender: 'L’expéditeur n’est ni le client de cette demande ni un administrateur.',
    not_own_reply_address: 'Envoyé par l’adresse de réponse d’une autre personne.',
    authentication_failed: 'Le serveur de réception a jugé l’expéditeur falsifié (échec DMARC ou SPF).',
    ticket_closed: 'Un administrateur a répondu à une demande fermée.',
    ticket_gone: 'La demande nommée n’existe plus.',
    empty: 'Rien de nouveau au-dessus du texte cité.',
    follow_up: 'Réponse à une demande fermée : ouverte comme suite.',
    not_for_support: 'Pas envoyé à l’adresse du soutien.',
    no_sender: 'Sans expéditeur.',
    member_deactivated:
      'Envoyé par un membre de l’équipe dont le compte est désactivé : ses réponses par courriel ne sont plus ajoutées.',
    too_slow_to_read:
      'Sa lecture prenait trop de temps : il a été mis de côté. Ouvrez l’original pour copier son texte dans une demande, ou écartez-le.',
    message_too_large:
      'Il dépasse la limite de 10 Mo : seuls son expéditeur et son objet ont été conservés. Le message complet reste dans la boîte aux lettres du soutien.',
    unreadable:
      'Il n’a pas pu être lu comme un courriel (il est peut-être endommagé). Ouvrez l’original pour voir ce qui est arrivé.',
    from_us: 'Il provient de notre propre adresse.',
    kept_failing:
      'Son ajout a échoué cinq fois : il ne sera plus réessayé. Ouvrez l’original pour copier son texte dans une demande.',
  },
  error: (error) => `Détail technique : ${error}`,
  bounce: (hard) => (hard ? 'Échec définitif : les avis à cette adresse s’arrêtent.' : 'Échec temporaire.'),
  ticket: (shortId) => `Demande no ${shortId}`,
  original: 'Ouvrir l’original',
  ticketLabel: 'Identifiant de la demande',
  add: 'Ajouter à la demande',
  discard: 'Écarter',
  addedTitle: 'Ajouté à la demande',
  discardedTitle: 'Écarté',
  actionFailed: 'Cela n’a pas fonctionné : vérifiez l’identifiant de la demande et réessayez.',
};
