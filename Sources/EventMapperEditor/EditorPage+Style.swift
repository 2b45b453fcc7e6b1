extension EditorPage {
    /// `editor.css`.
    static let style = #"""
        :root { font-family: system-ui, sans-serif; color: #1b1b1b; background: #fafafa; }
        body { margin: 0; display: grid; grid-template-columns: minmax(0, 1fr) 24rem; grid-template-areas: "head head" "alerts alerts" "main draft"; gap: 0 1rem; }
        header { grid-area: head; display: flex; flex-wrap: wrap; align-items: baseline; gap: 1rem; padding: .75rem 1rem; background: #20344c; color: #fff; }
        header h1 { font-size: 1.25rem; margin: 0; }
        header p { margin: 0; flex: 1; }
        header a { color: inherit; }
        header button { color: #fff; background: transparent; border: 1px solid #fff; border-radius: 3px; padding: .2rem .6rem; }
        header nav { display: flex; gap: .5rem; align-items: baseline; }
        .file-button { display: inline; margin: 0; text-decoration: underline; cursor: pointer; }
        .file-button input { position: absolute; width: 1px; height: 1px; opacity: 0; }
        .file-button:focus-within { outline: 2px solid #fff; }
        #alerts { grid-area: alerts; padding: 0 1rem; }
        .alert { border: 2px solid #b3261e; background: #fdecea; padding: .5rem 1rem; margin-top: .75rem; }
        .notice { border: 2px solid #1e6b2e; background: #e8f5ea; padding: .5rem 1rem; margin-top: .75rem; }
        .alert p, .notice p { margin: .25rem 0; }
        main { grid-area: main; display: flex; flex-wrap: wrap; align-items: flex-start; gap: 1rem; padding: 1rem; }
        #overview { flex: 1 1 28rem; }
        #detail { flex: 1 1 26rem; background: #fff; border: 1px solid #ccc; padding: 0 1rem 1rem; }
        #draft { grid-area: draft; padding: 1rem; border-left: 1px solid #ccc; background: #fff; }
        section { min-width: 0; }
        h2 { font-size: 1.1rem; }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; padding: .3rem .4rem; border-bottom: 1px solid #ddd; vertical-align: top; overflow-wrap: anywhere; }
        tr.unconfigured th, tr.unconfigured td { color: #6b4e00; }
        code, input { font-family: ui-monospace, monospace; }
        input, select { font-size: 1rem; padding: .2rem .3rem; max-width: 100%; }
        .edit input { width: 22rem; }
        /* The ID field takes what the row leaves; words break only where a column would overflow. */
        #controls th, #controls td { overflow-wrap: break-word; }
        #controls input { width: 100%; min-width: 8rem; box-sizing: border-box; }
        #controls button { white-space: nowrap; margin-bottom: .2rem; }
        label { display: block; margin-top: .4rem; }
        fieldset { border: 1px solid #ccc; margin: 1rem 0; }
        button { font-size: .95rem; cursor: pointer; }
        button.link { background: none; border: none; padding: 0; color: #0b57d0; text-decoration: underline; font: inherit; text-align: left; overflow-wrap: anywhere; }
        .live { min-height: 1.2rem; }
        .hint { color: #555; font-size: .9rem; }
        #descriptions li { margin: .3rem 0; }
        #descriptions input.owner { width: 8rem; }
        .error { color: #b3261e; }
        .warning { color: #8a5a00; }
        .ok { color: #1e6b2e; }
        .problems { padding-left: 1.2rem; }
        .problems li { margin: .25rem 0; }
        .problems .severity { font-weight: bold; }
        .resolved li { text-decoration: line-through; }
        .where { color: #555; }
        #draft-steps li.failed { border-left: 3px solid #b3261e; padding-left: .3rem; }
        #review-diff { overflow: auto; max-height: 20rem; background: #f3f3f3; padding: .5rem; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
        [hidden] { display: none !important; }
        @media (max-width: 60rem) { body { grid-template-columns: 1fr; grid-template-areas: "head" "alerts" "main" "draft"; } }
        """#
}
