extension Registry {
    /// The capability areas beyond the session commands; each lives in `Commands/<Area>/`.
    static var extensionAreas: [Area] {
        let others = [LayoutCommands.area, DataSourceCommands.area]
        return others + OutlineCommands.areas(alongside: others) + [PictureCommands.area]
    }
}
