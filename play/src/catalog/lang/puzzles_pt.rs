//! Portuguese: the puzzles.

use crate::catalog::text::Text;
use crate::catalog::PluralCategory::*;
use crate::catalog::PuzzleKey::{self, *};

pub(crate) fn text(key: PuzzleKey) -> Text {
    let plain = Text::Plain;
    match key {
        Puzzles => plain("Problemas"),
        PuzzlesTitle => plain("Problemas de {0}"),
        PuzzlesSolved => plain("Resolvidos: {0} de {1}"),
        PuzzleRating => plain("Pontuação {0}"),
        PuzzleStreak => Text::Plural(&[
            (One, "Série: {0} problema"),
            (Other, "Série: {0} problemas"),
        ]),
        PuzzleDaily => plain("Problema do dia"),
        PuzzleNumber => plain("Problema {0} de {1}"),
        PuzzleGradeEasy => plain("Fácil"),
        PuzzleGradeMedium => plain("Médio"),
        PuzzleGradeHard => plain("Difícil"),
        PuzzleWinIn => Text::Plural(&[
            (One, "Vez de: {1} — vitória em {0} jogada"),
            (Other, "Vez de: {1} — vitória em {0} jogadas"),
        ]),
        PuzzleBestTurn => Text::Plural(&[
            (One, "Vez de: {1} — marque {0} ponto nesta jogada"),
            (Other, "Vez de: {1} — marque {0} pontos nesta jogada"),
        ]),
        PuzzleFewerPoints => Text::Plural(&[
            (
                One,
                "Assim, esta jogada só rende {0} ponto; a melhor rende {1}.",
            ),
            (
                Other,
                "Assim, esta jogada só rende {0} pontos; a melhor rende {1}.",
            ),
        ]),
        PuzzleWrongWins => plain("Assim a vitória escapa. Resposta ({0}): “{1}”, que vence."),
        PuzzleWrongNoWin => plain("Assim não mantém a vitória."),
        PuzzleBetterMove => plain("Vez de: {0} — encontre uma jogada melhor"),
        PuzzleMovesLeft => Text::Plural(&[
            (One, "Falta {0} jogada para vencer"),
            (Other, "Faltam {0} jogadas para vencer"),
        ]),
        PuzzleKept => plain("Certo. Resposta ({0}): “{1}”."),
        PuzzleKeptNoReply => plain("Certo. Continue."),
        PuzzleSolved => plain("Resolvido!"),
        PuzzleTooSlow => Text::Plural(&[
            (
                One,
                "Ainda ganha, mas só em {0} jogada; o problema pede vitória em {1}.",
            ),
            (
                Other,
                "Ainda ganha, mas só em {0} jogadas; o problema pede vitória em {1}.",
            ),
        ]),
        PuzzleWrongLoss => Text::Plural(&[
            (
                One,
                "Assim a vitória escapa. Resposta ({1}): “{2}”, que vence em {0} jogada.",
            ),
            (
                Other,
                "Assim a vitória escapa. Resposta ({1}): “{2}”, que vence em {0} jogadas.",
            ),
        ]),
        PuzzleWrongLossNoReply => Text::Plural(&[
            (
                One,
                "Assim a vitória escapa: o adversário ({1}) ganha em {0} jogada.",
            ),
            (
                Other,
                "Assim a vitória escapa: o adversário ({1}) ganha em {0} jogadas.",
            ),
        ]),
        PuzzleWrongDraw => {
            plain("Assim a vitória escapa. Resposta ({0}): “{1}”, que garante o empate.")
        }
        PuzzleWrongDrawNoReply => plain("Assim a vitória escapa: agora só resta o empate."),
        PuzzleNotBetter => {
            plain("Não é melhor do que a jogada feita na partida. Resposta ({0}): “{1}”.")
        }
        PuzzleNotBetterNoReply => plain("Não é melhor do que a jogada feita na partida."),
        PuzzleHint => plain("Dica: olhe para {0}."),
        PuzzleSolutionIs => plain("A solução: {0}."),
        PuzzleSolutionButton => plain("Solução"),
        PuzzleSolutionStep => plain("Próxima jogada da solução"),
        PuzzleRetry => plain("Tentar de novo"),
        PuzzleNext => plain("Próximo problema"),
        PuzzleNextMistake => plain("Próximo erro"),
        PuzzleNoneYet => plain("Ainda não há problemas de {0}"),
        PuzzleNoSuchPuzzle => plain("Não existe o problema “{0}”"),
        PuzzleRatingChange => plain("Pontuação {0} ({1})"),
        PuzzleYourMistakes => plain("Aprenda com os seus erros"),
        PuzzleMistakesFound => Text::Plural(&[
            (One, "{0} posição para jogar de novo"),
            (Other, "{0} posições para jogar de novo"),
        ]),
    }
}
