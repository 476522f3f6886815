import ScenecUIKit

/// Makes the app's view controllers for `MusicScene`: one method per page of Music.scene.yaml, each returning the
/// page's declared type, so a wrong type does not compile. The context names the page instance (`album#2` for an
/// album pushed twice) and holds the navigator, for controllers that push.
public struct MusicAppFactory: MusicPageFactory {
    public init() {}

    public func makeBrowse(_ context: MusicPageContext) -> BrowseViewController {
        BrowseViewController()
    }

    public func makeRadio(_ context: MusicPageContext) -> RadioViewController {
        RadioViewController()
    }

    public func makeStation(_ context: MusicPageContext) -> StationViewController {
        StationViewController()
    }

    public func makeLiveRadio(_ context: MusicPageContext) -> LiveRadioViewController {
        LiveRadioViewController()
    }

    public func makeLibrary(_ context: MusicPageContext) -> LibraryViewController {
        LibraryViewController()
    }

    public func makeDownloads(_ context: MusicPageContext) -> DownloadsViewController {
        DownloadsViewController()
    }

    public func makeSearch(_ context: MusicPageContext) -> SearchViewController {
        SearchViewController()
    }

    public func makeAlbum(_ context: MusicPageContext) -> AlbumViewController {
        AlbumViewController()
    }

    public func makePlaylist(_ context: MusicPageContext) -> PlaylistViewController {
        PlaylistViewController()
    }

    public func makeTrack(_ context: MusicPageContext) -> TrackViewController {
        TrackViewController()
    }

    public func makeLyrics(_ context: MusicPageContext) -> LyricsViewController {
        LyricsViewController()
    }

    public func makeArtist(_ context: MusicPageContext) -> ArtistViewController {
        ArtistViewController()
    }

    public func makeArtistTopSongs(_ context: MusicPageContext) -> ArtistTopSongsViewController {
        ArtistTopSongsViewController()
    }

    public func makeArtistAlbums(_ context: MusicPageContext) -> ArtistAlbumsViewController {
        ArtistAlbumsViewController()
    }

    public func makeArtistVideos(_ context: MusicPageContext) -> ArtistVideosViewController {
        ArtistVideosViewController()
    }

    public func makeArtistAbout(_ context: MusicPageContext) -> ArtistAboutViewController {
        ArtistAboutViewController()
    }

    public func makeNowPlaying(_ context: MusicPageContext) -> NowPlayingBarViewController {
        NowPlayingBarViewController()
    }
}
