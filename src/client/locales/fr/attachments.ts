import type { AttachmentMessages } from '#client/locales/en/attachments.ts';

export const attachments: AttachmentMessages = {
  limits:
    'Joignez jusqu’à 5 fichiers de 10 Mo chacun (20 Mo en tout) : images, PDF, texte, CSV, documents bureautiques ou ZIP.',
  add: 'Ajouter des fichiers',
  dropHere: 'Déposez des fichiers ici, collez une capture d’écran dans le texte, ou',
  listLabel: 'Fichiers à envoyer',
  remove: (name: string) => `Retirer ${name}`,
  uploading: (name: string) => `Téléversement de ${name}`,
  uploaded: (name: string) => `${name} est prêt à envoyer.`,
  removed: (name: string) => `${name} retiré.`,
  stillUploading: 'Veuillez attendre la fin du téléversement de vos fichiers.',
  stillUploadingTitle: 'Téléversement en cours',
  pastedName: 'capture-ecran',
  refused: {
    file_too_large: 'Ce fichier dépasse 10 Mo.',
    file_type_not_allowed: 'Ce type de fichier n’est pas accepté.',
    too_many_files: 'Un message ne peut contenir que 5 fichiers.',
    message_too_large: 'Les fichiers d’un message ne peuvent dépasser 20 Mo en tout.',
    upload_not_found: 'Ce fichier n’attend plus d’être envoyé : ajoutez-le de nouveau.',
    rate_limited: 'Trop de fichiers téléversés depuis votre réseau. Veuillez patienter une heure.',
    other: 'Ce fichier n’a pas pu être téléversé. Veuillez réessayer.',
  },
  filesLabel: 'Fichiers joints',
  openImage: (name: string) => `Ouvrir ${name} en taille réelle`,
  download: (name: string, size: string) => `Télécharger ${name} (${size})`,
};
