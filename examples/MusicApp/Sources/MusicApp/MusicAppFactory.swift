import ScenecUIKit

/// Makes the app's view controllers for `MusicScene`: one method per page of Music.scene.yaml, each returning the
/// page's declared type, so a wrong type does not compile. The context names the page's place (its tab and
/// instance) and gives the page's typed navigator, for controllers that push.
public struct MusicAppFactory: MusicPageFactory {
    public init() {}

    public func makeBrowse(_ context: MusicPageContext<MusicPages.Browse>) -> BrowseViewController {
        BrowseViewController()
    }

    public func makeRadio(_ context: MusicPageContext<MusicPages.Radio>) -> RadioViewController {
        RadioViewController()
    }

    public func makeStation(_ context: MusicPageContext<MusicPages.Station>) -> StationViewController {
        StationViewController()
    }

    public func makeLiveRadio(_ context: MusicPageContext<MusicPages.LiveRadio>) -> LiveRadioViewController {
        LiveRadioViewController()
    }

    public func makeLibrary(_ context: MusicPageContext<MusicPages.Library>) -> LibraryViewController {
        LibraryViewController()
    }

    public func makeDownloads(_ context: MusicPageContext<MusicPages.Downloads>) -> DownloadsViewController {
        DownloadsViewController()
    }

    public func makeSearch(_ context: MusicPageContext<MusicPages.Search>) -> SearchViewController {
        SearchViewController()
    }

    public func makeAlbum(_ context: MusicPageContext<MusicPages.Album>) -> AlbumViewController {
        AlbumViewController()
    }

    public func makePlaylist(_ context: MusicPageContext<MusicPages.Playlist>) -> PlaylistViewController {
        PlaylistViewController()
    }

    public func makeTrack(_ context: MusicPageContext<MusicPages.Track>) -> TrackViewController {
        TrackViewController()
    }

    public func makeLyrics(_ context: MusicPageContext<MusicPages.Lyrics>) -> LyricsViewController {
        LyricsViewController()
    }

    public func makeArtist(_ context: MusicPageContext<MusicPages.Artist>) -> ArtistViewController {
        ArtistViewController()
    }

    public func makeArtistTopSongs(_ context: MusicPageContext<MusicPages.ArtistTopSongs>) -> ArtistTopSongsViewController {
        ArtistTopSongsViewController()
    }

    public func makeArtistAlbums(_ context: MusicPageContext<MusicPages.ArtistAlbums>) -> ArtistAlbumsViewController {
        ArtistAlbumsViewController()
    }

    public func makeArtistVideos(_ context: MusicPageContext<MusicPages.ArtistVideos>) -> ArtistVideosViewController {
        ArtistVideosViewController()
    }

    public func makeArtistAbout(_ context: MusicPageContext<MusicPages.ArtistAbout>) -> ArtistAboutViewController {
        ArtistAboutViewController()
    }

    public func makeNowPlaying(_ context: MusicPageContext<MusicPages.NowPlaying>) -> NowPlayingBarViewController {
        NowPlayingBarViewController()
    }

    public func makeSettings(_ context: MusicPageContext<MusicPages.Settings>) -> SettingsViewController {
        SettingsViewController()
    }

    public func makeAudioQuality(_ context: MusicPageContext<MusicPages.AudioQuality>) -> AudioQualityViewController {
        AudioQualityViewController()
    }

    public func makePlayer(_ context: MusicPageContext<MusicPages.Player>) -> PlayerViewController {
        PlayerViewController()
    }
}
