// A conformance of a public type is public, so this file imports ArgumentParser publicly.
public import ArgumentParser
public import ScenecCompiler

// The driver's option values, as command-line arguments (their raw values are the spellings).

extension LayoutFormat: ExpressibleByArgument {}

extension GraphFormat: ExpressibleByArgument {}

extension GenerationRequest.Access: ExpressibleByArgument {}

extension GenerationRequest.Kind: ExpressibleByArgument {}
