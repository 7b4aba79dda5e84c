// The shared model's button roles (ButtonRole: Primary, Secondary,
// Destructive) as drawn buttons and dialogs: a button is styled by the role
// the model gives it, not by which button it is.
import PyramidsCore

extension BoardButton {
    /// A button styled by `role`: Primary filled in the accent, Secondary plain, Destructive outlined in the danger colour.
    public init(id: Id, label: String, role: ButtonRole, enabled: Bool = true) {
        self.init(id: id, label: label, primary: role == .primary, enabled: enabled, destructive: role == .destructive)
    }
}

extension ConfirmDialog {
    /// The model's confirmation (`TextCatalog.confirm_dialog`: its title,
    /// body and two answers with their roles) over `area`; `subject` is what
    /// it is about (a save's card in words).
    public init(scale: UIScale, over area: Box, model: PyramidsCore.ConfirmDialog, subject: String? = nil) {
        let back = model.buttons.first { $0.answer == .back }
        let go = model.buttons.first { $0.answer == .go }
        self.init(scale: scale, over: area, title: model.title, subject: subject, body: model.body, cancel: back?.label ?? "",
                  confirm: go?.label ?? "", destructive: go?.role == .destructive)
    }
}
