/// "Did you mean" suggestions from edit distance.
package enum Suggestions {
    /// The candidate closest to `word`, if it is close enough: optimal-string-alignment
    /// distance (a transposition costs 1) at most a third of the candidate's length
    /// (at least 1), or the same word in another case. Ties go to the alphabetically first
    /// candidate, so the result does not depend on the candidates' order.
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        var best: (distance: Int, name: String)?
        let lowered = word.lowercased()
        for candidate in candidates where candidate != word {
            let distance = candidate.lowercased() == lowered ? 0 : editDistance(word, candidate)
            let limit = max(1, candidate.count / 3)
            guard distance <= limit else { continue }
            if best == nil || (distance, candidate) < (best!.distance, best!.name) {
                best = (distance, candidate)
            }
        }
        return best?.name
    }

    /// The optimal-string-alignment distance between two strings, over Unicode scalars.
    /// Long inputs are capped (the distance then exceeds any useful limit anyway).
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars.prefix(64))
        let y = Array(b.unicodeScalars.prefix(64))
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[y.count]
    }
}
