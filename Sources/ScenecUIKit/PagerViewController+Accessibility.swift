import ScenecUIKitPlatform

// What a pager tells VoiceOver: another tab's page is a change of part of the screen, the pager's bar staying.
extension PagerViewController {
    /// The selected tab changed (a tap on a cell, a swipe, the app): `.layoutChanged`, "posted when the layout of a
    /// screen changes", with the selected page's view as the element VoiceOver moves to
    /// (https://developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged). Once per
    /// change, after it (the pager's selection has no animation); nothing for a pager in no window.
    func selectedPageDidChange() {
        guard let page = selectedPageController?.viewIfLoaded, page.window != nil else { return }
        UIAccessibility.post(notification: .layoutChanged, argument: page)
    }
}
