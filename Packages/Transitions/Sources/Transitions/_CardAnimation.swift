import Geometry

extension TransitionAnimation where Value == LayerState {
    /// The ready-made interactions' card animation, its errors in the caller's terms: a card whose
    /// frame the animation cannot hold (beyond the finite doubles once scaled) names `card`, not the
    /// animation's internal `from` and `to`.
    static func card(from start: LayerState, to end: LayerState) throws(ConfigurationError) -> TransitionAnimation {
        do {
            return try TransitionAnimation(from: start, to: end, curve: .linear)
        } catch {
            throw ConfigurationError(parameter: "card", value: error.value, requirement: error.requirement)
        }
    }
}
