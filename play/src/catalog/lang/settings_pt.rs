//! Portuguese: the settings and the statistics.

use crate::catalog::text::Text;
use crate::catalog::PluralCategory::*;
use crate::catalog::SettingsKey::{self, *};

pub(crate) fn text(key: SettingsKey) -> Text {
    let plain = Text::Plain;
    match key {
        SettingsTitle => plain("Definições"),
        SettingSound => plain("Som"),
        SettingSoundDetail => plain("Sons curtos para as jogadas e para o fim da partida"),
        SettingHaptics => plain("Vibração"),
        SettingHapticsDetail => plain("Um toque leve que sente ao pousar uma peça"),
        SettingAnimation => plain("Animações"),
        SettingAnimationDetail => plain("A velocidade das peças; Desligadas põe-nas logo no lugar"),
        AnimationOff => plain("Desligadas"),
        AnimationFast => plain("Rápidas"),
        AnimationNormal => plain("Normais"),
        AnimationSlow => plain("Lentas"),
        SettingCoordinates => plain("Coordenadas do tabuleiro"),
        SettingCoordinatesDetail => {
            plain("Letras e números nas margens do tabuleiro; Automáticas mostra-as nos tablets")
        }
        CoordinatesAutomatic => plain("Automáticas"),
        CoordinatesOn => plain("Ligadas"),
        CoordinatesOff => plain("Desligadas"),
        SettingPatterns => plain("Padrões para daltónicos"),
        SettingPatternsDetail => plain("Um padrão em cada cor, para distinguir as peças sem a cor"),
        PatternsOff => plain("Desligados"),
        PatternsStandard => plain("Normais"),
        PatternsStrong => plain("Fortes"),
        SettingLanguage => plain("Idioma"),
        LanguageSystem => plain("Idioma do dispositivo"),
        SettingConfirm => plain("Confirmar cada jogada"),
        SettingConfirmDetail => plain("A jogada só é feita depois de um segundo toque"),
        ConfirmTapAgain => plain("Toque de novo para confirmar"),
        ConfirmMove => plain("Confirmar"),
        SettingTableBoard => plain("Tabuleiro no modo mesa"),
        SettingTableBoardDetail => plain("Fixo: o tabuleiro fica parado e cada painel fica virado para o seu jogador; a rodar: vira-se para quem joga"),
        TableBoardStill => plain("Fixo"),
        TableBoardTurn => plain("Vira-se para quem joga"),
        SettingValueOn => plain("Ligado"),
        SettingValueOff => plain("Desligado"),
        SettingSpoken => plain("{0}: {1}"),
        SettingsNoSuchOption => plain("{0}: não há a opção {1}"),
        SettingsWrongKind => plain("{0} não aceita esse tipo de valor"),
        StatsTitle => plain("Estatísticas"),
        StatsGames => plain("Partidas"),
        StatsWins => plain("Vitórias"),
        StatsLosses => plain("Derrotas"),
        StatsDraws => plain("Empates"),
        StatsWinRate => plain("% de vitórias"),
        StatsPercent => plain("{0}%"),
        StatsNoGames => plain("Ainda sem partidas"),
        StatsAnotherPlayer => plain("Outro jogador"),
        StatsLongestStreak => Text::Plural(&[
            (One, "Maior sequência: {0} vitória"),
            (Other, "Maior sequência: {0} vitórias"),
        ]),
        StatsCurrentStreak => Text::Plural(&[
            (One, "Sequência atual: {0} vitória"),
            (Other, "Sequência atual: {0} vitórias"),
        ]),
        StatsGamesCount => Text::Plural(&[(One, "{0} partida"), (Other, "{0} partidas")]),
        StatsWinsCount => Text::Plural(&[(One, "{0} vitória"), (Other, "{0} vitórias")]),
        StatsLossesCount => Text::Plural(&[(One, "{0} derrota"), (Other, "{0} derrotas")]),
        StatsDrawsCount => Text::Plural(&[(One, "{0} empate"), (Other, "{0} empates")]),
        StatsFirstWin => plain("Primeira vitória contra o computador ({0})"),
        StatsNthWin => plain("{0}.ª vitória contra o computador ({1})"),
        StatsFirstLoss => plain("Primeira derrota contra o computador ({0})"),
        StatsNthLoss => plain("{0}.ª derrota contra o computador ({1})"),
        StatsFirstDraw => plain("Primeiro empate contra o computador ({0})"),
        StatsNthDraw => plain("{0}.º empate contra o computador ({1})"),
        // The ordinal's mark agrees with its noun, so the sentences carry it.
        OrdinalOne | OrdinalTwo | OrdinalFew | OrdinalOther => plain("{0}"),
    }
}
