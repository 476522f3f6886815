/// The one catalogue of diagnostic codes.
///
/// Codes are stable: a retired code is never reused. Blocks: SC1xxx YAML syntax,
/// SC2xxx the scene format (lowering), SC3xxx the navigation graph and states,
/// SC4xxx layout on devices, SC5xxx generation and I/O. Every code has a title
/// (one line, used by SARIF and `scenec explain`) and a default severity.
public enum DiagnosticCode: String, Hashable, Sendable, CaseIterable, Comparable {
    // MARK: - SC1xxx: YAML syntax

    case invalidEncoding = "SC1001"
    case controlCharacter = "SC1002"
    case missingColonSpace = "SC1003"
    case tabIndentation = "SC1004"
    case unclosedFlowCollection = "SC1005"
    case unclosedQuote = "SC1006"
    case badIndentation = "SC1007"
    case unexpectedColon = "SC1008"
    case yamlSyntax = "SC1009"
    case duplicateKey = "SC1010"
    case anchorNotSupported = "SC1011"
    case aliasNotSupported = "SC1012"
    case tagNotSupported = "SC1013"
    case mergeKeyNotSupported = "SC1014"
    case multipleDocuments = "SC1015"
    case nestingTooDeep = "SC1016"
    case fileTooLarge = "SC1017"
    case scalarTooLong = "SC1018"
    case nonScalarKey = "SC1019"
    case notUTF8 = "SC1020"
    case unknownEscape = "SC1021"

    // MARK: - SC2xxx: the scene format

    case unknownKey = "SC2001"
    case missingKey = "SC2002"
    case wrongKind = "SC2003"
    case expectedNumber = "SC2004"
    case expectedBool = "SC2005"
    case expectedInteger = "SC2006"
    case outOfRange = "SC2007"
    case unknownValue = "SC2008"
    case invalidIdentifier = "SC2009"
    case invalidTypeName = "SC2010"
    case invalidColor = "SC2011"
    case unsupportedVersion = "SC2012"
    case tabsOrRoot = "SC2013"
    case missingValue = "SC2014"
    case unknownDevice = "SC2015"
    case requiresTabs = "SC2016"
    case emptyList = "SC2017"
    case duplicateDevice = "SC2018"
    case emptyScene = "SC2019"
    case tooManyPages = "SC2020"
    case nameTooLong = "SC2021"
    case emptyDeviceName = "SC2022"
    case unknownArgumentType = "SC2040"
    case reservedArgumentName = "SC2041"
    case argumentDefaultWrongType = "SC2042"
    case invalidChoice = "SC2043"
    case stackViewArguments = "SC2044"
    case duplicateDetent = "SC2045"
    case invalidLinkPattern = "SC2060"
    case invalidLinkPath = "SC2061"

    // MARK: - SC3xxx: the navigation graph (checker)

    case unknownPage = "SC3001"
    case unknownView = "SC3002"
    case unreachablePage = "SC3003"
    case unreachableView = "SC3004"
    case containmentCycle = "SC3005"
    case headerWithoutPager = "SC3006"
    case emptyPager = "SC3007"
    case selectedOutOfRange = "SC3008"
    case pagerAndStack = "SC3009"
    case headerPageNotScrolling = "SC3010"
    case pinAboveHeader = "SC3011"
    case duplicatePush = "SC3012"
    case duplicateTabRoot = "SC3013"
    case transitionNeverFires = "SC3014"
    case pagerAndTransition = "SC3015"
    case titleWiderThanCell = "SC3016"
    case memberNameCollision = "SC3017"
    case memberNameReserved = "SC3018"
    case generatedTypeCollision = "SC3019"
    case pushWithoutNavigation = "SC3020"
    case stackMoveToItself = "SC3021"
    case argumentNotSupplied = "SC3030"
    case argumentNotInherited = "SC3031"
    case argumentNotSuppliedBySwipe = "SC3032"
    case linkPathNotFromEntry = "SC3060"
    case linkStepNotAnEdge = "SC3061"
    case linkPlaceholderBindsNothing = "SC3062"
    case linkArgumentUnbound = "SC3063"
    case linkPlaceholderTypesDiffer = "SC3064"
    case linksOverlap = "SC3065"
    case duplicateLinkName = "SC3066"

    // MARK: - SC4xxx: layout on devices and navigation states

