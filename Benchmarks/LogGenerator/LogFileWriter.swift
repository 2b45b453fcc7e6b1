import BenchmarkSupport
import Foundation

/// One device's log file: a header, then visits of pages (enter, a few control actions, leave),
/// now and then a launch, a tab switch, an unmapped action or page, or a malformed line.
struct LogFileWriter {
    let catalogue: LogCatalogue
    let device: Int
    var random: SplitMix64

    init(catalogue: LogCatalogue, device: Int, random seed: UInt64) {
        self.catalogue = catalogue
        self.device = device
        random = SplitMix64(seed: seed)
    }

    mutating func file(bytes target: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(target + 4096)
        let lineEnd = random.chance(10) ? "\r\n" : "\n"
        var time = 1_473_300_000 + device * 86_400
        if !random.chance(3) {
            let uuid = String(format: "%08X-7B30-471B-8D40-%012X", device, device &* 7919)
            out += Array("iPhone \(device % 7), work,iPhone9,1,iPhone OS,10.\(device % 4),\(uuid),2.\(device % 3),\(100 + device % 3)\(lineEnd)".utf8)
        }
        func line(_ text: String) { out += Array((text + lineEnd).utf8) }
        while out.count < target {
            if random.chance(5) { line("0,\(time),,启动") }
            let page = random.chance(4) ? "UnconfiguredPage\(random.int(in: 0...50))Controller" : random.pick(catalogue.pages)
            line("\(random.chance(10) ? 3 : 1),\(time),\(page),进入\(page)")
            for _ in 0..<random.int(in: 0...6) {
                time += random.int(in: 1...30)
                line(controlRecord(time: time))
                if random.chance(1) { line(malformedLine(time: time)) }
            }
            time += random.int(in: 1...300)
            let fraction = random.chance(20) ? ".\(random.int(in: 0...999))" : ""
            line("2,\(time)\(fraction),\(page),离开\(page)")
        }
        return out
    }

    private mutating func controlRecord(time: Int) -> String {
        var (className, action) = random.pick(catalogue.controls)
        if random.chance(8) { action = "untrackedAction\(random.int(in: 0...20)):" }
        let controlClass = random.pick(["UIButton", "UIButton", "UISwitch", "UISlider", "MyFancyButton"])
        let type = controlClass == "UISwitch" ? 103 : controlClass == "UISlider" ? 102 : 100
        let x = random.chance(10) ? "-\(random.int(in: 1...20)).5" : "\(random.int(in: 0...300))"
        let frame = "{{\(x), \(random.int(in: 0...800))}, {\(random.int(in: 20...300)), 44}}"
        let info: String
        switch type {
        case 103: info = random.chance(50) ? "isOn" : "isOff"
        case 102: info = "0.\(random.int(in: 0...999_999))"
        default: info = random.pick(["Share, now", "OK", "a|b", "收藏", "Buy \"Pro\"", ""])
        }
        return "\(type),\(time),\(controlClass)|\(className)|\(action)|\(random.int(in: -1...9))|\(frame)|\(info),\(controlClass)点击事件"
    }

    private mutating func malformedLine(time: Int) -> String {
        switch random.int(in: 0...3) {
        case 0: return "100,\(time),UIButton|Truncated"
        case 1: return "garbage without commas"
        case 2: return "999,\(time),Page,remark"
        default: return "1,notatime,Page,remark"
        }
    }
}
