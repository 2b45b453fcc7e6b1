// The Clang importer names these requirements shareItem(_:withTarget:) and, dropping the
// words that repeat the parameter's type, listView(_:didPickItemAt:).
@protocol WPShareHandling <NSObject>
- (void)shareItem:(id)item withTarget:(id)target;
@end

@protocol WPListDelegate <WPShareHandling>
@optional
- (void)listView:(UIView *)listView didPickItemAtIndexPath:(NSIndexPath *)indexPath;
@end
