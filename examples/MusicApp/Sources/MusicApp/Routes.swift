import ScenecRuntime

// Hand-written code next to the generated MusicScene.swift: the typed navigator only has the pushes the scene
// declares, so `MusicNavigator<MusicPages.Browse>(on:).pushLyrics()` would not compile.

/// The device the app runs on, by its name in Music.scene.yaml (`ipad-landscape`).
public func musicDevice(named name: String) -> SceneDevice? {
    MusicScene.definition.device(named: name)
}

/// Browse -> artist -> album -> track -> lyrics: the deepest route of the scene.
public func openLyricsFromBrowse(on device: SceneDevice) throws(SceneError) -> MusicNavigator<MusicPages.Lyrics> {
    try MusicNavigator<MusicPages.Browse>(on: device).pushArtist(artistID: "a1").pushAlbum(albumID: "al1").pushTrack()
        .pushLyrics()
}
