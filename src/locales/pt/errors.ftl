### Mensagens de erro: o que responde um pedido recusado (o `{"error": "…"}` da API JSON, o
### aviso da página da conta, a página de erro). Texto entre crases é o nome de um parâmetro
### ou um valor digitado pelo leitor: não se traduz.

## Acesso e contas

error-sign-in = Entre na sua conta para fazer isto.
error-not-allowed = Sua conta não tem permissão para fazer isto.
error-not-signed-in = Você não entrou na sua conta.
error-username-form = Um nome de usuário tem de 3 a 32 letras, algarismos, pontos, hífens ou sublinhados.
# $min: o mínimo de caracteres de uma senha (10).
error-password-short = A senha precisa ter pelo menos { $min ->
    [one] { $min } caractere
   *[other] { $min } caracteres
}; algumas palavras formam uma boa senha.
error-password-long = Esta senha é longa demais.
error-password-guessable = Esta senha é fácil demais de adivinhar. Escolha outra (algumas palavras sem relação entre si funcionam bem).
error-username-taken = Este nome de usuário já está em uso.
error-wrong-password = Nome de usuário ou senha incorretos.
error-current-password = A senha atual está incorreta.
error-confirm-deletion = Marque a caixa para confirmar a exclusão.
error-no-account = Esta conta não existe.
error-role-guest = Uma conta não pode passar a ser de visitante.
# Os nomes dos papéis são os valores que a linha de comando aceita: ficam em inglês.
error-choose-role = Escolha trainee, instructor ou admin.
error-own-role = Mude o seu próprio papel a partir da conta de outro administrador.
error-own-deletion = Exclua a sua própria conta na página da conta.

## Turmas, listas de alunos e provas de turma

error-class-name = O nome de uma turma tem de 1 a 100 caracteres.
error-no-class = Esta turma não existe.
error-no-class-code = Nenhuma turma tem este código.
# $line: a linha da lista (1 para a primeira); $detail: a explicação do leitor de CSV (em inglês).
error-roster-csv = A lista não é um CSV válido (linha { $line }): { $detail }
# $line: a linha da lista; $raw: o nome escrito nela.
error-roster-name = Linha { $line }: `{ $raw }` não forma um nome de usuário (3 ou mais letras ou algarismos).
error-roster-empty = A lista não tem nomes.
# $max: o máximo de nomes de uma lista.
error-roster-long = Uma lista tem no máximo { $max ->
    [one] { $max } nome
   *[other] { $max } nomes
}.
error-exam-title = O título de uma prova tem de 1 a 100 caracteres.
error-exam-size = Uma prova tem de 1 a 100 questões e de 1 a 600 minutos.
error-exam-window = A prova precisa fechar depois de abrir.
error-no-exam = Esta prova não existe.
error-exam-not-open = Esta prova ainda não está aberta.
error-exam-closed = Esta prova está encerrada.
error-exam-taken = Você já fez esta prova.
error-time-format = Os horários se escrevem assim: 2026-12-03T09:00Z.
# $field: o nome do campo do formulário (`count`, `minutes`).
error-field-number = `{ $field }` precisa ser um número.

## Simulados e respostas

# $topic: o identificador do tema pedido.
error-unknown-topic = Tema desconhecido: `{ $topic }`.
error-no-questions = Não há questões nos temas escolhidos.
error-quiz-too-large = Este simulado é grande demais.
# $open: quantos simulados não concluídos se pode ter; $days: após quantos dias são removidos.
error-too-many-open = Você tem { $open ->
    [one] { $open } simulado não concluído
   *[other] { $open } simulados não concluídos
}. Conclua um ou aguarde: simulados não concluídos são removidos após { $days ->
    [one] { $days } dia
   *[other] { $days } dias
}.
error-no-mistakes = Ainda não há erros para refazer.
error-nothing-due = Não há nada para revisar agora.
error-no-quiz = Este simulado não existe.
error-no-question = Este simulado não tem essa questão.
error-no-option = Esta questão não tem essa alternativa.
error-quiz-finished = Este simulado foi concluído; as respostas não podem mais ser alteradas.
error-time-over = O tempo da prova acabou: as respostas não são mais aceitas.
error-flag-practice = Só questões de prova podem ser marcadas para revisão: no treino a resposta e a explicação vêm na hora.
error-already-answered = Esta questão já foi respondida com outra alternativa.
error-length-number = Informe o número de questões em algarismos.

