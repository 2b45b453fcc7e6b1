#import <TargetConditionals.h>
#if TARGET_OS_IOS
#import <UIKit/UIKit.h>
#else
#import <AppKit/AppKit.h>
#endif

NS_ASSUME_NONNULL_BEGIN

/// The Objective-C side of tracking. NS_SWIFT_NAME renames it for Swift only: the runtime class
/// is WPAnalyticsBridge.
NS_SWIFT_NAME(AnalyticsBridge)
@interface WPAnalyticsBridge : NSObject

@property (class, nonatomic, readonly) WPAnalyticsBridge *sharedBridge;

- (void)trackEvent:(NSString *)eventID parameters:(nullable NSDictionary<NSString *, id> *)parameters;

#if TARGET_OS_IOS
- (void)trackControl:(UIControl *)control action:(SEL)action;
#else
- (void)trackMenuItem:(NSMenuItem *)item;
#endif

@end

/// Lightweight generics: <ObjectType> after the class name is a type parameter, not a protocol
/// list; the protocol list comes after the superclass.
@interface WPResultList<__covariant ObjectType> : NSObject <NSFastEnumeration>

- (void)addResult:(ObjectType)result;
- (nullable ObjectType)resultAtIndex:(NSUInteger)index;

@end

NS_ASSUME_NONNULL_END
