/// Placeholder until the layout stage lands (owned by the layout work).
enum LayoutPlaceholder {}
