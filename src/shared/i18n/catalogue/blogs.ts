import { defineMessages } from '../define';

/**
 * Blog area (docs/product.md §2 Blogs): list, detail, editor. The six cards and the article are static
 * placeholder content (docs/product.md §3: "Blog: placeholder display fields only"), so they live here too.
 */
export const blogs = defineMessages(
  {
    'blogs.breadcrumb.label': 'Breadcrumb',
    'blogs.breadcrumb.home': 'Overview',
    'blogs.breadcrumb.blogs': 'Blog',
    'blogs.write': 'Write Blog',
    'blogs.list.label': 'Blog posts',
    'blogs.card.by': 'By {author}',
    'blogs.card.readingTime': '{n} min read',
    'blogs.menu.open': 'Actions for “{title}”',
    'blogs.menu.edit': 'Edit',
    'blogs.menu.delete': 'Delete',
    'blogs.delete.unavailable': 'Blog management is not available yet, so nothing was deleted.',
    'blogs.detail.back': 'Back to the blog list',
    'blogs.detail.published': 'Published on {date}',
    'blogs.feedback.title': 'Feedback',
    'blogs.feedback.label': 'Give Feedback on this blog',
    'blogs.feedback.placeholder': 'What did you find useful? What should we write about next?',
    'blogs.feedback.cancel': 'Cancel',
    'blogs.feedback.submit': 'Submit',
    'blogs.feedback.thanks': 'Thank you for your feedback!',
    'blogs.editor.addTitle': 'Write a new blog post',
    'blogs.editor.editTitle': 'Edit blog post',
    'blogs.editor.titleLabel': 'Title',
    'blogs.editor.titlePlaceholder': 'Give your post a clear title',
    'blogs.editor.bodyLabel': 'Content',
    'blogs.editor.toolbar': 'Formatting',
    'blogs.editor.heading': 'Heading {level}',
    'blogs.editor.bold': 'Bold',
    'blogs.editor.italic': 'Italic',
    'blogs.editor.underline': 'Underline',
    'blogs.editor.link': 'Link',
    'blogs.editor.orderedList': 'Numbered list',
    'blogs.editor.bulletList': 'Bulleted list',
    'blogs.editor.clean': 'Clear formatting',
    'blogs.editor.image': 'Insert image',
    'blogs.editor.imageRejected': 'Only PNG, GIF, JPEG, BMP or ICO images up to {mb} MB can be inserted.',
    'blogs.editor.linkAddress': 'Link address',
    'blogs.editor.linkHint': 'Allowed: http, https, mailto and tel addresses.',
    'blogs.editor.linkApply': 'Apply link',
    'blogs.editor.linkRemove': 'Remove link',
    'blogs.editor.linkCancel': 'Cancel',
    'blogs.editor.notSaved': 'Publishing is not available yet: posts written here are not saved.',
    'blogs.editor.cancel': 'Cancel',
    'blogs.editor.publish': 'Publish',
    'blogs.editor.update': 'Update',
    'blogs.editor.sampleTitle': 'Hiring your first interns in Luanda: a practical guide',
    'blogs.editor.sampleBody':
      'Angola’s young graduates are eager to learn. A well-planned internship gives them real work and gives your company its next hires.',

    'blogs.sample.1.title': 'Hiring your first interns in Luanda: a practical guide',
    'blogs.sample.1.teaser':
      'From writing the post to the first day at the office: what small and medium companies in Luanda should plan before welcoming interns.',
    'blogs.sample.2.title': 'Writing job posts that attract young Angolan talent',
    'blogs.sample.2.teaser':
      'Clear titles, honest salary ranges in AKZ and a real description of the work: the three things graduates look for first.',
    'blogs.sample.3.title': 'Interviewing fairly: a checklist for small companies',
    'blogs.sample.3.teaser':
      'The same questions for every candidate, a simple score sheet and quick feedback make interviews fairer and faster.',
    'blogs.sample.4.title': 'From Benguela to Lubango: building a regional talent pipeline',
    'blogs.sample.4.teaser':
      'Universities and technical institutes outside the capital train excellent people. Here is how to reach them.',
    'blogs.sample.5.title': 'Onboarding remote interns across the provinces',
    'blogs.sample.5.teaser':
      'Good connectivity is not always guaranteed. Plan short check-ins, shared documents and tasks that can be done offline.',
    'blogs.sample.6.title': 'Mentoring: turning a three-month internship into a career',
    'blogs.sample.6.teaser':
      'A named mentor, monthly goals and an honest final review help interns grow, and help you decide whom to hire.',

    'blogs.article.imageAlt.1': 'Illustration of a team working together in an office in Luanda',
    'blogs.article.imageAlt.2': 'Illustration of a checklist next to a calendar',
    'blogs.article.caption.1': 'Plan the internship with the team that will welcome the intern.',
    'blogs.article.caption.2': 'A simple plan for the first weeks avoids most surprises.',
    'blogs.article.intro':
      'Every year thousands of young people finish their studies in Luanda, Benguela, Huambo and Lubango and look for a first professional experience. For a company, an internship is one of the best ways to discover talent early. But a good internship does not happen by chance: it is planned.',
    'blogs.article.h1': 'Start with the work, not with the job title',
    'blogs.article.p1':
      'Before publishing anything, write down what the intern will actually do during the first three months. Which projects will they join? Which tools will they use? Who will answer their questions? A short list of real tasks is more useful than a long list of requirements, and it helps you write an honest post.',
    'blogs.article.p2':
      'Be realistic about skills. A finance student will not know your accounting software yet, and that is fine. Ask for the basics (curiosity, reliability, willingness to learn) and plan to teach the rest.',
    'blogs.article.h2': 'Write a post that young people want to read',
    'blogs.article.p3':
      'Graduates compare many offers on their phones, often with limited data. Use a clear title, say in which city or neighbourhood the work happens, and show the monthly allowance or salary range in AKZ. Posts with a salary range receive more applications, and the candidates who apply already accept the terms.',
    'blogs.article.p4':
      'Mention transport and working hours. In Luanda a long commute can decide whether a candidate accepts an offer, so say whether you help with transport or allow some remote days.',
    'blogs.article.h3': 'Prepare the first week',
    'blogs.article.p5':
      'Before the first day, prepare a desk, a computer or a clear plan for using one, access to email and the documents the intern will need. Introduce them to the team on day one and give them a small task they can finish in the first week. Finishing something early builds confidence.',
    'blogs.article.p6':
      'Name a mentor: one person who meets the intern for half an hour every week. The mentor does not need to be a manager, only someone who knows the work and has time to listen.',
    'blogs.article.h4': 'Follow up and decide',
    'blogs.article.p7':
      'Set goals for each month and review them together. At the end of the internship, hold an honest final conversation: what went well, what can improve, and whether there is a place for the intern in the company. Even when you cannot hire, a good reference letter helps the young person take the next step.',
    'blogs.article.p8':
      'Companies that invest in internships build a reputation among students and universities. Over time, the best candidates start looking for you.',
  },
  {
    'blogs.breadcrumb.label': 'Trilho de navegação',
    'blogs.breadcrumb.home': 'Visão geral',
    'blogs.breadcrumb.blogs': 'Blogue',
    'blogs.write': 'Escrever artigo',
    'blogs.list.label': 'Artigos do blogue',
    'blogs.card.by': 'Por {author}',
    'blogs.card.readingTime': '{n} min de leitura',
    'blogs.menu.open': 'Acções para “{title}”',
    'blogs.menu.edit': 'Editar',
    'blogs.menu.delete': 'Eliminar',
    'blogs.delete.unavailable': 'A gestão do blogue ainda não está disponível, por isso nada foi eliminado.',
    'blogs.detail.back': 'Voltar à lista de artigos',
    'blogs.detail.published': 'Publicado a {date}',
    'blogs.feedback.title': 'Comentários',
    'blogs.feedback.label': 'Dê a sua opinião sobre este artigo',
    'blogs.feedback.placeholder': 'O que achou útil? Sobre o que devemos escrever a seguir?',
    'blogs.feedback.cancel': 'Cancelar',
    'blogs.feedback.submit': 'Enviar',
    'blogs.feedback.thanks': 'Obrigado pela sua opinião!',
    'blogs.editor.addTitle': 'Escrever um novo artigo',
    'blogs.editor.editTitle': 'Editar artigo',
    'blogs.editor.titleLabel': 'Título',
    'blogs.editor.titlePlaceholder': 'Dê ao artigo um título claro',
    'blogs.editor.bodyLabel': 'Conteúdo',
    'blogs.editor.toolbar': 'Formatação',
    'blogs.editor.heading': 'Título {level}',
    'blogs.editor.bold': 'Negrito',
    'blogs.editor.italic': 'Itálico',
    'blogs.editor.underline': 'Sublinhado',
    'blogs.editor.link': 'Ligação',
    'blogs.editor.orderedList': 'Lista numerada',
    'blogs.editor.bulletList': 'Lista com marcadores',
    'blogs.editor.clean': 'Limpar formatação',
    'blogs.editor.image': 'Inserir imagem',
    'blogs.editor.imageRejected': 'Só é possível inserir imagens PNG, GIF, JPEG, BMP ou ICO até {mb} MB.',
    'blogs.editor.linkAddress': 'Endereço da ligação',
    'blogs.editor.linkHint': 'Permitidos: endereços http, https, mailto e tel.',
    'blogs.editor.linkApply': 'Aplicar ligação',
    'blogs.editor.linkRemove': 'Remover ligação',
    'blogs.editor.linkCancel': 'Cancelar',
    'blogs.editor.notSaved':
      'A publicação ainda não está disponível: os artigos escritos aqui não são guardados.',
    'blogs.editor.cancel': 'Cancelar',
    'blogs.editor.publish': 'Publicar',
    'blogs.editor.update': 'Actualizar',
    'blogs.editor.sampleTitle': 'Contratar os primeiros estagiários em Luanda: um guia prático',
    'blogs.editor.sampleBody':
      'Os jovens licenciados angolanos estão ansiosos por aprender. Um estágio bem planeado dá-lhes trabalho real e dá à sua empresa as próximas contratações.',

    'blogs.sample.1.title': 'Contratar os primeiros estagiários em Luanda: um guia prático',
    'blogs.sample.1.teaser':
      'Da redacção do anúncio ao primeiro dia no escritório: o que as pequenas e médias empresas de Luanda devem planear antes de receber estagiários.',
    'blogs.sample.2.title': 'Anúncios de emprego que atraem o jovem talento angolano',
    'blogs.sample.2.teaser':
      'Títulos claros, faixas salariais honestas em AKZ e uma descrição real do trabalho: as três coisas que os licenciados procuram primeiro.',
    'blogs.sample.3.title': 'Entrevistas justas: uma lista de verificação para pequenas empresas',
    'blogs.sample.3.teaser':
      'As mesmas perguntas para todos os candidatos, uma grelha de avaliação simples e uma resposta rápida tornam as entrevistas mais justas e mais rápidas.',
    'blogs.sample.4.title': 'De Benguela ao Lubango: criar uma rede regional de talento',
    'blogs.sample.4.teaser':
      'As universidades e os institutos técnicos fora da capital formam pessoas excelentes. Saiba como chegar até elas.',
    'blogs.sample.5.title': 'Integrar estagiários à distância nas várias províncias',
    'blogs.sample.5.teaser':
      'Nem sempre há boa ligação à internet. Planeie reuniões curtas, documentos partilhados e tarefas que se possam fazer sem rede.',
    'blogs.sample.6.title': 'Mentoria: transformar um estágio de três meses numa carreira',
    'blogs.sample.6.teaser':
      'Um mentor designado, objectivos mensais e uma avaliação final honesta ajudam o estagiário a crescer e ajudam-no a decidir quem contratar.',

    'blogs.article.imageAlt.1': 'Ilustração de uma equipa a trabalhar em conjunto num escritório em Luanda',
    'blogs.article.imageAlt.2': 'Ilustração de uma lista de verificação ao lado de um calendário',
    'blogs.article.caption.1': 'Planeie o estágio com a equipa que vai receber o estagiário.',
    'blogs.article.caption.2': 'Um plano simples para as primeiras semanas evita a maioria das surpresas.',
    'blogs.article.intro':
      'Todos os anos, milhares de jovens terminam os estudos em Luanda, Benguela, Huambo e no Lubango e procuram uma primeira experiência profissional. Para uma empresa, o estágio é uma das melhores formas de descobrir talento cedo. Mas um bom estágio não acontece por acaso: planeia-se.',
    'blogs.article.h1': 'Comece pelo trabalho, não pelo nome do cargo',
    'blogs.article.p1':
      'Antes de publicar qualquer coisa, escreva o que o estagiário vai realmente fazer nos primeiros três meses. Em que projectos vai participar? Que ferramentas vai usar? Quem vai responder às suas dúvidas? Uma lista curta de tarefas reais é mais útil do que uma lista longa de requisitos, e ajuda a escrever um anúncio honesto.',
    'blogs.article.p2':
      'Seja realista quanto às competências. Um estudante de finanças ainda não conhece o seu programa de contabilidade, e não faz mal. Peça o essencial (curiosidade, responsabilidade, vontade de aprender) e planeie ensinar o resto.',
    'blogs.article.h2': 'Escreva um anúncio que os jovens queiram ler',
    'blogs.article.p3':
      'Os licenciados comparam muitas ofertas no telemóvel, muitas vezes com poucos dados móveis. Use um título claro, indique em que cidade ou bairro é o trabalho e mostre o subsídio mensal ou a faixa salarial em AKZ. Os anúncios com faixa salarial recebem mais candidaturas, e quem se candidata já aceita as condições.',
    'blogs.article.p4':
      'Fale do transporte e do horário. Em Luanda, uma deslocação longa pode decidir se um candidato aceita a oferta, por isso diga se ajuda com o transporte ou se permite alguns dias de trabalho à distância.',
    'blogs.article.h3': 'Prepare a primeira semana',
    'blogs.article.p5':
      'Antes do primeiro dia, prepare uma secretária, um computador ou um plano claro para usar um, o acesso ao e-mail e os documentos de que o estagiário vai precisar. Apresente-o à equipa no primeiro dia e dê-lhe uma pequena tarefa que possa terminar na primeira semana. Concluir algo cedo dá confiança.',
    'blogs.article.p6':
      'Designe um mentor: uma pessoa que se reúne com o estagiário meia hora por semana. O mentor não precisa de ser chefe, apenas alguém que conheça o trabalho e tenha tempo para ouvir.',
    'blogs.article.h4': 'Acompanhe e decida',
    'blogs.article.p7':
      'Defina objectivos para cada mês e reveja-os em conjunto. No fim do estágio, tenha uma conversa final honesta: o que correu bem, o que pode melhorar e se há lugar para o estagiário na empresa. Mesmo quando não pode contratar, uma boa carta de referência ajuda o jovem a dar o passo seguinte.',
    'blogs.article.p8':
      'As empresas que investem em estágios ganham reputação junto dos estudantes e das universidades. Com o tempo, são os melhores candidatos que as procuram.',
  },
);
