extension Registry {
    /// The capability areas beyond the session commands; each lives in `Commands/<Area>/`.
    static var extensionAreas: [Area] {
        [LayoutCommands.area, DataSourceCommands.area]
    }
}