    case pageWiderThanNavigation = "SC4001"
    case sidebarItemsOverflow = "SC4002"
    case headerLeavesNoContent = "SC4003"
    case stackLeavesNoRoom = "SC4004"
    case activePageNotShown = "SC4005"
    case stateLimitReached = "SC4006"
    case sizeIgnoredInPushStyle = "SC4007"
    case extraItemsHiddenByBottomBar = "SC4008"
    case layoutTestsTooLarge = "SC4009"
    case barsLeaveNoNavigation = "SC4010"
    case detentsIgnored = "SC4020"
    case presentationTooSmall = "SC4021"

    // MARK: - SC5xxx: code generation and output files

    case outputDirectoryMissing = "SC5001"
    case outputNotADirectory = "SC5002"
    case outputFileUnwritable = "SC5003"
    case staleGeneratedFile = "SC5004"
    case invalidModuleName = "SC5005"
    case setupCodeTooLarge = "SC5006"

    /// Orders by the code's number.
    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The severity a diagnostic of this code has unless its emitter says otherwise.
    public var defaultSeverity: Severity {
        switch self {
        // SC3xxx warnings
        case .unreachablePage, .unreachableView, .duplicatePush, .transitionNeverFires, .pagerAndTransition,
            .titleWiderThanCell, .stackMoveToItself:
            .warning
        // SC4xxx: a scene whose layout looks wrong on some device still works, so every layout check warns.
        case .pageWiderThanNavigation, .sidebarItemsOverflow, .headerLeavesNoContent, .stackLeavesNoRoom,
            .activePageNotShown, .stateLimitReached, .sizeIgnoredInPushStyle, .extraItemsHiddenByBottomBar,
            .detentsIgnored, .presentationTooSmall:
            .warning
        default: .error
        }
    }

