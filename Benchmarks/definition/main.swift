// The page text benchmark of Scripts/bench.sh (`--definition`; scene format §10.1, issue 43, item 10): reading the
// pages of a generated definition from their text, what `SceneDefinition.appendPages(_:)` does at an app's first use
// of `<Scene>Scene.definition`. Compiled by the harness with -O into one module together with the sources of
// ScenecRuntime (so it reaches the reader, `ScenePageText`, without `import`); the text comes on standard input: the
// contents of the setup code's raw string literals, their indentation taken out, one after the other.
//
//   definition-bench RUNS   prints the pages, the bytes, then the best and the median microseconds of RUNS reads
var text = ""
while let line = readLine(strippingNewline: false) { text += line }
let runs = max(1, CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 20 : 20)
let clock = ContinuousClock()
var times: [Double] = []
var pages = 0
for _ in 0..<runs {
    let start = clock.now
    let read = text.withUTF8 { bytes -> [ScenePage] in
        do throws(ScenePageTextError) {
            return try ScenePageText.pages(bytes)
        } catch {
            fatalError("\(error)")
        }
    }
    let (seconds, attoseconds) = start.duration(to: clock.now).components
    times.append(Double(seconds) * 1e6 + Double(attoseconds) / 1e12)
    pages = read.count
}
times.sort()
print(pages, text.utf8.count, times[0], times[times.count / 2])
