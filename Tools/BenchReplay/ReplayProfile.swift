/// `--profile`: one flag shared by several replays, so one type lists every name any of them takes; each
/// replay refuses a name that is not its own (sheet and picker: `uikit` or `flutter`; refresh: `compose`,
/// `material` or `cupertino`).
package enum ReplayProfile: String, CaseIterable, Sendable {
    case uikit, flutter, compose, material, cupertino
}
