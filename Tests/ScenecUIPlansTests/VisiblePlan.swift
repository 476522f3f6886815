import ScenecUIPlans

/// A container plan that tests start from visible: loaded, then shown with its container.
protocol VisiblePlan {
    mutating func load() -> [ViewCommand]
    mutating func containerAppearance(isAppearing: Bool, phase: AppearancePhase, animated: Bool) -> [ViewCommand]
}

extension VisiblePlan {
    /// The plan loaded, and its container's appearance begun and ended without animation (the commands dropped).
    func visible() -> Self {
        var plan = self
        _ = plan.load()
        _ = plan.containerAppearance(isAppearing: true, phase: .begin, animated: false)
        _ = plan.containerAppearance(isAppearing: true, phase: .end, animated: false)
        return plan
    }
}

extension PagerPlan: VisiblePlan {}
extension StackedNavigationPlan: VisiblePlan {}
extension PageStackPlan: VisiblePlan {}
