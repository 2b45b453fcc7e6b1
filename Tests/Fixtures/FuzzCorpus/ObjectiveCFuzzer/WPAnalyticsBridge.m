#import "WPAnalyticsBridge.h"

@implementation WPAnalyticsBridge

+ (WPAnalyticsBridge *)sharedBridge {
    static WPAnalyticsBridge *shared;
    static dispatch_once_t once;
    dispatch_once(&once, ^{
        shared = [[WPAnalyticsBridge alloc] init];
    });
    return shared;
}

- (void)trackEvent:(NSString *)eventID parameters:(nullable NSDictionary<NSString *, id> *)parameters {
    NSLog(@"%@ %@", eventID, parameters ?: @{});
}

#if TARGET_OS_IOS
- (void)trackControl:(UIControl *)control action:(SEL)action {
    [self trackEvent:NSStringFromSelector(action) parameters:@{@"class": NSStringFromClass(control.class)}];
}
#else
- (void)trackMenuItem:(NSMenuItem *)item {
    [self trackEvent:item.title parameters:nil];
}
#endif

@end

@implementation WPResultList {
    NSMutableArray *_results;
}

- (void)addResult:(id)result {
    if (!_results) {
        _results = [NSMutableArray array];
    }
    [_results addObject:result];
}

- (nullable id)resultAtIndex:(NSUInteger)index {
    return index < _results.count ? _results[index] : nil;
}

- (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state objects:(id __unsafe_unretained _Nullable [_Nonnull])buffer count:(NSUInteger)len {
    return [_results countByEnumeratingWithState:state objects:buffer count:len];
}

@end
