// Depends only on ScenecRuntime. The stacked navigation's layout floors x positions (`rounded(.down)`, libm's
// `floor` on Linux); the offset comes from the command line, so nothing is computed at compile time.
import ScenecRuntime

let offset = CommandLine.arguments.dropFirst().first.flatMap(Double.init) ?? 0
let layout = StackedNavigationLayout(
    pages: [StackedPage(id: "root"), StackedPage(id: "detail", width: .half)], width: 1024, height: 768,
    offset: offset)
print(layout.pages.map { "\($0.id) x=\($0.frame.x)" }.joined(separator: ", "))
