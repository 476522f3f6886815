public import ScenecDiagnostics
public import ScenecModel
import ScenecSema
public import ScenecSyntax

/// Runs scenec's stages in order, like a compiler driver. Does no I/O.
///
/// 1. Syntax: `SourceFile` -> `SyntaxNode`. Stops here on YAML syntax errors.
/// 2. Lowering: `SyntaxNode` -> `Scene`. Recovers; every problem is reported.
///
/// Diagnostics come back sorted by position, so output is deterministic.
public struct Compiler: Sendable {
    /// The stage to stop after.
    public enum Stage: Int, Sendable, Comparable {
        case syntax
        case lowering

        /// Orders by position in the pipeline.
        public static func < (lhs: Stage, rhs: Stage) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Limits applied to the syntax stage.
    public var limits: SyntaxLimits

    /// Creates a compiler.
    public init(limits: SyntaxLimits = .standard) {
        self.limits = limits
    }

    /// Compiles `file` up to and including `stage`.
    public func compile(_ file: SourceFile, through stage: Stage = .lowering) -> CompilationResult {
        var diagnostics = DiagnosticBag()
        guard let syntax = SyntaxParser.parse(file, limits: limits, diagnostics: &diagnostics) else {
            return CompilationResult(file: file, diagnostics: diagnostics.sorted())
        }
        guard stage >= .lowering else {
            return CompilationResult(file: file, diagnostics: diagnostics.sorted(), syntax: syntax)
        }
        let scene = Lowering.lower(syntax, file: file, diagnostics: &diagnostics)
        return CompilationResult(file: file, diagnostics: diagnostics.sorted(), syntax: syntax, scene: scene)
    }
}

/// What a compilation produced: sorted diagnostics and each stage's output that was reached.
public struct CompilationResult: Sendable {
    /// The file compiled.
    public var file: SourceFile
    /// Every diagnostic, sorted by position.
    public var diagnostics: [Diagnostic]
    /// The located YAML tree, unless the syntax stage failed.
    public var syntax: SyntaxNode?
    /// The lowered scene, unless the file is empty or not a mapping.
    public var scene: Scene?

    /// Whether any error was reported.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
