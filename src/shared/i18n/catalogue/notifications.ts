import { defineMessages } from '../define';

/** Notifications (issue 15): the bell's feed, the Notifications page, preferences, emails, unsubscribe. */
export const notifications = defineMessages(
  {
    'notifications.fetched': 'Notifications fetched successfully',
    'notifications.marked': 'Notifications marked as read',
    'notifications.preferencesFetched': 'Notification preferences fetched successfully',
    'notifications.preferencesSaved': 'Notification preferences saved',
    'notifications.unsubscribed': 'You will no longer receive these emails.',
    'notifications.limitInvalid': 'The number of notifications must be between 1 and 100.',
    'notifications.beforeInvalid': 'That is not a notification of this list.',
    'notifications.idsInvalid': 'Name up to 100 notifications to mark as read, or all of them.',
    'notifications.preferencesInvalid': 'Choose in-app, desktop and email for every kind of notification.',
    'notifications.unsubscribeInvalid':
      'This unsubscribe link is not valid. Change your choices in Settings.',

    'notifications.kind.APPLICATION_RECEIVED': 'New applicants',
    'notifications.kind.JOB_EXPIRING': 'Jobs about to expire',
    'notifications.kind.JOB_EXPIRED': 'Expired jobs',
    'notifications.kind.PLAN_EXPIRING': 'Professional Plan about to end',
    'notifications.kind.MESSAGE_UNREAD': 'Unread chat messages',
    'notifications.kind.INTERVIEW_REMINDER': 'Interview reminders',
    'notifications.title.APPLICATION_RECEIVED': 'New application received',
    'notifications.title.JOB_EXPIRING': 'Job expiring soon',
    'notifications.title.JOB_EXPIRED': 'Job expired',
    'notifications.title.PLAN_EXPIRING': 'Your Professional Plan ends soon',
    'notifications.title.MESSAGE_UNREAD': 'Unread message',
    'notifications.title.INTERVIEW_REMINDER': 'Interview in one hour',
    'notifications.body.APPLICATION_RECEIVED': '{candidate} applied to {job}',
    'notifications.body.JOB_EXPIRING': '{job} expires on {date}',
    'notifications.body.JOB_EXPIRED': '{job} is now In-active: its expiration date has passed',
    'notifications.body.PLAN_EXPIRING':
      'Your Professional Plan is active until {date}; renew it to keep its benefits',
    'notifications.body.MESSAGE_UNREAD': {
      one: '{sender} sent you {count} message you have not read yet',
      other: '{sender} sent you {count} messages you have not read yet',
    },
    'notifications.body.INTERVIEW_REMINDER': 'Interview with {candidate} for {job} at {time}',
    'notifications.someone': 'A candidate',
    'notifications.aJob': 'your job',

    'notifications.email.subject.APPLICATION_RECEIVED': 'Conexão: {candidate} applied to {job}',
    'notifications.email.subject.JOB_EXPIRING': 'Conexão: {job} expires on {date}',
    'notifications.email.subject.JOB_EXPIRED': 'Conexão: {job} has expired',
    'notifications.email.subject.PLAN_EXPIRING': 'Conexão: your Professional Plan ends on {date}',
    'notifications.email.subject.MESSAGE_UNREAD': 'Conexão: unread message from {sender}',
    'notifications.email.subject.INTERVIEW_REMINDER': 'Conexão: interview with {candidate} at {time}',
    'notifications.email.greeting': 'Hello,',
    'notifications.email.open': 'Open it in the Conexão app: {appLink}',
    'notifications.email.web': 'Or in your browser: {webLink}',
    'notifications.email.unsubscribe':
      'You receive this email because email is on for "{kind}". To stop these emails: {unsubscribeLink}',

    'notifications.heading': 'Notifications',
    'notifications.unread': '{n} unread',
    'notifications.bellLabel': 'Notifications, {n} unread',
    'notifications.empty': 'No notifications yet. New applicants and expiring jobs will appear here.',
    'notifications.markAllRead': 'Mark all as read',
    'notifications.seeAll': 'See all',
    'notifications.loadMore': 'Load older notifications',
    'notifications.loadFailed': 'Notifications could not be loaded.',
    'notifications.retry': 'Try again',
    'notifications.unreadMark': 'Unread',
    'notifications.desktopTitle': 'Conexão: {title}',

    'notifications.settings.heading': 'Notifications',
    'notifications.settings.intro': 'Choose how Conexão tells you about each kind of event.',
    'notifications.settings.kind': 'Kind',
    'notifications.settings.inApp': 'In the app',
    'notifications.settings.desktop': 'Desktop',
    'notifications.settings.email': 'Email',
    'notifications.settings.notAvailable': 'Not available for this kind',
    'notifications.settings.messageNote':
      'Chat messages keep their own live alerts; this sends an email when a message stays unread for 15 minutes (at most one an hour per conversation).',
    'notifications.settings.save': 'Save notification settings',
    'notifications.settings.saving': 'Saving...',

    'notifications.unsubscribe.heading': 'Unsubscribe',
    'notifications.unsubscribe.working': 'Turning these emails off...',
    'notifications.unsubscribe.done':
      'Done: you will no longer receive emails about "{kind}". You can turn them back on in Settings.',
    'notifications.unsubscribe.failed':
      'This link is not valid. Sign in and change your choices in Settings.',
    'notifications.unsubscribe.confirm': 'Stop these emails',
    'notifications.unsubscribe.question': 'Stop receiving emails about "{kind}"?',
    'notifications.unsubscribe.questionAny': 'Stop receiving these emails?',
    'notifications.unsubscribe.intro':
      'This turns off one kind of email from Conexão. Nothing changes until you confirm.',
    'notifications.openApp': 'Open Conexão',
    'notifications.pageLabel': 'All notifications',
    'notifications.settings.saved': 'Notification settings saved.',
    'notifications.settings.saveFailed': 'Your notification settings could not be saved.',
    'notifications.settings.loading': 'Loading your notification settings...',
    'notifications.settings.desktopBrowser':
      'Desktop alerts in this browser appear while Conexão is open in a tab. Turning one on asks the browser for permission.',
    'notifications.settings.desktopBlocked':
      "This browser blocks notifications from Conexão, so desktop alerts cannot be chosen here. Allow notifications in the browser's site settings, or use the desktop app.",
    'notifications.settings.desktopUnsupported':
      'This browser cannot show notifications. Use the desktop app for desktop alerts.',
    'notifications.settings.desktopOffForApp':
      'Notifications are off for the whole desktop app (above): no desktop alert appears until you turn them on.',
  },
  {
    'notifications.fetched': 'Notificações obtidas com sucesso',
    'notifications.marked': 'Notificações marcadas como lidas',
    'notifications.preferencesFetched': 'Preferências de notificação obtidas com sucesso',
    'notifications.preferencesSaved': 'Preferências de notificação guardadas',
    'notifications.unsubscribed': 'Deixará de receber estes emails.',
    'notifications.limitInvalid': 'O número de notificações deve estar entre 1 e 100.',
    'notifications.beforeInvalid': 'Essa não é uma notificação desta lista.',
    'notifications.idsInvalid': 'Indique até 100 notificações para marcar como lidas, ou todas.',
    'notifications.preferencesInvalid':
      'Escolha na aplicação, ambiente de trabalho e email para cada tipo de notificação.',
    'notifications.unsubscribeInvalid':
      'Este link para cancelar a subscrição não é válido. Altere as suas escolhas nas Definições.',

    'notifications.kind.APPLICATION_RECEIVED': 'Novos candidatos',
    'notifications.kind.JOB_EXPIRING': 'Vagas prestes a expirar',
    'notifications.kind.JOB_EXPIRED': 'Vagas expiradas',
    'notifications.kind.PLAN_EXPIRING': 'Plano Profissional prestes a terminar',
    'notifications.kind.MESSAGE_UNREAD': 'Mensagens de chat por ler',
    'notifications.kind.INTERVIEW_REMINDER': 'Lembretes de entrevistas',
    'notifications.title.APPLICATION_RECEIVED': 'Nova candidatura recebida',
    'notifications.title.JOB_EXPIRING': 'Vaga prestes a expirar',
    'notifications.title.JOB_EXPIRED': 'Vaga expirada',
    'notifications.title.PLAN_EXPIRING': 'O seu Plano Profissional termina em breve',
    'notifications.title.MESSAGE_UNREAD': 'Mensagem por ler',
    'notifications.title.INTERVIEW_REMINDER': 'Entrevista daqui a uma hora',
    'notifications.body.APPLICATION_RECEIVED': '{candidate} candidatou-se a {job}',
    'notifications.body.JOB_EXPIRING': '{job} expira em {date}',
    'notifications.body.JOB_EXPIRED': '{job} está agora Inativa: a data de expiração passou',
    'notifications.body.PLAN_EXPIRING':
      'O seu Plano Profissional está activo até {date}; renove-o para manter as vantagens',
    'notifications.body.MESSAGE_UNREAD': {
      one: '{sender} enviou-lhe {count} mensagem que ainda não leu',
      other: '{sender} enviou-lhe {count} mensagens que ainda não leu',
    },
    'notifications.body.INTERVIEW_REMINDER': 'Entrevista com {candidate} para {job} às {time}',
    'notifications.someone': 'Um candidato',
    'notifications.aJob': 'a sua vaga',

    'notifications.email.subject.APPLICATION_RECEIVED': 'Conexão: {candidate} candidatou-se a {job}',
    'notifications.email.subject.JOB_EXPIRING': 'Conexão: {job} expira em {date}',
    'notifications.email.subject.JOB_EXPIRED': 'Conexão: {job} expirou',
    'notifications.email.subject.PLAN_EXPIRING': 'Conexão: o seu Plano Profissional termina a {date}',
    'notifications.email.subject.MESSAGE_UNREAD': 'Conexão: mensagem por ler de {sender}',
    'notifications.email.subject.INTERVIEW_REMINDER': 'Conexão: entrevista com {candidate} às {time}',
    'notifications.email.greeting': 'Olá,',
    'notifications.email.open': 'Abra na aplicação Conexão: {appLink}',
    'notifications.email.web': 'Ou no seu navegador: {webLink}',
    'notifications.email.unsubscribe':
      'Recebe este email porque o email está ativo para "{kind}". Para deixar de receber estes emails: {unsubscribeLink}',

    'notifications.heading': 'Notificações',
    'notifications.unread': '{n} por ler',
    'notifications.bellLabel': 'Notificações, {n} por ler',
    'notifications.empty':
      'Ainda não há notificações. Novos candidatos e vagas prestes a expirar aparecerão aqui.',
    'notifications.markAllRead': 'Marcar todas como lidas',
    'notifications.seeAll': 'Ver todas',
    'notifications.loadMore': 'Carregar notificações anteriores',
    'notifications.loadFailed': 'Não foi possível carregar as notificações.',
    'notifications.retry': 'Tentar novamente',
    'notifications.unreadMark': 'Por ler',
    'notifications.desktopTitle': 'Conexão: {title}',

    'notifications.settings.heading': 'Notificações',
    'notifications.settings.intro': 'Escolha como a Conexão o avisa sobre cada tipo de acontecimento.',
    'notifications.settings.kind': 'Tipo',
    'notifications.settings.inApp': 'Na aplicação',
    'notifications.settings.desktop': 'Ambiente de trabalho',
    'notifications.settings.email': 'Email',
    'notifications.settings.notAvailable': 'Não disponível para este tipo',
    'notifications.settings.messageNote':
      'As mensagens de chat mantêm os seus próprios alertas; isto envia um email quando uma mensagem fica por ler 15 minutos (no máximo um por hora por conversa).',
    'notifications.settings.save': 'Guardar definições de notificação',
    'notifications.settings.saving': 'A guardar...',

    'notifications.unsubscribe.heading': 'Cancelar subscrição',
    'notifications.unsubscribe.working': 'A desativar estes emails...',
    'notifications.unsubscribe.done':
      'Feito: deixará de receber emails sobre "{kind}". Pode voltar a ativá-los nas Definições.',
    'notifications.unsubscribe.failed':
      'Este link não é válido. Inicie sessão e altere as suas escolhas nas Definições.',
    'notifications.unsubscribe.confirm': 'Deixar de receber estes emails',
    'notifications.unsubscribe.question': 'Deixar de receber emails sobre "{kind}"?',
    'notifications.unsubscribe.questionAny': 'Deixar de receber estes emails?',
    'notifications.unsubscribe.intro': 'Isto desativa um tipo de email da Conexão. Nada muda até confirmar.',
    'notifications.openApp': 'Abrir a Conexão',
    'notifications.pageLabel': 'Todas as notificações',
    'notifications.settings.saved': 'Definições de notificação guardadas.',
    'notifications.settings.saveFailed': 'Não foi possível guardar as suas definições de notificação.',
    'notifications.settings.loading': 'A carregar as suas definições de notificação...',
    'notifications.settings.desktopBrowser':
      'Os alertas neste navegador aparecem enquanto a Conexão estiver aberta num separador. Ativar um pede autorização ao navegador.',
    'notifications.settings.desktopBlocked':
      'Este navegador bloqueia as notificações da Conexão, por isso os alertas não podem ser escolhidos aqui. Autorize as notificações nas definições do site do navegador, ou use a aplicação para computador.',
    'notifications.settings.desktopUnsupported':
      'Este navegador não consegue mostrar notificações. Use a aplicação para computador para ter alertas.',
    'notifications.settings.desktopOffForApp':
      'As notificações estão desativadas para toda a aplicação (acima): nenhum alerta aparece até as ativar.',
  },
);
