import ScenecUIKitPlatform

// What a page stack (R5) tells VoiceOver: a new view of the stack replaces the page's content.
extension PageStackViewController {
    /// A push, switch or pop ended (an animated one when its slide's completion runs): `.screenChanged` with the
    /// shown view's controller's view, the element VoiceOver moves to ("a new view appears that occupies a major
    /// portion of the screen": https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged).
    /// Nothing when the shown view is still `previous`'s, or for a stack in no window.
    func shownViewDidChange(from previous: UIViewController?) {
        guard let top = topViewController, top !== previous, let shown = top.viewIfLoaded, shown.window != nil
        else { return }
        UIAccessibility.post(notification: .screenChanged, argument: shown)
    }
}
