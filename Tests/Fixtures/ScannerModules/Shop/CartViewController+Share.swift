extension CartViewController {
    @objc func onShareBtnPressed(_ sender: Any) {}
}
