import ScenecUIKit

// The app's view controllers, one per page type that Music.scene.yaml declares. ScenecUIKit re-exports UIKit on
// iOS and its stand-in elsewhere, so they build (and their layout tests run) on Linux too. A real app fills them
// with content; their frames are the scene's business.

/// The Browse tab: the editorial home.
public final class BrowseViewController: UIViewController {}

/// The Radio tab: stations by genre.
public final class RadioViewController: UIViewController {}

/// A radio station.
public final class StationViewController: UIViewController {}

/// Live radio, a full-width page.
public final class LiveRadioViewController: UIViewController {}

/// The Library tab: the listener's collection.
public final class LibraryViewController: UIViewController {}

/// Downloaded albums and playlists.
public final class DownloadsViewController: UIViewController {}

/// The Search tab.
public final class SearchViewController: UIViewController {}

/// An album and its tracks.
public final class AlbumViewController: UIViewController {}

/// A playlist.
public final class PlaylistViewController: UIViewController {}

/// One track.
public final class TrackViewController: UIViewController {}

/// The lyrics of a track.
public final class LyricsViewController: UIViewController {}

/// An artist: a header over a pager of four tabs (ScenecUIKit hosts the pager inside it).
public final class ArtistViewController: UIViewController {}

/// The artist's top songs, a pager tab.
public final class ArtistTopSongsViewController: UIViewController {}

/// The artist's albums, a pager tab.
public final class ArtistAlbumsViewController: UIViewController {}

/// The artist's videos, a pager tab.
public final class ArtistVideosViewController: UIViewController {}

/// About the artist, a pager tab.
public final class ArtistAboutViewController: UIViewController {}

/// The now-playing bar along the bottom of every section (the attachment).
public final class NowPlayingBarViewController: UIViewController {}

/// Settings, presented as a sheet from the Library.
public final class SettingsViewController: UIViewController {}

/// The audio quality options, pushed inside the settings sheet.
public final class AudioQualityViewController: UIViewController {}

/// The full-screen player, presented from the now-playing bar.
public final class PlayerViewController: UIViewController {}
