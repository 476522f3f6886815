/// The scene `scenec init` writes (it validates with no diagnostic).
extension Compiler {
    /// The file `scenec init` writes next to the scene: the JSON Schema `scenec schema` prints.
    public static let starterSchemaFile = "scene.schema.json"

    /// The schema comment of the starter scene: the schema file next to it, which yaml-language-server resolves
    /// relative to the scene.
    public static let starterSchemaComment = "# yaml-language-server: $schema=\(starterSchemaFile)"

    /// The starter scene: adaptive (stacked pages and a side tab bar on iPad, full-screen pushes and a bottom
    /// tab bar on iPhone, scene format §9.1), two tabs, a push and every page width, checked on an iPad in
    /// both orientations and on an iPhone.
    public static func starterScene(named name: String) -> String {
        """
        \(starterSchemaComment)
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
}
