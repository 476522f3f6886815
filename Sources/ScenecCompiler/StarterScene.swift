/// The scene `scenec init` writes (it validates with no diagnostic).
extension Compiler {
    /// The file `scenec init` writes next to the scene: the JSON Schema `scenec schema` prints.
    public static let starterSchemaFile = "scene.schema.json"

    /// The schema comment of the starter scene: the schema file next to it, which yaml-language-server resolves
    /// relative to the scene.
    public static let starterSchemaComment = starterSchemaComment(path: starterSchemaFile)

    /// The schema comment naming the schema at `path`, relative to the scene (`../../scene.schema.json` for a scene
    /// in `Sources/App/` whose schema is in the package's directory).
    public static func starterSchemaComment(path: String) -> String {
        "# yaml-language-server: $schema=\(path)"
    }

    /// The starter scene: adaptive (stacked pages and a side tab bar on iPad, full-screen pushes and a bottom
    /// tab bar on iPhone, scene format §9.1), two tabs, a push and every page width, checked on an iPad in
    /// both orientations and on an iPhone.
    ///
    /// Its generated layout tests make the pages with `<name>TestFactory`, the test target's file
    /// ``starterTestFactory(named:module:)``: SwiftPM builds a test target only with a source file of its own, and
    /// a factory written by hand is where a view controller whose initializer takes parameters gets them.
    public static func starterScene(named name: String, schemaPath: String = starterSchemaFile) -> String {
        """
        \(starterSchemaComment(path: schemaPath))
        #
        # The \(name) scene, written by `scenec init`. Check it with `scenec validate \(name).scene.yaml`;
        # `scenec explain CODE` explains any diagnostic.
        scene: \(name)
        version: 1

        # The containers per size class: on iPad (regular) a side tab bar and stacked pages side by side, on
        # iPhone (compact) a bottom tab bar and pages pushed full screen.
        navigation: {regular: stacked, compact: push}
        tabBar: {regular: side, compact: bottom}

        # The devices whose layouts are checked, and tested by the generated layout tests.
        devices: [ipad-landscape, ipad-portrait, iphone]

        # The generated layout tests make the pages with \(name)TestFactory, the test target's file that scenec init
        # wrote: a view controller whose initializer takes parameters gets them there.
        tests: {factory: \(name)TestFactory}

        # The tabs: each has its own navigation, starting at its root page.
        tabs:
          - {title: Home, icon: home, root: home}
          - {title: Settings, icon: settings, root: settings}

        # Every page: its view controller type, its width (full, half, points, or by size class; pushed pages
        # are full screen on iPhone), and the pages it can push (each becomes a typed method of the generated
        # navigator, such as pushDetail()).
        pages:
          home:
            type: HomeViewController
            push: [detail]
          detail:
            type: DetailViewController
            size: {regular: half, compact: full}
          settings:
            type: SettingsViewController
            size: {regular: 400, compact: full}

        """
    }

    /// The name of the test target's file `scenec init` writes: `<name>TestFactory.swift`.
    public static func starterTestFactoryFile(named name: String) -> String {
        name + "TestFactory.swift"
    }

    /// The page factory of the starter scene's layout tests (`tests: {factory: <name>TestFactory}`), for the test
    /// target of the app module `module`: one method per page, each making the page's type without arguments.
    public static func starterTestFactory(named name: String, module: String) -> String {
        let pages = [
            ("Home", "HomeViewController"), ("Detail", "DetailViewController"), ("Settings", "SettingsViewController"),
        ]
        let methods = pages.map { marker, type in
            """
                func make\(marker)(_ context: \(name)PageContext<\(name)Pages.\(marker)>) -> \(type) {
                    \(type)()
                }
            """
        }
        return """
            import \(module)
            import ScenecUIKit

            /// The page factory the generated layout tests build the \(name) scene with (`tests: {factory: \(name)TestFactory}`
            /// in \(name).scene.yaml), written by `scenec init`: one method per page, returning the page's view controller.
            /// Pass a controller whose initializer takes parameters the values a test needs here; for a page you add, the
            /// compiler names the method to add (`\(name)TestFactory` does not conform to `\(name)PageFactory`).
            final class \(name)TestFactory: \(name)PageFactory {
            \(methods.joined(separator: "\n\n"))
            }

            """
    }
}
