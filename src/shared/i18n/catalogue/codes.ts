import { defineMessages } from '../define';

/**
 * Labels of the domain's codes (src/shared/domain.ts): job types, availabilities and spoken
 * languages are stored as codes and always shown through these, in the reader's language.
 */
export const codes = defineMessages(
  {
    'jobType.FULL_TIME': 'Full-time',
    'jobType.PART_TIME': 'Part-time',
    'jobType.REMOTE': 'Remote',
    'availability.FULL_TIME': 'Full-time',
    'availability.PART_TIME': 'Part-time',
    'availability.REMOTE': 'Remote',
    'availability.HYBRID': 'Hybrid',
    'availability.WEEKENDS': 'Weekends',
    'spokenLanguage.pt': 'Portuguese',
    'spokenLanguage.en': 'English',
    'spokenLanguage.fr': 'French',
    'spokenLanguage.es': 'Spanish',
    'spokenLanguage.umb': 'Umbundu',
    'spokenLanguage.kmb': 'Kimbundu',
    'spokenLanguage.kg': 'Kikongo',
    'spokenLanguage.cjk': 'Chokwe',
    'spokenLanguage.ln': 'Lingala',
    'spokenLanguage.de': 'German',
    'spokenLanguage.zh': 'Chinese',
  },
  {
    'jobType.FULL_TIME': 'Tempo inteiro',
    'jobType.PART_TIME': 'Tempo parcial',
    'jobType.REMOTE': 'Remoto',
    'availability.FULL_TIME': 'Tempo inteiro',
    'availability.PART_TIME': 'Tempo parcial',
    'availability.REMOTE': 'Remoto',
    'availability.HYBRID': 'Híbrido',
    'availability.WEEKENDS': 'Fins de semana',
    'spokenLanguage.pt': 'Português',
    'spokenLanguage.en': 'Inglês',
    'spokenLanguage.fr': 'Francês',
    'spokenLanguage.es': 'Espanhol',
    'spokenLanguage.umb': 'Umbundu',
    'spokenLanguage.kmb': 'Kimbundu',
    'spokenLanguage.kg': 'Kikongo',
    'spokenLanguage.cjk': 'Cokwe',
    'spokenLanguage.ln': 'Lingala',
    'spokenLanguage.de': 'Alemão',
    'spokenLanguage.zh': 'Chinês',
  },
);
