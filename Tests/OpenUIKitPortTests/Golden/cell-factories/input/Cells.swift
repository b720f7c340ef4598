import UIKit

class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class BadgedPhotoCell: PhotoCell {
    var badge: String?
}

final class CaptionCell: UICollectionViewCell {
    let caption: String

    init(caption: String) {
        self.caption = caption
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class SettingsRowCell: UICollectionViewListCell {
    var setting: String = ""
}

final class SubtitleCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class PlainRowCell: UITableViewCell {}

final class SectionHeader: UITableViewHeaderFooterView {
    let countLabel = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(countLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class NoteFooter: UITableViewHeaderFooterView {
    init(note: String) {
        super.init(reuseIdentifier: nil)
        textLabel?.text = note
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A popover's background class (`popoverBackgroundViewClass`): made by a factory.
final class BubbleBackground: UIPopoverBackgroundView {
    private var offset: CGFloat = 0
    private var direction: UIPopoverArrowDirection = .any

    override class func arrowBase() -> CGFloat { return 20 }
    override class func arrowHeight() -> CGFloat { return 10 }
    override class func contentViewInsets() -> UIEdgeInsets { return .zero }

    override var arrowOffset: CGFloat {
        get { return offset }
        set { offset = newValue; setNeedsLayout() }
    }

    override var arrowDirection: UIPopoverArrowDirection {
        get { return direction }
        set { direction = newValue; setNeedsLayout() }
    }
}

private final class HiddenCell: UICollectionViewCell {}
