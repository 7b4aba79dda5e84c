//! The rules pages, in the product's own words (`docs/rules/` is their
//! source): a heading, its paragraphs and the diagram drawn under them.

/// A diagram the rules page draws under a section (each app paints it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RulesPicture {
    PylosPyramid,
    PylosRaise,
    PylosSquare,
    PyramidoPyramid,
    PyramidoTurn,
    PyramidoBonus,
    PyramidoNoFit,
    PyramidaBoard,
    PyramidaMove,
    PyramidaRetreat,
    PyramidaProtected,
    PyramidaBlocked,
}

/// A section of a rules page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RulesSection {
    pub heading: &'static str,
    pub paragraphs: &'static [&'static str],
    pub picture: Option<RulesPicture>,
}
