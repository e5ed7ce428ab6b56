import { defineMessages } from '../define';

/** Candidates' CVs: uploading (candidate API), the viewer and download in the application page (issue 19). */
export const cv = defineMessages(
  {
    'upload.notAPdf': 'The file is not a PDF document.',
    'cv.notFound': 'No CV found.',
    'cv.required': 'Choose a PDF file to upload as your CV.',
    'cv.saved': 'CV saved.',
    'cv.removed': 'CV removed.',
    'cv.fetched': 'CV fetched successfully',
    'cv.title': 'CV',
    'cv.none': 'No CV attached.',
    'cv.loading': 'Loading the CV...',
    'cv.loadFailed': 'The CV could not be loaded.',
    'cv.retry': 'Try again',
    'cv.download': 'Download CV',
    'cv.viewer': 'CV of {name}',
    'cv.noViewer': 'This window cannot show PDF documents. Download the CV to read it.',
    'cv.details': '{name} · {size}',
  },
  {
    'upload.notAPdf': 'O ficheiro não é um documento PDF.',
    'cv.notFound': 'Nenhum CV encontrado.',
    'cv.required': 'Escolha um ficheiro PDF para carregar como CV.',
    'cv.saved': 'CV guardado.',
    'cv.removed': 'CV removido.',
    'cv.fetched': 'CV obtido com sucesso',
    'cv.title': 'CV',
    'cv.none': 'Nenhum CV anexado.',
    'cv.loading': 'A carregar o CV...',
    'cv.loadFailed': 'Não foi possível carregar o CV.',
    'cv.retry': 'Tentar novamente',
    'cv.download': 'Descarregar CV',
    'cv.viewer': 'CV de {name}',
    'cv.noViewer': 'Esta janela não consegue mostrar documentos PDF. Descarregue o CV para o ler.',
    'cv.details': '{name} · {size}',
  },
);