    /// A one-line summary of the problem class.
    public var title: String {
        switch self {
        case .invalidEncoding: "the file is not valid UTF-8"
        case .controlCharacter: "a control character or a byte order mark in mid-file is not allowed"
        case .missingColonSpace: "a key is not followed by ': '"
        case .tabIndentation: "a tab is used for indentation"
        case .unclosedFlowCollection: "a '[' or '{' is never closed"
        case .unclosedQuote: "a quoted string is never closed"
        case .badIndentation: "the indentation does not match the structure"
        case .unexpectedColon: "a ': ' where no key can start"
        case .yamlSyntax: "the YAML cannot be parsed"
        case .duplicateKey: "a key appears twice in one mapping"
        case .anchorNotSupported: "anchors are not supported"
        case .aliasNotSupported: "aliases are not supported"
        case .tagNotSupported: "explicit tags are not supported"
        case .mergeKeyNotSupported: "merge keys are not supported"
        case .multipleDocuments: "a scene file holds exactly one YAML document"
        case .nestingTooDeep: "collections are nested too deeply"
        case .fileTooLarge: "the file is larger than scenec reads"
        case .scalarTooLong: "a value is longer than scenec reads"
        case .nonScalarKey: "a mapping key is not a plain value"
        case .notUTF8: "the file is UTF-16 or UTF-32, not UTF-8"
        case .unknownEscape: "a double-quoted string has an unknown escape"
        case .unknownKey: "a key is not part of the scene format"
        case .missingKey: "a required key is missing"
        case .wrongKind: "a value has the wrong shape (mapping, list or scalar)"
        case .expectedNumber: "a number was expected"
        case .expectedBool: "'true' or 'false' was expected"
        case .expectedInteger: "a whole number was expected"
        case .outOfRange: "a number is outside its allowed range"
        case .unknownValue: "a value is not one of the allowed words"
        case .invalidIdentifier: "an identifier is not [A-Za-z_][A-Za-z0-9_]*"
        case .invalidTypeName: "a type name is not a valid Swift type name"
        case .invalidColor: "a colour is not #RRGGBB or #RRGGBBAA"
        case .unsupportedVersion: "the format version is not supported"
        case .tabsOrRoot: "a scene has exactly one of 'tabs' and 'root'"
        case .missingValue: "a key has no value"
        case .unknownDevice: "a device preset name is unknown"
        case .requiresTabs: "a key needs side tabs"
        case .emptyList: "a list that needs items is empty"
        case .duplicateDevice: "two devices have the same name"
        case .emptyScene: "the scene file is empty or not a mapping"
        case .tooManyPages: "the scene has more pages than scenec accepts"
        case .nameTooLong: "a name or id is longer than 100 characters"
        case .emptyDeviceName: "a custom device has an empty name"
        case .unknownArgumentType: "an argument's type is not one scenec knows"
        case .reservedArgumentName:
            "an argument's name is reserved ('animated', a Swift keyword, or a name the generated code uses)"
        case .argumentDefaultWrongType: "an argument's default is not a value of its type"
        case .invalidChoice: "an argument's list of strings repeats one or has one that is not an identifier"
        case .stackViewArguments: "a stack view takes no arguments"
        case .duplicateDetent: "a presentation's 'detents' names a detent twice"
        case .invalidLinkPattern: "a link's url is not a URL pattern"
        case .invalidLinkPath: "a link's path is not page ids joined by ',' and '|'"
        // SC3xxx titles
        case .unknownPage: "a reference names a page that is not declared"
        case .unknownView: "a reference names a view that its stack does not declare"
        case .unreachablePage: "a page cannot be reached from any entry"
        case .unreachableView: "a stack view cannot be reached from its stack's root"
        case .containmentCycle: "pages contain each other through pagers"
        case .headerWithoutPager: "a 'header' needs a 'pager' in the same page"
        case .emptyPager: "a pager has no tabs"
        case .selectedOutOfRange: "a pager's 'selected' is not the index of one of its tabs"
        case .pagerAndStack: "a page has both a 'pager' and a 'stack'"
        case .headerPageNotScrolling: "a page under a sticky header does not scroll"
        case .pinAboveHeader: "a header's 'pinHeight' is above its 'height'"
        case .duplicatePush: "a 'push' or 'switch' list names the same target twice"
        case .duplicateTabRoot: "two tabs have the same root page"
        case .transitionNeverFires: "a transition's swipe can never fire"
        case .pagerAndTransition: "a page has both a pager and a swipe transition"
        case .titleWiderThanCell: "a pager tab's 'titleWidth' is wider than its cell"
        case .memberNameCollision: "two ids generate the same Swift name"
        case .memberNameReserved: "a page id generates a Swift name the page enum already has"
        case .generatedTypeCollision: "a type name clashes with a type scenec generates"
        case .pushWithoutNavigation: "a page pushes, but it is only shown where no navigation can take the push"
        case .stackMoveToItself: "a page stack's view pushes or switches to itself, which the runtime refuses"
        case .argumentNotSupplied: "a required argument of a page that no navigation makes has no value"
        case .argumentNotInherited: "a pager page's required argument is not one its host has"
        case .argumentNotSuppliedBySwipe: "a required argument of a page that a swipe transition pushes has no value"
        case .linkPathNotFromEntry: "a link's path does not start at an entry page"
        case .linkStepNotAnEdge: "a step of a link's path is not a declared push or presentation"
        case .linkPlaceholderBindsNothing: "a link's placeholder names no argument of a page on its path"
        case .linkArgumentUnbound: "a required argument of a page on a link's path is bound by no placeholder"
        case .linkPlaceholderTypesDiffer: "pages on a link's path declare a placeholder's argument with different types"
        case .linksOverlap: "two links match the same URL"
        case .duplicateLinkName: "two links have the same case name, or one the link enum already uses"
        // SC4xxx titles
        // SC5xxx titles
        case .outputDirectoryMissing: "the output directory cannot be created"
        case .outputNotADirectory: "the output path is not a directory"
        case .outputFileUnwritable: "a generated file cannot be written"
        case .staleGeneratedFile: "a generated file on disk is out of date"
        case .invalidModuleName: "the module name is not a Swift identifier"
        case .setupCodeTooLarge: "the generated setup code would be too large to build"
        case .pageWiderThanNavigation: "a page is wider than the navigation area of a device"
        case .sidebarItemsOverflow: "the sidebar's items do not fit the window's height"
        case .headerLeavesNoContent: "a header leaves no height for the pages under it"
        case .stackLeavesNoRoom: "a page stack's insets leave no room for its views"
        case .activePageNotShown: "a reachable state does not show its active page"
        case .stateLimitReached: "tests.maxStates cuts the states that layout tests cover"
        case .sizeIgnoredInPushStyle: "a page's width is ignored on a device whose navigation is push style"
        case .extraItemsHiddenByBottomBar: "extra items are not shown on a device with a bottom tab bar"
        case .layoutTestsTooLarge: "the generated layout tests would be too large to build"
        case .barsLeaveNoNavigation: "the bars of a device leave no room for the navigation"
        case .detentsIgnored: "a presentation is used on no device (its detents, or a page no page presents)"
        case .presentationTooSmall: "a presentation leaves too little height for its page on a device"
        }
    }
}
