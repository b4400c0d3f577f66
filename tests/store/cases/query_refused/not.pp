node 'b' {
  Notify <<| (message == 'x') and !(title == 'y') |>>
}
