//! The UniFFI binding generator, pinned to the same UniFFI version as the
//! library. Run it through `scripts/gen-bindings`.

fn main() {
    uniffi::uniffi_bindgen_main()
}
