/// Placeholder until code generation lands (owned by the code generation work).
enum CodeGenPlaceholder {}
