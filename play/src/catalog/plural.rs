//! CLDR plural categories and the integer rules of the four languages.
//!
//! From the CLDR plural rules (`plurals.xml`), for integer operands (`v = 0`):
//! - en: one `i = 1`; other.
//! - pt: one `i = 1 and v = 0`; other. This is CLDR's `pt_PT`: the catalog
//!   writes European Portuguese ("ecrã", "guardar"), where 0 takes the
//!   plural ("Restam 0 bolas"). CLDR's plain `pt` is Brazilian, where 0 is
//!   singular.
//! - cs: one `i = 1`; few `i = 2..4`; many only for `v != 0`; other.
//! - sl: one `i % 100 = 1`; two `i % 100 = 2`; few `i % 100 = 3..4`; other.
//!
//! Counts in this app are whole numbers, so Czech `many` (decimals) is never
//! chosen; the catalog still holds it for each plural text, as CLDR lists it.

use super::Language;

/// A CLDR plural category.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PluralCategory {
    Zero,
    One,
    Two,
    Few,
    Many,
    Other,
}

impl PluralCategory {
    /// The categories CLDR defines for a language: each plural text of that
    /// language has exactly one form for each.
    pub fn of(language: Language) -> &'static [PluralCategory] {
        use PluralCategory::*;
        match language {
            Language::English | Language::Portuguese => &[One, Other],
            Language::Czech => &[One, Few, Many, Other],
            Language::Slovenian => &[One, Two, Few, Other],
        }
    }

    /// The category of a whole number in a language.
    pub fn for_count(language: Language, n: i64) -> PluralCategory {
        use PluralCategory::*;
        let i = n.unsigned_abs();
        match language {
            Language::English | Language::Portuguese => {
                if i == 1 {
                    One
                } else {
                    Other
                }
            }
            Language::Czech => match i {
                1 => One,
                2..=4 => Few,
                _ => Other,
            },
            Language::Slovenian => match i % 100 {
                1 => One,
                2 => Two,
                3 | 4 => Few,
                _ => Other,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::PluralCategory::*;
    use super::*;

    #[test]
    fn cldr_integer_rules() {
        let en: Vec<_> = [0, 1, 2, 5]
            .map(|n| PluralCategory::for_count(Language::English, n))
            .into();
        assert_eq!(en, [Other, One, Other, Other]);
        let pt: Vec<_> = [0, 1, 2, 5]
            .map(|n| PluralCategory::for_count(Language::Portuguese, n))
            .into();
        assert_eq!(pt, [Other, One, Other, Other]);
        let cs: Vec<_> = [0, 1, 2, 4, 5, 22]
            .map(|n| PluralCategory::for_count(Language::Czech, n))
            .into();
        assert_eq!(cs, [Other, One, Few, Few, Other, Other]);
        let sl: Vec<_> = [0, 1, 2, 3, 4, 5, 101, 102, 103, 111]
            .map(|n| PluralCategory::for_count(Language::Slovenian, n))
            .into();
        assert_eq!(sl, [Other, One, Two, Few, Few, Other, One, Two, Few, Other]);
    }

    #[test]
    fn every_chosen_category_is_one_the_language_defines() {
        for &language in Language::ALL {
            for n in -5..=250 {
                let c = PluralCategory::for_count(language, n);
                assert!(
                    PluralCategory::of(language).contains(&c),
                    "{language:?} {n} -> {c:?}"
                );
            }
        }
    }
}