## Parâmetros da API (nomes e valores entre crases e aspas são literais)

error-lang-param = `lang` precisa ser en, pt, ru, sr ou sr-Cyrl.
error-mode-param = `mode` precisa ser "practice" ou "exam".
error-topics-param = Temas demais ou longos demais.
# $max: o máximo de questões de um simulado.
error-count-param = `count` precisa ser de 1 a { $max }.
error-source-param = `source` precisa ser topics, mistakes ou due.
error-question-param = `question` precisa ser um identificador como "q1".
error-option-param = `option` precisa ser um identificador como "a".
error-role-param = `role` precisa ser trainee, instructor ou admin.
error-limit-param = `limit` precisa ser um número inteiro de 1 a 50.
error-tc-param = `tc` precisa ser standard, rapid ou blitz.
error-kind-param = `kind` precisa ser ruling, law, procedure ou regulation.
# $chars: o tamanho da consulta; $max: o máximo aceito.
error-query-long = A consulta é longa demais ({ $chars ->
    [one] { $chars } caractere
   *[other] { $chars } caracteres
}; no máximo { $max }).

## Pedidos que o servidor não consegue ler (cada $detail é a explicação do analisador, em inglês)

error-query-string = Parâmetros de consulta inválidos: { $detail }
error-path = Endereço inválido: { $detail }
error-json-body = Corpo JSON inválido: { $detail }
error-form-body = Formulário inválido: { $detail }
error-send-json = Envie esta requisição como JSON (Content-Type: application/json).
error-cross-site = Não são aceitas requisições vindas de outros sites.
error-form-expired = Este formulário expirou ou não veio deste site. Recarregue a página e tente novamente.

## O que não existe

# $path: o endereço pedido.
error-no-route = Não há nada no endereço { $path }
# $id: o identificador da decisão pedida.
error-no-ruling-id = Nenhuma decisão tem o identificador `{ $id }`.
error-no-ruling-page = Não há decisão neste endereço.
# $raw: o que foi pedido como número de artigo.
error-not-article-number = `{ $raw }` não é um número de artigo.
# $key: o número de artigo pedido.
error-not-article = `{ $key }` não é um artigo das Leis do Xadrez de 2023 nem de um regulamento que abrangemos.
error-no-topic = Este tema não existe.

## Limites e recusas

error-limit-quizzes = Muitos simulados iniciados em pouco tempo. Aguarde um momento e tente novamente.
error-limit-answers = Muitas respostas em pouco tempo. Aguarde um momento e tente novamente.
error-limit-sessions = Muitas sessões novas a partir deste endereço. Aguarde um momento e tente novamente.
error-limit-logins = Muitas tentativas de acesso. Aguarde um momento e tente novamente.
error-limit-password = Muitas tentativas de senha. Aguarde um momento e tente novamente.
error-limit-join = Muitas tentativas de código de acesso. Aguarde um momento e tente novamente.
error-limit-writes = Muitas alterações em pouco tempo. Aguarde um momento e tente novamente.
error-busy-hashing = O servidor está ocupado com muitos acessos simultâneos. Tente novamente em instantes.
error-disk-full = As respostas não podem ser salvas agora. Avise o organizador; tente novamente em um minuto.
error-busy = O servidor está ocupado. Tente novamente em instantes.
error-internal = Algo deu errado do nosso lado. Tente novamente.

## A página de erro

# O título depois do código de status; $code é o status HTTP.
error-status = { $code ->
    [400] Requisição inválida
    [401] Acesso necessário
    [403] Acesso negado
    [404] Não encontrado
    [409] Conflito
    [415] Tipo de conteúdo não aceito
    [422] Dados não processáveis
    [429] Requisições demais
    [500] Erro interno do servidor
    [503] Serviço indisponível
   *[other] Erro
}
# O rótulo e o botão da caixa de busca.
error-page-search = Buscar
error-page-placeholder = 6.9, queda de seta…
# O link de volta à página inicial.
error-page-home = Página inicial do Arbiter KB
